"""Domain packs: declarative YAML that says where scope and authority come from in a domain.

A pack names its document types, extra entity patterns and gazetteer seeds, the scope keys
documents must share, the supersession rules over (doc types, time order, scope keys), the
cue phrases that propose inferred edges, and the verdict labels read off a frontier. Users add
a pack by writing YAML, never Python; validation errors name the file, line and field.

The declared document types are what the domain's authority is made of: a document of a
governed domain whose type the pack does not declare (a commentary, a news item) is written
about authority. Its cue phrases propose nothing unless a cue lists its type, and a question
is not taken to be about it while an anchor of a declared (or no) type is at hand.

A pack marked ``unclaimed: true`` governs the documents no other pack claims by domain or doc
type (the built-in ``general`` pack: standards, procedures, contracts ... whose text states what
it supersedes). It cannot know such a domain's types, so every type carries its authority.
A pack may have others read its documents along (``read_with: [general]``): their patterns and
cues add edges, not a second kind for a pair its own cues read, nor editions its rules chain.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from graphcar.anchors.identifiers import canonical_name, entity_key
from graphcar.config import Settings, get_settings
from graphcar.errors import InputError, field_path, first_problem
from graphcar.model import UNTYPED, Document, EdgeStatus, RelationKind
from graphcar.months import MONTH_NAMES, MONTHS

BUILTIN_DIR = Path(__file__).resolve().parent
_SLUG = re.compile(r"^[a-z][a-z0-9_-]{0,63}$")
_KIND = re.compile(r"^[a-z][a-z0-9_]{0,31}$")


def _slug(value: str, what: str) -> str:
    if not _SLUG.match(value):
        raise ValueError(f"{what} {value!r} must be lowercase letters, digits, '-' or '_'")
    return value


def _kinds(values: list[str]) -> list[str]:
    for value in values:
        if not _KIND.match(value):
            raise ValueError(f"entity kind {value!r} must be lowercase letters, digits or '_'")
    return values


class Strict(BaseModel):
    """Unknown fields are errors, so a typo in a pack is reported instead of ignored."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


#: Spellings of one designation, in upper case: "IEEE Std 1588-2008" is "IEEE 1588-2008",
#: "21 CFR Part 11" and "21 C.F.R. pt. 11" are "21 CFR 11", "NIST SP 800-53 Revision 5" is
#: "SP 800-53 REV. 5", "Revenue Procedure 2024-12" is "REV. PROC. 2024-12", "Airworthiness
#: Directive (AD) 2019-12-05" is "AD 2019-12-05", "S.I. 2007/2157" is "SI 2007/2157", "SR
#: letter 95-51" is "SR 95-51", "EL (24)A/12" is "EL(24)A/12", "FIPS PUB 140-3" is "FIPS
#: 140-3", "OMB Circular No. A-4" is "CIRCULAR A-4".
_DESIGNATION_SPELLINGS = (
    (re.compile(r"\s+"), " "),
    (re.compile(r" ?§+ ?"), " "),
    (re.compile(r"\b(?:STD|PART|PT)\.? (?=\d)"), ""),
    (re.compile(r"\bC\.F\.R\.(?= )"), "CFR"),
    (re.compile(r"\bREV(?:ISION|\.)? ?(?=\d)"), "REV. "),
    (re.compile(r"^(?:NIST (?=SP )|IETF (?=RFC ))"), ""),
    (re.compile(r"^(?:NIST )?SPECIAL PUBLICATION (?=\d)"), "SP "),
    # an EU act by its type and number alone: "Commission Implementing Decision (EU)
    # 2016/1250" is "DECISION 2016/1250", "Regulation (EU) No 1178/2012" "REGULATION
    # 1178/2012", "Council Directive 95/46/EC" "DIRECTIVE 95/46"
    (
        re.compile(
            r"\b(?:(?:COUNCIL|COMMISSION) )?(?:(?:IMPLEMENTING|DELEGATED) )?"
            r"(REGULATION|DIRECTIVE|DECISION) (?:\((?:EU|EC|EEC|EURATOM)\) )?(?:NO\.? )?"
            r"(\d{1,4}/\d{1,4})(?:/(?:EU|EC|EEC))?(?![\w/])"
        ),
        r"\1 \2",
    ),
    # a set numbered within its year, as identifiers key it: "SR2012 No. 7" is SR2012-NO-7
    # (``graphcar.anchors.identifiers``)
    (re.compile(r"\b([A-Z]{2,4}) ?((?:19|20)\d\d) NO\.? ?(\d{1,4})\b"), r"\1\2-NO-\3"),
    (re.compile(r"\bREV(?:ENUE|\.)? ?PROC(?:EDURE|\.)? (?=\d)"), "REV. PROC. "),
    (re.compile(r"\bREV(?:ENUE|\.)? ?RUL(?:ING|\.)? (?=\d)"), "REV. RUL. "),
    (re.compile(r"\bAIRWORTHINESS DIRECTIVE (?:\(AD\) )?(?=\d)"), "AD "),
    (re.compile(r"\bADVISORY CIRCULAR (?:\(AC\) )?(?=\d)"), "AC "),
    # the DoD's issuances by their initials, as its entity patterns key them: "DoD
    # Instruction 4515.14" is "DODI 4515.14"
    (re.compile(r"\bDOD (I|D|M)(?:NSTRUCTION|IRECTIVE|ANUAL) (?=\d)"), r"DOD\1 "),
    # a European body's numbered papers: "Guidelines 05/2020" is "GUIDELINES 5/2020", the
    # CNIL's "Délibération n° 2019-093" "DELIBERATION 2019-093", a ministry's "Circular
    # 09/2017" "CIRCULAR 9/2017"
    (
        re.compile(
            r"\b(OPINION|GUIDELINES|RECOMMENDATIONS?|STATEMENT|CIRCULAR|NOTIFICATION|INSTRUCTION"
            r"|DECISION|RESOLUTION|DIRECTIVE|ORDER|NOTICE|BULLETIN|MEMORANDUM|DETERMINATION"
            r"|GUIDANCE NOTE|PRACTICE NOTE)( NO\.? ?| )0(?=\d/(?:19|20)\d\d\b)"
        ),
        r"\1\2",
    ),
    (re.compile(r"\bD[EÉ]LIB[EÉ]RATION N[°O]\.? ?(?=\d)"), "DELIBERATION "),
    (re.compile(r"\bDIRECTIVE-TYPE MEMORAND(?:UM|A) (?:\(DTM\) )?(?=\d)"), "DTM "),
    # a sanctions authority's general licences in one spelling: "General Licence No. 5"
    (re.compile(r"\bGENERAL LICENCE\b"), "GENERAL LICENSE"),
    # an issuer's document by its acronym: "ComReg Document 15/136R2" is "COMREG 15/136R2"
    (re.compile(r"(?<=[A-Z]) DOCUMENT (?=\d)"), " "),
    (re.compile(r"\b(?:DWG|DRAWING) (?:NO\. )?(?=\d)"), "DRAWING "),
    (re.compile(r"\bNICE (?:GUIDELINE )?(?=(?:NG|CG|PH|QS|TA|DG|MTG)\d)"), ""),
    (re.compile(r"\b(?:ASC )?TOPIC (?=\d)"), "ASC "),
    (re.compile(r"(?<=\d{4}-\d\d-\d\d)R(?=\d{1,2}\b)"), " R"),
    (re.compile(r"^S\.I\. (?=\d)"), "SI "),
    (re.compile(r"^SR LETTER (?=\d)"), "SR "),
    (re.compile(r"^EL \((?=\d)"), "EL("),
    (re.compile(r"^FIPS PUB (?=\d)"), "FIPS "),
    # a bulletin's issue: "Volume 43, No. 05" is "Volume 43, Number 05"
    (re.compile(r"\b(VOLUME \d{1,3}), NO\. (?=\d)"), r"\1, NUMBER "),
    # FDA's numbered guidance for industry: "Guidance for Industry #152" is "GFI 152"
    (
        re.compile(r"\b(?:(?:CVM )?GFI|GUIDANCE FOR INDUSTRY(?: \(GFI\))?) (?:# ?|NO\. ?)(?=\d)"),
        "GFI ",
    ),
    (re.compile(r"^(?:OMB )?CIRCULAR (?:NO\. )?(?=A-\d)"), "CIRCULAR "),
    (re.compile(r"^(?:O\. ?REG\.|ONT\. REG\.|ONTARIO REGULATION) (?=\d)"), "O. REG. "),
    # an acronym's number written as one: "SAS No. 59" is SAS 59, "AOS #14-02" AOS 14-02
    (re.compile(r"^([A-Z]{2,6}) (?:NO\.|#) ?(?=\d)"), r"\1 "),
    # NIST's short form of a revision: "SP 800-61r2" is SP 800-61 Rev. 2
    (re.compile(r"^(SP \d{3}-\d{1,3}[A-Z]?)R(?=\d{1,2}$)"), r"\1 REV. "),
    # a state commission's "Decision 21-06-033" is "D.21-06-033"
    (re.compile(r"\bDECISION (?:NO\. )?(?=\d\d-\d\d-\d{3}\b)"), "D."),
    # "DA Memo 25-52" is "DA Memorandum 25-52"
    (re.compile(r"\bMEMO(?= (?:NO\.|NUMBER|#)? ?[A-Z]{0,3}-?\d)"), "MEMORANDUM"),
    # "Ordinance No. 2017-32" is "Ordinance 2017-32", "Bulletin No. 14I" "Bulletin 14I",
    # "Notification No. 2023/012" "Notification 2023/012"
    (
        re.compile(
            r"\b(ORDINANCE|RESOLUTION|ORDER|BULLETIN|RULE|RULING|OPINION|DIRECTIVE|MEMORANDUM"
            r"|GUIDANCE|DETERMINATION|PROCLAMATION|PERMIT|VARIANCE|INTERPRETATION|NOTICE|LICENSE"
            r"|ALERT|SHEET|NOTIFICATION|CIRCULAR|COMMUNICATION)S?"
            r" (?:NO\.|NUMBER|#) ?"
            r"(?=[A-Z]{0,3}-?\d)"
        ),
        r"\1 ",
    ),
)


def designation_form(surface: str) -> str:
    """The one spelling of a standard's designation that documents and questions meet on."""
    value = surface.upper()
    for spelling, replacement in _DESIGNATION_SPELLINGS:
        value = spelling.sub(replacement, value)
    return value


#: An edition written after a document's name: "Revision C", "rev B", "Rev. 2", "Edition 3",
#: "Version 5", "version 2.0", "Version 1.1" (not a release's "version 2.4.1")
#: (a letter edition in capitals: "revision is" and "issue in" are words), "v2.0", "(2015)",
#: an insurance form's edition month "(05/18)" or "the 07/22 edition", a label's revision
#: month "(Revised 03/2021)", "the 11/2022 prescribing information", a year's revision
#: "(rev. 2021)", a year's "2022 Edition".
EDITION_MARK = re.compile(
    r"\b(?i:rev(?:ision)?\.?|edition|issue|version)\s*([A-Z]{1,2}|\d{1,3})(?:\.0)?\b(?!\.\d)"
    r"|\bv(\d{1,3}(?:\.\d{1,3}){0,2})\b"
    # a minor version written out, as "v1.1" is: "Version 1.1", "Issue 4.2"
    r"|\b(?i:version|edition|issue)\s+(\d{1,3}\.(?:[1-9]|\d\d{1,2}))\b(?!\.\d)"
    # a year's numbered version: "TG-12 Version 2020-01", "Protocols, Version 2023.1"
    r"|\b(?i:version|edition|issue)\s+((?:19|20)\d\d[-.]\d{1,2})\b(?!\.\d)"
    # a revision numbered by its month: "MPEP Chapter 2100, Revision 10.2019" (October 2019)
    r"|\b(?i:rev(?:ision)?\.?)\s*((?:0[1-9]|1[0-2])\.(?:19|20)\d\d)\b"
    r"|\(((?:19|20)\d\d)(?:\s+(?i:update|edition|revision))?\)"
    # a year's edition written out: "the 2022 Edition", "GAF Rules - 2024 Edition" (not the
    # end of a span: "the 2022-2023 edition")
    r"|\b(?<![-/\u2013])((?:19|20)\d\d)\s+(?i:edition)\b"
    # a year's revision in brackets: "General Order 5.01 (rev. 2021)"
    r"|\((?i:rev(?:ised|ision)?\.?)\s+((?:19|20)\d\d)\)"
    r"|\((0[1-9]/\d\d|1[0-2]/\d\d)\)|\b(0[1-9]/\d\d|1[0-2]/\d\d)\s+(?i:edition)\b"
    r"|(?<![\d/])((?:0?[1-9]|1[0-2])/(?:19|20)\d\d)(?![\d/])"
)
#: A month and year written out, with or without its day ("the March 2021 package insert",
#: "the opinion filed March 3, 2023"): the revision month "03/2021" a label's title writes,
#: the month an opinion's title dates it by ("(Wm. Ct. App. Mar. 3, 2023)"); not a time a
#: question asks at ("as of March 2023", "since May 2024").
MONTH_YEAR = re.compile(
    r"(?<!\bas of )(?<!\bsince )(?<!\bbefore )(?<!\bafter )(?<!\buntil )"
    rf"\b({MONTH_NAMES})\.?\s+"
    r"(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?((?:19|20)\d\d)\b",
    re.I,
)


#: A whole edition's zeros ("v2.0" is edition "2", as "version 2" and "v2" are).
#: A numbered amendment of a filing or protocol ("Amendment No. 2"): an edition of its own,
#: told apart from a version number the same title may write ("Amendment 2 (Version 3.0)").
AMENDMENT_MARK = re.compile(
    r"\b(?i:amendment)\s+(?i:no\.?\s*|number\s+)?(\d{1,3})\b(?![./-]\d)"
    # a standard's amendment by its letter and number: "Amendment A1:2021", ".../A1:2021"
    r"|(?:\b(?i:amendment)\s+|(?<=\d)/)A(\d{1,2})(?::(?:19|20)\d\d)?\b"
)
#: An edition counted in words: "DOT-SP 21455 (Second Revision)", "the third edition" is 3,
#: a tariff's "Third Revised Sheet No. 34" too; its "Original Sheet No. 34" is 0.
ORDINALS = {
    word: number
    for number, word in enumerate(
        (
            *("original", "first", "second", "third", "fourth", "fifth", "sixth", "seventh"),
            *("eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth"),
            *("fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"),
        )
    )
}
ORDINAL_EDITION = re.compile(
    rf"\b(?:({'|'.join(list(ORDINALS)[1:])})\s+(?:revision|edition|revised\s+sheet)"
    r"|(original)\s+sheet)\b",
    re.I,
)
#: An ordinal in figures ("31st", "32nd"), and an edition so numbered ("the 31st edition").
FIGURED_ORDINAL = r"\d{1,3}(?:st|nd|rd|th)"
FIGURED_ORDINAL_EDITION = re.compile(
    rf"\b(?={FIGURED_ORDINAL}\s+(?:revision|edition)\b)(\d+)", re.IGNORECASE
)
WHOLE_EDITION = re.compile(r"(?<=\d)(?:\.0)+$")


def edition_marks(text: str) -> frozenset[str]:
    """The editions ``text`` writes ("rev C" and "Revision C" are both "C"; "March 2021" and
    "3/2021" both "03/2021"): a question's or a cue's, to tell apart the documents one
    identifier titles."""
    marks = {
        WHOLE_EDITION.sub("", next(group for group in found.groups() if group).upper())
        for found in EDITION_MARK.finditer(text)
    }
    marks |= {f"{MONTHS[m[1].lower()]:02d}/{m[2]}" for m in MONTH_YEAR.finditer(text)}
    marks |= {f"AMENDMENT {int(m[1] or m[2])}" for m in AMENDMENT_MARK.finditer(text)}
    marks |= {str(ORDINALS[(m[1] or m[2]).lower()]) for m in ORDINAL_EDITION.finditer(text)}
    marks |= {str(int(m[1])) for m in FIGURED_ORDINAL_EDITION.finditer(text)}
    return frozenset(
        mark.zfill(7) if re.fullmatch(r"\d/\d{4}", mark) else MONTH_REVISION.sub("/", mark)
        for mark in marks
    )


#: The point of a revision numbered by its month ("10.2019"), which is the month "10/2019".
MONTH_REVISION = re.compile(r"(?<=^\d\d)\.(?=\d{4}$)")


def writes_edition(title: str | None, editions: Collection[str]) -> bool:
    """Whether a title writes one of ``editions``: of the documents one identifier titles,
    the one a question or a cue names by its edition ("Rev B", "v1.1", "(2015)")."""
    return bool(editions) and not edition_marks(title or "").isdisjoint(editions)


class EntityPattern(Strict):
    """Extra entities for the extractor: a regular expression or a list of phrases (gazetteer).

    Regex matches are canonicalised by ``canonical`` (``upper`` for codes, ``lower`` for names,
    ``designation`` for standards: upper, one spelling of "Std", "Part" and "Rev";
    ``initials`` for a designation whose kind is spelled out: "Binding Operational Directive
    22-01" is BOD 22-01, as the issuer abbreviates it);
    phrases match case-insensitively unless ``case_sensitive`` (tickers: never every capital word).
    ``in_questions``: a question's regex match names that entity where the store holds it
    ("Is RFC 2616 still in force?" is about the document titled by it).
    ``items``: a match is a list under one issuer ("RFCs 2818, 7231 and 7232", an IETF header
    "Obsoletes: 2616, 7230"): each match of ``items`` inside it is an entity of its own, read
    as ``item_prefix`` + the item ("RFC 7231").
    """

    kind: str
    regex: str | None = None
    phrases: list[str] = Field(default_factory=list)
    case_sensitive: bool = False
    canonical: Literal["upper", "lower", "designation", "initials", "numbered", "as_is"] = "upper"
    in_questions: bool = False
    items: str | None = None
    item_prefix: str = ""

    @field_validator("kind")
    @classmethod
    def _kind(cls, value: str) -> str:
        return _kinds([value])[0]

    @field_validator("regex", "items")
    @classmethod
    def _compiles(cls, value: str | None) -> str | None:
        if value is None:
            return None
        try:
            re.compile(value)
        except re.error as exc:
            raise ValueError(f"regex does not compile: {exc}") from exc
        return value

    @model_validator(mode="after")
    def _one_source(self) -> EntityPattern:
        if (self.regex is None) == (not self.phrases):
            raise ValueError("give exactly one of 'regex' or 'phrases'")
        if self.items is not None and self.regex is None:
            raise ValueError("'items' splits the matches of a 'regex'")
        return self

    def found_in(self, text: str, flags: int = 0) -> Iterator[tuple[int, int, str]]:
        """Character span and key of each entity the regex finds in ``text`` (a list match
        gives one per item; a match of one item spans it whole, issuer words included, so it
        outranks a shorter designation inside it: "DoD Directive 8500.01E" is not "Directive
        8500.01E")."""
        if self.regex is None:
            return
        for found in re.finditer(self.regex, text, flags):
            if self.items is None:
                yield found.start(), found.end(), self.key_of(found.group(0))
                continue
            items = list(re.finditer(self.items, found.group(0), flags))
            if len(items) == 1:
                yield found.start(), found.end(), self.key_of(self.item_prefix + items[0].group(0))
                continue
            listed = found.group(0)
            previous_end = 0
            for number, item in enumerate(items):
                # an item spans the words its list repeats before it ("NY N257300, NY
                # N262811"), the first the issuer's (not a header's label, "Obsoletes:"): a
                # comma between two is inside the list
                begin = (
                    item_start(listed, previous_end, item.start())
                    if number or ":" in listed[: item.start()]
                    else 0
                )
                previous_end = item.end()
                start, end = found.start() + begin, found.start() + item.end()
                yield start, end, self.key_of(self.item_prefix + item.group(0))

    def key_of(self, surface: str) -> str:
        """The entity key of a regex match, canonical as ``canonical`` says (documents and
        questions meet on it)."""
        if self.canonical == "upper":
            value = surface.upper()
        elif self.canonical == "designation":
            value = designation_form(surface)
        elif self.canonical == "initials":
            *words, number = surface.replace("#", "").split()
            # "Regulatory Guide (RG) 1.88": the initials it spells out in brackets add nothing,
            # nor does a number's "No."
            initials = "".join(
                word[0] for word in words if not word.startswith("(") and word != "No."
            )
            value = designation_form(f"{initials} {number}")
        elif self.canonical == "numbered":  # "Release No. 34-64795" is "RELEASE 34-64795"
            value = designation_form(NUMBER_MARK.sub(" ", surface))
        elif self.canonical == "lower":
            value = canonical_name(surface)
        else:
            value = surface
        return entity_key(self.kind, value)


#: How a number is written as one, between a series' word and the number ("No. ", "#").
NUMBER_MARK = re.compile(r"\s(?:No\.|\#)\s?")
#: What separates two items of a listed designation: a comma, "and", "or".
ITEM_SEPARATOR = re.compile(r"(?:,|\b(?:and|or)\b)\s*")


def item_start(listed: str, previous_end: int, number_start: int) -> int:
    """Where an item of a list starts: after the last separator between the item before and
    its number ("and AO 2017-12" starts at "AO"), at its number where none stands between."""
    separators = list(ITEM_SEPARATOR.finditer(listed, previous_end, number_start))
    return separators[-1].end() if separators else number_start


class NamePattern(Strict):
    """Names a governed document's text declares, learnt like a ``gazetteer_fields`` value:
    the regex's group ``name`` is a name of ``kind`` wherever any governed text then names it
    ("DORVEXA (sumatinib) capsules" declares the brand DORVEXA, which "Is DORVEXA still on
    the market?" and a withdrawal naming it bare then share)."""

    kind: str
    regex: str

    @field_validator("kind")
    @classmethod
    def _kind(cls, value: str) -> str:
        return _kinds([value])[0]

    @field_validator("regex")
    @classmethod
    def _named_group(cls, value: str) -> str:
        try:
            compiled = re.compile(value)
        except re.error as exc:
            raise ValueError(f"regex does not compile: {exc}") from exc
        if "name" not in compiled.groupindex:
            raise ValueError("the regex needs a group (?P<name>...) for the name it declares")
        return value

    def names_in(self, text: str) -> Iterator[str]:
        """The names ``text`` declares."""
        for found in re.finditer(self.regex, text):
            if name := (found.group("name") or "").strip():
                yield name


class ScopeKey(Strict):
    """Entity kinds that identify what a document is about, from its whole text, its title,
    the identifiers its title names as the document's own or as what it acts on
    (``own_title``: not "see X", "duplicate of X", "replaced by X"; ``title_own``: nor what
    the document acts on, "Withdrawal of X", and where its title names no identifier, those
    its text's first line opens with, "GHSA-x4v9-2mq7-hh3c - Updated 2024-04-02"), or the one
    its title opens with (``title_first``: a label of "VELTRAZINE XR (veltrazine
    hydrochloride)" is of VELTRAZINE XR, though its title writes the name the
    immediate-release product shares; where the title names none, those of its text)."""

    kinds: list[str]
    source: Literal["text", "title", "own_title", "title_own", "title_first"] = Field(
        default="text", alias="from"
    )

    @field_validator("kinds")
    @classmethod
    def _valid(cls, value: list[str]) -> list[str]:
        if not value:
            raise ValueError("list at least one entity kind")
        return _kinds(value)


class SupersessionRule(Strict):
    """``newer`` doc types supersede ``older`` ones that share every ``match`` scope key.

    ``select: latest`` links a newer document only to the most recent older one (a readable
    version chain; right when older documents are themselves chained by the same rule),
    ``all`` to every older one (right when older documents are independent, e.g. every
    pre-clearance a blackout voids). ``first`` links each older document only to its earliest
    ordered newer one(s) (the release that fixed an advisory; later releases inherit the fix).

    ``fallback: version`` orders a pair the time order cannot (a date missing) by versions: the
    newer document's release version against the fixed/affected versions the older one states.
    ``stated_versions: decide`` lets those versions decide every pair whose older document
    states them (a first fixed or last affected version, or that no fix exists), dated or not:
    a release below the fix never patches the advisory however late it came out, and the
    release reaching it does even when published before the advisory (coordinated
    disclosure); a release whose version is unknown is then left to ``unordered``.
    ``unordered`` says what to do when neither orders the pair: ``skip`` (no edge), an edge
    with status ``proposed`` (for review) or ``accepted``, or ``unique``: accepted when it is
    the older document's only unordered candidate, proposed when several compete.

    ``evidence: fix_notes`` reads the newer documents' text where several compete for one older
    document: of releases ordered only after a version the flaw was reported in, the one whose
    security-fix entries clearly describe it, else the first with a security-fix entry, is the
    fix; of unordered ones, the one naming the older document's id or whose fix entries
    clearly best describe it is accepted (the others stay proposed).

    ``within_days``: only older documents at most that many days older than the newer one (a
    pre-clearance valid for five days; a blackout cannot void one that already lapsed), or
    older ones the newer document names by their date ("an exception to the NVDA blackout
    announced on 5 March 2025": the day it was published or took effect). Pairs without both
    dates are not windowed. ``when_dated``: the status of a pair whose newer document writes
    the older one's date ("replaces our February 14, 2023 Drug Safety Communication"), where
    the rule's own ``status`` proposes edges for review. ``applies_to``: scope keys whose
    entities in the newer document restrict the edge to queries naming them (an exception
    granted to one employee overrides the blackout for that employee, not for everyone).

    ``where_missing``: scope keys a coarser rule stands in for. The rule links a pair only
    when, for each key listed, one of the two documents has no entity of it: a recall and a
    label both giving NDC codes are judged by the codes alone, so matching them on the drug
    name as well would link another labeler's product.

    ``where_absent``: scope keys neither document may have an entity of: labels naming no
    labeler are editions of one drug's label by its name alone, but not of a labeler's.

    ``distinct``: scope keys that tell series apart. The rule links a pair only when, for
    each key listed, they share an entity of it or the newer names none: the EU and US
    editions of one policy code are two series; a global edition (or notice) follows both,
    a regional one does not displace the global edition for every region.

    ``release_lines`` (``select: latest``): a release follows the earlier release of the
    highest version below its own, whatever came out between them: a later release of a lower
    version maintains its line and follows nothing above it (1.9.8 after 2.4.1 follows 1.9.7;
    a 4.1.12 backport published after 4.2.7 follows 4.1.11, and 4.2.8 follows 4.2.7).
    ``own_names``: where both documents' metadata name their own entity (the pack's
    ``own_name_fields``: an advisory's package, a release's product), they name one in
    common: a fastform-parser release patches no fastform-parser-lite advisory that names
    fastform-parser only to say it is not affected.
    """

    name: str
    newer: list[str]
    older: list[str]
    match: list[str]
    order: Literal["in_force", "published"] = "in_force"
    select: Literal["latest", "all", "first"] = "all"
    kind: RelationKind
    status: EdgeStatus = "accepted"
    confidence: float = Field(default=1.0, ge=0.0, le=1.0)
    fallback: Literal["none", "version"] = "none"
    stated_versions: Literal["fallback", "decide"] = "fallback"
    unordered: Literal["skip", "proposed", "accepted", "unique"] = "skip"
    evidence: Literal["none", "fix_notes"] = "none"
    within_days: float | None = Field(default=None, gt=0)
    when_dated: EdgeStatus | None = None
    applies_to: list[str] = Field(default_factory=list)
    where_missing: list[str] = Field(default_factory=list)
    where_absent: list[str] = Field(default_factory=list)
    distinct: list[str] = Field(default_factory=list)
    release_lines: bool = False
    own_names: bool = False

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        return _slug(value, "rule name")

    @field_validator("newer", "older", "match")
    @classmethod
    def _non_empty(cls, value: list[str]) -> list[str]:
        if not value:
            raise ValueError("list at least one entry")
        return value

    @model_validator(mode="after")
    def _missing_is_not_matched(self) -> SupersessionRule:
        """A key the rule must share cannot also be one a side must lack: it would never fire."""
        both = [key for key in [*self.where_missing, *self.where_absent] if key in self.match]
        if both:
            raise ValueError(
                f"where_missing/where_absent: {both[0]!r} is also in match; the rule could "
                "never link"
            )
        if self.release_lines and self.select != "latest":
            raise ValueError("release_lines: only a rule with select: latest follows a line")
        return self


class CueRule(Strict):
    """A phrase in a document's text that proposes an edge to a document named nearby.

    The target is a document whose scope holds an entity of ``target_kinds`` found in the same
    sentence as the cue. ``direction: forward`` means the cue's document is the newer one
    ("X is overruled"); ``backward`` that the named document is ("superseded by X").

    ``max_targets``: a sentence naming an entity that more documents carry ("the rule of Ames
    v. Fox is limited" where many opinions share that name) does not say which one it means;
    it proposes nothing rather than one edge per namesake for a curator to reject.

    ``express``: the phrase states the act itself ("Bowers v. Hardwick ... is overruled"), so
    the edge is accepted when the sentence names its target by the target's own title (a name
    no other document's title carries) and the phrase is neither asked for, supposed nor
    reported ("asks us to overrule", "overruled by Dobbs"); otherwise it gets ``status``.

    ``own_title_kinds``: where the sentence names no target, the entities of these kinds in
    the document's own title name it: "The judgment of the Court of Appeals is reversed"
    reverses the decision below, an older document whose title carries the same case name
    (proposed only: unrelated cases may share a caption; accepted where the sentence names
    the court below and one such decision is of that court, ``derive.reviewed_decision``).

    ``active``: the phrases are active verbs ("replaces", "obsoletes"), so a name in the
    phrase's subject is who acts, not a target. Where it is another document's identifier ("RFC
    9110 replaces RFC 7231" in a commentary), the cue's document reports that document's act:
    the edge is proposed from the document titled by it, if stored, never from the reporter.

    ``self_nouns``: when listed, the phrase states its document's act only where its subject is
    that document: none (a header line "Supersedes: RFC 2616"), its own identifier, or a
    determiner with one of these words ("This standard", "The present edition"). Any other
    subject (a person, a part, a product: "Jane Doe replaces John Smith", "The PV 200 valve
    replaces PV 100") derives nothing, and the targets are the names after the phrase only.

    ``whole``: the phrase supersedes whole documents, so a sentence that limits it to a part
    ("supersedes step 4 of WI-7") or to some cases ("for export orders only") derives nothing.

    ``passive``: the phrase is a passive verb ("is repealed") whose subject names the targets
    and whose actor is the cue's document ("Directive 95/46/EC is repealed"); reported ("was
    repealed" matches no "is" phrase) or done by another ("is repealed by X"), nothing.

    ``parts``: a part the passive's subject names acts on its document ("section 4.3 of the
    Travel Policy (TE-01 v5) is suspended" suspends TE-01 for questions about it), where
    otherwise only a document titled by that part is the target; the case it is limited to
    ("for travel in 2023") does not hold its acceptance back either.

    ``versions``: the phrase names its targets by version alone ("libquill 3.2.3 replaces
    3.2.2", passive: "v4.6.0 is retracted and replaced by this release"): the releases
    sharing an entity of ``target_kinds`` (the product) with the cue's document and carrying
    the version its object (passive: its subject) writes.

    ``title_only``: the phrase counts only in the document's title, where it names what the
    document is ("Revocation of Security Exception EX-2024-019"); in its text the same words
    report or refer ("following the revocation of EX-2024-019").

    ``any_pack``: the act reaches documents of any field, not only the pack's own: a court
    vacating a rule or declaring an act invalid voids an immigration rule or an adequacy
    decision as it voids a regulation of its own pack. A target another pack governs must be
    of a type that pack's authority is made of; ``target_doc_types`` restrict the pack's own.
    """

    name: str
    phrases: list[str]
    kind: RelationKind
    target_kinds: list[str]
    direction: Literal["forward", "backward"] = "forward"
    doc_types: list[str] = Field(default_factory=list)
    target_doc_types: list[str] = Field(default_factory=list)
    status: EdgeStatus = "proposed"
    confidence: float = Field(default=0.6, ge=0.0, le=1.0)
    max_targets: int = Field(default=10, ge=1)
    express: bool = False
    own_title_kinds: list[str] = Field(default_factory=list)
    active: bool = False
    self_nouns: list[str] = Field(default_factory=list)
    whole: bool = False
    passive: bool = False
    parts: bool = False
    versions: bool = False
    title_only: bool = False
    any_pack: bool = False

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        return _slug(value, "cue name")

    @field_validator("phrases")
    @classmethod
    def _phrases(cls, value: list[str]) -> list[str]:
        if not value or any(not phrase.strip() for phrase in value):
            raise ValueError("list at least one non-empty phrase")
        return value

    @field_validator("target_kinds")
    @classmethod
    def _targets(cls, value: list[str]) -> list[str]:
        if not value:
            raise ValueError("list at least one entity kind")
        return _kinds(value)

    @field_validator("self_nouns")
    @classmethod
    def _self_nouns(cls, value: list[str]) -> list[str]:
        if any(not noun.isalpha() for noun in value):
            raise ValueError("list single words (letters only)")
        return [noun.lower() for noun in value]


class VerdictCase(Strict):
    """Label the answer from the asked-about document (the best anchor of the pack).

    ``doc_types``: the document controlling it (itself, or what supersedes it) has one of
    these types; ``superseded_by``: it is superseded through one of these relation kinds;
    ``subject_doc_types``: the asked-about document itself has one of these types (a fix
    release asked about is the answer "patched", whether or not its edge is in the closure);
    ``supersedes``: it itself supersedes through one of these kinds (seen in the closure);
    ``distribution_advisory``: its title is a distribution's advisory's (DSA, USN, RHSA ...:
    the announcement of the distribution's own fixed packages); ``asked_with``: the question
    writes one of these words (a pre-clearance in force answers "Is this trade compliant?"
    with "compliant", "Is the pre-clearance still valid?" with "active");
    ``excluded``: a document stating the subject's scope excludes what the question asks about
    in words of this name's phrases (``VerdictSpec.exclusions``: "SG-200 appliances are not
    affected", "EMP0588 remains subject to the special blackout"); ``fix_stated``: the
    document controlling it states the versions that fix it ("Fixed in 2.8.3") and the
    version the question asks about, if any, has that fix (no release note need be stored).
    All given must hold; an empty list matches anything.
    """

    name: str
    label: str
    doc_types: list[str] = Field(default_factory=list)
    superseded_by: list[RelationKind] = Field(default_factory=list)
    subject_doc_types: list[str] = Field(default_factory=list)
    supersedes: list[RelationKind] = Field(default_factory=list)
    distribution_advisory: bool = False
    asked_with: list[str] = Field(default_factory=list)
    excluded: str | None = None
    fix_stated: bool = False

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        return _slug(value, "verdict name")

    @field_validator("asked_with")
    @classmethod
    def _words(cls, value: list[str]) -> list[str]:
        if any(not re.fullmatch(r"[a-z]+", word) for word in value):
            raise ValueError("asked_with: lower-case words only")
        return value


class ExclusionSpec(Strict):
    """Phrases by which a document excludes something from what it says (``VerdictSpec.
    exclusions``); ``of_acts``: also what it leaves out of its own act ("LOMITREL capsules are
    not affected by this withdrawal"), which an advisory's "unaffected by this decision" is
    not (the flaw is). Written as a list of phrases where ``of_acts`` is false."""

    phrases: list[str]
    of_acts: bool = False

    @model_validator(mode="before")
    @classmethod
    def _listed(cls, value: object) -> object:
        return {"phrases": value} if isinstance(value, list) else value

    @field_validator("phrases")
    @classmethod
    def _phrases(cls, value: list[str]) -> list[str]:
        if not value or not all(phrase.strip() for phrase in value):
            raise ValueError("list one or more non-empty phrases")
        return value


class VerdictSpec(Strict):
    """Ordered cases (first match wins) and the label when none matches."""

    cases: list[VerdictCase] = Field(default_factory=list)
    otherwise: str | None = None
    #: The doc types ``otherwise`` answers for (empty: any): a release note that fixes
    #: nothing is no open vulnerability, so the security pack's "vulnerable" is for advisories.
    otherwise_for: list[str] = Field(default_factory=list)
    #: Scope keys a question may narrow the answer to: where it names by name some of the
    #: subject's entities of these keys (one package of a multi-package advisory), only
    #: controlling documents mentioning them decide the label.
    narrow_by: list[str] = Field(default_factory=list)
    #: Of the scope keys rules restrict edges to (``applies_to``), those whose documents still
    #: answer a question naming none of their entities: a recall of two lots is about the
    #: product (it recalls the label for a question naming either lot, and a question naming
    #: none asks about it too), where an exception for one employee answers for that employee
    #: alone.
    answers_for_all: list[str] = Field(default_factory=list)
    #: Relation kinds made by releases (a fix release patches an advisory): where a question
    #: names a version of the subject's product ("Is vite 7.3.1 affected?") that reaches none
    #: of the releases superseding the subject by such a kind (on its release line), they do
    #: not decide the label for that version.
    versioned_by: list[RelationKind] = Field(default_factory=list)
    #: The label for a version below every affected range a release states (its metadata's
    #: ``affected``, written by the OSV reader from introduced/fixed/last_affected): the flaw
    #: came later. None: such a version gets the ``otherwise`` label.
    unaffected: str | None = None
    #: Named sets of phrases by which a document excludes a product, version or person from
    #: its act ("SG-200 appliances are not affected", "| 1.8.x and earlier | not affected |",
    #: "The following members remain subject to a special blackout: EMP0412, EMP0588"): read
    #: by the cases ``excluded`` by that name (``graphcar.domains.exclusions``).
    exclusions: dict[str, ExclusionSpec] = Field(default_factory=dict)
    #: Names a question calls an entity by before its version, beyond the entity's own
    #: (entity key -> names): Go's standard library is ``pkg:golang/stdlib`` in advisories
    #: and "Go 1.22.6" in questions. Only read before a version, never to find entities.
    version_names: dict[str, list[str]] = Field(default_factory=dict)

    @field_validator("version_names")
    @classmethod
    def _entity_keys(cls, value: dict[str, list[str]]) -> dict[str, list[str]]:
        for key, names in value.items():
            kind, _, name = key.partition(":")
            if not kind or not name:
                raise ValueError(f"{key!r} is not an entity key (kind:value: pkg:golang/stdlib)")
            if not names or not all(n.strip() for n in names):
                raise ValueError(f"{key!r} needs one or more non-empty names")
        return value

    @model_validator(mode="after")
    def _exclusions_named(self) -> VerdictSpec:
        for case in self.cases:
            if case.excluded is not None and case.excluded not in self.exclusions:
                known = ", ".join(sorted(self.exclusions)) or "none"
                raise ValueError(
                    f"case {case.name!r} is excluded by {case.excluded!r}, which exclusions "
                    f"does not name (named: {known})"
                )
        return self


class DomainPack(Strict):
    """One domain's declarative authority rules (see module docstring)."""

    name: str
    description: str = ""
    version: int = Field(default=1, ge=1)
    domains: list[str]
    #: Governs documents no other pack claims by domain or doc type (a fallback).
    unclaimed: bool = False
    doc_types: dict[str, str]
    #: Of ``doc_types``, generic ones other fields share (a procedure, a memo, guidance): read
    #: where this pack governs by domain, but no document of another domain is this pack's
    #: by such a type (``packs_for``).
    shared_doc_types: list[str] = Field(default_factory=list)
    #: Other packs that read this pack's documents too (their entity patterns and cues), so
    #: a pack need not restate the general pack's reading of "is hereby repealed", "This
    #: standard supersedes" or "Circular 2018/04"; its own rules and verdicts stay its own.
    read_with: list[str] = Field(default_factory=list)
    #: Other names integrators send for declared doc types ("blackout" for
    #: ``blackout_announced``): a document sent with one is stored with the declared type
    #: (``declared_type``; case, spaces and hyphens do not matter).
    doc_type_aliases: dict[str, str] = Field(default_factory=dict)
    entity_patterns: list[EntityPattern] = Field(default_factory=list)
    gazetteer_fields: dict[str, str] = Field(default_factory=dict)
    #: Of ``gazetteer_fields``, those naming the document's own entity (a label's labeler, a
    #: recall's firm): it is in the document's scope even where the text does not repeat it.
    own_name_fields: list[str] = Field(default_factory=list)
    name_patterns: list[NamePattern] = Field(default_factory=list)
    #: The shape every name of a kind has, as a regex a name matches whole (a ticker: one to
    #: five capitals): a metadata value of another shape names no entity of that kind (a
    #: "symbol" of "CA 7/2018" is a document's symbol, not a security's).
    name_shapes: dict[str, str] = Field(default_factory=dict)
    url_fields: list[str] = Field(default_factory=list)
    #: Entity kinds a question may name bare (a ticker without its ``$``): an upper-case
    #: word of the question names one when the store holds that entity.
    query_names: list[str] = Field(default_factory=list)
    #: Entity kinds a question names by a capitalised word (a drug's brand, "Somnerex"): the
    #: word, lower-cased as the gazetteer keys names, names one when the store holds it.
    query_words: list[str] = Field(default_factory=list)
    #: Entity kinds that name one document of this pack (a citation its opinion, an advisory
    #: id its advisory): a question naming one is about the document whose title or id names
    #: it, not about a later one that cites it ("Is Talbot v. Reyes good law?" is not answered
    #: from the opinion overruling it).
    document_names: list[str] = Field(default_factory=list)
    scope_keys: dict[str, ScopeKey] = Field(default_factory=dict)
    rules: list[SupersessionRule] = Field(default_factory=list)
    cues: list[CueRule] = Field(default_factory=list)
    #: A document titled as a numbered change, amendment or supplement of what its title names
    #: by a designation ("DoD Instruction 8500.01, Cybersecurity, Change 1", "Amendments to
    #: IFRS 17", "Supplement 1 to Generic Letter 88-20") amends the one earlier document so
    #: titled: an accepted ``amends`` relation, so the two are read together
    #: (``ingest.derive.titled_changes``).
    titled_changes: bool = False
    verdicts: VerdictSpec = Field(default_factory=VerdictSpec)

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        return _slug(value, "pack name")

    @field_validator("domains")
    @classmethod
    def _domains(cls, value: list[str]) -> list[str]:
        return [_slug(domain, "domain") for domain in value]

    @field_validator("gazetteer_fields")
    @classmethod
    def _gazetteer_kinds(cls, value: dict[str, str]) -> dict[str, str]:
        _kinds(list(value.values()))
        return value

    @field_validator("name_shapes")
    @classmethod
    def _name_shapes(cls, value: dict[str, str]) -> dict[str, str]:
        _kinds(list(value))
        for kind, shape in value.items():
            try:
                re.compile(shape)
            except re.error as error:
                raise ValueError(f"name_shapes: {kind}: {error}") from error
        return value

    def fits_shape(self, kind: str, name: str) -> bool:
        """Whether ``name`` has the shape this pack gives names of ``kind`` (any name, where
        it gives none)."""
        shape = self.name_shapes.get(kind)
        return shape is None or re.fullmatch(shape, name.strip()) is not None

    @field_validator("query_names", "query_words", "document_names")
    @classmethod
    def _name_kinds(cls, value: list[str]) -> list[str]:
        return _kinds(value)

    def own_names(self, metadata: Mapping[str, object]) -> list[str]:
        """The names a document's metadata gives its own entity (``own_name_fields``: an
        advisory's package, a label's labeler), as written."""
        return [
            value.strip()
            for field in self.own_name_fields
            if isinstance(value := metadata.get(field), str)
            and value.strip()
            and self.fits_shape(self.gazetteer_fields[field], value)
        ]

    def verdict_labels(self) -> set[str]:
        """Every label this pack's verdicts can give."""
        labels = {case.label for case in self.verdicts.cases}
        if self.verdicts.otherwise:
            labels.add(self.verdicts.otherwise)
        if self.verdicts.unaffected:
            labels.add(self.verdicts.unaffected)
        return labels

    def carries_authority(self, doc_type: str) -> bool:
        """Whether a document of ``doc_type`` is one this pack's authority is made of: a type
        it declares, or no type at all (benefit of the doubt). A type it does not declare (a
        commentary, a blog post) writes about authority: its cue phrases report what others
        did ("the Court overruled Swift in Erie"), and a question naming the case it discusses
        is about the case. A pack for unclaimed documents cannot tell: every type carries it."""
        return self.unclaimed or doc_type == UNTYPED or doc_type in self.doc_types

    def declared_type(self, doc_type: str) -> str | None:
        """The declared doc type ``doc_type`` names, itself or by an alias, written in any case
        with spaces or hyphens ("Pre-clearance approved"); None when it names none."""
        if doc_type in self.doc_types:
            return doc_type
        written = doc_type_form(doc_type)
        if written in self.doc_types:
            return written
        return self.doc_type_aliases.get(written) or self._inflected_types.get(type_stems(written))

    @cached_property
    def _inflected_types(self) -> dict[tuple[str, ...], str]:
        """Declared types and aliases by their words' stems, so another inflection of one
        names it ("blackout_announcement" ``blackout_announced``, "Recalls" ``recall``);
        stems two names of different types share name neither."""
        named: dict[tuple[str, ...], set[str]] = {}
        for name, target in [*((t, t) for t in self.doc_types), *self.doc_type_aliases.items()]:
            named.setdefault(type_stems(name), set()).add(target)
        return {stems: next(iter(targets)) for stems, targets in named.items() if len(targets) == 1}

    @cached_property
    def document_nouns(self) -> frozenset[str]:
        """The nouns its documents call themselves by ("notice", "bulletin"), of any cue: in
        a description, the kind of document, not what it is about."""
        return frozenset(noun for cue in self.cues for noun in cue.self_nouns)

    @field_validator("doc_type_aliases")
    @classmethod
    def _aliases(cls, value: dict[str, str]) -> dict[str, str]:
        forms = {doc_type_form(alias): target for alias, target in value.items()}
        if len(forms) < len(value):
            raise ValueError("two aliases are the same name written differently")
        return forms

    @model_validator(mode="after")
    def _references(self) -> DomainPack:
        """Rules may only name declared doc types and scope keys, so typos cannot hide."""
        if not self.domains and not self.unclaimed:
            raise ValueError("domains: list at least one domain name (or set unclaimed: true)")
        for index, rule in enumerate(self.rules):
            self._known_types(f"rules.{index}.newer", rule.newer)
            self._known_types(f"rules.{index}.older", rule.older)
            for field in ("match", "applies_to", "where_missing", "where_absent", "distinct"):
                unknown = [key for key in getattr(rule, field) if key not in self.scope_keys]
                if unknown:
                    raise ValueError(
                        f"rules.{index}.{field}: unknown scope key {unknown[0]!r}; "
                        f"declared: {', '.join(sorted(self.scope_keys)) or 'none'}"
                    )
        for index, cue in enumerate(self.cues):
            self._known_types(f"cues.{index}.doc_types", cue.doc_types)
            self._known_types(f"cues.{index}.target_doc_types", cue.target_doc_types)
        for index, case in enumerate(self.verdicts.cases):
            self._known_types(f"verdicts.cases.{index}.doc_types", case.doc_types)
            self._known_types(f"verdicts.cases.{index}.subject_doc_types", case.subject_doc_types)
        self._known_types("verdicts.otherwise_for", self.verdicts.otherwise_for)
        self._known_types("shared_doc_types", self.shared_doc_types)
        for alias, target in self.doc_type_aliases.items():
            if alias in self.doc_types:
                raise ValueError(f"doc_type_aliases.{alias}: {alias!r} is a declared doc type")
            self._known_types(f"doc_type_aliases.{alias}", [target])
        undeclared = [name for name in self.own_name_fields if name not in self.gazetteer_fields]
        if undeclared:
            raise ValueError(f"own_name_fields: {undeclared[0]!r} is not one of gazetteer_fields")
        for field in ("narrow_by", "answers_for_all"):
            unknown_keys = [
                key for key in getattr(self.verdicts, field) if key not in self.scope_keys
            ]
            if unknown_keys:
                raise ValueError(
                    f"verdicts.{field}: unknown scope key {unknown_keys[0]!r}; "
                    f"declared: {', '.join(sorted(self.scope_keys)) or 'none'}"
                )
        names = [rule.name for rule in self.rules] + [cue.name for cue in self.cues]
        duplicates = sorted({name for name in names if names.count(name) > 1})
        if duplicates:
            raise ValueError(f"rule and cue names must be unique: {duplicates[0]!r} repeats")
        return self

    def _known_types(self, where: str, types: Sequence[str]) -> None:
        unknown = [doc_type for doc_type in types if doc_type not in self.doc_types]
        if unknown:
            raise ValueError(
                f"{where}: unknown doc type {unknown[0]!r}; declared: "
                f"{', '.join(sorted(self.doc_types))}"
            )

    def scope_kinds(self) -> set[str]:
        """Every entity kind any scope key of this pack uses."""
        return {kind for key in self.scope_keys.values() for kind in key.kinds}

    def restricting_kinds(self) -> set[str]:
        """Entity kinds a rule's ``applies_to`` restricts authority to (an employee): a
        document naming one holds for that entity alone, one naming none holds for all (not
        those of ``verdicts.answers_for_all``)."""
        return {
            kind
            for rule in self.rules
            for name in rule.applies_to
            if name not in self.verdicts.answers_for_all
            for kind in self.scope_keys[name].kinds
        }


# ---------------------------------------------------------------------------------------------
# Loading with YAML line numbers


def load_pack(path: Path) -> DomainPack:
    """Parse and validate one pack file; errors say ``file:line: field: problem``."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read domain pack: {exc}", location=str(path)) from exc
    return parse_pack(text, str(path))


def parse_pack(text: str, location: str) -> DomainPack:
    """Validate pack YAML given as text (``location`` names it in errors)."""
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
        payload = yaml.safe_load(text)
    except yaml.MarkedYAMLError as exc:
        line = exc.problem_mark.line + 1 if exc.problem_mark is not None else 0
        raise InputError(f"invalid YAML: {exc.problem}", location=f"{location}:{line}") from exc
    except yaml.YAMLError as exc:
        raise InputError(f"invalid YAML: {exc}", location=location) from exc
    if not isinstance(payload, dict) or root is None:
        raise InputError("a domain pack must be a YAML mapping", location=f"{location}:1")
    try:
        return DomainPack.model_validate(payload)
    except ValidationError as exc:
        raise pack_error(exc, root, location) from exc


def pack_error(exc: ValidationError, root: yaml.Node, location: str) -> InputError:
    """The first validation error as an InputError naming the YAML line and field path."""
    loc, message = first_problem(exc)
    path = field_path(loc) or ""
    explicit = re.match(r"^(?P<path>[a-z_]+(?:\.[a-z0-9_]+)+): (?P<rest>.*)$", message)
    if explicit and not path:
        path = explicit.group("path")
        message = explicit.group("rest")
        loc = [int(p) if p.isdigit() else p for p in path.split(".")]
    node = node_at(root, loc)
    line = node.start_mark.line + 1
    return InputError(message, location=f"{location}:{line}", field=path or None)


def node_at(root: yaml.Node, loc: Sequence[int | str]) -> yaml.Node:
    """The deepest YAML node along ``loc`` (a key's node when the value is missing)."""
    node = root
    for part in loc:
        child = _child(node, part)
        if child is None:
            return node
        node = child
    return node


def _child(node: yaml.Node, part: int | str) -> yaml.Node | None:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if isinstance(key, yaml.ScalarNode) and key.value == str(part):
                return value  # type: ignore[no-any-return]
        return None
    if isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
        return node.value[part]  # type: ignore[no-any-return]
    return None


def pack_files(directory: Path) -> list[Path]:
    """Pack files in a directory, in name order (``*.yaml`` and ``*.yml``)."""
    if not directory.is_dir():
        raise InputError("domain pack directory does not exist", location=str(directory))
    return sorted([*directory.glob("*.yaml"), *directory.glob("*.yml")])


@lru_cache(maxsize=1)
def builtin_packs() -> tuple[DomainPack, ...]:
    """The packs shipped with graphcar (parsed once per process)."""
    return tuple(load_pack(path) for path in pack_files(BUILTIN_DIR))


def load_packs(user_dir: Path | None = None) -> list[DomainPack]:
    """Built-in packs plus a user directory's; a user pack replaces a built-in of its name."""
    packs = {pack.name: pack for pack in builtin_packs()}
    if user_dir is not None:
        for path in pack_files(user_dir):
            pack = load_pack(path)
            packs[pack.name] = pack
    for pack in packs.values():
        unknown = [name for name in pack.read_with if name not in packs or name == pack.name]
        if unknown:
            raise ValueError(f"pack {pack.name!r}: read_with names no other pack: {unknown[0]!r}")
    return [packs[name] for name in sorted(packs)]


def installed_packs(settings: Settings | None = None) -> list[DomainPack]:
    """The packs in force for ``settings`` (``domain_packs_dir``), default settings if None."""
    return load_packs((settings or get_settings()).domain_packs_dir)


class Governance:
    """``packs_for`` remembered per (domain, doc type): extraction and derivation ask it for
    every document of a load."""

    def __init__(self, packs: Sequence[DomainPack]) -> None:
        self.packs = packs
        self.known: dict[tuple[str, str], list[DomainPack]] = {}

    def __call__(self, document: Document) -> list[DomainPack]:
        kind = (document.domain, document.doc_type)
        if kind not in self.known:
            self.known[kind] = packs_for(self.packs, *kind)
        return self.known[kind]

    def declared(self, document: Document) -> Document:
        """``document`` with the declared doc type its governing packs read its type as (one
        they all agree on; as sent otherwise)."""
        named = {pack.declared_type(document.doc_type) for pack in self(document)} - {None}
        if len(named) != 1 or document.doc_type in named:
            return document
        return document.model_copy(update={"doc_type": named.pop()})


def doc_type_form(doc_type: str) -> str:
    """A doc type as packs declare them: lower case, words joined by underscores."""
    return "_".join(re.findall(r"[a-z0-9]+", doc_type.lower()))


#: Endings one word of a doc type may carry beyond its stem, longest first: a noun's
#: ("announcement", "approval", "withdrawals", "policies"), a participle's ("lifted").
TYPE_WORD_ENDINGS: tuple[str, ...] = (
    *("ements", "ement", "ments", "ment", "ations", "ation", "ions", "ion"),
    *("als", "al", "ies", "ing", "ed", "es", "s", "e", "y"),
)
#: Letters a stem keeps at least ("ruling" is not "rul", "notes" is "note").
TYPE_STEM_LETTERS = 4


def type_stems(form: str) -> tuple[str, ...]:
    """The stems of a doc type's words (``doc_type_form``): "blackout_announcement" and
    "blackout_announced" both ``("blackout", "announc")``."""
    return tuple(word_stem(word) for word in form.split("_"))


def word_stem(word: str) -> str:
    """A lower-case word without the ending another inflection of it changes ("requires" and
    "requiring" are "requir", "warnings" "warn")."""
    return next(
        (
            word[: -len(ending)]
            for ending in TYPE_WORD_ENDINGS
            if word.endswith(ending) and len(word) - len(ending) >= TYPE_STEM_LETTERS
        ),
        word,
    )


def short_name(key: str) -> str:
    """The last path segment of an entity key's value: what a product is called next to its
    version (``repo:github.com/acme/widget`` -> ``widget``)."""
    return key.split(":", 1)[-1].rstrip("/").rsplit("/", 1)[-1]


def claiming(packs: Sequence[DomainPack]) -> list[DomainPack]:
    """Of the packs governing a document, those that claim it, not those reading it along
    (``read_with``, or an unclaimed pack beside a domain's: ``packs_for``): the ingest
    summary counts a policy as the policy pack's, and a legal document of a type no pack
    declares is the legal pack's commentary."""
    readers = {name for pack in packs for name in pack.read_with}
    if any(not pack.unclaimed for pack in packs):
        readers |= {pack.name for pack in packs if pack.unclaimed}
    return [pack for pack in packs if pack.name not in readers] or list(packs)


def authority_packs(packs: Iterable[DomainPack], domain: str, doc_type: str) -> list[DomainPack]:
    """``packs_for`` but for an unclaimed pack reading along beside a domain's packs (a type
    no pack declares, or a shared one): it reads the acts such a document states, while the
    document stays its domain packs' authority or commentary for verdicts (a law-review note
    filed under ``legal``)."""
    governing = packs_for(packs, domain, doc_type)
    named = {name for pack in governing for name in pack.read_with}
    return [pack for pack in governing if not pack.unclaimed or pack.name in named] or governing


def packs_for(packs: Iterable[DomainPack], domain: str, doc_type: str) -> list[DomainPack]:
    """Packs that govern a document: by domain name, else (unclaimed domain) by doc type (not
    a pack's ``shared_doc_types``), with the packs those read it with (``read_with``), else
    the packs for unclaimed documents, which also read along a type no pack declares, a
    pack's ``shared_doc_types`` and any type filed under a domain no pack claims. A type its
    domain's packs do not declare goes first to the packs that do, shared types too: a
    compliance team's "policy" filed under ``legal`` is a policy edition, where the legal pack
    only reads it as commentary (and finds the entities of its domain: the employee a finance
    memo names)."""
    candidates = list(packs)
    by_domain = [pack for pack in candidates if domain in pack.domains]
    declaring = [pack for pack in candidates if pack.declared_type(doc_type) is not None]
    if by_domain and not any(pack in declaring for pack in by_domain):
        chosen = [*declaring, *by_domain]
    else:
        chosen = by_domain or [
            pack
            for pack in declaring
            if pack.declared_type(doc_type) not in pack.shared_doc_types
        ]
    unclaimed = [pack for pack in candidates if pack.unclaimed]
    if not chosen:
        return unclaimed
    readers = {name for pack in chosen for name in pack.read_with}
    declared = [pack.declared_type(doc_type) for pack in chosen]
    if (
        not by_domain
        or not any(declared)
        or any(name in pack.shared_doc_types for pack, name in zip(chosen, declared, strict=True))
    ):
        # a type no pack declares ("legal_hold" filed under ``legal``): its domain's packs
        # only read it as commentary, so the unclaimed packs read the act it states too; a
        # generic type ("regulation", "notice"), so the unclaimed packs' reading of a
        # document of another type may name it ("Section 6 of Regulation 11A is amended");
        # and a declared type filed under a domain no pack claims (a scientific committee's
        # "opinion" under ``general`` is no court's: "This revised opinion withdraws and
        # replaces opinion SCCS/1540/14")
        readers |= {pack.name for pack in unclaimed}
    return [*chosen, *(pack for pack in candidates if pack.name in readers and pack not in chosen)]
