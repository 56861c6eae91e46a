"""Times said in words around an hour: "halb zehn", "quarter past nine", "y media".

A German, Dutch or Danish half hour names the hour it leads to ("halb zehn",
"half tien", "halv ti": 9:30), a quarter is "past" or "to" an hour in most
languages, and Spanish, Italian, Portuguese and French add the half or quarter
after the hour ("a las nueve y media", "alle nove e mezza", "à neuf heures et
demie"). Each language lists its phrases with the minutes they add and the hours
they shift the hour by (``spoken_before``, ``spoken_after``); a phrase after the
hour counts only once the language's "at" says a time follows, since "tres horas y
media" is a duration. The hour and its phrase become one clock time; the half or
quarter read as a fraction inside it is dropped.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from .number_clock import after_at_clock
from .number_patterns import phrase_alternatives
from .unit_data import UNIT_WORDS

if TYPE_CHECKING:
    from .languages import NumberLanguage
    from .number_draft import Draft

_NOON: Final = 12
_DAY: Final = 24
_HOUR_MINUTES: Final = 60
_TAIL: Final = 40  # characters after an hour read for what follows it
_APART: Final = 20  # characters from the number before, for "à deux" to be an hour
_HOURS: Final = range(1, 13)  # the hours a spoken time names
_NEXT_WORD: Final = re.compile(r"\s+([^\W\d_]+)")
_WORD_BEFORE: Final = re.compile(r"([^\W\d_]+\.?)\s+$")


@lru_cache(maxsize=16)
def _phrases(
    lang: NumberLanguage,
) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None]:
    """Compile the phrases before and after an hour, longest first."""

    def compiled(
        table: dict[str, tuple[int, int]], before: bool
    ) -> re.Pattern[str] | None:
        if not table:
            return None
        alternatives = phrase_alternatives(table)
        if before:
            return re.compile(rf"(?<![^\W\d_])({alternatives})\s+$", re.IGNORECASE)
        return re.compile(rf"\s+({alternatives})(?![^\W\d_])", re.IGNORECASE)

    return compiled(lang.spoken_before, True), compiled(lang.spoken_after, False)


def spoken_clocks(text: str, drafts: list[Draft], lang: NumberLanguage) -> list[Draft]:
    """Return ``drafts`` (in text order) with each spoken time read as one clock."""
    before, after = _phrases(lang)
    if before is None and after is None:
        return drafts
    out: list[Draft] = []
    merged = False
    for d in drafts:
        if not _bare_hour(d):
            out.append(d)
            continue
        found = _spoken(text, d, lang, before, after)
        if found is None:
            out.append(d)
            continue
        start, end, (minutes, shift) = found
        while out and out[-1].end > start:
            out.pop()  # "halb", "Viertel" or "a quarter", read as a fraction
        hour = (int(float(d.value)) + shift - 1) % 12 + 1
        d.value = _clock(hour, minutes)
        # "halb drei" is said of 2:30 and of 14:30 alike; "12" is noon or midnight.
        later = _clock(hour + 12, minutes) if hour < _NOON else _clock(0, minutes)
        d.kind, d.unit, d.alternatives = "time", "o'clock", (later,)
        d.start, d.end = start, end
        out.append(d)
        merged = True
    return [d for d in out if not _inside(d, out)] if merged else out


def _clock(hour: int, minutes: int) -> float | str:
    """Return a clock time's value as the reader writes it: 14.0, "14:30"."""
    return f"{hour}:{minutes:02d}" if minutes else float(hour)


def _spoken(
    text: str,
    d: Draft,
    lang: NumberLanguage,
    before: re.Pattern[str] | None,
    after: re.Pattern[str] | None,
) -> tuple[int, int, tuple[int, int]] | None:
    """Return where the time said around hour ``d`` starts and ends, and its entry."""
    if after is not None:
        found = after.match(text, d.end)
        if found is not None and after_at_clock(text, d.start, lang):
            return d.start, found.end(), lang.spoken_after[_key(found[1])]
    following = _NEXT_WORD.match(text, d.end)
    if following is not None and following[1].lower() in (lang.units or UNIT_WORDS):
        return None  # "halb 2 Liter": half of two litres, no time
    if before is not None:
        found = before.search(text, max(0, d.start - 24), d.start)
        if found is not None:
            return found.start(1), d.end, lang.spoken_before[_key(found[1])]
    return None


def said_hours(text: str, drafts: list[Draft], lang: NumberLanguage) -> None:
    """Read each hour said in words as the clock (``_said_hour``).

    One after "at" ("a las tres", "alle tre") is an hour only where no number stands
    just before it.
    """
    previous = -_APART
    for d in drafts:
        _said_hour(text, d, lang, alone=d.start - previous >= _APART)
        previous = max(d.end, d.span_end)


def _said_hour(text: str, d: Draft, lang: NumberLanguage, *, alone: bool) -> None:
    """Read an hour said in words as the clock, of the morning or the afternoon.

    "um drei Uhr", "klokken tre", "at three o'clock": a voice says the hour, not
    which half of the day; "drei Uhr nachmittags" is settled by its period later.
    """
    if d.digits or (not _bare_hour(d) and not _spelled_clock(d)):
        return
    if not _spelled_clock(d):
        word = _NEXT_WORD.match(text, d.end)
        before = _WORD_BEFORE.search(text, max(0, d.start - 16), d.start)
        if not (
            (word is not None and word[1].lower() in lang.clock_after)
            or (before is not None and before[1].lower() in lang.clock_before)
            or (
                alone  # "cinq essais à deux" counts: another number stands just before
                and after_at_clock(text, d.start, lang)
                and _closes(text, d.end, lang)
            )
        ):
            return
        d.kind, d.unit = "time", "o'clock"
        if word is not None and word[1].lower() in lang.clock_after:
            d.span_end = word.end()
    hour = int(float(d.value))  # type: ignore[arg-type]
    if 0 < hour < _NOON:
        d.alternatives = (_clock(hour + _NOON, 0),)


def said_minutes(text: str, drafts: list[Draft], lang: NumberLanguage) -> list[Draft]:
    """Join the minutes a voice says after an hour: "dix-sept heures trente".

    An hour of the clock ("siebzehn Uhr", or any hour of the day after "at": "alle
    diciassette e trenta") followed by one to fifty-nine, past its clock word or an
    "and", with nothing counted after them, is one time: 17:30.
    """
    out: list[Draft] = []
    for d in drafts:
        hour = out[-1] if out else None
        if hour is not None and _minutes_of(text, hour, d, lang):
            h, minutes = int(float(hour.value)), int(float(d.value))  # type: ignore[arg-type]
            hour.value, hour.kind, hour.unit = f"{h}:{minutes:02d}", "time", "o'clock"
            later = (f"{h + _NOON}:{minutes:02d}",) if 0 < h < _NOON else ()
            hour.alternatives, hour.end, hour.span_end = later, d.end, d.end
            continue
        out.append(d)
    return out


def _minutes_of(text: str, hour: Draft, d: Draft, lang: NumberLanguage) -> bool:
    """Whether ``d`` says the minutes of ``hour`` (``said_minutes``)."""
    whole = isinstance(hour.value, float) and hour.value.is_integer()
    if not whole or not 0 <= float(hour.value) <= _DAY:  # type: ignore[arg-type]
        return False
    clock = hour.kind == "time" and hour.unit == "o'clock"
    if not clock and not (hour.kind == "cardinal" and hour.unit is None):
        return False
    if not clock and not after_at_clock(text, hour.start, lang):
        return False
    minutes = d.value
    if d.kind != "cardinal" or d.unit is not None or not isinstance(minutes, float):
        return False
    if not (minutes.is_integer() and 0 < minutes < _HOUR_MINUTES):
        return False
    between = text[max(hour.end, hour.span_end) : d.start].lower().split()
    joins = lang.ands | lang.clock_after
    return (
        len(between) <= 1
        and all(w in joins for w in between)
        and _closes(text, d.end, lang)
    )


def _closes(text: str, end: int, lang: NumberLanguage) -> bool:
    """Whether nothing counted follows an hour: "a las tres.", "alle tre del pomeriggio".

    "at three points" counts points; a clause's end, a conjunction or a part of the
    day leaves the hour a time.
    """
    tail = text[end : end + _TAIL].lstrip().lower()
    if not tail or tail[0] in ".,;:!?)":
        return True
    word = _NEXT_WORD.match(" " + tail)
    return word is not None and (
        word[1] in lang.conjunctions
        or any(tail.startswith(period) for period in lang.day_periods)
    )


def _spelled_clock(d: Draft) -> bool:
    """Whether ``d`` is already a whole hour of the clock: "three o'clock"."""
    return (
        d.kind == "time"
        and isinstance(d.value, float)
        and d.value.is_integer()
        and int(d.value) in _HOURS
    )


def _bare_hour(d: Draft) -> bool:
    """Whether ``d`` is a whole hour of a twelve-hour clock, with nothing attached."""
    return (
        d.kind == "cardinal"
        and d.unit is None
        and isinstance(d.value, float)
        and d.value.is_integer()
        and int(d.value) in _HOURS
    )


def _inside(d: Draft, drafts: list[Draft]) -> bool:
    """Whether another draft's span holds ``d`` ("media" inside "nueve y media")."""
    return any(o is not d and o.start <= d.start and d.end <= o.end for o in drafts)


def _key(phrase: str) -> str:
    return re.sub(r"\s+", " ", phrase.lower())
