"""Supersessions stated the way the blind trials of session 50 state them (pronouns standing
for a document named before them, ...), where the derivation missed or misread them.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_disclosures_and_season_editions import general
from tests.unit.test_derive_rules import derive, extractor
from tests.unit.test_derive_stated_acts import accepted, found

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


def test_a_subject_of_its_own_doc_type_shares_a_first_predicate(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This special provision cancels and replaces SP-20-IC": the subject of "replaces" is
    the provision itself (its doc type's words), not words of a first predicate."""
    rows = [
        general("p20", "special_provision", "Special Provision SP-20-IC: Intelligent "
                "Compaction", "Intelligent compaction is required on large projects.",
                "2020-01-20"),
        general("p23", "special_provision", "Special Provision SP-23-IC: Intelligent "
                "Compaction and Thermal Profiling", "This special provision cancels and "
                "replaces SP-20-IC (January 2020). It adds thermal profiling.", "2023-03-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("p23", "p20")}


def test_a_kind_numbered_before_its_name_is_no_condition_of_a_passive(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Approval No. AD-2020-009 for HydroMax WR-7 is revoked": "Approval No." is how the
    approval is numbered, so the revocation is stated plainly and accepted."""
    rows = [
        general("ok", "approved_products_notice", "Approved Products List Notice AD-2020-009: "
                "HydroMax WR-7 Admixture", "HydroMax WR-7 is added to the Approved Products "
                "List.", "2020-06-22"),
        general("rv", "revocation_notice", "Notice of Revocation: HydroMax WR-7 Admixture "
                "Approval AD-2020-009", "Approval No. AD-2020-009 for HydroMax WR-7 is "
                "revoked. Independent testing found chloride above the certified value.",
                "2024-09-09"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("rv", "ok")}


def test_an_issue_named_by_its_day_is_an_earlier_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Revision 1 of CM 20-07 replaces the April 2, 2020 issue in full": the memorandum's
    edition of that day."""
    rows = [
        general("m0", "construction_memorandum", "Construction Memorandum CM 20-07: Temporary "
                "Field Inspection Procedures", "Inspections may be remote.", "2020-04-02"),
        general("m1", "construction_memorandum", "Construction Memorandum CM 20-07, Revision "
                "1: Temporary Field Inspection Procedures", "Revision 1 of CM 20-07 replaces "
                "the April 2, 2020 issue in full. Face coverings are required.", "2020-08-14"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("m1", "m0")}


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


def test_a_program_described_in_a_bulletin_is_suspended_with_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Pending execution of a new standing order, the naloxone program described in Training
    Bulletin 19-03 is suspended": what the bulletin set out, the bulletin's whole act."""
    rows = [
        general("tb", "training_bulletin", "Training Bulletin 19-03: Naloxone Administration",
                "Officers will carry the 4 mg naloxone nasal spray.", "2019-03-18"),
        general("an", "administrative_notice", "Administrative Notice 2022-07: Suspension of "
                "Officer Naloxone Program", "The standing order expired on February 9, 2022. "
                "Pending execution of a new standing order, the naloxone program described in "
                "Training Bulletin 19-03 is suspended.", "2022-02-10"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("an", "tb")}


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


def test_a_listing_removed_from_its_list_is_withdrawn(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Approval No. PM-2021-014 is removed from the Approved Products List": the notice
    listing the product is withdrawn; a product merely added to the list withdraws nothing."""
    rows = [
        general("add", "approved_products_notice", "Approved Products List Notice PM-2021-014: "
                "DuraLine HP Thermoplastic", "DuraLine HP is added to the Approved Products "
                "List.", "2021-05-03"),
        general("rm", "product_removal_notice", "Product Removal Notice APL-R-2023-006: "
                "DuraLine HP Thermoplastic", "Effective immediately, Approval No. PM-2021-014 "
                "is removed from the Approved Products List. Field monitoring showed low "
                "retroreflectivity.", "2023-03-20"),
        general("new", "approved_products_notice", "Approved Products List Notice PM-2023-020: "
                "Brightline Tape", "Brightline Tape is added to the Approved Products List; "
                "DuraLine HP remains listed under PM-2021-014.", "2023-01-10"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("rm", "add")}


def test_an_edition_numbered_by_an_ordinal_in_figures(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"The 32nd edition ... replaces the 31st edition in its entirety" in the standards
    titled "..., 32nd Edition": the 31st, not the 30th."""

    def standards(doc_id: str, ordinal: str, text: str, at: str) -> SourceRecord:
        return general(doc_id, "standard", "Standards for Blood Banks and Transfusion "
                       f"Services, {ordinal} Edition", text, at)

    rows = [
        standards("s30", "30th", "The 30th edition sets donor criteria.", "2015-11-15"),
        standards("s31", "31st", "The 31st edition revises platelet testing.", "2017-11-15"),
        standards("s32", "32nd", "The 32nd edition becomes effective 1 April 2020 and "
                  "replaces the 31st edition in its entirety.", "2019-11-15"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("s32", "s31")}


def test_a_periodicals_item_cited_without_the_periodicals_name(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This advice replaces Second Quarter 2019, Item 11" in "Coding Advice Quarterly,
    Fourth Quarter 2022, Item 3: ..." cites the item of the same periodical so numbered, not
    another item of that quarter."""

    def advice(doc_id: str, issue: str, subject: str, text: str, at: str) -> SourceRecord:
        return general(doc_id, "coding_advice", f"Coding Advice Quarterly, {issue}: {subject}",
                       text, at)

    rows = [
        advice("i11", "Second Quarter 2019, Item 11", "Sepsis not carried through to "
               "discharge", "Query the attending physician.", "2019-06-14"),
        advice("i12", "Second Quarter 2019, Item 12", "Acute kidney injury", "Code the "
               "stage documented.", "2019-06-14"),
        advice("i3", "Fourth Quarter 2022, Item 3", "Probable sepsis and the discharge "
               "summary", "Answer: This advice replaces Second Quarter 2019, Item 11. Code "
               "from the discharge summary.", "2022-12-09"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("i3", "i11")}


def test_a_final_text_following_an_exposure_draft_is_no_draft(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"They follow the October 2023 exposure draft, with modifications": final criteria that
    mention the draft they follow are no draft, so their replacement is accepted; an exposure
    draft calling itself one only proposes."""
    rows = [
        general("c19", "criteria_report", "Insurance Rating Criteria", "Northgate's Insurance "
                "Rating Criteria (NCR-INS-2019) set out the approach to insurer ratings.",
                "2019-04-02"),
        general("ed", "criteria_report", "Insurance Rating Criteria (October 2023)", "These "
                "criteria replace the Insurance Rating Criteria of 2 April 2019 "
                "(NCR-INS-2019). This exposure draft is open for comment.", "2023-10-10"),
        general("c24", "criteria_report", "Insurance Rating Criteria (May 2024)", "These "
                "criteria replace the Insurance Rating Criteria of 2 April 2019 (NCR-INS-2019) "
                "with effect from 1 July 2024. They follow the October 2023 exposure draft, "
                "with modifications.", "2024-05-15"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("c24", "c19")}


def test_an_edition_named_by_its_number_in_a_document_renamed_since(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Version 3.0 of the Data and Code Availability Policy ... replaces version 2.0" names
    version 2.0 of the publisher's Data Availability Policy (renamed since), not another
    publisher's version 2.0."""
    rows = [
        general("h2", "editorial_policy", "Halloran Scientific Press Data Availability Policy, "
                "version 2.0", "All articles need a Data Availability Statement.", "2017-06-05"),
        general("m2", "editorial_policy", "Meridian Scientific Press Data and Code "
                "Availability Policy, version 2.0", "Data statements are encouraged.",
                "2018-02-01"),
        general("h3", "editorial_policy", "Halloran Scientific Press Data and Code "
                "Availability Policy, version 3.0", "Version 3.0 of the Data and Code "
                "Availability Policy takes effect on 1 July 2021 and replaces version 2.0 in "
                "its entirety.", "2021-03-15"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("h3", "h2")}


def test_a_standards_amendment_named_by_its_letter_and_number(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This corrigendum corrects an error in Amendment A1:2021 to BFS 8210-4:2019" (a
    series of standards numbered "BFS ..."): the amendment titled ".../A1:2021 ... Amendment
    1", not the standard it amends."""
    rows = [
        general("gen", "standard", "BFS 8210-1:2018 Fire resistance tests - Part 1: General "
                "requirements", "This part gives the general requirements.", "2018-05-01"),
        general("std", "standard", "BFS 8210-4:2019 Fire resistance tests - Part 4: Loadbearing "
                "walls", "This part specifies the test method.", "2019-03-01"),
        general("a1", "amendment", "BFS 8210-4:2019/A1:2021 Fire resistance tests - Part 4: "
                "Loadbearing walls - Amendment 1", "Amendment A1 to BFS 8210-4:2019 revises "
                "clause 9.3.", "2021-06-01"),
        general("ac", "corrigendum", "Corrigendum AC:2022 to BFS 8210-4:2019/A1:2021", "This "
                "corrigendum corrects an error in Amendment A1:2021 to BFS 8210-4:2019. Table 3 "
                "should read 2 %.", "2022-02-01"),
    ]
    derived = {(newer, older) for newer, older, _ in found(rows, embedded_store, extractor)}
    assert ("ac", "a1") in derived
    assert ("ac", "std") not in derived


def test_criteria_published_which_will_supersede_earlier_criteria(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Castell Rating Services publishes updated LRG criteria which will supersede the April
    2022 ... Criteria (CRS-LRG-2022) with effect from 15 January 2025": what its issuer
    publishes is the document itself, acting from that day."""
    rows = [
        general("c22", "criteria_report", "Local and Regional Government Rating Criteria "
                "(April 2022)", "These criteria (CRS-LRG-2022) set out the approach.",
                "2022-04-26"),
        general("c24", "criteria_report", "Local and Regional Government Rating Criteria "
                "(November 2024)", "Castell Rating Services publishes updated LRG criteria "
                "which will supersede the April 2022 Local and Regional Government Rating "
                "Criteria (CRS-LRG-2022) with effect from 15 January 2025.", "2024-11-01"),
    ]
    edges = [e for e in derive(rows, embedded_store, extractor) if e.status == "accepted"]
    assert [(e.newer_id, e.older_id) for e in edges] == [("c24", "c22")]
    assert (edges[0].valid_from or "").startswith("2025-01-15")


def test_a_document_that_will_be_withdrawn_on_a_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Circular 2019/07 will be withdrawn with effect from 30 June 2024": an act announced
    for a day, taken from that day."""
    rows = [
        general("c7", "circular", "Circular 2019/07: Outsourcing", "Banks must notify "
                "outsourcing of material functions.", "2019-05-01"),
        general("n", "notice", "Notice 2024/05: Outsourcing Requirements", "Circular "
                "2019/07 will be withdrawn with effect from 30 June 2024. Its requirements now "
                "appear in the Outsourcing Regulation.", "2024-04-02"),
    ]
    edges = [e for e in derive(rows, embedded_store, extractor) if e.status == "accepted"]
    assert [(e.newer_id, e.older_id) for e in edges] == [("n", "c7")]
    assert (edges[0].valid_from or "").startswith("2024-06-30")


def test_a_part_of_an_edition_described_by_its_year_and_title_words(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This Supplemental Specification amends Section 703 of the 2024 Standard
    Specifications": the 2024 edition of the specifications, not the errata or the FAQ whose
    titles are about it, nor the 2018 edition."""
    rows = [
        general("e18", "standard", "North Plains DOT Standard Specifications for Road and "
                "Bridge Construction, 2018 Edition", "The specifications govern contracts.",
                "2018-01-15"),
        general("e24", "standard", "North Plains DOT Standard Specifications for Road and "
                "Bridge Construction, 2024 Edition", "The 2024 Edition governs contracts.",
                "2023-11-01"),
        general("faq", "faq", "Frequently Asked Questions: Transition to the 2024 Standard "
                "Specifications", "Which book applies to my project?", "2024-02-10"),
        general("err", "errata", "Errata No. 1 to the 2024 Standard Specifications", "Table "
                "608-1 is corrected.", "2024-08-20"),
        general("ss", "supplemental_specification", "Supplemental Specification SS-703-24: "
                "Section 703, Aggregates", "This Supplemental Specification amends Section 703 "
                "of the 2024 Standard Specifications. Table 703-1 is revised.", "2024-10-01"),
    ]
    derived = {(newer, older) for newer, older, _ in found(rows, embedded_store, extractor)}
    assert ("ss", "e24") in derived
    assert not {("ss", "e18"), ("ss", "faq"), ("ss", "err")} & derived


def test_no_renamed_edition_of_another_numbered_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Edition 4 supersedes Edition 3" in Section 8 of a rule book whose Edition 3 is not
    stored: Section 9's Edition 3 is another document, numbered otherwise."""
    rows = [
        general("s9", "rule_book", "Metro Rule Book Section 9 Edition 3 - Emergency "
                "evacuation", "Trains are evacuated at the nearest station.", "2019-01-10"),
        general("s8", "rule_book", "Metro Rule Book Section 8 Edition 4 - Working in manual "
                "mode", "Maximum speed is 25 km/h. Edition 4 supersedes Edition 3.",
                "2022-03-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == set()


def test_a_self_noun_ends_a_subject_shared_with_a_first_predicate(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This award establishes terms for registered nurses ... and supersedes in its entirety
    the award in Case PSA-IA-2020-04" in an arbitration award: the subject runs to its
    self-noun ("terms" of the award), as it did before its doc type's word counted."""
    rows = [
        general("a20", "arbitration_award", "Arbitration Award: Public Health Nurses (Case "
                "PSA-IA-2020-04)", "Terms are set for 2020 to 2022.", "2020-06-01"),
        general("a23", "arbitration_award", "Arbitration Award: Public Health Nurses 2023 "
                "(Case PSA-IA-2022-11)", "This award establishes terms for registered nurses "
                "for 1 April 2022 to 31 March 2025 and supersedes in its entirety the award in "
                "Case PSA-IA-2020-04.", "2023-02-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("a23", "a20")}


def test_an_edition_named_by_its_month_is_not_another_of_its_year(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This edition ... supersedes the October 2022 edition, including the November 2022
    errata": the October 2022 edition, not the April 2022 one its year also titles."""

    def rules(doc_id: str, month: str, text: str, at: str) -> SourceRecord:
        return general(doc_id, "rulebook", f"Meridian Card Network Core Rules - {month} Edition",
                       text, at)

    rows = [
        rules("apr22", "April 2022", "The rules govern issuers.", "2022-04-09"),
        rules("oct22", "October 2022", "This edition supersedes the April 2022 edition.",
              "2022-10-15"),
        rules("apr23", "April 2023", "This edition of the Meridian Core Rules supersedes the "
              "October 2022 edition, including the November 2022 errata to Chapter 5, which "
              "has been incorporated.", "2023-04-15"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("oct22", "apr22"), ("apr23", "oct22")}


def test_a_relative_object_is_the_name_the_relative_follows(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 318: "1. This directive makes permanent the program piloted under Army Directive
    2019-21, which it supersedes" supersedes that directive, not Army Directive 2017-03 named
    before it; "it" is the document only where the sentence opens with it (in a memo, "Army
    Directive 2022-08 makes permanent ..., which it supersedes" is the directive's act)."""
    rows = [
        general("ad17", "army_directive", "Army Directive 2017-03 Assignment Policy",
                "Assignments are made by HRC.", "2017-02-01"),
        general("ad19", "army_directive", "Army Directive 2019-21 Assignment Stability Pilot",
                "A pilot program is established.", "2019-10-01"),
        general("ad22", "army_directive", "Army Directive 2022-08 Assignment Stability",
                "1. This directive makes permanent, under the policy of Army Directive "
                "2017-03, the stability program piloted under Army Directive 2019-21, which it "
                "supersedes. 2. Stabilization may be approved for up to 60 months.",
                "2022-05-16"),
        general("memo", "memo", "Staff Memo 22-14 on Assignments", "Army Directive 2022-08 "
                "makes permanent the stability program piloted under Army Directive 2019-21, "
                "which it supersedes.", "2022-06-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("ad22", "ad19")}


def test_a_predicate_listed_after_others_shares_the_sentences_own_subject(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 318: "This rapid action revision to AR 614-200 ...: adds paragraph 5-21;
    incorporates and rescinds Army Directive 2022-08" rescinds the directive, its subject the
    revision the sentence opens with; in a memo opening otherwise the same list reports an act
    it does not say whose it is."""
    rows = [
        general("ad22", "army_directive", "Army Directive 2022-08 Assignment Stability",
                "Stabilization may be approved for up to 60 months.", "2022-05-16"),
        general("rar", "rapid_action_revision", "AR 614-200 Rapid Action Revision: Enlisted "
                "Assignments", "Summary of change. This rapid action revision to AR 614-200, "
                "Enlisted Assignments, dated 25 January 2019: adds paragraph 5-21 establishing "
                "assignment stabilization; incorporates and rescinds Army Directive 2022-08; "
                "and updates references.", "2024-04-22"),
        general("memo", "memo", "Staff Memo 24-09 on Assignments", "Summary of the April "
                "changes: adds paragraph 5-21; incorporates and rescinds Army Directive "
                "2022-08.", "2024-05-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("rar", "ad22")}
