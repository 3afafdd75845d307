"""Ingest throughput: docs/s, peak memory and where the time goes (spaCy, derivation, writes).

    python -m benchmarks.ingest_throughput --sizes 10000 100000 --out docs/bench

Each configuration (size x store x extraction on/off x embeddings on/off) loads the same
generated corpus into an emptied store in its own child process, so peak RSS belongs to that
load alone. "extraction off" loads with the identifier patterns only and no derived edges (the
cost of the database writes and validation alone: the floor the pipeline is compared with);
"extraction on" is what `graphcar ingest` does: the spaCy pipeline, domain-pack derivation and
the writes. Document writes run on a worker thread while the next batch is extracted, so the
stage seconds of extraction and document writes overlap.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.corpus import generate, write
from benchmarks.stores import bench_store
from graphcar.config import Settings
from graphcar.runtime import document_embedder, read_inputs
from ingest.load import load_records

STAGES = ("read", "extract", "prepare", "write_documents", "derive", "write_edges")


def load_once(args: argparse.Namespace) -> dict[str, Any]:
    """One configuration, in this (child) process: the row the table shows."""
    from ingest.derive import PackDeriver
    from ingest.extract import IdentifierExtractor, spacy_extractor

    settings = Settings(dense=args.embeddings)
    with tempfile.TemporaryDirectory() as tmp:
        store = bench_store(args.store, settings, Path(tmp))
        try:
            if args.extraction:
                extractor = spacy_extractor(settings)
                options: dict[str, Any] = {
                    "extractor": extractor,
                    "derive_edges": PackDeriver(extractor),
                }
            else:
                options = {"extractor": IdentifierExtractor()}
            started = time.perf_counter()
            report = load_records(
                read_inputs([args.corpus], "auto"),
                store,
                embedder=document_embedder(settings),
                batch_size=settings.batch_size,
                **options,
            )
            seconds = time.perf_counter() - started
        finally:
            store.close()
    return {
        "size": report.read,
        "store": args.store,
        "extraction": args.extraction,
        "embeddings": args.embeddings,
        "seconds": seconds,
        "docs_per_s": report.read / seconds,
        "edges": sum(report.edges_by_source.values()),
        "stages": report.seconds,
        "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def run_child(corpus: Path, store: str, extraction: bool, embeddings: bool) -> dict[str, Any]:
    """``load_once`` in a fresh interpreter (peak memory of that load only)."""
    command = [sys.executable, "-m", "benchmarks.ingest_throughput", "--child"]
    command += ["--corpus", str(corpus), "--store", store]
    command += ["--extraction"] if extraction else []
    command += ["--embeddings"] if embeddings else []
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"ingest child failed ({' '.join(command)}):\n{done.stderr[-3000:]}")
    row: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return row


def median_run(
    corpus: Path, store: str, extraction: bool, embeddings: bool, runs: int
) -> dict[str, Any]:
    """The median (by docs/s) of ``runs`` loads, with every run's docs/s kept for the record:
    the machine is shared, and one run can differ from the next by a quarter."""
    results = sorted(
        (run_child(corpus, store, extraction, embeddings) for _ in range(runs)),
        key=lambda row: row["docs_per_s"],
    )
    median = dict(results[len(results) // 2])
    median["runs_docs_per_s"] = [round(row["docs_per_s"]) for row in results]
    return median


def markdown(rows: list[dict[str, Any]]) -> str:
    """docs/s with the ratio to the write-only floor of the same size and store, and the split."""
    lines = [
        "| size | store | extraction | embeddings | docs/s (median) | runs | vs writes-only floor "
        "| edges "
        "| peak RSS MB | " + " | ".join(f"{s} s" for s in STAGES) + " |",
        "|---" * (9 + len(STAGES)) + "|",
    ]
    for row in rows:
        floor = next(
            (
                r
                for r in rows
                if (r["size"], r["store"]) == (row["size"], row["store"])
                and not r["extraction"]
                and not r["embeddings"]
            ),
            None,
        )
        ratio = f"{row['docs_per_s'] / floor['docs_per_s']:.2f}x" if floor else "-"
        stages = " | ".join(f"{row['stages'].get(s, 0.0):.1f}" for s in STAGES)
        lines.append(
            f"| {row['size']} | {row['store']} | {'on' if row['extraction'] else 'off'} | "
            f"{'on' if row['embeddings'] else 'off'} | {row['docs_per_s']:.0f} | "
            f"{', '.join(map(str, row.get('runs_docs_per_s', [])))} | {ratio} | "
            f"{row['edges']} | {row['peak_rss_mb']:.0f} | {stages} |"
        )
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000])
    parser.add_argument("--stores", nargs="+", default=["neo4j", "embedded"])
    parser.add_argument(
        "--embeddings-max-size",
        type=int,
        default=10_000,
        help="MiniLM on 2 CPU cores encodes ~100 docs/s; measure embeddings up to this size",
    )
    parser.add_argument(
        "--repeat",
        type=int,
        default=3,
        help="runs per configuration without embeddings; the table shows the median run",
    )
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=Path("docs/bench"))
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--corpus", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--store", help=argparse.SUPPRESS)
    parser.add_argument("--extraction", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--embeddings", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(load_once(args)))
        return
    rows: list[dict[str, Any]] = []
    for size in args.sizes:
        with tempfile.TemporaryDirectory() as tmp:
            corpus, _ = write(generate(size, seed=args.seed), Path(tmp))
            for store in args.stores:
                configurations = [(False, False), (True, False)]
                if size <= args.embeddings_max_size:
                    configurations.append((True, True))
                for extraction, embeddings in configurations:
                    runs = 1 if embeddings else args.repeat
                    rows.append(median_run(corpus, store, extraction, embeddings, runs))
                    print(markdown(rows[-1:]).splitlines()[-1], flush=True)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "ingest_throughput.json").write_text(json.dumps(rows, indent=2))
    command = "python -m benchmarks.ingest_throughput " + " ".join(sys.argv[1:])
    table = markdown(rows)
    (args.out / "ingest_throughput.md").write_text(
        f"# Ingest throughput\n\nRegenerate: `{command}`\n\n{table}"
    )
    print(table)


if __name__ == "__main__":
    main()
