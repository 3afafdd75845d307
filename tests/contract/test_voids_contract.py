"""A voided document's own edges do not hold (kind ``voids``, ``ANNULLING_KINDS``), on every store.

Revision 5 of an evacuation plan replaced revision 4 on 3 January 2024; a notice of 10
January declared revision 5 void. A void document never had effect, so from the notice on
revision 4 controls again beside it, in the CAR closure, the authority chain and the entity
view alike; before the notice revision 5 controls. Only an accepted voiding counts, and a
plain replacement of revision 5 (revision 6) leaves revision 4 replaced.
"""

from __future__ import annotations

from graphcar.model import AuthorityEdge, Document, IngestBatch
from graphcar.store.base import CarSubgraph, GraphStore
from tests.contract.topics import KNOWN_AT, frontier, read_topic, topic_batch

BEFORE = "2024-01-05T00:00:00Z"
VOIDED = "2024-02-01T00:00:00Z"
REPLACED = "2024-05-01T00:00:00Z"
PLAN = "code:EP-01"


def corpus(status: str = "accepted", replaced: bool = False) -> IngestBatch:
    """rev-4 <-supersedes- rev-5 <-voids- notice; with ``replaced``, rev-5 <-supersedes- rev-6
    instead of the notice voiding it."""
    plans = [
        Document(id="rev-4", text="Evacuation plan, revision 4", published_at="2021-10-04"),
        Document(id="rev-5", text="Evacuation plan, revision 5", published_at="2024-01-03"),
    ]
    later = (
        Document(id="rev-6", text="Evacuation plan, revision 6", published_at="2024-04-01")
        if replaced
        else Document(id="notice", text="Revision 5 is void", published_at="2024-01-10")
    )
    over_rev_5: dict[str, object] = {
        "newer_id": later.id,
        "older_id": "rev-5",
        "kind": "supersedes" if replaced else "voids",
        "status": status,
        "valid_from": later.published_at,
    }
    return topic_batch(
        [*plans, later],
        PLAN,
        "EP-01",
        edges=[
            AuthorityEdge(
                newer_id="rev-5", older_id="rev-4", kind="supersedes", valid_from="2024-01-03"
            ),
            AuthorityEdge.model_validate(over_rev_5),
        ],
    )


def read(store: GraphStore, as_of: str) -> CarSubgraph:
    return read_topic(store, PLAN, as_of)


def test_a_voided_revision_hands_back_what_it_replaced(any_store: GraphStore) -> None:
    any_store.upsert(corpus())
    assert frontier(read(any_store, BEFORE)) == {"rev-5"}
    voided = read(any_store, VOIDED)
    assert frontier(voided) == {"rev-4", "notice"}
    assert {(e.newer_id, e.older_id) for e in voided.edges} == {("notice", "rev-5")}


def test_a_proposed_voiding_changes_nothing(any_store: GraphStore) -> None:
    any_store.upsert(corpus(status="proposed"))
    graph = read(any_store, VOIDED)
    assert frontier(graph) == {"rev-5", "notice"}  # the notice mentions the plan: an anchor
    assert graph.nodes["rev-4"].superseded


def test_a_replaced_revision_keeps_what_it_replaced_replaced(any_store: GraphStore) -> None:
    any_store.upsert(corpus(replaced=True))
    assert frontier(read(any_store, REPLACED)) == {"rev-6"}


def test_the_chain_and_entity_views_judge_the_voiding_too(any_store: GraphStore) -> None:
    any_store.upsert(corpus())
    for as_of, replaced in ((BEFORE, True), (VOIDED, False)):
        chain = any_store.authority_chain("rev-4", None, as_of=as_of)
        assert chain is not None
        assert chain.nodes["rev-4"].superseded is replaced
        scope = any_store.entity_scope(PLAN, None, as_of=as_of, known_at=KNOWN_AT)
        assert scope is not None
        assert scope.nodes["rev-4"].superseded is replaced
        assert scope.nodes["rev-5"].superseded is not replaced
