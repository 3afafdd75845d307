"""Runs a benchmark: load the corpus once, snapshot the stored graph, run every system on every
query with the same k, judge, aggregate per system and slice, explain the misses."""

from __future__ import annotations

import logging
from collections import Counter, defaultdict
from collections.abc import Callable, Container, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from graphcar.anchors.accounting import account_candidates
from graphcar.config import Settings
from graphcar.domains.packs import installed_packs, packs_for
from graphcar.errors import DependencyMissingError, InputError
from graphcar.eval.graph import StoredGraph
from graphcar.eval.metrics import GoldFrontier, Outcome, Summary, judge, summarise, viewpoint
from graphcar.eval.queries import ALL_QUERIES, UNSLICED, EvalQuery, bad_lines, parse_queries
from graphcar.eval.systems import (
    Bm25Ranker,
    Bm25System,
    DenseSystem,
    GraphcarSystem,
    System,
    TwoStageSystem,
)
from graphcar.model import LAPSE_DOC_TYPE, Arm
from graphcar.store.base import GraphStore
from ingest.extract import Extractor
from ingest.load import LoadReport, load_records
from ingest.records import RecordError, SourceRecord

log = logging.getLogger(__name__)

ALL_SYSTEMS = (
    "bm25",
    "dense",
    "two_stage",
    "graphcar:lexical",
    "graphcar:dense",
    "graphcar:identifier",
    "graphcar",
)
GRAPHCAR_ARMS: dict[str, tuple[Arm, ...]] = {
    "graphcar:lexical": ("lexical",),
    "graphcar:dense": ("dense",),
    "graphcar:identifier": ("identifier",),
    "graphcar": ("lexical", "dense", "identifier"),
}


class EvalConfig(BaseModel):
    """Everything that determines the numbers (recorded in the report)."""

    benchmark: str
    k: int = 5
    k1: int = 5
    seed: int = 20260101
    gold_frontier: GoldFrontier = "given"
    systems: list[str] = Field(default_factory=lambda: list(ALL_SYSTEMS))
    limit: int | None = None
    command: str = ""


class GoldStructure(BaseModel):
    """How the stored graph represents the gold chains (independent of any system)."""

    queries_with_chain: int = 0
    linked: int = 0
    missing_by_types: dict[str, int] = Field(default_factory=dict)
    missing_examples: list[str] = Field(default_factory=list)
    gold_superseded: int = 0
    gold_superseded_by: dict[str, int] = Field(default_factory=dict)
    gold_superseded_examples: list[str] = Field(default_factory=list)
    entity_linked: int = 0
    stored_edges_by_rule: dict[str, int] = Field(default_factory=dict)


class ArmAccounting(BaseModel):
    """Share of queries where each arm proposed a gold-closure document (and only it did)."""

    system: str
    hit: dict[str, float] = Field(default_factory=dict)
    unique: dict[str, float] = Field(default_factory=dict)
    oracle: float = 0.0


class EvalReport(BaseModel):
    """The full result of one run."""

    config: EvalConfig
    notes: list[str] = Field(default_factory=list)
    corpus: dict[str, Any] = Field(default_factory=dict)
    summaries: list[Summary] = Field(default_factory=list)
    gold: GoldStructure = Field(default_factory=GoldStructure)
    accounting: list[ArmAccounting] = Field(default_factory=list)
    misses: dict[str, list[dict[str, Any]]] = Field(default_factory=dict)
    #: Every system's judgement of every query (written apart: ``OUT.outcomes.jsonl``).
    outcomes: list[Outcome] = Field(default_factory=list, exclude=True)


def load_corpus(
    records: Sequence[SourceRecord | RecordError],
    store: GraphStore,
    settings: Settings,
    embedder: Callable[[Sequence[str]], list[list[float]]] | None,
    extractor: Extractor | None = None,
) -> LoadReport:
    """Ingest the corpus the way ``graphcar ingest`` does (extraction + derivation)."""
    from ingest.derive import derive_edges
    from ingest.extract import default_extractor

    return load_records(
        records,
        store,
        extractor=extractor or default_extractor(),
        derive_edges=derive_edges,
        embedder=embedder,
        batch_size=settings.batch_size,
    )


#: The counts of a load that add up over several loads.
LOAD_COUNTS = {"read", "created", "updated", "unchanged", "rejected"}


def load_summary(loaded: LoadReport) -> dict[str, Any]:
    """What a report keeps of a load: the counts and the first 20 errors."""
    summary = loaded.model_dump(exclude={"errors", "cycles", "seconds"})
    summary["errors"] = loaded.errors[:20]
    return summary


class CachedEmbedder:
    """Embeds each distinct text once per run: the store's vectors and the dense baseline's
    are the same vectors, and each query is encoded once, before timing, for every dense
    system."""

    def __init__(self, settings: Settings) -> None:
        from graphcar.anchors.dense import get_embedder

        self._model = get_embedder(settings.embedding_model)
        self._cache: dict[str, list[float]] = {}
        self._queries: dict[str, list[float]] = {}

    def documents(self, texts: Sequence[str]) -> list[list[float]]:
        missing = list(dict.fromkeys(t for t in texts if t not in self._cache))
        if missing:
            self._cache.update(zip(missing, self._model.embed_documents(missing), strict=True))
        return [self._cache[t] for t in texts]

    def query(self, text: str) -> list[float]:
        vector = self._queries.get(text)
        if vector is None:
            vector = self._queries[text] = self._model.embed_query(text)
        return vector


def dense_embedder(settings: Settings, notes: list[str]) -> CachedEmbedder | None:
    """The run's embedder, or None with a note saying why dense systems are skipped."""
    if not settings.dense:
        notes.append("dense systems skipped: dense retrieval is off (GRAPHCAR_DENSE=false)")
        return None
    try:
        return CachedEmbedder(settings)
    except (DependencyMissingError, InputError) as exc:
        notes.append(f"dense systems skipped: {exc}")
        return None


def build_systems(
    names: Sequence[str],
    graph: StoredGraph,
    settings: Settings,
    store: GraphStore,
    embedder: CachedEmbedder | None,
    k1: int,
    notes: list[str],
) -> list[System]:
    """The requested systems, in the order given; unavailable ones are skipped with a note."""
    from graphcar.runtime import build_engine

    unknown = [n for n in names if n not in ALL_SYSTEMS]
    if unknown:
        raise InputError(
            f"unknown systems {unknown}; known: {', '.join(ALL_SYSTEMS)}", field="systems"
        )
    ranker = Bm25Ranker(graph) if {"bm25", "two_stage"} & set(names) else None
    engine = None
    systems: list[System] = []
    for name in names:
        if name in ("dense", "graphcar:dense") and embedder is None:
            continue
        if name == "bm25" and ranker is not None:
            systems.append(Bm25System(ranker))
        elif name == "two_stage" and ranker is not None:
            systems.append(TwoStageSystem(ranker, graph, k1=k1))
        elif name == "dense" and embedder is not None:
            systems.append(DenseSystem(graph, embedder.documents, embedder.query))
        elif name in GRAPHCAR_ARMS:
            if engine is None:
                engine = build_engine(settings, store)
                if embedder is not None:
                    engine.embed_query = embedder.query
            arms = GRAPHCAR_ARMS[name]
            if embedder is None:
                arms = tuple(a for a in arms if a != "dense")
            systems.append(GraphcarSystem(engine, arms))
    if embedder is None and "graphcar" in names:
        notes.append(
            "graphcar fused: the lexical and identifier arms, weighted per question by its "
            "route (no dense arm in this run)"
        )
    return systems


def gold_structure(queries: Sequence[EvalQuery], graph: StoredGraph) -> GoldStructure:
    """Which gold supersession links the store has, which it lacks, and which gold controlling
    documents it wrongly marks superseded — by document-type pair, for the domain packs."""
    out = GoldStructure()
    missing: Counter[str] = Counter()
    spurious: Counter[str] = Counter()
    docs = graph.documents
    for query in queries:
        frontier = set(query.gold_controlling)
        older = query.closure - frontier
        at = viewpoint(query)
        if older:
            out.queries_with_chain += 1
            linked = all(graph.upward([d], at) & frontier for d in older)
            out.linked += linked
            if frontier <= graph.entity_neighbours(older):
                out.entity_linked += 1
            for doc_id in sorted(older):
                if graph.upward([doc_id], at) & frontier or doc_id not in docs:
                    continue
                for gold in sorted(frontier & docs.keys()):
                    pair = f"{docs[gold].doc_type} -> {docs[doc_id].doc_type}"
                    missing[pair] += 1
                    if len(out.missing_examples) < 15:
                        out.missing_examples.append(f"{query.id}: {gold} -> {doc_id} ({pair})")
        for gold in sorted(frontier & docs.keys()):
            wrongly = sorted(graph.superseders_of(gold, at) - query.closure)
            out.gold_superseded += bool(wrongly)  # documents, each counted once
            for newer in wrongly:
                rules = sorted(
                    e.rule for e in graph.edges if e.newer_id == newer and e.older_id == gold
                )
                spurious[
                    f"{docs[newer].doc_type} -> {docs[gold].doc_type} [{','.join(rules)}]"
                ] += 1
                if len(out.gold_superseded_examples) < 15:
                    out.gold_superseded_examples.append(f"{query.id}: {newer} -> {gold}")
    out.missing_by_types = dict(missing.most_common())
    out.gold_superseded_by = dict(spurious.most_common())
    out.stored_edges_by_rule = dict(Counter(e.rule for e in graph.edges).most_common())
    return out


def arm_accounting(
    system: str, queries: Sequence[EvalQuery], outcomes: Sequence[Outcome], depth: int
) -> ArmAccounting:
    """Per-arm relevant hits, unique hits and the oracle union over the gold closure."""
    hit: Counter[str] = Counter()
    unique: Counter[str] = Counter()
    oracle = 0
    arms: set[str] = set()
    for query, outcome in zip(queries, outcomes, strict=True):
        account = account_candidates(outcome.arms, query.closure, depth=depth)
        arms |= set(account.arms)
        hit.update(arm for arm, a in account.arms.items() if a.hits)
        unique.update(arm for arm, a in account.arms.items() if a.unique)
        oracle += bool(account.oracle)
    n = max(len(queries), 1)
    return ArmAccounting(
        system=system,
        hit={arm: hit[arm] / n for arm in sorted(arms)},
        unique={arm: unique[arm] / n for arm in sorted(arms)},
        oracle=oracle / n,
    )


def run_queries(
    systems: Sequence[System],
    queries: Sequence[EvalQuery],
    graph: StoredGraph,
    config: EvalConfig,
) -> dict[str, list[Outcome]]:
    """Every system on every query, judged; systems run one after another per query."""
    outcomes: dict[str, list[Outcome]] = defaultdict(list)
    for query in queries:
        for system in systems:
            answer = system.answer(query, config.k)
            outcomes[system.name].append(
                judge(system.name, query, answer, graph, config.k, config.gold_frontier)
            )
    return outcomes


def corpus_counts(graph: StoredGraph) -> dict[str, int]:
    """What the page says the store held: lapse notices counted apart, since the store adds
    them to the records (one per ``effective_to``)."""
    return {
        "documents": len(graph.documents),
        "lapse_notices": sum(d.doc_type == LAPSE_DOC_TYPE for d in graph.documents.values()),
        "entities": len(graph.documents_of),
        "accepted_superseding_edges": len(graph.edges),
    }


def evaluate(
    config: EvalConfig,
    settings: Settings,
    store: GraphStore,
    queries: Sequence[EvalQuery],
    *,
    records: Sequence[SourceRecord | RecordError] | None = None,
    notes: Sequence[str] = (),
) -> EvalReport:
    """Load ``records`` (unless None: evaluate the store as it is), then run and judge."""
    report = EvalReport(config=config, notes=list(notes))
    embedder = dense_embedder(settings, report.notes)
    if records is not None:
        loaded = load_corpus(records, store, settings, embedder.documents if embedder else None)
        report.corpus["load"] = load_summary(loaded)
        if note := rejected_note(report.corpus["load"]):
            report.notes.append(note)
    graph = StoredGraph.from_store(store)
    report.corpus.update(corpus_counts(graph), store=store.name)
    chosen = list(queries)[: config.limit] if config.limit else list(queries)
    check_gold(chosen, graph, settings)
    report.corpus["queries"] = len(chosen)
    systems = build_systems(
        config.systems, graph, settings, store, embedder, config.k1, report.notes
    )
    encode_queries(embedder, chosen, report.notes)
    outcomes = run_queries(systems, chosen, graph, config)
    report.gold = gold_structure(chosen, graph)
    summarise_run(report, [system.name for system in systems], chosen, outcomes, settings)
    return report


def absent_gold(queries: Sequence[EvalQuery], known: Container[str]) -> list[InputError]:
    """One problem per query whose gold names a document not among ``known``."""
    problems: list[InputError] = []
    for query in queries:
        for field, ids in (
            ("gold_controlling", query.gold_controlling),
            ("gold_closure", query.gold_closure),
        ):
            absent = [doc_id for doc_id in ids if doc_id not in known]
            if absent:
                problems.append(
                    InputError(
                        f"{field} names {absent[0]!r}, which is not in the corpus or the store "
                        f"({len(absent)} such ids)",
                        location=query.location,
                        field=field,
                    )
                )
    return problems


def check_gold(queries: Sequence[EvalQuery], graph: StoredGraph, settings: Settings) -> None:
    """Refuse gold no system could meet (``gold_problems``), every such query named at once."""
    problems = gold_problems(queries, graph, settings)
    if problems:
        raise bad_lines(problems)


def gold_problems(
    queries: Sequence[EvalQuery], graph: StoredGraph, settings: Settings
) -> list[InputError]:
    """Gold no system could meet, which every query naming it would count as a miss: a
    document the store does not hold, a controlling document not yet in force at the query's
    ``as_of``, and a ``gold_answer`` that no pack governing the gold documents gives (a legal
    label on a finance question)."""
    packs = installed_packs(settings)
    problems = absent_gold(queries, graph.documents)
    for query in queries:
        if not query.closure <= graph.documents.keys():
            continue
        for doc_id in query.gold_controlling:
            document = graph.documents[doc_id]
            if not document.in_force_at(query.as_of):
                problems.append(
                    InputError(
                        f"gold_controlling names {doc_id!r}, in force only from "
                        f"{document.in_force_from}, after the query's as_of {query.as_of}: no "
                        "system may return it",
                        location=query.location,
                        field="gold_controlling",
                    )
                )
        if query.gold_answer is not None:
            governing = {
                pack.name: pack
                for doc_id in sorted(query.closure)
                for pack in packs_for(
                    packs, graph.documents[doc_id].domain, graph.documents[doc_id].doc_type
                )
            }
            # the packs that give verdicts (the general pack reading along gives none)
            judging = sorted(name for name, pack in governing.items() if pack.verdict_labels())
            labels = {label for pack in governing.values() for label in pack.verdict_labels()}
            if governing and query.gold_answer not in labels:
                problems.append(
                    InputError(
                        f"gold_answer {query.gold_answer!r} is no verdict the packs governing its "
                        f"gold documents give ({', '.join(judging or sorted(governing))}: "
                        f"{', '.join(sorted(labels))})",
                        location=query.location,
                        field="gold_answer",
                    )
                )
    return problems


def rejected_note(load: dict[str, Any]) -> str | None:
    """A report note when the load rejected records (the numbers are for the rest)."""
    if not load.get("rejected"):
        return None
    first = load.get("errors") or ["?"]
    return (
        f"{load['rejected']} corpus records rejected at load (first: {first[0]}); the figures "
        "are for the records that loaded"
    )


def encode_queries(
    embedder: CachedEmbedder | None, queries: Sequence[EvalQuery], notes: list[str]
) -> None:
    """Encode every query before timing, so dense latencies exclude the encoder."""
    if embedder is None:
        return
    for query in queries:
        embedder.query(query.query)
    note = "queries are MiniLM-encoded once before timing: dense latencies exclude encoding"
    if note not in notes:
        notes.append(note)


class Partition(BaseModel):
    """One isolated piece of a benchmark: its own documents and the queries asked of them."""

    name: str
    records: list[SourceRecord | RecordError]
    queries: list[EvalQuery]


def evaluate_isolated(
    config: EvalConfig,
    settings: Settings,
    store: GraphStore,
    partitions: Sequence[Partition],
    *,
    notes: Sequence[str] = (),
) -> EvalReport:
    """Each partition on a store holding only its own documents (wiped before each), every
    system judged on its queries; outcomes pooled into one report. For sets whose examples
    were generated independently (FinSuperQA): a merged corpus lets one example's events
    rule on another's, which the examples' gold answers never assumed."""
    from ingest.extract import default_extractor

    report = EvalReport(config=config, notes=list(notes))
    embedder = dense_embedder(settings, report.notes)
    extractor = default_extractor()
    outcomes: dict[str, list[Outcome]] = defaultdict(list)
    asked: list[EvalQuery] = []
    names: list[str] = []
    loads: Counter[str] = Counter()
    errors: list[str] = []
    golds: list[GoldStructure] = []
    totals: Counter[str] = Counter()
    budget = config.limit
    for partition in partitions:
        chosen = partition.queries[: budget - len(asked)] if budget else partition.queries
        if not chosen:
            continue
        store.clear()
        store.ensure_schema()
        loaded = load_corpus(
            partition.records,
            store,
            settings,
            embedder.documents if embedder else None,
            extractor,
        )
        loads.update(loaded.model_dump(include=LOAD_COUNTS))
        errors.extend(loaded.errors)
        graph = StoredGraph.from_store(store)
        check_gold(chosen, graph, settings)
        totals.update(corpus_counts(graph))
        systems = build_systems(
            config.systems, graph, settings, store, embedder, config.k1, report.notes
        )
        names = names or [system.name for system in systems]
        encode_queries(embedder, chosen, report.notes)
        for name, judged in run_queries(systems, chosen, graph, config).items():
            outcomes[name].extend(judged)
        golds.append(gold_structure(chosen, graph))
        asked.extend(chosen)
    report.notes = list(dict.fromkeys(report.notes))
    report.notes.append(
        f"isolated: {len(golds)} partitions, each loaded alone into a wiped store; "
        "corpus counts below are sums over the partitions"
    )
    load = {**loads, "errors": errors[:20]}
    if note := rejected_note(load):
        report.notes.append(note)
    report.corpus.update(totals, store=store.name, queries=len(asked), load=load)
    report.gold = merge_gold(golds)
    summarise_run(report, names, asked, outcomes, settings)
    return report


def merge_gold(parts: Sequence[GoldStructure]) -> GoldStructure:
    """Gold-chain diagnostics of several partitions as one (counts summed, examples joined)."""
    merged = GoldStructure()
    for part in parts:
        for name, value in part:
            current = getattr(merged, name)
            if isinstance(value, int):
                setattr(merged, name, current + value)
            elif isinstance(value, dict):
                setattr(merged, name, dict(Counter(current) + Counter(value)))
            else:
                setattr(merged, name, (current + value)[:20])
    return merged


def summarise_run(
    report: EvalReport,
    names: Sequence[str],
    chosen: Sequence[EvalQuery],
    outcomes: dict[str, list[Outcome]],
    settings: Settings,
) -> None:
    """Per-system summaries (all queries, then each slice), arm accounting and misses."""
    config = report.config
    slices = sorted({q.slice or UNSLICED for q in chosen})
    for name in names:
        results = outcomes[name]
        report.summaries.append(summarise(results, name, ALL_QUERIES, config.seed))
        if len(slices) > 1:
            report.summaries.extend(
                summarise([o for o in results if o.slice == s], name, s, config.seed)
                for s in slices
            )
        report.accounting.append(arm_accounting(name, chosen, results, settings.arm_depth))
        report.outcomes.extend(results)
        report.misses[name] = [
            {"query": o.query_id, "miss": o.miss, "top_k": o.top_k, "unsupported": o.unsupported}
            for o in results
            if o.miss
        ][:25]


def queries_from(
    path: Path | None, built: Sequence[EvalQuery]
) -> tuple[list[EvalQuery], list[InputError]]:
    """Queries from a file when given (with a problem per bad line), else the ones an
    importer produced."""
    if path is not None:
        return parse_queries(path)
    if not built:
        raise InputError("no queries: pass --queries FILE (generic eval JSONL)", field="queries")
    return list(built), []
