"""Graph stores: Neo4j (system of record) and the embedded default; one protocol for both."""
