// Stored documents whose lower-cased whole title, or main title before a colon, is one of
// $titles (the texts a cue may cite a document by: "supersedes the 2016 ESC Guidelines for
// ...", "replaces Practice Note 12 (Revised)"); the caller groups them by title. $before (''
// for none): only documents last written at or before it, as documents_by_entities.
MATCH (d:Document)
WHERE (lower(trim(d.title)) IN $titles OR trim(split_part(lower(d.title), ':', 1)) IN $titles)
  AND ($before = '' OR d.ingested_at <= $before)
RETURN d.id AS id, d.text AS text, d.title AS title, d.domain AS domain,
       d.doc_type AS doc_type, d.published_at AS published_at,
       d.effective_from AS effective_from, d.effective_to AS effective_to, d.source AS source,
       d.url AS url, d.access AS access, d.metadata_json AS metadata_json
