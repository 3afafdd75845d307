"""Supersessions stated the way the blind trials of session 47 (246-253: nuclear licensing,
vehicle recalls, court rules, patent office practice, campaign finance, international
organisations, fund documents, gaming regulation) state them, where the derivation missed or
over-read them.
"""

from __future__ import annotations

from graphcar.anchors.identifiers import find_identifiers
from graphcar.domains.packs import edition_marks
from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, record, titled_record
from tests.unit.test_derive_stated_acts import accepted, found

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def test_an_issuer_acting_on_a_filing_it_calls_its_own_names_it_by_its_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Kestrel Automotive amends its Part 573 report dated March 19, 2021 (Recall 21V-118)":
    a firm's name acting on what it calls its own is the issuer speaking; the report of that
    day, which shares the recall's number, is amended. A firm's name acting on no document
    of its own ("Dealers will replace the module") acts on none."""

    def report(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "recall_report", title, text, at)

    rows = [
        report("r1", "Part 573 Safety Recall Report 21V-118: Air Bag Inflator Rupture",
               "Kestrel Automotive, Inc. submits this Part 573 report. Dealers will replace "
               "the driver air bag module free of charge.", "2021-03-19"),
        report("r2", "Amended Part 573 Report 21V-118: Population Expansion",
               "Kestrel Automotive amends its Part 573 report dated March 19, 2021 (Recall "
               "21V-118). This amendment expands the population to 67,900 vehicles.",
               "2022-02-22"),
    ]
    assert found(rows, embedded_store, extractor) == {("r2", "r1", "amends"): "accepted"}


def test_a_document_published_after_the_act_shares_no_name_with_its_target(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Local Civil Rule 12.1 is amended by adding new subsection (e)" names the rule alone,
    though a notice published a month later titles "(Local Civil Rule 12.1(e))" too: the act
    cannot mean a later document, so the rule is named unmistakably (as the earlier general
    order amending it names it)."""

    def court(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, doc_type, title, text, at)

    rows = [
        court("lr", "local_rule", "Local Rule 12.1 - Motions to Dismiss",
              "An opening brief shall not exceed twenty-five pages.", "2015-01-05"),
        court("go19", "order", "General Order 19-08 - Amending Local Civil Rule 12.1(b)",
              "Subsection (b) of Local Civil Rule 12.1 is amended to "
              "read: a brief shall not exceed 7,000 words.", "2019-10-15"),
        court("go", "order", "General Order 22-11 - Amending Local Civil Rule 12.1",
              "IT IS HEREBY ORDERED that Local Civil Rule 12.1 is amended "
              "by adding new subsection (e): the movant shall confer first.", "2022-05-02"),
        court("nc", "notice", "Notice of Correction - General Order 22-11 (Local Civil Rule "
              "12.1(e))", "General Order 22-11 contained a typographical error.",
              "2022-06-10"),
    ]
    assert {("go19", "lr", "amends"), ("go", "lr", "amends")} <= {
        key for key, status in found(rows, embedded_store, extractor).items()
        if status == "accepted"
    }


def test_an_order_adopting_an_edition_is_an_edition_of_the_rules_it_adopts(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Order Adopting the 2021 Edition of the Rules of Appellate Practice": "The 2021 Edition
    supersedes the 2018 Edition" names the rules titled "Rules of Appellate Practice - 2018
    Edition", and the next order's "The 2024 Edition replaces the 2021 Edition" the first
    order; the Clerk's summary of the changes supersedes nothing."""

    def court(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, doc_type, title, text, at)

    rows = [
        court("r18", "court_rules", "Rules of Appellate Practice - 2018 Edition",
              "Rule 31(b): each party shall file six paper copies.", "2018-05-01"),
        court("o21", "order", "Order Adopting the 2021 Edition of the Rules of Appellate "
              "Practice", "The 2021 Edition of the Rules of Appellate Practice is adopted. The "
              "2021 Edition supersedes the 2018 Edition in its entirety, effective January 1, "
              "2022.", "2021-09-30"),
        court("o24", "order", "Order Adopting the 2024 Edition of the Rules of Appellate "
              "Practice", "The 2024 Edition replaces the 2021 Edition. Rule 31(b) eliminates "
              "paper copies.", "2024-10-01"),
        court("memo", "memorandum", "Clerk's Memorandum - Summary of Changes in the 2024 "
              "Edition of the Rules of Appellate Practice", "For comparison, the 2018 Edition "
              "required six paper copies, and the 2021 Edition three.", "2024-11-12"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("o21", "r18"), ("o24", "o21")}


def test_a_revision_numbered_by_its_month_names_its_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A manual chapter's "Revision 10.2019" is its October 2019 edition ("Revision 10.2019 of
    Chapter 2100 replaces Revision 08.2017 of this chapter"): the chapter's editions share
    their title but for it, and the one of the revision written is replaced."""
    assert edition_marks("MPEP Chapter 2100, Revision 10.2019") == {"10/2019"}
    assert edition_marks("the October 2019 revision") == {"10/2019"}

    def chapter(doc_id: str, revision: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, "manual_chapter", "MPEP Chapter 2100 - "
                             f"Patentability, Ninth Edition, Revision {revision}", text, at)

    rows = [
        chapter("c15", "11.2015", "Sections 2104 through 2106 address eligibility.",
                "2015-11-20"),
        chapter("c17", "08.2017", "Section 2106 incorporates the 2016 updates.", "2018-01-24"),
        chapter("c19", "10.2019", "Revision 10.2019 of Chapter 2100 replaces Revision 08.2017 "
                "of this chapter.", "2020-06-30"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("c19", "c17")}


def test_a_case_of_one_party_is_overruled_as_precedent_not_its_designation_notice(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"In re Brandvale Foods, Inc." and "Ex parte Morrow" are case names of one party; "To
    the extent Ex parte Morrow ... holds ..., it is overruled" overrules the board's decision
    (a legal ``decision``), not the notice designating it precedential, which its title
    names too."""
    keys = [m.key for m in find_identifiers("To the extent In re Brandvale Foods, Inc. (TTAB "
                                            "2017) and Ex Parte Morrow hold it")]
    assert keys == ["casename:in re brandvale foods", "casename:ex parte morrow"]
    assert find_identifiers("In re-examining the claim the examiner erred") == []

    def legal(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, doc_type, title, text, at)

    rows = [
        legal("morrow", "decision", "Ex parte Morrow, Appeal No. 2015-003318 (PTAB)",
              "A single representative species suffices. The rejection is reversed.",
              "2016-09-12"),
        legal("designation", "notice", "Notice of Designation of Ex parte Morrow as "
              "Precedential", "The Board has designated Ex parte Morrow as precedential.",
              "2016-11-01"),
        legal("lindqvist", "decision", "Ex parte Lindqvist, Appeal No. 2020-001907 (PTAB)",
              "To the extent Ex parte Morrow, Appeal No. 2015-003318, holds that a single "
              "species suffices, it is overruled. The rejection is affirmed.", "2021-08-30"),
    ]
    assert found(rows, embedded_store, extractor) == {
        ("lindqvist", "morrow", "overrules"): "accepted"
    }


def test_a_second_passive_acts_on_its_own_subject_not_the_first_ones(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"The decision of the High Court in [2022] HC 233 is set aside and the decision of the
    Gaming Licensing Tribunal in [2021] GLT 14 is restored": the High Court's is set aside,
    the Tribunal's reinstated; "... is overruled on this point and the variation is
    restored" restores no case."""

    def legal(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, doc_type, title, text, at)

    rows = [
        legal("glt", "tribunal_decision", "Stonebridge Bingo Ltd v Gaming Control Commission "
              "[2021] GLT 14", "Fairness requires 28 days' notice.", "2021-05-07"),
        legal("hc", "opinion", "Gaming Control Commission v Stonebridge Bingo Ltd [2022] HC "
              "233", "Fourteen days will ordinarily suffice. Stonebridge Bingo Ltd v Gaming "
              "Control Commission [2021] GLT 14 is overruled on this point and the variation "
              "is restored.", "2022-03-30"),
        legal("ca", "opinion", "Stonebridge Bingo Ltd v Gaming Control Commission [2024] CA "
              "41", "The appeal is allowed. The decision of the High Court in [2022] HC 233 is "
              "set aside and the decision of the Gaming Licensing Tribunal in [2021] GLT 14 is "
              "restored.", "2024-01-25"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert {key for key, status in statuses.items() if status == "accepted"} == {
        ("hc", "glt", "overrules"), ("ca", "hc", "supersedes"), ("ca", "glt", "reinstates")
    }


def test_bylaws_restated_by_their_own_title_name_each_edition_by_its_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"These Second Amended and Restated Bylaws supersede the Amended and Restated Bylaws
    effective May 14, 2019, as amended by Amendment No. 1 adopted February 10, 2021": the
    subject opens with the bylaws' own title, "effective May 14, 2019" right after a name
    dates the edition, and each day names its own document, however many words the
    amendment's title shares with the object."""

    def bylaws(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, doc_type, title, text, at)

    rows = [
        bylaws("b19", "bylaws", "Amended and Restated Bylaws of Northgate Holdings, Inc. "
               "(effective May 14, 2019)", "Section 2.12 permits proxy access.", "2019-05-14"),
        bylaws("a1", "bylaw_amendment", "Amendment No. 1 to the Amended and Restated Bylaws of "
               "Northgate Holdings, Inc.", "Section 3.2 is amended to fix the board at nine "
               "directors.", "2021-02-10"),
        bylaws("b23", "bylaws", "Second Amended and Restated Bylaws of Northgate Holdings, Inc. "
               "(effective August 1, 2023)", "These Second Amended and Restated Bylaws "
               "supersede the Amended and Restated Bylaws effective May 14, 2019, as amended "
               "by Amendment No. 1 adopted February 10, 2021.", "2023-07-20"),
    ]
    assert ("b23", "b19") in accepted(rows, embedded_store, extractor)


def test_a_pending_matter_in_a_recital_restricts_no_rescission(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"WHEREAS, the Board wishes to preserve liquidity in light of the pending acquisition
    ...; RESOLVED, that Resolution 2020-07, as amended by Resolution 2021-03, is hereby
    rescinded": "the pending acquisition" describes a matter; "pending review" would restrict
    the act to a while."""

    def resolution(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "board_resolution", title, text, at)

    rows = [
        resolution("r07", "Board Resolution 2020-07: Share Repurchase Authorization",
                   "RESOLVED, that repurchases of up to $50,000,000 are authorized.",
                   "2020-07-22"),
        resolution("r03", "Board Resolution 2021-03: Increase in Repurchase Authorization",
                   "RESOLVED, that the authorization is increased to $75,000,000.",
                   "2021-03-10"),
        resolution("r11", "Board Resolution 2022-11: Rescission of Share Repurchase "
                   "Authorization", "WHEREAS, the Board wishes to preserve liquidity in light "
                   "of the pending acquisition of Tovey Components; RESOLVED, that Resolution "
                   "2020-07, as amended by Resolution 2021-03, is hereby rescinded with "
                   "immediate effect.", "2022-11-08"),
    ]
    assert {("r11", "r07"), ("r11", "r03")} <= accepted(rows, embedded_store, extractor)


def test_a_description_writing_a_provision_number_describes_no_title_without_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"The amendment ... revises License Condition 2.C(4)": the words "license" and
    "condition" are in the title "Order Modifying Licenses ... Under Severe Accident
    Conditions", but the condition's number is not; no order is superseded."""
    rows = [
        titled_record("legal", "ea13", "order", "Order Modifying Licenses with Regard to "
                      "Reliable Hardened Containment Vents Capable of Operation Under Severe "
                      "Accident Conditions (EA-13-109)", "Licensees shall install vents.",
                      "2013-06-06"),
        titled_record("legal", "amd", "license_amendment", "Millbrook Unit 2 - Issuance of "
                      "Amendment No. 187 re: Transition to NFPA 805", "The amendment authorizes "
                      "the transition of the fire protection program to NFPA 805 and revises "
                      "License Condition 2.C(4).", "2023-11-15"),
    ]
    assert found(rows, embedded_store, extractor) == {}


def test_a_campaign_names_itself_by_its_type_and_acts_on_earlier_documents_only(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This campaign replaces Service Campaign SU-2020-07" in a software update campaign:
    "campaign" is its own type's word. "Deployment of Service Campaign SU-2021-03 is
    suspended" suspends the campaign, not the later notice lifting the suspension, which its
    title names too; that notice ends the suspension named by its day, so reinstates the
    campaign."""

    def campaign(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, doc_type, title, text, at)

    rows = [
        campaign("su07", "software_update_campaign", "Service Campaign SU-2020-07: Battery "
                 "Management Software 4.2", "Install software 4.2.", "2020-08-03"),
        campaign("su03", "software_update_campaign", "Service Campaign SU-2021-03: Battery "
                 "Management Software 4.6", "This campaign replaces Service Campaign SU-2020-07 "
                 "in its entirety.", "2021-03-15"),
        campaign("halt", "service_notice", "Notice: SU-2021-03 Deployment Suspended",
                 "Deployment of Service Campaign SU-2021-03 (BMS 4.6) is suspended until "
                 "further notice.", "2021-06-02"),
        campaign("resume", "service_notice", "Notice: SU-2021-03 Suspension Lifted",
                 "The suspension of Service Campaign SU-2021-03 announced on 2 June 2021 is "
                 "lifted.", "2021-08-20"),
    ]
    assert found(rows, embedded_store, extractor) == {
        ("su03", "su07", "supersedes"): "accepted",
        ("halt", "su03", "suspends"): "accepted",
        ("resume", "halt", "rescinds"): "accepted",
        ("resume", "su03", "reinstates"): "accepted",
    }


def test_a_suspension_announced_to_end_is_lifted_by_its_notice(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"The ACD is pleased to announce that the suspension of dealing in the Fund announced on
    3 October 2022 will be lifted with effect from 23 January 2023": past the announcing
    words, the suspension named by its day ends the notice of that day titled by it; "The
    suspension of enforcement of Rule 4.12(c) announced in Order 2022-02 ... is lifted": the
    provision's bracketed letter is part of the subject, which names the order; "The
    suspension of paragraph 22 of Memorandum D1-8-1 announced in Customs Notice 20-11 is
    lifted": the paragraph is what the suspension was on, the notice is lifted."""

    def notice(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("finance", doc_id, "notice", title, text, at)

    rows = [
        notice("prospectus", "Meridian Property Income Fund - Prospectus (June 2022)",
               "Shares may be bought and sold on each business day.", "2022-06-01"),
        notice("halt", "Meridian Property Income Fund - Notice of Temporary Suspension of "
               "Dealing", "The ACD has temporarily suspended dealing in shares of the Fund.",
               "2022-10-03"),
        notice("resume", "Meridian Property Income Fund - Resumption of Dealing", "The ACD is "
               "pleased to announce that the suspension of dealing in the Meridian Property "
               "Income Fund announced on 3 October 2022 will be lifted with effect from 23 "
               "January 2023.", "2023-01-16"),
        titled_record("legal", "rule", "regulation", "Board Rule 4.12: Disclaimers", "Small "
                      "advertisements must include a link.", "2021-01-15"),
        titled_record("legal", "o22", "order", "Order 2022-02: Suspension of Enforcement of Rule "
                      "4.12(c)", "Enforcement of Rule 4.12(c) is suspended until further "
                      "notice.", "2022-03-01"),
        titled_record("legal", "o23", "order", "Order 2023-07: Amendment of Rule 4.12(c)", "The "
                      "suspension of enforcement of Rule 4.12(c) announced in Order 2022-02 on "
                      "March 1, 2022 is lifted effective July 1, 2023.", "2023-06-20"),
        titled_record("general", "memo", "memorandum", "Memorandum D1-8-1: Licensing of Customs "
                      "Brokers", "Paragraph 22: candidates sit the examination in person.",
                      "2019-06-14"),
        titled_record("general", "cn11", "customs_notice", "Customs Notice 20-11: Suspension of "
                      "In-Person Examination", "The requirement in paragraph 22 of Memorandum "
                      "D1-8-1 is suspended until further notice.", "2020-04-14"),
        titled_record("general", "cn02", "customs_notice", "Customs Notice 22-02: Reinstatement "
                      "of Paragraph 22 of Memorandum D1-8-1", "The suspension of paragraph 22 of "
                      "Memorandum D1-8-1 announced in Customs Notice 20-11 is lifted.",
                      "2022-01-25"),
    ]
    assert {("resume", "halt"), ("o23", "o22"), ("cn02", "cn11")} <= accepted(
        rows, embedded_store, extractor
    )


def test_an_rfc_updating_another_amends_it_and_is_titled_by_its_own_number(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"RFC 5672: RFC 4871 DomainKeys Identified Mail (DKIM) Signatures -- Update" is RFC 5672,
    about RFC 4871 (a designation after the one heading a title); "Updates: 4871" and "This
    document updates RFC 4871" amend it; "Obsoletes: 4871, 5672" then names each
    unmistakably."""

    def rfc(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("security", doc_id, "rfc", title, text, at)

    rows = [
        rfc("r4871", "RFC 4871: DomainKeys Identified Mail (DKIM) Signatures",
            "Category: Standards Track. Signers MUST implement rsa-sha256.", "2007-05-22"),
        rfc("r5672", "RFC 5672: RFC 4871 DomainKeys Identified Mail (DKIM) Signatures -- Update",
            "Updates: 4871. Category: Standards Track. This document updates RFC 4871, "
            "'DomainKeys Identified Mail (DKIM) Signatures'.", "2009-08-18"),
        rfc("r6376", "RFC 6376: DomainKeys Identified Mail (DKIM) Signatures", "STD 76. "
            "Obsoletes: 4871, 5672. Category: Standards Track.", "2011-09-21"),
    ]
    assert {key: status for key, status in found(rows, embedded_store, extractor).items()} == {
        ("r5672", "r4871", "amends"): "accepted",
        ("r6376", "r4871", "supersedes"): "accepted",
        ("r6376", "r5672", "supersedes"): "accepted",
    }


def test_an_edition_named_by_its_years_ceases_to_apply(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"The Laws of the Game 2023/24 take effect on 1 July 2023, from which date the 2022/23
    edition ceases to apply": the edition of those years of its own title; a consultation
    that "would supersede the current provision" supersedes nothing."""

    def laws(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "laws_edition", title, text, at)

    rows = [
        laws("l22", "Laws of the Game 2022/23", "Law 3 permits five substitutes.", "2022-06-01"),
        laws("l23", "Laws of the Game 2023/24", "The Laws of the Game 2023/24 take effect on 1 "
             "July 2023, from which date the 2022/23 edition ceases to apply.", "2023-05-30"),
        titled_record("general", "cp", "consultation_paper", "Consultation Paper: Proposed "
                      "Revision of Law 11", "If adopted, the revised Law 11 would supersede the "
                      "current provision.", "2024-01-15"),
    ]
    assert found(rows, embedded_store, extractor) == {("l23", "l22", "supersedes"): "accepted"}


def test_a_change_titled_amendments_to_a_designation_amends_the_document_it_titles(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Lease Liability in a Sale and Leaseback (Amendments to AS 116)" amends "AS 116 Leases",
    not the "Basis for Conclusions on AS 116 Leases"; "Resolution MSC.510(105) - Amendments to
    the Revised Guidelines annexed to resolution A.1043(27)" amends the resolution titled by
    those guidelines, not an interpretation of its annex (the words before the marker are the
    amending resolution's own)."""

    def standard(doc_id: str, doc_type: str, title: str, at: str) -> SourceRecord:
        return titled_record("finance", doc_id, doc_type, title, "Text.", at)

    def imo(doc_id: str, title: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "resolution", title, "Text.", at)

    rows = [
        standard("as109", "standard", "AS 109 Financial Instruments", "2014-07-24"),
        standard("as116", "standard", "AS 116 Leases", "2016-01-13"),
        standard("basis", "basis_for_conclusions", "Basis for Conclusions on AS 116 Leases",
                 "2016-01-13"),
        standard("slb", "amendment", "Lease Liability in a Sale and Leaseback (Amendments to AS "
                 "116)", "2022-09-22"),
        imo("a1043", "Resolution A.1043(27) - Revised Guidelines for the periodic servicing of "
            "lifeboat on-load release gear", "2011-11-30"),
        imo("circ", "MSC.1/Circ.1610 - Unified interpretation of paragraph 5.2 of the annex to "
            "resolution A.1043(27)", "2019-06-20"),
        imo("msc510", "Resolution MSC.510(105) - Amendments to the Revised Guidelines annexed to "
            "resolution A.1043(27)", "2022-04-28"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert {key for key, status in statuses.items() if key[2] == "amends"} == {
        ("slb", "as116", "amends"), ("msc510", "a1043", "amends")
    }


def test_circulars_numbered_within_their_year_are_designations(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A ministry's "Circular 12/2018" (and "Circular No. 09/2017", "Decision No 1/2014") is
    a designation like "Circular 2018/12": "Circular 12/2018 is withdrawn and replaced by this
    circular" supersedes it; "Circular 05/2016 is hereby revoked" revokes "Circular 5/2016"."""

    def circular(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "circular", title, text, at)

    rows = [
        circular("c05", "Circular 5/2016: Higher Duties Allowance", "Acting pay after 28 days.",
                 "2016-04-18"),
        circular("c12", "Circular No. 12/2018: Overtime Meal Allowance", "A meal allowance of "
                 "45.", "2018-08-01"),
        circular("c10", "Circular 10/2021: Overtime Meal Allowance - Revised Rates", "Circular "
                 "12/2018 is withdrawn and replaced by this circular.", "2021-11-05"),
        circular("c13", "Circular 13/2020: Acting Allowance for Higher Duties", "Circular 05/2016 "
                 "is hereby revoked.", "2020-10-26"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("c10", "c12"), ("c13", "c05")}


def test_a_module_issue_in_its_heading_is_its_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Rule Book Module TW1 Issue 11 - Preparation and movement of trains": "Issue 11" closing
    the heading is the edition, so the module's issues are editions of one document; "Module
    TW1 Issue 11 comes into force on 4 December 2021. It replaces TW1 Issue 10" and "Module G1
    Issue 9, in force from 4 June 2022, supersedes the March 2019 edition (Issue 8)" name
    their own module."""

    def module(doc_id: str, code: str, issue: int, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "rule_book_module", f"Rule Book Module {code} "
                             f"Issue {issue} - Train operations", text, at)

    rows = [
        module("tw10", "TW1", 10, "Drivers test brakes.", "2019-09-07"),
        module("tw11", "TW1", 11, "Module TW1 Issue 11 comes into force on 4 December 2021. It "
               "replaces TW1 Issue 10 (December 2019) in its entirety.", "2021-09-04"),
        module("g8", "G1", 8, "Lookouts warn staff.", "2019-03-02"),
        module("g9", "G1", 9, "Module G1 Issue 9, in force from 4 June 2022, supersedes the "
               "March 2019 edition (Issue 8).", "2022-03-05"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("tw11", "tw10"), ("g9", "g8")}


def test_a_monograph_named_by_the_day_it_became_official(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This revision supersedes the monograph official since 1 August 2020" names the
    monograph in force from that day titled most like the revision (Sodium Chloride
    Injection's, not the Bacteriostatic one's of the same days); "This Revision Bulletin
    supersedes the monograph official since 1 May 2019" names Heparin's, in force then, not
    another monograph published that day."""

    def monograph(
        doc_id: str, title: str, at: str, official: str, text: str = "Tests and limits."
    ) -> SourceRecord:
        return record(doc_id, text, title=title, domain="pharma", doc_type="monograph",
                      published_at=at, effective_from=official)

    rows = [
        monograph("nacl", "Sodium Chloride Injection - Official Monograph (CP 2020)",
                  "2020-02-01", "2020-08-01"),
        monograph("bnacl", "Bacteriostatic Sodium Chloride Injection - Official Monograph",
                  "2020-02-01", "2020-08-01"),
        monograph("metformin", "Metformin Hydrochloride Tablets - Official Monograph (CP 2019)",
                  "2019-05-01", "2019-12-01"),
        monograph("heparin", "Heparin Sodium - Official Monograph", "2018-11-01", "2019-05-01"),
        monograph("nacl2", "Sodium Chloride Injection - Revised Monograph", "2022-03-01",
                  "2022-12-01", "This revision supersedes the monograph official since 1 "
                  "August 2020."),
        record("rb", "This Revision Bulletin supersedes the monograph official since 1 May 2019.",
               title="Revision Bulletin: Heparin Sodium", domain="pharma",
               doc_type="revision_bulletin", published_at="2023-02-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("nacl2", "nacl"), ("rb", "heparin")}


def test_an_edition_describing_what_it_does_replaces_no_earlier_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"The 2023 edition reorganizes entry classification into three tiers, requires permits
    to be retained for three years, and permits multi-gas detectors, replacing the fixed
    testing sequence": a clause of what the edition does, no act on the 2012 edition (only
    "this edition replaces the 2017 edition" acts, on that one)."""

    def standard(doc_id: str, year: int, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "standard", "WOSH Standard 4-210, Confined "
                             f"Spaces ({year} Edition)", text, at)

    rows = [
        standard("e12", 2012, "Test oxygen first.", "2012-04-02"),
        standard("e17", 2017, "Test oxygen first, then flammables.", "2017-05-01"),
        standard("e23", 2023, "Upon its effective date this edition replaces the 2017 edition. "
                 "The 2023 edition reorganizes entry classification into three tiers, requires "
                 "permits to be retained for three years, and permits multi-gas detectors, "
                 "replacing the fixed testing sequence.", "2023-09-15"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("e23", "e17")}


def test_an_amendment_titled_by_the_words_of_a_codes_edition_amends_that_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Amendment 2024/1 to the Broadcast Advertising Code (2022 Edition): Section 5 Children"
    names the code in words and its edition: it is read with the 2022 Edition, not the 2018
    one; no code is superseded by it."""

    def code(doc_id: str, title: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "code", title, "Rules for advertisements.", at)

    rows = [
        code("c18", "Broadcast Advertising Code, 2018 Edition", "2017-12-04"),
        code("c22", "Broadcast Advertising Code, 2022 Edition", "2022-09-30"),
        titled_record("general", "a1", "amendment", "Amendment 2024/1 to the Broadcast "
                      "Advertising Code (2022 Edition): Section 5 Children", "Rule 5.9 is "
                      "deleted and replaced with a new rule on in-game purchases.", "2024-03-18"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert {key for key, status in statuses.items() if status == "accepted"} == {
        ("a1", "c22", "amends")
    }


def test_a_direction_whose_commencement_is_deferred_supersedes_from_the_later_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"From that date Practice Note 4/2016 is replaced by this Direction" (Direction 2020/2,
    numbered year first), then "the commencement of Direction 2020/2 is deferred to 1 October
    2021": the deferral names the direction as a plain passive's subject does."""

    def note(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, doc_type, title, text, at)

    rows = [
        note("pn", "practice_note", "Practice Note 4/2016: Paper discharges", "Paper discharges "
             "are accepted.", "2016-05-02"),
        note("d20", "direction", "Registrar-General's Direction 2020/2: Electronic discharges",
             "From 1 March 2021 discharges must be electronic. From that date Practice Note "
             "4/2016 is replaced by this Direction.", "2020-09-01"),
        note("d21", "direction", "Registrar-General's Direction 2021/1: Deferral of Direction "
             "2020/2", "At the request of the banking industry, the commencement of Direction "
             "2020/2 is deferred to 1 October 2021.", "2021-02-08"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert statuses.get(("d20", "pn", "supersedes")) == "accepted"
    assert statuses.get(("d21", "d20", "defers")) == "accepted"
