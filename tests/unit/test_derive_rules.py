"""Edge derivation from pack rules and text cues, on the shapes of the shared benchmarks."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from graphcar.cli import app
from graphcar.domains.packs import load_packs
from graphcar.model import AuthorityEdge, Document, Entity, IngestBatch, Mention
from graphcar.store.base import GraphStore
from ingest.derive import derive_edges
from ingest.extract import Analysis, SpacyExtractor
from ingest.osv import read_osv
from ingest.records import SourceRecord
from ingest.spacy_pipeline import with_connectives
from tests.conftest import SHARED_DATA


@pytest.fixture(scope="module")
def extractor() -> SpacyExtractor:
    return SpacyExtractor(load_packs())


def record(doc_id: str, text: str, **fields: Any) -> SourceRecord:
    entities = [Entity(key=k, kind=k.split(":")[0], name=k) for k in fields.pop("entities", [])]
    document = Document.model_validate({"id": doc_id, "text": text, **fields})
    return SourceRecord(location=f"test:{doc_id}", document=document, entities=entities)


def titled_record(
    domain: str, doc_id: str, doc_type: str, title: str, text: str, at: str, **metadata: str
) -> SourceRecord:
    """A titled record of ``domain`` and ``doc_type`` published at ``at``."""
    return record(doc_id, text, title=title, domain=domain, doc_type=doc_type,
                  published_at=at, metadata=metadata)


def cve_record(doc_id: str, doc_type: str, at: str, text: str, **fields: Any) -> SourceRecord:
    """A CVEPatchQA-shaped record (its domain and doc types)."""
    return record(
        doc_id, text, domain="cve_security_patch", doc_type=doc_type, published_at=at, **fields
    )


def entity(key: str) -> Entity:
    return Entity(key=key, kind=key.split(":")[0], name=key.split(":", 1)[1])


def derive(
    records: Sequence[SourceRecord], store: GraphStore, extractor: SpacyExtractor
) -> list[AuthorityEdge]:
    return derive_edges(records, store, packs=extractor.packs, extractor=extractor)


def pairs(edges: Sequence[AuthorityEdge]) -> set[tuple[str, str, str]]:
    return {(e.newer_id, e.older_id, e.kind) for e in edges}


def accepted_pairs(edges: Sequence[AuthorityEdge]) -> set[tuple[str, str, str]]:
    return pairs([e for e in edges if e.status == "accepted"])


def superseding_statuses(edges: Sequence[AuthorityEdge]) -> dict[tuple[str, str], str]:
    """Each superseding edge's (newer, older) pair and its status."""
    return {(e.newer_id, e.older_id): e.status for e in edges if e.supersedes}


def finsuperqa_records(row: dict[str, Any]) -> list[SourceRecord]:
    return [
        record(
            event["event_id"],
            event["text"],
            domain="finance-compliance",
            doc_type=event["event_type"],
            published_at=event["timestamp"],
            metadata={"ticker": row["ticker"]},
        )
        for event in row["kb"]
    ]


@pytest.fixture(scope="module")
def finsuperqa_rows() -> list[dict[str, Any]]:
    path = SHARED_DATA / "finsuperqa_trainval.jsonl"
    if not path.exists():
        pytest.skip(f"NO SHARED DATA at {path}")
    return [json.loads(line) for line in path.open()]


def test_finsuperqa_rule_edges_match_the_gold_chains(
    finsuperqa_rows: list[dict[str, Any]], embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Per example, text-derived scope (employee id, gazetteer ticker) + the pack rules give
    exactly the gold supersession chain (R1 blackout, R2 lift, R3 exception)."""
    expected_kind = {"R1": "voids", "R2": "rescinds", "R3": "suspends"}
    gold_total = found_total = extra_total = 0
    for row in finsuperqa_rows:
        gold = {
            (hop["event_id"], hop["supersedes"], expected_kind[hop["rule"]])
            for hop in row["provenance"]
            if "supersedes" in hop
        }
        got = pairs(derive(finsuperqa_records(row), embedded_store, extractor))
        gold_total += len(gold)
        found_total += len(gold & got)
        extra_total += len(got - gold)
    assert gold_total == 1125
    assert (found_total, extra_total) == (gold_total, 0)


def test_pooled_finsuperqa_keeps_every_gold_edge(
    finsuperqa_rows: list[dict[str, Any]], embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    rows = finsuperqa_rows[:200]
    records = {r.document.id: r for row in rows for r in finsuperqa_records(row)}
    edges = derive(list(records.values()), embedded_store, extractor)
    gold = {
        (h["event_id"], h["supersedes"])
        for row in rows
        for h in row["provenance"]
        if "supersedes" in h
    }
    assert gold <= {(e.newer_id, e.older_id) for e in edges}
    assert all(e.source == "rule" and e.rule.startswith("finance-compliance:") for e in edges)


def test_derivation_is_deterministic(
    finsuperqa_rows: list[dict[str, Any]], embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    records = [r for row in finsuperqa_rows[:60] for r in finsuperqa_records(row)]
    first = derive(records, embedded_store, extractor)
    shuffled = list(records)
    random.Random(3).shuffle(shuffled)
    fresh = SpacyExtractor(load_packs())
    assert derive(shuffled, embedded_store, fresh) == first
    assert first == sorted(first, key=lambda e: (e.newer_id, e.older_id, e.kind, e.rule))
    assert len(first) > 50


def test_compound_scope_needs_employee_and_ticker(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    common = {"domain": "finance", "metadata": {"ticker": "ORCL"}}
    records = [
        record(
            "pc-brown",
            "EMP018-Brown received pre-clearance to trade ORCL.",
            doc_type="pre_clearance_approved",
            published_at="2024-01-09",
            **common,
        ),
        record(
            "pc-kim",
            "EMP003-Kim received pre-clearance to trade ORCL.",
            doc_type="pre_clearance_approved",
            published_at="2024-01-09",
            **common,
        ),
        record(
            "rev-brown",
            "Pre-clearance of EMP018-Brown for ORCL is revoked.",
            doc_type="pre_clearance_revoked",
            published_at="2024-01-10",
            **common,
        ),
    ]
    edges = derive(records, embedded_store, extractor)
    assert pairs(edges) == {("rev-brown", "pc-brown", "revokes")}
    assert edges[0].rule == "finance-compliance:revocation_revokes_pre_clearance"


def test_cvepatchqa_shape_release_patches_advisory(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """The synthetic patch notice never names the product (as in CVEPatchQA); its package comes
    from the release feed as a stated entity, the advisory's from its text via the gazetteer."""
    advisory = cve_record(
        "adv", "cve_disclosed", "2024-01-10",
        "CVE-2024-00251 has been identified in puppet (maintained by Puppet Maintainers).",
        metadata={"product": "puppet"},
    )
    patch = cve_record(
        "fix", "patch_released", "2024-01-20",
        "Release notice: The maintainer team has published version 35.1.",
        entities=["product:puppet"],
    )
    unrelated = cve_record(
        "other", "patch_released", "2024-01-21", "Release notice: version 2.0 of postfix.",
        metadata={"product": "postfix"},
    )
    edges = derive([advisory, patch, unrelated], embedded_store, extractor)
    assert pairs(edges) == {("fix", "adv", "patches")}
    assert edges[0].source == "rule" and edges[0].status == "accepted"
    alone = derive([advisory, patch.model_copy(update={"entities": []})], embedded_store, extractor)
    assert alone == [], "no scope in the text and none stated: no edge is invented"


def test_stored_documents_are_compared_with_new_ones(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    advisory = Document(
        id="adv-stored",
        text="CVE-2024-1111 in pkg:pypi/urllib3",
        domain="security",
        doc_type="advisory",
        published_at="2023-10-01",
    )
    embedded_store.upsert(
        IngestBatch(
            documents=[advisory],
            entities=[Entity(key="pkg:pypi/urllib3", kind="pkg", name="pypi/urllib3")],
            mentions=[Mention(doc_id="adv-stored", entity_key="pkg:pypi/urllib3")],
        )
    )
    release = record(
        "rel-new",
        "Release 2.0.6 of pkg:pypi/urllib3@2.0.6.",
        domain="security",
        doc_type="release_note",
        published_at="2023-10-02",
    )
    assert pairs(derive([release], embedded_store, extractor)) == {
        ("rel-new", "adv-stored", "patches")
    }


def test_legal_overruling_naming_the_case(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    ruling = record(
        "ruling",
        "In Nelson v. Perez, 330 U.S. 625 (2010), the court held that standing ...",
        domain="legal_precedent",
        doc_type="ruling_issued",
        published_at="2028-05-18",
    )
    overruling = record(
        "overruling",
        "Per curiam: Nelson v. Perez, 330 U.S. 625, is hereby expressly overruled.",
        domain="legal_precedent",
        doc_type="ruling_overruled",
        published_at="2033-01-07",
    )
    edges = derive([ruling, overruling], embedded_store, extractor)
    assert pairs(edges) == {("overruling", "ruling", "overrules")}
    assert edges[0].source == "rule", "a rule edge wins over the same pair's cue edge"


def test_synthetic_overruling_without_a_case_name_gives_no_edge(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    ruling = record(
        "ruling",
        "In Nelson v. Perez, 330 U.S. 625 (2010), the court held that ...",
        domain="legal_precedent",
        doc_type="ruling_issued",
        published_at="2028-05-18",
    )
    overruling = record(
        "overruling",
        "The earlier approach is hereby expressly overruled and abrogated.",
        domain="legal_precedent",
        doc_type="ruling_overruled",
        published_at="2033-01-07",
    )
    assert derive([ruling, overruling], embedded_store, extractor) == []


def test_cues_propose_overrules_and_limits(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    plessy = record(
        "plessy",
        "Separate but equal.",
        title="Plessy v. Ferguson, 163 U.S. 537",
        domain="legal",
        doc_type="opinion",
        published_at="1896-05-18",
    )
    brown = record(
        "brown",
        "Any language in Plessy v. Ferguson, 163 U.S. 537, contrary to this finding is rejected.",
        title="Brown v. Board of Education, 347 U.S. 483",
        domain="legal",
        doc_type="opinion",
        published_at="1954-05-17",
    )
    later = record(
        "later",
        "We have limited Brown v. Board of Education to public schooling.",
        title="Some v. Later",
        domain="legal",
        doc_type="opinion",
        published_at="1960-01-01",
    )
    refusal = record(
        "refusal",
        "We decline to overrule Brown v. Board of Education; we do not overrule it.",
        title="Other v. Case",
        domain="legal",
        doc_type="opinion",
        published_at="1970-01-01",
    )
    edges = derive([plessy, brown, later, refusal], embedded_store, extractor)
    by_pair = {(e.newer_id, e.older_id): e for e in edges}
    assert set(by_pair) == {("brown", "plessy"), ("later", "brown")}
    overrules, limits = by_pair[("brown", "plessy")], by_pair[("later", "brown")]
    assert (overrules.kind, overrules.source, overrules.status) == (
        "overrules",
        "inferred",
        "proposed",
    )
    assert "is rejected" in overrules.evidence and 0 < overrules.confidence < 1
    assert limits.kind == "limits" and not limits.supersedes


def opinion(doc_id: str, title: str, text: str, published_at: str) -> SourceRecord:
    return record(
        doc_id, text, title=title, domain="legal", doc_type="opinion", published_at=published_at
    )


def test_an_express_overruling_of_a_case_named_by_its_title_is_accepted(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Real opinions carry no overruling doc type: "Bowers v. Hardwick ... is overruled" in a
    later opinion is the act itself, so the edge counts for the frontier; a report ("was
    overruled"), a request ("asks us to overrule") or a name two opinions share stays a
    proposal for a curator."""
    bowers = opinion("bowers", "Bowers v. Hardwick, 478 U.S. 186", "No such right.", "1986-06-30")
    austin = opinion(
        "austin", "Austin v. Michigan Chamber of Commerce, 494 U.S. 652", "Upheld.", "1990-03-27"
    )
    fox = [
        opinion(f"fox-{n}", f"Diaz v. Fox, {100 + n} U.S. 1", "A rule.", f"190{n}-01-01")
        for n in (1, 2)
    ]
    lawrence = opinion(
        "lawrence",
        "Lawrence v. Texas, 539 U.S. 558",
        "Bowers v. Hardwick should be and now is overruled. Diaz v. Fox is overruled.",
        "2003-06-26",
    )
    citizens = opinion(
        "citizens",
        "Citizens United v. Federal Election Commission, 558 U.S. 310",
        "In Austin v. Michigan Chamber of Commerce the Court upheld a ban. Austin is overruled.",
        "2010-01-21",
    )
    history = opinion(
        "history",
        "Kennedy v. Bremerton School District, 597 U.S. 507",
        "Bowers v. Hardwick was overruled. Petitioners ask us to overrule Austin v. Michigan "
        "Chamber of Commerce as well.",
        "2022-06-27",
    )
    header = opinion(
        "wolf", "338 U.S. 25 (1949)", "WOLF, PETITIONER, v. PEOPLE OF COLORADO.", "1949-06-27"
    )
    mapp = opinion(
        "mapp",
        "Mapp v. Ohio, 367 U.S. 643",
        "In Wolf v. Colorado, 338 U.S. 25 (1949), the Court held otherwise. Insofar as Wolf v. "
        "Colorado held that the exclusionary rule does not bind the States, it is overruled.",
        "1961-06-19",
    )
    edges = derive(
        [bowers, austin, *fox, lawrence, citizens, history, header, mapp], embedded_store, extractor
    )
    status = {(e.newer_id, e.older_id): e.status for e in edges if e.kind == "overrules"}
    assert status == {
        ("mapp", "wolf"): "accepted",
        ("lawrence", "bowers"): "accepted",
        ("citizens", "austin"): "accepted",
        ("lawrence", "fox-1"): "proposed",
        ("lawrence", "fox-2"): "proposed",
        ("history", "bowers"): "proposed",
        ("history", "austin"): "proposed",
    }
    assert all(e.source == "inferred" for e in edges)


def test_how_courts_write_overrulings_reversals_and_abrogations(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A legal analyst's trial: a circuit citation's "(9th Cir. 1995)" ended the sentence
    before "is overruled"; an earlier citation parenthetical "(overruling X)" outvoted the
    express "We now overrule" on the same pair; "Nothing in today's opinion overrules" and a
    dissent's "today's decision overrules" were accepted as overrulings; a statute's "This
    section abrogates" and a reversal on review derived nothing."""
    old = {
        name: opinion(name, title, "A rule.", "1995-08-04")
        for name, title in [
            ("norris", "Norris v. Ames, 45 F.3d 678 (9th Cir. 1995)"),
            ("pine", "Pine Co. v. Idaho, 305 U.S. 322 (1938)"),
            ("kane", "Kane v. Union Pacific Railroad Co., 220 F.3d 301 (2000)"),
            ("quinn", "Quinn v. Union Pacific Railroad Co., 220 F.3d 304 (2000)"),
            ("renn", "Renn v. Atlas Co., 150 U.S. 900 (1998)"),
            ("rook", "Rook v. Atlas Co., 150 U.S. 902 (1998)"),
        ]
    }
    later = [
        opinion("ulm", "Ulm v. Price, 99 F.4th 1 (9th Cir. 2022) (en banc)",
                "Norris v. Ames, 45 F.3d 678 (9th Cir. 1995), is overruled.", "2022-09-15"),
        opinion("larch", "Larch, Inc. v. Oregon, 590 U.S. 28 (2020)",
                "Oregon relies on Pine Co. v. Idaho, 305 U.S. 322 (1938) (overruling Elm v. Cole, "
                "201 U.S. 401 (1906)). We now overrule Pine Co. v. Idaho.", "2020-02-25"),
        opinion("lott", "Lott v. BNSF Railway Co., 455 F.3d 722 (2006)",
                "Nothing in today's opinion overrules Kane v. Union Pacific Railroad Co., 220 "
                "F.3d 301 (2000).", "2006-01-01"),
        opinion("roe", "Roe v. BNSF Railway Co., 455 F.3d 725 (2006)",
                "We affirm.\n\nJUSTICE SMITH, dissenting: The majority today overrules Quinn v. "
                "Union Pacific Railroad Co. in all but name.", "2006-01-01"),
        record("act", "No exhaustion required. This section abrogates Renn v. Atlas Co., 150 "
               "U.S. 900 (1998).", title="Miner Act of 2004", domain="legal",
               doc_type="statute", published_at="2004-10-01"),
        opinion("rook-2", "Rook v. Atlas Co., 151 U.S. 1 (1999)",
                "The judgment in Rook v. Atlas Co., 150 U.S. 902 (1998), is reversed.",
                "1999-10-01"),
    ]
    edges = derive([*old.values(), *later], embedded_store, extractor)
    accepted = accepted_pairs(edges)
    assert accepted == {
        ("ulm", "norris", "overrules"),
        ("larch", "pine", "overrules"),
        ("act", "renn", "supersedes"),
        ("rook-2", "rook", "supersedes"),
    }
    assert not {e.newer_id for e in edges} & {"lott", "roe"}, "negated, or a dissent"


@pytest.mark.parametrize(
    ("text", "doc_type", "expected"),
    [
        ("This section supersedes Renn v. Atlas Co., 150 U.S. 900 (1998).", "statute",
         {("act", "renn", "supersedes", "accepted")}),
        # trial 51: the Act's stated purpose is its act; another infinitive is not
        ("Congress finds that Renn v. Atlas Co., 150 U.S. 900 (1998), left victims without a "
         "remedy. The purpose of this Act is to supersede the holding in Renn.", "statute",
         {("act", "renn", "supersedes", "accepted")}),
        ("Congress finds that Renn v. Atlas Co., 150 U.S. 900 (1998), left victims without a "
         "remedy. A later Act is expected to supersede the holding in Renn.", "statute", set()),
        # the review's: what the case construed, or what a case it cites held, is not the case
        ("This section supersedes the regulations interpreted in Renn v. Atlas Co., 150 U.S. "
         "900 (1998).", "statute", set()),
        ("In Renn v. Atlas Co., 150 U.S. 900 (1998), the Court held that the Fence Act of 1870 "
         "supersedes local ordinances.", "statute", set()),
        ("As the Court explained in Renn v. Atlas Co., 150 U.S. 900 (1998), federal law "
         "supersedes inconsistent State law; this Act supersedes any State law on the same "
         "subject.", "statute", set()),
        # an opinion reporting it
        ("Renn v. Atlas Co., 150 U.S. 900 (1998), was superseded by statute.", "opinion",
         set()),
        # trial 53: the legislature's past act, reported by a later opinion, is not its own
        ("Before the Act, tenants could not recover, because Renn v. Atlas Co. held that "
         "landlords owe no duty; the Legislature abrogated that rule in 2015.", "opinion",
         {("act", "renn", "supersedes", "proposed")}),
        ("Renn v. Atlas Co., 150 U.S. 900 (1998), is abrogated.", "statute",
         {("act", "renn", "supersedes", "accepted")}),
        ("The Legislature intends by Section 3 to abrogate Renn v. Atlas Co., 150 U.S. 900 "
         "(1998).", "statute", {("act", "renn", "supersedes", "accepted")}),
        # to an extent, as "To the extent Hollis holds otherwise, it is overruled": the act
        ("The Legislature intends by Section 3 to abrogate Renn v. Atlas Co., 150 U.S. 900 "
         "(1998), to the extent it bars a claim.", "statute",
         {("act", "renn", "supersedes", "accepted")}),
        # a hedge without a stated intent stays a hedge
        ("A later Act may abrogate Renn v. Atlas Co., 150 U.S. 900 (1998).", "statute",
         {("act", "renn", "supersedes", "proposed")}),
    ],
)
def test_a_statute_supersedes_the_holding_it_names(
    embedded_store: GraphStore,
    extractor: SpacyExtractor,
    text: str,
    doc_type: str,
    expected: set[tuple[str, str, str, str]],
) -> None:
    renn = opinion("renn", "Renn v. Atlas Co., 150 U.S. 900 (1998)", "A rule.", "1998-03-01")
    act = record("act", text, title="Miner Act of 2004", domain="legal", doc_type=doc_type,
                 published_at="2004-10-01")
    edges = derive([renn, act], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind, e.status) for e in edges} == expected


def test_a_reversal_naming_no_case_reverses_the_decision_below(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """The legal analyst's second trial: "The judgment of the Court of Appeals is reversed."
    derived nothing. The decision below is the older opinion under the same case name; the
    one of the court the sentence names is accepted (trial 81), another of the caption only
    proposed (unrelated cases may share a caption); another case is untouched."""
    below = opinion("rook-9th", "Rook v. Atlas Co., 45 F.3d 902 (9th Cir. 1998)", "A rule.",
                    "1998-03-01")
    other = opinion("renn", "Renn v. Atlas Co., 45 F.3d 903 (9th Cir. 1998)", "A rule.",
                    "1998-03-01")
    above = opinion("rook-us", "Rook v. Atlas Co., 525 U.S. 1 (1999)",
                    "The Court of Appeals held otherwise. The judgment of the Court of Appeals "
                    "is reversed.", "1999-10-01")
    edges = derive([below, other, above], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind, e.status) for e in edges} == {
        ("rook-us", "rook-9th", "supersedes", "accepted")
    }
    district = opinion("rook-dist", "Rook v. Atlas Co., 900 F. Supp. 1 (D. Or. 1997)",
                       "A ruling.", "1997-01-01")
    edges = derive([below, district, above], embedded_store, extractor)
    assert {(e.older_id, e.status) for e in edges} == {
        ("rook-9th", "accepted"), ("rook-dist", "proposed")
    }


def test_a_court_stays_a_rule_and_dissolves_or_vacates_its_own_orders_by_their_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 87: "the effective date of 34 C.F.R. pt. 668, subpt. T is STAYED" derived
    nothing (the citation was no designation, "pt." ended the sentence, the subpart cut the
    subject), and an order of the same case named by its day ("Our order of October 24, 2023,
    ... is DISSOLVED", "We VACATE the preliminary injunction entered December 20, 2024") was
    only proposed. The stay suspends the rule; the later order supersedes the stay, so the
    rule controls again. A vacatur naming no day stays for review."""
    rule = record("rule", "Institutions must post program disclosures.", domain="legal",
                  doc_type="regulation", published_at="2023-10-10",
                  title="Program Outcome Disclosure Requirements - Final Regulations "
                        "(34 CFR Part 668, Subpart T)")
    caption = "Colleges Ass'n v. Department of Education, No. 4:24-cv-00512 (N.D. Tex.)"
    stay = opinion("stay", f"{caption} - Order",
                   "Plaintiffs challenge the regulations. Pursuant to 5 U.S.C. § 705, the "
                   "effective date of 34 C.F.R. pt. 668, subpt. T is STAYED in its entirety "
                   "pending final judgment.", "2024-06-27")
    dissolved = opinion("dissolved", f"{caption} - Final Judgment",
                        "Our order of June 27, 2024, staying the effective date of the "
                        "regulations, is DISSOLVED.", "2025-02-03")
    undated = opinion("undated", f"{caption} - Order on Reconsideration",
                      "We vacate the earlier order.", "2025-03-01")
    edges = derive([rule, stay, dissolved, undated], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind, e.status) for e in edges} == {
        ("stay", "rule", "suspends", "accepted"),
        ("dissolved", "stay", "supersedes", "accepted"),
        ("undated", "stay", "supersedes", "proposed"),
        ("undated", "dissolved", "supersedes", "proposed"),
    }


def declared(extractor: SpacyExtractor, *records: SourceRecord) -> list[SourceRecord]:
    """The records with the doc types their packs read them as, as a load stores them."""
    return [
        r.model_copy(update={"document": extractor.declared(r.document)}) for r in records
    ]


def test_executive_orders_revoke_by_number_and_courts_vacate_rules(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 107 (US administrative law): executive orders sent under ``policy`` were read as
    commentary, "Executive Order 13957" was no name, a list item's "(a)" and a bracketed
    title's "Schedule" kept the revocation from being read, and a court's "court_decision"
    vacating a rule derived nothing. An order's revocations are now its own acts, a list
    after a colon is read whole, an introductory "Consistent with Executive Order 14192, ..."
    names no target, and a court vacating a rule voids it."""

    def order(number: str, text: str, at: str, title: str = "Order") -> SourceRecord:
        return record(f"eo-{number}", text, domain="policy", doc_type="executive_order",
                      title=f"Executive Order {number} of {at} - {title}", published_at=at)

    schedule_f = order("13957", "Schedule F is created.", "2020-10-21",
                       "Creating Schedule F in the Excepted Service")
    equity = order("13985", "Agencies shall assess equity.", "2021-01-20")
    workforce = order(
        "14003",
        "Sec. 2. Revocation of Schedule F. (a) Executive Order 13957 of October 21, 2020 "
        "(Creating Schedule F in the Excepted Service), is hereby revoked.",
        "2021-01-22",
    )
    ai = order("14110", "Agencies shall manage AI risks.", "2023-10-30")
    rescissions = order(
        "14148",
        "Sec. 2. The following Executive Orders are hereby revoked: Executive Order 13985 of "
        "January 20, 2021 (Advancing Racial Equity); Executive Order 14003 of January 22, 2021 "
        "(Protecting the Federal Workforce); and Executive Order 14110 of October 30, 2023.",
        "2025-01-20",
    )
    circular = record("a4-2023", "Agencies shall discount at 2 percent.", domain="legal",
                      doc_type="guidance", title="OMB Circular A-4 (November 9, 2023)",
                      published_at="2023-11-09")
    memo = record(
        "a4-rescission",
        "Consistent with Executive Order 14148, Initial Rescissions of Harmful Executive "
        "Orders and Actions, OMB Circular A-4 of November 9, 2023, is hereby rescinded.",
        domain="legal", doc_type="guidance", title="Rescission of Circular A-4",
        published_at="2025-02-01",
    )
    rule = record("rule", "Employers must pay the new salary level.", domain="legal",
                  doc_type="final_rule", title="Salary Level Rule (16 CFR Part 910)",
                  published_at="2024-04-26")
    vacatur = record(
        "vacatur", "It is therefore ORDERED that the Rule, 16 C.F.R. pt. 910, is VACATED.",
        domain="legal", doc_type="court_decision", title="Texas v. Department of Labor",
        published_at="2024-11-15",
    )
    records = declared(extractor, schedule_f, equity, workforce, ai, rescissions, circular,
                       memo, rule, vacatur)
    assert [r.document.doc_type for r in records[-2:]] == ["regulation", "opinion"]
    edges = derive(records, embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind) for e in edges if e.status == "accepted"} == {
        ("eo-14003", "eo-13957", "repeals"),
        ("eo-14148", "eo-13985", "repeals"),
        ("eo-14148", "eo-14003", "repeals"),
        ("eo-14148", "eo-14110", "repeals"),
        ("a4-rescission", "a4-2023", "repeals"),
        ("vacatur", "rule", "voids"),
    }


def test_an_order_reinstating_a_revoked_one_relates_to_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 107: "Executive Order 13957 ... is hereby reinstated" derived nothing, and the
    revocation kept the order superseded. The reinstatement is now a relation of its own
    (``REVIVING_KINDS``), in the passive, the active and a title's "Reinstatement of"."""

    def order(number: str, text: str, at: str, title: str = "Order") -> SourceRecord:
        return record(f"eo-{number}", text, domain="policy", doc_type="executive_order",
                      title=f"Executive Order {number} - {title}", published_at=at)

    schedule_f = order("13957", "Schedule F is created.", "2020-10-21")
    revocation = order("14003", "Executive Order 13957 is hereby revoked.", "2021-01-22")
    reinstated = order(
        "14171",
        "Sec. 1. Executive Order 13957 of October 21, 2020 (Creating Schedule F in the "
        "Excepted Service), is hereby reinstated.",
        "2025-01-20",
    )
    actively = order("14200", "This order reinstates Executive Order 14003.", "2025-06-01")
    titled = order("14300", "Sec. 1. Policy.", "2025-07-01", "Reinstatement of Executive "
                   "Order 14003")
    records = declared(extractor, schedule_f, revocation, reinstated, actively, titled)
    edges = derive(records, embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind) for e in edges if e.status == "accepted"} == {
        ("eo-14003", "eo-13957", "repeals"),
        ("eo-14171", "eo-13957", "reinstates"),
        ("eo-14200", "eo-14003", "reinstates"),
        ("eo-14300", "eo-14003", "reinstates"),
    }


def test_a_court_vacates_the_rule_its_order_cites_by_title_and_register_citation(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 107: "It is therefore ORDERED that the Department's 2024 Rule, <title>, 89 Fed.
    Reg. 32,842, is VACATED" cited the rule by a title its editions share, closed by a day in
    brackets ("(Final Rule, April 26, 2024)"), and ran into the register citation. The title
    before the citation names the series; the year picks the 2024 edition."""
    title = "Defining and Delimiting the Exemptions for Executive and Professional Employees"

    def rule(doc_id: str, day: str, at: str) -> SourceRecord:
        return record(doc_id, "The salary level is set.", domain="legal", doc_type="final_rule",
                      title=f"{title} (Final Rule, {day})", published_at=at)

    earlier = rule("rule-2019", "September 27, 2019", "2019-09-27")
    later = rule("rule-2024", "April 26, 2024", "2024-04-26")
    court = record(
        "vacatur",
        f"It is therefore ORDERED that the Department's 2024 Rule, {title}, 89 Fed. Reg. "
        "32,842, is VACATED and SET ASIDE in its entirety.",
        domain="legal", doc_type="court_decision", title="Texas v. Department of Labor",
        published_at="2024-11-15",
    )
    edges = derive(declared(extractor, earlier, later, court), embedded_store, extractor)
    voided = {(e.older_id, e.kind, e.status) for e in edges if e.newer_id == "vacatur"}
    assert voided == {("rule-2024", "voids", "accepted")}


def test_a_court_declares_an_act_of_another_field_invalid(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 135 and 137: "the Court ruled that Implementing Decision (EU) 2016/1250 is
    invalid" derived nothing: the judgment is the legal pack's, the adequacy decision the
    general pack's, and the legal pack's cues acted on its own documents only. A court's act
    reaches any field (``any_pack``); the decision of 2023 recalling the invalidity acts on
    nothing, and a title repealing the decision is no second name of it."""
    shield = titled_record(
        "privacy", "shield", "decision",
        "Commission Implementing Decision (EU) 2016/1250 on the EU-U.S. Privacy Shield",
        "The United States ensures an adequate level of protection.", "2016-07-12",
    )
    judgment = titled_record(
        "privacy", "schrems-ii", "judgment",
        "Judgment of the Court, Case C-311/18, Data Protection Commissioner v Facebook Ireland",
        "The Ombudsperson mechanism offers no effective remedy. On those grounds, the Court "
        "hereby rules: Commission Implementing Decision (EU) 2016/1250 is invalid.",
        "2020-07-16",
    )
    framework = titled_record(
        "privacy", "dpf", "decision",
        "Commission Implementing Decision (EU) 2023/1795 on the EU-US Data Privacy Framework",
        "In case C-311/18 the Court of Justice declared Implementing Decision (EU) 2016/1250 "
        "invalid. The United States ensures an adequate level of protection.",
        "2023-07-10",
    )
    repeal = titled_record(
        "privacy", "repeal", "decision",
        "Commission Implementing Decision (EU) 2024/1 repealing Implementing Decision (EU) "
        "2016/1250", "The decision is repealed.", "2024-01-02",
    )
    records = declared(extractor, shield, judgment, framework, repeal)
    assert records[1].document.doc_type == "opinion"
    edges = derive(records, embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind, e.status) for e in edges} >= {
        ("schrems-ii", "shield", "voids", "accepted"),
    }
    assert not [e for e in edges if e.newer_id == "dpf"]


def test_a_final_rule_supersedes_the_interim_rule_of_its_rulemaking_not_its_correction(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 87: "VA adopts as final, with changes, the interim final rule published on June
    5, 2019" named the earlier rule by no name. The two share their RIN; the final rule
    adopting the interim rule of that day accepts the edge. A correcting
    amendment of the same RIN corrects the final rule beside it, and a consolidated text
    without a RIN still replaces its earlier version by day (the rule chains RIN holders only)."""
    header = "BUREAU OF CONSUMER FINANCIAL PROTECTION\n12 CFR Part 1026\nRIN 3170-AA98\n\n"
    interim = record("ifr", header + "ACTION: Interim final rule. Consumers may waive the "
                     "right to rescind.", domain="finance", doc_type="regulation",
                     published_at="2020-04-20", title="Waiver of Rescission - Interim Final Rule")
    final = record("final", header + "ACTION: Final rule. The Bureau adopts as final, with "
                   "changes, the interim final rule published on April 20, 2020.", domain="finance",
                   doc_type="regulation", published_at="2020-12-01",
                   title="Waiver of Rescission - Final Rule")
    correction = record("fix", header + "ACTION: Correcting amendment. The final rule "
                        "published on December 1, 2020 contained an error in paragraph (e).",
                        domain="finance", doc_type="regulation", published_at="2021-02-01",
                        title="Waiver of Rescission; Correcting Amendment")
    consolidated = [
        record(doc_id, body, domain="finance", doc_type="regulation", published_at=at,
               title=f"Consolidated text: Regulation (EU) 2021/445 - version of {day}")
        for doc_id, day, at, body in (
            ("cons-1", "07/04/2021", "2021-04-07", "Firms report quarterly."),
            ("cons-2", "02/03/2023", "2023-03-02", "Firms report monthly. This consolidated "
             "version replaces the consolidated version of 07/04/2021."),
        )
    ]
    edges = derive([interim, final, correction, *consolidated], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.status) for e in edges if e.supersedes} == {
        ("final", "ifr", "accepted"),
        ("cons-2", "cons-1", "accepted"),
    }


def test_what_a_court_did_not_do_derives_no_accepted_edge(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """The legal analyst's second trial: a long negation, a reaffirmed case in the next
    clause, an overruled objection, an "overruled on other grounds by" citation and a
    concurrence printed before the court's opinion; "We disapprove" and "We reverse" are
    acts."""
    cases = ["moss", "otto", "xiao", "xena", "fox", "kent", "dale", "ruth", "bell", "quill",
             "hess", "roe", "zed"]
    old = [
        opinion(name, f"{name.title()} v. Page, {100 + n} U.S. 1 (1990)", "A rule.",
                "1990-01-01")
        for n, name in enumerate(cases)
    ]
    later = [
        opinion("n1", "Aa v. Bb, 600 U.S. 1 (2020)",
                "Nothing in this opinion should be read to overrule Kent v. Page.", "2020-01-01"),
        opinion("n2", "Cc v. Dd, 600 U.S. 2 (2020)",
                "We overrule Moss v. Page, but we reaffirm Otto v. Page.", "2020-01-01"),
        opinion("n3", "Ee v. Ff, 600 U.S. 3 (2020)",
                "The district court overruled the defendant's objection under Xiao v. Page.",
                "2020-01-01"),
        opinion("n4", "Gg v. Hh, 600 U.S. 4 (2020)",
                "See Xena v. Page, 103 U.S. 1 (1990), overruled on other grounds by Fox v. "
                "Page, 104 U.S. 1 (1990).", "2020-01-01"),
        opinion("n5", "Ii v. Jj, 600 U.S. 5 (2020)",
                "JUSTICE OAKS, concurring. I agree.\n\nJUSTICE KENNEDY delivered the opinion of "
                "the Court. We overrule Dale v. Page.", "2020-01-01"),
        opinion("n6", "Kk v. Ll, 600 U.S. 6 (2020)", "We disapprove Ruth v. Page.", "2020-01-01"),
        opinion("n7", "Mm v. Nn, 600 U.S. 7 (2020)", "We reverse Bell v. Page.", "2020-01-01"),
        opinion("n8", "Oo v. Pp, 600 U.S. 8 (2020)",
                "Quill v. Page, 109 U.S. 1, and Hess v. Page, 110 U.S. 1, are overruled.",
                "2020-01-01"),
        opinion("n9", "Qq v. Rr, 600 U.S. 9 (2020)",
                "Roe v. Page was abrogated by Congress. The judgment in Roe v. Page, 111 U.S. 1 "
                "(1990), is reversed.", "2020-01-01"),
        opinion("n10", "Ss v. Tt, 600 U.S. 10 (2020)",
                "Since it has no textual basis, we overrule Zed v. Page.", "2020-01-01"),
    ]
    edges = derive([*old, *later], embedded_store, extractor)
    accepted = accepted_pairs(edges)
    assert accepted == {
        ("n2", "moss", "overrules"),
        ("n5", "dale", "overrules"),
        ("n6", "ruth", "overrules"),
        ("n7", "bell", "supersedes"),
        ("n8", "quill", "overrules"),
        ("n8", "hess", "overrules"),
        ("n9", "roe", "supersedes"),  # the accepted reversal, not the reported abrogation
        ("n10", "zed", "overrules"),  # the negation stands before the comma
    }


@pytest.mark.parametrize(("namesakes", "expected"), [(2, 2), (11, 0)])
def test_a_cue_naming_too_many_namesakes_proposes_nothing(
    embedded_store: GraphStore, extractor: SpacyExtractor, namesakes: int, expected: int
) -> None:
    """"The rule of Diaz v. Fox is limited" cannot say which of many Diaz v. Fox opinions it
    means: above the cue's ``max_targets`` (10) it proposes no edge instead of one per namesake."""
    opinions = [
        record(
            f"diaz-{index}",
            "The Court held a rule.",
            title=f"Diaz v. Fox, {100 + index} U.S. {index + 1}",
            domain="legal",
            doc_type="opinion",
            published_at=f"{1900 + index}-01-01",
        )
        for index in range(namesakes)
    ]
    limiting = record(
        "limiting",
        "The rule of Diaz v. Fox is limited to its facts.",
        title="Limiting opinion",
        domain="legal",
        doc_type="opinion",
        published_at="1990-01-01",
    )
    edges = derive([*opinions, limiting], embedded_store, extractor)
    assert [e.newer_id for e in edges if e.kind == "limits"] == ["limiting"] * expected


def test_policy_versions_chain_to_the_previous_version_only(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    versions = [
        record(
            f"v{n}",
            f"Remote work rules, edition {n}.",
            title=f"HR-POL-7 Remote work v{n}",
            domain="policy",
            doc_type="policy",
            effective_from=f"20{19 + n}-01-01",
        )
        for n in (1, 2, 3)
    ]
    other = record(
        "travel",
        "Travel rules mention HR-POL-7 in passing.",
        title="FIN-POL-3 Travel",
        domain="policy",
        doc_type="policy",
        effective_from="2024-01-01",
    )
    edges = derive([*versions, other], embedded_store, extractor)
    assert pairs(edges) == {("v2", "v1", "replaces"), ("v3", "v2", "replaces")}


def test_a_policy_named_before_replaces_is_the_one_acting(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A policy reporting that another replaces a third proposes the acting policy's edge; a
    replacement of a part of a policy supersedes nothing: the policy stays in force, amended."""

    def policy(doc_id: str, title: str, text: str, year: int) -> SourceRecord:
        at = f"{year}-01-01"
        fields = {"domain": "policy", "doc_type": "policy", "published_at": at}
        return record(doc_id, text, title=title, effective_from=at, **fields)

    old = policy("hr7", "HR-POL-7 Leave", "Leave rules.", 2019)
    new = policy("hr9", "HR-POL-9 Leave and absence", "Leave and absence rules.", 2022)
    onboarding = policy("hr12", "HR-POL-12 Onboarding", "HR-POL-9 replaces HR-POL-7.", 2023)
    assert pairs(derive([old, new, onboarding], embedded_store, extractor)) == {
        ("hr9", "hr7", "replaces")
    }
    text = "This policy replaces section 2 of HR-POL-7."
    partial = policy("hr13", "HR-POL-13 Travel", text, 2023)
    assert pairs(derive([old, partial], embedded_store, extractor)) == {("hr13", "hr7", "amends")}


def test_regional_editions_are_separate_series(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A curator's trials: the EU edition of a policy code replaced the US edition, a
    retirement notice for the EU repealed every region's edition, and an edition written
    "(UK edition)" without a region entity replaced all of them. Editions of different
    regions are separate series (``distinct: [region]``); one naming no region follows the
    latest edition of each, and a regional one does not displace the global edition."""

    def edition(
        doc_id: str, title: str, at: str, *regions: str, text: str = "Leave rules.", **fields: Any
    ) -> SourceRecord:
        return record(doc_id, text, title=f"HR-POL-12 Parental Leave {title}",
                      domain="policy", effective_from=at,
                      entities=[f"region:{region}" for region in regions],
                      **{"doc_type": "policy", **fields})

    editions = [
        edition("global-2019", "(all staff)", "2019-01-01"),
        edition("eu-2022", "(EU edition)", "2022-04-01", "EU"),
        edition("us-2023", "(US edition)", "2023-07-01", "US"),
        edition("eu-2024", "v2", "2024-09-01", "EU"),
        edition("uk-2024", "(UK edition)", "2024-10-01"),
        edition("all-2025", "(global)", "2025-09-01",
                text="This global policy replaces the former EU edition for all staff."),
        edition("eu-retired", "retirement (EU)", "2026-01-01", "EU", doc_type="policy_retirement"),
    ]
    assert pairs(derive(editions, embedded_store, extractor)) == {
        ("eu-2024", "eu-2022", "replaces"),
        ("all-2025", "eu-2024", "replaces"),
        ("all-2025", "us-2023", "replaces"),
        ("all-2025", "uk-2024", "replaces"),
        ("all-2025", "global-2019", "replaces"),
        ("eu-retired", "eu-2024", "repeals"),
        ("eu-retired", "eu-2022", "repeals"),
    }


def test_a_medication_guide_and_the_prescribing_information_are_separate_series(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 89: each revision of a drug's Medication Guide replaced its prescribing
    information and the other way round. The labeling part a title names tells the series
    apart (``distinct: [label_part]``); a label naming none follows the latest of each."""

    def label(doc_id: str, title: str, at: str) -> SourceRecord:
        return titled_record("pharma", doc_id, "label", title,
                             "Obtain liver tests before starting VELTRAZINE.", at,
                             labeler="Halden Therapeutics")

    labels = [
        label("pi-2021", "VELTRAZINE (veltrazine hydrochloride) tablets - Highlights of "
              "Prescribing Information (Revised: 03/2021)", "2021-03-18"),
        label("mg-2022", "MEDICATION GUIDE - VELTRAZINE (veltrazine hydrochloride) tablets "
              "(Revised: 11/2022)", "2022-11-09"),
        label("pi-2023", "VELTRAZINE (veltrazine hydrochloride) tablets - Highlights of "
              "Prescribing Information (Revised: 06/2023)", "2023-06-21"),
        label("mg-2023", "Medication Guide - VELTRAZINE (veltrazine hydrochloride) tablets "
              "(Revised: 06/2023)", "2023-06-22"),
        label("all-2024", "VELTRAZINE (veltrazine hydrochloride) tablets - labeling", "2024-02-01"),
    ]
    assert pairs(derive(labels, embedded_store, extractor)) == {
        ("pi-2023", "pi-2021", "replaces"),
        ("mg-2023", "mg-2022", "replaces"),
        ("all-2024", "pi-2023", "replaces"),
        ("all-2024", "mg-2023", "replaces"),
    }


def test_a_release_note_stating_the_fix_on_disclosure_day_is_proposed(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A cue edge needs its older document not to be later; the same day is coordinated
    disclosure, not a release predating the advisory."""
    advisory = record("GHSA-w5x6-c7v8-j9m2", "Algorithm confusion in jwtkit.",
                      title="jwtkit algorithm confusion (GHSA-w5x6-c7v8-j9m2)", domain="security",
                      doc_type="advisory", published_at="2025-01-20T15:00:00Z")
    notes = [
        record(f"note-{day}", "jwtkit v2.0.1 fixes GHSA-w5x6-c7v8-j9m2: keys are bound.",
               domain="security", doc_type="release_note", published_at=f"2025-01-{day}")
        for day in (19, 20)
    ]
    edges = derive([advisory, *notes], embedded_store, extractor)
    assert pairs(edges) == {("note-20", "GHSA-w5x6-c7v8-j9m2", "patches")}


def test_a_release_before_its_advisory_patches_it_where_the_advisory_lists_its_version(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 59: Log4j 2.16.0 "fixes CVE-2021-45046" a day before the advisory listing
    "Patched versions: 2.16.0; 2.12.2"; a Debian advisory sharing the CVE lists no such
    version, so a release before it patches it in no way; an advisory not listing the
    release's version stays out of reach of an earlier release too."""
    def advisory(doc_id: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=f"{doc_id} advisory", domain="security",
                      doc_type="advisory", published_at=at)

    ghsa = advisory("GHSA-7rjr-3q55-vv33", "GHSA-7rjr-3q55-vv33 - CVE-2021-45046\nPatched "
                    "versions: 2.16.0; 2.12.2\nThe fix in 2.15.0 was incomplete.", "2021-12-14")
    debian = advisory("DSA-5022-1", "CVE-2021-45046: fixed in version 2.16.0-1~deb11u1 of "
                      "apache-log4j2.", "2021-12-15")
    later = advisory("GHSA-later", "CVE-2021-45046 also affects 2.17.0. Patched versions: "
                     "2.17.1", "2021-12-20")
    release = record("log4j-2.16.0", "Security\nThis release fixes CVE-2021-45046.",
                     title="Apache Log4j 2.16.0 release notes", domain="security",
                     doc_type="release_note", published_at="2021-12-13")
    found = {
        (e.newer_id, e.older_id): e.status
        for e in derive([ghsa, debian, later, release], embedded_store, extractor)
    }
    assert found.get(("log4j-2.16.0", "GHSA-7rjr-3q55-vv33")) == "accepted"
    assert ("log4j-2.16.0", "DSA-5022-1") not in found
    assert ("log4j-2.16.0", "GHSA-later") not in found


def test_pharma_recall_matches_ndc_across_ten_and_eleven_digit_forms(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    label = record(
        "label",
        "Ranitidine tablets, NDC 0093-7146-01.",
        domain="pharma",
        doc_type="label",
        published_at="2018-01-01",
    )
    recall = record(
        "recall",
        "Voluntary recall of lots with NDC 00093-7146-01.",
        domain="pharma",
        doc_type="recall",
        published_at="2019-09-01",
    )
    edges = derive([label, recall], embedded_store, extractor)
    assert pairs(edges) == {("recall", "label", "recalls")}


def test_pharma_recall_naming_the_product_code_recalls_every_package_label(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A recall that lists product codes ("NDC 0093-7146", 4-4) reaches the labels of that
    product's packages (0093-7146-01), and not those of a neighbouring product."""
    labels = [
        record(
            f"label-{package}",
            f"Valsartan tablets, NDC {code}.",
            domain="pharma",
            doc_type="label",
            published_at="2018-01-01",
        )
        for package, code in (
            ("01", "0093-7146-01"),
            ("98", "00093714698"),
            ("other", "0093-7147-01"),
        )
    ]
    recall = record(
        "recall",
        "Voluntary recall of valsartan tablets, NDC 0093-7146 (all lots).",
        domain="pharma",
        doc_type="recall",
        published_at="2019-09-01",
    )
    edges = derive([*labels, recall], embedded_store, extractor)
    assert pairs(edges) == {("recall", "label-01", "recalls"), ("recall", "label-98", "recalls")}


def pharma_record(doc_id: str, doc_type: str, text: str, at: str, **metadata: str) -> SourceRecord:
    return record(
        doc_id, text, domain="pharma", doc_type=doc_type, published_at=at, metadata=metadata
    )


def test_labels_without_ndc_are_revised_by_their_labeler(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 57: three editions of one labeler's ZORVANE label, excerpts giving no NDC code,
    derived no chain (labels were chained by NDC only); another labeler's label of the drug
    stays apart, and labels giving NDCs are still chained by them alone."""
    text = "ZORVANE (felodrastat) tablets. Highlights of prescribing information."
    labels = [
        pharma_record("z2023", "label", text, "2023-06-01", labeler="Harrowgate Pharmaceuticals"),
        pharma_record("z2025", "label", text, "2025-01-15", labeler="Harrowgate Pharmaceuticals"),
        pharma_record("generic", "label", text, "2025-03-01", labeler="Northbridge Generics"),
        pharma_record("z2025b", "label", text, "2025-09-01", labeler="Harrowgate Pharmaceuticals"),
    ]
    edges = derive(labels, embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.status) for e in edges} == {
        ("z2025", "z2023", "accepted"),
        ("z2025b", "z2025", "accepted"),
    }


def test_labels_of_a_product_their_metadata_declare_are_revised_by_their_labeler(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 78: "GLAREXA (insulin tevoglargine) injection" names no drug a pattern reads (the
    generic is two words); the labels' metadata "product" names it, and one label giving NDC
    codes and the next giving none were not chained."""

    def label(doc_id: str, title: str, at: str, text: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="pharma", doc_type="label",
                      published_at=at, metadata={"product": "GLAREXA",
                                                 "labeler": "Marisol Biopharma"})

    rows = [
        label("g19", "GLAREXA (insulin tevoglargine) injection - Prescribing Information (10/2019)",
              "2019-10-01", "GLAREXA (insulin tevoglargine) injection. NDC 72810-0100-05."),
        label("g22", "GLAREXA (insulin tevoglargine) injection - Prescribing Information (05/2022)",
              "2022-05-23", "GLAREXA (insulin tevoglargine) injection. Revised: 05/2022"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("g22", "g19")) == "accepted"


def test_pharma_recall_without_ndc_recalls_the_labels_of_its_firm(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Without NDC codes the drug name alone cannot say whose product a recall means: the
    firm named on both decides (accepted); another labeler's label of the drug is untouched."""
    solco = pharma_record(
        "solco-label",
        "label",
        "Valsartan tablets USP 160 mg. Manufactured for Solco Healthcare US, LLC.",
        "2017-06-01",
        generic_name="valsartan",
        labeler="Solco Healthcare",
    )
    teva = pharma_record(
        "teva-label",
        "label",
        "Valsartan tablets 80 mg. Teva Pharmaceuticals USA.",
        "2016-03-15",
        generic_name="valsartan",
        labeler="Teva Pharmaceuticals",
    )
    recall = pharma_record(
        "solco-recall",
        "recall",
        "Solco Healthcare is voluntarily recalling all lots of valsartan tablets (NDMA).",
        "2018-07-13",
        generic_name="valsartan",
        recalling_firm="Solco Healthcare",
    )
    edges = derive([solco, teva, recall], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.status) for e in edges} == {
        ("solco-recall", "solco-label", "accepted")
    }


def test_pharma_firms_meet_whatever_their_corporate_form(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Teva Pharmaceuticals USA, Inc." on the label and "Teva Pharmaceuticals USA Inc" on the
    recall are one firm; a label naming no firm only gets a proposal."""
    label = pharma_record(
        "teva-label",
        "label",
        "Amlodipine besylate tablets. Manufactured by Teva Pharmaceuticals USA, Inc.",
        "2017-01-01",
        generic_name="amlodipine",
        labeler="Teva Pharmaceuticals USA, Inc.",
    )
    unnamed = pharma_record(
        "plain-label", "label", "Amlodipine besylate tablets, 5 mg.", "2017-02-01"
    )
    recall = pharma_record(
        "teva-recall",
        "recall",
        "Teva Pharmaceuticals USA Inc is recalling amlodipine besylate tablets.",
        "2019-05-01",
        recalling_firm="Teva Pharmaceuticals USA Inc",
    )
    edges = derive([label, unnamed, recall], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.status) for e in edges} == {
        ("teva-recall", "teva-label", "accepted"),
        ("teva-recall", "plain-label", "proposed"),
    }


def test_a_later_load_finds_the_names_an_earlier_load_declared(
    embedded_store: GraphStore,
) -> None:
    """A recall loaded by a later run (a fresh extractor, no metadata) names the drug and the
    firm that only the label's metadata declared: the store remembers those names, so the
    recall is linked as if both had been loaded together."""
    from ingest.derive import PackDeriver
    from ingest.load import load_records

    first = SpacyExtractor(load_packs())
    label = pharma_record(
        "label",
        "label",
        "Sertraline tablets 50 mg. Manufactured for Zydus Lifesciences Ltd.",
        "2018-01-01",
        generic_name="sertraline",
        labeler="Zydus Lifesciences Ltd.",
    )
    load_records([label], embedded_store, extractor=first, derive_edges=PackDeriver(first))
    later = SpacyExtractor(load_packs())
    recall = pharma_record(
        "recall", "recall", "Zydus Lifesciences is recalling sertraline tablets.", "2019-01-01"
    )
    load_records([recall], embedded_store, extractor=later, derive_edges=PackDeriver(later))
    assert {(e.newer_id, e.older_id, e.status) for e in embedded_store.edges()} == {
        ("recall", "label", "accepted")
    }


def test_pharma_recall_naming_no_known_firm_is_proposed_for_every_label_of_the_drug(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    labels = [
        pharma_record(
            f"label-{firm}",
            "label",
            f"Valsartan tablets by {firm}.",
            "2017-01-01",
            generic_name="valsartan",
            labeler=firm,
        )
        for firm in ("Solco", "Teva")
    ]
    recall = pharma_record(
        "recall", "recall", "Valsartan tablets are being recalled (NDMA).", "2018-07-13"
    )
    edges = derive([*labels, recall], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.status) for e in edges} == {
        ("recall", "label-Solco", "proposed"),
        ("recall", "label-Teva", "proposed"),
    }


def test_pharma_ndc_codes_on_both_sides_decide_alone(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Same drug, same firm, different NDC products: the recall is not this label's."""
    label = pharma_record(
        "label",
        "label",
        "Valsartan tablets 80 mg, NDC 43547-366-09. Solco Healthcare.",
        "2017-01-01",
        generic_name="valsartan",
        labeler="Solco Healthcare",
    )
    recall = pharma_record(
        "recall",
        "recall",
        "Solco Healthcare recalls valsartan tablets 160 mg, NDC 43547-367-09.",
        "2018-07-13",
        generic_name="valsartan",
        recalling_firm="Solco Healthcare",
    )
    assert derive([label, recall], embedded_store, extractor) == []


def test_explicit_edges_suppress_derived_duplicates(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    older = record(
        "a",
        "EMP001-Kim pre-clearance for ORCL.",
        domain="finance",
        doc_type="pre_clearance_approved",
        published_at="2024-01-01",
        metadata={"ticker": "ORCL"},
    )
    newer = record(
        "b",
        "ORCL blackout.",
        domain="finance",
        doc_type="blackout_announced",
        published_at="2024-01-02",
    )
    newer.edges.append(AuthorityEdge(newer_id="b", older_id="a", kind="voids"))
    assert derive([older, newer], embedded_store, extractor) == []


def test_analyses_from_the_loader_are_used(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    older = record(
        "a",
        "no entities here",
        domain="finance",
        doc_type="pre_clearance_approved",
        published_at="2024-01-01",
    )
    newer = record(
        "b", "nor here", domain="finance", doc_type="blackout_announced", published_at="2024-01-02"
    )
    analyses = {
        "a": Analysis(entities=[entity("ticker:XOM"), entity("emp:EMP001-Kim")]),
        "b": Analysis(entities=[entity("ticker:XOM")]),
    }
    edges = derive_edges(
        [older, newer],
        embedded_store,
        analyses=analyses,
        packs=extractor.packs,
        extractor=extractor,
    )
    assert pairs(edges) == {("b", "a", "voids")}


def test_records_no_pack_governs_give_no_edges(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    memo = [record(f"m{i}", "CVE-2024-0001 fixed", published_at=f"2024-01-0{i}") for i in (1, 2)]
    assert derive(memo, embedded_store, extractor) == []


def test_a_commentary_reporting_an_overruling_proposes_nothing(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A note about the cases ("the Court overruled Swift v. Tyson in Erie ...") reports what
    the Court did; it is no opinion of the legal pack, so its cue proposes neither the case
    overruled nor the overruling one. An untyped document saying the same still proposes."""
    swift = opinion("swift", "Swift v. Tyson, 41 U.S. 1", "Independent judgment.", "1842-01-25")
    erie = opinion(
        "erie",
        "Erie Railroad Co. v. Tompkins, 304 U.S. 64",
        "There is no federal general common law.",
        "1938-04-25",
    )
    text = "In 1938 the Court overruled Swift v. Tyson in Erie Railroad Co. v. Tompkins."
    note = record("note", text, domain="legal", doc_type="commentary", published_at="1939-01-01")
    assert pairs(derive([swift, erie, note], embedded_store, extractor)) == set()
    untyped = record("untyped", text, domain="legal", published_at="1939-01-01")
    proposed = derive([swift, erie, untyped], embedded_store, extractor)
    assert {(e.newer_id, e.older_id) for e in proposed} >= {("untyped", "swift")}


def _osv(tmp_path: Path, osv_id: str, events: list[dict[str, str]]) -> list[SourceRecord]:
    payload = {
        "id": osv_id,
        "modified": "2024-05-01T00:00:00Z",
        "published": "2024-05-01T00:00:00Z",
        "summary": "Path traversal in fastcsv",
        "affected": [
            {
                "package": {"ecosystem": "npm", "name": "fastcsv"},
                "ranges": [{"type": "SEMVER", "events": events}],
            }
        ],
    }
    path = tmp_path / f"{osv_id}.json"
    path.write_text(json.dumps(payload), "utf-8")
    return [item for item in read_osv(path) if isinstance(item, SourceRecord)]


def _fastcsv_release(version: str, published: str, text: str) -> SourceRecord:
    return record(
        f"rel:fastcsv@{version}",
        f"fastcsv {version}: {text}",
        title=f"fastcsv {version}",
        domain="security",
        doc_type="release_note",
        published_at=published,
        entities=["pkg:npm/fastcsv"],
    )


@pytest.mark.parametrize(
    ("events", "expected"),
    [
        # fixed in 2.6.0: the typo release after the advisory is no fix; 2.6.0 is, and so is
        # a fix published before the advisory when it reaches the fixed version
        ([{"introduced": "0"}, {"fixed": "2.6.0"}], {"rel:fastcsv@2.6.0"}),
        # the record knows no fix: no later release patches it on dates alone
        ([{"introduced": "0"}], set()),
    ],
)
def test_osv_stated_versions_decide_which_release_patches(
    embedded_store: GraphStore,
    extractor: SpacyExtractor,
    tmp_path: Path,
    events: list[dict[str, str]],
    expected: set[str],
) -> None:
    advisory = _osv(tmp_path, "GHSA-7mrc-q2w5-8p6j", events)
    releases = [
        _fastcsv_release("2.5.1", "2024-05-10", "Fix typo in docs."),
        _fastcsv_release("2.6.0", "2024-04-20", "Fixes path traversal."),
    ]
    edges = derive([*advisory, *releases], embedded_store, extractor)
    patched_by = {
        e.newer_id
        for e in edges
        if e.older_id == "GHSA-7mrc-q2w5-8p6j" and e.status == "accepted"
        and e.newer_id.startswith("rel:")
    }
    assert patched_by == expected


@pytest.mark.parametrize(
    ("notice", "published", "expected"),
    [
        # the notice names no version the rules can read: dates order the pair as before
        ("The maintainer team has published version 45.8.", "2024-01-20", {"fix"}),
        # a dated notice without a version, published before the advisory: still no fix
        ("The maintainer team has published a release.", "2023-12-01", set()),
    ],
)
def test_a_stated_range_against_a_notice_without_a_version_is_ordered_by_dates(
    embedded_store: GraphStore,
    extractor: SpacyExtractor,
    notice: str,
    published: str,
    expected: set[str],
) -> None:
    """CVEPatchQA-shaped: every disclosure states "up to and including X"; a notice whose
    version the rules cannot read must not lose its date-ordered edge, nor gain an unordered
    one, because the advisory states versions."""
    advisory = cve_record(
        "adv", "cve_disclosed", "2024-01-10",
        "CVE-2024-00251 has been identified in puppet. Affected versions: puppet up to and "
        "including 45.7. No patch is currently available.",
        entities=["product:puppet"],
    )
    fix = cve_record("fix", "patch_released", published, notice, entities=["product:puppet"])
    edges = derive([advisory, fix], embedded_store, extractor)
    assert {e.newer_id for e in edges if e.status == "accepted"} == expected


def test_a_recall_does_not_recall_what_it_says_is_not_affected(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """An NDC named only in a sentence saying it is not affected is not the recall's scope;
    one named both ways is."""
    labels = [
        pharma_record(f"label-{ndc}", "label", f"Atorvastatin calcium tablets, NDC {ndc}.",
                      "2022-01-15", generic_name="atorvastatin", labeler="Ascend Laboratories")
        for ndc in ("67877-511-90", "67877-512-90", "67877-513-90")
    ]
    recall = pharma_record(
        "recall", "recall",
        "Ascend Laboratories is recalling atorvastatin calcium tablets, NDC 67877-512-90 and "
        "NDC 67877-513-90. Tablets with NDC 67877-511-90 are not affected by this recall. "
        "Lots of NDC 67877-513-90 made after May are not included.",
        "2024-10-10", recalling_firm="Ascend Laboratories",
    )
    assert pairs(derive([*labels, recall], embedded_store, extractor)) == {
        ("recall", "label-67877-512-90", "recalls"),
        ("recall", "label-67877-513-90", "recalls"),
    }
    for wording in (
        "recalling atorvastatin calcium tablets 20 mg, NDC 67877-512-90, while NDC "
        "67877-511-90 is not affected by this recall.",
        "recalling tablets, NDC 67877-512-90. This recall does not affect NDC 67877-511-90.",
        "recalling tablets, NDC 67877-512-90; no other products, including NDC 67877-511-90, "
        "are affected.",
        "recalling all atorvastatin calcium tablets, NDC 67877-512-90, except NDC "
        "67877-511-90.",
    ):
        worded = recall.model_copy(update={"document": recall.document.model_copy(
            update={"text": f"Ascend Laboratories is {wording}"})})
        assert pairs(derive([*labels[:2], worded], embedded_store, extractor)) == {
            ("recall", "label-67877-512-90", "recalls")
        }, wording


def test_a_repackagers_recall_does_not_recall_the_source_label(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A repackager's recall names the labeler's NDC as its source product: its own
    repackaged product is recalled, the labeler's label is not (trial 51's Quelora)."""
    label = pharma_record(
        "label", "label", "QUELORA (fenzapride) capsules, 150 mg, NDC 50742-305-60. "
        "Manufactured for Brightwater Therapeutics LLC.", "2023-05-10", brand_name="Quelora",
    )
    repackaged = pharma_record(
        "repack-label", "label", "Fenzapride capsules 150 mg, NDC 68071-4410-3, repackaged "
        "by Northpoint Repackaging Services.", "2023-08-01", generic_name="fenzapride",
    )
    recall = pharma_record(
        "recall", "recall", "Product Description: Fenzapride capsules, 150 mg, repackaged by "
        "Northpoint Repackaging Services, NDC 68071-4410-3 (source product: QUELORA, NDC "
        "50742-305-60, Brightwater Therapeutics LLC). Reason for Recall: label mix-up.",
        "2024-03-21", recalling_firm="Northpoint Repackaging Services",
    )
    assert pairs(derive([label, repackaged, recall], embedded_store, extractor)) == {
        ("recall", "repack-label", "recalls")
    }


@pytest.mark.parametrize(
    ("text", "excluded"),
    [
        ("All versions of pkg:npm/fastcsv before 2.4.0 are affected, and 2.4.0 and later are "
         "not affected.", set()),
        ("Ascend is recalling NDC 67877-512-90 because tablets may not be recalled by "
         "distributors.", set()),
        ("Ascend is recalling NDC 67877-512-90; NDC 67877-511-90 is not affected.",
         {"ndc:67877-0511-90"}),
        ("Tablets with NDC 67877-511-90, 67877-513-90 are not affected.",
         {"ndc:67877-0511-90", "ndc:67877-0513-90"}),
        # a repackager's recall: the labeler's product it was made from is not recalled
        ("Capsules repackaged by Northpoint, NDC 68071-4410-3 (source product: NDC "
         "50742-305-60).", {"ndc:50742-0305-60"}),
        ("Acme tablets, NDC 68071-4410-3, relabeled from NDC 67877-511-90.",
         {"ndc:67877-0511-90"}),
    ],
)
def test_exclusion_reaches_only_its_own_clause(
    extractor: SpacyExtractor, text: str, excluded: set[str]
) -> None:
    from ingest.spacy_pipeline import excluded_keys

    document = Document(id="d", text=text, domain="pharma", doc_type="recall")
    (doc,) = list(extractor._docs([extractor.text_of(document)]))
    assert excluded_keys(doc) == excluded


def test_a_list_item_excludes_only_within_itself(extractor: SpacyExtractor) -> None:
    """Bullets end clauses: '..., excluding environment variables' in one item (GHSA-5f5r's
    impact list) does not exclude the product named in the items around it."""
    from ingest.spacy_pipeline import excluded_keys

    text = (
        "## Impact\n\n- **Logs**: recent application logs of pkg:npm/fastcsv\n"
        "- **Container info**: the engine API's endpoint, excluding environment variables\n"
        "- **Units**: properties of NDC 67877-512-90"
    )
    document = Document(id="d", text=text, domain="security", doc_type="advisory")
    (doc,) = list(extractor._docs([extractor.text_of(document)]))
    assert excluded_keys(doc) == set()


def test_loads_in_turn_derive_what_one_load_derives(
    cli: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A user's trial: fastcsv 3.2.1 and 3.3.0 (stored) fix two advisories; loading 3.4.0
    with a third advisory later made 3.4.0 patch all three (only new releases competed to be
    the first reaching a stored advisory's fixed version), and re-sending either file flipped
    the two extra edges off and on."""
    security = {"domain": "security", "entities": ["pkg:npm/fastcsv"]}

    def release(version: str, day: str) -> dict[str, Any]:
        return {"id": f"rel-{version}", "doc_type": "release_note", "published_at": day,
                "title": f"fastcsv {version} release notes",
                "text": f"fastcsv {version} improves parsing.", **security}

    def advisory(name: str, day: str, fixed: str) -> dict[str, Any]:
        return {"id": f"adv-{name}", "doc_type": "advisory", "published_at": day,
                "title": f"{name} in fastcsv",
                "text": f"fastcsv before {fixed} is affected by {name}. Fixed in version {fixed}.",
                **security}

    first = [release("3.2.0", "2025-02-20"), release("3.2.1", "2025-03-09"),
             advisory("pollution", "2025-03-10", "3.2.1"), release("3.3.0", "2025-05-06"),
             advisory("redos", "2025-05-02", "3.3.0")]
    second = [advisory("injection", "2026-02-01", "3.4.0"), release("3.4.0", "2026-02-03")]
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    a.write_text("".join(json.dumps(row) + "\n" for row in first), "utf-8")
    b.write_text("".join(json.dumps(row) + "\n" for row in second), "utf-8")

    def accepted_now() -> set[tuple[str, str, str]]:
        listed = cli.invoke(app, ["edges", "list", "--status", "accepted", "--json"])
        assert listed.exit_code == 0, listed.output
        return {(r["edge"]["newer_id"], r["edge"]["kind"], r["edge"]["older_id"])
                for r in json.loads(listed.output)}

    for path in (a, b, a, b):
        assert cli.invoke(app, ["ingest", str(path)]).exit_code == 0
        if path == b:
            in_turn = accepted_now()
            assert ("rel-3.4.0", "patches", "adv-pollution") not in in_turn
            assert ("rel-3.4.0", "patches", "adv-injection") in in_turn
    monkeypatch.setenv("GRAPHCAR_DATA_DIR", str(tmp_path / "together"))
    assert cli.invoke(app, ["ingest", str(a), str(b)]).exit_code == 0
    assert accepted_now() == in_turn


def test_a_document_loaded_late_displaces_the_rule_choice_it_takes_over(
    cli: CliRunner, tmp_path: Path
) -> None:
    """v1 and v3 stored (v3 replaces v1), then v2: v3's latest predecessor is v2 now, so the
    rule's v3 -> v1 edge no longer follows and is rejected (the chain reads v3 -> v2 -> v1);
    likewise a release loaded late that is an advisory's first fix takes over from the
    stored later one."""
    policy = {"domain": "policy", "doc_type": "policy"}
    security = {"domain": "security", "entities": ["pkg:npm/tabula"]}

    def version(n: int) -> dict[str, Any]:
        return {"id": f"travel-v{n}", "title": f"Travel policy HR-POL-4 v{n}",
                "published_at": f"202{n}-01-01", "text": f"Travel rules, edition {n}.", **policy}

    def release(v: str, day: str) -> dict[str, Any]:
        return {"id": f"rel-{v}", "doc_type": "release_note", "published_at": day,
                "title": f"tabula {v}", "text": f"tabula {v} maintenance release.", **security}

    advisory = {"id": "adv-tabula", "doc_type": "advisory", "published_at": "2025-01-10",
                "title": "Path traversal in tabula", "text": "tabula lets paths escape.",
                **security}
    first = tmp_path / "first.jsonl"
    late = tmp_path / "late.jsonl"
    rows = [version(1), version(3), advisory, release("2.0.0", "2025-03-01")]
    first.write_text("".join(json.dumps(r) + "\n" for r in rows), "utf-8")
    late.write_text("".join(json.dumps(r) + "\n" for r in [version(2),
                    release("1.9.0", "2025-02-01")]), "utf-8")
    assert cli.invoke(app, ["ingest", str(first)]).exit_code == 0
    report = cli.invoke(app, ["ingest", str(late)])
    assert report.exit_code == 0, report.output
    assert "travel-v3 --replaces--> travel-v1 (versioned-policy:new_version_replaces_previous) " \
        "no longer follows from the documents; rejected" in " ".join(report.output.split())

    def edges(status: str) -> set[tuple[str, str]]:
        listed = cli.invoke(app, ["edges", "list", "--status", status, "--json"])
        return {(r["edge"]["newer_id"], r["edge"]["older_id"]) for r in json.loads(listed.output)}

    accepted, rejected = edges("accepted"), edges("rejected")
    assert {("travel-v3", "travel-v2"), ("travel-v2", "travel-v1")} <= accepted
    assert ("travel-v3", "travel-v1") in rejected
    assert ("rel-1.9.0", "adv-tabula") in accepted
    assert ("rel-2.0.0", "adv-tabula") in rejected
    exported = tmp_path / "graph.jsonl"
    assert cli.invoke(app, ["export", str(exported)]).exit_code == 0
    rows = [json.loads(line) for line in exported.read_text().splitlines()]
    related = {(e["newer_id"], e["older_id"], e["kind"]) for row in rows
               for e in row.get("edges", [])}
    assert ("rel-2.0.0", "rel-1.9.0", "relates") in related


def test_the_overruler_named_after_by_is_no_target(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A curator's trial: "Chevron ..., 467 U.S. 837, was overruled by Loper Bright ..." in a
    circuit opinion proposed that the circuit opinion overrules Loper Bright, which then
    showed as a review candidate in unrelated answers."""
    records = [
        opinion("chevron", "Chevron U.S.A. v. NRDC, 467 U.S. 837 (1984)", "Deference.",
                "1984-06-25"),
        opinion("loper", "Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024)",
                "We overrule Chevron U.S.A. v. NRDC.", "2024-06-28"),
        opinion("circuit", "Acme v. Agency, 99 F.4th 1 (5th Cir. 2025)",
                "Chevron U.S.A. v. NRDC, 467 U.S. 837, was overruled by Loper Bright "
                "Enterprises v. Raimondo.", "2025-01-10"),
    ]
    edges = derive(records, embedded_store, extractor)
    from_circuit = {(e.older_id, e.status) for e in edges if e.newer_id == "circuit"}
    assert ("loper", "proposed") not in from_circuit and ("loper", "accepted") not in from_circuit
    assert ("chevron", "proposed") in from_circuit
    assert ("loper", "chevron", "overrules") in accepted_pairs(edges)


def test_a_labels_own_labeler_is_in_its_scope_though_its_text_omits_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A curator's trial: a label declaring labeler Harbor Pharma in its metadata, whose text
    does not repeat it, got no firm, so Harbor's recall was only proposed for it (drug name,
    0.5) rather than recalled as its firm's (accepted)."""
    label = pharma_record(
        "harbor-label", "label", "Sertraline hydrochloride tablets 50 mg.", "2019-01-10",
        generic_name="sertraline", labeler="Harbor Pharma",
    )
    other = pharma_record(
        "other-label", "label", "Sertraline tablets 25 mg. Keystone Labs.", "2019-02-10",
        generic_name="sertraline", labeler="Keystone Labs",
    )
    recall = pharma_record(
        "harbor-recall", "recall",
        "Harbor Pharma is recalling sertraline hydrochloride tablets 50 mg.", "2025-03-01",
        generic_name="sertraline", recalling_firm="Harbor Pharma",
    )
    edges = derive([label, other, recall], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.status) for e in edges} == {
        ("harbor-recall", "harbor-label", "accepted")
    }


def sec(doc_id: str, title: str, doc_type: str, at: str, text: str) -> SourceRecord:
    """A record of the security domain about the acme-httpd product."""
    return record(doc_id, text, title=title, domain="security", doc_type=doc_type,
                  published_at=at, metadata={"product": "acme-httpd"})


@pytest.mark.parametrize(
    ("title", "withdrawn"),
    [
        ("ACME-SA-2025-009 withdrawn as duplicate of ACME-SA-2025-007", {"sa9"}),
        ("ACME-SA-2025-009 withdrawn; ACME-SA-2025-007 not withdrawn", {"sa9"}),
        ("Withdrawal notice: ACME-SA-2025-009 (see ACME-SA-2025-007, which remains valid)",
         {"sa9"}),
        ("Withdrawal of ACME-SA-2025-009 (replaced by ACME-SA-2025-007)", {"sa9"}),
        ("Clarification: ACME-SA-2025-007 is not withdrawn", set()),
        # the CVE it shares with another vendor's advisory is not its own id
        ("ACME-SA-2025-009 (CVE-2025-32990) WITHDRAWN", {"sa9"}),
    ],
)
def test_a_withdrawal_notice_withdraws_the_advisory_its_title_names_as_its_own(
    embedded_store: GraphStore, extractor: SpacyExtractor, title: str, withdrawn: set[str]
) -> None:
    """The review of trial 51's readings: a title naming two advisories withdrew both."""
    docs = [
        sec("sa7", "ACME-SA-2025-007: Incomplete fix (CVE-2025-32990)", "advisory",
            "2025-04-16", "CVE-2025-32990. Fixed in acme-httpd 3.4.3."),
        sec("sa9", "ACME-SA-2025-009: Chunk extension overflow (CVE-2025-32990)", "advisory",
            "2025-05-02", "CVE-2025-32990. Upgrade to acme-httpd 3.4.3."),
        sec("dsa", "DSA-5960-1 acme-httpd -- security update (CVE-2025-32990)", "advisory",
            "2025-05-03", "CVE-2025-32990. Fixed in version 3.4.1-2+deb12u10."),
        sec("wd", title, "withdrawal", "2025-05-09", "This advisory has been withdrawn."),
    ]
    edges = derive(docs, embedded_store, extractor)
    assert {e.older_id for e in edges if e.newer_id == "wd" and e.status == "accepted"} == (
        withdrawn
    )


def test_distribution_advisories_vendor_withdrawals_and_revisions(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 51: the upstream release "patched" Debian's and Ubuntu's advisories (their
    package versions read as upstream ones, or dates alone); a withdrawal notice withdrew the
    advisory it called the original of its duplicate, not the one its title names; "This
    advisory supersedes DSA-5871-1", a revision superseding its original and an advisory
    calling a release's fix incomplete derived nothing."""
    docs = [
        sec("sa4", "ACME-SA-2025-004: Heap overflow (CVE-2025-31337)", "advisory", "2025-03-01",
            "CVE-2025-31337. Affected: acme-httpd 3.4.1. Fixed in acme-httpd 3.4.2."),
        sec("dsa1", "DSA-5871-1 acme-httpd -- security update", "advisory", "2025-03-08",
            "CVE ID: CVE-2025-31337. For the stable distribution (bookworm), this problem has "
            "been fixed in version 3.4.1-2+deb12u1."),
        sec("dsa2", "DSA-5871-2 acme-httpd -- regression update", "advisory", "2025-03-15",
            "The update released as DSA-5871-1 introduced a regression. This advisory supersedes "
            "DSA-5871-1. This problem has been fixed in version 3.4.1-2+deb12u2."),
        sec("usn1", "USN-7302-1: ACME HTTP Server vulnerability", "advisory", "2025-03-10",
            "(CVE-2025-31337). The problem can be corrected by updating your system to "
            "acme-httpd 3.4.0-1ubuntu0.2 (24.04 LTS)."),
        # a distribution's id in its title, whatever its versions look like
        sec("rhsa", "RHSA-2025:1500: acme-httpd security update", "advisory", "2025-03-11",
            "CVE-2025-31337. Updated packages: acme-httpd-3.4.1-7.el8_6."),
        # trial 64: a smaller distribution's build ("+hl12u2"), its id unknown
        sec("hlsa", "HLSA-2025-0412-1: acme-httpd security update", "advisory", "2025-03-12",
            "CVE-2025-31337. For the stable distribution (cobalt), this problem has been fixed "
            "in version 3.4.1-3+hl12u2."),
        sec("rel", "acme-httpd 3.4.2", "release_note", "2025-04-15",
            "Security: fixes CVE-2025-31337 (ACME-SA-2025-004)."),
        sec("sa7", "ACME-SA-2025-007: Incomplete fix (CVE-2025-32990)", "advisory", "2025-04-16",
            "CVE-2025-32990. The fix for CVE-2025-31337 released in acme-httpd 3.4.2 was "
            "incomplete. Affected: acme-httpd 3.4.2. Fixed in acme-httpd 3.4.3."),
        sec("sa9", "ACME-SA-2025-009: Chunk extension overflow", "advisory", "2025-05-02",
            "A heap overflow in chunk extensions. Upgrade to acme-httpd 3.4.3."),
        sec("sa9-w", "ACME-SA-2025-009 (WITHDRAWN)", "withdrawal", "2025-05-09",
            "This advisory has been withdrawn; it is a duplicate of ACME-SA-2025-007 "
            "(CVE-2025-32990). No action is required beyond ACME-SA-2025-007."),
        sec("sa11", "ACME-SA-2025-011: Path traversal (CVE-2025-41877)", "advisory", "2025-08-01",
            "CVE-2025-41877. Fixed in acme-httpd 3.4.9."),
        sec("sa11-r2", "ACME-SA-2025-011 (Revision 2): Path traversal (CVE-2025-41877)",
            "advisory", "2025-08-05",
            "Revision 2. This revision supersedes the original advisory published 2025-08-01."),
    ]
    edges = derive(docs, embedded_store, extractor)
    touching = {(e.newer_id, e.older_id, e.kind) for e in edges if e.status == "accepted"}
    distributions = {"dsa1", "dsa2", "usn1", "rhsa", "hlsa"}
    assert not {pair for pair in touching if pair[1] in distributions} - {
        ("dsa2", "dsa1", "supersedes")
    }, "no upstream release patches a distribution's advisory"
    assert ("dsa2", "dsa1", "supersedes") in touching
    assert ("sa9-w", "sa9", "withdraws") in touching
    assert not {e for e in edges if (e.newer_id, e.older_id) == ("sa9-w", "sa7")}
    assert ("sa11-r2", "sa11", "supersedes") in touching
    assert ("rel", "sa4", "patches") in touching
    assert ("sa7", "rel", "withdraws") in touching, "an incomplete fix is no fix"


def test_releases_follow_their_own_release_line(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 53: a 1.x maintenance release published after 2.4.1 superseded the fix (so
    "patched, rests on 1.9.8" although 1.9.8 is below the fix), and 2.4.3 followed 1.9.8.
    Trial 57: a maintained minor line is a line too: the 4.1.12 backport published after 4.2.7
    follows 4.1.11, and 4.2.8 follows 4.2.7, not the backport. Trials 56-58: a release relates
    to the one it follows and supersedes nothing (the fix stays the advisory's controlling
    document)."""
    releases = [
        sec(f"r{version}", f"acme-httpd {version}", "release_note", at, "Maintenance release.")
        for version, at in [("1.9.7", "2023-11-01"), ("2.0.0", "2023-12-01"),
                            ("2.4.1", "2024-03-01"), ("1.9.8", "2024-03-20"),
                            ("2.4.3", "2024-05-01"), ("3.0.0", "2024-06-01"),
                            ("4.1.11", "2025-01-10"), ("4.2.7", "2025-06-02"),
                            ("4.1.12", "2025-06-20"), ("4.2.8", "2025-07-01")]
    ]
    edges = derive(releases, embedded_store, extractor)
    assert {(e.newer_id, e.older_id) for e in edges if e.kind == "relates"} == {
        ("r2.0.0", "r1.9.7"),  # the first of a line follows the highest lower version
        ("r2.4.1", "r2.0.0"),
        ("r1.9.8", "r1.9.7"),
        ("r2.4.3", "r2.4.1"),
        ("r3.0.0", "r2.4.3"),
        ("r4.1.11", "r3.0.0"),
        ("r4.2.7", "r4.1.11"),
        ("r4.1.12", "r4.1.11"),
        ("r4.2.8", "r4.2.7"),
    }


def test_a_release_saying_it_does_not_fix_an_advisory_does_not_patch_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 57: an advisory reporting "all 4.2.x releases" affected with no fix yet was
    "patched" by the next release, whose notes say "NRS-SA-2025-012 is not fixed in this
    release"; a later release fixing it still does."""
    docs = [
        sec("sa12", "NRS-SA-2025-012: Kestrel Gateway session ticket reuse", "advisory",
            "2025-08-20", "Advisory ID: NRS-SA-2025-012\nProduct: Kestrel Gateway\nAffected "
            "versions: all 4.2.x releases\nFixed in: not yet available"),
        sec("k430", "Kestrel Gateway 4.3.0", "release_note", "2025-09-01",
            "Known issues\n- NRS-SA-2025-012 is not fixed in this release."),
        sec("k431", "Kestrel Gateway 4.3.1", "release_note", "2025-09-20",
            "Security\n- Fixes NRS-SA-2025-012: session ticket keys are per virtual host."),
    ]
    edges = derive(docs, embedded_store, extractor)
    patched = {(e.newer_id, e.status) for e in edges if e.older_id == "sa12"}
    assert ("k430", "accepted") not in patched and ("k431", "accepted") in patched


def test_an_advisory_is_about_the_product_its_metadata_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """An advisory filed against acme-httpd whose text never repeats the name ("Users should
    update to 3.4.3") is patched by that release (review of trial 51: only proposed, from
    the release note's "fixes CVE-2025-33002"); another product's release is no fix."""
    advisory = sec("sa20", "ACME-SA-2025-020: Redirect loop (CVE-2025-33002)", "advisory",
                   "2025-04-19", "CVE-2025-33002. Users should update to 3.4.3 soon.")
    fix = sec("rel343", "acme-httpd 3.4.3", "release_note", "2025-04-25",
              "Security: fixes a redirect loop.")
    other = record("other", "Security: fixes a redirect loop.", title="acme-proxy 3.4.3",
                   domain="security", doc_type="release_note", published_at="2025-04-24",
                   metadata={"product": "acme-proxy"})
    edges = derive([advisory, fix, other], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.status) for e in edges} == {
        ("rel343", "sa20", "accepted")
    }


@pytest.mark.parametrize(
    ("text", "superseded"),
    [
        # Ubuntu's wording: "the update" stands for the notice the sentence before names
        ("Details: USN-7302-1 fixed a vulnerability in ACME HTTP Server. The update introduced "
         "a regression that caused proxied requests to fail. This update fixes the problem.",
         {"usn1"}),
        # Debian's: the subject names it
        ("The update for acme-httpd released as USN-7302-1 caused a regression. Updated "
         "packages are now available.", {"usn1"}),
        # the same series for other releases replaces nothing
        ("USN-7302-1 fixed a vulnerability in ACME HTTP Server. This update provides the "
         "corresponding update for Ubuntu 20.04 LTS.", set()),
        ("USN-7302-1 fixed a vulnerability. The update did not introduce a regression.", set()),
        # what "this update" did is its own business
        ("USN-7302-1 fixed a vulnerability. This update introduced a regression in logging.",
         set()),
    ],
)
def test_a_regression_update_supersedes_the_advisory_it_repairs(
    embedded_store: GraphStore, extractor: SpacyExtractor, text: str, superseded: set[str]
) -> None:
    """Trial 51: USN-7302-2, the regression notice of USN-7302-1, superseded nothing."""
    docs = [
        sec("usn1", "USN-7302-1: ACME HTTP Server vulnerability", "advisory", "2025-03-10",
            "(CVE-2025-31337). Update to acme-httpd 3.4.0-1ubuntu0.2 (24.04 LTS)."),
        sec("usn2", "USN-7302-2: ACME HTTP Server regression", "advisory", "2025-03-20", text),
    ]
    edges = derive(docs, embedded_store, extractor)
    assert {e.older_id for e in edges if e.newer_id == "usn2" and e.status == "accepted"} == (
        superseded
    )


def test_a_safety_communication_proposes_to_update_the_last_one_on_its_drug(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 51: "This communication updates our March 2021 communication on Cardiflox."
    derived nothing (the pack knew no safety communications); one drug may have several on
    different risks, so the latest earlier one is proposed, another drug's untouched."""
    communications = [
        pharma_record(doc_id, "safety_communication", text, at, brand_name=brand)
        for doc_id, text, at, brand in [
            ("dsc-2019", "Cardiflox and tendon rupture.", "2019-01-10", "Cardiflox"),
            ("dsc-2021", "Cardiflox and aortic aneurysm.", "2021-03-18", "Cardiflox"),
            ("other", "Zorvatin and muscle injury.", "2021-03-20", "Zorvatin"),
            ("dsc-2023", "This communication updates our March 2021 communication on Cardiflox.",
             "2023-09-07", "Cardiflox"),
        ]
    ]
    edges = derive(communications, embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.status) for e in edges} == {
        ("dsc-2021", "dsc-2019", "proposed"),
        ("dsc-2023", "dsc-2021", "proposed"),
    }


def test_a_safety_communication_naming_the_last_one_by_its_date_replaces_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 56: "This communication replaces the information in our February 14, 2023 Drug
    Safety Communication" was only proposed; the date names the communication it replaces.
    One saying its predecessor of that date "remains in effect" stays proposed. Trial 57: a
    manufacturer's letter citing the communication "As announced by FDA in its Drug Safety
    Communication of ..." replaces nothing, and the update that names that communication's
    date replaces it, not the later letter."""
    communications = [
        pharma_record(doc_id, "safety_communication", text, at, brand_name=brand)
        for doc_id, text, at, brand in [
            ("v-feb", "Veltrazine and liver injury: under review.", "2023-02-14", "Veltrazine"),
            ("v-sep", "This communication replaces the information in our February 14, 2023 "
             "Drug Safety Communication about Veltrazine.", "2023-09-20", "Veltrazine"),
            ("a-2022", "Ambrolin and hypoglycemia.", "2022-03-08", "Ambrolin"),
            ("a-2024", "Ambrolin and pancreatitis. Our March 8, 2022 Drug Safety Communication "
             "about Ambrolin remains in effect.", "2024-06-25", "Ambrolin"),
            ("z-nov", "Zorvane and hepatotoxicity.", "2024-11-20", "Zorvane"),
            ("z-letter", "As announced by FDA in its Drug Safety Communication of November 20, "
             "2024, Zorvane will carry a Boxed Warning.", "2024-12-02", "Zorvane"),
            ("z-aug", "This communication updates the FDA Drug Safety Communication issued "
             "November 20, 2024 on Zorvane.", "2025-08-05", "Zorvane"),
        ]
    ]
    edges = derive(communications, embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.status) for e in edges} == {
        ("v-sep", "v-feb", "accepted"),
        ("a-2024", "a-2022", "proposed"),
        ("z-letter", "z-nov", "proposed"),
        ("z-aug", "z-nov", "accepted"),
    }


def test_trial_53_doc_types_and_withdrawals(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 53: agency guidance withdrawn by a later bulletin ("Guidance Bulletin 2018-02 is
    withdrawn": the hyphen in "2018-02" had cut the subject), SOP revisions under a policy
    domain, a market withdrawal typed "market_withdrawal", and a vendor's withdrawal notice
    typed "advisory" derived nothing; "TSA-2024-011 ... is not affected" stays untouched."""
    docs = [
        record("b18", "The Department expects cold storage.", title="Guidance Bulletin 2018-02: "
               "Custody", domain="legal", doc_type="guidance", published_at="2018-09-10"),
        record("b23", "Custody is governed by the Rule. Guidance Bulletin 2018-02 is withdrawn "
               "as of that date.", title="Guidance Bulletin 2023-05: Custody", domain="legal",
               doc_type="guidance", published_at="2023-06-30"),
        record("revb", "Alerts are reviewed weekly.", title="SOP-TRD-07 Rev B: Alert Review",
               domain="policy", doc_type="sop", published_at="2020-02-10"),
        record("revc", "Alerts are reviewed daily.", title="SOP-TRD-07 Rev C: Alert Review",
               domain="policy", doc_type="sop", published_at="2022-09-01"),
        pharma_record("zlabel", "label", "ZENTRAVA (velmorastat) tablets.", "2023-01-10",
                      brand_name="Zentrava"),
        pharma_record("zwd", "market_withdrawal", "Halcyne will withdraw Zentrava (velmorastat) "
                      "from the U.S. market.", "2025-01-15", brand_name="Zentrava"),
        sec("tsa15", "TSA-2024-015: Path traversal", "advisory", "2024-07-08",
            "Affected versions: 3.2.0 through 3.2.5."),
        sec("tsa11", "TSA-2024-011: Authentication bypass", "advisory", "2024-06-12",
            "Fixed version: 3.2.4."),
        sec("tsa15w", "Withdrawal of TSA-2024-015", "advisory", "2024-07-19",
            "Tessellate Security Advisory TSA-2024-015 is withdrawn. TSA-2024-011 is not "
            "affected by this withdrawal and remains in effect."),
    ]
    edges = derive(docs, embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind) for e in edges if e.status == "accepted"} == {
        ("b23", "b18", "repeals"),
        ("revc", "revb", "replaces"),
        ("zwd", "zlabel", "withdraws"),
        ("tsa15w", "tsa15", "withdraws"),
    }


def law(doc_id: str, title: str, doc_type: str, at: str, text: str, **fields: Any) -> SourceRecord:
    return record(doc_id, text, title=title, domain="legal", doc_type=doc_type, published_at=at,
                  **fields)


def test_trial_56_enacted_repeals(embedded_store: GraphStore, extractor: SpacyExtractor) -> None:
    """Trial 56: an enacting text's passive is its own act ("The Data Protection Act 1998 is
    repealed.", after its paragraph number "44"); "Section 20 of the Banking Act of 1933 is
    repealed" repeals the document titled by that section, not section 21's; "those
    Directives are repealed with effect from 26 May 2020" repeals the directives the sentence
    names ("Council Directive 93/42/EEC" is "Directive 93/42/EEC"), from that date; an
    "Article 5 of X is repealed" names only a part of X, so X stays in force."""
    docs = [
        law("dpa98", "Data Protection Act 1998", "statute", "1998-07-16", "An Act on data."),
        law("dpa18", "Data Protection Act 2018", "statute", "2018-05-23",
            "An Act on data.\n\nSCHEDULE 19, Part 1\n44 The Data Protection Act 1998 is repealed."),
        law("s20", "Banking Act of 1933, section 20 (12 U.S.C. 377) - Affiliations", "statute",
            "1933-06-16", "No member bank shall be affiliated with a securities firm."),
        law("s21", "Banking Act of 1933, section 21 (12 U.S.C. 378) - Deposits", "statute",
            "1933-06-16", "No securities firm shall receive deposits."),
        law("glba", "Gramm-Leach-Bliley Act, section 101", "statute", "1999-11-12",
            "(a) SECTION 20 REPEALED.-Section 20 of the Banking Act of 1933 (12 U.S.C. 377) is "
            "repealed.", effective_from="2000-03-11"),
        law("mdd", "Council Directive 93/42/EEC of 14 June 1993 concerning medical devices",
            "statute", "1993-07-12", "Medical devices shall meet the essential requirements."),
        law("mdr", "Regulation (EU) 2017/745 on medical devices", "regulation", "2017-05-05",
            "Article 122 - Repeal\nUnder Directives 90/385/EEC and 93/42/EEC, those Directives "
            "are repealed with effect from 26 May 2020.", effective_from="2017-05-25"),
        law("dir46", "Directive 95/46/EC on the protection of personal data", "statute",
            "1995-11-23", "Member States shall protect personal data."),
        law("part", "Regulation (EU) 2018/1 on data", "regulation", "2018-01-10",
            "Article 5 of Directive 95/46/EC is repealed."),
    ]
    edges = derive(docs, embedded_store, extractor)
    accepted = {
        (e.newer_id, e.older_id): e for e in edges if e.status == "accepted" and e.supersedes
    }
    assert set(accepted) == {("dpa18", "dpa98"), ("glba", "s20"), ("mdr", "mdd")}
    assert accepted["mdr", "mdd"].valid_from == "2020-05-26T00:00:00Z"
    assert accepted["glba", "s20"].valid_from == "2000-03-11T00:00:00Z"
    assert not {(e.newer_id, e.older_id) for e in edges} & {("glba", "s21")}
    # "Article 5 of Directive 95/46/EC is repealed": the directive stays in force, amended
    assert {e.kind for e in edges if (e.newer_id, e.older_id) == ("part", "dir46")} <= {"amends"}


def test_a_draft_edition_replaces_nothing_until_adopted(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 55: the code chain accepted "DRAFT for consultation: Acceptable Use Policy v4
    (IT-POL-02)" as replacing v3, whose text says "Until approval, version 3 continues to
    apply"; a draft's rule edges are proposed for review, an adopted edition's accepted."""
    docs = [
        record("v3", "Group IT systems are for business use.", title="Acceptable Use Policy v3 "
               "(IT-POL-02)", domain="policy", doc_type="policy", published_at="2021-11-01"),
        record("v4", "Status: Draft for staff consultation - not yet approved.", title="DRAFT for "
               "consultation: Acceptable Use Policy v4 (IT-POL-02)", domain="policy",
               doc_type="policy", published_at="2025-04-02"),
        record("p2", "Staff must report loss.", title="Device Policy v1 (IT-POL-05)",
               domain="policy", doc_type="policy", published_at="2020-01-01"),
        record("p3", "Staff must report loss at once.", title="Device Policy v2 (IT-POL-05)",
               domain="policy", doc_type="policy", published_at="2024-01-01"),
    ]
    edges = derive(docs, embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.status) for e in edges if e.kind == "replaces"} == {
        ("v4", "v3", "proposed"),
        ("p3", "p2", "accepted"),
    }


def test_a_title_cited_without_the_issuer_its_citing_title_opens_with(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 55 and 56: in "DLSE Guidance 2024-01", "Guidance 2019-03 is withdrawn" cites
    "DLSE Guidance 2019-03: ..."; in "Calder Systems Code of Business Conduct (2024)", "This
    Code replaces the Code of Ethics issued in 2018" cites "Calder Systems Code of Ethics
    (2018)", not its 2012 edition nor another firm's code."""
    docs = [
        law("g19", "DLSE Guidance 2019-03: Classifying workers", "guidance", "2019-04-15",
            "The Division applies the right to control test."),
        law("g22", "DLSE Guidance 2022-04: Piece-rate workers", "guidance", "2022-02-01",
            "Piece-rate workers are paid for rest periods."),
        law("g24", "DLSE Guidance 2024-01: Worker classification", "guidance", "2024-01-22",
            "Guidance 2019-03 is withdrawn effective immediately. Guidance 2022-04 remains in "
            "effect."),
        record("coe12", "Act with integrity.", title="Calder Systems Code of Ethics (2012)",
               domain="policy", doc_type="policy", published_at="2012-01-15"),
        record("coe18", "Act with integrity.", title="Calder Systems Code of Ethics (2018)",
               domain="policy", doc_type="policy", published_at="2018-01-15"),
        record("other", "Be honest.", title="Northwind Code of Ethics (2018)", domain="policy",
               doc_type="policy", published_at="2018-03-01"),
        record("cobc", "This Code replaces the Code of Ethics issued in 2018 and applies to every "
               "employee.", title="Calder Systems Code of Business Conduct (2024)",
               domain="policy", doc_type="policy", published_at="2024-05-01"),
    ]
    edges = derive(docs, embedded_store, extractor)
    assert {(e.newer_id, e.older_id) for e in edges if e.status == "accepted"} >= {
        ("g24", "g19"),
        ("cobc", "coe18"),
    }
    assert not {(e.newer_id, e.older_id) for e in edges} & {
        ("g24", "g22"),
        ("cobc", "coe12"),
        ("cobc", "other"),
    }


def test_a_bulletin_rescinding_the_bulletins_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 56: "This bulletin rescinds OCC Bulletin 2013-29, ..." derived nothing (the legal
    pack read only passives); the bulletin it merely supplements-by-name stays in force, and a
    court opinion saying the same reports it."""
    docs = [
        law("b13", "OCC Bulletin 2013-29: Third-Party Relationships", "guidance", "2013-10-30",
            "Banks should manage third-party risk."),
        law("b20", "OCC Bulletin 2020-10: Third-Party FAQs", "guidance", "2020-03-05",
            "Answers supplementing OCC Bulletin 2013-29."),
        law("b23", "OCC Bulletin 2023-17: Interagency Guidance", "guidance", "2023-06-06",
            'This bulletin rescinds OCC Bulletin 2013-29, "Third-Party Relationships." It '
            "supplements OCC Bulletin 2020-10."),
        law("op", "Smith v. Bank, 1 F.4th 1 (2024)", "opinion", "2024-01-10",
            "This bulletin rescinds OCC Bulletin 2020-10, the bank argued."),
    ]
    edges = derive(docs, embedded_store, extractor)
    assert {(e.newer_id, e.older_id) for e in edges if e.status == "accepted"} == {("b23", "b13")}


def test_a_section_of_a_code_stored_by_section(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 55: "Section 1714.8 of the Civil Code is repealed." repeals the statute stored as
    "Civil Code section 1714.8 - Notice of arbitration", not the code's other sections."""
    docs = [
        law("s17", "Civil Code section 1714.8 - Notice of arbitration", "statute", "2012-01-01",
            "A consumer contract shall disclose arbitration."),
        law("s18", "Civil Code section 1714.9 - Fees", "statute", "2012-01-01",
            "Fees shall be disclosed."),
        law("sb", "Senate Bill 412 (2024)", "statute", "2024-09-28",
            "SECTION 1. Section 1714.8 of the Civil Code is repealed.",
            effective_from="2025-01-01"),
    ]
    edges = derive(docs, embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.status) for e in edges} == {("sb", "s17", "accepted")}


def test_a_release_note_naming_the_advisory_it_fixes(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 55: "Security fix for KVA-2025-11 (CVE-2025-40102)" was only proposed and
    "SECURITY: limit nested entity expansion (QSA-2025-03, ...)" derived nothing; a vendor's
    id naming one advisory as its own is accepted, a CVE two vendors' advisories carry in
    their titles only proposed, and a note that "does not yet address" one names no fix."""
    def note(doc_id: str, title: str, at: str, text: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="security", doc_type="release_note",
                      published_at=at)

    def advisory(doc_id: str, title: str, at: str) -> SourceRecord:
        return record(doc_id, "A flaw.", title=title, domain="security", doc_type="advisory",
                      published_at=at)

    docs = [
        advisory("kva", "KVA-2025-11: Request smuggling in Kestrel VPN Client", "2025-05-20"),
        note("k703", "Kestrel VPN Client 7.0.3", "2025-05-20",
             "What's new:\n- Security fix for KVA-2025-11 (CVE-2025-40102)."),
        advisory("qsa", "QSA-2025-03: Entity expansion in libquill", "2025-02-19"),
        note("q382", "libquill 3.8.2", "2025-02-19",
             "- SECURITY: limit nested entity expansion (QSA-2025-03)."),
        note("q381", "libquill 3.8.1", "2025-02-10",
             "Note: this release does not yet address QSA-2025-03."),
        advisory("up", "Upstream advisory for CVE-2025-1111", "2025-03-01"),
        advisory("usn", "USN-9999-1: fix for CVE-2025-1111", "2025-03-02"),
        note("r2", "Widget 2.0.1", "2025-03-05", "- Security fix for CVE-2025-1111."),
    ]
    edges = derive(docs, embedded_store, extractor)
    found = {(e.newer_id, e.older_id, e.status) for e in edges if e.kind == "patches"}
    assert {("k703", "kva", "accepted"), ("q382", "qsa", "accepted")} <= found
    assert not {(n, o) for n, o, _ in found} & {("q381", "qsa")}
    assert {(o, s) for n, o, s in found if n == "r2"} == {("up", "proposed"), ("usn", "proposed")}


def test_a_brand_its_text_introduces_is_a_drug_name(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 55 and 56: without metadata no drug was an entity, so "it will voluntarily
    withdraw DORVEXA (sumatinib) capsules" withdrew nothing. A brand written before its
    generic name in parentheses is a drug name wherever a text then names it; the generic is
    not (another firm's sumatinib is not withdrawn with the brand)."""
    docs = [
        pharma_record("label", "label", "DORVEXA (sumatinib) capsules, for oral use. Initial "
                      "U.S. Approval: 2019.", "2019-05-20"),
        pharma_record("generic", "label", "Sumatinib capsules by Acme Generics.", "2023-01-10"),
        pharma_record("wd", "market_withdrawal", "Helixa will voluntarily withdraw DORVEXA "
                      "capsules from the U.S. market.", "2024-04-02"),
    ]
    edges = derive(docs, embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind, e.status) for e in edges} == {
        ("wd", "label", "withdraws", "accepted")
    }


def test_a_biologic_brand_is_learnt_with_its_four_letter_suffix(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 60: "CALYXA (ferolimab-xtrd) injection" carries FDA's suffix for a biologic, and
    CALYXA was never learnt, so its withdrawal withdrew nothing."""
    docs = [
        pharma_record("label", "label", "CALYXA (ferolimab-xtrd) injection, for subcutaneous "
                      "use. Initial U.S. Approval: 2022.", "2022-11-01"),
        pharma_record("wd", "market_withdrawal", "Brannock Biologics will voluntarily "
                      "withdraw CALYXA injection from the U.S. market.", "2025-01-15"),
    ]
    edges = derive(docs, embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind, e.status) for e in edges} == {
        ("wd", "label", "withdraws", "accepted")
    }


def test_a_part_overruled_and_an_invitation_declined(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 55 and 56: "We therefore overrule the first paragraph of the syllabus in
    Dunmore" was accepted as overruling all of Dunmore, whose second paragraph "remains the
    law of this state" (a part: proposed for review); "The bank urges us to overrule Greer"
    was proposed though the opinion ends "We decline the invitation to overrule Greer"."""
    docs = [
        opinion("dunmore", "Dunmore v. Castleton Freight Lines, Inc., 2016-Ohio-5120",
                "The placard makes the carrier the statutory employer.", "2016-08-04"),
        opinion("pryor", "Pryor v. Westgate Logistics, L.L.C., 2023-Ohio-2210",
                "We therefore overrule the first paragraph of the syllabus in Dunmore v. "
                "Castleton Freight Lines, Inc., 2016-Ohio-5120.", "2023-06-29"),
        opinion("greer", "Greer v. Tollman Manufacturing Co., 44 Cal. 4th 330 (1998)",
                "A latent injury accrues on discovery.", "1998-03-01"),
        opinion("feld", "Feld v. Marden Savings Bank, 17 Cal. 5th 30 (2023)",
                "The bank urges us to overrule Greer v. Tollman Manufacturing Co., 44 Cal. 4th "
                "330 (1998). We decline the invitation to overrule Greer v. Tollman "
                "Manufacturing Co.", "2023-05-01"),
    ]
    edges = derive(docs, embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.status) for e in edges} == {
        ("pryor", "dunmore", "proposed")
    }


def test_prose_notices_name_their_employee_and_security(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 55: compliance notices written as prose derived nothing: "NVIDIA Corp. (NVDA)"
    named no ticker (only "$NVDA" or a metadata field did) and "EMP-1043 Dana Whitfield" no
    employee. A ticker in brackets after a company's name is then a name wherever a text
    writes it bare ("buy KO"); a staff number names the employee. "the Securities and
    Exchange Commission (SEC)" names no security."""
    def notice(doc_id: str, doc_type: str, at: str, text: str) -> SourceRecord:
        return record(doc_id, text, domain="finance", doc_type=doc_type, published_at=at)

    docs = [
        notice("pc", "pre_clearance_approved", "2025-03-03",
               "Employee: EMP-1043 Dana Whitfield. Security: NVIDIA Corp. (NVDA). Approved."),
        notice("bo", "blackout_announced", "2025-03-05",
               "NVDA is subject to a trading blackout. Pre-clearance approvals for NVDA are void."),
        notice("ko", "pre_clearance_approved", "2025-05-06",
               "EMP-1043 Dana Whitfield is pre-cleared to buy The Coca-Cola Company (KO)."),
        notice("exp", "pre_clearance_expired", "2025-05-12",
               "The approval to EMP-1043 to buy KO expired. The Securities and Exchange "
               "Commission (SEC) was not involved."),
        notice("sec", "blackout_announced", "2025-05-11", "SEC filings are due."),
    ]
    edges = derive(docs, embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind, e.status) for e in edges} == {
        ("bo", "pc", "voids", "accepted"),
        ("exp", "ko", "expires", "accepted"),
    }


def test_an_erratum_superseding_another_names_itself(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 57: "This erratum supersedes RHSA-2025:4410" derived nothing (an erratum was no
    noun an advisory calls itself by)."""
    docs = [
        sec("e4410", "RHSA-2025:4410: acme-httpd security update", "advisory", "2025-05-02",
            "An update for acme-httpd is now available."),
        sec("e4711", "RHSA-2025:4711: acme-httpd security update", "advisory", "2025-05-20",
            "This erratum supersedes RHSA-2025:4410, whose packages were incomplete."),
    ]
    edges = derive(docs, embedded_store, extractor)
    assert ("e4711", "e4410", "supersedes", "accepted") in {
        (e.newer_id, e.older_id, e.kind, e.status) for e in edges
    }


def test_revenue_procedures_and_rulings_supersede_and_obsolete_earlier_ones(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 58: tax guidance sent as legal guidance derived nothing from "Rev. Proc. 2019-43
    is modified and superseded.", "This revenue procedure modifies and supersedes Rev. Proc.
    2022-14" or "Rev. Rul. 2008-15 is obsoleted." (the legal pack read repeals only), nor
    from one superseded "except that a taxpayer may continue to rely on section 7.01" (a
    savings clause, read as a restriction); a proposal that "would supersede" a notice stays
    a proposal."""
    rows = [
        ("rp2019", "Rev. Proc. 2019-43: Automatic changes in accounting method",
         "This revenue procedure lists automatic changes.", "2019-11-08"),
        ("rp2022", "Rev. Proc. 2022-14: Automatic changes in accounting method",
         "Rev. Proc. 2019-43 is modified and superseded.", "2022-01-07"),
        ("rp2023", "Rev. Proc. 2023-24: Automatic changes in accounting method",
         "This revenue procedure modifies and supersedes Rev. Proc. 2022-14.", "2023-04-28"),
        ("rp2025", "Rev. Proc. 2025-23: Automatic changes in accounting method",
         "Rev. Proc. 2023-24 is superseded, except that a taxpayer may continue to rely on "
         "section 7.01 of Rev. Proc. 2023-24 for a Form 3115 filed before July 1, 2025.",
         "2025-05-01"),
        ("rr2008", "Rev. Rul. 2008-15: Church plans", "Church plans are described.",
         "2008-03-10"),
        ("rr2019", "Rev. Rul. 2019-11: Church plans", "Rev. Rul. 2008-15 is obsoleted.",
         "2019-04-01"),
        ("n2023", "Notice 2023-71: Interim reporting", "Interim rules apply.", "2023-10-02"),
        ("nprm", "REG-109348-22: Proposed reporting regulations",
         "When finalized, the regulations would supersede Notice 2023-71.", "2024-02-01"),
    ]
    docs = [
        record(doc_id, text, title=title, domain="legal", doc_type="guidance", published_at=at)
        for doc_id, title, text, at in rows
    ]
    edges = {(e.newer_id, e.older_id): e.status for e in derive(docs, embedded_store, extractor)}
    assert edges[("rp2022", "rp2019")] == "accepted"
    assert edges[("rp2023", "rp2022")] == "accepted"
    assert edges[("rr2019", "rr2008")] == "accepted"
    assert edges[("rp2025", "rp2023")] == "accepted", "a savings clause restricts nothing"
    assert edges.get(("nprm", "n2023")) in (None, "proposed")


def test_an_edition_of_guidance_replaces_the_note_published_on_the_day_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 59: "This edition replaces the guidance note published on 14 July 2021." in the
    "(October 2024 edition)" of a Companies House note: its edition of that day, not the
    earlier one of 2019."""
    title = "Guidance Note GN 12: Filing accounts of overseas companies"
    rows = [
        ("gn-2019", title, "Accounts rules.", "2019-02-01"),
        ("gn-2021", title, "Accounts rules.", "2021-07-14"),
        ("gn-2024", f"{title} (October 2024 edition)", "Status of this edition\nThis edition "
         "replaces the guidance note published on 14 July 2021.", "2024-10-01"),
    ]
    docs = [
        record(doc_id, text, title=t, domain="legal", doc_type="guidance", published_at=at)
        for doc_id, t, text, at in rows
    ]
    edges = {(e.newer_id, e.older_id): e.status for e in derive(docs, embedded_store, extractor)}
    assert edges.get(("gn-2024", "gn-2021")) == "accepted"
    assert ("gn-2024", "gn-2019") not in edges


def test_the_following_are_revoked_revokes_the_listed_acts(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 59: UK regulations revoke in the plural with a lettered list ("The following
    are revoked (a) the Money Laundering Regulations 2007; (b) ..."), EBA guidelines repeal
    "the following guidelines ...: ...; and the EBA recommendations ... (EBA/REC/2017/03)";
    an act the list does not name is not revoked."""
    rows = [
        ("mlr2007", "The Money Laundering Regulations 2007", "Due diligence.", "2007-07-24"),
        ("tfr2007", "The Transfer of Funds (Information on the Payer) Regulations 2007",
         "Payer information.", "2007-11-15"),
        ("other2007", "The Companies Regulations 2007", "Filing rules.", "2007-03-01"),
        ("rec2017", "EBA Recommendations on cloud outsourcing (EBA/REC/2017/03)", "Cloud.",
         "2017-12-20"),
        ("mlr2017", "The Money Laundering Regulations 2017",
         "Revocations\n109. The following are revoked\n(a) the Money Laundering Regulations "
         "2007;\n(b) the Transfer of Funds (Information on the Payer) Regulations 2007.",
         "2017-06-22"),
        ("gl2019", "EBA Guidelines on outsourcing arrangements (EBA/GL/2019/02)",
         "Repeal: The following guidelines are repealed with effect from 30 September 2019: "
         "the EBA recommendations on outsourcing to cloud service providers "
         "(EBA/REC/2017/03).", "2019-02-25"),
    ]
    docs = [
        record(doc_id, text, title=title, domain="legal", doc_type="regulation",
               published_at=at)
        for doc_id, title, text, at in rows
    ]
    edges = {(e.newer_id, e.older_id): e.status for e in derive(docs, embedded_store, extractor)}
    assert edges.get(("mlr2017", "mlr2007")) == "accepted"
    assert edges.get(("mlr2017", "tfr2007")) == "accepted"
    assert ("mlr2017", "other2007") not in edges
    assert edges.get(("gl2019", "rec2017")) == "accepted"


def test_the_text_an_amending_act_quotes_to_insert_is_not_its_own_act(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 59: Regulation 2020/561 replaces a paragraph of the MDR "by the following:
    'Without prejudice ..., Council Directives 90/385/EEC and 93/42/EEC are repealed ...'";
    that repeal is the MDR's words, not 2020/561's, which repealed the MDR by it. A repeal
    outside the quotation still counts."""
    mdr = record("mdr", "Council Directives 90/385/EEC and 93/42/EEC are repealed.",
                 title="Regulation (EU) 2017/745 on medical devices, repealing Council "
                 "Directives 90/385/EEC and 93/42/EEC", domain="legal", doc_type="regulation",
                 published_at="2017-05-05")
    mdd = record("mdd", "Medical devices.", title="Council Directive 93/42/EEC on medical "
                 "devices", domain="legal", doc_type="statute", published_at="1993-06-14")
    old_rule = record("rule-2019", "Interim rules.", title="Regulation (EU) 2019/5 on interim "
                      "rules", domain="legal", doc_type="regulation", published_at="2019-01-01")
    amending = record(
        "reg-2020-561",
        "Regulation (EU) 2017/745 is amended as follows:\n(12) in Article 122, the "
        "introductory wording is replaced by the following:\n'Without prejudice to Article "
        "120, Council Directives 90/385/EEC and 93/42/EEC are repealed with effect from 26 May "
        "2021';\nArticle 3\nRegulation (EU) 2019/5 is repealed.",
        title="Regulation (EU) 2020/561 amending Regulation (EU) 2017/745 on medical devices",
        domain="legal", doc_type="regulation", published_at="2020-04-24")
    derived = derive([mdr, mdd, old_rule, amending], embedded_store, extractor)
    edges = {(e.newer_id, e.older_id): e.status for e in derived}
    # it amends the MDR ("Regulation (EU) 2017/745 is amended as follows"), superseding nothing
    assert {e.kind for e in derived if (e.newer_id, e.older_id) == ("reg-2020-561", "mdr")} <= {
        "amends"
    }
    assert edges.get(("reg-2020-561", "mdd")) != "accepted"
    assert edges.get(("reg-2020-561", "rule-2019")) == "accepted"


def test_a_legislature_s_stated_intent_and_an_overruling_reported_in_another_case(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 60: "It is the intent of the Legislature in enacting section 1 to supersede the
    holding in Trent v. Bellwether Insurance Co., 380 Nor. 77 (2016)" is the statute's own
    act; "But Harlan was overruled in Marchetti" reports Marchetti's act, so it proposes
    nothing against Marchetti."""

    def case(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="legal", doc_type="opinion",
                      published_at=at)

    trent = case("trent", "Trent v. Bellwether Insurance Co., 380 Nor. 77 (2016)",
                 "Anti-stacking clauses are void.", "2016-03-01")
    statute = record(
        "ch88", "Section 2. Legislative intent. It is the intent of the Legislature in "
        "enacting section 1 to supersede the holding in Trent v. Bellwether Insurance Co., "
        "380 Nor. 77 (2016).", title="Session Laws 2019, Chapter 88", domain="legal",
        doc_type="statute", published_at="2019-05-01")
    harlan = case("harlan", "Harlan v. Dorn, 301 Nor. 12 (2009)", "Rule A.", "2009-01-01")
    marchetti = case("marchetti", "Marchetti v. Ruiz, 377 Nor. 5 (2021)", "We overrule Harlan "
                     "v. Dorn, 301 Nor. 12 (2009).", "2021-01-01")
    quinn = case("quinn", "Quinn v. Lowe, 388 Nor. 40 (2023)", "The appellant relies on Harlan "
                 "v. Dorn, 301 Nor. 12 (2009). But Harlan was overruled in Marchetti v. Ruiz, "
                 "377 Nor. 5 (2021), and the argument fails.", "2023-01-01")
    edges = {
        (e.newer_id, e.older_id): e.status
        for e in derive([trent, statute, harlan, marchetti, quinn], embedded_store, extractor)
    }
    assert edges.get(("ch88", "trent")) == "accepted"
    assert edges.get(("marchetti", "harlan")) == "accepted"
    assert ("quinn", "marchetti") not in edges


def test_an_amendment_denying_it_replaces_the_policy_is_no_new_version(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 60: "Amendment No. 1 to Insider Trading Policy CMP-ITP-001 (Version 4.0)" says
    "This Amendment does not supersede or replace the Policy": the version rule, matching the
    code in its title, made it version 4.0's successor. A later version saying nothing of
    the kind still is."""

    def policy(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="policy", doc_type="policy",
                      published_at=at)

    rows = [
        policy("v4", "Insider Trading Policy CMP-ITP-001 (Version 4.0)", "Rules.", "2023-01-01"),
        policy("amend1", "Amendment No. 1 to Insider Trading Policy CMP-ITP-001 (Version 4.0)",
               "Except as set out in this Amendment, Version 4.0 of the Policy remains in full "
               "force and effect. This Amendment does not supersede or replace the Policy.",
               "2024-02-01"),
        policy("v5", "Insider Trading Policy CMP-ITP-001 (Version 5.0)", "New rules.",
               "2025-01-01"),
    ]
    derived = derive(rows, embedded_store, extractor)
    edges = {(e.newer_id, e.older_id): e.status for e in derived}
    # read with version 4.0 (its title names it a change of it), not its successor
    assert {e.kind for e in derived if (e.newer_id, e.older_id) == ("amend1", "v4")} <= {"amends"}
    assert edges.get(("v5", "v4")) == "accepted" or edges.get(("v5", "amend1")) == "accepted"


def test_a_reversal_naming_the_decision_below_by_a_state_reporter_citation(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 57: "The decision of the Court of Appeals, 212 Kess. App. 88, is reversed" was
    only proposed (a state reporter was no citation, so only the shared caption named it)."""
    docs = [
        record("app", "The trial court erred.", title="Harlan v. Brightwater Marine Supply, "
               "Inc., 212 Kess. App. 88 (2022)", domain="legal", doc_type="opinion",
               published_at="2022-04-12"),
        record("sup", "The decision of the Court of Appeals, 212 Kess. App. 88, is reversed.",
               title="Harlan v. Brightwater Marine Supply, Inc., 419 Kess. 301 (2023)",
               domain="legal", doc_type="opinion", published_at="2023-11-03"),
    ]
    edges = {(e.newer_id, e.older_id): e.status for e in derive(docs, embedded_store, extractor)}
    assert edges.get(("sup", "app")) == "accepted"


def test_trial_62_statute_sections_rules_and_guidance_repealed_in_the_acts_own_words(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 62: state code sections cited by initials ("C.R.S. § 47-3-210") or a short code
    name ("WAC 296-14-100") are designations; "as amended by chapter 62, Laws of 2019" names
    what changed the repealed section, not a part of it; a rulemaking order's list writes
    "Repealing WAC ..."; "the Bureau hereby rescinds ..., effective upon publication" is the
    Bureau's own unconditional act, where "Upon approval by the Board" is a condition."""

    legal = partial(titled_record, "legal")

    rows = [
        legal("crs-2015", "statute", "Breach Notification Act, C.R.S. § 47-3-210",
              "Notice within forty-five days.", "2015-04-20"),
        legal("crs-2024", "statute", "Laws of Calloway 2024, ch. 9 -- Consumer Data Security Act",
              "Section 2. REPEALER. C.R.S. 47-3-210, as amended by chapter 62, Laws of 2019, "
              "and chapter 203, Laws of 2021, is repealed.", "2024-03-28"),
        legal("wac-100", "regulation", "WAC 296-14-100 Meal and rest periods",
              "Rest periods of ten minutes.", "2012-02-01"),
        legal("wsr-077", "regulation", "WSR 20-14-077 Rulemaking order (WAC 296-14-105)",
              "Citation of rules affected by this order: New WAC 296-14-105; Repealing WAC "
              "296-14-100.", "2020-07-01"),
        legal("g-2020-11", "guidance", "Guidance Document G-2020-11: Online Cancellation",
              "Sellers should offer online cancellation.", "2020-10-05"),
        legal("rescission", "guidance", "Rescission of Guidance Document G-2020-11",
              "Consistent with the Bureau's review of its guidance inventory, the Bureau hereby "
              "rescinds Guidance Document G-2020-11, \"Online Cancellation,\" effective upon "
              "publication.", "2023-06-26"),
        legal("g-2021-03", "guidance", "Guidance Document G-2021-03: Auto-renewal",
              "Renewal notices.", "2021-03-01"),
        legal("pending", "guidance", "Guidance Document G-2024-01",
              "Upon approval by the Board, the Bureau hereby rescinds G-2021-03.", "2024-01-10"),
    ]
    found = {(e.newer_id, e.older_id): e for e in derive(rows, embedded_store, extractor)}
    accepted = {pair: e.kind for pair, e in found.items() if e.status == "accepted"}
    assert accepted == {
        ("crs-2024", "crs-2015"): "repeals",
        ("wsr-077", "wac-100"): "repeals",
        ("rescission", "g-2020-11"): "repeals",
    }


def test_trial_61_62_policies_are_read_by_the_general_pack_too(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 61 and 62: a supervisor's circulars in the policy domain were read by the
    versioned-policy pack alone, which knows no "Circular 2018/04" and no "is hereby
    repealed": the general pack reads them along (``read_with``), a repeal keeps its kind,
    and a bracketed title ("(Temporary relief ...)") restricts nothing where "(temporarily,
    pending review)" does. "COVID-19" in two titles makes no editions of one code."""

    def policy(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="policy", doc_type="policy",
                      published_at=at)

    rows = [
        policy("c2018-04", "WFSA Circular 2018/04: IT outsourcing", "Approval needed.",
               "2018-05-01"),
        policy("c2021-09", "WFSA Circular 2021/09: Outsourcing", "Circular 2018/04 is hereby "
               "repealed with effect from 1 April 2022.", "2021-11-22"),
        policy("c2020-11", "CMSA Circular 2020/11: Temporary relief (COVID-19)",
               "Returns may be filed 30 days late.", "2020-04-06"),
        policy("c2022-04", "CMSA Circular 2022/04: Rescission of COVID-19 relief measures",
               "The Authority hereby rescinds Circular 2020/11 (Temporary relief on periodic "
               "reporting deadlines) with effect from 30 June 2022.", "2022-03-31"),
        policy("c2020-12", "CMSA Circular 2020/12: Remote onboarding (COVID-19)",
               "Video checks.", "2020-04-07"),
        policy("c2023-01", "CMSA Circular 2023/01: Onboarding review", "The Authority hereby "
               "rescinds Circular 2020/12 (temporarily, pending review).", "2023-01-09"),
    ]
    edges = derive(rows, embedded_store, extractor)
    accepted = {(e.newer_id, e.older_id): e.kind for e in edges if e.status == "accepted"}
    assert accepted == {("c2021-09", "c2018-04"): "repeals", ("c2022-04", "c2020-11"): "repeals"}
    covid = {"c2020-11", "c2020-12", "c2022-04"}
    assert not [e for e in edges if {e.newer_id, e.older_id} <= covid and e.source == "rule"]
    assert ("c2023-01", "c2020-12") not in accepted


def test_trial_62_blackout_notices_name_what_they_replace_revoke_and_lift(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 62: a blackout notice "replaces BL-2024-011"; a lift names the blackout it ends
    three months on ("Blackout BL-2024-019 is lifted in full"), past the 4-day window the
    rule pairs lifts with; a blackout at 13:55 revokes by request id a pre-clearance granted
    that morning ("PC-88412 (EMP3310) is revoked"), while the one it says "is not affected"
    stands."""

    fin = partial(titled_record, "finance")

    rows = [
        fin("bl-011", "blackout_announced", "BL-2024-011 Blackout: Project Juniper (CLDW)",
            "Covered persons may not trade CLDW.", "2024-02-05"),
        fin("bl-019", "blackout_announced", "BL-2024-019 Blackout: Project Juniper",
            "This notice replaces BL-2024-011 of 5 February 2024, which should be disregarded. "
            "Securities: CLDW.", "2024-03-12"),
        fin("lift", "blackout_lifted", "Project Juniper -- blackout lifted",
            "Blackout BL-2024-019 is lifted in full, effective market open 21 June 2024.",
            "2024-06-20"),
        fin("pc-412", "pre_clearance_approved", "Pre-clearance PC-88412: EMP3310 buy 500 OSPR",
            "Employee: EMP3310. Security: Osprey Renewables plc (OSPR).", "2024-05-14"),
        fin("pc-430", "pre_clearance_approved", "Pre-clearance PC-88430: EMP3311 buy 300 OSPR",
            "Employee: EMP3311. Security: Osprey Renewables plc (OSPR).", "2024-05-14"),
        fin("bl-027", "blackout_announced", "BL-2024-027 Blackout: Project Heron (OSPR)",
            "Open pre-clearance approvals in OSPR are cancelled; in particular PC-88412 "
            "(EMP3310) is revoked and must not be executed. PC-88430 (EMP3311) was executed "
            "before the team was wall-crossed, and is not affected.", "2024-05-14"),
    ]
    edges = derive(rows, embedded_store, extractor)
    accepted = {(e.newer_id, e.older_id): e.kind for e in edges if e.status == "accepted"}
    assert accepted == {
        ("bl-019", "bl-011"): "supersedes",
        ("lift", "bl-019"): "rescinds",
        ("bl-027", "pc-412"): "revokes",
    }


def test_a_pack_reading_along_accepts_what_the_own_pack_only_proposed(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 61: "This policy supersedes KHT-IG-01 version 3 and KHT-RM-02 Records Management
    Policy": the policy pack proposes any code a policy names, the general pack reading along
    accepts the policy's own statement, one edge for the pair; a standard (no type the policy
    pack's version rules chain) gets its earlier version from the general pack's reading."""

    policy = partial(titled_record, "policy")

    rows = [
        policy("rm-02", "policy", "KHT-RM-02 Records Management Policy", "Keep records.",
               "2019-09-01"),
        policy("ig-01", "policy", "KHT-IG-01 Information Governance Policy (version 4)",
               "This policy supersedes KHT-RM-02 Records Management Policy.", "2024-04-01"),
        policy("std-v2", "standard", "IT-STD-014 Authentication Standard v2.0",
               "SMS codes allowed.", "2021-03-01"),
        policy("std-v3", "standard", "IT-STD-014 Authentication Standard v3.0",
               "This version replaces IT-STD-014 v2.0 with effect from 1 July 2024.",
               "2024-05-20"),
    ]
    edges = derive(rows, embedded_store, extractor)
    pair = [(e.kind, e.status) for e in edges if (e.newer_id, e.older_id) == ("ig-01", "rm-02")]
    assert pair == [("supersedes", "accepted")]
    assert ("std-v3", "std-v2", "accepted") in {(e.newer_id, e.older_id, e.status) for e in edges}


def test_trial_61_an_advisory_revision_replaces_the_text_of_its_first_publication_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 61: "This is revision 2 of FQA-2023-0007 and replaces the text published on 10
    March 2023" and "This entry replaces the report originally published on 22 April 2024"
    name no identifier in their object: the advisory of that day is the one replaced, not the
    release note published that day."""

    def sec(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="security", doc_type=doc_type,
                      published_at=at)

    rows = [
        sec("fqa-r1", "advisory", "fastquery-parser: Prototype pollution (CVE-2023-41877)",
            "FQA-2023-0007. Affected: < 3.2.0.", "2023-03-10"),
        sec("fqa-r2", "advisory", "fastquery-parser: Prototype pollution bypass (CVE-2023-41877)",
            "This is revision 2 of FQA-2023-0007 and replaces the text published on 10 March "
            "2023 in its entirety. Affected: < 3.2.3.", "2023-04-18"),
        sec("go-r1", "advisory", "GO-2024-2801: Stack exhaustion in tomlkit (CVE-2024-33020)",
            "Module: github.com/nimbuscore/tomlkit. Fixed: v1.3.1", "2024-04-22"),
        sec("go-note", "release_note", "tomlkit v1.3.1", "Limit nesting depth.", "2024-04-22"),
        sec("go-r2", "advisory", "GO-2024-2801 (updated): tomlkit fixed version corrected",
            "The fixed version recorded for GO-2024-2801 has been changed. This entry replaces "
            "the report originally published on 22 April 2024.", "2024-05-07"),
    ]
    edges = derive(rows, embedded_store, extractor)
    revisions = {
        (e.newer_id, e.older_id) for e in edges if e.status == "accepted" and e.kind == "supersedes"
    }
    assert revisions == {("fqa-r2", "fqa-r1"), ("go-r2", "go-r1")}


def test_trial_62_a_policy_named_after_an_introductory_phrase_with_an_aside_is_repealed(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 62: "With the end of the emergency declaration, Policy 4.12 (Emergency Telework,
    2020) is rescinded." cites Brightwater County's Personnel Policy 4.12 past the opening
    phrase and before its bracketed aside; a rescission is a repeal (verdict "repealed")."""

    def policy(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="policy", doc_type="policy",
                      published_at=at)

    rows = [
        policy("p412", "Brightwater County Personnel Policy 4.12: Emergency Telework (2020)",
               "Full-time telework during the emergency.", "2020-04-06"),
        policy("p414", "Brightwater County Personnel Policy 4.14: Hybrid Work (2022)",
               "With the end of the emergency declaration, Policy 4.12 (Emergency Telework, "
               "2020) is rescinded. Employees may telework up to three days.", "2022-05-16"),
    ]
    edges = derive(rows, embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind) for e in edges if e.status == "accepted"} == {
        ("p414", "p412", "repeals")
    }


def test_trial_64_overrulings_withdrawals_and_lapses_in_an_agency_s_or_court_s_words(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 64: a reporter written as a run of abbreviations ("88 N. Hald. App. 2d 201") is
    no sentence end; "The Federal Wage Standards Administration hereby withdraws ..." is the
    agency acting, not another document's title; "Tax Bulletin 18-4 is no longer in effect
    ... and should not be relied upon" is a whole repeal ("relied upon" conditions nothing)."""

    legal = partial(titled_record, "legal")

    rows = [
        legal("merriweather", "opinion", "State v. Merriweather, 88 N. Hald. App. 2d 201 (2015)",
              "We affirm.", "2015-06-01"),
        legal("oduya", "opinion", "State v. Oduya, 2020 NHS 44",
              "¶23 State v. Merriweather, 88 N. Hald. App. 2d 201 (2015), is overruled to the "
              "extent it holds otherwise.", "2020-11-20"),
        legal("letter", "guidance", "FWSA Opinion Letter FWSA2019-7: Couriers",
              "Couriers are independent contractors.", "2019-04-29"),
        legal("withdrawal", "guidance", "Withdrawal of Opinion Letter FWSA2019-7",
              "The Federal Wage Standards Administration hereby withdraws Opinion Letter "
              "FWSA2019-7 (April 29, 2019), effective immediately.", "2021-02-22"),
        legal("tb-18-4", "guidance", "Ardena Department of Revenue Tax Bulletin 18-4: SaaS",
              "SaaS is not taxable.", "2018-05-01"),
        legal("tb-23-1", "guidance", "Ardena Department of Revenue Tax Bulletin 23-1: SaaS",
              "Tax Bulletin 18-4 is no longer in effect as of April 1, 2023 and should not be "
              "relied upon for periods after that date.", "2023-01-10"),
    ]
    accepted = {
        (e.newer_id, e.older_id)
        for e in derive(rows, embedded_store, extractor)
        if e.status == "accepted"
    }
    assert accepted == {
        ("oduya", "merriweather"),
        ("withdrawal", "letter"),
        ("tb-23-1", "tb-18-4"),
    }


def test_trial_64_a_rejected_cve_record_withdraws_its_own_cve_not_the_one_to_use(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 64: "** REJECT ** CVE-2024-21177 ... a duplicate of CVE-2024-20931" withdrew
    both CVE records (a CVE is no titled id: other vendors' advisories carry it); a title's
    CVE decides where both titles carry one, and an advisory titled by none still shares it."""
    rows = [
        sec("cve-20931", "CVE-2024-20931: Path traversal in tarsafe-extract", "advisory",
            "2024-01-15", "tarsafe-extract through 1.4.1 follows symlinks."),
        sec("cve-21177", "CVE-2024-21177: Directory traversal in tarsafe-extract", "advisory",
            "2024-01-18", "Calloway Labs found a traversal in tarsafe-extract."),
        sec("vendor", "Path traversal in tarsafe-extract", "advisory", "2024-01-19",
            "Tracked as CVE-2024-21177."),
        sec("reject", "** REJECT ** CVE-2024-21177", "withdrawal", "2024-02-02",
            "This candidate is a duplicate of CVE-2024-20931. All CVE users should reference "
            "CVE-2024-20931 instead."),
    ]
    withdrawn = {
        e.older_id
        for e in derive(rows, embedded_store, extractor)
        if e.newer_id == "reject" and e.status == "accepted"
    }
    assert withdrawn == {"cve-21177", "vendor"}


def test_trial_86_exceptions_revoked_or_expired_by_title_and_blackouts_that_ended(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 86: "Revocation of Emergency Exception EX-2024-005" and "Emergency Exception
    EX-2024-010 Expired Unused" ended nothing (only pre-clearances were revoked or expired
    by their titles' ids), and "The quarterly blackout announced on 15 March (BLK-2024-01)
    has ended in accordance with its terms" lifted nothing."""

    def fin(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("finance", doc_id, doc_type, title, text, at, ticker="ARHC")

    rows = [
        fin("blk-01", "blackout_announced", "Blackout Notice BLK-2024-01 - Q1 2024 Blackout",
            "A quarterly blackout on ARHC begins on 18 March 2024.", "2024-03-15"),
        fin("ex-005", "emergency_exception", "Emergency Exception EX-2024-005 - A. Patel - ARHC",
            "Permitted: SELL up to 1,500 ARHC.", "2024-04-09"),
        fin("ex-005-revoked", "pre_clearance_revoked",
            "Revocation of Emergency Exception EX-2024-005 - A. Patel - ARHC",
            "The exception granted on 9 April is revoked, effective immediately.", "2024-04-11"),
        fin("ex-010", "emergency_exception", "Emergency Exception EX-2024-010 - B. Kowalski",
            "Permitted: SELL up to 900 ARHC.", "2024-04-12"),
        fin("ex-010-expired", "pre_clearance_expired",
            "Emergency Exception EX-2024-010 Expired Unused - B. Kowalski",
            "The exception to sell ARHC expired at the close unused.", "2024-04-16"),
        fin("reopened", "blackout_lifted", "Trading Window Reopened - BLK-2024-01 Lifted",
            "The quarterly blackout announced on 15 March (BLK-2024-01) has ended in "
            "accordance with its terms.", "2024-04-29"),
    ]
    accepted = {
        (e.newer_id, e.older_id, e.kind)
        for e in derive(rows, embedded_store, extractor)
        if e.status == "accepted" and e.newer_id in {"ex-005-revoked", "ex-010-expired", "reopened"}
    }
    assert accepted == {
        ("ex-005-revoked", "ex-005", "revokes"),
        ("ex-010-expired", "ex-010", "expires"),
        ("reopened", "blk-01", "rescinds"),
    }


def test_trial_88_a_withdrawal_withdraws_the_id_its_title_names_not_the_duplicate_to_use(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 88: "Withdrawn: ... (GHSA-h2v6-8r4k-xx5j)", "a duplicate of GHSA-3m9c-wq7h-2f8r",
    withdrew the surviving advisory (titled by no id, so the text's ids decided) and not the
    withdrawn one (whose id was not read: a letter GitHub does not assign)."""
    rows = [
        sec("survivor", "XML External Entity (XXE) injection in quill-xml XmlReader", "advisory",
            "2023-10-03", "GHSA-3m9c-wq7h-2f8r · CVE-2023-44120\nquill-xml resolves DTDs."),
        sec("duplicate", "quill-xml XmlReader allows external entity resolution", "advisory",
            "2023-10-05", "GHSA-h2v6-8r4k-xx5j\nXmlReader resolves external entities."),
        sec("withdrawn", "Withdrawn: quill-xml XmlReader allows external entity resolution "
            "(GHSA-h2v6-8r4k-xx5j)", "withdrawal", "2023-10-09",
            "This advisory has been withdrawn because it is a duplicate of GHSA-3m9c-wq7h-2f8r. "
            "Please refer to GHSA-3m9c-wq7h-2f8r (CVE-2023-44120)."),
    ]
    withdrawn = {
        e.older_id
        for e in derive(rows, embedded_store, extractor)
        if e.newer_id == "withdrawn" and e.status == "accepted"
    }
    assert withdrawn == {"duplicate"}


def test_trial_63_a_withdrawal_naming_ndcs_withdraws_only_what_carries_them(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 63: discontinuing "Calyptin 10 mg (NDC 71234-210-30) ... 20 mg and 40 mg are not
    affected" withdrew every Calyptin recall (the rule matched the drug); by NDC it withdraws
    what carries the 10 mg code only, not the 20 mg recall, and (trial 69) not the label of
    the 10 and 20 mg tablets whose 20 mg it says it leaves out; without that statement it
    withdraws that label. One naming no NDC still withdraws everything of the drug."""
    label = pharma_record(
        "label", "label", "CALYPTIN (calyptrine hydrochloride) tablets: 10 mg (NDC "
        "71234-210-30), 20 mg (NDC 71234-220-30).", "2022-09-06", labeler="Dunmore Laboratories"
    )
    recall = pharma_record(
        "recall", "recall", "Dunmore Laboratories is recalling Calyptin (calyptrine "
        "hydrochloride) Tablets, 20 mg, NDC 71234-220-30, lots A2211 and A2214.", "2023-04-18",
        recalling_firm="Dunmore Laboratories",
    )
    discontinued = pharma_record(
        "withdrawal", "withdrawal", "Dunmore Laboratories will discontinue Calyptin (calyptrine "
        "hydrochloride) Tablets, 10 mg (NDC 71234-210-30). Calyptin 20 mg is not affected.",
        "2025-09-15", labeler="Dunmore Laboratories",
    )
    edges = derive([label, recall, discontinued], embedded_store, extractor)
    assert {e.older_id for e in edges if e.newer_id == "withdrawal"} == set()
    silent = pharma_record(
        "withdrawal", "withdrawal", "Dunmore Laboratories will discontinue Calyptin (calyptrine "
        "hydrochloride) Tablets, 10 mg (NDC 71234-210-30).", "2025-09-15",
        labeler="Dunmore Laboratories",
    )
    edges = derive([label, recall, silent], embedded_store, extractor)
    assert {e.older_id for e in edges if e.newer_id == "withdrawal"} == {"label"}
    unnamed = pharma_record(
        "withdrawal", "withdrawal", "Dunmore Laboratories is withdrawing Calyptin (calyptrine "
        "hydrochloride) from the market.", "2025-09-15", labeler="Dunmore Laboratories",
    )
    edges = derive([label, recall, unnamed], embedded_store, extractor)
    assert {e.older_id for e in edges if e.newer_id == "withdrawal"} == {"label", "recall"}


def test_trial_63_a_release_patches_no_advisory_of_another_own_product(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 63: fastform-parser 3.2.0 "patched" the fastform-parser-lite advisory saying "the
    full fastform-parser package ... is not affected" (its versions read as the lite
    package's), and Edge Gateway 7.2.1 the Edge Controller advisory naming the Gateway only
    to tell them apart: where both documents' metadata name their own product, they must
    share it."""

    sec_doc = partial(titled_record, "security")

    rows = [
        sec_doc("full-adv", "advisory", "GHSA-7q4m-2x9c-hf3p: fastform-parser pollution",
                "Affected versions: < 3.2.0. Patched versions: 3.2.0.", "2024-03-18",
                package="fastform-parser"),
        sec_doc("lite-adv", "advisory", "GHSA-r2f8-66vq-wp3m: ReDoS in fastform-parser-lite",
                "Affected versions: fastform-parser-lite < 1.4.3. Patched versions: 1.4.3. The "
                "full fastform-parser package is not affected.", "2024-05-13",
                package="fastform-parser-lite"),
        sec_doc("rel", "release_note", "fastform-parser 3.2.0 release notes",
                "Nested field names containing __proto__ are rejected.", "2024-03-18",
                package="fastform-parser", version="3.2.0"),
    ]
    patched = {
        e.older_id
        for e in derive(rows, embedded_store, extractor)
        if e.newer_id == "rel" and e.status == "accepted"
    }
    assert patched == {"full-adv"}


def test_trial_63_a_circular_repeals_its_issuer_s_circular_in_a_wrapped_list_item(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 63: a numbered paragraph hard-wrapped with an indented continuation line; its
    subject opens with "With effect from that date," and describes the repealed circular by
    its title's words; "Circulars 2022/03 and 2023/11" lists two; and another issuer has a
    Circular 2019/07 too (the citing circular's own issuer's is the one repealed)."""

    def circular(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="policy", doc_type="policy",
                      published_at=at)

    rows = [
        circular("fcb-2019-07", "FCB Circular 2019/07: Outsourcing of material functions",
                 "Notify the Board.", "2019-05-02"),
        circular("isc-2019-07", "ISC Circular 2019/07: Outsourcing by insurers",
                 "Notify the Commission.", "2019-08-15"),
        circular("fcb-2025-02", "FCB Circular 2025/02: ICT third-party risk management",
                 "1. This Circular applies from 1 July 2025.\n2. With effect from that date, "
                 "Circular 2019/07 on outsourcing of material functions, together with the\n"
                 "   amending Circulars 2022/03 and 2023/11, is repealed.\n3. Exit plans are "
                 "tested annually.", "2025-02-20"),
    ]
    edges = derive(rows, embedded_store, extractor)
    accepted = {(e.newer_id, e.older_id, e.kind) for e in edges if e.status == "accepted"}
    assert accepted == {("fcb-2025-02", "fcb-2019-07", "repeals")}


def test_trial_62_a_notice_suspending_a_section_of_a_policy_edition_suspends_that_edition(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 62: "section 4.3 of the Global Travel & Expense Policy (TE-01 v5) is suspended
    for travel between 1 January and 31 December 2023" suspends TE-01 version 5 (titled
    "Version 5"), not version 4, for the notice's term; a part repealed is still only the
    document titled by that part."""

    policy = partial(titled_record, "policy")

    rows = [
        policy("te-v4", "policy", "Corvane Travel & Expense Policy TE-01, Version 4 (2020)",
               "Business class on flights over 8 hours.", "2020-03-01"),
        policy("te-v5", "policy", "Corvane Travel & Expense Policy TE-01, Version 5 (2022)",
               "This version supersedes TE-01 version 4. Section 4.3: business class on "
               "flights over 8 hours.", "2022-03-01"),
        policy("memo", "notice", "Corvane Finance Memo FM-2023-01: Premium travel paused",
               "As part of the 2023 cost programme, section 4.3 of the Global Travel & Expense "
               "Policy (TE-01 v5) is suspended for travel between 1 January and 31 December "
               "2023.", "2022-12-12"),
    ]
    edges = derive(rows, embedded_store, extractor)
    suspended = {
        (e.newer_id, e.older_id) for e in edges if e.kind == "suspends" and e.status == "accepted"
    }
    assert suspended == {("memo", "te-v5")}


def test_trial_64_67_a_voided_approval_and_a_lift_naming_the_notice_by_its_day(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 64 and 67: a corrected pre-clearance saying "PC-25-0311 is void and must not be
    used" derived nothing; a lift of "the residual restriction on Group Treasury staff
    referred to in the Compliance notice of 30 October 2024" names the partial lift of that
    day (no code), not the blackout that lift ended nor a lift of another ticker that day."""

    def fin(
        doc_id: str, doc_type: str, title: str, text: str, at: str, ticker: str = "HCG"
    ) -> SourceRecord:
        return titled_record("finance", doc_id, doc_type, title, text, at, ticker=ticker)

    rows = [
        fin("pc-0311", "pre_clearance_approved", "Pre-clearance PC-25-0311 - EMP4120 - HVSN",
            "Reference: PC-25-0311\nEmployee: EMP4120\nBUY 300 HVSN.", "2025-03-10", "HVSN"),
        fin("pc-0319", "pre_clearance_approved", "Pre-clearance PC-25-0319 - EMP4120 - HVSN "
            "(corrected)", "Reference: PC-25-0319\nEmployee: EMP4120\nBUY 300 HVSN. PC-25-0311 "
            "is void and must not be used; this record replaces it.", "2025-03-10", "HVSN"),
        fin("q3", "blackout_announced", "Quarterly Blackout - Q3 2024 (HCG)",
            "No trading in HCG from 15 September 2024.", "2024-09-09"),
        fin("q3-end", "blackout_lifted", "Q3 2024 HCG blackout ends - Group Treasury excepted",
            "The Q3 blackout in HCG ended on 30 October 2024 except for Group Treasury, who "
            "remain restricted from trading HCG.", "2024-10-30"),
        fin("other", "blackout_lifted", "KLM restriction lifted", "KLM may be traded again.",
            "2024-10-30", "KLM"),
        fin("treasury", "blackout_lifted", "Group Treasury - HCG restriction lifted",
            "The residual restriction on Group Treasury staff referred to in the Compliance "
            "notice of 30 October 2024 is lifted effective 12 November 2024.", "2024-11-12"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("pc-0319", "pc-0311")) == "accepted"
    assert found.get(("treasury", "q3-end")) == "accepted"
    assert ("treasury", "other") not in found and ("treasury", "q3") not in found


def test_trial_68_a_release_note_saying_the_advisory_is_resolved_patches_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 68: a maintenance release backporting a fix wrote "With it, CVE-2024-22790 /
    HVSA-2024-01 is resolved on the 4.x line as well" and patched nothing (the first release
    after the advisory was taken as its only fix)."""

    def sec(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("security", doc_id, doc_type, title, text, at,
                             package="org.halvard:halvard-xml", ecosystem="Maven")

    rows = [
        sec("adv", "advisory", "HVSA-2024-01: XXE in halvard-xml (CVE-2024-22790)",
            "halvard-xml resolves external entities by default.", "2024-02-12"),
        sec("r513", "release_note", "halvard-xml 5.1.3 release notes",
            "This fixes CVE-2024-22790 (HVSA-2024-01) for the 5.x line.", "2024-02-20"),
        sec("r498", "release_note", "halvard-xml 4.9.8 release notes",
            "This maintenance release backports the DTD hardening. With it, CVE-2024-22790 / "
            "HVSA-2024-01 is resolved on the 4.x line as well.", "2024-03-18"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("r513", "adv")) == "accepted"
    assert found.get(("r498", "adv")) == "accepted"


def test_trial_65_how_courts_legislatures_and_agencies_wrote_their_acts(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 65: "Castellano-Ruiz is overruled." (a double-barrelled short name, the case cited
    after "MARCHETTI, C.J. Since" which was read into its name); "Section 6 of the Rural
    Broadband Deployment Act (47 U.S.C. 1712) is repealed" (the section's title writes "§ 6");
    "The opinion filed March 3, 2023 is withdrawn" on rehearing; "Compliance Bulletin 2016-02
    is withdrawn"; "Opinion No. 2019-14 ... is hereby withdrawn" by an attorney general."""

    def legal(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, doc_type, title, text, at)

    rows = [
        legal("castellano", "opinion", "Commonwealth v. Castellano-Ruiz, 476 Kess. 233 (2017)",
              "We hold that the odor of marijuana supplies probable cause.", "2017-01-24"),
        legal("pike", "opinion", "Commonwealth v. Pike, 491 Kess. 18 (2022)",
              "MARCHETTI, C.J. Since Commonwealth v. Castellano-Ruiz, 476 Kess. 233 (2017), "
              "possession was legalized. Castellano-Ruiz is overruled.", "2022-09-06"),
        legal("sec6", "statute", "Rural Broadband Deployment Act, § 6 (47 U.S.C. § 1712)",
              "SEC. 6. A utility shall act on an application within 90 days.", "2018-12-14"),
        legal("repeal", "statute", "Appropriations Act, 2022, § 1104 - Repeal",
              "SEC. 1104. (a) Section 6 of the Rural Broadband Deployment Act (47 U.S.C. 1712) "
              "is repealed.", "2022-03-15"),
        legal("greaves-1", "opinion", "Greaves v. Ostrander County School District, No. 21-1187",
              "Filed March 3, 2023. We reverse.", "2023-03-03"),
        legal("greaves-2", "opinion", "Greaves v. Ostrander County School District, No. 21-1187 "
              "(on rehearing)", "Filed June 14, 2023. The petition for rehearing is granted. The "
              "opinion filed March 3, 2023 is withdrawn, and the following opinion is "
              "substituted.", "2023-06-14"),
        legal("bulletin", "guidance", "CLPB Compliance Bulletin 2016-02: Verifying Income",
              "Lenders may rely on pay stubs.", "2016-04-20"),
        legal("rule", "regulation", "Small-Dollar Credit; Revision of Underwriting Provisions",
              "Compliance Bulletin 2016-02 is withdrawn as of the effective date of this rule.",
              "2019-07-07"),
        legal("ag-2019", "guidance", "Attorney General Opinion No. 2019-14: Redaction Costs",
              "Agencies may charge for redaction.", "2019-05-01"),
        legal("ag-2024", "guidance", "Attorney General Opinion No. 2024-03: Redaction Costs",
              "Opinion No. 2019-14, which reached the contrary conclusion, is hereby withdrawn.",
              "2024-02-12"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    for pair in [("pike", "castellano"), ("repeal", "sec6"), ("greaves-2", "greaves-1"),
                 ("rule", "bulletin"), ("ag-2024", "ag-2019")]:
        assert found.get(pair) == "accepted", pair


def test_trial_65_an_extended_release_label_is_another_products(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 65: labels without NDCs chained by drug and labeler put the VELTRAZINE XR label
    between two editions of the immediate-release VELTRAZINE label: its title opens with
    "VELTRAZINE XR (veltrazine hydrochloride)" and its text names the other product."""

    def label(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("pharma", doc_id, "label", title, text, at,
                             labeler="Norbridge Pharmaceuticals")

    rows = [
        label("ir-2022", "VELTRAZINE (veltrazine hydrochloride) tablets - Prescribing "
              "Information (Revised 6/2022)", "VELTRAZINE tablets for RLS.", "2022-06-09"),
        label("xr-2023", "VELTRAZINE XR (veltrazine hydrochloride) extended-release tablets - "
              "Prescribing Information", "Do not substitute VELTRAZINE XR for immediate-release "
              "VELTRAZINE tablets.", "2023-09-05"),
        label("ir-2025", "VELTRAZINE (veltrazine hydrochloride) tablets - Prescribing "
              "Information (Revised 2/2025)", "VELTRAZINE tablets for RLS.", "2025-02-14"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("ir-2025", "ir-2022")) == "accepted"
    assert not {pair for pair in found if "xr-2023" in pair}


def test_trial_65_a_withdrawal_leaves_out_what_it_says_it_does_not_reach(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 65: withdrawals matched on the drug withdrew the labels they said they leave out
    ("LOMITREL capsules (5 mg and 10 mg) are not affected by this withdrawal"; "The
    withdrawal does not extend to DAPRAXIL-D 12 HOUR"), the latter through the generic name
    the two brands share; "to Withdraw Lomitrel (lomitrelide)" was read as a drug "Withdraw
    Lomitrel"."""

    def pharma(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("pharma", doc_id, doc_type, title, text, at, labeler="Orvane")

    rows = [
        pharma("susp", "label", "LOMITREL (lomitrelide) oral suspension - Prescribing "
               "Information", "LOMITREL oral suspension, 2 mg/mL.", "2022-04-19"),
        pharma("caps", "label", "LOMITREL (lomitrelide) capsules - Prescribing Information",
               "LOMITREL capsules, 5 mg and 10 mg.", "2022-04-19"),
        pharma("lom-w", "withdrawal", "Orvane to Withdraw Lomitrel (lomitrelide) Oral "
               "Suspension from the U.S. Market", "Orvane will withdraw LOMITREL (lomitrelide) "
               "oral suspension. LOMITREL capsules (5 mg and 10 mg) are not affected by this "
               "withdrawal and will remain available.", "2025-10-01"),
        pharma("dap", "label", "DAPRAXIL (dapraxetine) tablets - Prescribing Information",
               "DAPRAXIL tablets, 10 mg and 20 mg.", "2017-01-10"),
        pharma("dap-d", "label", "DAPRAXIL-D (dapraxetine and pseudoephedrine sulfate) "
               "extended-release tablets - Prescribing Information", "DAPRAXIL-D 12 HOUR "
               "(dapraxetine 5 mg and pseudoephedrine sulfate 120 mg).", "2018-02-14"),
        pharma("dap-w", "withdrawal", "Orvane Announces Market Withdrawal of Dapraxil "
               "(dapraxetine) Tablets", "Orvane is withdrawing DAPRAXIL (dapraxetine) tablets. "
               "The withdrawal does not extend to DAPRAXIL-D 12 HOUR, which remains available.",
               "2021-04-12"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("lom-w", "susp")) == "accepted"
    assert found.get(("dap-w", "dap")) == "accepted"
    assert ("lom-w", "caps") not in found
    assert not {pair for pair in found if "dap-d" in pair}


def test_trial_67_a_restriction_not_extending_to_a_ticker_voids_no_approval_in_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 67: "The restriction does not extend to Nuvogen Biotech Inc. (NVGN) ... existing
    approvals in NVGN are unaffected" voided an NVGN pre-clearance; what stands before "does
    not extend to" stays in scope ("In King v. Davis, 469 U.S. 639, the court held that the
    doctrine does not extend to location records" is about King v. Davis)."""

    def fin(
        doc_id: str, doc_type: str, title: str, text: str, at: str, **meta: str
    ) -> SourceRecord:
        return titled_record("finance", doc_id, doc_type, title, text, at, **meta)

    rows = [
        fin("pc-nvgn", "pre_clearance_approved", "Pre-clearance PC-24-0878 - EMP2231 - NVGN",
            "Employee: EMP2231\nInstrument: Nuvogen Biotech Inc. (NVGN)\nBUY 100", "2024-10-14",
            ticker="NVGN"),
        fin("pc-nvra", "pre_clearance_approved", "Pre-clearance PC-24-0877 - EMP2231 - NVRA",
            "Employee: EMP2231\nInstrument: Nuvora Health (NVRA)\nBUY 50", "2024-10-14",
            ticker="NVRA"),
        fin("restricted", "blackout_announced", "CMP-2024-112 | Nuvora Health - Restricted",
            "Nuvora Health Inc. (NYSE: NVRA) is placed on the Restricted List. The restriction "
            "does not extend to Nuvogen Biotech Inc. (NVGN), Nuvora's former parent.",
            "2024-10-15", ticker="NVRA"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("restricted", "pc-nvra")) == "accepted"
    assert ("restricted", "pc-nvgn") not in found
    holding = Document(id="king", text="In King v. Davis, 469 U.S. 639 (2016), the court held "
                       "that the doctrine does not extend to location records.",
                       domain="legal_precedent")
    extractor.prime([holding])
    keys = {e.key for e in extractor.analyse([extractor.declared(holding)])[0].entities}
    assert {"casename:king v. davis", "case:469 U.S. 639"} <= keys


def test_trial_69_a_strength_s_discontinuation_leaves_the_label_of_all_strengths(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 69: "Discontinuation of RIVENZA 40 mg tablets ... RIVENZA 10 mg and 20 mg
    tablets are not affected and remain available" withdrew the label of the 10, 20 and 40
    mg tablets. A recall of some lots of the 20 mg tablets saying "Quenzal 10 mg tablets
    remain unaffected" still recalls the label for those lots (trial 68), as does the
    expanded recall naming the earlier notice, which left the 10 mg out too."""

    def pharma(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("pharma", doc_id, doc_type, title, text, at, labeler="Corvane")

    rows = [
        pharma("riv", "label", "RIVENZA (ropelitan) tablets - Prescribing Information",
               "DOSAGE FORMS AND STRENGTHS: Tablets: 10 mg, 20 mg, 40 mg.", "2023-11-08"),
        pharma("riv-w", "withdrawal", "Discontinuation of RIVENZA 40 mg tablets",
               "Corvane is permanently withdrawing RIVENZA (ropelitan) 40 mg tablets. RIVENZA 10 "
               "mg and 20 mg tablets are not affected and remain available.", "2025-05-12"),
        pharma("que", "label", "QUENZAL (rimoxastat) tablets, 10 mg and 20 mg - Prescribing "
               "Information", "HOW SUPPLIED: 10 mg and 20 mg tablets.", "2020-05-04"),
        pharma("que-r1", "recall", "Corvane Recalls Quenzal (rimoxastat) 20 mg Tablets",
               "Corvane is recalling lots QZ2309A and QZ2309B of Quenzal 20 mg tablets. Quenzal "
               "10 mg tablets remain unaffected.", "2024-02-14"),
        pharma("que-r2", "recall", "UPDATED: Corvane Expands Recall of Quenzal (rimoxastat) 20 mg "
               "Tablets", "This announcement updates and supersedes the Corvane recall notice of "
               "February 14, 2024. Lot QZ2311C is added. Quenzal 10 mg tablets remain "
               "unaffected.", "2024-03-06"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert ("riv-w", "riv") not in found
    assert found.get(("que-r1", "que")) == "accepted"
    assert found.get(("que-r2", "que")) == "accepted"


def test_trial_70_overrulings_by_a_shorter_or_possessive_case_name(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 70: "To the extent Hadley holds otherwise, it is overruled" after citing "Hadley
    v. Brookfield Mutual" (titled "... Mutual Insurance Co."); "Delgado v. Ridgefield
    County's requirement ... We overrule Delgado"; "We overrule Pemberton" where the case was
    cited in a sentence saying other questions "do not affect the outcome" (read as naming
    Pemberton only to leave it out)."""

    def opinion_record(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, "opinion", title, text, at)

    rows = [
        opinion_record("hadley", "Hadley v. Brookfield Mutual Insurance Co., 212 Wm. 3d 448",
                       "Late notice defeats coverage.", "2009-01-01"),
        opinion_record("ostrander", "Ostrander v. Pell Valley Casualty Co., 298 Wm. 3d 102",
                       "We granted review to reconsider the rule of Hadley v. Brookfield Mutual. "
                       "To the extent Hadley holds otherwise, it is overruled.", "2021-11-05"),
        opinion_record("pemberton", "Pemberton v. Ashgrove School District No. 4, 141 Car. 2d "
                       "310", "Courts must decide the constitutional question first.",
                       "2005-01-01"),
        opinion_record("delgado", "Delgado v. Ridgefield County, 188 Car. 2d 45",
                       "The sequence announced in Pemberton v. Ashgrove School District has "
                       "proved unworkable, forcing courts to decide questions that do not affect "
                       "the outcome. We overrule Pemberton insofar as it mandates that sequence.",
                       "2012-05-18"),
        opinion_record("whitcomb", "Whitcomb v. City of Larkspur, 236 Car. 2d 512",
                       "Delgado v. Ridgefield County's requirement has no footing in the Act. We "
                       "overrule Delgado.", "2024-01-26"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    for pair in [("ostrander", "hadley"), ("delgado", "pemberton"), ("whitcomb", "delgado")]:
        assert found.get(pair) == "accepted", pair


def test_trial_71_we_disapprove_it_names_the_case_of_the_sentence_before(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 71: "Harlan v. Brightwater Logistics, Inc. (2016) 88 Clw.App.4th 311 reached the
    contrary conclusion. We disapprove it." named nothing in the cue's sentence."""
    rows = [
        titled_record("legal", "harlan", "opinion", "Harlan v. Brightwater Logistics, Inc. (2016) "
                      "88 Clw.App.4th 311", "The order compelling arbitration is affirmed.",
                      "2016-05-19"),
        titled_record("legal", "okafor", "opinion", "Okafor v. Pinecrest Senior Living (2021) 14 "
                      "Clw.5th 902", "Harlan v. Brightwater Logistics, Inc. (2016) 88 Clw.App.4th "
                      "311 reached the contrary conclusion. We disapprove it.", "2021-08-26"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("okafor", "harlan")) == "accepted"


def test_a_withdrawal_of_a_generic_withdraws_its_brand_s_label(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"FDA requests removal of all ranitidine products" withdraws the Zantac label (its
    title opens with the brand): withdrawals match any drug name a label writes, only label
    chains the drug its title opens with (the CI fixture caught the narrower match)."""
    rows = [
        titled_record("pharma", "zantac", "label", "Zantac 150 (ranitidine tablets)",
                      "Zantac 150, ranitidine tablets 150 mg, acid reducer.", "2018-09-01",
                      generic_name="ranitidine", brand_name="Zantac"),
        titled_record("pharma", "pull", "withdrawal", "FDA requests removal of all ranitidine "
                      "products from the market", "Manufacturers must withdraw all ranitidine "
                      "drugs from the market.", "2020-04-01", generic_name="ranitidine"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("pull", "zantac")) == "accepted"


def test_trial_70_an_agency_acting_by_its_guidance_withdraws_what_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 70: "The Department rescinds Bulletin 2019-06" and "The Office withdraws
    Advisory Opinion 2020-02" are the issuer's own acts in its guidance, read as its "we";
    a past "The Office withdrew" reports one."""

    def guidance(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, "guidance", title, text, at)

    rows = [
        guidance("b19", "DFI Bulletin 2019-06 - Earned Wage Access Products",
                 "Tips are not finance charges.", "2019-09-09"),
        guidance("b22", "DFI Bulletin 2022-03 - Rescission of Bulletin 2019-06",
                 "The Department rescinds Bulletin 2019-06 (Earned Wage Access Products) "
                 "effective immediately.", "2022-02-14"),
        guidance("ao20", "OCP Advisory Opinion 2020-02 - Pay-in-Four Installment Products",
                 "Pay-in-four products are not credit card accounts.", "2020-05-11"),
        guidance("ao23", "OCP Advisory Opinion 2023-01 - Pay-in-Four Products",
                 "The Office withdraws Advisory Opinion 2020-02.", "2023-03-01"),
        guidance("memo", "OCP staff memo on pay-later history",
                 "In 2023 the Office withdrew Advisory Opinion 2020-02.", "2024-01-05"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("b22", "b19")) == "accepted"
    assert found.get(("ao23", "ao20")) == "accepted"
    assert found.get(("memo", "ao20")) is None


def sec_record(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("security", doc_id, doc_type, title, text, at,
                         package="quillstream", ecosystem="npm")


def test_trial_73_a_release_saying_it_fixes_nothing_patches_nothing(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 73: the first release above an advisory's fixed version said "No new security
    fixes in this release ... 3.3.0 includes everything shipped in 3.2.2" and was taken for
    the fix, demoting the advisory; a release with a security entry still is."""
    rows = [
        sec_record("adv", "advisory", "Prototype pollution in quillstream merge()",
                   "CVE-2024-31187. Affected versions: >= 3.0.0, < 3.2.2. Patched versions: 3.2.2.",
                   "2024-03-12"),
        sec_record("r330", "release_note", "quillstream v3.3.0 release",
                   "## v3.3.0\n### Security\n- No new security fixes in this release. For the "
                   "status of CVE-2024-31187 see the advisory.", "2024-07-01"),
        sec_record("r340", "release_note", "quillstream v3.4.0 release",
                   "## v3.4.0\n### Security\n- Reject constructor keys in merge().", "2024-08-01"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert ("r330", "adv") not in found
    assert found.get(("r340", "adv")) == "accepted"


def test_trial_73_an_advisory_revision_after_the_fix_release_is_not_patched_by_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 73: fix releases came out before a coordinated advisory (they patch it), and a
    month later a revision narrowed the range, naming its first edition by the day it was
    published ("This update supersedes the version of the advisory published on 10
    October", no year): the revision is the later word on those releases, not patched by
    them."""
    rows = [
        sec_record("r541", "release_note", "quillstream v5.4.1",
                   "### Bug Fixes\n- avoid catastrophic backtracking in route params",
                   "2024-10-02"),
        sec_record("adv1", "advisory", "Regular expression denial of service in quillstream",
                   "GHSA-r6qc-9v3x-vv2m · CVE-2024-52011\nAffected: >= 4.0.0, < 4.9.7; >= 5.0.0, "
                   "< 5.4.1.\nPatched: 4.9.7, 5.4.1.", "2024-10-10"),
        sec_record("adv2", "advisory", "quillstream ReDoS advisory - affected versions narrowed",
                   "GHSA-r6qc-9v3x-vv2m (CVE-2024-52011) - updated 2024-10-29.\nThe 4.x series is "
                   "not affected. This update supersedes the version of the advisory published "
                   "on 10 October.\nAffected: >= 5.0.0, < 5.4.1. Patched: 5.4.1.", "2024-10-29"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("adv2", "adv1")) == "accepted"
    assert found.get(("r541", "adv1")) == "accepted"
    assert ("r541", "adv2") not in found


@pytest.mark.parametrize(
    "revision",
    [
        # named by the day in brackets after "this entry"
        "Report GO-2024-2871 was modified. The earlier version of this entry (9 May 2024), "
        "which listed v1.12 as affected, is superseded.",
        # named by the day before its noun
        "GO-2024-2871, revised. This revision replaces the 9 May text.",
        # titled in words, its id opening the text
        "GO-2024-2871 - final revision, 2024-06-11. This revision supersedes all previous "
        "versions of the advisory.",
    ],
)
def test_trial_73_an_advisory_revision_names_its_earlier_edition_by_its_day_or_its_header(
    embedded_store: GraphStore, extractor: SpacyExtractor, revision: str
) -> None:
    """Trial 73: revisions titled in words named the edition they replace only by its day
    or by "all previous versions" under an id their first line writes."""
    rows = [
        sec_record("first", "advisory", "GO-2024-2871: Path traversal in quillstream",
                   "Affected: before v1.14.6.", "2024-05-09"),
        sec_record("other", "advisory", "GO-2024-2990: Header injection in quillstream",
                   "Affected: before v1.14.9.", "2024-05-09"),
        sec_record("rev", "advisory", "quillstream affected range corrected", revision,
                   "2024-06-11"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("rev", "first")) == "accepted"
    assert ("rev", "other") not in found


def test_trials_62_65_an_act_amending_a_code_section_supersedes_the_section_as_enacted(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 62-65: session laws amend a code section in the passive ("Subsection (b) of
    section 17-204 of the Marlow Code is repealed and the following is substituted",
    "C.R.S. 47-3-210, subsection (2), is amended to read", "Sections 12-301 to 12-318,
    inclusive, of the Marlow Code are repealed and reenacted"); two acts amending two
    subsections both supersede it. An act amending a whole regulation leaves it in force
    (``test_the_text_an_amending_act_quotes_to_insert_is_not_its_own_act``), and an act only
    citing the section supersedes nothing."""

    def law(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, "statute", title, text, at)

    rows = [
        law("code", "Marlow Code § 17-204. Notification of breach of security",
            "(b) Notice within 90 days. (d) Civil penalty of $500.", "2016-07-01"),
        law("pa20", "Marlow Public Act No. 20-118 - Timely notice of data incidents",
            "Section 1. Subsection (b) of section 17-204 of the Marlow Code is repealed and the "
            "following is substituted in lieu thereof: (b) Notice within 60 days.", "2020-06-01"),
        law("pa22", "Marlow Public Act No. 22-41 - Remedies for notification violations",
            "Section 1. Subsection (d) of section 17-204 of the Marlow Code is amended to read: "
            "(d) Civil penalty of $1,000.", "2022-06-01"),
        law("crs", "Calloway Breach Notification Act, C.R.S. § 47-3-210",
            "(2) Notice within 45 days.", "2015-05-01"),
        law("ch62", "Laws of Calloway 2019, ch. 62 - breach notice timing",
            "Section 1. C.R.S. 47-3-210, subsection (2), is amended to read as follows: (2) "
            "Notice within 30 days.", "2019-05-01"),
        law("home", "Marlow Code § 12-301. Home inspector license required",
            "No person shall inspect homes unless licensed.", "2009-10-01"),
        law("recod", "Marlow Public Act No. 23-77 - Professional Licensing Recodification Act",
            "Section 1. Sections 12-301 to 12-318, inclusive, of the Marlow Code are repealed and "
            "reenacted as sections 12-1401 to 12-1418.", "2023-06-02"),
        law("cites", "Marlow Public Act No. 24-3 - Breach reporting study",
            "The department shall study notices given under section 17-204 of the Marlow Code.",
            "2024-03-01"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    for pair in [("pa20", "code"), ("pa22", "code"), ("ch62", "crs"), ("recod", "home")]:
        assert found.get(pair) == "accepted", pair
    assert ("cites", "code") not in found


def policy(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("policy", doc_id, doc_type, title, text, at)


def test_trial_72_policies_withdrawn_under_their_glosses_and_a_notice_described_in_passing(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 72: "Policies COMP-12 (Gifts and Hospitality) and COMP-15 (Sponsorships and
    Charitable Contributions) are withdrawn on the effective date" was only proposed (the
    plural "policies"); "HR Notice N-2020-03, which temporarily suspended the office-attendance
    requirement, is rescinded" read the relative clause into the subject and its
    "temporarily" as a restriction of the act."""

    rows = [
        policy("comp12", "policy", "Ostrander COMP-12 - Gifts and Hospitality Policy",
               "Gifts up to USD 75.", "2021-01-01"),
        policy("comp15", "policy", "Ostrander COMP-15 - Sponsorships and Charitable "
               "Contributions", "Sponsorships need approval.", "2021-01-01"),
        policy("abc01", "policy", "Ostrander ABC-01 - Global Anti-Bribery Policy",
               "Policies COMP-12 (Gifts and Hospitality) and COMP-15 (Sponsorships and "
               "Charitable Contributions) are withdrawn on the effective date.", "2023-09-01"),
        policy("n2003", "notice", "Corvane HR Notice N-2020-03 - Office attendance",
               "Office attendance is not required until further notice.", "2020-03-16"),
        policy("hr207", "policy", "Corvane Inc. HR-207 - Hybrid Work Policy (2022)",
               "HR Notice N-2020-03, which temporarily suspended the office-attendance "
               "requirement, is rescinded as of the effective date of this policy.",
               "2022-04-01"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    for pair in [("abc01", "comp12"), ("abc01", "comp15"), ("hr207", "n2003")]:
        assert found.get(pair) == "accepted", pair


def test_trial_72_a_code_titling_several_editions_names_the_one_in_force(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 72 and 73: "COMP-12 (Gifts and Hospitality) is withdrawn" with COMP-12's 2019
    and 2021 revisions stored, and "the remediation timelines in section 4 of STD-SEC-014 are
    suspended" with versions 3 and 4 stored (and version 5 published later), named no single
    document and were only proposed: the edition in force when the notice was written is the
    one acted on; the earlier one is only proposed, the later one not at all."""

    rows = [
        policy("c19", "policy", "Ostrander COMP-12 - Gifts and Hospitality Policy (rev. 2019)",
               "Gifts up to USD 100.", "2019-01-01"),
        policy("c21", "policy", "Ostrander COMP-12 - Gifts and Hospitality Policy (rev. 2021)",
               "Gifts up to USD 75. This revision replaces the 2019 revision.", "2021-01-01"),
        policy("abc01", "policy", "Ostrander ABC-01 - Global Anti-Bribery Policy",
               "COMP-12 (Gifts and Hospitality) is withdrawn on the effective date.",
               "2023-09-01"),
        policy("v3", "standard", "STD-SEC-014 Vulnerability Remediation Standard, version 3",
               "4. High: 30 days.", "2022-02-01"),
        policy("v4", "standard", "STD-SEC-014 Vulnerability Remediation Standard, version 4",
               "4.2 High: 21 days. This version supersedes version 3 in its entirety.",
               "2025-01-15"),
        policy("v5", "standard", "STD-SEC-014 Vulnerability Remediation Standard, version 5",
               "4.2 High: 14 days.", "2026-10-20"),
        policy("freeze", "notice", "Notice: year-end change freeze",
               "For the year-end change freeze the remediation timelines in section 4 of "
               "STD-SEC-014 are suspended for High, Medium and Low findings.", "2025-12-01"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("abc01", "c21")) == "accepted"
    assert found.get(("abc01", "c19")) == "proposed"
    assert found.get(("freeze", "v4")) == "accepted"
    assert found.get(("freeze", "v3")) == "proposed"
    assert ("freeze", "v5") not in found


def test_trial_72_this_and_the_acronym_its_title_names_it_by_is_the_document_itself(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 72: "This ETA supersedes ETA 3102.2019 and ETA 3187.2020" in "Excise Tax Advisory
    ETA 3102.2023" derived nothing ("ETA" is no noun a cue lists), and its object ended at
    "and ETA"; "This ABC supersedes" where the title writes no ABC is no such statement."""

    def advisory(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("legal", doc_id, "guidance", title, text, at)

    rows = [
        advisory("eta19", "Cascadia Department of Revenue, Excise Tax Advisory ETA 3102.2019 - "
                 "Digital automated services", "Hosting is not a digital service.", "2019-03-01"),
        advisory("eta20", "Cascadia Department of Revenue, Excise Tax Advisory ETA 3187.2020 - "
                 "Remote hosting", "Remote hosting is not a digital service.", "2020-06-22"),
        advisory("eta23", "Cascadia Department of Revenue, Excise Tax Advisory ETA 3102.2023 - "
                 "Digital automated services and cloud computing",
                 "This ETA supersedes ETA 3102.2019 and ETA 3187.2020, which are cancelled. "
                 "Hosting is a retail sale.", "2023-05-01"),
        advisory("memo", "Cascadia Department of Revenue, Notice 2024-02 - Cloud services",
                 "This ABC supersedes ETA 3102.2019.", "2024-01-01"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("eta23", "eta19")) == "accepted"
    assert found.get(("eta23", "eta20")) == "accepted"  # the list goes on past "and ETA"
    assert found.get(("memo", "eta19")) != "accepted"


def test_trial_73_a_backport_resolving_the_advisory_patches_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 73: "Backport of the order_by column validation from 1.8.3, resolving
    CVE-2024-40522 on the 1.7 maintenance branch" stated no fix ("resolving" was no phrase);
    a CVE alone, which other vendors' advisories carry too, proposes the fix for review."""

    def sec(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
        return titled_record("security", doc_id, doc_type, title, text, at,
                             package="ledgerlite", ecosystem="PyPI")

    rows = [
        sec("adv", "advisory", "CVE-2024-40522: SQL injection via order_by in ledgerlite",
            "Affected versions: <= 1.8.2. Patched versions: none.", "2024-06-04"),
        sec("r179", "release_note", "ledgerlite 1.7.9 changelog (maintenance branch)",
            "### Security\n- Backport of the order_by column validation from 1.8.3, resolving "
            "CVE-2024-40522 on the 1.7 maintenance branch.", "2024-06-25"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("r179", "adv")) == "proposed"


def test_trial_77_an_advisory_revision_and_a_restriction_removed(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 77: vendor advisories republished as revisions under the id their titles open
    with ("Revision: 1.1", "Version: 2.0") stated no supersession, and each revision stayed in
    the frontier; two advisories whose titles open with one product code but name different
    CVEs are no revisions of each other. A notice saying "The restriction on GRNV under Notice
    BCP-RL-24-015 is removed with immediate effect" lifted nothing."""

    def sec(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="security", doc_type="advisory",
                      published_at=at)

    fin = partial(titled_record, "finance")
    rows = [
        sec("r10", "Kelso Security Advisory KSA-2024-0311: Flaws in KelOS Web UI",
            "Advisory ID: KSA-2024-0311\nRevision: 1.0\nCVE-2024-31102 and CVE-2024-31103.",
            "2024-03-01"),
        sec("r11", "Kelso Security Advisory KSA-2024-0311: Flaws in KelOS Web UI (Revision 1.1)",
            "Advisory ID: KSA-2024-0311\nRevision: 1.1\nCVE-2024-31102 and CVE-2024-31103. "
            "Fixed in KelOS 9.4.2.", "2024-03-20"),
        sec("r20", "Kelso Security Advisory KSA-2024-0311: Flaws in KelOS Web UI (Revision 2.0)",
            "Advisory ID: KSA-2024-0311\nRevision: 2.0 (Final)\nCVE-2024-31102, CVE-2024-31103 "
            "and CVE-2024-33870.", "2024-05-02"),
        sec("m1", "MX-400 router: command injection", "CVE-2024-1111 in MX-400.", "2024-01-10"),
        sec("m2", "MX-400 router: buffer overflow", "CVE-2024-2222 in MX-400.", "2024-04-10"),
        fin("bl", "blackout_announced", "Compliance Notice BCP-RL-24-015: GRNV restricted",
            "Covered persons may not trade GRNV.", "2024-06-03"),
        fin("rm", "blackout_lifted", "Compliance Notice BCP-RL-24-031: GRNV restriction removed",
            "The restriction on Greenvale Energy plc (GRNV) under Notice BCP-RL-24-015 is "
            "removed with immediate effect.", "2024-09-30"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("r11", "r10")) == "accepted" and found.get(("r20", "r11")) == "accepted"
    assert ("r20", "r10") not in found  # a chain, not every pair
    assert ("m2", "m1") not in found
    assert found.get(("rm", "bl")) == "accepted"


def test_trial_77_a_statement_naming_an_advisory_in_its_text_is_no_revision_of_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 77: "Statement from the quillpath maintainers on CVE-2024-29011", whose text
    cites OPA-2024-0560, was read as that advisory's revision (its title carries no advisory
    id of its own)."""

    def sec(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="security", doc_type="advisory",
                      published_at=at)

    rows = [
        sec("opa", "OPA-2024-0560: ReDoS in quillpath glob matcher",
            "OpenPkg Advisory Database - OPA-2024-0560. CVE: CVE-2024-29011.", "2024-06-11"),
        sec("stmt", "Statement from the quillpath maintainers on CVE-2024-29011",
            "OPA-2024-0560 (CVE-2024-29011) needs an attacker-controlled glob.", "2024-06-20"),
    ]
    found = {(e.newer_id, e.older_id) for e in derive(rows, embedded_store, extractor)}
    assert ("stmt", "opa") not in found


def test_advisory_revisions_by_the_id_their_text_opens_with_and_amendments_side_by_side(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 73, 61 and 66: revisions titled in words whose text opens with the advisory id
    ("GHSA-... - update of 2024-01-16") were not chained; two amendments titled after the
    advisory they amend ("LMQ-2024-02 Amendment 1: ...") were chained as revisions, though
    each controls the part it changes."""

    def sec(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="security", doc_type="advisory",
                      published_at=at)

    rows = [
        sec("g1", "XML signature wrapping in orrery-saml",
            "GHSA-wx7j-4f2p-9c8h · CVE-2023-51774 · PyPI: orrery-saml\nFixed in 3.1.0.",
            "2023-12-04"),
        sec("g2", "orrery-saml signature wrapping: 2.3 LTS backport available",
            "GHSA-wx7j-4f2p-9c8h — update of 2024-01-16. Backported to 2.3.8.", "2024-01-16"),
        sec("base", "LMQ-2024-02: Unsafe deserialization in lumen-client (CVE-2024-31770)",
            "LumenMQ Security Advisory LMQ-2024-02. Fixed in 3.4.1.", "2024-04-08"),
        sec("am1", "LMQ-2024-02 Amendment 1: 2.8 LTS line also affected",
            "Amendment 1 to LumenMQ Security Advisory LMQ-2024-02 (CVE-2024-31770). Fixed in "
            "2.8.9.", "2024-05-01"),
        sec("am2", "LMQ-2024-02 Amendment 2: allowlist workaround is ineffective",
            "Amendment 2 to LumenMQ Security Advisory LMQ-2024-02 (CVE-2024-31770). No "
            "workaround.", "2024-05-15"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("g2", "g1")) == "accepted"
    assert ("am2", "am1") not in found


def test_trial_79_documents_named_by_the_day_they_were_issued(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 79: "The restriction announced on 6 May is lifted" read the month "May" as the
    modal before "is lifted"; "The team blackout in TOVA imposed on 11 February is lifted"
    named no day ("imposed on" was no naming word); "This communication updates and
    supersedes our communication dated 8 September 2021" on a drug no pattern names derived
    nothing (the pharma pack's chaining rule kept the general pack's reading of a day out)."""
    fin = partial(titled_record, "finance")
    rows = [
        fin("add", "blackout_announced", "Restricted List Addition - Hexalon Corp (HXLN)",
            "Effective immediately (6 May 2024), HXLN is added to the Restricted List.",
            "2024-05-06"),
        fin("rm", "blackout_lifted", "Restricted List Removal - HXLN",
            "HXLN will be removed from the Restricted List on 18 September 2024. The restriction "
            "announced on 6 May is lifted from that time.", "2024-09-17"),
        fin("bl", "blackout_announced", "Project Basalt - Tovarin Energy (TOVA) - Team Blackout",
            "Effective 11 February 2025, the coverage team may not trade TOVA.", "2025-02-11",
            ticker="TOVA"),
        fin("lift", "blackout_lifted", "Project Basalt - TOVA blackout lifted",
            "The team blackout in Tovarin Energy (TOVA) imposed on 11 February is lifted with "
            "immediate effect.", "2025-06-02", ticker="TOVA"),
        pharma_record("dsc1", "safety_communication", "NMA restricts the intravenous dose of "
                      "lumeridone (QT prolongation).", "2021-09-08"),
        pharma_record("dsc2", "safety_communication", "This communication updates and "
                      "supersedes our communication dated 8 September 2021. Children: 0.15 "
                      "mg/kg.", "2022-03-22"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    for pair in [("rm", "add"), ("lift", "bl"), ("dsc2", "dsc1")]:
        assert found.get(pair) == "accepted", pair


def test_trial_79_documents_named_by_the_month_they_were_issued(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 79: "replaces the Department's November 2021 notice on digital products" and
    "the interim guidance on spot crypto ETPs issued in January 2024 is hereby rescinded"
    name a document by the month it was issued (no day); "interim" there names the kind of
    guidance, restricting no act. A month no document of the kind was issued in names none."""

    def legal(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="legal", doc_type="guidance",
                      published_at=at)

    fin = partial(titled_record, "finance")
    rows = [
        legal("g21", "Tax Guidance 2021-11: Digital Products", "Software as a service is "
              "taxable.", "2021-11-15"),
        legal("g24", "Tax Guidance 2024-02: SaaS Business Use", "This notice replaces the "
              "Department's November 2021 notice on digital products in its entirety.",
              "2024-02-01"),
        legal("g25", "Tax Guidance 2025-01: Streaming", "This notice replaces the Department's "
              "March 2020 notice on streaming.", "2025-01-10"),
        fin("ig", "policy", "Interim Guidance - Spot Crypto-Asset ETPs", "Spot crypto ETPs may "
            "not be traded.", "2024-01-15"),
        fin("cm", "policy", "Compliance Monthly - March 2025", "2. Crypto ETPs: the interim "
            "guidance on spot crypto exchange-traded products issued in January 2024 is hereby "
            "rescinded.", "2025-03-03"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("g24", "g21")) == "accepted"
    assert found.get(("cm", "ig")) == "accepted"
    assert not any(newer == "g25" for newer, _ in found)


def test_trial_79_a_bulletin_superseding_the_two_bulletins_of_a_month(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 79: "This bulletin supersedes the two July 2023 bulletins concerning the SSL-VPN
    web portal" named no month: a count stood between "the" and the date. Another vendor's
    bulletin of that month shares nothing with it and stays untouched."""

    def sec(doc_id: str, title: str, text: str, at: str) -> SourceRecord:
        return record(doc_id, text, title=title, domain="security", doc_type="advisory",
                      published_at=at, metadata={"product": "OrrinOS"})

    rows = [
        sec("b1", "OSB-2023-07: OrrinOS SSL-VPN SAML bypass", "OrrinOS 9.1 SSL-VPN portal.",
            "2023-07-05"),
        sec("b2", "OSB-2023-08: OrrinOS SSL-VPN path traversal", "OrrinOS 9.1 SSL-VPN portal.",
            "2023-07-19"),
        record("other", "Kelpie router firmware flaw.", title="KSB-2023-02: Kelpie router",
               domain="security", doc_type="advisory", published_at="2023-07-11",
               metadata={"product": "Kelpie"}),
        sec("b3", "OSB-2023-11: OrrinOS 9.1.R6 consolidated fix", "This bulletin supersedes "
            "the two July 2023 bulletins concerning the SSL-VPN web portal. Fixed in OrrinOS "
            "9.1.R6.", "2023-09-12"),
    ]
    found = {(e.newer_id, e.older_id): e.status for e in derive(rows, embedded_store, extractor)}
    assert found.get(("b3", "b1")) == "accepted" and found.get(("b3", "b2")) == "accepted"
    assert ("b3", "other") not in found


def test_trial_79_a_revision_saying_fixed_releases_remain_exploitable_withdraws_them(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 79: "Tessellate 3.2.5 and 3.2.6 therefore remain exploitable" in an advisory's
    revision left 3.2.5, whose notes say they resolve the CVE, the advisory's fix."""

    def sec(
        doc_id: str, doc_type: str, title: str, text: str, at: str, **meta: str
    ) -> SourceRecord:
        return record(doc_id, text, title=title, domain="security", doc_type=doc_type,
                      published_at=at, metadata={"product": "Tessellate", **meta})

    rows = [
        sec("adv", "advisory", "HSA-2024-011: Tessellate request smuggling",
            "CVE-2024-31877. Affected: 3.0.0 through 3.2.4.", "2024-03-04"),
        sec("r325", "release_note", "Tessellate 3.2.5 Release Notes",
            "Security: resolves CVE-2024-31877 (HSA-2024-011).", "2024-03-04", version="3.2.5"),
        sec("rev2", "advisory", "HSA-2024-011 (Revision 2): Tessellate request smuggling",
            "Revision 2. The check added in 3.2.5 can be bypassed. Tessellate 3.2.5 and 3.2.6 "
            "therefore remain exploitable. Fixed: 3.2.7.", "2024-04-18"),
    ]
    found = {(e.newer_id, e.older_id): (e.kind, e.status)
             for e in derive(rows, embedded_store, extractor)}
    assert found.get(("rev2", "r325")) == ("withdraws", "accepted")


def test_trial_92_distribution_errata_name_what_they_follow_up_in_the_ways_vendors_write_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 92: errata followed up by a regression fix or an incomplete fix ("released as DSA
    5641-1 introduced a regression", Debian writing its ids with a space; a Red Hat bullet
    wrapped before a bracketed build), by a relative clause ("RHSA-2024:1486 (...), which this
    erratum supersedes"), by a description the id comes after ("the interim guidance
    published ... in knowledge base article HN-KB-20240805") and a retraction of a SUSE
    update by its title derived no edge."""

    sec = partial(titled_record, "security")
    rows = [
        sec("dsa1", "advisory", "[SECURITY] [DSA 5641-1] openssh security update",
            "Several vulnerabilities were found in openssh.", "2024-03-01"),
        sec("dsa2", "advisory", "[SECURITY] [DSA 5641-2] openssh regression update",
            "The update for openssh released as DSA 5641-1 introduced a regression in the ssh "
            "client. Updated packages are now available.", "2024-03-09"),
        sec("bind1", "advisory", "[SECURITY] [DSA 5667-1] bind9 security update",
            "CVE-2024-31205: excessive CPU use.", "2024-04-02"),
        sec("bind2", "advisory", "[SECURITY] [DSA 5667-2] bind9 security update",
            "The fix for CVE-2024-31205 included in DSA 5667-1 was incomplete: named could "
            "still be overloaded.", "2024-04-20"),
        sec("rhsa", "advisory", "RHSA-2024:3138 Important: kernel security update",
            "An update for kernel is now available.", "2024-05-22"),
        sec("rhba", "advisory", "RHBA-2024:3306 kernel bug fix update",
            "Bug Fix(es):\n\n* The kernel packages released with RHSA-2024:3138\n  "
            "(kernel-5.14.0-427.18.1.el9_4) introduced a regression in the NFS client.",
            "2024-05-29"),
        sec("ff1", "advisory", "RHSA-2024:1486 Important: firefox security update",
            "Firefox 115.9.1 ESR.", "2024-03-25"),
        sec("ff2", "advisory", "RHSA-2024:2019 Important: firefox security update",
            "This update upgrades Firefox to 115.10.0 ESR. It includes all fixes previously "
            "delivered in RHSA-2024:1486 (Firefox 115.9.1 ESR), which this erratum supersedes.",
            "2024-04-22"),
        sec("kb", "guidance", "HN-KB-20240805: Interim mitigation for IKEv2 denial of service",
            "Disable IKEv2 fragmentation until a fix is available.", "2024-08-05"),
        sec("hnsa", "advisory", "HNSA-2024-0031: HalOS IKEv2 denial of service",
            "Fixed in HalOS 7.2.8. This advisory supersedes the interim guidance published on "
            "5 August 2024 in knowledge base article HN-KB-20240805, which has been retired.",
            "2024-08-20"),
        sec("ru1", "advisory", "Recommended update for systemd (SUSE-RU-2024:1655-1)",
            "This update for systemd fixes DHCPv6 prefix delegation.", "2024-05-14"),
        sec("ru1-x", "withdrawal", "Retraction of SUSE-RU-2024:1655-1 (systemd)",
            "SUSE has retracted the recommended update SUSE-RU-2024:1655-1 for systemd: it "
            "caused boot failures.", "2024-05-16"),
    ]
    found = {(e.newer_id, e.older_id): (e.kind, e.status)
             for e in derive(rows, embedded_store, extractor) if e.supersedes}
    assert found == {
        ("dsa2", "dsa1"): ("supersedes", "accepted"),
        ("bind2", "bind1"): ("supersedes", "accepted"),
        ("rhba", "rhsa"): ("supersedes", "accepted"),
        ("ff2", "ff1"): ("supersedes", "accepted"),
        ("hnsa", "kb"): ("supersedes", "accepted"),
        ("ru1-x", "ru1"): ("withdraws", "accepted"),
    }


def test_trial_93_orders_syllabi_and_english_overrulings_name_what_they_displace(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 93: an en banc order filed as a notice ("The panel's opinion, reported at 41
    F.4th 202, is VACATED"), a syllabus closing "77 F. 4th 455, reversed and remanded" and
    an English court's "Tinsley v Milligan should no longer be followed" derived nothing."""
    panel = opinion("panel", "Harlan v. Meridian Freight Lines, Inc., 41 F.4th 202 (11th Cir. "
                    "2022)", "We hold that they are not. AFFIRMED.", "2022-07-20")
    order = record("order", "IT IS ORDERED that the above cause shall be reheard en banc. The "
                   "panel's opinion, reported at 41 F.4th 202, is VACATED.", domain="legal",
                   doc_type="notice", published_at="2022-11-02",
                   title="Harlan v. Meridian Freight Lines, Inc., No. 21-11873 - Order Granting "
                         "Rehearing En Banc")
    below = opinion("below", "Okafor v. Tristate Data Brokers, LLC, 77 F.4th 455 (3d Cir. "
                    "2023)", "He has standing.", "2023-08-01")
    above = opinion("above", "Tristate Data Brokers, LLC v. Okafor, 604 U.S. 118 (2025)",
                    "Held: he lacks standing.\n\n77 F. 4th 455, reversed and remanded.",
                    "2025-03-04")
    tinsley = opinion("tinsley", "Tinsley v Milligan [1994] 1 AC 340",
                      "The reliance test.", "1993-06-24")
    patel = opinion("patel", "Patel v Mirza [2016] UKSC 42",
                    "The reliance test should no longer be applied, and Tinsley v Milligan "
                    "should no longer be followed.", "2016-07-20")
    edges = derive([panel, order, below, above, tinsley, patel], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind, e.status) for e in edges} >= {
        ("order", "panel", "supersedes", "accepted"),
        ("above", "below", "supersedes", "accepted"),
        ("patel", "tinsley", "overrules", "accepted"),
    }


def test_trial_95_a_subject_pointing_into_its_own_document_is_the_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 95: "The updated list below replaces the list published on July 16, 2018" in a
    recall expansion was read as a list acting, not the announcement: nothing derived."""

    recall = partial(titled_record, "pharma")
    first = recall("r1", "recall",
                   "Orrin Laboratories Issues Voluntary Recall of Carvistan Tablets",
                   "Orrin Laboratories is recalling lots 18A01 and 18A02.", "2018-07-16")
    expanded = recall("r2", "recall",
                      "Orrin Laboratories Expands Voluntary Recall of Carvistan Tablets",
                      "Orrin Laboratories is expanding its July 16, 2018 voluntary recall. The "
                      "updated list below replaces the list published on July 16, 2018 and "
                      "includes all affected lots.", "2018-08-21")
    found = {(e.newer_id, e.older_id): e.status
             for e in derive([first, expanded], embedded_store, extractor) if e.supersedes}
    assert found == {("r2", "r1"): "accepted"}


def test_trial_95_an_authorization_reissued_in_full_replaces_the_letter_of_the_day_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 95: "FDA is reissuing the February 9, 2021 letter in its entirety" (an EUA
    letter filed as a notice) derived nothing: the pharma pack declared no notices. A later
    notice on the product that names no day only proposes."""

    notice = partial(titled_record, "pharma", product="tezanumab")
    rows = [
        notice("eua", "notice",
               "Letter of Authorization: Emergency Use Authorization 112 for tezanumab",
               "This letter authorizes the emergency use of tezanumab, 700 mg.", "2021-02-09"),
        notice("eua-r1", "notice", "Letter of Authorization (reissued June 3, 2021): Emergency Use "
               "Authorization 112 for tezanumab", "On June 3, 2021, having concluded that "
               "revising this EUA is appropriate, FDA is reissuing the February 9, 2021 letter "
               "in its entirety with revisions incorporated.", "2021-06-03"),
        notice("memo", "notice", "Tezanumab distribution note", "Sites may order tezanumab weekly.",
               "2021-08-01"),
    ]
    found = {(e.newer_id, e.older_id): e.status
             for e in derive(rows, embedded_store, extractor) if e.supersedes}
    assert found.get(("eua-r1", "eua")) == "accepted"
    assert found.get(("memo", "eua-r1")) == "proposed"


def test_trial_93_a_statute_stating_its_part_is_intended_to_abrogate_a_holding_abrogates_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 93: "The amendment in section 4 is intended to abrogate the holding in Whitcombe"
    in a session law was read as an intention (proposed); an opinion reporting that an
    amendment "was intended to abrogate" a holding still only proposes."""
    held = opinion("held", "Whitcombe v. Prairie Grain Cooperative, 926 N.W.2d 411 (Minn. 2019)",
                   "A report must be made in good faith.", "2019-04-10")
    act = record("act", "Section 4. Minnesota Statutes 2020, section 181.931, is amended by "
                 "adding a subdivision.\nThe amendment in section 4 is intended to abrogate the "
                 "holding in Whitcombe v. Prairie Grain Cooperative, 926 N.W.2d 411 (Minn. "
                 "2019).", domain="legal", doc_type="statute", published_at="2021-06-30",
                 title="2021 Minn. Laws ch. 88 (Whistleblower Act)")
    held2 = opinion("held2", "Rusk v. Hollow Creek Farms, 930 N.W.2d 12 (Minn. 2020)",
                    "A report must be made in good faith.", "2020-02-10")
    later = opinion("later", "Dahl v. Norhaven Co., 990 N.W.2d 55 (Minn. 2023)",
                    "The 2021 amendment was intended to abrogate the holding in Rusk v. Hollow "
                    "Creek Farms, 930 N.W.2d 12 (Minn. 2020).", "2023-05-01")
    found = {(e.newer_id, e.older_id): e.status
             for e in derive([held, act, held2, later], embedded_store, extractor)}
    assert found.get(("act", "held")) == "accepted"
    assert found.get(("later", "held2")) != "accepted"


def test_trial_93_sec_staff_bulletins_are_named_by_number_alone_or_in_a_list(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 93: "we are rescinding Staff Legal Bulletin Nos. 14I, 14J and 14K" and "Staff
    Legal Bulletin No. 14L is rescinded" named no document: the bulletins' numbers were no
    designations."""

    rows = [
        titled_record("legal", number.lower(), "guidance",
                      f"Staff Legal Bulletin No. {number} (CF) - Shareholder Proposals", text, at)
        for number, text, at in (
            ("14J", "Micromanagement is assessed case by case.", "2018-10-23"),
            ("14K", "Ordinary business is assessed by the board.", "2019-10-16"),
            ("14L", "In this bulletin, we are rescinding Staff Legal Bulletin Nos. 14I, 14J and "
             "14K after a review of the staff's guidance.", "2021-11-03"),
            ("14M", "With the publication of this bulletin, Staff Legal Bulletin No. 14L is "
             "rescinded.", "2025-02-12"),
        )
    ]
    found = {(e.newer_id, e.older_id): e.status
             for e in derive(rows, embedded_store, extractor) if e.supersedes}
    assert found == {("14l", "14j"): "accepted", ("14l", "14k"): "accepted",
                     ("14m", "14l"): "accepted"}


def test_trial_94_a_rescinded_memo_described_by_what_it_suspended_is_the_target(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 94: "My memorandum of 2 April 2020 suspending the Premium Cabin Travel Guideline
    (FIN-TE-G3) is rescinded" repealed the guideline it names, which the rescission puts
    back in force: what follows the participle is what the memorandum did, and the issuer's
    own memorandum of that day is the one rescinded. A suspension notice suspends a
    guideline as it does a policy."""

    policy = partial(titled_record, "policy")
    rows = [
        policy("guide", "guidance", "FIN-TE-G3 Premium Cabin Travel Guideline",
               "Business class is allowed on flights over six hours.", "2019-07-01"),
        policy("susp", "policy_suspension", "Suspension of Premium Cabin Travel Guideline "
               "(FIN-TE-G3)", "The Premium Cabin Travel Guideline FIN-TE-G3 is suspended with "
               "immediate effect until further notice.", "2020-04-02"),
        policy("back", "memo", "Reinstatement of the Premium Cabin Travel Guideline",
               "My memorandum of 2 April 2020 suspending the Premium Cabin Travel Guideline "
               "(FIN-TE-G3) is rescinded effective 1 October 2021.", "2021-09-15"),
    ]
    found = {(e.newer_id, e.older_id) for e in derive(rows, embedded_store, extractor)
             if e.supersedes}
    assert ("back", "guide") not in found
    assert {("susp", "guide"), ("back", "susp")} <= found
    accepted = {(e.newer_id, e.older_id) for e in derive(rows, embedded_store, extractor)
                if e.status == "accepted"}
    assert ("back", "susp") in accepted


def test_trial_94_a_lift_naming_only_its_issuer_ends_the_blackout_of_the_day_it_writes(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 94: notices naming the company but not its ticker in the text (the ticker only
    in metadata) shared no security, so "the special blackout notified to you on 15 May 2024
    ... is lifted" ended nothing; the quarterly blackout the lift says "began on 14 June 2024
    and has not ended" stays in force."""

    notice = partial(titled_record, "finance", ticker="NWMH")
    rows = [
        notice("special", "blackout_announced", "Special Blackout Notice: Project Kestrel",
               "NORTHWIND MERIDIAN HOLDINGS, INC. You are subject to a special blackout "
               "effective immediately.", "2024-05-15"),
        notice("quarterly", "blackout_announced", "Quarterly Trading Blackout: Q2 FY2024",
               "NORTHWIND MERIDIAN HOLDINGS, INC. The quarterly blackout begins at market "
               "close on 14 June 2024.", "2024-06-14"),
        notice("lift", "blackout_lifted", "Special Blackout Lifted: Project Kestrel",
               "NORTHWIND MERIDIAN HOLDINGS, INC. The special blackout notified to you on 15 "
               "May 2024 is lifted with effect from market close today. You remain subject to "
               "the regular quarterly blackout, which began on 14 June 2024 and has not "
               "ended.", "2024-07-02"),
    ]
    found = {(e.newer_id, e.older_id) for e in derive(rows, embedded_store, extractor)
             if e.supersedes and e.status == "accepted"}
    assert ("lift", "special") in found
    assert ("lift", "quarterly") not in found


def test_trial_97_commonwealth_statutes_are_repealed_by_name_and_year_or_by_chapter(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 97: "The Data Protection Act 1998 is repealed" named no document titled "Data
    Protection Act 1998 (c. 29)" (the chapter gloss was part of its main title), and "The
    Limitation Act, R.S.B.C. 1996, c. 266, is repealed" named both Limitation Acts alike."""

    statute = partial(titled_record, "legal")
    rows = [
        statute("dpa98", "statute", "Data Protection Act 1998 (c. 29)",
                "An Act to make new provision for the processing of personal data.",
                "1998-07-16"),
        statute("dpa18", "statute", "Data Protection Act 2018 (c. 12)",
                "SCHEDULE 19\nData Protection Act 1998\n44 The Data Protection Act 1998 is "
                "repealed.", "2018-05-23"),
        statute("lim96", "statute", "Limitation Act, R.S.B.C. 1996, c. 266 (British Columbia)",
                "An action for damages must be brought within two years.", "1996-04-01"),
        statute("lim12", "statute", "Limitation Act, S.B.C. 2012, c. 13 (British Columbia)",
                "Repeal\n41 The Limitation Act, R.S.B.C. 1996, c. 266, is repealed.",
                "2012-05-31"),
    ]
    found = superseding_statuses(derive(rows, embedded_store, extractor))
    assert found == {("dpa18", "dpa98"): "accepted", ("lim12", "lim96"): "accepted"}


def test_trial_97_agencies_withdraw_letters_rulings_and_briefs_they_name(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 97: a withdrawal notice in the legal domain was read as commentary; "This
    Ruling replaces Taxation Ruling TR 93/30 Income tax: deductions for home office expenses"
    read the title's "for home office expenses" as a restriction; "Revenue and Customs Brief
    3 (2019)" and "TR 93/30" designated nothing."""

    rows = [
        titled_record("legal", "letter", "guidance", "WHD Opinion Letter FLSA2019-6: Virtual "
                      "marketplace service providers", "The providers are contractors.",
                      "2019-04-29"),
        titled_record("legal", "withdrawal", "withdrawal", "WHD: Withdrawal of Opinion Letter "
                      "FLSA2019-6", "The Wage and Hour Division (WHD) is withdrawing Opinion "
                      "Letter FLSA2019-6, issued on April 29, 2019.", "2021-02-19"),
        titled_record("finance", "tr9330", "guidance", "Taxation Ruling TR 93/30: Income tax: "
                      "deductions for home office expenses", "Running expenses are deductible.",
                      "1993-09-09"),
        titled_record("finance", "tr2023", "guidance", "Taxation Ruling TR 2023/1: Income tax: "
                      "deductions for home office expenses", "Previous rulings: This Ruling "
                      "replaces Taxation Ruling TR 93/30 Income tax: deductions for home office "
                      "expenses, which is withdrawn.", "2023-06-21"),
        titled_record("finance", "brief3", "guidance", "Revenue and Customs Brief 3 (2019): "
                      "VAT treatment of gym memberships", "Memberships are standard rated.",
                      "2019-03-12"),
        titled_record("finance", "brief7", "guidance", "Revenue and Customs Brief 7 (2022): "
                      "VAT liability of gym memberships", "This brief withdraws Revenue and "
                      "Customs Brief 3 (2019) and sets out the revised policy.", "2022-08-02"),
    ]
    found = superseding_statuses(derive(rows, embedded_store, extractor))
    assert found == {("withdrawal", "letter"): "accepted", ("tr2023", "tr9330"): "accepted",
                     ("brief7", "brief3"): "accepted"}


def test_trial_97_judgments_set_aside_or_reversed_name_the_earlier_decision_below(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 97: "The orders made by the primary judge on 4 August 2015 be set aside" and
    "The judgment of the Court of Appeal is reversed" (below it, "68 Cal.App.5th") named no
    decision; "We REVERSE the district court's grant" found two district court decisions,
    the one reversed and the one filed on remand a year after the reversal."""

    rows = [
        opinion("fca", "Thornbury v Kestrel Mining Pty Ltd [2015] FCA 812",
                "The application is dismissed.", "2015-08-04"),
        opinion("fcafc", "Thornbury v Kestrel Mining Pty Ltd [2016] FCAFC 77",
                "THE COURT ORDERS THAT:\n1. The appeal be allowed.\n2. The orders made by the "
                "primary judge on 4 August 2015 be set aside.", "2016-05-20"),
        opinion("calapp", "Serrano-Whitlock v. Pacific Crest Senior Living, LLC (2021) 68 "
                "Cal.App.5th 101", "The arbitration agreement is enforceable.", "2021-09-01"),
        opinion("cal", "Serrano-Whitlock v. Pacific Crest Senior Living, LLC (2023) 15 Cal.5th "
                "1", "The judgment of the Court of Appeal is reversed, and the matter is "
                "remanded.", "2023-03-02"),
        opinion("dist", "Harlan v. Meridian Freight Lines, Inc., No. CV-19-04417 (D. Ariz. Mar. "
                "12, 2020)", "Summary judgment is granted to Meridian.", "2020-03-12"),
        opinion("enbanc", "Harlan v. Meridian Freight Lines, Inc., 78 F.4th 1012 (9th Cir. "
                "2023) (en banc)", "We REVERSE the district court's grant of summary judgment "
                "to Meridian and REMAND for further proceedings.", "2023-09-21"),
        opinion("remand", "Harlan v. Meridian Freight Lines, Inc., No. CV-19-04417 (D. Ariz. "
                "June 10, 2024)", "On remand, judgment is entered for Harlan.", "2024-06-10"),
    ]
    found = superseding_statuses(derive(rows, embedded_store, extractor))
    assert found.get(("fcafc", "fca")) == "accepted"
    assert found.get(("cal", "calapp")) == "accepted"
    assert found.get(("enbanc", "dist")) == "accepted"
    assert found.get(("remand", "enbanc")) is None


def test_trial_98_advisory_revisions_titled_by_their_package_open_with_their_id(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 98: a revised advisory titled by its package ("deep-merge-plus vulnerable to
    Prototype Pollution via merge() (revised)") whose text opens with its GHSA id was no
    revision of the first publication: the title's package was read as its own name, so the
    id opening its text was never looked at."""

    advisory = partial(titled_record, "security", ecosystem="npm", product="deep-merge-plus")
    rows = [
        advisory("first", "advisory", "deep-merge-plus vulnerable to Prototype Pollution via "
                 "merge()", "GHSA-4xq2-m7fh-9c3w\nCVE-2023-41877\nPackage: deep-merge-plus "
                 "(npm)\nAffected versions: < 3.1.2\nPatched versions: 3.1.2", "2023-09-12"),
        advisory("revised", "advisory", "deep-merge-plus vulnerable to Prototype Pollution via "
                 "merge() (revised)", "GHSA-4xq2-m7fh-9c3w\nCVE-2023-41877\nPackage: "
                 "deep-merge-plus (npm)\nAffected versions: < 3.1.5\nPatched versions: 3.1.5",
                 "2023-11-02"),
        advisory("other", "advisory", "deep-merge-plus: Regular expression denial of service",
                 "GHSA-9c7v-2h4m-qq5x\nCVE-2024-20117\nPackage: deep-merge-plus (npm)\n"
                 "Affected versions: < 3.2.0", "2024-01-20"),
    ]
    found = superseding_statuses(derive(rows, embedded_store, extractor))
    assert found == {("revised", "first"): "accepted"}


def test_trial_98_an_incomplete_fix_named_by_its_version_withdraws_that_release(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 98: "The fix for CVE-2024-24901 in v3.0.2 is therefore incomplete" and "The fix
    shipped in v3.0.2 for this advisory was found to be incomplete" name the release by its
    version alone; no release id, so nothing was withdrawn and v3.0.2 stayed the fix."""

    yamlx = partial(titled_record, "security", ecosystem="Go", product="yamlx")
    rows = [
        yamlx("adv", "advisory", "yamlx: Unbounded alias expansion in Decoder",
              "GHSA-q2w8-v9cm-7hx3\nCVE-2024-24901\nAffected versions: < 3.0.2\nPatched "
              "versions: 3.0.2", "2024-01-30"),
        yamlx("r302", "release_note", "yamlx v3.0.2", "v3.0.2\nSecurity\n- Limit alias "
              "expansion (GHSA-q2w8-v9cm-7hx3).", "2024-01-30"),
        yamlx("r303", "release_note", "yamlx v3.0.3", "v3.0.3\nFixes\n- Preserve comments.",
              "2024-02-20"),
        yamlx("bypass", "advisory", "yamlx: Alias expansion limit bypass via merge keys",
              "GHSA-r7c4-m2fx-9wqp\nCVE-2024-28840\nThe alias limit introduced in v3.0.2 counts "
              "only plain aliases. The fix for CVE-2024-24901 in v3.0.2 is therefore "
              "incomplete.", "2024-03-12"),
        yamlx("upd", "advisory", "yamlx: Unbounded alias expansion in Decoder (updated)",
              "GHSA-q2w8-v9cm-7hx3\nCVE-2024-24901\nThe fix shipped in v3.0.2 for this "
              "advisory was found to be incomplete.\nPatched versions: 3.0.4", "2024-03-14"),
    ]
    found = {(e.newer_id, e.older_id): (e.kind, e.status)
             for e in derive(rows, embedded_store, extractor)}
    assert found.get(("bypass", "r302")) == ("withdraws", "accepted")
    assert found.get(("upd", "r302")) == ("withdraws", "accepted")
    assert ("bypass", "r303") not in found


def test_trials_98_and_99_a_connective_after_the_auxiliary_keeps_the_passive_act(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 98 and 99: "Circular No. 2020/08 is accordingly withdrawn" and "SOP-SEC-12 is
    therefore rescinded" matched no phrase ("is withdrawn", "is rescinded")."""

    rows = [
        record("c0", "Dividends are restricted.", title="Circular No. 2020/08 - Dividend "
               "Restriction", doc_type="circular", published_at="2020-04-01"),
        record("c1", "The restriction is lifted. Circular No. 2020/08 is accordingly "
               "withdrawn.", title="Circular No. 2022/03 - Lifting of the Dividend Restriction",
               doc_type="circular", published_at="2022-02-01"),
        record("s0", "Scan weekly.", title="SOP-SEC-12 Vulnerability Scanning",
               doc_type="sop", published_at="2021-01-01"),
        record("s1", "Scanning is continuous now. SOP-SEC-12 is therefore rescinded.",
               title="SOP-SEC-19 Continuous Scanning", doc_type="sop",
               published_at="2023-01-01"),
    ]
    found = superseding_statuses(derive(rows, embedded_store, extractor))
    assert found == {("c1", "c0"): "accepted", ("s1", "s0"): "accepted"}


def test_passive_phrases_also_match_with_a_connective_after_their_auxiliary() -> None:
    phrases = with_connectives(["is withdrawn", "is hereby withdrawn", "supersedes"])
    assert {"is withdrawn", "is accordingly withdrawn", "is therefore withdrawn",
            "is hereby withdrawn", "supersedes"} <= set(phrases)
    assert "is therefore hereby withdrawn" not in phrases
    assert not [p for p in phrases if p.startswith(("supersedes ", "accordingly"))]


def test_trial_99_regulators_circulars_and_notices_replace_and_withdraw_those_they_name(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 99: "These Directions consolidate and replace Circular FXD/03/2022 and Circular
    FXD/07/2023" took the first circular alone and designated neither; "Notice 2024/060 is
    withdrawn." in a withdrawal notice was only proposed (a notice of another doc type);
    "the rates in PN 2024/02 are withdrawn" named nothing."""

    finance = partial(titled_record, "finance")
    rows = [
        finance("fxd3", "regulation", "CBM Circular FXD/03/2022 - Reporting of Foreign "
                "Exchange Transactions", "Authorised dealers shall report each transaction.",
                "2022-03-01"),
        finance("fxd7", "regulation", "CBM Circular FXD/07/2023 - Amendment to Circular "
                "FXD/03/2022", "Paragraph 5 of Circular FXD/03/2022 is amended.", "2023-09-01"),
        finance("fxd2", "regulation", "CBM Circular FXD/02/2025 - Consolidated Directions",
                "These Directions consolidate and replace Circular FXD/03/2022 and Circular "
                "FXD/07/2023, both of which are withdrawn.", "2025-02-03"),
        finance("tick", "notice", "HSX Notice 2024/060 - Revised Tick Size Regime",
                "The revised tick sizes apply from 1 March 2025.", "2024-11-20"),
        finance("untick", "withdrawal", "HSX Notice 2025/004 - Withdrawal of Notice 2024/060",
                "Notice 2024/060 is withdrawn. The current tick sizes continue to apply.",
                "2025-01-15"),
        finance("pn02", "notice", "MRA Public Notice PN 2024/02 - Approved Mileage Allowance "
                "Rates", "Cars: 45 cents per kilometre.", "2024-01-10"),
        finance("pn14", "notice", "MRA Public Notice PN 2024/14 - Mid-Year Revision of "
                "Approved Mileage Allowance Rates", "With effect from 1 July 2024 the rates in "
                "PN 2024/02 are withdrawn and replaced by the following: cars 48 cents.",
                "2024-06-14"),
    ]
    found = superseding_statuses(derive(rows, embedded_store, extractor))
    assert {pair for pair, status in found.items() if status == "accepted"} >= {
        ("fxd2", "fxd3"), ("fxd2", "fxd7"), ("untick", "tick"), ("pn14", "pn02")
    }
    # a paragraph of a circular amended leaves the circular in force (not a code section)
    assert ("fxd7", "fxd3") not in found


def test_trial_99_content_replacing_the_same_content_of_a_named_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 99 (and an open gap since trial 86): "These rates replace the rates published
    last quarter in Public Notice PN 2023/11" and "This Schedule replaces the Schedule
    published in PN 2023/08" derived nothing: the subject names the document's content, not
    the document. The same content of a document titled by it, or of one of the source's own
    doc type, is all of that document; content of a broader document, or restricted ("the
    rates for small employers"), is for review."""

    finance = partial(titled_record, "finance")
    rows = [
        finance("pn11", "notice", "MRA Public Notice PN 2023/11 - Prescribed Rates of Interest",
                "Interest on underpaid tax: 9 per cent.", "2023-04-03"),
        finance("pn27", "notice", "MRA Public Notice PN 2023/27 - Revised Prescribed Rates of "
                "Interest", "These rates replace the rates published last quarter in Public "
                "Notice PN 2023/11, which cease to apply.", "2023-07-03"),
        finance("pn08", "guidance", "MRA Public Notice PN 2023/08 - Schedule of Withholding Tax "
                "Rates", "Dividends: 10 per cent.", "2023-03-01"),
        finance("pn03", "notice", "MRA Public Notice PN 2025/03 - Revised Withholding Tax Rates",
                "This Schedule replaces the Schedule published in PN 2023/08 for payments made "
                "on or after 1 April 2025.", "2025-03-01"),
        finance("annual", "guidance", "Circular 2024/01 - Annual Guidance for Banks",
                "Section 4 sets the fee rates. Section 5 covers reporting.", "2024-01-05"),
        finance("fees", "notice", "Fee Notice 2024/09", "These rates replace the rates set out "
                "in Circular 2024/01.", "2024-09-01"),
        finance("small", "notice", "Fee Notice 2024/10", "These rates replace the rates for "
                "small employers in Circular 2024/01.", "2024-10-01"),
        titled_record("security", "hlsa1187", "advisory", "HLSA-2024:1187: Important: openssl "
                      "security update", "Updated openssl packages fix two flaws.",
                      "2024-03-05"),
        titled_record("security", "hlsa1302", "advisory", "HLSA-2024:1302: Important: openssl "
                      "bug fix update", "The packages in this erratum replace those released in "
                      "HLSA-2024:1187.", "2024-03-19"),
    ]
    found = superseding_statuses(derive(rows, embedded_store, extractor))
    assert found.get(("pn27", "pn11")) == "accepted"
    assert found.get(("pn03", "pn08")) == "accepted"
    assert found.get(("fees", "annual")) == "proposed"
    assert found.get(("small", "annual")) != "accepted"
    # trial 80: "The packages in this erratum replace those released in X"
    assert found.get(("hlsa1302", "hlsa1187")) == "accepted"


def test_trials_97_and_99_an_opinion_withdrawn_by_its_day_and_a_notice_declared_void(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 97: "We grant relator's motion for rehearing, withdraw our opinion and judgment
    of May 3, 2019, and substitute the following opinion" (the captions "In re ..." name no
    parties; the docket does) was read nowhere. Trial 99: "Notice 2025/009 ... is void" had
    no phrase."""

    rows = [
        opinion("first", "In re Bluebonnet Midstream, LLC, No. 18-0552 (Tex. May 3, 2019)",
                "The reports are not work product.", "2019-05-03"),
        opinion("rehearing", "In re Bluebonnet Midstream, LLC, 585 S.W.3d 101 (Tex. 2019)",
                "IN THE SUPREME COURT OF TEXAS\nNo. 18-0552\nWe grant relator's motion for "
                "rehearing, withdraw our opinion and judgment of May 3, 2019, and substitute "
                "the following opinion in their place.", "2019-08-30"),
        titled_record("finance", "delist", "notice", "Exchange Notice 2025/009 - Delisting of "
                      "Kestrel Mining", "Kestrel Mining is delisted.", "2025-04-07"),
        titled_record("finance", "void", "notice", "Exchange Notice 2025/011 - Correction",
                      "Exchange Notice 2025/009 is void. It was issued in error.",
                      "2025-04-08"),
    ]
    found = {(e.newer_id, e.older_id): (e.kind, e.status)
             for e in derive(rows, embedded_store, extractor) if e.supersedes}
    assert found.get(("rehearing", "first")) == ("supersedes", "accepted")
    assert found.get(("void", "delist"), ("", ""))[0] == "voids"


def test_trial_100_uk_regulators_notices_name_what_they_replace_and_cancel(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 100: "Device Safety Information DSI/2022/004, issued on 10 May 2022, is
    cancelled" was only proposed ("issued" read as a condition); a drug alert's "This notice
    replaces EL(22)A/30" designated nothing, and a title's "(replaces EL(22)A/30)" made that
    alert the notice's own name; "This revocation supersedes ..." named no document."""

    pharma = partial(titled_record, "pharma")
    rows = [
        pharma("dsi4", "safety_communication", "Device Safety Information DSI/2022/004: "
               "Glucolink G5 sensor", "Replace sensors every 10 days.", "2022-05-10"),
        pharma("dsi9", "safety_communication", "Device Safety Information DSI/2023/009: "
               "Glucolink G5 firmware", "Summary\nDevice Safety Information DSI/2022/004, issued "
               "on 10 May 2022, is cancelled.", "2023-06-27"),
        pharma("el30", "recall", "Class 3 Medicines Recall: Dermolin cream, EL(22)A/30",
               "EL(22)A/30\nBatch DL2201 is recalled.", "2022-06-09"),
        pharma("el33", "recall", "Class 3 Medicines Recall: Dermolin cream, EL(22)A/33 "
               "(replaces EL(22)A/30)", "EL(22)A/33\nThis notice replaces EL(22)A/30. Two "
               "further batches are recalled.", "2022-07-01"),
        pharma("susp", "notice", "Suspension Notice SN-2023-04: Fenzolam tablets",
               "The marketing authorisations are suspended.", "2023-05-12"),
        pharma("revo", "notice", "Revocation Notice RN-2024-01: Fenzolam tablets",
               "This revocation supersedes Suspension Notice SN-2023-04.", "2024-01-18"),
    ]
    found = superseding_statuses(derive(rows, embedded_store, extractor))
    assert found.get(("dsi9", "dsi4")) == "accepted"
    assert found.get(("el33", "el30")) == "accepted"
    assert found.get(("revo", "susp")) == "accepted"


def test_trial_98_an_advisory_titled_in_words_is_named_by_the_id_its_text_opens_with(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 98: "This advisory replaces GHSA-f2vm-9hqx-c6p8, which listed the wrong module"
    was only proposed: the replaced advisory's title names no id ("Authorization bypass in
    ... grpcauth interceptor"), only its text's first line does."""

    go = partial(titled_record, "security", ecosystem="Go", product="grpcauth")
    rows = [
        go("old", "advisory", "Authorization bypass in github.com/nimbus-labs/grpcauth "
           "interceptor", "GHSA-f2vm-9hqx-c6p8\nCVE-2024-37622\nPackage: "
           "github.com/nimbus-labs/grpcauth", "2024-06-03"),
        go("new", "advisory", "Authorization bypass for streaming RPCs in "
           "github.com/nimbus-labs/grpcauth/v2", "GHSA-7c2q-xv4m-p8rw\nCVE-2024-37622\nThis "
           "advisory replaces GHSA-f2vm-9hqx-c6p8, which listed the wrong module.",
           "2024-06-10"),
    ]
    found = superseding_statuses(derive(rows, embedded_store, extractor))
    assert found.get(("new", "old")) == "accepted"


def test_trials_80_to_100_a_title_naming_the_documents_act_on_an_identifier(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 80-100: "Revocation of exceptional use authorisation EUA-D-2023-017", "Compliance
    Memo CM-ARIM-2024-08 - Withdrawal of CM-ARIM-2024-03" and "Rescission of InfoSec Bulletin
    2021-04" named the act only in the title (the text told what changed, not what it
    revoked); the same words in a text report or plan it ("Revocation of SOP-OPS-01 is on the
    safety board's agenda")."""

    policy = partial(titled_record, "policy")
    rows = [
        policy("eua", "memo", "Exceptional use authorisation EUA-D-2023-017: VX-2 ventilators",
               "The VX-2 may be used in transport.", "2023-11-01"),
        policy("revo", "memo", "Revocation of exceptional use authorisation EUA-D-2023-017 "
               "(VX-2)", "Sufficient supply of UKCA-marked ventilators is now available.",
               "2024-03-15"),
        policy("cm3", "memo", "Compliance Memo CM-ARIM-2024-03 - Restricted issuers",
               "Do not trade the listed issuers.", "2024-02-01"),
        policy("cm8", "memo", "Compliance Memo CM-ARIM-2024-08 - Withdrawal of "
               "CM-ARIM-2024-03", "The restriction has ended.", "2024-05-01"),
        policy("ex31", "memo", "Risk exception EX-2024-031: tarx v1.6 in backup-agent",
               "The old tarx may stay until July.", "2024-04-02"),
        policy("close", "memo", "Closure of risk exception EX-2024-031 (backup-agent)",
               "backup-agent now ships tarx v1.7.", "2024-06-18"),
        policy("sop1", "sop", "SOP-OPS-01 Ventilator checks", "Check daily.", "2024-01-01"),
        policy("news", "memo", "Operations newsletter, April 2024", "Revocation of SOP-OPS-01 "
               "is on the safety board's agenda for June.", "2024-04-02"),
    ]
    found = {(e.newer_id, e.older_id): (e.kind, e.status)
             for e in derive(rows, embedded_store, extractor) if e.supersedes}
    assert found.get(("revo", "eua")) == ("revokes", "accepted")
    assert found.get(("cm8", "cm3")) == ("withdraws", "accepted")
    assert found.get(("close", "ex31")) == ("rescinds", "accepted")
    assert ("news", "sop1") not in found


def test_trial_100_a_retirement_notice_titled_by_the_policy_does_not_hold_its_name(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 100: "Notice of policy retirement: POL-RA-007 ..." carried POL-RA-007 as its own
    name, so "This SOP replaces policy POL-RA-007" named two documents and was only
    proposed; the retirement notice names what it retires, as "Retirement of X" does."""

    policy = partial(titled_record, "policy")
    rows = [
        policy("pol", "policy", "POL-RA-007 Policy on Translation of Product Information",
               "All translations are reviewed twice.", "2019-06-03"),
        policy("retire", "policy_retirement", "Notice of policy retirement: POL-RA-007 "
               "Translation of Product Information", "The policy is retired on 1 March 2024.",
               "2024-02-20"),
        policy("sop", "sop", "SOP-RA-031 Translation and Linguistic Review, Version 1",
               "This SOP replaces policy POL-RA-007 (Translation of Product Information, "
               "version 2).", "2024-02-20"),
    ]
    found = superseding_statuses(derive(rows, embedded_store, extractor))
    assert found.get(("sop", "pol")) == "accepted"
    assert ("sop", "retire") not in found


def test_trial_101_a_final_rule_supersedes_the_interim_final_rule_of_its_title(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 101: "This final rule supersedes the interim final rule." (no RIN) named no
    edition: "interim" was no edition word, and the titles differ by their stage, "(Interim
    Final Rule)" and "(Final Rule)"."""

    rule = partial(titled_record, "legal")
    title = "Regulatory Capital Rule: Revised Transition of the CECL Methodology for Allowances"
    rows = [
        rule("ifr", "regulation", f"{title} (Interim Final Rule)", "Banking organizations may "
             "delay the estimated impact of CECL for two years.", "2020-03-31"),
        rule("fr", "regulation", f"{title} (Final Rule)", "The agencies adopt the 2020 CECL "
             "rule with changes. This final rule supersedes the interim final rule.",
             "2020-09-30"),
        rule("other", "regulation", "Supplementary Leverage Ratio (Interim Final Rule)",
             "Treasuries are excluded temporarily.", "2020-04-01"),
    ]
    found = superseding_statuses(derive(rows, embedded_store, extractor))
    assert found == {("fr", "ifr"): "accepted"}


def test_trial_99_the_issuers_staff_by_its_acronym_acts_for_the_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 99: "Effective April 1, 2024, NSRA staff withdraws Interpretive Letter
    IL-2021-07" named no document's act (a subject of its own); the issuer's staff by its
    acronym speaks for it as "The Department" does. Another's staff does not."""

    finance = partial(titled_record, "finance")
    rows = [
        finance("il07", "guidance", "NSRA Interpretive Letter IL-2021-07 - Fractional shares",
                "Confirmations may be aggregated.", "2021-05-10"),
        finance("il03", "guidance", "NSRA Interpretive Letter IL-2024-03 - Confirmations",
                "Effective April 1, 2024, NSRA staff withdraws Interpretive Letter IL-2021-07.",
                "2024-03-01"),
        finance("il08", "guidance", "NSRA Interpretive Letter IL-2021-08 - Margin",
                "Margin may be netted.", "2021-06-10"),
        finance("blog", "guidance", "Compliance digest, March 2024", "Our staff withdraws "
                "Interpretive Letter IL-2021-08 from the training deck.", "2024-03-02"),
    ]
    found = superseding_statuses(derive(rows, embedded_store, extractor))
    assert found.get(("il03", "il07")) == "accepted"
    assert found.get(("blog", "il08")) != "accepted"


def test_trial_93_a_bracketed_title_part_and_a_tribunal_below(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 93: "(1) The Building (Higher-Risk Buildings Cladding Remediation) Regulations
    2020 are revoked." read only "Regulations" as the subject (the bracket broke it), so it
    named nothing; "The decision of the First-tier Tribunal is set aside." named no court
    below."""

    rows = [
        titled_record("legal", "regs20", "regulation", "The Building (Higher-Risk Buildings "
                      "Cladding Remediation) Regulations 2020 (S.I. 2020/1184)",
                      "Owners must remediate cladding.", "2020-10-01"),
        titled_record("legal", "regs24", "regulation", "The Building Safety (Remediation) "
                      "Regulations 2024 (S.I. 2024/55)", "Revocation and saving\n(1) The "
                      "Building (Higher-Risk Buildings Cladding Remediation) Regulations 2020 "
                      "are revoked.", "2024-01-10"),
        opinion("ftt", "Thornbury Logistics Ltd v HMRC [2019] UKFTT 301 (TC)",
                "The appeal is allowed.", "2019-05-02"),
        opinion("ut", "Thornbury Logistics Ltd v HMRC [2020] UKUT 88 (TCC)",
                "The decision of the First-tier Tribunal is set aside.", "2020-03-20"),
    ]
    found = superseding_statuses(derive(rows, embedded_store, extractor))
    assert found.get(("regs24", "regs20")) == "accepted"
    assert found.get(("ut", "ftt")) == "accepted"


def test_interim_guidance_a_policy_replaces_is_a_document_of_its_own(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Review of 7b1745d: "interim" as an edition word before any self noun read "This policy
    replaces the interim guidance" as naming the policy's own earlier edition; only a
    rulemaking's stage ("the interim final rule") is one."""

    policy = partial(titled_record, "policy")
    rows = [
        policy("v1", "policy", "Remote Work Policy (Version 1)", "Two days a week.", "2020-01-01"),
        policy("v2", "policy", "Remote Work Policy (Version 2)", "This policy replaces the "
               "interim guidance on office attendance.", "2022-01-01"),
    ]
    found = superseding_statuses(derive(rows, embedded_store, extractor))
    assert ("v2", "v1") not in found


def test_the_previous_version_of_this_policy_is_the_edition_before_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 146: "The previous version of this policy is superseded as of July 1, 2024" named
    nothing, and "MP-7.01.45" was read "MP-7", so a revisional surgery policy MP-7.01.46 was
    one of its editions. The passive's subject is the edition before it, from the day
    written; the dotted number is the code's own."""

    def policy(doc_id: str, code: str, subject: str, text: str, at: str) -> SourceRecord:
        return titled_record("coverage", doc_id, "medical_policy",
                             f"Medical Policy {code}: {subject}", text, at)

    first = policy("p2022", "MP-7.01.45", "Bariatric Surgery", "Surgery is covered.", "2021-11-12")
    second = policy("p2023", "MP-7.01.45", "Bariatric Surgery", "Surgery is covered when "
                    "criteria are met.", "2022-11-10")
    revisional = policy("rev", "MP-7.01.46", "Revisional Bariatric Surgery", "Conversion of a "
                        "sleeve gastrectomy under MP-7.01.45 is covered.", "2022-11-10")
    latest = policy("p2024", "MP-7.01.45", "Bariatric Surgery", "Medical Policy MP-7.01.45. "
                    "The previous version of this policy is superseded as of July 1, 2024.",
                    "2024-05-15")
    edges = derive([first, second, revisional, latest], embedded_store, extractor)
    stated = [e for e in edges if e.newer_id == "p2024"]
    assert [(e.older_id, e.kind, e.status) for e in stated] == [
        ("p2023", "supersedes", "accepted")
    ]
    assert stated[0].valid_from == "2024-07-01T00:00:00Z"


def test_a_description_numbering_a_chapter_names_no_title_numbering_another(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 150: one city's "Ordinance No. 1203: Repealing and Re-enacting Chapter 2.50"
    repealed another city's ordinance re-enacting Chapter 8.24 (the words of the titles
    met); a described title must name the parts the description numbers."""
    millbrook = titled_record(
        "local", "m2019", "ordinance",
        "Ordinance No. 2019-14: An Ordinance Repealing and Re-enacting Chapter 8.24 (Noise "
        "Control) of the Millbrook Municipal Code", "Chapter 8.24 is re-enacted.", "2019-06-11",
    )
    harlan = titled_record(
        "local", "h1203", "ordinance",
        "Ordinance No. 1203: Repealing and Re-enacting Chapter 2.50, Emergency Management",
        "Chapter 2.50 is re-enacted as set forth below.", "2023-11-20",
    )
    edges = derive([millbrook, harlan], embedded_store, extractor)
    assert not [e for e in edges if e.newer_id == "h1203"]


def test_a_notice_voids_the_memorandum_of_the_day_it_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 140: "the July 28, 2020 memorandum is vacated and has no effect" in a Federal
    Register notice named the memorandum by its day alone (no shared identifier, another doc
    type): of the notice's domain, the one memorandum of that day; an agency's notice may
    say "is vacated" as a court does."""
    memo = titled_record(
        "immigration", "memo", "policy_memorandum",
        "Reconsideration of the June 15, 2012 Memorandum on Deferred Action",
        "I have decided to consider the policy anew.", "2020-07-28",
    )
    other = titled_record(
        "immigration", "guide", "guidance", "Guidance on fee waivers",
        "Fee waivers are available.", "2020-07-28",
    )
    notice = titled_record(
        "immigration", "notice", "federal_register_notice",
        "Notice Regarding the Order in Batalla Vidal v. Wolf",
        "In accordance with the order, the July 28, 2020 memorandum is vacated and has no "
        "effect, and DHS will not enforce it.", "2020-12-07",
    )
    edges = derive([memo, other, notice], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind, e.status) for e in edges} == {
        ("notice", "memo", "voids", "accepted")
    }


def test_an_opinion_overrules_in_the_passive_and_a_board_de_designates(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 144 and 148: "Opinion 431 is overruled" in an ethics committee's opinion, and
    "IPR2012-00027 ... is de-designated" in a board's notice, derived nothing: the passive
    overruling and the withdrawal of a decision's designation are read in any field (the
    latter for review: a notice neither of the decision's series nor titled by the act)."""
    old = titled_record("ethics", "op431", "formal_opinion", "Opinion 431: Percentage fees",
                        "A lawyer may not pay a percentage fee.", "1986-05-19")
    new = titled_record("ethics", "op694", "formal_opinion", "Opinion 694: Online platforms",
                        "Opinion 431 is overruled.", "2021-08-17")
    decision = titled_record("ip", "idle", "decision",
                             "Idle Free Systems v. Bergstrom, IPR2012-00027 (informative)",
                             "The motion to amend is denied.", "2013-06-11")
    notice = titled_record("ip", "dedesignation", "notice", "Notice of de-designation",
                           "IPR2012-00027 is de-designated.", "2017-11-21")
    edges = derive([old, new, decision, notice], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind, e.status) for e in edges} == {
        ("op694", "op431", "overrules", "accepted"),
        ("dedesignation", "idle", "withdraws", "proposed"),
    }


def test_guidance_left_in_force_for_some_cases_is_superseded_for_review_only(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 143: "This guidance supersedes GFI #152 ... the recommendations of GFI #152 remain
    in effect" for aquatic species was accepted: "GFI #152" was no name, and what a text keeps
    in force is now found in the one spelling of designations too. The later guidance
    withdrawing its remaining provisions supersedes it whole."""
    old = titled_record("animal_health", "gfi152", "guidance_for_industry",
                        "Guidance for Industry #152: Antimicrobial safety",
                        "Sponsors should assess resistance.", "2003-10-23")
    partial = titled_record(
        "animal_health", "gfi263", "guidance_for_industry",
        "Guidance for Industry #263: Microbial food safety assessment",
        "This guidance supersedes GFI #152. For drugs intended solely for aquatic species, the "
        "recommendations of GFI #152 remain in effect until CVM issues guidance.", "2022-03-15",
    )
    whole = titled_record(
        "animal_health", "gfi290", "guidance_for_industry",
        "Guidance for Industry #290: Aquatic species",
        "With publication of this guidance, FDA is withdrawing the remaining provisions of "
        "GFI #152.", "2024-09-18",
    )
    edges = derive([old, partial, whole], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.status) for e in edges} == {
        ("gfi263", "gfi152", "proposed"),
        ("gfi290", "gfi152", "accepted"),
    }


def test_a_numbered_paragraph_keeping_another_document_in_force_keeps_only_that_one(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 128: "4 ... MSC.1/Circ.1206/Rev.1 is revoked with effect from 1 January 2020. 5
    The Guidelines (MSC.1/Circ.1392) remain valid" read as one sentence, so the revoked
    circular counted as kept in force; a paragraph's number after a full stop starts one."""
    revoked = titled_record("maritime", "c1206", "circular", "MSC.1/Circ.1206/Rev.1: Measures",
                            "Drills shall be held.", "2006-05-26")
    kept = titled_record("maritime", "c1392", "circular", "MSC.1/Circ.1392: Guidelines",
                         "Release gear shall be evaluated.", "2011-05-27")
    circular = titled_record(
        "maritime", "c1578", "circular", "MSC.1/Circ.1578: Guidelines on drills",
        "4 As the present Guidelines cover all matters previously dealt with, "
        "MSC.1/Circ.1206/Rev.1 is revoked with effect from 1 January 2020. 5 The Guidelines "
        "for evaluation of release gear (MSC.1/Circ.1392) remain valid.", "2017-06-16",
    )
    edges = derive([revoked, kept, circular], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.status) for e in edges} == {
        ("c1578", "c1206", "accepted"),
    }


def test_a_passive_describes_what_it_acts_on_up_to_the_words_dating_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 144: "the AI examination guidelines published on 22 September 2022 are
    suspended" described the guidelines, but "published" was read as a word of their title.
    The description ends where the words dating it begin; its day picks the document."""
    guidelines = titled_record(
        "ip", "ai-2022", "examination_guidelines",
        "Examining patent applications relating to artificial intelligence (AI) inventions: "
        "The Guidelines", "Examiners should apply the guidelines.", "2022-09-22",
    )
    update = titled_record(
        "ip", "update", "practice_direction",
        "Practice update following the judgment in Emotional Perception",
        "In view of the judgment, the AI examination guidelines published on 22 September "
        "2022 are suspended with immediate effect.", "2023-11-24",
    )
    edges = derive([guidelines, update], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind) for e in edges} == {
        ("update", "ai-2022", "suspends")
    }


def test_a_title_acting_on_the_filing_its_bracket_numbers_proposes_the_act(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 145: "Notice of Withdrawal of a Proposed Rule Change to Adopt ... (SR-NASDAQ-
    2022-079)" named the filing by the bracket closing its title, many words past the act,
    and the notice was read as that filing's own. The bracket names what the title's act is
    on; a notice about a proposal acts on that proposal (session 41: a draft's act on a
    draft stands, as "Amendment No. 1 replaces and supersedes the original filing")."""
    filing = titled_record(
        "markets", "filing", "rule_filing",
        "SR-NASDAQ-2022-079: Proposed Rule Change to Adopt Additional Listing Requirements",
        "The Exchange proposes to amend Rule 5210(k).", "2022-12-05",
    )
    withdrawal = titled_record(
        "markets", "withdrawal", "regulatory_notice",
        "Notice of Withdrawal of a Proposed Rule Change to Adopt Additional Listing "
        "Requirements for Companies Principally Administered in a Restrictive Market "
        "(SR-NASDAQ-2022-079)",
        "The Commission takes no further action on the proposal.", "2023-03-28",
    )
    edges = derive([filing, withdrawal], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind, e.status) for e in edges} == {
        ("withdrawal", "filing", "withdraws", "accepted")
    }


def test_an_ethics_committee_acts_by_its_own_opinion(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 148: "The Committee withdraws Opinion 431" in the committee's later opinion was
    no act of the document (a committee was no issuing body)."""
    old = titled_record("ethics", "op431", "formal_opinion", "Opinion 431: Percentage fees",
                        "A lawyer may not pay a percentage fee.", "1986-05-19")
    new = titled_record("ethics", "op694", "formal_opinion", "Opinion 694: Online platforms",
                        "The Committee withdraws Opinion 431.", "2021-08-17")
    edges = derive([old, new], embedded_store, extractor)
    assert {(e.newer_id, e.older_id, e.kind, e.status) for e in edges} == {
        ("op694", "op431", "withdraws", "accepted")
    }
