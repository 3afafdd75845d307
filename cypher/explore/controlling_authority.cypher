// Controlling authority for an entity: the documents that control what is said about $key
// today. Start from every document that mentions the entity, climb accepted SUPERSEDES edges
// in force now (a suspension that ended no longer counts) and reinstatements to newer
// documents, and keep those nothing (accepted, in force, not undone by a later reinstatement,
// from a document not voided itself) supersedes: the active frontier. Each row also lists which mentioning documents it controls
// (directly or through a chain).
//
// :param key => 'pkg:maven/org.apache.logging.log4j/log4j-core'
WITH left(toString(datetime.truncate('second', datetime({timezone: 'UTC'}))), 20) AS now
MATCH (:Entity {key: $key})<-[:MENTIONS]-(mentioned:Document)
MATCH (mentioned)<-[links:SUPERSEDES|RELATES_TO*0..]-(controlling:Document)
WHERE all(s IN links WHERE (type(s) = 'SUPERSEDES' OR s.kind = 'reinstates')
    AND s.status = 'accepted' AND coalesce(s.valid_from, '') <= now
    AND coalesce(s.valid_to, now) >= now)
  AND NOT EXISTS {
    MATCH (controlling)<-[s:SUPERSEDES]-(superseder:Document)
    WHERE s.status = 'accepted' AND coalesce(s.valid_from, '') <= now
      AND coalesce(s.valid_to, now) >= now
      AND NOT EXISTS {
        MATCH (superseder)<-[v:SUPERSEDES {kind: 'voids'}]-(:Document)
        WHERE v.status = 'accepted' AND coalesce(v.valid_from, '') <= now
          AND coalesce(v.valid_to, now) >= now
      }
      AND NOT EXISTS {
        MATCH (controlling)<-[r:RELATES_TO {kind: 'reinstates'}]-(:Document)
        WHERE r.status = 'accepted' AND coalesce(r.valid_from, '') <= now
          AND coalesce(r.valid_from, '') > coalesce(s.valid_from, '')
      }
  }
RETURN controlling.id AS controlling_id, controlling.title AS title,
       controlling.published_at AS published_at,
       collect(DISTINCT mentioned.id) AS controls
ORDER BY published_at DESC, controlling_id
