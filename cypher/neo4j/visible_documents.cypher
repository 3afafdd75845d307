// Which of $ids are stored and visible to $access (an uploader links only to documents it
// may see: a link changes the target's authority, and a refusal must not tell hidden ids
// from missing ones).
UNWIND $ids AS id
MATCH (d:Document {id: id})
WHERE size(d.access) = 0 OR any(l IN d.access WHERE l IN $access)
RETURN d.id AS id
