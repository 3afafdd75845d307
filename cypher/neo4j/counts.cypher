// Node and relationship counts; idempotence checks compare these before/after a re-ingest.
CALL () { MATCH (d:Document) RETURN count(d) AS documents }
CALL () { MATCH (e:Entity) RETURN count(e) AS entities }
CALL () { MATCH ()-[m:MENTIONS]->() RETURN count(m) AS mentions }
CALL () { MATCH ()-[s:SUPERSEDES]->() RETURN count(s) AS supersedes }
CALL () { MATCH ()-[r:RELATES_TO]->() RETURN count(r) AS relations }
RETURN documents, entities, mentions, supersedes, relations
