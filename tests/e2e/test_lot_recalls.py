"""A recall of some lots recalls them, not the product's prescribing information.

Trials 55 and 56: a voluntary recall of two lots of a 20 mg strength ("No other lots ... are
affected") superseded the product's current label for every question, so "Does the label carry
a boxed warning?" was answered "recalled" from the recall. The recall's edge now holds for a
question naming one of its lots; a recall of all lots still recalls the label for everyone.
"""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from graphcar.cli import app

LABEL = (
    "VELTRAZINE (tozaverine hydrochloride) tablets. WARNING: HEPATOTOXICITY. Obtain liver "
    "tests before initiating VELTRAZINE. HOW SUPPLIED: 20 mg tablets NDC 61442-328-30."
)
LOT_RECALL = (
    "Orrin Therapeutics is voluntarily recalling two lots of Veltrazine (tozaverine "
    "hydrochloride) Tablets, 20 mg, NDC 61442-328-30, for an N-nitroso impurity. The recalled "
    "lots are:\n- Lot 23K0412, Exp. 10/2025\n- Lot 23K0419, Exp. 11/2025\nNo other lots are "
    "affected."
)
OTHER_LABEL = "DORMIRA (zolperidone) tablets. HOW SUPPLIED: 6 mg tablets NDC 61234-610-30."
ALL_LOTS = "Halden is voluntarily recalling all lots of Dormira 6 mg tablets, NDC 61234-610-30."


def ask(cli: CliRunner, question: str) -> dict[str, object]:
    result = cli.invoke(app, ["query", question, "--json"])
    assert result.exit_code == 0, result.output
    answer: dict[str, object] = json.loads(result.output)
    return answer


def test_a_lot_recall_recalls_the_label_only_for_its_lots(cli: CliRunner, tmp_path: Path) -> None:
    rows = [
        ("label", "label", "Veltrazine Highlights of Prescribing Information", LABEL, "2023-10-05"),
        ("recall", "recall", "Orrin recalls two lots of Veltrazine 20 mg", LOT_RECALL,
         "2024-01-11"),
        ("dormira", "label", "Dormira Prescribing Information", OTHER_LABEL, "2022-05-01"),
        ("dormira-recall", "recall", "Halden recalls all lots of Dormira", ALL_LOTS,
         "2024-03-01"),
    ]
    corpus = tmp_path / "pharma.jsonl"
    corpus.write_text("".join(
        json.dumps({"id": i, "doc_type": t, "title": title, "text": x, "published_at": at,
                    "domain": "pharma", "metadata": {"labeler": "Orrin Therapeutics"}}) + "\n"
        for i, t, title, x, at in rows
    ))
    assert cli.invoke(app, ["ingest", str(corpus)]).exit_code == 0
    edges = json.loads(cli.invoke(app, ["edges", "list", "--status", "accepted", "--json"]).output)
    restricted = {(e["edge"]["newer_id"], e["edge"]["older_id"]): e["edge"]["applies_to"]
                  for e in edges}
    assert restricted == {
        ("recall", "label"): ["lot:23K0412", "lot:23K0419"],
        ("dormira-recall", "dormira"): [],
    }

    boxed = ask(cli, "Does the Veltrazine prescribing information carry a boxed warning?")
    assert "label" in boxed["frontier"]  # type: ignore[operator]
    assert boxed["verdict"]["label"] == "current_label"  # type: ignore[index]

    lot = ask(cli, "Is lot 23K0419 of Veltrazine recalled?")
    assert "label" not in lot["frontier"] and "recall" in lot["frontier"]  # type: ignore[operator]
    assert lot["verdict"]["label"] == "recalled"  # type: ignore[index]

    dormira = ask(cli, "Is the Dormira label still current?")
    assert "dormira" not in dormira["frontier"]  # type: ignore[operator]
    assert dormira["verdict"]["label"] == "recalled"  # type: ignore[index]
