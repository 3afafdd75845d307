"""What a document says its act does not reach, and whether a question asks about that.

Documents scope themselves in prose as often as in ranges or fields. An advisory: "SG-200
appliances are not affected", "The v2 module, github.com/norrin/kvstore/v2, ... is not
affected", "Units on the 6.x branch are not exposed", a table row "| 1.8.x and earlier | not
affected |", a section "Products confirmed not vulnerable" listing products. A blackout's lift:
"The following members of the working group remain subject to a special blackout: EMP0412,
EMP0588". A question about such a product, version or person ("Is quill-xml 1.8.6 exposed to
CVE-X?", "Can EMP0588 sell now the window has reopened?") is answered by that statement of the
controlling document, not by its act; reading the advisory as "vulnerable" because it is in
force is the error a similarity system makes too. A pack names its sets of phrases
(``VerdictSpec.exclusions``); this module reads them.

Each exclusion is read into the versions it scopes (``AffectedRange``) and the names it
writes (``name_units``). One with versions decides by the question's version; one with names
only decides when the question writes one of them and no other name the documents write (a
question about two products gets no single answer). Statements a sentence corrects or
reports ("the statement that the 1.x branch is unaffected was wrong"), makes conditional ("not
affected unless ...") or carves out of ("appliances without an RCM-2 remain not affected") are
not read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from graphcar.months import MONTHS
from graphcar.versions import VERSION_PATTERN, AffectedRange, Version, make_version

#: Words of a sentence that corrects or reports an earlier statement rather than making one.
_NOT_STATED = re.compile(
    r"\b(?:wrong|incorrect(?:ly)?|erroneous(?:ly)?|mistaken(?:ly)?|in\s+error|previously|"
    r"originally|initially|formerly|no\s+longer|was\s+listed|were\s+listed)\b",
    re.I,
)
#: Words after the phrase that make the statement conditional.
_CONDITION = re.compile(r"\b(?:unless|if|when|provided|except|only\s+where)\b", re.I)
#: An act the phrase says something is left out of, not a flaw ("CVE-2024-22872 ... is
#: unaffected by this decision and remains a valid, published vulnerability").
_BY_AN_ACT = re.compile(
    r"\s*by\s+(?:this|the|that)\s+(?:decision|rejection|withdrawal|notice|change|update|"
    r"revision|amendment|action|record|recall|announcement)\b",
    re.I,
)
#: Words in the named part that carve a product out of it ("appliances without an RCM-2
#: installed remain not affected"): the names it writes are not what is unaffected.
_CARVE_OUT = re.compile(
    r"\b(?:without|except|excluding|other\s+than|apart\s+from|unless|but\s+not)\b", re.I
)
#: Where a sentence's clauses part (the named part of "X: not affected" ends at the colon; a
#: table flattened into prose, "| Tarn T500 | 5.0.3 | The Tarn T200 remains not affected").
_CLAUSE_END = re.compile(r"[:;|]\s")
#: A named part announcing the list after the colon ("The following members ... remain").
_FOLLOWING = re.compile(r"\bthe\s+following\b", re.I)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)")
_MARKUP = str.maketrans({"*": " ", "`": " ", "_": " "})

_V = VERSION_PATTERN
_BRANCH = r"(?P<prefix>\d+(?:\.\d+)*)\.[xX*]"
_BRANCH_NOUN = r"(?:\s+(?:branch|line|series|train|releases?|versions?|firmware))?"
_EARLIER = r"\s+(?:and|or)\s+(?:earlier|older|below|prior|lower|before)"
_LATER = r"\s+(?:and|or)\s+(?:later|newer|above|higher|after)"
#: Version forms a statement scopes, in the order they are read (a span read once).
_RANGE_FORMS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("between", re.compile(rf"{_V}\s*(?:through|thru|to|until|-|\u2013|\u2014)\s*v?{_V}", re.I)),
    ("branch_down", re.compile(rf"{_BRANCH}{_BRANCH_NOUN}{_EARLIER}", re.I)),
    ("branch_up", re.compile(rf"{_BRANCH}{_BRANCH_NOUN}{_LATER}", re.I)),
    ("branch", re.compile(_BRANCH, re.I)),
    ("below", re.compile(rf"(?:before|prior\s+to|below|older\s+than|earlier\s+than|<)\s*{_V}")),
    ("up_to", re.compile(rf"<=\s*{_V}|{_V}{_EARLIER}", re.I)),
    ("from", re.compile(rf"(?:>=|\bfrom|\bsince)\s*{_V}|{_V}{_LATER}", re.I)),
    ("exact", re.compile(rf"(?<![\w.]){_V}(?![\w]|\.\d)")),
)
#: An assigned identifier (CVE-2024-1, GHSA-xxxx-xxxx-xxxx, VSA-2024-007): what the
#: statement is about, never a product it excludes.
_IDENTIFIER = re.compile(
    r"(?<![\w-])(?:GHSA(?:-[0-9a-z]{4}){3}|[A-Z][A-Z0-9]*(?:-[A-Z]+)*-\d{4}[-:][\w-]+)", re.I
)
_TOKEN = re.compile(r"[A-Za-z0-9][\w./:@+-]*[A-Za-z0-9]|[A-Za-z0-9]")
#: Nouns a lower-case hyphenated name stands before as a package's ("the relay-lite package").
_PACKAGE_NOUNS = frozenset(
    {
        *("package", "packages", "module", "modules", "library", "libraries", "crate"),
        *("crates", "gem", "gems", "artifact", "artifacts", "plugin", "plugins"),
        *("extension", "extensions", "image", "images", "component", "components"),
    }
)


@dataclass(frozen=True)
class Exclusion:
    """One exclusion a document states: the versions it scopes and the names it writes."""

    ranges: tuple[AffectedRange, ...] = ()
    names: tuple[str, ...] = ()
    #: Its words, where it writes no version or name by its shape ("LOMITREL capsules (5 mg
    #: and 10 mg)": lomitrel, capsules).
    words: tuple[str, ...] = ()
    #: The words qualifying its versions, written before them ("Tunnel-mode-only deployments
    #: on 7.4.4": tunnel, mode): a question must write them too.
    qualifiers: tuple[str, ...] = ()
    #: The strengths it lists ("5 mg and 10 mg"): a question naming one of them asks about it.
    strengths: tuple[str, ...] = ()


def exclusions_in(text: str, phrases: Sequence[str], *, of_acts: bool = False) -> list[Exclusion]:
    """The exclusions ``text`` states with one of ``phrases`` ("not affected"), each read from
    the part of its sentence, table row or section that names what is excluded; ``of_acts``:
    also those left out of an act ("... are not affected by this withdrawal"), which a flaw's
    statement is not ("unaffected by this decision")."""
    pattern = phrase_pattern(phrases)
    found = []
    for named in named_parts(text, pattern, of_acts=of_acts):
        if _CARVE_OUT.search(named):
            continue
        ranges, rest = stated_ranges(named)
        names = tuple(name_units(rest))
        words = () if ranges or names else tuple(sorted(content_words(rest)))
        statement = Exclusion(
            tuple(ranges),
            names,
            words,
            qualifiers(named) if ranges else (),
            tuple(sorted(strengths(named))) if words else (),
        )
        if statement.ranges or statement.names or len(statement.words) >= MIN_WORDS:
            found.append(statement)
    return found


def phrase_pattern(phrases: Sequence[str]) -> re.Pattern[str]:
    """``phrases`` as whole words, spaces flexible (longest first); built once per set (every
    verdict and every ingested document of a pack reads the same one)."""
    return _phrase_pattern(tuple(phrases))


@lru_cache(maxsize=64)
def _phrase_pattern(phrases: tuple[str, ...]) -> re.Pattern[str]:
    spelled = sorted(
        (r"\s+".join(map(re.escape, p.split())) for p in phrases), key=len, reverse=True
    )
    return re.compile(rf"\b(?:{'|'.join(spelled)})\b", re.I)


def named_parts(text: str, pattern: re.Pattern[str], *, of_acts: bool = False) -> Iterator[str]:
    """The text naming what each statement says is not affected: a table row's first cell,
    the list a heading or a colon introduces ("Products confirmed not vulnerable", "The
    following are not affected:", "Not affected: SG-200"), the clause before the phrase
    ("SG-200 appliances are not affected", "- SG-200: not affected"), or after it ("This issue
    does not affect the 1.x branch")."""
    lines = logical_lines(text)
    for index, line in enumerate(lines):
        match = pattern.search(line)
        if match is None:
            continue
        stripped = line.strip()
        if stripped.startswith("|"):
            cells = [cell.strip() for cell in stripped.strip("|").split("|")]
            if len(cells) > 1 and any(pattern.search(cell) for cell in cells[1:]):
                yield cells[0]
            continue
        # the sentence's part before the phrase ("Affected: 2.0.0 to 2.8.3. Not affected: 3.x")
        before = re.split(r"(?<=[.!?;])\s+", line[: match.start()])[-1]
        after = line[match.end() :]
        listed = re.fullmatch(r"\s*(?:\w+\s*){0,3}:\s*(?P<rest>.*)", after)
        if listed and listed["rest"] and plain_words(before):  # "Not affected: SG-200"
            yield _SENTENCE_END.split(listed["rest"], maxsplit=1)[0]
        elif (listed and not listed["rest"]) or (plain_words(before) and not after.strip()):
            yield "\n".join(section_after(lines, index))
        else:
            for sentence in _SENTENCE_END.split(stripped):
                yield from sentence_parts(sentence, pattern, of_acts=of_acts)


def logical_lines(text: str) -> list[str]:
    """``text``'s lines with prose wrapped at a line break joined up again: a line that goes
    on in lower case continues the one before ("... was\\nintroduced in relay-core 4.0.0")."""
    lines: list[str] = []
    for line in text.splitlines():
        if lines and lines[-1].strip() and re.match(r"\s*[a-z]", line):
            lines[-1] = f"{lines[-1].rstrip()} {line.strip()}"
        else:
            lines.append(line)
    return lines


def plain_words(text: str) -> bool:
    """Whether ``text`` is a heading's few words before the phrase ("Products confirmed"):
    no names, versions or verbs a statement about a product would write."""
    words = text.strip(" #*-\t").split()
    return (
        len(words) <= 3
        and not name_units(text)
        and not re.search(r"\d", text)
        and not {"is", "are", "was", "were", "be", "been"} & {word.lower() for word in words}
    )


def section_after(lines: Sequence[str], index: int) -> list[str]:
    """The lines after a heading up to the next blank line."""
    section: list[str] = []
    for line in lines[index + 1 :]:
        if not line.strip():
            if section:
                break
            continue
        section.append(line)
    return section


def sentence_parts(
    sentence: str, pattern: re.Pattern[str], *, of_acts: bool = False
) -> Iterator[str]:
    """The named part of each statement in one sentence (none where it corrects, reports or
    conditions one)."""
    if _NOT_STATED.search(sentence):
        return
    for match in pattern.finditer(sentence):
        after = sentence[match.end() :]
        if _CONDITION.search(after) or (not of_acts and _BY_AN_ACT.match(after)):
            continue
        if re.search(r"\b(?:affect|extend\s+to)$", match.group(0), re.I):  # "does not affect X"
            after = sentence[match.end() :]
            yield re.split(r"[:;,(]|\s[\u2013\u2014-]\s", after, maxsplit=1)[0]
            continue
        before = sentence[: match.start()]
        clauses = _CLAUSE_END.split(before)
        named = clauses[-1]
        if not named.strip(" ,.-") and len(clauses) > 1:  # "SG-200: not affected"
            named = clauses[-2]
        listed = sentence[match.end() :].partition(": ")[2]
        if _FOLLOWING.search(named) and listed:  # "The following ... remain subject to X: A, B"
            named = listed
        yield named


def stated_ranges(named: str) -> tuple[list[AffectedRange], str]:
    """The version ranges a named part scopes, and the part without them."""
    plain = _IDENTIFIER.sub(" ", named.translate(_MARKUP))
    ranges: list[AffectedRange] = []
    for form, regex in _RANGE_FORMS:
        for match in regex.finditer(plain):
            found = range_of(form, match)
            if found is not None:
                ranges.append(found)
        plain = regex.sub(" ", plain)
    return ranges, plain


def range_of(form: str, match: re.Match[str]) -> AffectedRange | None:
    """The range one matched version form scopes."""
    versions = [
        make_version(numbers, suffix)
        for numbers, suffix in re.findall(VERSION_PATTERN, match.group(0))
    ]
    if form.startswith("branch"):
        start, end = line_bounds(match["prefix"])
        if form == "branch_down":
            return AffectedRange(None, end)
        return AffectedRange(start, None if form == "branch_up" else end)
    if not versions:
        return None
    if form == "between" and len(versions) == 2:
        return AffectedRange(versions[0], versions[1], inclusive=True)
    if form == "below":
        return AffectedRange(None, versions[0])
    if form == "up_to":
        return AffectedRange(None, versions[0], inclusive=True)
    if form == "from":
        return AffectedRange(versions[0])
    numbers = re.match(r"v?(\d+(?:\.\d+)*)", match.group(0))
    if form == "exact" and numbers:  # "7.2" scopes 7.2.x
        start, end = line_bounds(numbers.group(1))
        return AffectedRange(start, end)
    return None


def line_bounds(prefix: str) -> tuple[Version, Version]:
    """The first version of a line written by its prefix ("1.8" of "1.8.x") and the first
    of the next line."""
    parts = [int(part) for part in prefix.split(".")]
    after = [*parts[:-1], parts[-1] + 1]
    start = make_version(".".join(map(str, parts + [0] * (len(parts) < 2))), None)
    end = make_version(".".join(map(str, after + [0] * (len(after) < 2))), None)
    return start, end


def name_units(text: str) -> list[str]:
    """The product names ``text`` writes: runs of words that are names (capitalised, numbers,
    or marked: a letter with a digit, "SG-200"; a path or coordinate,
    "github.com/norrin/kvstore/v2"; an inner capital, "EdgeGate"; a hyphenated name before
    "package"), from the first marked word of each run that has one ("Corvane SG-200" is
    named "SG-200"; "EdgeGate 3000", "EdgeGate Cloud Manager")."""
    plain = _IDENTIFIER.sub(" , ", text.translate(_MARKUP))
    tokens = [(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(plain)]
    units: list[str] = []
    run: list[tuple[str, bool]] = []
    previous_end = -1
    for position, (token, start, end) in enumerate(tokens):
        joined = previous_end >= 0 and plain[previous_end:start] == " "
        if run and not joined:
            units.extend(unit_of(run))
            run = []
        after = tokens[position + 1][0].lower() if position + 1 < len(tokens) else ""
        marked = marked_name(token, after)
        if marked or token[0].isupper() or token.isdigit():
            run.append((token, marked))
        elif run:
            units.extend(unit_of(run))
            run = []
        previous_end = end
    units.extend(unit_of(run))
    return list(dict.fromkeys(units))


def unit_of(run: Sequence[tuple[str, bool]]) -> list[str]:
    """A run's name from its first marked word; a run without one names nothing, unless it
    is a capitalised word with a model number ("Gateway 3000", not "30 September 2023")."""
    first = next((i for i, (_, marked) in enumerate(run) if marked), None)
    if first is None:
        words = [token for token, _ in run]
        numbered = any(len(word) >= 2 and word.isdigit() for word in words)
        dated = any(word.lower() in MONTHS for word in words)
        return [" ".join(words)] if numbered and len(words) > 1 and not dated else []
    return [" ".join(token for token, _ in run[first:])]


def marked_name(token: str, after: str) -> bool:
    """Whether a word is a name by its shape, not by its capital (not a version, "4.1.7")."""
    if re.fullmatch(r"v?\d+(?:\.\d+)*", token, re.I):
        return False
    if re.search(r"[A-Za-z]", token) and re.search(r"\d", token):
        return True
    if re.search(r"\w[./:@]\w", token):
        return True
    if re.search(r"[a-z][A-Z]", token):
        return True
    return "-" in token and token.islower() and after in _PACKAGE_NOUNS


def unit_pattern(unit: str) -> re.Pattern[str]:
    """``unit`` as a question writes it whole (not inside a longer name or path); a scoped
    name's separators may be spaces ("brightloom session-store" for
    ``@brightloom/session-store``)."""
    parts = [re.escape(part) for part in re.split(r"(?:\s+|(?<=\w)[/:@](?=\w))", unit)]
    joined = r"(?:\s+|[/:@])".join(parts)
    return re.compile(rf"(?<![\w./:@-])@?{joined}(?![\w/@-]|[.:]\w)", re.I)


#: Nouns a statement's versions may follow that qualify nothing ("Units on the 6.x branch",
#: "releases 3.0.0 through 3.9.4", "Versions prior to 1.2.0").
_GENERIC_TEXT = (
    "units unit devices device deployments deployment installations installation instances "
    "users customers systems system versions version releases release branch branches line "
    "lines series train firmware software builds build hosts servers appliances platforms "
    "only running using earlier later older newer prior before from through since"
)
_GENERIC = frozenset(_GENERIC_TEXT.split())


def qualifiers(named: str) -> tuple[str, ...]:
    """The words qualifying a statement's versions: those written before the first of them,
    and a condition after the last ("Tunnel-mode-only deployments on 7.4.4": tunnel, mode;
    "Helios Gateway 8.x with the Legacy User Portal disabled": helios, gateway, legacy, user,
    portal, disabled), other than generic nouns."""
    plain = _IDENTIFIER.sub(" ", named.translate(_MARKUP))
    spans = [m.span() for _, regex in _RANGE_FORMS for m in regex.finditer(plain)]
    if not spans:
        return ()
    lead = plain[: min(start for start, _ in spans)]
    condition = _CONDITION_AFTER.match(plain[max(end for _, end in spans) :])
    words = content_words(lead) | (content_words(condition.group(1)) if condition else set())
    return tuple(sorted(words - _GENERIC))


#: A condition after a statement's versions, up to a comma or bracket ("8.x with the Legacy
#: User Portal disabled (the default)"); not what they do ("3.0.0 through 3.9.4 use the
#: older codec").
_CONDITION_AFTER = re.compile(
    r"\s*(?:\w+\s+)?((?:with|without|when|where|while|running|using|under|having)\b[^,;()]*)",
    re.I,
)
#: How many words a statement naming nothing by its shape must write to be read.
MIN_WORDS = 2
_FILLER_TEXT = (
    "the and are is was were will this that these those which with its all for not any "
    "mg mcg strength strengths product products other also remain remains available ndc"
)
_FILLERS = frozenset(_FILLER_TEXT.split())


def content_words(text: str) -> set[str]:
    """The words of three letters or more of ``text`` that name something (no fillers)."""
    return set(re.findall(r"[a-z]{3,}", text.lower())) - _FILLERS


#: A strength as labels write it ("10 mg", "2 mg/mL", "0.5%").
_STRENGTH = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(mg|mcg|g|ml|%|iu)\b", re.I)


def strengths(text: str) -> set[str]:
    """The strengths ``text`` writes, spaced one way ("10 mg" and "10mg" are "10mg")."""
    return {f"{number}{unit.lower()}" for number, unit in _STRENGTH.findall(text)}


def excludes(
    statements: Sequence[Exclusion],
    question: str,
    version: Version | None,
    names: Sequence[str] = (),
) -> bool:
    """Whether a statement scopes out what ``question`` asks about: a version statement the
    asked ``version`` lies in, a name statement whose name the question writes, when it
    writes none of the other product ``names`` the documents write, or one naming nothing by
    its shape whose every word the question writes."""
    asked = content_words(question)
    for statement in statements:
        if statement.ranges:
            if (
                version is not None
                and any(r.holds(version) for r in statement.ranges)
                and set(statement.qualifiers) <= asked
            ):
                return True
            continue
        if statement.words:  # "Are Lomitrel 10 mg capsules still marketed?"
            strong = strengths(question)
            if set(statement.words) <= asked and (
                not strong or not statement.strengths or strong & set(statement.strengths)
            ):
                return True
            continue
        rest = question
        for unit in statement.names:
            rest = unit_pattern(unit).sub(" ", rest)
        if rest == question:
            continue
        others = [name for name in names if name not in statement.names]
        if not any(unit_pattern(name).search(rest) for name in others):
            return True
    return False
