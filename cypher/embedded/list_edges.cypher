// Authority edges, optionally by review status or by document (either end); '' means any.
MATCH (n:Document)-[s:SUPERSEDES]->(o:Document)
WHERE ($status = '' OR s.status = $status)
  AND ($doc_id = '' OR n.id = $doc_id OR o.id = $doc_id)
RETURN n.id AS newer_id, o.id AS older_id, s.kind AS kind, s.rule AS rule, s.source AS source,
       s.status AS status, s.confidence AS confidence, s.evidence AS evidence,
       s.valid_from AS valid_from, s.valid_to AS valid_to,
       s.recorded_at AS recorded_at, s.applies_to AS applies_to,
       s.reviewed_by AS reviewed_by, s.reviewed_at AS reviewed_at, s.review_reason AS review_reason
ORDER BY s.recorded_at DESC, newer_id, older_id
LIMIT $limit
