"""Queries that cannot mean anything are refused before any database work, naming the field."""

from __future__ import annotations

import pytest

from graphcar.car import validate_query
from graphcar.config import Settings
from graphcar.errors import InputError, QueryError
from graphcar.model import Query


@pytest.fixture
def limits() -> Settings:
    return Settings(neo4j_uri=None, max_query_chars=64, max_k=20)


@pytest.mark.parametrize("text", ["", " ", "\t\n", "\u3000"])
def test_empty_or_whitespace_query_is_refused(text: str, limits: Settings) -> None:
    with pytest.raises(QueryError, match="empty") as caught:
        validate_query(Query(text=text), limits)
    assert caught.value.field == "query"


def test_over_long_query_is_refused_with_the_limit_and_setting(limits: Settings) -> None:
    with pytest.raises(QueryError, match="65 characters; the limit is 64") as caught:
        validate_query(Query(text="x" * 65), limits)
    assert "GRAPHCAR_MAX_QUERY_CHARS" in str(caught.value)
    assert caught.value.field == "query"


def test_query_at_the_limit_is_accepted(limits: Settings) -> None:
    validate_query(Query(text="x" * 64), limits)


@pytest.mark.parametrize("char", ["\x00", "\x07", "\x1b", "\x7f"])
def test_control_characters_are_refused(char: str, limits: Settings) -> None:
    with pytest.raises(QueryError, match="control characters") as caught:
        validate_query(Query(text=f"log4j{char}patch"), limits)
    assert caught.value.field == "query"


def test_newlines_and_tabs_are_ordinary_whitespace(limits: Settings) -> None:
    validate_query(Query(text="what patched\tlog4j\nlast year?"), limits)


def test_k_above_the_configured_limit_is_refused(limits: Settings) -> None:
    with pytest.raises(QueryError, match="k=21 is above the limit 20") as caught:
        validate_query(Query(text="log4j", k=21), limits)
    assert caught.value.field == "k"


def test_k_at_the_limit_is_accepted(limits: Settings) -> None:
    validate_query(Query(text="log4j", k=20), limits)


@pytest.mark.parametrize("k", [0, -1, 1001])
def test_k_outside_the_model_range_fails_validation(k: int) -> None:
    with pytest.raises(ValueError, match="k"):
        Query(text="log4j", k=k)


def test_query_errors_are_input_errors() -> None:
    assert issubclass(QueryError, InputError)
