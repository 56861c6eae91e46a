"""
The user's own documents, searched with SQLite FTS5 and ranked with bm25.

A folder of ``.md``, ``.txt`` and ``.html`` files is indexed in a database file.

Files are cut into passages along headings and paragraphs (at most 800 characters),
each with a stable ID ``<relative path>#<index>:<content hash>``. The index is kept
in a database file whose path is given and refreshed incrementally: a file is read
again only when its modification time or size changed, and a deleted file's passages
are deleted. Every SQLite call runs in a worker thread, never on the event loop.

Queries OR the question's content words, each quoted as an FTS5 string, so no
question can inject FTS5 syntax (``AND``, ``NEAR(``, ``*``, a stray quote).
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import TYPE_CHECKING, Final

from .base import Passage, SourceError, SourceQuery
from .documents_index import DocumentIndex, IndexReport

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

__all__ = ["DocumentsSource", "IndexReport", "fts_query"]

DEFAULT_REFRESH_INTERVAL_S: Final = 60.0


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
    ) -> None:
        """Keep the settings; nothing is read until the first refresh or search."""
        self._index = DocumentIndex(Path(folder), Path(database))
        self._results = results
        self._refresh_interval = refresh_interval
        self._clock = clock
        self._refreshed_at: float | None = None
        self._refreshing = asyncio.Lock()

    @property
    def folder(self) -> Path:
        """Return the indexed folder."""
        return self._index.folder

    async def refresh(self) -> IndexReport:
        """Bring the index up to date with the folder (in a worker thread)."""
        async with self._refreshing:
            report = await asyncio.to_thread(self._index.refresh)
            self._refreshed_at = self._clock()
            return report

    async def search(self, query: SourceQuery) -> list[Passage]:
        """Refresh when due, then return the best passages for the question's words."""
        if (
            self._refreshed_at is None
            or self._clock() - self._refreshed_at >= self._refresh_interval
        ):
            try:
                await self.refresh()
            except FileNotFoundError as err:
                raise SourceError(f"documents folder not found: {err}") from err
        match = fts_query(query.terms)
        if not match:
            return []
        rows = await asyncio.to_thread(self._index.query, match, self._results)
        return [
            Passage(
                text=row.body,
                title=row.title,
                url=row.path,
                source=self.name,
                passage_id=row.passage_id,
                score=row.score,
            )
            for row in rows
        ]

    async def passage_ids(self, path: str | None = None) -> list[str]:
        """Return the indexed passage IDs, of one relative path or of all files."""
        return await asyncio.to_thread(self._index.passage_ids, path)

    async def close(self) -> None:
        """Close the database (in a worker thread)."""
        await asyncio.to_thread(self._index.close)
