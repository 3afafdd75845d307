"""Edge derivation beyond what sources state explicitly: domain-pack rules and text cues.

Rule edges (``source='rule'``) come from a pack rule over doc types, time order and shared scope
keys; cue edges (``source='inferred'``, usually ``proposed`` for curator review) from a cue
phrase ("overruled", "fixed in") whose sentence names another document's entity. New records
are compared with each other and with stored documents sharing their scope keys, so loading a
fix release today links it to an advisory loaded last month. Pairs of stored documents are not
re-derived (their edges were derived when the later one was loaded). Output is sorted and
depends only on the input and the store, so re-deriving gives the same edges.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from graphcar.domains.packs import CueRule, DomainPack, SupersessionRule, installed_packs, packs_for
from graphcar.model import AuthorityEdge, Document, EdgeStatus
from graphcar.store.base import GraphStore
from ingest.extract import Analysis, SpacyExtractor
from ingest.records import SourceRecord
from ingest.spacy_pipeline import CueHit
from ingest.versions import (
    Version,
    advisory_bounds,
    fix_entries,
    fix_match_scores,
    rarity_weights,
    release_fixes,
    release_version,
)

STORE_KEY_CHUNK = 1000
EVIDENCE_CHARS = 300


@dataclass
class Candidate:
    """A document derivation considers: its scope keys, title keys and governing packs."""

    document: Document
    keys: set[str]
    title_keys: set[str]
    packs: list[DomainPack]
    new: bool
    cues: list[CueHit] = field(default_factory=list)

    @property
    def id(self) -> str:
        return self.document.id

    def keys_for(self, pack: DomainPack, scope_key: str) -> set[str]:
        """This document's entity keys for one of the pack's scope keys."""
        spec = pack.scope_keys[scope_key]
        source = self.title_keys if spec.source == "title" else self.keys
        return {key for key in source if key.split(":", 1)[0] in spec.kinds}

    def moment(self, order: str) -> str | None:
        """When the document counts, for the rule's time order."""
        if order == "published":
            return self.document.published_at or self.document.in_force_from
        return self.document.in_force_from

    def governed_by(self, pack: DomainPack) -> bool:
        return any(mine.name == pack.name for mine in self.packs)


class Pool:
    """New and stored candidates, indexed by entity key."""

    def __init__(self, candidates: Iterable[Candidate]) -> None:
        self.by_id = {candidate.id: candidate for candidate in candidates}
        self.by_key: dict[str, set[str]] = defaultdict(set)
        self._rarity: dict[str, float] | None = None
        for candidate in self.by_id.values():
            for key in candidate.keys | candidate.title_keys:
                self.by_key[key].add(candidate.id)

    def rarity(self) -> dict[str, float]:
        """Word rarity over the pool's documents (computed once, for text evidence)."""
        if self._rarity is None:
            self._rarity = rarity_weights(c.document.text for c in self.by_id.values())
        return self._rarity

    def sharing(self, keys: Iterable[str]) -> set[str]:
        """Ids of candidates holding any of ``keys``."""
        found: set[str] = set()
        for key in keys:
            found |= self.by_key.get(key, set())
        return found


def derive_edges(
    records: Sequence[SourceRecord],
    store: GraphStore,
    *,
    analyses: Mapping[str, Analysis] | None = None,
    packs: Sequence[DomainPack] | None = None,
    extractor: SpacyExtractor | None = None,
) -> list[AuthorityEdge]:
    """Rule-derived and inferred edges for ``records`` (explicit edges come with the records).

    ``analyses`` maps a document id to what ingest extracted from it (the loader passes it so
    nothing is extracted twice); documents missing from it are analysed here.
    """
    packs = list(packs) if packs is not None else installed_packs()
    governed = [r for r in records if packs_for(packs, r.document.domain, r.document.doc_type)]
    if not governed:
        return []
    extractor = extractor or SpacyExtractor(packs)
    new = new_candidates(governed, packs, extractor, analyses or {})
    stored = stored_candidates(store, new, packs, extractor)
    pool = Pool([*stored, *new])
    edges = rule_edges(pool, packs) + cue_edges(pool, packs)
    explicit = {(e.newer_id, e.older_id) for record in records for e in record.edges}
    return finalise(edges, explicit)


def new_candidates(
    records: Sequence[SourceRecord],
    packs: Sequence[DomainPack],
    extractor: SpacyExtractor,
    analyses: Mapping[str, Analysis],
) -> list[Candidate]:
    """Candidates for the new records, with scope, title keys and cue hits."""
    missing = [r.document for r in records if r.document.id not in analyses]
    analysed = zip([d.id for d in missing], extractor.analyse(missing), strict=True)
    found = {**analyses, **dict(analysed)}
    candidates = []
    for record in records:
        document = record.document
        analysis = found[document.id]
        candidates.append(
            Candidate(
                document=document,
                keys={e.key for e in analysis.entities} | {e.key for e in record.entities},
                title_keys=set(analysis.title_keys),
                packs=packs_for(packs, document.domain, document.doc_type),
                new=True,
                cues=analysis.cues,
            )
        )
    return candidates


def stored_candidates(
    store: GraphStore,
    new: Sequence[Candidate],
    packs: Sequence[DomainPack],
    extractor: SpacyExtractor,
) -> list[Candidate]:
    """Stored documents sharing a rule scope key or a cue target key with the new documents."""
    wanted = sorted(lookup_keys(new))
    new_ids = {candidate.id for candidate in new}
    found: dict[str, Document] = {}
    keys_of: dict[str, set[str]] = defaultdict(set)
    for start in range(0, len(wanted), STORE_KEY_CHUNK):
        chunk = wanted[start : start + STORE_KEY_CHUNK]
        for key, documents in store.documents_by_entities(chunk).items():
            for document in documents:
                if document.id in new_ids:
                    continue
                found[document.id] = document
                keys_of[document.id].add(key)
    documents = [document for _, document in sorted(found.items())]
    return [
        Candidate(
            document=document,
            keys=keys_of[document.id],
            title_keys=set(title_keys),
            packs=packs_for(packs, document.domain, document.doc_type),
            new=False,
        )
        for document, title_keys in zip(documents, extractor.title_keys(documents), strict=True)
    ]


def lookup_keys(new: Sequence[Candidate]) -> set[str]:
    """Keys worth asking the store about: rule scope kinds and cue target kinds."""
    wanted: set[str] = set()
    for candidate in new:
        for pack in candidate.packs:
            kinds = pack.scope_kinds()
            wanted |= {
                k for k in candidate.keys | candidate.title_keys if k.split(":", 1)[0] in kinds
            }
            for hit in candidate.cues:
                cue = cue_rule(pack, hit)
                if cue is not None:
                    wanted |= {k for k in hit.keys if k.split(":", 1)[0] in cue.target_kinds}
    return wanted


# ---------------------------------------------------------------------------------------------
# Rules


def rule_edges(pool: Pool, packs: Sequence[DomainPack]) -> list[AuthorityEdge]:
    """Edges of every pack rule over the pool (at least one side of each pair is new)."""
    edges: list[AuthorityEdge] = []
    for pack in packs:
        for rule in pack.rules:
            found = [
                item
                for newer in sorted(pool.by_id.values(), key=lambda c: c.id)
                if newer.document.doc_type in rule.newer and newer.governed_by(pack)
                for item in apply_rule(pool, pack, rule, newer)
            ]
            if rule.select == "first":
                found = (
                    first_fix_per_older(pool, found)
                    if rule.evidence == "fix_notes"
                    else first_per_older(found)
                )
            if rule.unordered == "unique":
                found = (
                    best_unordered(pool, found)
                    if rule.evidence == "fix_notes"
                    else unique_unordered(found)
                )
            edges.extend(edge for edge, _ in found)
    return edges


def unique_unordered(
    found: Sequence[tuple[AuthorityEdge, Ordering]],
) -> list[tuple[AuthorityEdge, Ordering]]:
    """Unordered edges stay accepted only where they are an older document's one candidate;
    where several newer documents compete and nothing orders them, all go to review."""
    counts = Counter(edge.older_id for edge, ordering in found if ordering.unordered)
    return [
        (edge.model_copy(update={"status": "proposed"}), ordering)
        if ordering.unordered and counts[edge.older_id] > 1
        else (edge, ordering)
        for edge, ordering in found
    ]


def first_per_older(
    found: Sequence[tuple[AuthorityEdge, Ordering]],
) -> list[tuple[AuthorityEdge, Ordering]]:
    """Per older document, only the earliest ordered newer one(s): a later release contains a
    fix but is not the release that made it. Unordered edges have no rank and are all kept.
    (Within one derivation run: an edge stored by an earlier load is not revisited.)"""
    best: dict[str, tuple[str, str]] = {}
    for edge, ordering in found:
        if ordering.rank is not None:
            current = best.get(edge.older_id)
            best[edge.older_id] = ordering.rank if current is None else min(current, ordering.rank)
    return [
        (edge, ordering)
        for edge, ordering in found
        if ordering.rank is None or ordering.rank == best[edge.older_id]
    ]


#: An unordered candidate whose fix entries match the older document is accepted only when it
#: scores at least this many times the runner-up, and at least ``EVIDENCE_MIN`` (in words
#: only one document uses: a specific name or two, not generic flaw words, must match).
EVIDENCE_MARGIN = 1.5
EVIDENCE_MIN = 2.3


def names_older(newer: Candidate, older: Candidate) -> bool:
    """The newer document names an identifier of the older one's title (a release note citing
    the advisory's GHSA/CVE id)."""
    return bool(older.title_keys & newer.keys)


def shows_fix(newer: Candidate, older: Candidate) -> bool:
    """The newer document's text carries evidence of a fix: it names the older document, or
    has a security-fix entry."""
    return names_older(newer, older) or bool(fix_entries(newer.document.text))


def first_fix_per_older(
    pool: Pool, found: Sequence[tuple[AuthorityEdge, Ordering]]
) -> list[tuple[AuthorityEdge, Ordering]]:
    """``first_per_older``, except where the order rests only on a version the flaw was
    reported in (``Ordering.weak``: every later release qualifies, most of which did not fix
    it): there the release whose fix entries clearly describe the advisory wins, else the
    first one with a security-fix entry in its notes (a maintenance release without one is
    not the release that fixed the advisory)."""
    weak: dict[str, list[tuple[AuthorityEdge, Ordering]]] = defaultdict(list)
    for edge, ordering in found:
        if ordering.weak:
            weak[edge.older_id].append((edge, ordering))
    chosen = {older_id: weak_winner(pool, older_id, group) for older_id, group in weak.items()}
    return first_per_older(
        [
            (edge, ordering)
            for edge, ordering in found
            if not ordering.weak or chosen[edge.older_id] == edge.newer_id
        ]
    )


def weak_winner(pool: Pool, older_id: str, group: Sequence[tuple[AuthorityEdge, Ordering]]) -> str:
    """Of releases ordered only after a reported version: the text evidence's pick, else the
    earliest release whose notes show a fix (the earliest of all when none does)."""
    newer_ids = [edge.newer_id for edge, _ in group]
    picked = evidence_winner(pool, older_id, newer_ids)
    if picked is not None:
        return picked
    older = pool.by_id[older_id]
    showing = [item for item in group if shows_fix(pool.by_id[item[0].newer_id], older)]
    ranked = sorted(showing or group, key=lambda item: (item[1].rank or ("", ""), item[0].newer_id))
    return ranked[0][0].newer_id


def best_unordered(
    pool: Pool, found: Sequence[tuple[AuthorityEdge, Ordering]]
) -> list[tuple[AuthorityEdge, Ordering]]:
    """``unique_unordered``, except that where several unordered releases compete, one that
    names the older document, or whose security-fix entries describe it clearly better than
    every other candidate's (``fix_match_scores``), stays accepted; the rest go to review.
    Where a version-ordered release already fixes the older document, its unordered
    competitors all go to review."""
    competing: dict[str, list[str]] = defaultdict(list)
    for edge, ordering in found:
        if ordering.unordered:
            competing[edge.older_id].append(edge.newer_id)
    ordered = {edge.older_id for edge, ordering in found if not ordering.unordered}
    chosen = {
        older_id: winner
        for older_id, newer_ids in competing.items()
        if older_id not in ordered
        and (winner := evidence_winner(pool, older_id, newer_ids)) is not None
    }
    return [
        (edge.model_copy(update={"status": "proposed"}), ordering)
        if ordering.unordered
        and (len(competing[edge.older_id]) > 1 or edge.older_id in ordered)
        and chosen.get(edge.older_id) != edge.newer_id
        else (edge, ordering)
        for edge, ordering in found
    ]


def evidence_winner(pool: Pool, older_id: str, newer_ids: Sequence[str]) -> str | None:
    """The one candidate the text evidence picks for ``older_id``, if it clearly picks one."""
    older = pool.by_id[older_id]
    naming = [n for n in newer_ids if names_older(pool.by_id[n], older)]
    if naming:
        return naming[0] if len(naming) == 1 else None
    notes = [pool.by_id[n].document.text for n in newer_ids]
    scores = fix_match_scores(older.document.text, notes, pool.rarity())
    ranked = sorted(zip(scores, newer_ids, strict=True), reverse=True)
    if len(ranked) < 2:
        return ranked[0][1] if ranked else None
    (best, winner), (second, _) = ranked[0], ranked[1]
    return winner if best >= EVIDENCE_MIN and best >= EVIDENCE_MARGIN * second else None


@dataclass(frozen=True)
class Ordering:
    """How a rule orders one pair: the edge status it earns and why (None: no edge)."""

    status: EdgeStatus | None
    basis: str
    rank: tuple[str, str] | None = None
    unordered: bool = False
    weak: bool = False


def apply_rule(
    pool: Pool, pack: DomainPack, rule: SupersessionRule, newer: Candidate
) -> list[tuple[AuthorityEdge, Ordering]]:
    """Edges from ``newer`` to the older documents ``rule`` links it to."""
    if newer.moment(rule.order) is None and rule.fallback == "none" and rule.unordered == "skip":
        return []
    matching: set[str] | None = None
    for scope_key in rule.match:
        sharing = pool.sharing(newer.keys_for(pack, scope_key))
        matching = sharing if matching is None else matching & sharing
    olders = []
    for doc_id in sorted(matching or set()):
        older = pool.by_id[doc_id]
        if not (
            older.id != newer.id
            and (older.new or newer.new)
            and older.document.doc_type in rule.older
            and older.governed_by(pack)
            and all(newer.keys_for(pack, key) & older.keys_for(pack, key) for key in rule.match)
        ):
            continue
        ordering = pair_order(rule, newer, older, pack)
        if ordering.status is not None:
            olders.append((older.moment(rule.order) or "", older, ordering))
    if rule.select == "latest" and olders:
        latest = max(at for at, _, _ in olders)
        olders = [item for item in olders if item[0] == latest]
    return [
        (rule_edge(pack, rule, newer, older, ordering), ordering) for _, older, ordering in olders
    ]


def product_names(pack: DomainPack, candidate: Candidate) -> tuple[str, ...]:
    """Names the document's scope entities go by (``repo:github.com/acme/widget`` -> widget):
    a version written next to one of them is a version of this product."""
    kinds = pack.scope_kinds()
    return tuple(
        sorted(
            {
                key.split(":", 1)[1].rstrip("/").rsplit("/", 1)[-1]
                for key in candidate.keys
                if ":" in key and key.split(":", 1)[0] in kinds
            }
        )
    )


def pair_order(
    rule: SupersessionRule, newer: Candidate, older: Candidate, pack: DomainPack | None = None
) -> Ordering:
    """Dates first; without both dates, the versions (``fallback: version``); with neither,
    the rule's ``unordered`` policy. A pair an order contradicts never gets an edge."""
    newer_at, older_at = newer.moment(rule.order), older.moment(rule.order)
    if newer_at is not None and older_at is not None:
        after = older_at < newer_at and within_window(rule, older_at, newer_at)
        basis = f"{rule.order} {older_at} < {newer_at}"
        if rule.within_days is not None:
            basis += f" within {rule.within_days:g} days"
        return Ordering(rule.status if after else None, basis, ("date", newer_at))
    if rule.fallback == "version":
        release = release_version(newer.document)
        names = product_names(pack, older) if pack is not None else ()
        bounds = advisory_bounds(older.document.text, names)
        fixes = None if release is None else release_fixes(release, bounds)
        if fixes is not None:
            weak = not (bounds.fixed or bounds.affected)
            return Ordering(
                rule.status if fixes else None,
                f"version {release_label(release)} "
                + (
                    "is above the version the older document reports vulnerable"
                    if weak
                    else "reaches the version the older document names as fixed"
                ),
                None if release is None else ("version", release.sort_text()),
                weak=weak,
            )
    if rule.unordered == "skip":
        return Ordering(None, "unordered")
    status: EdgeStatus = "proposed" if rule.unordered == "proposed" else "accepted"
    return Ordering(status, "no date or version orders them", unordered=True)


def within_window(rule: SupersessionRule, older_at: str, newer_at: str) -> bool:
    """Whether the older document is recent enough for the rule (``within_days``); a date
    that does not parse is not windowed (the time order alone decides, as without a window)."""
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


def rule_edge(
    pack: DomainPack,
    rule: SupersessionRule,
    newer: Candidate,
    older: Candidate,
    ordering: Ordering,
) -> AuthorityEdge:
    shared = sorted(
        {k for key in rule.match for k in newer.keys_for(pack, key) & older.keys_for(pack, key)}
    )
    restricted = sorted({k for key in rule.applies_to for k in newer.keys_for(pack, key)})
    return AuthorityEdge(
        newer_id=newer.id,
        older_id=older.id,
        kind=rule.kind,
        rule=f"{pack.name}:{rule.name}",
        source="rule",
        status=ordering.status or rule.status,
        confidence=rule.confidence,
        evidence=f"{newer.document.doc_type} after {older.document.doc_type} "
        f"({ordering.basis}); shared scope: "
        + ", ".join(shared)
        + (f"; applies to: {', '.join(restricted)}" if restricted else ""),
        valid_from=newer.document.in_force_from,
        applies_to=tuple(restricted),
    )


# ---------------------------------------------------------------------------------------------
# Cues


def cue_rule(pack: DomainPack, hit: CueHit) -> CueRule | None:
    """The pack's cue rule a hit belongs to (hits carry ``pack:cue`` labels)."""
    if hit.pack != pack.name:
        return None
    return next((cue for cue in pack.cues if cue.name == hit.cue), None)


def cue_edges(pool: Pool, packs: Sequence[DomainPack]) -> list[AuthorityEdge]:
    """Inferred edges from cue phrases of new documents."""
    edges: list[AuthorityEdge] = []
    for source in sorted(pool.by_id.values(), key=lambda c: c.id):
        for hit in source.cues:
            if hit.negated:
                continue
            for pack in source.packs:
                cue = cue_rule(pack, hit)
                if cue is None or (cue.doc_types and source.document.doc_type not in cue.doc_types):
                    continue
                edges.extend(apply_cue(pool, pack, cue, hit, source))
    return edges


def apply_cue(
    pool: Pool, pack: DomainPack, cue: CueRule, hit: CueHit, source: Candidate
) -> list[AuthorityEdge]:
    """Edges between the cue's document and the documents its sentence names."""
    keys = [
        key
        for key in hit.keys
        if key.split(":", 1)[0] in cue.target_kinds and key not in source.title_keys
    ]
    targets = [
        pool.by_id[doc_id]
        for doc_id in sorted(pool.sharing(keys))
        if doc_id != source.id
        and pool.by_id[doc_id].governed_by(pack)
        and (
            not cue.target_doc_types or pool.by_id[doc_id].document.doc_type in cue.target_doc_types
        )
    ]
    titled = [t for t in targets if t.title_keys & set(keys)]
    edges = []
    for target in titled or targets:
        newer, older = (source, target) if cue.direction == "forward" else (target, source)
        newer_at, older_at = newer.moment("published"), older.moment("published")
        if newer_at is None or older_at is None or not older_at < newer_at:
            continue
        edges.append(
            AuthorityEdge(
                newer_id=newer.id,
                older_id=older.id,
                kind=cue.kind,
                rule=f"{pack.name}:{cue.name}",
                source="inferred",
                status=cue.status,
                confidence=cue.confidence,
                evidence=hit.sentence[:EVIDENCE_CHARS],
                valid_from=newer.document.in_force_from,
            )
        )
    return edges


def finalise(edges: Sequence[AuthorityEdge], explicit: set[tuple[str, str]]) -> list[AuthorityEdge]:
    """One edge per (newer, older, kind): explicit beats rule beats inferred; sorted."""
    rank = {"rule": 0, "inferred": 1, "explicit": 2}
    chosen: dict[tuple[str, str, str], AuthorityEdge] = {}
    ruled_pairs = {(e.newer_id, e.older_id) for e in edges if e.source == "rule"}
    for edge in sorted(edges, key=lambda e: (rank[e.source], e.rule, e.evidence)):
        pair = (edge.newer_id, edge.older_id)
        if pair in explicit or (edge.source == "inferred" and pair in ruled_pairs):
            continue
        chosen.setdefault((edge.newer_id, edge.older_id, edge.kind), edge)
    return sorted(chosen.values(), key=lambda e: (e.newer_id, e.older_id, e.kind, e.rule))


class PackDeriver:
    """``derive_edges`` bound to packs and the ingest extractor (same gazetteer, no reload)."""

    def __init__(self, extractor: SpacyExtractor) -> None:
        self.extractor = extractor

    def __call__(
        self,
        records: Sequence[SourceRecord],
        store: GraphStore,
        *,
        analyses: Mapping[str, Analysis] | None = None,
    ) -> list[AuthorityEdge]:
        return derive_edges(
            records, store, analyses=analyses, packs=self.extractor.packs, extractor=self.extractor
        )
