"""API key parsing, hashing and resolution (no services)."""

from __future__ import annotations

from pathlib import Path

import pytest

from graphcar.api.auth import (
    KeyRing,
    load_keyring,
    new_key,
    parse_key,
    parse_keys,
    presented_key,
    scrypt_hash,
    scrypt_matches,
    sha256_hash,
)
from graphcar.errors import InputError

SECRET = "a-long-enough-secret-value"


def test_plain_secret_is_hashed_and_not_kept() -> None:
    key = parse_key(f"alice:{SECRET}:read,curate:legal,hr", "test")
    assert key.hashed == sha256_hash(SECRET) and SECRET not in repr(key)
    assert key.principal.scopes == frozenset({"read", "curate"})
    assert key.principal.access == ("hr", "legal")


def test_labels_star_means_unrestricted_and_empty_means_public_only() -> None:
    assert parse_key(f"a:{SECRET}:read:*", "t").principal.access is None
    assert parse_key(f"a:{SECRET}:read:", "t").principal.access == ()


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ("alice:secret-value-xxxxxxxx:read", "4 fields"),
        (f"al ice:{SECRET}:read:", "key name"),
        (f"alice:{SECRET}:admin:", "scopes"),
        (f"alice:{SECRET}::", "scopes"),
        ("alice:short:read:", "shorter than 16"),
        ("alice:sha256$abc:read:", "malformed sha256"),
        ("alice:scrypt$1$2:read:", "malformed scrypt"),
    ],
)
def test_bad_entries_name_their_position_not_the_secret(entry: str, message: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_keys([("GRAPHCAR_API_KEYS[3]", entry)])
    assert message in str(caught.value)
    assert str(caught.value).startswith("GRAPHCAR_API_KEYS[3]")
    assert SECRET not in str(caught.value)


def test_duplicate_names_rejected() -> None:
    with pytest.raises(InputError, match="duplicate key name 'a'"):
        parse_keys([("x", f"a:{SECRET}:read:"), ("y", f"a:{SECRET}x:read:")])


def test_keyring_resolves_sha256_and_scrypt() -> None:
    fast, slow = new_key(), new_key()
    ring = KeyRing(
        parse_keys(
            [
                ("1", f"fast:{sha256_hash(fast)}:read:"),
                ("2", f"slow:{scrypt_hash(slow)}:ingest:*"),
            ]
        )
    )
    assert len(ring) == 2
    assert ring.resolve(fast).name == "fast"  # type: ignore[union-attr]
    resolved = ring.resolve(slow)
    assert resolved is not None and resolved.name == "slow" and resolved.access is None
    assert ring.resolve(slow) is resolved
    assert ring.resolve(fast + "x") is None and ring.resolve("") is None


def test_scrypt_hash_roundtrip() -> None:
    stored = scrypt_hash("correct horse battery staple")
    assert scrypt_matches("correct horse battery staple", stored)
    assert not scrypt_matches("correct horse battery stapler", stored)


def test_key_file_with_comments_and_line_locations(tmp_path: Path) -> None:
    path = tmp_path / "keys.txt"
    path.write_text(f"# team keys\n\nbob:{sha256_hash(SECRET)}:read:legal\nbad-line\n")
    with pytest.raises(InputError) as caught:
        load_keyring(None, path)
    assert str(caught.value).startswith(f"{path}:4")
    path.write_text(f"# team keys\n\nbob:{sha256_hash(SECRET)}:read:legal\n")
    ring = load_keyring(f"carol:{SECRET}x:curate:", path)
    assert ring.resolve(SECRET).name == "bob"  # type: ignore[union-attr]
    assert ring.resolve(SECRET + "x").name == "carol"  # type: ignore[union-attr]


def test_missing_key_file_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="cannot read API key file"):
        load_keyring(None, tmp_path / "absent.txt")


def test_presented_key_sources() -> None:
    assert presented_key("Bearer abc", None).key == "abc"
    assert presented_key("bearer  abc ", None).key == "abc"
    assert presented_key("Basic abc", None).key is None
    assert presented_key("Bearer abc", "abc").key == "abc"
    assert presented_key("Basic abc", "xyz").key == "xyz"
    both = presented_key("Bearer abc", "xyz")
    assert both.key is None and both.conflicting, "two different keys: neither is chosen"
    assert presented_key(None, None).key is None
