"""Curator decisions on authority edges: one rule for the CLI and the API.

A decision needs a reason (the audit keeps it), and accepting an edge that would let a
document supersede itself is refused: the cycle would take every document on it out of the
frontier, so a question about them would get no controlling answer at all. A curator may also
add an edge no rule derived and no document states (read in a source outside the store):
it is accepted at once, audited like a review, and loads leave it as added.
"""

from __future__ import annotations

from graphcar.errors import ConflictError, InputError, NotFoundError
from graphcar.model import (
    SUPERSEDING_KINDS,
    AuthorityEdge,
    EdgeStatus,
    IngestBatch,
    now_timestamp,
)
from graphcar.store.base import GraphStore

#: The shortest reason a review is kept with.
MIN_REASON_CHARS = 3
#: The rule of an edge a curator added by hand.
CURATOR_RULE = "curator:added"


def require_reason(reason: str) -> str:
    """The reason, stripped; refused when too short to tell a later reader anything."""
    if len(reason.strip()) < MIN_REASON_CHARS:
        raise InputError(
            f"a review needs a reason of at least {MIN_REASON_CHARS} characters (kept in the "
            "audit)",
            field="reason",
        )
    return reason.strip()


def review_edge(
    store: GraphStore,
    newer_id: str,
    older_id: str,
    kind: str,
    status: EdgeStatus,
    *,
    by: str,
    reason: str,
) -> AuthorityEdge:
    """Accept or reject one stored edge, with its audit."""
    reason = require_reason(reason)
    stored = {(e.newer_id, e.older_id, e.kind) for e in store.edges_touching([newer_id])}
    if (newer_id, older_id, kind) not in stored:  # before the cycle check: a reversed edge
        raise NotFoundError(f"no {kind} edge from {newer_id!r} to {older_id!r}")  # "closes" one
    if status == "accepted" and closes_cycle(store, newer_id, older_id):
        raise ConflictError(
            f"accepting {newer_id} -{kind}-> {older_id} would close a supersession cycle; "
            "reject one of the edges in the cycle first"
        )
    return store.set_edge_status(newer_id, older_id, kind, status, by=by, reason=reason)


def add_edge(
    store: GraphStore, newer_id: str, older_id: str, kind: str, *, by: str, reason: str
) -> AuthorityEdge:
    """Write an accepted edge a curator knows of ("AD 2023-09-05 supersedes AD 2016-07-12",
    read in the Federal Register), audited as reviewed by ``by``. Refused: an unknown or the
    same document at both ends, an edge already stored (review that one), a cycle."""
    reason = require_reason(reason)
    if kind not in SUPERSEDING_KINDS:  # "amends", "cites": relations, not authority
        raise InputError(
            f"edge kind {kind!r} does not supersede; edges add records one of "
            f"{', '.join(sorted(SUPERSEDING_KINDS))}",
            field="kind",
        )
    if newer_id == older_id:
        raise InputError("a document cannot supersede itself", field="older_id")
    existing = store.existing_ids([newer_id, older_id])
    missing = [doc_id for doc_id in (newer_id, older_id) if doc_id not in existing]
    if missing:
        raise NotFoundError(f"no document {' or '.join(repr(doc_id) for doc_id in missing)}")
    for stored in store.edges_touching([newer_id]):
        if (stored.newer_id, stored.older_id, stored.kind) == (newer_id, older_id, kind):
            raise ConflictError(
                f"a {kind} edge from {newer_id!r} to {older_id!r} is stored ({stored.status}); "
                "review it instead"
            )
    if closes_cycle(store, newer_id, older_id):
        raise ConflictError(
            f"adding {newer_id} -{kind}-> {older_id} would close a supersession cycle; "
            "reject one of the edges in the cycle first"
        )
    edge = AuthorityEdge(
        newer_id=newer_id,
        older_id=older_id,
        kind=kind,
        rule=CURATOR_RULE,
        source="explicit",
        status="accepted",
        evidence=f"added by {by}: {reason}",
        reviewed_by=by,
        reviewed_at=now_timestamp(),
        review_reason=reason,
    )
    store.upsert(IngestBatch(edges=[edge]))
    written = [  # as stored: with its recorded_at
        e
        for e in store.edges_touching([newer_id])
        if (e.newer_id, e.older_id, e.kind) == (newer_id, older_id, kind)
    ]
    return written[0] if written else edge


def closes_cycle(store: GraphStore, newer_id: str, older_id: str) -> bool:
    """Whether accepting newer -> older would let a document supersede itself: true when
    ``older`` already reaches ``newer`` downwards over accepted edges."""
    chain = store.authority_chain(older_id, None, as_of=now_timestamp())
    if chain is None:
        return False
    below: dict[str, list[str]] = {}
    for edge in chain.edges:
        if edge.status == "accepted":
            below.setdefault(edge.newer_id, []).append(edge.older_id)
    seen, stack = {older_id}, [older_id]
    while stack:
        for nxt in below.get(stack.pop(), []):
            if nxt == newer_id:
                return True
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return False
