// Documents as the authority-chain and entity-scope views show them, visibility decided here:
// hidden documents keep only their id (no title, dates or domain leave the database). Text is
// not part of these views.
UNWIND $ids AS id
MATCH (c:Document {id: id})
WITH c, (NOT $restricted OR size(c.access) = 0
         OR list_has_any(c.access, CAST($access AS STRING[]))) AS visible
RETURN c.id AS id, visible,
       CASE WHEN visible THEN c.title END AS title,
       CASE WHEN visible THEN c.doc_type END AS doc_type,
       CASE WHEN visible THEN c.domain END AS domain,
       CASE WHEN visible THEN c.published_at END AS published_at,
       CASE WHEN visible THEN c.in_force_from END AS in_force_from,
       CASE WHEN visible THEN c.effective_to END AS effective_to
