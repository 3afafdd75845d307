"""A re-read OSV record that no longer states a fix retracts it, on every store.

The corrected record's old fix document stays stored (nothing is deleted) but stops patching
the advisory and is superseded by it; stating the fix again undoes that; a curator's decision
is left alone.
"""

from __future__ import annotations

import json
from pathlib import Path

from graphcar.eval.graph import StoredGraph
from graphcar.store.base import GraphStore
from ingest.load import EdgeDeriver, LoadReport, load_records
from ingest.osv import read_osv
from ingest.records import SourceRecord

ADVISORY = "GHSA-rrrr-tttt-0001"
OLD_FIX = f"{ADVISORY}#fix:npm/widget@1.2.0"
NEW_FIX = f"{ADVISORY}#fix:npm/widget@1.3.0"


def load(
    store: GraphStore,
    tmp_path: Path,
    fixed: str,
    *,
    withdrawn: bool = False,
    derive_edges: EdgeDeriver | None = None,
    modified: str = "2024-05-01T00:00:00Z",
) -> LoadReport:
    payload: dict[str, object] = {
        "id": ADVISORY,
        "modified": modified,
        "published": "2024-04-01T00:00:00Z",
        "summary": "widget parser overflow",
        "affected": [{"package": {"ecosystem": "npm", "name": "widget"}, "ranges": [
            {"type": "SEMVER", "events": [{"introduced": "0"}, {"fixed": fixed}]}]}],
    }
    if withdrawn:
        payload["withdrawn"] = "2024-05-02T00:00:00Z"
    path = tmp_path / f"{ADVISORY}.json"
    path.write_text(json.dumps(payload), "utf-8")
    return load_records(read_osv(path), store, derive_edges=derive_edges)


def controlling(store: GraphStore, doc_id: str) -> set[str]:
    graph = StoredGraph.from_store(store)
    return graph.frontier(graph.upward([doc_id]))


def statuses(store: GraphStore) -> dict[tuple[str, str, str], tuple[str, str]]:
    return {(e.newer_id, e.older_id, e.kind): (e.status, e.rule) for e in store.edges()}


def test_a_fix_the_record_no_longer_states_is_retracted(any_store: GraphStore,
                                                         tmp_path: Path) -> None:
    assert load(any_store, tmp_path, "1.2.0").retracted == []
    report = load(any_store, tmp_path, "1.3.0")
    assert report.ok and report.cycles == []
    assert report.retracted == [
        f"{tmp_path / ADVISORY}.json: {OLD_FIX} is no longer stated by {ADVISORY}; "
        "it is now superseded by it"
    ]
    edges = statuses(any_store)
    assert edges[(OLD_FIX, ADVISORY, "patches")] == ("rejected", "osv:fixed")
    assert edges[(ADVISORY, OLD_FIX, "supersedes")] == ("accepted", "retracted")
    assert edges[(NEW_FIX, ADVISORY, "patches")] == ("accepted", "osv:fixed")
    assert any_store.existing_ids([OLD_FIX]) == {OLD_FIX}, "kept for audit"
    assert controlling(any_store, ADVISORY) == {NEW_FIX}
    assert controlling(any_store, OLD_FIX) == {NEW_FIX}
    assert load(any_store, tmp_path, "1.3.0").retracted == [], "idempotent"

    restated = load(any_store, tmp_path, "1.2.0")
    assert restated.cycles == [] and [m.split(".json: ")[1] for m in restated.retracted] == [
        f"{NEW_FIX} is no longer stated by {ADVISORY}; it is now superseded by it"
    ]
    edges = statuses(any_store)
    assert edges[(OLD_FIX, ADVISORY, "patches")] == ("accepted", "osv:fixed")
    assert edges[(ADVISORY, OLD_FIX, "supersedes")] == ("rejected", "retracted")
    assert controlling(any_store, ADVISORY) == {OLD_FIX}


def test_a_curators_decision_is_not_retracted(any_store: GraphStore, tmp_path: Path) -> None:
    load(any_store, tmp_path, "1.2.0")
    any_store.set_edge_status(OLD_FIX, ADVISORY, "patches", "accepted", by="cur",
                              reason="confirmed with the maintainers")
    report = load(any_store, tmp_path, "1.3.0")
    assert report.retracted == [] and report.cycles == []
    edges = statuses(any_store)
    assert edges[(OLD_FIX, ADVISORY, "patches")] == ("accepted", "osv:fixed")
    assert (ADVISORY, OLD_FIX, "supersedes") not in edges
    assert controlling(any_store, ADVISORY) == {OLD_FIX, NEW_FIX}


def test_a_retracted_withdrawal_derives_nothing(any_store: GraphStore, tmp_path: Path) -> None:
    """An advisory withdrawn, then re-sent without the withdrawal: the notice it no longer
    states is superseded by it and takes no part in rule derivation, neither in that load nor
    in later ones (the security pack's withdrawal rule proposed it withdrawing the advisory
    again, and the proposal closed a cycle with the retraction)."""
    from graphcar.domains.packs import load_packs
    from ingest.derive import PackDeriver
    from ingest.extract import SpacyExtractor

    derive = PackDeriver(SpacyExtractor(load_packs()))
    notice = f"{ADVISORY}#withdrawn"
    load(any_store, tmp_path, "1.2.0", withdrawn=True, derive_edges=derive)
    assert statuses(any_store)[(notice, ADVISORY, "withdraws")] == ("accepted", "osv:withdrawn")
    for _ in range(2):  # the retracting load, then one that finds the retraction stored
        report = load(any_store, tmp_path, "1.2.0", derive_edges=derive)
        assert report.cycles == []
        assert statuses(any_store) == {
            (OLD_FIX, ADVISORY, "patches"): ("accepted", "osv:fixed"),
            (notice, ADVISORY, "withdraws"): ("rejected", "osv:withdrawn"),
            (ADVISORY, notice, "supersedes"): ("accepted", "retracted"),
        }
    assert controlling(any_store, ADVISORY) == {OLD_FIX}


def test_documents_a_load_retracts_take_no_part_before_their_edges_are_stored(
    any_store: GraphStore, tmp_path: Path
) -> None:
    """The loader writes retraction edges in the background while derivation runs, so it
    names the documents it retracts: they are left out whether or not the edges are stored.
    (A stored withdrawal notice naming the advisory's GHSA stands for one; the OSV record's
    own notice withdraws its record by its stated edge alone, so no rule derives from it.)"""
    from graphcar.domains.packs import load_packs
    from graphcar.model import Document, IngestBatch, Mention
    from ingest.derive import derive_edges

    load(any_store, tmp_path, "1.2.0", withdrawn=True)
    records = [r for r in read_osv(tmp_path / f"{ADVISORY}.json") if r.document.id == ADVISORY]
    notice = "notice-withdrawn"
    named = records[0].entities[0]  # the advisory's own id
    any_store.upsert(IngestBatch(
        documents=[Document(id=notice, text=f"{ADVISORY} is withdrawn.", domain="security",
                            doc_type="withdrawal", published_at="2024-05-02")],
        entities=[named], mentions=[Mention(doc_id=notice, entity_key=named.key)],
    ))

    def withdrawals(retracted: set[str]) -> set[tuple[str, str]]:
        edges = derive_edges(records, any_store, packs=load_packs(), retracted=retracted)
        return {(e.newer_id, e.kind) for e in edges if e.older_id == ADVISORY}

    assert withdrawals(set()) == {(notice, "withdraws")}
    assert withdrawals({notice}) == set()


def test_an_older_copy_of_a_record_does_not_overwrite_the_stored_one(
    any_store: GraphStore, tmp_path: Path
) -> None:
    """A security engineer's trial: a mirror re-sent the advisory as it was before its fix
    version was corrected, and the load took the correction back. An OSV record whose
    ``modified`` is older than the stored copy's is skipped with its fix documents."""
    load(any_store, tmp_path, "1.3.0", modified="2024-05-02T00:00:00Z")
    before = statuses(any_store)
    report = load(any_store, tmp_path, "1.2.0", modified="2024-05-01T00:00:00Z")
    assert report.skipped == [
        f"{tmp_path / ADVISORY}.json: {ADVISORY} modified 2024-05-01T00:00:00Z is older than "
        "the stored copy (modified 2024-05-02T00:00:00Z); skipped with the documents it states"
    ]
    assert report.retracted == [] and statuses(any_store) == before
    assert any_store.existing_ids([OLD_FIX]) == set(), "the stale copy's fix was not loaded"
    assert controlling(any_store, ADVISORY) == {NEW_FIX}
    newer = load(any_store, tmp_path, "1.2.0", modified="2024-05-03T00:00:00Z")
    assert newer.skipped == [] and controlling(any_store, ADVISORY) == {OLD_FIX}


def _edges(store: GraphStore) -> set[tuple[str, str, str]]:
    return {(e.newer_id, e.older_id, e.status) for e in store.edges()}


def test_loads_one_at_a_time_derive_what_one_load_derives(any_store: GraphStore) -> None:
    """A recall loaded after its labels, then corrected to name one NDC, ends with the edges a
    single load of the corrected files gives: the stored labels keep every key (a label with
    another NDC is not 'missing' one), and the rule edge to the NDC no longer named is
    rejected."""
    from graphcar.domains.packs import load_packs
    from ingest.derive import PackDeriver
    from ingest.extract import SpacyExtractor
    from tests.unit.test_derive_rules import pharma_record

    labels = [
        pharma_record(
            f"label-{strength}", "label",
            f"Atorvastatin calcium tablets {strength} mg, NDC {ndc}. Manufactured for Ascend "
            "Laboratories.", "2022-01-15", generic_name="atorvastatin",
            labeler="Ascend Laboratories",
        )
        for strength, ndc in (("10", "67877-511-90"), ("20", "67877-512-90"))
    ]
    lipitor = pharma_record(
        "label-lipitor", "label", "LIPITOR (atorvastatin calcium) tablets, NDC 0071-0155-23.",
        "2021-01-01", generic_name="atorvastatin", labeler="Pfizer Laboratories",
    )

    def recall(*ndcs: str) -> SourceRecord:
        return pharma_record(
            "recall", "recall",
            "Ascend Laboratories is recalling atorvastatin calcium tablets, NDC "
            f"{', '.join(ndcs)}.",
            "2024-10-10", recalling_firm="Ascend Laboratories",
        )

    extractor = SpacyExtractor(load_packs())
    derive = PackDeriver(extractor)
    load_records([*labels, lipitor], any_store, extractor=extractor, derive_edges=derive)
    load_records([recall("67877-511-90", "67877-512-90")], any_store, extractor=extractor,
                 derive_edges=derive)
    assert _edges(any_store) == {
        ("recall", "label-10", "accepted"), ("recall", "label-20", "accepted")
    }, "no firm or drug fallback to labels whose NDC the recall does not name"
    report = load_records([recall("67877-511-90")], any_store, extractor=extractor,
                          derive_edges=derive)
    assert report.retracted == [
        "recall --recalls--> label-20 (pharma:recall_recalls_label) no longer follows from "
        "the documents; rejected"
    ]
    assert _edges(any_store) == {
        ("recall", "label-10", "accepted"), ("recall", "label-20", "rejected")
    }


def test_a_link_a_record_no_longer_states_is_rejected(any_store: GraphStore) -> None:
    """A recall re-sent naming one label of two, then with another kind: the links it no
    longer states are rejected; nothing else (the labels' own, undated edges) is touched."""
    from ingest.jsonl import record_from_mapping

    def load(*rows: dict[str, object]) -> LoadReport:
        items = [record_from_mapping(row, f"f:{n}") for n, row in enumerate(rows, start=1)]
        return load_records(items, any_store)

    labels = [{"id": i, "text": f"label {i}"} for i in ("label-a", "label-b")]
    load(*labels, {"id": "notice", "text": "recall", "supersedes": [
        {"id": "label-a", "kind": "recalls"}, {"id": "label-b", "kind": "recalls"}]})
    report = load({"id": "notice", "text": "recall", "supersedes": [
        {"id": "label-a", "kind": "recalls"}]})
    assert report.retracted == [
        "notice --recalls--> label-b (explicit:jsonl) no longer stated; rejected"
    ]
    assert _edges(any_store) == {
        ("notice", "label-a", "accepted"), ("notice", "label-b", "rejected")
    }
    load({"id": "notice", "text": "recall", "supersedes": [{"id": "label-a", "kind": "withdraws"}]})
    assert {(e.older_id, e.kind, e.status) for e in any_store.edges()} == {
        ("label-a", "recalls", "rejected"), ("label-a", "withdraws", "accepted"),
        ("label-b", "recalls", "rejected"),
    }
    assert load(*labels).retracted == [], "the labels state no links: nothing to take back"
