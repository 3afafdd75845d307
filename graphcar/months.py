"""Month names as texts and questions write them ("March", "Mar", "Sept"): one table for the
dates ingest reads and the editions a question names by month ("the March 2021 insert")."""

from __future__ import annotations

#: Month name or abbreviation (lower case) -> month number.
MONTHS: dict[str, int] = {
    name: number
    for number, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}
#: The names as one regex alternation, longest first ("sept" before "sep", "march" before "mar").
MONTH_NAMES = "|".join(sorted(MONTHS, key=len, reverse=True))
