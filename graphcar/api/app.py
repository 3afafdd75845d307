"""The FastAPI application factory: ``create_app(settings, store=None)``.

The app owns the store it opens (and closes it on shutdown); a store passed in stays the
caller's. Authentication is on unless ``auth_disabled`` is set, which is for local demos only
and is logged loudly at start.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from fastapi.concurrency import run_in_threadpool

from graphcar import __version__
from graphcar.api.auth import load_keyring
from graphcar.api.deps import ServiceState
from graphcar.api.limits import BodySizeLimit
from graphcar.api.metrics import Metrics, MetricsMiddleware
from graphcar.api.problems import RETRY_AFTER_SECONDS, install_problem_handlers
from graphcar.api.routes import curation, documents, health, ingest, query, viewer
from graphcar.config import Settings
from graphcar.errors import GraphcarError, StoreError, StoreUnavailableError
from graphcar.store.base import GraphStore

logger = logging.getLogger("graphcar.api")

DESCRIPTION = """\
Controlling Authority Retrieval over HTTP: answers name the document that **controls**, with
superseded documents labelled and linked to what superseded them.

**Authentication**: `Authorization: Bearer <key>` or `X-API-Key: <key>`. Scopes: `read`
(query, context, documents, entities), `ingest` (`POST /v1/ingest`), `curate` (edge review).
Each key carries access labels; documents outside them are filtered inside the database and
appear only as `restricted:<token>` when they supersede something you can see.

**Errors** are RFC 9457 `application/problem+json`.
"""


def _build_state(settings: Settings, store: GraphStore | None) -> tuple[ServiceState, bool]:
    from graphcar.runtime import build_engine
    from graphcar.store.factory import open_store

    owned = store is None
    chosen = store if store is not None else open_store(settings)
    try:
        unfinished = chosen.unfinished_loads()
    except GraphcarError:  # unreachable now: /readyz says so
        unfinished = []
    for load in unfinished:
        logger.warning(
            "a load started %s has not finished (still running, or interrupted): answers may "
            "lack the edges it had yet to write; run it again",
            load,
        )
    state = ServiceState(
        settings=settings,
        store=chosen,
        engine=build_engine(settings, chosen),
        keyring=load_keyring(settings.api_keys, settings.api_keys_file),
        metrics=Metrics(),
    )
    return state, owned


def _warn_about_auth(state: ServiceState) -> None:
    if state.settings.auth_disabled:
        logger.warning(
            "AUTHENTICATION IS DISABLED (GRAPHCAR_AUTH_DISABLED): every caller may read, ingest "
            "and curate every document. Use this for local demos only."
        )
    elif len(state.keyring) == 0:
        logger.warning(
            "no API keys configured (GRAPHCAR_API_KEYS / GRAPHCAR_API_KEYS_FILE): "
            "every /v1 request will be refused with 401"
        )


async def ensure_schema_until_ready(store: GraphStore) -> None:
    """Apply the schema in the background, retrying while the store is down, so the app can
    start before its database (readyz says 503 until this succeeds)."""
    while True:
        try:
            await run_in_threadpool(store.ensure_schema)
            return
        except StoreUnavailableError:
            logger.warning("store unavailable; retrying schema in %ss", RETRY_AFTER_SECONDS)
            await asyncio.sleep(RETRY_AFTER_SECONDS)
        except StoreError as exc:
            logger.error("could not apply the schema: %s", type(exc).__name__)
            return


def create_app(settings: Settings, store: GraphStore | None = None) -> FastAPI:
    """The graphcar HTTP service over ``store`` (else the store ``settings`` configure)."""
    state, owned = _build_state(settings, store)
    _warn_about_auth(state)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        schema = asyncio.create_task(ensure_schema_until_ready(state.store))
        try:
            yield
        finally:
            schema.cancel()
            # A schema call already running in a worker thread is not interrupted by the
            # cancel; wait for it so nobody closes or wipes the store under its feet.
            with contextlib.suppress(asyncio.CancelledError):
                await schema
            if owned:
                state.store.close()

    app = FastAPI(
        title="graphcar",
        version=__version__,
        description=DESCRIPTION,
        lifespan=lifespan,
        openapi_tags=[
            {"name": "query", "description": "CAR answers and RAG context packets"},
            {"name": "documents", "description": "Documents, authority chains, entity scopes"},
            {"name": "ingest", "description": "Loading JSONL documents"},
            {"name": "curation", "description": "Reviewing proposed authority edges"},
            {"name": "operations", "description": "Health, readiness, metrics"},
        ],
    )
    app.state.graphcar = state
    install_problem_handlers(app)
    app.add_middleware(MetricsMiddleware, metrics=state.metrics)
    app.add_middleware(BodySizeLimit, limit=settings.max_request_bytes)
    for module in (query, documents, ingest, curation, health, viewer):
        app.include_router(module.router)
    viewer.mount_static(app)
    return app
