"""Response shaping: hidden-document naming, context packets, standalone embedding."""

from __future__ import annotations

import json

from graphcar.api.standalone import embed_json
from graphcar.api.views import chain_view, context_packet, restricted_id
from graphcar.car import _public_id, assemble
from graphcar.store.base import Candidate, CarSubgraph, ClosureEdge, ClosureNode


def node(
    doc_id: str, *, visible: bool = True, superseded: bool = False, date: str = ""
) -> ClosureNode:
    return ClosureNode(
        id=doc_id,
        visible=visible,
        superseded=superseded,
        title=f"title {doc_id}" if visible else None,
        text=f"text {doc_id}" if visible else None,
        published_at=date or None,
        in_force_from=date or None,
    )


def edge(
    newer: str, older: str, status: str = "accepted", since: str = "2024-01-01T00:00:00Z"
) -> ClosureEdge:
    return ClosureEdge(
        newer_id=newer,
        older_id=older,
        kind="replaces",
        rule="explicit",
        source="explicit",
        status=status,
        confidence=1.0,
        valid_from=since,
    )


def graph() -> CarSubgraph:
    """old <- hidden (accepted), old <- draft (proposed)."""
    return CarSubgraph(
        anchors=[Candidate(id="old", rank=1, score=1.0)],
        nodes={
            "old": node("old", superseded=True, date="2023-01-01T00:00:00Z"),
            "hidden": node("hidden", visible=False),
            "draft": node("draft", date="2024-06-01T00:00:00Z"),
        },
        edges=[edge("hidden", "old"), edge("draft", "old", status="proposed")],
    )


def test_restricted_id_matches_the_engine() -> None:
    assert restricted_id("secret-doc") == _public_id(node("secret-doc", visible=False))


def test_chain_view_masks_hidden_nodes_and_orders_by_time() -> None:
    view = chain_view(graph(), "old", "2025-01-01T00:00:00Z")
    hidden = restricted_id("hidden")
    assert [n.id for n in view.nodes] == ["old", "draft", hidden]
    assert (
        view.nodes[0].focus and view.nodes[0].note == "superseded by a document you cannot access"
    )
    assert view.nodes[2].title is None and view.nodes[2].note == "a document you cannot access"
    assert {(e.newer_id, e.status) for e in view.edges} == {
        (hidden, "accepted"),
        ("draft", "proposed"),
    }
    assert "hidden" not in view.model_dump_json().replace(hidden, "")


def test_context_packet_labels_superseded_text_with_hidden_superseder() -> None:
    result = assemble(graph(), k=5, include_text=True)
    result.query = "q"
    packet = context_packet(result)
    assert next(s.role for s in packet.sections) == "controlling"
    old = next(s for s in packet.sections if s.id == "old")
    assert old.label == "SUPERSEDED by a document you cannot access (replaces)"
    assert old.text == "text old"
    hidden = next(s for s in packet.sections if not s.visible)
    assert hidden.text is None and "text withheld" in hidden.label
    assert "[restricted]" in packet.text and "hidden" not in packet.text.replace("[restricted]", "")
    assert packet.text.index("CONTROLLING") < packet.text.index("SUPERSEDED")


def test_context_packet_names_visible_superseders() -> None:
    g = graph()
    g.nodes["hidden"] = node("hidden", date="2024-01-01T00:00:00Z")
    result = assemble(g, k=5, include_text=True)
    old = next(s for s in context_packet(result).sections if s.id == "old")
    assert old.label == "SUPERSEDED on 2024-01-01 by hidden (replaces)"


def test_context_packet_labels_review_candidates_as_pending_not_controlling() -> None:
    """An advisory nothing supersedes yet, with a fix release proposed for review: the packet
    keeps the advisory controlling and the release right after it, labelled as a candidate."""
    advisory = CarSubgraph(
        anchors=[Candidate(id="adv", rank=1, score=1.0)],
        nodes={"adv": node("adv")},
        edges=[edge("rel", "adv", status="proposed")],
        candidates={"rel": node("rel", date="2024-06-01T00:00:00Z")},
    )
    packet = context_packet(assemble(advisory, k=5, include_text=True))
    assert [(s.id, s.role) for s in packet.sections] == [
        ("adv", "controlling"),
        ("rel", "candidate"),
    ]
    assert packet.sections[1].label == (
        "CANDIDATE, pending review: proposed to supersede adv (replaces); not yet authority"
    )
    assert packet.sections[1].text == "text rel"
    assert packet.frontier == ["adv"]
    assert packet.sections[0].label == (
        "CONTROLLING; pending review: rel (replaces) proposed to supersede it"
    )


def test_embed_json_cannot_close_the_script() -> None:
    payload = {"title": "</script><script>alert(1)</script>", "sep": "\u2028"}
    text = embed_json(payload)
    assert "</" not in text and "\u2028" not in text
    assert json.loads(text) == payload
