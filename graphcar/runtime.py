"""Wires settings into a store, an engine and the ingest pipeline (shared by CLI and API)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from graphcar.car import CarEngine, QueryEmbedder
from graphcar.config import Settings
from graphcar.errors import InputError
from graphcar.store.base import GraphStore
from graphcar.store.factory import open_store
from ingest.load import DocumentEmbedder, LoadReport, Progress, load_records
from ingest.readers import read_any
from ingest.records import DuplicateIds, RecordError, SourceRecord


def query_embedder(settings: Settings) -> QueryEmbedder | None:
    """The dense query encoder when the [dense] extra is enabled, else None."""
    if not settings.dense:
        return None
    from graphcar.anchors.dense import get_embedder

    embedder = get_embedder(settings.embedding_model)
    return embedder.embed_query


def document_embedder(settings: Settings) -> DocumentEmbedder | None:
    """The batch document encoder when dense retrieval is enabled."""
    if not settings.dense:
        return None
    from graphcar.anchors.dense import get_embedder

    return get_embedder(settings.embedding_model).embed_documents


def build_engine(settings: Settings, store: GraphStore | None = None) -> CarEngine:
    """A CAR engine over the configured (or given) store."""
    from graphcar.domains.packs import installed_packs
    from graphcar.domains.verdicts import rules_for

    packs = installed_packs(settings)
    return CarEngine(
        store or open_store(settings),
        settings,
        embed_query=query_embedder(settings),
        verdict_rules=rules_for(packs),
        name_kinds=sorted({kind for pack in packs for kind in pack.query_names}),
        word_kinds=sorted({kind for pack in packs for kind in pack.query_words}),
        name_patterns=[p for pack in packs for p in pack.entity_patterns if p.in_questions],
    )


def read_inputs(paths: Sequence[Path], fmt: str) -> Iterable[SourceRecord | RecordError]:
    """Records of every input file; a duplicate id across files is an error on the later one
    (copies of a versioned record pass: the loader keeps the newest)."""
    duplicates = DuplicateIds()
    for path in paths:
        if not path.exists():
            raise InputError(f"no such file or directory: {path}", location=str(path))
        for item in read_any(path, fmt):
            problem = duplicates.problem(item) if isinstance(item, SourceRecord) else None
            yield item if problem is None else problem


def ingest_paths(
    settings: Settings,
    store: GraphStore,
    paths: Sequence[Path],
    *,
    fmt: str = "auto",
    rejects_path: Path | None = None,
    progress: Progress | None = None,
) -> LoadReport:
    """Read, extract, derive and load files into ``store``."""
    return ingest_records(
        settings, store, read_inputs(paths, fmt), rejects_path=rejects_path, progress=progress
    )


def ingest_records(
    settings: Settings,
    store: GraphStore,
    items: Iterable[SourceRecord | RecordError],
    *,
    rejects_path: Path | None = None,
    progress: Progress | None = None,
    access: Sequence[str] | None = None,
) -> LoadReport:
    """Extract, derive and load records already read (an upload, named as its sender named
    it rather than by the server's temporary path); ``access``: the sender's labels."""
    from ingest.derive import PackDeriver
    from ingest.extract import spacy_extractor

    extractor = spacy_extractor(settings)
    return load_records(
        items,
        store,
        extractor=extractor,
        derive_edges=PackDeriver(extractor),
        embedder=document_embedder(settings),
        batch_size=settings.batch_size,
        rejects_path=rejects_path,
        progress=progress,
        access=access,
    )
