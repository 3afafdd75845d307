"""Version order shared by ingest and verdicts, and the version a question asks about."""

from __future__ import annotations

import pytest

from graphcar.versions import Bounds, asked_version, fix_decision, parse_version, stated_range

NAMES = ("fastcsv", "github.com/go-yaml/yaml", "yaml")


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


def test_range_notes_are_read_with_build_metadata() -> None:
    """Go modules' ``+incompatible`` versions: "(affected from 10.5.0+incompatible)" was not
    read, and 10.4.0 read "vulnerable" (an OSV trial on mattermost-server)."""
    stated = stated_range("x 10.5.2+incompatible fixes GO-2025-3618 (affected from "
                          "10.5.0+incompatible) (affected again from 11.0.0)")
    assert stated.title == "x 10.5.2+incompatible fixes GO-2025-3618"
    assert str(stated.start) == "10.5.0" and [str(v) for v in stated.reopened] == ["11.0.0"]
