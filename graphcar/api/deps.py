"""FastAPI dependencies: settings, store, engine, metrics, and the authenticated principal.

Routes declare what they need with ``Annotated[..., Depends(...)]``; the scope a route needs is
part of its signature (``Reader``, ``Ingester``, ``Curator``), so a route cannot forget it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Header, Request

from graphcar.api.auth import ANONYMOUS, KeyRing, Principal, presented_key
from graphcar.api.metrics import Metrics
from graphcar.api.problems import AuthenticationError
from graphcar.car import CarEngine
from graphcar.config import Settings
from graphcar.errors import AccessDeniedError
from graphcar.store.base import GraphStore


@dataclass
class ServiceState:
    """Everything the app shares across requests (kept on ``app.state.graphcar``)."""

    settings: Settings
    store: GraphStore
    engine: CarEngine
    keyring: KeyRing
    metrics: Metrics


def service(request: Request) -> ServiceState:
    """The app's shared state."""
    state: ServiceState = request.app.state.graphcar
    return state


Service = Annotated[ServiceState, Depends(service)]


def authenticate(
    state: Service,
    authorization: Annotated[str | None, Header(include_in_schema=False)] = None,
    x_api_key: Annotated[str | None, Header(include_in_schema=False)] = None,
) -> Principal:
    """The caller behind the presented key (401 when missing or unknown)."""
    if state.settings.auth_disabled:
        return ANONYMOUS
    credentials = presented_key(authorization, x_api_key)
    if credentials.conflicting:
        raise AuthenticationError(
            "two different API keys, in 'Authorization: Bearer' and 'X-API-Key': send one"
        )
    if credentials.key is None:
        raise AuthenticationError(
            "missing API key: send 'Authorization: Bearer <key>' or 'X-API-Key: <key>'"
        )
    principal = state.keyring.resolve(credentials.key)
    if principal is None:
        raise AuthenticationError("unknown API key")
    return principal


Caller = Annotated[Principal, Depends(authenticate)]


def require(scope: str) -> Callable[[Principal], Principal]:
    """A dependency admitting only principals with ``scope`` (403 otherwise)."""

    def check(principal: Caller) -> Principal:
        if not principal.allows(scope):
            raise AccessDeniedError(f"API key {principal.name!r} lacks the {scope!r} scope")
        return principal

    return check


Reader = Annotated[Principal, Depends(require("read"))]
Ingester = Annotated[Principal, Depends(require("ingest"))]
Curator = Annotated[Principal, Depends(require("curate"))]
