"""Code symbols in a question: the words the lexical arm weighs more.

A question naming ``safe_join``, ``renderFile()``, ``__proto__`` or ``os.path.join`` points at
the one advisory that names that function, setting or path; BM25 alone lets it drown in the
question's common flaw words ("directory traversal", "arbitrary files"), which dozens of
advisories share. Both stores weigh these words ``SYMBOL_BOOST`` times (Neo4j: a Lucene boost;
embedded: the term repeated), so the same questions rank the same way on either.
"""

from __future__ import annotations

import re
import string
from collections.abc import Sequence

from graphcar.anchors.identifiers import IdentifierMatch, find_identifiers, within_identifier

#: How many times a code symbol counts against an ordinary word of the question. Measured on
#: the GHSA free-form questions (Neo4j, lexical arm, paper distractors): the gold advisory
#: first for 141 of 159 questions unboosted, 143 at 3 or 5; 3 keeps ordinary words in play.
SYMBOL_BOOST = 3

_SNAKE = re.compile(r"[^\W_]*_+[^\W_]+[\w]*|__\w+__")
_CAMEL = re.compile(r"[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*")
_DOTTED = re.compile(r"[A-Za-z_]\w+(?:\.[A-Za-z_]\w+)+")
_EDGE = "".join(sorted(set(string.punctuation) - {"_"}))
_EDGE_BUT_CALL = _EDGE.replace("(", "").replace(")", "")


def code_symbols(text: str, identifiers: Sequence[IdentifierMatch] | None = None) -> list[str]:
    """Distinct code symbols of ``text`` (snake_case, dunder, lowerCamelCase, dotted paths,
    calls written ``name()``), without the call parentheses; typed identifiers (CVE ids,
    package URLs; ``identifiers`` when the caller has already found them) are left to the
    identifier handling."""
    found_ids = find_identifiers(text) if identifiers is None else identifiers
    found: dict[str, str] = {}
    for word in re.finditer(r"\S+", text):
        if within_identifier(word.start(), word.end(), found_ids):
            continue
        core = word.group(0).strip(_EDGE_BUT_CALL)
        called = core.endswith("()")
        core = core.removesuffix("()").strip(_EDGE)
        if not core or not any(ch.isalpha() for ch in core):
            continue
        if called or any(p.fullmatch(core) for p in (_SNAKE, _CAMEL, _DOTTED)):
            found.setdefault(core.casefold(), core)
    return list(found.values())
