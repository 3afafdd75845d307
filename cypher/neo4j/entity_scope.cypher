// The scope of one entity: the documents the caller may see that mention it (pre-filtered on
// entitlements here), and the authority closure above them over accepted edges valid at $as_of
// and recorded by $known_at, so the frontier (what controls for this entity) can be computed.
// The entity is the viewer: an edge restricted to entities (applies_to) counts only for it.
// Hidden superseders stay in the closure (they still supersede) without title or text.
// Returns no row when the entity does not exist.
MATCH (e:Entity {key: $key})
OPTIONAL MATCH (e)<-[:MENTIONS]-(m:Document)
WHERE ($access IS NULL OR size(m.access) = 0 OR any(l IN m.access WHERE l IN $access))
  AND coalesce(m.in_force_from, '') <= $as_of AND m.recorded_at <= $known_at
WITH e, collect(DISTINCT m) AS mentioned
CALL (mentioned) {
  UNWIND mentioned AS a
  // a document reinstating or deferring another joins its closure; a deferred one does not
  // count (car_subgraph.cypher)
  MATCH (a)<-[links:SUPERSEDES|RELATES_TO*0..]-(c:Document)
  WHERE all(s IN links WHERE (type(s) = 'SUPERSEDES' OR s.kind IN $reviving_kinds
        OR s.kind IN $deferring_kinds)
      AND s.status = 'accepted'
      AND coalesce(s.valid_from, '') <= $as_of AND coalesce(s.valid_to, $as_of) >= $as_of
      AND s.recorded_at <= $known_at
      AND all(k IN coalesce(s.applies_to, []) WHERE any(named IN s.applies_to
        WHERE named = $key AND split(named, ':')[0] = split(k, ':')[0])))
    AND coalesce(c.in_force_from, '') <= $as_of AND c.recorded_at <= $known_at
    // a deferred document counts as one not yet in force ($deferring_kinds)
    AND none(d IN [(c)<-[y:RELATES_TO]-(:Document) WHERE y.kind IN $deferring_kinds | y]
      WHERE d.status = 'accepted' AND d.recorded_at <= $known_at
        AND coalesce(d.valid_from, '') <= $as_of AND coalesce(d.valid_to, $as_of) >= $as_of)
  RETURN collect(DISTINCT c) AS closure
}
CALL (closure) {
  UNWIND closure AS c
  // expanded from c and filtered in a projection, as in car_subgraph.cypher (a predicate on
  // s.status inside the MATCH lets the planner scan the status index per closure document)
  OPTIONAL MATCH (c)<-[s:SUPERSEDES]-(n:Document)
  WITH c, s, n, s IS NOT NULL AND s.recorded_at <= $known_at
    AND all(k IN coalesce(s.applies_to, []) WHERE any(named IN s.applies_to
        WHERE named = $key AND split(named, ':')[0] = split(k, ':')[0]))
    AND ((s.status = 'accepted' AND n IN closure AND coalesce(s.valid_from, '') <= $as_of
      AND coalesce(s.valid_to, $as_of) >= $as_of
      // no document reinstating c since this edge's start (car_subgraph.cypher)
      AND none(r IN [(c)<-[x:RELATES_TO]-(:Document) WHERE x.kind IN $reviving_kinds | x]
        WHERE r.status = 'accepted' AND r.recorded_at <= $known_at
          AND coalesce(r.valid_from, '') <= $as_of AND coalesce(r.valid_to, $as_of) >= $as_of
          AND coalesce(r.valid_from, '') > coalesce(s.valid_from, ''))
      // a lapsing edge ends once its superseder is superseded, any edge once its superseder
      // is voided (car_subgraph.cypher)
      AND none(x IN [(n)<-[y:SUPERSEDES]-(m:Document)
            WHERE m IN closure AND (s.kind IN $lapsing_kinds OR y.kind IN $annulling_kinds) | y]
          WHERE x.status = 'accepted' AND coalesce(x.valid_from, '') <= $as_of
            AND coalesce(x.valid_to, $as_of) >= $as_of AND x.recorded_at <= $known_at
            AND all(k IN coalesce(x.applies_to, []) WHERE any(named IN x.applies_to
              WHERE named = $key AND split(named, ':')[0] = split(k, ':')[0]))))
     OR (s.status = 'proposed' AND n IN closure AND ($access IS NULL OR size(n.access) = 0
         OR any(l IN n.access WHERE l IN $access)))) AS counts
  WITH c, collect(CASE WHEN counts THEN {
      newer_id: n.id, older_id: c.id, kind: s.kind, rule: s.rule, source: s.source,
      status: s.status, confidence: s.confidence, evidence: '',
      valid_from: s.valid_from, valid_to: s.valid_to, recorded_at: s.recorded_at,
      applies_to: coalesce(s.applies_to, [])} END) AS incoming
  WITH c, incoming,
       ($access IS NULL OR size(c.access) = 0 OR any(l IN c.access WHERE l IN $access)) AS visible
  RETURN collect({
      id: c.id, visible: visible,
      superseded: any(edge IN incoming WHERE edge.status = 'accepted'),
      title: CASE WHEN visible THEN c.title END,
      doc_type: CASE WHEN visible THEN c.doc_type END,
      domain: CASE WHEN visible THEN c.domain END,
      published_at: CASE WHEN visible THEN c.published_at END,
      in_force_from: CASE WHEN visible THEN c.in_force_from END,
      effective_to: CASE WHEN visible THEN c.effective_to END,
      incoming: incoming}) AS nodes
}
RETURN [m IN mentioned | {id: m.id, score: 1.0}] AS anchors, nodes
