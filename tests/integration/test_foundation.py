"""End to end on a real Neo4j: ingest -> CAR query, idempotence, chains, diamonds, bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from graphcar.car import CarEngine
from graphcar.config import Settings
from graphcar.model import AuthorityEdge, Document, IngestBatch, Query
from graphcar.runtime import build_engine, ingest_paths
from graphcar.store.base import GraphStore

pytestmark = pytest.mark.integration

DEMO = sorted((Path(__file__).resolve().parents[2] / "graphcar" / "demo").glob("*.jsonl"))


def engine(store: GraphStore) -> CarEngine:
    return CarEngine(store, Settings(neo4j_uri=None, dense=False))


def ask(store: GraphStore, text: str, k: int = 5) -> list[tuple[str, str]]:
    result = engine(store).query(Query(text=text, k=k))
    return [(row.id, row.role) for row in result.rows]


def test_demo_controlling_documents_come_first(neo4j_store: GraphStore, settings: Settings) -> None:
    report = ingest_paths(settings, neo4j_store, DEMO)
    assert report.ok and report.created == 14
    rows = ask(neo4j_store, "Is separate but equal still the law for public schools?")
    assert rows[:2] == [("law-brown", "controlling"), ("law-plessy", "superseded")]
    rows = ask(neo4j_store, "How many days per week may employees work remotely?")
    assert rows[0] == ("pol-hr-remote-2023", "controlling")
    assert ("pol-hr-remote-2019", "superseded") in rows
    rows = ask(neo4j_store, "Is Log4j still vulnerable to remote code execution through JNDI?")
    assert rows[0] == ("sec-log4j-2.16.0", "controlling")
    assert ("sec-cve-2021-44228", "superseded") in rows


def test_a_version_below_the_fix_is_answered_vulnerable(
    neo4j_store: GraphStore, settings: Settings
) -> None:
    """Log4j: 2.15.0 patched CVE-2021-44228 but CVE-2021-45046 withdrew that fix; 2.16.0
    patched both. The package is patched; versions before 2.16.0 are not."""
    ingest_paths(settings, neo4j_store, DEMO)

    def verdict(text: str) -> tuple[str, str | None, str] | None:
        found = build_engine(settings, neo4j_store).query(Query(text=text, k=5)).verdict
        return (found.label, found.version, found.document_id) if found else None

    assert verdict("Is Log4j still vulnerable to CVE-2021-44228?") == (
        "patched", None, "sec-log4j-2.16.0")
    assert verdict("Is Log4j 2.14.1 still vulnerable to CVE-2021-44228?") == (
        "vulnerable", "2.14.1", "sec-cve-2021-44228")
    assert verdict("Is Log4j 2.15.0 affected by CVE-2021-44228?") == (
        "vulnerable", "2.15.0", "sec-cve-2021-44228")
    assert verdict("Is log4j-core 2.17.1 affected by CVE-2021-44228?") == (
        "patched", "2.17.1", "sec-log4j-2.16.0")
    assert verdict("Is urllib3 2.0.5 affected by GHSA-v845-jxx5-vc9f?") == (
        "vulnerable", "2.0.5", "sec-urllib3-advisory")


def test_identical_wording_retired_policy_does_not_control(
    neo4j_store: GraphStore, settings: Settings
) -> None:
    ingest_paths(settings, neo4j_store, DEMO)
    result = engine(neo4j_store).query(Query(text="Remote work requires a secure connection"))
    assert result.rows[0].id == "pol-hr-remote-2023"
    assert "pol-hr-remote-2019" not in result.frontier


def test_reingest_is_idempotent(neo4j_store: GraphStore, settings: Settings) -> None:
    ingest_paths(settings, neo4j_store, DEMO)
    before = neo4j_store.counts()
    stamp = neo4j_store.get_document("law-roe", None)
    again = ingest_paths(settings, neo4j_store, DEMO)
    assert again.unchanged == 14 and again.created == 0 and again.updated == 0
    assert neo4j_store.counts() == before
    after = neo4j_store.get_document("law-roe", None)
    assert stamp is not None and after is not None and after.ingested_at == stamp.ingested_at


def test_changed_document_updates_in_place(
    neo4j_store: GraphStore, settings: Settings, tmp_path: Path
) -> None:
    ingest_paths(settings, neo4j_store, DEMO)
    before = neo4j_store.get_document("pol-travel-2022", None)
    changed = tmp_path / "changed.jsonl"
    changed.write_text(
        json.dumps(
            {
                "id": "pol-travel-2022",
                "text": "Business class above six hours.",
                "title": "FIN-POL-3 Travel",
                "domain": "policy",
                "doc_type": "policy",
            }
        )
        + "\n"
    )
    report = ingest_paths(settings, neo4j_store, [changed])
    assert report.updated == 1
    after = neo4j_store.get_document("pol-travel-2022", None)
    assert before is not None and after is not None
    assert after.content_hash != before.content_hash
    assert after.document.text == "Business class above six hours."
    assert neo4j_store.counts()["documents"] == 14


def test_bad_records_are_rejected_and_nothing_else_changes(
    neo4j_store: GraphStore, settings: Settings, tmp_path: Path
) -> None:
    ingest_paths(settings, neo4j_store, DEMO)
    before = neo4j_store.counts()
    bad = tmp_path / "bad.jsonl"
    bad.write_text(
        "\n".join(
            [
                json.dumps({"id": "ok-1", "text": "A new circular about expenses."}),
                json.dumps({"id": "bad-1", "text": "x", "supersedes": [{"id": "nowhere"}]}),
                json.dumps({"id": "bad-2", "text": "x", "published_at": "soon"}),
            ]
        )
        + "\n"
    )
    rejects = tmp_path / "rejects.jsonl"
    report = ingest_paths(settings, neo4j_store, [bad], rejects_path=rejects)
    assert (report.read, report.created, report.rejected) == (3, 1, 2)
    assert f"{bad}:2:supersedes.0.id: unknown edge target 'nowhere'" in report.errors[0]
    assert report.errors[1].startswith(f"{bad}:3:published_at:")
    assert len(rejects.read_text().splitlines()) == 2
    after = neo4j_store.counts()
    assert after["documents"] == before["documents"] + 1
    assert after["supersedes"] == before["supersedes"]
    assert neo4j_store.get_document("bad-1", None) is None


def test_bad_link_dates_are_rejected_and_nothing_else_changes(
    neo4j_store: GraphStore, settings: Settings, tmp_path: Path
) -> None:
    """A stated deferral with its end (``valid_to``) is stored with it; one whose end is no
    date, or ends before it starts, is rejected naming file:line:field, and nothing else
    changes."""
    ingest_paths(settings, neo4j_store, DEMO)
    before = neo4j_store.counts()
    target = "pol-travel-2022"
    links = tmp_path / "links.jsonl"
    rows = [
        {"id": "delay-ok", "valid_to": "2024-02-25"},
        {"id": "delay-bad-date", "valid_to": "soon"},
        {"id": "delay-backwards", "valid_from": "2024-03-01", "valid_to": "2024-02-25"},
    ]
    links.write_text(
        "".join(
            json.dumps(
                {
                    "id": row.pop("id"),
                    "text": "The effective date of the travel policy is delayed.",
                    "published_at": "2023-12-14",
                    "relations": [{"id": target, "kind": "defers", **row}],
                }
            )
            + "\n"
            for row in rows
        )
    )
    report = ingest_paths(settings, neo4j_store, [links])
    assert (report.read, report.created, report.rejected) == (3, 1, 2)
    assert report.errors[0].startswith(f"{links}:2:relations.0.valid_to:")
    assert report.errors[1].startswith(f"{links}:3:relations.0: valid_to 2024-02-25T23:59:59Z")
    after = neo4j_store.counts()
    assert after["documents"] == before["documents"] + 1
    assert after["relations"] == before["relations"] + 1
    assert after["supersedes"] == before["supersedes"]
    assert neo4j_store.get_document("delay-bad-date", None) is None
    assert neo4j_store.get_document(target, None) is not None


def chain(store: GraphStore, depth: int) -> None:
    documents = [
        Document(
            id=f"v{i}",
            text=f"Version {i} of the zebra crossing rule.",
            published_at=f"{1900 + i}-01-01",
        )
        for i in range(depth + 1)
    ]
    documents[0] = Document(
        id="v0", text="Original zebra crossing rule for quokka roads.", published_at="1900-01-01"
    )
    edges = [
        AuthorityEdge(newer_id=f"v{i + 1}", older_id=f"v{i}", kind="replaces") for i in range(depth)
    ]
    store.upsert(IngestBatch(documents=documents))
    store.upsert(IngestBatch(edges=edges))


def test_chain_of_depth_50_resolves_to_its_head(neo4j_store: GraphStore) -> None:
    chain(neo4j_store, 50)
    result = engine(neo4j_store).query(Query(text="quokka roads", k=60))
    assert result.frontier == ["v50"]
    assert result.rows[0].id == "v50"
    assert len(result.rows[0].chain) == 50


def test_diamond_keeps_both_superseders(neo4j_store: GraphStore) -> None:
    neo4j_store.upsert(
        IngestBatch(
            documents=[
                Document(id="base", text="Platypus export licence rules."),
                Document(id="left", text="Amended licence A."),
                Document(id="right", text="Amended licence B."),
            ]
        )
    )
    neo4j_store.upsert(
        IngestBatch(
            edges=[
                AuthorityEdge(newer_id="left", older_id="base", kind="replaces"),
                AuthorityEdge(newer_id="right", older_id="base", kind="revokes"),
            ]
        )
    )
    result = engine(neo4j_store).query(Query(text="platypus export licence"))
    assert set(result.frontier) == {"left", "right"}
    assert result.conflicts == [["left", "right"]]
    assert [r.id for r in result.rows][-1] == "base"


def test_anchor_without_edges_is_its_own_frontier(neo4j_store: GraphStore) -> None:
    neo4j_store.upsert(IngestBatch(documents=[Document(id="solo", text="Wombat burrow permit.")]))
    result = engine(neo4j_store).query(Query(text="wombat burrow permit"))
    assert result.frontier == ["solo"] and result.rows[0].role == "controlling"


def test_cycle_is_demoted_to_proposed_with_reason(neo4j_store: GraphStore) -> None:
    neo4j_store.upsert(
        IngestBatch(
            documents=[
                Document(id="a", text="Echidna rule A."),
                Document(id="b", text="Echidna rule B."),
            ]
        )
    )
    first = neo4j_store.upsert(IngestBatch(edges=[AuthorityEdge(newer_id="b", older_id="a")]))
    assert first.cycles == []
    second = neo4j_store.upsert(IngestBatch(edges=[AuthorityEdge(newer_id="a", older_id="b")]))
    assert len(second.cycles) == 1 and "cycle" in second.cycles[0]
    statuses = {(e.newer_id, e.older_id): e.status for e in neo4j_store.edges()}
    assert statuses == {("b", "a"): "accepted", ("a", "b"): "proposed"}
    result = engine(neo4j_store).query(Query(text="echidna rule"))
    assert result.frontier == ["b"]
