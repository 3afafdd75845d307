"""Weighted RRF is deterministic and the router picks weights from visible query features."""

from __future__ import annotations

import random

import pytest

from graphcar.anchors.fusion import BALANCED, reciprocal_rank_fusion, route
from graphcar.car import CarEngine
from graphcar.config import Settings
from graphcar.model import Query
from graphcar.store.base import Candidate, GraphStore


def ranked(*ids: str) -> list[Candidate]:
    return [Candidate(id=doc_id, rank=rank, score=0.0) for rank, doc_id in enumerate(ids, 1)]


ARMS = {
    "lexical": ranked("d3", "d1", "d7", "d2"),
    "dense": ranked("d1", "d4", "d3", "d9"),
    "identifier": ranked("d7"),
}


def test_same_input_same_order() -> None:
    first = reciprocal_rank_fusion(ARMS, BALANCED, rrf_k=60, limit=10)
    for _ in range(5):
        again = reciprocal_rank_fusion(ARMS, BALANCED, rrf_k=60, limit=10)
        assert [c.model_dump() for c in again] == [c.model_dump() for c in first]


def test_order_does_not_depend_on_arm_insertion_order() -> None:
    names = list(ARMS)
    expected = [c.id for c in reciprocal_rank_fusion(ARMS, BALANCED, rrf_k=60, limit=10)]
    rng = random.Random(7)
    for _ in range(10):
        rng.shuffle(names)
        shuffled = {name: ARMS[name] for name in names}
        assert [c.id for c in reciprocal_rank_fusion(shuffled, BALANCED, rrf_k=60, limit=10)] == (
            expected
        )


def test_ties_are_broken_by_id() -> None:
    arms = {"lexical": ranked("zeta", "alpha"), "dense": ranked("alpha", "zeta")}
    fused = reciprocal_rank_fusion(arms, BALANCED, rrf_k=60, limit=10)
    assert [c.id for c in fused] == ["alpha", "zeta"]
    assert fused[0].score == pytest.approx(fused[1].score)


def test_scores_are_weighted_reciprocal_ranks() -> None:
    fused = reciprocal_rank_fusion(ARMS, {"lexical": 2.0, "dense": 1.0}, rrf_k=10, limit=10)
    scores = {c.id: c.score for c in fused}
    assert scores["d1"] == pytest.approx(2.0 / 12 + 1.0 / 11)
    assert scores["d3"] == pytest.approx(2.0 / 11 + 1.0 / 13)
    assert "d7" in scores and scores["d7"] == pytest.approx(2.0 / 13)  # identifier weight 0


def test_ranks_are_positions_and_limit_cuts() -> None:
    fused = reciprocal_rank_fusion(ARMS, BALANCED, rrf_k=60, limit=3)
    assert [c.rank for c in fused] == [1, 2, 3]
    assert fused[0].score >= fused[1].score >= fused[2].score


def test_a_heavier_arm_wins_a_disagreement() -> None:
    arms = {"lexical": ranked("neg"), "dense": ranked("pos")}
    fused = reciprocal_rank_fusion(arms, {"lexical": 1.5, "dense": 0.75}, rrf_k=60, limit=2)
    assert [c.id for c in fused] == ["neg", "pos"]


def test_empty_arms_fuse_to_nothing() -> None:
    assert reciprocal_rank_fusion({"lexical": [], "dense": []}, BALANCED, rrf_k=60, limit=5) == []


def test_identifier_route_raises_identifier_and_lexical() -> None:
    chosen = route("what patched CVE-2021-44228?", ["cve:CVE-2021-44228"])
    assert chosen.name == "identifier"
    assert chosen.weights["identifier"] >= chosen.weights["dense"]
    assert chosen.weights["lexical"] > chosen.weights["dense"]
    # below lexical: a key shared by many documents must not flood the anchors
    assert chosen.weights["lexical"] > chosen.weights["identifier"]
    assert "cve:CVE-2021-44228" in chosen.reason


def test_a_person_identifier_alone_lets_the_wording_lead() -> None:
    """An employee id names who the question is about, not a document: every event of that
    employee carries it, so neither the key nor the embedding should outrank the wording."""
    chosen = route("Is EMP018-Brown cleared to trade ORCL?", ["emp:EMP018-Brown"])
    assert chosen.name == "scope-identifier"
    assert chosen.weights["lexical"] > chosen.weights["dense"]
    assert chosen.weights["lexical"] > chosen.weights["identifier"]
    assert "emp:EMP018-Brown" in chosen.reason
    mixed = route(
        "Did EMP018-Brown patch CVE-2021-44228?", ["emp:EMP018-Brown", "cve:CVE-2021-44228"]
    )
    assert mixed.name == "identifier"


def test_identifier_route_wins_over_negation() -> None:
    assert route("is CVE-2021-44228 not patched?", ["cve:CVE-2021-44228"]).name == "identifier"


@pytest.mark.parametrize(
    "text",
    [
        "which laptops must never be connected",
        "is it not allowed",
        "Visitors can't bring cameras",
        "approved unless revoked",
        "NOT covered by the policy",
    ],
)
def test_negation_route_raises_lexical(text: str) -> None:
    chosen = route(text, [])
    assert chosen.name == "negation"
    assert chosen.weights["lexical"] > chosen.weights["dense"]


@pytest.mark.parametrize("text", ["what replaced the travel policy", "notable changes", "nobody"])
def test_plain_questions_are_balanced(text: str) -> None:
    chosen = route(text, [])
    assert chosen.name == "balanced"
    assert chosen.weights == BALANCED


def test_routing_switched_off_gives_equal_weights() -> None:
    chosen = route("is CVE-2021-44228 not patched?", ["cve:CVE-2021-44228"], enabled=False)
    assert chosen.name == "equal"
    assert chosen.weights == BALANCED


def test_route_does_not_share_the_balanced_dict() -> None:
    route("plain", []).weights["dense"] = 0.0
    assert BALANCED["dense"] == 1.0


def test_an_arm_weighted_zero_proposes_no_anchor() -> None:
    """A route that switches an arm off must not let it fill the anchor budget with 0 scores."""
    fused = reciprocal_rank_fusion(
        {"lexical": ranked("a"), "dense": ranked("b", "c")},
        {"lexical": 1.0, "dense": 0.0},
        rrf_k=60,
        limit=5,
    )
    assert [c.id for c in fused] == ["a"]


@pytest.mark.parametrize(
    ("arms", "runs"),
    [
        (["lexical", "dense", "identifier"], {"lexical"}),
        # a caller who asked for the identifier arm alone still gets it
        (["identifier"], {"identifier"}),
    ],
)
def test_the_engine_runs_only_the_arms_its_route_weights(
    embedded_store: GraphStore, arms: list[str], runs: set[str]
) -> None:
    embedded: list[str] = []
    engine = CarEngine(
        embedded_store, Settings(), embed_query=lambda text: embedded.append(text) or [0.0] * 384
    )
    query = Query(text="Is EMP018-Brown cleared to trade ORCL?", arms=arms)
    request, interpretation = engine.request_for(query)
    ran = {
        arm
        for arm, present in {
            "lexical": request.lexical is not None,
            "dense": request.embedding is not None,
            "identifier": bool(request.identifier_keys),
        }.items()
        if present
    }
    assert ran == runs
    assert bool(embedded) == ("dense" in runs)
    assert interpretation["route"]["name"] == "scope-identifier"
    assert set(interpretation["arms_run"]) == runs


def test_the_trace_lists_only_the_arms_that_ran(embedded_store: GraphStore) -> None:
    """Without a query embedder the dense arm does not run; the trace (and the evaluator's
    per-arm accounting built on it) must not show it as an arm that found nothing."""
    engine = CarEngine(embedded_store, Settings())
    result = engine.query(Query(text="Is log4j fixed?", trace=True))
    assert result.trace is not None
    assert result.trace["interpretation"]["arms_run"] == ["lexical", "identifier"]
    assert set(result.trace["arms"]) <= {"lexical", "identifier"}


def test_the_trace_names_the_code_symbols_the_lexical_arm_weighs(
    embedded_store: GraphStore,
) -> None:
    engine = CarEngine(embedded_store, Settings())
    _, interpretation = engine.request_for(Query(text="Is safe_join in AGiXT fixed?"))
    assert interpretation["code_symbols"] == ["safe_join"]
    _, without = engine.request_for(Query(text="Is safe_join fixed?", arms=["identifier"]))
    assert without["code_symbols"] == []
