// The authority chain of one document: everything that (transitively) supersedes it and
// everything it (transitively) supersedes over accepted SUPERSEDES edges, plus the far ends of
// edges still pending review, so a curator sees the whole story of a document in one read.
// A pending edge whose proposer (newer end) the caller cannot see is not followed nor returned.
// Entitlements are applied here, not afterwards: the start document must be visible to the
// caller; other chain documents come back with visible = false and no title, text or evidence.
// The chain as it stood at $as_of: documents not yet in force then, or put off by a deferral
// valid then ($deferring_kinds), are left out (the start document always stays), and
// `superseded` means an accepted edge valid by then from another member, holding for
// everyone (an entity-restricted edge holds only for questions naming its entities; the CAR
// closure judges those per viewer), from a member not voided ($annulling_kinds) and, of a
// lapsing kind, not superseded itself.
MATCH (d:Document {id: $id})
WHERE $access IS NULL OR size(d.access) = 0 OR any(l IN d.access WHERE l IN $access)
CALL (d) {
  MATCH (d)<-[up:SUPERSEDES*0..]-(n:Document)
  WHERE all(s IN up WHERE s.status = 'accepted')
  RETURN n
  UNION
  MATCH (d)-[down:SUPERSEDES*1..]->(n:Document)
  WHERE all(s IN down WHERE s.status = 'accepted')
  RETURN n
}
WITH d, collect(DISTINCT n) AS chain
CALL (chain) {
  // Edges are expanded from c and filtered in projections, never by a status predicate in
  // the MATCH (the planner may then scan the SUPERSEDES(status) index per chain document).
  UNWIND chain AS c
  OPTIONAL MATCH (c)<-[p:SUPERSEDES]-(proposer:Document)
  WITH c, CASE WHEN p.status = 'proposed' AND ($access IS NULL OR size(proposer.access) = 0
     OR any(l IN proposer.access WHERE l IN $access)) THEN proposer END AS proposer
  WITH c, collect(DISTINCT proposer) AS proposers
  OPTIONAL MATCH (c)-[q:SUPERSEDES]->(proposed:Document)
  WITH c, proposers, CASE WHEN q.status = 'proposed' AND ($access IS NULL
     OR size(c.access) = 0 OR any(l IN c.access WHERE l IN $access)) THEN proposed END AS proposed
  WITH c, proposers, collect(DISTINCT proposed) AS proposed_ends
  UNWIND proposers + proposed_ends AS other
  RETURN collect(DISTINCT other) AS pending_ends
}
WITH d, [x IN chain + [y IN pending_ends WHERE NOT y IN chain]
          WHERE x = d OR (coalesce(x.in_force_from, '') <= $as_of
            AND none(r IN [(x)<-[y:RELATES_TO]-(:Document) WHERE y.kind IN $deferring_kinds | y]
              WHERE r.status = 'accepted'
                AND coalesce(r.valid_from, '') <= $as_of
                AND coalesce(r.valid_to, $as_of) >= $as_of))] AS members
CALL (members) {
  UNWIND members AS a
  MATCH (a)-[s:SUPERSEDES]->(b:Document)
  WITH a, b, s, b IN members AND s.status <> 'rejected'
    AND (s.status <> 'proposed' OR $access IS NULL OR size(a.access) = 0
         OR any(l IN a.access WHERE l IN $access)) AS shown,
       ($access IS NULL OR ((size(a.access) = 0 OR any(l IN a.access WHERE l IN $access))
         AND (size(b.access) = 0 OR any(l IN b.access WHERE l IN $access)))) AS both_visible
  RETURN collect(CASE WHEN shown THEN {
      newer_id: a.id, older_id: b.id, kind: s.kind, rule: s.rule, source: s.source,
      status: s.status, confidence: s.confidence,
      evidence: CASE WHEN both_visible THEN coalesce(s.evidence, '') ELSE '' END,
      valid_from: s.valid_from, valid_to: s.valid_to, recorded_at: s.recorded_at,
      applies_to: coalesce(s.applies_to, [])} END) AS edges
}
UNWIND members AS c
WITH c, edges, members,
     ($access IS NULL OR size(c.access) = 0 OR any(l IN c.access WHERE l IN $access)) AS visible
RETURN collect({
    id: c.id, visible: visible,
    superseded: any(link IN [(c)<-[x:SUPERSEDES]-(n:Document) WHERE n IN members | {
        edge: x, superseder_superseded: any(u IN [(n)<-[y:SUPERSEDES]-(o:Document)
            WHERE o IN members AND (x.kind IN $lapsing_kinds OR y.kind IN $annulling_kinds) | y]
          WHERE u.status = 'accepted'
            AND coalesce(u.valid_from, '') <= $as_of AND coalesce(u.valid_to, $as_of) >= $as_of
            AND size(coalesce(u.applies_to, [])) = 0)}]
      WHERE link.edge.status = 'accepted' AND coalesce(link.edge.valid_from, '') <= $as_of
        AND coalesce(link.edge.valid_to, $as_of) >= $as_of
        AND size(coalesce(link.edge.applies_to, [])) = 0
        // a lapsing edge ends once its superseder is superseded, any edge once its
        // superseder is voided (car_subgraph.cypher)
        AND NOT link.superseder_superseded
        // and no edge holds from before a reinstatement of c (car_subgraph.cypher)
        AND none(r IN [(c)<-[x:RELATES_TO]-(:Document) WHERE x.kind IN $reviving_kinds | x]
          WHERE r.status = 'accepted'
            AND coalesce(r.valid_from, '') <= $as_of AND coalesce(r.valid_to, $as_of) >= $as_of
            AND coalesce(r.valid_from, '') > coalesce(link.edge.valid_from, ''))),
    title: CASE WHEN visible THEN c.title END,
    doc_type: CASE WHEN visible THEN c.doc_type END,
    domain: CASE WHEN visible THEN c.domain END,
    published_at: CASE WHEN visible THEN c.published_at END,
    in_force_from: CASE WHEN visible THEN c.in_force_from END,
    effective_to: CASE WHEN visible THEN c.effective_to END}) AS nodes,
  edges
