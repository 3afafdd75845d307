"""The benchmark timer: what it runs before and while timing."""

from __future__ import annotations

from collections import Counter

import pytest

from benchmarks.measure import time_queries
from graphcar.eval.metrics import percentile


@pytest.mark.parametrize("clients", [1, 3])
def test_every_query_is_warmed_up_once_then_timed_once(clients: int) -> None:
    calls: Counter[str] = Counter()
    queries = [f"q{i}" for i in range(7)]
    timing = time_queries("s", 10, lambda text: calls.update([text]), queries, clients)
    assert calls == Counter({q: 2 for q in queries})
    assert (timing.queries, timing.clients) == (7, clients)


def test_a_short_warm_up_runs_only_the_first_queries() -> None:
    calls: Counter[str] = Counter()
    time_queries("s", 10, lambda text: calls.update([text]), ["a", "b", "c"], warmup=1)
    assert calls == Counter({"a": 2, "b": 1, "c": 1})


def test_percentiles_are_values_a_query_saw() -> None:
    values = [float(v) for v in range(1, 101)]
    assert (percentile(values, 50), percentile(values, 95), percentile(values, 99)) == (
        50.0,
        95.0,
        99.0,
    )
    assert percentile([3.0, 1.0, 2.0], 50) == 2.0
    assert percentile([5.0], 99) == 5.0
    assert percentile(values, 7) == 7.0  # 7 / 100 * 100 is 7.000000000000001 in floats
