// Deletes graphcar's nodes in batches so large graphs do not exhaust the transaction memory.
MATCH (n) WHERE n:Document OR n:Entity OR n:LoadInProgress
CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 5000 ROWS
