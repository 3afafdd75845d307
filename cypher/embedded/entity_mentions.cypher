// The documents the caller may see that mention one entity, in force at $as_of and recorded by
// $known_at: the anchors of the entity-scope view (entitlements applied here).
MATCH (:Entity {key: $key})<-[:MENTIONS]-(m:Document)
WHERE (NOT $restricted OR size(m.access) = 0 OR list_has_any(m.access, CAST($access AS STRING[])))
  AND coalesce(m.in_force_from, '') <= $as_of AND m.recorded_at <= $known_at
RETURN DISTINCT m.id AS id
ORDER BY id
