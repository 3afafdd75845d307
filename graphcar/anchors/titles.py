"""Titles a question writes: the phrases that may be a stored document's title.

"Is the Information Security Policy still in force?" asks about the document titled
"Information Security Policy" even where BM25 ranks five documents that use those words more
often above it. The identifier arm treats a title the question writes like an identifier it
names: every phrase below is looked up exactly against the stored titles (``title_forms``: the
whole title or the main title before a colon, lower case), so most phrases match nothing.
"""

from __future__ import annotations

import re

#: Longest title a question is searched for, in whitespace-separated words.
MAX_TITLE_WORDS = 16
#: Shortest title read case aside: "information security policy".
MIN_TITLE_WORDS = 3
#: Punctuation around a phrase that is the question's, not the title's ("Policy?", "(the
#: Travel Policy)").
_AROUND = " \t\n\"'\u201c\u201d\u2018\u2019?!,;:"
_WORD = re.compile(r"\w+")
#: Words that may follow a title in a question ("Is the Information Security Policy still in
#: force?", "... covers password length?"); any other word continues a phrase the title
#: words only start ("information security policy training", "a Code of Conduct violation",
#: "the Data Protection officer"), which is no citation of the document.
_FOLLOWER_TEXT = (
    "a an and are as at be been before being but by can could currently did do does during "
    "for from had has have if in into is it its may might must now of on or our over should "
    "since so still than that the their them then there these this those through to under "
    "until up was we were what when where whether which while who why will with would yet "
    "also already anymore any apply applies allow allows cover covers define defines govern "
    "governs include includes mean means mention mentions remain remains require requires "
    "say says set sets state states replace replaces replaced supersede supersedes "
    "superseded repealed revoked withdrawn amended valid current dated issued published "
    "adopted effective version edition revision rev v vs"
)
_FOLLOWERS = frozenset(_FOLLOWER_TEXT.split())
#: Words before lower-case words that make them a kind of document, not a title cited ("Which
#: street trading policy does the Council apply?", "Is there a data retention policy?").
_KIND_DETERMINERS = frozenset(
    {"which", "what", "whose", "a", "an", "any", "each", "every", "some", "another"}
)


def title_phrases(text: str) -> list[str]:
    """Every lower-cased phrase of ``text`` that could be a document's title, first
    occurrence order: three words or more; two words only where each starts with a capital
    ("the Travel Policy", not "travel policy", which a question uses as ordinary words); a
    single word never (a one-word title is an ordinary word wherever it stands); not lower
    case after a word asking for a kind (``_KIND_DETERMINERS``); and only where a title may
    end (``_ends_title``)."""
    spans = [(m.start(), m.end()) for m in re.finditer(r"\S+", text)]
    phrases: dict[str, None] = {}
    for first, (start, _) in enumerate(spans):
        if first and text[start].islower() and _asks_for_kind(text[slice(*spans[first - 1])]):
            continue
        for last in range(first, min(first + MAX_TITLE_WORDS, len(spans))):
            raw = text[start : spans[last][1]]
            if not _ends_title(raw, text[spans[last + 1][0] :] if last + 1 < len(spans) else ""):
                continue
            for phrase in dict.fromkeys((raw.strip(_AROUND), raw.strip(_AROUND + ".)("))):
                words = _WORD.findall(phrase)
                if len(words) >= MIN_TITLE_WORDS or (
                    len(words) == 2 and all(word[0].isupper() for word in words)
                ):
                    phrases[" ".join(phrase.lower().split())] = None
    return list(phrases)


def _asks_for_kind(word: str) -> bool:
    """Whether ``word`` makes the lower-case words after it a kind of document."""
    return word.strip(_AROUND).lower() in _KIND_DETERMINERS


def _ends_title(phrase: str, rest: str) -> bool:
    """Whether a title may end where ``phrase`` ends, ``rest`` following it: at the end of the
    question or a punctuation mark, or before a word of ``_FOLLOWERS``."""
    if not rest or phrase[-1:] in _AROUND or not rest[:1].isalnum():
        return True
    following = _WORD.match(rest)
    return following is not None and following.group(0).lower() in _FOLLOWERS
