// Dense anchors: cosine vector index over the document embedding. Its configuration
// ($index_config: dimension from the embedder, full-precision vectors, HNSW build) is
// VECTOR_INDEX_CONFIG in graphcar/store/neo4j.py, which says why it is not Neo4j's default.
CREATE VECTOR INDEX document_embedding IF NOT EXISTS FOR (d:Document) ON (d.embedding)
OPTIONS { indexConfig: $index_config }
