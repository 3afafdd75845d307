"""Curator review of authority edges: the proposed queue, accept/reject with audit, and edges a
curator adds."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query
from fastapi.concurrency import run_in_threadpool

from graphcar.api.auth import Principal
from graphcar.api.deps import Curator, Service, ServiceState
from graphcar.api.problems import CONFLICT_RESPONSE, PROBLEM_RESPONSES
from graphcar.api.schemas import (
    AddEdgeRequest,
    EdgeList,
    EdgeRequest,
    EdgeView,
    ReviewRequest,
)
from graphcar.errors import NotFoundError
from graphcar.model import EdgeStatus
from graphcar.review import add_edge, review_edge
from graphcar.store.base import EdgeRecord

router = APIRouter(prefix="/v1", tags=["curation"], responses=PROBLEM_RESPONSES)


def edge_view(record: EdgeRecord) -> EdgeView:
    """Flatten an edge record for the API (audit fields from the record win)."""
    values = record.edge.model_dump()
    values.update(
        newer_title=record.newer_title,
        older_title=record.older_title,
        reviewed_by=record.reviewed_by or values.get("reviewed_by"),
        reviewed_at=record.reviewed_at or values.get("reviewed_at"),
        review_reason=record.review_reason or values.get("review_reason"),
    )
    return EdgeView.model_validate(values)


@router.get("/edges", response_model=EdgeList)
async def list_edges(
    principal: Curator,
    state: Service,
    status: Annotated[EdgeStatus | None, Query(description="accepted | proposed | rejected")] = (
        "proposed"
    ),
    doc_id: Annotated[str | None, Query(max_length=512)] = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
) -> EdgeList:
    """Edges awaiting (or past) review, newest first; only edges whose two ends you may see."""
    records = await run_in_threadpool(
        lambda: state.store.edge_records(
            status=status, doc_id=doc_id, access=principal.access, limit=limit, offset=offset
        )
    )
    return EdgeList(edges=[edge_view(r) for r in records], limit=limit, offset=offset)


def _find(state: ServiceState, body: EdgeRequest, principal: Principal) -> EdgeRecord:
    """The edge a request names, if it exists and both its ends are visible to the curator."""
    records = state.store.edge_records(doc_id=body.newer_id, access=principal.access, limit=1000)
    for record in records:
        edge = record.edge
        if (edge.newer_id, edge.older_id, edge.kind) == (body.newer_id, body.older_id, body.kind):
            return record
    raise NotFoundError(
        f"no {body.kind} edge from {body.newer_id!r} to {body.older_id!r} visible to this key"
    )


def review(state: ServiceState, body: ReviewRequest, principal: Principal) -> EdgeRecord:
    """Apply one decision with its audit (who = key name, when = now, why = reason)."""
    _find(state, body, principal)
    status: EdgeStatus = "accepted" if body.decision == "accept" else "rejected"
    review_edge(
        state.store, body.newer_id, body.older_id, body.kind, status,
        by=principal.name, reason=body.reason,
    )
    return _find(state, body, principal)


@router.post("/edges/review", response_model=EdgeView, responses=CONFLICT_RESPONSE)
async def post_review(body: ReviewRequest, principal: Curator, state: Service) -> EdgeView:
    """Accept or reject one edge. Only accepted edges change the frontier; the decision survives
    re-ingests. 404 when the edge does not exist or an end is hidden from this key; 409 when
    accepting would close a cycle."""
    record = await run_in_threadpool(review, state, body, principal)
    state.metrics.reviews.labels(body.decision).inc()
    return edge_view(record)


def add(state: ServiceState, body: AddEdgeRequest, principal: Principal) -> EdgeRecord:
    """Add one edge, audited as this key's; both ends must be visible to it (else 404, as if
    absent: a key learns nothing of documents it may not see)."""
    ends = {body.newer_id, body.older_id}
    if principal.access is not None and state.store.visible_ids(
        sorted(ends), list(principal.access)
    ) != ends:
        raise NotFoundError(
            f"no document {body.newer_id!r} or {body.older_id!r} visible to this key"
        )
    add_edge(
        state.store, body.newer_id, body.older_id, body.kind, by=principal.name, reason=body.reason
    )
    return _find(state, body, principal)


@router.post("/edges", response_model=EdgeView, status_code=201, responses=CONFLICT_RESPONSE)
async def post_edge(body: AddEdgeRequest, principal: Curator, state: Service) -> EdgeView:
    """Add an accepted edge no rule derived (a supersession a curator read elsewhere); loads
    keep it. 404 when an end does not exist or is hidden from this key; 409 when the edge is
    stored already (review it) or would close a cycle; 400 for a same-document edge."""
    record = await run_in_threadpool(add, state, body, principal)
    state.metrics.reviews.labels("add").inc()
    return edge_view(record)
