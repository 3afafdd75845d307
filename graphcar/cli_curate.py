"""CLI commands for analysts and curators: explain a query, show a chain, review edges."""

from __future__ import annotations

import json
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.tree import Tree

from graphcar.anchors.symbols import SYMBOL_BOOST
from graphcar.car import Authority
from graphcar.errors import GraphcarError, InputError, NotFoundError
from graphcar.model import EdgeStatus, Query, nfc, now_timestamp
from graphcar.render import print_result
from graphcar.review import add_edge, review_edge
from graphcar.store.base import CarSubgraph, GraphStore

edges_app = typer.Typer(help="Curator review of authority edges.")
console = Console(emoji=False)


def chain_tree(graph: CarSubgraph, focus: str, as_of: str) -> Tree:
    """The authority chain as a tree: each controlling document, then what it supersedes;
    roles as of ``as_of`` (the store leaves out documents not yet in force then, except the
    one asked about)."""
    authority = Authority(graph)
    frontier = sorted(authority.frontier)

    def label(doc_id: str) -> str:
        node = graph.nodes[doc_id]
        title = node.title if node.visible else "(a document you cannot access)"
        marker = " [bold]<= this document[/bold]" if doc_id == focus else ""
        if node.in_force_from and node.in_force_from > as_of:
            role = "[dim]not yet in force[/dim]"
        elif node.superseded:
            role = "[yellow]superseded[/yellow]"
        else:
            role = "[green]controlling[/green]"
        date = (node.published_at or "")[:10]
        return f"{role} {doc_id} — {title} {date}{marker}"

    root = Tree(f"authority chain of {focus}")

    def grow(branch: Tree, doc_id: str, seen: frozenset[str]) -> None:
        for edge in sorted(authority.supersedes.get(doc_id, []), key=lambda e: e.older_id):
            if edge.older_id in seen:
                continue
            only = f"(for {', '.join(edge.applies_to)} only) " if edge.applies_to else ""
            only += f"(until {edge.valid_to}) " if edge.valid_to else ""
            child = branch.add(
                f"--{edge.kind}--> {only}[{edge.source}/{edge.rule}] {label(edge.older_id)}"
            )
            grow(child, edge.older_id, seen | {edge.older_id})

    for head in frontier:
        grow(root.add(label(head)), head, frozenset({head}))
    pending = [e for e in graph.edges if e.status == "proposed"]
    if pending:
        review = root.add("[cyan]pending review[/cyan]")
        for edge in pending:
            review.add(f"{edge.newer_id} --{edge.kind}--> {edge.older_id} ({edge.rule})")
    return root


def _open(neo4j: str | None) -> GraphStore:
    """The configured store (imported lazily: cli.py imports this module)."""
    from graphcar.cli import opened, settings_for

    return opened(settings_for(neo4j))


def chain_command(
    doc_id: Annotated[str, typer.Argument(help="Document id.")],
    as_of: Annotated[str | None, typer.Option(help="Judge supersession on this date.")] = None,
    neo4j: Annotated[str | None, typer.Option("--neo4j", help="Neo4j URI.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="JSON output.")] = False,
) -> None:
    """Show a document's authority chain as a tree (what controls it, what it supersedes)."""
    from graphcar.cli import emit_json, fail
    from graphcar.model import to_as_of

    try:
        moment = to_as_of(as_of) or now_timestamp()
    except ValueError as exc:
        raise fail(InputError(str(exc), field="--as-of")) from exc
    store = _open(neo4j)
    try:
        graph = store.authority_chain(nfc(doc_id), None, as_of=moment)
    except GraphcarError as exc:
        raise fail(exc) from exc
    finally:
        store.close()
    if graph is None:
        raise fail(NotFoundError(f"no document {doc_id!r}"))
    if as_json:
        emit_json(graph.model_dump(mode="json"))
    else:
        console.print(chain_tree(graph, nfc(doc_id), moment))


def explain_command(
    text: Annotated[str, typer.Argument(help="The question.")],
    k: Annotated[int, typer.Option("--k", help="Context budget.")] = 5,
    as_of: Annotated[str | None, typer.Option(help="Valid time.")] = None,
    neo4j: Annotated[str | None, typer.Option("--neo4j", help="Neo4j URI.")] = None,
) -> None:
    """Answer a question and show why: arms, fused anchors, scope, closure, rejections."""
    from graphcar.cli import fail, settings_for
    from graphcar.runtime import build_engine

    settings = settings_for(neo4j)
    engine = build_engine(settings, _open(neo4j))
    try:
        result = engine.query(Query(text=text, k=k, as_of=as_of, trace=True))
    except (GraphcarError, ValueError) as exc:
        raise fail(exc) from exc
    finally:
        engine.store.close()
    print_result(console, result)
    trace = result.trace or {}
    console.rule("why")
    route = trace.get("interpretation", {}).get("route", {})
    weights = route.get("weights") or {}
    ran = trace.get("interpretation", {}).get("arms_run", list(weights))
    idle = [arm for arm in weights if arm not in ran]  # dense without the model: not run
    console.print(
        f"route: {route.get('name')} ({route.get('reason')}); weights "
        f"{ {arm: weight for arm, weight in weights.items() if arm in ran} }"
        + (f"; not run: {', '.join(idle)}" if idle else "")
    )
    console.print(f"identifiers in the query: {trace.get('interpretation', {}).get('identifiers')}")
    # what picks the document asked about: identifiers, and names the store holds ("RFC 2616")
    console.print(f"named (the store holds them): {', '.join(result.named) or '-'}")
    titled = trace.get("interpretation", {}).get("titled") or []
    console.print(f"named by title (documents in the closure): {', '.join(titled) or '-'}")
    symbols = trace.get("interpretation", {}).get("code_symbols")
    if symbols:
        console.print(f"code symbols (lexical weight x{SYMBOL_BOOST}): {symbols}")
    table = Table("arm", "candidates (rank:id)")
    for arm, hits in trace.get("arms", {}).items():
        table.add_row(arm, ", ".join(f"{h['rank']}:{h['id']}" for h in hits[:8]))
    table.add_row(
        "fused anchors", ", ".join(f"{h['rank']}:{h['id']}" for h in trace.get("fused", []))
    )
    console.print(table)
    console.print(f"scope: {', '.join(trace.get('scope', [])) or '-'}")
    console.print(f"closure: {', '.join(trace.get('closure', []))}")
    for rejected in trace.get("rejected", []):
        by = ", ".join(
            f"{b['newer_id']} ({b['kind']}, {b['source']}/{b['rule']})" for b in rejected["by"]
        )
        console.print(f"[yellow]not controlling[/yellow] {rejected['id']}: superseded by {by}")


@edges_app.command("list")
def edges_list(
    status: Annotated[
        EdgeStatus | None, typer.Option(help="accepted | proposed | rejected")
    ] = "proposed",
    doc_id: Annotated[
        str | None, typer.Option("--doc", help="Edges touching this document.")
    ] = None,
    limit: Annotated[int, typer.Option(help="At most this many.")] = 100,
    neo4j: Annotated[str | None, typer.Option("--neo4j", help="Neo4j URI.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="JSON output.")] = False,
) -> None:
    """Authority edges, by default those awaiting review."""
    from graphcar.cli import emit_json

    store = _open(neo4j)
    try:
        records = store.edge_records(
            status=status, doc_id=nfc(doc_id) if doc_id else None, limit=limit
        )
    finally:
        store.close()
    if as_json:
        emit_json([r.model_dump(mode="json") for r in records])
        return
    # One block per edge, ids whole: a seven-column table cut them to "recall-asce…" at 80
    # columns, and curators review by id.
    for record in records:
        e = record.edge
        console.print(
            f"{escape(e.newer_id)} [bold]--{e.kind}-->[/bold] {escape(e.older_id)}  "
            f"[dim]{e.status} {e.confidence:.2f} {e.source}/{escape(e.rule)}[/dim]"
        )
        if e.evidence:
            console.print(f"    {escape(e.evidence)}", style="dim")
        if record.reviewed_at:  # the audit: who decided, when, why
            console.print(
                f"    reviewed by {escape(record.reviewed_by or '?')} at {record.reviewed_at}: "
                f"{escape(record.review_reason or '')}",
                style="dim",
            )
    if not records:
        console.print("no edges")


@edges_app.command("add")
def edges_add(
    newer_id: Annotated[str, typer.Argument(help="The superseding document.")],
    older_id: Annotated[str, typer.Argument(help="The superseded document.")],
    kind: Annotated[str, typer.Argument(help="Edge kind, e.g. supersedes.")] = "supersedes",
    reason: Annotated[str, typer.Option(help="Why (kept in the audit; required).")] = "",
    by: Annotated[str, typer.Option(help="Curator name for the audit.")] = "cli",
    neo4j: Annotated[str | None, typer.Option("--neo4j", help="Neo4j URI.")] = None,
) -> None:
    """Add an accepted edge no rule derived (a supersession read elsewhere); loads keep it."""
    from graphcar.cli import emit_json, fail

    store = _open(neo4j)
    try:
        edge = add_edge(store, nfc(newer_id), nfc(older_id), kind, by=by, reason=reason)
    except GraphcarError as exc:
        raise fail(exc) from exc
    finally:
        store.close()
    emit_json(json.loads(edge.model_dump_json()))


@edges_app.command("review")
def edges_review(
    newer_id: Annotated[str, typer.Argument(help="The superseding document.")],
    older_id: Annotated[str, typer.Argument(help="The superseded document.")],
    kind: Annotated[str, typer.Argument(help="Edge kind, e.g. patches.")],
    decision: Annotated[str, typer.Option("--decision", help="accept | reject")] = "accept",
    reason: Annotated[str, typer.Option(help="Why (kept in the audit; required).")] = "",
    by: Annotated[str, typer.Option(help="Reviewer name for the audit.")] = "cli",
    neo4j: Annotated[str | None, typer.Option("--neo4j", help="Neo4j URI.")] = None,
) -> None:
    """Accept or reject an edge; the decision survives later re-ingests."""
    from graphcar.cli import emit_json, fail

    statuses: dict[str, EdgeStatus] = {"accept": "accepted", "reject": "rejected"}
    if decision not in statuses:
        raise fail(ValueError("--decision must be accept or reject"))
    store = _open(neo4j)
    try:
        edge = review_edge(
            store, nfc(newer_id), nfc(older_id), kind, statuses[decision], by=by, reason=reason
        )
    except GraphcarError as exc:
        raise fail(exc) from exc
    finally:
        store.close()
    emit_json(json.loads(edge.model_dump_json()))
