MATCH (n:Document)-[s:SUPERSEDES|RELATES_TO]->(o:Document)
RETURN n.id AS newer_id, o.id AS older_id, s.kind AS kind, s.rule AS rule, s.source AS source,
       s.status AS status, s.confidence AS confidence, s.evidence AS evidence,
       s.valid_from AS valid_from, s.valid_to AS valid_to,
       s.recorded_at AS recorded_at, s.reviewed_by AS reviewed_by,
       s.reviewed_at AS reviewed_at, s.review_reason AS review_reason, s.applies_to AS applies_to
ORDER BY newer_id, older_id, kind
