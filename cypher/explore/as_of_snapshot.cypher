// As-of snapshot: what controlled an entity on a past date. Only documents in force by $as_of
// (effective date, else publication date) and accepted edges valid by then count (and
// reinstatements: a supersession older than a reinstatement no longer holds), so this replays
// the frontier a reader would have seen that day.
//
// :param key => 'pkg:maven/org.apache.logging.log4j/log4j-core'
// :param as_of => '2021-12-11T00:00:00Z'
MATCH (:Entity {key: $key})<-[:MENTIONS]-(mentioned:Document)
WHERE coalesce(mentioned.in_force_from, '') <= $as_of
MATCH (mentioned)<-[links:SUPERSEDES|RELATES_TO*0..]-(d:Document)
WHERE all(s IN links WHERE (type(s) = 'SUPERSEDES' OR s.kind = 'reinstates')
  AND s.status = 'accepted' AND coalesce(s.valid_from, '') <= $as_of
  AND coalesce(s.valid_to, $as_of) >= $as_of)
  AND coalesce(d.in_force_from, '') <= $as_of
WITH DISTINCT d
WHERE NOT EXISTS {
  MATCH (d)<-[s:SUPERSEDES]-(n:Document)
  WHERE s.status = 'accepted' AND coalesce(s.valid_from, '') <= $as_of
    AND coalesce(s.valid_to, $as_of) >= $as_of
    AND coalesce(n.in_force_from, '') <= $as_of
    // undone by a later reinstatement of d
    AND NOT EXISTS {
      MATCH (d)<-[r:RELATES_TO {kind: 'reinstates'}]-(:Document)
      WHERE r.status = 'accepted' AND coalesce(r.valid_from, '') <= $as_of
        AND coalesce(r.valid_from, '') > coalesce(s.valid_from, '')
    }
}
RETURN d.id AS controlling_id, d.title AS title, d.in_force_from AS in_force_from
ORDER BY in_force_from DESC, controlling_id
