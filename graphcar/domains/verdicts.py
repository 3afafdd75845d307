"""Verdict rules: map a CAR frontier to an answer label, declared by domain packs (no LLM).

The asked-about document is the best-ranked visible anchor in the closure (``CarResult.anchors``,
whether or not the rows show it: when the frontier fills k a superseded anchor is not shown,
and labelling from the best *shown* anchor would answer about another document), preferring
anchors that mention everything the question names (``CarResult.named``: its identifiers and
the bare names the store knows, e.g. employee and ticker): wording may rank the same
employee's pre-clearance for another ticker first. The pack governing it (by domain, else by
doc type) labels the answer from that document's authority: the document controlling it and
the relation kinds through which it was superseded. Only one pack answers a result, so rule
order between packs cannot change a label.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, replace

from graphcar.anchors.bm25_index import analyze
from graphcar.anchors.identifiers import (
    ASSIGNED_ID_KINDS,
    CODE_KIND,
    case_short_names,
    identifier_keys,
)
from graphcar.car import CASE_NAME_KIND, EDITION_KIND, VerdictRule
from graphcar.config import Settings
from graphcar.domains.exclusions import excludes, exclusions_in, name_units
from graphcar.domains.packs import (
    DomainPack,
    VerdictCase,
    authority_packs,
    edition_marks,
    installed_packs,
    short_name,
    writes_edition,
)
from graphcar.model import (
    UNTYPED,
    AnchorAuthority,
    CarResult,
    ResultRow,
    Superseder,
    Verdict,
)
from graphcar.versions import (
    FUNCTION_WORDS,
    PLAIN_TYPES,
    SEMVER_TYPES,
    VERSION_RE,
    Version,
    VersionState,
    all_versions,
    asked_version,
    distribution_title,
    fix_decision,
    parse_ranges,
    parse_version,
    purl_type,
    range_state,
    typed_version,
    version_fixed,
    written_versions,
)
from ingest.versions import advisory_bounds

#: "version 2", "Version 2.1": how a question may name what a title writes "v2".
VERSION_WORD = re.compile(r"\bversion\s+(\d[\w.]*)", re.IGNORECASE)
#: A question that uses this share of a title's terms (and more of them than of the
#: best-ranked anchor's title) names that document: "the travel policy v1" names "FIN-POL-3
#: Travel and Expenses Policy v1" (3 of 7); "the label for NDC X" no "LIPITOR label, 2019
#: revision" (1 of 4).
TITLE_NAMED = 0.4
#: A notice's title naming what it acts on ("Temporary suspension of the X Policy",
#: "Retirement of X"), and the analysed nouns by which a question asks about the notice.
_NOTICES = "suspension withdrawal retirement rescission revocation repeal cancellation termination"
NOTICE_TITLE = re.compile(
    rf"^\W*(?:\w+\s+){{0,2}}?(?:{_NOTICES.replace(' ', '|')})\s+of\b", re.IGNORECASE
)
NOTICE_NOUNS = frozenset(analyze(_NOTICES))
#: The most words of a product a release title names before its version.
TITLED_PRODUCT_WORDS = 4
#: An edition's term in a title ("v1.3", "2024"): editions share the rest.
EDITION_TERM = re.compile(r"v?\d[\w.]*")


def verdict_rules(settings: Settings | None = None) -> list[VerdictRule]:
    """The verdict rules of the installed domain packs (built-in plus ``domain_packs_dir``)."""
    return rules_for(installed_packs(settings))


def rules_for(packs: Sequence[DomainPack]) -> list[VerdictRule]:
    """One verdict rule per pack that declares verdicts."""
    everything = list(packs)
    return [
        PackVerdict(pack, everything)
        for pack in everything
        if pack.verdicts.cases or pack.verdicts.otherwise
    ]


@dataclass(frozen=True)
class Subject:
    """The asked-about document and what controls it, as the verdict cases read them."""

    doc_id: str
    domain: str
    doc_type: str
    superseded: bool
    superseded_by_kinds: frozenset[str]
    supersedes_kinds: frozenset[str]
    controller_id: str
    controller_doc_type: str | None
    #: The first visible controlling document per decisive kind (see ``superseded_by_kinds``).
    controller_by_kind: Mapping[str, str] = field(default_factory=dict)
    #: What the subject mentions, and per decisive kind every visible controlling document
    #: with what it mentions (for ``narrowed``).
    scope: frozenset[str] = frozenset()
    controllers: Mapping[str, Mapping[str, frozenset[str]]] = field(default_factory=dict)
    #: Per kind, the documents through which its edges into the subject act (``at_version``).
    acting: Mapping[str, tuple[Superseder, ...]] = field(default_factory=dict)
    title: str | None = None

    def cited_for(self, kinds: Sequence[str]) -> str:
        """The document a verdict decided by ``kinds`` rests on: the controlling document
        whose edge is of one of them, else the first controlling document."""
        return next(
            (self.controller_by_kind[k] for k in kinds if k in self.controller_by_kind),
            self.controller_id,
        )


def subject_of(result: CarResult, packs: Sequence[DomainPack] = ()) -> Subject | None:
    """The best visible closure anchor (of those mentioning all the question names, if any;
    of those, the ones not written *about* authority, if any: a commentary naming a case is
    not the case, and where the question names nothing, only one sharing an entity with the
    best-ranked anchor if it has any: a withdrawal of another drug answers no question on this
    one's safety communications; of those, the document the question names,
    ``named_document``) and its first controlling document (``AnchorAuthority.controlling``);
    results without anchor records (built by hand) fall back to the rows. Where the question
    names assigned ids (a CVE, a citation, an NDC, an employee, a ticker), only anchors about
    them can be the subject (``about_the_question``), and without one there is no verdict:
    "May EMP105-Chen sell MSFT?" is not answered by Chen's GOOGL pre-clearance, nor "Is
    CVE-2099-0001 patched?" by another advisory. A question naming two entities a pack
    restricts authority to (two employees) gets no verdict: one label cannot answer for
    both."""
    anchors = [anchor for anchor in result.anchors if anchor.visible]
    named = set(result.named)
    restricting = {kind for pack in packs for kind in pack.restricting_kinds()}
    kinds = [key.split(":", 1)[0] for key in named]
    if any(kinds.count(kind) > 1 for kind in restricting):
        return None
    assigned = [key for key in named if key.split(":", 1)[0] in ASSIGNED_ID_KINDS | restricting]
    if anchors and (assigned or restricting):
        anchors = [
            a
            for a in anchors
            if about_the_question(
                [*assigned, *entities_named_with(a, named, restricting)], a.scope, restricting
            )
        ]
        if not anchors:
            return None
    covering = [anchor for anchor in anchors if named and named <= set(anchor.scope)] or anchors
    authority = [anchor for anchor in covering if not commentary(anchor, packs)]
    about = set(by_rank(covering).scope) if covering and not named else set()
    if about:  # the documents the best anchor is about, not others
        authority = [anchor for anchor in authority if about & set(anchor.scope)]
    if covering:
        chosen = named_document(authority or covering, result.query, named, packs)
        return anchor_subject(result, chosen)
    row = subject_row(result)
    if row is None:
        return None
    controller = controlling_row(result, row)
    return Subject(
        doc_id=row.id,
        domain=row.domain or "",
        doc_type=row.doc_type or "",
        superseded=row.role == "superseded",
        superseded_by_kinds=frozenset(link.kind for link in row.chain)
        if row.role == "superseded"
        else frozenset(),
        supersedes_kinds=frozenset(),
        controller_id=controller.id,
        controller_doc_type=controller.doc_type,
    )


def named_document(
    anchors: Sequence[AnchorAuthority],
    question: str,
    named: AbstractSet[str],
    packs: Sequence[DomainPack],
) -> AnchorAuthority:
    """The anchor the question asks about: of those whose id or title names what the question
    names by a kind that names documents (``DomainPack.document_names``: a citation, an
    advisory id), one that another of them controls ("Is Talbot v. Reyes good law?" is about
    Talbot, not the better-ranked opinion overruling it; "Is GHSA-X still open?" about the
    advisory, not its fix "lib 1.2 fixes GHSA-X"; of two advisories sharing a CVE, the
    better-ranked); then one whose title the question names: it uses ``TITLE_NAMED`` of that
    title's terms and more of them than of the best-ranked anchor's ("Is
    Password Policy v2 in force?" is about v2, not v3, whose text cites v2; "Is the ReDoS in
    deepmerge-lite fixed?" stays about the advisory, not release "deepmerge-lite 3.1.0");
    then the best-ranked; the one edition whose revision the question writes first ("the
    package insert dated March 2021": "(Revised 03/2021)"). Where the question singled out
    none of them by its title nor asked whether what it describes "still" holds, and a
    controlling anchor of its own type replaced the chosen one (``EDITION_KIND``), it asks
    about that current edition ("Is the label for NDC X current?" when an old edition ranks
    first; a release superseding the fix release, or an opinion overruling one, is no
    edition), where the identifier it names is that edition's too."""
    kinds = {kind for pack in packs for kind in pack.document_names}
    asked = {key for key in named if key.split(":", 1)[0] in kinds}
    if not asked and (by_short_name := named_by_short_name(anchors, question)) is not None:
        return by_short_name
    pool = named_by_id(anchors, asked, packs) if asked else list(anchors)
    # the one edition the question names by its revision ("the insert dated March 2021")
    marks = edition_marks(question)
    dated = [anchor for anchor in pool if marks and writes_edition(anchor.title, marks)]
    if not dated and marks:  # a label's revision month its title does not write
        dated = [anchor for anchor in pool if published_month(anchor.published_at) in marks]
    if len(dated) == 1:
        return dated[0]
    terms = version_terms(question)
    chosen, singled_out = named_by_title(pool, terms)
    if not singled_out and not NOTICE_NOUNS & terms:
        chosen = notice_target(chosen, pool) or chosen
    if singled_out or not chosen.superseded or (not asked and STILL.search(question)):
        return chosen  # "Can I still rely on the 2021 standard that ...": the one described
    edition = current_edition(chosen, anchors)
    # a code every edition carries asks about the current one ("Which version of IT-SEC-004
    # is current?"), a code only the old one carries about it ("Is SOP-QA-3 in force?")
    return edition if not asked or asked & set(names_of(edition, packs)) else chosen


#: A question asking whether what it describes, naming no identifier, still holds ("Can I
#: still rely on the 2021 standard that allowed SMS codes?"): about the edition its words
#: found, not the current one ("Is IT-SEC-004 still in force?" asks about the code's current
#: edition).
STILL = re.compile(r"\bstill\b", re.IGNORECASE)


def named_by_short_name(
    anchors: Sequence[AnchorAuthority], question: str
) -> AnchorAuthority | None:
    """The one anchor whose own case name (its title's) the question writes by its leading
    party's short name, as lawyers call a case ("Is Chevron deference still good law?" is
    about Chevron U.S.A. Inc. v. NRDC, not the better-ranked opinion overruling it; "State v.
    Oduya" is Oduya), not the other party's ("Westmarch's Rule 12-E" is no question about
    Vance v. Westmarch Housing Authority); None where no anchor, or several, are so named."""
    words = set(re.findall(r"\b[A-Z][\w'\u2019-]+", question))
    lowered = {word.lower().removesuffix("'s").removesuffix("\u2019s") for word in words}
    named = [
        anchor
        for anchor in anchors
        if any(
            short in lowered
            for key in identifier_keys(anchor.title or "")[:1]
            if key.startswith(f"{CASE_NAME_KIND}:")
            for short in case_short_names(key.split(":", 1)[1])[:1]
        )
    ]
    return named[0] if len(named) == 1 else None


def published_month(published_at: str | None) -> str | None:
    """The month a document was published in, as editions write it ("12/2022")."""
    if not published_at or len(published_at) < 7:
        return None
    return f"{published_at[5:7]}/{published_at[:4]}"


def version_terms(text: str) -> set[str]:
    """The analysed terms of ``text`` with "version 2" written "v2", as titles write it."""
    return set(analyze(VERSION_WORD.sub(r"v\1", text)))


def by_rank(anchors: Sequence[AnchorAuthority]) -> AnchorAuthority:
    """The best-ranked anchor (ties by id)."""
    return min(anchors, key=lambda a: (a.rank, a.id))


def named_by_id(
    anchors: Sequence[AnchorAuthority],
    asked: AbstractSet[str],
    packs: Sequence[DomainPack] = (),
) -> list[AnchorAuthority]:
    """The anchors whose id or title names an ``asked`` identifier; of those the ones another
    of them controls (the advisory under its fix and notice; an edition under a later one
    carrying the same code is no such document: ``named_document``), else those it names as their
    own (``own_names``: advisory "CVE-2021-45046: incomplete fix for CVE-2021-44228" is not
    the one a question naming CVE-2021-44228 asks about). Where no id or title names one, of
    the anchors mentioning it those another of them controls (an advisory titled in words,
    "XML External Entity injection in XMLKit", under the release that "fixes CVE-2025-52114"),
    the best-ranked; all when none does."""
    titled = [anchor for anchor in anchors if asked & set(names_of(anchor, packs))]
    own = [anchor for anchor in titled if asked & set(own_names(anchor))]
    if titled:
        return controlled_within(titled) or own or titled
    # of those mentioning it, the best-ranked: text naming an id is no title ("the fix for
    # CVE-2021-44228 was incomplete" in another advisory)
    mentioning = controlled_within([a for a in anchors if asked & set(a.scope)])
    return [by_rank(mentioning)] if mentioning else list(anchors)


def controlled_within(anchors: Sequence[AnchorAuthority]) -> list[AnchorAuthority]:
    """The anchors another of ``anchors`` controls, other than by a later edition of the same
    code."""
    ids = {anchor.id for anchor in anchors}
    return [
        a
        for a in anchors
        if a.superseded
        and ids.intersection(a.controlling) - set(a.controlled_by.get(EDITION_KIND, []))
    ]


def named_by_title(
    pool: Sequence[AnchorAuthority], question_terms: AbstractSet[str]
) -> tuple[AnchorAuthority, bool]:
    """The best-ranked anchor whose title the question names (``TITLE_NAMED`` of its terms,
    more than of the best-ranked anchor's title, or as many but all of them), else the
    best-ranked; and whether the question singles the chosen one out (no other title shares
    as many of its terms)."""
    used = {anchor.id: title_terms_used(anchor.title, question_terms) for anchor in pool}
    first = by_rank(pool)
    named = [
        anchor
        for anchor in pool
        if used[anchor.id][0] > used[first.id][0] and used[anchor.id][1] >= TITLE_NAMED
    ] or [  # as many terms, but the whole title: "Is travel policy HR-POL-9 in force?" names
        # "Travel policy HR-POL-9", not the better-ranked "Suspension of travel policy HR-POL-9"
        anchor
        for anchor in pool
        if used[anchor.id] == (used[first.id][0], 1.0) and used[first.id][1] < 1.0
    ]
    most = max((used[anchor.id][0] for anchor in named), default=0)
    chosen = by_rank([anchor for anchor in named if used[anchor.id][0] == most] or pool)
    count, share = used[chosen.id]
    others = (used[anchor.id][0] for anchor in pool if anchor.id != chosen.id)
    return chosen, share >= TITLE_NAMED and all(other < count for other in others)


def notice_target(
    chosen: AnchorAuthority, pool: Sequence[AnchorAuthority]
) -> AnchorAuthority | None:
    """The anchor a notice titled after it is about ("Temporary suspension of the Car
    Allowance Policy (HR-POL-12)" is about "Car Allowance Policy (HR-POL-12)"): a question
    naming the policy, not the notice, asks whether the policy is in force, which its own
    chain answers (suspended while the suspension holds, in force again once it lapsed)."""
    if not NOTICE_TITLE.match(chosen.title or ""):
        return None
    notice_terms = version_terms(chosen.title or "")
    targets = [
        anchor
        for anchor in pool
        if anchor.id != chosen.id
        and anchor.title
        and not NOTICE_TITLE.match(anchor.title)
        and (core := {t for t in version_terms(anchor.title) if not EDITION_TERM.fullmatch(t)})
        and core <= notice_terms
    ]
    return by_rank(targets) if targets else None


def current_edition(chosen: AnchorAuthority, anchors: Sequence[AnchorAuthority]) -> AnchorAuthority:
    """The controlling anchor of ``chosen``'s type that replaced it (``EDITION_KIND``), if any."""
    replacing = set(chosen.controlled_by.get(EDITION_KIND, []))
    editions = [a for a in anchors if a.id in replacing and a.doc_type == chosen.doc_type]
    return by_rank(editions) if editions else chosen


def names_of(anchor: AnchorAuthority, packs: Sequence[DomainPack] = ()) -> list[str]:
    """The identifiers a document's id or title names: what it *is* (its citation, its
    advisory id and aliases, the packs' designations a question may name: "Directive
    95/46/EC"), not what its text cites."""
    named = f"{anchor.id}\n{anchor.title or ''}"
    designated = [
        key
        for pack in packs
        for pattern in pack.entity_patterns
        if pattern.in_questions
        for _, _, key in pattern.found_in(named)
    ]
    return list(dict.fromkeys([*identifier_keys(named), *designated]))


#: A title's leading ids before its colon ("CVE-2023-44487, CVE-2023-39325: HTTP/2 rapid
#: reset") or its closing parenthesised ids ("Panic in yaml (GO-2020-0036, CVE-2019-11254)").
_ID_HEAD = re.compile(r"^([^:]*):")
#: Ids in parentheses closing a title, but for its edition ("Corporate Card Program Policy
#: (FIN-POL-011) v1.2").
_ID_TAIL = re.compile(
    r"\(([^()]*)\)\s*(?:,?\s*(?:v|ver\.?|version|rev\.?|revision|edition)\s*\d[\w.]*)?\s*$",
    re.IGNORECASE,
)
_ID_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+|\band\b|[\s,;/&]+")


def own_names(anchor: AnchorAuthority) -> list[str]:
    """The identifiers a document goes by: those of its id, and a title's id list that opens
    it before a colon or closes it in parentheses, an edition aside (not ids its prose
    mentions)."""
    title = anchor.title or ""
    lists = [m.group(1) for m in (_ID_HEAD.search(title), _ID_TAIL.search(title)) if m]
    only_ids = [part for part in lists if part.strip() and not _ID_TOKEN.sub("", part)]
    return identifier_keys("\n".join([anchor.id, *only_ids]))


def title_terms_used(title: str | None, question_terms: AbstractSet[str]) -> tuple[int, float]:
    """How many of a title's terms the question uses, and what share of them (0 without a
    title)."""
    terms = version_terms(title or "")
    used = len(terms & question_terms)
    return used, (used / len(terms) if terms else 0.0)


def about_the_question(
    keys: Sequence[str], scope: Sequence[str], restricting: AbstractSet[str] = frozenset()
) -> bool:
    """Whether a document with ``scope`` can answer a question naming assigned ``keys``: for
    every kind named it mentions one of the named keys, except that a document naming no key
    of a restricting kind holds for every such entity (a blackout names no employee); and,
    unless it names the one asked about too (a blackout listing its covered persons), it
    names no entity of a restricting kind the question does not (another employee's
    exception holds for that employee alone)."""
    held = set(scope)
    named_kinds = {key.split(":", 1)[0] for key in keys}
    covered: set[str] = set()
    for kind in named_kinds:
        if any(k in held for k in keys if k.startswith(f"{kind}:")):
            covered.add(kind)
            continue
        if kind in restricting and not any(k.startswith(f"{kind}:") for k in held):
            continue
        return False
    return not any(
        (kind := k.split(":", 1)[0]) in restricting and kind not in covered and k not in keys
        for k in held
    )


def entities_named_with(
    anchor: AnchorAuthority, named: AbstractSet[str], restricting: AbstractSet[str]
) -> list[str]:
    """The restricting entities a question names by naming ``anchor`` by its own code: "Is
    PC-2025-0502 valid for Priya Raman's sale?" asks about EMP-2207's pre-clearance though it
    names her, not her staff number. None of a kind the question names itself ("Is PC-X valid
    for EMP-1111?" does not make EMP-2207's PC-X EMP-1111's)."""
    codes = [key for key in named if key.split(":", 1)[0] == CODE_KIND]
    if not codes or not set(codes) & set(names_of(anchor)):
        return []
    asked_kinds = {key.split(":", 1)[0] for key in named}
    return [
        key
        for key in anchor.scope
        if (kind := key.split(":", 1)[0]) in restricting and kind not in asked_kinds
    ]


def commentary(anchor: AnchorAuthority, packs: Sequence[DomainPack]) -> bool:
    """A document of a type the packs governing it do not declare (see
    ``DomainPack.carries_authority``); ungoverned and untyped documents are not."""
    doc_type = anchor.doc_type or UNTYPED
    governing = authority_packs(packs, anchor.domain or "", doc_type)
    return bool(governing) and not any(pack.carries_authority(doc_type) for pack in governing)


def anchor_subject(result: CarResult, anchor: AnchorAuthority) -> Subject:
    """``anchor`` as a subject; its controller is the first visible controlling document."""
    rows = {row.id: row for row in result.rows if row.visible}
    controllers = [rows[doc_id] for doc_id in anchor.controlling if doc_id in rows]
    controller_id, controller_type = anchor.id, anchor.doc_type
    if anchor.superseded and controllers:
        controller_id, controller_type = controllers[0].id, controllers[0].doc_type
    by_kind = {
        kind: shown[0]
        for kind, ids in anchor.controlled_by.items()
        if (shown := [doc_id for doc_id in ids if doc_id in rows])
    }
    return Subject(
        doc_id=anchor.id,
        domain=anchor.domain or "",
        doc_type=anchor.doc_type or "",
        superseded=anchor.superseded,
        superseded_by_kinds=frozenset(anchor.superseded_by_kinds),
        supersedes_kinds=frozenset(anchor.supersedes_kinds),
        controller_id=controller_id,
        controller_doc_type=controller_type,
        controller_by_kind=by_kind,
        scope=frozenset(anchor.scope),
        controllers={
            kind: {
                doc_id: frozenset(anchor.controller_scope[doc_id])
                for doc_id in ids
                if doc_id in rows and doc_id in anchor.controller_scope
            }
            for kind, ids in anchor.controlled_by.items()
        },
        acting={kind: tuple(found) for kind, found in anchor.acting_superseders.items()},
        title=anchor.title,
    )


def subject_row(result: CarResult) -> ResultRow | None:
    """The document the question is about: the best visible anchor, else the first row."""
    visible = [row for row in result.rows if row.visible]
    anchors = [row for row in visible if row.anchor_rank is not None]
    if anchors:
        return min(anchors, key=lambda row: (row.anchor_rank or 0, row.id))
    return visible[0] if visible else None


def controlling_row(result: CarResult, subject: ResultRow) -> ResultRow:
    """The controlling document above ``subject`` (itself when nothing supersedes it)."""
    if subject.role == "controlling":
        return subject
    above = {link.newer_id for link in subject.chain}
    for row in result.rows:
        if row.role == "controlling" and row.visible and row.id in above:
            return row
    return subject


class PackVerdict:
    """A pack's verdict cases applied to results whose subject the pack governs."""

    def __init__(self, pack: DomainPack, packs: Sequence[DomainPack]) -> None:
        self.pack = pack
        self.packs = list(packs)
        self.__name__ = f"verdict:{pack.name}"

    def governs(self, subject: Subject) -> bool:
        """True when this pack is the one governing the subject document."""
        governing = authority_packs(self.packs, subject.domain, subject.doc_type)
        return any(pack.name == self.pack.name for pack in governing)

    def __call__(self, result: CarResult) -> Verdict | None:
        subject = subject_of(result, self.packs)
        if subject is None or not self.governs(subject):
            return None
        kinds = narrowing_kinds(self.pack)
        names = self.pack.verdicts.version_names
        asked = asked_entities(kinds, subject, result.query, names) if kinds else set()
        subject = narrowed(subject, asked, kinds)
        reading = at_version(subject, result.query, self.pack, asked)
        subject, version = reading.subject, reading.version
        pending = pending_review(result, subject.controller_id)
        excluded = excluded_by(result, subject, self.pack)
        for case in self.pack.verdicts.cases:
            if case_holds(case, subject, result.query, excluded) and (
                not case.fix_stated or fix_stated(result, subject, self.pack)
            ):
                return Verdict(
                    label=case.label,
                    rule=f"{self.pack.name}:{case.name}",
                    document_id=subject.cited_for(case.superseded_by),
                    pending_review=pending,
                    version=version if reading.judged & set(case.superseded_by) else None,
                )
        unaffected = self.pack.verdicts.unaffected
        if reading.before_flaw and unaffected is not None:
            return Verdict(
                label=unaffected,
                rule=f"{self.pack.name}:unaffected",
                document_id=subject.doc_id,
                pending_review=pending,
                version=version,
            )
        otherwise_for = self.pack.verdicts.otherwise_for
        if self.pack.verdicts.otherwise is None or (
            otherwise_for and subject.doc_type not in otherwise_for
        ):
            return None
        return Verdict(
            label=self.pack.verdicts.otherwise,
            rule=f"{self.pack.name}:otherwise",
            document_id=subject.controller_id,
            pending_review=pending,
            version=version if reading.judged else None,
        )


def narrowing_kinds(pack: DomainPack) -> set[str]:
    """The entity kinds of the pack's ``narrow_by`` scope keys."""
    return {kind for key in pack.verdicts.narrow_by for kind in pack.scope_keys[key].kinds}


def asked_entities(
    kinds: AbstractSet[str],
    subject: Subject,
    question: str,
    version_names: Mapping[str, Sequence[str]] | None = None,
) -> set[str]:
    """The subject's entities of ``kinds`` that the question names by name, or by one of
    their ``version_names`` right before a version ("Go 1.21.2" for ``pkg:golang/stdlib``),
    when it names some of several ("Is github.com/go-yaml/yaml still vulnerable?" of an
    advisory about it and gopkg.in/yaml.v2); empty when it names none or all."""
    held = sorted(key for key in subject.scope if key.split(":", 1)[0] in kinds)
    aliases = version_names or {}
    named = {
        key
        for key in held
        if any(names_in(name, question) for name in entity_names(key))
        or any(before_version(alias, question) for alias in aliases.get(key, ()))
    }
    # package URLs are exact where names are not (a product name also read inside the path
    # github.com/traefik/traefik/v2): of both, the package URLs decide
    precise = {key for key in named if key.startswith("pkg:")}
    named, held = (precise, [k for k in held if k.startswith("pkg:")]) if precise else (named, held)
    packages = {package_of(key) for key in held}
    return named if named and {package_of(key) for key in named} != packages else set()


def before_version(name: str, question: str) -> bool:
    """Whether ``question`` writes ``name`` right before a version ("Go 1.21.2", "go1.21.2")."""
    return re.search(rf"(?<![\w./-]){re.escape(name)}\s*v?\d+\.\d", question, re.I) is not None


def entity_names(key: str) -> list[str]:
    """How a question may write an entity: a package URL's name with its namespace
    (``github.com/go-yaml/yaml``, ``org.example/lib`` also as ``org.example:lib``), any other
    key's value."""
    kind, _, value = key.partition(":")
    if kind != "pkg":
        return [value]
    name = value.split("/", 1)[1] if "/" in value else value
    name = name.split("@", 1)[0]
    return [name, name.replace("/", ":", 1)] if value.startswith("maven/") else [name]


def version_owner_names(key: str, title: str | None = None) -> list[str]:
    """How a question may name an entity of the subject's scope right before a version of
    it: as ``entity_names`` do, as its package URL path (``golang/k8s.io/kubernetes``), by
    the last path segment of a package or repository (``log4j-core``, ``vite`` of
    ``repo:github.com/vitejs/vite``), and by that segment's stem where ``title`` calls the
    product so ("Apache Log4j 2" for ``log4j-core``; not "python" of ``python-multipart``)."""
    names = entity_names(key)
    if key.startswith("pkg:"):
        names.append(package_of(key).split(":", 1)[1])
    kind, _, value = key.partition(":")
    if kind in {"pkg", "repo"} or (kind == "product" and COORDINATE.fullmatch(value)):
        # a product declared by its coordinates ("org.apache.logging.log4j:log4j-core") is
        # asked about by its artifact, as a package is
        last = short_name(package_of(key)) if kind != "product" else re.split(r"[:/]", value)[-1]
        stem = re.split(r"[-_.]", last, maxsplit=1)[0]
        names += [last, *([stem] if title and names_in(stem, title) else [])]
    if key.startswith("repo:"):
        names.append(key.split(":", 1)[1].partition("/")[2])  # vitejs/vite
    return list(dict.fromkeys(name for name in names if name))


#: A product written as coordinates: Maven's group and artifact, an npm scope and name.
COORDINATE = re.compile(r"[\w.-]+:[\w.-]+|@[\w.-]+/[\w.-]+")


def package_of(key: str) -> str:
    """An entity key without a version (``pkg:npm/x@1.2`` is about ``pkg:npm/x``)."""
    return key.split("@", 1)[0]


def names_in(name: str, question: str) -> bool:
    """Whether ``question`` writes ``name`` whole (not inside a longer name or path; a
    version may follow: ``configgrpc@v0.102.0``)."""
    boundary = r"[\w./:@-]"
    pattern = rf"(?<!{boundary}){re.escape(name)}(?:(?=[@:=]+v?\d)|(?!{boundary}|/))"
    return bool(name) and re.search(pattern, question, re.IGNORECASE) is not None


def narrowed(subject: Subject, asked: AbstractSet[str], kinds: AbstractSet[str]) -> Subject:
    """``subject`` as far as the ``asked`` entities (of ``kinds``) go: a controlling document
    about other entities of those kinds does not decide (a fix of gopkg.in/yaml.v2 does not
    patch github.com/go-yaml/yaml), one about none of them still does (a withdrawal of the
    whole advisory); a relation kind no one decides any more no longer counts. Unchanged when
    nothing was asked."""
    if not asked or not subject.superseded:
        return subject
    kept = {
        kind: [doc_id for doc_id, scope in by_doc.items() if about(scope, asked, kinds)]
        for kind, by_doc in subject.controllers.items()
    }
    by_kind = {kind: ids[0] for kind, ids in kept.items() if ids}
    # a kind decided only by documents the caller cannot see is not judged here
    unseen = {kind for kind in subject.superseded_by_kinds if not subject.controllers.get(kind)}
    return deciding(subject, by_kind, frozenset(by_kind) | unseen)


def about(scope: AbstractSet[str], asked: AbstractSet[str], kinds: AbstractSet[str]) -> bool:
    """Whether a document mentioning ``scope`` speaks for the ``asked`` entities of ``kinds``:
    it names one of their packages, or no entity of those kinds at all."""
    own = {package_of(k) for k in scope if k.split(":", 1)[0] in kinds}
    return not asked or not own or bool(own & {package_of(key) for key in asked})


def deciding(subject: Subject, by_kind: Mapping[str, str], decided: frozenset[str]) -> Subject:
    """``subject`` superseded by the ``decided`` kinds only, cited by ``by_kind``."""
    first = next(iter(by_kind.values()), None)
    return replace(
        subject,
        superseded=bool(decided),
        superseded_by_kinds=decided,
        controller_by_kind=dict(by_kind),
        controller_id=first if first is not None else subject.doc_id,
        controller_doc_type=subject.controller_doc_type if first is not None else subject.doc_type,
    )


@dataclass(frozen=True)
class Reading:
    """A subject as read for the version a question names (``at_version``)."""

    subject: Subject
    version: str | None = None
    #: The ``versioned_by`` kinds releases judged for that version.
    judged: frozenset[str] = frozenset()
    #: The version lies below every range the releases fixed: the flaw came later.
    before_flaw: bool = False


def at_version(
    subject: Subject, question: str, pack: DomainPack, asked: AbstractSet[str]
) -> Reading:
    """``subject`` for the version of its product the question names: of the pack's
    ``versioned_by`` kinds, one whose releases acting for them (those for the ``asked``
    packages) fixed no range the version is past (``version_state``) no longer decides ("Is
    vite 7.3.1 affected?" when 7.3.2 fixed it). Unchanged when no version is named, when the
    subject is about several packages and the question names none of them (one version
    cannot be of both), or when no such release states a version."""
    kinds = narrowing_kinds(pack)
    packages = {package_of(k) for k in subject.scope if k.split(":", 1)[0] in kinds}
    pooled = not asked and len({p for p in packages if p.startswith("pkg:")} or packages) > 1
    if not pack.verdicts.versioned_by or not subject.superseded or pooled:
        return Reading(subject)
    version = asked_version(question, product_names(subject, pack))
    if version is None:
        return Reading(subject)
    judged: dict[str, VersionState] = {}
    reached: dict[str, str] = {}
    for kind in pack.verdicts.versioned_by:
        if kind in subject.superseded_by_kinds:
            releases = [
                release
                for release in subject.acting.get(kind, ())
                if about(frozenset(release.scope), asked, kinds)
            ]
            fixed = {r.id: release_versions(r, asked or packages) for r in releases}
            state = version_state(version, releases, fixed)
            if state is not None:
                judged[kind] = state
            # cite the latest release the version reaches (1.14.5: the 1.14.3 fix, not 1.13.7)
            below = [(v, doc_id) for doc_id, vs in fixed.items() for v in vs if v <= version]
            if state == "fixed" and below:
                reached[kind] = max(below)[1]
    if not judged:
        return Reading(subject)
    unreached = {kind for kind, state in judged.items() if state != "fixed"}
    by_kind = {
        k: reached.get(k, v) for k, v in subject.controller_by_kind.items() if k not in unreached
    }
    return Reading(
        deciding(subject, by_kind, subject.superseded_by_kinds - unreached),
        str(version),
        frozenset(judged),
        before_flaw=bool(unreached) and all(judged[kind] == "before" for kind in unreached),
    )


def product_names(subject: Subject, pack: DomainPack) -> tuple[str, ...]:
    """The names a question may call the subject's product by before a version of it: its
    entities' (``version_owner_names``, the pack's ``version_names``) and the products its
    releases' titles name."""
    scope_kinds = pack.scope_kinds()
    return tuple(
        name
        for key in sorted(subject.scope)
        if key.split(":", 1)[0] in scope_kinds
        for name in [
            *version_owner_names(key, subject.title),
            *pack.verdicts.version_names.get(key, []),
        ]
    ) + tuple(
        name
        for kind in pack.verdicts.versioned_by
        for release in subject.acting.get(kind, ())
        if (name := titled_product(release.title))
    )


def excluded_by(result: CarResult, subject: Subject, pack: DomainPack) -> set[str]:
    """The names of the pack's ``exclusions`` by whose phrases a document stating the
    subject's scope excludes what the question asks about (``exclusions.excludes``): the
    documents controlling it, and the subject itself unless a document restating it
    supersedes it (a fix release does not restate which versions or products an advisory is
    about; a revised advisory does). The version asked about is the one written after the
    product's name, else the only one the question writes ("Our EG-200 fleet is still on
    firmware 6.4")."""
    if not pack.verdicts.exclusions or not result.texts:
        return set()
    stating = {subject.controller_id, *(i for ids in subject.controllers.values() for i in ids)}
    # every kind of edge into it, a revision's plain "supersedes" too (the verdict's decisive
    # kinds look through it to the fix beneath, and a version the fix does not reach sets
    # the fix aside: ``at_version``)
    kinds = subject.superseded_by_kinds | set(subject.controllers)
    if kinds <= set(pack.verdicts.versioned_by):
        stating.add(subject.doc_id)
    texts = [result.texts[doc_id] for doc_id in sorted(stating) if doc_id in result.texts]
    stated = {
        name: found
        for name, spec in pack.verdicts.exclusions.items()
        if (
            found := [
                exclusion
                for text in texts
                for exclusion in exclusions_in(text, spec.phrases, of_acts=spec.of_acts)
            ]
        )
    }
    if not stated:  # most documents state none: no version or name reading
        return set()
    version = question_version(result.query, product_names(subject, pack))
    names = [unit for text in texts for unit in name_units(text)]
    return {name for name, found in stated.items() if excludes(found, result.query, version, names)}


def fix_stated(result: CarResult, subject: Subject, pack: DomainPack) -> bool:
    """Whether the document controlling the subject states versions that fix it ("Fixed in
    2.8.3", "Patched: 4.9.7, 5.4.1") and the version the question asks about, if it names
    one, has that fix ("Is corvane-xml's XXE fixed?" yes; "Is corvane-xml 2.8.1 safe?" no).
    Read only when a case asking for it is reached."""
    text = result.texts.get(subject.controller_id)
    if not text:
        return False
    names = product_names(subject, pack)
    bounds = advisory_bounds(text, names)
    if not bounds.fixed:
        return False
    version = question_version(result.query, names)
    return version is None or fix_decision(version, bounds)[0] is True


def question_version(question: str, names: tuple[str, ...]) -> Version | None:
    """The version ``question`` asks about: the one after the product's name, else the only
    one it writes ("Our EG-200 fleet is still on firmware 6.4")."""
    version = asked_version(question, names)
    if version is None and len(written := {v for _, v in written_versions(question)}) == 1:
        version = written.pop()
    return version


def titled_product(title: str | None) -> str | None:
    """The product a release's title names before its version ("libquill 3.8.2", "Kestrel
    VPN Client 7.0.3"): how a question names it before the version it asks about, where no
    package entity says so."""
    found = VERSION_RE.search(title or "")
    if found is None:
        return None
    name = " ".join((title or "")[: found.start()].split()).lower()
    words = name.split()
    if not words or len(words) > TITLED_PRODUCT_WORDS or FUNCTION_WORDS.issuperset(words):
        return None
    return name


def version_state(
    version: Version, releases: Sequence[Superseder], fixed: Mapping[str, AbstractSet[Version]]
) -> VersionState | None:
    """Where ``version`` stands against what ``releases`` fixed: the affected ranges a
    release states in its own name (``Superseder.affected``, the whole advisory for its
    package: OSV's introduced, fixed and last_affected) decide exactly (``range_state``);
    else their ``fixed`` versions (per release id, ``release_versions``) decide by release
    line (``version_fixed``); None when no release states a version."""
    stated = [
        ranges
        for release in releases
        if release.affected and release.stands_for is None
        if (ranges := parse_ranges(release.affected)) is not None
    ]
    if stated:
        return range_state(version, [found for ranges in stated for found in ranges])
    versions = {found for found_by_release in fixed.values() for found in found_by_release}
    if not versions:
        return None
    return "fixed" if version_fixed(version, versions) else "affected"


def release_versions(release: Superseder, packages: AbstractSet[str]) -> set[Version]:
    """The versions a release document is of: those of its versioned package keys of
    ``packages`` (``pkg:golang/gopkg.in/yaml.v2@2.2.8``; not a dependency's), else the one
    after the ``@`` of its id (``release:vitejs/vite@v7.3.2``), else every version its title
    names ("Django 4.2.8, 4.1.13 and 3.2.23 security releases"), else the first in its id
    (``rel-fastcsv-3.4.0``). None of a package whose versions this module does not order
    (``typed_version``: Debian's ``2.3-4+deb12u1``), and only plain ones of PyPI or Maven."""
    wanted = {package_of(key) for key in packages}
    own = [key for key in release.scope if key.startswith("pkg:") and package_of(key) in wanted]
    types = {purl_type(key) for key in own}
    if types - (SEMVER_TYPES | PLAIN_TYPES):
        return set()
    keyed = [key.rsplit("@", 1)[1] for key in own if "@" in key]
    if keyed:
        kind = next(iter(types)) if len(types) == 1 else None
        return {found for text in keyed if (found := typed_version(text, kind)) is not None}
    _, at, tail = release.id.rpartition("@")
    found = parse_version(tail) if at else None
    named = all_versions(release.title or "") or all_versions(release.id)[:1]
    read = {found} if found else set(named)
    return {v for v in read if v.final} if types & PLAIN_TYPES else read


def pending_review(result: CarResult, doc_id: str) -> list[str]:
    """The documents the result shows that pending edges propose to supersede ``doc_id``, in
    result order: review candidates from outside the closure, and frontier documents (a
    proposer the question also anchored is shown as controlling, not as a candidate)."""
    proposers = {link.newer_id for row in result.rows if row.id == doc_id for link in row.pending}
    return [
        row.id
        for row in result.rows
        if row.id in proposers
        or (row.role == "candidate" and any(link.older_id == doc_id for link in row.chain))
    ]


def case_holds(
    case: VerdictCase,
    subject: Subject,
    question: str = "",
    excluded: AbstractSet[str] = frozenset(),
) -> bool:
    """Whether a verdict case describes the subject's authority, asked as ``question``
    (empty conditions hold); ``excluded``: the exclusions by which a document stating its
    scope excludes what the question asks about (``excluded_by``)."""
    if case.excluded is not None and case.excluded not in excluded:
        return False
    if case.doc_types and subject.controller_doc_type not in case.doc_types:
        return False
    if case.asked_with and not set(case.asked_with) & set(re.findall(r"[a-z]+", question.lower())):
        return False
    if case.subject_doc_types and subject.doc_type not in case.subject_doc_types:
        return False
    if case.distribution_advisory and not distribution_title(subject.title):
        return False
    if case.superseded_by and not (
        subject.superseded and subject.superseded_by_kinds & set(case.superseded_by)
    ):
        return False
    return not case.supersedes or bool(subject.supersedes_kinds & set(case.supersedes))
