"""The topic of a material: the words that name what it is about, for no number.

Those are the section labels, a title line (short, without a full stop, no data in
it) and the name a section opens with ("The Eiffel Tower is …", "Mount Fuji …").
Words that merely recur are no topic: a manual about staging and production names
both in many sentences, and they are what tells its numbers apart.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from .tokens import stem

if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

    from ...text.languages import NumberLanguage

_LINE: Final = re.compile(r"[^\n]+")
_TITLE_WORDS: Final = 10
_TOPIC_SHARE: Final = 0.5  # a headline word beside fewer of the numbers names them
_NAME_WORDS: Final = 3  # a title of more words is a headline: "Grüne stürzen ab"
_DATA_LINE: Final = re.compile(r"[:\t]\s*[-+]?\d")  # "Bedroom temperature: 19 °C"
# The capitalised words a text opens with, after an article: "The Eiffel Tower",
# "Mount Fuji" (two at least: one is as likely a subject as a name).
_OPENING_NAME: Final = re.compile(r"(?:[^\W\d]{1,3}\s+)?(?:[^\W\d_a-z][\w'-]*\s+){2,4}")
_WORD: Final = re.compile(r"[^\W\d_]+")
_DIGITS: Final = re.compile(r"\d+(?:[.,]\d+)*")


def material_topic(
    text: str,
    sections: Sequence[tuple[str, int]],
    labels: Sequence[str],
    lang: NumberLanguage,
) -> tuple[frozenset[str], frozenset[str]]:
    """Return the topic tokens of ``text``, whose sections start at ``sections``.

    Two sets: the words of names (labels, a short title, the name a section opens
    with), the topic whatever they stand beside; and those of a headline (a title of
    more words), the topic only where they do not name a few places of the text.
    """
    names = [*labels, *_openings(text, sections, lang)]
    named: set[str] = set()
    headline: set[str] = set()
    for name in names:
        words = [
            stem(w[0], lang)
            for w in _WORD.finditer(name)
            if w[0].lower() not in lang.stopwords
        ]
        (headline if len(words) > _NAME_WORDS else named).update(words)
    return frozenset(named), frozenset(headline - named)


def headline_topic(
    headline: frozenset[str], places: Sequence[Collection[str]]
) -> frozenset[str]:
    """Return the headline's words that are the topic: beside none or many places.

    One that stands beside a few of the material's numbers names them ("Grüne stürzen
    ab" above "… für die Grünen: Sie fallen auf 11,4 Prozent").
    """
    counts = dict.fromkeys(headline, 0)
    for tokens in places:
        for token in headline.intersection(tokens):
            counts[token] += 1
    most = _TOPIC_SHARE * len(places)
    return frozenset(t for t, n in counts.items() if n == 0 or n >= most)


def _named(words: list[str], lang: NumberLanguage) -> bool:
    """Whether capitalised words are a name: two at least, an article counted.

    "El PP", "Der Kölner Dom"; not "Mit Vorwäsche" where nouns are capitalised.
    """
    while (
        words
        and words[0].lower() in lang.stopwords
        and words[0].lower() not in lang.articles
    ):
        words = words[1:]
    return len(words) >= 2  # noqa: PLR2004


def _openings(
    text: str, sections: Sequence[tuple[str, int]], lang: NumberLanguage
) -> list[str]:
    """Each section's title line, or the capitalised name its first line opens with."""
    out = []
    for _, start in sections:
        line = _LINE.search(text, start)
        if line is None:
            continue
        title = line[0].strip()
        more = text.find("\n", line.end()) != -1 or text[line.end() :].strip()
        if (
            more  # a material of one line is its content, not its title
            and len(title.split()) <= _TITLE_WORDS
            and not title.endswith((".", "!", "?"))
            and not _DATA_LINE.search(title)
            and len(_DIGITS.findall(title)) <= 1  # "Bedroom 19 °C | Living room 21 °C"
        ):
            out.append(title)
            continue
        name = _OPENING_NAME.match(title)
        if name and _named(name[0].split(), lang):
            out.append(name[0])
    return out
