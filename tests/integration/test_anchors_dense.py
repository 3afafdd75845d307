"""The dense arm with the real MiniLM model on a real Neo4j: what only meaning can find."""

from __future__ import annotations

import json
from collections.abc import Sequence

import pytest

from graphcar.anchors.dense import Embedder, get_embedder
from graphcar.car import CarEngine
from graphcar.config import Settings
from graphcar.model import AuthorityEdge, CarResult, Document, IngestBatch, Query
from graphcar.store.base import GraphStore
from ingest.extract import IdentifierExtractor
from ingest.load import document_batch
from ingest.records import SourceRecord
from tests.conftest import SHARED_DATA

pytestmark = [pytest.mark.integration, pytest.mark.dense]


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return get_embedder("all-MiniLM-L6-v2")


def load(
    store: GraphStore,
    embedder: Embedder,
    documents: Sequence[Document],
    edges: Sequence[AuthorityEdge] = (),
) -> None:
    """Documents through the real ingest batch builder, embedded by the real model."""
    records = [SourceRecord(location=f"test:{i}", document=d) for i, d in enumerate(documents)]
    analyses = IdentifierExtractor().analyse(documents)
    batch = document_batch(records, analyses, embedder.embed_documents)
    store.upsert(batch)
    if edges:
        store.upsert(IngestBatch(edges=list(edges)))


def ask(store: GraphStore, embedder: Embedder, text: str, **options: object) -> CarResult:
    engine = CarEngine(
        store, Settings(neo4j_uri=None, dense=True), embed_query=embedder.embed_query
    )
    return engine.query(Query.model_validate({"text": text, "trace": True, **options}))


def arm_ids(result: CarResult, arm: str) -> list[str]:
    assert result.trace is not None
    return [candidate["id"] for candidate in result.trace["arms"].get(arm, [])]


def fused_ids(result: CarResult) -> list[str]:
    assert result.trace is not None
    return [candidate["id"] for candidate in result.trace["fused"]]


OFFICE = [
    Document(
        id="hr-travel",
        title="Travel",
        text="Employees book flights through the travel portal and keep receipts for expenses.",
    ),
    Document(
        id="hr-leave",
        title="Leave",
        text="Annual leave requests are approved by the line manager in the HR system.",
    ),
    Document(
        id="it-vault",
        title="Passwords",
        text="Passwords are rotated every ninety days and stored in the company vault.",
    ),
]


def test_paraphrase_is_found_only_by_the_dense_arm(
    neo4j_store: GraphStore, embedder: Embedder
) -> None:
    fix = Document(
        id="sec-png",
        title="Image library update",
        text="The vendor shipped a fix for the heap overflow in the PNG decoder.",
    )
    load(neo4j_store, embedder, [fix, *OFFICE])
    result = ask(
        neo4j_store, embedder, "Was the memory corruption bug in picture parsing repaired?"
    )
    assert "sec-png" not in arm_ids(result, "lexical")
    assert arm_ids(result, "dense")[0] == "sec-png"
    assert fused_ids(result)[0] == "sec-png"
    assert result.ids[0] == "sec-png"


def test_negated_rule_is_routed_lexical_and_wins(
    neo4j_store: GraphStore, embedder: Embedder
) -> None:
    never = Document(
        id="rule-b-never",
        title="Contractor devices",
        text="Contractors must never connect personal laptops to production systems.",
    )
    may = Document(
        id="rule-a-may",
        title="Contractor devices",
        text="Contractors may connect personal laptops to production systems after a "
        "security review.",
    )
    load(neo4j_store, embedder, [never, may, *OFFICE])
    result = ask(
        neo4j_store,
        embedder,
        "Which rule says contractors must never connect personal laptops to production?",
    )
    assert result.trace is not None
    chosen = result.trace["interpretation"]["route"]
    assert chosen["name"] == "negation"
    assert chosen["weights"]["lexical"] > chosen["weights"]["dense"]
    assert arm_ids(result, "lexical")[0] == "rule-b-never"  # "never" survives the analyzer
    assert set(arm_ids(result, "dense")[:2]) == {"rule-a-may", "rule-b-never"}
    assert fused_ids(result)[0] == "rule-b-never"
    assert result.ids[0] == "rule-b-never"


GAP_ID = (
    "GHSA-95h2-gj7x-gx9w"  # unhead: the query says "screenshots", the text "Screenshot_2026..."
)


def ghsa_corpus() -> tuple[list[Document], AuthorityEdge, str]:
    """The gap pair (disclosure + its release note) and 20 other real disclosures."""
    pairs = {p["id"]: p for p in json.loads((SHARED_DATA / "ghsa_real_pairs.json").read_text())}
    queries = [json.loads(line) for line in (SHARED_DATA / "ghsa_freeform_queries.jsonl").open()]
    query = next(q["query"] for q in queries if q["id"] == GAP_ID)
    disclosures = [
        Document(
            id=gid,
            title=f"{pairs[gid]['product']} security advisory",
            text=pairs[gid]["disclosure_text"],
            doc_type="disclosure",
        )
        for gid in [GAP_ID, *sorted(set(pairs) - {GAP_ID})[:20]]
    ]
    pair = pairs[GAP_ID]
    release = Document(
        id=f"release:{pair['owner']}/{pair['repo']}@{pair['tag']}",
        title=f"{pair['repo']} {pair['tag']}",
        text=pair["patch_text"],
        doc_type="release",
    )
    edge = AuthorityEdge(newer_id=release.id, older_id=GAP_ID, kind="patches")
    return [*disclosures, release], edge, query


def test_dense_arm_recovers_a_real_ghsa_vocabulary_gap(
    neo4j_store: GraphStore, embedder: Embedder
) -> None:
    documents, edge, query = ghsa_corpus()
    load(neo4j_store, embedder, documents, [edge])
    lexical_only = ask(neo4j_store, embedder, query, arms=("lexical", "identifier"))
    assert GAP_ID not in fused_ids(lexical_only)
    assert edge.newer_id not in lexical_only.ids
    both = ask(neo4j_store, embedder, query)
    assert arm_ids(both, "dense")[0] == GAP_ID
    assert GAP_ID in fused_ids(both)
    release_row = next(row for row in both.rows if row.id == edge.newer_id)
    assert release_row.role == "controlling"
    assert GAP_ID in release_row.supersedes
