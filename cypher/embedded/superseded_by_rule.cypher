// Which of $ids an accepted SUPERSEDES edge written by rule $rule supersedes: a load leaves the
// documents a source retracted out of edge derivation (a withdrawal notice the record no
// longer states must not withdraw the advisory again).
UNWIND $ids AS id
MATCH (:Document)-[s:SUPERSEDES]->(o:Document {id: id})
WHERE s.rule = $rule AND s.status = 'accepted'
RETURN DISTINCT o.id AS id
