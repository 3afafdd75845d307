// Incoming SUPERSEDES edges of closure documents: accepted ones from inside the closure and
// valid at $as_of, plus pending ('proposed') ones from documents the caller may see (a hidden
// proposer must not surface through a pending edge), all recorded by $known_at; edges restricted
// to entities only when all are among $viewer_keys.
UNWIND $ids AS id
MATCH (c:Document {id: id})<-[s:SUPERSEDES]-(n:Document)
WHERE s.recorded_at <= $known_at
  AND (size(s.applies_to) = 0 OR list_has_all(CAST($viewer_keys AS STRING[]), s.applies_to))
  AND (
      (s.status = 'accepted' AND n.id IN CAST($ids AS STRING[])
       AND coalesce(s.valid_from, '') <= $as_of)
   OR (s.status = 'proposed' AND (NOT $restricted OR size(n.access) = 0
       OR list_has_any(n.access, CAST($access AS STRING[])))))
RETURN n.id AS newer_id, c.id AS older_id, s.kind AS kind, s.rule AS rule,
       s.source AS source, s.status AS status, s.confidence AS confidence,
       s.evidence AS evidence, s.valid_from AS valid_from, s.recorded_at AS recorded_at,
       s.applies_to AS applies_to
