"""Liveness, readiness and Prometheus metrics (no authentication: probes and scrapers)."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Response
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse

from graphcar.api.deps import Service
from graphcar.api.problems import RETRY_AFTER_SECONDS
from graphcar.api.schemas import Health, Readiness
from graphcar.errors import StoreError

router = APIRouter(tags=["operations"])

REQUIRED_INDEXES: dict[str, tuple[str, ...]] = {
    "neo4j": ("document_fulltext", "document_id", "entity_key"),
    "embedded": ("embedded_graph", "embedded_bm25"),
}
#: Probes time out after a few seconds; the driver's own retry budget is much longer.
READY_TIMEOUT_SECONDS = 3.0


@router.get("/healthz", response_model=Health)
async def healthz() -> Health:
    """The process is up (does not touch the store)."""
    return Health()


def _not_ready(store: str, detail: str, indexes: dict[str, str] | None = None) -> JSONResponse:
    body = Readiness(status="not-ready", store=store, indexes=indexes or {}, detail=detail)
    return JSONResponse(
        body.model_dump(),
        status_code=503,
        headers={"Retry-After": str(RETRY_AFTER_SECONDS)},
    )


@router.get(
    "/readyz",
    response_model=Readiness,
    responses={503: {"model": Readiness, "description": "Not ready; see Retry-After"}},
)
async def readyz(state: Service) -> Readiness | JSONResponse:
    """Ready when the store answers and every index (and the required ones) is ONLINE."""
    name = state.store.name
    try:
        indexes = await asyncio.wait_for(
            run_in_threadpool(state.store.index_states), READY_TIMEOUT_SECONDS
        )
    except TimeoutError:
        return _not_ready(name, f"store did not answer within {READY_TIMEOUT_SECONDS}s")
    except StoreError:
        return _not_ready(name, "store unreachable")
    missing = [index for index in REQUIRED_INDEXES.get(name, ()) if index not in indexes]
    offline = sorted(index for index, status in indexes.items() if status != "ONLINE")
    if missing or offline:
        detail = f"missing indexes: {missing}; not online: {offline}"
        return _not_ready(name, detail, indexes)
    return Readiness(status="ready", store=name, indexes=indexes)


@router.get("/metrics", response_class=Response)
async def metrics(state: Service) -> Response:
    """Prometheus text exposition."""
    return state.metrics.exposition()
