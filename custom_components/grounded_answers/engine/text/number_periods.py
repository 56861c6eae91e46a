"""Parts of the day: "8 in the evening" is 20:00; "the morning period" holds no 17:00.

Each language's ``day_periods`` table names the parts of the day with the hours they
span. Right after a clock time or an hour ("las ocho de la tarde", "8 Uhr abends",
"8 in the evening"), a part of the day reads the hour on the twelve-hour clock where
only that reading fits it (``read_periods``, in the reader). Elsewhere in a sentence,
a part of the day qualifies the clock time nearest to it; a time outside the hours it
spans is no time of that part (``period_conflict``, for the numeric check): "the
morning Comfort period starts at 17:00".
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final, Protocol

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .languages import NumberLanguage
    from .number_draft import Draft


class Mentioned(Protocol):
    """What the check reads of a number mention (``numbers.NumberMention``)."""

    value: float | str
    kind: str
    start: int
    end: int
    span_end: int


_CLOCK: Final = "o'clock"
_HALF_DAY: Final = 12
_DAY: Final = 24
_HOURS: Final = range(1, 13)
_PIECE_CUT: Final = re.compile(r"[,;:]")
_MARGIN: Final = 2  # hours a part of the day reaches past its table's span, when judged
_MINUTES: Final = re.compile(r"(\d{1,2}):(\d{2})")


@lru_cache(maxsize=16)
def _patterns(lang: NumberLanguage) -> tuple[re.Pattern[str], re.Pattern[str]] | None:
    """Return a pattern for a part of the day right after a number, and anywhere."""
    if not lang.day_periods:
        return None
    names = "|".join(
        re.escape(p).replace(r"\ ", r"\s+")
        for p in sorted(lang.day_periods, key=len, reverse=True)
    )
    return (
        re.compile(rf"\s*(?P<c>,)?\s*(?P<p>{names})(?![^\W\d_])", re.IGNORECASE),
        re.compile(rf"(?<![^\W\d_'\u2019-])(?P<p>{names})(?![^\W\d_-])", re.IGNORECASE),
    )


def _hours(phrase: str, lang: NumberLanguage) -> tuple[float, float]:
    return lang.day_periods[re.sub(r"\s+", " ", phrase.lower())]


def _inside(hour: float, span: tuple[float, float]) -> bool:
    low, high = span
    if low <= high:
        return low <= hour <= high
    return hour >= low or hour <= high  # the night: 19 to 6


def _fit(hour: float, span: tuple[float, float]) -> float | None:
    """Return the hour as the part of the day reads it, or None where none fits."""
    if _inside(hour, span):
        return hour
    later = hour + _HALF_DAY
    if hour <= _HALF_DAY and _inside(later % _DAY if later > _DAY else later, span):
        return later % _DAY
    return None


def hour_of(value: float | str) -> float | None:
    """Return a clock value's hour ("17:30" -> 17.5, 17.0 -> 17.0)."""
    if isinstance(value, str):
        found = _MINUTES.fullmatch(value)
        return int(found[1]) + int(found[2]) / 60 if found else None
    return value


def _clock(hour: float) -> float | str:
    """Write an hour as the clock readers do: whole hours a number, else "h:mm"."""
    hour %= _DAY
    if hour.is_integer():
        return hour
    whole = int(hour)
    return f"{whole}:{round((hour - whole) * 60):02d}"


def read_periods(text: str, drafts: Sequence[Draft], lang: NumberLanguage) -> None:
    """Read a clock time or an hour followed by a part of the day in that part."""
    patterns = _patterns(lang)
    if patterns is None:
        return
    after, _anywhere = patterns
    for at, d in enumerate(drafts):
        if d.kind == "time":
            hour = hour_of(d.value)
        elif d.kind == "cardinal" and d.value in _HOURS and _bare_hour(text, d, lang):
            # "las ocho de la tarde", "à 7 h du soir"; never a duration: "8 hours
            # overnight" stays 8 hours
            hour = float(d.value)
        else:
            continue
        found = after.match(text, max(d.end, d.span_end))
        if hour is None or found is None:
            continue
        if (
            d.kind != "time"
            and not d.digits
            and d.span_end <= d.end
            and " " not in found["p"].strip()
        ):
            continue  # "one night", "zwei Nächte": nights counted, no hour of one
        if found["c"] and hour > _HALF_DAY:
            continue  # "um 23:48 Uhr, in den Nächten …": the next clause's, not 23:48's
        if text[d.start] == "0" and d.end - d.start > 1 and hour < _HALF_DAY:
            continue  # "08:00": a 24-hour time, no hour of a twelve-hour clock
        hours = _hours(found["p"], lang)
        fitted = _fit(hour, hours)
        if fitted is None:
            # "12 h 15 le soir": no time of the evening, the check says so; "drei Uhr
            # morgens" is no 15:00 either
            d.alternatives = tuple(
                a
                for a in d.alternatives
                if (at_hour := hour_of(a)) is not None
                and _fit(at_hour, hours) is not None
            )
            continue
        d.kind, d.unit, d.value, d.alternatives = "time", _CLOCK, _clock(fitted), ()
        d.span_end = found.end()
        if fitted != hour and at and d.end_of_range == "to":
            _later_start(text, drafts[at - 1], d, lang)  # "from 8 to 10 in the evening"


def _later_start(text: str, start: Draft, end: Draft, lang: NumberLanguage) -> None:
    """Read the first end of a range on the twelve-hour clock, as its second end is."""
    if start.end_of_range != "from":
        return
    if start.kind == "time":
        hour = hour_of(start.value)
    elif (
        start.kind == "cardinal"
        and start.value in _HOURS
        and _bare_hour(text, start, lang)
    ):
        hour = float(start.value)
    else:
        return
    if hour is None or hour >= _HALF_DAY or text[start.start] == "0":
        return
    if hour + _HALF_DAY > (hour_of(end.value) or 0.0):
        return  # "from 11 to 1 in the afternoon" starts before noon
    start.kind, start.unit = "time", _CLOCK
    start.value, start.alternatives = _clock(hour + _HALF_DAY), ()


def _bare_hour(text: str, d: Draft, lang: NumberLanguage) -> bool:
    """Whether ``d`` is an hour without a unit, or with the language's clock word."""
    if d.unit is None:
        return True
    written = text[d.end : d.span_end].strip().lower()
    return d.unit == "hour" and written in lang.clock_after | lang.clock_after_minutes


def period_conflict(
    text: str,
    span: tuple[int, int],
    m: Mentioned,
    mentions: Sequence[Mentioned],
    lang: NumberLanguage,
) -> str | None:
    """Return the part of the day ``m`` is said in but is no time of, if any.

    Each part of the day named in ``text[span]`` qualifies the clock time nearest to
    it: "from 06:30 to 08:00 in the morning and from 17:00 in the evening".
    """
    patterns = _patterns(lang)
    hour = hour_of(m.value) if m.kind == "time" else None
    if patterns is None or hour is None:
        return None
    clocks = [o for o in mentions if o.kind == "time" and span[0] <= o.start < span[1]]
    for found in patterns[1].finditer(text, *span):
        phrase = found["p"].lower()
        owner = next(
            (o for o in clocks if o.start <= found.start() < max(o.end, o.span_end)),
            None,  # read with its number: "8 in the evening" is 20:00 already
        )
        # A part of the day qualifies the nearest clock of its own piece of the
        # sentence where it has one: "9:00 to 11:30, the afternoon session 13:00 to
        # 17:00" gives the afternoon 13:00; "Le soir, … de 06:30 à 08:00" has none.
        near = [o for o in clocks if not _PIECE_CUT.search(_between(text, o, found))]
        nearest = owner or min(
            near or clocks, key=lambda o: _distance(o, found.start(), found.end())
        )
        if nearest is m and not _said_in(m, text, hour, _hours(phrase, lang)):
            return phrase
    return None


def _between(text: str, m: Mentioned, found: re.Match[str]) -> str:
    if max(m.end, m.span_end) <= found.start():
        return text[max(m.end, m.span_end) : found.start()]
    return text[found.end() : m.start]


def _said_in(m: Mentioned, text: str, hour: float, span: tuple[float, float]) -> bool:
    """Whether ``m`` may be a time of the part of the day ``span``.

    A bare hour may be said on the twelve-hour clock ("abends um 8 Uhr"); a time
    written the 24-hour way ("06:30", "17:00") is the hour it says.
    """
    low, high = span
    if _inside(hour, ((low - _MARGIN) % _DAY, (high + _MARGIN) % _DAY)):
        return True  # "the night tariff ends at 07:00": parts of the day have no edge
    written = text[m.start : m.end]
    twelve = hour <= _HALF_DAY and not written.startswith("0")
    return twelve and _fit(hour, span) is not None


def _distance(m: Mentioned, start: int, end: int) -> int:
    return start - m.end if m.end <= start else max(0, m.start - end)
