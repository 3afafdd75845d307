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
from datetime import datetime, timedelta

from graphcar.model import (
    LAPSE_DOC_TYPE,
    LAPSING_KINDS,
    MAX_ID_CHARS,
    AuthorityEdge,
    Document,
    to_timestamp,
)
from graphcar.store.base import GraphStore
from ingest.records import SourceRecord

LAPSE_SUFFIX = "#lapsed"
LAPSE_RULE = "effective_to"
FOLLOW_RULE = "lapse_followed"


def lapse_problem(document: Document) -> tuple[str, str] | None:
    """Why a record cannot be loaded as it is, as (field, reason): an id reserved for lapse
    notices, one too long to make its notice, or an ``effective_to`` not after the start.
    Checked by the readers, not by ``Document``: a store written before the check still reads."""
    if document.id.endswith(LAPSE_SUFFIX):
        return "id", (
            f"ids ending in {LAPSE_SUFFIX!r} are reserved for lapse notices (a document's "
            "effective_to makes one)"
        )
    # Against the start it states, not when it begins to count: a notice issued after the
    # period it dates itself to ended still loads (it never governed; its lapse does).
    ended, start = document.effective_to, document.effective_from or document.published_at
    if ended is None:
        return None
    if len(document.id) + len(LAPSE_SUFFIX) > MAX_ID_CHARS:
        longest = MAX_ID_CHARS - len(LAPSE_SUFFIX)
        return "id", f"an id with effective_to has at most {longest} characters"
    if start is not None and ended <= start:
        return "effective_to", f"effective_to {ended} is not after the document starts, {start}"
    return None


def with_lapses(records: Sequence[SourceRecord]) -> list[SourceRecord]:
    """``records``, each owning its lapse notice, plus a notice for every one that states an
    ``effective_to`` (right after it)."""
    out: list[SourceRecord] = []
    for record in records:
        notice_id = record.document.id + LAPSE_SUFFIX
        out.append(record.model_copy(update={"owns": (*record.owns, notice_id)}))
        if (notice := lapse_record(record)) is not None:
            out.append(notice)
    return out


def lapse_record(record: SourceRecord) -> SourceRecord | None:
    """The notice that ``record``'s document lapsed after its ``effective_to`` (None without
    one, or at the end of time)."""
    lapsed = record.document
    last = lapsed.effective_to  # the last instant it is in force
    if last is None or last >= "9999-12-31T23:59:59Z":
        return None
    ended = to_timestamp(datetime.fromisoformat(last.removesuffix("Z")) + timedelta(seconds=1))
    # Found through the closure of the document it expires, not by its words: a notice that
    # repeated the title outranked its own label (short texts win BM25), and one saying "in
    # force until" answered every "is X still in force?" question as its best match, so it
    # says no more than when, in words questions do not use, and carries no entities.
    notice = Document(
        id=lapsed.id + LAPSE_SUFFIX,
        title="Lapse notice",
        text=f"Lapsed {ended} (last day {last[:10]}).",
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
        evidence=f"effective_to = {last}",
        valid_from=ended,
    )
    return SourceRecord(location=record.location, document=notice, edges=[edge])


def followed_lapses(
    records: Sequence[SourceRecord],
    produced: Sequence[AuthorityEdge],
    previous: Sequence[AuthorityEdge],
    store: GraphStore,
) -> list[AuthorityEdge]:
    """Edges by which whatever supersedes a lapsed document also supersedes its lapse notice
    (rule ``lapse_followed``): a policy that lapsed and was then replaced has one controlling
    document, the replacement, not the replacement and a notice that no longer tells anything.
    Made for this load's superseding edges into a document with a notice, and for the stored
    ones into a document whose notice this load makes."""
    made = {record.document.id for record in records if record.document.doc_type == LAPSE_DOC_TYPE}
    into = [
        edge
        for edge in [*produced, *previous]
        if edge.supersedes
        and edge.kind not in LAPSING_KINDS  # a suspension ends; a lapse stands
        and edge.status == "accepted"
        and edge.rule not in (LAPSE_RULE, FOLLOW_RULE)
        and not edge.newer_id.endswith(LAPSE_SUFFIX)
    ]
    wanted = sorted({edge.older_id + LAPSE_SUFFIX for edge in into} - made)
    notices = made | (store.existing_ids(wanted) if wanted else set())
    follows: dict[tuple[str, str], AuthorityEdge] = {}
    for edge in into:
        notice = edge.older_id + LAPSE_SUFFIX
        if notice in notices and edge.newer_id != notice:
            follows.setdefault(
                (edge.newer_id, notice),
                AuthorityEdge(
                    newer_id=edge.newer_id,
                    older_id=notice,
                    kind="supersedes",
                    rule=FOLLOW_RULE,
                    source="rule",
                    evidence=f"{edge.newer_id} {edge.kind} {edge.older_id}, which had lapsed",
                    valid_from=edge.valid_from,
                ),
            )
    return [follows[key] for key in sorted(follows)]
