"""Numbers written with digits: separators, decimals, sign, scale and suffix.

``read_digits`` reads what the fixed shapes (``number_shapes``) left: "1,500",
"1.500" (a decimal or European thousands), "-5", "1.5 million", "£2m", "9th", "the
1990s". ``apply_sign`` also serves numbers written in words ("minus five").
"""

from __future__ import annotations

import re
from typing import Final

from . import number_data as data
from . import unit_data as units
from .number_draft import Draft, may_name

_I = re.IGNORECASE
_VULGAR = "".join(data.VULGAR)
_SEPARATORS: Final = re.compile(r"[,\u00a0\u202f\u2009]")
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


def read_digits(text: str, taken: bytearray) -> list[Draft]:
    """Numbers written with digits, with their sign, scale and suffix."""
    out: list[Draft] = []
    for m in _NUMBER.finditer(text):
        if taken.find(1, m.start(), m.end()) != -1:
            continue
        value, alts, kind = _parse_digits(m["num"])
        if m["vf"] and isinstance(value, float):
            value += data.VULGAR[m["vf"]]
        draft = Draft(value, m.start(), m.end(), kind=kind, alternatives=alts)
        if m["cur"]:
            draft.unit = units.CURRENCY_SYMBOLS[m["cur"].strip()]
        if isinstance(value, float):
            apply_sign(text, draft)
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


def _apply_scale(text: str, draft: Draft, *, money: bool) -> None:
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


def _integer_suffix(text: str, draft: Draft, raw: str) -> None:
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
