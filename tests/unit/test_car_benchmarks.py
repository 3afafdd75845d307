"""CAR benchmark importers: corpus records, queries, distractors, dedupe and bad input."""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from graphcar.anchors.identifiers import find_identifiers
from graphcar.errors import InputError
from ingest.car_benchmarks import (
    cvepatchqa,
    finsuperqa,
    ghsa,
    legalprecedentqa,
    load_benchmark,
    normalise_release_url,
    package_names,
    previous_tag,
    retarget,
    summary_brand,
)
from ingest.readers import read_any
from ingest.records import RecordError, SourceRecord

CAR = Path(__file__).resolve().parent.parent / "fixtures" / "car"


def _lines(name: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in (CAR / name).read_text("utf-8").splitlines()]


def test_finsuperqa_corpus_is_kb_events_deduped_plus_ten_distractors_each() -> None:
    bench = finsuperqa(CAR, split="all")
    examples = _lines("finsuperqa_trainval.jsonl")
    event_ids = {e["event_id"] for ex in examples for e in ex["kb"]}  # type: ignore[attr-defined]
    listed = sum(len(ex["kb"]) for ex in examples)  # type: ignore[arg-type]
    assert listed == len(event_ids) + 1  # one event is listed by two examples
    ids = [r.document.id for r in bench.records]
    assert len(ids) == len(set(ids)) == len(event_ids) + 10 * len(examples)
    real = [r for r in bench.records if "distractor_of" not in r.document.metadata]
    assert len(real) == len(event_ids)
    # distractor ids look like the set's own, so a tie-break by id favours neither
    assert all(re.fullmatch(r"fsqa:[0-9a-f]{8}", r.document.id) for r in bench.records)
    assert {r.document.doc_type for r in real} >= {"pre_clearance_approved", "blackout_announced"}
    assert all(r.document.published_at for r in bench.records)
    assert all(r.edges == [] and r.entities == [] for r in bench.records)  # nothing stated


def test_finsuperqa_distractors_follow_the_mix_and_are_deterministic() -> None:
    first = finsuperqa(CAR, split="all")
    second = finsuperqa(CAR, split="all")
    texts = [r.document.text for r in first.records]
    assert texts == [r.document.text for r in second.records]
    example = _lines("finsuperqa_trainval.jsonl")[0]
    emp, ticker = str(example["employee"]), str(example["ticker"])
    mine = [
        r.document
        for r in first.records
        if r.document.metadata.get("distractor_of") == example["example_id"]
    ]
    assert len(mine) == 10
    assert all(d.doc_type == "pre_clearance_approved" for d in mine)
    same_emp = [d for d in mine if emp in d.text and ticker not in d.text.split()]
    same_ticker = [d for d in mine if emp not in d.text and ticker in d.text]
    assert len(same_emp) >= 4 and len(same_ticker) >= 3
    other_seed = finsuperqa(CAR, split="all", seed=7)
    assert texts != [r.document.text for r in other_seed.records]


def _regridded_finsuperqa(tmp_path: Path, pairs: list[tuple[str, str]]) -> Path:
    """The fixture's examples re-addressed to ``pairs`` (one per example, cycled)."""
    lines = []
    for index, example in enumerate(_lines("finsuperqa_trainval.jsonl")):
        example["employee"], example["ticker"] = pairs[index % len(pairs)]
        lines.append(json.dumps(example))
    data = tmp_path / "finsuperqa_trainval.jsonl"
    data.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return data


def test_finsuperqa_distractors_never_name_an_asked_about_pair(tmp_path: Path) -> None:
    # 3 employees x 3 tickers, all but the diagonal asked about: only 3 pairs are free, so
    # distractors drawn without regard to the other examples' pairs would hit one at once
    employees, tickers = ["EMP001-Ames", "EMP002-Bose", "EMP003-Cruz"], ["AAA", "BBB", "CCC"]
    asked = [(e, t) for e in employees for t in tickers if employees.index(e) != tickers.index(t)]
    bench = finsuperqa(_regridded_finsuperqa(tmp_path, asked), split="all")
    named = [
        (emp, ticker)
        for r in bench.records
        if "distractor_of" in r.document.metadata
        for emp in employees
        for ticker in tickers
        if emp in r.document.text and ticker in r.document.text.split()
    ]
    assert named and not set(named) & set(asked)
    # nothing left to draw from: the examples get no distractors rather than a valid one
    full = finsuperqa(_regridded_finsuperqa(tmp_path, [(employees[0], tickers[0])]), split="all")
    assert not [r for r in full.records if "distractor_of" in r.document.metadata]


def test_finsuperqa_queries_follow_the_split_and_gold_is_the_last_hop() -> None:
    dev = finsuperqa(CAR, split="dev")
    dev_ids = set((CAR / "finsuperqa_dev_ids.txt").read_text("utf-8").split())
    assert {q.id for q in dev.queries} == dev_ids
    by_id = {str(ex["example_id"]): ex for ex in _lines("finsuperqa_trainval.jsonl")}
    for query in dev.queries:
        hops = by_id[query.id]["provenance"]
        assert query.gold_controlling == [f"fsqa:{hops[-1]['event_id']}"]  # type: ignore[index]
        assert query.gold_closure == [f"fsqa:{h['event_id']}" for h in hops]  # type: ignore[union-attr]
        assert query.gold_answer == by_id[query.id]["answer"]
        assert query.slice == by_id[query.id]["hop_type"]


def test_cvepatchqa_stated_edges_become_explicit_patches() -> None:
    bench = cvepatchqa(CAR)
    edges = [e for r in bench.records for e in r.edges]
    assert len(edges) == 2
    assert {(e.kind, e.rule, e.source) for e in edges} == {("patches", "car:R_CVE1", "explicit")}
    patched = [q for q in bench.queries if q.gold_answer == "patched"]
    newer = {e.newer_id for e in edges}
    assert all(q.gold_controlling[0] in newer and len(q.gold_closure) == 2 for q in patched)
    latest = max(r.document.published_at or "" for r in bench.records)
    assert all(q.as_of == latest for q in bench.queries)


def test_legal_stated_edges_become_overrules() -> None:
    bench = legalprecedentqa(CAR)
    kinds = {e.kind for r in bench.records for e in r.edges}
    assert kinds == {"overrules"}
    assert {q.slice for q in bench.queries} == {
        "type0_no_supersession",
        "type1_overruling_supersedes_ruling",
    }


def test_ghsa_release_notes_are_deduplicated_by_release_url() -> None:
    bench = ghsa(CAR, distractors="none")
    pairs = json.loads((CAR / "ghsa_real_pairs.json").read_text("utf-8"))
    urls = {normalise_release_url(p["release_url"]) for p in pairs}
    notes = [r.document for r in bench.records if r.document.doc_type == "release_note"]
    assert len(notes) == len(urls)
    budibase = [q for q in bench.queries if "budibase" in q.gold_controlling[0].lower()]
    assert len(budibase) == 3 and len({q.gold_controlling[0] for q in budibase}) == 1
    aiohttp_texts = [p["patch_text"] for p in pairs if "aiohttp" in p["release_url"]]
    (aiohttp,) = [n for n in notes if "aiohttp" in n.id]
    assert aiohttp.text == max(aiohttp_texts, key=len)
    advisories = [r.document for r in bench.records if r.document.doc_type == "advisory"]
    assert all("product" in a.metadata for a in advisories)
    assert all(not r.edges and not r.entities for r in bench.records)  # nothing stated


def _real_ids() -> set[str]:
    pairs = json.loads((CAR / "ghsa_real_pairs.json").read_text("utf-8"))
    return {p["id"] for p in pairs} | {p["cve_id"] for p in pairs}


def test_ghsa_paper_distractors_are_templated_and_seeded() -> None:
    bench = ghsa(CAR, distractors="paper", count=50)
    extra = [r.document for r in bench.records if r.document.source == "ghsa-distractor-paper"]
    assert len(extra) == 50 and all(d.doc_type == "advisory" for d in extra)
    # ids shaped like real advisories' (their GHSA id), so a tie-break by id favours neither
    assert all(d.id == d.title.split(" ")[0] and d.id.startswith("GHSA-") for d in extra)
    again = ghsa(CAR, distractors="paper", count=50)
    assert [r.document.text for r in bench.records] == [r.document.text for r in again.records]
    assert not {m.value for d in extra for m in find_identifiers(d.title)} & _real_ids()


def test_ghsa_hard_distractors_reuse_real_text_without_real_ids() -> None:
    bench = ghsa(CAR, distractors="hard", count=40)
    extra = [r.document for r in bench.records if r.document.source == "ghsa-distractor-hard"]
    assert len(extra) == 40
    ids = [r.document.id for r in bench.records]
    assert len(ids) == len(set(ids))  # a previous tag that is a real release is not reused
    assert all(d.id.startswith("GHSA-" if d.doc_type == "advisory" else "release:") for d in extra)
    kinds = Counter(d.doc_type for d in extra)
    assert kinds["release_note"] > 0 and kinds["advisory"] > 0
    real_ids = _real_ids()
    for document in extra:
        found = {m.value for m in find_identifiers(f"{document.title}\n{document.text}")}
        assert not found & real_ids, document.id
    repos = {d.metadata.get("repo") for d in extra if d.doc_type == "release_note"}
    assert repos <= {"axios", "budibase", "liquidjs", "aiohttp"}
    assert [d.text for d in extra] == [
        r.document.text
        for r in ghsa(CAR, distractors="hard", count=40).records
        if r.document.source == "ghsa-distractor-hard"
    ]


OSV = Path(__file__).resolve().parent.parent / "fixtures" / "osv"


def _donor_dir(tmp_path: Path) -> Path:
    """The OSV fixture tree plus one advisory that is a GHSA pair's own (alias = its CVE)."""
    donors = tmp_path / "donors"
    shutil.copytree(OSV / "tree", donors)
    own = {
        "id": "GO-2026-0001",
        "modified": "2026-01-01T00:00:00Z",
        "aliases": ["CVE-2025-62718"],
        "summary": "axios: NO_PROXY bypass with trailing dots",
        "details": "The axios advisory itself, as another database records it.",
        "affected": [{"package": {"ecosystem": "npm", "name": "axios"}}],
    }
    (donors / "GO-2026-0001.json").write_text(json.dumps(own), "utf-8")
    return donors


def _hard_advisories(bench_records: list[SourceRecord]) -> list[str]:
    return [
        r.document.text
        for r in bench_records
        if r.document.source == "ghsa-distractor-hard" and r.document.doc_type == "advisory"
    ]


def test_ghsa_hard_distractors_retell_osv_donors_about_the_set_products(tmp_path: Path) -> None:
    donors = _donor_dir(tmp_path)
    bench = ghsa(CAR, distractors="hard", count=40, donors=donors)
    assert not bench.errors
    texts = _hard_advisories(bench.records)
    assert texts and len(texts) == 40 - sum(
        r.document.doc_type == "release_note" and r.document.source == "ghsa-distractor-hard"
        for r in bench.records
    )
    # the withdrawn PYSEC advisory and the pair's own advisory (alias = its CVE) are not used
    assert not any("examplelib" in t or "NO_PROXY" in t for t in texts)
    jinja = [t for t in texts if "xmlattr" in t]
    openssl = [t for t in texts if "X509VerifyParamRef" in t]
    assert jinja and openssl
    # the donors' product names are gone; the set's repositories stand in their place
    assert not any(re.search(r"\bJinja2?\b|\bopenssl\b", t, re.I) for t in jinja + openssl)
    repos = {"axios", "budibase", "liquidjs", "aiohttp"}
    assert all(any(repo in t for repo in repos) for t in jinja + openssl)
    assert any("OSV advisories under" in note for note in bench.notes)
    again = ghsa(CAR, distractors="hard", count=40, donors=donors)
    assert _hard_advisories(again.records) == texts


def test_ghsa_hard_donors_reject_bad_input_by_record(tmp_path: Path) -> None:
    donors = _donor_dir(tmp_path)
    (donors / "broken.json").write_text("{not json", "utf-8")
    bench = ghsa(CAR, distractors="hard", count=40, donors=donors)
    (error,) = bench.errors
    assert error.location == str(donors / "broken.json") and "invalid JSON" in error.message
    assert len(_hard_advisories(bench.records)) > 0  # the other donors still serve
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(InputError, match=r"no OSV advisory to retell.*no OSV files"):
        ghsa(CAR, distractors="hard", donors=empty)
    with pytest.raises(InputError, match="no such donors path"):
        ghsa(CAR, distractors="hard", donors=tmp_path / "missing")
    with pytest.raises(InputError, match="hard GHSA set only"):
        ghsa(CAR, distractors="paper", donors=donors)


def test_eval_request_passes_donors_and_seed_to_the_builder(tmp_path: Path) -> None:
    from graphcar.eval.command import EvalRequest, benchmark_inputs

    donors = _donor_dir(tmp_path)
    request = EvalRequest(corpus=[CAR], fmt="car-ghsa-hard", systems=["bm25"], donors=donors)
    bench = benchmark_inputs(request)
    assert any(str(donors) in note for note in bench.notes)
    reseeded = benchmark_inputs(request.model_copy(update={"seed": 7}))
    ids = [r.document.id for r in bench.records if r.document.source == "ghsa-distractor-hard"]
    assert ids != [
        r.document.id for r in reseeded.records if r.document.source == "ghsa-distractor-hard"
    ]


def test_package_names_and_summary_brand() -> None:
    assert package_names("Jinja2") == ["Jinja2", "Jinja"]
    assert package_names("code.vikunja.io/api") == ["code.vikunja.io/api", "vikunja"]
    assert package_names("github.com/mattermost/mattermost-server/v6") == [
        "github.com/mattermost/mattermost-server/v6",
        "mattermost/mattermost-server/v6",
        "mattermost",
        "mattermost-server",
    ]
    assert package_names("org.springframework:spring-webmvc")[1:] == [
        "springframework",
        "spring-webmvc",
    ]
    assert summary_brand("Vikunja: unthrottled pre-auth endpoints") == "Vikunja"
    assert summary_brand("Mattermost has insufficiently protected credentials") is None
    assert summary_brand("one two three four five six: too long for a name") is None


def test_retarget_replaces_whole_names_only() -> None:
    text = "Jinja's xmlattr filter; jinja2 users; ninjinja stays; jinja-extras stays"
    assert retarget(text, ["Jinja2", "Jinja"], "budibase") == (
        "budibase's xmlattr filter; budibase users; ninjinja stays; jinja-extras stays"
    )


def test_previous_tag() -> None:
    assert previous_tag("v1.15.0") == "v1.14.0"
    assert previous_tag("0.31.2.0") == "0.31.1.0"
    assert previous_tag("v0.0.0") is None


def test_read_any_dispatches_car_formats() -> None:
    items = list(read_any(CAR, "car-legal"))
    assert items and all(isinstance(i, SourceRecord) for i in items)
    with pytest.raises(InputError, match="unknown CAR benchmark format"):
        load_benchmark(CAR, "car-nope")


def test_bad_lines_are_named_by_file_line_and_field(tmp_path: Path) -> None:
    lines = (CAR / "cvepatchqa_v1.jsonl").read_text("utf-8").splitlines()
    broken = json.loads(lines[3])
    broken["supersession_edges"][0]["target_id"] = "nope"
    missing = json.loads(lines[0])
    del missing["kb"]
    path = tmp_path / "cvepatchqa_v1.jsonl"
    path.write_text("\n".join([lines[0], "{not json", json.dumps(missing), json.dumps(broken)]))
    bench = cvepatchqa(path)
    errors = {e.location: e for e in bench.errors}
    assert errors[f"{path}:2"].message.startswith("invalid JSON")
    assert errors[f"{path}:3"].field == "kb"
    assert errors[f"{path}:4"].field == "supersession_edges.0.target_id"
    assert len(bench.queries) == 1 and len(bench.records) == 1
    items = list(read_any(path, "car-cvepatchqa"))
    assert sum(isinstance(i, RecordError) for i in items) == 3


def test_a_hop_type_no_report_row_can_take_is_a_bad_line(tmp_path: Path) -> None:
    """hop_type names the query's slice: blank or reserved, it crashed the importer with a
    traceback (a review found it) instead of naming the line."""
    first = json.loads((CAR / "cvepatchqa_v1.jsonl").read_text("utf-8").splitlines()[0])
    rows = [{**first, "hop_type": ""}, {**first, "example_id": "other", "hop_type": "All"},
            {**first, "example_id": "fine"}]
    path = tmp_path / "cvepatchqa_v1.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), "utf-8")
    bench = cvepatchqa(path)
    errors = {e.location: e for e in bench.errors}
    assert errors[f"{path}:1"].field == "hop_type" and "is blank" in errors[f"{path}:1"].message
    assert errors[f"{path}:2"].field == "hop_type" and "reserved" in errors[f"{path}:2"].message
    assert [query.id for query in bench.queries] == ["fine"]
    fin_row = json.loads((CAR / "finsuperqa_trainval.jsonl").read_text("utf-8").splitlines()[0])
    fin = tmp_path / "finsuperqa_trainval.jsonl"
    fin.write_text(json.dumps({**fin_row, "hop_type": " "}) + "\n", "utf-8")
    (fin_error,) = finsuperqa(fin, split="all").errors
    assert fin_error.location == f"{fin}:1" and fin_error.field == "hop_type"


def test_missing_files_are_input_errors(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such benchmark file"):
        ghsa(tmp_path)
    shutil.copy(CAR / "finsuperqa_trainval.jsonl", tmp_path)
    with pytest.raises(InputError, match="split file missing"):
        finsuperqa(tmp_path, split="dev")


def test_finsuperqa_kb_events_carry_the_example_ticker_for_the_gazetteer() -> None:
    bench = finsuperqa(CAR, split="all")
    tickers: dict[str, str] = {}
    for ex in _lines("finsuperqa_trainval.jsonl"):
        for e in ex["kb"]:  # type: ignore[attr-defined]
            tickers.setdefault(str(e["event_id"]), str(ex["ticker"]))  # first listing wins
    for record in bench.records:
        event_id = str(record.document.metadata["event_id"])
        if "distractor_of" in record.document.metadata:
            assert "ticker" not in record.document.metadata
        else:
            assert record.document.metadata["ticker"] == tickers[event_id]


def test_finsuperqa_ticker_seeding_lets_blackouts_carry_a_ticker_scope() -> None:
    from graphcar.domains.packs import load_packs
    from ingest.extract import SpacyExtractor

    bench = finsuperqa(CAR, split="all", distractors_per_example=0)
    documents = [record.document for record in bench.records]
    extractor = SpacyExtractor(load_packs())
    extractor.prime(documents)
    for document, entities in zip(documents, extractor.extract(documents), strict=True):
        ticker = f"ticker:{document.metadata['ticker']}"
        keys = {entity.key for entity in entities}
        # extracted only where the text names it (every kb event here does)
        assert (ticker in keys) == (str(document.metadata["ticker"]) in document.text)
