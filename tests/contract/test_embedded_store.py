"""What only the embedded store has: its on-disk anchor index and its input checks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from graphcar.errors import InputError, QueryError
from graphcar.model import Document, IngestBatch
from graphcar.store.base import AnchorRequest
from graphcar.store.embedded import EmbeddedStore

AS_OF = "2030-01-01T00:00:00Z"
KNOWN_AT = "2999-01-01T00:00:00Z"


def lexical(store: EmbeddedStore, text: str) -> list[str]:
    request = AnchorRequest(lexical=text, as_of=AS_OF, known_at=KNOWN_AT)
    return [c.id for c in store.lexical_search(request)]


def test_index_survives_reopen_and_follows_updates(tmp_path: Path) -> None:
    store = EmbeddedStore(tmp_path / "s")
    store.ensure_schema()
    store.upsert(IngestBatch(documents=[Document(id="a", text="heap overflow in parser"),
                                        Document(id="b", text="logging release")]))
    assert lexical(store, "overflow") == ["a"]
    store.upsert(IngestBatch(documents=[Document(id="b", text="overflow fixed in release")]))
    assert lexical(store, "overflow") == ["a", "b"] or lexical(store, "overflow") == ["b", "a"]
    store.close()
    assert (tmp_path / "s" / "anchors" / "ids.json").is_file()
    reopened = EmbeddedStore(tmp_path / "s")
    assert sorted(lexical(reopened, "overflow")) == ["a", "b"]
    assert lexical(reopened, "logging") == []
    reopened.clear()
    assert lexical(reopened, "overflow") == []
    reopened.close()


def test_wrong_embedding_width_is_rejected_and_nothing_written(tmp_path: Path) -> None:
    store = EmbeddedStore(tmp_path / "s", embedding_dimensions=3)
    store.ensure_schema()
    bad = IngestBatch(documents=[Document(id="a", text="x")], embeddings={"a": [0.1, 0.2]})
    with pytest.raises(InputError, match="a:embedding: embedding has 2 dimensions"):
        store.upsert(bad)
    assert store.counts()["documents"] == 0
    store.close()


def test_dense_arm_ranks_by_cosine_with_prefilter(tmp_path: Path) -> None:
    store = EmbeddedStore(tmp_path / "s", embedding_dimensions=3)
    store.ensure_schema()
    store.upsert(IngestBatch(
        documents=[Document(id="near", text="x"), Document(id="far", text="y"),
                   Document(id="secret", text="z", access=["staff"])],
        embeddings={"near": [1.0, 0.1, 0.0], "far": [0.0, 1.0, 0.0], "secret": [1.0, 0.0, 0.0]},
    ))
    request = AnchorRequest(embedding=[1.0, 0.0, 0.0], as_of=AS_OF, known_at=KNOWN_AT,
                            access=[], anchor_k=2)
    graph = store.car_subgraph(request)
    assert [c.id for c in graph.arms["dense"]] == ["near", "far"]
    assert graph.arms["dense"][1].score == pytest.approx(0.5)
    with pytest.raises(QueryError, match="embedding"):
        store.car_subgraph(request.model_copy(update={"embedding": [1.0, 0.0]}))
    store.close()


def test_a_second_process_gets_a_clear_error(tmp_path: Path) -> None:
    first = EmbeddedStore(tmp_path / "s")
    first.ensure_schema()
    opener = (
        "import sys\nfrom pathlib import Path\nfrom graphcar.store.embedded import EmbeddedStore\n"
        "EmbeddedStore(Path(sys.argv[1]))"
    )
    try:
        child = subprocess.run(
            [sys.executable, "-c", opener, str(tmp_path / "s")],
            capture_output=True, text=True, timeout=120, check=False,
        )
    finally:
        first.close()
    assert child.returncode != 0
    assert "StoreUnavailableError" in child.stderr
    assert "is in use by another graphcar process (PID" in child.stderr


def test_a_never_loaded_store_reads_empty_and_names_an_unknown_edge_target(
    tmp_path: Path,
) -> None:
    """A brand-new store has no tables until something creates them: the first load's check
    of edge targets, or a read, crashed with 'Table Document does not exist'."""
    from ingest.jsonl import record_from_mapping
    from ingest.load import load_records
    from ingest.records import SourceRecord

    fresh = EmbeddedStore(tmp_path / "fresh")
    assert fresh.existing_ids(["a"]) == set() and lexical(fresh, "anything") == []
    fresh.close()
    store = EmbeddedStore(tmp_path / "load")
    items = [
        record_from_mapping(
            {"id": "a", "text": "x", "supersedes": [{"id": "nope", "kind": "replaces"}]}, "f:1"
        ),
        record_from_mapping({"id": "b", "text": "y"}, "f:2"),
        record_from_mapping(  # a relation's target is named as one (it read supersedes.0.id)
            {"id": "c", "text": "z", "supersedes": [{"id": "b"}],
             "relations": [{"id": "b", "kind": "cites"}, {"id": "gone", "kind": "cites"}]}, "f:3"
        ),
    ]
    assert all(isinstance(item, SourceRecord) for item in items)
    report = load_records(items, store)
    assert report.errors == [
        "f:1:supersedes.0.id: unknown edge target 'nope': not in the input nor the store",
        "f:3:relations.1.id: unknown edge target 'gone': not in the input nor the store",
    ]
    assert store.existing_ids(["a", "b", "c"]) == {"b"}
    store.close()


def test_a_store_written_before_edge_windows_opens_and_keeps_its_edges(tmp_path: Path) -> None:
    """Stores made by earlier releases lack SUPERSEDES.applies_to and valid_to: opening one
    adds the columns (ALTER in schema.cypher) and its edges read as unrestricted, unending."""
    import ladybug

    from graphcar.cypher import statements
    from graphcar.store.embedded import DATABASE_FILE

    path = tmp_path / "old"
    path.mkdir()
    connection = ladybug.Connection(ladybug.Database(str(path / DATABASE_FILE)))
    for text in statements("embedded", "schema"):
        if not text.startswith("ALTER"):
            connection.execute(text)
    connection.execute(
        "CREATE (:Document {id: 'v1', text: 'policy', in_force_from: $old, recorded_at: $old})"
        "<-[:SUPERSEDES {kind: 'replaces', rule: 'explicit', source: 'explicit',"
        " status: 'accepted', confidence: 1.0, recorded_at: $new}]-"
        "(:Document {id: 'v2', text: 'policy', in_force_from: $new, recorded_at: $new})",
        {"old": "2024-01-01T00:00:00Z", "new": "2025-01-01T00:00:00Z"},
    )
    del connection
    store = EmbeddedStore(path)
    [edge] = store.edges()
    assert (edge.newer_id, edge.older_id, edge.applies_to, edge.valid_to) == ("v2", "v1", (), None)
    chain = store.authority_chain("v1", None, as_of=AS_OF)
    assert chain is not None
    assert {doc_id for doc_id, node in chain.nodes.items() if not node.superseded} == {"v2"}
    store.close()
