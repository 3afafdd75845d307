// Non-superseding relations (amends, limits, cites ...) never touch the frontier.
UNWIND $rows AS row
MATCH (n:Document {id: row.newer_id})
MATCH (o:Document {id: row.older_id})
MERGE (n)-[r:RELATES_TO {kind: row.kind}]->(o)
SET r += row.props, r.recorded_at = coalesce(r.recorded_at, row.recorded_at, $now)
RETURN count(r) AS written
