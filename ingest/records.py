"""What readers produce: a validated document with the links its source states, or an error."""

from __future__ import annotations

from pydantic import BaseModel, Field

from graphcar.model import AuthorityEdge, Document, Entity, Timestamp


class SourceRecord(BaseModel):
    """One input record: the document, entities the source names, and explicit edges."""

    location: str
    document: Document
    entities: list[Entity] = Field(default_factory=list)
    edges: list[AuthorityEdge] = Field(default_factory=list)
    #: Id prefixes of the documents this record states besides its own (an OSV advisory's
    #: ``<id>#fix:`` releases and ``<id>#withdrawn`` notice, a lapse notice ``<id>#lapsed``). A
    #: stored one that a later load of the record no longer carries is retracted
    #: (``ingest.retractions``).
    owns: tuple[str, ...] = ()
    #: The source's own time of this version of the record (OSV ``modified``, also stored as
    #: ``metadata.modified``): a load skips it when the stored copy is newer
    #: (``ingest.revisions``).
    revised_at: Timestamp = None


class RecordError(BaseModel):
    """A rejected input record, named by ``file:line`` and field, with the reason."""

    location: str
    field: str | None = None
    message: str
    raw: str | None = None

    def __str__(self) -> str:
        where = ":".join(part for part in (self.location, self.field) if part)
        return f"{where}: {self.message}"


def states(record: SourceRecord, doc_id: str) -> bool:
    """Whether ``doc_id`` is ``record``'s own document or one it states (``owns``)."""
    return doc_id == record.document.id or doc_id.startswith(record.owns)


class DuplicateIds:
    """A load's input gives each id once: a later record with an id seen before is an error,
    except another copy of a versioned record (an OSV advisory in a mirror and in an
    ecosystem dump, or two revisions of it) with the documents it states, which pass: the
    loader keeps the newest copy (``ingest.revisions.newest_copies``)."""

    def __init__(self) -> None:
        self._first: dict[str, str] = {}
        self._first_versioned: dict[str, bool] = {}
        #: the versioned records read at each location, with what they state
        self._versioned: dict[str, list[SourceRecord]] = {}

    def problem(self, item: SourceRecord) -> RecordError | None:
        """The error for ``item`` if its id was given before, else None."""
        doc_id = item.document.id
        if item.revised_at is not None:
            self._versioned.setdefault(item.location, []).append(item)
        versioned = any(states(r, doc_id) for r in self._versioned.get(item.location, ()))
        first = self._first.setdefault(doc_id, item.location)
        first_versioned = self._first_versioned.setdefault(doc_id, versioned)
        # a copy passes only beside another copy: an OSV record after a JSONL document of its
        # id (or before) is an error either way round
        if first == item.location or (versioned and first_versioned):
            return None
        return RecordError(
            location=item.location,
            field="id",
            message=f"duplicate id {doc_id!r} (first at {first})",
        )
