"""Importers for the public CAR benchmark sets (FinSuperQA, CVEPatchQA, LegalPrecedentQA, GHSA).

Each set yields (a) corpus records, like any reader, and (b) evaluation queries in the generic
format of :mod:`graphcar.eval.queries`. Knowledge-base events become documents
(``doc_type`` = event type, ``published_at`` = timestamp); events shared by several examples are
loaded once (by event id).

What becomes an edge: the synthetic CVE and legal sets *state* their supersession edges, so those
are explicit edges. FinSuperQA and GHSA state none; their authority has to come from entity
extraction and domain-pack rules at ingest. Metadata such as the GHSA ``product`` is kept in the
document's metadata (a gazetteer may use it), never as an edge or a gold-derived entity.

Distractors are generated deterministically from a seed, so every run sees the same corpus.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import random
import re
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from graphcar.anchors.identifiers import find_identifiers
from graphcar.errors import InputError, field_path, first_problem
from graphcar.eval.queries import EvalQuery, usable_slice_name
from graphcar.model import AuthorityEdge, Document
from ingest.osv import read_advisories
from ingest.records import RecordError, SourceRecord

DEFAULT_SEED = 20260101
FINSUPERQA_FILE = "finsuperqa_trainval.jsonl"
CVEPATCHQA_FILE = "cvepatchqa_v1.jsonl"
LEGAL_FILE = "legalprecedentqa_v1.jsonl"
GHSA_FILE = "ghsa_real_pairs.json"
GHSA_QUERIES_FILE = "ghsa_freeform_queries.jsonl"

GhsaDistractors = Literal["paper", "hard", "none"]
Split = Literal["dev", "train", "all"]

#: ``--format`` names and what they read.
CAR_FORMATS: dict[str, str] = {
    "car-finsuperqa": "FinSuperQA kb events + 10 templated distractors per example",
    "car-cvepatchqa": "CVEPatchQA kb events with their stated supersession edges",
    "car-legal": "LegalPrecedentQA kb events with their stated overruling edges",
    "car-ghsa": "GHSA pairs + the paper's 2,000 templated distractor disclosures",
    "car-ghsa-hard": "GHSA pairs + 2,000 distractors built from the real advisory/release text",
    "car-ghsa-bare": "GHSA pairs only (159 advisories + deduplicated release notes)",
}


class KbEvent(BaseModel):
    """A knowledge-base event of a synthetic example."""

    model_config = ConfigDict(extra="ignore")

    event_id: str = Field(min_length=1)
    text: str = Field(min_length=1)
    timestamp: str
    event_type: str = Field(min_length=1)
    session_id: str | None = None


class ProvenanceHop(BaseModel):
    """One hop of a FinSuperQA gold chain; the last hop is the controlling event."""

    model_config = ConfigDict(extra="ignore")

    event_id: str
    supersedes: str | None = None


class FinExample(BaseModel):
    """A FinSuperQA line."""

    model_config = ConfigDict(extra="ignore")

    example_id: str
    hop_type: str
    query: str
    answer: str
    provenance: list[ProvenanceHop] = Field(min_length=1)
    kb: list[KbEvent] = Field(min_length=1)
    employee: str
    ticker: str

    _hop_type = field_validator("hop_type")(usable_slice_name)  # it names the query's slice


class StatedEdge(BaseModel):
    """``trigger_id`` supersedes ``target_id`` (as the synthetic sets state it)."""

    model_config = ConfigDict(extra="ignore")

    trigger_id: str
    target_id: str
    rule: str


class SyntheticExample(BaseModel):
    """A CVEPatchQA / LegalPrecedentQA line."""

    model_config = ConfigDict(extra="ignore")

    example_id: str
    domain: str
    hop_type: str
    query: str
    answer: str
    kb: list[KbEvent] = Field(min_length=1)
    supersession_edges: list[StatedEdge] = Field(default_factory=list)

    _hop_type = field_validator("hop_type")(usable_slice_name)  # it names the query's slice


class GhsaPair(BaseModel):
    """A real advisory with the release note that fixed it."""

    model_config = ConfigDict(extra="ignore")

    id: str
    cve_id: str | None = None
    product: str
    disclosure_text: str = Field(min_length=1)
    patch_text: str = Field(min_length=1)
    release_url: str
    severity: str = ""
    owner: str
    repo: str
    tag: str


class Benchmark(BaseModel):
    """An imported benchmark: corpus records, queries and what went wrong while reading."""

    name: str
    records: list[SourceRecord] = Field(default_factory=list)
    queries: list[EvalQuery] = Field(default_factory=list)
    errors: list[RecordError] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    #: For sets whose examples were generated each on its own (isolated evaluation): the
    #: examples a document belongs to (an event two examples list belongs to both), and the
    #: example a query is asked of; empty otherwise.
    record_groups: dict[str, list[str]] = Field(default_factory=dict)
    query_groups: dict[str, str] = Field(default_factory=dict)


# -- shared helpers -------------------------------------------------------------------------


def _validation_error(exc: ValidationError, location: str) -> RecordError:
    loc, message = first_problem(exc)
    return RecordError(location=location, field=field_path(loc), message=message)


def read_lines(path: Path, model: type[BaseModel]) -> Iterator[tuple[str, BaseModel] | RecordError]:
    """Validated objects of a JSONL file with their ``file:line``, or errors naming the line."""
    with path.open("r", encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            location = f"{path}:{number}"
            if not line.strip():
                continue
            try:
                payload = json.loads(line)
            except json.JSONDecodeError as exc:
                yield RecordError(location=location, message=f"invalid JSON: {exc.msg}")
                continue
            try:
                yield location, model.model_validate(payload)
            except ValidationError as exc:
                yield _validation_error(exc, location)


def data_file(path: Path, default_name: str) -> Path:
    """``path`` itself, or ``path/default_name`` when a benchmark directory is given."""
    chosen = path / default_name if path.is_dir() else path
    if not chosen.is_file():
        raise InputError(f"no such benchmark file: {chosen}", location=str(chosen))
    return chosen


def rng_for(seed: int, *parts: str) -> random.Random:
    """A generator seeded by the run seed and a stable name, so one item's draws do not depend
    on how many items came before it."""
    digest = hashlib.sha256("\x1f".join([str(seed), *parts]).encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def event_record(
    event: KbEvent,
    doc_id: str,
    domain: str,
    location: str,
    edges: Sequence[AuthorityEdge] = (),
    *,
    source_metadata: Mapping[str, str] | None = None,
) -> SourceRecord:
    """A kb event as a document: ``doc_type`` = event type, ``published_at`` = timestamp.

    ``source_metadata`` carries fields the example states about its own events (FinSuperQA's
    ``ticker``): packs declare such fields as gazetteer sources, so extraction learns the names
    from them while still only extracting entities where the text names them. A generated
    distractor says whose it is (``distractor_of``), which no pack reads.
    """
    metadata: dict[str, str | int | float | bool | None] = {"event_id": event.event_id}
    metadata.update(source_metadata or {})
    if event.session_id:
        metadata["session_id"] = event.session_id
    document = Document(
        id=doc_id,
        text=event.text,
        domain=domain,
        doc_type=event.event_type,
        published_at=event.timestamp,
        source="car-benchmark",
        metadata=metadata,
    )
    return SourceRecord(location=location, document=document, edges=list(edges))


def latest_timestamp(records: Sequence[SourceRecord]) -> str | None:
    """The benchmark's present: its latest document timestamp (queries are asked then)."""
    stamps = [r.document.published_at for r in records if r.document.published_at]
    return max(stamps) if stamps else None


def dev_ids(data: Path, split: Split) -> set[str] | None:
    """Example ids of the requested FinSuperQA split (``None`` = all)."""
    if split == "all":
        return None
    ids_file = data.parent / f"finsuperqa_{split}_ids.txt"
    if not ids_file.is_file():
        raise InputError(f"split file missing: {ids_file}", location=str(ids_file))
    return set(ids_file.read_text(encoding="utf-8").split())


# -- FinSuperQA -----------------------------------------------------------------------------

FIN_PREFIX = "fsqa:"
PRECLEARANCE_TEMPLATES = (
    "{emp} received pre-clearance to purchase/sell {ticker} on {date}.",
    "Pre-clearance request for {ticker} submitted by {emp} was approved on {date}.",
    "Compliance approved {emp}'s request to trade {ticker} (approved {date}).",
)
FIN_DISTRACTOR_MIX = (("same_employee", 4), ("same_ticker", 3), ("random", 3))


def fin_distractors(
    example: FinExample,
    employees: Sequence[str],
    tickers: Sequence[str],
    asked_pairs: frozenset[tuple[str, str]],
    taken: set[str],
    seed: int,
    per_example: int,
) -> list[KbEvent]:
    """Pre-clearance events in the set's own phrasing: same employee/other ticker, other
    employee/same ticker, random pairs.

    Only pre-clearances, and never for an (employee, ticker) pair some example asks about
    (``asked_pairs``): a blackout, lift or exception is ticker-wide authority, and a later
    pre-clearance of the asked-about pair is a valid one; either would change the gold answer
    of real examples, a pre-clearance of another pair cannot. Where no such pair is left for
    a kind, the example gets fewer distractors. Their ids look like the set's own (eight hex
    digits, none in ``taken``), so a score tie between a distractor and a real event is not
    decided by id order.
    """
    rng = rng_for(seed, "finsuperqa", example.example_id)
    kinds = [kind for kind, count in FIN_DISTRACTOR_MIX for _ in range(count)]
    out: list[KbEvent] = []
    for index in range(per_example):
        pair = distractor_pair(
            kinds[index % len(kinds)], example, employees, tickers, asked_pairs, rng
        )
        if pair is None:
            continue
        day = datetime(2024, 1, 1, 9) + timedelta(days=rng.randrange(36))
        text = rng.choice(PRECLEARANCE_TEMPLATES).format(
            emp=pair[0], ticker=pair[1], date=day.strftime("%B %d, %Y")
        )
        event_id = f"{rng.getrandbits(32):08x}"
        while event_id in taken:
            event_id = f"{rng.getrandbits(32):08x}"
        taken.add(event_id)
        out.append(
            KbEvent(
                event_id=event_id,
                text=text,
                timestamp=day.strftime("%Y-%m-%dT%H:%M:%S"),
                event_type="pre_clearance_approved",
            )
        )
    return out


def distractor_pair(
    kind: str,
    example: FinExample,
    employees: Sequence[str],
    tickers: Sequence[str],
    asked_pairs: frozenset[tuple[str, str]],
    rng: random.Random,
) -> tuple[str, str] | None:
    """An (employee, ticker) pair of ``kind`` that no example asks about, else ``None``."""
    if kind == "same_ticker":
        free = [emp for emp in employees if (emp, example.ticker) not in asked_pairs]
        return (rng.choice(free), example.ticker) if free else None
    candidates = (
        [example.employee]
        if kind == "same_employee"
        else rng.sample(list(employees), len(employees))
    )
    for emp in candidates:
        free = [ticker for ticker in tickers if (emp, ticker) not in asked_pairs]
        if free:
            return emp, rng.choice(free)
    return None


def finsuperqa(
    path: Path,
    *,
    split: Split = "dev",
    distractors_per_example: int = 10,
    seed: int = DEFAULT_SEED,
) -> Benchmark:
    """All examples' kb events (+ distractors) as the corpus; queries of ``split``."""
    data = data_file(path, FINSUPERQA_FILE)
    bench = Benchmark(name="finsuperqa")
    examples: list[tuple[str, FinExample]] = []
    for item in read_lines(data, FinExample):
        if isinstance(item, RecordError):
            bench.errors.append(item)
        else:
            examples.append((item[0], item[1]))  # type: ignore[arg-type]
    employees = sorted({ex.employee for _, ex in examples})
    tickers = sorted({ex.ticker for _, ex in examples})
    seen: set[str] = set()
    asked_pairs = frozenset((ex.employee, ex.ticker) for _, ex in examples)
    taken = {event.event_id for _, example in examples for event in example.kb}
    for location, example in examples:
        kb_ids = {event.event_id for event in example.kb}
        events = list(example.kb)
        if distractors_per_example:
            events += fin_distractors(
                example, employees, tickers, asked_pairs, taken, seed, distractors_per_example
            )
        for event in events:
            bench.record_groups.setdefault(FIN_PREFIX + event.event_id, []).append(
                example.example_id
            )
            if event.event_id in seen:
                continue
            seen.add(event.event_id)
            stated = (
                {"ticker": example.ticker}
                if event.event_id in kb_ids
                else {"distractor_of": example.example_id}
            )
            bench.records.append(
                event_record(
                    event,
                    FIN_PREFIX + event.event_id,
                    "finance-compliance",
                    location,
                    source_metadata=stated,
                )
            )
    wanted = dev_ids(data, split)
    bench.queries = [
        EvalQuery(
            id=example.example_id,
            query=example.query,
            gold_controlling=[FIN_PREFIX + example.provenance[-1].event_id],
            gold_closure=[FIN_PREFIX + hop.event_id for hop in example.provenance],
            gold_answer=example.answer,
            slice=example.hop_type,
        )
        for _, example in examples
        if wanted is None or example.example_id in wanted
    ]
    bench.query_groups = {query.id: query.id for query in bench.queries}
    bench.notes.append(
        f"{len(examples)} examples, {len(bench.records)} documents "
        f"({distractors_per_example} pre-clearance distractors per example, seed {seed}); "
        f"{len(bench.queries)} {split} queries"
    )
    return bench


# -- CVEPatchQA and LegalPrecedentQA -------------------------------------------------------

#: Stated rule -> relation kind of the explicit edge.
STATED_RULE_KINDS = {"R_CVE1": "patches", "R_LEG1": "overrules"}


def synthetic(path: Path, *, name: str, default_file: str, prefix: str) -> Benchmark:
    """A set with stated supersession edges: kb events + explicit edges + queries."""
    data = data_file(path, default_file)
    bench = Benchmark(name=name)
    seen: dict[str, SourceRecord] = {}
    for item in read_lines(data, SyntheticExample):
        if isinstance(item, RecordError):
            bench.errors.append(item)
            continue
        location, example = item
        assert isinstance(example, SyntheticExample)
        problem = _stated_edge_problem(example, location)
        if problem is not None:
            bench.errors.append(problem)
            continue
        edges_by_trigger: dict[str, list[AuthorityEdge]] = defaultdict(list)
        for edge in example.supersession_edges:
            edges_by_trigger[edge.trigger_id].append(_stated_edge(edge, example, prefix))
        for event in example.kb:
            stated = edges_by_trigger.get(event.event_id, [])
            known = seen.get(event.event_id)
            if known is not None:
                known.edges.extend(e for e in stated if e not in known.edges)
                continue
            record = event_record(event, prefix + event.event_id, example.domain, location, stated)
            seen[event.event_id] = record
            bench.records.append(record)
        targets = {edge.target_id for edge in example.supersession_edges}
        bench.queries.append(
            EvalQuery(
                id=example.example_id,
                query=example.query,
                gold_controlling=[
                    prefix + e.event_id for e in example.kb if e.event_id not in targets
                ],
                gold_closure=[prefix + e.event_id for e in example.kb],
                gold_answer=example.answer,
                slice=example.hop_type,
            )
        )
    present = latest_timestamp(bench.records)
    for query in bench.queries:
        query.as_of = present
    bench.notes.append(
        f"{len(bench.queries)} examples, {len(bench.records)} documents, "
        f"{sum(len(r.edges) for r in bench.records)} stated edges; queries asked as of {present} "
        "(the latest event in the corpus: the synthetic sets are dated into the future)"
    )
    return bench


def _stated_edge_problem(example: SyntheticExample, location: str) -> RecordError | None:
    ids = {event.event_id for event in example.kb}
    for index, edge in enumerate(example.supersession_edges):
        for field in ("trigger_id", "target_id"):
            if getattr(edge, field) not in ids:
                return RecordError(
                    location=location,
                    field=f"supersession_edges.{index}.{field}",
                    message=f"{getattr(edge, field)!r} is not an event of this example's kb",
                )
        if edge.trigger_id == edge.target_id:
            return RecordError(
                location=location,
                field=f"supersession_edges.{index}",
                message="an event cannot supersede itself",
            )
    return None


def _stated_edge(edge: StatedEdge, example: SyntheticExample, prefix: str) -> AuthorityEdge:
    stamps = {event.event_id: event.timestamp for event in example.kb}
    return AuthorityEdge(
        newer_id=prefix + edge.trigger_id,
        older_id=prefix + edge.target_id,
        kind=STATED_RULE_KINDS.get(edge.rule, "supersedes"),
        rule=f"car:{edge.rule}",
        source="explicit",
        evidence=f"supersession_edges of {example.example_id}",
        valid_from=stamps[edge.trigger_id],
    )


def cvepatchqa(path: Path) -> Benchmark:
    """CVEPatchQA: disclosures, patch notices and their stated ``patches`` edges."""
    return synthetic(path, name="cvepatchqa", default_file=CVEPATCHQA_FILE, prefix="cveqa:")


def legalprecedentqa(path: Path) -> Benchmark:
    """LegalPrecedentQA: rulings, overrulings and their stated ``overrules`` edges."""
    return synthetic(path, name="legalprecedentqa", default_file=LEGAL_FILE, prefix="legalqa:")


# -- GHSA ------------------------------------------------------------------------------------

SECURITY_LINE = re.compile(
    r"secur|vulnerab|cve|ghsa|advisory|exploit|inject|travers|xss|ssrf|csrf|bypass|sanitiz|"
    r"escap|overflow|denial|dos\b|rce\b|unauthori|authenticat|privilege|leak|disclos",
    re.IGNORECASE,
)
GHSA_ALPHABET = "23456789cfghjmpqrvwx"


def normalise_release_url(url: str) -> str:
    """One key per release: scheme and case differences (``http://github.com/...``) ignored."""
    return re.sub(r"^https?://", "", url.strip()).rstrip("/").lower()


def release_id(pair: GhsaPair, tag: str | None = None) -> str:
    """Document id of a release note: ``release:<owner>/<repo>@<tag>`` (the pair's own tag
    unless another is given)."""
    return f"release:{pair.owner}/{pair.repo}@{tag or pair.tag}"


def read_ghsa_pairs(data: Path) -> tuple[list[tuple[str, GhsaPair]], list[RecordError]]:
    """Validated pairs, each located as ``file:[index]`` (the file is one JSON array)."""
    try:
        payload = json.loads(data.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise InputError(
            f"invalid JSON: {exc.msg} (line {exc.lineno})", location=str(data)
        ) from exc
    if not isinstance(payload, list):
        raise InputError("expected a JSON array of pairs", location=str(data))
    pairs: list[tuple[str, GhsaPair]] = []
    errors: list[RecordError] = []
    for index, raw in enumerate(payload):
        location = f"{data}:[{index}]"
        try:
            pairs.append((location, GhsaPair.model_validate(raw)))
        except ValidationError as exc:
            errors.append(_validation_error(exc, location))
    return pairs, errors


def release_notes(pairs: Sequence[tuple[str, GhsaPair]]) -> dict[str, tuple[str, GhsaPair]]:
    """One release note per release URL.

    Several advisories are fixed by one release (24 shared URLs): their patch notes are one
    document, the gold of each of those advisories. Where a shared URL carries slightly
    different texts (a crawl artefact, e.g. aiohttp v3.13.4) the longest text is kept.
    """
    chosen: dict[str, tuple[str, GhsaPair]] = {}
    for location, pair in pairs:
        key = normalise_release_url(pair.release_url)
        current = chosen.get(key)
        if current is None or len(pair.patch_text) > len(current[1].patch_text):
            chosen[key] = (location, pair)
    return chosen


def advisory_document(pair: GhsaPair) -> Document:
    """The disclosure; its own id and CVE alias are its title (they name the advisory)."""
    title = f"{pair.id} ({pair.cve_id})" if pair.cve_id else pair.id
    return Document(
        id=pair.id,
        title=title,
        text=pair.disclosure_text,
        domain="security",
        doc_type="advisory",
        source="ghsa",
        url=f"https://github.com/advisories/{pair.id}",
        metadata={
            "product": pair.product,
            "severity": pair.severity,
            "cve_id": pair.cve_id,
            # GitHub's name for the repository an advisory is filed against.
            "source_code_location": f"https://github.com/{pair.owner}/{pair.repo}",
        },
    )


def release_document(pair: GhsaPair) -> Document:
    """The release note as published: repository, tag and text (it never names the CVE)."""
    return Document(
        id=release_id(pair),
        title=f"{pair.owner}/{pair.repo} {pair.tag}",
        text=pair.patch_text,
        domain="security",
        doc_type="release_note",
        source="ghsa",
        url=pair.release_url,
        metadata={"owner": pair.owner, "repo": pair.repo, "tag": pair.tag},
    )


def fake_ghsa(rng: random.Random, taken: set[str]) -> str:
    """A syntactically valid GHSA id not used by a real advisory."""
    while True:
        parts = ["".join(rng.choice(GHSA_ALPHABET) for _ in range(4)) for _ in range(3)]
        candidate = "GHSA-" + "-".join(parts)
        if candidate not in taken:
            taken.add(candidate)
            return candidate


def scrub_identifiers(text: str) -> str:
    """Remove real CVE/GHSA ids from reused text, so a distractor never claims a real id."""
    out = text
    for match in reversed(find_identifiers(text)):
        if match.kind in {"cve", "ghsa"}:
            out = out[: match.start] + "[id withheld]" + out[match.end :]
    return out


PAPER_PRODUCTS = (
    "acme-auth",
    "blogkit",
    "cachely",
    "datagrid-pro",
    "edgeproxy",
    "filevault",
    "gatekeeper",
    "hyperform",
    "imgsmith",
    "jsonweave",
    "kubelet-helper",
    "logstream",
    "mailrelay",
    "netpanel",
    "orbitdb-lite",
    "pdfcraft",
    "queuebox",
    "routekit",
    "sitebuilder",
    "tasktrack",
    "uploadr",
    "vaultsync",
    "webhookd",
    "xmlforge",
    "yamlsafe",
    "zipstream",
)
PAPER_FLAWS = (
    ("cross-site scripting", "CWE-79", "inject arbitrary script into pages viewed by other users"),
    ("SQL injection", "CWE-89", "read or modify arbitrary database records"),
    ("path traversal", "CWE-22", "read files outside the intended directory"),
    ("server-side request forgery", "CWE-918", "make the server issue requests to internal hosts"),
    ("improper authentication", "CWE-287", "access protected endpoints without credentials"),
    ("denial of service", "CWE-400", "exhaust server resources with crafted input"),
    ("command injection", "CWE-78", "execute arbitrary operating system commands"),
    ("open redirect", "CWE-601", "redirect users to attacker-controlled sites"),
)
PAPER_SEVERITIES = ("low", "medium", "high", "critical")


def paper_distractors(count: int, seed: int, taken: set[str]) -> list[Document]:
    """Templated disclosures in the paper's style: invented products, one flaw each."""
    docs: list[Document] = []
    for index in range(count):
        rng = rng_for(seed, "ghsa-paper", str(index))
        product = rng.choice(PAPER_PRODUCTS)
        flaw, cwe, impact = rng.choice(PAPER_FLAWS)
        version = f"{rng.randrange(1, 9)}.{rng.randrange(0, 20)}.{rng.randrange(0, 10)}"
        ghsa = fake_ghsa(rng, taken)
        cve = f"CVE-{rng.choice((2024, 2025, 2026))}-{rng.randrange(70000, 99999)}"
        text = (
            f"A {flaw} vulnerability ({cwe}) was found in {product} before version {version}. "
            f"An attacker could exploit this issue to {impact}. "
            f"Severity: {rng.choice(PAPER_SEVERITIES)}. Users should upgrade {product} to "
            f"{version} or later."
        )
        docs.append(
            Document(
                id=ghsa,
                title=f"{ghsa} ({cve})",
                text=text,
                domain="security",
                doc_type="advisory",
                source="ghsa-distractor-paper",
            )
        )
    return docs


def previous_tag(tag: str) -> str | None:
    """An earlier version of ``tag``: the rightmost non-zero number decremented."""
    numbers = list(re.finditer(r"\d+", tag))
    for match in reversed(numbers):
        value = int(match.group(0))
        if value > 0:
            return tag[: match.start()] + str(value - 1) + tag[match.end() :]
    return None


def retarget(text: str, old_names: Sequence[str], new_name: str) -> str:
    """Reword text about one project as if it were about another (whole names replaced)."""
    out = text
    for old in sorted({n for n in old_names if len(n) >= 3}, key=len, reverse=True):
        out = re.sub(rf"(?<![\w-]){re.escape(old)}(?![\w-])", new_name, out, flags=re.IGNORECASE)
    return out


class DonorAdvisory(BaseModel):
    """A real disclosure whose flaw a hard distractor retells about another product."""

    product: str
    #: How the text names its product; replaced by the target's name when retold.
    names: list[str]
    text: str
    severity: str = ""


def _product_names(pair: GhsaPair) -> list[str]:
    tail = pair.product.split("/")[-1].split(":")[-1]
    return [pair.product, tail, pair.repo]


def pair_donors(pairs: Sequence[GhsaPair]) -> list[DonorAdvisory]:
    """The set's own disclosures as donors. Their retold copies repeat a gold advisory's text,
    so a question that names no product ties the gold advisory with its copies."""
    return [
        DonorAdvisory(
            product=p.product, names=_product_names(p), text=p.disclosure_text, severity=p.severity
        )
        for p in pairs
    ]


#: Path segments and host labels too generic to be a product's name in prose.
GENERIC_PATH_WORDS = frozenset(
    {
        *("api", "app", "client", "cmd", "core", "internal", "lib", "pkg", "plugin"),
        *("plugins", "sdk", "server", "service", "src", "com", "org", "net", "io", "dev"),
        *("in", "co", "www", "code", "go", "git", "github", "gitlab", "bitbucket", "golang"),
        "gopkg",
    }
)


def _distinctive(word: str) -> bool:
    return word.lower() not in GENERIC_PATH_WORDS and not re.fullmatch(r"v\d+", word)


def package_names(package: str) -> list[str]:
    """Names prose uses for a package: the name itself, its path after a host (or Maven
    group), each distinctive segment and the host's own label (``code.vikunja.io/api`` ->
    ``vikunja``), and a name without its trailing digit (``Jinja2`` -> ``Jinja``)."""
    parts = [part for part in re.split(r"[/:]", package) if part]
    names = [package]
    if len(parts) > 1 and "." in parts[0]:
        labels = [label for label in parts[0].split(".") if _distinctive(label)]
        names += sorted(labels, key=len, reverse=True)[:1]
        parts = parts[1:]
        names += ["/".join(parts)] if len(parts) > 1 else []
    for part in filter(_distinctive, parts):
        names.append(part)
        if re.fullmatch(r"[A-Za-z][\w-]{2,}?\d", part):
            names.append(part.rstrip("0123456789"))
    return list(dict.fromkeys(names))


def summary_brand(summary: str) -> str | None:
    """The product a summary of the form ``Brand: flaw`` leads with (GHSA convention)."""
    match = re.match(r"([^:\n]{2,60}):\s", summary)
    return match.group(1).strip() if match and len(match.group(1).split()) <= 5 else None


def osv_donors(
    path: Path, exclude_ids: set[str]
) -> tuple[list[DonorAdvisory], list[RecordError]]:
    """Disclosures of an OSV database (for instance the Go vulnerability database's
    ``data/osv``) as donors: real text from outside the benchmark's pairs, so no question has
    a retold copy of its own advisory. Withdrawn advisories and any that share an id or alias
    with ``exclude_ids`` (the benchmark's own advisories) are left out."""
    if not path.exists():
        raise InputError(f"no such donors path: {path}", field="donors")
    donors: list[DonorAdvisory] = []
    errors: list[RecordError] = []
    for read in read_advisories(path):
        if isinstance(read, RecordError):
            errors.append(read)
            continue
        _, advisory = read
        known = {advisory.id.upper(), *(alias.upper() for alias in advisory.aliases)}
        if advisory.withdrawn or known & exclude_ids:
            continue
        packages = [a.package.name for a in advisory.affected if a.package is not None]
        brand = summary_brand(advisory.summary)
        parts = [advisory.summary, advisory.details]
        if advisory.details.strip().startswith(advisory.summary.strip()):
            parts = [advisory.details]
        donors.append(
            DonorAdvisory(
                product=packages[0] if packages else advisory.id,
                names=[*(n for p in packages for n in package_names(p)), *filter(None, [brand])],
                text="\n\n".join(part.strip() for part in parts if part.strip()),
            )
        )
    if not donors:
        why = f" ({errors[0].location}: {errors[0].message})" if errors else ""
        raise InputError(f"{path}: no OSV advisory to retell{why}", field="donors")
    return donors, errors


def hard_advisories(
    targets: Sequence[GhsaPair],
    donors: Sequence[DonorAdvisory],
    count: int,
    seed: int,
    taken: set[str],
) -> list[Document]:
    """Real disclosures of *other* products retold about a product of the set: same product
    names as a gold advisory, a different flaw. Donors are taken in a seeded order, each once
    before any is reused."""
    order = list(donors)
    rng_for(seed, "ghsa-hard-donors").shuffle(order)
    ring = itertools.cycle(order)
    docs: list[Document] = []
    for index in range(count):
        rng = rng_for(seed, "ghsa-hard-advisory", str(index))
        target = targets[index % len(targets)]
        others = (d for d in itertools.islice(ring, len(order)) if d.product != target.product)
        donor = next(others, None) or next(ring)  # every donor is the target's own: any one
        text = retarget(scrub_identifiers(donor.text), donor.names, target.repo)
        ghsa = fake_ghsa(rng, taken)
        docs.append(
            Document(
                id=ghsa,
                title=ghsa,
                text=text,
                domain="security",
                doc_type="advisory",
                source="ghsa-distractor-hard",
                metadata={"product": target.product, "severity": donor.severity},
            )
        )
    return docs


def hard_releases(
    notes: Sequence[GhsaPair], count: int, seed: int, taken: set[str]
) -> list[Document]:
    """Release notes of versions that fix nothing asked about: an earlier version of each
    gold release with its security lines removed (unless that release is real), then other
    projects' notes retargeted at the gold repositories under unrelated tags. Ids are shaped
    like real ones (``taken`` holds the ids in use), so no tie-break by id tells them apart."""
    docs: list[Document] = []
    for pair in notes:
        tag = previous_tag(pair.tag)
        kept = [line for line in pair.patch_text.splitlines() if not SECURITY_LINE.search(line)]
        text = "\n".join(kept).strip()
        if tag is None or not text or len(docs) >= count:
            continue
        if (doc := _release_distractor(pair, tag, scrub_identifiers(text), taken)) is not None:
            docs.append(doc)
    index = 0
    while len(docs) < count:
        rng = rng_for(seed, "ghsa-hard-release", str(index))
        target = notes[index % len(notes)]
        donor = rng.choice([p for p in notes if p.repo != target.repo] or list(notes))
        tag = f"v{rng.randrange(0, 12)}.{rng.randrange(0, 40)}.{rng.randrange(0, 20)}-unrelated"
        text = retarget(scrub_identifiers(donor.patch_text), [donor.owner, donor.repo], target.repo)
        if (doc := _release_distractor(target, tag, text, taken)) is not None:
            docs.append(doc)
        index += 1
    return docs


def _release_distractor(pair: GhsaPair, tag: str, text: str, taken: set[str]) -> Document | None:
    """A release note of ``pair``'s repository at ``tag``; None when that id is in use."""
    doc_id = release_id(pair, tag)
    if doc_id in taken:
        return None
    taken.add(doc_id)
    return Document(
        id=doc_id,
        title=f"{pair.owner}/{pair.repo} {tag}",
        text=text,
        domain="security",
        doc_type="release_note",
        source="ghsa-distractor-hard",
        url=f"https://github.com/{pair.owner}/{pair.repo}/releases/tag/{tag}",
        metadata={"owner": pair.owner, "repo": pair.repo, "tag": tag},
    )


def _pair_ids(pairs: Sequence[GhsaPair]) -> set[str]:
    """The advisory and CVE ids of the pairs, upper-cased."""
    return {i.upper() for p in pairs for i in (p.id, p.cve_id) if i}


def ghsa_queries(
    data: Path, pairs: Sequence[GhsaPair]
) -> tuple[list[EvalQuery], list[RecordError]]:
    """Free-form questions; gold = the (deduplicated) release note that fixed the advisory."""
    queries_path = data.parent / GHSA_QUERIES_FILE
    if not queries_path.is_file():
        return [], [RecordError(location=str(queries_path), message="GHSA queries file missing")]
    by_id = {pair.id: pair for pair in pairs}
    canonical = {
        normalise_release_url(p.release_url): release_id(p)
        for _, p in release_notes([("", p) for p in pairs]).values()
    }
    queries: list[EvalQuery] = []
    errors: list[RecordError] = []
    for number, line in enumerate(queries_path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        location = f"{queries_path}:{number}"
        try:
            row = json.loads(line)
            pair = by_id[row["id"]]
            text = row["query"]
        except (json.JSONDecodeError, KeyError, TypeError) as exc:
            errors.append(RecordError(location=location, message=f"bad query line: {exc!r}"))
            continue
        gold = canonical[normalise_release_url(pair.release_url)]
        queries.append(
            EvalQuery(
                id=pair.id,
                query=text,
                gold_controlling=[gold],
                gold_closure=[pair.id, gold],
                slice=f"severity_{pair.severity or 'unknown'}",
            )
        )
    return queries, errors


def ghsa(
    path: Path,
    *,
    distractors: GhsaDistractors = "paper",
    count: int = 2000,
    seed: int = DEFAULT_SEED,
    donors: Path | None = None,
) -> Benchmark:
    """159 advisories + deduplicated release notes + the chosen distractor set; free-form
    queries whose gold is the release note. ``donors`` (OSV files; hard set only) supplies the
    disclosures the hard distractor advisories retell; without it the set's own are used."""
    if donors is not None and distractors != "hard":
        raise InputError("donors build the hard GHSA set only (car-ghsa-hard)", field="donors")
    data = data_file(path, GHSA_FILE)
    located, errors = read_ghsa_pairs(data)
    bench = Benchmark(name=f"ghsa-{distractors}", errors=errors)
    pairs = [pair for _, pair in located]
    notes = release_notes(located)
    bench.records = [
        SourceRecord(location=loc, document=advisory_document(p)) for loc, p in located
    ]
    bench.records += [
        SourceRecord(location=loc, document=release_document(p)) for loc, p in notes.values()
    ]
    taken = {pair.id for pair in pairs}
    extra: list[Document] = []
    if distractors == "paper":
        extra = paper_distractors(count, seed, taken)
    elif distractors == "hard":
        release_count = count * 364 // 1000
        releases = {record.document.id for record in bench.records}
        extra = hard_releases([p for _, p in notes.values()], release_count, seed, releases)
        if donors is None:
            donated = pair_donors(pairs)
        else:
            donated, donor_errors = osv_donors(donors, exclude_ids=_pair_ids(pairs))
            bench.errors += donor_errors
        extra += hard_advisories(pairs, donated, count - len(extra), seed, taken)
    bench.records += [SourceRecord(location=f"{data}:distractor", document=d) for d in extra]
    bench.queries, query_errors = ghsa_queries(data, pairs)
    bench.errors += query_errors
    bench.notes.append(
        f"{len(pairs)} advisories, {len(notes)} release notes (deduplicated by release URL from "
        f"{len(pairs)}; longest text kept where one URL had several), {len(extra)} "
        f"{distractors} distractors (seed {seed}); {len(bench.queries)} free-form queries"
    )
    if distractors == "hard":
        source = f"OSV advisories under {donors}" if donors else "the set's own disclosures"
        bench.notes.append(f"hard distractor advisories retell {source}")
    return bench


# -- format dispatch -------------------------------------------------------------------------

BUILDERS: dict[str, Callable[[Path], Benchmark]] = {
    "car-finsuperqa": finsuperqa,
    "car-cvepatchqa": cvepatchqa,
    "car-legal": legalprecedentqa,
    "car-ghsa": lambda path: ghsa(path, distractors="paper"),
    "car-ghsa-hard": lambda path: ghsa(path, distractors="hard"),
    "car-ghsa-bare": lambda path: ghsa(path, distractors="none"),
}


def load_benchmark(path: Path, fmt: str, **options: Any) -> Benchmark:
    """The benchmark of ``fmt`` read from ``path`` (a data file or the benchmark directory)."""
    if fmt not in CAR_FORMATS:
        raise InputError(
            f"unknown CAR benchmark format {fmt!r}; known: {', '.join(CAR_FORMATS)}",
            field="format",
        )
    if options:
        if fmt == "car-finsuperqa":
            return finsuperqa(path, **options)
        if fmt.startswith("car-ghsa"):
            kind: GhsaDistractors = {"car-ghsa": "paper", "car-ghsa-hard": "hard"}.get(  # type: ignore[assignment]
                fmt, "none"
            )
            return ghsa(path, distractors=kind, **options)
    return BUILDERS[fmt](path)


def read_car(path: Path, fmt: str) -> Iterator[SourceRecord | RecordError]:
    """Corpus records of a CAR benchmark, for ``graphcar ingest --format car-*``."""
    bench = load_benchmark(path, fmt)
    yield from bench.errors
    yield from bench.records
