// The scope (entity keys) of documents: sigma(c) of closure documents (the caller keeps it only
// for visible ones), and stored documents' keys for edge derivation at ingest.
UNWIND $ids AS id
MATCH (c:Document {id: id})-[:MENTIONS]->(e:Entity)
RETURN c.id AS id, e.key AS key
