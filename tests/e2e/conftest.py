"""API fixtures: keys with different scopes and labels, and a real Neo4j store loaded with the
demo corpus plus a small entitlement corpus (a restricted document superseding a public one)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from graphcar.api.app import create_app
from graphcar.config import Settings
from graphcar.runtime import ingest_paths
from graphcar.store.base import GraphStore

DEMO = Path(__file__).resolve().parents[2] / "graphcar" / "demo"
ENTITLEMENTS = Path(__file__).resolve().parent / "data" / "entitlements.jsonl"
CANARIES = ("CANARY", "sec-guide-canary", "sec-note-canary")

KEYS = {
    "reader": "reader-key-0123456789abcdef",
    "insider": "insider-key-0123456789abcdef",
    "admin": "admin-key-0123456789abcdef",
    "loader": "loader-key-0123456789abcdef",
    "curator": "curator-key-0123456789abcdef",
    "intern": "intern-key-0123456789abcdef",
}
KEY_SETTING = ";".join(
    [
        f"reader:{KEYS['reader']}:read:",
        f"insider:{KEYS['insider']}:read:secret",
        f"admin:{KEYS['admin']}:read,ingest,curate:*",
        f"loader:{KEYS['loader']}:ingest:*",
        f"curator:{KEYS['curator']}:curate,read:",
        f"intern:{KEYS['intern']}:ingest:",
    ]
)


def auth(name: str) -> dict[str, str]:
    """Headers presenting the named test key."""
    return {"Authorization": f"Bearer {KEYS[name]}"}


@pytest.fixture
def api_settings(neo4j_settings: Settings) -> Settings:
    """Service settings with the test keys (auth on)."""
    return neo4j_settings.model_copy(
        update={"api_keys": KEY_SETTING, "auth_disabled": False, "dense": False}
    )


@pytest.fixture
def loaded_store(neo4j_store: GraphStore, api_settings: Settings) -> GraphStore:
    """The demo corpus and the entitlement corpus, loaded through the real ingest path."""
    report = ingest_paths(api_settings, neo4j_store, [*sorted(DEMO.glob("*.jsonl")), ENTITLEMENTS])
    assert report.ok, report.errors
    return neo4j_store


@pytest.fixture
def client(api_settings: Settings, loaded_store: GraphStore) -> Iterator[TestClient]:
    """A client of the app over the loaded store."""
    with TestClient(create_app(api_settings, loaded_store)) as test_client:
        yield test_client


def assert_no_canary(text: str) -> None:
    """Nothing about the restricted documents (ids, titles, texts, evidence) leaked."""
    for canary in CANARIES:
        assert canary not in text, f"{canary!r} leaked"
