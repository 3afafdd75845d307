// SUPERSEDES edges among the members of an authority chain, all but rejected ones. A pending
// edge from a hidden proposer is left out; evidence is returned only when the caller may see
// both ends (it may quote a hidden document).
UNWIND $ids AS id
MATCH (a:Document {id: id})-[s:SUPERSEDES]->(b:Document)
WHERE b.id IN CAST($ids AS STRING[]) AND s.status <> 'rejected'
WITH a, b, s,
     (NOT $restricted OR size(a.access) = 0
      OR list_has_any(a.access, CAST($access AS STRING[]))) AS newer_visible,
     (NOT $restricted OR size(b.access) = 0
      OR list_has_any(b.access, CAST($access AS STRING[]))) AS older_visible
WHERE s.status <> 'proposed' OR newer_visible
RETURN a.id AS newer_id, b.id AS older_id, s.kind AS kind, s.rule AS rule,
       s.source AS source, s.status AS status, s.confidence AS confidence,
       CASE WHEN newer_visible AND older_visible THEN coalesce(s.evidence, '') ELSE '' END
         AS evidence,
       s.valid_from AS valid_from, s.valid_to AS valid_to,
       s.recorded_at AS recorded_at, s.applies_to AS applies_to
