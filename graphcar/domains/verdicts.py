"""Verdict rules: map a CAR frontier to an answer label, declared by domain packs (no LLM).

The asked-about document is the best-ranked visible anchor of the result; the pack governing
it (by domain, else by doc type) labels the answer from that document's authority: the
document controlling it and the relation kinds through which it was superseded. Only one pack
answers a result, so rule order between packs cannot change a label.
"""

from __future__ import annotations

from collections.abc import Sequence

from graphcar.car import VerdictRule
from graphcar.config import Settings
from graphcar.domains.packs import DomainPack, VerdictCase, installed_packs, packs_for
from graphcar.model import CarResult, ResultRow, Verdict


def verdict_rules(settings: Settings | None = None) -> list[VerdictRule]:
    """The verdict rules of the installed domain packs (built-in plus ``domain_packs_dir``)."""
    return rules_for(installed_packs(settings))


def rules_for(packs: Sequence[DomainPack]) -> list[VerdictRule]:
    """One verdict rule per pack that declares verdicts."""
    everything = list(packs)
    return [
        PackVerdict(pack, everything)
        for pack in everything
        if pack.verdicts.cases or pack.verdicts.otherwise
    ]


def subject_row(result: CarResult) -> ResultRow | None:
    """The document the question is about: the best visible anchor, else the first row."""
    visible = [row for row in result.rows if row.visible]
    anchors = [row for row in visible if row.anchor_rank is not None]
    if anchors:
        return min(anchors, key=lambda row: (row.anchor_rank or 0, row.id))
    return visible[0] if visible else None


def controlling_row(result: CarResult, subject: ResultRow) -> ResultRow:
    """The controlling document above ``subject`` (itself when nothing supersedes it)."""
    if subject.role == "controlling":
        return subject
    above = {link.newer_id for link in subject.chain}
    for row in result.rows:
        if row.role == "controlling" and row.visible and row.id in above:
            return row
    return subject


class PackVerdict:
    """A pack's verdict cases applied to results whose subject the pack governs."""

    def __init__(self, pack: DomainPack, packs: Sequence[DomainPack]) -> None:
        self.pack = pack
        self.packs = list(packs)
        self.__name__ = f"verdict:{pack.name}"

    def governs(self, row: ResultRow) -> bool:
        """True when this pack is the one governing ``row``."""
        governing = packs_for(self.packs, row.domain or "", row.doc_type or "")
        return any(pack.name == self.pack.name for pack in governing)

    def __call__(self, result: CarResult) -> Verdict | None:
        subject = subject_row(result)
        if subject is None or not self.governs(subject):
            return None
        controller = controlling_row(result, subject)
        for case in self.pack.verdicts.cases:
            if case_holds(case, subject, controller):
                return Verdict(
                    label=case.label,
                    rule=f"{self.pack.name}:{case.name}",
                    document_id=controller.id,
                )
        if self.pack.verdicts.otherwise is None:
            return None
        return Verdict(
            label=self.pack.verdicts.otherwise,
            rule=f"{self.pack.name}:otherwise",
            document_id=controller.id,
        )


def case_holds(case: VerdictCase, subject: ResultRow, controller: ResultRow) -> bool:
    """Whether a verdict case describes the subject's authority (empty conditions hold)."""
    if case.doc_types and controller.doc_type not in case.doc_types:
        return False
    if case.superseded_by:
        if subject.role != "superseded":
            return False
        kinds = {link.kind for link in subject.chain}
        if not kinds & set(case.superseded_by):
            return False
    return True
