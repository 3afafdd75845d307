"""Supersessions stated the way blind testers' documents (trials 80-83) state them: by
pointing back ("That memo is withdrawn.", "Those two advisories are retired", "... and
supersedes it"), by a knowledge-base id, after a heading line, and in documents filed under a
domain whose pack does not declare their type (a compliance team's policy under ``legal``).
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from tests.unit.test_derive_rules import derive, extractor, record

__all__ = ["extractor"]  # the module-scoped fixture, shared with the derivation tests


def statuses(rows: list[SourceRecord], store: GraphStore, ex: SpacyExtractor) -> dict:
    """(newer, older) -> status of every superseding edge derived for ``rows``."""
    return {(e.newer_id, e.older_id): e.status for e in derive(rows, store, ex) if e.supersedes}


def test_a_policy_filed_under_another_domain_is_read_as_a_policy(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 83: a compliance team's policy editions sent with ``domain: legal`` were read by
    the legal pack alone, as commentary, so "Version 2.0 replaces Version 1.0" derived
    nothing; the pack declaring ``policy`` now governs them too."""

    def policy(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="legal", doc_type="policy",
                      published_at=at)

    rows = [
        policy("v1", "Whistleblowing Policy, Version 1.0 (LEG-POL-020)",
               "Reports may be made to the Ethics Office.", "2022-02-15"),
        policy("v2", "Whistleblowing Policy, Version 2.0 (LEG-POL-020)",
               "Version 2.0 replaces Version 1.0 (February 2022). Reports may be made "
               "anonymously.", "2024-05-20"),
    ]
    assert statuses(rows, embedded_store, extractor).get(("v2", "v1")) == "accepted"
