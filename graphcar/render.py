"""Human-readable rendering of CAR results for the terminal (rich)."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from graphcar.model import CarResult, ResultRow

ROLE_STYLE = {
    "controlling": "bold green",
    "superseded": "yellow",
    "candidate": "blue",
    "anchor": "cyan",
    "context": "dim",
}


def row_line(position: int, row: ResultRow) -> Text:
    """``1. [controlling] id — title`` with the role coloured."""
    line = Text(f"{position:>2}. ")
    line.append(f"[{row.role}]", style=ROLE_STYLE.get(row.role, ""))
    line.append(f" {row.id}")
    if row.title:
        line.append(f" — {row.title}", style="bold" if row.role == "controlling" else "")
    if row.published_at:
        line.append(f"  ({row.published_at[:10]})", style="dim")
    return line


def standalone(row: ResultRow) -> bool:
    """A controlling row no edge of the answer touches: "controlling" then says only that no
    recorded supersession is above it (a trial's analyst read a newsletter and a training
    deck so labelled as authoritative). The answer holds what is above its anchors, so what
    the row supersedes outside it is not known here: the line says "in this answer"."""
    return row.role == "controlling" and not (row.supersedes or row.chain or row.pending)


def print_result(console: Console, result: CarResult) -> None:
    """Controlling documents first, each with what it supersedes; superseded anchors marked."""
    console.print(Text(f"Query: {result.query}", style="bold"))
    if result.verdict:
        version = f" for version {result.verdict.version}" if result.verdict.version else ""
        console.print(
            Text(
                f"Verdict: {result.verdict.label}{version} (rule {result.verdict.rule}; "
                f"rests on {result.verdict.document_id})",
                style="magenta",
            )
        )
        if result.verdict.pending_review:
            console.print(
                Text(
                    f"  pending review: {', '.join(result.verdict.pending_review)} proposed to "
                    f"supersede {result.verdict.document_id}",
                    style="cyan",
                )
            )
    if not result.rows:
        console.print("No documents matched.")
        return
    for position, row in enumerate(result.rows, start=1):
        console.print(row_line(position, row))
        if row.supersedes:
            console.print(f"      supersedes {', '.join(row.supersedes)}")
        for link in row.chain if row.role == "controlling" else []:
            console.print(
                f"      {link.newer_id} --{link.kind}--> {link.older_id} "
                + (f"(until {link.valid_to}) " if link.valid_to else "")
                + f"[{link.source}/{link.rule}]",
                style="dim",
            )
        if row.superseded_by:
            console.print(f"      superseded by {', '.join(row.superseded_by)}", style="yellow")
        if row.pending:
            pending = ", ".join(f"{p.newer_id} ({p.kind})" for p in row.pending)
            console.print(f"      pending review: {pending}", style="cyan")
        if row.conflict:
            console.print("      conflict: several accepted superseders", style="red")
        if row.note:
            console.print(f"      note: {row.note}", style="dim")
        if standalone(row):
            console.print(
                "      nothing recorded supersedes it; in this answer it supersedes nothing",
                style="dim",
            )
    if result.frontier_exceeds_k:
        console.print(
            f"The controlling set has {len(result.frontier)} documents, more than k={result.k}; "
            "all are shown (k is a context budget, not a reason to drop authority).",
            style="red",
        )
