"""Regression gate on the blind-written regulatory corpora of tests/fixtures/forms: each set's
changes are stated only in its documents' words (replacements, deferrals restated or put back,
suspensions lifted, parts amended, lists withdrawn ...), so a change in extraction, cue
reading, target resolution, closure or ranking that loses what used to be read fails here.

Floors are the run of 2026-12-07 (embedded store, no dense, the code of this commit): strict
TCA@5 per set (questions passed) and gold changes derived and accepted; BM25 and the
two-stage baseline of the same run stay well below.
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

#: set -> (questions, strict TCA@5 passes, gold changes accepted, gold changes), run of
#: 2026-12-07.
MEASURED = {
    "446": (42, 40, 28, 34),
    "447": (43, 39, 28, 34),
    "448": (41, 40, 26, 35),
    "449": (43, 39, 29, 35),
    "450": (43, 38, 28, 35),
    "451": (42, 39, 25, 35),
    "452": (42, 38, 31, 35),
    "453": (42, 42, 26, 35),
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
def test_blind_written_set(name: str, embedded_store: GraphStore, settings: Settings) -> None:
    folder = FORMS / name
    questions, passes, held, changes = MEASURED[name]
    report = evaluate(
        EvalConfig(benchmark=f"forms-{name}", systems=["bm25", "two_stage", "graphcar"]),
        settings,
        embedded_store,
        read_queries(folder / "queries.jsonl"),
        records=list(read_jsonl(folder / "corpus.jsonl")),
    )
    overall = {s.system: s for s in report.summaries if s.slice == "all"}
    strict = {name: round(s.metrics["strict_tca"].mean * s.n) for name, s in overall.items()}
    assert overall["graphcar"].n == questions
    assert strict["graphcar"] >= passes
    assert gold_accepted(folder, embedded_store) >= (held, changes)
    # the baselines of that run: BM25 197 and two-stage 207 of 338 (graphcar 315); per set
    # graphcar passed 8 to 18 more than either
    assert strict["graphcar"] >= max(strict["bm25"], strict["two_stage"]) + 5
