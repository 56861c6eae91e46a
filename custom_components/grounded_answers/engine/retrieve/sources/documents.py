"""
The user's own documents, searched with SQLite FTS5 and ranked with bm25.

A folder of ``.md``, ``.txt``, ``.html`` and ``.pdf`` files is indexed in a database
file.

Files are cut into passages along headings and paragraphs (at most 800 characters),
each with a stable ID ``<relative path>#<index>:<content hash>``; a PDF's passages
stay on their page, which their ID and URL name (``documents_pdf``). The index is kept
in a database file whose path is given and refreshed incrementally: a file is read
again only when its modification time or size changed, and a deleted file's passages
are deleted. Every SQLite call and every file read runs in a worker thread, never on
the event loop. Only regular text files inside the folder are read
(``documents_files``); the others are listed in the last report with a reason.
Listeners hear when a refresh starts and when it ends (``indexing``), and whether the
folder was there (``folder_missing``).

Queries OR the question's content words, each quoted as an FTS5 string, so no
question can inject FTS5 syntax (``AND``, ``NEAR(``, ``*``, a stray quote).
"""

from __future__ import annotations

import asyncio
import sqlite3
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Final

from .base import Passage, SourceError, SourceQuery
from .documents_files import (
    MAX_FILE_BYTES,
    READ_TIMEOUT_S,
    FolderMissingError,
    Skipped,
    SkippedFileError,
    decode_text,
    read_file,
    real_folder,
    scan_folder,
    unreadable,
    with_deadline,
)
from .documents_index import DocumentIndex, IndexReport, Signature
from .documents_pdf import (
    MAX_PDF_BYTES,
    MAX_PDF_PAGES,
    PDF_READ_TIMEOUT_S,
    PDF_TIME_BUDGET_S,
    SUFFIX,
    read_pdf,
)
from .documents_reader import Chunk, chunk_document

if TYPE_CHECKING:
    import os
    from collections.abc import Callable, Sequence

__all__ = ["DocumentsSource", "IndexReport", "Skipped", "fts_query"]

DEFAULT_REFRESH_INTERVAL_S: Final = 60.0
# Passages written per transaction: one commit per file doubled a full index's time,
# and a batch this size holds the connection for milliseconds.
STORE_BATCH_CHUNKS: Final = 256

type Reader = Callable[[Path, Path, os.stat_result, int], bytes]


def fts_query(terms: Sequence[str]) -> str:
    """Return an FTS5 query matching any of ``terms``, each as a quoted string."""
    quoted = []
    for term in terms:
        cleaned = term.replace("\x00", "").strip()
        if cleaned:
            quoted.append('"' + cleaned.replace('"', '""') + '"')
    return " OR ".join(quoted)


class DocumentsSource:
    """A ``Source`` over a folder of the user's documents."""

    name = "documents"

    def __init__(
        self,
        folder: Path | str,
        database: Path | str,
        *,
        results: int = 6,
        refresh_interval: float = DEFAULT_REFRESH_INTERVAL_S,
        clock: Callable[[], float] = time.monotonic,
        max_file_bytes: int = MAX_FILE_BYTES,
        read_timeout: float = READ_TIMEOUT_S,
        reader: Reader = read_file,
        max_pdf_bytes: int = MAX_PDF_BYTES,
        max_pdf_pages: int = MAX_PDF_PAGES,
        pdf_time_budget: float = PDF_TIME_BUDGET_S,
    ) -> None:
        """Keep the settings; nothing is read until the first refresh or search."""
        self._index = DocumentIndex(Path(folder), Path(database))
        self._results = results
        self._refresh_interval = refresh_interval
        self._clock = clock
        self._max_bytes = max_file_bytes
        self._read_timeout = read_timeout
        self._reader = reader
        self._pdf = (max_pdf_bytes, max_pdf_pages, pdf_time_budget)
        self._refreshed_at: float | None = None
        self._refreshing = asyncio.Lock()
        # A cancelled caller lets go of the asyncio lock, not of its worker thread.
        self._refreshing_thread = threading.Lock()
        # Where the folder really is, pinned at the first refresh: if a part of its
        # path is later swapped for a link, nothing is read from where it leads.
        self._root: Path | None = None
        # Files read and refused, by signature: not read again until they change (a
        # read that timed out leaves its thread behind; it must not pile up).
        self._refused: dict[str, tuple[Signature, Skipped]] = {}
        self._listeners: list[Callable[[], None]] = []
        self.last_report: IndexReport | None = None
        self.indexing = False  # a refresh is under way
        self.folder_missing = False  # the last refresh found no folder

    @property
    def folder(self) -> Path:
        """Return the indexed folder."""
        return self._index.folder

    def add_listener(self, listener: Callable[[], None]) -> Callable[[], None]:
        """Call ``listener`` as a refresh starts and ends (on the event loop); undo."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def _tell(self) -> None:
        for listener in list(self._listeners):
            listener()

    async def refresh(self) -> IndexReport:
        """Bring the index up to date with the folder (in a worker thread)."""
        async with self._refreshing:
            self.indexing = True
            self._tell()
            try:
                report = await asyncio.to_thread(self._refresh_blocking)
            except FolderMissingError:
                self.folder_missing = True
                raise
            else:
                self.folder_missing = False
                self._refreshed_at = self._clock()
                self.last_report = report
            finally:
                self.indexing = False
                self._tell()
        return report

    async def search(self, query: SourceQuery) -> list[Passage]:
        """Refresh when due, then return the best passages for the question's words."""
        if self._refreshed_at is None or self._index.stale:
            await self._refresh_for_search()  # nothing to answer from yet
        elif (
            self._clock() - self._refreshed_at >= self._refresh_interval
            and not self._refreshing.locked()
        ):
            # A refresh already under way is not waited for: the question is
            # answered from what is indexed so far.
            await self._refresh_for_search()
        match = fts_query(query.terms)
        if not match:
            return []
        rows = await asyncio.to_thread(self._index.query, match, self._results)
        return [
            Passage(
                text=row.body,
                title=row.title,
                url=row.url or row.path,
                source=self.name,
                passage_id=row.passage_id,
                score=row.score,
            )
            for row in rows
        ]

    async def _refresh_for_search(self) -> None:
        """Refresh; a folder that is gone or moved is the source's failure."""
        try:
            await self.refresh()
        except FileNotFoundError as err:
            raise SourceError(f"documents folder not found: {err}") from err
        except OSError as err:
            raise SourceError(f"documents folder unusable: {err}") from err

    async def passage_ids(self, path: str | None = None) -> list[str]:
        """Return the indexed passage IDs, of one relative path or of all files."""
        return await asyncio.to_thread(self._index.passage_ids, path)

    async def close(self) -> None:
        """Close the database (in a worker thread); a refresh stops at its next file."""
        await asyncio.to_thread(self._index.close)

    # --- the blocking half ------------------------------------------------------------

    def _refresh_blocking(self) -> IndexReport:
        """Re-read new and changed files, drop deleted ones; rebuild a damaged index."""
        with self._refreshing_thread:
            try:
                return self._update()
            except sqlite3.DatabaseError as err:
                self._index.recover(err)  # re-raised unless the database is damaged
                self._refused.clear()
            return self._update()  # once more, into a new database

    def _update(self) -> IndexReport:
        index = self._index
        root = self._root = real_folder(index.folder, self._root)
        known = index.known()
        on_disk, skipped = scan_folder(root, self._max_bytes, {SUFFIX: self._pdf[0]})
        signatures = {
            path: (info.st_mtime_ns, info.st_size)
            for path, (_, info) in on_disk.items()
        }
        changed = []
        for path, signature in sorted(signatures.items()):
            refused = self._refused.get(path)
            if known.get(path) == signature:
                continue
            if refused is not None and refused[0] == signature:
                skipped.append(refused[1])
            else:
                changed.append(path)
        removed = sorted(set(known) - set(on_disk))
        if removed:
            index.delete(removed)
        indexed: list[str] = []
        batch: list[tuple[str, Signature, list[Chunk]]] = []
        for path in changed:
            if index.closed:  # unloading: stop between files
                break
            if sum(len(chunks) for _, _, chunks in batch) >= STORE_BATCH_CHUNKS:
                index.store(batch)
                batch.clear()
            try:
                chunks = self._read(root, path, *on_disk[path])
            except SkippedFileError as skip:
                item = Skipped(path, skip.reason, skip.unreadable)
                self._refused[path] = (signatures[path], item)
                skipped.append(item)
                if path in known:  # it was text before: its passages go
                    index.delete([path])
                    removed.append(path)
                continue
            except OSError as err:  # tried again at the next refresh
                skipped.append(Skipped(path, unreadable(err), unreadable=True))
                continue
            batch.append((path, signatures[path], chunks))
            indexed.append(path)
        if batch and not index.closed:
            index.store(batch)
        files, total = index.counts()
        index.stale = False
        return IndexReport(
            tuple(indexed),
            tuple(sorted(removed)),
            sum(known.get(path) == sig for path, sig in signatures.items()),
            total,
            files,
            tuple(sorted(skipped, key=lambda item: item.path)),
        )

    def _read(
        self, root: Path, path: str, target: Path, info: os.stat_result
    ) -> list[Chunk]:
        """Return one file's passages; raise SkippedFileError or OSError."""
        if path.lower().endswith(SUFFIX):
            limit, pages, budget = self._pdf
            data = with_deadline(
                lambda: self._reader(root, target, info, limit),
                max(self._read_timeout, PDF_READ_TIMEOUT_S),
            )
            # Parsed here, in the refresh's worker thread, bounded by pages and time.
            return read_pdf(
                path, data, max_pages=pages, budget=budget, clock=self._clock
            )
        data = with_deadline(
            lambda: self._reader(root, target, info, self._max_bytes),
            self._read_timeout,
        )
        return chunk_document(path, decode_text(data))
