// The dense index's configuration as built, to tell whether it is the one this version wants.
SHOW VECTOR INDEXES YIELD name, options
WHERE name = 'document_embedding'
RETURN options.indexConfig AS config
