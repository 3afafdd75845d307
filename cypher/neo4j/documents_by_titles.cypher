// Stored documents whose lower-cased whole title, or main title before a colon, is one of
// $titles (the texts a cue may cite a document by: "supersedes the 2016 ESC Guidelines for
// ...", "replaces Practice Note 12 (Revised)"); the caller groups them by title. $before (or
// null): only documents last written at or before it, as documents_by_entities. Both keys are
// indexed (schema.cypher): one seek per title, not a scan of every title.
UNWIND $titles AS title
CALL (title) {
  MATCH (d:Document) USING INDEX SEEK d:Document(title_key)
  WHERE d.title_key = title
  RETURN d
  UNION
  MATCH (d:Document) USING INDEX SEEK d:Document(main_title_key)
  WHERE d.main_title_key = title
  RETURN d
}
WITH DISTINCT d
WHERE $before IS NULL OR d.ingested_at <= $before
RETURN d {.*, embedding: null} AS props
