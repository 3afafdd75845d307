"""OSV reader: advisories, fixes, withdrawals, aliases, YAML/JSON, directories, zips, bad input."""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from graphcar.anchors.identifiers import canonical_key, identifier_keys
from graphcar.cli import app
from graphcar.eval.graph import StoredGraph
from ingest.osv import package_key, read_osv
from ingest.readers import detect_format, read_any
from ingest.records import RecordError, SourceRecord

OSV = Path(__file__).resolve().parent.parent / "fixtures" / "osv"


def _records(path: Path) -> tuple[dict[str, SourceRecord], list[RecordError]]:
    records: dict[str, SourceRecord] = {}
    errors: list[RecordError] = []
    for item in read_osv(path):
        if isinstance(item, SourceRecord):
            records[item.document.id] = item
        else:
            errors.append(item)
    return records, errors


def test_directory_tree_yields_advisories_fixes_and_withdrawals() -> None:
    records, errors = _records(OSV / "tree")
    assert errors == []
    assert sorted(records) == [
        "GHSA-h5c8-rqwp-cp95",
        "GHSA-h5c8-rqwp-cp95#fix:pypi/jinja2@3.1.3",
        "PYSEC-2021-9999",
        "PYSEC-2021-9999#fix:pypi/example-lib@1.2.0",
        "PYSEC-2021-9999#withdrawn",
        "RUSTSEC-2023-0044",
        "RUSTSEC-2023-0044#fix:cargo/openssl@0.10.55",
        "RUSTSEC-2023-0044#fix:cargo/openssl@0.11.2",
    ]
    kinds = {doc_id: r.document.doc_type for doc_id, r in records.items()}
    assert kinds["GHSA-h5c8-rqwp-cp95"] == "advisory"
    assert kinds["RUSTSEC-2023-0044#fix:cargo/openssl@0.11.2"] == "fix_release"
    assert kinds["PYSEC-2021-9999#withdrawn"] == "record_withdrawal"


def test_aliases_share_the_query_canonicalisation() -> None:
    records, _ = _records(OSV / "tree")
    keys = {e.key for e in records["GHSA-h5c8-rqwp-cp95"].entities}
    assert keys == {
        "ghsa:GHSA-h5c8-rqwp-cp95",
        "cve:CVE-2024-22195",
        "pysec:PYSEC-2024-1",
        "pkg:pypi/jinja2",
    }
    advisory = records["GHSA-h5c8-rqwp-cp95"].document
    assert advisory.title is not None and advisory.title.endswith(
        "(GHSA-h5c8-rqwp-cp95, CVE-2024-22195, PYSEC-2024-1)"
    ), "the ids that name the advisory, after its summary"
    lower_alias = {e.key for e in records["PYSEC-2021-9999"].entities}
    assert "cve:CVE-2021-99999" in lower_alias  # written "cve-2021-99999" in the file
    assert "osv:RUSTSEC-2023-0044" in {e.key for e in records["RUSTSEC-2023-0044"].entities}


def test_each_fixed_event_is_a_fix_release_that_patches_the_advisory() -> None:
    records, _ = _records(OSV / "tree")
    fix = records["RUSTSEC-2023-0044#fix:cargo/openssl@0.10.55"]
    assert [(e.newer_id, e.older_id, e.kind, e.rule, e.source) for e in fix.edges] == [
        (fix.document.id, "RUSTSEC-2023-0044", "patches", "osv:fixed", "explicit")
    ]
    keys = {e.key for e in fix.entities}
    assert {"pkg:cargo/openssl", "pkg:cargo/openssl@0.10.55"} <= keys
    assert "0.10.55" in fix.document.text and "RUSTSEC-2023-0044" in fix.document.text
    # each fix states its package's affected ranges (a version below them was never affected)
    ranges = ">=0.10.0 <0.10.55; >=0.11.0 <0.11.2"
    assert fix.document.metadata["affected"] == ranges
    later = records["RUSTSEC-2023-0044#fix:cargo/openssl@0.11.2"]
    assert later.document.metadata["affected"] == ranges
    assert fix.document.title == "openssl 0.10.55 fixes RUSTSEC-2023-0044", "titles stay short"


def test_last_affected_is_stated_on_the_advisory_and_creates_no_fix() -> None:
    records, _ = _records(OSV / "tree")
    assert not any("openssl-sys@" in doc_id for doc_id in records)
    assert "openssl-sys <= 0.9.90" in records["RUSTSEC-2023-0044"].document.text


def test_withdrawn_advisory_leaves_the_frontier() -> None:
    records, _ = _records(OSV / "tree")
    graph = StoredGraph(
        [r.document for r in records.values()],
        [],
        [edge for r in records.values() for edge in r.edges],
    )
    closure = graph.upward(["PYSEC-2021-9999"])
    assert "PYSEC-2021-9999" not in graph.frontier(closure)
    assert "PYSEC-2021-9999#withdrawn" in graph.frontier(closure)
    withdrawal = records["PYSEC-2021-9999#withdrawn"]
    assert withdrawal.edges[0].kind == "withdraws"
    assert withdrawal.document.published_at == "2022-03-01T00:00:00Z"


def test_yaml_versions_stay_strings_and_dates_parse() -> None:
    records, _ = _records(OSV / "tree")
    advisory = records["RUSTSEC-2023-0044"].document
    assert advisory.published_at == "2023-06-20T12:00:00Z"
    assert advisory.metadata["modified"] == "2023-08-01T12:00:00Z"


def test_zip_members_are_read_and_named() -> None:
    records, errors = _records(OSV / "osv-dump.zip")
    assert errors == []
    assert set(records) == {
        "GHSA-h5c8-rqwp-cp95",
        "GHSA-h5c8-rqwp-cp95#fix:pypi/jinja2@3.1.3",
        "RUSTSEC-2023-0044",
        "RUSTSEC-2023-0044#fix:cargo/openssl@0.10.55",
        "RUSTSEC-2023-0044#fix:cargo/openssl@0.11.2",
    }
    location = records["RUSTSEC-2023-0044"].location
    assert location.endswith("osv-dump.zip::crates.io/RUSTSEC-2023-0044.yaml")


def test_a_zip_reads_its_jsonl_members_like_a_directory(tmp_path: Path) -> None:
    """An ops trial: release notes in a ``*.jsonl`` inside a zip were skipped without a word,
    while the same files in a directory were read."""
    bundle = tmp_path / "bundle.zip"
    shutil.copy(OSV / "osv-dump.zip", bundle)
    with zipfile.ZipFile(bundle, "a") as archive:
        archive.writestr("notes/releases.jsonl",
                         json.dumps({"id": "rel-1", "text": "x"}) + '\n{"id": "rel-bad"}\n')
    items = list(read_any(bundle))
    [bad] = [i for i in items if isinstance(i, RecordError)]
    assert str(bad).startswith(f"{bundle}::notes/releases.jsonl:2:text: ")
    assert bad.raw == '{"id": "rel-bad"}', "kept to fix and send again"
    ids = {i.document.id for i in items if isinstance(i, SourceRecord)}
    assert {"rel-1", "RUSTSEC-2023-0044"} <= ids
    note = next(i for i in items if isinstance(i, SourceRecord) and i.document.id == "rel-1")
    assert note.location == f"{bundle}::notes/releases.jsonl:1"
    only = tmp_path / "notes.zip"
    with zipfile.ZipFile(only, "w") as archive:
        archive.writestr("a.jsonl", json.dumps({"id": "rel-2", "text": "y"}) + "\n")
    assert [i.document.id for i in read_any(only) if isinstance(i, SourceRecord)] == ["rel-2"]
    assert not [i for i in read_any(only) if isinstance(i, RecordError)]


@pytest.mark.parametrize(
    ("name", "field", "message"),
    [
        ("missing_modified.json", "modified", "Field required"),
        ("bad_event.json", "affected[0].ranges[0].events[1].fixed", "version must not be empty"),
        ("not_a_version.json", "affected[0].ranges[0].events[1].fixed", "'latest' is not a"),
        ("spaced_version.json", "affected[0].ranges[0].events[1].fixed", "is not a version"),
        ("two_points.json", "affected[0].ranges[0].events[1]",
         "exactly one of introduced, fixed, last_affected, limit; this one gives fixed and "
         "last_affected"),
        ("truncated.json", None, "invalid JSON"),
        ("broken.yaml", None, "invalid YAML (line 2"),
    ],
)
def test_bad_files_name_file_and_json_path(name: str, field: str | None, message: str) -> None:
    errors = [e for e in read_osv(OSV / "bad") if isinstance(e, RecordError)]
    matching = [e for e in errors if e.location.endswith(name)]
    assert len(matching) == 1
    assert matching[0].field == field
    assert message in matching[0].message


def test_bad_zip_member_is_named_and_the_rest_loads() -> None:
    records, errors = _records(OSV / "bad-member.zip")
    assert [str(e) for e in errors] == [
        f"{OSV / 'bad-member.zip'}::broken/OSV-2024-0001.json:"
        "affected[0].ranges[0].events[1].fixed: version must not be empty"
    ]
    assert "GHSA-h5c8-rqwp-cp95" in records


def test_empty_directory_and_non_zip_are_errors(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    assert "no OSV files" in next(iter(read_osv(empty))).message  # type: ignore[union-attr]
    fake = tmp_path / "fake.zip"
    fake.write_text("not a zip", encoding="utf-8")
    assert "not a zip archive" in next(iter(read_osv(fake))).message  # type: ignore[union-attr]
    no_osv = tmp_path / "other.zip"
    with zipfile.ZipFile(no_osv, "w") as archive:
        archive.writestr("notes.txt", "hello")
    assert "no OSV files" in next(iter(read_osv(no_osv))).message  # type: ignore[union-attr]


def test_copies_of_an_advisory_pass_the_reader_for_the_loader_to_choose(tmp_path: Path) -> None:
    """An osv.dev dump holds a GHSA affecting two ecosystems in both zips: copies are no
    error; a document id given twice by anything else still is."""
    source = (OSV / "tree" / "pypi" / "GHSA-h5c8-rqwp-cp95.json").read_bytes()
    (tmp_path / "a.json").write_bytes(source)
    (tmp_path / "b.json").write_bytes(source)
    items = list(read_osv(tmp_path))
    assert not [e for e in items if isinstance(e, RecordError)]
    assert [i.document.id for i in items].count("GHSA-h5c8-rqwp-cp95") == 2
    (tmp_path / "notes.jsonl").write_text(
        json.dumps({"id": "note-1", "text": "a"}) + "\n" + json.dumps({"id": "note-1", "text": "b"})
        + "\n", "utf-8")
    errors = [e for e in read_any(tmp_path) if isinstance(e, RecordError)]
    assert [str(e) for e in errors] == [
        f"{tmp_path / 'notes.jsonl'}:2:id: duplicate id 'note-1' (first at line 1)"]


def test_the_newest_copy_of_an_advisory_in_one_load_wins_whatever_the_order(
    cli: CliRunner, tmp_path: Path
) -> None:
    """An ops trial: two revisions of GO-2023-1571 in one load (x/net fixed in 0.7.0, then
    0.7.1): the later path was rejected as a duplicate even when newer, and its new fix
    document was stored anyway, so both releases showed as the fix."""
    def revision(modified: str, fixed: str) -> dict[str, object]:
        return {
            "id": "GO-2023-1571", "modified": modified, "published": "2023-02-16T00:00:00Z",
            "summary": "Denial of service in golang.org/x/net",
            "affected": [{"package": {"ecosystem": "Go", "name": "golang.org/x/net"},
                          "ranges": [{"type": "SEMVER", "events": [
                              {"introduced": "0"}, {"fixed": fixed}]}]}],
        }

    old, new = tmp_path / "old", tmp_path / "new"
    for folder, payload in ((old, revision("2023-02-20T00:00:00Z", "0.7.0")),
                            (new, revision("2024-05-01T00:00:00Z", "0.7.1"))):
        folder.mkdir()
        (folder / "GO-2023-1571.json").write_text(json.dumps(payload), "utf-8")
    result = cli.invoke(app, ["ingest", str(old), str(new), str(old)])
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    assert "GO-2023-1571 modified 2023-02-20T00:00:00Z is not newer than the copy at" in said
    listed = cli.invoke(app, ["edges", "list", "--status", "accepted", "--json"])
    fixes = {r["edge"]["newer_id"] for r in json.loads(listed.output)}
    assert fixes == {"GO-2023-1571#fix:golang/golang.org/x/net@0.7.1"}


def test_list_payload_errors_carry_the_index(tmp_path: Path) -> None:
    path = tmp_path / "list.json"
    path.write_text('[{"id": "OSV-2024-1", "modified": "2024-01-01T00:00:00Z"}, 7]', "utf-8")
    items = list(read_osv(path))
    assert isinstance(items[0], SourceRecord)
    assert isinstance(items[1], RecordError) and items[1].field == "[1]"


def test_package_keys_are_the_package_urls_text_names() -> None:
    """OSV ecosystems and names give the key a package URL in a release note or question
    gets: the two must meet for any rule to link a release to an advisory."""
    assert package_key("PyPI", "Jinja_2.Ext") == "pkg:pypi/jinja-2-ext"
    cases = [
        (("Go", "github.com/Foo/Bar"), "pkg:golang/github.com/Foo/Bar"),
        (("Maven", "com.acme:purltest"), "pkg:maven/com.acme/purltest"),
        (("crates.io", "openssl"), "pkg:cargo/openssl"),
        (("npm", "@scope/widget"), "pkg:npm/%40scope/widget"),
    ]
    for (ecosystem, name), purl in cases:
        assert package_key(ecosystem, name) == identifier_keys(f"upgrade {purl}@1.2.0")[0]
        kind, _, value = purl.partition(":")
        assert canonical_key(kind, value) == package_key(ecosystem, name)


def test_formats_are_registered() -> None:
    assert detect_format(OSV / "tree") == "osv"
    assert detect_format(OSV / "osv-dump.zip") == "osv"
    assert detect_format(OSV / "tree" / "RUSTSEC-2023-0044.yaml") == "osv"
    ids = {i.document.id for i in read_any(OSV / "tree", "osv") if isinstance(i, SourceRecord)}
    assert "RUSTSEC-2023-0044" in ids


def test_an_advisory_whose_documents_are_invalid_is_an_error_and_the_rest_loads(
    tmp_path: Path,
) -> None:
    good = (OSV / "tree" / "pypi" / "GHSA-h5c8-rqwp-cp95.json").read_bytes()
    (tmp_path / "good.json").write_bytes(good)
    nul = {"id": "OSV-2024-2", "modified": "2024-01-01T00:00:00Z", "details": "bad\u0000byte"}
    (tmp_path / "nul.json").write_text(json.dumps(nul), "utf-8")
    records, errors = _records(tmp_path)
    assert "GHSA-h5c8-rqwp-cp95" in records and "OSV-2024-2" not in records
    (error,) = errors
    assert error.location == str(tmp_path / "nul.json") and error.field == "text"
    assert "NUL" in error.message


def test_yaml_decimal_versions_keep_their_digits(tmp_path: Path) -> None:
    """``fixed: 1.10`` is version 1.10; read as a float it became 1.1, a much older release."""
    path = tmp_path / "RUSTSEC-2099-0001.yaml"
    path.write_text(
        "id: RUSTSEC-2099-0001\nmodified: 2024-01-01T00:00:00Z\naffected:\n"
        "  - package: {ecosystem: crates.io, name: yamlcrate}\n"
        "    ranges:\n      - type: SEMVER\n        events: [{introduced: 0}, {fixed: 1.10}]\n",
        "utf-8",
    )
    records, errors = _records(path)
    assert errors == []
    assert "RUSTSEC-2099-0001#fix:cargo/yamlcrate@1.10" in records
    advisory = records["RUSTSEC-2099-0001"].document
    assert "Fixed in version 1.10 (yamlcrate, crates.io)." in advisory.text


def test_a_directory_reads_its_jsonl_files_beside_the_osv_ones(tmp_path: Path) -> None:
    """Release notes in a ``*.jsonl`` next to the advisories were skipped without a word."""
    shutil.copytree(OSV / "tree", tmp_path / "corpus")
    notes = tmp_path / "corpus" / "notes" / "releases.jsonl"
    notes.parent.mkdir()
    notes.write_text(json.dumps({"id": "rel:jinja2@3.1.3", "text": "Jinja 3.1.3."}) + "\n")
    ids = {i.document.id for i in read_any(tmp_path / "corpus") if isinstance(i, SourceRecord)}
    assert {"rel:jinja2@3.1.3", "RUSTSEC-2023-0044"} <= ids
    only_notes = tmp_path / "notes-only"
    shutil.copytree(notes.parent, only_notes)
    items = list(read_any(only_notes))
    assert [i.document.id for i in items if isinstance(i, SourceRecord)] == ["rel:jinja2@3.1.3"]
    assert not [i for i in items if isinstance(i, RecordError)]


def test_a_git_range_fix_is_a_commit_not_a_release_to_upgrade_to(tmp_path: Path) -> None:
    payload = {
        "id": "GHSA-qqqq-zzzz-0001",
        "modified": "2024-06-01T00:00:00Z",
        "affected": [
            {
                "package": {"ecosystem": "PyPI", "name": "quickzip"},
                "ranges": [
                    {
                        "type": "GIT",
                        "repo": "https://github.com/acme/quickzip",
                        "events": [{"introduced": "0"}, {"fixed": "9f8e7d6c5b4a3f2e1d0c"}],
                    }
                ],
            }
        ],
    }
    path = tmp_path / "GHSA-qqqq-zzzz-0001.json"
    path.write_text(json.dumps(payload), "utf-8")
    records, errors = _records(path)
    assert errors == []
    fix = records["GHSA-qqqq-zzzz-0001#fix:pypi/quickzip@9f8e7d6c5b4a3f2e1d0c"].document
    assert fix.title == "quickzip commit 9f8e7d6c5b4a fixes GHSA-qqqq-zzzz-0001"
    assert "Upgrade" not in fix.text and "names no release that contains it" in fix.text
    assert fix.metadata["commit"] == "9f8e7d6c5b4a3f2e1d0c" and "version" not in fix.metadata
    advisory = records["GHSA-qqqq-zzzz-0001"].document
    assert "Fixed by commit 9f8e7d6c5b4a3f2e1d0c (quickzip, PyPI)." in advisory.text


def test_versions_of_several_packages_are_not_pooled_into_one_statement(tmp_path: Path) -> None:
    """The rules read an advisory's version statements as one set: alpha's fix 1.2.0 would
    "fix" beta 1.5.0. A several-package record states no versions in its text (its fix
    documents carry them); YAML epochs and leading zeros stay text."""
    payload = {
        "id": "GHSA-mmmm-pppp-0001",
        "modified": "2024-05-01T00:00:00Z",
        "affected": [
            {"package": {"ecosystem": "npm", "name": name}, "ranges": [
                {"type": "SEMVER", "events": [{"introduced": "0"}, {"fixed": fixed}]}]}
            for name, fixed in (("alpha", "1.2.0"), ("beta", "3.4.0"))
        ],
    }
    path = tmp_path / "GHSA-mmmm-pppp-0001.json"
    path.write_text(json.dumps(payload), "utf-8")
    records, _ = _records(path)
    text = records["GHSA-mmmm-pppp-0001"].document.text
    assert "Fixed in version" not in text and "No fixed version" not in text
    assert "GHSA-mmmm-pppp-0001#fix:npm/beta@3.4.0" in records
    yaml_path = tmp_path / "DEBIAN-2099-0001.yaml"
    yaml_path.write_text(
        "id: DEBIAN-2099-0001\nmodified: 2024-01-01T00:00:00Z\naffected:\n"
        "  - package: {ecosystem: Debian, name: widget}\n"
        "    ranges:\n      - type: ECOSYSTEM\n        events: [{introduced: 0}, {fixed: 1:20}]\n",
        "utf-8",
    )
    yaml_records, errors = _records(yaml_path)
    assert errors == [] and "DEBIAN-2099-0001#fix:debian/widget@1:20" in yaml_records


def test_a_withdrawn_duplicate_withdraws_itself_not_the_live_advisory(
    cli: CliRunner, tmp_path: Path
) -> None:
    """An ops trial on the Go vulndb: GO-2026-4740, withdrawn as a duplicate of GO-2026-4513,
    names the live GHSA in its references and the CVE as related; its withdrawal notice
    withdrew the live advisory too ("withdrawn" instead of "patched")."""
    msgpack = {"ecosystem": "Go", "name": "github.com/shamaton/msgpack/v2"}
    live = {
        "id": "GO-2026-4513", "modified": "2026-03-01T00:00:00Z",
        "published": "2026-02-20T00:00:00Z", "aliases": ["CVE-2026-32284", "GHSA-h9q6-hc68-35rp"],
        "summary": "Panic on malformed input in github.com/shamaton/msgpack/v2",
        "affected": [{"package": msgpack, "ranges": [
            {"type": "SEMVER", "events": [{"introduced": "0"}, {"fixed": "2.4.1"}]}]}],
    }
    duplicate = {
        "id": "GO-2026-4740", "modified": "2026-03-05T00:00:00Z",
        "published": "2026-03-02T00:00:00Z", "withdrawn": "2026-03-05T00:00:00Z",
        "related": ["CVE-2026-32284"], "summary": "Duplicate of GO-2026-4513",
        "references": [{"type": "WEB",
                        "url": "https://github.com/advisories/GHSA-h9q6-hc68-35rp"}],
        "affected": [{"package": msgpack, "ranges": [
            {"type": "SEMVER", "events": [{"introduced": "0"}, {"fixed": "2.4.1"}]}]}],
    }
    for record in (live, duplicate):
        (tmp_path / f"{record['id']}.json").write_text(json.dumps(record), "utf-8")
    assert cli.invoke(app, ["ingest", str(tmp_path)]).exit_code == 0
    result = cli.invoke(app, ["query", "Is CVE-2026-32284 fixed?", "--json"])
    answer = json.loads(result.output)
    assert answer["verdict"]["label"] == "patched", answer["verdict"]
    listed = cli.invoke(app, ["edges", "list", "--status", "accepted", "--json"])
    withdrawals = {(r["edge"]["newer_id"], r["edge"]["older_id"])
                   for r in json.loads(listed.output) if r["edge"]["kind"] == "withdraws"}
    assert withdrawals == {("GO-2026-4740#withdrawn", "GO-2026-4740")}


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"afected": []}, "afected"),
        ({"frobnicate": 1}, "frobnicate"),
    ],
)
def test_a_field_the_schema_does_not_have_is_refused(
    tmp_path: Path, change: dict[str, object], field: str
) -> None:
    """An ops trial: a misspelt ``afected`` loaded an advisory of no package (exit 0), then
    answered "vulnerable" though the record states a fix. Fields the schema has but graphcar
    does not use (credits, database_specific ...) still load."""
    record = {
        "id": "GHSA-2222-3333-4444", "modified": "2024-01-01T00:00:00Z",
        "credits": [{"name": "someone"}], "database_specific": {"severity": "HIGH"},
        "affected": [{"package": {"ecosystem": "npm", "name": "x"},
                      "ecosystem_specific": {"imports": []},
                      "ranges": [{"type": "SEMVER", "events": [{"introduced": "0"}]}]}],
    }
    path = tmp_path / "GHSA-2222-3333-4444.json"
    path.write_text(json.dumps(record), "utf-8")
    records, errors = _records(path)
    assert errors == [] and "GHSA-2222-3333-4444" in records
    path.write_text(json.dumps({**record, **change}), "utf-8")
    _, errors = _records(path)
    assert [error.field for error in errors] == [field], errors
    affected = {**record["affected"][0], "severityy": "x"}  # type: ignore[index]
    nested = {**record, "affected": [affected]}
    path.write_text(json.dumps(nested), "utf-8")
    _, errors = _records(path)
    assert [error.field for error in errors] == ["affected[0].severityy"], errors


def test_a_repeated_alias_is_named_once(tmp_path: Path) -> None:
    aliases = ["CVE-2026-32284", "CVE-2026-32284", "cve-2026-32284", "GHSA-h9q6-hc68-35rp"]
    record = {"id": "GO-2026-4513", "modified": "2026-03-01T00:00:00Z", "summary": "Panic",
              "aliases": aliases}
    path = tmp_path / "GO-2026-4513.json"
    path.write_text(json.dumps(record), "utf-8")
    records, _ = _records(path)
    title = records["GO-2026-4513"].document.title
    assert title.endswith("(GO-2026-4513, CVE-2026-32284, GHSA-h9q6-hc68-35rp)"), title


def test_an_osv_copy_of_a_jsonl_documents_id_is_a_duplicate_either_way_round() -> None:
    """A review: a JSONL record GHSA-1 then an OSV record GHSA-1 both passed (the later one
    silently overwrote the other); the other way round was an error."""
    from graphcar.model import Document
    from ingest.records import DuplicateIds

    plain = SourceRecord(location="a.jsonl:1", document=Document(id="GHSA-1", text="x"))
    osv = SourceRecord(location="b.json", document=Document(id="GHSA-1", text="y"),
                       revised_at="2024-01-01T00:00:00Z", owns=("GHSA-1#fix:",))
    for first, second in ((plain, osv), (osv, plain)):
        check = DuplicateIds()
        assert check.problem(first) is None
        problem = check.problem(second)
        assert problem is not None and problem.field == "id"
    copies = DuplicateIds()
    assert copies.problem(osv) is None
    assert copies.problem(osv.model_copy(update={"location": "c.json"})) is None


def test_go_zero_times_are_no_dates(tmp_path: Path) -> None:
    """An ops trial on the Go vulndb module zip: every record's ``modified`` and most
    ``published`` are Go's zero time, shown as "(0001-01-01)" on every row and dating fixes
    to year 1."""
    zero = "0001-01-01T00:00:00Z"
    affected = [{"package": {"ecosystem": "Go", "name": "example.com/lib"},
                 "ranges": [{"type": "SEMVER", "events": [{"introduced": "0"},
                                                          {"fixed": "1.2.0"}]}]}]
    live = {"id": "GO-2024-2866", "modified": zero, "published": zero, "summary": "Flaw",
            "affected": affected}
    gone = {"id": "GO-2024-2867", "modified": zero, "published": "2024-05-01T00:00:00Z",
            "withdrawn": zero, "summary": "Not a flaw"}
    for record in (live, gone):
        (tmp_path / f"{record['id']}.json").write_text(json.dumps(record), "utf-8")
    records, errors = _records(tmp_path)
    assert not errors
    fix = records["GO-2024-2866#fix:golang/example.com/lib@1.2.0"]
    assert records["GO-2024-2866"].document.published_at is None
    assert records["GO-2024-2866"].document.metadata["modified"] is None
    assert fix.document.published_at is None and fix.edges[0].valid_from is None
    assert records["GO-2024-2867"].document.published_at == "2024-05-01T00:00:00Z"
    withdrawal = records["GO-2024-2867#withdrawn"]
    assert withdrawal.document.published_at is None and withdrawal.edges[0].valid_from is None
    assert withdrawal.document.text.startswith("Advisory GO-2024-2867 was withdrawn and no")
