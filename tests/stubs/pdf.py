"""
A small writer of real PDF files, for the documents tests, the e2e test and the bench.

Each page is a list of text lines set in Helvetica (WinAnsi encoding, so accented
Latin letters read back) through a content stream, or ``IMAGE_ONLY``: a page that
holds a picture and no text layer, as a scanner makes it. An empty line leaves a
paragraph's gap. The file has a valid cross-reference table and trailer, an optional
``/Title`` in its information dictionary, and reads back with pypdf (the PDF tests check
that). ``encrypted`` locks one with pypdf's writer. Nothing here knows about the
integration.
"""

from __future__ import annotations

import textwrap
import zlib
from io import BytesIO
from typing import TYPE_CHECKING, Final

from pypdf import PdfReader, PdfWriter

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

# A page without a text layer: one grey picture, as a scanned page.
IMAGE_ONLY: Final = None
type Page = Sequence[str] | None

OWNER_PASSWORD: Final = "owner"  # a test file's; it locks nothing real
_FONT_SIZE: Final = 11
_LEADING: Final = 14
_TOP: Final = 770
_LEFT: Final = 56


def _literal(text: str) -> bytes:
    """Return ``text`` as a PDF literal string in WinAnsi (cp1252) encoding."""
    raw = text.encode("cp1252", errors="replace")
    return (
        b"("
        + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")
        + b")"
    )


def _text_stream(lines: Sequence[str]) -> bytes:
    """Return a content stream that sets ``lines`` top down, one per line."""
    ops = [
        b"BT",
        f"/F1 {_FONT_SIZE} Tf {_LEADING} TL {_LEFT} {_TOP} Td".encode(),
    ]
    for index, line in enumerate(lines):
        if index:
            ops.append(b"T*")
        if line:
            ops.append(_literal(line) + b" Tj")
    ops.append(b"ET")
    return b"\n".join(ops)


_IMAGE_STREAM: Final = b"q 480 0 0 640 56 100 cm /Im1 Do Q"


def paragraph_lines(paragraphs: Iterable[str], width: int = 80) -> list[str]:
    """Wrap paragraphs into lines of at most ``width`` characters, a gap between."""
    lines: list[str] = []
    for paragraph in paragraphs:
        if lines:
            lines.append("")
        lines.extend(textwrap.wrap(paragraph, width) or [""])
    return lines


class _Objects:
    """Numbered indirect objects, written in order with their byte offsets."""

    def __init__(self) -> None:
        self.bodies: list[bytes] = []

    def add(self, body: bytes) -> int:
        self.bodies.append(body)
        return len(self.bodies)

    def set(self, number: int, body: bytes) -> None:
        self.bodies[number - 1] = body

    def stream(self, data: bytes, extra: bytes = b"") -> int:
        packed = zlib.compress(data)
        head = b"<< /Length %d /Filter /FlateDecode %s>>" % (len(packed), extra)
        return self.add(head + b"\nstream\n" + packed + b"\nendstream")


def pdf_bytes(pages: Sequence[Page], *, title: str | None = None) -> bytes:
    """Return a PDF of ``pages`` (lines of text, or ``IMAGE_ONLY``)."""
    objects = _Objects()
    catalog = objects.add(b"")
    tree = objects.add(b"")
    font = objects.add(
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica "
        b"/Encoding /WinAnsiEncoding >>"
    )
    image = None
    if any(page is IMAGE_ONLY for page in pages):
        pixels = bytes((i * 7 + j * 3) % 256 for i in range(32) for j in range(32))
        image = objects.stream(
            pixels,
            b"/Type /XObject /Subtype /Image /Width 32 /Height 32 "
            b"/ColorSpace /DeviceGray /BitsPerComponent 8 ",
        )
    kids = []
    for page in pages:
        if page is IMAGE_ONLY:
            content = objects.stream(_IMAGE_STREAM)
            resources = b"<< /XObject << /Im1 %d 0 R >> >>" % image
        else:
            content = objects.stream(_text_stream(page))
            resources = b"<< /Font << /F1 %d 0 R >> >>" % font
        kids.append(
            objects.add(
                b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 595 842] "
                b"/Resources %s /Contents %d 0 R >>" % (tree, resources, content)
            )
        )
    objects.set(catalog, b"<< /Type /Catalog /Pages %d 0 R >>" % tree)
    refs = b" ".join(b"%d 0 R" % kid for kid in kids)
    objects.set(tree, b"<< /Type /Pages /Kids [%s] /Count %d >>" % (refs, len(kids)))
    info = None
    if title is not None:
        # A text string outside a content stream: UTF-16 with its mark, in hex.
        utf16 = (b"\xfe\xff" + title.encode("utf-16-be")).hex().encode()
        info = objects.add(b"<< /Title <%s> /Producer (tests.stubs.pdf) >>" % utf16)
    return _serialise(objects.bodies, catalog, info)


def _serialise(bodies: list[bytes], root: int, info: int | None) -> bytes:
    """Write header, objects, cross-reference table and trailer."""
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(bodies, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n" % (len(bodies) + 1)
    out += b"0000000000 65535 f \n"
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    trailer = b"/Size %d /Root %d 0 R" % (len(bodies) + 1, root)
    if info is not None:
        trailer += b" /Info %d 0 R" % info
    out += b"trailer\n<< %s >>\nstartxref\n%d\n%%%%EOF\n" % (trailer, xref)
    return bytes(out)


def encrypted(data: bytes, user_password: str) -> bytes:
    """
    Return ``data`` encrypted with pypdf's writer (AES-256).

    An empty ``user_password`` locks only printing and editing (the owner's password),
    as many manuals are shipped; any other is needed to read the text at all.
    """
    writer = PdfWriter(clone_from=PdfReader(BytesIO(data)))
    writer.encrypt(user_password, owner_password=OWNER_PASSWORD, algorithm="AES-256")
    out = BytesIO()
    writer.write(out)
    return out.getvalue()
