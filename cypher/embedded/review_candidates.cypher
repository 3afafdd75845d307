// Review candidates of frontier documents $ids: documents a pending ('proposed') edge proposes
// as their superseder, outside the closure ($closure), visible to the caller (a hidden proposer
// never surfaces), in force at $as_of, recorded by $known_at and not superseded themselves (an
// accepted edge valid at $as_of); one row per (frontier document, candidate), with the edge's
// confidence, for the caller to keep the best few per frontier document.
UNWIND $ids AS id
MATCH (c:Document {id: id})<-[s:SUPERSEDES]-(n:Document)
WHERE s.status = 'proposed' AND s.recorded_at <= $known_at
  AND (size(s.applies_to) = 0 OR list_has_all(CAST($viewer_keys AS STRING[]), s.applies_to))
  AND NOT n.id IN CAST($closure AS STRING[])
  AND coalesce(n.in_force_from, '') <= $as_of AND n.recorded_at <= $known_at
  AND (NOT $restricted OR size(n.access) = 0 OR list_has_any(n.access, CAST($access AS STRING[])))
  AND NOT EXISTS {
      MATCH (n)<-[a:SUPERSEDES]-(:Document)
      WHERE a.status = 'accepted' AND coalesce(a.valid_from, '') <= $as_of
        AND a.recorded_at <= $known_at
        AND (size(a.applies_to) = 0
             OR list_has_all(CAST($viewer_keys AS STRING[]), a.applies_to))
  }
RETURN c.id AS older_id, max(s.confidence) AS confidence, n.id AS id, true AS visible,
       false AS superseded, n.title AS title, n.text AS text, n.doc_type AS doc_type,
       n.domain AS domain, n.published_at AS published_at, n.in_force_from AS in_force_from,
       n.effective_to AS effective_to
