// Which of $ids are in force at $as_of (the authority chain as it stood then).
UNWIND $ids AS id
MATCH (c:Document {id: id})
WHERE coalesce(c.in_force_from, '') <= $as_of
RETURN c.id AS id
