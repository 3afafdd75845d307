"""The viewer and curator reads every GraphStore answers the same way: ``authority_chain``,
``entity_scope`` and ``edge_records`` (Neo4j and embedded), plus one API entitlement check on
the embedded store (the e2e API suite runs on Neo4j only).

Hidden documents must come back as bare ids (``visible=False``), and a pending edge whose
proposer the caller cannot see must not be returned at all.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from graphcar.api.app import create_app
from graphcar.config import Settings
from graphcar.model import EdgeStatus, Entity, IngestBatch, Mention
from graphcar.runtime import ingest_paths
from graphcar.store.base import AnchorRequest, CarSubgraph, GraphStore
from tests.contract.test_store_contract import AS_OF, KNOWN_AT, batch, doc, frontier, sup
from tests.e2e.conftest import DEMO, ENTITLEMENTS, KEY_SETTING, assert_no_canary, auth

LATER = "2050-01-01T00:00:00Z"
KEY = "product:widget"

def edge_triples(graph: CarSubgraph) -> set[tuple[str, str, str]]:
    return {(e.newer_id, e.older_id, e.status) for e in graph.edges}


def with_entity(data: IngestBatch, key: str, doc_ids: list[str]) -> IngestBatch:
    """``data`` plus one shared entity mentioned by ``doc_ids``."""
    data.entities.append(Entity(key=key, kind="product", name=key.split(":", 1)[1]))
    data.mentions.extend(Mention(doc_id=doc_id, entity_key=key) for doc_id in doc_ids)
    return data


# -- authority_chain -----------------------------------------------------------------------------
@pytest.fixture
def diamond(any_store: GraphStore) -> GraphStore:
    """d supersedes b and c (d->b valid only from 2040), both supersede a, a supersedes old,
    which s2 (outside a's chain) also supersedes; x proposes to supersede c, a proposes to
    supersede y, r's edge to a was rejected."""
    any_store.upsert(batch(
        [doc(i) for i in ("old", "a", "b", "c", "d", "x", "y", "r", "s2")],
        [sup("d", "b", valid_from="2040-01-01"), sup("d", "c"), sup("b", "a"), sup("c", "a"),
         sup("a", "old", evidence="a replaces old"), sup("s2", "old"),
         sup("x", "c", status="proposed"), sup("a", "y", status="proposed"),
         sup("r", "a", status="rejected")],
    ))
    return any_store


def test_chain_goes_up_and_down_with_pending_ends(diamond: GraphStore) -> None:
    graph = diamond.authority_chain("a", None, as_of=AS_OF)
    assert graph is not None
    assert set(graph.nodes) == {"old", "a", "b", "c", "d", "x", "y"}
    assert edge_triples(graph) == {
        ("d", "b", "accepted"), ("d", "c", "accepted"), ("b", "a", "accepted"),
        ("c", "a", "accepted"), ("a", "old", "accepted"),
        ("x", "c", "proposed"), ("a", "y", "proposed"),
    }
    assert [(e.older_id, e.newer_id) for e in graph.edges] == sorted(
        (e.older_id, e.newer_id) for e in graph.edges)
    superseded = {doc_id for doc_id, node in graph.nodes.items() if node.superseded}
    assert superseded == {"old", "a", "c"}  # d->b is not valid yet; s2 is outside the chain
    assert all(node.visible and node.title == f"Title {doc_id}" and node.text is None
               for doc_id, node in graph.nodes.items())
    assert {e.evidence for e in graph.edges if e.older_id == "old"} == {"a replaces old"}


def test_chain_judges_superseded_at_as_of(diamond: GraphStore) -> None:
    graph = diamond.authority_chain("a", None, as_of=LATER)
    assert graph is not None
    assert graph.nodes["b"].superseded


def test_chain_as_it_stood_at_as_of(any_store: GraphStore) -> None:
    """Documents not yet in force are left out (the start document stays) and supersede
    nothing; an edge restricted to one employee supersedes for nobody here, and says so."""
    any_store.upsert(batch(
        [doc("a", published="2020-01-01"), doc("b", published="2022-01-01"),
         doc("c", published="2024-01-01"), doc("e", published="2024-06-01")],
        [sup("b", "a"), sup("c", "b"), sup("e", "c", applies_to=("emp:EMP1-Kim",))],
    ))
    early = any_store.authority_chain("a", None, as_of="2021-01-01T00:00:00Z")
    assert early is not None and set(early.nodes) == {"a"} and frontier(early) == {"a"}
    middle = any_store.authority_chain("a", None, as_of="2023-01-01T00:00:00Z")
    assert middle is not None and set(middle.nodes) == {"a", "b"}
    assert frontier(middle) == {"b"}
    unborn = any_store.authority_chain("c", None, as_of="2023-01-01T00:00:00Z")
    assert unborn is not None and set(unborn.nodes) == {"a", "b", "c"}
    now = any_store.authority_chain("a", None, as_of=AS_OF)
    assert now is not None and frontier(now) == {"c", "e"}
    (restricted,) = [edge for edge in now.edges if edge.newer_id == "e"]
    assert restricted.applies_to == ["emp:EMP1-Kim"]


def test_chain_does_not_go_sideways(diamond: GraphStore) -> None:
    graph = diamond.authority_chain("b", None, as_of=AS_OF)
    assert graph is not None
    assert set(graph.nodes) == {"b", "d", "a", "old", "y"}  # no c, x (sibling) nor s2
    assert edge_triples(graph) == {
        ("d", "b", "accepted"), ("b", "a", "accepted"), ("a", "old", "accepted"),
        ("a", "y", "proposed"),
    }
    assert diamond.authority_chain("absent", None, as_of=AS_OF) is None


@pytest.fixture
def hidden(any_store: GraphStore) -> GraphStore:
    """H (restricted) supersedes v1, which supersedes v0; draft proposes to supersede v1; the
    restricted N proposes to supersede v1 and H proposes to supersede draft. Everything but v0
    mentions KEY; F (in force from 2040) mentions it too and X supersedes draft from 2040;
    O, which does not mention KEY, proposes to supersede v1."""
    docs = [doc("v0"), doc("v1"), doc("draft"), doc("O"), doc("X"),
            doc("F").model_copy(update={"effective_from": "2040-01-01T00:00:00Z"}),
            doc("H", access=["secret"], title="CANARY title", text="CANARY text"),
            doc("N", access=["secret"], title="CANARY note")]
    edges = [sup("v1", "v0", evidence="public evidence"), sup("H", "v1", evidence="CANARY ev"),
             sup("draft", "v1", status="proposed"), sup("N", "v1", status="proposed"),
             sup("H", "draft", status="proposed"), sup("O", "v1", status="proposed"),
             sup("X", "draft", valid_from="2040-01-01")]
    any_store.upsert(with_entity(batch(docs, edges), KEY, ["v0", "v1", "draft", "H", "F"]))
    any_store.upsert(with_entity(IngestBatch(), "product:secret", ["H"]))
    return any_store


def test_hidden_superseder_in_chain(hidden: GraphStore) -> None:
    graph = hidden.authority_chain("v1", [], as_of=AS_OF)
    assert graph is not None
    assert "CANARY" not in graph.model_dump_json()
    assert {"v0", "v1", "H", "draft", "O"} <= set(graph.nodes)
    secret = graph.nodes["H"]
    assert not secret.visible and not secret.superseded
    assert (secret.title, secret.text, secret.doc_type, secret.domain, secret.published_at,
            secret.in_force_from, secret.effective_to) == (None,) * 7
    assert graph.nodes["v1"].superseded and graph.nodes["v1"].visible
    assert {("H", "v1", "accepted"), ("draft", "v1", "proposed")} <= edge_triples(graph)
    assert {e.evidence for e in graph.edges if e.newer_id == "H"} == {""}
    assert {e.evidence for e in graph.edges if e.newer_id == "v1"} == {"public evidence"}
    assert hidden.authority_chain("H", [], as_of=AS_OF) is None
    insider = hidden.authority_chain("v1", ["secret"], as_of=AS_OF)
    assert insider is not None and insider.nodes["H"].title == "CANARY title"
    assert {e.evidence for e in insider.edges if e.newer_id == "H" and e.older_id == "v1"} == {
        "CANARY ev"}


def test_hidden_proposer_not_in_chain(hidden: GraphStore) -> None:
    everything = hidden.authority_chain("draft", None, as_of=AS_OF)
    assert everything is not None and {"H", "v1", "X"} <= set(everything.nodes)
    for doc_id in ("v1", "draft"):
        graph = hidden.authority_chain(doc_id, [], as_of=AS_OF)
        assert graph is not None
        assert "N" not in graph.nodes
        assert {(e.newer_id, e.older_id) for e in graph.edges if e.status == "proposed"} <= {
            ("draft", "v1"), ("O", "v1")}
    draft = hidden.authority_chain("draft", [], as_of=AS_OF)
    assert draft is not None and set(draft.nodes) == {"draft", "v1", "X"}


# -- entity_scope --------------------------------------------------------------------------------
def test_entity_scope_and_its_frontier(hidden: GraphStore) -> None:
    graph = hidden.entity_scope(KEY, [], as_of=AS_OF, known_at=KNOWN_AT)
    assert graph is not None
    assert "CANARY" not in graph.model_dump_json()
    assert [(a.id, a.rank, a.score) for a in graph.anchors] == [
        ("draft", 1, 1.0), ("v0", 2, 1.0), ("v1", 3, 1.0)]
    assert graph.scope == [KEY] and graph.arms == {}
    assert set(graph.nodes) == {"v0", "v1", "draft", "H"}
    assert frontier(graph) == {"H", "draft"}
    assert not graph.nodes["H"].visible and graph.nodes["H"].title is None
    assert graph.nodes["v1"].title == "Title v1"
    assert all(node.text is None for node in graph.nodes.values())
    assert {("v1", "v0", "accepted"), ("H", "v1", "accepted"),
            ("draft", "v1", "proposed")} <= edge_triples(graph)
    assert ("O", "v1", "proposed") not in edge_triples(graph)  # proposer outside the scope
    assert {e.evidence for e in graph.edges} == {""}


def test_entity_scope_matches_car_closure(hidden: GraphStore) -> None:
    for access in ([], None):
        scope = hidden.entity_scope(KEY, access, as_of=AS_OF, known_at=KNOWN_AT)
        car = hidden.car_subgraph(AnchorRequest(
            identifier_keys=[KEY], anchor_k=10, as_of=AS_OF, known_at=KNOWN_AT, access=access))
        assert scope is not None
        assert {a.id for a in scope.anchors} == {a.id for a in car.anchors}
        assert set(scope.nodes) == set(car.nodes)
        assert frontier(scope) == frontier(car)
        accepted = {t for t in edge_triples(car) if t[2] == "accepted"}
        assert {t for t in edge_triples(scope) if t[2] == "accepted"} == accepted


def test_entity_scope_moves_with_time(hidden: GraphStore) -> None:
    admin = hidden.entity_scope(KEY, None, as_of=AS_OF, known_at=KNOWN_AT)
    assert admin is not None
    assert [a.id for a in admin.anchors] == ["H", "draft", "v0", "v1"]
    assert admin.nodes["H"].title == "CANARY title" and frontier(admin) == {"H", "draft"}
    later = hidden.entity_scope(KEY, None, as_of=LATER, known_at=KNOWN_AT)
    assert later is not None
    assert "F" in {a.id for a in later.anchors}
    assert frontier(later) == {"H", "X", "F"}
    assert later.nodes["draft"].superseded
    before = hidden.entity_scope(KEY, None, as_of=AS_OF, known_at="2000-01-01T00:00:00Z")
    assert before is not None and (before.anchors, before.nodes, before.edges) == ([], {}, [])


def test_entity_scope_of_unknown_or_unseen_entity(hidden: GraphStore) -> None:
    assert hidden.entity_scope("product:absent", None, as_of=AS_OF, known_at=KNOWN_AT) is None
    unseen = hidden.entity_scope("product:secret", [], as_of=AS_OF, known_at=KNOWN_AT)
    assert unseen is not None
    assert (unseen.anchors, unseen.nodes, unseen.scope) == ([], {}, ["product:secret"])


def test_hidden_proposer_not_in_entity_scope(
    hidden: GraphStore, request: pytest.FixtureRequest
) -> None:
    admin = hidden.entity_scope(KEY, None, as_of=AS_OF, known_at=KNOWN_AT)
    assert admin is not None and ("H", "draft", "proposed") in edge_triples(admin)
    graph = hidden.entity_scope(KEY, [], as_of=AS_OF, known_at=KNOWN_AT)
    assert graph is not None
    assert {(e.newer_id, e.older_id) for e in graph.edges if e.status == "proposed"} == {
        ("draft", "v1")}


# -- edge_records --------------------------------------------------------------------------------
@pytest.fixture
def curated(any_store: GraphStore) -> GraphStore:
    """Five edges recorded a month apart; h is restricted (one edge from it, one to it)."""
    any_store.upsert(batch(
        [doc("a"), doc("b"), doc("c"), doc("h", access=["secret"], title="CANARY")],
        [sup("b", "a", recorded_at="2024-01-01", evidence="b over a"),
         sup("c", "b", status="proposed", recorded_at="2024-02-01"),
         sup("c", "a", status="proposed", recorded_at="2024-03-01"),
         sup("h", "c", status="proposed", recorded_at="2024-04-01"),
         sup("b", "h", recorded_at="2024-05-01")],
    ))
    return any_store


def pairs(store: GraphStore, *, status: EdgeStatus | None = None, doc_id: str | None = None,
          access: list[str] | None = None, limit: int = 100,
          offset: int = 0) -> list[tuple[str, str]]:
    records = store.edge_records(status=status, doc_id=doc_id, access=access, limit=limit,
                                 offset=offset)
    return [(r.edge.newer_id, r.edge.older_id) for r in records]


def test_edge_records_order_and_entitlements(curated: GraphStore) -> None:
    assert pairs(curated) == [("b", "h"), ("h", "c"), ("c", "a"), ("c", "b"), ("b", "a")]
    visible = curated.edge_records(access=[])
    assert [(r.edge.newer_id, r.edge.older_id) for r in visible] == [
        ("c", "a"), ("c", "b"), ("b", "a")]
    assert "CANARY" not in "".join(r.model_dump_json() for r in visible)
    last = visible[-1]
    assert (last.newer_title, last.older_title, last.edge.evidence) == (
        "Title b", "Title a", "b over a")
    assert last.edge.recorded_at == "2024-01-01T00:00:00Z"
    assert pairs(curated, access=["secret"]) == pairs(curated)


def test_edge_records_filters(curated: GraphStore) -> None:
    assert pairs(curated, status="proposed", access=[]) == [("c", "a"), ("c", "b")]
    assert pairs(curated, status="proposed") == [("h", "c"), ("c", "a"), ("c", "b")]
    assert pairs(curated, doc_id="c", access=[]) == [("c", "a"), ("c", "b")]
    assert pairs(curated, doc_id="c") == [("h", "c"), ("c", "a"), ("c", "b")]
    assert pairs(curated, doc_id="h", access=[]) == []
    assert pairs(curated, status="rejected") == []


def test_edge_records_pages(curated: GraphStore) -> None:
    everything = pairs(curated)
    pages = [pairs(curated, limit=2, offset=offset) for offset in (0, 2, 4, 6)]
    assert pages == [everything[:2], everything[2:4], everything[4:], []]
    assert pairs(curated, access=[], limit=1, offset=1) == [("c", "b")]


def test_edge_records_carry_the_review_audit(curated: GraphStore) -> None:
    (before,) = curated.edge_records(doc_id="b", status="proposed")
    assert (before.reviewed_by, before.reviewed_at, before.review_reason) == (None, None, None)
    curated.set_edge_status("c", "b", "supersedes", "rejected", by="cur", reason="duplicate")
    (record,) = curated.edge_records(status="rejected")
    assert (record.edge.newer_id, record.edge.older_id) == ("c", "b")
    assert (record.reviewed_by, record.review_reason) == ("cur", "duplicate")
    assert record.reviewed_at is not None and record.edge.reviewed_by == "cur"


# -- the API over the embedded store -------------------------------------------------------------
@pytest.fixture
def embedded_client(embedded_store: GraphStore, tmp_path: Path) -> TestClient:
    """The API over an embedded store holding the e2e demo and entitlement corpora."""
    settings = Settings(neo4j_uri=None, data_dir=tmp_path / "data", dense=False,
                        api_keys=KEY_SETTING, auth_disabled=False)
    report = ingest_paths(settings, embedded_store, [*sorted(DEMO.glob("*.jsonl")), ENTITLEMENTS])
    assert report.ok, report.errors
    return TestClient(create_app(settings, embedded_store))


def test_api_entitlements_on_embedded_store(embedded_client: TestClient) -> None:
    with embedded_client as client:
        chain = client.get("/v1/documents/pub-guide-v1/authority", headers=auth("reader"))
        assert chain.status_code == 200
        assert_no_canary(chain.text)
        nodes = {node["id"]: node for node in chain.json()["nodes"]}
        hidden = [node for node in nodes.values() if not node["visible"]]
        assert len(hidden) == 1 and hidden[0]["role"] == "controlling"
        assert hidden[0]["title"] is None and nodes["pub-guide-v1"]["role"] == "superseded"
        draft = client.get("/v1/documents/pub-guide-draft/authority", headers=auth("reader"))
        assert_no_canary(draft.text)
        assert all(node["visible"] for node in draft.json()["nodes"])  # no hidden proposer
        scope = client.get("/v1/entities/product:widget-x", headers=auth("reader"))
        assert_no_canary(scope.text)
        assert "pub-guide-draft" in scope.json()["frontier"]
        edges = client.get("/v1/edges", params={"status": "proposed"}, headers=auth("curator"))
        assert_no_canary(edges.text)
        assert ("pub-guide-draft", "pub-guide-v1") in {
            (e["newer_id"], e["older_id"]) for e in edges.json()["edges"]}
        insider = client.get("/v1/documents/pub-guide-v1/authority", headers=auth("insider"))
        assert "sec-guide-canary" in insider.json()["controlling"]


# -- domains -----------------------------------------------------------------------------------
def test_a_domain_no_visible_document_has_is_refused_by_name(any_store: GraphStore) -> None:
    """A RAG engineer's trial: ``"domain": "astrology"`` answered 200 with no rows, read as
    "nothing relevant". The store lists the domains a caller may see; the engine refuses
    another, and only when nothing was found."""
    from graphcar.car import CarEngine
    from graphcar.errors import QueryError
    from graphcar.model import Query

    docs = [doc("pub"), doc("sec", access=["secret"])]
    docs[0].domain, docs[1].domain = "policy", "security"
    any_store.upsert(batch(docs))
    assert any_store.domains(None) == ["policy", "security"]
    assert any_store.domains([]) == ["policy"]
    assert any_store.domains(["secret"]) == ["policy", "security"]
    engine = CarEngine(any_store, Settings(neo4j_uri=None, dense=False))
    with pytest.raises(QueryError, match="no document has domain 'astrology'; domains: policy"):
        engine.query(Query(text="Body of document", domain="astrology", access=()))
    with pytest.raises(QueryError, match="domain 'security'"):
        engine.query(Query(text="Body of document", domain="security", access=()))
    assert engine.query(Query(text="zzqqxx", domain="policy", access=())).rows == []
    found = engine.query(Query(text="Body of document", domain="security", access=("secret",)))
    assert [row.id for row in found.rows] == ["sec"]


# -- the document a question names ---------------------------------------------------------------
def test_a_question_naming_a_document_by_its_title_or_a_short_case_name_leads_with_it(
    any_store: GraphStore,
) -> None:
    """Trial 50: "Is the Information Security Policy still in force ...?" led with minutes
    using its words more often. Trial 51: "Is Whitcomb v. Ohio Valley Electric still good
    law?" (the store holds "... Electric Corp.") led with an opinion citing it."""
    from graphcar.car import CarEngine
    from graphcar.model import Query

    wordy = "Information security and hybrid working were discussed; the policy on hybrid work."
    docs = [
        doc("isp", text="Lock screens and report incidents.", title="Information Security Policy"),
        doc("minutes", text=wordy * 3, title="Minutes of the People Committee"),
        doc("whitcomb", text="A utility may not cut service.",
            title="Whitcomb v. Ohio Valley Electric Corp., 401 U.S. 622 (1971)"),
        doc("greer", text="Whitcomb v. Ohio Valley Electric Corp. is good law; Whitcomb stands; "
            "Whitcomb is confined to its facts and still good law.", title="Greer v. Lindqvist"),
    ]
    any_store.upsert(with_entity(
        batch(docs), "casename:whitcomb v. ohio valley electric corp", ["whitcomb", "greer"]
    ))
    engine = CarEngine(any_store, Settings(neo4j_uri=None, dense=False))

    def first(text: str) -> str:
        return engine.query(Query(text=text, k=3)).rows[0].id

    assert first("Is the Information Security Policy still in force after hybrid working?") == (
        "isp"
    )
    assert first("Is Whitcomb v. Ohio Valley Electric still good law?") == "whitcomb"
