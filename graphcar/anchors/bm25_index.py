"""The embedded store's lexical arm: an English analyzer and a persisted bm25s index.

The analyzer imitates Lucene's ``EnglishAnalyzer`` (what the Neo4j full-text index uses), so the
same query finds the same words on both stores: Unicode word tokens (letters and digits joined by
``.``, ``'`` or ``_`` stay one token, as in UAX#29: ``2.15.0``, ``don't``), the possessive ``'s``
dropped, lower-cased, Lucene's 33 English stop words removed, then the original Porter stemmer
(PyStemmer's ``porter``, the algorithm of Lucene's ``PorterStemFilter``). Scoring is BM25 with
Lucene's defaults (k1=1.2, b=0.75, idf = ln(1 + (N - n + 0.5) / (n + 0.5))). One difference
remains: Neo4j scores title, text and ids_text as separate Lucene fields and sums them; here they
are one field, which shifts scores slightly but rarely the top hits.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from functools import cache
from pathlib import Path

import bm25s
import numpy as np
import numpy.typing as npt
import Stemmer

from graphcar.anchors.symbols import SYMBOL_BOOST, code_symbols
from graphcar.anchors.topk import top_k
from graphcar.errors import StoreError

#: org.apache.lucene.analysis.en.EnglishAnalyzer.ENGLISH_STOP_WORDS_SET
ENGLISH_STOP_WORDS: frozenset[str] = frozenset(
    {
        "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into",
        "is", "it", "no", "not", "of", "on", "or", "such", "that", "the", "their", "then",
        "there", "these", "they", "this", "to", "was", "will", "with",
    }
)
WORD = re.compile(r"\w+(?:['\u2019.]\w+)*")
POSSESSIVE = re.compile(r"['\u2019]s$")
K1 = 1.2
B = 0.75
IDS_FILE = "ids.json"
BM25_DIR = "bm25s"
FORMAT_VERSION = 1


@cache
def _stemmer() -> Stemmer.Stemmer:
    return Stemmer.Stemmer("porter")


def analyze(text: str) -> list[str]:
    """Index/query terms of ``text``, in order (repeats kept: BM25 counts them)."""
    words = (POSSESSIVE.sub("", match.group(0)).lower() for match in WORD.finditer(text))
    kept = [word for word in words if word and word not in ENGLISH_STOP_WORDS]
    return list(_stemmer().stemWords(kept))


def query_terms(text: str) -> list[str]:
    """A question's terms: its analysed words, each code symbol's terms repeated to count
    ``SYMBOL_BOOST`` times (BM25 sums a repeated query term; Neo4j boosts the same words)."""
    extra = [term for symbol in code_symbols(text) for term in analyze(symbol)]
    return analyze(text) + extra * (SYMBOL_BOOST - 1)


def document_terms(title: str | None, text: str | None, ids_text: str | None) -> list[str]:
    """The terms one document contributes: title, body and its identifier values."""
    return analyze(" ".join(part for part in (title, text, ids_text) if part))


class Bm25Index:
    """BM25 over analysed documents, addressed by document id, with pre-filter masks.

    bm25s has no incremental add; callers rebuild from cached terms (cheap: no re-analysis).
    """

    def __init__(self, ids: Sequence[str], retriever: bm25s.BM25 | None, stamp: str) -> None:
        self.ids = list(ids)
        self.position = {doc_id: index for index, doc_id in enumerate(self.ids)}
        self._retriever = retriever
        self.stamp = stamp

    @classmethod
    def build(
        cls,
        ids: Sequence[str],
        terms: Sequence[list[str]],
        stamp: str = "",
        *,
        method: str = "lucene",
    ) -> Bm25Index:
        """Index ``terms[i]`` as document ``ids[i]``; ``stamp`` says which store state it reflects.

        ``method`` is bm25s's scoring variant: ``lucene`` (what Neo4j ranks with) in the product;
        ``robertson`` is the textbook Okapi formula, used to check parity with rank_bm25.
        """
        if len(ids) != len(terms):
            raise ValueError("ids and terms must have the same length")
        if not ids:
            return cls([], None, stamp)
        retriever = bm25s.BM25(k1=K1, b=B, method=method)
        retriever.index([list(doc) for doc in terms], show_progress=False)
        return cls(ids, retriever, stamp)

    def search(
        self, query_terms: Sequence[str], k: int, allowed: npt.NDArray[np.bool_] | None = None
    ) -> list[tuple[str, float]]:
        """Top ``k`` (id, score) among ``allowed`` documents that match at least one term.

        ``allowed`` masks documents out before ranking, so a filtered caller still gets ``k``
        hits when ``k`` exist. Ties are broken by id, like the Neo4j statement.
        """
        if self._retriever is None or k <= 0:
            return []
        token_ids = self._retriever.get_tokens_ids(list(query_terms))
        if not token_ids:
            return []
        scores = np.asarray(self._retriever.get_scores_from_ids(token_ids), dtype=np.float64)
        eligible = scores > 0
        if allowed is not None:
            eligible &= allowed
        ordered = top_k(np.flatnonzero(eligible), scores, k, self.ids.__getitem__)
        return [(self.ids[i], float(scores[i])) for i in ordered]

    def save(self, directory: Path) -> None:
        """Write the index and its id order; a later ``load`` gives identical rankings."""
        directory.mkdir(parents=True, exist_ok=True)
        meta = {"version": FORMAT_VERSION, "stamp": self.stamp, "ids": self.ids}
        if self._retriever is not None:
            self._retriever.save(str(directory / BM25_DIR))
        (directory / IDS_FILE).write_text(json.dumps(meta), encoding="utf-8")

    @classmethod
    def load(cls, directory: Path) -> Bm25Index | None:
        """The saved index, or None when there is none (or it is from another format)."""
        meta_file = directory / IDS_FILE
        if not meta_file.is_file():
            return None
        try:
            meta = json.loads(meta_file.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise StoreError(f"corrupt BM25 index metadata {meta_file}: {exc}") from exc
        if meta.get("version") != FORMAT_VERSION:
            return None
        ids = [str(doc_id) for doc_id in meta["ids"]]
        retriever = bm25s.BM25.load(str(directory / BM25_DIR)) if ids else None
        return cls(ids, retriever, str(meta.get("stamp", "")))
