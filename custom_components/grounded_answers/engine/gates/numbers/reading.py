"""A segment read as a sequence of tokens, and the weight of each token.

Words become stemmed tokens with their shape (capitalised, lower case, or unknown at
the start of a sentence); months and days of the week become qualifier tokens
("#month|july", "#weekday|1-5"), as do the numbers of another family ("#year|2011");
the family's own numbers are anchors (``#``). A word marking an end ("vanaf",
"jusqu'à", "fino": the language's ``marks_from`` and ``marks_to`` that are no
stopwords) is the end token it marks ("@from", "@to"), wherever it stands; before a
date, a year or an article it opens a period ("seit Januar", "depuis les travaux").
Phrases read as one token, or as none, are ``phrases``'.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from ...text.number_data import MONTHS
from .phrases import Item, phrases
from .tokens import WORD, capitalised_word, number_token, stem, weight

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention
    from .cues import Family

ANCHOR: Final = "#"


def sequence(
    text: str,
    masked: str,
    seg: tuple[int, int],
    mentions: Sequence[NumberMention],
    families: list[Family],
    family: Family | None,
    lang: NumberLanguage,
    sentence_start: int,
    names: frozenset[str] = frozenset(),
) -> list[Item]:
    """Return the segment as a sequence: tokens in order, ``#`` where numbers stand.

    A word opening its sentence is of unknown shape, unless it is one of ``names``:
    written capitalised mid-sentence elsewhere ("Marseille, avec 33 points" and "à
    Marseille"), it is a name wherever it stands.
    """
    return [
        item
        for _, item in sequence_at(
            text, masked, seg, mentions, families, family, lang, sentence_start, names
        )
    ]


def sequence_at(
    text: str,
    masked: str,
    seg: tuple[int, int],
    mentions: Sequence[NumberMention],
    families: list[Family],
    family: Family | None,
    lang: NumberLanguage,
    sentence_start: int,
    names: frozenset[str] = frozenset(),
) -> list[tuple[int, Item]]:
    """Return ``sequence`` with where each item stands in ``text``."""
    items, days = phrases(masked, seg, lang)
    stopwords = lang.stopwords
    joined = ""  # "off-" of "Off-Peak", "non-" of "non-members": one word with the next
    for w in WORD.finditer(masked, seg[0], seg[1]):
        word, at = w[0], w.start()
        if days and any(a <= at < b for a, b in days):
            continue  # read as a day of the week, or a repetition
        month = _month(word, lang)  # before stopwords: "in May", not "may"
        if month is not None:
            items.append((at, (f"#month|{month}", "n")))
            continue
        prefix, joined = joined, ""
        lower = word.lower()
        function = len(word) < 2 or lower in stopwords  # noqa: PLR2004
        if (function or lower in lang.negations) and _hyphened(
            masked, at, w.end(), seg[1]
        ):
            joined = f"{lower}-"
            continue
        end = None if function else _end_marked(text, w.end(), lower, lang)
        if end is not None:
            items.append((at, (end, "l")))
        # "vanaf 65": the end is all the word says; "fino alle 19" says more
        if function or (end is not None and _NUMBER_AFTER.match(text, w.end())):
            continue
        token = prefix + stem(word, lang)
        if at != sentence_start:
            shape = "U" if capitalised_word(word) else "l"
        else:
            shape = "U" if token in names else "?"
        items.append((at, (token, shape)))
    for m, fam in zip(mentions, families, strict=True):
        if seg[0] <= m.start < seg[1]:
            if fam == family:
                items.append((m.start, (ANCHOR, "#")))
            else:
                items.extend((m.start, (tok, "n")) for tok in number_token(m, fam))
    return sorted(items)


def _hyphened(text: str, start: int, end: int, limit: int) -> bool:
    """Whether a hyphen joins a compound's first word to the next: "Off-Peak".

    A word inside one ("Friday-to-Monday") opens none.
    """
    return (
        end + 1 < limit
        and text[end] == "-"
        and text[end + 1].isalpha()
        and text[start - 1 : start] != "-"
    )


def capitalised(
    text: str, spans: Sequence[tuple[int, int]], lang: NumberLanguage
) -> frozenset[str]:
    """Return the stems of the words written capitalised inside a sentence.

    Only a word after the first of its sentence tells its shape: "Marseille" in "à
    Marseille", "Heizkosten" in "die Heizkosten".
    """
    found: set[str] = set()
    for start, end in spans:
        words = WORD.finditer(text, start, end)
        next(words, None)
        for w in words:
            word = w[0]
            if capitalised_word(word) and word.lower() not in lang.stopwords:
                found.add(stem(word, lang))
    return frozenset(found)


_NUMBER_AFTER: Final = re.compile(r"\s*\d")
_YEAR_AFTER: Final = re.compile(r"\s+(?:1[5-9]|20)\d\d(?!\d)")
_NEXT_WORDS: Final = re.compile(r"\W+(?:(\d{1,2})\.?(?:er|e)?\s+)?([^\W\d_]+)")


def _end_marked(text: str, end: int, word: str, lang: NumberLanguage) -> str | None:
    """Return the end a word marks ("vanaf 65", "hasta las 20:00"), if any.

    "seit Januar", "depuis janvier" open a period, and say nothing of which end a
    value is.
    """
    if word not in lang.marks_from and word not in lang.marks_to:
        return None
    if _dated(text, end, lang):
        return None
    return "@from" if word in lang.marks_from else "@to"


def _dated(text: str, end: int, lang: NumberLanguage) -> bool:
    """Whether a period follows: a date, a year, or a thing ("depuis les travaux").

    A month or a day of the week, with a day number or not, a year, or an article.
    """
    if _YEAR_AFTER.match(text, end):
        return True  # "seit 2020", "sinds 2020"
    following = _NEXT_WORDS.match(text, end)
    if following is None:
        return False
    word = following[2]
    return (
        _month(word, lang) is not None
        or word.lower() in lang.weekdays
        or (following[1] is None and word.lower() in lang.articles)
    )


def _month(word: str, lang: NumberLanguage) -> str | None:
    """Return the month a word names ("Juli", "juillet", "July") as a qualifier."""
    if lang.code == "en":
        return MONTHS.get(word)  # case-sensitive: "may" and "march" are verbs
    return lang.months.get(word.lower())


def weights(seq: list[Item]) -> dict[str, float]:
    """Each token's weight (``tokens.weight``): the greatest of its occurrences."""
    out: dict[str, float] = {}
    for tok, shape in seq:
        if tok != ANCHOR:
            out[tok] = max(out.get(tok, 0.0), weight(tok, shape))
    return out


def name_run(lead: list[Item]) -> list[Item]:
    """Return the capitalised name opening a statement ("Arsenal", "Bukayo Saka")."""
    run: list[Item] = []
    for tok, shape in lead:
        if shape not in ("U", "?") or tok.startswith("#"):
            break
        run.append((tok, shape))
    return run


def first_anchor(seq: list[Item]) -> int:
    """Return the index of the first number in ``seq``, or its length when none."""
    return next((i for i, (tok, _) in enumerate(seq) if tok == ANCHOR), len(seq))
