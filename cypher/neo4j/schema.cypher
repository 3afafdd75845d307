// Graph schema, applied idempotently on start and before every ingest.
CREATE CONSTRAINT document_id IF NOT EXISTS FOR (d:Document) REQUIRE d.id IS UNIQUE;
CREATE CONSTRAINT entity_key IF NOT EXISTS FOR (e:Entity) REQUIRE e.key IS UNIQUE;
// BM25 anchors. The English analyzer (lower-case, stop words, Porter stemming) lets "patched" meet
// "patch"; identifiers do not depend on it: they are matched through Entity keys and the
// normalised identifier field `ids_text`. `access_text` lets the entitlement filter run inside
// the index (a pre-filter), not after it.
CREATE FULLTEXT INDEX document_fulltext IF NOT EXISTS FOR (d:Document) ON EACH [d.title, d.text, d.ids_text, d.access_text]
OPTIONS { indexConfig: { `fulltext.analyzer`: 'english', `fulltext.eventually_consistent`: false } };
CREATE RANGE INDEX document_doc_type IF NOT EXISTS FOR (d:Document) ON (d.doc_type);
CREATE RANGE INDEX document_published_at IF NOT EXISTS FOR (d:Document) ON (d.published_at);
CREATE RANGE INDEX document_domain IF NOT EXISTS FOR (d:Document) ON (d.domain);
// Titles a text or a question cites a document by (whole title, main title before a colon).
CREATE RANGE INDEX document_title_key IF NOT EXISTS FOR (d:Document) ON (d.title_key);
CREATE RANGE INDEX document_main_title_key IF NOT EXISTS FOR (d:Document) ON (d.main_title_key);
CREATE RANGE INDEX entity_kind IF NOT EXISTS FOR (e:Entity) ON (e.kind);
CREATE RANGE INDEX supersedes_status IF NOT EXISTS FOR ()-[s:SUPERSEDES]-() ON (s.status);
// Documents stored before the title keys existed get them (as model.title_forms writes them).
// A statute's gloss after its year ("(c. 29)") is the text from the main title's last bracket.
MATCH (d:Document) WHERE d.title_key IS NULL
WITH d, toLower(trim(coalesce(d.title, ''))) AS whole
WITH d, whole, trim(split(whole, ':')[0]) AS main
SET d.title_key = whole,
    d.main_title_key = CASE
      WHEN main =~ '.*\\b(act|acts|regulations?|rules|order|ordinance|measure|code|law)\\s+(19|20)\\d\\d\\s*\\([^()]{1,40}\\)'
      THEN trim(substring(main, 0, size(main) - size(last(split(main, '('))) - 1))
      ELSE main
    END
