// Every SUPERSEDES edge (any status) with an end among $ids, found from those documents by id:
// a load asks this of the records it re-reads, to retract what their source no longer states.
UNWIND $ids AS id
MATCH (d:Document {id: id})
USING INDEX SEEK d:Document(id)
MATCH (d)-[s:SUPERSEDES]-(:Document)
WITH DISTINCT s
RETURN startNode(s).id AS newer_id, endNode(s).id AS older_id, s {.*} AS props
ORDER BY newer_id, older_id, props.kind
