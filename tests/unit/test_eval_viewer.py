"""The evaluator judges supersession per viewer, as the engine's closure does: an edge
restricted to one employee makes a blackout superseded only in queries about that employee."""

from __future__ import annotations

from graphcar.eval.graph import StoredGraph, Viewpoint
from graphcar.eval.metrics import judge
from graphcar.eval.queries import EvalQuery
from graphcar.eval.systems import Answer
from graphcar.model import AuthorityEdge, Document

BROWN = "emp:EMP018-Brown"
FOR_BROWN = Viewpoint(frozenset({BROWN}))


def graph() -> StoredGraph:
    docs = [Document(id=i, text=i) for i in ("pc", "blackout", "exception", "lift")]
    edges = [
        AuthorityEdge(newer_id="blackout", older_id="pc", kind="voids"),
        AuthorityEdge(
            newer_id="exception", older_id="blackout", kind="supersedes", applies_to=(BROWN,)
        ),
    ]
    return StoredGraph(docs, [], edges)


def test_restricted_edge_holds_for_its_viewer_only() -> None:
    stored = graph()
    assert stored.superseders_of("blackout", FOR_BROWN) == {"exception"}
    assert stored.superseders_of("blackout", Viewpoint(frozenset({"emp:EMP003-Kim"}))) == set()
    assert stored.superseders_of("blackout") == set()
    assert stored.upward(["pc"], FOR_BROWN) == {"pc", "blackout", "exception"}
    assert stored.upward(["pc"]) == {"pc", "blackout"}
    assert stored.frontier({"blackout", "exception"}) == {"blackout", "exception"}
    assert stored.unsupported(["blackout"], FOR_BROWN) == ["blackout"]
    assert stored.unsupported(["blackout"]) == []


def test_an_unrestricted_twin_edge_holds_for_everyone() -> None:
    stored = graph()
    stored = StoredGraph(
        stored.documents.values(),
        [],
        [*stored.edges, AuthorityEdge(newer_id="exception", older_id="blackout", kind="voids")],
    )
    assert stored.superseders_of("blackout") == {"exception"}


def test_strict_tca_reads_the_viewer_from_the_query_text() -> None:
    stored = graph()
    answer = Answer(ranked=["blackout"], anchors=["pc"], reached=["pc", "blackout"])
    for text, strict in (
        ("Can EMP003-Kim rely on their ORCL pre-clearance?", True),
        ("Can EMP018-Brown rely on their ORCL pre-clearance?", False),
    ):
        query = EvalQuery(id="q", query=text, gold_controlling=["blackout"])
        outcome = judge("graphcar", query, answer, stored, k=5)
        assert outcome.strict_tca is strict, text
        assert outcome.complete is strict


def test_a_restriction_holds_for_one_named_entity_of_each_kind() -> None:
    from graphcar.model import applies_for

    lots = ("lot:A1", "lot:B2")
    assert applies_for(lots, {"lot:B2"}) and not applies_for(lots, {"lot:C3"})
    assert applies_for((), set())
    mixed = ("emp:EMP1-Ng", "lot:A1")
    assert not applies_for(mixed, {"lot:A1"})
    assert applies_for(mixed, {"lot:A1", "emp:EMP1-Ng", "ticker:X"})
