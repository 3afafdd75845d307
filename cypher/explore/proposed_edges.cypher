// Proposed edges awaiting curator review: what would supersede what, how the edge was found
// (source/rule/confidence/evidence) and when it was recorded, oldest first so the queue is
// worked in order. Accept or reject with `POST /v1/edges/review` (audited), not by hand.
//
// :param limit => 50
MATCH (newer:Document)-[s:SUPERSEDES]->(older:Document)
WHERE s.status = 'proposed'
RETURN newer.id AS newer_id, newer.title AS newer_title, s.kind AS kind,
       older.id AS older_id, older.title AS older_title,
       s.source AS source, s.rule AS rule, s.confidence AS confidence,
       s.evidence AS evidence, s.recorded_at AS recorded_at
ORDER BY s.recorded_at, newer_id, older_id
LIMIT $limit
