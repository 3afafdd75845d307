"""``POST /v1/ingest``: a JSONL upload, streamed to a temporary file and loaded like the CLI does.

Status policy (also in the OpenAPI description):
- 200: every record was accepted (created, updated or unchanged).
- 422 problem (``ingest-rejected``): one or more records were rejected. The good records WERE
  loaded; the problem's ``report`` has the counts and ``errors`` names each rejected record as
  ``<name>:<line>`` with its field. Loads are idempotent, so re-sending the fixed file is safe.
- 413: the upload is larger than GRAPHCAR_MAX_REQUEST_BYTES (nothing is loaded).
"""

from __future__ import annotations

import re
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, Query, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import JSONResponse

from graphcar.api.deps import Ingester, Service, ServiceState
from graphcar.api.problems import PROBLEM_RESPONSES, ProblemItem, problem_response
from graphcar.api.schemas import IngestResponse
from graphcar.errors import InputError
from ingest.load import LoadReport

router = APIRouter(prefix="/v1", responses=PROBLEM_RESPONSES)

UPLOAD_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}\.jsonl$")
CHUNK_LIMIT = 1 << 20

INGEST_DESCRIPTION = __doc__
INGEST_EXAMPLE = (
    '{"id": "policy-v1", "title": "Policy v1", "text": "Passwords rotate every 90 days."}\n'
    '{"id": "policy-v2", "title": "Policy v2", "text": "Passwords rotate every 30 days.", '
    '"supersedes": [{"id": "policy-v1", "kind": "replaces"}]}\n'
)


async def spool(request: Request, target: Path) -> int:
    """Stream the request body to ``target`` without holding it in memory; bytes written."""
    written = 0
    with target.open("wb") as handle:
        async for chunk in request.stream():
            handle.write(chunk)
            written += len(chunk)
    return written


def public_report(report: LoadReport) -> IngestResponse:
    """The load report as the API answers it."""
    return IngestResponse(**report.model_dump(), loaded=report.loaded)


def _items(errors: list[str]) -> list[ProblemItem]:
    items = []
    for error in errors[:1000]:
        location, _, message = error.partition(": ")
        items.append(ProblemItem(location=location, msg=message or error))
    return items


@router.post(
    "/ingest",
    tags=["ingest"],
    response_model=IngestResponse,
    description=INGEST_DESCRIPTION,
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {
                "application/x-ndjson": {
                    "schema": {"type": "string", "format": "binary"},
                    # Self-contained: an edge to a document neither in the upload nor in the
                    # store is rejected, so the example carries the document it supersedes.
                    "example": INGEST_EXAMPLE,
                }
            },
        }
    },
)
async def post_ingest(
    request: Request,
    principal: Ingester,
    state: Service,
    name: Annotated[
        str, Query(description="Upload name used in error locations (name:line).")
    ] = "upload.jsonl",
) -> IngestResponse | JSONResponse:
    """Load a JSONL body (one document per line); see the status policy above."""
    if not UPLOAD_NAME.fullmatch(name):
        raise InputError(
            "upload name must look like 'name.jsonl' (letters, digits, _ . -)", field="name"
        )
    workdir = Path(tempfile.mkdtemp(prefix="graphcar-upload-"))
    try:
        spooled = workdir / name
        await spool(request, spooled)
        report = await run_in_threadpool(_ingest, state, spooled, name, principal.access)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    response = public_report(report)
    _count(state, response)
    if response.rejected:
        return problem_response(
            request,
            422,
            "Some records were rejected",
            "ingest-rejected",
            (
                f"{response.rejected} of {response.read} records rejected; the others were "
                f"loaded ({response.loaded} created or updated, {response.unchanged} unchanged)"
                if response.rejected < response.read
                else f"every record was rejected ({response.rejected}); nothing was loaded"
            ),
            errors=_items(response.errors),
            report=response.model_dump(),
        )
    return response


def _ingest(
    state: ServiceState, spooled: Path, name: str, access: Sequence[str] | None
) -> LoadReport:
    """Load the upload with its records named ``name:line``, as the sender knows them (the
    temporary path reached stored evidence: a retraction quoted /tmp/graphcar-upload-...);
    its links may name only documents the sender's key may see."""
    from graphcar.runtime import ingest_records
    from ingest.jsonl import read_jsonl_lines

    with spooled.open("rb") as handle:
        items = read_jsonl_lines(handle, name)
        return ingest_records(state.settings, state.store, items, access=access)


def _count(state: ServiceState, report: IngestResponse) -> None:
    state.metrics.ingested.labels("loaded").inc(report.loaded)
    state.metrics.ingested.labels("unchanged").inc(report.unchanged)
    state.metrics.ingested.labels("rejected").inc(report.rejected)
