// The edges that may supersede $ids at $as_of: accepted, valid by then, from another of $ids
// (the chain's members, all in force then), holding for everyone (an edge restricted to
// entities holds only for questions naming them; the CAR closure judges it per viewer). The
// store drops those of a lapsing kind whose superseder is superseded itself, any whose
// superseder is voided, and those a later reinstatement of their target undid.
UNWIND $ids AS id
MATCH (c:Document {id: id})<-[s:SUPERSEDES]-(n:Document)
WHERE s.status = 'accepted' AND coalesce(s.valid_from, '') <= $as_of
  AND coalesce(s.valid_to, $as_of) >= $as_of
  AND size(s.applies_to) = 0 AND list_contains(CAST($ids AS STRING[]), n.id)
RETURN DISTINCT c.id AS older_id, n.id AS newer_id, s.kind AS kind, s.valid_from AS valid_from
