"""Numbered issuances acting on one another the way blind testers' documents (trials 116-120:
airworthiness directives, tax guidance, standards, clinical guidance, software lifecycle
notices) state it: a series' passive act on another series of its issuer, a designation's kind
spelled out before its acronym, a year range "and later" that restricts nothing, codes whose
period ends a sentence, a relative clause running on over its own list, a clause after a
semicolon, an officer's numbered orders, and a few more nouns by which a document names itself.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, titled_record
from tests.unit.test_derive_stated_acts import accepted, found

__all__ = ["extractor"]  # the module-scoped fixture, shared with the derivation tests


def tax(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("tax", doc_id, doc_type, title, text, at)


def test_a_numbered_issuance_acts_in_the_passive_on_another_series_of_its_issuer(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A notice's "Announcement 2022-13 is obsoleted" and a revenue procedure's "Notice 2019-07
    is superseded" are accepted; the same sentence in an article, designated by no number of
    its own, stays for a curator."""
    rows = [
        tax("ann", "announcement", "Announcement 2022-13: Increase in standard mileage rates",
            "The rate rises to 62.5 cents a mile.", "2022-06-09"),
        tax("notice", "notice", "Notice 2019-07: Proposed safe harbor for rental real estate",
            "A proposed safe harbor.", "2019-01-18"),
        tax("n2023", "notice", "Notice 2023-03: 2023 standard mileage rates",
            "Announcement 2022-13 is obsoleted.", "2022-12-29"),
        tax("rp", "revenue_procedure", "Rev. Proc. 2019-38: Safe harbor for rental real estate",
            "EFFECT ON OTHER DOCUMENTS. Notice 2019-07 is superseded.", "2019-09-24"),
        tax("blog", "article", "What changed for mileage this year",
            "Announcement 2022-13 is obsoleted.", "2023-01-05"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("n2023", "ann"), ("rp", "notice")} <= pairs
    assert ("blog", "ann") not in pairs


def test_a_designations_kind_spelled_out_and_a_range_of_later_years(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Previous rulings: Taxation Rulings TR 95/34, and Taxation Determination TD 93/113,
    are withdrawn": the spelled-out kinds are no subject of their own; "for the 2022-23 and
    later income years" is when the new guideline starts, not a case it is limited to."""
    rows = [
        tax("tr95", "revenue_ruling", "TR 95/34: Employees carrying bulky tools",
            "Bulky tools.", "1995-10-12"),
        tax("td93", "revenue_ruling", "TD 93/113: Travel between home and work",
            "Travel.", "1993-06-01"),
        tax("tr21", "revenue_ruling", "TR 2021/1: Employees' transport expenses",
            "Previous rulings: Taxation Ruling TR 95/34, and Taxation Determination TD 93/113, "
            "are withdrawn on and from the date of issue of this Ruling.", "2021-03-24"),
        tax("pcg20", "practice_note", "PCG 2020/3: Working from home - shortcut method",
            "80 cents an hour.", "2020-04-07"),
        tax("pcg23", "practice_note", "PCG 2023/1: Working from home expenses",
            "PCG 2020/3 is replaced by this Guideline for the 2022-23 and later income years.",
            "2023-02-16"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("tr21", "tr95"), ("tr21", "td93"), ("pcg23", "pcg20")} <= pairs


def test_a_codes_period_ends_its_sentence(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Supersedes: TSB-M-15(3)S. This memorandum explains ... for remote access" and "...
    now published in SP 800-53B. This publication supersedes ...": the next sentence's words
    neither restrict the act nor make its subject."""
    rows = [
        titled_record("tax", "tsb15", "practice_note", "TSB-M-15(3)S: Sales tax on remotely "
                      "hosted software", "Technical Services Bureau Memorandum TSB-M-15(3)S.",
                      "2015-07-21"),
        titled_record("tax", "tsb22", "practice_note", "TSB-M-22(4)S: Sales tax on remotely "
                      "accessed software", "Technical Services Bureau Memorandum TSB-M-22(4)S. "
                      "Supersedes: TSB-M-15(3)S. This memorandum explains the treatment of "
                      "charges for remote access.", "2022-11-03"),
        titled_record("standards", "r4", "special_publication", "NIST SP 800-53 Revision 4: "
                      "Security and Privacy Controls", "Controls.", "2013-04-30"),
        titled_record("standards", "r5", "special_publication", "NIST SP 800-53 Revision 5: "
                      "Security and Privacy Controls", "The control baselines are now "
                      "published in SP 800-53B. This publication supersedes NIST Special "
                      "Publication 800-53 Revision 4.", "2020-09-23"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("tsb22", "tsb15"), ("r5", "r4")} <= pairs


def test_airworthiness_directives_supersede_and_rescind(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "This AD supersedes AD 2016-08-11, which required inspections ..., and repair if
    necessary": the condition is the old AD's; "... are hereby superseded; their inspections
    remain required until ...": the clause after the semicolon is another; "This action
    rescinds AD 2020-15-02"."""

    def directive(doc_id: str, number: str, text: str, at: str) -> SourceRecord:
        return titled_record("aviation", doc_id, "airworthiness_directive",
                             f"AD {number}: Model 737 airplanes", text, at)

    rows = [
        directive("ad16", "2016-08-11", "Inspect the wiring.", "2016-04-20"),
        directive("ad18", "2018-04-07", "This AD supersedes AD 2016-08-11, which required "
                  "repetitive inspections of the wiring for chafing, and repair if necessary.",
                  "2018-03-01"),
        directive("ad20", "2020-15-02", "Measure the jackscrew end play.", "2020-07-10"),
        directive("ad22", "2022-21-04", "This action rescinds AD 2020-15-02 because the unsafe "
                  "condition no longer exists.", "2022-10-12"),
        directive("cf14", "CF-2020-14", "Inspect the pylon.", "2020-07-01"),
        directive("cf27", "CF-2020-27", "Inspect the fitting.", "2020-10-01"),
        directive("cf09", "CF-2023-09", "With this AD, ADs CF-2020-14 and CF-2020-27 are hereby "
                  "superseded; their repetitive inspections remain required until the "
                  "modification is embodied.", "2023-03-01"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("ad18", "ad16"), ("ad22", "ad20")} <= pairs
    assert {("cf09", "cf14"), ("cf09", "cf27")} <= pairs


def test_an_officers_numbered_order_a_recalled_notice_and_a_matrix(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Order of the Health Officer No. 2022-04" is Order 2022-04; "Formulary Notice
    FN-2024-08 is hereby recalled"; "This matrix replaces the support matrix published in
    January 2022"."""
    rows = [
        titled_record("health", "o22", "order", "Order of the Health Officer No. 2022-04: "
                      "Masking in Health Care Settings", "Masks are required.", "2022-09-01"),
        titled_record("health", "o23", "order", "Order of the Health Officer No. 2023-02: "
                      "Repeal of Health Care Masking Order", "Order No. 2022-04 is repealed "
                      "effective 12:01 a.m. on April 3, 2023.", "2023-03-20"),
        titled_record("health", "fn08", "formulary_notice", "Formulary Notice FN-2024-08: "
                      "Removal of Cefazolin Bags", "Bags are removed.", "2024-08-01"),
        titled_record("health", "fn09", "formulary_notice", "Formulary Notice FN-2024-09: "
                      "Recall of Notice FN-2024-08", "Formulary Notice FN-2024-08 is hereby "
                      "recalled.", "2024-08-09"),
        titled_record("software", "m22", "support_matrix", "Functions runtime support matrix, "
                      "January 2022", "nodejs12 is supported.", "2022-01-10"),
        titled_record("software", "m23", "support_matrix", "Functions runtime support matrix, "
                      "May 2023", "This matrix replaces the support matrix published in "
                      "January 2022.", "2023-05-02"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("o23", "o22"), ("fn09", "fn08"), ("m23", "m22")} <= pairs


def test_a_revision_cancelling_and_superseding_its_previous_revision(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Revision 2 cancels and supersedes Revision 1." in a service bulletin's Revision 2:
    the subject shared by both verbs is its own edition, the object its code's revision 1."""

    def bulletin(doc_id: str, edition: str, text: str, at: str) -> SourceRecord:
        return titled_record("aviation", doc_id, "service_bulletin",
                             f"ATR Service Bulletin ATR72-61-1042{edition} - Propeller Brake",
                             f"ATR Service Bulletin ATR72-61-1042. {text}", at)

    rows = [
        bulletin("r1", " Revision 1", "Inspect the bolts.", "2019-08-30"),
        bulletin("r2", " Revision 2", "Revision 2 cancels and supersedes Revision 1.",
                 "2021-04-06"),
    ]
    assert ("r2", "r1") in accepted(rows, embedded_store, extractor)


def test_status_lines_of_a_table_of_affected_documents(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Rev. Proc. 2022-14: superseded in full.", "Rev. Proc. 2023-24: modified and
    superseded." and, after a label's colon, "CG191 (published December 2014) - replaced in
    full; NG138 (published September 2019) - replaced in full" (each line its own date)."""
    rows = [
        tax("rp14", "revenue_procedure", "Rev. Proc. 2022-14: Automatic changes", "List.",
            "2022-01-07"),
        tax("rp24", "revenue_procedure", "Rev. Proc. 2023-24: Automatic changes", "List.",
            "2023-07-12"),
        tax("rp11", "revenue_procedure", "Rev. Proc. 2024-23: Automatic changes",
            "SECTION 3. EFFECT ON OTHER DOCUMENTS. Rev. Proc. 2022-14: superseded in full. Rev. "
            "Proc. 2023-24: modified and superseded. Rev. Proc. 2015-13: unaffected.",
            "2024-04-30"),
        titled_record("health", "cg191", "guideline", "Pneumonia in adults (CG191)",
                      "NICE clinical guideline CG191, published 3 December 2014.", "2014-12-03"),
        titled_record("health", "ng138", "guideline", "Pneumonia (community-acquired) (NG138)",
                      "NICE guideline NG138, published 16 September 2019.", "2019-09-16"),
        titled_record("health", "ng250", "guideline", "Pneumonia: diagnosis and management "
                      "(NG250)", "Guidance replaced by this publication: CG191 (published "
                      "December 2014) - replaced in full; NG138 (published September 2019) - "
                      "replaced in full.", "2025-09-02"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("rp11", "rp14"), ("rp11", "rp24"), ("ng250", "cg191"), ("ng250", "ng138")} <= pairs


def test_the_issuer_acting_with_this_document_in_the_present_perfect(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "... Project Identifier AD-2022-01204-R. With this action, the FAA has superseded AD
    2019-17-10": done by this document, not a report of it (the identifier's period ends the
    sentence before)."""
    rows = [
        titled_record("aviation", "ad19", "airworthiness_directive", "AD 2019-17-10: Robinson "
                      "R44 main rotor blades", "Tap test the blades.", "2019-08-20"),
        titled_record("aviation", "ad23", "airworthiness_directive", "AD 2023-08-02: Robinson "
                      "R44 main rotor blades", "Docket No. FAA-2022-1588; Project Identifier "
                      "AD-2022-01204-R. With this action, the FAA has superseded AD 2019-17-10, "
                      "which required repetitive tap tests.", "2023-04-18"),
    ]
    assert ("ad23", "ad19") in accepted(rows, embedded_store, extractor)


def test_a_list_of_memoranda_with_a_serial_comma_and_a_decision_overruling_another(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "OMB Memoranda M-08-05, M-08-16, and M-09-32 are rescinded by this memorandum": each
    listed one, the comma before "and" too; "This decision overrules TSC-2021-09" in a
    steering committee's decision."""
    rows = [
        titled_record("standards", "m0805", "memorandum", "M-08-05: Trusted Internet "
                      "Connections", "Connect.", "2007-11-20"),
        titled_record("standards", "m0816", "memorandum", "M-08-16: Guidance for Trusted "
                      "Internet Connection", "Connect.", "2008-04-30"),
        titled_record("standards", "m0932", "memorandum", "M-09-32: Update on the Trusted "
                      "Internet Connections Initiative", "Connect.", "2009-09-17"),
        titled_record("standards", "m1912", "memorandum", "M-19-26: Update to the Trusted "
                      "Internet Connections Initiative", "OMB Memoranda M-08-05, M-08-16, and "
                      "M-09-32 are rescinded by this memorandum.", "2019-09-12"),
        titled_record("software", "tsc09", "governance_decision", "TSC-2021-09: Default log "
                      "format", "Logs are plain text.", "2021-06-01"),
        titled_record("software", "tsc04", "governance_decision", "TSC-2022-04: Default log "
                      "format for 3.0", "Logs are JSON. This decision overrules TSC-2021-09.",
                      "2022-03-01"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("m1912", "m0805"), ("m1912", "m0816"), ("m1912", "m0932")} <= pairs
    assert ("tsc04", "tsc09") in pairs


def test_the_previous_revision_is_the_one_titled_most_like_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A Transport Canada AD's "This revision 2 of the AD supersedes the previous revision"
    where its title's model code "(DHC-8-400)" titles other ADs too: its revision 1, not the
    same model's nose gear AD nor the original."""

    def directive(doc_id: str, number: str, subject: str, text: str, at: str) -> SourceRecord:
        return titled_record("aviation", doc_id, "airworthiness_directive",
                             f"Transport Canada AD {number} - {subject} (DHC-8-400)", text, at)

    arm = "Main Landing Gear Trailing Arm Corrosion"
    rows = [
        directive("r0", "CF-2018-22", arm, "Inspect the trailing arms.", "2018-07-05"),
        directive("r1", "CF-2018-22R1", arm, "This revised AD supersedes AD CF-2018-22.",
                  "2019-03-01"),
        directive("nose", "CF-2019-05", "Nose Landing Gear Steering Actuator",
                  "Inspect the actuator.", "2019-02-07"),
        directive("r2", "CF-2018-22R2", arm, "This revision 2 of the AD supersedes the "
                  "previous revision.", "2021-01-20"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert ("r2", "r1") in pairs
    assert not {("r2", "nose"), ("r2", "r0")} & pairs


def test_a_designation_spelled_out_is_its_initials(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A directive titled "Binding Operational Directive 15-01" is the "BOD 15-01" a later
    directive supersedes (a two-word kind keeps its words: "Emergency Directive" is no
    "ED")."""
    rows = [
        titled_record("standards", "bod15", "directive", "Binding Operational Directive 15-01: "
                      "Critical Vulnerability Mitigation", "Patch within 30 days.", "2015-05-21"),
        titled_record("standards", "bod19", "directive", "Binding Operational Directive 19-02: "
                      "Vulnerability Remediation", "This directive supersedes BOD 15-01, "
                      "Critical Vulnerability Mitigation Requirement.", "2019-04-29"),
    ]
    assert ("bod19", "bod15") in accepted(rows, embedded_store, extractor)
    keys = {e.key for e in extractor.extract([rows[0].document])[0]}
    assert "designator:BOD 15-01" in keys
    (emergency,) = extractor.extract([titled_record(
        "standards", "ed", "directive", "Emergency Directive 21-01", "Act.", "2020-12-13"
    ).document])
    assert "designator:DIRECTIVE 21-01" in {e.key for e in emergency}


def test_nice_public_health_guidance_and_appraisals_by_number(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """NICE numbers public health guidance (PH10) and technology appraisals (TA123) as it
    numbers guidelines: "This guideline replaces NICE guideline PH10 (2008)", "... (TA123)
    are withdrawn and replaced by this guideline"."""
    rows = [
        titled_record("health", "ph10", "guideline", "Smoking cessation services (PH10)",
                      "Services.", "2008-02-27"),
        titled_record("health", "ta123", "guideline", "Varenicline for smoking cessation "
                      "(TA123)", "Varenicline.", "2007-07-25"),
        titled_record("health", "ng209", "guideline", "Tobacco: preventing uptake and treating "
                      "dependence (NG209)", "This guideline replaces NICE guideline PH10 (2008) "
                      "on smoking cessation services. Varenicline for smoking cessation (TA123) "
                      "is withdrawn and replaced by this guideline.", "2021-11-30"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("ng209", "ph10"), ("ng209", "ta123")} <= pairs


def test_nist_short_revisions_companions_and_an_act_just_done(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "SP 800-61r2, Computer Security Incident Handling Guide, has been withdrawn and
    replaced by this publication" (r2 is Revision 2); "This document, together with RFC 7230,
    obsoletes RFC 2616" (the companion acts beside it); a brief's "It replaces our
    communication of 2 September 2020"."""
    rows = [
        titled_record("standards", "r2", "special_publication", "NIST SP 800-61 Revision 2: "
                      "Computer Security Incident Handling Guide", "Handle incidents.",
                      "2012-08-06"),
        titled_record("standards", "r3", "special_publication", "NIST SP 800-61 Revision 3: "
                      "Incident Response Recommendations", "SP 800-61r2, Computer Security "
                      "Incident Handling Guide, has been withdrawn and replaced by this "
                      "publication.", "2025-04-03"),
        titled_record("standards", "rfc2616", "rfc", "RFC 2616: HTTP/1.1", "HTTP.",
                      "1999-06-01"),
        titled_record("standards", "rfc7230", "rfc", "RFC 7230: HTTP/1.1 Message Syntax",
                      "This document, together with RFC 7231, obsoletes RFC 2616.",
                      "2014-06-01"),
        titled_record("standards", "rfc7231", "rfc", "RFC 7231: HTTP/1.1 Semantics",
                      "This document, together with RFC 7230, obsoletes RFC 2616.",
                      "2014-06-01"),
        titled_record("tax", "brief20", "practice_note", "Revenue and Customs Brief 12 (2020): "
                      "VAT early termination fees", "Fees are consideration.", "2020-09-02"),
        titled_record("tax", "brief22", "practice_note", "Revenue and Customs Brief 10 (2022): "
                      "VAT early termination fees", "This brief sets out HMRC's policy. It "
                      "replaces our communication of 2 September 2020 on early termination "
                      "fees.", "2022-05-05"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("r3", "r2"), ("rfc7230", "rfc2616"), ("rfc7231", "rfc2616")} <= pairs
    assert ("brief22", "brief20") in pairs


def test_a_schedule_replacing_last_years_schedule_is_no_part(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "This 2025 schedule ... replaces the 2024 adult schedule": "schedule" names the
    document's kind, as its subject does, not a schedule of an act."""

    def schedule(doc_id: str, year: int, text: str) -> SourceRecord:
        return titled_record("health", doc_id, "guideline", "Recommended Adult Immunization "
                             f"Schedule, United States, {year}", text, f"{year - 1}-11-21")

    rows = [
        schedule("s24", 2024, "Vaccines for adults."),
        schedule("s25", 2025, "This 2025 schedule takes effect on publication and replaces the "
                 "2024 adult schedule."),
    ]
    assert ("s25", "s24") in accepted(rows, embedded_store, extractor)


def test_permits_and_variances_by_number_and_by_their_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "This permit supersedes Permit No. 2014-AQ-0188"; "This permit replaces the permit
    issued on 4 March 2019" where two permits of the plant were issued that day (the kiln's,
    titled like it, not the clinker cooler's); "The Agency therefore revokes Variance No.
    WQV-2022-01"."""

    def permit(doc_id: str, number: str, unit: str, text: str, at: str) -> SourceRecord:
        return titled_record("environment", doc_id, "permit", f"Air Permit No. {number} - "
                             f"Halvorsen Cement Company, {unit}", text, at)

    rows = [
        permit("p14", "2014-AQ-0188", "Kiln 2", "Construct kiln 2.", "2014-02-10"),
        permit("p19", "2019-AQ-0412", "Kiln 2 Operations", "This permit supersedes Permit No. "
               "2014-AQ-0188 in its entirety.", "2019-03-04"),
        permit("cooler", "2019-AQ-0415", "Clinker Cooler and Finish Mill", "Operate the cooler.",
               "2019-03-04"),
        permit("p24", "2024-AQ-0097", "Kiln 2 Operations", "This permit replaces the permit "
               "issued on 4 March 2019.", "2024-02-28"),
        titled_record("environment", "v22", "variance", "Variance No. WQV-2022-01: Mercury",
                      "Mercury limit relaxed.", "2022-03-01"),
        titled_record("environment", "v24", "variance", "Variance No. WQV-2024-02: Revocation",
                      "The Agency therefore revokes Variance No. WQV-2022-01 effective October "
                      "1, 2024.", "2024-08-01"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("p19", "p14"), ("p24", "p19"), ("v24", "v22")} <= pairs
    assert ("p24", "cooler") not in pairs


def test_a_list_of_what_a_policy_replaces_and_a_companion_standard(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Documents replaced: FIN-POL-010 Travel and Expense Policy (2021 edition), replaced by
    this policy; FIN-POL-011 Corporate Card Policy, replaced by this policy."; "This standard,
    with SEC-STD-002 v3, replaces SEC-STD-001 v2 in its entirety"."""

    def policy(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("policy", doc_id, "policy", title, text, at)

    rows = [
        policy("travel", "FIN-POL-010 Travel and Expense Policy (2021 edition)", "Travel.",
               "2021-01-04"),
        policy("card", "FIN-POL-011 Corporate Card Policy", "Cards.", "2020-06-01"),
        policy("spend", "FIN-POL-020 Spend Management Policy", "Documents replaced: FIN-POL-010 "
               "Travel and Expense Policy (2021 edition), replaced by this policy; FIN-POL-011 "
               "Corporate Card Policy, replaced by this policy.", "2024-01-02"),
        titled_record("policy", "s1v2", "standard", "SEC-STD-001 v2 Access Control Standard",
                      "Access.", "2021-03-01"),
        titled_record("policy", "s1v3", "standard", "SEC-STD-001 v3 Access Control Standard",
                      "This standard, with SEC-STD-002 v3, replaces SEC-STD-001 v2 in its "
                      "entirety.", "2023-03-01"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("spend", "travel"), ("spend", "card"), ("s1v3", "s1v2")} <= pairs


def test_an_issuer_acting_on_another_type_that_its_title_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A notice titled "NIST Withdraws SP 800-67 Revision 2" saying "NIST has withdrawn
    Special Publication 800-67 Revision 2" withdraws the publication (another doc type); the
    same sentence under a title naming no act stays for a curator."""
    rows = [
        titled_record("standards", "sp", "special_publication", "NIST SP 800-67 Revision 2: "
                      "Triple Data Encryption Algorithm", "TDEA.", "2017-11-17"),
        titled_record("standards", "notice", "notice", "NIST Withdraws SP 800-67 Revision 2",
                      "NIST has withdrawn Special Publication 800-67 Revision 2.", "2024-01-01"),
        titled_record("standards", "news", "notice", "Cryptography news for January",
                      "NIST has withdrawn Special Publication 800-67 Revision 2.", "2024-01-05"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert ("notice", "sp") in pairs
    assert ("news", "sp") not in pairs


def test_a_coded_issuance_acts_in_the_passive_on_a_code_of_another_type(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A memo coded CM-2024-07 revoking "exception EX-HR-2023-011" and an end-of-life notice
    superseding "DN-2022-009" act on another type of their issuer's coded series; a code
    names no designation's series, so the memo's "RFC 2616 is repealed" stays proposed."""
    rows = [
        titled_record("policy", "ex", "exception", "Exception EX-HR-2023-011: Remote night "
                      "shifts", "Night shifts may be worked remotely.", "2023-09-01"),
        titled_record("policy", "rfc", "standard", "RFC 2616: HTTP/1.1", "HTTP.", "1999-06-01"),
        titled_record("policy", "memo", "memo", "Company Memo CM-2024-07: Ending remote night "
                      "shifts", "Exception EX-HR-2023-011 is revoked with effect from 1 July "
                      "2024. RFC 2616 is repealed with effect from 1 May.", "2024-05-20"),
        titled_record("software", "dn", "deprecation_notice", "DN-2022-009: Node.js 12 runtime "
                      "deprecated", "Node.js 12 is deprecated.", "2022-04-01"),
        titled_record("software", "eol", "end_of_life_notice", "EOL-2023-002: Node.js 12 "
                      "runtime retired", "DN-2022-009 is superseded by this notice.",
                      "2023-04-01"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert {(n, o) for (n, o, _), status in statuses.items() if status == "accepted"} >= {
        ("memo", "ex"), ("eol", "dn")
    }
    assert all(status == "proposed" for (n, o, _), status in statuses.items() if o == "rfc")


def test_a_numbered_issuance_suspends_another_until_further_notice(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Advisory A-21-2023 is suspended with effect from 15 August 2023 until further notice"
    suspends it with no end; "until 1 March 2024" suspends it through the day before (a
    suspension lapses when it ends); "is withdrawn until 1 March 2024" restricts a
    withdrawal, which does not lapse, to a while: for a curator."""
    def advisory(doc_id: str, number: str, text: str, at: str) -> SourceRecord:
        return titled_record("maritime", doc_id, "circular",
                             f"Advisory to Shipping No. {number}: Small vessel transits", text, at)

    rows = [
        advisory("a21", "A-21-2023", "Small vessels may transit without booking.", "2023-03-01"),
        advisory("a30", "A-30-2023", "Advisory A-21-2023 is suspended with effect from 15 "
                 "August 2023 until further notice.", "2023-08-01"),
        advisory("a31", "A-31-2023", "Advisory A-21-2023 is suspended until 1 March 2024.",
                 "2023-08-02"),
        advisory("a32", "A-32-2023", "Advisory A-21-2023 is withdrawn until 1 March 2024.",
                 "2023-08-03"),
    ]
    edges = {(e.newer_id, e.older_id, e.kind): e for e in derive(rows, embedded_store, extractor)}
    assert edges[("a30", "a21", "suspends")].status == "accepted"
    assert edges[("a30", "a21", "suspends")].valid_to is None
    assert edges[("a31", "a21", "suspends")].status == "accepted"
    assert edges[("a31", "a21", "suspends")].valid_to == "2024-02-29T23:59:59Z"
    assert all(e.status != "accepted" for (n, _, _), e in edges.items() if n == "a32")


def test_a_notice_that_has_cancelled_another_is_proposed_as_one_that_has_superseded_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """The present perfect may report an earlier act: a curator confirms it."""
    def notice(doc_id: str, number: str, text: str, at: str) -> SourceRecord:
        return titled_record("maritime", doc_id, "notice",
                             f"Marine Notice {number}: Iron ore fines", text, at)

    rows = [
        notice("n2017", "2017/05", "Iron ore fines may liquefy.", "2017-04-01"),
        notice("n2020", "2020/03", "The Authority has cancelled Marine Notice 2017/05.",
               "2020-05-01"),
    ]
    assert found(rows, embedded_store, extractor) == {("n2020", "n2017", "supersedes"): "proposed"}


def test_an_edition_set_off_by_commas_names_that_revision_of_the_documents_own_code(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Revision 6 of FSIS Directive 7120.1 "Supersedes: FSIS Directive 7120.1, Revision 5,
    Safe and Suitable ...": revision 5 alone, not revision 4 its title's code names too; days
    written after each revision name both ("Rev A (14 February 2023) and Rev B (2 May 2023)")."""
    def directive(doc_id: str, revision: int, text: str, at: str) -> SourceRecord:
        return titled_record("food", doc_id, "directive",
                             f"FSIS Directive 7120.1 Revision {revision}: Safe and Suitable "
                             "Ingredients", text, at)

    def notice(doc_id: str, revision: str, text: str, at: str) -> SourceRecord:
        return titled_record("medical_devices", doc_id, "field_safety_notice",
                             f"Urgent Field Safety Notice FSN-2023-017 Rev {revision} - Pumps",
                             text, at)

    rows = [
        directive("r4", 4, "Ingredients.", "2017-03-09"),
        directive("r5", 5, "This directive replaces FSIS Directive 7120.1, Revision 4, dated "
                  "3/9/17.", "2020-09-01"),
        directive("r6", 6, "Supersedes: FSIS Directive 7120.1, Revision 5, Safe and Suitable "
                  "Ingredients, 9/1/20.", "2023-06-12"),
        notice("a", "A", "Pumps may occlude.", "2023-02-14"),
        notice("b", "B", "Pumps may occlude at low rates.", "2023-05-02"),
        notice("c", "C", "Supersedes: FSN-2023-017 Rev A (14 February 2023) and Rev B (2 May "
               "2023).", "2023-09-18"),
    ]
    assert accepted(rows, embedded_store, extractor) == {
        ("r5", "r4"), ("r6", "r5"), ("c", "a"), ("c", "b")
    }


def test_a_commissions_opinion_replaces_the_opinions_it_lists_and_a_decision_its_number(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    def energy(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("energy", doc_id, doc_type, title, text, at)

    rows = [
        energy("o569", "order", "Opinion No. 569: Return on equity methodology", "ROE.",
               "2019-11-21"),
        energy("o569a", "order", "Opinion No. 569-A: Order on rehearing", "Rehearing.",
               "2020-05-21"),
        energy("o569b", "order", "Opinion No. 569-B: Order on remand", "Opinion No. 569-B "
               "replaces Opinion Nos. 569 and 569-A.", "2024-10-17"),
        energy("d19", "decision", "D.19-09-015: Decision on net metering", "Net metering.",
               "2019-09-12"),
        energy("d22", "decision", "D.22-11-021: Decision revising net metering",
               "This decision supersedes D.19-09-015 in its entirety.", "2022-11-17"),
    ]
    assert accepted(rows, embedded_store, extractor) == {
        ("o569b", "o569"), ("o569b", "o569a"), ("d22", "d19")
    }


def test_an_announcement_titled_as_an_act_is_that_act_on_what_its_text_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Announcement: Retirement of the fax procedure" carries no number of its own, yet its
    "IT-PRC-014 ... is rescinded" is its act; a commentary "on the retirement of" it only
    reports one, for a curator."""
    def policy(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("policy", doc_id, doc_type, title, text, at)

    rows = [
        policy("fax", "procedure", "Fax Transmission of Personal Data (IT-PRC-014)",
               "Fax personal data only to verified numbers.", "2019-02-01"),
        policy("ann", "announcement", "Announcement: Retirement of the fax procedure",
               "IT-PRC-014, Fax Transmission of Personal Data, is rescinded with effect from "
               "1 September 2022.", "2022-08-15"),
        policy("blog", "article", "Notes on the retirement of the fax procedure",
               "IT-PRC-014, Fax Transmission of Personal Data, is rescinded with effect from "
               "1 September 2022.", "2022-08-20"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert statuses[("ann", "fax", "repeals")] == "accepted"
    assert statuses.get(("blog", "fax", "repeals")) != "accepted"
