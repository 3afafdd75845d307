"""Shared fixtures: settings, a real Neo4j store, the embedded store, and both for contracts.

Neo4j is found through GRAPHCAR_NEO4J_URI (what .ci/run starts), else a testcontainers
Neo4j when a Docker engine answers, else the integration tests skip with a loud reason.
CI sets GRAPHCAR_REQUIRE_NEO4J=1 so a missing server fails the run instead of skipping.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from graphcar.config import Settings
from graphcar.store.base import GraphStore

REPO = Path(__file__).resolve().parent.parent
SHARED_DATA = REPO.parent / "shared" / "data" / "car-benchmarks"
FIXTURES = Path(__file__).resolve().parent / "fixtures"


def _docker_available() -> bool:
    if shutil.which("docker") is None:
        return False
    try:
        import docker

        docker.from_env().ping()
        return True
    except Exception:
        return False


@pytest.fixture(scope="session")
def neo4j_settings() -> Iterator[Settings]:
    """Settings pointing at a real Neo4j server (env, else testcontainers, else skip/fail)."""
    base = Settings()
    if base.neo4j_uri:
        yield base
        return
    if _docker_available():
        from testcontainers.neo4j import Neo4jContainer

        with Neo4jContainer("neo4j:5.26-community", password="graphcar-test-pw") as container:
            yield base.model_copy(
                update={
                    "neo4j_uri": container.get_connection_url(),
                    "neo4j_password": "graphcar-test-pw",
                }
            )
        return
    reason = (
        "NO NEO4J: set GRAPHCAR_NEO4J_URI (start one with `graphcar neo4j start`) "
        "or install Docker for testcontainers"
    )
    if os.environ.get("GRAPHCAR_REQUIRE_NEO4J") == "1":
        pytest.fail(reason)
    pytest.skip(reason)


@pytest.fixture
def neo4j_store(neo4j_settings: Settings) -> Iterator[GraphStore]:
    """A Neo4j store wiped before the test (the test database is dedicated to tests)."""
    from graphcar.store.neo4j import Neo4jStore

    store = Neo4jStore(
        neo4j_settings.neo4j_uri or "",
        neo4j_settings.neo4j_user,
        neo4j_settings.neo4j_password.get_secret_value(),
        neo4j_settings.neo4j_database,
        embedding_dimensions=384,
    )
    store.clear()
    store.ensure_schema()
    yield store
    store.clear()
    store.close()


@pytest.fixture
def embedded_store(tmp_path: Path) -> Iterator[GraphStore]:
    """A fresh embedded store in a temporary directory."""
    from graphcar.store.embedded import EmbeddedStore

    store = EmbeddedStore(tmp_path / "embedded", embedding_dimensions=384)
    store.ensure_schema()
    yield store
    store.close()


@pytest.fixture(params=[pytest.param("neo4j", marks=pytest.mark.integration), "embedded"])
def any_store(request: pytest.FixtureRequest) -> GraphStore:
    """Every store, for the contract suite."""
    fixture = "neo4j_store" if request.param == "neo4j" else "embedded_store"
    store: GraphStore = request.getfixturevalue(fixture)
    return store


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """Settings for an embedded store under tmp_path (no env leakage into unit tests)."""
    return Settings(neo4j_uri=None, data_dir=tmp_path / "data", dense=False)


REQUIRED_BY_ENV = {
    "integration": "GRAPHCAR_REQUIRE_NEO4J",
    "dense": "GRAPHCAR_REQUIRE_DENSE",
    "browser": "GRAPHCAR_REQUIRE_BROWSER",
}


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """In CI a skipped integration/dense/browser test is a failure, not a silent pass."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if not report.skipped:
        return
    for marker, variable in REQUIRED_BY_ENV.items():
        if item.get_closest_marker(marker) and os.environ.get(variable) == "1":
            report.outcome = "failed"
            report.longrepr = f"{marker} test skipped but {variable}=1: {report.longrepr}"
            return


@pytest.fixture
def cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> CliRunner:
    """The CLI on an embedded store under tmp_path, dense off (no server, no model)."""
    monkeypatch.delenv("GRAPHCAR_NEO4J_URI", raising=False)
    monkeypatch.setenv("GRAPHCAR_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("GRAPHCAR_DENSE", "0")
    return CliRunner()
