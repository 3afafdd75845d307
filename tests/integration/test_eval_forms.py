"""Regression gate on the blind-written regulatory corpora of tests/fixtures/forms: each set's
changes are stated only in its documents' words (replacements, deferrals restated or put back,
suspensions lifted, parts amended, lists withdrawn ...), so a change in extraction, cue
reading, target resolution, closure or ranking that loses what used to be read fails here.

Runs on both stores (Neo4j, the system of record, and the embedded default). Floors are the
runs of 2026-12-08 (no dense, the code of this commit): strict TCA@5 per set and store
(questions passed) and gold changes derived and accepted; BM25 and the two-stage baseline of
the same run stay well below.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from graphcar.config import Settings
from graphcar.eval.queries import read_queries
from graphcar.eval.runner import EvalConfig, evaluate
from graphcar.store.base import GraphStore
from ingest.jsonl import read_jsonl
from tests.conftest import FIXTURES

FORMS = FIXTURES / "forms"

#: set -> (questions, strict TCA@5 passes on the embedded store and on Neo4j, gold changes
#: accepted, gold changes), runs of 2026-12-08 (session 63; 454-461 are batch 32, 462-469
#: batch 33). The stores rank by their own BM25 (Neo4j's Lucene full-text index), so a few
#: questions differ between them.
MEASURED = {
    "446": (42, {"embedded": 41, "neo4j": 42}, 31, 34),
    "447": (43, {"embedded": 40, "neo4j": 39}, 28, 34),
    "448": (41, {"embedded": 40, "neo4j": 41}, 26, 35),
    "449": (43, {"embedded": 40, "neo4j": 40}, 31, 35),
    "450": (43, {"embedded": 40, "neo4j": 40}, 29, 35),
    "451": (42, {"embedded": 40, "neo4j": 40}, 27, 35),
    "452": (42, {"embedded": 39, "neo4j": 37}, 32, 35),
    "453": (42, {"embedded": 42, "neo4j": 42}, 28, 35),
    "454": (43, {"embedded": 40, "neo4j": 42}, 34, 34),
    "455": (42, {"embedded": 36, "neo4j": 36}, 30, 35),
    "456": (41, {"embedded": 38, "neo4j": 37}, 27, 35),
    "457": (42, {"embedded": 36, "neo4j": 37}, 30, 34),
    "458": (43, {"embedded": 36, "neo4j": 39}, 27, 35),
    "459": (43, {"embedded": 43, "neo4j": 42}, 27, 33),
    "460": (42, {"embedded": 41, "neo4j": 41}, 27, 35),
    "461": (42, {"embedded": 41, "neo4j": 41}, 34, 35),
    "462": (43, {"embedded": 41, "neo4j": 41}, 30, 35),
    "463": (43, {"embedded": 37, "neo4j": 36}, 29, 35),
    "464": (42, {"embedded": 39, "neo4j": 39}, 31, 35),
    "465": (43, {"embedded": 42, "neo4j": 42}, 28, 34),
    "466": (43, {"embedded": 40, "neo4j": 41}, 30, 35),
    "467": (42, {"embedded": 41, "neo4j": 41}, 31, 35),
    "468": (43, {"embedded": 38, "neo4j": 39}, 32, 34),
    "469": (43, {"embedded": 34, "neo4j": 39}, 31, 35),
}


def gold_accepted(folder: Path, store: GraphStore) -> tuple[int, int]:
    """How many of the set's gold changes the store holds as accepted edges (a lapse as its
    ``#lapsed`` notice's), of how many."""
    accepted = {
        (e.newer_id, e.older_id)
        for batch in store.export_batches(1000)
        for e in batch.edges
        if e.status == "accepted"
    }
    gold = [json.loads(line) for line in (folder / "gold_edges.jsonl").read_text().splitlines()]
    held = sum(
        (g["source"] + ("#lapsed" if g["source"] == g["target"] else ""), g["target"]) in accepted
        for g in gold
    )
    return held, len(gold)


@pytest.mark.parametrize("name", sorted(MEASURED))
def test_blind_written_set(
    name: str, any_store: GraphStore, settings: Settings, request: pytest.FixtureRequest
) -> None:
    folder = FORMS / name
    questions, floors, held, changes = MEASURED[name]
    passes = floors[request.node.callspec.params["any_store"]]
    report = evaluate(
        EvalConfig(benchmark=f"forms-{name}", systems=["bm25", "two_stage", "graphcar"]),
        settings,
        any_store,
        read_queries(folder / "queries.jsonl"),
        records=list(read_jsonl(folder / "corpus.jsonl")),
    )
    overall = {s.system: s for s in report.summaries if s.slice == "all"}
    strict = {name: round(s.metrics["strict_tca"].mean * s.n) for name, s in overall.items()}
    assert overall["graphcar"].n == questions
    assert strict["graphcar"] >= passes
    assert gold_accepted(folder, any_store) >= (held, changes)
    # the baselines of those runs, per batch on both stores: 446-453 (338 questions) BM25 195
    # and two-stage 207 (graphcar 322 embedded, 321 Neo4j), 454-461 (338) BM25 171 and
    # two-stage 192 (graphcar 311, 315), 462-469 (342) BM25 166 and two-stage 174 (graphcar
    # 312, 318); per set graphcar passed 8 to 26 more than either
    assert strict["graphcar"] >= max(strict["bm25"], strict["two_stage"]) + 5
