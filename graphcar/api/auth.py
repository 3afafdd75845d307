"""API keys: parsing the configured keys, hashing, and resolving a presented key to a principal.

Key syntax (the same in ``GRAPHCAR_API_KEYS`` and in ``GRAPHCAR_API_KEYS_FILE``)::

    name:secret:scopes:labels

- ``name``: who the key belongs to; it is what review audits record (``[A-Za-z0-9_.@-]+``).
- ``secret``: the stored form of the key. Either a hash, ``sha256$<64 hex>`` or
  ``scrypt$<n>$<r>$<p>$<salt hex>$<hash hex>``, or (development only) the plain key, which is
  hashed when loaded and never kept. ``graphcar api-key NAME`` prints a new random key and the
  hashed line to store.
- ``scopes``: comma-separated subset of ``read``, ``ingest``, ``curate``.
- ``labels``: comma-separated document access labels the key may see (its entitlements);
  empty means only documents without labels; ``*`` means every document.

In ``GRAPHCAR_API_KEYS`` keys are separated by ``;``; in the key file there is one key per line,
blank lines and lines starting with ``#`` are ignored.

Why sha256 is enough for generated keys: they carry 256 random bits, so a slow hash adds latency
without making brute force any harder; scrypt is accepted for organisations whose policy demands
a slow hash, and its verification is cached per process by the sha256 of the presented key so
each key pays the scrypt cost once.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from graphcar.errors import InputError

SCOPES: frozenset[str] = frozenset({"read", "ingest", "curate"})
ALL_LABELS = "*"
KEY_PREFIX = "gck_"
NAME_PATTERN = re.compile(r"^[A-Za-z0-9_.@-]{1,64}$")
LABEL_PATTERN = re.compile(r"^[^\s,;:]{1,128}$")
SCRYPT_DEFAULTS = (2**14, 8, 1)


@dataclass(frozen=True)
class Principal:
    """Who is calling: a key name, its scopes, and its entitlements (None = every document)."""

    name: str
    scopes: frozenset[str]
    access: tuple[str, ...] | None

    def allows(self, scope: str) -> bool:
        """True when the key carries ``scope``."""
        return scope in self.scopes


@dataclass(frozen=True)
class ApiKey:
    """A configured key: the principal it stands for and the stored hash of its secret."""

    principal: Principal
    hashed: str


def sha256_hash(secret: str) -> str:
    """The stored form of a high-entropy key."""
    return "sha256$" + hashlib.sha256(secret.encode("utf-8")).hexdigest()


def scrypt_hash(secret: str, salt: bytes | None = None) -> str:
    """The stored form of a key under scrypt (for policies that require a slow hash)."""
    n, r, p = SCRYPT_DEFAULTS
    salt = salt or secrets.token_bytes(16)
    digest = hashlib.scrypt(secret.encode("utf-8"), salt=salt, n=n, r=r, p=p)
    return f"scrypt${n}${r}${p}${salt.hex()}${digest.hex()}"


def scrypt_matches(secret: str, stored: str) -> bool:
    """Constant-time check of ``secret`` against a ``scrypt$...`` hash."""
    _, n, r, p, salt, expected = stored.split("$")
    digest = hashlib.scrypt(
        secret.encode("utf-8"), salt=bytes.fromhex(salt), n=int(n), r=int(r), p=int(p)
    )
    return hmac.compare_digest(digest.hex(), expected)


def new_key() -> str:
    """A fresh random key (256 bits, URL-safe)."""
    return KEY_PREFIX + secrets.token_urlsafe(32)


def _stored_secret(secret: str, where: str) -> str:
    """A configured secret as a hash; plain secrets are hashed here and not kept."""
    if secret.startswith("sha256$"):
        if not re.fullmatch(r"sha256\$[0-9a-f]{64}", secret):
            raise InputError("malformed sha256$ hash (expected 64 hex digits)", location=where)
        return secret
    if secret.startswith("scrypt$"):
        if not re.fullmatch(r"scrypt\$\d+\$\d+\$\d+\$[0-9a-f]+\$[0-9a-f]+", secret):
            raise InputError("malformed scrypt$ hash", location=where)
        return secret
    if len(secret) < 16:
        raise InputError("key secret is shorter than 16 characters", location=where)
    return sha256_hash(secret)


def _split_list(value: str) -> list[str]:
    return [part.strip() for part in value.split(",") if part.strip()]


def parse_key(entry: str, where: str) -> ApiKey:
    """One ``name:secret:scopes:labels`` entry; errors name the entry's position, never it."""
    parts = entry.strip().split(":")
    if len(parts) != 4:
        raise InputError(
            f"expected name:secret:scopes:labels (4 fields), got {len(parts)}", location=where
        )
    name, secret, scopes_text, labels_text = (part.strip() for part in parts)
    if not NAME_PATTERN.fullmatch(name):
        raise InputError("key name must match [A-Za-z0-9_.@-]{1,64}", location=where)
    scopes = frozenset(_split_list(scopes_text))
    unknown = scopes - SCOPES
    if unknown or not scopes:
        raise InputError(
            f"scopes must be a non-empty subset of {sorted(SCOPES)}; got {sorted(scopes)}",
            location=where,
        )
    labels = _split_list(labels_text)
    for label in labels:
        if label != ALL_LABELS and not LABEL_PATTERN.fullmatch(label):
            raise InputError(f"invalid access label {label!r}", location=where)
    access = None if ALL_LABELS in labels else tuple(sorted(set(labels)))
    principal = Principal(name=name, scopes=scopes, access=access)
    return ApiKey(principal=principal, hashed=_stored_secret(secret, where))


def parse_keys(entries: Iterable[tuple[str, str]]) -> list[ApiKey]:
    """Keys from ``(where, entry)`` pairs; names must be unique (audits name the key)."""
    keys: list[ApiKey] = []
    seen: set[str] = set()
    for where, entry in entries:
        key = parse_key(entry, where)
        if key.principal.name in seen:
            raise InputError(f"duplicate key name {key.principal.name!r}", location=where)
        seen.add(key.principal.name)
        keys.append(key)
    return keys


def entries_from_setting(value: str | None) -> list[tuple[str, str]]:
    """``;``-separated entries of GRAPHCAR_API_KEYS, located by position."""
    if not value:
        return []
    return [
        (f"GRAPHCAR_API_KEYS[{index}]", entry)
        for index, entry in enumerate(value.split(";"))
        if entry.strip()
    ]


def entries_from_file(path: Path) -> list[tuple[str, str]]:
    """Entries of a key file, located by ``file:line``."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise InputError(f"cannot read API key file: {exc.strerror}", location=str(path)) from exc
    return [
        (f"{path}:{number}", line)
        for number, line in enumerate(lines, start=1)
        if line.strip() and not line.lstrip().startswith("#")
    ]


class KeyRing:
    """Resolves presented keys to principals without keeping any plain secret."""

    def __init__(self, keys: Iterable[ApiKey]) -> None:
        self._fast: dict[str, Principal] = {}
        self._slow: list[ApiKey] = []
        for key in keys:
            if key.hashed.startswith("sha256$"):
                self._fast[key.hashed] = key.principal
            else:
                self._slow.append(key)
        self._verified: dict[str, Principal] = {}

    def __len__(self) -> int:
        return len(self._fast) + len(self._slow)

    def resolve(self, presented: str) -> Principal | None:
        """The principal of a presented key, or None when no configured key matches."""
        fingerprint = sha256_hash(presented)
        principal = self._fast.get(fingerprint) or self._verified.get(fingerprint)
        if principal is not None:
            return principal
        for key in self._slow:
            if scrypt_matches(presented, key.hashed):
                self._verified[fingerprint] = key.principal
                return key.principal
        return None


def load_keyring(api_keys: str | None, api_keys_file: Path | None) -> KeyRing:
    """Every key from the setting and the key file (both may be used together)."""
    entries = entries_from_setting(api_keys)
    if api_keys_file is not None:
        entries.extend(entries_from_file(api_keys_file))
    return KeyRing(parse_keys(entries))


@dataclass(frozen=True)
class Credentials:
    """What a request presented (header name kept only for error messages)."""

    key: str | None
    source: str = field(default="")
    #: Both headers carried a key, and not the same one: which the caller meant is unknown.
    conflicting: bool = False


def presented_key(authorization: str | None, x_api_key: str | None) -> Credentials:
    """The key from ``Authorization: Bearer`` or ``X-API-Key`` (never from the query string,
    which ends up in access logs); two different keys are ``conflicting``, not one chosen
    silently (a stale ``X-API-Key`` set by a proxy hid the caller's valid Bearer key)."""
    bearer = None
    if authorization:
        scheme, _, value = authorization.partition(" ")
        if scheme.lower() == "bearer" and value.strip():
            bearer = value.strip()
    header = x_api_key.strip() if x_api_key and x_api_key.strip() else None
    if header and bearer and header != bearer:
        return Credentials(key=None, conflicting=True)
    if header:
        return Credentials(key=header, source="X-API-Key")
    if bearer:
        return Credentials(key=bearer, source="Authorization")
    return Credentials(key=None)


ANONYMOUS = Principal(name="anonymous", scopes=SCOPES, access=None)
