"""The terminal answer says what a label rests on."""

from __future__ import annotations

from rich.console import Console

from graphcar.model import CarResult, ResultRow
from graphcar.render import print_result


def test_a_controlling_row_no_edge_touches_says_so() -> None:
    """Trial 47: a newsletter and a training deck labelled "controlling" read as verified
    current documents; only a row some edge touches has its authority recorded."""
    rows = [
        ResultRow(id="rp-2024-12", role="controlling", supersedes=["rp-2023-8"]),
        ResultRow(id="rp-2023-8", role="superseded", superseded_by=["rp-2024-12"]),
        ResultRow(id="newsletter", role="controlling"),
    ]
    result = CarResult(query="q", k=3, rows=rows, frontier=["rp-2024-12", "newsletter"])
    console = Console(record=True, width=100)
    print_result(console, result)
    lines = console.export_text().splitlines()
    note = "in this answer it supersedes nothing"
    marked = [lines[i - 1] for i, line in enumerate(lines) if note in line]
    assert marked == [" 3. [controlling] newsletter"]
