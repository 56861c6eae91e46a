"""
Text at the boundary: what comes in (questions, material) and what may be spoken.

Three rules, each by Unicode general category rather than a hand list of characters:

- A **question** is capped at :data:`MAX_QUESTION_CHARS` (cut at a word boundary),
  and lone surrogates, control characters (C0/C1, whitespace kept) and format
  characters (bidi overrides and isolates, zero-width characters, soft hyphens) go.
- **Material** from any router or source loses the same characters, and its lone
  surrogates become U+FFFD: one code point for one, so nothing downstream (a bus
  event, a request body, a digest) meets text that cannot be encoded.
- **Speech** additionally loses what a voice reads as noise or as words: emoji and
  pictographs (symbols of categories So/Sk from U+2190 on: dingbats, pictographs,
  regional-indicator flags, skin-tone modifiers; math symbols (Sm) such as the
  arrows "←" and "→" stay, a voice reads them as words), variation selectors,
  enclosing marks (keycaps), private-use and unassigned code points, U+FFFD, ANSI
  escape sequences and chat-template tokens (``<|im_end|>``, ``[INST]``, ``</s>``).
  Symbols before U+2190 stay: ``°``, ``©``, ``™``, ``№`` and ``℃`` are read as words.

The classes of the Basic Multilingual Plane are computed once, at import, from
:mod:`unicodedata` (a regex class with astral ranges loses its bitmap and tests each
range in turn); the rare astral characters are judged one by one, cached.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from .sentences import scrub_surrogates

if TYPE_CHECKING:
    from collections.abc import Callable

# The longest question the engine answers (characters). Nobody speaks more; longer
# typed text is cut at a word boundary and the ``question_cut`` event says so.
MAX_QUESTION_CHARS: Final = 1000
# How much of a long question is cleaned before it is cut, in multiples of the cap.
_CLEAN_AHEAD: Final = 4

_BMP: Final = range(0x10000)
_PICTOGRAPHS_FROM: Final = 0x2190  # arrows onwards; Latin-1 and letterlike stay
_SILENT_CATEGORIES: Final = frozenset({"Cf", "Cs", "Co", "Cn", "Me"})
# Letters, numbers, punctuation and separators are never dropped: only other (C),
# symbol (S) and mark (M) characters need a look when the classes are built.
_DROPPABLE_MAJOR: Final = "CSM"


def is_invisible(char: str) -> bool:
    """Whether ``char`` is a control (not whitespace) or a format character."""
    return _invisible(char, unicodedata.category(char))


def is_unspeakable(char: str) -> bool:
    """Whether a voice must not be given ``char``: invisible, pictograph or filler."""
    return _unspeakable(char, unicodedata.category(char))


def _invisible(char: str, category: str) -> bool:
    return category == "Cf" or (category == "Cc" and not char.isspace())


def _unspeakable(char: str, category: str) -> bool:
    if category in _SILENT_CATEGORIES or _invisible(char, category):
        return True
    if category in {"So", "Sk"}:
        return ord(char) >= _PICTOGRAPHS_FROM
    return category == "Mn" and "VARIATION SELECTOR" in unicodedata.name(char, "")


def char_classes(*predicates: Callable[[str, str], bool]) -> list[str]:
    """Return, per predicate, the body of a regex class of the BMP points it holds for.

    Each predicate takes a character and its general category; one pass over the
    plane serves them all, and consecutive points become ranges.
    """
    ranges: list[list[tuple[int, int]]] = [[] for _ in predicates]
    for point in _BMP:
        char = chr(point)
        category = unicodedata.category(char)
        if category[0] not in _DROPPABLE_MAJOR:
            continue
        for found, predicate in zip(ranges, predicates, strict=True):
            if not predicate(char, category):
                continue
            if found and found[-1][1] == point - 1:
                found[-1] = (found[-1][0], point)
            else:
                found.append((point, point))
    return ["".join(_range(first, last) for first, last in found) for found in ranges]


def _range(first: int, last: int) -> str:
    low = re.escape(chr(first))
    return low if first == last else f"{low}-{re.escape(chr(last))}"


# Zero-width (non-)joiners between two letters are spelling in Persian and the Indic
# scripts ("می‌خواهم"): the sweeps leave them, and only stray ones go.
_JOINERS: Final = frozenset("\u200c\u200d")
_JOINER: Final = re.compile("[\u200c\u200d]")


def _drop_stray_joiners(text: str) -> str:
    """Remove the zero-width joiners that do not sit between two letters (or marks)."""
    if _JOINERS.isdisjoint(text):
        return text

    def spelled(match: re.Match[str]) -> str:
        at, end = match.start(), match.end()
        before = text[at - 1] if at else " "
        after = text[end] if end < len(text) else " "
        between_letters = unicodedata.category(before)[0] in "LM" and (
            unicodedata.category(after)[0] in "LM"
        )
        return match[0] if between_letters else ""

    return _JOINER.sub(spelled, text)


_INVISIBLE_BMP, _UNSPEAKABLE_BMP = char_classes(
    lambda char, category: char not in _JOINERS and _invisible(char, category),
    lambda char, category: char not in _JOINERS and _unspeakable(char, category),
)
_INVISIBLE: Final = re.compile(f"[{_INVISIBLE_BMP}]+")
# ASCII text (most material) loses its controls through str.translate: far faster.
_ASCII_CONTROLS: Final = dict.fromkeys(p for p in range(128) if is_invisible(chr(p)))
_UNSPEAKABLE: Final = re.compile(f"[{_UNSPEAKABLE_BMP}]+")
_ASTRAL: Final = re.compile("[\U00010000-\U0010ffff]")
# Astral characters are rare in text (emoji mostly): judged once each, remembered
# for the few thousand seen most recently (text may hold any of a million).
_astral_invisible: Final = lru_cache(maxsize=4096)(is_invisible)
_astral_unspeakable: Final = lru_cache(maxsize=4096)(is_unspeakable)
# A keycap ("1️⃣") is a digit, "#" or "*", an optional variation selector and the
# enclosing keycap: the whole sequence is a pictograph, its digit included.
_KEYCAP: Final = re.compile("[0-9#*]\ufe0f?\u20e3")
# ANSI escape sequences (colours in pasted terminal output): ESC [ params final.
_ANSI: Final = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]")
# Chat-template tokens, by shape: <|name|> (also with full-width bars) with the role
# right after it, <<SYS>>, [INST] / [/INST] / [TOOL_CALLS], <start_of_turn>, <s>.
# A bracketed capital word alone ("[NASA]", "[EU]") is text: only a closing form,
# a joined name or INST marks a template.
_TEMPLATE_TOKEN: Final = re.compile(
    r"<[|\uff5c][^<>\s|\uff5c]{1,48}[|\uff5c]>(?:(?:system|user|assistant|tool)\b)?"
    r"|<</?[A-Z]{2,16}>>"
    r"|\[(?:/[A-Z]{2,}(?:_[A-Z]+)*|[A-Z]{2,}(?:_[A-Z]+)+|INST)\]"
    r"|</?[a-z]+(?:_[a-z]+)+>"
    r"|</?s>"
)


@dataclass(frozen=True, slots=True)
class BoundedQuestion:
    """A question as the engine answers it, and how long it was when asked."""

    text: str
    original_chars: int  # as asked, before cleaning
    cut: bool = False  # longer than the engine answers: only its start is kept


def clean_question(text: str, limit: int = MAX_QUESTION_CHARS) -> BoundedQuestion:
    """
    Return ``text`` fit to be routed and asked: clean, stripped, at most ``limit``.

    A longer question is cut at its last whitespace in the second half of the limit
    (else at the limit itself), so a word is never cut in half when it can be kept.
    """
    original = len(text)
    # Clean only what can survive the cut: cleaning removes characters, so a few
    # times the limit is plenty, and a megabyte of emoji costs nothing.
    window = text[: limit * _CLEAN_AHEAD]
    cleaned = clean_material(window).strip()
    if len(cleaned) <= limit:
        return BoundedQuestion(cleaned, original, cut=len(window) < original)
    space = max(cleaned.rfind(char, 0, limit + 1) for char in " \t\n")
    cut = space if space >= limit // 2 else limit
    return BoundedQuestion(cleaned[:cut].rstrip(), original, cut=True)


def clean_material(text: str) -> str:
    """Return ``text`` with U+FFFD for lone surrogates and no control/format chars.

    ANSI escape sequences go whole: without its ESC, "[1m" would read as text.
    """
    text = scrub_surrogates(text)
    if text.isascii() and text.isprintable():
        return text
    text = _ANSI.sub("", text) if "\x1b" in text else text
    if text.isascii():
        return text.translate(_ASCII_CONTROLS)
    text = _drop_stray_joiners(text)
    return _drop_astral(_INVISIBLE.sub("", text), _astral_invisible)


def strip_template_tokens(text: str) -> str:
    """Remove chat-template tokens a model leaked (``<|im_end|>``, ``[INST]``)."""
    return _TEMPLATE_TOKEN.sub("", text)


def strip_unspeakable(text: str) -> str:
    """Remove every character a voice must not be given (see the module docstring)."""
    if text.isascii():
        if text.isprintable():
            return text
        text = _ANSI.sub("", text)
    else:
        text = _KEYCAP.sub("", _ANSI.sub("", scrub_surrogates(text)))
    text = _drop_astral(_UNSPEAKABLE.sub("", text), _astral_unspeakable)
    return _drop_stray_joiners(text)


def _drop_astral(text: str, drop: Callable[[str], bool]) -> str:
    """Remove the astral characters of ``text`` for which ``drop`` holds."""
    if text.isascii() or not _ASTRAL.search(text):
        return text
    return _ASTRAL.sub(lambda match: "" if drop(match[0]) else match[0], text)
