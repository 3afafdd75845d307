"""Supersessions stated the way blind trials 422 (sea fisheries), 426 (electoral
administration), 427 (planning enforcement) and 429 (gas safety registration) state them,
where the derivation missed them: a registration numbered after the holder's name in its title
("Certificate of Registration - Alys Pritchard, Registration No. 311088"), a letter's "your
registration is suspended", an appeal by a person whose name carries initials, a claim for
judicial review, a decision whose last clause quashes, an order titled by a place a party's
name opens with, and a year's guidance described by its subject.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, titled_record
from tests.unit.test_derive_stated_acts import found

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def doc(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("planning", doc_id, doc_type, title, text, at)


def certificate(doc_id: str, holder: str, number: str, at: str) -> SourceRecord:
    return doc(doc_id, "licence", f"Certificate of Registration - {holder}, Registration No. "
               f"{number}", f"{holder} is entered in the register of gas engineers under "
               f"Registration No. {number}.", at)


def test_a_registration_numbered_after_its_holder_is_revoked_and_suspended(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 429: "Registration No. 187342 is revoked" names the certificate titled
    "Certificate of Registration - Dennis Oyelaran, Registration No. 187342" (a single word
    numbered as one, after the holder's name in two titles or more, is a series); a letter
    titled by the registration it suspends says "your registration is suspended"."""
    rows = [
        certificate("alys", "Alys Pritchard", "311088", "2019-02-14"),
        certificate("dennis", "Dennis Oyelaran", "187342", "2016-09-12"),
        certificate("gareth", "Gareth Lunn", "330412", "2020-07-01"),
        doc("ro", "order", "Revocation Order RO-2023-006", "The Board finds that Mr Oyelaran "
            "failed to carry out flue gas analysis. Registration No. 187342 is revoked with "
            "effect from 20 November 2023.", "2023-11-06"),
        doc("sn", "notice", "Suspension Notice SN-2023-017: Registration No. 311088",
            "To: Alys Pritchard, Registration No. 311088. Following a report on 27 July 2023, "
            "the Board has decided that your registration is suspended with immediate effect "
            "pending its investigation.", "2023-08-07"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("ro", "dennis", "repeals")) == "accepted"
    assert edges.get(("sn", "alys", "suspends")) == "accepted"
    assert not any(key[1] == "gareth" for key in edges)


def test_what_an_appeal_by_a_named_person_was_against_is_quashed(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 427: "Appeal by Mr D. Garside against enforcement notice EN/2019/041 ..." (the
    initial's full stop ends no sentence) and "the appeal is allowed on ground (a), the
    enforcement notice is quashed"; "Claim for judicial review of the stop notice served ...
    on 2 March 2021" and "The claim succeeds and the stop notice is quashed" (the last
    clause's subject)."""
    rows = [
        doc("en", "enforcement_notice", "Enforcement Notice EN/2019/041: Land at Hollins Lane",
            "The breach alleged: the storage of scaffolding.", "2019-11-04"),
        doc("other", "enforcement_notice", "Enforcement Notice EN/2019/044: Land at Mill Lane",
            "The breach alleged: the siting of a caravan.", "2019-11-18"),
        doc("decision", "appeal_decision", "Appeal Decision APP/H4215/C/19/3241876: Land at "
            "Hollins Lane", "Appeal by Mr D. Garside against enforcement notice EN/2019/041 "
            "issued by Harrowfield District Council on 4 November 2019. I find no material "
            "harm. Formal decision: the appeal is allowed on ground (a), the enforcement notice "
            "is quashed and planning permission is granted.", "2020-09-22"),
        doc("stop", "stop_notice", "Stop Notice SN/2021/004: Greenacre Farm",
            "Activity which is prohibited: the parking of heavy goods vehicles.", "2021-03-02"),
        doc("jr", "judgment", "R (Loxley Haulage Ltd) v Harrowfield District Council [2021] "
            "EWHC 2290 (Admin)", "Claim for judicial review of the stop notice served by the "
            "Defendant on 2 March 2021 in respect of Greenacre Farm. The notice prohibited a "
            "protected activity. ORDER: The claim succeeds and the stop notice is quashed.",
            "2021-08-13"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("decision", "en", "voids")) == "accepted"
    assert not any(key[:2] == ("decision", "other") for key in edges)
    assert edges.get(("jr", "stop", "voids")) == "accepted"


def test_a_place_a_party_is_named_after_does_not_name_the_case(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 422: "The Scallop Grounds (Kilbarra Bay) Closure Order 2023 is set aside" in
    "Kilbarra Bay Fishermen's Co-operative Society Ltd v National Sea Fisheries Authority":
    "Kilbarra" opens the bay's name there, not the appellant's short name; the order is set
    aside and the order it revoked applies again."""
    rows = [
        doc("mgmt", "order", "Kilbarra Bay Scallop Fishery Management Order 2020",
            "Vessels may tow no more than four dredges a side.", "2020-09-15"),
        doc("closure", "order", "Scallop Grounds (Kilbarra Bay) Closure Order 2023",
            "The Kilbarra Bay Scallop Fishery Management Order 2020 is revoked.", "2023-06-01"),
        doc("tribunal", "decision", "Decision SFAT/2023/041 - Kilbarra Bay Fishermen's "
            "Co-operative Society Ltd v National Sea Fisheries Authority",
            "The appellant challenged the Scallop Grounds (Kilbarra Bay) Closure Order 2023. "
            "The Scallop Grounds (Kilbarra Bay) Closure Order 2023 is set aside in its "
            "entirety.", "2024-01-19"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("tribunal", "closure", "voids")) == "accepted"
    assert edges.get(("tribunal", "mgmt", "reinstates")) == "accepted"


def test_a_years_guidance_is_the_one_its_subject_describes(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 426: "This guidance replaces the 2019 guidance note on personal canvass visits to
    non-responding properties": of the 2019 guidance, the note on canvass visits, not the part
    on absent voting titled more like the new guidance."""
    rows = [
        doc("absent", "guidance", "Guidance for Returning Officers - Part 3: Absent voting "
            "(2019 edition)", "Returning Officers should plan the dispatch of postal ballot "
            "packs.", "2019-01-22"),
        doc("canvass", "guidance", "ERO guidance note: personal canvass visits to "
            "non-responding properties (2019)", "Officers must make a personal visit to each "
            "property that has not responded.", "2019-07-01"),
        doc("new", "guidance", "Canvass contact strategy: guidance for Electoral Registration "
            "Officers (2024)", "This guidance replaces the 2019 guidance note on personal "
            "canvass visits to non-responding properties.", "2024-06-03"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("new", "canvass", "supersedes")) == "accepted"
    assert not any(key[:2] == ("new", "absent") for key in edges)


def test_a_bare_suspension_and_a_day_on_which_an_edition_takes_effect(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 424: "The suspension is lifted" under "Notice: Class Relaxation CR 2/2019 - end
    of suspension" ends the notice of suspension its title's code names (so the relaxation
    has effect again); "the date on which Approved Document L, 2026 edition, takes effect is
    deferred from 1 July 2026 to 1 April 2027" defers that edition."""
    rows = [
        doc("cr", "relaxation", "Class Relaxation CR 2/2019: Ceiling heights in classrooms",
            "A clear height of 2.4 m is acceptable.", "2019-07-15"),
        doc("susp", "notice", "Notice of Suspension: Class Relaxation CR 2/2019",
            "The operation of Class Relaxation CR 2/2019 is suspended with immediate effect.",
            "2024-02-12"),
        doc("end", "notice", "Notice: Class Relaxation CR 2/2019 - end of suspension",
            "The suspension is lifted with effect from 1 October 2024.", "2024-09-20"),
        doc("adl", "approved_document", "Approved Document L: Conservation of Fuel and Power, "
            "2026 edition", "Fossil-fuel heating in a new dwelling will not meet the guidance.",
            "2026-02-02"),
        doc("letter", "circular", "Circular Letter 05/2026: Approved Document L, 2026 edition - "
            "change of commencement date", "The Minister has decided that the date on which "
            "Approved Document L, 2026 edition, takes effect is deferred from 1 July 2026 to 1 "
            "April 2027.", "2026-05-28"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("end", "susp", "rescinds")) == "accepted"
    assert edges.get(("end", "cr", "reinstates")) == "accepted"
    assert edges.get(("letter", "adl", "defers")) == "accepted"


def test_a_suspension_a_notice_imposed_after_a_firms_name_is_lifted(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 398: "... an enforcement undertaking from Northsand Aggregates Ltd. The
    suspension of Marine Licence L/2019/0457 imposed by the notice of 13 May 2024 is lifted":
    the firm's "Ltd." ends its sentence, and the suspension that notice imposed is its whole
    act, not one measure of several (though the text keeps the licence's other conditions in
    force): the notice is ended and the licence applies again; "the licence is suspended"
    under the title "Notice of Suspension: Marine Licence L/2019/0457" suspends it."""
    rows = [
        doc("licence", "licence", "Marine Licence L/2019/0457: Marine Aggregate Extraction",
            "This licence authorises Northsand Aggregates Ltd to extract sand.", "2019-09-10"),
        doc("susp", "notice", "Notice of Suspension: Marine Licence L/2019/0457",
            "Dredging has taken place outside the zone. In accordance with section 72(3) of "
            "the Act, the licence is suspended with immediate effect pending completion of the "
            "investigation.", "2024-05-13"),
        doc("end", "notice", "Notice Ending Suspension of Marine Licence L/2019/0457",
            "The Organisation has accepted an enforcement undertaking from Northsand Aggregates "
            "Ltd. The suspension of Marine Licence L/2019/0457 imposed by the notice of 13 May "
            "2024 is lifted with effect from 1 October 2024. All other conditions of the "
            "licence continue in force.", "2024-09-30"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("susp", "licence", "suspends")) == "accepted"
    assert edges.get(("end", "susp", "rescinds")) == "accepted"
    assert edges.get(("end", "licence", "reinstates")) == "accepted"


def test_a_schedule_named_by_its_code_and_a_code_laid_before_parliament(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 425 and 426: "The date of application of Licence Condition Schedule LCS-11 is
    accordingly deferred" defers the schedule so titled ("Schedule" ends its name before its
    code; no part of another document); "replaces the code laid before Parliament in January
    2015" names the code of that month."""
    rows = [
        doc("lcs", "licence_conditions", "Licence Condition Schedule LCS-11: 26 GHz Local Area "
            "Licences", "Indoor stations may operate at up to 30 dBm.", "2024-03-01"),
        doc("defer", "notice", "Notice 2024/21: Deferral of LCS-11", "The date of application "
            "of Licence Condition Schedule LCS-11 is accordingly deferred from 1 January 2025 "
            "to 1 July 2025.", "2024-11-15"),
        doc("code15", "code_of_practice", "Code of practice for electoral observers (2015)",
            "Observers must wear their badge.", "2015-01-20"),
        doc("code22", "code_of_practice", "Code of practice for electoral observers (2022)",
            "This code of practice comes into force on 1 May 2022 and replaces the code laid "
            "before Parliament in January 2015.", "2022-04-01"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("defer", "lcs", "defers")) == "accepted"
    assert edges.get(("code22", "code15", "supersedes")) == "accepted"


def test_a_suspension_named_by_the_day_it_was_notified_is_lifted(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 410: "The suspension notified on 14 March 2025 is lifted with effect from 30 May
    2025" ends the notice of that day (stated plainly, so accepted), and the licence it
    suspended applies again."""
    rows = [
        doc("licence", "licence", "Hackney Carriage Driver's Licence HD/3381: Grant",
            "The Council grants licence HD/3381 for three years.", "2024-05-02"),
        doc("susp", "notice", "Notice of Suspension of Hackney Carriage Driver's Licence "
            "HD/3381", "In the interests of public safety, the licence is suspended with "
            "immediate effect.", "2025-03-14"),
        doc("lift", "notice", "Notice: Lifting of Suspension of Driver's Licence HD/3381",
            "The suspension notified on 14 March 2025 is lifted with effect from 30 May 2025.",
            "2025-05-30"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("susp", "licence", "suspends")) == "accepted"
    assert edges.get(("lift", "susp", "rescinds")) == "accepted"
    assert edges.get(("lift", "licence", "reinstates")) == "accepted"


def test_a_decision_a_judicial_review_names_by_its_day_and_procedures_in_force_since(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 423: "The claimant sought judicial review of the ASA Council's decision, published
    on 22 June 2022, ... The decision of 22 June 2022 is quashed" voids the ruling of that day
    (the subject's joining words aside, the appeal's words call it so); "replace the
    procedures in force since March 2016" names the procedures of that month."""
    rows = [
        doc("ruling", "ruling", "ASA Ruling on Veridian Power Ltd (A21-110872) - revised",
            "The complaint was upheld.", "2022-06-22"),
        doc("jr", "judgment", "R (Veridian Power Ltd) v Advertising Standards Authority Ltd "
            "[2023] EWHC 1432 (Admin)", "The claimant sought judicial review of the ASA "
            "Council's decision, published on 22 June 2022, to uphold a complaint. That was "
            "procedurally unfair. The decision of 22 June 2022 is quashed.", "2023-06-15"),
        doc("p16", "procedure", "Non-broadcast Complaint Handling Procedures",
            "Requests must be made within 21 days.", "2016-03-01"),
        doc("p21", "procedure", "Non-broadcast Complaint Handling Procedures (2021)",
            "These Procedures take effect on 1 February 2021 and replace the procedures in "
            "force since March 2016.", "2021-01-11"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("jr", "ruling", "voids")) == "accepted"
    assert edges.get(("p21", "p16", "supersedes")) == "accepted"


def test_a_deferral_of_a_start_named_by_a_bare_description(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 351 and 360: "The date of commencement of the 2024 Scheme is deferred" under
    "Notice: commencement of the Building Control Charges Scheme 2024" defers the scheme of
    that year its title names (of two its title's code names, the one of the year it writes);
    "The date from which the Minimum Capital Requirement applies
    is deferred" under "Notice: Deferral of the Minimum Capital Requirement" the one decision
    titled by those words."""
    rows = [
        doc("s2023", "scheme", "Building Control Charges Scheme 2023", "Charges for 2023.",
            "2023-01-16"),
        doc("s2024", "scheme", "Building Control Charges Scheme 2024", "Charges for 2024.",
            "2024-01-15"),
        doc("start", "notice", "Notice: commencement of the Building Control Charges Scheme "
            "2024", "The date of commencement of the 2024 Scheme is deferred to 1 January 2025.",
            "2024-03-20"),
        doc("cs23", "scheme", "Harbour Charges Scheme HCS-7, 2023 edition", "Dues for 2023.",
            "2023-02-01"),
        doc("cs24", "scheme", "Harbour Charges Scheme HCS-7, 2024 edition", "Dues for 2024.",
            "2024-02-01"),
        doc("hcs", "notice", "Notice: commencement of HCS-7", "The date of commencement of "
            "the 2024 Scheme is deferred to 1 July 2024.", "2024-03-01"),
        doc("mcr", "decision", "Decision: Minimum Capital Requirement for Domestic Suppliers",
            "Suppliers must hold capital of GBP 115 per customer.", "2024-07-25"),
        doc("defer", "notice", "Notice: Deferral of the Minimum Capital Requirement",
            "The date from which the Minimum Capital Requirement applies is deferred from 31 "
            "March 2025 to 31 March 2026.", "2025-01-20"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("start", "s2024", "defers")) == "accepted"
    assert not any(key[:2] == ("start", "s2023") for key in edges)
    assert edges.get(("hcs", "cs24", "defers")) == "accepted"  # of the year it writes
    assert not any(key[:2] == ("hcs", "cs23") for key in edges)
    assert edges.get(("defer", "mcr", "defers")) == "accepted"


def test_bare_descriptions_that_name_a_part_or_the_document_itself(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 408 and 400: "Condition 3 of the authorisation is replaced" in "Notice of
    Amendment to Authorisation PPA 14022" replaces a part (the authorisation is amended, not
    superseded); "The restricted area lapses at the end of 13 July 2025" in "Temporary
    Restricted Area TRA 2025-14" is its own end, not the fee notice's for such areas; trial
    357: "clause 21 (Protection of Personal Data) of the Model Services Contract, Version 3.0,
    is deleted and replaced" amends that contract (a part, its gloss between)."""
    rows = [
        doc("auth", "authorisation", "Authorisation PPA 14022: Korvex 250 EC",
            "Condition 3: maximum dose 1.5 litres per hectare.", "2016-05-10"),
        doc("amend", "notice", "Notice of Amendment to Authorisation PPA 14022 (Korvex 250 EC)",
            "Condition 3 of the authorisation is replaced by the following: 'Maximum dose: 1.2 "
            "litres per hectare.'", "2018-09-12"),
        doc("fees", "notice", "Notice NAA-N 2019/02 - Charges for Temporary Restricted Area "
            "Applications", "An application for a temporary restricted area costs EUR 650.",
            "2019-03-01"),
        doc("tra", "notice", "Temporary Restricted Area TRA 2025-14 - Riverside Air Festival",
            "Aircraft shall not enter the area. The restricted area lapses at the end of 13 July "
            "2025.", "2025-06-05"),
        doc("msc", "contract", "Model Services Contract, Version 3.0", "Clause 21 covers "
            "personal data.", "2022-04-01"),
        doc("msc1", "contract_amendment", "Amendment No. 1 to the Model Services Contract, "
            "Version 3.0 (Data Protection)", "With effect from 1 November 2024, clause 21 "
            "(Protection of Personal Data) of the Model Services Contract, Version 3.0, is "
            "deleted and replaced by the following clause 21.", "2024-10-01"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert ("amend", "auth", "supersedes") not in edges
    assert not any(key[:2] == ("tra", "fees") for key in edges)
    assert edges.get(("msc1", "msc", "amends")) == "accepted"
    assert ("msc1", "msc", "supersedes") not in edges
