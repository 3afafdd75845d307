// Full authority chains: every path from a controlling document (nothing supersedes it) down
// through accepted SUPERSEDES edges to a document that supersedes nothing further. One row per
// path, newest first, with the edge kinds along it. Optionally restricted to one domain
// ($domain = null for all domains).
//
// :param domain => 'legal'
// :param limit => 100
MATCH path = (top:Document)-[:SUPERSEDES*1..]->(bottom:Document)
WHERE ($domain IS NULL OR top.domain = $domain)
  AND all(s IN relationships(path) WHERE s.status = 'accepted')
  AND NOT EXISTS { MATCH (top)<-[s:SUPERSEDES]-(:Document) WHERE s.status = 'accepted' }
  AND NOT EXISTS { MATCH (bottom)-[s:SUPERSEDES]->(:Document) WHERE s.status = 'accepted' }
RETURN [d IN nodes(path) | d.id] AS chain,
       [s IN relationships(path) | s.kind] AS kinds,
       length(path) AS steps
ORDER BY top.published_at DESC, steps DESC, chain
LIMIT $limit
