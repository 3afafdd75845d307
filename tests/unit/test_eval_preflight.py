"""``graphcar eval`` refuses what would make its numbers wrong before it touches the store: bad
corpus records, gold answers no pack can give, questions the engine would refuse, unknown
systems and out-of-range options, edges to unknown documents and gold no system could meet."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError
from typer.testing import CliRunner

from graphcar.cli import app
from graphcar.config import Settings
from graphcar.errors import InputError
from graphcar.eval.command import EvalRequest, run_eval, split_systems
from graphcar.eval.runner import ALL_SYSTEMS
from graphcar.store.base import GraphStore
from tests.contract.test_store_contract import batch, doc, sup

POLICY = {"domain": "policy", "doc_type": "policy"}


def corpus(tmp_path: Path, *extra: str) -> Path:
    rows = [
        {"id": "leave-2022", "text": "Annual leave policy: ten days.", **POLICY},
        {
            "id": "leave-2024",
            "text": "Annual leave policy, 2024 edition: fifteen days.",
            "supersedes": [{"id": "leave-2022", "kind": "replaces"}],
            **POLICY,
        },
    ]
    path = tmp_path / "corpus.jsonl"
    path.write_text("\n".join([*(json.dumps(r) for r in rows), *extra]) + "\n", "utf-8")
    return path


def questions(tmp_path: Path, **fields: object) -> Path:
    row = {
        "id": "q1",
        "query": "How many days of annual leave?",
        "gold_controlling": ["leave-2024"],
    }
    path = tmp_path / "questions.jsonl"
    path.write_text(json.dumps({**row, **fields}) + "\n", "utf-8")
    return path


def request(tmp_path: Path, corpus_path: Path, queries: Path, **changes: object) -> EvalRequest:
    settings: dict[str, object] = {"reset": True, **changes}
    return EvalRequest(
        corpus=[corpus_path],
        fmt="jsonl",
        queries=queries,
        systems=["bm25", "graphcar"],
        **settings,  # type: ignore[arg-type]
    )


@pytest.fixture
def stored(embedded_store: GraphStore) -> GraphStore:
    """A store holding a document a wrongly refused run must not have wiped."""
    embedded_store.upsert(batch([doc("kept")]))
    return embedded_store


def test_a_corpus_with_bad_records_is_refused_before_the_wipe(
    tmp_path: Path, settings: Settings, stored: GraphStore
) -> None:
    bad = corpus(tmp_path, '{"id": "broken"}')
    with pytest.raises(InputError, match=r"1 corpus records rejected: .*corpus.jsonl:3:text: "
                       r"Field required; fix them, or pass --allow-rejects") as caught:
        run_eval(request(tmp_path, bad, questions(tmp_path)), settings, stored)
    assert caught.value.field == "corpus"
    assert stored.existing_ids(["kept"]) == {"kept"}
    report = run_eval(
        request(tmp_path, bad, questions(tmp_path), allow_rejects=True), settings, stored
    )
    assert report.corpus["load"]["rejected"] == 1
    assert any("1 corpus records rejected at load" in note for note in report.notes)
    fused = next(s for s in report.summaries if s.system == "graphcar" and s.slice == "all")
    assert fused.metrics["strict_tca"].mean == 1.0


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"gold_answer": "in-force"}, r"questions.jsonl:1:gold_answer: gold_answer 'in-force' "
                                      r"is no verdict label of the installed domain packs "
                                      r"\(.*superseded"),
        ({"query": "leave " * 500}, r"questions.jsonl:1:query: the question has 3000 "
                                    "characters; the limit is 2000"),
    ],
)
def test_queries_no_system_can_answer_are_refused_before_the_wipe(
    tmp_path: Path, settings: Settings, stored: GraphStore, fields: dict[str, object],
    message: str,
) -> None:
    with pytest.raises(InputError, match=message):
        run_eval(request(tmp_path, corpus(tmp_path), questions(tmp_path, **fields)), settings,
                 stored)
    assert stored.existing_ids(["kept"]) == {"kept"}


def test_a_blank_question_is_refused_by_line(
    tmp_path: Path, settings: Settings, stored: GraphStore
) -> None:
    with pytest.raises(InputError, match=r"questions.jsonl:1:query: query text is blank"):
        run_eval(request(tmp_path, corpus(tmp_path), questions(tmp_path, query="  ")), settings,
                 stored)
    assert stored.existing_ids(["kept"]) == {"kept"}


@pytest.mark.parametrize("field", ["gold_controlling", "gold_closure"])
def test_gold_naming_an_absent_document_is_refused(
    tmp_path: Path, settings: Settings, embedded_store: GraphStore, field: str
) -> None:
    absent = questions(tmp_path, **{field: ["leave-2024", "leave-2026"]})
    with pytest.raises(InputError, match=rf"questions.jsonl:1:{field}: {field} names "
                       "'leave-2026', which is not in the corpus or the store"):
        run_eval(request(tmp_path, corpus(tmp_path), absent), settings, embedded_store)


def test_gold_no_system_can_meet_is_refused(
    tmp_path: Path, settings: Settings, embedded_store: GraphStore
) -> None:
    """A gold document not yet in force at the query's as_of, and a verdict label of a pack
    that does not govern the gold documents, would each be a miss for every system. With
    --reset both are known from the corpus, before the wipe; with --no-load, from the store."""
    embedded_store.upsert(batch([doc("kept")]))
    dated = corpus(tmp_path, json.dumps({
        "id": "leave-2025", "text": "Annual leave policy, 2025 edition: twenty days.",
        "published_at": "2025-01-01", "supersedes": [{"id": "leave-2024", "kind": "replaces"}],
        **POLICY,
    }))
    early = questions(tmp_path, gold_controlling=["leave-2025"], as_of="2024-06-01")
    with pytest.raises(InputError, match=r"questions.jsonl:1:gold_controlling: gold_controlling "
                       r"names 'leave-2025', in force only from 2025-01-01T00:00:00Z, after the "
                       r"query's as_of 2024-06-01T23:59:59Z"):
        run_eval(request(tmp_path, dated, early), settings, embedded_store)
    legal = questions(tmp_path, gold_controlling=["leave-2025"], gold_answer="good_law")
    with pytest.raises(InputError, match=r"questions.jsonl:1:gold_answer: gold_answer 'good_law' "
                       r"is no verdict the packs governing its gold documents give "
                       r"\(versioned-policy: "):
        run_eval(request(tmp_path, dated, legal), settings, embedded_store)
    assert embedded_store.existing_ids(["kept"]) == {"kept"}, "refused before the wipe"
    fine = questions(tmp_path, gold_controlling=["leave-2025"], gold_answer="in_force")
    assert run_eval(request(tmp_path, dated, fine), settings, embedded_store).summaries
    with pytest.raises(InputError, match=r"gold_answer 'good_law' is no verdict the packs"):
        legal = questions(tmp_path, gold_controlling=["leave-2025"], gold_answer="good_law")
        as_stored = request(tmp_path, dated, legal).model_copy(
            update={"reset": False, "load": False}
        )
        run_eval(as_stored, settings, embedded_store)
    lapsing = corpus(tmp_path, json.dumps({
        "id": "leave-2026", "text": "Annual leave policy, 2026 edition.",
        "published_at": "2026-01-01", "effective_to": "2026-12-31", **POLICY,
    }))
    notice = questions(tmp_path, gold_controlling=["leave-2026#lapsed"], as_of="2027-01-05")
    assert run_eval(request(tmp_path, lapsing, notice), settings, embedded_store).summaries


def test_unknown_systems_and_out_of_range_options_name_the_option(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"unknown systems \['grahpcar'\]") as caught:
        split_systems("graphcar,grahpcar", ALL_SYSTEMS)
    assert caught.value.field == "systems"
    for option in ({"k": 0}, {"k1": 0}, {"limit": 0}):
        with pytest.raises(ValidationError):
            request(tmp_path, tmp_path / "c.jsonl", tmp_path / "q.jsonl", **option)


def test_the_cli_names_the_option_and_keeps_the_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("GRAPHCAR_NEO4J_URI", raising=False)
    monkeypatch.setenv("GRAPHCAR_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("GRAPHCAR_DENSE", "0")
    cli = CliRunner()
    docs = corpus(tmp_path)
    assert cli.invoke(app, ["ingest", str(docs)]).exit_code == 0
    base = ["eval", str(docs), "--format", "jsonl", "--queries", str(questions(tmp_path))]
    for args, said in (
        (["--k", "0", "--reset"], "error: --k: Input should be greater than or equal to 1"),
        (["--systems", "bm25,grahpcar", "--reset"], "unknown systems ['grahpcar']"),
    ):
        result = cli.invoke(app, [*base, *args])
        assert result.exit_code == 2 and said in " ".join(result.output.split()), result.output
    kept = cli.invoke(app, ["chain", "leave-2022"])
    assert kept.exit_code == 0 and "leave-2024" in kept.output
    query = cli.invoke(app, ["query", "annual leave", "--k", "0"])
    assert query.exit_code == 2 and "--k: Input should be greater than or equal to 1" in " ".join(
        query.output.split()
    )


def test_with_reset_unknown_targets_and_absent_gold_are_refused_before_the_wipe(
    tmp_path: Path, settings: Settings, stored: GraphStore
) -> None:
    """With --reset the store will hold the corpus alone: an edge to a document outside it,
    and gold naming one, are known before anything is wiped."""
    dangling = corpus(tmp_path, json.dumps({
        "id": "leave-2026", "text": "Annual leave policy, 2026 edition.",
        "supersedes": [{"id": "leave-2025", "kind": "replaces"}], **POLICY,
    }))
    with pytest.raises(InputError, match=r"1 corpus records rejected: .*corpus.jsonl:3:"
                       r"supersedes.0.id: unknown edge target 'leave-2025'"):
        run_eval(request(tmp_path, dangling, questions(tmp_path)), settings, stored)
    assert stored.existing_ids(["kept"]) == {"kept"}
    absent = questions(tmp_path, gold_controlling=["leave-2030"])
    with pytest.raises(InputError, match=r"questions.jsonl:1:gold_controlling: gold_controlling "
                       "names 'leave-2030', which is not in the corpus"):
        run_eval(request(tmp_path, corpus(tmp_path), absent), settings, stored)
    assert stored.existing_ids(["kept"]) == {"kept"}


def test_reset_keeps_a_store_holding_curator_decisions_unless_told(
    tmp_path: Path, settings: Settings, embedded_store: GraphStore
) -> None:
    """Trial 49: --reset erased the edges a curator had reviewed and added in the same store."""
    embedded_store.upsert(batch([doc("a"), doc("b")], [sup("b", "a")]))
    embedded_store.set_edge_status("b", "a", "supersedes", "rejected", by="cur", reason="no")
    run = request(tmp_path, corpus(tmp_path), questions(tmp_path))
    with pytest.raises(InputError, match=r"--reset would erase 1 curator decision") as caught:
        run_eval(run, settings, embedded_store)
    assert caught.value.field == "reset"
    assert [e.status for e in embedded_store.edges()] == ["rejected"]
    run_eval(run.model_copy(update={"discard_curation": True}), settings, embedded_store)
    assert embedded_store.existing_ids(["a", "leave-2024"]) == {"leave-2024"}


def test_without_reset_unknown_targets_and_absent_gold_are_refused_before_the_load(
    tmp_path: Path, settings: Settings, stored: GraphStore
) -> None:
    """Loaded into a kept store, the corpus may name what the store holds, and nothing else:
    an edge to a document in neither, and gold naming one, are refused before anything is
    written (they were found only after the load, and a bad edge was evaluated anyway)."""
    kept = {"reset": False}
    dangling = corpus(tmp_path, json.dumps({
        "id": "leave-2026", "text": "Annual leave policy, 2026 edition.",
        "supersedes": [{"id": "leave-2025", "kind": "replaces"}], **POLICY,
    }))
    with pytest.raises(InputError, match=r"1 corpus records rejected: .*corpus.jsonl:3:"
                       r"supersedes.0.id: unknown edge target 'leave-2025'"):
        run_eval(request(tmp_path, dangling, questions(tmp_path), **kept), settings, stored)
    assert stored.existing_ids(["leave-2022", "leave-2024", "leave-2026"]) == set()
    absent = questions(tmp_path, gold_controlling=["leave-2030"])
    with pytest.raises(InputError, match=r"questions.jsonl:1:gold_controlling: gold_controlling "
                       "names 'leave-2030', which is not in the corpus or the store"):
        run_eval(request(tmp_path, corpus(tmp_path), absent, **kept), settings, stored)
    assert stored.existing_ids(["leave-2022", "leave-2024"]) == set(), "nothing loaded"
    onto_stored = corpus(tmp_path, json.dumps({
        "id": "leave-2026", "text": "Annual leave policy, 2026 edition.",
        "supersedes": [{"id": "kept", "kind": "replaces"}], **POLICY,
    }))
    both = questions(tmp_path, gold_controlling=["leave-2024", "kept"])
    report = run_eval(request(tmp_path, onto_stored, both, **kept), settings, stored)
    assert report.summaries and stored.existing_ids(["kept", "leave-2026"]) == {
        "kept", "leave-2026"
    }


def test_every_refused_query_is_named_at_once(
    tmp_path: Path, settings: Settings, embedded_store: GraphStore
) -> None:
    """One run shows everything to fix, before the load and after it."""
    path = tmp_path / "many.jsonl"
    rows = [
        {"id": "long", "query": "leave " * 500, "gold_controlling": ["leave-2024"]},
        {"id": "label", "query": "leave?", "gold_controlling": ["leave-2024"], "gold_answer": "x"},
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), "utf-8")
    with pytest.raises(InputError) as before_load:
        run_eval(request(tmp_path, corpus(tmp_path), path), settings, embedded_store)
    said = str(before_load.value)
    assert said.startswith(f"{path}:1:query: 2 bad queries:\n  ")
    assert f"\n  {path}:2:gold_answer: gold_answer 'x'" in said
    dated = corpus(tmp_path, json.dumps({
        "id": "leave-2025", "text": "Annual leave policy, 2025 edition.",
        "published_at": "2025-01-01", **POLICY,
    }))
    rows = [
        {"id": "early", "query": "leave?", "gold_controlling": ["leave-2025"],
         "as_of": "2024-01-01"},
        {"id": "legal", "query": "leave?", "gold_controlling": ["leave-2024"],
         "gold_answer": "good_law"},
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), "utf-8")
    with pytest.raises(InputError) as after_load:
        run_eval(request(tmp_path, dated, path), settings, embedded_store)
    said = str(after_load.value)
    assert f"{path}:1:gold_controlling: gold_controlling names 'leave-2025'" in said
    assert f"{path}:2:gold_answer: gold_answer 'good_law' is no verdict the packs" in said


def test_a_queries_file_is_refused_once_with_every_kind_of_problem(
    tmp_path: Path, settings: Settings, embedded_store: GraphStore
) -> None:
    """A legal analyst's trial: a bad line, then a label no pack gives, then gold outside
    the corpus were each refused by a run of their own (three runs to fix one file)."""
    path = tmp_path / "mixed.jsonl"
    rows = [
        {"id": "ok", "query": "leave?", "gold_controlling": ["leave-2024"]},
        {"id": "typo", "query": "leave?", "gold_controling": ["leave-2024"]},
        {"id": "label", "query": "leave?", "gold_controlling": ["leave-2024"], "gold_answer": "x"},
        {"id": "absent", "query": "leave?", "gold_controlling": ["leave-2030"]},
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), "utf-8")
    with pytest.raises(InputError) as refused:
        run_eval(request(tmp_path, corpus(tmp_path), path), settings, embedded_store)
    lines = str(refused.value).splitlines()
    assert lines[0] == f"{path}:2:gold_controling: 3 bad queries:"
    assert [line.split(": ", 1)[0].strip() for line in lines[1:]] == [
        f"{path}:2:gold_controling", f"{path}:3:gold_answer", f"{path}:4:gold_controlling",
    ]


def test_the_page_counts_lapse_notices_apart_and_names_systems_giving_no_verdict(
    tmp_path: Path, settings: Settings, embedded_store: GraphStore
) -> None:
    """An audit trial read "3 documents" for a 2-record corpus and "bm25 0 checked, 1
    withheld" for a system that never gives verdicts."""
    lapsing = tmp_path / "lapsing.jsonl"
    lapsing.write_text(json.dumps({
        "id": "leave-2026", "text": "Annual leave policy, 2026 edition.",
        "published_at": "2026-01-01", "effective_to": "2026-12-31", **POLICY,
    }) + "\n", "utf-8")
    asked = questions(tmp_path, gold_controlling=["leave-2026#lapsed"], as_of="2027-01-05",
                      gold_answer="lapsed")
    out = tmp_path / "page"
    run_eval(request(tmp_path, lapsing, asked, out=out), settings, embedded_store)
    page = out.with_suffix(".md").read_text("utf-8")
    assert "2 documents (1 of them lapse notices the store adds, one per `effective_to`)" in page
    assert "bm25 gives none, graphcar 1 checked, 0 withheld" in page
