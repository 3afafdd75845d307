"""The entity contract: identifiers and their canonical keys.

One canonicalisation serves ingest (spaCy patterns, OSV aliases) and queries, so
``cve-2021-44228`` in a question and ``CVE-2021-44228`` in an advisory meet on one Entity key.
Character order is decisive (QZ-48291 never matches QZ-48219); case, surrounding punctuation
and spacing variants are not.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class IdentifierKind:
    """A family of identifiers: how to find one in text and how to write it canonically."""

    kind: str
    pattern: re.Pattern[str]
    canonical: Callable[[re.Match[str]], str]
    #: Lower-case substrings one of which every text holding a match contains (most matches
    #: contain it; a bare 11-digit NDC needs its "NDC" marker): texts without any of them are
    #: skipped without running the pattern (most texts hold no identifier of most kinds).
    hints: tuple[str, ...] = ()
    #: Extra check on a match that the pattern cannot express cheaply.
    accept: Callable[[re.Match[str]], bool] | None = None


@dataclass(frozen=True)
class IdentifierMatch:
    """An identifier found in text: canonical key, surface form and character span."""

    key: str
    kind: str
    value: str
    surface: str
    start: int
    end: int


def _upper(match: re.Match[str]) -> str:
    return match.group(0).upper()


def _code(match: re.Match[str]) -> str:
    """A code in upper case, a space after its prefix written as a hyphen ("DSA 5641-1" is
    DSA-5641-1, as Debian writes it in titles and in text alike)."""
    return re.sub(r"\s+", "-", match.group(0).upper())


def _numbered_in_year(match: re.Match[str]) -> str:
    """A set numbered within its year, written one way ("SR2012 No. 7" is SR2012-NO-7)."""
    return f"{match.group('letters')}{match.group('year')}-NO-{match.group('number')}"


def _ghsa(match: re.Match[str]) -> str:
    body = match.group(0)[5:].lower()
    return f"GHSA-{body}"


def _us_reports(match: re.Match[str]) -> str:
    volume, reporter, page = match.group("vol"), match.group("rep"), match.group("page")
    reporter = re.sub(r"\s+", "", reporter).upper().replace("S.CT.", "S. Ct.")
    reporter = {"U.S.": "U.S.", "L.ED.": "L. Ed.", "L.ED.2D": "L. Ed. 2d"}.get(reporter, reporter)
    return f"{int(volume)} {reporter} {int(page)}"


def _neutral_citation(match: re.Match[str]) -> str:
    """A neutral citation without its year's brackets ("[2017] UKSC 67" is 2017 UKSC 67)."""
    court = " ".join(match.group("court").split())
    return f"{match.group('year')} {court} {int(match.group('num'))}"


def _board_report(match: re.Match[str]) -> str:
    """A board's reported decision, spaced one way ("365 NLRB No. 154")."""
    return f"{int(match.group('vol'))} {match.group('rep')} No. {int(match.group('num'))}"


def _law_report(match: re.Match[str]) -> str:
    """A Commonwealth law report citation, spaced one way ("[1994] 1 AC 340")."""
    volume = f"{int(match.group('vol'))} " if match.group("vol") else ""
    report = " ".join(match.group("rep").split())
    return f"[{match.group('year')}] {volume}{report} {int(match.group('page'))}"


def _ndc(match: re.Match[str]) -> str:
    return normalise_ndc(match.group(0))


def _employee(match: re.Match[str]) -> str:
    if match.group("staff") is not None:  # "EMP-1043 Dana Whitfield", "EMP1043": the number
        return f"EMP-{match.group('staff')}"
    return f"EMP{int(match.group('num')):03d}-{match.group('name').capitalize()}"


def _name_version(match: re.Match[str]) -> str:
    return f"{match.group('name').lower()}@{match.group('version')}"


def _purl(match: re.Match[str]) -> str:
    """A package URL without its version: the package is the scope, releases are separate."""
    return purl_path(match.group("type"), match.group("path"))


def purl_path(ecosystem: str, name: str) -> str:
    """``<type>/<name>`` of a package as the purl spec writes it, from a purl's type or an
    OSV ecosystem: ``Go`` is ``golang``, ``crates.io`` ``cargo``; a Maven ``group:artifact``
    is ``group/artifact``; PyPI names PEP 503 normalised; ``%40`` is ``@``. Sources write
    one package several ways (OSV ``Maven com.acme:x``, a release note's
    ``pkg:maven/com.acme/x``) and all must meet on one key."""
    ptype = ecosystem.strip().lower()
    ptype = PURL_TYPES.get(ptype, ptype)
    path = name.strip().replace("%40", "@")
    if ptype == "maven" and "/" not in path:
        path = path.replace(":", "/", 1)
    if ptype == "pypi":
        path = re.sub(r"[-_.]+", "-", path)
    if ptype in CASE_INSENSITIVE_PURL_TYPES:
        path = path.lower()
    return f"{ptype}/{path}"


def _case_name(match: re.Match[str]) -> str:
    return canonical_case_name(match.group("first"), match.group("second"))


def _one_party_case_name(match: re.Match[str]) -> str:
    """"In re Brandvale Foods, Inc." is ``in re brandvale foods``, "Ex Parte Morrow" ``ex
    parte morrow``."""
    lead = canonical_name(match.group("lead"))
    return f"{lead} {canonical_name(match.group('party')).rstrip('.,')}"


#: Package ecosystems whose names are case-insensitive (purl spec: lowercased).
CASE_INSENSITIVE_PURL_TYPES = frozenset({"pypi", "npm", "github", "golang", "cargo", "gem"})
#: OSV ecosystem names whose package URL type is spelt otherwise.
PURL_TYPES = {"go": "golang", "crates.io": "cargo", "rubygems": "gem", "packagist": "composer"}

#: Words that start a sentence before a case name ("In Roe v. Wade") and are never a party.
_CASE_LEADERS = (
    "In|See|The|Under|Per|As|And|But|Cf|Citing|Following|Since|After|Before|Unlike|Like|Is|"
    "Was|Whether|Does|Did|Has|Had|Although|While|When|Because|Overruling|Applying|Accord"
)
#: Abbreviations that keep their period inside a party name (Bluebook-style words, state
#: names, corporate suffixes). Any other word ends at a period: "... the Fourteenth Amendment.
#: Betts v. Brady" names Betts v. Brady, and "Roe v. Wade. Brown v. Board" two cases.
_ABBREVIATIONS = (
    "Inc|Co|Corp|Ltd|Bros|Bd|Educ|Dept|Dep't|Hosp|Univ|Dist|Sch|Ass'n|Comm'n|Nat'l|Int'l|Mfg|"
    "Ry|R|Ins|Cnty|Cty|Auth|Gov't|Sec'y|Transp|Indus|Servs|Assocs|Soc'y|Found|Fed|Am|Ctr|Mun|"
    "Mut|Prods|Tel|Elec|Coop|Comm|Dev|Env't|Fin|Gen|Med|Sav|Twp|Vill|Jr|Sr|St|Mt|Cal|Ill|Mich|"
    "Mass|Pa|Va|Tex|Fla|Ga|Conn|Ariz|Colo|Wis|Minn|Ky|Tenn|Md|Mo|Wash|Okla|Or|Ala|Miss|Ark|"
    "Kan|Neb|Nev|La|Del|Vt|Me|Mont|Wyo|Haw|Ind|Ida"
).replace("'", "['\u2019]")
_PARTY_WORD = rf"(?:(?:[A-Z]\.)+(?![a-z])|(?:{_ABBREVIATIONS})\.|[A-Z][\w'\u2019&-]*)"
#: Whitespace inside a party name: a wrapped line, never a blank line (a heading or a title
#: and the text after it: "Swift v. Tyson\n\nCommentary." names no party "Tyson Commentary").
_GAP = r"(?:[^\S\n]*\n[^\S\n]*|[^\S\n]+)"
_CONNECTOR = rf"(?:of(?:{_GAP}the)?|for(?:{_GAP}the)?|&|ex{_GAP}rel\.)"
#: (a leader inside is no party word either: "MARCHETTI, C.J. Since Commonwealth v. Pike")
_PARTY = (
    rf"(?!(?:{_CASE_LEADERS})\b){_PARTY_WORD}"
    rf"(?:{_GAP}(?:{_CONNECTOR}{_GAP})?(?!(?:{_CASE_LEADERS})\b){_PARTY_WORD}){{0,5}}"
)

#: ", Inc." after a first party ("National Bellas Hess, Inc. v. Department of Revenue"): part of
#: the name as written, left out of the key as citations usually leave it out.
_CORPORATE = r",\s+(?:Inc|Co|Corp|Ltd|LLC|L\.L\.C|N\.A)\.?"


def canonical_name(surface: str) -> str:
    """Gazetteer-style names (products, drugs) compare case- and spacing-insensitively."""
    return " ".join(surface.split()).lower()


#: Co-parties a caption adds after a party ("Whitcombe & Ors", "Whitcombe and others",
#: "Smith and Another", "Jones et al."): citations of one case write them or not.
_CO_PARTIES = re.compile(r"\s+(?:(?:&|and)\s+(?:ors|others|anor|another)|et\s+al)\.?$")


def canonical_case_name(first: str, second: str) -> str:
    """``Roe v. Wade``, ``Roe vs Wade``, ``ROE v. WADE``, ``Roe v. Wade's`` and ``Roe & Anor
    v. Wade and others`` meet on one key."""
    first = _CO_PARTIES.sub("", canonical_name(first).rstrip(".,"))
    second = re.sub(r"['\u2019]s$", "", canonical_name(second).rstrip(".,"))
    return f"{first} v. {_CO_PARTIES.sub('', second)}"


#: Party words that never make a case's short name: governments, offices and institution
#: words (Mapp v. Ohio is "Mapp", Minersville School District v. Gobitis is "Gobitis").
_GENERIC_PARTY_WORDS = frozenset(
    {
        "united", "states", "state", "people", "commonwealth", "city", "county", "town", "village",
        "district", "school", "board", "education", "department", "dept", "commission",
        "commissioner", "committee", "council", "secretary", "director", "attorney", "general",
        "federal", "national", "american", "international", "association", "company", "corporation",
        "inc", "co", "corp", "ltd", "bros", "of", "the", "for", "and", "ex", "rel", "new", "north",
        "south", "east", "west", "in", "re", "parte", "alabama", "alaska", "arizona", "arkansas",
        "california",
        "colorado", "connecticut", "delaware", "florida", "georgia", "hawaii", "idaho", "illinois",
        "indiana", "iowa", "kansas", "kentucky", "louisiana", "maine", "maryland", "massachusetts",
        "michigan", "minnesota", "mississippi", "missouri", "montana", "nebraska", "nevada",
        "hampshire", "jersey", "mexico", "york", "carolina", "dakota", "ohio", "oklahoma", "oregon",
        "pennsylvania", "rhode", "island", "tennessee", "texas", "utah", "vermont", "virginia",
        "washington", "wisconsin", "wyoming", "columbia"
    }
)


def case_short_names(value: str) -> tuple[str, ...]:
    """Words an opinion uses for a case it has cited in full ("Bowers" for Bowers v.
    Hardwick, "Chevron" for Chevron U.S.A. Inc. v. NRDC): the first distinctive word of each
    party of a canonical case name (``casename`` value, lower case)."""
    names: list[str] = []
    for party in value.split(" v. ", 1):
        # a double-barrelled name by its first part, as a sentence's words split it
        # ("Castellano-Ruiz is overruled" names Commonwealth v. Castellano-Ruiz)
        words = [w.strip(".,'\u2019").split("-", 1)[0] for w in party.split()]
        first = next((w for w in words if w.isalpha() and w not in _GENERIC_PARTY_WORDS), None)
        if first is not None and len(first) > 2:
            names.append(first)
    return tuple(dict.fromkeys(names))


def _has_digit(match: re.Match[str]) -> bool:
    return any(ch.isdigit() for ch in match.group(0))


#: "NDC", "NDCs", "NDC#", "NDC-", "NDC No.", "NDC code:" and the codes listed after it ("NDC
#: 0093-7146 (30 tablets), 0093-7147, and 0093-7148"): a code there is an NDC even in a shape
#: that is also a ZIP+4 code, a phone-number fragment or a count (5-4, 4-4, 5-3, 11 digits).
_NDC_ITEM_END = r"(?:\s*\([^()]{0,40}\))?\s*(?:,\s*(?:and|or)\b|[,/;]|\band\b|\bor\b)\s*"
_NDC_MARKER = re.compile(
    rf"\bNDCs?(?:\s*(?:#|:|-|nos?\.?|numbers?|codes?))*\s*(?:\d[\d-]{{7,12}}{_NDC_ITEM_END}){{0,24}}$",
    re.IGNORECASE,
)
#: How far before a code its marker (and the codes listed with it) may start.
_NDC_MARKER_REACH = 600
#: A year range ("2019-2020"), which a list after "NDC" may hold, or a text using "NDC" for
#: something else ("NDC 2020-2030 targets").
_YEAR_RANGE = re.compile(r"(?:19|20)\d\d-(?:19|20)\d\d")


def _ndc_shaped(match: re.Match[str]) -> bool:
    """Package codes (three segments) are NDCs wherever they stand; product codes (5-4, 4-4,
    5-3) and bare 11-digit codes only after an NDC marker, and a year range never."""
    code = match.group(0)
    if code.count("-") == 2:
        return True
    if _YEAR_RANGE.fullmatch(code):
        return False
    before = match.string[max(0, match.start() - _NDC_MARKER_REACH) : match.start()]
    return _NDC_MARKER.search(before) is not None


#: "NDC-" (or "NDCS-") written straight before the NDC itself.
_NDC_PREFIXED = re.compile(r"NDCS?-\d", re.IGNORECASE)


#: Hyphenated names that designate no document: a disease ("COVID-19"), an algorithm or an
#: encoding ("SHA-256", "AES-128", "UTF-8"), a protocol version ("TLS-1.2" is read "TLS-1"):
#: two documents both naming COVID-19 in their titles are no editions of one code.
_NOT_DOCUMENT_CODES = re.compile(
    r"(?:COVID|SARS|MERS|SHA|AES|UTF|RSA|TLS|SSL|HTTP|DDR|USB|LTE)-", re.IGNORECASE
)


def _not_an_ndc_marker(match: re.Match[str]) -> bool:
    """A code with a digit that is not "NDC-" followed by the NDC itself (that is an NDC)
    and not a name designating no document (``_NOT_DOCUMENT_CODES``)."""
    code = match.group(0)
    return (
        _has_digit(match)
        and not _NDC_PREFIXED.match(code)
        and not _NOT_DOCUMENT_CODES.match(code)
    )


def normalise_ndc(raw: str) -> str:
    """NDC product code in the 11-digit 5-4-2 form (labeler-product-package) or 5-4 product form.

    10-digit codes come as 4-4-2, 5-3-2 or 5-4-1; each pads a different segment with a zero
    (product codes alone as 4-4 or 5-3). Eleven digits without hyphens (billing systems write
    NDCs so) are already padded: 5-4-2.
    """
    if len(raw) == 11 and raw.isdigit():
        return f"{raw[:5]}-{raw[5:9]}-{raw[9:]}"
    parts = raw.split("-")
    if len(parts) == 3:
        labeler, product, package = parts
        return f"{labeler.zfill(5)}-{product.zfill(4)}-{package.zfill(2)}"
    if len(parts) == 2:
        labeler, product = parts
        return f"{labeler.zfill(5)}-{product.zfill(4)}"
    return raw


#: Kinds whose values are assigned ids, one per vulnerability, case report, drug package,
#: employee or security: a question naming one is about exactly that (names such as
#: ``casename`` are spelt many ways; ``release`` and ``pkg`` name software, not one document).
#: A manufacturing lot's code: letters and digits (at least one digit), hyphens between.
_LOT_CODE = r"(?=[A-Za-z0-9-]*\d)[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*"
#: What comes before a lot code: "lot", "lots", "Lot No.", "lot numbers", "lot #", "lot (",
#: and any lot codes listed before it ("Lots 23K0412, 23K0419 and 23K0420").
_LOT_CONTEXT = re.compile(
    rf"\blots?\b(?:\s+(?:nos?\.?|numbers?|codes?))?\s*[:#(]?\s*"
    rf"(?:{_LOT_CODE}\s*(?:\([^()]{{0,40}}\)\s*)?(?:,|;|/|,?\s+and|,?\s+or)\s*)*$",
    re.IGNORECASE,
)
_LOT_REACH = 160


def _after_lot_word(match: re.Match[str]) -> bool:
    """A lot code follows the word lot (or a list of lot codes that does), and has 3+
    characters ("lots of the 10 mg strength" names no lot)."""
    before = match.string[max(0, match.start() - _LOT_REACH) : match.start()]
    return len(match.group(0)) >= 3 and _LOT_CONTEXT.search(before) is not None


#: Reporters a citation names a decision in: the Supreme Court's (U.S., S. Ct., L. Ed.), the
#: federal (F., F.3d, F. Supp. 2d), the regional (A.2d, P.3d, N.E.2d, N.W.2d, S.E.2d, S.W.3d,
#: So. 3d) and a state's own and appellate series ("419 Kess. 301", "212 Kess. App. 88", "45
#: Cal. App. 4th 101"); not a date ("12 Feb. 2024") or a numbered thing ("3 No. 5").
_SERIES = r"(?:\s?(?:2d|3d|4th|5th))"
_REPORTERS = (
    r"U\.\s?S\.|S\.\s?Ct\.|L\.\s?Ed\.(?:\s?2d)?"  # as any case writes them ("u.s.")
    rf"|(?-i:F\.{_SERIES}?|F\.\s?Supp\.{_SERIES}?"
    rf"|(?:A|P|N\.\s?E|N\.\s?W|S\.\s?E|S\.\s?W)\.{_SERIES}?|So\.{_SERIES}?"
    r"|(?!(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|No|Nos|Vol|Art|Sec|Ch|Pt|Fig"
    r"|Ed|Rev|Inc|Co|Corp|Ltd|St|Mt|Dr|Mr|Mrs|Ms|Jr|Sr|Ave|Dept|Univ|Ref|Para|Cl|Eq|Tab|Ex"
    r"|Exh|Sch|Reg|Pub|Ord|Chap|Appx|Vols|Pts|Secs|Figs|Eqs|Tbl|Approx|Min|Max|Avg|Est)\.)"
    # a state's reporter, its initial before it too: "Cal. App. 4th", "N. Hald. App. 2d"
    rf"(?:[A-Z]\.\s?)?[A-Z][a-z]{{1,5}}\.(?:\s?App\.)?{_SERIES}?)"
)

#: The kind of an organisation's own document code ("PC-2025-0502", "HR-POL-9").
CODE_KIND = "code"

ASSIGNED_ID_KINDS = frozenset(
    {"cve", "ghsa", "pysec", "osv", "case", "ndc", "emp", "ticker", "lot"}
)

IDENTIFIER_KINDS: tuple[IdentifierKind, ...] = (
    IdentifierKind(
        "cve", re.compile(r"\bCVE-\d{4}-\d{4,7}\b", re.IGNORECASE), _upper, hints=("cve-",)
    ),
    # GitHub assigns ids from 23456789cfghjmpqrvwx, but ids quoted by hand or made up for
    # examples use any letter ("GHSA-h2v6-8r4k-xx5j"): the prefix alone makes it an advisory id
    IdentifierKind(
        "ghsa",
        re.compile(r"\bGHSA(?:-[a-z0-9]{4}){3}\b", re.IGNORECASE),
        _ghsa,
        hints=("ghsa-",),
    ),
    IdentifierKind(
        "pysec",
        re.compile(r"\bPYSEC-\d{4}-\d{1,7}\b", re.IGNORECASE),
        _upper,
        hints=("pysec-",),
    ),
    IdentifierKind(
        "osv",
        re.compile(r"\b(?:GO|RUSTSEC|OSV|MAL)-\d{4}-\d{2,7}\b", re.IGNORECASE),
        _upper,
        hints=("go-", "rustsec-", "osv-", "mal-"),
    ),
    IdentifierKind(
        "case",
        re.compile(
            rf"\b(?P<vol>\d{{1,4}})\s+(?P<rep>{_REPORTERS})\s+(?P<page>\d{{1,5}})\b",
            re.IGNORECASE,
        ),
        _us_reports,
        hints=("u.", "s.", "l.", "f.", "app.", "so.", "2d", "3d", "4th"),
    ),
    # A decision's neutral citation, year, court and number, as Commonwealth courts and some
    # US states number their judgments ("[2017] UKSC 67", "[2019] EWCA Civ 1123", "2012 SCC
    # 9", "[2016] FCAFC 77", "2023 IL 128004"), and a law report's bracketed year, volume,
    # series and page ("[1994] 1 AC 340", "[2016] 1 S.C.R. 631"): either names one decision.
    IdentifierKind(
        "case",
        re.compile(
            r"(?<![\w\[])\[?(?P<year>(?:19|20)\d\d)\]?\s(?P<court>"
            r"UKSC|UKHL|UKPC|UKUT|UKFTT|UKEAT|EWCA\s(?:Civ|Crim)|EWHC|EWCOP|CSIH|CSOH|NICA"
            r"|SCC|FCA|FCAFC|HCA|NSWCA|NSWSC|QCA|VSCA|WASCA|SASC|ABCA|ONCA|BCCA|SKCA|MBCA"
            r"|QCCA|NSCA|NBCA|NZSC|NZCA|NZHC|IESC|IECA|SGCA|SGHC|HKCFA|ZACC|ZASCA|CAT"
            r"|IL|ND|WI|UT|VT|WY|SD|MT|ME|NM|CO)"
            r"\s(?P<num>\d{1,6})\b"
        ),
        _neutral_citation,
    ),
    # any court's or tribunal's, where its year stands in brackets ("[2021] SMAT 7", "[2022]
    # CA 41"): a bracketed year before a court's letters and a number is a neutral citation
    IdentifierKind(
        "case",
        re.compile(r"(?<![\w\[])\[(?P<year>(?:19|20)\d\d)\]\s(?P<court>[A-Z]{2,6})\s(?P<num>\d{1,6})\b"),
        _neutral_citation,
    ),
    # An agency board's reported decision by volume and number ("The Boeing Company, 365
    # NLRB No. 154 (2017)", "Stericycle, Inc., 372 NLRB No. 113"): it names one decision.
    IdentifierKind(
        "case",
        re.compile(r"\b(?P<vol>\d{1,4})\s(?P<rep>[A-Z]{2,6})\sNo\.\s?(?P<num>\d{1,5})\b"),
        _board_report,
    ),
    IdentifierKind(
        "case",
        re.compile(
            r"\[(?P<year>(?:19|20)\d\d)\]\s(?:(?P<vol>\d{1,2})\s)?"
            r"(?P<rep>AC|QB|KB|Ch|WLR|All\sER|S\.C\.R\.|CLR|Fam|ICR|IRLR)\s(?P<page>\d{1,5})\b"
        ),
        _law_report,
        hints=("[",),
    ),
    IdentifierKind(
        "ndc",
        # not part of a longer hyphenated number ("12345-6789-012" is no NDC), but right
        # after "NDC-" ("NDC-0093-7146-31")
        re.compile(
            r"(?:(?<![\w-])|(?<=NDC-)|(?<=ndc-))"
            r"(?:\d{4,5}-\d{3,4}-\d{1,2}|\d{4,5}-\d{3,4}|\d{11})(?!\w|-\d)"
        ),
        _ndc,
        hints=("-", "ndc"),
        accept=_ndc_shaped,
    ),
    IdentifierKind(
        "emp",
        re.compile(
            # a name in any script ("Müller", "Øvergård"): letters are [^\W\d_], letters or
            # digits [^\W_]; an ASCII-only class would drop every such employee id
            r"\bEMP(?:(?P<num>\d{1,6})-(?P<name>[^\W\d_][^\W_]*(?:(?!['\u2019]s\b)['\u2019-][^\W_]+)*)\b"
            # a staff number alone, as HR systems write it: "EMP-1043 Dana Whitfield", "EMP2201"
            r"|-?(?P<staff>\d{2,7})(?![\w-]))"
        ),
        _employee,
        hints=("emp",),
    ),
    IdentifierKind(
        "pkg",
        re.compile(
            r"\bpkg:(?P<type>[a-zA-Z][a-zA-Z0-9.+-]*)/(?P<path>[A-Za-z0-9._~%/:-]*[A-Za-z0-9_~%-])"
            r"(?:@[A-Za-z0-9._+~-]+)?"
        ),
        _purl,
        hints=("pkg:",),
    ),
    IdentifierKind(
        "release",
        re.compile(
            r"(?<![\w.@/-])(?P<name>[A-Za-z][A-Za-z0-9._-]*[A-Za-z0-9])@v?"
            r"(?P<version>\d+(?:\.\d+){1,3}(?:[-+.][0-9A-Za-z]+)*)\b"
        ),
        _name_version,
        hints=("@",),
    ),
    IdentifierKind(
        "casename",
        re.compile(rf"\b(?P<first>{_PARTY})(?:{_CORPORATE})?\s+(?:v|vs)\.?\s+(?P<second>{_PARTY})"),
        _case_name,
        hints=(" v. ", " v ", " vs. ", " vs "),
    ),
    # a case of one party, as a bankruptcy, an application or an ex parte appeal is titled
    # ("In re Gault", "Ex parte Morrow, Appeal No. 2015-003318")
    IdentifierKind(
        "casename",
        re.compile(rf"\b(?P<lead>In\s+re|Ex\s+[Pp]arte)\s+(?P<party>{_PARTY})(?:{_CORPORATE})?"),
        _one_party_case_name,
        hints=("in re ", "ex parte "),
    ),
    IdentifierKind(
        "lot",
        # a code written as a lot ("Lot 23K0412", "lot numbers V22-0417 and V22-0418", "one
        # lot (RP-24-118)"): a recall naming lots recalls those, not the whole product
        re.compile(rf"(?<![\w-]){_LOT_CODE}(?![\w-])"),
        _upper,
        hints=("lot",),
        accept=_after_lot_word,
    ),
    IdentifierKind(
        CODE_KIND,
        # a set numbered within its year after its letters: "SR2012 No 7" (a regulator's
        # standard rules), "SI 2022 No. 311" (a statutory instrument)
        re.compile(
            r"(?<![\w/-])(?P<letters>[A-Z]{2,4})\s?(?P<year>(?:19|20)\d\d)\s+No\.?\s?"
            r"(?P<number>\d{1,4})(?![\w/-]|\.\d)"
        ),
        _numbered_in_year,
        hints=("no",),
    ),
    IdentifierKind(
        CODE_KIND,
        # whole codes only: "F-CAL-004" (a one-letter prefix with two more segments), never
        # the "CAL-004" inside it; an erratum's number after its year's colon is its own
        # ("RHSA-2025:4410", "SUSE-SU-2024:0123-1"): errata of one year share the rest; a
        # Debian advisory's prefix is followed by a space as often as by a hyphen; a bracketed
        # number and a letter written on ends it ("TSB-M-22(4)S", New York's memoranda); a
        # year's two digits, a letter and a serial number ("23V-456", NHTSA's recalls); a
        # part after a slash is the code's own ("SSR-2/1", IAEA's requirements); so is a
        # dotted number ending it ("MP-7.01.45", a health plan's medical policies); an
        # exchange's rule filing names the exchange as it spells itself ("SR-CboeEDGX-2023-012");
        # a licensing authority's parts are joined by slashes ("PL/0412", "ENF/18/0077",
        # "TEN/2024/052", "D/2021/14"), never part of a longer code ("SOR/2020-123"); an
        # authority's approvals number theirs by dots ("CAA.145.0154", a maintenance
        # organisation's); an operating licence's parts after digits ("000-041187-R-320551")
        re.compile(
            r"(?<![\w-])(?:SR-[A-Z][A-Za-z]{1,11}-(?:19|20)\d\d-\d{2,4}"
            # letters between too: "QSO/G/19", "QSO/R/TQ/2018", "GBS/1" (an exam board's)
            r"|(?<!/)[A-Z]{2,6}(?:/[A-Z]{1,6}){0,2}/\d{1,6}(?:/\d{2,6}){0,2}(?![\w/-])"
            # segments of letters and digits: "EPR/BP3345LX/V004", a permit's and its variation
            r"|(?<!/)[A-Z]{2,6}(?:/(?=[A-Z]*\d)[A-Z0-9]{2,12}){1,3}(?![\w/-])"
            # one letter before a year and a serial: "determination D/2021/14"
            r"|(?<!/)[A-Z]/(?:19|20)\d\d/\d{1,4}(?![\w/-])"
            # a serial and its year after a letter or two: guidance "G-04/2019"
            r"|(?<![\w/-])[A-Z]{1,2}-\d{1,4}/(?:19|20)\d\d(?![\w/-])"
            r"|(?<![.])[A-Z]{2,6}\.\d{2,4}\.\d{3,6}(?![\w.]\w)"
            r"|[A-Z][A-Z0-9]{1,9}(?:-[A-Z0-9]{1,10}){1,4}(?:\.\d{1,3}){0,3}"
            r"(?:(?<=-(?:19|20)\d\d):\d{3,6}(?:-\d{1,2})?|\(\d{1,3}\)[A-Z]{1,2}"
            r"|/\d{1,2}(?![\d/]))?"
            r"|[A-Z](?:-[A-Z0-9]{1,10}){2,4}"
            r"|(?:DSA|DLA|DTSA)\s\d{3,5}-\d{1,2}"
            r"|\d{2}[A-Z]-\d{3,4}"
            # a licence numbered from digits, a letter among its parts: "000-041187-R-320551"
            r"|(?=\d{2,6}(?:-[A-Z0-9]{1,10}){2,4}\b)\d{2,6}(?:-\d{1,10})*-[A-Z]{1,4}"
            r"(?:-[A-Z0-9]{1,10}){0,3})\b"
        ),
        _code,
        hints=("-", "/", "."),
        accept=_not_an_ndc_marker,
    ),
)

#: Each kind's rank where two patterns overlap: its first pattern's position (the case
#: citations' three patterns rank as one kind).
_SPECIFIC_FIRST: dict[str, int] = {}
for _position, _kind in enumerate(IDENTIFIER_KINDS):
    _SPECIFIC_FIRST.setdefault(_kind.kind, _position)


def entity_key(kind: str, value: str) -> str:
    """The canonical Entity key for an identifier value of ``kind``."""
    return f"{kind}:{value}"


def canonical_key(kind: str, value: str) -> str:
    """The key of an entity a source names as ``kind:value``, canonical as the same
    identifier is in text and questions (``pkg:maven/com.acme:x`` is ``pkg:maven/com.acme/x``,
    ``cve:cve-2021-44228`` is ``cve:CVE-2021-44228``); values no pattern of ``kind`` reads
    whole are kept as given."""
    for text in (f"{kind}:{value}", value):
        match = whole_identifier(text)
        if match is not None and match.kind == kind:
            return match.key
    return entity_key(kind, value)


def whole_identifier(text: str) -> IdentifierMatch | None:
    """The identifier ``text`` consists of, if it is exactly one."""
    matches = find_identifiers(text)
    if len(matches) == 1 and matches[0].start == 0 and matches[0].end == len(text):
        return matches[0]
    return None


def find_identifiers(text: str) -> list[IdentifierMatch]:
    """Every identifier in ``text``; where two patterns overlap the more specific one wins."""
    matches = sorted(
        _all_matches(text), key=lambda m: (m.start, _SPECIFIC_FIRST[m.kind], -(m.end - m.start))
    )
    chosen: list[IdentifierMatch] = []
    for match in matches:
        if chosen and match.start < chosen[-1].end:
            continue
        chosen.append(match)
    return chosen


def _hinted(lowered: str, hints: tuple[str, ...]) -> bool:
    """Whether the text holds one of a pattern's hints (a plain loop: a generator per pattern
    and document cost more than the substring tests)."""
    for hint in hints:  # noqa: SIM110 (see docstring)
        if hint in lowered:
            return True
    return False


def _all_matches(text: str) -> Iterator[IdentifierMatch]:
    lowered = text.lower()
    for kind in IDENTIFIER_KINDS:
        if kind.hints and not _hinted(lowered, kind.hints):
            continue
        for match in kind.pattern.finditer(text):
            if kind.accept is not None and not kind.accept(match):
                continue
            value = kind.canonical(match)
            yield IdentifierMatch(
                key=entity_key(kind.kind, value),
                kind=kind.kind,
                value=value,
                surface=match.group(0),
                start=match.start(),
                end=match.end(),
            )


def identifier_keys(text: str) -> list[str]:
    """Canonical keys of the identifiers in ``text``, first occurrence order, no repeats."""
    return list(dict.fromkeys(match.key for match in find_identifiers(text)))


#: A bare upper-case word of 2-5 letters: how a question names a ticker ("trade BLK").
BARE_NAME = re.compile(r"(?<![\w$.-])[A-Z]{2,5}(?![\w-])")
#: At most this many bare words of one question are looked up in the store.
MAX_BARE_NAMES = 3


#: A capitalised word of four letters or more, which a question may name a product by
#: ("Somnerex", "VELTRAZINE"); a sentence's first word ("Does") matches too, and names
#: nothing the store holds.
CAPITALISED_WORD = re.compile(r"(?<![\w$.-])[A-Z][A-Za-z]{3,}(?![\w-])")
#: At most this many capitalised words of one question are looked up in the store.
MAX_CAPITALISED_WORDS = 6


def capitalised_words(text: str) -> list[str]:
    """Capitalised words of ``text`` outside identifiers, lower-cased as gazetteer names are
    keyed, first occurrence order; whether one names an entity is for the store to say."""
    found = find_identifiers(text)
    words = [
        match.group(0).lower()
        for match in CAPITALISED_WORD.finditer(text)
        if not within_identifier(match.start(), match.end(), found)
    ]
    return list(dict.fromkeys(words))[:MAX_CAPITALISED_WORDS]


def bare_names(text: str) -> list[str]:
    """Upper-case words of ``text`` outside any identifier, first occurrence order: names a
    store may hold as entities (a ticker). Whether one is, is for the store to say; "XSS" or
    "API" simply match nothing."""
    words = list(BARE_NAME.finditer(text))
    if not words:  # most questions: no identifier scan needed
        return []
    found = find_identifiers(text)
    names = [
        match.group(0)
        for match in words
        if not within_identifier(match.start(), match.end(), found)
    ]
    return list(dict.fromkeys(names))[:MAX_BARE_NAMES]


def within_identifier(start: int, end: int, found: Sequence[IdentifierMatch]) -> bool:
    """Whether the text span [start, end) overlaps one of the identifiers ``found`` in it (a
    word that is part of an identifier is not a name or symbol of its own)."""
    return any(match.start < end and start < match.end for match in found)
