"""Documents, their authority chains, and entity scopes."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query
from fastapi.concurrency import run_in_threadpool
from pydantic import AfterValidator

from graphcar.api.deps import Reader, Service
from graphcar.api.problems import PROBLEM_RESPONSES
from graphcar.api.schemas import AuthorityChainResponse, DocumentResponse, EntityResponse
from graphcar.api.views import chain_view, document_view, entity_view
from graphcar.errors import NotFoundError, QueryError
from graphcar.model import nfc, now_timestamp, to_as_of

router = APIRouter(prefix="/v1", responses=PROBLEM_RESPONSES)

DocId = Annotated[
    str, AfterValidator(nfc), Path(min_length=1, max_length=512, examples=["sec-log4j-2.16.0"])
]
AsOf = Annotated[
    str | None, Query(description="Valid time (ISO 8601); default now.", max_length=40)
]


def _instant(value: str | None) -> str:
    """An ISO instant in stored form, or now; a bad date is the caller's error (422, the
    value not echoed)."""
    try:
        stamp = to_as_of(value) if value else None
    except ValueError as exc:
        raise QueryError(
            "not an ISO 8601 date or datetime (2024-06-30, 2024-06-30T12:00:00Z)", field="as_of"
        ) from exc
    return stamp or now_timestamp()


def _not_found(doc_id: str) -> NotFoundError:
    return NotFoundError(f"no document {doc_id!r} (or it is not visible to this key)")


@router.get(
    "/documents/{doc_id:path}/authority", tags=["documents"], response_model=AuthorityChainResponse
)
async def get_authority(
    doc_id: DocId, principal: Reader, state: Service, as_of: AsOf = None
) -> AuthorityChainResponse:
    """The authority chain up (what supersedes it) and down (what it supersedes), with the
    edges, including edges pending review; nodes in timeline order."""
    instant = _instant(as_of)
    chain = await run_in_threadpool(
        state.store.authority_chain, doc_id, principal.access, as_of=instant
    )
    if chain is None:
        raise _not_found(doc_id)
    return chain_view(chain, doc_id, instant)


@router.get("/documents/{doc_id:path}", tags=["documents"], response_model=DocumentResponse)
async def get_document(doc_id: DocId, principal: Reader, state: Service) -> DocumentResponse:
    """A document you may see, with its scope and whether something supersedes it."""
    stored = await run_in_threadpool(state.store.get_document, doc_id, principal.access)
    chain = await run_in_threadpool(
        state.store.authority_chain, doc_id, principal.access, as_of=now_timestamp()
    )
    if stored is None or chain is None:
        raise _not_found(doc_id)
    return document_view(stored, chain, show_access=principal.access is None)


@router.get("/entities/{key:path}", tags=["documents"], response_model=EntityResponse)
async def get_entity(
    key: Annotated[str, Path(max_length=512, examples=["cve:CVE-2021-44228"])],
    principal: Reader,
    state: Service,
    as_of: AsOf = None,
) -> EntityResponse:
    """Every document about an entity that you may see, and the frontier that controls it."""
    entity = await run_in_threadpool(state.store.entity, key)
    instant = _instant(as_of)
    graph = (
        await run_in_threadpool(
            state.store.entity_scope,
            key,
            principal.access,
            as_of=instant,
            known_at=now_timestamp(),
        )
        if entity is not None
        else None
    )
    # No document the caller may see mentions it (by then): answered as an unknown entity, so
    # an embargoed CVE or package cannot be probed for.
    if entity is None or graph is None or not graph.anchors:
        raise NotFoundError(f"no entity {key!r}")
    return entity_view(entity, graph, instant)
