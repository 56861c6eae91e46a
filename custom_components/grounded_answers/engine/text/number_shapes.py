"""Fixed number shapes: dates, clocks, scores, slashes, phones, versions and names.

Each shape holds a digit and is claimed before plain digits are read, so that
"2024-07-20" is a year and a day, "4-2" a score and "COVID-19" a name rather than
numbers of their own. ``read_shapes`` marks the characters it claims in ``taken``.
"""

from __future__ import annotations

import re
from typing import Final

from . import number_data as data
from . import unit_data as units
from .number_draft import Draft

_VULGAR = "".join(data.VULGAR)
# Fixed shapes, tried in this order at each position; a handler may refuse a match.
_SPECIAL: Final = re.compile(
    r"(?P<iso>\b(?P<y>\d{4})-(?P<mo>\d{2})-(?P<d>\d{2})\b)"
    r"|(?P<dmy>(?<![\d.,-])(?P<dd>0?[1-9]|[12]\d|3[01])(?P<sep>[-.])"
    r"(?P<dm>0?[1-9]|1[0-2])(?P=sep)(?P<dy>1\d{3}|2[01]\d\d)(?![\d-]|[.,]\d))"
    r"|(?P<clock>\b(?P<h>[01]?\d|2[0-3])(?::|\.(?=\d\d\s?[ap]\.?m\b))"
    r"(?P<mi>[0-5]\d)(?::[0-5]\d)?(?:\b|(?=[ap]\.?m\b)))"  # "9:30", "10:30am"
    r"|(?P<score>(?<![\d/\u2013-])(?<!\d[.,])(?P<s1>\d{1,3})[-\u2013](?P<s2>\d{1,3})"
    r"(?![\d/\u2013-]|[.,]\d|\s?[-\u2013]\s?\d))"  # "won 4-2", "a 1-1 draw"
    r"|(?P<slash>\b\d+(?:/\d+){1,2}\b)"
    r"|(?P<phone>(?<![\w.])(?:\+\d{1,3}[\s.-]?|\(\d{1,5}\)\s?)?"
    r"\d{1,5}(?:[\s.-]\d{2,8}){1,5}(?!\w|\.\d))"
    r"|(?P<version>\b[vV](?P<v>\d+(?:\.\d+)*)\b)"
    r"|(?P<hyname>\b(?P<hw>[A-Za-z]+)-\d+(?:\.\d+)?\b)"
    r"|(?P<colon>\b[A-Z]{1,3}:\d{1,4}\b(?![.,:]\d))"  # "E:15", the code "E15"
    r"|(?P<code>\b[A-Za-z]+\d[A-Za-z\d]*-\d+\b(?![.,]\d))"  # "WF9-1400": one model
    r"|(?P<alnum>\b(?=[A-Za-z\d]*[A-Za-z])(?=[A-Za-z\d]*\d)[A-Za-z\d]+\b)"
)
_DIGIT_RUN: Final = re.compile(r"\d+")
_LETTER_COLON: Final = frozenset(f"{c}:" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_SCORE_CUE: Final = re.compile(
    r"\b(?:won|win|wins|winning|lost|lose|loses|losing|beat|beats|beaten|led|lead|leads"
    r"|leading|trail|trails|trailed|trailing|drew|draw|draws|score|scores|scored"
    r"|scoreline|victory|defeat|defeated|result|final|finished|ended)\b\W+"
    r"(?:\w+\W+){0,3}$",
    re.IGNORECASE,
)
_UNIT_AFTER_SCORE: Final = re.compile(
    rf"\s*(?:-\s*)?(?:{units.UNIT_WORD_PATTERN}|{units.UNIT_SYMBOL_PATTERN}|%"
    r"|[ap]\.?m\b|o['\u2019]clock|year|month|week|day|hour|minute|page|people)"
    rf"(?![{units.LATIN_LETTERS}])",
    re.IGNORECASE,
)
_VULGAR_ALONE: Final = re.compile(rf"(?<!\d)[{_VULGAR}]")


def read_shapes(
    text: str, taken: bytearray, ordinal_marks: tuple[str, ...] = ()
) -> list[Draft]:
    """Dates, clocks, slashes, phones, versions and names, claimed before digits.

    Each shape holds a digit, so only the token around each digit run is tried: at
    its start ("COVID-19", "+44 20 ...") and at the digits themselves.
    """
    out = (
        [
            Draft(data.VULGAR[m[0]], m.start(), m.end(), kind="fraction")
            for m in _VULGAR_ALONE.finditer(text)
        ]
        if any(char in text for char in data.VULGAR)  # rare: spare the scan
        else []
    )
    for run in _DIGIT_RUN.finditer(text):
        begin = run.start()
        if taken[begin]:
            continue
        while begin > 0 and (
            text[begin - 1].isalpha()
            or text[begin - 1] in "+(-"
            or text[begin - 2 : begin] in _LETTER_COLON  # "E:15"
        ):
            begin -= 1
        for pos in (begin,) if begin == run.start() else (begin, run.start()):
            match = _SPECIAL.match(text, pos)
            if match is None:
                continue
            name = next(n for n in _HANDLERS if match[n] is not None)
            if name == "alnum" and _marked(match[0], ordinal_marks):
                continue  # "12e", "3ème": an ordinal for the digit reader
            if name == "alnum" and match[0] in units.UNIT_SYMBOLS:
                continue  # "km2", "m3": the unit of the number before it
            drafts = _HANDLERS[name](match)
            if drafts is not None:  # None: refused, the plain readers take it
                taken[match.start() : match.end()] = b"\1" * len(match[0])
                out.extend(drafts)
                break
    return out


def _iso(m: re.Match[str]) -> list[Draft] | None:
    month, day = int(m["mo"]), int(m["d"])
    if not (1 <= month <= 12 and 1 <= day <= 31):  # noqa: PLR2004 - calendar bounds
        return None
    return [
        Draft(float(m["y"]), m.start("y"), m.end("y"), kind="year"),
        Draft(float(day), m.start("d"), m.end("d"), unit=data.MONTH_NUMBERS[month]),
    ]


def _dmy(m: re.Match[str]) -> list[Draft]:
    """Read "31.12.2023" and "31-12-2023" as what "31 December 2023" says."""
    month = int(m["dm"])
    return [
        Draft(
            float(m["dd"]), m.start("dd"), m.end("dd"), unit=data.MONTH_NUMBERS[month]
        ),
        Draft(float(m["dy"]), m.start("dy"), m.end("dy"), kind="year"),
    ]


def _clock(m: re.Match[str]) -> list[Draft]:
    hour, minute = int(m["h"]), m["mi"]
    whole = minute == "00" and m[0].count(":") <= 1
    value: float | str = float(hour) if whole else f"{hour}:{minute}"
    return [Draft(value, m.start(), m.end(), kind="time", unit="o'clock")]


def _score(m: re.Match[str]) -> list[Draft] | None:
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
        Draft(
            value, m.start(), m.end(), kind="score", alternatives=(f"{second}-{first}",)
        )
    ]


def _slash(m: re.Match[str]) -> list[Draft]:
    if m[0] in data.IDIOMS:
        return []  # claimed but not a number: "open 24/7"
    parts = [int(p) for p in m[0].split("/")]
    if len(parts) == 3:  # noqa: PLR2004 - day/month/year
        return [Draft("/".join(map(str, parts)), m.start(), m.end(), kind="date")]
    num, den = parts
    if den in data.FRACTION_DENOMINATORS and 0 < num < den:
        return [Draft(num / den, m.start(), m.end(), kind="fraction")]
    return [Draft(m[0], m.start(), m.end(), kind="name")]


def _phone(m: re.Match[str]) -> list[Draft] | None:
    """Phone-like digit groups; plain groups ("1990-2000") are refused."""
    surface = m[0]
    digits = re.sub(r"\D", "", surface)
    seps = re.findall(r"[\s.-]", surface.lstrip("+("))
    last_group = re.split(r"[\s.-]", surface)[-1]
    groups = re.split(r"[\s.-]", surface)
    trunk = (  # "0800 555 123", "0800 555": a trunk prefix and its number
        surface[0] == "0" and len(groups[0]) >= 3 and seps and seps[0] in " -"  # noqa: PLR2004
    )
    shaped = (
        surface[0] in "+("
        or trunk
        or (
            len(seps) >= 2  # noqa: PLR2004 - three groups at least
            and len(set(seps)) == 1
            and (
                seps[0] == "-"
                or (seps[0] == "." and len(last_group) == 4)  # noqa: PLR2004 - not 1.500.000
                or (
                    seps[0] == "."
                    and len(seps) >= 3  # noqa: PLR2004 - "06.12.34.56": four groups
                    and all(len(g) == 2 for g in groups[1:])  # noqa: PLR2004 - pairs
                )
                or (seps[0] == " " and surface[0] == "0")  # "0800 123 456"
                or (  # "900 36 12 48": four groups, not thousands ("1 234 567")
                    seps[0] == " "
                    and len(seps) >= 3  # noqa: PLR2004
                    and not all(len(g) == 3 for g in groups[1:])  # noqa: PLR2004
                )
            )
        )
    )
    if len(digits) < data.PHONE_MIN_DIGITS or not shaped:
        return None
    # Written without its spaces ("900361248") a phone number reads as digits.
    return [
        Draft(digits, m.start(), m.end(), kind="phone", alternatives=(float(digits),))
    ]


def _version(m: re.Match[str]) -> list[Draft]:
    alt = (float(m["v"]),) if m["v"].count(".") <= 1 else ()
    return [Draft(m["v"], m.start(), m.end(), kind="version", alternatives=alt)]


def _hyname(m: re.Match[str]) -> list[Draft] | None:
    word = m["hw"].lower()
    if word in data.HYPHEN_PREFIXES or word in data.WORD_VOCAB:
        return None  # "mid-1990s", "twenty-5": the number stands on its own
    return [Draft(_squash(m[0]), m.start(), m.end(), kind="name")]


def _code(m: re.Match[str]) -> list[Draft]:
    return [Draft(_squash(m[0]), m.start(), m.end(), kind="name")]


def _alnum(m: re.Match[str]) -> list[Draft] | None:
    head = re.match(r"\d+", m[0])
    if head and _glued_ok(m[0][head.end() :]):
        return None  # "20km", "9th", "1990s", "3pm": an ordinary number
    return [Draft(_squash(m[0]), m.start(), m.end(), kind="name")]


_HANDLERS: Final = {
    "iso": _iso,
    "dmy": _dmy,
    "clock": _clock,
    "score": _score,
    "slash": _slash,
    "phone": _phone,
    "version": _version,
    "hyname": _hyname,
    "colon": _code,
    "code": _code,
    "alnum": _alnum,
}


def _marked(token: str, marks: tuple[str, ...]) -> bool:
    """Whether ``token`` is digits and one of the language's ordinal marks."""
    head = re.match(r"\d+", token)
    return bool(head) and token[head.end() :].lower() in marks


def _glued_ok(suffix: str) -> bool:
    """Tell whether letters glued to digits are a suffix or unit ("9th", "20km")."""
    return (
        suffix.lower() in data.GLUED_SUFFIXES
        or suffix in data.GLUED_SCALES
        or suffix in units.UNIT_SYMBOLS
        or suffix.lower() in units.UNIT_WORDS
    )


def _squash(token: str) -> str:
    return re.sub(r"[^a-z0-9]", "", token.lower())
