"""Curator decisions on authority edges: one rule for the CLI and the API.

A decision needs a reason (the audit keeps it), and accepting an edge that would let a
document supersede itself is refused: the cycle would take every document on it out of the
frontier, so a question about them would get no controlling answer at all.
"""

from __future__ import annotations

from graphcar.errors import ConflictError, InputError, NotFoundError
from graphcar.model import AuthorityEdge, EdgeStatus, now_timestamp
from graphcar.store.base import GraphStore

#: The shortest reason a review is kept with.
MIN_REASON_CHARS = 3


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
    if len(reason.strip()) < MIN_REASON_CHARS:
        raise InputError(
            f"a review needs a reason of at least {MIN_REASON_CHARS} characters (kept in the "
            "audit)",
            field="reason",
        )
    stored = {(e.newer_id, e.older_id, e.kind) for e in store.edges_touching([newer_id])}
    if (newer_id, older_id, kind) not in stored:  # before the cycle check: a reversed edge
        raise NotFoundError(f"no {kind} edge from {newer_id!r} to {older_id!r}")  # "closes" one
    if status == "accepted" and closes_cycle(store, newer_id, older_id):
        raise ConflictError(
            f"accepting {newer_id} -{kind}-> {older_id} would close a supersession cycle; "
            "reject one of the edges in the cycle first"
        )
    return store.set_edge_status(newer_id, older_id, kind, status, by=by, reason=reason.strip())


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
