"""The vocabulary shared by every layer: documents, entities, authority edges, queries, results."""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from datetime import UTC, date, datetime
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    field_validator,
    model_validator,
)

CONTROL_CHARS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")

#: Relation kinds that take a document out of the frontier (the authority relation).
SUPERSEDING_KINDS: frozenset[str] = frozenset(
    {
        "supersedes",
        "patches",
        "fixes",
        "overrules",
        "recalls",
        "withdraws",
        "replaces",
        "revokes",
        "voids",
        "expires",
        "rescinds",
        "repeals",
        "suspends",
    }
)
#: Superseding kinds that hold only while the superseding document is in force: when it lapses
#: (its ``effective_to``) or is itself superseded (a stay dissolved, a suspension lifted) the
#: suspended document controls again (an employee's exception to a blackout ends and the
#: blackout binds them again), where a lapsed or replaced replacement leaves what it replaced
#: superseded.
LAPSING_KINDS: frozenset[str] = frozenset({"suspends"})
#: Superseding kinds that annul: a document voided (a rule a court vacated, a revision issued in
#: error) never had effect, so no edge of its own holds while the voiding does, and what it
#: replaced controls again (the status quo before it, as a vacatur restores).
ANNULLING_KINDS: frozenset[str] = frozenset({"voids"})
#: The doc type of the notice a document's ``effective_to`` makes (``ingest.lapses``): it says
#: only that the document lapsed, so answers show the document right after it.
LAPSE_DOC_TYPE = "lapse"
#: Relation kinds that link documents without removing either from the frontier.
NON_SUPERSEDING_KINDS: frozenset[str] = frozenset(
    {
        "amends",
        "corrects",
        "limits",
        "cites",
        "distinguishes",
        "clarifies",
        "relates",
        "reinstates",
        "defers",
    }
)
#: Relations that put a superseded document back in force: from the reinstating document's
#: start, no edge from a document older than it supersedes the reinstated one ("Executive Order
#: 13957 ... is hereby reinstated" after Executive Order 14003 revoked it), and the reinstating
#: document joins the reinstated one's closure (both control). Repealing the repealer alone
#: revives nothing: only a document saying so does, or one ending a suspension (what was
#: suspended is back in force, ``ingest.derive.restored_by_lifting``).
REVIVING_KINDS: frozenset[str] = frozenset({"reinstates"})
#: Relations that put off the day a document takes effect ("The Board is delaying the effective
#: date of its final rule ... from December 26, 2023 to February 26, 2024"): while one holds
#: (valid from the deferring document's start to the instant before the new date), the
#: deferred document does not count, as one not yet in force: it is out of every closure and
#: its own edges do not hold, so what it was to replace still controls; the deferring document
#: joins the closure as a reinstating one does (both control: the old rule, and the notice
#: saying why the new one does not yet apply).
DEFERRAL_KIND = "defers"
DEFERRING_KINDS: frozenset[str] = frozenset({DEFERRAL_KIND})

#: Relations whose two documents govern together: an amendment is read with what it amends
#: (the amended document stays in force as amended), a correction (an erratum, a
#: corrigendum) with what it corrects, a reinstatement with what it reinstates (the notice
#: lifting a relaxation and the circular it restores in full: a question about the
#: relaxation is answered by both, though no edge leads from the relaxation to the circular).
#: A CAR read returns, with each controlling document, the documents such an accepted
#: relation ties it to, where they are in force and not superseded themselves (an edge a later
#: reinstatement undid no longer supersedes, ``REVIVING_KINDS``; ``CarSubgraph.companions``).
ACCOMPANYING_KINDS: frozenset[str] = frozenset({"amends", "corrects", "reinstates"})
#: How many such relations away from a controlling document a companion may stand: the
#: document it is tied to, then what acts on that one (the correction of an amendment is read
#: with the amendment, and so with what it amends). ``cypher/neo4j/car_subgraph.cypher``
#: writes the same reach in its path pattern (a quantifier takes no parameter).
COMPANION_HOPS = 2

#: Superseding kinds whose superseders stand side by side: the fixes of one advisory on several
#: release lines or packages complement each other; two of them controlling is no conflict.
COMPLEMENTARY_KINDS: frozenset[str] = frozenset({"patches", "fixes"})

#: The doc type of a document whose source gave none.
UNTYPED = "document"

EdgeSource = Literal["explicit", "rule", "inferred"]
EdgeStatus = Literal["accepted", "proposed", "rejected"]
#: ``candidate``: a document proposed (pending review) to supersede the controlling document
#: shown just before it; not authority until a curator accepts the edge.
Role = Literal["controlling", "superseded", "candidate", "anchor", "context"]
Arm = Literal["lexical", "dense", "identifier"]


def to_timestamp(value: Any) -> str | None:
    """Normalise a date/datetime/ISO string to ``YYYY-MM-DDTHH:MM:SSZ`` (UTC).

    Stored as a string so both stores compare instants the same way (lexicographic order is
    chronological order for this fixed-width form).
    """
    if value is None or value == "":
        return None
    if isinstance(value, str) and (fast := _canonical_timestamp(value)) is not None:
        return fast
    if isinstance(value, datetime):
        moment = value
    elif isinstance(value, date):
        moment = datetime(value.year, value.month, value.day)
    elif isinstance(value, str):
        text = value.strip()
        if text.endswith("Z"):
            text = text[:-1] + "+00:00"
        try:
            moment = datetime.fromisoformat(text)
        except ValueError as exc:
            raise ValueError(f"not an ISO 8601 date or datetime: {value!r}") from exc
    else:
        raise ValueError(f"expected a date string, got {type(value).__name__}")
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    moment = moment.astimezone(UTC)
    if not 1 <= moment.year <= 9999:
        raise ValueError(f"year out of range: {value!r}")
    return moment.replace(tzinfo=None).isoformat(timespec="seconds") + "Z"  # year zero-padded


_CANONICAL_FORMS = re.compile(r"\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}Z)?")


def _canonical_timestamp(text: str) -> str | None:
    """The stored form of a date or an already-canonical timestamp without the general path
    (ingest validates several per document; time zones and formatting cost more than parsing).
    None when ``text`` is in any other form (or invalid: the general path says why)."""
    if not _CANONICAL_FORMS.fullmatch(text):
        return None
    try:
        if len(text) == 10:
            date.fromisoformat(text)
            return f"{text}T00:00:00Z"
        datetime.fromisoformat(text[:-1])
    except ValueError:
        return None
    return text


def now_timestamp() -> str:
    """The current instant in the stored timestamp form."""
    stamp = to_timestamp(datetime.now(UTC))
    assert stamp is not None
    return stamp


Timestamp = Annotated[str | None, BeforeValidator(to_timestamp)]

def _bare_date(value: Any) -> bool:
    """A date without a time of day, in any ISO 8601 form (2025-03-07, 20250307, 2025-W10-5)."""
    if isinstance(value, date):
        return not isinstance(value, datetime)
    if not isinstance(value, str):
        return False
    try:
        date.fromisoformat(value.strip().removesuffix("Z"))
    except ValueError:
        return False
    return True


def to_as_of(value: Any) -> str | None:
    """An instant up to which something holds. A bare date means the end of that day (UTC):
    "as of 2025-03-07" includes the blackout announced at 07:30 that day, and a document
    ``effective_to`` 2025-03-07 is in force all that day; a datetime is exact."""
    stamp = to_timestamp(value)
    if stamp is None or not _bare_date(value):
        return stamp
    return stamp[:10] + "T23:59:59Z"


#: ``as_of`` and ``known_at`` of a question ("what did we know on 2026-11-30" includes that
#: day's loads), a chain view or an evaluation query, and a document's ``effective_to`` (the
#: last instant it is in force): see ``to_as_of``.
AsOfTimestamp = Annotated[str | None, BeforeValidator(to_as_of)]


def nfc(value: str) -> str:
    """One Unicode form for what users type: "Müller" typed as u + combining diaeresis (NFD,
    as macOS file names and some keyboards give it) is the same name as the composed form."""
    return unicodedata.normalize("NFC", value)


#: Text compared with other text (document bodies, titles, questions, names), in NFC.
NfcText = Annotated[str, AfterValidator(nfc)]


#: Who an edge demoted to 'proposed' because it closed a supersession cycle was reviewed by;
#: unlike a curator's decision, a later load judges such an edge again.
CYCLE_DEMOTER = "graphcar"

#: Longest id, entity key or access label.
MAX_ID_CHARS = 512


#: The domain of a document that names none.
GENERAL_DOMAIN = "general"


#: A statute's name and year followed by a gloss: its chapter "(c. 29)", its instrument number
#: "(SI 2007/2157)", its jurisdiction "(Qld)". Texts cite it by name and year alone ("The
#: Data Protection Act 1998 is repealed"); the gloss is the text before the last bracket.
STATUTE_GLOSS = re.compile(
    r"\b(?:act|acts|regulations?|rules|order|ordinance|measure|code|law)\s+(?:19|20)\d\d"
    r"\s*\([^()]{1,40}\)$"
)


def title_forms(title: str | None) -> tuple[str, str]:
    """How a text may cite a document by its title, lower-cased: the whole title, and its main
    title before a colon ("practice note 12 (revised)" of "Practice Note 12 (Revised): Money
    Laundering") without a statute's gloss ("data protection act 1998" of "Data Protection
    Act 1998 (c. 29)"); derivation and both stores' title lookup meet on these."""
    whole = (title or "").strip().lower()
    main = whole.split(":", 1)[0].strip()
    if STATUTE_GLOSS.search(main):
        main = main[: main.rindex("(")].strip()
    return whole, main


def _clean_identifier(value: str, what: str) -> str:
    value = nfc(value).strip()
    if not value:
        raise ValueError(f"{what} must not be empty")
    if CONTROL_CHARS.search(value) or "\n" in value or "\r" in value:
        raise ValueError(f"{what} contains control characters")
    if len(value) > MAX_ID_CHARS:
        raise ValueError(f"{what} is longer than {MAX_ID_CHARS} characters")
    return value


def relation_kind(value: str) -> str:
    """A relation kind from the allow-list (labels never come from free text)."""
    value = value.strip().lower()
    if value not in SUPERSEDING_KINDS | NON_SUPERSEDING_KINDS:
        known = ", ".join(sorted(SUPERSEDING_KINDS | NON_SUPERSEDING_KINDS))
        raise ValueError(f"unknown relation kind {value!r}; known kinds: {known}")
    return value


RelationKind = Annotated[str, AfterValidator(relation_kind)]


class Entity(BaseModel):
    """A thing documents are about; ``key`` is canonical (``kind:value``) and unique."""

    model_config = ConfigDict(frozen=True)

    key: str
    kind: str
    name: NfcText
    aliases: tuple[NfcText, ...] = ()

    @field_validator("key")
    @classmethod
    def _key_has_kind(cls, value: str) -> str:
        value = _clean_identifier(value, "entity key")
        if ":" not in value:
            raise ValueError("entity key must look like 'kind:value'")
        return value


class Mention(BaseModel):
    """Document ``doc_id`` is about entity ``entity_key`` (its scope, sigma(d))."""

    model_config = ConfigDict(frozen=True)

    doc_id: str
    entity_key: str
    role: str = "mentions"


class AuthorityEdge(BaseModel):
    """``newer_id`` supersedes ``older_id`` (or, for non-superseding kinds, relates to it)."""

    model_config = ConfigDict(frozen=True)

    newer_id: str
    older_id: str
    kind: RelationKind = "supersedes"
    rule: str = "explicit"
    source: EdgeSource = "explicit"
    status: EdgeStatus = "accepted"
    confidence: float = Field(default=1.0, ge=0.0, le=1.0)
    evidence: str = ""
    valid_from: Timestamp = None
    #: The last instant the edge holds (a ``suspends`` edge: its superseder's ``effective_to``);
    #: None: from ``valid_from`` on.
    valid_to: Timestamp = None
    recorded_at: Timestamp = None
    reviewed_by: str | None = None
    reviewed_at: Timestamp = None
    review_reason: str | None = None
    #: Entity keys the edge is restricted to: it holds only for a query that names one of them
    #: of each kind (``applies_for``: an exception granted to one employee overrides a
    #: blackout for that employee alone, a recall of two lots recalls the label for a question
    #: naming either lot). Empty: it holds for everyone.
    applies_to: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _not_self(self) -> AuthorityEdge:
        if self.newer_id == self.older_id:
            raise ValueError(f"document {self.newer_id!r} cannot supersede itself")
        return self

    @property
    def supersedes(self) -> bool:
        """True when this edge can remove ``older_id`` from the frontier."""
        return self.kind in SUPERSEDING_KINDS

    @property
    def curated(self) -> bool:
        """A curator decided it (not graphcar demoting an edge that closed a cycle): loads
        leave it as decided."""
        return self.reviewed_at is not None and self.reviewed_by != CYCLE_DEMOTER


class Document(BaseModel):
    """One unit of authority-governed knowledge, as stored."""

    model_config = ConfigDict(extra="forbid")

    id: str
    text: NfcText
    title: NfcText = ""
    domain: str = GENERAL_DOMAIN
    doc_type: str = UNTYPED
    published_at: Timestamp = None
    effective_from: Timestamp = None
    effective_to: AsOfTimestamp = None
    source: str = ""
    url: str = ""
    access: list[str] = Field(default_factory=list)
    metadata: dict[str, str | int | float | bool | None] = Field(default_factory=dict)

    @field_validator("id")
    @classmethod
    def _valid_id(cls, value: str) -> str:
        return _clean_identifier(value, "id")

    @field_validator("text")
    @classmethod
    def _has_text(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("text must not be empty")
        if "\x00" in value:
            raise ValueError("text contains a NUL character")
        return value

    @field_validator("metadata")
    @classmethod
    def _metadata_nfc(
        cls, value: dict[str, str | int | float | bool | None]
    ) -> dict[str, str | int | float | bool | None]:
        """String values seed names (a labeler, an employee) that text is matched against."""
        return {key: nfc(item) if isinstance(item, str) else item for key, item in value.items()}

    @field_validator("access")
    @classmethod
    def _labels(cls, value: list[str]) -> list[str]:
        return sorted({_clean_identifier(label, "access label") for label in value})

    @property
    def searchable_text(self) -> str:
        """Title and body, as search, embedding and extraction read it (titles carry identity),
        a blank line apart so no name runs on from the title into the text."""
        return f"{self.title}\n\n{self.text}" if self.title else self.text

    @property
    def in_force_from(self) -> str | None:
        """When the document starts to count: its effective date, but never before it was
        published. A notice of 24 July that dates an extended blackout back to 17 June did not
        govern on 1 July: nobody could have followed it, and the earlier notice did."""
        dates = [moment for moment in (self.effective_from, self.published_at) if moment]
        return max(dates) if dates else None

    def holds_until(self, kind: str) -> str | None:
        """The last instant an edge of ``kind`` from this document holds: its ``effective_to``
        for a lapsing kind (``suspends``), else None (from its start on)."""
        return self.effective_to if kind in LAPSING_KINDS else None

    def in_force_at(self, as_of: str | None) -> bool:
        """Whether it counts at ``as_of`` (undated documents always do; None: any time)."""
        start = self.in_force_from
        return as_of is None or start is None or start <= as_of

    def content_hash(self) -> str:
        """Stable hash of everything a user supplied, to detect changed re-ingests."""
        payload = self.model_dump(mode="json")
        canonical = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def applies_for(applies_to: Iterable[str], viewer: AbstractSet[str]) -> bool:
    """Whether an edge restricted to ``applies_to`` holds for a query naming ``viewer``: it
    names one of the restricted entities of each kind (every edge, if unrestricted)."""
    kinds: dict[str, bool] = {}
    for key in applies_to:
        kind = key.split(":", 1)[0]
        kinds[kind] = kinds.get(kind, False) or key in viewer
    return all(kinds.values())


class IngestBatch(BaseModel):
    """Everything one load writes: documents, their entities and mentions, and edges."""

    documents: list[Document] = Field(default_factory=list)
    entities: list[Entity] = Field(default_factory=list)
    mentions: list[Mention] = Field(default_factory=list)
    edges: list[AuthorityEdge] = Field(default_factory=list)
    embeddings: dict[str, list[float]] = Field(default_factory=dict)
    #: When a document was first recorded, by id (an export carries it, so transaction-time
    #: reads answer the same after a move); absent: when this batch first stores it.
    recorded_at: dict[str, Timestamp] = Field(default_factory=dict)


class UpsertStats(BaseModel):
    """What a load changed: created vs updated vs unchanged documents, and edge counts."""

    created: int = 0
    updated: int = 0
    unchanged: int = 0
    entities: int = 0
    mentions: int = 0
    edges: int = 0
    cycles: list[str] = Field(default_factory=list)

    def merge(self, other: UpsertStats) -> UpsertStats:
        """Sum two batches' statistics."""
        values = {
            name: getattr(self, name) + getattr(other, name) for name in type(self).model_fields
        }
        return UpsertStats.model_validate(values)


class Query(BaseModel):
    """A CAR question. ``k`` is a context budget; the frontier is never cut to fit it."""

    text: NfcText
    k: int = Field(default=5, ge=1, le=1000)
    as_of: AsOfTimestamp = None
    known_at: AsOfTimestamp = None
    domain: str | None = None
    arms: tuple[Arm, ...] = ("lexical", "dense", "identifier")
    routing: bool = True
    trace: bool = False
    access: tuple[str, ...] | None = None  # None: unrestricted (trusted local caller)


class ChainLink(BaseModel):
    """One supersession step, newest first when read from a controlling document."""

    newer_id: str
    older_id: str
    kind: str
    rule: str
    source: EdgeSource
    status: EdgeStatus
    confidence: float
    valid_from: str | None = None
    valid_to: str | None = None
    recorded_at: str | None = None


class ResultRow(BaseModel):
    """A document in a CAR answer, with why it is there."""

    id: str
    role: Role
    visible: bool = True
    title: str | None = None
    doc_type: str | None = None
    domain: str | None = None
    published_at: str | None = None
    text: str | None = None
    score: float = 0.0
    anchor_rank: int | None = None
    superseded_by: list[str] = Field(default_factory=list)
    supersedes: list[str] = Field(default_factory=list)
    chain: list[ChainLink] = Field(default_factory=list)
    pending: list[ChainLink] = Field(default_factory=list)
    conflict: bool = False
    note: str | None = None


class Verdict(BaseModel):
    """An answer label derived from the frontier by a domain pack rule (no LLM)."""

    label: str
    rule: str
    document_id: str
    #: Review candidates proposed (pending review) to supersede ``document_id``: the label
    #: rests on edges accepted so far and may change once a curator accepts one of these.
    pending_review: list[str] = Field(default_factory=list)
    #: The version of the subject's product the label is for, when the question names one and
    #: the releases that superseded the subject were compared with it ("Is vite 7.3.1
    #: affected?" is "vulnerable" though 7.3.2 patched the advisory).
    version: str | None = None


class Superseder(BaseModel):
    """A visible document through which an edge into an anchor acts (see
    ``AnchorAuthority.acting_superseders``)."""

    id: str
    title: str | None = None
    #: The entity keys it mentions (which package a fix release is for).
    scope: list[str] = Field(default_factory=list)
    #: The superseder it stands for, where that one was withdrawn and this release succeeded
    #: it (what it states about the anchor is then not its own).
    stands_for: str | None = None
    #: Its package's affected ranges as its metadata states them (``affected``, see
    #: ``graphcar.versions.ranges_statement``); read only for a question naming a version.
    affected: str | None = None


class AnchorAuthority(BaseModel):
    """A fused anchor inside the closure and the documents controlling it.

    Kept even when the anchor itself is not among the rows (the frontier filled k), so a
    verdict can be decided from what the best anchor is controlled by, not from whichever
    anchor happened to be shown.
    """

    id: str
    rank: int
    visible: bool = True
    doc_type: str | None = None
    domain: str | None = None
    superseded: bool = False
    controlling: list[str] = Field(default_factory=list)
    superseded_by_kinds: list[str] = Field(default_factory=list)
    #: For each of ``superseded_by_kinds``, the controlling documents (in ``controlling``
    #: order) whose edges into the anchor's chain are of that kind: a "recalled" verdict cites
    #: the recall, not a later label edition that also controls the anchor.
    controlled_by: dict[str, list[str]] = Field(default_factory=dict)
    #: The entity keys each visible document of ``controlling`` mentions: which package a fix
    #: is for, when the question asks about one package of several.
    controller_scope: dict[str, list[str]] = Field(default_factory=dict)
    #: Per relation kind, the visible documents through which that kind's edges into the
    #: anchor itself act: the release that fixed an advisory (where ``controlling`` is a later
    #: release), or the releases that succeeded a fix a later advisory withdrew.
    acting_superseders: dict[str, list[Superseder]] = Field(default_factory=dict)
    supersedes_kinds: list[str] = Field(default_factory=list)
    #: Entity keys the anchor mentions (empty when hidden).
    scope: list[str] = Field(default_factory=list)
    #: When it was published (absent when hidden): the month a question may name its edition
    #: by where its title writes none ("the 12/2022 Ferrolux labeling").
    published_at: str | None = None
    #: Its title (absent when hidden): how a question names the document it asks about.
    title: str | None = None


class CarResult(BaseModel):
    """The answer: controlling documents first, then superseded anchors with their superseders;
    the document a question names leads with its chain when that fits in ``k``."""

    query: str
    k: int
    rows: list[ResultRow]
    frontier: list[str]
    frontier_exceeds_k: bool = False
    conflicts: list[list[str]] = Field(default_factory=list)
    verdict: Verdict | None = None
    trace: dict[str, Any] | None = None
    anchors: list[AnchorAuthority] = Field(default_factory=list)
    #: Entity keys the question names (identifiers, and bare names the store knows).
    named: list[str] = Field(default_factory=list)
    #: The title and text of each visible closure document, for verdicts that read what a
    #: document states (``graphcar.domains.exclusions``); not part of the answer's JSON.
    texts: dict[str, str] = Field(default_factory=dict, exclude=True)

    @property
    def ids(self) -> list[str]:
        """Returned document ids in rank order."""
        return [row.id for row in self.rows]
