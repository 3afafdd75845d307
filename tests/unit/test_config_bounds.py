"""Driver bounds from the environment are validated, naming the setting."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from graphcar.config import Settings


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("neo4j_retry_seconds", "-1"),
        ("neo4j_connect_timeout_seconds", "0"),
        ("neo4j_retry_seconds", "soon"),
        ("review_candidates", "-1"),
        ("review_candidates", "21"),
        ("review_candidates", "many"),
    ],
)
def test_bad_neo4j_bounds_are_refused_by_name(
    monkeypatch: pytest.MonkeyPatch, name: str, value: str
) -> None:
    monkeypatch.setenv(f"GRAPHCAR_{name.upper()}", value)
    with pytest.raises(ValidationError) as caught:
        Settings()
    assert name in str(caught.value)


def test_neo4j_bounds_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRAPHCAR_NEO4J_RETRY_SECONDS", "7.5")
    assert Settings().neo4j_retry_seconds == 7.5
