// Identifier anchors: documents mentioning the query's canonical entity keys, ranked by how
// specific their matches are: the sum over matched entities of 1/df (df = documents mentioning
// the entity), so a rare key (a CVE id) outranks a key shared by a hundred documents (an employee
// id); ties newest in force first, then id. Same filters and order as the Neo4j statement: in
// force at $as_of, recorded by $known_at, domain, entitlements.
MATCH (e:Entity)<-[:MENTIONS]-(mentioning:Document)
WHERE e.key IN CAST($identifier_keys AS STRING[])
WITH e, count(DISTINCT mentioning) AS df
MATCH (e)<-[:MENTIONS]-(node:Document)
WHERE coalesce(node.in_force_from, '') <= $as_of AND node.recorded_at <= $known_at
  AND ($domain = '' OR node.domain = $domain)
  AND (NOT $restricted OR size(node.access) = 0
       OR list_has_any(node.access, CAST($access AS STRING[])))
WITH node, round(sum(1.0 / df), 9) AS specificity
RETURN node.id AS id, specificity
ORDER BY specificity DESC, coalesce(node.in_force_from, '') DESC, id ASC
LIMIT $arm_depth
