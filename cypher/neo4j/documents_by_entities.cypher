// Stored documents in the scope of each entity key; edge derivation compares new documents
// against these.
UNWIND $keys AS key
MATCH (:Entity {key: key})<-[:MENTIONS]-(d:Document)
RETURN key, collect(d {.*, embedding: null}) AS documents
