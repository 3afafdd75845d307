"""Per-arm candidate accounting: relevant hits, unique hits, oracle union."""

from __future__ import annotations

import pytest

from graphcar.anchors.accounting import account_candidates


def test_hits_unique_and_oracle() -> None:
    account = account_candidates(
        {"lexical": ["a", "x", "b"], "dense": ["b", "c", "y"], "identifier": []},
        {"a", "b", "c", "d"},
    )
    assert account.arms["lexical"].hits == ["a", "b"]
    assert account.arms["lexical"].unique == ["a"]
    assert account.arms["dense"].hits == ["b", "c"]
    assert account.arms["dense"].unique == ["c"]
    assert account.arms["identifier"].hits == []
    assert account.oracle == ["a", "b", "c"]
    assert account.relevant == 4
    assert account.oracle_recall == pytest.approx(0.75)


def test_depth_cuts_each_arm_before_counting() -> None:
    account = account_candidates({"lexical": ["x", "a"], "dense": ["a", "y"]}, {"a"}, depth=1)
    assert account.arms["lexical"].hits == []
    assert account.arms["lexical"].candidates == 1
    assert account.arms["dense"].unique == ["a"]
    assert account.oracle == ["a"]


def test_repeats_within_an_arm_count_once() -> None:
    account = account_candidates({"lexical": ["a", "a", "b"]}, {"a", "b"}, depth=2)
    assert account.arms["lexical"].hits == ["a", "b"]
    assert account.arms["lexical"].candidates == 2


def test_shared_hit_is_unique_to_no_arm() -> None:
    account = account_candidates({"lexical": ["a"], "dense": ["a"]}, {"a"})
    assert account.arms["lexical"].unique == []
    assert account.arms["dense"].unique == []
    assert account.oracle == ["a"]


def test_no_relevant_documents_is_full_recall() -> None:
    account = account_candidates({"lexical": ["a"]}, set())
    assert account.oracle == []
    assert account.oracle_recall == 1.0


def test_arms_are_reported_in_name_order() -> None:
    account = account_candidates({"lexical": [], "dense": [], "identifier": []}, {"a"})
    assert list(account.arms) == ["dense", "identifier", "lexical"]


@pytest.mark.parametrize("depth", [0, -3])
def test_bad_depth_is_refused(depth: int) -> None:
    with pytest.raises(ValueError, match="depth"):
        account_candidates({"lexical": ["a"]}, {"a"}, depth=depth)
