"""The spaCy extraction pipeline: identifiers, gazetteers, aliases, cues, scale and options."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import spacy

from graphcar.anchors.identifiers import identifier_keys
from graphcar.domains.packs import load_packs
from graphcar.errors import DependencyMissingError, InputError
from graphcar.model import Document, Entity
from ingest.extract import IdentifierExtractor, SpacyExtractor, default_extractor
from ingest.spacy_pipeline import Gazetteer, build_pipeline, doc_text, split_period_after_code
from tests.conftest import SHARED_DATA


@pytest.fixture(scope="module")
def extractor() -> SpacyExtractor:
    return SpacyExtractor(load_packs())


def keys(extractor: SpacyExtractor, text: str, **fields: object) -> set[str]:
    document = Document.model_validate({"id": "d", "text": text, **fields})
    return {entity.key for entity in extractor.extract([document])[0]}


def entity(extractor: SpacyExtractor, text: str, key: str) -> Entity:
    found = extractor.extract([Document(id="d", text=text)])[0]
    return next(e for e in found if e.key == key)


def test_default_extractor_is_the_spacy_pipeline() -> None:
    assert isinstance(default_extractor(), SpacyExtractor)


def test_security_identifiers(extractor: SpacyExtractor) -> None:
    text = (
        "cve-2021-44228 (GHSA-JFH8-C2JP-5V3Q, PYSEC-2021-19, GO-2022-0001) affects "
        "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1; fixed in log4j@2.15.0."
    )
    assert keys(extractor, text) >= {
        "cve:CVE-2021-44228",
        "ghsa:GHSA-jfh8-c2jp-5v3q",
        "pysec:PYSEC-2021-19",
        "osv:GO-2022-0001",
        "pkg:maven/org.apache.logging.log4j/log4j-core",
        "release:log4j@2.15.0",
    }


def test_a_ghsa_id_written_with_letters_github_does_not_assign(extractor: SpacyExtractor) -> None:
    """Trial 88: "GHSA-h2v6-8r4k-xx5j" (a "k" is outside GitHub's alphabet) was no id, so its
    withdrawal notice withdrew the advisory it named as the surviving duplicate instead."""
    text = "Withdrawn: quill-xml resolves external entities (GHSA-h2v6-8r4k-xx5j)"
    assert "ghsa:GHSA-h2v6-8r4k-xx5j" in keys(extractor, text)
    assert identifier_keys("Is GHSA-2J9R-C4KX-V8TQ fixed?") == ["ghsa:GHSA-2j9r-c4kx-v8tq"]


def test_release_mentions_after_a_gazetteer_product(extractor: SpacyExtractor) -> None:
    found = keys(
        extractor,
        "Axios version 1.13.0 fixes it; axios 1.12.2 is affected.",
        metadata={"product": "axios"},
    )
    assert {"product:axios", "release:axios@1.13.0", "release:axios@1.12.2"} <= found


def test_citation_spacing_variants_meet_on_one_key(extractor: SpacyExtractor) -> None:
    for text in ("410 U.S. 113", "410 U. S. 113", "410 u.s. 113"):
        assert "case:410 U.S. 113" in keys(extractor, f"See Roe, {text} (1973).")
    assert "case:93 S. Ct. 705" in keys(extractor, "Roe, 93 S.Ct. 705")
    assert "case:35 L. Ed. 2d 147" in keys(extractor, "Roe, 35 L. Ed. 2d 147")


def test_case_names_with_their_citation_alias(extractor: SpacyExtractor) -> None:
    text = "In Roe v. Wade, 410 U.S. 113 (1973), the Court held; Roe vs. Wade was cited."
    citation = entity(extractor, text, "case:410 U.S. 113")
    assert "Roe v. Wade" in citation.aliases
    assert "casename:roe v. wade" in keys(extractor, text)
    assert "casename:in roe v. wade" not in keys(extractor, text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the Fourteenth Amendment. Betts v. Brady should be", {"betts v. brady"}),
        (
            "Chevron U.S.A. Inc. v. Natural Resources Defense Council, Inc., 467 U.S. 837",
            {"chevron u.s.a. inc v. natural resources defense council"},
        ),
        (
            "National Bellas Hess, Inc. v. Department of Revenue of Ill., 386 U.S. 753",
            {"national bellas hess v. department of revenue of ill"},
        ),
        ("as in Pennsylvania Coal Co. v. Mahon.", {"pennsylvania coal co v. mahon"}),
        (
            "See Roe v. Wade. Brown v. Board of Education followed.",
            {"roe v. wade", "brown v. board of education"},
        ),
        ("In Roe v. Wade the Court held", {"roe v. wade"}),
        ("Mapp v. Ohio. Brown v. Board held", {"mapp v. ohio", "brown v. board"}),
        ("NLRB v. Jones & Laughlin Steel Corp.", {"nlrb v. jones & laughlin steel corp"}),
    ],
)
def test_case_names_end_where_their_sentence_ends(
    extractor: SpacyExtractor, text: str, expected: set[str]
) -> None:
    """A party word keeps its period only as an abbreviation; a sentence's last word does not
    join the next sentence's case ("amendment. betts v. brady" was a key)."""
    found = {k.split(":", 1)[1] for k in keys(extractor, text) if k.startswith("casename:")}
    assert found == expected


def test_ndc_ten_and_eleven_digit_forms(extractor: SpacyExtractor) -> None:
    ten = entity(extractor, "NDC 0093-7146-01 recalled", "ndc:00093-7146-01")
    assert ten.aliases == ("0093-7146-01",)
    assert "ndc:00093-7146-01" in keys(extractor, "NDC 00093-7146-01")
    assert "ndc:00093-7146" in keys(extractor, "NDC 0093-7146-01"), "package implies product"


def test_drug_names_from_the_gazetteer() -> None:
    gazetteer = Gazetteer()
    gazetteer.add("drug", "Ranitidine Hydrochloride")
    extractor = SpacyExtractor(load_packs(), gazetteer=gazetteer)
    found = keys(extractor, "RANITIDINE  hydrochloride tablets are withdrawn.", domain="pharma")
    assert "drug:ranitidine hydrochloride" in found


def test_a_dosage_form_or_a_species_before_a_generic_name_is_no_brand(
    extractor: SpacyExtractor,
) -> None:
    """"Parasitex 10 mg/ml Solution for Injection (ivermectin)" and "Pour-On Solution for
    Cattle (ivermectin)" name no drug "Injection" or "Cattle" (a withdrawal of another
    product writing "for injection" would withdraw this one's label); "DORVEXA (sumatinib)"
    still names its brand."""
    found = keys(
        extractor,
        "Parasitex 10 mg/ml Solution for Injection (ivermectin). Parasitex Pour-On Solution "
        "for Cattle (ivermectin). DORVEXA (sumatinib) capsules.",
        domain="pharma",
        doc_type="label",
    )
    assert "drug:injection" not in found and "drug:cattle" not in found
    assert "drug:dorvexa" in found


def test_employee_ids_and_tickers_only_from_the_gazetteer(extractor: SpacyExtractor) -> None:
    text = "EMP018-Brown's pre-clearance for ORCL; ALL CAPS NOISE and IBM are not tickers here."
    found = keys(extractor, text, domain="finance", metadata={"ticker": "ORCL"})
    assert {"emp:EMP018-Brown", "ticker:ORCL"} <= found
    assert not {"ticker:ALL", "ticker:CAPS", "ticker:NOISE", "ticker:IBM"} & found


def test_a_symbol_of_another_shape_than_a_tickers_names_no_ticker(
    extractor: SpacyExtractor,
) -> None:
    """A finance document's "symbol" field is a ticker's ("BRK.B") or, for an international
    body, its document symbol ("CA 7/2018"): only a value of a ticker's shape is one."""
    text = "Decision CA 7/2018 sets a surcharge; BRK.B is unaffected."
    found = keys(extractor, text, domain="finance", metadata={"symbol": "CA 7/2018"})
    assert not any(key.startswith("ticker:") for key in found)
    found = keys(extractor, text, domain="finance", metadata={"symbol": "BRK.B"})
    assert "ticker:BRK.B" in found


def test_tickers_are_case_sensitive(extractor: SpacyExtractor) -> None:
    extractor.prime([Document(id="x", text="t", metadata={"ticker": "SLB"})])
    assert "ticker:SLB" not in keys(extractor, "the slb boat", domain="finance")


def test_pack_kinds_stay_in_their_domain(extractor: SpacyExtractor) -> None:
    extractor.prime([Document(id="x", text="t", metadata={"ticker": "C"})])
    shell = "Run `echo $PATH` with the C compiler."
    assert not any(k.startswith("ticker:") for k in keys(extractor, shell, domain="ghsa"))
    assert "ticker:PATH" in keys(extractor, shell, domain="finance")
    # the general pack reading a policy along brings its kinds, not every kind
    assert not any(k.startswith("ticker:") for k in keys(extractor, shell, domain="policy"))


def test_metadata_seeds_the_gazetteer_but_is_never_an_entity(extractor: SpacyExtractor) -> None:
    found = keys(extractor, "Release notice: version 35.1 is out.", metadata={"product": "puppet"})
    assert not any(key.startswith("product:") for key in found)


def test_policy_and_product_codes(extractor: SpacyExtractor) -> None:
    assert {"code:HML-5F-2019", "code:HR-POL-7"} <= keys(extractor, "HML-5F-2019 and HR-POL-7")
    assert "code:UTF-DEFAULT" not in keys(extractor, "UTF-DEFAULT has no digit")
    # a code is whole: a one-letter prefix is part of it, a code inside a word is none
    assert keys(extractor, "Use form F-CAL-004, not sub-CAL-004.") == {"code:F-CAL-004"}
    # an erratum's number after its year is its own: RHSA-2025:4410 is not RHSA-2025:4517
    found = keys(extractor, "RHSA-2025:4517 supersedes RHSA-2025:4410 at 10:30 UTC-05:00.")
    assert {"code:RHSA-2025:4517", "code:RHSA-2025:4410"} <= found
    assert "code:UTC-05:00" not in found  # a time after a code, not an erratum
    # an exchange's rule filing, the exchange spelled as it spells itself
    assert keys(extractor, "The Exchange has withdrawn SR-CboeEDGX-2023-012.") == {
        "code:SR-CBOEEDGX-2023-012"
    }
    # a dotted number ends a code: a health plan's MP-7.01.45 is not its MP-7.01.46, nor MP-7
    assert keys(extractor, "MP-7.01.46 replaces MP-7.01.45. See HR-POL-7.") == {
        "code:MP-7.01.46",
        "code:MP-7.01.45",
        "code:HR-POL-7",
    }
    # a staff number names an employee as FinSuperQA's "EMP041-Hernandez" does
    assert keys(extractor, "EMP-1043 Dana Whitfield and EMP041-Hernandez") == {
        "emp:EMP-1043",
        "emp:EMP041-Hernandez",
    }


def test_a_header_line_stating_the_documents_id_names_it_as_its_title_would(
    extractor: SpacyExtractor,
) -> None:
    text = "Synopsis: update\nAdvisory ID: RHSA-2025:4410\nIssued: 2025-04-17\nFixes CVE-2025-1."
    [analysis] = extractor.analyse(
        [Document(id="d", title="Important: zephyr-httpd security update", text=text)]
    )
    assert analysis.title_keys == {"code:RHSA-2025:4410"}


def test_query_and_ingest_canonicalise_alike(extractor: SpacyExtractor) -> None:
    query = "is cve-2021-44228 in pkg:pypi/Django fixed? Roe v. Wade, 410 U. S. 113"
    assert set(identifier_keys(query)) <= keys(extractor, query)


def test_cue_hits_carry_their_sentence_keys(extractor: SpacyExtractor) -> None:
    text = "We hold today. Roe v. Wade, 410 U.S. 113, is overruled. Nothing else."
    [analysis] = extractor.analyse([Document(id="d", text=text, domain="legal")])
    [hit] = [h for h in analysis.cues if h.cue == "expressly_overruled"]
    assert hit.sentence == "Roe v. Wade, 410 U.S. 113, is overruled."
    assert set(hit.keys) == {"casename:roe v. wade", "case:410 U.S. 113"}
    assert not hit.negated


def test_negated_cue_is_marked(extractor: SpacyExtractor) -> None:
    text = "The Court declined to overrule Roe v. Wade, 410 U.S. 113."
    [analysis] = extractor.analyse([Document(id="d", text=text, domain="legal")])
    assert [h.negated for h in analysis.cues if h.cue == "expressly_overruled"] == [True]


def test_cue_sentence_names_a_case_by_its_short_form(extractor: SpacyExtractor) -> None:
    """Opinions cite a case in full once, then by a party's name ("Austin is overruled")."""
    text = (
        "In Austin v. Michigan Chamber of Commerce, 494 U.S. 652 (1990), the Court upheld the "
        "ban. Austin is overruled. Mapp v. Ohio and Ohio v. Roberts are cited. Ohio is rejected."
    )
    [analysis] = extractor.analyse([Document(id="d", text=text, domain="legal")])
    hits = {h.phrase: h for h in analysis.cues}
    assert hits["overruled"].keys == (
        "casename:austin v. michigan chamber of commerce",
        "case:494 U.S. 652",
    )
    assert hits["is rejected"].keys == (), "a state is never a short name"


def test_cue_sentence_names_the_citation_written_with_a_case_name(
    extractor: SpacyExtractor,
) -> None:
    """"Bowers v. Hardwick, 478 U.S. 186" makes the name and the citation one case, so a later
    sentence naming only Bowers v. Hardwick reaches a document titled by its citation."""
    text = (
        "In Bowers v. Hardwick, 478 U.S. 186 (1986), the Court upheld the statute. "
        "Bowers v. Hardwick should be and now is overruled. Roe v. Wade is overruled."
    )
    [analysis] = extractor.analyse([Document(id="d", text=text, domain="legal")])
    assert [h.keys for h in analysis.cues if h.pack == "legal"] == [
        ("casename:bowers v. hardwick", "case:478 U.S. 186"),
        ("casename:roe v. wade",),
    ]


@pytest.mark.parametrize(
    ("text", "indirect"),
    [
        ("Roe v. Wade, 410 U.S. 113, is overruled.", False),
        ("Roe v. Wade should be and now is overruled.", False),
        ("Petitioners ask us to overrule Roe v. Wade.", True),
        ("I would overrule Roe v. Wade.", True),
        ("In Dobbs, Roe v. Wade was overruled.", True),
        ("Roe v. Wade, 410 U.S. 113, overruled by Dobbs.", True),
        ("We overrule Roe v. Wade.", False),
        ("In Dobbs the Court overruled Roe v. Wade.", True),
        ("Overruling Roe v. Wade, we hold that the Constitution is silent.", False),
        ("This Court has overruled Roe v. Wade.", True),
        ("See Dobbs v. Jackson, 597 U.S. 215 (overruling Roe v. Wade).", True),
    ],
)
def test_cues_that_ask_suppose_or_report_are_indirect(
    extractor: SpacyExtractor, text: str, indirect: bool
) -> None:
    [analysis] = extractor.analyse([Document(id="d", text=text, domain="legal")])
    assert [h.indirect for h in analysis.cues if h.cue == "expressly_overruled"] == [indirect]


def test_unicode_text(extractor: SpacyExtractor) -> None:
    text = "Überprüfung — CVE-2024-12345 betrifft “naïve” Geräte; 東京 EMP007-Müller ✓ 🚀"
    found = keys(extractor, text)
    assert {"cve:CVE-2024-12345", "emp:EMP007-Müller"} <= found
    assert all(key.isprintable() for key in found)


def test_one_megabyte_document(extractor: SpacyExtractor) -> None:
    filler = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. " * 18_000
    text = f"CVE-2024-00001 at the start. {filler} GHSA-jfh8-c2jp-5v3q at the end. Roe v. Wade"
    assert len(text.encode()) > 1_000_000
    found = keys(extractor, text)
    assert {"cve:CVE-2024-00001", "ghsa:GHSA-jfh8-c2jp-5v3q", "casename:roe v. wade"} <= found


def test_multiprocess_pipe_gives_the_same_entities() -> None:
    documents = [
        Document(id=f"d{i}", text=f"EMP{i:03d}-Kim and CVE-2024-{i:05d}; Roe v. Wade {i}")
        for i in range(40)
    ]
    single = SpacyExtractor(load_packs(), batch_size=4, n_process=1).extract(documents)
    double = SpacyExtractor(load_packs(), batch_size=4, n_process=2).extract(documents)
    assert single == double


def test_agrees_with_identifier_extractor_on_identifiers(extractor: SpacyExtractor) -> None:
    document = Document(id="d", text="CVE-2021-44228, 347 U.S. 483, EMP018-Brown, HR-POL-7")
    pattern_only = {e.key for e in IdentifierExtractor().extract([document])[0]}
    assert pattern_only <= {e.key for e in extractor.extract([document])[0]}


def test_gazetteer_file(tmp_path: Path) -> None:
    path = tmp_path / "gazetteer.yaml"
    path.write_text("product:\n  - Acme Widget\nticker: [ACME]\n", encoding="utf-8")
    extractor = SpacyExtractor(load_packs(), gazetteer=Gazetteer.from_file(path))
    assert {"product:acme widget", "ticker:ACME"} <= keys(extractor, "ACME ships the acme widget")


def test_gazetteer_file_errors_name_line_and_kind(tmp_path: Path) -> None:
    path = tmp_path / "gazetteer.yaml"
    path.write_text("product: [Acme]\nticker: ACME\n", encoding="utf-8")
    with pytest.raises(InputError) as error:
        Gazetteer.from_file(path)
    assert f"{path}:2:ticker" in str(error.value)


def test_statistical_ner_model_when_installed(tmp_path: Path) -> None:
    import spacy
    from spacy.training import Example

    nlp = spacy.blank("en")
    ner = nlp.add_pipe("ner")
    ner.add_label("ORG")  # type: ignore[attr-defined]
    sentences = [
        (f"{name} Corp announced results.", name) for name in ("Acme", "Globex", "Initech")
    ]
    examples = [
        Example.from_dict(nlp.make_doc(text), {"entities": [(0, len(name) + 5, "ORG")]})
        for text, name in sentences
    ]
    optimizer = nlp.initialize(lambda: examples)
    for _ in range(30):
        nlp.update(examples, sgd=optimizer)
    nlp.to_disk(tmp_path / "tiny-ner")
    extractor = SpacyExtractor(load_packs(), model=str(tmp_path / "tiny-ner"))
    assert "org:acme corp" in keys(extractor, "Acme Corp announced results.")


def test_missing_model_names_the_install_step() -> None:
    with pytest.raises(DependencyMissingError, match="never downloads"):
        SpacyExtractor(load_packs(), model="xx_graphcar_missing_model")


def shared_texts(limit: int = 4000) -> list[str]:
    """Strings of the shared benchmark files (documents, queries), longer than a few words."""
    texts: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, str) and len(value) > 20:
            texts.append(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    for path in sorted(SHARED_DATA.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                walk(json.loads(line))
    ghsa = SHARED_DATA / "ghsa_real_pairs.json"
    if ghsa.exists():
        walk(json.loads(ghsa.read_text(encoding="utf-8")))
    return texts[:: max(1, len(texts) // limit)]


def test_tokens_match_stock_english_without_whitespace_special_cases() -> None:
    """The pipeline drops spaCy's whitespace special cases (they stop its word cache); the
    tokens, their whitespace and offsets must stay those of blank English with the one
    suffix rule the pipeline adds (a code's sentence period split off: "TSB-M-15(3)S.")."""
    texts = [
        "a  b",
        "a\t\tb",
        "x\xa0y",
        " \n lead",
        "trail \n",
        "a \n\n b  \n\t c",
        "\n",
        "Plessy v. Ferguson, 163 U.S. 537\n\nwas overruled.\r\n",
        "Fixed in 2.3.1 \xa0(CVE-2021-44228).\n",
        *shared_texts(),
    ]
    english = spacy.blank("en")
    split_period_after_code(english)
    stock = english.tokenizer
    ours = build_pipeline(load_packs()).tokenizer
    assert "\n" not in ours.rules
    for text in texts:
        expected = [(t.text, t.whitespace_, t.idx) for t in stock(text)]
        doc = ours(text)
        assert [(t.text, t.whitespace_, t.idx) for t in doc] == expected, text[:200]
        assert doc_text(doc) == text


def test_a_case_name_in_the_title_stops_where_the_title_ends(extractor: SpacyExtractor) -> None:
    """Title and text are read together; "Swift v. Tyson" closing the title and "Commentary."
    opening the text made the party "Tyson Commentary". A wrapped line still joins a name."""
    note = Document(
        id="note", title="Note: The fall of Swift v. Tyson", text="Commentary. A history.",
        domain="legal",
    )
    (entities,) = extractor.extract([note])
    assert {e.key for e in entities if e.kind == "casename"} == {"casename:swift v. tyson"}
    wrapped = keys(extractor, "As held in Miranda v.\nArizona and in Gideon v. Wainwright")
    assert "casename:gideon v. wainwright" in wrapped


def test_a_codes_sentence_period_is_a_token_of_its_own() -> None:
    """ "TSB-M-15(3)S." and "SP 800-53B." end their sentences: the period is split off the
    code (stock English keeps it on), so the identifier and the sentence end where they do."""
    tokens = [t.text for t in build_pipeline(load_packs()).tokenizer(
        "Supersedes: TSB-M-15(3)S. Published in SP 800-53B. Identifier AD-2022-01204-R. "
        "The U.S. rule."
    )]
    for code in ("M-15(3)S", "53B", "R"):
        assert tokens[tokens.index(code) + 1] == "."
    assert "U.S." in tokens
