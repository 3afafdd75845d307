"""Baselines measured in the same run as graphcar: anchor search alone, and the paper's method."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

import bm25s
import numpy as np
from rank_bm25 import BM25Okapi

from graphcar.anchors.identifiers import identifier_keys


def tokenize(text: str) -> list[str]:
    """Lower-cased word tokens (what the paper's scripts feed rank-bm25)."""
    return "".join(ch.lower() if ch.isalnum() else " " for ch in text).split()


class Bm25sAnchors:
    """bm25s over title+text: the cost of finding anchors and nothing else (the floor)."""

    def __init__(self, documents: Sequence[dict[str, Any]]) -> None:
        self.ids = [doc["id"] for doc in documents]
        corpus = [tokenize(f"{doc.get('title', '')} {doc['text']}") for doc in documents]
        self.retriever = bm25s.BM25()
        self.retriever.index(corpus, show_progress=False)

    def search(self, query: str, k: int) -> list[str]:
        tokens = [t for t in tokenize(query) if t]
        results, _ = self.retriever.retrieve(
            [tokens], k=min(k, len(self.ids)), show_progress=False, n_threads=1
        )
        return [self.ids[int(i)] for i in np.asarray(results)[0]]


class PaperTwoStage:
    """The CAR paper's reference method: rank-bm25 over the whole corpus for k1 anchors, then a
    Python dict from entity key to documents, then the latest document in each anchor's scope."""

    def __init__(self, documents: Sequence[dict[str, Any]], anchors: int = 5) -> None:
        self.docs = list(documents)
        self.anchors = anchors
        self.bm25 = BM25Okapi([tokenize(f"{d.get('title', '')} {d['text']}") for d in self.docs])
        self.scope: dict[str, list[int]] = defaultdict(list)
        self.entities: list[list[str]] = []
        for position, doc in enumerate(self.docs):
            keys = sorted(set(doc.get("entities", [])) | set(identifier_keys(doc["text"])))
            self.entities.append(keys)
            for key in keys:
                self.scope[key].append(position)

    def search(self, query: str, k: int) -> list[str]:
        scores = self.bm25.get_scores(tokenize(query))
        top = np.argsort(-scores)[: self.anchors]
        result: list[str] = []
        for position in top:
            in_scope = {p for key in self.entities[int(position)] for p in self.scope[key]}
            in_scope.add(int(position))
            latest = max(in_scope, key=lambda p: self.docs[p].get("published_at") or "")
            for candidate in (self.docs[latest]["id"], self.docs[int(position)]["id"]):
                if candidate not in result:
                    result.append(candidate)
        return result[:k]
