"""Request and response bodies of the HTTP API (pydantic v2, with OpenAPI examples).

Responses never carry the title, text or id of a document the caller may not see: hidden
documents appear as ``restricted:<token>`` with ``visible: false``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, JsonValue, field_validator

from graphcar.model import (
    CONTROL_CHARS,
    Arm,
    AsOfTimestamp,
    ChainLink,
    EdgeStatus,
    Entity,
    Verdict,
    nfc,
)
from graphcar.review import MIN_REASON_CHARS

MAX_QUERY_FIELD_CHARS = 100_000
ALL_ARMS: tuple[Arm, ...] = ("lexical", "dense", "identifier")

QUERY_EXAMPLE: dict[str, JsonValue] = {
    "query": "Is Log4j still vulnerable to remote code execution through JNDI lookups?",
    "k": 5,
    "trace": False,
}


class QueryBase(BaseModel):
    """What every CAR request carries; the server caps ``k`` at GRAPHCAR_MAX_K and the query at
    GRAPHCAR_MAX_QUERY_CHARS."""

    # strict: a JSON true or "5" is no k, "yes" no trace (they were taken as 1, 5 and true)
    model_config = ConfigDict(
        extra="forbid", strict=True, json_schema_extra={"examples": [QUERY_EXAMPLE]}
    )

    query: str = Field(
        min_length=1,
        max_length=MAX_QUERY_FIELD_CHARS,
        description="The question, in natural language and/or with identifiers.",
    )
    k: int = Field(default=5, ge=1, le=1000, description="Context budget; never cuts the frontier.")
    as_of: AsOfTimestamp = Field(
        default=None, description="Valid time: authority on this date (a bare date: its end)."
    )
    known_at: AsOfTimestamp = Field(
        default=None,
        description="Transaction time (audit replays); a bare date means the end of that day.",
    )
    domain: str | None = Field(
        default=None,
        max_length=64,
        pattern=r"^[A-Za-z0-9_.-]+$",
        description="Anchor only documents of this domain (a domain no document you may see "
        "has is a 422 naming the ones there are).",
    )
    arms: list[Arm] = Field(
        default_factory=lambda: list(ALL_ARMS),
        min_length=1,
        description="Anchor arms to use.",
    )
    trace: bool = Field(default=False, description="Include the retrieval trace.")

    @field_validator("query")
    @classmethod
    def _printable(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("query text is empty")
        if CONTROL_CHARS.search(value):
            raise ValueError("query contains control characters")
        return value


class QueryRequest(QueryBase):
    """``POST /v1/query``."""


class ContextRequest(QueryBase):
    """``POST /v1/context``: the same question, answered as a context packet for an LLM."""


class Supersession(BaseModel):
    """One document superseding another: by whom, how, since when."""

    id: str = Field(examples=["sec-log4j-2.16.0"])
    visible: bool = True
    kind: str = Field(examples=["patches"])
    since: str | None = Field(default=None, examples=["2021-12-13T00:00:00Z"])
    #: A suspension ends with its superseder's effective_to (None: it does not end).
    until: str | None = Field(default=None, examples=[None])


#: A packet section's authority: controlling, superseded, or a review candidate (pending).
SectionRole = Literal["controlling", "superseded", "candidate"]


class ContextSection(BaseModel):
    """One document of the packet, labelled with its authority."""

    id: str
    role: SectionRole
    visible: bool
    label: str = Field(examples=["SUPERSEDED on 2021-12-13 by sec-log4j-2.16.0 (patches)"])
    title: str | None = None
    published_at: str | None = None
    text: str | None = None
    superseded_by: list[Supersession] = Field(default_factory=list)


class ContextPacket(BaseModel):
    """RAG context: controlling text first, superseded texts labelled as superseded."""

    query: str
    sections: list[ContextSection]
    text: str = Field(description="The sections rendered as one prompt-ready string.")
    frontier: list[str]
    frontier_exceeds_k: bool = False
    conflicts: list[list[str]] = Field(default_factory=list)
    verdict: Verdict | None = None


class DocumentPublic(BaseModel):
    """A stored document as the caller may see it."""

    id: str
    title: str
    text: str
    domain: str
    doc_type: str
    published_at: str | None = None
    effective_from: str | None = None
    effective_to: str | None = None
    source: str = ""
    url: str = ""
    access: list[str] | None = Field(
        default=None, description="Access labels (shown to unrestricted keys only)."
    )
    metadata: dict[str, str | int | float | bool | None] = Field(default_factory=dict)


class DocumentResponse(BaseModel):
    """``GET /v1/documents/{id}``: the document, its scope and its authority status."""

    document: DocumentPublic
    entities: list[str]
    content_hash: str
    ingested_at: str | None = None
    status: Literal["controlling", "superseded"]
    superseded_by: list[Supersession] = Field(default_factory=list)
    supersedes: list[Supersession] = Field(default_factory=list)
    pending: list[Supersession] = Field(default_factory=list)
    note: str | None = None


class ChainNode(BaseModel):
    """A document in an authority chain or entity scope."""

    id: str
    visible: bool
    role: Literal["controlling", "superseded"]
    focus: bool = False
    title: str | None = None
    doc_type: str | None = None
    domain: str | None = None
    published_at: str | None = None
    in_force_from: str | None = None
    note: str | None = None


class ChainEdge(ChainLink):
    """A SUPERSEDES edge between two chain nodes (accepted or pending review)."""


class AuthorityChainResponse(BaseModel):
    """``GET /v1/documents/{id}/authority``: the chain up and down, with its edges."""

    focus: str
    as_of: str
    nodes: list[ChainNode]
    edges: list[ChainEdge]
    controlling: list[str]
    conflicts: list[list[str]] = Field(default_factory=list)


class EntityResponse(BaseModel):
    """``GET /v1/entities/{key}``: every visible document about the entity, and the frontier."""

    entity: Entity
    as_of: str
    documents: list[ChainNode]
    frontier: list[str]
    nodes: list[ChainNode]
    edges: list[ChainEdge]
    conflicts: list[list[str]] = Field(default_factory=list)


class IngestResponse(BaseModel):
    """``POST /v1/ingest``: the load report (locations name the upload, ``name:line``)."""

    read: int
    loaded: int
    created: int
    updated: int
    unchanged: int
    rejected: int
    errors: list[str] = Field(default_factory=list)
    edges_by_source: dict[str, int] = Field(default_factory=dict)
    edges_by_kind: dict[str, int] = Field(default_factory=dict)
    cycles: list[str] = Field(default_factory=list)
    #: Documents a re-read record no longer states (an OSV fix no longer named), now
    #: superseded by that record.
    retracted: list[str] = Field(default_factory=list)
    #: Records older than the stored copy they would overwrite (an OSV record whose
    #: ``modified`` is earlier), skipped with the documents they state.
    skipped: list[str] = Field(default_factory=list)


class EdgeView(BaseModel):
    """An authority edge with its review audit."""

    newer_id: str
    older_id: str
    kind: str
    rule: str
    source: str
    status: EdgeStatus
    confidence: float
    evidence: str = ""
    valid_from: str | None = None
    valid_to: str | None = None
    recorded_at: str | None = None
    newer_title: str | None = None
    older_title: str | None = None
    reviewed_by: str | None = None
    reviewed_at: str | None = None
    review_reason: str | None = None


class EdgeList(BaseModel):
    """``GET /v1/edges``."""

    edges: list[EdgeView]
    limit: int
    offset: int


REVIEW_EXAMPLE: dict[str, JsonValue] = {
    "newer_id": "sec-log4j-2.16.0",
    "older_id": "sec-cve-2021-45046",
    "kind": "patches",
    "decision": "accept",
    "reason": "2.16.0 release notes name CVE-2021-45046 as fixed",
}


class EdgeRequest(BaseModel):
    """What every curator request on one edge carries: its ends, its kind and a reason."""

    model_config = ConfigDict(extra="forbid", strict=True)

    newer_id: str = Field(min_length=1, max_length=512)
    older_id: str = Field(min_length=1, max_length=512)
    kind: str = Field(min_length=1, max_length=32)
    reason: str = Field(min_length=MIN_REASON_CHARS, max_length=2000)

    @field_validator("newer_id", "older_id", "kind", "reason")
    @classmethod
    def _printable(cls, value: str) -> str:
        """Non-blank printable text, stripped, NFC."""
        if CONTROL_CHARS.search(value) or not value.strip():
            raise ValueError("must be non-blank printable text")
        return nfc(value.strip())


class ReviewRequest(EdgeRequest):
    """``POST /v1/edges/review``: a curator's decision on one edge; the reason is required."""

    model_config = ConfigDict(json_schema_extra={"examples": [REVIEW_EXAMPLE]})

    decision: Literal["accept", "reject"]


ADD_EDGE_EXAMPLE: dict[str, JsonValue] = {
    "newer_id": "av-ad-2023-09-05",
    "older_id": "av-ad-2016-07-12",
    "kind": "supersedes",
    "reason": "Federal Register 88 FR 12345: AD 2023-09-05 supersedes AD 2016-07-12",
}


class AddEdgeRequest(EdgeRequest):
    """``POST /v1/edges``: an edge a curator adds (accepted, audited); the reason is required."""

    model_config = ConfigDict(json_schema_extra={"examples": [ADD_EDGE_EXAMPLE]})

    kind: str = Field(default="supersedes", min_length=1, max_length=32)


class Health(BaseModel):
    """``GET /healthz``: the process is alive."""

    status: Literal["ok"] = "ok"


class Readiness(BaseModel):
    """``GET /readyz``: the store answers and its indexes are ONLINE."""

    status: Literal["ready", "not-ready"]
    store: str
    indexes: dict[str, str] = Field(default_factory=dict)
    detail: str | None = None


class Me(BaseModel):
    """``GET /v1/me``: who the presented key is (the viewer uses it)."""

    name: str
    scopes: list[str]
    restricted: bool
    labels: list[str] | None
    auth_disabled: bool
