// Scope of a page of exported documents, with the entities themselves.
UNWIND $ids AS id
MATCH (d:Document {id: id})-[m:MENTIONS]->(e:Entity)
RETURN d.id AS doc_id, e.key AS key, e.kind AS kind, e.name AS name, e.aliases AS aliases,
       m.role AS role
ORDER BY doc_id, key
