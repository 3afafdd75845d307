"""Where a stated act's sentence and clause end, and where a document names itself: a clause
with a subject of its own after the act restricts only itself, an abbreviation's period before
"All ..." ends a sentence, "... and continues through May 31, unless extended" is a second
predicate, and a text opening with its issuer's name before "Order No. C19-07b." names itself
there (trial 115: state and local government orders); a paragraph's number after a full stop
opens a sentence (trial 128: circulars numbering theirs).
"""

from __future__ import annotations

import pytest

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from ingest.spacy_pipeline import numbered_paragraph
from tests.unit.test_derive_rules import extractor
from tests.unit.test_derive_stated_acts import accepted, legal

__all__ = ["extractor"]  # the module-scoped fixture, shared with the derivation tests


def ordinances(repealing_sentence: str) -> list[SourceRecord]:
    return [
        legal("temporary", "statute", "Ordinance No. 2020-27: Temporary Outdoor Dining Permits",
              "City of Port Halden, Oregon. Ordinance No. 2020-27. An emergency ordinance "
              "establishing a temporary outdoor dining permit program.", "2020-06-02"),
        legal("permanent", "statute", "Ordinance No. 2022-11: Permanent Parklet Program",
              "City of Port Halden, Oregon. Ordinance No. 2022-11. The City Council ordains as "
              f"follows. Section 1. {repealing_sentence} Section 2. A new Chapter 12.36 is "
              "added.", "2022-05-03"),
    ]


def test_a_second_clause_with_its_own_subject_restricts_only_itself(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "X is repealed, effective July 1, 2022, and temporary permits issued under it shall
    expire": "temporary" is the permits', not the repeal's."""
    rows = ordinances("Ordinance No. 2020-27 is repealed, effective July 1, 2022, and temporary "
                      "outdoor dining permits issued under it shall expire on that date.")
    assert ("permanent", "temporary") in accepted(rows, embedded_store, extractor)


def test_a_clause_speaking_of_the_act_still_restricts_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "..., and this repeal applies only to sidewalk permits": the act is a partial one."""
    rows = ordinances("Ordinance No. 2020-27 is repealed, and this repeal applies only to "
                      "sidewalk permits.")
    assert ("permanent", "temporary") not in accepted(rows, embedded_store, extractor)


def test_a_time_of_day_ends_its_sentence_before_all(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "... through April 30, 2020 at 11:59 p.m. All individuals must stay at home except as
    permitted": the exception is the next sentence's, not the rescission's."""
    rows = [
        legal("eo21", "executive_order", "Executive Order 2020-21: Temporary Requirement to "
              "Suspend Activities", "State of Michigan, Executive Order No. 2020-21. Stay home.",
              "2020-03-23"),
        legal("eo42", "executive_order", "Executive Order 2020-42: Temporary Requirement to "
              "Suspend Activities (Extension)", "State of Michigan, Executive Order No. 2020-42. "
              "Executive Order 2020-21 is rescinded and replaced by this order, which is "
              "effective immediately and continues through April 30, 2020 at 11:59 p.m. All "
              "individuals must stay at home except as permitted in this order.", "2020-04-09"),
    ]
    assert ("eo42", "eo21") in accepted(rows, embedded_store, extractor)


def test_an_order_named_after_its_issuers_line_and_a_second_predicate(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A county order titled "Order of the Health Officer No. C19-07b" names itself in the
    header after its issuer's line ("Order of the Health Officer of the County of Marlow.
    Order No. C19-07b."); "supersedes Order No. C19-07b in its entirety and continues through
    ..., unless extended" conditions only how long the new order runs."""

    def order(doc_id: str, number: str, text: str, at: str) -> SourceRecord:
        return legal(doc_id, "notice", f"Order of the Health Officer No. {number}: Shelter in "
                     "Place", "Order of the Health Officer of the County of Marlow. Order No. "
                     f"{number}. {text}", at)

    rows = [
        order("b", "C19-07b", "All individuals must continue sheltering in place.", "2020-03-31"),
        order("c", "C19-07c", "Effective 11:59 p.m. on May 3, 2020, this Order supersedes Order "
              "No. C19-07b in its entirety and continues through 11:59 p.m. on May 31, 2020, "
              "unless extended.", "2020-04-29"),
    ]
    assert ("c", "b") in accepted(rows, embedded_store, extractor)


@pytest.mark.parametrize(
    ("text", "numbered"),
    [
        ("Member Governments are invited to apply them. 4 This circular revokes X.", True),
        ("This circular supersedes MSC/Circ.1206. 4 The trial period is extended.", True),
        # an abbreviation's number, a date's day, a number that is a quantity
        ("See para. 4 The text of the rule.", False),
        ("It applies from that date. 1 January 2020 is the date of entry.", False),
        ("It lists deficiencies. 12 ships were detained.", False),
    ],
)
def test_a_paragraph_number_after_a_full_stop_opens_a_sentence(
    extractor: SpacyExtractor, text: str, numbered: bool
) -> None:
    doc = extractor.nlp.make_doc(text)
    period = next(t.i for t in doc if t.text == "." and t.i + 1 < len(doc) and t.nbor().is_digit)
    inside = {t.i for t in doc if t.text in {"MSC", "/", "Circ.1206"}}  # the name found there
    assert numbered_paragraph(doc, period, inside) is numbered
