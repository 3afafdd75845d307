"""The identifier channel: queries canonicalise like ingest, and twins stay apart."""

from __future__ import annotations

import pytest

from graphcar.anchors.identifiers import (
    bare_names,
    canonical_case_name,
    capitalised_words,
    identifier_keys,
)
from graphcar.model import Document
from ingest.extract import IdentifierExtractor


def ingest_keys(text: str) -> set[str]:
    """The entity keys ingest gives a document with ``text``."""
    [entities] = IdentifierExtractor().extract([Document(id="d", text=text)])
    return {entity.key for entity in entities}


@pytest.mark.parametrize(
    ("query", "document"),
    [
        ("what patched cve-2021-44228?", "Fix for CVE-2021-44228 in log4j."),
        ("status of ghsa-JFH8-C2JP-5V3Q", "Advisory GHSA-jfh8-c2jp-5v3q published."),
        ("is (PYSEC-2023-12) fixed", "PYSEC-2023-12 was withdrawn."),
        ("recall for 0093-7146-31", "Recall: NDC 00093-7146-31 lots."),
        ("is NDC 0093-7146 recalled?", "Valsartan tablets, NDC 0093-7146-31."),
        ("NDC 12345-678 status", "Lots of NDC 12345-0678-90 were recalled."),
        ("claims for NDC 00093714631", "Recall: NDC 0093-7146-31 lots."),
        ("was 410 U. S. 113 overruled", "Roe v. Wade, 410 U.S. 113 (1973)"),
        ("ticket QZ-48291?", "Incident QZ-48291 closed."),
        ("Was EMP011-Müller authorized?", "Compliance approved EMP011-Müller's request."),
        ("is EMP007-øvergård cleared", "EMP007-Øvergård received pre-clearance."),
        # trial 62: a staff number written without its hyphen is the same employee
        ("Is EMP2207 still blocked?", "Persons covered: EMP2201, EMP-2207 and EMP3310."),
    ],
)
def test_query_and_ingest_meet_on_one_key(query: str, document: str) -> None:
    keys = identifier_keys(query)
    assert len(keys) == 1
    assert keys[0] in ingest_keys(document)


def test_names_of_diseases_algorithms_and_encodings_are_no_document_codes() -> None:
    """Trial 61: two circulars titled "... (COVID-19)" shared a "code" and read as editions
    of one; SHA-256 or UTF-8 designate no document either."""
    assert identifier_keys("COVID-19 relief, SHA-256, AES-128, UTF-8 under HR-POL-9") == [
        "code:HR-POL-9"
    ]


def test_a_years_digits_a_letter_and_a_serial_number_are_a_code() -> None:
    """Trial 129: NHTSA numbers its recalls "23V-456"; a transmission's "10R80", a date's
    "2023-45" and a short "12A-12" are no such code."""
    assert identifier_keys("Recall 23V-456 and 22E-1234 (10R80, 2023-45, 12A-12)") == [
        "code:23V-456", "code:22E-1234"
    ]


def test_a_part_after_a_slash_is_the_codes_own() -> None:
    """Trial 133: IAEA's "SSR-2/1 (Rev. 1) supersedes SSR-2/1" and "SSR-2/2" are three
    documents of two codes, not one "SSR-2"; a date written after a code is no part of it."""
    assert identifier_keys("SSR-2/1 (Rev. 1) supersedes SSR-2/1; SSR-2/2; AB-12/03/2021") == [
        "code:SSR-2/1", "code:SSR-2/2", "code:AB-12"
    ]


def test_a_licensing_authoritys_parts_joined_by_slashes_are_a_code() -> None:
    """Trial 327: "premises licence PL/0412", "ENF/18/0077", "TEN/2024/052" are codes; not
    "ISO/IEC", a slash before letters, nor the opening of a longer "SOR/2020-123"."""
    assert identifier_keys(
        "Licence PL/0412 and notices ENF/18/0077, TEN/2024/052 (ISO/IEC 27001, SOR/2020-123)"
    ) == ["code:PL/0412", "code:ENF/18/0077", "code:TEN/2024/052"]
    assert identifier_keys("Premises licence PL/0412 is revoked.") == ["code:PL/0412"]
    # one letter before a year and a serial (trial 351): "determination D/2021/14"; not a
    # fraction's "A/B" nor a longer code's tail
    assert identifier_keys("Determination D/2021/14 is restored.") == ["code:D/2021/14"]
    assert identifier_keys("Ratios A/B and N/2021 apply.") == []
    # letters between its parts, an exam board's (trial 373): "QSO/G/19", "QSO/R/TQ/2018",
    # "GBS/1"; not "ISO/IEC 27001", "TCP/IP" nor "24/7"
    assert identifier_keys("QSO/G/19, QSO/R/TQ/2018 and GBS/1 Rev. 3") == [
        "code:QSO/G/19", "code:QSO/R/TQ/2018", "code:GBS/1"
    ]
    assert identifier_keys("ISO/IEC 27001 over TCP/IP, 24/7 support") == []


def test_an_authoritys_approval_numbered_by_dots_is_a_code() -> None:
    """Trial 350: "Approval CAA.145.0154" is a code; not a version ("v1.2.3", "3.0.1"),
    "U.S.C." nor a short "AB.12.34" (its last part three digits at least)."""
    assert identifier_keys("Approval CAA.145.0154 is revoked.") == ["code:CAA.145.0154"]
    assert identifier_keys("See v1.2.3, release 3.0.1 of the U.S.C. and AB.12.34") == []


def test_a_licence_numbered_from_digits_with_a_letter_among_its_parts_is_a_code() -> None:
    """Trial 366: "operating licence 000-041187-R-320551" is a code; not a date, a product
    code's digits alone nor a "24-7-365" without a letter."""
    assert identifier_keys("The Panel revokes operating licence 000-041187-R-320551.") == [
        "code:000-041187-R-320551"
    ]
    assert identifier_keys("On 2021-04-12 a 24-7-365 service and 123-4567-89 began.") == []


def test_a_set_numbered_within_its_year_is_one_code_however_its_number_is_written() -> None:
    """Trial 383: "standard rules SR2012 No 7" and "SR2012 No. 7" are one set; "SI 2022 No.
    311" a statutory instrument; not a number of a year alone ("2022 No. 311") nor a dotted
    part after it."""
    assert identifier_keys("SR2012 No 7 and SR2012 No. 7 (SI 2022 No. 311)") == [
        "code:SR2012-NO-7", "code:SI2022-NO-311"
    ]
    assert identifier_keys("Regulations 2022 No. 311 and SR2012 No 7.5 apply.") == []


def test_a_serial_and_its_year_after_a_letter_are_a_code() -> None:
    """Trial 388: "It replaces G-04/2019 and G-09/2020 in full" names two guidance documents
    titled "... (G-04/2019)"; not a fraction of a longer code nor a day."""
    assert identifier_keys("It replaces G-04/2019 and G-09/2020 in full.") == [
        "code:G-04/2019", "code:G-09/2020"
    ]
    assert identifier_keys("x/G-04/2019 and 04/2019") == []


def test_a_permits_parts_of_letters_and_digits_joined_by_slashes_are_a_code() -> None:
    """Trial 383: "permit EPR/BP3345LX/V004" and its suspension notice "EPR/KP5521QT/S001"
    are codes; not "TCP/IP", "AC/DC" nor a part of a longer name."""
    assert identifier_keys("EPR/BP3345LX/V004 and EPR/KP5521QT/S001 (EPR/EN/2023/0417)") == [
        "code:EPR/BP3345LX/V004", "code:EPR/KP5521QT/S001", "code:EPR/EN/2023/0417"
    ]
    assert identifier_keys("TCP/IP, AC/DC and x/EPR/AB12") == []


@pytest.mark.parametrize(
    ("one", "twin"),
    [
        ("QZ-48291", "QZ-48219"),
        ("CVE-2021-44228", "CVE-2021-44282"),
        ("GHSA-jfh8-c2jp-5v3q", "GHSA-jfh8-c2jp-5v3g"),
        ("EMP018-Brown", "EMP081-Brown"),
    ],
)
def test_one_character_twins_get_different_keys(one: str, twin: str) -> None:
    assert identifier_keys(one) != identifier_keys(twin)
    assert set(identifier_keys(one)).isdisjoint(ingest_keys(f"about {twin}"))


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("NDC 0093-7146", ["ndc:00093-7146"]),
        ("NDC#: 12345-678", ["ndc:12345-0678"]),
        ("NDC-0093-7146-31", ["ndc:00093-7146-31"]),
        ("NDC 00093714698", ["ndc:00093-7146-98"]),
        (
            "NDC Nos. 12345-678, 12345-679 and 0093-7146",
            ["ndc:12345-0678", "ndc:12345-0679", "ndc:00093-7146"],
        ),
        ("NDC 00093-7146-01, 0093-7147", ["ndc:00093-7146-01", "ndc:00093-7147"]),
        (
            "NDC 0093-7146 (30 tablets), 0093-7147, and 0093-7148",
            ["ndc:00093-7146", "ndc:00093-7147", "ndc:00093-7148"],
        ),
        ("NDC 0093-7146 and 2019-2020 lots", ["ndc:00093-7146"]),
        ("Kenya's NDC 2020-2030 targets", []),
        ("Somerset, NJ 08873-1234; product 50090-2875", []),
        ("seasons 2019-2020 and 1234-567", []),
        ("call 12345678901 or 0093-7146", []),
        ("NDC 1234-5678-9012 and 12345-6789-012", []),
        ("package 0093-7146-31", ["ndc:00093-7146-31"]),
    ],
)
def test_ndc_product_codes_need_an_ndc_marker(text: str, keys: list[str]) -> None:
    """Product codes (5-4, 4-4, 5-3) and 11 bare digits are also ZIP+4 codes, year ranges,
    phone numbers and counts: they are NDCs only after "NDC" (or in the list that follows
    it); package codes (three segments) stand alone, but not inside a longer number."""
    assert identifier_keys(text) == keys


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("Roe v. Wade, 410 u.s. 113 (1973)", ["casename:roe v. wade", "case:410 U.S. 113"]),
        ("567 F.3d 89; 123 F. Supp. 2d 456", ["case:567 F.3D 89", "case:123 F.SUPP.2D 456"]),
        ("45 N.E.2d 123, 12 So. 3d 45", ["case:45 N.E.2D 123", "case:12 SO.3D 45"]),
        # trial 57: a state's reporters
        ("The decision, 212 Kess. App. 88, is reversed", ["case:212 KESS.APP. 88"]),
        ("419 Kess. 301 (2023); 45 Cal. App. 4th 101", ["case:419 KESS. 301",
                                                          "case:45 CAL.APP.4TH 101"]),
        # trial 64: a state's initial before its reporter tells two cases of one name apart
        ("State v. Merriweather, 88 N. Hald. App. 2d 201 (2015)",
         ["casename:state v. merriweather", "case:88 N.HALD.APP.2D 201"]),
        ("on 12 Feb. 2024, see 12 p. 5 and 4 Eq. 5", []),
    ],
)
def test_reporter_citations_name_decisions(text: str, keys: list[str]) -> None:
    """A decision is cited by volume, reporter and page in any reporter, the Supreme Court's,
    the federal, the regional or a state's; a date or a numbered thing is no citation."""
    assert identifier_keys(text) == keys


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("Ivey v Genting Casinos [2017] UKSC 67",
         ["casename:ivey v. genting casinos", "case:2017 UKSC 67"]),
        ("Marlowe v Fenwick [2019] EWCA Civ 1123",
         ["casename:marlowe v. fenwick", "case:2019 EWCA Civ 1123"]),
        ("Bouchard, 2012 SCC 9, [2012] 1 S.C.R. 123",
         ["case:2012 SCC 9", "case:[2012] 1 S.C.R. 123"]),
        ("Tinsley v Milligan [1994] 1 AC 340", ["casename:tinsley v. milligan",
                                                "case:[1994] 1 AC 340"]),
        ("Cothron, 2023 IL 128004", ["case:2023 IL 128004"]),
        ("the Alberta judgment (2010 ABCA 214) is set aside", ["case:2010 ABCA 214"]),
        # a tribunal's and other apex courts' numbered decisions (trial 222)
        ("Metrolink v CSA [2019] CAT 14 is overruled",
         ["casename:metrolink v. csa", "case:2019 CAT 14"]),
        ("see [2020] SGCA 52 and [2018] NZHC 1401", ["case:2020 SGCA 52", "case:2018 NZHC 1401"]),
        ("in 2023 USD 500 was spent; see page [2019] 5", []),
        # any court's or tribunal's, its year bracketed (trial 235); a board's reported
        # decision by volume and number (trial 234)
        ("allowed the appeal from Re Kestrel Holdings Ltd [2021] SMAT 7",
         ["case:2021 SMAT 7"]),
        ("We overrule Pinecrest Foods, 362 LRB No. 88 (2015), and The Boeing Company, 365 "
         "NLRB No.154", ["case:362 LRB No. 88", "case:365 NLRB No. 154"]),
        ("in 2021 SMAT 7 days passed; Form W 2 No. 5", []),
    ],
)
def test_neutral_and_law_report_citations_name_decisions(text: str, keys: list[str]) -> None:
    """Trials 93 and 97: Commonwealth and some US state decisions are cited by year, court
    and number, or by a law report's bracketed year; "[2017]" and "2017" are one year."""
    assert identifier_keys(text) == keys
    assert identifier_keys("2017 UKSC 67") == identifier_keys("[2017] UKSC 67")


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("- Lot 23K0412, Exp. 10/2025", ["lot:23K0412"]),
        (
            "lot numbers V22-0417 and V22-0418 (expiration 09/2025)",
            ["lot:V22-0417", "lot:V22-0418"],
        ),
        ("recalling one lot (RP-24-118) of zolperidone", ["lot:RP-24-118"]),
        ("Lot No. a1234, a1235 (exp. 2026), and A1236", ["lot:A1234", "lot:A1235", "lot:A1236"]),
        ("Is lot 23k0412 of Veltrazine recalled?", ["lot:23K0412"]),
        ("No other lots and no lots of the 10 mg strength are affected", []),
        ("recalling all lots within expiry; the pilot 2025 study; a lot 22 of", []),
    ],
)
def test_lot_codes_follow_the_word_lot(text: str, keys: list[str]) -> None:
    """A recall naming lots recalls those lots: their codes are identifiers where the word lot
    (or a list of lot codes after it) introduces them, never a number that merely follows."""
    assert identifier_keys(text) == keys


@pytest.mark.parametrize("text", ["&& || !", '"', "", "(CVE-2021-44228", "CVE-2021-44228)"])
def test_punctuation_never_raises(text: str) -> None:
    keys = identifier_keys(text)
    assert all(key == "cve:CVE-2021-44228" for key in keys)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Can EMP032-Thompson rely on their BLK pre-clearance to trade today?", ["BLK"]),
        ("Is the XSS in the API fixed? See CVE-2021-44228 and $AAPL.", ["XSS", "API"]),
        ("I asked: is A OK, is ABCDEF fine, are BLK-2 or X.Y names?", ["OK"]),
        ("AA BB CC DD EE", ["AA", "BB", "CC"]),
    ],
)
def test_bare_names_are_upper_case_words_outside_identifiers(text: str, names: list[str]) -> None:
    assert bare_names(text) == names


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("For Somnerex I have the PI from August 2021", ["somnerex", "august"]),
        ("Is VELTRAZINE (CVE-2024-1234) still sold? Ask Veltrazine's maker", ["veltrazine"]),
        ("the GHSA-2j9r-c4kx-v8tq fix; Rule 10b5-1 plans; Drug-Facts", ["rule"]),
        ("Alpha Bravo Charlie Delta Echo Foxtrot Golf Hotel",
         ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"]),
    ],
)
def test_capitalised_words_are_lower_cased_outside_identifiers(
    text: str, words: list[str]
) -> None:
    assert capitalised_words(text) == words


def test_co_parties_a_caption_adds_do_not_change_the_case_name() -> None:
    """Trial 97: "Harrowgate Estates Ltd v Whitcombe & Ors", as the Court of Appeal titled
    the case, and "... v Whitcombe and others", as the Supreme Court did, were two cases."""
    names = [
        canonical_case_name(first, second)
        for first, second in (
            ("Harrowgate Estates Ltd", "Whitcombe & Ors"),
            ("Harrowgate Estates Ltd", "Whitcombe and others"),
            ("Harrowgate Estates Ltd & Anor", "Whitcombe"),
            ("Harrowgate Estates Ltd", "Whitcombe et al."),
        )
    ]
    assert set(names) == {"harrowgate estates ltd v. whitcombe"}
    assert canonical_case_name("Others", "Andersen") == "others v. andersen"

