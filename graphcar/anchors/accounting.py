"""Candidate accounting: what each anchor arm contributes that the others do not.

The evaluation harness reports, per arm, how many relevant documents it found, how many only it
found (its unique contribution, the reason to keep paying for it), and the oracle union (what a
perfect fusion of all arms could reach). Pure functions over id lists, so the numbers do not
depend on a store.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from pydantic import BaseModel, Field


class ArmAccount(BaseModel):
    """One arm's relevant hits (in its rank order) and those no other arm found."""

    candidates: int
    hits: list[str] = Field(default_factory=list)
    unique: list[str] = Field(default_factory=list)


class CandidateAccount(BaseModel):
    """Per-arm accounting plus the union of relevant hits over all arms."""

    arms: dict[str, ArmAccount] = Field(default_factory=dict)
    oracle: list[str] = Field(default_factory=list)
    relevant: int = 0

    @property
    def oracle_recall(self) -> float:
        """Share of the relevant documents that at least one arm proposed (1.0 when none)."""
        return len(self.oracle) / self.relevant if self.relevant else 1.0


def account_candidates(
    arms: Mapping[str, Sequence[str]],
    relevant: Collection[str],
    *,
    depth: int | None = None,
) -> CandidateAccount:
    """Relevant, unique and oracle-union hits of each arm's top ``depth`` candidate ids.

    ``depth=None`` counts every candidate. Duplicated ids within one arm count once. Arms are
    reported in sorted name order and the oracle in sorted id order, so output is deterministic.
    """
    if depth is not None and depth < 1:
        raise ValueError(f"depth must be >= 1 or None, got {depth}")
    wanted = set(relevant)
    cut = {arm: _distinct(ids)[:depth] for arm, ids in arms.items()}
    hits = {arm: [doc_id for doc_id in ids if doc_id in wanted] for arm, ids in cut.items()}
    found_by: dict[str, set[str]] = {}
    for arm, arm_hits in hits.items():
        for doc_id in arm_hits:
            found_by.setdefault(doc_id, set()).add(arm)
    accounts = {
        arm: ArmAccount(
            candidates=len(cut[arm]),
            hits=arm_hits,
            unique=[doc_id for doc_id in arm_hits if found_by[doc_id] == {arm}],
        )
        for arm, arm_hits in sorted(hits.items())
    }
    return CandidateAccount(arms=accounts, oracle=sorted(found_by), relevant=len(wanted))


def _distinct(ids: Sequence[str]) -> list[str]:
    """``ids`` without repeats, first occurrence kept."""
    return list(dict.fromkeys(ids))
