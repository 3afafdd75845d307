"""What ``graphcar eval`` does, kept out of the CLI module: pick the benchmark, prepare the
store, evaluate, write the queries file and the report."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel, Field

from graphcar.config import Settings
from graphcar.domains.packs import installed_packs
from graphcar.errors import InputError
from graphcar.eval.graph import StoredGraph
from graphcar.eval.metrics import GoldFrontier
from graphcar.eval.queries import EvalQuery, bad_lines, write_queries
from graphcar.eval.runner import (
    EvalConfig,
    EvalReport,
    Partition,
    evaluate,
    evaluate_isolated,
    gold_problems,
    queries_from,
)
from graphcar.model import Document
from graphcar.store.base import GraphStore
from ingest.car_benchmarks import Benchmark
from ingest.lapses import with_lapses
from ingest.load import input_order, reject_unknown_targets
from ingest.records import RecordError, SourceRecord

#: The CAR paper's headline "TCA@5" (= gold@5 here) per benchmark, for the report.
PAPER_FIGURES = {
    "car-finsuperqa": "paper gold@5 (their 'TCA@5'): two-stage 0.978, BM25 0.305, MiniLM 0.214",
    "car-ghsa": "paper gold@5 (their 'TCA@5'): two-stage 0.975, BM25 0.138, MiniLM 0.270",
    "car-ghsa-hard": "paper gold@5 on the templated distractors: two-stage 0.975, BM25 0.138, "
    "MiniLM 0.270 (the paper has no hard-distractor set)",
}


class EvalRequest(BaseModel):
    """The options of one ``graphcar eval`` run (bounds checked here, before any store work)."""

    corpus: list[Path]
    fmt: str = "auto"
    queries: Path | None = None
    split: str = "dev"
    k: int = Field(default=5, ge=1, le=1000)
    k1: int = Field(default=5, ge=1, le=1000)
    seed: int = 20260101
    donors: Path | None = None
    gold_frontier: GoldFrontier = "given"
    systems: list[str]
    limit: int | None = Field(default=None, ge=1)
    reset: bool = False
    #: With ``reset``: wipe even a store holding curators' decisions (refused otherwise).
    discard_curation: bool = False
    load: bool = True
    allow_rejects: bool = False
    isolate: bool = False
    out: Path | None = None
    title: str | None = None
    write_queries: Path | None = None
    command: str = ""


def refuse_to_wipe_curation(store: GraphStore) -> None:
    """``--reset`` wipes the store; one holding edges curators reviewed or added is kept
    unless the caller says their decisions may go (they are in ``graphcar export``)."""
    curated = store.counts().get("curated", 0)
    if curated:
        raise InputError(
            f"--reset would erase {curated} curator decision(s) stored with the edges (reviews "
            "and curator-added edges); keep them with `graphcar export FILE`, evaluate in "
            "another store (GRAPHCAR_DATA_DIR or --neo4j), or pass --discard-curation",
            field="reset",
        )


def benchmark_inputs(request: EvalRequest) -> Benchmark:
    """Corpus records, the importer's queries (CAR formats) and notes, for the request."""
    from ingest.car_benchmarks import CAR_FORMATS, load_benchmark

    if request.donors is not None and request.fmt != "car-ghsa-hard":
        raise InputError("--donors builds the hard GHSA set only (car-ghsa-hard)", field="donors")
    if request.fmt in CAR_FORMATS:
        if len(request.corpus) != 1:
            raise InputError("a CAR benchmark format takes one path", field="corpus")
        options: dict[str, object] = {"seed": request.seed}
        if request.fmt == "car-finsuperqa":
            options["split"] = request.split
        if request.donors is not None:
            options["donors"] = request.donors
        return load_benchmark(request.corpus[0], request.fmt, **options)
    from graphcar.runtime import read_inputs

    bench = Benchmark(name=request.fmt)
    for item in read_inputs(request.corpus, request.fmt):
        if isinstance(item, RecordError):
            bench.errors.append(item)
        else:
            bench.records.append(item)
    return bench


def partitions(bench: Benchmark, queries: Sequence[EvalQuery]) -> list[Partition]:
    """The benchmark split into its independent examples (``--isolate``), in query order."""
    if not bench.query_groups:
        raise InputError(
            f"--isolate needs a benchmark of independent examples (car-finsuperqa); "
            f"{bench.name} has none",
            field="isolate",
        )
    unknown = [query.id for query in queries if query.id not in bench.query_groups]
    if unknown:
        raise InputError(
            f"--isolate: {len(unknown)} queries belong to no example of {bench.name} "
            f"(first: {unknown[0]!r})",
            field="queries",
        )
    records: dict[str, list[SourceRecord | RecordError]] = defaultdict(list)
    for record in bench.records:
        for group in bench.record_groups.get(record.document.id, []):
            records[group].append(record)
    asked: dict[str, list[EvalQuery]] = defaultdict(list)
    for query in queries:
        asked[bench.query_groups[query.id]].append(query)
    parts = [
        Partition(name=name, records=records[name], queries=group) for name, group in asked.items()
    ]
    if parts:  # the importer's errors are reported once, with the first example's load
        parts[0].records[:0] = bench.errors
    return parts


def rejected_corpus(errors: Sequence[RecordError]) -> InputError:
    """Refusal of a corpus with bad records: numbers over the rest would be for a benchmark
    the user did not write (the queries file is refused on its first bad line likewise)."""
    shown = "; ".join(str(error) for error in errors[:3])
    more = f" (and {len(errors) - 3} more)" if len(errors) > 3 else ""
    return InputError(
        f"{len(errors)} corpus records rejected: {shown}{more}; fix them, or pass "
        "--allow-rejects to evaluate the records that load",
        field="corpus",
    )


def query_problems(queries: Sequence[EvalQuery], settings: Settings) -> list[InputError]:
    """What to refuse before the store is touched: a question the engine would refuse mid-run
    and a gold answer no domain pack can give (every verdict would be judged wrong)."""
    labels = {label for pack in installed_packs(settings) for label in pack.verdict_labels()}
    problems: list[InputError] = []
    for query in queries:
        if len(query.query) > settings.max_query_chars:
            problems.append(
                InputError(
                    f"the question has {len(query.query)} characters; the limit is "
                    f"{settings.max_query_chars} (GRAPHCAR_MAX_QUERY_CHARS)",
                    location=query.location,
                    field="query",
                )
            )
        if query.gold_answer is not None and query.gold_answer not in labels:
            problems.append(
                InputError(
                    f"gold_answer {query.gold_answer!r} is no verdict label of the installed "
                    f"domain packs ({', '.join(sorted(labels))})",
                    location=query.location,
                    field="gold_answer",
                )
            )
    return problems


def stored_gold(
    queries: Sequence[EvalQuery], store: GraphStore, loading: set[str]
) -> list[Document]:
    """The stored documents the queries' gold names that the corpus does not bring (a corpus
    loaded into a kept store is judged against both)."""
    named = sorted({doc_id for query in queries for doc_id in query.closure} - loading)
    found = (store.get_document(doc_id, None) for doc_id in sorted(store.existing_ids(named)))
    return [stored.document for stored in found if stored is not None]


def run_eval(request: EvalRequest, settings: Settings, store: GraphStore) -> EvalReport:
    """Evaluate and (when asked) write the queries file and the JSON/Markdown report."""
    from graphcar.eval.report import write_report

    if request.reset and not request.discard_curation:
        refuse_to_wipe_curation(store)
    bench = benchmark_inputs(request)
    queries, problems = queries_from(request.queries, bench.queries)
    problems += query_problems(queries, settings)
    if request.load:  # refused before anything is written, whether or not the store is wiped
        kept = None if request.reset else store  # a wiped store will hold the corpus alone
        bench.records, unknown = reject_unknown_targets(bench.records, kept)
        bench.errors = sorted([*bench.errors, *unknown], key=input_order)
        to_hold = [record.document for record in with_lapses(bench.records)]
        if kept is not None:
            to_hold += stored_gold(queries, kept, {document.id for document in to_hold})
        problems += gold_problems(queries, StoredGraph(to_hold, [], []), settings)
    if problems:  # every bad query of the file at once, whichever check found it
        raise bad_lines(problems)
    if bench.errors and request.load and not request.allow_rejects:
        raise rejected_corpus(bench.errors)
    records: list[SourceRecord | RecordError] = [*bench.errors, *bench.records]
    if request.write_queries is not None:
        write_queries(request.write_queries, queries)
    if request.isolate and not (request.reset and request.load):
        raise InputError(
            "--isolate loads each example alone into a wiped store: pass --reset (and not "
            "--no-load) to confirm that the store may be wiped",
            field="isolate",
        )
    parts = partitions(bench, queries) if request.isolate else None  # refused before any wipe
    if request.reset:
        store.clear()
    store.ensure_schema()
    config = EvalConfig(
        benchmark=request.fmt if request.fmt != "auto" else ",".join(map(str, request.corpus)),
        k=request.k,
        k1=request.k1,
        seed=request.seed,
        gold_frontier=request.gold_frontier,
        systems=list(request.systems),
        limit=request.limit,
        command=request.command,
    )
    if parts is not None:
        report = evaluate_isolated(config, settings, store, parts, notes=bench.notes)
    else:
        report = evaluate(
            config,
            settings,
            store,
            queries,
            records=records if request.load else None,
            notes=bench.notes,
        )
    if request.out is not None:
        title = request.title or f"graphcar eval: {config.benchmark}"
        write_report(report, request.out, title, PAPER_FIGURES.get(request.fmt))
    return report


def split_systems(value: str, known: Sequence[str]) -> list[str]:
    """``bm25,two_stage,graphcar`` -> names; ``all`` -> every known system."""
    if value.strip() == "all":
        return list(known)
    names = [part.strip() for part in value.split(",") if part.strip()]
    if not names:
        raise InputError("no systems given", field="systems")
    unknown = [name for name in names if name not in known]
    if unknown:
        raise InputError(f"unknown systems {unknown}; known: {', '.join(known)}", field="systems")
    return names
