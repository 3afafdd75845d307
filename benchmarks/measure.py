"""Timing helpers: latency percentiles and concurrent throughput for any search callable."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor

from pydantic import BaseModel

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


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (no interpolation: the value a real query saw)."""
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, round(q / 100 * len(ordered) + 0.5) - 1))
    return ordered[rank]


def time_queries(
    system: str,
    size: int,
    search: Search,
    queries: Sequence[str],
    clients: int = 1,
    warmup: int = 5,
) -> Timing:
    """Run every query once (after a warm-up) with ``clients`` concurrent callers."""
    for text in queries[:warmup]:
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
