"""Deterministic synthetic authority corpora at any size, in graphcar's JSONL format.

Three shapes mixed by seed: security (advisory -> fix releases -> withdrawn fixes), legal
(precedent -> overruling opinions, partial "limits" relations), compliance policies (editions
replacing each other). Chains have length 1-20, some scopes hold diamonds (two superseders),
some are contaminated (several independent chains share a product/court/policy family), and
the rest of the corpus is distractors that share vocabulary but no authority links.
Each generated chain yields one query with its gold controlling ids.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

PRODUCTS = [
    "aurora-http",
    "basalt-db",
    "cinder-auth",
    "dune-proxy",
    "ember-json",
    "fjord-cache",
    "granite-mq",
    "harbor-tls",
    "ivory-orm",
    "jade-xml",
    "kelp-yaml",
    "lumen-web",
]
FLAWS = [
    ("path traversal", "reading files outside the served directory"),
    ("request smuggling", "desynchronising the front-end and back-end parsers"),
    ("SQL injection", "crafted filter parameters reaching the query builder"),
    ("cross-site scripting", "unescaped user names in the admin dashboard"),
    ("denial of service", "deeply nested payloads exhausting the stack"),
    ("authentication bypass", "tokens with an empty signature being accepted"),
]
DOCTRINES = [
    "standing to sue in federal court",
    "warrantless searches of vehicles",
    "qualified immunity for officials",
    "commercial speech protections",
    "interstate water rights",
    "takings of private property",
]
POLICIES = [
    "remote work",
    "travel expenses",
    "data retention",
    "vendor onboarding",
    "incident response",
    "password rotation",
]
WORDS = [
    "system",
    "review",
    "process",
    "security",
    "update",
    "policy",
    "release",
    "version",
    "court",
    "holding",
    "rule",
    "standard",
    "compliance",
    "notice",
    "record",
    "data",
    "access",
    "service",
    "request",
    "report",
    "change",
]


@dataclass
class Corpus:
    """Documents plus queries with gold controlling documents."""

    documents: list[dict[str, Any]] = field(default_factory=list)
    queries: list[dict[str, Any]] = field(default_factory=list)


def _date(rng: random.Random, year: int) -> str:
    return f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def _after(previous: str, rng: random.Random) -> str:
    """A date 1-400 days after ``previous`` (authority chains move forward in time)."""
    moment = date.fromisoformat(previous) + timedelta(days=rng.randint(1, 400))
    return moment.isoformat()


class Generator:
    """Builds one corpus; everything derives from ``seed``."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.corpus = Corpus()
        self.counter = 0
        self.dates: dict[str, str] = {}

    def next_id(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}-{self.counter:07d}"

    def add(self, **doc: Any) -> str:
        self.corpus.documents.append(doc)
        self.dates[str(doc["id"])] = str(doc["published_at"])
        return str(doc["id"])

    def after(self, doc_id: str) -> str:
        """A publication date later than ``doc_id``'s."""
        return _after(self.dates[doc_id], self.rng)

    def chain_length(self) -> int:
        return min(20, 1 + int(self.rng.expovariate(0.35)))

    def security_chain(self) -> None:
        rng = self.rng
        product = rng.choice(PRODUCTS)
        flaw, mechanism = rng.choice(FLAWS)
        year = rng.randint(2015, 2025)
        cve = f"CVE-{year}-{rng.randint(10000, 99999)}"
        advisory = self.add(
            id=self.next_id("adv"),
            domain="security",
            doc_type="advisory",
            title=f"{cve}: {flaw} in {product}",
            text=f"{cve}: {product} is vulnerable to {flaw} via {mechanism}. "
            f"Affected versions of {product} before {year % 100}.{rng.randint(0, 9)} are exposed.",
            published_at=_date(rng, year),
            entities=[f"cve:{cve}", f"pkg:generic/{product}"],
        )
        previous, head = advisory, [advisory]
        for step in range(self.chain_length()):
            version = f"{year % 100}.{step + 1}.{rng.randint(0, 9)}"
            kind = "patches" if step % 2 == 0 else "withdraws"
            doc = self.add(
                id=self.next_id("rel"),
                domain="security",
                doc_type="release_note" if kind == "patches" else "advisory",
                title=f"{product} {version}",
                text=f"Release {version} of {product}: maintenance changes and hardening."
                if kind == "patches"
                else f"The fix shipped for {cve} in {product} was incomplete; upgrade again.",
                published_at=self.after(previous),
                entities=[f"pkg:generic/{product}"],
                supersedes=[{"id": previous, "kind": kind}],
            )
            previous, head = doc, [doc]
        if rng.random() < 0.1:
            twin = self.add(
                id=self.next_id("rel"),
                domain="security",
                doc_type="release_note",
                title=f"{product} backport",
                text=f"Backport release of {product} for LTS users.",
                published_at=self.after(previous),
                entities=[f"pkg:generic/{product}"],
                supersedes=[{"id": previous, "kind": "patches"}],
            )
            sibling = self.add(
                id=self.next_id("rel"),
                domain="security",
                doc_type="release_note",
                title=f"{product} mainline",
                text=f"Mainline release of {product}.",
                published_at=self.after(previous),
                entities=[f"pkg:generic/{product}"],
                supersedes=[{"id": previous, "kind": "patches"}],
            )
            head = [twin, sibling]
        self.corpus.queries.append(
            {
                "id": f"q-{advisory}",
                "query": f"Is {product} still affected by {flaw} ({cve})?",
                "gold_controlling": head,
                "slice": "security",
            }
        )

    def legal_chain(self) -> None:
        rng = self.rng
        doctrine = rng.choice(DOCTRINES)
        parties = (
            f"{rng.choice(['Ames', 'Baker', 'Chen', 'Diaz', 'Evans'])} v. "
            f"{rng.choice(['Fox', 'Gray', 'Hale', 'Ito', 'Jones'])}"
        )
        volume, page = rng.randint(100, 599), rng.randint(1, 999)
        year = rng.randint(1900, 1990)
        first = self.add(
            id=self.next_id("op"),
            domain="legal",
            doc_type="opinion",
            title=f"{parties}, {volume} U.S. {page} ({year})",
            text=f"In {parties}, {volume} U.S. {page}, the Court held a rule on {doctrine}.",
            published_at=_date(rng, year),
            entities=[f"case:{volume} U.S. {page}"],
        )
        previous = first
        for step in range(self.chain_length()):
            kind = rng.choice(["overrules", "overrules", "replaces"])
            doc = self.add(
                id=self.next_id("op"),
                domain="legal",
                doc_type="opinion",
                title=f"Opinion {step + 1} on {doctrine}",
                text=f"The earlier rule is {kind.rstrip('s')}d; a new standard governs.",
                published_at=self.after(previous),
                supersedes=[{"id": previous, "kind": kind}],
            )
            if rng.random() < 0.2:
                self.add(
                    id=self.next_id("op"),
                    domain="legal",
                    doc_type="opinion",
                    title=f"Limiting opinion on {doctrine}",
                    text=f"The rule of {parties} is limited to its facts.",
                    published_at=self.after(previous),
                    relations=[{"id": previous, "kind": "limits"}],
                )
            previous = doc
        self.corpus.queries.append(
            {
                "id": f"q-{first}",
                "query": f"Is {parties}, {volume} U.S. {page} still good law?",
                "gold_controlling": [previous],
                "slice": "legal",
            }
        )

    def policy_chain(self) -> None:
        rng = self.rng
        topic = rng.choice(POLICIES)
        code = f"POL-{rng.randint(100, 999)}-{rng.choice('ABCDEFGH')}"
        year = rng.randint(2005, 2015)
        body = f"Staff must follow the {topic} rules; exceptions need written approval."
        previous = self.add(
            id=self.next_id("pol"),
            domain="policy",
            doc_type="policy",
            title=f"{code} {topic} policy (edition 1)",
            text=body,
            published_at=_date(rng, year),
            entities=[f"code:{code}"],
        )
        first = previous
        for edition in range(2, 2 + self.chain_length()):
            previous = self.add(
                id=self.next_id("pol"),
                domain="policy",
                doc_type="policy",
                title=f"{code} {topic} policy (edition {edition})",
                text=body,
                published_at=self.after(previous),
                entities=[f"code:{code}"],
                supersedes=[{"id": previous, "kind": "replaces"}],
            )
        self.corpus.queries.append(
            {
                "id": f"q-{first}",
                "query": f"What does the {code} {topic} policy require?",
                "gold_controlling": [previous],
                "slice": "policy",
            }
        )

    def distractor(self) -> None:
        rng = self.rng
        words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(20, 60)))
        self.add(
            id=self.next_id("dis"),
            domain=rng.choice(["security", "legal", "policy"]),
            doc_type="note",
            title=f"Note on {rng.choice(PRODUCTS + POLICIES)}",
            text=f"{rng.choice(PRODUCTS)} {words}.",
            published_at=_date(rng, rng.randint(2000, 2026)),
        )

    def build(self, size: int, authority_share: float = 0.3) -> Corpus:
        makers = [self.security_chain, self.legal_chain, self.policy_chain]
        while len(self.corpus.documents) < size * authority_share:
            self.rng.choice(makers)()
        while len(self.corpus.documents) < size:
            self.distractor()
        return self.corpus


def generate(size: int, seed: int = 7) -> Corpus:
    """A corpus of about ``size`` documents (chains are kept whole)."""
    return Generator(seed).build(size)


def write(corpus: Corpus, directory: Path) -> tuple[Path, Path]:
    """corpus.jsonl and queries.jsonl under ``directory``."""
    directory.mkdir(parents=True, exist_ok=True)
    docs, queries = directory / "corpus.jsonl", directory / "queries.jsonl"
    with docs.open("w", encoding="utf-8") as handle:
        for doc in corpus.documents:
            handle.write(json.dumps(doc) + "\n")
    with queries.open("w", encoding="utf-8") as handle:
        for query in corpus.queries:
            handle.write(json.dumps(query) + "\n")
    return docs, queries


def iter_documents(path: Path) -> Iterator[dict[str, Any]]:
    """Read back a generated corpus."""
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            yield json.loads(line)
