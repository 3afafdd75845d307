"""The date a sentence says its act takes effect (edges derived from it hold from then),
every date a text writes (by which it names an earlier document), and the day a deferral
moves an act to; and dates that name a document, in numbers or listed."""

from __future__ import annotations

import pytest

from ingest.derive import naming_dates
from ingest.effect_dates import (
    NUMERIC_DATE,
    dates_written,
    deferred_start,
    numeric_days,
    stated_start,
)


@pytest.mark.parametrize(
    ("sentence", "start"),
    [
        ("Directive 95/46/EC is repealed with effect from 25 May 2018.", "2018-05-25"),
        ("Effective July 1, 2025, this policy replaces HR-POL-7.", "2025-07-01"),
        ("This bulletin rescinds Bulletin 2013-29 as of 2024-03-01.", "2024-03-01"),
        ("It supersedes SOP-QA-3, effective 31st Dec. 2024.", "2024-12-31"),
        ("Guidance 2019-03 is withdrawn effective immediately.", None),
        ("This bulletin rescinds Bulletin 2013-29 as of 2024-02-30.", None),
        ("Section 20 is repealed. It was enacted on 16 June 1933.", None),
    ],
)
def test_the_date_an_act_takes_effect(sentence: str, start: str | None) -> None:
    assert stated_start(sentence) == start


def test_every_date_a_text_writes() -> None:
    text = (
        "The NVDA blackout of 5 March 2025 is lifted today, March 20th, 2025 (logged "
        "2025-03-20T12:00). Approval PTA-2025-0311 and 31 February 2025 name no date."
    )
    assert dates_written(text) == {"2025-03-05", "2025-03-20"}


def test_dates_of_what_a_sentence_keeps_in_force_name_nothing() -> None:
    """Trial 56: a safety communication on a new risk said its predecessor of March 8, 2022
    "remains in effect"; the date names it, but not as something replaced."""
    text = (
        "FDA is evaluating reports of acute pancreatitis. Our March 8, 2022 Drug Safety "
        "Communication about hypoglycemia remains in effect.\n\n- The approval of 1 April "
        "2025 is not affected.\n- It replaces the 9 June 2024 notice."
    )
    assert dates_written(text) == {"2024-06-09"}


@pytest.mark.parametrize(
    ("sentence", "deferred_from", "start"),
    [
        (
            "The Board is delaying the effective date of its final rule, published October 27, "
            "2023, from December 26, 2023 to February 26, 2024.",
            None,
            "2024-02-26",
        ),
        ("The effective date of Rule 21-04 is delayed until 1 July 2025.", None, "2025-07-01"),
        (
            "This FSP defers the effective date of Statement 157 to fiscal years beginning "
            "after November 15, 2008.",
            None,
            "2008-11-16",
        ),
        (
            "The amendments defer the date of initial application of IFRS 17 by two years, so "
            "that entities apply it for annual reporting periods beginning on or after 1 "
            "January 2023.",
            "2021-01-01T00:00:00Z",
            "2023-01-01",
        ),
        ("The Board has deferred their effective date by one year.", "2022-01-01T00:00:00Z",
         "2023-01-01"),
        ("The effective date is deferred by 18 months.", "2024-08-31T00:00:00Z", "2026-02-28"),
        ("The Board has deferred their effective date by one year.", None, None),
        ("The effective date of Rule 21-04 is delayed indefinitely.", None, None),
    ],
)
def test_the_day_a_deferral_moves_an_act_to(
    sentence: str, deferred_from: str | None, start: str | None
) -> None:
    assert deferred_start(sentence, deferred_from) == start


@pytest.mark.parametrize(
    ("written", "days"),
    [
        ("04/12/2019", ["2019-04-12", "2019-12-04"]),  # month first, then day first
        ("13/05/2020", ["2020-05-13"]),  # only day first exists
        ("12/12/2020", ["2020-12-12"]),
        ("02/30/2020", []),
    ],
)
def test_a_numeric_date_may_mean_either_day(written: str, days: list[str]) -> None:
    match = NUMERIC_DATE.search(f"the label accepted on {written}.")
    assert match is not None
    assert numeric_days(match) == days


def test_dates_name_documents_in_lists_and_in_numbers() -> None:
    """Trial 138: "the labels accepted on 04/12/2019 and 06/03/2021" names both labels (the
    second date listed after the first), trial 136: "the memoranda of April 9, 2019, and March
    3, 2021" both memoranda; a date a rule starts from names none."""
    assert naming_dates("including the labels accepted on 04/12/2019 and 06/03/2021") == {
        "2019-04-12", "2019-12-04", "2021-03-06", "2021-06-03"
    }
    assert naming_dates("It replaces the memoranda of April 9, 2019, and March 3, 2021.") == {
        "2019-04-09", "2021-03-03"
    }
    assert naming_dates("for policies written on or after January 1, 2022 and 3/3/2023") == set()
    # trial 140: a Federal Register page between the participle and the day
    assert naming_dates("the interim final rule published at 85 FR 63918 on October 8, 2020") == {
        "2020-10-08"
    }
