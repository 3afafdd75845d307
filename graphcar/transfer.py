"""Moving a whole graph between stores as JSONL (embedded -> Neo4j when a user outgrows it).

Each line is one typed record: ``{"type": "batch", "documents": [...], "entities": [...],
"mentions": [...], "edges": [...], "embeddings": {...}}`` — exactly an IngestBatch, so an import
replays the same idempotent upserts an ingest makes, and edge provenance (rule, source, status,
review) survives the move.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import ValidationError

from graphcar.errors import InputError, field_path, first_problem
from graphcar.model import IngestBatch, UpsertStats
from graphcar.store.base import GraphStore

FORMAT_TAG = "graphcar-graph/1"


def export_graph(store: GraphStore, path: Path, batch_size: int = 1000) -> int:
    """Write every document, entity, mention and edge; returns the number of batches."""
    batches = store.export_batches(batch_size)
    with path.open("w", encoding="utf-8") as handle:
        handle.write(json.dumps({"type": "header", "format": FORMAT_TAG}) + "\n")
        for batch in batches:
            payload = {"type": "batch", **batch.model_dump(mode="json")}
            handle.write(json.dumps(payload, ensure_ascii=False) + "\n")
    return len(batches)


def read_export(path: Path) -> list[IngestBatch]:
    """Validate a whole export before anything is written (a bad line changes nothing)."""
    batches: list[IngestBatch] = []
    with path.open("rb") as handle:
        for number, raw in enumerate(handle, start=1):
            location = f"{path}:{number}"
            try:
                payload = json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError) as exc:
                raise InputError(f"not a JSON line: {exc}", location=location) from exc
            if number == 1:
                if payload.get("format") != FORMAT_TAG:
                    raise InputError(f"not a {FORMAT_TAG} export", location=location)
                continue
            if payload.pop("type", None) != "batch":
                raise InputError("expected a batch record", location=location, field="type")
            try:
                batches.append(IngestBatch.model_validate(payload))
            except ValidationError as exc:
                loc, message = first_problem(exc)
                raise InputError(message, location=location, field=field_path(loc)) from exc
    if not batches and not path.stat().st_size:
        raise InputError("empty export file", location=f"{path}:0")
    return batches


def import_graph(store: GraphStore, path: Path) -> UpsertStats:
    """Replay an export into ``store`` (idempotent: importing twice changes nothing)."""
    batches = read_export(path)
    store.ensure_schema()
    stats = UpsertStats()
    for batch in batches:
        stats = stats.merge(store.upsert(batch))
    return stats
