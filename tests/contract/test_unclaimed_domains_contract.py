"""Documents of a domain no pack claims (standards, manufacturing procedures) on every store.

The ``general`` pack derives only what their text states: "This document obsoletes RFC 2616"
supersedes the document titled RFC 2616 (accepted), a commentary's "RFC 9110 replaces RFC
7231" proposes RFC 9110's edge (never the commentary's), a negated statement derives nothing,
a revision naming its own code supersedes the earlier one of its doc type, and "superseded by
WI-8" proposes for review. A question naming RFC 2616 is about that document.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from graphcar.config import Settings
from graphcar.model import CarResult, Query
from graphcar.runtime import build_engine, ingest_paths
from graphcar.store.base import GraphStore

STANDARDS = Path(__file__).resolve().parents[1] / "fixtures" / "general" / "standards.jsonl"


@pytest.fixture
def standards(any_store: GraphStore, tmp_path: Path) -> tuple[Settings, GraphStore]:
    settings = Settings(neo4j_uri=None, data_dir=tmp_path / "data", dense=False)
    report = ingest_paths(settings, any_store, [STANDARDS])
    assert report.ok, report.errors
    return settings, any_store


def ask(standards: tuple[Settings, GraphStore], text: str, k: int) -> CarResult:
    settings, store = standards
    return build_engine(settings, store).query(Query(text=text, k=k, access=None))


def test_stated_supersession_of_an_unclaimed_domain_is_derived(
    standards: tuple[Settings, GraphStore],
) -> None:
    _, store = standards
    edges = {
        (r.edge.newer_id, r.edge.older_id): (r.edge.status, r.edge.rule)
        for status in ("accepted", "proposed")
        for r in store.edge_records(status=status, access=None)
    }
    supersedes, superseded_by = "general:supersedes_named", "general:superseded_by_named"
    assert edges == {
        ("rfc7230", "rfc2616"): ("accepted", supersedes),  # "This document obsoletes RFC 2616"
        ("rfc7231", "rfc2616"): ("accepted", supersedes),  # "RFC 7231 obsoletes": itself
        ("rfc9112", "rfc7230"): ("accepted", supersedes),
        ("rfc9110", "rfc7231"): ("proposed", supersedes),  # the commentary reports it
        ("sop-qa-12-r2", "sop-qa-12-r1"): ("accepted", supersedes),  # its own code: an sop
        ("wi-8", "wi-7-old"): ("proposed", superseded_by),
    }  # "This guidance does not replace ISO 9001:2015": nothing


def test_a_question_naming_a_designation_is_about_its_document(
    standards: tuple[Settings, GraphStore],
) -> None:
    result = ask(standards, "Is RFC 2616 still in force?", k=3)
    assert result.named == ["designator:RFC 2616"]
    # RFC 7230 names RFC 2616 in its text and ranks first; the question asks about RFC 2616,
    # so it is shown with what controls it, though that chain alone fills k
    assert [(row.id, row.role) for row in result.rows] == [
        ("rfc7231", "controlling"),
        ("rfc9110", "candidate"),  # proposed to supersede RFC 7231, pending review
        ("rfc9112", "controlling"),
        ("http-blog", "controlling"),  # an anchor ("RFC"): nothing supersedes a commentary
        ("rfc7230", "superseded"),
        ("rfc2616", "superseded"),
    ]
    assert result.verdict is None  # no labels for a vocabulary the pack does not know


def test_an_unnamed_designation_in_a_question_names_nothing(
    standards: tuple[Settings, GraphStore],
) -> None:
    result = ask(standards, "Does ISO 27001:2013 apply here?", k=5)
    assert result.named == []  # no stored document names it


def test_a_designation_typed_in_lower_case_names_its_document(
    standards: tuple[Settings, GraphStore],
) -> None:
    assert ask(standards, "is rfc 2616 still in force?", k=3).named == ["designator:RFC 2616"]


def test_a_code_typed_in_lower_case_names_its_document(
    standards: tuple[Settings, GraphStore],
) -> None:
    result = ask(standards, "what replaced sop-qa-12?", k=3)
    assert result.named == ["code:SOP-QA-12"]
    assert result.rows[0].id == "sop-qa-12-r2"
