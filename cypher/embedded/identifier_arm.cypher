// Identifier anchors: documents mentioning the query's canonical entity keys, most keys first,
// then the earliest in force (the originating document of a chain), then id. Same filters as
// the Neo4j statement: in force at $as_of, recorded by $known_at, domain, entitlements.
MATCH (e:Entity)<-[:MENTIONS]-(node:Document)
WHERE e.key IN CAST($identifier_keys AS STRING[])
  AND coalesce(node.in_force_from, '') <= $as_of AND node.recorded_at <= $known_at
  AND ($domain = '' OR node.domain = $domain)
  AND (NOT $restricted OR size(node.access) = 0
       OR list_has_any(node.access, CAST($access AS STRING[])))
WITH node, count(DISTINCT e) AS matched
RETURN node.id AS id, matched
ORDER BY matched DESC, coalesce(node.in_force_from, '') ASC, id ASC
LIMIT $arm_depth
