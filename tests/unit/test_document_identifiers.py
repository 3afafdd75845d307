"""Identifiers documents are named and cited by where no pack lists their form: those a
document's metadata states as its own ("reference": "ESMA35-43-1163" on guidelines titled in
words, trial 121), the numbered series a corpus's names open with ("MGN 550 (M+F) Pilot
Transfer Arrangements", trial 128) and a committee's symbols ("MSC.1/Circ.1206/Rev.1",
"resolution A.1052(27)"). Each names the document as its title's identifiers do, in the batch
that loads it and when a later load finds it stored.
"""

from __future__ import annotations

import pytest

from graphcar.model import Document
from graphcar.store.base import GraphStore
from ingest.derive import PackDeriver
from ingest.extract import IdentifierExtractor, SpacyExtractor, own_identifiers
from ingest.load import load_records
from ingest.records import SourceRecord
from ingest.series import series_of, series_patterns
from tests.unit.test_derive_rules import extractor, titled_record
from tests.unit.test_derive_stated_acts import accepted

__all__ = ["extractor"]  # the module-scoped fixture, shared with the derivation tests


def guidelines(doc_id: str, text: str, at: str, **metadata: str) -> SourceRecord:
    return titled_record(
        "finance", doc_id, "guidelines",
        "Guidelines on certain aspects of the MiFID II suitability requirements", text, at,
        **metadata,
    )


def document(doc_type: str, **metadata: object) -> Document:
    return Document(id="d", text="Text.", doc_type=doc_type, metadata=metadata)


@pytest.mark.parametrize(
    ("doc_type", "metadata", "expected"),
    [
        ("guidelines", {"reference": "ESMA35-43-1163", "issuer": "ESMA"}, ["ESMA35-43-1163"]),
        ("recall", {"recall_number": "D-0214-2024"}, ["D-0214-2024"]),
        # named for the initials of its doc type, or for any document
        ("field_safety_notice", {"fsn_reference": "FSN-2023-017"}, ["FSN-2023-017"]),
        ("policy", {"docNumber": "POL-CMP-007"}, ["POL-CMP-007"]),
        ("policy", {"document_id": "POL-CMP-007", "doc_number": "POL-CMP-007"}, ["POL-CMP-007"]),
        # named for something else the document concerns
        ("permit", {"facility_id": "17-01-003"}, []),
        ("pre_clearance", {"employee_id": "E-1042"}, []),
        ("alternative_method_of_compliance", {"ad_reference": "AD 2016-08-11"}, []),
        # a value that describes rather than identifies
        ("notice", {"notice_number": "PS-12 withdrawal notice"}, []),
        ("standard", {"document_number": "SP 800-53 Rev. 4 (01-22-2015 update)"}, []),
        # not an identifier field, or not text, or blank
        ("guidelines", {"supersedes": "ESMA35-43-748", "edition": "2018"}, []),
        ("guidelines", {"reference": 387, "doc_number": None, "document_id": "  "}, []),
    ],
)
def test_own_identifiers_are_fields_named_for_what_the_document_is(
    doc_type: str, metadata: dict[str, object], expected: list[str]
) -> None:
    assert own_identifiers(document(doc_type, **metadata)) == expected


def test_a_metadata_identifier_is_a_title_key_to_both_extractors(
    extractor: SpacyExtractor,
) -> None:
    """The identifier is read like the title's, not from the text it is not in; a key its
    text only cites stays a key of its scope, not of its name."""
    (row,) = [guidelines("d", "These replace ESMA/2012/387.", "2018-11-06",
                         reference="ESMA35-43-1163")]
    for reader in (extractor, IdentifierExtractor()):
        (analysis,) = reader.analyse([row.document])
        assert "code:ESMA35-43-1163" in analysis.title_keys
        assert "designator:ESMA/2012/387" not in analysis.title_keys
    assert "code:ESMA35-43-1163" in extractor.title_keys([row.document])[0]


def test_guidelines_titled_in_words_are_superseded_by_their_metadata_reference(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """ "Supersedes: ESMA35-43-1163 (...)" names the 2018 guidelines, whose title is the same
    words as the new ones' and whose reference only their metadata states."""
    rows = [
        guidelines("g2018", "Firms assess suitability.", "2018-11-06",
                   reference="ESMA35-43-1163"),
        guidelines("g2022", "Supersedes: ESMA35-43-1163 (Guidelines on certain aspects of the "
                   "MiFID II suitability requirements of 6 November 2018). Firms ask clients "
                   "about sustainability preferences.", "2022-09-23", reference="ESMA35-43-3172"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("g2022", "g2018")}


def test_a_stored_documents_metadata_reference_names_it_to_a_later_load(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    deriver = PackDeriver(extractor)
    old = guidelines("g2018", "Firms assess suitability.", "2018-11-06",
                     reference="ESMA35-43-1163")
    new = guidelines("g2022", "These guidelines supersede ESMA35-43-1163.", "2022-09-23",
                     reference="ESMA35-43-3172")
    load_records([old], embedded_store, extractor=extractor, derive_edges=deriver)
    load_records([new], embedded_store, extractor=extractor, derive_edges=deriver)
    assert {(e.newer_id, e.older_id, e.status) for e in embedded_store.edges()} == {
        ("g2022", "g2018", "accepted")
    }


def circular(doc_id: str, title: str, text: str, at: str, **metadata: str) -> SourceRecord:
    return titled_record("maritime", doc_id, "circular", title, text, at, **metadata)


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        (["MGN 550 (M+F) Pilot Transfer Arrangements", "MGN 592 (M+F) Pilot Transfer"], {"MGN"}),
        (["TSB 20-2067: Engine stalls", "TSB 22-2301: Engine stalls", "MSN 1822 (M)"], {"TSB"}),
        # one number twice, one member, no number of its own, years, short numbers
        (["MGN 592 (M+F) Pilot Transfer", "MGN 592 (M+F) Amendment 1"], set()),
        (["WGB 2021 list", "WGB 2022 list"], set()),
        (["COVID 19 guidance", "COVID 12 summary"], set()),
        (["Pilot Transfer MGN 550", "Pilot Transfer MGN 592"], set()),
        # after the words naming its kind, its issuer before them (trial 251)
        (["Council of Administration Decision CA 7/2018 - Surcharge",
          "Council of Administration Decision CA 4/2020 - Suspension",
          "Resolution GC 18/4 - Scale", "Resolution GC 21/6 - Scale"], {"CA", "GC"}),
        # spelled out, its members numbered with a full stop too; no determiner opens one
        (
            ["Regulatory Guide 1.97, Revision 5: Criteria", "Regulatory Guide 1.200: PRA"],
            {"Regulatory Guide"},
        ),
        (["Inspection Procedure 71111.21M: Design", "Inspection Procedure 71111.11"],
         {"Inspection Procedure"}),
        (["The Guide 1.2 to valves", "The Guide 1.3 to pumps"], set()),
        (["Guide 1.2 to valves", "Guide 1.3 to pumps"], set()),
        (["Visual Studio 17.8.1 notes", "Visual Studio 17.9.2 notes"], set()),
        # a number written as one may be short ("SAS No. 59"), a year never
        (["SAS No. 126, The Auditor's Consideration", "SAS No. 59, The Auditor's"], {"SAS"}),
        (["WGB No. 2021 list", "WGB No. 2022 list"], set()),
        # "to" or "of" inside a spelled name, its initials keeping it (trial 231), a
        # label's approvals in its title's closing brackets (trial 233); not a change of a
        # document of a kind (trial 242)
        (["Notice to Exporters 2022/07: Korvania", "Notice to Exporters 2023/02: Update"],
         {"Notice to Exporters"}),
        (["Insecticide - Approved Label (Label Approval 58312/0419)",
          "Insecticide - Approved Label (Label Approval 58312/0621)"], {"Label Approval"}),
        (["Corrigendum to Decision No. 2021/025 on numbering",
          "Corrigendum to Decision No. 2021/007 on fees"], set()),
        # a ruling's kind in lower case after its number, a manual's sections (trial 319);
        # no short dotted number of a product's version
        (["SSR 18-2p Titles II and XVI: Symptoms", "SSR 09-4p Titles II and XVI: Credibility"],
         {"SSR"}),
        (["DI 23022.415 Pancreatic Cancer", "DI 25501.300 Onset of Disability"], {"DI"}),
        (["iOS 17.4 release notes", "iOS 17.5 release notes"], set()),
        # spelled out and abbreviated by its capitalised words' initials (trial 367), or all
        # its words'; not by other letters; spelled out with a possessive (trial 362)
        (["Statement of Practice SP 3/2015: Home", "Statement of Practice SP 2/2019: Costs"],
         {"SP", "Statement of Practice (SP)"}),
        (["Notice to Exporters NTE 2022/07: K", "Notice to Exporters NTE 2023/02: U"],
         {"NTE", "Notice to Exporters (NTE)"}),
        (["Statement of Practice XY 3/2015: Home", "Statement of Practice XY 2/2019: Costs"],
         set()),
        (["Harbour Master's Direction 1/2020 - Channel", "Harbour Master's Direction 5/2019"],
         {"Harbour Master's Direction"}),
        # an advice note's series numbered from 1, a list entry's of seven digits (trial
        # 372); no product's "Windows Server 2"
        (["Heritage Advice Note 5: Repairs", "Heritage Advice Note 11: Changes"],
         {"Heritage Advice Note"}),
        (["Listing Decision: Corn Exchange (List Entry 1419052)",
          "Listing Decision: Tenter Row (List Entry 1437710)"], {"List Entry"}),
        (["Windows Server 2 notes", "Windows Server 3 notes"], set()),
    ],
)
def test_a_series_is_an_acronym_opening_two_names_with_numbers_of_their_own(
    names: list[str], expected: set[str]
) -> None:
    assert series_of(names) == expected


def mca_notices() -> list[SourceRecord]:
    return [
        circular("mgn550", "MGN 550 (M+F) Pilot Transfer Arrangements", "Ladders.", "2016-03-01"),
        circular("mgn505", "MGN 505 (M+F) Hours of Work and Rest", "Rest hours.", "2014-05-01"),
    ]


def test_a_member_of_a_series_the_corpus_names_documents_by_is_cited_by_its_number(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """No pack knows "MGN"; two titles opening with it make it a series, so "This notice
    supersedes MGN 550 (M+F)" names that notice."""
    rows = [
        *mca_notices(),
        circular("mgn592", "Pilot Transfer Arrangements", "This notice supersedes MGN 550 (M+F).",
                 "2019-02-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("mgn592", "mgn550")}


def test_a_series_learned_from_a_stored_corpus_names_documents_of_a_later_load(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    deriver = PackDeriver(extractor)
    load_records(mca_notices(), embedded_store, extractor=extractor, derive_edges=deriver)
    later = SpacyExtractor(extractor.packs)
    new = circular("mgn592", "Pilot Transfer Arrangements",
                   "This notice supersedes MGN 550 (M+F).", "2019-02-01")
    load_records([new], embedded_store, extractor=later, derive_edges=PackDeriver(later))
    assert {(e.newer_id, e.older_id, e.status) for e in embedded_store.edges()} == {
        ("mgn592", "mgn550", "accepted")
    }


def test_a_series_member_written_with_its_number_word_is_one_member() -> None:
    """"SAS No. 59" and "SAS No.59" are one statement ("SAS 59" is too short a number to be
    one without its number word); "Regulatory Guide (RG) 1.88" and "RG 1.88" one guide."""
    patterns = series_patterns(series_of(["SAS No. 126, Going Concern", "SAS No. 59, Going",
                                          "Regulatory Guide 1.88: Records", "Regulatory Guide"
                                          " 1.97: Monitoring"]))
    text = "SAS No. 59, SAS 59, SAS No.59; Regulatory Guide (RG) 1.88 and RG 1.88"
    assert [key for p in patterns for _, _, key in p.found_in(text)] == [
        "designator:SAS 59", "designator:SAS 59",
        "designator:RG 1.88", "designator:RG 1.88",
    ]


def test_a_series_spelled_out_is_keyed_by_the_acronym_its_titles_abbreviate_it_by() -> None:
    """ "Statement of Practice 3/2015" and "SP 3/2015" are one statement where titles write
    "Statement of Practice SP 3/2015: ..."; "Harbour Master's Direction 5/2019" is HMD 5/2019."""
    patterns = series_patterns(series_of([
        "Statement of Practice SP 3/2015: Home", "Statement of Practice SP 2/2019: Costs",
        "Harbour Master's Direction 1/2020 - Channel", "Harbour Master's Direction 5/2019",
    ]))
    text = ("replaces Statement of Practice 3/2015 and SP 2/2019; Harbour Master's Direction "
            "5/2019 is revoked")
    assert [key for p in patterns for _, _, key in p.found_in(text)] == [
        "designator:SP 2/2019", "designator:HMD 5/2019", "designator:SP 3/2015",
    ]
    noted = series_patterns(series_of(["Heritage Advice Note 5: Repairs",
                                       "Heritage Advice Note 11: Changes"]))
    assert [key for p in noted for _, _, key in p.found_in(
        "This Note replaces Heritage Advice Note 5 (Heritage Advice Note 123 is another)")
    ] == ["designator:HAN 123", "designator:HAN 5"]


def guide(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("nuclear", doc_id, "regulatory_guide", title, text, at)


def nrc_guides() -> list[SourceRecord]:
    return [
        guide("rg1200r2", "Regulatory Guide 1.200, Revision 2: PRA Acceptability", "PRA.",
              "2009-03-01"),
        guide("rg197r4", "Regulatory Guide 1.97, Revision 4: Accident Monitoring", "Monitoring.",
              "2006-06-01"),
    ]


def test_a_spelled_out_series_meets_its_initials(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 133: "Regulatory Guide 1.200, Revision 3" says "this revision supersedes
    Revision 2 of RG 1.200"; the guide's title spells out the series its initials cite, and
    "Upon its implementation date" is when, not a condition."""
    rows = [
        *nrc_guides(),
        guide("rg1200r3", "Regulatory Guide 1.200, Revision 3: PRA Acceptability",
              "Upon its implementation date, this revision supersedes Revision 2 of RG 1.200.",
              "2020-12-01"),
        guide("rg197r5", "Regulatory Guide 1.97, Revision 5: Accident Monitoring",
              "Revision 5 supersedes Revision 4 of Regulatory Guide (RG) 1.97.", "2019-04-01"),
    ]
    assert accepted(rows, embedded_store, extractor) == {
        ("rg1200r3", "rg1200r2"),
        ("rg197r5", "rg197r4"),
    }


def test_a_spelled_out_series_learned_from_a_stored_corpus_names_documents_of_a_later_load(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    load_records(nrc_guides(), embedded_store, extractor=extractor,
                 derive_edges=PackDeriver(extractor))
    later = SpacyExtractor(extractor.packs)
    new = guide("rg1200r3", "PRA acceptability, third revision",
                "This guide supersedes Regulatory Guide 1.200, Revision 2.", "2020-12-01")
    load_records([new], embedded_store, extractor=later, derive_edges=PackDeriver(later))
    assert {(e.newer_id, e.older_id, e.status) for e in embedded_store.edges()} == {
        ("rg1200r3", "rg1200r2", "accepted")
    }


def test_a_committees_symbols_name_its_circulars_and_resolutions(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Paragraphs numbered as circulars number them; the revision ("/Rev.1") and the
    unrevised circular of an older symbol ("MSC/Circ.1206") are documents of their own."""
    rows = [
        circular("c1206", "Measures to prevent accidents with lifeboats", "Lifeboats.",
                 "2006-05-26", document_number="MSC/Circ.1206"),
        circular("rev1", "Measures to prevent accidents with lifeboats (MSC.1/Circ.1206/Rev.1)",
                 "1 The Committee approved the revised measures. 2 Member Governments are "
                 "invited to give effect to them. 3 This circular revokes MSC/Circ.1206.",
                 "2009-06-11"),
        circular("c1578", "Guidelines on safety during abandon ship drills",
                 "1 MSC.1/Circ.1206/Rev.1 is revoked with effect from 1 January 2020.",
                 "2017-06-16", document_number="MSC.1/Circ.1578"),
        titled_record("maritime", "a1052", "resolution",
                      "Resolution A.1052(27): Procedures for Port State Control, 2011",
                      "Procedures.", "2011-11-30"),
        titled_record("maritime", "a1119", "resolution",
                      "Resolution A.1119(30): Procedures for Port State Control, 2017",
                      "THE ASSEMBLY, RECALLING resolution A.1052(27), 1 ADOPTS the Procedures "
                      "for Port State Control, 2017; 2 REVOKES resolution A.1052(27).",
                      "2017-12-06"),
    ]
    assert accepted(rows, embedded_store, extractor) == {
        ("rev1", "c1206"), ("c1578", "rev1"), ("a1119", "a1052")
    }


def test_a_paragraphs_number_after_a_word_in_capitals_or_before_a_name_starts_a_sentence(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 128: "... MARPOL Annex VI. 4 This circular supersedes MEPC.1/Circ.864." and
    "... analysis devices. 3 BWM.2/Circ.42 and BWM.2/Circ.42/Rev.1 are revoked." each start
    the sentence stating the act; titles in words before a bracketed symbol name no issuer."""
    rows = [
        circular("c864", "Guidelines for on board sampling of fuel oil", "Sampling.", "2016-10-28",
                 document_number="MEPC.1/Circ.864"),
        circular("c864r1", "2019 Guidelines for on board sampling of fuel oil",
                 "1 The Committee approved the 2019 Guidelines. 2 The procedure is set out in "
                 "MARPOL Annex VI. 3 This circular supersedes MEPC.1/Circ.864.", "2019-05-17",
                 document_number="MEPC.1/Circ.864/Rev.1"),
        circular("c42", "Guidance on ballast water sampling", "Sampling.", "2013-05-24",
                 document_number="BWM.2/Circ.42"),
        circular("c42r1", "Guidance on ballast water sampling (BWM.2/Circ.42/Rev.1)", "Revised.",
                 "2015-05-15"),
        circular("c42r2", "Guidance on ballast water sampling (BWM.2/Circ.42/Rev.2)",
                 "1 The Committee approved a further revision. 2 It updates the list of "
                 "analysis devices. 3 BWM.2/Circ.42 and BWM.2/Circ.42/Rev.1 are revoked.",
                 "2020-11-20"),
    ]
    assert accepted(rows, embedded_store, extractor) == {
        ("c864r1", "c864"), ("c42r2", "c42"), ("c42r2", "c42r1")
    }


def test_an_insurance_forms_number_with_its_edition_names_that_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 316: "Cyber Liability Coverage Form CYB 01 01 25 supersedes CYB 01 05 19" and
    "The 04/2019 edition (HO 00 03 04 19) is withdrawn and replaced by this edition" name the
    forms titled by those numbers, the edition's month and year last; not the form of another
    edition ("HO 00 03 06 12")."""
    rows = [
        titled_record("general", "cyb19", "policy_form", "CYB 01 05 19 - Cyber Liability "
                      "Coverage Form", "Insuring agreements: network security.", "2019-03-04"),
        titled_record("general", "cyb25", "policy_form", "CYB 01 01 25 - Cyber Liability "
                      "Coverage Form", "Cyber Liability Coverage Form CYB 01 01 25 supersedes "
                      "CYB 01 05 19 for policies effective on or after January 1, 2025.",
                      "2024-08-20"),
        titled_record("general", "ho12", "policy_form", "HO 00 03 06 12 - Homeowners 3 Special "
                      "Form (Edition 06/2012)", "Coverage for the dwelling.", "2012-03-01"),
        titled_record("general", "ho19", "policy_form", "HO 00 03 04 19 - Homeowners 3 Special "
                      "Form (Edition 04/2019)", "Coverage for the dwelling.", "2019-01-15"),
        titled_record("general", "ho24", "policy_form", "HO 00 03 01 24 - Homeowners 3 Special "
                      "Form (Edition 01/2024)", "The 04/2019 edition (HO 00 03 04 19) is "
                      "withdrawn and replaced by this edition for policies effective on or "
                      "after January 1, 2024.", "2023-09-12"),
    ]
    assert accepted(rows, embedded_store, extractor) == {("cyb25", "cyb19"), ("ho24", "ho19")}


def test_a_manual_sections_edition_by_its_month_is_the_one_published_then(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 319: "This revision replaces the October 2015 version of this section" and "This
    revision supersedes the August 2017 version of this section" name the section's edition
    published that month, titled as it is or by its designation in other words; "replaces
    DI 23022.415 as revised November 2020" the revision of that month."""
    rows = [
        titled_record("general", "si15", "poms_section", "SI 02220.001 Overpayment Recovery "
                      "Actions - General", "Recovery begins after the notice.", "2015-10-01"),
        titled_record("general", "si22", "poms_section", "SI 02220.001 Overpayment Recovery "
                      "Actions - General (Revised 2022)", "This revision replaces the October "
                      "2015 version of this section.", "2022-05-16"),
        titled_record("general", "di16", "poms_section", "DI 23022.415 Pancreatic Cancer "
                      "(Impairment Summary)", "The first summary.", "2017-02-10"),
        titled_record("general", "di17", "poms_section", "DI 23022.415 Pancreatic Cancer "
                      "(Compassionate Allowance Impairment Summary)", "Pathology confirms it.",
                      "2017-08-10"),
        titled_record("general", "di20", "poms_section", "DI 23022.415 Pancreatic Cancer - "
                      "Revised", "DI 23022.415 Pancreatic Cancer. This revision supersedes the "
                      "August 2017 version of this section.", "2020-11-05"),
        titled_record("general", "di23", "poms_section", "DI 23022.415 Pancreatic Cancer - "
                      "Revised April 2023", "This version replaces DI 23022.415 as revised "
                      "November 2020 (TN 52).", "2023-04-18"),
        titled_record("general", "onset", "poms_section", "DI 25501.300 Onset of Disability",
                      "Onset is the first day the claimant met the definition.", "2014-03-10"),
    ]
    assert accepted(rows, embedded_store, extractor) == {
        ("si22", "si15"), ("di20", "di17"), ("di23", "di20")
    }
