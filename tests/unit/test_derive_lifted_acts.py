"""Supersessions stated the way the blind trials of session 41 (143-158: stock exchanges,
animal health, water utilities, defense issuances, pesticides, ethics opinions) state them:
a suspension lifted, an order's act in its title, a filing's amendments replacing one
another, a document named by its kind and the entity it is about or by the day it was issued,
and identifiers written in their issuers' own ways.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.derive import PackDeriver
from ingest.extract import SpacyExtractor
from ingest.load import load_records
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, titled_record
from tests.unit.test_derive_stated_acts import accepted, found
from tests.unit.test_general_pack import designations

__all__ = ["extractor"]  # the module-scoped fixture, shared with the derivation tests


def markets(
    doc_id: str, doc_type: str, title: str, text: str, at: str, **metadata: str
) -> SourceRecord:
    return titled_record("markets", doc_id, doc_type, title, text, at, **metadata)


RULE = markets("rule", "rule", "Rule 12-04: Market Maker Quoting Obligations",
               "Market makers must quote two-sided markets for 90 percent of the day.",
               "2020-01-10")
SUSPENSION = markets("suspension", "notice", "Notice 2020-31: Suspension of Rule 12-04",
                     "The Exchange hereby suspends Rule 12-04 with effect from 16 March 2020.",
                     "2020-03-16")


def test_ending_a_suspension_ends_the_suspending_document_not_the_rule(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "The suspension of Rule 12-04 is withdrawn", "lifts the suspension of Rule 12-04": the
    notice titled "Suspension of Rule 12-04" is out of force, the rule is in force again,
    reinstated by the lifting notice (the two govern together), not superseded by it."""
    for sentence in (
        "The suspension of Rule 12-04 is withdrawn with effect from 1 July 2020.",
        "The Exchange lifts the suspension of Rule 12-04 with effect from 1 July 2020.",
    ):
        lift = markets("lift", "notice", "Notice 2020-55: Quoting Obligations Restored",
                       f"{sentence} Market makers must quote again.", "2020-06-20")
        edges = found([RULE, SUSPENSION, lift], embedded_store, extractor)
        assert ("lift", "suspension") in {(n, o) for n, o, _ in edges}, sentence
        assert {kind for newer, older, kind in edges if (newer, older) == ("lift", "rule")} <= {
            "reinstates"
        }, sentence
        assert edges[("suspension", "rule", "suspends")] == "accepted"
    assert edges[("lift", "suspension", "rescinds")] == "accepted"
    assert edges[("lift", "rule", "reinstates")] == "accepted"


def test_lifting_a_stored_suspension_reinstates_what_it_suspended(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """The suspension loaded before the notice lifting it: the rule it suspended is reinstated
    by the later load's notice; a notice lifting the suspension and replacing the rule itself
    reinstates nothing."""
    deriver = PackDeriver(extractor)
    load_records([RULE, SUSPENSION], embedded_store, extractor=extractor, derive_edges=deriver)
    lift = markets("lift", "notice", "Notice 2020-55: Quoting Obligations Restored", "The "
                   "Exchange lifts the suspension of Rule 12-04 with effect from 1 July 2020.",
                   "2020-06-20")
    assert ("lift", "rule", "reinstates", "accepted") in {
        (e.newer_id, e.older_id, e.kind, e.status)
        for e in derive([lift], embedded_store, extractor)
    }
    replacing = markets("lift", "notice", "Notice 2020-55: Quoting Obligations Replaced", "The "
                        "Exchange lifts the suspension of Rule 12-04. Rule 12-04 is superseded "
                        "by this notice.", "2020-06-20")
    edges = found([RULE, SUSPENSION, replacing], embedded_store, extractor)
    assert edges[("lift", "suspension", "rescinds")] == "accepted"
    assert {kind for newer, older, kind in edges if (newer, older) == ("lift", "rule")} == {
        "supersedes"
    }


def test_a_suspension_lifted_by_the_letter_that_imposed_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 141: "FRA lifts the suspension imposed by its letter of January 10, 2020": the
    letter of that day is rescinded ("imposed by" names who imposed it, no report); trial 157:
    "the IRB suspends the approval of NUH-IRB-2022-0318 granted on 3 November 2022" suspends
    the approval of that day, not a later modification of the same study."""

    def waiver(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("rail", doc_id, "waiver", f"Docket FRA-2019-0031: {title}", text,
                             at)

    rows = [
        waiver("grant", "Grant of Waiver of Compliance, Hoosier Valley Railroad",
               "FRA grants the waiver for five years.", "2019-06-14"),
        waiver("suspend", "Suspension of Waiver, Hoosier Valley Railroad",
               "FRA suspends the waiver granted on June 14, 2019.", "2020-01-10"),
        waiver("lift", "Reinstatement of Waiver with Additional Conditions",
               "FRA lifts the suspension imposed by its letter of January 10, 2020, and "
               "reinstates the waiver.", "2020-08-03"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges[("suspend", "grant", "suspends")] == "accepted"
    assert edges[("lift", "suspend", "rescinds")] == "accepted"
    assert [kind for newer, older, kind in edges if (newer, older) == ("lift", "grant")] == [
        "reinstates"
    ]

    def irb(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("clinical_research", doc_id, "irb_determination",
                             f"IRB {title}: NUH-IRB-2022-0318", text, at)

    rows = [
        irb("initial", "Initial Approval", "IRB number NUH-IRB-2022-0318 is approved.",
            "2022-11-03"),
        irb("modification", "Amendment Approval", "IRB number NUH-IRB-2022-0318: Version 3.0 "
            "is approved.", "2023-06-15"),
        irb("suspended", "Suspension of Approval", "Effective immediately, the IRB suspends "
            "the approval of NUH-IRB-2022-0318 granted on 3 November 2022.", "2023-08-14"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert ("suspended", "initial") in pairs
    assert ("suspended", "modification") not in pairs


def test_an_order_suspending_a_filing_its_title_brackets(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 145: "The Commission hereby temporarily suspends SR-CboeEDGX-2023-012" in an order
    titled "Order Temporarily Suspending ... (SR-CboeEDGX-2023-012)": a suspension is
    temporary by its nature ("temporarily" restricts nothing), and the bracket names the
    filing acted on, not the order; "The Exchange has withdrawn" it later, the exchange
    speaking of its own filing."""
    filing = markets("filing", "rule_filing",
                     "SR-CboeEDGX-2023-012: Proposed Rule Change to Amend the Fee Schedule",
                     "Cboe EDGX Exchange proposes higher port fees.", "2023-02-28")
    order = markets("order", "approval_order",
                    "Order Temporarily Suspending a Proposed Rule Change to Amend the Fee "
                    "Schedule (SR-CboeEDGX-2023-012)",
                    "The Commission hereby temporarily suspends SR-CboeEDGX-2023-012.",
                    "2023-04-21")
    withdrawal = markets("withdrawal", "market_notice", "Withdrawal of Port Fee Increase",
                         "The Exchange has withdrawn SR-CboeEDGX-2023-012.", "2023-09-08")
    statuses = found([filing, order, withdrawal], embedded_store, extractor)
    assert statuses[("order", "filing", "suspends")] == "accepted"
    assert ("withdrawal", "filing") in accepted([filing, order, withdrawal], embedded_store,
                                                extractor)
    assert not any(newer == "withdrawal" and older == "order" for newer, older, _ in statuses)


def test_a_filings_amendments_replace_the_original_and_one_another(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 145: a proposal acts on the proposals it revises ("Amendment No. 1 replaces and
    supersedes the original filing"), and "Amendment No. 2 supersedes Amendment No. 1" names
    that amendment by its number, not the original filing too."""

    def filing(doc_id: str, suffix: str, text: str, at: str) -> SourceRecord:
        return markets(doc_id, "rule_filing",
                       f"SR-NYSE-2023-12{suffix}: Proposed Rule Change Relating to SPACs",
                       text, at)

    rows = [
        filing("original", "", "The Exchange proposes to delist SPACs after 36 months.",
               "2023-03-10"),
        filing("a1", ", Amendment No. 1", "Amendment No. 1 replaces and supersedes the "
               "original filing in its entirety.", "2023-05-02"),
        filing("a2", ", Amendment No. 2", "Amendment No. 2 supersedes Amendment No. 1 in its "
               "entirety.", "2023-07-18"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert statuses[("a1", "original", "supersedes")] == "accepted"
    assert statuses[("a2", "a1", "supersedes")] == "accepted"
    assert ("a2", "original", "supersedes") not in statuses  # it amends the filing, as a1 did


def test_a_document_named_by_its_kind_and_the_entity_it_is_about(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 145: "This notice supersedes the trading halt notice for BRVX issued at 09:42:18
    ET" names the earlier halt of that ticker (the symbol each notice is filed under) by its
    kind; a halt of another ticker is not it. "The Company's announcement of 12 August 2024
    regarding the halt in trading" is the one of that day its title describes, of another
    doc type."""
    rows = [
        markets("halt", "trading_halt", "Nasdaq Trading Halt: Brevix Therapeutics (BRVX)",
                "Trading was halted in Brevix Therapeutics, Inc. (Nasdaq: BRVX) at 09:42:18 "
                "for news pending.", "2024-02-12", symbol="BRVX"),
        markets("other", "trading_halt", "Nasdaq Trading Halt: Quantrix Holdings (QNTM)",
                "Trading was halted in Quantrix Holdings Corp. (Nasdaq: QNTM) for news "
                "pending.", "2024-02-12", symbol="QNTM"),
        markets("resume", "market_notice", "Nasdaq Trading Resumption: Brevix Therapeutics "
                "(BRVX)", "Trading in Brevix Therapeutics, Inc. (Nasdaq: BRVX) will resume at "
                "11:30. This notice supersedes the trading halt notice for BRVX issued at "
                "09:42:18 ET.", "2024-02-12", symbol="BRVX"),
        markets("jade-halt", "trading_halt", "Jadewell Holdings Limited: Trading Halt",
                "Trading in the shares has been halted pending an announcement.",
                "2024-08-12"),
        markets("jade-resume", "market_notice", "Jadewell Holdings Limited: Resumption of "
                "Trading", "This announcement supersedes the Company's announcement of 12 "
                "August 2024 regarding the halt in trading.", "2024-08-14"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("resume", "halt"), ("jade-resume", "jade-halt")} <= pairs
    assert ("resume", "other") not in pairs


def test_a_notice_on_temporary_relief_and_a_decision_with_a_second_predicate(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 145: "the December 2020 Notice on temporary remote inspection relief" names a
    notice by what it is about ("temporary" restricts nothing), and "The decision replaces the
    decision adopted on 16 June 2020 and applies from 18 September 2020 until ..." is whole
    (the period is the new decision's own)."""
    rows = [
        markets("n2020", "regulatory_notice", "Regulatory Notice 20-42: Temporary Relief for "
                "Remote Inspections", "FINRA provides temporary relief.", "2020-12-22"),
        markets("n2021", "regulatory_notice", "Regulatory Notice 21-44: Remote Inspection "
                "Relief Extended", "This Notice supersedes the December 2020 Notice on "
                "temporary remote inspection relief.", "2021-12-20"),
        markets("june", "regulatory_notice", "ESMA Decision of 16 June 2020 Renewing the "
                "Notification Threshold", "ESMA renews the measure.", "2020-06-16"),
        markets("september", "regulatory_notice", "ESMA Decision of 17 September 2020 "
                "Renewing the Notification Threshold", "The decision replaces the decision "
                "adopted on 16 June 2020 and applies from 18 September 2020 until 18 "
                "December 2020.", "2020-09-17"),
    ]
    assert {("n2021", "n2020"), ("september", "june")} <= accepted(rows, embedded_store,
                                                                   extractor)


def test_a_title_recalling_a_notice_and_a_title_dated_by_its_own_month(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 145: "Recall of Technical Notice TN-24-18" is the recall's act on that notice;
    trial 157: "Retirement of Legacy SOPs (October 2024)" dates the memorandum itself, so the
    policy issued that October is not what it retires."""
    rows = [
        markets("tn18", "market_notice", "Technical Notice TN-24-18: Scheduled Maintenance",
                "The test service will be unavailable.", "2024-08-27"),
        markets("tn19", "market_notice", "Technical Notice TN-24-19: Recall of Technical "
                "Notice TN-24-18", "The Exchange recalls Technical Notice TN-24-18, which was "
                "issued in error.", "2024-08-29"),
    ]
    assert ("tn19", "tn18") in accepted(rows, embedded_store, extractor)

    def office(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("clinical_research", doc_id, "policy", title, text, at)

    rows = [
        office("policy", "Policy POL-RES-09: Research Feasibility", "Feasibility is assessed "
               "by the research office.", "2024-10-01"),
        office("retire", "Memorandum: Retirement of Legacy SOPs (October 2024)",
               "The legacy SOPs are withdrawn.", "2024-10-15"),
    ]
    assert ("retire", "policy") not in accepted(rows, embedded_store, extractor)


def test_issuers_numberings_name_what_is_repealed_or_withdrawn(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 144: "Decision No EX-23-1 is repealed" ("No" before a code numbers it, it negates
    nothing); trial 148: "Formal Opinion Nos. 1994-138 and 2008-175 are hereby withdrawn"
    lists two opinions numbered by year; trial 143: "under section 512(e) of the Act, approval
    of NADA 035-688 ... is hereby withdrawn" (the provision acted under is no part of it)."""
    assert designations("Formal Opinion Nos. 1994-138 and 2008-175 are withdrawn.") == [
        "designator:OPINION 1994-138", "designator:OPINION 2008-175"
    ]
    assert "designator:NADA 141-287" in designations("FDA withdraws NADA 141-287.")
    assert "designator:ANADA 200-144" in designations("approval of ANADA 200-144")

    def decision(doc_id: str, number: str, text: str, at: str) -> SourceRecord:
        return titled_record("ip", doc_id, "decision", f"Decision No {number} of the "
                             "Executive Director adopting the Guidelines", text, at)

    rows = [
        decision("ex23", "EX-23-1", "The 2023 Guidelines are adopted.", "2023-03-02"),
        decision("ex24", "EX-24-1", "The 2024 Guidelines are adopted. Decision No EX-23-1 is "
                 "repealed with effect from 1 April 2024.", "2024-03-04"),
    ]
    assert ("ex24", "ex23") in accepted(rows, embedded_store, extractor)

    def fda(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("animal_health", doc_id, doc_type, title, text, at)

    rows = [
        fda("sulfa", "approval", "New Animal Drugs; Sulfaquinoxaline (NADA 035-688)",
            "FDA approves NADA 035-688.", "1998-04-14"),
        fda("withdrawal", "withdrawal_notice", "Withdrawal of Approval of New Animal Drug "
            "Applications", "Therefore, under section 512(e) of the Federal Food, Drug, and "
            "Cosmetic Act, approval of NADA 035-688, and all supplements and amendments "
            "thereto, is hereby withdrawn.", "2022-06-14"),
    ]
    assert ("withdrawal", "sulfa") in accepted(rows, embedded_store, extractor)


def test_an_advisory_described_by_its_year_and_by_its_number_in_brackets(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 155: "EPA has withdrawn the 2016 lifetime health advisory for PFOS and no longer
    recommends ..." describes the 2016 PFOS advisory in lower case, dated by its year (the
    description ends at its second predicate); "replaces the 2016 lifetime health advisory
    for PFOA (EPA 822-R-16-005)" names it by the number in brackets after its description."""

    def advisory(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("water", doc_id, "health_advisory", title, text, at)

    rows = [
        advisory("pfoa2016", "Drinking Water Health Advisory for Perfluorooctanoic Acid "
                 "(PFOA)", "EPA 822-R-16-005. The lifetime advisory is 70 ppt.", "2016-05-19"),
        advisory("pfos2016", "Drinking Water Health Advisory for Perfluorooctane Sulfonate "
                 "(PFOS)", "EPA 822-R-16-004. The lifetime advisory is 70 ppt.", "2016-05-19"),
        advisory("pfoa2022", "Interim Drinking Water Health Advisory: PFOA", "EPA "
                 "822-R-22-003. This interim health advisory replaces the 2016 lifetime health "
                 "advisory for PFOA (EPA 822-R-16-005).", "2022-06-15"),
        advisory("pfos2022", "Interim Drinking Water Health Advisory: PFOS", "EPA "
                 "822-R-22-004. EPA has withdrawn the 2016 lifetime health advisory for PFOS "
                 "and no longer recommends comparing the combined concentration.",
                 "2022-06-15"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("pfoa2022", "pfoa2016"), ("pfos2022", "pfos2016")} <= pairs
    assert not {("pfoa2022", "pfos2016"), ("pfos2022", "pfoa2016")} & pairs


def test_an_order_of_suspension_is_no_edition_of_the_variance_it_suspends(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 155: "Order of Suspension - Variance V-2019-03" acts on the variance (its dash
    sets the act off), so "Variance V-2019-03 is reinstated" and "revokes Variance V-2019-03"
    act on the variance itself, not on the suspension order as its latest edition."""

    def variance(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("water", doc_id, "variance", title, text, at)

    rows = [
        variance("granted", "Variance V-2019-03: Arsenic - Prairie Glen", "The variance is "
                 "granted.", "2019-05-10"),
        variance("suspended", "Order of Suspension - Variance V-2019-03, Prairie Glen",
                 "Variance V-2019-03 is suspended effective immediately.", "2021-03-02"),
        variance("reinstated", "Reinstatement of Variance V-2019-03 - Prairie Glen",
                 "The suspension order of 2 March 2021 is rescinded, and Variance V-2019-03 "
                 "is reinstated.", "2021-07-12"),
        variance("revoked", "Revocation of Variance V-2019-03 - Prairie Glen", "The Bureau "
                 "therefore revokes Variance V-2019-03.", "2023-01-20"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert statuses[("reinstated", "granted", "reinstates")] == "accepted"
    assert statuses[("reinstated", "suspended", "repeals")] == "accepted"
    assert ("revoked", "granted") in accepted(rows, embedded_store, extractor)
    assert not any(
        older == "suspended" and newer in ("revoked",) for newer, older, _ in statuses
    )


def test_defense_issuances_by_their_initials_dates_and_participles(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 156: a title's "Reinstatement of DoD Instruction 4515.14" names DoDI 4515.14; in
    "Our memorandum of June 15, 2021, cancelling the ... instruction, is rescinded, and DoD
    Instruction 4515.14 ... is reinstated" the participle describes the memorandum (no act of
    this one) and the day names the memorandum alone; "supersedes AFI 36-2903, 7 February
    2019, and AFGM 2020-01, 10 March 2020" lists both, each with its date (AFGM, a series
    two titles open with)."""

    def issuance(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("defense", doc_id, doc_type, title, text, at)

    rows = [
        issuance("dodi", "instruction", "DoD Instruction 4515.14: Washington Local Commuting "
                 "Area", "This instruction defines the commuting area.", "2019-08-29"),
        issuance("cancel", "memorandum", "Memorandum: Cancellation of DoD Instruction "
                 "4515.14, Washington Local Commuting Area", 'DoD Instruction 4515.14, '
                 '"Washington Local Commuting Area," is cancelled effective July 1, 2021.',
                 "2021-06-15"),
        issuance("restore", "memorandum", "Memorandum: Reinstatement of DoD Instruction "
                 "4515.14, Washington Local Commuting Area", "Our memorandum of June 15, "
                 "2021, cancelling the Washington commuting area instruction, is rescinded, "
                 'and DoD Instruction 4515.14, "Washington Local Commuting Area," is '
                 "reinstated.", "2022-01-20"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert statuses[("restore", "dodi", "reinstates")] == "accepted"
    assert statuses[("restore", "cancel", "repeals")] == "accepted"
    assert ("restore", "dodi", "supersedes") not in statuses
    assert ("restore", "cancel", "reinstates") not in statuses

    rows = [
        issuance("afi", "instruction", "AFI 36-2903: Dress and Personal Appearance",
                 "Standards of dress.", "2019-02-07"),
        issuance("afgm2019", "directive", "AFGM 2019-02 to AFI 36-2903, Dress and Personal "
                 "Appearance", "This guidance memorandum changes AFI 36-2903.", "2019-07-15"),
        issuance("afgm", "directive", "AFGM 2020-01 to AFI 36-2903, Dress and Personal "
                 "Appearance", "This guidance memorandum changes AFI 36-2903.", "2020-03-10"),
        issuance("dafi", "instruction", "DAFI 36-2903: Dress and Personal Appearance",
                 "This instruction supersedes AFI 36-2903, 7 February 2019, and AFGM 2020-01, "
                 "10 March 2020.", "2021-01-26"),
    ]
    assert {("dafi", "afi"), ("dafi", "afgm")} <= accepted(rows, embedded_store, extractor)


def test_a_section_18_exemption_series_and_a_crisis_exemption_declared_on_a_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 154: "Specific Exemption 22-MI-04" and "23-MI-02" open two titles, a series of
    the corpus ("Rescission of Specific Exemption 23-MI-02" acts on the second by its title);
    "supersedes the crisis exemption declared by the Department on June 3, 2022" names the
    exemption of that day."""

    def exemption(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("pesticides", doc_id, "emergency_exemption", title, text, at)

    rows = [
        exemption("crisis", "Crisis Exemption: Pyraflutrin on Dry Beans in Michigan",
                  "The Department declares a crisis exemption.", "2022-06-03"),
        exemption("se22", "Specific Exemption 22-MI-04: Pyraflutrin on Dry Beans",
                  "This specific exemption supersedes the crisis exemption declared by the "
                  "Department on June 3, 2022.", "2022-06-16"),
        exemption("se23", "Specific Exemption 23-MI-02: Pyraflutrin on Dry Beans",
                  "The exemption is granted for 2023.", "2023-06-20"),
        exemption("rescind", "Rescission of Specific Exemption 23-MI-02 (Pyraflutrin)",
                  "A registered alternative now exists.", "2023-08-01"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("se22", "crisis"), ("rescind", "se23")} <= pairs
    assert ("rescind", "se22") not in pairs


def test_recommendations_suppressed_and_regulations_revoked_in_a_list(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 151: "Recommendations ITU-R F.1101, ITU-R M.1225 and ITU-R SA.1023 are hereby
    suppressed" withdraws each (ITU-R designations, "suppressed" the ITU's word for it), and
    "The Wireless Telegraphy (Exemption and Amendment) Regulations 2010 and the Wireless
    Telegraphy (Exemption) (Amendment) Regulations 2019 are revoked" each titled instrument."""
    assert designations("Recommendations ITU-R F.1101, ITU-R M.1225 and ITU-R SA.1023") == [
        "designator:ITU-R F.1101", "designator:ITU-R M.1225", "designator:ITU-R SA.1023"
    ]

    def telecom(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("telecom", doc_id, doc_type, title, text, at)

    rows = [
        telecom("m1225", "recommendation", "Recommendation ITU-R M.1225: Evaluation of IMT-2000",
                "Test environments for IMT-2000.", "1997-02-01"),
        telecom("f1101", "recommendation", "Recommendation ITU-R F.1101: Fixed systems",
                "Characteristics of fixed systems.", "1994-10-01"),
        telecom("circular", "bulletin", "Administrative Circular CACE/1075: Suppression of "
                "Recommendations", "Recommendations ITU-R F.1101 and ITU-R M.1225 are hereby "
                "suppressed, with effect from the date of this Circular.", "2023-12-22"),
        telecom("si2010", "determination", "The Wireless Telegraphy (Exemption and Amendment) "
                "Regulations 2010", "These Regulations exempt apparatus.", "2010-10-27"),
        telecom("si2019", "determination", "The Wireless Telegraphy (Exemption) (Amendment) "
                "Regulations 2019", "These Regulations add exempt apparatus.", "2019-07-04"),
        telecom("si2024", "determination", "The Wireless Telegraphy (Exemption) Regulations "
                "2024", "These Regulations consolidate the exemptions. The Wireless Telegraphy "
                "(Exemption and Amendment) Regulations 2010 and the Wireless Telegraphy "
                "(Exemption) (Amendment) Regulations 2019 are revoked.", "2024-11-11"),
    ]
    assert {
        ("circular", "m1225"), ("circular", "f1101"), ("si2024", "si2010"), ("si2024", "si2019")
    } <= accepted(rows, embedded_store, extractor)


def test_an_issuer_also_reinstating_the_position_a_letter_set_out(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 152: "The OCC also reinstates the position set out in Interpretive Letter 1172"
    is the issuer's act ("also" between) on that letter (the position it sets out is its
    content), beside "Interpretive Letter 1179 is rescinded"."""

    def letter(doc_id: str, number: str, text: str, at: str) -> SourceRecord:
        return titled_record("banking", doc_id, "interpretive_letter",
                             f"Interpretive Letter {number}: Stablecoin Activities", text, at)

    rows = [
        letter("il1172", "1172", "Banks may hold stablecoin reserves.", "2020-09-21"),
        letter("il1179", "1179", "The OCC withdraws Interpretive Letter 1172 regarding "
               "stablecoin reserves.", "2021-11-18"),
        letter("il1183", "1183", "Accordingly, Interpretive Letter 1179 is rescinded. The OCC "
               "also reinstates the position set out in Interpretive Letter 1172 regarding "
               "stablecoin reserves.", "2025-03-07"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert statuses[("il1183", "il1172", "reinstates")] == "accepted"
    assert statuses[("il1183", "il1179", "repeals")] == "accepted"


def test_sanctions_licences_faqs_and_alerts_by_their_numbers(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 158: general licences revised by a letter ("General License No. 8K replaces and
    supersedes General License No. 8J"; an FAQ "under General License No. 8J" is about it, no
    edition of it), listed FAQs, the UK's licence numbers; trial 153: "Policy Alert #24-02 is
    void"."""
    assert designations(
        "General License No. 8K replaces General Licence 8J; FAQs 1098 and 1099; General "
        "Licence INT/2022/1460008; Policy Alert #24-02"
    ) == [
        "designator:GENERAL LICENSE 8K", "designator:GENERAL LICENSE 8J", "designator:FAQ 1098",
        "designator:FAQ 1099", "designator:INT/2022/1460008", "designator:ALERT 24-02",
    ]

    def ofac(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("sanctions", doc_id, doc_type, title, text, at)

    rows = [
        ofac("gl8j", "general_license", "General License No. 8J: Transactions Related to "
             "Energy", "Energy transactions are authorized.", "2023-05-10"),
        ofac("faq", "faq", "OFAC FAQ 1001: Energy payments under General License No. 8J",
             "General License No. 8J authorizes energy payments.", "2023-05-10"),
        ofac("gl8k", "general_license", "General License No. 8K: Transactions Related to "
             "Energy", "General License No. 8K replaces and supersedes General License No. "
             "8J, dated May 10, 2023.", "2023-10-27"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert ("gl8k", "gl8j") in pairs
    assert ("gl8k", "faq") not in pairs


def test_local_issuers_name_their_notices_by_kind_and_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 155: a utility's notices of one day told apart by their titles' words ("The boil
    water notice issued on 11 January 2025 for the Cedar Heights Zone is rescinded", whose
    "for" restates the title), a town speaking of its own advisory ("The Town has rescinded
    the nitrate advisory issued on 9 February 2024"), "..., and this declaration supersedes
    the Stage 1 Water Watch declared on 1 June 2022", "the notice mailed on 5 May 2024"."""

    def water(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("water", doc_id, doc_type, title, text, at)

    rows = [
        water("hills", "public_notice", "Recall of Boil Water Notice Sent in Error - Cedar "
              "Hills Zone", "The notice for the Cedar Hills Zone was sent in error.",
              "2025-01-11"),
        water("heights", "boil_water_advisory", "Boil Water Notice - Cedar Heights Zone",
              "Customers in the Cedar Heights Zone should boil water.", "2025-01-11"),
        water("lifted", "public_notice", "Boil Water Notice Lifted - Cedar Heights Zone",
              "The boil water notice issued on 11 January 2025 for the Cedar Heights Zone is "
              "rescinded.", "2025-01-13"),
        water("nitrate", "health_advisory", "Nitrate Advisory for Infants", "Do not give tap "
              "water to infants.", "2024-02-09"),
        water("clear", "public_notice", "Nitrate Advisory Ended", "The Town has rescinded the "
              "nitrate advisory issued on 9 February 2024.", "2024-03-01"),
        water("stage1", "public_notice", "Stage 1 Water Watch Declaration", "Customers should "
              "save water.", "2022-06-01"),
        water("stage2", "public_notice", "Stage 2 Water Alert", "The Board has declared a "
              "Stage 2 Water Alert, and this declaration supersedes the Stage 1 Water Watch "
              "declared on 1 June 2022.", "2022-07-15"),
        water("mailed", "public_notice", "Annual Water Quality Notice", "Lead results are "
              "below the action level.", "2024-05-05"),
        water("corrected", "public_notice", "Annual Water Quality Notice (Corrected)", "This "
              "corrected notice replaces the notice mailed on 5 May 2024.", "2024-05-20"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {
        ("lifted", "heights"), ("clear", "nitrate"), ("stage2", "stage1"), ("corrected", "mailed")
    } <= pairs
    assert ("lifted", "hills") not in pairs


def test_identifiers_in_a_titles_closing_brackets_and_lettered_revisions(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 151: "(IR 2030/2021/05)" and "(IR 2030/2023/01)" close two titles: a series of
    the corpus ("This version replaces IR 2030/2021/05"), as "ComReg 15/136R2" is ("replaces
    ComReg Document 15/136R2"); a revision's day in brackets is none ("(Revision Effective
    07/18/2021)"). Trial 156: "This instruction cancels the previous version of this
    instruction" in SECNAVINST 5211.5F names 5211.5E; "This issuance reissues DoD Directive
    3000.09"; a quoted title's "Interim" restricts nothing."""

    def ofcom(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("telecom", doc_id, "technical_standard", title, text, at)

    rows = [
        ofcom("ir2021", "UK Interface Requirements 2030: Short Range Devices (IR 2030/2021/05)",
              "Minimum requirements for short range devices.", "2021-05-20"),
        ofcom("ir2023", "UK Interface Requirements 2030: Short Range Devices (IR 2030/2023/01)",
              "This version replaces IR 2030/2021/05, which is withdrawn.", "2023-01-26"),
        ofcom("cr2019", "Numbering Conditions of Use (ComReg 15/136R2)", "Conditions of use "
              "for numbers.", "2019-09-12"),
        ofcom("cr2023", "Numbering Conditions of Use (ComReg 23/45)", "This document replaces "
              "ComReg Document 15/136R2 and applies from 1 July 2023.", "2023-05-30"),
    ]
    assert {("ir2023", "ir2021"), ("cr2023", "cr2019")} <= accepted(rows, embedded_store,
                                                                    extractor)

    def navy(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("defense", doc_id, doc_type, title, text, at)

    rows = [
        navy("e", "instruction", "SECNAVINST 5211.5E: Department of the Navy Privacy Program",
             "Privacy program policy.", "2006-12-28"),
        navy("f", "instruction", "SECNAVINST 5211.5F: Department of the Navy Privacy Program",
             "This instruction cancels the previous version of this instruction in its "
             "entirety.", "2019-05-20"),
        navy("dtm", "directive_type_memorandum", "DTM 22-001: Interim Policy for Small "
             "Unmanned Aircraft", "Interim policy.", "2022-03-01"),
        navy("dodi", "instruction", "DoD Instruction 4140.73: Small Unmanned Aircraft",
             'This issuance incorporates and cancels Directive-type Memorandum (DTM) 22-001, '
             '"Interim Policy for Small Unmanned Aircraft," March 1, 2022.', "2024-02-20"),
        navy("d2012", "directive", "DoD Directive 3000.09: Autonomy in Weapon Systems",
             "Policy on autonomy.", "2012-11-21"),
        navy("d2023", "directive", "DoD Directive 3000.09: Autonomy in Weapon Systems (2023)",
             'This issuance reissues DoD Directive 3000.09, "Autonomy in Weapon Systems," '
             "November 21, 2012.", "2023-01-25"),
    ]
    assert {("f", "e"), ("dodi", "dtm"), ("d2023", "d2012")} <= accepted(rows, embedded_store,
                                                                         extractor)


def test_a_final_rule_supersedes_advisory_opinions_it_lists(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 161: a final rule enacts what it says ("Advisory Opinions 2014-09, 2018-04 and
    2024-08 are superseded"), a header lists opinions with their names in brackets
    ("Supersedes: Advisory Opinions 2018-11 (Okafor for Congress) and 2019-13": the "for" of
    a name restricts nothing), and "AO 2024-05" is Advisory Opinion 2024-05; trial 165:
    "NOT-OD-20-091 are hereby withdrawn" negates nothing."""
    assert designations("AO 2024-05 supersedes AO 2004-14 and Advisory Opinions 2014-09 "
                        "(Bitcoin PAC) and 2018-04") == [
        "designator:OPINION 2024-05", "designator:OPINION 2004-14", "designator:OPINION 2014-09",
        "designator:OPINION 2018-04",
    ]

    def fec(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("elections", doc_id, doc_type, title, text, at)

    rows = [
        fec("ao1409", "advisory_opinion", "Advisory Opinion 2014-09 (Bitcoin PAC)",
            "A PAC may accept bitcoin.", "2014-11-20"),
        fec("ao1811", "advisory_opinion", "Advisory Opinion 2018-11 (Okafor for Congress)",
            "Childcare may be paid.", "2018-05-10"),
        fec("ao1913", "advisory_opinion", "Advisory Opinion 2019-13 (Marsh for Senate)",
            "Eldercare may be paid.", "2019-09-26"),
        fec("digital", "rule", "Final Rule: Contributions of Digital Assets", "Advisory "
            "Opinions 2014-09 and 2018-04 are superseded.", "2025-12-10"),
        fec("care", "rule", "Final Rule: Caregiving Expenses", "Supersedes: Advisory Opinions "
            "2018-11 (Okafor for Congress) and 2019-13 (Marsh for Senate). The Commission "
            "revises its rules.", "2024-04-18"),
    ]
    assert {("digital", "ao1409"), ("care", "ao1811"), ("care", "ao1913")} <= accepted(
        rows, embedded_store, extractor
    )

    def nih(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("research_grants", doc_id, "notice", title, text, at)

    rows = [
        nih("late", "Late Application Policy During COVID-19", "Notice Number: NOT-OD-20-091. "
            "Late applications are accepted.", "2020-03-16"),
        nih("end", "Ending of COVID-19 Flexibilities", "Notice Number: NOT-OD-23-114. "
            "NOT-OD-20-091 is hereby withdrawn, effective May 11, 2023.", "2023-04-27"),
    ]
    assert ("end", "late") in accepted(rows, embedded_store, extractor)


def test_a_permit_suspended_by_a_notice_and_reinstated_by_its_revision(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 162: "Notice of Suspension of DOT-SP 21455" is the notice's own act on the permit
    (no notice about one), "DOT-SP 21455 (Second Revision)" names the revision titled so, not
    the first, and "the suspension ordered on July 8, 2022 is rescinded" names the notice of
    that day."""

    def phmsa(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("hazmat", doc_id, doc_type, title, text, at)

    rows = [
        phmsa("first", "special_permit", "DOT-SP 21455 (First Revision)", "Boxes may carry "
              "damaged batteries.", "2020-08-03"),
        phmsa("second", "special_permit", "DOT-SP 21455 (Second Revision)", "Supersedes: "
              "DOT-SP 21455 (First Revision), issued August 3, 2020.", "2021-11-15"),
        phmsa("suspend", "notice", "Notice of Suspension of DOT-SP 21455", "PHMSA suspends "
              "DOT-SP 21455 (Second Revision) effective immediately.", "2022-07-08"),
        phmsa("reinstate", "notice", "Notice of Reinstatement of DOT-SP 21455", "Accordingly, "
              "the suspension ordered on July 8, 2022 is rescinded, and DOT-SP 21455 (Second "
              "Revision) is reinstated effective February 21, 2023.", "2023-02-21"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert statuses[("second", "first", "supersedes")] == "accepted"
    assert statuses[("suspend", "second", "suspends")] == "accepted"
    assert statuses[("reinstate", "suspend", "repeals")] == "accepted"
    assert statuses[("reinstate", "second", "reinstates")] == "accepted"
    assert statuses.get(("reinstate", "first", "reinstates")) != "accepted"


def test_a_reversed_vacatur_reinstates_the_rule_it_set_aside(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 159: a district court set the warnings rule aside ("... is held unlawful and set
    aside"); the court of appeals, in the case's later opinion, "REVERSE[s] the judgment of the
    district court" (its civil docket "No. 6:20-cv-00176" names the judgment below). The
    reversal reinstates the rule the judgment voided, beside itself; a rule of another case is
    not touched."""

    def opinion(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, "opinion", title, text, at)

    rows = [
        titled_record("legal", "rule", "regulation", "Required Warnings for Cigarette Packages: "
                      "Final Rule", "Packages must carry graphic warnings.", "2020-03-18"),
        opinion("district", "R.J. Harlan Tobacco Co. v. FDA, No. 6:20-cv-00176: final judgment",
                "United States District Court for the Eastern District of Texas. The final "
                "rule entitled Required Warnings for Cigarette Packages, published March 18, "
                "2020, is held unlawful and set aside.", "2023-01-13"),
        opinion("appeal", "R.J. Harlan Tobacco Co. v. FDA, No. 23-40076: opinion", "United "
                "States Court of Appeals for the Fifth Circuit. Appeal from the United States "
                "District Court for the Eastern District of Texas. We REVERSE the judgment of "
                "the district court.", "2024-03-21"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert statuses[("district", "rule", "voids")] == "accepted"
    assert statuses[("appeal", "district", "supersedes")] == "accepted"
    assert statuses[("appeal", "rule", "reinstates")] == "accepted"
