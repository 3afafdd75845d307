// The accepted authority chain through one document, without the document itself (the caller
// adds it): everything that transitively supersedes it and everything it transitively
// supersedes, over accepted SUPERSEDES edges of any validity (as the Neo4j statement). Shortest-
// path search gives reachability without enumerating walks; the bound matches max_depth.cypher.
MATCH (d:Document {id: $id})<-[:SUPERSEDES* SHORTEST 1..100000 (s, x | WHERE
    s.status = 'accepted')]-(n:Document)
RETURN n.id AS id
UNION
MATCH (d:Document {id: $id})-[:SUPERSEDES* SHORTEST 1..100000 (s, x | WHERE
    s.status = 'accepted')]->(n:Document)
RETURN n.id AS id
