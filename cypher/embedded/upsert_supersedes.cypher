// Authority edges merge on (newer, older, kind). A curator's decision (reviewed_at set) is never
// overwritten by a re-ingest or a re-derivation, nor what it was made on (rule, source,
// confidence, evidence: the audit shows what was reviewed); graphcar's own demotion of an edge
// that closed a cycle ($demoter) is: the edge is judged again (and demoted again if the cycle
// remains).
UNWIND $rows AS row
MATCH (n:Document {id: row.newer_id})
MATCH (o:Document {id: row.older_id})
MERGE (n)-[s:SUPERSEDES {kind: row.kind}]->(o)
ON CREATE SET s.rule = row.props.rule, s.source = row.props.source,
  s.status = row.props.status, s.confidence = row.props.confidence,
  s.evidence = row.props.evidence, s.valid_from = row.props.valid_from,
  s.valid_to = row.props.valid_to,
  s.recorded_at = coalesce(row.recorded_at, $now), s.reviewed_by = row.props.reviewed_by,
  s.reviewed_at = row.props.reviewed_at, s.review_reason = row.props.review_reason,
  s.applies_to = CAST(row.props.applies_to AS STRING[])
ON MATCH SET
  s.rule = CASE WHEN s.reviewed_at IS NULL OR s.reviewed_by = $demoter
    THEN row.props.rule ELSE s.rule END,
  s.source = CASE WHEN s.reviewed_at IS NULL OR s.reviewed_by = $demoter
    THEN row.props.source ELSE s.source END,
  s.confidence = CASE WHEN s.reviewed_at IS NULL OR s.reviewed_by = $demoter
    THEN row.props.confidence ELSE s.confidence END,
  s.evidence = CASE WHEN s.reviewed_at IS NULL OR s.reviewed_by = $demoter
    THEN row.props.evidence ELSE s.evidence END,
  s.valid_from = row.props.valid_from, s.valid_to = row.props.valid_to,
  s.applies_to = CAST(row.props.applies_to AS STRING[]),
  s.status = CASE WHEN s.reviewed_at IS NULL OR s.reviewed_by = $demoter
    THEN row.props.status ELSE s.status END,
  s.review_reason = CASE WHEN s.reviewed_by = $demoter THEN row.props.review_reason
    ELSE coalesce(s.review_reason, row.props.review_reason) END,
  s.reviewed_at = CASE WHEN s.reviewed_by = $demoter THEN row.props.reviewed_at
    ELSE coalesce(s.reviewed_at, row.props.reviewed_at) END,
  s.reviewed_by = CASE WHEN s.reviewed_by = $demoter THEN row.props.reviewed_by
    ELSE coalesce(s.reviewed_by, row.props.reviewed_by) END
