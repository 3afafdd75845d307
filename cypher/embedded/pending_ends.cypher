// The far ends of edges pending review ('proposed') that touch $ids: documents proposing to
// supersede one of them, and documents one of them proposes to supersede. Only proposals the
// caller may see count: a pending edge whose proposer (newer end) is hidden is not followed,
// so a hidden proposer never surfaces through it.
UNWIND $ids AS id
MATCH (c:Document {id: id})<-[s:SUPERSEDES]-(n:Document)
WHERE s.status = 'proposed'
  AND (NOT $restricted OR size(n.access) = 0 OR list_has_any(n.access, CAST($access AS STRING[])))
RETURN n.id AS id
UNION
UNWIND $ids AS id
MATCH (c:Document {id: id})-[s:SUPERSEDES]->(o:Document)
WHERE s.status = 'proposed'
  AND (NOT $restricted OR size(c.access) = 0 OR list_has_any(c.access, CAST($access AS STRING[])))
RETURN o.id AS id
