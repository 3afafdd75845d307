"""The stores a benchmark measures, opened through the product's own factory."""

from __future__ import annotations

from pathlib import Path

from graphcar.config import Settings
from graphcar.store.base import GraphStore
from graphcar.store.factory import open_store


def bench_store(name: str, settings: Settings, work: Path) -> GraphStore:
    """An emptied ``neo4j`` (the configured server) or ``embedded`` (under ``work``) store."""
    update: dict[str, object] = {"data_dir": work}
    if name != "neo4j":
        update["neo4j_uri"] = None
    store = open_store(settings.model_copy(update=update))
    store.clear()
    return store
