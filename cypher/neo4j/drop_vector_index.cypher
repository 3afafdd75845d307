// Drops the dense index only (embeddings stay on the documents; the index is rebuilt from them).
DROP INDEX document_embedding IF EXISTS
