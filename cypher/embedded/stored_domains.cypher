// The domains of the documents $access may see (every document unless $restricted), for a
// question filtered to a domain none of them has: the refusal names the ones there are.
MATCH (d:Document)
WHERE NOT $restricted OR size(d.access) = 0 OR list_has_any(d.access, CAST($access AS STRING[]))
RETURN DISTINCT d.domain AS domain
ORDER BY domain
