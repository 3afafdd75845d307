"""Keyset paging: every row once, in order, and never a read past the end."""

from __future__ import annotations

import pytest

from graphcar.store.rows import keyset_pages


def pages_of(ids: list[str], size: int) -> tuple[list[list[str]], list[str]]:
    """The pages over sorted ``ids`` and the ``after`` keys the reads were given."""
    asked: list[str] = []

    def fetch(after: str) -> list[str]:
        asked.append(after)
        return [doc_id for doc_id in sorted(ids) if doc_id > after][:size]

    return [list(page) for page in keyset_pages(fetch, size, key=str)], asked


def test_pages_follow_the_last_id_and_stop_at_a_short_page() -> None:
    pages, asked = pages_of([f"d{i}" for i in range(7)], 3)
    assert pages == [["d0", "d1", "d2"], ["d3", "d4", "d5"], ["d6"]]
    assert asked == ["", "d2", "d5"]


def test_an_exact_multiple_ends_with_one_empty_read() -> None:
    pages, asked = pages_of([f"d{i}" for i in range(6)], 3)
    assert pages == [["d0", "d1", "d2"], ["d3", "d4", "d5"]]
    assert asked == ["", "d2", "d5"]
    assert pages_of([], 3) == ([], [""])


@pytest.mark.parametrize("size", [0, -1])
def test_a_page_must_hold_a_row(size: int) -> None:
    with pytest.raises(ValueError, match="at least one row"):
        next(keyset_pages(lambda after: [], size, key=str))
