"""Bounded load on the API over loopback: mixed query/ingest traffic from N clients for a fixed
time, then proof that nothing acknowledged was lost.

    python -m benchmarks.soak --clients 16 --seconds 60 [--neo4j bolt://127.0.0.1:7687]

The service runs in this process (uvicorn on 127.0.0.1, a free port) over the configured store;
traffic never leaves the machine. Every acknowledged ingest (HTTP 200) is checked afterwards
with GET /v1/documents/{id}. Exit code 1 on any error or lost write.
"""

from __future__ import annotations

import argparse
import json
import random
import socket
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx
import uvicorn

from benchmarks.corpus import generate
from graphcar.api.app import create_app
from graphcar.config import Settings
from graphcar.eval.metrics import percentile
from graphcar.store.base import GraphStore

API_KEY = "gck_soak_test_key_0123456789abcdef"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Server:
    """uvicorn in a background thread, stopped on exit (over ``store`` when given)."""

    def __init__(self, settings: Settings, store: GraphStore | None = None) -> None:
        self.port = free_port()
        config = uvicorn.Config(
            create_app(settings, store), host="127.0.0.1", port=self.port, log_level="warning"
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> str:
        self.thread.start()
        base = f"http://127.0.0.1:{self.port}"
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"{base}/readyz", timeout=2).status_code == 200:
                    return base
            except httpx.HTTPError:
                pass
            time.sleep(0.25)
        raise RuntimeError("API did not become ready")

    def __exit__(self, *_: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=30)


class Tally:
    """Thread-safe counters shared by the clients."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.latencies: dict[str, list[float]] = {"query": [], "ingest": []}
        self.errors: Counter[str] = Counter()
        self.acknowledged: list[str] = []

    def record(self, kind: str, seconds: float, status: int, ids: list[str]) -> None:
        with self.lock:
            self.latencies[kind].append(seconds * 1000)
            if status != 200:
                self.errors[f"{kind} HTTP {status}"] += 1
            elif ids:
                self.acknowledged.extend(ids)


def client(
    worker: int, base: str, stop_at: float, queries: list[str], tally: Tally, ingest_share: float
) -> None:
    rng = random.Random(worker)
    headers = {"X-API-Key": API_KEY}
    sequence = 0
    with httpx.Client(base_url=base, headers=headers, timeout=60) as http:
        while time.monotonic() < stop_at:
            started = time.perf_counter()
            try:
                if rng.random() < ingest_share:
                    sequence += 1
                    ids = [f"soak-{worker}-{sequence}-{n}" for n in range(5)]
                    body = "".join(
                        json.dumps(
                            {
                                "id": i,
                                "text": f"Soak document {i} about load tests.",
                                "doc_type": "note",
                            }
                        )
                        + "\n"
                        for i in ids
                    )
                    response = http.post(
                        "/v1/ingest",
                        content=body.encode(),
                        headers={"Content-Type": "application/x-ndjson"},
                    )
                    tally.record("ingest", time.perf_counter() - started, response.status_code, ids)
                else:
                    response = http.post("/v1/query", json={"query": rng.choice(queries), "k": 5})
                    tally.record("query", time.perf_counter() - started, response.status_code, [])
            except httpx.HTTPError as exc:
                with tally.lock:
                    tally.errors[type(exc).__name__] += 1


def lost_writes(base: str, ids: list[str]) -> list[str]:
    missing: list[str] = []
    with httpx.Client(base_url=base, headers={"X-API-Key": API_KEY}, timeout=60) as http:
        for doc_id in ids:
            if http.get(f"/v1/documents/{doc_id}").status_code != 200:
                missing.append(doc_id)
    return missing


def run(args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(
            neo4j_uri=args.neo4j,
            data_dir=Path(tmp),
            dense=False,
            api_keys=f"soak:{API_KEY}:read,ingest:*",
        )
        corpus = generate(args.corpus, seed=3)
        seed_file = Path(tmp) / "seed.jsonl"
        seed_file.write_text("".join(json.dumps(d) + "\n" for d in corpus.documents))
        queries = [q["query"] for q in corpus.queries] or ["security update"]
        with Server(settings) as base:
            with httpx.Client(base_url=base, headers={"X-API-Key": API_KEY}, timeout=600) as h:
                h.post(
                    "/v1/ingest?name=seed.jsonl",
                    content=seed_file.read_bytes(),
                    headers={"Content-Type": "application/x-ndjson"},
                ).raise_for_status()
            tally = Tally()
            stop_at = time.monotonic() + args.seconds
            threads = [
                threading.Thread(
                    target=client, args=(w, base, stop_at, queries, tally, args.ingest_share)
                )
                for w in range(args.clients)
            ]
            started = time.monotonic()
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            elapsed = time.monotonic() - started
            missing = lost_writes(base, tally.acknowledged)
    all_latencies = tally.latencies["query"] + tally.latencies["ingest"]
    return {
        "store": "neo4j" if args.neo4j else "embedded",
        "clients": args.clients,
        "seconds": round(elapsed, 1),
        "requests": len(all_latencies),
        "throughput_rps": round(len(all_latencies) / elapsed, 1),
        "query_p99_ms": round(percentile(tally.latencies["query"], 99), 1)
        if tally.latencies["query"]
        else None,
        "ingest_p99_ms": round(percentile(tally.latencies["ingest"], 99), 1)
        if tally.latencies["ingest"]
        else None,
        "errors": dict(tally.errors),
        "acknowledged_documents": len(tally.acknowledged),
        "lost_writes": len(missing),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--ingest-share", type=float, default=0.2)
    parser.add_argument("--corpus", type=int, default=2000)
    parser.add_argument("--neo4j", default=None, help="Neo4j URI (default: embedded store)")
    args = parser.parse_args()
    if not 1 <= args.clients <= 64 or not 0 < args.seconds <= 3600:
        parser.error("clients must be 1-64 and seconds 0-3600 (bounded load)")
    result = run(args)
    print(json.dumps(result, indent=2))
    sys.exit(0 if not result["errors"] and result["lost_writes"] == 0 else 1)


if __name__ == "__main__":
    main()
