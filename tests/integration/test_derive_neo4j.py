"""Ingest with the spaCy extractor and pack rules into a real Neo4j, then ask CAR questions."""

from __future__ import annotations

import json
from typing import Any

import pytest

from graphcar.config import Settings
from graphcar.domains.packs import load_packs
from graphcar.model import Document, Query
from graphcar.runtime import build_engine
from graphcar.store.base import GraphStore
from ingest.derive import PackDeriver
from ingest.extract import SpacyExtractor
from ingest.load import load_records
from ingest.records import SourceRecord
from tests.conftest import SHARED_DATA

pytestmark = pytest.mark.integration


def finsuperqa(rows: list[dict[str, Any]]) -> list[SourceRecord]:
    records: dict[str, SourceRecord] = {}
    for row in rows:
        for event in row["kb"]:
            document = Document(
                id=event["event_id"],
                text=event["text"],
                domain="finance-compliance",
                doc_type=event["event_type"],
                published_at=event["timestamp"],
                metadata={"ticker": row["ticker"]},
            )
            records[document.id] = SourceRecord(location=row["example_id"], document=document)
    return list(records.values())


@pytest.fixture(scope="module")
def rows() -> list[dict[str, Any]]:
    path = SHARED_DATA / "finsuperqa_trainval.jsonl"
    if not path.exists():
        pytest.skip(f"NO SHARED DATA at {path}")
    by_type: dict[str, list[dict[str, Any]]] = {}
    for line in path.open():
        row = json.loads(line)
        by_type.setdefault(row["hop_type"], []).append(row)
    return [row for group in by_type.values() for row in group[:3]]


def test_rule_edges_are_stored_and_drive_verdicts(
    rows: list[dict[str, Any]], neo4j_store: GraphStore, neo4j_settings: Settings
) -> None:
    extractor = SpacyExtractor(load_packs())
    for row in rows:
        neo4j_store.clear()
        neo4j_store.ensure_schema()
        report = load_records(
            finsuperqa([row]), neo4j_store, extractor=extractor, derive_edges=PackDeriver(extractor)
        )
        assert report.ok, report.errors
        gold = {(h["event_id"], h["supersedes"]) for h in row["provenance"] if "supersedes" in h}
        stored = {(e.newer_id, e.older_id) for e in neo4j_store.edges()}
        assert stored == gold, row["example_id"]
        assert report.edges_by_source.get("rule", 0) == len(gold)
        engine = build_engine(neo4j_settings, neo4j_store)
        result = engine.query(Query(text=row["query"], k=5, arms=("lexical", "identifier")))
        assert result.verdict is not None, row["example_id"]
        assert result.verdict.label == row["answer"], (row["example_id"], result.verdict)
        assert result.frontier == [row["provenance"][-1]["event_id"]]


def test_second_load_links_to_stored_documents(
    rows: list[dict[str, Any]], neo4j_store: GraphStore
) -> None:
    row = next(r for r in rows if r["hop_type"] == "type1_simple_supersession")
    first, second = finsuperqa([row])
    extractor = SpacyExtractor(load_packs())
    load_records([first], neo4j_store, extractor=extractor, derive_edges=PackDeriver(extractor))
    assert neo4j_store.edges() == []
    report = load_records(
        [second], neo4j_store, extractor=extractor, derive_edges=PackDeriver(extractor)
    )
    assert report.edges_by_source == {"rule": 1}
    [edge] = neo4j_store.edges()
    assert (edge.newer_id, edge.older_id, edge.kind) == (
        second.document.id,
        first.document.id,
        "voids",
    )
    again = load_records(
        [second], neo4j_store, extractor=extractor, derive_edges=PackDeriver(extractor)
    )
    assert again.unchanged == 1 and len(neo4j_store.edges()) == 1
