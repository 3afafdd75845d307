"""Schemathesis against the app's own OpenAPI document: generated requests (valid and invalid)
for every operation, over the embedded store loaded with the demo corpus.

Each response must not be a server error, must have a status the operation documents, and must
match the documented schema and content type. Bounded for CI: few examples per operation, no
per-example deadline (the shared machine is noisy), well under a minute in all.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from fastapi import FastAPI
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, settings
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

from graphcar.api.app import create_app
from graphcar.config import Settings
from graphcar.runtime import ingest_paths
from graphcar.store.embedded import EmbeddedStore
from tests.e2e.conftest import DEMO, KEY_SETTING, auth

MAX_EXAMPLES = 15
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    response_schema_conformance,
    content_type_conformance,
]


def service_settings(root: Path) -> Settings:
    """Embedded store under ``root``, the test keys, authentication on."""
    return Settings(neo4j_uri=None, data_dir=root / "data", dense=False, api_keys=KEY_SETTING)


def openapi_document() -> dict[str, Any]:
    """The app's OpenAPI document, read at import so pytest can collect one test per operation.

    (``schemathesis.pytest.from_fixture`` would defer this, but it breaks on pytest 9.) The
    document does not depend on the data, so a throwaway empty store serves."""
    with tempfile.TemporaryDirectory(prefix="graphcar-openapi-") as tmp:
        store = EmbeddedStore(Path(tmp) / "embedded")
        try:
            return create_app(service_settings(Path(tmp)), store).openapi()
        finally:
            store.close()


# POST /v1/ingest takes raw JSONL bytes (its schema is a binary string): send them as they are.
schemathesis.serializer.alias("application/x-ndjson", "application/octet-stream")
DOCUMENT = openapi_document()
schema = schemathesis.openapi.from_dict(DOCUMENT)


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FastAPI]:
    """The app over an embedded store loaded with the demo corpus (no server, no Neo4j)."""
    root: Path = tmp_path_factory.mktemp("schemathesis")
    store = EmbeddedStore(root / "embedded")
    store.ensure_schema()
    config = service_settings(root)
    report = ingest_paths(config, store, sorted(DEMO.glob("*.jsonl")))
    assert report.ok, report.errors
    yield create_app(config, store)
    store.close()


def test_generation_document_is_the_served_one(app: FastAPI) -> None:
    """Cases are generated from the import-time document: it must be what the app serves."""
    assert app.openapi() == DOCUMENT


@schema.parametrize()
@settings(
    max_examples=MAX_EXAMPLES,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize=True,
)
def test_api_conforms_to_its_openapi(case: Any, app: FastAPI) -> None:
    """One test per operation; derandomized so CI sees the same cases on every run."""
    case.call_and_validate(app=app, headers=auth("admin"), checks=CHECKS)


# -- regressions for what schemathesis found ---------------------------------------------------
def test_documented_ingest_example_loads(app: FastAPI) -> None:
    """The OpenAPI example for POST /v1/ingest once superseded a document it did not carry, so
    following the documentation gave a 422."""
    body = DOCUMENT["paths"]["/v1/ingest"]["post"]["requestBody"]["content"]
    example = body["application/x-ndjson"]["example"]
    response = TestClient(app).post("/v1/ingest", content=example, headers=auth("loader"))
    assert response.status_code == 200, response.text
    assert response.json()["rejected"] == 0 and response.json()["read"] == 2


def test_edge_pages_past_the_end_are_empty_not_a_crash(app: FastAPI) -> None:
    """GET /v1/edges?offset=1000000 (a documented value) segfaulted the embedded store: Ladybug
    crashes on ORDER BY ... SKIP far past the last row. Pages must also stay consistent."""
    client = TestClient(app)
    params = {"status": "accepted", "limit": 1000}
    every = client.get("/v1/edges", params=params, headers=auth("admin")).json()["edges"]
    assert len(every) >= 3
    page = client.get(
        "/v1/edges", params={**params, "offset": 1, "limit": 2}, headers=auth("admin")
    )
    assert page.json()["edges"] == every[1:3]
    for offset in (len(every), 20_000, 1_000_000):
        far = client.get("/v1/edges", params={**params, "offset": offset}, headers=auth("admin"))
        assert far.status_code == 200 and far.json()["edges"] == [], offset
