"""Supersessions stated the way the blind trials of session 54 (366-373: gambling, tax
administration, vehicle standards, plant health, broadcasting, insurance, heritage,
qualifications) and the earlier sets state them, where the derivation missed them: a decision
voiding what it says was appealed against by a description or a pronoun only ("The appeal is
allowed and the notice of revocation is quashed", "... and sets it aside"), a body's act after
a first predicate of its own ("The Board allows the appeal and quashes ..."), and a series
cited spelled out where its titles abbreviate it ("Statement of Practice 3/2015" for
"Statement of Practice SP 3/2015: ...", "Harbour Master's Direction 5/2019").
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, titled_record
from tests.unit.test_derive_stated_acts import accepted, found

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def record(doc_id: str, doc_type: str, title: str, text: str, at: str,
           domain: str = "harbour") -> SourceRecord:
    return titled_record(domain, doc_id, doc_type, title, text, at)


LICENCE = record("lic", "licence", "Capital Dredging Licence DL/2020/01 - Fish Quay Basin",
                 "Dredging is permitted between 07:00 and 19:00.", "2020-05-04")
REVOCATION = record(
    "rev", "notice", "Notice of Revocation - Capital Dredging Licence DL/2020/01",
    "The licensee dredged outside permitted hours. Capital Dredging Licence DL/2020/01 is "
    "accordingly revoked.", "2022-03-07",
)


def appeal_decision(disposal: str, appeal: str = "The appellant appealed against the "
                    "Authority's notice of 7 March 2022 revoking its dredging licence.",
                    domain: str = "harbour") -> SourceRecord:
    return record("dec", "decision", "Seaward Marine Ltd v Kestrel Harbour Authority",
                  f"{appeal} The court finds that the Authority gave no opportunity to make "
                  f"representations. {disposal} There is no order as to costs.", "2022-10-03",
                  domain=domain)


def test_a_decision_voids_what_it_says_was_appealed_against_by_a_description(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The appeal is allowed and the notice of revocation is quashed": the notice of the day
    the statement of the appeal names, not the licence it revoked (no "notice" in its title),
    which the decision puts back in force."""
    decision = appeal_decision("The appeal is allowed and the notice of revocation is quashed.")
    edges = found([LICENCE, REVOCATION, decision], embedded_store, extractor)
    assert edges.get(("dec", "rev", "voids")) == "accepted"
    assert {kind for newer, older, kind in edges if (newer, older) == ("dec", "lic")} == {
        "reinstates"
    }


def test_a_description_of_something_else_than_what_was_appealed_voids_nothing(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The costs order is set aside": not the notice appealed against; nor is "The notice
    is quashed" in a decision stating no appeal against it (with one, it is)."""
    costs = appeal_decision("The costs order is set aside.")
    assert ("dec", "rev") not in accepted([LICENCE, REVOCATION, costs], embedded_store,
                                           extractor)
    unstated = appeal_decision("The notice is quashed.",
                               appeal="The appellant holds a dredging licence.")
    assert ("dec", "rev") not in accepted([LICENCE, REVOCATION, unstated], embedded_store,
                                           extractor)
    stated = appeal_decision("The notice is quashed.")
    assert ("dec", "rev") in accepted([LICENCE, REVOCATION, stated], embedded_store, extractor)


def test_a_decision_appealed_by_its_number_is_voided_by_its_description_in_another_domain(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A court's judgment filed apart from the board's decisions: "This is an appeal ...
    against decision PRB/2023/31 of the Procurement Review Board. ... The decision of the Board
    is accordingly quashed"; and the tribunal's "appeals against the class ruling issued in
    April 2022 ... The ruling is quashed" (a month its day is in)."""
    board = record("prb", "decision", "Decision PRB/2023/31: Brindle Ltd v Central Office",
                   "The debarment decision is annulled.", "2024-01-26", domain="procurement")
    judgment = record(
        "hc", "judgment", "Central Office v Procurement Review Board [2024] HC 412",
        "This is an appeal on a point of law by the Central Office against decision "
        "PRB/2023/31 of the Procurement Review Board. The Board applied the wrong test. The "
        "decision of the Board is accordingly quashed.", "2024-06-03", domain="courts",
    )
    assert ("hc", "prb") in accepted([board, judgment], embedded_store, extractor)
    ruling = record("cr", "class_ruling", "Class Ruling CR 2022/05: Matching shares",
                    "Matching shares are taxable when awarded.", "2022-04-11", domain="tax")
    tribunal = record(
        "tat", "decision", "Brightwater plc v Commissioner of Revenue [2023] TAT 212",
        "Brightwater appeals against the class ruling issued in April 2022 on the matching "
        "shares. Nothing is received at the date of award. The ruling is quashed.",
        "2023-11-08", domain="tax_appeals",
    )
    assert ("tat", "cr") in accepted([ruling, tribunal], embedded_store, extractor)


def test_a_restriction_of_the_first_clause_does_not_limit_the_setting_aside(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The appeal is partially upheld and the decision under appeal is set aside": the
    upholding is partial, the decision heard on appeal is set aside whole."""
    first = record("sd14", "decision", "ADE Decision SD/2023/014 - ADE v. Luka Varga",
                   "The athlete is ineligible for four years.", "2023-04-11",
                   domain="anti-doping")
    award = record(
        "award", "award", "ESAP Award 2023/A/07 - Varga v. Anti-Doping Estravia",
        "The Panel heard the appeal of Luka Varga against the decision of Anti-Doping "
        "Estravia of 11 April 2023. The violation was not intentional. The appeal is "
        "partially upheld and the decision under appeal is set aside. The athlete is "
        "ineligible for two years.", "2023-10-03", domain="anti-doping",
    )
    assert ("award", "sd14") in accepted([first, award], embedded_store, extractor)


PW_2019 = record("hmd519", "direction", "Harbour Master's Direction 5/2019 - Personal Watercraft",
                 "Personal watercraft may be launched only at the Town Slipway.", "2019-05-13")
PW_2024 = record(
    "hmd224", "direction", "Harbour Master's Direction 2/2024 - Personal Watercraft",
    "Given by the Harbour Master. Harbour Master's Direction 5/2019 is revoked. Personal "
    "watercraft may not be launched in the inner harbour.", "2024-04-08",
)
CHANNEL = record("hmd120", "direction", "Harbour Master's Direction 1/2020 - Main Channel",
                 "Recreational craft shall cross the channel at right angles.", "2020-04-20")


def test_a_number_of_the_same_series_is_another_document_not_an_edition_of_its_own(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Harbour Master's Direction 5/2019 is revoked" in Direction 2/2024: the series is
    spelled out with a possessive in its titles, and the subject is another member of it."""
    assert ("hmd224", "hmd519") in accepted([PW_2019, CHANNEL, PW_2024], embedded_store,
                                             extractor)


def test_a_number_of_a_title_not_in_a_series_is_another_document_not_an_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """The revoking direction's title carries the same words and no number: the subject
    "Harbour Master's Direction 5/2019" is cited by the other's title, not an edition of its
    own."""
    revoking = record("pw24", "direction", "Harbour Master's Direction: Personal Watercraft",
                      "Harbour Master's Direction 5/2019 is revoked. Personal watercraft may "
                      "not be launched in the inner harbour.", "2024-04-08")
    assert ("pw24", "hmd519") in accepted([PW_2019, revoking], embedded_store, extractor)


def test_a_court_sets_aside_by_a_pronoun_what_was_appealed_against(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The club appealed ... against Harbour Master's Direction 2/2024 on personal watercraft.
    ... The court finds that the direction was given unlawfully and sets it aside in its
    entirety": the direction the appeal names by its title's head; the one it revoked is in
    force again."""
    court = record(
        "kmc", "decision", "Kestrel Personal Watercraft Club v Kestrel Harbour Authority",
        "The club appealed under article 16 of the Harbour Revision Order 2011 against Harbour "
        "Master's Direction 2/2024 on personal watercraft. The Authority had not consulted "
        "the users' group. The court finds that the direction was given unlawfully and sets "
        "it aside in its entirety.", "2024-10-21",
    )
    dues = record("dues", "schedule", "Harbour Dues Schedule 2024", "Tonnage dues are GBP 1.20.",
                  "2024-02-12")  # "2/2024" is a number, not a month naming the schedule
    edges = found([PW_2019, CHANNEL, PW_2024, dues, court], embedded_store, extractor)
    assert edges.get(("kmc", "hmd224", "voids")) == "accepted"
    assert not any(newer == "kmc" and older != "hmd224" and kind == "voids"
                   for newer, older, kind in edges)


def test_a_body_acting_after_a_first_predicate_of_its_own_acts_by_the_decision(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The Board allows the appeal and quashes Enforcement Notice EN/2022/031": the board's
    second predicate, read as "The Board quashes" is."""
    notice = record("en31", "enforcement_notice",
                    "Enforcement Notice EN/2022/031: Harbour View Tower",
                    "The owner is required to remove the cladding.", "2022-08-22",
                    domain="building")
    board = record("bab", "decision", "Building Appeals Board Decision BAB/2023/007",
                   "The panels were installed in 2009. The Board allows the appeal and quashes "
                   "Enforcement Notice EN/2022/031.", "2023-05-02", domain="building")
    assert ("bab", "en31") in accepted([notice, board], embedded_store, extractor)


def statement(doc_id: str, number: str, subject: str, text: str, at: str) -> SourceRecord:
    return record(doc_id, "statement_of_practice",
                  f"Statement of Practice SP {number}: {subject}", text, at, domain="tax")


def test_a_series_cited_spelled_out_is_the_one_its_titles_abbreviate(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Titles "Statement of Practice SP 3/2015: ..." abbreviate their series "SP"; "This
    Statement replaces Statement of Practice 3/2015" names that statement (not SP 4/2014)."""
    rows = [
        statement("sp315", "3/2015", "Home working", "Employees may deduct costs.",
                  "2015-04-10"),
        statement("sp414", "4/2014", "Late filing penalties", "A penalty of EUR 100 applies.",
                  "2014-02-20"),
        statement("sp219", "2/2019", "Home-based employees",
                  "This Statement replaces Statement of Practice 3/2015. Employees working "
                  "at home may deduct reasonable costs.", "2019-03-22"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("sp219", "sp315")}


def circular(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
    return record(doc_id, "circular", title, text, at, domain="roadworthiness")


def test_a_number_two_issuers_share_is_the_one_titled_as_the_citing_series_is(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 368: "Circular 2019/07 is cancelled" in the agency's "Circular 2023/05: ..." is its
    "Circular 2019/07: ...", not "Harbour Islands Vehicle Inspectorate Circular 2019/07"."""
    rows = [
        circular("c1907", "Circular 2019/07: Exhaust Emissions", "The smoke test applies.",
                 "2019-07-22"),
        circular("hivi", "Harbour Islands Vehicle Inspectorate Circular 2019/07: Smoke Limits",
                 "Limits for diesel vehicles.", "2019-08-12"),
        circular("c2305", "Circular 2023/05: Emissions Testing of Diesel Vehicles",
                 "Circular 2019/07 is cancelled and replaced by this circular from 1 October "
                 "2023. Testers compare plate values.", "2023-09-04"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("c2305", "c1907")}


def test_an_act_titled_heading_acts_on_what_its_title_names_after_the_colon(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 368: "Revocation Order RO-2022-02: Type-Approval Certificate NTA-2018-0093" says
    "the agency revokes type-approval certificate NTA-2018-0093", and "Decision to Revoke
    Inspection Station Authorisation AS-4471" "The agency has decided to revoke authorisation
    AS-4471": each the act its title names, on the document it names."""
    certificate = record("nta", "certificate", "Type-Approval Certificate NTA-2018-0093 - HT-35",
                         "The agency grants type-approval.", "2018-07-19", domain="vehicles")
    order = record("ro", "order", "Revocation Order RO-2022-02: Type-Approval Certificate "
                   "NTA-2018-0093 (Halden HT-35)", "Audits found unapproved parts. Under section "
                   "22 of the Road Vehicles Act 2009, the agency revokes type-approval "
                   "certificate NTA-2018-0093 with effect from 28 March 2022.", "2022-03-28",
                   domain="vehicles")
    station = record("as", "licence", "Authorisation of Inspection Station No. AS-4471",
                     "The agency authorises Brookfield Motors Ltd.", "2015-02-09",
                     domain="vehicles")
    decision = record("dec", "decision", "Decision to Revoke Inspection Station Authorisation "
                      "AS-4471 (Brookfield Motors Ltd)", "Records were falsified. The agency "
                      "has decided to revoke authorisation AS-4471 with effect from 12 May "
                      "2023.", "2023-05-12", domain="vehicles")
    assert accepted([certificate, order, station, decision], embedded_store, extractor) == {
        ("ro", "nta"), ("dec", "as")
    }


def test_a_description_names_what_the_appeal_describes_by_its_titles_words(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 372: "The appeal is made against a listed building enforcement notice issued by
    Ashworth District Council concerning ... The Old Rectory" names no number and no day:
    "..., and the listed building enforcement notice is quashed" voids the one notice titled
    by those words and the appeal's (not another rectory's)."""
    notice = record("lben", "notice", "Listed Building Enforcement Notice LBEN/2022/014: The "
                    "Old Rectory, Church Lane, Ashworth", "Reinstate the sash windows.",
                    "2022-05-09", domain="heritage")
    other = record("lben2", "notice", "Listed Building Enforcement Notice LBEN/2021/003: Mill "
                   "House, Ashworth", "Reinstate the doors.", "2021-03-01", domain="heritage")
    decision = record(
        "app", "decision", "Appeal Decision APP/LBE/2023/3301: The Old Rectory",
        "The appeal is made against a listed building enforcement notice issued by Ashworth "
        "District Council concerning windows of The Old Rectory. The windows were not "
        "historic. The appeal is allowed, and the listed building enforcement notice is "
        "quashed.", "2023-03-27", domain="heritage_appeals",
    )
    assert accepted([notice, other, decision], embedded_store, extractor) == {("app", "lben")}


def test_the_date_from_which_a_titled_edition_applies_is_deferred(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 369: "the date from which IR-SEED Edition 2 applies is deferred" defers the
    edition titled "Import Requirements: Seeds for Sowing (IR-SEED), Edition 2" (its bracketed
    acronym, hyphenated, and its edition after a comma); "Edition 2 supersedes IR-SEED Edition
    1" the first."""
    def requirements(doc_id: str, edition: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, "import_requirement",
                      f"Import Requirements: Seeds for Sowing (IR-SEED), Edition {edition}",
                      text, at, domain="plant_health")
    first = requirements("e1", "1", "Seed must carry a certificate.", "2018-03-05")
    second = requirements("e2", "2", "Edition 2 supersedes IR-SEED Edition 1 with effect from 1 "
                          "October 2025. Tomato seed must be tested.", "2025-06-02")
    notice = record("def", "notice", "Notice: Deferred Application of IR-SEED Edition 2",
                    "The Service has decided that the date from which IR-SEED Edition 2 "
                    "applies is deferred from 1 October 2025 to 1 April 2026.", "2025-09-01",
                    domain="plant_health")
    edges = found([first, second, notice], embedded_store, extractor)
    assert edges.get(("e2", "e1", "supersedes")) == "accepted"
    assert edges.get(("def", "e2", "defers")) == "accepted"


def test_a_designated_notice_withdraws_its_issuers_coded_guidance(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 373: "QSO/G/19 is withdrawn" in "Notice to Awarding Bodies NAB 2021/03: ..." (a
    numbered issuance of the domain acting on a document its code titles)."""
    guidance = record("g19", "guidance", "Guidance on Contingency Examination Days (QSO/G/19)",
                      "Awarding bodies designate a contingency day.", "2017-03-06",
                      domain="qualifications")
    notice = record("nab", "notice", "Notice to Awarding Bodies NAB 2021/03: Contingency Days",
                    "No examinations take place in summer 2021. QSO/G/19 is withdrawn.",
                    "2021-01-20", domain="qualifications")
    assert accepted([guidance, notice], embedded_store, extractor) == {("nab", "g19")}


def test_a_number_two_issuers_share_is_the_one_whose_subject_the_citing_title_repeats(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 366: "Fees Notice 2020/02 is withdrawn" in "Fees Notice 2026/01: Annual fees for
    operating licences" is the Commission's "Fees Notice 2020/02: Annual fees for operating
    licences", not another authority's "Fees Notice 2020/02: Remote gaming licence fees"."""
    def notice(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, "notice", title, text, at, domain="gambling")
    rows = [
        notice("fn20", "Fees Notice 2020/02: Annual fees for operating licences",
               "The annual fee is GBP 4,620.", "2020-11-02"),
        notice("ngca", "Fees Notice 2020/02: Remote gaming licence fees",
               "The application fee is GBP 900.", "2020-10-15"),
        notice("fn26", "Fees Notice 2026/01: Annual fees for operating licences",
               "Fees Notice 2020/02 is withdrawn and replaced by this notice from 1 October "
               "2026. The annual fee is GBP 5,480.", "2026-02-10"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("fn26", "fn20")}


def test_a_requirement_an_acronym_labels_is_a_part_of_the_standards_it_is_of(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 366: "RTS 14D of the remote gambling and software technical standards (April
    2021) is replaced by the following" amends the standards, which stay in force."""
    standards = record("rts21", "standard",
                       "Remote gambling and software technical standards (April 2021)",
                       "RTS 14D: a game cycle lasts at least 2.5 seconds.", "2021-04-20",
                       domain="gambling")
    amendment = record("amd", "notice", "Amendment to the technical standards: RTS 14",
                       "RTS 14D of the remote gambling and software technical standards (April "
                       "2021) is replaced by the following: 'Each game cycle lasts 3 seconds.'",
                       "2023-08-15", domain="gambling")
    edges = found([standards, amendment], embedded_store, extractor)
    assert edges.get(("amd", "rts21", "amends")) == "accepted"
    assert ("amd", "rts21", "supersedes") not in edges


def test_an_erratum_titled_by_an_amendment_corrects_that_amendment(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 368: "Erratum: Amendment No. 1 to the Light Vehicle Testing Manual, Edition 2023"
    corrects the amendment so titled (its correction marker first), not the manual."""
    manual = record("man", "manual", "Light Vehicle Testing Manual, Edition 2023",
                    "Section 4.2 sets brake efficiency.", "2023-01-20", domain="vehicles")
    amendment = record("amd", "manual", "Amendment No. 1 to the Light Vehicle Testing Manual, "
                       "Edition 2023", "Section 4.2 is replaced by the following: 'Brakes are "
                       "tested on rollers.'", "2024-03-11", domain="vehicles")
    erratum = record("err", "erratum", "Erratum: Amendment No. 1 to the Light Vehicle Testing "
                     "Manual, Edition 2023", "In the new Section 4.2, '2001' should read "
                     "'2010'.", "2024-04-02", domain="vehicles")
    edges = found([manual, amendment, erratum], embedded_store, extractor)
    assert edges.get(("amd", "man", "amends")) == "accepted"
    assert edges.get(("err", "amd", "corrects")) == "accepted"
    assert not any(newer == "err" and older == "man" for newer, older, _ in edges)


def test_another_issuers_bulletin_of_the_same_code_is_no_edition_of_the_citing_one(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 368: "Harbour Islands Vehicle Inspectorate Technical Bulletin TB-08 Rev. 5" says
    "It replaces Rev. 4 of the Inspectorate's bulletin": not the agency's "Technical Bulletin
    TB-08 Rev. 4" (its issuer's name before the kind both titles write)."""
    def bulletin(doc_id: str, title: str, text: str, at: str, reference: str) -> SourceRecord:
        return titled_record("vehicles", doc_id, "bulletin", title, text, at,
                             reference=reference)
    rows = [
        bulletin("r3", "Technical Bulletin TB-08 Rev. 3: Suspension Modifications",
                 "Ground clearance is 100 mm.", "2020-02-10", "TB-08 Rev. 3"),
        bulletin("r4", "Technical Bulletin TB-08 Rev. 4: Ride Height Alterations",
                 "TB-08 Rev. 3 is withdrawn and replaced by this revision. Ground clearance is "
                 "80 mm.", "2025-05-19", "TB-08 Rev. 4"),
        bulletin("hi5", "Harbour Islands Vehicle Inspectorate Technical Bulletin TB-08 Rev. 5: "
                 "Suspension Lowering", "This bulletin applies in the Harbour Islands. It "
                 "replaces Rev. 4 of the Inspectorate's bulletin on suspension lowering.",
                 "2026-02-10",
                 "HIVI TB-08 Rev. 5"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("r4", "r3")}
    # a title writing an act before the name it acts on is no other issuer's (trial 343)
    notice = record("wp", "notice", "Notice WP 2024/02: Withdrawal Periods",
                    "Withdrawal periods apply.", "2024-03-01", domain="vet")
    deferral = record("def", "notice", "Deferral of the Date of Application of Notice WP "
                      "2024/02", "The date of application of Notice WP 2024/02 is deferred to "
                      "1 July 2025.", "2024-06-01", domain="vet")
    assert accepted([notice, deferral], embedded_store, extractor) == {("def", "wp")}


def test_a_decision_quashes_by_its_day_what_its_statement_of_the_appeal_names_so(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 371: "Corvane Life plc referred to the Tribunal the Authority's decision of 15
    August 2022 to revoke ... The Authority's decision of 15 August 2022 is quashed": the
    direction of that day, though titled no decision."""
    direction = record("dir", "direction", "Direction: revocation of internal model approval - "
                       "Corvane Life plc", "The Authority revokes the approval granted on 25 "
                       "November 2019.", "2022-08-15", domain="insurance")
    tribunal = record(
        "ut", "decision", "Corvane Life plc v Prudential Insurance Authority [2023] UT 19",
        "Corvane Life plc referred to the Tribunal the Authority's decision of 15 August 2022 "
        "to revoke the firm's internal model approval. The weaknesses were not material. The "
        "Authority's decision of 15 August 2022 is quashed.", "2023-07-10",
        domain="insurance_appeals",
    )
    assert accepted([direction, tribunal], embedded_store, extractor) == {("ut", "dir")}


def test_a_body_decided_to_withdraw_or_to_cancel_what_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 369, 370: "The Commission has decided to withdraw its Guidance on Participation
    TV ... (May 2013)" withdraws that guidance; "The Service has decided to cancel
    registration PFPP-0452" cancels the registration."""
    guidance = record("ptv", "guidance", "Guidance on Participation TV and Premium Rate "
                      "Services in Programmes (2013)", "Costs must be stated.", "2013-05-20",
                      domain="broadcasting")
    notice = record("wd", "notice", "Notice: Withdrawal of Participation TV Guidance",
                    "The Commission has decided to withdraw its Guidance on Participation TV and "
                    "Premium Rate Services in Programmes (May 2013) with effect from 1 December "
                    "2022. No replacement guidance will be issued.", "2022-10-10",
                    domain="broadcasting")
    registration = record("pfpp", "registration", "Registration Certificate PFPP-0452: "
                          "Greenvale Nurseries", "The nursery is registered.", "2019-02-11",
                          domain="plant_health")
    cancelled = record("dec", "decision", "Decision to Cancel Registration PFPP-0452",
                       "An inspection found gaps. The Service has decided to cancel "
                       "registration PFPP-0452 with immediate effect.", "2023-04-17",
                       domain="plant_health")
    assert accepted([guidance, notice, registration, cancelled], embedded_store,
                    extractor) == {("wd", "ptv"), ("dec", "pfpp")}


def test_a_direction_revoked_with_immediate_effect_by_the_day_it_was_given(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 371: "The Authority therefore revokes, with immediate effect, the direction given
    to Pellham Assurance Limited on 1 March 2021 concerning dividends": the direction of that
    day (its manner set off by commas, the day it was given to whom)."""
    direction = record("dir", "direction", "Direction: restriction on distributions - Pellham "
                       "Assurance Limited", "The Authority directs the firm not to pay "
                       "dividends.", "2021-03-01", domain="insurance")
    other = record("oth", "direction", "Direction: restriction on new business - Kestrel Life",
                   "The firm may not write new business.", "2021-03-01", domain="insurance")
    notice = record("rev", "notice", "Notice of revocation of direction - Pellham Assurance "
                    "Limited", "The firm's capital position has been restored. The Authority "
                    "therefore revokes, with immediate effect, the direction given to Pellham "
                    "Assurance Limited on 1 March 2021 concerning dividends and other "
                    "distributions.", "2022-06-01", domain="insurance")
    assert accepted([direction, other, notice], embedded_store, extractor) == {("rev", "dir")}


def test_the_edition_written_after_a_cited_title_picks_among_its_editions(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 366: "Supersedes: Remote gambling and software technical standards, June 2018
    edition" supersedes the standards titled "(June 2018)", not the February 2015 edition."""
    def standards(doc_id: str, month: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, "standard",
                      f"Remote gambling and software technical standards ({month})", text, at,
                      domain="gambling")
    rows = [
        standards("s15", "February 2015", "Reality checks are optional.", "2015-02-10"),
        standards("s18", "June 2018", "This edition replaces the standards published in "
                  "February 2015. Reality checks are required.", "2018-06-12"),
        standards("s21", "April 2021", "Supersedes: Remote gambling and software technical "
                  "standards, June 2018 edition. Slots spin for 2.5 seconds.", "2021-04-20"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("s18", "s15"), ("s21", "s18")}


def test_a_licence_variation_numbered_before_its_colon_amends_the_licence_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 370: "Licence Variation No. 1: TLCS 000118 (Horizon One)" says "Condition 9(2) is
    deleted and replaced by: ..."; it amends "Television Licence TLCS 000118: Horizon One"."""
    licence = record("lic", "licence", "Television Licence TLCS 000118: Horizon One",
                     "Condition 9: 300 hours of original productions.", "2014-11-03",
                     domain="broadcasting")
    variation = record("var", "licence_variation", "Licence Variation No. 1: TLCS 000118 "
                       "(Horizon One)", "Condition 9(2) is deleted and replaced by: '(2) 200 "
                       "hours in peak time.'", "2019-06-11", domain="broadcasting")
    other = record("oth", "licence", "Television Licence TLCS 002214: Coastal TV",
                   "Condition 9: 100 hours of original productions.", "2016-02-01",
                   domain="broadcasting")  # a second of the series "TLCS" its titles number
    edges = found([licence, other, variation], embedded_store, extractor)
    assert edges.get(("var", "lic", "amends")) == "accepted"
    assert not any(older == "oth" for _, older, _ in edges)


def test_an_edition_named_by_the_day_it_took_effect(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 372: "This Schedule replaces the schedule that took effect on 1 April 2016": the
    schedule in force from that day (published before it)."""
    def schedule(doc_id: str, year: str, text: str, at: str, start: str) -> SourceRecord:
        published = record(doc_id, "schedule", f"Schedule of Charges for Advisory Services "
                           f"{year}", text, at, domain="heritage")
        document = published.document.model_copy(update={"effective_from": start})
        return published.model_copy(update={"document": document})
    rows = [
        schedule("s16", "2016", "A meeting costs 450 pounds.", "2016-02-29", "2016-04-01"),
        schedule("s19", "2019", "This Schedule replaces the schedule that took effect on 1 "
                 "April 2016. A meeting costs 520 pounds.", "2019-02-25", "2019-04-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("s19", "s16")}


def test_a_guide_names_its_edition_by_the_month_it_was_issued(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 375: "this guide replaces the May 2018 guide on first registrations" in "Practice
    Guide 19: First registrations (2022 edition)" replaces the 2018 edition alone, not the 2014
    one its series' number also titles."""
    def guide(doc_id: str, year: str, text: str, at: str) -> SourceRecord:
        return titled_record("land", doc_id, "practice_guide",
                             f"Practice Guide 19: First registrations ({year} edition)", text,
                             at, reference="PG19")
    rows = [
        guide("g14", "2014", "Applications are made on form FR1.", "2014-03-10"),
        guide("g18", "2018", "Applications are made on form FR1 with a statement.", "2018-05-21"),
        guide("g22", "2022", "Status: this guide replaces the May 2018 guide on first "
              "registrations, which should no longer be relied upon.", "2022-09-12"),
        titled_record("land", "amd", "practice_guide", "Practice Guide 19: First "
                      "registrations - Amendment No. 1", "Section 4.2 of Practice Guide 19 "
                      "(2022 edition) is replaced by the following. '4.2 Lost deeds.'",
                      "2024-02-05"),
        titled_record("land", "pg67", "practice_guide", "Practice Guide 67: Evidence of "
                      "identity", "Conveyancers verify identity.", "2019-01-07"),
    ]
    assert ("g22", "g14") not in accepted(rows, embedded_store, extractor)
    assert ("g22", "g18") in accepted(rows, embedded_store, extractor)
