// Dense anchors: cosine vector index over the document embedding (dimension from the embedder).
CREATE VECTOR INDEX document_embedding IF NOT EXISTS FOR (d:Document) ON (d.embedding)
OPTIONS { indexConfig: { `vector.dimensions`: $dimensions, `vector.similarity_function`: 'cosine' } }
