// Edges among $pairs that close a cycle of accepted supersession (newer reaches itself).
// SHORTEST 1 searches breadth-first for one path back, instead of enumerating every path,
// which explodes on graphs where rules link many documents to many others.
UNWIND $pairs AS pair
MATCH (n:Document {id: pair.newer_id})-[first:SUPERSEDES {kind: pair.kind}]->(o:Document {id: pair.older_id})
WHERE first.status = 'accepted'
MATCH path = SHORTEST 1 (o)(()-[r:SUPERSEDES WHERE r.status = 'accepted']->())+(n)
RETURN pair.newer_id AS newer_id, pair.older_id AS older_id, pair.kind AS kind,
       [x IN nodes(path) | x.id] AS cycle
