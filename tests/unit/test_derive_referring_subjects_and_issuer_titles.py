"""Supersessions stated the way blind trials 353-436 and batch 30 (438 animal boarding
licensing, 440 street trading, 441 legal aid contracting, 442 nitrates controls, 443 security
industry licensing, 444 air quality and smoke control) state them, where the derivation missed
or misread them: a deferral naming what it defers by a word pointing back ("those
requirements", "the code"), by an edition its notice's title says what it is of, by a title
without its issuer's place name, by its kind "on" its subject, after an opening clause, or in
a list ("X and of the Y"); a code with its edition's number in brackets ("LAQM.TG(22)"); a
pronoun standing for another; a consultation's draft, no document of its own; a correction of
the longest title its own names; an edition named by the year its series' title writes; and a
decision to act that a court quashes.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, record
from tests.unit.test_derive_stated_acts import found

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def doc(
    doc_id: str,
    doc_type: str,
    title: str,
    text: str,
    at: str,
    starts: str | None = None,
    **metadata: str,
) -> SourceRecord:
    fields = {"effective_from": starts} if starts else {}
    return record(doc_id, text, title=title, domain="regulation", doc_type=doc_type,
                  published_at=at, metadata=metadata, **fields)


def test_a_deferral_points_back_to_what_it_defers(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 399, 353: "... the Lifelong Learning: CPD Requirements 2024 will not apply from 1
    January 2024 as announced. The date on which those requirements apply is deferred to 1
    August 2024." (a title ends before "will"); "The Defined Benefit Funding Code of Practice
    ... was due to come into force on 1 April 2025. To allow time for ..., the date on which
    the code comes into force is deferred to 22 September 2025." (not the sentence's own
    opening words)."""
    rows = [
        doc("cpd", "rule", "Lifelong Learning: CPD Requirements 2024 (NDC-CPD-2024)",
            "Every registrant must complete 50 hours of learning.", "2023-06-01", "2024-01-01"),
        doc("cpd-def", "notice", "Notice NDC/N/2023/11: Lifelong Learning requirements - "
            "revised start date", "Following representations from professional associations, "
            "the Council has decided that the Lifelong Learning: CPD Requirements 2024 will not "
            "apply from 1 January 2024 as announced. The date on which those requirements apply "
            "is deferred to 1 August 2024.", "2023-11-20"),
        doc("code", "code_of_practice", "Defined Benefit Funding Code of Practice",
            "This code sets out how trustees should comply with the funding requirements.",
            "2024-07-15", "2025-04-01"),
        doc("code-def", "notice", "Notice: revised commencement date for the Defined Benefit "
            "Funding Code", "The Defined Benefit Funding Code of Practice published on 15 July "
            "2024 was due to come into force on 1 April 2025. To allow time for the related "
            "regulations to be approved by Parliament, the date on which the code comes into "
            "force is deferred to 22 September 2025.", "2025-03-10"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("cpd-def", "cpd", "defers")) == "accepted"
    assert edges.get(("code-def", "code", "defers")) == "accepted"


def test_a_deferral_names_its_document_by_edition_place_or_list(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 400, 402, 375, 441: "The date of application of Revision 4 is deferred" in
    "Notice ... — Revision 4 of the Airspace Change Process Guidance: ..." (of "Airspace Change
    Process Guidance ASG-01, Revision 4", its code left out); "the Fair Access Protocol 2024"
    of Hartwell County Council's "Hartwell Fair Access Protocol 2024"; "To give software
    suppliers more time ..., the date of application of Practice Guide 82, Rev. 2 is
    deferred"; "The date of application of the Standard Civil Contract 2024: Specification
    and of the Category Definitions 2024 is deferred": each. Trial 443: "The date from which
    Version 3 applies is deferred" in "...: Start Date of SLQ-DS Version 3" (of "...: Door
    Supervision (SLQ-DS Version 3)", its code and edition in brackets)."""
    rows = [
        doc("asg3", "guidance", "Airspace Change Process Guidance ASG-01, Revision 3",
            "Sponsors must consult for 12 weeks.", "2021-03-01", reference="ASG-01 Rev. 3"),
        doc("asg4", "guidance", "Airspace Change Process Guidance ASG-01, Revision 4",
            "Date of application: 1 October 2026. On that date Rev. 3 is withdrawn.",
            "2026-03-02", "2026-10-01", reference="ASG-01 Rev. 4"),
        doc("asg-def", "notice", "Notice NAA-N 2026/09 \u2014 Revision 4 of the Airspace Change "
            "Process Guidance: Revised Date of Application", "Stakeholders have asked for more "
            "time. The date of application of Revision 4 is deferred from 1 October 2026 to 1 "
            "April 2027.", "2026-08-03"),
        doc("fap", "protocol", "Hartwell Fair Access Protocol 2024", "Referrals are made "
            "through the online portal.", "2024-06-03", "2024-09-01",
            issuer="Hartwell County Council"),
        doc("fap-def", "notice", "Fair Access Protocol 2024: deferral of implementation",
            "The date from which the Fair Access Protocol 2024 applies is deferred from 1 "
            "September 2024 to 6 January 2025.", "2024-08-12", issuer="Hartwell County Council"),
        doc("pg82", "guidance", "Practice Guide 82: Electronic submission of applications "
            "(Rev. 2)", "Rev. 1 of this guide is superseded from 1 July 2024.", "2024-02-05",
            "2024-07-01"),
        doc("pg-def", "notice", "Registry Notice 2024/05: Later start date for Practice Guide "
            "82 Rev. 2", "To give software suppliers more time to update their case management "
            "systems, the date of application of Practice Guide 82, Rev. 2 is deferred from 1 "
            "July 2024 to 2 December 2024.", "2024-05-20"),
        doc("spec", "specification", "Standard Civil Contract 2024: Specification",
            "The Specification applies to Controlled Work.", "2024-03-04", "2024-09-01"),
        doc("defs", "contract_document", "Category Definitions 2024", "These Category "
            "Definitions form part of the Standard Civil Contract 2024.", "2024-03-04",
            "2024-09-01"),
        doc("scc-def", "contract_notice", "Contract Notice CN 2024/09: Revised start date for "
            "the Standard Civil Contract 2024", "The date of application of the Standard Civil "
            "Contract 2024: Specification and of the Category Definitions 2024 is deferred from "
            "1 September 2024 to 1 February 2025.", "2024-07-22"),
    ]
    rows += [
        doc(f"slq{n}", "standard", "Specification for Learning and Qualifications: Door "
            f"Supervision (SLQ-DS Version {n})", "Learners must complete the units.", at)
        for n, at in ((2, "2020-01-20"), (3, "2025-06-02"))
    ]
    rows.append(doc("slq-def", "notice", "Notice to Training Providers: Start Date of SLQ-DS "
                    "Version 3", "Awarding organisations need more time. The date from which "
                    "Version 3 applies is deferred to 1 June 2027.", "2025-10-20"))
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("slq-def", "slq3", "defers")) == "accepted"
    assert ("slq-def", "slq2", "defers") not in edges
    assert edges.get(("asg-def", "asg4", "defers")) == "accepted"
    assert ("asg-def", "asg3", "defers") not in edges
    assert edges.get(("fap-def", "fap", "defers")) == "accepted"
    assert edges.get(("pg-def", "pg82", "defers")) == "accepted"
    assert edges.get(("scc-def", "spec", "defers")) == "accepted"
    assert edges.get(("scc-def", "defs", "defers")) == "accepted"


def test_a_bracketed_edition_code_a_pronoun_chain_and_a_consultation_s_draft(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 444: the declared reference "LAQM.TG(22)" names the guidance where a text writes
    it; "This technical guidance is issued ... It applies from 1 October 2026. On that date it
    replaces LAQM.TG(22)": the guidance acts, "it" standing for "It"; and the deferral of
    LAQM.TG(26) is of the guidance, not of the consultation on its draft, so accepted."""
    rows = [
        doc("tg22", "guidance", "Local Air Quality Management Technical Guidance LAQM.TG(22)",
            "The Directorate issues this technical guidance for local authorities.",
            "2022-08-22", reference="LAQM.TG(22)"),
        doc("tg26-draft", "consultation", "Consultation: Draft Local Air Quality Management "
            "Technical Guidance LAQM.TG(26)", "The draft would require local authorities to "
            "report PM2.5 concentrations.", "2025-11-03"),
        doc("tg26", "guidance", "Local Air Quality Management Technical Guidance LAQM.TG(26)",
            "This technical guidance is issued by the Directorate following the consultation. "
            "It applies from 1 October 2026. On that date it replaces LAQM.TG(22).",
            "2026-05-11", "2026-10-01", reference="LAQM.TG(26)"),
        doc("tg-def", "notice", "Notice: Deferral of the Date of Application of LAQM.TG(26)",
            "The date of application of LAQM.TG(26) is therefore deferred from 1 October 2026 to "
            "1 April 2027.", "2026-09-14"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("tg26", "tg22", "supersedes")) == "accepted"
    assert edges.get(("tg-def", "tg26", "defers")) == "accepted"
    assert ("tg-def", "tg26-draft", "defers") not in edges


def test_editions_named_by_year_and_a_correction_of_its_longest_title(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 441, 436: "This edition of the Specification supersedes the 2018 edition" in
    "Standard Civil Contract 2024: Specification" (the title with 2018 for 2024); "This edition
    replaces the 2020 edition of the BAT technical guidance" (the guidance of 2020 whose title
    carries those words, titled otherwise, not its amendment titled so); "Standard Civil
    Contract 2024: Specification - Correction Notice" corrects the specification, not a later
    FAQ its title's head names."""
    rows = [
        doc("spec18", "specification", "Standard Civil Contract 2018: Specification",
            "This Specification applies to Matters started on or after 1 September 2018.",
            "2018-01-15"),
        doc("spec24", "specification", "Standard Civil Contract 2024: Specification",
            "Status: This edition of the Specification supersedes the 2018 edition with effect "
            "from 1 September 2024.", "2024-03-04"),
        doc("faq", "faq", "Standard Civil Contract 2024: Frequently Asked Questions",
            "Q: Which Specification applies? A: The 2024 Specification.", "2024-10-21"),
        doc("fix", "erratum", "Standard Civil Contract 2024: Specification - Correction Notice",
            "In paragraph 7.41 the reference to 'Table 4' should read 'Table 6'.", "2025-02-20"),
        doc("bat20", "guidance", "Radioactive substances regulation: best available techniques "
            "(BAT) for the management of radioactive waste, technical guidance, 2020 edition",
            "Operators must assess options for discharges.", "2020-03-02"),
        doc("bat20a1", "amendment", "Radioactive substances regulation BAT technical guidance "
            "(2020 edition): Amendment 1", "Section 5.3 is replaced by the following text.",
            "2022-05-09"),
        doc("bat26", "guidance", "Radioactive substances regulation: BAT technical guidance for "
            "radioactive waste, 2026 edition", "This edition replaces the 2020 edition of the "
            "BAT technical guidance and Amendment 1 to it, with effect from 1 July 2026.",
            "2026-02-16"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("spec24", "spec18", "supersedes")) == "accepted"
    assert edges.get(("fix", "spec24", "corrects")) == "accepted"
    assert ("fix", "faq", "corrects") not in edges
    assert edges.get(("bat26", "bat20", "supersedes")) == "accepted"


def test_a_quashed_decision_to_act_is_the_act_its_issuer_and_day_named_between(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 438: "The decision of Harrowmere District Council dated 16 September 2024 to
    revoke licence HDC/AWL/0477 is quashed": the revocation notice of that day is void, the
    licence restored."""
    rows = [
        doc("lic", "licence", "Licence to provide home boarding for dogs - Brambleside Home "
            "Boarding, Licence No. HDC/AWL/0477", "Licence holder: Ms Priya Lennox.",
            "2024-03-01"),
        doc("rev", "notice", "Notice of revocation of licence HDC/AWL/0477", "Harrowmere "
            "District Council has decided to revoke licence HDC/AWL/0477 held by Ms Priya "
            "Lennox.", "2024-09-16"),
        doc("appeal", "decision", "Lennox v Harrowmere District Council - appeal against "
            "revocation of a dog home boarding licence", "Appeal allowed. The decision of "
            "Harrowmere District Council dated 16 September 2024 to revoke licence "
            "HDC/AWL/0477 is quashed.", "2025-01-28"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("appeal", "rev", "voids")) == "accepted"
    assert ("appeal", "lic", "voids") not in edges


def test_a_title_without_its_issuer_s_place_is_no_other_issuer_s_series(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 427, 342: "Local Enforcement Plan 2022: Erratum No. 1" corrects Harrowfield's
    "Harrowfield Local Enforcement Plan 2022", not Kenmoor's "Kenmoor Borough Council Local
    Enforcement Plan (July 2016)", whose name less its issuer's is no series the 2022 plan is
    of; "the Dunmore Pilotage Directions 2019" are not Carrowmore's directions of that year.
    Trial 438: "Calderbrook's previous home boarding conditions (HB/2, 2020)" are not
    Harrowmere's HB/2, which Harrowmere's HB/3 replaces; trial 392: a possessive of a declared
    issuer elsewhere in the sentence ("pending the Tribunal's determination") owns no name."""
    rows = [
        doc("kenmoor", "policy", "Kenmoor Borough Council Local Enforcement Plan (July 2016)",
            "Reports will be acknowledged within 5 working days.", "2016-07-11",
            issuer="Kenmoor Borough Council"),
        doc("plan", "policy", "Harrowfield Local Enforcement Plan 2022", "This Plan applies to "
            "all reports received on or after 1 January 2023.", "2022-11-07",
            issuer="Harrowfield District Council"),
        doc("erratum", "erratum", "Local Enforcement Plan 2022: Erratum No. 1", "Paragraph 4.4 "
            "should read: 'Anonymous reports will be investigated.'", "2023-02-10",
            issuer="Harrowfield District Council"),
        doc("carrowmore", "directions", "Carrowmore Pilotage Directions 2019", "Pilotage is "
            "compulsory for every vessel of 55 metres or more.", "2019-05-20",
            issuer="Carrowmore Port Authority"),
        doc("dunmore", "directions", "Dunmore Harbour Board: Pilotage Directions 2024", "The "
            "Dunmore Harbour Board gives these directions, which replace the Dunmore Pilotage "
            "Directions 2019 from 1 May 2024.", "2024-03-04", issuer="Dunmore Harbour Board"),
    ]
    rows += [
        doc("hb2", "conditions", "Home Boarding of Dogs: Licence Conditions, 2021 edition (HB/2)",
            "Condition 3 limits boarding to 4 dogs.", "2021-03-01",
            issuer="Harrowmere District Council", reference="HB/2"),
        doc("hb3", "conditions", "Home Boarding Conditions HB/3", "Status: replaces HB/2 from 1 "
            "April 2024.", "2024-01-10", issuer="Harrowmere District Council", reference="HB/3"),
        doc("cbc", "conditions", "Calderbrook Borough Council Conditions for Home Boarding of "
            "Dogs (HB/3)", "These conditions apply from 1 April 2025. They replace "
            "Calderbrook's previous home boarding conditions (HB/2, 2020).", "2025-03-03",
            issuer="Calderbrook Borough Council", reference="CBC HB/3"),
    ]
    rows += [
        doc("d1", "direction", "Senior Traffic Commissioner's Direction 1/2019: Starting Points",
            "Traffic commissioners must apply the starting points.", "2019-04-01",
            issuer="Senior Traffic Commissioner"),
        doc("ut", "decision", "Kestrel Logistics Ltd v Traffic Commissioner", "The appeal is "
            "adjourned.", "2022-06-20", issuer="Upper Tribunal"),
        doc("d1-susp", "notice", "Notice: Direction 1/2019 Suspension", "Direction 1/2019 is "
            "suspended with immediate effect pending the Tribunal's determination of that "
            "appeal.", "2022-07-04", issuer="Senior Traffic Commissioner"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("d1-susp", "d1", "suspends")) == "accepted"
    assert edges.get(("hb3", "hb2", "supersedes")) == "accepted"
    assert not any(key[:2] == ("cbc", "hb2") for key in edges)
    assert edges.get(("erratum", "plan", "corrects")) == "accepted"
    assert ("erratum", "kenmoor", "corrects") not in edges
    assert not any(key[:2] == ("dunmore", "carrowmore") for key in edges)


def test_a_deferral_names_its_document_by_its_kind_on_its_subject(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 438, 406: "The date from which version 3.0 of the guidance on providing boarding
    in kennels for dogs applies is deferred" (of "Animal activity licensing statutory guidance:
    providing boarding in kennels for dogs (version 3.0)", not version 2.0); "The date on which
    the revised Chapter 2 on veterinary care, remote consultations and prescribing takes effect
    is deferred" (of "Supporting Guidance Chapter 2: Veterinary Care, Remote Consultations and
    Prescribing (2023)"). Trial 403: a heading closing with no kind of document names no such
    form, which two series would share ("Domestic Private Rented Property: ..." and
    "Non-Domestic Private Rented Property: ...")."""
    rows = [
        doc("k2", "guidance", "Animal activity licensing statutory guidance: providing boarding "
            "in kennels for dogs (version 2.0)", "Kennels must be ventilated.", "2022-06-30"),
        doc("k3", "guidance", "Animal activity licensing statutory guidance: providing boarding "
            "in kennels for dogs (version 3.0)", "With effect from 1 October 2026 this guidance "
            "replaces the kennel boarding guidance published in June 2022.", "2026-02-10",
            "2026-10-01"),
        doc("k-def", "notice", "Notice: postponement of version 3.0 of the dog kennel boarding "
            "guidance", "The date from which version 3.0 of the guidance on providing boarding "
            "in kennels for dogs applies is deferred from 1 October 2026 to 1 April 2027.",
            "2026-08-20"),
        doc("ch2", "guidance", "Supporting Guidance Chapter 2: Veterinary Care, Remote "
            "Consultations and Prescribing (2023)", "This chapter takes effect on 1 September "
            "2023.", "2023-03-01", "2023-09-01"),
        doc("ch2-def", "notice", "Notice: Deferral of Commencement", "The date on which the "
            "revised Chapter 2 on veterinary care, remote consultations and prescribing takes "
            "effect is deferred from 1 September 2023 to 1 March 2024.", "2023-07-12"),
    ]
    rows += [
        doc(f"{prefix}{year}", "guidance", f"{kind} Private Rented Property: Minimum Energy "
            f"Efficiency Standard \u2013 Landlord Guidance ({year} edition)", text, f"{year}-06-20")
        for prefix, kind in (("dom", "Domestic"), ("non", "Non-Domestic"))
        for year, text in (("2017", "This guidance is for landlords."),
                           ("2019", "This edition supersedes the 2017 edition of this guidance."))
        if (prefix, year) != ("non", "2019")
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("dom2019", "dom2017", "supersedes")) == "accepted"
    assert ("dom2019", "non2017", "supersedes") not in edges
    assert edges.get(("k-def", "k3", "defers")) == "accepted"
    assert ("k-def", "k2", "defers") not in edges
    assert edges.get(("ch2-def", "ch2", "defers")) == "accepted"


def test_a_part_replaced_of_a_title_its_colon_left_out_and_its_code(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 442: "Paragraph 5.1 of the Nitrates Derogation Scheme Terms and Conditions 2023 is
    replaced" amends "Nitrates Derogation Scheme: Terms and Conditions 2023 (DS/TC/2023)"."""
    rows = [
        doc("tc23", "policy", "Nitrates Derogation Scheme: Terms and Conditions 2023 "
            "(DS/TC/2023)", "A holding may carry livestock excreting up to 250 kg of nitrogen "
            "per hectare (paragraph 5.1).", "2023-01-16", reference="DS/TC/2023"),
        doc("dc2", "circular", "Derogation Circular DC 2/2024: Amendment of Paragraph 5.1",
            "Paragraph 5.1 of the Nitrates Derogation Scheme Terms and Conditions 2023 is "
            "replaced by the following text from the 2024 derogation year.", "2024-01-08"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("dc2", "tc23", "amends")) == "accepted"


def test_an_introductory_phrase_of_five_words_before_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 440: "This policy ... comes into effect on 1 April 2024. On its coming into effect
    it replaces the Standard Conditions ... (Version 2, 2021)": "it" is the policy."""
    rows = [
        doc("c2", "standard_conditions", "Standard Conditions for Street Trading Consents and "
            "Licences (Version 2, 2021)", "Condition 4 requires a clear footway of 2 metres.",
            "2021-06-01"),
        doc("p24", "policy", "Street Trading Policy 2024", "This policy was adopted by Full "
            "Council on 30 January 2024 and comes into effect on 1 April 2024. On its coming "
            "into effect it replaces the Standard Conditions for Street Trading Consents and "
            "Licences (Version 2, 2021).", "2024-02-06"),
    ]
    assert found(rows, embedded_store, extractor).get(("p24", "c2", "supersedes")) == "accepted"


def test_each_name_of_a_list_acts_on_the_document_declaring_it_its_own(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 444: "Smoke Control Order No. 3 (Millbrook, 2014) and Smoke Control Order No. 4
    (Eastfield, 2016) are revoked" in Hartmoor's order revokes Hartmoor's two orders, whose
    texts declare those names ("... is entered in the Council's register as Smoke Control
    Order No. 3.", "... may be cited as ... (Smoke Control Order No. 4)"), not Calderbrook's
    "... Smoke Control Order No. 3 (Town Centre) 2021", though only its title writes one. Its
    postponement: "... will not come into operation on 1 April 2024 as stated in Article 1. The
    Order shall instead come into operation on 1 October 2024." defers it. Trial 346: each
    item of a list its titles name ("The following notices are withdrawn ...: Classification
    Notice 2013/05 (textile sets ...); Classification Notice 2014/08 (...)")."""
    hartmoor = {"issuer": "Hartmoor District Council"}
    rows = [
        doc("mill", "order", "The Hartmoor District Council (Millbrook) Smoke Control Order 2014",
            "This Order may be cited as the Hartmoor District Council (Millbrook) Smoke Control "
            "Order 2014 and is entered in the Council's register as Smoke Control Order No. 3. "
            "The Order shall come into operation on 1 December 2014.", "2014-05-12",
            reference="SCO No. 3", **hartmoor),
        doc("east", "order", "The Hartmoor District Council (Eastfield) Smoke Control Order 2016",
            "The Council makes this Order, which may be cited as the Hartmoor District Council "
            "(Eastfield) Smoke Control Order 2016 (Smoke Control Order No. 4). The Order comes "
            "into operation on 1 October 2016.", "2016-03-21", reference="SCO No. 4", **hartmoor),
        doc("town", "order", "Calderbrook Borough Council Smoke Control Order No. 3 (Town Centre) "
            "2021", "The Order comes into operation on 1 July 2021.", "2021-02-08",
            issuer="Calderbrook Borough Council", reference="CBC SCO No. 3"),
        doc("both", "order", "The Hartmoor District Council (Millbrook and Eastfield) Smoke "
            "Control Order 2023", "This Order comes into operation on 1 April 2024. Smoke "
            "Control Order No. 3 (Millbrook, 2014) and Smoke Control Order No. 4 (Eastfield, "
            "2016) are revoked with effect from 1 April 2024.", "2023-09-18",
            reference="SCO No. 5", **hartmoor),
    ]
    rows.append(doc("post", "notice", "Notice of Postponement: Hartmoor District Council "
                    "(Millbrook and Eastfield) Smoke Control Order 2023", "Notice is hereby "
                    "given that the Hartmoor District Council (Millbrook and Eastfield) Smoke "
                    "Control Order 2023 will not come into operation on 1 April 2024 as stated "
                    "in Article 1. The Order shall instead come into operation on 1 October "
                    "2024.", "2024-02-26", **hartmoor))
    rows += [
        doc("cn13", "notice", "Classification Notice 2013/05: Textile sets put up for retail "
            "sale", "Sets of woven fabric and yarn are classified in heading 6308.", "2013-06-03"),
        doc("cn14", "notice", "Classification Notice 2014/08: Multifunction printing machines",
            "Multifunction machines are classified in subheading 8443.31.", "2014-09-01"),
        doc("cn-w", "notice", "Customs Notice 2022/01: Withdrawal of classification notices",
            "The following notices are withdrawn from 1 January 2022 and will not be replaced: "
            "Classification Notice 2013/05 (textile sets put up for retail sale); "
            "Classification Notice 2014/08 (multifunction printing machines).", "2021-12-20"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("cn-w", "cn13", "supersedes")) == "accepted"
    assert edges.get(("cn-w", "cn14", "supersedes")) == "accepted"
    assert edges.get(("post", "both", "defers")) == "accepted"
    assert edges.get(("both", "mill", "repeals")) == "accepted"
    assert edges.get(("both", "east", "repeals")) == "accepted"
    assert not any(key[:2] == ("both", "town") for key in edges)


def test_a_start_deferred_and_an_edition_of_a_renamed_code_series(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 410: "... has therefore agreed that the start of the Standard Conditions for
    Private Hire Operators 2026 is deferred to 1 January 2027". Trial 438: "These conditions
    supersede the 2019 edition" in "Home Boarding of Dogs: Licence Conditions, 2021 edition
    (HB/2)": the issuer's HB/1 of 2019, titled otherwise, not another issuer's."""
    council = {"issuer": "Harrowmere District Council"}
    rows = [
        doc("phv", "conditions", "Standard Conditions for Private Hire Operators 2026", "These "
            "conditions attach to every operator's licence from 1 June 2026.", "2026-02-23",
            "2026-06-01"),
        doc("phv-def", "notice", "Notice of Deferral: Standard Conditions for Private Hire "
            "Operators 2026", "Operators need more time. The Licensing Committee has therefore "
            "agreed that the start of the Standard Conditions for Private Hire Operators 2026 "
            "is deferred to 1 January 2027.", "2026-05-18"),
        doc("hb1", "conditions", "Harrowmere District Council Licence Conditions for Home "
            "Boarding of Dogs (HB/1)", "These conditions attach to every home boarding licence.",
            "2019-01-15", reference="HB/1", **council),
        doc("other", "conditions", "Calderbrook Home Boarding Conditions (HB/1)", "These "
            "conditions attach to Calderbrook's licences.", "2019-02-11", reference="HB/1",
            issuer="Calderbrook Borough Council"),
        doc("hb2", "conditions", "Home Boarding of Dogs: Licence Conditions, 2021 edition (HB/2)",
            "These conditions supersede the 2019 edition and apply to every home boarding "
            "licence granted on or after 1 March 2021.", "2021-03-01", reference="HB/2",
            **council),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("phv-def", "phv", "defers")) == "accepted"
    assert edges.get(("hb2", "hb1", "supersedes")) == "accepted"
    assert not any(key[:2] == ("hb2", "other") for key in edges)
