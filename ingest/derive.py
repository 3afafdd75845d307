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

from graphcar.domains.packs import CueRule, DomainPack, SupersessionRule, installed_packs, packs_for
from graphcar.model import AuthorityEdge, Document, EdgeStatus
from graphcar.store.base import GraphStore
from ingest.extract import Analysis, SpacyExtractor
from ingest.records import SourceRecord
from ingest.spacy_pipeline import CueHit
from ingest.versions import Version, advisory_bounds, release_fixes, release_version

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
        for candidate in self.by_id.values():
            for key in candidate.keys | candidate.title_keys:
                self.by_key[key].add(candidate.id)

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
                found = first_per_older(found)
            if rule.unordered == "unique":
                found = unique_unordered(found)
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


@dataclass(frozen=True)
class Ordering:
    """How a rule orders one pair: the edge status it earns and why (None: no edge)."""

    status: EdgeStatus | None
    basis: str
    rank: tuple[str, str] | None = None
    unordered: bool = False


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
        ordering = pair_order(rule, newer, older)
        if ordering.status is not None:
            olders.append((older.moment(rule.order) or "", older, ordering))
    if rule.select == "latest" and olders:
        latest = max(at for at, _, _ in olders)
        olders = [item for item in olders if item[0] == latest]
    return [
        (rule_edge(pack, rule, newer, older, ordering), ordering) for _, older, ordering in olders
    ]


def pair_order(rule: SupersessionRule, newer: Candidate, older: Candidate) -> Ordering:
    """Dates first; without both dates, the versions (``fallback: version``); with neither,
    the rule's ``unordered`` policy. A pair an order contradicts never gets an edge."""
    newer_at, older_at = newer.moment(rule.order), older.moment(rule.order)
    if newer_at is not None and older_at is not None:
        after = older_at < newer_at
        basis = f"{rule.order} {older_at} < {newer_at}"
        return Ordering(rule.status if after else None, basis, ("date", newer_at))
    if rule.fallback == "version":
        release = release_version(newer.document)
        fixes = (
            None
            if release is None
            else release_fixes(release, advisory_bounds(older.document.text))
        )
        if fixes is not None:
            return Ordering(
                rule.status if fixes else None,
                f"version {release_label(release)} "
                "reaches the version the older document names as fixed",
                None if release is None else ("version", release.sort_text()),
            )
    if rule.unordered == "skip":
        return Ordering(None, "unordered")
    status: EdgeStatus = "proposed" if rule.unordered == "proposed" else "accepted"
    return Ordering(status, "no date or version orders them", unordered=True)


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
    return AuthorityEdge(
        newer_id=newer.id,
        older_id=older.id,
        kind=rule.kind,
        rule=f"{pack.name}:{rule.name}",
        source="rule",
        status=ordering.status or rule.status,
        confidence=rule.confidence,
        evidence=f"{newer.document.doc_type} after {older.document.doc_type} "
        f"({ordering.basis}); shared scope: " + ", ".join(shared),
        valid_from=newer.document.in_force_from,
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
