"""
Claims: the sentences of a marked answer and the passages each one cites.

With claim checking on, the model ends each sentence with citation markers naming
the 1-based positions of the sections it used. :func:`parse_claims` takes them off
and returns the clean answer text with one :class:`Claim` per sentence:

- markers may stand after the final punctuation (``Cats purr. [1]``,
  ``Cats purr.[1][2]``) or before it (``Cats purr [1].``, ALCE's style), and may
  be lists or ranges (``[1, 2]``, ``[1-3]``, or with an en dash);
- a sentence without a marker is a claim with no citations (it fails verification);
- indices are kept as given, 0-based: ``[0]`` becomes ``-1`` and ``[9]`` becomes ``8``
  even when there are three passages. Verification, which knows the passages, turns
  those into failed claims; parsing never raises.

Sentences come from :func:`~.text.sentences.split_sentences`, so decimals
(``2.1 million``), versions and abbreviations never split a claim. Spans are UTF-8
byte offsets into the clean text, as grounding metadata stores them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ..text.sentences import split_sentences

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

# One bracketed marker: "[1]", "[1, 2]", "[1-3]", "[1\u20133]" (en dash); the same
# shape the sentence splitter keeps with the sentence it closes.
MARKER: Final = re.compile(r"\[\d+(?:[ \t]*[,\u2013-][ \t]*\d+)*\]")
# A run of markers ("[1][2]", "[1], [2]") and the space before it: parsing drops it.
_MARKER_RUN: Final = re.compile(
    rf"[ \t]*(?:{MARKER.pattern}[ \t]*,?[ \t]*)*{MARKER.pattern}"
)
_RANGE: Final = re.compile(r"(\d+)\s*[\u2013-]\s*(\d+)")
# "[1-400]" cites at most this many passages; nobody retrieves more.
MAX_RANGE: Final = 32


@dataclass(frozen=True, slots=True)
class Claim:
    """One sentence of the clean answer and the passages it cites."""

    text: str  # the sentence, markers removed
    byte_start: int  # UTF-8 byte span of ``text`` in the clean answer text
    byte_end: int
    cited: tuple[int, ...] = ()  # 0-based passage indices, as the markers gave them


def marker_indices(marker: str) -> tuple[int, ...]:
    """
    Return the 0-based passage indices of one marker, in order, without repeats.

    ``"[1]"`` -> ``(0,)``; ``"[1, 3]"`` -> ``(0, 2)``; ``"[2-4]"`` -> ``(1, 2, 3)``.
    A range runs at most :data:`MAX_RANGE` passages from its lower end.
    """
    indices: list[int] = []
    for part in marker.strip("[]").split(","):
        if match := _RANGE.fullmatch(part.strip()):
            low, high = sorted((int(match[1]), int(match[2])))
            indices.extend(range(low, min(high, low + MAX_RANGE - 1) + 1))
        else:
            indices.append(int(part))
    return tuple(dict.fromkeys(index - 1 for index in indices))


def format_marker(indices: Iterable[int]) -> str:
    """Return the markers for 0-based indices: ``(0, 2)`` -> ``"[1][3]"``."""
    return "".join(f"[{index + 1}]" for index in indices)


def parse_claims(text: str, language: str | None = None) -> tuple[str, list[Claim]]:
    """
    Take the citation markers off ``text``; return the clean text and its claims.

    A run of markers that stands alone (on its own line, or before the first
    sentence) cites for the sentence before it, or the one after it at the start.
    """
    clean, to_clean = _remove_markers(text)
    claims: list[Claim] = []
    pending: list[int] = []  # markers seen before any sentence
    to_byte = _byte_offsets(clean)
    for sentence in split_sentences(text, language):  # the answer's language
        cited = [
            index
            for match in MARKER.finditer(sentence.text)
            for index in marker_indices(match[0])
        ]
        start = to_clean[sentence.start]
        end = to_clean[sentence.end]
        chunk = clean[start:end]
        stripped = chunk.strip()
        if not stripped:  # only markers: they belong to a neighbour
            if claims:
                claims[-1] = _with_cited(claims[-1], cited)
            else:
                pending.extend(cited)
            continue
        start += len(chunk) - len(chunk.lstrip())
        end = start + len(stripped)
        claim = Claim(stripped, to_byte[start], to_byte[end])
        claims.append(_with_cited(claim, [*pending, *cited]))
        pending = []
    return clean, claims


def rebuild(claims: Sequence[Claim]) -> tuple[str, list[Claim]]:
    """
    Return the text of ``claims`` alone, joined by spaces, with spans into it.

    Used after verification: a dropped claim must leave the spoken text, not only
    the citations, so the answer is rebuilt from the claims that were kept.
    """
    parts: list[str] = []
    rebuilt: list[Claim] = []
    offset = 0
    for claim in claims:
        if parts:
            offset += 1  # the joining space
        size = len(claim.text.encode())
        rebuilt.append(Claim(claim.text, offset, offset + size, claim.cited))
        parts.append(claim.text)
        offset += size
    return " ".join(parts), rebuilt


def _with_cited(claim: Claim, cited: Sequence[int]) -> Claim:
    """Return ``claim`` citing ``cited`` as well, first mention first."""
    merged = tuple(dict.fromkeys((*claim.cited, *cited)))
    return Claim(claim.text, claim.byte_start, claim.byte_end, merged)


def _remove_markers(text: str) -> tuple[str, list[int]]:
    """
    Return ``text`` without marker runs and a map from its str indices to the clean.

    The map has ``len(text) + 1`` entries; an index inside a removed run maps to the
    place where the run was.
    """
    parts: list[str] = []
    to_clean: list[int] = []
    size = 0  # length of the clean text so far
    position = 0
    for match in _MARKER_RUN.finditer(text):
        kept = text[position : match.start()]
        to_clean.extend(range(size, size + len(kept)))
        size += len(kept)
        parts.append(kept)
        to_clean.extend([size] * (match.end() - match.start()))
        position = match.end()
    tail = text[position:]
    to_clean.extend(range(size, size + len(tail) + 1))
    parts.append(tail)
    return "".join(parts), to_clean


def _byte_offsets(text: str) -> list[int]:
    """Return the UTF-8 byte offset of every str index of ``text`` (and its end)."""
    offsets = [0]
    for char in text:
        offsets.append(offsets[-1] + len(char.encode()))
    return offsets
