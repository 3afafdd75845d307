"""Which stored edges a re-load takes back (``ingest.retractions.stale_edges``) and what a
lapse notice carries (``ingest.lapses``): each guard pinned on its own."""

from __future__ import annotations

from graphcar.model import AuthorityEdge, Document
from ingest.lapses import lapse_record, with_lapses
from ingest.records import SourceRecord
from ingest.retractions import stale_edges


def edge(newer: str, older: str, **fields: object) -> AuthorityEdge:
    return AuthorityEdge.model_validate({"newer_id": newer, "older_id": older, **fields})


def record(doc_id: str, **fields: object) -> SourceRecord:
    document = Document.model_validate({"id": doc_id, "text": doc_id, **fields})
    return SourceRecord(location=f"f:{doc_id}", document=document)


def test_only_edges_the_reload_no_longer_produces_are_rejected() -> None:
    previous = [
        edge("recall", "gone", source="rule", rule="r"),  # rule edge, not derived again
        edge("recall", "kept", source="rule", rule="r"),  # derived again
        edge("recall", "cue", source="inferred", rule="c"),  # cues: read only when loaded
        edge("recall", "curated", source="rule", rule="r", reviewed_at="2024-01-01",
             reviewed_by="cur"),
        edge("recall", "done", source="rule", rule="r", status="rejected"),  # already taken back
        edge("recall", "dropped", source="explicit", rule="explicit:jsonl"),  # stated no more
        edge("other", "recall", source="explicit", rule="explicit:jsonl"),  # other's statement
        edge("recall", "demoted", source="rule", rule="r", status="proposed",
             reviewed_at="2024-01-01", reviewed_by="graphcar"),
    ]
    produced = [edge("recall", "kept", source="rule", rule="r")]
    rejected, said = stale_edges([record("recall")], previous, produced, derived_again=True)
    assert {(e.older_id, e.status) for e in rejected} == {
        ("gone", "rejected"), ("dropped", "rejected"), ("demoted", "rejected")
    }
    assert len(said) == 3 and all("rejected" in line for line in said)
    no_derivation, _ = stale_edges([record("recall")], previous, produced, derived_again=False)
    assert {e.older_id for e in no_derivation} == {"dropped"}, "rules not run: rule edges stay"


def test_a_lapse_notice_is_as_visible_as_its_document_and_starts_after_it() -> None:
    lapsing = record("pc-1", published_at="2025-03-01", effective_to="2025-03-07",
                     access=["compliance"], domain="finance")
    notice = lapse_record(lapsing)
    assert notice is not None
    assert notice.document.access == ["compliance"] and notice.document.domain == "finance"
    assert notice.document.published_at == "2025-03-08T00:00:00Z"
    (expires,) = notice.edges
    assert (expires.kind, expires.valid_from) == ("expires", "2025-03-08T00:00:00Z")
    assert lapse_record(record("pc-2")) is None
    owned = with_lapses([lapsing, record("pc-2")])
    assert [r.document.id for r in owned] == ["pc-1", "pc-1#lapsed", "pc-2"]
    assert owned[2].owns == ("pc-2#lapsed",), "owned even without effective_to: retractable"
