"""Writes an evaluation as JSON (everything) and Markdown (the tables people read)."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from graphcar.eval.metrics import Interval, Summary
from graphcar.eval.queries import ALL_QUERIES
from graphcar.eval.runner import EvalReport

MISS_ORDER = ("anchor", "scope", "frontier", "label")


def _ci(value: Interval) -> str:
    if math.isnan(value.mean):
        return "n/a"
    return f"{value.mean:.3f} [{value.low:.3f}, {value.high:.3f}]"


def _num(value: float) -> str:
    return "n/a" if math.isnan(value) else f"{value:.3f}"


def _ms(value: float) -> str:
    return "n/a" if math.isnan(value) else f"{value:.1f}"


def summary_table(summaries: list[Summary], k: int) -> list[str]:
    """One row per (system, slice)."""
    lines = [
        f"| system | slice | n | strict TCA@{k} [95% CI] | gold@{k} [95% CI] | R_anchor | phi | "
        f"kappa (median) | R_frontier@{k} | MRR@{k} | latency p50/p95/p99 ms | misses a/s/f/l |",
        "|---|---|---:|---|---|---:|---:|---:|---:|---:|---|---|",
    ]
    for s in summaries:
        m = s.metrics
        misses = "/".join(str(s.misses.get(name, 0)) for name in MISS_ORDER)
        latency = "/".join(_ms(s.latency_ms[p]) for p in ("p50", "p95", "p99"))
        lines.append(
            f"| {s.system} | {s.slice} | {s.n} | {_ci(m['strict_tca'])} | {_ci(m['gold_at_k'])} "
            f"| {_num(m['r_anchor'].mean)} | {_num(m['phi'].mean)} | {_num(s.kappa_median)} "
            f"| {_num(m['r_frontier'].mean)} | {_num(m['mrr'].mean)} | {latency} | {misses} |"
        )
    return lines


def lapse_clause(corpus: dict[str, Any]) -> str:
    """`` (2 of them lapse notices ...)`` when the store added any, else nothing."""
    added = corpus.get("lapse_notices") or 0
    if not added:
        return ""
    return f" ({added} of them lapse notices the store adds, one per `effective_to`)"


def markdown(report: EvalReport, title: str, paper: str | None = None) -> str:
    """The Markdown page of one run."""
    config = report.config
    k = config.k
    lines = [
        f"# {title}",
        "",
        "Regenerate (in the directory it was run from, with a dedicated store; `--reset` "
        "wipes it):",
        "",
        "```",
        config.command,
        "```",
        "",
        f"k = {k}, two-stage k1 = {config.k1}, bootstrap seed = {config.seed} (1,000 resamples), "
        f"gold frontier = {config.gold_frontier}; store: {report.corpus.get('store')}; "
        f"{report.corpus.get('documents')} documents{lapse_clause(report.corpus)}, "
        f"{report.corpus.get('entities')} entities, "
        f"{report.corpus.get('accepted_superseding_edges')} accepted superseding edges; "
        f"{report.corpus.get('queries')} queries.",
        "",
    ]
    lines += [f"- {note}" for note in report.notes]
    if paper:
        lines += ["", f"Paper reference: {paper}"]
    overall = [s for s in report.summaries if s.slice == ALL_QUERIES]
    by_slice = [s for s in report.summaries if s.slice != ALL_QUERIES]
    lines += ["", "## All queries", "", *summary_table(overall, k)]
    reviewed = [s for s in overall if s.via_review]
    if reviewed:
        counts = ", ".join(f"{s.system} {s.via_review} of {s.n}" for s in reviewed)
        lines += [
            "",
            f"Gold frontier in the top-{k} partly as review candidates (pending edges, labelled "
            f"so; not controlling yet): {counts}.",
        ]
    promoting = [s for s in overall if s.promoted]
    if promoting:
        counts = ", ".join(f"{s.system} {s.promoted} of {s.n}" for s in promoting)
        lines += [
            "",
            "Queries with a document the gold closure has superseded shown as controlling (the "
            f"store has no edge above it, none proposed; not a strict-TCA miss): {counts}.",
        ]
    labelled = [s for s in overall if s.label_checked or s.label_withheld]
    if labelled:
        counts = ", ".join(
            f"{s.system} {s.label_checked} checked, {s.label_withheld} withheld"
            if s.label_checked
            else f"{s.system} gives none"
            for s in labelled
        )
        lines += [
            "",
            "Verdicts on queries with a gold answer (strict TCA checks a verdict given; one "
            f"withheld is not counted wrong): {counts}.",
        ]
    if by_slice:
        lines += ["", "## By slice", "", *summary_table(by_slice, k)]
    lines += ["", "## Anchor arms (share of queries with a gold-closure candidate)", ""]
    lines += ["| system | arm | hit | unique hit | oracle union |", "|---|---|---:|---:|---:|"]
    for account in report.accounting:
        for arm in account.hit:
            lines.append(
                f"| {account.system} | {arm} | {account.hit[arm]:.3f} | "
                f"{account.unique.get(arm, 0.0):.3f} | {account.oracle:.3f} |"
            )
    gold = report.gold
    lines += [
        "",
        "## Gold chains in the stored graph",
        "",
        f"- queries whose gold closure has superseded documents: {gold.queries_with_chain}; "
        f"linked to their controlling document by accepted edges: {gold.linked}; "
        f"sharing an extracted entity with it: {gold.entity_linked}",
        f"- stored accepted superseding edges by rule: {gold.stored_edges_by_rule or 'none'}",
        f"- missing gold links (controlling type -> superseded type): "
        f"{gold.missing_by_types or 'none'}",
        f"- gold controlling documents the store marks superseded by a non-gold document: "
        f"{gold.gold_superseded}"
        + (f" (their edges by type and rule: {gold.gold_superseded_by})"
           if gold.gold_superseded_by else ""),
    ]
    if gold.missing_examples:
        lines += ["", "Missing-link examples:", "", *[f"- `{e}`" for e in gold.missing_examples]]
    if gold.gold_superseded_examples:
        lines += [
            "",
            "Wrongly superseded gold examples:",
            "",
            *[f"- `{e}`" for e in gold.gold_superseded_examples],
        ]
    lines += [
        "",
        "Metric definitions: see `graphcar/eval/metrics.py` (module docstring) and "
        "`docs/eval/README.md`.",
        "",
    ]
    return "\n".join(lines)


def write_report(report: EvalReport, out: Path, title: str, paper: str | None = None) -> None:
    """``out.json`` (full, machine-readable), ``out.md`` (tables) and ``out.outcomes.jsonl``
    (one line per system and query: what it showed and how it was judged, hits included)."""
    out.parent.mkdir(parents=True, exist_ok=True)
    payload = report.model_dump(mode="json")
    out.with_suffix(".json").write_text(
        json.dumps(payload, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    out.with_suffix(".md").write_text(markdown(report, title, paper), encoding="utf-8")
    with out.with_suffix(".outcomes.jsonl").open("w", encoding="utf-8") as handle:
        for outcome in report.outcomes:
            row = outcome.model_dump(mode="json")
            handle.write(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n")
