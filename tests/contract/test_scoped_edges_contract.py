"""Entity-restricted edges (``AuthorityEdge.applies_to``) on every store.

An exception granted to one employee supersedes a ticker's blackout only for queries about that
employee: the closure, the incoming edges and the superseded flag must all agree, on Neo4j and
on the embedded store alike, and the restriction must survive a write/read round trip.
"""

from __future__ import annotations

from collections.abc import Sequence

from graphcar.model import AuthorityEdge, Document, Entity, IngestBatch, Mention
from graphcar.store.base import AnchorRequest, CarSubgraph, GraphStore
from tests.contract.topics import frontier

AS_OF = "2030-01-01T00:00:00Z"
KNOWN_AT = "2999-01-01T00:00:00Z"
BROWN = "emp:EMP018-Brown"
KIM = "emp:EMP003-Kim"


def corpus() -> IngestBatch:
    """pre-clearance <- blackout <- exception (Brown only); each document its own anchor key."""
    docs = [
        Document(id="pc", text="EMP018-Brown pre-clearance ORCL", published_at="2024-01-09"),
        Document(id="blackout", text="ORCL blackout", published_at="2024-01-11"),
        Document(id="exception", text="exception for EMP018-Brown", published_at="2024-01-12"),
    ]
    return IngestBatch(
        documents=docs,
        entities=[Entity(key=f"doc:{d.id}", kind="doc", name=d.id) for d in docs],
        mentions=[Mention(doc_id=d.id, entity_key=f"doc:{d.id}") for d in docs],
        edges=[
            AuthorityEdge(newer_id="blackout", older_id="pc", kind="voids"),
            AuthorityEdge(
                newer_id="exception", older_id="blackout", kind="supersedes", applies_to=(BROWN,)
            ),
        ],
    )


def read(store: GraphStore, anchors: Sequence[str], viewer: Sequence[str]) -> CarSubgraph:
    return store.car_subgraph(
        AnchorRequest(
            identifier_keys=[f"doc:{a}" for a in anchors],
            as_of=AS_OF,
            known_at=KNOWN_AT,
            viewer_keys=list(viewer),
        )
    )


def test_restricted_edge_applies_to_the_named_viewer_only(any_store: GraphStore) -> None:
    any_store.upsert(corpus())
    for_brown = read(any_store, ["pc"], [BROWN, "emp:other"])
    assert set(for_brown.nodes) == {"pc", "blackout", "exception"}
    assert frontier(for_brown) == {"exception"}
    restricted = [e for e in for_brown.edges if e.newer_id == "exception"]
    assert [e.applies_to for e in restricted] == [[BROWN]]

    for viewer in ([KIM], []):
        graph = read(any_store, ["pc"], viewer)
        assert set(graph.nodes) == {"pc", "blackout"}
        assert frontier(graph) == {"blackout"}
        assert all(e.newer_id != "exception" for e in graph.edges)


def test_restricted_edge_does_not_supersede_an_anchored_blackout(any_store: GraphStore) -> None:
    """Both ends anchored (so both in the closure): the flag still depends on the viewer."""
    any_store.upsert(corpus())
    assert frontier(read(any_store, ["blackout", "exception"], [KIM])) == {
        "blackout",
        "exception",
    }
    assert frontier(read(any_store, ["blackout", "exception"], [BROWN])) == {"exception"}


def test_restriction_round_trips_and_reingest_updates_it(any_store: GraphStore) -> None:
    any_store.upsert(corpus())
    stored = {(e.newer_id, e.older_id): e for e in any_store.edges()}
    assert stored[("exception", "blackout")].applies_to == (BROWN,)
    assert stored[("blackout", "pc")].applies_to == ()
    widened = corpus().model_copy(
        update={
            "edges": [
                AuthorityEdge(newer_id="exception", older_id="blackout", kind="supersedes")
            ]
        }
    )
    any_store.upsert(widened)
    stored = {(e.newer_id, e.older_id): e for e in any_store.edges()}
    assert stored[("exception", "blackout")].applies_to == ()
    assert frontier(read(any_store, ["pc"], [KIM])) == {"exception"}


def test_entity_view_is_the_entity_as_viewer(any_store: GraphStore) -> None:
    """The scope view of an employee applies edges restricted to that employee; another
    entity's view does not."""
    batch = corpus()
    batch.entities.append(Entity(key=BROWN, kind="emp", name="EMP018-Brown"))
    batch.entities.append(Entity(key="ticker:ORCL", kind="ticker", name="ORCL"))
    batch.mentions.extend(
        [
            Mention(doc_id="pc", entity_key=BROWN),
            Mention(doc_id="pc", entity_key="ticker:ORCL"),
        ]
    )
    any_store.upsert(batch)
    brown = any_store.entity_scope(BROWN, None, as_of=AS_OF, known_at=KNOWN_AT)
    ticker = any_store.entity_scope("ticker:ORCL", None, as_of=AS_OF, known_at=KNOWN_AT)
    assert brown is not None and ticker is not None
    assert frontier(brown) == {"exception"}
    assert frontier(ticker) == {"blackout"}


def test_the_pre_clearance_asked_about_leads_under_its_blackout(any_store: GraphStore) -> None:
    """Merged FinSuperQA: the employee's documents on other tickers no longer push the
    pre-clearance the question names past k (it followed every other frontier document)."""
    from graphcar.car import CarEngine
    from graphcar.config import Settings
    from graphcar.model import Query

    texts = {
        "pc": "EMP018-Brown received pre-clearance to trade ORCL on January 9, 2024.",
        "pc-msft": "EMP018-Brown received pre-clearance to trade MSFT on January 3, 2024.",
        "pc-ibm": "EMP018-Brown received pre-clearance to trade IBM on January 4, 2024.",
        "blackout": "ORCL has been placed under a trading blackout as of January 11, 2024.",
    }
    tickers = {"pc": "ORCL", "pc-msft": "MSFT", "pc-ibm": "IBM", "blackout": "ORCL"}
    any_store.upsert(
        IngestBatch(
            documents=[Document(id=d, text=t, published_at="2024-01-09") for d, t in texts.items()],
            entities=[
                Entity(key=BROWN, kind="emp", name="EMP018-Brown"),
                *[Entity(key=f"ticker:{t}", kind="ticker", name=t) for t in set(tickers.values())],
            ],
            mentions=[
                *[Mention(doc_id=d, entity_key=BROWN) for d in texts if d != "blackout"],
                *[Mention(doc_id=d, entity_key=f"ticker:{t}") for d, t in tickers.items()],
            ],
            edges=[AuthorityEdge(newer_id="blackout", older_id="pc", kind="voids")],
        )
    )
    engine = CarEngine(any_store, Settings(neo4j_uri=None, dense=False), name_kinds=["ticker"])
    question = "Can EMP018-Brown rely on their ORCL pre-clearance to trade today?"
    result = engine.query(Query(text=question, k=3, as_of=AS_OF, known_at=KNOWN_AT))
    assert result.named == [BROWN, "ticker:ORCL"]
    assert result.ids[:2] == ["blackout", "pc"]
    assert set(result.ids[2:]) == {"pc-msft", "pc-ibm"}, "the rest of the frontier follows"


def test_an_edge_restricted_to_two_lots_holds_for_a_viewer_naming_either(
    any_store: GraphStore,
) -> None:
    """A recall of lots A and B recalls the label for a question naming A or B, not one naming
    another lot or none (one entity of each restricted kind suffices)."""
    docs = [
        Document(id="label", text="Veltrazine label", published_at="2023-10-05"),
        Document(id="recall", text="recall of lots A and B", published_at="2024-01-11"),
    ]
    any_store.upsert(
        IngestBatch(
            documents=docs,
            entities=[Entity(key=f"doc:{d.id}", kind="doc", name=d.id) for d in docs],
            mentions=[Mention(doc_id=d.id, entity_key=f"doc:{d.id}") for d in docs],
            edges=[
                AuthorityEdge(
                    newer_id="recall",
                    older_id="label",
                    kind="recalls",
                    applies_to=("lot:23K0412", "lot:23K0419"),
                )
            ],
        )
    )
    for lot in ("lot:23K0412", "lot:23K0419"):
        assert frontier(read(any_store, ["label"], [lot, BROWN])) == {"recall"}
    for viewer in (["lot:99X0001"], [], [BROWN]):
        assert frontier(read(any_store, ["label"], viewer)) == {"label"}
