"""Supersessions stated the way the blind trials of session 53 (342-349: pilotage, veterinary
medicines, seed certification, spectrum licensing, customs classification, anti-doping,
academic regulations, drinking water) state them, where the derivation missed them: a day
opening the clause before the name, a tribunal quashing or setting aside what it reviews, the
start of a document deferred or its operation suspended, an edition withdrawn in a clause of
its own, and errata and amendments titled by their document's name, part or acronym.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, titled_record
from tests.unit.test_derive_stated_acts import accepted, found

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def general(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("general", doc_id, doc_type, title, text, at)


RULES_2015 = general("r15", "rule", "Harbour Anti-Doping Rules 2015",
                     "Ineligibility for a first violation is two years.", "2014-12-01")
RULES_2021 = general(
    "r21", "rule", "Harbour Anti-Doping Rules 2021",
    "With effect from 1 January 2021 the Harbour Anti-Doping Rules 2015 are repealed and "
    "replaced by these Rules. Ineligibility for a first violation is four years.",
    "2020-11-20",
)


def test_a_day_opening_the_clause_is_no_part_of_the_name_after_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "With effect from 1 January 2021 the Harbour Anti-Doping Rules 2015 are repealed": no
    comma sets the day off, the subject is the title after it."""
    assert ("r21", "r15") in accepted([RULES_2015, RULES_2021], embedded_store, extractor)


def test_an_erratum_names_its_document_after_a_colon_and_before_the_part_it_mends(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Erratum: Harbour Anti-Doping Rules 2021 (Article 13.2.3)" corrects the 2021 rules,
    and "Errata: 2021 Harbour Code, Standards Rule 2-2(a)" the code so titled."""
    erratum = general("err", "erratum", "Erratum: Harbour Anti-Doping Rules 2021 (Article "
                      "13.2.3)", "The appeal period reads 12 days; it should read 21 days.",
                      "2021-02-08")
    edges = found([RULES_2015, RULES_2021, erratum], embedded_store, extractor)
    assert edges.get(("err", "r21", "corrects")) == "accepted"
    code = general("code", "standard", "2021 Harbour Code", "Appraisers shall keep records.",
                   "2021-01-01")
    errata = general("errata", "erratum", "Errata: 2021 Harbour Code, Standards Rule 2-2(a)",
                     "The word 'shall' replaces 'may' in Standards Rule 2-2(a).", "2021-05-01")
    edges = found([code, errata], embedded_store, extractor)
    assert edges.get(("errata", "code", "corrects")) == "accepted"


def test_a_correction_titled_by_an_acronym_corrects_the_title_it_spells(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Corrigendum to TUE Policy Version 3.0" corrects "Therapeutic Use Exemption Policy,
    Version 3.0" (the acronym its title writes, spelled out by the policy's title)."""
    policy = general("tue3", "policy", "Therapeutic Use Exemption Policy, Version 3.0",
                     "Athletes apply 30 days before treatment.", "2023-02-20")
    corrigendum = general("corr", "erratum", "Corrigendum to TUE Policy Version 3.0",
                          "In paragraph 6.4 the words 'within 10 days' should read 'within 10 "
                          "working days'.", "2023-05-02")
    edges = found([policy, corrigendum], embedded_store, extractor)
    assert edges.get(("corr", "tue3", "corrects")) == "accepted"


def test_a_change_titled_by_its_documents_head_amends_the_edition_it_writes(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Amendment No. 1 to Senate Regulation SR7 (2023 edition)" amends "Senate Regulation
    SR7: Conduct of Examinations and Online Assessment (2023 edition)", named by its title's
    head before the colon, not the 2019 edition nor the erratum titled "Erratum to Senate
    Regulation SR7" (which corrects that edition too)."""
    older = general("sr7-19", "regulation", "Senate Regulation SR7: Conduct of Examinations "
                    "(2019 edition)", "Late candidates are admitted for 30 minutes.",
                    "2019-06-20")
    newer = general("sr7-23", "regulation", "Senate Regulation SR7: Conduct of Examinations "
                    "and Online Assessment (2023 edition)", "Late candidates are admitted for "
                    "20 minutes.", "2023-06-28")
    change = general("sr7-a1", "amendment", "Amendment No. 1 to Senate Regulation SR7 (2023 "
                     "edition)", "Regulation 5.2 is replaced by the following.", "2024-03-15")
    erratum = general("sr7-e", "erratum", "Erratum to Senate Regulation SR7 (2023 edition)",
                      "In Regulation 8.4, 'forty-eight hours' should read 'twenty-four hours'.",
                      "2023-09-18")
    edges = found([older, newer, erratum, change], embedded_store, extractor)
    assert edges.get(("sr7-a1", "sr7-23", "amends")) == "accepted"
    assert edges.get(("sr7-e", "sr7-23", "corrects")) == "accepted"
    assert ("sr7-a1", "sr7-19", "amends") not in edges


def test_questions_and_answers_on_an_amendment_are_no_amendment(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Amendment No. 1 to the Harbour Anti-Doping Rules 2021: Questions and Answers" writes
    about the amendment; the amendment itself amends the rules."""
    change = general("a1", "amendment", "Amendment No. 1 to the Harbour Anti-Doping Rules 2021",
                     "Article 10.2.4 is replaced.", "2022-05-16")
    answers = general("qa", "faq", "Amendment No. 1 to the Harbour Anti-Doping Rules 2021: "
                      "Questions and Answers", "Q: Does the amendment change Article 4? A: No.",
                      "2022-06-01")
    edges = found([RULES_2021, change, answers], embedded_store, extractor)
    assert edges.get(("a1", "r21", "amends")) == "accepted"
    assert not [key for key in edges if key[0] == "qa"]


def test_the_operation_or_the_regime_a_document_sets_out_is_that_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "the operation of Scheme LS-1 is suspended" and "The random daytime sampling regime
    set out in Information Letter 05/2018 is suspended" suspend those documents."""
    scheme = general("ls1", "scheme", "Licensed Seed Sampling Scheme LS-1",
                     "Licensed samplers may draw official samples.", "2019-01-10")
    halt = general("halt", "notice", "Notice 2022/09 - Suspension of the Licensed Seed "
                   "Sampling Scheme",
                   "Following irregularities found in check samples, the operation of Scheme "
                   "LS-1 is suspended from 11 July 2022 until further notice.", "2022-07-08")
    letter = general("il", "information_letter", "Information Letter 05/2018: Sampling "
                     "frequencies", "Companies shall sample at random times of day.",
                     "2018-04-02")
    pause = general("pause", "information_letter", "Information Letter 02/2020: Sampling "
                    "during the pandemic", "The random daytime sampling regime set out in "
                    "Information Letter 05/2018 is suspended from 25 March 2020 until 30 "
                    "September 2020.", "2020-03-24")
    pairs = accepted([scheme, halt, letter, pause], embedded_store, extractor)
    assert {("halt", "ls1"), ("pause", "il")} <= pairs


def test_a_tribunal_quashing_or_setting_aside_voids_what_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The appeal is allowed and Enforcement Notice EN/2021/09 is quashed", "The decision
    of 8 November 2022 is set aside" (the regulator's decision of that day), and an arbitral
    award's "The decision of 1 July 2024 is annulled": each voids the document it names."""
    notice = general("en", "enforcement_notice", "Enforcement Notice EN/2021/09: Hollins "
                     "Works", "The company shall install nitrate removal.", "2021-07-01")
    appeal = general("wsat", "decision", "Northvale Water Ltd v Inspectorate [2022] WSAT 14",
                     "The appeal is allowed and Enforcement Notice EN/2021/09 is quashed.",
                     "2022-02-18")
    caps = general("caps", "decision", "Decision SMA/D/2022/11: Revised Spectrum Caps",
                   "The cap on mid-band holdings is 120 MHz.", "2022-11-08")
    tribunal = general("cat", "tribunal_decision", "Brightwave Mobile Ltd v Spectrum Authority "
                       "[2023] CAT 7", "The decision of 8 November 2022 is set aside.",
                       "2023-05-04")
    revocation = general("rev", "decision", "Decision TUE/R/2024/05: Revocation of Certificate "
                         "T-2024-031", "The exemption is revoked.", "2024-07-01")
    award = general("award", "award", "Panel Award 2024/A/15 - Lindqvist v. Agency",
                    "The decision of 1 July 2024 is annulled.", "2024-11-18")
    edges = found([notice, appeal, caps, tribunal, revocation, award], embedded_store,
                  extractor)
    assert edges.get(("wsat", "en", "voids")) == "accepted"
    assert edges.get(("cat", "caps", "voids")) == "accepted"
    assert edges.get(("award", "rev", "voids")) == "accepted"


def test_the_start_of_a_document_is_deferred_however_its_day_is_named(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The date of application of Classification Notice 2025/06 is deferred", "The date
    from which Classification Notice 2024/09 applies is deferred", a body's "has therefore
    decided that the date of application of ... is deferred", and a "Schedule of Fees" named
    as a document, not a schedule of another."""
    notice = general("cn25", "notice", "Classification Notice 2025/06: Plant-based foods",
                     "Meat alternatives fall in subheading 2106.90.", "2025-06-18")
    postponed = general("pp", "notice", "Customs Notice 2025/15: Postponement",
                        "The date of application of Classification Notice 2025/06 is deferred "
                        "from 1 January 2026 to 1 July 2027.", "2025-11-20")
    batteries = general("cn24", "notice", "Classification Notice 2024/09: Batteries",
                        "Accumulators for vehicles fall in heading 8507.", "2024-09-02")
    later = general("later", "notice", "Customs Notice 2024/12: Batteries notice",
                    "The date from which Classification Notice 2024/09 applies is deferred to "
                    "1 July 2025.", "2024-12-01")
    letter = general("il4", "information_letter", "Information Letter 04/2025: Lead sampling",
                     "Sampling moves to random daytime sampling.", "2025-05-01")
    decided = general("il9", "information_letter", "Information Letter 09/2025: Lead sampling "
                      "start", "The Inspectorate has therefore decided that the date of "
                      "application of Information Letter 04/2025 is deferred from 1 January "
                      "2026 to 1 April 2027.", "2025-10-01")
    fees = general("fs26", "schedule", "Schedule of Fees FS-2026",
                   "The second-sample fee is EUR 720.", "2026-04-28")
    deferral = general("n9", "notice", "Notice 2026/09: Application date of Schedule of Fees "
                       "FS-2026",
                       "The date of application of Schedule of Fees FS-2026 is deferred to 1 "
                       "January 2027.", "2026-06-10")
    edges = found([notice, postponed, batteries, later, letter, decided, fees, deferral],
                  embedded_store, extractor)
    for newer, older in (("pp", "cn25"), ("later", "cn24"), ("il9", "il4"), ("n9", "fs26")):
        assert edges.get((newer, older, "defers")) == "accepted", (newer, older)


def test_an_edition_withdrawn_in_a_clause_of_its_own_is_the_revisions_predecessor(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Rev. 4 takes effect on 1 September 2021, and Rev. 3 is withdrawn on that date", "...,
    on which date Rev. 3 is withdrawn", "...; from that date Rev. 3 is withdrawn": the
    revision before it of its own title."""
    texts = (
        "Rev. 4 takes effect on 1 September 2021, and Rev. 3 is withdrawn on that date.",
        "This revision takes effect on 1 September 2021, on which date Rev. 3 is withdrawn.",
        "Rev. 4 takes effect on 1 September 2021; from that date Rev. 3 is withdrawn.",
    )
    for text in texts:
        third = general("rev3", "scheme", "Seed Potato Certification Scheme, Rev. 3",
                        "Crops are inspected twice.", "2018-03-01")
        fourth = general("rev4", "scheme", "Seed Potato Certification Scheme, Rev. 4", text,
                         "2021-06-01")
        assert ("rev4", "rev3") in accepted([third, fourth], embedded_store, extractor), text


def test_a_court_quashing_a_regulation_voids_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A court's "Directive 7/2021 is quashed" (a regulation of the legal domain) voids it, as
    "is set aside" does; the court's "hereby quashes" too."""
    directive = titled_record("legal", "dir", "regulation", "Directive 7/2021: Harbour Dues",
                              "Dues are payable per gross tonne.", "2021-03-01")
    passive = titled_record("legal", "op1", "opinion", "Harbour Users v Minister [2022] HC 41",
                            "The application is granted and Directive 7/2021 is quashed.",
                            "2022-05-10")
    active = titled_record("legal", "op2", "opinion", "Port Users v Minister [2022] HC 42",
                           "The Court hereby quashes Directive 7/2021.", "2022-05-11")
    assert found([directive, passive], embedded_store, extractor).get(
        ("op1", "dir", "voids")) == "accepted"
    assert found([directive, active], embedded_store, extractor).get(
        ("op2", "dir", "voids")) == "accepted"


def test_a_correction_slip_corrects_the_order_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Correction Slip: The Veterinary Medicines (Fees) Order 2024" corrects that order."""
    order = general("fees24", "order", "The Veterinary Medicines (Fees) Order 2024",
                    "The fee for a new active substance is 1,950 pounds.", "2024-02-12")
    slip = general("slip", "correction", "Correction Slip: The Veterinary Medicines (Fees) "
                   "Order 2024", "In Schedule 1, item 7, for '1,950 pounds' substitute '19,500 "
                   "pounds'.", "2024-10-14")
    assert found([order, slip], embedded_store, extractor).get(
        ("slip", "fees24", "corrects")) == "accepted"


def test_what_follows_a_commencement_and_its_and_is_a_subject_of_its_own(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "This Order comes into force on 1 April 2024 and the Veterinary Medicines (Fees) Order
    2021 is revoked": the 2021 order, not the clause before "and"."""
    old = general("fees21", "order", "The Veterinary Medicines (Fees) Order 2021",
                  "The fee for a new active substance is 15,000 pounds.", "2021-02-15")
    new = general("fees24", "order", "The Veterinary Medicines (Fees) Order 2024",
                  "This Order comes into force on 1 April 2024 and the Veterinary Medicines "
                  "(Fees) Order 2021 is revoked.", "2024-02-12")
    assert ("fees24", "fees21") in accepted([old, new], embedded_store, extractor)


def test_each_item_of_a_list_is_named_past_the_topic_of_the_one_before(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "This Note replaces Information Note IN 2017/04 on colistin and Information Note IN
    2018/09 on third and fourth generation cephalosporins": both notes."""
    colistin = general("in17", "information_note", "Information Note IN 2017/04: Colistin",
                       "Use colistin only as a last resort.", "2017-03-01")
    cephalosporins = general("in18", "information_note", "Information Note IN 2018/09: "
                             "Cephalosporins", "Reserve cephalosporins.", "2018-07-16")
    note = general("in22", "information_note", "Information Note IN 2022/02: Critically "
                   "Important Antibiotics", "This Note replaces Information Note IN 2017/04 on "
                   "colistin and Information Note IN 2018/09 on third and fourth generation "
                   "cephalosporins.", "2022-02-28")
    assert {("in22", "in17"), ("in22", "in18")} <= accepted(
        [colistin, cephalosporins, note], embedded_store, extractor)


def test_a_titles_year_after_a_part_word_is_no_part(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The Spectrum Licence Fee Determination 2017 and the Apparatus Licence Fee Schedule
    2018 are repealed": titles, the second no "Schedule 2018" of the first; both named."""
    spectrum = general("sp17", "determination", "Spectrum Licence Fee Determination 2017",
                       "The annual tax is set per MHz.", "2017-06-30")
    apparatus = general("ap18", "fee_schedule", "Apparatus Licence Fee Schedule 2018",
                        "A fixed link costs $310.", "2018-06-25")
    fees = general("fees21", "determination", "Radiocommunications Licence Fees Determination "
                   "2021", "2. Repeals. The Spectrum Licence Fee Determination 2017 and the "
                   "Apparatus Licence Fee Schedule 2018 are repealed.", "2021-05-28")
    edges = found([spectrum, apparatus, fees], embedded_store, extractor)
    assert edges.get(("fees21", "sp17", "repeals")) == "accepted"
    assert ("fees21", "ap18", "repeals") in edges


def test_the_following_direction_amending_a_title_is_the_document_and_its_text_rules(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The Port Authority gives the following direction amending the Pilotage Directions
    2023" (titled "Pilotage Directions 2023 (Carrowmore Pilotage District)", cited without
    its district) amends the 2023 directions, though its title "Pilotage Directions
    (Amendment) 2024" reads as amending the latest titled so alike (the 2019 ones)."""
    older = general("pd19", "directions", "Carrowmore Pilotage Directions 2019",
                    "Pilotage is compulsory for vessels of 55 metres.", "2019-05-20")
    newer = general("pd23", "directions", "Pilotage Directions 2023 (Carrowmore Pilotage "
                    "District)", "Pilotage is compulsory for vessels of 45 metres.",
                    "2023-01-16")
    commencement = general("start", "notice", "Commencement of the Pilotage Directions 2023",
                           "The directions come into operation on 1 May 2023.", "2023-02-20")
    change = general("pd24", "directions", "Pilotage Directions (Amendment) 2024",
                     "The Carrowmore Port Authority gives the following direction amending the "
                     "Pilotage Directions 2023. Direction 7.3 is replaced.", "2024-06-10")
    edges = found([older, newer, commencement, change], embedded_store, extractor)
    assert edges.get(("pd24", "pd23", "amends")) == "accepted"
    assert ("pd24", "pd19", "amends") not in edges


def test_a_tribunal_acting_in_a_clause_of_its_own_after_and_voids(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The Direction was therefore made on a wrong view of the tariff and the Tribunal
    quashes Classification Direction 2022/01": the tribunal's act on what it reviews."""
    direction = general("cd22", "direction", "Classification Direction 2022/01: Wrist-worn "
                        "devices", "Smartwatches fall in heading 8517.", "2022-02-10")
    decision = general("tcat", "decision", "TCAT/2023/0457 Chronotek Devices Ltd v Customs "
                       "Directorate", "The Direction was therefore made on a wrong view of the "
                       "tariff and the Tribunal quashes Classification Direction 2022/01.",
                       "2023-10-12")
    assert found([direction, decision], embedded_store, extractor).get(
        ("tcat", "cd22", "voids")) == "accepted"


def test_a_notice_restored_save_for_a_changed_date_is_reinstated(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Enforcement Notice EN/2018/06 is restored and has effect as if it had not been
    replaced, save that the date for completion ... is to be read as 30 September 2023": put
    back whole, the changed date no restriction of the act."""
    first = general("en18", "enforcement_notice", "Enforcement Notice EN/2018/06: Hollins "
                    "Works", "Commission nitrate treatment by 31 December 2021.", "2018-08-14")
    second = general("en21", "enforcement_notice", "Enforcement Notice EN/2021/09: Hollins "
                     "Works", "This notice replaces Enforcement Notice EN/2018/06.",
                     "2021-07-01")
    appeal = general("wsat", "decision", "Northvale Water Ltd v Inspectorate [2022] WSAT 14",
                     "The appeal is allowed and Enforcement Notice EN/2021/09 is quashed. "
                     "Enforcement Notice EN/2018/06 is restored and has effect as if it had not "
                     "been replaced, save that the date for completion of commissioning in that "
                     "notice is to be read as 30 September 2023.", "2022-02-18")
    edges = found([first, second, appeal], embedded_store, extractor)
    assert edges.get(("wsat", "en18", "reinstates")) == "accepted"


def test_a_body_deciding_to_suspend_or_revoke_acts(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The Authority has therefore decided to suspend approval CAA.145.0217" (an approval
    numbered by dots), "Senate has decided to revoke the Code of Practice on Borderline
    Classifications" (a body by its bare name): the body's decision is its act."""
    approval = general("moa", "approval", "Maintenance Organisation Approval CAA.145.0217",
                       "The Authority approves Skyline Aero Services Ltd.", "2018-05-14")
    suspension = general("susp", "notice", "Notice of Suspension: Approval CAA.145.0217",
                         "The Authority has therefore decided to suspend approval CAA.145.0217 "
                         "in full with immediate effect.", "2024-10-03")
    code = general("bc", "code_of_practice", "Code of Practice on Borderline Classifications",
                   "Boards raise borderline candidates.", "2018-06-27")
    revocation = general("sn", "notice", "Senate Notice SN/2021/02: Revocation of the Code of "
                         "Practice on Borderline Classifications", "Having considered the "
                         "external review, Senate has decided to revoke the Code of Practice on "
                         "Borderline Classifications with effect from 1 June 2021.", "2021-03-10")
    pairs = accepted([approval, suspension, code, revocation], embedded_store, extractor)
    assert {("susp", "moa"), ("sn", "bc")} <= pairs


def test_an_approval_numbered_by_dots_is_revoked_and_its_revocation_set_aside(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Approval CAA.145.0154 is revoked" (that approval by its number, not another titled
    alike), and a panel's "The Panel vacates Prohibition Notice PN/2025/002"."""
    approval = general("moa", "approval", "Maintenance Organisation Approval CAA.145.0154",
                       "The Authority approves Orrin Valley Aviation Maintenance Ltd.",
                       "2015-02-23")
    other = general("moa2", "approval", "Maintenance Organisation Approval CAA.145.0217",
                    "The Authority approves Skyline Aero Services Ltd.", "2018-05-14")
    revocation = general("rev", "decision", "Decision: Revocation of Maintenance Organisation "
                         "Approval", "Approval CAA.145.0154 is revoked with effect from 12 June "
                         "2023.", "2023-06-12")
    prohibition = general("pn", "prohibition_notice", "Prohibition Notice PN/2025/002",
                          "Class 66 locomotives shall not enter the tunnel.", "2025-02-03")
    panel = general("panel", "decision", "Appeals Panel Decision AP/2025/01", "The Panel "
                    "vacates Prohibition Notice PN/2025/002.", "2025-05-20")
    pairs = accepted([approval, other, revocation, prohibition, panel], embedded_store,
                     extractor)
    assert {("rev", "moa"), ("panel", "pn")} <= pairs
    assert ("rev", "moa2") not in pairs


def test_a_suspension_imposed_by_the_agencys_notice_of_a_day_is_lifted(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The suspension imposed by the Agency's notice of 10 February 2025 is lifted": that
    notice, its issuer's name no word of another title."""
    approval = general("kv", "approval", "Approval of Establishment: Marlow Ridge Meats Ltd",
                       "The Agency grants full approval.", "2018-09-03")
    suspension = general("susp", "notice", "Notice of Suspension of Approval: Marlow Ridge "
                         "Meats Ltd", "The Agency therefore suspends the approval of the "
                         "establishment with immediate effect.", "2025-02-10")
    lifting = general("lift", "notice", "Notice Lifting Suspension of Approval",
                      "The suspension imposed by the Agency's notice of 10 February 2025 is "
                      "lifted with effect from 23 April 2025.", "2025-04-22")
    assert ("lift", "susp") in accepted([approval, suspension, lifting], embedded_store,
                                         extractor)


def test_a_change_titled_after_its_documents_name_and_a_deferral_the_body_decided(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Food Law Code of Practice (2021 edition): Amendment No. 1" amends the code so titled
    (its name before the marker); "The Agency has decided to defer the date of application of
    Classification Notice 2025/06" is the Agency's act by this document."""
    code = general("flc", "code_of_practice", "Food Law Code of Practice (2021 edition)",
                   "Category E premises receive an intervention every three years.",
                   "2021-03-01")
    change = general("flc-a1", "amendment", "Food Law Code of Practice (2021 edition): "
                     "Amendment No. 1", "Paragraph 5.4.2 is replaced.", "2023-06-15")
    notice = general("cn25", "notice", "Classification Notice 2025/06: Plant-based foods",
                     "Meat alternatives fall in subheading 2106.90.", "2025-06-18")
    deferral = general("def", "notice", "Notice 2025/15: Plant-based foods",
                       "The Agency has decided to defer the date of application of "
                       "Classification Notice 2025/06 from 1 January 2026 to 1 July 2027.",
                       "2025-11-20")
    edges = found([code, change, notice, deferral], embedded_store, extractor)
    assert edges.get(("flc-a1", "flc", "amends")) == "accepted"
    assert edges.get(("def", "cn25", "defers")) == "accepted"


def test_an_interim_order_discharged_by_the_decision_puts_back_what_it_suspended(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The interim order made on 12 April 2024 is discharged, and debarment decision
    DD-2024-002 has effect again": the order of that day ends, and what it suspended is in
    force again."""
    debarment = general("dd", "decision", "Debarment Decision DD-2024-002: Kestrel Data "
                        "Systems Ltd", "The Office excludes the company for three years.",
                        "2024-03-04")
    interim = general("io", "order", "Interim Order in Appeal PRB/2024/08: Kestrel Data "
                      "Systems Ltd", "The Board orders that the operation of debarment decision "
                      "DD-2024-002 is suspended until the Board determines the appeal.",
                      "2024-04-12")
    final = general("fd", "decision", "Decision PRB/2024/08: Kestrel Data Systems Ltd v "
                    "Central Procurement Office", "The appeal is dismissed. The interim order "
                    "made on 12 April 2024 is discharged, and debarment decision DD-2024-002 has "
                    "effect again from the date of this decision.", "2024-09-30")
    edges = found([debarment, interim, final], embedded_store, extractor)
    assert edges.get(("io", "dd", "suspends")) == "accepted"
    assert edges.get(("fd", "io", "rescinds")) == "accepted"
    assert edges.get(("fd", "dd", "reinstates")) == "accepted"


def test_a_numbered_provision_of_an_instrument_replaced_amends_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Regulation 6(2) of the 2018 Regulations is replaced by the following": a provision
    numbered by the instrument's own kind, so the 2018 Regulations stay in force, amended."""
    regulations = general("si18", "regulations", "Sea Fisheries (Static Gear) Regulations 2018",
                          "A vessel shall not work more than 600 pots.", "2018-03-30")
    amending = general("si22", "regulations", "Sea Fisheries (Static Gear) (Amendment) "
                       "Regulations 2022",
                       "The Minister makes the following Regulations, which amend the Sea "
                       "Fisheries (Static Gear) Regulations 2018. Regulation 6(2) of the 2018 "
                       "Regulations is replaced by the following: a vessel shall not work more "
                       "than 450 pots.",
                       "2022-03-02")
    edges = found([regulations, amending], embedded_store, extractor)
    assert edges.get(("si22", "si18", "amends")) == "accepted"
    assert ("si22", "si18", "supersedes") not in edges


def test_a_notice_titled_as_a_postponement_defers_what_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Notice NSD-N-2025-03: Postponed Entry into Application of Circular 2025/02" with
    "The entry into application of Circular 2025/02 is therefore postponed to 1 October
    2025": the notice's own act on a circular."""
    circular = general("c25", "circular", "NSD Circular 2025/02: Event Notification",
                       "Class 1 events are notified within 24 hours.", "2025-01-15")
    notice = general("n3", "notice", "Notice NSD-N-2025-03: Postponed Entry into Application "
                     "of Circular 2025/02", "The reporting portal will not be ready. The entry "
                     "into application of Circular 2025/02 is therefore postponed to 1 October "
                     "2025.", "2025-03-14")
    assert found([circular, notice], embedded_store, extractor).get(
        ("n3", "c25", "defers")) == "accepted"


def test_the_date_of_application_of_a_title_names_that_title(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The date of application of the Charging Scheme 2026 is deferred" names the "RSR
    Charging Scheme 2026" (its issuer's, as the citing notice's heading writes it); a notice
    whose title does not name the act proposes it."""
    scheme = general("cs26", "policy", "RSR Charging Scheme 2026",
                     "Assessment is charged at £171 an hour.", "2026-07-01")
    notice = general("n11", "notice", "RSR Notice 2026/11: Charging Scheme 2026",
                     "The date of application of the Charging Scheme 2026 is deferred to 1 "
                     "April 2027.", "2026-09-15")
    assert ("n11", "cs26", "defers") in found([scheme, notice], embedded_store, extractor)


def test_a_restoration_for_a_while_of_something_described_reinstates_no_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The student's registration is restored pending that hearing": restored for a while
    and named by no name of its own, no registry notice is put back."""
    notice = general("rn", "notice", "Registry Notice RN/2023/03: Student visa attendance "
                     "reporting", "Schools must record the attendance of sponsored students.",
                     "2023-03-06")
    decision = general("aac", "decision", "Academic Appeals Committee Decision AAC/2025/04",
                       "The case is remitted for a new hearing. The student's registration is "
                       "restored pending that hearing.", "2025-06-30")
    edges = found([notice, decision], embedded_store, extractor)
    assert ("aac", "rn", "reinstates") not in edges


def test_a_board_sets_aside_a_review_and_restores_the_determination_it_replaced(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The Board sets aside determination D/2022/03. Determination D/2021/14 is accordingly
    restored and has effect as if the review had not been made": the review is void and the
    first determination, named by its code, is put back."""
    first = general("d14", "determination", "Determination D/2021/14: Escape stairs",
                    "A single escape stair is acceptable.", "2021-03-09")
    review = general("d03", "determination", "Determination D/2022/03: Review of determination",
                     "This determination replaces determination D/2021/14 of 9 March 2021.",
                     "2022-02-11")
    board = general("bab", "decision", "Building Appeals Board Decision BAB/2022/021",
                    "The Board sets aside determination D/2022/03. Determination D/2021/14 is "
                    "accordingly restored and has effect as if the review had not been made.",
                    "2022-09-27")
    edges = found([first, review, board], embedded_store, extractor)
    assert edges.get(("bab", "d03", "voids")) == "accepted"
    assert edges.get(("bab", "d14", "reinstates")) == "accepted"
