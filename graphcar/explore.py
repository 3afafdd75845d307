"""Curated Cypher files (``cypher/explore/``) run the way a curator pastes them into Neo4j
Browser: the ``// :param name => literal`` lines of the header give the parameters, each
literal evaluated by Neo4j itself, and the query runs in a read transaction. The local server
``graphcar neo4j start`` runs speaks Bolt only (no Browser), so ``graphcar neo4j query`` is the
way to run them there.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import neo4j
from neo4j import GraphDatabase

from graphcar.config import Settings
from graphcar.errors import InputError, QueryError, StoreUnavailableError

#: A header line declaring a parameter, as Neo4j Browser's ``:param`` takes it.
PARAM_LINE = re.compile(r"^//\s*:param\s+(\w+)\s*=>\s*(.+?)\s*;?\s*$")


def declared_params(text: str) -> dict[str, str]:
    """``:param name => literal`` lines of a query's header: name to Cypher literal."""
    found = (PARAM_LINE.match(line.strip()) for line in text.splitlines())
    return {match.group(1): match.group(2) for match in found if match}


def run_read_file(
    settings: Settings, path: Path, overrides: Mapping[str, str]
) -> list[dict[str, Any]]:
    """Rows of the Cypher file at ``path``; ``overrides`` (name to literal) replace the
    header's parameters. Writes are refused: the transaction is read-only."""
    if not settings.neo4j_uri:
        raise InputError(
            "curated Cypher runs on Neo4j: set GRAPHCAR_NEO4J_URI or pass --neo4j", field="neo4j"
        )
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror or exc}", location=str(path)) from exc
    literals = {**declared_params(text), **overrides}
    auth = (settings.neo4j_user, settings.neo4j_password.get_secret_value())
    try:
        with GraphDatabase.driver(settings.neo4j_uri, auth=auth) as driver, driver.session(
            database=settings.neo4j_database, default_access_mode=neo4j.READ_ACCESS
        ) as session:
            params = {
                name: session.execute_read(_evaluate, literal) for name, literal in literals.items()
            }
            return session.execute_read(_rows, text, params)
    except neo4j.exceptions.ServiceUnavailable as exc:
        raise StoreUnavailableError(f"Neo4j is unavailable: {exc}", statement=path.name) from exc
    except neo4j.exceptions.Neo4jError as exc:
        raise QueryError(f"{path}: {exc.message or exc}", location=str(path)) from exc


def _evaluate(tx: neo4j.ManagedTransaction, literal: str) -> Any:
    return tx.run(f"RETURN {literal} AS value").single(strict=True)["value"]


def _rows(
    tx: neo4j.ManagedTransaction, text: str, params: Mapping[str, Any]
) -> list[dict[str, Any]]:
    return [record.data() for record in tx.run(text, dict(params))]
