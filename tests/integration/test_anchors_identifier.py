"""Identifier and lexical arms on a real Neo4j: exact keys, twins apart, hostile text harmless."""

from __future__ import annotations

import pytest

from graphcar.car import CarEngine
from graphcar.config import Settings
from graphcar.model import CarResult, Document, Query
from graphcar.store.base import GraphStore
from graphcar.store.neo4j import MAX_LEXICAL_TERMS
from ingest.extract import IdentifierExtractor
from ingest.load import document_batch
from ingest.records import SourceRecord

pytestmark = pytest.mark.integration

DOCUMENTS = [
    Document(id="inc-a", title="Incident QZ-48291", text="Database failover stalled the checkout."),
    Document(
        id="inc-b", title="Incident QZ-48219", text="Badge readers rejected night shift staff."
    ),
    Document(id="sec-log4j", title="Log4Shell", text="CVE-2021-44228 allows JNDI lookups."),
    Document(
        id="pol-private",
        title="Salary bands",
        text="Salary bands for the checkout team are confidential.",
        access=["hr"],
    ),
]


def load(store: GraphStore, documents: list[Document]) -> None:
    """Through the real ingest path, so entity keys and ids_text are what ingest writes."""
    records = [SourceRecord(location=f"test:{i}", document=d) for i, d in enumerate(documents)]
    analyses = IdentifierExtractor().analyse(documents)
    store.upsert(document_batch(records, analyses, None))


def ask(store: GraphStore, text: str, **options: object) -> CarResult:
    settings = Settings(neo4j_uri=None, dense=False, lexical_floor=0.0)
    return CarEngine(store, settings).query(
        Query.model_validate({"text": text, "trace": True, **options})
    )


def arm_ids(result: CarResult, arm: str) -> list[str]:
    assert result.trace is not None
    return [candidate["id"] for candidate in result.trace["arms"].get(arm, [])]


@pytest.fixture
def store(neo4j_store: GraphStore) -> GraphStore:
    load(neo4j_store, DOCUMENTS)
    return neo4j_store


@pytest.mark.parametrize(
    ("asked", "expected", "twin"), [("QZ-48291", "inc-a", "inc-b"), ("QZ-48219", "inc-b", "inc-a")]
)
def test_one_character_twins_do_not_match_each_other(
    store: GraphStore, asked: str, expected: str, twin: str
) -> None:
    result = ask(store, f"What happened in {asked}?")
    assert arm_ids(result, "identifier") == [expected]
    assert twin not in arm_ids(result, "lexical")
    assert result.ids[0] == expected
    assert twin not in result.ids


def test_lower_case_twin_in_lexical_text_stays_apart(store: GraphStore) -> None:
    result = ask(store, "what happened in qz-48291", arms=("lexical",))
    assert arm_ids(result, "lexical") == ["inc-a"]


def test_query_identifier_is_canonicalised_like_ingest(store: GraphStore) -> None:
    result = ask(store, "is cve-2021-44228 fixed", arms=("identifier",))
    assert result.trace is not None
    assert result.trace["interpretation"]["identifiers"] == ["cve:CVE-2021-44228"]
    assert arm_ids(result, "identifier") == ["sec-log4j"]
    assert result.ids == ["sec-log4j"]


def test_unknown_identifier_finds_nothing_by_identifier(store: GraphStore) -> None:
    result = ask(store, "QZ-99999", arms=("identifier",))
    assert arm_ids(result, "identifier") == []
    assert result.rows == []


METACHARACTER_QUERIES = [
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
    "checkout && failover || !badge",
    "(checkout",
    "checkout)",
    "{failover}",
    "[a TO z]",
    "{a TO z}",
    "checkout^4",
    "failover~2",
    "check*",
    "?heckout",
    "title:checkout",
    "text:",
    "\\checkout\\",
    "/fail.*over/",
    'the "unbalanced quote',
    '"checkout',
    'checkout"',
    '"""',
    "AND",
    "OR",
    "NOT",
    "checkout AND",
    "OR failover",
    "NOT checkout",
    "checkout AND OR NOT",
    "QZ-48291 && QZ-48219",
    "CVE-2021-44228)",
    "(CVE-2021-44228",
    "- - -",
    "+checkout -failover",
    "checkout\\",
    "a:b:c",
    "~~~",
    "^^^",
    "***",
    "???",
    "!!!",
    ":::",
    "\\\\\\",
    "///",
    # code symbols get a boosted phrase clause: their metacharacters must stay escaped too
    'is safe_join"() fixed',
    "render^File() and a~b() and (c:d()) and x\\y()",
    "os.path.join^2 __proto__* snake_case? \"camelCase\"",
]


def test_lucene_metacharacters_never_raise(store: GraphStore) -> None:
    """The whole battery in one store, with and without an entitlement filter."""
    failures: list[str] = []
    for text in METACHARACTER_QUERIES:
        for access in (None, ()):
            try:
                result = ask(store, text, access=access)
            except Exception as exc:
                failures.append(f"{text!r} access={access}: {exc}")
                continue
            assert result.query == text
            if access == ():
                assert "pol-private" not in result.ids
    assert failures == []


def test_operator_words_are_plain_words(store: GraphStore) -> None:
    assert arm_ids(ask(store, "checkout AND NOT failover", arms=("lexical",)), "lexical")[0] in {
        "inc-a",
        "pol-private",
    }


def test_a_query_with_more_words_than_lucene_allows_clauses(store: GraphStore) -> None:
    words = " ".join(f"w{i}" for i in range(MAX_LEXICAL_TERMS * 3)) + " failover"
    result = ask(store, words[:2000], arms=("lexical",))
    assert result.query == words[:2000]


def test_entitlements_filter_inside_the_lexical_arm(store: GraphStore) -> None:
    public = ask(store, "salary bands checkout", access=(), arms=("lexical",))
    assert "pol-private" not in arm_ids(public, "lexical")
    hr = ask(store, "salary bands checkout", access=("hr",), arms=("lexical",))
    assert arm_ids(hr, "lexical")[0] == "pol-private"


def test_relative_floor_drops_weak_lexical_matches(neo4j_store: GraphStore) -> None:
    load(
        neo4j_store,
        [
            Document(id="strong", text="heap overflow in the png decoder fixed by the png patch"),
            Document(
                id="weak",
                text="the quarterly newsletter mentions a decoder once among many "
                "unrelated words about travel budgets meetings offices and parking spaces",
            ),
        ],
    )
    query = Query(text="png decoder heap overflow", arms=("lexical",), trace=True)
    kept = CarEngine(neo4j_store, Settings(neo4j_uri=None, lexical_floor=0.0)).query(query)
    floored = CarEngine(neo4j_store, Settings(neo4j_uri=None, lexical_floor=0.5)).query(query)
    assert arm_ids(kept, "lexical") == ["strong", "weak"]
    assert arm_ids(floored, "lexical") == ["strong"]
