// One hop down the accepted supersession relation from $ids. Cycle detection walks the graph
// below a batch's new edges hop by hop (a variable-length search per edge is much slower here).
UNWIND $ids AS id
MATCH (n:Document {id: id})-[s:SUPERSEDES]->(o:Document)
WHERE s.status = 'accepted'
RETURN n.id AS newer_id, o.id AS older_id, s.kind AS kind
