"""Reader for the Open Source Vulnerability (OSV) format: JSON or YAML files, a directory tree
or a zip archive of them (the layout of the OSV database dumps).

Each advisory becomes a disclosure document (``doc_type='advisory'``); each fixed version it
names becomes an authority document (``doc_type='fix_release'``) with an explicit ``patches``
edge to the advisory; a withdrawn advisory gets a withdrawal document that ``withdraws`` it, so
the advisory leaves the frontier while its history stays queryable.

Why documents for fixes: the fix is the controlling fact for "am I still affected?", and CAR
can only return what is a document. OSV states fixes as data (``ranges[].events[].fixed``),
so the edges are explicit, not derived. ``last_affected`` says which versions are affected but
not that a fix exists, so it is recorded on the advisory and never creates a fix document.
"""

from __future__ import annotations

import json
import re
import zipfile
from collections.abc import Iterator, Mapping, Sequence
from datetime import date, datetime
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from graphcar.anchors.identifiers import entity_key, purl_path, whole_identifier
from graphcar.errors import first_problem
from graphcar.model import AuthorityEdge, Document, Entity, Timestamp
from graphcar.versions import RANGES_FIELD, purl_type, ranges_statement
from ingest.records import DuplicateIds, RecordError, SourceRecord

OSV_SUFFIXES = (".json", ".yaml", ".yml")
MAX_MEMBER_BYTES = 50_000_000
DOMAIN = "security"
WITHDRAWN_SUFFIX = "#withdrawn"
#: A record's own withdrawal withdraws that record alone (its explicit edge): a withdrawn
#: duplicate naming the live GHSA in its references must not withdraw the live advisory.
WITHDRAWAL_DOC_TYPE = "record_withdrawal"
EVENT_FIELDS = ("introduced", "fixed", "last_affected", "limit")
_DIGIT, _SPACE = re.compile(r"\d"), re.compile(r"\s")


class OsvEvent(BaseModel):
    """One point of a version range: exactly one of introduced/fixed/last_affected/limit."""

    model_config = ConfigDict(extra="forbid")

    introduced: str | None = None
    fixed: str | None = None
    last_affected: str | None = None
    limit: str | None = None

    @field_validator("introduced", "fixed", "last_affected", "limit", mode="before")
    @classmethod
    def _version_text(cls, value: Any) -> Any:
        """Versions are strings; a JSON number (``"fixed": 2``) is re-stringified."""
        if isinstance(value, int | float) and not isinstance(value, bool):
            return str(value)
        if isinstance(value, str) and not value.strip():
            raise ValueError("version must not be empty")
        if isinstance(value, str) and (_SPACE.search(value) or not _DIGIT.search(value)):
            raise ValueError(f"{value!r} is not a version (no digit, or a space in it)")
        return value

    @model_validator(mode="after")
    def _one_point(self) -> OsvEvent:
        given = [name for name in EVENT_FIELDS if getattr(self, name) is not None]
        if len(given) != 1:
            raise ValueError(
                f"an event gives exactly one of {', '.join(EVENT_FIELDS)}"
                + (f"; this one gives {' and '.join(given)}" if given else "")
            )
        return self


class FloatlessLoader(yaml.SafeLoader):
    """YAML's safe loader, except that numbers stay text: ``fixed: 1.10`` is version 1.10, not
    the float 1.1, and ``1:20`` (a Debian epoch) or ``010`` are not the integers 80 and 8. No
    OSV field is a number; dates, booleans and nulls still resolve."""


_NUMBERS = frozenset({"tag:yaml.org,2002:float", "tag:yaml.org,2002:int"})
FloatlessLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag not in _NUMBERS]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


class OsvRange(BaseModel):
    """A range of affected versions in one versioning scheme (SEMVER, ECOSYSTEM, GIT)."""

    model_config = ConfigDict(extra="forbid")

    type: str
    repo: str | None = None
    events: list[OsvEvent] = Field(min_length=1)
    database_specific: Any = None


class OsvPackage(BaseModel):
    """The package an ``affected`` entry is about."""

    model_config = ConfigDict(extra="forbid")

    ecosystem: str = Field(min_length=1)
    name: str = Field(min_length=1)
    purl: str | None = None


class OsvAffected(BaseModel):
    """Affected versions of one package."""

    model_config = ConfigDict(extra="forbid")

    package: OsvPackage | None = None
    ranges: list[OsvRange] = Field(default_factory=list)
    versions: list[str] = Field(default_factory=list)
    severity: Any = None
    ecosystem_specific: Any = None
    database_specific: Any = None


class OsvReference(BaseModel):
    """A link: advisory page, fix commit, package page ..."""

    model_config = ConfigDict(extra="forbid")

    type: str = "WEB"
    url: str


#: Go's zero time: Go vulnerability database snapshots write it where no date was recorded
#: (``modified`` of every record in the module zip, ``published`` of most); it is no date.
ZERO_TIME = "0001-01-01T00:00:00Z"


def recorded(stamp: str | None) -> str | None:
    """``stamp``, or None where it is the zero time (no date recorded)."""
    return None if stamp == ZERO_TIME else stamp


class OsvAdvisory(BaseModel):
    """An OSV record (schema 1.x). Fields graphcar does not use are accepted as they come;
    a field the schema does not have is refused (a misspelt ``afected`` loaded an advisory of
    no package, answered "vulnerable" though the record states a fix)."""

    model_config = ConfigDict(extra="forbid")

    schema_version: Any = None
    upstream: Any = None
    related: Any = None
    severity: Any = None
    credits: Any = None
    database_specific: Any = None

    id: str = Field(min_length=1)
    modified: Timestamp
    published: Timestamp = None
    withdrawn: Timestamp = None
    aliases: list[str] = Field(default_factory=list)

    @field_validator("aliases")
    @classmethod
    def _distinct_aliases(cls, value: list[str]) -> list[str]:
        """Each alias once, first spelling kept (records repeat them: the title read
        "(GO-2026-4513, CVE-2026-32284, CVE-2026-32284, GHSA-...)")."""
        seen: dict[str, str] = {}
        for alias in value:
            seen.setdefault(alias.strip().upper(), alias.strip())
        return list(seen.values())
    summary: str = ""
    details: str = ""
    affected: list[OsvAffected] = Field(default_factory=list)
    references: list[OsvReference] = Field(default_factory=list)

    @field_validator("modified")
    @classmethod
    def _modified_required(cls, value: str | None) -> str | None:
        if value is None:
            raise ValueError("modified is required")
        return value

    @property
    def dated(self) -> str | None:
        """When the record was published, else last modified; None when neither date was
        recorded (both the zero time)."""
        return recorded(self.published) or recorded(self.modified)


class FixedVersion(BaseModel):
    """A version that fixes the advisory for one package."""

    ecosystem: str
    name: str
    version: str
    #: A GIT range's fix is a commit, not a release one could upgrade to.
    commit: bool = False
    #: Its package's affected ranges in this advisory (``ranges_statement``; None when a
    #: version there is not readable, or for GIT ranges).
    affected: str | None = None


def package_key(ecosystem: str, name: str) -> str:
    """Canonical ``pkg:<type>/<name>`` key, the one a package URL in text gets (see
    ``purl_path``: ``Go`` packages are ``pkg:golang/...``, Maven ``group:artifact`` is
    ``pkg:maven/group/artifact``)."""
    return entity_key("pkg", purl_path(ecosystem, name))


def identifier_entity(value: str) -> Entity:
    """An advisory id or alias as an Entity, canonicalised exactly as queries are, so
    ``cve-2021-44228`` in a question meets ``CVE-2021-44228`` from OSV on one key."""
    text = value.strip()
    match = whole_identifier(text)
    if match is not None:
        return Entity(key=match.key, kind=match.kind, name=match.value)
    return Entity(key=entity_key("osv", text.upper()), kind="osv", name=text)


def package_entity(ecosystem: str, name: str, version: str | None = None) -> Entity:
    """The package (or one release of it, ``pkg:<eco>/<name>@<version>``) as an Entity."""
    key = package_key(ecosystem, name)
    if version is not None:
        return Entity(key=f"{key}@{version}", kind="pkg", name=f"{name}@{version}")
    return Entity(key=key, kind="pkg", name=name)


def json_path(loc: Sequence[int | str]) -> str:
    """A pydantic error location as a JSON path (``affected[0].ranges[1].events[0].fixed``)."""
    path = ""
    for part in loc:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return path or "$"


def _git_name(repo: str | None) -> str:
    """A package name for GIT ranges without a package: the repository path."""
    if not repo:
        return "unknown"
    return re.sub(r"^[a-z]+://", "", repo).removesuffix(".git")


def fixed_versions(advisory: OsvAdvisory) -> list[FixedVersion]:
    """Every distinct (package, fixed version) the advisory names, in document order, each
    with its package's affected ranges."""
    found: dict[tuple[str, str, str], FixedVersion] = {}
    for affected in advisory.affected:
        for rng in affected.ranges:
            if affected.package is not None:
                eco, name = affected.package.ecosystem, affected.package.name
            else:
                eco, name = "git", _git_name(rng.repo)
            for event in rng.events:
                if event.fixed is not None:
                    fix = FixedVersion(
                        ecosystem=eco,
                        name=name,
                        version=event.fixed,
                        commit=rng.type.upper() == "GIT",
                    )
                    found.setdefault((package_key(eco, name), eco, event.fixed), fix)
    statements = package_ranges(advisory)
    return [
        fix.model_copy(update={"affected": statements.get(key)})
        for (key, _, _), fix in found.items()
    ]


def package_ranges(advisory: OsvAdvisory) -> dict[str, str | None]:
    """Per package key, its affected ranges over all of the advisory's entries for it (and
    its listed ``versions``, each a range of one), as ``ranges_statement`` writes them; None
    for a package with a GIT range (commits are no versions) or a version the statement
    cannot carry."""
    ranges: dict[str, list[tuple[str, str | None, bool]]] = {}
    unreadable: set[str] = set()
    for affected in advisory.affected:
        if affected.package is None:
            continue
        key = package_key(affected.package.ecosystem, affected.package.name)
        found = ranges.setdefault(key, [])
        found.extend((version, version, True) for version in affected.versions)
        for rng in affected.ranges:
            if rng.type.upper() == "GIT":
                unreadable.add(key)
                continue
            start: str | None = None
            for event in rng.events:
                end = event.fixed if event.fixed is not None else event.last_affected
                if event.introduced is not None:
                    if start is not None:
                        found.append((start, None, False))
                    start = event.introduced
                elif start is not None and end is not None:
                    found.append((start, end, event.fixed is None))
                    start = None
            if start is not None:
                found.append((start, None, False))
    return {
        key: None
        if key in unreadable
        else ranges_statement(list(dict.fromkeys(found)), purl_type(key))
        for key, found in ranges.items()
    }


def last_affected_versions(advisory: OsvAdvisory) -> list[str]:
    """``name <= version`` statements from ``last_affected`` events."""
    out: list[str] = []
    for affected in advisory.affected:
        name = affected.package.name if affected.package else "the package"
        out.extend(
            f"{name} <= {event.last_affected}"
            for rng in affected.ranges
            for event in rng.events
            if event.last_affected is not None
        )
    return out


def unfixed_packages(advisory: OsvAdvisory) -> list[str]:
    """Packages whose ranges state where the flaw starts but no fixed or last affected
    version: as far as the record knows, no release fixes them."""
    out: list[str] = []
    for affected in advisory.affected:
        events = [event for rng in affected.ranges for event in rng.events]
        if affected.package is None or not events:
            continue
        if all(event.fixed is None and event.last_affected is None for event in events):
            out.append(f"{affected.package.name} ({affected.package.ecosystem})")
    return list(dict.fromkeys(out))


def _advisory_url(advisory: OsvAdvisory) -> str:
    for wanted in ("ADVISORY", "WEB"):
        for ref in advisory.references:
            if ref.type.upper() == wanted:
                return ref.url
    return advisory.references[0].url if advisory.references else ""


def _id_entities(advisory: OsvAdvisory) -> list[Entity]:
    entities = {e.key: e for e in map(identifier_entity, [advisory.id, *advisory.aliases])}
    return list(entities.values())


def _package_entities(advisory: OsvAdvisory) -> list[Entity]:
    entities = {
        e.key: e
        for e in (
            package_entity(a.package.ecosystem, a.package.name)
            for a in advisory.affected
            if a.package is not None
        )
    }
    return list(entities.values())


def advisory_text(advisory: OsvAdvisory) -> str:
    """The disclosure as text: summary, details, names, affected packages, stated limits."""
    lines = [advisory.summary, advisory.details]
    if advisory.aliases:
        lines.append(f"Also known as: {', '.join(advisory.aliases)}.")
    packages = [f"{a.package.name} ({a.package.ecosystem})" for a in advisory.affected if a.package]
    if packages:
        lines.append(f"Affected packages: {', '.join(dict.fromkeys(packages))}.")
    # Version statements only for a one-package advisory: the rules read the text's versions
    # as one set, and another package's fixed version would "fix" this one's releases.
    fixes = [
        f"Fixed by commit {fix.version} ({fix.name}, {fix.ecosystem})."
        if fix.commit
        else f"Fixed in version {fix.version} ({fix.name}, {fix.ecosystem})."
        for fix in fixed_versions(advisory)
    ]
    last = last_affected_versions(advisory)
    if last:
        lines.append(f"Affected up to and including: {', '.join(last)} (no fixed version stated).")
    unfixed = unfixed_packages(advisory)
    if len(set(packages)) == 1:
        if fixes:
            lines.append(" ".join(fixes))
        if unfixed and not fixes and not last:
            lines.append(f"No fixed version is known for {', '.join(unfixed)}.")
    text = "\n\n".join(line for line in lines if line.strip())
    return text or f"Security advisory {advisory.id}."


def advisory_record(advisory: OsvAdvisory, location: str) -> SourceRecord:
    """The disclosure document with its ids, aliases and affected packages as scope. The
    title carries the ids after the summary, as advisory lists show them: the document a
    question naming its CVE is about is the one whose title names it (not a release note
    that mentions the CVE too)."""
    names = ", ".join([advisory.id, *advisory.aliases])
    document = Document(
        id=advisory.id,
        title=f"{advisory.summary} ({names})" if advisory.summary else names,
        text=advisory_text(advisory),
        domain=DOMAIN,
        doc_type="advisory",
        published_at=advisory.dated,
        source="osv",
        url=_advisory_url(advisory),
        metadata={
            "modified": recorded(advisory.modified),
            "aliases": ", ".join(advisory.aliases) or None,
            "withdrawn": advisory.withdrawn,
        },
    )
    return SourceRecord(
        location=location,
        document=document,
        entities=[*_id_entities(advisory), *_package_entities(advisory)],
        owns=(f"{advisory.id}#fix:", f"{advisory.id}{WITHDRAWN_SUFFIX}"),
        revised_at=advisory.modified,
    )


def fix_id(advisory_id: str, fix: FixedVersion) -> str:
    """``<osv-id>#fix:<ecosystem>/<name>@<version>`` (ecosystem/name in canonical key form)."""
    package = package_key(fix.ecosystem, fix.name).removeprefix("pkg:")
    return f"{advisory_id}#fix:{package}@{fix.version}"


def fix_record(advisory: OsvAdvisory, fix: FixedVersion, location: str) -> SourceRecord:
    """The release that fixes the advisory for one package, and its explicit ``patches`` edge.

    OSV gives no release date; the fix is dated at the advisory's publication, the earliest
    instant the record states it (an ``as_of`` before that sees neither document).
    """
    names = ", ".join([advisory.id, *advisory.aliases])
    if fix.commit:
        title = f"{fix.name} commit {fix.version[:12]} fixes {advisory.id}"
        text = (
            f"Commit {fix.version} of {fix.name} ({fix.ecosystem}) fixes {names}. The advisory "
            f"names no release that contains it. {advisory.summary}"
        )
    else:
        title = f"{fix.name} {fix.version} fixes {advisory.id}"
        text = (
            f"{fix.name} {fix.version} ({fix.ecosystem}) is the release that fixes {names}. "
            f"Upgrade {fix.name} to {fix.version} or later. {advisory.summary}"
        )
    document = Document(
        id=fix_id(advisory.id, fix),
        title=title,
        text=text.strip(),
        domain=DOMAIN,
        doc_type="fix_release",
        published_at=advisory.dated,
        source="osv",
        url=_advisory_url(advisory),
        metadata={
            "package": fix.name,
            "ecosystem": fix.ecosystem,
            ("commit" if fix.commit else "version"): fix.version,
            RANGES_FIELD: fix.affected,
        },
    )
    edge = AuthorityEdge(
        newer_id=document.id,
        older_id=advisory.id,
        kind="patches",
        rule="osv:fixed",
        source="explicit",
        evidence=f"affected[].ranges[].events[].fixed = {fix.version}",
        valid_from=document.published_at,
    )
    entities = [
        package_entity(fix.ecosystem, fix.name),
        package_entity(fix.ecosystem, fix.name, fix.version),
        *_id_entities(advisory),
    ]
    return SourceRecord(location=location, document=document, entities=entities, edges=[edge])


def withdrawal_record(advisory: OsvAdvisory, location: str) -> SourceRecord:
    """A withdrawn advisory is superseded by its withdrawal notice (kind ``withdraws``).

    A document rather than a flag: the withdrawal then answers "is X still a vulnerability?"
    and the retracted advisory stays in the chain for audit.
    """
    assert advisory.withdrawn is not None
    when = recorded(advisory.withdrawn)
    document = Document(
        id=f"{advisory.id}{WITHDRAWN_SUFFIX}",
        title=f"{advisory.id} withdrawn",
        text=(
            f"Advisory {advisory.id} was withdrawn{f' on {when[:10]}' if when else ''} and no "
            f"longer applies. {advisory.summary}".strip()
        ),
        domain=DOMAIN,
        doc_type=WITHDRAWAL_DOC_TYPE,
        published_at=when,
        source="osv",
        url=_advisory_url(advisory),
    )
    edge = AuthorityEdge(
        newer_id=document.id,
        older_id=advisory.id,
        kind="withdraws",
        rule="osv:withdrawn",
        source="explicit",
        evidence=f"withdrawn = {advisory.withdrawn}",
        valid_from=when,
    )
    return SourceRecord(
        location=location, document=document, entities=_id_entities(advisory), edges=[edge]
    )


def records_for(advisory: OsvAdvisory, location: str) -> list[SourceRecord]:
    """Advisory, its fix releases and (when withdrawn) its withdrawal notice."""
    records = [advisory_record(advisory, location)]
    records.extend(fix_record(advisory, fix, location) for fix in fixed_versions(advisory))
    if advisory.withdrawn is not None:
        records.append(withdrawal_record(advisory, location))
    return records


def _json_safe(value: Any) -> Any:
    """YAML timestamps arrive as date/datetime objects; pydantic takes them, JSON dumps don't."""
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Mapping):
        return {str(k): _json_safe(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_json_safe(v) for v in value]
    return value


def decode(raw: bytes, name: str, location: str) -> Any | RecordError:
    """Parse JSON or YAML (by file name) into Python values, or say why not."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        return RecordError(location=location, message=f"not valid UTF-8 (byte {exc.start})")
    if name.lower().endswith(".json"):
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            return RecordError(
                location=location,
                message=f"invalid JSON: {exc.msg} (line {exc.lineno}, col {exc.colno})",
            )
    try:
        return _json_safe(yaml.load(text, Loader=FloatlessLoader))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1}, col {mark.column + 1})" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        return RecordError(location=location, message=f"invalid YAML{where}: {problem}")


def validation_error(exc: ValidationError, location: str, prefix: str = "") -> RecordError:
    """The first problem of a validation error, named by JSON path (under ``prefix``)."""
    loc, message = first_problem(exc)
    path = json_path(loc)
    return RecordError(
        location=location,
        field=f"{prefix}.{path}" if prefix and path != "$" else prefix or path,
        message=message,
    )


def advisory_records(advisory: OsvAdvisory, location: str) -> list[SourceRecord | RecordError]:
    """``records_for``, or why the advisory's documents are invalid (a NUL in its details)."""
    try:
        return list(records_for(advisory, location))
    except ValidationError as exc:
        return [validation_error(exc, location)]


def validate_advisories(payload: Any, location: str) -> Iterator[OsvAdvisory | RecordError]:
    """One OSV object (or a list of them) validated; a bad object names its JSON path."""
    if isinstance(payload, list):
        items: list[tuple[str, Any]] = [(f"[{i}]", item) for i, item in enumerate(payload)]
    else:
        items = [("", payload)]
    if not items:
        yield RecordError(location=location, message="no OSV advisory in the file (empty list)")
    for prefix, item in items:
        if not isinstance(item, Mapping):
            yield RecordError(
                location=location, field=prefix or "$", message="expected an OSV object"
            )
            continue
        try:
            yield OsvAdvisory.model_validate(item)
        except ValidationError as exc:
            yield validation_error(exc, location, prefix)


def parse_advisories(payload: Any, location: str) -> Iterator[SourceRecord | RecordError]:
    """One OSV object (or a list of them) to records; a bad object names its JSON path."""
    for item in validate_advisories(payload, location):
        yield from [item] if isinstance(item, RecordError) else advisory_records(item, location)


def osv_sources(path: Path) -> Iterator[tuple[str, str, bytes | RecordError]]:
    """``(location, name, bytes)`` of each OSV file under ``path`` (file, directory or zip),
    in a stable order; zip members are named ``archive.zip::member``."""
    if path.is_dir():
        files = sorted(p for p in path.rglob("*") if p.is_file() and p.suffix in OSV_SUFFIXES)
        for file in files:
            yield str(file), file.name, file.read_bytes()
        if not files:
            yield (
                str(path),
                "",
                RecordError(
                    location=str(path), message="no OSV files (*.json, *.yaml, *.yml) in directory"
                ),
            )
        return
    if path.suffix.lower() == ".zip":
        yield from _zip_sources(path)
        return
    yield str(path), path.name, path.read_bytes()


def _zip_sources(path: Path) -> Iterator[tuple[str, str, bytes | RecordError]]:
    try:
        archive = zipfile.ZipFile(path)
    except zipfile.BadZipFile as exc:
        yield str(path), "", RecordError(location=str(path), message=f"not a zip archive: {exc}")
        return
    with archive:
        members = sorted(
            (
                info
                for info in archive.infolist()
                if not info.is_dir() and info.filename.lower().endswith(OSV_SUFFIXES)
            ),
            key=lambda info: info.filename,
        )
        if not members:
            yield (
                str(path),
                "",
                RecordError(
                    location=str(path),
                    message="no OSV files (*.json, *.yaml, *.yml) in zip archive",
                ),
            )
        for info in members:
            location = f"{path}::{info.filename}"
            if info.file_size > MAX_MEMBER_BYTES:
                yield (
                    location,
                    info.filename,
                    RecordError(
                        location=location,
                        message=f"member is {info.file_size} bytes; limit {MAX_MEMBER_BYTES}",
                    ),
                )
                continue
            yield location, info.filename, archive.read(info)


def read_advisories(path: Path) -> Iterator[tuple[str, OsvAdvisory] | RecordError]:
    """``(location, advisory)`` of every OSV advisory under ``path``, or why a file or an
    advisory could not be read (file, zip member, JSON path)."""
    for location, name, raw in osv_sources(path):
        if isinstance(raw, RecordError):
            yield raw
            continue
        payload = decode(raw, name, location)
        if isinstance(payload, RecordError):
            yield payload
            continue
        for item in validate_advisories(payload, location):
            yield item if isinstance(item, RecordError) else (location, item)


def read_osv(path: Path) -> Iterator[SourceRecord | RecordError]:
    """Records of every OSV advisory under ``path``; a bad file or advisory is reported as a
    RecordError (file, zip member, JSON path) and the rest still loads."""
    duplicates = DuplicateIds()
    for read in read_advisories(path):
        if isinstance(read, RecordError):
            yield read
            continue
        location, advisory = read
        for item in advisory_records(advisory, location):
            problem = duplicates.problem(item) if isinstance(item, SourceRecord) else None
            yield item if problem is None else problem
