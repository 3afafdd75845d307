// Authority edges for curators, with their review audit; '' means any status / any document.
// Only edges whose two ends the caller may see are returned (the entitlement filter runs here,
// before SKIP/LIMIT), so a curator never learns the id of a document outside their labels.
MATCH (n:Document)-[s:SUPERSEDES]->(o:Document)
WHERE ($status = '' OR s.status = $status)
  AND ($doc_id = '' OR n.id = $doc_id OR o.id = $doc_id)
  AND (NOT $restricted OR (
        (size(n.access) = 0 OR list_has_any(n.access, CAST($access AS STRING[])))
    AND (size(o.access) = 0 OR list_has_any(o.access, CAST($access AS STRING[])))))
RETURN n.id AS newer_id, o.id AS older_id, s.kind AS kind, s.rule AS rule, s.source AS source,
       s.status AS status, s.confidence AS confidence, s.evidence AS evidence,
       s.valid_from AS valid_from, s.valid_to AS valid_to,
       s.recorded_at AS recorded_at, s.reviewed_by AS reviewed_by,
       s.reviewed_at AS reviewed_at, s.review_reason AS review_reason, s.applies_to AS applies_to,
       n.title AS newer_title, o.title AS older_title
ORDER BY s.recorded_at DESC, newer_id, older_id, kind
SKIP $offset
LIMIT $limit
