// The metadata of the stored documents among $ids: a load compares a re-sent record's own
// modification time with the stored copy's, so an older copy does not overwrite a newer one.
UNWIND $ids AS id
MATCH (d:Document {id: id})
RETURN d.id AS id, d.metadata_json AS metadata_json
