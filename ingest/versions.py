"""Version order for documents without dates: a release's version against an advisory's bounds.

GitHub advisories and release notes often carry no usable date, but a release is published
under a tag (``v1.15.0``) and an advisory usually says which versions are affected or patched
("fixed in 1.15.0", "< 2.3.1", "Affected versions: <= 1.12.2"). Comparing the two tells whether
a release can be the fix: a release older than the first patched version is not. Only the
version facts a text states are used; when none are found the pair stays unordered.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import unquote

from graphcar.model import Document

#: ``1.2``, ``v1.2.3``, ``1.2.3-beta.4``, ``0.31.2.0`` (a prerelease suffix sorts before the
#: release it precedes, as in SemVer).
_VERSION = (
    r"v?(\d+(?:\.\d+){1,3})((?:-|\.?(?=(?:alpha|beta|rc|pre|dev)))[0-9A-Za-z.-]*[0-9A-Za-z])?"
)
VERSION_RE = re.compile(rf"(?<![\w.]){_VERSION}(?![\w])")
TAG_RE = re.compile(r"/releases/tag/([^/?#\s]+)")

_V = rf"(?:version\s+)?{_VERSION}"
#: Statements naming the first safe version (fixed set) ...
FIXED_RES = (
    re.compile(rf"\b(?:fixed|patched|resolved|addressed|remediated)\s+(?:in|by|with)\s+{_V}", re.I),
    re.compile(rf"\bpatched\s+versions?\W{{0,6}}(?:>=\s*)?{_V}", re.I),
    re.compile(rf"\bupgrad(?:e|ing)\s+(?:\S+\s+)?to\s+(?:at\s+least\s+)?{_V}", re.I),
    re.compile(rf"\b(?:before|prior\s+to|lower\s+than|older\s+than)\s+{_V}", re.I),
    re.compile(rf"(?<![<>=])<\s*{_V}"),
)
#: ... and statements naming the last vulnerable version (inclusive).
AFFECTED_RES = (
    re.compile(rf"<=\s*{_V}"),
    re.compile(
        rf"\baffected\s+versions?[\s:|*]{{0,6}}(?:[=~^]\s*)?{_V}(?!\s*(?:and|or)\s+(?:later|above|newer|higher))",
        re.I,
    ),
    re.compile(rf"{_V}\s+(?:and|or)\s+(?:earlier|below|older|prior)", re.I),
    re.compile(rf"\bup\s+to\s+(?:and\s+including\s+)?{_V}", re.I),
)


@dataclass(frozen=True, order=True)
class Version:
    """A comparable version: numeric parts (padded), then release after its prereleases."""

    numbers: tuple[int, ...]
    final: bool
    suffix: str = ""

    def sort_text(self) -> str:
        """A string that sorts like the version (for ranks mixed with date strings)."""
        numbers = ".".join(f"{n:012d}" for n in self.numbers)
        return f"{numbers}|{int(self.final)}|{self.suffix}"

    @property
    def line(self) -> tuple[int, ...]:
        """The release line a fix is backported to: major, or major.minor below 1.0."""
        return self.numbers[:2] if self.numbers[0] == 0 else self.numbers[:1]


def make_version(numbers: str, suffix: str | None) -> Version:
    parts = tuple(int(n) for n in numbers.split("."))
    return Version(parts + (0,) * (4 - len(parts)), final=not suffix, suffix=suffix or "")


def parse_version(text: str) -> Version | None:
    """The first version in ``text`` (a tag such as ``v2.24.0-beta.4``), if any."""
    match = VERSION_RE.search(text)
    return make_version(match.group(1), match.group(2)) if match else None


def release_version(document: Document) -> Version | None:
    """A release's version: from its release URL tag, else from its title (``repo v1.2.3``)."""
    tag = TAG_RE.search(document.url or "")
    if tag:
        found = parse_version(unquote(tag.group(1)))
        if found is not None:
            return found
    return parse_version(document.title) if document.title else None


@dataclass(frozen=True)
class Bounds:
    """What an advisory says about versions: first patched ones and last affected ones."""

    fixed: tuple[Version, ...] = ()
    affected: tuple[Version, ...] = ()


@lru_cache(maxsize=8192)
def advisory_bounds(text: str) -> Bounds:
    """Patched and affected versions stated in an advisory's text."""
    fixed = {make_version(m.group(1), m.group(2)) for r in FIXED_RES for m in r.finditer(text)}
    affected = {
        make_version(m.group(1), m.group(2)) for r in AFFECTED_RES for m in r.finditer(text)
    }
    return Bounds(fixed=tuple(sorted(fixed)), affected=tuple(sorted(affected)))


def release_fixes(release: Version, bounds: Bounds) -> bool | None:
    """Whether a release at ``release`` contains the fix, or None when the bounds are silent.

    Fixes are backported per release line, so bounds on the release's own line decide; bounds
    only on other lines decide by the nearest lower line (a newer line contains older fixes).
    """
    if bounds.fixed:
        return _at_or_after(release, bounds.fixed, inclusive=True)
    if bounds.affected:
        return _at_or_after(release, bounds.affected, inclusive=False)
    return None


def _at_or_after(release: Version, bounds: tuple[Version, ...], *, inclusive: bool) -> bool:
    same = [b for b in bounds if b.line == release.line]
    lower = [b for b in bounds if b.line < release.line]
    if same:
        limit = min(same) if inclusive else max(same)
    elif lower:
        limit = max(lower)
    else:
        return False
    return release >= limit if inclusive else release > limit
