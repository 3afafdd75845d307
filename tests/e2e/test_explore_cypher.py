"""Every curator query in ``cypher/explore`` runs on the real Neo4j with the demo corpus, with
the parameters its own ``:param`` header declares, and returns what the demo implies."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from graphcar.cli import app
from graphcar.config import Settings
from graphcar.explore import run_read_file
from graphcar.model import AuthorityEdge, Document, Entity, IngestBatch, Mention
from graphcar.runtime import ingest_paths
from graphcar.store.base import GraphStore

pytestmark = pytest.mark.integration

EXPLORE = Path(__file__).resolve().parents[2] / "cypher" / "explore"
DEMO = Path(__file__).resolve().parents[2] / "graphcar" / "demo"
LOG4J = "pkg:maven/org.apache.logging.log4j/log4j-core"


def run_explore(settings: Settings, name: str, **overrides: Any) -> list[dict[str, Any]]:
    """Run ``name.cypher`` as ``graphcar neo4j query`` does: the header's ``:param`` literals
    (evaluated by Neo4j), ``overrides`` given as Cypher literals, in a read transaction."""
    literals = {key: json.dumps(value) if value is not None else "null"
                for key, value in overrides.items()}
    return run_read_file(settings, EXPLORE / f"{name}.cypher", literals)


@pytest.fixture
def demo(neo4j_settings: Settings, neo4j_store: GraphStore) -> Settings:
    report = ingest_paths(neo4j_settings, neo4j_store, sorted(DEMO.glob("*.jsonl")))
    assert report.ok, report.errors
    return neo4j_settings


def test_every_explore_file_is_tested() -> None:
    names = {path.stem for path in EXPLORE.glob("*.cypher")}
    tested = {name.removeprefix("test_") for name in globals() if name.startswith("test_")}
    assert names <= tested, names - tested


def test_controlling_authority(demo: Settings) -> None:
    rows = run_explore(demo, "controlling_authority")
    assert [row["controlling_id"] for row in rows] == ["sec-log4j-2.16.0"]
    assert set(rows[0]["controls"]) == {
        "sec-cve-2021-44228",
        "sec-cve-2021-45046",
        "sec-log4j-2.15.0",
        "sec-log4j-2.16.0",
    }


def test_authority_chains(demo: Settings) -> None:
    chains = [row["chain"] for row in run_explore(demo, "authority_chains")]
    assert chains == [
        ["law-dobbs", "law-casey"],
        ["law-dobbs", "law-roe"],
        ["law-brown", "law-plessy"],
    ]
    everything = run_explore(demo, "authority_chains", domain=None)
    assert ["sec-log4j-2.16.0", "sec-cve-2021-45046", "sec-log4j-2.15.0", "sec-cve-2021-44228"] in [
        row["chain"] for row in everything
    ]


def test_proposed_edges(demo: Settings, neo4j_store: GraphStore) -> None:
    assert run_explore(demo, "proposed_edges") == []
    neo4j_store.upsert(
        IngestBatch(
            edges=[
                AuthorityEdge(
                    newer_id="pol-travel-2022",
                    older_id="pol-hr-remote-2019",
                    kind="replaces",
                    source="inferred",
                    rule="test",
                    status="proposed",
                    confidence=0.4,
                    evidence="same owner",
                )
            ]
        )
    )
    rows = run_explore(demo, "proposed_edges")
    assert [(r["newer_id"], r["older_id"], r["confidence"]) for r in rows] == [
        ("pol-travel-2022", "pol-hr-remote-2019", 0.4)
    ]


def test_controlling_authority_counts_a_suspension_only_while_it_lasts(
    demo: Settings, neo4j_store: GraphStore
) -> None:
    """A review: the "today" query counted every accepted edge, so a suspension that ended
    still hid the policy it had suspended."""
    mentions = [Mention(doc_id=d, entity_key="code:HR-POL-9") for d in ("pol", "waiver")]
    ended, lasting = "2020-12-31T23:59:59Z", "2999-12-31T23:59:59Z"
    for valid_to, controlling in ((ended, {"pol", "waiver"}), (lasting, {"waiver"})):
        neo4j_store.upsert(IngestBatch(
            documents=[Document(id="pol", text="Policy.", published_at="2019-01-01"),
                       Document(id="waiver", text="Waiver.", published_at="2020-01-01")],
            entities=[Entity(key="code:HR-POL-9", kind="code", name="HR-POL-9")],
            mentions=mentions,
            edges=[AuthorityEdge(newer_id="waiver", older_id="pol", kind="suspends",
                                 valid_from="2020-01-01", valid_to=valid_to)],
        ))
        rows = run_explore(demo, "controlling_authority", key="code:HR-POL-9")
        assert {row["controlling_id"] for row in rows} == controlling


def test_controlling_authority_and_snapshot_count_a_reinstatement(
    demo: Settings, neo4j_store: GraphStore
) -> None:
    """An order revoked in 2021 and reinstated in 2025 controls again beside the reinstating
    order, which names no entity of its own: the relation brings it in."""
    key = "code:EO-13957"
    neo4j_store.upsert(IngestBatch(
        documents=[Document(id="eo", text="Order.", published_at="2020-10-21"),
                   Document(id="revoking", text="Revoked.", published_at="2021-01-22"),
                   Document(id="reinstating", text="Reinstated.", published_at="2025-01-20")],
        entities=[Entity(key=key, kind="code", name="EO-13957")],
        mentions=[Mention(doc_id=d, entity_key=key) for d in ("eo", "revoking")],
        edges=[AuthorityEdge(newer_id="revoking", older_id="eo", kind="revokes",
                             valid_from="2021-01-22"),
               AuthorityEdge(newer_id="reinstating", older_id="eo", kind="reinstates",
                             valid_from="2025-01-20")],
    ))
    rows = run_explore(demo, "controlling_authority", key=key)
    assert {row["controlling_id"] for row in rows} == {"eo", "revoking", "reinstating"}
    for as_of, controlling in (("2024-01-01T00:00:00Z", {"revoking"}),
                               ("2025-02-01T00:00:00Z", {"eo", "revoking", "reinstating"})):
        rows = run_explore(demo, "as_of_snapshot", key=key, as_of=as_of)
        assert {row["controlling_id"] for row in rows} == controlling


def test_conflicting_superseders(demo: Settings, neo4j_store: GraphStore) -> None:
    assert run_explore(demo, "conflicting_superseders") == []
    neo4j_store.upsert(
        IngestBatch(
            documents=[
                Document(
                    id="law-alt",
                    text="An alternative ruling.",
                    title="Alt v. Plessy",
                    published_at="1960-01-01",
                )
            ],
            edges=[AuthorityEdge(newer_id="law-alt", older_id="law-plessy", kind="overrules")],
        )
    )
    rows = run_explore(demo, "conflicting_superseders")
    assert [(r["document_id"], r["superseder_a"], r["superseder_b"]) for r in rows] == [
        ("law-plessy", "law-alt", "law-brown")
    ]


def test_orphan_entities(demo: Settings, neo4j_store: GraphStore) -> None:
    assert run_explore(demo, "orphan_entities") == []
    neo4j_store.upsert(
        IngestBatch(entities=[Entity(key="ticker:ZZZZ", kind="ticker", name="ZZZZ")])
    )
    assert [row["key"] for row in run_explore(demo, "orphan_entities")] == ["ticker:ZZZZ"]


def test_as_of_snapshot(demo: Settings) -> None:
    before = run_explore(demo, "as_of_snapshot")
    assert [row["controlling_id"] for row in before] == ["sec-log4j-2.15.0"]
    later = run_explore(demo, "as_of_snapshot", as_of="2022-01-01T00:00:00Z")
    assert [row["controlling_id"] for row in later] == ["sec-log4j-2.16.0"]
    earliest = run_explore(demo, "as_of_snapshot", as_of="2021-12-10T06:00:00Z")
    assert [row["controlling_id"] for row in earliest] == ["sec-cve-2021-44228"]


def test_curators_run_the_files_from_the_command_line(demo: Settings, tmp_path: Path) -> None:
    """A curator's trial: the docs sent curators to Neo4j Browser and cypher-shell, which the
    project's own Bolt-only server does not offer; ``graphcar neo4j query`` runs the files."""
    cli = CliRunner()
    query = str(EXPLORE / "controlling_authority.cypher")
    result = cli.invoke(app, ["neo4j", "query", query, "--param", f"key='{LOG4J}'", "--json"])
    assert result.exit_code == 0, result.output
    assert [row["controlling_id"] for row in json.loads(result.output)] == ["sec-log4j-2.16.0"]
    table = cli.invoke(app, ["neo4j", "query", str(EXPLORE / "conflicting_superseders.cypher")])
    assert table.exit_code == 0, table.output  # its header's $complementary is used
    writes = tmp_path / "write.cypher"
    writes.write_text("MATCH (d:Document) DETACH DELETE d", "utf-8")
    refused = cli.invoke(app, ["neo4j", "query", str(writes)])
    assert refused.exit_code == 2 and "write.cypher" in refused.output
    assert run_explore(demo, "controlling_authority"), "nothing was deleted"
    bad = cli.invoke(app, ["neo4j", "query", query, "--param", "nonsense"])
    assert bad.exit_code == 2 and "name=<Cypher literal>" in bad.output
