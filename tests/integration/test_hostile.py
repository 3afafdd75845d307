"""Hostile strings in every field and in queries are data, never Cypher; stored data survives."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from graphcar.car import CarEngine
from graphcar.config import Settings
from graphcar.model import Query
from graphcar.runtime import ingest_paths
from graphcar.store.base import GraphStore

pytestmark = pytest.mark.integration

ATTACKS = [
    "'}) MATCH (n) DETACH DELETE n //",
    '"}) CALL dbms.security.createUser("x","y") //',
    "x` SET n.pwned = true //",
    '\\"; MATCH (d:Document) DELETE d; //',
    "../../../../etc/passwd",
]


def test_injection_strings_everywhere(
    any_store: GraphStore, settings: Settings, tmp_path: Path
) -> None:
    demo = sorted((Path(__file__).resolve().parents[2] / "graphcar" / "demo").glob("*.jsonl"))
    ingest_paths(settings, any_store, demo)
    before = any_store.counts()
    hostile = tmp_path / "hostile.jsonl"
    hostile.write_text(
        "".join(
            json.dumps(
                {
                    "id": f"h{n}-{attack}",
                    "title": attack,
                    "text": f"{attack} appears here",
                    "doc_type": attack,
                    "domain": attack,
                    "access": [],
                    "entities": [f"code:{attack}"],
                    "metadata": {"note": attack},
                }
            )
            + "\n"
            for n, attack in enumerate(ATTACKS)
        )
    )
    report = ingest_paths(settings, any_store, [hostile])
    assert report.rejected == 0 and report.created == len(ATTACKS)
    after = any_store.counts()
    assert after["documents"] == before["documents"] + len(ATTACKS)
    assert after["supersedes"] >= before["supersedes"]
    engine = CarEngine(any_store, Settings(neo4j_uri=None, dense=False))
    for attack in ATTACKS:
        result = engine.query(Query(text=attack, k=5))
        assert all(isinstance(row.id, str) for row in result.rows)
        stored = any_store.get_document(f"h{ATTACKS.index(attack)}-{attack}", None)
        assert stored is not None and stored.document.title == attack
    assert any_store.counts()["documents"] == after["documents"]
