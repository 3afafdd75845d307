"""A document reinstating another (kind ``reinstates``) on every store.

An order revoked in 2021 is reinstated in 2025: from then on the revocation no longer holds,
so the order controls again beside the reinstating document, which joins its closure as a
superseder would; a supersession after the reinstatement holds as usual. The CAR closure, the
authority chain and the entity view judge it alike.
"""

from __future__ import annotations

from graphcar.model import AuthorityEdge, Document, IngestBatch
from graphcar.store.base import CarSubgraph, GraphStore
from tests.contract.topics import KNOWN_AT, frontier, read_topic, topic_batch

REVOKED = "2024-06-01T00:00:00Z"
REINSTATED = "2025-03-01T00:00:00Z"
REPLACED = "2025-09-01T00:00:00Z"
TOPIC = "order:schedule-f"


def corpus() -> IngestBatch:
    """order <-revokes- revocation <-revokes- rescission; reinstatement -reinstates-> order
    (it names no topic: only the relation brings it in); replacement -replaces-> order."""
    mentioned = [
        Document(id="order", text="Order creating Schedule F", published_at="2020-10-21"),
        Document(id="revocation", text="Order revoking Schedule F", published_at="2021-01-22"),
        Document(id="rescission", text="Order rescinding revocations", published_at="2025-01-20"),
        Document(id="replacement", text="Order replacing Schedule F", published_at="2025-08-01"),
    ]
    reinstatement = Document(id="reinstatement", text="Reinstating", published_at="2025-01-20")
    return topic_batch(
        [*mentioned, reinstatement],
        TOPIC,
        "schedule f",
        mentioning=mentioned,
        edges=[
            AuthorityEdge(
                newer_id="revocation", older_id="order", kind="revokes", valid_from="2021-01-22"
            ),
            AuthorityEdge(
                newer_id="rescission",
                older_id="revocation",
                kind="revokes",
                valid_from="2025-01-20",
            ),
            AuthorityEdge(
                newer_id="reinstatement",
                older_id="order",
                kind="reinstates",
                valid_from="2025-01-20T12:00:00Z",
            ),
            AuthorityEdge(
                newer_id="replacement",
                older_id="order",
                kind="replaces",
                valid_from="2025-08-01",
            ),
        ],
    )


def closure(store: GraphStore, as_of: str) -> CarSubgraph:
    return read_topic(store, TOPIC, as_of)


def test_a_reinstated_document_controls_again_beside_the_reinstating_one(
    any_store: GraphStore,
) -> None:
    any_store.upsert(corpus())
    assert frontier(closure(any_store, REVOKED)) == {"revocation"}
    reinstated = closure(any_store, REINSTATED)
    assert frontier(reinstated) == {"order", "rescission", "reinstatement"}
    assert ("revocation", "order") not in {(e.newer_id, e.older_id) for e in reinstated.edges}
    # a supersession after the reinstatement holds
    assert frontier(closure(any_store, REPLACED)) == {"rescission", "replacement", "reinstatement"}


def test_chain_and_entity_views_judge_the_reinstatement_too(any_store: GraphStore) -> None:
    any_store.upsert(corpus())
    for as_of, superseded in ((REVOKED, True), (REINSTATED, False), (REPLACED, True)):
        chain = any_store.authority_chain("order", None, as_of=as_of)
        assert chain is not None
        assert chain.nodes["order"].superseded is superseded
        scope = any_store.entity_scope(TOPIC, None, as_of=as_of, known_at=KNOWN_AT)
        assert scope is not None
        assert scope.nodes["order"].superseded is superseded


def test_a_read_reaching_the_reinstating_document_returns_what_it_reinstates(
    any_store: GraphStore,
) -> None:
    """A question about the revocation alone: no edge leads from it to the order, yet the
    document lifting it and reinstating the order answers with the order in force again,
    until a later replacement supersedes the order."""
    documents = [
        Document(id="order", text="Order creating Schedule F", published_at="2020-10-21"),
        Document(id="revocation", text="Order revoking Schedule F", published_at="2021-01-22"),
        Document(id="restoration", text="Restoring the order", published_at="2025-01-20"),
        Document(id="replacement", text="Order replacing it", published_at="2025-08-01"),
    ]
    edges = [
        AuthorityEdge(newer_id=newer, older_id=older, kind=kind, valid_from=valid_from)
        for newer, older, kind, valid_from in (
            ("revocation", "order", "revokes", "2021-01-22"),
            ("restoration", "revocation", "revokes", "2025-01-20"),
            ("restoration", "order", "reinstates", "2025-01-20"),
            ("replacement", "order", "replaces", "2025-08-01"),
        )
    ]
    revocation = "order:revocation"
    any_store.upsert(
        topic_batch(documents, revocation, "revocation", edges, mentioning=documents[1:2])
    )
    assert set(read_topic(any_store, revocation, REVOKED).nodes) == {"revocation"}
    restored = read_topic(any_store, revocation, REINSTATED)
    assert frontier(restored) == {"restoration", "order"}
    assert ("restoration", "order", "reinstates") in {
        (r.newer_id, r.older_id, r.kind) for r in restored.companions
    }
    assert frontier(read_topic(any_store, revocation, REPLACED)) == {"restoration"}
