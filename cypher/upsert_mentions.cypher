UNWIND $rows AS row
MATCH (d:Document {id: row.doc_id})
MATCH (e:Entity {key: row.entity_key})
MERGE (d)-[m:MENTIONS]->(e)
SET m.role = row.role
