"""Extraction precision/recall on a labelled sample of the shared benchmark documents.

Labels come from the records' structured fields (employee, ticker, CVE/GHSA ids, product, the
legal case slug), kept only where the text itself names the value: the question is whether
the extractor finds in text what the structured data says is there. Metadata seeds the
gazetteer (tickers, products) exactly as ingest does; it becomes an entity on its own only
where the governing pack declares the field the document's own name (``own_name_fields``:
the security pack's product, the advisory or release is about it whatever its text repeats).
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field

import pytest

from graphcar.anchors.identifiers import canonical_case_name, canonical_name
from graphcar.domains.packs import load_packs
from graphcar.model import Document
from ingest.extract import SpacyExtractor
from tests.conftest import SHARED_DATA

LABELLED_KINDS = {"emp", "ticker", "cve", "ghsa", "product", "casename", "case"}


@dataclass
class Labelled:
    document: Document
    expected: set[str] = field(default_factory=set)


def _named(text: str, value: str) -> bool:
    """The text names ``value`` as a whole word (case-insensitive)."""
    return re.search(rf"(?<![\w@/.-]){re.escape(value)}(?![\w/-])", text, re.IGNORECASE) is not None


def _finsuperqa(rng: random.Random, count: int) -> list[Labelled]:
    rows = [json.loads(line) for line in (SHARED_DATA / "finsuperqa_trainval.jsonl").open()]
    sample = []
    for row in rng.sample(rows, count):
        event = rng.choice(row["kb"])
        text = event["text"]
        expected = {f"emp:{row['employee']}"} if row["employee"] in text else set()
        if re.search(rf"\b{row['ticker']}\b", text):
            expected.add(f"ticker:{row['ticker']}")
        doc = Document(
            id=f"fin-{event['event_id']}",
            text=text,
            domain="finance-compliance",
            metadata={"ticker": row["ticker"]},
        )
        sample.append(Labelled(doc, expected))
    return sample


def _cvepatchqa(rng: random.Random, count: int) -> list[Labelled]:
    rows = [json.loads(line) for line in (SHARED_DATA / "cvepatchqa_v1.jsonl").open()]
    sample = []
    for row in rng.sample(rows, count):
        event = rng.choice(row["kb"])
        text, product, cve = event["text"], row["employee"], row["ticker"]
        expected = {f"cve:{cve}", f"product:{canonical_name(product)}"} if cve in text else {
            f"product:{canonical_name(product)}"  # the security pack's own_name_fields
        }
        doc = Document(
            id=f"cve-{event['event_id']}",
            text=text,
            domain="cve_security_patch",
            metadata={"product": product},
        )
        sample.append(Labelled(doc, expected))
    return sample


def _legal(rng: random.Random, count: int) -> list[Labelled]:
    rows = [json.loads(line) for line in (SHARED_DATA / "legalprecedentqa_v1.jsonl").open()]
    sample = []
    for row in rng.sample(rows, count):
        event = rng.choice(row["kb"])
        text = event["text"]
        slug = re.match(
            r"^(?P<a>[a-z]+)_v_(?P<b>[a-z]+)_(?P<vol>\d+)us(?P<page>\d+)$", row["employee"]
        )
        assert slug is not None, row["employee"]
        expected = set()
        if re.search(rf"\b{slug['a']} v\. {slug['b']}\b", text, re.IGNORECASE):
            expected.add(f"casename:{canonical_case_name(slug['a'], slug['b'])}")
        if f"{slug['vol']} U.S. {slug['page']}" in text:
            expected.add(f"case:{slug['vol']} U.S. {slug['page']}")
        sample.append(
            Labelled(
                Document(id=f"leg-{event['event_id']}", text=text, domain="legal_precedent"),
                expected,
            )
        )
    return sample


def _ghsa(rng: random.Random, count: int) -> list[Labelled]:
    pairs = json.loads((SHARED_DATA / "ghsa_real_pairs.json").read_text())
    sample = []
    for pair in rng.sample(pairs, count):
        for part in ("disclosure_text", "patch_text"):
            text = pair[part]
            expected = {f"cve:{pair['cve_id']}"} if pair["cve_id"] in text else set()
            if pair["id"].lower() in text.lower():
                expected.add(f"ghsa:GHSA-{pair['id'][5:].lower()}")
            expected.add(f"product:{canonical_name(pair['product'])}")  # own_name_fields
            doc = Document(
                id=f"{pair['id']}-{part}",
                text=text,
                domain="ghsa",
                metadata={"product": pair["product"]},
            )
            sample.append(Labelled(doc, expected))
    return sample


@pytest.fixture(scope="module")
def labelled_sample() -> list[Labelled]:
    if not SHARED_DATA.is_dir():
        pytest.skip(f"NO SHARED DATA at {SHARED_DATA}: the labelled sample is drawn from it")
    rng = random.Random(20260501)
    return [*_finsuperqa(rng, 30), *_cvepatchqa(rng, 25), *_legal(rng, 25), *_ghsa(rng, 10)]


def _verified_mention(key: str, text: str) -> bool:
    """An unlabelled identifier or name that the text does spell out (another advisory's id,
    another product) is a true mention, not an extraction error; tickers and employee ids are
    never excused this way (a capitalised word is not a ticker just because it occurs)."""
    kind, _, value = key.partition(":")
    if kind in {"ticker", "emp"}:
        return False
    if kind == "casename":
        first, _, second = value.partition(" v. ")
        return (
            re.search(rf"{re.escape(first)}\s+vs?\.?\s+{re.escape(second)}", text, re.IGNORECASE)
            is not None
        )
    pattern = rf"(?<![\w@.-]){re.escape(value)}(?![\w-])"
    return re.search(pattern, text, re.IGNORECASE) is not None


def test_precision_and_recall_on_labelled_sample(labelled_sample: list[Labelled]) -> None:
    extractor = SpacyExtractor(load_packs())
    documents = [item.document for item in labelled_sample]
    extractor.prime(documents)
    found = extractor.extract(documents)
    true_positive = false_positive = false_negative = verified = 0
    problems: list[str] = []
    for item, entities in zip(labelled_sample, found, strict=True):
        predicted = {e.key for e in entities if e.kind in LABELLED_KINDS}
        true_positive += len(predicted & item.expected)
        extra = predicted - item.expected
        false_positive += len(extra)
        verified += sum(_verified_mention(key, item.document.text) for key in extra)
        false_negative += len(item.expected - predicted)
        problems += [f"{item.document.id}: missed {key}" for key in item.expected - predicted]
        problems += [
            f"{item.document.id}: spurious {key}"
            for key in extra
            if not _verified_mention(key, item.document.text)
        ]
    strict_precision = true_positive / (true_positive + false_positive)
    precision = (true_positive + verified) / (true_positive + false_positive)
    recall = true_positive / (true_positive + false_negative)
    print(
        f"labelled sample: {len(documents)} docs, recall={recall:.3f}, "
        f"precision={precision:.3f} (strict, own-record labels only: {strict_precision:.3f}; "
        f"tp={true_positive} fp={false_positive} of which true mentions={verified} "
        f"fn={false_negative})"
    )
    assert len(documents) == 100
    assert true_positive > 120
    assert recall >= 0.97, problems[:10]
    assert precision >= 0.97, problems[:10]
