// Controlling Authority Retrieval in one round trip:
//   1. every anchor arm ranks candidates (BM25 full-text, vector, identifier via Entity keys,
//      rarest keys first, and titles the question writes);
//      a lexical match far below the best one ($lexical_floor, relative) is not a candidate;
//   2. weighted reciprocal-rank fusion keeps the top $anchor_k anchors;
//   3. authority closure: everything reachable from an anchor by following accepted SUPERSEDES
//      edges towards newer documents, valid at $as_of and recorded by $known_at, but for
//      documents a deferral valid then puts off ($deferring_kinds: not yet in force); an edge
//      restricted to entities (applies_to) counts only when $viewer_keys name one of them of
//      each kind (an exception for one employee, a recall of two lots);
//   4. each closure document comes back with its incoming edges (accepted or pending review), so
//      the frontier is the closure documents with no accepted incoming edge; an edge of a
//      lapsing kind ($lapsing_kinds: a stay, a suspension) counts only while its superseder
//      is not superseded itself (a stay dissolved, a suspension lifted: the document controls
//      again), no edge counts while its superseder is voided ($annulling_kinds), and no edge
//      counts from a document older than one reinstating its target
//      ($reviving_kinds: "Executive Order 13957 ... is hereby reinstated");
//   5. review candidates: per frontier document, the $review_candidates documents its pending
//      edges propose as superseders, best confidence first, when they are outside the closure,
//      in force, recorded by $known_at and not superseded themselves;
//   6. companions: the accepted relations of $accompanying_kinds (an amendment and what it
//      amends govern together, a reinstatement and what it reinstates) between a frontier
//      document (or one still standing that a deferred document is to supersede, 8) and
//      another, then between that one and a document acting on it (the
//      correction of an amendment), valid at $as_of and recorded by $known_at; the other
//      document, in force, recorded, visible to the caller and not superseded itself (by no
//      edge a later reinstatement undid), joins the nodes (outside the closure: with no
//      incoming edge);
//   7. deferrals: the accepted relations of $deferring_kinds valid at $as_of and recorded by
//      $known_at from a closure document to a document they put off (so not in the closure);
//   8. held off: the accepted edges from a document so put off to what it is to supersede once
//      in force; such a document, in force, recorded, visible, not deferred and superseded by
//      nothing holding, still controls and joins the nodes (outside the closure: with no
//      incoming edge);
//   9. awaited: the documents so put off, recorded, visible and superseded by nothing holding
//      (not in force: shown after a deferral when they hold nothing off).
// Entitlements: documents the caller may not see never become anchors (the full-text arm filters
// inside Lucene via access_text); they stay in the closure so a hidden superseder still
// supersedes, but their title and text are not returned; a pending edge from a document the
// caller cannot see is not returned at all.
CALL () {
  UNWIND CASE WHEN $lexical IS NULL THEN [] ELSE [$lexical] END AS lucene_query
  CALL db.index.fulltext.queryNodes('document_fulltext', lucene_query, {limit: $arm_depth})
  YIELD node, score
  WHERE coalesce(node.in_force_from, '') <= $as_of AND node.recorded_at <= $known_at
    AND ($domain IS NULL OR node.domain = $domain)
  WITH node, score ORDER BY score DESC, node.id ASC
  WITH collect({id: node.id, score: score}) AS ranked
  // Relative BM25 floor: drop matches scoring below $lexical_floor x the best one (0 keeps all).
  WITH ranked, CASE WHEN size(ranked) = 0 THEN 0.0 ELSE ranked[0].score END AS best
  RETURN 'lexical' AS arm, [hit IN ranked WHERE hit.score >= $lexical_floor * best] AS hits
  UNION ALL
  UNWIND CASE WHEN $embedding IS NULL THEN [] ELSE [$embedding] END AS query_vector
  CALL db.index.vector.queryNodes('document_embedding', $vector_depth, query_vector)
  YIELD node, score
  WHERE coalesce(node.in_force_from, '') <= $as_of AND node.recorded_at <= $known_at
    AND ($domain IS NULL OR node.domain = $domain)
    AND ($access IS NULL OR size(node.access) = 0 OR any(l IN node.access WHERE l IN $access))
  WITH node, score ORDER BY score DESC, node.id ASC LIMIT $arm_depth
  RETURN 'dense' AS arm, collect({id: node.id, score: score}) AS hits
  UNION ALL
  // Identifier arm: the entity keys the question names, and the titles it writes (a title
  // held by several documents counts as a key they all mention); score = sum over matched keys
  // of 1/df (df = documents holding the key, whatever the filters), so rare keys outrank keys
  // shared by many documents; ties newest first, then id.
  CALL () {
    MATCH (e:Entity) USING INDEX SEEK e:Entity(key)
    WHERE e.key IN $identifier_keys
    MATCH (e)<-[:MENTIONS]-(holder:Document)
    WITH e, collect(holder) AS holders
    UNWIND holders AS node
    RETURN node, 1.0 / size(holders) AS share
    UNION ALL
    UNWIND $title_phrases AS title
    CALL (title) {
      MATCH (holder:Document) USING INDEX SEEK holder:Document(title_key)
      WHERE holder.title_key = title
      RETURN holder
      UNION
      MATCH (holder:Document) USING INDEX SEEK holder:Document(main_title_key)
      WHERE holder.main_title_key = title
      RETURN holder
    }
    WITH title, collect(holder) AS holders
    UNWIND holders AS node
    RETURN node, 1.0 / size(holders) AS share
  }
  WITH node, share
  WHERE coalesce(node.in_force_from, '') <= $as_of AND node.recorded_at <= $known_at
    AND ($domain IS NULL OR node.domain = $domain)
    AND ($access IS NULL OR size(node.access) = 0 OR any(l IN node.access WHERE l IN $access))
  WITH node, round(sum(share), 9) AS specificity
  ORDER BY specificity DESC, coalesce(node.in_force_from, '') DESC, node.id ASC
  LIMIT $arm_depth
  RETURN 'identifier' AS arm, collect({id: node.id, score: specificity}) AS hits
}
WITH collect({arm: arm, hits: hits}) AS arms
CALL (arms) {
  UNWIND arms AS ranked
  WITH ranked WHERE coalesce($weights[ranked.arm], 0.0) > 0  // a switched-off arm proposes nothing
  UNWIND range(0, size(ranked.hits) - 1) AS position
  WITH ranked.hits[position].id AS id, $weights[ranked.arm] / ($rrf_k + position + 1.0) AS share
  WITH id, sum(share) AS fused
  ORDER BY fused DESC, id ASC
  WITH collect({id: id, score: fused}) AS ranked
  // the first $anchor_k, then any document whose id the question writes ($pinned_ids)
  RETURN ranked[..$anchor_k] + [a IN ranked[$anchor_k..] WHERE a.id IN $pinned_ids] AS anchors
}
CALL (anchors) {
  UNWIND anchors AS anchor
  MATCH (a:Document {id: anchor.id})
  USING INDEX SEEK a:Document(id)
  // a document reinstating another ($reviving_kinds) or deferring it ($deferring_kinds) joins
  // its closure as a superseder would
  MATCH (a)<-[links:SUPERSEDES|RELATES_TO*0..]-(c:Document)
  WHERE all(s IN links WHERE (type(s) = 'SUPERSEDES' OR s.kind IN $reviving_kinds
        OR s.kind IN $deferring_kinds)
      AND s.status = 'accepted'
      AND coalesce(s.valid_from, '') <= $as_of AND coalesce(s.valid_to, $as_of) >= $as_of
      AND s.recorded_at <= $known_at
      AND all(key IN coalesce(s.applies_to, []) WHERE any(named IN s.applies_to
        WHERE named IN $viewer_keys AND split(named, ':')[0] = split(key, ':')[0])))
    AND coalesce(c.in_force_from, '') <= $as_of AND c.recorded_at <= $known_at
    // a deferred document counts as one not yet in force ($deferring_kinds)
    AND none(d IN [(c)<-[y:RELATES_TO]-(:Document) WHERE y.kind IN $deferring_kinds | y]
      WHERE d.status = 'accepted' AND d.recorded_at <= $known_at
        AND coalesce(d.valid_from, '') <= $as_of AND coalesce(d.valid_to, $as_of) >= $as_of)
  RETURN collect(DISTINCT c) AS closure
}
// Plans must not depend on when they were made (a cached plan outlives the statistics it was
// made with): documents are found by id through the index (hinted to seek: planned on a small
// graph, the planner scanned the whole id index per anchor), and incoming edges are expanded
// from each closure document and filtered in a projection, never in the MATCH (a predicate on
// s.status there lets the planner, once statistics are fresh, scan the SUPERSEDES(status)
// index for every closure document). Measured on a 10k-document graph: 8k db hits and 9 ms
// p50, against 236k and 74 ms (status index) or 58k and 28 ms (id index scan).
CALL (closure) {
  UNWIND closure AS c
  OPTIONAL MATCH (c)<-[s:SUPERSEDES]-(n:Document)
  WITH c, s, n, s IS NOT NULL AND s.recorded_at <= $known_at
    AND all(key IN coalesce(s.applies_to, []) WHERE any(named IN s.applies_to
        WHERE named IN $viewer_keys AND split(named, ':')[0] = split(key, ':')[0])) AND (
        (s.status = 'accepted' AND n IN closure AND coalesce(s.valid_from, '') <= $as_of
          AND coalesce(s.valid_to, $as_of) >= $as_of
          // no document reinstating c since this edge's start ($reviving_kinds)
          AND none(r IN [(c)<-[x:RELATES_TO]-(:Document) WHERE x.kind IN $reviving_kinds | x]
            WHERE r.status = 'accepted' AND r.recorded_at <= $known_at
              AND coalesce(r.valid_from, '') <= $as_of AND coalesce(r.valid_to, $as_of) >= $as_of
              AND coalesce(r.valid_from, '') > coalesce(s.valid_from, ''))
          // a lapsing edge (a stay, a suspension) ends once its superseder is superseded,
          // any edge once its superseder is voided ($annulling_kinds: a vacated rule's
          // repeal of the rule before it never took effect)
          AND none(x IN [(n)<-[y:SUPERSEDES]-(m:Document)
                WHERE m IN closure AND (s.kind IN $lapsing_kinds OR y.kind IN $annulling_kinds)
                | y]
              WHERE x.status = 'accepted' AND coalesce(x.valid_from, '') <= $as_of
                AND coalesce(x.valid_to, $as_of) >= $as_of AND x.recorded_at <= $known_at
                AND all(key IN coalesce(x.applies_to, []) WHERE any(named IN x.applies_to
                  WHERE named IN $viewer_keys AND split(named, ':')[0] = split(key, ':')[0]))))
     OR (s.status = 'proposed' AND ($access IS NULL OR size(n.access) = 0
         OR any(l IN n.access WHERE l IN $access)))) AS counts
  WITH c, collect(CASE WHEN counts THEN {
      newer_id: n.id, older_id: c.id, kind: s.kind, rule: s.rule, source: s.source,
      status: s.status, confidence: s.confidence, evidence: s.evidence,
      valid_from: s.valid_from, valid_to: s.valid_to, recorded_at: s.recorded_at,
      applies_to: coalesce(s.applies_to, [])} END) AS incoming
  OPTIONAL MATCH (c)-[:MENTIONS]->(e:Entity)
  WITH c, incoming, collect(e.key) AS scope
  WITH c, incoming, scope,
       ($access IS NULL OR size(c.access) = 0 OR any(l IN c.access WHERE l IN $access)) AS visible
  RETURN collect({
      id: c.id, visible: visible,
      superseded: any(edge IN incoming WHERE edge.status = 'accepted'),
      title: CASE WHEN visible THEN c.title END,
      text: CASE WHEN visible THEN c.text END,
      doc_type: CASE WHEN visible THEN c.doc_type END,
      domain: c.domain,
      published_at: CASE WHEN visible THEN c.published_at END,
      in_force_from: c.in_force_from, effective_to: c.effective_to,
      incoming: incoming, scope: CASE WHEN visible THEN scope ELSE [] END}) AS nodes
}
CALL (closure, nodes) {
  UNWIND CASE WHEN $review_candidates > 0 THEN nodes ELSE [] END AS node
  WITH node WHERE NOT node.superseded
  UNWIND node.incoming AS edge
  WITH node, edge WHERE edge.status = 'proposed'  // its proposer is one the caller may see
  MATCH (n:Document {id: edge.newer_id})
  USING INDEX SEEK n:Document(id)
  WHERE NOT n IN closure
    AND coalesce(n.in_force_from, '') <= $as_of AND n.recorded_at <= $known_at
    AND none(a IN [(n)<-[x:SUPERSEDES]-(:Document) | x]
      WHERE a.status = 'accepted' AND coalesce(a.valid_from, '') <= $as_of
        AND coalesce(a.valid_to, $as_of) >= $as_of
        AND a.recorded_at <= $known_at
        AND all(key IN coalesce(a.applies_to, []) WHERE any(named IN a.applies_to
          WHERE named IN $viewer_keys AND split(named, ':')[0] = split(key, ':')[0])))
  WITH node, n, max(edge.confidence) AS confidence
  ORDER BY confidence DESC, n.id ASC
  WITH node, collect(n)[0..$review_candidates] AS best
  UNWIND best AS n
  WITH DISTINCT n
  RETURN collect({
      id: n.id, visible: true, superseded: false, title: n.title, text: n.text,
      doc_type: n.doc_type, domain: n.domain, published_at: n.published_at,
      in_force_from: n.in_force_from, effective_to: n.effective_to}) AS candidates
}
CALL (closure) {
  // deferrals valid at $as_of from closure documents: one putting off an anchor answers for it
  UNWIND closure AS n
  OPTIONAL MATCH (n)-[r:RELATES_TO]->(d:Document)
  WITH n, r, d
  WHERE r IS NOT NULL AND r.kind IN $deferring_kinds AND r.status = 'accepted'
    AND r.recorded_at <= $known_at
    AND coalesce(r.valid_from, '') <= $as_of AND coalesce(r.valid_to, $as_of) >= $as_of
  RETURN collect({
      newer_id: n.id, older_id: d.id, kind: r.kind, rule: r.rule, source: r.source,
      status: r.status, confidence: r.confidence, evidence: r.evidence,
      valid_from: r.valid_from, valid_to: r.valid_to, recorded_at: r.recorded_at,
      applies_to: []}) AS deferrals,
    collect(DISTINCT d) AS deferred
}
CALL (deferred) {
  // the documents put off, recorded, visible and superseded by no edge holding (none a later
  // reinstatement undid): one holding nothing off is shown after its deferral
  UNWIND deferred AS d
  WITH d
  WHERE d.recorded_at <= $known_at
    AND ($access IS NULL OR size(d.access) = 0 OR any(l IN d.access WHERE l IN $access))
    AND none(a IN [(d)<-[x:SUPERSEDES]-(:Document) | x]
      WHERE a.status = 'accepted' AND coalesce(a.valid_from, '') <= $as_of
        AND coalesce(a.valid_to, $as_of) >= $as_of AND a.recorded_at <= $known_at
        AND all(key IN coalesce(a.applies_to, []) WHERE any(named IN a.applies_to
          WHERE named IN $viewer_keys AND split(named, ':')[0] = split(key, ':')[0]))
        AND none(v IN [(d)<-[x:RELATES_TO]-(:Document) WHERE x.kind IN $reviving_kinds | x]
          WHERE v.status = 'accepted' AND v.recorded_at <= $known_at
            AND coalesce(v.valid_from, '') <= $as_of AND coalesce(v.valid_to, $as_of) >= $as_of
            AND coalesce(v.valid_from, '') > coalesce(a.valid_from, '')))
  OPTIONAL MATCH (d)-[:MENTIONS]->(e:Entity)
  WITH d, collect(e.key) AS scope
  RETURN collect({
      id: d.id, visible: true, superseded: false, title: d.title, text: d.text,
      doc_type: d.doc_type, domain: d.domain, published_at: d.published_at,
      in_force_from: d.in_force_from, effective_to: d.effective_to,
      incoming: [], scope: scope}) AS awaited
}
CALL (closure, deferred) {
  // what a deferred document is to supersede, held off meanwhile: a document in force,
  // recorded, visible, not deferred itself and superseded by no edge holding from a document
  // no deferral puts off (and no reinstatement undid) still controls, read with the deferral
  UNWIND deferred AS d
  MATCH (d)-[s:SUPERSEDES]->(o:Document)
  WITH s, o
  WHERE s.status = 'accepted' AND s.recorded_at <= $known_at
    AND all(key IN coalesce(s.applies_to, []) WHERE any(named IN s.applies_to
      WHERE named IN $viewer_keys AND split(named, ':')[0] = split(key, ':')[0]))
    AND coalesce(o.in_force_from, '') <= $as_of AND o.recorded_at <= $known_at
    AND ($access IS NULL OR size(o.access) = 0 OR any(l IN o.access WHERE l IN $access))
    AND none(y IN [(o)<-[x:RELATES_TO]-(:Document) WHERE x.kind IN $deferring_kinds | x]
      WHERE y.status = 'accepted' AND y.recorded_at <= $known_at
        AND coalesce(y.valid_from, '') <= $as_of AND coalesce(y.valid_to, $as_of) >= $as_of)
    AND none(a IN [(o)<-[x:SUPERSEDES]-(m:Document)
          WHERE none(y IN [(m)<-[z:RELATES_TO]-(:Document) WHERE z.kind IN $deferring_kinds | z]
            WHERE y.status = 'accepted' AND y.recorded_at <= $known_at
              AND coalesce(y.valid_from, '') <= $as_of
              AND coalesce(y.valid_to, $as_of) >= $as_of)
          | x]
      WHERE a.status = 'accepted' AND coalesce(a.valid_from, '') <= $as_of
        AND coalesce(a.valid_to, $as_of) >= $as_of AND a.recorded_at <= $known_at
        AND all(key IN coalesce(a.applies_to, []) WHERE any(named IN a.applies_to
          WHERE named IN $viewer_keys AND split(named, ':')[0] = split(key, ':')[0]))
        AND none(v IN [(o)<-[x:RELATES_TO]-(:Document) WHERE x.kind IN $reviving_kinds | x]
          WHERE v.status = 'accepted' AND v.recorded_at <= $known_at
            AND coalesce(v.valid_from, '') <= $as_of AND coalesce(v.valid_to, $as_of) >= $as_of
            AND coalesce(v.valid_from, '') > coalesce(a.valid_from, '')))
  WITH collect({
      newer_id: startNode(s).id, older_id: o.id, kind: s.kind, rule: s.rule, source: s.source,
      status: s.status, confidence: s.confidence, evidence: s.evidence,
      valid_from: s.valid_from, valid_to: s.valid_to, recorded_at: s.recorded_at,
      applies_to: coalesce(s.applies_to, [])}) AS held_off,
    collect(DISTINCT CASE WHEN NOT o IN closure THEN o END) AS joining
  CALL (joining) {
    UNWIND joining AS m
    OPTIONAL MATCH (m)-[:MENTIONS]->(e:Entity)
    WITH m, collect(e.key) AS scope
    RETURN collect({
        id: m.id, visible: true, superseded: false, title: m.title, text: m.text,
        doc_type: m.doc_type, domain: m.domain, published_at: m.published_at,
        in_force_from: m.in_force_from, effective_to: m.effective_to,
        incoming: [], scope: scope}) AS standing
  }
  RETURN held_off, standing
}
CALL (closure, nodes, standing) {
  // the frontier and the documents held off still standing (an amendment of the policy a
  // deferred one is to replace is read with it)
  UNWIND nodes + standing AS node
  WITH node WHERE NOT node.superseded
  MATCH (c:Document {id: node.id})
  USING INDEX SEEK c:Document(id)
  // a document tied to c, then one acting on that one (model.COMPANION_HOPS: the correction
  // of an amendment), every relation and document on the way as a companion's must be
  MATCH p = (c)-[:RELATES_TO]-(:Document) (()<-[:RELATES_TO]-(:Document)){0,1}
  WHERE all(r IN relationships(p) WHERE r.kind IN $accompanying_kinds AND r.status = 'accepted'
      AND coalesce(r.valid_from, '') <= $as_of AND coalesce(r.valid_to, $as_of) >= $as_of
      AND r.recorded_at <= $known_at)
    AND all(m IN tail(nodes(p)) WHERE
      coalesce(m.in_force_from, '') <= $as_of AND m.recorded_at <= $known_at
      AND ($access IS NULL OR size(m.access) = 0 OR any(l IN m.access WHERE l IN $access))
      AND none(d IN [(m)<-[y:RELATES_TO]-(:Document) WHERE y.kind IN $deferring_kinds | y]
        WHERE d.status = 'accepted' AND d.recorded_at <= $known_at
          AND coalesce(d.valid_from, '') <= $as_of AND coalesce(d.valid_to, $as_of) >= $as_of)
      AND none(a IN [(m)<-[x:SUPERSEDES]-(:Document) | x]
        WHERE a.status = 'accepted' AND coalesce(a.valid_from, '') <= $as_of
          AND coalesce(a.valid_to, $as_of) >= $as_of
          AND a.recorded_at <= $known_at
          AND all(key IN coalesce(a.applies_to, []) WHERE any(named IN a.applies_to
            WHERE named IN $viewer_keys AND split(named, ':')[0] = split(key, ':')[0]))
          // no document reinstating m since this edge's start ($reviving_kinds)
          AND none(v IN [(m)<-[x:RELATES_TO]-(:Document) WHERE x.kind IN $reviving_kinds | x]
            WHERE v.status = 'accepted' AND v.recorded_at <= $known_at
              AND coalesce(v.valid_from, '') <= $as_of
              AND coalesce(v.valid_to, $as_of) >= $as_of
              AND coalesce(v.valid_from, '') > coalesce(a.valid_from, ''))))
  WITH DISTINCT last(relationships(p)) AS r, last(nodes(p)) AS m
  WITH collect({
      newer_id: startNode(r).id, older_id: endNode(r).id, kind: r.kind, rule: r.rule,
      source: r.source, status: r.status, confidence: r.confidence, evidence: r.evidence,
      valid_from: r.valid_from, valid_to: r.valid_to, recorded_at: r.recorded_at,
      applies_to: []}) AS relations,
    collect(DISTINCT CASE WHEN NOT m IN closure THEN m END) AS joining
  CALL (joining) {
    UNWIND joining AS m
    OPTIONAL MATCH (m)-[:MENTIONS]->(e:Entity)
    WITH m, collect(e.key) AS scope
    RETURN collect({
        id: m.id, visible: true, superseded: false, title: m.title, text: m.text,
        doc_type: m.doc_type, domain: m.domain, published_at: m.published_at,
        in_force_from: m.in_force_from, effective_to: m.effective_to,
        incoming: [], scope: scope}) AS companions
  }
  RETURN relations, companions
}
RETURN arms, anchors, nodes, candidates, relations, companions, deferrals, held_off, standing,
       awaited
