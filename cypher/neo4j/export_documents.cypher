// Paged export of documents with their scope (moving a graph between stores).
MATCH (d:Document)
WITH d ORDER BY d.id SKIP $skip LIMIT $limit
OPTIONAL MATCH (d)-[m:MENTIONS]->(e:Entity)
RETURN d {.*} AS document,
       collect(CASE WHEN e IS NULL THEN NULL ELSE {key: e.key, kind: e.kind, name: e.name,
               aliases: e.aliases, role: m.role} END) AS entities
