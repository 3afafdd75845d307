"""A document whose effective date another defers (kind ``defers``) on every store.

A 2023 rule replacing the 2020 rule was to take effect on 26 December 2023; a notice of 14
December delays it to 26 February 2024. Until then the 2023 rule does not count (as one not
yet in force): the 2020 rule still controls, beside the delaying notice, which joins the
closure through the relation alone; from the new day the 2023 rule replaces the 2020 rule as
it says. Only an accepted deferral counts.
"""

from __future__ import annotations

from graphcar.model import AuthorityEdge, Document, IngestBatch
from graphcar.store.base import AnchorRequest, CarSubgraph, GraphStore
from tests.contract.topics import KNOWN_AT, frontier, read_topic, topic_batch

FIRST_DAY = "2023-12-27T00:00:00Z"  # the day after the 2023 rule was first to take effect
DELAYED = "2024-01-15T00:00:00Z"
NEW_DAY = "2024-02-26T00:00:00Z"
TOPIC = "rule:joint-employer"


def corpus(
    status: str = "accepted", mentioned: tuple[str, ...] = ("rule-2020", "rule-2023")
) -> IngestBatch:
    """rule-2020 <-replaces- rule-2023 <-defers (to 2024-02-26)- delay; the delay names no
    topic, the ``mentioned`` rules do."""
    rules = [
        Document(id="rule-2020", text="Joint employer rule", published_at="2020-02-26"),
        Document(
            id="rule-2023",
            text="Joint employer rule, revised",
            published_at="2023-10-27",
            effective_from="2023-12-26",
        ),
    ]
    delay = Document(id="delay", text="Delay of effective date", published_at="2023-12-14")
    deferral: dict[str, object] = {
        "newer_id": "delay",
        "older_id": "rule-2023",
        "kind": "defers",
        "status": status,
        "valid_from": "2023-12-14",
        "valid_to": "2024-02-25T23:59:59Z",
    }
    return topic_batch(
        [*rules, delay],
        TOPIC,
        "joint employer",
        mentioning=[rule for rule in rules if rule.id in mentioned],
        edges=[
            AuthorityEdge(
                newer_id="rule-2023",
                older_id="rule-2020",
                kind="replaces",
                valid_from="2023-12-26",
            ),
            AuthorityEdge.model_validate(deferral),
        ],
    )


def read(store: GraphStore, as_of: str) -> CarSubgraph:
    return read_topic(store, TOPIC, as_of)


def test_a_deferred_document_does_not_count_until_its_new_day(any_store: GraphStore) -> None:
    any_store.upsert(corpus())
    delayed = read(any_store, DELAYED)
    assert frontier(delayed) == {"rule-2020", "delay"}
    assert "rule-2023" not in delayed.nodes
    assert delayed.edges == []
    # the deferral answers for the anchor it puts off
    assert "rule-2023" in {anchor.id for anchor in delayed.anchors}
    assert [(e.newer_id, e.older_id, e.kind) for e in delayed.deferrals] == [
        ("delay", "rule-2023", "defers")
    ]

    replaced = read(any_store, NEW_DAY)
    assert frontier(replaced) == {"rule-2023"}
    assert set(replaced.nodes) == {"rule-2020", "rule-2023"}
    assert {(e.newer_id, e.older_id) for e in replaced.edges} == {("rule-2023", "rule-2020")}
    assert replaced.deferrals == []


def test_what_a_deferred_document_is_to_replace_is_read_with_the_deferral(
    any_store: GraphStore,
) -> None:
    """A question naming only the 2023 rule ("Has the revised joint employer rule started to
    apply?"): the 2020 rule it is to replace, though no anchor reaches it, still controls and
    comes with the deferral, by the replacing edge held off; from the new day that edge holds
    and nothing is held off."""
    any_store.upsert(corpus(mentioned=("rule-2023",)))
    delayed = read(any_store, DELAYED)
    assert {anchor.id for anchor in delayed.anchors} == {"rule-2023"}
    assert frontier(delayed) == {"rule-2020", "delay"}
    assert [(e.newer_id, e.older_id, e.kind) for e in delayed.held_off] == [
        ("rule-2023", "rule-2020", "replaces")
    ]
    assert delayed.nodes["rule-2020"].title is not None  # a full row, as a companion's

    replaced = read(any_store, NEW_DAY)
    assert frontier(replaced) == {"rule-2023"}
    assert replaced.held_off == []


def test_a_document_superseded_otherwise_is_not_held_off(any_store: GraphStore) -> None:
    """The 2020 rule withdrawn by a notice in force: the replacing edge the deferral holds
    off brings nothing back; the 2023 rule, holding nothing off, is what the delay is about
    (``CarSubgraph.awaited``: a full row, never in the closure)."""
    batch = corpus(mentioned=("rule-2023",))
    batch.documents.append(
        Document(id="withdrawal", text="Withdrawal", published_at="2023-12-20")
    )
    batch.edges.append(
        AuthorityEdge(newer_id="withdrawal", older_id="rule-2020", kind="withdraws")
    )
    any_store.upsert(batch)
    delayed = read(any_store, DELAYED)
    assert frontier(delayed) == {"delay"}
    assert delayed.held_off == []
    assert set(delayed.awaited) == {"rule-2023"}
    assert delayed.awaited["rule-2023"].title is not None
    assert "rule-2023" not in delayed.nodes


def test_a_put_off_document_is_awaited_only_while_deferred_and_not_superseded(
    any_store: GraphStore,
) -> None:
    """The document a deferral puts off comes back beside it while the deferral holds; not
    once it takes effect, and not when a document in force has already revoked it."""
    any_store.upsert(corpus())
    assert set(read(any_store, DELAYED).awaited) == {"rule-2023"}
    assert read(any_store, NEW_DAY).awaited == {}

    revocation = Document(id="revocation", text="Revocation", published_at="2024-01-05")
    any_store.upsert(
        IngestBatch(
            documents=[revocation],
            edges=[AuthorityEdge(newer_id="revocation", older_id="rule-2023", kind="revokes")],
        )
    )
    assert read(any_store, DELAYED).awaited == {}


def test_a_proposed_deferral_changes_nothing(any_store: GraphStore) -> None:
    any_store.upsert(corpus(status="proposed"))
    assert frontier(read(any_store, DELAYED)) == {"rule-2023"}


def test_before_the_deferral_the_document_takes_effect_as_first_dated(
    any_store: GraphStore,
) -> None:
    """The deferral holds from its own start: a read of a day it does not cover is as if it
    did not exist."""
    any_store.upsert(corpus())
    assert frontier(read(any_store, FIRST_DAY)) == {"rule-2020", "delay"}
    assert frontier(read(any_store, "2023-12-13T00:00:00Z")) == {"rule-2020"}


def test_the_entity_view_judges_the_deferral_too(any_store: GraphStore) -> None:
    any_store.upsert(corpus())
    scope = any_store.entity_scope(TOPIC, None, as_of=DELAYED, known_at=KNOWN_AT)
    assert scope is not None
    assert frontier(scope) == {"rule-2020", "delay"}
    later = any_store.entity_scope(TOPIC, None, as_of=NEW_DAY, known_at=KNOWN_AT)
    assert later is not None
    assert frontier(later) == {"rule-2023"}


def test_the_chain_view_leaves_a_deferred_document_out_while_deferred(
    any_store: GraphStore,
) -> None:
    """The chain of the 2020 rule as it stood during the deferral has no 2023 rule, so the
    2020 rule shows as in force; from the new day the 2023 rule is back and replaces it. The
    deferred document's own chain always shows it (the start document stays)."""
    any_store.upsert(corpus())
    during = any_store.authority_chain("rule-2020", None, as_of=DELAYED)
    assert during is not None
    assert set(during.nodes) == {"rule-2020"}
    assert not during.nodes["rule-2020"].superseded

    after = any_store.authority_chain("rule-2020", None, as_of=NEW_DAY)
    assert after is not None
    assert set(after.nodes) == {"rule-2020", "rule-2023"}
    assert after.nodes["rule-2020"].superseded

    own = any_store.authority_chain("rule-2023", None, as_of=DELAYED)
    assert own is not None
    assert "rule-2023" in own.nodes


def test_a_put_off_document_the_caller_cannot_see_is_not_awaited(any_store: GraphStore) -> None:
    batch = corpus()
    batch.documents[1] = batch.documents[1].model_copy(update={"access": ["counsel"]})
    any_store.upsert(batch)
    request = AnchorRequest(identifier_keys=[TOPIC], as_of=DELAYED, known_at=KNOWN_AT)
    assert any_store.car_subgraph(request.model_copy(update={"access": ["public"]})).awaited == {}
    allowed = any_store.car_subgraph(request.model_copy(update={"access": ["counsel"]}))
    assert set(allowed.awaited) == {"rule-2023"}


def test_what_is_held_off_comes_with_its_amendment(any_store: GraphStore) -> None:
    """Trials 458, 461: the 2016 byelaws a deferred 2024 edition is to replace still control,
    amended in 2020: the amendment is read with them (a companion of a document standing
    from outside the closure, as of a frontier document)."""
    batch = corpus(mentioned=("rule-2023",))
    batch.documents.append(
        Document(id="amendment", text="Amendment of the 2020 rule", published_at="2021-05-01")
    )
    batch.edges.append(AuthorityEdge(newer_id="amendment", older_id="rule-2020", kind="amends"))
    any_store.upsert(batch)
    delayed = read(any_store, DELAYED)
    assert frontier(delayed) == {"rule-2020", "delay", "amendment"}
    assert [(e.newer_id, e.older_id, e.kind) for e in delayed.companions] == [
        ("amendment", "rule-2020", "amends")
    ]
    assert delayed.nodes["amendment"].title is not None
