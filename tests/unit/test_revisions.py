"""The stored copy's revision is read as an instant, or not at all."""

from __future__ import annotations

from ingest.revisions import revision_of


def test_a_stored_revision_is_compared_as_an_instant() -> None:
    """A document of the same id loaded from JSONL may keep any ``modified`` text: an offset
    is normalised (10:00Z, not the string "12:00+02:00"), free text counts as no revision."""
    assert revision_of({"modified": "2024-05-01T12:00:00+02:00"}) == "2024-05-01T10:00:00Z"
    assert revision_of({"modified": "last spring"}) is None
    assert revision_of({"modified": 20240501}) is None
    assert revision_of({}) is None
