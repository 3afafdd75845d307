"""Acts stated the way blind batch 33 (462 taxi licensing, 463 highway permits, 464 premises
licensing, 465 allergen guidance, 466 tree preservation, 467 radiation protection, 468
allotments, 469 drone restrictions) states them, where the derivation missed them: a passive
in a numbered circular, or dated by the document's own issue or start ("with effect from the
date of this circular", "on the date this Statement takes effect"); "Its implementation is
postponed until" after a sentence naming the document.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from tests.unit.test_derive_referring_subjects_and_issuer_titles import doc
from tests.unit.test_derive_rules import derive, extractor
from tests.unit.test_derive_stated_acts import found

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def test_a_passive_in_a_circular_or_dated_by_the_document_itself(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 467, 464: "... (2019) are revoked with effect from the date of this circular." in
    "Circular 2022/05: ..."; "The Framework Hours Guidance 2022 is withdrawn on the date this
    Statement takes effect" in a policy. News of the same act changes nothing."""
    rows = [
        doc("levels", "standard", "Regional Reference Levels for Fluoroscopy (2019)",
            "Barium swallow: 7 Gy cm2.", "2019-09-16"),
        doc("circular", "circular", "Circular 2022/05: Reference Levels for Fluoroscopy",
            "The Regional Reference Levels for Fluoroscopy (2019) are revoked with effect from "
            "the date of this circular.", "2022-05-09"),
        doc("hours", "guidance", "Framework Hours Guidance 2022",
            "Bars may open until 01:00.", "2022-03-15", "2022-06-01"),
        doc("statement", "policy", "Statement of Licensing Policy 2026",
            "This Statement has effect from 7 January 2026. The Framework Hours Guidance 2022 "
            "is withdrawn on the date this Statement takes effect.", "2025-11-20", "2026-01-07"),
        doc("news", "news", "Licensing news",
            "The Framework Hours Guidance 2022 is withdrawn, the council says.", "2026-01-08"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("circular", "levels", "repeals")) == "accepted"
    assert edges.get(("statement", "hours", "supersedes")) == "accepted"
    assert all(status != "accepted" for key, status in edges.items() if key[0] == "news")


def test_its_implementation_postponed_defers_the_document_before(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 465, 467: "The Allergen Enforcement Policy 2023 will not take effect on 1 April
    2023 as originally stated. Its implementation has been postponed until 1 October 2023";
    "Edition 6 of the Local Rules ... was issued in January 2023 with a start date of 1 April
    2023. Its implementation is postponed until 1 September 2023"."""
    rows = [
        doc("policy", "policy", "Allergen Enforcement Policy 2023",
            "Officers will check allergen information.", "2023-01-16", "2023-04-01"),
        doc("notice", "notice", "Notice: Allergen Enforcement Policy 2023 - revised start date",
            "The Allergen Enforcement Policy 2023 will not take effect on 1 April 2023 as "
            "originally stated. Its implementation has been postponed until 1 October 2023 so "
            "that officers can complete training.", "2023-03-13"),
        doc("rules", "code", "Local Rules: Diagnostic Radiology Department (Edition 6)",
            "These Local Rules apply to all staff.", "2023-01-09", "2023-04-01"),
        doc("circular", "circular", "Radiation Protection Circular 04/2023: Local Rules",
            "Edition 6 of the Local Rules for the Diagnostic Radiology Department was issued in "
            "January 2023 with a start date of 1 April 2023. Its implementation is postponed "
            "until 1 September 2023 so that the signage can be installed.", "2023-03-20"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("notice", "policy", "defers")) == "accepted"
    assert edges.get(("circular", "rules", "defers")) == "accepted"


def test_starts_put_back_or_said_to_come_later(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 468, 469, 464, 466: "Implementation of the ... Policy 2023 has been put back by
    three months, from 1 January 2024 to 1 April 2024"; "The Department has decided to put
    back the commencement of the ... Policy 2025 from 1 July 2025 to 1 January 2026"; "the
    revised guidance will not now come into operation until 1 September 2022" under a title
    naming it; "the new Statement shall instead take effect on 1 April 2026"; "Implementation
    of the 2025/26 schedule of charges for ... advice is deferred until 1 July 2025" (a
    schedule its year names is a document, not a part of one)."""
    rows = [
        doc("waiting", "policy", "Allotment Waiting List Policy 2023",
            "Applicants are offered plots in order.", "2023-10-01", "2024-01-01"),
        doc("put", "notice", "Allotment Notice AN 2023/09",
            "Implementation of the Allotment Waiting List Policy 2023 has been put back by "
            "three months, from 1 January 2024 to 1 April 2024.", "2023-12-01"),
        doc("drone", "policy", "Aerodrome Drone Protection Policy 2025",
            "Operators must give notice.", "2025-03-01", "2025-07-01"),
        doc("commence", "circular", "Circular 2/2025",
            "The Department has decided to put back the commencement of the Aerodrome Drone "
            "Protection Policy 2025 from 1 July 2025 to 1 January 2026.", "2025-06-01"),
        doc("hours", "guidance", "Framework Hours Guidance 2022",
            "Bars may open until 01:00.", "2022-03-15", "2022-06-01"),
        doc("change", "notice", "Framework Hours Guidance 2022: Change of Commencement Date",
            "The Council announced in March 2022 that its revised framework hours guidance "
            "would apply from 1 June 2022. The Licensing Committee agreed on 17 May 2022 that "
            "the revised guidance will not now come into operation until 1 September 2022.",
            "2022-05-20"),
        doc("statement", "policy", "Statement of Licensing Policy 2026-2031",
            "This Statement has effect from 7 January 2026.", "2025-11-20", "2026-01-07"),
        doc("instead", "notice", "Statement of Licensing Policy 2026-2031: Postponement",
            "The Statement of Licensing Policy 2026-2031 was adopted in November 2025 to take "
            "effect on 7 January 2026. The Council has decided that the new Statement shall "
            "instead take effect on 1 April 2026.", "2025-12-18"),
        doc("charges", "conditions", "Schedule of Charges: Pre-application Tree Advice 2025/26",
            "Site meeting: 175 pounds.", "2025-02-20", "2025-04-01"),
        doc("decision", "notice", "Cabinet Decision Notice CD/2025/14: Tree Advice Charges",
            "Decision: Implementation of the 2025/26 schedule of charges for pre-application "
            "tree advice is deferred until 1 July 2025.", "2025-03-25"),
    ]
    edges = found(rows, embedded_store, extractor)
    for deferral, deferred in (
        ("put", "waiting"), ("commence", "drone"), ("change", "hours"),
        ("instead", "statement"), ("decision", "charges"),
    ):
        assert edges.get((deferral, deferred, "defers")) == "accepted", (deferral, deferred)
