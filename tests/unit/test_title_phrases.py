"""The phrases of a question the identifier arm looks up as titles."""

from __future__ import annotations

import pytest

from graphcar.anchors.titles import MAX_TITLE_WORDS, title_phrases


@pytest.mark.parametrize(
    ("question", "title", "expected"),
    [
        ("Is the Information Security Policy still in force?", "information security policy",
         True),
        ("is the information security policy still in force?", "information security policy",
         True),  # three words or more: case aside
        ("What replaced the Travel Policy?", "travel policy", True),
        ("what replaced the travel policy?", "travel policy", False),  # ordinary words
        ("Which rules govern Leases?", "leases", False),  # one word: never a title
        ("Does Practice Note 12 (Revised)? still apply", "practice note 12 (revised)", True),
        ('Is "the Code of Conduct", as adopted, current?', "the code of conduct", True),
        ("Is the Code  of\nConduct current?", "the code of conduct", True),  # spacing aside
        ("Does the Policy end with a stop.", "does the policy end with a stop", True),
        # where the title only starts a longer phrase (the review of session 21), no citation
        ("Does our information security policy training cover phishing?",
         "information security policy", False),
        ("How do I report a Code of Conduct violation?", "code of conduct", False),
        ("Does the Data Protection officer approve contracts?", "data protection", False),
        ("Which section of the Information Security Policy covers passwords?",
         "information security policy", True),
        ("Is the Travel Policy Addendum valid?", "travel policy", False),
        ("Is the Travel Policy Addendum valid?", "travel policy addendum", True),
        # lower-case words after a word asking for a kind name one, not a document
        ("Which street trading policy does the Council apply?", "street trading policy", False),
        ("Is there a data retention policy?", "data retention policy", False),
        ("Which Street Trading Policy does the Council apply?", "street trading policy", True),
        ("Which section of the street trading policy applies?", "street trading policy", True),
    ],
)
def test_a_question_writes_a_title_as_a_phrase(question: str, title: str, expected: bool) -> None:
    assert (title in title_phrases(question)) is expected


def test_phrases_are_bounded_in_length_and_unique() -> None:
    words = [f"Word{i}" for i in range(40)]
    phrases = title_phrases(" ".join(words))
    assert max(len(p.split()) for p in phrases) == MAX_TITLE_WORDS
    assert len(phrases) == len(set(phrases))
    assert title_phrases("") == []
