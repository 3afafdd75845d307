// Dense vectors live on the document (FLOAT[]); the dense arm loads them into one matrix.
UNWIND $rows AS row
MATCH (d:Document {id: row.id})
SET d.embedding = row.embedding
