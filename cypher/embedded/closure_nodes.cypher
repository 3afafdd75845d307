// Closure documents with visibility decided here, so hidden title/text never leave the database.
UNWIND $ids AS id
MATCH (c:Document {id: id})
WITH c, (NOT $restricted OR size(c.access) = 0
         OR list_has_any(c.access, CAST($access AS STRING[]))) AS visible
RETURN c.id AS id, visible,
       CASE WHEN visible THEN c.title END AS title,
       CASE WHEN visible THEN c.text END AS text,
       CASE WHEN visible THEN c.doc_type END AS doc_type,
       c.domain AS domain,
       CASE WHEN visible THEN c.published_at END AS published_at,
       c.in_force_from AS in_force_from, c.effective_to AS effective_to
