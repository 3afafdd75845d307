// Drops the BM25 index only (a wiped store starts it afresh; ensure_schema recreates it).
DROP INDEX document_fulltext IF EXISTS
