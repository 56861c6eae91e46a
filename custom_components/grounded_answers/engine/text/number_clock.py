"""Clock times written the way a language writes them: "17.30 Uhr", "17h30", "kl. 9".

English clocks ("9:30", "5:30 pm", "7 o'clock") are fixed shapes (``number_shapes``)
and context (``number_context``); this reader adds the forms that name the clock with
a word of the language's table (``clock_words``): after the time ("17 Uhr", "9.30
uur", "17 h 30") or before it (Danish "kl. 17.30"). Values are those of the shapes:
a whole hour is a number ("17"), a time with minutes a string ("17:30"). An hour
after the word for "at" (``clock_hour``), the ends of a range of clock times
(``clock_range``) and the times listed after one (``clock_lists``) are clocks too,
without a clock word of their own.
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from .number_draft import Draft

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .languages import NumberLanguage

_HOUR: Final = r"(?P<h>[01]?\d|2[0-4])"
_MINUTE: Final = r"(?P<mi>[0-5]\d)"


@lru_cache(maxsize=16)
def _patterns(lang: NumberLanguage) -> tuple[tuple[re.Pattern[str], bool], ...]:
    """Return the language's clock patterns, each with whether it needs the minutes."""
    out = []
    for names, minutes in ((lang.clock_after, False), (lang.clock_after_minutes, True)):
        if names:
            word = _alternatives(names)
            out.append(
                (
                    re.compile(
                        rf"(?<![\d.,]){_HOUR}(?:[.:]{_MINUTE})?\s?(?:{word})"
                        r"(?:\s?(?P<mi2>[0-5]\d))?(?![^\W\d_])",
                        re.IGNORECASE,
                    ),
                    minutes,
                )
            )
    if lang.clock_before:
        word = _alternatives(lang.clock_before)
        out.append(
            (
                re.compile(
                    rf"(?<![^\W\d_])(?:{word})\s?{_HOUR}(?:[.:]{_MINUTE})?(?![\d]|[.,]\d)",
                    re.IGNORECASE,
                ),
                False,
            )
        )
    return tuple(out)


def _alternatives(names: frozenset[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(names, key=len, reverse=True))


def read_clocks(text: str, taken: bytearray, lang: NumberLanguage) -> list[Draft]:
    """Clock times named with the language's clock words; marks them in ``taken``."""
    out: list[Draft] = []
    for pattern, needs_minutes in _patterns(lang):
        for m in pattern.finditer(text):
            minute = m["mi"] or m.groupdict().get("mi2")
            if taken.find(1, m.start(), m.end()) != -1 or (
                needs_minutes and minute is None
            ):
                continue
            if m.groupdict().get("mi2") and _minutes_follow(text, m.end(), lang):
                continue  # "3 uur 30 minuten": a duration, for the plain readers
            hour = int(m["h"]) % 24
            value: float | str = (
                float(hour) if minute in (None, "00") else f"{hour}:{minute}"
            )
            out.append(Draft(value, m.start("h"), m.end(), kind="time", unit="o'clock"))
            taken[m.start() : m.end()] = b"\1" * (m.end() - m.start())
    return out


_NEXT_WORD: Final = re.compile(r"\s*([^\W\d_]+)")


def _minutes_follow(text: str, end: int, lang: NumberLanguage) -> bool:
    """Whether a minute unit follows a clock's minutes: "3 uur 30 minuten"."""
    word = _NEXT_WORD.match(text, end)
    return word is not None and lang.units.get(word[1].lower()) == "minute"


_CLOCK_END: Final = re.compile(r"([01]?\d|2[0-4])(?:[.:]([0-5]\d))?")
_DOTTED: Final = re.compile(r"\d{1,2}\.[0-5]\d")
_NOON: Final = 12


def clock_hour(text: str, d: Draft, lang: NumberLanguage) -> None:
    """Read a whole hour with the clock's word after "at" as a clock: "à 19 h".

    "ferme à 19 h", "om 17 uur", "à partir de 16 h", "vanaf 9 uur": the language's
    words for "at", "from" or "around" a time (``at_clock``) and its clock word name
    an hour of the clock; "dure 2 h", "in 3 uur" stay durations.
    """
    if d.unit != "hour" or not isinstance(d.value, float) or not d.value.is_integer():
        return
    if (
        _clock_word(text, d, lang)
        and 0 <= d.value <= 24  # noqa: PLR2004 - hours of a day
        and after_at_clock(text, d.start, lang)
    ):
        d.kind, d.unit = "time", "o'clock"


def after_at_clock(text: str, start: int, lang: NumberLanguage) -> bool:
    """Whether the words before ``start`` say a time of the clock follows.

    The language's "at", "from" or "around" a time (``at_clock``: "à", "à partir
    de", "vanaf", "a las"), a hedge between them left out ("vers environ 19 h").
    """
    before = text[max(0, start - 24) : start].lower()
    words = re.sub(r"['\u2019]", " ", before).split()  # "jusqu'à 19 h"
    while words and words[-1] in lang.hedges:
        words.pop()
    return any(" ".join(words[-n:]) in lang.at_clock for n in (1, 2, 3))


def clock_range(text: str, a: Draft, b: Draft, lang: NumberLanguage) -> None:
    """Read the ends of a range as clock times where one end is: "7 h 45 à 19 h".

    An end without a clock word of its own is the clock the other names ("von 8.30
    bis 12 Uhr": not the decimal 8.3), and so is a range of hours one end of which
    has minutes where a decimal takes a comma ("van 8.30 tot 17 uur", "14-17.30"),
    or one of whole hours "from" opens (``_hours_from``). An afternoon the second end
    names spans the range where its first end is the earlier hour as written: "7 to 9
    pm" is 19-21, "9 to 5 pm" 9-17.
    """
    if (
        lang.decimal_comma
        and b.kind == "cardinal"
        and b.unit == "hour"
        and _clock_word(text, b, lang)
        and _DOTTED.fullmatch(text, a.start, a.end)
    ):
        _as_clock(text, b, None)
    if lang.decimal_comma and _bare(a) and _bare(b) and _dotted(text, a, b):
        _as_clock(text, b, None)  # "kl. 9-13 og 14-17.30": no decimal takes a dot
    if _hours_from(text, a, b, lang):
        _as_clock(text, b, None)  # "van 8 tot 17 uur": from a time of the day
    for end, other in ((a, b), (b, a)):
        if (
            other.kind == "time"
            and end.kind == "cardinal"
            and end.unit in (None, "hour", "o'clock")
            and isinstance(end.value, float)
        ):
            _as_clock(text, end, other if end is a else None)
    if (
        not b.digits  # "von 11 bis 1 Uhr nachts" is written as meant
        and _whole_hour(a)
        and _whole_hour(b)
        and 1 <= b.value < a.value <= _NOON  # type: ignore[operator]
    ):
        b.value, b.alternatives = float(b.value) + _NOON, ()  # "neun bis fünf": 17


_NOON: Final = 12


def _whole_hour(d: Draft) -> bool:
    """Whether ``d`` is a clock time of a whole hour: "nine", "9 Uhr"."""
    return d.kind == "time" and isinstance(d.value, float) and d.value.is_integer()


_LIST_GAP: Final = re.compile(r"\s*(?:[\u00b7,;/|]\s*)?(?:([^\W\d_]+)\s*)?$")


def clock_lists(text: str, drafts: Sequence[Draft], lang: NumberLanguage) -> None:
    """Read the numbers listed after a clock time as clock times: "kl. 6.15 · 9.30".

    Each is written as a clock ("H.MM") and joined to the one before by a separator
    or a conjunction; a decimal of a data sheet ("6.15 · 9.30 kg") is not listed so.
    """
    for a, b in itertools.pairwise(drafts):
        if a.kind != "time" or not _bare(b):
            continue
        gap = _LIST_GAP.fullmatch(text, max(a.end, a.span_end), b.start)
        joined = gap is not None and (gap[1] is None or gap[1].lower() in lang.ands)
        if joined and _DOTTED.fullmatch(text, b.start, b.end) and b.span_end <= b.end:
            _as_clock(text, b, None)


_FROM_WORD: Final = re.compile(r"([^\W\d_]+)\s+$")


def _hours_from(text: str, a: Draft, b: Draft, lang: NumberLanguage) -> bool:
    """Whether "from" opens a range of whole hours ending in the clock's word.

    "van 8 tot 17 uur", "vanaf 9 tot 12 uur": from one hour of the day to a later one;
    a duration has no "from" ("2 tot 3 uur", "tussen 2 en 3 uur").
    """
    if not (b.kind == "cardinal" and b.unit == "hour" and _clock_word(text, b, lang)):
        return False
    if a.kind != "cardinal" or a.unit not in (None, "hour"):
        return False
    if not (isinstance(a.value, float) and isinstance(b.value, float)):
        return False
    before = _FROM_WORD.search(text, max(0, a.start - 16), a.start)
    return (
        before is not None
        and before[1].lower() in (lang.marks_from | lang.range_from) - lang.between
        and a.value.is_integer()
        and b.value.is_integer()
        and 0 <= a.value < b.value <= 24  # noqa: PLR2004 - hours of a day
    )


def _bare(d: Draft) -> bool:
    return d.kind == "cardinal" and d.unit is None and isinstance(d.value, float)


def _dotted(text: str, a: Draft, b: Draft) -> bool:
    """Whether one end of a range is written "H.MM" and the other a clock's hour too."""
    ends = [_DOTTED.fullmatch(text, d.start, d.end) for d in (a, b)]
    return any(ends) and all(_CLOCK_END.fullmatch(text, d.start, d.end) for d in (a, b))


def _clock_word(text: str, d: Draft, lang: NumberLanguage) -> bool:
    written = text[d.end : d.span_end].strip().lower()
    return written in lang.clock_after | lang.clock_after_minutes


def _as_clock(text: str, d: Draft, later: Draft | None) -> None:
    """Read ``d`` as the clock it is written as, where it is one ("8.30", "17")."""
    clock = _CLOCK_END.fullmatch(text, d.start, d.end)
    if clock is None:
        if not d.digits and _hour(d.value) in range(25):  # "fra klokken ni til fem"
            d.kind, d.unit = "time", "o'clock"
        return
    hour, minute = int(clock[1]) % 24, clock[2]
    written = None if later is None else _CLOCK_END.match(text, later.start)
    if written is not None and _hour(later.value) == int(written[1]) + _NOON:
        hour += _NOON if hour < int(written[1]) else 0
    d.kind, d.unit = "time", "o'clock"
    d.value = float(hour) if minute in (None, "00") else f"{hour}:{minute}"


def _hour(value: float | str | None) -> int | None:
    """Return the hour of a clock value: 21.0 -> 21, "16:45" -> 16."""
    if isinstance(value, str):
        head = value.partition(":")[0]
        return int(head) if head.isdigit() else None
    return int(value) if isinstance(value, float) and value.is_integer() else None
