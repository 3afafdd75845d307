"""The systems an evaluation compares, all over the same stored corpus and the same k.

- ``bm25``: BM25 (bm25s, Porter-stemmed, English stop words) ranking every document.
- ``dense``: MiniLM cosine ranking of every document (skipped when the [dense] extra is absent).
- ``two_stage``: the CAR paper's method re-implemented: BM25 top-k1 anchors, then a Python dict
  from extracted entity to documents, then the latest document in each anchor's scope.
- ``graphcar:<arms>``: the product, through ``CarEngine`` on the configured store, with one
  anchor arm alone or all of them fused.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Protocol

import numpy as np
import numpy.typing as npt
from pydantic import BaseModel, Field

from graphcar.car import CarEngine
from graphcar.eval.graph import StoredGraph
from graphcar.eval.queries import EvalQuery
from graphcar.model import Arm, Query


class Answer(BaseModel):
    """What one system returned for one query, and how it got there."""

    ranked: list[str]
    anchors: list[str] = Field(default_factory=list)
    reached: list[str] = Field(default_factory=list)
    arms: dict[str, list[str]] = Field(default_factory=dict)
    verdict: str | None = None
    latency_ms: float = 0.0
    #: Returned ids shown as review candidates (pending edges), not as controlling documents.
    pending: list[str] = Field(default_factory=list)
    #: Returned ids the system presents as superseded (systems without roles present none).
    superseded: list[str] = Field(default_factory=list)
    #: Returned ids shown with a superseder proposed for review (a pending edge above them).
    under_review: list[str] = Field(default_factory=list)
    #: The system labels what it returns (controlling, superseded, review candidate); the
    #: BM25, dense and two-stage baselines return a flat list.
    labelled: bool = False


class System(Protocol):
    """A retrieval system under evaluation."""

    name: str

    def answer(self, query: EvalQuery, k: int) -> Answer:
        """The ranked ids (at least the top ``k``) for ``query``."""


def timed(run: Callable[[], Answer]) -> Answer:
    """Run a search and record its wall-clock latency."""
    started = time.perf_counter()
    answer = run()
    answer.latency_ms = (time.perf_counter() - started) * 1000.0
    return answer


class Bm25Ranker:
    """BM25 over the whole corpus (an implementation independent of the stores' indexes)."""

    def __init__(self, graph: StoredGraph) -> None:
        import bm25s
        import Stemmer

        self._bm25s = bm25s
        self._stemmer = Stemmer.Stemmer("english")
        self.graph = graph
        self.ids = sorted(graph.documents)
        corpus = [graph.documents[doc_id].searchable_text for doc_id in self.ids]
        tokens = bm25s.tokenize(corpus, stopwords="en", stemmer=self._stemmer, show_progress=False)
        self._retriever = bm25s.BM25()
        self._retriever.index(tokens, show_progress=False)

    def rank(self, text: str, depth: int, as_of: str | None = None) -> list[str]:
        """Top ``depth`` document ids for ``text`` (ties by id, so the order is stable)."""
        terms = self._bm25s.tokenize(
            [text], stopwords="en", stemmer=self._stemmer, return_ids=False, show_progress=False
        )[0]
        if not terms:
            return []
        scores = np.asarray(self._retriever.get_scores(terms), dtype=np.float64)
        out: list[str] = []
        for index in np.argsort(-scores, kind="stable"):
            if scores[index] <= 0:
                break
            doc_id = self.ids[int(index)]
            if self.graph.documents[doc_id].in_force_at(as_of):
                out.append(doc_id)
                if len(out) >= depth:
                    break
        return out


class Bm25System:
    """BM25 only."""

    name = "bm25"

    def __init__(self, ranker: Bm25Ranker) -> None:
        self.ranker = ranker

    def answer(self, query: EvalQuery, k: int) -> Answer:
        def run() -> Answer:
            ranked = self.ranker.rank(query.query, k, query.as_of)
            return Answer(ranked=ranked, anchors=ranked, reached=ranked, arms={"lexical": ranked})

        return timed(run)


class DenseSystem:
    """MiniLM cosine similarity over every document: the stored vectors, computed here only for
    documents the store holds none for."""

    name = "dense"

    def __init__(
        self,
        graph: StoredGraph,
        embed_documents: Callable[[Sequence[str]], list[list[float]]],
        embed_query: Callable[[str], list[float]],
    ) -> None:
        self.graph = graph
        self.ids = sorted(graph.documents)
        missing = [i for i in self.ids if i not in graph.embeddings]
        computed = (
            dict(
                zip(
                    missing,
                    embed_documents([graph.documents[i].searchable_text for i in missing]),
                    strict=True,
                )
            )
            if missing
            else {}
        )
        vectors = [graph.embeddings.get(i) or computed[i] for i in self.ids]
        self.matrix: npt.NDArray[np.float32] = np.asarray(vectors, dtype=np.float32)
        self.embed_query = embed_query

    def answer(self, query: EvalQuery, k: int) -> Answer:
        def run() -> Answer:
            vector = np.asarray(self.embed_query(query.query), dtype=np.float32)
            scores = self.matrix @ vector
            ranked: list[str] = []
            for index in np.argsort(-scores, kind="stable"):
                doc_id = self.ids[int(index)]
                if self.graph.documents[doc_id].in_force_at(query.as_of):
                    ranked.append(doc_id)
                    if len(ranked) >= k:
                        break
            return Answer(ranked=ranked, anchors=ranked, reached=ranked, arms={"dense": ranked})

        return timed(run)


class TwoStageSystem:
    """The paper's two-stage CAR baseline: BM25 anchors, entity dict, latest in scope.

    Stage 2 uses the entities extraction stored for each document (the paper used metadata
    fields as oracle keys; we do not). "Latest" is by publication date; undated documents count
    as oldest, ties go to the anchor itself, then by id.
    """

    name = "two_stage"

    def __init__(self, ranker: Bm25Ranker, graph: StoredGraph, k1: int = 5) -> None:
        self.ranker = ranker
        self.graph = graph
        self.k1 = k1
        self.entity_index: dict[str, set[str]] = {
            key: set(docs) for key, docs in graph.documents_of.items()
        }

    def latest_in_scope(self, anchor: str, as_of: str | None) -> tuple[str, list[str]]:
        """The latest document sharing an entity with ``anchor``, and the whole scope."""
        scope = {anchor}
        for key in self.graph.entities_of.get(anchor, ()):
            scope |= self.entity_index.get(key, set())
        docs = self.graph.documents
        candidates = sorted(d for d in scope if docs[d].in_force_at(as_of))
        best = max(
            candidates,
            key=lambda d: (docs[d].published_at or "", d == anchor, d),
        )
        return best, candidates

    def answer(self, query: EvalQuery, k: int) -> Answer:
        def run() -> Answer:
            anchors = self.ranker.rank(query.query, self.k1, query.as_of)
            ranked: list[str] = []
            reached: list[str] = []
            for anchor in anchors:
                best, scope = self.latest_in_scope(anchor, query.as_of)
                reached.extend(scope)
                ranked.append(best)
            ranked = list(dict.fromkeys([*ranked, *anchors]))
            return Answer(
                ranked=ranked,
                anchors=anchors,
                reached=list(dict.fromkeys(reached)),
                arms={"lexical": anchors},
            )

        return timed(run)


class GraphcarSystem:
    """graphcar's CarEngine with the given anchor arms (one alone, or all fused)."""

    def __init__(self, engine: CarEngine, arms: tuple[Arm, ...]) -> None:
        self.engine = engine
        self.arms = arms
        self.name = "graphcar" if len(arms) > 1 else f"graphcar:{arms[0]}"

    def answer(self, query: EvalQuery, k: int) -> Answer:
        def run() -> Answer:
            result = self.engine.query(
                Query(text=query.query, k=k, as_of=query.as_of, arms=self.arms, trace=True)
            )
            trace = result.trace or {}
            return Answer(
                ranked=result.ids,
                anchors=[item["id"] for item in trace.get("fused", [])],
                reached=list(trace.get("closure", [])),
                arms={
                    arm: [item["id"] for item in items]
                    for arm, items in trace.get("arms", {}).items()
                },
                verdict=result.verdict.label if result.verdict else None,
                pending=[row.id for row in result.rows if row.role == "candidate"],
                superseded=[row.id for row in result.rows if row.role == "superseded"],
                under_review=[row.id for row in result.rows if row.pending],
                labelled=True,
            )

        return timed(run)
