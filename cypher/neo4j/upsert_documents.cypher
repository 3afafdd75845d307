// Idempotent document upsert: unchanged content leaves the node untouched (same ingested_at).
UNWIND $rows AS row
MERGE (d:Document {id: row.id})
ON CREATE SET d.recorded_at = coalesce(row.recorded_at, $now)
WITH d, row, d.content_hash AS previous
CALL (d, row, previous) {
  WITH d, row, previous WHERE previous IS NULL OR previous <> row.props.content_hash
  SET d += row.props, d.ingested_at = $now
}
RETURN sum(CASE WHEN previous IS NULL THEN 1 ELSE 0 END) AS created,
       sum(CASE WHEN previous IS NOT NULL AND previous <> row.props.content_hash THEN 1 ELSE 0 END) AS updated,
       sum(CASE WHEN previous = row.props.content_hash THEN 1 ELSE 0 END) AS unchanged
