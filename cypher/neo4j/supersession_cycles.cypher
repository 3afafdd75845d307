// Edges among $pairs that close a cycle of accepted supersession (newer reaches itself).
UNWIND $pairs AS pair
MATCH (n:Document {id: pair.newer_id})-[first:SUPERSEDES {kind: pair.kind}]->(o:Document {id: pair.older_id})
WHERE first.status = 'accepted'
MATCH path = (o)-[:SUPERSEDES*1..]->(n)
WHERE all(r IN relationships(path) WHERE r.status = 'accepted')
RETURN DISTINCT pair.newer_id AS newer_id, pair.older_id AS older_id, pair.kind AS kind,
       [x IN nodes(path) | x.id] AS cycle
