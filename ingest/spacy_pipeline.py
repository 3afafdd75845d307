"""The spaCy extraction pipeline, built in code: blank English, no model download.

Components, in order:

* ``graphcar_identifiers`` runs the shared identifier patterns of
  ``graphcar.anchors.identifiers`` (CVE, GHSA, OSV ids, purls, name@version, U.S./S. Ct./
  L. Ed. citations, "X v. Y" case names, NDC codes, employee ids, policy/product codes) plus the
  regex patterns of the domain packs, so a document and a query canonicalise identically.
* ``graphcar_gazetteer`` is a pair of PhraseMatchers over the gazetteer (case-insensitive names:
  products, drugs, case names; case-sensitive symbols: tickers, so a capitalised word is never a
  ticker unless the gazetteer says so). A product followed by a version ("axios 1.13.0",
  "Django version 4.2.1") also yields a ``release`` entity.
* ``graphcar_defined_terms`` finds a term a document defines for a name it has found
  ("Master Services Agreement MSA-HC-2018-04 dated 3 April 2018 (the \"Prior Agreement\")")
  and marks each use of the term as that name ("... including the Prior Agreement"); one
  defined for a title ("The Travel and Expenses Policy dated 1 April 2019 (the \"Original
  Policy\")") marks each use as a citation of that title, of that year.
* ``graphcar_cues`` is a PhraseMatcher over the packs' cue phrases ("overruled", "fixed in").
* optionally a statistical NER model (settings ``spacy_model``) when it is installed; it is
  never downloaded.

Every span lands in the span group ``graphcar`` (entities, ``kb_id_`` = canonical key) or
``graphcar_cues`` (label ``pack:cue``), which survive ``nlp.pipe(n_process>1)``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import Any, NamedTuple

import spacy
import yaml
from spacy.language import Language
from spacy.matcher import Matcher, PhraseMatcher
from spacy.tokenizer import Tokenizer
from spacy.tokens import Doc, Span, Token

from graphcar.anchors.identifiers import (
    canonical_case_name,
    canonical_name,
    case_short_names,
    entity_key,
    find_identifiers,
)
from graphcar.domains.packs import (
    EDITION_MARK,
    DomainPack,
    EntityPattern,
    edition_marks,
    node_at,
)
from graphcar.errors import DependencyMissingError, InputError
from graphcar.months import MONTHS
from ingest.cue_roles import (
    DATE_IT_STARTS,
    JOINING_PHRASES,
    NOT_TITLE_STARTS,
    OBJECT_PARTICIPLES,
    OWN_PARTS,
    START_OF,
    STARTING_PREDICATE,
    TITLE_ITEM_TOKENS,
    TITLE_JOINERS,
    acting_modifier_from,
    amended_from,
    antecedent_bounds,
    apposition_start,
    cited_titles,
    comma_starts,
    described_name_start,
    enumeration,
    included_bounds,
    limited_act,
    list_item_starts,
    numbered_parts,
    object_end,
    object_start,
    part_number,
    past_issuer_acronyms,
    quoted,
    quoted_title_starts,
    quoted_title_tokens,
    refers_back,
    relative_subject,
    restricted_to,
    subject_bounds,
    trails_off,
    words_of,
)
from ingest.series import SERIES_KIND, last_word_patterns, listed_singly, series_patterns

#: The longest word read as an abbreviation in a run of them ("N. Hald. App. 2d").
ABBREVIATION_CHARS = 5
#: A code's part abbreviations, never a sentence's last word: "34 C.F.R. pt. 668, subpt. T is
#: STAYED" is one sentence.
PART_ABBREVIATIONS = frozenset({"pt", "pts", "subpt", "subch", "subd", "subsec", "para", "paras"})
ENTITY_GROUP = "graphcar"
#: Longest text the pipeline accepts (the blank pipeline needs no parser memory; ingest's own
#: ``max_document_chars`` limit is lower).
MAX_TEXT_CHARS = 20_000_000
CUE_GROUP = "graphcar_cues"
#: Uses of a term defined for a title: the label is the lower-cased title, the kb id the
#: year written for it ("" for none).
DEFINED_TITLE_GROUP = "graphcar_defined_titles"
#: Words shortly before a cue that make it a request or a supposition, not an act ("asks us
#: to overrule", "would overrule", "whether Roe should be overruled").
HEDGES = frozenset(
    {"ask", "asks", "asked", "asking", "urge", "urges", "urged", "urging", "invite", "invites"}
    | {"invited", "would", "could", "might", "whether", "if", "unless", "argue", "argues"}
    | {"argued", "contend", "contends", "contended", "dissent", "dissents", "proposed"}
    | {"proposes", "propose", "proposing", "will", "intends", "plans", "expected", "intended"}
)
#: An appellate judgment's formula of decision, whose "would" decides ("We would allow the
#: appeal, set aside the order of the Court of Appeal and restore the order of the trial
#: judge"; a dissent's is a separate opinion's, ``separate_opinions``).
DECISION_FORMULA = re.compile(
    r"\b(?:I|we)\s+would\s+(?:allow|dismiss)\s+(?:the|this)\s+(?:appeal|application)\b",
    re.IGNORECASE,
)
#: A sentence opening on the document as the instrument of its act ("With this action, the
#: FAA has superseded ...", "By this notice, the Board revoked ...").
BY_THIS_DOCUMENT = re.compile(r"\W*(?:with|by|through|in)\s+(?:this|the\s+present)\s+\w+\s*,", re.I)
#: Words right before a cue's base form that make it an infinitive or a possibility, not the
#: act ("is expected to replace", "This charter may replace").
INFINITIVE_MARKS = frozenset({"to", "may", "can", "should", "must", "cannot", "might"})
#: A statement of the document's own purpose before an infinitive cue: "The purpose of this
#: Act is to supersede the holding in Ashford", "It is the intent of the Legislature in
#: enacting this section to abrogate ...", "The Legislature intends by Section 3 to
#: abrogate ...", "The amendment in section 4 is intended to abrogate ...", "The Board has
#: decided to suspend ..." state the act.
STATED_PURPOSE = re.compile(
    r"(?:\b(?:purpose|intent|intention)\s+of\s+(?:this|these|the\s+legislature|congress)\b"
    r"|\b(?:the\s+legislature|congress|parliament)\s+(?:intends|declares)\b"
    # an enactment's own part: "The amendment in section 4 is intended to abrogate ..."
    r"|^\W*(?:this|the)\s+(?:amendment|act|section|subdivision|statute|law)\b[^.;]*"
    r"\bis\s+intended)[^.;]*\bto\s*$"
    # a body's decision announced as made: "the Board has decided to suspend Circular 2024/06"
    r"|\b(?:has|have|hereby)\s+(?:decided|resolved|determined|decides|resolves)\s+to\s*$",
    re.IGNORECASE,
)
#: Words just before a cue that make it a report of an earlier act ("was overruled", "has
#: overruled").
REPORTS = frozenset({"was", "were", "has", "have", "had", "been", "previously", "since"})
#: How a cue phrase states a body's decision ("decided to suspend"): its act, not a report.
DECIDING = ("decided to ", "has decided to ")
#: The present of "be" before a cue's "-ing" form: the act in progress ("We are superseding").
PRESENT_BE = frozenset({"is", "are", "am"})
#: Statistical NER labels worth keeping as scope, and the entity kind each becomes.
NER_KINDS = {"ORG": "org", "PRODUCT": "product"}
#: Gazetteer kinds matched case-sensitively (symbols), the rest case-insensitively (names).
CASE_SENSITIVE_KINDS = frozenset({"ticker", "code"})
#: The gazetteer kind of companies (labelers, recalling firms), canonicalised without the
#: corporate form.
FIRM_KIND = "firm"
_VERSION = re.compile(r"^v?\d+(?:\.\d+){1,3}(?:[-+.][0-9A-Za-z]+)*$")
_VERSION_WORDS = frozenset({"version", "v", "v.", "release", "rel", "rel."})
_SENTENCE_END = frozenset({".", "!", "?"})
#: How a notice says what it does not cover ("is not affected by this recall", "are not
#: included", "unaffected", "excluded from").
EXCLUSIONS = re.compile(
    r"\b(?:not|n't)\s+(?:been\s+|being\s+|be\s+)?(?:affected|included|impacted|involved|"
    r"covered|recalled|subject\s+to|part\s+of)\b|\bunaffected\b|\bexcluded\b"
    r"|\bno\s+other\b"
    r"|\bexcept\b|\bexcluding\b",
    re.IGNORECASE,
)
#: A clause leaving out what follows it ("The restriction does not extend to Nuvogen Biotech
#: Inc. (NVGN)", "this recall does not affect NDC 67877-512-90"), not what stands before ("In
#: King v. Davis the court held that the doctrine does not extend to location records", "the
#: sequence announced in Pemberton v. Ashgrove forces courts to decide questions that do not
#: affect the outcome").
EXCLUDING_WHAT_FOLLOWS = re.compile(
    r"\b(?:(?:does|do|did)\s+not|doesn't|don't|didn't)\s+"
    r"(?:affect|include|cover|involve|extend\s+to)\b",
    re.IGNORECASE,
)
#: Words that start a contrasting clause: "recalling NDC A, while NDC B is not affected".
CONTRASTS = frozenset(
    {"while", "whereas", "but", "however", "although", "though", "except", "excluding"}
    | {"because", "since"}
)
#: Words shortly before a cue, in its clause, that turn it around ("declined to overrule",
#: "not fixed in", "nothing in today's opinion overrules").
NEGATIONS = frozenset(
    {
        "not",
        "never",
        "no",
        "nothing",
        "nor",
        "neither",
        "without",
        "n't",
        "decline",
        "declines",
        "declined",
        "declining",
        "refuse",
        "refuses",
        "refused",
        "refusing",
        "rather",
        "instead",
    }
)
#: How many tokens before a cue phrase a negation may stand, with no comma between ("Nothing
#: in this opinion should be read to overrule X", but not "Insofar as X held that the rule
#: does not bind the States, it is overruled" nor "Since it has no basis, we overrule X").
NEGATION_REACH = 10
#: Where a separate opinion starts ("JUSTICE ARANDA, dissenting:", "BREYER, J., concurring in
#: part and dissenting in part."): what follows is not the court's act, so its cue phrases
#: ("today's decision overrules Quillan in all but name") derive nothing. A header line
#: ("BREYER, J., filed a dissenting opinion") is not one.
SEPARATE_OPINION = re.compile(
    r",\s*(?:dissenting|concurring)(?:\s+in\s+(?:part|the\s+judgment)"
    r"(?:\s+and\s+(?:dissenting|concurring)\s+in\s+part)?)?\s*[.:\n]",
    re.IGNORECASE,
)
#: Where the court's own opinion starts again after a separate one ("JUSTICE KENNEDY
#: delivered the opinion of the Court.", "OPINION OF THE COURT").
COURT_OPINION = re.compile(r"\bopinion of the court\b", re.IGNORECASE)
#: Words right after a cue that make it a ruling on something else than precedent: "the
#: court overruled the defendant's objection".
NOT_PRECEDENT = frozenset({"objection", "objections", "motion", "motions", "demurrer"})
NOT_PRECEDENT_WINDOW = 5
#: How many tokens after a cue a "by" makes it a report ("X, overruled on other grounds by
#: Y": Y did it, not this document).
REPORT_BY_WINDOW = 4
#: A subject's verb after a participle clause set off by commas: "..., cancelling X, is".
LATER_PREDICATE = re.compile(r",\s+(?:is|are|was|were|has\s+been|have\s+been)\b")


#: Corporate forms and country tags ending a firm's name: "Solco Healthcare US, LLC", "Solco
#: Healthcare US LLC" and "Solco Healthcare" are one firm (a label and a recall rarely spell
#: it alike, and a firm that differs in spelling would block the code-less recall rule).
_FIRM_TAIL = re.compile(
    r"(?:[\s,]+(?:inc|incorporated|llc|l\.l\.c|ltd|limited|corp|corporation|co|company|plc|"
    r"gmbh|ag|s\.a|sa|n\.v|nv|b\.v|bv|pvt|private|usa|us|u\.s\.a|u\.s)\.?)+$",
    re.IGNORECASE,
)


def firm_core(surface: str) -> str:
    """A firm's name without its corporate form ("Lannett Company, Inc." -> "Lannett"); the
    whole name when the rest would be under four letters."""
    name = " ".join(surface.split())
    core = _FIRM_TAIL.sub("", name).strip(" ,.")
    return core if sum(ch.isalpha() for ch in core) >= 4 else name


def canonical_term(kind: str, surface: str) -> str:
    """The canonical value of a gazetteer term of ``kind`` (the part after ``kind:``)."""
    if kind in CASE_SENSITIVE_KINDS:
        return surface.strip().upper()
    if kind == FIRM_KIND:
        return canonical_name(firm_core(surface))
    if kind == "casename":
        parties = re.split(r"\s+(?:v|vs)\.?\s+", surface.strip(), maxsplit=1)
        if len(parties) == 2:
            return canonical_case_name(parties[0], parties[1])
    return canonical_name(surface)


# ---------------------------------------------------------------------------------------------
# Gazetteer


@dataclass
class Gazetteer:
    """Names to look for, per entity kind: from a user file, packs and corpus metadata.

    Metadata only seeds *what to look for*; an entity is extracted only where the text names it,
    so a record's metadata never hands the extractor an answer.
    """

    terms: dict[str, set[str]] = field(default_factory=dict)

    def add(self, kind: str, surface: str) -> bool:
        """Add a term; True when it is new (so matchers need updating)."""
        surface = " ".join(surface.split())
        if not surface or len(surface) > 200:
            return False
        bucket = self.terms.setdefault(kind, set())
        if surface in bucket:
            return False
        bucket.add(surface)
        return True

    def __len__(self) -> int:
        return sum(len(bucket) for bucket in self.terms.values())

    @classmethod
    def from_file(cls, path: Path) -> Gazetteer:
        """A YAML/JSON mapping ``kind: [name, ...]``; errors name the file, line and kind."""
        try:
            text = path.read_text(encoding="utf-8")
            root = yaml.compose(text, Loader=yaml.SafeLoader)
            payload = yaml.safe_load(text)
        except (OSError, UnicodeDecodeError) as exc:
            raise InputError(f"cannot read gazetteer: {exc}", location=str(path)) from exc
        except yaml.YAMLError as exc:
            raise InputError(f"invalid YAML: {exc}", location=str(path)) from exc
        if not isinstance(payload, dict) or root is None:
            raise InputError(
                "a gazetteer must map entity kinds to lists of names", location=f"{path}:1"
            )
        gazetteer = cls()
        for kind, names in payload.items():
            where = f"{path}:{node_at(root, [str(kind)]).start_mark.line + 1}"
            if not isinstance(kind, str) or not re.match(r"^[a-z][a-z0-9_]{0,31}$", kind):
                raise InputError(
                    f"entity kind {kind!r} must be lowercase letters/digits/_", location=where
                )
            if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
                raise InputError("expected a list of names", location=where, field=kind)
            for name in names:
                gazetteer.add(kind, name)
        return gazetteer


# ---------------------------------------------------------------------------------------------
# Components


TEXT_KEY = "graphcar_text"


class TextKeepingTokenizer:
    """Wraps the tokenizer to keep the input string on the Doc: ``Doc.text`` is rebuilt from
    every token on each access, which cost more than tokenising itself on long documents."""

    def __init__(self, tokenizer: Any) -> None:
        self.tokenizer = tokenizer

    def __call__(self, text: str) -> Doc:
        doc: Doc = self.tokenizer(text)
        doc.user_data[TEXT_KEY] = text
        return doc

    def __getattr__(self, name: str) -> Any:
        return getattr(self.tokenizer, name)


def doc_text(doc: Doc) -> str:
    """The Doc's text without rebuilding it from tokens when the tokenizer kept it."""
    kept = doc.user_data.get(TEXT_KEY)
    return kept if isinstance(kept, str) else doc.text


def _add_span(doc: Doc, group: str, start: int, end: int, label: str, kb_id: str) -> None:
    span = doc.char_span(start, end, label=label, kb_id=kb_id, alignment_mode="expand")
    if span is not None:
        doc.spans[group].append(span)


#: A capitalised word right before a position: the end of a longer name.
NAME_WORD_BEFORE = re.compile(r"\b[A-Z][a-z]+ $")


class IdentifierComponent:
    """Regex identifiers: the shared query/ingest patterns, the packs' regex patterns and the
    numbered series the corpus names its documents by (``learn_series``)."""

    def __init__(self, patterns: Sequence[EntityPattern] = ()) -> None:
        self.pack_patterns = [p for p in patterns if p.regex]
        self.series_patterns: list[EntityPattern] = []
        self.word_patterns: list[EntityPattern] = []
        self.series: set[str] = set()

    def learn_series(self, series: Iterable[str]) -> None:
        """Find members of ``series`` too ("MGN 550"), from the next document on, where no
        pack's pattern names them already ("Executive Order 20-19" keeps its pack's key)."""
        new = set(series) - self.series
        if not new:
            return
        self.series |= new
        self.series_patterns = series_patterns(self.series)
        self.word_patterns = last_word_patterns(self.series)

    def __call__(self, doc: Doc) -> Doc:
        if ENTITY_GROUP not in doc.spans:
            doc.spans[ENTITY_GROUP] = []
        text = doc_text(doc)
        for match in find_identifiers(text):
            _add_span(doc, ENTITY_GROUP, match.start, match.end, match.kind, match.key)
        named: list[tuple[int, int]] = []  # the packs' designations
        for pattern in self.pack_patterns:
            for start, end, key in pattern.found_in(text):
                _add_span(doc, ENTITY_GROUP, start, end, pattern.kind, key)
                if pattern.kind == SERIES_KIND:
                    named.append((start, end))
        for pattern in self.series_patterns:
            for start, end, key in pattern.found_in(text):
                overlapped = [(a, b) for a, b in named if start < b and a < end]
                # a series its titles abbreviate, spelled out around a pack's designation:
                # "Security Directive 2014-03" is SD 2014-03 too, as "Security Directive SD
                # 2014-03: ..." titles it (the pack's "Directive 2014-03" stays)
                spelled_around = bool(pattern.item_prefix) and all(
                    start <= a and b <= end and (a, b) != (start, end) for a, b in overlapped
                )
                if not overlapped or spelled_around:
                    _add_span(doc, ENTITY_GROUP, start, end, pattern.kind, key)
        found = [(span.start_char, span.end_char) for span in doc.spans[ENTITY_GROUP]]
        for pattern in self.word_patterns:
            # "Circular 2016/02", a pack's designation too: of the series so ending as well,
            # where nothing else overlaps it, nor a capitalised word before it makes it another
            # name ("Fees Notice 2020/02" is a series' of its own)
            for start, end, key in pattern.found_in(text):
                overlapped = [(a, b) for a, b in found if start < b and a < end]
                if all(
                    span == (start, end) and span in named for span in overlapped
                ) and not NAME_WORD_BEFORE.search(text, 0, start):
                    _add_span(doc, ENTITY_GROUP, start, end, pattern.kind, key)
        self._add_listed_singly(doc, text)
        return doc

    def _add_listed_singly(self, doc: Doc, text: str) -> None:
        """The documents a list under a plural noun names ("Declaratory Rulings 2016-01 and
        2020-02"), keyed as each written alone would be, where no pattern named them."""
        found = [
            (span.start_char, span.end_char)
            for span in doc.spans[ENTITY_GROUP]
            if span.label_ == SERIES_KIND
        ]
        for start, end, written in listed_singly(text):
            number_start = end - len(written.rsplit(" ", 1)[-1])
            if any(first < end and number_start < last for first, last in found):
                continue
            # as alone: a pack's designation before a series' ("Notice No. 2016-07")
            for patterns in (self.pack_patterns, self.series_patterns):
                keys = [
                    (match_start, pattern.kind, key)
                    for pattern in patterns
                    for match_start, match_end, key in pattern.found_in(written)
                    if match_end == len(written)
                ]
                if keys:
                    _, kind, key = min(keys)
                    _add_span(doc, ENTITY_GROUP, start, end, kind, key)
                    break


class GazetteerComponent:
    """PhraseMatchers over gazetteer terms; the match id is the canonical entity key."""

    def __init__(self, nlp: Language) -> None:
        self.nlp = nlp
        self.insensitive = PhraseMatcher(nlp.vocab, attr="LOWER")
        self.sensitive = PhraseMatcher(nlp.vocab, attr="ORTH")
        self.spaced = Matcher(nlp.vocab)
        self.stop_words = nlp.Defaults.stop_words

    def add_terms(self, kind: str, surfaces: Iterable[str]) -> None:
        """Register terms in a PhraseMatcher (fast for large gazetteers). Names of several
        words also go to a Matcher that tolerates extra whitespace between the words (line
        breaks, double spaces); one-word names split by the tokenizer ("@scope/pkg") do not."""
        for named in surfaces:
            # a firm is also found under its name without the corporate form
            forms = {named, firm_core(named)} if kind == FIRM_KIND else {named}
            self._add_forms(kind, sorted(forms))

    def _add_forms(self, kind: str, surfaces: Iterable[str]) -> None:
        for surface in surfaces:
            if surface.lower() in self.stop_words:
                continue
            key = entity_key(kind, canonical_term(kind, surface))
            tokens = self.nlp.make_doc(surface)
            sensitive = kind in CASE_SENSITIVE_KINDS
            (self.sensitive if sensitive else self.insensitive).add(key, [tokens])
            if " " in surface:
                self.spaced.add(key, [self._spaced_pattern(tokens, sensitive)])

    @staticmethod
    def _spaced_pattern(tokens: Doc, sensitive: bool) -> list[dict[str, Any]]:
        attr = "ORTH" if sensitive else "LOWER"
        pattern: list[dict[str, Any]] = []
        for token in tokens:
            if pattern:
                pattern.append({"IS_SPACE": True, "OP": "*"})
            pattern.append({attr: token.text if sensitive else token.lower_})
        return pattern

    def __call__(self, doc: Doc) -> Doc:
        if ENTITY_GROUP not in doc.spans:
            doc.spans[ENTITY_GROUP] = []
        found: set[tuple[int, int, int]] = set()
        for matcher in (self.insensitive, self.sensitive, self.spaced):
            if len(matcher) == 0:
                continue
            for match_id, start, end in matcher(doc):
                if (match_id, start, end) in found:
                    continue
                found.add((match_id, start, end))
                key = self.nlp.vocab.strings[match_id]
                kind = key.split(":", 1)[0]
                doc.spans[ENTITY_GROUP].append(Span(doc, start, end, label=kind, kb_id=key))
                self._release_after(doc, key, kind, end)
        return doc

    @staticmethod
    def _release_after(doc: Doc, key: str, kind: str, end: int) -> None:
        """``<product> [version] 1.2.3`` names a release of that product."""
        if kind not in {"product", "pkg"}:
            return
        position = end
        if position < len(doc) and doc[position].lower_ in _VERSION_WORDS:
            position += 1
        if position < len(doc) and _VERSION.match(doc[position].text):
            version = doc[position].text.lstrip("v")
            release = entity_key("release", f"{key.split(':', 1)[1]}@{version}")
            doc.spans[ENTITY_GROUP].append(
                Span(doc, end - 1, position + 1, label="release", kb_id=release)
            )


#: A term defined in brackets, as contracts and statutes write it: (the "Prior Agreement"),
#: ("Agreement"), (hereinafter the “Directive”).
DEFINITION = re.compile(
    r"\((?:hereinafter\s+)?(?:the\s+|this\s+)?[\"\u201c]"
    r"(?P<term>[A-Z][\w'\u2019-]*(?:\s+[A-Z0-9][\w'\u2019-]*){0,5})[\"\u201d]\)"
)
#: How far (in characters) before its definition the defined name may end: "MSA-HC-2018-04
#: dated 3 April 2018 (the \"Prior Agreement\")" (``DEFINED_NAME_GAP``).
DEFINED_NAME_REACH = 60


class DefinedTermComponent:
    """Marks each use of a term the document defines for a name as that name, so a sentence
    using the term ("supersedes ... the Prior Agreement") names what it defines (before the
    definition too: a contract may define its terms last). A use is the term after "the",
    "this", "such" or "said", not inside a longer name ("the Cloud Security Framework 2019"
    for "Framework"); a term defined for two names names neither."""

    def __call__(self, doc: Doc) -> Doc:
        if ENTITY_GROUP not in doc.spans:
            doc.spans[ENTITY_GROUP] = []
        doc.spans[DEFINED_TITLE_GROUP] = []
        text = doc_text(doc)
        if "(" not in text:
            return doc
        # term -> (group, label, key) of what it is defined for: a name, else a title
        defined: dict[str, set[tuple[str, str, str]]] = {}
        definitions: dict[str, list[tuple[int, int]]] = {}
        for definition in DEFINITION.finditer(text):
            name = defined_name(doc.spans[ENTITY_GROUP], text, definition.start())
            title = defined_title(text, definition.start()) if name is None else None
            if name is not None:
                meaning = (ENTITY_GROUP, name.label_, name.kb_id_)
            elif title is not None:
                meaning = (DEFINED_TITLE_GROUP, *title)
            else:
                continue
            defined.setdefault(definition["term"], set()).add(meaning)
            definitions.setdefault(definition["term"], []).append(definition.span())
        for term, meanings in defined.items():
            if len(meanings) != 1:
                continue
            [(group, label, key)] = meanings
            use = re.compile(rf"(?i:\b(?:the|this|such|said)\s+){re.escape(term)}(?![\w\"\u201d'])")
            for found in use.finditer(text):
                at = found.end() - len(term)
                inside = any(begin <= at < stop for begin, stop in definitions[term])
                if not inside and not text[found.end() : found.end() + 2].strip()[:1].isupper():
                    _add_span(doc, group, at, found.end(), label, key)
        return doc


def defined_name(spans: Iterable[Span], text: str, at: int) -> Span | None:
    """The name a definition at character ``at`` defines: one ending right before it, or
    before its date ("MSA-HC-2018-04 dated 3 April 2018 (the \"Prior Agreement\")"), not a
    name further back ("MSA-X with Halberd Logistics Ltd (the \"Supplier\")")."""
    before = [
        span
        for span in spans
        if span.kb_id_
        and at - DEFINED_NAME_REACH <= span.end_char <= at
        and DEFINED_NAME_GAP.fullmatch(text[span.end_char : at])
    ]
    return max(before, key=lambda span: (span.end_char, -span.start_char), default=None)


#: What may stand between a name or title and the bracket defining a term for it: nothing,
#: or its date or standing ("dated 3 April 2018", "of 1 May 2020", "as amended").
DEFINED_NAME_GAP = re.compile(
    r",?\s*(?:(?:dated|of(?=\s+\d)|as amended|effective|signed|entered into|issued|adopted|"
    r"approved)\b[^()]{0,40})?\s*"
)
#: A title right before the bracket defining a term for it, or before its date: capitalised
#: words, with the small words titles use between them, none ending a sentence ("The Travel
#: and Expenses Policy dated 1 April 2019 (the \"Original Policy\")").
DEFINED_TITLE = re.compile(
    r"(?P<title>[A-Z][\w'\u2019&-]*(?:[ \t]+(?:[A-Z0-9][\w'\u2019&()-]*|of|and|for|on|in|to|"
    rf"the|&))*?[ \t]+[A-Z0-9][\w'\u2019&)-]*)(?P<gap>{DEFINED_NAME_GAP.pattern})$"
)
#: How many characters before its definition a title is looked for.
DEFINED_TITLE_REACH = 160
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")


def defined_title(text: str, at: int) -> tuple[str, str] | None:
    """The title (lower case, without a leading "the") a definition at character ``at``
    defines a term for, with the year written for it ("" for none): a title of two words or
    more right before it or its date; None for "This Agreement" or a lone word."""
    found = DEFINED_TITLE.search(text[max(0, at - DEFINED_TITLE_REACH) : at])
    if found is None:
        return None
    words = found["title"].split()
    if words[0].lower() == "the":
        words = words[1:]
    if len(words) < 2 or words[0].lower() in NOT_TITLE_STARTS:
        return None
    year = _YEAR.search(found["gap"])
    return " ".join(words).lower(), year.group(0) if year else ""


class CueComponent:
    """PhraseMatcher over cue phrases; the span label is ``pack:cue``."""

    def __init__(self, nlp: Language, cues: Sequence[dict[str, Any]]) -> None:
        self.matcher = PhraseMatcher(nlp.vocab, attr="LOWER")
        for cue in cues:
            self.matcher.add(str(cue["label"]), [nlp.make_doc(p) for p in cue["phrases"]])
        self.vocab = nlp.vocab

    def __call__(self, doc: Doc) -> Doc:
        doc.spans[CUE_GROUP] = []
        if len(self.matcher) == 0:
            return doc
        for match_id, start, end in self.matcher(doc):
            label = self.vocab.strings[match_id]
            doc.spans[CUE_GROUP].append(Span(doc, start, end, label=label))
        return doc


def cue_config(packs: Sequence[DomainPack]) -> list[dict[str, Any]]:
    """The packs' cue phrases as plain config for the ``graphcar_cues`` factory."""
    return [
        {"label": f"{pack.name}:{cue.name}", "phrases": with_connectives(cue.phrases)}
        for pack in packs
        for cue in pack.cues
    ]


#: Connectives a passive phrase's auxiliary may be followed by before the participle: the
#: same act ("Circular No. 2020/08 is accordingly withdrawn", "Risk exception EX-2024-031 is
#: therefore revoked"), so a pack need not list each.
CONNECTIVES = (
    "accordingly", "therefore", "thus", "hence", "consequently", "also", "now", "thereby"
)
AUXILIARIES = frozenset({"is", "are", "was", "were"})


def with_connectives(phrases: Sequence[str]) -> list[str]:
    """``phrases`` and, for each passive one ("is withdrawn"), the same with a connective
    after its auxiliary ("is accordingly withdrawn")."""
    found = list(phrases)
    for phrase in phrases:
        auxiliary, _, rest = phrase.partition(" ")
        if auxiliary.lower() in AUXILIARIES and rest and rest.split()[0].lower() not in (
            *CONNECTIVES,
            "hereby",
        ):
            found.extend(f"{auxiliary} {connective} {rest}" for connective in CONNECTIVES)
    return list(dict.fromkeys(found))


class NerComponent:
    """Copies a statistical model's ORG/PRODUCT entities into the entity span group."""

    def __call__(self, doc: Doc) -> Doc:
        if ENTITY_GROUP not in doc.spans:
            doc.spans[ENTITY_GROUP] = []
        for ent in doc.ents:
            kind = NER_KINDS.get(ent.label_)
            if kind:
                key = entity_key(kind, canonical_name(ent.text))
                doc.spans[ENTITY_GROUP].append(Span(doc, ent.start, ent.end, label=kind, kb_id=key))
        return doc


@Language.factory("graphcar_identifiers", default_config={"patterns": []})
def make_identifiers(
    nlp: Language, name: str, patterns: list[dict[str, Any]]
) -> IdentifierComponent:
    """Factory so the component is rebuilt in ``n_process`` workers from its config."""
    return IdentifierComponent([EntityPattern.model_validate(p) for p in patterns])


@Language.factory("graphcar_gazetteer")
def make_gazetteer(nlp: Language, name: str) -> GazetteerComponent:
    """Factory for the gazetteer matcher (terms are added after construction)."""
    return GazetteerComponent(nlp)


@Language.factory("graphcar_defined_terms")
def make_defined_terms(nlp: Language, name: str) -> DefinedTermComponent:
    """Factory for the defined-term marker."""
    return DefinedTermComponent()


@Language.factory("graphcar_cues", default_config={"cues": []})
def make_cues(nlp: Language, name: str, cues: list[dict[str, Any]]) -> CueComponent:
    """Factory for the cue-phrase matcher."""
    return CueComponent(nlp, cues)


@Language.factory("graphcar_ner")
def make_ner(nlp: Language, name: str) -> NerComponent:
    """Factory for the NER copier."""
    return NerComponent()


# ---------------------------------------------------------------------------------------------
# The pipeline


def base_language(model: str | None) -> Language:
    """Blank English, or an installed model reduced to its NER (never downloaded)."""
    if not model:
        return spacy.blank("en")
    try:
        nlp = spacy.load(model)
    except OSError as exc:
        raise DependencyMissingError(
            f"spaCy model {model!r} is not installed (graphcar never downloads models). Install "
            f"it with `pip install {model}` from a wheel you trust, or unset GRAPHCAR_SPACY_MODEL"
        ) from exc
    for name in list(nlp.pipe_names):
        if name not in {"ner", "tok2vec", "transformer"}:
            nlp.remove_pipe(name)
    return nlp


def drop_whitespace_special_cases(nlp: Language) -> None:
    """Remove the tokenizer's special cases for whitespace (``"\\n"``, ``" "``, tab, nbsp).

    spaCy stops caching a text's words once it meets a special case, so after a document's
    first line break every word went through the affix regexes again (6x the tokenizer time
    on the generated benchmark corpus). Whitespace tokenises to the same single token without
    the special case, so the tokens are identical (pinned by a test on the shared benchmarks).
    """
    tokenizer = nlp.tokenizer
    if isinstance(tokenizer, Tokenizer):
        rules = tokenizer.rules or {}
        tokenizer.rules = {orth: case for orth, case in rules.items() if orth.strip()}


def split_period_after_code(nlp: Language) -> None:
    """Split a sentence's period off a code ending in a capital after a number, a bracket or a
    hyphen ("Supersedes: TSB-M-15(3)S. This memorandum ...", "... published in SP 800-53B.
    This publication ..."): spaCy keeps it on the word, inside the identifier, so the sentence
    would run on into the next."""
    tokenizer = nlp.tokenizer
    if isinstance(tokenizer, Tokenizer):
        suffixes = [*(nlp.Defaults.suffixes or ()), *CODE_PERIODS]
        tokenizer.suffix_search = spacy.util.compile_suffix_regex(suffixes).search


#: A period after ")S", ")LR", "53B" or "-R" closing a code.
CODE_PERIODS = (r"(?<=[\d)-][A-Z])\.", r"(?<=\)[A-Z]{2})\.")


def build_pipeline(
    packs: Sequence[DomainPack], gazetteer: Gazetteer | None = None, *, model: str | None = None
) -> Language:
    """The extraction pipeline for ``packs`` (see module docstring)."""
    nlp = base_language(model)
    nlp.max_length = MAX_TEXT_CHARS
    drop_whitespace_special_cases(nlp)
    split_period_after_code(nlp)
    nlp.tokenizer = TextKeepingTokenizer(nlp.tokenizer)
    if "ner" in nlp.pipe_names:
        nlp.add_pipe("graphcar_ner", after="ner")
    patterns = [p.model_dump() for pack in packs for p in pack.entity_patterns if p.regex]
    nlp.add_pipe("graphcar_identifiers", config={"patterns": patterns})
    gazetteer_component = nlp.add_pipe("graphcar_gazetteer")
    assert isinstance(gazetteer_component, GazetteerComponent)
    for pack in packs:
        for pattern in pack.entity_patterns:
            gazetteer_component.add_terms(pattern.kind, pattern.phrases)
    if gazetteer is not None:
        for kind, terms in gazetteer.terms.items():
            gazetteer_component.add_terms(kind, sorted(terms))
    nlp.add_pipe("graphcar_defined_terms")
    nlp.add_pipe("graphcar_cues", config={"cues": cue_config(packs)})
    return nlp


def identifiers_of(nlp: Language) -> IdentifierComponent:
    """The pipeline's identifier component (to teach it the corpus's series)."""
    component = nlp.get_pipe("graphcar_identifiers")
    assert isinstance(component, IdentifierComponent)
    return component


def gazetteer_of(nlp: Language) -> GazetteerComponent:
    """The pipeline's gazetteer component (to add terms seeded from corpus metadata)."""
    component = nlp.get_pipe("graphcar_gazetteer")
    assert isinstance(component, GazetteerComponent)
    return component


@dataclass(frozen=True)
class FoundEntity:
    """An entity occurrence: canonical key, kind, surface and character span."""

    key: str
    kind: str
    surface: str
    start: int
    end: int


class CitedTitle(NamedTuple):
    """A text a cue's object may cite a document's title by, and whether the sentence leaves
    a doubt about the act on that document (``CueHit.qualified``, read after this text: "for
    the diagnosis" inside a cited title restricts nothing)."""

    text: str
    qualified: bool
    #: The year written for it where a defined term cites it ("... dated 1 April 2019 (the
    #: \"Original Policy\")"); None: read from the sentence (``derive.of_cited_year``).
    year: str | None = None
    #: Listed before a name the phrase acts on too ("supersede the Allotment Tenancy Rules
    #: 2019 and Allotment Notice AN 2020/03"): an item of its own (``titles_listed_before``).
    listed: bool = False


@dataclass(frozen=True)
class CueHit:
    """A cue phrase with the sentence around it and the entity keys named in that sentence."""

    pack: str
    cue: str
    phrase: str
    sentence: str
    start: int
    end: int
    keys: tuple[str, ...]
    negated: bool = False
    #: The phrase does not state the document's own act: it is asked for or supposed
    #: ("petitioners ask us to overrule", "would overrule") or reports an act ("was
    #: overruled", "overruled by Dobbs").
    indirect: bool = False
    #: The phrase's subject (``cue_roles.subject_bounds``: "As required by SOP-QA-1, this
    #: procedure replaces" -> "this procedure").
    #: ``before`` holds the keys it names (with an active verb, "RFC 9110 replaces RFC 7231",
    #: who acts, not what is acted on), ``subject`` its other words, lower-cased.
    before: tuple[str, ...] = ()
    subject: tuple[str, ...] = ()
    #: Of ``keys``, those named in the phrase's object (``object_end``), and the object's
    #: other words ("the previous revision").
    after: tuple[str, ...] = ()
    object: tuple[str, ...] = ()
    #: The sentence limits the act to a part of what it names ("supersedes step 4 of WI-7",
    #: "replaces RFC 2616 section 3") or to some cases ("for export orders only").
    limited: bool = False
    #: The sentence leaves a doubt a curator settles, so the edge is only proposed: some case
    #: is named ("supersedes SOP-QA-3 for Site B" / "at Site B", "For Site B, ...": maybe a
    #: restriction, ``cue_roles.restricted_to``), or "It" stands for a sentence naming another
    #: document.
    qualified: bool = False
    #: Editions the object writes after a name ("supersedes drawing 55-120 Rev B": "B").
    editions: frozenset[str] = frozenset()
    #: Editions the subject writes, a passive's target ("TE-01 v5 ... is suspended": "5").
    subject_editions: frozenset[str] = frozenset()
    #: Where the object names no identifier, the lower-cased texts it may cite a document's
    #: title by (``cue_roles.cited_titles``): "supersedes the 2016 ESC Guidelines for ...";
    #: where the subject names none, the subject as a title ("The Data Protection Act 1998 is
    #: repealed": a passive's target).
    cited: tuple[CitedTitle, ...] = ()
    cited_subject: tuple[CitedTitle, ...] = ()
    #: Of ``after``, the keys named only in what an object lists after "including"
    #: ("supersedes all prior agreements ..., including the Prior Agreement").
    included: tuple[str, ...] = ()
    #: The numbered parts the phrase's subject names ("Section 20 of the Banking Act of 1933
    #: is repealed": "section 20"), lower-cased.
    parts: tuple[str, ...] = ()
    #: Where the subject only points back ("That memo is withdrawn.", "Those two advisories
    #: are retired"), the text it points to (the sentence before, and the clause before it
    #: in its own: "...; that standard is withdrawn") and the keys that text names.
    antecedent: str = ""
    antecedent_keys: tuple[str, ...] = ()


def titles_listed_before(
    doc: Doc, text: str, inside: AbstractSet[int], first: int, last: int, qualified: bool
) -> tuple[CitedTitle, ...]:
    """The titles an object (a subject) lists before the first name it writes, joined to it by
    a list's words ("the Allotment Tenancy Rules 2019 and Allotment Notice AN 2020/03", "the
    Skip Permit Conditions 2020 together with HLN 03/2022"): cited as items beside it."""
    named = next((index for index in range(first, last) if index in inside), None)
    if named is None or named == first:
        return ()
    return tuple(
        CitedTitle(title, qualified, listed=True)
        for title, end in cited_titles(doc, text, first, named)
        if joins_list(doc[end:named])
    )


#: Words between a title and the next item of its list: ", and", "together with", "as well as".
LIST_JOINING_WORDS = frozenset(
    {",", "and", "the", "also", *(word for phrase in JOINING_PHRASES for word in phrase)}
)
#: The most capitalised words of the next item's kind before its name ("and Allotment Notice
#: AN 2020/03").
NAME_KIND_WORDS = 4


def joins_list(between: Span) -> bool:
    """Whether ``between`` holds words joining list items, one of them "and", "with" or a
    comma, then at most ``NAME_KIND_WORDS`` capitalised words of the next name's kind."""
    words = [token.lower_ for token in between]
    joining = next(
        (index for index, word in enumerate(words) if word not in LIST_JOINING_WORDS),
        len(words),
    )
    kind = between[joining:]
    return (
        bool({",", "and", "with"} & set(words[:joining]))
        and len(kind) <= NAME_KIND_WORDS
        and all(token.is_title or token.lower_ in ("no", "no.") for token in kind)
    )


def entities_of(doc: Doc) -> list[FoundEntity]:
    """Entity occurrences of a processed doc, in text order; of two of one kind where one
    lies inside the other, the longer ("VELTRAZINE XR" is not also VELTRAZINE there)."""
    spans = sorted(doc.spans[ENTITY_GROUP], key=lambda s: (s.start_char, s.end_char, s.kb_id_))
    return [
        FoundEntity(s.kb_id_, s.label_, s.text, s.start_char, s.end_char)
        for s in spans
        if s.kb_id_ and not any(longer_of_kind(other, s) for other in spans)
    ]


def longer_of_kind(other: Span, span: Span) -> bool:
    """Whether ``other`` is of ``span``'s kind and covers it, being longer."""
    return (
        other.label_ == span.label_
        and other.start_char <= span.start_char
        and span.end_char <= other.end_char
        and other.end_char - other.start_char > span.end_char - span.start_char
    )


#: Words after which a clause names another document's product, not the document's own:
#: the advisory a withdrawn one repeats ("it is a duplicate of ACME-SA-2025-007"), the
#: labeler's product a repackager's recall was made from ("repackaged ..., NDC 68071-4410-3
#: (source product: QUELORA, NDC 50742-305-60)"): that label is not recalled.
ANOTHERS_AFTER = re.compile(
    r"\bduplicates?\s+of\b|\bsource\s+(?:products?|ndcs?|drugs?|labels?)\b"
    r"|\b(?:repackaged|relabell?ed)\s+from\b",
    re.IGNORECASE,
)


def excluded_keys(doc: Doc) -> set[str]:
    """Keys the document names only in clauses that say it is *not* about them ("NDC
    67877-512-90 is not affected by this recall", "this recall does not affect ...", "no other
    products ... are affected"), or after another document's pointer in theirs
    (``ANOTHERS_AFTER``: "duplicate of", "source product") or after "does not extend to"
    (``EXCLUDING_WHAT_FOLLOWS``): they are not its scope, so
    no rule links it to their documents. A clause ends at ';' or at a contrast ("..., NDC A,
    while NDC B is not affected" excludes B only). One mention elsewhere keeps a key."""
    if not (
        EXCLUSIONS.search(doc.text)
        or ANOTHERS_AFTER.search(doc.text)
        or EXCLUDING_WHAT_FOLLOWS.search(doc.text)
    ):
        return set()
    spans = [span for span in doc.spans[ENTITY_GROUP] if span.kb_id_]
    inside = {i for span in spans for i in range(span.start, span.end)}
    excluded: set[str] = set()
    kept: set[str] = set()
    for span in spans:
        first, last = clause_bounds(doc, span.start, span.end, inside)
        before = doc[first : span.start].text
        negated = (
            EXCLUSIONS.search(doc[first:last].text)
            or ANOTHERS_AFTER.search(before)
            or EXCLUDING_WHAT_FOLLOWS.search(before)
        )
        (excluded if negated else kept).add(span.kb_id_)
    return excluded - kept


def clause_bounds(
    doc: Doc, start: int, end: int, inside: set[int], *, joins: bool = True
) -> tuple[int, int]:
    """Token bounds of the clause around ``[start, end)``: its sentence, cut at ';' and line
    breaks, before a contrast or a reason ("while", "but", "because" ...) and before ", and" /
    ", or", outside entities ("versions before 2.4.0 are affected, and 2.4.0 and later are not
    affected"; a list item "..., excluding environment variables" excludes only its own)."""
    first, last = sentence_bounds(doc, start, end, inside)
    for index in range(start - 1, first - 1, -1):
        if index not in inside and _cuts_clause(doc, index, joins, inside):
            first = index + 1 if _separator(doc[index].text) else index
            break
    for index in range(end, last):
        if index not in inside and _cuts_clause(doc, index, joins, inside):
            last = index
            break
    return first, last


def _cuts_clause(doc: Doc, index: int, joins: bool, inside: AbstractSet[int]) -> bool:
    word = doc[index].lower_
    if word == ";" and _lists_names(doc, index, inside):
        return False
    joined = joins and word in ("and", "or") and index > 0 and doc[index - 1].text == ","
    # "We overrule Castellano ..., and we reinstate the rule of Lindgren": a clause of its own
    subject = (
        word in ("and", "or")
        and doc[index - 1].text == ","
        and index + 1 < len(doc)
        and doc[index + 1].lower_ in PRONOUNS
    )
    return _separator(word) or word in CONTRASTS or joined or subject


#: Pronouns opening a clause's subject after "and" or "or".
PRONOUNS = frozenset({"we", "i", "it", "they", "he", "she"})


def _lists_names(doc: Doc, index: int, inside: AbstractSet[int]) -> bool:
    """Whether the ';' at ``index`` separates two names of one list ("Supersedes: SOP-QA-10;
    SOP-QA-11", "; and SOP-QA-12"), not two clauses: the name after it ends the sentence or
    line, or the list goes on, or the last name joined by "and" shares the list's plural
    verb ("...; and ALARACT 014/2019 are superseded"; "SOP-QA-3; SOP-QA-4 remains in effect"
    are two clauses)."""
    after = index + 1
    joined = after < len(doc) and doc[after].lower_ in ("and", "or")
    if joined:
        after += 1
    after = past_issuer_acronyms(doc, after, inside)  # "; DA Memo 25-52, dated ..."
    if after not in inside or not (
        (index - 1) in inside
        or titled_item_before(doc, index, inside)
        or dated_item_before(doc, index, inside)
    ):
        return False
    while after < len(doc) and after in inside:
        after += 1
    return (
        after >= len(doc)
        or doc[after].text in LIST_ENDS
        or "\n" in doc[after].text
        or (joined and doc[after].lower_ in PLURAL_VERBS)
    )


#: Verbs a list of names shares as its subject.
PLURAL_VERBS = frozenset({"are", "were", "have"})


def titled_item_before(doc: Doc, index: int, inside: AbstractSet[int]) -> bool:
    """Whether a name, a comma and its title in capitals stand before ``index`` ("AS 1001,
    Responsibilities and Functions of the Independent Auditor; AS 1005, ...")."""
    for before in range(index - 1, max(index - 1 - TITLE_ITEM_TOKENS, 0), -1):
        token = doc[before]
        if token.text == ",":
            return before - 1 in inside and before + 1 < index
        if before in inside or not (token.text[:1].isupper() or token.lower_ in TITLE_JOINERS):
            return False
    return False


def dated_item_before(doc: Doc, index: int, inside: AbstractSet[int]) -> bool:
    """Whether a name and its day stand before ``index`` ("AR 25-50, dated 17 May 2013;
    DA Memo 25-52, dated 2 January 2018; and ...")."""
    for before in range(index - 1, max(index - 1 - DATED_ITEM_TOKENS, -1), -1):
        if before in inside:
            return before < index - 1
        token = doc[before]
        dating = token.is_digit or token.lower_ in MONTHS or token.lower_ in DATING_WORDS
        if not dating and token.text != ",":
            return False
    return False


#: How many tokens a listed name's day takes: ", dated 2 January 2018".
DATED_ITEM_TOKENS = 7
#: Words dating a listed name.
DATING_WORDS = frozenset({"dated", "of", "issued"})
#: What may follow the last name of a list separated by semicolons.
LIST_ENDS = frozenset({";", ",", ".", ")", "and", "or"})


def _separator(text: str) -> bool:
    """';' or a line break: each item of a bulleted list is a clause of its own (a
    hard-wrapped sentence's breaks are spaces by then: ``unwrapped``)."""
    return text == ";" or "\n" in text


#: What opens a list item: "- ", "* ", "• ", "1." / "(a)".
LIST_MARK = re.compile(r"[-*\u2022\u2013]|\d+[.)]|\([a-z0-9]+\)")
#: How long a line must be for its break before a capital to be a hard wrap, not a header's
#: ("Supersedes: SOP-QA-3\nThis procedure ...").
WRAPPED_LINE_CHARS = 60
#: A field's label opening a line: "Reason for Recall:", "Update instructions:".
FIELD_LABEL = re.compile(r"[A-Z][\w /()-]{0,30}:")
#: A single line break between two words: where a hard-wrapped sentence may continue.
LINE_BREAK = re.compile(r"(?<=\S)\n(?=[ \t]*\S)")


def unwrapped(text: str) -> str:
    """``text`` with the line breaks of hard-wrapped sentences as spaces (same length, so
    offsets hold): cue phrases run across them ("is\nhereby rescinded"); list items,
    headers and paragraphs keep theirs (``wrapped_at``)."""
    if "\n" not in text:
        return text
    return LINE_BREAK.sub(lambda m: " " if wrapped_at(text, m.start()) else "\n", text)


def wrapped_at(text: str, at: int) -> bool:
    """Whether the line break at ``at`` wraps a sentence: a lower-case word follows (indented
    too, as a list item's continuation lines are; or opening a bracket, a line starting
    "(kernel-5.14.0-427.el9) introduced a regression", but no "(a)" list item), or a long line
    ending in no punctuation before a word that opens no list item."""
    following = text[at + 1 : at + 40]
    opening = following.lstrip(" \t")
    if opening.lstrip("([\"'")[:1].islower() and not LIST_MARK.match(opening):
        return True
    line = text[text.rfind("\n", 0, at) + 1 : at].strip()
    return (
        len(line) >= WRAPPED_LINE_CHARS
        and line[-1:].isalnum()
        and not LIST_MARK.match(line)
        and not LIST_MARK.match(following)
        and not FIELD_LABEL.match(following)  # "Reason for Recall: ..." opens a field
    )


def cue_hits(
    doc: Doc, excluded: AbstractSet[str] = frozenset(), title_end: int = 0
) -> list[CueHit]:
    """Cue phrases of a processed doc with their sentence's entity keys, less the ``excluded``
    ones (named only to say the document is not about them); the doc's text starts with a
    title of ``title_end`` characters."""
    hits: list[CueHit] = []
    if CUE_GROUP not in doc.spans or not doc.spans[CUE_GROUP]:
        return hits
    entities = entities_of(doc)
    text = doc_text(doc)
    inside = {i for span in doc.spans[ENTITY_GROUP] for i in range(span.start, span.end)}
    short = short_forms(entities)
    cited = citations_of(entities)
    titled = {entity.key for entity in entities if entity.end <= title_end}
    # tokens naming the document itself, by an identifier its title carries ("CIP-007-6 is
    # retired and replaced by CIP-007-7" in CIP-007-7)
    naming_itself = {
        i
        for span in doc.spans[ENTITY_GROUP]
        if span.kb_id_ in titled and span.start_char >= title_end
        for i in range(span.start, span.end)
    }
    separate = separate_opinions(text) + inserted_texts(text)
    for span in sorted(doc.spans[CUE_GROUP], key=lambda s: (s.start, s.label_)):
        first, last = sentence_bounds(doc, span.start, span.end, inside)
        last = with_list_after(doc, last, inside)
        start, end = doc[first].idx, doc[last - 1].idx + len(doc[last - 1].text)
        # Targets are named in the cue's own clause ("We overrule Moss, but we reaffirm
        # Otto" overrules Moss alone; "X, and Y, are overruled" both: a list joins), else in
        # its sentence ("Swift, because it is unworkable, is overruled"); the evidence is the
        # whole sentence.
        clause_first, clause_last = clause_bounds(doc, span.start, span.end, inside, joins=False)
        if span.text.startswith("("):  # "(Revision of IEEE Std 1588-2008)" ends at its bracket
            clause_last = next(
                (t.i + 1 for t in doc[span.end : clause_last] if t.text == ")"), clause_last
            )
        reach = list_colon_reach(doc, span)
        if any(t.text == ":" for t in doc[span.end : min(last, span.end + reach)]):
            # "The following Executive Orders are hereby revoked: X (...); Y (...); and Z":
            # the list the colon announces, its items cut by semicolons
            clause_last = last
        named = names_within(doc, entities, short, inside, clause_first, clause_last) or (
            names_within(doc, entities, short, inside, first, last)
        )
        if not named and first > 0 and pronoun_object(doc, span.end, clause_last):
            # "Harlan v. Brightwater, 88 Clw.App.4th 311, reached the contrary conclusion. We
            # disapprove it.": the names of the sentence before
            previous_first, _ = sentence_bounds(doc, first - 1, first, inside)
            named = names_within(doc, entities, short, inside, previous_first, first)
        named += sorted(c for key in named for c in cited.get(key, ()))
        agents = set(agents_of(doc, span, entities, short, inside, clause_last))
        keys = tuple(k for k in dict.fromkeys(named) if k not in excluded and k not in agents)
        pack, _, cue = span.label_.partition(":")
        after = doc[span.end : min(clause_last, span.end + NOT_PRECEDENT_WINDOW)]
        negated = (
            negation_before(doc, span, clause_first)
            or any(t.lower_ in NOT_PRECEDENT for t in after)
            or any(begin <= span.start_char < stop for begin, stop in separate)
        )
        indirect = indirect_cue(
            doc, span, first, last, in_title=span.end_char <= title_end, itself=naming_itself
        )
        object_first = object_start(doc, span.end, clause_last)
        object_last = object_end(doc, object_first, clause_last, inside)
        subject_first, subject_last = subject_bounds(
            doc, span, clause_first, object_last, clause_last, inside
        )
        stated_subject = subject_first
        ambiguous = False
        if (
            subject_first > first + 1
            and doc[subject_first - 1].text == ","
            and refers_back(doc, subject_first, subject_last, inside)
        ):
            # "The 2025 List was approved ... and comes into effect on 1 January 2025, on which
            # date it supersedes ...": "it" is its own sentence's subject
            subject_first, subject_last = antecedent_bounds(doc, first, subject_first, inside)
        elif first > 0 and refers_back(doc, subject_first, subject_last, inside):
            previous_first, _ = sentence_bounds(doc, first - 1, first, inside)
            subject_first, subject_last = antecedent_bounds(doc, previous_first, first, inside)
            # a pronoun again, its own sentence's: "This technical guidance is issued by ...
            # It applies from 1 October 2026. On that date it replaces LAQM.TG(22)"
            for _ in range(PRONOUN_CHAIN - 1):
                if previous_first == 0 or doc[subject_first].lower_ not in ("it", "they"):
                    break
                before_first, _ = sentence_bounds(doc, previous_first - 1, previous_first, inside)
                subject_first, subject_last = antecedent_bounds(
                    doc, before_first, previous_first, inside
                )
                previous_first = before_first
            # "This memo summarizes Rev. Proc. 2024-23. It supersedes ...": "It" may be either;
            # not so the document's own name ("This edition of NFPA 72 was prepared ...")
            ambiguous = bool(
                set(names_within(doc, entities, short, inside, subject_last, first)) - titled
            )
        relative = all(t.is_punct or t.is_space for t in doc[object_first:object_last]) and (
            relative_subject(doc, subject_first, subject_last)
        )
        antecedent_last = subject_first - 1
        if relative:  # "..., which this erratum supersedes": its subject is "this erratum"
            subject_first += 1
        described_from = acting_modifier_from(doc, subject_first, subject_last, inside)
        unamended = doc[
            subject_first : min(described_from, amended_from(doc, subject_first, subject_last))
        ]
        before = (
            names_within(doc, entities, short, inside, subject_first, described_from)
            if described_from > subject_first
            else []
        )
        antecedent = (
            antecedent_spans(doc, subject_first, inside)
            if not before and points_back(doc, subject_first, subject_last)
            else []
        )
        antecedent_keys = next(
            (
                named
                for a, b in antecedent
                if (named := names_within(doc, entities, short, inside, a, b))
            ),
            [],
        )
        included_first, included_last = included_bounds(doc, object_last, clause_last, inside)
        direct = (
            names_within(doc, entities, short, inside, object_first, object_last)
            if object_last > object_first
            else []
        )
        referent = (
            pronoun_referent(doc, first, span.start, inside)
            if pronoun_object(doc, object_first, clause_last)
            else None
        )
        object_tokens = doc[slice(*referent)] if referent else doc[object_first:object_last]
        if not direct and referent is not None:
            # "It includes all of the fixes from KB5034770 and supersedes it."
            direct = [
                key
                for key in names_within(doc, entities, short, inside, first, span.start)
                if key not in before
            ]
        if not direct and relative and antecedent_last > first:
            # "Together with X, this advisory supersedes Y, which has been withdrawn": what
            # the relative follows, named after the sentence's last act phrase before it
            acted = max(
                (s.end for s in doc.spans[CUE_GROUP] if first <= s.end < antecedent_last),
                default=first,
            )
            direct = names_within(doc, entities, short, inside, acted, antecedent_last) or (
                names_within(doc, entities, short, inside, first, antecedent_last)
            )
        described = None
        if not direct:
            described = described_name_start(doc, object_first, object_last, clause_last, inside)
        if described is not None:  # "the previous live patch ... released as SUSE-SU-2024:1880-1"
            named_end = described
            while named_end < clause_last and named_end in inside:
                named_end += 1
            direct = names_within(doc, entities, short, inside, described, named_end)
        included = [
            key
            for key in (
                names_within(doc, entities, short, inside, included_first, included_last)
                if included_last > included_first
                else []
            )
            if key not in direct
        ]
        objects = [*direct, *included]
        # "It" standing for a sentence naming another document, "For Site B, ..."
        doubted = ambiguous or (subject_first > first and restricted_to(doc, first, subject_first))
        titles = (
            titles_listed_before(doc, text, inside, object_first, last, doubted)
            if objects and not referent
            else ()
            if objects
            else (
                *(
                    CitedTitle(title, doubted)
                    for begin in comma_starts(doc, object_tokens.start, object_tokens.end)
                    for title, _ in cited_titles(doc, text, begin, object_tokens.end)
                ),
                *defined_titles(doc, object_tokens.start, object_tokens.end, doubted),
            )
            if referent
            else (
                *(
                    CitedTitle(title, doubted or restricted_to(doc, end, clause_last))
                    for begin in dict.fromkeys(
                        (
                            object_first,
                            *apposition_start(doc, object_first, clause_last),
                            *list_item_starts(doc, object_first, last),
                            # "has withdrawn the guidance 'How to comply with ...'"
                            *quoted_title_starts(doc, object_first, object_last),
                        )
                    )
                    for title, end in cited_titles(doc, text, begin, last)
                ),
                *defined_titles(doc, span.end, object_last, doubted),
            )
        )
        qualified = doubted or restricted_to(doc, object_last, clause_last)
        # "the 2024 Rule, Defining and Delimiting ..., 89 Fed. Reg. 32,842, is VACATED": the
        # title before the register citation
        titled_last = before_register_citation(doc, subject_first, subject_last)
        subject_titles = (
            titles_listed_before(doc, text, inside, subject_first, titled_last, qualified)
            if before
            else (
                *pointed_titles(doc, text, antecedent, qualified, bool(antecedent_keys)),
                *(
                    CitedTitle(title, qualified)
                    for start in dict.fromkeys(
                        (
                            *comma_starts(doc, subject_first, titled_last),
                            *quoted_title_starts(doc, subject_first, titled_last),
                        )
                    )
                    for title, end in cited_titles(doc, text, start, titled_last)
                    if trails_off(doc, end, titled_last)
                ),
                *defined_titles(doc, subject_first, subject_last, qualified),
            )
        )
        hits.append(
            CueHit(
                pack,
                cue,
                span.text,
                text[start:end],
                start,
                end,
                keys,
                negated,
                indirect,
                before=tuple(dict.fromkeys(before)),
                subject=words_of(unamended, inside | quoted(doc, subject_first, subject_last)),
                after=tuple(key for key in dict.fromkeys(objects) if key in keys),
                object=words_of(object_tokens, inside),
                limited=limited_act(
                    doc, span, inside, max(object_last, included_last), first, last,
                    stated_subject,
                ),
                qualified=qualified,
                editions=edition_marks(
                    object_tokens.text if referent else doc[span.end : object_last].text
                )
                | apposed_edition(doc, object_last, clause_last),
                subject_editions=edition_marks(unamended.text),
                cited=titles,
                cited_subject=subject_titles,
                included=tuple(key for key in dict.fromkeys(included) if key in keys),
                parts=numbered_parts(unamended.text),
                antecedent=" ".join(doc[a:b].text for a, b in reversed(antecedent))
                or (object_tokens.text if referent else ""),
                antecedent_keys=tuple(dict.fromkeys(antecedent_keys)),
            )
        )
    return hits


def with_list_after(doc: Doc, last: int, inside: set[int]) -> int:
    """Where a sentence ending in a colon ends with the paragraph that follows it, the list it
    announces ("is withdrawing the following opinion letters, effective immediately:" above a
    blank line and "FLSA2020-9 (June 18, 2020) ...; and FLSA2020-11 ...")."""
    end = last
    while end > 0 and doc[end - 1].is_space:
        end -= 1
    if end == 0 or doc[end - 1].text != ":" or last >= len(doc):
        return last
    following = last
    while following < len(doc) and doc[following].is_space:
        following += 1
    if following >= len(doc):
        return last
    return sentence_bounds(doc, following, following + 1, inside)[1]


#: How many sentences back a pronoun's antecedent is sought, through pronouns.
PRONOUN_CHAIN = 3


#: Words with which a subject points back to what was named before: "That memo", "Those two
#: advisories", "those Directives", "the said notice" (not "this": the document's own).
POINTING_BACK = frozenset({"that", "those", "said"})
POINTING_BACK_WORDS = 4


def points_back(doc: Doc, first: int, last: int) -> bool:
    """Whether the subject at [first, last) is a demonstrative and a few words ("That memo is
    withdrawn.", "Those two advisories are retired"), or a numbered part of one ("paragraph 6
    of those conditions is amended")."""
    if first + 3 < last and part_number(doc[first + 1].text) and doc[first + 2].lower_ == "of":
        first += 3
    words = [t.lower_ for t in doc[first:last] if t.is_alpha]
    # the start of what it points back to: "the date of application of those Regulations is
    # deferred", "The coming into force of those Regulations is thereby deferred", "The date
    # on which those requirements apply is deferred"
    started = START_OF.match(" ".join(words)) or DATE_IT_STARTS.match(" ".join(words))
    if started is not None:
        words = " ".join(words)[started.end() :].split()
        while words and words[-1] in STARTING_PREDICATE:
            words.pop()
        if len(words) == 2 and words[0] == "the":
            # its kind alone: "the date on which the code comes into force is deferred" after
            # "The Defined Benefit Funding Code of Practice ... was due to come into force"
            return True
    return bool(words) and words[0] in POINTING_BACK and len(words) <= POINTING_BACK_WORDS



def antecedent_spans(doc: Doc, subject_first: int, inside: set[int]) -> list[tuple[int, int]]:
    """What a pointing-back subject stands for, nearest first: its own sentence's words
    before it ("... (SEC-STD-011); that standard is withdrawn"), then the sentence before
    ("In April 2019 the Office issued a memo ... That memo is withdrawn.")."""
    own_first, _ = sentence_bounds(doc, subject_first, subject_first + 1, inside)
    spans = [(own_first, subject_first)] if own_first < subject_first else []
    if (previous := previous_sentence(doc, own_first, inside)) is not None:
        spans.append(previous)
    return spans


def pointed_titles(
    doc: Doc, text: str, antecedent: Sequence[tuple[int, int]], qualified: bool, named: bool
) -> list[CitedTitle]:
    """The titles a pointing-back subject may stand for where its antecedent names no
    identifier (``named``): those the nearest antecedent span cites ("1. In regulation 1 of
    the Weights and Measures (Packaged Goods) Regulations 2024, for ... substitute ... 2.
    Accordingly, the date of application of those Regulations is deferred")."""
    if named:
        return []
    for first, last in antecedent:
        # where a title may start: after a comma, or at a "the" before a capital
        starts = [
            *comma_starts(doc, first, last),
            *(i for i in range(first, last - 1) if doc[i].lower_ == "the" and doc[i + 1].is_title),
        ]
        titles = [
            CitedTitle(title, qualified)
            for start in dict.fromkeys(starts)
            # not a sentence opening in plain words ("To allow time for ..., the date on
            # which the code comes into force is deferred")
            if not (start == first and start + 1 < last and doc[start + 1].is_lower)
            for title, _ in cited_titles(doc, text, start, last)
            if " " in title  # not a connective opening the sentence: "Accordingly,"
        ]
        if titles:
            return titles
    return []


def defined_titles(doc: Doc, first: int, last: int, qualified: bool) -> list[CitedTitle]:
    """The titles that uses of defined terms among tokens [first, last) cite ("the Original
    Policy"), with their years; last in a phrase's citations, so tried first (``titled``)."""
    return [
        CitedTitle(use.label_, qualified, use.kb_id_ or None)
        for use in doc.spans.get(DEFINED_TITLE_GROUP, [])
        if first <= use.start and use.end <= last
    ]


def agents_of(
    doc: Doc,
    span: Span,
    entities: Sequence[FoundEntity],
    short: Mapping[str, str],
    inside: AbstractSet[int],
    clause_last: int,
) -> list[str]:
    """Names after a "by" shortly after the cue, or an "in" right after it, to the clause's
    end: who did it ("Chevron was overruled by Loper Bright", "Harlan was overruled in
    Marchetti" name the overruler, not a case overruled); not a "by" of a span of time ("defer
    the date of initial application of IFRS 17 by two years")."""
    window = doc[span.end : min(clause_last, span.end + REPORT_BY_WINDOW)]
    by = next(
        (
            token.i
            for token in window
            if (token.lower_ == "by" and not by_no_agent(token))
            or (token.i == span.end and token.lower_ == "in")
        ),
        None,
    )
    if by is None or by + 1 >= clause_last:
        return []
    return names_within(doc, entities, short, inside, by + 1, clause_last)


#: Units of a span of time ("by two years", "by 12 months").
TIME_UNITS = frozenset({"year", "years", "month", "months", "week", "weeks", "day", "days"})


def by_no_agent(token: Token) -> bool:
    """ "by" before a number of time units or a gerund: how far or how, not by whom ("by one
    year", "Ordinance 1254 is amended by adding local amendments")."""
    following = token.doc[token.i + 1 : token.i + 3]
    if following and following[0].is_lower and following[0].text.endswith("ing"):
        return True
    return len(following) == 2 and following[0].like_num and following[1].lower_ in TIME_UNITS


def negation_before(doc: Doc, span: Span, first: int) -> bool:
    """A negation word before the cue in its clause, within ``NEGATION_REACH`` tokens and no
    comma or semicolon between, nor a predicate of its own ("The suspension notice ... is no
    longer required and is superseded by this cancellation")."""
    for token in reversed(doc[max(first, span.start - NEGATION_REACH) : span.start]):
        if token.text in (",", ";"):
            return False
        if token.lower_ == "and" and token.i + 1 < len(doc) and doc[token.i + 1].lower_ in (
            PRESENT_BE | {"was", "were", "has", "have"}
        ):
            return False
        if token.lower_ in REFUSALS and not (
            token.i + 1 < len(doc) and doc[token.i + 1].lower_ == "to"
        ):
            continue  # "The decision ... refusing the export licence is set aside": what it did
        if token.lower_ in NEGATIONS and not numbering(token) and not hyphenated(token):
            return True
    return False


#: Participles of refusal, which turn a cue around with their "to" ("declining to overrule"),
#: not describing a subject ("The decision ... refusing the export licence is set aside"; a
#: finite verb still does: "We decline the invitation to overrule Greer").
REFUSALS = frozenset({"declining", "refusing"})


def hyphenated(token: Token) -> bool:
    """Whether ``token`` opens a hyphenated code ("NOT-OD-20-091"): a name, not a negation."""
    following = token.i + 1
    return not token.whitespace_ and following < len(token.doc) and token.doc[following].text == "-"


def numbering(token: Token) -> bool:
    """ "No." or "No" before a number ("This SOW No. 3 replaces"), or a capital "No" before
    a code ("Decision No EX-23-1 is repealed"): a number, not a negation."""
    if token.lower_ != "no" or token.i + 1 >= len(token.doc):
        return False
    following = token.nbor()
    return (
        following.text == "."
        or following.like_num
        or (token.text == "No" and any(char.isdigit() for char in following.text))
    )


def pronoun_object(doc: Doc, start: int, last: int) -> bool:
    """Whether a cue's object is a pronoun standing for what was named before ("We
    disapprove it.", "... and overrule them", "supersedes it from 1 October 2019"), in lower
    case (not "IT Policy 4")."""
    words = [t for t in doc[start:last] if not t.is_space and not t.is_punct]
    return bool(words) and words[0].text in {"it", "them"}


def pronoun_referent(
    doc: Doc, first: int, phrase_start: int, inside: set[int]
) -> tuple[int, int] | None:
    """The tokens a pronoun object stands for: the object of a first predicate the phrase is
    coordinated with ("Version 1.2 incorporates minor clarifications to Version 1.1 and
    supersedes it", "This guidance ... expands upon the staff's October 2011 guidance, CF
    Disclosure Guidance Topic No. 2, and supersedes it": after that predicate's verb), else
    the sentence before ("The 2012 EPG Code is no longer in effect. This revised Code
    supersedes it"); None in a text's first sentence without a first predicate."""
    joined = next(
        (t.i for t in reversed(doc[first:phrase_start]) if not (t.is_space or t.text == ",")),
        None,
    )
    if joined is not None and doc[joined].lower_ == "and" and joined not in inside:
        verb = next(
            (
                t.i
                for t in doc[first + 1 : joined]
                if t.i not in inside and t.is_lower and t.is_alpha and t.text.endswith("s")
            ),
            None,
        )
        if verb is not None and verb + 1 < joined:
            return verb + 1, joined
    return previous_sentence(doc, first, inside)


def previous_sentence(doc: Doc, first: int, inside: set[int]) -> tuple[int, int] | None:
    """The token bounds of the sentence before the one starting at ``first``, past a
    paragraph's break; None for a text's first sentence."""
    previous_last = first
    while previous_last > 0 and doc[previous_last - 1].is_space:  # a paragraph's break
        previous_last -= 1
    if previous_last == 0:
        return None
    previous_first, _ = sentence_bounds(doc, previous_last - 1, previous_last, inside)
    return previous_first, previous_last


def names_within(
    doc: Doc,
    entities: Sequence[FoundEntity],
    short: Mapping[str, str],
    inside: AbstractSet[int],
    first: int,
    last: int,
) -> list[str]:
    """Entity keys named in tokens ``[first, last)``: entities, and short case names ("Austin")
    of cases the document cites in full, not where a longer name opens with them ("The Scallop
    Grounds (Kilbarra Bay) Closure Order 2023" in "Kilbarra Bay Fishermen's Co-operative
    Society Ltd v National Sea Fisheries Authority": the bay's)."""
    start, end = doc[first].idx, doc[last - 1].idx + len(doc[last - 1].text)
    named = [e.key for e in entities if start <= e.start and e.end <= end]
    named += [
        short[t.lower_]
        for t in doc[first:last]
        if t.i not in inside
        and t.text[:1].isupper()
        and t.lower_ in short
        and not (t.i + 1 < len(doc) and doc[t.i + 1].text[:1].isupper())
    ]
    return named


def separate_opinions(text: str) -> list[tuple[int, int]]:
    """Character ranges of separate opinions: from "JUSTICE X, dissenting:" to the court's
    opinion starting again ("delivered the opinion of the Court"), else to the end."""
    ranges = []
    position = 0
    while (found := SEPARATE_OPINION.search(text, position)) is not None:
        resumed = COURT_OPINION.search(text, found.end())
        stop = resumed.start() if resumed is not None else len(text)
        ranges.append((found.start(), stop))
        position = max(stop, found.end())
    return ranges


#: An amending instruction announcing the text it inserts ("is replaced by the following:",
#: "shall read as follows:", "the following is inserted:"), and the quotation that follows.
AMENDING_INSTRUCTION = re.compile(
    r"(?:replaced\s+by|substituted\s+by|(?:shall\s+)?read|inserted|added)"
    r"(?:\s+(?:the\s+following|as\s+follows))?\s*:?\s*$"
    r"|\bthe\s+following\s*:\s*$|\bas\s+follows\s*:\s*$",
    re.IGNORECASE,
)
QUOTATION_OPENS = re.compile(r"(?:(?<=\s)|(?<=:)|^)['\u2018\u201c\"](?=\w)")
QUOTATION_CLOSES = re.compile(r"(?<=\S)['\u2019\u201d\"](?=[\s;,.:)]|$)")
INSTRUCTION_CHARS = 120


def inserted_texts(text: str) -> list[tuple[int, int]]:
    """Character ranges of the text an amending act quotes to insert into another act
    ("Article 122 ... is replaced by the following: 'Without prejudice ..., Council Directives
    90/385/EEC and 93/42/EEC are repealed ...'"): that act's words, not this one's."""
    ranges = []
    for opening in QUOTATION_OPENS.finditer(text):
        before = text[max(0, opening.start() - INSTRUCTION_CHARS) : opening.start()]
        if not AMENDING_INSTRUCTION.search(before):
            continue
        closing = QUOTATION_CLOSES.search(text, opening.end())
        ranges.append((opening.start(), closing.end() if closing else len(text)))
    return ranges


def indirect_cue(
    doc: Doc,
    span: Span,
    first: int,
    last: int,
    *,
    in_title: bool = False,
    itself: AbstractSet[int] = frozenset(),
) -> bool:
    """Whether a cue reports, asks for or supposes an act instead of performing it: a hedge
    shortly before ("asks us to overrule"), a report word just before ("was overruled", "has
    overruled"), a citation parenthetical ("(overruling Adkins)"), "by" shortly after
    ("overruled by Dobbs", "overruled on other grounds by Fox"; not "by this procedure" nor by
    an identifier of its own, tokens ``itself``: the document's own act, nor "by two years"),
    or a participle inside a
    sentence followed directly by a name ("the Court overruled Plessy"); one that opens a
    sentence or entry states the act ("Overruling Bowers, we hold", a changelog's "Fixed
    CVE-2024-1234"), as does one a title coordinates with the act before it ("... and
    repealing Directive 95/46/EC") or writes right after its own number or date
    ("Regulation (EU) 2024/511 amending Regulation (EU) 2023/1152"). An infinitive or a
    modal right before it ("expected to replace", "may replace"; not after a stated purpose,
    ``STATED_PURPOSE``), a report "according to" someone, and in a text a participle right
    after another document's number or date ("the Supreme Court's order of March 14, 2019
    amending the advertising rules") do not state the act."""
    # not the words of a title it quotes: "the guidance 'Odour management plans ...' applies"
    cited = quoted_title_tokens(doc, first, span.start)
    before = [t for t in doc[max(first, span.start - 6) : span.start] if t.i not in cited]
    after = doc[span.end] if span.end < last else None
    # "We are superseding AD 2019-12-05" is the act going on, not a report of it
    progressive = span.start > first and doc[span.start - 1].lower_ in PRESENT_BE
    participle = span.text[:1].islower() and span.text.endswith(("ed", "ing")) and not progressive
    # a title's "amending Regulation X and repealing Directive Y": its second act, its own
    # and "Implementing Regulation (EU) 2024/511 amending Implementing Regulation (EU)
    # 2023/1152", "Directive (EU) 2019/2161 ... of 27 November 2019 amending Council Directive
    # 93/13/EEC": the act right after the title's own number or date
    coordinated = (
        in_title
        and span.start > first
        and span.text.endswith("ing")
        and (
            doc[span.start - 1].lower_ == "and"
            or any(c.isdigit() for c in doc[span.start - 1].text)
        )
    )
    purpose = STATED_PURPOSE.search(doc[first : span.start].text) is not None
    # a body's decision is its act: "The Authority has therefore decided to suspend ..."
    deciding = DECISION_FORMULA.search(doc[first : span.start].text) is not None or (
        span.text.lower().startswith(DECIDING)
    )
    # "With this action, the FAA has superseded AD 2019-17-10": done by this document
    instrument = BY_THIS_DOCUMENT.match(doc[first : span.start].text) is not None
    # "Our memorandum of June 15, 2021, cancelling the ... instruction, is rescinded": what
    # the subject of the later verb did, not this document's act
    describing = (
        span.text.endswith("ing")
        and span.start > first
        and doc[span.start - 1].text == ","
        and LATER_PREDICATE.search(doc[span.end : last].text) is not None
    ) or (
        # "In light of the Supreme Court's order of March 14, 2019 amending the advertising
        # rules": what the document dated or numbered before it did (in a title, its own act)
        not in_title
        and span.text.endswith("ing")
        and span.start > first
        and any(c.isdigit() for c in doc[span.start - 1].text)
        and span.start - 1 not in itself
    )
    return (
        describing
        or (any(map(hedging, before)) and not purpose and not deciding)
        or (
            span.start > first
            and doc[span.start - 1].lower_ in INFINITIVE_MARKS
            and not dated_may(doc, span.start - 1)
            and not purpose
        )
        or "according to" in doc[first : span.start].text.lower()
        or (any(t.lower_ in REPORTS for t in before[-2:]) and not deciding)
        or (span.start > first and doc[span.start - 1].text == "(")
        or any(
            # "are hereby withdrawn for further consideration by the Wage and Hour Division":
            # "hereby" makes it this document's act, "by" names its issuer
            t.lower_ == "by"
            and not by_no_agent(t)
            and not by_itself(doc, t.i, last)
            and t.i + 1 not in itself
            and "hereby" not in span.text.lower()
            and not (t.i > span.end and doc[t.i - 1].lower_ in OBJECT_PARTICIPLES)
            for t in doc[span.end : min(last, span.end + REPORT_BY_WINDOW)]
        )
        or (
            after is not None
            and participle
            and not coordinated
            and not instrument
            and after.text[:1].isupper()
        )
        or (
            participle
            and span.text.endswith("ed")
            and len(span) == 1  # not "is superseded"
            and not instrument
            and reported_actor(doc, span.start, first)
        )
    )


def hedging(token: Token) -> bool:
    """Whether ``token`` is a hedge word, not a word of a capitalised name inside its sentence
    ("the Prepaid Funeral Plans Code 2026 is deferred")."""
    if token.lower_ not in HEDGES:
        return False
    return not (token.text[:1].isupper() and token.i > 0 and token.nbor(-1).is_alpha)


def dated_may(doc: Doc, index: int) -> bool:
    """Whether "May" at ``index`` is a month after a day ("The restriction announced on 6 May
    is lifted"), not the modal."""
    return doc[index].text == "May" and index > 0 and doc[index - 1].like_num


def reported_actor(doc: Doc, start: int, first: int) -> bool:
    """Whether a past tense right after a capitalised word inside its sentence reports
    someone else's act: "the Legislature abrogated that rule in 2015", "Congress repealed
    it" (not "X is overruled", "We overrule", nor a list's "Smith, overruled")."""
    if start <= first:
        return False
    previous = doc[start - 1].text
    return previous.isalpha() and previous[:1].isupper() and previous.lower() not in {"we", "i"}


#: Words after "by" naming the document itself as the one acting: "SOP-QA-3 is superseded by
#: this procedure", "... is replaced in its entirety by the present Regulation".
SELF_AGENT_WORDS = (("this",), ("these",), ("the", "present"), ("the", "following"))


def by_itself(doc: Doc, by: int, last: int) -> bool:
    """Whether the "by" at token ``by`` names the document itself (``SELF_AGENT_WORDS``), or
    what a part of it sets out ("is revoked and replaced by the conditions in the Schedule to
    this Notification")."""
    words = tuple(t.lower_ for t in doc[by + 1 : min(last, by + 3)])
    if any(words[: len(agent)] == agent for agent in SELF_AGENT_WORDS):
        return True
    return OWN_PART_CONTENT.match(doc[by + 1 : last].text) is not None


#: What a part of the document itself sets out: "the conditions in the Schedule to this
#: Notification", "the rules set out in Annex A of this Order"; or that part: "Parts 3 and 4
#: of this schedule", "Section 7 of this edition".
OWN_PART_CONTENT = re.compile(
    r"the\s+[a-z]+(?:\s+[a-z]+)?\s+(?:set\s+out\s+)?in\s+(?:the\s+)?"
    r"(?:schedule|annex|appendix|part)(?:\s+[A-Z0-9]{1,3})?\s+(?:to|of)\s+(?:this|these)\b"
    rf"|{OWN_PARTS}",
    re.IGNORECASE,
)


def names_citation(name: FoundEntity, citation: FoundEntity) -> bool:
    """Whether a case name is written right before its citation ("Roe v. Wade, 410 U.S.
    113"): the two are one case for the rest of the document."""
    return (
        name.kind == "casename" and citation.kind == "case" and 0 <= citation.start - name.end <= 3
    )


def citations_of(entities: Sequence[FoundEntity]) -> dict[str, set[str]]:
    """Each case name's citations as the document writes them (see ``names_citation``)."""
    cited: dict[str, set[str]] = {}
    for name, citation in pairwise(entities):
        if names_citation(name, citation):
            cited.setdefault(name.key, set()).add(citation.key)
    return cited


#: A word written in capitals only, as an acronym ("DHS", "EPA").
ACRONYM = re.compile(r"[A-Z]{2,6}")


def short_forms(entities: Sequence[FoundEntity]) -> dict[str, str]:
    """Short names of the cases a document cites in full, each naming one case only: a cue
    sentence saying "Austin is overruled" names the Austin v. Michigan Chamber of Commerce
    cited earlier (a name two cited cases share names neither)."""
    cases: dict[str, set[str]] = {}
    for entity in entities:
        if entity.kind == "casename":
            # a party written as an acronym ("Chamber of Commerce v. DHS") is an agency the
            # text names as itself ("DHS withdraws the rule"), not the case
            acronyms = {w.lower() for w in entity.surface.split() if ACRONYM.fullmatch(w)}
            for name in case_short_names(entity.key.split(":", 1)[1]):
                if name not in acronyms:
                    cases.setdefault(name, set()).add(entity.key)
    return {name: next(iter(keys)) for name, keys in cases.items() if len(keys) == 1}


def sentence_bounds(
    doc: Doc, start: int, end: int, inside: set[int], limit: int = 120
) -> tuple[int, int]:
    """Token bounds of the sentence around ``[start, end)``: up to '.', '!', '?' or a blank
    line that is not part of an entity ("S. Ct."), at most ``limit`` tokens each way (no
    parser needed, so cheap on 1 MB documents)."""

    def ends(index: int) -> bool:
        if (
            index not in inside
            and len(doc[index].text) > 1
            and doc[index].text.endswith(".")
            and (
                opens_sentence(doc, index + 1)
                # "... from Northsand Aggregates Ltd. The suspension of ..."
                or (
                    doc[index].text in CORPORATE_SUFFIXES
                    and index + 1 < len(doc)
                    and doc[index + 1].text == "The"
                )
            )
        ):
            return True  # "... Boreal S.A. This letter", "... Schedule F. (a) Executive Order"
        if index not in inside and numbered_paragraph(doc, index, inside):
            return True  # "... as soon as possible. 4 This circular revokes ..."
        return (
            index not in inside
            and _ends_sentence(doc[index].text)
            and not (
                doc[index].text == "."
                and index + 1 < len(doc)
                and (
                    _continues(doc[index + 1].text)
                    or _abbreviations(doc, index)
                    or (index >= 1 and doc[index - 1].text in PART_ABBREVIATIONS)
                    or number_mark(doc, index)
                )
            )
        )

    first = start
    while first > 0 and start - first < limit and not ends(first - 1):
        first -= 1
    last = end
    while last < len(doc) and last - end < limit and not ends(last - 1):
        last += 1
    return first, last


def number_mark(doc: Doc, period: int) -> bool:
    """Whether the full stop at ``period`` closes "No." before a number or a code in capitals
    ("Invitation for Bids No. MOH-T-2022-117"), not a sentence."""
    following = doc[period + 1].text
    return (
        period >= 1
        and doc[period - 1].lower_ in ("no", "nos")
        and (any(c.isdigit() for c in following) or (following.isupper() and len(following) > 1))
    )


def _ends_sentence(text: str) -> bool:
    return text in _SENTENCE_END or "\n\n" in text or _numbered_period(text)


#: The most tokens between a cue and the colon announcing its list ("are hereby revoked,
#: effective immediately:").
LIST_COLON_TOKENS = 4
#: The most where the object announces it ("hereby withdraws the following technical
#: assistance documents, effective immediately:").
FOLLOWING_COLON_TOKENS = 12


def list_colon_reach(doc: Doc, span: Span) -> int:
    """How many tokens after a cue the colon announcing its list may stand: more where its
    object opens with "the following"."""
    following = [t.lower_ for t in doc[span.end : span.end + 2]] == ["the", "following"]
    return FOLLOWING_COLON_TOKENS if following else LIST_COLON_TOKENS
#: Words that only open a sentence: after an abbreviation's period ("Aerolinea Boreal S.A.
#: This letter revises ...", "... through April 30, 2020 at 11:59 p.m. All individuals") the
#: sentence ended there.
SENTENCE_OPENERS = frozenset({"This", "These", "We", "All", "It", "Each", "Any", "Our"})
#: A firm's suffix with its full stop, which ends a sentence before "The".
CORPORATE_SUFFIXES = frozenset({"Ltd.", "Inc.", "Corp.", "Plc.", "plc.", "Co.", "LLC.", "LLP."})


#: A register citation closing a subject: ", 89 Fed. Reg. 32,842", ", 86 FR 61402 (Nov. 5,
#: 2021)".
REGISTER_CITATION = re.compile(
    r",\s*\d{1,3}\s+(?:Fed\.\s*Reg\.|FR)\s+\d[\d,]*(?:\s*\([^)]*\))?\s*,?\s*$"
)


def before_register_citation(doc: Doc, first: int, last: int) -> int:
    """Where a subject ends before the register citation closing it, else ``last``."""
    if last <= first:
        return last
    begin = doc[first].idx
    found = REGISTER_CITATION.search(doc.text[begin : doc[last - 1].idx + len(doc[last - 1])])
    if found is None:
        return last
    cut = begin + found.start()
    return next((t.i for t in doc[first:last] if t.idx >= cut), last)


def opens_sentence(doc: Doc, index: int) -> bool:
    """Whether token ``index`` opens a sentence whatever stands before it: an opener
    (``SENTENCE_OPENERS``) or an enumeration mark ("(a)", "(2)", "(iv)")."""
    return index < len(doc) and (doc[index].text in SENTENCE_OPENERS or enumeration(doc, index))


def apposed_edition(doc: Doc, object_last: int, clause_last: int) -> frozenset[str]:
    """The edition the phrase after the object's comma writes, where that phrase is only an
    edition ("replaces FSIS Directive 7120.1, Revision 4, dated 3/9/17")."""
    if object_last >= clause_last or doc[object_last].text != ",":
        return frozenset()
    end = next(
        (i for i in range(object_last + 1, clause_last) if doc[i].text in {",", ";", "."}),
        clause_last,
    )
    phrase = doc[object_last + 1 : end].text.strip()
    return edition_marks(phrase) if EDITION_MARK.fullmatch(phrase) else frozenset()


def numbered_paragraph(doc: Doc, period: int, inside: AbstractSet[int]) -> bool:
    """Whether a paragraph's number follows the full stop at ``period``, as circulars and
    resolutions number theirs ("... invited to give effect to the guidelines. 4 This circular
    revokes ..."): a number of one or two digits and a capitalised word after a plain
    lower-case word, a word in capitals ("MARPOL Annex VI. 4 This circular") or a name, never
    an abbreviation's ("para. 4 The", "Cir. 12") nor a date's day ("... from that date. 1
    January 2020 ...")."""
    if not (
        period >= 1
        and period + 2 < len(doc)
        and doc[period].text == "."
        # "... PRELIMINARY. 1.1 This Practice Direction": a numbered subparagraph too
        and re.fullmatch(r"\d{1,2}(?:\.\d{1,2}){0,2}", doc[period + 1].text) is not None
        # a capitalised word or a name ("3 BWM.2/Circ.42 and ... are revoked")
        and (
            period + 2 in inside
            or (doc[period + 2].is_alpha and doc[period + 2].text[:1].isupper())
        )
        and doc[period + 2].text.lower() not in MONTHS
    ):
        return False
    before = doc[period - 1]
    return (
        before.i in inside
        or (before.is_alpha and before.is_upper and len(before.text) > 1)
        or (
            before.is_alpha
            and before.is_lower
            and len(before.text) > 2
            and before.text not in PART_ABBREVIATIONS
        )
        # a date's year: "Supersedes: HFC 15 (2016 edition), from 1 October 2024. 15.1.1
        # This chapter applies to ..."
        or re.fullmatch(r"(?:19|20)\d\d", before.text) is not None
    )


def _numbered_period(text: str) -> bool:
    """A code the tokenizer kept its sentence's period on ("with IEC/SC 62A. This third
    edition"): a token with a digit ending in '.' (an abbreviation has none: "U.S.")."""
    return len(text) > 1 and text.endswith(".") and any(char.isdigit() for char in text)


def _abbreviations(doc: Doc, index: int) -> bool:
    """Whether the '.' at ``index`` is inside a run of abbreviations, as a reporter's name
    writes one ("88 N. Hald. App. 2d 201"): a short capitalised word before it, and another
    followed by its own '.' after it."""

    def short(token: Token) -> bool:
        return token.is_alpha and token.is_title and len(token.text) <= ABBREVIATION_CHARS

    return (
        index >= 1
        and index + 2 < len(doc)
        and short(doc[index - 1])
        and (
            (short(doc[index + 1]) and doc[index + 2].text == ".")
            # "Revised Cal. P.U.C. Sheet No. 53990-E": an initialism after it
            or INITIALISM.fullmatch(doc[index + 1].text) is not None
        )
    )


#: Initials with their full stops: "P.U.C.", "C.F.R.".
INITIALISM = re.compile(r"(?:[A-Z]\.){2,}")


def _continues(text: str) -> bool:
    """Whether a token after a '.' carries the sentence on: an abbreviation's period ("(9th
    Cir. 1995)", "e.g. the") is followed by a digit, a lower-case word or closing
    punctuation, a sentence by neither."""
    return text[:1].isdigit() or text[:1].islower() or text[:1] in ")],;:"


def iter_docs(
    nlp: Language, texts: Iterable[str], *, batch_size: int, n_process: int
) -> Iterator[Doc]:
    """``nlp.pipe`` in batches; several processes when asked (each worker forks the pipeline)."""
    yield from nlp.pipe(texts, batch_size=batch_size, n_process=n_process)
