"""The generic JSONL reader: every bad record is named by file:line and field."""

from __future__ import annotations

import json
from pathlib import Path

from ingest.jsonl import read_jsonl
from ingest.records import RecordError, SourceRecord


def write(path: Path, *lines: bytes) -> Path:
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path


def record(**fields: object) -> bytes:
    base: dict[str, object] = {"id": "doc-1", "text": "some text"}
    base.update(fields)
    return json.dumps(base).encode()


def errors_of(path: Path) -> list[str]:
    return [str(item) for item in read_jsonl(path) if isinstance(item, RecordError)]


def test_valid_record_carries_entities_and_edges(tmp_path: Path) -> None:
    path = write(
        tmp_path / "in.jsonl",
        record(
            id="new",
            entities=["cve:CVE-2021-44228", {"key": "pkg:pypi/requests", "aliases": ["requests"]}],
            supersedes=[{"id": "old", "kind": "patches"}],
            relations=[{"id": "other", "kind": "cites"}],
            published_at="2021-12-10",
        ),
    )
    (item,) = list(read_jsonl(path))
    assert isinstance(item, SourceRecord)
    assert [e.key for e in item.entities] == ["cve:CVE-2021-44228", "pkg:pypi/requests"]
    assert [(e.older_id, e.kind, e.source) for e in item.edges] == [
        ("old", "patches", "explicit"),
        ("other", "cites", "explicit"),
    ]
    assert item.edges[0].valid_from == "2021-12-10T00:00:00Z"
    assert item.location.endswith("in.jsonl:1")


def test_entities_are_canonical_as_in_text_and_questions(tmp_path: Path) -> None:
    """A security engineer's trial: a release note naming ``pkg:maven/com.acme:x`` (OSV's
    spelling) or ``pkg:go/...`` never met the advisory's package; identifiers a source names
    get the key the same identifier gets in text; other values are kept as written."""
    path = write(
        tmp_path / "in.jsonl",
        record(entities=["pkg:maven/com.acme:purltest", "pkg:go/github.com/Acme/purltest",
                         "cve:cve-2021-44228", "product:Acme DataHub"]),
    )
    (item,) = list(read_jsonl(path))
    assert isinstance(item, SourceRecord)
    assert [e.key for e in item.entities] == [
        "pkg:maven/com.acme/purltest", "pkg:golang/github.com/acme/purltest",
        "cve:CVE-2021-44228", "product:Acme DataHub",
    ]


def test_missing_id(tmp_path: Path) -> None:
    path = write(tmp_path / "in.jsonl", b'{"text": "x"}')
    assert errors_of(path) == [f"{path}:1:id: Field required"]


def test_bad_date(tmp_path: Path) -> None:
    path = write(tmp_path / "in.jsonl", record(), record(id="doc-2", published_at="2020-02-30"))
    (error,) = errors_of(path)
    assert error.startswith(f"{path}:2:published_at:")


def test_unknown_relation_kind_names_the_nested_field(tmp_path: Path) -> None:
    path = write(tmp_path / "in.jsonl", record(supersedes=[{"id": "b", "kind": "eats"}]))
    (error,) = errors_of(path)
    assert error.startswith(f"{path}:1:supersedes.0.kind: unknown relation kind 'eats'")


def test_a_deferral_holds_until_its_valid_to(tmp_path: Path) -> None:
    """A stated deferral ends the day before the deferred rule's new effective date (a bare
    date: all that day); one ending before it starts names its field and reads nothing."""
    deferral = {"id": "rule-2023", "kind": "defers", "valid_to": "2024-02-25"}
    backwards = deferral | {"valid_from": "2024-03-01"}
    path = write(
        tmp_path / "in.jsonl",
        record(id="delay", relations=[deferral], published_at="2023-12-14"),
        record(id="bad", relations=[backwards], published_at="2023-12-14"),
    )
    items = list(read_jsonl(path))
    assert isinstance(items[0], SourceRecord)
    (edge,) = items[0].edges
    assert (edge.kind, edge.valid_from, edge.valid_to) == (
        "defers",
        "2023-12-14T00:00:00Z",
        "2024-02-25T23:59:59Z",
    )
    assert errors_of(path) == [
        f"{path}:2:relations.0: valid_to 2024-02-25T23:59:59Z is before "
        "valid_from 2024-03-01T00:00:00Z"
    ]


def test_duplicate_id_in_a_file(tmp_path: Path) -> None:
    path = write(tmp_path / "in.jsonl", record(), record(text="other"))
    assert errors_of(path) == [f"{path}:2:id: duplicate id 'doc-1' (first at line 1)"]


def test_non_utf8_line_is_rejected_and_the_rest_read(tmp_path: Path) -> None:
    path = write(tmp_path / "in.jsonl", b'{"id": "x", "text": "caf\xe9"}', record(id="ok"))
    items = list(read_jsonl(path))
    assert isinstance(items[0], RecordError)
    assert str(items[0]) == f"{path}:1: not valid UTF-8 (byte 24)"
    assert isinstance(items[1], SourceRecord)


def test_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.jsonl"
    path.write_text("\n\n")
    assert errors_of(path) == [f"{path}:0: file is empty: no records"]


def test_invalid_json_and_non_object(tmp_path: Path) -> None:
    path = write(tmp_path / "in.jsonl", b"{not json", b"[1, 2]")
    errors = errors_of(path)
    assert errors[0].startswith(f"{path}:1: invalid JSON")
    assert errors[1] == f"{path}:2: expected a JSON object"


def test_unknown_field_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path / "in.jsonl", record(colour="blue"))
    (error,) = errors_of(path)
    assert error.startswith(f"{path}:1:colour:")


def test_unicode_text_survives(tmp_path: Path) -> None:
    path = write(tmp_path / "in.jsonl", record(text="Überprüfung — 検証 ✓"))
    (item,) = list(read_jsonl(path))
    assert isinstance(item, SourceRecord)
    assert item.document.text == "Überprüfung — 検証 ✓"


def test_a_reinstatement_is_a_relation_not_a_supersession(tmp_path: Path) -> None:
    """``reinstates`` puts a document back in force: under ``supersedes`` it would take that
    document out of the frontier, so it is refused there by line and field, and read as a
    relation."""
    path = write(
        tmp_path / "in.jsonl",
        record(id="a", supersedes=[{"id": "b", "kind": "reinstates"}]),
        record(id="c", relations=[{"id": "b", "kind": "reinstates"}]),
    )
    refused, read = list(read_jsonl(path))
    assert str(refused).startswith(
        f"{path}:1:supersedes.0.kind: 'reinstates' does not supersede; put it under 'relations'"
    )
    assert isinstance(read, SourceRecord)
    assert [(e.newer_id, e.older_id, e.kind) for e in read.edges] == [("c", "b", "reinstates")]


def test_each_link_list_takes_its_own_kinds(tmp_path: Path) -> None:
    """A superseding kind under ``relations`` would take the target out of the frontier while
    the record says it only relates; a relation kind under ``supersedes`` would silently
    supersede nothing. Both are refused, naming the entry."""
    path = write(
        tmp_path / "in.jsonl",
        record(id="a", relations=[{"id": "b", "kind": "overrules"}]),
        record(id="c", supersedes=[{"id": "b", "kind": "amends"}]),
        record(id="d", relations=[{"id": "b"}]),
        record(id="e", supersedes=[{"id": "b"}], relations=[{"id": "b", "kind": "limits"}]),
    )
    items = list(read_jsonl(path))
    assert [str(i) for i in items[:3]] == [
        f"{path}:1:relations.0.kind: 'overrules' supersedes; put it under 'supersedes', or use "
        "one of: amends, cites, clarifies, corrects, defers, distinguishes, limits, reinstates, "
        "relates",
        f"{path}:2:supersedes.0.kind: 'amends' does not supersede; put it under 'relations', or "
        "use one of: expires, fixes, overrules, patches, recalls, repeals, replaces, rescinds, "
        "revokes, supersedes, suspends, voids, withdraws",
        f"{path}:3:relations.0.kind: Field required",
    ]
    assert isinstance(items[3], SourceRecord)
    assert [(e.kind, e.supersedes) for e in items[3].edges] == [
        ("supersedes", True),
        ("limits", False),
    ]


def test_error_paths_name_the_users_keys(tmp_path: Path) -> None:
    """No union member names in the path (a user's key named like one stays), a typo
    reported as the unknown field it is, and the column of a JSON error on the line itself."""
    broken = record(id="j")[:-1]  # the closing brace is missing
    path = write(
        tmp_path / "in.jsonl",
        record(id="m", metadata={"Labeler": ["a", "b"]}),
        record(id="e", entities=["nokind"]),
        record(id="o", entities=[{"key": "nokind"}]),
        json.dumps({"id": "t", "txet": "typo"}).encode(),
        broken,
        record(id="s", metadata={"list": ["a"], "str": {"b": 1}}),
    )
    assert errors_of(path) == [
        f"{path}:1:metadata.Labeler: Input should be a valid string",
        f"{path}:2:entities.0.key: entity must look like 'kind:value'",
        f"{path}:3:entities.0.key: entity must look like 'kind:value'",
        f"{path}:4:txet: unknown field 'txet' (did you mean 'text'?)",
        f"{path}:5: invalid JSON: Expecting ',' delimiter (col {len(broken) + 1})",
        f"{path}:6:metadata.list: Input should be a valid string",
    ]


def test_an_unreadable_affected_ranges_statement_names_its_record(tmp_path: Path) -> None:
    """``metadata.affected`` decides version answers; one that does not read was ignored
    silently. Each bad one is named by file:line:field, and the good records still read."""
    good = {"affected": ">=1.13.0 <1.13.7; >=2.0.0"}
    path = write(
        tmp_path / "in.jsonl",
        record(metadata=good),
        record(id="doc-2", metadata={"affected": "1.13.0 to 1.13.7"}),
        record(id="doc-3", metadata={"affected": 7}),
    )
    errors = errors_of(path)
    assert [error.split(": ", 1)[0] for error in errors] == [
        f"{path}:2:metadata.affected", f"{path}:3:metadata.affected"]
    assert "'>=1.13.0 <1.13.7; >=2.0.0'" in errors[0]
    read = [item for item in read_jsonl(path) if isinstance(item, SourceRecord)]
    assert [item.document.id for item in read] == ["doc-1"]
