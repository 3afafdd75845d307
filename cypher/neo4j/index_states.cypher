// Readiness: every index with its population state (ONLINE, POPULATING, FAILED).
SHOW INDEXES YIELD name, state
RETURN name, state
ORDER BY name
