"""A read-only snapshot of the stored graph that the metrics judge against.

Taken once per run through ``GraphStore.export_batches`` so every system is judged against the
same documents, scope (MENTIONS, i.e. the entities extraction produced) and accepted authority
edges, whichever store holds them.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Iterable

from graphcar.model import AuthorityEdge, Document
from graphcar.store.base import GraphStore


class StoredGraph:
    """Documents, their scope entities, accepted supersession edges (indexed both ways) and
    the stored embeddings (so the dense baseline ranks with the vectors the store holds).

    Edges restricted to entities (``applies_to``) supersede only for a viewer naming all of
    them, as in the engine's closure: the authority methods take the query's ``viewer`` keys
    (none: restricted edges do not hold).
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
        self.restricted: dict[tuple[str, str], list[frozenset[str]]] = defaultdict(list)
        self.edges: list[AuthorityEdge] = []
        for edge in edges:
            if edge.status == "accepted" and edge.supersedes:
                self.superseders[edge.older_id].add(edge.newer_id)
                self.restricted[(edge.newer_id, edge.older_id)].append(
                    frozenset(edge.applies_to)
                )
                self.edges.append(edge)

    def superseders_of(self, doc_id: str, viewer: Collection[str] = ()) -> set[str]:
        """Documents superseding ``doc_id`` through an edge that holds for ``viewer``: one of
        the pair's edges is unrestricted, or restricted to keys the viewer all names."""
        names = set(viewer)
        return {
            newer
            for newer in self.superseders.get(doc_id, ())
            if any(keys <= names for keys in self.restricted[(newer, doc_id)])
        }

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

    def upward(self, ids: Iterable[str], viewer: Collection[str] = ()) -> set[str]:
        """The documents and everything that transitively supersedes them."""
        seen = set(ids)
        stack = list(seen)
        while stack:
            for newer in self.superseders_of(stack.pop(), viewer):
                if newer not in seen:
                    seen.add(newer)
                    stack.append(newer)
        return seen

    def frontier(self, closure: set[str], viewer: Collection[str] = ()) -> set[str]:
        """Closure documents that nothing inside the closure supersedes."""
        return {d for d in closure if not (self.superseders_of(d, viewer) & closure)}

    def entity_neighbours(self, ids: Iterable[str]) -> set[str]:
        """Documents sharing at least one scope entity with one of ``ids`` (ids included)."""
        out = set(ids)
        for doc_id in list(out):
            for key in self.entities_of.get(doc_id, ()):
                out |= self.documents_of[key]
        return out

    def scope_closure(self, anchors: Iterable[str], viewer: Collection[str] = ()) -> set[str]:
        """What the anchors' entity scope identifies: their entity neighbours and everything
        above those in the authority relation."""
        return self.upward(self.entity_neighbours(anchors), viewer)

    def unsupported(self, returned: list[str], viewer: Collection[str] = ()) -> list[str]:
        """Returned documents that the store says are superseded (for ``viewer``) while none
        of their superseders is returned (a Theorem-4 violation)."""
        shown = set(returned)
        return [
            d
            for d in returned
            if (above := self.superseders_of(d, viewer)) and not (above & shown)
        ]
