MATCH (e:Entity {key: $key})
RETURN e {.*} AS entity
