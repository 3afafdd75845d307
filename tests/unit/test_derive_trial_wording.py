"""Supersessions stated the way the blind trials of sessions 44-46 (206-237: building codes,
airworthiness, drug labels, company policies, state case law, vendor advisories, central bank
circulars, standards, trade remedies, data protection, plant health, labour relations,
exchanges, professional regulation, public procurement) state them, where the derivation
missed or over-read them.
"""

from __future__ import annotations

from graphcar.domains.packs import edition_marks
from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, titled_record
from tests.unit.test_derive_stated_acts import accepted, found
from tests.unit.test_general_pack import designations

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def bulletin(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("general", doc_id, "bulletin", title, text, at)


def test_a_bracketed_title_in_a_passive_subject_restricts_nothing(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Bulletin 23-05 (Temporary shoring inspections) and Bulletin 23-08 (...) are
    superseded by this bulletin": "Temporary" opens each name's bracketed title, as it does
    after the verb ("supersedes Bulletin 23-05 (Temporary ...)"); both are superseded. A
    lower-case "(temporarily)" still restricts the act."""
    rows = [
        bulletin("b05", "Bulletin 23-05: Temporary shoring inspections",
                 "Shoring must be inspected by an engineer.", "2023-03-01"),
        bulletin("b08", "Bulletin 23-08: Guardrail heights on roof decks",
                 "Guardrails must be 1070 mm high.", "2023-06-01"),
        bulletin("b11", "Bulletin 23-11: Hoarding permits",
                 "Hoardings need a permit.", "2023-09-01"),
        bulletin("b24", "Bulletin 24-02: Site safety consolidated guidance",
                 "Bulletin 23-05 (Temporary shoring inspections) and Bulletin 23-08 (Guardrail "
                 "heights on roof decks) are superseded by this bulletin.", "2024-02-01"),
        bulletin("b25", "Bulletin 24-03: Hoarding review",
                 "Bulletin 23-11 is superseded (temporarily) by this bulletin.", "2024-03-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("b24", "b05"), ("b24", "b08")}


def test_a_correction_is_read_with_the_edition_it_corrects(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Errata and corrigenda ``corrects`` what they name, by their title ("Erratum to
    Electrical Bulletin EB-5 (February 2019)", "Errata to TG-12 Version 2020-01": the
    version the title writes, not the later one) or their text ("This notice corrects an
    error in Revision 5 of the Expense Reimbursement Policy ..."); a FAQ about the standard
    is corrected by nothing, and a prison service's policy is no correction."""
    rows = [
        bulletin("eb5", "Electrical Bulletin EB-5: Rapid Shutdown of Rooftop PV Systems",
                 "Labels shall be 1/4 inch high.", "2019-02-11"),
        bulletin("eb5-erratum", "Erratum to Electrical Bulletin EB-5 (February 2019)",
                 "The label height in Table 1 shall read 3/8 inch.", "2019-04-02"),
        titled_record("general", "tg12-2020", "guideline",
                      "Technical Guideline TG-12: Key lengths (Version 2020-01)",
                      "Use 3072-bit RSA keys.", "2020-03-02"),
        titled_record("general", "tg12-2021", "guideline",
                      "Technical Guideline TG-12: Key lengths (Version 2021-01)",
                      "Use 3072-bit RSA keys until 2025.", "2021-03-01"),
        titled_record("general", "tg12-errata", "errata", "Errata to TG-12 Version 2020-01",
                      "The subgroup order q in Table 3.1 should read 250 bits.", "2021-05-17"),
        titled_record("general", "fin-pol-5", "policy",
                      "Expense Reimbursement Policy FIN-POL-02, Revision 5",
                      "Mileage is paid at 54p per mile.", "2020-09-01"),
        titled_record("general", "fin-note", "notice", "Mileage rate notice",
                      "This notice corrects an error in Revision 5 of the Expense "
                      "Reimbursement Policy published on 1 September 2020. The rate is 45p.",
                      "2020-10-12"),
        titled_record("general", "doc-300", "policy", "Department of Corrections Policy 300.2",
                      "Visiting hours.", "2018-01-01"),
        titled_record("general", "doc-300b", "policy", "Department of Corrections Policy 300.2 "
                      "(2020 revision)", "Visiting hours on weekends.", "2020-01-01"),
    ]
    statuses = found(rows, embedded_store, extractor)
    corrections = {(new, old) for (new, old, kind), s in statuses.items()
                   if kind == "corrects" and s == "accepted"}
    assert corrections == {
        ("eb5-erratum", "eb5"),
        ("tg12-errata", "tg12-2020"),
        ("fin-note", "fin-pol-5"),
    }


def test_a_regulators_consolidation_repeals_what_it_lists_and_names_by_number(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A central bank's idiom: circulars numbered "DBR.KYC.No.07/2014-15" or
    "SMB/MRD/DP/2008/12" (their text's first line), a master direction after whose issue "the
    instructions contained in the circulars listed in the Appendix stand repealed, including
    ..." (its act, on circulars of another type), "In supersession of circular ... dated
    January 5, 2008, the following framework shall apply", "They consolidate and supersede
    ..." after "These Directions ...", and a provision "kept in abeyance" (suspended)."""

    def circular(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("finance", doc_id, doc_type, title, text, at)

    rows = [
        circular("kyc-07", "circular", "KYC Norms - Periodic Updation of Customer Records",
                 "DBR.KYC.No.07/2014-15. Banks shall update KYC records every two years.",
                 "2014-07-15"),
        circular("kyc-12", "circular", "KYC Norms - Officially Valid Documents",
                 "DBR.KYC.No.12/2016-17. Banks shall accept the listed documents.",
                 "2016-12-02"),
        circular("md-kyc", "master_direction", "Master Direction - KYC Direction, 2019",
                 "The Directions consolidate all instructions on customer due diligence. With "
                 "the issue of this Master Direction, the instructions contained in the "
                 "circulars listed in the Appendix stand repealed, including "
                 "DBR.KYC.No.07/2014-15 dated July 15, 2014 and DBR.KYC.No.12/2016-17 dated "
                 "December 2, 2016.", "2019-02-25"),
        circular("short-2008", "circular", "Framework for Short Selling",
                 "SMB/MRD/DP/2008/12. All classes of investors may short sell.", "2008-01-05"),
        circular("short-2023", "circular", "Revised Framework for Short Selling",
                 "SMB/HO/MRD/2023/44. In supersession of circular SMB/MRD/DP/2008/12 dated "
                 "January 5, 2008, the following framework shall apply.", "2023-10-30"),
        circular("dl-2022", "guidelines", "Guidelines on Digital Lending",
                 "Lenders shall disburse loans directly.", "2022-09-02"),
        circular("dl-2025", "directions", "Digital Lending Directions, 2025",
                 "These Directions come into force with immediate effect. They consolidate "
                 "and supersede the Guidelines on Digital Lending dated September 2, 2022.",
                 "2025-05-08"),
        circular("div-2005", "circular", "Declaration of Dividends by Banks",
                 "DBOD.NO.BP.BC.88/21.02.067/2004-05. Banks may declare dividends.",
                 "2005-05-04"),
        circular("div-2020", "circular", "Declaration of Dividends - COVID-19",
                 "Banks shall not pay dividends until further instructions. The provisions of "
                 "circular DBOD.NO.BP.BC.88/21.02.067/2004-05 are kept in abeyance.",
                 "2020-04-17"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert statuses[("md-kyc", "kyc-07", "repeals")] == "accepted"
    assert statuses[("md-kyc", "kyc-12", "repeals")] == "accepted"
    assert statuses[("short-2023", "short-2008", "supersedes")] == "accepted"
    assert statuses[("dl-2025", "dl-2022", "supersedes")] == "accepted"
    assert statuses[("div-2020", "div-2005", "suspends")] == "accepted"


def test_an_ordinance_filed_under_legal_is_read_for_the_act_it_states(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 206: a city's ordinances sent with domain ``legal``, a type the legal pack does
    not declare: the general pack reads them along, so "Ordinance 1187 (2018 IFC) is repealed
    and replaced in its entirety by this ordinance" repeals it."""
    rows = [
        titled_record("legal", "o1187", "ordinance",
                      "Eastvale Ordinance 1187: Adopting the 2018 International Fire Code",
                      "The 2018 International Fire Code is adopted.", "2018-11-13"),
        titled_record("legal", "o1254", "ordinance",
                      "Eastvale Ordinance 1254: Adoption of 2021 International Fire Code",
                      "Section 1. Ordinance 1187 (2018 IFC) is repealed and replaced in its "
                      "entirety by this ordinance.", "2022-05-10"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("o1254", "o1187")}


def test_an_act_on_a_part_or_a_titled_amendment_is_read_with_the_policy(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 209: "Section 7 of the Hybrid Working Policy (HR-POL-15 v2.0) is deleted and
    replaced by this standard" and "clause 5.4 of the Acceptable Use Standard (AUS-01) is
    suspended" leave the policy and the standard in force, each read with the document acting
    on its part (``amends``); "Amendment No. 1 to the Business Travel Policy (POL-HR-07,
    Edition 3)" amends edition 3, not edition 2, though its title's words are not theirs."""

    def policy(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, doc_type, title, text, at)

    rows = [
        policy("hybrid", "policy", "Hybrid Working Policy HR-POL-15, version 2.0",
               "Section 7: working from abroad is permitted for 10 days.", "2023-01-09"),
        policy("abroad", "standard", "Working from Abroad Standard HR-STD-15A",
               "Section 7 of the Hybrid Working Policy (HR-POL-15 v2.0) is deleted and "
               "replaced by this standard.", "2023-11-20"),
        policy("aus", "standard", "Acceptable Use Standard AUS-01, Revision 2",
               "Clause 5.4: personal devices may access email.", "2022-03-01"),
        policy("byod", "security_advisory", "Security Advisory SA-2023-07: BYOD suspended",
               "Following a phishing campaign, clause 5.4 of the Acceptable Use Standard "
               "(AUS-01 Rev. 2) is suspended until further notice.", "2023-05-10"),
        policy("travel-2", "policy", "Business Travel Policy (POL-HR-07), Edition 2",
               "Business class for flights over six hours.", "2021-05-20"),
        policy("travel-3", "policy", "Business Travel Policy (POL-HR-07), Edition 3",
               "Business class for flights over eight hours.", "2024-01-10"),
        policy("travel-a1", "policy_amendment",
               "Amendment No. 1 to the Business Travel Policy (POL-HR-07, Edition 3)",
               "First class rail travel may be booked for journeys over two hours.",
               "2024-09-02"),
    ]
    statuses = found(rows, embedded_store, extractor)
    accepted = {key for key, status in statuses.items() if status == "accepted"}
    assert {("abroad", "hybrid", "amends"), ("byod", "aus", "amends"),
            ("travel-a1", "travel-3", "amends")} <= accepted
    # nothing taken out of force, and edition 2 is not what the amendment changes
    assert not [key for key in accepted if key[0] in ("abroad", "byod", "travel-a1")
                and key[2] != "amends"]
    assert ("travel-a1", "travel-2", "amends") not in accepted


def test_labels_naming_no_labeler_are_editions_of_the_drugs_label(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 208: prescribing information revised 03/2018, 11/2019 and 02/2024 for one drug,
    none naming an NDC, an application or a labeler: each later label replaces the one before
    (``where_absent``), while another drug's label stays apart."""

    def label(doc_id: str, title: str, at: str) -> SourceRecord:
        return titled_record("pharma", doc_id, "label", title, "10 mg orally once daily.", at)

    rows = [
        label("z2018", "Prescribing Information: ZOLVATREX (zolvatrexine) tablets — Revised "
              "03/2018", "2018-03-15"),
        label("z2019", "Prescribing Information: ZOLVATREX (zolvatrexine) tablets — Revised "
              "11/2019", "2019-11-04"),
        label("z2024", "Prescribing Information: ZOLVATREX (zolvatrexine) tablets — Revised "
              "02/2024", "2024-02-12"),
        label("f2020", "Prescribing Information: FEXAPRINE (fexaprinol) capsules — Revised "
              "06/2020", "2020-06-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("z2019", "z2018"), ("z2024", "z2019")}


def test_terminations_amendments_by_a_gerund_and_a_corrigendum_of_a_standard(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 206 and 213: "Emergency Ordinance No. E-2020-04 is terminated effective July 1,
    2021" repeals it; "Ordinance 1254 is amended by adding local amendments" is the
    resolution's own amendment ("by adding" says how, not who); "NSB 4410:2019/Cor 1:2020 -
    Technical Corrigendum 1" corrects the standard its name heads, not the FAQ "Moving to NSB
    4410:2019" published after it."""

    def city(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, doc_type, title, text, at)

    rows = [
        city("e2020", "emergency_ordinance", "Emergency Ordinance No. E-2020-04",
             "On-site inspections are replaced by video inspections.", "2020-03-24"),
        city("r2021", "resolution", "Resolution No. 2021-88: Terminating Emergency Ordinance",
             "1. Emergency Ordinance No. E-2020-04 is terminated effective July 1, 2021.",
             "2021-06-15"),
        city("o1254", "ordinance", "Ordinance 1254: Fire Code", "The fire code is adopted.",
             "2022-05-10"),
        city("o1282", "ordinance", "Ordinance 1282: Energy Storage Systems",
             "Section 1. Ordinance 1254 is amended by adding local amendments to IFC Section "
             "1207.", "2023-12-12"),
        city("nsb2012", "standard", "NSB 4410:2012 Fire resistance tests - Loadbearing walls",
             "First edition.", "2012-05-15"),
        city("nsb2019", "standard", "NSB 4410:2019 Fire resistance tests - Loadbearing walls",
             "Second edition.", "2019-04-10"),
        city("nsb-faq", "faq", "Moving to NSB 4410:2019 - frequently asked questions",
             "Laboratories have until 2021 to move.", "2019-06-03"),
        city("nsb-cor", "corrigendum", "NSB 4410:2019/Cor 1:2020 - Technical Corrigendum 1",
             "In Table 3 the distance shall read 100 mm.", "2020-02-18"),
        # a second number of the series, so "NSB" is learned as an issuer's
        city("nsb7720", "standard", "NSB 7720:2008 Welder qualification testing",
             "Welders shall be tested.", "2008-03-01"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert statuses[("r2021", "e2020", "repeals")] == "accepted"
    assert statuses[("o1282", "o1254", "amends")] == "accepted"
    assert statuses[("nsb-cor", "nsb2019", "corrects")] == "accepted"
    assert ("nsb-cor", "nsb-faq", "corrects") not in statuses


def test_an_earlier_edition_named_by_its_school_year(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 218: "This Handbook supersedes the 2022-2023 edition" in the 2023-2024 handbook
    names the edition titled so, not the 2021-2022 one; "the 2022-2023 edition" is no
    document of another title."""

    def handbook(doc_id: str, years: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "handbook",
                             f"Lakeview USD Student and Parent Handbook {years}", text, at)

    rows = [
        handbook("h2122", "2021-2022", "Phones may be used at lunch.", "2021-07-28"),
        handbook("h2223", "2022-2023", "Phones must be silenced in class.", "2022-07-28"),
        handbook("h2324", "2023-2024", "This Handbook supersedes the 2022-2023 edition. Phones "
                 "must be off in class.", "2023-07-25"),
        titled_record("general", "plan", "plan", "Lakeview USD Facilities Plan 2022-2023",
                      "Roofs are repaired.", "2022-06-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("h2324", "h2223")}


def test_a_notice_of_correction_a_numbered_standard_and_a_modifying_procedure(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 206, 214 and 216: a city clerk's "Notice of Correction: Scrivener's Error in
    Ordinance No. 2023-14" filed under ``legal`` as a notice (a type the legal pack shares
    with other fields, so the general pack reads it too) corrects the ordinance; "Standard
    4-210" is a designation, and its 2023 edition "replaces the 2017 edition", not the 2012
    one; "This revenue procedure modifies section 7.01 of Rev. Proc. 2023-24" amends it."""
    rows = [
        titled_record("legal", "o2023", "ordinance",
                      "Ordinance No. 2023-14: Adopting the 2021 International Fire Code",
                      "The 2021 International Fire Code is adopted.", "2023-09-19"),
        titled_record("legal", "clerk", "notice",
                      "City Clerk Notice of Correction: Scrivener's Error in Ordinance No. "
                      "2023-14", "The threshold is 5,000 square feet, not 500.", "2023-11-02"),
        titled_record("general", "s2012", "standard",
                      "WOSH Standard 4-210, Permit-Required Confined Spaces (2012 Edition)",
                      "Entry permits are required.", "2012-03-01"),
        titled_record("general", "s2017", "standard",
                      "WOSH Standard 4-210, Permit-Required Confined Spaces (2017 Edition)",
                      "Entry permits are required for all spaces.", "2017-03-01"),
        titled_record("general", "s2023", "standard",
                      "WOSH Standard 4-210, Permit-Required Confined Spaces (2023 Edition)",
                      "Upon its effective date this edition replaces the 2017 edition.",
                      "2023-09-15"),
        titled_record("finance", "rp2324", "revenue_procedure",
                      "Rev. Proc. 2023-24: List of Automatic Changes", "Section 7.01 lists "
                      "research expenditures.", "2023-04-28"),
        titled_record("finance", "rp2409", "revenue_procedure",
                      "Rev. Proc. 2024-09: Modification of Rev. Proc. 2023-24",
                      "This revenue procedure modifies section 7.01 of Rev. Proc. 2023-24.",
                      "2023-12-22"),
    ]
    statuses = found(rows, embedded_store, extractor)
    accepted_pairs = {key for key, status in statuses.items() if status == "accepted"}
    assert ("clerk", "o2023", "corrects") in accepted_pairs
    assert {(new, old) for new, old, kind in accepted_pairs if new == "s2023"} == {
        ("s2023", "s2017")
    }
    assert ("rp2409", "rp2324", "amends") in accepted_pairs


def test_a_relief_named_by_its_days_is_not_another_circular_of_those_days(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 212: "The temporary relaxation in the Liquidity Coverage Ratio granted by
    circulars dated April 17, 2020 and September 25, 2020 stands withdrawn" names the two
    relaxation circulars, not the dividend circular also issued on April 17, 2020."""

    def circular(doc_id: str, title: str, at: str) -> SourceRecord:
        return titled_record("finance", doc_id, "circular", title, "Banks shall comply.", at)

    rows = [
        circular("lcr-relax", "Temporary Relaxation in the Liquidity Coverage Ratio Requirement",
                 "2020-04-17"),
        circular("lcr-extend", "Liquidity Coverage Ratio - Extension of Relaxation",
                 "2020-09-25"),
        circular("dividends", "Declaration of Dividends by Banks - COVID-19", "2020-04-17"),
        titled_record("finance", "lcr-restore", "circular",
                      "Liquidity Coverage Ratio - Restoration of Requirement",
                      "The temporary relaxation in the Liquidity Coverage Ratio granted by "
                      "circulars dated April 17, 2020 and September 25, 2020 stands withdrawn "
                      "with effect from April 1, 2021.", "2021-03-26"),
    ]
    statuses = found(rows, embedded_store, extractor)
    named = {old for new, old, _ in statuses if new == "lcr-restore"}
    assert named == {"lcr-relax", "lcr-extend"}


def test_a_version_of_a_baseline_named_by_its_product_is_its_own_act(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 217: "Version 1.1 of the Halden Server 2019 Security Configuration Baseline
    supersedes version 1.0 published in September 2019" is the baseline's own act, though an
    earlier hotfix bulletin is about the same product: the product names no document."""

    def security(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("security", doc_id, doc_type, title, text, at,
                             product="Halden Server 2019")

    rows = [
        security("hotfix", "hotfix_bulletin", "Hotfix Bulletin HB-2020-003: Kerberos failures "
                 "on Halden Server 2019", "A hotfix is available.", "2020-02-04"),
        security("v10", "security_baseline",
                 "Halden Server 2019 Security Configuration Baseline, Version 1.0",
                 "Passwords expire after 60 days.", "2019-09-10"),
        security("v11", "security_baseline",
                 "Halden Server 2019 Security Configuration Baseline, Version 1.1",
                 "Version 1.1 of the Halden Server 2019 Security Configuration Baseline "
                 "supersedes version 1.0 published in September 2019.", "2020-04-14"),
    ]
    assert found(rows, embedded_store, extractor).get(("v11", "v10", "supersedes")) == "accepted"


def test_circulars_named_by_their_days_and_what_they_imposed(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A central bank names its earlier circulars by their days and what they did: "the
    relaxation ... granted by circulars dated April 17, 2020 and September 25, 2020 stands
    withdrawn" (the one circular on it of each day), "the instructions contained in the
    circular dated April 17, 2020 on restriction on dividend payout are replaced by the
    following" (of that day's two circulars, the one on dividends), "The restriction ...
    imposed by circular dated April 22, 2021 is withdrawn"; the circular it names as "restored
    in full" is reinstated."""
    def circular(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("finance", doc_id, "circular", title, text, at)

    rows = [
        circular("lcr", "Basel III Liquidity Coverage Ratio, DBOD.BP.BC.No.120/21.04.098/2013-14",
                 "Banks shall maintain an LCR of 100 per cent.", "2014-06-09"),
        circular("lcr-relax", "Temporary Relaxation in the Liquidity Coverage Ratio Requirement",
                 "Banks may maintain an LCR of 80 per cent until September 30, 2020.",
                 "2020-04-17"),
        circular("div-covid", "Declaration of Dividends by Banks - COVID-19",
                 "Banks shall not make any further dividend payouts until further "
                 "instructions.", "2020-04-17"),
        circular("lcr-extend", "Liquidity Coverage Ratio - Extension of Relaxation",
                 "The 80 per cent LCR is extended to March 31, 2021.", "2020-09-25"),
        circular("lcr-restore", "Liquidity Coverage Ratio - Restoration of Requirement",
                 "The temporary relaxation in the Liquidity Coverage Ratio granted by circulars "
                 "dated April 17, 2020 and September 25, 2020 stands withdrawn with effect from "
                 "April 1, 2021. From that date, banks shall maintain LCR of 100 per cent in "
                 "terms of our circular DBOD.BP.BC.No.120/21.04.098/2013-14 dated June 9, 2014, "
                 "which is restored in full.", "2021-03-26"),
        circular("div-2021", "Declaration of Dividends by Banks - Financial Year 2020-21",
                 "On a review, the instructions contained in the circular dated April 17, 2020 "
                 "on restriction on dividend payout are replaced by the following. Banks may "
                 "pay dividends of up to fifty per cent.", "2021-04-22"),
        circular("div-2022", "Declaration of Dividends by Banks - Withdrawal of Restriction",
                 "The restriction on dividend payout imposed by circular dated April 22, 2021 "
                 "is withdrawn.", "2022-03-24"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert {(new, old) for (new, old, kind), s in statuses.items() if s == "accepted"} == {
        ("lcr-restore", "lcr-relax"),
        ("lcr-restore", "lcr-extend"),
        ("lcr-restore", "lcr"),
        ("div-2021", "div-covid"),
        ("div-2022", "div-2021"),
    }
    # "..., which is restored in full": the 2014 circular is put back, not superseded
    assert statuses[("lcr-restore", "lcr", "reinstates")] == "accepted"


def test_instruments_cited_by_their_short_titles_and_editions(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A regulator's instruments cite one another as their own readers do: by the subject a
    title brackets ("the Licence Fees Determination 2018" of "Radiocommunications (Licence
    Fees) Determination 2018"), by a bracketed acronym ("the ISTUE 2021"), by a title whose
    year is followed by the act's own start ("... Determination 2020 from 1 January 2024":
    no 2024 determination is meant), by an edition's number ("Edition 4 (April 2017)"), and
    by the document's own title with its year as the subject ("The 2025 Monitoring Program
    replaces the 2024 Monitoring Program"); "ceases to apply" takes a named document out of
    force."""
    def instrument(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "determination", title, text, at)

    rows = [
        instrument("fees-2018", "Radiocommunications (Licence Fees) Determination 2018",
                   "Fees for satellite earth stations are $1,800.", "2018-06-01"),
        instrument("fees-2021", "Radiocommunications (Licence Fees) Determination 2021",
                   "This determination supersedes the Licence Fees Determination 2018 from 1 "
                   "July 2021. Fees rise to $1,920.", "2021-06-01"),
        instrument("mtas-2020", "Mobile Terminating Access Service Pricing Determination 2020",
                   "The rate is 0.95 cents per minute.", "2020-03-16"),
        instrument("mtas-2023", "Mobile Terminating Access Service Pricing Determination 2023",
                   "This determination replaces the Mobile Terminating Access Service Pricing "
                   "Determination 2020 from 1 January 2024. The rate is 0.42 cents.",
                   "2023-06-01"),
        titled_record("general", "istue-2021", "international_standard",
                      "International Standard for Therapeutic Use Exemptions (ISTUE) 2021",
                      "TUE committees review applications.", "2020-11-15"),
        titled_record("general", "istue-2023", "international_standard",
                      "International Standard for Therapeutic Use Exemptions (ISTUE) 2023",
                      "This version of the ISTUE supersedes the ISTUE 2021 and comes into "
                      "effect on 1 January 2023.", "2022-09-22"),
        titled_record("general", "plan-4", "numbering_plan", "National Numbering Plan - Edition 4",
                      "Mobile numbers begin with 04.", "2017-04-03"),
        titled_record("general", "plan-5", "numbering_plan", "National Numbering Plan - Edition 5",
                      "This Edition 5 of the National Numbering Plan supersedes Edition 4 (April "
                      "2017) from 1 September 2019.", "2019-06-20"),
        titled_record("general", "mp-2024", "monitoring_program", "2024 Monitoring Program",
                      "Hydrocodone is monitored.", "2023-09-28"),
        titled_record("general", "mp-2025", "monitoring_program", "2025 Monitoring Program",
                      "The 2025 Monitoring Program replaces the 2024 Monitoring Program with "
                      "effect from 1 January 2025.", "2024-09-26"),
        bulletin("gb-11", "Guidance Bulletin GB-11: Hoarding permits",
                 "Hoardings need a permit.", "2019-01-10"),
        bulletin("gb-19", "Guidance Bulletin GB-19: Site hoardings",
                 "Guidance Bulletin GB-11 ceases to apply from 1 March 2021.", "2021-02-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {
        ("fees-2021", "fees-2018"),
        ("mtas-2023", "mtas-2020"),
        ("istue-2023", "istue-2021"),
        ("plan-5", "plan-4"),
        ("mp-2025", "mp-2024"),
        ("gb-19", "gb-11"),
    }


def test_series_codes_and_interim_orders_lifted_on_commencement(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"NPN 2021-02" is a notice's code as "NPN-2021-02" is (not a fiscal year's "FY
    2020-21"); an edition replacing its predecessor "together with all Numbering Plan Notices
    issued under it, including NPN 2021-02" replaces that notice too; "Interim Order IO
    2019-01 is lifted and ceases to have effect on the commencement of this determination"
    is the determination's own act on an order ("Interim" opens the order's name there, it
    restricts nothing)."""
    rows = [
        titled_record("general", "plan-5", "numbering_plan", "National Numbering Plan - Edition 5",
                      "Mobile numbers begin with 04.", "2019-06-20"),
        titled_record("general", "npn", "notice",
                      "Numbering Plan Notice NPN 2021-02: Opening of the 07x M2M Range",
                      "The 07x range opens for M2M services.", "2021-02-15"),
        titled_record("general", "plan-6", "numbering_plan", "National Numbering Plan - Edition 6",
                      "Edition 6 of the National Numbering Plan takes effect on 1 January 2023. "
                      "It cancels and replaces Edition 5 (June 2019) together with all Numbering "
                      "Plan Notices issued under it, including NPN 2021-02, whose content has "
                      "been consolidated into Part 3.", "2022-11-01"),
        titled_record("legal", "io", "interim_order",
                      "Interim Order IO 2019-01: Mobile Termination Rate Cap",
                      "The rate is capped at 1.2 cents.", "2019-04-01"),
        titled_record("legal", "mtas", "determination",
                      "Mobile Terminating Access Service Pricing Determination 2020",
                      "The rate is 0.95 cents per minute. Interim Order IO 2019-01 is lifted and "
                      "ceases to have effect on the commencement of this determination.",
                      "2020-03-16"),
    ]
    assert {("plan-6", "npn"), ("mtas", "io")} <= accepted(rows, embedded_store, extractor)


def test_standards_and_codes_replacing_their_editions(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 225 and 229: "This revised Q&A replaces Staff Q&A 2019-01 as issued in March
    2019" (its own noun no word), "AuS 570 (Revised 2024) replaces AuS 570 (Revised 2015),
    including the errata issued in May 2016" (the errata's month names no edition of the
    standard), "This version of the Code of Conduct replaces v1.4 (March 2017)", "Code of
    Conduct v2.1 supersedes v2.0", and a standard's opening "With the adoption of AS 2501,
    Staff Audit Practice Alert No. 10 is withdrawn" (its own act, on another type)."""
    def standard(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, doc_type, title, text, at)

    rows = [
        standard("qa-2019", "staff_qa", "Staff Q&A 2019-01: Expected credit losses",
                 "A provision matrix may be used.", "2019-03-18"),
        standard("qa-2021", "staff_qa",
                 "Staff Q&A 2019-01 (Revised June 2021): Expected credit losses",
                 "This revised Q&A replaces Staff Q&A 2019-01 as issued in March 2019.",
                 "2021-06-30"),
        standard("aus-2015", "auditing_standard", "AuS 570 Going Concern (Revised 2015)",
                 "The auditor evaluates management's assessment.", "2015-01-15"),
        standard("aus-errata", "errata", "Errata: AuS 570 (Revised 2015), paragraph A27",
                 "Paragraph A27 should read twelve months.", "2016-05-09"),
        standard("aus-2024", "auditing_standard", "AuS 570 Going Concern (Revised 2024)",
                 "AuS 570 (Revised 2024) replaces AuS 570 (Revised 2015), including the errata "
                 "issued in May 2016.", "2024-04-20"),
        standard("coc-14", "code_of_conduct", "Tessera Code of Conduct v1.4",
                 "Reports go to the maintainers.", "2017-03-01"),
        standard("coc-20", "code_of_conduct", "Tessera Code of Conduct v2.0",
                 "This version of the Tessera Code of Conduct replaces v1.4 (March 2017).",
                 "2020-09-15"),
        standard("coc-21", "code_of_conduct", "Tessera Code of Conduct v2.1",
                 "Tessera Code of Conduct v2.1 supersedes v2.0.", "2023-05-02"),
        standard("alert-10", "practice_alert",
                 "Staff Audit Practice Alert No. 10: Professional Skepticism in Estimates",
                 "Auditors should challenge estimates.", "2012-12-04"),
        standard("as-2501", "auditing_standard", "AS 2501: Auditing Accounting Estimates",
                 "With the adoption of AS 2501, Staff Audit Practice Alert No. 10 is withdrawn.",
                 "2018-12-20"),
    ]
    derived = accepted(rows, embedded_store, extractor)
    assert {
        ("qa-2021", "qa-2019"),
        ("aus-2024", "aus-2015"),
        ("coc-20", "coc-14"),
        ("coc-21", "coc-20"),
        ("as-2501", "alert-10"),
    } <= derived
    assert ("coc-21", "coc-14") not in derived


def test_rule_books_titled_by_their_years_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 226: "GAF Competition and Technical Rules - 2023 Edition" is an edition of the
    rule book; "The 2023 Edition supersedes the 2022 Edition of the Competition and Technical
    Rules" and "Approved by Council on 20 November 2023, this 2024 Edition applies from 1
    January 2024 and replaces the 2023 Edition" each name the edition of that year, not the
    others; "the 2022-2023 edition" names no 2023 edition."""
    def rules(doc_id: str, year: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "rule_book",
                             f"GAF Competition and Technical Rules - {year} Edition", text, at)

    rows = [
        rules("r2022", "2022", "False starts are penalised.", "2021-12-20"),
        rules("r2023", "2023", "The 2023 Edition supersedes the 2022 Edition of the Competition "
              "and Technical Rules in full, with effect from 1 January 2023.", "2022-12-15"),
        rules("r2024", "2024", "Approved by Council on 20 November 2023, this 2024 Edition "
              "applies from 1 January 2024 and replaces the 2023 Edition.", "2023-12-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("r2023", "r2022"), ("r2024", "r2023")}
    assert edition_marks("the 2022 Edition of the Rules") == {"2022"}
    assert edition_marks("the 2022-2023 edition") == frozenset()


def test_yearly_lists_replacing_and_corrected(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 226: an anti-doping agency's yearly lists. "Approved by the Executive Committee
    on 23 September 2022, the 2023 List ... replaces the List published on 30 September 2021"
    (the approval phrase heads the list's own act, names no other title); "From that date the
    2023 edition of
    the List ceases to apply" names the list titled by that year; "The 2025 Prohibited List
    was approved ... and comes into effect on 1 January 2025, on which date it supersedes
    the 2024 Prohibited List" ("it" is its own sentence's subject, not the last one's); "This
    corrigendum corrects an error in the English version of the 2025 Prohibited List
    published on 26 September 2024" corrects that list."""
    def prohibited(doc_id: str, year: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "prohibited_list",
                             f"{year} Prohibited List - International Standard", text, at)

    rows = [
        prohibited("l2022", "2022", "Tramadol is monitored.", "2021-09-30"),
        prohibited("l2023", "2023", "Approved by the Executive Committee on 23 September "
                   "2022, the 2023 List takes effect on 1 January 2023 and replaces the List "
                   "published on 30 September 2021 (the 2022 List).", "2022-09-29"),
        prohibited("l2024", "2024", "The 2024 Prohibited List enters into force on 1 January "
                   "2024. From that date the 2023 edition of the List ceases to apply.",
                   "2023-09-28"),
        prohibited("l2025", "2025", "Clenbuterol stays prohibited. The 2025 Prohibited List was "
                   "approved on 24 September 2024 and comes into effect on 1 January 2025, on "
                   "which date it supersedes the 2024 Prohibited List in its entirety.",
                   "2024-09-26"),
        titled_record("general", "corr", "corrigendum", "Corrigendum to the 2025 Prohibited List",
                      "This corrigendum corrects an error in the English version of the 2025 "
                      "Prohibited List published on 26 September 2024.", "2024-10-15"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert {pair for pair, status in statuses.items() if status == "accepted"} >= {
        ("l2023", "l2022", "supersedes"),
        ("l2024", "l2023", "supersedes"),
        ("l2025", "l2024", "supersedes"),
        ("corr", "l2025", "corrects"),
    }
    assert ("l2024", "l2022", "supersedes") not in statuses


def test_notices_naming_what_they_extend_or_correct_by_its_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 227: "This extension supersedes the designation period announced on May 20,
    2019" (an extension names itself so) and "This document corrects technical errors in the
    final rule published January 31, 2024" in "Fee Schedule (FR-2024); Correction": the
    rule of that day its own code titles."""
    def notice(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, doc_type, title, text, at)

    rows = [
        notice("desig", "federal_register_notice", "Designation of Moravane for TPS",
               "Moravane is designated for 18 months.", "2019-05-20"),
        notice("ext", "federal_register_notice", "Extension of the Designation of Moravane",
               "The designation is extended for 18 months. This extension supersedes the "
               "designation period announced on May 20, 2019.", "2020-10-15"),
        notice("fr2024", "final_rule", "Fee Schedule Final Rule (FR-2024)",
               "Form N-400 is set at $760.", "2024-01-31"),
        notice("fr-corr", "correction", "Fee Schedule (FR-2024); Correction",
               "This document corrects technical errors in the final rule published January "
               "31, 2024. The fee for Form I-600A should read $680.", "2024-02-20"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert statuses.get(("ext", "desig", "supersedes")) == "accepted"
    assert statuses.get(("fr-corr", "fr2024", "corrects")) == "accepted"


def test_acts_named_by_the_documents_that_made_them(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 223: a council or planning division names what it ends by the documents that
    made or changed it: "The moratorium established by Ordinance 2023-15 and extended by
    Ordinance 2024-09 is terminated", "Resolution 2022-12, as corrected by Resolution 2022-15,
    is repealed", "The suspension announced in Bulletin 2020-05 is lifted"; each of those
    documents is acted on."""
    def county(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, doc_type, title, text, at)

    rows = [
        county("o15", "ordinance", "Brennan County Ordinance 2023-15: BESS Moratorium",
               "No applications are accepted for one year.", "2023-06-06"),
        county("o09", "ordinance", "Brennan County Ordinance 2024-09: Extending BESS Moratorium",
               "The moratorium is extended by one year.", "2024-05-21"),
        county("o01", "ordinance", "Brennan County Ordinance 2025-01: BESS Regulations",
               "BESS need a permit. The moratorium established by Ordinance 2023-15 and "
               "extended by Ordinance 2024-09 is terminated as of the effective date.",
               "2025-01-15"),
        county("r12", "resolution", "City Council Resolution 2022-12: Fee Schedule",
               "A variance costs $800.", "2022-05-24"),
        county("r15", "resolution", "City Council Resolution 2022-15: Correcting the Variance Fee",
               "The variance fee is $850.", "2022-06-14"),
        county("r51", "resolution", "City Council Resolution 2024-51: Fee Schedule (2025)",
               "Resolution 2022-12, as corrected by Resolution 2022-15, is repealed and replaced "
               "effective January 1, 2025.", "2024-11-13"),
        county("b02", "bulletin", "Planning Bulletin 2019-02: Expedited Site Plan Review",
               "Expedited review takes 15 days.", "2019-03-15"),
        county("b05", "bulletin", "Planning Bulletin 2020-05: Suspension of Expedited Review",
               "Expedited review is suspended until further notice.", "2020-04-03"),
        county("b08", "bulletin", "Planning Bulletin 2021-08: Expedited Review Reinstated",
               "The suspension announced in Bulletin 2020-05 is lifted.", "2021-08-16"),
    ]
    assert {
        ("o01", "o15"), ("o01", "o09"), ("r51", "r12"), ("r51", "r15"), ("b08", "b05")
    } <= accepted(rows, embedded_store, extractor)


def test_commission_decisions_suspending_and_reinstating_what_they_adopted(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 224: "Accordingly, implementation of the default time-of-use transition adopted
    in Decision 22-11-014 is suspended until further order" suspends that decision; a later
    decision reinstating it ("... adopted in Decision 22-11-014 is reinstated") reinstates it
    though it also modifies a paragraph of it (kept in force: what reinstating means);
    "Emergency Order No. 2020-E-03" is a designation."""
    def decision(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "decision", title, text, at)

    rows = [
        decision("d22", "Decision 22-11-014 - Default Residential Time-of-Use Transition",
                 "Customers move to time-of-use rates by default.", "2022-11-17"),
        decision("d24", "Decision 24-02-009 - Suspending Default Time-of-Use Transition",
                 "Billing errors were found. Accordingly, implementation of the default "
                 "time-of-use transition adopted in Decision 22-11-014 is suspended until "
                 "further order of the Commission.", "2024-02-22"),
        decision("d25", "Decision 25-01-022 - Resuming Default Time-of-Use Transition",
                 "The default time-of-use transition adopted in Decision 22-11-014 is "
                 "reinstated. Ordering Paragraph 3 of Decision 22-11-014 is modified so that "
                 "the transition begins June 1, 2025.", "2025-01-16"),
    ]
    statuses = found(rows, embedded_store, extractor)
    assert statuses.get(("d24", "d22", "suspends")) == "accepted"
    assert statuses.get(("d25", "d22", "reinstates")) == "accepted"
    assert designations("Emergency Order No. 2020-E-03 is rescinded") == [
        "designator:ORDER 2020-E-03"
    ]


def test_a_correction_titled_after_a_document_named_in_words(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 222: "Corrigendum No. 1 to the National Numbering Plan - Edition 6" corrects
    that edition (a title naming no identifier), not Edition 5; its text names only "Table 3
    of Edition 6"."""
    def plan(doc_id: str, edition: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "numbering_plan",
                             f"National Numbering Plan - Edition {edition}",
                             "Mobile numbers begin with 04.", at)

    rows = [
        plan("e5", "5", "2019-06-20"),
        plan("e6", "6", "2022-11-01"),
        titled_record("general", "corr", "corrigendum",
                      "Corrigendum No. 1 to the National Numbering Plan - Edition 6",
                      "This corrigendum corrects an error in Table 3 of Edition 6 of the National "
                      "Numbering Plan.", "2023-02-01"),
    ]
    statuses = found(rows, embedded_store, extractor)
    corrected = {old for (new, old, kind), s in statuses.items()
                 if new == "corr" and kind == "corrects" and s == "accepted"}
    assert corrected == {"e6"}


def test_a_standard_withdrawing_the_interpretations_it_lists(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 229: "The following Interpretations are withdrawn on application of this
    Standard: INT 13 Customer Loyalty Programmes, INT 15 ..." in a standard withdraws
    "Interpretation INT 13 Customer Loyalty Programmes" (cited without its kind's name), its
    own act on documents of another type."""
    rows = [
        titled_record("general", "int13", "interpretation",
                      "Interpretation INT 13 Customer Loyalty Programmes",
                      "Award credits are a separate component.", "2007-06-28"),
        titled_record("general", "int15", "interpretation",
                      "Interpretation INT 15 Agreements for the Construction of Real Estate",
                      "Revenue follows the construction standard.", "2008-07-03"),
        titled_record("general", "as115", "standard",
                      "AS 115 Revenue from Contracts with Customers",
                      "Revenue is recognised in five steps. The following Interpretations are "
                      "withdrawn on application of this Standard: INT 13 Customer Loyalty "
                      "Programmes and INT 15 Agreements for the Construction of Real Estate.",
                      "2014-05-28"),
    ]
    assert {("as115", "int13"), ("as115", "int15")} <= accepted(rows, embedded_store, extractor)


def test_lettered_revisions_and_an_alert_replaced_by_this_one(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 228: "Revision B supersedes Revision A of the AxonStim MRI Guidelines" in "...
    MRI Guidelines, Revision B" (a lettered revision is an edition a title ends with), and
    "MDA/2021/012 is withdrawn and replaced by this National Patient Safety Alert" (the
    document the agent, on a document of another type)."""
    rows = [
        titled_record("general", "rev-a", "labeling", "AxonStim SCS System - MRI Guidelines, "
                      "Revision A", "Scan at 1.5 T only.", "2019-10-15"),
        titled_record("general", "rev-b", "labeling", "AxonStim SCS System - MRI Guidelines, "
                      "Revision B", "Revision B supersedes Revision A of the AxonStim MRI "
                      "Guidelines.", "2023-03-01"),
        titled_record("general", "mda", "medical_device_alert", "Medical Device Alert "
                      "MDA/2021/012: Flowline SD-1 Syringe Drivers", "Check syringe seating.",
                      "2021-03-02"),
        titled_record("general", "natpsa", "patient_safety_alert", "National Patient Safety "
                      "Alert NatPSA/2023/005: Flowline SD-1 Syringe Drivers", "MDA/2021/012 is "
                      "withdrawn and replaced by this National Patient Safety Alert.",
                      "2023-03-14"),
    ]
    assert {("rev-b", "rev-a"), ("natpsa", "mda")} <= accepted(rows, embedded_store, extractor)


def accepted_kinds(rows: list[SourceRecord], store: GraphStore, ex: SpacyExtractor) -> set:
    """The (newer, older, kind) of the accepted edges and relations derived between ``rows``."""
    return {key for key, status in found(rows, store, ex).items() if status == "accepted"}


def test_european_acts_papers_and_court_annulments(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 231-232: a title's "Regulation (EU) 2024/511 amending Regulation (EU)
    2023/1152" is its own act, a text's "order of March 14, 2019 amending the advertising
    rules" another's; a court's "Decision 2000/520/EC ... is invalid" and "annuls Decision
    DI-2021-0412" void an adequacy decision and a fine its domain's pack knows no type of; a
    body's numbered papers ("Opinion 3/2019", "WP250 rev.01") are replaced where the
    "Article 29 Working Party" names the body, not a part, and "version 1.0 ... adopted for
    consultation" restricts nothing; contracts saved "on the basis of Decision 2002/16/EC"
    keep no decision in force; a deliberation "adopting a recommendation on cookies" is
    repealed whole."""

    def eu(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, doc_type, title, text, at)

    rows = [
        eu("r1152", "regulation", "Commission Implementing Regulation (EU) 2023/1152 imposing "
           "a duty on tube fittings", "Article 1. A duty of 14.9% is imposed.", "2023-06-12"),
        eu("r511", "regulation", "Commission Implementing Regulation (EU) 2024/511 amending "
           "Implementing Regulation (EU) 2023/1152 as regards the name of a producer",
           "In Article 1(2), the producer's name is replaced.", "2024-02-20"),
        eu("d520", "adequacy_decision", "Commission Decision 2000/520/EC on the adequacy of the "
           "safe harbour privacy principles", "Transfers are adequate.", "2000-07-26"),
        eu("c362", "opinion", "Judgment of the Court, Schrems v Data Protection Commissioner",
           "On those grounds, the Court hereby rules: Commission Decision 2000/520/EC of 26 "
           "July 2000 on the adequacy of the protection provided by the safe harbour privacy "
           "principles is invalid.", "2015-10-06"),
        eu("fine", "enforcement_decision", "Decision DI-2021-0412: administrative fine on "
           "Brightcart AB", "A fine of SEK 4 million is imposed.", "2021-11-18"),
        eu("appeal", "opinion", "Administrative Court judgment, Brightcart AB v Data "
           "Inspectorate", "Disposition: the Court annuls Decision DI-2021-0412 of 18 November "
           "2021 in its entirety.", "2022-09-30"),
        eu("wp250", "guidelines", "Article 29 Working Party Guidelines on Personal data breach "
           "notification (WP250 rev.01)", "Notify within 72 hours.", "2018-02-06"),
        eu("g9v1", "guidelines", "EDPB Guidelines 9/2022 on personal data breach notification "
           "- Version 1.0", "Version 1.0 for consultation.", "2022-10-10"),
        eu("g9v2", "guidelines", "EDPB Guidelines 9/2022 on personal data breach notification "
           "- Version 2.0", "These Guidelines replace the Article 29 Working Party Guidelines "
           "on Personal data breach notification (WP250 rev.01) and supersede version 1.0 of "
           "these Guidelines adopted for consultation on 10 October 2022.", "2023-03-28"),
        eu("sccs2002", "decision", "Commission Decision 2002/16/EC on standard contractual "
           "clauses for processors", "Clauses for processors.", "2002-01-10"),
        eu("sccs2010", "decision", "Commission Decision 2010/87/EU on standard contractual "
           "clauses for processors", "Decision 2002/16/EC is repealed with effect from 15 May "
           "2010. Contracts concluded before that date on the basis of Decision 2002/16/EC "
           "shall remain in force.", "2010-02-12"),
        eu("cnil2013", "recommendation", "CNIL Délibération n° 2013-378 portant adoption d'une "
           "recommandation relative aux cookies", "Continued browsing is consent.",
           "2013-12-17"),
        eu("cnil2019", "guidelines", "CNIL Délibération n° 2019-093 portant adoption de lignes "
           "directrices", "Deliberation n° 2013-378 of 5 December 2013 adopting a "
           "recommendation on cookies is repealed.", "2019-07-19"),
        eu("op2012", "opinion", "Formal Opinion 2012-05: Client Testimonials", "Testimonials "
           "are allowed.", "2012-11-02"),
        eu("notice", "notice", "Committee Notice on advertising opinions", "In light of the "
           "Supreme Court's order of March 14, 2019 amending the advertising rules, Formal "
           "Opinion 2012-05 should be read with care.", "2019-09-05"),
    ]
    accepted = accepted_kinds(rows, embedded_store, extractor)
    assert {
        ("r511", "r1152", "amends"), ("c362", "d520", "voids"), ("appeal", "fine", "voids"),
        ("g9v2", "wp250", "supersedes"), ("g9v2", "g9v1", "supersedes"),
        ("sccs2010", "sccs2002", "repeals"), ("cnil2019", "cnil2013", "repeals"),
    } <= accepted
    assert not [key for key in accepted if key[0] == "notice"]


def test_series_spelled_with_to_numbered_in_brackets_or_written_in_lower_case(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 231 and 233: "Notice to Exporters 2022/07" is "NTE 2022/07" (its initials keep
    "to"); a label approval numbered "(Label Approval 58312/0419)" in two titles is a series,
    named in lower case in a text ("This label supersedes label approval 58312/0419"); a
    designation two titles carry, the later one writing its version, names the later
    ("Emergency permit PER89012 expires" in the next permit); "Permit PER93544 is varied" and
    a title "Variation of Permit PER93544" amend it."""

    def notice(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, doc_type, title, text, at)

    rows = [
        notice("nte07", "notice", "Notice to Exporters 2022/07: Licensing policy for Korvania",
               "Applications are assessed case by case.", "2022-03-08"),
        notice("nte02", "notice", "Notice to Exporters 2023/02: Updated licensing policy",
               "This notice cancels and replaces NTE 2022/07.", "2023-01-16"),
        notice("la0419", "label", "Chlorvalate 500 EC - Approved Label (Label Approval "
               "58312/0419)", "Citrus: 14 days.", "2019-04-15"),
        notice("la0621", "label", "Chlorvalate 500 EC - Approved Label (Label Approval "
               "58312/0621)", "This label supersedes label approval 58312/0419.", "2021-06-10"),
        notice("per1", "permit", "Emergency Permit PER89012 - Fall Armyworm in Maize",
               "Two applications per crop.", "2020-03-10"),
        notice("per2", "permit", "Emergency Permit PER89012 (Version 2) - Fall Armyworm in "
               "Maize and Sweet Corn", "This version of permit PER89012 replaces Version 1.",
               "2021-03-25"),
        notice("per3", "permit", "Minor Use Permit PER93544 - Fall Armyworm in Cereals",
               "Emergency permit PER89012 expires on 31 March 2023 and will not be renewed.",
               "2023-03-20"),
        notice("var", "permit_variation", "Variation of Permit PER93544 - Pasture Crops",
               "Permit PER93544 is varied as follows: pasture is added.", "2024-06-05"),
    ]
    accepted = accepted_kinds(rows, embedded_store, extractor)
    assert {
        ("nte02", "nte07", "supersedes"), ("la0621", "la0419", "supersedes"),
        ("per2", "per1", "supersedes"), ("per3", "per2", "expires"), ("var", "per3", "amends"),
    } <= accepted
    assert ("per3", "per1", "expires") not in accepted


def test_editions_by_years_and_a_cancellation_naming_a_notice_by_its_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 233-234: collective agreements titled by the years they cover are editions of one
    another ("replaces the Agreement between the parties for the period 2016-2019", "the
    2019-2022 collective agreement ..., which it supersedes"); "The suspension notice of 20
    March 2023 is no longer required and is superseded by this cancellation" names that day's
    notice, its first predicate no negation of the second."""

    def agreement(doc_id: str, years: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "collective_agreement", "Collective Agreement "
                             f"between Riverside Transit and Workers Local 1440, {years}", text, at)

    rows = [
        agreement("ca16", "2016\u20132019", "Overtime by seniority.", "2016-08-01"),
        agreement("ca19", "2019\u20132022", "This Agreement replaces and supersedes the "
                  "Agreement between the parties for the period 2016\u20132019.", "2019-09-03"),
        agreement("ca22", "2022\u20132026", "This is the successor agreement to the "
                  "2019\u20132022 collective agreement between the parties, which it supersedes "
                  "in its entirety.", "2023-02-14"),
        titled_record("general", "susp", "notice", "Notice of Suspension of Registration - "
                      "Chlorvalate 500 EC", "The registration is suspended.", "2023-03-20"),
        titled_record("general", "cancel", "decision", "Final Regulatory Decision: Cancellation "
                      "of Chlorvalate Registrations", "The suspension notice of 20 March 2023 is "
                      "no longer required and is superseded by this cancellation.",
                      "2023-12-12"),
    ]
    assert {("ca19", "ca16"), ("ca22", "ca19"), ("cancel", "susp")} <= accepted(
        rows, embedded_store, extractor
    )


def test_decisions_of_boards_and_tribunals_overruled_and_reversed(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 234-235: a board overrules its decision by its reported citation ("We overrule
    Pinecrest Foods, 362 LRB No. 88 (2015)"), and a court of appeal's "allowed the appeal
    from Re Kestrel Holdings Ltd [2021] SMAT 7" reverses the tribunal's decision."""

    def legal(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, doc_type, title, text, at)

    rows = [
        legal("pinecrest", "board_decision", "Pinecrest Foods, Inc. and UFCW Local 204 - Board "
              "Decision, 362 LRB No. 88 (2015)", "Rules are unlawful if employees would "
              "reasonably construe them to prohibit protected activity.", "2015-06-11"),
        legal("cresthaven", "board_decision", "Cresthaven Nursing Center - Board Decision, 368 "
              "LRB No. 41 (2019)", "We overrule Pinecrest Foods, 362 LRB No. 88 (2015).",
              "2019-12-16"),
        legal("smat", "tribunal_decision", "Re Kestrel Holdings Ltd [2021] SMAT 7", "Rule 8A.18 "
              "applies to all issuers.", "2021-03-18"),
        legal("ca", "opinion", "Kestrel Holdings Ltd v Meridian Stock Exchange [2022] CA 41",
              "The Court of Appeal allowed the appeal from Re Kestrel Holdings Ltd [2021] SMAT "
              "7. Rule 8A.18 applies only to later issuers.", "2022-02-10"),
    ]
    assert accepted(rows, embedded_store, extractor) == {
        ("cresthaven", "pinecrest"), ("ca", "smat")
    }


def test_suspensions_lifted_by_what_made_them_and_lists_a_title_withdraws(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 236: "Withdrawal of Formal Opinions 2012-05 and 2014-02" withdraws each; a
    notice titled "Opinion 18-06 Suspended Pending Supreme Court Action" suspends it in
    "Pending the Court's action, Ethics Opinion 18-06 ... is suspended" (the opening clause
    says when); "the suspension of Ethics Opinion 18-06 announced by the Committee ... is
    lifted" ends that notice, not the opinion, and "the suspension ... announced on April 9,
    2020 in Emergency Order 2020-2 is lifted" ends the order named as its maker."""

    def board(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, doc_type, title, text, at)

    rows = [
        board("op12", "ethics_opinion", "Formal Opinion 2012-05: Client Testimonials",
              "Testimonials are allowed.", "2012-11-02"),
        board("op14", "ethics_opinion", "Formal Opinion 2014-02: Paid Referral Services",
              "Paid referrals are allowed.", "2014-04-17"),
        board("withdrawal", "notice", "Committee Notice: Withdrawal of Formal Opinions 2012-05 "
              "and 2014-02", "The Committee has voted to withdraw the opinions.", "2019-09-05"),
        board("op18", "ethics_opinion", "Ethics Opinion 18-06: Third-Party Litigation Funding",
              "Funding is permitted.", "2018-08-21"),
        board("susp", "notice", "Committee Notice: Opinion 18-06 Suspended Pending Supreme "
              "Court Action", "Pending the Court's action, Ethics Opinion 18-06 (Third-Party "
              "Litigation Funding) is suspended.", "2020-02-10"),
        board("lift", "notice", "Committee Notice: Suspension of Opinion 18-06 Lifted",
              "Accordingly, the suspension of Ethics Opinion 18-06 announced by the Committee "
              "on February 10, 2020 is lifted.", "2021-05-03"),
        titled_record("general", "eo", "emergency_order", "Emergency Order 2020-2: Suspension "
                      "of Continuing Education Requirement", "The continuing education "
                      "requirement is suspended until further notice.", "2020-04-09"),
        titled_record("general", "o21", "order", "Order 2021-1: Lifting of Suspension of "
                      "Continuing Education Requirement", "The suspension of continuing "
                      "education requirements announced on April 9, 2020 in Emergency Order "
                      "2020-2 is lifted.", "2021-02-12"),
    ]
    accepted = accepted_kinds(rows, embedded_store, extractor)
    assert {
        ("withdrawal", "op12", "withdraws"), ("withdrawal", "op14", "withdraws"),
        ("susp", "op18", "suspends"), ("lift", "susp", "rescinds"), ("o21", "eo", "rescinds"),
    } <= accepted
    assert ("lift", "op18", "rescinds") not in accepted


def test_tenders_cancelled_by_their_issuer_and_a_framework_variation(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 237: "The Ministry of Health hereby cancels Invitation for Bids No.
    MOH-T-2022-117" (its "No." no sentence's end, "for Bids" a word of the title, the
    ministry the issuer acting); "Corrigendum No. 1 to MOH-T-2023-009" corrects that
    invitation, whose title's "for Bids" is no acronym of an issuer it is about; a title
    "Variation Notice - CSF-2022 ..." amends the framework."""

    def tender(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, doc_type, title, text, at)

    rows = [
        tender("ifb117", "tender_notice", "Invitation for Bids MOH-T-2022-117: Supply of "
               "Diagnostic Imaging Equipment", "Bids are due on 30 November 2022.",
               "2022-10-03"),
        tender("cancel", "cancellation_notice", "Notice of Cancellation - Invitation for Bids "
               "MOH-T-2022-117", "The Ministry of Health hereby cancels Invitation for Bids No. "
               "MOH-T-2022-117 for the supply of diagnostic imaging equipment, in its entirety.",
               "2023-01-16"),
        tender("ifb009", "tender_notice", "Invitation for Bids MOH-T-2023-009 (Re-tender): "
               "Diagnostic Imaging Equipment", "Bids are due on 28 April 2023.", "2023-02-20"),
        tender("corr", "corrigendum", "Corrigendum No. 1 to MOH-T-2023-009 - Delivery Schedule",
               "The delivery period for Lot C is 120 days.", "2023-03-07"),
        tender("csf", "framework_award", "Framework Agreement CSF-2022 - Clinical Temporary "
               "Staffing", "Nursing and allied health staff.", "2022-08-30"),
        tender("csf-v1", "framework_variation", "Variation Notice - CSF-2022 Clinical "
               "Temporary Staffing: Extension", "The framework term is extended by twelve "
               "months.", "2025-06-10"),
    ]
    assert {
        ("cancel", "ifb117", "supersedes"), ("corr", "ifb009", "corrects"),
        ("csf-v1", "csf", "amends"),
    } <= accepted_kinds(rows, embedded_store, extractor)


def test_a_bracketed_corrigendum_one_lifted_measure_and_a_vacated_stay(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 232, 233 and 236: "EDPB Guidelines 05/2020 on consent - Version 1.1
    (corrigendum)" corrects the version before it; "The mandatory housing requirement
    introduced under the AIPZ declaration of 10 December 2024 is lifted", the other measures
    remaining in force, amends the declaration; a court's "The stay entered March 26, 2021 is
    VACATED" voids its order of that day."""

    def paper(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, doc_type, title, text, at)

    rows = [
        paper("g5v1", "guidelines", "EDPB Guidelines 05/2020 on consent - Version 1.0",
              "Scrolling is no consent.", "2020-05-04"),
        paper("g5v11", "corrigendum", "EDPB Guidelines 05/2020 on consent - Version 1.1 "
              "(corrigendum)", "Footnotes 34 to 41 are renumbered.", "2020-05-13"),
        paper("aipz", "order", "Avian Influenza Prevention Zone - Declaration of Mandatory "
              "Housing Measures (December 2024)", "Birds must be housed; footwear must be "
              "disinfected.", "2024-12-10"),
        paper("lift", "notice", "Avian Influenza Prevention Zone: Housing Requirement Lifted",
              "The mandatory housing requirement introduced under the AIPZ declaration of 10 "
              "December 2024 is lifted with effect from 15 April 2025. Keepers must continue to "
              "comply with all other AIPZ biosecurity measures, which remain in force.",
              "2025-04-10"),
        paper("stay", "order", "In re Marlowe: Order Granting Stay of Suspension Pending "
              "Rehearing", "Enforcement of the order of suspension is stayed.", "2021-03-26"),
        paper("denial", "order", "In re Marlowe: Order Denying Rehearing and Vacating Stay",
              "The petition for rehearing is DENIED. The stay entered March 26, 2021 is "
              "VACATED.", "2021-07-14"),
    ]
    accepted = accepted_kinds(rows, embedded_store, extractor)
    assert {
        ("g5v11", "g5v1", "corrects"), ("lift", "aipz", "amends"), ("denial", "stay", "voids"),
    } <= accepted
    assert ("lift", "aipz", "rescinds") not in accepted


def test_a_singular_relative_acts_on_the_last_name_before_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 220: "With Bulletin 2021-04, this bulletin completes the replacement of Bulletin
    2017-11, which is withdrawn" withdraws 2017-11, not its co-acting companion 2021-04."""
    rows = [
        bulletin("b1711", "Bulletin 2017-11: Outsourcing and Claims Handling Standards",
                 "Claims are decided within 40 days.", "2017-12-04"),
        bulletin("b2104", "Bulletin 2021-04: Oversight of Outsourced Functions",
                 "Insurers keep a register of outsourced functions.", "2021-03-22"),
        bulletin("b2105", "Bulletin 2021-05: Claims Handling Standards",
                 "With Bulletin 2021-04, this bulletin completes the replacement of Bulletin "
                 "2017-11, which is withdrawn.", "2021-03-22"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("b2105", "b1711")}


def test_a_lifted_suspension_ends_the_document_that_made_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 209, 219 and 223: "the suspension of clause 6.2 of the Business Travel Policy
    announced on 4 April 2022 (PM-2022-03) is lifted" and "The suspension of Product Acceptance
    Certificate PA/2020/0415 announced in Urgent Safety Notice USN 2022-03 ... is lifted" end
    the memo and the notice that made the suspension, never the policy or the certificate;
    "Due to staffing shortages ..., the Expedited Site Plan Review Program established by
    Bulletin 2019-02 is suspended" suspends that bulletin (the opening clause says why)."""

    def memo(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, "policy_memo", title, text, at)

    rows = [
        memo("pol", "Business Travel Policy POL-HR-07 Edition 2", "6.2 Business class for "
             "flights over six hours.", "2021-01-10"),
        memo("pm03", "Policy Memo PM-2022-03: Temporary suspension of clause 6.2 of the "
             "Business Travel Policy", "Clause 6.2 of POL-HR-07 is suspended.", "2022-04-04"),
        memo("pm11", "Policy Memo PM-2022-11: Lifting of suspension of business class travel",
             "Following improved trading, the suspension of clause 6.2 of the Business Travel "
             "Policy announced on 4 April 2022 (PM-2022-03) is lifted.", "2022-10-20"),
        memo("pac", "Product Acceptance Certificate PA/2020/0415: CB-7 brake blocks",
             "Composite blocks CB-7 are accepted.", "2020-06-01"),
        memo("usn", "Urgent Safety Notice USN 2022-03: CB-7 brake blocks", "Acceptance under "
             "PA/2020/0415 is suspended.", "2022-02-18"),
        memo("usn-upd", "USN 2022-03 update: suspension of CB-7 acceptance lifted",
             "The suspension of Product Acceptance Certificate PA/2020/0415 announced in Urgent "
             "Safety Notice USN 2022-03 on 18 February 2022 is lifted.", "2022-08-20"),
        bulletin("b1902", "Planning Bulletin 2019-02: Expedited Site Plan Review Program",
                 "Site plans are reviewed in ten days.", "2019-03-01"),
        bulletin("b2005", "Planning Bulletin 2020-05: Suspension of Expedited Site Plan Review",
                 "Due to staffing shortages and the transition to remote operations, the "
                 "Expedited Site Plan Review Program established by Bulletin 2019-02 is "
                 "suspended until further notice.", "2020-04-06"),
    ]
    accepted = accepted_kinds(rows, embedded_store, extractor)
    assert {("pm11", "pm03", "rescinds"), ("usn-upd", "usn", "rescinds"),
            ("b2005", "b1902", "suspends")} <= accepted
    assert not {("pm11", "pol"), ("usn-upd", "pac")} & {(n, o) for n, o, _ in accepted}


def test_protocols_versioned_by_year_and_an_errata_sheet_naming_them_without_issuer(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 325: "Version 2023.1" is an edition (a year's numbered version); "this version
    supersedes and replaces Version 2023.1" in Version 2025.1 replaces it, not Version
    2021.1; "Errata Sheet No. 1 to Statewide Treatment Protocols Version 2023.1" corrects
    Aldermont's Version 2023.1 (its own "Sheet 1" titles nothing, the title after its issuer
    does)."""
    assert edition_marks("replaces Version 2023.1 and all errata") == {"2023.1"}

    def protocols(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, doc_type, title, text, at)

    rows = [
        protocols("v21", "protocol_manual", "Aldermont Statewide Treatment Protocols, Version "
                  "2021.1", "Protocol 3.6 sets the infusion table.", "2021-04-01"),
        protocols("v23", "protocol_manual", "Aldermont Statewide Treatment Protocols, Version "
                  "2023.1", "Version 2023.1 replaces Version 2021.1 effective 1 July 2023.",
                  "2023-05-01"),
        protocols("err", "errata", "Errata Sheet No. 1 to Statewide Treatment Protocols Version "
                  "2023.1", "This errata sheet corrects the adult starting dose in Protocol "
                  "3.6.", "2023-08-20"),
        protocols("v25", "protocol_manual", "Aldermont Statewide Treatment Protocols, Version "
                  "2025.1", "Upon its effective date of 1 March 2025, this version supersedes "
                  "and replaces Version 2023.1 and all errata issued against it.", "2024-11-15"),
    ]
    edges = found(rows, embedded_store, extractor)
    for expected in (
        ("v23", "v21", "supersedes"),
        ("err", "v23", "corrects"),
        ("v25", "v23", "supersedes"),
    ):
        assert edges.get(expected) == "accepted", expected
    assert not {(n, o) for n, o, _ in edges} & {("v25", "v21"), ("err", "v21"), ("err", "v25")}


def test_an_edition_superseded_as_amended_and_corrected_takes_its_changes_along(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 320: "This edition ... supersedes the 2023 Guidelines Manual, as amended by
    Amendment 2024-2 and as corrected by Errata Notice 2024-E1, all of which are incorporated"
    supersedes the notice named after "as corrected by" too; a notice named in a later
    clause of the sentence ("which Notice 2024-E3 explains") is not taken along."""

    def manual(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, doc_type, title, text, at)

    rows = [
        manual("m23", "guidelines_manual", "Westmark Sentencing Guidelines Manual, 2023 "
               "Edition", "The offense levels are set out in Chapter 2.", "2023-10-10"),
        manual("e1", "errata", "Errata Notice 2024-E1: Loss Table Threshold", "The threshold "
               "is $1,400,000.", "2024-06-01"),
        manual("e3", "notice", "Errata Notice 2024-E3: Commentary", "Commentary is revised.",
               "2024-09-01"),
        manual("m25", "guidelines_manual", "Westmark Sentencing Guidelines Manual, 2025 "
               "Edition", "This edition is effective November 1, 2025 and supersedes the 2023 "
               "Guidelines Manual, as amended by Amendment 2024-2 and as corrected by Errata "
               "Notice 2024-E1, all of which are incorporated, which Errata Notice 2024-E3 "
               "explains.", "2025-10-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("m25", "m23"), ("m25", "e1")}


def test_a_second_amending_order_amends_the_order_not_the_first_amendment(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 260: in "Order Amending the Certain Medical Goods Remission Order (COVID-19), No.
    2", "Section 4 of the Certain Medical Goods Remission Order (COVID-19) is replaced" amends
    the remission order; the words of its own title before the cited name ("Order Amending
    the") are no issuer's, so the first amending order is not cited."""

    def order(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, doc_type, title, text, at)

    rows = [
        order("o", "remission_order", "Certain Medical Goods Remission Order (COVID-19)",
              "Remission is granted of the customs duties on the goods in the schedule.",
              "2020-04-15"),
        order("a1", "order", "Order Amending the Certain Medical Goods Remission Order "
              "(COVID-19)", "Section 4 of the Order is replaced by the following: 4. This Order "
              "applies until June 30, 2021.", "2020-09-16"),
        order("a2", "order", "Order Amending the Certain Medical Goods Remission Order "
              "(COVID-19), No. 2", "Section 4 of the Certain Medical Goods Remission Order "
              "(COVID-19) is replaced by the following: 4. This Order applies until June 30, "
              "2022.", "2021-06-23"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("a2", "o", "amends")) == "accepted"
    assert not [kind for newer, older, kind in edges if (newer, older) == ("a2", "a1")]


def test_a_guidance_withdrawn_as_of_the_effective_date_of_this_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 324: "The Guidance for the Medical Evaluation of Potential Living Kidney Donors
    (June 2014) is withdrawn as of the effective date of this edition, since its elements are
    now policy requirements" in a policy's edition is the policy's own act on a guidance; a
    newsletter saying so reports it."""

    def optn(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("general", doc_id, doc_type, title, text, at)

    sentence = (
        "The Guidance for the Medical Evaluation of Potential Living Kidney Donors (June 2014) "
        "is withdrawn as of the effective date of this edition, since its elements are now "
        "policy requirements."
    )
    rows = [
        optn("g14", "guidance", "Guidance for the Medical Evaluation of Potential Living Kidney "
             "Donors (June 2014)", "Screen for diabetes with HbA1c.", "2014-06-01"),
        optn("p19", "policy", "OPTN Policy 14: Living Donation (2019 edition)", "This edition "
             f"incorporates minimum medical evaluation requirements. {sentence}", "2019-01-15"),
        optn("news", "newsletter", "Transplant Pro Newsletter, February 2019", "Policy 14 "
             "changed. " + sentence.replace("this edition", "that edition"), "2019-02-10"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("p19", "g14")}
