"""Numbered series a corpus names its documents by, learned from the names themselves.

Issuers number their documents under acronyms no pack can list in advance: the UK
coastguard's "MGN 550 (M+F) Pilot Transfer Arrangements" and "MSN 1822 (M)", a carmaker's
"TSB 20-2067: ...". An acronym that opens the names of two documents or more, each with a
number of its own, is such a series; the same acronym and a number anywhere else ("This
notice supersedes MGN 550 (M+F)") then designates a document of it, as a pack's pattern would.
A bare acronym and a short number is no series ("COVID 19", "HTTP 2", "TLS 1.3"): the number
has three digits or more, or two parts ("NVIC 01-16"), and is no year ("WGB 2021").
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable

from graphcar.domains.packs import EntityPattern

#: A series number: three digits or more, or two parts joined by a hyphen or slash, and a
#: trailing letter ("TSB 20-2067", "MSN 1822", "SB 19-045A"); never part of a longer token.
SERIES_NUMBER = r"(?:\d{3,6}|\d{1,4}[-/]\d{1,6})[A-Z]?(?![\w/-]|\.\d)"
#: An acronym and its number opening a name.
SERIES_NAME = re.compile(rf"^(?P<series>[A-Z]{{2,6}}) (?P<number>{SERIES_NUMBER})")
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
        if (found := SERIES_NAME.match(name.strip())) and not YEAR.fullmatch(found["number"]):
            numbers[found["series"]].add(found["number"])
    return {series for series, members in numbers.items() if len(members) >= SERIES_MEMBERS}


def series_pattern(series: Iterable[str]) -> EntityPattern | None:
    """The pattern finding a member of any of ``series`` (None for no series)."""
    acronyms = sorted(set(series), key=lambda s: (-len(s), s))
    if not acronyms:
        return None
    alternatives = "|".join(re.escape(acronym) for acronym in acronyms)
    return EntityPattern(
        kind=SERIES_KIND,
        regex=rf"(?<![\w./-])(?:{alternatives}) {SERIES_NUMBER}",
        canonical="designation",
    )
