"""The date a sentence says its act takes effect (edges derived from it hold from then), and
every date a text writes (by which it names an earlier document)."""

from __future__ import annotations

import pytest

from ingest.effect_dates import dates_written, stated_start


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
