"""RFC 9457 problem details: the one place graphcar errors become HTTP statuses.

Every error response is ``application/problem+json``. Store failures never leak internals (no
statement text, no driver message): the client gets an opaque ``error_id`` that is also logged.
"""

from __future__ import annotations

import logging
import uuid
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field, ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from graphcar.errors import (
    AccessDeniedError,
    ConflictError,
    GraphcarError,
    InputError,
    NotFoundError,
    QueryError,
    StoreError,
    StoreUnavailableError,
)

PROBLEM_MEDIA_TYPE = "application/problem+json"
RETRY_AFTER_SECONDS = 5
logger = logging.getLogger("graphcar.api")


class ProblemItem(BaseModel):
    """One field-level problem: where (``loc``/``location``) and why."""

    loc: list[str | int] = Field(default_factory=list)
    location: str | None = None
    msg: str


class Problem(BaseModel):
    """RFC 9457 problem details with graphcar's extension members."""

    type: str = Field(default="about:blank", examples=["urn:graphcar:problem:invalid-query"])
    title: str = Field(examples=["Invalid query"])
    status: int = Field(examples=[422])
    detail: str | None = Field(default=None, examples=["query: query text is empty"])
    instance: str | None = Field(default=None, examples=["/v1/query"])
    errors: list[ProblemItem] | None = None
    error_id: str | None = None
    report: dict[str, Any] | None = None


class PayloadTooLargeError(GraphcarError):
    """The request body is larger than ``GRAPHCAR_MAX_REQUEST_BYTES``."""


class AuthenticationError(GraphcarError):
    """No API key, or one that matches no configured key."""


def problem_response(
    request: Request,
    status: int,
    title: str,
    slug: str,
    detail: str | None = None,
    *,
    headers: dict[str, str] | None = None,
    **extensions: Any,
) -> JSONResponse:
    """A problem+json response for ``request``."""
    problem = Problem(
        type=f"urn:graphcar:problem:{slug}",
        title=title,
        status=status,
        detail=detail,
        instance=request.url.path,
        **extensions,
    )
    return JSONResponse(
        problem.model_dump(exclude_none=True),
        status_code=status,
        media_type=PROBLEM_MEDIA_TYPE,
        headers=headers,
    )


def _validation_items(errors: list[Any]) -> list[ProblemItem]:
    """Pydantic errors without the offending input (it may be huge, carry control chars or a
    secret pasted into the wrong field): a validator quoting it has the quote replaced."""
    return [
        ProblemItem(
            loc=[part for part in error.get("loc", ()) if isinstance(part, str | int)],
            msg=_without_input(
                str(error.get("msg", "invalid value")).removeprefix("Value error, "),
                error.get("input"),
            ),
        )
        for error in errors
    ]


def _without_input(message: str, value: Any) -> str:
    if isinstance(value, str) and value:
        return message.replace(repr(value), "the value given")
    return message


async def _request_validation(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError | ValidationError)
    items = _validation_items(list(exc.errors()))
    media = request.headers.get("content-type", "").split(";", 1)[0].strip().lower()
    if request.method == "POST" and media != "application/json" and any(
        item.loc == ["body"] for item in items
    ):
        # curl -d sends a form type: the JSON body was never read as JSON
        message = "send the body as JSON, with Content-Type: application/json"
        items = [ProblemItem(loc=["body"], msg=message)]
    detail = "; ".join(f"{'.'.join(map(str, i.loc))}: {i.msg}" for i in items[:5])
    return problem_response(
        request, 422, "Invalid request", "invalid-request", detail, errors=items
    )


async def _graphcar_error(request: Request, exc: Exception) -> JSONResponse:
    """Map the domain error hierarchy; the most specific class wins."""
    if isinstance(exc, StoreUnavailableError):
        logger.warning("store unavailable: %s", type(exc).__name__)
        return problem_response(
            request,
            503,
            "Store unavailable",
            "store-unavailable",
            "the graph database cannot be reached; retry later",
            headers={"Retry-After": str(RETRY_AFTER_SECONDS)},
        )
    if isinstance(exc, StoreError):
        error_id = uuid.uuid4().hex[:16]
        logger.error("store error %s: %s", error_id, exc)
        return problem_response(
            request,
            500,
            "Store error",
            "store-error",
            "the graph database failed this request",
            error_id=error_id,
        )
    if isinstance(exc, QueryError):
        return _input_problem(request, exc, 422, "Invalid query", "invalid-query")
    if isinstance(exc, InputError):
        return _input_problem(request, exc, 400, "Invalid input", "invalid-input")
    simple = {
        NotFoundError: (404, "Not found", "not-found", None),
        AccessDeniedError: (403, "Forbidden", "forbidden", None),
        AuthenticationError: (401, "Unauthorized", "unauthorized", {"WWW-Authenticate": "Bearer"}),
        PayloadTooLargeError: (413, "Payload too large", "payload-too-large", None),
        ConflictError: (409, "Conflict", "conflict", None),
    }
    for kind, (status, title, slug, headers) in simple.items():
        if isinstance(exc, kind):
            return problem_response(request, status, title, slug, str(exc), headers=headers)
    return await _unexpected(request, exc)


def _input_problem(
    request: Request, exc: InputError, status: int, title: str, slug: str
) -> JSONResponse:
    item = ProblemItem(loc=[exc.field] if exc.field else [], location=exc.location, msg=exc.reason)
    return problem_response(request, status, title, slug, str(exc), errors=[item])


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    titles = {404: "Not found", 405: "Method not allowed", 413: "Payload too large"}
    title = titles.get(exc.status_code, "HTTP error")
    return problem_response(
        request,
        exc.status_code,
        title,
        title.lower().replace(" ", "-"),
        str(exc.detail),
        headers=dict(exc.headers) if exc.headers else None,
    )


async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
    error_id = uuid.uuid4().hex[:16]
    logger.error("unexpected error %s: %s", error_id, type(exc).__name__, exc_info=exc)
    return problem_response(
        request,
        500,
        "Internal error",
        "internal-error",
        "the server failed this request",
        error_id=error_id,
    )


def install_problem_handlers(app: FastAPI) -> None:
    """Register the mappings on ``app``."""
    app.add_exception_handler(RequestValidationError, _request_validation)
    app.add_exception_handler(ValidationError, _request_validation)
    app.add_exception_handler(GraphcarError, _graphcar_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(Exception, _unexpected)


PROBLEM_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"model": Problem, "content": {PROBLEM_MEDIA_TYPE: {}}, "description": text}
    for status, text in {
        400: "Invalid input",
        401: "Missing or unknown API key",
        403: "The key lacks the scope this operation needs",
        404: "Not found, or not visible to this key",
        413: "Request body larger than GRAPHCAR_MAX_REQUEST_BYTES",
        422: "Invalid request or query",
        500: "Internal or database failure (error_id, also logged)",
        503: "Graph database unavailable; retry after the Retry-After seconds",
    }.items()
}
#: The review operation's refusal of an edge that would close a supersession cycle.
CONFLICT_RESPONSE: dict[int | str, dict[str, Any]] = {
    409: {
        "model": Problem,
        "content": {PROBLEM_MEDIA_TYPE: {}},
        "description": "Accepting the edge would close a supersession cycle",
    }
}
