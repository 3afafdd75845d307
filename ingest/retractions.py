"""What a source no longer states: documents a record owned in an earlier load and dropped.

An OSV record corrected from "fixed in 1.2.0" to "fixed in 1.3.0" stops carrying the 1.2.0 fix
document, but the store still holds it and its accepted ``patches`` edge: the advisory would
read "patched by 1.2.0" forever. A load therefore rejects the accepted edges from such an owned
document to its owner and lets the owner supersede it (rule ``retracted``), so CAR shows the
stale document only as superseded by the record that dropped it. Nothing is deleted, the audit
trail stays, and a later load that states the document again undoes the retraction. Edges a
curator has reviewed are left as the curator decided.
"""

from __future__ import annotations

from collections.abc import Sequence

from graphcar.model import AuthorityEdge
from graphcar.store.base import GraphStore
from ingest.records import SourceRecord

RETRACTION_RULE = "retracted"


def retraction_edges(
    records: Sequence[SourceRecord], store: GraphStore
) -> tuple[list[AuthorityEdge], list[str]]:
    """Edges that retract what the owners among ``records`` no longer state (and undo earlier
    retractions of what they state again), with one message per retracted document. Write them
    before the records' own edges: a restated document's edge must not meet the retraction."""
    owners = {record.document.id: record for record in records if record.owns}
    stored = store.existing_ids(sorted(owners)) if owners else set()
    if not stored:
        return [], []
    loaded = {record.document.id for record in records}
    edges: list[AuthorityEdge] = []
    messages: list[str] = []
    retracted: set[str] = set()
    for edge in store.edges_touching(sorted(stored)):
        if edge.status != "accepted" or edge.reviewed_at is not None:
            continue
        if _owned_by(edge.newer_id, edge.older_id, owners) and edge.newer_id not in loaded:
            owner = owners[edge.older_id]
            edges.append(_rejected(edge, f"{owner.document.id} no longer states it"))
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
            edges.append(_rejected(edge, f"{edge.newer_id} states it again"))
    return edges, messages


def _owned_by(doc_id: str, owner_id: str, owners: dict[str, SourceRecord]) -> bool:
    owner = owners.get(owner_id)
    return owner is not None and owner.owns is not None and doc_id.startswith(owner.owns)


def _rejected(edge: AuthorityEdge, why: str) -> AuthorityEdge:
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
