"""CAR answers (``/v1/query``) and RAG context packets (``/v1/context``)."""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.concurrency import run_in_threadpool

from graphcar.api.auth import Principal
from graphcar.api.deps import Caller, Reader, Service
from graphcar.api.problems import PROBLEM_RESPONSES
from graphcar.api.schemas import ContextPacket, ContextRequest, Me, QueryBase, QueryRequest
from graphcar.api.views import context_packet
from graphcar.model import CarResult, Query

router = APIRouter(prefix="/v1", responses=PROBLEM_RESPONSES)


def to_query(body: QueryBase, principal: Principal) -> Query:
    """The engine query for a request; the caller's entitlements travel with it, so the
    filtering happens inside the store's Cypher, not on the result."""
    return Query(
        text=body.query,
        k=body.k,
        as_of=body.as_of,
        known_at=body.known_at,
        domain=body.domain,
        arms=tuple(body.arms),
        trace=body.trace,
        access=principal.access,
    )


@router.post("/query", tags=["query"], response_model=CarResult)
async def post_query(body: QueryRequest, principal: Reader, state: Service) -> CarResult:
    """Controlling documents first, then superseded anchors with their superseders (the
    document the question names leads with its chain when that fits in ``k``)."""
    result = await run_in_threadpool(state.engine.query, to_query(body, principal))
    state.metrics.queries.labels("query").inc()
    state.metrics.frontier.observe(len(result.frontier))
    return result


@router.post("/context", tags=["query"], response_model=ContextPacket)
async def post_context(body: ContextRequest, principal: Reader, state: Service) -> ContextPacket:
    """A context packet for an LLM: controlling text first; superseded text labelled with the
    date and the superseder (a hidden superseder is named only as one you cannot access)."""
    query = to_query(body, principal).model_copy(update={"trace": False})
    result = await run_in_threadpool(state.engine.query, query, include_text=True)
    state.metrics.queries.labels("context").inc()
    state.metrics.frontier.observe(len(result.frontier))
    return context_packet(result)


@router.get("/me", tags=["query"], response_model=Me)
async def get_me(principal: Caller, state: Service) -> Me:
    """The presented key's name, scopes and labels (the viewer shows them)."""
    return Me(
        name=principal.name,
        scopes=sorted(principal.scopes),
        restricted=principal.access is not None,
        labels=list(principal.access) if principal.access is not None else None,
        auth_disabled=state.settings.auth_disabled,
    )
