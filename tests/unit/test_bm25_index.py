"""The embedded lexical arm: analyzer behaviour, ranking parity with rank_bm25 on real advisories,
Lucene's scoring formula, pre-filter masks, and save/load fidelity."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from rank_bm25 import BM25Okapi

from graphcar.anchors.bm25_index import Bm25Index, analyze

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "car-benchmarks"
PAIRS = DATA / "ghsa_real_pairs.json"
QUERIES = DATA / "ghsa_freeform_queries.jsonl"


@pytest.fixture(scope="module")
def ghsa() -> tuple[list[str], list[list[str]], list[list[str]]]:
    """318 real texts (each advisory's disclosure and its fixing release note), 159 questions."""
    if not PAIRS.is_file() or not QUERIES.is_file():
        pytest.skip(f"shared benchmark data not found under {DATA}")
    pairs = json.loads(PAIRS.read_text(encoding="utf-8"))
    ids: list[str] = []
    texts: list[str] = []
    for pair in pairs:
        for part in ("disclosure_text", "patch_text"):
            ids.append(f"{pair['id']}:{part}")
            texts.append(pair[part])
    queries = [json.loads(line)["query"] for line in QUERIES.read_text().splitlines() if line]
    return ids, [analyze(text) for text in texts], [analyze(query) for query in queries]


def test_analyzer_matches_lucene_english() -> None:
    assert analyze("The maintainers PATCHED it") == ["maintain", "patch"]
    assert analyze("Log4j's lookups were patched in 2.15.0") == ["log4j", "lookup", "were",
                                                               "patch", "2.15.0"]
    assert analyze("CVE-2021-44228 log4j-core") == ["cve", "2021", "44228", "log4j", "core"]
    assert analyze("to be or not to be") == []


def test_top10_parity_with_rank_bm25(ghsa: tuple[list[str], list[list[str]], list[list[str]]]
                                     ) -> None:
    """Same analysis on both sides, textbook Okapi scoring on both: top-10 sets must agree."""
    ids, corpus, queries = ghsa
    assert (len(ids), len(queries)) == (318, 159)
    ours = Bm25Index.build(ids, corpus, method="robertson")
    reference = BM25Okapi(corpus, k1=1.2, b=0.75, epsilon=0.0)
    agree = 0
    for query in queries:
        scores = reference.get_scores(query)
        expected = {ids[i] for i in sorted(range(len(ids)), key=lambda i: (-scores[i], ids[i]))
                    [:10] if scores[i] > 0}
        agree += {doc_id for doc_id, _ in ours.search(query, 10)} == expected
    assert agree / len(queries) >= 0.95


def test_lucene_scoring_formula() -> None:
    """The product's variant scores exactly Lucene's BM25 (k1=1.2, b=0.75, Lucene idf)."""
    corpus = [["patch", "log4j", "patch"], ["log4j"], ["spring", "core", "core", "core"]]
    index = Bm25Index.build(["a", "b", "c"], corpus)
    avgdl = sum(map(len, corpus)) / 3
    idf = math.log(1 + (3 - 1 + 0.5) / (1 + 0.5))
    tf, dl = 2, 3
    expected = idf * tf / (tf + 1.2 * (1 - 0.75 + 0.75 * dl / avgdl))
    (hit,) = index.search(["patch"], 10)
    assert hit[0] == "a" and hit[1] == pytest.approx(expected, rel=1e-5)


def test_mask_filters_before_ranking() -> None:
    index = Bm25Index.build(["a", "b", "c"], [["x", "x"], ["x"], ["x", "y"]])
    assert [d for d, _ in index.search(["x"], 1)] == ["a"]
    allowed = np.array([False, True, True])
    assert [d for d, _ in index.search(["x"], 1, allowed)] == ["b"]
    assert index.search(["zzz"], 5) == []
    assert Bm25Index.build([], []).search(["x"], 5) == []


def test_saved_index_loads_back_unchanged(
    tmp_path: Path, ghsa: tuple[list[str], list[list[str]], list[list[str]]]
) -> None:
    ids, corpus, queries = ghsa
    built = Bm25Index.build(ids, corpus, stamp="s1")
    built.save(tmp_path / "idx")
    loaded = Bm25Index.load(tmp_path / "idx")
    assert loaded is not None
    assert loaded.ids == built.ids and loaded.stamp == "s1"
    for query in queries:
        assert loaded.search(query, 20) == built.search(query, 20)
    assert Bm25Index.load(tmp_path / "missing") is None
