"""Edges that hold only while their superseder is in force (kind ``suspends``) on every store.

A waiver suspends a policy until the waiver's ``effective_to``: inside that window the waiver
controls; after it the policy controls again, in the CAR closure, the authority chain and the
entity view alike, while a replacement that lapses keeps what it replaced superseded.
"""

from __future__ import annotations

from graphcar.model import AuthorityEdge, Document, IngestBatch
from graphcar.store.base import CarSubgraph, GraphStore
from tests.contract.topics import KNOWN_AT, frontier, read_topic, topic_batch

DURING = "2025-03-10T12:00:00Z"
AFTER = "2025-03-20T12:00:00Z"
LAST_DAY = "2025-03-15T23:59:59Z"
TOPIC = "policy:travel"


def corpus() -> IngestBatch:
    """policy <-suspends- waiver (until LAST_DAY); old-rule <-replaces- new-rule (which also
    has an effective_to: a replacement that lapses hands nothing back)."""
    docs = [
        Document(id="policy", text="Travel policy", published_at="2025-01-01"),
        Document(
            id="waiver",
            text="Travel policy waiver",
            published_at="2025-03-05",
            effective_to=LAST_DAY,
        ),
        Document(id="old-rule", text="Old travel rule", published_at="2024-01-01"),
        Document(
            id="new-rule", text="New travel rule", published_at="2025-03-05", effective_to=LAST_DAY
        ),
    ]
    return topic_batch(
        docs,
        TOPIC,
        "travel",
        edges=[
            AuthorityEdge(
                newer_id="waiver",
                older_id="policy",
                kind="suspends",
                valid_from="2025-03-05",
                valid_to=LAST_DAY,
            ),
            AuthorityEdge(
                newer_id="new-rule", older_id="old-rule", kind="replaces", valid_from="2025-03-05"
            ),
        ],
    )


def closure(store: GraphStore, as_of: str) -> CarSubgraph:
    return read_topic(store, TOPIC, as_of)


def assert_views_judge(
    store: GraphStore, doc_id: str, topic: str, as_of: str, suspended: bool
) -> CarSubgraph:
    """The authority chain and the entity view both judge ``doc_id`` suspended or not at
    ``as_of``; the entity view, for further checks."""
    chain = store.authority_chain(doc_id, None, as_of=as_of)
    assert chain is not None
    assert chain.nodes[doc_id].superseded is suspended
    scope = store.entity_scope(topic, None, as_of=as_of, known_at=KNOWN_AT)
    assert scope is not None
    assert scope.nodes[doc_id].superseded is suspended
    return scope


def test_suspension_holds_until_its_superseder_lapses(any_store: GraphStore) -> None:
    any_store.upsert(corpus())
    assert frontier(closure(any_store, DURING)) == {"waiver", "new-rule"}
    assert frontier(closure(any_store, LAST_DAY)) == {"waiver", "new-rule"}
    after = closure(any_store, AFTER)
    assert frontier(after) == {"policy", "waiver", "new-rule"}
    assert all(edge.newer_id != "waiver" for edge in after.edges)
    [suspension] = [e for e in closure(any_store, DURING).edges if e.kind == "suspends"]
    assert suspension.valid_to == LAST_DAY


def test_chain_and_entity_views_end_the_suspension_too(any_store: GraphStore) -> None:
    any_store.upsert(corpus())
    for as_of, suspended in ((DURING, True), (AFTER, False)):
        scope = assert_views_judge(any_store, "policy", TOPIC, as_of, suspended)
        assert scope.nodes["old-rule"].superseded


def test_valid_to_survives_a_write_read_round_trip(any_store: GraphStore) -> None:
    any_store.upsert(corpus())
    [stored] = [e for e in any_store.edges() if e.kind == "suspends"]
    assert stored.valid_to == LAST_DAY
    [touching] = [e for e in any_store.edges_touching(["policy"]) if e.kind == "suspends"]
    assert touching.valid_to == LAST_DAY
    [exported] = [
        e for batch in any_store.export_batches(100) for e in batch.edges if e.kind == "suspends"
    ]
    assert exported.valid_to == LAST_DAY


STAYED = "2024-07-01T00:00:00Z"
DISSOLVED = "2025-02-01T00:00:00Z"
RULE_TOPIC = "rule:crew-staffing"


def stay_corpus() -> IngestBatch:
    """rule <-suspends- stay <-rescinds- dissolution: the order dissolving the stay (from
    2025-01-28) ends it, so the rule controls again beside that order."""
    docs = [
        Document(id="rule", text="Crew staffing rule", published_at="2024-04-09"),
        Document(id="stay", text="Order staying the rule", published_at="2024-06-05"),
        Document(id="dissolution", text="Opinion dissolving the stay", published_at="2025-01-28"),
    ]
    return topic_batch(
        docs,
        RULE_TOPIC,
        "crew staffing",
        edges=[
            AuthorityEdge(
                newer_id="stay", older_id="rule", kind="suspends", valid_from="2024-06-05"
            ),
            AuthorityEdge(
                newer_id="dissolution",
                older_id="stay",
                kind="rescinds",
                valid_from="2025-01-28",
            ),
        ],
    )


def rule_closure(store: GraphStore, as_of: str) -> CarSubgraph:
    return read_topic(store, RULE_TOPIC, as_of)


def test_a_suspension_ends_when_its_superseder_is_superseded(any_store: GraphStore) -> None:
    any_store.upsert(stay_corpus())
    assert frontier(rule_closure(any_store, STAYED)) == {"stay"}
    after = rule_closure(any_store, DISSOLVED)
    assert frontier(after) == {"rule", "dissolution"}
    assert {(e.newer_id, e.older_id) for e in after.edges} == {("dissolution", "stay")}


def test_chain_and_entity_views_end_a_superseded_suspension(any_store: GraphStore) -> None:
    any_store.upsert(stay_corpus())
    for as_of, suspended in ((STAYED, True), (DISSOLVED, False)):
        scope = assert_views_judge(any_store, "rule", RULE_TOPIC, as_of, suspended)
        assert scope.nodes["stay"].superseded is not suspended
