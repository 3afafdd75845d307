// Every stored embedding, for the exact-cosine dense arm.
MATCH (d:Document)
WHERE d.embedding IS NOT NULL
RETURN d.id AS id, d.embedding AS embedding
ORDER BY d.id
