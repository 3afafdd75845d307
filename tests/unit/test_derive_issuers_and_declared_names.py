"""Supersessions stated the way the blind trials of session 57 (406-413: veterinary surgeons,
flood defence consents, pesticides, drinking water, taxi licensing, competition law,
broadband universal service, archives) state them, where the derivation missed them: a
numbered title after its issuer's acronym ("PPPA Rule R-2025/03"), codes with punctuation and
a space that only metadata declares ("NCA-G 1/2025"), two councils' policies of one title, a
subtitle naming an instrument of its own ("...: Consolidated Conditions 2021"), a provision
quoted after its colon, and a reinstatement naming its document only by what ended it.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, titled_record
from tests.unit.test_derive_stated_acts import found

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def doc(doc_id: str, doc_type: str, title: str, text: str, at: str, **meta: str) -> SourceRecord:
    return titled_record("regulation", doc_id, doc_type, title, text, at, **meta)


def test_a_subject_after_an_opening_day_keeps_its_this(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 406: "With effect from 1 January 2021 this Policy replaces Registrar's Notice
    2015/03" (no comma after the day) is the policy's own act: the day opening the clause
    ends before "this", which names the subject."""
    rows = [
        doc("rn", "notice", "Registrar's Notice 2015/03: CPD Requirements",
            "Every surgeon must complete 35 hours of CPD a year.", "2015-11-05"),
        doc("pol", "policy", "CPD Policy 2020",
            "With effect from 1 January 2021 this Policy replaces Registrar's Notice 2015/03. "
            "Learning must be logged on the portal.", "2020-09-15"),
    ]
    assert found(rows, embedded_store, extractor).get(("pol", "rn", "supersedes")) == "accepted"


def test_a_numbered_title_is_cited_without_its_issuers_acronym(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 408: "The date of application of Rule R-2025/03 is therefore deferred" names
    "PPPA Rule R-2025/03: Closed Transfer Systems" of the Plant Protection Products
    Authority; trial 364: another board's "CNMB Circular 2014/05" does not take "Circular
    2014/05" from the council's own circular so titled."""
    issuer = {"issuer": "Plant Protection Products Authority"}
    rows = [
        doc("rule", "rule", "PPPA Rule R-2025/03: Closed Transfer Systems",
            "Professional users must fill sprayers through a closed transfer system.",
            "2025-03-20", **issuer),
        doc("defer", "notice", "Notice N 2025/19: Deferral of the Date of Application of "
            "Rule R-2025/03", "Systems will not be available in time. The date of application "
            "of Rule R-2025/03 is therefore deferred from 1 January 2026 to 1 July 2027.",
            "2025-11-03", **issuer),
    ]
    assert found(rows, embedded_store, extractor).get(("defer", "rule", "defers")) == "accepted"
    council = {"issuer": "Nursing and Midwifery Practice Council"}
    circulars = [
        doc("own", "circular", "Circular 2014/05: Protected time for sign-off mentors",
            "Each sign-off mentor must have protected time.", "2014-03-12", **council),
        doc("other", "circular", "CNMB Circular 2014/05: Preparation of sign-off mentors",
            "Sign-off mentors must complete a preparation module.", "2014-08-20",
            issuer="Caledonian Nursing and Midwifery Board"),
        doc("sla", "standard", "Standards to support learning and assessment in practice "
            "(2012 reissue)", "Mentors support students in practice.", "2012-07-01", **council),
        doc("std", "standard", "Standards for student supervision and assessment (2018)",
            "These standards replace the Standards to support learning and assessment in "
            "practice (2012) and Circular 2014/05 on sign-off mentors.", "2018-05-17",
            **council),
    ]
    edges = found(circulars, embedded_store, extractor)
    assert edges.get(("std", "own", "supersedes")) == "accepted"
    assert ("std", "other", "supersedes") not in edges


def test_a_declared_code_with_a_space_names_its_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 411: metadata declares "NCA-G 1/2025" (capitals, a hyphen, a space and a
    number no pattern knows), so "the date from which NCA-G 1/2025 applies is deferred"
    names the guidance titled in words with the code in brackets."""
    rows = [
        doc("guid", "guidance", "Jurisdiction and Procedure Guidance (NCA-G 1/2025)",
            "A transaction value threshold applies.", "2025-06-02", reference="NCA-G 1/2025"),
        doc("defer", "notice", "Notice: deferral of the Jurisdiction and Procedure Guidance "
            "2025", "The Authority has therefore decided that the date from which NCA-G 1/2025 "
            "applies is deferred from 1 January 2026 to 1 January 2027.", "2025-10-01"),
    ]
    assert found(rows, embedded_store, extractor).get(("defer", "guid", "defers")) == "accepted"
    # trial 418: a lower-case letter after the number ("CC15b", "CC15c")
    lettered = [
        doc("b", "guidance", "CC15b Charity reporting and accounting: the essentials (November "
            "2013)", "Charities file annual accounts.", "2013-11-20", reference="CC15b"),
        doc("c", "guidance", "CC15c Charity reporting and accounting: the essentials (March "
            "2016)", "This guidance replaces CC15b.", "2016-03-09", reference="CC15c"),
    ]
    assert found(lettered, embedded_store, extractor).get(("c", "b", "supersedes")) == "accepted"


def test_a_code_after_a_part_word_is_the_document_so_coded(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 410: "the date from which the fees in schedule LIC/FEE/25 apply is deferred":
    "schedule LIC/FEE/25" is the fee schedule so coded, not a schedule numbered "LIC" of
    another document. The notice's subtitle, under a heading marking its act ("Notice of
    Deferral: Schedule of Licence Fees 2025"), names the schedule, not the notice."""
    rows = [
        doc("fees", "fee_schedule", "Schedule of Licence Fees 2025 (LIC/FEE/25)",
            "A private hire operator's licence costs 450 pounds.", "2024-12-02",
            reference="LIC/FEE/25"),
        doc("defer", "notice", "Notice of Deferral: Schedule of Licence Fees 2025",
            "Objections were received. Accordingly, the date from which the fees in schedule "
            "LIC/FEE/25 apply is deferred to 1 July 2025.", "2025-03-20"),
    ]
    assert found(rows, embedded_store, extractor).get(("defer", "fees", "defers")) == "accepted"
    later = doc("fees26", "notice", "Notice 2026/01: Licence fees",
                "The Schedule of Licence Fees 2025 is revoked.", "2026-02-02")
    edges = found([*rows, later], embedded_store, extractor)
    assert edges.get(("fees26", "fees", "repeals")) == "accepted"
    assert not [edge for edge in edges if edge[:2] == ("fees26", "defer")]


def test_a_cited_name_keeps_its_subtitle_after_a_colon(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 413: "The date of application of Standard RS-8: Transfer of Records to the
    Archives (2024 edition) is therefore deferred": the colon opens the cited standard's
    subtitle, so the subject is the standard's 2024 edition, not its 2016 one."""
    rows = [
        doc("old", "standard", "Standard RS-8: Transfer of Records to the Archives (2016 "
            "edition)", "Records are transferred after 25 years.", "2016-04-01"),
        doc("new", "standard", "Standard RS-8: Transfer of Records to the Archives (2024 "
            "edition)", "Records are transferred after 15 years.", "2024-03-01"),
        doc("defer", "notice", "Notice 2024/14: Deferral of the 2024 Edition of Standard RS-8",
            "The gateway is delayed. The date of application of Standard RS-8: Transfer of "
            "Records to the Archives (2024 edition) is therefore deferred to 1 January 2027.",
            "2024-10-01"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("defer", "new", "defers")) == "accepted"
    assert ("defer", "old", "defers") not in edges
    # trial 403: a title of words before the colon; the section replaced is a part of it
    guidance = [
        doc("g3", "guidance", "Domestic Minimum Standard: Guidance for Landlords and Letting "
            "Agents (Edition 3)", "Landlords must register an exemption.", "2023-05-10"),
        doc("a1", "amendment", "Domestic Minimum Standard Guidance (Edition 3): Amendment No. 1",
            "Section 6.2 of the Domestic Minimum Standard: Guidance for Landlords and Letting "
            "Agents (Edition 3) is replaced by the following. '6.2 A landlord must upload three "
            "quotations.'", "2024-02-14"),
    ]
    edges = found(guidance, embedded_store, extractor)
    assert edges.get(("a1", "g3", "amends")) == "accepted"
    assert ("a1", "g3", "supersedes") not in edges


def test_two_councils_policies_of_one_title_each_replaced_by_its_own(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 410: two councils each titled a policy "Hackney Carriage and Private Hire
    Licensing Policy 2019"; Northmoor's 2023 policy supersedes Northmoor's, and the 2017
    guidelines it lists beside it, whose year leaves the policy of 2019 in the list."""
    northmoor, ashcombe = {"issuer": "Northmoor Borough Council"}, {"issuer": "Ashcombe DC"}
    title = "Hackney Carriage and Private Hire Licensing Policy 2019"
    rows = [
        doc("own", "policy", title, "Vehicles are relicensed until ten years old.",
            "2019-05-20", **northmoor),
        doc("other", "policy", title, "Vehicles are relicensed until nine years old.",
            "2019-02-11", **ashcombe),
        doc("guide", "guidelines", "Guidelines on the Relevance of Convictions",
            "A period free of convictions is required.", "2017-03-01", **northmoor),
        doc("new", "policy", "Taxi and Private Hire Licensing Policy 2023",
            "This Policy supersedes the Hackney Carriage and Private Hire Licensing Policy "
            "2019 and the Guidelines on the Relevance of Convictions (2017) with effect from "
            "1 April 2023.", "2023-03-09", **northmoor),
    ]
    edges = found(rows, embedded_store, extractor)
    accepted = {(n, o) for (n, o, _), status in edges.items() if status == "accepted"}
    assert {("new", "own"), ("new", "guide")} <= accepted
    assert not [edge for edge in edges if edge[:2] == ("new", "other")]  # not even proposed


def test_a_second_predicate_of_the_sentences_own_subject(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 412: "These Requirements apply to designated providers from 1 March 2026 and
    replace the Statement on accessibility requirements ... (2019)": the requirements, named
    by their title's word, replace it."""
    rows = [
        doc("stmt", "statement", "Statement on accessibility requirements for universal "
            "service broadband (2019)", "Information must be offered in large print.",
            "2019-10-01"),
        doc("req", "rule", "Accessibility Requirements for Universal Service Broadband 2025",
            "These Requirements apply to designated universal service providers from 1 March "
            "2026 and replace the Statement on accessibility requirements for universal "
            "service broadband (2019) from that date.", "2025-09-15"),
    ]
    assert found(rows, embedded_store, extractor).get(("req", "stmt", "supersedes")) == "accepted"


def test_a_notice_revoked_and_replaced_by_this_documents_schedule(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 412: "Notification 2016/04 is revoked and replaced by the conditions in the
    Schedule to this Notification": what a part of the document sets out acts, the document
    itself, not another one named after "by"."""
    rows = [
        doc("n16", "notice", "Universal Service Conditions for Broadband - Notification "
            "2016/04", "The following conditions apply.", "2016-06-20"),
        doc("n21", "notice", "Universal Service Conditions for Broadband: Consolidated "
            "Conditions 2021 (Notification 2021/09)", "This Notification sets out the "
            "conditions. Notification 2016/04 is revoked and replaced by the conditions in "
            "the Schedule to this Notification with effect from that date.", "2021-08-30"),
    ]
    assert found(rows, embedded_store, extractor).get(("n21", "n16", "repeals")) == "accepted"


def test_a_subtitle_naming_an_instrument_of_its_series(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 412: "Universal Service Conditions for Broadband: Consolidated Conditions 2021
    (Notification 2021/09)" is cited "the Consolidated Conditions 2021" (a word of its main
    title); trial 345: "Corrigendum: Radiocommunications Licence Fees Determination 2021"
    shares no word with "Corrigendum" and is not that determination."""
    rows = [
        doc("cons", "notice", "Universal Service Conditions for Broadband: Consolidated "
            "Conditions 2021 (Notification 2021/09)", "Condition 5.3 sets a 90 day limit.",
            "2021-08-30"),
        doc("mod", "notice", "Notification 2023/02: Modification of Condition 5",
            "The Authority modifies the Consolidated Conditions 2021 as follows.", "2023-02-20"),
    ]
    assert found(rows, embedded_store, extractor).get(("mod", "cons", "amends")) == "accepted"
    fees = [
        doc("det", "determination", "Radiocommunications Licence Fees Determination 2021",
            "The 3.4 GHz band costs 0.0027 per MHz.", "2021-05-28"),
        doc("corr", "corrigendum", "Corrigendum: Radiocommunications Licence Fees "
            "Determination 2021", "The entry for the 3.4 GHz band should read 0.0029.",
            "2021-07-20"),
        doc("amd", "determination", "Radiocommunications Licence Fees Amendment "
            "Determination 2024", "This instrument amends the Radiocommunications Licence "
            "Fees Determination 2021 with effect from 1 July 2024.", "2024-06-14"),
    ]
    edges = found(fees, embedded_store, extractor)
    assert edges.get(("amd", "det", "amends")) == "accepted"
    assert ("amd", "corr", "amends") not in edges


def test_a_provision_quoted_after_its_colon(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 412: 'Article 6 provides: "The Electronic Communications (Universal Service)
    (Broadband) Order 2016 is revoked."': the quotation's own subject is revoked."""
    rows = [
        doc("o16", "order", "The Electronic Communications (Universal Service) (Broadband) "
            "Order 2016 (S.R. 2016 No. 118)", "The Secretary of State makes this Order.",
            "2016-03-10"),
        doc("o21", "order", "The Electronic Communications (Universal Service) (Broadband) "
            "Order 2021 (S.R. 2021 No. 204)", "The Secretary of State makes this Order. "
            "Article 6 provides: \"The Electronic Communications (Universal Service) "
            "(Broadband) Order 2016 is revoked.\"", "2021-06-15"),
    ]
    assert found(rows, embedded_store, extractor).get(("o21", "o16", "repeals")) == "accepted"


def test_a_change_numbered_in_its_year_under_a_declared_code(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 414: "Port of Kessring General Directions 2023 - Amendment No. 1 of 2024"
    (declared "KHA-GD-2023/A1") amends the directions coded "KHA-GD-2023": "of 2024" numbers
    the change, and its code is theirs with a change's mark; trial 399 likewise
    "NDC-STD-2025/A1" of the 2025 edition, not the 2019 one, and the erratum coded after its
    marker ("Erratum NDC-STD-2025/E1: ...")."""
    rows = [
        doc("gd", "general_directions", "Port of Kessring General Directions 2023",
            "Vessels shall keep watch on VHF Channel 14.", "2023-05-15",
            reference="KHA-GD-2023"),
        doc("amd", "amendment", "Port of Kessring General Directions 2023 - Amendment No. 1 "
            "of 2024", "The maximum speed is 7 knots.", "2024-08-05", reference="KHA-GD-2023/A1"),
        doc("s19", "standard", "Standards for the Dental Team (2019 edition)",
            "Nine principles apply.", "2019-03-15", reference="NDC-STD-2019"),
        doc("s25", "standard", "Standards for the Dental Team, 2025 edition (NDC-STD-2025)",
            "Six commitments apply.", "2024-11-20", reference="NDC-STD-2025"),
        doc("a25", "amendment", "Amendment No. 1 to the Standards for the Dental Team, 2025 "
            "edition", "Standard 4.3 is replaced.", "2026-03-02", reference="NDC-STD-2025/A1"),
        doc("e25", "erratum", "Erratum NDC-STD-2025/E1: Standards for the Dental Team, 2025 "
            "edition", "In standard 6.2.4 read 'paragraph 4.3.2'.", "2025-11-05",
            reference="NDC-STD-2025/E1"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("amd", "gd", "amends")) == "accepted"
    assert edges.get(("a25", "s25", "amends")) == "accepted"
    assert edges.get(("e25", "s25", "corrects")) == "accepted"  # coded after its marker
    assert ("a25", "s19", "amends") not in edges
    # with no code declared, by the title before the change's mark
    uncoded = [row.model_copy(update={"document": row.document.model_copy(
        update={"metadata": {}})}) for row in rows[:2]]
    assert found(uncoded, embedded_store, extractor).get(("amd", "gd", "amends")) == "accepted"


def test_a_reinstatement_naming_only_what_ended_its_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 391: "The appendix withdrawn by Notice 2023/02 is reinstated without change"
    reinstates the appendix that notice withdrew, not the notice."""
    rows = [
        doc("app", "guidance", "Appendix R.6-1 for nanoforms",
            "Nanoforms may be grouped for read-across.", "2019-12-05"),
        doc("wd", "notice", "Notice 2023/02: Temporary withdrawal of Appendix R.6-1",
            "Appendix R.6-1 for nanoforms is withdrawn with immediate effect.", "2023-02-06"),
        doc("back", "notice", "Notice 2023/09: Appendix R.6-1 for nanoforms available again",
            "The appendix withdrawn by Notice 2023/02 is reinstated without change.",
            "2023-10-12"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("back", "app", "reinstates")) == "accepted"
    assert ("back", "wd", "reinstates") not in edges


def test_a_decision_is_dated_by_the_meeting_that_took_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 416: "At its meeting on 10 November 2021 the Council decided to withdraw the
    guidance ... published in September 2017" (published five days later) is the Council's
    act, and the court's "The decision of 10 November 2021 is quashed" voids it."""
    council = {"issuer": "Nursing and Midwifery Registration Council"}
    rows = [
        doc("guide", "guidance", "Revalidation and career breaks: guidance for registrants "
            "returning from extended leave (2017)", "Hours worked before the break count.",
            "2017-09-04", **council),
        doc("dec", "decision", "Council decision 2021/14: career break guidance",
            "At its meeting on 10 November 2021 the Council decided to withdraw the guidance "
            "on revalidation and career breaks published in September 2017, with effect from 1 "
            "December 2021.", "2021-11-15", **council),
        doc("court", "judgment", "R (Independent Midwives Association) v Nursing and "
            "Midwifery Registration Council [2022] EWHC 1290 (Admin)", "The claimant sought "
            "judicial review of the Council's decision. The decision of 10 November 2021 is "
            "quashed.", "2022-05-27"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("dec", "guide", "withdraws")) == "accepted"
    assert edges.get(("court", "dec", "voids")) == "accepted"


def test_a_title_cited_with_its_colon_left_out(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 417 and 421: "The date of application of the Charging Scheme 2026 registration
    charges for waste carriers, brokers and dealers is deferred" cites "Charging Scheme 2026:
    registration charges for waste carriers, brokers and dealers" without its colon, its
    commas inside the subject the clause opens with; so does "the Enhanced Advisory Services
    Schedule of Charges 2026" of "Enhanced Advisory Services: Schedule of Charges 2026"."""
    rows = [
        doc("scheme", "charging_scheme", "Charging Scheme 2026: registration charges for "
            "waste carriers, brokers and dealers", "A first registration costs 198 pounds.",
            "2026-03-02"),
        doc("defer", "notice", "Notice: deferral of the Charging Scheme 2026 charges",
            "The date of application of the Charging Scheme 2026 registration charges for "
            "waste carriers, brokers and dealers is deferred to 1 April 2027.", "2026-09-14"),
        doc("sched", "schedule", "Enhanced Advisory Services: Schedule of Charges 2026",
            "A fast-track assessment costs 4,950 pounds.", "2026-01-26"),
        doc("later", "notice", "Notice of Deferral: revised advisory charges",
            "The date from which the Enhanced Advisory Services Schedule of Charges 2026 "
            "applies is deferred from 1 April 2026 to 1 January 2027.", "2026-03-16"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("defer", "scheme", "defers")) == "accepted"
    assert edges.get(("later", "sched", "defers")) == "accepted"



def test_a_description_by_issuer_year_and_subject(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 418: "This guidance replaces the Regulator's 2017 guidance on charity reserves
    with effect from 1 July 2026" describes the 2017 guidance (the day the act takes effect
    ends the description), and "Commencement of the Regulator's 2026 guidance on charity
    reserves is deferred" the 2026 one (its commencement names no other document)."""
    regulator = {"issuer": "Caledon Charity Regulator"}
    rows = [
        doc("g17", "guidance", "Charity reserves: guidance for trustees (2017)",
            "Trustees should set a target level of reserves.", "2017-01-16", **regulator),
        doc("g26", "guidance", "Charity reserves: guidance for trustees (2026)",
            "This guidance replaces the Regulator's 2017 guidance on charity reserves with "
            "effect from 1 July 2026.", "2026-03-02", **regulator),
        doc("n", "notice", "CCR Notice 2026/4: commencement of the reserves guidance",
            "Commencement of the Regulator's 2026 guidance on charity reserves is deferred to "
            "1 January 2027.", "2026-06-10", **regulator),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("g26", "g17", "supersedes")) == "accepted"
    assert edges.get(("n", "g26", "defers")) == "accepted"
