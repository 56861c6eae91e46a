"""What a number names besides its value: the noun it counts and the end it marks.

"50 charge cycles", "200 g Zucker": the words right after a quantity and its unit are
its counted noun. "from 9:00 until 17:30", "rose to 3.1 %", "closes at 5:30 pm": the
range, the word before the number, or (for a time) the language's start and end words
say which end of a range or change it is ("@from" / "@to").
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from .phrases import earlier_at
from .states import NOW, statement_state
from .tokens import WORD, stem

if TYPE_CHECKING:
    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention

_NOUN_STOP: Final = re.compile(r"[.,;:!?()\[\]\n\u00b7|]")
_NOUN_REACH: Final = 40  # characters after a number that may hold its counted noun
_NOUN_WORDS: Final = 3
_COUNTED_KINDS: Final = frozenset({"cardinal", "fraction", "percent"})
_PLUS: Final = re.compile(r"\+(?![\d\w])")  # "65+": a plus closing a number, no sum
# Numbers whose start and end words ("opens", "departs", "sale", "llega") say which
# end of a range they are: times, and quantities of a journey or a span.
_TIMED: Final = frozenset({"time", "cardinal"})
_WORD_BEFORE: Final = re.compile(r"([^\W\d_']+)\s+(?:[$\u20ac\u00a3\u00a5]\s?)?$")


def counted_noun(masked: str, m: NumberMention, lang: NumberLanguage) -> frozenset[str]:
    """Return the counted noun after a quantity and its unit: "50 charge cycles"."""
    if m.kind not in _COUNTED_KINDS or m.owner is not None:
        return frozenset()
    if (
        m.unit is None
        and isinstance(m.value, float)
        and not m.value.is_integer()
        and m.span_end == m.end
        and not any(c.isalpha() for c in m.text)
    ):
        return frozenset()  # "2026.4 ships": an identifier counts nothing
    after = m.span_end
    if earlier_at(masked, after, lang):
        return frozenset()  # "298,1 millions l'année précédente": a period, no noun
    stop = _NOUN_STOP.search(masked, after, after + _NOUN_REACH)
    limit = stop.start() if stop else min(len(masked), after + _NOUN_REACH)
    tokens: list[str] = []
    skipped = False
    for word in WORD.finditer(masked, after, limit):
        lower = word[0].lower()
        if len(lower) < 2:  # noqa: PLR2004 - "2962 m ü. NHN": an abbreviation
            break
        gap = masked[after : word.start()] if not tokens and not skipped else ""
        if gap.strip() or lower in lang.units or lower in lang.conjunctions:
            break  # the noun follows the number directly: "50 charge cycles"
        if lower in lang.stopwords:
            if tokens or skipped or (m.unit is None and not _scaled(m)):
                break
            # "150 g of melted butter", "200 g de sucre", "4,3 millones de visitantes"
            skipped = True
            continue
        tokens.append(stem(word[0], lang))
        if len(tokens) == _NOUN_WORDS:
            break
    return frozenset(tokens)


def _scaled(m: NumberMention) -> bool:
    """Whether digits are written with a scale word: "4,3 millones", "2 milliards"."""
    return m.text[-1].isalpha() and any(c.isdigit() for c in m.text)


def range_role(  # noqa: PLR0911 - one return per cue, in the order they decide
    text: str,
    m: NumberMention,
    span: tuple[int, int],
    lang: NumberLanguage,
    tokens: dict[str, float],
    held: dict[str, float] | None = None,
) -> frozenset[str]:
    """``@from`` / ``@to`` for the end of a range or change the number names.

    A time in a statement that opens or closes something ("closes at 5:30 pm", also
    where the verb is left out: "Samstags beginnt … um 6:02, sonntags um 7:32") names
    that end; a statement about the present ("is now 2.9 %") the end a change reached,
    one about the past ("previously 5.15") the end it came from. ``held`` are words
    the number shares with others (a line's lead): asked after its own ``tokens``
    and the words of the statement.
    """
    if m.end_of_range:
        return frozenset({f"@{m.end_of_range}"})
    role = _worded(tokens, lang)
    if role is not None:  # "la temperatura mínima": the low end of "entre 16 e 30 °C"
        return role
    # The word right before the number says more than the statement's verb: "open
    # until 17:30" names the end.
    marked = marked_end(text, m, span[0], lang)
    if marked is not None:
        return frozenset({marked})
    role = _opened(m, tokens, lang)
    if role is not None:  # "ouvre à 12 h 15", "sale a 2356 m"
        return role
    word = _word_before(text, max(span[0], m.start - 24), m.start, lang)
    if word not in lang.conjunctions:
        state = statement_state(text, span, lang)  # "now 2.9 %", "previously 5.15"
        if state is not None:
            return frozenset({"@to" if state == NOW else "@from"})
    if held is None:
        return frozenset()
    return _worded(held, lang) or _opened(m, held, lang) or frozenset()


def _worded(tokens: dict[str, float], lang: NumberLanguage) -> frozenset[str] | None:
    """Return the end a word for the low or high end names: "mínima", "höchstens"."""
    _, _, lows, highs, *_ = _role_stems(lang)
    low, high = bool(tokens.keys() & lows), bool(tokens.keys() & highs)
    if low == high:
        return None
    return frozenset({"@from" if low else "@to"})


def _opened(
    m: NumberMention, tokens: dict[str, float], lang: NumberLanguage
) -> frozenset[str] | None:
    """Return the end a time's words name: the first or last of a series, its verb.

    "The last train departs at 20:40" names the end, whatever "departs" says;
    "begann 1248", "completed in 1880" name the ends of a span of years.
    """
    starts, ends, _, _, begins, completes, firsts, lasts = _role_stems(lang)
    if m.kind == "year":
        starts, ends = begins, completes
    elif m.kind in _TIMED:
        first, last = bool(tokens.keys() & firsts), bool(tokens.keys() & lasts)
        if first != last:
            return frozenset({"@from" if first else "@to"})
        starts, ends = starts | firsts, ends | lasts
    else:
        return None
    opening, closing = bool(tokens.keys() & starts), bool(tokens.keys() & ends)
    if opening == closing:
        return None
    return frozenset({"@from" if opening else "@to"})


def marked_end(
    text: str, m: NumberMention, start: int, lang: NumberLanguage
) -> str | None:
    """Return the end of a range or change the number's own words name, if any.

    The range itself ("9:00-17:30"), a plus after it ("65+") or the word right
    before the number ("until 17:30", "erhöht sich … auf 190 €", "from 5.15"):
    "@from" or "@to".
    """
    if m.end_of_range:
        return f"@{m.end_of_range}"
    # "65+": that value and over; "19,6 % nach 21,3 %": what it is compared against
    if _PLUS.match(text, m.end) or compared_against(text, m, start, lang):
        return "@from"
    word = _word_before(text, max(start, m.start - 24), m.start, lang)
    if word in lang.conjunctions:
        return None
    if word in lang.marks_to:
        return "@to"
    if word in lang.marks_from and not _measured(
        text, max(start, m.start - 40), m.start, lang
    ):
        return "@from"
    return None


def compared_against(
    text: str, m: NumberMention, start: int, lang: NumberLanguage
) -> bool:
    """Whether a comparison word after another number stands before ``m``.

    "Die SPD erreicht 19,6 Prozent nach 21,3 Prozent vor fünf Jahren": 21,3 is what
    19,6 is compared against, and the words after it are its own.
    """
    return _versus(lang).search(text, max(start, m.start - 60), m.start) is not None


@lru_cache(maxsize=16)
def _versus(lang: NumberLanguage) -> re.Pattern[str]:
    """Return the pattern of a comparison word, after another number, before one.

    "… erreicht 19,6 Prozent nach 21,3", "2.270 kr. om måneden mod 2.195": the other
    number stands a few words before ("kurz nach 2 Uhr" compares nothing).
    """
    if not lang.versus:
        return re.compile(r"(?!)")
    said = "|".join(re.escape(p) for p in sorted(lang.versus, key=len, reverse=True))
    article = "|".join(
        re.escape(a) for a in sorted(lang.articles, key=len, reverse=True)
    )
    article = f"(?:(?:{article})\\s+)?" if article else ""
    return re.compile(
        rf"\d\S*(?:\s+[^\W\d_]+\.?,?){{0,3}}\s+(?:{said})\s+{article}"
        rf"[$\u20ac\u00a3\u00a5]?\s?$",
        re.IGNORECASE,
    )


def _measured(text: str, start: int, end: int, lang: NumberLanguage) -> bool:
    """Whether the word before "von", "de", "van" names a dimension: "eine Höhe von".

    After what a measure measures, the word is "of", not "from" ("une hauteur de 55
    cm", "een breedte van 40 cm").
    """
    marker = _WORD_BEFORE.search(text, start, end)
    if marker is None:
        return False
    noun = _WORD_BEFORE.search(text, start, marker.start(1))
    return noun is not None and noun[1].lower() in lang.dimensions


def _word_before(text: str, start: int, end: int, lang: NumberLanguage) -> str:
    """Return the word before a number, past an article: "hasta los 2356 metros"."""
    before = _WORD_BEFORE.search(text, start, end)
    if before is None:
        return ""
    word = before[1].lower()
    if word in lang.articles:
        again = _WORD_BEFORE.search(text, start, before.start(1))
        return again[1].lower() if again else ""
    return word


def role_verbs(lang: NumberLanguage) -> frozenset[str]:
    """Return the stems of the words that open or close something: "starts", "endet"."""
    starts, ends, _, _, begins, completes, *_ = _role_stems(lang)
    return starts | ends | begins | completes


@lru_cache(maxsize=16)
def _role_stems(lang: NumberLanguage) -> tuple[frozenset[str], ...]:
    """Return the language's words for each end and each bound, stemmed as tokens are.

    Start, end, low, high, and the beginning and completion of a span of years.
    """
    return tuple(
        frozenset(stem(w, lang) for w in table)
        for table in (
            lang.starts,
            lang.ends,
            lang.lows,
            lang.highs,
            lang.begins,
            lang.completes,
            lang.firsts,
            lang.lasts,
        )
    )
