"""Every CLI command once, on the embedded store in a temporary directory (no server)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from graphcar.cli import app

REPO = Path(__file__).resolve().parents[2]
DEMO = sorted(str(p) for p in (REPO / "graphcar" / "demo").glob("*.jsonl"))
FIXTURES = REPO / "tests" / "fixtures"


def run(cli: CliRunner, *args: str, code: int = 0) -> str:
    result = cli.invoke(app, list(args))
    assert result.exit_code == code, result.output
    return result.output


def test_ingest_query_explain_chain_edges(cli: CliRunner) -> None:
    out = json.loads(run(cli, "ingest", *DEMO, "--json"))
    assert out["created"] == 14 and out["rejected"] == 0
    answer = json.loads(run(cli, "query", "Is Roe v. Wade still good law?", "--json"))
    assert answer["rows"][0]["id"] == "law-dobbs"
    explained = run(cli, "explain", "Is Roe v. Wade still good law?")
    assert "not controlling law-roe" in explained
    assert "named (the store holds them): casename:roe v. wade" in explained
    assert "not run: dense" in explained, "no weight shown for an arm that did not run"
    log4j = "Is Log4j 2.14.1 still vulnerable to CVE-2021-44228?"
    asked = " ".join(run(cli, "query", log4j).split())
    assert "Verdict: vulnerable for version 2.14.1" in asked
    assert "law-dobbs" in run(cli, "chain", "law-roe")
    run(cli, "chain", "no-such-document", code=2)
    edges = json.loads(run(cli, "edges", "list", "--status", "accepted", "--json"))
    assert {(e["edge"]["newer_id"], e["edge"]["older_id"]) for e in edges} >= {
        ("law-dobbs", "law-roe"),
        ("law-brown", "law-plessy"),
    }
    listed = run(cli, "edges", "list", "--status", "accepted")
    assert "law-dobbs --overrules--> law-roe" in listed, "whole ids, one line per edge"
    assert "chain" in run(cli, "chain", "law-roe", "--as-of", "2030-01-01")
    assert "--as-of" in run(cli, "chain", "law-roe", "--as-of", "2030-13-01", code=2)
    reviewed = json.loads(
        run(
            cli,
            "edges",
            "review",
            "law-dobbs",
            "law-roe",
            "overrules",
            "--decision",
            "reject",
            "--reason",
            "smoke test",
        )
    )
    assert reviewed["status"] == "rejected" and reviewed["reviewed_by"] == "cli"
    run(cli, "edges", "review", "law-dobbs", "law-roe", "patches", "--reason", "typo", code=2)
    assert "reason" in run(cli, "edges", "review", "law-dobbs", "law-roe", "overrules", code=2)
    edges = json.loads(run(cli, "edges", "list", "--status", "rejected", "--json"))
    assert [e["edge"]["review_reason"] for e in edges] == ["smoke test"], "nothing changed"
    listed = " ".join(run(cli, "edges", "list", "--status", "rejected").split())
    assert "reviewed by cli at" in listed and "smoke test" in listed, "the audit, in text too"


def test_the_load_says_which_edges_await_review(cli: CliRunner, tmp_path: Path) -> None:
    """A trial's curator read "edges by source: {'inferred': 3}" as three edges in force;
    one was only proposed. Trial 50's analyst could not tell which pack read a document (a
    "policy" belongs to versioned-policy, which needs codes)."""
    rows = [
        ("sop-3", "SOP-QA-3 Sampling", "Sampling.", "2019-01-01"),
        ("sop-4", "SOP-QA-4 Cleaning", "Cleaning.", "2019-01-01"),
        ("sop-9", "SOP-QA-9 Sampling", "This procedure supersedes SOP-QA-3.", "2023-01-01"),
        ("sop-8", "SOP-QA-8 Cleaning", "This SOP supersedes SOP-QA-4 for Site B.", "2023-01-01"),
    ]
    corpus = tmp_path / "sops.jsonl"
    corpus.write_text(
        "".join(
            json.dumps({"id": i, "title": t, "text": x, "published_at": at}) + "\n"
            for i, t, x, at in rows
        )
        + json.dumps({"id": "pol", "title": "Travel", "text": "Trains.", "doc_type": "policy"})
        + "\n"
    )
    said = " ".join(run(cli, "ingest", str(corpus)).split())
    assert "documents by domain pack: {'general': 4, 'versioned-policy': 1}" in said
    assert "edges by status: {'accepted': 1, 'proposed': 1}" in said
    assert "graphcar edges list --status proposed" in said
    reason = ["--reason", "Site B is the only site"]
    run(cli, "edges", "review", "sop-8", "sop-4", "supersedes", *reason)
    again = " ".join(run(cli, "ingest", str(corpus)).split())
    assert "edges by status: {'accepted': 2}" in again, "a trial: the reload still said proposed"


def test_the_load_counts_relations_apart_from_edges(cli: CliRunner, tmp_path: Path) -> None:
    """Trial 51: the load said 3 proposed edges, `edges list` listed 2; the third was a
    `limits` relation, which supersedes nothing and `edges list` does not list."""
    rows = [
        ("whit", "Whitcomb v. Ohio Valley Electric Corp., 401 U.S. 622 (1971)", "A rule.",
         "1971-04-05"),
        ("greer", "Greer v. Lindqvist Water Authority, 566 U.S. 19 (2012)",
         "Whitcomb v. Ohio Valley Electric Corp., 401 U.S. 622, is confined to its facts.",
         "2012-03-20"),
    ]
    corpus = tmp_path / "law.jsonl"
    corpus.write_text("".join(
        json.dumps({"id": i, "title": t, "text": x, "published_at": at, "domain": "legal",
                    "doc_type": "opinion"}) + "\n"
        for i, t, x, at in rows
    ))
    said = " ".join(run(cli, "ingest", str(corpus)).split())
    assert "edges by status: {}" in said
    assert "by status: {'proposed': 1} (listed by graphcar export)" in said
    assert json.loads(run(cli, "edges", "list", "--status", "proposed", "--json")) == []


def test_the_load_names_doc_types_their_pack_does_not_declare(
    cli: CliRunner, tmp_path: Path
) -> None:
    """Trial 53: a blackout typed "blackout" (the pack's type is "blackout_announced") voided
    no pre-clearance, and nothing said why. The pack now reads its aliases ("blackout",
    "preclearance") as the declared types and says so; a type it knows by no name is read as
    commentary, and the load says that too."""
    rows = [
        ("blk", "blackout", "Blackout: no trading in $NWTX until results are published."),
        ("pc", "pre_clearance_approved", "EMP117 may buy $NWTX."),
        ("pc2", "preclearance", "EMP203 may buy $NWTX."),
        ("note", "trading_notice", "Weekly note: $NWTX is on the blackout list."),
    ]
    corpus = tmp_path / "trading.jsonl"
    corpus.write_text("".join(
        json.dumps({"id": i, "title": i, "text": x, "published_at": f"2024-04-1{n}",
                    "domain": "finance-compliance", "doc_type": t}) + "\n"
        for n, (i, t, x) in enumerate(reversed(rows))
    ))
    said = " ".join(run(cli, "ingest", str(corpus)).split())
    assert (
        "doc types read as declared ones: {'blackout -> blackout_announced': 1, "
        "'preclearance -> pre_clearance_approved': 1}" in said
    ), said
    assert "{'finance-compliance: trading_notice': 1}" in said, said
    assert "graphcar domains list" in said
    voided = json.loads(run(cli, "edges", "list", "--status", "accepted", "--json"))
    assert {(e["edge"]["newer_id"], e["edge"]["older_id"]) for e in voided} == {
        ("blk", "pc"),
        ("blk", "pc2"),
    }
    again = json.loads(run(cli, "ingest", str(corpus), "--json"))
    assert (again["created"], again["updated"], again["unchanged"]) == (0, 0, 4)
    exported = tmp_path / "graph.jsonl"
    run(cli, "export", str(exported))
    stored = [json.loads(line) for line in exported.read_text().splitlines()]
    types = {doc["id"]: doc["doc_type"] for row in stored for doc in row.get("documents", [])}
    assert types["pc2"] == "pre_clearance_approved" and types["note"] == "trading_notice"


def test_a_review_may_not_close_a_cycle(cli: CliRunner, tmp_path: Path) -> None:
    """A curator's trial: the API refused (409) accepting an edge that closes a cycle, the
    CLI accepted it, and both policies left the frontier."""
    rows = [
        {"id": "v1", "text": "Vacation: 25 days.", "supersedes": [{"id": "v2"}]},
        {"id": "v2", "text": "Vacation: 28 days.", "supersedes": [{"id": "v1"}]},
    ]
    corpus = tmp_path / "cycle.jsonl"
    corpus.write_text("".join(json.dumps(row) + "\n" for row in rows), "utf-8")
    assert "cycle" in run(cli, "ingest", str(corpus), code=1), "the load says so"
    (demoted,) = json.loads(run(cli, "edges", "list", "--status", "proposed", "--json"))
    newer, older = demoted["edge"]["newer_id"], demoted["edge"]["older_id"]
    out = run(cli, "edges", "review", newer, older, "supersedes", "--reason", "looks right",
              code=2)
    assert "cycle" in out
    assert json.loads(run(cli, "edges", "list", "--status", "proposed", "--json")) == [demoted]


def test_a_curator_adds_an_edge_no_rule_derived(cli: CliRunner, tmp_path: Path) -> None:
    """Trials 46/47: a supersession the text words so that no rule reads it ("This AD
    supersedes AD 2016-07-12 for Textron ... airplanes", only proposed) or that stands in
    no stored document could not be recorded at all; now it is added, accepted, audited, and
    a re-load keeps it."""
    rows = [
        {"id": "ad-2016", "title": "AD 2016-07-12: Seat rails", "text": "Inspect seat rails.",
         "published_at": "2016-04-01"},
        {"id": "ad-2023", "title": "AD 2023-09-05: Seat stop", "text": "Install a seat stop.",
         "published_at": "2023-05-02"},
        {"id": "sop-2", "text": "Vacation: 28 days.", "supersedes": [{"id": "sop-1"}],
         "published_at": "2020-01-01"},
        {"id": "sop-1", "text": "Vacation: 25 days.", "published_at": "2019-01-01"},
    ]
    corpus = tmp_path / "ads.jsonl"
    corpus.write_text("".join(json.dumps(row) + "\n" for row in rows), "utf-8")
    run(cli, "ingest", str(corpus))
    reason = ["--reason", "Federal Register: AD 2023-09-05 supersedes AD 2016-07-12"]
    added = json.loads(run(cli, "edges", "add", "ad-2023", "ad-2016", *reason, "--by", "ann"))
    assert (added["status"], added["rule"], added["reviewed_by"]) == (
        "accepted", "curator:added", "ann"
    )
    chain = run(cli, "chain", "ad-2016")
    assert "ad-2023" in chain
    run(cli, "ingest", str(corpus))
    kept = json.loads(run(cli, "edges", "list", "--status", "accepted", "--json"))
    assert ("ad-2023", "ad-2016") in {(e["edge"]["newer_id"], e["edge"]["older_id"]) for e in kept}
    refused = {
        "unknown": run(cli, "edges", "add", "ad-2023", "ad-1999", *reason, code=2),
        "itself": run(cli, "edges", "add", "ad-2023", "ad-2023", *reason, code=2),
        "reason": run(cli, "edges", "add", "ad-2016", "sop-1", "--reason", "x", code=2),
        "stored": run(cli, "edges", "add", "ad-2023", "ad-2016", *reason, code=2),
        "cycle": run(cli, "edges", "add", "sop-1", "sop-2", *reason, code=2),
        "kind": run(cli, "edges", "add", "ad-2016", "sop-1", "Not A Kind!", *reason, code=2),
        "amends": run(cli, "edges", "add", "ad-2016", "sop-1", "amends", *reason, code=2),
    }
    said = {name: " ".join(out.split()) for name, out in refused.items()}
    assert "no document 'ad-1999'" in said["unknown"]
    assert "cannot supersede itself" in said["itself"]
    assert "reason" in said["reason"]
    assert "is stored (accepted); review it instead" in said["stored"]
    assert "cycle" in said["cycle"]
    assert "kind" in said["kind"]
    assert "'amends' does not supersede" in said["amends"], "it was stored where no list shows it"
    assert added["recorded_at"], "the edge as stored"
    after = json.loads(run(cli, "edges", "list", "--status", "accepted", "--json"))
    assert len(after) == len(kept), "a refused addition stores nothing"


def test_reviewing_an_edge_that_does_not_exist_says_so(cli: CliRunner, tmp_path: Path) -> None:
    """A curator's trial: accepting the reverse of a stored edge was refused as closing a
    cycle (and told to reject the correct edge) rather than as no such edge."""
    rows = [{"id": "v1", "text": "Vacation: 25 days."},
            {"id": "v2", "text": "Vacation: 28 days.", "supersedes": [{"id": "v1"}]}]
    corpus = tmp_path / "chain.jsonl"
    corpus.write_text("".join(json.dumps(row) + "\n" for row in rows), "utf-8")
    run(cli, "ingest", str(corpus))
    out = run(cli, "edges", "review", "v1", "v2", "supersedes", "--decision", "accept",
              "--reason", "looks right", code=2)
    assert "no supersedes edge from 'v1' to 'v2'" in out and "cycle" not in out


def test_export_import_viz_demo(cli: CliRunner, tmp_path: Path) -> None:
    run(cli, "ingest", *DEMO)
    exported = tmp_path / "graph.jsonl"
    run(cli, "export", str(exported))
    assert exported.read_text().count("\n") >= 2
    imported = json.loads(run(cli, "import", str(exported), "--json"))
    assert imported["unchanged"] == 14
    html = tmp_path / "chain.html"
    run(cli, "viz", "law-roe", "-o", str(html))
    assert "law-dobbs" in html.read_text()
    assert "Brown v. Board of Education" in run(cli, "demo")


def test_bad_input_exit_codes(cli: CliRunner, tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x"}\n')
    assert "bad.jsonl:1:text" in run(cli, "ingest", str(bad), code=1)
    run(cli, "ingest", str(tmp_path / "missing.jsonl"), code=2)
    run(cli, "query", "   ", code=2)
    broken = tmp_path / "broken.jsonl"
    broken.write_text("not json\n")
    run(cli, "import", str(broken), code=2)


def test_keys_packs_neo4j_status_eval(cli: CliRunner, tmp_path: Path) -> None:
    assert "sha256$" in run(cli, "api-key", "alice")
    assert "security" in run(cli, "domains", "list")
    pack = tmp_path / "pack.yaml"
    pack.write_text("name: broken\nrules: 7\n")
    run(cli, "domains", "validate", str(pack), code=1)
    run(cli, "neo4j", "status", "--home", str(tmp_path / "no-neo4j"), "--port", "7599", code=1)
    run(cli, "serve", "--help")
    out = tmp_path / "eval"
    run(
        cli,
        "eval",
        str(FIXTURES / "car"),
        "--format",
        "car-cvepatchqa",
        "--limit",
        "10",
        "--systems",
        "bm25,graphcar",
        "--no-dense",
        "--out",
        str(out),
    )
    assert any(out.parent.glob("eval*"))
    refused = run(
        cli,
        "eval",
        str(FIXTURES / "car"),
        "--format",
        "car-cvepatchqa",
        "--donors",
        str(FIXTURES / "osv" / "tree"),
        code=2,
    )
    assert "hard GHSA set only" in refused


def test_a_rejected_record_names_its_field_as_written(cli: CliRunner, tmp_path: Path) -> None:
    """The terminal must not read ":id:" in "file.json:id: Field required" as an emoji code."""
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"text": "no id"}\n', "utf-8")
    out = run(cli, "ingest", str(bad), code=1)
    assert f"{bad}:1:id: Field required" in "".join(out.split("\n"))


def test_an_older_osv_copy_is_reported_stale_and_skipped(cli: CliRunner, tmp_path: Path) -> None:
    """The security engineer's second trial: the skip appeared nowhere in the ingest table."""

    def advisory(modified: str, fixed: str) -> Path:
        record = {
            "id": "GHSA-ssss-tttt-0001", "modified": modified, "summary": "widget overflow",
            "affected": [{"package": {"ecosystem": "npm", "name": "widget"}, "ranges": [
                {"type": "SEMVER", "events": [{"introduced": "0"}, {"fixed": fixed}]}]}],
        }
        path = tmp_path / modified[:10] / "GHSA-ssss-tttt-0001.json"
        path.parent.mkdir()
        path.write_text(json.dumps(record), "utf-8")
        return path

    run(cli, "ingest", str(advisory("2024-05-02T00:00:00Z", "1.3.0")))
    said = run(cli, "ingest", str(advisory("2024-05-01T00:00:00Z", "1.2.0")), "--json")
    report = json.loads(said)
    assert report["loaded"] == 0 and len(report["skipped"]) == 1
    table = " ".join(run(cli, "ingest", str(tmp_path / "2024-05-01")).split())
    assert "stale" in table and "skipped" in table and "older than the stored copy" in table


def test_a_store_another_process_holds_is_a_one_line_error(
    cli: CliRunner, tmp_path: Path
) -> None:
    """A curator's trial: every command run while `graphcar serve` held the embedded store
    printed a hundred-line traceback."""
    import subprocess
    import sys

    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time; from graphcar.store.embedded import EmbeddedStore; "
         f"held = EmbeddedStore({str(tmp_path / 'data' / 'embedded')!r}); print('held', "
         "flush=True); "
         "time.sleep(60)"],
        stdout=subprocess.PIPE, text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        for args in (["edges", "list"], ["chain", "law-roe"], ["query", "Is Roe still law?"],
                     ["edges", "review", "law-dobbs", "law-roe", "overrules", "--reason", "x y z"]):
            out = " ".join(run(cli, *args, code=2).split())
            assert "in use by another graphcar process (PID" in out, args
            assert "Traceback" not in out and "docs.ladybugdb.com" not in out, args
    finally:
        holder.kill()
        holder.wait()


def test_the_rejects_file_is_this_runs_and_checked_first(cli: CliRunner, tmp_path: Path) -> None:
    """An ops trial: a clean run left the previous run's rejects in the file, and an
    unwritable --rejects path failed with a traceback after the load was committed."""
    rejects = tmp_path / "rejects.jsonl"
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x"}\n', "utf-8")
    run(cli, "ingest", str(bad), "--rejects", str(rejects), code=1)
    assert rejects.read_text("utf-8").count("\n") == 1
    run(cli, "ingest", *DEMO, "--rejects", str(rejects))
    assert rejects.read_text("utf-8") == "", "a clean run leaves no rejects behind"
    nowhere = tmp_path / "missing-dir" / "rejects.jsonl"
    good = tmp_path / "late.jsonl"
    good.write_text('{"id": "late", "text": "a late document"}\n', "utf-8")
    out = run(cli, "ingest", str(good), "--rejects", str(nowhere), code=2)
    assert "cannot write the rejects file" in out and "Traceback" not in out
    assert "no document 'late'" in run(cli, "chain", "late", code=2), "nothing was loaded"


def test_every_command_warns_of_a_load_that_did_not_finish(
    cli: CliRunner, tmp_path: Path
) -> None:
    """An ops trial: after a load was killed half-way the store answered wrongly (fix
    documents without their edges) until the files were loaded again, and nothing said so."""
    from graphcar.store.embedded import EmbeddedStore

    run(cli, "ingest", *DEMO)
    store = EmbeddedStore(tmp_path / "data" / "embedded")
    store.load_started("killed", "osv-batch-4")
    store.close()
    out = run(cli, "query", "Is log4j still vulnerable?")
    assert "has not finished" in out and "osv-batch-4" in out
    run(cli, "ingest", *DEMO)
    assert "has not finished" in run(cli, "query", "log4j"), "another load is not the re-run"


def test_curated_cypher_needs_neo4j_and_a_readable_file(cli: CliRunner, tmp_path: Path) -> None:
    """``graphcar neo4j query`` on the embedded default says what it needs, in one line."""
    out = run(cli, "neo4j", "query", str(tmp_path / "missing.cypher"), code=2)
    assert "curated Cypher runs on Neo4j" in out and "Traceback" not in out
    unread = run(cli, "neo4j", "query", str(tmp_path / "missing.cypher"),
                 "--neo4j", "bolt://127.0.0.1:9", code=2)
    assert "cannot read" in unread and "missing.cypher" in unread


def test_osv_ranges_answer_version_questions(cli: CliRunner, tmp_path: Path) -> None:
    """An OSV trial: versions below a range's ``introduced`` read "vulnerable" (184 of 226
    wrong answers on 300 Go vulndb records); the fix releases now say where their range
    starts, and such a version is not affected."""
    record = {
        "id": "GO-2024-2780", "modified": "2024-05-02T00:00:00Z", "summary": "Log spoofing",
        "aliases": ["CVE-2024-3177"],
        "affected": [{"package": {"ecosystem": "Go", "name": "k8s.io/kubernetes"}, "ranges": [
            {"type": "SEMVER", "events": [{"introduced": "1.13.0"}, {"fixed": "1.13.7"},
                                          {"introduced": "1.14.0"}, {"fixed": "1.14.3"}]}]}],
    }
    path = tmp_path / "GO-2024-2780.json"
    path.write_text(json.dumps(record), "utf-8")
    run(cli, "ingest", str(path))

    def verdict(question: str) -> tuple[str, str | None]:
        found = json.loads(run(cli, "query", question, "--json"))["verdict"]
        return found["label"], found["version"]

    asked = "Is k8s.io/kubernetes {} affected by GO-2024-2780?"
    assert verdict(asked.format("1.12.0")) == ("not_affected", "1.12.0")
    assert verdict(asked.format("1.13.5")) == ("vulnerable", "1.13.5")
    assert verdict(asked.format("1.13.9")) == ("patched", "1.13.9")
    assert verdict(asked.format("1.14.1")) == ("vulnerable", "1.14.1")
    assert verdict(asked.format("1.15.0")) == ("patched", "1.15.0")
    assert verdict("Is GO-2024-2780 fixed?") == ("patched", None)
    reopened = {
        "id": "GO-2024-2866", "modified": "2024-05-02T00:00:00Z", "summary": "RBAC too wide",
        "affected": [{"package": {"ecosystem": "Go", "name": "example.com/operator"}, "ranges": [
            {"type": "SEMVER", "events": [{"introduced": "0"}, {"fixed": "0.16.4"},
                                          {"introduced": "0.17.0"}]}]}],
    }
    (tmp_path / "GO-2024-2866.json").write_text(json.dumps(reopened), "utf-8")
    run(cli, "ingest", str(tmp_path / "GO-2024-2866.json"))
    asked = "Is example.com/operator {} affected by GO-2024-2866?"
    assert verdict(asked.format("0.16.0")) == ("vulnerable", "0.16.0")
    assert verdict(asked.format("0.16.4")) == ("patched", "0.16.4")
    assert verdict(asked.format("0.17.0")) == ("vulnerable", "0.17.0"), "a range left open"
    # a review: a last_affected range beside a fixed one was dropped, so 1.5.0 read not_affected
    last = {
        "id": "PYSEC-2024-1", "modified": "2024-05-02T00:00:00Z", "summary": "Widget flaw",
        "affected": [{"package": {"ecosystem": "PyPI", "name": "widgetlib"}, "ranges": [
            {"type": "ECOSYSTEM", "events": [{"introduced": "0"}, {"last_affected": "1.9.9"}]},
            {"type": "ECOSYSTEM", "events": [{"introduced": "2.0.0"}, {"fixed": "2.0.5"}]}]}],
    }
    (tmp_path / "PYSEC-2024-1.json").write_text(json.dumps(last), "utf-8")
    run(cli, "ingest", str(tmp_path / "PYSEC-2024-1.json"))
    asked = "Is widgetlib {} affected by PYSEC-2024-1?"
    assert verdict(asked.format("1.5.0")) == ("vulnerable", "1.5.0")
    assert verdict(asked.format("2.0.5")) == ("patched", "2.0.5")
    # an OSV trial: "Is Go 1.22.6 affected?" of a standard-library advisory read "patched"
    stdlib = {
        "id": "GO-2024-3105", "modified": "2024-09-06T00:00:00Z", "summary": "Stack exhaustion",
        "affected": [{"package": {"ecosystem": "Go", "name": "stdlib"}, "ranges": [
            {"type": "SEMVER", "events": [{"introduced": "0"}, {"fixed": "1.22.7"},
                                          {"introduced": "1.23.0-0"}, {"fixed": "1.23.1"}]}]},
                     {"package": {"ecosystem": "Go", "name": "golang.org/x/net"}, "ranges": [
            {"type": "SEMVER", "events": [{"introduced": "0"}, {"fixed": "0.17.0"}]}]}],
    }
    (tmp_path / "GO-2024-3105.json").write_text(json.dumps(stdlib), "utf-8")
    run(cli, "ingest", str(tmp_path / "GO-2024-3105.json"))
    assert verdict("Is Go 1.22.6 affected by GO-2024-3105?") == ("vulnerable", "1.22.6")
    assert verdict("Is go1.23.1 affected by GO-2024-3105?") == ("patched", "1.23.1")
    assert verdict("Is golang.org/x/net 0.16.0 affected by GO-2024-3105?") == (
        "vulnerable", "0.16.0")


def test_osv_version_answers_are_never_unsafe_on_odd_records(
    cli: CliRunner, tmp_path: Path
) -> None:
    """A review's records: a range left open beside an overlapping fixed one, versions listed
    one by one, Debian versions this tool does not order, and "go1.x" beside "Go 1.x"."""

    def record(osv_id: str, ecosystem: str, name: str, **entry: object) -> dict[str, object]:
        return {"id": osv_id, "modified": "2024-05-02T00:00:00Z", "summary": f"{name} flaw",
                "affected": [{"package": {"ecosystem": ecosystem, "name": name}, **entry}]}

    def semver(*events: dict[str, str]) -> list[dict[str, object]]:
        return [{"type": "SEMVER", "events": list(events)}]

    overlap = record("GHSA-2c3f-4g5h-6j7p", "npm", "ofoo",
                     ranges=semver({"introduced": "0"}, {"fixed": "1.5.0"}))
    reopened = {"package": {"ecosystem": "npm", "name": "ofoo"},
                "ranges": semver({"introduced": "1.2.0"})}
    overlap["affected"].append(reopened)  # type: ignore[attr-defined]
    listed = record("PYSEC-2024-2", "PyPI", "pyfoo", versions=["2.0.1"],
                    ranges=[{"type": "ECOSYSTEM", "events": [{"introduced": "0"},
                                                             {"fixed": "1.5.0"}]}])
    debian = record("DSA-5001-1", "Debian:12", "libfoo",
                    ranges=[{"type": "ECOSYSTEM", "events": [{"introduced": "0"},
                                                             {"fixed": "2.3-4+deb12u2"}]}])
    stdlib = record("GO-2024-2824", "Go", "stdlib",
                    ranges=semver({"introduced": "1.22.0-0"}, {"fixed": "1.22.3"}))
    for found in (overlap, listed, debian, stdlib):
        (tmp_path / f"{found['id']}.json").write_text(json.dumps(found), "utf-8")
        run(cli, "ingest", str(tmp_path / f"{found['id']}.json"))

    def verdict(question: str) -> tuple[str, str | None]:
        found = json.loads(run(cli, "query", question, "--json"))["verdict"]
        return found["label"], found["version"]

    assert verdict("Is ofoo 2.0.0 affected by GHSA-2c3f-4g5h-6j7p?") == ("vulnerable", "2.0.0")
    assert verdict("Is ofoo 1.6.0 affected by GHSA-2c3f-4g5h-6j7p?") == ("vulnerable", "1.6.0")
    assert verdict("Is pyfoo 2.0.1 affected by PYSEC-2024-2?") == ("vulnerable", "2.0.1")
    assert verdict("Is pyfoo 1.6.0 affected by PYSEC-2024-2?") == ("patched", "1.6.0")
    assert verdict("Is libfoo 2.3-4+deb12u1 affected by DSA-5001-1?")[1] is None, (
        "no version answer where the order is unknown")
    assert verdict("Is Go 1.21.5 affected by GO-2024-2824?") == ("not_affected", "1.21.5")
    assert verdict("Is go1.21.5 affected by GO-2024-2824?") == ("not_affected", "1.21.5")
