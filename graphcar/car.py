"""The CAR engine: anchors -> closure -> frontier -> a Theorem-4-complete ranked result.

The store returns the closure subgraph of the fused anchors; everything here is pure Python over
that subgraph, so every store yields the same answer for the same subgraph.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from collections import defaultdict
from collections.abc import Callable, Collection, Iterable, Sequence
from collections.abc import Set as AbstractSet
from functools import cache, cached_property
from typing import Any

from graphcar.anchors.fusion import route
from graphcar.anchors.identifiers import bare_names, capitalised_words, identifier_keys
from graphcar.anchors.symbols import code_symbols
from graphcar.anchors.titles import title_phrases
from graphcar.config import Settings
from graphcar.domains.packs import (
    EntityPattern,
    designation_form,
    edition_marks,
    writes_edition,
)
from graphcar.errors import QueryError, StoreUnavailableError
from graphcar.model import (
    COMPLEMENTARY_KINDS,
    CONTROL_CHARS,
    LAPSE_DOC_TYPE,
    AnchorAuthority,
    CarResult,
    ChainLink,
    Query,
    ResultRow,
    Role,
    Superseder,
    Verdict,
    now_timestamp,
    title_forms,
)
from graphcar.store.base import (
    AnchorRequest,
    Candidate,
    CarSubgraph,
    ClosureEdge,
    ClosureNode,
    GraphStore,
)
from graphcar.versions import RANGES_FIELD

QueryEmbedder = Callable[[str], list[float]]
#: The edge kind that says only "newer in the same line" (release after release); verdicts
#: look through it to what the line's earlier documents did.
GENERIC_KIND = "supersedes"
#: A question with a dotted number may name a version: then fix releases' ranges are read.
DOTTED_NUMBER = re.compile(r"\d+\.\d+")
#: How a document's end (its lapse notice, an expiry event) supersedes it.
EXPIRY_KIND = "expires"
#: Kinds looked through above a verdict's subject: a later edition replacing, or the lapse
#: of, the document that acted on it leaves that act (a policy rescinded by 4.14, whose 2024
#: revision replaced it, stays repealed, not "superseded").
PASSING_KINDS = frozenset({EXPIRY_KIND, "replaces"})
#: The edge kind by which a newer edition of the same document type replaces an older one.
EDITION_KIND = "replaces"
#: Kinds by which a later document of the same line succeeds one, carrying on what it did (a
#: later release still contains the fix its predecessor shipped).
SUCCESSION_KINDS = frozenset({GENERIC_KIND, EDITION_KIND})
VerdictRule = Callable[[CarResult], Verdict | None]


def validate_query(query: Query, settings: Settings) -> None:
    """Reject queries that cannot mean anything, before any database work."""
    if not query.text.strip():
        raise QueryError("query text is empty", field="query")
    if len(query.text) > settings.max_query_chars:
        raise QueryError(
            f"query is {len(query.text)} characters; the limit is {settings.max_query_chars} "
            "(GRAPHCAR_MAX_QUERY_CHARS)",
            field="query",
        )
    if CONTROL_CHARS.search(query.text):
        raise QueryError("query contains control characters", field="query")
    if query.k > settings.max_k:
        raise QueryError(f"k={query.k} is above the limit {settings.max_k}", field="k")


class Authority:
    """Accepted supersession inside one closure: who supersedes whom."""

    def __init__(self, graph: CarSubgraph) -> None:
        self.graph = graph
        self.superseders: dict[str, list[ClosureEdge]] = defaultdict(list)
        self.supersedes: dict[str, list[ClosureEdge]] = defaultdict(list)
        self.pending: dict[str, list[ClosureEdge]] = defaultdict(list)
        for edge in graph.edges:
            if edge.status == "accepted":
                self.superseders[edge.older_id].append(edge)
                self.supersedes[edge.newer_id].append(edge)
            elif edge.status == "proposed":
                self.pending[edge.older_id].append(edge)
        self._controlling: dict[str, frozenset[str]] = {}
        #: Per frontier document, the documents read with it (``CarSubgraph.companions``).
        self.read_with: dict[str, list[ClosureEdge]] = defaultdict(list)
        standing = {doc_id for doc_id, node in graph.nodes.items() if not node.superseded}
        for relation in graph.companions:
            if relation.newer_id in standing and relation.older_id in standing:
                self.read_with[relation.newer_id].append(relation)
                self.read_with[relation.older_id].append(relation)
        #: A deferral and what the document it puts off is to supersede: the old document
        #: still controls, read with the deferral saying why (``CarSubgraph.held_off``).
        self.held_with: dict[str, set[str]] = defaultdict(set)
        deferring: dict[str, set[str]] = defaultdict(set)
        for deferral in graph.deferrals:
            if deferral.newer_id in standing:
                deferring[deferral.older_id].add(deferral.newer_id)
        for edge in graph.held_off:
            for deferral_id in deferring.get(edge.newer_id, ()):
                if edge.older_id in standing:
                    self.held_with[deferral_id].add(edge.older_id)
                    self.held_with[edge.older_id].add(deferral_id)
        #: Per deferral, the documents it puts off that hold nothing off (they replace nothing
        #: still standing): not in force, but what the deferral is about, so shown after it
        #: ("TS-2 will now apply from 1 July": the notice alone does not say what TS-2 asks).
        self.awaited_after: dict[str, set[str]] = defaultdict(set)
        holding = {edge.newer_id for edge in graph.held_off if edge.older_id in standing}
        for deferral in graph.deferrals:
            put_off = deferral.older_id
            if deferral.newer_id in standing and put_off in graph.awaited.keys() - holding:
                self.awaited_after[deferral.newer_id].add(put_off)

    def companions(self, doc_id: str) -> list[str]:
        """The documents read with ``doc_id`` (what it amends, what amends it; a deferral and
        what the document it puts off is to supersede, or that document when it holds nothing
        off), in id order."""
        return sorted(
            {
                e.older_id if e.newer_id == doc_id else e.newer_id
                for e in self.read_with.get(doc_id, [])
            }
            | self.held_with.get(doc_id, set())
            | self.awaited_after.get(doc_id, set())
        )

    @cached_property
    def frontier(self) -> frozenset[str]:
        """Closure documents nothing in the closure supersedes."""
        nodes = self.graph.nodes.items()
        return frozenset(doc_id for doc_id, node in nodes if not node.superseded)

    def upward(self, doc_id: str) -> set[str]:
        """The document and everything that (transitively) supersedes it."""
        seen = {doc_id}
        stack = [doc_id]
        while stack:
            for edge in self.superseders.get(stack.pop(), []):
                if edge.newer_id not in seen:
                    seen.add(edge.newer_id)
                    stack.append(edge.newer_id)
        return seen

    def controlling(self, doc_id: str) -> frozenset[str]:
        """Frontier documents at or above ``doc_id`` (``upward & frontier``), memoised over the
        whole closure: ``conflicts`` asks for every superseder of every document, which walked
        the same chains again and again (a fifth of a query's time on rule-dense closures)."""
        memo = self._controlling
        stack: list[tuple[str, bool]] = [(doc_id, False)]
        entered: set[str] = set()
        while stack:
            current, ready = stack.pop()
            if current in memo:
                continue
            above = [edge.newer_id for edge in self.superseders.get(current, [])]
            if ready:
                own = {current} & self.frontier
                memo[current] = frozenset(own.union(*(memo.get(d, frozenset()) for d in above)))
            elif current in entered:  # a cycle: answer this start exactly, memoise nothing
                return frozenset(self.upward(doc_id) & self.frontier)
            else:
                entered.add(current)
                stack.append((current, True))
                stack.extend((d, False) for d in above if d not in memo)
        return memo[doc_id]

    def decisive_kinds(self, controlling: Iterable[str], chain: set[str], subject: str) -> set[str]:
        """What the controlling documents did to ``chain`` (``subject`` and all above it), for
        verdicts: the kinds of their edges into it, looking through plain ``supersedes`` links
        (release 3 superseding release 2 carries forward that release 2 patched the advisory)
        and through the expiry or the replacement of a document above the subject (a statute
        that abrogated a case and later lapsed leaves the case abrogated, not lapsed; a policy
        rescinded by one a later edition replaced stays repealed). Not every kind on the
        way: an incomplete fix withdrawn below a later fix does not make the advisory
        "withdrawn"."""
        kinds: set[str] = set()
        generic = False
        stack = list(controlling)
        seen = set(stack)
        while stack:
            for edge in self.supersedes.get(stack.pop(), []):
                if edge.older_id not in chain:
                    continue
                passing = edge.kind in PASSING_KINDS and edge.older_id != subject
                if edge.kind != GENERIC_KIND and not passing:
                    kinds.add(edge.kind)
                    continue
                generic = generic or not passing
                if edge.older_id not in seen:
                    seen.add(edge.older_id)
                    stack.append(edge.older_id)
        return kinds or ({GENERIC_KIND} if generic else set())

    def lapsed_by(self, doc_id: str) -> list[str]:
        """The documents a lapse notice says lapsed (none for any other document): the notice
        states nothing else, so an answer shows them right after it."""
        node = self.graph.nodes.get(doc_id)
        if node is None or node.doc_type != LAPSE_DOC_TYPE:
            return []
        edges = self.supersedes.get(doc_id, [])
        nodes = self.graph.nodes
        return [e.older_id for e in edges if e.kind == EXPIRY_KIND and e.older_id in nodes]

    def top_down(self, doc_ids: Sequence[str]) -> list[str]:
        """``doc_ids`` (in their order) with every document after all of its superseders
        among them (a topological order of the accepted edges; the closure has no cycle)."""
        members = set(doc_ids)
        placed: list[str] = []
        done: set[str] = set()

        def place(doc_id: str) -> None:
            stack = [(doc_id, False)]
            while stack:
                current, expanded = stack.pop()
                if current in done:
                    continue
                if expanded:
                    done.add(current)
                    placed.append(current)
                    continue
                stack.append((current, True))
                above = [e.newer_id for e in self.superseders.get(current, [])]
                stack.extend((d, False) for d in reversed(above) if d in members and d not in done)

        for doc_id in doc_ids:
            place(doc_id)
        return placed

    def chain_below(self, doc_id: str, limit: int = 200) -> list[ClosureEdge]:
        """Edges from ``doc_id`` down through what it supersedes, breadth first."""
        edges: list[ClosureEdge] = []
        seen = {doc_id}
        frontier = [doc_id]
        while frontier and len(edges) < limit:
            next_level: list[str] = []
            for current in frontier:
                for edge in self.supersedes.get(current, []):
                    edges.append(edge)
                    if edge.older_id not in seen:
                        seen.add(edge.older_id)
                        next_level.append(edge.older_id)
            frontier = next_level
        return edges[:limit]

    def conflicts(self) -> list[list[str]]:
        """Competing controlling documents: two or more frontier documents that each stand
        above one superseded document through different superseders (a diamond whose sides
        were never reconciled). Fixes on several release lines of one advisory
        (``COMPLEMENTARY_KINDS``) do not compete."""
        groups: set[tuple[str, ...]] = set()
        for edges in self.superseders.values():
            if len({edge.newer_id for edge in edges}) < 2:
                continue
            if all(edge.kind in COMPLEMENTARY_KINDS for edge in edges):
                continue
            controlling = set().union(*(self.controlling(edge.newer_id) for edge in edges))
            if len(controlling) > 1:
                groups.add(tuple(sorted(controlling)))
        return [list(group) for group in sorted(groups)]


HIDDEN_NOTE = "a document you cannot access"
HIDDEN_SUPERSEDER_NOTE = "superseded by a document you cannot access"
#: How a row names the document that relates to it ("amended by X").
PASSIVE_RELATIONS = {"amends": "amended by", "corrects": "corrected by"}
#: Per-process key for restricted tokens: a keyed hash, so nobody can confirm that a guessed
#: id exists by hashing it themselves; stable for the life of the process.
_RESTRICTED_KEY = secrets.token_bytes(32)


RESTRICTED_PREFIX = "restricted:"


def restricted_id(doc_id: str) -> str:
    """The opaque name of a document the caller may not see."""
    digest = hmac.new(_RESTRICTED_KEY, doc_id.encode("utf-8"), hashlib.sha256).hexdigest()
    return f"{RESTRICTED_PREFIX}{digest[:16]}"


def _public_id(node: ClosureNode) -> str:
    """Hidden documents are named by an opaque, stable token instead of their id."""
    return node.id if node.visible else restricted_id(node.id)


def public_names(graph: CarSubgraph) -> dict[str, str]:
    """The name every closure document is shown under (hidden ones as restricted tokens)."""
    return {doc_id: _public_id(node) for doc_id, node in graph.nodes.items()}


def chain_link(
    edge: ClosureEdge, naming: dict[str, str], *, hide_unknown: bool = False
) -> ChainLink:
    """An edge with its ends renamed for the caller; ends outside ``naming`` keep their id,
    or are masked when ``hide_unknown`` (views that cannot vouch for their visibility)."""

    def name(doc_id: str) -> str:
        fallback = restricted_id(doc_id) if hide_unknown else doc_id
        return naming.get(doc_id, fallback)

    newer, older = name(edge.newer_id), name(edge.older_id)
    # an edge's dates are its documents' dates: not told about a hidden one
    hidden = newer.startswith(RESTRICTED_PREFIX) or older.startswith(RESTRICTED_PREFIX)
    return ChainLink(
        newer_id=newer,
        older_id=older,
        kind=edge.kind,
        rule=edge.rule,
        source=edge.source,
        status=edge.status,
        confidence=edge.confidence,
        valid_from=None if hidden else edge.valid_from,
        valid_to=None if hidden else edge.valid_to,
        recorded_at=None if hidden else edge.recorded_at,
    )


def named_anchor(
    graph: CarSubgraph,
    anchors: Sequence[Candidate],
    named: Collection[str],
    editions: Collection[str] = (),
) -> Candidate | None:
    """The best-ranked visible anchor mentioning every entity the question names (none when
    it names none), of those whose id or title names them all if any does, and of those the
    one whose title carries the edition the question writes ("Is PS-2201 Revision C still in
    effect?" asks about Revision C, not Revision D): the document the question asks about
    ("Is RFC 2616 still in force?" asks about RFC 2616, not about the better-ranked RFC 7230
    that obsoletes it and so names it in its text)."""
    if not named:
        return None
    wanted = set(named)
    mentioning = [
        anchor
        for anchor in anchors
        if graph.nodes[anchor.id].visible and wanted <= set(graph.nodes[anchor.id].scope)
    ]
    titled = [anchor for anchor in mentioning if titled_by(graph.nodes[anchor.id], wanted)]
    of_edition = [a for a in titled if writes_edition(graph.nodes[a.id].title, editions)]
    return min(
        of_edition or titled or mentioning,
        key=lambda anchor: (anchor.rank, anchor.id),
        default=None,
    )


def titled_anchor(
    graph: CarSubgraph,
    anchors: Sequence[Candidate],
    titles: Collection[str],
    editions: Collection[str] = (),
) -> Candidate | None:
    """The best-ranked visible anchor whose title the question writes (``title_phrases``),
    of those with the longest such title ("the Travel Policy Addendum" asks about the
    addendum, not the policy) and of those the one of the edition it writes: the document
    asked about where the question names it by title, not by an identifier ("Is the
    Information Security Policy still in force?")."""
    written = set(titles)
    lengths = {
        a.id: written_title_length(graph.nodes[a.id].title, written)
        for a in anchors
        if graph.nodes[a.id].visible
    }
    longest = max(lengths.values(), default=0)
    if not longest:
        return None
    named = [a for a in anchors if lengths.get(a.id) == longest]
    of_edition = [a for a in named if writes_edition(graph.nodes[a.id].title, editions)]
    return min(of_edition or named, key=lambda anchor: (anchor.rank, anchor.id))


def written_title_length(title: str | None, written: AbstractSet[str]) -> int:
    """How long the longest form of ``title`` (``title_forms``) among the ``written``
    phrases is; 0 where the question does not write it."""
    return max((len(form) for form in title_forms(title) if form in written), default=0)


#: The entity kind of case names, and the corporate suffixes a question may leave off one.
CASE_NAME_KIND = "casename"
CORPORATE_SUFFIXES = ("corp", "inc", "co", "ltd", "llc", "company", "corporation")
#: A hyphenated word with a lower-case letter: a code a question may type in lower case.
LOWER_CASE_CODE = re.compile(r"(?<![\w-])(?=[\w-]*[a-z])[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+")


def titled_by(node: ClosureNode, keys: Collection[str]) -> bool:
    """Whether a document's id or title writes every key's value as a whole name: it *is*
    what they name, where another document may only cite them. Case aside where the value
    has a digit ("rfc 2616"), not for a bare upper-case name (ticker "A" is not "a trade");
    a longer designation is another document ("EN 60601-1-2" is not "EN 60601"); a standard's
    spellings meet ("IEEE Std 1588-2008" is "IEEE 1588-2008"); a case name's lower-case key
    names its caption."""
    heading = f"{node.id}\n{node.title or ''}"
    spelled = designation_form(heading)  # upper case: only for values matched case aside

    def names(value: str) -> bool:
        pattern = whole_name(value)
        texts = (heading, spelled) if pattern.flags & re.IGNORECASE else (heading,)
        return any(pattern.search(text) for text in texts)

    return all(names(key.split(":", 1)[1]) for key in keys)


def whole_name(value: str) -> re.Pattern[str]:
    """A value written as a whole name, not inside a word or a longer code or designation;
    case aside only where it has a digit or is kept in lower case (a case name's key,
    "okafor v. tidewater marine", names "Okafor v. Tidewater Marine, Inc.")."""
    flags = re.IGNORECASE if any(ch.isdigit() for ch in value) or value.islower() else 0
    return re.compile(rf"(?<![\w-]){re.escape(value)}(?![\w-]|[.:/]\d)", flags)


def assemble(
    graph: CarSubgraph,
    k: int,
    *,
    include_text: bool = False,
    review_candidates: int | None = None,
    named: Collection[str] = (),
    editions: Collection[str] = (),
    titles: Collection[str] = (),
) -> CarResult:
    """Theorem-4-complete ranking of a closure subgraph.

    Every frontier document is returned (even beyond ``k``); a superseded anchor is shown only
    together with everything above it in its chain, so no returned document lacks a returned
    superseder, and only within ``k``, except the best-ranked anchor: the document the question
    is most likely about is never left out for lower-ranked ones that fit (past ``k`` its chain
    comes top-down, so the first ``k`` rows stay complete). Controlling documents come first,
    ordered by the best score of an anchor that reaches them, each followed by the documents
    read with it (what it amends or what amends it, ``CarSubgraph.companions``) and its review
    candidates (documents a pending edge proposes as its superseder, best confidence first):
    authority is unchanged by them, but a likely fix awaiting review stays in view instead of
    the answer reading "nothing supersedes this". A frontier document (an anchor of its own)
    among a document's ``review_candidates`` best proposers follows it the same way instead of
    waiting for its anchor's rank (``None``: every frontier proposer does).
    Where the question ``named`` entities, the best anchor mentioning all of them (the
    document asked about, ``named_anchor``, of the ``editions`` it writes if it writes any;
    naming none, the one whose title it writes, ``titled_anchor`` of its ``titles``)
    is always shown too, and when its chain (with the
    review candidates its controlling documents bring) fits in ``k`` that chain comes first,
    before the frontier other anchors reach: "Can EMP041 rely on their MPC pre-clearance?"
    shows that pre-clearance under the blackouts voiding it, not past ``k`` behind the
    employee's documents on other tickers. The rows are then complete up to the frontier plus
    that chain.
    """
    authority = Authority(graph)
    anchor_rank = {anchor.id: anchor.rank for anchor in graph.anchors}
    anchor_score = {anchor.id: anchor.score for anchor in graph.anchors}
    reach_score: dict[str, float] = {}
    reach_rank: dict[str, int] = {}
    by_anchor = {anchor.id: anchor for anchor in graph.anchors}
    # an anchor a deferral puts off (not in the closure) is answered for by that deferral:
    # what stands at or above it ranks as the anchor would
    starts = [
        *((anchor.id, anchor) for anchor in graph.anchors if anchor.id in graph.nodes),
        *(
            (deferral.newer_id, by_anchor[deferral.older_id])
            for deferral in graph.deferrals
            if deferral.older_id in by_anchor and deferral.newer_id in graph.nodes
        ),
    ]
    for start, anchor in starts:
        for doc_id in authority.upward(start):
            reach_score[doc_id] = max(reach_score.get(doc_id, 0.0), anchor.score)
            reach_rank[doc_id] = min(reach_rank.get(doc_id, 10**9), anchor.rank)
    # a companion no anchor reaches ranks right after the best document it is read with
    borrowed: dict[str, tuple[int, float]] = {}  # (rank, negated score) of that document
    for doc_id, rank in reach_rank.items():
        for other in authority.companions(doc_id):
            if other not in reach_rank:
                own = (rank, -reach_score[doc_id])
                borrowed[other] = min(borrowed.get(other, own), own)

    @cache  # a chain's documents are ordered again for every anchor below them
    def order(doc_id: str) -> tuple[int, float, bool, str, str]:
        node = graph.nodes[doc_id]
        rank, negated_score = borrowed.get(doc_id, (10**9, 0.0))
        return (
            reach_rank.get(doc_id, rank),
            -reach_score[doc_id] if doc_id in reach_score else negated_score,
            doc_id in borrowed,
            _negated(node.published_at or node.in_force_from or ""),
            doc_id,
        )

    frontier = sorted(authority.frontier, key=order)
    proposals = review_proposals(graph, authority, review_candidates)
    placed: dict[str, ClosureEdge] = {}  # each candidate under the first document it follows
    chosen: list[str] = []
    included: set[str] = set()

    def take_frontier(doc_ids: Sequence[str]) -> None:
        # depth first: a frontier document, then its candidates in order, a frontier one
        # followed by its own before the next (a stack, not recursion: proposal chains can be
        # long)
        pending: list[tuple[str, ClosureEdge | None]] = [(d, None) for d in reversed(doc_ids)]
        while pending:
            doc_id, proposed_by = pending.pop()
            if doc_id in included:
                continue
            chosen.append(doc_id)
            included.add(doc_id)
            if proposed_by is not None and doc_id not in graph.nodes:
                placed[doc_id] = proposed_by
                continue
            pending.extend((e.newer_id, e) for e in reversed(proposals.get(doc_id, [])))
            pending.extend((lapsed, None) for lapsed in reversed(authority.lapsed_by(doc_id)))
            # right after it, the documents read with it (an amendment, what it amends)
            pending.extend((other, None) for other in reversed(authority.companions(doc_id)))

    in_closure = [anchor for anchor in graph.anchors if anchor.id in graph.nodes]
    best = min(in_closure, key=lambda anchor: (anchor.rank, anchor.id), default=None)
    asked = named_anchor(graph, in_closure, named, editions) or titled_anchor(
        graph, in_closure, titles, editions
    )
    always_shown = {anchor.id for anchor in (best, asked) if anchor is not None}

    def take_anchor(anchor: Candidate) -> None:
        if anchor.id in included:
            return
        needed = sorted(authority.upward(anchor.id) - included, key=order)
        if len(chosen) + len(needed) > k:
            if anchor.id not in always_shown:
                return
            # past k, and top-down, so the first k rows still show no superseded document
            # without its superseder
            needed = authority.top_down(needed)
        else:
            needed = [anchor.id, *[d for d in needed if d != anchor.id]]
        chosen.extend(needed)
        included.update(needed)

    if asked is not None:
        chain = authority.upward(asked.id)
        take_frontier([d for d in frontier if d in chain])
        if len(chosen) + len(chain - included) <= k:
            take_anchor(asked)
        else:  # with its frontier's review candidates it does not fit: it follows, past k
            # (undone by clearing: nothing was taken before it)
            chosen.clear()
            included.clear()
            placed.clear()
    take_frontier(frontier)
    for anchor in in_closure:
        take_anchor(anchor)

    naming = public_names(graph) | {
        doc_id: doc_id for doc_id in [*graph.candidates, *graph.awaited]
    }
    conflicts = authority.conflicts()
    in_conflict = {doc_id for group in conflicts for doc_id in group}
    rows = [
        _row(
            graph.nodes[doc_id],
            authority,
            naming,
            role="superseded" if graph.nodes[doc_id].superseded else "controlling",
            score=reach_score.get(doc_id, anchor_score.get(doc_id, 0.0)),
            anchor_rank=anchor_rank.get(doc_id),
            conflict=doc_id in in_conflict,
            include_text=include_text,
        )
        if doc_id in graph.nodes
        else awaited_row(graph.awaited[doc_id], graph.deferrals, naming, include_text)
        if doc_id in graph.awaited
        else candidate_row(graph.candidates[doc_id], placed[doc_id], naming, include_text)
        for doc_id in chosen
    ]
    return CarResult(
        query="",
        k=k,
        rows=rows,
        frontier=[naming[doc_id] for doc_id in frontier],
        frontier_exceeds_k=len(frontier) > k,
        conflicts=[[naming.get(d, d) for d in group] for group in conflicts],
        anchors=anchor_authority(graph, authority, naming, order),
        texts={
            naming[doc_id]: f"{node.title or ''}\n{node.text or ''}"
            for doc_id, node in graph.nodes.items()
            if node.visible
        },
    )


def review_proposals(
    graph: CarSubgraph, authority: Authority, limit: int | None
) -> dict[str, list[ClosureEdge]]:
    """Per frontier document, the pending edges from its review candidates (the store's best
    ``limit`` outside the closure) and from frontier documents among its ``limit`` best
    proposers of either kind (``None``: every frontier proposer), best first."""
    proposals: dict[str, list[ClosureEdge]] = {}
    frontier = authority.frontier
    for doc_id in frontier:
        edges = [
            e
            for e in authority.pending.get(doc_id, [])
            if e.newer_id in graph.candidates or (e.newer_id in frontier and e.newer_id != doc_id)
        ]
        best: dict[str, ClosureEdge] = {}
        for edge in sorted(edges, key=lambda e: (-e.confidence, e.newer_id)):
            best.setdefault(edge.newer_id, edge)
        ranked = [
            edge
            for position, edge in enumerate(best.values())
            if edge.newer_id in graph.candidates or limit is None or position < limit
        ]
        if ranked:
            proposals[doc_id] = ranked
    return proposals


def candidate_row(
    node: ClosureNode, proposal: ClosureEdge, naming: dict[str, str], include_text: bool
) -> ResultRow:
    """A review candidate: proposed to supersede a frontier document, not authority yet."""
    return outside_row(
        node,
        "candidate",
        [chain_link(proposal, naming)],
        f"proposed to supersede {naming[proposal.older_id]} ({proposal.kind}); pending review",
        include_text,
        score=proposal.confidence,
    )


def awaited_row(
    node: ClosureNode,
    deferrals: Sequence[ClosureEdge],
    naming: dict[str, str],
    include_text: bool,
) -> ResultRow:
    """A document a deferral puts off: not in force at the read's moment, so context for the
    deferral shown before it, never controlling."""
    putting_off = [edge for edge in deferrals if edge.older_id == node.id]
    until = max((edge.valid_to for edge in putting_off if edge.valid_to), default=None)
    return outside_row(
        node,
        "context",
        [chain_link(edge, naming) for edge in putting_off],
        "not in force yet: put off by "
        + ", ".join(naming.get(edge.newer_id, edge.newer_id) for edge in putting_off)
        + (f" until {until}" if until else ""),
        include_text,
    )


def outside_row(
    node: ClosureNode,
    role: Role,
    chain: list[ChainLink],
    note: str,
    include_text: bool,
    *,
    score: float = 0.0,
) -> ResultRow:
    """The row of a document shown from outside the closure (a review candidate, a document
    a deferral puts off): its own fields, why it is there, and the links that bring it."""
    return ResultRow(
        id=node.id,
        role=role,
        title=node.title,
        doc_type=node.doc_type,
        domain=node.domain,
        published_at=node.published_at,
        text=node.text if include_text else None,
        score=score,
        chain=chain,
        note=note,
    )


def anchor_authority(
    graph: CarSubgraph,
    authority: Authority,
    naming: dict[str, str],
    order: Callable[[str], tuple[int, float, bool, str, str]],
) -> list[AnchorAuthority]:
    """Each closure anchor (best rank first) with its controlling documents in ``order``.

    Computed from the closure, not the rows: the rows may omit a superseded anchor when the
    frontier fills k, and the verdict must still be about that anchor.
    """
    frontier = authority.frontier
    out: list[AnchorAuthority] = []
    for anchor in sorted(graph.anchors, key=lambda a: (a.rank, a.id)):
        node = graph.nodes.get(anchor.id)
        if node is None:
            continue
        above = authority.upward(anchor.id)
        controlling = above & frontier
        kinds_above = authority.decisive_kinds(controlling, above, anchor.id)
        controlled_by: dict[str, list[str]] = {}
        for doc_id in sorted(controlling, key=order):
            for kind in sorted(authority.decisive_kinds([doc_id], above, anchor.id)):
                controlled_by.setdefault(kind, []).append(naming[doc_id])
        out.append(
            AnchorAuthority(
                id=naming[anchor.id],
                rank=anchor.rank,
                visible=node.visible,
                doc_type=node.doc_type if node.visible else None,
                domain=node.domain if node.visible else None,
                superseded=node.superseded,
                controlling=[naming[d] for d in sorted(controlling, key=order)],
                superseded_by_kinds=sorted(kinds_above),
                controlled_by=controlled_by,
                controller_scope={
                    naming[doc_id]: list(graph.nodes[doc_id].scope)
                    for doc_id in controlling
                    if graph.nodes[doc_id].visible
                },
                acting_superseders=acting_superseders(graph, authority, naming, anchor.id)
                if node.visible
                else {},
                supersedes_kinds=sorted({e.kind for e in authority.supersedes.get(anchor.id, [])}),
                scope=list(node.scope) if node.visible else [],
                title=node.title if node.visible else None,
                published_at=node.published_at if node.visible else None,
            )
        )
    return out


def acting_superseders(
    graph: CarSubgraph, authority: Authority, naming: dict[str, str], doc_id: str
) -> dict[str, list[Superseder]]:
    """Per kind, the visible documents through which the edges of that kind into ``doc_id``
    still act, in id order: each superseder itself, or, where a later document withdrew or
    overrode it (a fix withdrawn as incomplete), the documents that succeeded it
    (``SUCCESSION_KINDS``) and stand; a superseder nothing stands for drops out."""
    found: dict[str, dict[str, Superseder]] = {}
    for edge in authority.superseders.get(doc_id, []):
        for carrier in standing_successors(authority, edge.newer_id):
            node = graph.nodes.get(carrier)
            if node is not None and node.visible:
                found.setdefault(edge.kind, {})[carrier] = Superseder(
                    id=naming[carrier],
                    title=node.title,
                    scope=list(node.scope),
                    stands_for=None if carrier == edge.newer_id else naming[edge.newer_id],
                )
    return {kind: [by_id[d] for d in sorted(by_id)] for kind, by_id in sorted(found.items())}


def standing_successors(authority: Authority, doc_id: str) -> set[str]:
    """``doc_id`` if nothing but succession supersedes it, else the standing documents that
    succeeded it (``SUCCESSION_KINDS``), transitively."""
    standing: set[str] = set()
    seen = {doc_id}
    stack = [doc_id]
    while stack:
        current = stack.pop()
        edges = authority.superseders.get(current, [])
        if all(edge.kind in SUCCESSION_KINDS for edge in edges):
            standing.add(current)
            continue
        for edge in edges:
            if edge.kind in SUCCESSION_KINDS and edge.newer_id not in seen:
                seen.add(edge.newer_id)
                stack.append(edge.newer_id)
    return standing


def _negated(stamp: str) -> str:
    """Sort key that puts later timestamps first under ascending order."""
    return "".join(chr(0x10FFFF - ord(ch)) for ch in stamp)


def _row(
    node: ClosureNode,
    authority: Authority,
    naming: dict[str, str],
    *,
    role: str,
    score: float,
    anchor_rank: int | None,
    conflict: bool,
    include_text: bool,
) -> ResultRow:
    superseders = authority.superseders.get(node.id, [])
    hidden_superseder = any(not authority.graph.nodes[e.newer_id].visible for e in superseders)
    note = None
    if not node.visible:
        note = HIDDEN_NOTE
    elif hidden_superseder:
        note = HIDDEN_SUPERSEDER_NOTE
    elif authority.pending.get(node.id):
        note = "has superseding edges pending review"
    elif read_with := authority.read_with.get(node.id):
        note = "; ".join(
            f"{e.kind} {naming[e.older_id]}"
            if e.newer_id == node.id
            else f"{PASSIVE_RELATIONS.get(e.kind, e.kind)} {naming[e.newer_id]}"
            for e in read_with
        ) + "; in force together"
    chain_edges = (
        authority.chain_below(node.id)
        if role == "controlling"
        else [
            e for d in sorted(authority.upward(node.id)) for e in authority.superseders.get(d, [])
        ]
    )
    return ResultRow.model_validate(
        {
            "id": naming[node.id],
            "role": role,
            "visible": node.visible,
            "title": node.title,
            "doc_type": node.doc_type,
            "domain": node.domain if node.visible else None,
            "published_at": node.published_at,
            "text": node.text if include_text and node.visible else None,
            "score": score,
            "anchor_rank": anchor_rank,
            "superseded_by": sorted({naming[e.newer_id] for e in superseders}),
            "supersedes": sorted(
                {naming[e.older_id] for e in authority.supersedes.get(node.id, [])}
            ),
            "chain": [chain_link(e, naming) for e in chain_edges],
            "pending": [chain_link(e, naming) for e in authority.pending.get(node.id, [])],
            "conflict": conflict,
            "note": note,
        }
    )


def viewer_keys(text: str) -> list[str]:
    """Who a query is about: the identifiers it names (an employee id, a product). Edges
    restricted to an entity (an exception granted to one employee) apply only to queries
    naming it, whatever anchor arms the query uses."""
    return identifier_keys(text)


class CarEngine:
    """Runs CAR queries against a store: validation, routing, one store read, assembly."""

    def __init__(
        self,
        store: GraphStore,
        settings: Settings,
        *,
        embed_query: QueryEmbedder | None = None,
        verdict_rules: Sequence[VerdictRule] = (),
        name_kinds: Sequence[str] = (),
        word_kinds: Sequence[str] = (),
        name_patterns: Sequence[EntityPattern] = (),
    ) -> None:
        self.store = store
        self.settings = settings
        self.embed_query = embed_query
        self.verdict_rules = list(verdict_rules)
        self.name_kinds = list(name_kinds)
        self.word_kinds = list(word_kinds)
        self.name_patterns = [p for p in name_patterns if p.regex]

    def named_keys(self, text: str, identifiers: Sequence[str] | None = None) -> list[str]:
        """What the question names: its identifiers (``identifiers`` when already found), its
        bare upper-case words that are stored entities of ``name_kinds`` (kinds the packs let a
        question name without a marker, e.g. a ticker without ``$``), its capitalised words
        that are stored entities of ``word_kinds`` (a drug's brand, "Somnerex"), the matches of the
        ``name_patterns`` (packs' ``in_questions`` patterns, case aside) that are stored
        entities ("RFC 2616": only where a document governed by the pack declaring the pattern
        names it), and codes typed in lower case that are stored ("sop-qa-3").
        Used to pick the verdict's subject and the document that leads the answer."""
        found = identifier_keys(text) if identifiers is None else list(identifiers)
        bare = [f"{kind}:{name}" for name in bare_names(text) for kind in self.name_kinds]
        bare += [
            f"{kind}:{word}"
            for word in (capitalised_words(text) if self.word_kinds else [])
            for kind in self.word_kinds
        ]
        # a question's "rfc 2616" names RFC 2616: people type designations in any case
        patterned = [
            key
            for pattern in self.name_patterns
            for _, _, key in pattern.found_in(text, re.IGNORECASE)
        ]
        # people type codes in lower case ("what replaced sop-qa-3?"); the store decides (the
        # second identifier scan only where such a word is written)
        typed = (
            [key for key in identifier_keys(text.upper()) if key.startswith("code:")]
            if LOWER_CASE_CODE.search(text)
            else []
        )
        asked = [key for key in dict.fromkeys([*bare, *patterned, *typed]) if key not in found]
        stored = self.store.stored_entity_keys(asked)
        known = [key for key in asked if key in stored]
        return [*found, *known]

    def stored_case_name(self, key: str) -> str:
        """A case name the question writes without its second party's corporate suffix, as
        the store holds it with one ("Whitcomb v. Ohio Valley Electric" for "... Electric
        Corp."); any other key as it is. Only where the store lacks the key as written: where
        it holds "Texas v. Brown", that is the case asked about, not "Texas v. Brown Co."."""
        if not key.startswith(f"{CASE_NAME_KIND}:") or self.store.entity(key) is not None:
            return key
        suffixed = (f"{key} {suffix}" for suffix in CORPORATE_SUFFIXES)
        return next((k for k in suffixed if self.store.entity(k) is not None), key)

    def request_for(self, query: Query) -> tuple[AnchorRequest, dict[str, Any]]:
        """The store request for a query, plus the query interpretation for the trace."""
        # one identifier scan serves arms and viewer; the identifier arm also looks up what the
        # packs' patterns name and the store holds ("Directive 95/46/EC", "ISO 9001:2008")
        found = [self.stored_case_name(key) for key in viewer_keys(query.text)]
        named = self.named_keys(query.text, found)
        keys = named if "identifier" in query.arms else []
        chosen = route(query.text, keys, enabled=query.routing and self.settings.routing)
        weights = {arm: chosen.weights.get(arm, 0.0) for arm in query.arms}
        if not any(weight > 0 for weight in weights.values()):
            weights = dict.fromkeys(query.arms, 1.0)  # never switch off every arm asked for
        active = {arm for arm, weight in weights.items() if weight > 0}  # a 0 weight: not run
        embedding = None
        if "dense" in active and self.embed_query is not None:
            embedding = self.embed_query(query.text)
        now = now_timestamp()
        request = AnchorRequest(
            lexical=query.text if "lexical" in active else None,
            identifier_keys=keys if "identifier" in active else [],
            title_phrases=title_phrases(query.text) if "identifier" in active else [],
            embedding=embedding,
            weights=weights,
            rrf_k=self.settings.rrf_k,
            arm_depth=self.settings.arm_depth,
            anchor_k=self.settings.anchor_depth,
            lexical_floor=self.settings.lexical_floor,
            as_of=query.as_of or now,
            known_at=query.known_at or now,
            access=list(query.access) if query.access is not None else None,
            domain=query.domain,
            viewer_keys=found,
            review_candidates=self.settings.review_candidates,
            pinned_ids=[key.split(":", 1)[1] for key in found],
        )
        interpretation = {
            "identifiers": keys,
            "named": named,
            # words the lexical arm weighs SYMBOL_BOOST times (both stores)
            "code_symbols": code_symbols(query.text) if request.lexical else [],
            "viewer": request.viewer_keys,
            "route": chosen.model_dump(),
            "arms": list(query.arms),
            # what actually ran: a 0 weight switches an arm off, dense needs a query vector
            "arms_run": [
                arm
                for arm in query.arms
                if arm in active and (arm != "dense" or embedding is not None)
            ],
            "dense_available": self.embed_query is not None,
            "as_of": request.as_of,
            "known_at": request.known_at,
        }
        return request, interpretation

    def attach_ranges(self, result: CarResult) -> None:
        """Read the affected ranges its metadata states onto each superseder acting in its
        own name (for verdicts on the version a question names; one store read)."""
        own = [
            superseder
            for anchor in result.anchors
            for found in anchor.acting_superseders.values()
            for superseder in found
            if superseder.stands_for is None
        ]
        stored = self.store.stored_metadata(sorted({s.id for s in own})) if own else {}
        for superseder in own:
            statement = stored.get(superseder.id, {}).get(RANGES_FIELD)
            superseder.affected = statement if isinstance(statement, str) else None

    @staticmethod
    def note_unavailable(interpretation: dict[str, Any], unavailable: dict[str, str]) -> None:
        """Record the arms the store could not run; with none left, the answer would read as
        "nothing relevant", so the caller is told to retry instead."""
        ran = [arm for arm in interpretation["arms_run"] if arm not in unavailable]
        if not ran:
            reasons = "; ".join(f"{arm}: {why}" for arm, why in sorted(unavailable.items()))
            raise StoreUnavailableError(
                f"no asked-for anchor arm can run now ({reasons}); retry later, or ask "
                "another arm",
                statement="car_subgraph",
            )
        interpretation["arms_run"] = ran
        interpretation["unavailable"] = unavailable

    def check_domain(self, query: Query) -> None:
        """Refuse a domain no document the caller may see has (a misspelt ``securty`` read as
        "nothing relevant"); asked only when nothing was found, so a hit costs nothing."""
        known = self.store.domains(query.access)
        if query.domain not in known:
            raise QueryError(
                f"no document has domain {query.domain!r}; domains: {', '.join(known) or 'none'}",
                field="domain",
            )

    def query(self, query: Query, *, include_text: bool = False) -> CarResult:
        """Answer ``query`` with its controlling documents first."""
        validate_query(query, self.settings)
        if set(query.arms) == {"dense"} and self.embed_query is None:
            # an empty answer would read as "nothing relevant", not as misconfigured
            raise QueryError(
                "the dense arm is not available here (it needs the dense extra and "
                "GRAPHCAR_DENSE=1); ask the lexical or identifier arm",
                field="arms",
            )
        request, interpretation = self.request_for(query)
        graph = self.store.car_subgraph(request)
        if graph.unavailable:
            self.note_unavailable(interpretation, graph.unavailable)
        if query.domain is not None and not graph.anchors:
            self.check_domain(query)
        named = list(interpretation["named"])
        result = assemble(
            graph,
            query.k,
            include_text=include_text,
            review_candidates=request.review_candidates,
            named=named,
            editions=edition_marks(query.text),
            titles=request.title_phrases,
        )
        result.query = query.text
        result.named = named
        if DOTTED_NUMBER.search(query.text):  # "go1.22.6" too, which VERSION_RE does not read
            self.attach_ranges(result)
        for rule in self.verdict_rules:
            verdict = rule(result)
            if verdict is not None:
                result.verdict = verdict
                break
        if query.trace:
            result.trace = build_trace(interpretation, graph, request.title_phrases)
        return result


def build_trace(
    interpretation: dict[str, Any], graph: CarSubgraph, titles: Collection[str] = ()
) -> dict[str, Any]:
    """Why the answer is what it is: interpretation (with the closure documents whose title
    the question writes, of its ``titles``), arms, fusion, scope, closure, rejections."""
    authority = Authority(graph)
    naming = public_names(graph)
    written = set(titles)

    def shown(doc_id: str) -> str:
        return naming.get(doc_id, doc_id)

    titled = sorted(
        naming[doc_id]
        for doc_id, node in graph.nodes.items()
        if node.visible and written_title_length(node.title, written)
    )
    return {
        "interpretation": {**interpretation, "titled": titled},
        "arms": {
            arm: [{"id": shown(c.id), "rank": c.rank, "score": c.score} for c in candidates]
            for arm, candidates in graph.arms.items()
            if arm in interpretation["arms_run"]
        },
        "fused": [{"id": shown(c.id), "rank": c.rank, "score": c.score} for c in graph.anchors],
        "scope": graph.scope,
        "closure": sorted(naming[d] for d in graph.nodes),
        "frontier": sorted(naming[d] for d in authority.frontier),
        "rejected": [
            {
                "id": naming[doc_id],
                "reason": "superseded",
                "by": [chain_link(e, naming).model_dump() for e in authority.superseders[doc_id]],
            }
            for doc_id in sorted(graph.nodes)
            if graph.nodes[doc_id].superseded
        ],
        "pending": [
            chain_link(e, naming).model_dump() for e in graph.edges if e.status == "proposed"
        ],
        "review_candidates": sorted(graph.candidates),
    }
