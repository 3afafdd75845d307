"""Code symbols in questions: which words count more, and how each store's query weighs them."""

from __future__ import annotations

import pytest

from graphcar.anchors.bm25_index import analyze, query_terms
from graphcar.anchors.symbols import SYMBOL_BOOST, code_symbols
from graphcar.store.neo4j import lexical_clauses


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Is the safe_join traversal fixed?", ["safe_join"]),
        ("Can __proto__ pollute objects?", ["__proto__"]),
        ("Does renderFile() still run templates?", ["renderFile"]),
        ("Is (serveStatic) safe, and TOKEN_SECRET?", ["serveStatic", "TOKEN_SECRET"]),
        ("Does python_env.yaml or Node.js change it?", ["python_env.yaml", "Node.js"]),
        ("Was load() patched?", ["load"]),
        ("Is it fixed in 2.15.0, e.g. after U.S. review?", []),
        ("Is Log4j fixed by CVE-2021-44228 in pkg:maven/org.apache/log4j_core?", []),
        ("Has the GitHub issue been fixed in JavaScript?", []),
        ("Is safe_join or SAFE_JOIN fixed?", ["safe_join"]),
    ],
)
def test_code_symbols(question: str, expected: list[str]) -> None:
    assert code_symbols(question) == expected


def test_neo4j_boosts_each_symbol_once_more_as_a_phrase() -> None:
    clauses = lexical_clauses("Is the safe_join traversal fixed?")
    assert clauses[0] == f'"safe_join"^{SYMBOL_BOOST - 1}'
    assert "safe_join" in clauses and "traversal" in clauses


def test_embedded_query_counts_each_symbol_boost_times() -> None:
    terms = query_terms("Is the safe_join traversal fixed?")
    assert terms.count("safe_join") == SYMBOL_BOOST
    assert terms.count(analyze("traversal")[0]) == 1
    assert query_terms("Is the traversal fixed?") == analyze("Is the traversal fixed?")
