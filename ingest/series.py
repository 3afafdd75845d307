"""Numbered series a corpus names its documents by, learned from the names themselves.

Issuers number their documents under acronyms no pack can list in advance: the UK
coastguard's "MGN 550 (M+F) Pilot Transfer Arrangements" and "MSN 1822 (M)", a carmaker's
"TSB 20-2067: ...", a regulator's "... Short Range Devices (IR 2030/2021/05)". An acronym that
opens the names of two documents or more, or the brackets closing their titles, each with a
number of its own, is such a series; the same acronym and a number anywhere else ("This
notice supersedes MGN 550 (M+F)") then designates a document of it, as a pack's pattern would.
A bare acronym and a short number is no series ("COVID 19", "HTTP 2", "TLS 1.3"): the number
has three digits or more, or two parts ("NVIC 01-16"), or is written as one ("SAS No. 59"), and
is no year ("WGB 2021"). A series
spelled out in two to four capitalised words is one too ("Regulatory Guide 1.97, Revision 5:
...", "Generic Letter 91-18, Revision 1"), and may number its members with a full stop ("1.97"):
no version of a product is written so in two titles that open with it. Its members are keyed
by the series' initials, as issuers abbreviate them ("Regulatory Guide 1.200" and "RG 1.200"
are one guide), and the initials with a number designate its members too.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Collection, Iterable, Iterator
from typing import NamedTuple

from graphcar.domains.packs import EntityPattern

#: Where a number ends: never inside a longer token or before a dotted part.
NUMBER_END = r"[A-Z]?(?![\w/-]|\.\d)"
#: A series number: three digits or more, or two parts joined by a hyphen or slash, and a
#: trailing letter ("TSB 20-2067", "MSN 1822", "SB 19-045A", a ruling's kind in lower case:
#: "SSR 18-2p"), or a state's letters between two ("Specific Exemption 22-MI-04"), or three
#: parts ("IR 2030/2021/05"), and a revision after it ("ComReg 15/136R2"), or a manual's
#: section, four digits or more and a dotted part ("DI 23022.415", "GN 00201.015"); never part
#: of a longer token.
SERIES_NUMBER = (
    rf"(?:\d{{4,6}}\.\d{{2,4}}(?!\.\d)|(?:\d{{3,8}}|\d{{1,6}}(?:[-/]\d{{1,6}}){{1,2}}[a-z]?"
    rf"|\d{{1,4}}-[A-Z]{{1,3}}-\d{{1,4}})(?:R\d{{1,2}})?{NUMBER_END})"
)
#: How a number is written as one: "No. 59", "#14".
AS_ONE = r"(?:(?:No\.|\#)\s?)"
#: An acronym's number written as one ("SAS No. 59", "AOS #14"): any number of digits.
NUMBERED = rf"{AS_ONE}\d{{1,6}}{NUMBER_END}"
#: An acronym, in capitals ("NAVADMIN") or in an issuer's own camel case ("ComReg").
ACRONYM = r"(?:[A-Z]{2,8}|[A-Z][a-z]{1,4}[A-Z][A-Za-z]{0,4})"
#: A name in the brackets closing a title: "... Short Range Devices (IR 2030/2021/05)".
BRACKETED_NAME = re.compile(r"\(([^()]+)\)\s*$")
#: What numbers a member of an acronym series.
ACRONYM_NUMBER = rf"(?:{NUMBERED}|{AS_ONE}?{SERIES_NUMBER})"
#: A spelled-out series: two to four capitalised words, not opening with a determiner, and
#: "to" or "of" between, which its initials keep ("Notice to Exporters 2022/07" is "NTE
#: 2022/07").
SPELLED_SERIES = (
    r"(?!(?:The|This|These|That|Our|Its|Their|Each|Any|All|New|Revised)\b)"
    r"(?:[A-Z][a-z]+(?:['\u2019]s)? (?:(?:to|of) )?){1,3}[A-Z][a-z]+"
)
#: Nouns naming a kind of document.
KIND_NOUNS = (
    r"(?:Decision|Regulation|Directive|Order|Notice|Circular|Bulletin|Rule|Act"
    r"|Law|Resolution|Ordinance|Guidelines?|Policy|Standard|Code|Permit|Licen[cs]e|Agreement"
    r"|Opinion|Statement|Letter|Memorandum|Instruction|Manual|Plan|Decree|Determination)"
)
#: A spelled-out name joined by "to" or "of" to a kind of document ("Corrigendum to
#: Decision", "Amendment of Regulation"): a change of that document, not a series of its own.
CHANGE_OF_KIND = re.compile(rf"\s(?:to|of)\s{KIND_NOUNS}$")
#: A series named by one capitalised word, its numbers written as one ("Release No.
#: 34-64795", "Release No. 34-85752"): a single word and a bare number are too common to
#: name a series ("Section 1983", "Rule 612").
SINGLE_WORD_SERIES = (
    r"(?!(?:The|This|These|That|Our|Its|Their|Each|Any|All|New|Revised)\b)[A-Z][a-z]{2,}"
)
#: A single-word series' number: written as one, as an acronym's would be.
SINGLE_WORD_NUMBER = rf"{AS_ONE}{SERIES_NUMBER}"
#: A single word and its number written as one, after a title's start or a separator.
SINGLE_WORD_WITHIN = re.compile(
    rf"(?:^|(?<=[,:(]\s)|(?<=\s-\s))"
    rf"(?P<single>{SINGLE_WORD_SERIES}) (?P<number>{SINGLE_WORD_NUMBER})"
)
#: A spelled-out series' number: as an acronym's, or two parts joined by a full stop, and
#: written as one ("Advisory Opinion Statement #14-02", "Safety Notice No. 2016-07").
SPELLED_DIGITS = rf"(?:{SERIES_NUMBER}|\d{{1,5}}\.\d{{1,4}}{NUMBER_END})"
SPELLED_NUMBER = rf"{AS_ONE}?{SPELLED_DIGITS}"
#: How a number is written as one, left out where members are told apart.
NUMBER_MARK = re.compile(rf"^{AS_ONE}")
#: A spelled-out series' initials in brackets before its number: "Regulatory Guide (RG)
#: 1.88", "Digital Accessibility Standard (DAS) 2.1".
BRACKETED_INITIALS = r"\([A-Z]{2,6}\)"
#: A spelled-out series written in sentence case, as some governments title ("Regulatory
#: position statement RPS 224: ..."): an acronym of all its words must follow.
SENTENCE_CASE_SERIES = r"[A-Z][a-z]+(?: [a-z]+){1,3}"
#: A short number: a noted kind's ("Heritage Advice Note 5"), or an acronym's where the
#: words it abbreviates stand beside it (``FROM_ONE``).
SHORT_NUMBER = rf"\d{{1,2}}{NUMBER_END}"
#: A spelled-out series and the acronym its issuer abbreviates it by, before a number:
#: "Statement of Practice SP 3/2015: ..." (the acronym its capitalised words' initials, or
#: all its words', the only ones in sentence case). Its members are keyed by that acronym
#: wherever they are spelled out ("replaces Statement of Practice 3/2015").
SPELLED_WITH_ACRONYM = re.compile(
    rf"^(?P<spelled>{SPELLED_SERIES}|{SENTENCE_CASE_SERIES}) (?P<acronym>[A-Z]{{2,8}})"
    rf" (?P<number>{SERIES_NUMBER}|{SHORT_NUMBER})"
)
#: How ``series_of`` returns a spelled-out series with its acronym: "Statement of Practice
#: (SP)".
WITH_ACRONYM = re.compile(r"^(?P<spelled>.+) \((?P<acronym>[A-Z]{2,8})\)$")
#: An acronym and a short number opening a title that spells the acronym's words out
#: elsewhere: "COP 5 Managing asbestos: Approved Code of Practice".
ACRONYM_OPENING = re.compile(rf"^(?P<acronym>[A-Z]{{2,8}}) (?P<number>{SHORT_NUMBER})")
#: Capitalised words, "to" or "of" between, that may spell an acronym out.
SPELLED_RUN = re.compile(r"(?:[A-Z][a-z]+ (?:(?:to|of) )?)*[A-Z][a-z]+")
#: What marks, among the names ``series_of`` returns, an acronym whose members are numbered
#: from 1 ("GN 38", "COP 5"): a bare acronym and a short number are too common to name a
#: document ("COVID 19", "HTTP 2") unless the corpus's titles write the acronym beside the
#: words it abbreviates ("Guidance Note GN 38: ...").
FROM_ONE = " 1"
#: An acronym or a spelled-out series, and its number, opening a name.
SERIES_NAME = re.compile(
    rf"^(?:(?P<series>{ACRONYM}) (?P<number>{ACRONYM_NUMBER})"
    rf"|(?P<spelled>{SPELLED_SERIES})(?: {BRACKETED_INITIALS})?"
    rf" (?P<spelled_number>{SPELLED_NUMBER})"
    rf"|(?P<single>{SINGLE_WORD_SERIES}) (?P<single_number>{SINGLE_WORD_NUMBER}))"
)
#: Capitalised words naming a kind of document, its issuer before it, before an acronym's
#: number ("Council of Administration Decision CA 7/2018", "Resolution GC 18/4"; not "Pilot
#: Transfer MGN 550", whose acronym is no kind's).
NAMED_BEFORE = re.compile(
    rf"(?:[A-Z][a-z]+ (?:(?:of|for|on|the|and) )*){{0,4}}{KIND_NOUNS} (?={ACRONYM} {AS_ONE}?\d)"
)
#: The last words of a spelled-out series whose members are numbered from 1: "Heritage
#: Advice Note 5", "Planning Guidance Note 12" (not "Windows Server 2" nor "Phase 3").
NOTED_KINDS = r"(?:Advice|Guidance|Practice|Information|Technical)\ Notes?|Guide|Bulletin"
#: Such a series and its short number opening a name: "Heritage Advice Note 11: ...".
NOTED_SERIES_NAME = re.compile(
    rf"^(?P<spelled>(?:[A-Z][a-z]+ ){{1,2}}(?:{NOTED_KINDS})) (?P<number>{SHORT_NUMBER})"
)
#: A year alone is an edition's date, not a number in a series ("WGB 2021", "CIC 2023"),
#: nor is a day ("07/18/2021").
YEAR = re.compile(r"(?:19|20)\d\d[A-Z]?")
DATE = re.compile(r"\d{1,2}/\d{1,2}/(?:19|20)?\d\d")
#: How many distinct numbered names make an acronym a series.
SERIES_MEMBERS = 2
#: How many titles an acronym and a short number must open, each before the title's words
#: ("FRS 12 Leases", "FRS 24 Lease Arrangements", "FRS 9 Revenue ..."), to name a series
#: numbered from 1: more than a product's versions are ("HTTP 2 Explained", "HTTP 3 ...").
SHORT_SERIES_MEMBERS = 3
#: A title's capitalised word right after an acronym's number.
TITLE_AFTER = re.compile(r" [A-Z][a-z]")
#: The kind of entity a series' member is, as packs' designations are.
SERIES_KIND = "designator"


#: A document numbered within its year ("Practice Direction 5 of 2022", "Determination No. 3
#: of 2020", "Notice to Mariners No. 12 of 2022"): its kind's one or two capitalised words
#: ("to", "of" or "for" between), its number, "of" and the year.
NUMBERED_IN_YEAR = re.compile(
    r"(?<![\w-])(?P<kind>(?:[A-Z][a-z]+ (?:(?:to|of|for) )?)?[A-Z][a-z]+) (?:No\. ?)?"
    r"(?P<number>\d{1,4}) of "
    r"(?P<year>(?:19|20)\d\d)(?!\d)"
)
#: What marks a series numbered within its year among the names ``series_of`` returns.
IN_YEAR = " of"


def series_of(names: Iterable[str]) -> set[str]:
    """The acronyms opening at least ``SERIES_MEMBERS`` of ``names`` with distinct numbers (one
    where a title writes it beside the words it abbreviates; ``SHORT_SERIES_MEMBERS`` titled
    in words after a short number), and the kinds numbering as many within their years
    (``NUMBERED_IN_YEAR``, returned with ``IN_YEAR`` after them)."""
    numbers: dict[str, set[str]] = defaultdict(set)
    # a series written beside the acronym abbreviating it names one even in one title
    # ("Technical Guidance Note TGN 11: ..."): a designation no product's name is
    abbreviating: set[str] = set()
    # an acronym and a short number opening titles in words, as standards are named
    titled_short: dict[str, set[str]] = defaultdict(set)
    for written in names:
        for single in SINGLE_WORD_WITHIN.finditer(written):
            # "Certificate of Registration - Alys Pritchard, Registration No. 311088": a number
            # written as one after a single word, anywhere in a title
            numbers[single["single"]].add(NUMBER_MARK.sub("", single["number"]))
        for numbered in NUMBERED_IN_YEAR.finditer(written):
            numbers[f"{numbered['kind']}{IN_YEAR}"].add(f"{numbered['number']}/{numbered['year']}")
        abbreviated = SPELLED_WITH_ACRONYM.match(written.strip())
        if abbreviated is not None and abbreviated["acronym"] in initials_of(
            abbreviated["spelled"]
        ):
            acronym = abbreviated["acronym"]
            abbreviations = [f"{abbreviated['spelled']} ({acronym})", acronym]
            if re.fullmatch(SHORT_NUMBER, abbreviated["number"]):
                abbreviations.append(f"{acronym}{FROM_ONE}")
            for series in abbreviations:
                numbers[series].add(abbreviated["number"])
            abbreviating.update(abbreviations)
            continue
        opening = ACRONYM_OPENING.match(written.strip())
        if opening is not None and spells_out(opening["acronym"], written[opening.end() :]):
            # "COP 5 Managing asbestos: Approved Code of Practice", "COP 9 Controlling noise
            # at work: Approved Code of Practice"
            numbers[f"{opening['acronym']}{FROM_ONE}"].add(opening["number"])
            continue
        if opening is not None and TITLE_AFTER.match(written.strip(), opening.end()):
            # "FRS 12 Leases", "FRS 24 Lease Arrangements", "FRS 9 Revenue from Contracts"
            titled_short[opening["acronym"]].add(opening["number"])
        bracketed = BRACKETED_NAME.search(written)
        in_brackets = bracketed is not None and not SERIES_NAME.match(written.strip())
        name = bracketed[1] if bracketed and in_brackets else written
        found = SERIES_NAME.match(name.strip())
        if not found and (named := NAMED_BEFORE.match(name.strip())) is not None:
            # "Council of Administration Decision CA 7/2018 - ...": the acronym after the
            # words naming its issuer and kind
            found = SERIES_NAME.match(name.strip()[named.end() :])
            found = found if found and found["series"] else None
        if not found and (noted := NOTED_SERIES_NAME.match(name.strip())) is not None:
            # "Heritage Advice Note 5: ...", "Heritage Advice Note 11: ...": a kind's
            # spelled-out series may number its members from 1
            numbers[noted["spelled"]].add(noted["number"])
            continue
        if not found:
            continue
        series = found["series"] or found["spelled"] or found["single"]
        if found["spelled"] and CHANGE_OF_KIND.search(found["spelled"]):
            continue  # "Corrigendum to Decision No. 2021/025": the decision's, no series
        number = found["number"] or found["spelled_number"] or found["single_number"]
        number = NUMBER_MARK.sub("", number)
        if not (YEAR.fullmatch(number) or DATE.fullmatch(number)):
            numbers[series].add(number)
    return {
        series
        for series, members in numbers.items()
        if len(members) >= (1 if series in abbreviating else SERIES_MEMBERS)
    } | {
        f"{acronym}{FROM_ONE}"
        for acronym, members in titled_short.items()
        if len(members) >= SHORT_SERIES_MEMBERS
    }


def stored_series(names: Iterable[str]) -> set[str]:
    """The series a stored corpus's designations are numbered in (``series_of``), and the
    acronym of each stored designation alone ("TGN 11", "GN 38"): only a series learned from
    the titles that wrote them (``series_of``'s one title, or numbers from 1) named them so."""
    names = list(names)
    learned = series_of(names)
    for name in names:
        if (found := STORED_DESIGNATION.fullmatch(name)) is not None:
            short = re.fullmatch(SHORT_NUMBER, found["number"]) is not None
            learned.add(f"{found['acronym']}{FROM_ONE}" if short else found["acronym"])
    return learned


#: A stored designation of an acronym's series: "TGN 11", "SP 3/2015".
STORED_DESIGNATION = re.compile(
    rf"(?P<acronym>[A-Z]{{2,8}}) (?P<number>{SERIES_NUMBER}|{SHORT_NUMBER})"
)


class SeriesNames(NamedTuple):
    """The series ``series_of`` returns, by how their members are written."""

    in_year: list[str]  # "Practice Direction" of "Practice Direction 2 of 2019"
    from_one: list[str]  # "GN" of "GN 38"
    abbreviated: list[re.Match[str]]  # "Statement of Practice (SP)"
    single: list[str]  # "Release" of "Release No. 34-64795"
    acronyms: list[str]  # "MGN"
    spelled: list[str]  # "Regulatory Guide"


def series_names(series: Iterable[str]) -> SeriesNames:
    """``series`` sorted by how their members are written, longest names first."""
    names = sorted(set(series), key=lambda s: (-len(s), s))
    in_year = [name.removesuffix(IN_YEAR) for name in names if name.endswith(IN_YEAR)]
    names = [name for name in names if not name.endswith(IN_YEAR)]
    from_one = [name.removesuffix(FROM_ONE) for name in names if name.endswith(FROM_ONE)]
    names = [name for name in names if not name.endswith(FROM_ONE)]
    abbreviated = [found for name in names if (found := WITH_ACRONYM.match(name)) is not None]
    names = [name for name in names if WITH_ACRONYM.match(name) is None]
    single = [name for name in names if re.fullmatch(SINGLE_WORD_SERIES, name)]
    acronyms = [name for name in names if " " not in name and name not in single]
    spelled = [name for name in names if " " in name]
    return SeriesNames(in_year, from_one, abbreviated, single, acronyms, spelled)


def series_patterns(series: Iterable[str]) -> list[EntityPattern]:
    """The patterns finding a member of any of ``series``: by an acronym series' name, by a
    spelled-out series' name (keyed by its initials) and by those initials, by a single word's
    or a kind's numbered within its year (its number written as one or not)."""
    in_year, from_one, abbreviated, single, acronyms, spelled = series_names(series)
    initials = sorted({initials_of(name)[1] for name in spelled})
    members: list[tuple[str, str]] = []
    if acronyms:
        # "ComReg Document 15/136R2" is "ComReg 15/136R2" (``designation_form``)
        members.append(
            (rf"(?:{alternatives(acronyms)})(?: Document)? {ACRONYM_NUMBER}", "designation")
        )
    if spelled:
        # "Regulatory Guide (RG) 1.88": the initials may stand between, in brackets; in any
        # case ("This label supersedes label approval 58312/0419"); a kind's numbered from 1
        # ("Heritage Advice Note 5")
        members.append(
            (
                rf"(?i:{alternatives(spelled)})(?: {BRACKETED_INITIALS})? {SPELLED_NUMBER}",
                "initials",
            )
        )
        noted = [name for name in spelled if NOTED_SERIES_NAME.match(f"{name} 1")]
        if noted:
            members.append((rf"(?i:{alternatives(noted)}) {SHORT_NUMBER}", "initials"))
        members.append((rf"(?:{alternatives(initials)}) {SPELLED_NUMBER}", "designation"))
    if from_one:  # "GN 38" where titles write "Guidance Note GN 38: ..."
        members.append((rf"(?:{alternatives(from_one)}) {SHORT_NUMBER}", "designation"))
    if single:  # "Release No. 34-64795", "Release 34-64795" once it is known a series
        members.append((rf"(?:{alternatives(single)}) {AS_ONE}?{SERIES_NUMBER}", "numbered"))
    if in_year:  # "Practice Direction 2 of 2019", "Determination No. 4 of 2021"
        members.append(
            (rf"(?:{alternatives(in_year)}) {AS_ONE}?\d{{1,4}} of (?:19|20)\d\d(?!\d)", "numbered")
        )
    return [
        *(
            EntityPattern(kind=SERIES_KIND, regex=rf"(?<![\w./-]){regex}", canonical=canonical)
            for regex, canonical in members
        ),
        # "Statement of Practice 3/2015" is SP 3/2015, as its title abbreviates it
        *(
            EntityPattern(
                kind=SERIES_KIND,
                regex=rf"(?<![\w./-])(?i:{re.escape(found['spelled'])})"
                rf"(?: \({found['acronym']}\))?"
                rf" {AS_ONE}?{member_number(found['acronym'], from_one)}",
                items=rf"{member_number(found['acronym'], from_one)}$",
                item_prefix=f"{found['acronym']} ",
                canonical="designation",
            )
            for found in abbreviated
        ),
    ]


def last_word_patterns(series: Iterable[str]) -> list[EntityPattern]:
    """The patterns finding a member of a spelled-out series by the series' last word and its
    number, as an issuer's own text cites it ("replaces Chapter 7 as made by Release 2014/2"
    of "Insurance Conduct Rulebook Release 2014/2", "Circular 2016/02" of "Explosives Circular
    EC 2016/02"), keyed as the series keys its members; where no other series ends with that
    word ("Rulebook Release", "Software Release" leave it naming neither). A pack's
    designation of the same words ("Circular 2016/02") may name it too."""
    _, _, abbreviated, single, _, spelled = series_names(series)
    initials: dict[str, set[str]] = defaultdict(set)
    for name in spelled:
        initials[name.split()[-1]].add("".join(word[0] for word in name.split()))
    for found in abbreviated:
        initials[found["spelled"].split()[-1]].add(found["acronym"])
    return [
        EntityPattern(
            kind=SERIES_KIND,
            # a year alone is an edition's, no member's number ("Closure Order 2023")
            regex=rf"(?<![\w./-]){re.escape(word)} (?!{YEAR.pattern}\b(?![/-])){SPELLED_NUMBER}",
            items=rf"{SPELLED_DIGITS}$",
            item_prefix=f"{prefixes.pop()} ",
            canonical="designation",
        )
        for word, prefixes in sorted(initials.items())
        if len(prefixes) == 1 and word not in single and word[0].isupper()
    ]


def member_number(acronym: str, from_one: Collection[str]) -> str:
    """How a series abbreviated by ``acronym`` numbers its members: as any series does, or
    from 1 too where titles number them so (``from_one``: "Guidance Note 38" is GN 38)."""
    return f"(?:{SERIES_NUMBER}|{SHORT_NUMBER})" if acronym in from_one else SERIES_NUMBER


def spells_out(acronym: str, text: str) -> bool:
    """Whether ``text`` writes capitalised words whose initials are ``acronym`` ("Code of
    Practice" in "Approved Code of Practice and guidance" for "COP")."""
    for run in SPELLED_RUN.finditer(text):
        words = run.group(0).split()
        for start, word in enumerate(words):
            if word[0].isupper() and acronym in initials_of(" ".join(words[start:])):
                return True
    return False


def initials_of(spelled: str) -> tuple[str, str]:
    """The initials a spelled-out series may be abbreviated by: of its capitalised words
    ("SP" of "Statement of Practice"), and of all its words ("NTE" of "Notice to
    Exporters")."""
    words = spelled.split()
    return (
        "".join(word[0] for word in words if word[0].isupper()),
        "".join(word[0].upper() for word in words),
    )


def alternatives(names: Iterable[str]) -> str:
    """A regex alternation of ``names``, each literal."""
    return "|".join(re.escape(name) for name in names)


#: Documents listed under one plural noun ("Declaratory Rulings 2016-01, 2020-02 and 2020-05",
#: "Safety Advisory Notices Nos. 2016-07 and 2019-04", "Advisory Opinion Statements #14-02
#: and #18-01"): the noun's capitalised words, then two numbers or more.
LISTED_NUMBER = (
    r"(?:Nos?\.\s?|\#\s?)?[A-Z]{0,4}-?\d{1,6}(?:[-./][A-Za-z]{0,2}\d{1,6}[A-Z]?)*[a-z]?"
)
PLURAL_LIST = re.compile(
    rf"(?<![\w-])(?P<noun>(?:[A-Z][\w.-]*\s){{0,3}}[A-Z][a-z]+(?:s|(?=\sNos\.)))\s"
    rf"(?P<items>{LISTED_NUMBER}(?:(?:,\s*|,?\s+(?:and|or)\s+){LISTED_NUMBER})+)(?![\w/-])"
)
ITEM = re.compile(rf"(?<![\w-]){LISTED_NUMBER}(?![\w/-])")


def written_singly(text: str) -> str:
    """``text`` with each list under one plural noun written item by item ("Withdrawal of
    Formal Opinions 2012-05 and 2014-02" as "Withdrawal of Formal Opinion 2012-05 and Formal
    Opinion 2014-02"), so each item stands where its noun's act reaches it."""
    pieces: list[str] = []
    at = 0
    for found in PLURAL_LIST.finditer(text):
        items = [written for _, _, written in listed_singly(found.group(0))]
        pieces += [text[at : found.start()], " and ".join(items)]
        at = found.end()
    return "".join([*pieces, text[at:]])


def listed_singly(text: str) -> Iterator[tuple[int, int, str]]:
    """Each document a list under one plural noun names, as its noun names it alone: the
    character span of the item (the first from the noun on) and the item written singly
    ("Declaratory Ruling 2020-02", "Safety Advisory Notice No. 2019-04"), for the patterns
    that name one document to read."""
    for found in PLURAL_LIST.finditer(text):
        noun = found["noun"]
        # "Release Nos. 34-66703 and 34-71485": a singular noun, each item numbered as one
        numbered = found["items"].startswith("Nos.") and not noun.endswith("s")
        singular = (
            noun if numbered else noun[:-3] + "y" if noun.endswith("ies") else noun[:-1]
        )
        for number, item in enumerate(ITEM.finditer(found["items"])):
            written = re.sub(r"^Nos\.", "No.", item.group(0))
            if numbered and not written.startswith("No."):
                written = f"No. {written}"
            start = found.start() if number == 0 else found.start("items") + item.start()
            yield start, found.start("items") + item.end(), f"{singular} {written}"
