// Authority closure of one anchor: every document reachable by following accepted SUPERSEDES
// edges towards newer documents, valid at $as_of and recorded by $known_at (an edge restricted
// to entities only when all are among $viewer_keys), and itself in force
// and recorded (as in the Neo4j statement, intermediate documents are not filtered). Shortest-
// path search gives reachability without enumerating walks; the bound matches max_depth.cypher.
// Run once per anchor: binding the start node by a scalar parameter lets Ladybug start the search
// there (an UNWIND of anchors made it scan from every document, ~50x slower). The anchor itself
// (hop 0) is added by the caller: every arm already applied the same filters to it.
MATCH (a:Document {id: $anchor_id})<-[:SUPERSEDES* SHORTEST 1..100000 (s, x | WHERE
    s.status = 'accepted' AND coalesce(s.valid_from, '') <= $as_of
    AND s.recorded_at <= $known_at
    AND (size(s.applies_to) = 0
         OR list_has_all(CAST($viewer_keys AS STRING[]), s.applies_to)))]-(c:Document)
WHERE coalesce(c.in_force_from, '') <= $as_of AND c.recorded_at <= $known_at
RETURN DISTINCT c.id AS id
