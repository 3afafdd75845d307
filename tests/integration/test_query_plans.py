"""Read-path plans on a real Neo4j must not depend on the statistics they were planned with.

A plan is cached and outlives the statistics it was made with. Planned on a small graph, the
CAR statement used to scan the whole SUPERSEDES(status) index for every closure document and
the whole Document(id) index for every anchor (measured at 10k documents: 74 ms p50 instead
of 9 ms). The graph here (1,000 generated documents) is one on which the old statements were
planned that way; the read statements must seek and expand from bound documents instead.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from benchmarks.corpus import generate, write
from graphcar.car import CarEngine
from graphcar.config import Settings
from graphcar.cypher import statement
from graphcar.model import Document, IngestBatch, Query, title_forms
from graphcar.runtime import ingest_paths
from graphcar.store.base import AnchorRequest
from graphcar.store.neo4j import Neo4jStore

pytestmark = pytest.mark.integration

#: Operators that read a whole index where the statement has a bound node to start from.
WHOLE_INDEX_READS = ("RelationshipIndexScan", "RelationshipIndexSeek", "NodeIndexScan")
READ_STATEMENTS = ("car_subgraph", "entity_scope", "authority_chain")


def operators(plan: dict[str, Any]) -> list[str]:
    """Every operator of an EXPLAIN plan, with its details, depth first."""
    name = plan["operatorType"].split("@")[0]
    found = [f"{name} {plan.get('args', {}).get('Details', '')}"]
    for child in plan.get("children", []):
        found += operators(child)
    return found


def test_read_statements_seek_and_expand_from_bound_documents(
    neo4j_store: Neo4jStore, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    corpus = generate(1000, seed=7)
    docs_path, _ = write(corpus, tmp_path / "corpus")
    assert ingest_paths(settings, neo4j_store, [docs_path]).ok
    parameters: dict[str, dict[str, Any]] = {}
    read = neo4j_store._read

    def recording(name: str, **params: Any) -> Any:
        parameters[name] = params
        return read(name, **params)

    monkeypatch.setattr(neo4j_store, "_read", recording)
    result = CarEngine(neo4j_store, settings).query(Query(text=corpus.queries[3]["query"], k=5))
    assert result.rows
    superseded = neo4j_store.edges(status="accepted", limit=1)[0].older_id
    assert neo4j_store.authority_chain(superseded, None, as_of="9999-12-31") is not None
    stored = neo4j_store.get_document(superseded, None)
    assert stored is not None and stored.entities
    scope = neo4j_store.entity_scope(
        stored.entities[0], None, as_of="9999-12-31", known_at="9999-12-31"
    )
    assert scope is not None and scope.nodes

    driver = neo4j_store._driver
    driver.execute_query("CALL db.clearQueryCaches()")  # plan afresh on this graph's statistics
    for name in READ_STATEMENTS:
        plan = driver.execute_query(
            "EXPLAIN " + statement("neo4j", name), parameters_=parameters[name]
        ).summary.plan
        assert plan is not None
        whole_index = [op for op in operators(plan) if op.startswith(WHOLE_INDEX_READS)]
        assert not whole_index, (name, whole_index)


def test_titles_are_looked_up_by_index_seeks_and_stores_written_before_get_their_keys(
    neo4j_store: Neo4jStore,
) -> None:
    """Ingest cites documents by title on every load and the identifier arm looks up every
    phrase of a question as a title: both seek the title indexes, never read every title. A
    store written before the title keys existed gets them when its schema is next ensured."""
    statutes = ["Data Protection Act 1998 (c. 29)", "Civil Liability Act 2003 (Qld): Part 1",
                "Practice Note 12 (Revised)", "Limitation Act, R.S.B.C. 1996, c. 266 (B.C.)"]
    titles = [f"Policy number {i}: part {i % 7}" for i in range(300)] + statutes
    neo4j_store.upsert(IngestBatch(
        documents=[Document(id=title, title=title, text="Body.") for title in titles]
    ))
    neo4j_store._driver.execute_query(
        "MATCH (d:Document) REMOVE d.title_key, d.main_title_key"  # as an older graphcar wrote
    )
    assert neo4j_store.documents_by_titles(["policy number 12"]) == {}, "no keys yet"
    neo4j_store.ensure_schema()
    found = neo4j_store.documents_by_titles(["policy number 12", "policy number 3: part 3"])
    assert {title: [d.id for d in docs] for title, docs in found.items()} == {
        "policy number 12": ["Policy number 12: part 5"],
        "policy number 3: part 3": ["Policy number 3: part 3"],
    }
    records, _, _ = neo4j_store._driver.execute_query(
        "MATCH (d:Document) RETURN d.title AS title, d.title_key AS whole, "
        "d.main_title_key AS main"
    )
    assert {r["title"]: (r["whole"], r["main"]) for r in records} == {
        title: title_forms(title) for title in titles
    }, "the backfill writes the keys model.title_forms writes"
    assert title_forms(statutes[0])[1] == "data protection act 1998"

    driver = neo4j_store._driver
    driver.execute_query("CALL db.clearQueryCaches()")
    lookups = {
        "documents_by_titles": {"titles": ["policy number 12"], "before": None},
        "car_subgraph": {
            **AnchorRequest(title_phrases=["policy number 12"], as_of="9", known_at="9")
            .model_dump(),
            "vector_depth": 1,
        },
    }
    for name, parameters in lookups.items():
        plan = driver.execute_query(
            "EXPLAIN " + statement("neo4j", name), parameters_=parameters
        ).summary.plan
        assert plan is not None
        found_ops = operators(plan)
        assert not [op for op in found_ops if op.startswith(("NodeByLabelScan", "AllNodesScan"))]
        assert any("title_key" in op for op in found_ops if op.startswith("NodeIndexSeek")), name
