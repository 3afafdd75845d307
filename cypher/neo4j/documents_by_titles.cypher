// Stored documents whose lower-cased title is one of $titles (the texts a cue's object may
// cite a document by: "supersedes the 2016 ESC Guidelines for ..."), grouped by that title.
// $before (or null): only documents last written at or before it, as documents_by_entities.
MATCH (d:Document)
WHERE toLower(d.title) IN $titles AND ($before IS NULL OR d.ingested_at <= $before)
RETURN toLower(d.title) AS title, collect(d {.*, embedding: null}) AS documents
