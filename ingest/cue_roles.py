"""Who acts in a cue phrase's sentence, and on what: the phrase's subject and object.

No parser runs at ingest, so the roles come from the tokens around the phrase: the subject
stands right before it ("This standard replaces", "RFC 9110 replaces", "Jane Doe replaces"),
the object right after it, up to a preposition, a negation or a new clause ("replaces SOP-QA-3
in accordance with SOP-QA-1"). Names (entity spans, ``inside``) are never cut.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from collections.abc import Set as AbstractSet

from spacy.tokens import Doc, Span, Token

from graphcar.months import MONTHS
from ingest.effect_dates import UNTIL_DATE

#: Characters of the tokens that end the introductory part of a clause: the subject of a
#: verb follows them (",", ":", "--", and "):" as the tokenizer keeps "(Entire Agreement):").
SUBJECT_BREAKS = frozenset(",:()-\u2013\u2014")
QUOTES = frozenset({'"', "\u201c", "\u201d"})
#: Words naming a part of a document or of a product: "supersedes step 4 of WI-7",
#: "replaces RFC 2616 section 3", "replaces the old part PV 100" (not the whole document).
PART_WORDS = frozenset(
    {"section", "sections", "clause", "clauses", "step", "steps", "paragraph", "paragraphs"}
    | {"annex", "annexes", "appendix", "appendices", "chapter", "chapters", "table", "tables"}
    | {"figure", "figures", "item", "items", "page", "pages", "part", "parts", "subsection"}
    | {"subclause", "subclauses", "article", "articles", "schedule", "schedules", "exhibit"}
    | {"exhibits", "attachment", "attachments", "rider", "riders", "annexure", "annexures"}
)
#: A code's subpart written after its part ("34 C.F.R. pt. 668, subpt. T", "40 CFR Part 82,
#: Subpart F"), at most ``SUBPART_TOKENS`` tokens: still the subject.
SUBPART_WORDS = frozenset({"subpart", "subparts", "subpt", "subpts"})
SUBPART_TOKENS = 4
#: A part a subject names by its number ("Section 20 of the Banking Act of 1933 is repealed"),
#: its letters before it too ("paragraph CC.6.3.2 of the Connection Conditions", "Paragraph
#: B35"): a document titled by that part is the target ("Banking Act of 1933, section 20").
NUMBERED_PART_WORDS = (
    "section|article|paragraph|part|chapter|schedule|clause|subsection|annex|appendix"
)
NUMBERED_PART = re.compile(
    rf"\b({NUMBERED_PART_WORDS})s?\s+((?-i:[A-Z]{{1,3}})\.?\d{{1,5}}[a-z]?(?:[.-]\d{{1,5}}[a-z]?)*"
    rf"(?-i:[A-Z])?|\d{{1,5}}[a-z]?(?:[.-]\d{{1,5}}[a-z]?)*|[ivxlc]{{1,6}})\b",
    re.IGNORECASE,
)
#: A section sign as a title writes a section's number ("Rural Broadband Deployment Act, § 6").
SECTION_SIGN = re.compile(r"§\s*(?=\d)")
#: Words that restrict an act to some cases or a condition: "for export orders only",
#: "temporarily", "pending QA approval", "(if approved)", "partially supersedes".
RESTRICTIONS = frozenset(
    {"only", "temporarily", "temporary", "interim", "provisionally", "partially", "pending"}
    | {"until", "except", "excluding", "if", "unless", "upon", "provided", "partly"}
    # a precedence clause: "In the event of any conflict ..., this Addendum shall supersede"
    | {"conflict", "conflicts", "inconsistency", "inconsistencies", "inconsistent", "extent"}
)
#: Words right after "for" that do not qualify an act ("replaces SOP-QA-3 for all sites",
#: "for the reasons below", a regulator's "the guidance for industry ...", "withdrawn for
#: further consideration"); others ("for Site B", "for export orders") do.
UNRESTRICTED = frozenset(
    {"all", "any", "every", "each", "reason", "reasons", "industry", "further"}
)
#: A case named by when it starts ("for policies written or renewed on or after January 1,
#: 2022"), and how many tokens after "for" it is read in.
STARTING = re.compile(
    r"\bon\s+or\s+after\b|\b(?:from|after)\s+(?:the\s+)?\d"
    # "for the 2022-23 and later income years"
    r"|\band\s+(?:later|subsequent|following|future)\b",
    re.IGNORECASE,
)
START_REACH = 10
#: Word pairs after the object that restrict it as "for" does: "in respect of enterprise
#: customers", "in relation to", "as regards".
REGARDING = frozenset({("in", "respect"), ("in", "relation"), ("as", "regards")})
#: Words that end a phrase's object: prepositions, relatives, a negation ("replaces SOP-QA-3
#: in accordance with SOP-QA-1", "replaces SOP-QA-4, not SOP-QA-3").
OBJECT_STOPS = frozenset(
    {"in", "under", "with", "per", "as", "for", "from", "at", "on", "into", "within", "to"}
    | {"without", "pursuant", "according", "following", "after", "before", "because", "which"}
    | {"that", "who", "where", "when", "while", "not", "but", "is", "are", "was", "were"}
)
#: Words after which "in" or "of" names the case an object means ("the holding in Ashford",
#: "the decision of the Court in Smith").
HOLDING_WORDS = frozenset({"holding", "holdings", "decision", "judgment", "ruling"})
#: Words after which "in" names the document stating what an object names ("the position set
#: out in Interpretive Letter 1172", "the interpretation contained in", "corrects an error in
#: Table 1 of Electrical Bulletin EB-5").
STATING_WORDS = frozenset(
    {"out", "contained", "stated", "expressed", "articulated"}
    | {"error", "errors", "mistake", "mistakes", "omission", "omissions", "inaccuracy"}
)
#: Words naming an edition right after a name: "the Remote Working Policy, HR-POL-017 issue
#: 2" names the code in the object, as a list item would.
EDITION_AFTER_NAME = frozenset({"issue", "rev", "revision", "version", "edition"})
#: Words between names of one list: "SOP-QA-3, SOP-QA-4 and the SOP-QA-5".
LIST_FILLERS = frozenset({",", "and", "or", "&", "the", "its", "all", "both", "either"})
#: How many tokens after an opening phrase's comma name its subject ("Superseding RFC 2616,
#: this document defines").
INTRODUCED_SUBJECT_TOKENS = 4
#: A subject that refers to the previous sentence's ("This manual covers field service. It
#: supersedes FSM-100."; "USN-7302-1 fixed a vulnerability. The update introduced a
#: regression."), and how many of that sentence's opening tokens are read for it.
REFERRING_SUBJECTS = frozenset(
    {
        ("it",), ("they",), ("the", "update"), ("that", "update"),
        # what the document before is to do or say: "Its implementation is postponed until 1
        # September 2023", "Its requirements are suspended until further notice"
        *(("its", *words.split()) for words in (
            "implementation", "commencement", "start", "start date", "effective date",
            "introduction", "application", "requirements", "provisions", "operation",
        )),
    }
)  # fmt: skip
#: Words an introductory phrase opens with ("On its effective date this Standard replaces",
#: "Upon publication, this edition supersedes", "From that date it supersedes").
INTRODUCTORY_WORDS = frozenset({"on", "upon", "from", "as", "at", "with", "effective", "after"})
#: The most words of an introductory phrase and "it" ("From that date it", "On its coming
#: into effect it").
INTRODUCED_PRONOUN_WORDS = 6
ANTECEDENT_TOKENS = 5
#: How far into the previous sentence an opening phrase may run before "this" names the
#: document ("By order of the Secretary of the Air Force, this Guidance Memorandum ...").
OPENING_TOKENS = 20
#: A year, as a token or written in a description ("the 2019 statutory guidance").
YEAR = re.compile(r"(?:19|20)\d\d")
#: Verbs that end a clause's opening words, its subject: "It was issued by the Standards
#: Council ..., and supersedes all previous editions" is said of "It".
AUXILIARIES = frozenset({"is", "was", "are", "were", "has", "have", "had", "will", "shall"})
LABEL_TOKENS = 3
#: The most letters of an acronym bracketed after a name ("(WHD)").
ACRONYM_LETTERS = 8
#: Words after an object that list what it includes: "supersedes all prior agreements ...,
#: including the Prior Agreement".
INCLUSIONS = frozenset({"including", "incl"})
#: Words before a title an object cites ("supersedes the 2016 ESC Guidelines for ..."), and
#: how long a cited title may be, in tokens.
TITLE_DETERMINERS = frozenset({"the", "its", "our", "their"})
#: Capitalised words no title starts with: a sentence's "This revenue procedure".
NOT_TITLE_STARTS = frozenset({"this", "these", "that", "those", "such", "each", "every", "any"})
#: Words that may follow a cited title: its date ("dated 1 April 2020", "issued in 2010"),
#: a list word, or the rest of the sentence ("in its entirety", "which is withdrawn").
TITLE_FOLLOWERS = frozenset(
    {"dated", "issued", "published", "adopted", "approved", "effective", "of", "and", "or"}
    | {"in", "its", "entirely", "and/or", "together", "as", "which", "that"}
)
CITED_TITLE_TOKENS = 30
#: How long a list item's marker may be: "(a)", "(iv)".
LIST_MARK_CHARS = 4


#: Words opening a relative clause set off by commas after a subject.
RELATIVE_PRONOUNS = frozenset({"which", "who", "whose"})


#: Words right before a name that say a description the object began is that document:
#: "the previous live patch ... released as SUSE-SU-2024:1880-1", "the interim guidance
#: published on 5 August 2024 in knowledge base article HN-KB-20240805".
NAMING_WORDS = frozenset(
    {"as", "article", "bulletin", "advisory", "notice", "erratum", "errata", "update", "memo",
     "memorandum", "letter", "communication", "circular", "note",
     "at"}  # "the Federal Register notice published at 86 FR 36295"
)
#: A participle saying where or as what a described document came out.
ISSUING_PARTICIPLES = frozenset({"released", "published", "issued", "posted", "distributed"})


def described_name_start(
    doc: Doc, start: int, object_last: int, clause_last: int, inside: AbstractSet[int]
) -> int | None:
    """Where the name of a document an object describes starts ("supersedes the previous live
    patch for this kernel released as SUSE-SU-2024:1880-1": the name after the object's
    preposition), None unless the object is a description ("the ...") naming none, a
    participle tells where it came out, and the name follows "as" or a document noun."""
    words = [t for t in doc[start:object_last] if not t.is_space]
    if not words or words[0].lower_ != "the" or any(t.i in inside for t in words):
        return None
    issued = any(t.lower_ in ISSUING_PARTICIPLES for t in words)
    for index in range(object_last, clause_last):
        token = doc[index]
        if index in inside:  # a product or a day on the way ("for this kernel") is no name
            if issued and doc[index - 1].lower_ in NAMING_WORDS:
                return index
            continue
        if token.text in {",", ";"} or token.lower_ in {"and", "or", "but"}:
            return None
        issued = issued or token.lower_ in ISSUING_PARTICIPLES
    return None


def relative_subject(doc: Doc, subject_first: int, subject_last: int) -> bool:
    """Whether a subject opens with a relative pronoun after a comma ("RHSA-2024:1486 (Firefox
    115.9.1 ESR), which this erratum supersedes"): the phrase's object is what it stands for,
    named before the comma."""
    return (
        0 < subject_first < subject_last
        and doc[subject_first].lower_ in RELATIVE_PRONOUNS | {"that"}
        and doc[subject_first - 1].text == ","
    )


def breaks_subject(token: str) -> bool:
    """Whether a token ends the introductory part of a clause (``SUBJECT_BREAKS``), or is a
    line break: a heading's own line ("Highlights" above "This update replaces ..."; the
    breaks of hard-wrapped lines are joined before cues are read)."""
    return bool(token) and (
        all(char in SUBJECT_BREAKS for char in token) or ("\n" in token and not token.strip())
    )


#: Phrases changing words of a document its sentence's opening "In ...," names, and the word
#: the changed words open with after that opening's comma.
CHANGED_IN = {"substitute": "for", "is corrected": "the", "are corrected": "the"}


def substituted_in(doc: Doc, span: Span, clause_first: int) -> tuple[int, int] | None:
    """Where a substitution or correction names the document it changes, in its opening
    "In ...," ("In paragraph 5 of Circular AHC 04/2016, for '500 degree-days' substitute '700
    degree-days'", "In Amendment No. 1 to the Street Trading Policy 2020, the commencement
    date printed as 1 April 2032 is corrected to 1 April 2023"): those words; None for any
    other phrase or opening."""
    opening = CHANGED_IN.get(span.text.lower())
    if opening is None or doc[clause_first].lower_ != "in":
        return None
    depth = 0
    for token in doc[clause_first + 1 : span.start]:
        depth += token.text.count("(") - token.text.count(")")  # "1(2" ")" of "Article 1(2)"
        if token.text == "," and depth == 0:
            following = token.i + 1
            if following < span.start and doc[following].lower_ == opening:
                return clause_first + 1, token.i
            return None
    return None


def subject_bounds(
    doc: Doc,
    span: Span,
    clause_first: int,
    object_last: int,
    clause_last: int,
    inside: AbstractSet[int],
) -> tuple[int, int]:
    """Token bounds of the phrase's subject: the words right before it, after the last comma,
    colon, dash or bracket ("As required by SOP-QA-1, this procedure replaces"). Where a
    comma or bracket stands right before it ("Jane Doe, QA Manager, replaces"), the whole
    clause before it; where "and" does ("This document updates RFC 3864 and obsoletes"), the
    clause's opening words, to the first name after them, without the lower-case word right
    before it (the verb they share the subject with: "The amendments in this Update create
    Topic 842, Leases, and supersede Topic 840"). Where an opening participle or
    preposition ("Superseding RFC 2616, this document defines", "In place of RFC 2616,
    implementers should read") is followed by a comma, what follows. Empty for a header or
    an opening statement ("Obsoletes: RFC 2616", "Supersedes SOP-QA-3.")."""
    clause_first = past_mark(doc, clause_first, span.start)
    if (substituted := substituted_in(doc, span, clause_first)) is not None:
        return substituted
    first = past_mark(doc, subject_start(doc, span.start, clause_first, inside), span.start)
    before = [t for t in doc[first : span.start] if not t.is_space]
    if before and before[-1].i not in inside and before[-1].lower_ in {"and", "or", "&"}:
        # the clause opens after a heading's colon ("Scope and retirement of predecessor
        # standards: from its effective date this standard consolidates and replaces X")
        opening = past_introduction(
            doc, after_colon(doc, clause_first, span.start, inside), span.start
        )
        last = opening_words_end(doc, opening, span.start, inside)
        if last in inside and last - 1 > opening and doc[last - 1].is_lower:
            last -= 1  # the first predicate's verb: "The amendments in this Update create"
        acting = next(
            (i for i in range(opening + 1, last) if acronym_acts(doc, i) and i not in inside),
            last,
        )  # "FDA rescinds its letter of April 8, 2022 ... and reinstates": "FDA"
        return opening, acting
    if first < span.start:  # past a board's "It was resolved that", a court's "ORDERED that"
        first = past_introduction(doc, first, span.start)
        return past_first_predicate(doc, first, span.start, inside), span.start
    if span.start > clause_first and doc[span.start - 1].text != ":":
        # "HR Notice N-2020-03, which temporarily suspended ..., is rescinded": the subject
        # without its relative clause; after a label's colon ("Guidance replaced by this
        # publication: CG191 (published December 2014) - replaced in full")
        clause_first = after_colon(doc, clause_first, span.start, inside)
        for index in range(clause_first + 1, span.start - 1):
            if doc[index].lower_ in RELATIVE_PRONOUNS and doc[index - 1].text == ",":
                return clause_first, index - 1
        first = past_introduction(doc, clause_first, span.start)
        return past_first_predicate(doc, first, span.start, inside), span.start
    opening = span.text.lower().endswith("ing") or span.text.lower().startswith("in ")
    if opening and object_last < clause_last and doc[object_last].text == ",":
        first = object_last + 1
        year = first + 1 < clause_last and YEAR.fullmatch(doc[first].text) is not None
        if year and doc[first + 1].text == ",":
            # the year of the object's day: "In supersession of circular X dated January 5,
            # 2008, the following framework shall apply"
            first += 2
        return first, min(clause_last, first + INTRODUCED_SUBJECT_TOKENS)
    return span.start, span.start


#: The auxiliaries of a passive predicate a second one may follow in one sentence.
PASSIVE_AUXILIARIES = frozenset({"is", "are", "was", "were"})
#: How many tokens a passive predicate's auxiliary stands before the "and" ending it ("is
#: set aside and", "is hereby revoked and").
PREDICATE_REACH = 6


def past_first_predicate(doc: Doc, first: int, last: int, inside: AbstractSet[int]) -> int:
    """Where the second of two coordinated passives' subjects starts: past the first
    predicate and its "and" ("The decision of the High Court in [2022] HC 233 is set aside
    and the decision of the Tribunal in [2021] GLT 14 is restored": the Tribunal's);
    ``first`` where no predicate stands before ``last``."""
    for index in range(last - 1, first, -1):
        if doc[index].lower_ != "and" or index in inside:
            continue
        reach = range(max(first, index - PREDICATE_REACH), index)
        if any(doc[i].lower_ in PASSIVE_AUXILIARIES and i not in inside for i in reach):
            return index + 1
        if new_subject(doc, index + 1, last) and any(
            doc[i].lower_ in PASSIVE_AUXILIARIES and i not in inside for i in range(first, index)
        ):
            # a clause of its own after "and": "The Direction was therefore made on a wrong
            # view of the tariff and the Tribunal quashes Classification Direction 2022/01"
            return index + 1
        # a commencement before it: "This Order comes into force on 1 April 2024 and the
        # Veterinary Medicines (Fees) Order 2021 is revoked"
        started = range(max(first, index - COMMENCEMENT_REACH), index - 1)
        if any(
            doc[i].lower_ == "into" and doc[i + 1].lower_ in IN_FORCE and i not in inside
            for i in started
        ):
            return index + 1
    return first


def new_subject(doc: Doc, start: int, last: int) -> bool:
    """Whether the words from ``start`` to the phrase at ``last`` are a body's name of its own
    ("the Tribunal", "the Appeals Panel"): a clause's new subject after "and"."""
    words = doc[start:last]
    return (
        1 < len(words) <= NEW_SUBJECT_TOKENS
        and words[0].lower_ == "the"
        and all(t.is_alpha and t.text[:1].isupper() for t in words[1:])
    )


#: How many tokens a body's name after "and" may have ("the Appeals Panel").
NEW_SUBJECT_TOKENS = 4
#: How many tokens before the "and" ending it a commencement's "into force" may stand ("comes
#: into force on 1 April 2024 and"), and the words it comes into.
COMMENCEMENT_REACH = 10
IN_FORCE = frozenset({"force", "effect", "operation"})


#: Phrases opening a clause with what the act follows, not what it acts on: "Consistent
#: with Executive Order 14192, ..., OMB Circular A-4 ... is hereby rescinded".
INTRODUCERS = (
    ("consistent", "with"),
    ("pursuant", "to"),
    ("in", "accordance", "with"),
    ("in", "light", "of"),
    ("as", "required", "by"),
    ("as", "directed", "by"),
    ("under",),
    # the act's grounds: "On the basis of these data, FDA rescinds X and reinstates Y"
    ("on", "the", "basis", "of"),
    ("based", "on"),
    ("in", "view", "of"),
    ("in", "response", "to"),
    ("following",),
)
INTRODUCER_WORDS = max(len(opener) for opener in INTRODUCERS)


#: A court's or a board's words ordering what follows "that": "It is ORDERED that X is
#: VACATED", "It was resolved that the Related Party Transactions Policy ... is repealed".
ORDERING_WORDS = frozenset(
    {"ordered", "adjudged", "decreed", "resolved"}
    # an issuer announcing its act: "The ACD is pleased to announce that the suspension of
    # dealing ... will be lifted"
    | {"announce", "announces", "confirm", "confirms", "notify", "notifies"}
    # "The Department gives notice that the ... Direction 2022 will not come into force on ..."
    | {"notice"}
    # a body's decision: "Senate has therefore agreed that the date on which ... is deferred"
    | {"decided", "agreed", "determined"}
)


def past_introduction(doc: Doc, first: int, last: int) -> int:
    """Where a clause's subject starts past a court's "ORDERED that", or past an introductory
    phrase set off by a comma and the title in apposition to what it names ("Consistent with
    Executive Order 14192, Unleashing Prosperity Through Deregulation, OMB Circular A-4 of
    November 9, 2023, is hereby rescinded": "OMB Circular A-4 ..."); ``first`` where none
    opens it."""
    for index in range(first + 1, last - 1):
        if doc[index].lower_ == "that" and ordered_before(doc, index, first):
            return index + 1  # "It is therefore ORDERED that the 2024 Rule ... is VACATED"
    if (dated := past_time_opening(doc, first, last)) > first:
        return dated
    words = tuple(t.lower_ for t in doc[first : min(last, first + INTRODUCER_WORDS)])
    if not any(words[: len(opener)] == opener for opener in INTRODUCERS):
        return first
    commas = [i for i in range(first, last - 1) if doc[i].text == ","]
    if not commas:
        return first
    start = commas[0] + 1
    following = next((i for i in commas if i > start), None)
    if following is not None and all(
        t.text[:1].isupper() or t.lower_ in ("of", "and", "the", "for", "through", "on", "in")
        for t in doc[start:following]
    ):
        start = following + 1  # the title in apposition: "Unleashing Prosperity Through ..."
    return start if start < last else first


def ordered_before(doc: Doc, that: int, first: int) -> bool:
    """Whether an ordering word (``ORDERING_WORDS``) stands before the "that" at ``that``,
    right before it or past the day it was given ("Cabinet agreed on 4 March 2025 that")."""
    index = that - 1
    while index > first and (
        doc[index].lower_ in MONTHS
        or DAY_OR_YEAR.fullmatch(doc[index].text) is not None
        or doc[index].lower_ in {"on", ","}
    ):
        index -= 1
    return index >= first and doc[index].lower_ in ORDERING_WORDS


def past_time_opening(doc: Doc, first: int, last: int) -> int:
    """Where a clause's subject starts past the day it opens with when no comma sets that day
    off ("With effect from 1 January 2021 the ADE Anti-Doping Rules 2015 are repealed", "From
    that date the Rules 2021 ... are repealed"); ``first`` where it opens with none."""
    words = [t.lower_ for t in doc[first : min(last, first + TIME_OPENER_WORDS)]]
    opener = next((len(o) for o in TIME_OPENERS if tuple(words[: len(o)]) == o), 0)
    if not opener:
        return first
    index, dated = first + opener, False
    while index < last - 1 and (
        doc[index].lower_ in MONTHS
        or DAY_OR_YEAR.fullmatch(doc[index].text) is not None
        or doc[index].lower_ in DAY_WORDS - POINTING_DAY
        # "that date", not the subject's "this" after a day ("... 2021 this Policy replaces")
        or (doc[index].lower_ in POINTING_DAY and doc[index + 1].lower_ in DAY_WORDS)
    ):
        dated = dated or doc[index].lower_ not in POINTING_DAY
        index += 1
    opens_subject = doc[index].lower_ in {"the", "this", "these", "its"} or doc[index].is_title
    return index if dated and opens_subject and not doc[index].is_punct else first


#: Words opening a clause with the day its act takes effect: "With effect from 1 January
#: 2021", "From that date", "As of 1 July 2024", "On 30 June 2025".
TIME_OPENERS = (
    ("with", "effect", "from"),
    ("with", "effect", "on"),
    ("as", "from"),
    ("as", "of"),
    ("effective", "from"),
    ("effective", "on"),
    ("effective",),
    ("from",),
    ("on",),
)
TIME_OPENER_WORDS = max(len(opener) for opener in TIME_OPENERS)
#: A day's number, ordinal or year as a token: "1", "1st", "2021".
DAY_OR_YEAR = re.compile(r"\d{1,2}(?:st|nd|rd|th)?|(?:19|20)\d\d")
#: Words of a day named in words: "that date", "this day" (the pointing word alone names
#: none).
POINTING_DAY = frozenset({"that", "this"})
DAY_WORDS = POINTING_DAY | {"date", "day"}


def acronym_acts(doc: Doc, index: int) -> bool:
    """Whether the token at ``index`` is a verb in the present's third person right after an
    acronym ("FDA rescinds", "EMA recommends")."""
    verb, actor = doc[index], doc[index - 1]
    return (
        verb.is_lower
        and verb.is_alpha
        and verb.text.endswith("s")
        and actor.is_upper
        and actor.is_alpha
        and 2 <= len(actor.text) <= ACRONYM_LETTERS
    )


def past_mark(doc: Doc, first: int, last: int) -> int:
    """Where a clause starting at ``first`` starts past a list item's mark ("(a) Executive
    Order 13957 ... is hereby revoked": "Executive"), ``first`` where it opens with none."""
    for mark in (first, first - 1):
        if mark >= 0 and (enumeration(doc, mark) or section_heading(doc, mark)) and mark + 3 < last:
            return mark + 3
    return first


#: Words heading a numbered part of an enactment: "Section 1. Ordinance No. 2020-27 is
#: repealed", "Article 2. ...".
HEADING_WORDS = frozenset({"section", "sec", "article", "art", "§"})


def section_heading(doc: Doc, index: int) -> bool:
    """Whether a numbered part's heading starts at token ``index``: "Section 1.", "Art. 4."."""
    return (
        index + 2 < len(doc)
        and doc[index].lower_.rstrip(".") in HEADING_WORDS
        and re.fullmatch(r"\d{1,3}[a-z]?", doc[index + 1].text) is not None
        and doc[index + 2].text == "."
    )


def enumeration(doc: Doc, index: int) -> bool:
    """Whether a list item's mark starts at token ``index``: "(a)", "(2)", "(iv)"."""
    return (
        index + 2 < len(doc)
        and doc[index].text == "("
        and doc[index + 2].text == ")"
        and re.fullmatch(r"[a-z]|[ivx]{1,4}|\d{1,2}", doc[index + 1].text) is not None
    )


def after_colon(doc: Doc, first: int, last: int, inside: AbstractSet[int]) -> int:
    """Where a clause starts after the last colon (outside names) before ``last``, else
    ``first``."""
    for index in range(last - 1, first - 1, -1):
        if (
            index not in inside
            and doc[index].text == ":"
            and not subtitle_colon(doc, first, index, inside)
        ):
            return index + 1
    return first


def subtitle_colon(doc: Doc, first: int, index: int, inside: AbstractSet[int]) -> bool:
    """Whether the colon at ``index`` opens the subtitle of a name cited in running words
    ("The date of application of Standard RS-8: Transfer of Records ... is deferred",
    "Section 6.2 of the Domestic Minimum Standard: Guidance for Landlords ... is replaced"),
    not a label's or a heading's ("Revoked: ...", "Circular 2019/06: The requirement ...")."""
    return (
        (index - 1 in inside or doc[index - 1].is_title)
        and index + 1 < len(doc)
        and doc[index + 1].is_title
        and any(t.i not in inside and t.is_lower and t.is_alpha for t in doc[first : index - 1])
    )


def refers_back(doc: Doc, first: int, last: int, inside: AbstractSet[int]) -> bool:
    """Whether a subject is a pronoun or a definite "the update" standing for the previous
    sentence's subject (not "this update": the document's own), also of a second predicate
    ("It supersedes and replaces X") or after an introductory phrase ("From that date it
    supersedes"); not a name ("IT-PRO-014 is retired")."""
    if any(index in inside for index in range(first, last)):
        return False
    words = tuple(t.lower_ for t in doc[first:last] if t.is_alpha)
    return (
        words in REFERRING_SUBJECTS
        or (len(words) == 3 and words[0] in ("it", "they") and words[2] in ("and", "or"))
        or (
            words[-1:] == ("it",)
            and words[0] in INTRODUCTORY_WORDS
            and len(words) <= INTRODUCED_PRONOUN_WORDS
        )
    )


def antecedent_bounds(
    doc: Doc, previous_first: int, previous_last: int, inside: AbstractSet[int]
) -> tuple[int, int]:
    """The previous sentence's opening words, what "It" stands for: up to its first break or
    second name, at most ``ANTECEDENT_TOKENS`` tokens ("This manual covers", "SOP-QA-20
    describes"), after a leading label ("Details: USN-7302-1 fixed")."""
    previous_first = after_label(doc, previous_first, previous_last, inside)
    # "By order of the Secretary of the Air Force, this Guidance Memorandum changes ...": the
    # document itself after an opening phrase
    opening = range(previous_first + 1, min(previous_last, previous_first + OPENING_TOKENS))
    previous_first = next(
        (
            index
            for index in opening
            if doc[index].lower_ == "this" and doc[index - 1].text == "," and index not in inside
        ),
        previous_first,
    )
    if (issued := issued_named(doc, previous_first, previous_last, inside)) is not None:
        # "In February 2019 the Authority published DN 2019/02, which ... . It is withdrawn",
        # "The Council ... publishes this Statement of Licensing Policy. It has effect from"
        return issued
    last = min(previous_last, previous_first + ANTECEDENT_TOKENS)
    while last < previous_last and last - 1 in inside and last in inside:
        last += 1  # a name is never cut
    return previous_first, opening_words_end(doc, previous_first, last, inside)


#: Verbs by which a sentence's issuer puts out the document a next sentence's "It" means.
ISSUING_VERBS = frozenset(
    {"published", "issued", "adopted", "made", "publishes", "issues", "adopts", "makes"}
)


def issued_named(
    doc: Doc, first: int, last: int, inside: AbstractSet[int]
) -> tuple[int, int] | None:
    """Where a sentence not opening with a name says its issuer put out a named document
    ("the Authority published DN 2019/02") or the document itself ("publishes this Statement
    of Licensing Policy"): that name's bounds, or "this" and its noun; else None."""
    if first in inside or doc[first].lower_ in NOT_TITLE_STARTS:
        return None
    for index in range(first + 1, last - 1):
        if doc[index].lower_ not in ISSUING_VERBS or index in inside:
            continue
        named = index + 1
        if doc[named].lower_ == "this" and doc[named + 1].is_alpha:
            return named, named + 2
        if named in inside:
            end = named
            while end < last and end in inside:
                end += 1
            return named, end
        return None
    return None


def after_label(doc: Doc, first: int, last: int, inside: AbstractSet[int]) -> int:
    """Where a sentence starts after a leading label of at most ``LABEL_TOKENS`` tokens and
    a colon or a line break ("Details:", "Update instructions:", a "Highlights" line), else
    ``first``."""
    for index in range(first, min(last, first + LABEL_TOKENS + 1)):
        if index not in inside and (doc[index].text == ":" or breaks_subject(doc[index].text)):
            return index + 1
    return first


def opening_words_end(doc: Doc, first: int, last: int, inside: AbstractSet[int]) -> int:
    """Where a clause's opening words end: at the first name after them, an auxiliary verb
    (``AUXILIARIES``), or a break outside names ("Regulation (EU) 2016/679 ... and repealing
    Directive 95/46/EC": its own name)."""
    for index in range(first, last):
        starts_name = index in inside and (index - 1) not in inside
        breaks = index not in inside and breaks_subject(doc[index].text) and not hyphen(doc, index)
        finite = index not in inside and doc[index].lower_ in AUXILIARIES
        if index > first and (starts_name or breaks or finite):
            return index
    return last


def subject_start(doc: Doc, cue_start: int, clause_first: int, inside: AbstractSet[int]) -> int:
    """After the last comma, colon, dash or bracket before ``cue_start`` in its clause,
    outside names ("SOP-QA-1" is one name), hyphenated words ("Guidance Bulletin 2018-02
    is withdrawn") and quotation marks ('FINMA Circular 2008/21 "Operational risks - banks"
    of 20 November 2008 is repealed')."""
    if (dated := date_it_starts(doc, cue_start, clause_first)) is not None:
        return dated
    quotes = 0
    for index in range(cue_start - 1, clause_first - 1, -1):
        quotes += doc[index].text in QUOTES
        if quotes == 1 and doc[index].text == ":" and doc[index + 1].text in QUOTES:
            # a provision quoted after its colon: 'Article 6 provides: "The ... Order 2016 is
            # revoked."' (the quotation's own subject)
            return index + 2
        if (
            index not in inside
            and breaks_subject(doc[index].text)
            and not hyphen(doc, index)
            and not quotes % 2
            and not continues_aside(doc, index + 1, cue_start)
            and not bracketed_acronym(doc, index)
            and not bracketed_title_words(doc, index)
            and not between_names(doc, index, inside)
            and not dates_name(doc, index, inside)
            and not in_day(doc, index)
            and not provision_bracket(doc, index)
        ):
            return index + 1
    return clause_first


#: Words after "date" naming the day a document starts: "the date of application of".
DATE_OF_START = frozenset({("of", "application"), ("of", "commencement"), ("of", "effect")})


def date_it_starts(doc: Doc, cue_start: int, clause_first: int) -> int | None:
    """Where a subject naming the day a document starts opens, its name's commas inside it
    ("the date on which Code of Practice COP-12, Tailings Storage Facilities, commences is
    deferred"): at that "date", where the words before the phrase end with the document's
    starting, or where the clause opens with "the date of application of" (``DATE_OF_START``)."""
    for index in range(cue_start - 3, clause_first - 1, -1):
        # a clause opening "The date of application of the Charging Scheme 2026 registration
        # charges for waste carriers, brokers and dealers is deferred" (an adverbial and its
        # comma before it at most: "To give software suppliers more time ..., the date of
        # application of Practice Guide 82, Rev. 2 is deferred")
        if doc[index].lower_ != "date" or (
            doc[index + 1].lower_,
            doc[index + 2].lower_,
        ) not in DATE_OF_START:
            continue
        start = index - 1 if index > clause_first and doc[index - 1].lower_ == "the" else index
        adverbial = start > clause_first + 1 and doc[start - 1].text == ","
        if start == clause_first or adverbial:
            return start
    if cue_start - 1 <= clause_first or doc[cue_start - 1].lower_ not in STARTING_PREDICATE:
        return None
    for index in range(cue_start - 2, clause_first + 1, -1):
        if doc[index].lower_ == "which" and doc[index - 1].lower_ in ("on", "from"):
            if doc[index - 2].lower_ == "date":
                return index - 3 if doc[index - 3].lower_ == "the" else index - 2
            return None
    return None


#: A provision's bracketed letter or number written onto its name: "Rule 4.12(c)", "§
#: 1681(b)(2)".
PROVISION_BRACKET = re.compile(r"(?<=\w)\(\w{1,3}\)")


def provision_bracket(doc: Doc, index: int) -> bool:
    """Whether the bracket at ``index`` is one of a provision's letter written onto its name
    ("The suspension of enforcement of Rule 4.12(c) announced in Order 2022-02 is lifted"):
    part of the subject, no break in it."""
    at = doc[index].idx
    return any(
        found.start() <= at < found.end()
        for found in PROVISION_BRACKET.finditer(doc.text, max(0, at - 5), at + 5)
    )


def in_day(doc: Doc, index: int) -> bool:
    """Whether the comma at ``index`` parts a day from its year ("the circulars dated March
    31, 2021 and September 29, 2021 shall stand repealed"): part of the subject."""
    return (
        doc[index].text == ","
        and index > 0
        and index + 1 < len(doc)
        and re.fullmatch(r"\d{1,2}", doc[index - 1].text) is not None
        and YEAR.fullmatch(doc[index + 1].text) is not None
    )


def dates_name(doc: Doc, index: int, inside: AbstractSet[int]) -> bool:
    """Whether the comma at ``index`` opens the day of the name before it ("AR 25-50, dated
    17 May 2013; DA Memo 25-52, dated 2 January 2018; and ALARACT 014/2019 are superseded"):
    part of the subject."""
    following = index + 1
    return (
        doc[index].text == ","
        and (index - 1) in inside
        and following < len(doc)
        and doc[following].lower_ in ("dated", "issued")
    )


def between_names(doc: Doc, index: int, inside: AbstractSet[int]) -> bool:
    """Whether the comma at ``index`` separates two names of a list ("Executive Orders
    2020-59, 2020-69 and 2020-96 are rescinded", "M-08-27, and M-09-32 are rescinded"): part
    of the subject, not a break in it."""
    following = index + 1
    if following < len(doc) and doc[following].lower_ in ("and", "or"):
        following += 1
    # an issuer's acronym before the next name: "ATF Industry Circular 89-2, TTB Industry
    # Circular 2007-3 and ..."
    following = past_issuer_acronyms(doc, following, inside)
    return (
        doc[index].text == ","
        and (index - 1) in inside
        and following < len(doc)
        and following in inside
    )


#: How many issuers' acronyms may stand before a listed name.
ISSUER_ACRONYMS = 2


def past_issuer_acronyms(doc: Doc, index: int, inside: AbstractSet[int]) -> int:
    """Where a listed name starts past up to ``ISSUER_ACRONYMS`` issuers' acronyms in
    capitals before it ("TTB Industry Circular 2007-3", "DA Memo 25-52")."""
    for _ in range(ISSUER_ACRONYMS):
        token = doc[index] if index < len(doc) else None
        if token is None or index in inside or not token.is_alpha or not token.is_upper:
            break
        if not 2 <= len(token.text) <= ACRONYM_LETTERS:
            break
        index += 1
    return index


#: The most tokens a bracketed part of a title holds ("(Higher-Risk Buildings Cladding
#: Remediation)").
TITLE_BRACKET_TOKENS = 10


def bracketed_title_words(doc: Doc, index: int) -> bool:
    """Whether token ``index`` is a bracket around capitalised words inside a title ("The
    Building (Higher-Risk Buildings Cladding Remediation) Regulations 2020 are revoked", "The
    Private Hire Vehicles (Accessibility Standards) (England) Regulations 2014"): part of the
    subject, not a break in it."""
    text = doc[index].text
    if text not in ("(", ")"):
        return False
    step, other = (1, ")") if text == "(" else (-1, "(")
    reach = range(index + step, index + step * TITLE_BRACKET_TOKENS, step)
    match = next((i for i in reach if 0 <= i < len(doc) and doc[i].text == other), None)
    if match is None:
        return False
    opening, closing = sorted((index, match))
    if opening == 0 or closing + 1 >= len(doc):
        return False
    words = [t for t in doc[opening + 1 : closing] if t.is_alpha]
    return (
        bool(words)
        and all(t.text[:1].isupper() or t.lower_ in TITLE_LINKS for t in words)
        and (doc[opening - 1].text[:1].isupper() or doc[opening - 1].text == ")")
        # or its year: "The Open General Export Licence (Objects of Cultural Interest) 2019"
        and (
            doc[closing + 1].text[:1].isupper()
            or doc[closing + 1].text == "("
            or YEAR_TOKEN.fullmatch(doc[closing + 1].text) is not None
        )
    )


#: A year closing a title after its bracket.
YEAR_TOKEN = re.compile(r"(?:19|20)\d\d")


#: Lower-case words a title's capitalised words may have between them ("Fees and Consents").
TITLE_LINKS = frozenset({"and", "of", "for", "the", "on", "in", "to"})


def bracketed_acronym(doc: Doc, index: int) -> bool:
    """Whether token ``index`` is a bracket around an acronym after a name ("The Wage and Hour
    Division (WHD) is withdrawing"): part of the subject, not a break in it."""
    text = doc[index].text
    inner = index + 1 if text == "(" else index - 1 if text == ")" else None
    if inner is None or not 0 < inner < len(doc) - 1:
        return False
    word = doc[inner].text
    return (
        doc[inner - 1].text == "("
        and doc[inner + 1].text == ")"
        and word.isalpha()
        and word.isupper()
        and len(word) <= ACRONYM_LETTERS
    )


def continues_aside(doc: Doc, start: int, cue_start: int) -> bool:
    """Whether the words after a comma go on with what stood before it ("Sections 12-301 to
    12-318, inclusive, of the Marlow Code are repealed"): they open with "of", or with a
    word or two set off by another comma before it ("inclusive, of"), or are a part set off
    by commas ("C.R.S. 47-3-210, subsection (2), is amended")."""
    words = [t.lower_ for t in doc[start:cue_start] if not t.is_space]
    if words[:1] == ["of"] or (words[:1] and words[0] in PART_WORDS and words[-1] == ","):
        return True  # "C.R.S. 47-3-210, subsection (2), is amended": a part set off
    if words[:1] and words[0] in SUBPART_WORDS and len(words) <= SUBPART_TOKENS:
        return True  # "34 C.F.R. pt. 668, subpt. T is STAYED": the part ends the subject
    head = words[:4]
    return "," in head[1:3] and head[head.index(",", 1) + 1 : head.index(",", 1) + 2] == ["of"]


def hyphen(doc: Doc, index: int) -> bool:
    """Whether token ``index`` is a hyphen joining the words around it ("2018-02")."""
    return (
        doc[index].text == "-"
        and index > 0
        and not doc[index - 1].whitespace_
        and not doc[index].whitespace_
    )


#: How many words a capitalised title may run on before the name it ends in.
TITLED_NAME_WORDS = 4


def titled_name_continues(doc: Doc, index: int, clause_last: int, inside: AbstractSet[int]) -> bool:
    """Whether the preposition at ``index`` is a word of a capitalised title running on to a
    name ("Invitation for Bids No. MOH-T-2022-117", "Request for Proposals RFP-2024-03"):
    capitalised words on both sides, the name within ``TITLED_NAME_WORDS`` words after."""
    if index < 1 or index + 1 >= clause_last or index - 1 in inside:
        return False
    before, after = doc[index - 1], doc[index + 1]
    if not (before.is_title and before.is_alpha and after.is_title and after.is_alpha):
        return False
    reach = range(index + 1, min(clause_last, index + 2 + TITLED_NAME_WORDS))
    return any(i in inside for i in reach)


#: Words of manner an active phrase may take before its object ("replaces in its entirety the
#: Customer Agreement dated June 1, 2019"): no part of the object.
MANNER_BEFORE_OBJECT = (
    ("in", "its", "entirety"),
    ("in", "their", "entirety"),
    ("in", "full"),
)


def object_start(doc: Doc, end: int, clause_last: int) -> int:
    """Where an active phrase ending at ``end`` has its object start: past words of manner
    (``MANNER_BEFORE_OBJECT``) followed by more of the clause."""
    for words in MANNER_BEFORE_OBJECT:
        stop = end + len(words)
        if stop < clause_last and tuple(token.lower_ for token in doc[end:stop]) == words:
            return stop
    return end


#: Participles of the object's own making before its "by": "lifts the suspension imposed by
#: its letter of January 10, 2020" names who imposed it, not who lifts it; "replaces Chapter 7
#: as made by Release 2014/2" which edition it is; "suspends licence FDL-0921 held by Thomas
#: Brennan" whose licence it is.
OBJECT_PARTICIPLES = frozenset(
    {"imposed", "issued", "adopted", "published", "granted", "ordered", "established"}
    | {"approved", "signed", "made", "set", "introduced", "announced", "enacted", "held"}
)


def made_by_name(doc: Doc, index: int, clause_last: int, inside: AbstractSet[int]) -> bool:
    """Whether "as made by" and a name start at ``index``: the document that made the part
    an object names, which names which edition it is ("Chapter 7 as made by Release 2014/2");
    not "as amended by", whose amendment is another document."""
    return (
        index + 3 < clause_last
        and doc[index].lower_ == "as"
        and doc[index + 1].lower_ in OBJECT_PARTICIPLES
        and doc[index + 2].lower_ == "by"
        and index + 3 in inside
    )


def object_end(doc: Doc, start: int, clause_last: int, inside: AbstractSet[int]) -> int:
    """Where the phrase's object ends: at a preposition, a relative or a negation ("replaces
    SOP-QA-3 in accordance with SOP-QA-1", "replaces SOP-QA-4, not SOP-QA-3"), or at a comma
    or "and" not followed by another name ("repeals Directive 93/42/EEC and amends
    Regulation ..."); a list of names and a bracketed gloss stay in ("cancels and replaces
    the second edition (ISO 9001:2008)", "supersedes SOP-QA-3, SOP-QA-4 and SOP-QA-5")."""
    index = start
    while index < clause_last:
        if index in inside:
            index += 1
            continue
        word = doc[index].lower_
        if (close := closing_quote(doc, index, clause_last)) is not None:
            # a quoted title: "has withdrawn the guidance 'How to comply with your permit'"
            index = close + 1
            continue
        if word == "(" and index - 1 in inside:
            # a name's gloss: "Advisory Opinions 2018-11 (Okafor for Congress) and 2019-13"
            close = closing_bracket(doc, index, clause_last)
            if close is not None:
                index = close + 1
                continue
        if word in {"in", "of"} and index > start and doc[index - 1].lower_ in HOLDING_WORDS:
            index += 1
            continue  # "supersede the holding in Ashford": the case is the object
        if word == "in" and index > start and doc[index - 1].lower_ in STATING_WORDS:
            index += 1
            continue  # "reinstates the position set out in Interpretive Letter 1172"
        if made_by_name(doc, index, clause_last, inside):
            index += 3
            continue  # "replaces Chapter 7 as made by Release 2014/2": the release names it
        if (joined := joining_phrase_end(doc, index, clause_last)) is not None and name_follows(
            doc, joined, clause_last, inside
        ):
            index = joined
            continue  # "replace the Skip Permit Conditions 2020 together with HLN 03/2022"
        if word in OBJECT_STOPS and titled_name_continues(doc, index, clause_last, inside):
            index += 1
            continue  # "cancels Invitation for Bids No. MOH-T-2022-117": a title's word
        if word in TOPIC_STOPS and index - 1 in inside:
            # an item's topic before the next: "replaces Information Note IN 2017/04 on
            # colistin and Information Note IN 2018/09 on cephalosporins"
            after_topic = next_item_after_topic(doc, index + 1, clause_last, inside)
            if after_topic is not None:
                index = after_topic
                continue
        if word in OBJECT_STOPS:
            glossed = (
                bracketed_name_after(doc, index, clause_last, inside)
                if word in GLOSSED_STOPS and inside.isdisjoint(range(start, index))
                else None
            )
            if glossed is None:
                return index
            index = glossed
            continue
        joins = word in {",", "and", "or", "&"}
        if joins and not name_follows(doc, index + 1, clause_last, inside):
            # "supersedes AS 2501, Auditing Accounting Estimates, and AS 2502, ...": an item's
            # title after its name, another item after that
            titled = (
                titled_item_end(doc, index + 1, clause_last, inside)
                if word == "," and index - 1 in inside
                else None
            )
            if titled is None:
                return index
            index = titled
            continue
        index += 1
    return clause_last


#: A document's own parts, by their words and numbers: "Parts 3 and 4 of this schedule",
#: "paragraphs 2 to 4 of this Notice", "Section 7 of this edition".
OWN_PART_AFTER = r"\s+[\w.]+(?:\s*(?:,|and|to)\s*[\w.]+)*\s+(?:to|of)\s+(?:this|these)\b"
OWN_PARTS = (
    r"(?:parts?|sections?|chapters?|paragraphs?|annex(?:es)?|appendix|appendices)"
    + OWN_PART_AFTER
)
#: Words joining another item to a list: "together with", "along with", "as well as".
JOINING_PHRASES = (("together", "with"), ("along", "with"), ("as", "well", "as"))


def joining_phrase_end(doc: Doc, index: int, clause_last: int) -> int | None:
    """Where a phrase joining another item to a list (``JOINING_PHRASES``) starting at
    ``index`` ends, else None."""
    for phrase in JOINING_PHRASES:
        end = index + len(phrase)
        if end <= clause_last and tuple(t.lower_ for t in doc[index:end]) == phrase:
            return end
    return None


def after_document_noun(doc: Doc, opening: int) -> bool:
    """Whether a quotation mark follows a determiner and a noun or two naming a document
    ("the guidance 'How to comply ...'", "the statutory guidance 'X'"), not quoted words ("the
    reference to 'Part 5 of the Plan' is corrected")."""
    words = [token.lower_ for token in doc[max(opening - 3, 0) : opening]]
    return any(
        len(words) > nouns
        and words[-nouns - 1] in TITLE_DETERMINERS
        and all(word.isalpha() and word not in QUOTING_WORDS for word in words[-nouns:])
        for nouns in (1, 2)
    )


#: How far back a quoted title may open before the closing mark ``trails_off`` passes.
QUOTED_TITLE_TOKENS = 40
#: Words after which quoted text is what is written, not a title: "the reference to 'X'",
#: "for 'X' read 'Y'".
QUOTING_WORDS = frozenset({"to", "of", "for", "read", "reads", "as", "with", "by", "from", "in"})


def quoted_title_starts(doc: Doc, first: int, last: int) -> list[int]:
    """The quotation marks in [first, last) that open a quoted title (``closing_quote``)."""
    return [index for index in range(first, last) if closing_quote(doc, index, last) is not None]


def quoted_title_tokens(doc: Doc, first: int, last: int) -> set[int]:
    """The tokens of the titles quoted in [first, last), their marks too: words of no
    sentence of the citing document's ("the guidance 'Odour management plans ...'")."""
    return {
        index
        for opening in quoted_title_starts(doc, first, last)
        if (close := closing_quote(doc, opening, last)) is not None
        for index in range(opening, close + 1)
    }


def closing_quote(doc: Doc, opening: int, clause_last: int) -> int | None:
    """Where the title a quotation mark at ``opening`` opens is closed within the clause (None
    where no title is quoted there): the mark written right before a capitalised word, its
    closing one right after a word, as a possessive's apostrophe never is ("the
    Inspectorate's Advisory Leaflet", "firms' plans")."""
    if not (
        doc[opening].text in OPENING_QUOTES
        and opening + 1 < clause_last
        and not doc[opening].whitespace_
        and doc[opening + 1].text[:1].isupper()
        and after_document_noun(doc, opening)
    ):
        return None
    return next(
        (
            index
            for index in range(opening + 2, clause_last)
            if doc[index].text in CLOSING_QUOTES and not doc[index - 1].whitespace_
        ),
        None,
    )


def next_item_after_topic(
    doc: Doc, start: int, clause_last: int, inside: AbstractSet[int]
) -> int | None:
    """Where the next item of a list starts past the topic of the one before ("on colistin
    and Information Note IN 2018/09"): a few words, no name nor number, then "and" or a comma
    and a name; None where none follows."""
    for index in range(start, min(clause_last, start + TOPIC_REACH + 1)):
        token = doc[index]
        if index in inside or token.like_num:
            return None
        if token.lower_ in {"and", ","} and index > start:
            return index if name_follows(doc, index + 1, clause_last, inside) else None
        if not token.is_alpha:
            return None
    return None


#: Words after a name opening its topic, and how many words the topic may run.
TOPIC_STOPS = frozenset({"on", "concerning", "regarding", "about"})
TOPIC_REACH = 8


#: Stops after which a description of a document may run on to its identifier in brackets
#: ("replaces the 2016 lifetime health advisory for PFOA (EPA 822-R-16-005)"), and how many
#: tokens it may run.
GLOSSED_STOPS = frozenset({"for", "on"})
GLOSS_REACH = 8


def closing_bracket(doc: Doc, opening: int, last: int) -> int | None:
    """The index of the ")" closing the bracket opened at ``opening``, before ``last``."""
    return next((i for i in range(opening + 1, last) if doc[i].text == ")"), None)


def bracketed_name_after(
    doc: Doc, stop: int, clause_last: int, inside: AbstractSet[int]
) -> int | None:
    """Where a bracketed name closes that a description names its document by after the stop
    word ``stop`` (words only between): the object runs to it; None where none does."""
    for index in range(stop + 1, min(clause_last, stop + GLOSS_REACH)):
        token = doc[index]
        if token.text == "(" and index + 1 in inside:
            close = closing_bracket(doc, index, clause_last)
            return None if close is None else close + 1
        if token.is_punct or token.lower_ in OBJECT_STOPS or index in inside:
            return None
    return None


#: Words a title may hold in lower case ("Responsibilities and Functions of the Independent
#: Auditor", "Due Professional Care in the Performance of Work").
TITLE_JOINERS = frozenset(
    {"of", "the", "and", "for", "in", "to", "a", "an", "on", "with", "by", "or", "its", "at"}
    | {"'s", "\u2019s", "-", "\u2013", "\u2014", "(", ")", "/"}
)
#: How many tokens an item's title in a list may have.
TITLE_ITEM_TOKENS = 16


def titled_item_end(doc: Doc, start: int, clause_last: int, inside: AbstractSet[int]) -> int | None:
    """Where the title or date after a list item's name and comma ends (the "," or ";" before
    the next item: "AS 2501, Auditing Accounting Estimates, and AS 2502, ...", "AFI 36-2903,
    7 February 2019, and AFGM 2020-01, 10 March 2020"), when a title in capitals or a date
    runs there and another name follows; None otherwise."""
    if start >= clause_last or start in inside:
        return None
    if not (doc[start].text[:1].isupper() or doc[start].like_num):
        return None
    for index in range(start, min(clause_last, start + TITLE_ITEM_TOKENS)):
        token = doc[index]
        if index in inside:
            return None
        if token.text in {",", ";"}:
            return index if name_follows(doc, index + 1, clause_last, inside) else None
        if not (token.text[:1].isupper() or token.lower_ in TITLE_JOINERS or token.like_num):
            return None
    return None


def included_bounds(
    doc: Doc, object_last: int, clause_last: int, inside: AbstractSet[int]
) -> tuple[int, int]:
    """The tokens of what an object's clause lists after "including" ("all prior policies,
    including HR-POL-7 and HR-POL-9"), up to where such an object ends; empty without one,
    or after "not including"."""
    for index in range(object_last, clause_last):
        if index not in inside and doc[index].lower_ in INCLUSIONS:
            if doc[index - 1].lower_ in {"not", "excluding"}:
                break
            last = object_end(doc, index + 1, clause_last, inside)
            return index + 1, members_named_end(doc, last, clause_last, inside)
    return object_last, object_last


#: Words after a described group that go on to name its members: "all Supplemental
#: Specifications issued against it, among them SS-401-21 and SS-109-FA-22".
NAMING_MEMBERS = (("among", "them"), ("namely",), ("in", "particular"))


#: How many tokens the description of a group may run on before its members are named.
GROUP_DESCRIPTION_TOKENS = 12


def members_named_end(doc: Doc, last: int, clause_last: int, inside: AbstractSet[int]) -> int:
    """Where what an object lists after "including" ends, with the members of a group it
    goes on to name after a comma ("all Supplemental Specifications issued against it, among
    them SS-401-21 (...) and SS-109-FA-22"); ``last`` where it names none."""
    for comma in range(last, min(clause_last, last + GROUP_DESCRIPTION_TOKENS)):
        if doc[comma].text in (";", ".") and comma not in inside:
            break
        if doc[comma].text != ",":
            continue
        for words in NAMING_MEMBERS:
            after = comma + 1 + len(words)
            if after < clause_last and tuple(t.lower_ for t in doc[comma + 1 : after]) == words:
                return object_end(doc, after, clause_last, inside)
    return last


def name_follows(doc: Doc, start: int, clause_last: int, inside: AbstractSet[int]) -> bool:
    """Whether a list item comes next, past list words and determiners ("and the", ", or"):
    a name that ends the clause or is followed by another list word, a stop or its title, not
    one that starts a clause of its own ("Superseding RFC 2616, RFC 9110 defines ...")."""
    index = start
    while index < min(clause_last, start + 4) and index not in inside:
        # a code's initials or its kind's words before its number stand with it ("ETA
        # 3102.2019 and ETA 3187.2020", "Circular FXD/03/2022 and Circular FXD/07/2023",
        # "Health Advisory WDHS-HAN-2024-14 and Health Update WDHS-HAN-2024-18")
        named = kind_words_end(doc, index, clause_last)
        if named in inside:
            index = named
            break
        if doc[index].lower_ not in LIST_FILLERS:
            return False
        index += 1
    if index >= clause_last or index not in inside:
        return False
    while index < clause_last and index in inside:
        index += 1
    if index >= clause_last:
        return True
    word = doc[index].lower_
    return (
        word in LIST_FILLERS
        or word in OBJECT_STOPS
        or word in EDITION_AFTER_NAME
        or not doc[index].is_alpha
        or doc[index].text[:1].isupper()  # its title: "IAS 17 Leases, IFRIC 4 Determining ..."
    )


#: How many capitalised words may name a listed document's kind before its number.
KIND_WORDS = 3


def kind_words_end(doc: Doc, index: int, clause_last: int) -> int:
    """Where a run of up to ``KIND_WORDS`` capitalised words from ``index`` ends ("Health
    Update" before "WDHS-HAN-2024-18"); ``index`` where none starts there."""
    end = index
    while (
        end < min(clause_last, index + KIND_WORDS)
        and doc[end].is_alpha
        and doc[end].text[:1].isupper()
    ):
        end += 1
    return end


def quoted(doc: Doc, first: int, last: int) -> set[int]:
    """The tokens of [first, last) between a pair of quotation marks: a quoted title
    ('"Operational risks - banks"'), whose words are no part of the sentence's own."""
    marks = [index for index in range(first, last) if doc[index].text in QUOTES]
    return {
        index
        for opening, closing in zip(marks[::2], marks[1::2], strict=False)
        for index in range(opening, closing + 1)
    }


#: Participles of a clause naming what changed a cited document ("as amended by").
AMENDING_PARTICIPLES = frozenset({"amended", "modified", "supplemented", "revised", "updated"})


def amended_from(doc: Doc, first: int, last: int) -> int:
    """Where a clause naming what changed the subject's document opens ("C.R.S. 47-3-210, as
    amended by chapter 62, Laws of 2019, is repealed": the section is repealed, and "chapter
    62" is no part of it), else ``last``: the clause runs to the subject's end."""
    return next(
        (
            index
            for index in range(first, last - 2)
            if doc[index].lower_ == "as"
            and doc[index + 1].lower_ in AMENDING_PARTICIPLES
            and doc[index + 2].lower_ == "by"
        ),
        last,
    )


#: A participle by which a subject's document is described by its own act on another: "My
#: memorandum of 2 April 2020 suspending the Premium Cabin Travel Guideline ... is rescinded"
#: rescinds the memorandum, not the guideline it suspended.
ACTING_PARTICIPLES = frozenset(
    {"suspending", "extending", "rescinding", "revoking", "replacing", "superseding",
     "amending", "withdrawing", "repealing", "granting", "lifting", "announcing"}
)


def acting_modifier_from(doc: Doc, first: int, last: int, inside: AbstractSet[int]) -> int:
    """Where a participle describing the subject's document by its own act opens ("the
    Commissioner's memorandum of June 10, 2020 extending it"), else ``last``: what follows
    it is what that document acted on, not the subject."""
    return next(
        (
            index
            for index in range(first + 1, last)
            if index not in inside and doc[index].lower_ in ACTING_PARTICIPLES
        ),
        last,
    )


def words_of(tokens: Span, inside: AbstractSet[int]) -> tuple[str, ...]:
    """The lower-cased words of ``tokens`` outside names."""
    return tuple(t.lower_ for t in tokens if t.i not in inside and t.is_alpha)


#: A savings clause's reliance: "is superseded, except that a taxpayer may continue to rely
#: on section 7.01 of it for a Form 3115 filed before July 1, 2025" supersedes the whole
#: document, leaving a transition, as does a matter begun before the repeal: "is repealed
#: effective January 1, 2024, except that a permit application received before that date may
#: be completed under the 2020 Edition", "except that applications accepted as complete before
#: the effective date of this ordinance shall continue to be reviewed under the code in effect".
SAVED_RELIANCE = re.compile(
    r"\bcontinues?\s+to\s+(?:rely|apply|use|follow)\b"
    r"|\bcontinues?\s+to\s+be\s+(?:reviewed|processed|governed|decided|completed)\b"
    r"|\b(?:received|filed|submitted|made|commenced|begun|started|pending|accepted|issued)"
    r"(?:\s+as\s+complete)?\s+(?:before|prior\s+to)\b",
    re.IGNORECASE,
)
SAVING_REACH = 20
#: The earlier document in force up to the new one's start: "until then version 3 continues to
#: apply", "until that date the 2019 edition remains in force".
TRANSITION = re.compile(
    r"\b(?:continues?|remains?)\s+(?:to\s+apply|in\s+(?:force|effect))\b", re.IGNORECASE
)


#: An act lasting as long as its issuer decides ("is suspended ... until further notice"):
#: no end, so no restriction.
OPEN_ENDED = re.compile(r"until\s+further\s+notice\b", re.IGNORECASE)
#: The reservation any order makes ("unless otherwise ordered by the Commission"): no
#: condition of the act.
OTHERWISE_ORDERED = re.compile(r"unless\s+otherwise\s+(?:ordered|directed)\b", re.IGNORECASE)


def saving(doc: Doc, token: Token, last: int) -> bool:
    """Whether ``token`` opens a savings clause ("except that ... may continue to rely on"), a
    transition ("until then version 3 continues to apply"), an open end ("until further
    notice") or an end on a day (``ingest.derive`` reads it by the act's kind: a suspension
    lapses then, another act is restricted) rather than restricting the act."""
    clause = doc[token.i : min(last, token.i + SAVING_REACH)].text
    if token.lower_ == "unless":  # "unless otherwise ordered by the Commission": boilerplate
        return OTHERWISE_ORDERED.match(clause) is not None
    if token.lower_ == "until":  # "until then version 3 continues to apply": a transition
        return (
            TRANSITION.search(clause) is not None
            or OPEN_ENDED.match(clause) is not None
            # "is suspended until August 12, 2025": an end, read with the act's kind
            or UNTIL_DATE.match(clause) is not None
        )
    if token.lower_ != "except" or token.i + 1 >= last or doc[token.i + 1].lower_ != "that":
        return False
    return SAVED_RELIANCE.search(clause) is not None


#: Words before "upon" that make it no condition: the act's start ("effective upon
#: publication", "immediately upon signature") or a verb's preposition ("should not be relied
#: upon", "based upon").
UNCONDITIONAL_UPON = frozenset(
    {"effective", "immediately", "relied", "rely", "relies", "relying", "based", "called"}
)
#: Words after "upon" (and a determiner) naming the act's own start, no condition: "Upon its
#: implementation date, this revision supersedes ...", "upon the effective date of this rule".
STARTING_UPON = frozenset({"implementation", "effective", "publication", "issuance", "issue"})


def starts_act(doc: Doc, token: Token) -> bool:
    """Whether ``token`` is an "upon" that conditions nothing ("effective upon publication",
    "should not be relied upon", "Upon its implementation date"; "upon approval by the board"
    does condition the act)."""
    if token.lower_ != "upon":
        return False
    following = doc[token.i + 1 : token.i + 3]
    return (token.i > 0 and doc[token.i - 1].lower_ in UNCONDITIONAL_UPON) or any(
        t.lower_ in STARTING_UPON for t in following
    )


def in_earlier_clause(doc: Doc, first: int, index: int, subject_first: int) -> bool:
    """Whether token ``index`` stands in a clause of its own before the phrase's subject
    (from ``subject_first``; the sentence from ``first``), joined to it by "and": "The appeal
    is partially upheld and the decision under appeal is set aside" restricts the upholding,
    not the setting aside."""
    joins = [t.i for t in doc[index + 1 : subject_first] if t.lower_ == "and"]
    return bool(joins) and any(t.lower_ in CLAUSE_AUXILIARIES for t in doc[first : joins[-1]])


#: Auxiliaries giving a clause before "and" a predicate of its own.
CLAUSE_AUXILIARIES = frozenset({"is", "are", "was", "were", "has", "have"})


def included_after(doc: Doc, first: int, index: int) -> bool:
    """Whether part word ``index`` stands in what an object takes in besides its document,
    after "including" or "together with", a part of that document ("replaces the Street
    Trading Policy 2019, including paragraph 7.3 as amended in June 2021": all of it, no part
    alone; not "supersedes all prior agreements, including Annex 2 of MSA-HC-2018-04": a part
    of another)."""
    of_another = index + 2 < len(doc) and doc[index + 2].lower_ == "of"
    return not of_another and any(
        doc[at].lower_ == "including"
        or (doc[at].lower_ == "together" and doc[at + 1].lower_ == "with")
        for at in range(first, index)
    )


def own_part(doc: Doc, index: int, last: int) -> bool:
    """Whether the part word at ``index`` names a part of the document itself: "replaced in
    full by paragraphs 2 to 4 of this Notice" (what replaces, not what is acted on)."""
    text = doc[index : min(len(doc), last + 2)].text
    return re.match(rf"\S+{OWN_PART_AFTER}", text, re.IGNORECASE) is not None


def limited_act(
    doc: Doc,
    span: Span,
    inside: AbstractSet[int],
    object_last: int,
    first: int,
    last: int,
    subject_first: int,
) -> bool:
    """Whether the phrase acts on a part of a document or in some cases only: a part word
    ("section", "step", "clause" ...) in its object but one the subject (from
    ``subject_first``) names its own kind by, or a restriction ("only", "pending", "in part",
    not "in Part B") in its sentence; not a word of a name the object cites ("replaces the
    interim Remote Working Guidance")."""

    def named(token: Token) -> bool:  # "the interim Remote ...", not "(pending QA approval)"
        following = token.i + 1
        # a title in brackets after a name, in the object ("2020/11 (Temporary relief)") or a
        # passive's subject ("Bulletin 23-05 (Temporary shoring inspections) is superseded")
        if token.i > 0 and doc[token.i - 1].text == "(" and token.i < object_last:
            return token.text[:1].isupper()
        if not span.end < token.i < object_last:
            return False
        return (
            doc[token.i - 1].lower_ in TITLE_DETERMINERS
            and following < len(doc)
            and doc[following].text[:1].isupper()
        )

    described = relative_clauses(doc, first, last)
    after = max(object_last, span.end)
    last = min(
        next_predicate(doc, after, last),
        second_clause(doc, after, last),
        # "X is superseded; its inspections remain required until ...": not of a list of names
        next((t.i for t in doc[after:last] if t.text == ";" and t.i + 1 not in inside), last),
    )
    return (
        any(
            t.i not in inside
            and t.lower_ in PART_WORDS
            and not closes_name(doc, t)
            and t.lower_ not in kind_named(doc, subject_first, span.start)
            and not included_after(doc, span.end, t.i)
            and not own_part(doc, t.i, object_last)
            for t in doc[span.end : object_last]
        )
        or any(
            t.lower_ in RESTRICTIONS
            and not span.start <= t.i < span.end  # the phrase's own "temporarily suspends"
            and t.i not in described
            and not named(t)
            and not capitalised_name(doc, t)
            and not names_kind(doc, t, last)
            and not saving(doc, t, last)
            and not starts_act(doc, t)
            and not describes_document(doc, t)
            and not kept_for_reference(doc, t)
            and not provided_as_participle(doc, t)
            and not pending_as_adjective(doc, t)
            # a comparison, no condition: "is set aside, and the authorisation has effect as
            # if it had not been revoked"
            and not (t.lower_ == "if" and t.i > 0 and doc[t.i - 1].lower_ == "as")
            # "is suspended ... until the court enters final judgment", "Pending the completion
            # of a public comment process, ... hereby suspends": a suspension lasts
            and not (t.lower_ in LASTING_WORDS and LASTING_ACT.search(span.text) is not None)
            # "is withdrawn with immediate effect pending review": out of force until another
            # act puts it back
            and not (t.lower_ == "pending" and WITHDRAWING_ACT.search(span.text) is not None)
            and not in_earlier_clause(doc, first, t.i, subject_first)
            for t in doc[first:last]
        )
        or any(t.lower_ == "in" and t.nbor().text == "part" for t in doc[first : last - 1])
        # "supersedes the 2017 recommendations, with the exception noted below"
        or any(
            [t.lower_ for t in doc[i : i + 3]] == ["with", "the", "exception"]
            for i in range(first, last - 2)
        )
    )


def pending_as_adjective(doc: Doc, token: Token) -> bool:
    """Whether ``token`` is a "pending" describing a noun after a determiner ("in light of the
    pending acquisition"), not one restricting the act to a while ("pending review")."""
    return (
        token.lower_ == "pending"
        and token.i > 0
        and doc[token.i - 1].lower_ in TITLE_DETERMINERS | NOT_TITLE_STARTS | {"a", "an"}
    )


def kept_for_reference(doc: Doc, token: Token) -> bool:
    """Whether ``token`` is the "only" of a document kept for reading ("DPL 2023-14 is
    withdrawn ... and is retained on the website for reference only"): the act is whole."""
    return token.lower_ == "only" and token.i > 0 and doc[token.i - 1].lower_ in FOR_READING


def provided_as_participle(doc: Doc, token: Token) -> bool:
    """Whether ``token`` is a "provided" saying how a document was given ("supersedes the
    outlook provided on July 30, 2025", "as provided in section 4"), not a condition
    ("provided that ...")."""
    following = token.i + 1
    return token.lower_ == "provided" and (
        (token.i > 0 and doc[token.i - 1].lower_ == "as")
        or (following < len(doc) and doc[following].lower_ in PROVIDING_PREPOSITIONS)
    )


#: Prepositions after a participle "provided" saying when, where or by whom.
PROVIDING_PREPOSITIONS = frozenset({"on", "in", "at", "by", "to", "with", "during", "under"})
#: A phrase whose act lasts until something by its nature ("is suspended", "is reinstated
#: and shall govern ... until a revised directive is issued").
LASTING_ACT = re.compile(r"\b(?:suspend|reinstat|stay(?:s|ed)?\b)", re.IGNORECASE)
#: The restriction words such an act's nature implies.
LASTING_WORDS = frozenset({"until", "pending"})
#: A withdrawal, which "pending" a review does not restrict.
WITHDRAWING_ACT = re.compile(r"\bwithdraw", re.IGNORECASE)
#: Nouns before "only" that keep a withdrawn document for reading, not in force.
FOR_READING = frozenset({"reference", "purposes", "purpose", "information", "record", "records"})


def describes_document(doc: Doc, token: Token) -> bool:
    """Whether ``token`` is an adjective of a document the sentence describes ("IFRS 17
    replaces IFRS 4 Insurance Contracts, an interim Standard that permitted ..."), not a
    restriction of the act ("on an interim basis")."""
    following = token.i + 1
    return (
        token.i > 0
        and doc[token.i - 1].lower_ in ("a", "an", "the")
        and following < len(doc)
        and doc[following].text[:1].isupper()
    )


def kind_named(doc: Doc, first: int, phrase_start: int) -> set[str]:
    """The words a subject opening its clause names the document's kind by ("The 2023
    schedule replaces the adult immunization schedule published in February 2022", "This
    2025 schedule ..."): the same noun in the object is that kind of document, not a part."""
    if first >= len(doc) or doc[first].lower_ not in ("this", "the", "these"):
        return set()
    return {t.lower_ for t in doc[first + 1 : min(first + KIND_REACH, phrase_start)]}


#: How many tokens after its determiner a subject names the document's kind in.
KIND_REACH = 4


def capitalised_name(doc: Doc, token: Token) -> bool:
    """Whether a restriction word opens a capitalised name inside its sentence ("On the same
    date Interim Work Instruction IWI-MFG-2024-01 is withdrawn", a title in apposition:
    "OLEM Directive 9283.1-51, Interim Recommendations for ..., is withdrawn", or in quotes:
    'DTM 22-001, "Interim Policy for ..."'): what is acted on."""
    following = token.i + 1
    opening = token.i == 0 or doc[token.i - 1].text in SENTENCE_ENDS
    return (
        token.text[:1].isupper()
        # inside the name, not opening a sentence ("Bank-Provided Account ..."), unless it
        # can only title one ("Interim Order IO 2019-01 is lifted", not "Only Section 4 ...")
        and (
            token.lower_ in TITLING_RESTRICTIONS
            if opening
            else not doc[token.i - 1].is_punct or doc[token.i - 1].text in {*HYPHENS, *QUOTES, ","}
        )
        and name_continues(doc, following)
    )


#: Words joining a name's capitalised words ("Conflict of Interest Policy").
NAME_JOINERS = frozenset({"of", "and", "for", "on", "&"})


def name_continues(doc: Doc, index: int) -> bool:
    """Whether a capitalised word stands at ``index``, or after one word joining a name's
    words there ("Conflict of Interest Policy")."""
    if index < len(doc) and doc[index].lower_ in NAME_JOINERS:
        index += 1
    return index < len(doc) and doc[index].text[:1].isupper()


#: Marks ending the sentence before a token.
SENTENCE_ENDS = frozenset({".", "!", "?", ":", ";"})
#: Restriction words that, capitalised, open a document's title as often as they restrict.
TITLING_RESTRICTIONS = frozenset({"interim", "temporary", "provisional"})


#: Hyphens joining a name's words ("Bank-Provided").
HYPHENS = frozenset({"-", "\u2010", "\u2011"})


def names_kind(doc: Doc, token: Token, last: int) -> bool:
    """Whether a restriction word is an adjective naming a kind of document after a
    determiner ("the interim guidance on spot crypto ETPs ... is hereby rescinded", "replaces
    our temporary notice") or what a document is about after a noun's preposition ("the
    December 2020 Notice on temporary remote inspection relief"): what is acted on, not how
    far ("on a temporary basis" is)."""
    if token.lower_ not in KIND_ADJECTIVES or token.i < 1 or token.i + 1 >= last:
        return False
    before = doc[token.i - 1]
    return doc[token.i + 1].is_alpha and (
        before.lower_ in KIND_DETERMINERS
        or (before.lower_ in TOPIC_PREPOSITIONS and token.i >= 2 and doc[token.i - 2].is_alpha)
    )


#: Restriction words that, after a determiner, name a kind of document ("the interim guidance").
KIND_ADJECTIVES = frozenset({"interim", "temporary", "provisional"})
KIND_DETERMINERS = TITLE_DETERMINERS | {"this", "that", "these", "those"}
#: Prepositions after a document's noun saying what it is about ("the Notice on temporary ...").
TOPIC_PREPOSITIONS = frozenset({"on", "regarding", "concerning", "about"})


def next_predicate(doc: Doc, start: int, last: int) -> int:
    """Where a second predicate of the subject starts after the object ("This Order supersedes
    the Order issued December 29, 2020 and continues the temporary halt ..."): what it says
    restricts the other act, not this one. ``last`` where none does."""
    for index in range(start, min(last, len(doc)) - 2):
        verb = doc[index + 1]
        if (
            doc[index].lower_ == "and"
            and verb.is_lower
            and verb.is_alpha
            and verb.text.endswith("s")
            and doc[index + 2].lower_ in PREDICATE_OBJECT_STARTS
        ):
            return index
    return last


def second_clause(doc: Doc, start: int, last: int) -> int:
    """Where a clause with a subject of its own starts after the object ("Ordinance No.
    2020-27 is repealed, effective July 1, 2022, and temporary permits issued under it shall
    expire"): its words restrict its own act. Not a clause speaking of this act ("..., and
    this rescission applies only to ...", "..., and it ..."). ``last`` where none starts."""
    for index in range(start, min(last, len(doc)) - 2):
        if (
            doc[index].lower_ not in ("and", "but")
            or doc[index - 1].text != ","
            or doc[index + 1].lower_ in ACT_REFERENCES
        ):
            continue
        for at in range(index + 2, min(last, index + 1 + CLAUSE_SUBJECT_TOKENS)):
            if doc[at].is_punct:
                break
            if doc[at].lower_ in CLAUSE_VERBS:
                return index - 1
    return last


#: The most tokens a second clause's subject runs to before its verb.
CLAUSE_SUBJECT_TOKENS = 10
#: Verbs that end a second clause's subject: modals and forms of "be".
CLAUSE_VERBS = frozenset({"shall", "will", "must", "may", "should", "is", "are", "was", "were"})
#: Subjects that speak of the act just stated.
ACT_REFERENCES = frozenset({"this", "it", "that", "which", "these", "they", "such"})


#: Words a second predicate's object opens with: "and continues the ...", "and sets out a".
PREDICATE_OBJECT_STARTS = frozenset(
    {"the", "a", "an", "its", "all", "any", "this", "that", "to", "through", "until", "in"}
    | {"from", "on"}  # "and applies from 18 September 2020 until ...", "and takes effect on"
)


def closes_name(doc: Doc, token: Token) -> bool:
    """Whether a part word is a word of a capitalised name rather than a part of a document:
    "revision 6 of the Records Retention Schedule" names the schedule, "the Article 29 Working
    Party Guidelines" a body's guidelines; "Schedule 2", "Article 4 of Decision 2010/87/EU"
    and "the Schedule" are parts."""
    following = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if (
        token.text[:1].isupper()
        and following is not None
        and following.like_num
        and token.i + 2 < len(doc)
        and (named := doc[token.i + 2]).is_alpha
        and named.text[:1].isupper()
        and named.lower_ not in PART_WORDS
    ):
        return True  # "Article 29 Working Party": the number inside a body's name
    if (
        token.text[:1].isupper()
        and following is not None
        and following.like_num
        and token.i + 2 < len(doc)
        and doc[token.i + 2].lower_ in FILING_NOUNS
    ):
        return True  # "the Part 573 report": a kind of filing named by its rule's part
    return (
        token.text[:1].isupper()
        and token.i >= 1
        and doc[token.i - 1].is_alpha
        and doc[token.i - 1].text[:1].isupper()
        and doc[token.i - 1].lower_ not in TITLE_DETERMINERS
        and not (
            following is not None
            and (following.like_num or (len(following.text) == 1 and following.is_alpha))
        )
    )


#: Nouns of a filing a rule's part names ("the Part 573 report", "a Schedule 13D filing").
FILING_NOUNS = frozenset({"report", "reports", "filing", "filings", "form", "return", "notice"})


def relative_clauses(doc: Doc, first: int, last: int) -> set[int]:
    """The tokens of relative clauses set off by commas ("N-2020-03, which temporarily
    suspended the requirement, is rescinded"): they describe what is named, restricting no
    act."""
    found: set[int] = set()
    index = first + 1
    while index < last:
        if doc[index].lower_ in RELATIVE_PRONOUNS and doc[index - 1].text == ",":
            # "..., which remains in force until 28 February 2027." runs to the sentence's end,
            # on over its own list ("..., which required inspections ..., and repair if
            # necessary.")
            end = index
            while True:
                end = next((i for i in range(end + 1, last) if doc[i].text == ","), last)
                if end + 1 >= last or doc[end + 1].lower_ not in ("and", "or"):
                    break
            found.update(range(index, end))
            index = end
        index += 1
    return found


def restricted_to(doc: Doc, at: int, last: int) -> bool:
    """Whether the words at ``at`` name a case that is not every case: "for Site B", "at
    Plant 2" or "in respect of enterprise customers" after the object, or "For Site B,"
    opening the clause, may restrict the act, and "for Textron Model 150 airplanes" may only
    restate what the whole document applies to, so a curator decides. A case set by a start
    date restricts nothing: "for policies written or renewed on or after January 1, 2022" is
    when the new edition takes over, nor does "for" after a participle saying how the target
    was issued ("version 1.0 ... submitted for consultation")."""
    if at + 1 >= last:
        return False
    following = {t.lower_ for t in doc[at + 1 : min(last, at + 4)]}
    word = doc[at].lower_
    place = word == "at" and doc[at + 1].text[:1].isupper()
    # "in respect of enterprise customers", "in relation to", "as regards"
    regarding = (word, doc[at + 1].lower_) in REGARDING
    starting = STARTING.search(doc[at : min(last, at + START_REACH)].text) is not None
    # "supersede version 1.0 ... adopted for consultation": how the target was issued
    issued = word == "for" and at > 0 and doc[at - 1].is_alpha and doc[at - 1].lower_.endswith("ed")
    # "are superseded by these tables for the charging year 2025/26": what the document
    # itself covers, no case of the act
    itself = at >= 3 and doc[at - 3].lower_ == "by" and doc[at - 2].lower_ in ("this", "these")
    return (
        (word == "for" or place or regarding)
        and not following & UNRESTRICTED
        and not starting
        and not issued
        and not itself
    )


def apposition_start(doc: Doc, start: int, clause_last: int) -> list[int]:
    """Where a title in apposition to the object may start: after its first comma ("replaces
    the previous version of this policy, the Acceptable Use Policy issued in 2017") or after
    "titled" ("is rescinding the final rule titled Joint Employer Status Under the ...")."""
    comma = [index + 1 for index in range(start, clause_last) if doc[index].text == ","][:1]
    titled = [
        index + 1 for index in range(start, clause_last) if doc[index].lower_ in TITLING_WORDS
    ][:1]
    # what a correction corrects: "corrects an error in the English version of the 2025
    # Prohibited List published on ...", after the error and after the version
    erred = [
        index + 1
        for index in range(start + 1, clause_last)
        if doc[index].lower_ == "in" and doc[index - 1].lower_ in ERROR_NOUNS
    ][:1]
    version = [
        index + 1
        for index in range(erred[0], clause_last)
        if doc[index].lower_ == "of" and doc[index - 1].lower_ in ("version", "text")
    ][:1] if erred else []
    return [*comma, *titled, *erred, *version]


#: Words after which a document's title is written ("the final rule titled X").
TITLING_WORDS = frozenset({"titled", "entitled"})
#: What a correction says it corrects in a document ("an error in X", "omissions in X").
ERROR_NOUNS = frozenset({"error", "errors", "mistake", "mistakes", "omission", "omissions"})


def list_item_starts(doc: Doc, start: int, last: int) -> list[int]:
    """Where the items of a list after the phrase start: after a colon or semicolon, a
    lettered marker ("The following are revoked (a) the Money Laundering Regulations 2007;
    (b) ..."), or "and" before a capital ("supersedes General Order 4.12, Use of Force,
    dated June 1, 2015, and Special Order 19-07", "replaces the Employee Investment Policy
    (June 2020) and the Restricted List Procedures")."""
    return [
        index + 1
        for index in range(start, min(last, len(doc) - 1))
        if doc[index].text in (":", ";")
        or (doc[index].lower_ in ("and", "or") and starts_title(doc, index + 1, last))
        or (
            doc[index].text == ")"
            and index >= start + 2
            and doc[index - 2].text == "("
            and len(doc[index - 1].text) <= LIST_MARK_CHARS
            and doc[index - 1].text.isalnum()
        )
    ]


def starts_title(doc: Doc, index: int, last: int) -> bool:
    """Whether a capitalised word, or "the" and one, starts at ``index``."""
    if index < last and doc[index].lower_ == "the":
        index += 1
    return index < last and doc[index].text[:1].isupper()


#: Quotation marks a cited title may open with, and close with.
OPENING_QUOTES = frozenset({"'", '"', "\u2018", "\u201c"})
CLOSING_QUOTES = frozenset({"'", '"', "\u2019", "\u201d"})


def cited_titles(doc: Doc, text: str, start: int, last: int) -> list[tuple[str, int]]:
    """What words naming no identifier may cite a document by: their lower-cased text from
    the first word past the determiners up to each later word ("the Northwind Customer Support
    Policy dated 1 April 2020" -> "northwind", ..., "northwind customer support policy", ...),
    where that first word is capitalised or a number, as titles start, also with a "the"
    before it ("The Money Laundering Regulations 2007"); each with the index of the token
    after it. The store tells which is a title (``text`` is the doc's text)."""
    if start + 1 < last and doc[start].like_num and doc[start + 1].lower_ in TITLE_DETERMINERS:
        start += 1  # a paragraph's number: "44 The Data Protection Act 1998 is repealed."
    while start < last and doc[start].text in OPENING_QUOTES:
        start += 1  # "supersedes 'Revalidation: how to revalidate with the NMRC' (2016)"
    first = start
    while start < last and doc[start].lower_ in TITLE_DETERMINERS:
        start += 1
    # an adjective of the title's own before its capitals: "the interim Remote Working
    # Guidance" cites "Interim Remote Working Guidance"
    lowered = (
        start + 1 < last
        and start > first
        and doc[start].is_alpha
        and doc[start].is_lower
        and doc[start + 1].text[:1].isupper()
    )
    if lowered:
        start += 1
    # a capital "The" before a word in lower case: a title opening with it ("This Code
    # replaces The code: Standards of conduct, performance and ethics for nurses and midwives
    # (2008)"), or a passive's subject describing a title ("The moratorium on new claims is
    # lifted")
    opening_the = (
        start == first + 1 and doc[first].text == "The" and start < last and doc[start].is_alpha
    )
    if start >= last or not (
        doc[start].text[:1].isupper() or doc[start].text[:1].isdigit() or opening_the
    ):
        return []
    if doc[start].lower_ in NOT_TITLE_STARTS:  # "This revenue procedure", "These guidelines"
        return []
    begins = [doc[start].idx]
    if start > first and doc[start - 1].lower_ == "the":
        begins.append(doc[start - 1].idx)
    if lowered:
        begins.append(doc[start - 1].idx)
    return [
        (" ".join(text[begin : doc[end].idx + len(doc[end].text)].lower().split()), end + 1)
        for begin in begins
        # one word too: a decision's party ("we overrule Boeing and LA Specialty Produce")
        for end in range(start, min(last, start + CITED_TITLE_TOKENS))
        if (doc[end].text[-1:].isalnum() or doc[end].text[-1:] == ")")
        and doc[end].lower_ not in OBJECT_STOPS | TITLE_FOLLOWERS
        and title_ends(doc, end + 1, last)
    ]


def comma_starts(doc: Doc, first: int, last: int) -> list[int]:
    """Where a subject may start: its first word, each word after a comma outside brackets
    ("With the end of the emergency declaration, Policy 4.12 (..., 2020)"), and the title a
    numbered part is "of" ("the buddy call-in requirement in section 5 of the Lone Working
    Policy")."""
    starts, depth = [first], 0
    for token in doc[first:last]:
        depth += (token.text == "(") - (token.text == ")")
        if (token.text == "," and depth == 0 and token.i + 1 < last) or (
            token.lower_ == "of"
            and token.i + 1 < last
            and numbered_part_before(doc, token.i, first)
        ) or (
            # what an act's start is of: "The implementation of Rule Book Module SP Issue 5
            # is deferred", "the date of application of the 2020 edition of the Code ..."
            token.lower_ == "of"
            and token.i + 1 < last
            and (
                doc[token.i - 1].lower_ in STARTING_NOUNS
                # "the start date of the Home Boarding Licence Conditions 2026"
                or (
                    doc[token.i - 1].lower_ == "date"
                    and first <= token.i - 2
                    and doc[token.i - 2].lower_ in STARTING_NOUNS
                )
            )
        ) or (
            # "the date from which IR-SEED Edition 2 applies is deferred"
            token.lower_ == "which"
            and first <= token.i - 2
            and token.i + 1 < last
            and doc[token.i - 1].lower_ in ("from", "on")
            and doc[token.i - 2].lower_ == "date"
        ):
            starts.append(token.i + 1)
    return starts


#: Words numbered before "of" that name no part: an edition ("version 2 of the Code") or an
#: amendment ("amendment 1 of ...").
NUMBERED_NOT_PARTS = EDITION_AFTER_NAME | {"release", "amendment", "no", "number"}


def numbered_part_before(doc: Doc, index: int, first: int) -> bool:
    """Whether a numbered part ends right before token ``index`` (from ``first`` on): "section
    5", "Article 1(2)" and "Regulation 4(1)(b)" (split by the tokenizer before their last
    bracket), a part word in lower case of the document's own kind ("byelaw 10")."""
    at = index - 1
    if at > first and doc[at].text == ")":
        at -= 1
    if not (at > first and part_number(doc[at].text)):
        return False
    word = doc[at - 1]
    # a part word of the document's own kind: "byelaw 10 of the ... Byelaws 2016", "Rule 14 of
    # the Allotment Tenancy Rules 2023"
    own_kind = (
        word.is_alpha
        and word.lower_ not in NUMBERED_NOT_PARTS
        and (
            word.is_lower
            or f"{word.lower_}s" in {t.lower_ for t in doc[index + 1 : index + OWN_KIND_REACH]}
        )
    )
    return word.lower_ in PART_WORDS or own_kind


#: How far after "of" the plural of a capitalised part word may name the document's kind.
OWN_KIND_REACH = 8


def part_number(word: str) -> bool:
    """Whether a word may number a part: "5", "12.4", and a code's letters before its
    numbers ("paragraph CC.6.3.2 of the Connection Conditions", "paragraph OC6.5.3")."""
    return word[:1].isdigit() or PART_CODE.fullmatch(word) is not None


#: A part's number after its code's capitals: "CC.6.3.2", "OC6.5.3", "B35".
PART_CODE = re.compile(r"[A-Z]{1,3}\.?\d+(?:\.\d+)*[a-z]?")


#: A subject naming the day from which what follows applies: "the date on which".
DATE_IT_STARTS = re.compile(r"(?:the\s+)?date\s+(?:on|from)\s+which\s+")
#: A subject naming a document's start before the document: "date of application of the",
#: "entry into application of", "the commencement of", "Implementation of".
START_OF = re.compile(
    r"(?:the\s+)?(?:date\s+of\s+|date\s+on\s+which\s+)?"
    r"(?:application|commencement|start|implementation|introduction"
    r"|entry\s+into\s+(?:force|application|operation)"
    r"|coming\s+into\s+(?:force|operation))\s+of\s+(?:the\s+)?"
)


#: Nouns of a document's start or effect, before "of" and the document ("the implementation
#: of", "the date of application of", "the entry into force of", "the start of").
STARTING_NOUNS = frozenset(
    {"implementation", "application", "commencement", "force", "operation", "effectiveness"}
    | {"start"}
)


def trails_off(doc: Doc, end: int, last: int) -> bool:
    """Whether only commas, or a bracketed aside, follow a cited title up to ``last``: "The
    Calloway State Building Code, 2020 Edition, is repealed", "Policy 4.12 (Emergency
    Telework, 2020) is rescinded"; its closing quotation mark too ("the date from which the
    guidance 'Odour management plans' applies")."""
    quoted = quoted_title_tokens(doc, max(end - QUOTED_TITLE_TOKENS, 0), last)
    rest = [token for token in doc[end:last] if token.i not in quoted]
    if all(token.text == "," for token in rest):
        return True
    if rest and all(token.lower_ in STARTING_PREDICATE for token in rest):
        return True  # "the date from which IR-SEED Edition 2 applies"
    if (
        end > 0
        and any(c.isdigit() for c in doc[end - 1].text)
        and rest
        and rest[0].lower_ in TOPIC_STOPS
        and len(rest) <= TOPIC_REACH
    ):
        return True  # a numbered name and its topic: "Amendment Note 1/2022 on dead and ..."
    return len(rest) >= 2 and rest[0].text == "(" and rest[-1].text == ")"


def title_ends(doc: Doc, index: int, last: int) -> bool:
    """Whether a cited title may end before token ``index``: at the clause's end, a
    punctuation mark, a stop word or a date ("the X Policy dated 1 April 2020", "(2018)",
    ", which"), not inside a longer name ("the X Policy Addendum") or before a noun of its
    own ("the Annual Report 2023 segment disclosures")."""
    if index >= last:
        return True
    token = doc[index]
    return (
        not token.text[:1].isalnum()
        or token.lower_ in OBJECT_STOPS
        or token.lower_ in TITLE_FOLLOWERS
        or token.lower_ in MODAL_VERBS  # "the ... CPD Requirements 2024 will not apply"
        or (token.lower_ in STARTING_PREDICATE and doc[index - 1].lower_ != "which")
    )


#: Auxiliaries a sentence's predicate opens with after its subject's title (not "may": the
#: month).
MODAL_VERBS = AUXILIARIES | {"would", "should", "must"}


#: The words of a predicate saying a document starts: "applies", "comes into force", "takes
#: effect" (after its title, in "the date on which X comes into force").
STARTING_PREDICATE = frozenset(
    {"applies", "apply", "comes", "come", "takes", "take", "into", "force", "effect"}
    | {"operation", "commences", "commence"}
)


def numbered_parts(text: str) -> tuple[str, ...]:
    """The numbered parts ``text`` names, lower-cased ("section 20", "article 94"; "§ 6" is
    "section 6"; a code's "Sections 12-301 to ..." names "section 12-301")."""
    text = SECTION_SIGN.sub("section ", text)
    return tuple(
        dict.fromkeys(
            f"{m.group(1).lower()} {m.group(2).lower()}" for m in NUMBERED_PART.finditer(text)
        )
    )


def titles_part(title: str | None, parts: Sequence[str]) -> bool:
    """Whether a document's title names one of ``parts`` as its own ("Banking Act of 1933,
    section 20 (12 U.S.C. 377)" is section 20 of that act)."""
    return any(part in numbered_parts(title or "") for part in parts)
