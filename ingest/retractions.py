"""What sources no longer state, and rules no longer derive, after a record is loaded again.

Owned documents: an OSV record corrected from "fixed in 1.2.0" to "fixed in 1.3.0" stops
carrying the 1.2.0 fix document, but the store still holds it and its accepted ``patches``
edge: the advisory would read "patched by 1.2.0" forever. A load therefore rejects the
accepted edges from such an owned document to its owner and lets the owner supersede it (rule
``retracted``), so CAR shows the stale document only as superseded by the record that dropped
it. A later load that states the document again undoes the retraction.

Rule edges: a recall corrected to name one NDC instead of two keeps its rule edge to the other
NDC's label unless something takes it back. Each load derives every rule edge between its
records and the stored documents that share their scope, so a rule edge touching a re-loaded
document that this derivation did not produce again no longer follows from the documents: it
is rejected. (Cue edges are left alone: a stored document's cues are read only when it is
loaded.) Stated edges likewise: a record re-sent without a link it stated before no longer
states it.

Nothing is deleted, the audit trail stays, and edges a curator has reviewed are left as the
curator decided.
"""

from __future__ import annotations

from collections.abc import Sequence

from graphcar.model import AuthorityEdge
from graphcar.store.base import GraphStore
from ingest.records import SourceRecord

RETRACTION_RULE = "retracted"
EdgeKey = tuple[str, str, str]


def previous_edges(records: Sequence[SourceRecord], store: GraphStore) -> list[AuthorityEdge]:
    """Edges touching the records that were stored before this load (read before it writes)."""
    stored = store.existing_ids(sorted({record.document.id for record in records}))
    return store.edges_touching(sorted(stored)) if stored else []


def _key(edge: AuthorityEdge) -> EdgeKey:
    return (edge.newer_id, edge.older_id, edge.kind)


def stale_edges(
    records: Sequence[SourceRecord],
    previous: Sequence[AuthorityEdge],
    produced: Sequence[AuthorityEdge],
    *,
    derived_again: bool,
) -> tuple[list[AuthorityEdge], list[str]]:
    """Edges a re-load no longer produces, rejected, with one message each: rule edges
    touching a re-loaded record (when this load derived edges: ``derived_again``), and edges
    a re-loaded record stated (its newer end) and states no more (a recall re-sent naming one
    label of two)."""
    loaded = {record.document.id for record in records}
    again = {_key(edge) for edge in produced}
    edges: list[AuthorityEdge] = []
    messages: list[str] = []
    for edge in previous:
        derived = (
            derived_again
            and edge.source == "rule"
            and (edge.newer_id in loaded or edge.older_id in loaded)
        )
        stated = (
            edge.source == "explicit"
            and edge.newer_id in loaded
            and edge.rule != RETRACTION_RULE  # this module's own, written once
        )
        if (
            (derived or stated)
            and edge.status != "rejected"
            and not edge.curated
            and _key(edge) not in again
        ):
            why = "no longer derived from the documents as loaded" if derived else (
                f"{edge.newer_id} no longer states it"
            )
            edges.append(rejected_edge(edge, why))
            what = "follows from the documents" if derived else "stated"
            messages.append(rejection_message(edge, what))
    return edges, messages


def rejection_message(edge: AuthorityEdge, what: str) -> str:
    """How a load reports an edge it rejects because it no longer ``what``."""
    link = f"{edge.newer_id} --{edge.kind}--> {edge.older_id} ({edge.rule})"
    return f"{link} no longer {what}; rejected"


def retraction_edges(
    records: Sequence[SourceRecord], previous: Sequence[AuthorityEdge]
) -> tuple[list[AuthorityEdge], list[str]]:
    """Edges that retract what the owners among ``records`` no longer state (and undo earlier
    retractions of what they state again), with one message per retracted document. Write them
    before the records' own edges: a restated document's edge must not meet the retraction."""
    owners = {record.document.id: record for record in records if record.owns}
    loaded = {record.document.id for record in records}
    edges: list[AuthorityEdge] = []
    messages: list[str] = []
    retracted: set[str] = set()
    for edge in previous:
        if edge.status != "accepted" or edge.curated:
            continue
        if _owned_by(edge.newer_id, edge.older_id, owners) and edge.newer_id not in loaded:
            owner = owners[edge.older_id]
            edges.append(rejected_edge(edge, f"{owner.document.id} no longer states it"))
            if edge.newer_id not in retracted:
                retracted.add(edge.newer_id)
                edges.append(_retraction(owner, edge.newer_id))
                messages.append(
                    f"{owner.location}: {edge.newer_id} is no longer stated by "
                    f"{owner.document.id}; it is now superseded by it"
                )
        elif (
            edge.rule == RETRACTION_RULE
            and _owned_by(edge.older_id, edge.newer_id, owners)
            and edge.older_id in loaded
        ):
            edges.append(rejected_edge(edge, f"{edge.newer_id} states it again"))
    return edges, messages


def retracted_ids(edges: Sequence[AuthorityEdge]) -> set[str]:
    """The documents that ``edges`` (from ``retraction_edges``) retract."""
    return {
        edge.older_id
        for edge in edges
        if edge.rule == RETRACTION_RULE and edge.status == "accepted"
    }


def _owned_by(doc_id: str, owner_id: str, owners: dict[str, SourceRecord]) -> bool:
    owner = owners.get(owner_id)
    return owner is not None and doc_id.startswith(owner.owns)


def rejected_edge(edge: AuthorityEdge, why: str) -> AuthorityEdge:
    """``edge`` rejected, its evidence saying why (and what it was)."""
    evidence = f"{why}; was: {edge.evidence}" if edge.evidence else why
    return edge.model_copy(update={"status": "rejected", "evidence": evidence})


def _retraction(owner: SourceRecord, doc_id: str) -> AuthorityEdge:
    return AuthorityEdge(
        newer_id=owner.document.id,
        older_id=doc_id,
        kind="supersedes",
        rule=RETRACTION_RULE,
        evidence=f"{owner.document.id} no longer states {doc_id} ({owner.location})",
    )
