// Node and relationship counts (same keys as the Neo4j statement); idempotence checks compare
// these before/after a re-ingest.
OPTIONAL MATCH (d:Document) WITH count(d) AS documents
OPTIONAL MATCH (e:Entity) WITH documents, count(e) AS entities
OPTIONAL MATCH (:Document)-[m:MENTIONS]->(:Entity) WITH documents, entities, count(m) AS mentions
OPTIONAL MATCH (:Document)-[s:SUPERSEDES]->(:Document)
WITH documents, entities, mentions, count(s) AS supersedes
OPTIONAL MATCH (:Document)-[r:RELATES_TO]->(:Document)
RETURN documents, entities, mentions, supersedes, count(r) AS relations
