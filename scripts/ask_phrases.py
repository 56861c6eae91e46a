"""
The spoken phrases of scripts/ask in the question's language, from the translations.

Home Assistant loads them with its translation helper (``phrases.py``); outside Home
Assistant the same files are read directly: each ``SpokenPhrases`` field is
``exceptions.<field>.message`` of ``translations/<language>.json``, the list joiner is
stored without its spaces, and the sources' spoken names sit under their registry keys.
"de-CH" falls back to "de", then to English; a missing message stays English.
"""

from __future__ import annotations

import json
from dataclasses import fields
from pathlib import Path
from typing import Any, Final

from custom_components.grounded_answers.engine.sources_registry import (
    ENGLISH_SOURCE_NAMES,
    SOURCE_NAME_KEYS,
)
from custom_components.grounded_answers.engine.types import SpokenPhrases

TRANSLATIONS: Final = (
    Path(__file__).resolve().parents[1]
    / "custom_components"
    / "grounded_answers"
    / "translations"
)
# Fields that are not one message each.
_STRUCTURED: Final = frozenset({"list_joiner", "source_names"})


def translated_languages() -> list[str]:
    """Return the languages with a translation file, e.g. ["de", "en", …]."""
    return sorted(path.stem for path in TRANSLATIONS.glob("*.json"))


def _messages(language: str) -> dict[str, str]:
    """Return ``exceptions.<key>.message`` of ``language``'s file (or its base's)."""
    for candidate in dict.fromkeys(
        (language.replace("_", "-"), language.replace("_", "-").split("-")[0])
    ):
        path = TRANSLATIONS / f"{candidate.lower()}.json"
        if path.is_file():
            exceptions = json.loads(path.read_text(encoding="utf-8")).get(
                "exceptions", {}
            )
            return {
                key: value["message"].strip()
                for key, value in exceptions.items()
                if isinstance(value, dict) and str(value.get("message", "")).strip()
            }
    return {}


def spoken_phrases(language: str) -> SpokenPhrases:
    """Return the engine's spoken sentences in ``language``, English where missing."""
    messages = _messages(language)
    phrases: dict[str, Any] = {
        field.name: messages[field.name]
        for field in fields(SpokenPhrases)
        if field.name not in _STRUCTURED and field.name in messages
    }
    if joiner := messages.get("list_joiner"):
        phrases["list_joiner"] = f" {joiner} "
    names = dict(ENGLISH_SOURCE_NAMES)
    for tag, key in SOURCE_NAME_KEYS.items():
        if name := messages.get(key):
            names[tag] = name
    phrases["source_names"] = tuple(names.items())
    return SpokenPhrases(**phrases)
