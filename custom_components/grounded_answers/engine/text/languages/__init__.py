"""Per-language tables for numbers: one module per language, looked up by code."""

from __future__ import annotations

from typing import Final

from . import da, de, en, es, fr, it, nl, pt
from .base import NumberLanguage

LANGUAGES: Final[dict[str, NumberLanguage]] = {
    table.LANGUAGE.code: table.LANGUAGE for table in (en, de, fr, es, nl, it, pt, da)
}
# Languages without tables: only how they write digits is known (a decimal comma and
# thousands grouped by plain spaces, or a decimal point). Their spelled numbers
# cannot be read; ``unread`` recognises some so that they are never served.
_DECIMAL_COMMA_SPACED: Final = frozenset(
    [
        "sv",
        "nb",
        "no",
        "nn",
        "fi",
        "pl",
        "cs",
        "sk",
        "ru",
        "uk",
        "bg",
        "hu",
        "et",
        "lv",
        "lt",
        "ro",
        "hr",
        "sr",
        "sl",
        "el",
        "tr",
        "is",
        "fo",
    ]
)
_DECIMAL_POINT: Final = frozenset(
    ["zh", "ja", "ko", "he", "th", "hi", "ms", "id", "tl", "ga", "cy"]
)
_UNREAD: Final[dict[str, NumberLanguage]] = {
    **{
        c: NumberLanguage(code=c, spelled=False, space_groups=True)
        for c in _DECIMAL_COMMA_SPACED
    },
    **{
        c: NumberLanguage(code=c, spelled=False, decimal_comma=False)
        for c in _DECIMAL_POINT
    },
}
_OTHER: Final = NumberLanguage(code="xx", spelled=False)


def language_code(code: str | None) -> str:
    """Return the base of a Home Assistant language code: "de-CH" -> "de"."""
    return (code or "en").replace("_", "-").split("-", 1)[0].lower()


def number_language(code: str | None) -> NumberLanguage:
    """Return the tables for a Home Assistant language code ("de", "de-CH", "pt_BR")."""
    base = language_code(code)
    return LANGUAGES.get(base) or _UNREAD.get(base) or _OTHER


__all__ = ["LANGUAGES", "NumberLanguage", "language_code", "number_language"]
