MATCH (n:Document)-[s:SUPERSEDES|RELATES_TO]->(o:Document)
RETURN n.id AS newer_id, o.id AS older_id, s {.*} AS props
ORDER BY newer_id, older_id, s.kind
