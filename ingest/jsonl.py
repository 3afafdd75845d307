"""Reader for graphcar's generic JSONL document format (one JSON object per line).

Each line is validated on its own, so one bad record is reported as ``file:line:field`` and
the rest of the file still loads.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from graphcar.anchors.identifiers import canonical_key
from graphcar.errors import field_path, first_problem
from graphcar.model import (
    NON_SUPERSEDING_KINDS,
    SUPERSEDING_KINDS,
    AsOfTimestamp,
    AuthorityEdge,
    Document,
    EdgeStatus,
    Entity,
    NfcText,
    RelationKind,
    Timestamp,
)
from graphcar.versions import RANGES_FIELD, parse_ranges
from ingest.lapses import lapse_problem
from ingest.records import RecordError, SourceRecord

MAX_LINE_BYTES = 20_000_000


class LinkSpec(BaseModel):
    """A stated link to another document: ``{"id": ..., "kind": ...}``."""

    model_config = ConfigDict(extra="forbid")

    id: NfcText
    kind: RelationKind
    valid_from: Timestamp = None
    #: The last instant the link holds (a bare date: all that day): a deferral's, the day
    #: before the deferred document's new effective date. None: as long as its kind holds.
    valid_to: AsOfTimestamp = None
    status: EdgeStatus = "accepted"
    evidence: str = ""

    @model_validator(mode="after")
    def _ends_after_start(self) -> LinkSpec:
        if self.valid_to and self.valid_from and self.valid_to < self.valid_from:
            raise ValueError(f"valid_to {self.valid_to} is before valid_from {self.valid_from}")
        return self


class SupersedesSpec(LinkSpec):
    """An entry of ``supersedes``: a superseding kind only (``amends`` here would silently
    store a link that supersedes nothing)."""

    kind: RelationKind = "supersedes"

    @field_validator("kind")
    @classmethod
    def _superseding(cls, value: str) -> str:
        if value not in SUPERSEDING_KINDS:
            raise ValueError(
                f"{value!r} does not supersede; put it under 'relations', or use one of: "
                f"{', '.join(sorted(SUPERSEDING_KINDS))}"
            )
        return value


class RelationSpec(LinkSpec):
    """An entry of ``relations``: a kind that links without superseding (``overrules`` here
    would take the target out of the frontier while the record says it only relates)."""

    @field_validator("kind")
    @classmethod
    def _not_superseding(cls, value: str) -> str:
        if value in SUPERSEDING_KINDS:
            raise ValueError(
                f"{value!r} supersedes; put it under 'supersedes', or use one of: "
                f"{', '.join(sorted(NON_SUPERSEDING_KINDS))}"
            )
        return value


class EntitySpec(BaseModel):
    """An entity named by the source, as ``"kind:value"`` or an object."""

    model_config = ConfigDict(extra="forbid")

    key: str
    name: str | None = None
    aliases: list[str] = Field(default_factory=list)

    @field_validator("key")
    @classmethod
    def _kind_value(cls, value: str) -> str:
        kind, _, rest = value.partition(":")
        if not kind or not rest:
            raise ValueError("entity must look like 'kind:value'")
        return canonical_key(kind.strip().lower(), rest.strip())


class JsonlLinks(BaseModel):
    """What a JSONL record carries besides its document (whose fields are ``Document``'s):
    named entities and stated relations. See README 'JSONL format'."""

    model_config = ConfigDict(extra="forbid")

    entities: list[EntitySpec] = Field(default_factory=list)
    supersedes: list[SupersedesSpec] = Field(default_factory=list)
    relations: list[RelationSpec] = Field(default_factory=list)

    @field_validator("entities", mode="before")
    @classmethod
    def _key_strings(cls, value: object) -> object:
        """``"kind:value"`` is short for ``{"key": "kind:value"}`` (errors then name the item)."""
        if isinstance(value, list):
            return [{"key": item} if isinstance(item, str) else item for item in value]
        return value

    def to_source_record(self, document: Document, location: str) -> SourceRecord:
        """The document with its named entities and its explicit edges."""
        entities = [self._entity(spec) for spec in self.entities]
        edges = [
            AuthorityEdge(
                newer_id=document.id,
                older_id=link.id,
                kind=link.kind,
                rule="explicit:jsonl",
                source="explicit",
                status=link.status,
                evidence=link.evidence,
                valid_from=link.valid_from or document.in_force_from,
                valid_to=link.valid_to or document.holds_until(link.kind),
            )
            for link in [*self.supersedes, *self.relations]
        ]
        return SourceRecord(location=location, document=document, entities=entities, edges=edges)

    @staticmethod
    def _entity(spec: EntitySpec) -> Entity:
        kind, _, value = spec.key.partition(":")
        return Entity(key=spec.key, kind=kind, name=spec.name or value, aliases=tuple(spec.aliases))


LINK_FIELDS = frozenset(JsonlLinks.model_fields)


def read_jsonl(path: Path) -> Iterator[SourceRecord | RecordError]:
    """Records of a JSONL file in order; errors come as RecordError items, never exceptions."""
    with path.open("rb") as handle:
        yield from read_jsonl_lines(handle, str(path))


def read_jsonl_lines(lines: Iterable[bytes], name: str) -> Iterator[SourceRecord | RecordError]:
    """Records of JSONL ``lines`` (a file, a zip member) named ``name`` in locations."""
    seen: dict[str, int] = {}
    any_line = False
    for number, raw in enumerate(lines, start=1):
        location = f"{name}:{number}"
        if not raw.strip():
            continue
        any_line = True
        item = parse_line(raw, location)
        if isinstance(item, RecordError):  # kept with the error: fix it, send it again
            item.raw = raw.decode("utf-8", "replace").rstrip("\r\n")
        if isinstance(item, SourceRecord):
            first = seen.get(item.document.id)
            if first is not None:
                item = RecordError(
                    location=location,
                    field="id",
                    message=f"duplicate id {item.document.id!r} (first at line {first})",
                    raw=raw.decode("utf-8", "replace").rstrip("\r\n"),
                )
            else:
                seen[item.document.id] = number
        yield item
    if not any_line:
        yield RecordError(location=f"{name}:0", message="file is empty: no records")


def parse_line(raw: bytes, location: str) -> SourceRecord | RecordError:
    """One JSONL line to a SourceRecord, or the first problem found in it."""
    if len(raw) > MAX_LINE_BYTES:
        return RecordError(location=location, message=f"line exceeds {MAX_LINE_BYTES} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return RecordError(location=location, message=f"not valid UTF-8 (byte {exc.start})")
    try:
        payload = json.loads(text.rstrip("\r\n"))
    except json.JSONDecodeError as exc:
        return RecordError(location=location, message=f"invalid JSON: {exc.msg} (col {exc.colno})")
    if not isinstance(payload, Mapping):
        return RecordError(location=location, message="expected a JSON object")
    return record_from_mapping(payload, location)


def ranges_problem(document: Document) -> tuple[str, str] | None:
    """Why a document's ``metadata.affected`` (the affected ranges a fix release states,
    read by version answers) cannot be read, as (field, reason); a statement that did not
    read would be ignored silently and the answer fall back to release lines."""
    statement = document.metadata.get(RANGES_FIELD)
    if statement is None or (isinstance(statement, str) and parse_ranges(statement)):
        return None
    return f"metadata.{RANGES_FIELD}", (
        f"{statement!r} is not an affected-ranges statement: ranges separated by ';', each "
        "'>=START' with an optional '<FIXED' or '<=LAST' ('>=1.13.0 <1.13.7; >=2.0.0')"
    )


def record_from_mapping(payload: Mapping[str, Any], location: str) -> SourceRecord | RecordError:
    """Validate a decoded record; the first validation error names its field path."""
    try:
        document = Document.model_validate(
            {name: value for name, value in payload.items() if name not in LINK_FIELDS}
        )
        links = JsonlLinks.model_validate(
            {name: value for name, value in payload.items() if name in LINK_FIELDS}
        )
        if problem := lapse_problem(document) or ranges_problem(document):
            field, message = problem
            return RecordError(location=location, field=field, message=message)
        for field, specs in (("supersedes", links.supersedes), ("relations", links.relations)):
            for index, spec in enumerate(specs):
                if spec.id == document.id:
                    return RecordError(
                        location=location,
                        field=f"{field}.{index}.id",
                        message=f"document {document.id!r} cannot link to itself",
                    )
        return links.to_source_record(document, location)
    except ValidationError as exc:
        loc, message = first_problem(exc)
        return RecordError(location=location, field=field_path(loc), message=message)
