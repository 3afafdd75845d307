"""Version order for documents without dates: a release's version against an advisory's bounds.

GitHub advisories and release notes often carry no usable date, but a release is published
under a tag (``v1.15.0``) and an advisory usually says which versions are affected or patched
("fixed in 1.15.0", "< 2.3.1", "Affected versions: <= 1.12.2"). Comparing the two tells whether
a release can be the fix: a release older than the first patched version is not. Only the
version facts a text states are used; when none are found the pair stays unordered.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from math import log
from urllib.parse import unquote

from graphcar.model import Document
from graphcar.versions import (
    VERSION_PATTERN,
    VERSION_RE,
    Bounds,
    Version,
    distribution_title,
    fix_decision,
    make_version,
    parse_version,
)

TAG_RE = re.compile(r"/releases/tag/([^/?#\s]+)")

_V = rf"(?:version\s+)?{VERSION_PATTERN}"
#: Statements naming the first safe version (fixed set) ...
FIXED_RES = (
    re.compile(
        rf"\b(?:fixed|patched|resolved|addressed|remediated)\s+(?:in|by|with)(?:\s*:)?\s+(?:[-*]\s*)?"
        rf"(?:[A-Za-z][\w.@/-]*\s+){{0,2}}?{_V}",
        re.I,
    ),
    re.compile(rf"/releases/tag/{_V}"),
    re.compile(
        rf"\b(?:patched|fixed)\s+versions?\W{{0,6}}(?:(?:are|is)\s+(?:now\s+)?)?(?:>=\s*)?{_V}",
        re.I,
    ),
    # a field naming the product first: "Fixed: libquill 3.8.2"
    re.compile(rf"\b(?:patched|fixed)\s*:\s*(?:>=\s*)?(?:[A-Za-z][\w.@/-]*\s+){{0,3}}?{_V}", re.I),
    # the maintainers' announcement: "The maintainers have released quillsign 1.8.0"
    re.compile(rf"\b(?:have|has)\s+released\s+(?:[A-Za-z][\w.@/-]*\s+){{0,2}}?{_V}", re.I),
    re.compile(rf"\bupgrad(?:e|ing)\s+(?:\S+\s+)?to\s+(?:at\s+least\s+)?{_V}", re.I),
    # a distribution's "updating your system to acme-httpd 3.4.0-1ubuntu0.2"
    re.compile(rf"\bupdat(?:e|ing)\s+(?:your\s+system\s+)?to\s+(?:\S+\s+)?{_V}", re.I),
    re.compile(rf"\b(?:before|prior\s+to|lower\s+than|older\s+than)\s+{_V}", re.I),
    re.compile(rf"(?<![<>=])<\s*{_V}"),
)
#: ... and statements naming the last vulnerable version (inclusive).
AFFECTED_RES = (
    re.compile(rf"<=\s*{_V}"),
    re.compile(
        rf"\baffected\s+versions?[\s:|*]{{0,6}}(?:[=~^]\s*)?{_V}"
        r"(?![\w.+-]*\s*(?:and|or)\s+(?:later|above|newer|higher)"
        r"|[\w.+-]*\s+(?:through|thru|to|until)\s)",
        re.I,
    ),
    # a range's end: "Affected versions: 3.2.0 through 3.2.5", "Affected: libquill 3.0.0 to
    # 3.8.1", "Affected: Kestrel VPN Client 7.0.0 - 7.0.2"
    re.compile(
        rf"\baffected\s+versions?[\s:|*]{{0,6}}v?\d[\w.+-]*\s+(?:through|thru|to|until)\s+{_V}",
        re.I,
    ),
    re.compile(
        rf"\baffected\s*:\s*(?:[A-Za-z][\w.@/-]*\s+){{0,4}}?v?\d[\w.+-]*"
        rf"\s*(?:through|thru|to|until|-|\u2013)\s*{_V}",
        re.I,
    ),
    re.compile(rf"{_V}\s+(?:and|or)\s+(?:earlier|below|older|prior)", re.I),
    re.compile(rf"\bup\s+to\s+(?:and\s+including\s+)?{_V}", re.I),
)
#: A "Patches" / "Fixed versions" section lists every patched release line ("Wasmtime 36.0.7,
#: 42.0.2 and 43.0.1 have been released"), as a "Fixed in:" field does ("Fixed in: 4.2.7,
#: 4.1.12"): all versions of its first paragraph are fixed ones.
FIXED_SECTION_RE = re.compile(
    r"(?:^[ \t]*#*[ \t]*(?:patches|patched\s+versions?|fixed\s+versions?)[ \t]*:?[ \t]*$"
    r"|\b(?:patched|fixed)\s+(?:versions?|in)\s*:)\s*(?P<body>.+?)(?:\n[ \t]*\n|\n[ \t]*#|\Z)",
    re.I | re.M | re.S,
)
#: "patched in the following versions:" and its bulleted lines, each a version with or
#: without the product's name ("* etcd 3.6.9"): every listed version is a fixed one.
FIXED_LIST_RE = re.compile(
    r"\b(?:patched|fixed|resolved)\s+in\s+the\s+following\s+(?:versions?|releases?)\s*:"
    r"(?P<body>(?:\s*[-*]?[ \t]*(?:[A-Za-z][\w.@/-]*[ \t]+)?v?\d+(?:\.\d+){1,3}[^\n]*)+)",
    re.I,
)
#: A list of versions in such a section ("36.0.7, 42.0.2, and 43.0.1", one per bullet); a
#: version alone in prose ("upgrade to X or downgrade to Y") is left to the phrase patterns.
_ANY_V = r"v?\d+(?:\.\d+){1,3}(?:-[0-9A-Za-z.-]*[0-9A-Za-z])?"
VERSION_LIST_RE = re.compile(
    rf"(?<![\w.]){_ANY_V}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*\n\s*(?:[*-]\s*)?){_ANY_V}(?![\w]))+"
)
#: Reports of a version the flaw was seen in ("Tested on Vikunja v2.2.2", "Version: 3.30.6",
#: "In version 43.0.0 of ..."): that version is vulnerable, so no release up to it on its
#: line is the fix. Weaker than a stated range; used only when the advisory states none.
OBSERVED_RES = (
    re.compile(
        rf"\b(?:tested|reproduced|confirmed|verified|observed)\s+(?:on|in|with|against|using)\s+"
        rf"(?:[A-Za-z][\w.@/-]*\s+){{0,2}}?{_V}",
        re.I,
    ),
    re.compile(rf"\b(?:in|on)\s+version\s+{_V}", re.I),
    re.compile(
        rf"^[\s>|-]*(?:[A-Za-z]+\s+)?[Vv]ersions?\s*[:|]\s*(?:[A-Za-z][\w.@/-]*\s+)?{_V}",
        re.M,
    ),
)
#: The statement that no release fixes the flaw, as structured sources put it (the OSV reader
#: writes it for a package whose ranges have no fixed or last affected event). Free text
#: ("no fix available as of 2026-04-04") is frozen at disclosure and often outdated by the
#: release that followed, so it is not read as one.
UNFIXED_RE = re.compile(r"\bno\s+fixed\s+version\s+is\s+known\b", re.I)
#: Markup around versions (``**0.22.0**``, backticks) and the math signs written for ranges.
_MARKUP = str.maketrans({"*": "", "`": "", "\u2264": "<=", "\u2265": ">="})


def distribution_advisory(document: Document) -> bool:
    """Whether a document is a distribution's advisory (``distribution_title``): its fix is
    the distribution's own package build, which no upstream release of the product is."""
    return distribution_title(document.title)


def release_version(document: Document) -> Version | None:
    """A release's version: from its release URL tag, else from its title (``repo v1.2.3``)."""
    tag = TAG_RE.search(document.url or "")
    if tag:
        found = parse_version(unquote(tag.group(1)))
        if found is not None:
            return found
    return parse_version(document.title) if document.title else None


#: What follows a distribution package's version ("3.4.1-2+deb12u1", "2.4.52-1ubuntu4.3",
#: "1.1.1k-7.el8_6", a smaller distribution's "2.5.0-3+hl12u2"): the distribution's own build
#: of a fix, not an upstream version.
DISTRO_BUILD = re.compile(
    r"[\w.-]*?(?:\+deb|\+b\d|ubuntu|~|\.el\d|\.fc\d|\+really|\+[a-z]{1,6}\d{1,3}u\d)", re.I
)


def _distro_build(match: re.Match[str]) -> bool:
    """Whether a version match is a distribution package's version (``DISTRO_BUILD``)."""
    return DISTRO_BUILD.match(match.string, match.end(1)) is not None


def _found(patterns: Iterable[re.Pattern[str]], text: str) -> set[Version]:
    return {
        make_version(m.group(1), m.group(2))
        for r in patterns
        for m in r.finditer(text)
        if not _distro_build(m)
    }


@lru_cache(maxsize=4096)
def _named_patterns(names: tuple[str, ...]) -> list[re.Pattern[str]]:
    """The product's own name next to a version (``basic-ftp version 5.2.0``, ``nginx-ui
    v2.3.3``, ``liquidjs@10.25.0``, ``unhead: 2.1.12``): a version of *this* product, not of a
    runtime or dependency the report also names."""
    usable = sorted({n for n in names if len(n) >= 3}, key=len, reverse=True)
    if not usable:
        return []
    alternatives = "|".join(re.escape(n) for n in usable)
    named = rf"(?<![\w/.-])(?:{alternatives})(?:\s+version|\s*[:@]|\s)\s*{_V}"
    return [re.compile(named, re.I)]


#: A sentence comparing the flaw with another one ("This issue is similar to, but distinct
#: from, CVE-2025-41822 (SGSA-2025-004), which remains fixed in 4.2.3"): its versions are
#: the other flaw's.
ANOTHER_FLAW = re.compile(
    r"[^.\n]*\b(?:similar\s+to|distinct\s+from|different\s+from|unrelated\s+to"
    r"|not\s+related\s+to|unlike)\b[^.\n]*(?:\.|$)",
    re.IGNORECASE | re.MULTILINE,
)


@lru_cache(maxsize=8192)
def advisory_bounds(text: str, names: tuple[str, ...] = ()) -> Bounds:
    """Patched, affected and reported versions stated in an advisory's text (not in a
    sentence comparing it with another flaw); ``names`` are the product's names (repository,
    package) that mark a bare version as the product's."""
    plain = ANOTHER_FLAW.sub(" ", text.translate(_MARKUP))
    fixed = _found(FIXED_RES, plain)
    for section in FIXED_SECTION_RE.finditer(plain):
        for listed in VERSION_LIST_RE.finditer(section["body"]):
            fixed |= _found((VERSION_RE,), listed.group(0))
    for listed in FIXED_LIST_RE.finditer(plain):
        fixed |= _found((VERSION_RE,), listed["body"])
    affected = _found(AFFECTED_RES, plain)
    observed = _found((*OBSERVED_RES, *_named_patterns(names)), plain) - fixed
    return Bounds(
        fixed=tuple(sorted(fixed)),
        affected=tuple(sorted(affected)),
        observed=tuple(sorted(observed)),
        # a distribution's advisory (DSA, USN) fixes its own package: no upstream release
        # patches it
        unfixed=not (fixed or affected)
        and (
            UNFIXED_RE.search(plain) is not None
            or any(_distro_build(m) for r in FIXED_RES for m in r.finditer(plain))
        ),
    )


def release_fixes(release: Version, bounds: Bounds) -> bool | None:
    """Whether a release at ``release`` contains the fix, or None when the bounds are silent."""
    return fix_decision(release, bounds)[0]


# -- fix evidence in release notes -----------------------------------------------------------

#: Words that mark a release-note entry as a security fix.
SECURITY_TERMS = re.compile(
    r"secur|vulnerab|\bcve-|\bghsa-|advisor|exploit|inject|travers|\bxss\b|cross[- ]site|"
    r"\bssrf\b|\bcsrf\b|forgery|bypass|saniti[sz]|escap|overflow|denial[- ]of[- ]service|\bdos\b|"
    r"redos|\brce\b|remote code|unauthori[sz]|unauthenticat|authenticat|privilege|leak|disclos|"
    r"exfiltrat|spoof|brute[- ]?force|smuggl|deseriali[sz]|prototype pollution|\bxxe\b|"
    r"open redirect|arbitrary",
    re.I,
)
#: What an entry without security words counts for, against one with them, as fix evidence.
PLAIN_ENTRY_WEIGHT = 0.5
_ENTRY_SPLIT = re.compile(r"[\r\n]+|(?<=[.;])\s+(?=[A-Z*-])")
_WORD = re.compile(r"[a-z][a-z0-9_]{2,}")
#: Words every note or advisory uses; they say nothing about which flaw an entry fixes.
_COMMON_TEXT = (
    "the and for with that this from are was were has have not but can could into via "
    "when which what where will would their there been being also all any its than then "
    "them these those such only other more most some over under after before about using "
    "used use new fix fixes fixed fixing add adds added update updates updated release "
    "released version versions bump bumps bumped security vulnerability vulnerabilities "
    "issue issues thanks https http github com pull commit changelog full"
)
_COMMON = frozenset(_COMMON_TEXT.split())


#: A release note saying it fixes no flaw ("No new security fixes in this release", "This
#: release contains no security fixes"): a later release that only carries an earlier fix.
NO_SECURITY_FIX = re.compile(
    r"\bno\s+(?:new\s+)?security(?:[- ]related|[- ]relevant)?\s+"
    r"(?:fix(?:es)?|changes|patch(?:es)?)\b"
    r"|\b(?:contains|includes|has)\s+no\s+(?:new\s+)?security\b"
    r"|\bdoes\s+not\s+(?:contain|include)\s+(?:any\s+)?(?:new\s+)?security\s+fix",
    re.I,
)


def disclaims_fixes(text: str) -> bool:
    """Whether a release note says it fixes no security flaw."""
    return NO_SECURITY_FIX.search(text) is not None


def fix_entries(text: str) -> list[str]:
    """The entries (lines, bullets, sentences) of a release note that describe a security fix."""
    return [entry for entry in _ENTRY_SPLIT.split(text) if SECURITY_TERMS.search(entry)]


def content_words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _COMMON}


def fix_match_scores(
    advisory_text: str, notes: Sequence[str], rarity: Mapping[str, float]
) -> list[float]:
    """How specifically each competing release note's entries describe the advisory: an
    entry scores the ``rarity`` (corpus IDF) of the words it shares with the advisory, so a
    shared function name or setting counts and "stored XSS" barely does; an entry without
    security words counts ``PLAIN_ENTRY_WEIGHT`` of that (maintainers often word a fix
    plainly: "Updated TUS validation"); a note scores its best entry."""
    advisory = content_words(advisory_text)
    return [
        max(
            (
                entry_weight(entry)
                * sum(rarity.get(w, 0.0) for w in content_words(entry) & advisory)
                for entry in _ENTRY_SPLIT.split(note)
            ),
            default=0.0,
        )
        for note in notes
    ]


def entry_weight(entry: str) -> float:
    return 1.0 if SECURITY_TERMS.search(entry) else PLAIN_ENTRY_WEIGHT


def rarity_weights(texts: Iterable[str]) -> dict[str, float]:
    """Inverse document frequency of each content word over ``texts`` (a corpus sample),
    scaled to 1 for a word only one text uses, so thresholds do not depend on corpus size."""
    counts: Counter[str] = Counter()
    total = 0
    for text in texts:
        counts.update(content_words(text))
        total += 1
    top = log((total + 1) / 2)
    if top <= 0:
        return {word: 0.0 for word in counts}
    return {word: log((total + 1) / (count + 1)) / top for word, count in counts.items()}
