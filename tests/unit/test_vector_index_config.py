"""Whether the dense index Neo4j reports is the build graphcar wants (else it is rebuilt)."""

from __future__ import annotations

from graphcar.store.neo4j import VECTOR_INDEX_CONFIG, vector_config_matches


def test_reported_config_is_compared_setting_by_setting() -> None:
    built = {
        "vector.dimensions": 384,
        "vector.similarity_function": "COSINE",
        "vector.quantization.enabled": False,
        "vector.hnsw.m": 64,
        "vector.hnsw.ef_construction": 512,
    }
    wanted = {"vector.dimensions": 384, **VECTOR_INDEX_CONFIG}
    assert vector_config_matches(built, wanted)
    assert not vector_config_matches({**built, "vector.dimensions": 768}, wanted)
    assert not vector_config_matches({**built, "vector.hnsw.m": 16}, wanted)
    assert not vector_config_matches(
        {k: v for k, v in built.items() if k != "vector.hnsw.m"}, wanted
    )
