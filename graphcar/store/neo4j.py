"""Neo4j, the system of record. Every statement comes from ``cypher/neo4j``."""

from __future__ import annotations

import logging
import re
import string
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, LiteralString

import neo4j
from neo4j import GraphDatabase, ManagedTransaction, RoutingControl
from neo4j.exceptions import (
    ConnectionAcquisitionTimeoutError,
    Neo4jError,
    ServiceUnavailable,
    SessionExpired,
)

from graphcar.anchors.identifiers import find_identifiers
from graphcar.anchors.symbols import SYMBOL_BOOST, code_symbols
from graphcar.config import NEO4J_CONNECT_TIMEOUT_SECONDS, NEO4J_RETRY_SECONDS
from graphcar.cypher import statement, statements
from graphcar.errors import NotFoundError, StoreError, StoreUnavailableError
from graphcar.model import (
    ACCOMPANYING_KINDS,
    ANNULLING_KINDS,
    CYCLE_DEMOTER,
    DEFERRING_KINDS,
    LAPSING_KINDS,
    REVIVING_KINDS,
    AuthorityEdge,
    Document,
    EdgeStatus,
    Entity,
    IngestBatch,
    Mention,
    UpsertStats,
    now_timestamp,
)
from graphcar.store.base import (
    AnchorRequest,
    Candidate,
    CarSubgraph,
    ClosureEdge,
    ClosureNode,
    EdgeRecord,
    StoredDocument,
)
from graphcar.store.rows import (
    by_cited_title,
    cycle_reason,
    document_from_props,
    document_props,
    edge_from_props,
    edge_rows,
    entity_from_row,
    keys_by_document,
    keyset_pages,
    mentions_by_document,
    metadata_by_document,
    split_edges,
)
from graphcar.store.subgraph import subgraph_from_rows

logger = logging.getLogger(__name__)

INDEX_TIMEOUT_SECONDS = 300
VECTOR_OVERFETCH = 4
#: The fewest neighbours asked of the dense index. Its HNSW search keeps as many candidates as
#: it is asked for, so a shallow arm (depth 1 asks for 4) walked too narrow a beam: on 1,500
#: clustered vectors an index rebuilt from the stored vectors gave a wrong top 1 for 7 of 60
#: questions at depth 1, and none with this floor.
VECTOR_MIN_FETCH = 100
#: The dense index's build, beside the embedder's dimension. Neo4j's default (int8 scalar
#: quantization, HNSW m 16, ef_construction 100) answers with approximate scores, misses
#: documents near the top, and answers differently when built during a load and when rebuilt
#: from the stored vectors, so runs of one evaluation moved. On the paper GHSA corpus (2,251
#: documents, 159 questions) its top 50 differed from exact cosine for 140 questions (59 with
#: quantization off), and the dense arm alone reached strict TCA@5 0.962 (built during the load)
#: or 0.931 (rebuilt); with this build 0.969, its top 50 differing from exact cosine for one
#: question. The build took 1.3 s there and 7.5 s for 11,025 documents.
VECTOR_INDEX_CONFIG: dict[str, object] = {
    "vector.similarity_function": "cosine",
    "vector.quantization.enabled": False,
    "vector.hnsw.m": 64,
    "vector.hnsw.ef_construction": 512,
}
#: How long a dense index seen online is trusted before its state is read again (a rebuild
#: started by another process takes it offline).
DENSE_STATE_TTL_SECONDS = 5.0
#: ``$lapsing_kinds`` of the closure statements (edges that end once their superseder is
#: superseded).
_LAPSING = sorted(LAPSING_KINDS)
#: ``$reviving_kinds``: relations that put a superseded document back in force.
_REVIVING = sorted(REVIVING_KINDS)
#: ``$deferring_kinds``: relations that put off the day a document takes effect.
_DEFERRING = sorted(DEFERRING_KINDS)
#: ``$annulling_kinds``: edges voiding their target, so its own edges do not hold.
_ANNULLING = sorted(ANNULLING_KINDS)
#: ``$accompanying_kinds``: relations whose documents govern together (car_subgraph.cypher).
_ACCOMPANYING = sorted(ACCOMPANYING_KINDS)
VECTOR_INDEX_NAME = "document_embedding"  # as cypher/neo4j/vector_index.cypher names it
#: Why a store skips the dense arm while its index is not online.
DENSE_INDEX_NOT_ONLINE = "the vector index is being built (not online yet)"
#: Waiting for a pooled connection may take this many connect timeouts: it can include opening
#: one, and a longer wait means the pool is exhausted, which callers should see as "retry later".
ACQUISITION_CONNECT_TIMEOUTS = 2


def _q(name: str) -> LiteralString:
    """A statement by name (mypy treats LiteralString as str; the text comes from our files)."""
    return statement("neo4j", name)


@contextmanager
def translated_errors(name: str) -> Iterator[None]:
    """Driver errors become StoreError naming the statement; outages (and a pool with no free
    connection in time) become StoreUnavailableError, which callers may retry."""
    try:
        yield
    except (ServiceUnavailable, SessionExpired, ConnectionAcquisitionTimeoutError) as exc:
        raise StoreUnavailableError(f"Neo4j is unavailable: {exc}", statement=name) from exc
    except Neo4jError as exc:
        raise StoreError(f"{exc.code}: {exc.message}", statement=name) from exc


class Neo4jStore:
    """GraphStore on a Neo4j server (single instance, cluster or Aura via ``neo4j://``)."""

    name = "neo4j"

    def __init__(
        self,
        uri: str,
        user: str,
        password: str,
        database: str = "neo4j",
        *,
        embedding_dimensions: int | None = None,
        batch_size: int = 1000,
        retry_seconds: float = NEO4J_RETRY_SECONDS,
        connect_timeout: float = NEO4J_CONNECT_TIMEOUT_SECONDS,
    ) -> None:
        """``retry_seconds`` bounds the driver's retries of transient errors (exponential
        backoff from 1 s) and ``connect_timeout`` each connection attempt, so an unreachable
        server fails a call in seconds rather than the driver's default half minute."""
        self._driver = GraphDatabase.driver(
            uri,
            auth=(user, password),
            notifications_min_severity="OFF",
            max_transaction_retry_time=retry_seconds,
            connection_timeout=connect_timeout,
            connection_acquisition_timeout=connect_timeout * ACQUISITION_CONNECT_TIMEOUTS,
        )
        self._database = database
        self._embedding_dimensions = embedding_dimensions
        self._batch_size = batch_size
        self._dense_online_until = 0.0  # monotonic time until which "online" is trusted
        self.uri = uri

    # -- plumbing -------------------------------------------------------------------------
    def _read(self, name: str, **params: Any) -> list[neo4j.Record]:
        with translated_errors(name):
            records, _, _ = self._driver.execute_query(
                _q(name), parameters_=params, database_=self._database, routing_=RoutingControl.READ
            )
        return list(records)

    def _write(self, name: str, **params: Any) -> list[neo4j.Record]:
        with translated_errors(name):
            records, _, _ = self._driver.execute_query(
                _q(name),
                parameters_=params,
                database_=self._database,
                routing_=RoutingControl.WRITE,
            )
        return list(records)

    def verify(self) -> None:
        """Fail fast with a StoreUnavailableError when the server cannot be reached."""
        with translated_errors("verify_connectivity"):
            self._driver.verify_connectivity()

    # -- schema ---------------------------------------------------------------------------
    def ensure_schema(self) -> None:
        with self._driver.session(database=self._database) as session:
            for text in statements("neo4j", "schema"):
                with translated_errors("schema"):
                    session.run(text).consume()
            if self._embedding_dimensions:
                self._ensure_vector_index(session, self._embedding_dimensions)
            with translated_errors("await_indexes"):
                session.run(_q("await_indexes"), timeout=INDEX_TIMEOUT_SECONDS).consume()

    def _ensure_vector_index(self, session: neo4j.Session, dimensions: int) -> None:
        """Create the dense index, or rebuild one configured otherwise, where keeping it would
        leave the dense arm on the old build: an older graphcar's is rebuilt from the stored
        embeddings; for another embedder's dimension, stored vectors of the old dimension are
        not indexed, so documents answer the dense arm once they are embedded again."""
        wanted = {"vector.dimensions": dimensions, **VECTOR_INDEX_CONFIG}
        with translated_errors("vector_index_config"):
            built = [record["config"] for record in session.run(_q("vector_index_config"))]
        if built and not vector_config_matches(built[0], wanted):
            logger.info("rebuilding the dense index: %s, wanted %s", built[0], wanted)
            with translated_errors("drop_vector_index"):
                session.run(_q("drop_vector_index")).consume()
        with translated_errors("vector_index"):
            session.run(_q("vector_index"), index_config=wanted).consume()

    # -- writes ---------------------------------------------------------------------------
    def upsert(self, batch: IngestBatch) -> UpsertStats:
        with self._driver.session(database=self._database) as session, translated_errors("upsert"):
            return session.execute_write(self._upsert_tx, batch, now_timestamp())

    def _upsert_tx(self, tx: ManagedTransaction, batch: IngestBatch, now: str) -> UpsertStats:
        keys_by_doc = mentions_by_document(batch.mentions)
        rows = [
            {
                "id": doc.id,
                "props": document_props(doc, keys_by_doc.get(doc.id, [])),
                "recorded_at": batch.recorded_at.get(doc.id),
            }
            for doc in batch.documents
        ]
        counts = tx.run(_q("upsert_documents"), rows=rows, now=now).single()
        stats = UpsertStats(
            created=counts["created"] if counts else 0,
            updated=counts["updated"] if counts else 0,
            unchanged=counts["unchanged"] if counts else 0,
        )
        if batch.embeddings:
            embedding_rows = [{"id": i, "embedding": v} for i, v in batch.embeddings.items()]
            tx.run(_q("set_embeddings"), rows=embedding_rows).consume()
        tx.run(_q("clear_mentions"), ids=[doc.id for doc in batch.documents]).consume()
        entity_rows = [
            {"key": e.key, "kind": e.kind, "name": e.name, "aliases": list(e.aliases)}
            for e in batch.entities
        ]
        tx.run(_q("upsert_entities"), rows=entity_rows).consume()
        mention_rows = [m.model_dump() for m in batch.mentions]
        tx.run(_q("upsert_mentions"), rows=mention_rows).consume()
        superseding, relations = split_edges(batch)
        tx.run(
            _q("upsert_supersedes"), rows=edge_rows(superseding), now=now, demoter=CYCLE_DEMOTER
        ).consume()
        tx.run(_q("upsert_relations"), rows=edge_rows(relations), now=now).consume()
        stats.entities, stats.mentions, stats.edges = (
            len(entity_rows),
            len(mention_rows),
            len(batch.edges),
        )
        stats.cycles = self._demote_cycles(tx, superseding)
        return stats

    def _demote_cycles(self, tx: ManagedTransaction, edges: list[AuthorityEdge]) -> list[str]:
        """Edges that would close a supersession cycle are kept as 'proposed', with the reason."""
        messages: list[str] = []
        pending = [
            {"newer_id": e.newer_id, "older_id": e.older_id, "kind": e.kind}
            for e in edges
            if e.status == "accepted"
        ]
        while pending:
            found = tx.run(_q("supersession_cycles"), pairs=pending).data()
            if not found:
                break
            first = found[0]
            reason = cycle_reason(first["newer_id"], first["cycle"])
            tx.run(
                _q("set_edge_status"),
                newer_id=first["newer_id"],
                older_id=first["older_id"],
                kind=first["kind"],
                status="proposed",
                by=CYCLE_DEMOTER,
                now=now_timestamp(),
                reason=reason,
            ).consume()
            messages.append(reason)
            # Only edges that were on a cycle can still be on one: demotion removes edges.
            cyclic = {(row["newer_id"], row["older_id"], row["kind"]) for row in found[1:]}
            pending = [
                p for p in pending if (p["newer_id"], p["older_id"], p["kind"]) in cyclic
            ]
        return messages

    # -- reads ----------------------------------------------------------------------------
    def car_subgraph(self, request: AnchorRequest) -> CarSubgraph:
        params = request.model_dump()
        params["lexical"] = lucene_query(request.lexical, request.access)
        params["vector_depth"] = max(request.arm_depth * VECTOR_OVERFETCH, VECTOR_MIN_FETCH)
        params["lapsing_kinds"] = _LAPSING
        params["annulling_kinds"] = _ANNULLING
        params["reviving_kinds"] = _REVIVING
        params["deferring_kinds"] = _DEFERRING
        params["accompanying_kinds"] = _ACCOMPANYING
        unavailable: dict[str, str] = {}
        if request.embedding is not None and not self._embedding_dimensions:
            params["embedding"] = None
        elif request.embedding is not None and not self._dense_index_online():
            params["embedding"] = None
            unavailable["dense"] = DENSE_INDEX_NOT_ONLINE
        record = self._read("car_subgraph", **params)
        if not record:
            return CarSubgraph(unavailable=unavailable)
        row = record[0]
        subgraph = subgraph_from_rows(
            row["arms"],
            row["anchors"],
            [*row["nodes"], *row["companions"], *row["standing"]],
            row["candidates"],
            row["relations"],
            row["deferrals"],
            row["held_off"],
            row["awaited"],
        )
        subgraph.unavailable = unavailable
        return subgraph

    def _dense_index_online(self) -> bool:
        """Whether the dense index answers now (read at most every DENSE_STATE_TTL_SECONDS
        while it is online, on every dense query while it is not)."""
        now = time.monotonic()
        if now < self._dense_online_until:
            return True
        # a query on an index still populating waits 30 s and then fails
        online = self.index_states().get(VECTOR_INDEX_NAME) == "ONLINE"
        if online:
            self._dense_online_until = now + DENSE_STATE_TTL_SECONDS
        return online

    def lexical_search(self, request: AnchorRequest) -> list[Candidate]:
        lexical = lucene_query(request.lexical, request.access)
        if lexical is None:
            return []
        params = request.model_dump(include={"arm_depth", "as_of", "known_at", "domain"})
        records = self._read("lexical_search", lexical=lexical, **params)
        return [
            Candidate(id=r["id"], rank=rank, score=float(r["score"]))
            for rank, r in enumerate(records, start=1)
        ]

    def get_document(self, doc_id: str, access: Sequence[str] | None) -> StoredDocument | None:
        records = self._read("get_document", id=doc_id, access=_access(access))
        if not records:
            return None
        props = dict(records[0]["document"])
        return StoredDocument(
            document=document_from_props(props),
            content_hash=props["content_hash"],
            ingested_at=props.get("ingested_at"),
            recorded_at=props.get("recorded_at"),
            entities=sorted(records[0]["entities"]),
        )

    def existing_ids(self, ids: Sequence[str]) -> set[str]:
        return {r["id"] for r in self._read("existing_documents", ids=list(ids))}

    def visible_ids(self, ids: Sequence[str], access: Sequence[str]) -> set[str]:
        rows = self._read("visible_documents", ids=list(ids), access=list(access))
        return {r["id"] for r in rows}

    def stored_metadata(self, ids: Sequence[str]) -> dict[str, dict[str, Any]]:
        if not ids:
            return {}
        return metadata_by_document(self._read("stored_metadata", ids=list(ids)))

    def documents_by_entities(
        self, keys: Sequence[str], *, written_before: str | None = None
    ) -> dict[str, list[Document]]:
        records = self._read("documents_by_entities", keys=list(keys), before=written_before)
        return {
            r["key"]: [document_from_props(props) for props in r["documents"]] for r in records
        }

    def documents_by_titles(
        self, titles: Sequence[str], *, written_before: str | None = None
    ) -> dict[str, list[Document]]:
        if not titles:
            return {}
        records = self._read("documents_by_titles", titles=list(titles), before=written_before)
        return by_cited_title((document_from_props(r["props"]) for r in records), titles)

    def edges(
        self, *, status: EdgeStatus | None = None, doc_id: str | None = None, limit: int = 1000
    ) -> list[AuthorityEdge]:
        records = self._read("list_edges", status=status, doc_id=doc_id, limit=limit)
        return [edge_from_props(r["newer_id"], r["older_id"], r["props"]) for r in records]

    def scope_keys(self, ids: Sequence[str]) -> dict[str, set[str]]:
        if not ids:
            return {}
        return keys_by_document(self._read("scope_keys", ids=list(ids)))

    def edges_touching(self, ids: Sequence[str]) -> list[AuthorityEdge]:
        if not ids:
            return []
        records = self._read("edges_touching", ids=list(ids))
        return [edge_from_props(r["newer_id"], r["older_id"], r["props"]) for r in records]

    def superseded_by_rule(self, ids: Sequence[str], rule: str) -> set[str]:
        if not ids:
            return set()
        return {r["id"] for r in self._read("superseded_by_rule", ids=list(ids), rule=rule)}

    def set_edge_status(
        self, newer_id: str, older_id: str, kind: str, status: EdgeStatus, *, by: str, reason: str
    ) -> AuthorityEdge:
        records = self._write(
            "set_edge_status",
            newer_id=newer_id,
            older_id=older_id,
            kind=kind,
            status=status,
            by=by,
            reason=reason,
            now=now_timestamp(),
        )
        if not records:
            raise NotFoundError(f"no {kind} edge from {newer_id!r} to {older_id!r}")
        return edge_from_props(newer_id, older_id, records[0]["props"])

    def entity(self, key: str) -> Entity | None:
        records = self._read("get_entity", key=key)
        if not records:
            return None
        return entity_from_row(records[0]["entity"])

    def stored_entity_keys(self, keys: Sequence[str]) -> set[str]:
        if not keys:
            return set()
        return {record["key"] for record in self._read("stored_entity_keys", keys=list(keys))}

    def entities_of_kinds(self, kinds: Sequence[str]) -> list[Entity]:
        if not kinds:
            return []
        records = self._read("entities_of_kinds", kinds=list(kinds))
        return [entity_from_row(record.data()) for record in records]

    def authority_chain(
        self, doc_id: str, access: Sequence[str] | None, *, as_of: str
    ) -> CarSubgraph | None:
        records = self._read(
            "authority_chain",
            id=doc_id,
            access=_access(access),
            as_of=as_of,
            lapsing_kinds=_LAPSING,
            annulling_kinds=_ANNULLING,
            reviving_kinds=_REVIVING,
            deferring_kinds=_DEFERRING,
        )
        if not records:
            return None
        graph = CarSubgraph(
            nodes={row["id"]: ClosureNode.model_validate(row) for row in records[0]["nodes"]},
            edges=[ClosureEdge.model_validate(edge) for edge in records[0]["edges"]],
        )
        graph.edges.sort(key=lambda e: (e.older_id, e.newer_id, e.kind))
        return graph

    def entity_scope(
        self, key: str, access: Sequence[str] | None, *, as_of: str, known_at: str
    ) -> CarSubgraph | None:
        records = self._read(
            "entity_scope",
            key=key,
            access=_access(access),
            as_of=as_of,
            known_at=known_at,
            lapsing_kinds=_LAPSING,
            annulling_kinds=_ANNULLING,
            reviving_kinds=_REVIVING,
            deferring_kinds=_DEFERRING,
        )
        if not records:
            return None
        row = records[0]
        anchors = sorted(row["anchors"], key=lambda hit: hit["id"])
        graph = subgraph_from_rows([], anchors, row["nodes"])
        graph.scope = [key]
        return graph

    def edge_records(
        self,
        *,
        status: EdgeStatus | None = None,
        doc_id: str | None = None,
        access: Sequence[str] | None = None,
        limit: int = 100,
        offset: int = 0,
    ) -> list[EdgeRecord]:
        records = self._read(
            "edge_records",
            status=status,
            doc_id=doc_id,
            access=_access(access),
            limit=limit,
            offset=offset,
        )
        return [
            EdgeRecord(
                edge=edge_from_props(r["newer_id"], r["older_id"], r["props"]),
                reviewed_by=r["props"].get("reviewed_by"),
                reviewed_at=r["props"].get("reviewed_at"),
                review_reason=r["props"].get("review_reason"),
                newer_title=r["newer_title"],
                older_title=r["older_title"],
            )
            for r in records
        ]

    def index_states(self) -> dict[str, str]:
        return {r["name"]: str(r["state"]) for r in self._read("index_states")}

    def counts(self) -> dict[str, int]:
        record = self._read("counts", demoter=CYCLE_DEMOTER)[0]
        return {key: int(value) for key, value in record.data().items()}

    def domains(self, access: Sequence[str] | None) -> list[str]:
        rows = self._read("stored_domains", access=None if access is None else list(access))
        return [str(r["domain"]) for r in rows]

    def load_started(self, load_id: str, inputs: str) -> None:
        self._write("load_started", id=load_id, started=now_timestamp(), inputs=inputs)

    def load_finished(self, load_id: str, inputs: str) -> None:
        self._write("load_finished", id=load_id, inputs=inputs)

    def unfinished_loads(self) -> list[str]:
        return [f"{r['started']} ({r['inputs']})" for r in self._read("unfinished_loads")]

    def export_batches(self, batch_size: int) -> list[IngestBatch]:
        batches: list[IngestBatch] = []
        pages = keyset_pages(
            lambda after: self._read("export_documents", after=after, limit=batch_size),
            batch_size,
            key=lambda record: str(record["document"]["id"]),
        )
        for records in pages:
            batch = IngestBatch()
            for record in records:
                props = dict(record["document"])
                document = document_from_props(props)
                batch.documents.append(document)
                batch.recorded_at[document.id] = props.get("recorded_at")
                if props.get("embedding") is not None:
                    batch.embeddings[document.id] = list(props["embedding"])
                for entity in record["entities"]:
                    batch.entities.append(
                        Entity(
                            key=entity["key"],
                            kind=entity["kind"],
                            name=entity.get("name") or entity["key"],
                            aliases=tuple(entity.get("aliases") or ()),
                        )
                    )
                    batch.mentions.append(
                        Mention(doc_id=document.id, entity_key=entity["key"], role=entity["role"])
                    )
            batches.append(batch)
        edges = [
            edge_from_props(r["newer_id"], r["older_id"], r["props"])
            for r in self._read("export_edges")
        ]
        batches.append(IngestBatch(edges=edges))
        return batches

    def clear(self) -> None:
        with self._driver.session(database=self._database) as session, translated_errors("clear"):
            session.run(_q("clear")).consume()

    def close(self) -> None:
        try:
            self._driver.close()
        except BufferError as exc:
            # The pool says GOODBYE on every pooled connection; one left mid-message by a worker
            # thread that outlived its request cannot be greeted, and is discarded either way.
            logger.warning("Neo4j driver closed with a connection in use: %s", exc)


def _access(access: Sequence[str] | None) -> list[str] | None:
    return None if access is None else list(access)


LUCENE_SPECIALS = set('+-&|!(){}[]^"~*?:\\/')
LUCENE_KEYWORDS = frozenset({"AND", "OR", "NOT", "TO"})
#: Lucene refuses a query with more than 1024 clauses, and Neo4j expands every term over the
#: four indexed fields (title, text, ids_text, access_text); 100 terms leave room for the
#: entitlement labels. Long queries keep their first distinct words.
MAX_LEXICAL_TERMS = 100
CODE_LIKE = re.compile(r"[^\W_]+(?:[-_/.:][^\W_]+)+")
_EDGE_PUNCTUATION = "".join(sorted(set(string.punctuation)))


def vector_config_matches(built: dict[str, Any], wanted: dict[str, object]) -> bool:
    """Whether an index's reported configuration has every wanted setting (Neo4j reports the
    similarity function upper-case)."""
    def same(have: object, want: object) -> bool:
        if isinstance(have, str) and isinstance(want, str):
            return have.casefold() == want.casefold()
        return have == want

    return all(key in built and same(built[key], value) for key, value in wanted.items())


def lucene_escape(term: str) -> str:
    """Escape Lucene query syntax so user text is always searched as text."""
    return "".join(f"\\{ch}" if ch in LUCENE_SPECIALS else ch for ch in term)


def _phrase(surface: str) -> str:
    """An identifier as a quoted phrase: its tokens must appear together and in order."""
    return f'"{lucene_escape(surface)}"'


def _word(token: str) -> str | None:
    """One user word as an escaped term; None when the analyzer would find nothing in it.

    A code-like word the tokenizer would split (``qz-48291``, ``log4j-core``) stays a phrase,
    so lower-case identifiers the patterns do not claim still cannot match a twin by one part.
    """
    if not any(ch.isalnum() for ch in token):
        return None
    core = token.strip(_EDGE_PUNCTUATION)
    if CODE_LIKE.fullmatch(core) and any(ch.isdigit() for ch in core):
        return _phrase(core)
    if token in LUCENE_KEYWORDS:
        return token.lower()
    return lucene_escape(token)


def lexical_clauses(text: str) -> list[str]:
    """The OR-ed clauses of the BM25 query for ``text``.

    Identifiers become phrases (surface form, and canonical form when it differs, which is what
    ``ids_text`` holds), so QZ-48291 does not match QZ-48219 through their shared ``qz`` token;
    every other word is an escaped term. Code symbols (``safe_join``) come first, once more as
    a phrase boosted to make up ``SYMBOL_BOOST`` in all. Distinct, case-insensitively, and capped.
    """
    identifiers = find_identifiers(text)
    extra = SYMBOL_BOOST - 1
    symbols = code_symbols(text, identifiers) if extra else []
    clauses = [f"{_phrase(symbol)}^{extra}" for symbol in symbols]
    rest: list[str] = []
    position = 0
    for match in identifiers:
        rest.append(text[position : match.start])
        position = match.end
        clauses.append(_phrase(match.surface))
        if match.value.casefold() != match.surface.casefold():
            clauses.append(_phrase(match.value))
    rest.append(text[position:])
    clauses.extend(word for token in " ".join(rest).split() if (word := _word(token)))
    distinct: dict[str, str] = {}
    for clause in clauses:
        distinct.setdefault(clause.casefold(), clause)
    return list(distinct.values())[:MAX_LEXICAL_TERMS]


def lucene_query(text: str | None, access: Sequence[str] | None) -> str | None:
    """User text as OR-ed clauses, with the entitlement filter inside the index query."""
    if not text:
        return None
    clauses = lexical_clauses(text)
    if not clauses:
        return None
    body = " ".join(clauses)
    if access is None:
        return body
    allowed = ["__public__", *(lucene_escape(label) for label in access)]
    return f"({body}) AND access_text:({' OR '.join(allowed)})"
