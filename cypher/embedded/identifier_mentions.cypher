// Documents mentioning the query's canonical entity keys, one row per (key, document): the
// embedded store ranks them in Python (graphcar/store/embedded_anchors.py, identifier_hits) with
// the Neo4j statement's order and filters; Ladybug reads these rows in ~0.5 ms where aggregating
// and sorting them took ~10 ms (10k-document store).
MATCH (e:Entity)<-[:MENTIONS]-(node:Document)
WHERE e.key IN CAST($identifier_keys AS STRING[])
RETURN DISTINCT e.key AS key, node.id AS id
