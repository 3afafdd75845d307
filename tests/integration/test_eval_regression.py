"""Regression gate for the evaluation harness on a small, fast slice of the shared benchmarks.

Runs the real pipeline (importer -> extraction -> derivation -> Neo4j -> CarEngine -> metrics)
on CVEPatchQA (full corpus, every 5th query: both slices), GHSA without distractors (full
159 queries) and FinSuperQA (every 4th dev example, each loaded alone with its distractors).
Thresholds sit a few points below the full run recorded in docs/eval/, so a regression in
anchors, closure, assembly, verdicts or the importers fails CI. Also the same pipeline on
opinions without stated edges (tests/fixtures/legal), where every overruling comes from the
text, and on drug labels and recalls (tests/fixtures/pharma), linked by NDC codes, firms or
drug names.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from graphcar.config import Settings
from graphcar.eval.command import partitions
from graphcar.eval.queries import read_queries
from graphcar.eval.runner import EvalConfig, EvalReport, evaluate, evaluate_isolated
from graphcar.store.base import GraphStore
from ingest.car_benchmarks import cvepatchqa, finsuperqa, ghsa
from ingest.jsonl import read_jsonl
from tests.conftest import FIXTURES, SHARED_DATA

pytestmark = pytest.mark.integration

SYSTEMS = ["bm25", "two_stage", "graphcar:lexical", "graphcar:identifier", "graphcar"]


def _shared() -> Path:
    if not (SHARED_DATA / "README.md").is_file():
        pytest.fail(f"shared CAR benchmark data missing at {SHARED_DATA}")
    return SHARED_DATA


def _overall(report: EvalReport) -> dict[str, dict[str, float]]:
    return {
        s.system: {name: value.mean for name, value in s.metrics.items()}
        for s in report.summaries
        if s.slice == "all"
    }


@pytest.fixture
def lexical_settings(neo4j_settings: Settings) -> Settings:
    """Dense off: the gate checks lexical/identifier anchoring and the authority path."""
    return neo4j_settings.model_copy(update={"dense": False})


def test_cvepatchqa_subset(neo4j_store: GraphStore, lexical_settings: Settings) -> None:
    bench = cvepatchqa(_shared())
    queries = bench.queries[::5]
    report = evaluate(
        EvalConfig(benchmark="car-cvepatchqa", systems=SYSTEMS),
        lexical_settings,
        neo4j_store,
        queries,
        records=bench.records,
    )
    metrics = _overall(report)
    assert report.corpus["documents"] == 750 and report.corpus["queries"] == 100
    assert metrics["graphcar"]["gold_at_k"] >= 0.97
    assert metrics["graphcar:identifier"]["strict_tca"] >= 0.97
    # this subset, dense off (run of 2026-11-30): graphcar, graphcar:lexical and
    # graphcar:identifier all 1.000 gold@5 and strict TCA (verdicts right on both slices)
    assert metrics["graphcar"]["strict_tca"] >= 0.97
    fused = next(s for s in report.summaries if s.system == "graphcar" and s.slice == "all")
    assert not fused.misses
    # the stated edges are what makes the difference: BM25 cannot see the patch notices
    assert metrics["bm25"]["gold_at_k"] <= 0.6
    assert metrics["bm25"]["strict_tca"] <= 0.1
    assert report.gold.linked == report.gold.queries_with_chain == 50


def test_finsuperqa_examples_alone(neo4j_store: GraphStore, lexical_settings: Settings) -> None:
    bench = finsuperqa(_shared(), split="dev")
    queries = bench.queries[::4]
    report = evaluate_isolated(
        EvalConfig(benchmark="car-finsuperqa", systems=SYSTEMS),
        lexical_settings,
        neo4j_store,
        partitions(bench, queries),
    )
    metrics = _overall(report)
    assert report.corpus["queries"] == 25
    assert {q.slice for q in queries} == {s.slice for s in report.summaries} - {"all"}
    # this subset, dense off (run of 2026-11-30): graphcar, graphcar:lexical and
    # graphcar:identifier gold@5 = strict 1.000, every verdict right (BM25 0.60 / 0.48); the
    # full dev run alone, dense on, is 1.000 / 1.000 too (docs/eval)
    assert metrics["graphcar"]["gold_at_k"] >= 0.96
    assert metrics["graphcar"]["strict_tca"] >= 0.96
    assert metrics["bm25"]["strict_tca"] <= 0.6
    assert report.gold.linked == report.gold.queries_with_chain


def test_ghsa_without_distractors(neo4j_store: GraphStore, lexical_settings: Settings) -> None:
    bench = ghsa(_shared(), distractors="none")
    report = evaluate(
        EvalConfig(benchmark="car-ghsa-bare", systems=SYSTEMS),
        lexical_settings,
        neo4j_store,
        bench.queries,
        records=bench.records,
    )
    metrics = _overall(report)
    assert report.corpus["documents"] == 251 and report.corpus["queries"] == 159
    # this set, dense off (run of 2026-11-30, session 8): graphcar gold@5 = strict 0.969 with
    # the default 3 review candidates (0.937 with 2); 130 of 159 gold chains linked by accepted
    # release->advisory edges (undated pairs: versions the advisory states or reports, else the
    # release notes' entries that describe the flaw pick the fix), the rest mostly shown as
    # review candidates (pending edges ranked by their share of that evidence); 0.830 without
    # candidates; with the 2,000 paper distractors and dense on: 0.981
    assert metrics["graphcar"]["gold_at_k"] >= 0.94
    assert metrics["graphcar"]["strict_tca"] >= 0.94
    assert metrics["graphcar"]["r_anchor"] >= 0.95
    assert report.gold.linked >= 127
    assert metrics["graphcar"]["gold_at_k"] >= metrics["bm25"]["gold_at_k"] - 0.05


def _perfect_on_fixture(
    store: GraphStore, settings: Settings, fixture: str, documents: str, size: tuple[int, int]
) -> set[tuple[str, str]]:
    """BM25 and graphcar on a fixture directory's documents and its questions.jsonl (``size``:
    documents, queries): graphcar perfect on gold@5 and strict TCA, BM25 at most half as
    strict. Returns the accepted edges the run stored."""
    folder = FIXTURES / fixture
    report = evaluate(
        EvalConfig(benchmark=f"fixture-{fixture}", systems=["bm25", "graphcar"]),
        settings,
        store,
        read_queries(folder / "questions.jsonl"),
        records=list(read_jsonl(folder / documents)),
    )
    metrics = _overall(report)
    assert (report.corpus["documents"], report.corpus["queries"]) == size
    assert metrics["graphcar"]["gold_at_k"] == 1.0
    assert metrics["graphcar"]["strict_tca"] == 1.0
    assert metrics["bm25"]["strict_tca"] <= 0.5
    return {(e.newer_id, e.older_id) for e in store.edges(status="accepted")}


def test_opinions_overruled_in_their_own_words(
    neo4j_store: GraphStore, lexical_settings: Settings
) -> None:
    """Opinions carry no overruling doc type and no stated edge: "X is overruled" in a later
    opinion naming X must make the overruling opinion controlling and the verdict "overruled";
    reports of overrulings and Brown's "is rejected" stay proposals."""
    # run of 2026-11-30: graphcar 1.000 / 1.000 (9 overruled precedents, 1 good law); with
    # every cue edge proposed (9ec9530, before express cues; embedded store) gold@5 was 1.0
    # and strict TCA 0.1: the overruling opinion only as a pending candidate, "good law"
    accepted = _perfect_on_fixture(
        neo4j_store, lexical_settings, "legal", "opinions.jsonl", size=(25, 10)
    )
    assert len(accepted) == 9
    assert ("scotus-plessy-overruled-by", "scotus-plessy") not in accepted
    assert not any(newer in {"scotus-trap-history", "scotus-dobbs-list"} for newer, _ in accepted)


def test_drug_recalls_linked_by_code_firm_or_name(
    neo4j_store: GraphStore, lexical_settings: Settings
) -> None:
    """A recall reaches the labels of its product (NDC package or product code), else of its
    firm when a side gives no code; another labeler's label of the drug stays current, and a
    recall naming only the drug is a proposal, never an accepted edge."""
    # runs of 2026-11-30 (embedded; this test on Neo4j): graphcar 1.000 / 1.000; BM25 0.875
    # / 0.125. Before this session's pharma changes (f316be8): gold@5 1.000, strict 0.625,
    # three wrong verdicts (the losartan recall's product code and the Amneal recall without
    # codes never linked; the NDC question's best anchor, the recall notice, answered
    # "current_label")
    accepted = _perfect_on_fixture(
        neo4j_store, lexical_settings, "pharma", "documents.jsonl", size=(15, 8)
    )
    assert accepted == {
        ("recall-solco-valsartan", "label-solco-valsartan"),
        ("recall-torrent-losartan", "label-torrent-losartan"),
        ("recall-amneal-metformin-er", "label-amneal-metformin-er"),
        ("withdrawal-ranitidine", "label-zantac"),
        ("label-lipitor-2022", "label-lipitor-2019"),
    }
    proposed = {(e.newer_id, e.older_id) for e in neo4j_store.edges(status="proposed")}
    assert proposed == {
        ("recall-levothyroxine-subpotent", "label-lannett-levothyroxine"),
        ("recall-levothyroxine-subpotent", "label-mylan-levothyroxine"),
    }
