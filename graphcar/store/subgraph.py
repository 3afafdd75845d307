"""Turns the rows a CAR read returns (same shape from every store) into a CarSubgraph."""

from __future__ import annotations

from collections import defaultdict
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


def closure_node(row: Mapping[str, Any]) -> ClosureNode:
    """A node row as a ClosureNode; fields a row leaves out or null take their defaults."""
    return ClosureNode.model_validate(
        {name: row[name] for name in NODE_FIELDS if row.get(name) is not None}
    )


def best_review_candidates(
    rows: Iterable[Mapping[str, Any]], per_document: int
) -> list[Mapping[str, Any]]:
    """Of (frontier document ``older_id``, candidate) rows, each frontier document's
    ``per_document`` best by confidence, then id (the order the Neo4j statement keeps)."""
    by_older: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    for row in rows:
        by_older[row["older_id"]].append(row)
    chosen: dict[str, Mapping[str, Any]] = {}
    for group in by_older.values():
        group.sort(key=lambda row: (-float(row["confidence"]), row["id"]))
        chosen.update((row["id"], row) for row in group[:per_document])
    return [chosen[doc_id] for doc_id in sorted(chosen)]


def closure_edges(rows: Iterable[Mapping[str, Any]]) -> list[ClosureEdge]:
    """Relation rows as edges (fields left null take their defaults), in a stable order."""
    edges = (
        ClosureEdge.model_validate({k: v for k, v in row.items() if v is not None})
        for row in rows
    )
    return sorted(edges, key=lambda e: (e.older_id, e.newer_id, e.kind))


def subgraph_from_rows(
    arms: Iterable[Mapping[str, Any]],
    anchors: Iterable[Mapping[str, Any]],
    nodes: Iterable[Mapping[str, Any]],
    candidates: Iterable[Mapping[str, Any]] = (),
    relations: Iterable[Mapping[str, Any]] = (),
    deferrals: Iterable[Mapping[str, Any]] = (),
    held_off: Iterable[Mapping[str, Any]] = (),
    awaited: Iterable[Mapping[str, Any]] = (),
) -> CarSubgraph:
    """Assemble the typed subgraph; node rows carry their incoming edges and scope keys;
    ``candidates`` are review candidates' node rows; ``relations`` tie frontier documents to
    their companions (whose rows are among ``nodes``); ``deferrals`` tie closure documents to
    the documents they put off, ``held_off`` those to what they are to supersede (whose rows
    are among ``nodes``); ``awaited`` are the node rows of the documents put off."""
    graph = CarSubgraph(
        arms={arm["arm"]: ranked(arm["hits"]) for arm in arms},
        anchors=ranked(anchors),
    )
    scope: set[str] = set()
    anchor_ids = {anchor.id for anchor in graph.anchors}
    for row in nodes:
        node = closure_node(row)
        graph.nodes[node.id] = node
        graph.edges.extend(ClosureEdge.model_validate(edge) for edge in row.get("incoming") or [])
        if node.id in anchor_ids:
            scope.update(row.get("scope") or [])
    for row in candidates:
        candidate = closure_node(row)
        graph.candidates[candidate.id] = candidate
    graph.edges.sort(key=lambda e: (e.older_id, e.newer_id, e.kind))
    graph.companions = closure_edges(relations)
    graph.deferrals = closure_edges(deferrals)
    graph.held_off = closure_edges(held_off)
    for row in awaited:
        node = closure_node(row)
        graph.awaited[node.id] = node
    graph.scope = sorted(scope)
    return graph
