// Paged export of documents with their scope (moving a graph between stores); keyset pages,
// each after the previous page's last id (an index range seek, no rows skipped and re-sorted).
MATCH (d:Document)
WHERE d.id > $after
WITH d ORDER BY d.id LIMIT $limit
OPTIONAL MATCH (d)-[m:MENTIONS]->(e:Entity)
RETURN d {.*} AS document,
       collect(CASE WHEN e IS NULL THEN NULL ELSE {key: e.key, kind: e.kind, name: e.name,
               aliases: e.aliases, role: m.role} END) AS entities
