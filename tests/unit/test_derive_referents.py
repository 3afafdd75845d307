"""Supersessions stated the way the blind trials of session 50 state them (pronouns standing
for a document named before them, ...), where the derivation missed or misread them.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_disclosures_and_season_editions import general
from tests.unit.test_derive_rules import derive, extractor
from tests.unit.test_derive_stated_acts import accepted

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def test_a_pronoun_object_stands_for_the_edition_the_sentence_before_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"The 2012 EPG Code is no longer in effect. This revised Code supersedes it from 1
    October 2019": "it" is the 2012 edition of the code, not the 2016 one nor another code."""
    rows = [
        general("c12", "code_of_practice", "Code of Practice on Electronic Programme Guides "
                "(2012)", "Guides must give due prominence to public service channels.",
                "2012-07-02"),
        general("c16", "code_of_practice", "Code of Practice on Electronic Programme Guides "
                "(2016)", "Guides must list accessible programmes.", "2016-05-02"),
        general("a12", "code_of_practice", "Code of Practice on Television Access Services "
                "(2012)", "Subtitling targets are set.", "2012-03-01"),
        general("c19", "code_of_practice", "Code of Practice on Electronic Programme Guides "
                "(2019 revision)", "The 2012 EPG Code is no longer in effect. This revised "
                "Code supersedes it from 1 October 2019 and raises the prominence "
                "requirements.", "2019-06-18"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("c19", "c12")}


def test_a_pronoun_object_stands_for_what_a_first_predicate_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Version 1.2 incorporates minor clarifications to Version 1.1 and supersedes it": "it"
    is version 1.1 of the standard, not version 1.0."""
    rows = [
        general("v10", "standard", "Technical Standard TS-7: Ticket Printers, Version 1.0",
                "TS-7 sets requirements for ticket printers.", "2015-03-02"),
        general("v11", "standard", "Technical Standard TS-7: Ticket Printers, Version 1.1",
                "TS-7 Version 1.1 adds barcode formats.", "2017-10-02"),
        general("v12", "standard", "Technical Standard TS-7: Ticket Printers, Version 1.2",
                "TS-7 Version 1.2 specifies requirements for ticket printers. Version 1.2 "
                "incorporates minor clarifications to Version 1.1 and supersedes it.",
                "2020-02-10"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("v12", "v11")}


def test_an_edition_by_year_is_replaced_with_the_documents_listed_after_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This edition supersedes the 2018 Edition, including ... all Supplemental
    Specifications issued against it, among them SS-109-FA-22": the names listed after the
    edition no longer hide the edition the object opens with."""
    rows = [
        general("e18", "standard", "North Plains DOT Standard Specifications, 2018 Edition",
                "The specifications govern all contracts.", "2018-01-15"),
        general("fa", "supplemental_specification", "Supplemental Specification SS-109-FA-22: "
                "Fuel Price Adjustment", "Subsection 109.08 is revised.", "2022-07-11"),
        general("e24", "standard", "North Plains DOT Standard Specifications, 2024 Edition",
                "This edition supersedes the 2018 Edition, including all Supplemental "
                "Specifications issued against it, among them SS-109-FA-22 (Fuel Price "
                "Adjustment), whose content has been incorporated.", "2023-11-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("e24", "e18"), ("e24", "fa")}


def test_a_general_order_is_named_by_its_initials(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Supersedes: GO 2019-03 (Use of Force and De-escalation)" names General Order 2019-03,
    as a police department abbreviates its general orders."""
    rows = [
        general("g19", "general_order", "General Order 2019-03: Use of Force and "
                "De-escalation", "This order establishes standards for de-escalation.",
                "2019-02-15"),
        general("g22", "general_order", "General Order 2022-11: Response to Resistance",
                "GENERAL ORDER 2022-11. Supersedes: GO 2019-03 (Use of Force and "
                "De-escalation). This General Order governs all force used.", "2022-08-20"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("g22", "g19")}


def test_a_year_before_a_numbered_edition_picks_that_years_title(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Version 1.1 replaces the 2023 Version 1.0 of the ICT Scheme Rulebook": of the
    rulebooks numbered 1.0, the one titled 2023, not the 2021 one."""

    def rulebook(doc_id: str, year: str, version: str, text: str, at: str) -> SourceRecord:
        return general(doc_id, "rulebook", f"CPC Instant Credit Transfer Scheme Rulebook {year} "
                       f"Version {version}", text, at)

    rows = [
        rulebook("r21", "2021", "1.0", "The rulebook sets the scheme's rules.", "2020-11-25"),
        rulebook("r23", "2023", "1.0", "The 2023 rulebook takes effect in November 2023.",
                 "2022-11-24"),
        rulebook("r231", "2023", "1.1", "Version 1.1 replaces the 2023 Version 1.0 of the ICT "
                 "Scheme Rulebook before its entry into force.", "2023-06-12"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("r231", "r23")}
