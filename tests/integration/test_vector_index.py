"""The dense index on a real Neo4j: it must find the nearest documents, not roughly them.

Vectors here are synthetic (seeded clusters, as near-duplicate advisories or templated notices
embed), so the test needs no model: with Neo4j's default index build (quantized, m 16,
ef_construction 100) 34 of these 60 questions got a wrong top 10.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from graphcar.car import CarEngine
from graphcar.config import Settings
from graphcar.cypher import statement
from graphcar.errors import StoreUnavailableError
from graphcar.model import Document, IngestBatch, Query
from graphcar.store.base import AnchorRequest
from graphcar.store.neo4j import (
    DENSE_INDEX_NOT_ONLINE,
    VECTOR_INDEX_CONFIG,
    Neo4jStore,
    vector_config_matches,
)

pytestmark = pytest.mark.integration

DIMENSIONS = 384
CLUSTERS = 30
SPREAD = 0.3
ALL_TIME = {"as_of": "9999-12-31", "known_at": "9999-12-31T23:59:59Z"}
#: What graphcar created before the build was chosen: the dimension and function only.
DEFAULT_BUILD = (
    "CREATE VECTOR INDEX document_embedding FOR (d:Document) ON (d.embedding) "
    "OPTIONS {indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine'}}"
)


def clustered(rng: np.random.Generator, centres: np.ndarray, count: int) -> np.ndarray:
    """Unit vectors scattered around randomly chosen centres."""
    points = centres[rng.integers(0, len(centres), count)]
    points = points + SPREAD * rng.normal(size=(count, DIMENSIONS))
    return np.asarray(points / np.linalg.norm(points, axis=1, keepdims=True))


@pytest.fixture
def vectors(neo4j_store: Neo4jStore) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """1,500 stored document vectors and 60 question vectors from the same clusters."""
    rng = np.random.default_rng(7)
    centres = rng.normal(size=(CLUSTERS, DIMENSIONS))
    documents = clustered(rng, centres, 1500)
    neo4j_store.upsert(
        IngestBatch(
            documents=[
                Document(id=doc_id(i), title=f"note {i}", text=f"note {i}")
                for i in range(len(documents))
            ],
            embeddings={doc_id(i): vector.tolist() for i, vector in enumerate(documents)},
        )
    )
    yield documents, clustered(rng, centres, 60)


def doc_id(index: int) -> str:
    return f"note-{index:05d}"


def dense_top(store: Neo4jStore, question: np.ndarray, depth: int) -> list[str]:
    request = AnchorRequest(
        embedding=question.tolist(), weights={"dense": 1.0}, arm_depth=depth, **ALL_TIME
    )
    return [candidate.id for candidate in store.car_subgraph(request).arms["dense"]]


def built_config(store: Neo4jStore) -> dict[str, object]:
    records, _, _ = store._driver.execute_query(statement("neo4j", "vector_index_config"))
    return dict(records[0]["config"])


def test_dense_arm_returns_the_exact_nearest_documents(
    neo4j_store: Neo4jStore, vectors: tuple[np.ndarray, np.ndarray]
) -> None:
    documents, questions = vectors
    wrong = []
    for number, question in enumerate(questions):
        exact = {doc_id(int(i)) for i in np.argsort(-(documents @ question))[:10]}
        if set(dense_top(neo4j_store, question, 10)) != exact:
            wrong.append(number)
    assert wrong == []


def test_an_index_built_otherwise_is_rebuilt_from_the_stored_vectors(
    neo4j_store: Neo4jStore, vectors: tuple[np.ndarray, np.ndarray]
) -> None:
    documents, questions = vectors
    neo4j_store._driver.execute_query("DROP INDEX document_embedding")
    neo4j_store._driver.execute_query(DEFAULT_BUILD)
    assert built_config(neo4j_store)["vector.quantization.enabled"] is True

    neo4j_store.ensure_schema()

    config = built_config(neo4j_store)
    assert vector_config_matches(config, {"vector.dimensions": DIMENSIONS, **VECTOR_INDEX_CONFIG})
    assert neo4j_store.counts()["documents"] == len(documents)  # nothing stored is lost
    wrong = [
        number
        for number, question in enumerate(questions)
        if dense_top(neo4j_store, question, 1) != [doc_id(int(np.argmax(documents @ question)))]
    ]
    assert wrong == []
    neo4j_store.ensure_schema()  # the index it wants is kept as it is
    assert built_config(neo4j_store) == config


def test_while_the_dense_index_is_not_online_the_other_arms_answer(
    neo4j_store: Neo4jStore, neo4j_settings: Settings
) -> None:
    """A query on a vector index still populating (a rebuild after an upgrade took 110 s for
    40,000 vectors) waited 30 s and failed; a missing one failed at once. The dense arm is
    skipped instead, and the trace says so; asked alone, it is a retry-later error."""
    vector = np.ones(DIMENSIONS) / np.sqrt(DIMENSIONS)
    neo4j_store.upsert(
        IngestBatch(
            documents=[Document(id="note-a", title="parking rules", text="parking rules")],
            embeddings={"note-a": vector.tolist()},
        )
    )
    neo4j_store._driver.execute_query(statement("neo4j", "drop_vector_index"))
    fresh = Neo4jStore(
        neo4j_settings.neo4j_uri or "",
        neo4j_settings.neo4j_user,
        neo4j_settings.neo4j_password.get_secret_value(),
        neo4j_settings.neo4j_database,
        embedding_dimensions=DIMENSIONS,
    )
    try:
        engine = CarEngine(
            fresh,
            neo4j_settings.model_copy(update={"dense": True}),
            embed_query=lambda _: vector.tolist(),
        )
        answer = engine.query(Query(text="parking rules", trace=True))
        assert answer.ids == ["note-a"]
        assert answer.trace is not None
        interpretation = answer.trace["interpretation"]
        assert "dense" not in interpretation["arms_run"]
        assert interpretation["unavailable"] == {"dense": DENSE_INDEX_NOT_ONLINE}
        with pytest.raises(StoreUnavailableError, match="no asked-for anchor arm can run now"):
            engine.query(Query(text="parking rules", arms=("dense",)))
        fresh.ensure_schema()  # the index is back: the dense arm runs again
        again = engine.query(Query(text="parking rules", arms=("dense",), trace=True))
        assert again.ids == ["note-a"] and again.trace is not None
        assert "unavailable" not in again.trace["interpretation"]
    finally:
        fresh.ensure_schema()
        fresh.close()
