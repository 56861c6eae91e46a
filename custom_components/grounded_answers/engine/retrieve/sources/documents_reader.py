"""
The documents source's chunking half: one document's text into passages.

Markdown is split along its headings (front matter dropped, the first H1 the
title), HTML along its heading elements, plain text into paragraphs (PDFs, page by
page, are ``documents_pdf``'s); soft-wrapped lines
are joined and paragraphs packed into passages that never cross a heading. Each passage
gets a stable ID ``<relative path>#<index>:<content hash>``. Pure functions, no
I/O; reading a file safely is ``documents_files``' job.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from .base import html_blocks, pack_paragraphs

_MD_HEADING: Final = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_FRONT_MATTER: Final = re.compile(r"\A---\s*\n.*?\n---\s*\n", re.DOTALL)
_BLANK_LINES: Final = re.compile(r"\n\s*\n")
# A line that starts a list item, a table row or a quote keeps its line break.
_BLOCK_START: Final = re.compile(r"^(?:[-*+]\s|\d{1,3}[.)]\s|\||>)")


@dataclass(frozen=True, slots=True)
class Chunk:
    """One passage of a document, ready for the index."""

    passage_id: str
    path: str
    title: str
    body: str
    url: str = ""  # where the passage is: "" is the file itself; a PDF's names its page


type _Section = tuple[str, list[str]]  # (heading, paragraphs)


def _paragraphs(text: str) -> list[str]:
    """
    Return the blank-line-separated paragraphs of ``text``, soft wraps joined.

    An editor's hard wrap is not a sentence break ("330 metres tall including its /
    antennas" is one sentence); list items, table rows and quotes stay on their lines.
    """
    paragraphs = []
    for block in _BLANK_LINES.split(text):
        lines: list[str] = []
        for raw in block.splitlines():
            line = raw.strip()
            if not line:
                continue
            if lines and not _BLOCK_START.match(line):
                lines[-1] = f"{lines[-1]} {line}"
            else:
                lines.append(line)
        if lines:
            paragraphs.append("\n".join(lines))
    return paragraphs


def humanise(stem: str) -> str:
    """Return a file name's stem as a title: "boiler_manual" -> "Boiler manual"."""
    words = re.sub(r"[_\-]+", " ", stem).strip()
    return words[:1].upper() + words[1:] if words else stem


def _markdown_sections(text: str) -> tuple[str | None, list[_Section]]:
    """Split markdown along its headings; return the first H1 as the title."""
    text = _FRONT_MATTER.sub("", text)
    title: str | None = None
    sections: list[_Section] = [("", [])]
    lines: list[str] = []

    def close() -> None:
        sections[-1][1].extend(_paragraphs("\n".join(lines)))
        lines.clear()

    for line in text.splitlines():
        match = _MD_HEADING.match(line)
        if match is None:
            lines.append(line)
            continue
        close()
        heading = match[2].strip()
        if len(match[1]) == 1 and title is None:
            title = heading
        sections.append((heading, []))
    close()
    return title, sections


def _text_sections(text: str) -> tuple[str | None, list[_Section]]:
    return None, [("", _paragraphs(text))]


def _html_sections(text: str) -> tuple[str | None, list[_Section]]:
    page_title, blocks = html_blocks(text)
    title = page_title or None
    sections: list[_Section] = [("", [])]
    for block in blocks:
        if block.heading:
            if block.heading == 1 and title is None:
                title = block.text
            sections.append((block.text, []))
        else:
            sections[-1][1].append(block.text)
    return title, sections


_READERS: Final = {
    ".md": _markdown_sections,
    ".markdown": _markdown_sections,
    ".txt": _text_sections,
    ".html": _html_sections,
    ".htm": _html_sections,
}

# The file types the index reads (PDFs are ``documents_pdf``'s); any other is ignored.
SUFFIXES: Final = frozenset(_READERS) | {".pdf"}


def chunk_document(relative: str, text: str) -> list[Chunk]:
    """Cut one document into passages that never cross a heading."""
    suffix = Path(relative).suffix.lower()
    title, sections = _READERS[suffix](text)
    title = title or humanise(Path(relative).stem)
    chunks: list[Chunk] = []
    for heading, paragraphs in sections:
        label = f"{title} \u2014 {heading}" if heading and heading != title else title
        for body in pack_paragraphs(paragraphs):
            digest = hashlib.sha1(f"{label}\n{body}".encode()).hexdigest()[:10]  # noqa: S324
            chunks.append(
                Chunk(f"{relative}#{len(chunks)}:{digest}", relative, label, body)
            )
    return chunks
