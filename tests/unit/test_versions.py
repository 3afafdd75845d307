"""Version order shared by ingest and verdicts, and the version a question asks about."""

from __future__ import annotations

import pytest

from graphcar.versions import (
    Bounds,
    Version,
    asked_version,
    fix_decision,
    parse_ranges,
    parse_version,
    range_state,
    ranges_statement,
    typed_version,
)

NAMES = (
    "fastcsv", "github.com/go-yaml/yaml", "yaml", "tessellate-gateway", "zephyr http server",
    "@kelpie/merge",
)


@pytest.mark.parametrize(
    ("question", "version"),
    [
        ("Is fastcsv 3.2.1 affected by GHSA-2c4m-59x9-fr2g?", "3.2.1"),
        ("Is FastCSV version 3.2.1 affected?", "3.2.1"),
        ("Is fastcsv@3.2.1 affected?", "3.2.1"),
        ("Is github.com/go-yaml/yaml v2.2.7 affected by CVE-2019-11254?", "2.2.7"),
        ("We run version 2.1, are we affected by CVE-2024-1234?", "2.1.0"),
        ("Is release 0.31.2.0 patched?", "0.31.2"),
        ("Is v2.1.0-rc1 patched?", "2.1.0-rc1"),
        ("Is fastcsv 3.2.1 (v3.2.1) affected?", "3.2.1"),
        ("Is fastcsv==3.2.1 affected?", "3.2.1"),
        ("Is fastcsv at 3.2.1 affected?", "3.2.1"),
        ("Is fastcsv3.2.1 affected?", "3.2.1"),
        # trial 51: "fixed in" marks the version asked about after any name
        ("Is the fastcsv traversal CVE-2025-41877 fixed in 2.1.4?", "2.1.4"),
        # trial 53: a package's name as prose spaces its words
        ("Is Tessellate Gateway 3.2.3 vulnerable to CVE-2024-30555?", "3.2.3"),
        # trial 55: a product of several words by its first
        ("We run Zephyr 4.1.18 - are we exposed to NBSA-2025-004?", "4.1.18"),
        # trial 59: an npm package with its scope
        ("We are pinned to @kelpie/merge 2.9.7; are we affected?", "2.9.7"),
        # trial 63: a Go module's major version path is the module's name
        ("Is github.com/go-yaml/yaml/v3 at v3.0.1 affected?", "3.0.1"),
    ],
)
def test_the_version_a_question_names(question: str, version: str) -> None:
    found = asked_version(question, NAMES)
    assert found is not None and str(found) == version


@pytest.mark.parametrize(
    "question",
    [
        "Is CVE-2024-12345 fixed?",
        "Is GHSA-v2wj-q39q-566r fixed?",
        "On node 18.2, is fastcsv affected?",
        "Did the 2024-01-07 release fix it?",
        "Upgraded from fastcsv 1.2.0 to fastcsv 1.3.0: still affected?",
        "Is the latest fastcsv affected?",
        "Is fastcsv 2.1.3 fixed in 2.1.4?",
        "Is the Gateway 3.2.3 vulnerable?",  # another product's name
        "Is Zephyrus 4.1.18 vulnerable?",
        "Is the HTTP 1.1 server affected?",  # a word after the first is no short name
    ],
)
def test_no_version_or_several_is_none(question: str) -> None:
    assert asked_version(question, NAMES) is None


def test_a_version_reaches_a_fix_on_its_own_release_line() -> None:
    fixes = Bounds(fixed=tuple(sorted(v for t in ("6.4.2", "7.3.2") if (v := parse_version(t)))))
    decided = {
        text: fix_decision(version, fixes)[0]
        for text in ("6.4.1", "6.4.2", "7.0.0", "7.3.2", "8.0.0", "5.9.9")
        if (version := parse_version(text)) is not None
    }
    assert decided == {
        "6.4.1": False, "6.4.2": True, "7.0.0": False, "7.3.2": True, "8.0.0": True,
        "5.9.9": False,
    }


@pytest.mark.parametrize(
    "question",
    [
        "Is fastcsv still vulnerable on JDK version 1.8.0?",
        "Is fastcsv vulnerable (CVSS v2.0 base score 9.3)?",
        "Is fastcsv 3.2.1 or 3.2.2 affected?",
        "Upgraded fastcsv 3.2.1 to 3.2.2: fixed?",
    ],
)
def test_versions_of_other_things_or_beside_another_are_not_asked(question: str) -> None:
    assert asked_version(question, NAMES) is None


def test_a_version_after_another_name_does_not_hide_the_products() -> None:
    found = asked_version("Is fastcsv 3.2.1 affected on Node v18.2.0 and JDK 1.8.0?", NAMES)
    assert found is not None and str(found) == "3.2.1"


def test_prereleases_order_their_numbers_as_numbers() -> None:
    beta3, beta10, final = (parse_version(t) for t in ("8.0.0-beta.3", "8.0.0-beta.10", "8.0.0"))
    assert beta3 is not None and beta10 is not None and final is not None
    assert beta3 < beta10 < final



def test_ranges_statements_round_trip_and_refuse_what_they_cannot_read() -> None:
    """A review: "(affected again from 2.0.0a1)" was written but not read, so 2.1.0 read
    "patched"; a statement is written only when every version in it reads back."""
    ranges = [("0", "1.9.9", True), ("2.0.0", "2.0.5", False), ("3.0.0-rc1+incompatible", None,
                                                              False)]
    statement = ranges_statement(ranges)
    assert statement == ">=0 <=1.9.9; >=2.0.0 <2.0.5; >=3.0.0-rc1+incompatible"
    parsed = parse_ranges(statement)
    assert parsed is not None and len(parsed) == 3
    states = {
        text: range_state(version, parsed)
        for text in ("1.5.0", "1.9.9", "1.9.10", "2.0.4", "2.0.5", "2.9.0", "3.0.0")
        if (version := parse_version(text)) is not None
    }
    assert states == {"1.5.0": "affected", "1.9.9": "affected", "1.9.10": "fixed",
                      "2.0.4": "affected", "2.0.5": "fixed", "2.9.0": "fixed",
                      "3.0.0": "affected"}
    assert ranges_statement([("0", "1.2.0", False), ("2.0.0a1", None, False)]) is None
    assert ranges_statement([("1.0", "3", False)]) is None
    assert parse_ranges(">=1.0 <2.0; nonsense") is None


def test_a_version_below_every_range_is_before_the_flaw() -> None:
    parsed = parse_ranges(">=1.13.0 <1.13.7; >=1.14.0 <1.14.3")
    assert parsed is not None
    assert [range_state(v, parsed) for t in ("1.12.0", "1.13.5", "1.13.9", "1.14.1", "1.15.0")
            if (v := parse_version(t)) is not None] == [
        "before", "affected", "fixed", "affected", "fixed"]
    from_zero = parse_ranges(">=0 <1.0.0; >=2.0.0 <2.0.3")
    assert from_zero is not None
    assert range_state(parse_version("0.1.0") or Version((), True), from_zero) == "affected"



def test_overlapping_ranges_are_stated_as_their_union() -> None:
    """A review: overlapping ranges once stated nothing, and the release-line rule that took
    over ignored a range left open ([0, 1.5.0) and [1.2.0, ...): 2.0.0 read "patched"). A
    version in any range is affected, as OSV says."""
    statement = ranges_statement([("0", "1.5.0", False), ("1.2.0", None, False)])
    assert statement == ">=0 <1.5.0; >=1.2.0"
    parsed = parse_ranges(statement)
    assert parsed is not None
    assert range_state(parse_version("2.0.0") or Version((), True), parsed) == "affected"


def test_versions_are_stated_only_where_their_order_is_known() -> None:
    """A review: Debian's 2.3-4+deb12u1 and 2.3-4+deb12u2 read as one prerelease, and Maven's
    1.0-1 as one before 1.0."""
    assert ranges_statement([("0", "2.3-4+deb12u2", False)], "deb") is None
    assert ranges_statement([("0", "1.0-1", False)], "maven") is None
    assert ranges_statement([("0", "1.0-1", False)], "pypi") is None
    assert ranges_statement([("0", "1.5.0", False)], "pypi") == ">=0 <1.5.0"
    assert ranges_statement([("0", "1.5.0-rc1", False)], "npm") == ">=0 <1.5.0-rc1"
    assert typed_version("2.2.8+incompatible", "golang") is not None
