"""Number mentions: find the numbers a text states and normalise them to values.

No library reads spoken scales ("one point five million"), spoken years ("eighteen
eighty-nine") and ordinals together correctly, so this is a small table-driven reader
(tables in ``number_data``, words in ``number_words``). Decisions the numeric gate and
its readers rely on:

- ``1,500`` = ``1500``; ``1.500`` (one dot, exactly three digits after it) is ambiguous
  between a decimal and European thousands: ``value`` 1.5, ``alternatives`` hold 1500.
- ``3.12.1`` is a version; its value stays a string. A decimal also carries its literal
  text as an alternative, so "3.10" meets the version "3.10".
- "one" as a pronoun ("one of the tallest", "the one on the left") is no number; "a"
  counts only before a scale ("a million"); "once" and "twice" never count.
- "first" and "second" alone are no numbers (discourse "first", the time unit, "second
  opinion"); compounds ("twenty-first", "forty-second") are.
- Word fractions ("half", "a quarter", "two thirds") are mentions of kind ``fraction``;
  a whole number with a fraction ("two and a half", "half a million") is a cardinal.
- A day next to a month ("20 July", "July 20th") has the month as its unit, so days are
  compared only with days of the same month. Times of day have the unit ``o'clock``;
  "9 pm" is 21 with the spoken 9 as an alternative.
- Ranges ("19.5 to 21 degrees", "3-4 hours") are two mentions sharing the unit.
- "24/7" and "50/50" are idioms, not numbers. Tokens mixing letters and digits
  ("COVID-19", "MP3", "4K") are kind ``name``, their value the squashed lower-case
  token. Decades ("the 1990s", "the nineties") are kind ``decade``; phone numbers are
  kind ``phone`` with their digits as value.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Final

from . import number_data as data
from .number_words import spoken_numbers


@dataclass(frozen=True, slots=True)
class NumberMention:
    """One number stated in a text, normalised."""

    value: float | str  # numeric value; versions, names, phones and "9:30" stay str
    text: str  # the surface text of the number: "fifteen thousand", "1,500", "9th"
    start: int  # str offsets of ``text`` in the input
    end: int
    kind: str  # cardinal ordinal percent year decade version time fraction label ...
    unit: str | None  # canonical unit that goes with it: "metre", "percent", "july"
    hedged: bool  # about / roughly / over / some ... before it, or "or so" after it
    alternatives: tuple[float | str, ...] = ()  # other readings: "1.500" -> 1500
    span_end: int = -1  # end of the number together with its unit words
    prefix: str | None = None  # a name word right before it: "Apollo" of "Apollo 11"

    @property
    def values(self) -> tuple[float | str, ...]:
        """Every reading of the mention, the main one first."""
        return (self.value, *self.alternatives)


@dataclass(slots=True)
class _Draft:
    """A mention under construction; frozen into a ``NumberMention`` at the end."""

    value: float | str
    start: int
    end: int
    kind: str = "cardinal"
    unit: str | None = None
    alternatives: tuple[float | str, ...] = ()
    digits: bool = True  # written with digits: symbol units ("5 g") need digits
    hedged: bool = False
    span_end: int = -1
    prefix: str | None = None


_I = re.IGNORECASE
_VULGAR = "".join(data.VULGAR)
# Fixed shapes, tried in this order at each position; a handler may refuse a match.
_SPECIAL: Final = re.compile(
    r"(?P<iso>\b(?P<y>\d{4})-(?P<mo>\d{2})-(?P<d>\d{2})\b)"
    r"|(?P<clock>\b(?P<h>[01]?\d|2[0-3])(?::|\.(?=\d\d\s?[ap]\.?m\b))"
    r"(?P<mi>[0-5]\d)(?::[0-5]\d)?(?:\b|(?=[ap]\.?m\b)))"  # "9:30", "10:30am"
    r"|(?P<score>(?<![\d/\u2013-])(?<!\d[.,])(?P<s1>\d{1,3})[-\u2013](?P<s2>\d{1,3})"
    r"(?![\d/\u2013-]|[.,]\d|\s?[-\u2013]\s?\d))"  # "won 4-2", "a 1-1 draw"
    r"|(?P<slash>\b\d+(?:/\d+){1,2}\b)"
    r"|(?P<phone>(?<![\w.])(?:\+\d{1,3}[\s.-]?|\(\d{1,5}\)\s?)?"
    r"\d{1,5}(?:[\s.-]\d{2,5}){1,5}(?!\w|\.\d))"
    r"|(?P<version>\b[vV](?P<v>\d+(?:\.\d+)*)\b)"
    r"|(?P<hyname>\b(?P<hw>[A-Za-z]+)-\d+(?:\.\d+)?\b)"
    r"|(?P<alnum>\b(?=[A-Za-z\d]*[A-Za-z])(?=[A-Za-z\d]*\d)[A-Za-z\d]+\b)"
)
_DIGIT_RUN: Final = re.compile(r"\d+")
_SCORE_CUE: Final = re.compile(
    r"\b(?:won|win|wins|winning|lost|lose|loses|losing|beat|beats|beaten|led|lead|leads"
    r"|leading|trail|trails|trailed|trailing|drew|draw|draws|score|scores|scored"
    r"|scoreline|victory|defeat|defeated|result|final|finished|ended)\b\W+"
    r"(?:\w+\W+){0,3}$",
    re.IGNORECASE,
)
_UNIT_AFTER_SCORE: Final = re.compile(
    rf"\s*(?:-\s*)?(?:{data.UNIT_WORD_PATTERN}|{data.UNIT_SYMBOL_PATTERN}|%"
    r"|[ap]\.?m\b|o['\u2019]clock|year|month|week|day|hour|minute|page|people)"
    r"(?![A-Za-z])",
    re.IGNORECASE,
)
_SEPARATORS: Final = re.compile(r"[,\u00a0\u202f\u2009]")
_VULGAR_ALONE: Final = re.compile(rf"(?<!\d)[{_VULGAR}]")
_NUMBER: Final = re.compile(
    r"(?<![\w.])(?P<cur>[$€£¥]\s?)?(?P<num>"
    r"\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d)"  # 1,500 / 1,500.25
    r"|\d{1,3}(?:[\u00a0\u202f\u2009]\d{3})+(?!\d)"  # 15 000 with a thin space
    r"|\d{1,3}(?:\.\d{3})+,\d+"  # 1.500,5: European decimal comma
    r"|\d+(?:\.\d+)*|\.\d+)"
    rf"(?P<vf>[{_VULGAR}])?"
)
_SCALE_AFTER: Final = re.compile(
    r"\s?(thousand|million|billion|trillion|bn)\b|(k|mn)\b", _I
)
_MONEY_SCALE: Final = re.compile(r"\s?(m|b)\b", _I)  # "£2m", "$3b"
_ORDINAL_SUFFIX: Final = re.compile(r"(?:st|nd|rd|th)\b", _I)
_DECADE_SUFFIX: Final = re.compile(r"['\u2019]?s\b")
_DECADE_CUE: Final = re.compile(
    r"\b(?:the|early|late|mid|her|his|their|my|your)[\s-]+['\u2019]?$", _I
)
_NEG_WORD: Final = re.compile(r"\b(?:minus|negative)\s+$", _I)
_MONTH_AFTER: Final = re.compile(rf"\s+(?:of\s+)?({data.MONTH_PATTERN})\b")
_MONTH_BEFORE: Final = re.compile(rf"\b({data.MONTH_PATTERN})\.?\s+(?:the\s+)?$")
_TIME_OF_DAY: Final = re.compile(
    r"\s?(?:(?P<ap>[ap])\.?\s?m\b\.?|o['\u2019]clock\b"
    r"|(?P<part>in the morning|in the afternoon|in the evening|at night)\b)",
    _I,
)
_UNIT_WORD: Final = re.compile(
    rf"\s*(?:-\s*)?({data.UNIT_WORD_PATTERN})(?![A-Za-z])",
    _I | re.ASCII,  # U+017F (long s) must not fold to "s": the unit table is ASCII
)
_UNIT_SYMBOL: Final = re.compile(rf"\s?({data.UNIT_SYMBOL_PATTERN})(?![A-Za-z\d])")
_HEDGE_AFTER: Final = re.compile(r"-?ish\b|-odd\b|\s+or\s+(?:so|thereabouts)\b", _I)
_LABEL_BEFORE: Final = re.compile(r"(?:\b(?:no|nr|number)\.?\s*|#\s*)$", _I)
# Cheap, exact pre-checks that spare most numbers a costly pattern (_UNIT_WORD tries
# every unit form in turn). Each gives up (runs the pattern) on non-ASCII text, where
# case folding ("\u212a" is "k") could make a match the pre-check does not see.
_LETTERS_AT: Final = re.compile(r"\s*(?:-\s*)?([A-Za-z]*)")  # _UNIT_WORD's head
_UNIT_FIRST_WORDS: Final = frozenset(
    re.split(r"[^a-z]", form.lower(), maxsplit=1)[0] for form in data.UNIT_WORDS
)
_HEDGE_LAST_WORDS: Final = frozenset(hedge.split()[-1] for hedge in data.HEDGES)
_PREFIX_WORD: Final = re.compile(r"\b([A-Za-z]+)[ \u00a0-]$")
_RANGE_JOIN: Final = re.compile(
    r"\s*(?:-|\u2013|\u2014|to|and|or|through|until)\s*", _I
)
_MONTH_UNITS: Final = frozenset(data.MONTHS.values())
_BETWEEN: Final = re.compile(r"\bbetween\s+(?:[$\u20ac\u00a3\u00a5]\s?)?$", _I)
_AFTERNOON: Final = frozenset({"p", "in the afternoon", "in the evening", "at night"})


def find_numbers(text: str) -> list[NumberMention]:
    """Return every number ``text`` states, in order, normalised to values."""
    taken = bytearray(len(text))  # characters already read as part of a number
    drafts = _specials(text, taken) + _digit_numbers(text, taken)
    for spoken in spoken_numbers(text):
        if taken.find(1, spoken.start, spoken.end) != -1:
            continue  # a word inside a name or date already read
        draft = _Draft(
            spoken.value,
            spoken.start,
            spoken.end,
            kind=spoken.kind,
            alternatives=spoken.alternatives,
            digits=False,
        )
        _apply_sign(text, draft)
        drafts.append(draft)
    drafts.sort(key=lambda d: d.start)
    for d in drafts:
        _attach_unit(text, d)
        _mark_context(text, d)
    _share_ranges(text, drafts)
    return [
        NumberMention(
            value=d.value,
            text=text[d.start : d.end],
            start=d.start,
            end=d.end,
            kind=d.kind,
            unit=d.unit,
            hedged=d.hedged,
            alternatives=d.alternatives,
            span_end=max(d.span_end, d.end),
            prefix=d.prefix,
        )
        for d in drafts
    ]


def units_compatible(a: str | None, b: str | None) -> bool:
    """Units agree when either side names none, they are equal, or one is the family."""
    if a is None or b is None or a == b:
        return True
    return data.UNIT_PARENT.get(a) == b or data.UNIT_PARENT.get(b) == a


# ------------------------------------------------------------------ fixed shapes
def _specials(text: str, taken: bytearray) -> list[_Draft]:
    """Dates, clocks, slashes, phones, versions and names, claimed before digits.

    Each shape holds a digit, so only the token around each digit run is tried: at
    its start ("COVID-19", "+44 20 ...") and at the digits themselves.
    """
    out = (
        [
            _Draft(data.VULGAR[m[0]], m.start(), m.end(), kind="fraction")
            for m in _VULGAR_ALONE.finditer(text)
        ]
        if any(char in text for char in data.VULGAR)  # rare: spare the scan
        else []
    )
    for run in _DIGIT_RUN.finditer(text):
        begin = run.start()
        if taken[begin]:
            continue
        while begin > 0 and (text[begin - 1].isalpha() or text[begin - 1] in "+(-"):
            begin -= 1
        for pos in (begin,) if begin == run.start() else (begin, run.start()):
            match = _SPECIAL.match(text, pos)
            if match is None:
                continue
            name = next(n for n in _HANDLERS if match[n] is not None)
            drafts = _HANDLERS[name](match)
            if drafts is not None:  # None: refused, the plain readers take it
                taken[match.start() : match.end()] = b"\1" * len(match[0])
                out.extend(drafts)
                break
    return out


def _iso(m: re.Match[str]) -> list[_Draft] | None:
    month, day = int(m["mo"]), int(m["d"])
    if not (1 <= month <= 12 and 1 <= day <= 31):  # noqa: PLR2004 - calendar bounds
        return None
    return [
        _Draft(float(m["y"]), m.start("y"), m.end("y"), kind="year"),
        _Draft(float(day), m.start("d"), m.end("d"), unit=data.MONTH_NUMBERS[month]),
    ]


def _clock(m: re.Match[str]) -> list[_Draft]:
    hour, minute = int(m["h"]), m["mi"]
    whole = minute == "00" and m[0].count(":") <= 1
    value: float | str = float(hour) if whole else f"{hour}:{minute}"
    return [_Draft(value, m.start(), m.end(), kind="time", unit="o'clock")]


def _score(m: re.Match[str]) -> list[_Draft] | None:
    """Read a result ("won 4-2", "drew 1-1") as one mention, valued as written.

    A range never falls ("3-4 hours" rises), so a pair that does not rise is a score;
    a rising pair is one only after a result word ("lost 1-3") and with no unit after.
    """
    first, second = int(m["s1"]), int(m["s2"])
    text = m.string
    if _UNIT_AFTER_SCORE.match(text, m.end()):
        return None  # "3-4 hours", "5-10 km": a range
    before = text[max(0, m.start() - 40) : m.start()]
    if first < second and not _SCORE_CUE.search(before):
        return None
    value = f"{first}-{second}"
    return [
        _Draft(
            value, m.start(), m.end(), kind="score", alternatives=(f"{second}-{first}",)
        )
    ]


def _slash(m: re.Match[str]) -> list[_Draft]:
    if m[0] in data.IDIOMS:
        return []  # claimed but not a number: "open 24/7"
    parts = [int(p) for p in m[0].split("/")]
    if len(parts) == 3:  # noqa: PLR2004 - day/month/year
        return [_Draft("/".join(map(str, parts)), m.start(), m.end(), kind="date")]
    num, den = parts
    if den in data.FRACTION_DENOMINATORS and 0 < num < den:
        return [_Draft(num / den, m.start(), m.end(), kind="fraction")]
    return [_Draft(m[0], m.start(), m.end(), kind="name")]


def _phone(m: re.Match[str]) -> list[_Draft] | None:
    """Phone-like digit groups; plain groups ("1990-2000") are refused."""
    surface = m[0]
    digits = re.sub(r"\D", "", surface)
    seps = re.findall(r"[\s.-]", surface.lstrip("+("))
    last_group = re.split(r"[\s.-]", surface)[-1]
    shaped = surface[0] in "+(" or (
        len(seps) >= 2  # noqa: PLR2004 - three groups at least
        and len(set(seps)) == 1
        and (
            seps[0] == "-"
            or (seps[0] == "." and len(last_group) == 4)  # noqa: PLR2004 - not 1.500.000
            or (seps[0] == " " and surface[0] == "0")  # "0800 123 456"
        )
    )
    if len(digits) < data.PHONE_MIN_DIGITS or not shaped:
        return None
    return [_Draft(digits, m.start(), m.end(), kind="phone")]


def _version(m: re.Match[str]) -> list[_Draft]:
    alt = (float(m["v"]),) if m["v"].count(".") <= 1 else ()
    return [_Draft(m["v"], m.start(), m.end(), kind="version", alternatives=alt)]


def _hyname(m: re.Match[str]) -> list[_Draft] | None:
    word = m["hw"].lower()
    if word in data.HYPHEN_PREFIXES or word in data.WORD_VOCAB:
        return None  # "mid-1990s", "twenty-5": the number stands on its own
    return [_Draft(_squash(m[0]), m.start(), m.end(), kind="name")]


def _alnum(m: re.Match[str]) -> list[_Draft] | None:
    head = re.match(r"\d+", m[0])
    if head and _glued_ok(m[0][head.end() :]):
        return None  # "20km", "9th", "1990s", "3pm": an ordinary number
    return [_Draft(_squash(m[0]), m.start(), m.end(), kind="name")]


_HANDLERS: Final = {
    "iso": _iso,
    "clock": _clock,
    "score": _score,
    "slash": _slash,
    "phone": _phone,
    "version": _version,
    "hyname": _hyname,
    "alnum": _alnum,
}


def _glued_ok(suffix: str) -> bool:
    """Tell whether letters glued to digits are a suffix or unit ("9th", "20km")."""
    return (
        suffix.lower() in data.GLUED_SUFFIXES
        or suffix in data.GLUED_SCALES
        or suffix in data.UNIT_SYMBOLS
        or suffix.lower() in data.UNIT_WORDS
    )


def _squash(token: str) -> str:
    return re.sub(r"[^a-z0-9]", "", token.lower())


# ------------------------------------------------------------------ digit numbers
def _digit_numbers(text: str, taken: bytearray) -> list[_Draft]:
    """Numbers written with digits, with their sign, scale and suffix."""
    out: list[_Draft] = []
    for m in _NUMBER.finditer(text):
        if taken.find(1, m.start(), m.end()) != -1:
            continue
        value, alts, kind = _parse_digits(m["num"])
        if m["vf"] and isinstance(value, float):
            value += data.VULGAR[m["vf"]]
        draft = _Draft(value, m.start(), m.end(), kind=kind, alternatives=alts)
        if m["cur"]:
            draft.unit = data.CURRENCY_SYMBOLS[m["cur"].strip()]
        if isinstance(value, float):
            _apply_sign(text, draft)
            _apply_scale(text, draft, money=bool(m["cur"]))
            if draft.end == m.end() and value.is_integer():
                _integer_suffix(text, draft, m["num"])
        taken[draft.start : draft.end] = b"\1" * (draft.end - draft.start)
        out.append(draft)
    return out


def _parse_digits(raw: str) -> tuple[float | str, tuple[float | str, ...], str]:
    """Value, other readings and kind of a digit string such as "1,500" or "3.12.1"."""
    if "," in raw and "." in raw and raw.index(".") < raw.index(","):
        return float(raw.replace(".", "").replace(",", ".")), (), "cardinal"
    plain = _SEPARATORS.sub("", raw) if not raw.isdigit() else raw
    head, *rest = plain.split(".")
    if len(rest) > 1:  # "3.12.1", or European thousands "1.500.000"
        if len(head) <= 3 and all(len(g) == 3 for g in rest):  # noqa: PLR2004
            return float(head + "".join(rest)), (plain,), "cardinal"
        return plain, (), "version"
    if rest and head and len(rest[0]) == 3 and len(head) <= 3 and head != "0":  # noqa: PLR2004
        return float(plain), (float(head + rest[0]), plain), "cardinal"  # "1.500"
    return float(plain), (plain,) if rest else (), "cardinal"


def _apply_sign(text: str, draft: _Draft) -> None:
    """Negate "-5" and "minus five"; in "10-5" the dash is a range, not a sign."""
    before = text[max(0, draft.start - 16) : draft.start]
    if before.endswith(("-", "\u2212")):
        prior = before[:-1]
        if not prior or (prior[-1] in " \t\n([" and not prior.rstrip()[-1:].isdigit()):
            draft.start -= 1
            draft.value = -float(draft.value)
    elif _may_name(before, ("minus", "negative")) and (neg := _NEG_WORD.search(before)):
        draft.start -= len(neg[0])
        draft.value = -float(draft.value)


def _apply_scale(text: str, draft: _Draft, *, money: bool) -> None:
    """Multiply every numeric reading by a scale after it: "1.5 million", "15k"."""
    scale = _SCALE_AFTER.match(text, draft.end) or (
        _MONEY_SCALE.match(text, draft.end) if money else None
    )
    if scale:
        factor = data.SCALE_ABBREVIATIONS[scale[0].strip().lower()]
        draft.value = float(draft.value) * factor
        draft.alternatives = tuple(
            a * factor for a in draft.alternatives if isinstance(a, float)
        )
        draft.end = scale.end()


def _integer_suffix(text: str, draft: _Draft, raw: str) -> None:
    """Ordinal ("9th") and decade ("1990s", "the '90s") suffixes of an integer."""
    if suffix := _ORDINAL_SUFFIX.match(text, draft.end):
        draft.kind, draft.end = "ordinal", suffix.end()
        return
    decade = _DECADE_SUFFIX.match(text, draft.end)
    if not decade or not raw.endswith("0") or len(raw) not in (2, 4):
        return
    before = text[max(0, draft.start - 12) : draft.start]
    short = len(raw) == 2  # noqa: PLR2004 - "the 90s" rather than "the 1990s"
    if short and not (before.endswith(("'", "\u2019")) or _DECADE_CUE.search(before)):
        return  # "30s" alone is thirty seconds
    draft.kind, draft.end = "decade", decade.end()
    if short:  # "the 90s": the twentieth century first
        draft.value, draft.alternatives = 1900 + float(draft.value), (draft.value,)


# ------------------------------------------------------------------ context
def _attach_unit(text: str, d: _Draft) -> None:
    """Attach the unit, time of day or month after (a month also before) the number."""
    d.span_end = d.end
    if d.kind in data.UNITLESS_KINDS:
        return
    whole = isinstance(d.value, float) and d.value.is_integer()
    if whole and d.unit is None and 1 <= float(d.value) <= 31:  # noqa: PLR2004 - days
        after = _MONTH_AFTER.match(text, d.end)
        month = after or _MONTH_BEFORE.search(text, max(0, d.start - 16), d.start)
        if month:
            d.unit, d.span_end = data.MONTHS[month[1]], after.end() if after else d.end
            return
    hour = whole and 0 <= float(d.value) <= 12  # noqa: PLR2004 - a clock hour
    clock = _TIME_OF_DAY.match(text, d.end) if hour or d.kind == "time" else None
    if clock:
        _time_of_day(d, clock)
        return
    if d.unit is None:
        word = _unit_word(text, d.end)
        symbol = _UNIT_SYMBOL.match(text, d.end) if d.digits else None
        found = max(
            (m for m in (word, symbol) if m), key=lambda m: m.end(), default=None
        )
        if found:
            form = found[1]
            d.unit = data.UNIT_SYMBOLS.get(form) or data.UNIT_WORDS[_spaced(form)]
            d.span_end = found.end()
    if d.unit == "percent":
        d.kind = "percent"
    elif d.kind == "cardinal" and d.unit is None and d.digits and whole:
        surface = text[d.start : d.end]
        low, high = data.YEARS
        if (
            surface.isdigit()
            and len(surface) == len(str(high))
            and low <= d.value <= high
        ):
            d.kind = "year"


def _unit_word(text: str, pos: int) -> re.Match[str] | None:
    """Return ``_UNIT_WORD.match(text, pos)``; at once None when no unit starts there.

    A unit word ends where the letters do, so the letters at ``pos`` must be the
    first word of some unit form ("per" of "per cent", "km" of "km/h").
    """
    letters = _LETTERS_AT.match(text, pos)  # always matches: all of it is optional
    if letters is not None:
        after = text[letters.end() : letters.end() + 1]
        if after.isascii() and letters[1].lower() not in _UNIT_FIRST_WORDS:
            return None
    return _UNIT_WORD.match(text, pos)


def _may_name(text: str, words: tuple[str, ...]) -> bool:
    """Whether ``text`` may hold one of ``words`` (case-insensitive) for a pattern."""
    if not text.isascii():
        return True
    lowered = text.lower()
    return any(word in lowered for word in words)


def _spaced(form: str) -> str:
    return re.sub(r"[\s-]+", " ", form.lower())


def _time_of_day(d: _Draft, clock: re.Match[str]) -> None:
    """Read "9 pm" as 21 (the spoken 9 stays a reading) and "12 am" as 0."""
    part = (clock["ap"] or clock["part"] or "").lower()
    d.kind, d.unit, d.span_end = "time", "o'clock", clock.end()
    if isinstance(d.value, str):  # "9:30 pm"
        hour, minute = d.value.split(":", 1)
        if part in _AFTERNOON and int(hour) < 12:  # noqa: PLR2004
            d.value, d.alternatives = f"{int(hour) + 12}:{minute}", (d.value,)
        return
    hour_value = float(d.value)
    if part in _AFTERNOON and hour_value < 12:  # noqa: PLR2004
        d.value, d.alternatives = hour_value + 12, (hour_value,)
    elif part in ("a", "in the morning") and hour_value == 12:  # noqa: PLR2004
        d.value, d.alternatives = 0.0, (hour_value,)


def _mark_context(text: str, d: _Draft) -> None:
    """Mark hedge, label ("No. 5") and name prefix ("Apollo 11") from nearby words."""
    before = text[max(0, d.start - 40) : d.start]
    d.hedged = _hedged_before(before) or bool(_HEDGE_AFTER.match(text, d.end))
    if (
        d.kind == "cardinal"
        and _may_name(before[-10:], ("no", "nr", "number", "#"))
        and _LABEL_BEFORE.search(before[-10:])
    ):
        d.kind = "label"
    if d.digits and d.unit is None and (word := _PREFIX_WORD.search(before[-24:])):
        name = word[1]
        lower = name.lower()
        if (
            name[0].isupper() and lower not in data.PREFIX_STOP
        ) or lower in data.LABEL_WORDS:
            d.prefix = name


def _hedged_before(before: str) -> bool:
    """Tell whether the words before a number hedge it: "about", "just under"."""
    if before.rstrip()[-1:] in data.HEDGE_SYMBOLS:
        return True
    words = before.lower().split()[-3:]
    if not words or words[-1] not in _HEDGE_LAST_WORDS:
        return False  # every hedge ends in one of these words
    return any(" ".join(words[-k:]) in data.HEDGES for k in (1, 2, 3))


def _share_ranges(text: str, drafts: list[_Draft]) -> None:
    """Give the first end of a range ("19.5 to 21 degrees") the unit of the second."""
    for a, b in itertools.pairwise(drafts):
        join = _RANGE_JOIN.fullmatch(text, a.span_end, b.start)
        if not join:
            continue
        if (
            join[0].strip().lower() == "and"
            and b.unit not in _MONTH_UNITS
            and not _BETWEEN.search(text, max(0, a.start - 12), a.start)
        ):
            continue  # "30 seconds in 3.11 and 60 seconds": a list, not a range
        b.hedged = b.hedged or a.hedged
        if (
            b.unit
            and a.unit is None
            and isinstance(a.value, float)
            and a.kind != "year"
        ):
            a.unit = b.unit
            a.kind = "percent" if b.unit == "percent" else a.kind
