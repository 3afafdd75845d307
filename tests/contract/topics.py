"""Shared shapes of the store contract tests: a corpus about one topic entity, a CAR read
anchored on that topic, and the frontier of a read."""

from __future__ import annotations

from collections.abc import Sequence

from graphcar.model import AuthorityEdge, Document, Entity, IngestBatch, Mention
from graphcar.store.base import AnchorRequest, CarSubgraph, GraphStore

#: Every edge recorded by then: the reads judge validity, not recording.
KNOWN_AT = "2999-01-01T00:00:00Z"


def topic_batch(
    documents: Sequence[Document],
    topic: str,
    name: str,
    edges: Sequence[AuthorityEdge],
    *,
    mentioning: Sequence[Document] | None = None,
) -> IngestBatch:
    """``documents`` and ``edges``, with the entity ``topic`` (its kind the key's prefix)
    mentioned by ``mentioning`` (by default every document)."""
    return IngestBatch(
        documents=list(documents),
        entities=[Entity(key=topic, kind=topic.split(":", 1)[0], name=name)],
        mentions=[
            Mention(doc_id=d.id, entity_key=topic)
            for d in (documents if mentioning is None else mentioning)
        ],
        edges=list(edges),
    )


def read_topic(store: GraphStore, topic: str, as_of: str) -> CarSubgraph:
    """The CAR read of a question naming ``topic`` at ``as_of``."""
    return store.car_subgraph(
        AnchorRequest(identifier_keys=[topic], as_of=as_of, known_at=KNOWN_AT)
    )


def frontier(graph: CarSubgraph) -> set[str]:
    """The read's documents nothing supersedes."""
    return {doc_id for doc_id, node in graph.nodes.items() if not node.superseded}
