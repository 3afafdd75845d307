// BM25 anchors alone (the lexical arm without closure): the cost floor the benchmarks compare
// CAR against, and the BM25-only system of the evaluation harness.
CALL db.index.fulltext.queryNodes('document_fulltext', $lexical, {limit: $arm_depth})
YIELD node, score
WHERE coalesce(node.in_force_from, '') <= $as_of AND node.recorded_at <= $known_at
  AND ($domain IS NULL OR node.domain = $domain)
RETURN node.id AS id, score
ORDER BY score DESC, id ASC
