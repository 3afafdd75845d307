"""Dates a text writes. The date a sentence says its act takes effect: "Directive 95/46/EC is
repealed with effect from 25 May 2018" is written in a regulation in force since 2016, and until
2018 the directive still governs. An edge derived from such a sentence holds from that date, not
from its document's start (``Candidate.edge_over``). And every date a text writes, by which it
may name an earlier document ("the NVDA blackout of 5 March 2025")."""

from __future__ import annotations

import re
from calendar import monthrange
from collections.abc import Iterator
from datetime import date, timedelta

from graphcar.months import MONTH_NAMES, MONTHS

_MONTH = r"(?P<{}>" + MONTH_NAMES + r")\.?"
_DATE_FORMS = (
    rf"(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+{_MONTH.format('m1')},?\s+(?P<y1>\d{{4}})"
    rf"|{_MONTH.format('m2')}\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y2>\d{{4}})"
    r"|(?P<y3>\d{4})-(?P<m3>\d{2})-(?P<d3>\d{2}))"
)
#: Words that introduce the date an act takes effect ("with effect from", "effective",
#: "as from", "takes effect on", "shall apply from"); "effective immediately" names none.
EFFECT_DATE = re.compile(
    r"\b(?:with\s+effect\s+(?:from|on|as\s+of)|effective(?:\s+(?:from|on|as\s+of))?"
    r"|as\s+from|as\s+of|takes?\s+effect\s+(?:on|from)|shall\s+(?:apply|take\s+effect)"
    r"\s+(?:from|on)|from\s+and\s+after)\s+(?:the\s+)?" + _DATE_FORMS,
    re.IGNORECASE,
)


#: Any date written in one of the forms above ("5 March 2025", "March 5, 2025", "2025-03-05").
WRITTEN_DATE = re.compile(r"\b" + _DATE_FORMS + r"(?!\d)", re.IGNORECASE)


#: A date written in numbers with slashes ("04/12/2019"): month first in the US, day first
#: elsewhere; read only where it names a document (``numeric_days``), never as the day an act
#: takes effect.
NUMERIC_DATE = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/((?:19|20)\d\d)(?![\d/])")


def numeric_days(match: re.Match[str]) -> list[str]:
    """The days (``YYYY-MM-DD``) a ``NUMERIC_DATE`` may mean: month first, then day first
    where that differs and exists ("04/12/2019": 12 April or 4 December 2019)."""
    first, second, year = (int(part) for part in match.groups())
    days: list[str] = []
    for month, day in ((first, second), (second, first)):
        try:
            found = date(year, month, day).isoformat()
        except ValueError:
            continue
        if found not in days:
            days.append(found)
    return days


def stated_expiry(text: str) -> str | None:
    """The day after the one ``text`` says a document lapses on ("lapses at the end of the
    day on September 30, 2023", "expired on 30 April 2022"): out of force from then."""
    day = next(iso_dates(EXPIRY_DAY.finditer(text)), None)
    return None if day is None else (date.fromisoformat(day) + timedelta(days=1)).isoformat()


#: The words before the last day of a document's force: "on", "at the end of the day on".
EXPIRY_DAY = re.compile(
    r"\b(?:on|at\s+(?:the\s+)?(?:end|close)\s+of\s+(?:the\s+day\s+)?(?:on\s+)?)\s*(?:the\s+)?"
    + _DATE_FORMS,
    re.IGNORECASE,
)


def stated_start(sentence: str) -> str | None:
    """The first date ``sentence`` says an act takes effect on, as ``YYYY-MM-DD`` (None when
    it says none, or writes an impossible date)."""
    return next(iso_dates(EFFECT_DATE.finditer(sentence)), None)


#: The day an act lasts until: "is suspended until August 12, 2025".
UNTIL_DATE = re.compile(r"\buntil\s+(?:the\s+)?" + _DATE_FORMS, re.IGNORECASE)


def stated_end(sentence: str) -> str | None:
    """The first day ``sentence`` says an act lasts until, as ``YYYY-MM-DD`` (None when it
    says none)."""
    return next(iso_dates(UNTIL_DATE.finditer(sentence)), None)


#: A sentence saying what it names stays in force: "Our March 8, 2022 Drug Safety
#: Communication ... remains in effect", "the approval of 1 April is not affected".
KEPT_IN_FORCE = re.compile(
    r"\b(?:remains?|remaining|continues?\s+to\s+(?:apply|be\s+\w+)|stays?|(?:is|are)\s+still)\s+"
    r"(?:in\s+(?:full\s+)?(?:effect|force)|valid|effective|current|applicable|good)\b"
    r"|\b(?:is|are|was|were)\s+not\s+(?:affected|superseded|replaced|withdrawn|revoked"
    r"|rescinded|voided|cancell?ed)\b|\bdo(?:es)?\s+not\s+(?:replace|supersede|affect|change"
    r"|revoke|rescind|void|cancel|withdraw)\b"
    # "you remain subject to the regular quarterly blackout ..., which began on 14 June 2024
    # and has not ended"
    r"|\bremains?\s+subject\s+to\b|\b(?:has|have)\s+not\s+(?:ended|lapsed|expired)\b",
    re.IGNORECASE,
)
#: Where a sentence ends, as ``dates_written`` reads it (also before a numbered paragraph:
#: "... from 1 January 2020. 5 The Guidelines ...", "... older vehicles. 1.3 Licensing Notice
#: 2017/04 ...").
SENTENCE_END = re.compile(
    # (not a number's "No." before it: "... register as Smoke Control Order No. 3.")
    r"(?<=[.!?])(?<!\bNo\.)\s+(?=[A-Z(\"']|\d{1,3}(?:\.\d{1,3})*\.?\s+[A-Z])|\n\s*\n"
    r"|\n(?=\s*[-*\u2022]\s)"
)


#: A verb of supersession in a sentence: "This communication updates the FDA Drug Safety
#: Communication issued November 20, 2024", "replaces the information in our February 14,
#: 2023 Drug Safety Communication" (not "As announced by FDA in its Drug Safety
#: Communication of November 20, 2024").
ACT_VERB = re.compile(
    r"\b(?:replac|supersed|updat|revis|rescind|revok|withdr[ae]w|amend|cancel|terminat"
    r"|obsolet|void|lift|finali[sz])\w*|\badopt\w*\s+as\s+final\b",
    re.IGNORECASE,
)


def dates_written(text: str, acting: bool = False) -> frozenset[str]:
    """Every date ``text`` writes, as ``YYYY-MM-DD``, but for those of a sentence saying what it
    names stays in force (``KEPT_IN_FORCE``); ``acting``: only those of a sentence with a verb
    of supersession (``ACT_VERB``)."""
    return frozenset(
        day
        for sentence in SENTENCE_END.split(text)
        if not KEPT_IN_FORCE.search(sentence) and (not acting or ACT_VERB.search(sentence))
        for day in iso_dates(WRITTEN_DATE.finditer(sentence))
    )


def acting_sentences(text: str) -> list[str]:
    """The sentences of ``text`` that date what they act on: a verb of supersession
    (``ACT_VERB``) and a date."""
    return [
        sentence
        for sentence in SENTENCE_END.split(text)
        if ACT_VERB.search(sentence) and WRITTEN_DATE.search(sentence)
    ]


def written_days(match: re.Match[str]) -> list[str]:
    """The day a date match (``WRITTEN_DATE`` forms) names, if it exists (none for "31
    February")."""
    return list(iso_dates(iter([match])))


def iso_dates(found: Iterator[re.Match[str]]) -> Iterator[str]:
    """The ISO form of each matched date that exists (not "31 February")."""
    for match in found:
        parts = match.groupdict()
        day = parts["d1"] or parts["d2"] or parts["d3"]
        year = parts["y1"] or parts["y2"] or parts["y3"]
        month_word = (parts["m1"] or parts["m2"] or "").lower()
        month = MONTHS[month_word] if month_word else int(parts["m3"])
        try:
            yield date(int(year), month, int(day)).isoformat()
        except ValueError:
            continue


#: The new day a deferring sentence names, by the word before it: "from December 26, 2023 to
#: February 26, 2024", "is delayed until 1 July 2025", "for annual reporting periods beginning
#: on or after 1 January 2023", "to fiscal years beginning after November 15, 2008" (the day
#: after: "after" excludes the day it names).
_DEFERRED_TO = re.compile(
    r"\b(?P<word>to|until|till|on\s+or\s+after|after)\s+(?:the\s+)?" + _DATE_FORMS,
    re.IGNORECASE,
)
#: A deferral by a span of time, from the deferred document's own start ("has deferred the
#: mandatory effective date by one year", "defer the effective date ... by two years").
_DEFERRED_BY = re.compile(
    r"\bby\s+(?P<count>\d{1,2}|one|two|three|four|five|six|nine|twelve|eighteen)\s+"
    r"(?P<unit>years?|months?)\b",
    re.IGNORECASE,
)
_COUNTS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "nine": 9, "twelve": 12,
    "eighteen": 18,
}  # fmt: skip


def deferred_start(sentence: str, deferred_from: str | None) -> str | None:
    """The day (``YYYY-MM-DD``) a deferring ``sentence`` says the deferred act now takes
    effect: the last date it names after "to", "until" or "on or after" (the day after one
    named after a bare "after"), else its own start (``deferred_from``, an ISO instant)
    moved by the span it names ("by one year"); None when it names neither."""
    named: str | None = None
    for match in _DEFERRED_TO.finditer(sentence):
        days = written_days(match)
        if not days:
            continue
        day = days[0]
        if match["word"].lower() == "after":
            day = (date.fromisoformat(day) + timedelta(days=1)).isoformat()
        named = day
    if named is not None:
        return named
    if (restated := restated_day(sentence)) is not None:
        return restated
    span = _DEFERRED_BY.search(sentence)
    if span is None or not deferred_from:
        return None
    count = span["count"].lower()
    months = int(count) if count.isdigit() else _COUNTS[count]
    if span["unit"].lower().startswith("year"):
        months *= 12
    start = date.fromisoformat(deferred_from[:10])
    month_index = start.month - 1 + months
    year, month = start.year + month_index // 12, month_index % 12 + 1
    return date(year, month, min(start.day, monthrange(year, month)[1])).isoformat()


def restated_start(text: str) -> str | None:
    """The day one of a deferral's next sentences (``RESTATING_SENTENCES``) says the deferred
    document now takes effect, where the deferring one names none ("The Authority has decided
    to defer the commencement of Fees Schedule 2025 (FS/2025). FS/2025 will now take effect on
    1 July 2025 instead of 1 April 2025", "The Order shall instead come into operation on 1
    October 2024", a reason between: "... will not come into force on 1 October 2022 as stated
    in paragraph 1 of that Direction. Undertakers ... have told the Department that .... The
    Minister has therefore decided that the Amendment Direction shall come into force on 1
    April 2023 instead."): the first date after its "will now take effect on"; None without
    one."""
    return next(
        (
            day
            for sentence in SENTENCE_END.split(text.strip())[:RESTATING_SENTENCES]
            if (day := restated_day(sentence)) is not None
        ),
        None,
    )


def restated_day(sentence: str) -> str | None:
    """The day ``sentence`` says a document now starts on in place of another ("will now take
    effect on 1 July 2024", "shall come into force on 1 January 2024 instead of 1 October
    2023"); None where it restates no start."""
    found = (
        _NOW_TAKES_EFFECT.search(sentence)
        or _STARTS_INSTEAD.search(sentence)
        or _NOT_ON_BUT_ON.search(sentence)
    )
    days = written_days(found) if found is not None else []
    return days[0] if days else None


#: How many sentences after a deferral that names no new day may name it.
RESTATING_SENTENCES = 2
#: Words by which a document starts: "take effect", "come into operation", "be brought into
#: force", "apply" (or the issuer's "apply it"), "begin" (its implementation).
_STARTING = (
    r"(?:take\s+effect|come\s+into\s+(?:force|effect|operation)|be\s+brought\s+into\s+force"
    r"|apply(?:\s+(?:it|them))?|commence|start|begin)"
)
#: What now takes effect on a day, up to that day ("will now take effect on", "they will
#: instead take effect on", "the Inspectorate will instead apply it from").
_NOW_TAKES_EFFECT = re.compile(
    r"\b(?:will\s+now|now\s+will|(?:will|shall)\s+instead|now)\s+"
    + _STARTING
    + r"\s+(?:on|from)\s+(?:the\s+)?"
    + _DATE_FORMS,
    re.IGNORECASE,
)
#: A start denied on one day and stated on another in the same sentence: "shall not come into
#: effect on 1 October 2023 as stated in its paragraph 1.2, but on 15 January 2024", "will not
#: come into operation on 1 April 2023 as originally stated; they will come into operation on 2
#: October 2023".
_NOT_ON_BUT_ON = re.compile(
    r"\bnot\s+(?:now\s+)?"
    + _STARTING
    + r"\s+(?:on|from)\s+[^;]{0,80}?(?:\bbut|;[^;]{0,40}?\b(?:will|shall))\s+(?:instead\s+)?(?:"
    + _STARTING
    + r"\s+)?(?:on|from)\s+(?:the\s+)?"
    + _DATE_FORMS,
    re.IGNORECASE,
)
#: A start on a day said to take the place of the day stated before: "shall come into force
#: on 1 January 2024 instead of 1 October 2023", "will commence on 1 September 2025 rather
#: than on 1 April 2025", "shall come into force on 1 April 2023 instead", "will come into
#: operation on 1 July 2023 and not on 1 January 2023".
_STARTS_INSTEAD = re.compile(
    r"\b(?:will|shall|comes?|takes?|applies|commences|starts)\s+(?:"
    + _STARTING
    + r"\s+|into\s+(?:force|effect|operation)\s+|effect\s+)?(?:on|from)\s+(?:the\s+)?"
    + _DATE_FORMS
    + r",?\s+(?:instead\b|rather\s+than\b|and\s+not\s+(?:on|from)\b)",
    re.IGNORECASE,
)
