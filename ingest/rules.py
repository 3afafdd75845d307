"""Pack rules turned into edges: which (newer, older) pairs a rule orders, and which it keeps.

A rule links documents sharing scope keys (a package, a repository, an employee and ticker).
Comparing every document of a scope with every other is quadratic in the scope's history (a
popular package has thousands of releases: 134 s of the 100k-document ingest benchmark went
there), so dated documents are kept per scope entity key in date order and each document's
counterparts are found by bisection: the latest older one (``select: latest``), the earliest
newer one (``select: first``) or the ones inside the window (``select: all``). Pairs that
dates cannot order (a date missing) are few and still compared one by one, by version or by
the rule's ``unordered`` policy. Edges are built only for the pairs a rule keeps.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from heapq import merge
from itertools import islice
from typing import Literal

from graphcar.domains.packs import DomainPack, SupersessionRule, short_name
from graphcar.model import COMPLEMENTARY_KINDS, AuthorityEdge, EdgeStatus
from graphcar.versions import Bounds, Version, fix_decision
from ingest.candidates import Candidate, Pool
from ingest.versions import (
    advisory_bounds,
    distribution_advisory,
    fix_entries,
    fix_match_scores,
)

#: An unordered candidate whose fix entries match the older document is accepted only when it
#: scores at least this many times the runner-up, and at least ``EVIDENCE_MIN`` (in words
#: only one document uses: a specific name or two, not generic flaw words, must match).
EVIDENCE_MARGIN = 1.5
EVIDENCE_MIN = 2.3


@dataclass(frozen=True)
class Ordering:
    """How a rule orders one pair: the edge status it earns and why (None: no edge)."""

    status: EdgeStatus | None
    basis: str
    rank: tuple[str, str] | None = None
    unordered: bool = False
    weak: bool = False
    #: The stated bound that decided a version order: releases decided by different bounds
    #: fix different release lines, and each line keeps its own first fix (``select: first``).
    line: str = ""


@dataclass(frozen=True)
class Pair:
    """A pair a rule orders, before it becomes an edge (``status`` may drop to proposed)."""

    newer: Candidate
    older: Candidate
    ordering: Ordering
    status: EdgeStatus
    #: Share of the rule's confidence this pair earns where candidates compete (evidence).
    share: float = 1.0

    def proposed(self, share: float = 1.0) -> Pair:
        return replace(self, status="proposed", share=share)


End = Literal["newer", "older"]


@dataclass(frozen=True)
class Selection:
    """What a selecting rule kept for a stored document that a document of the load competed
    for (``end``: the side the selection is made for, the advisory of ``select: first``, the
    edition of ``select: latest``): the rule's stored edges from it to any other document of
    the pool no longer follow from the documents."""

    rule: str
    end: End
    doc_id: str
    partners: frozenset[str]


def rule_edges(
    pool: Pool, packs: Sequence[DomainPack]
) -> tuple[list[AuthorityEdge], list[Selection]]:
    """Edges of every pack rule over the pool: the pairs touching the load, and the pairs
    kept for a stored document the load competed for (a new release that is an advisory's
    first fix only now, an edition loaded late between two stored ones); with the selections
    made for those stored documents."""
    edges: list[AuthorityEdge] = []
    selections: list[Selection] = []
    for pack in packs:
        by_type = governed_by_type(pool, pack)
        for rule in pack.rules:
            pairs = rule_pairs(pool, pack, rule, by_type)
            if rule.select == "first":
                pairs = (
                    first_fix_per_older(pool, pairs)
                    if rule.evidence == "fix_notes"
                    else first_per_older(pairs)
                )
            if rule.unordered == "unique":
                pairs = (
                    best_unordered(pool, pairs)
                    if rule.evidence == "fix_notes"
                    else unique_unordered(pairs)
                )
            end = selecting_end(rule)
            contested = (
                {selected(pair, end).id for pair in pairs if touches_load(pair)} if end else set()
            )
            kept: dict[str, set[str]] = defaultdict(set)
            for pair in pairs:
                chooser = selected(pair, end).id if end else None
                if touches_load(pair) or chooser in contested:
                    edges.append(rule_edge(pack, rule, pair))
                if end and chooser in contested and not selected(pair, end).new:
                    kept[chooser].add(pair.older.id if end == "newer" else pair.newer.id)
            label = f"{pack.name}:{rule.name}"
            selections.extend(
                Selection(label, end, doc_id, frozenset(partners))
                for doc_id, partners in sorted(kept.items())
                if end
            )
    return edges, selections


def selecting_end(rule: SupersessionRule) -> End | None:
    """The side a rule keeps a choice for: each newer document's latest older one, each older
    document's first newer one (or its unique unordered one); None when every pair stands on
    its own."""
    if rule.select == "latest":
        return "newer"
    if rule.select == "first" or rule.unordered == "unique":
        return "older"
    return None


def selected(pair: Pair, end: End | None) -> Candidate:
    """The document of ``pair`` its rule's choice is made for (the older one without one)."""
    return pair.newer if end == "newer" else pair.older


def touches_load(pair: Pair) -> bool:
    """A pair with a document of this load: two stored ones were linked by the load that
    stored the later one (they are compared here as competitors)."""
    return pair.newer.new or pair.older.new


# ---------------------------------------------------------------------------------------------
# Pairs


def rule_pairs(
    pool: Pool,
    pack: DomainPack,
    rule: SupersessionRule,
    by_type: Mapping[str, Sequence[Candidate]],
) -> list[Pair]:
    """The pairs ``rule`` orders, sorted by (newer, older) id. Dated pairs come already reduced
    to what ``select`` can keep (latest older per newer, earliest newer per older), so
    ``first_per_older`` and ``latest_per_newer`` see the same winners as over every pair."""
    newers = [c for doc_type in dict.fromkeys(rule.newer) for c in by_type.get(doc_type, ())]
    olders = [c for doc_type in dict.fromkeys(rule.older) for c in by_type.get(doc_type, ())]
    index = VersionIndex(pack, rule, newers) if rule.stated_versions == "decide" else None
    decided = version_decided(pack, rule, index, olders) if index is not None else {}
    rest = [older for older in olders if older.id not in decided]
    pairs = dated_pairs(pack, rule, newers, rest)
    pairs += undated_pairs(pool, pack, rule, newers, rest)
    if index is not None:
        pairs += version_pairs(pack, rule, index, olders, decided)
    if rule.select == "latest":
        pairs = latest_per_newer(pack, rule, pairs)
    return sorted(pairs, key=lambda pair: (pair.newer.id, pair.older.id))


def governed_by_type(pool: Pool, pack: DomainPack) -> dict[str, list[Candidate]]:
    """The pool's documents ``pack`` governs, by doc type (each rule takes its types)."""
    by_type: dict[str, list[Candidate]] = defaultdict(list)
    for candidate in pool.by_id.values():
        if candidate.governed_by(pack):
            by_type[candidate.document.doc_type].append(candidate)
    return by_type


def linkable(pack: DomainPack, rule: SupersessionRule, newer: Candidate, older: Candidate) -> bool:
    """Two distinct documents sharing an entity for every scope key the rule matches on, for
    each ``where_missing`` key lacking it on one side (where both have it, that key decides,
    not this rule), for each ``where_absent`` key lacking it on both, and for each
    ``distinct`` key the newer in the older's series (``same_series``), where the newer one
    does not say it leaves the older one alone ("X is not fixed in this release":
    ``Candidate.denies``; "LOMITREL capsules are not affected by this withdrawal":
    ``Candidate.leaves_out``). Stored pairs are linkable too: they
    compete with the load's documents for ``select`` and ``unordered: unique``
    (``rule_edges`` keeps only pairs with a new side)."""
    return (
        newer.id != older.id
        and all(newer.keys_for(pack, key) & older.keys_for(pack, key) for key in rule.match)
        and not newer.denies(older, rule.kind)
        # "No new security fixes in this release": no fix, whatever its version reaches
        and not (rule.kind in COMPLEMENTARY_KINDS and newer.fixes_nothing)
        and not newer.leaves_out(older, wholly=not rule.applies_to)
        and not any(
            newer.keys_for(pack, key) and older.keys_for(pack, key) for key in rule.where_missing
        )
        and not any(
            newer.keys_for(pack, key) or older.keys_for(pack, key) for key in rule.where_absent
        )
        and all(same_series(newer.keys_for(pack, key), older.keys_for(pack, key))
                for key in rule.distinct)
        and (not rule.own_names or shares_own_name(pack, newer, older))
    )


def own_names(pack: DomainPack, candidate: Candidate) -> set[str]:
    """The names the document's metadata gives its own entity (``DomainPack.own_names``), by
    their last segment, lower-cased ("org.hollowbrook:relay-core" is "relay-core")."""
    return {
        re.split(r"[:/]", name.lower())[-1] for name in pack.own_names(candidate.document.metadata)
    }


def shares_own_name(pack: DomainPack, newer: Candidate, older: Candidate) -> bool:
    """Whether two documents name a common own entity, or one of them names none."""
    mine, theirs = own_names(pack, newer), own_names(pack, older)
    return not mine or not theirs or bool(mine & theirs)


def same_series(newer: AbstractSet[str], older: AbstractSet[str]) -> bool:
    """Whether a ``distinct`` key lets a newer document follow an older one: they share an
    entity of it, or the newer names none (a global edition, a notice for every region); a
    regional one does not displace a global one everywhere."""
    return not newer or bool(newer & older)


class DateIndex:
    """One side of a rule, per entity key of its first scope key, in date order (moment, id).

    ``runs(partner)`` gives the sorted runs a partner document shares a key with, stored
    documents included: the first fix of a stored advisory may be a stored release, and a
    new release found first among the new ones alone would patch it too. ``contested``
    says whether a stored partner has any new document to compare with at all (most of a
    package's history has none: a load costs the keys it touches).
    """

    def __init__(self, pack: DomainPack, rule: SupersessionRule, side: Iterable[Candidate]):
        self.pack, self.scope_key = pack, rule.match[0]
        every: dict[str, list[tuple[str, str, Candidate]]] = defaultdict(list)
        self.fresh_keys: set[str] = set()
        for candidate in side:
            if candidate.new:  # dated or not: an undated one competes too (undated_pairs)
                self.fresh_keys |= candidate.keys_for(pack, self.scope_key)
            at = candidate.moment(rule.order)
            if at is None:
                continue
            for key in candidate.keys_for(pack, self.scope_key):
                every[key].append((at, candidate.id, candidate))
        self.every = {key: self._run(items) for key, items in every.items()}

    def contested(self, partner: Candidate) -> bool:
        """A new partner, or a stored one sharing a key with a new document of this side."""
        return partner.new or bool(
            partner.keys_for(self.pack, self.scope_key) & self.fresh_keys
        )

    @staticmethod
    def _run(items: list[tuple[str, str, Candidate]]) -> tuple[list[str], list[Candidate]]:
        items.sort(key=lambda item: (item[0], item[1]))
        return [at for at, _, _ in items], [candidate for _, _, candidate in items]

    def runs(self, partner: Candidate) -> list[tuple[list[str], list[Candidate]]]:
        keys = sorted(partner.keys_for(self.pack, self.scope_key))
        return [self.every[key] for key in keys if key in self.every]


def dated_pairs(
    pack: DomainPack,
    rule: SupersessionRule,
    newers: Sequence[Candidate],
    olders: Sequence[Candidate],
) -> list[Pair]:
    """Pairs both of whose documents have a date, found by bisection in date order."""
    if rule.select == "first":
        index = DateIndex(pack, rule, newers)
        return [
            pair
            for older in olders
            if (at := older.moment(rule.order)) is not None and index.contested(older)
            for pair in earliest_newers(pack, rule, index, older, at)
        ]
    index = DateIndex(pack, rule, olders)
    return [
        pair
        for newer in newers
        if (at := newer.moment(rule.order)) is not None and index.contested(newer)
        for pair in chosen_olders(pack, rule, index, newer, at)
    ]


def chosen_olders(
    pack: DomainPack, rule: SupersessionRule, index: DateIndex, newer: Candidate, at: str
) -> list[Pair]:
    """``earlier_olders``; for ``select: latest`` with ``when_dated``, the latest one ``newer``
    supersedes by its date where it does so ("updates the communication issued November 20,
    2024": that one, not a letter of December on the same drug)."""
    if rule.select == "latest" and rule.when_dated is not None and newer.dates_acted_on:
        named = earlier_olders(pack, rule, index, newer, at, acted_on=True)
        if named:
            return most_described(named, rule.order)
    return earlier_olders(pack, rule, index, newer, at)


def most_described(pairs: list[Pair], order: str) -> list[Pair]:
    """Of the documents of one day a newer one names by that day, those whose titles its
    sentences acting on them describe best ("reissues ... the letter of authorization issued
    on March 12, 2021": the letter, not the fact sheet issued with it)."""
    if len({pair.older.moment(order) for pair in pairs}) != 1:
        return pairs
    carried = {p.older.id: len(p.older.title_words & p.newer.acting_words) for p in pairs}
    most = max(carried.values())
    return [pair for pair in pairs if carried[pair.older.id] == most]


def earlier_olders(
    pack: DomainPack,
    rule: SupersessionRule,
    index: DateIndex,
    newer: Candidate,
    at: str,
    acted_on: bool = False,
) -> list[Pair]:
    """Older documents dated before ``newer`` (inside the window): for ``select: latest``
    only the latest date's of each series (``distinct`` keys: a global edition replaces the
    latest EU and the latest US one), all of them otherwise; ``acted_on``: only those whose
    date ``newer`` writes in a sentence superseding them. The walk goes back from
    ``newer``'s date and stops at the window's edge or, for latest in one series, below the
    latest date found (``release_lines``: ``preceding_release``)."""
    latest_only = rule.select == "latest"
    if latest_only and rule.release_lines and (version := newer.release) is not None:
        return preceding_release(pack, rule, index, newer, at, version)
    best: dict[Series, str] = {}
    chosen: dict[Series, dict[str, Candidate]] = defaultdict(dict)
    for moments, candidates in index.runs(newer):
        position = bisect_left(moments, at) - 1
        while position >= 0:
            moment, older = moments[position], candidates[position]
            position -= 1
            if latest_only and not rule.distinct and () in best and moment < best[()]:
                break
            if acted_on and not newer.names_date_of(older, acting=True):
                continue
            if not within_window(rule, moment, at):
                if moment[:10] < min(newer.dates_written, default=""):
                    break  # older than any date the newer document writes
                if not newer.names_date_of(older):
                    continue
            if not linkable(pack, rule, newer, older):
                continue
            series = series_of(pack, rule, older)
            if latest_only and series in best and moment < best[series]:
                continue
            if latest_only and (series not in best or moment > best[series]):
                best[series], chosen[series] = moment, {}
            chosen[series][older.id] = older
    return [dated_pair(rule, newer, older) for group in chosen.values() for older in group.values()]


def preceding_release(
    pack: DomainPack,
    rule: SupersessionRule,
    index: DateIndex,
    newer: Candidate,
    at: str,
    version: Version,
) -> list[Pair]:
    """For ``release_lines``: per series, the release published before ``newer`` that it
    follows, the highest version below its own (4.2.8 follows 4.2.7, not the 4.1.12 backport
    of a maintained line published between them; 1.9.8 follows 1.9.7, not 2.4.1; 3.0.0 the
    last 2.x), else the latest unversioned one."""
    below: dict[Series, tuple[Version, dict[str, Candidate]]] = {}
    unversioned: dict[Series, tuple[str, dict[str, Candidate]]] = {}
    for moments, candidates in index.runs(newer):
        for position in range(bisect_left(moments, at)):
            moment, older = moments[position], candidates[position]
            if not within_window(rule, moment, at) or not linkable(pack, rule, newer, older):
                continue
            series, found = series_of(pack, rule, older), older.release
            if found is None:
                latest, group = unversioned.get(series, ("", {}))
                if moment > latest:
                    latest, group = moment, {}
                if moment == latest:
                    unversioned[series] = (latest, {**group, older.id: older})
            elif found < version:
                highest = below.get(series)
                if highest is None or found > highest[0]:
                    below[series] = (found, {older.id: older})
                elif found == highest[0]:
                    highest[1][older.id] = older
    chosen = {series: group for series, (_, group) in unversioned.items()}
    chosen.update({series: group for series, (_, group) in below.items()})
    return [dated_pair(rule, newer, older) for group in chosen.values() for older in group.values()]


Series = tuple[frozenset[str], ...]


def series_of(pack: DomainPack, rule: SupersessionRule, document: Candidate) -> Series:
    """The series a document belongs to under a rule's ``distinct`` keys (``()`` without)."""
    return tuple(document.keys_for(pack, key) for key in rule.distinct)


def earliest_newers(
    pack: DomainPack, rule: SupersessionRule, index: DateIndex, older: Candidate, at: str
) -> list[Pair]:
    """For ``select: first``: the newer documents of the earliest date after ``older``'s
    (inside the window); later ones inherit the fix through their own chain."""
    best: str | None = None
    chosen: dict[str, Candidate] = {}
    for moments, candidates in index.runs(older):
        position = bisect_right(moments, at)
        while position < len(moments):
            moment, newer = moments[position], candidates[position]
            position += 1
            if best is not None and moment > best:
                break
            if not within_window(rule, at, moment) and not newer.names_date_of(older):
                continue
            if not linkable(pack, rule, newer, older):
                continue
            if best is None or moment < best:
                best, chosen = moment, {}
            chosen[newer.id] = newer
    return [dated_pair(rule, newer, older) for newer in chosen.values()]


def dated_pair(rule: SupersessionRule, newer: Candidate, older: Candidate) -> Pair:
    newer_at, older_at = newer.moment(rule.order), older.moment(rule.order)
    assert newer_at is not None and older_at is not None
    ordering = date_ordering(rule, newer_at, older_at, *dating(rule, newer, older))
    assert ordering.status is not None
    return Pair(newer, older, ordering, ordering.status)


def undated_pairs(
    pool: Pool,
    pack: DomainPack,
    rule: SupersessionRule,
    newers: Sequence[Candidate],
    olders: Sequence[Candidate],
) -> list[Pair]:
    """Pairs missing a date on either side, compared one by one (``pair_order``): by version
    (``fallback: version``) or by the ``unordered`` policy. None when the rule has neither.
    Only pairs with a new document: comparing every two undated stored documents of a scope
    is quadratic in its history (a package with 800 undated releases took 13 s per load), so
    an undated stored document competes with the load's only through what it was linked to
    before."""
    if rule.fallback == "none" and rule.unordered == "skip":
        return []
    older_ids = {older.id for older in olders}
    undated_older_ids = {older.id for older in olders if older.moment(rule.order) is None}
    new_older_ids = {older.id for older in olders if older.new}
    pairs = []
    for newer in newers:
        partners = older_ids if newer.moment(rule.order) is None else undated_older_ids
        shared = pool.sharing(newer.keys_for(pack, rule.match[0])) & partners
        if not newer.new:
            shared &= new_older_ids
        for older in (pool.by_id[doc_id] for doc_id in shared):
            if not linkable(pack, rule, newer, older):
                continue
            ordering = pair_order(rule, newer, older, pack)
            if ordering.status is not None:
                pairs.append(Pair(newer, older, ordering, ordering.status))
    return pairs


class VersionIndex:
    """A rule's newer documents per scope key: those with a known version in version order
    (so the first release reaching a stated bound is found by bisection, not by comparing
    every advisory with every release of a popular package), and those without one."""

    def __init__(self, pack: DomainPack, rule: SupersessionRule, newers: Sequence[Candidate]):
        versioned: dict[str, list[tuple[Version, str, Candidate]]] = defaultdict(list)
        self.unversioned: dict[str, list[Candidate]] = defaultdict(list)
        #: keys a document of the load has: stored older documents of other keys have no
        #: competition to judge
        self.fresh_keys: set[str] = set()
        for newer in newers:
            release = newer.release
            if newer.new:
                self.fresh_keys |= newer.keys_for(pack, rule.match[0])
            for key in newer.keys_for(pack, rule.match[0]):
                if release is None:
                    self.unversioned[key].append(newer)
                else:
                    versioned[key].append((release, newer.id, newer))
        self.versioned = {key: sorted(items) for key, items in versioned.items()}

    def has_versions(self, keys: Iterable[str]) -> bool:
        return any(key in self.versioned for key in keys)

    def from_version(
        self, keys: Iterable[str], bound: Version
    ) -> Iterator[tuple[Version, Candidate]]:
        """Releases at or above ``bound`` sharing one of ``keys``, lowest first, lazily (the
        caller usually stops at the first)."""
        runs = []
        for key in keys:
            items = self.versioned.get(key, [])
            runs.append(islice(items, bisect_left(items, (bound, "")), None))
        seen: set[str] = set()
        for release, doc_id, newer in merge(*runs, key=lambda item: (item[0], item[1])):
            if doc_id not in seen:
                seen.add(doc_id)
                yield release, newer

    def without_version(self, keys: Iterable[str]) -> list[Candidate]:
        found = {c.id: c for key in keys for c in self.unversioned.get(key, [])}
        return [found[doc_id] for doc_id in sorted(found)]


def version_decided(
    pack: DomainPack, rule: SupersessionRule, index: VersionIndex, olders: Sequence[Candidate]
) -> dict[str, Bounds]:
    """The older documents versions decide (``stated_versions: decide``): they state their
    versions and a newer document of their scope has a known version, or they state that no
    fix exists (nothing patches them), as a distribution's advisory does. The others keep
    dates: an advisory stating "up to 45.7" against a notice naming no version is still
    ordered by date."""
    if rule.stated_versions != "decide":
        return {}
    decided: dict[str, Bounds] = {}
    for older in olders:
        # Stated bounds need no product names (those only mark reported versions, which
        # decide nothing here), and naming patterns cost a regex compile per name set.
        if distribution_advisory(older.document):  # fixed by its own packages
            decided[older.id] = Bounds(unfixed=True)
            continue
        bounds = older.stated_bounds
        keys = older.keys_for(pack, rule.match[0])
        if bounds.stated and (bounds.unfixed or index.has_versions(keys)):
            decided[older.id] = bounds
    return decided


def version_pairs(
    pack: DomainPack,
    rule: SupersessionRule,
    index: VersionIndex,
    olders: Sequence[Candidate],
    decided: Mapping[str, Bounds],
) -> list[Pair]:
    """Pairs of the version-decided older documents, ordered by versions alone, dated or not.
    With ``select: first`` each stated bound gets the lowest release that its decision reaches
    (a bisection; the later ones would be dropped by ``first_per_older``), else every release
    at or above the lowest bound is compared. A newer document without a version gets the
    ``unordered`` policy where dates cannot order it either, and no pair where they could (a
    date rank beside version ranks would make it the "first" fix). A stored release that
    reaches a bound first is the first fix even for a new advisory or beside new releases."""
    pairs: list[Pair] = []
    for older in (older for older in olders if older.id in decided):
        bounds = decided[older.id]
        if bounds.unfixed and not (bounds.fixed or bounds.affected):
            continue
        keys = older.keys_for(pack, rule.match[0])
        if not older.new and not keys & index.fresh_keys:
            continue  # nothing of this load competes for it
        for newer in index.without_version(keys):
            if newer.moment(rule.order) and older.moment(rule.order):
                continue
            unordered = unordered_ordering(rule, "no version to compare")
            if unordered.status is not None and linkable(pack, rule, newer, older):
                pairs.append(Pair(newer, older, unordered, unordered.status))
        stated = sorted({*bounds.fixed, *bounds.affected})
        chosen: dict[str, tuple[Version, Candidate]] = {}
        for bound in stated if rule.select == "first" else stated[:1]:
            reached: Version | None = None  # the first release reaching ``bound`` (ties kept)
            for release, newer in index.from_version(keys, bound):
                if reached is not None and release != reached:
                    break
                fixes, limit = fix_decision(release, bounds)
                if not fixes or not linkable(pack, rule, newer, older):
                    continue
                chosen.setdefault(newer.id, (release, newer))
                if rule.select == "first" and limit == bound:
                    reached = release
        for release, newer in chosen.values():
            ordering = version_ordering(rule, release, bounds)
            if ordering is not None and ordering.status is not None:
                pairs.append(Pair(newer, older, ordering, ordering.status))
    return pairs


def latest_per_newer(pack: DomainPack, rule: SupersessionRule, pairs: Sequence[Pair]) -> list[Pair]:
    """Per newer document and series (``distinct`` keys), only the most recent older one(s)
    (undated olders count as oldest)."""
    latest: dict[tuple[str, Series], str] = {}

    def slot(pair: Pair) -> tuple[str, Series]:
        return pair.newer.id, series_of(pack, rule, pair.older)

    for pair in pairs:
        at = pair.older.moment(rule.order) or ""
        latest[slot(pair)] = max(latest.get(slot(pair), ""), at)
    return [pair for pair in pairs if (pair.older.moment(rule.order) or "") == latest[slot(pair)]]


# ---------------------------------------------------------------------------------------------
# Ordering one pair


def product_names(pack: DomainPack, candidate: Candidate) -> tuple[str, ...]:
    """Names the document's scope entities go by (``repo:github.com/acme/widget`` -> widget):
    a version written next to one of them is a version of this product."""
    kinds = pack.scope_kinds()
    return tuple(
        sorted(
            {
                short_name(key)
                for key in candidate.keys
                if ":" in key and key.split(":", 1)[0] in kinds
            }
        )
    )


def dating(rule: SupersessionRule, newer: Candidate, older: Candidate) -> tuple[bool, bool]:
    """Whether ``newer`` writes ``older``'s date, and whether it does so in a sentence with a
    verb of supersession ("updates the Drug Safety Communication issued November 20, 2024");
    read only for a rule dates change (a window, ``when_dated``): a text is not scanned for
    dates no rule asks for."""
    if rule.within_days is None and rule.when_dated is None:
        return False, False
    return newer.names_date_of(older), newer.names_date_of(older, acting=True)


def date_ordering(
    rule: SupersessionRule, newer_at: str, older_at: str, dated: bool = False, acted: bool = False
) -> Ordering:
    """A pair both of whose documents are dated: an edge when the older one is earlier (and
    inside the rule's window, or ``dated``: the newer one writes the older one's date); with
    the rule's ``when_dated`` status where ``acted``: it writes it in a sentence saying it
    supersedes it."""
    windowed = within_window(rule, older_at, newer_at)
    after = older_at < newer_at and (windowed or dated)
    basis = f"{rule.order} {older_at} < {newer_at}"
    if dated:
        basis += ", named by its date"
    elif rule.within_days is not None:
        basis += f" within {rule.within_days:g} days"
    status = rule.when_dated if acted and rule.when_dated is not None else rule.status
    return Ordering(status if after else None, basis, ("date", newer_at))


def pair_order(
    rule: SupersessionRule, newer: Candidate, older: Candidate, pack: DomainPack | None = None
) -> Ordering:
    """Dates first; without both dates, the versions (``fallback: version``); with neither,
    the rule's ``unordered`` policy. A pair an order contradicts never gets an edge."""
    newer_at, older_at = newer.moment(rule.order), older.moment(rule.order)
    if newer_at is not None and older_at is not None:
        return date_ordering(rule, newer_at, older_at, *dating(rule, newer, older))
    if rule.fallback == "version":
        release = newer.release
        names = product_names(pack, older) if pack is not None else ()
        bounds = advisory_bounds(older.document.text, names)
        ordering = None if release is None else version_ordering(rule, release, bounds)
        if ordering is not None:
            return ordering
    return unordered_ordering(rule, "no date or version orders them")


def version_ordering(rule: SupersessionRule, release: Version, bounds: Bounds) -> Ordering | None:
    """How the versions an older document states order a release (None: they are silent)."""
    fixes, limit = fix_decision(release, bounds)
    if fixes is None:
        return None
    weak = not (bounds.fixed or bounds.affected or bounds.unfixed)
    if not fixes:
        basis = "is below the version the older document names as fixed"
    elif weak:
        basis = "is above the version the older document reports vulnerable"
    else:
        basis = "reaches the version the older document names as fixed"
    return Ordering(
        rule.status if fixes else None,
        f"version {release_label(release)} {basis}",
        ("version", release.sort_text()),
        weak=weak,
        line="" if limit is None else limit.sort_text(),
    )


def unordered_ordering(rule: SupersessionRule, basis: str) -> Ordering:
    """The rule's ``unordered`` policy for a pair nothing orders."""
    if rule.unordered == "skip":
        return Ordering(None, "unordered")
    status: EdgeStatus = "proposed" if rule.unordered == "proposed" else "accepted"
    return Ordering(status, basis, unordered=True)


def within_window(rule: SupersessionRule, older_at: str, newer_at: str) -> bool:
    """Whether the older document is recent enough for the rule (``within_days``). Stored
    moments are validated timestamps; one that does not parse is not windowed."""
    if rule.within_days is None:
        return True
    try:
        gap = parse_moment(newer_at) - parse_moment(older_at)
    except ValueError:
        return True
    return gap <= timedelta(days=rule.within_days)


def parse_moment(stamp: str) -> datetime:
    """An ISO date or timestamp as a naive UTC datetime (offsets converted, ``Z`` accepted)."""
    moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC).replace(tzinfo=None)
    return moment


def release_label(version: Version | None) -> str:
    return "?" if version is None else ".".join(map(str, version.numbers)) + version.suffix


# ---------------------------------------------------------------------------------------------
# Selection


def unique_unordered(pairs: Sequence[Pair]) -> list[Pair]:
    """Unordered edges stay accepted only where they are an older document's one candidate;
    where several newer documents compete and nothing orders them, all go to review."""
    counts = Counter(pair.older.id for pair in pairs if pair.ordering.unordered)
    return [
        pair.proposed() if pair.ordering.unordered and counts[pair.older.id] > 1 else pair
        for pair in pairs
    ]


def first_per_older(pairs: Sequence[Pair]) -> list[Pair]:
    """Per older document (and release line, where the advisory names fixes on several), only
    the earliest ordered newer one(s): a later release contains a fix but is not the release
    that made it. Unordered pairs have no rank and are all kept. (A stored edge this choice
    displaces is rejected by ``ingest.derive.reselected``.)"""
    best: dict[tuple[str, str], tuple[str, str]] = {}
    for pair in pairs:
        rank = pair.ordering.rank
        if rank is not None:
            key = (pair.older.id, pair.ordering.line)
            current = best.get(key)
            best[key] = rank if current is None else min(current, rank)
    return [
        pair
        for pair in pairs
        if pair.ordering.rank is None
        or pair.ordering.rank == best[(pair.older.id, pair.ordering.line)]
    ]


def names_older(newer: Candidate, older: Candidate) -> bool:
    """The newer document names an identifier of the older one's title (a release note citing
    the advisory's GHSA/CVE id)."""
    return bool(older.title_keys & newer.keys)


def shows_fix(newer: Candidate, older: Candidate) -> bool:
    """The newer document's text carries evidence of a fix: it names the older document, or
    has a security-fix entry."""
    return names_older(newer, older) or bool(fix_entries(newer.document.text))


def first_fix_per_older(pool: Pool, pairs: Sequence[Pair]) -> list[Pair]:
    """``first_per_older``, except where the order rests only on a version the flaw was
    reported in (``Ordering.weak``: every later release qualifies, most of which did not fix
    it): there the release whose fix entries clearly describe the advisory wins, else the
    first one with a security-fix entry in its notes (a maintenance release without one is
    not the release that fixed the advisory)."""
    weak: dict[str, list[Pair]] = defaultdict(list)
    for pair in pairs:
        if pair.ordering.weak:
            weak[pair.older.id].append(pair)
    chosen = {older_id: weak_winner(pool, older_id, group) for older_id, group in weak.items()}
    return first_per_older(
        [pair for pair in pairs if not pair.ordering.weak or chosen[pair.older.id] == pair.newer.id]
    )


def weak_winner(pool: Pool, older_id: str, group: Sequence[Pair]) -> str:
    """Of releases ordered only after a reported version: the text evidence's pick, else the
    earliest release whose notes show a fix (the earliest of all when none does)."""
    picked = evidence_winner(evidence_for(pool, older_id, [pair.newer.id for pair in group]))
    if picked is not None:
        return picked
    showing = [pair for pair in group if shows_fix(pair.newer, pair.older)]
    ranked = sorted(
        showing or group, key=lambda pair: (pair.ordering.rank or ("", ""), pair.newer.id)
    )
    return ranked[0].newer.id


def best_unordered(pool: Pool, pairs: Sequence[Pair]) -> list[Pair]:
    """``unique_unordered``, except that where several unordered releases compete, one that
    names the older document, or whose security-fix entries describe it clearly better than
    every other candidate's (``fix_match_scores``), stays accepted; the rest go to review,
    each with its share of the evidence as confidence (how reviewers and CAR results rank
    the candidates). Where a version-ordered release already fixes the older document, its
    unordered competitors all go to review."""
    competing: dict[str, list[str]] = defaultdict(list)
    for pair in pairs:
        if pair.ordering.unordered:
            competing[pair.older.id].append(pair.newer.id)
    ordered = {pair.older.id for pair in pairs if not pair.ordering.unordered}
    evidence = {
        older_id: evidence_for(pool, older_id, newer_ids)
        for older_id, newer_ids in competing.items()
    }
    chosen = {
        older_id: winner
        for older_id, found in evidence.items()
        if older_id not in ordered and (winner := evidence_winner(found)) is not None
    }
    return [
        pair.proposed(evidence_share(evidence[pair.older.id], pair.newer.id))
        if pair.ordering.unordered
        and (len(competing[pair.older.id]) > 1 or pair.older.id in ordered)
        and chosen.get(pair.older.id) != pair.newer.id
        else pair
        for pair in pairs
    ]


@dataclass(frozen=True)
class Evidence:
    """What the text says of each candidate for one older document: which candidates name
    it (its GHSA/CVE id in their notes) and how well their fix entries describe it."""

    naming: tuple[str, ...]
    scores: Mapping[str, float]


def evidence_for(pool: Pool, older_id: str, newer_ids: Sequence[str]) -> Evidence:
    older = pool.by_id[older_id]
    notes = [pool.by_id[n].document.text for n in newer_ids]
    scores = fix_match_scores(older.document.text, notes, pool.rarity())
    return Evidence(
        naming=tuple(n for n in newer_ids if names_older(pool.by_id[n], older)),
        scores=dict(zip(newer_ids, scores, strict=True)),
    )


def evidence_winner(evidence: Evidence) -> str | None:
    """The one candidate the text evidence picks, if it clearly picks one: the only note
    naming the older document, else a fix-entry score clearly above every other."""
    if evidence.naming:
        return evidence.naming[0] if len(evidence.naming) == 1 else None
    ranked = sorted(((s, n) for n, s in evidence.scores.items()), reverse=True)
    if len(ranked) < 2:
        return ranked[0][1] if ranked else None
    (best, winner), (second, _) = ranked[0], ranked[1]
    return winner if best >= EVIDENCE_MIN and best >= EVIDENCE_MARGIN * second else None


def evidence_share(evidence: Evidence, newer_id: str) -> float:
    """A candidate's share of the evidence: naming notes split it between them; otherwise in
    proportion to fix-entry scores (equal shares when no note has a matching entry)."""
    if evidence.naming:
        return 1.0 / len(evidence.naming) if newer_id in evidence.naming else 0.0
    total = sum(evidence.scores.values())
    if total <= 0:
        return 1.0 / len(evidence.scores)
    return evidence.scores[newer_id] / total


def rule_edge(pack: DomainPack, rule: SupersessionRule, pair: Pair) -> AuthorityEdge:
    newer, older = pair.newer, pair.older
    shared = sorted(
        {k for key in rule.match for k in newer.keys_for(pack, key) & older.keys_for(pack, key)}
    )
    restricted = sorted({k for key in rule.applies_to for k in newer.keys_for(pack, key)})
    return newer.edge_over(
        older,
        rule.kind,
        rule=f"{pack.name}:{rule.name}",
        source="rule",
        # a draft supersedes nothing until adopted: its successor edges await review
        status="proposed" if pair.status == "accepted" and newer.is_draft() else pair.status,
        confidence=round(rule.confidence * pair.share, 6),
        evidence=f"{newer.document.doc_type} {rule.kind} {older.document.doc_type} "
        f"({pair.ordering.basis}); shared scope: "
        + ", ".join(shared)
        + (f"; applies to: {', '.join(restricted)}" if restricted else ""),
        applies_to=tuple(restricted),
    )
