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
