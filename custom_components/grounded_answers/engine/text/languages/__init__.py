"""Per-language tables for numbers: one module per language, looked up by code."""

from __future__ import annotations

from typing import Final

from . import da, de, en, es, fr, it, nl, pt
from .base import NumberLanguage

LANGUAGES: Final[dict[str, NumberLanguage]] = {
    table.LANGUAGE.code: table.LANGUAGE for table in (en, de, fr, es, nl, it, pt, da)
}
# Languages whose decimal comma, hedges and units are known though text2num cannot
# read their spelled numbers: a spelled number there is never served.
_UNREAD: Final = NumberLanguage(code="xx", spelled=False)


def number_language(code: str | None) -> NumberLanguage:
    """Return the tables for a Home Assistant language code ("de", "de-CH", "pt_BR")."""
    base = (code or "en").replace("_", "-").split("-", 1)[0].lower()
    return LANGUAGES.get(base) or _UNREAD


__all__ = ["LANGUAGES", "NumberLanguage", "number_language"]
