"""Supersessions stated the way the blind trials of session 49 (278-293: securities staff
guidance, veterinary medicines, broadcasting codes, court practice directions, water
utilities, vehicle recalls) state them, where the derivation missed or misread them.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from tests.unit.test_derive_disclosures_and_season_editions import general
from tests.unit.test_derive_rules import derive, extractor
from tests.unit.test_derive_stated_acts import accepted, legal, pharma

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def test_a_series_named_by_one_word_and_its_numbers_is_learnt(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Titles closing with "(Release No. 34-64795)" make "Release" a series: "the temporary
    exemptions granted in Release No. 34-64795, as extended by Release Nos. 34-66703 and
    34-71485" names three orders, each terminated with the relief it granted."""
    rows = [
        general("r1", "exemptive_order", "Order Granting Temporary Exemptions for "
                "Security-Based Swaps (Release No. 34-64795)", "The Commission grants "
                "temporary exemptions.", "2011-07-01"),
        general("r2", "exemptive_order", "Order Extending Temporary Exemptions for "
                "Security-Based Swaps (Release No. 34-66703)", "The exemptions are extended.",
                "2012-01-31"),
        general("r3", "exemptive_order", "Order Extending and Modifying Temporary Exemptions "
                "(Release No. 34-71485)", "The exemptions are extended again.", "2014-02-05"),
        general("r4", "exemptive_order", "Order Terminating Temporary Exemptions for "
                "Security-Based Swaps (Release No. 34-90728)", "With the security-based swap "
                "dealer registration regime now in place, the Commission terminates the "
                "temporary exemptions granted in Release No. 34-64795, as extended by Release "
                "Nos. 34-66703 and 34-71485. The termination is effective November 1, 2021.",
                "2020-12-18"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("r4", "r1"), ("r4", "r2"), ("r4", "r3")}


def test_a_subject_revised_first_then_replacing_is_the_document_itself(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Question 119.24 is revised as follows and replaces the version published on December
    8, 2016" in the interpretation titled by Question 119.24: its own act, on the update of
    that day."""
    rows = [
        general("u16", "cdi", "Compliance and Disclosure Interpretations: Regulation S-K - "
                "December 2016 Update (Item 402)", "The Division has updated its "
                "interpretations.", "2016-12-08"),
        general("q23", "cdi", "Compliance and Disclosure Interpretations: Regulation S-K - "
                "Question 119.24 (Revised August 2023)", "Question 119.24 is revised as "
                "follows and replaces the version published on December 8, 2016.",
                "2023-08-25"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("q23", "u16")}


def test_each_day_of_a_list_names_the_document_its_item_describes(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This label supersedes all previous versions, including the label approved in May
    2019 and the correction communicated by letter of 4 November 2019": the letter of that
    day correcting the label too, not only the label of May."""
    rows = [
        pharma("l19", "label", "Label and package leaflet: Oxytet-LA 200 mg/ml Solution for "
               "Injection", "Oxytetracycline 200 mg/ml. Milk: 7 days.", "2019-05-10",
               product="Oxytet-LA 200 mg/ml"),
        pharma("dl", "dear_doctor_letter", "Dear Veterinary Surgeon letter: correction of "
               "milk withdrawal period for Oxytet-LA 200 mg/ml", "The milk withdrawal period "
               "was printed as 7 days; it is 10 days.", "2019-11-04",
               product="Oxytet-LA 200 mg/ml"),
        pharma("l21", "label", "Label and package leaflet: Oxytet-LA 200 mg/ml Solution for "
               "Injection (revised February 2021)", "This label supersedes all previous "
               "versions, including the label approved in May 2019 and the correction "
               "communicated by letter of 4 November 2019. Milk: 10 days.", "2021-02-15",
               product="Oxytet-LA 200 mg/ml"),
    ]
    assert {("l21", "l19"), ("l21", "dl")} <= accepted(rows, embedded_store, extractor)


def test_a_revision_heading_its_title_leaves_its_code_its_own(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Product defect recall, revision 1: ... (VMD/DR/2022/014 rev. 1)" is titled by its own
    code (the heading's number is its edition), so "Recall notice VMD/DR/2022/014 rev. 1 is
    no longer in effect" in the closure notice ends revision 1, not the first notice."""
    rows = [
        general("r0", "recall", "Product defect recall: Parasitex 5 mg/ml Pour-On Solution "
                "(VMD/DR/2022/014)", "Batch 21K045 is recalled.", "2022-08-03"),
        general("r1", "recall", "Product defect recall, revision 1: Parasitex 5 mg/ml Pour-On "
                "Solution (VMD/DR/2022/014 rev. 1)", "This notice cancels and replaces recall "
                "notice VMD/DR/2022/014 issued on 3 August 2022.", "2022-08-19"),
        general("cl", "notice", "Recall closure: Parasitex 5 mg/ml Pour-On Solution "
                "(VMD/DR/2022/014 rev. 1)", "The recall is now closed. Recall notice "
                "VMD/DR/2022/014 rev. 1 is no longer in effect and no further action is "
                "required.", "2023-01-10"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("r1", "r0"), ("cl", "r1")}


def test_editions_named_by_year_in_another_word_order_or_by_their_kind(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"These procedures supersede the 2020 procedures for television and radio" names the
    procedures of that year titled most like the new ones; "the 2010 Code on the Scheduling of
    Television Advertising and all amendments made to it" the code titled "... (COSTA) 2010"
    and the amendment of it (not guidance only proposed to amend it, no change by its
    title); "The 2024/25 Tariff Tables are superseded by these tables for the charging year
    ..." the tables of those years (what the new tables cover restricts nothing); "Revision 2
    of the product literature replaces the 2016 text" its own edition of that year."""
    rows = [
        general("p20", "procedures", "Procedures for investigating breaches of content "
                "standards for television and radio (2020)", "Complaints are assessed.",
                "2020-12-01"),
        general("p23", "procedures", "Procedures for investigating breaches of content "
                "standards for broadcast and on-demand services (2023)", "These procedures "
                "supersede the 2020 procedures for television and radio and extend to "
                "on-demand services.", "2023-02-15"),
        general("c10", "code", "Code on the Scheduling of Television Advertising (COSTA) 2010",
                "Advertising is limited to 12 minutes an hour.", "2010-12-01"),
        general("ca", "code_amendment", "COSTA: amendment to rules on breaks in children's "
                "programmes", "Rule 15 of the Code on the Scheduling of Television Advertising "
                "is amended so that programmes under 30 minutes have no break.", "2015-05-11"),
        general("gd", "guidance", "Guidance: advertising around children's programmes",
                "Rule 15 of the Code on the Scheduling of Television Advertising is amended so "
                "that breaks are shorter, as broadcasters have asked.", "2016-03-01"),
        general("c21", "code", "Code on the Scheduling of Television Advertising (2021)",
                "This Code supersedes the 2010 Code on the Scheduling of Television Advertising "
                "and all amendments made to it.", "2021-09-06"),
        general("t24", "tariff_table", "Tariff Tables 2024/25", "The television tariff is "
                "0.2% of turnover.", "2024-02-28"),
        general("t25", "tariff_table", "Tariff Tables 2025/26", "The 2024/25 Tariff Tables are "
                "superseded by these tables for the charging year 1 April 2025 to 31 March "
                "2026.", "2025-02-27"),
        general("pl16", "label", "Product Literature: Paraclear 5 mg/ml Pour-on Solution (2016)",
                "Withdrawal period: 28 days.", "2016-09-01"),
        general("pl20", "label", "Product Literature: Paraclear 5 mg/ml Pour-on Solution "
                "(revision 2, July 2020)", "Revision 2 of the product literature replaces the "
                "2016 text.", "2020-07-22"),
    ]
    assert accepted(rows, embedded_store, extractor) == {
        ("p23", "p20"), ("c21", "c10"), ("c21", "ca"), ("t25", "t24"), ("pl20", "pl16"),
        ("ca", "c10"),  # the amendment, so titled, amends the code (session 55)
    }


def test_a_passive_dating_its_target_or_announced_by_its_issuer_is_its_own_act(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"The Penalty Guidelines issued in September 2015 are revoked and replaced by these
    guidelines": the words dating the target are no condition; "Harrow Valley Water advises
    that Boil Water Notice BWN-2023-07, issued on 14 March 2023 and extended on 16 March 2023
    to Kingsley Road and Ferris Lane, is lifted" is the utility's own act, the aside saying
    how the notice was issued; "Coastal Ranges Water rescinds Boil Water Advisory BWA 24-03
    for the Northgate pressure zone": a utility's name speaks for its notice."""
    rows = [
        general("g15", "guidelines", "Penalty Guidelines (2015)", "Penalties are set in five "
                "steps.", "2015-09-01"),
        general("g21", "guidelines", "Penalty Guidelines (2021)", "The Penalty Guidelines "
                "issued in September 2015 are revoked and replaced by these guidelines.",
                "2021-03-15"),
        general("bw", "boil_water_notice", "Boil Water Notice BWN-2023-07 - Eastfield",
                "Boil water before drinking.", "2023-03-14"),
        general("bl", "boil_water_notice", "Boil Water Notice BWN-2023-07 Lifted - Eastfield",
                "Harrow Valley Water advises that Boil Water Notice BWN-2023-07, issued on 14 "
                "March 2023 and extended on 16 March 2023 to Kingsley Road and Ferris Lane, is "
                "lifted with immediate effect.", "2023-03-20"),
        general("ba", "boil_water_advisory", "Boil Water Advisory BWA 24-03 - Northgate "
                "Pressure Zone", "Customers must boil water.", "2024-08-02"),
        general("br", "boil_water_advisory", "Boil Water Advisory BWA 24-03 Rescinded - "
                "Northgate", "Coastal Ranges Water rescinds Boil Water Advisory BWA 24-03 for "
                "the Northgate pressure zone, effective 6 August 2024.", "2024-08-06"),
    ]
    found = accepted(rows, embedded_store, extractor)
    assert {("g21", "g15"), ("bl", "bw"), ("br", "ba")} <= found


def test_numbers_of_a_year_name_determinations_and_directions(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Determination No. 4 of 2021" and "Practice Direction 2 of 2019" are identifiers (one
    replaced "as varied in May 2022" takes its variation along); a
    tribunal's "Determination No. 1 of 2023 is set aside" voids it; a heading before a
    numbered paragraph ("PART 1 - PRELIMINARY. 1.1 This Practice Direction supersedes ...")
    is no part of the subject."""
    rows = [
        general("d21", "price_determination", "Southern Basin Water Price Determination 2021 "
                "(Determination No. 4 of 2021)", "Usage charge $2.05 per kilolitre.",
                "2021-06-10"),
        general("v22", "price_determination_variation", "Variation of Determination No. 4 of "
                "2021 - Cost Pass-Through", "A pass-through of $14 per year is added.",
                "2022-05-16"),
        general("d23", "price_determination", "Southern Basin Water Price Determination 2023 "
                "(Determination No. 1 of 2023)", "This Determination replaces Determination "
                "No. 4 of 2021, as varied in May 2022, with effect from 1 July 2023.",
                "2023-06-08"),
        legal("wat", "decision", "Southern Basin Water v Pricing Tribunal [2023] WAT 17",
              "The appeal is upheld. Determination No. 1 of 2023 is set aside and the matter "
              "remitted for redetermination.", "2023-11-22"),
        legal("pd19", "practice_direction", "Practice Direction 2 of 2019: Electronic Filing",
              "Documents may be filed electronically.", "2019-01-15"),
        legal("pd22", "practice_direction", "Practice Direction 5 of 2022: Electronic Filing "
              "and Service", "PART 1 \u2014 PRELIMINARY. 1.1 This Practice Direction supersedes "
              "Practice Direction 2 of 2019 and takes effect on 5 September 2022.",
              "2022-06-10"),
    ]
    assert {("d23", "d21"), ("d23", "v22"), ("wat", "d23"), ("pd22", "pd19")} <= accepted(
        rows, embedded_store, extractor
    )


def test_a_decree_amending_another_is_titled_by_its_own_number_alone(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Decree No. 2021-144 ... amending Decree No. 2019-877" is titled by its own number
    (the series learnt from "Decree No." titles), so "Decree No. 2019-877 ... and Decree No.
    2021-144 ... amending it are repealed" repeals both."""
    rows = [
        legal("e19", "decree", "Decree No. 2019-877 of 20 August 2019 on the dematerialised "
              "processing of planning applications", "Applications may be filed online.",
              "2019-08-22"),
        legal("e21", "decree", "Decree No. 2021-144 of 10 February 2021 amending Decree No. "
              "2019-877 of 20 August 2019", "In Article 5 the words 'ten days' are replaced by "
              "the words 'five days'.", "2021-02-12"),
        legal("e23", "decree", "Decree No. 2023-509 of 7 July 2023 on the single national "
              "portal", "Article 12. Decree No. 2019-877 of 20 August 2019 on the "
              "dematerialised processing of planning applications and Decree No. 2021-144 of "
              "10 February 2021 amending it are repealed with effect from 1 January 2024.",
              "2023-07-09"),
    ]
    assert {("e23", "e19"), ("e23", "e21")} <= accepted(rows, embedded_store, extractor)


def test_a_number_within_its_year_is_an_identifier_only_where_titles_write_it_so(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Where no title numbers a direction within its year, "The revised Practice Direction
    No. 3 of 2019 is withdrawn and replaced by this Practice Direction" names the direction
    titled "Practice Direction No. 3 (Revised 2019)" by its words and year (a fresh
    extractor: the series the other tests' titles taught it are not this corpus's)."""
    fresh = SpacyExtractor(extractor.packs)
    rows = [
        legal("r16", "practice_direction", "Practice Direction No. 3 - Electronic Filing",
              "Electronic filing is available to attorneys.", "2016-03-01"),
        legal("r19", "practice_direction", "Practice Direction No. 3 (Revised 2019) - "
              "Electronic Filing", "This Practice Direction replaces Practice Direction No. 3 "
              "issued 1 March 2016.", "2019-08-15"),
        legal("r23", "practice_direction", "Practice Direction No. 3 (2023 Revision) - "
              "Electronic Filing", "The revised Practice Direction No. 3 of 2019 is withdrawn "
              "and replaced by this Practice Direction with effect from 1 September 2023.",
              "2023-07-14"),
    ]
    assert ("r23", "r19") in accepted(rows, embedded_store, fresh)


def test_a_title_amending_a_document_it_names_in_words_amends_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Amendment to the Standards of proficiency for midwives: section 6" amends the
    standards so titled (its subject after the colon), "Amendment No. 1 to the Broadcasting
    Code (2023 edition)" the code titled "The Broadcasting Code (2023 edition)", the
    "Westhaven Harbour (Amendment) Byelaws 2023" the byelaws of that name; a consultation
    draft that "would
    replace the 2022 Procedure ..." replaces nothing yet."""
    rows = [
        general("sp", "standard", "Standards of proficiency for midwives (2019)",
                "These standards describe the proficiencies of midwives.", "2019-11-18"),
        general("am", "amendment", "Amendment to the Standards of proficiency for midwives: "
                "section 6 (newborn examination)", "Council has agreed an amendment to "
                "section 6.", "2021-06-10"),
        general("bc", "code", "The Broadcasting Code (2023 edition)", "The Code applies to "
                "programmes broadcast from 1 January 2024.", "2023-10-02"),
        general("ba", "code_amendment", "Amendment No. 1 to the Broadcasting Code (2023 "
                "edition): Section Five", "Rule 5.3 is revised.", "2024-06-10"),
        legal("hb", "byelaw", "Westhaven Harbour Byelaws 2021", "Byelaw 8: no vessel shall "
              "make fast without a permit.", "2021-02-15"),
        legal("hba", "byelaw", "Westhaven Harbour (Amendment) Byelaws 2023", "In byelaw 8, "
              "after \"permit\" insert \"issued under the Moorings Scheme\".", "2023-05-02"),
        general("p22", "procedure", "Procedure for Investigating Allegations of Research "
                "Misconduct (2022)", "Allegations are screened within 30 days.", "2022-01-10"),
        general("dr", "consultation_draft", "Consultation Draft: Revised Procedure for "
                "Investigating Allegations of Research Misconduct (2025)", "The Committee "
                "invites comments on a draft revised procedure which, if adopted, would replace "
                "the 2022 Procedure for Investigating Allegations of Research Misconduct.",
                "2025-02-03"),
    ]
    assert accepted(rows, embedded_store, extractor) == {
        ("am", "sp"), ("ba", "bc"), ("hba", "hb")
    }


def test_the_law_a_subject_is_made_under_and_a_clause_of_when_are_no_actors(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"this Key Information Document, prepared under Regulation (EU) No 1286/2014, replaces
    the UCITS Key Investor Information Document dated 10 February 2022": the regulation is
    what the document is made under, not who replaces; "When in force this issue supersedes
    SP Issue 4": the issue itself, after the clause of when."""
    rows = [
        general("ki", "kiid", "Key Investor Information - Meridian Global Equity Fund, Class A "
                "EUR (February 2022)", "Objectives and investment policy: long-term growth.",
                "2022-02-10"),
        general("kd", "kid", "Key Information Document - Meridian Global Equity Fund, Class A "
                "EUR (PRIIPs)", "With effect from 1 January 2023 this Key Information Document, "
                "prepared under Regulation (EU) No 1286/2014, replaces the UCITS Key Investor "
                "Information Document dated 10 February 2022.", "2022-12-30"),
        general("sp4", "rule_book_module", "Rule Book Module SP Issue 4: Speed restrictions",
                "Drivers must observe warning boards.", "2019-03-02"),
        general("sp5", "rule_book_module", "Rule Book Module SP Issue 5: Speed restrictions",
                "Module SP Issue 5, planned implementation 3 June 2023. When in force this issue "
                "supersedes SP Issue 4.", "2023-03-04"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("kd", "ki"), ("sp5", "sp4")}


def test_a_kind_of_several_words_numbered_within_its_year_and_its_corrections(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Notice to Mariners No. 12 of 2022" is a member of its kind's yearly series (its title
    names it as its own, "to" no word of what it is about); "Marine Notice No. 07 of 2021,
    including the correction issued in April 2021, is cancelled" cancels the correction
    titled as one of it too."""
    rows = [
        general("n12", "notice_to_mariners", "Kelmouth Notice to Mariners No. 12 of 2022 - "
                "Eastern Approach Channel: Dredging", "Dredging will be carried out.",
                "2022-03-01"),
        general("n31", "notice_to_mariners", "Kelmouth Notice to Mariners No. 31 of 2022 - "
                "Eastern Approach Channel: Dredging (Extended)", "This notice cancels and "
                "replaces Notice to Mariners No. 12 of 2022.", "2022-07-15"),
        general("m07", "marine_notice", "Marine Notice No. 07 of 2021: Lifejacket Servicing",
                "Lifejackets shall be serviced every 12 months.", "2021-02-01"),
        general("mc", "corrigendum", "Correction to Marine Notice No. 07 of 2021 (Lifejacket "
                "Servicing)", "Marine Notice No. 07 of 2021 contained an error in paragraph 3.",
                "2021-04-12"),
        general("m03", "marine_notice", "Marine Notice No. 03 of 2024: Lifejackets - Servicing "
                "and Records", "Marine Notice No. 07 of 2021, including the correction issued "
                "in April 2021, is cancelled with effect from 1 April 2024 and replaced by this "
                "notice.", "2024-02-05"),
    ]
    found = accepted(rows, embedded_store, extractor)
    assert {("n31", "n12"), ("m03", "m07"), ("m03", "mc"), ("mc", "m07")} <= found


def test_a_filing_named_by_its_rules_part_and_the_day_it_was_submitted(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"This amended report supersedes the Part 573 report submitted on June 12, 2023 for
    recall 23V-412": "Part 573" names the kind of report (no part of one), "submitted on"
    the day that names it."""
    rows = [
        general("r1", "recall_report", "Part 573 Safety Recall Report 23V-412: Norvale Cresta "
                "Passenger Air Bag Inflator", "Norvale is recalling certain 2019-2020 Cresta "
                "vehicles.", "2023-06-12"),
        general("r2", "recall_report", "Amended Part 573 Safety Recall Report 23V-412 "
                "(Expansion of Population)", "This amended report supersedes the Part 573 "
                "report submitted on June 12, 2023 for recall 23V-412.", "2023-10-05"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("r2", "r1")}


def test_a_deferral_of_the_implementation_of_a_named_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"The implementation of Rule Book Module SP Issue 5 is deferred from 3 June 2023 to 2
    September 2023" in a notice titled as that deferral defers the issue (what follows "the
    implementation of" is the document); so does "..., the council has agreed that the date
    of application of the 2020 edition of the Code ... is deferred from 1 January 2021 to 1
    July 2021" (the council announcing the act)."""
    rows = [
        general("sp4", "rule_book_module", "Rule Book Module SP Issue 4: Speed restrictions",
                "Module SP Issue 4. Speed restrictions.", "2019-03-02"),
        general("sp5", "rule_book_module", "Rule Book Module SP Issue 5: Speed restrictions",
                "Module SP Issue 5, planned implementation 3 June 2023. When in force this issue "
                "supersedes SP Issue 4.", "2023-03-04"),
        general("sn", "standards_notice", "Standards Notice SN/2023/05: deferral of Module SP "
                "Issue 5", "The implementation of Rule Book Module SP Issue 5 is deferred from 3 "
                "June 2023 to 2 September 2023.", "2023-05-20"),
        general("c16", "code_of_practice", "Code of Practice on the Responsible Use of "
                "Antimicrobials in Poultry Production (2016 edition)", "This code of practice "
                "sets out good practice for the use of antimicrobials.", "2016-05-01"),
        general("c20", "code_of_practice", "Code of Practice on the Responsible Use of "
                "Antimicrobials in Poultry Production (2020 edition)", "This edition replaces "
                "the 2016 edition of the Code and applies from 1 January 2021.", "2020-11-02"),
        general("dn", "notice", "Notice: deferral of the date of application of the 2020 "
                "edition of the poultry antimicrobial code of practice", "In view of the "
                "pressures on producers, the council has agreed that the date of application of "
                "the 2020 edition of the Code of Practice on the Responsible Use of "
                "Antimicrobials in Poultry Production is deferred from 1 January 2021 to 1 July "
                "2021.", "2020-12-10"),
    ]
    edges = derive(rows, embedded_store, extractor)
    assert {(e.newer_id, e.older_id) for e in edges if e.kind == "defers"} == {
        ("sn", "sp5"), ("dn", "c20")
    }
    assert all(e.status == "accepted" for e in edges if e.kind == "defers")


def test_a_passive_names_an_edition_by_its_year_and_kind_or_what_it_includes(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"The 2011 policy is rescinded and replaced by this policy" in a policy titled otherwise
    names the policy of 2011 titled most like it; "Upon that date the 2018 Edition, including
    the amendment to Standard 5 adopted in June 2021, ceases to have effect" names the 2018
    edition, what it includes set off by commas."""
    rows = [
        general("p11", "policy", "ACHE Policy on Credit Hours (2011)", "A credit hour is one "
                "hour of instruction and two of study.", "2011-07-01"),
        general("p20", "policy", "ACHE Policy on Credit Hours and Clock Hours (Revised 2020)",
                "The Commission has revised its Policy on Credit Hours. The 2011 policy is "
                "rescinded and replaced by this policy effective 1 July 2021.", "2020-11-19"),
        general("s18", "standard", "NCCU Standards for Accreditation (2018 Edition)",
                "Five Standards apply.", "2018-10-01"),
        general("s24", "standard", "NCCU Standards for Accreditation (2024 Edition)", "This "
                "2024 Edition takes effect on 1 July 2025. Upon that date the 2018 Edition, "
                "including the amendment to Standard 5 adopted in June 2021, ceases to have "
                "effect.", "2024-02-20"),
    ]
    assert {("p20", "p11"), ("s24", "s18")} <= accepted(rows, embedded_store, extractor)


def test_an_aside_of_how_a_named_document_was_extended_keeps_a_passive_plain(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"The moratorium ... established by Ordinance No. 2021-30, as extended by Ordinance No.
    2022-04, is terminated": what the moratorium was established by is still read (the
    aside's words do not hide it), so both ordinances are the ordinance's own acts."""
    rows = [
        general("o30", "ordinance", "Ordinance No. 2021-30: Interim Moratorium on New "
                "Short-Term Rental Permits", "No new permits shall be issued.", "2021-11-02"),
        general("o04", "ordinance", "Ordinance No. 2022-04: Extending the Short-Term Rental "
                "Moratorium", "The moratorium is extended to August 2022.", "2022-02-01"),
        general("o18", "ordinance", "Ordinance No. 2022-18: Adopting Short-Term Rental "
                "Regulations and Terminating Moratorium", "Section 2. The moratorium on new "
                "short-term rental permits established by Ordinance No. 2021-30, as extended by "
                "Ordinance No. 2022-04, is terminated effective August 1, 2022.", "2022-07-12"),
    ]
    assert {("o18", "o30"), ("o18", "o04")} <= accepted(rows, embedded_store, extractor)
