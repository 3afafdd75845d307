"""Model validation: what the vocabulary accepts and what it refuses, with the field named."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from graphcar.model import AuthorityEdge, Document, Query, to_timestamp


def test_timestamps_normalise_to_utc_seconds() -> None:
    assert to_timestamp("2021-12-10") == "2021-12-10T00:00:00Z"
    assert to_timestamp("2021-12-10T12:30:00+02:00") == "2021-12-10T10:30:00Z"
    assert to_timestamp("2021-12-10T12:30:00Z") == "2021-12-10T12:30:00Z"
    assert to_timestamp(None) is None


@pytest.mark.parametrize("bad", ["2021-13-01", "yesterday", "12/10/2021"])
def test_bad_dates_are_refused_with_the_field(bad: str) -> None:
    with pytest.raises(ValidationError) as info:
        Document(id="a", text="t", published_at=bad)
    assert info.value.errors()[0]["loc"] == ("published_at",)


@given(st.datetimes(min_value=datetime(1, 1, 2), max_value=datetime(9999, 12, 30)))
def test_canonical_strings_take_the_same_value_as_the_datetime(moment: datetime) -> None:
    """Dates and canonical timestamps skip the general parser; the result must not change."""
    moment = moment.replace(microsecond=0)
    stamp = moment.isoformat(timespec="seconds") + "Z"
    assert to_timestamp(stamp) == to_timestamp(moment.replace(tzinfo=UTC)) == stamp
    day = moment.date()
    assert to_timestamp(day.isoformat()) == to_timestamp(day) == f"{day.isoformat()}T00:00:00Z"


@pytest.mark.parametrize("bad_id", ["", "   ", "a\nb", "x\x00y", "z" * 513])
def test_bad_ids_are_refused(bad_id: str) -> None:
    with pytest.raises(ValidationError):
        Document(id=bad_id, text="t")


def test_empty_text_is_refused() -> None:
    with pytest.raises(ValidationError):
        Document(id="a", text="  \n ")


def test_content_hash_tracks_content_only() -> None:
    first = Document(id="a", text="t", access=["b", "a"])
    same = Document(id="a", text="t", access=["a", "b", "a"])
    changed = Document(id="a", text="t2")
    assert first.content_hash() == same.content_hash()
    assert first.content_hash() != changed.content_hash()


def test_in_force_prefers_effective_date() -> None:
    doc = Document(id="a", text="t", published_at="2020-01-01", effective_from="2020-02-01")
    assert doc.in_force_from == "2020-02-01T00:00:00Z"
    assert Document(id="b", text="t", published_at="2020-01-01").in_force_from == (
        "2020-01-01T00:00:00Z"
    )


def test_a_document_never_counts_before_it_was_published() -> None:
    """A notice dated back to an earlier day (an extended blackout) governs from its issue."""
    notice = Document(id="a", text="t", published_at="2024-07-24", effective_from="2024-06-17")
    assert notice.in_force_from == "2024-07-24T00:00:00Z"
    assert not notice.in_force_at("2024-07-01T00:00:00Z")
    assert Document(id="b", text="t", effective_from="2024-06-17").in_force_from == (
        "2024-06-17T00:00:00Z"
    )


def test_edges_refuse_unknown_kinds_and_self_loops() -> None:
    with pytest.raises(ValidationError, match="unknown relation kind"):
        AuthorityEdge(newer_id="a", older_id="b", kind="eats")
    with pytest.raises(ValidationError, match="cannot supersede itself"):
        AuthorityEdge(newer_id="a", older_id="a")
    assert AuthorityEdge(newer_id="a", older_id="b", kind="Overrules").supersedes
    assert not AuthorityEdge(newer_id="a", older_id="b", kind="amends").supersedes


def test_query_bounds() -> None:
    with pytest.raises(ValidationError):
        Query(text="x", k=0)
    assert Query(text="x").arms == ("lexical", "dense", "identifier")


def test_text_names_and_ids_are_compared_in_one_unicode_form() -> None:
    """'Müller' typed decomposed (u + combining diaeresis) is the employee stored composed."""
    import unicodedata

    from graphcar.anchors.identifiers import identifier_keys
    from graphcar.model import Entity

    composed = "EMP103-Müller"
    decomposed = unicodedata.normalize("NFD", composed)
    assert decomposed != composed
    question = Query(text=f"May {decomposed} sell MSFT?")
    assert identifier_keys(question.text) == [f"emp:{composed}"]
    stored = Document(id=f"pc-{decomposed}", text=f"{decomposed} pre-clearance",
                      metadata={"employee": decomposed})
    assert stored.id == f"pc-{composed}" and stored.text == f"{composed} pre-clearance"
    assert stored.metadata["employee"] == composed
    again = Document(id=f"pc-{composed}", text=f"{composed} pre-clearance",
                     metadata={"employee": composed})
    assert stored.content_hash() == again.content_hash()
    assert Entity(key=f"emp:{decomposed}", kind="emp", name=decomposed).key == f"emp:{composed}"


def test_a_bare_as_of_date_means_the_end_of_that_day() -> None:
    """'May X trade on 2025-03-07?' must see the blackout announced at 07:30 that day."""
    from datetime import date

    from graphcar.model import to_as_of

    assert to_as_of("2025-03-07") == "2025-03-07T23:59:59Z"
    assert to_as_of(date(2025, 3, 7)) == "2025-03-07T23:59:59Z"
    assert to_as_of("2025-03-07T00:00:00Z") == "2025-03-07T00:00:00Z", "a datetime is exact"
    assert to_as_of("2025-03-07T08:00:00+01:00") == "2025-03-07T07:00:00Z"
    assert to_as_of("20250307") == to_as_of("2025-W10-5") == "2025-03-07T23:59:59Z"
    assert Document(id="d", text="t", published_at="2025-03-07T09:00:00Z",
                    effective_to="2025-03-07").effective_to == "2025-03-07T23:59:59Z"
    assert to_as_of(None) is None
    blackout = Document(id="b", text="blackout", published_at="2025-03-07T07:30:00Z")
    assert blackout.in_force_at(Query(text="x", as_of="2025-03-07").as_of)
    assert not blackout.in_force_at(Query(text="x", as_of="2025-03-06").as_of)


def test_a_bare_known_at_date_means_the_end_of_that_day_too() -> None:
    """A user's trial: "what did we know on 2026-11-30" found nothing loaded that day, while
    as_of of the same date meant its end."""
    assert Query(text="x", known_at="2026-11-30").known_at == "2026-11-30T23:59:59Z"
    assert Query(text="x", known_at="2026-11-30T08:00:00Z").known_at == "2026-11-30T08:00:00Z"
