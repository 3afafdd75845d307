// Paged export of documents (moving a graph between stores); scope comes from export_mentions.
// Keyset pages: each starts after the previous page's last id. Ladybug crashed (SIGSEGV) on
// some SKIPs past the last row of ORDER BY, e.g. SKIP 12000 LIMIT 10 over 11,025 documents.
MATCH (d:Document)
WHERE d.id > $after
RETURN d.id AS id, d.text AS text, d.title AS title, d.domain AS domain, d.doc_type AS doc_type,
       d.published_at AS published_at, d.effective_from AS effective_from,
       d.effective_to AS effective_to, d.source AS source, d.url AS url, d.access AS access,
       d.metadata_json AS metadata_json, d.embedding AS embedding,
       d.recorded_at AS recorded_at
ORDER BY id LIMIT $limit
