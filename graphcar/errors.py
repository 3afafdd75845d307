"""Error hierarchy: one root so callers can catch everything graphcar raises on purpose."""

from __future__ import annotations


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


class DependencyMissingError(GraphcarError):
    """An optional extra is needed; the message carries the exact install command."""


class NotFoundError(GraphcarError):
    """A document, entity or edge that does not exist (or is not visible to the caller)."""


class AccessDeniedError(GraphcarError):
    """Authenticated caller lacks the scope for this operation."""
