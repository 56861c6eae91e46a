"""Clock times written the way a language writes them: "17.30 Uhr", "17h30", "kl. 9".

English clocks ("9:30", "5:30 pm", "7 o'clock") are fixed shapes (``number_shapes``)
and context (``number_context``); this reader adds the forms that name the clock with
a word of the language's table (``clock_words``): after the time ("17 Uhr", "9.30
uur", "17 h 30") or before it (Danish "kl. 17.30"). Values are those of the shapes:
a whole hour is a number ("17"), a time with minutes a string ("17:30").
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from .number_draft import Draft

if TYPE_CHECKING:
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
