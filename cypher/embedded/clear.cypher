// Deletes graphcar's nodes with their relationships.
MATCH (d:Document) DETACH DELETE d;
MATCH (e:Entity) DETACH DELETE e
