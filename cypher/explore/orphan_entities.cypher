// Orphan entities: entity nodes no document mentions any more (left behind when a re-ingest
// changed a document's scope, or created by an alias merge). Harmless for retrieval; listed
// for clean-up.
MATCH (e:Entity)
WHERE NOT EXISTS { MATCH (e)<-[:MENTIONS]-(:Document) }
RETURN e.key AS key, e.kind AS kind, e.name AS name
ORDER BY key
