"""Documents read together (kind ``amends``) on every store.

A bulletin amended in 2024 stays in force as amended: a CAR read reaching the bulletin returns
the amendment beside it, and one reaching the amendment returns the bulletin, each through the
relation alone (neither names the other's topic). Only an accepted relation valid at the read's
moment counts, only beside a frontier document (an amendment of an edition a later one
replaced is not brought back), and never a companion the caller may not see or one superseded
itself.
"""

from __future__ import annotations

from graphcar.model import AuthorityEdge, Document, Entity, IngestBatch, Mention
from graphcar.store.base import AnchorRequest, CarSubgraph, GraphStore

KNOWN_AT = "2999-01-01T00:00:00Z"
BEFORE_AMENDMENT = "2024-03-01T00:00:00Z"
AMENDED = "2024-07-01T00:00:00Z"
REPLACED = "2025-02-01T00:00:00Z"
BULLETIN = "bulletin:energy-storage"
NOTICE = "notice:garage-clarification"
OLD_CODE = "code:fire-2018"
PUBLIC = ["public"]


def relation(newer: str, older: str, valid_from: str, **fields: object) -> AuthorityEdge:
    return AuthorityEdge.model_validate(
        {"newer_id": newer, "older_id": older, "kind": "amends", "valid_from": valid_from}
        | fields
    )


def corpus() -> IngestBatch:
    """bulletin <-amends- clarification (named by its own topic only); a withdrawn draft
    clarification (proposed relation); a hidden amendment; old code <-amends- old amendment,
    old code <-replaces- bulletin; clarification <-replaces- second clarification (2025)."""
    documents = [
        Document(id="bulletin", text="Energy storage bulletin", published_at="2024-02-01"),
        Document(id="clarification", text="Garage clarification", published_at="2024-06-10"),
        Document(id="draft", text="Draft clarification", published_at="2024-06-20"),
        Document(
            id="internal", text="Internal amendment", published_at="2024-06-11", access=["staff"]
        ),
        Document(id="old-code", text="Fire code 2018", published_at="2018-01-01"),
        Document(id="old-amendment", text="Fire code 2018 amendment", published_at="2019-01-01"),
        Document(id="second", text="Second clarification", published_at="2025-01-15"),
    ]
    return IngestBatch(
        documents=documents,
        entities=[
            Entity(key=BULLETIN, kind="bulletin", name="energy storage"),
            Entity(key=NOTICE, kind="notice", name="garage clarification"),
            Entity(key=OLD_CODE, kind="code", name="fire 2018"),
        ],
        mentions=[
            Mention(doc_id="bulletin", entity_key=BULLETIN),
            Mention(doc_id="clarification", entity_key=NOTICE),
            Mention(doc_id="old-code", entity_key=OLD_CODE),
        ],
        edges=[
            relation("clarification", "bulletin", "2024-06-10"),
            relation("draft", "bulletin", "2024-06-20", status="proposed"),
            relation("internal", "bulletin", "2024-06-11"),
            relation("old-amendment", "old-code", "2019-01-01"),
            AuthorityEdge(
                newer_id="bulletin", older_id="old-code", kind="replaces", valid_from="2024-02-01"
            ),
            AuthorityEdge(
                newer_id="second",
                older_id="clarification",
                kind="replaces",
                valid_from="2025-01-15",
            ),
            relation("second", "bulletin", "2025-01-15"),
        ],
    )


def read(
    store: GraphStore, key: str, as_of: str, access: list[str] | None = None
) -> CarSubgraph:
    return store.car_subgraph(
        AnchorRequest(identifier_keys=[key], as_of=as_of, known_at=KNOWN_AT, access=access)
    )


def tied(graph: CarSubgraph) -> set[tuple[str, str]]:
    return {(e.newer_id, e.older_id) for e in graph.companions}


def test_an_amendment_is_read_with_what_it_amends_from_either_side(any_store: GraphStore) -> None:
    any_store.upsert(corpus())
    from_bulletin = read(any_store, BULLETIN, AMENDED, PUBLIC)
    assert tied(from_bulletin) == {("clarification", "bulletin")}
    companion = from_bulletin.nodes["clarification"]
    assert not companion.superseded
    assert companion.visible and companion.text == "Garage clarification"
    assert companion.scope == [NOTICE]
    assert {e.kind for e in from_bulletin.companions} == {"amends"}
    assert all(e.status == "accepted" for e in from_bulletin.companions)

    from_clarification = read(any_store, NOTICE, AMENDED, PUBLIC)
    assert tied(from_clarification) == {("clarification", "bulletin")}
    assert set(from_clarification.nodes) == {"clarification", "bulletin"}
    assert from_clarification.nodes["bulletin"].scope == [BULLETIN]


def test_only_a_relation_valid_at_the_moment_brings_a_companion(any_store: GraphStore) -> None:
    any_store.upsert(corpus())
    before = read(any_store, BULLETIN, BEFORE_AMENDMENT, PUBLIC)
    assert before.companions == []
    assert set(before.nodes) == {"bulletin"}


def test_a_hidden_or_superseded_companion_and_a_proposed_relation_bring_nothing(
    any_store: GraphStore,
) -> None:
    any_store.upsert(corpus())
    assert ("internal", "bulletin") in tied(read(any_store, BULLETIN, AMENDED, ["staff"]))
    assert "internal" not in read(any_store, BULLETIN, AMENDED, PUBLIC).nodes
    replaced = read(any_store, BULLETIN, REPLACED, PUBLIC)
    # the first clarification was replaced by the second, which now amends the bulletin
    assert tied(replaced) == {("second", "bulletin")}
    assert "clarification" not in replaced.nodes
    assert "draft" not in replaced.nodes


def test_an_amendment_of_a_replaced_edition_is_not_brought_back(any_store: GraphStore) -> None:
    any_store.upsert(corpus())
    graph = read(any_store, OLD_CODE, AMENDED, PUBLIC)
    assert graph.nodes["old-code"].superseded
    assert "old-amendment" not in graph.nodes
    assert tied(graph) == {("clarification", "bulletin")}


def test_a_correction_is_read_with_what_it_corrects(any_store: GraphStore) -> None:
    """An erratum (kind ``corrects``) ties itself to the bulletin as an amendment does, and
    comes back under that kind."""
    batch = corpus()
    batch.documents.append(
        Document(id="erratum", text="Erratum to the bulletin", published_at="2024-06-12")
    )
    batch.edges.append(relation("erratum", "bulletin", "2024-06-12", kind="corrects"))
    any_store.upsert(batch)
    graph = read(any_store, BULLETIN, AMENDED, PUBLIC)
    assert tied(graph) == {("clarification", "bulletin"), ("erratum", "bulletin")}
    assert {e.kind for e in graph.companions} == {"amends", "corrects"}
    assert not graph.nodes["erratum"].superseded


def test_a_correction_of_an_amendment_is_read_with_what_it_amends(any_store: GraphStore) -> None:
    """The correction of the clarification is read with the bulletin the clarification
    amends (two relations away, acting on the companion); what the clarification also
    amends elsewhere is not brought in (past the first relation, only what acts on it)."""
    batch = corpus()
    batch.documents += [
        Document(id="fix", text="Correction to the clarification", published_at="2024-06-15"),
        Document(id="elsewhere", text="Parking bulletin", published_at="2024-01-10"),
    ]
    batch.edges += [
        relation("fix", "clarification", "2024-06-15", kind="corrects"),
        relation("clarification", "elsewhere", "2024-06-10"),
    ]
    any_store.upsert(batch)
    graph = read(any_store, BULLETIN, AMENDED, PUBLIC)
    assert tied(graph) == {("clarification", "bulletin"), ("fix", "clarification")}
    assert set(graph.nodes) == {"bulletin", "clarification", "fix"}
    assert not graph.nodes["fix"].superseded
