// What the in-process anchor arms filter on (time, domain, entitlements) and the titles the
// identifier arm looks up, one row per document in id order; the content hashes tell whether
// the saved BM25 index still matches the graph.
MATCH (d:Document)
RETURN d.id AS id, d.content_hash AS content_hash, d.access AS access, d.domain AS domain,
       d.in_force_from AS in_force_from, d.recorded_at AS recorded_at, d.title AS title
ORDER BY d.id
