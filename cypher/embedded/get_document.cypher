// One document with its scope, if the caller may see it.
MATCH (d:Document {id: $id})
WHERE NOT $restricted OR size(d.access) = 0 OR list_has_any(d.access, CAST($access AS STRING[]))
OPTIONAL MATCH (d)-[:MENTIONS]->(e:Entity)
RETURN d.id AS id, d.text AS text, d.title AS title, d.domain AS domain, d.doc_type AS doc_type,
       d.published_at AS published_at, d.effective_from AS effective_from,
       d.effective_to AS effective_to, d.source AS source, d.url AS url, d.access AS access,
       d.metadata_json AS metadata_json, d.content_hash AS content_hash,
       d.ingested_at AS ingested_at, d.recorded_at AS recorded_at, collect(e.key) AS entities
