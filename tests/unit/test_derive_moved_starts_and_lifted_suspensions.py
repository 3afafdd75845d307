"""Acts stated the way blind batch 32 (454 street trading, 455 pilotage, 456 smoke control, 457
animal licensing, 458 land drainage, 459 school admissions, 460 HMO licensing, 461 veterinary
medicines) and batch 31 state them, where the derivation missed them: a start moved to a day
("the start date of X has been moved to D"), a deferral describing what its own title names
("the new fees will take effect on D instead of D0" under "Deferral of Animal Licence Fees
2025/26"), the suspension of a document "effected by" the notice that made it, and a numbered
part written with a bracketed subdivision ("Article 1(2) of the ... Order 2021").
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


def test_an_article_with_a_bracketed_subdivision_of_a_bracketed_title(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 450: "Article 1(2) of the Private Water Supplies (Notification of New Supplies)
    Order 2021 is amended so that ..." acts on that Order."""
    rows = [
        doc("order", "order", "The Private Water Supplies (Notification of New Supplies) Order "
            "2021", "A relevant person must notify the council of a new supply.", "2021-11-01",
            "2022-04-01"),
        doc("commencement", "order", "The Private Water Supplies (Notification of New Supplies) "
            "(Commencement) Order 2022", "Article 2: Article 1(2) of the Private Water Supplies "
            "(Notification of New Supplies) Order 2021 is amended so that the 2021 Order comes "
            "into force on 1 October 2022 instead of 1 April 2022.", "2022-03-01"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("commencement", "order", "amends")) == "accepted"
