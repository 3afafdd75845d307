"""Faults, the way databases prove recovery: kill -9 the server in the middle of an ingest,
restart it, re-run the same ingest, and compare with an uninterrupted load."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks.corpus import generate, write
from graphcar import launcher
from graphcar.store.neo4j import Neo4jStore
from tests.integration.private_neo4j import kill_server, private_server

pytestmark = [pytest.mark.integration, pytest.mark.slow]

PASSWORD = "fault-test-password"
PORT = 7696


def fingerprint(store: Neo4jStore) -> tuple[dict[str, int], str]:
    """Counts plus a checksum over every document's content hash and every edge."""
    lines: list[str] = []
    for batch in store.export_batches(2000):
        lines += [f"doc {d.id} {d.content_hash()}" for d in batch.documents]
        lines += [f"mention {m.doc_id} {m.entity_key}" for m in batch.mentions]
        lines += [
            f"edge {e.newer_id} {e.older_id} {e.kind} {e.status} {e.rule}" for e in batch.edges
        ]
    digest = hashlib.sha256("\n".join(sorted(lines)).encode()).hexdigest()
    return store.counts(), digest


def run_ingest(corpus: Path, uri: str) -> subprocess.Popen[bytes]:
    env = dict(
        os.environ,
        GRAPHCAR_NEO4J_URI=uri,
        GRAPHCAR_NEO4J_PASSWORD=PASSWORD,
        GRAPHCAR_BATCH_SIZE="250",
        GRAPHCAR_DENSE="0",
    )
    return subprocess.Popen(
        [sys.executable, "-m", "graphcar", "ingest", str(corpus)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[launcher.LocalNeo4jConfig]:
    yield from private_server(tmp_path_factory, "fault-neo4j", PORT, PASSWORD)


def test_kill_9_mid_ingest_then_rerun_equals_uninterrupted_load(
    server: launcher.LocalNeo4jConfig, tmp_path: Path
) -> None:
    corpus, _ = write(generate(6000, seed=11), tmp_path / "corpus")
    uri = launcher.uri(server)
    store = Neo4jStore(uri, "neo4j", PASSWORD)
    store.clear()

    loading = run_ingest(corpus, uri)
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline and loading.poll() is None:
        try:
            if store.counts()["documents"] >= 500:
                break
        except Exception:
            pass
        time.sleep(0.2)
    assert loading.poll() is None, "ingest finished before the fault could be injected"
    kill_server(server)
    loading.wait(timeout=120)
    assert loading.returncode != 0, "the interrupted ingest must report failure"
    store.close()

    launcher.start(server, timeout=240)
    store = Neo4jStore(uri, "neo4j", PASSWORD)
    partial = store.counts()["documents"]
    assert 0 < partial < 6000
    rerun = run_ingest(corpus, uri)
    output = rerun.communicate(timeout=600)[0].decode()
    assert rerun.returncode == 0, output
    recovered = fingerprint(store)

    store.clear()
    clean = run_ingest(corpus, uri)
    output = clean.communicate(timeout=600)[0].decode()
    assert clean.returncode == 0, output
    assert fingerprint(store) == recovered
    store.close()
