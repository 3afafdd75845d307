"""Version order: how a release's version compares with the versions an advisory states.

Shared by ingest (does a release reach an advisory's fix, so that it patches it?) and by
verdicts (does the version a question names reach the release that fixed it?): one notion of
version order and release lines for both.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from typing import Literal

#: ``1.2``, ``v1.2.3``, ``1.2.3-beta.4``, ``0.31.2.0`` (a prerelease suffix sorts before the
#: release it precedes, as in SemVer).
VERSION_PATTERN = (
    r"v?(\d+(?:\.\d+){1,3})((?:-|\.?(?=(?:alpha|beta|rc|pre|dev)))[0-9A-Za-z.-]*[0-9A-Za-z])?"
)
VERSION_RE = re.compile(rf"(?<![\w.]){VERSION_PATTERN}(?![\w])")


@dataclass(frozen=True, order=True)
class Version:
    """A comparable version: numeric parts (padded), then release after its prereleases."""

    numbers: tuple[int, ...]
    final: bool
    #: The prerelease suffix in order: numbers as numbers (``beta.3`` before ``beta.10``).
    prerelease: tuple[tuple[int, int | str], ...] = ()
    suffix: str = field(default="", compare=False)

    def sort_text(self) -> str:
        """A string that sorts like the version (for ranks mixed with date strings)."""
        numbers = ".".join(f"{n:012d}" for n in self.numbers)
        return f"{numbers}|{int(self.final)}|{self.suffix}"

    def __str__(self) -> str:
        """As releases write it, without the padding: ``2.1.0``, ``0.31.2``, ``1.0.0-rc1``;
        a release line as ``4.x`` (``line_version``)."""
        if LINE_TOP in self.numbers:
            return ".".join(map(str, self.numbers[: self.numbers.index(LINE_TOP)])) + ".x"
        numbers = list(self.numbers)
        while len(numbers) > 3 and numbers[-1] == 0:
            numbers.pop()
        return ".".join(map(str, numbers)) + self.suffix

    @property
    def line(self) -> tuple[int, ...]:
        """The release line a fix is backported to: major, or major.minor below 1.0."""
        return self.numbers[:2] if self.numbers[0] == 0 else self.numbers[:1]


def make_version(numbers: str, suffix: str | None) -> Version:
    parts = tuple(int(n) for n in numbers.split("."))
    order = tuple(
        (0, int(part)) if part.isdigit() else (1, part.lower())
        for part in re.findall(r"\d+|[A-Za-z]+", suffix or "")
    )
    return Version(
        parts + (0,) * (4 - len(parts)), final=not suffix, prerelease=order, suffix=suffix or ""
    )


def parse_version(text: str) -> Version | None:
    """The first version in ``text`` (a tag such as ``v2.24.0-beta.4``), if any."""
    match = VERSION_RE.search(text)
    return make_version(match.group(1), match.group(2)) if match else None


def all_versions(text: str) -> list[Version]:
    """Every version ``text`` names, in order."""
    return [make_version(m.group(1), m.group(2)) for m in VERSION_RE.finditer(text)]


@dataclass(frozen=True)
class Bounds:
    """What an advisory says about versions: first patched ones, last affected ones, and ones
    the flaw was reported in."""

    fixed: tuple[Version, ...] = ()
    affected: tuple[Version, ...] = ()
    observed: tuple[Version, ...] = ()
    #: The advisory says no fixed version exists ("No fixed version has been released"), or
    #: names only a distribution's package as fixed ("fixed in version 3.4.1-2+deb12u1"): no
    #: release of the upstream package patches it.
    unfixed: bool = False

    @property
    def stated(self) -> bool:
        """Whether the advisory states which versions are fixed (or that none is)."""
        return bool(self.fixed or self.affected or self.unfixed)


def fix_decision(release: Version, bounds: Bounds) -> tuple[bool | None, Version | None]:
    """Whether ``release`` contains the fix (None: the bounds are silent), and the stated bound
    that decided it (``fix_bound``; None when a reported version or nothing decided).

    Fixes are backported per release line, so bounds on the release's own line decide; bounds
    only on other lines decide by the nearest lower line (a newer line contains older fixes),
    except that a minor line below another minor line's fix of the same major is not fixed.
    A reported version only says the fix came later: a release up to it on its minor line is
    not the fix, a release above it may be; a release below it on another line is undecided
    (a backport published after the report).
    """
    if bounds.fixed or bounds.affected:
        limit = fix_bound(release, bounds)
        if limit is None:
            return False, None
        return (release >= limit if bounds.fixed else release > limit), limit
    if bounds.unfixed:
        return False, None
    if bounds.observed:
        if any(o.numbers[:2] == release.numbers[:2] and release <= o for o in bounds.observed):
            return False, None
        return (True if any(release > o for o in bounds.observed) else None), None
    return None, None


def fix_bound(release: Version, bounds: Bounds) -> Version | None:
    """The stated bound that decides ``release``: the first fixed version (else the last
    affected one) on the release's own line, else on the nearest lower line; None when every
    bound is on a newer line. Where fixed versions name several minor lines of one major
    (etcd 3.4.42, 3.5.28, 3.6.9: each minor line maintained), the release's own minor line
    decides (3.6.8 is not fixed by 3.4.42); a minor line without its own fix is decided by
    the next higher one, which it predates (Log4j 2.12.2 and 2.16.0: 2.14.1 is not fixed),
    else by the nearest lower one (2.17.0 is). Releases decided by different bounds are fixes
    on different lines, each with its own first fix release."""
    inclusive = bool(bounds.fixed)
    stated = bounds.fixed or bounds.affected
    same = [b for b in stated if b.line == release.line]
    if inclusive and len({b.numbers[:2] for b in same}) > 1:
        minor = release.numbers[:2]
        own = [b for b in same if b.numbers[:2] == minor]
        below = [b for b in same if b.numbers[:2] < minor]
        above = [b for b in same if b.numbers[:2] > minor]
        same = own or ([min(above)] if above else [max(below)])
    lower = [b for b in stated if b.line < release.line]
    if same:
        return min(same) if inclusive else max(same)
    return max(lower) if lower else None


#: What a version is to an advisory's affected ranges: past a fix, inside a range, or below
#: every range (before the flaw was introduced).
VersionState = Literal["fixed", "affected", "before"]


@dataclass(frozen=True)
class AffectedRange:
    """One range of affected versions: from ``start`` (None: the first version) up to
    ``end`` (None: no end; exclusive, or the last affected one when ``inclusive``)."""

    start: Version | None
    end: Version | None = None
    inclusive: bool = False

    def holds(self, version: Version) -> bool:
        """Whether ``version`` lies in the range."""
        if self.start is not None and version < self.start:
            return False
        if self.end is None:
            return True
        return version <= self.end if self.inclusive else version < self.end


def exact_version(text: str) -> Version | None:
    """``text`` as a version when the whole of it is one (a leading ``v`` and build metadata
    such as Go's ``+incompatible`` allowed), else None."""
    match = re.fullmatch(rf"{VERSION_PATTERN}(?:\+[\w.-]+)?", text.strip())
    return make_version(match[1], match[2]) if match else None


#: Package URL types whose versions order as ``Version`` does, SemVer-like (a ``-suffix``
#: is a prerelease, ``+build`` does not order) ...
SEMVER_TYPES = frozenset({"golang", "npm", "cargo", "nuget", "hex", "pub", "gem", "composer"})
#: ... and types whose plain dotted versions do, but not their suffixes (PyPI's ``1.0-1`` is a
#: post-release, Maven's ``1.0-1`` comes after 1.0). Other types (Debian's ``2.3-4+deb12u1``,
#: RPM, Alpine) are not ordered here: no version answer rather than a wrong one.
PLAIN_TYPES = frozenset({"pypi", "maven"})


def purl_type(key: str) -> str:
    """The package URL type of a ``pkg:<type>/<name>`` entity key (``golang``, ``npm``)."""
    return key.removeprefix("pkg:").split("/", 1)[0]


def typed_version(text: str, purl_type: str | None) -> Version | None:
    """``text`` as a version of a package of ``purl_type`` (None: untyped, read as SemVer),
    when this module orders that type's versions like it (``SEMVER_TYPES``, ``PLAIN_TYPES``)."""
    if purl_type is not None and purl_type not in SEMVER_TYPES | PLAIN_TYPES:
        return None
    found = exact_version(text)
    if found is not None and purl_type in PLAIN_TYPES and (not found.final or "+" in text):
        return None
    return found


#: The metadata field of a fix release holding its package's ``ranges_statement``.
RANGES_FIELD = "affected"


def ranges_statement(
    ranges: Sequence[tuple[str, str | None, bool]], purl_type: str | None = None
) -> str | None:
    """How a fix release's metadata (``affected``) states its package's affected ranges,
    given as ``(start, end, end_inclusive)`` version strings (start ``"0"``: the first
    version; end None: no end): ``">=1.13.0 <1.13.7; >=1.14.0 <1.14.3; >=2.0.0"``; a version
    is affected when it lies in any of them (OSV's rule). None when a version is not one
    this module orders for ``purl_type`` (``typed_version``): a statement read otherwise than
    meant would answer "not affected" for an affected version."""
    parts: list[str] = []
    for start, end, inclusive in ranges:
        if start != "0" and typed_version(start, purl_type) is None:
            return None
        if end is not None and typed_version(end, purl_type) is None:
            return None
        bound = "" if end is None else f" {'<=' if inclusive else '<'}{end}"
        parts.append(f">={start}{bound}")
    statement = "; ".join(parts)
    return statement if statement and parse_ranges(statement) is not None else None


_RANGE = re.compile(r">=(\S+)(?:\s+(<=?)(\S+))?")


def parse_ranges(statement: str) -> list[AffectedRange] | None:
    """The ranges ``ranges_statement`` wrote; None when any part does not read."""
    ranges: list[AffectedRange] = []
    for part in statement.split(";"):
        match = _RANGE.fullmatch(part.strip())
        if match is None:
            return None
        start = None if match[1] == "0" else exact_version(match[1])
        end = exact_version(match[3]) if match[3] else None
        if (start is None and match[1] != "0") or (match[3] and end is None):
            return None
        ranges.append(AffectedRange(start, end, inclusive=match[2] == "<="))
    return ranges


def range_state(version: Version, ranges: Sequence[AffectedRange]) -> VersionState:
    """Where ``version`` stands against an advisory's complete affected ranges."""
    if any(r.holds(version) for r in ranges):
        return "affected"
    if all(r.start is not None and version < r.start for r in ranges):
        return "before"
    return "fixed"


def version_fixed(version: Version, releases: Iterable[Version]) -> bool:
    """Whether ``version`` contains a fix shipped in ``releases`` (one per line it was fixed
    on), by ``fix_decision``."""
    return bool(fix_decision(version, Bounds(fixed=tuple(sorted(releases))))[0])


#: Words before a version that do not make it another product's ("we run 2.1", "is v2.1").
_FUNCTION_TEXT = (
    "a affect affects an and are as at be been before between but by currently did do does "
    "for from has have "
    "i if in into is it its my now of on or our still than that the this through to until up "
    "upgrade upgraded upgrading use used using run running runs was we were with version "
    "versions release releases v vs"
)
FUNCTION_WORDS = frozenset(_FUNCTION_TEXT.split())
_OWNER = re.compile(r"(@?[A-Za-z][\w./+-]*)[\s:@(=]*$")  # "@kelpie/merge 2.9.7" too
_MARKER = re.compile(r"\b(?:version|release|at)\s+$", re.I)
GO_MAJOR = re.compile(r"/v\d+$")
#: "Is CVE-X fixed in 2.1.4?": the version asked about, whatever name stands before it.
_FIXED_IN = re.compile(r"\b(?:fixed|patched|resolved)\s+in\s+$", re.I)


def spaced_name(before: str, spaced: AbstractSet[str]) -> bool:
    """Whether ``before`` ends with one of the ``spaced`` names as whole words."""
    tail = before.lower().rstrip(" :@(=")
    return any(re.search(rf"(?<![\w-]){re.escape(name)}$", tail) for name in spaced)


#: A distribution's advisory id in a title ("DSA-5871-1 acme-httpd -- security update",
#: "USN-7302-1: ...", "RHSA-2025:1500: ...", "SUSE-SU-2025:0901-1: ...").
DISTRIBUTION_ADVISORY = re.compile(
    r"(?<![\w-])(?:DSA|DLA|DTSA|USN|LSN|RHSA|RHBA|RHEA|ELSA|ALAS2?|ALSA|RLSA|SUSE-SU|"
    r"openSUSE-SU|FEDORA|GLSA|MGASA|ASA)-\d"
)


def distribution_title(title: str | None) -> bool:
    """Whether ``title`` is a distribution's advisory's (``DISTRIBUTION_ADVISORY``): the
    announcement of the distribution's own fixed packages."""
    return DISTRIBUTION_ADVISORY.search(title or "") is not None


#: A release line a question asks about ("the 4.x line", "6.x"): read as the newest version
#: that line can have (``line_version``), which contains every fix shipped on the line and
#: lies inside every range that covers the whole line.
LINE_RE = re.compile(r"(?<![\w.])v?(\d+(?:\.\d+)?)\.[xX](?!\w)")
#: The part that stands for "any" in a ``line_version``.
LINE_TOP = 10**9


def line_version(prefix: str) -> Version:
    """The newest version of the line ``prefix`` writes ("4" of "4.x": 4.<top>)."""
    parts = tuple(int(part) for part in prefix.split("."))
    numbers = (*parts, LINE_TOP)
    return Version(numbers + (0,) * (4 - len(numbers)), final=True)


def written_versions(text: str) -> list[tuple[re.Match[str], Version]]:
    """The versions and release lines ``text`` writes, in order."""
    lines = [(m, line_version(m.group(1))) for m in LINE_RE.finditer(text)]
    starts = {m.start() for m, _ in lines}
    found = [
        (m, make_version(m.group(1), m.group(2)))
        for m in VERSION_RE.finditer(text)
        if m.start() not in starts  # "1.8" of "1.8.x"
    ]
    found += lines
    return sorted(found, key=lambda pair: pair[0].start())


def asked_version(question: str, names: tuple[str, ...]) -> Version | None:
    """The one version ``question`` asks about for the product called ``names``: one written
    after a name of it ("fastcsv 3.2.1", "vite@7.3.1", "log4j-core:2.14.1", "fastcsv==3.2.1",
    "fastcsv at 3.2.1", "go1.22.6") or marked as a version after no other name ("we run
    version 2.1", "is v2.1.0 patched"), or after "fixed in" whatever stands before. None when
    it names none, or when another version stands unattributed beside it ("vite 7.3.1 or 7.3.2",
    "upgraded vite 7.3.1 to 7.3.2": one label cannot answer for both). A version after another
    name is that product's ("on JDK version 1.8.0", "CVSS v2.0", "Node 18.2")."""
    own = {name.lower() for name in names}
    # "Tessellate Gateway 3.2.3" for tessellate-gateway: a name's words as prose spaces them
    spaced = {spaced for name in own if " " in (spaced := re.sub(r"[-_]+", " ", name))}
    # "Zephyr 4.1.18" for Zephyr HTTP Server: a name of several words by its first, as users
    # shorten it (a word of 5+ letters that is no function word)
    own |= {first for name in own if len(first := name.split()[0]) >= 5 and " " in name} - set(
        FUNCTION_WORDS
    )
    for name in own:  # "go1.22.6", as the Go toolchain writes its versions
        if name.isalpha():
            question = re.sub(rf"\b({re.escape(name)})(?=v?\d)", r"\1 ", question, flags=re.I)
    chosen: set[Version] = set()
    loose: set[Version] = set()
    for match, version in written_versions(question):
        before = question[: match.start()]
        if _FIXED_IN.search(before):
            chosen.add(version)
            continue
        marker = _MARKER.search(before)
        if marker:
            before = before[: marker.start()]
        # a release line ("the 4.x line") is a version by its form, as "v2.1" is
        marked = marker is not None or match.group(0)[0] in "vV" or LINE_TOP in version.numbers
        owner = _OWNER.search(before)
        # a Go module's major version path ("github.com/norrin/kvstore/v2 at v2.1.0") is the
        # module's own name
        word = GO_MAJOR.sub("", owner.group(1).lower().rstrip(".")) if owner else ""
        if word in own or spaced_name(before, spaced):
            chosen.add(version)
        elif word and word not in FUNCTION_WORDS:
            continue  # another product's version
        elif marked:
            chosen.add(version)
        else:
            loose.add(version)
    if len(chosen) != 1 or loose - chosen:
        return None
    return chosen.pop()
