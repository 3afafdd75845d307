"""Evaluation metrics, query files, baselines and the report, on hand-built graphs."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from graphcar.config import Settings
from graphcar.errors import InputError
from graphcar.eval.graph import StoredGraph, Viewpoint
from graphcar.eval.metrics import bootstrap, gold_frontier, judge, percentiles, summarise
from graphcar.eval.queries import EvalQuery, read_queries, write_queries
from graphcar.eval.report import markdown, write_report
from graphcar.eval.runner import (
    EvalConfig,
    EvalReport,
    arm_accounting,
    gold_structure,
    summarise_run,
)
from graphcar.eval.systems import Answer, Bm25Ranker, Bm25System, TwoStageSystem
from graphcar.model import AuthorityEdge, Document


def _doc(doc_id: str, text: str, when: str | None = None, doc_type: str = "note") -> Document:
    return Document(id=doc_id, text=text, published_at=when, doc_type=doc_type)


@pytest.fixture
def graph() -> StoredGraph:
    """adv <- fix (patches); old <- new (supersedes); x unrelated; entities link adv/fix."""
    documents = [
        _doc("adv", "widget parser overflow advisory", "2024-01-01", "advisory"),
        _doc("fix", "widget 2.0 release fixes the parser", "2024-02-01", "release"),
        _doc("old", "gadget policy version one", "2023-01-01"),
        _doc("new", "gadget policy version two", "2023-06-01"),
        _doc("x", "unrelated cooking recipe", "2022-01-01"),
    ]
    mentions = [
        ("adv", "pkg:widget"),
        ("fix", "pkg:widget"),
        ("old", "p:gadget"),
        ("new", "p:gadget"),
    ]
    edges = [
        AuthorityEdge(newer_id="fix", older_id="adv", kind="patches"),
        AuthorityEdge(newer_id="new", older_id="old"),
        AuthorityEdge(newer_id="x", older_id="old", status="proposed"),
    ]
    return StoredGraph(documents, mentions, edges)


QUERY = EvalQuery(
    id="q1", query="is widget still vulnerable", gold_controlling=["fix"], gold_closure=["adv"]
)


def test_graph_closure_frontier_and_unsupported(graph: StoredGraph) -> None:
    assert graph.upward(["adv"]) == {"adv", "fix"}
    assert graph.frontier({"adv", "fix"}) == {"fix"}
    assert graph.unsupported(["adv", "x"]) == ["adv"]  # proposed edges do not count
    assert graph.unsupported(["fix", "adv"]) == []
    assert graph.scope_closure(["adv"]) == {"adv", "fix"}


def test_strict_tca_needs_frontier_and_completeness(graph: StoredGraph) -> None:
    good = judge("s", QUERY, Answer(ranked=["fix", "adv"], anchors=["adv"]), graph, 5)
    assert good.strict_tca and good.gold_at_k and good.miss is None and good.mrr == 1.0
    lonely = judge("s", QUERY, Answer(ranked=["fix", "old"], anchors=["adv"]), graph, 5)
    assert lonely.gold_at_k and not lonely.strict_tca
    assert lonely.unsupported == ["old"] and lonely.miss == "frontier"


def test_miss_categories(graph: StoredGraph) -> None:
    anchor = judge("s", QUERY, Answer(ranked=["x"], anchors=["x"], reached=["x"]), graph, 5)
    assert anchor.miss == "anchor" and not anchor.r_anchor
    scope = judge("s", QUERY, Answer(ranked=["adv"], anchors=["adv"], reached=["adv"]), graph, 5)
    assert scope.miss == "scope" and scope.r_anchor and scope.phi  # entity scope had it
    cut = judge("s", QUERY, Answer(ranked=["x", "new", "fix"], anchors=["adv"]), graph, 2)
    assert cut.miss == "frontier" and cut.mrr == 0.0, "MRR@k: the gold id at rank 3 of k = 2"
    wider = judge("s", QUERY, Answer(ranked=["x", "new", "fix"], anchors=["adv"]), graph, 3)
    assert wider.mrr == pytest.approx(1 / 3) and wider.anchors == ["adv"]
    labelled = QUERY.model_copy(update={"gold_answer": "patched"})
    wrong = judge(
        "s", labelled, Answer(ranked=["fix"], anchors=["adv"], verdict="vulnerable"), graph, 5
    )
    assert wrong.miss == "label" and wrong.label_ok is False and wrong.verdict == "vulnerable"
    silent = judge("s", labelled, Answer(ranked=["fix"], anchors=["adv"]), graph, 5)
    assert silent.strict_tca and silent.label_ok is None and silent.verdict_withheld
    assert summarise([wrong, silent], "s", "all", 1).label_withheld == 1


def test_gold_frontier_from_the_store(graph: StoredGraph) -> None:
    stale = EvalQuery(id="q", query="gadget", gold_controlling=["old"])
    given = judge("s", stale, Answer(ranked=["old"], anchors=["old"]), graph, 5, "given")
    stored = judge("s", stale, Answer(ranked=["old"], anchors=["old"]), graph, 5, "store")
    assert given.r_frontier == 1.0 and stored.r_frontier == 0.0
    current = judge("s", stale, Answer(ranked=["new"], anchors=["old"]), graph, 5, "store")
    assert current.strict_tca and not current.gold_at_k, "strict tests F*, gold@k the given ids"
    assert (given.frontier, current.frontier) == (["old"], ["new"])


def test_gold_shown_as_a_review_candidate_is_counted_apart(graph: StoredGraph) -> None:
    """The fix release shown as a review candidate (its edge pending) still puts F* in the
    context; the outcome says so, the summary counts it and the page names the count."""
    pending = Answer(ranked=["adv", "fix"], anchors=["adv"], pending=["fix"])
    reviewed = judge("s", QUERY, pending, graph, 5)
    assert reviewed.strict_tca and reviewed.via_review
    plain = judge("s", QUERY, Answer(ranked=["fix", "adv"], anchors=["adv"]), graph, 5)
    assert not plain.via_review
    beyond = judge("s", QUERY, Answer(ranked=["x", "adv", "fix"], pending=["fix"]), graph, 2)
    assert not beyond.via_review, "a candidate outside the top-k is not a hit at all"
    summary = summarise([reviewed, plain, beyond], "s", "all", seed=1)
    assert summary.via_review == 1
    page = markdown(EvalReport(config=EvalConfig(benchmark="t"), summaries=[summary]), "T")
    assert "partly as review candidates (pending edges, labelled so; not controlling yet): " \
        "s 1 of 3." in page


def test_bootstrap_is_seeded_and_brackets_the_mean() -> None:
    values = [1.0, 0.0, 1.0, 1.0, 0.0, 1.0, 1.0, 1.0]
    first, second = bootstrap(values, seed=3), bootstrap(values, seed=3)
    assert first == second
    assert first.low <= first.mean == 0.75 <= first.high
    assert bootstrap(values, seed=4) != first
    assert percentiles([1.0, 2.0, 3.0])["p50"] == 2.0


def test_summary_counts_misses_per_category(graph: StoredGraph) -> None:
    outcomes = [
        judge("s", QUERY, Answer(ranked=["fix"], anchors=["adv"]), graph, 5),
        judge("s", QUERY, Answer(ranked=["x"], anchors=["x"], reached=["x"]), graph, 5),
    ]
    summary = summarise(outcomes, "s", "all", seed=1)
    assert summary.n == 2 and summary.misses == {"anchor": 1}
    assert summary.metrics["strict_tca"].mean == 0.5


def test_bm25_ranker_and_two_stage(graph: StoredGraph) -> None:
    ranker = Bm25Ranker(graph)
    assert ranker.rank("widget parser overflow", 2)[0] == "adv"
    assert ranker.rank("zzzz unknown", 3) == []
    assert ranker.rank("widget parser", 5, as_of="2024-01-15T00:00:00Z") == ["adv"]
    bm25 = Bm25System(ranker).answer(QUERY, 5)
    assert bm25.ranked[0] == "adv" and bm25.latency_ms >= 0
    two = TwoStageSystem(ranker, graph, k1=1).answer(QUERY, 5)
    assert two.ranked == ["fix", "adv"]


def test_gold_structure_and_accounting(graph: StoredGraph) -> None:
    missing = EvalQuery(id="q2", query="gadget", gold_controlling=["x"], gold_closure=["new"])
    structure = gold_structure([QUERY, missing], graph)
    assert structure.queries_with_chain == 2 and structure.linked == 1
    assert structure.missing_by_types == {"note -> note": 1}
    stale = EvalQuery(id="q3", query="gadget", gold_controlling=["old"])
    assert gold_structure([stale], graph).gold_superseded == 1
    twice = StoredGraph(
        graph.documents.values(), [], [*graph.edges, AuthorityEdge(newer_id="x", older_id="old")]
    )
    counted = gold_structure([stale], twice)
    assert counted.gold_superseded == 1, "one document, however many superseders"
    assert sum(counted.gold_superseded_by.values()) == 2
    outcome = judge(
        "g",
        QUERY,
        Answer(ranked=["fix"], anchors=["adv"], arms={"lexical": ["adv"], "dense": ["x"]}),
        graph,
        5,
    )
    account = arm_accounting("g", [QUERY], [outcome], depth=10)
    assert account.hit == {"dense": 0.0, "lexical": 1.0} and account.unique["lexical"] == 1.0


def test_queries_file_round_trip_and_errors(tmp_path: Path) -> None:
    path = tmp_path / "q.jsonl"
    write_queries(path, [QUERY])
    (read,) = read_queries(path)
    assert read.model_dump() == QUERY.model_dump() and read.location == f"{path}:1"
    assert QUERY.location == "query 'q1'"
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"id": "a", "query": "x"}) + "\n", "utf-8")
    with pytest.raises(InputError, match=r"bad.jsonl:1:gold_controlling"):
        read_queries(bad)
    bad.write_text("{oops\n", "utf-8")
    with pytest.raises(InputError, match=r"bad.jsonl:1: invalid JSON"):
        read_queries(bad)
    line = json.dumps({"id": "a", "query": "x", "gold_controlling": ["d"]})
    bad.write_text(f"{line}\n{line}\n", "utf-8")
    with pytest.raises(InputError, match=r"bad.jsonl:2:id: duplicate query id"):
        read_queries(bad)
    with pytest.raises(InputError, match="no such queries file"):
        read_queries(tmp_path / "absent.jsonl")
    typo = {"id": "a", "query": "x", "gold_controling": ["d"]}
    bad.write_text(json.dumps(typo) + "\n", "utf-8")
    with pytest.raises(InputError, match=r"bad.jsonl:1:gold_controling: unknown field "
                       r"'gold_controling' \(did you mean 'gold_controlling'\?\)"):
        read_queries(bad)
    bad.write_text("\n".join([line, "{oops", json.dumps(typo), line]) + "\n", "utf-8")
    with pytest.raises(InputError) as every:
        read_queries(bad)
    assert str(every.value).startswith(f"{bad}:2: 3 bad queries:\n  {bad}:2: invalid JSON")
    assert f"{bad}:3:gold_controling: unknown field" in str(every.value)
    assert f"{bad}:4:id: duplicate query id 'a' (first at line 1)" in str(every.value)
    for reserved in ("all", "Unsliced"):
        row = {"id": "a", "query": "x", "gold_controlling": ["d"], "slice": reserved}
        bad.write_text(json.dumps(row) + "\n", "utf-8")
        with pytest.raises(InputError, match=r"bad.jsonl:1:slice: slice name .* is reserved"):
            read_queries(bad)
    for blank in ("", "  "):
        row = {"id": "a", "query": "x", "gold_controlling": ["d"], "slice": blank}
        bad.write_text(json.dumps(row) + "\n", "utf-8")
        with pytest.raises(InputError, match=r"bad.jsonl:1:slice: slice name .* is blank"):
            read_queries(bad)


def test_markdown_report_carries_the_command_and_tables(graph: StoredGraph) -> None:
    outcome = judge("bm25", QUERY, Answer(ranked=["adv"], anchors=["adv"]), graph, 5)
    report = EvalReport(
        config=EvalConfig(benchmark="t", command="graphcar eval data --format car-ghsa"),
        summaries=[summarise([outcome], "bm25", "all", 1)],
    )
    page = markdown(report, "Title")
    assert "graphcar eval data --format car-ghsa" in page
    assert "| bm25 | all | 1 | 0.000 [0.000, 0.000] |" in page


def test_a_superseder_beyond_the_top_k_does_not_support_what_is_shown(
    graph: StoredGraph,
) -> None:
    beyond = judge("s", QUERY, Answer(ranked=["adv", "x", "fix"], anchors=["adv"]), graph, 2)
    assert beyond.unsupported == ["adv"] and not beyond.complete
    assert beyond.miss == "frontier"


def _editions(published: dict[str, str], links: list[tuple[str, str, str | None]]) -> StoredGraph:
    """Leave-policy editions published on the given dates; links: (newer, older, valid_from)."""
    documents = [_doc(i, f"leave policy, {i} edition", on) for i, on in published.items()]
    edges = [AuthorityEdge(newer_id=n, older_id=o, valid_from=v) for n, o, v in links]
    return StoredGraph(documents, [], edges)


def test_supersession_is_judged_at_the_query_as_of() -> None:
    """An edge counts from its valid_from and a superseder once it is in force, as in the
    engine's closure: asked as of 2022, the 2025 replacement does not supersede yet."""
    stored = _editions(
        {"old": "2020-01-01", "new": "2020-01-01", "later": "2026-01-01"},
        [("new", "old", "2025-01-01"), ("later", "new", None)],
    )
    in_2022 = Viewpoint(as_of="2022-06-01T00:00:00Z")
    assert stored.superseders_of("old", in_2022) == set()
    assert stored.superseders_of("old", Viewpoint(as_of="2025-06-01T00:00:00Z")) == {"new"}
    assert stored.superseders_of("new", Viewpoint(as_of="2025-06-01T00:00:00Z")) == set()
    assert stored.superseders_of("old") == {"new"}, "no viewpoint: timeless"
    asked = EvalQuery(
        id="q", query="leave policy", as_of="2022-06-01", gold_controlling=["old"]
    )
    answer = Answer(ranked=["old"], anchors=["old"], reached=["old"])
    assert judge("s", asked, answer, stored, 5).strict_tca
    assert judge("s", asked, answer, stored, 5, "store").strict_tca
    today = asked.model_copy(update={"as_of": None})
    assert judge("s", today, answer, stored, 5).unsupported == ["old"]
    assert gold_structure([asked], stored).gold_superseded == 0
    assert gold_structure([today], stored).gold_superseded == 1


def test_a_suspension_that_ended_no_longer_supersedes() -> None:
    """An edge holds through its valid_to, as in both stores: asked after the suspension
    ended, the suspended policy is in force again and showing it alone is right."""
    documents = [_doc("it2", "IT policy", "2020-01-01"), _doc("susp", "suspension", "2022-03-01")]
    edges = [
        AuthorityEdge(
            newer_id="susp",
            older_id="it2",
            kind="suspends",
            valid_from="2022-03-01T00:00:00Z",
            valid_to="2022-09-01T23:59:59Z",
        )
    ]
    stored = StoredGraph(documents, [], edges)
    assert stored.superseders_of("it2", Viewpoint(as_of="2022-06-01T00:00:00Z")) == {"susp"}
    assert stored.superseders_of("it2", Viewpoint(as_of="2022-09-01T23:59:59Z")) == {"susp"}
    assert stored.superseders_of("it2", Viewpoint(as_of="2023-01-01T00:00:00Z")) == set()
    asked = EvalQuery(id="q", query="IT policy", as_of="2023-01-01", gold_controlling=["it2"])
    answer = Answer(ranked=["it2"], anchors=["it2"], reached=["it2"])
    for mode in ("given", "store"):
        outcome = judge("s", asked, answer, stored, 1, mode)
        assert outcome.strict_tca and outcome.unsupported == [], mode
    assert gold_structure([asked], stored).gold_superseded == 0
    during = asked.model_copy(update={"as_of": "2022-06-01"})
    assert judge("s", during, answer, stored, 1).unsupported == ["it2"]


def test_a_suspension_whose_superseder_is_superseded_ends() -> None:
    """A stay dissolved by a later order: from the order on, the stayed rule is in force
    again beside it, as both stores judge it; a replacement replaced keeps its supersession."""
    documents = [
        _doc("rule", "rule", "2024-04-09"),
        _doc("stay", "stay order", "2024-06-05"),
        _doc("dissolved", "order dissolving the stay", "2025-01-28"),
    ]
    edges = [
        AuthorityEdge(newer_id="stay", older_id="rule", kind="suspends", valid_from="2024-06-05"),
        AuthorityEdge(
            newer_id="dissolved", older_id="stay", kind="rescinds", valid_from="2025-01-28"
        ),
    ]
    stored = StoredGraph(documents, [], edges)
    stayed = Viewpoint(as_of="2024-09-01T00:00:00Z")
    assert stored.superseders_of("rule", stayed) == {"stay"}
    assert stored.superseders_of("rule", Viewpoint(as_of="2025-02-01T00:00:00Z")) == set()
    assert stored.superseders_of("rule") == set(), "timeless: the stay is dissolved"
    assert stored.frontier({"rule", "stay", "dissolved"}) == {"rule", "dissolved"}
    replaced = [e.model_copy(update={"kind": "replaces"}) for e in edges]
    assert StoredGraph(documents, [], replaced).superseders_of("rule") == {"stay"}


def test_a_voided_superseder_hands_back_what_it_replaced() -> None:
    """Revision 5 of a plan, declared void by a notice: from the notice on, revision 4 is in
    force again beside it, as both stores judge it (``ANNULLING_KINDS``)."""
    documents = [
        _doc("rev-4", "plan revision 4", "2021-10-04"),
        _doc("rev-5", "plan revision 5", "2024-01-03"),
        _doc("notice", "revision 5 is void", "2024-01-10"),
    ]
    edges = [
        AuthorityEdge(
            newer_id="rev-5", older_id="rev-4", kind="supersedes", valid_from="2024-01-03"
        ),
        AuthorityEdge(newer_id="notice", older_id="rev-5", kind="voids", valid_from="2024-01-10"),
    ]
    stored = StoredGraph(documents, [], edges)
    assert stored.superseders_of("rev-4", Viewpoint(as_of="2024-01-05T00:00:00Z")) == {"rev-5"}
    assert stored.superseders_of("rev-4", Viewpoint(as_of="2024-02-01T00:00:00Z")) == set()
    assert stored.frontier({"rev-4", "rev-5", "notice"}) == {"rev-4", "notice"}
    replaced = [edges[0], edges[1].model_copy(update={"kind": "replaces"})]
    assert StoredGraph(documents, [], replaced).superseders_of("rev-4") == {"rev-5"}


def test_a_reinstatement_undoes_earlier_supersessions_and_joins_the_closure() -> None:
    """An order revoked in 2021 and reinstated in 2025: from the reinstatement on, the
    revocation no longer supersedes it, the reinstating order is reached from it, and a later
    replacement supersedes it again, as both stores judge it."""
    documents = [
        _doc("order", "order", "2020-10-21"),
        _doc("revocation", "revoking order", "2021-01-22"),
        _doc("reinstatement", "reinstating order", "2025-01-20"),
        _doc("replacement", "replacing order", "2025-08-01"),
    ]
    edges = [
        AuthorityEdge(
            newer_id="revocation", older_id="order", kind="revokes", valid_from="2021-01-22"
        ),
        AuthorityEdge(
            newer_id="reinstatement", older_id="order", kind="reinstates", valid_from="2025-01-20"
        ),
        AuthorityEdge(
            newer_id="replacement", older_id="order", kind="replaces", valid_from="2025-08-01"
        ),
    ]
    stored = StoredGraph(documents, [], edges)
    revoked = Viewpoint(as_of="2024-01-01T00:00:00Z")
    reinstated = Viewpoint(as_of="2025-03-01T00:00:00Z")
    assert stored.superseders_of("order", revoked) == {"revocation"}
    assert stored.superseders_of("order", reinstated) == set()
    assert stored.upward({"order"}, reinstated) == {"order", "revocation", "reinstatement"}
    later = Viewpoint(as_of="2025-09-01T00:00:00Z")
    assert stored.superseders_of("order", later) == {"replacement"}


def test_a_deferred_document_counts_from_its_new_day_only() -> None:
    """A 2023 rule replacing the 2020 rule, deferred to 26 February 2024 by a delay notice: in
    January the 2023 rule supersedes nothing, the delay is reached from it and the 2020 rule
    controls beside the delay, as both stores judge it; from the new day the 2023 rule
    replaces the 2020 rule; timelessly the deferral is over."""
    documents = [
        _doc("rule-2020", "rule", "2020-02-26"),
        _doc("rule-2023", "rule revised", "2023-10-27"),
        _doc("delay", "delay of effective date", "2023-12-14"),
    ]
    edges = [
        AuthorityEdge(
            newer_id="rule-2023", older_id="rule-2020", kind="replaces", valid_from="2023-12-26"
        ),
        AuthorityEdge(
            newer_id="delay",
            older_id="rule-2023",
            kind="defers",
            valid_from="2023-12-14",
            valid_to="2024-02-25T23:59:59Z",
        ),
    ]
    stored = StoredGraph(documents, [], edges)
    delayed = Viewpoint(as_of="2024-01-15T00:00:00Z")
    assert stored.superseders_of("rule-2020", delayed) == set()
    assert stored.upward({"rule-2020"}, delayed) == {"rule-2020", "delay"}
    assert stored.frontier(stored.upward({"rule-2020"}, delayed), delayed) == {
        "rule-2020",
        "delay",
    }
    in_force = Viewpoint(as_of="2024-02-26T00:00:00Z")
    assert stored.superseders_of("rule-2020", in_force) == {"rule-2023"}
    assert stored.upward({"rule-2020"}, in_force) == {"rule-2020", "rule-2023"}
    assert stored.superseders_of("rule-2020") == {"rule-2023"}


def test_the_upward_walk_passes_a_superseder_not_yet_in_force() -> None:
    """As in both stores' closure, a superseder not yet in force passes the walk on without
    being reached: asked in 2022, the 2021 'top' (over the 2026 'mid') is in F*, 'mid' is not,
    and 'old' is not yet superseded."""
    stored = _editions(
        {"old": "2020-01-01", "mid": "2026-01-01", "top": "2021-01-01"},
        [("mid", "old", "2020-06-01"), ("top", "mid", "2021-01-01")],
    )
    in_2022 = Viewpoint(as_of="2022-06-01T00:00:00Z")
    assert stored.upward(["old"], in_2022) == {"old", "top"}
    assert stored.frontier(stored.upward(["old"], in_2022), in_2022) == {"old", "top"}
    asked = EvalQuery(id="q", query="leave policy", as_of="2022-06-01", gold_controlling=["old"])
    assert gold_frontier(asked, stored, "store") == {"old", "top"}
    answer = Answer(ranked=["old"], anchors=["old"], reached=["old"])
    assert not judge("s", asked, answer, stored, 5, "store").strict_tca


def test_store_frontier_and_strict_tca_follow_the_viewer() -> None:
    """With --gold-frontier store, F* is recomputed for the query's viewer and strict TCA
    tests that F*, not the given ids."""
    brown = "emp:EMP018-Brown"
    documents = [_doc(i, i) for i in ("blackout", "exception")]
    edges = [
        AuthorityEdge(
            newer_id="exception", older_id="blackout", kind="supersedes", applies_to=(brown,)
        )
    ]
    stored = StoredGraph(documents, [], edges)
    shown = Answer(ranked=["blackout"], anchors=["blackout"], reached=["blackout"])
    for text, strict in (("Can EMP018-Brown trade ORCL?", False), ("Can EMP003-Kim?", True)):
        asked = EvalQuery(id="q", query=text, gold_controlling=["blackout"])
        outcome = judge("s", asked, shown, stored, 5, "store")
        assert outcome.strict_tca is strict, text
        assert outcome.r_frontier == (1.0 if strict else 0.0)


def test_a_cycle_leaves_the_given_frontier() -> None:
    documents = [_doc("a", "a"), _doc("b", "b")]
    edges = [AuthorityEdge(newer_id="a", older_id="b"), AuthorityEdge(newer_id="b", older_id="a")]
    stored = StoredGraph(documents, [], edges)
    asked = EvalQuery(id="q", query="a", gold_controlling=["a"])
    empty = judge("s", asked, Answer(ranked=[], anchors=["a"], reached=["a"]), stored, 5, "store")
    assert not empty.strict_tca and empty.r_frontier == 0.0


def test_a_wrong_verdict_on_an_incomplete_answer_is_a_frontier_miss(graph: StoredGraph) -> None:
    labelled = QUERY.model_copy(update={"gold_answer": "patched"})
    answer = Answer(ranked=["fix", "old"], anchors=["adv"], verdict="vulnerable")
    outcome = judge("s", labelled, answer, graph, 5)
    assert outcome.label_ok is False and outcome.miss == "frontier"


def test_mrr_ranks_what_is_shown(graph: StoredGraph) -> None:
    repeated = judge("s", QUERY, Answer(ranked=["x", "x", "fix"], anchors=["adv"]), graph, 2)
    assert repeated.top_k == ["x", "fix"] and repeated.gold_at_k and repeated.mrr == 0.5


def test_kappa_is_scope_per_gold_closure_document_and_left_out_without_anchors(
    graph: StoredGraph,
) -> None:
    """QUERY's closure is {adv, fix}; the anchors' scope closure of "old" is {old, new}, of
    "adv" {adv, fix}, of both all four."""
    wide = judge("s", QUERY, Answer(ranked=["fix"], anchors=["adv", "old"]), graph, 5)
    exact = judge("s", QUERY, Answer(ranked=["fix"], anchors=["adv"]), graph, 5)
    lost = judge("s", QUERY, Answer(ranked=["x"], anchors=[]), graph, 5)
    assert (wide.kappa, exact.kappa, lost.kappa) == (2.0, 1.0, None)
    assert summarise([wide, exact, exact, lost], "s", "all", 1).kappa_median == 1.0
    assert math.isnan(summarise([lost], "s", "all", 1).kappa_median)


def test_latency_percentiles_are_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentiles(values) == {"p50": 50.0, "p95": 95.0, "p99": 99.0}
    assert percentiles([10.0, 20.0, 30.0, 1000.0]) == {"p50": 20.0, "p95": 1000.0, "p99": 1000.0}


def test_unsliced_queries_get_their_own_row(graph: StoredGraph) -> None:
    sliced = QUERY.model_copy(update={"id": "q2", "slice": "hard"})
    outcomes = {"s": [judge("s", q, Answer(ranked=["fix"], anchors=["adv"]), graph, 5)
                      for q in (QUERY, sliced)]}
    report = EvalReport(config=EvalConfig(benchmark="t"))
    summarise_run(report, ["s"], [QUERY, sliced], outcomes, Settings(dense=False))
    assert [(s.slice, s.n) for s in report.summaries] == [
        ("all", 2), ("hard", 1), ("unsliced", 1)
    ]
    page = markdown(report, "T")
    overall = page.split("## All queries")[1].split("## By slice")[0]
    assert overall.count("| s |") == 1


def test_the_report_writes_every_judgement_per_query(graph: StoredGraph, tmp_path: Path) -> None:
    """The JSON keeps the first misses; OUT.outcomes.jsonl has every system on every query,
    hits included, so one answer can be checked by hand without re-running it."""
    hit = judge("s", QUERY, Answer(ranked=["fix", "adv"], anchors=["adv"]), graph, 5)
    report = EvalReport(config=EvalConfig(benchmark="t"))
    summarise_run(report, ["s"], [QUERY], {"s": [hit]}, Settings(dense=False))
    write_report(report, tmp_path / "run", "T")
    rows = [json.loads(line) for line in (tmp_path / "run.outcomes.jsonl").read_text().splitlines()]
    assert [(r["system"], r["query_id"], r["strict_tca"], r["top_k"]) for r in rows] == [
        ("s", "q1", True, ["fix", "adv"])
    ]
    assert "outcomes" not in json.loads((tmp_path / "run.json").read_text())


def test_a_gold_superseded_document_shown_as_controlling_is_counted(graph: StoredGraph) -> None:
    """Trial 47: with no edge derived, "Is Rev. Proc. 2023-8 still in effect?" showed it as
    controlling next to its superseder, and strict TCA (Theorem 4) passed; the outcome names
    it, the summary and the page count it, for systems that label their rows."""
    shown_current = Answer(ranked=["fix", "adv"], anchors=["adv"], labelled=True)
    promoted = judge("s", QUERY, shown_current, graph, 5)
    assert promoted.strict_tca and promoted.promoted == ["adv"]
    marked = Answer(ranked=["fix", "adv"], anchors=["adv"], superseded=["adv"], labelled=True)
    assert judge("s", QUERY, marked, graph, 5).promoted == []
    proposed = Answer(
        ranked=["adv", "fix"], anchors=["adv"], pending=["fix"], under_review=["adv"],
        labelled=True,
    )
    assert judge("s", QUERY, proposed, graph, 5).promoted == [], "its row names a pending fix"
    flat = judge("s", QUERY, Answer(ranked=["fix", "adv"], anchors=["adv"]), graph, 5)
    assert flat.promoted == [], "a flat list labels nothing"
    summary = summarise([promoted, flat], "s", "all", seed=1)
    assert summary.promoted == 1
    page = markdown(EvalReport(config=EvalConfig(benchmark="t"), summaries=[summary]), "T")
    assert "none proposed; not a strict-TCA miss): s 1 of 2." in page


def test_a_gold_controlling_document_shown_as_superseded_fails_strict_tca(
    graph: StoredGraph,
) -> None:
    """A wrongly derived edge makes the system show the gold fix as outdated: present, but
    the answer says the opposite of the gold. gold@k counts it, strict TCA does not."""
    demoted = judge(
        "s", QUERY, Answer(ranked=["fix", "adv"], anchors=["adv"], superseded=["fix"]), graph, 5
    )
    assert demoted.gold_at_k and not demoted.strict_tca
    assert demoted.demoted == ["fix"] and demoted.miss == "frontier"
    plain = judge(
        "s", QUERY, Answer(ranked=["fix", "adv"], anchors=["adv"], superseded=["adv"]), graph, 5
    )
    assert plain.strict_tca and plain.demoted == []


def test_a_gold_document_shown_under_its_own_lapse_notice_is_shown_as_lapsed() -> None:
    """Trial 62: the gold for "the 2023 emergency rule" is the rule, answer "lapsed"; the
    engine shows its lapse notice and the rule under it. That is the rule, presented as
    lapsed, not demoted; without the notice in the top-k it is shown as superseded."""
    documents = [_doc("rule", "emergency heat rule", "2023-06-20", "regulation")]
    lapse = Document(
        id="rule#lapsed", text="Lapse notice", published_at="2023-11-01", doc_type="lapse"
    )
    stored = StoredGraph(
        [*documents, lapse], [], [AuthorityEdge(newer_id="rule#lapsed", older_id="rule",
                                                kind="expires")]
    )
    asked = EvalQuery(id="q", query="heat rule?", gold_controlling=["rule"], gold_answer="lapsed")
    answer = Answer(
        ranked=["rule#lapsed", "rule"], anchors=["rule"], superseded=["rule"], verdict="lapsed"
    )
    shown = judge("s", asked, answer, stored, 5)
    assert shown.strict_tca and shown.demoted == []
    cut = judge("s", asked, answer, stored, 1)
    assert not cut.strict_tca
    alone = answer.model_copy(update={"ranked": ["rule", "x"]})
    assert judge("s", asked, alone, stored, 5).demoted == ["rule"]
