"""Ingestion: reader -> extraction -> edge derivation -> batched load, each a small stage."""
