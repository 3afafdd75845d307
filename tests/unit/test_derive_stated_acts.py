"""Supersessions stated the way blind testers' documents (trials 108-111: drug regulation,
security advisories, compliance, case law) state them: an issuer's acronym acting in the
present ("FDA rescinds", "OSHA is rescinding", "OSHA has withdrawn"), a document named by its
day and kind ("The October 2021 Drug Safety Communication on dorvaflox"), an identifier the
older document declares its own in its text, a relative clause after a list of names, and a
court restoring the judgment below or a precedent it had overruled.
"""

from __future__ import annotations

from typing import Any

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, record

__all__ = ["extractor"]  # the module-scoped fixture, shared with the derivation tests


def found(rows: list[SourceRecord], store: GraphStore, ex: SpacyExtractor) -> dict:
    """(newer, older, kind) -> status of the edges derived between ``rows``: "accepted"
    where any is (packs reading a document along may each derive one)."""
    statuses: dict[tuple[str, str, str], str] = {}
    for edge in derive(rows, store, ex):
        key = (edge.newer_id, edge.older_id, edge.kind)
        if statuses.get(key) != "accepted":
            statuses[key] = edge.status
    return statuses


def accepted(rows: list[SourceRecord], store: GraphStore, ex: SpacyExtractor) -> set:
    """The (newer, older) pairs of the accepted edges derived between ``rows``."""
    return {(n, o) for (n, o, _), status in found(rows, store, ex).items() if status == "accepted"}


def pharma(doc_id: str, doc_type: str, title: str, text: str, at: str, **meta: Any) -> SourceRecord:
    return record(doc_id, text, title=title, domain="pharma", doc_type=doc_type,
                  published_at=at, metadata=meta)


def legal(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return record(doc_id, text, title=title, domain="legal", doc_type=doc_type, published_at=at)


def test_a_relative_clause_acts_on_the_name_after_the_last_act_before_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Together with RHSA-2024:1891, this advisory supersedes RHSA-2024:1825, which has been
    withdrawn ...": the withdrawn erratum is 1825, not its companion 1891."""

    def advisory(doc_id: str, number: str, package: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, f"Synopsis: {package} security update. Advisory ID: {number}. "
                      f"{text}", domain="security",
                      doc_type="advisory", title=f"{number} Important: {package} security update",
                      published_at=at)

    rows = [
        advisory("combined", "RHSA-2024:1825", "java-17-openjdk and java-21-openjdk",
                 "Fixed packages: java-17 and java-21.", "2024-04-17"),
        advisory("java21", "RHSA-2024:1891", "java-21-openjdk",
                 "RHSA-2024:1825 is replaced by this advisory.", "2024-04-24"),
        advisory("java17", "RHSA-2024:1890", "java-17-openjdk",
                 "Together with RHSA-2024:1891, this advisory supersedes RHSA-2024:1825, which "
                 "has been withdrawn because its packages were built incorrectly.", "2024-04-24"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("java17", "combined"), ("java21", "combined")} <= pairs
    assert ("java17", "java21") not in pairs


def test_a_title_about_a_branch_and_an_advisory_is_no_edition_of_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 109: "Logweave statement on the 1.x branch and LW-2024-01" is about the bulletin
    (the last of what it is about), not a revision of it."""

    def advisory(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="security", doc_type="advisory",
                      published_at=at)

    rows = [
        advisory("bulletin", "Logweave Security Bulletin LW-2024-01: remote code execution",
                 "Upgrade to Logweave 2.15.0.", "2024-03-04"),
        advisory("statement", "Logweave statement on the 1.x branch and LW-2024-01",
                 "Logweave 1.x is not affected by LW-2024-01.", "2024-03-06"),
    ]
    assert ("statement", "bulletin") not in accepted(rows, embedded_store, extractor)


def test_labels_of_one_application_are_editions_of_one_label(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 108: label excerpts naming no NDC and no labeler field chain by their NDA number
    ("NDA 209412 and NDA 209413" shares both); another application's label stays apart."""
    rows = [
        pharma("l1", "label", "DORVAFLOX tablets: Prescribing Information (Revised 12/2021)",
               "DORVAFLOX tablets. NDA 209412 and NDA 209413, Harwick Pharmaceuticals, Inc.",
               "2021-12-15"),
        pharma("l2", "label", "DORVAFLOX tablets: Prescribing Information (Revised 04/2024)",
               "DORVAFLOX tablets. NDA 209412 and NDA 209413. Boxed warning updated.",
               "2024-04-09"),
        pharma("other", "label", "QUENTIX tablets: Prescribing Information (Revised 01/2023)",
               "QUENTIX tablets. NDA 211874, Quenton Therapeutics, Inc.", "2023-01-10"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert ("l2", "l1") in pairs
    assert not {("l2", "other"), ("other", "l1")} & pairs


def test_a_communication_named_by_its_month_and_kind_is_superseded_by_this_one(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The October 2021 Drug Safety Communication on dorvaflox is superseded by this
    communication": a few words of its kind between the month and its noun, this document the
    agent; the drug its metadata declares is the rule's drug too."""
    rows = [
        pharma("dsc1", "safety_communication", "FDA adds aortic aneurysm warning to dorvaflox",
               "FDA is requiring a new warning.", "2021-10-07", product="dorvaflox"),
        pharma("dsc2", "safety_communication", "FDA restricts dorvaflox use in older patients",
               "The October 2021 Drug Safety Communication on dorvaflox is superseded by this "
               "communication. FDA is requiring changes.", "2024-02-22", product="dorvaflox"),
    ]
    assert ("dsc2", "dsc1") in accepted(rows, embedded_store, extractor)


def test_an_identifier_a_recall_declares_its_own_names_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 108: a recall titled in words declares its number in its text ("The recall is
    listed in the FDA Enforcement Report as D-1478-2021"), so "This expansion supersedes
    recall D-1478-2021" is accepted; a number another recall only mentions is not its own."""
    rows = [
        pharma("r1", "recall", "Norvale Voluntarily Recalls Nine Lots of Chantrel Tablets",
               "Norvale is recalling nine lots. The recall is listed in the FDA Enforcement "
               "Report as D-1478-2021, Class II.", "2021-09-16"),
        pharma("note", "recall", "Norvale Recalls Chantrel Starter Boxes",
               "This recall follows the original recall, which was listed as D-1478-2021.",
               "2021-10-01"),
        pharma("r2", "recall", "Norvale Expands Voluntary Recall of Chantrel Tablets to All Lots",
               "This expansion supersedes recall D-1478-2021, which covered nine lots only. The "
               "expanded recall is listed as D-1601-2021.", "2021-11-05"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert ("r2", "r1") in pairs
    assert ("r2", "note") not in pairs


def test_a_reissued_letter_replaces_the_letter_of_its_day_not_the_fact_sheet(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "This letter reissues and supersedes in its entirety the letter of authorization
    issued on March 12, 2021": of the notices of that day, the one whose title the sentence
    describes (the letter, not the fact sheet issued with it)."""
    rows = [
        pharma("letter", "notice", "Letter of Authorization: Emergency Use Authorization for "
               "Relvanimab", "FDA authorizes relvanimab.", "2021-03-12"),
        pharma("sheet", "notice", "Fact Sheet for Health Care Providers: Emergency Use "
               "Authorization of Relvanimab (Issued 03/2021)", "Dilute relvanimab.",
               "2021-03-12"),
        pharma("reissued", "notice", "Reissued Letter of Authorization: Relvanimab",
               "This letter reissues and supersedes in its entirety the letter of authorization "
               "issued on March 12, 2021. Relvanimab is authorized.", "2021-09-20"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert ("reissued", "letter") in pairs
    assert ("reissued", "sheet") not in pairs


def test_fda_rescinding_a_revocation_and_reinstating_the_authorization(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 108: "On the basis of these data, FDA rescinds its letter of April 8, 2022
    revoking EUA 104 and reinstates the Emergency Use Authorization for relvanimab as set out
    in the Letter of Authorization dated September 20, 2021": the issuer's acronym acts (past
    its grounds), each predicate on the day its own object writes; "for relvanimab" restates
    which authorization, it restricts nothing."""
    rows = [
        pharma("authorization", "notice", "Reissued Letter of Authorization: Relvanimab (EUA 104)",
               "Relvanimab is authorized.", "2021-09-20"),
        pharma("revocation", "notice", "Revocation of Emergency Use Authorization for Relvanimab",
               "The Letter of Authorization dated September 20, 2021 is hereby revoked.",
               "2022-04-08"),
        pharma("reinstatement", "notice",
               "Reinstatement of Emergency Use Authorization for Relvanimab (EUA 104)",
               "On the basis of these data, FDA rescinds its letter of April 8, 2022 revoking EUA "
               "104 and reinstates the Emergency Use Authorization for relvanimab as set out in "
               "the Letter of Authorization dated September 20, 2021.", "2023-01-05"),
    ]
    statuses = found(rows, embedded_store, extractor)
    rescinded = {k for k, s in statuses.items() if k[:2] == ("reinstatement", "revocation")}
    assert rescinded and all(statuses[k] == "accepted" for k in rescinded)
    assert statuses.get(("reinstatement", "authorization", "reinstates")) == "accepted"
    assert statuses.get(("reinstatement", "authorization", "repeals")) != "accepted"


def test_an_agency_acting_after_an_opening_clause_or_in_the_perfect(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 111: "After reconsidering ..., OSHA is rescinding the respirable wood dust
    standard ..., published on January 18, 2017"; "The May 2018 rule delaying the compliance
    dates of that standard is withdrawn as moot"; "With this memorandum, OSHA has withdrawn
    the interim enforcement memorandum of May 4, 2017"."""
    rows = [
        legal("standard", "regulation", "Occupational Exposure to Respirable Wood Dust",
              "OSHA is issuing a standard for respirable wood dust.", "2017-01-18"),
        legal("delay", "regulation", "Respirable Wood Dust; Delay of Compliance Dates",
              "The compliance dates are delayed.", "2018-05-10"),
        legal("rescission", "regulation", "Occupational Exposure to Respirable Wood Dust; "
              "Rescission", "SUMMARY: After reconsidering the feasibility analyses, OSHA is "
              "rescinding the respirable wood dust standard at 29 CFR 1910.1058, published on "
              "January 18, 2017. The May 2018 rule delaying the compliance dates of that "
              "standard is withdrawn as moot.", "2020-09-24"),
        legal("interim", "guidance", "Interim Enforcement of the Wood Dust Standard",
              "CSHOs should cite under section 1910.1058.", "2017-05-04"),
        legal("memo", "guidance", "Enforcement of Wood Dust Exposures",
              "With this memorandum, OSHA has withdrawn the interim enforcement memorandum of "
              "May 4, 2017.", "2020-10-15"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("rescission", "standard"), ("rescission", "delay"), ("memo", "interim")} <= pairs


def test_designations_of_instruments_orders_and_releases(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 111: a UK instrument's title with two bracketed parts, a court's list of general
    orders, a tax department's "TIR 12-11" and "Ontario Regulation 211/17" ("O. Reg.")."""
    rows = [
        legal("si2014", "regulation", "The Private Hire Vehicles (Accessibility Standards) "
              "(England) Regulations 2014", "Regulation 3 applies.", "2014-05-01"),
        legal("si2018", "regulation", "The Private Hire Vehicles (Accessibility Standards) "
              "(England) Regulations 2018", "The Private Hire Vehicles (Accessibility Standards) "
              "(England) Regulations 2014 are revoked.", "2018-10-02"),
        legal("go1", "notice", "General Order 20-26: Court Operations", "Trials are suspended.",
              "2020-12-01"),
        legal("go2", "notice", "General Order 21-02: Face Coverings", "Masks are required.",
              "2021-02-01"),
        legal("go3", "notice", "General Order 21-09: Resumption of Normal Operations",
              "IT IS ORDERED: General Orders 20-26 and 21-02 are rescinded.", "2021-07-06"),
        legal("tir1", "guidance", "TIR 12-11: Meals Tax on Food Trucks", "Meals are taxed.",
              "2012-08-01"),
        legal("tir2", "guidance", "TIR 18-4: Meals Tax on Food Trucks",
              "TIR 12-11 is superseded by this TIR and should no longer be relied upon.",
              "2018-04-20"),
        legal("oreg1", "regulation", "O. Reg. 211/17: Service of Documents", "Serve by mail.",
              "2017-06-01"),
        legal("oreg2", "regulation", "O. Reg. 95/22: Service of Documents",
              "1. Notices may be given by email. 2. Ontario Regulation 211/17 is revoked.",
              "2022-02-11"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    expected = {("si2018", "si2014"), ("go3", "go1"), ("go3", "go2"), ("tir2", "tir1")}
    assert expected | {("oreg2", "oreg1")} <= pairs


def test_a_court_overrules_one_precedent_and_reinstates_another(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 111: "We overrule Castellano ..., 2009 MT 88, and we reinstate the rule of
    Lindgren ..., 1999 MT 212": two clauses, an overruling and a reinstatement, each of its
    own case."""
    rows = [
        legal("lindgren", "opinion", "Lindgren v. Big Sky Mutual Insurance Co., 1999 MT 212",
              "An insurer must look beyond the complaint.", "1999-09-01"),
        legal("castellano", "opinion", "Castellano v. Frontier Casualty Co., 2009 MT 88",
              "We overrule Lindgren v. Big Sky Mutual Insurance Co., 1999 MT 212.", "2009-04-01"),
        legal("whitcomb", "opinion", "Whitcomb v. Glacier States Insurance Co., 2020 MT 145",
              "We overrule Castellano v. Frontier Casualty Co., 2009 MT 88, and we reinstate the "
              "rule of Lindgren v. Big Sky Mutual Insurance Co., 1999 MT 212.", "2020-06-09"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert statuses.get(("whitcomb", "castellano", "overrules")) == "accepted"
    assert statuses.get(("whitcomb", "lindgren", "reinstates")) == "accepted"
    assert ("whitcomb", "lindgren", "overrules") not in statuses
    assert ("whitcomb", "castellano", "reinstates") not in statuses


def test_a_final_court_restores_the_trial_judgment_and_disapproves_a_case(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 111: "X was wrongly decided and should not be followed. We would allow the
    appeal, set aside the order of the Court of Appeal and restore the order of the trial
    judge": the formula of decision decides; each act is on the court it names after it."""
    caption = "Pemberton Foods Ltd v Allied Northern Assurance Ltd"
    rows = [
        legal("hartwell", "opinion", "Hartwell Logistics Ltd v Crane Marine Insurance plc "
              "[2016] EWHC 2231 (Comm)", "The claim fails.", "2016-09-14"),
        legal("trial", "opinion", f"{caption} [2018] EWHC 845 (Comm)",
              "There will be judgment for the claimant.", "2018-04-19"),
        legal("appeal", "opinion", f"{caption} [2019] EWCA Civ 1107",
              "The appeal is allowed.", "2019-06-27"),
        legal("final", "opinion", f"{caption} [2021] UKSC 14",
              "Hartwell Logistics Ltd v Crane Marine Insurance plc [2016] EWHC 2231 (Comm) was "
              "wrongly decided and should not be followed. We would allow the appeal, set aside "
              "the order of the Court of Appeal and restore the order of the trial judge.",
              "2021-04-28"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert statuses.get(("final", "hartwell", "overrules")) == "accepted"
    assert statuses.get(("final", "appeal", "supersedes")) == "accepted"
    assert statuses.get(("final", "trial", "reinstates")) == "accepted"
    assert statuses.get(("final", "trial", "supersedes")) != "accepted"


def test_a_description_in_other_words_names_the_title_it_describes(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 111: "Supersedes: Stalking and Harassment legal guidance (revised 2 August 2021)"
    of "CPS Legal Guidance: Stalking and Harassment (revised 2 August 2021)" (the day picks the
    edition), "replaces the 2019 statutory guidance on accessible private hire vehicles" (the
    year picks it); a description whose last word the title lacks describes something else."""
    rows = [
        legal("g2018", "guidance", "CPS Legal Guidance: Stalking and Harassment (revised 23 May "
              "2018)", "Prosecutors should consider.", "2018-05-23"),
        legal("g2021", "guidance", "CPS Legal Guidance: Stalking and Harassment (revised 2 "
              "August 2021)", "Prosecutors should consider.", "2021-08-02"),
        legal("g2024", "guidance", "CPS Legal Guidance: Stalking and Harassment (revised 15 "
              "January 2024)", "Supersedes: Stalking and Harassment legal guidance (revised 2 "
              "August 2021). Prosecutors should require advice.", "2024-01-15"),
        legal("phv2019", "guidance", "Access to Taxis and Private Hire Vehicles: Statutory "
              "Guidance (2019)", "Authorities should publish a list.", "2019-07-01"),
        legal("phv2024", "guidance", "Accessible Taxis and Private Hire Vehicles: Statutory "
              "Guidance for Licensing Authorities", "This guidance replaces the 2019 statutory "
              "guidance on accessible private hire vehicles. Authorities must have regard to it.",
              "2024-02-01"),
        legal("note", "guidance", "Licensing Note", "This note replaces the statutory guidance "
              "on private hire vehicles addendum.", "2024-03-01"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("g2024", "g2021"), ("phv2024", "phv2019")} <= pairs
    assert ("g2024", "g2018") not in pairs
    assert not {pair for pair in pairs if pair[0] == "note"}


def test_supervisors_acting_by_name_by_acronym_and_by_their_header(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 112: bank supervisors' issuances titled in words, named by the header their text
    opens with ("OCC Bulletin 2017-21.", "FIL-16-2022."), not by what their title supplements
    or someone's plan it reviews; an issuer acting by its name ("the Federal Reserve is
    rescinding", "The Federal Reserve Board has withdrawn", "The Division is rescinding") or
    by its issuance's acronym ("This FIL rescinds", "This SS replaces")."""

    def issuance(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="finance", doc_type=doc_type,
                      published_at=at)

    rows = [
        issuance("guidance", "bulletin", "Third-Party Relationships: Risk Management Guidance",
                 "OCC Bulletin 2013-29. This bulletin provides guidance.", "2013-10-30"),
        issuance("faq", "bulletin", "Third-Party Relationships: Frequently Asked Questions to "
                 "Supplement OCC Bulletin 2013-29", "OCC Bulletin 2017-21. This bulletin "
                 "answers questions to supplement OCC Bulletin 2013-29.", "2017-06-07"),
        issuance("faq2", "bulletin", "Third-Party Relationships: Updated Frequently Asked "
                 "Questions", "OCC Bulletin 2020-10. This bulletin replaces OCC Bulletin "
                 "2017-21, which is rescinded.", "2020-03-05"),
        issuance("fil1", "notice", "Notification of Engaging in Crypto-Related Activities",
                 "FIL-16-2022. Institutions should notify the FDIC.", "2022-04-07"),
        issuance("fil2", "notice", "FDIC Clarifies Process for Crypto-Related Activities",
                 "FIL-7-2025. This FIL rescinds FIL-16-2022.", "2025-03-28"),
        issuance("sr1", "supervisory_letter", "Interagency Policy Statement on the Allowance",
                 "SR 06-17. Banks should maintain an allowance.", "2006-12-13"),
        issuance("sr2", "supervisory_letter", "Rescission of the 2006 Policy Statement",
                 "SR 23-2. Because all institutions now use CECL, the Federal Reserve is "
                 "rescinding SR 06-17, effective immediately.", "2023-03-01"),
        issuance("sr3", "supervisory_letter", "Crypto-Asset Activities", "SR 22-6. Banks should "
                 "notify the Board.", "2022-08-16"),
        issuance("sr4", "supervisory_letter", "Withdrawal of Crypto-Asset Guidance",
                 "SR 25-6. The Federal Reserve Board has withdrawn SR 22-6, which expected "
                 "advance notification.", "2025-04-24"),
        issuance("ss1", "supervisory_statement", "Managing the financial risks from climate "
                 "change", "Supervisory Statement SS3/19. Firms should embed these risks.",
                 "2019-04-15"),
        issuance("review", "supervisory_letter", "Thematic feedback from the PRA review of "
                 "firms' SS3/19 plans", "This letter provides feedback on SS3/19.",
                 "2020-07-01"),
        issuance("ss2", "supervisory_statement", "Managing climate-related risks",
                 "Supervisory Statement SS5/25. This SS replaces SS3/19, which is withdrawn.",
                 "2025-12-03"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    expected = {("faq2", "faq"), ("fil2", "fil1"), ("sr2", "sr1"), ("sr4", "sr3"), ("ss2", "ss1")}
    assert expected <= pairs
    assert not {("faq2", "guidance"), ("ss2", "review")} & pairs


def test_designations_of_supervisors_numbered_issuances(extractor: SpacyExtractor) -> None:
    """FINRA's "Regulatory Notices 10-06 and 11-39", the SEC's "Staff Legal Bulletins Nos.
    14I, 14J and 14K", the OCC's "Advisory Letter 2002-3" and "Interpretive Letter 1179"."""
    text = (
        "Regulatory Notices 10-06 and 11-39 are superseded. The Division is rescinding Staff "
        "Legal Bulletins Nos. 14I, 14J and 14K. OCC Advisory Letter 2002-3 and Interpretive "
        "Letter 1179 are withdrawn."
    )
    document = record("d", text, domain="finance", doc_type="notice").document
    keys = {entity.key for entity in extractor.analyse([extractor.declared(document)])[0].entities}
    assert {
        "designator:REGULATORY NOTICE 10-06",
        "designator:REGULATORY NOTICE 11-39",
        "designator:STAFF LEGAL BULLETIN 14I",
        "designator:STAFF LEGAL BULLETIN 14K",
        "designator:ADVISORY LETTER 2002-3",
        "designator:INTERPRETIVE LETTER 1179",
    } <= keys


def test_a_recall_notice_and_an_interim_instruction_act_as_they_say(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 110: "Compliance Bulletin CB-2024-04 issued on 3 September 2024 is recalled", and
    "Interim Work Instruction IWI-MFG-2024-01 is withdrawn" (a capitalised name's "Interim"
    restricts nothing), as "Quality Notice QN-2024-006 is withdrawn"."""

    def policy(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="policy", doc_type=doc_type,
                      published_at=at)

    rows = [
        record("cb", "All staff: blackout on HRLW.", title="Compliance Bulletin CB-2024-04",
               domain="finance", doc_type="bulletin", published_at="2024-09-03"),
        record("recall", "Compliance Bulletin CB-2024-04 issued on 3 September 2024 is "
               "recalled.", title="Recall of a compliance bulletin", domain="finance",
               doc_type="bulletin", published_at="2024-09-04"),
        policy("qn1", "notice", "Quality Notice QN-2024-006: Suspension of line clearance",
               "Line clearance is suspended.", "2024-02-12"),
        policy("iwi", "procedure", "Interim Work Instruction IWI-MFG-2024-01",
               "QA approves every batch start.", "2024-02-12"),
        policy("qn2", "notice", "Quality Notice QN-2024-011: Reinstatement",
               "On the same date Interim Work Instruction IWI-MFG-2024-01 is withdrawn, and "
               "Quality Notice QN-2024-006 is withdrawn.", "2024-05-06"),
    ]
    assert {("recall", "cb"), ("qn2", "qn1"), ("qn2", "iwi")} <= accepted(
        rows, embedded_store, extractor
    )


def test_local_enactments_by_number_and_a_reinstated_ordinance(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 115: "Ordinance No. 2020-09" (= "Ordinance 2020-09") after a section's heading,
    a county's "Order No. C19-07b", a governor's "Executive Order No. 9-2022" and a list of
    orders with commas; a title reinstating "Carryout Bag Requirements" names no ordinance
    suspending them."""

    def act(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return legal(doc_id, doc_type, title, text, at)

    rows = [
        act("bags", "statute", "Ordinance No. 2019-22: Carryout Bag Requirements",
            "Retailers may not provide plastic carryout bags.", "2019-05-01"),
        act("suspension", "statute", "Ordinance No. 2020-09 (Emergency Suspension of Carryout "
            "Bag Requirements)", "Enforcement of Ordinance 2019-22 is suspended.", "2020-03-20"),
        act("reinstating", "statute", "Ordinance No. 2021-04: Reinstating Carryout Bag "
            "Requirements", "The City Council ordains as follows. Section 1. Ordinance No. "
            "2020-09 is repealed. Section 2. Ordinance 2019-22 is reinstated.", "2021-05-10"),
        act("c19a", "notice", "Health Officer Order No. C19-07b", "Gatherings are limited.",
            "2020-06-01"),
        act("c19b", "notice", "Health Officer Order No. C19-07c",
            "This Order supersedes Order No. C19-07b in its entirety.", "2020-07-01"),
        act("eo9", "executive_order", "Executive Order No. 9-2022", "Masks are required.",
            "2022-01-10"),
        act("eo59", "executive_order", "Executive Order 2020-59", "Stay home.", "2020-04-24"),
        act("eo69", "executive_order", "Executive Order 2020-69", "Businesses close.",
            "2020-05-01"),
        act("eo110", "executive_order", "Executive Order 2020-110", "Executive Orders 2020-59, "
            "2020-69 and 2020-96 are rescinded. Executive Order No. 9-2022 is rescinded.",
            "2022-06-01"),
    ]
    statuses = found(rows, embedded_store, extractor)
    pairs = {(n, o) for (n, o, _), status in statuses.items() if status == "accepted"}
    assert {("reinstating", "suspension"), ("c19b", "c19a")} <= pairs
    assert {("eo110", "eo59"), ("eo110", "eo69"), ("eo110", "eo9")} <= pairs
    assert statuses.get(("reinstating", "bags", "reinstates")) == "accepted"
    assert ("reinstating", "suspension", "reinstates") not in statuses


def test_what_a_document_says_stays_in_force_or_puts_back_is_not_superseded(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 114: a regression update for one release ("USN-7206-1 introduced a regression in
    rsync on Ubuntu 20.04 LTS ... the packages listed in USN-7206-1 for Ubuntu 24.04 LTS ...
    remain current") is for a curator; an addendum titled after the advisory is no revision;
    a notice typed as a withdrawal that reinstates the update withdraws nothing."""

    def sec(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="security", doc_type=doc_type,
                      published_at=at)

    rows = [
        sec("usn1", "advisory", "USN-7206-1: rsync vulnerabilities",
            "USN-7206-1. Several security issues were fixed in rsync.", "2025-01-15"),
        sec("usn2", "advisory", "USN-7206-2: rsync regression",
            "USN-7206-2. USN-7206-1 introduced a regression in rsync on Ubuntu 20.04 LTS. This "
            "update fixes the problem for Ubuntu 20.04 LTS only; the packages listed in "
            "USN-7206-1 for Ubuntu 24.04 LTS are not affected and remain current.",
            "2025-01-24"),
        sec("dsa", "advisory", "DSA-5850-1 openssl -- security update",
            "Debian Security Advisory DSA-5850-1. Fixed in 3.0.15.", "2025-01-22"),
        sec("addendum", "advisory", "DSA-5850-1 openssl -- addendum (additional CVE)",
            "The list of CVE identifiers in DSA-5850-1 is amended to include CVE-2024-9181.",
            "2025-01-27"),
        sec("update", "advisory", "Security update for glibc (SUSE-SU-2024:2180-1)",
            "Announcement ID: SUSE-SU-2024:2180-1. Fixes CVE-2024-33690.", "2024-06-25"),
        sec("suspended", "withdrawal", "SUSE notice: distribution of glibc update "
            "SUSE-SU-2024:2180-1 suspended", "Distribution of the glibc update "
            "SUSE-SU-2024:2180-1 is suspended.", "2024-06-28"),
        sec("again", "withdrawal", "SUSE notice: glibc update SUSE-SU-2024:2180-1 available "
            "again", "Distribution of SUSE-SU-2024:2180-1 is reinstated with unchanged "
            "packages.", "2024-07-03"),
    ]
    statuses = found(rows, embedded_store, extractor)
    pairs = {(n, o) for (n, o, _), status in statuses.items() if status == "accepted"}
    assert ("usn2", "usn1", "supersedes") in statuses and ("usn2", "usn1") not in pairs
    assert ("addendum", "dsa") not in pairs
    assert statuses.get(("again", "update", "reinstates")) == "accepted"
    assert not {k for k in statuses if k[:2] == ("again", "update") and k[2] != "reinstates"}


def test_device_alerts_name_what_they_replace(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 113: "This alert replaces MDA/2021/012" ("alert" and "posting" are the document
    itself); "This alert supersedes the 2018 alert on Corvalis MX modular hip stems and sets
    out revised follow-up recommendations" describes the 2018 alert up to its next predicate."""

    def alert(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="medical_devices", doc_type="notice",
                      published_at=at)

    rows = [
        alert("aed1", "Medical Device Alert MDA/2021/012 - Heartline AED 3 battery",
              "Reference: MDA/2021/012. Check the battery.", "2021-04-08"),
        alert("aed2", "Medical Device Alert MDA/2022/004 - Heartline AED 3 battery packs",
              "Reference: MDA/2022/004. This alert replaces MDA/2021/012.", "2022-02-17"),
        alert("hip1", "Medical Device Alert MDA/2018/020 - Corvalis MX modular hip stems: "
              "follow-up for taper corrosion", "Follow up patients yearly.", "2018-06-05"),
        alert("hip2", "Medical Device Alert MDA/2021/035 - Corvalis MX modular hip stems: "
              "revised patient follow-up", "This alert supersedes the 2018 alert on Corvalis "
              "MX modular hip stems and sets out revised follow-up recommendations based on "
              "registry data.", "2021-11-23"),
    ]
    assert {("aed2", "aed1"), ("hip2", "hip1")} <= accepted(rows, embedded_store, extractor)


def test_a_list_of_rescinded_issuances_after_a_colon(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 112: "The following issuances are rescinded: OCC Bulletin 2001-12, "Bank-Provided
    Account Aggregation Services"; ..." is the bulletin's own act on each item (the quoted
    title's "Provided" restricts nothing)."""

    def bulletin(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="finance", doc_type="bulletin",
                      published_at=at)

    rows = [
        bulletin("b1", "Bank-Provided Account Aggregation Services",
                 "OCC Bulletin 2001-12. Banks may offer aggregation.", "2001-02-28"),
        bulletin("b2", "Infrastructure Threats: Intrusion Risks",
                 "OCC Bulletin 2000-14. Banks should monitor intrusions.", "2000-05-15"),
        bulletin("b3", "Rescission of Certain OCC Issuances",
                 "OCC Bulletin 2021-36. The following issuances are rescinded: OCC Bulletin "
                 '2001-12, "Bank-Provided Account Aggregation Services"; and OCC Bulletin '
                 '2000-14, "Infrastructure Threats: Intrusion Risks."', "2021-10-14"),
    ]
    assert {("b3", "b1"), ("b3", "b2")} <= accepted(rows, embedded_store, extractor)


def test_a_passive_subject_describing_a_title_in_other_words(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 112: "... the FDIC's 2008 guidance for managing third-party risk is rescinded"
    names "Guidance for Managing Third-Party Risk" (2008) by its words, its year and its
    issuer's acronym; a guidance of another year is not it."""

    def fil(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="finance", doc_type="notice",
                      published_at=at)

    rows = [
        fil("g2008", "Guidance for Managing Third-Party Risk", "FIL-44-2008. Manage vendors.",
            "2008-06-06"),
        fil("g2012", "Guidance for Managing Third-Party Payment Processor Risk",
            "FIL-3-2012. Manage processors.", "2012-01-31"),
        fil("g2023", "Interagency Guidance on Third-Party Relationships: Risk Management",
            "FIL-29-2023. With this guidance, the FDIC's 2008 guidance for managing "
            "third-party risk is rescinded.", "2023-06-06"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert ("g2023", "g2008") in pairs
    assert ("g2023", "g2012") not in pairs
