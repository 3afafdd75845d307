// Authority edges for curators, with their review audit. Only edges whose two ends the caller
// may see are returned (the entitlement filter runs here, before LIMIT), so a curator never
// learns the id of a document outside their labels.
MATCH (n:Document)-[s:SUPERSEDES]->(o:Document)
WHERE ($status IS NULL OR s.status = $status)
  AND ($doc_id IS NULL OR n.id = $doc_id OR o.id = $doc_id)
  AND ($access IS NULL OR (
        (size(n.access) = 0 OR any(l IN n.access WHERE l IN $access))
    AND (size(o.access) = 0 OR any(l IN o.access WHERE l IN $access))))
RETURN n.id AS newer_id, o.id AS older_id, s {.*} AS props,
       n.title AS newer_title, o.title AS older_title
ORDER BY s.recorded_at DESC, n.id, o.id, s.kind
SKIP $offset
LIMIT $limit
