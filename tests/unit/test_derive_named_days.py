"""Supersessions stated the way the blind trials of session 43 (169-193: vaccines, filings,
tariffs, warnings, pensions, land use, wildlife, police orders, childcare) state them: earlier
documents named by a weekday, by a month in figures or by a day their cited title's holder is
not of; subjects set off by an aside; numbers a document's metadata states; suspensions and
reinstatements lasting until an event; another document's stated end; and words that look
like a restriction or a part but are neither.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.derive import naming_dates
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, record, titled_record
from tests.unit.test_derive_stated_acts import accepted, found

__all__ = ["extractor"]  # the module-scoped fixture, shared with the derivation tests


def test_a_weekday_names_the_last_such_day_before_the_naming_document() -> None:
    """"the Flood Warning issued Tuesday" in a statement of Friday 7 February 2025 names
    Tuesday the 4th; a Friday's own "Friday" is the week before; a weekday opening a full date
    is that date's; a weekday no naming word introduces names nothing."""
    assert naming_dates("replaces the Flood Warning issued Tuesday", "2025-02-07") == {
        "2025-02-04"
    }
    assert naming_dates("supersedes the warning issued Friday", "2025-02-07") == {"2025-01-31"}
    assert naming_dates("the notice issued on Tuesday, February 4, 2024", "2025-02-07") == {
        "2024-02-04"
    }
    assert naming_dates("in effect until 7 PM Wednesday", "2025-02-07") == frozenset()


def test_a_month_in_figures_names_the_documents_of_that_month() -> None:
    """"the prescribing information dated 05/2020" names May 2020; the month inside a day
    written in figures does not ("accepted on 04/12/2019" names that day's two readings)."""
    assert naming_dates("supersedes the prescribing information dated 05/2020") == {"2020-05"}
    assert naming_dates("the label accepted on 04/12/2019") == {"2019-04-12", "2019-12-04"}


def test_earlier_warnings_named_by_weekday_are_superseded(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 179: a flood statement of Friday "replaces the Flood Warning issued Tuesday": the
    warning of Tuesday ("Flood Warning Extended: ..."), not the first "Flood Warning: ..." of
    Sunday, whose title the words cite but whose day they contradict."""

    def warning(doc_id: str, title: str, at: str, text: str) -> SourceRecord:
        return titled_record("emergency", doc_id, "warning", title, text, at)

    rows = [
        warning("sun", "Flood Warning: Ostrander River near Kell", "2025-02-02",
                "The National Weather Service has issued a Flood Warning for the river."),
        warning("tue", "Flood Warning Extended: Ostrander River near Kell", "2025-02-04",
                "The Flood Warning is extended until further notice. This statement "
                "supersedes the Flood Warning issued Sunday morning."),
        warning("fri", "Flood Warning Ended: Ostrander River near Kell", "2025-02-07",
                "The river has fallen below flood stage. This statement replaces the Flood "
                "Warning issued Tuesday, and no flood warning is now in effect."),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("tue", "sun"), ("fri", "tue")} <= pairs
    assert ("fri", "sun") not in pairs


def test_a_label_revision_supersedes_the_label_of_the_month_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 169: "This revision supersedes the prescribing information dated 05/2020" in the
    label revised 11/2022 supersedes the label revised 05/2020."""

    def label(doc_id: str, revised: str, at: str, text: str) -> SourceRecord:
        return titled_record("vaccines", doc_id, "label",
                             f"HEPLIVAX (Hepatitis B Vaccine) Prescribing Information, "
                             f"Revised {revised}", text, at)

    rows = [
        label("old", "05/2020", "2020-05-14", "HEPLIVAX is indicated for adults."),
        label("new", "11/2022", "2022-11-09",
              "Recent major changes: Dosage (2.2). This revision supersedes the prescribing "
              "information dated 05/2020. HEPLIVAX is indicated for adults."),
    ]
    assert ("new", "old") in accepted(rows, embedded_store, extractor)


def test_a_schedule_described_by_its_year_is_superseded_by_this_schedule(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 169: "The 2024 adult schedule is superseded by this schedule" in the 2025 edition
    supersedes the 2024 edition, not the 2023 one: "schedule" is the kind the sentence calls
    the source ("this schedule"), not a part, and the year picks the edition its title
    key names."""
    title = "Recommended Adult Immunization Schedule, United States, {}"
    rows = [
        titled_record("vaccines", f"s{year}", "schedule", title.format(year), text,
                      f"{year - 1}-11-16")
        for year, text in [
            (2023, "The schedule summarizes recommendations."),
            (2024, "Supersedes: Recommended Adult Immunization Schedule, United States, 2023."),
            (2025, "The 2024 adult schedule is superseded by this schedule as of January 1, "
                   "2025. This edition reflects recommendations approved through October."),
        ]
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert ("s2025", "s2024") in pairs
    assert ("s2025", "s2023") not in pairs


def test_a_withdrawal_kept_for_reference_only_is_whole(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 169: "DPL 2023-14 is withdrawn with effect from 30 April 2024 and is retained on
    the Department's website for reference only": "only" keeps a copy to read, it restricts
    nothing; "for Site B only" still does."""

    def letter(doc_id: str, title: str, at: str, text: str) -> SourceRecord:
        return titled_record("vaccines", doc_id, "dear_provider_letter", title, text, at)

    old = letter("old", "Dear Provider Letter DPL 2023-14: Hepatitis A Outbreak", "2023-09-05",
                 "Providers should vaccinate people experiencing homelessness.")
    whole = letter("end", "Notice of Withdrawal: DPL 2023-14", "2024-04-30",
                   "DPL 2023-14 is withdrawn with effect from 30 April 2024 and is retained "
                   "on the Department's website for reference only.")
    part = letter("part", "Notice of Withdrawal: DPL 2023-14", "2024-04-30",
                  "DPL 2023-14 is withdrawn for Site B only.")
    assert ("end", "old") in accepted([old, whole], embedded_store, extractor)
    assert ("part", "old") not in accepted([old, part], embedded_store, extractor)


def test_a_self_naming_subject_may_carry_an_aside(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 169: "This letter of authorization, reissued in its entirety, supersedes the
    letter of authorization of July 13, 2022" is the reissued letter's own act."""
    title = "Letter of Authorization{}: Emergency Use Authorization (EUA 27651) for Corvexa"
    rows = [
        titled_record("vaccines", "first", "authorization", title.format(""),
                      "I am authorizing the emergency use of Corvexa.", "2022-07-13"),
        titled_record("vaccines", "again", "authorization", title.format(" (Reissued)"),
                      "This letter of authorization, reissued in its entirety, supersedes the "
                      "letter of authorization of July 13, 2022 for Corvexa.", "2022-10-19"),
    ]
    assert ("again", "first") in accepted(rows, embedded_store, extractor)


def test_an_outlook_supersedes_the_outlook_provided_on_a_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 173: "This updated outlook supersedes the outlook provided on July 30, 2025": an
    outlook is what a release calls itself, "provided on" names a day (it is no condition)."""

    def release(doc_id: str, title: str, at: str, text: str) -> SourceRecord:
        return titled_record("corporate_filings", doc_id, "press_release", title, text, at)

    rows = [
        release("q2", "Corvane Retail Group Reports Second Quarter 2025 Results", "2025-07-30",
                "The Company reinstates full-year guidance."),
        release("q3", "Corvane Retail Group Reports Third Quarter 2025 Results", "2025-10-29",
                "Updated Fiscal 2025 Outlook. This updated outlook supersedes the outlook "
                "provided on July 30, 2025. Net sales are expected to rise 2 percent."),
    ]
    assert ("q3", "q2") in accepted(rows, embedded_store, extractor)


def test_a_company_named_in_full_acts_in_the_present_perfect(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 175: "Sierra Coast Gas and Electric Company has withdrawn Advice Letter 4140-G"
    is the utility's own act, as "has withdrawn" by an agency is; so is "The Company has
    withdrawn" a company's own act (trial 173)."""
    rows = [
        titled_record("utility_tariffs", "al", "advice_letter",
                      "Advice Letter 4140-G: Gas Procurement Rates",
                      "The utility requests approval of revised gas procurement rates.",
                      "2022-11-15"),
        titled_record("utility_tariffs", "wd", "advice_letter",
                      "Withdrawal of Gas Procurement Filing",
                      "Sierra Coast Gas and Electric Company has withdrawn Advice Letter "
                      "4140-G.", "2022-12-01"),
    ]
    assert ("wd", "al") in accepted(rows, embedded_store, extractor)

    # trial 173: the issuer by one word, "The Company has withdrawn the ... outlook it issued on"
    def release(doc_id: str, title: str, at: str, text: str) -> SourceRecord:
        return titled_record("corporate_filings", doc_id, "press_release", title, text, at)

    rows = [
        release("q4", "Corvane Retail Group Reports Fourth Quarter 2023 Results", "2024-02-27",
                "Full-year 2024 outlook: net sales are expected to rise 3 percent."),
        release("wd", "Corvane Retail Group Provides Business Update", "2024-04-09",
                "The Company has withdrawn the full-year 2024 outlook it issued on February "
                "27, 2024, and investors should no longer rely on that outlook."),
    ]
    assert ("wd", "q4") in accepted(rows, embedded_store, extractor)


def test_a_suspension_or_reinstatement_until_an_event_is_whole(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 183 and 191: "Board Circular 2023-05 is suspended, effective immediately and
    until the court enters final judgment" suspends the circular, and "AD 6.5, Use of Force,
    dated September 15, 2016, is reinstated and shall govern ... until a revised directive is
    issued" reinstates the directive: both acts last until something by their nature, the
    "until" (or a "Pending ...") restricts neither; a replacement "until" an event still is
    restricted."""

    def circular(doc_id: str, title: str, at: str, text: str) -> SourceRecord:
        return titled_record("pensions", doc_id, "circular", title, text, at)

    old = circular("old", "Board Circular 2023-05: Cost-of-Living Adjustment", "2023-06-15",
                   "The adjustment is 0.5 percent.")
    for verb, acted in (("is suspended", True), ("is replaced", False)):
        act = circular("act", "Board Resolution 2024-R3", "2024-12-12",
                       f"Be it resolved that Board Circular 2023-05 {verb}, effective "
                       "immediately and until the court enters final judgment.")
        assert (("act", "old") in accepted([old, act], embedded_store, extractor)) is acted
    pending = circular("act", "Board Resolution 2024-R3", "2024-12-12",
                       "Pending the completion of a public comment process, Board Circular "
                       "2023-05 is suspended.")
    assert ("act", "old") in accepted([old, pending], embedded_store, extractor)

    def directive(doc_id: str, title: str, at: str, text: str) -> SourceRecord:
        return titled_record("corrections", doc_id, "administrative_directive", title, text, at)

    rows = [
        directive("first", "Administrative Directive 6.5, Use of Force (September 15, 2016)",
                  "2016-09-15", "Staff report each use of force within 24 hours."),
        directive("back", "Notice of Rescission of a Use of Force Directive", "2023-02-20",
                  "Effective March 1, 2023, AD 6.5, Use of Force, dated September 15, 2016, is "
                  "reinstated and shall govern all uses of force until a revised directive is "
                  "issued."),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("back", "first", "reinstates")) == "accepted"


def test_the_provisions_of_a_document_reinstated_reinstate_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 183: "For the duration of the suspension, the cost-of-living provisions of Board
    Circular 2021-11 are reinstated": what is put back governs beside the reinstating
    resolution, though the sentence names a part of it."""

    def circular(doc_id: str, title: str, at: str, text: str) -> SourceRecord:
        return titled_record("pensions", doc_id, "circular", title, text, at)

    rows = [
        circular("c21", "Board Circular 2021-11: Annual Cost-of-Living Adjustment", "2021-11-18",
                 "The adjustment is 2.0 percent, compounded."),
        circular("c23", "Board Circular 2023-05: Cost-of-Living Adjustment", "2023-06-15",
                 "Circular 2021-11 is rescinded effective January 1, 2024."),
        circular("res", "Board Resolution 2024-R3: Suspension of Board Circular 2023-05",
                 "2024-12-12",
                 "Be it resolved that Board Circular 2023-05 is suspended, effective immediately "
                 "and until the court enters final judgment. For the duration of the suspension, "
                 "the cost-of-living provisions of Board Circular 2021-11 are reinstated."),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("res", "c23", "suspends")) == "accepted"
    assert edges.get(("res", "c21", "reinstates")) == "accepted"


def test_a_number_its_metadata_states_is_cited_with_its_kind(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 189: notifications titled in words, numbered only in their metadata
    ("notification_no": "2023/012") and a header in capitals, are cited as "Notification No.
    2023/012": the number a field of the document's own type states is the notification's
    name with its kind ("Notification 2023/012"), "No." written or not."""

    def notification(doc_id: str, number: str, year: str, at: str, text: str) -> SourceRecord:
        return titled_record("wildlife", doc_id, "notification",
                             f"Indonesia: Export quotas for {year} for reptile skins", text, at,
                             notification_no=number)

    rows = [
        notification("q23", "2023/012", "2023", "2023-02-06",
                     "NOTIFICATION TO THE PARTIES No. 2023/012. The quotas for 2023 are set."),
        notification("q24", "2024/029", "2024", "2024-03-01",
                     "NOTIFICATION TO THE PARTIES No. 2024/029. Supersedes: Notification No. "
                     "2023/012. The quotas for 2024 are set."),
    ]
    assert ("q24", "q23") in accepted(rows, embedded_store, extractor)


def test_a_resolution_and_a_list_of_local_laws_opening_alike(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 187: "1. This resolution supersedes Resolution No. 2019-12." is the resolution's
    own act, and "Local Law No. 2 of 2023 and Local Law No. 5 of 2023 are hereby repealed"
    repeals both laws: two titles opening alike joined by "and" are two items."""

    def law(doc_id: str, doc_type: str, title: str, at: str, text: str) -> SourceRecord:
        return titled_record("land_use", doc_id, doc_type, title, text, at)

    rows = [
        law("r19", "resolution", "Resolution No. 2019-12: Park Impact Fee Schedule", "2019-03-12",
            "The City Council establishes park development impact fees."),
        law("r21", "resolution", "Resolution No. 2021-40: Updated Park Impact Fees",
            "2021-07-13", "NOW, THEREFORE, the City Council resolves as follows. 1. This "
            "resolution supersedes Resolution No. 2019-12. 2. The fees are updated."),
        law("l2", "moratorium", "Local Law No. 2 of 2023: Moratorium on Battery Storage",
            "2023-05-08", "A six-month moratorium on battery energy storage approvals."),
        law("l5", "moratorium", "Local Law No. 5 of 2023: Extension of the Battery Storage "
            "Moratorium", "2023-11-06", "The moratorium is extended by six months."),
        law("l24", "ordinance", "Local Law No. 3 of 2024: Battery Storage Regulations",
            "2024-04-22", "Section 5. Local Law No. 2 of 2023 and Local Law No. 5 of 2023 are "
            "hereby repealed."),
    ]
    assert {("r21", "r19"), ("l24", "l2"), ("l24", "l5")} <= accepted(
        rows, embedded_store, extractor
    )


def test_a_judgment_declaring_an_ordinance_void_voids_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 187: a superior court's judgment ("2. Ordinance No. 1262 is void and of no
    effect.") voids the ordinance, so the ordinance it repealed governs again. (Its declared
    type "court_decision" is read as an opinion when loaded.)"""
    rows = [
        titled_record("land_use", "o1187", "ordinance", "Ordinance No. 1187: Hillside Standards",
                      "Grading is limited on slopes over 25 percent.", "2017-06-06"),
        titled_record("land_use", "o1262", "ordinance",
                      "Ordinance No. 1262: Revised Hillside Standards",
                      "Ordinance No. 1187 is repealed in its entirety.", "2021-03-02"),
        titled_record("land_use", "writ", "opinion",
                      "Friends of Pellham Ridge v. City of Pellham: Judgment",
                      "IT IS ORDERED, ADJUDGED AND DECREED: 1. A writ of mandate shall issue. "
                      "2. Ordinance No. 1262 is void and of no effect.", "2022-05-13"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("writ", "o1262", "voids")) == "accepted"


def test_a_general_order_and_its_revision_by_year(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 192: "General Order 5.01 (rev. 2021) supersedes General Order 5.01 issued March 3,
    2017" in the 2021 revision supersedes the 2017 order (the subject is the revision itself,
    its edition written in brackets), and the 2024 revision's "Supersedes: General Order 5.01
    (rev. 2021)." supersedes that revision alone, not the 2017 order."""

    def order(doc_id: str, revision: str, at: str, text: str) -> SourceRecord:
        return titled_record("law_enforcement", doc_id, "general_order",
                             f"Brookhaven Police Department General Order 5.01{revision}: Use "
                             "of Force", text, at)

    rows = [
        order("go17", "", "2017-03-03", "Members shall use only reasonable force."),
        order("go21", " (rev. 2021)", "2021-06-14",
              "General Order 5.01 (rev. 2021) supersedes General Order 5.01 issued March 3, "
              "2017. Members shall de-escalate."),
        order("go24", " (rev. 2024)", "2024-02-01",
              "Supersedes: General Order 5.01 (rev. 2021). Members shall intervene."),
    ]
    pairs = accepted(rows, embedded_store, extractor)
    assert {("go21", "go17"), ("go24", "go21")} <= pairs
    assert ("go24", "go17") not in pairs


def test_another_documents_stated_end_expires_it_from_the_next_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 193: a provider notice saying "Class Waiver W-2023-01 lapses at the end of the
    day on September 30, 2023" expires the waiver from 1 October 2023; "Each approval under"
    it lapsing (trial 118: "Certifications to ISO/IEC 27001:2013 shall expire") do not."""
    rows = [
        titled_record("childcare", "w23", "waiver",
                      "Class Waiver W-2023-01: Preschool Ratio Flexibility", "One caregiver "
                      "may supervise twelve preschool children.", "2023-03-15"),
        titled_record("childcare", "pn", "provider_notice",
                      "Provider Notice 2023-08: Preschool Ratio Waiver Ends",
                      "Class Waiver W-2023-01 lapses at the end of the day on September 30, "
                      "2023, and the Division will not renew it.", "2023-09-18"),
    ]
    edges = [e for e in derive(rows, embedded_store, extractor) if e.kind == "expires"]
    assert [(e.newer_id, e.older_id, e.status) for e in edges] == [("pn", "w23", "accepted")]
    assert edges[0].valid_from == "2023-10-01T00:00:00Z"
    # what is about the waiver lapsing is not the waiver
    rows[1] = titled_record("childcare", "pn", "provider_notice", "Provider Notice 2023-08",
                            "Each approval under Class Waiver W-2023-01 lapses on September "
                            "30, 2023.", "2023-09-18")
    assert not [e for e in derive(rows, embedded_store, extractor) if e.kind == "expires"]


def test_the_previous_version_with_its_edition_in_brackets_is_superseded(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 195 and 200: "With the issuance of this revision, the previous version (Rev. 2,
    February 2022) is superseded" and "The previous version of this procedure (v1.0, January
    2016) is superseded" supersede the edition before the source's own."""
    title = "Procedure RC-3: Responding to Allegations of Research Misconduct (Version {})"
    for opening in ("The previous version of this procedure (v1.0, January 2016)",
                    "With the issuance of this revision, the previous version (v1.0, January "
                    "2016)"):
        rows = [
            titled_record("university_policy", "v1", "procedure", title.format("1.0"),
                          "Allegations go to the research integrity officer.", "2016-01-15"),
            titled_record("university_policy", "v2", "procedure", title.format("2.0"),
                          f"{opening} is superseded. Allegations go to the integrity office.",
                          "2019-09-01"),
        ]
        assert ("v2", "v1") in accepted(rows, embedded_store, extractor)


def test_a_suspension_with_no_end_before_the_effective_date_defers_nothing(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 195: Industry Bulletin 24-09, effective 1 August 2024, "is suspended pending
    further order of the Board" on 29 July; the Board later rescinds the suspension. A
    deferral would outlive the suspension it came from, so only the suspension is derived:
    it ends when the suspending order is rescinded."""
    rows = [
        record("b", "Industry Bulletin 24-09: Video Surveillance in Delivery Vehicles. Delivery "
               "vehicles must carry cameras.", title="Industry Bulletin 24-09: Video "
               "Surveillance in Delivery Vehicles", domain="cannabis", doc_type="bulletin",
               published_at="2024-05-20", effective_from="2024-08-01"),
        titled_record("cannabis", "stay", "order", "Order 2024-07: Suspension of Industry "
                      "Bulletin 24-09", "Bulletin 24-09 is suspended pending further order of "
                      "the Board.", "2024-07-29"),
    ]
    edges = {(e.newer_id, e.older_id, e.kind): e for e in derive(rows, embedded_store, extractor)}
    assert edges[("stay", "b", "suspends")].status == "accepted"
    assert ("stay", "b", "defers") not in edges


def test_a_suspension_lifted_by_where_it_was_announced(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 169: "This advisory lifts the suspension announced in Health Advisory
    HA-2025-04 and reinstates the June 2024 ACIP recommendation ..." ends the suspending
    advisory, named after the participle."""

    def advisory(doc_id: str, title: str, at: str, text: str) -> SourceRecord:
        return titled_record("vaccines", doc_id, "advisory", title, text, at)

    rows = [
        advisory("sus", "CDC Health Advisory HA-2025-04: Suspension of the Chikavia "
                 "Recommendation", "2025-05-09", "Pending completion of this review, CDC "
                 "suspends the recommendation for use of Chikavia."),
        advisory("lift", "CDC Health Advisory HA-2025-09: Chikavia Suspension Lifted",
                 "2025-08-22", "This advisory lifts the suspension announced in Health "
                 "Advisory HA-2025-04 and reinstates the recommendation for persons aged 18 "
                 "to 59 years."),
    ]
    assert found(rows, embedded_store, extractor).get(("lift", "sus", "rescinds")) == "accepted"


def test_a_list_names_a_document_by_its_day_after_one_by_its_number(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 189: "This Notification replaces Notification No. 2021/033 and the Secretariat's
    Notification of 3 March 2022 concerning Djibouti" replaces the numbered notification and
    the one of that day."""

    def notification(doc_id: str, number: str, title: str, at: str, text: str) -> SourceRecord:
        return titled_record("wildlife", doc_id, "notification", title, text, at,
                             notification_no=number)

    rows = [
        notification("n21", "2021/033", "Recommendation to suspend trade: annual reports",
                     "2021-04-14", "NOTIFICATION TO THE PARTIES No. 2021/033. Trade with the "
                     "listed Parties should be suspended."),
        notification("n22", "2022/014", "Djibouti: recommendation to suspend trade",
                     "2022-03-03", "NOTIFICATION TO THE PARTIES No. 2022/014. Trade with "
                     "Djibouti should be suspended."),
        notification("n23", "2023/021", "Annual reports: updated list of Parties",
                     "2023-03-01", "NOTIFICATION TO THE PARTIES No. 2023/021. This Notification "
                     "replaces Notification No. 2021/033 and the Secretariat's Notification of "
                     "3 March 2022 concerning Djibouti."),
    ]
    assert {("n23", "n21"), ("n23", "n22")} <= accepted(rows, embedded_store, extractor)


def test_a_treaty_described_by_its_parties_and_the_day_it_was_signed(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 323: "The Convention between Varenia and Kestria signed on 12 April 1995 shall
    cease to have effect" names the convention of that day its title's words describe, also
    where it was signed stands between ("signed at Lindau on 14 June 1978", no restriction to
    a place), and "the application of the Convention between Varenia and Norland for the
    avoidance of double taxation signed on 30 May 2001 is suspended" the one so titled."""
    rows = [
        titled_record("general", "k95", "tax_treaty", "Convention between Varenia and Kestria "
                      "for the Avoidance of Double Taxation (1995)", "Article 1. Persons "
                      "covered.", "1995-04-12"),
        titled_record("general", "k24", "tax_treaty", "Convention between the Republic of "
                      "Varenia and the Republic of Kestria (2024)", "Article 30. The Convention "
                      "between Varenia and Kestria signed on 12 April 1995 shall cease to have "
                      "effect from the date on which this Convention has effect.", "2024-11-28"),
        titled_record("general", "o78", "tax_treaty", "Convention between the Republic of "
                      "Varenia and the Kingdom of Ostmark for the Avoidance of Double Taxation "
                      "(1978)", "Article 1. Persons covered.", "1978-06-14"),
        titled_record("general", "o12", "tax_treaty", "Convention between Varenia and Ostmark "
                      "(2012)", "Article 31. The Convention between the Republic of Varenia "
                      "and the Kingdom of Ostmark signed at Lindau on 14 June 1978 shall "
                      "terminate and cease to have effect from the date on which this "
                      "Convention has effect.", "2012-09-20"),
        titled_record("general", "n01", "tax_treaty", "Convention between Varenia and Norland "
                      "for the Avoidance of Double Taxation with respect to Taxes on Income "
                      "(2001)", "Article 1. Persons covered.", "2001-05-30"),
        titled_record("general", "d412", "decree", "Presidential Decree No. 412 on the "
                      "Suspension of the Varenia-Norland Tax Convention", "The application of "
                      "the Convention between Varenia and Norland for the avoidance of double "
                      "taxation signed on 30 May 2001 is suspended with effect from 1 September "
                      "2023 until further notice.", "2023-08-08"),
    ]
    assert accepted(rows, embedded_store, extractor) == {
        ("k24", "k95"), ("o12", "o78"), ("d412", "n01")
    }
