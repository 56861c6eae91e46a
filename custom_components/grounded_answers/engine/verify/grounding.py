"""
Grounding metadata a client can audit, in the shape of Gemini's.

``chunks`` are the sections the answer could cite; ``supports`` tie a segment of the
final answer text — half-open UTF-8 **byte** offsets, with the segment's text kept for
checking — to the chunks that support it. Only claims that passed verification get a
support, so only they get a citation marker.

Byte offsets keep a marker off the middle of a character: Python must slice
``text.encode()[start:end]``, never ``text[start:end]``, and markers go in in
descending end order so that an insertion never moves a span still to be done.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .claims import format_marker

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from ..types import Section
    from .claims import Claim


@dataclass(frozen=True, slots=True)
class Chunk:
    """One citable section: where it came from and which source tag it has."""

    source: str  # the section's tag: "web", "kiwix", ...
    title: str = ""  # the fusion header's label, or a page title
    uri: str = ""  # a link when the source gave one

    def as_dict(self) -> dict[str, str]:
        """Return a JSON-ready dict."""
        return {"uri": self.uri, "title": self.title, "source": self.source}


@dataclass(frozen=True, slots=True)
class Segment:
    """A span of the answer text: half-open UTF-8 byte offsets and its text."""

    start_index: int
    end_index: int
    text: str

    def as_dict(self) -> dict[str, Any]:
        """Return a JSON-ready dict."""
        return {
            "start_index": self.start_index,
            "end_index": self.end_index,
            "text": self.text,
        }


@dataclass(frozen=True, slots=True)
class Support:
    """A segment and the 0-based indices of the chunks that support it."""

    segment: Segment
    chunk_indices: tuple[int, ...]
    confidence_scores: tuple[float, ...] = ()  # one per chunk index, when known

    def as_dict(self) -> dict[str, Any]:
        """Return a JSON-ready dict."""
        return {
            "segment": self.segment.as_dict(),
            "chunk_indices": list(self.chunk_indices),
            "confidence_scores": list(self.confidence_scores),
        }


@dataclass(frozen=True, slots=True)
class GroundingMetadata:
    """The chunks an answer could cite and the supports of its verified claims."""

    chunks: tuple[Chunk, ...]
    supports: tuple[Support, ...]

    def as_dict(self) -> dict[str, Any]:
        """Return a JSON-ready dict for the service response and diagnostics."""
        return {
            "chunks": [chunk.as_dict() for chunk in self.chunks],
            "supports": [support.as_dict() for support in self.supports],
        }


def chunks_for(sections: Iterable[Section]) -> tuple[Chunk, ...]:
    """Return one chunk per section, in the order the model numbered them."""
    return tuple(Chunk(source=section.tag, title=section.label) for section in sections)


def supports_for(text: str, claims: Iterable[Claim]) -> tuple[Support, ...]:
    """Return a support per citing claim, its segment text read from ``text``."""
    data = text.encode()
    return tuple(
        Support(
            Segment(
                claim.byte_start,
                claim.byte_end,
                data[claim.byte_start : claim.byte_end].decode(),
            ),
            claim.cited,
        )
        for claim in claims
        if claim.cited
    )


def build_metadata(
    text: str, claims: Iterable[Claim], sections: Iterable[Section]
) -> GroundingMetadata:
    """Return the metadata of an answer ``text`` whose kept ``claims`` span it."""
    return GroundingMetadata(chunks_for(sections), supports_for(text, claims))


def insert_markers(text: str, supports: Sequence[Support]) -> str:
    """
    Return a copy of ``text`` with ``[n]`` markers at the end of each support.

    Markers go in by descending end offset (stable for equal ends), on the bytes, so
    that earlier spans keep their offsets. An end that is out of range or inside a
    character raises ``ValueError``: run :func:`validate` first on foreign metadata.
    """
    data = bytearray(text.encode())
    size = len(data)
    for support in sorted(supports, key=lambda s: s.segment.end_index, reverse=True):
        end = support.segment.end_index
        if not 0 <= end <= size:
            raise ValueError(f"end {end} is outside 0..{size}")
        if end < size and _is_continuation(data[end]):
            raise ValueError(f"end {end} splits a character")
        data[end:end] = format_marker(support.chunk_indices).encode()
    return data.decode()


def validate(answer_text: str, metadata: GroundingMetadata) -> list[str]:
    """Return what is wrong with ``metadata`` for ``answer_text`` (empty: nothing)."""
    data = answer_text.encode()
    problems: list[str] = []
    for number, support in enumerate(metadata.supports):
        start, end = support.segment.start_index, support.segment.end_index
        if start < 0 or end > len(data) or start > end:
            problems.append(
                f"support {number}: span [{start}, {end}) is outside the "
                f"{len(data)}-byte answer"
            )
        elif data[start:end] != support.segment.text.encode():
            problems.append(
                f"support {number}: text {support.segment.text!r} does not match "
                f"bytes [{start}, {end})"
            )
        if not support.chunk_indices:
            problems.append(f"support {number}: no chunks")
        problems.extend(
            f"support {number}: chunk index {index} is outside "
            f"0..{len(metadata.chunks) - 1}"
            for index in support.chunk_indices
            if not 0 <= index < len(metadata.chunks)
        )
    return problems


def _is_continuation(byte: int) -> bool:
    """Return whether ``byte`` continues a multi-byte UTF-8 character."""
    return byte & 0b1100_0000 == 0b1000_0000  # noqa: PLR2004
