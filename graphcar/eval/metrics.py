"""Per-query judgements and their aggregation with seeded bootstrap confidence intervals.

Definitions (k = the context budget, top-k = the first k returned ids):

- gold@k (the CAR paper's lenient "TCA@k"): every ``gold_controlling`` id is in the top-k.
- strict TCA@k (Theorem 4): (1) the whole active frontier F* of the gold closure is in the
  top-k, none of it presented as superseded (a system whose graph wrongly supersedes a
  gold controlling document shows it, but as outdated; one shown under its own lapse
  notice, with the notice in the top-k too, is presented as lapsed, not superseded); (2)
  no top-k document that the store's accepted edges mark superseded lacks one of its
  superseders in the top-k; (3) where the
  query has ``gold_answer`` and the system gives a verdict, the verdict equals it. F* is
  ``gold_controlling`` as given (``gold_frontier='given'``) or, with ``'store'``, the frontier
  of the gold ids' upward closure in the stored graph.
- R_anchor: the system's anchor set (graphcar: fused anchors; two_stage: BM25 top-k1;
  bm25/dense: their top-k) contains at least one document of the gold closure C*.
- phi (scope identifiability): F* is contained in the scope closure of the anchors, i.e. the
  documents sharing an extracted entity with an anchor, closed upward over accepted edges.
  kappa = |scope closure| / |C*|: how many documents that scope drags in per gold closure
  document (1 = the scope identifies exactly the gold closure; reported as the median over the
  queries that have anchors).
- R_frontier@k: the share of F* in the top-k (averaged over queries).
- MRR@k: reciprocal rank of the first ``gold_controlling`` id in the top-k (0 if absent): every
  system is cut at the same k (graphcar returns more than k, the BM25 and dense baselines k).
- via review: F* is in the top-k but part of it only as a review candidate (a document a
  pending edge proposes as superseder), not as a controlling document; counted, not a miss:
  the context holds it, labelled as pending review.
- promoted (counted, not a miss): a system that labels its rows shows a document of the gold
  closure that is not in F* (superseded, by the gold) as controlling, with no superseder
  proposed for review beside it or on its row: the store lacks that supersession, and a
  reader takes the old document for current. Theorem 4 holds where F* is in the top-k too,
  so strict TCA is unchanged; the count shows what it cannot (needs ``gold_closure``).
- miss category of a strict-TCA failure, first that applies: ``anchor`` (no anchor in C*),
  ``scope`` (anchored in C*, but F* not all reached: the closure/scope the system computed
  misses a controlling document), ``frontier`` (reached but not all in the top-k, or a
  superseded document shown without its superseder), ``label`` (wrong verdict).

"Superseded" is judged where the engine reads the graph for the query (``viewpoint``): for its
viewer (the identifiers its text names: an edge restricted to an employee supersedes only in
queries about that employee) and at its ``as_of`` (else now: an edge counts from its
``valid_from``, a superseder once it is in force).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Literal

import numpy as np
from pydantic import BaseModel, Field

from graphcar.car import viewer_keys
from graphcar.eval.graph import StoredGraph, Viewpoint
from graphcar.eval.queries import UNSLICED, EvalQuery
from graphcar.eval.systems import Answer
from graphcar.model import now_timestamp
from ingest.lapses import LAPSE_SUFFIX

GoldFrontier = Literal["given", "store"]
BOOTSTRAP_SAMPLES = 1000
MEAN_METRICS = ("strict_tca", "gold_at_k", "r_anchor", "phi", "r_frontier", "mrr")


class Outcome(BaseModel):
    """How one system did on one query."""

    system: str
    query_id: str
    slice: str
    strict_tca: bool
    gold_at_k: bool
    r_anchor: bool
    phi: bool
    kappa: float | None
    r_frontier: float
    mrr: float
    latency_ms: float
    complete: bool
    label_ok: bool | None
    #: The verdict the system gave (None: none), so a label miss can be read off the files.
    verdict: str | None = None
    #: The query has a gold answer and the system gave no verdict: not a strict-TCA miss
    #: (withholding is not a wrong answer), but counted on the page.
    verdict_withheld: bool = False
    via_review: bool = False
    miss: str | None = None
    top_k: list[str] = Field(default_factory=list)
    #: F* the query was judged against (given, or recomputed with ``--gold-frontier store``).
    frontier: list[str] = Field(default_factory=list)
    unsupported: list[str] = Field(default_factory=list)
    #: Gold controlling documents the system showed, but presented as superseded.
    demoted: list[str] = Field(default_factory=list)
    #: Documents the gold closure has superseded that the system showed as controlling.
    promoted: list[str] = Field(default_factory=list)
    arms: dict[str, list[str]] = Field(default_factory=dict)
    #: The anchor set R_anchor, phi and kappa were computed from (graphcar: the fused anchors).
    anchors: list[str] = Field(default_factory=list)


def viewpoint(query: EvalQuery) -> Viewpoint:
    """Where the engine reads the graph for ``query``: the identifiers its text names, at its
    ``as_of`` or else now."""
    return Viewpoint(frozenset(viewer_keys(query.query)), query.as_of or now_timestamp())


def gold_frontier(query: EvalQuery, graph: StoredGraph, mode: GoldFrontier) -> set[str]:
    """F*: as given, or recomputed from the gold ids over the store's accepted edges (the given
    ids when the stored edges leave no frontier, i.e. close a cycle)."""
    if mode == "given":
        return set(query.gold_controlling)
    at = viewpoint(query)
    return graph.frontier(graph.upward(query.closure, at), at) or set(query.gold_controlling)


def reciprocal_rank(ranked: Sequence[str], gold: set[str]) -> float:
    """1 / rank of the first gold id, 0 when none is returned."""
    for position, doc_id in enumerate(ranked, start=1):
        if doc_id in gold:
            return 1.0 / position
    return 0.0


def judge(
    system: str,
    query: EvalQuery,
    answer: Answer,
    graph: StoredGraph,
    k: int,
    mode: GoldFrontier = "given",
) -> Outcome:
    """Every metric of one answer (see the module docstring for the definitions)."""
    top = list(dict.fromkeys(answer.ranked))[:k]
    shown = set(top)
    frontier = gold_frontier(query, graph, mode)
    closure = query.closure | frontier
    # a gold document shown under its own lapse notice is shown as what it is: lapsed
    demoted = sorted(
        doc_id
        for doc_id in frontier & shown & set(answer.superseded)
        if doc_id + LAPSE_SUFFIX not in shown
    )
    # by the gold as given: with --gold-frontier store, F* is what the store's edges leave
    promoted = (
        sorted(
            ((query.closure - set(query.gold_controlling)) & shown)
            - set(answer.superseded)
            - set(answer.pending)
            - set(answer.under_review)
        )
        if answer.labelled
        else []
    )
    frontier_in_top = frontier <= shown and not demoted
    at = viewpoint(query)
    unsupported = graph.unsupported(top, at)
    label_ok = None
    if query.gold_answer is not None and answer.verdict is not None:
        label_ok = answer.verdict == query.gold_answer
    strict = frontier_in_top and not unsupported and label_ok is not False
    anchors = set(answer.anchors)
    scope = graph.scope_closure(anchors, at) if anchors else set()
    outcome = Outcome(
        system=system,
        query_id=query.id,
        slice=query.slice or UNSLICED,
        strict_tca=strict,
        gold_at_k=set(query.gold_controlling) <= shown,
        r_anchor=bool(anchors & closure),
        phi=frontier <= scope,
        kappa=len(scope) / len(closure) if anchors else None,
        r_frontier=len(frontier & shown) / max(len(frontier), 1),
        mrr=reciprocal_rank(top, set(query.gold_controlling)),
        latency_ms=answer.latency_ms,
        complete=not unsupported,
        label_ok=label_ok,
        verdict=answer.verdict,
        verdict_withheld=query.gold_answer is not None and answer.verdict is None,
        via_review=frontier_in_top and bool(frontier & shown & set(answer.pending)),
        top_k=top,
        frontier=sorted(frontier),
        unsupported=unsupported,
        demoted=demoted,
        promoted=promoted,
        arms=answer.arms,
        anchors=answer.anchors,
    )
    if not strict:
        outcome.miss = miss_category(outcome, answer, frontier)
    return outcome


def miss_category(outcome: Outcome, answer: Answer, frontier: set[str]) -> str:
    """Where the pipeline lost the query: anchor, scope, frontier or label."""
    if not outcome.r_anchor:
        return "anchor"
    reached = set(answer.reached) | set(answer.ranked)
    if not frontier <= reached:
        return "scope"
    if not frontier <= set(outcome.top_k) or outcome.demoted or not outcome.complete:
        return "frontier"
    return "label"


class Interval(BaseModel):
    """A mean with its 95% bootstrap interval."""

    mean: float
    low: float
    high: float


class Summary(BaseModel):
    """One system on one slice."""

    system: str
    slice: str
    n: int
    metrics: dict[str, Interval]
    kappa_median: float
    latency_ms: dict[str, float]
    misses: dict[str, int]
    label_checked: int
    label_withheld: int = 0
    via_review: int = 0
    promoted: int = 0


def bootstrap(values: Sequence[float], seed: int, samples: int = BOOTSTRAP_SAMPLES) -> Interval:
    """Mean and percentile 95% interval over ``samples`` seeded resamples of the queries."""
    data = np.asarray(values, dtype=np.float64)
    if data.size == 0:
        return Interval(mean=math.nan, low=math.nan, high=math.nan)
    rng = np.random.default_rng(seed)
    means = data[rng.integers(0, data.size, size=(samples, data.size))].mean(axis=1)
    return Interval(
        mean=float(data.mean()),
        low=float(np.percentile(means, 2.5)),
        high=float(np.percentile(means, 97.5)),
    )


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (no interpolation: the value a real query saw): the smallest
    value with at least ``q`` percent of the values at or below it. The evaluation and the
    benchmarks both report latencies with it, so their tables agree on the same data."""
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, math.ceil(q * len(ordered) / 100) - 1))
    return ordered[rank]


def percentiles(values: Sequence[float]) -> dict[str, float]:
    """p50/p95/p99 latency in milliseconds."""
    if not values:
        return {"p50": math.nan, "p95": math.nan, "p99": math.nan}
    return {name: percentile(values, q) for name, q in (("p50", 50), ("p95", 95), ("p99", 99))}


def _reader(name: str) -> Callable[[Outcome], float]:
    """A function reading metric ``name`` of an outcome as a float."""

    def read(outcome: Outcome) -> float:
        return float(getattr(outcome, name))

    return read


def summarise(outcomes: Sequence[Outcome], system: str, slice_name: str, seed: int) -> Summary:
    """Aggregate one system's outcomes on one slice."""
    metric: dict[str, Callable[[Outcome], float]] = {name: _reader(name) for name in MEAN_METRICS}
    kappas = [o.kappa for o in outcomes if o.kappa is not None]
    misses: dict[str, int] = {}
    for outcome in outcomes:
        if outcome.miss:
            misses[outcome.miss] = misses.get(outcome.miss, 0) + 1
    return Summary(
        system=system,
        slice=slice_name,
        n=len(outcomes),
        metrics={
            name: bootstrap([read(o) for o in outcomes], seed) for name, read in metric.items()
        },
        kappa_median=float(np.median(kappas)) if kappas else math.nan,
        latency_ms=percentiles([o.latency_ms for o in outcomes]),
        misses=dict(sorted(misses.items())),
        label_checked=sum(1 for o in outcomes if o.label_ok is not None),
        label_withheld=sum(1 for o in outcomes if o.verdict_withheld),
        via_review=sum(1 for o in outcomes if o.via_review),
        promoted=sum(1 for o in outcomes if o.promoted),
    )
