// Node and relationship counts; idempotence checks compare these before/after a re-ingest.
// curated: edges a curator decided (reviewed by anyone but $demoter, graphcar breaking a cycle).
CALL () { MATCH (d:Document) RETURN count(d) AS documents }
CALL () { MATCH (e:Entity) RETURN count(e) AS entities }
CALL () { MATCH ()-[m:MENTIONS]->() RETURN count(m) AS mentions }
CALL () { MATCH ()-[s:SUPERSEDES]->() RETURN count(s) AS supersedes }
CALL () { MATCH ()-[r:RELATES_TO]->() RETURN count(r) AS relations }
CALL () {
  MATCH ()-[c:SUPERSEDES]->()
  WHERE c.reviewed_at IS NOT NULL AND (c.reviewed_by IS NULL OR c.reviewed_by <> $demoter)
  RETURN count(c) AS curated
}
RETURN documents, entities, mentions, supersedes, relations, curated
