"""Supersessions stated the way the blind trials of session 48 (270-277: mining, exam boards,
listed company filings, fisheries and wildlife, hospital formularies, civil-law decisions,
cloud platform terms, weather and hazard alerts) state them, where the derivation missed them.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import accepted_pairs, derive, extractor, titled_record
from tests.unit.test_derive_stated_acts import accepted, found

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
    month of publication is the document's own); a decree of another day is not meant (the
    judgment puts the order the annulled one withdrew back in force)."""

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
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("j", "o187", "voids")) == "accepted"
    assert {kind for newer, older, kind in edges if (newer, older) == ("j", "o114")} == {
        "reinstates"
    }


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


def test_a_title_cited_in_quotes_or_opening_with_a_capital_the_is_read_whole(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This document supersedes 'Revalidation: how to revalidate with the NMRC' (2016)" and
    "This Code replaces The code: Standards of conduct, performance and ethics for nurses and
    midwives (2008)" cite those titles whole, their colons no list's."""
    rows = [
        general("rv16", "guidance", "Revalidation: how to revalidate with the NMRC (2016)",
                "Registrants revalidate every three years.", "2016-04-01"),
        general("rv24", "guidance", "Revalidation requirements (2024)", "This document "
                "supersedes 'Revalidation: how to revalidate with the NMRC' (2016).",
                "2024-10-15"),
        general("c08", "code", "The code: Standards of conduct, performance and ethics for "
                "nurses and midwives (2008)", "Nurses must act with integrity.", "2008-05-01"),
        general("c15", "code", "The Code: Professional standards of practice and behaviour "
                "(2015)", "This Code replaces The code: Standards of conduct, performance and "
                "ethics for nurses and midwives (2008) and comes into effect on 31 March 2015.",
                "2015-01-29"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("rv24", "rv16"), ("c15", "c08")}


def test_an_acronym_the_corpus_defines_cites_the_title_it_spells(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"The NMRC (Registration) Rules 2015 ... are revoked" cites "The Nursing and Midwifery
    Regulatory Council (Registration) Rules 2015", the acronym defined where the council's
    name is written before it in brackets, not the other council's rules of that year; an
    acronym defined two ways spells out nothing."""
    rows = [
        general("std", "standard", "Standards for pre-registration nursing education",
                "These standards are published by the Nursing and Midwifery Regulatory Council "
                "(NMRC).", "2018-05-17"),
        general("r15", "statutory_instrument", "The Nursing and Midwifery Regulatory Council "
                "(Registration) Rules 2015", "A registrant must renew every three years.",
                "2015-03-02"),
        general("w15", "statutory_instrument", "The Welsh Nursing Board (Registration) Rules "
                "2015", "A registrant must renew every year.", "2015-04-02"),
        general("r23", "statutory_instrument", "The Registration and Renewal Rules 2023",
                "These Rules consolidate the law on registration. "
                "The NMRC (Registration) Rules 2015 are revoked.", "2023-06-30"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("r23", "r15")}
    rows.append(general("other", "notice", "Notice", "The National Mining Review Commission "
                        "(NMRC) meets monthly.", "2019-01-01"))
    assert ("r23", "r15") not in accepted(rows, embedded_store, extractor)


def test_an_acronym_a_title_spells_out_cites_that_title(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"supersede the PRAC Administered Arbitration Rules 2013" cites "Pacific Rim
    Arbitration Centre Administered Arbitration Rules 2013" (the capitalised words' initials,
    "of" between them: "the Arbitration Rules of the NCCAI (2010)"), and "the MIAC
    Arbitration Rules" the title of the centre defined "(MIAC)" after the council's name; an
    acronym two titles spell two ways cites neither."""
    rows = [
        general("p13", "arbitration_rules", "Pacific Rim Arbitration Centre Administered "
                "Arbitration Rules 2013", "These Rules apply from 15 September 2013.",
                "2013-09-15"),
        general("p18", "arbitration_rules", "PRAC Administered Arbitration Rules 2018",
                "These Rules come into force on 1 November 2018 and supersede the PRAC "
                "Administered Arbitration Rules 2013.", "2018-09-20"),
        general("n10", "arbitration_rules", "Arbitration Rules of the Northern Chamber of "
                "Commerce Arbitration Institute (2010)", "Adopted by the Board.", "2009-12-01"),
        general("n17", "arbitration_rules", "NCCAI Arbitration Rules 2017", "The 2017 Rules "
                "replace the Arbitration Rules of the NCCAI (2010).", "2016-10-20"),
        general("m12", "arbitration_rules", "Meridian International Arbitration Centre "
                "Arbitration Rules (2012 Edition)", "These Rules were adopted by the Council "
                "of the Meridian International Arbitration Centre (MIAC) in 2012.",
                "2012-03-01"),
        general("m17", "arbitration_rules", "MIAC Arbitration Rules, 6th Edition", "This "
                "edition supersedes the MIAC Arbitration Rules (2012 Edition).", "2016-11-15"),
    ]
    assert accepted(rows, embedded_store, extractor) == {
        ("p18", "p13"), ("n17", "n10"), ("m17", "m12")
    }
    rows.append(general("other", "arbitration_rules", "Pacific Regional Arbitration "
                        "Council Administered Arbitration Rules 2013", "Adopted in 2013.",
                        "2013-01-01"))
    assert ("p18", "p13") not in accepted(rows, embedded_store, extractor)


def test_an_edition_by_its_year_before_the_title_less_its_issuer(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 325: "this guideline supersedes the 2015 Field Triage and Trauma Destination
    Guideline effective 1 October 2023" in "Aldermont Field Triage and Trauma Destination
    Guideline (2023)" names the 2015 edition of Aldermont's title (not the 2019 one: the year
    before the title is read before "Trauma Destination Guideline", an item of the list the
    title's own "and" seems to make), and "This guideline replaces the 2017 Spinal
    Immobilization Guideline" Aldermont's of 2017."""
    rows = [
        general("t15", "clinical_guideline", "Aldermont Field Triage and Trauma Destination "
                "Guideline (2015)", "Transport to the closest trauma center.", "2015-09-01"),
        general("t19", "clinical_guideline", "Aldermont Field Triage and Trauma Destination "
                "Guideline (2019)", "Transport to the closest level I center.", "2019-09-01"),
        general("t23", "clinical_guideline", "Aldermont Field Triage and Trauma Destination "
                "Guideline (2023)", "Adopting the 2021 National Guideline, this guideline "
                "supersedes the 2015 Field Triage and Trauma Destination Guideline effective 1 "
                "October 2023.", "2023-06-01"),
        general("s17", "clinical_guideline", "Aldermont Spinal Immobilization Guideline (2017)",
                "Use a long spine board.", "2017-05-01"),
        general("s20", "clinical_guideline", "Aldermont Spinal Motion Restriction Guideline "
                "(2020)", "This guideline replaces the 2017 Spinal Immobilization Guideline "
                "effective 1 March 2020.", "2020-01-15"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("t23", "t15"), ("s20", "s17")}


def test_a_title_cut_at_its_own_and_is_read_with_the_citing_titles_words(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 249: "It supersedes the fee amounts established in the final rule Setting and
    Adjusting Patent Fees During Fiscal Year 2018" in the rule "Setting and Adjusting Patent
    Fees During Fiscal Year 2020": the title after "and" read as a list's item is completed
    by the words the citing title writes before it."""
    rows = [
        general("f18", "final_rule", "Setting and Adjusting Patent Fees During Fiscal Year 2018",
                "The basic filing fee is $300.", "2017-11-14"),
        general("f20", "final_rule", "Setting and Adjusting Patent Fees During Fiscal Year 2020",
                "This final rule adjusts patent fees. It supersedes the fee amounts established "
                "in the final rule Setting and Adjusting Patent Fees During Fiscal Year 2018 (82 "
                "FR 52780) for each fee listed in the table in Section IV.", "2020-08-03"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("f20", "f18")}


def test_the_year_before_a_title_cut_at_its_own_and_names_the_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 239: "this schedule supersedes the CY 2024 Physician and Professional Services
    Fee Schedule" in DHCF's schedule for 2025: the title completed by the citing title's
    words is the one of the year written before them, not every calendar year's."""
    rows = [
        general(f"s{year}", "fee_schedule", "DHCF Physician and Professional Services Fee "
                f"Schedule - Calendar Year {year}", "The conversion factor is set.",
                f"{year - 1}-12-01")
        for year in (2022, 2023, 2024)
    ]
    rows.append(general("s2025", "fee_schedule", "DHCF Physician and Professional Services Fee "
                        "Schedule - Calendar Year 2025", "Effective for dates of service on or "
                        "after January 1, 2025, this schedule supersedes the CY 2024 Physician "
                        "and Professional Services Fee Schedule.", "2024-12-01"))
    assert accepted(rows, embedded_store, extractor) == {("s2025", "s2024")}


def test_a_subject_naming_its_own_edition_by_year_is_the_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 320: "The 2023 Guidelines Manual takes effect November 1, 2023 and supersedes the
    2021 Guidelines Manual" in "Westmark Sentencing Guidelines Manual, 2023 Edition": its
    subject is the manual itself, no other title acting; in a newsletter of 2024 the same
    sentence reports the manual's act."""
    rows = [
        general("m21", "guidelines_manual", "Westmark Sentencing Guidelines Manual, 2021 "
                "Edition", "The offense levels are set out in Chapter 2.", "2021-10-12"),
        general("m23", "guidelines_manual", "Westmark Sentencing Guidelines Manual, 2023 "
                "Edition", "The 2023 Guidelines Manual takes effect November 1, 2023 and "
                "supersedes the 2021 Guidelines Manual.", "2023-10-10"),
        general("news", "newsletter", "Guidelines Manual Practice Newsletter, 2024 Edition",
                "The 2023 "
                "Guidelines Manual takes effect November 1, 2023 and supersedes the 2021 "
                "Guidelines Manual.", "2024-03-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("m23", "m21")}


def test_a_document_named_without_its_kind_by_a_noun_of_its_own_title(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 322: "Together with the Atlas Global Clean Energy Equipment Index, this index
    replaces the Atlas Global Clean Energy Index" in the "Atlas Global Clean Energy Producers
    Index Methodology": "this index" is the methodology itself (a noun of its own title), and
    the index replaced is the "Atlas Global Clean Energy Index Methodology" (a title of the
    source's own kind, named without it)."""
    rows = [
        general("m18", "methodology", "Atlas Global Clean Energy Index Methodology", "The index "
                "holds 80 constituents.", "2018-10-01"),
        general("m22", "methodology", "Atlas Global Clean Energy Producers Index Methodology",
                "Together with the Atlas Global Clean Energy Equipment Index, this index "
                "replaces the Atlas Global Clean Energy Index, discontinued on 16 September "
                "2022.", "2022-06-15"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("m22", "m18")}


def test_a_title_as_written_is_read_once_not_also_as_its_acronym_spells_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 276: "this Service Level Agreement replaces the Managed Database SLA that took
    effect in July 2021" names Stratus's "Managed Database SLA" editions, not also the 2019
    "Managed Database Service Level Agreement" the acronym spells."""
    rows = [
        general("s19", "sla", "Stratus Managed Database Service Level Agreement (2019)",
                "Uptime of 99.9%.", "2019-01-01"),
        general("s21", "sla", "Stratus Managed Database SLA (July 2021)", "This SLA supersedes "
                "the Managed Database Service Level Agreement of 1 January 2019.", "2021-06-01"),
        general("s23", "sla", "Stratus Managed Database SLA (March 2023)", "Effective 1 March "
                "2023, this Service Level Agreement replaces the Managed Database SLA that took "
                "effect in July 2021.", "2023-03-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("s21", "s19"), ("s23", "s21")}


def test_a_part_word_naming_the_sources_own_kind_is_a_part_only_by_its_number(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This Schedule of Fees replaces the Schedule of Fees effective 1 January 2017" (also
    after the words dating it: "Published on ..., this Schedule of Fees supersedes ...")
    replaces the earlier schedule whole; "This Schedule replaces Schedule 3 of the Fees
    Order" still acts on a part."""
    rows = [
        general("f17", "fee_schedule", "MIAC Schedule of Fees (effective 1 January 2017)",
                "Filing fee: USD 2,000.", "2016-11-15"),
        general("f19", "fee_schedule", "MIAC Schedule of Fees 2019", "This Schedule of Fees "
                "replaces the Schedule of Fees effective 1 January 2017 and applies to all "
                "arbitrations commenced on or after 1 August 2019.", "2019-06-24"),
        general("f22", "fee_schedule", "MIAC Schedule of Fees (1 January 2022)", "Published "
                "on 30 November 2021 and effective 1 January 2022, this Schedule of Fees "
                "supersedes the Schedule of Fees 2019.", "2021-11-30"),
        general("o15", "order", "Arbitration Fees Order 2015", "Schedule 3 sets the hearing "
                "room charges.", "2015-02-01"),
        general("s16", "fee_schedule", "Hearing Room Schedule 2016", "This Schedule replaces "
                "Schedule 3 of the Arbitration Fees Order 2015.", "2016-02-01"),
    ]
    assert accepted_pairs(derive(rows, embedded_store, extractor)) == {
        ("f19", "f17", "supersedes"), ("f22", "f19", "supersedes"), ("s16", "o15", "amends")
    }


def test_a_version_of_its_own_kind_names_itself(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This version of the repossessions guidance replaces the November 2020 version of TG
    20/3" in temporary guidance titled by TG 20/3: the subject is the document itself (a
    word of its title and a word of its doc type), its object the edition of that month."""
    rows = [
        general("n20", "temporary_guidance", "Mortgages and coronavirus: repossessions - "
                "updated guidance (TG 20/3, November 2020)", "Firms should not enforce "
                "repossessions before 31 January 2021.", "2020-11-05"),
        general("j21", "temporary_guidance", "Mortgages and coronavirus: repossessions - "
                "further extension (TG 20/3, January 2021)", "This version of the "
                "repossessions guidance replaces the November 2020 version of TG 20/3.",
                "2021-01-22"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("j21", "n20")}


def test_what_was_bought_under_a_replaced_schedule_staying_valid_keeps_no_schedule(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Fare Schedule FS-2023 replaces FS-2022 ... Tickets purchased under FS-2022 remain
    valid until their expiry date": the tickets stay valid, not the schedule."""
    rows = [
        general("fs22", "fare_schedule", "Calder Metro Fare Schedule 2022 (FS-2022)",
                "Adult single fare within Zone 1: 1.80.", "2022-02-28"),
        general("fs23", "fare_schedule", "Calder Metro Fare Schedule 2023 (FS-2023)",
                "Fare Schedule FS-2023 replaces FS-2022 with effect from 2 April 2023. Tickets "
                "purchased under FS-2022 remain valid until their expiry date.", "2023-02-27"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("fs23", "fs22")}


def test_a_restriction_word_opening_a_title_and_a_year_of_the_titles_own(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This policy supersedes the Conflict of Interest Policy adopted on 12 March 2014":
    "Conflict" opens the policy's name ("of" joins its words), no restriction of the act;
    "This schedule replaces the 2023 Minimum Clergy Stipend Schedule" names the schedule
    titled by its issuer's name, those words and that year."""
    rows = [
        general("c14", "policy", "St Brendan's Relief Trust Conflict of Interest Policy "
                "(2014)", "Trustees declare interests annually.", "2014-03-12"),
        general("c20", "policy", "St Brendan's Relief Trust Conflict of Interest and Gifts "
                "Policy (2020)", "This policy supersedes the Conflict of Interest Policy "
                "adopted on 12 March 2014.", "2020-02-18"),
        general("s23", "schedule", "CNC Minimum Clergy Stipend Schedule 2023",
                "Full member: 51,900.", "2022-11-01"),
        general("s24", "schedule", "CNC Minimum Clergy Stipend Schedule 2024",
                "This schedule replaces the 2023 Minimum Clergy Stipend Schedule from 1 "
                "January 2024.", "2023-11-05"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("c20", "c14"), ("s24", "s23")}


def test_a_passive_subject_opening_with_the_describes_a_title_but_not_the_sources_own(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"The moratorium on new claims is lifted effective immediately" describes the notice
    titled by that moratorium; "The renewed authorisation expires on 3 June 2029" is the
    source's own renewal, not the earlier authorisation its words also describe."""
    rows = [
        general("m", "news_release", "IRS Announces Moratorium on New Claims for the Credit",
                "Processing of new claims is halted.", "2023-09-14"),
        general("l", "news_release", "IRS Ends Credit Claim Processing Halt", "Normal "
                "processing resumes. The moratorium on new claims is lifted effective "
                "immediately.", "2024-08-08"),
        general("a19", "authorisation", "Renewal of the authorisation of Xylafeed for chickens",
                "The authorisation of Xylafeed for chickens is renewed.", "2019-05-14"),
        general("a20", "authorisation", "Renewal of the authorisation of Xylafeed for piglets",
                "The authorisation of Xylafeed for piglets is renewed. The renewed "
                "authorisation expires on 11 February 2030.", "2020-01-22"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("l", "m")}


def test_an_edition_named_by_its_year_as_modified_names_the_modification_too(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This general permit replaces the 2020 Industrial Stormwater General Permit, as
    modified September 20, 2021": the 2020 permit and its modification of that day."""
    rows = [
        general("p20", "general_permit", "Industrial Stormwater General Permit ISW-GP (2020 "
                "Reissuance)", "Part 4 benchmarks: total zinc 0.12 mg/L.", "2020-02-28"),
        general("m21", "permit_modification", "Modification of the 2020 Industrial Stormwater "
                "General Permit - Part 4 Zinc Benchmark", "The zinc benchmark is replaced with "
                "a hardness-dependent benchmark.", "2021-09-20"),
        general("p25", "general_permit", "Industrial Stormwater General Permit ISW-GP (2025 "
                "Reissuance)", "This general permit replaces the 2020 Industrial Stormwater "
                "General Permit, as modified September 20, 2021, on April 1, 2025.",
                "2025-03-10"),
    ]
    assert {("p25", "p20"), ("p25", "m21")} <= accepted(rows, embedded_store, extractor)


def test_of_two_documents_one_title_names_the_one_titled_like_the_source(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This bulletin cancels and replaces Bulletin No. 2" in the Northern Region's Bulletin
    No. 3 names the Northern Region's Bulletin No. 2, not the Southern Region's."""
    rows = [
        general("n2", "heat_health_alert", "Heat-Health Alert Bulletin No. 2 (2025): Northern "
                "Region - Upgraded to Amber", "An amber alert is in force.", "2025-07-10"),
        general("s2", "heat_health_alert", "Heat-Health Alert Bulletin No. 2 (2025): Southern "
                "Region - Amber", "An amber alert is in force.", "2025-07-10"),
        general("n3", "heat_health_alert", "Heat-Health Alert Bulletin No. 3 (2025): Northern "
                "Region - Amber Extended", "This bulletin cancels and replaces Bulletin No. 2. "
                "The amber alert is extended until 15 July.", "2025-07-12"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("n3", "n2")}


def test_a_plan_restatement_supersedes_the_restatement_of_the_year_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This 2017 Restatement supersedes the 2012 Restatement" in the plan titled "... - 2017
    Restatement" names the plan titled "... - Amended and Restated Effective January 1, 2012"
    (both titles are the plan's, but for the restatement written at their ends)."""
    rows = [
        general("r12", "plan_document", "Harlow Salaried Employees' Pension Plan - Amended and "
                "Restated Effective January 1, 2012", "Section 5.3 provides vested benefits.",
                "2012-11-15"),
        general("r17", "plan_document", "Harlow Salaried Employees' Pension Plan - 2017 "
                "Restatement", "This 2017 Restatement supersedes the 2012 Restatement and all "
                "amendments thereto.", "2017-09-28"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("r17", "r12")}
