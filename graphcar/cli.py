"""The ``graphcar`` command line (typer + rich); ``--json`` output for scripting."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from graphcar.config import Settings
from graphcar.errors import GraphcarError
from graphcar.model import Query
from graphcar.render import print_result

app = typer.Typer(
    name="graphcar",
    help="Controlling Authority Retrieval: the document that controls, not the most similar one.",
    no_args_is_help=True,
)
neo4j_app = typer.Typer(help="Run a local Neo4j Community server (no Docker needed).")
app.add_typer(neo4j_app, name="neo4j")

console = Console()
errors = Console(stderr=True)

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
    """Print an error the way users need it (no traceback) and return the exit."""
    errors.print(f"[red]error:[/red] {error}")
    return typer.Exit(code)


def emit_json(payload: Any) -> None:
    """JSON to stdout without rich markup."""
    sys.stdout.write(json.dumps(payload, indent=2, ensure_ascii=False, default=str) + "\n")


@app.command()
def ingest(
    files: Annotated[list[Path], typer.Argument(help="JSONL, OSV (JSON/YAML/zip/dir), CAR sets.")],
    fmt: Annotated[str, typer.Option("--format", help="auto | jsonl | osv | car-*")] = "auto",
    rejects: Annotated[Path | None, typer.Option(help="Write rejected records here.")] = None,
    neo4j: Neo4jOption = None,
    as_json: JsonOption = False,
) -> None:
    """Load documents, extract their scope, derive authority edges; report counts."""
    from graphcar.runtime import ingest_paths
    from graphcar.store.factory import open_store

    settings = settings_for(neo4j)
    try:
        store = open_store(settings)
        try:
            report = ingest_paths(settings, store, files, fmt=fmt, rejects_path=rejects)
        finally:
            store.close()
    except GraphcarError as exc:
        raise fail(exc) from exc
    if as_json:
        emit_json(report.model_dump() | {"loaded": report.loaded})
    else:
        table = Table(title="ingest", show_header=True)
        for name in ("read", "loaded", "created", "updated", "unchanged", "rejected"):
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
                    report.rejected,
                )
            )
        )
        console.print(table)
        if report.edges_by_source:
            console.print(f"edges by source: {report.edges_by_source}")
            console.print(f"edges by kind: {report.edges_by_kind}")
        for message in report.errors[:50]:
            errors.print(f"[red]rejected[/red] {message}")
        for message in report.cycles:
            errors.print(f"[yellow]edge kept as proposed[/yellow] {message}")
    if not report.ok:
        raise typer.Exit(1)


@app.command()
def query(
    text: Annotated[str, typer.Argument(help="The question.")],
    k: Annotated[int, typer.Option("--k", help="Context budget (the frontier is never cut).")] = 5,
    as_of: Annotated[str | None, typer.Option(help="Valid time: authority on this date.")] = None,
    known_at: Annotated[str | None, typer.Option(help="Transaction time (audit).")] = None,
    domain: Annotated[str | None, typer.Option(help="Only this domain.")] = None,
    trace: Annotated[bool, typer.Option(help="Include the retrieval trace.")] = False,
    neo4j: Neo4jOption = None,
    as_json: JsonOption = False,
) -> None:
    """Answer a question with its controlling documents first."""
    from graphcar.runtime import build_engine

    settings = settings_for(neo4j)
    try:
        engine = build_engine(settings)
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


if __name__ == "__main__":
    app()
