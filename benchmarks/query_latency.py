"""Query latency and throughput: graphcar vs anchor search alone vs the paper's method.

    python -m benchmarks.query_latency --sizes 10000 100000 --queries 200 --out docs/bench

Every system answers the same queries over the same generated corpus in the same run; the
table reports ratios against the baselines measured alongside (this machine is shared and
noisy, so only ratios are claims; absolute times are context).
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx

from benchmarks.baselines import Bm25sAnchors, PaperTwoStage
from benchmarks.corpus import generate, write
from benchmarks.measure import Timing, time_queries
from benchmarks.soak import API_KEY, Server
from benchmarks.stores import bench_store
from graphcar.car import CarEngine
from graphcar.config import Settings
from graphcar.model import Query
from graphcar.runtime import ingest_paths
from graphcar.store.base import GraphStore

LEXICAL_AND_IDS = ("lexical", "identifier")
#: A loaded 2-core machine answers 8 concurrent clients in seconds, not milliseconds.
REQUEST_TIMEOUT_SECONDS = 120.0


def open_stores(settings: Settings, work: Path, which: list[str]) -> dict[str, GraphStore]:
    """The stores to measure, emptied (Neo4j only when a URI is configured)."""
    names = [name for name in which if name != "neo4j" or settings.neo4j_uri]
    return {name: bench_store(name, settings, work / name) for name in names}


def run_size(size: int, args: argparse.Namespace, settings: Settings) -> list[dict[str, Any]]:
    corpus = generate(size, seed=args.seed)
    queries = [q["query"] for q in corpus.queries][: args.queries]
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        docs_path, _ = write(corpus, work / "corpus")
        timings: list[Timing] = []
        floor = Bm25sAnchors(corpus.documents)
        for clients in args.clients:
            timings.append(
                time_queries(
                    "bm25s-anchors-only", size, lambda q: floor.search(q, 5), queries, clients
                )
            )
        if size <= args.paper_max_size:
            paper = PaperTwoStage(corpus.documents)
            timings.append(
                time_queries(
                    "paper-two-stage (rank-bm25 + dict)",
                    size,
                    lambda q: paper.search(q, 5),
                    queries,
                    1,
                )
            )
        for name, store in open_stores(settings, work, args.stores).items():
            started = time.perf_counter()
            report = ingest_paths(settings, store, [docs_path])
            ingest_seconds = time.perf_counter() - started
            rows.append(
                {
                    "kind": "ingest",
                    "store": name,
                    "size": size,
                    "docs_per_s": report.read / ingest_seconds,
                    "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                }
            )
            engine = CarEngine(store, settings)

            def car(text: str, engine: CarEngine = engine) -> object:
                return engine.query(Query(text=text, k=5, arms=LEXICAL_AND_IDS))

            def anchors_only(text: str, engine: CarEngine = engine) -> object:
                request, _ = engine.request_for(Query(text=text, k=5, arms=("lexical",)))
                return engine.store.lexical_search(request)

            for clients in args.clients:
                timings.append(
                    time_queries(
                        f"{name}: lexical anchors only", size, anchors_only, queries, clients
                    )
                )
                timings.append(time_queries(f"{name}: graphcar CAR", size, car, queries, clients))
            timings += api_timings(name, size, settings, store, queries, args.clients)
            store.close()
        rows.extend({"kind": "query", **t.model_dump()} for t in timings)
    return rows


def api_timings(
    name: str,
    size: int,
    settings: Settings,
    store: GraphStore,
    queries: list[str],
    client_counts: list[int],
) -> list[Timing]:
    """The same CAR queries through the HTTP API (uvicorn on loopback, one connection per
    client thread): what a RAG pipeline calling the service sees."""
    served = settings.model_copy(update={"api_keys": f"bench:{API_KEY}:read:*"})
    local = threading.local()
    timings: list[Timing] = []
    with Server(served, store) as base:

        def via_api(text: str) -> object:
            if not hasattr(local, "http"):
                local.http = httpx.Client(
                    base_url=base, headers={"X-API-Key": API_KEY}, timeout=REQUEST_TIMEOUT_SECONDS
                )
            response = local.http.post("/v1/query", json={"query": text, "k": 5})
            response.raise_for_status()
            return response.json()

        for clients in client_counts:
            timings.append(
                time_queries(f"{name}: graphcar CAR via API", size, via_api, queries, clients)
            )
    return timings


def markdown(rows: list[dict[str, Any]]) -> str:
    """Latency table with ratios against the bm25s floor and the paper's method per size."""
    lines = [
        "| size | system | clients | p50 ms | p95 ms | p99 ms | qps | p50 / anchor floor "
        "| paper p50 / this p50 |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    queries = [r for r in rows if r["kind"] == "query"]
    for row in queries:
        same = [r for r in queries if r["size"] == row["size"] and r["clients"] == row["clients"]]
        store_prefix = row["system"].split(":")[0] + ": lexical anchors only"
        floor = next((r for r in same if r["system"] == store_prefix), None) or next(
            (r for r in same if r["system"].startswith("bm25s")), None
        )
        paper = next(
            (r for r in queries if r["size"] == row["size"] and r["system"].startswith("paper")),
            None,
        )
        floor_ratio = f"{row['p50_ms'] / floor['p50_ms']:.2f}x" if floor else "-"
        paper_ratio = f"{paper['p50_ms'] / row['p50_ms']:.1f}x" if paper else "-"
        lines.append(
            f"| {row['size']} | {row['system']} | {row['clients']} | {row['p50_ms']:.2f} | "
            f"{row['p95_ms']:.2f} | {row['p99_ms']:.2f} | {row['qps']:.1f} | {floor_ratio} | "
            f"{paper_ratio} |"
        )
    ingest = [r for r in rows if r["kind"] == "ingest"]
    if ingest:
        lines += ["", "| size | store | ingest docs/s | peak RSS MB |", "|---|---|---|---|"]
        lines += [
            f"| {r['size']} | {r['store']} | {r['docs_per_s']:.0f} | {r['peak_rss_mb']:.0f} |"
            for r in ingest
        ]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000])
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--clients", type=int, nargs="+", default=[1, 8])
    parser.add_argument("--stores", nargs="+", default=["neo4j", "embedded"])
    parser.add_argument(
        "--paper-max-size",
        type=int,
        default=120_000,
        help="rank-bm25 scores every document per query; skip it above this",
    )
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=Path("docs/bench"))
    args = parser.parse_args()
    settings = Settings(dense=False)
    rows = [row for size in args.sizes for row in run_size(size, args, settings)]
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "query_latency.json").write_text(json.dumps(rows, indent=2))
    table = markdown(rows)
    command = "python -m benchmarks.query_latency " + " ".join(sys.argv[1:])
    (args.out / "query_latency.md").write_text(
        f"# Query latency\n\nRegenerate: `{command}`\n\n{table}"
    )
    print(table)


if __name__ == "__main__":
    main()
