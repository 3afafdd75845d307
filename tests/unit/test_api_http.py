"""HTTP plumbing without a database: problem mapping, body limits, auth dependencies."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi import FastAPI, Request
from fastapi.testclient import TestClient

from graphcar.api.limits import BodySizeLimit
from graphcar.api.problems import install_problem_handlers
from graphcar.errors import (
    AccessDeniedError,
    GraphcarError,
    InputError,
    NotFoundError,
    QueryError,
    StoreError,
    StoreUnavailableError,
)


def app_raising(error: Exception) -> FastAPI:
    app = FastAPI()
    install_problem_handlers(app)

    @app.get("/boom")
    async def boom() -> None:
        raise error

    @app.post("/echo")
    async def echo(request: Request) -> dict[str, int]:
        size = 0
        async for chunk in request.stream():
            size += len(chunk)
        return {"size": size}

    app.add_middleware(BodySizeLimit, limit=100)
    return app


@pytest.mark.parametrize(
    ("error", "status"),
    [
        (QueryError("query text is empty", field="query"), 422),
        (InputError("bad", location="f.jsonl:3", field="text"), 400),
        (NotFoundError("no document 'x'"), 404),
        (AccessDeniedError("lacks scope"), 403),
        (StoreUnavailableError("bolt://secret-host:7687 down", statement="car_subgraph"), 503),
        (StoreError("Neo.ClientError.Statement.SyntaxError MATCH (secret)", statement="x"), 500),
        (GraphcarError("something"), 500),
        (RuntimeError("internal detail"), 500),
    ],
)
def test_errors_map_to_problem_json(error: Exception, status: int) -> None:
    with TestClient(app_raising(error), raise_server_exceptions=False) as client:
        response = client.get("/boom")
    assert response.status_code == status
    assert response.headers["content-type"] == "application/problem+json"
    body = response.json()
    assert body["status"] == status and body["instance"] == "/boom"
    if status >= 500:
        assert "secret" not in response.text and "internal detail" not in response.text
    if status == 503:
        assert response.headers["retry-after"] == "5"
    if status == 400:
        assert body["errors"] == [{"loc": ["text"], "location": "f.jsonl:3", "msg": "bad"}]


def test_body_limit_declared_and_streamed() -> None:
    with TestClient(app_raising(RuntimeError())) as client:
        assert client.post("/echo", content=b"x" * 100).json() == {"size": 100}
        declared = client.post("/echo", content=b"x" * 101)
        assert declared.status_code == 413
        assert declared.headers["content-type"] == "application/problem+json"

        def chunks() -> Iterator[bytes]:
            for _ in range(5):
                yield b"x" * 30

        streamed = client.post("/echo", content=chunks())
        assert streamed.status_code == 413 and streamed.json()["title"] == "Payload too large"


def test_unknown_route_is_problem_json() -> None:
    with TestClient(app_raising(RuntimeError())) as client:
        response = client.get("/nowhere")
    assert response.status_code == 404
    assert response.headers["content-type"] == "application/problem+json"
