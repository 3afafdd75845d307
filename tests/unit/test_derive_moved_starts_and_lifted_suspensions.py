"""Acts stated the way blind batch 32 (454 street trading, 455 pilotage, 456 smoke control, 457
animal licensing, 458 land drainage, 459 school admissions, 460 HMO licensing, 461 veterinary
medicines) and batch 31 state them, where the derivation missed them: a start moved to a day
("the start date of X has been moved to D"), put back ("has therefore put back the start of
Version 14 to D") or restated ("on D and not on D0"); a deferral describing what its own title
names ("the new fees", "the 2025/26 charges", "the Byelaws 2024"); the suspension of a
document "effected by" the notice that made it, lifted; "It" after a sentence saying when a
document was issued; a numbered part of what "those conditions" point back to; a
substitution in a part of another document ("In byelaw 10 of X, for 'seven metres'
substitute 'nine metres'"), a deferral where the day it replaces is the document's start;
starts "changed from D0 to D" or that "will now begin on D rather than D0"; and a suspension
"announced on" the day of the notice stating it, lifted.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from tests.unit.test_derive_referring_subjects_and_issuer_titles import doc
from tests.unit.test_derive_rules import derive, extractor
from tests.unit.test_derive_stated_acts import found

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def test_a_start_date_moved_to_a_day_defers_the_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 457: "the start date of the Home Boarding Licence Conditions 2026 has been moved
    to 1 April 2026"; an office "moved to" a street defers nothing."""
    rows = [
        doc("conditions", "conditions", "Home Boarding Licence Conditions 2026",
            "A licence holder must hold a first-aid certificate.", "2025-10-01", "2026-01-01"),
        doc("moved", "notice", "Home Boarding Licence Conditions 2026: change of start date",
            "Following representations from licence holders, the start date of the Home "
            "Boarding Licence Conditions 2026 has been moved to 1 April 2026.", "2025-12-01"),
        doc("office", "notice", "Licensing Office Notice",
            "The Licensing Office has been moved to 4 Mill Street.", "2025-12-02"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("moved", "conditions", "defers")) == "accepted"
    assert not any(key[0] == "office" for key in edges)


def test_a_deferral_describing_what_its_title_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 457: "The Council has agreed that the new fees will take effect on 1 July 2025
    instead of 1 April 2025" under "Deferral of Animal Licence Fees 2025/26"."""
    rows = [
        doc("fees", "schedule", "Animal Licence Fees 2025/26",
            "Home boarding for dogs: 255 pounds.", "2024-10-15", "2025-04-01"),
        doc("deferral", "notice", "Deferral of Animal Licence Fees 2025/26",
            "The Council has agreed that the new fees will take effect on 1 July 2025 instead "
            "of 1 April 2025.", "2025-02-20"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("deferral", "fees", "defers")) == "accepted"


def test_a_suspension_effected_by_a_circular_is_lifted(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 457: "The suspension of the Inspection Procedures Guidance ... effected by Circular
    AW 2020/03 is lifted": the circular's suspension ends (rescinded) and the guidance applies
    again, not a reinstatement of the circular."""
    rows = [
        doc("guidance", "guidance", "Inspection Procedures Guidance for Licensed Animal "
            "Activities", "Inspections are made in person.", "2018-09-10"),
        doc("circular", "circular", "Circular AW 2020/03: temporary arrangements for "
            "inspections", "With immediate effect, the Inspection Procedures Guidance for "
            "Licensed Animal Activities issued in September 2018 is suspended.", "2020-03-25"),
        doc("lifting", "circular", "Circular AW 2021/06: Resumption of in-person inspections",
            "The suspension of the Inspection Procedures Guidance for Licensed Animal "
            "Activities effected by Circular AW 2020/03 is lifted with effect from 1 September "
            "2021.", "2021-08-02"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("lifting", "circular", "rescinds")) == "accepted"
    assert ("lifting", "circular", "reinstates") not in edges


def test_it_stands_for_the_document_the_sentence_before_says_was_issued(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 454, 456: "The Trust first published a Pitch Allocation Code in January 2019. It
    is replaced by this Code on 1 September 2025."; "The Council issued guidance on burning
    wood at home in October 2017. It is replaced by this edition"."""
    rows = [
        doc("code-2019", "code", "Pitch Allocation Code", "Pitches go to the longest waiting.",
            "2019-01-14", issuer="Eastmere Charter Markets Trust"),
        doc("code-2025", "code", "Pitch Allocation Code 2025", "The Trust first published a "
            "Pitch Allocation Code in January 2019. It is replaced by this Code on 1 September "
            "2025. Pitches are scored.", "2025-06-02", issuer="Eastmere Charter Markets Trust"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("code-2025", "code-2019", "supersedes")) == "accepted"


def test_a_part_of_those_conditions(embedded_store: GraphStore, extractor: SpacyExtractor) -> None:
    """Trial 456: "The Council has varied the conditions of membership of the Approved Coal
    Merchants Scheme that came into effect in July 2022. With effect from 1 June 2024,
    paragraph 6 of those conditions is amended to read: ..." (a numbered part of what a
    demonstrative points back to)."""
    rows = [
        doc("conditions", "conditions", "Approved Coal Merchants Scheme - Conditions of "
            "Membership (2022)", "Members must keep delivery records.", "2022-06-20",
            "2022-07-01"),
        doc("variation", "notice", "Approved Coal Merchants Scheme - Variation of Conditions",
            "The Council has varied the conditions of membership of the Approved Coal Merchants "
            "Scheme that came into effect in July 2022. With effect from 1 June 2024, paragraph "
            "6 of those conditions is amended to read: 'Members must keep an electronic "
            "record.'", "2024-05-13"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("variation", "conditions", "amends")) == "accepted"


def test_more_ways_a_start_is_put_off(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 454, 456: "The Office has therefore put back the start of Version 14 to 1 October
    2023" in a notice titled by that version of the register; "the 2025/26 charges will not
    take effect on 1 April 2025 as previously advertised; they will instead take effect on 1
    June 2025" under a title naming those charges; "The Order will come into operation on 1
    July 2023 and not on 1 January 2023"; "The Board has therefore resolved that the Byelaws
    2024 will not come into force on 1 April 2024 as previously announced, but on 1 July
    2024" (trial 458)."""
    rows = [
        doc("register", "list", "Exempt Appliances Register - Version 14",
            "The following stoves are exempt.", "2023-01-10", "2023-04-01"),
        doc("register-def", "notice", "ODFS Notice 2/2023: Exempt Appliances Register Version 14 "
            "- Revised Start Date", "The Office has therefore put back the start of Version 14 "
            "to 1 October 2023.", "2023-03-20"),
        doc("charges", "schedule", "Street Trading Fees and Charges 2025/26",
            "A twelve-month consent costs 900 pounds.", "2025-01-20", "2025-04-01"),
        doc("charges-def", "notice", "Street Trading Fees and Charges 2025/26: change of "
            "implementation date", "To allow that to happen, the 2025/26 charges will not take "
            "effect on 1 April 2025 as previously advertised; they will instead take effect on "
            "1 June 2025.", "2025-03-24"),
        doc("order", "order", "Harrowfield (Smoke Control Area No. 5) Order 2022",
            "Smoke may not be emitted from a chimney.", "2022-09-12", "2023-01-01"),
        doc("order-def", "notice", "Notice of Postponed Operation: Harrowfield (Smoke Control "
            "Area No. 5) Order 2022", "The Order will come into operation on 1 July 2023 and not "
            "on 1 January 2023 as stated in article 1 of the Order.", "2022-12-05"),
        doc("byelaws", "byelaws", "Fenmarsh Internal Drainage Board Land Drainage Byelaws 2024",
            "The byelaw strip is nine metres wide.", "2024-02-12", "2024-04-01",
            issuer="Fenmarsh Internal Drainage Board"),
        doc("byelaws-def", "notice", "FIDB Notice 2024/01: Commencement of the Land Drainage "
            "Byelaws 2024", "The Board has therefore resolved that the Byelaws 2024 will not "
            "come into force on 1 April 2024 as previously announced, but on 1 July 2024.",
            "2024-03-25", issuer="Fenmarsh Internal Drainage Board"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("byelaws-def", "byelaws", "defers")) == "accepted"
    assert edges.get(("register-def", "register", "defers")) == "accepted"
    assert edges.get(("charges-def", "charges", "defers")) == "accepted"
    assert edges.get(("order-def", "order", "defers")) == "accepted"


def test_a_substitution_in_a_part_of_another_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 458, 461: "In byelaw 10 of the Fenmarsh Internal Drainage Board Land Drainage
    Byelaws 2016, for the words 'seven metres' substitute 'nine metres'" amends the byelaws;
    "In article 1(2) of the ... Order 2025, for '1st October 2025' substitute '1st April 2026'"
    puts the Order's start off (the day replaced is its own start), as "Article 1(2) of the
    ... Order 2021 is amended so that the 2021 Order comes into force on 1 October 2022 instead
    of 1 April 2022" does (trial 450)."""
    rows = [
        doc("byelaws", "byelaws", "Fenmarsh Internal Drainage Board Land Drainage Byelaws 2016",
            "No structure may be erected within seven metres of a watercourse.", "2016-03-01",
            issuer="Fenmarsh Internal Drainage Board"),
        doc("byelaw-10", "order", "Fenmarsh Internal Drainage Board (Byelaw 10) Amendment 2020",
            "1. In byelaw 10 of the Fenmarsh Internal Drainage Board Land Drainage Byelaws "
            "2016, for the words 'seven metres' substitute 'nine metres'. 2. This amendment "
            "does not affect existing structures.", "2020-07-13",
            issuer="Fenmarsh Internal Drainage Board"),
        doc("order", "order", "The Veterinary Medicines (Prescribing and Supply) Order 2025",
            "Only a veterinary surgeon may prescribe.", "2025-05-01", "2025-10-01"),
        doc("commencement", "order", "The Veterinary Medicines (Prescribing and Supply) Order "
            "2025 (Commencement) (Amendment) Order 2025", "In article 1(2) of the Veterinary "
            "Medicines (Prescribing and Supply) Order 2025, for '1st October 2025' substitute "
            "'1st April 2026'.", "2025-08-20"),
        doc("order-2021", "order", "The Private Water Supplies (Notification of New Supplies) "
            "Order 2021", "A relevant person must notify the council.", "2021-11-01",
            "2022-04-01"),
        doc("commencement-2022", "order", "The Private Water Supplies (Notification of New "
            "Supplies) (Commencement) Order 2022", "Article 1(2) of the Private Water Supplies "
            "(Notification of New Supplies) Order 2021 is amended so that the 2021 Order comes "
            "into force on 1 October 2022 instead of 1 April 2022.", "2022-03-01"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("byelaw-10", "byelaws", "amends")) == "accepted"
    assert edges.get(("commencement", "order", "defers")) == "accepted"
    assert ("commencement", "order", "amends") not in edges
    assert edges.get(("commencement-2022", "order-2021", "defers")) == "accepted"


def test_starts_changed_or_begun_later_and_a_pronoun_withdrawn(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 461: "The date on which the February 2024 edition of Veterinary Medicines
    Guidance Note 13 takes effect is changed from 1 July 2024 to 13 January 2025";
    "Implementation of AHC 05/2022 will now begin on 1 July 2023 rather than 1 January 2023";
    "The Agency published an advisory note on compounding by veterinary surgeons in August
    2017. It is withdrawn with effect from the date on which these conditions take effect."."""
    rows = [
        doc("note", "guidance", "Veterinary Medicines Guidance Note 13: Prescribing under the "
            "Cascade (February 2024 edition)", "The cascade is applied in order.",
            "2024-02-12", "2024-07-01"),
        doc("note-def", "notice", "VMA Notice VMN 2024/06: Guidance Note 13 (February 2024 "
            "edition) - new date", "The date on which the February 2024 edition of Veterinary "
            "Medicines Guidance Note 13 takes effect is changed from 1 July 2024 to 13 January "
            "2025.", "2024-06-10"),
        doc("circular", "circular", "Animal Health Circular AHC 05/2022: Electronic medicine "
            "records", "Keepers must keep electronic records.", "2022-09-01", "2023-01-01"),
        doc("circular-def", "circular", "Animal Health Circular AHC 08/2022",
            "Implementation of AHC 05/2022 will now begin on 1 July 2023 rather than 1 January "
            "2023.", "2022-11-15"),
        doc("advisory", "guidance", "Advisory Note: Compounding by Veterinary Surgeons",
            "Compounded products must be labelled.", "2017-08-10", issuer="Agency"),
        doc("conditions", "conditions", "Conditions for Veterinary Compounding 2022",
            "The Agency published an advisory note on compounding by veterinary surgeons in "
            "August 2017. It is withdrawn with effect from the date on which these conditions "
            "take effect.", "2022-03-01", issuer="Agency"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("note-def", "note", "defers")) == "accepted"
    assert edges.get(("circular-def", "circular", "defers")) == "accepted"
    assert edges.get(("conditions", "advisory", "supersedes")) == "accepted"


def test_a_suspension_announced_on_a_day_is_lifted(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 453: "The suspension of the Graveside Attendance and Funeral Service Policy,
    announced on 24 March 2020, is lifted" ends the notice of that day, which states it ("It is
    suspended with immediate effect."), though its title names no suspension."""
    rows = [
        doc("policy", "policy", "Graveside Attendance and Funeral Service Policy",
            "There is no limit on mourners.", "2019-02-01"),
        doc("suspension", "notice", "Notice: Graveside Attendance during the Current Emergency",
            "The Council adopted its Graveside Attendance and Funeral Service Policy in February "
            "2019. It is suspended with immediate effect.", "2020-03-24"),
        doc("lifting", "notice", "Notice: Graveside Attendance - Return to Normal Arrangements",
            "The suspension of the Graveside Attendance and Funeral Service Policy, announced "
            "on 24 March 2020, is lifted from 19 July 2021.", "2021-07-12"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("suspension", "policy", "suspends")) == "accepted"
    assert edges.get(("lifting", "suspension", "rescinds")) == "accepted"


def test_a_title_two_issuers_use_is_the_citing_issuers_own(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 455: Carrowmere's "Amendment to Pilotage Directions 2019" amends Carrowmere's
    "Pilotage Directions 2019", not Lessing's later directions of the same title (no editions
    of one document: their issuers differ)."""
    rows = [
        doc("carrowmere", "directions", "Pilotage Directions 2019", "Pilots board at the "
            "Carrow station.", "2019-01-15", issuer="Carrowmere Harbour Authority"),
        doc("lessing", "directions", "Pilotage Directions 2019", "Pilots board at the Lessing "
            "station.", "2019-06-03", issuer="Lessing Estuary Conservancy"),
        doc("amendment", "notice", "Notice to Mariners No. 14 of 2020: Amendment to Pilotage "
            "Directions 2019 (Boarding Position)", "Paragraph 5.1 of the Pilotage Directions "
            "2019 is amended so that the pilot boarding position is the Outer Carrow position.",
            "2020-03-02", issuer="Carrowmere Harbour Authority"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("amendment", "carrowmere", "amends")) == "accepted"
    assert edges.get(("amendment", "lessing", "amends")) != "accepted"


def test_a_replacement_taking_in_a_part_and_a_correction_in_an_opening(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 454: "On 1 April 2024 this policy replaces the Street Trading Policy 2019,
    including paragraph 7.3 as amended in June 2021" replaces the whole policy (the part is
    taken in, no restriction); "In Amendment No. 1 to the Street Trading Policy 2020, the
    commencement date printed as 1 April 2032 is corrected to 1 April 2023" corrects that
    amendment; "In March 2021, the fee printed ... is corrected" names no document."""
    rows = [
        doc("policy-2019", "policy", "Street Trading Policy 2019", "Consents last a year.",
            "2019-02-18", issuer="Harrowgate Vale District Council"),
        doc("policy-2024", "policy", "Street Trading Policy 2024", "On 1 April 2024 this "
            "policy replaces the Street Trading Policy 2019, including paragraph 7.3 as amended "
            "in June 2021.", "2024-01-15", issuer="Harrowgate Vale District Council"),
        doc("amendment", "policy", "Calderbrook Street Trading Policy 2020: Amendment No. 1",
            "Saint Aldate's Walk is a prohibited street.", "2023-03-01"),
        doc("correction", "notice", "Correction to Amendment No. 1",
            "In Amendment No. 1 to the Calderbrook Street Trading Policy 2020, the "
            "commencement date printed as 1 April 2032 is corrected to 1 April 2023.",
            "2023-03-20"),
        doc("schedule", "notice", "Fees notice 2021", "A consent costs 50 pounds.",
            "2021-03-10"),
        doc("fees", "notice", "Fees notice", "In March 2021, the fee printed as 50 pounds is "
            "corrected to 60 pounds.", "2023-04-20"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("policy-2024", "policy-2019", "replaces")) == "accepted"
    assert edges.get(("correction", "amendment", "corrects")) == "accepted"
    assert not any(key[0] == "fees" for key in edges)


def test_a_restated_start_defers_from_the_notice_until_the_new_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 446, 447, 449, 452, 456, 457: "Edition 5 will now take effect on 1 January 2024
    rather than on 1 July 2023" held from 1 January 2024 to 31 December 2023, so never: the
    new day the sentence names is when the deferral ends, not when it starts to hold."""
    rows = [
        doc("fees", "schedule", "Animal Licence Fees 2025/26", "Home boarding: 255 pounds.",
            "2024-10-14", "2025-04-01"),
        doc("deferral", "notice", "Deferral of Animal Licence Fees 2025/26",
            "The Council has agreed that the new fees will take effect on 1 July 2025 instead "
            "of 1 April 2025.", "2025-03-03"),
    ]
    [deferral] = [
        edge for edge in derive(rows, embedded_store, extractor) if edge.kind == "defers"
    ]
    assert (deferral.newer_id, deferral.older_id) == ("deferral", "fees")
    assert deferral.valid_from is not None and deferral.valid_from[:10] == "2025-03-03"
    assert deferral.valid_to is not None and deferral.valid_to[:10] == "2025-06-30"


def test_the_edition_named_is_another_title_kinds(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 455: "The date from which Edition 3 of MSD-G 07 applies is deferred from 1 July
    2024 to 1 January 2025" defers "MSD-G 07: Pilot Transfer Arrangements (Edition 3)", not
    "MSD-G 07 (Edition 2): Amendment 1", whose whole title but for its edition is "MSD-G 07"."""
    rows = [
        doc("amendment", "guidance", "MSD-G 07 (Edition 2): Amendment 1",
            "Section 4.3 is amended.", "2021-03-08", "2021-05-01"),
        doc("edition-3", "guidance", "MSD-G 07: Pilot Transfer Arrangements (Edition 3)",
            "Ladders must be lit.", "2024-04-15", "2024-07-01"),
        doc("deferral", "circular", "Circular 2024/05: MSD-G 07 Edition 3 - Deferred "
            "Application", "The date from which Edition 3 of MSD-G 07 applies is deferred from "
            "1 July 2024 to 1 January 2025.", "2024-06-17"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("deferral", "edition-3", "defers")) == "accepted"
    assert ("deferral", "amendment", "defers") not in edges
