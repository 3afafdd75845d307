// Entities merge on their canonical key; aliases accumulate.
UNWIND $rows AS row
MERGE (e:Entity {key: row.key})
ON CREATE SET e.kind = row.kind, e.name = row.name, e.aliases = row.aliases
ON MATCH SET e.aliases = reduce(acc = coalesce(e.aliases, []), a IN row.aliases |
  CASE WHEN a IN acc THEN acc ELSE acc + a END)
