"""Verdict rules: map a CAR frontier to an answer label, declared by domain packs."""

from __future__ import annotations

from graphcar.car import VerdictRule


def verdict_rules() -> list[VerdictRule]:
    """The verdict rules of the installed domain packs."""
    return []
