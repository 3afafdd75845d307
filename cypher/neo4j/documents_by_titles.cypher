// Stored documents whose lower-cased whole title, or main title before a colon, is one of
// $titles (the texts a cue may cite a document by: "supersedes the 2016 ESC Guidelines for
// ...", "replaces Practice Note 12 (Revised)"); the caller groups them by title. $before (or
// null): only documents last written at or before it, as documents_by_entities. Both keys are
// indexed (schema.cypher): one seek per title, not a scan of every title.
UNWIND $titles AS title
MATCH (d:Document)
WHERE d.title_key = title OR d.main_title_key = title
WITH DISTINCT d
WHERE $before IS NULL OR d.ingested_at <= $before
RETURN d {.*, embedding: null} AS props
