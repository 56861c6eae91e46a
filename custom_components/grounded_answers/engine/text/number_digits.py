"""Numbers written with digits: separators, decimals, sign, scale and suffix.

``read_digits`` reads what the fixed shapes (``number_shapes``) left: "1,500",
"1.500" (a decimal or European thousands), "-5", "1.5 million", "£2m", "9th", "the
1990s". ``apply_sign`` also serves numbers written in words ("minus five").
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from . import number_data as data
from . import unit_data as units
from .number_draft import Draft, may_name

if TYPE_CHECKING:
    from .languages import NumberLanguage

_I = re.IGNORECASE
_VULGAR = "".join(data.VULGAR)
_SEPARATORS: Final = re.compile(r"[,\u00a0\u202f\u2009' ]")
_CLOCK_DOT: Final = re.compile(r"([01]?\d|2[0-3])\.([0-5]\d)")
_GROUPS: Final = re.compile(r"[\u00a0\u202f\u2009' ]")
_NUMBER_TEMPLATE: Final = (
    # Not inside a Latin word or another number; after a CJK character it may stand
    # ("需要1.5天"): those scripts write no spaces.
    r"(?<![A-Za-z\d_.,\u00c0-\u024f])(?P<cur>[$€£¥][ \u00a0\u202f]?)?(?P<num>"
    r"\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d|,\d)"  # 1,500 / 1,500.25
    r"|\d{1,3}(?:[\u00a0\u202f\u2009'{space}]\d{3})+(?:,\d+)?(?![\d]|[.,]\d)"
    r"|\d{1,3}(?:\.\d{3})+,\d+"  # 1.500,5: European decimal comma
    r"|\d+,\d+(?!\d|,\d)"  # 35,8: a decimal comma
    r"|\d+(?:\.\d+)*|\.\d+)"
    rf"(?P<vf>[{_VULGAR}])?"
)
# Thousands grouped by thin or no-break spaces and apostrophes (de-CH) everywhere,
# by plain spaces only where the language writes them so ("84 607 016" in French).
_NUMBER: Final = re.compile(_NUMBER_TEMPLATE.replace("{space}", ""))
_NUMBER_SPACED: Final = re.compile(_NUMBER_TEMPLATE.replace("{space}", " "))
_SCALE_AFTER: Final = re.compile(
    r"\s?(thousand|million|billion|trillion|bn)\b|(k|mn)\b", _I
)
_MONEY_SCALE: Final = re.compile(r"\s?(m|b)\b", _I)  # "£2m", "$3b"
_ORDINAL_SUFFIX: Final = re.compile(r"(?:st|nd|rd|th)\b", _I)
_MARK: Final = re.compile(r"\.?([^\W\d_]+)")  # an ordinal's mark: "5º", "3.º", "3.ª"
_DECADE_SUFFIX: Final = re.compile(r"['\u2019]?s\b")
_DECADE_CUE: Final = re.compile(
    r"\b(?:the|early|late|mid|her|his|their|my|your)[\s-]+['\u2019]?$", _I
)
_NEG_WORD: Final = re.compile(r"\b(?:minus|negative)\s+$", _I)


def read_digits(text: str, taken: bytearray, lang: NumberLanguage) -> list[Draft]:
    """Numbers written with digits, with their sign, scale and suffix."""
    out: list[Draft] = []
    pattern = _NUMBER_SPACED if lang.space_groups else _NUMBER
    for m in pattern.finditer(text):
        if taken.find(1, m.start(), m.end()) != -1:
            continue
        value, alts, kind = _parse_digits(m["num"], decimal_comma=lang.decimal_comma)
        if m["vf"] and isinstance(value, float):
            value += data.VULGAR[m["vf"]]
        if lang.decimal_comma and (clock := _CLOCK_DOT.fullmatch(m["num"])):
            alts = (*alts, f"{int(clock[1])}:{clock[2]}")  # "um 17.30": half past five
            if m["num"][0] == "0" and not m["cur"]:  # "06.10": no decimal is so written
                hour, minute = int(clock[1]), clock[2]
                value = float(hour) if minute == "00" else f"{hour}:{minute}"
                alts, kind = (), "time"
        draft = Draft(value, m.start(), m.end(), kind=kind, alternatives=alts)
        if kind == "time":
            draft.unit = "o'clock"
        if m["cur"]:
            draft.unit = units.CURRENCY_SYMBOLS[m["cur"].strip()]
        if isinstance(value, float):
            apply_sign(text, draft)
            apply_scale(text, draft, money=bool(m["cur"]), lang=lang)
            if draft.end == m.end() and value.is_integer():
                _integer_suffix(text, draft, m["num"], lang)
        taken[draft.start : draft.end] = b"\1" * (draft.end - draft.start)
        out.append(draft)
    return out


def _parse_digits(
    raw: str, *, decimal_comma: bool
) -> tuple[float | str, tuple[float | str, ...], str]:
    """Return a digit string's value, other readings and kind: "1,500", "3.12.1".

    Where both marks appear the last is the decimal one ("1.500,5", "1,500.5"). A lone
    comma before other than three digits is a decimal comma in every language ("35,8");
    before exactly three ("1,500") it is a thousands mark in English and a decimal
    comma where the language writes one, the other reading kept as an alternative.
    """
    raw = _GROUPS.sub("", raw)
    if raw.isdigit() and raw[0] == "0" and len(raw) >= 7:  # noqa: PLR2004
        return raw, (), "phone"  # "08003300033": a number to dial, not a quantity
    if "," in raw and "." in raw:
        if raw.rindex(",") > raw.rindex("."):
            return float(raw.replace(".", "").replace(",", ".")), (), "cardinal"
        return float(raw.replace(",", "")), (), "cardinal"
    if "," in raw:
        return _parse_commas(raw, decimal_comma=decimal_comma)
    return _parse_dots(raw, decimal_comma=decimal_comma)


def _parse_commas(
    raw: str, *, decimal_comma: bool
) -> tuple[float | str, tuple[float | str, ...], str]:
    """Read a digit string with commas but no point: "35,8", "1,500", "1,500,000"."""
    head, *rest = raw.split(",")
    grouped = all(len(g) == 3 for g in rest) and 0 < len(head) <= 3  # noqa: PLR2004
    if len(rest) == 1 and not grouped:
        return float(f"{head}.{rest[0]}"), (raw,), "cardinal"  # "35,8"
    whole = float(raw.replace(",", ""))
    if len(rest) == 1 and decimal_comma:
        return float(f"{head}.{rest[0]}"), (whole,), "cardinal"  # de "1,500"
    return whole, (), "cardinal"


def _parse_dots(
    raw: str, *, decimal_comma: bool
) -> tuple[float | str, tuple[float | str, ...], str]:
    """Read a digit string with no comma: "42", "3.5", "1.500", "3.12.1"."""
    if decimal_comma and re.fullmatch(r"\d{1,3}(?:\.\d{3})+", raw) and raw[0] != "0":
        return float(raw.replace(".", "")), (raw,), "cardinal"  # de "1.500"
    plain = raw
    head, *rest = plain.split(".")
    if len(rest) > 1:  # "3.12.1", or European thousands "1.500.000"
        if len(head) <= 3 and all(len(g) == 3 for g in rest):  # noqa: PLR2004
            return float(head + "".join(rest)), (plain,), "cardinal"
        return plain, (), "version"
    if rest and head and len(rest[0]) == 3 and len(head) <= 3 and head != "0":  # noqa: PLR2004
        return float(plain), (float(head + rest[0]), plain), "cardinal"  # "1.500"
    return float(plain), (plain,) if rest else (), "cardinal"


def apply_sign(text: str, draft: Draft) -> None:
    """Negate "-5" and "minus five"; in "10-5" the dash is a range, not a sign."""
    before = text[max(0, draft.start - 16) : draft.start]
    if before.endswith(("-", "\u2212")):
        prior = before[:-1]
        if not prior or (prior[-1] in " \t\n([" and not prior.rstrip()[-1:].isdigit()):
            draft.start -= 1
            draft.value = -float(draft.value)
    elif may_name(before, ("minus", "negative")) and (neg := _NEG_WORD.search(before)):
        draft.start -= len(neg[0])
        draft.value = -float(draft.value)


def apply_scale(text: str, draft: Draft, *, money: bool, lang: NumberLanguage) -> None:
    """Multiply every numeric reading by a scale after it: "1.5 million", "15k".

    A spelled number takes one too: "atten mio. kr." is 18 million.
    """
    scale = _SCALE_AFTER.match(text, draft.end) or (
        _MONEY_SCALE.match(text, draft.end) if money else None
    )
    factor = data.SCALE_ABBREVIATIONS[scale[0].strip().lower()] if scale else 0.0
    if scale is None and lang.scales:
        scale = _scale_words(lang).match(text, draft.end)
        factor = lang.scales[scale[1].lower()] if scale else 0.0
    if scale:
        draft.value = float(draft.value) * factor
        draft.alternatives = tuple(
            a * factor for a in draft.alternatives if isinstance(a, float)
        )
        draft.end = scale.end()


@lru_cache(maxsize=16)
def _scale_words(lang: NumberLanguage) -> re.Pattern[str]:
    """Build the pattern of scale words after digits: "1,5 Millionen", "3 milliards"."""
    alternatives = "|".join(
        re.escape(w) for w in sorted(lang.scales, key=len, reverse=True)
    )
    return re.compile(rf"\s?({alternatives})(?!\w)", _I)


def _integer_suffix(text: str, draft: Draft, raw: str, lang: NumberLanguage) -> None:
    """Ordinal ("9th", "12e", "5º") and decade ("1990s", "the '90s") suffixes."""
    if lang.ordinal_marks:
        glued = _MARK.match(text, draft.end)
        if glued and glued[1].lower() in lang.ordinal_marks:
            draft.kind, draft.end = "ordinal", glued.end()
        return
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
