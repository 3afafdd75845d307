"""The embedded store's authority edges in memory: closure, incoming edges and review
candidates of a CAR read without a database round trip per step.

Ladybug answers a one-hop lookup in a fraction of a millisecond, but every statement that
expands SUPERSEDES edges from a list of documents costs 4-10 ms, and the recursive closure
6-8 ms per anchor (measured on a 10k-document store: 45 of a CAR read's 68 ms). All edges are
read once after each write (about 20 ms at 10k documents) and kept here; a read then walks
Python dicts. The filters are the Neo4j statements' (``car_subgraph.cypher``), and the contract
suite runs the same tests on both stores.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from graphcar.model import (
    ACCOMPANYING_KINDS,
    ANNULLING_KINDS,
    COMPANION_HOPS,
    DEFERRING_KINDS,
    LAPSING_KINDS,
    REVIVING_KINDS,
    applies_for,
)

Row = Mapping[str, Any]
#: Whether a document passes a node filter (in force and recorded; visible to the caller).
DocumentTest = Callable[[str], bool]


@dataclass(frozen=True)
class ReadMoment:
    """When and for whom a read looks at the graph: valid time, transaction time, viewer."""

    as_of: str
    known_at: str
    viewer_keys: frozenset[str]

    def recorded(self, edge: Row) -> bool:
        """Recorded by ``known_at`` and, if restricted to entities, applying to the viewer."""
        return edge["recorded_at"] <= self.known_at and applies_for(
            edge["applies_to"] or (), self.viewer_keys
        )

    def in_force(self, edge: Row) -> bool:
        """An accepted edge that counts at ``as_of`` (recorded and valid)."""
        return (
            edge["status"] == "accepted"
            and (edge["valid_from"] or "") <= self.as_of
            and self.as_of <= (edge["valid_to"] or self.as_of)
            and self.recorded(edge)
        )


def lapsed(edge: Row, superseder_edges: Sequence[Row]) -> bool:
    """Whether ``edge`` no longer holds given the edges holding over its superseder: one of a
    lapsing kind (a stay, a suspension) once its superseder is superseded itself (the stay
    dissolved, the suspension lifted), any once its superseder is voided
    (``ANNULLING_KINDS``): what it superseded controls again. Judged one level up: what
    supersedes the superseder counts as it stands."""
    if edge["kind"] in LAPSING_KINDS and superseder_edges:
        return True
    return any(over["kind"] in ANNULLING_KINDS for over in superseder_edges)


class AuthorityGraph:
    """Every SUPERSEDES edge of the store, indexed by the document it supersedes; the
    relations reinstating a document (``REVIVING_KINDS``) or deferring it
    (``DEFERRING_KINDS``), by the document reinstated or deferred; and the relations whose
    documents govern together (``ACCOMPANYING_KINDS``), by both ends."""

    def __init__(self, edges: Iterable[Row], relations: Iterable[Row] = ()) -> None:
        self._into: dict[str, list[Row]] = defaultdict(list)
        self._out_of: dict[str, list[Row]] = defaultdict(list)
        for edge in edges:
            self._into[edge["older_id"]].append(edge)
            self._out_of[edge["newer_id"]].append(edge)
        self._revivals: dict[str, list[Row]] = defaultdict(list)
        self._deferrals: dict[str, list[Row]] = defaultdict(list)
        self._deferring: dict[str, list[Row]] = defaultdict(list)
        self._ties: dict[str, list[Row]] = defaultdict(list)
        for relation in relations:
            if relation["kind"] in REVIVING_KINDS:
                self._revivals[relation["older_id"]].append(relation)
            if relation["kind"] in DEFERRING_KINDS:
                self._deferrals[relation["older_id"]].append(relation)
                self._deferring[relation["newer_id"]].append(relation)
            if relation["kind"] in ACCOMPANYING_KINDS:
                self._ties[relation["older_id"]].append(relation)
                self._ties[relation["newer_id"]].append(relation)

    def holds(self, edge: Row, moment: ReadMoment) -> bool:
        """An accepted edge in force at ``moment`` that no later reinstatement undid."""
        return moment.in_force(edge) and not self.revived(edge, moment)

    def revived(self, edge: Row, moment: ReadMoment) -> bool:
        """Whether a reinstatement of the edge's target later than the edge is in force at
        ``moment``: the edge no longer holds (``REVIVING_KINDS``)."""
        return any(
            moment.in_force(reinstated)
            and (reinstated["valid_from"] or "") > (edge["valid_from"] or "")
            for reinstated in self._revivals.get(edge["older_id"], ())
        )

    def deferred(self, doc_id: str, moment: ReadMoment) -> bool:
        """Whether a deferral valid at ``moment`` puts off the day ``doc_id`` takes effect: it
        counts as a document not yet in force (``DEFERRING_KINDS``)."""
        return any(moment.in_force(deferral) for deferral in self._deferrals.get(doc_id, ()))

    def deferring(self, closure: Sequence[str], moment: ReadMoment) -> list[Row]:
        """The deferrals valid at ``moment`` from closure documents (``CarSubgraph.deferrals``)."""
        return [
            dict(deferral)
            for doc_id in closure
            for deferral in self._deferring.get(doc_id, ())
            if moment.in_force(deferral)
        ]

    def held_off(
        self, deferrals: Sequence[Row], moment: ReadMoment, eligible: DocumentTest
    ) -> tuple[list[Row], list[str]]:
        """The accepted edges (recorded by ``moment``) from documents ``deferrals`` put off to
        eligible documents (in force, recorded, visible) not deferred and superseded by no
        edge holding from a document in force, which those edges are held off from
        (``CarSubgraph.held_off``); and those documents."""
        edges: list[Row] = [
            dict(edge)
            for deferred in sorted({deferral["older_id"] for deferral in deferrals})
            for edge in self._out_of.get(deferred, ())
            if edge["status"] == "accepted"
            and moment.recorded(edge)
            and eligible(edge["older_id"])
            and not self.deferred(edge["older_id"], moment)
            and not any(
                self.holds(over, moment) and not self.deferred(over["newer_id"], moment)
                for over in self._into.get(edge["older_id"], ())
            )
        ]
        return edges, sorted({edge["older_id"] for edge in edges})

    def awaited(
        self, deferrals: Sequence[Row], moment: ReadMoment, eligible: DocumentTest
    ) -> list[str]:
        """The documents ``deferrals`` put off that are eligible (recorded, visible) and
        superseded by no edge holding (``CarSubgraph.awaited``)."""
        return sorted(
            doc_id
            for doc_id in {deferral["older_id"] for deferral in deferrals}
            if eligible(doc_id) and not self.superseded(doc_id, moment)
        )

    def closure(
        self, anchor_ids: Sequence[str], moment: ReadMoment, counts: DocumentTest
    ) -> list[str]:
        """Anchors plus every document reachable from them over edges in force at ``moment``
        that itself counts (in force, recorded, not deferred); documents that do not count
        still pass the walk on, as in the Neo4j statement."""
        seen = set(anchor_ids)
        reached = {doc_id for doc_id in anchor_ids if not self.deferred(doc_id, moment)}
        step = list(seen)
        while step:
            following: list[str] = []
            for older_id in step:
                # a reinstating or deferring document joins the closure as a superseder would
                for edge in (
                    *self._into.get(older_id, ()),
                    *self._revivals.get(older_id, ()),
                    *self._deferrals.get(older_id, ()),
                ):
                    newer_id = edge["newer_id"]
                    if newer_id not in seen and moment.in_force(edge):
                        seen.add(newer_id)
                        following.append(newer_id)
                        if counts(newer_id) and not self.deferred(newer_id, moment):
                            reached.add(newer_id)
            step = following
        return sorted(reached)

    def incoming(
        self, closure: Sequence[str], moment: ReadMoment, visible: DocumentTest
    ) -> dict[str, list[Row]]:
        """Incoming edges per closure document: accepted ones from inside the closure that are
        in force (of a lapsing kind, only while their superseder is not superseded itself),
        pending ones from proposers the caller may see."""
        inside = set(closure)
        holding = {
            older_id: [
                edge
                for edge in self._into.get(older_id, ())
                if edge["newer_id"] in inside and self.holds(edge, moment)
            ]
            for older_id in closure
        }
        found: dict[str, list[Row]] = {}
        for older_id in closure:
            edges = [
                edge
                for edge in holding[older_id]
                if not lapsed(edge, holding[edge["newer_id"]])
            ] + [
                edge
                for edge in self._into.get(older_id, ())
                if edge["status"] == "proposed"
                and moment.recorded(edge)
                and visible(edge["newer_id"])
            ]
            if edges:
                found[older_id] = edges
        return found

    def companions(
        self,
        frontier: Sequence[str],
        closure: Sequence[str],
        moment: ReadMoment,
        eligible: DocumentTest,
    ) -> tuple[list[Row], list[str]]:
        """The accepted relations of ``ACCOMPANYING_KINDS`` valid at ``moment`` between a
        frontier document and another that is eligible (in force, recorded, visible), not
        deferred and not superseded, then between such a companion and an eligible document
        acting on it (``COMPANION_HOPS``: the correction of an amendment is read with the
        amendment, and so with what it amends); and those others outside the closure (they
        join the read's nodes)."""
        inside = set(closure)
        relations: dict[tuple[str, str, str], Row] = {}
        joining: set[str] = set()
        reached = set(frontier)
        hop = list(frontier)
        for distance in range(COMPANION_HOPS):
            following: list[str] = []
            for doc_id in hop:
                for relation in self._ties.get(doc_id, ()):
                    acting = relation["newer_id"] != doc_id
                    if distance and not acting:
                        continue  # past the first, only what acts on a companion
                    other = relation["newer_id"] if acting else relation["older_id"]
                    if (
                        not moment.in_force(relation)
                        or not eligible(other)
                        or self.deferred(other, moment)
                        or self.superseded(other, moment)
                    ):
                        continue
                    key = (relation["newer_id"], relation["older_id"], relation["kind"])
                    relations[key] = relation
                    if other not in inside:
                        joining.add(other)
                    if other not in reached:
                        reached.add(other)
                        following.append(other)
            hop = following
        return [relations[key] for key in sorted(relations)], sorted(joining)

    def superseded(self, doc_id: str, moment: ReadMoment) -> bool:
        return any(self.holds(edge, moment) for edge in self._into.get(doc_id, ()))

    def review_pairs(
        self,
        frontier: Sequence[str],
        closure: Sequence[str],
        moment: ReadMoment,
        eligible: DocumentTest,
    ) -> list[tuple[str, str, float]]:
        """(frontier document, candidate, best confidence) for documents a pending edge
        proposes as a frontier document's superseder: outside the closure, eligible (in force,
        recorded, visible) and not superseded themselves."""
        inside = set(closure)
        best: dict[tuple[str, str], float] = {}
        for older_id in frontier:
            for edge in self._into.get(older_id, ()):
                newer_id = edge["newer_id"]
                if (
                    edge["status"] != "proposed"
                    or not moment.recorded(edge)
                    or newer_id in inside
                    or not eligible(newer_id)
                    or self.superseded(newer_id, moment)
                ):
                    continue
                pair = (older_id, newer_id)
                best[pair] = max(best.get(pair, float("-inf")), float(edge["confidence"]))
        return [(older, newer, confidence) for (older, newer), confidence in best.items()]
