"""The ``graphcar`` command line (typer + rich); ``--json`` output for scripting."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from graphcar.cli_curate import chain_command, edges_app, explain_command
from graphcar.config import Settings
from graphcar.errors import GraphcarError, InputError, first_problem
from graphcar.model import Query
from graphcar.render import print_result
from graphcar.store.base import GraphStore

app = typer.Typer(
    name="graphcar",
    help="Controlling Authority Retrieval: the document that controls, not the most similar one.",
    no_args_is_help=True,
)
neo4j_app = typer.Typer(help="Run a local Neo4j Community server (no Docker needed).")
app.add_typer(neo4j_app, name="neo4j")
app.add_typer(edges_app, name="edges")
app.command("chain")(chain_command)
app.command("explain")(explain_command)
domains_app = typer.Typer(help="Domain packs: list the installed ones, validate your own YAML.")
app.add_typer(domains_app, name="domains")

#: No emoji codes: ":id:" in "file.json:id: Field required" is a field name, not a symbol.
console = Console(emoji=False)
errors = Console(stderr=True, emoji=False)

Neo4jOption = Annotated[
    str | None,
    typer.Option("--neo4j", help="Neo4j URI (default: GRAPHCAR_NEO4J_URI, else embedded store)."),
]
JsonOption = Annotated[bool, typer.Option("--json", help="Machine-readable JSON output.")]
DEMO_DIR = Path(__file__).resolve().parent / "demo"


def settings_for(neo4j: str | None = None, **overrides: Any) -> Settings:
    """Settings from the environment, with command-line overrides."""
    settings = Settings()
    if neo4j:
        settings = settings.model_copy(update={"neo4j_uri": neo4j})
    if overrides:
        settings = settings.model_copy(update=overrides)
    return settings


def fail(error: Exception, code: int = 2) -> typer.Exit:
    """Print an error the way users need it (no traceback) and return the exit. An option
    out of its bounds (a model refusing it) is named as the option, not as a pydantic dump."""
    if isinstance(error, ValidationError):
        loc, message = first_problem(error)
        option = f"--{str(loc[0]).replace('_', '-')}" if loc else None
        error = InputError(message, field=option)
    errors.print(f"[red]error:[/red] {escape(str(error))}")
    return typer.Exit(code)


def opened(settings: Settings) -> GraphStore:
    """The configured store; one that cannot be opened (another process holds the embedded
    store, Neo4j is unreachable) is a one-line error, not a traceback."""
    from graphcar.store.factory import open_store

    try:
        store = open_store(settings)
        unfinished = store.unfinished_loads()
    except GraphcarError as exc:
        raise fail(exc) from exc
    for load in unfinished:
        errors.print(
            f"[yellow]warning[/yellow] a load started {escape(load)} has not finished (still "
            "running, or interrupted): answers may lack the edges it had yet to write; run it "
            "again"
        )
    return store


def emit_json(payload: Any) -> None:
    """JSON to stdout without rich markup."""
    sys.stdout.write(json.dumps(payload, indent=2, ensure_ascii=False, default=str) + "\n")


@app.command()
def ingest(
    files: Annotated[list[Path], typer.Argument(help="JSONL, OSV (JSON/YAML/zip/dir), CAR sets.")],
    fmt: Annotated[str, typer.Option("--format", help="auto | jsonl | osv | car-*")] = "auto",
    rejects: Annotated[
        Path | None,
        typer.Option(
            help="Write each rejected record here as a JSON line: location, field, message "
            "and, for JSONL input, the line as read (raw)."
        ),
    ] = None,
    neo4j: Neo4jOption = None,
    as_json: JsonOption = False,
) -> None:
    """Load documents, extract their scope, derive authority edges; report counts."""
    from graphcar.runtime import ingest_paths

    settings = settings_for(neo4j)
    columns = (
        TextColumn("loading documents"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[rate]} docs/s"),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=errors, disable=as_json or not errors.is_terminal) as bar:
        task = bar.add_task("load", total=None, rate="-")

        def advance(done: int, total: int) -> None:
            bar.update(task, total=total, advance=done)
            speed = bar.tasks[task].speed
            bar.update(task, rate=f"{speed:.0f}" if speed else "-")

        try:
            store = opened(settings)
            try:
                report = ingest_paths(
                    settings, store, files, fmt=fmt, rejects_path=rejects, progress=advance
                )
            finally:
                store.close()
        except GraphcarError as exc:
            raise fail(exc) from exc
    if as_json:
        emit_json(report.model_dump() | {"loaded": report.loaded})
    else:
        table = Table(title="ingest", show_header=True)
        for name in ("read", "loaded", "created", "updated", "unchanged", "stale", "rejected"):
            table.add_column(name, justify="right")
        table.add_row(
            *(
                str(v)
                for v in (
                    report.read,
                    report.loaded,
                    report.created,
                    report.updated,
                    report.unchanged,
                    len(report.skipped),
                    report.rejected,
                )
            )
        )
        console.print(table)
        if report.documents_by_pack:
            console.print(f"documents by domain pack: {report.documents_by_pack}")
        if report.doc_types_read_as:
            console.print(f"doc types read as declared ones: {report.doc_types_read_as}")
        if report.undeclared_doc_types:
            console.print(
                "[yellow]doc types their domain pack does not declare[/yellow] (read as "
                f"commentary: no rule derives an edge from them): {report.undeclared_doc_types}"
                "; the declared ones: graphcar domains list"
            )
        if report.edges_by_source:
            console.print(f"edges by source: {report.edges_by_source}")
            console.print(f"edges by kind: {report.edges_by_kind}")
            console.print(f"edges by status: {report.edges_by_status}")
            if report.relations_by_status:
                console.print(
                    "relations that supersede nothing (limits, distinguishes ...) by status: "
                    f"{report.relations_by_status} (listed by graphcar export)"
                )
            if report.edges_by_status.get("proposed"):
                console.print(
                    "proposed edges do not act on answers until a curator accepts them: "
                    "graphcar edges list --status proposed"
                )
        if report.seconds:
            stages = ", ".join(f"{name} {secs:.1f}" for name, secs in report.seconds.items())
            console.print(f"seconds by stage (document writes overlap extraction): {stages}")
        for message in report.errors[:50]:
            errors.print(f"[red]rejected[/red] {message}")
        for message in report.cycles:
            errors.print(f"[yellow]edge kept as proposed[/yellow] {message}")
        for message in report.retracted:
            errors.print(f"[yellow]retracted[/yellow] {message}")
        for message in report.skipped:
            errors.print(f"[yellow]skipped[/yellow] {message}")
    if not report.ok:
        raise typer.Exit(1)


@app.command()
def query(
    text: Annotated[str, typer.Argument(help="The question.")],
    k: Annotated[int, typer.Option("--k", help="Context budget (the frontier is never cut).")] = 5,
    as_of: Annotated[str | None, typer.Option(help="Valid time: authority on this date.")] = None,
    known_at: Annotated[
        str | None, typer.Option(help="Transaction time (audit); a bare date: its end.")
    ] = None,
    domain: Annotated[str | None, typer.Option(help="Only this domain.")] = None,
    trace: Annotated[bool, typer.Option(help="Include the retrieval trace.")] = False,
    neo4j: Neo4jOption = None,
    as_json: JsonOption = False,
) -> None:
    """Answer a question with its controlling documents first."""
    from graphcar.runtime import build_engine

    settings = settings_for(neo4j)
    try:
        engine = build_engine(settings, opened(settings))
        try:
            result = engine.query(
                Query(text=text, k=k, as_of=as_of, known_at=known_at, domain=domain, trace=trace)
            )
        finally:
            engine.store.close()
    except GraphcarError as exc:
        raise fail(exc) from exc
    except ValueError as exc:
        raise fail(exc) from exc
    if as_json:
        emit_json(result.model_dump(mode="json"))
    else:
        print_result(console, result)
        if trace and result.trace:
            console.print_json(json.dumps(result.trace, default=str))


@app.command("export")
def export_command(
    target: Annotated[Path, typer.Argument(help="Output JSONL file.")],
    neo4j: Neo4jOption = None,
) -> None:
    """Write the whole graph (documents, scope, edges with provenance) to a JSONL file."""
    from graphcar.transfer import export_graph

    store = opened(settings_for(neo4j))
    try:
        batches = export_graph(store, target)
    except GraphcarError as exc:
        raise fail(exc) from exc
    finally:
        store.close()
    console.print(f"exported {batches} batches to {target}")


@app.command("import")
def import_command(
    source: Annotated[Path, typer.Argument(help="A file written by `graphcar export`.")],
    neo4j: Neo4jOption = None,
    as_json: JsonOption = False,
) -> None:
    """Load a graph exported from another store (idempotent)."""
    from graphcar.transfer import import_graph

    store = opened(settings_for(neo4j))
    try:
        stats = import_graph(store, source)
    except GraphcarError as exc:
        raise fail(exc) from exc
    finally:
        store.close()
    if as_json:
        emit_json(stats.model_dump())
    else:
        console.print(
            f"imported: {stats.created} created, {stats.updated} updated, "
            f"{stats.unchanged} unchanged documents; {stats.edges} edges"
        )


@app.command()
def demo(
    neo4j: Neo4jOption = None,
) -> None:
    """Load the bundled demo corpus and answer its showcase questions."""
    from graphcar.runtime import build_engine, ingest_paths
    from graphcar.store.factory import open_store

    settings = settings_for(neo4j)
    corpus = sorted(DEMO_DIR.glob("*.jsonl"))
    questions = json.loads((DEMO_DIR / "questions.json").read_text(encoding="utf-8"))
    try:
        store = open_store(settings)
        report = ingest_paths(settings, store, corpus)
        console.print(
            f"[bold]demo corpus[/bold]: {report.read} records "
            f"({report.created} new, {report.updated} updated, {report.unchanged} unchanged) "
            f"into the {store.name} store"
        )
        engine = build_engine(settings, store)
        for question in questions:
            console.rule()
            print_result(console, engine.query(Query(text=question, k=5)))
        store.close()
    except GraphcarError as exc:
        raise fail(exc) from exc


def _launcher_config(home: Path | None, port: int) -> Any:
    from graphcar import launcher

    values: dict[str, Any] = {"bolt_port": port}
    if home is not None:
        values["home"] = home
    return launcher.LocalNeo4jConfig(**values)


@neo4j_app.command("start")
def neo4j_start(
    port: Annotated[int, typer.Option(help="Bolt port on 127.0.0.1.")] = 7687,
    home: Annotated[Path | None, typer.Option(help="NEO4J_HOME for the local server.")] = None,
    timeout: Annotated[float, typer.Option(help="Seconds to wait for readiness.")] = 180.0,
) -> None:
    """Assemble (first time) and start a local Neo4j 5.26 Community server."""
    from graphcar import launcher

    cfg = _launcher_config(home, port)
    try:
        seconds = launcher.start(cfg, timeout=timeout)
    except launcher.LauncherError as exc:
        raise fail(exc, 1) from exc
    console.print(f"Neo4j ready in {seconds:.1f}s")
    console.print(f"GRAPHCAR_NEO4J_URI={launcher.uri(cfg)}")
    console.print(f"GRAPHCAR_NEO4J_USER={launcher.NEO4J_USER}")
    console.print(f"GRAPHCAR_NEO4J_PASSWORD={cfg.password}")


@neo4j_app.command("query")
def neo4j_query(
    file: Annotated[Path, typer.Argument(help="A Cypher file, e.g. cypher/explore/*.cypher.")],
    param: Annotated[
        list[str] | None,
        typer.Option(help="name=<Cypher literal>, as :param takes it (overrides the header's)."),
    ] = None,
    neo4j: Neo4jOption = None,
    as_json: JsonOption = False,
) -> None:
    """Run a curated read query on Neo4j with its header's :param values (the local server
    has no Browser): what a curator would paste into Neo4j Browser."""
    from graphcar.explore import run_read_file

    settings = settings_for(neo4j)
    try:
        rows = run_read_file(settings, file, dict(parse_param(p) for p in param or []))
    except GraphcarError as exc:
        raise fail(exc) from exc
    if as_json:
        emit_json(rows)
        return
    table = Table(*(rows[0].keys() if rows else ["(no rows)"]))
    for row in rows:
        table.add_row(*(escape(json.dumps(v, default=str)) for v in row.values()))
    console.print(table)


def parse_param(text: str) -> tuple[str, str]:
    """``name=literal`` (the literal is Cypher: 'text', 12, ['a', 'b'], null)."""
    name, sep, literal = text.partition("=")
    if not sep or not name.strip().isidentifier():
        raise fail(InputError(f"--param {text!r}: write name=<Cypher literal>", field="param"))
    return name.strip(), literal.strip()


@neo4j_app.command("stop")
def neo4j_stop(
    port: Annotated[int, typer.Option(help="Bolt port on 127.0.0.1.")] = 7687,
    home: Annotated[Path | None, typer.Option(help="NEO4J_HOME for the local server.")] = None,
) -> None:
    """Stop the local Neo4j server."""
    from graphcar import launcher

    launcher.stop(_launcher_config(home, port))
    console.print("Neo4j stopped")


@neo4j_app.command("status")
def neo4j_status(
    port: Annotated[int, typer.Option(help="Bolt port on 127.0.0.1.")] = 7687,
    home: Annotated[Path | None, typer.Option(help="NEO4J_HOME for the local server.")] = None,
) -> None:
    """Whether the local Neo4j server runs and answers."""
    from graphcar import launcher

    status = launcher.status(_launcher_config(home, port))
    emit_json({**vars(status), "home": str(status.home)})
    if not status.reachable:
        raise typer.Exit(1)


@app.command("eval")
def eval_command(
    corpus: Annotated[list[Path], typer.Argument(help="Corpus: CAR data file/dir, JSONL, OSV.")],
    fmt: Annotated[
        str,
        typer.Option(
            "--format",
            help="car-finsuperqa | car-cvepatchqa | car-legal | car-ghsa (paper distractors) | "
            "car-ghsa-hard | car-ghsa-bare | jsonl | osv | auto",
        ),
    ] = "auto",
    queries: Annotated[
        Path | None, typer.Option(help="Queries JSONL (default: the CAR importer's).")
    ] = None,
    systems: Annotated[str, typer.Option(help="Comma-separated systems, or 'all'.")] = "all",
    k: Annotated[int, typer.Option("--k", help="Context budget for every system.")] = 5,
    k1: Annotated[int, typer.Option(help="Two-stage baseline: BM25 anchors.")] = 5,
    split: Annotated[str, typer.Option(help="FinSuperQA queries: dev | train | all.")] = "dev",
    seed: Annotated[int, typer.Option(help="Bootstrap (and distractor) seed.")] = 20260101,
    donors: Annotated[
        Path | None,
        typer.Option(
            help="car-ghsa-hard: OSV advisories (directory, file or zip) whose disclosures the "
            "distractor advisories retell (default: the set's own)."
        ),
    ] = None,
    gold_frontier: Annotated[
        str, typer.Option(help="given (gold_controlling) | store (recomputed from the graph)")
    ] = "given",
    limit: Annotated[int | None, typer.Option(help="Only the first N queries.")] = None,
    reset: Annotated[bool, typer.Option(help="Wipe the store before loading.")] = False,
    discard_curation: Annotated[
        bool,
        typer.Option(
            help="With --reset: wipe the store even if curators reviewed or added edges in it "
            "(refused by default)."
        ),
    ] = False,
    load: Annotated[bool, typer.Option(help="Load the corpus (--no-load: use the store).")] = True,
    allow_rejects: Annotated[
        bool,
        typer.Option(
            help="Evaluate the records that load even if some corpus records are bad (refused "
            "by default, before any wipe)."
        ),
    ] = False,
    isolate: Annotated[
        bool,
        typer.Option(
            help="Each independent example (car-finsuperqa) alone in the store, wiped before "
            "each (needs --reset); results pooled."
        ),
    ] = False,
    dense: Annotated[
        bool | None, typer.Option(help="Dense arm/baseline (default: GRAPHCAR_DENSE).")
    ] = None,
    out: Annotated[Path | None, typer.Option(help="Write OUT.json and OUT.md.")] = None,
    title: Annotated[str | None, typer.Option(help="Title of the Markdown report.")] = None,
    write_queries: Annotated[
        Path | None, typer.Option(help="Also write the queries in the generic eval format.")
    ] = None,
    neo4j: Neo4jOption = None,
    as_json: JsonOption = False,
) -> None:
    """Benchmark BM25, dense, the paper's two-stage method and graphcar on one corpus."""
    import shlex

    from graphcar.eval.command import EvalRequest, run_eval, split_systems
    from graphcar.eval.queries import ALL_QUERIES
    from graphcar.eval.report import summary_table
    from graphcar.eval.runner import ALL_SYSTEMS
    from graphcar.store.factory import open_store

    overrides: dict[str, Any] = {} if dense is None else {"dense": dense}
    settings = settings_for(neo4j, **overrides)
    try:
        request = EvalRequest(
            corpus=corpus,
            fmt=fmt,
            queries=queries,
            split=split,
            k=k,
            k1=k1,
            seed=seed,
            donors=donors,
            gold_frontier=gold_frontier,
            systems=split_systems(systems, ALL_SYSTEMS),
            limit=limit,
            reset=reset,
            discard_curation=discard_curation,
            load=load,
            allow_rejects=allow_rejects,
            isolate=isolate,
            out=out,
            title=title,
            write_queries=write_queries,
            command="graphcar " + shlex.join(sys.argv[1:]),
        )
        store = open_store(settings)
        try:
            report = run_eval(request, settings, store)
        finally:
            store.close()
    except GraphcarError as exc:
        raise fail(exc) from exc
    except ValueError as exc:
        raise fail(exc) from exc
    rejected = bool(report.corpus.get("load", {}).get("rejected"))
    if as_json:
        emit_json(report.model_dump(mode="json"))
    else:
        for note in report.notes:
            console.print(f"[dim]{note}[/dim]")
        overall = [s for s in report.summaries if s.slice == ALL_QUERIES]
        console.print("\n".join(summary_table(overall, k)), markup=False)
    if rejected and not allow_rejects:
        raise typer.Exit(1)  # like ingest: a load that rejected records is not a clean run


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Interface to bind.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port.")] = 8000,
    neo4j: Neo4jOption = None,
    demo_corpus: Annotated[
        bool, typer.Option("--demo", help="Load the bundled demo corpus first.")
    ] = False,
) -> None:
    """Run the HTTP API and the authority-chain viewer (uvicorn)."""
    import uvicorn

    from graphcar.api.app import create_app

    settings = settings_for(neo4j)
    try:
        if demo_corpus:
            from graphcar.runtime import ingest_paths
            from graphcar.store.factory import open_store

            store = open_store(settings)
            try:
                ingest_paths(settings, store, sorted(DEMO_DIR.glob("*.jsonl")))
            finally:
                store.close()
        application = create_app(settings)
    except GraphcarError as exc:
        raise fail(exc) from exc
    uvicorn.run(application, host=host, port=port, log_level="info")


@app.command()
def viz(
    doc_id: Annotated[str, typer.Argument(help="Document id whose authority chain to draw.")],
    output: Annotated[Path, typer.Option("-o", "--output", help="HTML file to write.")] = Path(
        "chain.html"
    ),
    label: Annotated[
        list[str] | None,
        typer.Option("--label", help="Render as a caller with these access labels (repeat)."),
    ] = None,
    neo4j: Neo4jOption = None,
) -> None:
    """Write a standalone HTML page (no network needed) with a document's authority chain."""
    from graphcar.api.standalone import write_chain_html

    store = opened(settings_for(neo4j))
    try:
        chain = write_chain_html(
            store, doc_id, output, tuple(label) if label is not None else None
        )
    except GraphcarError as exc:
        raise fail(exc) from exc
    finally:
        store.close()
    console.print(
        f"wrote {output}: {len(chain.nodes)} documents, {len(chain.edges)} edges, "
        f"controlling: {', '.join(chain.controlling)}"
    )


@app.command("api-key")
def api_key(
    name: Annotated[str, typer.Argument(help="Key owner; recorded in review audits.")],
    scopes: Annotated[str, typer.Option(help="Comma-separated: read,ingest,curate.")] = "read",
    labels: Annotated[
        str, typer.Option(help="Comma-separated access labels; '*' for every document.")
    ] = "",
    scrypt: Annotated[bool, typer.Option(help="Store an scrypt hash instead of sha256.")] = False,
) -> None:
    """Create an API key: prints the secret once and the hashed line for the key file."""
    from graphcar.api.auth import new_key, parse_key, scrypt_hash, sha256_hash

    secret = new_key()
    hashed = scrypt_hash(secret) if scrypt else sha256_hash(secret)
    line = f"{name}:{hashed}:{scopes}:{labels}"
    try:
        parse_key(line, "api-key")
    except GraphcarError as exc:
        raise fail(exc) from exc
    errors.print("key (shown once; give it to the caller):")
    sys.stdout.write(secret + "\n")
    errors.print("line for GRAPHCAR_API_KEYS_FILE (or GRAPHCAR_API_KEYS, ';'-separated):")
    sys.stdout.write(line + "\n")


@domains_app.command("validate")
def domains_validate(
    files: Annotated[list[Path], typer.Argument(help="Domain pack YAML files to check.")],
    as_json: JsonOption = False,
) -> None:
    """Check pack files; errors name the file, YAML line and field."""
    from graphcar.domains.packs import load_pack

    report: list[dict[str, Any]] = []
    for path in files:
        try:
            pack = load_pack(path)
        except GraphcarError as exc:
            report.append({"file": str(path), "ok": False, "error": str(exc)})
            continue
        report.append({"file": str(path), "ok": True, "pack": pack.name, "rules": len(pack.rules)})
    if as_json:
        emit_json(report)
    else:
        for item in report:
            if item["ok"]:
                console.print(f"[green]ok[/green] {item['file']}: pack {item['pack']!r}")
            else:
                errors.print(f"[red]error:[/red] {item['error']}")
    if not all(item["ok"] for item in report):
        raise typer.Exit(1)


@domains_app.command("list")
def domains_list(as_json: JsonOption = False) -> None:
    """The packs in force: built-in plus GRAPHCAR_DOMAIN_PACKS_DIR."""
    from graphcar.domains.packs import installed_packs

    try:
        packs = installed_packs(settings_for())
    except GraphcarError as exc:
        raise fail(exc) from exc
    rows: list[dict[str, Any]] = [
        {
            "name": pack.name,
            "domains": pack.domains,
            "doc_types": sorted(pack.doc_types),
            "doc_type_meanings": pack.doc_types,
            "doc_type_aliases": pack.doc_type_aliases,
            "rules": [rule.name for rule in pack.rules],
            "cues": [cue.name for cue in pack.cues],
            "verdicts": sorted(pack.verdict_labels()),
        }
        for pack in packs
    ]
    if as_json:
        emit_json(rows)
        return
    table = Table("pack", "domains", "doc types (aliases)", "rules", "cues", "verdict labels")
    for row in rows:
        table.add_row(
            row["name"],
            ", ".join(row["domains"]),
            "; ".join(with_aliases(name, row["doc_type_aliases"]) for name in row["doc_types"]),
            str(len(row["rules"])),
            str(len(row["cues"])),
            ", ".join(row["verdicts"]),
        )
    console.print(table)


def with_aliases(doc_type: str, aliases: dict[str, str]) -> str:
    """``blackout_announced (blackout, trading_blackout)``: a type and its other names."""
    names = [alias for alias, declared in aliases.items() if declared == doc_type]
    return f"{doc_type} ({', '.join(names)})" if names else doc_type


if __name__ == "__main__":
    app()
