// Stored entities of the given kinds: the names an extractor seeded from an earlier load's
// metadata, which a later load must find again in its own texts.
MATCH (e:Entity)
WHERE e.kind IN $kinds
RETURN e.key AS key, e.kind AS kind, e.name AS name, e.aliases AS aliases
ORDER BY key
