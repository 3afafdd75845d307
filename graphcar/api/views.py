"""Shapes store subgraphs and CAR results into API responses (pure functions, no I/O).

Shared by the HTTP routes and ``graphcar viz`` so the viewer shows the same thing either way.
Hidden documents are renamed to ``restricted:<token>`` here, with the same token the CAR engine
uses, so one hidden document has one name across every endpoint.
"""

from __future__ import annotations

from graphcar.api.schemas import (
    AuthorityChainResponse,
    ChainEdge,
    ChainNode,
    ContextPacket,
    ContextSection,
    DocumentPublic,
    DocumentResponse,
    EntityResponse,
    SectionRole,
    Supersession,
)
from graphcar.car import (
    HIDDEN_NOTE,
    HIDDEN_SUPERSEDER_NOTE,
    RESTRICTED_PREFIX,
    Authority,
    chain_link,
    public_names,
    restricted_id,
)
from graphcar.model import CarResult, Entity, ResultRow
from graphcar.store.base import CarSubgraph, ClosureEdge, ClosureNode, StoredDocument

naming = public_names


def chain_edge(edge: ClosureEdge, names: dict[str, str]) -> ChainEdge:
    """An edge with hidden ends renamed (evidence is never exposed in chains)."""
    return ChainEdge.model_validate(chain_link(edge, names, hide_unknown=True).model_dump())


def node_note(node: ClosureNode, authority: Authority) -> str | None:
    """Why a node needs a word of explanation (hidden, hidden superseder, pending review)."""
    if not node.visible:
        return HIDDEN_NOTE
    superseders = authority.superseders.get(node.id, [])
    if any(not authority.graph.nodes[e.newer_id].visible for e in superseders):
        return HIDDEN_SUPERSEDER_NOTE
    if authority.pending.get(node.id):
        return "has superseding edges pending review"
    return None


def chain_node(
    node: ClosureNode, authority: Authority, names: dict[str, str], focus: str | None = None
) -> ChainNode:
    """A node as the caller may see it."""
    return ChainNode(
        id=names[node.id],
        visible=node.visible,
        role="superseded" if node.superseded else "controlling",
        focus=node.id == focus,
        title=node.title if node.visible else None,
        doc_type=node.doc_type if node.visible else None,
        domain=node.domain if node.visible else None,
        published_at=node.published_at if node.visible else None,
        in_force_from=node.in_force_from if node.visible else None,
        note=node_note(node, authority),
    )


def _timeline_key(node: ClosureNode) -> tuple[str, str]:
    return (node.in_force_from or node.published_at or "~", node.id)


def chain_view(graph: CarSubgraph, focus: str, as_of: str) -> AuthorityChainResponse:
    """The authority chain of ``focus``, nodes in timeline order (hidden ones last)."""
    authority = Authority(graph)
    names = naming(graph)
    ordered = sorted(graph.nodes.values(), key=_timeline_key)
    return AuthorityChainResponse(
        focus=names[focus],
        as_of=as_of,
        nodes=[chain_node(node, authority, names, focus) for node in ordered],
        edges=[chain_edge(edge, names) for edge in graph.edges],
        controlling=[names[n.id] for n in ordered if not n.superseded],
        conflicts=[[names[d] for d in group] for group in authority.conflicts()],
    )


def supersessions(
    edges: list[ClosureEdge], graph: CarSubgraph, names: dict[str, str], *, upward: bool
) -> list[Supersession]:
    """The other end of each edge (the superseder when ``upward``), renamed if hidden."""
    items = []
    for edge in edges:
        other = edge.newer_id if upward else edge.older_id
        node = graph.nodes.get(other)
        visible = bool(node and node.visible)
        items.append(
            Supersession(
                id=names.get(other, restricted_id(other)),
                visible=visible,
                kind=edge.kind,
                since=edge.valid_from if visible else None,
                until=edge.valid_to if visible else None,
            )
        )
    return items


def document_view(
    stored: StoredDocument, chain: CarSubgraph, *, show_access: bool
) -> DocumentResponse:
    """A visible document with its authority status taken from its chain."""
    doc = stored.document
    authority = Authority(chain)
    names = naming(chain)
    node = chain.nodes[doc.id]
    return DocumentResponse(
        document=DocumentPublic(
            **doc.model_dump(exclude={"access"}),
            access=list(doc.access) if show_access else None,
        ),
        entities=stored.entities,
        content_hash=stored.content_hash,
        ingested_at=stored.ingested_at,
        status="superseded" if node.superseded else "controlling",
        superseded_by=supersessions(
            authority.superseders.get(doc.id, []), chain, names, upward=True
        ),
        supersedes=supersessions(authority.supersedes.get(doc.id, []), chain, names, upward=False),
        pending=supersessions(authority.pending.get(doc.id, []), chain, names, upward=True),
        note=node_note(node, authority),
    )


def _superseders_of(row: ResultRow) -> list[Supersession]:
    """Direct superseders of a result row, from its chain links."""
    direct = [link for link in row.chain if link.older_id == row.id]
    return [
        Supersession(
            id=link.newer_id,
            visible=not link.newer_id.startswith(RESTRICTED_PREFIX),
            kind=link.kind,
            since=link.valid_from,
            until=link.valid_to,
        )
        for link in direct
    ]


#: The packet role of a result row's role (anchors and context rows read as controlling).
SECTION_ROLES: dict[str, SectionRole] = {"superseded": "superseded", "candidate": "candidate"}


def section_label(row: ResultRow, superseders: list[Supersession]) -> str:
    """``CONTROLLING``, ``SUPERSEDED on <date> by <id> (<kind>)`` (hidden ids not named), or
    ``CANDIDATE ...`` for a document only proposed (pending review) as a superseder. A
    controlling document that pending edges propose to supersede says so, naming the
    proposers (which may be controlling rows of their own, not candidates)."""
    if row.role == "candidate":
        proposed = "; ".join(f"{link.older_id} ({link.kind})" for link in row.chain)
        return f"CANDIDATE, pending review: proposed to supersede {proposed}; not yet authority"
    if row.role != "superseded":
        label = "CONTROLLING" if row.visible else f"CONTROLLING ({HIDDEN_NOTE}; text withheld)"
        proposers = [f"{link.newer_id} ({link.kind})" for link in row.pending]
        if proposers:
            label += f"; pending review: {'; '.join(proposers)} proposed to supersede it"
        return label
    parts = []
    for item in superseders:
        since = f" on {item.since[:10]}" if item.since else ""
        who = item.id if item.visible else HIDDEN_NOTE
        parts.append(f"SUPERSEDED{since} by {who} ({item.kind})")
    return "; ".join(parts) or "SUPERSEDED"


def context_section(row: ResultRow) -> ContextSection:
    """One packet section for one result row."""
    superseders = _superseders_of(row) if row.role == "superseded" else []
    return ContextSection(
        id=row.id,
        role=SECTION_ROLES.get(row.role, "controlling"),
        visible=row.visible,
        label=section_label(row, superseders),
        title=row.title if row.visible else None,
        published_at=row.published_at if row.visible else None,
        text=row.text if row.visible else None,
        superseded_by=superseders,
    )


def render_packet(sections: list[ContextSection]) -> str:
    """The sections as one prompt-ready text block."""
    blocks = []
    for position, section in enumerate(sections, start=1):
        date = f" ({section.published_at[:10]})" if section.published_at else ""
        title = f" — {section.title}" if section.title else ""
        name = section.id if section.visible else "[restricted]"
        header = f"[{position}] {section.label} — {name}{title}{date}"
        blocks.append(f"{header}\n{section.text}" if section.text else header)
    return "\n\n".join(blocks)


def context_packet(result: CarResult) -> ContextPacket:
    """RAG context from a CAR result computed with ``include_text=True``: controlling first
    (each followed by its review candidates), superseded after."""
    sections = [context_section(row) for row in result.rows]
    sections.sort(key=lambda s: 1 if s.role == "superseded" else 0)
    return ContextPacket(
        query=result.query,
        sections=sections,
        text=render_packet(sections),
        frontier=result.frontier,
        frontier_exceeds_k=result.frontier_exceeds_k,
        conflicts=result.conflicts,
        verdict=result.verdict,
    )


def entity_view(entity: Entity, graph: CarSubgraph, as_of: str) -> EntityResponse:
    """An entity's visible documents (timeline order), its closure and its frontier."""
    authority = Authority(graph)
    names = naming(graph)
    ordered = sorted(graph.nodes.values(), key=_timeline_key)
    mentioned = {anchor.id for anchor in graph.anchors}
    return EntityResponse(
        entity=entity,
        as_of=as_of,
        documents=[chain_node(n, authority, names) for n in ordered if n.id in mentioned],
        frontier=[names[n.id] for n in ordered if not n.superseded],
        nodes=[chain_node(n, authority, names) for n in ordered],
        edges=[chain_edge(edge, names) for edge in graph.edges],
        conflicts=[[names[d] for d in group] for group in authority.conflicts()],
    )
