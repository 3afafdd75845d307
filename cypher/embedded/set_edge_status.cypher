// Curator review with audit fields; the decision survives later re-ingests.
MATCH (:Document {id: $newer_id})-[s:SUPERSEDES {kind: $kind}]->(:Document {id: $older_id})
SET s.status = $status, s.reviewed_by = $by, s.reviewed_at = $now, s.review_reason = $reason
RETURN s.kind AS kind, s.rule AS rule, s.source AS source, s.status AS status,
       s.confidence AS confidence, s.evidence AS evidence, s.valid_from AS valid_from,
       s.valid_to AS valid_to, s.recorded_at AS recorded_at, s.reviewed_by AS reviewed_by,
       s.reviewed_at AS reviewed_at, s.review_reason AS review_reason, s.applies_to AS applies_to
