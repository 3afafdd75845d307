"""User text becomes a Lucene query that never carries syntax and keeps identifiers whole."""

from __future__ import annotations

import re

import pytest

from graphcar.anchors.symbols import SYMBOL_BOOST
from graphcar.store.neo4j import (
    LUCENE_SPECIALS,
    MAX_LEXICAL_TERMS,
    lexical_clauses,
    lucene_escape,
    lucene_query,
)

METACHARACTERS = [
    "+",
    "-",
    "&&",
    "||",
    "!",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "^",
    '"',
    "~",
    "*",
    "?",
    ":",
    "\\",
    "/",
]


def unescaped_specials(query: str) -> list[str]:
    """Special characters not preceded by an escaping backslash."""
    found: list[str] = []
    escaped = False
    for ch in query:
        if escaped:
            escaped = False
        elif ch == "\\":
            escaped = True
        elif ch in LUCENE_SPECIALS:
            found.append(ch)
    return found


def test_escape_covers_every_special() -> None:
    assert lucene_escape("".join(sorted(LUCENE_SPECIALS))) == "".join(
        "\\" + ch for ch in sorted(LUCENE_SPECIALS)
    )


@pytest.mark.parametrize("meta", METACHARACTERS)
def test_metacharacters_never_reach_the_parser_unescaped(meta: str) -> None:
    query = lucene_query(f"log4j {meta} patch{meta} {meta}core v2.1{meta}", None)
    assert query is not None
    syntax = unescaped_specials(query)
    assert set(syntax) <= {'"'}  # only the quotes this module adds around a phrase
    assert len(syntax) % 2 == 0


@pytest.mark.parametrize("meta", METACHARACTERS)
def test_code_symbols_carry_no_syntax_but_their_boost(meta: str) -> None:
    query = lucene_query(f"is safe_join{meta}() or {meta}renderFile() or a{meta}b() fixed", None)
    assert query is not None
    boosts = re.findall(r'(?<!\\)"\^\d+', query)
    assert boosts and all(b.endswith(f"^{SYMBOL_BOOST - 1}") for b in boosts)
    syntax = unescaped_specials(re.sub(r'(?<!\\)"\^\d+', '"', query))
    assert set(syntax) <= {'"'}
    assert len(syntax) % 2 == 0


@pytest.mark.parametrize("text", ["&&", "|| !", '" " "', "- + ~ *", "   "])
def test_text_without_words_gives_no_lexical_query(text: str) -> None:
    assert lucene_query(text, None) is None


@pytest.mark.parametrize("word", ["AND", "OR", "NOT", "TO"])
def test_operator_words_are_searched_as_words(word: str) -> None:
    assert lexical_clauses(f"patch {word} release") == ["patch", word.lower(), "release"]


def test_unbalanced_quote_is_escaped() -> None:
    assert lexical_clauses('"unbalanced quote') == ['\\"unbalanced', "quote"]


def test_identifier_becomes_a_phrase_without_loose_parts() -> None:
    clauses = lexical_clauses("what replaced QZ-48291 last year")
    assert '"QZ\\-48291"' in clauses
    assert not any(clause in {"QZ", "48291", "qz"} for clause in clauses)


def test_canonical_form_is_searched_too() -> None:
    clauses = lexical_clauses("recall of NDC 0093-7146-31")
    assert '"0093\\-7146\\-31"' in clauses
    assert '"00093\\-7146\\-31"' in clauses


def test_lower_case_code_like_words_stay_phrases() -> None:
    assert lexical_clauses("is qz-48219 fixed?") == ["is", '"qz\\-48219"', "fixed\\?"]


def test_clauses_are_distinct_case_insensitively_in_first_seen_order() -> None:
    assert lexical_clauses("Patch patch PATCH release Patch") == ["Patch", "release"]


def test_long_queries_are_capped() -> None:
    clauses = lexical_clauses(" ".join(f"w{i}" for i in range(MAX_LEXICAL_TERMS * 3)))
    assert len(clauses) == MAX_LEXICAL_TERMS
    assert clauses[0] == "w0"


def test_access_filter_is_part_of_the_index_query() -> None:
    query = lucene_query("log4j", ["team-a", "legal"])
    assert query == "(log4j) AND access_text:(__public__ OR team\\-a OR legal)"


def test_no_text_gives_no_query() -> None:
    assert lucene_query(None, None) is None
    assert lucene_query("", ["a"]) is None
