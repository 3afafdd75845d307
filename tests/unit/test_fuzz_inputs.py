"""Hostile input: readers and the pack loader never crash; they accept or name the problem."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from graphcar.domains.packs import parse_pack
from graphcar.errors import InputError
from ingest.jsonl import parse_line, record_from_mapping
from ingest.osv import parse_advisories
from ingest.records import RecordError, SourceRecord

INJECTIONS = [
    "'}) MATCH (n) DETACH DELETE n //",
    '"}) CALL db.clear() //',
    "x` DETACH DELETE n //",
    "../../etc/passwd",
    "\\u0000",
    "Robert'); DROP TABLE documents;--",
]

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=40),
    st.sampled_from(INJECTIONS),
)
json_values = st.recursive(
    scalars,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.dictionaries(st.text(max_size=12), children, max_size=5),
    ),
    max_leaves=20,
)
record_like = st.fixed_dictionaries(
    {},
    optional={
        "id": st.one_of(st.text(max_size=30), st.sampled_from(INJECTIONS), st.integers()),
        "text": st.one_of(st.text(max_size=60), st.sampled_from(INJECTIONS)),
        "title": scalars,
        "published_at": st.one_of(st.text(max_size=25), st.dates().map(str)),
        "supersedes": st.lists(
            st.fixed_dictionaries(
                {"id": st.text(max_size=10)}, optional={"kind": st.text(max_size=10)}
            ),
            max_size=3,
        ),
        "entities": st.lists(st.one_of(st.text(max_size=20), json_values), max_size=3),
        "access": st.lists(scalars, max_size=3),
        "metadata": json_values,
    },
)


def outcome(item: SourceRecord | RecordError) -> None:
    assert isinstance(item, SourceRecord | RecordError)
    if isinstance(item, RecordError):
        assert item.location and item.message


@settings(max_examples=300, deadline=None)
@given(raw=st.binary(max_size=300))
def test_jsonl_lines_of_random_bytes(raw: bytes) -> None:
    outcome(parse_line(raw, "fuzz.jsonl:1"))


@settings(max_examples=300, deadline=None)
@given(payload=record_like)
def test_jsonl_records_of_random_shape(payload: dict[str, Any]) -> None:
    item = record_from_mapping(payload, "fuzz.jsonl:7")
    outcome(item)
    if isinstance(item, SourceRecord):
        assert item.document.id.strip() and item.document.text.strip()


@settings(max_examples=200, deadline=None)
@given(payload=json_values)
def test_osv_payloads_of_random_shape(payload: Any) -> None:
    for item in parse_advisories(payload, "fuzz.json"):
        outcome(item)


@settings(max_examples=200, deadline=None)
@given(text=st.one_of(st.text(max_size=200), json_values.map(json.dumps)))
def test_domain_packs_of_random_text(text: str) -> None:
    try:
        parse_pack(text, "fuzz.yaml")
    except InputError as exc:
        assert str(exc).startswith("fuzz.yaml")


def test_injection_strings_are_data_in_ids_and_text() -> None:
    for attack in INJECTIONS[:3]:
        item = record_from_mapping({"id": attack, "text": attack, "title": attack}, "x.jsonl:1")
        assert isinstance(item, SourceRecord)
        assert item.document.id == attack.strip()


def test_capitalised_unknown_pack_key_is_named() -> None:
    """Found by the fuzzer: a key like 'A' was mistaken for a pydantic union tag."""
    try:
        parse_pack("A: null\n", "pack.yaml")
    except InputError as exc:
        assert exc.field == "A" and "unknown field 'A'" in str(exc)
    else:
        raise AssertionError("an unknown key must be refused")
