"""Isolated evaluation: each independent example alone in a wiped store, outcomes pooled."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from graphcar.config import Settings
from graphcar.errors import InputError
from graphcar.eval.command import EvalRequest, benchmark_inputs, partitions, run_eval
from graphcar.store.base import GraphStore
from ingest.car_benchmarks import cvepatchqa, finsuperqa
from tests.contract.test_store_contract import batch, doc

CAR = Path(__file__).resolve().parent.parent / "fixtures" / "car"


def request(**changes: object) -> EvalRequest:
    base = EvalRequest(
        corpus=[CAR],
        fmt="car-finsuperqa",
        split="all",
        systems=["bm25", "graphcar"],
        isolate=True,
        reset=True,
    )
    return base.model_copy(update=changes)


def test_each_example_is_its_own_kb_and_distractors_and_a_shared_event_is_in_both() -> None:
    bench = finsuperqa(CAR, split="all")
    parts = partitions(bench, bench.queries)
    assert [p.name for p in parts] == [q.id for q in bench.queries]
    for part in parts:
        (query,) = part.queries
        ids = {r.document.id for r in part.records}  # type: ignore[union-attr]
        assert set(query.closure) <= ids
        owners = [r.document.metadata.get("distractor_of") for r in part.records]  # type: ignore[union-attr]
        assert owners.count(part.name) == 10
        assert {o for o in owners if o is not None} == {part.name}
    shared = [d for d, groups in bench.record_groups.items() if len(groups) > 1]
    assert len(shared) == 1  # the fixture's event listed by two examples
    holders = [p for p in parts if shared[0] in {r.document.id for r in p.records}]  # type: ignore[union-attr]
    assert len(holders) == 2


def test_isolated_run_pools_every_example_and_leaves_only_the_last_one_stored(
    settings: Settings, embedded_store: GraphStore
) -> None:
    report = run_eval(request(), settings, embedded_store)
    assert report.corpus["queries"] == 8
    assert any(note.startswith("isolated: 8 partitions") for note in report.notes)
    fused = next(s for s in report.summaries if s.system == "graphcar" and s.slice == "all")
    assert fused.n == 8
    bench = finsuperqa(CAR, split="all")
    listed = sum(len(p.records) for p in partitions(bench, bench.queries))
    assert report.corpus["load"]["read"] == listed and report.corpus["load"]["errors"] == []
    last = finsuperqa(CAR, split="all").queries[-1]
    own = [r.document.id for r in finsuperqa(CAR, split="all").records
           if r.document.metadata.get("distractor_of") == last.id]
    stored = embedded_store.existing_ids(own[:1])
    assert stored and embedded_store.counts()["documents"] <= 13


def test_isolated_run_refuses_to_wipe_without_reset_and_keeps_the_store(
    settings: Settings, embedded_store: GraphStore
) -> None:
    embedded_store.upsert(batch([doc("kept")]))
    for changes in ({"reset": False}, {"load": False}):
        with pytest.raises(InputError, match="--isolate") as caught:
            run_eval(request(**changes), settings, embedded_store)
        assert caught.value.field == "isolate"
    assert embedded_store.existing_ids(["kept"]) == {"kept"}


def test_isolate_needs_a_set_of_independent_examples_and_known_queries(
    settings: Settings, embedded_store: GraphStore, tmp_path: Path
) -> None:
    embedded_store.upsert(batch([doc("kept")]))
    with pytest.raises(InputError, match="independent examples"):
        run_eval(request(fmt="car-cvepatchqa"), settings, embedded_store)
    fin = benchmark_inputs(request())
    queries = tmp_path / "queries.jsonl"
    gold = fin.records[0].document.id  # a corpus document: the gold check passes
    queries.write_text(
        json.dumps({"id": "not-an-example", "query": "q", "gold_controlling": [gold]}) + "\n"
    )
    with pytest.raises(InputError, match="'not-an-example'"):
        run_eval(request(queries=queries), settings, embedded_store)
    assert embedded_store.existing_ids(["kept"]) == {"kept"}, "refused before any wipe"
    cve = cvepatchqa(CAR)
    with pytest.raises(InputError, match="independent examples") as caught:
        partitions(cve, cve.queries)
    assert caught.value.field == "isolate"
    stranger = fin.queries[0].model_copy(update={"id": "not-an-example"})
    with pytest.raises(InputError, match="'not-an-example'") as caught:
        partitions(fin, [stranger])
    assert caught.value.field == "queries"
