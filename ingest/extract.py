"""Entity extraction: which entities a document is about (its scope).

Two extractors share one contract. ``IdentifierExtractor`` runs only the identifier patterns of
``graphcar.anchors.identifiers``; ``SpacyExtractor`` (the default) runs the spaCy pipeline of
``ingest.spacy_pipeline``: the same identifier patterns plus domain-pack patterns, gazetteers
(user file, packs, corpus metadata) and an optional installed NER model. Both canonicalise
through ``graphcar.anchors.identifiers``, so ingest and queries meet on the same entity keys.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from spacy.tokens import Doc

from graphcar.anchors.identifiers import (
    CODE_KIND,
    IDENTIFIER_KINDS,
    entity_key,
    find_identifiers,
    normalise_ndc,
)
from graphcar.config import Settings, get_settings
from graphcar.domains.packs import DomainPack, Governance, claiming, installed_packs
from graphcar.model import Document, Entity
from graphcar.store.base import GraphStore
from ingest.series import SERIES_KIND, series_of, stored_series
from ingest.spacy_pipeline import (
    CueHit,
    FoundEntity,
    Gazetteer,
    build_pipeline,
    cue_hits,
    entities_of,
    excluded_keys,
    gazetteer_of,
    identifiers_of,
    iter_docs,
    names_citation,
    unwrapped,
)

#: A header line stating the document's own identifier ("Advisory ID: RHSA-2025:4410",
#: "Policy No.: HR-POL-7"), read within the text's first characters.
OWN_ID_LINE = re.compile(
    r"(?im)^[ \t]*(?:(?:security\s+)?(?:advisory|document|bulletin|notice|erratum|errata"
    r"|policy|procedure|sop|standard)[ \t]+)?(?:id|identifier|no\.?|number)[ \t]*:[ \t]*"
    r"([^\n]*)$"
)
OWN_ID_HEADER_CHARS = 1500
#: A metadata field that may state the document's own identifier: "reference", "doc_number",
#: "<what it is>_id|_no|_number|_reference" ("recall_number" of a recall).
OWN_ID_FIELD = re.compile(
    r"^(?:(?P<kind>[a-z]+)_)?(?:id|identifier|no|nr|num|number|ref|reference)$"
)
#: A number alone, without the words of its kind: "2023/012", "24-11", "6.5".
BARE_NUMBER = re.compile(r"\d[\d./-]*")
#: Words a field may name any document by ("doc_number", "document_id").
DOCUMENT_WORDS = frozenset({"doc", "document"})
#: A lower-case word: a value carrying one describes ("PS-12 withdrawal notice", "SP 800-53
#: Rev. 4 (01-22-2015 update)") rather than identifies.
DESCRIBING_WORD = re.compile(r"(?<![\w-])[a-z]{2,}(?![\w-])")
#: Kinds whose surface spellings are worth keeping as aliases (citation spacing, NDC forms).
ALIAS_KINDS = frozenset({"case", "ndc"})


@dataclass(frozen=True)
class Analysis:
    """What extraction found in one document: its entities, the entity keys of its title
    (rules may require a shared title key) and its cue phrases (for inferred edges). Ingest
    analyses each document once and hands this to edge derivation."""

    entities: list[Entity]
    title_keys: frozenset[str] = frozenset()
    cues: list[CueHit] = field(default_factory=list)
    #: The domain packs governing the document (by its domain, else its doc type, else the
    #: packs for unclaimed documents; not those reading it along), for the ingest summary.
    packs: tuple[str, ...] = ()
    #: Of those, the packs that do not declare its doc type: they read it as commentary
    #: about authority, so none of their rules derive an edge from it (the ingest summary
    #: says so, a "blackout" where the pack expects "blackout_announced").
    undeclared: tuple[str, ...] = ()


class Extractor(Protocol):
    """Finds the entities of each document, in input order."""

    def prime(self, documents: Sequence[Document]) -> None:
        """Learn what the corpus itself declares (e.g. gazetteer names) before extracting."""

    def prime_from(self, store: GraphStore) -> None:
        """Learn the names earlier loads declared and stored, so a document loaded later
        yields what it would have yielded loaded together with them."""

    def declared(self, document: Document) -> Document:
        """The document with the doc type its packs declare for the one it was sent with (an
        alias: "blackout" for ``blackout_announced``), before anything reads or stores it."""

    def extract(self, documents: Sequence[Document]) -> list[list[Entity]]:
        """One list of entities per document."""

    def analyse(self, documents: Sequence[Document]) -> list[Analysis]:
        """One analysis per document (entities, title keys, cues)."""


class IdentifierExtractor:
    """Pattern-only extraction of identifiers (CVE, GHSA, citations, NDC, employee ids ...)."""

    def prime(self, documents: Sequence[Document]) -> None:
        """Pattern-only extraction learns nothing from the corpus."""

    def prime_from(self, store: GraphStore) -> None:
        """Pattern-only extraction learns nothing from the store."""

    def declared(self, document: Document) -> Document:
        """Pattern-only extraction reads no packs: every doc type stays as sent."""
        return document

    def extract(self, documents: Sequence[Document]) -> list[list[Entity]]:
        return [analysis.entities for analysis in self.analyse(documents)]

    def analyse(self, documents: Sequence[Document]) -> list[Analysis]:
        return [self._one(document) for document in documents]

    @staticmethod
    def _one(document: Document) -> Analysis:
        text, identified_from = with_own_identifiers(document.searchable_text, document)
        found = [
            FoundEntity(key=m.key, kind=m.kind, surface=m.surface, start=m.start, end=m.end)
            for m in find_identifiers(text)
        ]
        return Analysis(
            entities=entities_from(found),
            title_keys=title_keys_of(document, found, identified_from),
        )


class SpacyExtractor:
    """The spaCy pipeline as an Extractor; also finds cue phrases for edge derivation."""

    def __init__(
        self,
        packs: Sequence[DomainPack],
        *,
        gazetteer: Gazetteer | None = None,
        model: str | None = None,
        batch_size: int = 256,
        n_process: int = 1,
    ) -> None:
        self.packs = list(packs)
        self.governing = Governance(self.packs)
        self.nlp = build_pipeline(self.packs, gazetteer, model=model)
        self.batch_size = batch_size
        self.n_process = n_process
        self.fields = {
            name: kind for pack in self.packs for name, kind in pack.gazetteer_fields.items()
        }
        self.url_fields = sorted({field for pack in self.packs for field in pack.url_fields})
        self.seeded = Gazetteer()
        #: The packs giving some kind's names a shape (``DomainPack.name_shapes``): a seeded
        #: name is checked against these alone, not every pack, for every document's fields.
        self.shaping = [pack for pack in self.packs if pack.name_shapes]
        self.pack_kinds = {pack.name: declared_kinds(pack) for pack in self.packs}
        universal = {kind.kind for kind in IDENTIFIER_KINDS} | set(
            gazetteer.terms if gazetteer else ()
        )
        self.scoped_kinds = set().union(*self.pack_kinds.values()) - universal

    def prime(self, documents: Sequence[Document]) -> None:
        """Seed the gazetteer from declared metadata fields (``metadata.product`` ...) and
        the names governed texts declare (``DomainPack.name_patterns``); learn the numbered
        series the documents are named in (``ingest.series``)."""
        self._seed(
            (kind, value)
            for document in documents
            for name, kind in self.fields.items()
            if isinstance(value := document.metadata.get(name), str)
        )
        self._seed(
            (pattern.kind, name)
            for document in documents
            for pack in self.governing(document)
            for pattern in pack.name_patterns
            for name in pattern.names_in(document.searchable_text)
        )
        declared = [own_identifiers(document) for document in documents]
        # a code its metadata declares ("reference": "SD1", "NCA-G 1/2025"): no pattern knows
        # the shape, so wherever a text writes it, it names the same
        self._seed(
            (CODE_KIND, name)
            for names in declared
            for name in names
            if DECLARED_CODE.fullmatch(name)
        )
        identifiers_of(self.nlp).learn_series(
            series_of(
                name
                for document, names in zip(documents, declared, strict=True)
                for name in [document.title or "", *names]
            )
        )

    def prime_from(self, store: GraphStore) -> None:
        """Seed the gazetteer with the stored entities of the metadata-seeded kinds: a recall
        loaded today names the firm that yesterday's labels declared in their metadata; and
        learn the series the stored designations are numbered in ("MGN 550", "MGN 592")."""
        kinds = sorted(
            set(self.fields.values())
            | {pattern.kind for pack in self.packs for pattern in pack.name_patterns}
        )
        self._seed((entity.kind, entity.name) for entity in store.entities_of_kinds(kinds))
        self._seed(
            (CODE_KIND, entity.name)
            for entity in store.entities_of_kinds([CODE_KIND])
            if DECLARED_CODE.fullmatch(entity.name)
        )
        stored = store.entities_of_kinds([SERIES_KIND])
        identifiers_of(self.nlp).learn_series(stored_series(entity.name for entity in stored))

    def _seed(self, names: Iterable[tuple[str, str]]) -> None:
        component = gazetteer_of(self.nlp)
        for kind, name in names:
            if not all(pack.fits_shape(kind, name) for pack in self.shaping):
                continue  # a document's "symbol" of "CA 7/2018" is no ticker
            if self.seeded.add(kind, name):
                component.add_terms(kind, [name])

    def declared(self, document: Document) -> Document:
        return self.governing.declared(document)

    def extract(self, documents: Sequence[Document]) -> list[list[Entity]]:
        return [analysis.entities for analysis in self.analyse(documents)]

    def analyse(self, documents: Sequence[Document]) -> list[Analysis]:
        """Entities and cue hits per document, in input order."""
        self.prime(documents)
        texts = [with_own_identifiers(self.text_of(d), d) for d in documents]
        docs = self._docs([text for text, _ in texts])
        analyses = []
        for document, doc, (_, identified_from) in zip(documents, docs, texts, strict=True):
            excluded = excluded_keys(doc)
            found = [entity for entity in entities_of(doc) if entity.key not in excluded]
            analyses.append(
                Analysis(
                    entities=self._in_scope(document, entities_from(found)),
                    title_keys=title_keys_of(document, found, identified_from),
                    cues=cue_hits(doc, excluded, len(document.title or "")),
                    packs=tuple(pack.name for pack in claiming(self.governing(document))),
                    undeclared=tuple(
                        pack.name
                        for pack in self.governing(document)
                        if not pack.carries_authority(document.doc_type)
                    ),
                )
            )
        return analyses

    def title_keys(self, documents: Sequence[Document]) -> list[frozenset[str]]:
        """Entity keys of each document's title and of the identifiers its metadata states as
        its own (batched through the pipeline)."""
        named = {d.id: with_own_identifiers(d.title or "", d)[0].strip() for d in documents}
        docs = iter(self._docs([text for text in named.values() if text]))
        keys = {
            doc_id: frozenset(found.key for found in (entities_of(next(docs)) if text else ()))
            for doc_id, text in named.items()
        }
        return [keys[d.id] for d in documents]

    def text_of(self, document: Document) -> str:
        """Title and body plus where the document comes from: its ``url`` and the packs'
        ``url_fields`` metadata (a release published at ``github.com/<owner>/<repo>/...``, an
        advisory filed against a repository), so provenance patterns see them like text; and
        the names its governing packs' ``own_name_fields`` give (a label's labeler), which
        the gazetteer then finds like a name in the text."""
        lines = [document.url] if document.url else []
        lines += [
            value
            for name in self.url_fields
            if isinstance(value := document.metadata.get(name), str) and value.strip()
        ]
        own = (n for pack in self.governing(document) for n in pack.own_names(document.metadata))
        lines += [name for name in dict.fromkeys(own) if name not in lines]
        text = unwrapped(document.searchable_text)
        return "\n".join([text, *lines]) if lines else text

    def _in_scope(self, document: Document, entities: list[Entity]) -> list[Entity]:
        """Drop kinds that only another domain's pack declares: ``$PATH`` in a shell snippet of
        an advisory is not a cashtag, ``C`` in a C compiler note is not Citigroup. A document
        no domain's pack claims keeps every kind: nothing says which are foreign to it (the
        general pack reading a claimed document along brings its own kinds only)."""
        governing = self.governing(document)
        if not self.scoped_kinds or not governing or all(p.unclaimed for p in governing):
            return entities
        allowed = set().union(*(self.pack_kinds[pack.name] for pack in governing))
        return [e for e in entities if e.kind not in self.scoped_kinds or e.kind in allowed]

    def _docs(self, texts: list[str]) -> Iterator[Doc]:
        n_process = self.n_process if len(texts) >= 4 * self.batch_size else 1
        return iter_docs(self.nlp, texts, batch_size=self.batch_size, n_process=n_process)


def declared_kinds(pack: DomainPack) -> set[str]:
    """Entity kinds a pack brings to extraction (its patterns and gazetteer fields) or reads
    (the kinds its cues target and its documents are named by: a repeal in the legal pack
    names "Directive 95/46/EC", a designation the general pack's pattern finds)."""
    return (
        {p.kind for p in pack.entity_patterns}
        | set(pack.gazetteer_fields.values())
        | {p.kind for p in pack.name_patterns}
        | {kind for cue in pack.cues for kind in cue.target_kinds}
        | set(pack.document_names)
    )


def title_keys_of(
    document: Document, found: Sequence[FoundEntity], identified_from: int
) -> frozenset[str]:
    """Keys of the entities found in the title (extraction reads the title first), on a
    header line stating the document's own identifier ("Advisory ID: RHSA-2025:4410" under
    the title "Important: zephyr-httpd security update") or in the identifiers its metadata
    states (from ``identified_from`` on, ``with_own_identifiers``): all name the document."""
    title_end = len(document.title) if document.title else -1
    text = document.searchable_text
    header = [
        line.span(1) for line in OWN_ID_LINE.finditer(text, 0, title_end + OWN_ID_HEADER_CHARS)
    ]
    return frozenset(
        entity.key
        for entity in found
        if entity.end <= title_end
        or entity.start >= identified_from
        or any(a <= entity.start and entity.end <= b for a, b in header)
    )


#: A code of capitals and digits, as an issuer may number a small series: run together
#: ("SD1", "PG67A", a lower-case letter after the number: "CC15b"), or marked off by
#: punctuation and a space ("NCA-G 1/2025", "LIC/FEE/25"), its edition's number in brackets
#: ("LAQM.TG(22)"): found by its declaration in metadata alone.
DECLARED_CODE = re.compile(
    r"(?=[^a-z]*\d)[A-Z][A-Z0-9]*(?:(?<=\d)[a-z])?(?:[-/.:][A-Z0-9]+)*"
    r"(?:\s[A-Z0-9]+(?:[-/.:][A-Z0-9]+)*|\(\d{1,4}\))?"
)


def own_identifiers(document: Document) -> list[str]:
    """The identifiers its metadata states as its own (``{"reference": "ESMA35-43-1163"}``,
    ``{"recall_number": "D-0214-2024"}`` on a recall): later documents cite it by them, though
    its title is in words. A field names the document itself only when named for what it is
    (its doc type, a word of it or their initials: "fsn_reference" of a field_safety_notice),
    never for something else it concerns ("facility_id" of a permit, "employee_id")."""
    type_words = [w for w in re.split(r"[\W_]+", document.doc_type.lower()) if w]
    initials = "".join(word[0] for word in type_words) if len(type_words) > 1 else None
    kinds = {*DOCUMENT_WORDS, *type_words, *([initials] if initials else [])}
    values = []
    for name, value in document.metadata.items():
        field_name = re.sub(r"(?<=[a-z])(?=[A-Z])", "_", name).lower().replace("-", "_")
        named = OWN_ID_FIELD.match(field_name)
        if (
            named
            and named["kind"] in kinds | {None}
            and isinstance(value, str)
            and value.strip()
            and not DESCRIBING_WORD.search(value)
        ):
            kind = named["kind"]
            # a bare number is cited with its kind ("notification_no": "2023/012" of a
            # notification is "Notification 2023/012"; "ad_number" of an airworthiness
            # directive "AD 2021-04-11"), the field saying which
            if BARE_NUMBER.fullmatch(value.strip()) and kind in {*type_words, initials} - {None}:
                written = kind.capitalize() if kind in type_words else kind.upper()
                values.append(f"{written} {value.strip()}")
            values.append(value.strip())
    return list(dict.fromkeys(values))


def with_own_identifiers(text: str, document: Document) -> tuple[str, int]:
    """``text`` followed, a blank line apart (no sentence runs on into them), by the
    identifiers its metadata states as its own, one a line; and where those start."""
    identifiers = own_identifiers(document)
    if not identifiers:
        return text, len(text) + 1
    head = f"{text}\n\n"
    return head + "\n".join(identifiers), len(head)


def entities_from(found: Sequence[FoundEntity]) -> list[Entity]:
    """Entities of one document: one per key, with aliases (surface variants, NDC product
    codes of package codes, case names written next to their citation)."""
    aliases: dict[str, dict[str, None]] = {}
    kinds: dict[str, str] = {}
    previous: FoundEntity | None = None
    for item in found:
        kinds.setdefault(item.key, item.kind)
        names = aliases.setdefault(item.key, {})
        value = item.key.split(":", 1)[1]
        if item.kind in ALIAS_KINDS and item.surface != value:
            names[item.surface] = None
        if item.kind == "ndc" and value.count("-") == 2:
            product = entity_key("ndc", normalise_ndc(value.rsplit("-", 1)[0]))
            kinds.setdefault(product, "ndc")
            aliases.setdefault(product, {})
        if previous is not None and names_citation(previous, item):
            names[previous.surface] = None
        previous = item
    return [
        Entity(key=key, kind=kinds[key], name=key.split(":", 1)[1], aliases=tuple(names))
        for key, names in aliases.items()
    ]


def load_gazetteer(settings: Settings) -> Gazetteer | None:
    """The user gazetteer file named by settings, if any."""
    if settings.gazetteer_path is None:
        return None
    return Gazetteer.from_file(settings.gazetteer_path)


def spacy_extractor(settings: Settings | None = None) -> SpacyExtractor:
    """The spaCy extractor configured by ``settings`` (packs, gazetteer, model, batching)."""
    settings = settings or get_settings()
    return SpacyExtractor(
        installed_packs(settings),
        gazetteer=load_gazetteer(settings),
        model=settings.spacy_model,
        batch_size=settings.extract_batch_size,
        n_process=settings.extract_n_process,
    )


def default_extractor(settings: Settings | None = None) -> Extractor:
    """The extractor ingest uses unless told otherwise: the spaCy pipeline (measured at
    several thousand documents per second, well above the ingest target)."""
    return spacy_extractor(settings)
