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
from tests.unit.test_derive_stated_acts import accepted, found

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


def test_a_title_listed_with_a_name_and_names_joined_together_with(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 468, 463, 469: "These Rules supersede the Allotment Tenancy Rules 2019 and
    Allotment Notice AN 2020/03." (a title listed before a name); "these conditions replace the
    Skip Permit Conditions 2020 together with HLN 03/2022, which amended condition 4 of those
    conditions"; "Circular 1/2020 is revoked, together with Circular 4/2022, which amended
    it." A title its sentence does not list beside the name stays untouched."""
    rows = [
        doc("rules", "rules", "Allotment Tenancy Rules 2019", "Rule 1: tenants must be 18.",
            "2019-01-15", "2019-04-01"),
        doc("an", "notice", "Allotment Notice AN 2020/03: Bonfires",
            "Rule 9 of the Allotment Tenancy Rules 2019 is amended.", "2020-06-01"),
        doc("new", "rules", "Allotment Tenancy Rules 2023",
            "These Rules supersede the Allotment Tenancy Rules 2019 and Allotment Notice AN "
            "2020/03.", "2023-01-20", "2023-04-01"),
        doc("skip", "conditions", "Skip Permit Conditions 2020", "1. Permits last 28 days.",
            "2020-01-10"),
        doc("hln", "notice", "HLN 03/2022 \u2013 Skip permits in conservation areas",
            "Condition 4 of the Skip Permit Conditions 2020 is amended.", "2022-04-04",
            reference="HLN 03/2022"),
        doc("skip25", "conditions", "Skip Permit Conditions 2025",
            "On and from 1 April 2025 these conditions replace the Skip Permit Conditions 2020 "
            "together with HLN 03/2022, which amended condition 4 of those conditions.",
            "2025-01-20", "2025-04-01"),
        doc("c1", "circular", "Circular 1/2020: Enforcement of Zone Infringements",
            "Officers should seize the aircraft.", "2020-02-03"),
        doc("c4", "circular", "Circular 4/2022: Fixed Penalties for Zone Infringements",
            "Paragraph 6 of Circular 1/2020 is amended.", "2022-05-09"),
        doc("c3", "circular", "Circular 3/2025: Enforcement of Zone Infringements",
            "Circular 1/2020 is revoked, together with Circular 4/2022, which amended it.",
            "2025-10-06"),
    ]
    edges = found(rows, embedded_store, extractor)
    for newer, older in (
        ("new", "rules"), ("new", "an"), ("skip25", "skip"), ("skip25", "hln"), ("c3", "c1"),
        ("c3", "c4"),
    ):
        assert any(
            key[:2] == (newer, older) and status == "accepted" for key, status in edges.items()
        ), (newer, older)


def test_the_previous_document_of_its_kind_is_its_own_issuers(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 465, 466: "These conditions replace the previous conditions for mobile and
    temporary food stalls" (another council's conditions carry the same title); "This schedule
    replaces the previous schedule of charges for pre-application tree advice"."""
    rows = [
        doc("ours", "conditions", "Conditions for Mobile and Temporary Food Stalls",
            "Condition 1: registration.", "2016-04-04", issuer="Northmere District Council"),
        doc("theirs", "conditions", "Conditions for Mobile and Temporary Food Stalls",
            "A. A hygiene rating of 3.", "2018-06-04", issuer="Eastmoor Borough Council"),
        doc("new", "conditions", "Conditions for Mobile and Temporary Food Stalls 2019",
            "These conditions replace the previous conditions for mobile and temporary food "
            "stalls with effect from 1 May 2019.", "2019-03-25", "2019-05-01",
            issuer="Northmere District Council"),
        doc("charges", "schedule", "Schedule of Charges: Pre-application Tree Advice 2024/25",
            "Site meeting: 150 pounds.", "2024-03-01", "2024-04-01"),
        doc("charges2", "schedule", "Schedule of Charges: Pre-application Tree Advice 2025/26",
            "This schedule replaces the previous schedule of charges for pre-application tree "
            "advice from 1 April 2025.", "2025-02-20", "2025-04-01"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("new", "ours", "supersedes")) == "accepted"
    assert ("new", "theirs", "supersedes") not in edges
    assert edges.get(("charges2", "charges", "supersedes")) == "accepted"


def test_a_document_said_to_have_effect_or_apply_again_is_reinstated(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 466, 469: "Practice Note PN3 applies again to notices received on or after 1
    December 2020."; "As a result, DN 2019/02 has effect again from 11 October 2021". The
    suspension or withdrawal before stops holding."""
    rows = [
        doc("pn3", "guidance", "Practice Note PN3: Fast-Track Handling of Notices",
            "Notices are decided within ten days.", "2018-01-10"),
        doc("off", "notice", "Service Notice 2020/04: Fast-Track Procedure Suspended",
            "Practice Note PN3 is suspended until further notice.", "2020-03-25"),
        doc("resumes", "notice", "Service Notice 2020/09: Fast-Track Procedure Resumes",
            "Practice Note PN3 applies again to notices received on or after 1 December 2020.",
            "2020-11-20"),
        doc("dn", "notice", "Drone Notice DN 2019/02: Giving notice through FlyZone",
            "Operators give notice through the FlyZone portal.", "2019-03-01"),
        doc("back", "notice", "Drone Notice DN 2021/09: FlyZone restored",
            "The new portal contract has been signed. As a result, DN 2019/02 has effect again "
            "from 11 October 2021.", "2021-10-01"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("resumes", "pn3", "reinstates")) == "accepted"
    assert edges.get(("back", "dn", "reinstates")) == "accepted"


def test_it_stands_for_what_the_sentence_before_says_its_issuer_put_out(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 469, 464: "In February 2019 the Authority published DN 2019/02, which introduced
    the FlyZone portal. It is withdrawn with effect from 1 May 2021"; "Harrowmere Borough
    Council ... publishes this Statement of Licensing Policy. It has effect from 7 January 2021
    and replaces the Statement of Licensing Policy 2016-2021 in its entirety." """
    rows = [
        doc("dn", "notice", "Drone Notice 2019/02: FlyZone Portal",
            "The Authority has launched FlyZone.", "2019-02-20", reference="DN 2019/02"),
        doc("off", "notice", "Drone Notice 2021/03: FlyZone Portal",
            "In February 2019 the Authority published DN 2019/02, which introduced the FlyZone "
            "portal. It is withdrawn with effect from 1 May 2021, when the contract ends.",
            "2021-04-12", reference="DN 2021/03"),
        doc("slp16", "policy", "Statement of Licensing Policy 2016-2021",
            "The Council will promote the licensing objectives.", "2016-01-07"),
        doc("slp21", "policy", "Statement of Licensing Policy 2021-2026",
            "Harrowmere Borough Council has reviewed its licensing policy and publishes this "
            "Statement of Licensing Policy. It has effect from 7 January 2021 and replaces the "
            "Statement of Licensing Policy 2016-2021 in its entirety.", "2020-12-10",
            "2021-01-07"),
    ]
    assert {("off", "dn"), ("slp21", "slp16")} <= accepted(rows, embedded_store, extractor)


def test_a_numbered_rule_of_the_rules_and_an_edition_of_a_dashed_title(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 468, 463: "Rule 14 of the Allotment Tenancy Rules 2023 is corrected by ..." (a
    notice titled "Commencement of the Allotment Tenancy Rules 2023" is about the rules, not
    them); "HLN 01/2023 \u2013 Correction to Edition 3 of the Scaffolding Licence Standard
    Conditions" corrects "Scaffolding Licence \u2013 Standard Conditions (Edition 3)"."""
    rows = [
        doc("rules", "rules", "Allotment Tenancy Rules 2023", "Rule 14: 7 days' notice.",
            "2023-01-20", "2023-04-01"),
        doc("start", "notice", "Allotment Notice AN 2023/02: Commencement of the Allotment "
            "Tenancy Rules 2023", "The rules start on 1 October 2023.", "2023-03-01"),
        doc("fix", "notice", "Allotment Notice AN 2024/01: Correction to Rule 14",
            "Rule 14 of the Allotment Tenancy Rules 2023 is corrected by replacing '7 days' "
            "with '14 days'.", "2024-01-22"),
        doc("scaffold", "conditions", "Scaffolding Licence \u2013 Standard Conditions (Edition 3)",
            "11.2 A clear footway of 1.2 metres.", "2022-09-01", "2023-01-01"),
        doc("erratum", "notice", "HLN 01/2023 \u2013 Correction to Edition 3 of the Scaffolding "
            "Licence Standard Conditions", "For 1.2 metres read 1.5 metres.", "2023-02-10"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("fix", "rules", "corrects")) == "accepted"
    assert edges.get(("erratum", "scaffold", "corrects")) == "accepted"


def test_an_issuer_acting_by_the_name_its_metadata_declares(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 469: "Harwick Airport suspends the Conditions for Drone Flights in the Harwick
    Airport Flight Restriction Zone (Edition 3) from 1 May 2024 until further notice." in a
    notice of Harwick Airport Ltd; a pilots' newsletter writing the same sentence reports it."""
    act = ("Harwick Airport suspends the Conditions for Drone Flights in the Harwick Airport "
           "Flight Restriction Zone (Edition 3) from 1 May 2024 until further notice.")
    rows = [
        doc("conditions", "conditions", "Conditions for Drone Flights in the Harwick Airport "
            "Flight Restriction Zone (Edition 3)", "Apply 28 days ahead.", "2022-06-15",
            issuer="Harwick Airport Ltd"),
        doc("notice", "notice", "Temporary Suspension of Drone Permissions", act, "2024-04-10",
            issuer="Harwick Airport Ltd"),
        doc("news", "news", "Pilots' newsletter", act, "2024-04-12",
            issuer="Regional Drone Pilots Association"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("notice", "conditions", "suspends")) == "accepted"
    assert edges.get(("news", "conditions", "suspends")) != "accepted"


def test_a_numbered_paragraph_keeping_a_notice_in_force_starts_a_sentence(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 462: "... and Licensing Notice 2018/05 on six-monthly inspections of older
    vehicles. 1.3 Licensing Notice 2017/04 on roof signs is not affected by this Policy and
    remains in force." keeps 2017/04 in force, not 2018/05 withdrawn before it."""
    rows = [
        doc("n0518", "notice", "Licensing Notice 2018/05: Six-Monthly Inspections",
            "Older vehicles are inspected every six months.", "2018-05-01"),
        doc("n0417", "notice", "Licensing Notice 2017/04: Roof Signs",
            "Roof signs must be lit.", "2017-04-01"),
        doc("policy", "policy", "Hackney Carriage and Private Hire Licensing Policy 2023",
            "1.2 The following are withdrawn and replaced by this Policy from the date it takes "
            "effect: the Hackney Carriage Fares Guide; and Licensing Notice 2018/05 on "
            "six-monthly inspections of older vehicles. 1.3 Licensing Notice 2017/04 on roof "
            "signs is not affected by this Policy and remains in force.", "2023-05-22"),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert ("policy", "n0518") in pairs
    assert ("policy", "n0417") not in pairs


def test_replaced_by_its_own_parts_and_an_edition_listed_before_a_notice(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 446, 468, 467: "Notice 2019/08 (Post-incident reports) \u2014 replaced in full by
    paragraph 5 of this Notice." (out of force, not amended: the paragraph is the source's);
    "The Allotment Concessions Policy 2019 and Allotment Notice AN 2019/04 are also replaced
    from that date by Parts 3 and 4 of this schedule."; "this edition replaces the 2019 edition
    and the amendment notice issued in March 2022"."""
    rows = [
        doc("n0908", "notice", "Notice 2019/08: Post-incident reports", "Reports within a month.",
            "2019-08-01"),
        doc("consolidated", "notice", "Consolidated Notice 2022/07: Incident Reporting",
            "5. A post-incident report is due within three months. Schedule. Notice 2019/08 "
            "(Post-incident reports) \u2014 replaced in full by paragraph 5 of this Notice.",
            "2022-10-03"),
        doc("concessions", "policy", "Allotment Concessions Policy 2019", "Half rent at 65.",
            "2019-02-01"),
        doc("an", "notice", "Allotment Notice AN 2019/04: Water charges", "Water: 10 pounds.",
            "2019-06-01"),
        doc("schedule", "schedule", "Allotment Rents and Charges Schedule 2024",
            "The Allotment Concessions Policy 2019 and Allotment Notice AN 2019/04 (water "
            "charges) are also replaced from that date by Parts 3 and 4 of this schedule.",
            "2023-12-05"),
        doc("drl19", "standard", "National Reference Levels for Adult CT (2019 Edition)",
            "CT head: 60 mGy.", "2019-03-25"),
        doc("drl19a", "notice", "Amendment Notice: National Reference Levels for Adult CT (2019 "
            "Edition)", "Paragraph 4.2 is amended.", "2022-03-14"),
        doc("drl23", "standard", "National Reference Levels for Adult CT (2023 Edition)",
            "From 1 January 2024 this edition replaces the 2019 edition and the amendment "
            "notice issued in March 2022.", "2023-06-12"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("consolidated", "n0908", "supersedes")) == "accepted"
    assert ("consolidated", "n0908", "amends") not in edges
    assert edges.get(("schedule", "concessions", "supersedes")) == "accepted"
    assert edges.get(("schedule", "an", "supersedes")) == "accepted"
    assert edges.get(("drl23", "drl19", "supersedes")) == "accepted"


def test_a_numbered_name_and_its_topic_as_a_passive_subject(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 466: "Item 2: Amendment Note 1/2022 on dead and dangerous trees is replaced; its
    wording is carried into paragraph 5.2 of this edition." cites "Amendment Note 1/2022: Dead
    and Dangerous Trees in Conservation Areas" by its main title, its topic after it."""
    rows = [
        doc("note", "guidance", "Amendment Note 1/2022: Dead and Dangerous Trees in "
            "Conservation Areas", "Dead trees are exempt.", "2022-05-01"),
        doc("tg1", "guidance", "Guidance Note TG1: Works to Trees (Third Edition)",
            "Schedule of documents replaced. Item 2: Amendment Note 1/2022 on dead and "
            "dangerous trees is replaced; its wording is carried into paragraph 5.2 of this "
            "edition.", "2024-04-02"),
    ]
    assert ("tg1", "note") in accepted(rows, embedded_store, extractor)


def test_a_title_labelled_amendment_notice_amends_the_name_after_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 467: "Amendment Notice: National Diagnostic Reference Levels for Adult CT
    Examinations (2019 Edition)" amends that edition (its text names only "the 2019 edition");
    a notice titled otherwise that reports an amendment does not."""
    rows = [
        doc("drl", "standard", "National Diagnostic Reference Levels for Adult CT Examinations "
            "(2019 Edition)", "CT head: 60 mGy.", "2019-03-25"),
        doc("amendment", "notice", "Amendment Notice: National Diagnostic Reference Levels for "
            "Adult CT Examinations (2019 Edition)", "Paragraph 4.2 of the 2019 edition, and "
            "the entry for CT head in Table 1, are amended as set out below.", "2022-03-14"),
        doc("news", "news", "Radiology news: National Diagnostic Reference Levels for Adult CT "
            "Examinations (2019 Edition)", "Readers will find the levels useful.", "2022-04-01"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("amendment", "drl", "amends")) == "accepted"
    assert ("news", "drl", "amends") not in edges


def test_an_edition_of_its_own_listed_before_a_name(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 463: "The 2025 Edition replaces the 2022 Edition and Circular 02/2023, which
    amended paragraph 5.4 of that edition." in the 2025 edition of the code."""
    rows = [
        doc("cop22", "code", "Code of Practice for Temporary Obstructions \u2013 2022 Edition",
            "5.4 Three working days' notice.", "2022-06-01"),
        doc("circular", "circular", "NHP Circular 02/2023 \u2013 Code of Practice: paragraph 5.4",
            "Paragraph 5.4 of the Code of Practice for Temporary Obstructions (2022 Edition) is "
            "amended.", "2023-03-01", reference="Circular 02/2023"),
        doc("cop25", "code", "Code of Practice for Temporary Obstructions \u2013 2025 Edition",
            "The 2025 Edition replaces the 2022 Edition and Circular 02/2023, which amended "
            "paragraph 5.4 of that edition.", "2025-01-10"),
    ]
    assert {("cop25", "cop22"), ("cop25", "circular")} <= accepted(
        rows, embedded_store, extractor
    )
