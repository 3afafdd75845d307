"""Supersessions stated the way the blind trials of session 52 (326-333: cosmetics, alcohol
licensing, legal metrology, postal services, heritage protection, elevator safety,
accessibility standards) state them, where the derivation missed them: an office acting in
a notice titled by its act, a list announced by "the following", editions named in brackets
before a subtitle or before a closing qualifier, a notice named by the day it was served, and
amendments taken in with the document they amend.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.candidates import edition_free_title
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, titled_record
from tests.unit.test_derive_stated_acts import accepted, found

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def general(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("general", doc_id, doc_type, title, text, at)


LETTER = general(
    "letter", "interpretation", "Interpretive Letter IL-2014-11: Mobile Applications as "
    "Services of Public Accommodation", "Mobile applications are services of a public "
    "accommodation.", "2014-11-20",
)
RESCINDING = (
    "The Office for Disability Rights rescinds Interpretive Letter IL-2014-11 (Mobile "
    "Applications as Services of Public Accommodation). The letter may not be cited."
)


def test_an_office_for_a_cause_rescinds_in_a_notice_its_title_names_by_its_act(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The Office for Disability Rights rescinds Interpretive Letter IL-2014-11" in
    "Rescission Notice 2019-R3": the office (its name's head before "for") speaks, and the
    notice its title names by its act is that act; in a newsletter it is news, proposed."""
    notice = general("notice", "notice", "Rescission Notice 2019-R3", RESCINDING, "2019-08-05")
    assert ("notice", "letter") in accepted([LETTER, notice], embedded_store, extractor)
    news = general("news", "newsletter", "Accessibility Newsletter, Summer 2019", RESCINDING,
                   "2019-08-05")
    edges = found([LETTER, news], embedded_store, extractor)
    assert ("news", "letter") not in {(n, o) for (n, o, _), s in edges.items() if s == "accepted"}


def test_the_following_announces_a_list_past_a_longer_object(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "hereby withdraws the following technical assistance documents, effective
    immediately: TA-2015-03, ... (April 2015); and TA-2017-02, ...": each item, the
    semicolon between them no end of the act."""
    websites = general("ta15", "technical_assistance", "TA-2015-03: Accessibility of State and "
                       "Local Government Websites", "Websites should be accessible.", "2015-04-01")
    kiosks = general("ta17", "technical_assistance", "TA-2017-02: Self-Service Kiosks and "
                     "Point-of-Sale Devices", "Kiosks should be accessible.", "2017-06-01")
    withdrawal = general(
        "wn", "notice", "Withdrawal Notice WN-2020-07: Technical Assistance Documents",
        "The Office for Disability Rights hereby withdraws the following technical assistance "
        "documents, effective immediately: TA-2015-03, Accessibility of State and Local "
        "Government Websites (April 2015); and TA-2017-02, Self-Service Kiosks and "
        "Point-of-Sale Devices (June 2017). They should no longer be relied upon.",
        "2020-09-15",
    )
    pairs = accepted([websites, kiosks, withdrawal], embedded_store, extractor)
    assert {("wn", "ta15"), ("wn", "ta17")} <= pairs


def test_a_spelled_out_series_writes_its_initials_in_brackets_before_the_number(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Digital Accessibility Standard (DAS) 2.1" is a member of the series its titles spell,
    "DAS 2.0" in a text names the one titled "Digital Accessibility Standard (DAS) 2.0"."""
    first = general("das20", "standard", "Digital Accessibility Standard (DAS) 2.0",
                    "Websites of public bodies shall meet these criteria.", "2018-03-05")
    second = general("das21", "standard", "Digital Accessibility Standard (DAS) 2.1",
                     "The Board publishes Digital Accessibility Standard 2.1. This edition "
                     "replaces DAS 2.0 in its entirety with effect from 1 January 2024.",
                     "2023-06-20")
    assert ("das21", "das20") in accepted([first, second], embedded_store, extractor)


def fees(doc_id: str, years: str, text: str, at: str) -> SourceRecord:
    return general(doc_id, "fee_schedule", f"Harbridge Licensing Fees and Charges {years} "
                   "(discretionary services)", text, at)


def test_editions_titled_alike_but_for_the_years_before_a_closing_qualifier(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "This schedule replaces the 2023/24 schedule" in "Harbridge Licensing Fees and Charges
    2024/25 (discretionary services)": the edition of those years, its title's qualifier in
    brackets after them shared by both."""
    assert edition_free_title(
        "Harbridge Licensing Fees and Charges 2024/25 (discretionary services)"
    ) == "harbridge licensing fees and charges (discretionary services)"
    assert edition_free_title("Premises Licence PL/0412 (The Anchor)") == (
        "premises licence pl/0412 (the anchor)"
    )
    rows = [
        fees("f23", "2023/24", "Pre-application advice: £98 per hour.", "2023-03-01"),
        fees("f24", "2024/25", "This schedule replaces the 2023/24 schedule of discretionary "
             "licensing charges from 1 April 2024. Pre-application advice: £102 per hour.",
             "2024-02-28"),
    ]
    assert ("f24", "f23") in accepted(rows, embedded_store, extractor)


def test_a_name_and_its_edition_in_brackets_before_a_subtitle_titles_its_editions(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "NIST Handbook 44 (2023 Edition) - Preface and Summary of Amendments" and "NIST Handbook
    44 (2024 Edition) - Preface" are editions of "NIST Handbook 44": "This edition of Handbook
    44 replaces the 2023 edition" names the first."""
    assert edition_free_title("NIST Handbook 44 (2024 Edition) - Preface") == "nist handbook 44"
    rows = [
        general("h23", "handbook_edition", "NIST Handbook 44 (2023 Edition) - Preface and "
                "Summary of Amendments", "Principal amendments are listed below.", "2022-12-05"),
        general("h24", "handbook_edition", "NIST Handbook 44 (2024 Edition) - Preface",
                "This edition of Handbook 44 replaces the 2023 edition in its entirety.",
                "2023-12-01"),
    ]
    assert ("h24", "h23") in accepted(rows, embedded_store, extractor)


def test_a_passive_year_edition_keeps_its_aside_and_a_first_act(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The 2017 Order, as extended in 2020, is discharged and replaced by this Order" in the
    2023 order titled in other words: the order of 2017."""
    rows = [
        general("o17", "order", "Harbridge Town Centre Public Spaces Protection Order (Alcohol) "
                "2017", "No person shall refuse to surrender alcohol when asked.", "2017-09-14"),
        general("o23", "order", "Harbridge Town Centre and Riverside Public Spaces Protection "
                "Order (Alcohol) 2023", "This Order comes into force on 1 October 2023. The "
                "2017 Order, as extended in 2020, is discharged and replaced by this Order.",
                "2023-09-21"),
    ]
    assert ("o23", "o17") in accepted(rows, embedded_store, extractor)


def test_a_month_names_the_one_document_of_it_sharing_the_source_subject(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "These standards replace the interim procedures issued in March 2022" in "...: Live
    Day-Old Poultry — Permanent Standards": that month's document titled "Interim Procedures"
    and about live day-old poultry; not one of that month about something else."""
    interim = general("interim", "interim_procedure", "Interim Procedures — Acceptance of Live "
                      "Day-Old Poultry During an Avian Influenza Outbreak",
                      "Hatcheries must use Priority Mail Express.", "2022-03-24")
    other = general("other", "interim_procedure", "Interim Procedures — Delivery of Accountable "
                    "Mail", "Carriers may sign for the customer.", "2022-03-10")
    permanent = general(
        "permanent", "bulletin", "DMM Revision: Live Day-Old Poultry — Permanent Standards",
        "Effective April 1, 2023, permanent standards apply. These standards replace the "
        "interim procedures issued in March 2022, which expire March 31, 2023.", "2023-03-16",
    )
    pairs = accepted([interim, other, permanent], embedded_store, extractor)
    assert ("permanent", "interim") in pairs
    assert ("permanent", "other") not in pairs


def test_a_notice_named_by_the_day_it_was_served(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "the building preservation notice served by Hallowby District Council on 1 March 2021
    ceases to have effect and is superseded by this listing": the notice of that day its title
    names so, whoever served it."""
    notice = general("bpn", "building_preservation_notice", "Building Preservation Notice: The "
                     "Regal Cinema, Dunmere Road, Hallowby", "Notice served 1 March 2021. The "
                     "building is protected for six months.", "2021-03-01")
    listing = general(
        "entry", "list_entry", "List entry 1478821: Regal Cinema, Dunmere Road, Hallowby",
        "Grade: II. Listing notice: following the decision to add the building to the List, "
        "the building preservation notice served by Hallowby District Council on 1 March 2021 "
        "ceases to have effect and is superseded by this listing.", "2021-08-12",
    )
    assert ("entry", "bpn") in accepted([notice, listing], embedded_store, extractor)


def test_its_amendments_titled_as_such_go_with_the_document_superseded(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "RVAS-2022 supersedes RVAS-2015, together with its amendments": the documents titled as
    RVAS-2015's amendments are superseded too."""
    rows = [
        general("s15", "technical_specification", "Rail Vehicle Accessibility Specification "
                "RVAS-2015", "The boarding gap shall not exceed 75 mm.", "2015-03-01"),
        general("a2", "amendment", "RVAS-2015 Amendment 2: Boarding Gap and Ramps",
                "Amendment 2 amends clause 5.3 of RVAS-2015.", "2020-05-05"),
        general("s22", "technical_specification", "Rail Vehicle Accessibility Specification "
                "RVAS-2022", "RVAS-2022 supersedes RVAS-2015, together with its amendments, "
                "and applies to vehicles ordered on or after 1 January 2023.", "2022-11-01"),
    ]
    assert {("s22", "s15"), ("s22", "a2")} <= accepted(rows, embedded_store, extractor)


def test_an_issue_names_the_edition_whose_name_closes_its_own(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Issue 69 supersedes Issue 68" in "Domestic Mail Manual Issue 69": the manual whose
    title closes with that name ("Mailing Standards of the United States Postal Service,
    Domestic Mail Manual, Issue 68")."""
    rows = [
        general("i68", "manual", "Mailing Standards of the United States Postal Service, "
                "Domestic Mail Manual, Issue 68", "This issue incorporates the final rules.",
                "2022-06-23"),
        general("i69", "manual", "Domestic Mail Manual Issue 69 (July 2023)", "Issue 69 takes "
                "effect July 9, 2023. On that date Issue 69 supersedes Issue 68 (July 10, 2022).",
                "2023-06-20"),
    ]
    assert ("i69", "i68") in accepted(rows, embedded_store, extractor)


def test_deferring_one_measure_of_a_document_amends_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 276, caught by rescoring: "the shutdown of Compute API v1 announced in the Compute
    API v2 Reference of 10 February 2021 is deferred ...; all other terms of the deprecation
    are unchanged" puts off one measure of the reference, which stays in force (amended), not
    the reference's start."""
    reference = general("ref", "api_reference", "Stratus Compute API v2 Reference and v1 "
                        "Deprecation", "Compute API v2 replaces v1. v1 will stop serving "
                        "requests on 31 March 2022.", "2021-02-10")
    notice = general("dn", "deprecation_notice", "Deprecation Notice DN-2022-01: Compute API "
                     "v1 shutdown date deferred", "The shutdown of Compute API v1 announced in "
                     "the Compute API v2 Reference of 10 February 2021 is deferred from 31 March "
                     "2022 to 30 September 2022. All other terms of the deprecation are "
                     "unchanged.", "2022-01-20")
    edges = found([reference, notice], embedded_store, extractor)
    assert edges.get(("dn", "ref", "amends")) == "accepted"
    assert ("dn", "ref", "defers") not in edges


def test_a_committees_opinion_filed_under_no_claimed_domain_is_read_by_the_general_pack(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 326: a scientific committee's "This revised opinion withdraws and replaces opinion
    SCCS/1540/14" in an "opinion" filed under ``general``: the legal pack declares the type (a
    court's opinion) and knows no such act; the general pack reads it along and accepts it."""
    rows = [
        general("o14", "opinion", "SCCS Opinion on Methyl salicylate - SCCS/1540/14",
                "The SCCS cannot conclude on the safety of methyl salicylate.", "2014-06-25"),
        general("o17", "opinion", "SCCS Revised Opinion on Methyl salicylate - SCCS/1591/17",
                "This revised opinion withdraws and replaces opinion SCCS/1540/14 of 18 June "
                "2014 in its entirety.", "2017-10-05"),
    ]
    assert ("o17", "o14") in accepted(rows, embedded_store, extractor)


def test_a_withdrawal_pending_review_takes_the_document_out_of_force(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 326: "NCSO Guidance CG-05 ... is withdrawn with immediate effect pending review"
    withdraws it until another act puts it back (a later notice reinstates it), where
    "pending" had read as a restriction of the act to some cases."""
    guidance = general("cg05", "guidance", "NCSO Guidance CG-05: Safety assessment of cosmetic "
                       "products for children under three", "Assessors shall use default "
                       "exposure values.", "2019-09-02")
    withdrawal = general("wd", "notice", "Notice: Withdrawal of NCSO Guidance CG-05 pending "
                         "review", "NCSO Guidance CG-05 on the safety assessment of cosmetic "
                         "products for children under three is withdrawn with immediate effect "
                         "pending review.", "2022-02-14")
    assert ("wd", "cg05") in accepted([guidance, withdrawal], embedded_store, extractor)


def test_an_edition_acting_on_that_date_after_taking_effect_is_the_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 328: "The Third Edition of FEB P 5400.2 takes effect October 1, 2022 and on that
    date replaces the April 2018 Second Edition in its entirety": the edition's own act, its
    subject shared with "takes effect" past the "on that date" closing it."""
    rows = [
        general("e2", "procedure_manual", "Explosives Storage Inspection Procedures Manual, "
                "Second Edition (FEB P 5400.2)", "Inspectors shall survey magazines yearly.",
                "2018-04-02"),
        general("e3", "procedure_manual", "Explosives Storage Inspection Procedures Manual, "
                "Third Edition (FEB P 5400.2)", "The Third Edition of FEB P 5400.2 takes effect "
                "October 1, 2022 and on that date replaces the April 2018 Second Edition in its "
                "entirety.", "2022-07-15"),
    ]
    assert ("e3", "e2") in accepted(rows, embedded_store, extractor)


def test_a_decision_on_appeal_voids_the_order_it_reviews_of_another_domain(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 332: an appeals board's decision (filed under ``legal``) saying "The Bureau's Order
    RV-2021-006 revoking Variance V-2018-014 is vacated" voids the bureau's order (filed under
    ``general``): a decision's act on what it reviews, not an issuer's on its own series."""
    order = general("rv", "order", "Order of Revocation: Variance V-2018-014 (Harbor Point "
                    "Mall)", "Order RV-2021-006. Variance V-2018-014 is hereby revoked.",
                    "2021-03-12")
    decision = titled_record("legal", "appeal", "appeal_decision", "Conveyance Appeals Board "
                             "Decision No. 21-09: Harbor Point Retail LLC v. Bureau", "The Board "
                             "finds that revocation was disproportionate. The Bureau's Order "
                             "RV-2021-006 revoking Variance V-2018-014 is vacated.", "2021-08-26")
    edges = found([order, decision], embedded_store, extractor)
    assert edges.get(("appeal", "rv", "voids")) == "accepted"


def test_editions_titled_by_a_name_its_acronym_or_its_year_first_are_one_documents(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 336 (batch 17, after its blind scoring): "USPAP 2018-2019 Edition", "Uniform
    Standards of Professional Appraisal Practice 2020-2021 Edition" and "2024 Uniform Standards
    of Professional Appraisal Practice" are editions of one standard (the acronym its titles
    spell, the year written first), so "supersedes the 2016-2017 edition" names that one."""
    assert edition_free_title("2024 Uniform Standards of Professional Appraisal Practice") == (
        "uniform standards of professional appraisal practice"
    )
    name = "Uniform Standards of Professional Appraisal Practice"
    rows = [
        general("e16", "standard", f"{name}, 2016-2017 Edition", "The Appraisal Standards Board "
                "publishes this edition.", "2015-10-01"),
        general("e18", "standard", "USPAP 2018-2019 Edition", f"This 2018-2019 edition of the "
                f"{name} supersedes the 2016-2017 edition in its entirety.", "2017-09-15"),
        general("e20", "standard", f"{name} 2020-2021 Edition", "The 2020-2021 USPAP replaces "
                "the 2018-2019 edition and becomes effective on January 1, 2020.", "2019-10-01"),
        general("e24", "standard", f"2024 {name}", "The 2024 edition of USPAP is effective "
                "January 1, 2024 and supersedes the 2020-2021 edition.", "2023-08-01"),
    ]
    assert {("e18", "e16"), ("e20", "e18"), ("e24", "e20")} <= accepted(
        rows, embedded_store, extractor
    )
