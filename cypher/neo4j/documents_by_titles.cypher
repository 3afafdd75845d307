// Stored documents whose lower-cased whole title, or main title before a colon, is one of
// $titles (the texts a cue may cite a document by: "supersedes the 2016 ESC Guidelines for
// ...", "replaces Practice Note 12 (Revised)"); the caller groups them by title. $before (or
// null): only documents last written at or before it, as documents_by_entities.
MATCH (d:Document)
WHERE (toLower(trim(d.title)) IN $titles OR trim(split(toLower(d.title), ':')[0]) IN $titles)
  AND ($before IS NULL OR d.ingested_at <= $before)
RETURN d {.*, embedding: null} AS props
