"""Supersessions stated the way the blind trials of session 48 (270-277: mining, exam boards,
listed company filings, fisheries and wildlife, hospital formularies, civil-law decisions,
cloud platform terms, weather and hazard alerts) state them, where the derivation missed them.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, titled_record
from tests.unit.test_derive_stated_acts import accepted

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def general(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("general", doc_id, doc_type, title, text, at)


def test_an_edition_named_by_its_years_and_its_own_title_words_is_replaced(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This order replaces the 2024-25 Migratory Game Bird Season Order" in the 2025-26
    order names the order titled so (its years open the title, no edition mark closes it);
    "This edition replaces the 2022-2024 Synopsis" in a regulation synopsis names the synopsis
    of those years by its kind. A season order for a region ("the 2024-25 Season Order for
    the North Zone") is a part: nothing is replaced."""
    rows = [
        general("o24", "season_order", "2024\u201325 Migratory Game Bird Season Order",
                "Ducks: September 21 to January 4; daily bag 6.", "2024-08-22"),
        general("o25", "season_order", "2025\u201326 Migratory Game Bird Season Order",
                "This order replaces the 2024\u201325 Migratory Game Bird Season Order, "
                "including the correction of September 5, 2024. Ducks: daily bag 6.",
                "2025-08-25"),
        general("s22", "regulation_synopsis", "Freshwater Fishing Regulations Synopsis "
                "2022\u20132024", "The walleye quota is 4.", "2022-03-14"),
        general("s24", "regulation_synopsis", "Freshwater Fishing Regulations Synopsis "
                "2024\u20132026", "This edition replaces the 2022\u20132024 Synopsis in its "
                "entirety; anglers should discard earlier copies.", "2024-03-04"),
        general("p24", "season_order", "2024 Upland Game Season Order",
                "Grouse: September 1 to November 30.", "2024-08-01"),
        general("p25", "season_order", "2025 Upland Game Season Order",
                "This order replaces the 2024 Upland Game Season Order for the North Zone.",
                "2025-08-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("o25", "o24"), ("s24", "s22")}


def test_an_object_after_words_of_manner_is_read_whole(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This 2021 Edition of the Customer Agreement replaces in its entirety the Customer
    Agreement dated June 1, 2019": the words of manner before the object leave it whole, and
    an edition of the document's own title ("of the Customer Agreement", its issuer's name
    left out) is the document itself."""
    rows = [
        general("ca19", "terms_of_service", "Stratus Cloud Customer Agreement (June 2019)",
                "These terms govern use of the Services.", "2019-06-01"),
        general("ca21", "terms_of_service", "Stratus Cloud Customer Agreement (2021 Edition)",
                "This 2021 Edition of the Customer Agreement replaces in its entirety the "
                "Customer Agreement dated June 1, 2019, for all accounts, effective May 15, "
                "2021.", "2021-04-15"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("ca21", "ca19")}


def test_an_outlook_named_by_its_month_is_the_one_of_that_month(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This August update replaces the May 2025 outlook" names the outlook issued in May
    2025, not the last year's August update its title shares words with."""
    rows = [
        general("a24", "seasonal_outlook", "2024 Atlantic Hurricane Season Outlook - August "
                "Update", "Forecasters now expect 17 to 24 named storms.", "2024-08-08"),
        general("m25", "seasonal_outlook", "2025 Atlantic Hurricane Season Outlook",
                "Forecasters predict 13 to 19 named storms.", "2025-05-22"),
        general("a25", "seasonal_outlook", "2025 Atlantic Hurricane Season Outlook - August "
                "Update", "Forecasters now expect 13 to 18 named storms. This August update "
                "replaces the May 2025 outlook in its entirety.", "2025-08-07"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("a25", "m25")}


def test_a_filing_named_by_its_day_is_its_issuers_of_that_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This final prospectus supersedes the preliminary prospectus dated October 16, 2023":
    of the two filings of that day, the one whose title opens with the issuer's name as the
    prospectus's does (another firm's annual report amendment of that day is not meant); "The
    new program replaces the $500 million authorization announced March 15, 2022" in a
    release titled by that program names the firm's release of that day."""

    rows = [
        general("s1a", "registration_statement", "Peregrine Semiconductor Holdings Form S-1/A "
                "Amendment No. 2 - Revised Price Range", "Peregrine Semiconductor Holdings, "
                "Inc. is now offering 22,000,000 shares at $13.00 to $15.00.", "2023-10-16"),
        general("10ka", "annual_report_amendment", "Halvorsen Industrial Corp. Form 10-K/A "
                "(Amendment No. 2)", "Halvorsen restates its fiscal 2022 statements.",
                "2023-10-16"),
        general("fp", "prospectus", "Peregrine Semiconductor Holdings Final Prospectus - "
                "22,000,000 Shares at $14.00", "We are offering 22,000,000 shares at $14.00 "
                "per share. This final prospectus supersedes the preliminary prospectus dated "
                "October 16, 2023.", "2023-10-19"),
        general("bb22", "press_release", "Veridian Retail Group Announces $500 Million Share "
                "Repurchase Authorization", "The Board authorized repurchases of up to $500 "
                "million.", "2022-03-15"),
        general("bb23", "press_release", "Veridian Retail Group Board Approves New $1.0 "
                "Billion Share Repurchase Program", "Veridian Retail Group announced a new "
                "share repurchase authorization of up to $1.0 billion. The new program "
                "replaces the $500 million authorization announced March 15, 2022.",
                "2023-09-12"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("fp", "s1a"), ("bb23", "bb22")}


def test_a_retraction_withdraws_what_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This notice retracts Market Notice MN-2024-031": a retraction is a withdrawal."""
    rows = [
        general("mn31", "market_notice", "Market Notice MN-2024-031: Index Rebalance",
                "The index will be rebalanced on 21 June.", "2024-06-03"),
        general("mn33", "market_notice", "Market Notice MN-2024-033: Retraction",
                "This notice retracts Market Notice MN-2024-031, which was issued in error.",
                "2024-06-04"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("mn33", "mn31")}


def test_editions_named_by_a_year_a_month_or_their_kind(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This edition replaces the 2016 edition of the code" in a code titled "(Third Edition,
    2022)" names the one titled "(Second Edition, 2016)" (the year is no edition mark of its
    own); "the June 2021 edition of Appendix A" the edition of that month and year; "the
    2016 framework" the framework of that year (its kind's word); "the Prescribed Texts
    2020-2024" the list titled so."""
    rows = [
        general("c16", "code_of_practice", "Code of Practice: Ground Control in Underground "
                "Mines (Second Edition, 2016)", "Ground support shall be installed.",
                "2016-05-09"),
        general("c22", "code_of_practice", "Code of Practice: Ground Control in Underground "
                "Mines (Third Edition, 2022)", "This edition replaces the 2016 edition of the "
                "code from 1 January 2023.", "2022-09-01"),
        general("a18", "policy_appendix", "Tall Man Lettering List, March 2018 Edition "
                "(Policy MS-040, Appendix A)", "The list names look-alike drugs.",
                "2018-03-05"),
        general("a21", "policy_appendix", "Tall Man Lettering List, June 2021 Edition "
                "(Policy MS-040, Appendix A)", "The list adds six pairs.", "2021-06-01"),
        general("a24", "policy_appendix", "Tall Man Lettering List, 2024 Edition (Policy "
                "MS-040, Appendix A)", "The 2024 edition replaces the June 2021 edition of "
                "Appendix A effective 1 September 2024.", "2024-07-15"),
        general("f16", "curriculum_framework", "State Curriculum Framework for Science, Years "
                "7-10 (2016)", "Students investigate forces.", "2016-06-01"),
        general("f22", "curriculum_framework", "State Curriculum Framework for Science, Years "
                "7-10 (2022)", "The 2022 Science Framework replaces the 2016 framework.",
                "2022-05-16"),
        general("t20", "prescribed_texts", "GCSE English Literature 8702: Prescribed Texts "
                "2020-2024", "Set novels and poetry clusters.", "2018-09-03"),
        general("t25", "prescribed_texts", "GCSE English Literature 8702: Prescribed Texts "
                "2025-2027", "This list replaces the Prescribed Texts 2020-2024 for "
                "examinations from June 2025.", "2023-03-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {
        ("c22", "c16"), ("a24", "a21"), ("f22", "f16"), ("t25", "t20")
    }


def test_a_title_dates_its_document_by_the_day_it_was_made(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Order No. 2021-DDT-187 of 30 August 2021 is annulled" names the order titled by
    that day, published the next day in the prefecture's register (a title's day within a
    month of publication is the document's own); a decree of another day is not meant."""

    def legal(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, doc_type, title, text, at)

    rows = [
        legal("o114", "regulation", "Prefectoral order No. 2021-DDT-114 of 9 June 2021 "
              "authorising the operation of a quarry", "The quarry may be operated.",
              "2021-06-11"),
        legal("o187", "regulation", "Prefectoral order No. 2021-DDT-187 of 30 August 2021 "
              "withdrawing order No. 2021-DDT-114", "The quarry authorisation is withdrawn.",
              "2021-08-31"),
        legal("j", "opinion", "Administrative Tribunal of Rennes, Judgment of 16 February "
              "2023, No. 2104877", "DECIDES: Article 1. Order No. 2021-DDT-187 of 30 August "
              "2021 is annulled.", "2023-02-16"),
    ]
    assert ("j", "o187") in accepted(rows, embedded_store, extractor)
    assert ("j", "o114") not in accepted(rows, embedded_store, extractor)


def test_a_direction_names_itself_and_a_cancelled_warning_is_out_of_force(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This direction revokes Ministerial Direction No. 3 of 2015" names the direction
    itself; "Heat Warning HW-2025-07 has been cancelled" in the warning service's own
    cancellation message ends the warning."""
    rows = [
        general("md15", "ministerial_direction", "Ministerial Direction No. 3 of 2015 - "
                "Rehabilitation Security Bonds", "Holders shall lodge bank guarantees.",
                "2015-04-02"),
        general("md19", "ministerial_direction", "Ministerial Direction No. 1 of 2019 - Mine "
                "Rehabilitation Fund", "This direction revokes Ministerial Direction No. 3 of "
                "2015 and replaces it.", "2019-03-20"),
        general("hw", "warning", "Heat Warning HW-2025-07: Northern Region",
                "Temperatures above 35 degrees are expected.", "2025-07-10"),
        general("hc", "warning", "Heat Warning HW-2025-07 Cancelled",
                "Heat Warning HW-2025-07 has been cancelled.", "2025-07-13"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("md19", "md15"), ("hc", "hw")}


def test_an_edition_named_by_its_year_and_what_the_object_lists_after_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This edition replaces the 2023-2024 Handbook and Addendum No. 1 (January 2024)"
    names the earlier handbook by its years and the addendum by its title's words."""
    rows = [
        general("h23", "handbook", "Lakeview USD Student and Parent Handbook 2023-2024",
                "Section 7.3: phones must be off during instruction.", "2023-07-25"),
        general("ad1", "addendum", "Addendum No. 1 to the 2023-2024 Student and Parent "
                "Handbook: Personal Electronic Devices", "Section 7.3 of the 2023-2024 "
                "Student and Parent Handbook is amended as follows.", "2024-01-08"),
        general("h24", "handbook", "Lakeview USD Student and Parent Handbook 2024-2025",
                "Effective 1 August 2024. This edition replaces the 2023-2024 Handbook and "
                "Addendum No. 1 (January 2024).", "2024-06-20"),
    ]
    assert {("h24", "h23"), ("h24", "ad1")} <= accepted(rows, embedded_store, extractor)


def test_a_release_announcing_its_issuers_act_names_the_release_of_that_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Norvane Therapeutics, Inc. announced today that it is withdrawing its full-year 2024
    financial guidance, originally issued on January 8, 2024": the issuer's own act, on its
    guidance release of that day; a reporter's "analysts said that it is ..." is no
    issuer's."""
    rows = [
        general("g", "guidance_release", "Norvane Therapeutics Provides Full-Year 2024 "
                "Financial Guidance", "Norvane expects 2024 product revenue of $610 million "
                "to $640 million.", "2024-01-08"),
        general("w", "current_report", "Norvane Therapeutics Withdraws Full-Year 2024 "
                "Guidance Following Manufacturing Interruption", "Norvane Therapeutics, Inc. "
                "announced today that it is withdrawing its full-year 2024 financial guidance, "
                "originally issued on January 8, 2024.", "2024-08-06"),
        general("n", "news_article", "Norvane Pulls Its Outlook", "Analysts said that it is "
                "withdrawing its full-year 2024 financial guidance, originally issued on "
                "January 8, 2024.", "2024-08-07"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("w", "g")}
