"""top_k gives exactly the first k of the full (score desc, id asc) sort."""

from __future__ import annotations

import random

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from graphcar.anchors.topk import top_k


def full_sort(candidates: list[int], scores: list[float], ids: list[str], k: int) -> list[int]:
    return sorted(candidates, key=lambda i: (-scores[i], ids[i]))[:k]


def test_ties_at_the_cut_are_decided_by_id() -> None:
    scores = np.array([3.0, 1.0, 2.0, 2.0, 2.0, 0.5])
    ids = ["a", "b", "z", "c", "m", "d"]
    assert top_k(np.arange(6), scores, 3, ids.__getitem__) == [0, 3, 4]


@given(
    st.lists(st.integers(0, 5), max_size=40),
    st.integers(0, 12),
    st.randoms(use_true_random=False),
)
def test_equals_the_full_sort(raw: list[int], k: int, rng: random.Random) -> None:
    scores = [float(s) for s in raw]
    ids = [f"doc-{n}" for n in range(len(raw))]
    rng.shuffle(ids)
    candidates = [i for i in range(len(raw)) if i % 3]
    got = top_k(np.array(candidates, dtype=np.intp), np.array(scores), k, ids.__getitem__)
    assert got == full_sort(candidates, scores, ids, k)
