"""``effective_to`` ends a document's authority: from then on a lapse notice supersedes it, the
documents it replaced stay replaced, the verdict says "lapsed", and a later load of the record
without ``effective_to`` retracts the notice. Bad dates and self-links are refused by field.
What a document only suspends (kind ``suspends``) is in force again once it lapses."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from graphcar.cli import app

POLICY = {"domain": "policy", "doc_type": "policy"}
OLD = {"id": "leave-2022", "title": "Annual leave policy 2022", "published_at": "2022-01-01",
       "text": "Annual leave policy: ten days of annual leave.", **POLICY}
NEW = {"id": "leave-2024", "title": "Annual leave policy 2024", "published_at": "2024-01-01",
       "text": "Annual leave policy: fifteen days of annual leave.", "effective_to": "2025-06-30",
       "supersedes": [{"id": "leave-2022", "kind": "replaces"}], **POLICY}
QUESTION = "Is the Annual leave policy 2024 in force?"


def ingest(cli: CliRunner, path: Path, *rows: dict[str, Any]) -> str:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), "utf-8")
    result = cli.invoke(app, ["ingest", str(path)])
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())


def answer(cli: CliRunner, as_of: str, question: str = QUESTION) -> dict[str, Any]:
    result = cli.invoke(app, ["query", question, "--as-of", as_of, "--json"])
    assert result.exit_code == 0, result.output
    found: dict[str, Any] = json.loads(result.output)
    return found


def roles(found: dict[str, Any]) -> dict[str, str]:
    return {row["id"]: row["role"] for row in found["rows"]}


def test_a_lapsed_document_is_superseded_by_its_lapse_notice(cli: CliRunner,
                                                             tmp_path: Path) -> None:
    ingest(cli, tmp_path / "policy.jsonl", OLD, NEW)
    before = answer(cli, "2025-01-01")
    assert before["verdict"]["label"] == "in_force"
    last_day = answer(cli, "2025-06-30")  # effective_to 2025-06-30: in force all that day
    assert last_day["verdict"]["label"] == "in_force"
    assert answer(cli, "2025-06-30T23:59:59Z")["verdict"]["label"] == "in_force"
    assert answer(cli, "2025-07-01T00:00:00Z")["verdict"]["label"] == "lapsed"
    assert roles(before)["leave-2024"] == "controlling"
    after = answer(cli, "2025-07-01")
    assert (after["verdict"]["label"], after["verdict"]["document_id"]) == (
        "lapsed", "leave-2024#lapsed"
    )
    assert roles(after) | {"leave-2022": "superseded"} == roles(after), "no revival"
    assert roles(after)["leave-2024"] == "superseded"
    assert roles(after)["leave-2024#lapsed"] == "controlling"

    said = ingest(cli, tmp_path / "corrected.jsonl", OLD, {**NEW, "effective_to": None})
    assert "retracted" in said and "leave-2024#lapsed is no longer stated by leave-2024" in said
    corrected = answer(cli, "2025-07-01")
    assert corrected["verdict"]["label"] == "in_force"
    assert roles(corrected)["leave-2024"] == "controlling"


def test_bad_dates_and_self_links_are_refused_by_field(cli: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    rows = [
        {**NEW, "id": "backwards", "supersedes": [], "effective_from": "2025-01-01",
         "effective_to": "2024-12-31"},
        {**OLD, "id": "self", "supersedes": [{"id": "self", "kind": "replaces"}]},
        OLD,
    ]
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), "utf-8")
    rejects = tmp_path / "rejects.jsonl"
    result = cli.invoke(app, ["ingest", str(path), "--rejects", str(rejects)])
    assert result.exit_code == 1
    rejected = [json.loads(line) for line in rejects.read_text("utf-8").splitlines()]
    assert [(r["location"], r["field"]) for r in rejected] == [
        (f"{path}:1", "effective_to"), (f"{path}:2", "supersedes.0.id")
    ]
    assert rejected[0]["message"] == (
        "effective_to 2024-12-31T23:59:59Z is not after the document starts, "
        "2025-01-01T00:00:00Z"
    )
    assert rejected[1]["message"] == "document 'self' cannot link to itself"
    assert [json.loads(r["raw"])["id"] for r in rejected] == ["backwards", "self"], "to fix"
    assert cli.invoke(app, ["chain", "leave-2022"]).exit_code == 0, "the good record loaded"


def test_lapse_ids_are_reserved_and_links_match_ids_in_any_unicode_form(
    cli: CliRunner, tmp_path: Path
) -> None:
    """A user record may not take a lapse notice's id (it would overwrite the notice); a link
    naming its target decomposed ('Mu' + combining diaeresis) finds the composed id."""
    import unicodedata

    path = tmp_path / "rows.jsonl"
    rows = [
        {**OLD, "id": "leave-2024#lapsed"},
        {**OLD, "id": "leave-Müller"},
        {**NEW, "id": "leave-new", "supersedes": [
            {"id": unicodedata.normalize("NFD", "leave-Müller"), "kind": "replaces"}]},
    ]
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), "utf-8")
    rejects = tmp_path / "rejects.jsonl"
    assert cli.invoke(app, ["ingest", str(path), "--rejects", str(rejects)]).exit_code == 1
    (rejected,) = [json.loads(line) for line in rejects.read_text("utf-8").splitlines()]
    assert (rejected["location"], rejected["field"]) == (f"{path}:1", "id")
    assert "reserved for lapse notices" in rejected["message"]
    chain = cli.invoke(app, ["chain", unicodedata.normalize("NFD", "leave-Müller"), "--json"])
    assert chain.exit_code == 0 and "leave-new" in chain.output


def test_a_replacement_supersedes_the_lapse_notice_too(
    cli: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Lapsed on 2025-06-30 and replaced on 2025-07-01: one controlling document, the
    replacement, whichever was loaded first (the notice made before or after the edge)."""
    newest = {"id": "leave-2025", "title": "Annual leave policy 2025", "published_at":
              "2025-07-01", "text": "Annual leave policy: twenty days of annual leave.",
              "supersedes": [{"id": "leave-2024", "kind": "replaces"}], **POLICY}
    ingest(cli, tmp_path / "together.jsonl", OLD, NEW, newest)
    assert {i for i, role in roles(answer(cli, "2025-08-01")).items()
            if role == "controlling"} == {"leave-2025"}
    monkeypatch.setenv("GRAPHCAR_DATA_DIR", str(tmp_path / "second-store"))
    without = {**NEW, "effective_to": None}
    for order in ([without, newest], [NEW]):  # the edge first, the notice in a later load
        ingest(cli, tmp_path / "later.jsonl", OLD, *order)
    found = answer(cli, "2025-08-01")
    assert {i for i, role in roles(found).items() if role == "controlling"} == {"leave-2025"}
    assert answer(cli, "2025-07-01T00:00:00Z")["verdict"]["label"] in {"superseded", "lapsed"}


def test_a_lapse_notice_is_no_answer_to_another_documents_question(
    cli: CliRunner, tmp_path: Path
) -> None:
    """A curator's trial: notices said "In force until ...", so "Is the travel policy still
    in force?" got other policies' lapse notices as its best matches, shown controlling."""
    travel = {"id": "travel-v2", "title": "Travel policy v2", "published_at": "2024-01-01",
              "text": "Economy class for flights under six hours.", **POLICY}
    freeze = {"id": "freeze", "title": "Hiring freeze directive", "published_at": "2024-02-01",
              "text": "No new hires this quarter.", "effective_to": "2024-03-31", **POLICY}
    ingest(cli, tmp_path / "policies.jsonl", travel, freeze)
    result = cli.invoke(app, ["query", "Is the travel policy still in force?", "--json"])
    assert result.exit_code == 0, result.output
    assert "freeze#lapsed" not in roles(json.loads(result.output))


def controlling(found: dict[str, Any]) -> set[str]:
    return {doc_id for doc_id, role in roles(found).items() if role == "controlling"}


def test_a_suspended_policy_is_in_force_again_when_the_suspension_lapses(
    cli: CliRunner, tmp_path: Path
) -> None:
    """The policy pack's rule, and an explicit ``suspends`` link: each holds until the
    suspending document's effective_to, then the policy controls (and is in force) again."""
    policy = {"id": "travel", "title": "Travel policy HR-POL-9", "published_at": "2024-01-01",
              "text": "Economy class for flights under six hours.", **POLICY}
    notice = {"id": "travel-suspended", "title": "Suspension of travel policy HR-POL-9",
              "published_at": "2025-03-01", "effective_to": "2025-03-31",
              "text": "All business travel is suspended during the audit.", **POLICY,
              "doc_type": "policy_suspension"}
    memo = {"id": "parking-memo", "title": "Parking memo", "published_at": "2025-03-01",
            "effective_to": "2025-03-31", "text": "The garage closes for repairs.",
            "supersedes": [{"id": "parking", "kind": "suspends"}], **POLICY, "doc_type": "memo"}
    parking = {"id": "parking", "title": "Parking policy HR-POL-12", "published_at": "2024-01-01",
               "text": "Staff may park in the garage.", **POLICY}
    ingest(cli, tmp_path / "policies.jsonl", policy, notice, parking, memo)
    question = "Is travel policy HR-POL-9 in force?"
    during = answer(cli, "2025-03-15", question)
    assert during["verdict"]["label"] == "suspended"
    assert "travel-suspended" in controlling(during)
    assert roles(during)["travel"] == "superseded"
    after = answer(cli, "2025-04-01", question)
    assert after["verdict"]["label"] == "in_force"
    assert "travel" in controlling(after) and "travel-suspended" not in controlling(after)

    chain = cli.invoke(app, ["chain", "parking", "--as-of", "2025-03-15"])
    assert chain.exit_code == 0, chain.output
    assert "--suspends--> (until 2025-03-31T23:59:59Z)" in " ".join(chain.output.split())
    garage = "Is parking policy HR-POL-12 in force?"
    assert roles(answer(cli, "2025-03-15", garage))["parking"] == "superseded"
    assert roles(answer(cli, "2025-04-01", garage))["parking"] == "controlling"


def test_a_blackout_binds_an_employee_again_when_their_exception_lapses(
    cli: CliRunner, tmp_path: Path
) -> None:
    finance = {"domain": "finance-compliance", "metadata": {"ticker": "ORCL"}}
    blackout = {"id": "blackout", "doc_type": "blackout_announced", **finance,
                "published_at": "2024-01-11T09:00:00",
                "text": "ORCL has been placed under a trading blackout."}
    exception = {"id": "exception", "doc_type": "emergency_exception", **finance,
                 "published_at": "2024-01-12T09:00:00", "effective_to": "2024-01-12T17:00:00",
                 "text": "Compliance approved an exception to the blackout for EMP018-Brown "
                         "re: ORCL, for today only."}
    ingest(cli, tmp_path / "events.jsonl", blackout, exception)
    question = "May EMP018-Brown trade ORCL under the exception to the blackout?"
    during = answer(cli, "2024-01-12T12:00:00Z", question)
    assert during["verdict"]["label"] == "compliant"
    assert controlling(during) == {"exception"}
    after = answer(cli, "2024-01-12T18:00:00Z", question)
    assert after["verdict"]["label"] == "non_compliant"
    assert "blackout" in controlling(after), "the blackout binds Brown again"


def test_a_suspension_does_not_outlive_the_policy_it_suspended(
    cli: CliRunner, tmp_path: Path
) -> None:
    """A review: the suspension was copied onto the policy's own lapse notice (as a
    replacement is, rule lapse_followed), for good: after both ended, the suspension's lapse
    notice controlled the policy's lapse and the verdict read in_force."""
    policy = {"id": "pol-v1", "title": "Travel policy HR-POL-9", "published_at": "2025-01-01",
              "effective_to": "2025-12-31", "text": "Economy class only.", **POLICY}
    notice = {"id": "susp-1", "title": "Suspension of travel policy HR-POL-9",
              "published_at": "2025-03-01", "effective_to": "2025-04-30",
              "text": "Travel is suspended for the audit.", **POLICY,
              "doc_type": "policy_suspension"}
    ingest(cli, tmp_path / "policies.jsonl", policy, notice)
    later = answer(cli, "2026-02-01", "Is travel policy HR-POL-9 in force?")
    assert later["verdict"]["label"] == "lapsed", later["verdict"]
    assert roles(later)["pol-v1#lapsed"] == "controlling"
