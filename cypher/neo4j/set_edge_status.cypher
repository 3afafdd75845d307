// Curator review with audit fields; the decision survives later re-ingests.
MATCH (:Document {id: $newer_id})-[s:SUPERSEDES {kind: $kind}]->(:Document {id: $older_id})
SET s.status = $status, s.reviewed_by = $by, s.reviewed_at = $now, s.review_reason = $reason
RETURN s {.*} AS props
