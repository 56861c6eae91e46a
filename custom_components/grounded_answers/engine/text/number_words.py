"""Numbers written in words: scales, spoken years, ordinals and fractions.

``spoken_numbers(text)`` finds runs of number words ("two thousand and four",
"one point five million", "eighteen eighty-nine", "twenty-first", "two thirds") and
reads each with the tables of ``number_data``. It knows nothing about units, hedges or
digits; ``numbers.find_numbers`` adds those.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from . import number_data as data
from . import unit_data as units


@dataclass(frozen=True, slots=True)
class Spoken:
    """One number read from words."""

    value: float
    kind: str  # cardinal | ordinal | year | decade | fraction
    start: int
    end: int
    alternatives: tuple[float, ...] = ()


type _Token = tuple[str, int, int, bool]  # lower-case word, start, end, after a hyphen
type _Read = tuple[float, str, int, tuple[float, ...]]  # value, kind, next token, alts

_WORD: Final = re.compile(r"[A-Za-z]+")
_GAP: Final = re.compile(r"\s+|\s*-\s*")
_JOINERS: Final = frozenset({"and", "a", "an"})
_CLAUSE_WORDS: Final = re.compile(r"[A-Za-z']+")
_NEXT_WORD: Final = re.compile(r"\s*([A-Za-z']+)")
_HYPHENED: Final = re.compile(r"-([A-Za-z]+)")
# Which token classes may follow which while one number is being read.
_OPEN: Final = ("", "scale", "hundred", "and")  # a new group may start here
_COUNTED: Final = ("unit", "teen", "tens", "a")  # "hundred" may follow these
_MULTIPLIED: Final = ("unit", "teen", "tens", "hundred", "a", "point", "half")


def spoken_numbers(text: str) -> list[Spoken]:
    """Every number ``text`` writes in words, in order."""
    out: list[Spoken] = []
    for run in _runs(text):
        padded = [t[0] for t in run] + ["", "", ""]  # look ahead without bounds
        i = 0
        while i < len(run):
            read = _spoken_year(run, i) or _cardinal(run, i, padded)
            if read is None:
                i += 1
                continue
            value, kind, j, alts = read
            found = Spoken(value, kind, run[i][1], run[j - 1][2], alts)
            if _is_number(text, found):
                out.append(found)
            i = j
    return out


def _runs(text: str) -> list[list[_Token]]:
    """Maximal runs of number words joined only by spaces or hyphens."""
    runs: list[list[_Token]] = []
    run: list[_Token] = []
    for match in _WORD.finditer(text):
        word = match[0].lower()
        if word not in data.WORD_VOCAB and word not in _JOINERS:
            if run:
                runs.append(run)
            run = []
            continue
        gap = text[run[-1][2] : match.start()] if run else ""
        if run and not _GAP.fullmatch(gap):
            runs.append(run)
            run = []
        run.append((word, match.start(), match.end(), "-" in gap))
    if run:
        runs.append(run)
    return [r for r in runs if any(t[0] in data.WORD_VOCAB for t in r)]


def _two_digit(run: list[_Token], i: int) -> tuple[int, int] | None:
    """Read a spoken group 10..99 ("sixty-nine") at ``i``; return it and the next i."""
    word = run[i][0] if i < len(run) else ""
    if word in data.TEENS:
        return data.SMALL[word], i + 1
    if word not in data.TENS:
        return None
    unit = data.DIGIT_WORDS.get(run[i + 1][0], 0) if i + 1 < len(run) else 0
    if unit and run[i + 1][0] not in ("oh", "o"):
        return data.TENS[word] + unit, i + 2
    return data.TENS[word], i + 1


def _spoken_year(run: list[_Token], i: int) -> _Read | None:
    """Read a year in pairs: "eighteen eighty-nine", "nineteen oh five", "the 1890s"."""
    head = _two_digit(run, i)
    if head is None or not data.YEAR_CENTURIES[0] <= head[0] <= data.YEAR_CENTURIES[1]:
        return None
    century, j = head
    word = run[j][0] if j < len(run) else ""
    if word in data.DECADE_WORDS:
        return float(century * 100 + data.DECADE_WORDS[word]), "decade", j + 1, ()
    if word in ("oh", "o") and j + 1 < len(run) and run[j + 1][0] in data.DIGIT_WORDS:
        digit = data.DIGIT_WORDS[run[j + 1][0]]
        return (float(century * 100 + digit), "year", j + 2, ()) if digit else None
    tail = _two_digit(run, j)
    if tail is None or (tail[1] < len(run) and run[tail[1]][0] in data.SCALE_WORDS):
        return None
    return float(century * 100 + tail[0]), "year", tail[1], ()


def _cardinal(run: list[_Token], i: int, words: list[str]) -> _Read | None:  # noqa: PLR0912
    """Read the standard way: "two thousand and four", "one point five million"."""
    if words[i] in ("a", "an") and words[i + 1] in data.FRACTION_WORDS:
        return 1 / data.FRACTION_WORDS[words[i + 1]], "fraction", i + 2, ()
    if (
        words[i] == "half"
        and words[i + 1] in ("a", "an")
        and words[i + 2] in data.SCALE_WORDS
    ):
        return 0.5 * data.SCALE_WORDS[words[i + 2]], "cardinal", i + 3, ()
    total, current, last, kind, end = 0.0, 0.0, "", "cardinal", i
    j = i
    if words[i] in ("a", "an") and words[i + 1] in data.A_MULTIPLIED:
        current, last, j = 1.0, "a", i + 1
    while j < len(run):
        w = words[j]
        small = data.SMALL.get(w) if w not in ("oh", "o") else None
        if small is not None and (last in _OPEN or (last == "tens" and 0 < small < 10)):  # noqa: PLR2004
            kind_of = "teen" if small >= 10 else "unit"  # noqa: PLR2004
            current, last, j, end = current + small, kind_of, j + 1, j + 1
        elif w in data.TENS and last in _OPEN:
            current, last, j, end = current + data.TENS[w], "tens", j + 1, j + 1
        elif w == "hundred" and last in _COUNTED and current < 100:  # noqa: PLR2004
            current, last, j, end = current * 100, "hundred", j + 1, j + 1
        elif w in data.SCALE_WORDS and last in _MULTIPLIED:
            total += (current or 1.0) * data.SCALE_WORDS[w]
            current, last, j, end = 0.0, "scale", j + 1, j + 1
            if w == "dozen":
                break
        elif (
            w == "and"
            and last in ("hundred", "scale")
            and words[j + 1] in data.AFTER_AND
        ):
            last, j = "and", j + 1
        elif (
            w == "and"
            and last
            and words[j + 1] in ("a", "an")
            and words[j + 2] == "half"
        ):
            current, last, j, end = current + 0.5, "half", j + 3, j + 3
        elif w == "point" and last in ("", "unit", "teen", "tens"):
            k = j + 1
            while words[k] in data.DIGIT_WORDS:
                k += 1
            if k == j + 1:
                break
            digits = "".join(str(data.DIGIT_WORDS[x]) for x in words[j + 1 : k])
            current, last, j, end = current + float(f"0.{digits}"), "point", k, k
        elif w in data.FRACTION_WORDS and last in ("unit", "teen") and total == 0:
            if w.endswith("s") or current == 1:  # "two thirds", "one third"
                return current / data.FRACTION_WORDS[w], "fraction", j + 1, ()
            break
        elif w in data.ORDINALS:
            ordinal = _ordinal(data.ORDINALS[w], last, current, run[j][3])
            if ordinal is not None:
                current, kind, end = ordinal, "ordinal", j + 1
            break
        elif w in data.DECADE_WORDS and last == "":
            decade = float(data.DECADE_WORDS[w])
            return 1900 + decade, "decade", j + 1, (decade,)
        elif w == "half" and last == "":  # "half the town"; "the third quarter" is none
            return 0.5, "fraction", j + 1, ()
        else:
            break
    return None if end == i else (total + current, kind, end, ())


def _ordinal(value: int, last: str, current: float, hyphenated: bool) -> float | None:
    """Return the value an ordinal word gives the number so far, or None to stop."""
    if last == "tens" and value < 10:  # noqa: PLR2004
        # "twenty-first" needs its hyphen: "sixty second" is a duration.
        return current + value if hyphenated or value > 2 else None  # noqa: PLR2004
    if last in _OPEN and value < 100:  # noqa: PLR2004
        return current + value
    if value >= 100 and last in ("", *_COUNTED):  # noqa: PLR2004 - "(one) hundredth"
        return (current or 1.0) * value
    return None


def _is_number(text: str, found: Spoken) -> bool:
    """Tell real numbers from look-alikes: the pronoun "one", a lone "first"."""
    word = text[found.start : found.end].lower()
    if word in data.LONE_ORDINALS_SKIPPED:
        return False
    if word != "one":
        return True
    if joined := _HYPHENED.match(text, found.end):
        # "a one-hour drive" counts; "one-way" and "one-off" do not.
        return joined[1].lower() in units.UNIT_WORDS
    # The two words before it, within its own clause, and the word after it.
    window = re.split(r"[.!?;:,]", text[max(0, found.start - 30) : found.start])[-1]
    before = _CLAUSE_WORDS.findall(window.lower())[-2:]
    if any(w in data.ONE_PRONOUN_BEFORE for w in before) or before == ["one", "by"]:
        return False  # "the one on the left", "one by one"
    after = _NEXT_WORD.match(text, found.end)
    return not (after and after[1].lower() in data.ONE_PRONOUN_AFTER)
