// Loads that started and have not finished (running now, or interrupted), oldest first.
MATCH (m:LoadInProgress)
RETURN m.started AS started, m.inputs AS inputs
ORDER BY started
