"""A record older than the stored copy it would overwrite is skipped.

Sources that version their records (OSV's ``modified``) get re-sent: a mirror or an old dump
carries an earlier version of an advisory already loaded in a corrected form. Loading it
would overwrite the correction and, through retraction (``ingest.retractions``), take back the
fix the correction added. The loader compares the record's ``revised_at`` with the stored
copy's ``metadata.modified`` and skips the older record with every document it states (its
fix documents, its withdrawal notice); an equal or newer one loads as usual.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence

from graphcar.model import to_timestamp
from graphcar.store.base import GraphStore
from ingest.records import SourceRecord, states

#: The metadata field a versioned record's ``revised_at`` is stored under.
REVISION_FIELD = "modified"


def revision_of(metadata: Mapping[str, object]) -> str | None:
    """The stored copy's revision as a normalised instant; None when it has none or it is
    no instant (a JSONL document of the same id may keep any ``modified`` text)."""
    value = metadata.get(REVISION_FIELD)
    try:
        return to_timestamp(value) if isinstance(value, str) else None
    except ValueError:
        return None


def stale_records(
    records: Sequence[SourceRecord], store: GraphStore
) -> tuple[list[SourceRecord], list[str]]:
    """``records`` without the stale ones and the documents they state, and one message per
    skipped record."""
    revised = {r.document.id: r for r in records if r.revised_at is not None}
    stored = store.stored_metadata(sorted(revised)) if revised else {}
    stale: dict[str, tuple[SourceRecord, str]] = {}
    for doc_id, record in revised.items():
        kept = revision_of(stored.get(doc_id, {}))
        if kept is not None and record.revised_at is not None and kept > record.revised_at:
            stale[doc_id] = (record, kept)
    if not stale:
        return list(records), []
    stated = tuple(prefix for record, _ in stale.values() for prefix in record.owns)
    fresh = [
        record
        for record in records
        if record.document.id not in stale and not record.document.id.startswith(stated)
    ]
    messages = [
        f"{record.location}: {doc_id} modified {record.revised_at} is older than the stored "
        f"copy (modified {kept}); skipped with the documents it states"
        for doc_id, (record, kept) in sorted(stale.items())
    ]
    return fresh, messages


def newest_copies(records: Sequence[SourceRecord]) -> tuple[list[SourceRecord], list[str]]:
    """``records`` with one copy of each versioned record, the newest (of equally new ones the
    first), and the documents that copy states; the other copies are skipped with theirs, one
    message each. Two copies come from a mirror beside an ecosystem dump, or from two
    revisions in one load: the path order must not decide which fix is stated. A record's
    documents follow it in the input (readers yield an advisory, then what it states)."""
    copies: dict[str, list[SourceRecord]] = defaultdict(list)
    for record in records:
        if record.revised_at is not None:
            copies[record.document.id].append(record)
    losers: set[int] = set()
    messages = []
    for doc_id, group in copies.items():
        if len(group) < 2:
            continue
        kept = max(group, key=lambda r: (r.revised_at or "", -group.index(r)))
        for record in group:
            if record is not kept:
                losers.add(id(record))
                messages.append(
                    f"{record.location}: {doc_id} modified {record.revised_at} is not newer "
                    f"than the copy at {kept.location} (modified {kept.revised_at}); skipped "
                    "with the documents it states"
                )
    if not losers:
        return list(records), []
    fresh: list[SourceRecord] = []
    owner: SourceRecord | None = None
    for record in records:
        if record.revised_at is not None:
            owner = record
        elif owner is None or not states(owner, record.document.id):
            owner = None
        if owner is None or id(owner) not in losers:
            fresh.append(record)
    return fresh, messages
