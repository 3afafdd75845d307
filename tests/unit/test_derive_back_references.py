"""Supersessions stated the way blind testers' documents (trials 80-83) state them: by
pointing back ("That memo is withdrawn.", "Those two advisories are retired", "... and
supersedes it"), by a knowledge-base id, after a heading line, and in documents filed under a
domain whose pack does not declare their type (a compliance team's policy under ``legal``).
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, record

__all__ = ["extractor"]  # the module-scoped fixture, shared with the derivation tests


def statuses(rows: list[SourceRecord], store: GraphStore, ex: SpacyExtractor) -> dict:
    """(newer, older) -> status of the superseding edges derived for ``rows`` between them:
    "accepted" where any is (packs reading a document along may each derive a kind)."""
    found: dict[tuple[str, str], str] = {}
    for edge in derive(rows, store, ex):
        pair = (edge.newer_id, edge.older_id)
        if edge.supersedes and found.get(pair) != "accepted":
            found[pair] = edge.status
    return found


def test_a_policy_filed_under_another_domain_is_read_as_a_policy(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 83: a compliance team's policy editions sent with ``domain: legal`` were read by
    the legal pack alone, as commentary, so "Version 2.0 replaces Version 1.0" derived
    nothing; the pack declaring ``policy`` now governs them too."""

    def policy(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="legal", doc_type="policy",
                      published_at=at)

    rows = [
        policy("v1", "Whistleblowing Policy, Version 1.0 (LEG-POL-020)",
               "Reports may be made to the Ethics Office.", "2022-02-15"),
        policy("v2", "Whistleblowing Policy, Version 2.0 (LEG-POL-020)",
               "Version 2.0 replaces Version 1.0 (February 2022). Reports may be made "
               "anonymously.", "2024-05-20"),
    ]
    assert statuses(rows, embedded_store, extractor).get(("v2", "v1")) == "accepted"


def test_an_approval_replacing_the_approval_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 82: "This approval replaces PTR-24-0031" is the approval's own act."""

    def approval(doc_id: str, number: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, f"Approval No.: {number}. {text}",
                      title=f"Pre-Clearance Approval {number} - Priya Raman - Buy DNMR",
                      domain="finance", doc_type="pre_clearance_approved", published_at=at,
                      metadata={"ticker": "DNMR"})

    rows = [
        approval("a1", "PTR-24-0031", "Buy 200 shares of DNMR.", "2024-01-19"),
        approval("a2", "PTR-24-0298", "This approval replaces PTR-24-0031, which was revoked "
                 "on January 22, 2024.", "2024-05-08"),
    ]
    assert statuses(rows, embedded_store, extractor).get(("a2", "a1")) == "accepted"


def test_a_revocation_titled_by_the_request_revokes_that_approval(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 83: a revocation naming the employee only by the staff number its metadata
    holds, and the request only in its title, revoked nothing; the approval its title names
    is revoked, not the same employee's other approval for the ticker."""

    def finance(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="finance", doc_type=doc_type,
                      published_at=at, metadata={"ticker": "MLGX", "employee_id": "E10477"})

    rows = [
        finance("old", "pre_clearance_approved", "Pre-Clearance Approval PC-2024-0301",
                "You may buy 50 MLGX shares within two trading days.", "2024-10-02"),
        finance("pc", "pre_clearance_approved", "Pre-Clearance Approval PC-2024-0412",
                "You may sell 100 MLGX shares within two trading days.", "2024-11-12"),
        finance("rev", "pre_clearance_revoked", "Revocation of Pre-Clearance PC-2024-0412",
                "Your approval to trade MLGX is revoked with immediate effect.", "2024-11-13"),
    ]
    found = statuses(rows, embedded_store, extractor)
    assert found.get(("rev", "pc")) == "accepted"
    assert ("rev", "old") not in found


def test_a_revocation_naming_the_employee_its_metadata_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 82: the employee a record is for came only as a name in its metadata ("Elena
    Marsh"), which texts repeat; another employee's approval for the ticker stays."""

    def finance(doc_id: str, doc_type: str, employee: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=f"{doc_type} - {employee} (NGBC)", domain="finance",
                      doc_type=doc_type, published_at=at,
                      metadata={"ticker": "NGBC", "employee": employee})

    rows = [
        finance("elena", "pre_clearance_approved", "Elena Marsh",
                "Elena Marsh may buy 300 NGBC shares.", "2024-05-20"),
        finance("omar", "pre_clearance_approved", "Omar Haddad",
                "Omar Haddad may buy 100 NGBC shares.", "2024-05-20"),
        finance("rev", "pre_clearance_revoked", "Elena Marsh",
                "The approval granted to Elena Marsh for NGBC is revoked.", "2024-05-21"),
    ]
    found = statuses(rows, embedded_store, extractor)
    assert found.get(("rev", "elena")) == "accepted"
    assert ("rev", "omar") not in found


def test_that_memo_points_back_to_the_memo_the_sentence_before_describes(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 83: "In April 2019 the Office issued a memo allowing ... That memo is withdrawn."
    and "On 4 March, Support Operations circulated a note ... That memo was sent before ...
    It is withdrawn." named no document; the sentence pointed back to gives its day."""

    def memo(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="policy", doc_type="memo",
                      published_at=at)

    rows = [
        memo("usb", "Use of USB Storage Devices", "Encrypted USB drives may be used.",
             "2019-04-15"),
        memo("other", "Printing in the office", "Print double-sided.", "2019-06-03"),
        memo("pay", "Weekend On-Call Pay", "Tier 2 weekend standby is paid at 1.5x.",
             "2024-03-04"),
        memo("media", "Removable Media - Change from 1 May 2024",
             "In April 2019 the Information Security Office issued a memo allowing encrypted "
             "USB drives. That memo is withdrawn. From 1 May 2024 USB storage is blocked.",
             "2024-04-22"),
        memo("fix", "Correction - Weekend Standby Pay",
             "On 4 March, Support Operations circulated a note about weekend standby pay. "
             "That memo was sent before the change had been reviewed. It is withdrawn.",
             "2024-03-18"),
    ]
    found = statuses(rows, embedded_store, extractor)
    assert found.get(("media", "usb")) == "accepted"
    assert found.get(("fix", "pay")) == "accepted"
    assert ("media", "other") not in found


def test_advisories_retired_by_pointing_back_to_their_ids(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 80: "... previously described in KSA-2023-0412 and KSA-2023-0530 ...\\n\\nThose
    two advisories are retired" across a paragraph break, and "the advisory we issued in
    November 2022 ... That advisory is superseded by this one."."""

    def adv(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="security", doc_type="advisory",
                      published_at=at, metadata={"product": "KestrelOS"})

    rows = [
        adv("a1", "KSA-2023-0412: OpenSSL vulnerabilities in KestrelOS", "CVE-2023-0286.",
            "2023-04-12"),
        adv("a2", "KSA-2023-0530: OpenSSL policy constraints in KestrelOS", "CVE-2023-0464.",
            "2023-05-30"),
        adv("a3", "KSA-2024-0115: OpenSSL vulnerabilities (consolidated)",
            "This consolidated advisory covers the vulnerabilities previously described in "
            "KSA-2023-0412 and KSA-2023-0530.\n\nThose two advisories are retired and will "
            "not be updated.", "2024-01-15"),
        adv("q1", "KestrelOS Security Advisory [15 November 2022]",
            "Session ticket key reuse (CVE-2022-4119). Disable session tickets.", "2022-11-15"),
        adv("q2", "KestrelOS Security Advisory [12 March 2024]",
            "The fix completes the redesign and addresses the problem described in the "
            "advisory we issued in November 2022 (CVE-2022-4119). That advisory is superseded "
            "by this one.", "2024-03-12"),
    ]
    found = statuses(rows, embedded_store, extractor)
    assert found.get(("a3", "a1")) == "accepted" and found.get(("a3", "a2")) == "accepted"
    assert found.get(("q2", "q1")) == "accepted"


def test_a_revision_replacing_that_version_and_a_bulletin_named_by_its_month(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 80: "This is a revised version of the advisory first published on 12 March 2024
    and it replaces that version."; "This advisory replaces the earlier OpenSSL bulletin for
    the PX500 line, published in June 2023." (only proposed before: no earlier edition of
    its own id)."""

    def adv(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="security", doc_type="advisory",
                      published_at=at, metadata={"product": "libquill"})

    rows = [
        adv("first", "libquill Security Advisory [12 March 2024]", "Upgrade to 3.2.2.",
            "2024-03-12"),
        adv("revised", "libquill Security Advisory [12 March 2024, updated 18 March 2024]",
            "UPDATE 18 March 2024: This is a revised version of the advisory first published "
            "on 12 March 2024 and it replaces that version. Upgrade to 3.2.3.", "2024-03-18"),
        adv("px1", "OSA-2023-07: OpenSSL vulnerabilities in PX500 controllers",
            "Update PX500 firmware to 3.8.0.", "2023-06-14"),
        adv("px2", "OSA-2024-03: Third-party component vulnerabilities in PX500",
            "Overview\nThis advisory replaces the earlier OpenSSL bulletin published in June "
            "2023. Update to 3.9.2.", "2024-02-20"),
    ]
    found = statuses(rows, embedded_store, extractor)
    assert found.get(("revised", "first")) == "accepted"
    assert found.get(("px2", "px1")) == "accepted"


def test_cumulative_updates_supersede_the_knowledge_base_updates_they_name(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 80: monthly cumulative updates name the one they supersede by its KB id, after a
    heading line, or as "it" after naming it; consecutive releases of one product were linked
    by a rule's mere "relates", which dropped the stated supersession."""

    def kb(doc_id: str, number: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=f"{at}: {number} (OS Build 20348)",
                      domain="security", doc_type="release_note", published_at=at,
                      metadata={"product": "Meridian Server 2022"})

    rows = [
        kb("jan", "KB5034129", "This update addresses security issues.", "2024-01-09"),
        kb("recovery", "KB5034439", "Recovery environment update.", "2024-01-09"),
        kb("feb", "KB5034770", "This update supersedes KB5034129 (released January 9, 2024).",
           "2024-02-13"),
        kb("oob", "KB5035290", "It includes all of the security fixes from KB5034770 and "
           "supersedes it.", "2024-02-27"),
        kb("mar", "KB5035857", "Highlights\nThis cumulative update contains the fixes from "
           "the out-of-band update (KB5035290) and replaces it.", "2024-03-12"),
    ]
    found = statuses(rows, embedded_store, extractor)
    assert found.get(("feb", "jan")) == "accepted"
    assert ("feb", "recovery") not in found
    assert found.get(("oob", "feb")) == "accepted"
    assert found.get(("mar", "oob")) == "accepted"


def test_a_judgment_reversing_the_court_below_in_its_own_case(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 81: a reversal or vacatur of the decision below under the same caption was only
    proposed (a caption can be shared by unrelated cases); the earlier decision of the court
    the sentence names (its docket for a panel) is accepted, the others of the caption stay."""

    def opinion(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="legal", doc_type="opinion",
                      published_at=at)

    rows = [
        opinion("panel", "Reyes-Almonte v. U.S. Attorney General, No. 22-11045 (11th Cir. 2023)",
                "We deny the petition for review.", "2023-03-01"),
        opinion("enbanc", "Reyes-Almonte v. U.S. Attorney General, No. 22-11045 - Order "
                "granting rehearing en banc", "Rehearing en banc is granted. The panel's "
                "opinion is VACATED.", "2023-08-01"),
        opinion("trial", "Hartley v Northern Rail Services Ltd [2020] EWHC 88 (QB)",
                "The claim succeeds.", "2020-01-20"),
        opinion("ca", "Hartley v Northern Rail Services Ltd [2021] EWCA Civ 1102",
                "The appeal is allowed.", "2021-07-20"),
        opinion("uksc", "Hartley v Northern Rail Services Ltd [2023] UKSC 9",
                "The order of the Court of Appeal is set aside.", "2023-03-08"),
    ]
    found = statuses(rows, embedded_store, extractor)
    assert found.get(("enbanc", "panel")) == "accepted"
    assert found.get(("uksc", "ca")) == "accepted"
    assert found.get(("uksc", "trial")) == "proposed"


def test_a_code_opening_with_it_is_no_pronoun(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 83: "IT-PRO-014 is retired" read "IT" as the pronoun standing for the sentence
    before, so the procedure it names was not retired; "are retired" is a repeal too."""

    def doc(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="policy", doc_type=doc_type,
                      published_at=at)

    rows = [
        doc("fax", "procedure", "Transmission of Confidential Records by Fax (IT-PRO-014)",
            "Use the cover sheet.", "2016-05-01"),
        doc("scan", "procedure", "Scanning of Paper Records (IT-PRO-015)", "Scan at 300 dpi.",
            "2016-05-01"),
        doc("memo", "memo", "Fax machines decommissioned",
            "The last fax machines were removed in September.\n\nIT-PRO-014 is retired without "
            "a replacement procedure.", "2024-10-01"),
        doc("memo2", "memo", "Scanning",
            "Scanning moves to the document centre. IT-PRO-015 and its forms are retired.",
            "2024-10-02"),
    ]
    found = statuses(rows, embedded_store, extractor)
    assert found.get(("memo", "fax")) == "accepted"
    assert found.get(("memo2", "scan")) == "accepted"


def test_a_release_replacing_an_earlier_release_it_names_by_version(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 80: "libquill 3.2.3 replaces 3.2.2, which was withdrawn", "7.4.2-EU replaces
    7.4.1-EU" (not the global 7.4.1), "v4.6.0 is retracted and replaced by this release":
    releases of one product only related; another product's 3.2.2 is untouched."""

    def rel(doc_id: str, product: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="security", doc_type="release_note",
                      published_at=at, metadata={"product": product})

    rows = [
        rel("q322", "libquill", "libquill 3.2.2 release notes", "Bug fixes.", "2024-03-12"),
        rel("other", "ferrox", "ferrox 3.2.2 release notes", "Bug fixes.", "2024-03-10"),
        rel("q323", "libquill", "libquill 3.2.3 release notes",
            "libquill 3.2.3 replaces 3.2.2, which was withdrawn on 15 March 2024.", "2024-03-18"),
        rel("g741", "Harbor Agent", "Harbor Agent 7.4.1 Release Notes (Global)", "Fixes.",
            "2024-05-01"),
        rel("e741", "Harbor Agent", "Harbor Agent 7.4.1-EU Release Notes", "Fixes.",
            "2024-05-02"),
        rel("e742", "Harbor Agent", "Harbor Agent 7.4.2-EU Release Notes",
            "7.4.2-EU replaces 7.4.1-EU, which has been withdrawn from the EU portal.",
            "2024-06-10"),
        rel("j460", "jwtkit", "jwtkit v4.6.0", "New claims API.", "2024-02-01"),
        rel("j461", "jwtkit", "jwtkit v4.6.1 (security)",
            "Security: v4.6.0 is retracted and replaced by this release.", "2024-02-09"),
    ]
    found = statuses(rows, embedded_store, extractor)
    assert found.get(("q323", "q322")) == "accepted"
    assert ("q323", "other") not in found
    assert found.get(("e742", "e741")) == "accepted"
    assert ("e742", "g741") not in found
    assert found.get(("j461", "j460")) == "accepted"


def test_a_correction_replacing_the_release_it_names_by_the_day_it_was_posted(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 84: "This corrected press release replaces the version posted on September 14,
    2023" named no document: "posted" named no day. Another firm's recall of that day is
    untouched."""

    def recall(doc_id: str, firm: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="pharma", doc_type="recall",
                      published_at=at, metadata={"recalling_firm": firm,
                                                 "generic_name": "ondansetron"})

    rows = [
        recall("first", "Crestline Pharma Inc.", "Crestline Pharma Inc. Issues Voluntary "
               "Recall of Ondansetron ODT", "Crestline Pharma Inc. recalls lots 23C118 and "
               "23C119 of ondansetron.", "2023-09-14"),
        recall("other", "Harlow Pharmaceuticals", "Harlow Pharmaceuticals Recalls Ondansetron "
               "Injection", "Harlow Pharmaceuticals recalls lot H-77 of ondansetron.",
               "2023-09-14"),
        recall("fixed", "Crestline Pharma Inc.", "CORRECTION: Crestline Pharma Inc. Issues "
               "Voluntary Recall of Ondansetron ODT", "Crestline Pharma Inc. recalls lot "
               "23C118 of ondansetron. This corrected press release replaces the version "
               "posted on September 14, 2023, which listed lot number 23C119 in error.",
               "2023-09-21"),
    ]
    found = statuses(rows, embedded_store, extractor)
    assert found.get(("fixed", "first")) == "accepted"
    assert ("fixed", "other") not in found


def test_a_numbered_amendment_set_off_after_the_title_is_no_version(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 83: "HR-POL-031 Hybrid Working Policy - Amendment No. 1 (Section 7.2)" carried
    the policy's code as its own, so the version chain took the amendment for version 3."""

    def policy(doc_id: str, title: str, at: str) -> SourceRecord:
        return record(doc_id, "Employees agree their office days with their manager.",
                      title=title, domain="policy", doc_type="policy", published_at=at)

    rows = [
        policy("v1", "HR-POL-031 Hybrid Working Policy, Version 1.0", "2022-04-26"),
        policy("v2", "HR-POL-031 Hybrid Working Policy, Version 2.0", "2024-01-15"),
        policy("a1", "HR-POL-031 Hybrid Working Policy - Amendment No. 1 (Section 7.2)",
               "2024-09-02"),
        policy("v3", "HR-POL-031 Hybrid Working Policy, Version 3.0", "2025-03-01"),
    ]
    found = statuses(rows, embedded_store, extractor)
    assert found.get(("v2", "v1")) == "accepted" and found.get(("v3", "v2")) == "accepted"
    assert not any("a1" in pair for pair in found)


def test_an_edition_named_by_the_year_its_title_writes(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 85: "This edition supersedes the 2022 edition of the Personal Trading Policy"
    named nothing: the 2022 edition was published in December 2021."""

    def policy(doc_id: str, title: str, at: str, text: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="finance", doc_type="policy",
                      published_at=at)

    rows = [
        policy("e2022", "Kestrel Ridge Capital - Personal Trading Policy, 2022 edition",
               "2021-12-15", "Pre-clearance is valid for five days."),
        policy("e2024", "Kestrel Ridge Capital - Personal Trading Policy, 2024 edition",
               "2024-01-02", "This edition supersedes the 2022 edition of the Personal "
               "Trading Policy in its entirety. Pre-clearance is valid for two days."),
    ]
    assert statuses(rows, embedded_store, extractor).get(("e2024", "e2022")) == "accepted"


def test_the_opinion_of_a_three_judge_panel_vacated_en_banc(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 85: "The opinion of the three-judge panel filed March 3, 2022 is VACATED" in the
    en banc opinion of the same docket."""

    def opinion(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="legal", doc_type="opinion",
                      published_at=at)

    rows = [
        opinion("panel", "Corbett v. Lindqvist Shipping Co., No. A-20-0871 (Ct. App. 2022)",
                "We affirm.", "2022-03-03"),
        opinion("enbanc", "Corbett v. Lindqvist Shipping Co., No. A-20-0871 (Ct. App. 2023) "
                "(en banc)", "The opinion of the three-judge panel filed March 3, 2022 is "
                "VACATED and shall have no precedential effect.", "2023-01-10"),
    ]
    assert statuses(rows, embedded_store, extractor).get(("enbanc", "panel")) == "accepted"


def test_an_issuer_by_name_and_acronym_withdrawing_the_list_below_its_colon(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 81: "The Wage and Hour Division (WHD) is withdrawing the following opinion
    letters, effective immediately:" above a blank line and the list: the bracketed acronym
    broke the subject, and the sentence ended before the list."""

    def doc(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="quality", doc_type="notice",
                      published_at=at)

    rows = [
        doc("a", "QL-2020-9 Opinion on sampling", "Sampling applies.", "2020-06-18"),
        doc("b", "QL-2020-11 Opinion on audits", "Audits apply.", "2020-09-30"),
        doc("c", "QL-2021-02 Opinion on training", "Training applies.", "2021-01-10"),
        doc("w", "Withdrawal of Opinions QL-2020-9 and QL-2020-11",
            "The Quality Standards Office (QSO) is withdrawing the following opinions, "
            "effective immediately:\n\nQL-2020-9 (June 18, 2020), on sampling; and QL-2020-11 "
            "(September 30, 2020), on audits.\n\nQL-2021-02 remains in effect.", "2025-02-19"),
    ]
    found = statuses(rows, embedded_store, extractor)
    assert found.get(("w", "a")) == "accepted" and found.get(("w", "b")) == "accepted"
    assert ("w", "c") not in found


def test_a_revision_retiring_revision_one_of_this_bulletin(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 80: a bulletin's revision table ending "revision 1.0 of this bulletin should no
    longer be used" named its own first revision, which carries no identifier; another
    month's bulletin is untouched."""

    def bulletin(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="security", doc_type="advisory",
                      published_at=at, metadata={"product": "Lumen OS"})

    rows = [
        bulletin("may", "Lumen OS Security Bulletin—May 2024", "Patch level 2024-05-01.",
                 "2024-05-06"),
        bulletin("apr", "Lumen OS Security Bulletin—April 2024", "Patch level 2024-04-01.",
                 "2024-04-01"),
        bulletin("may2", "Lumen OS Security Bulletin—May 2024 (Revision 2.0)",
                 "Revisions\n1.0 | May 6, 2024 | Bulletin published\n2.0 | May 14, 2024 | "
                 "Moved CVE-2024-23706 to the 2024-05-05 patch level; revision 1.0 of this "
                 "bulletin should no longer be used.", "2024-05-14"),
    ]
    found = statuses(rows, embedded_store, extractor)
    assert found.get(("may2", "may")) == "accepted"
    assert ("may2", "apr") not in found


def test_guidance_for_industry_is_no_restriction(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 84: "It supersedes the guidance for industry Public Notification of Drug
    Recalls ... issued in May 2016" read "for industry" as a case the act is limited to, so
    the final guidance only proposed the supersession."""

    def guidance(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="pharma", doc_type="guidance",
                      published_at=at)

    rows = [
        guidance("g2016", "Public Notification of Drug Recalls: Content and Format of Press "
                 "Releases", "Firms should issue a press release.", "2016-05-24"),
        guidance("g2024", "Public Notification of Drug Recalls: Content and Format of Press "
                 "Releases and Recall Web Postings - Guidance for Industry",
                 "This guidance is final. It supersedes the guidance for industry Public "
                 "Notification of Drug Recalls: Content and Format of Press Releases issued in "
                 "May 2016.", "2024-01-23"),
    ]
    assert statuses(rows, embedded_store, extractor).get(("g2024", "g2016")) == "accepted"


def test_an_edition_of_a_title_named_with_its_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 82: "This Policy replaces the Personal Trading Policy, Version 3.2, dated January
    15, 2021, in its entirety." proposed both editions the title names; the day names one."""

    def policy(doc_id: str, version: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, domain="finance", doc_type="policy", published_at=at,
                      title=f"Halvorsen Brooks & Co. Personal Trading Policy — Version {version}")

    rows = [
        policy("v31", "3.1", "Hold positions for 30 days.", "2019-03-01"),
        policy("v32", "3.2", "Hold positions for 60 days.", "2021-01-15"),
        policy("v40", "4.0", "This Policy replaces the Personal Trading Policy, Version 3.2, "
               "dated January 15, 2021, in its entirety. Hold positions for 30 days.",
               "2023-06-15"),
    ]
    found = statuses(rows, embedded_store, extractor)
    assert found.get(("v40", "v32")) == "accepted"
    assert ("v40", "v31") not in found
