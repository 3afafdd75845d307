"""Supersessions stated the way blind trials 353-407 and batch 29 (430 bus service
registration, 431 work at height, 432 cosmetics safety, 433 funeral services, 434 mortgage
conduct, 435 tree preservation, 436 radioactive substances, 437 cultural property export)
state them, where the derivation missed or misread them: deferrals naming the deferred
document by its edition or code, by a title its notice writes in other words, or by a new day
the next sentence gives; an issuer acting after an aside or on a licence "held by" someone;
a variation notice; a reference to a tribunal; a court quashing what its respondent made; and
titles whose edition closes them after a bracketed code, a spelled ordinal or a dash.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, record
from tests.unit.test_derive_stated_acts import found

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def doc(
    doc_id: str, doc_type: str, title: str, text: str, at: str, starts: str | None = None
) -> SourceRecord:
    fields = {"effective_from": starts} if starts else {}
    return record(doc_id, text, title=title, domain="regulation", doc_type=doc_type,
                  published_at=at, **fields)


def test_a_deferral_names_an_edition_its_title_closes_with(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 356, 365, 355: "The date of application of Rule Book Module TW1 Issue 6 is
    deferred" ("Rule Book Module TW1: Working on or Near the Line, Issue 6", not Issue 5), "The
    date of application of GN-CLI Rev. 4 is deferred" ("Guidance on Calling Line
    Identification, GN-CLI Rev. 4"), "defer the date of application of Revision 5 of the Brand
    Standard" ("Food Hygiene Rating Scheme: Brand Standard (Revision 5)"), the revision before
    it still replaced by it."""
    rows = [
        doc("tw5", "rule", "Rule Book Module TW1: Working on or Near the Line, Issue 5",
            "Lookouts shall be posted on open lines.", "2019-12-07"),
        doc("tw6", "rule", "Rule Book Module TW1: Working on or Near the Line, Issue 6",
            "Status: supersedes Issue 5 from 5 September 2026.", "2026-06-06", "2026-09-05"),
        doc("tw-def", "notice", "RSB Notice 2026/14: Rule Book Module TW1 Issue 6",
            "The date of application of Rule Book Module TW1 Issue 6 is deferred to 6 March "
            "2027.", "2026-08-22"),
        doc("cli3", "guidance", "Guidance on Calling Line Identification, GN-CLI Rev. 3",
            "Providers must block calls from invalid numbers.", "2022-05-02"),
        doc("cli4", "guidance", "Guidance on Calling Line Identification, GN-CLI Rev. 4",
            "Supersedes: GN-CLI Rev. 3.", "2024-03-18", "2024-10-01"),
        doc("cli-def", "notice", "Notice 2024/09: Postponement of GN-CLI Rev. 4",
            "The date of application of GN-CLI Rev. 4 is deferred to 1 July 2025.",
            "2024-09-12"),
        doc("bs4", "standard", "Food Hygiene Rating Scheme: Brand Standard (Revision 4)",
            "This Revision applies from 1 June 2019.", "2019-05-01"),
        doc("bs5", "standard", "Food Hygiene Rating Scheme: Brand Standard (Revision 5)",
            "From its date of application, it replaces Revision 4 of the Brand Standard.",
            "2026-06-01", "2026-10-01"),
        doc("bs-def", "notice", "Food Hygiene Rating Scheme: deferral of the date of "
            "application of Brand Standard Revision 5", "The Agency has decided to defer the "
            "date of application of Revision 5 of the Brand Standard from 1 October 2026 to 1 "
            "April 2027.", "2026-09-15"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("tw-def", "tw6", "defers")) == "accepted"
    assert edges.get(("cli-def", "cli4", "defers")) == "accepted"
    assert edges.get(("bs-def", "bs5", "defers")) == "accepted"
    assert edges.get(("bs5", "bs4", "supersedes")) == "accepted"
    assert not any(key[0].endswith("-def") and key[1] in ("tw5", "cli3", "bs4") for key in edges)


def test_a_deferral_titled_so_or_put_in_other_words_is_the_notice_s_own(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 406, 407, 363, 371, 433: an order titled "(Commencement Deferral) Order", a
    "Notice of Deferred Commencement" and a notice of "postponement of" a code state their
    deferral; "the Environment Agency has, with
    the Secretary of State's agreement, deferred the date on which ... comes into force";
    "defer the implementation date of SS 2/2026"; a new day the next sentence gives ("FS/2025
    will now take effect on 1 July 2025", trial 423's "The ASA has postponed the commencement
    of the amendment ... The amendment will now apply from 2 June 2025"); "Plans" in a name
    hedges nothing."""
    rows = [
        doc("vet", "regulation", "Veterinary Practice Premises Regulations 2025 (Mandatory "
            "Registration and Inspection)", "Every premises must be registered.", "2025-03-04",
            "2026-01-01"),
        doc("vet-def", "order", "Veterinary Practice Premises Regulations 2025 (Commencement "
            "Deferral) Order 2025", "The date of application of the Veterinary Practice "
            "Premises Regulations 2025 is deferred to 1 January 2027.", "2025-10-20"),
        doc("charges", "scheme", "Abstraction Charges Scheme 2025", "The standard unit charge "
            "is £26.40.", "2024-12-12", "2025-04-01"),
        doc("charges-def", "notice", "Notice: deferral of the Abstraction Charges Scheme 2025",
            "Following representations from farming organisations, the Environment Agency "
            "has, with the Secretary of State's agreement, deferred the date on which the "
            "Abstraction Charges Scheme 2025 comes into force to 1 October 2025.",
            "2025-03-05"),
        doc("ss", "statement", "Supervisory Statement SS 2/2026: Liquidity risk management",
            "Insurers must submit a monthly liquidity report.", "2026-03-16", "2026-10-01"),
        doc("ss-def", "notice", "Notice 2026/06: SS 2/2026 - revised implementation date",
            "The Authority has decided to defer the implementation date of SS 2/2026 from 1 "
            "October 2026 to 1 April 2027.", "2026-08-24"),
        doc("fees", "fee_schedule", "Fees Schedule 2025 (FS/2025)", "New licence application: "
            "$490.", "2025-01-20", "2025-04-01"),
        doc("fees-def", "notice", "Notice 2025/03: Commencement of Fees Schedule 2025", "The "
            "Authority has decided to defer the commencement of Fees Schedule 2025 (FS/2025). "
            "FS/2025 will now take effect on 1 July 2025 instead of 1 April 2025.",
            "2025-03-17"),
        doc("plans", "code", "Prepaid Funeral Plans Code 2026 (FSRA-PPC-2026)", "This Code "
            "applies from 1 July 2026.", "2026-01-19", "2026-07-01"),
        doc("plans-def", "notice", "Notice 2026/09: Date of Application of the Prepaid "
            "Funeral Plans Code 2026", "The date of application of the Prepaid Funeral Plans "
            "Code 2026 is deferred to 1 July 2027.", "2026-05-25"),
        doc("byelaws", "byelaw", "Northmarsh Coastal Authority Flood Defence Byelaws 2026",
            "Works within the setback area require a permit.", "2026-06-15", "2026-10-01"),
        doc("byelaws-def", "notice", "Flood Defence Byelaws 2026: Notice of Deferred "
            "Commencement", "Under the commencement provision in byelaw 1(2), the date on "
            "which the Flood Defence Byelaws 2026 come into operation is deferred from 1 "
            "October 2026 to 1 April 2027.", "2026-09-10"),
        doc("bathing", "code", "Bathing Water Signage Code 2025", "Signs must show the "
            "classification.", "2025-01-10", "2025-06-01"),
        doc("bathing-def", "notice", "Notice: postponement of the Bathing Water Signage Code "
            "2025", "The date of application of the Bathing Water Signage Code 2025 is deferred "
            "to 1 May 2026.", "2025-04-02"),
        doc("procedures", "procedure", "Non-broadcast Complaint Handling Procedures (2021)",
            "Paragraph 47 allows 21 days.", "2021-01-11", "2021-02-01"),
        doc("p47", "amendment", "Amendment to the Non-broadcast Complaint Handling Procedures "
            "(2021): paragraph 47", "Paragraph 47 is amended by substituting '28 days' for '21 "
            "days'.", "2025-01-20", "2025-03-01"),
        doc("p47-def", "notice", "ASA notice: commencement of the amendment to paragraph 47",
            "The ASA has postponed the commencement of the amendment to paragraph 47 of the "
            "Non-broadcast Complaint Handling Procedures (2021), announced on 20 January 2025. "
            "The amendment will now apply from 2 June 2025.", "2025-02-24"),
    ]
    edges = found(rows, embedded_store, extractor)
    for deferred in ("vet", "charges", "ss", "fees", "plans", "byelaws", "bathing", "p47"):
        assert edges.get((f"{deferred}-def", deferred, "defers")) == "accepted", deferred


def test_an_issuer_acts_past_an_aside_and_on_a_licence_held_by_someone(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 433, 436: "The Authority suspends licence FDL-0921 held by Thomas Brennan" (the
    holder is no agent) in "Suspension Order SO-2020-07 (Licence FDL-0921)" (the licence in
    its brackets is what it acts on); "The Environment Agency, under regulation 22 of ...,
    revokes permit EPR/GM3091/2015" and "The Environment Agency varies permit
    EPR/LL6620/2019" in "Variation Notice EPR/LL6620/V003: ..."; an appeal decision titled
    "... against the revocation of environmental permit X" revokes nothing."""
    rows = [
        doc("fdl", "licence", "Funeral Director's Licence FDL-0921 - Thomas Brennan",
            "The Authority grants Thomas Brennan a licence.", "2019-09-09"),
        doc("so", "order", "Suspension Order SO-2020-07 (Licence FDL-0921)", "The Authority "
            "suspends licence FDL-0921 held by Thomas Brennan with immediate effect under "
            "section 51 of the Act.", "2020-11-02"),
        doc("permit", "licence", "Environmental Permit EPR/GM3091/2015: Greyholme Metals Ltd",
            "The Environment Agency permits Greyholme Metals Ltd to accumulate waste.",
            "2015-10-05"),
        doc("revocation", "notice", "Revocation Notice EPR/GM3091/R001: Greyholme Metals Ltd",
            "The Environment Agency, under regulation 22 of the Environmental Permitting "
            "(England and Wales) Regulations 2016, revokes permit EPR/GM3091/2015 in its "
            "entirety with effect from 30 September 2019.", "2019-06-24"),
        doc("appeal", "decision", "Appeal decision APP/EPR/581: Greyholme Metals Ltd against "
            "the revocation of environmental permit EPR/GM3091/2015", "The Inspector finds "
            "that the record-keeping failures were being remedied.", "2020-08-12"),
        doc("repository", "licence", "Environmental Permit EPR/LL6620/2019: Calderwick "
            "Repository", "Condition 2.2.1: disposals shall be made only in Vaults 8 and 9.",
            "2019-05-01"),
        doc("variation", "variation", "Variation Notice EPR/LL6620/V003: Calderwick "
            "Repository", "The Environment Agency varies permit EPR/LL6620/2019 held by "
            "Calderwick Repository Ltd. Condition 2.2.1 is replaced by the following.",
            "2023-02-01"),
    ]
    rows += [
        doc("swd", "registration", "Registration SWD-2017-0452: GlucoTrend Bolus Advisor",
            "The software is registered.", "2017-05-02"),
        doc("swd-off", "notice", "Notice of Suspension of Registration: GlucoTrend Bolus "
            "Advisor (SWD-2017-0452)", "The Authority gives notice that registration "
            "SWD-2017-0452 is suspended from 22 March 2021.", "2021-03-19"),
        doc("swd-on", "notice", "Notice: Revocation of Suspension of Registration "
            "SWD-2017-0452 (GlucoTrend Bolus Advisor)", "The suspension of registration "
            "SWD-2017-0452 imposed by the notice of 19 March 2021 is revoked with effect from 2 "
            "August 2021.", "2021-07-30"),
    ]
    edges = found(rows, embedded_store, extractor)
    # the revocation of a suspension acts on it, though an act's words come between
    assert edges.get(("swd-on", "swd-off", "revokes")) == "accepted"
    assert edges.get(("so", "fdl", "suspends")) == "accepted"
    assert edges.get(("revocation", "permit", "repeals")) == "accepted"
    assert edges.get(("variation", "repository", "amends")) == "accepted"
    assert ("appeal", "permit", "revokes") not in edges


def test_a_tribunal_sets_aside_a_decision_referred_or_made_by_its_respondent(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 434, 437, 430: "This is a reference by Meridian ... of the Authority's decision
    of 18 April 2023" then "the Authority's decision is set aside"; in "R (Mereworth Coins
    Ltd) v Secretary of State for Culture and Heritage", "The decision of the Secretary of
    State of 28 November 2022 refusing the export licence is set aside" (a refusing decision,
    no refusal to set aside); in "... v Traffic Commissioner for the North West of England",
    "The condition imposed ... by the Traffic Commissioner ... on 22 April 2024 is quashed"."""
    rows = [
        doc("waiver", "decision_notice", "Decision Notice: Meridian Home Finance plc - "
            "revocation of waiver direction W2020/014", "The Authority has decided to revoke "
            "the direction.", "2023-04-18"),
        doc("reference", "tribunal_decision", "Meridian Home Finance plc v Residential Lending "
            "Conduct Authority [2024] FST 0112", "1. This is a reference by Meridian Home "
            "Finance plc of the Authority's decision of 18 April 2023 to revoke a waiver "
            "granted to it. 2. The reference is allowed and the Authority's decision is set "
            "aside.", "2024-02-26"),
        doc("refusal", "decision", "Refusal of Export Licence: The Selwood Hoard Coin Group",
            "The Secretary of State has refused the application.", "2022-11-28"),
        doc("judgment", "judgment", "R (Mereworth Coins Ltd) v Secretary of State for Culture "
            "and Heritage [2023] HC Admin 412", "The court accepts that the offer was late. The "
            "decision of the Secretary of State of 28 November 2022 refusing the export licence "
            "is set aside.", "2023-07-14"),
        doc("condition", "decision", "Traffic Commissioner for the North West of England: "
            "Decision in the matter of Mersey Link Coaches Ltd", "I attach a condition to the "
            "operator's licence.", "2024-04-22"),
        doc("ut", "decision", "Mersey Link Coaches Ltd v Traffic Commissioner for the North "
            "West of England [2024] UKUT 301 (AAC)", "The appeal is allowed. The condition "
            "imposed under section 26 of the Transport Act 1985 by the Traffic Commissioner for "
            "the North West of England on 22 April 2024 is quashed.", "2024-10-08"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("reference", "waiver", "voids")) == "accepted"
    assert edges.get(("judgment", "refusal", "voids")) == "accepted"
    assert edges.get(("ut", "condition", "voids")) == "accepted"


def test_editions_closing_titles_after_a_code_an_ordinal_or_a_dash(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 430, 435: "Issue 2 of the EBSR Technical Guidance" names "EBSR Technical
    Guidance, Issue 2 (TransXChange 2.4)", not Issue 1; "Erratum: Guidance Note TW1 (Third
    Edition, 2023)" corrects "Works to Protected Trees: How to Apply - Guidance Note TW1
    (Third Edition, 2023)", not the second edition."""
    rows = [
        doc("ebsr1", "technical_guidance", "EBSR Technical Guidance: Electronic Submission of "
            "Registration Data, Issue 1", "Each submission must be a zip archive.",
            "2014-09-01"),
        doc("ebsr2", "technical_guidance", "EBSR Technical Guidance, Issue 2 (TransXChange "
            "2.4)", "This issue replaces Issue 1 (September 2014), which is withdrawn.",
            "2018-10-15"),
        doc("ebsr3", "technical_guidance", "EBSR Technical Guidance, Issue 3 (TransXChange "
            "2.5)", "From its date of application, 6 January 2025, this issue supersedes Issue "
            "2 of the EBSR Technical Guidance.", "2024-03-01", "2025-01-06"),
        doc("tw2", "guidance", "Guidance Note TW1: Applying for Consent to Carry Out Works to "
            "Protected Trees (Second Edition, 2018)", "It reflects online submission.",
            "2018-06-11"),
        doc("tw3", "guidance", "Works to Protected Trees: How to Apply - Guidance Note TW1 "
            "(Third Edition, 2023)", "Supersedes: Guidance Note TW1, second edition (June "
            "2018).", "2023-09-04"),
        doc("erratum", "erratum", "Erratum: Guidance Note TW1 (Third Edition, 2023)",
            "Paragraph 4.1 contains an error. For 'four weeks' read 'six weeks'.",
            "2023-10-16"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("ebsr3", "ebsr2", "supersedes")) == "accepted"
    assert ("ebsr3", "ebsr1", "supersedes") not in edges
    assert edges.get(("erratum", "tw3", "corrects")) == "accepted"
    assert ("erratum", "tw2", "corrects") not in edges


def test_what_a_notice_s_own_title_names_is_suspended_and_withdrawn(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 435, 437, 431, 432: "the Council has suspended the fast-track scheme for minor
    works to protected trees" under "Notice: Suspension of the Fast-Track Scheme for Minor
    Works to Protected Trees"; "The Open General Export Licence (Objects of Cultural Interest)
    2019 is suspended" (its bracket and year one title); "Use of PG-5 is suspended"; a
    withdrawal "while the Council reviews" its requirements is whole; "the Authority's
    guidance on tattoo and permanent make-up inks" names the note its title words carry. A
    title naming no act on what it names ("SEPA notice of suspension: Kestrel Skips
    (Scotland) Ltd") describes nothing the text suspends."""
    rows = [
        doc("scheme", "policy", "Fast-Track Scheme for Minor Works to Protected Trees (2019)",
            "The Council operates a fast-track procedure.", "2019-04-01"),
        doc("scheme-off", "notice", "Notice: Suspension of the Fast-Track Scheme for Minor "
            "Works to Protected Trees", "Owing to vacancies, the Council has suspended the "
            "fast-track scheme for minor works to protected trees with effect from 22 January "
            "2024 until further notice.", "2024-01-15"),
        doc("ogel", "licence", "Open General Export Licence (Objects of Cultural Interest) "
            "2019", "Any person may export under this licence.", "2019-05-10"),
        doc("ogel-off", "notice", "Notice to Exporters 2023/04: Suspension of the Open General "
            "Export Licence (Objects of Cultural Interest) 2019", "The Open General Export "
            "Licence (Objects of Cultural Interest) 2019 is suspended with effect from 7 August "
            "2023 until further notice.", "2023-08-01"),
        doc("pg5", "product_guidance", "PG-5: Mast climbing work platforms", "Tie loads shall "
            "be taken from Annex A.", "2019-10-14"),
        doc("pg5-off", "technical_notice", "Technical Notice TN 24/06: Temporary suspension of "
            "PG-5 load tables", "Use of PG-5 is suspended from 1 November 2024 until 30 June "
            "2025 while the tables are re-verified.", "2024-10-28"),
        doc("subsidence", "guidance", "Trees and Building Subsidence: Information Required with "
            "Applications (2016)", "The Council requires crack widths.", "2016-09-12"),
        doc("subsidence-off", "notice", "Notice of Withdrawal: Guidance on Trees and Building "
            "Subsidence", "The Council's guidance 'Trees and Building Subsidence: Information "
            "Required with Applications' (September 2016) is withdrawn with immediate effect "
            "while the Council reviews its evidence requirements.", "2020-02-03"),
        doc("inks", "guidance", "Guidance Note CG-09: Tattoo and Permanent Make-up Inks",
            "Inks must be safe.", "2018-08-01"),
        doc("inks-new", "guidance", "Guidance Note CG-14: Tattoo Inks, Composition, Labelling "
            "and Hygiene", "This guidance replaces the Authority's guidance on tattoo and "
            "permanent make-up inks.", "2024-04-18"),
        doc("carrier", "registration", "Upper tier registration CBDU104512: Kestrel Skips Ltd",
            "Kestrel Skips Ltd is registered as a carrier of controlled waste.", "2024-08-12"),
        doc("sepa", "notice", "SEPA notice of suspension: Kestrel Skips (Scotland) Ltd, "
            "registration WCR/R/1104512", "SEPA has suspended the registration of Kestrel "
            "Skips (Scotland) Ltd as a carrier of controlled waste, reference WCR/R/1104512, "
            "from 27 July 2026 until further notice.", "2026-07-20"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert ("sepa", "carrier", "suspends") not in edges  # another body's, of another firm
    assert edges.get(("scheme-off", "scheme", "suspends")) == "accepted"
    assert edges.get(("ogel-off", "ogel", "suspends")) == "accepted"
    assert edges.get(("pg5-off", "pg5", "suspends")) == "accepted"
    assert edges.get(("subsidence-off", "subsidence", "supersedes")) == "accepted"
    assert edges.get(("inks-new", "inks", "supersedes")) == "accepted"


def test_a_notice_suspends_at_once_and_a_later_one_lifts_the_suspension_from_a_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 430: an unnumbered notice's "with immediate effect, Practice Direction 1/2017 is
    suspended" (cited without the collection its titles open with) is its own act; another's
    "The suspension of Practice Direction 1/2017 is lifted from 1 September 2021" (no title
    names that suspension) puts the direction back, read with the lifting notice; a bulletin
    reporting the same in the past tense does neither."""
    rows = [
        doc("pd", "practice_direction", "Senior Traffic Commissioner Practice Direction "
            "1/2017: Applications at Short Notice", "An operator must ask for short-notice "
            "consent.", "2017-04-03"),
        doc("pd2", "practice_direction", "Senior Traffic Commissioner Practice Direction "
            "2/2017: Timetable Changes", "Timetables must be lodged in full.", "2017-06-01"),
        doc("sd", "statutory_document", "Senior Traffic Commissioner Statutory Document No. "
            "14: Local Bus Services", "Services must run on time.", "2016-05-01"),
        doc("covid", "notice", "COVID-19: Temporary Arrangements for Registering Local Bus "
            "Service Changes", "In view of the public health emergency, and with immediate "
            "effect, Practice Direction 1/2017 is suspended.", "2020-03-23"),
        doc("ending", "notice", "Ending of the COVID-19 Temporary Registration Arrangements",
            "The suspension of Practice Direction 1/2017 is lifted from 1 September 2021, and "
            "the practice direction applies in full.", "2021-08-16"),
        doc("bulletin", "newsletter", "Operator Bulletin, Autumn 2021", "We reported in the "
            "spring that Practice Direction 1/2017 was suspended during the emergency.",
            "2021-10-01"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("covid", "pd", "suspends")) == "accepted"
    assert edges.get(("ending", "pd", "reinstates")) == "accepted"
    assert not any(key[0] == "bulletin" for key in edges)


def test_a_deferral_names_an_edition_titled_before_its_code(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 432: "the date of application of the Restricted Substances List for Cosmetic
    Products, 2024 Edition, is deferred" names "Restricted Substances List for Cosmetic
    Products, 2024 Edition (NPSA-RSL-2024)", not the 2021 edition its series shares."""
    rows = [
        doc("rsl21", "standard", "Restricted Substances List for Cosmetic Products, 2021 "
            "Edition (NPSA-RSL-2021)", "Fourteen substances are added to Annex I.",
            "2021-02-10"),
        doc("rsl24", "standard", "Restricted Substances List for Cosmetic Products, 2024 "
            "Edition (NPSA-RSL-2024)", "Status: replaces NPSA-RSL-2021 from the date of "
            "application.", "2024-01-22", "2024-09-01"),
        doc("notice", "notice", "Notice 2024/19: Deferral of the Date of Application of the "
            "Restricted Substances List, 2024 Edition", "Having considered those "
            "representations, the Authority gives notice that the date of application of the "
            "Restricted Substances List for Cosmetic Products, 2024 Edition, is deferred from "
            "1 September 2024 to 1 July 2025.", "2024-07-15"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("notice", "rsl24", "defers")) == "accepted"
    assert ("notice", "rsl21", "defers") not in edges


def test_sourcebook_chapters_superseded_and_amended_by_an_instrument(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 434: "Supersedes: HFC 15 (2016 edition), from 1 October 2024. 15.1.1 This
    chapter applies to lending to customers aged 55 or over" (the rule's number after the
    date's year opens a sentence: the supersession is not limited to those customers); "The
    Authority makes the following amendments to HFC 4 (2019 edition)" in "... (Product
    Switches) Amendment Instrument 2021" is the instrument's own act; "With effect from 1 August
    2022, rule 11.6.3 of HFC 11 (2017 edition) is deleted and replaced" amends the chapter (its
    bracketed edition part of the subject; trial 437's "Section 4.2 of the Guidance for
    Exporters (2022 edition) is replaced" of "...: Guidance for Exporters (2022 edition)")."""
    rows = [
        doc("hfc15", "sourcebook_chapter", "HFC 15 Later-Life Lending (2016 edition)",
            "15.1.1 This chapter applies to lifetime mortgages.", "2016-01-11"),
        doc("hfc15-new", "sourcebook_chapter", "HFC 15 Later-Life Lending (2024 edition)",
            "Supersedes: HFC 15 (2016 edition), from 1 October 2024. 15.1.1 This chapter "
            "applies to lending to customers aged 55 or over that is secured on their home and "
            "repayable on death or a move into long-term care, and to retirement interest-only "
            "mortgages.", "2024-03-04"),
        doc("hfc4", "sourcebook_chapter", "HFC 4 Advising and Selling Standards (2019 edition)",
            "4.4.1 A firm must disclose the scope of its service.", "2019-02-04"),
        doc("hfc11", "sourcebook_chapter", "HFC 11 Responsible Lending (2017 edition)",
            "11.5.1 A lender must assess affordability.", "2017-10-02"),
        doc("instrument", "instrument", "RLCA 2021/22 Advising and Selling (Product Switches) "
            "Amendment Instrument 2021", "The Authority makes the following amendments to HFC "
            "4 (2019 edition). In rule 4.8.2, insert the following words.", "2021-09-06"),
    ]
    rows += [
        doc("ps", "policy_statement", "PS22/6 Affordability testing: changes to the interest "
            "rate stress in HFC 11", "With effect from 1 August 2022, rule 11.6.3 of HFC 11 "
            "(2017 edition) is deleted and replaced by the following: '11.6.3 A lender must "
            "assess affordability.'", "2022-06-20"),
        doc("exporters", "guidance", "Export of Objects of Cultural Interest: Guidance for "
            "Exporters (2022 edition)", "Section 4.2 sets out how to apply.", "2022-03-01"),
        doc("exporters-a1", "amendment", "Amendment No. 1 to the Guidance for Exporters (2022 "
            "edition)", "With effect from 3 July 2023, Section 4.2 of the Guidance for "
            "Exporters (2022 edition) is replaced by the following.", "2023-06-12"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("hfc15-new", "hfc15", "supersedes")) == "accepted"
    assert edges.get(("instrument", "hfc4", "amends")) == "accepted"
    assert edges.get(("ps", "hfc11", "amends")) == "accepted"
    assert edges.get(("exporters-a1", "exporters", "amends")) == "accepted"


def test_an_edition_named_by_who_issued_it_and_when(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 430: "This edition replaces the statutory document on local bus services issued
    by the Senior Traffic Commissioner in April 2013": the edition of that month, its issuer's
    name between the participle and the date."""
    rows = [
        doc("sd13", "statutory_document", "Senior Traffic Commissioner Statutory Document No. "
            "14: Local Bus Services (2013)", "This statutory document gives guidance on the "
            "registration of local services.", "2013-04-02"),
        doc("sd16", "statutory_document", "Senior Traffic Commissioner Statutory Document No. "
            "14: Local Bus Services (2016)", "This edition replaces the statutory document on "
            "local bus services issued by the Senior Traffic Commissioner in April 2013.",
            "2016-01-15"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("sd16", "sd13", "supersedes")) == "accepted"
