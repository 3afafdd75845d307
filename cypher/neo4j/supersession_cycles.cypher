// Edges among $pairs that close a cycle of accepted supersession (newer reaches itself).
// SHORTEST 1 searches breadth-first for one path back, instead of enumerating every path,
// which explodes on graphs where rules link many documents to many others.
// The index hints pin the plan to two id seeks per pair: planned while a fresh graph has few
// edges, the planner otherwise seeks every accepted edge through the status index per pair
// (2.7 M rows for 1,000 pairs, measured), which made the check grow with the graph.
UNWIND $pairs AS pair
MATCH (n:Document {id: pair.newer_id})
USING INDEX n:Document(id)
MATCH (o:Document {id: pair.older_id})
USING INDEX o:Document(id)
MATCH (n)-[first:SUPERSEDES {kind: pair.kind}]->(o)
WHERE first.status = 'accepted'
MATCH path = SHORTEST 1 (o)(()-[r:SUPERSEDES WHERE r.status = 'accepted']->())+(n)
RETURN pair.newer_id AS newer_id, pair.older_id AS older_id, pair.kind AS kind,
       [x IN nodes(path) | x.id] AS cycle
