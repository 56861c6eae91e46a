"""
The documents source's folder side: which files are read, and reading one safely.

Only a regular file whose real path lies inside the documents folder is opened: a link
to ``/etc/passwd``, a device such as ``/dev/zero``, a named pipe or a socket never is.
A file is opened without following a link and without blocking, checked again once
open (same file, still inside the folder), and read to at most the size limit plus one
byte, in a thread of its own with a deadline. What comes back must be text: no NUL
byte, and at most ``MAX_BAD_SHARE`` (1 %) of its characters undecodable UTF-8 or
control characters (a PDF has a limit of its own and is ``documents_pdf``'s to read).
Every file left out on the way is listed with a short reason, which the documents
sensor shows; one whose content could not be read is also marked unreadable. Everything
here blocks.
"""

from __future__ import annotations

import codecs
import os
import re
import stat
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Final

from .documents_reader import SUFFIXES

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

MAX_FILE_BYTES: Final = 2 * 1024 * 1024
# A file reads in milliseconds; one that takes longer (a stalled network share) is
# given up on, so it cannot hold up the rest of the folder.
READ_TIMEOUT_S: Final = 2.0
# The share of a file's characters that may be undecodable or control characters.
MAX_BAD_SHARE: Final = 0.01
_OPEN_FLAGS: Final = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # a pipe swapped in after the check cannot block
    | getattr(os, "O_NOFOLLOW", 0)  # nor can a link swapped in for the file
    | getattr(os, "O_CLOEXEC", 0)
)
_READ_SIZE: Final = 1 << 16
# C0 and C1 control characters other than the whitespace a text file holds.
_CONTROL: Final = re.compile(r"[\x01-\x08\x0e-\x1f\x7f-\x9f]")
_BOMS: Final = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)

# The reasons a file is skipped, as the documents sensor lists them.
OUTSIDE: Final = "links outside the documents folder"
NOT_REGULAR: Final = "not a regular file"
LINKED_FOLDER: Final = "linked folder, not followed"
BINARY: Final = "not text: NUL bytes"
NOT_UTF8: Final = "not UTF-8 text"
TIMED_OUT: Final = "reading timed out"
BROKEN_LINK: Final = "broken link"
SAME_FILE: Final = "a link to another listed document"


def too_large(limit: int) -> str:
    """Return the reason for a file over ``limit`` bytes."""
    mib = limit / 1024 / 1024
    return f"larger than {mib:g} MiB" if mib >= 1 else f"larger than {limit} bytes"


class SkippedFileError(Exception):
    """A file that is not indexed; ``reason`` says why, for the documents sensor."""

    unreadable = False  # refused by rule (a link out, a device, too large)

    def __init__(self, reason: str) -> None:
        """Keep the reason."""
        super().__init__(reason)
        self.reason = reason


class UnreadableFileError(SkippedFileError):
    """A document whose content could not be read: not text, no text layer, late."""

    unreadable = True


def check_file(root: Path, path: Path, limit: int) -> tuple[Path, os.stat_result]:
    """
    Return where a listed file really is and its status, or raise SkippedFileError.

    ``root`` is the documents folder, resolved. A link is followed only to see where it
    ends: outside ``root`` it is skipped, like anything that is not a regular file (a
    device, a pipe, a socket) or is larger than ``limit``. Nothing is opened here.
    """
    info = os.lstat(path)
    target = path
    if stat.S_ISLNK(info.st_mode):
        target = path.resolve(strict=True)  # a dangling link: FileNotFoundError
        if not target.is_relative_to(root):
            raise SkippedFileError(OUTSIDE)
        info = target.stat()
    if not stat.S_ISREG(info.st_mode):
        raise SkippedFileError(NOT_REGULAR)
    if info.st_size > limit:
        raise SkippedFileError(too_large(limit))
    return target, info


def read_file(root: Path, target: Path, expected: os.stat_result, limit: int) -> bytes:
    """
    Return the bytes of a file ``check_file`` passed, read to at most ``limit`` + 1.

    Opened without following a link and without blocking, then checked again: it
    must still be the regular file that was checked (same device and inode) and, where
    ``/proc`` says where an open file is, still inside ``root``.
    """
    fd = os.open(target, _OPEN_FLAGS)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or (info.st_dev, info.st_ino) != (
            expected.st_dev,
            expected.st_ino,
        ):
            raise SkippedFileError(NOT_REGULAR)  # replaced since it was checked
        proc = Path(f"/proc/self/fd/{fd}")
        if proc.is_symlink() and not proc.readlink().is_relative_to(root):
            raise SkippedFileError(OUTSIDE)
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0 and (chunk := os.read(fd, min(left, _READ_SIZE))):
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    if left <= 0:  # it grew past the limit since it was checked
        raise SkippedFileError(too_large(limit))
    return b"".join(chunks)


def with_deadline[T](work: Callable[[], T], timeout: float) -> T:
    """
    Return ``work()``, run in a thread of its own; raise SkippedFileError when late.

    A read stuck in the kernel cannot be interrupted, so its (daemon) thread is left
    behind and the caller goes on; the index does not try that file again until it
    changes, so stuck threads do not pile up.
    """
    outcome: list[T] = []
    failure: list[BaseException] = []

    def run() -> None:
        try:
            outcome.append(work())
        except BaseException as err:  # noqa: BLE001 - handed to the caller below
            failure.append(err)

    thread = threading.Thread(target=run, name="documents-read", daemon=True)
    thread.start()
    thread.join(timeout)  # a finished read leaves no thread behind
    if thread.is_alive():
        raise UnreadableFileError(TIMED_OUT)
    if failure:
        raise failure[0]
    return outcome[0]


def decode_text(data: bytes) -> str:
    """
    Return a file's text, or raise SkippedFileError when it is not text.

    UTF-8 (a byte-order mark is dropped; UTF-16 is read when its mark says so). A NUL
    byte means binary; more than ``MAX_BAD_SHARE`` of undecodable or control
    characters means it is not UTF-8 text (random bytes, a Latin-1 export).
    """
    encoding = "utf-8"
    for bom, name in _BOMS:
        if data.startswith(bom):
            data, encoding = data[len(bom) :], name
            break
    text = data.decode(encoding, errors="replace")
    if "\x00" in text:
        raise UnreadableFileError(BINARY)
    bad = text.count("\ufffd") + len(_CONTROL.findall(text))
    if bad > len(text) * MAX_BAD_SHARE:
        raise UnreadableFileError(NOT_UTF8)
    return text


@dataclass(frozen=True, slots=True)
class Skipped:
    """A document that is not in the index, and why."""

    path: str  # relative to the folder
    reason: str
    unreadable: bool = False  # its content could not be read (not refused by rule)


class FolderMovedError(OSError):
    """The folder now leads somewhere else than when it was first indexed."""


class FolderMissingError(FileNotFoundError):
    """The documents folder is not there (deleted, renamed, an unmounted share)."""


def relative_key(relative: Path) -> str:
    """Return a relative path as stored: a name that is not UTF-8 gets U+FFFD."""
    return os.fsencode(relative.as_posix()).decode("utf-8", errors="replace")


def unreadable(err: OSError) -> str:
    """Return the reason for a file or folder the system refused to read."""
    return f"unreadable: {err.strerror or type(err).__name__}"


def real_folder(folder: Path, pinned: Path | None) -> Path:
    """
    Return where ``folder`` really is; raise when it is gone or leads elsewhere.

    ``pinned`` is where it was at the first refresh: if a part of its path has since
    been swapped for a link, nothing is read from where that link leads.
    """
    root = folder.resolve()
    if not root.is_dir():
        raise FolderMissingError(str(folder))
    if pinned is not None and root != pinned:
        msg = f"{folder} now leads to {root}; nothing is read from there"
        raise FolderMovedError(msg)
    return root


type Found = dict[str, tuple[Path, os.stat_result]]


def scan_folder(
    root: Path, limit: int, limits: Mapping[str, int] | None = None
) -> tuple[Found, list[Skipped]]:
    """
    Return the documents to consider (real path and status, by key) and the skipped.

    ``limits`` maps a suffix to its own size limit (PDFs), ``limit`` is the others'.
    Hidden files and folders and other file types are left out silently; a linked
    folder is not entered (it could lead anywhere); everything else left out is listed.
    """
    limits = limits or {}
    found: Found = {}
    skipped: list[Skipped] = []

    def folder_error(err: OSError) -> None:
        where = Path(err.filename or root)
        key = relative_key(where.relative_to(root))
        skipped.append(Skipped(key, unreadable(err), unreadable=True))

    for base, dirs, files in os.walk(root, onerror=folder_error):
        here = Path(base)
        kept = []
        for name in sorted(dirs):
            if name.startswith("."):
                continue
            if (here / name).is_symlink():  # os.walk would not enter it either
                relative = relative_key((here / name).relative_to(root))
                skipped.append(Skipped(relative, LINKED_FOLDER))
            else:
                kept.append(name)
        dirs[:] = kept
        for name in sorted(files):
            suffix = Path(name).suffix.lower()
            if name.startswith(".") or suffix not in SUFFIXES:
                continue
            path = here / name
            relative = relative_key(path.relative_to(root))
            try:
                found[relative] = check_file(root, path, limits.get(suffix, limit))
            except SkippedFileError as skip:
                skipped.append(Skipped(relative, skip.reason, skip.unreadable))
            except FileNotFoundError:
                if path.is_symlink():
                    skipped.append(Skipped(relative, BROKEN_LINK))
                # otherwise deleted while we walked: gone next time too
            except OSError as err:
                skipped.append(Skipped(relative, unreadable(err), unreadable=True))
    return _one_key_per_file(root, found, skipped), skipped


def _one_key_per_file(root: Path, found: Found, skipped: list[Skipped]) -> Found:
    """Keep one key per real file: the file's own name over any link to it.

    A link to a document of the folder would index the same passages twice, and a
    question would hear them twice.
    """
    keys: dict[tuple[int, int], str] = {}
    for key, (target, info) in found.items():
        identity = (info.st_dev, info.st_ino)
        if identity not in keys or key == relative_key(target.relative_to(root)):
            keys[identity] = key
    skipped.extend(
        Skipped(key, SAME_FILE) for key in sorted(set(found) - set(keys.values()))
    )
    return {key: found[key] for key in sorted(keys.values())}
