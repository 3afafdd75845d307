// Stored documents in the scope of each entity key; edge derivation compares new documents
// against these. $before (or null): only documents last written at or before it, so a load
// is not sent back the documents it has just written.
UNWIND $keys AS key
MATCH (:Entity {key: key})<-[:MENTIONS]-(d:Document)
WHERE $before IS NULL OR d.ingested_at <= $before
RETURN key, collect(d {.*, embedding: null}) AS documents
