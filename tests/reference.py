"""A deliberately naive reference of cl() and front() to test the stores and the engine against."""

from __future__ import annotations

from collections.abc import Iterable


def closure(anchors: Iterable[str], supersedes: Iterable[tuple[str, str]]) -> set[str]:
    """Anchors plus everything that transitively supersedes one of them (newer, older pairs)."""
    edges = list(supersedes)
    result = set(anchors)
    changed = True
    while changed:
        changed = False
        for newer, older in edges:
            if older in result and newer not in result:
                result.add(newer)
                changed = True
    return result


def frontier(members: set[str], supersedes: Iterable[tuple[str, str]]) -> set[str]:
    """Members that no member supersedes."""
    superseded = {older for newer, older in supersedes if newer in members and older in members}
    return members - superseded


def theorem4_complete(
    returned: list[str], members: set[str], supersedes: Iterable[tuple[str, str]]
) -> bool:
    """All of the frontier returned, and every superseded returned doc has a returned superseder."""
    edges = list(supersedes)
    front = frontier(members, edges)
    if not front <= set(returned):
        return False
    for doc in returned:
        superseders = {newer for newer, older in edges if older == doc and newer in members}
        if superseders and not superseders & set(returned):
            return False
    return True
