"""The soak command in a short form: 16 clients of mixed query/ingest traffic on loopback must
end with zero errors and every acknowledged document queryable."""

from __future__ import annotations

import argparse

import pytest

from benchmarks.soak import run
from graphcar.config import Settings

pytestmark = [pytest.mark.integration, pytest.mark.slow]


def test_short_soak_on_neo4j_loses_nothing(neo4j_store: object, neo4j_settings: Settings) -> None:
    result = run(
        argparse.Namespace(
            clients=16,
            seconds=10.0,
            ingest_share=0.25,
            corpus=300,
            neo4j=neo4j_settings.neo4j_uri,
        )
    )
    assert result["errors"] == {}
    assert result["acknowledged_documents"] > 0
    assert result["lost_writes"] == 0
    assert result["requests"] > 16
