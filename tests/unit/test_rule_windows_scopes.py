"""Pack rule windows (``within_days``) and entity-restricted edges (``applies_to``).

The finance pack's shapes: a blackout voids only pre-clearances still valid (4 days), a lift
or an exception reaches past the window to the blackout it names by its date, an exception
overrides the blackout for the employee it names only, and a pack naming an unknown scope key
in ``applies_to`` is rejected with the rule's location.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from graphcar.domains.packs import load_pack, load_packs
from graphcar.errors import InputError
from graphcar.model import AuthorityEdge, Document
from graphcar.store.base import GraphStore
from ingest.derive import derive_edges
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord

FINANCE = {"domain": "finance-compliance", "metadata": {"ticker": "ORCL"}}


@pytest.fixture(scope="module")
def extractor() -> SpacyExtractor:
    return SpacyExtractor(load_packs())


def event(doc_id: str, text: str, doc_type: str, day: str) -> SourceRecord:
    document = Document.model_validate(
        {"id": doc_id, "text": text, "doc_type": doc_type, "published_at": day, **FINANCE}
    )
    return SourceRecord(location=f"test:{doc_id}", document=document)


def derive(
    records: Sequence[SourceRecord], store: GraphStore, extractor: SpacyExtractor
) -> list[AuthorityEdge]:
    return derive_edges(records, store, packs=extractor.packs, extractor=extractor)


def test_blackout_voids_only_pre_clearances_still_valid(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    records = [
        event("pc-old", "EMP018-Brown received pre-clearance for ORCL.", "pre_clearance_approved",
              "2024-01-02T09:00:00"),
        event("pc-edge", "EMP003-Kim received pre-clearance for ORCL.", "pre_clearance_approved",
              "2024-01-07T09:00:00"),
        event("pc-new", "EMP060-Evans received pre-clearance for ORCL.", "pre_clearance_approved",
              "2024-01-10T09:00:00"),
        event("blackout", "ORCL has been placed under a trading blackout.", "blackout_announced",
              "2024-01-11T09:00:00"),
    ]
    edges = derive(records, embedded_store, extractor)
    assert {(e.newer_id, e.older_id) for e in edges} == {
        ("blackout", "pc-new"),
        ("blackout", "pc-edge"),
    }
    assert all("within 4 days" in e.evidence for e in edges)


def test_a_notice_naming_a_blackout_by_its_date_reaches_past_the_window(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 55: a lift fifteen days after the blackout ("the ORCL trading blackout of 5 March
    2025") and an exception a week after it ("announced on March 5, 2025") rescinded and
    suspended nothing: both were outside the 4-day window. An earlier blackout the lift does
    not name stays outside it."""
    records = [
        event("old", "ORCL has been placed under a trading blackout.", "blackout_announced",
              "2025-02-03T09:00:00"),
        event("blackout", "ORCL has been placed under a trading blackout.", "blackout_announced",
              "2025-03-05T09:00:00"),
        event("exception", "Compliance approved an exception for EMP018-Brown to the ORCL "
              "trading blackout announced on March 5, 2025.", "emergency_exception",
              "2025-03-12T09:00:00"),
        event("lift", "The ORCL trading blackout of 5 March 2025 is lifted with effect from "
              "today, 20 March 2025.", "blackout_lifted", "2025-03-20T09:00:00"),
    ]
    edges = {(e.newer_id, e.older_id): e for e in derive(records, embedded_store, extractor)}
    assert set(edges) == {("exception", "blackout"), ("lift", "blackout")}
    assert all("named by its date" in edge.evidence for edge in edges.values())


def test_exception_edge_is_restricted_to_the_named_employee(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    records = [
        event("blackout", "ORCL has been placed under a trading blackout.", "blackout_announced",
              "2024-01-11T09:00:00"),
        event("exception", "Compliance approved an exception to the blackout for EMP018-Brown "
              "re: ORCL.", "emergency_exception", "2024-01-12T09:00:00"),
        event("lift", "Compliance confirmed the ORCL blackout is no longer in effect.",
              "blackout_lifted", "2024-01-13T09:00:00"),
    ]
    edges = {(e.newer_id, e.older_id): e for e in derive(records, embedded_store, extractor)}
    assert set(edges) == {("exception", "blackout"), ("lift", "blackout")}
    assert edges[("exception", "blackout")].applies_to == ("emp:EMP018-Brown",)
    assert "applies to: emp:EMP018-Brown" in edges[("exception", "blackout")].evidence
    assert edges[("lift", "blackout")].applies_to == ()


def test_rule_without_window_links_any_earlier_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Revocation has no window: a revocation months later still ends the pre-clearance."""
    records = [
        event("pc", "EMP018-Brown received pre-clearance for ORCL.", "pre_clearance_approved",
              "2024-01-02T09:00:00"),
        event("rev", "Pre-clearance of EMP018-Brown for ORCL is revoked.",
              "pre_clearance_revoked", "2024-06-02T09:00:00"),
    ]
    edges = derive(records, embedded_store, extractor)
    assert [(e.newer_id, e.older_id, e.kind) for e in edges] == [("rev", "pc", "revokes")]


PACK = """\
name: trading
description: windows and restrictions
domains: [trading]
doc_types:
  approval: an approval
  exception: an exception
scope_keys:
  employee:
    kinds: [emp]
rules:
  - name: exception_overrides_approval
    newer: [exception]
    older: [approval]
    match: [employee]
    kind: supersedes
    within_days: WINDOW
    applies_to: [APPLIES]
"""


def test_pack_rejects_unknown_applies_to_key(tmp_path: Path) -> None:
    path = tmp_path / "pack.yaml"
    path.write_text(PACK.replace("WINDOW", "3").replace("APPLIES", "desk"), encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_pack(path)
    assert "rules.0.applies_to" in str(caught.value)
    assert "unknown scope key 'desk'" in str(caught.value)


def test_pack_rejects_a_non_positive_window(tmp_path: Path) -> None:
    path = tmp_path / "pack.yaml"
    path.write_text(PACK.replace("WINDOW", "0").replace("APPLIES", "employee"), encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_pack(path)
    assert "within_days" in str(caught.value)
    good = tmp_path / "good.yaml"
    good.write_text(PACK.replace("WINDOW", "2.5").replace("APPLIES", "employee"), encoding="utf-8")
    rule = load_pack(good).rules[0]
    assert (rule.within_days, rule.applies_to) == (2.5, ["employee"])
