// Stored content hashes of $ids: the upsert decides created / updated / unchanged from these.
UNWIND $ids AS id
MATCH (d:Document {id: id})
RETURN d.id AS id, d.content_hash AS content_hash
