"""A segment read as a sequence of tokens, and the weight of each token.

Words become stemmed tokens with their shape (capitalised, lower case, or unknown at
the start of a sentence); months and days of the week become qualifier tokens
("#month|july", "#weekday|1-5"), as do the numbers of another family ("#year|2011");
the family's own numbers are anchors (``#``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from ...text.number_data import MONTHS
from ...text.number_patterns import patterns_for, whole_phrases
from .tokens import WORD, capitalised_word, number_token, stem, weight

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention
    from .cues import Family

ANCHOR: Final = "#"
EARLIER: Final = "#earlier:"  # "#earlier:year": last year, a year ago, im Vorjahr

type Item = tuple[str, str]  # token, shape: "U" capitalised, "l" lower, "?" unknown
# "sonn- und feiertags": a word cut short, a conjunction, the word it shares an end with
_CUT_SHORT: Final = re.compile(r"(?<![^\W\d_])([^\W\d_]+)-\s+([^\W\d_]+)\s+([^\W\d_]+)")
_SHORTEST_DAY: Final = 3  # "zon-", "søn-": a shorter one opens several days


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
    items, days = _weekdays(masked, seg, lang)
    before, spans = _periods_before(masked, seg, lang)
    items += before  # "last year", "im Vorjahr": one qualifier, however worded
    days += spans
    repeats = _repeats(lang)
    if repeats is not None:  # "et de nouveau de 17:00": the words of the one before
        days += [
            m.span()
            for m in repeats.finditer(masked, seg[0], seg[1])
            if _after_conjunction(masked, m.start(), lang)
        ]
    versus = _versus(lang)
    if versus is not None:  # "in plaats van", "au lieu de": a comparison, no word
        days += [m.span() for m in versus.finditer(masked, seg[0], seg[1])]
    for w in WORD.finditer(masked, seg[0], seg[1]):
        word = w[0]
        if any(a <= w.start() < b for a, b in days):
            continue  # read as a day of the week, or a repetition
        month = _month(word, lang)  # before stopwords: "in May", not "may"
        if month is not None:
            items.append((w.start(), (f"#month|{month}", "n")))
            continue
        if word.lower() in lang.stopwords or len(word) < 2:  # noqa: PLR2004
            continue
        token = stem(word, lang)
        if w.start() != sentence_start:
            shape = "U" if capitalised_word(word) else "l"
        else:
            shape = "U" if token in names else "?"
        items.append((w.start(), (token, shape)))
    for m, fam in zip(mentions, families, strict=True):
        if seg[0] <= m.start < seg[1]:
            if fam == family:
                items.append((m.start, (ANCHOR, "#")))
            else:
                items.extend((m.start, (tok, "n")) for tok in number_token(m, fam))
    return sorted(items)


@lru_cache(maxsize=16)
def _repeats(lang: NumberLanguage) -> re.Pattern[str] | None:
    """Return the pattern of the language's ``repeats`` phrases: "de nouveau"."""
    return whole_phrases(lang.repeats)


@lru_cache(maxsize=16)
def _versus(lang: NumberLanguage) -> re.Pattern[str] | None:
    """Return the pattern of the language's comparison phrases: "in plaats van"."""
    return whole_phrases(lang.versus)


def _periods_before(
    masked: str, seg: tuple[int, int], lang: NumberLanguage
) -> tuple[list[tuple[int, Item]], list[tuple[int, int]]]:
    """Return the periods before ("a year ago") as qualifier tokens, and their spans."""
    pattern = patterns_for(lang).earlier
    if pattern is None:
        return [], []
    items: list[tuple[int, Item]] = []
    spans: list[tuple[int, int]] = []
    for m in pattern.finditer(masked, seg[0], seg[1]):
        period = lang.earlier[re.sub(r"\s+", " ", m[0].lower())]
        items.append((m.start(), (f"{EARLIER}{period}", "n")))
        spans.append(m.span())
    return items, spans


def earlier_at(text: str, at: int, lang: NumberLanguage) -> bool:
    """Whether the period before is named right after ``at``, past its articles.

    "298,1 millions *l'année précédente*", "298,1 milioni *dell'anno precedente*".
    """
    pattern = patterns_for(lang).earlier
    if pattern is None:
        return False
    for word in _OPENING_WORDS.finditer(text, at, min(len(text), at + 48)):
        if pattern.match(text, word.start(1)):
            return True
        elided = word[1] != word[2]  # "dell'anno": an article run into the word
        if not elided and word[2].lower() not in lang.stopwords | lang.articles:
            return False
    return False


_OPENING_WORDS: Final = re.compile(r"\s*(([^\W\d_]+)['\u2019]?)")


_LAST_WORD: Final = re.compile(r"([^\W\d_]+)\W*$")


def _after_conjunction(text: str, start: int, lang: NumberLanguage) -> bool:
    """Whether a conjunction comes right before ``start``: "and again", not "fell again"."""
    before = _LAST_WORD.search(text, max(0, start - 16), start)
    return before is not None and before[1].lower() in lang.conjunctions


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


def _weekdays(
    masked: str, seg: tuple[int, int], lang: NumberLanguage
) -> tuple[list[tuple[int, Item]], list[tuple[int, int]]]:
    """Return the days of the week as qualifier tokens, and where they are written.

    "Mo-Fr" and "weekdays" are both "#weekday|1-5".
    """
    pattern = patterns_for(lang).weekday
    if pattern is None:
        return [], []
    items: list[tuple[int, Item]] = []
    spans: list[tuple[int, int]] = []
    for m in pattern.finditer(masked, seg[0], seg[1]):
        first = lang.weekdays.get(re.sub(r"\s+", " ", m["a"].lower()))
        last = (
            lang.weekdays.get(re.sub(r"\s+", " ", m["b"].lower())) if m["b"] else None
        )
        if first is None or (m["b"] and last is None):
            continue  # a case-folded look-alike ("MİTTWOCH"): no day of the table
        value = (
            first if last is None else f"{first.split('-')[0]}-{last.split('-')[-1]}"
        )
        items.append((m.start(), (f"#weekday|{value}", "n")))
        spans.append((m.start(), m.end()))
    for m in _CUT_SHORT.finditer(masked, seg[0], seg[1]):
        joined = m[2].lower() in lang.conjunctions or m[2].lower() in lang.ands
        day = _completed_day(m[1], m[3], lang) if joined else None
        if day is not None:  # "sonn- und feiertags": "sonntags"
            items.append((m.start(), (f"#weekday|{day}", "n")))
            spans.append((m.start(), m.end()))  # the phrase names the days
    return items, spans


def _completed_day(short: str, following: str, lang: NumberLanguage) -> str | None:
    """Return the day a word cut short opens, completed as the next word goes on.

    "sonn- und feiertags", "an Sonn- und Feiertagen", "op zon- en feestdagen": a day
    of the table opens with the short word and the rest of it ("-tag", "-dag") is in
    the next word; "Sonnabend" opens with "sonn" too, but "-abend" is not.
    """
    short, following = short.lower(), following.lower()
    if len(short) < _SHORTEST_DAY:
        return None
    days = {
        day
        for form, day in lang.weekdays.items()
        if form.startswith(short)
        and len(form) > len(short)
        and form[len(short) :] in following
    }
    return days.pop() if len(days) == 1 else None


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
