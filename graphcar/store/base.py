"""The seam every store implements, and the subgraph a CAR read returns."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, Field

from graphcar.model import (
    AuthorityEdge,
    Document,
    EdgeSource,
    EdgeStatus,
    Entity,
    IngestBatch,
    UpsertStats,
)


class Candidate(BaseModel):
    """A document proposed by one anchor arm (or by fusion), with its rank there."""

    id: str
    rank: int
    score: float


class AnchorRequest(BaseModel):
    """Everything a store needs to find anchors and compute their authority closure."""

    lexical: str | None = None
    identifier_keys: list[str] = Field(default_factory=list)
    #: Lower-cased phrases of the question that may be a document's title
    #: (``anchors.titles.title_phrases``): the identifier arm finds the documents so titled.
    title_phrases: list[str] = Field(default_factory=list)
    embedding: list[float] | None = None
    weights: dict[str, float] = Field(
        default_factory=lambda: {"lexical": 1.0, "dense": 1.0, "identifier": 1.0}
    )
    rrf_k: int = 60
    arm_depth: int = 50
    anchor_k: int = 5
    lexical_floor: float = Field(default=0.0, ge=0.0, le=1.0)
    as_of: str
    known_at: str
    access: list[str] | None = None
    domain: str | None = None
    #: Entity keys of whoever the query is about (from its text): an edge restricted to
    #: entities (``AuthorityEdge.applies_to``) joins the closure only if all are among them.
    viewer_keys: list[str] = Field(default_factory=list)
    #: Per frontier document, how many of its review candidates to return (0: none).
    review_candidates: int = Field(default=0, ge=0)
    #: Ids the question writes (its identifiers' values): a document of such an id that an
    #: arm found is an anchor even below ``anchor_k`` ("Is GO-2025-3959 patched?" when its
    #: five fix releases outrank the advisory).
    pinned_ids: list[str] = Field(default_factory=list)


class ClosureEdge(BaseModel):
    """A SUPERSEDES edge into a closure document (accepted and valid, or pending review), or
    an accepted relation tying a frontier document to a companion (``CarSubgraph``)."""

    newer_id: str
    older_id: str
    kind: str
    rule: str
    source: EdgeSource
    status: EdgeStatus
    confidence: float
    evidence: str = ""
    valid_from: str | None = None
    valid_to: str | None = None
    recorded_at: str | None = None
    applies_to: list[str] = Field(default_factory=list)


class ClosureNode(BaseModel):
    """A document of the closure; title/text are absent when the caller may not see it."""

    id: str
    visible: bool
    superseded: bool
    title: str | None = None
    text: str | None = None
    doc_type: str | None = None
    domain: str | None = None
    published_at: str | None = None
    in_force_from: str | None = None
    effective_to: str | None = None
    #: Entity keys the document mentions (empty when hidden, and for review candidates).
    scope: list[str] = Field(default_factory=list)


class CarSubgraph(BaseModel):
    """One CAR read: per-arm candidates, fused anchors, closure nodes and their edges.

    ``candidates``: review candidates, documents outside the closure that a pending
    (``proposed``) edge among ``edges`` proposes to supersede a frontier document; per frontier
    document the ``review_candidates`` best by edge confidence (then id), visible to the
    caller, in force, and not superseded themselves.

    ``companions``: accepted relations of ``ACCOMPANYING_KINDS`` (an amendment and what it
    amends), valid at the read's moment, between a frontier document (or one ``held_off``
    leaves standing) and a document read with it: in force, visible to the caller and not
    superseded itself, and among ``nodes`` (one from outside the closure with no incoming
    edge).
    """

    arms: dict[str, list[Candidate]] = Field(default_factory=dict)
    anchors: list[Candidate] = Field(default_factory=list)
    nodes: dict[str, ClosureNode] = Field(default_factory=dict)
    edges: list[ClosureEdge] = Field(default_factory=list)
    scope: list[str] = Field(default_factory=list)
    candidates: dict[str, ClosureNode] = Field(default_factory=dict)
    companions: list[ClosureEdge] = Field(default_factory=list)
    #: Accepted deferrals valid at the read's moment from a closure document to a document
    #: they put off (not in force, so not in the closure): a deferral answers for an anchor so
    #: put off.
    deferrals: list[ClosureEdge] = Field(default_factory=list)
    #: Accepted edges from a document a deferral among ``deferrals`` puts off to what it is to
    #: supersede once in force: held off meanwhile, so that document still controls, read with
    #: the deferral (in force, visible, not deferred, superseded by nothing holding; among
    #: ``nodes``, from outside the closure with no incoming edge).
    held_off: list[ClosureEdge] = Field(default_factory=list)
    #: The documents ``deferrals`` put off, recorded, visible to the caller and superseded by
    #: nothing holding: not in force, so never controlling, but one that holds nothing off
    #: (it replaces nothing still standing) is what its deferral is about, shown after it.
    awaited: dict[str, ClosureNode] = Field(default_factory=dict)
    #: Arms the store could not run for this read, with why (Neo4j's dense index populating).
    unavailable: dict[str, str] = Field(default_factory=dict)


class StoredDocument(BaseModel):
    """A document as read back, with its scope entities and stored bookkeeping."""

    document: Document
    content_hash: str
    ingested_at: str | None
    recorded_at: str | None
    entities: list[str] = Field(default_factory=list)


class EdgeRecord(BaseModel):
    """An authority edge as curators review it: the edge, its review audit, and end titles."""

    edge: AuthorityEdge
    reviewed_by: str | None = None
    reviewed_at: str | None = None
    review_reason: str | None = None
    newer_title: str | None = None
    older_title: str | None = None


@runtime_checkable
class GraphStore(Protocol):
    """What the engine, the ingest loader and the API need from a database."""

    name: str

    def ensure_schema(self) -> None:
        """Create constraints and indexes if missing and wait until they are usable."""

    def load_started(self, load_id: str, inputs: str) -> None:
        """Mark a load about to write (``unfinished_loads`` lists it until ``load_finished``):
        writes go batch by batch, and a load killed half-way leaves documents without the
        edges derived after them, which only a re-run restores."""

    def load_finished(self, load_id: str, inputs: str) -> None:
        """Remove the mark of a load that finished, and those of earlier loads of the same
        ``inputs`` (the re-run of an interrupted load restores what it had yet to write)."""

    def unfinished_loads(self) -> list[str]:
        """Loads marked and not finished, as "<started> (<inputs>)", oldest first."""

    def upsert(self, batch: IngestBatch) -> UpsertStats:
        """Write a batch idempotently: MERGE on ids/keys, update changed documents in place."""

    def car_subgraph(self, request: AnchorRequest) -> CarSubgraph:
        """Anchors (all arms, fused) plus their authority closure, in one read."""

    def lexical_search(self, request: AnchorRequest) -> list[Candidate]:
        """The lexical (BM25) arm alone, ranked; no fusion, no closure."""

    def get_document(self, doc_id: str, access: Sequence[str] | None) -> StoredDocument | None:
        """One document if it exists and the caller may see it."""

    def existing_ids(self, ids: Sequence[str]) -> set[str]:
        """The subset of ``ids`` that are stored documents."""

    def visible_ids(self, ids: Sequence[str], access: Sequence[str]) -> set[str]:
        """The subset of ``ids`` that are stored documents ``access`` may see."""

    def stored_metadata(self, ids: Sequence[str]) -> dict[str, dict[str, Any]]:
        """The metadata of each stored document among ``ids`` (absent ones left out)."""

    def documents_by_entities(
        self, keys: Sequence[str], *, written_before: str | None = None
    ) -> dict[str, list[Document]]:
        """Stored documents in the scope of each entity key (for edge derivation at ingest);
        with ``written_before``, only those last written at or before that instant (a load
        asks for what earlier loads stored, not for the documents it has just written)."""

    def documents_by_titles(
        self, titles: Sequence[str], *, written_before: str | None = None
    ) -> dict[str, list[Document]]:
        """Stored documents whose lower-cased title is one of ``titles``, by that title (a
        cue citing a document by its title: "supersedes the 2016 ESC Guidelines for ...");
        ``written_before`` as for ``documents_by_entities``."""

    def edges(
        self, *, status: EdgeStatus | None = None, doc_id: str | None = None, limit: int = 1000
    ) -> list[AuthorityEdge]:
        """Stored authority edges, optionally filtered."""

    def scope_keys(self, ids: Sequence[str]) -> dict[str, set[str]]:
        """Every entity key each stored document among ``ids`` mentions (absent ones left
        out)."""

    def edges_touching(self, ids: Sequence[str]) -> list[AuthorityEdge]:
        """Every SUPERSEDES edge, of any status, with an end among ``ids`` (sorted by newer id,
        older id, kind)."""

    def superseded_by_rule(self, ids: Sequence[str], rule: str) -> set[str]:
        """The documents among ``ids`` that an accepted edge written by ``rule`` supersedes."""

    def set_edge_status(
        self, newer_id: str, older_id: str, kind: str, status: EdgeStatus, *, by: str, reason: str
    ) -> AuthorityEdge:
        """Curator review: accept or reject an edge, with audit fields."""

    def entity(self, key: str) -> Entity | None:
        """An entity by canonical key."""

    def stored_entity_keys(self, keys: Sequence[str]) -> set[str]:
        """Those of ``keys`` that are stored entities (one read for a question's names)."""

    def entities_of_kinds(self, kinds: Sequence[str]) -> list[Entity]:
        """Every stored entity of ``kinds``, by key (names a later load must recognise)."""

    def authority_chain(
        self, doc_id: str, access: Sequence[str] | None, *, as_of: str
    ) -> CarSubgraph | None:
        """The document, everything above and below it over accepted SUPERSEDES edges, and the
        far ends of proposed edges touching them; edges among those (all but rejected).
        ``superseded`` is judged at ``as_of``. None when the document is absent or hidden;
        other hidden chain documents come back with ``visible=False`` and no title/text."""

    def entity_scope(
        self, key: str, access: Sequence[str] | None, *, as_of: str, known_at: str
    ) -> CarSubgraph | None:
        """Visible documents mentioning ``key`` (as ``anchors``, score 1.0) and their authority
        closure, shaped like ``car_subgraph``. None when the entity does not exist."""

    def edge_records(
        self,
        *,
        status: EdgeStatus | None = None,
        doc_id: str | None = None,
        access: Sequence[str] | None = None,
        limit: int = 100,
        offset: int = 0,
    ) -> list[EdgeRecord]:
        """SUPERSEDES edges with their review audit; only edges whose two ends ``access``
        may see."""

    def index_states(self) -> dict[str, str]:
        """Index name -> state (``ONLINE`` when usable); raises StoreUnavailableError when
        the database cannot be reached (readiness probes)."""

    def counts(self) -> dict[str, int]:
        """Node and relationship counts (for idempotence checks and status)."""

    def domains(self, access: Sequence[str] | None) -> list[str]:
        """The domains of the documents ``access`` may see (None: all), sorted."""

    def export_batches(self, batch_size: int) -> Sequence[IngestBatch]:
        """The whole graph as ingest batches (moving between stores)."""

    def clear(self) -> None:
        """Delete every graphcar node and relationship (tests, re-imports)."""

    def close(self) -> None:
        """Release connections/files."""
