"""Batched, idempotent loading of source records into a store.

Two passes: records are read and validated first (so an edge may name a document that comes
later in the input), then written in batches: documents with their scope, then edges. Every
write is a MERGE, so re-running a load after a crash finishes the job and ends with the same
graph.
"""

from __future__ import annotations

import json
import time
import uuid
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Protocol

from pydantic import BaseModel, Field

from graphcar.errors import InputError
from graphcar.model import (
    LAPSE_DOC_TYPE,
    NON_SUPERSEDING_KINDS,
    AuthorityEdge,
    Entity,
    IngestBatch,
    Mention,
    UpsertStats,
    now_timestamp,
)
from graphcar.store.base import GraphStore
from ingest.extract import Analysis, Extractor, IdentifierExtractor
from ingest.lapses import followed_lapses, with_lapses
from ingest.records import RecordError, SourceRecord
from ingest.retractions import (
    previous_edges,
    rejection_message,
    retracted_ids,
    retraction_edges,
    stale_edges,
)
from ingest.revisions import newest_copies, stale_records


class EdgeDeriver(Protocol):
    """Derives edges for loaded records; ``analyses`` is what ingest already extracted from
    each document (by id), so derivation does not run the pipeline a second time;
    ``written_before`` is when the load began (stored documents written since are its own);
    ``retracted`` the documents the load retracts (left out of derivation)."""

    def __call__(
        self,
        records: Sequence[SourceRecord],
        store: GraphStore,
        *,
        analyses: Mapping[str, Analysis] | None = None,
        written_before: str | None = None,
        retracted: Collection[str] = (),
    ) -> list[AuthorityEdge]: ...


DocumentEmbedder = Callable[[Sequence[str]], list[list[float]]]
Progress = Callable[[int, int], None]


class LoadReport(BaseModel):
    """What a load did, for the summary table and the exit code."""

    read: int = 0
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    rejected: int = 0
    errors: list[str] = Field(default_factory=list)
    edges_by_source: dict[str, int] = Field(default_factory=dict)
    edges_by_kind: dict[str, int] = Field(default_factory=dict)
    #: Accepted edges act on answers; proposed ones wait for a curator (``edges review``).
    #: Superseding edges only, as ``edges list`` lists them ...
    edges_by_status: dict[str, int] = Field(default_factory=dict)
    #: ... and the relations that supersede nothing (limits, distinguishes ...) apart.
    relations_by_status: dict[str, int] = Field(default_factory=dict)
    #: How many documents of the load each domain pack governs: the pack decides which wordings
    #: and rules derive edges (a "policy" doc type belongs to versioned-policy, which needs
    #: codes), so a load deriving few edges shows where to look.
    documents_by_pack: dict[str, int] = Field(default_factory=dict)
    #: Per "pack: doc_type", documents of a type their governing pack does not declare: read
    #: as commentary, they derive no rule edge (``graphcar domains list`` lists the types).
    undeclared_doc_types: dict[str, int] = Field(default_factory=dict)
    #: Doc types sent as one of their pack's aliases, stored as the declared type.
    doc_types_read_as: dict[str, int] = Field(default_factory=dict)
    cycles: list[str] = Field(default_factory=list)
    retracted: list[str] = Field(default_factory=list)
    #: Records older than the stored copy they would overwrite (``ingest.revisions``).
    skipped: list[str] = Field(default_factory=list)
    seconds: dict[str, float] = Field(default_factory=dict)

    @property
    def loaded(self) -> int:
        """Documents created or changed by this load."""
        return self.created + self.updated

    @property
    def ok(self) -> bool:
        """True when nothing was rejected."""
        return self.rejected == 0 and not self.cycles


def link_field(edges: Sequence[AuthorityEdge], index: int) -> str:
    """The input field of a record's ``index``-th stated edge: readers give the superseding
    ones (``supersedes``) before the relations (``relations``)."""
    section = "supersedes" if edges[index].supersedes else "relations"
    position = sum(1 for edge in edges[:index] if edge.supersedes == edges[index].supersedes)
    return f"{section}.{position}.id"


def reject_unknown_targets(
    records: list[SourceRecord],
    store: GraphStore | None,
    access: Sequence[str] | None = None,
) -> tuple[list[SourceRecord], list[RecordError]]:
    """Records whose edges name a document neither in the input nor in the store are rejected
    (``store=None``: a store about to be wiped, which will hold nothing else); with
    ``access`` (an uploader's labels), a stored document it may not see counts as absent."""
    input_ids = {record.document.id for record in records}
    named = sorted({edge.older_id for record in records for edge in record.edges} - input_ids)
    stored: set[str] = set()
    if named and store is not None:
        stored = store.existing_ids(named) if access is None else store.visible_ids(named, access)
    kept: list[SourceRecord] = []
    errors: list[RecordError] = []
    for record in records:
        missing = [
            (index, edge.older_id)
            for index, edge in enumerate(record.edges)
            if edge.older_id not in input_ids and edge.older_id not in stored
        ]
        if missing:
            index, target = missing[0]
            errors.append(
                RecordError(
                    location=record.location,
                    field=link_field(record.edges, index),
                    message=f"unknown edge target {target!r}: not in the input nor the store",
                )
            )
        else:
            kept.append(record)
    return kept, errors


def input_order(error: RecordError) -> tuple[str, int]:
    """Sort key putting errors in file, then line, order."""
    path, _, line = error.location.rpartition(":")
    return (path, int(line)) if line.isdigit() else (error.location, 0)


def batches(items: Sequence[SourceRecord], size: int) -> Iterable[Sequence[SourceRecord]]:
    """Consecutive slices of at most ``size`` records."""
    for start in range(0, len(items), size):
        yield items[start : start + size]


class StageClock:
    """Seconds spent per ingest stage, for the summary and the ingest benchmark's split."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = {}

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            elapsed = time.perf_counter() - started
            self.seconds[name] = self.seconds.get(name, 0.0) + elapsed


class BackgroundWriter:
    """Writes batches on one worker thread while the caller works on: documents while the
    next batch is extracted, explicit edges while edges are derived. The database works in its
    own process, so its time overlaps Python's instead of adding to it. At most one job
    waits, which bounds memory; a failed write surfaces on the next call."""

    def __init__(self, store: GraphStore, clock: StageClock) -> None:
        self.store, self.clock = store, clock
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="graphcar-writer")
        self.pending: Future[UpsertStats] | None = None
        self.stats = UpsertStats()

    def submit(self, stage: str, batches: Sequence[IngestBatch]) -> None:
        """Write ``batches`` in order (timed as ``stage``) once the job in flight is done."""
        self.drain()
        self.pending = self.pool.submit(self._write, stage, batches)

    def drain(self) -> UpsertStats:
        """Wait for the job in flight; the merged stats of everything written so far."""
        if self.pending is not None:
            pending, self.pending = self.pending, None
            self.stats = self.stats.merge(pending.result())
        return self.stats

    def close(self) -> None:
        self.pool.shutdown(wait=True)

    def _write(self, stage: str, batches: Sequence[IngestBatch]) -> UpsertStats:
        stats = UpsertStats()
        with self.clock.stage(stage):
            for batch in batches:
                stats = stats.merge(self.store.upsert(batch))
        return stats


def edge_batches(edges: Sequence[AuthorityEdge], size: int) -> list[IngestBatch]:
    return [
        IngestBatch(edges=list(edges[start : start + size])) for start in range(0, len(edges), size)
    ]


def document_batch(
    records: Sequence[SourceRecord],
    analyses: Sequence[Analysis],
    embedder: DocumentEmbedder | None,
) -> IngestBatch:
    """Documents with their scope (named + extracted entities) and optional embeddings."""
    batch = IngestBatch(documents=[record.document for record in records])
    entities: dict[str, Entity] = {}
    for record, analysis in zip(records, analyses, strict=True):
        doc_entities = {entity.key: entity for entity in [*record.entities, *analysis.entities]}
        for key, entity in doc_entities.items():
            entities.setdefault(key, entity)
            batch.mentions.append(Mention(doc_id=record.document.id, entity_key=key))
    batch.entities = list(entities.values())
    if embedder is not None:
        texts = [d.searchable_text for d in batch.documents]
        batch.embeddings = dict(zip([d.id for d in batch.documents], embedder(texts), strict=True))
    return batch


def load_records(
    items: Iterable[SourceRecord | RecordError],
    store: GraphStore,
    *,
    extractor: Extractor | None = None,
    derive_edges: EdgeDeriver | None = None,
    embedder: DocumentEmbedder | None = None,
    batch_size: int = 1000,
    rejects_path: Path | None = None,
    progress: Progress | None = None,
    access: Sequence[str] | None = None,
) -> LoadReport:
    """Validate, extract, derive and write; bad records are reported, the rest still loads.
    ``access``: the labels of who sends the records (an API key), whose links may name only
    documents it may see."""
    report = LoadReport()
    if rejects_path is not None:
        write_rejects(rejects_path, [])  # emptied, and found writable, before anything loads
    records: list[SourceRecord] = []
    errors: list[RecordError] = []
    clock = StageClock()
    started = now_timestamp()
    store.ensure_schema()  # before the first read: a brand-new store has no tables yet
    extractor = extractor or IdentifierExtractor()
    with clock.stage("read"):
        for item in items:
            report.read += 1
            (records if isinstance(item, SourceRecord) else errors).append(item)  # type: ignore[arg-type]
        records, report.doc_types_read_as = declared_types(records, extractor)
        records, copies = newest_copies(records)
        records, report.skipped = stale_records(records, store)
        report.skipped[:0] = copies
        records, unknown = reject_unknown_targets(records, store, access)
        records = with_lapses(records)
        previous = previous_edges(records, store)
    errors = sorted([*errors, *unknown], key=input_order)
    retractions, report.retracted = retraction_edges(records, previous)
    extractor.prime_from(store)
    extractor.prime([record.document for record in records])
    analyses: dict[str, Analysis] = {}
    explicit = [edge for record in records for edge in record.edges]
    derived: list[AuthorityEdge] = []
    load_id, inputs = uuid.uuid4().hex, inputs_of(records)
    store.load_started(load_id, inputs)
    writer = BackgroundWriter(store, clock)
    try:
        for chunk in batches(records, batch_size):
            with clock.stage("extract"):
                found = extractor.analyse([record.document for record in chunk])
            analyses.update((r.document.id, a) for r, a in zip(chunk, found, strict=True))
            with clock.stage("prepare"):  # scope mentions and embeddings
                batch = document_batch(chunk, found, embedder)
            writer.submit("write_documents", [batch])
            if progress:
                progress(len(chunk), len(records))
        # Explicit edges are written while the derivation runs (both endpoints are stored by
        # now); derived edges come after them, in the order a single list would have had.
        writer.submit("write_edges", edge_batches([*retractions, *explicit], batch_size))
        if derive_edges is not None:
            with clock.stage("derive"):
                derived = derive_edges(
                    records,
                    store,
                    analyses=analyses,
                    written_before=started,
                    retracted=retracted_ids(retractions),
                )
        report.retracted += [
            rejection_message(edge, "follows from the documents")
            for edge in derived
            if edge.source == "rule" and edge.status == "rejected"  # displaced (derive.py)
        ]
        derived += followed_lapses(records, [*explicit, *derived], previous, store)
        produced = [*retractions, *explicit, *derived]  # one MERGE key: never reject these
        stale, no_longer = stale_edges(
            records, previous, produced, derived_again=derive_edges is not None
        )
        report.retracted += no_longer
        writer.submit("write_edges", edge_batches([*derived, *stale], batch_size))
        stats = writer.drain()
    finally:
        writer.close()
    store.load_finished(load_id, inputs)  # not on a failure: what it wrote lacks the rest
    edges = explicit + derived
    report.seconds = clock.seconds
    report.created, report.updated, report.unchanged = stats.created, stats.updated, stats.unchanged
    report.cycles = stats.cycles
    report.rejected = len(errors)
    report.errors = [str(error) for error in errors]
    report.edges_by_source = dict(Counter(edge.source for edge in edges))
    report.edges_by_kind = dict(Counter(edge.kind for edge in edges))
    # a curator's decision stands over what this load derived (the store keeps it)
    decided = {(e.newer_id, e.older_id, e.kind): e.status for e in previous if e.curated}
    statuses = Counter(
        (e.kind in NON_SUPERSEDING_KINDS, decided.get((e.newer_id, e.older_id, e.kind), e.status))
        for e in edges
    )
    report.edges_by_status = {s: n for (rel, s), n in sorted(statuses.items()) if not rel}
    report.relations_by_status = {s: n for (rel, s), n in sorted(statuses.items()) if rel}
    governed = Counter(pack for analysis in analyses.values() for pack in analysis.packs)
    report.documents_by_pack = dict(sorted(governed.items()))
    undeclared = Counter(
        f"{pack}: {record.document.doc_type}"
        for record in records
        if record.document.id in analyses and record.document.doc_type != LAPSE_DOC_TYPE
        for pack in analyses[record.document.id].undeclared
    )
    report.undeclared_doc_types = dict(sorted(undeclared.items()))
    if rejects_path is not None and errors:
        write_rejects(rejects_path, errors)
    return report


def declared_types(
    records: Sequence[SourceRecord], extractor: Extractor
) -> tuple[list[SourceRecord], dict[str, int]]:
    """The records with the doc types their packs declare for the aliases they were sent with,
    and how many of each alias were read so ("blackout -> blackout_announced": 2)."""
    declared: list[SourceRecord] = []
    read_as: Counter[str] = Counter()
    for record in records:
        document = extractor.declared(record.document)
        if document is not record.document:
            read_as[f"{record.document.doc_type} -> {document.doc_type}"] += 1
            record = record.model_copy(update={"document": document})
        declared.append(record)
    return declared, dict(sorted(read_as.items()))


def inputs_of(records: Sequence[SourceRecord]) -> str:
    """The files a load reads, for its in-progress mark ("a.jsonl, b.json and 3 more")."""
    files = list(dict.fromkeys(record.location.rsplit(":", 1)[0] for record in records))
    shown = ", ".join(files[:3])
    return f"{shown} and {len(files) - 3} more" if len(files) > 3 else shown or "no records"


def write_rejects(path: Path, errors: Sequence[RecordError]) -> None:
    """One JSON line per rejected record: where, which field, why, and the record as read
    (``raw``, where the reader keeps it: a JSONL line to fix and send again). A run without
    rejects leaves the file empty: an earlier run's rejects must not read as this one's."""
    try:
        with path.open("w", encoding="utf-8") as handle:
            for error in errors:
                line = json.dumps(error.model_dump(exclude_none=True), ensure_ascii=False)
                handle.write(line + "\n")
    except OSError as exc:
        raise InputError(
            f"cannot write the rejects file {path}: {exc.strerror or exc}", field="rejects"
        ) from exc
