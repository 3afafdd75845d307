"""Supersessions stated the way the blind trials of session 56 (389-397: grid codes, mining
safety, chemicals, road haulage, architects, clinical trials, listing rules, legal metrology,
fire inspection) state them, where the derivation missed them: a collection's parts cited
without its name ("paragraph CC.6.3.2 of the Connection Conditions, Issue 6" of "Grid Code
Connection Conditions (CC), Issue 6"), an edition named before its title ("Issue 2 of Annex
CC.A.9", "the 2015 edition of Practice Note 8"), codes of letters and digits run together that
only metadata declares ("reference": "SD1"), a start put off by an order titled for it, and a
body acting under a power it names first.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.candidates import Candidate, Pool
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, titled_record
from tests.unit.test_derive_stated_acts import accepted, found

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def grid(doc_id: str, doc_type: str, title: str, text: str, at: str, **meta: str) -> SourceRecord:
    return titled_record("electricity grid", doc_id, doc_type, title, text, at, **meta)


def grid_code_parts() -> list[SourceRecord]:
    """Three parts of one collection, each titled after its name ("Grid Code ...")."""
    return [
        grid("cc6", "standard", "Grid Code Connection Conditions (CC), Issue 6",
             "Each generating unit shall ride through faults cleared within 150 ms.",
             "2024-01-15"),
        grid("oc6", "standard", "Grid Code Operating Code OC6 (Demand Control), Issue 2",
             "Demand is disconnected in ten stages.", "2019-07-01"),
        grid("an1", "standard", "Grid Code Annex CC.A.9: Converter-Connected Plant, Issue 1",
             "Such plant shall operate in grid-following control.", "2020-10-12"),
        grid("an2", "standard", "Grid Code Annex CC.A.9: Converter-Connected Plant, Issue 2",
             "Issue 2 of this Annex replaces Issue 1 with effect from 1 April 2026. New plant "
             "shall be capable of grid-forming operation.", "2025-09-01"),
    ]


def test_a_part_of_a_collection_is_cited_without_the_collections_name(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 389: "paragraph CC.6.3.2 of the Connection Conditions, Issue 6, is replaced by the
    following" in a regulator's decision on a modification proposal amends "Grid Code
    Connection Conditions (CC), Issue 6" (its acronym left out too; a decision on a proposal is
    no draft); "paragraph OC6.5.3 of Operating Code OC6, Issue 2" amends the operating code
    titled with its subject in brackets before its issue."""
    decision = grid("dec", "decision", "Decision on Grid Code Modification Proposal GCM-063: "
                    "Reactive Capability", "The Authority approves GCM-063. With effect from "
                    "that date, paragraph CC.6.3.2 of the Connection Conditions, Issue 6, is "
                    "replaced by the following: \"Each unit shall provide reactive power down "
                    "to 10% of Registered Capacity.\"", "2025-05-20")
    demand = grid("dem", "decision", "Decision ENRA/D/2024/08: Grid Code Modification GCM-055",
                  "With effect from 1 October 2024, paragraph OC6.5.3 of Operating Code OC6, "
                  "Issue 2, is replaced by the following: \"Each Network Operator shall "
                  "disconnect demand in twelve stages.\"", "2024-06-03")
    edges = found([*grid_code_parts(), decision, demand], embedded_store, extractor)
    assert edges.get(("dec", "cc6", "amends")) == "accepted"
    assert edges.get(("dem", "oc6", "amends")) == "accepted"


def test_an_edition_named_before_a_collections_part_is_that_parts_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 389: "The date of application of Issue 2 of Annex CC.A.9 is deferred" defers the
    annex's issue 2 ("Grid Code Annex CC.A.9: ..., Issue 2"), not issue 1."""
    deferral = grid("def", "decision", "Decision ENRA/D/2026/02: Date of Application of Annex "
                    "CC.A.9 Issue 2", "The date of application of Issue 2 of Annex CC.A.9 is "
                    "deferred from 1 April 2026 to 1 April 2027.", "2026-02-23")
    edges = found([*grid_code_parts(), deferral], embedded_store, extractor)
    assert edges.get(("def", "an2", "defers")) == "accepted"
    assert not any(newer == "def" and older == "an1" for newer, older, _ in edges)


def test_no_collection_without_three_parts_titled_after_it() -> None:
    """Two titles sharing their first words name no collection: "Annex CC.A.9" cites no
    "Grid Code Annex CC.A.9" by the collection's name where only it and another title open
    with "Grid Code"; a third differently titled part makes "Grid Code" one. (A description
    carrying all of a title's words still names it: "The date of application of Issue 2 of
    Annex CC.A.9 is deferred" reads the one title writing them.)"""

    def collections(rows: list[SourceRecord]) -> tuple[str, ...]:
        return Pool([Candidate(row.document, set(), set(), [], True) for row in rows]).collections

    cc6, oc6, _, an2 = grid_code_parts()
    assert collections([cc6, an2]) == ()
    assert collections([cc6, an2, oc6]) == ("grid code",)


def test_a_decision_on_a_proposal_is_no_draft(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Decision on ... Proposal GCM-063" decides the proposal: what it replaces is replaced;
    a "Proposed ..." document's act is only proposed."""
    code = grid("cc6", "standard", "Connection Conditions, Issue 6",
                "Each generating unit shall ride through faults.", "2024-01-15")
    def notice(doc_id: str, title: str) -> SourceRecord:
        return grid(doc_id, "notice", title, "Paragraph CC.6.3.2 of the Connection Conditions, "
                    "Issue 6, is replaced by the following: \"Each unit shall provide reactive "
                    "power.\"", "2025-05-20")
    decided = found([code, notice("dec", "Decision on Modification Proposal GCM-063")],
                    embedded_store, extractor)
    proposed = found([code, notice("pro", "Proposed Modification GCM-063")],
                     embedded_store, extractor)
    assert decided.get(("dec", "cc6", "amends")) == "accepted"
    assert proposed.get(("pro", "cc6", "amends")) == "proposed"


def permitting(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("environmental permitting", doc_id, doc_type, title, text, at)


def test_a_correction_of_a_table_corrects_the_document_titled_before_its_qualifier(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 383: "Correction notice: Environment Agency charges scheme 2022, Table 4"
    corrects "Environment Agency charges scheme 2022 (environmental permits and abstraction
    licences)": the table is its part, the bracketed words its qualifier."""
    rows = [
        permitting("cs18", "charging_scheme", "Environment Agency charges scheme 2018 "
                   "(environmental permits and abstraction licences)",
                   "Composting permits cost 1,892 pounds.", "2018-02-26"),
        permitting("cs22", "charging_scheme", "Environment Agency charges scheme 2022 "
                   "(environmental permits and abstraction licences)",
                   "Composting permits cost 2,708 pounds.", "2022-01-17"),
        permitting("fix", "erratum", "Correction notice: Environment Agency charges scheme "
                   "2022, Table 4", "An error has been identified in Table 4. The application "
                   "charge is printed as 2,708 pounds; the correct figure is 2,078 pounds.",
                   "2022-10-20"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("fix", "cs22", "corrects")) == "accepted"
    assert not any(newer == "fix" and older == "cs18" for newer, older, _ in edges)


def test_an_amendment_notice_numbered_in_its_year_amends_the_version_its_title_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 383: "Amendment notice 1/2023: standard rules SR2012 No 7, version 3.0" amends
    the rules' version 3.0, not version 2.0 of the same code."""
    rows = [
        permitting("v2", "standard_rules", "Standard rules SR2012 No 7 - composting in open "
                   "systems (version 2.0)", "Windrows are turned weekly.", "2015-11-02"),
        permitting("v3", "standard_rules", "Standard rules permit SR2012 No 7: composting in "
                   "open systems, version 3.0", "Status: supersedes the 2015 edition of these "
                   "rules. Windrows are turned twice a week.", "2021-03-15"),
        permitting("amd", "notice", "Amendment notice 1/2023: standard rules SR2012 No 7, "
                   "version 3.0", "Rule 2.3.4 is replaced by the following: '2.3.4 Sample "
                   "bioaerosols every three months.'", "2023-03-06"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("amd", "v3", "amends")) == "accepted"
    assert not any(newer == "amd" and older == "v2" for newer, older, _ in edges)


def fire(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("fire safety", doc_id, doc_type, title, text, at)


def test_an_edition_superseded_together_with_its_erratum_takes_the_erratum_along(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 397: "from which it supersedes Edition 3 (2019) together with its erratum": the
    erratum of edition 3 is superseded too; without those words it is not."""
    def rows(text: str) -> list[SourceRecord]:
        return [
            fire("e3", "standard", "Fire Safety Audit Methodology, Edition 3 (2019)",
                 "Table 4 weights each section.", "2019-04-01"),
            fire("err", "erratum", "Erratum No. 1 to the Fire Safety Audit Methodology, "
                 "Edition 3", "In Table 4 the weighting 0.3 should read 0.5.", "2020-02-12"),
            fire("e4", "standard", "Fire Safety Audit Methodology, Edition 4 (2025)", text,
                 "2025-06-02"),
        ]
    along = accepted(rows("Edition 4 of the Fire Safety Audit Methodology supersedes Edition 3 "
                          "(2019) together with its erratum."), embedded_store, extractor)
    alone = accepted(rows("Edition 4 of the Fire Safety Audit Methodology supersedes Edition 3 "
                          "(2019)."), embedded_store, extractor)
    assert {("e4", "e3"), ("e4", "err")} <= along
    assert ("e4", "e3") in alone and ("e4", "err") not in alone


def test_a_notice_the_appeal_names_in_its_own_words_and_day_is_the_one_set_aside(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 397: "appealed ... against the alterations notice served on it on 11 February
    2021 ...": "The alterations notice served on 11 February 2021 is set aside" voids the
    notice of that day, not the one of 3 May 2019 it replaced."""
    rows = [
        fire("an19", "alterations_notice", "Alterations Notice AN/2019/011 - Unit 4",
             "The responsible person must notify the Authority before changing the racking.",
             "2019-05-03"),
        fire("an21", "alterations_notice", "Alterations Notice AN/2021/003 - Unit 4",
             "This notice replaces the alterations notice served on 3 May 2019.", "2021-02-11"),
        fire("dec", "decision", "Brookfield Logistics Ltd v Northshire Fire and Rescue "
             "Authority - Decision", "The appellant appealed under article 35 against the "
             "alterations notice served on it on 11 February 2021 in respect of Unit 4. The "
             "alterations notice served on 11 February 2021 is set aside.", "2021-09-30"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("dec", "an21", "voids")) == "accepted"
    assert not any(newer == "dec" and older == "an19" for newer, older, _ in edges)


def test_of_two_documents_one_code_names_the_one_titled_with_the_words_written_with_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 397: "Revision A of DII-3 for North Division is withdrawn and replaced by this
    revision" acts on "DII-3 Rev. A (North Division)", not the South Division's."""
    rows = [
        fire("north", "instruction", "Divisional Inspection Instruction DII-3 Rev. A (North "
             "Division): Night-time Inspections", "Visits take place between 22:00 and 02:00.",
             "2019-11-04"),
        fire("south", "instruction", "Divisional Inspection Instruction DII-3 Rev. A (South "
             "Division): Night-time Inspections", "Visits take place between 23:00 and 03:00.",
             "2020-01-13"),
        fire("revb", "instruction", "Divisional Inspection Instruction DII-3 Rev. B (North "
             "Division): Out-of-hours Visits", "Revision A of DII-3 for North Division is "
             "withdrawn and replaced by this revision.", "2023-09-25"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert ("revb", "north") in pairs
    assert ("revb", "south") not in pairs


def board(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("architects", doc_id, doc_type, title, text, at)


def test_a_body_deciding_to_postpone_a_commencement_its_title_names_defers_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 393: "Board Notice 2024/09: Commencement of the CPD Rules 2024" says "The Board
    has decided to postpone the commencement of the Continuing Professional Development Rules
    2024 from 1 September 2024 to 1 January 2025": the notice defers the rules."""
    rows = [
        board("cpd", "rule", "Continuing Professional Development Rules 2024",
              "Rule 3: each architect must complete 30 hours of learning.", "2024-05-20"),
        board("n9", "notice", "Board Notice 2024/09: Commencement of the CPD Rules 2024",
              "The Board has decided to postpone the commencement of the Continuing "
              "Professional Development Rules 2024 from 1 September 2024 to 1 January 2025.",
              "2024-08-12"),
    ]
    assert found(rows, embedded_store, extractor).get(("n9", "cpd", "defers")) == "accepted"


def test_a_change_titled_by_a_main_title_and_its_year_is_of_that_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 393: "Erratum: Architects Code 2021" and "Architects Code 2021 - Amendment No. 1
    (...)" are of "Architects Code 2021: Code of Conduct and Practice", not of the 2017 "The
    Architects Code: Standards of Conduct and Practice"."""
    rows = [
        board("c17", "code", "The Architects Code: Standards of Conduct and Practice (2017)",
              "Standard 9 requires a complaints procedure.", "2016-11-21"),
        board("c21", "code", "Architects Code 2021: Code of Conduct and Practice",
              "Supersedes the 2017 edition of the Architects Code.", "2021-05-10"),
        board("err", "erratum", "Erratum: Architects Code 2021",
              "Standard 11.1 is corrected to read 'within 21 days'.", "2021-08-02"),
        board("amd", "amendment", "Architects Code 2021 - Amendment No. 1 (Complaints Handling)",
              "Standard 9 is replaced by the following: '9.1 Architects must operate a written "
              "complaints procedure.'", "2023-02-14"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("err", "c21", "corrects")) == "accepted"
    assert edges.get(("amd", "c21", "amends")) == "accepted"
    assert not any(older == "c17" and newer in ("err", "amd") for newer, older, _ in edges)


def metrology(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("legal metrology", doc_id, doc_type, title, text, at)


def test_an_order_deferring_the_start_of_those_regulations_defers_the_ones_named_before(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 396: "1. In regulation 1 of the Weights and Measures (Packaged Goods) Regulations
    2024, for '1 January 2025' substitute '1 July 2025'. 2. Accordingly, the date of
    application of those Regulations is deferred to 1 July 2025." in "... Regulations 2024
    (Deferral of Application) Order 2024"; "The coming into force of those Regulations is
    thereby deferred" in a "(Commencement) (Amendment) Order"."""
    rows = [
        metrology("pg", "regulation", "The Weights and Measures (Packaged Goods) Regulations "
                  "2024", "1. These Regulations apply from 1 January 2025.", "2024-06-03"),
        metrology("wm", "regulation", "The Weights and Measures (Water Meters) Regulations "
                  "2026", "1. These Regulations come into force on 1 September 2026.",
                  "2026-02-10"),
        metrology("pgd", "order", "The Weights and Measures (Packaged Goods) Regulations 2024 "
                  "(Deferral of Application) Order 2024", "1. In regulation 1 of the Weights "
                  "and Measures (Packaged Goods) Regulations 2024, for '1 January 2025' "
                  "substitute '1 July 2025'. 2. Accordingly, the date of application of those "
                  "Regulations is deferred to 1 July 2025.", "2024-11-18"),
        metrology("wmd", "order", "The Weights and Measures (Water Meters) Regulations 2026 "
                  "(Commencement) (Amendment) Order 2026", "1. In regulation 1 of the Weights "
                  "and Measures (Water Meters) Regulations 2026, for '1 September 2026' "
                  "substitute '1 April 2027'. 2. The coming into force of those Regulations is "
                  "thereby deferred to 1 April 2027.", "2026-08-03"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("pgd", "pg", "defers")) == "accepted"
    assert edges.get(("wmd", "wm", "defers")) == "accepted"


def test_a_body_acting_under_a_power_it_names_first_acts_itself(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 396: "Under section 23 of the Weights and Measures Act 2009 the Office revokes
    certificate TA-0721 with effect from 1 May 2019" (no comma after the power)."""
    rows = [
        metrology("ta", "certificate", "Type-Approval Certificate TA-0721: Kilometrix K5 "
                  "Taximeter", "The taximeter calculates the fare from distance and time.",
                  "2013-05-08"),
        metrology("ro", "order", "Revocation Order RO 2019/02: Type-Approval Certificate "
                  "TA-0721", "Under section 23 of the Weights and Measures Act 2009 the Office "
                  "revokes certificate TA-0721 with effect from 1 May 2019.", "2019-04-01"),
    ]
    assert ("ro", "ta") in accepted(rows, embedded_store, extractor)


def listing(
    doc_id: str, doc_type: str, title: str, text: str, at: str, **meta: str
) -> SourceRecord:
    return titled_record("securities listing", doc_id, doc_type, title, text, at, **meta)


def test_a_notice_titled_by_the_date_it_moves_defers_a_schedule_of_fees(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 395: "Listing Fees Circular No. 2023/14: Date of Effect of the Schedule of Listing
    Fees 2024" says "the Exchange has decided that the date of application of the Schedule of
    Listing Fees 2024 is deferred ...": a schedule so named is a document, no part of one; and
    "...: Sustainability Disclosure Code - Revised Implementation Date" defers the code."""
    rows = [
        listing("fees", "fee_schedule", "Schedule of Listing Fees 2024",
                "The annual fee is banded by market value.", "2023-11-20"),
        listing("lfc", "circular", "Listing Fees Circular No. 2023/14: Date of Effect of the "
                "Schedule of Listing Fees 2024", "Following representations from issuers, the "
                "Exchange has decided that the date of application of the Schedule of Listing "
                "Fees 2024 is deferred from 1 January 2024 to 1 April 2024.", "2023-12-15"),
        listing("sdc", "code", "Sustainability Disclosure Code (Appendix 27), 2024",
                "Large issuers must disclose Scope 1 and Scope 2 emissions.", "2024-04-19"),
        listing("ldn", "notice", "Listing Division Notice 2024/18: Sustainability Disclosure "
                "Code - Revised Implementation Date", "Having regard to the readiness of "
                "assurance providers, the Exchange has decided that the date of application of "
                "the Sustainability Disclosure Code is deferred from 1 January 2025 to 1 "
                "January 2027.", "2024-11-08"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("lfc", "fees", "defers")) == "accepted"
    assert edges.get(("ldn", "sdc", "defers")) == "accepted"


def test_a_title_naming_editions_that_each_write_their_own_names_the_latest(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 395: "this Code replaces the Environmental, Social and Governance Reporting Guide"
    replaces the guide's 2019 edition, in force then (the 2015 edition was replaced by it)."""
    rows = [
        listing("g15", "guidance", "Environmental, Social and Governance Reporting Guide "
                "(Appendix 27), 2015", "Environmental disclosures are recommended.",
                "2015-12-21"),
        listing("g19", "guidance", "Environmental, Social and Governance Reporting Guide "
                "(Appendix 27), 2019 Edition", "Environmental disclosures are comply or "
                "explain.", "2019-12-18"),
        listing("sdc", "code", "Sustainability Disclosure Code (Appendix 27), 2024",
                "On its date of application, this Code replaces the Environmental, Social and "
                "Governance Reporting Guide in its entirety.", "2024-04-19"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("sdc", "g19", "supersedes")) == "accepted"
    assert edges.get(("sdc", "g15", "supersedes")) != "accepted"


def test_a_title_written_at_more_length_names_no_editions_of_the_shorter(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 355 (a regression the rule above first made): "This Code revokes and replaces the
    Food Law Code of Practice (Ardmore) 2016" in the Ardmore code of 2022 replaces the Ardmore
    code of 2016, not the national code's latest edition."""
    def food(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("food standards", doc_id, "code", title, text, at)
    rows = [
        food("n17", "Food Law Code of Practice (2017 edition)", "Category E premises are "
             "inspected every three years.", "2017-03-15"),
        food("n21", "Food Law Code of Practice (2021 edition)", "Status: This Code replaces the "
             "Food Law Code of Practice issued in March 2017.", "2021-03-01"),
        food("a16", "Food Law Code of Practice (Ardmore) 2016", "Ardmore's authorities follow "
             "this Code.", "2016-05-02"),
        food("a22", "Food Law Code of Practice (Ardmore) 2022", "This Code revokes and replaces "
             "the Food Law Code of Practice (Ardmore) 2016 with effect from 1 October 2022.",
             "2022-08-15"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert ("a22", "a16") in pairs
    assert not {("a22", "n17"), ("a22", "n21")} & pairs


def test_a_decision_taking_the_place_of_a_suspension_and_a_resumption_withdrawing_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 395: "This decision takes the place of the suspension of dealings imposed on 2
    April 2024"; trial 392: "This document takes the place of the guidance on transport
    managers issued in December 2013"; and "The suspension of dealings notified on 2 April 2024
    is accordingly withdrawn" (the notice of that day)."""
    suspension = listing("sus", "notice", "Suspension of Dealings: Tarnwell Group Holdings Ltd",
                         "Dealings in the shares of Tarnwell Group Holdings Ltd are suspended "
                         "from 9:00 a.m. on 2 April 2024.", "2024-04-02")
    decision = listing("lc", "decision", "Listing Committee Decision LC/2025/06: Cancellation "
                       "of Listing of Tarnwell Group Holdings Ltd", "The Listing Committee has "
                       "decided to cancel the listing. This decision takes the place of the "
                       "suspension of dealings imposed on 2 April 2024.", "2025-05-14")
    resumption = listing("res", "notice", "Resumption of Dealings: Tarnwell Group Holdings Ltd",
                         "The suspension of dealings notified on 2 April 2024 is accordingly "
                         "withdrawn, and dealings will resume on 17 February 2026.", "2026-02-16")
    assert ("lc", "sus") in accepted([suspension, decision], embedded_store, extractor)
    assert ("res", "sus") in accepted([suspension, resumption], embedded_store, extractor)
    rows = [
        titled_record("haulage", "tm13", "guidance", "Statutory Guidance No. 3: Transport "
                      "Managers (December 2013)", "A transport manager must be of good "
                      "repute.", "2013-12-02"),
        titled_record("haulage", "tm17", "guidance", "Statutory Document No. 3: Transport "
                      "Managers (2017 edition)", "This document takes the place of the "
                      "guidance on transport managers issued in December 2013.", "2017-11-06"),
    ]
    assert ("tm17", "tm13") in accepted(rows, embedded_store, extractor)


def test_an_edition_named_by_its_year_before_its_code_is_that_years(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 395: "This edition supersedes the 2015 edition of Practice Note 8" in "Practice
    Note 8: Continuous Disclosure (2019 Edition)", the 2015 one subtitled otherwise."""
    rows = [
        listing("pn15", "practice_note", "Practice Note 8: Continuous Disclosure of "
                "Price-Sensitive Information (2015 Edition)", "An issuer must announce "
                "price-sensitive information promptly.", "2015-03-02"),
        listing("pn19", "practice_note", "Practice Note 8: Continuous Disclosure (2019 "
                "Edition)", "This edition supersedes the 2015 edition of Practice Note 8 with "
                "effect from 1 July 2019.", "2019-05-20"),
    ]
    assert ("pn19", "pn15") in accepted(rows, embedded_store, extractor)


def haulage(
    doc_id: str, doc_type: str, title: str, text: str, at: str, **meta: str
) -> SourceRecord:
    return titled_record("operator licensing", doc_id, doc_type, title, text, at, **meta)


def test_a_code_of_letters_and_digits_its_metadata_declares_names_a_renamed_series(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 392: "Statutory Guidance and Statutory Directions No. 1: Good Repute and Fitness
    (November 2016)" and "Statutory Document No. 1: Good Repute and Fitness (Version 3, February
    2021)" both declare the reference "SD1": one document's editions, so "Status: Supersedes the
    2016 edition." in the later one supersedes the earlier, and a text writing "SD1" names
    them; without the declared reference the renamed title names no edition."""
    def rows(reference: str) -> list[SourceRecord]:
        meta = {"reference": reference} if reference else {}
        return [
            haulage("sd16", "guidance", "Statutory Guidance and Statutory Directions No. 1: Good "
                    "Repute and Fitness (November 2016)", "Traffic commissioners must consider "
                    "convictions.", "2016-11-14", **meta),
            haulage("sd21", "guidance", "Statutory Document No. 1: Good Repute and Fitness "
                    "(Version 3, February 2021)", "Status: Supersedes the 2016 edition. "
                    "Traffic commissioners must consider all relevant convictions.",
                    "2021-02-08", **meta),
            haulage("news", "newsletter", "Traffic Commissioners' Newsletter: Spring 2021",
                    "The revised SD1 took effect in February 2021.", "2021-03-22"),
        ]
    declared = rows("SD1")
    assert ("sd21", "sd16") in accepted(declared, embedded_store, extractor)
    assert ("sd21", "sd16") not in accepted(rows(""), embedded_store, extractor)
    ex = extractor.extract([row.document for row in declared])
    assert "code:SD1" in {entity.key for entity in ex[2]}


def test_this_edition_of_its_own_title_supersedes_its_earlier_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 392: "This edition of Statutory Document No. 2 supersedes the 2014 edition" in
    that document's 2019 edition: its own act on the edition of 2014 its reference shares."""
    rows = [
        haulage("sd14", "guidance", "Statutory Guidance and Statutory Directions No. 2: Finance "
                "(March 2014)", "Operators must show access to the prescribed sum.",
                "2014-03-03", reference="SD2"),
        haulage("sd19", "guidance", "Statutory Document No. 2: Finance (December 2019)",
                "This edition of Statutory Document No. 2 supersedes the 2014 edition from 1 "
                "January 2020.", "2019-12-02", reference="SD2"),
    ]
    assert ("sd19", "sd14") in accepted(rows, embedded_store, extractor)


def test_an_edition_of_its_own_declared_code_is_no_absent_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 361 (a regression declared codes first made): "This edition supersedes the 2016
    edition of CC20 and takes account of responses to our consultation of October 2023" in
    CC20's 2024 edition: its own code names its 2016 edition, no document the store lacks."""
    def charity(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("charity", doc_id, "guidance", title, text, at, reference="CC20")
    rows = [
        charity("g16", "Charity fundraising: a guide to trustee duties (CC20)",
                "Trustees must protect the charity's reputation.", "2016-06-30"),
        charity("g24", "Charity fundraising: a guide to trustee duties (CC20) - November 2024 "
                "edition", "This edition supersedes the 2016 edition of CC20 and takes account "
                "of responses to our consultation of October 2023.", "2024-11-14"),
    ]
    assert ("g24", "g16") in accepted(rows, embedded_store, extractor)


def mining(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("mining safety", doc_id, doc_type, title, text, at)


def test_what_withdrew_a_note_before_is_not_what_is_reinstated(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 390: "Guidance Note GN-11, withdrawn by Notice 2021/07, is reinstated" reinstates
    the note headed "Guidance Note GN-11: ...", not the notice that withdrew it nor a discussion
    paper titled "Review of Guidance Note GN-11"."""
    rows = [
        mining("gn11", "guidance", "Guidance Note GN-11: Working Near Overhead Powerlines",
               "No plant should come within 6.4 m of a powerline.", "2016-05-09"),
        mining("paper", "discussion_paper", "Discussion Paper: Review of Guidance Note GN-11 "
               "(Overhead Powerlines)", "One option is to withdraw GN-11.", "2020-10-12"),
        mining("wd", "notice", "Notice 2021/07: Withdrawal of Guidance Note GN-11",
               "Guidance Note GN-11 is withdrawn from 15 February 2021.", "2021-02-15"),
        mining("re", "notice", "Notice 2022/04: Return of GN-11", "The Inspectorate has "
               "completed its review. Guidance Note GN-11, withdrawn by Notice 2021/07, is "
               "reinstated without change with effect from 1 February 2022.", "2022-01-24"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("re", "gn11", "reinstates")) == "accepted"
    assert ("re", "wd", "reinstates") not in edges
    assert edges.get(("re", "paper", "reinstates")) != "accepted"


def test_an_office_named_after_the_power_it_acts_under_acts_itself(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 390: "Under section 83 of the Mines Safety Act 2011, the Chief Inspector of Mines
    suspends Exemption EX 2022/11 with immediate effect": the notice suspends the exemption."""
    rows = [
        mining("ex", "exemption", "Exemption EX 2022/11 - Coldwell Open Cut - Blasting",
               "Blasts may be fired within 500 m of Coldwell Road.", "2022-11-07"),
        mining("sus", "notice", "Notice of Suspension - Exemption EX 2022/11 (Coldwell Open Cut)",
               "Under section 83 of the Mines Safety Act 2011, the Chief Inspector of Mines "
               "suspends Exemption EX 2022/11 with immediate effect pending investigation.",
               "2025-02-17"),
    ]
    assert found(rows, embedded_store, extractor).get(("sus", "ex", "suspends")) == "accepted"


def test_the_date_on_which_a_code_named_with_its_subtitle_commences_is_deferred(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 390: "the date on which Code of Practice COP-12, Tailings Storage Facilities,
    commences is deferred from 1 January 2025 to 1 July 2025": the subject runs past the
    commas of the code's subtitle to "the date"."""
    rows = [
        mining("cop", "code_of_practice", "Code of Practice COP-12: Tailings Storage Facilities "
               "(2024)", "This code of practice commences on 1 January 2025.", "2024-09-02"),
        mining("n21", "notice", "Notice 2024/21: Deferral of Commencement - Code of Practice "
               "COP-12", "The Chief Inspector of Mines has therefore decided that the date on "
               "which Code of Practice COP-12, Tailings Storage Facilities, commences is "
               "deferred from 1 January 2025 to 1 July 2025.", "2024-12-02"),
    ]
    assert found(rows, embedded_store, extractor).get(("n21", "cop", "defers")) == "accepted"


def test_a_numbered_rule_replaced_by_new_text_is_a_part_of_the_rules_that_write_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 393: "Rule 4.3 is replaced by the following: '4.3 ...'" in amending rules amends
    the rules whose text writes Rule 4.3; it supersedes none."""
    rows = [
        board("r24", "rule", "Continuing Professional Development Rules 2024",
              "Rule 3: each architect must complete 30 hours of learning. Rule 4.3: at least 2 "
              "of those hours must relate to building safety.", "2024-05-20"),
        board("r25", "rule", "Board Rules Update 2025",
              "Rule 4.3 is replaced by the following: '4.3 At least 4 of the hours must relate "
              "to fire and life safety.'", "2025-10-01"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("r25", "r24", "amends")) == "accepted"
    assert ("r25", "r24", "supersedes") not in edges


def test_a_numbered_name_after_its_issuers_possessive_is_cited_alone(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 392: "Direction 1/2019 is suspended with immediate effect pending the Tribunal's
    determination of that appeal" suspends "Senior Traffic Commissioner's Direction 1/2019:
    Starting Points for Regulatory Action"."""
    rows = [
        haulage("d19", "direction", "Senior Traffic Commissioner's Direction 1/2019: Starting "
                "Points for Regulatory Action", "The starting point is curtailment.",
                "2019-04-01"),
        haulage("sus", "notice", "Notice: Suspension of Direction 1/2019", "Direction 1/2019 is "
                "suspended with immediate effect pending the Tribunal's determination of that "
                "appeal.", "2022-07-04"),
    ]
    assert found(rows, embedded_store, extractor).get(("sus", "d19", "suspends")) == "accepted"


def test_an_amendment_titled_with_the_subtitle_in_brackets_amends_that_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 392: "Amendment No. 1 to Statutory Document No. 1 (Good Repute and Fitness), 2021
    version" amends "Statutory Document No. 1: Good Repute and Fitness (Version 3, February
    2021)", not its 2016 edition titled alike."""
    rows = [
        haulage("v2", "guidance", "Statutory Document No. 1: Good Repute and Fitness (Version 2, "
                "November 2016)", "Convictions must be considered.", "2016-11-14"),
        haulage("v3", "guidance", "Statutory Document No. 1: Good Repute and Fitness (Version 3, "
                "February 2021)", "Relevant convictions must be considered.", "2021-02-08"),
        haulage("amd", "amendment", "Amendment No. 1 to Statutory Document No. 1 (Good Repute "
                "and Fitness), 2021 version", "Paragraph 42 is deleted and replaced by the "
                "following: '42. An operator must notify a conviction within 28 days.'",
                "2023-05-15"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("amd", "v3", "amends")) == "accepted"
    assert not any(newer == "amd" and older == "v2" for newer, older, _ in edges)


def test_an_exchange_amending_rules_in_a_notice_titled_as_an_amendment_amends_them(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 395: "the Exchange amends Chapter 8 of the Main Board Listing Rules (Release 12)
    as follows" in "Rule Amendment Notice No. 2021-2: Public Float" is the notice's own act; in
    a newsletter so worded it is news of the act."""
    chapter = listing("ch8", "rule", "Main Board Listing Rules, Chapter 8: Qualifications for "
                      "Listing (Release 12)", "Rule 8.08(1): at least 25% of the issued shares "
                      "must be held by the public.", "2016-06-01")
    sentence = ("With the approval of the Securities Commission, the Exchange amends Chapter 8 "
                "of the Main Board Listing Rules (Release 12) as follows, with effect from 3 "
                "January 2022.")
    notice = listing("ran", "notice", "Rule Amendment Notice No. 2021-2: Public Float",
                     sentence, "2021-09-10")
    news = listing("news", "newsletter", "Listing Matters - Issue 12 (September 2021)",
                   sentence, "2021-09-20")
    assert found([chapter, notice], embedded_store, extractor).get(
        ("ran", "ch8", "amends")
    ) == "accepted"
    assert found([chapter, news], embedded_store, extractor).get(
        ("news", "ch8", "amends")
    ) != "accepted"


def test_setting_aside_a_revocation_reinstates_what_it_revoked(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 396: "The appeal is allowed and Revocation Order RO 2021/03 is set aside": the
    certificate the order revoked is back in force beside the decision; setting aside a
    decision that revoked nothing reinstates nothing."""
    certificate = metrology("ta", "certificate", "Type-Approval Certificate TA-0954: Petrimeter "
                            "PD-40 Fuel Dispenser", "The pulser housing is sealed.", "2014-09-22")
    order = metrology("ro", "order", "Revocation Order RO 2021/03: Type-Approval Certificate "
                      "TA-0954", "The Office therefore revokes type-approval certificate TA-0954 "
                      "with effect from 15 December 2021.", "2021-11-15")
    decision = metrology("mat", "decision", "Petrimeter Systems Ltd v Office for Legal "
                         "Metrology [2022] MAT 11 - Decision", "This is an appeal against "
                         "Revocation Order RO 2021/03. The appeal is allowed and Revocation "
                         "Order RO 2021/03 is set aside.", "2022-07-29")
    edges = found([certificate, order, decision], embedded_store, extractor)
    assert edges.get(("ro", "ta", "revokes")) == "accepted" or edges.get(
        ("ro", "ta", "repeals")
    ) == "accepted"
    assert edges.get(("mat", "ro", "voids")) == "accepted"
    assert edges.get(("mat", "ta", "reinstates")) == "accepted"
    warning = metrology("wn", "notice", "Warning Notice WN 2021/03: Petrimeter PD-40",
                        "Dispensers must be resealed by March.", "2021-11-15")
    voided = metrology("mat2", "decision", "Petrimeter Systems Ltd v Office for Legal "
                       "Metrology [2022] MAT 12 - Decision", "This is an appeal against Warning "
                       "Notice WN 2021/03. The appeal is allowed and Warning Notice WN 2021/03 "
                       "is set aside.", "2022-07-29")
    alone = found([certificate, warning, voided], embedded_store, extractor)
    assert alone.get(("mat2", "wn", "voids")) == "accepted"
    assert ("mat2", "ta", "reinstates") not in alone


def test_a_notice_reinstating_a_note_its_code_heads_where_notices_carry_the_code_too(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 356 (a regression a first guard made): "GN-07 (August 2017) is reinstated" in
    "RSR Notice 2024/09: Guidance Note GN-07" reinstates the note the code heads, not the
    notice of 2023 that withdrew it, though that notice is of the reinstating one's type."""
    def rail(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("railway safety", doc_id, doc_type, title, text, at)
    rows = [
        rail("gn", "guidance", "RSR Guidance Note GN-07: Lone Working on or near the Line",
             "Lone working should be planned in advance.", "2017-08-14"),
        rail("wd", "notice", "RSR Notice 2023/02: Guidance Note GN-07", "Guidance Note GN-07 "
             "is withdrawn with immediate effect while the Regulator reviews it.", "2023-02-27"),
        rail("re", "notice", "RSR Notice 2024/09: Guidance Note GN-07", "The Regulator has "
             "completed its review. GN-07 (August 2017) is reinstated with immediate effect, "
             "without amendment.", "2024-05-13"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("re", "gn", "reinstates")) == "accepted"
    assert edges.get(("re", "wd", "reinstates")) != "accepted"


def test_an_earlier_revision_of_these_rules_is_the_own_earlier_revision(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 383: "Rev. 3 of these standard rules is withdrawn and replaced by this revision"
    in "SR2010 No 4: mobile plant for landspreading - standard rules, revision 4"."""
    rows = [
        permitting("r3", "standard_rules", "SR2010 No 4: mobile plant for landspreading - "
                   "standard rules, revision 3", "A deployment form is required.", "2013-09-02"),
        permitting("r4", "standard_rules", "SR2010 No 4: mobile plant for landspreading - "
                   "standard rules, revision 4", "Rev. 3 of these standard rules is withdrawn "
                   "and replaced by this revision from 1 June 2017.", "2017-05-15"),
    ]
    assert ("r4", "r3") in accepted(rows, embedded_store, extractor)


def test_a_numbered_notice_states_its_issuers_suspension_and_a_later_one_lifts_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 374-375: "the Executive suspends Guidance Note GN 41" in "Safety Notice SN
    2020/04: Temporary arrangements ...", "Practice Note 8 is suspended until further notice"
    in "Registry Notice 2020/04: ...": a numbered notice is its issuer's instrument, the act
    its own (a newsletter so worded reports it); "The suspension of Practice Note 8 made by
    Registry Notice 2020/04 is lifted" ends that notice's suspension and puts the note back."""
    def safety(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("workplace safety", doc_id, doc_type, title, text, at)
    note = safety("gn41", "guidance", "Guidance Note GN 41: Fit testing of respirators",
                  "Every wearer must pass a fit test.", "2019-01-10")
    said = ("Because of the shortage of test solutions, the Executive suspends Guidance Note "
            "GN 41 with immediate effect and until further notice.")
    notice = safety("sn04", "notice", "Safety Notice SN 2020/04: Temporary arrangements for "
                    "respirator fit testing", said, "2020-04-01")
    news = safety("news", "newsletter", "Safety Matters: Spring 2020", said, "2020-04-20")
    assert found([note, notice], embedded_store, extractor).get(
        ("sn04", "gn41", "suspends")
    ) == "accepted"
    assert found([note, news], embedded_store, extractor).get(
        ("news", "gn41", "suspends")
    ) != "accepted"

    def registry(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("land registration", doc_id, doc_type, title, text, at)
    rows = [
        registry("pn8", "practice_guide", "Practice Note 8: Execution of deeds - attestation",
                 "A witness must be physically present.", "2018-03-01"),
        registry("rn04", "notice", "Registry Notice 2020/04: Temporary arrangements for "
                 "attestation of deeds", "In view of the public health restrictions now in "
                 "force, Practice Note 8 is suspended until further notice.", "2020-04-20"),
        registry("rn11", "notice", "Registry Notice 2022/11: End of video-link attestation",
                 "The suspension of Practice Note 8 made by Registry Notice 2020/04 is lifted "
                 "with effect from 1 October 2022.", "2022-09-01"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("rn04", "pn8", "suspends")) == "accepted"
    assert edges.get(("rn11", "rn04", "rescinds")) == "accepted"
    assert edges.get(("rn11", "pn8", "reinstates")) == "accepted"


def devices(
    doc_id: str, doc_type: str, title: str, text: str, at: str, **meta: str
) -> SourceRecord:
    return titled_record("medical devices", doc_id, doc_type, title, text, at, **meta)


def test_of_two_issuers_notes_numbered_alike_the_one_its_metadata_issuer_declares(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 404: "The Office's Guidance Note GN-17 ... is withdrawn" in the
    territory office's bulletin withdraws the office's GN-17, not the national authority's,
    their metadata naming each issuer."""
    authority, office = "Therapeutic Products Authority", "Western Territories Health Office"
    rows = [
        devices("tpa", "guidance", "Guidance Note GN-17 (Second Edition): Qualification of "
                "Standalone Software", "Software may qualify as a device.", "2018-09-03",
                issuer=authority),
        devices("wto", "guidance", "Guidance Note GN-17: Procurement of Clinical Software in "
                "Public Hospitals", "Health services must validate software.", "2016-03-01",
                issuer=office),
        devices("bul", "bulletin", "WTHO Bulletin 2023/02: Withdrawal of Guidance Note GN-17",
                "The Office's Guidance Note GN-17 on the procurement of clinical software in "
                "public hospitals is withdrawn with effect from 1 March 2023.", "2023-02-14",
                issuer=office),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert ("bul", "wto") in pairs
    assert ("bul", "tpa") not in pairs


def test_a_description_dated_by_its_issuer_and_year_names_its_subject_after_them(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 404: "This guidance replaces the guidance issued by the Authority in 2016 on the
    security of networked devices and their software" replaces "Guidance Note GN-22: Security
    of Networked Medical Devices and Their Software" of 2016."""
    rows = [
        devices("gn22", "guidance", "Guidance Note GN-22: Security of Networked Medical Devices "
                "and Their Software", "Manufacturers should identify security risks.",
                "2016-02-22"),
        devices("cyber", "guidance", "Medical Device Cybersecurity: Guidance for Manufacturers "
                "(Edition 2)", "This guidance replaces the guidance issued by the Authority in "
                "2016 on the security of networked devices and their software.", "2020-06-30"),
    ]
    assert ("cyber", "gn22") in accepted(rows, embedded_store, extractor)


def test_setting_aside_a_decision_to_cancel_voids_the_decision_not_the_registration(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 404: "The delegate's decision of 17 June 2022 to cancel registration
    SWD-2019-0113 is set aside" voids the decision titled by that cancellation, which put the
    registration back."""
    rows = [
        devices("reg", "registration", "Registration SWD-2019-0113: CardioRhythm AF Detection "
                "Software", "The software is registered as a Class IIa device.", "2019-05-02"),
        devices("can", "decision", "Decision under Section 44: Cancellation of Registration "
                "SWD-2019-0113", "A delegate of the Authority has decided to cancel the "
                "registration of CardioRhythm AF Detection Software.", "2022-06-17"),
        devices("hprt", "decision", "Halden Diagnostics Pty Ltd v Therapeutic Products "
                "Authority [2023] HPRT 14", "The Tribunal accepts the applicant's evidence. The "
                "delegate's decision of 17 June 2022 to cancel registration SWD-2019-0113 is "
                "set aside.", "2023-04-21"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("hprt", "can", "voids")) == "accepted"
    assert ("hprt", "reg", "voids") not in edges



def test_an_act_set_aside_with_its_effect_compared_is_set_aside_whole(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 408: "The revocation decision is set aside, and the authorisation has effect as
    if it had not been revoked": "as if" compares, it restricts nothing ("if" alone would)."""
    def pesticides(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("pesticides", doc_id, doc_type, title, text, at)
    rows = [
        pesticides("auth", "authorisation", "Authorisation PPA 16310: Veltrano 400 SC",
                   "Two applications per crop.", "2018-03-01"),
        pesticides("rd", "decision", "Revocation Decision RD 2023/014: Veltrano 400 SC",
                   "Authorisation PPA 16310 is therefore revoked from 1 June 2023.", "2023-05-10"),
        pesticides("pat", "decision", "Pesticides Appeals Tribunal: Decision in Appeal PAT/23/007",
                   "The appellant challenged the Authority's decision of 10 May 2023 to revoke "
                   "the authorisation of Veltrano 400 SC. The appeal is allowed. The revocation "
                   "decision is set aside, and the authorisation has effect as if it had not "
                   "been revoked.", "2024-02-20"),
    ]
    assert found(rows, embedded_store, extractor).get(("pat", "rd", "voids")) == "accepted"
