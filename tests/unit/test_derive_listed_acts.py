"""Supersessions stated the way the blind trials of session 42 (151-174: customs rulings,
licensing boards, hazmat notices, military issuances, election rules, vaccines) state them:
lists of names under one plural noun or one issuer's prefix, lists whose items carry their
days, a label announcing the list, and documents described by their topic and year.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, record, titled_record
from tests.unit.test_derive_stated_acts import accepted, found

__all__ = ["extractor"]  # the module-scoped fixture, shared with the derivation tests


def test_every_item_of_a_list_repeating_its_prefix_is_acted_on(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 160: "NY N257300, NY N262811 and NY N266045 are hereby revoked" revokes all three
    rulings, the first too (each item spans the prefix its list repeats, so the commas join
    one subject); trial 159: "ATF Industry Circular 89-2, TTB Industry Circular 2007-3 and
    TTB Industry Circular 2009-1 are hereby withdrawn", an issuer's acronym before each."""

    def ruling(doc_id: str, number: str, at: str) -> SourceRecord:
        return titled_record("customs", doc_id, "ruling", f"{number}: Pet vehicle harnesses",
                             "The harness is classified in heading 6307.", at)

    rows = [
        ruling("a", "NY N257300", "2014-10-06"),
        ruling("b", "NY N262811", "2015-03-02"),
        ruling("c", "NY N266045", "2015-07-20"),
        titled_record("customs", "rev", "revocation_notice",
                      "Revocation of Three Ruling Letters (HQ H308877)",
                      "EFFECT ON OTHER RULINGS: NY N257300, NY N262811 and NY N266045 are "
                      "hereby revoked.", "2021-01-13"),
    ]
    assert {("rev", "a"), ("rev", "b"), ("rev", "c")} <= accepted(rows, embedded_store, extractor)

    def circular(doc_id: str, issuer: str, number: str, at: str, text: str) -> SourceRecord:
        return titled_record("alcohol_tobacco", doc_id, "industry_circular",
                             f"{issuer} Industry Circular {number}: Labeling", text, at,
                             number=f"Industry Circular {number}")

    rows = [
        circular("a", "ATF", "89-2", "1989-02-27", "Sulfites must be declared."),
        circular("b", "TTB", "2007-3", "2007-06-01", "Allergens may be declared."),
        circular("c", "TTB", "2009-1", "2009-03-01", "Colors must be declared."),
        circular("d", "TTB", "2023-1", "2023-08-28",
                 "Action. ATF Industry Circular 89-2, TTB Industry Circular 2007-3 and TTB "
                 "Industry Circular 2009-1 are hereby withdrawn."),
    ]
    assert {("d", "a"), ("d", "b"), ("d", "c")} <= accepted(rows, embedded_store, extractor)


def test_a_list_under_a_plural_noun_names_each_document_as_the_noun_alone_would(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 162-163: "Safety Advisory Notices No. 2016-07 and No. 2019-04", "Declaratory
    Rulings 2016-01, 2020-02 and 2020-05" and a series' own "Advisory Opinion Statements #14-02
    and #18-01" name each document as "Notice No. 2019-04", "Declaratory Ruling 2020-02" and
    "Advisory Opinion Statement #18-01" would."""
    cases = [
        ("Safety Advisory Notice No. {}: Cylinders", ("2016-07", "2019-04"),
         "Safety Advisory Notices No. 2016-07 and No. 2019-04 are superseded by this notice."),
        ("Declaratory Ruling {}: Remote order entry", ("2016-01", "2020-02", "2020-05"),
         "Upon the effective date of this ruling, Declaratory Rulings 2016-01, 2020-02 and "
         "2020-05 are superseded."),
        ("Advisory Opinion Statement {}: Procedural sedation", ("#14-02", "#18-01"),
         "Advisory Opinion Statements #14-02 and #18-01 are hereby rescinded."),
    ]
    for title, numbers, sentence in cases:
        rows = [
            titled_record("licensing", f"old{n}", "advisory_ruling", title.format(number),
                          "Registered nurses may act within their scope.", f"201{n}-05-01")
            for n, number in enumerate(numbers)
        ]
        rows.append(titled_record("licensing", "new", "advisory_ruling",
                                  title.format(f"{numbers[0][:1]}22-03"),
                                  f"{sentence} This consolidates the Board's guidance.",
                                  "2022-08-18"))
        pairs = accepted(rows, embedded_store, extractor)
        assert {("new", f"old{n}") for n in range(len(numbers))} <= pairs, sentence


def test_two_names_of_different_series_under_one_act(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 154: "Regulatory Directive DIR2012-02 and Regulatory Proposal PRO2020-01 are
    hereby withdrawn" withdraws both: the issuer the directive's title writes picks between
    two documents one name titles, not between two names."""

    def pmra(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("pesticides", doc_id, doc_type, title, text, at,
                             issuer="Health Canada, Pest Management Regulatory Agency")

    rows = [
        pmra("dir", "regulatory_directive",
             "Regulatory Directive DIR2012-02, Spray Drift Buffer Zone Labelling",
             "This directive describes buffer zones.", "2012-04-17"),
        pmra("pro", "regulatory_proposal",
             "Regulatory Proposal PRO2020-01, Proposed Revisions to Spray Drift Buffer Zones",
             "The PMRA proposes changes to buffer zones.", "2020-02-06"),
        pmra("new", "regulatory_directive",
             "Regulatory Directive DIR2021-04, Label Statements for Spray Drift Mitigation",
             "Regulatory Directive DIR2012-02 and Regulatory Proposal PRO2020-01 are hereby "
             "withdrawn. This directive sets out the current requirements.", "2021-10-28"),
    ]
    assert {("new", "dir"), ("new", "pro")} <= accepted(rows, embedded_store, extractor)


def test_a_subject_listing_its_examples_after_a_description(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 161: "The Commission's prior advisory opinions addressing ... the small items
    and impracticable exceptions ..., including AO 2010-19 (SearchAds) and AO 2017-12 (...),
    are superseded by this rule": "items" describes what they address, it names no part."""

    def opinion(doc_id: str, number: str, at: str) -> SourceRecord:
        return titled_record("elections", doc_id, "advisory_opinion",
                             f"Advisory Opinion {number}", "Small ads need no disclaimer.", at)

    rule = titled_record(
        "elections", "rule", "rule", "Final Rule: Internet Communication Disclaimers",
        "The Commission's prior advisory opinions addressing the application of the small "
        "items and impracticable exceptions to internet advertisements, including AO 2010-19 "
        "(SearchAds) and AO 2017-12 (Take Back Action Fund), are superseded by this rule.",
        "2022-12-19")
    rows = [opinion("a", "2010-19", "2010-12-16"), opinion("b", "2017-12", "2017-09-14"), rule]
    assert {("rule", "a"), ("rule", "b")} <= accepted(rows, embedded_store, extractor)


def army(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("defense", doc_id, doc_type, title, text, at, issuer="HQDA")


def test_a_list_whose_items_carry_their_days(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 156: "AR 25-50, dated 17 May 2013; DA Memo 25-52, dated 2 January 2018; and
    ALARACT 014/2019 are superseded by this regulation": the semicolons separate the items of
    one subject, each with its day ("Memo" is "Memorandum")."""
    rows = [
        army("ar", "regulation", "AR 25-50: Preparing and Managing Correspondence",
             "Army correspondence follows these rules.", "2013-05-17"),
        army("memo", "directive", "DA Memo 25-52: Staff Action Process",
             "Staff actions follow these rules.", "2018-01-02"),
        army("new", "regulation", "AR 25-50: Preparing and Managing Correspondence (2024)",
             "AR 25-50, dated 17 May 2013; DA Memo 25-52, dated 2 January 2018; and AR "
             "25-51 are superseded by this regulation. Correspondence is now digital.",
             "2024-06-01"),
    ]
    assert {("new", "ar"), ("new", "memo")} <= accepted(rows, embedded_store, extractor)


def test_a_label_announcing_the_list_it_supersedes(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 156: "Publications superseded by this regulation: AR 600-8-10, dated 3 June 2020
    (entire regulation); Army Directive 2023-02, dated 14 March 2023 (entire directive)"."""
    rows = [
        army("ar", "regulation", "AR 600-8-10: Leaves and Passes (3 June 2020)",
             "Soldiers accrue leave.", "2020-06-03"),
        army("dir", "directive", "Army Directive 2023-02: Military Parental Leave",
             "Soldiers are authorized parental leave.", "2023-03-14"),
        army("new", "regulation", "AR 600-8-10: Leaves and Passes (15 October 2024)",
             "Summary of change. Publications superseded by this regulation: AR 600-8-10, "
             "dated 3 June 2020 (entire regulation); Army Directive 2023-02, dated 14 March "
             "2023 (entire directive). Parental leave is 12 weeks.", "2024-10-15"),
    ]
    assert {("new", "ar"), ("new", "dir")} <= accepted(rows, embedded_store, extractor)


def vaccines(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("vaccines", doc_id, doc_type, title, text, at)


def test_a_description_dated_by_year_and_a_position_paper_naming_itself(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 169: "supersedes the NACI recommendations on HPV vaccine dosing schedules
    published in 2017" is the statement of 2017, not the one of 2015 its words describe as
    well; "This position paper replaces the 2009 WHO position paper on hepatitis B vaccines"
    is a paper's own act."""
    rows = [
        vaccines("s2015", "statement",
                 "NACI Statement: Recommended HPV Vaccine Immunization Schedule",
                 "Three doses are recommended.", "2015-02-01"),
        vaccines("s2017", "statement",
                 "NACI Statement: Updated Recommendations on HPV Vaccines - 2-dose Schedule",
                 "Two doses are recommended.", "2017-05-19"),
        vaccines("s2024", "statement", "NACI Statement: Single-dose HPV Schedule",
                 "This statement supersedes the NACI recommendations on HPV vaccine dosing "
                 "schedules published in 2017. One dose is recommended.", "2024-03-01"),
        vaccines("p2009", "statement", "Hepatitis B Vaccines: WHO Position Paper (October 2009)",
                 "Three doses are recommended.", "2009-10-02"),
        vaccines("p2017", "statement", "Hepatitis B Vaccines: WHO Position Paper - July 2017",
                 "This position paper replaces the 2009 WHO position paper on hepatitis B "
                 "vaccines. A birth dose is recommended.", "2017-07-07"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("s2024", "s2017"), ("p2017", "p2009")} <= pairs
    assert ("s2024", "s2015") not in pairs


def test_a_relative_clause_after_a_description_names_no_day_and_an_exception_restricts(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 169: "This advice replaces JCVI's advice for the autumn 2023 programme, which
    concludes on 31 January 2024": the day the programme ends names no document, the advice
    of autumn 2023 is the one replaced; "supersedes ..., with the exception noted below" keeps
    part of it, for a curator."""
    rows = [
        vaccines("a2023", "advisory", "JCVI Advice on the COVID-19 Vaccination Programme for "
                 "Autumn 2023", "Adults aged 65 and over are eligible.", "2023-05-26"),
        vaccines("a2024", "advisory", "JCVI Advice on the COVID-19 Vaccination Programme for "
                 "Autumn 2024", "Adults aged 65 and over are eligible.", "2024-05-26"),
        vaccines("spring", "advisory", "JCVI Statement on the COVID-19 Programme for Spring "
                 "2024", "This advice replaces JCVI's advice for the autumn 2023 programme, "
                 "which concludes on 31 January 2024. Adults aged 75 are eligible.",
                 "2023-12-06"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert {(n, o) for n, o, _ in edges} >= {("spring", "a2023")}
    assert not any(o == "a2024" for _, o, _ in edges)

    rows = [
        vaccines("s2017", "statement", "NACI Statement: HPV Vaccine 2-dose Schedule",
                 "Two doses are recommended.", "2017-05-19"),
        vaccines("s2024", "statement", "NACI Statement: Single-dose HPV Schedule",
                 "This statement supersedes NACI's HPV vaccine 2-dose schedule statement of "
                 "2017, with the exception noted below. Series begun earlier may be completed.",
                 "2024-03-01"),
    ]
    assert ("s2024", "s2017") not in accepted(rows, embedded_store, extractor)



def test_a_tariff_sheet_cancels_its_own_utilitys_previous_revision(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 175: "Third Revised Sheet No. 34, Cancels Second Revised Sheet No. 34" cancels the
    second revision of the utility's own sheet 34 (an ordinal revision, "Original Sheet" the
    first issue), not another utility's sheet of that number and revision."""

    def sheet(doc_id: str, utility: str, edition: str, cancels: str, at: str) -> SourceRecord:
        header = f"{edition} Sheet No. 34" + (f", Cancels {cancels} Sheet No. 34" if cancels
                                             else "")
        return titled_record("utility_tariffs", doc_id, "tariff_sheet",
                             f"{utility} Company, {edition} Sheet No. 34, Schedule R",
                             f"{utility.upper()} COMPANY. {header}. SCHEDULE R. The customer "
                             "charge is $5.41 a month.", at)

    rows = [
        sheet("o", "Front Range Electric", "Original", "", "2016-01-04"),
        sheet("r1", "Front Range Electric", "First Revised", "Original", "2018-11-16"),
        sheet("r2", "Front Range Electric", "Second Revised", "First Revised", "2020-11-16"),
        sheet("other", "Plains Power", "Second Revised", "", "2021-04-12"),
        sheet("r3", "Front Range Electric", "Third Revised", "Second Revised", "2022-05-20"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("r1", "o"), ("r2", "r1"), ("r3", "r2")} <= pairs
    assert not any(older == "other" for _, older in pairs)
    assert ("r3", "r1") not in pairs


def test_an_edition_kept_in_force_leaves_the_withdrawn_edition_withdrawn(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 130: "It is ordered that First Revised Sheet No. 47 is suspended until August 12,
    2025, unless otherwise ordered", then "It is ordered that ... First Revised Sheet No. 47 is
    withdrawn and shall not take effect. Original Sheet No. 47 remains in effect.": the
    original sheet is kept, the first revision withdrawn all the same, and void: it never
    took effect, so the original it would have replaced controls."""

    def sheet(doc_id: str, edition: str, text: str, at: str) -> SourceRecord:
        return titled_record("utility_tariffs", doc_id, "tariff_sheet",
                             f"P.S.C. MO. No. 6, {edition} Sheet No. 47 - Reconnection Charges",
                             text, at)

    rows = [
        sheet("o", "Original", "Original Sheet No. 47. The reconnection charge is $35.",
              "2018-11-30"),
        sheet("r1", "First Revised", "First Revised Sheet No. 47, Cancelling Original Sheet No. "
              "47. The reconnection charge is $55.", "2024-09-13"),
        titled_record("utility_tariffs", "stay", "order",
                      "Order Suspending Tariff Sheet (File No. ET-2025-0041)",
                      "It is ordered that First Revised Sheet No. 47 is suspended until August "
                      "12, 2025, unless otherwise ordered by the Commission.", "2024-10-09"),
        titled_record("utility_tariffs", "order", "order",
                      "Order Acknowledging Withdrawal of Tariff Sheet (File No. ET-2025-0041)",
                      "It is ordered that the company's notice of withdrawal is acknowledged, and "
                      "First Revised Sheet No. 47 is withdrawn and shall not take effect. "
                      "Original Sheet No. 47 remains in effect.", "2025-03-20"),
    ]
    edges = found(rows, embedded_store, extractor)
    pairs = {(n, o) for (n, o, _), status in edges.items() if status == "accepted"}
    assert {("r1", "o"), ("order", "r1")} <= pairs
    assert ("order", "o") not in pairs
    assert edges[("order", "r1", "voids")] == "accepted"
    # suspended through the day before the one named; the Commission's reservation restricts
    # nothing
    assert edges[("stay", "r1", "suspends")] == "accepted"


def test_a_suspension_before_the_effective_date_defers_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 130: a revised tariff sheet filed to take effect on 15 October 2024 is "suspended
    until August 12, 2025" on 9 October: it takes no effect meanwhile (a deferral, through
    the day before), so the original sheet it cancels still governs; a suspension of a sheet
    already in effect defers nothing."""

    def sheet(doc_id: str, text: str, at: str, effective: str | None = None) -> SourceRecord:
        return record(doc_id, text, title=f"P.S.C. MO. No. 6, {text.split(',')[0]}",
                      domain="utility_tariffs", doc_type="tariff_sheet", published_at=at,
                      effective_from=effective)

    rows = [
        sheet("o", "Original Sheet No. 47, Reconnection Charges. The charge is $35.",
              "2018-11-30"),
        sheet("r1", "First Revised Sheet No. 47, Cancelling Original Sheet No. 47. The charge "
              "is $55.", "2024-09-13", "2024-10-15"),
        titled_record("utility_tariffs", "stay", "order",
                      "Order Suspending Tariff Sheet (File No. ET-2025-0041)",
                      "It is ordered that First Revised Sheet No. 47 is suspended until August "
                      "12, 2025.", "2024-10-09"),
        titled_record("utility_tariffs", "later", "order",
                      "Order Suspending Tariff Sheet (File No. ET-2026-0007)",
                      "It is ordered that Original Sheet No. 47 is suspended until June 1, "
                      "2026.", "2025-10-09"),
    ]
    edges = {(e.newer_id, e.older_id, e.kind): e for e in derive(rows, embedded_store, extractor)}
    assert edges[("stay", "r1", "suspends")].status == "accepted"
    deferral = edges[("stay", "r1", "defers")]
    assert deferral.status == "accepted"
    assert deferral.valid_to == "2025-08-11T23:59:59Z"
    assert ("later", "o", "suspends") in edges
    assert ("later", "o", "defers") not in edges


def test_the_previous_version_is_the_edition_titled_alike(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 108-182: "This Fact Sheet replaces the previous version of this Fact Sheet" and
    "This prescribing information replaces all previous versions" name the document's own
    earlier editions, titled as it is but for the edition its title writes ("(updated June 3,
    2020)", ", Revised 05/2020"): the one before it, or all of them; another document's
    title is none of its editions ("(Errata)" marks an edition too); "Order No. C19-10a" is a
    revision of "Order No. C19-10"."""

    def guidance(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("health", doc_id, "guidance", title, text, at)

    title = "Conduct of Clinical Trials During a Public Health Emergency (updated {})"
    rows = [
        guidance("g1", title.format("March 18, 2020"), "Sponsors may adapt visits.",
                 "2020-03-18"),
        guidance("g2", title.format("June 3, 2020"), "Sponsors may adapt visits remotely.",
                 "2020-06-03"),
        guidance("other", "Conduct of Inspections During a Public Health Emergency (updated "
                 "June 3, 2020)", "Inspections may be remote.", "2020-06-03"),
        guidance("g3", title.format("January 27, 2021"), "This guidance replaces the previous "
                 "version of this guidance. Sponsors may adapt visits.", "2021-01-27"),
        guidance("l1", "HEPLIVAX - Full Prescribing Information, Revised 05/2020",
                 "Two doses.", "2020-05-14"),
        guidance("l2", "HEPLIVAX - Full Prescribing Information, Revised 11/2022",
                 "Two doses; dialysis regimen.", "2022-11-09"),
        guidance("l3", "HEPLIVAX - Full Prescribing Information, Revised 09/2024",
                 "This prescribing information replaces all previous versions. Two doses.",
                 "2024-09-17"),
        titled_record("health", "c10", "health_order", "Order of the Health Officer No. "
                      "C19-10: Vaccination Verification", "Proof of vaccination is required.",
                      "2021-09-15"),
        titled_record("health", "c10a", "health_order", "Order of the Health Officer No. "
                      "C19-10a: Vaccination Verification (Revised)", "This Order supersedes "
                      "the previous version of this Order.", "2021-12-20"),
    ]
    template = "Midland Transmission, Attachment H Formula Rate Template, Version {}"
    rows += [
        titled_record("utility_tariffs", "v400", "tariff_record", template.format("4.0.0"),
                      "The formula rate applies.", "2022-10-28"),
        titled_record("utility_tariffs", "v401", "tariff_record",
                      template.format("4.0.1 (Errata)"), "A cross-reference is corrected.",
                      "2023-01-20"),
        titled_record("utility_tariffs", "v500", "tariff_record", template.format("5.0.0"),
                      "This record supersedes the previous version, Version 4.0.1.",
                      "2024-06-28"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("g3", "g2"), ("l3", "l1"), ("l3", "l2"), ("c10a", "c10"), ("v500", "v401")} <= pairs
    assert not {("g3", "g1"), ("g3", "other"), ("v500", "v400")} & pairs


def test_an_act_taking_in_the_amendments_its_target_name_titles(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 128, 141, 156: "Emergency Order No. 35, as amended by Notice No. 2, is
    rescinded" rescinds the order and the notice amending it (titled "Emergency Order No. 35,
    Notice No. 2: Amendment of ..."), as "X, together with Change 1 to X, is cancelled" and
    "X and its Amendment 1 are superseded" do; without such words the amendment, one of two
    documents the name titles, is left to a curator; nor does a co-actor opening the sentence
    ("Together with SEC-STD-016, this standard supersedes SEC-STD-002 v2") take in the
    earlier versions."""

    def order(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("rail", doc_id, "emergency_order", title, text, at)

    def rows(sentence: str) -> list[SourceRecord]:
        return [
            order("eo", "Emergency Order No. 35: Restrictions on the Kessler Creek Bridge",
                  "Trains may not exceed 10 mph.", "2020-02-10"),
            order("n2", "Emergency Order No. 35, Notice No. 2: Amendment of Restrictions",
                  "Trains carrying hazardous materials may not cross.", "2020-07-01"),
            order("n3", "Emergency Order No. 35, Notice No. 3: Rescission of Emergency Order",
                  f"The bridge has been repaired. Accordingly, {sentence}", "2021-05-18"),
        ]

    taken_in = "Emergency Order No. 35, as amended by Notice No. 2, is rescinded."
    assert {("n3", "eo"), ("n3", "n2")} <= accepted(rows(taken_in), embedded_store, extractor)
    alone = found(rows("Emergency Order No. 35 is rescinded."), embedded_store, extractor)
    assert alone.get(("n3", "n2", "repeals")) != "accepted"

    def standard(doc_id: str, version: str, text: str, at: str) -> SourceRecord:
        return titled_record("policy", doc_id, "standard",
                             f"Data Classification Standard (SEC-STD-002 v{version})", text, at)

    # a co-actor opening the sentence takes in nothing: version 2 alone is superseded
    co_acting = [
        standard("v1", "1", "Three classification levels.", "2019-08-01"),
        standard("v2", "2", "Four classification levels.", "2021-09-01"),
        standard("v3", "3", "Together with the Data Handling Standard SEC-STD-016, this "
                 "standard supersedes SEC-STD-002 v2, which is withdrawn in full.", "2024-03-01"),
    ]
    pairs = accepted(co_acting, embedded_store, extractor)
    assert ("v3", "v2") in pairs
    assert ("v3", "v1") not in pairs
