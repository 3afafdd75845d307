// One document with its scope, if the caller may see it.
MATCH (d:Document {id: $id})
WHERE $access IS NULL OR size(d.access) = 0 OR any(l IN d.access WHERE l IN $access)
OPTIONAL MATCH (d)-[:MENTIONS]->(e:Entity)
RETURN d {.*, embedding: null} AS document, collect(e.key) AS entities
