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


def title_phrases(text: str) -> list[str]:
    """Every lower-cased phrase of ``text`` that could be a document's title, first
    occurrence order: three words or more; two words only where each starts with a capital
    ("the Travel Policy", not "travel policy", which a question uses as ordinary words); a
    single word never (a one-word title is an ordinary word wherever it stands)."""
    spans = [(m.start(), m.end()) for m in re.finditer(r"\S+", text)]
    phrases: dict[str, None] = {}
    for first, (start, _) in enumerate(spans):
        for last in range(first, min(first + MAX_TITLE_WORDS, len(spans))):
            raw = text[start : spans[last][1]]
            for phrase in dict.fromkeys((raw.strip(_AROUND), raw.strip(_AROUND + ".)("))):
                words = _WORD.findall(phrase)
                if len(words) >= MIN_TITLE_WORDS or (
                    len(words) == 2 and all(word[0].isupper() for word in words)
                ):
                    phrases[" ".join(phrase.lower().split())] = None
    return list(phrases)
