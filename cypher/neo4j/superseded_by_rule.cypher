// Which of $ids an accepted SUPERSEDES edge written by rule $rule supersedes: a load leaves the
// documents a source retracted out of edge derivation (a withdrawal notice the record no
// longer states must not withdraw the advisory again).
UNWIND $ids AS id
MATCH (o:Document {id: id})
USING INDEX SEEK o:Document(id)
WHERE EXISTS { (:Document)-[s:SUPERSEDES {rule: $rule, status: 'accepted'}]->(o) }
RETURN o.id AS id
