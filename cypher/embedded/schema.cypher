// Graph schema of the embedded store (LadybugDB needs declared, typed tables). Mirrors the Neo4j
// model: the primary keys give the uniqueness constraints on Document.id and Entity.key.
// Timestamps are fixed-width UTC strings, so string order is time order on both stores.
CREATE NODE TABLE IF NOT EXISTS Document(id STRING PRIMARY KEY, text STRING, title STRING,
  domain STRING, doc_type STRING, published_at STRING, effective_from STRING,
  effective_to STRING, source STRING, url STRING, access STRING[], in_force_from STRING,
  metadata_json STRING, content_hash STRING, access_text STRING, ids_text STRING,
  ingested_at STRING, recorded_at STRING, embedding FLOAT[]);
CREATE NODE TABLE IF NOT EXISTS Entity(key STRING PRIMARY KEY, kind STRING, name STRING,
  aliases STRING[]);
CREATE REL TABLE IF NOT EXISTS MENTIONS(FROM Document TO Entity, role STRING);
CREATE REL TABLE IF NOT EXISTS SUPERSEDES(FROM Document TO Document, kind STRING, rule STRING,
  source STRING, status STRING, confidence DOUBLE, evidence STRING, valid_from STRING,
  recorded_at STRING, reviewed_by STRING, reviewed_at STRING, review_reason STRING);
CREATE REL TABLE IF NOT EXISTS RELATES_TO(FROM Document TO Document, kind STRING, rule STRING,
  source STRING, status STRING, confidence DOUBLE, evidence STRING, valid_from STRING,
  recorded_at STRING, reviewed_by STRING, reviewed_at STRING, review_reason STRING);
// Added later (scope-restricted edges): ALTER keeps stores created before it readable.
ALTER TABLE SUPERSEDES ADD IF NOT EXISTS applies_to STRING[] DEFAULT CAST([] AS STRING[]);
ALTER TABLE RELATES_TO ADD IF NOT EXISTS applies_to STRING[] DEFAULT CAST([] AS STRING[]);
// Added later (edges that hold only while their superseder is in force, kind 'suspends').
ALTER TABLE SUPERSEDES ADD IF NOT EXISTS valid_to STRING DEFAULT NULL;
ALTER TABLE RELATES_TO ADD IF NOT EXISTS valid_to STRING DEFAULT NULL
