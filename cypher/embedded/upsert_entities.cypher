// Entities merge on their canonical key; the caller has already merged kind, name and aliases
// with what was stored (first writer's kind/name kept, aliases accumulated in order).
UNWIND $rows AS row
MERGE (e:Entity {key: row.key})
SET e.kind = row.kind, e.name = row.name, e.aliases = row.aliases
