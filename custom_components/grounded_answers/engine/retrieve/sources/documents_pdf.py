"""
The documents source's PDF half: a manual's text layer, page by page, into passages.

pypdf (pure Python) reads the bytes ``documents_files`` read safely. Extraction runs in
the index's worker thread; pure Python cannot be interrupted from outside, so a hostile
or huge PDF is bounded from inside: at most ``MAX_PDF_PAGES`` pages, and a time budget
checked before every page. A PDF that cannot be read is refused with a reason the
documents sensor lists (no text layer, encrypted, broken, too long), never skipped
silently. A PDF whose only password is the owner's (printing locked) reads as usual.

Every passage stays on its page: the passage URL is ``<relative path>#page=<n>`` and
the ID ``<relative path>#page=<n>:<index>:<content hash>``. The title is the PDF's
``/Title``, else the humanised file name. Extracted lines are joined into paragraphs by
a layout rule that needs no language: a line that runs to the page's measure wraps
into the next, a short one ends its paragraph (or is a heading); a word hyphenated at a
line end is joined, keeping the hyphen only where the document writes that word with
one elsewhere ("well-known"), and so does a soft hyphen.
"""

from __future__ import annotations

import hashlib
import re
from io import BytesIO
from pathlib import Path
from typing import TYPE_CHECKING, Final

from pypdf import PdfReader
from pypdf.errors import DependencyError, FileNotDecryptedError

from .base import pack_paragraphs
from .documents_files import UnreadableFileError
from .documents_reader import Chunk, humanise

if TYPE_CHECKING:
    from collections.abc import Callable

SUFFIX: Final = ".pdf"
# Manuals are 5-30 MB; the text files' limit (2 MiB) is no measure for them.
MAX_PDF_BYTES: Final = 64 * 1024 * 1024
# Reading 64 MB from a slow share takes seconds, not the text files' two.
PDF_READ_TIMEOUT_S: Final = 20.0
MAX_PDF_PAGES: Final = 2000
# A 300-page manual reads in about a second here, ten on a small board.
PDF_TIME_BUDGET_S: Final = 30.0
# A line at least this share of the page's longest line is taken to run to the margin.
_FULL_LINE: Final = 0.7

# The reasons a PDF is refused, as the documents sensor lists them.
NO_TEXT: Final = "no text layer (scanned?)"
ENCRYPTED: Final = "encrypted"
BROKEN: Final = "not a readable PDF"
TOO_SLOW: Final = "text extraction took too long"


def too_many_pages(limit: int) -> str:
    """Return the reason for a PDF of more than ``limit`` pages."""
    return f"more than {limit} pages"


# A word broken at the line's end: letters, then a hyphen (or a soft hyphen).
_BROKEN_WORD: Final = re.compile(r"(\w+)[-\u00ad]$")
_FIRST_WORD: Final = re.compile(r"^(\w+)")
_HYPHENATED: Final = re.compile(r"\w+-\w+")
_SPACES: Final = re.compile(r"[ \t\u00a0]+")


def read_pdf(
    relative: str,
    data: bytes,
    *,
    max_pages: int = MAX_PDF_PAGES,
    budget: float = PDF_TIME_BUDGET_S,
    clock: Callable[[], float],
) -> list[Chunk]:
    """Return a PDF's passages, or raise UnreadableFileError with the reason."""
    title, pages = pdf_pages(data, max_pages=max_pages, budget=budget, clock=clock)
    return chunk_pages(relative, title or humanise(Path(relative).stem), pages)


def pdf_pages(
    data: bytes, *, max_pages: int, budget: float, clock: Callable[[], float]
) -> tuple[str | None, list[tuple[int, str]]]:
    """Return the ``/Title`` (or None) and ``(page number, text)`` of text pages."""
    deadline = clock() + budget
    reader = _open(data)
    count = _page_count(reader)
    if count > max_pages:
        raise UnreadableFileError(too_many_pages(max_pages))
    pages: list[tuple[int, str]] = []
    failed = 0
    for number in range(1, count + 1):
        if clock() >= deadline:
            raise UnreadableFileError(TOO_SLOW)
        try:
            text = reader.pages[number - 1].extract_text()
        except (DependencyError, FileNotDecryptedError) as err:
            raise UnreadableFileError(ENCRYPTED) from err
        except Exception:  # noqa: BLE001 - one broken page; the others may read
            failed += 1
            continue
        if text.strip():
            pages.append((number, text))
    if not pages:
        raise UnreadableFileError(BROKEN if failed or not count else NO_TEXT)
    return _title(reader), pages


def _open(data: bytes) -> PdfReader:
    """Return a reader of the PDF, decrypted where no user password is needed."""
    try:
        reader = PdfReader(BytesIO(data))
        # pypdf tried the empty user password: what is still locked needs one.
        locked = reader.is_encrypted and not reader.decrypt("").value
    except (DependencyError, FileNotDecryptedError) as err:
        raise UnreadableFileError(ENCRYPTED) from err
    except Exception as err:
        raise UnreadableFileError(BROKEN) from err  # any failure of a hostile file
    if locked:
        raise UnreadableFileError(ENCRYPTED)
    return reader


def _page_count(reader: PdfReader) -> int:
    """Return how many pages the PDF says it has."""
    try:
        return len(reader.pages)
    except (DependencyError, FileNotDecryptedError) as err:
        raise UnreadableFileError(ENCRYPTED) from err
    except Exception as err:
        raise UnreadableFileError(BROKEN) from err


def _title(reader: PdfReader) -> str | None:
    """Return the information dictionary's title, when it says something."""
    try:
        title = reader.metadata.title if reader.metadata is not None else None
    except Exception:  # noqa: BLE001 - a damaged information dictionary: no title
        return None
    title = _SPACES.sub(" ", str(title or "")).strip()
    return title or None


def chunk_pages(relative: str, title: str, pages: list[tuple[int, str]]) -> list[Chunk]:
    """Cut each page's text into passages that never cross the page."""
    hyphenated = hyphenated_words("\n".join(text for _, text in pages))
    chunks: list[Chunk] = []
    for number, text in pages:
        location = f"{relative}#page={number}"
        for index, body in enumerate(pack_paragraphs(paragraphs(text, hyphenated))):
            digest = hashlib.sha1(f"{title}\n{body}".encode()).hexdigest()[:10]  # noqa: S324
            chunks.append(
                Chunk(f"{location}:{index}:{digest}", relative, title, body, location)
            )
    return chunks


def hyphenated_words(text: str) -> frozenset[str]:
    """Return the words ``text`` writes with a hyphen inside a line, lower-cased."""
    return frozenset(word.casefold() for word in _HYPHENATED.findall(text))


def paragraphs(text: str, hyphenated: frozenset[str] | None = None) -> list[str]:
    """
    Return a page's paragraphs: wrapped lines joined, broken words mended.

    A blank line always ends a paragraph; otherwise a line shorter than ``_FULL_LINE``
    of the page's longest line ends it (a paragraph's last line, a heading, a list
    item) unless it ends with a broken word. ``hyphenated`` (the document's words
    with a hyphen, by default the page's) says whether a broken word keeps it.
    """
    if hyphenated is None:
        hyphenated = hyphenated_words(text)
    lines = [_SPACES.sub(" ", line).strip() for line in text.splitlines()]
    measure = max((len(line) for line in lines), default=0)
    found: list[str] = []
    current = ""
    for line in lines:
        if line:
            current = _join(current, line, hyphenated) if current else line
        short = len(line) < _FULL_LINE * measure
        if current and (not line or (short and not _BROKEN_WORD.search(line))):
            found.append(current)
            current = ""
    if current:
        found.append(current)
    return found


def _join(previous: str, line: str, hyphenated: frozenset[str]) -> str:
    """Join ``line`` to the text before it, mending a word broken at the line end."""
    broken = _BROKEN_WORD.search(previous)
    first = _FIRST_WORD.match(line)
    if broken is None or first is None:
        return f"{previous} {line}"
    head = previous[: broken.end(1)]
    if previous.endswith("\u00ad"):
        return head + line  # a soft hyphen only marks where a word may break
    if f"{broken[1]}-{first[1]}".casefold() in hyphenated:
        return f"{head}-{line}"  # the document writes it with a hyphen elsewhere
    if not first[1][:1].islower():
        return f"{head}-{line}"  # "Wi-" + "Fi", "ISO-" + "9001": a real hyphen
    return head + line
