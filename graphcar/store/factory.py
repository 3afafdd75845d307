"""Chooses the store from settings: Neo4j when a URI is configured, else the embedded default."""

from __future__ import annotations

from graphcar.config import Settings
from graphcar.store.base import GraphStore

MINILM_DIMENSIONS = 384


def open_store(settings: Settings) -> GraphStore:
    """The configured store, schema not yet ensured (callers decide when to pay for that)."""
    dimensions = MINILM_DIMENSIONS if settings.dense else None
    if settings.neo4j_uri:
        from graphcar.store.neo4j import Neo4jStore

        return Neo4jStore(
            settings.neo4j_uri,
            settings.neo4j_user,
            settings.neo4j_password.get_secret_value(),
            settings.neo4j_database,
            embedding_dimensions=dimensions,
            batch_size=settings.batch_size,
            retry_seconds=settings.neo4j_retry_seconds,
            connect_timeout=settings.neo4j_connect_timeout_seconds,
        )
    from graphcar.store.embedded import EmbeddedStore

    embedded: GraphStore = EmbeddedStore(
        settings.data_dir / "embedded", embedding_dimensions=dimensions
    )
    return embedded
