// Authority edges merge on (newer, older, kind). A curator's decision (reviewed_at set) is never
// overwritten by a re-ingest or a re-derivation.
UNWIND $rows AS row
MATCH (n:Document {id: row.newer_id})
MATCH (o:Document {id: row.older_id})
MERGE (n)-[s:SUPERSEDES {kind: row.kind}]->(o)
ON CREATE SET s += row.props, s.recorded_at = coalesce(row.recorded_at, $now)
ON MATCH SET s.rule = row.props.rule, s.source = row.props.source,
  s.confidence = row.props.confidence, s.evidence = row.props.evidence,
  s.valid_from = row.props.valid_from, s.applies_to = row.props.applies_to,
  s.status = CASE WHEN s.reviewed_at IS NULL THEN row.props.status ELSE s.status END,
  s.reviewed_by = coalesce(s.reviewed_by, row.props.reviewed_by),
  s.review_reason = coalesce(s.review_reason, row.props.review_reason),
  s.reviewed_at = coalesce(s.reviewed_at, row.props.reviewed_at)
RETURN count(s) AS written
