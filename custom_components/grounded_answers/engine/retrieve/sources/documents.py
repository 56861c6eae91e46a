"""
The user's own documents, searched with SQLite FTS5 and ranked with bm25.

A folder of ``.md``, ``.txt``, ``.html`` and ``.pdf`` files is cut into passages along
headings and paragraphs (at most 800 characters), each with a stable ID
``<relative path>#<index>:<content hash>``; a PDF's passages stay on their page, which
their ID and URL name (``documents_pdf``). The index, in a given database file, is
refreshed incrementally: a file is read again only when its modification time or size
changed, a deleted file's passages are deleted. Every SQLite call and file read runs in
a worker thread. Only regular text files inside the folder are read
(``documents_files``); the others are listed in the last report with a reason.
A refresh is one task the source owns (``documents_refresh``): a question waits for it
at most ``REFRESH_GRACE_S``, then answers from what is indexed (nothing, if nothing is
yet); only a source nothing ever refreshed (no setup: a script, a test) has its first
question wait for the first index. A folder that is gone answers nothing; its owner
says so (``folder_missing``). Listeners hear as a refresh starts and ends.

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

from .base import Passage, SourceQuery
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
from .documents_index import DocumentIndex, IndexClosedError, IndexReport, Signature
from .documents_pdf import (
    MAX_PDF_BYTES,
    MAX_PDF_PAGES,
    PDF_READ_TIMEOUT_S,
    PDF_TIME_BUDGET_S,
    SUFFIX,
    read_pdf,
)
from .documents_reader import Chunk, chunk_document
from .documents_refresh import REFRESH_GRACE_S, Refresher, raise_failure

if TYPE_CHECKING:
    import os
    from collections.abc import Callable, Sequence

__all__ = ["REFRESH_GRACE_S", "DocumentsSource", "IndexReport", "Skipped", "fts_query"]

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
        refresh_grace: float = REFRESH_GRACE_S,
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
        self._grace = refresh_grace
        self._clock = clock
        self._max_bytes = max_file_bytes
        self._read_timeout = read_timeout
        self._reader = reader
        self._pdf = (max_pdf_bytes, max_pdf_pages, pdf_time_budget)
        self._refreshed_at: float | None = None
        self._refresher = Refresher(self._refresh_now)
        # Never two refresh threads, even if a task was cancelled under one (closing).
        self._refreshing_thread = threading.Lock()
        self._failure: Exception | None = None  # how the last refresh that ended failed
        # Where the folder really is, pinned at the first refresh: if a part of its
        # path is later swapped for a link, nothing is read from where it leads.
        self._root: Path | None = None
        # Files read and refused, by signature: not read again until they change (a
        # read that timed out leaves its thread behind; it must not pile up).
        self._refused: dict[str, tuple[Signature, Skipped]] = {}
        self.last_report: IndexReport | None = None
        self.folder_missing = False  # the last refresh found no folder

    @property
    def indexing(self) -> bool:
        """Return whether a refresh is under way (its task started and not ended)."""
        return self._refresher.running

    @property
    def refresh_interval(self) -> float:
        """Return how old the index may get before a question refreshes it."""
        return self._refresh_interval

    @property
    def folder(self) -> Path:
        """Return the indexed folder."""
        return self._index.folder

    def add_listener(self, listener: Callable[[], None]) -> Callable[[], None]:
        """Call ``listener`` as a refresh starts and ends (on the event loop); undo."""
        return self._refresher.add_listener(listener)

    async def refresh(self, *, again: bool = True) -> IndexReport:
        """Bring the index up to date; ``again=False`` joins a refresh under way."""
        return await (self._refresher.fresh() if again else self._refresher.join())

    async def _refresh_now(self) -> IndexReport:
        """Index, then record what happened (the one refresh task's work)."""
        try:
            report = await asyncio.to_thread(self._refresh_blocking)
        except Exception as err:
            self._failure = err
            if isinstance(err, FolderMissingError):
                self.folder_missing = True
            raise
        self._failure = None
        self.folder_missing = False
        self._refreshed_at = self._clock()
        self.last_report = report
        return report

    async def search(self, query: SourceQuery) -> list[Passage]:
        """Return the best passages for the question's words, from what is indexed."""
        if self._index.closed:
            raise IndexClosedError("the documents index is closed")
        if not self._refresher.started:
            # Nothing started one (no setup) and nothing else would fill the index.
            await self._refresher.wait(None)
        elif self._refresher.running or self._due:
            # Up to the grace: long enough for a small folder, never for a large one.
            await self._refresher.wait(self._grace)
        if raise_failure(self._failure):  # the folder is gone: nothing to answer
            return []
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

    @property
    def _due(self) -> bool:
        """Return whether the index is older than the interval, or was discarded."""
        at = self._refreshed_at
        return (
            at is None
            or self._index.stale
            or self._clock() - at >= self._refresh_interval
        )

    async def passage_ids(self, path: str | None = None) -> list[str]:
        """Return the indexed passage IDs, of one relative path or of all files."""
        return await asyncio.to_thread(self._index.passage_ids, path)

    async def close(self) -> None:
        """Close the database (in a worker thread); a refresh stops at its next file."""
        await asyncio.to_thread(self._index.close)
        # Its task ends now (whoever waits hears the index closed); a read stuck in its
        # thread is not waited for, and finds the index closed when it returns.
        await self._refresher.stop(IndexClosedError("the documents index is closed"))

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
