// Stored documents whose lower-cased title is one of $titles (the texts a cue's object may
// cite a document by: "supersedes the 2016 ESC Guidelines for ..."), one row per document.
// $before ('' for none): only documents last written at or before it, as documents_by_entities.
MATCH (d:Document)
WHERE lower(d.title) IN $titles AND ($before = '' OR d.ingested_at <= $before)
RETURN lower(d.title) AS cited, d.id AS id, d.text AS text, d.title AS title, d.domain AS domain,
       d.doc_type AS doc_type, d.published_at AS published_at,
       d.effective_from AS effective_from, d.effective_to AS effective_to, d.source AS source,
       d.url AS url, d.access AS access, d.metadata_json AS metadata_json
