"""Error hierarchy: one root so callers can catch everything graphcar raises on purpose."""

from __future__ import annotations

import difflib

from pydantic import BaseModel, ValidationError


class GraphcarError(Exception):
    """Root of every deliberate graphcar failure; messages say what to do next."""


class InputError(GraphcarError):
    """Bad user input: a record, a query or a file. Carries where the problem is."""

    def __init__(self, message: str, *, location: str | None = None, field: str | None = None):
        self.location = location
        self.field = field
        prefix = ":".join(part for part in (location, field) if part)
        super().__init__(f"{prefix}: {message}" if prefix else message)
        self.reason = message


class QueryError(InputError):
    """A query that cannot be run as given (empty, too long, k out of range ...)."""


class StoreError(GraphcarError):
    """The database refused or failed a statement; names the statement."""

    def __init__(self, message: str, *, statement: str | None = None):
        self.statement = statement
        super().__init__(f"[{statement}] {message}" if statement else message)


class StoreUnavailableError(StoreError):
    """The database cannot be reached right now; retrying later may succeed."""


class AuthorityCycleError(InputError):
    """A supersession edge would make a document (transitively) supersede itself."""


class ConflictError(GraphcarError):
    """The request contradicts the stored state (e.g. it would close a supersession cycle)."""


class DependencyMissingError(GraphcarError):
    """An optional extra is needed; the message carries the exact install command."""


class NotFoundError(GraphcarError):
    """A document, entity or edge that does not exist (or is not visible to the caller)."""


class AccessDeniedError(GraphcarError):
    """Authenticated caller lacks the scope for this operation."""


#: Names pydantic gives the members of a union inside an error location (``metadata.a.str``);
#: they are not the user's keys. Model members appear under their class name.
_SCALAR_TAGS = frozenset({"str", "int", "float", "bool", "none", "bytes", "list", "dict"})


def _model_names() -> set[str]:
    names: set[str] = set()
    stack: list[type[BaseModel]] = [BaseModel]
    while stack:
        for sub in stack.pop().__subclasses__():
            if sub.__name__ not in names:
                names.add(sub.__name__)
                stack.append(sub)
    return names


def _is_union_tag(part: int | str, last: bool) -> bool:
    """Whether ``part`` is a union member's name. A scalar member has no children, so its tag
    ends the location; before the end, ``str`` or ``list`` is a user's key (``metadata.list``)."""
    if not isinstance(part, str):
        return False
    if "[" in part or part.startswith("constrained-") or (last and part in _SCALAR_TAGS):
        return True
    return part[:1].isupper() and part in _model_names()  # walked only for a class-like name


def first_problem(exc: ValidationError) -> tuple[list[int | str], str]:
    """The location and message of the problem a user should fix first.

    A misspelt field shows up as "missing X" plus "extra Y"; the typo is the cause, so an
    unknown field comes first and says which missing field it may have meant. Union member
    names are left out of the location.
    """
    problems = exc.errors()
    first = next((e for e in problems if e["type"] == "extra_forbidden"), problems[0])
    parts = first["loc"]
    loc: list[int | str] = [
        part for i, part in enumerate(parts) if not _is_union_tag(part, i == len(parts) - 1)
    ]
    message = str(first["msg"]).removeprefix("Value error, ")
    if first["type"] == "extra_forbidden":
        key = first["loc"][-1]  # the user's key itself, even one that looks like a tag
        if not loc or loc[-1] != key:
            loc.append(key)
        missing = [str(e["loc"][-1]) for e in problems if e["type"] == "missing" and e["loc"]]
        meant = difflib.get_close_matches(str(key), missing, n=1)
        hint = f" (did you mean {meant[0]!r}?)" if meant else ""
        message = f"unknown field {str(key)!r}{hint}"
    return loc, message


def field_path(loc: list[int | str]) -> str | None:
    """A location as the dotted path the readers report (``supersedes.0.kind``)."""
    return ".".join(str(part) for part in loc) or None
