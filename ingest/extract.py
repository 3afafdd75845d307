"""Entity extraction: which entities a document is about (its scope).

Identifiers are found by the shared patterns in ``graphcar.anchors.identifiers``, so ingest and
query canonicalise the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from graphcar.anchors.identifiers import find_identifiers
from graphcar.model import Document, Entity


class Extractor(Protocol):
    """Finds the entities of each document, in input order."""

    def extract(self, documents: Sequence[Document]) -> list[list[Entity]]:
        """One list of entities per document."""


class IdentifierExtractor:
    """Pattern-only extraction of identifiers (CVE, GHSA, citations, NDC, employee ids ...)."""

    def extract(self, documents: Sequence[Document]) -> list[list[Entity]]:
        return [self._one(document) for document in documents]

    @staticmethod
    def _one(document: Document) -> list[Entity]:
        found: dict[str, Entity] = {}
        for match in find_identifiers(f"{document.title}\n{document.text}"):
            found.setdefault(match.key, Entity(key=match.key, kind=match.kind, name=match.value))
        return list(found.values())


def default_extractor() -> Extractor:
    """The extractor ingest uses unless told otherwise."""
    return IdentifierExtractor()
