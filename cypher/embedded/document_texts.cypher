// The fields the BM25 index analyses, for documents whose terms are not cached.
UNWIND $ids AS id
MATCH (d:Document {id: id})
RETURN d.id AS id, d.content_hash AS content_hash, d.title AS title, d.text AS text,
       d.ids_text AS ids_text
