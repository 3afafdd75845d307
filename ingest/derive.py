"""Edge derivation beyond what sources state explicitly (domain-pack rules, text cues)."""

from __future__ import annotations

from collections.abc import Sequence

from graphcar.model import AuthorityEdge
from graphcar.store.base import GraphStore
from ingest.records import SourceRecord


def derive_edges(records: Sequence[SourceRecord], store: GraphStore) -> list[AuthorityEdge]:
    """Rule-derived and inferred edges for ``records`` (explicit edges come with the records)."""
    return []
