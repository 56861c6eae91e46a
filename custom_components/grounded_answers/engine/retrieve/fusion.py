r"""Fusion headers: one definition shared by the producer and the parser.

A fused result is sections of the form ``[SOURCE — LABEL]\\nbody`` joined by
``\\n\\n---\\n\\n``. Labels may themselves contain an em dash (Mnemolis' kiwix and news
labels do), so the pattern allows one inside the label instead of listing known labels.
"""

from __future__ import annotations

import re
from typing import Final

from ..sources_registry import EM_DASH, HEADER_LABELS
from ..types import Section

SECTION_SEPARATOR: Final = "\n\n---\n\n"
_BOM: Final = "\ufeff"

# "[SOURCE — LABEL]", where LABEL may contain further em dashes.
_HEADER: Final = rf"\[(?P<source>[A-Z0-9_]+) {EM_DASH} (?P<label>[^\[\]\n]+)\]"
# A whole line (indentation allowed): how a router writes a header.
HEADER_PATTERN: Final = re.compile(rf"^[ \t]*{_HEADER}[ \t]*$", re.MULTILINE)
# The same header anywhere, e.g. quoted by a model inside a sentence.
INLINE_HEADER_PATTERN: Final = re.compile(_HEADER)
SEPARATOR_PATTERN: Final = re.compile(r"^[ \t]*-{3,}[ \t]*$", re.MULTILINE)


def format_header(source: str) -> str:
    """Return the header line that introduces a section from ``source``.

    The label is the one a Mnemolis router writes (the sources registry's); an unknown
    source's is its upper-cased name.
    """
    label = HEADER_LABELS.get(source.lower(), source.upper())
    return f"[{source.upper()} {EM_DASH} {label}]"


def format_sections(parts: list[tuple[str, str]]) -> str:
    """Fuse ``(source, body)`` parts; a single part is returned bare, without header."""
    if len(parts) == 1:
        return parts[0][1]
    return SECTION_SEPARATOR.join(
        f"{format_header(source)}\n{body}" for source, body in parts
    )


def split_sections(result: str, source_used: str) -> list[Section]:
    """Split router text into sections; text without headers is one section.

    Text before the first header (rare) belongs to ``source_used``. Separator lines
    between sections are dropped, as are sections whose body is empty.
    """
    result = normalize_newlines(result)
    headers = list(HEADER_PATTERN.finditer(result))
    if not headers:
        body = _strip_separators(result)
        return [Section(tag=source_used.lower(), body=body)] if body else []
    sections: list[Section] = []
    preamble = _strip_separators(result[: headers[0].start()])
    if preamble:
        sections.append(Section(tag=source_used.lower(), body=preamble))
    for index, match in enumerate(headers):
        end = headers[index + 1].start() if index + 1 < len(headers) else len(result)
        body = _strip_separators(result[match.end() : end])
        if body:
            sections.append(
                Section(
                    tag=match["source"].lower(),
                    body=body,
                    label=match["label"].strip(),
                )
            )
    return sections


def normalize_newlines(text: str) -> str:
    """Return ``text`` with LF line endings and no byte-order marks."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text.replace(_BOM, "")


def _strip_separators(text: str) -> str:
    """Remove ``---`` separator lines and surrounding blank space."""
    return SEPARATOR_PATTERN.sub("", text).strip()
