"""The generic evaluation query format, one JSON object per line.

``{id, query, as_of?, gold_controlling: [ids], gold_closure?: [ids], gold_answer?, slice?}``

``gold_controlling`` is the active frontier of the gold authority closure (the documents that
control the answer); ``gold_closure`` optionally lists every document of that closure
(superseded ones too), which R_anchor and the miss analysis use. Any importer may produce it.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, field_validator

from graphcar.errors import InputError, field_path, first_problem
from graphcar.model import AsOfTimestamp, NfcText

#: Report rows of their own: the summary over every query, and the queries that name no slice.
ALL_QUERIES = "all"
UNSLICED = "unsliced"
#: Bad queries named in full in one error (the rest are counted).
MAX_LISTED = 20
RESERVED_SLICES = frozenset({ALL_QUERIES, UNSLICED})


def usable_slice_name(value: str) -> str:
    """A slice name that gets a report row of its own, or a ValueError saying why not: blank
    (it would merge into the unsliced row) or one of the report's own rows."""
    if not value.strip():
        raise ValueError(
            f"slice name {value!r} is blank: it would merge into the {UNSLICED!r} row"
        )
    if value.strip().lower() in RESERVED_SLICES:
        raise ValueError(
            f"slice name {value!r} is reserved for the report's own rows: "
            f"{', '.join(sorted(RESERVED_SLICES))}"
        )
    return value


class EvalQuery(BaseModel):
    """One benchmark question with its gold controlling documents."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1)
    query: NfcText = Field(min_length=1)
    as_of: AsOfTimestamp = None
    gold_controlling: list[str] = Field(min_length=1)
    gold_closure: list[str] = Field(default_factory=list)
    gold_answer: str | None = None
    slice: str | None = None
    #: ``file:line`` of a query read from a file, for errors found after reading.
    _location: str | None = PrivateAttr(default=None)

    @field_validator("gold_controlling", "gold_closure")
    @classmethod
    def _distinct(cls, value: list[str]) -> list[str]:
        return list(dict.fromkeys(value))

    @field_validator("query")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("query text is blank")
        return value

    @field_validator("slice")
    @classmethod
    def _usable_slice_name(cls, value: str | None) -> str | None:
        return None if value is None else usable_slice_name(value)

    @property
    def closure(self) -> set[str]:
        """Every gold document: the stated closure plus the controlling ones."""
        return set(self.gold_closure) | set(self.gold_controlling)

    @property
    def location(self) -> str:
        """Where the query came from (``file:line``), else its id, for error messages."""
        return self._location or f"query {self.id!r}"


def parse_query(payload: Any, location: str) -> EvalQuery:
    """Validate one decoded line; errors name ``file:line`` and the field."""
    if not isinstance(payload, Mapping):
        raise InputError("expected a JSON object", location=location)
    try:
        query = EvalQuery.model_validate(payload)
    except ValidationError as exc:
        loc, message = first_problem(exc)
        raise InputError(message, location=location, field=field_path(loc)) from exc
    query._location = location
    return query


def read_queries(path: Path) -> list[EvalQuery]:
    """All queries of a JSONL file. Any bad line stops the run (an eval on a partly read
    benchmark would report numbers for a different benchmark); the error names every bad
    line, so one run shows all there is to fix."""
    queries, problems = parse_queries(path)
    if problems:
        raise bad_lines(problems)
    return queries


def parse_queries(path: Path) -> tuple[list[EvalQuery], list[InputError]]:
    """The good queries of a JSONL file and a problem per bad line (callers add their own
    checks of the good ones before refusing the file, so one run names everything)."""
    if not path.is_file():
        raise InputError(f"no such queries file: {path}", location=str(path))
    queries: list[EvalQuery] = []
    problems: list[InputError] = []
    seen: dict[str, int] = {}
    with path.open("r", encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            location = f"{path}:{number}"
            try:
                query = parse_query(_decoded(line, location), location)
                if query.id in seen:
                    raise InputError(
                        f"duplicate query id {query.id!r} (first at line {seen[query.id]})",
                        location=location,
                        field="id",
                    )
            except InputError as problem:
                problems.append(problem)
                continue
            seen[query.id] = number
            queries.append(query)
    if not queries and not problems:
        raise InputError("queries file has no queries", location=str(path))
    return queries, problems


def _decoded(line: str, location: str) -> Any:
    try:
        return json.loads(line)
    except json.JSONDecodeError as exc:
        raise InputError(f"invalid JSON: {exc.msg}", location=location) from exc


def bad_lines(problems: Sequence[InputError]) -> InputError:
    """One error for every bad query, in file order: the first one's place, then each
    problem in full on a line of its own (one per line and field: two checks may find one
    problem)."""
    distinct = {(p.location, p.field): p for p in reversed(problems)}  # the first one found
    ordered = sorted(distinct.values(), key=_file_order)
    if len(ordered) == 1:
        return ordered[0]
    first = ordered[0]
    listed = "".join(f"\n  {problem}" for problem in ordered[:MAX_LISTED])
    more = f"\n  (and {len(ordered) - MAX_LISTED} more)" if len(ordered) > MAX_LISTED else ""
    return InputError(
        f"{len(ordered)} bad queries:{listed}{more}", location=first.location, field=first.field
    )


def _file_order(problem: InputError) -> tuple[str, int]:
    """``file:line`` as (file, line number), so line 10 comes after line 9."""
    place, _, line = (problem.location or "").rpartition(":")
    return (place, int(line)) if line.isdigit() else (problem.location or "", 0)


def write_queries(path: Path, queries: Iterable[EvalQuery]) -> int:
    """Write queries as JSONL (stable key order, no defaults); returns how many."""
    count = 0
    with path.open("w", encoding="utf-8") as handle:
        for query in queries:
            row = query.model_dump(mode="json", exclude_none=True, exclude_defaults=True)
            row["gold_controlling"] = query.gold_controlling
            handle.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
            count += 1
    return count
