"""Rule pairs found through the date index equal the pairs of comparing every two documents.

The index (``ingest.rules``) replaces a quadratic scan of each scope's history; this pins it to
the definition: every linkable pair ordered by ``pair_order`` (two stored documents compete
only when both are dated), then ``select`` applied, then the pairs with a document of the load
kept (stored pairs compete but were linked before).
Pools mix dated and undated, new and stored documents, several scope keys and windows.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from graphcar.domains.packs import DomainPack, load_pack
from graphcar.model import Document
from ingest.candidates import Candidate, Pool
from ingest.rules import (
    Pair,
    first_per_older,
    governed_by_type,
    latest_per_newer,
    linkable,
    pair_order,
    rule_edges,
    rule_pairs,
    touches_load,
)

PACK = """\
name: memos
description: memos replacing notices in a group, optionally per person
domains: [memos]
doc_types:
  notice: a notice
  memo: a memo
scope_keys:
  group:
    kinds: [code]
  person:
    kinds: [emp]
rules:
  - name: memo_replaces_notice
    newer: [memo, notice]
    older: [notice, memo]
    match: {match}
    order: published
    select: {select}
    unordered: {unordered}
    kind: replaces
{window}{distinct}verdicts:
  cases:
    - name: replaced
      label: replaced
      superseded_by: [replaces]
  otherwise: current
"""

DAYS = [None, "2024-01-01", "2024-01-03", "2024-01-03", "2024-01-09", "2024-02-01", "2024-02-02"]


def make_pack(
    tmp: Path,
    match: str,
    select: str,
    unordered: str,
    window: int | None,
    distinct: str | None = None,
) -> DomainPack:
    text = PACK.format(
        match=match,
        select=select,
        unordered=unordered,
        window=f"    within_days: {window}\n" if window else "",
        distinct=f"    distinct: [{distinct}]\n" if distinct else "",
    )
    path = tmp / f"memos-{abs(hash(text))}.yaml"
    path.write_text(text, encoding="utf-8")
    return load_pack(path)


documents = st.lists(
    st.tuples(
        st.sampled_from(["notice", "memo"]),
        st.sampled_from(DAYS),
        st.sets(st.sampled_from(["code:a", "code:b", "code:c"]), max_size=2),
        st.sets(st.sampled_from(["emp:1", "emp:2"]), max_size=2),
        st.booleans(),
    ),
    max_size=14,
)


def pool_of(
    pack: DomainPack, specs: Sequence[tuple[str, str | None, set[str], set[str], bool]]
) -> Pool:
    candidates = []
    for index, (doc_type, day, groups, people, new) in enumerate(specs):
        document = Document.model_validate(
            {
                "id": f"d{index:02d}",
                "text": "memo text",
                "doc_type": doc_type,
                "domain": "memos",
                "published_at": day,
            }
        )
        candidates.append(
            Candidate(
                document=document, keys=groups | people, title_keys=set(), packs=[pack], new=new
            )
        )
    return Pool(candidates)


def every_pair(pool: Pool, pack: DomainPack) -> list[Pair]:
    """The definition: compare every two documents of the rule's types, except two stored
    ones of which one is undated (compared only when loaded: see ``undated_pairs``)."""
    rule = pack.rules[0]
    pairs = []
    for newer in sorted(pool.by_id.values(), key=lambda c: c.id):
        for older in sorted(pool.by_id.values(), key=lambda c: c.id):
            undated = newer.moment(rule.order) is None or older.moment(rule.order) is None
            if undated and not (newer.new or older.new):
                continue
            if (
                newer.document.doc_type in rule.newer
                and older.document.doc_type in rule.older
                and linkable(pack, rule, newer, older)
            ):
                ordering = pair_order(rule, newer, older, pack)
                if ordering.status is not None:
                    pairs.append(Pair(newer, older, ordering, ordering.status))
    return latest_per_newer(pack, rule, pairs) if rule.select == "latest" else pairs


def identity(pairs: Iterable[Pair]) -> list[tuple[str, str, str, str]]:
    return sorted((p.newer.id, p.older.id, p.status, p.ordering.basis) for p in pairs)


@settings(max_examples=300, deadline=None)
@given(
    specs=documents,
    match=st.sampled_from(["[group]", "[group, person]", "[person, group]"]),
    select=st.sampled_from(["latest", "all", "first"]),
    unordered=st.sampled_from(["skip", "proposed", "accepted"]),
    window=st.sampled_from([None, 3, 30]),
    distinct=st.sampled_from([None, "person"]),
)
def test_indexed_rule_pairs_equal_every_pair_compared(
    tmp_path_factory: object,
    specs: list,
    match: str,
    select: str,
    unordered: str,
    window: int | None,
    distinct: str | None,
) -> None:
    tmp = tmp_path_factory.mktemp("packs")  # type: ignore[attr-defined]
    pack = make_pack(tmp, match, select, unordered, window, distinct)
    pool = pool_of(pack, specs)
    found = rule_pairs(pool, pack, pack.rules[0], governed_by_type(pool, pack))
    expected = every_pair(pool, pack)
    if select == "first":
        found, expected = first_per_older(found), first_per_older(expected)
    assert identity(filter(touches_load, found)) == identity(filter(touches_load, expected))


def test_stored_pairs_are_not_relinked(tmp_path: Path) -> None:
    """Two stored documents were compared when the later one was loaded: no pair between them,
    even when a new document sits between them in time."""
    pack = make_pack(tmp_path, "[group]", "latest", "skip", None)
    pool = pool_of(
        pack,
        [
            ("notice", "2024-01-01", {"code:a"}, set(), False),
            ("notice", "2024-01-09", {"code:a"}, set(), False),
            ("memo", "2024-01-03", {"code:a"}, set(), True),
        ],
    )
    found = rule_pairs(pool, pack, pack.rules[0], governed_by_type(pool, pack))
    assert {(p.newer.id, p.older.id) for p in found} == {("d02", "d00"), ("d01", "d02")}


def test_a_stored_first_fix_keeps_a_new_later_one_out(tmp_path: Path) -> None:
    """``select: first`` over stored and new documents: the stored memo of 01-03 is the
    notice's first successor, so the memo loaded now (01-09) gets no edge to the notice (it
    got one when only new documents competed for a stored notice)."""
    pack = make_pack(tmp_path, "[group]", "first", "skip", None)
    pool = pool_of(
        pack,
        [
            ("notice", "2024-01-01", {"code:a"}, set(), False),
            ("memo", "2024-01-03", {"code:a"}, set(), False),
            ("memo", "2024-01-09", {"code:a"}, set(), True),
        ],
    )
    edges, _ = rule_edges(pool, [pack])
    assert {(e.newer_id, e.older_id) for e in edges} == {("d02", "d01")}
