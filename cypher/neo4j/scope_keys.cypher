// The scope (entity keys) of documents, for edge derivation at ingest: a stored document's
// rules read every key it has (a product code it lacks is what `where_missing` tests).
UNWIND $ids AS id
MATCH (c:Document {id: id})
USING INDEX SEEK c:Document(id)
MATCH (c)-[:MENTIONS]->(e:Entity)
RETURN c.id AS id, e.key AS key
