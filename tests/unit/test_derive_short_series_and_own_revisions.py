"""Supersessions stated the way the blind trials of session 55 (374-381: occupational safety,
land registration, legal services, consumer credit, agricultural subsidies, sport governance,
animal welfare licensing, higher education funding) state them, where the derivation missed
them: series numbered from 1 under an acronym the titles spell out beside it ("Guidance Note
GN 38: ...", "COP 5 ...: Approved Code of Practice"), and a revision withdrawing its own
earlier one by the edition alone ("..., and Rev. 3 is withdrawn", "Rev. 1 is withdrawn and
replaced by this revision").
"""

from __future__ import annotations

import pytest

from graphcar.store.base import GraphStore
from ingest.cue_roles import numbered_parts
from ingest.derive import PackDeriver
from ingest.extract import SpacyExtractor
from ingest.load import load_records
from ingest.records import SourceRecord
from ingest.series import series_of, series_patterns, stored_series
from tests.unit.test_derive_rules import derive, extractor, titled_record
from tests.unit.test_derive_stated_acts import accepted, found

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def record(doc_id: str, doc_type: str, title: str, text: str, at: str,
           domain: str = "workplace safety") -> SourceRecord:
    return titled_record(domain, doc_id, doc_type, title, text, at)


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        # the acronym beside the words it abbreviates, its members numbered from 1
        (["Guidance Note GN 12: Ladders", "Guidance Note GN 38: Hot work"],
         {"GN", "GN 1", "Guidance Note (GN)"}),
        # opening titles that spell it out after ("Approved Code of Practice")
        (["COP 5 Managing asbestos: Approved Code of Practice",
          "COP 9 Controlling noise at work: Approved Code of Practice"], {"COP 1"}),
        # not where no title spells it out, nor by other words' initials
        (["COP 5 Managing asbestos", "COP 9 Controlling noise at work"], set()),
        (["COP 5 Managing asbestos: Approved Guidance", "COP 9 Noise: Approved Guidance"],
         set()),
        (["Guidance Note XY 12: Ladders", "Guidance Note XY 38: Hot work"], set()),
        # three titles or more opening with it and a short number before their words, as
        # standards are named (trial 387); two are a product's versions at most
        (["FRS 12 Leases (2013 edition)", "FRS 24 Lease Arrangements", "FRS 9 Revenue"],
         {"FRS 1"}),
        (["HTTP 2 Explained", "HTTP 3 Explained"], set()),
        (["FRS 12 (2013)", "FRS 24 (2023)", "FRS 9 (2014)"], set()),
    ],
)
def test_an_acronym_spelled_out_in_its_titles_numbers_its_members_from_one(
    names: list[str], expected: set[str]
) -> None:
    assert series_of(names) == expected


def test_a_short_numbered_series_names_its_members_by_acronym_or_spelled_out() -> None:
    """ "GN 38" and "Guidance Note 31" are members once titles write "Guidance Note GN 12";
    a bare acronym of another series and a short number is still none ("COVID 19")."""
    patterns = series_patterns(series_of(["Guidance Note GN 12: Ladders",
                                          "Guidance Note GN 38: Hot work"]))
    text = "GN 38 is suspended; Guidance Note 31 is withdrawn; COVID 19 and GNX 4 are not."
    assert sorted(key for p in patterns for _, _, key in p.found_in(text)) == [
        "designator:GN 31", "designator:GN 38",
    ]


def code_of_practice(doc_id: str, edition: str, text: str, at: str) -> SourceRecord:
    return record(doc_id, "code_of_practice", f"COP 5 Managing and working with asbestos: "
                  f"Approved Code of Practice ({edition} edition)", text, at)


def test_a_short_numbered_code_is_superseded_by_its_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Supersedes COP 5 (second edition, 2018)": that edition, not the first."""
    rows = [
        code_of_practice("first", "first", "Asbestos surveys.", "2013-04-01"),
        code_of_practice("second", "second", "This second edition replaces the first edition "
                         "published in 2013.", "2018-05-02"),
        code_of_practice("third", "third", "Approved on 20 March 2023. Supersedes COP 5 (second "
                         "edition, 2018).", "2023-03-20"),
        record("cop9", "code_of_practice", "COP 9 Controlling noise at work: Approved Code of "
               "Practice", "Noise.", "2021-01-04"),
    ]
    assert ("third", "second") in accepted(rows, embedded_store, extractor)
    assert ("third", "first") not in accepted(rows, embedded_store, extractor)


def guidance_note(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
    return record(doc_id, "guidance", title, text, at)


def test_a_short_numbered_guidance_note_is_suspended_by_its_acronym(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    rows = [
        guidance_note("gn38", "Guidance Note GN 38: Hot work on tanks and drums", "Steam out.",
                      "2019-03-01"),
        guidance_note("gn12", "Guidance Note GN 12: Ladders", "Ladders.", "2016-07-01"),
        record("sn", "notice", "Safety Notice SN 2026/07: Hot work on containers",
               "An explosion occurred. GN 38 is suspended with immediate effect pending review.",
               "2026-07-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("sn", "gn38")}


def test_another_issuers_note_replacing_a_leaflet_by_its_year_replaces_no_own_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "It replaces the Inspectorate's Advisory Leaflet AL 3 (2015)" in another issuer's
    "Guidance Note GN 12: Ladders on vessels": a document the store does not hold, not the
    editions of GN 12 by year."""
    rows = [
        guidance_note("gn12", "Guidance Note GN 12: Ladders and stepladders at work",
                      "Ladders.", "2015-06-01"),
        guidance_note("gn12r2", "Guidance Note GN 12 (Rev. 2): Ladders and stepladders at work",
                      "This revision replaces Guidance Note GN 12 issued in June 2015.",
                      "2016-07-01"),
        guidance_note("gn38", "Guidance Note GN 38: Hot work", "Steam out.", "2019-03-01"),
        guidance_note("hi12", "Guidance Note GN 12: Ladders on vessels and at quaysides",
                      "This guidance note is issued by the Harbour Islands Inspectorate. It "
                      "replaces the Inspectorate's Advisory Leaflet AL 3 (2015).", "2025-04-22"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("gn12r2", "gn12")}


def completion_notes(doc_id: str, revision: str, text: str, at: str) -> SourceRecord:
    return record(doc_id, "guidance", f"Form CCR-7: completion notes (Rev. {revision})", text,
                  at, domain="consumer credit")


def test_a_revision_withdraws_its_earlier_one_in_a_clause_after_its_own(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "This revision takes effect on 1 March 2025 and Rev. 3 is withdrawn": Rev. 3 of its
    own title, not Rev. 2."""
    rows = [
        completion_notes("r2", "2", "Count complaints when received.", "2019-06-01"),
        completion_notes("r3", "3", "Count complaints when received.", "2022-06-01"),
        completion_notes("r4", "4", "This revision takes effect on 1 March 2025 and Rev. 3 is "
                         "withdrawn. Returns are uploaded.", "2025-02-10"),
    ]
    assert ("r4", "r3") in accepted(rows, embedded_store, extractor)
    assert ("r4", "r2") not in accepted(rows, embedded_store, extractor)


def review_procedure(doc_id: str, revision: str, text: str, at: str) -> SourceRecord:
    return record(doc_id, "procedure", "Independent Reviewer of Funding Decisions: Procedure for "
                  f"reviews of funding decisions, {revision}", text, at, domain="funding")


def test_an_edition_alone_withdrawn_is_the_one_titled_as_the_source_but_for_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Rev. 1 is withdrawn and replaced by this revision" where titles end ", Rev. 1 (2017)"
    and ", Rev. 2 (2024)" and name no identifier: the Rev. 1 so titled."""
    rows = [
        review_procedure("r1", "Rev. 1 (2017)", "A request is made within 28 days.",
                         "2017-01-09"),
        review_procedure("r2", "Rev. 2 (2024)", "Rev. 1 is withdrawn and replaced by this "
                         "revision from 1 May 2024. A request is made within 42 days.",
                         "2024-04-02"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("r2", "r1")}


def test_a_sentence_case_series_is_keyed_by_the_acronym_of_all_its_words() -> None:
    """ "Regulatory position statement RPS 224: ..." titles: "regulatory position statement
    224" is RPS 224; a sentence-case name whose acronym is its first word's is none."""
    patterns = series_patterns(series_of(["Regulatory position statement RPS 253: drought",
                                          "Regulatory position statement RPS 224: storage"]))
    assert [key for p in patterns for _, _, key in p.found_in(
        "withdraw regulatory position statement 224 and RPS 253")
    ] == ["designator:RPS 253", "designator:RPS 224"]
    assert series_of(["Regulatory position statement R 253: a",
                      "Regulatory position statement R 224: b"]) == set()


def permitting(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return record(doc_id, doc_type, title, text, at, domain="environmental permitting")


RULES_SET = permitting("sr", "standard_rules", "SR2019 No 12: treatment of waste wood - standard "
                       "rules, version 1.0", "Waste wood may be shredded.", "2019-04-01")


def test_an_issuer_named_after_an_opening_phrase_acts_by_its_statement(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "With effect from 17 August 2026 the Environment Agency suspends standard rules set
    SR2019 No 12" in "Statement on standard rules SR2019 No 12 (...): suspension of the rules
    set": the issuer after the opening phrase, no comma between, and the rules set the
    statement is about."""
    statement = permitting(
        "st", "statement", "Statement on standard rules SR2019 No 12 (waste wood): suspension of "
        "the rules set", "With effect from 17 August 2026 the Environment Agency suspends "
        "standard rules set SR2019 No 12. We will not accept applications.", "2026-08-03")
    assert accepted([RULES_SET, statement], embedded_store, extractor) == {("st", "sr")}


def test_a_safety_executive_revokes_what_its_notice_of_revocation_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The Executive therefore revokes Certificate of Exemption No. 2019/04" in "Notice of
    revocation: Certificate of Exemption No. 2019/04" (its number written as one)."""
    rows = [
        record("c19", "certificate", "Certificate of Exemption No. 2019/04: decompression",
               "The Executive hereby exempts the contractor.", "2019-06-03"),
        record("c20", "certificate", "Certificate of Exemption No. 2020/05: lifting equipment",
               "The Executive hereby exempts operators.", "2020-02-10"),
        record("rev", "notice", "Notice of revocation: Certificate of Exemption No. 2019/04",
               "The Executive is no longer satisfied that condition 4 is met. The Executive "
               "therefore revokes Certificate of Exemption No. 2019/04 with effect from 1 June "
               "2022.", "2022-05-18"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("rev", "c19")}


def test_an_issuer_withdraws_the_guidance_it_quotes_the_title_of(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The Environment Agency has withdrawn the guidance 'How to comply with your
    environmental permit: additional guidance for the treatment of waste oils'": the guidance
    so titled, its code in brackets after the title."""
    guidance = permitting("g", "guidance", "How to comply with your environmental permit: "
                          "additional guidance for the treatment of waste oils (EPR 5.06)",
                          "Waste oils must be stored bunded.", "2013-02-25")
    other = permitting("o", "guidance", "How to comply with your environmental permit: "
                       "additional guidance for landfill", "Landfill gas.", "2014-02-25")
    notice = permitting("n", "notice", "EPR 5.06 withdrawn", "The Environment Agency has "
                        "withdrawn the guidance 'How to comply with your environmental permit: "
                        "additional guidance for the treatment of waste oils'. It is not being "
                        "replaced.", "2023-11-20")
    assert accepted([guidance, other, notice], embedded_store, extractor) == {("n", "g")}


def test_an_issuer_announcing_a_withdrawal_for_a_day_withdraws_what_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The Environment Agency will withdraw regulatory position statement 224 on 31 July
    2022" in "Notice of withdrawal: regulatory position statement 224"."""
    rows = [
        permitting("rps224", "statement", "Regulatory position statement RPS 224: storage of "
                   "baled fuel", "Bales may be stored.", "2019-07-08"),
        permitting("rps253", "statement", "Regulatory position statement RPS 253: drainage "
                   "water", "Drainage water may be used.", "2022-08-12"),
        permitting("wd", "notice", "Notice of withdrawal: regulatory position statement 224",
                   "The Environment Agency will withdraw regulatory position statement 224 on "
                   "31 July 2022 because export routes have recovered.", "2022-06-27"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("wd", "rps224")}


def test_a_title_naming_its_act_after_its_kind_acts_on_what_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Notice rescinding enforcement notice EPR/EN/2025/0088", its text naming the notice by
    its day and addressee alone; not so a title whose words before the act name a document
    ("Withdrawal of X (replaced by Y)" withdraws X alone: test_derive_rules)."""
    rows = [
        permitting("en", "enforcement_notice", "Enforcement notice EPR/EN/2025/0088: Fenmoor "
                   "Recycling Ltd", "You are required to remove all waste.", "2025-07-14"),
        permitting("other", "enforcement_notice", "Enforcement notice EPR/EN/2025/0091: Wisbech "
                   "Metals Ltd", "You are required to remove all scrap.", "2025-07-20"),
        permitting("resc", "notice", "Notice rescinding enforcement notice EPR/EN/2025/0088",
                   "The Environment Agency rescinds the enforcement notice served on Fenmoor "
                   "Recycling Ltd on 14 July 2025. No further action is required.",
                   "2025-10-06"),
        # words describing a proposal before the act: what it is about, no act of its own
        permitting("cons", "news", "Views sought on proposals rescinding enforcement notice "
                   "EPR/EN/2025/0091", "Tell us what you think by 1 December 2025.",
                   "2025-10-20"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("resc", "en")}


def test_a_series_written_beside_its_acronym_is_one_from_a_single_title() -> None:
    """Trial 386: one title "Technical Guidance Note TGN 11: ..." makes "TGN 11" a designation
    (no product is named so); one title opening "TGN 11: ..." alone does not."""
    assert series_of(["Technical Guidance Note TGN 11: Plastic (2025 edition)"]) == {
        "TGN", "TGN 1", "Technical Guidance Note (TGN)"
    }
    assert series_of(["TGN 11: Plastic waste"]) == set()


def shipment(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return record(doc_id, doc_type, title, text, at, domain="waste shipment")


def test_what_was_done_in_reliance_on_a_withdrawn_statement_keeps_nothing_in_force(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "RPS 207 is withdrawn ... Consents already issued in reliance on RPS 207 are not
    affected": the consents stay, not the statement."""
    rows = [
        shipment("rps", "position_statement", "Regulatory Position Statement RPS 207: "
                 "Pre-consented status", "Notifiers may rely on pre-consent.", "2020-03-02"),
        shipment("wd", "notice", "Withdrawal of Regulatory Position Statement RPS 207",
                 "RPS 207 is withdrawn with effect from 1 August 2022. Consents already issued "
                 "in reliance on RPS 207 are not affected.", "2022-06-30"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("wd", "rps")}


def test_a_notice_titled_by_the_start_it_moves_defers_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Notice WSRA/N/2026/09: Date of Application of TGN 11 (2025 edition)": "The date of
    application of Technical Guidance Note TGN 11 (2025 edition) is deferred" is the notice's
    own act; a bulletin titled otherwise reporting the same words is not."""
    tgn = shipment("tgn", "technical_guidance", "Technical Guidance Note TGN 11: Plastic Waste "
                   "Export Standard (2025 edition)", "One sample per 20 tonnes.", "2025-10-01")
    deferral = ("The date of application of Technical Guidance Note TGN 11 (2025 edition) is "
                "deferred from 1 July 2026 to 1 March 2027.")
    rows = [
        tgn,
        shipment("n", "notice", "Notice WSRA/N/2026/09: Date of Application of TGN 11 (2025 "
                 "edition)", deferral, "2026-05-15"),
        shipment("b", "bulletin", "Bulletin WSRA/B/2026/05: news for exporters", deferral,
                 "2026-05-20"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("n", "tgn")}


def test_the_date_from_which_a_quoted_title_applies_is_deferred(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The date from which the guidance 'Odour management plans for regulated facilities'
    applies is deferred to 1 April 2027": the guidance so titled (its words "plans" no hedge
    of the act) by the notice titled by its "new start date"."""
    rows = [
        permitting("g", "guidance", "Odour management plans for regulated facilities",
                   "Operators must monitor odour at the boundary.", "2026-02-23"),
        permitting("n", "notice", "Odour management plans guidance: new start date",
                   "The date from which the guidance 'Odour management plans for regulated "
                   "facilities' applies is deferred to 1 April 2027.", "2026-09-14"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("n", "g")}


def test_an_amendment_replacing_a_part_by_new_text_amends_the_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Paragraph 5.3 of Shipment Guidance SG1 (2022 edition) is replaced by the following"
    in "... (2022 edition): Amendment No. 1": it amends that edition (which stays in force),
    not supersedes it; a bulletin reporting the same words amends nothing."""
    guidance = shipment("sg1", "guidance", "Shipment Guidance SG1: Prior Written Notification "
                        "(2022 edition)", "Paragraph 5.3: a guarantee is required.",
                        "2022-09-14")
    change = ("Paragraph 5.3 of Shipment Guidance SG1 (2022 edition) is replaced by the "
              "following with effect from 1 April 2024. '5.3 Evidence of the guarantee must be "
              "provided.'")
    rows = [
        guidance,
        shipment("am1", "amendment", "Shipment Guidance SG1 (2022 edition): Amendment No. 1",
                 change, "2024-02-20"),
        shipment("news", "bulletin", "Exporters' bulletin - spring 2024", change,
                 "2024-03-01"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("am1", "sg1", "amends")) == "accepted"
    assert not any(kind == "supersedes" and status == "accepted"
                   for (_, _, kind), status in edges.items())
    assert edges.get(("news", "sg1", "amends")) != "accepted"


def test_a_paragraph_numbered_after_letters_is_a_part() -> None:
    """ "paragraph CC.6.3.2", "Paragraph B35", "paragraph C28A" name parts as "Section 20"
    does; a bare word after the part word ("part of", "section a") does not."""
    assert numbered_parts("paragraph CC.6.3.2 of the Conditions, Paragraph B35 and paragraph "
                          "C28A; part of the code, section a") == (
        "paragraph cc.6.3.2", "paragraph b35", "paragraph c28a"
    )


def test_a_decision_sets_aside_the_respondents_act_of_the_day_the_appeal_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "an appeal ... against the respondent's notice of 18 May 2022" and "The respondent's
    decision of 18 May 2022 revoking Certificate of Exemption No. 2019/04 is set aside": the
    notice of that day, by another noun."""
    rows = [
        record("cert", "certificate", "Certificate of Exemption No. 2019/04: decompression",
               "The Executive hereby exempts the contractor.", "2019-09-10"),
        record("rev", "notice", "Notice of revocation: Certificate of Exemption No. 2019/04",
               "The Executive therefore revokes Certificate of Exemption No. 2019/04.",
               "2022-05-18"),
        record("dec", "decision", "Kessock Tunnelling JV v Workplace Safety Executive",
               "This is an appeal under section 33 against the respondent's notice of 18 May "
               "2022. The appeal succeeds. The respondent's decision of 18 May 2022 revoking "
               "Certificate of Exemption No. 2019/04 is set aside.", "2022-11-24"),
    ]
    assert found(rows, embedded_store, extractor).get(("dec", "rev", "voids")) == "accepted"


def test_a_number_two_offices_share_is_the_one_titled_as_the_sentence_writes_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The appeal is allowed and Compliance Notice CN-2024-019 is quashed": the authority's
    "Compliance Notice CN-2024-019: ...", not a port office's later "... Enforcement Notice
    CN-2024-019: ..." of the same kind."""
    rows = [
        shipment("cn", "compliance_notice", "Compliance Notice CN-2024-019: Revocation of Consent "
                 "NC-2023-0655 (Orrin Polymers Ltd)", "The Authority revokes the consent.",
                 "2024-03-12"),
        shipment("port", "compliance_notice", "Caldmoor Port Office Enforcement Notice "
                 "CN-2024-019: Brackwater Salvage Ltd", "Stop exporting scrap cable.",
                 "2024-05-02"),
        shipment("dec", "decision", "Appeal Panel Decision WSAP/2024/06: Orrin Polymers Ltd v "
                 "Waste Shipments Regulatory Authority", "The appeal is allowed and Compliance "
                 "Notice CN-2024-019 is quashed.", "2024-07-30"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("dec", "cn")}


def test_a_notice_lifting_a_suspending_notice_ends_the_suspension_it_imposed(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Notice Lifting Compliance Notice CN-2025-031": "The suspension of consent NC-2024-0112
    imposed by Compliance Notice CN-2025-031 is lifted" ends that notice and restores the
    consent; "Lifting" names its act, no issuer before the notice's kind."""
    rows = [
        shipment("consent", "consent", "Consent to Notification NC-2024-0112: Harbourline "
                 "Recycling Ltd", "Mixed paper may be exported.", "2024-06-03"),
        shipment("susp", "compliance_notice", "Compliance Notice CN-2025-031: Suspension of "
                 "Consent NC-2024-0112", "The Authority suspends consent NC-2024-0112 with "
                 "immediate effect.", "2025-02-11"),
        shipment("lift", "notice", "Notice Lifting Compliance Notice CN-2025-031 (Harbourline "
                 "Recycling Ltd)", "The suspension of consent NC-2024-0112 imposed by Compliance "
                 "Notice CN-2025-031 is lifted with effect from 21 May 2025.", "2025-05-20"),
    ]
    assert {("lift", "susp"), ("susp", "consent")} <= accepted(rows, embedded_store, extractor)


def standard(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
    return record(doc_id, "standard", title, text, at, domain="accounting")


def test_a_standard_named_by_a_short_number_is_superseded_and_deferred_by_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "FRS 24 replaces FRS 12 Leases" where titles open "FRS 12 Leases", "FRS 24 Lease
    Arrangements", "FRS 9 Revenue ..."; "The effective date of FRS 20 is deferred by one year,
    to ... 1 January 2023" in "Deferral of the Effective Date of FRS 20 ..."."""
    rows = [
        standard("frs12", "FRS 12 Leases (2018 edition)", "A lessee recognises leases.",
                 "2018-06-20"),
        standard("frs24", "FRS 24 Lease Arrangements", "FRS 24 replaces FRS 12 Leases.",
                 "2023-05-10"),
        standard("frs9", "FRS 9 Revenue from Contracts with Customers", "Revenue.", "2014-09-30"),
        standard("frs20", "FRS 20 Insurance Contract Liabilities", "Insurance.", "2019-05-28"),
        record("defer", "notice", "Deferral of the Effective Date of FRS 20 Insurance Contract "
               "Liabilities", "The effective date of FRS 20 is deferred by one year, to annual "
               "reporting periods beginning on or after 1 January 2023.", "2020-06-25",
               domain="accounting"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("frs24", "frs12", "supersedes")) == "accepted"
    assert edges.get(("defer", "frs20", "defers")) == "accepted"


def test_a_series_spelled_out_around_a_packs_designation_is_the_one_its_titles_abbreviate(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 382: "Security Directive 2014-03, Screening of ..., is revoked and replaced by this
    Directive" names "Security Directive SD 2014-03: ...", though a pack reads "Directive
    2014-03" inside it."""
    def directive(doc_id: str, number: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, "directive", f"Security Directive SD {number}: Screening of "
                      "Liquids", text, at, domain="aviation security")

    rows = [
        directive("sd14", "2014-03", "Liquids are screened.", "2014-05-01"),
        directive("sd17", "2017-05", "Security Directive 2014-03, Screening of Liquids, is "
                  "revoked and replaced by this Directive with effect from 1 July 2017.",
                  "2017-03-20"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("sd17", "sd14")}


def test_a_paragraph_of_a_titled_handbook_replaced_by_new_text_amends_that_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "With immediate effect, paragraph 231 of the Early years inspection handbook (September
    2022) is replaced by the following" in "Early years inspection handbook: revision to
    paragraph 231": the handbook of that title after the part, amended; the source's own title
    naming the paragraph makes it no document titled by that part."""
    def handbook(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, "handbook", title, text, at, domain="childcare inspection")

    rows = [
        handbook("h19", "Early years inspection handbook (September 2019)", "Grades.",
                 "2019-09-01"),
        handbook("h22", "Early years inspection handbook (September 2022)", "This edition "
                 "supersedes the 2019 edition.", "2022-09-01"),
        handbook("rev", "Early years inspection handbook: revision to paragraph 231", "With "
                 "immediate effect, paragraph 231 of the Early years inspection handbook "
                 "(September 2022) is replaced by the following. 'Inspectors will grade.'",
                 "2023-06-12"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("rev", "h22", "amends")) == "accepted"
    assert not any(newer == "rev" and status == "accepted" and (older, kind) != ("h22", "amends")
                   for (newer, older, kind), status in edges.items())


def test_quoted_words_a_correction_rewrites_are_no_title_it_acts_on(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 365: "In Condition 17.3 of the General Conditions of Entitlement 2018, the
    reference to 'Part 5 of the National Numbering Plan' is corrected to read 'Part 6 ...'":
    the quote is the text corrected, not the Plan (a quoted title follows a document's noun:
    "the guidance 'How to comply ...'")."""
    def numbering(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, "conditions", title, text, at, domain="telecoms")

    rows = [
        numbering("plan", "National Numbering Plan", "Numbers have nine digits.", "2016-01-04"),
        numbering("gc18", "General Conditions of Entitlement 2018", "Condition 17 governs "
                  "numbers.", "2018-07-20"),
        numbering("corr", "Corrigendum to the General Conditions of Entitlement 2018", "In "
                  "Condition 17.3 of the General Conditions of Entitlement 2018, the reference to "
                  "'Part 5 of the National Numbering Plan' is corrected to read 'Part 6 of the "
                  "National Numbering Plan'.", "2018-11-09"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("corr", "gc18")}


def test_a_series_numbered_from_one_learned_from_a_stored_corpus_names_a_later_loads_target(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"GN 38 is suspended" in a later load names the note the stored corpus titled "Guidance
    Note GN 38: ...": a stored designation of an acronym and a short number was learned from
    such titles, so the acronym numbers from 1 (not any stored name: "COVID 19" is none)."""
    load_records(
        [guidance_note("gn38", "Guidance Note GN 38: Hot work on tanks", "Steam out.",
                       "2019-03-01"),
         guidance_note("gn12", "Guidance Note GN 12: Ladders", "Ladders.", "2016-07-01")],
        embedded_store, extractor=extractor, derive_edges=PackDeriver(extractor),
    )
    later = SpacyExtractor(extractor.packs)
    notice = record("sn", "notice", "Safety Notice SN 2026/07: Hot work", "GN 38 is suspended "
                    "with immediate effect pending review.", "2026-07-01")
    load_records([notice], embedded_store, extractor=later, derive_edges=PackDeriver(later))
    assert {(e.newer_id, e.older_id, e.status) for e in embedded_store.edges()} == {
        ("sn", "gn38", "accepted")
    }
    assert stored_series(["GN 38", "SP 3/2015", "COVID-19 note"]) == {"GN 1", "SP"}


def test_another_boards_note_numbered_alike_is_no_edition_of_the_code(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 388: "It replaces G-04/2019 and G-09/2020 in full" where a provincial board's
    later "Guidance Note G-04/2019: ..." is numbered as the council's "Guidance for ...
    (G-04/2019)": the code's own "04/2019" marks no edition, and the word before it differs, so
    the board's note is not the latest edition replaced (left to a curator)."""
    def pharmacy(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, "guidance", title, text, at, domain="pharmacy")

    rows = [
        pharmacy("g0419", "Guidance for Registered Pharmacies Providing Services at a Distance "
                 "(G-04/2019)", "Pharmacies must check identity.", "2019-04-09"),
        pharmacy("board", "Northern Pharmacy Board Guidance Note G-04/2019: Supplying Medicines "
                 "at a Distance", "Pharmacies in the Province must check identity.",
                 "2019-09-03"),
        pharmacy("g0920", "Guidance for Pharmacist Prescribers (G-09/2020)", "Prescribers must "
                 "assess.", "2020-11-02"),
        pharmacy("g0425", "Guidance for Pharmacies and Prescribers Providing Services Online "
                 "(G-04/2025)", "This guidance applies from 1 October 2025. It replaces "
                 "G-04/2019 and G-09/2020 in full.", "2025-06-30"),
    ]
    assert ("g0425", "board") not in accepted(rows, embedded_store, extractor)
    assert ("g0425", "g0920") in accepted(rows, embedded_store, extractor)
