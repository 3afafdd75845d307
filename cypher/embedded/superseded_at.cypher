// Which of $ids are superseded at $as_of: an accepted incoming edge valid by then, from any
// document (the authority chain's rule; the CAR closure judges this from its own edges).
UNWIND $ids AS id
MATCH (c:Document {id: id})<-[s:SUPERSEDES]-(:Document)
WHERE s.status = 'accepted' AND coalesce(s.valid_from, '') <= $as_of
RETURN DISTINCT c.id AS id
