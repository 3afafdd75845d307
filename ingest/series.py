"""Numbered series a corpus names its documents by, learned from the names themselves.

Issuers number their documents under acronyms no pack can list in advance: the UK
coastguard's "MGN 550 (M+F) Pilot Transfer Arrangements" and "MSN 1822 (M)", a carmaker's
"TSB 20-2067: ...". An acronym that opens the names of two documents or more, each with a
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
from collections.abc import Iterable

from graphcar.domains.packs import EntityPattern

#: Where a number ends: never inside a longer token or before a dotted part.
NUMBER_END = r"[A-Z]?(?![\w/-]|\.\d)"
#: A series number: three digits or more, or two parts joined by a hyphen or slash, and a
#: trailing letter ("TSB 20-2067", "MSN 1822", "SB 19-045A"), or a state's letters between
#: two ("Specific Exemption 22-MI-04"); never part of a longer token.
SERIES_NUMBER = (
    rf"(?:\d{{3,6}}|\d{{1,4}}[-/]\d{{1,6}}|\d{{1,4}}-[A-Z]{{1,3}}-\d{{1,4}}){NUMBER_END}"
)
#: An acronym's number written as one ("SAS No. 59"): any number of digits.
NUMBERED = rf"No\.\s?\d{{1,6}}{NUMBER_END}"
#: What numbers a member of an acronym series.
ACRONYM_NUMBER = rf"(?:{NUMBERED}|{SERIES_NUMBER})"
#: A spelled-out series: two to four capitalised words, not opening with a determiner.
SPELLED_SERIES = (
    r"(?!(?:The|This|These|That|Our|Its|Their|Each|Any|All|New|Revised)\b)"
    r"(?:[A-Z][a-z]+ ){1,3}[A-Z][a-z]+"
)
#: A spelled-out series' number: as an acronym's, or two parts joined by a full stop.
SPELLED_NUMBER = rf"(?:{SERIES_NUMBER}|\d{{1,5}}\.\d{{1,4}}{NUMBER_END})"
#: An acronym or a spelled-out series, and its number, opening a name.
SERIES_NAME = re.compile(
    rf"^(?:(?P<series>[A-Z]{{2,6}}) (?P<number>{ACRONYM_NUMBER})"
    rf"|(?P<spelled>{SPELLED_SERIES}) (?P<spelled_number>{SPELLED_NUMBER}))"
)
#: A year alone is an edition's date, not a number in a series ("WGB 2021", "CIC 2023").
YEAR = re.compile(r"(?:19|20)\d\d[A-Z]?")
#: How many distinct numbered names make an acronym a series.
SERIES_MEMBERS = 2
#: The kind of entity a series' member is, as packs' designations are.
SERIES_KIND = "designator"


def series_of(names: Iterable[str]) -> set[str]:
    """The acronyms opening at least ``SERIES_MEMBERS`` of ``names`` with distinct numbers."""
    numbers: dict[str, set[str]] = defaultdict(set)
    for name in names:
        if not (found := SERIES_NAME.match(name.strip())):
            continue
        series = found["series"] or found["spelled"]
        number = found["number"] or found["spelled_number"]
        if not YEAR.fullmatch(number.removeprefix("No.").strip()):
            numbers[series].add(number)
    return {series for series, members in numbers.items() if len(members) >= SERIES_MEMBERS}


def series_patterns(series: Iterable[str]) -> list[EntityPattern]:
    """The patterns finding a member of any of ``series``: by an acronym series' name, by a
    spelled-out series' name (keyed by its initials) and by those initials."""
    names = sorted(set(series), key=lambda s: (-len(s), s))
    acronyms = [name for name in names if " " not in name]
    spelled = [name for name in names if " " in name]
    initials = sorted({"".join(word[0] for word in name.split()) for name in spelled})
    members: list[tuple[str, str]] = []
    if acronyms:
        members.append((rf"(?:{alternatives(acronyms)}) {ACRONYM_NUMBER}", "designation"))
    if spelled:
        # "Regulatory Guide (RG) 1.88": the initials may stand between, in brackets
        members.append(
            (rf"(?:{alternatives(spelled)})(?: \([A-Z]{{2,6}}\))? {SPELLED_NUMBER}", "initials")
        )
        members.append((rf"(?:{alternatives(initials)}) {SPELLED_NUMBER}", "designation"))
    return [
        EntityPattern(kind=SERIES_KIND, regex=rf"(?<![\w./-]){regex}", canonical=canonical)
        for regex, canonical in members
    ]


def alternatives(names: Iterable[str]) -> str:
    """A regex alternation of ``names``, each literal."""
    return "|".join(re.escape(name) for name in names)
