"""A read-only snapshot of the stored graph that the metrics judge against.

Taken once per run through ``GraphStore.export_batches`` so every system is judged against the
same documents, scope (MENTIONS, i.e. the entities extraction produced) and accepted authority
edges, whichever store holds them.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from graphcar.model import (
    ANNULLING_KINDS,
    DEFERRING_KINDS,
    LAPSING_KINDS,
    REVIVING_KINDS,
    AuthorityEdge,
    Document,
    applies_for,
)
from graphcar.store.base import GraphStore


@dataclass(frozen=True)
class Viewpoint:
    """For whom and at which valid time supersession is judged, as the engine reads the graph
    for a query: an edge restricted to entities (``applies_to``) holds only for a viewer naming
    one of them of each kind (``applies_for``), and an edge counts from its ``valid_from`` and
    only once its superseder is in force, until its ``valid_to`` (a suspension that ended).
    ``as_of=None`` judges timelessly (every accepted edge)."""

    viewer: frozenset[str] = frozenset()
    as_of: str | None = None


TIMELESS = Viewpoint()


@dataclass(frozen=True)
class _Link:
    kind: str
    applies_to: frozenset[str]
    valid_from: str
    valid_to: str | None

    def holds(self, at: Viewpoint) -> bool:
        """Valid at ``at`` (as the engine reads edges: from ``valid_from`` through
        ``valid_to``) and unrestricted or restricted to keys the viewer names (``applies_for``)."""
        if not applies_for(self.applies_to, at.viewer):
            return False
        return at.as_of is None or (
            self.valid_from <= at.as_of and (self.valid_to is None or at.as_of <= self.valid_to)
        )


class StoredGraph:
    """Documents, their scope entities, accepted supersession edges (indexed both ways) and
    the stored embeddings (so the dense baseline ranks with the vectors the store holds).

    The authority methods take the query's ``Viewpoint``; without one, unrestricted edges hold
    whatever their dates.
    """

    def __init__(
        self,
        documents: Iterable[Document],
        mentions: Iterable[tuple[str, str]],
        edges: Iterable[AuthorityEdge],
        embeddings: dict[str, list[float]] | None = None,
    ) -> None:
        self.documents: dict[str, Document] = {d.id: d for d in documents}
        self.embeddings: dict[str, list[float]] = dict(embeddings or {})
        self.entities_of: dict[str, set[str]] = defaultdict(set)
        self.documents_of: dict[str, set[str]] = defaultdict(set)
        for doc_id, key in mentions:
            self.entities_of[doc_id].add(key)
            self.documents_of[key].add(doc_id)
        self.superseders: dict[str, set[str]] = defaultdict(set)
        self._links: dict[tuple[str, str], list[_Link]] = defaultdict(list)
        self.edges: list[AuthorityEdge] = []
        #: Per document, the accepted relations reinstating it (``REVIVING_KINDS``).
        self.reinstated_by: dict[str, list[tuple[str, _Link]]] = defaultdict(list)
        #: Per document, the accepted relations putting off its start (``DEFERRING_KINDS``).
        self.deferred_by: dict[str, list[tuple[str, _Link]]] = defaultdict(list)
        for edge in edges:
            if edge.status != "accepted":
                continue
            link = _Link(
                edge.kind, frozenset(edge.applies_to), edge.valid_from or "", edge.valid_to
            )
            if edge.kind in REVIVING_KINDS:
                self.reinstated_by[edge.older_id].append((edge.newer_id, link))
            if edge.kind in DEFERRING_KINDS:
                self.deferred_by[edge.older_id].append((edge.newer_id, link))
            if edge.supersedes:
                self.superseders[edge.older_id].add(edge.newer_id)
                self._links[(edge.newer_id, edge.older_id)].append(link)
                self.edges.append(edge)

    def superseders_of(self, doc_id: str, at: Viewpoint = TIMELESS) -> set[str]:
        """Documents superseding ``doc_id`` at ``at``: in force by then, through one of the
        pair's edges that is valid by then and unrestricted or restricted to keys the viewer
        names, and, of a lapsing kind (a stay, a suspension), only while the superseder is not
        superseded itself, of any kind only while it is not voided (judged one level up, as
        the stores judge it); none from before a reinstatement of ``doc_id`` in force then."""
        return {
            newer
            for newer in self.superseders.get(doc_id, ())
            if self._in_force(newer, at)
            and not self._voided(newer, at)
            and any(
                link.holds(at)
                and not (link.kind in LAPSING_KINDS and self._held_down(newer, at))
                and not self._revived(doc_id, link, at)
                for link in self._links[(newer, doc_id)]
            )
        }

    def _voided(self, doc_id: str, at: Viewpoint) -> bool:
        """Whether something in force voids ``doc_id`` at ``at`` (``ANNULLING_KINDS``)."""
        return any(
            self._in_force(newer, at)
            and any(
                link.kind in ANNULLING_KINDS and link.holds(at)
                for link in self._links[(newer, doc_id)]
            )
            for newer in self.superseders.get(doc_id, ())
        )

    def _revived(self, doc_id: str, link: _Link, at: Viewpoint) -> bool:
        """Whether a document reinstating ``doc_id`` after ``link`` started holds at ``at``."""
        return any(
            self._in_force(newer, at)
            and reinstated.holds(at)
            and reinstated.valid_from > link.valid_from
            for newer, reinstated in self.reinstated_by.get(doc_id, ())
        )

    def _held_down(self, doc_id: str, at: Viewpoint) -> bool:
        """Whether something in force supersedes ``doc_id`` at ``at`` through an edge that holds
        (whatever its kind)."""
        return any(self._in_force(newer, at) for newer in self._linked_from(doc_id, at))

    def _linked_from(self, doc_id: str, at: Viewpoint) -> set[str]:
        """Superseders of ``doc_id`` through an edge that holds at ``at``, in force or not."""
        return {
            newer
            for newer in self.superseders.get(doc_id, ())
            if any(link.holds(at) for link in self._links[(newer, doc_id)])
        }

    def _in_force(self, doc_id: str, at: Viewpoint) -> bool:
        """In force at ``at``: started, and not put off by a deferral that holds then (judged
        at a valid time only: timelessly, a deferral is over)."""
        document = self.documents.get(doc_id)
        if document is not None and not document.in_force_at(at.as_of):
            return False
        return at.as_of is None or not any(
            relation.holds(at) for _, relation in self.deferred_by.get(doc_id, ())
        )

    @classmethod
    def from_store(cls, store: GraphStore, batch_size: int = 5000) -> StoredGraph:
        """Snapshot of everything ``store`` holds."""
        documents: list[Document] = []
        mentions: list[tuple[str, str]] = []
        edges: list[AuthorityEdge] = []
        embeddings: dict[str, list[float]] = {}
        for batch in store.export_batches(batch_size):
            documents.extend(batch.documents)
            mentions.extend((m.doc_id, m.entity_key) for m in batch.mentions)
            edges.extend(batch.edges)
            embeddings.update(batch.embeddings)
        return cls(documents, mentions, edges, embeddings)

    def upward(self, ids: Iterable[str], at: Viewpoint = TIMELESS) -> set[str]:
        """The documents and everything in force that transitively supersedes, reinstates or
        defers them. As in the engine's closure, the walk passes through a superseder not yet
        in force (its edges still hold) without returning it."""
        start = set(ids)
        seen = set(start)
        stack = list(seen)
        while stack:
            doc_id = stack.pop()
            reinstating = {
                newer
                for newer, relation in (
                    *self.reinstated_by.get(doc_id, ()),
                    *self.deferred_by.get(doc_id, ()),
                )
                if relation.holds(at)
            }
            for newer in self._linked_from(doc_id, at) | reinstating:
                if newer not in seen:
                    seen.add(newer)
                    stack.append(newer)
        return {d for d in seen if d in start or self._in_force(d, at)}

    def frontier(self, closure: set[str], at: Viewpoint = TIMELESS) -> set[str]:
        """Closure documents that nothing inside the closure supersedes."""
        return {d for d in closure if not (self.superseders_of(d, at) & closure)}

    def entity_neighbours(self, ids: Iterable[str]) -> set[str]:
        """Documents sharing at least one scope entity with one of ``ids`` (ids included)."""
        out = set(ids)
        for doc_id in list(out):
            for key in self.entities_of.get(doc_id, ()):
                out |= self.documents_of[key]
        return out

    def scope_closure(self, anchors: Iterable[str], at: Viewpoint = TIMELESS) -> set[str]:
        """What the anchors' entity scope identifies: their entity neighbours and everything
        above those in the authority relation."""
        return self.upward(self.entity_neighbours(anchors), at)

    def unsupported(self, returned: list[str], at: Viewpoint = TIMELESS) -> list[str]:
        """Returned documents that the store says are superseded (at ``at``) while none of
        their superseders is returned (a Theorem-4 violation)."""
        shown = set(returned)
        return [
            d for d in returned if (above := self.superseders_of(d, at)) and not (above & shown)
        ]
