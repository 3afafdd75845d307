// Authority edges, optionally by review status or by document (either end).
MATCH (n:Document)-[s:SUPERSEDES]->(o:Document)
WHERE ($status IS NULL OR s.status = $status)
  AND ($doc_id IS NULL OR n.id = $doc_id OR o.id = $doc_id)
RETURN n.id AS newer_id, o.id AS older_id, s {.*} AS props
ORDER BY s.recorded_at DESC, n.id, o.id
LIMIT $limit
