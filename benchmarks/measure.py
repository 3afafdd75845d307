"""Timing helpers: latency percentiles and concurrent throughput for any search callable."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor

from pydantic import BaseModel

from graphcar.eval.metrics import percentile

Search = Callable[[str], object]


class Timing(BaseModel):
    """Latency distribution (ms) and throughput (queries/s) of one system at one size."""

    system: str
    size: int
    clients: int
    queries: int
    p50_ms: float
    p95_ms: float
    p99_ms: float
    qps: float


def time_queries(
    system: str,
    size: int,
    search: Search,
    queries: Sequence[str],
    clients: int = 1,
    warmup: int | None = None,
) -> Timing:
    """Run every query once with ``clients`` concurrent callers, after a warm-up pass over the
    first ``warmup`` queries (default: all of them: the timed pass measures the warm state).
    p50 is the median; p95/p99 are nearest-rank. Five warm-up queries were too few: on a
    server started just before, the first system measured paid the JVM's compilation (Neo4j
    lexical anchors 27 ms p50 at 10k documents and 10 ms at 100k in the same run)."""
    for text in queries if warmup is None else queries[:warmup]:
        search(text)
    latencies: list[float] = []

    def one(text: str) -> None:
        start = time.perf_counter()
        search(text)
        latencies.append((time.perf_counter() - start) * 1000)

    started = time.perf_counter()
    if clients == 1:
        for text in queries:
            one(text)
    else:
        with ThreadPoolExecutor(max_workers=clients) as pool:
            list(pool.map(one, queries))
    elapsed = time.perf_counter() - started
    return Timing(
        system=system,
        size=size,
        clients=clients,
        queries=len(queries),
        p50_ms=statistics.median(latencies),
        p95_ms=percentile(latencies, 95),
        p99_ms=percentile(latencies, 99),
        qps=len(queries) / elapsed,
    )
