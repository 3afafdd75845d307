// Stored documents in the scope of each entity key; edge derivation compares new documents
// against these (one row per key and document; the caller groups them). $before ('' for
// none): only documents last written at or before it, not the ones a load has just written.
UNWIND $keys AS key
MATCH (:Entity {key: key})<-[:MENTIONS]-(d:Document)
WHERE $before = '' OR d.ingested_at <= $before
RETURN key, d.id AS id, d.text AS text, d.title AS title, d.domain AS domain,
       d.doc_type AS doc_type, d.published_at AS published_at,
       d.effective_from AS effective_from, d.effective_to AS effective_to, d.source AS source,
       d.url AS url, d.access AS access, d.metadata_json AS metadata_json
