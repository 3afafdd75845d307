"""Conversions between the model and the flat property maps both stores persist.

Kept in one place so Neo4j and the embedded store write and read exactly the same shape.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, TypeVar

from graphcar.model import AuthorityEdge, Document, Entity, IngestBatch, Mention, title_forms

RowT = TypeVar("RowT")

PUBLIC_ACCESS_TOKEN = "__public__"
DOCUMENT_FIELDS = (
    "id",
    "text",
    "title",
    "domain",
    "doc_type",
    "published_at",
    "effective_from",
    "effective_to",
    "source",
    "url",
    "access",
)


def identifier_text(keys: Iterable[str]) -> str:
    """The values of a document's entity keys, as one text field the BM25 index also sees."""
    return " ".join(sorted({key.split(":", 1)[1] for key in keys}))


def document_props(document: Document, entity_keys: Iterable[str]) -> dict[str, Any]:
    """The stored property map of a document (everything except the embedding)."""
    props: dict[str, Any] = {name: getattr(document, name) for name in DOCUMENT_FIELDS}
    props["in_force_from"] = document.in_force_from
    props["metadata_json"] = json.dumps(document.metadata, sort_keys=True, ensure_ascii=False)
    props["content_hash"] = document.content_hash()
    props["access_text"] = " ".join(document.access) if document.access else PUBLIC_ACCESS_TOKEN
    props["ids_text"] = identifier_text(entity_keys)
    # how a text or a question cites it by title (Neo4j indexes both; the embedded store
    # reads them from ``title``)
    props["title_key"], props["main_title_key"] = title_forms(document.title)
    return props


def document_from_props(props: Mapping[str, Any]) -> Document:
    """Rebuild the user-facing document from stored properties."""
    values = {name: props.get(name) for name in DOCUMENT_FIELDS}
    values["access"] = list(props.get("access") or [])
    for name in ("title", "source", "url"):
        values[name] = values[name] or ""
    values["metadata"] = json.loads(props.get("metadata_json") or "{}")
    return Document.model_validate(values)


def by_cited_title(
    documents: Iterable[Document], titles: Iterable[str]
) -> dict[str, list[Document]]:
    """``documents`` under each of ``titles`` that is their whole or main title
    (``title_forms``), in the given order."""
    wanted = set(titles)
    grouped: dict[str, list[Document]] = defaultdict(list)
    for document in documents:
        for form in dict.fromkeys(title_forms(document.title)):
            if form in wanted:
                grouped[form].append(document)
    return dict(grouped)


def mentions_by_document(mentions: Iterable[Mention]) -> dict[str, list[str]]:
    """Entity keys per document id."""
    grouped: dict[str, list[str]] = defaultdict(list)
    for mention in mentions:
        grouped[mention.doc_id].append(mention.entity_key)
    return grouped


def keys_by_document(rows: Iterable[Mapping[str, Any]]) -> dict[str, set[str]]:
    """``{id, key}`` rows grouped into each document's set of entity keys."""
    found: dict[str, set[str]] = {}
    for row in rows:
        found.setdefault(row["id"], set()).add(row["key"])
    return found


def metadata_by_document(rows: Iterable[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """``{id, metadata_json}`` rows as each document's metadata."""
    return {row["id"]: json.loads(row["metadata_json"] or "{}") for row in rows}


def edge_props(edge: AuthorityEdge) -> dict[str, Any]:
    """The stored property map of an edge (endpoints and recorded_at are set by the statement)."""
    return {
        "kind": edge.kind,
        "rule": edge.rule,
        "source": edge.source,
        "status": edge.status,
        "confidence": edge.confidence,
        "evidence": edge.evidence,
        "valid_from": edge.valid_from,
        "valid_to": edge.valid_to,
        "reviewed_by": edge.reviewed_by,
        "reviewed_at": edge.reviewed_at,
        "review_reason": edge.review_reason,
        "applies_to": list(edge.applies_to),
    }


def edge_rows(edges: Iterable[AuthorityEdge]) -> list[dict[str, Any]]:
    """Parameter rows for the edge upsert statements."""
    return [
        {
            "newer_id": edge.newer_id,
            "older_id": edge.older_id,
            "kind": edge.kind,
            "recorded_at": edge.recorded_at,
            "props": edge_props(edge),
        }
        for edge in edges
    ]


def edge_from_props(newer_id: str, older_id: str, props: Mapping[str, Any]) -> AuthorityEdge:
    """Rebuild an edge from stored properties."""
    return AuthorityEdge(
        newer_id=newer_id,
        older_id=older_id,
        kind=props["kind"],
        rule=props.get("rule") or "explicit",
        source=props.get("source") or "explicit",
        status=props.get("status") or "accepted",
        confidence=_confidence(props.get("confidence")),
        evidence=props.get("evidence") or "",
        valid_from=props.get("valid_from"),
        valid_to=props.get("valid_to"),
        recorded_at=props.get("recorded_at"),
        reviewed_by=props.get("reviewed_by"),
        reviewed_at=props.get("reviewed_at"),
        review_reason=props.get("review_reason"),
        applies_to=tuple(props.get("applies_to") or ()),
    )


def _confidence(value: Any) -> float:
    return 1.0 if value is None else float(value)


def cycle_reason(newer_id: str, path: Sequence[str]) -> str:
    """Why an edge was demoted: ``path`` runs from its older end back down to ``newer_id``."""
    return f"would close a supersession cycle: {' -> '.join([newer_id, *path])}"


def split_edges(batch: IngestBatch) -> tuple[list[AuthorityEdge], list[AuthorityEdge]]:
    """Superseding edges (frontier-defining) and non-superseding relations, apart."""
    superseding = [edge for edge in batch.edges if edge.supersedes]
    relations = [edge for edge in batch.edges if not edge.supersedes]
    return superseding, relations


def keyset_pages(
    fetch: Callable[[str], Sequence[RowT]], size: int, *, key: Callable[[RowT], str]
) -> Iterator[Sequence[RowT]]:
    """Pages of an id-ordered read (``fetch(after)`` returns up to ``size`` rows with ids
    above ``after``), each after the previous page's last id: nothing is skipped or sorted
    twice, and a short page is the last, so no read goes past the end."""
    if size < 1:
        raise ValueError(f"a page holds at least one row, not {size}")
    after = ""
    while True:
        page = fetch(after)
        if page:
            yield page
        if len(page) < size:
            return
        after = key(page[-1])


def entity_from_row(row: Mapping[str, Any]) -> Entity:
    """An entity from a row or node map with ``key``, ``kind``, ``name`` and ``aliases``."""
    return Entity(
        key=row["key"],
        kind=row["kind"],
        name=row.get("name") or row["key"],
        aliases=tuple(row.get("aliases") or ()),
    )
