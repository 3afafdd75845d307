MATCH (e:Entity {key: $key})
RETURN e.key AS key, e.kind AS kind, e.name AS name, e.aliases AS aliases
