// The relations that bear on authority ($kinds: REVIVING_KINDS, a reinstatement,
// DEFERRING_KINDS, a deferral, and ACCOMPANYING_KINDS, an amendment read with what it
// amends), in the shape of
// authority_edges.cypher: the embedded store keeps them in memory with the SUPERSEDES edges.
MATCH (n:Document)-[r:RELATES_TO]->(o:Document)
WHERE r.kind IN $kinds
RETURN n.id AS newer_id, o.id AS older_id, r.kind AS kind, r.rule AS rule, r.source AS source,
       r.status AS status, r.confidence AS confidence, r.evidence AS evidence,
       r.valid_from AS valid_from, r.valid_to AS valid_to,
       r.recorded_at AS recorded_at, r.applies_to AS applies_to
