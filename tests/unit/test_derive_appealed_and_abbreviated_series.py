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
    the statement of the appeal names, not the licence it revoked (no "notice" in its title)."""
    decision = appeal_decision("The appeal is allowed and the notice of revocation is quashed.")
    edges = found([LICENCE, REVOCATION, decision], embedded_store, extractor)
    assert edges.get(("dec", "rev", "voids")) == "accepted"
    assert not any(older == "lic" and newer == "dec" for newer, older, _ in edges)


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
