"""Loads Cypher statements from ``cypher/`` by name, per dialect.

Every statement the product runs lives in a file, so curators and reviewers read the same text
the code executes. A dialect folder (``cypher/neo4j``, ``cypher/embedded``) overrides the shared
file of the same name where the dialects differ.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

Dialect = Literal["neo4j", "embedded"]

CYPHER_DIR = Path(__file__).resolve().parent.parent / "cypher"


@cache
def statement(dialect: Dialect, name: str) -> str:
    """The text of ``name.cypher`` for ``dialect``, with comment lines removed."""
    for candidate in (CYPHER_DIR / dialect / f"{name}.cypher", CYPHER_DIR / f"{name}.cypher"):
        if candidate.is_file():
            return _strip_comments(candidate.read_text(encoding="utf-8"))
    raise FileNotFoundError(f"no Cypher statement {name!r} for dialect {dialect!r} in {CYPHER_DIR}")


def statements(dialect: Dialect, name: str) -> list[str]:
    """A file holding several ``;``-separated statements (schema scripts), split."""
    return [part.strip() for part in statement(dialect, name).split(";") if part.strip()]


def _strip_comments(text: str) -> str:
    lines = [line for line in text.splitlines() if not line.lstrip().startswith("//")]
    return "\n".join(lines).strip()
