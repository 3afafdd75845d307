// Every SUPERSEDES edge with what CAR reads filter and show: the embedded store keeps them in
// memory between writes (graphcar/store/embedded_authority.py).
MATCH (n:Document)-[s:SUPERSEDES]->(o:Document)
RETURN n.id AS newer_id, o.id AS older_id, s.kind AS kind, s.rule AS rule, s.source AS source,
       s.status AS status, s.confidence AS confidence, s.evidence AS evidence,
       s.valid_from AS valid_from, s.valid_to AS valid_to,
       s.recorded_at AS recorded_at, s.applies_to AS applies_to
