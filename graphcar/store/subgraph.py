"""Turns the rows a CAR read returns (same shape from every store) into a CarSubgraph."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from graphcar.store.base import Candidate, CarSubgraph, ClosureEdge, ClosureNode

NODE_FIELDS = tuple(name for name in ClosureNode.model_fields)


def ranked(hits: Iterable[Mapping[str, Any]]) -> list[Candidate]:
    """Hits in rank order (1-based)."""
    return [
        Candidate(id=hit["id"], rank=position, score=float(hit["score"]))
        for position, hit in enumerate(hits, start=1)
    ]


def subgraph_from_rows(
    arms: Iterable[Mapping[str, Any]],
    anchors: Iterable[Mapping[str, Any]],
    nodes: Iterable[Mapping[str, Any]],
) -> CarSubgraph:
    """Assemble the typed subgraph; node rows carry their incoming edges and scope keys."""
    graph = CarSubgraph(
        arms={arm["arm"]: ranked(arm["hits"]) for arm in arms},
        anchors=ranked(anchors),
    )
    scope: set[str] = set()
    anchor_ids = {anchor.id for anchor in graph.anchors}
    for row in nodes:
        node = ClosureNode.model_validate({name: row.get(name) for name in NODE_FIELDS})
        graph.nodes[node.id] = node
        graph.edges.extend(ClosureEdge.model_validate(edge) for edge in row.get("incoming") or [])
        if node.id in anchor_ids:
            scope.update(row.get("scope") or [])
    graph.edges.sort(key=lambda e: (e.older_id, e.newer_id, e.kind))
    graph.scope = sorted(scope)
    return graph
