// Stores dense vectors; setVectorProperty keeps them as float32 like the vector index expects.
UNWIND $rows AS row
MATCH (d:Document {id: row.id})
CALL db.create.setNodeVectorProperty(d, 'embedding', row.embedding)
