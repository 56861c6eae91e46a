"""Tables for the number reader (``numbers.py``): words, hedges, labels, months.

Data only. Each table is the single place a word is taught to the reader; the reader
itself has no word lists in its branches. Units have their own tables (``unit_data``).
"""

from __future__ import annotations

from typing import Final

# ------------------------------------------------------------------ number words
# Word tables are written as text and split: a word list reads best as words.
_SMALL_TEXT: Final = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen "
    "fourteen fifteen sixteen seventeen eighteen nineteen"
)
_TENS_TEXT: Final = "twenty thirty forty fifty sixty seventy eighty ninety"
SMALL: Final[dict[str, int]] = {w: i for i, w in enumerate(_SMALL_TEXT.split())} | {
    "nought": 0,
    "oh": 0,  # only inside spoken years and after "point": "nineteen oh five"
    "o": 0,
}
TEN: Final = 10
TEENS: Final = frozenset(w for w, v in SMALL.items() if v >= TEN)
DIGIT_WORDS: Final[dict[str, int]] = {w: v for w, v in SMALL.items() if v < TEN}
TENS: Final[dict[str, int]] = {
    w: TEN * i for i, w in enumerate(_TENS_TEXT.split(), start=2)
}
# Multipliers that close a group; "dozen" ends a number ("two dozen eggs").
SCALE_WORDS: Final[dict[str, float]] = {
    "thousand": 1e3,
    "million": 1e6,
    "billion": 1e9,
    "trillion": 1e12,
    "dozen": 12.0,
}
# "a" counts as one only before these: "a hundred", "a million", "a dozen".
A_MULTIPLIED: Final = frozenset({*SCALE_WORDS, "hundred"})
# Spoken years are read in pairs from "ten sixty-six" (1066) to "twenty ninety-nine".
YEAR_CENTURIES: Final = (10, 20)
SCALE_ABBREVIATIONS: Final[dict[str, float]] = {
    "thousand": 1e3,
    "million": 1e6,
    "billion": 1e9,
    "trillion": 1e12,
    "k": 1e3,
    "m": 1e6,  # only after a currency symbol: "£2m"
    "mn": 1e6,
    "b": 1e9,
    "bn": 1e9,
}
_ORDINAL_IRREGULAR: Final = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fifth": 5,
    "eighth": 8,
    "ninth": 9,
    "twelfth": 12,
}
ORDINALS: Final[dict[str, int]] = (
    {f"{w}th": v for w, v in SMALL.items() if 4 <= v <= 19}  # noqa: PLR2004 - 4th..19th
    | _ORDINAL_IRREGULAR
    | {w[:-1] + "ieth": v for w, v in TENS.items()}
    | {"hundredth": 100, "thousandth": 1000, "millionth": 1_000_000}
)
# Lone "first"/"second" are discourse words or the time unit far more often than counts.
LONE_ORDINALS_SKIPPED: Final = frozenset({"first", "second"})
# Denominators of word fractions: "half", "a quarter", "two thirds", "three fifths".
FRACTION_WORDS: Final[dict[str, int]] = {
    "half": 2,
    "halves": 2,
    "quarter": 4,
    "quarters": 4,
} | {
    w + s: v
    for w, v in ORDINALS.items()
    if 3 <= v <= TEN  # noqa: PLR2004 - thirds to tenths
    for s in ("", "s")
}
FRACTION_DENOMINATORS: Final = frozenset({2, 3, 4, 5, 6, 8, 10, 12, 16, 100})
VULGAR: Final[dict[str, float]] = {
    "½": 0.5,
    "¼": 0.25,
    "¾": 0.75,
    "⅓": 1 / 3,
    "⅔": 2 / 3,
    "⅛": 0.125,
}
DECADE_WORDS: Final[dict[str, int]] = {w[:-1] + "ies": v for w, v in TENS.items()}
WORD_VOCAB: Final = frozenset(
    set(SMALL)
    | set(TENS)
    | set(SCALE_WORDS)
    | set(ORDINALS)
    | set(FRACTION_WORDS)
    | set(DECADE_WORDS)
    | {"hundred", "point"}
)
# Words that may follow "and" inside a number: "two hundred and five", "... and first".
AFTER_AND: Final = frozenset(set(SMALL) | set(TENS) | set(ORDINALS)) - {"oh", "o"}
PHONE_MIN_DIGITS: Final = 7
# Four plain digits in this range, with no unit, are read as a year.
YEARS: Final = (1000, 2199)
# Kinds that take no unit after them.
UNITLESS_KINDS: Final = frozenset(
    {"version", "name", "date", "phone", "decade", "fraction", "score"}
)
IDIOMS: Final = frozenset({"24/7", "7/24", "50/50", "24/24"})

# "one" is a pronoun after a determiner ("the one on the left", "which one") and before
# these words ("one of the tallest", "one another", "one can").
_ONE_BEFORE_TEXT: Final = (
    "the this that which each every any no another a an some little last next "
    "other same"
)
_ONE_AFTER_TEXT: Final = (
    "of another by who whom whose that which can could should must may might would "
    "will shall day way point"
)
ONE_PRONOUN_BEFORE: Final = frozenset(_ONE_BEFORE_TEXT.split())
ONE_PRONOUN_AFTER: Final = frozenset(_ONE_AFTER_TEXT.split())

# ------------------------------------------------------------------------ context
# Words right before a number that make it an approximation or a bound.
_HEDGE_TEXT: Final = (
    "about|around|round about|roughly|approximately|approx.|approx|nearly|almost|over|"
    "well over|just over|a little over|under|well under|just under|a little under|"
    "more than|less than|fewer than|close to|some|circa|ca.|c.|an estimated|estimated|"
    "up to|at least|at most|upwards of|in excess of|nigh on|getting on for|"
    "somewhere around"
)
HEDGES: Final = frozenset(_HEDGE_TEXT.split("|"))
HEDGE_SYMBOLS: Final = frozenset("~≈<>")
# Lower-case words before a number that make it a label: "room 12", "version 3".
_LABEL_TEXT: Final = (
    "version release room route platform gate chapter page season episode level floor "
    "channel bus line track model series generation type class grade stage step phase "
    "building apartment flat unit zone section article item exit junction terminal "
    "seat row lane pier door"
)
LABEL_WORDS: Final = frozenset(_LABEL_TEXT.split())
# Capitalised words before a number that are not names ("In 1969", "About 7").
_PREFIX_STOP_TEXT: Final = (
    "in on at by of for from to since until till after before about around over under "
    "nearly almost roughly some approximately just only the a an and or but with than "
    "between circa is are was were it its top no nr number expect"
)
PREFIX_STOP: Final = frozenset(_PREFIX_STOP_TEXT.split())
# Words before a hyphen that leave the number alone: "mid-1990s", "pre-2000".
_HYPHEN_TEXT: Final = (
    "mid pre post early late top under over non anti sub ex circa ca up"
)
HYPHEN_PREFIXES: Final = frozenset(_HYPHEN_TEXT.split())
# Letters that may be glued to digits without making the token a name ("9th", "3pm").
GLUED_SUFFIXES: Final = frozenset({"st", "nd", "rd", "th", "s", "am", "pm"})
GLUED_SCALES: Final = frozenset({"k", "bn", "mn"})

# ------------------------------------------------------------------------- months
_MONTH_TEXT: Final = (
    "january february march april may june july august september october november "
    "december"
)
_MONTH_NAMES: Final = _MONTH_TEXT.split()
MONTHS: Final[dict[str, str]] = (
    {m.capitalize(): m for m in _MONTH_NAMES}
    | {m[:3].capitalize(): m for m in _MONTH_NAMES if m != "may"}
    | {"Sept": "september"}
)
MONTH_NUMBERS: Final[dict[int, str]] = dict(enumerate(_MONTH_NAMES, start=1))
# Case-sensitive on purpose: "may" and "march" in lower case are verbs.
MONTH_PATTERN: Final = "|".join(sorted(MONTHS, key=len, reverse=True))
