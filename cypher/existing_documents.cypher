// Which of $ids are stored (edge targets named by an input must exist somewhere).
UNWIND $ids AS id
MATCH (d:Document {id: id})
RETURN d.id AS id
