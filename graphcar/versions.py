"""Version order: how a release's version compares with the versions an advisory states.

Shared by ingest (does a release reach an advisory's fix, so that it patches it?) and by
verdicts (does the version a question names reach the release that fixed it?): one notion of
version order and release lines for both.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

#: ``1.2``, ``v1.2.3``, ``1.2.3-beta.4``, ``0.31.2.0`` (a prerelease suffix sorts before the
#: release it precedes, as in SemVer).
VERSION_PATTERN = (
    r"v?(\d+(?:\.\d+){1,3})((?:-|\.?(?=(?:alpha|beta|rc|pre|dev)))[0-9A-Za-z.-]*[0-9A-Za-z])?"
)
VERSION_RE = re.compile(rf"(?<![\w.]){VERSION_PATTERN}(?![\w])")
#: A version as prose writes it, optionally after the word "version".
VERSION_PHRASE = rf"(?:version\s+)?{VERSION_PATTERN}"


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

    def __str__(self) -> str:
        """As releases write it, without the padding: ``2.1.0``, ``0.31.2``, ``1.0.0-rc1``."""
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
    return Version(parts + (0,) * (4 - len(parts)), final=not suffix, suffix=suffix or "")


def parse_version(text: str) -> Version | None:
    """The first version in ``text`` (a tag such as ``v2.24.0-beta.4``), if any."""
    match = VERSION_RE.search(text)
    return make_version(match.group(1), match.group(2)) if match else None


@dataclass(frozen=True)
class Bounds:
    """What an advisory says about versions: first patched ones, last affected ones, and ones
    the flaw was reported in."""

    fixed: tuple[Version, ...] = ()
    affected: tuple[Version, ...] = ()
    observed: tuple[Version, ...] = ()
    #: The advisory says no fixed version exists ("No fixed version has been released").
    unfixed: bool = False

    @property
    def stated(self) -> bool:
        """Whether the advisory states which versions are fixed (or that none is)."""
        return bool(self.fixed or self.affected or self.unfixed)


@lru_cache(maxsize=4096)
def named_version_patterns(names: tuple[str, ...]) -> list[re.Pattern[str]]:
    """The product's own name next to a version (``basic-ftp version 5.2.0``, ``nginx-ui
    v2.3.3``, ``liquidjs@10.25.0``, ``unhead: 2.1.12``): a version of *this* product, not of a
    runtime or dependency the report also names."""
    usable = sorted({n for n in names if len(n) >= 3}, key=len, reverse=True)
    if not usable:
        return []
    alternatives = "|".join(re.escape(n) for n in usable)
    named = rf"(?<![\w/.-])(?:{alternatives})(?:\s+version|\s*[:@]|\s)\s*{VERSION_PHRASE}"
    return [re.compile(named, re.I)]


def fix_decision(release: Version, bounds: Bounds) -> tuple[bool | None, Version | None]:
    """Whether ``release`` contains the fix (None: the bounds are silent), and the stated bound
    that decided it (``fix_bound``; None when a reported version or nothing decided).

    Fixes are backported per release line, so bounds on the release's own line decide; bounds
    only on other lines decide by the nearest lower line (a newer line contains older fixes).
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
    decides, else the nearest lower one (3.6.8 is not fixed by 3.4.42). Releases decided by
    different bounds are fixes on different lines, each with its own first fix release."""
    inclusive = bool(bounds.fixed)
    stated = bounds.fixed or bounds.affected
    same = [b for b in stated if b.line == release.line]
    if inclusive and len({b.numbers[:2] for b in same}) > 1:
        minor = release.numbers[:2]
        own = [b for b in same if b.numbers[:2] == minor]
        below = [b for b in same if b.numbers[:2] < minor]
        same = own or ([max(below)] if below else same)
    lower = [b for b in stated if b.line < release.line]
    if same:
        return min(same) if inclusive else max(same)
    return max(lower) if lower else None


#: A version marked as one in prose: "version 2.1", "release 2.1", "v2.1.0".
MARKED_VERSION_RES = (
    re.compile(rf"\b(?:version|release)\s+{VERSION_PATTERN}", re.I),
    re.compile(rf"(?<![\w.])(?=v\d){VERSION_PATTERN}(?![\w])"),
)


def asked_version(question: str, names: tuple[str, ...]) -> Version | None:
    """The one version ``question`` names for the product called ``names`` ("fastcsv 3.2.1",
    "vite@7.3.1") or marks as a version ("version 2.1", "v2.1.0"); None when it names none or
    several ("from 1.2 to 1.3": one label cannot answer for both). A bare number next to
    another name ("on node 18.2") is not the product's version."""
    found = {
        make_version(match.group(1), match.group(2))
        for pattern in (*named_version_patterns(names), *MARKED_VERSION_RES)
        for match in pattern.finditer(question)
    }
    return found.pop() if len(found) == 1 else None
