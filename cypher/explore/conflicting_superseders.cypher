// Documents with conflicting superseders: two accepted superseders of the same document where
// neither (transitively) supersedes the other. Both then stand on the frontier for that
// document's chain, so readers get two controlling answers until a curator reconciles them
// (an edge between the two, or rejecting one). Two fixes of one advisory (on several release
// lines or packages) complement each other and are not listed (graphcar.model
// COMPLEMENTARY_KINDS).
//
// :param complementary => ['patches', 'fixes']
MATCH (a:Document)-[sa:SUPERSEDES]->(old:Document)<-[sb:SUPERSEDES]-(b:Document)
WHERE sa.status = 'accepted' AND sb.status = 'accepted' AND a.id < b.id
  AND NOT (sa.kind IN $complementary AND sb.kind IN $complementary)
  AND NOT EXISTS {
    MATCH p = (a)-[:SUPERSEDES*1..]->(b) WHERE all(s IN relationships(p) WHERE s.status = 'accepted')
  }
  AND NOT EXISTS {
    MATCH p = (b)-[:SUPERSEDES*1..]->(a) WHERE all(s IN relationships(p) WHERE s.status = 'accepted')
  }
RETURN old.id AS document_id, old.title AS title,
       a.id AS superseder_a, sa.kind AS kind_a, b.id AS superseder_b, sb.kind AS kind_b
ORDER BY document_id, superseder_a, superseder_b
