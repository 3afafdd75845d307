// The domains of the documents $access may see ($access null: every document), for a
// question filtered to a domain none of them has: the refusal names the ones there are.
MATCH (d:Document)
WHERE $access IS NULL OR size(d.access) = 0 OR any(l IN d.access WHERE l IN $access)
RETURN DISTINCT d.domain AS domain
ORDER BY domain
