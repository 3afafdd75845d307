// Non-superseding relations (amends, limits, cites ...) never touch the frontier. Same
// properties as the Neo4j statement writes; recorded_at is kept from the first write.
UNWIND $rows AS row
MATCH (n:Document {id: row.newer_id})
MATCH (o:Document {id: row.older_id})
MERGE (n)-[r:RELATES_TO {kind: row.kind}]->(o)
SET r.rule = row.props.rule, r.source = row.props.source, r.status = row.props.status,
  r.confidence = row.props.confidence, r.evidence = row.props.evidence,
  r.valid_from = row.props.valid_from, r.valid_to = row.props.valid_to,
  r.reviewed_by = row.props.reviewed_by,
  r.reviewed_at = row.props.reviewed_at, r.review_reason = row.props.review_reason,
  r.recorded_at = coalesce(r.recorded_at, row.recorded_at, $now)
