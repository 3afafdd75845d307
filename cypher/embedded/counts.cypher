// Node and relationship counts (same keys as the Neo4j statement); idempotence checks compare
// these before/after a re-ingest. curated: edges a curator decided (reviewed by anyone but
// $demoter, graphcar breaking a cycle).
OPTIONAL MATCH (d:Document) WITH count(d) AS documents
OPTIONAL MATCH (e:Entity) WITH documents, count(e) AS entities
OPTIONAL MATCH (:Document)-[m:MENTIONS]->(:Entity) WITH documents, entities, count(m) AS mentions
OPTIONAL MATCH (:Document)-[s:SUPERSEDES]->(:Document)
WITH documents, entities, mentions, count(s) AS supersedes
OPTIONAL MATCH (:Document)-[r:RELATES_TO]->(:Document)
WITH documents, entities, mentions, supersedes, count(r) AS relations
OPTIONAL MATCH (:Document)-[c:SUPERSEDES]->(:Document)
WHERE c.reviewed_at IS NOT NULL AND (c.reviewed_by IS NULL OR c.reviewed_by <> $demoter)
RETURN documents, entities, mentions, supersedes, relations, count(c) AS curated
