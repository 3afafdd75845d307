"""A document's ``effective_to`` ends its authority: a lapse notice supersedes it from then on.

Why a document rather than a filter: a lapsed pre-clearance or policy must stop being the
controlling answer without the older documents it replaced coming back (hiding it after its
``effective_to`` would put its predecessor on the frontier again), and the answer should say
that it lapsed and when. So each record with ``effective_to`` gets a notice ``<id>#lapsed``,
in force from that instant, that ``expires`` it; the packs' verdicts read ``expires`` as
lapsed. Like an OSV fix document, the notice is owned by its record: a later load of the
record without ``effective_to`` retracts it (``ingest.retractions``).
"""

from __future__ import annotations

from collections.abc import Sequence

from graphcar.model import AuthorityEdge, Document
from ingest.records import SourceRecord

LAPSE_SUFFIX = "#lapsed"
LAPSE_DOC_TYPE = "lapse"
LAPSE_RULE = "effective_to"


def with_lapses(records: Sequence[SourceRecord]) -> list[SourceRecord]:
    """``records``, each owning its lapse notice, plus a notice for every one that states an
    ``effective_to`` (right after it)."""
    out: list[SourceRecord] = []
    for record in records:
        owned = record if record.owns else record.model_copy(
            update={"owns": record.document.id + LAPSE_SUFFIX}
        )
        out.append(owned)
        if record.document.effective_to is not None:
            out.append(lapse_record(record))
    return out


def lapse_record(record: SourceRecord) -> SourceRecord:
    """The notice that ``record``'s document lapsed at its ``effective_to``."""
    lapsed = record.document
    ended = lapsed.effective_to
    name = lapsed.title or lapsed.id
    notice = Document(
        id=lapsed.id + LAPSE_SUFFIX,
        title=f"{name} lapsed",
        text=f"{name} ({lapsed.id}) ceased to be in force on {ended} (its effective_to).",
        domain=lapsed.domain,
        doc_type=LAPSE_DOC_TYPE,
        published_at=ended,
        access=list(lapsed.access),
        source=lapsed.source,
        metadata={"lapsed": lapsed.id},
    )
    edge = AuthorityEdge(
        newer_id=notice.id,
        older_id=lapsed.id,
        kind="expires",
        rule=LAPSE_RULE,
        evidence=f"effective_to = {ended}",
        valid_from=ended,
    )
    return SourceRecord(
        location=record.location, document=notice, entities=list(record.entities), edges=[edge]
    )
