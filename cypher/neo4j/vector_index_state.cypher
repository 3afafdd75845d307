// Whether the dense index can answer now: a query on one still populating (rebuilt, or just
// created over a large store) waits 30 s and then fails, so the dense arm is skipped instead.
SHOW INDEXES YIELD name, state
WHERE name = 'document_embedding'
RETURN state
