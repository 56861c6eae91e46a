"""
The documents source's synchronous half: a folder's passages in an FTS5 index.

Everything here blocks; the async source calls it from a worker thread. The files
are cut into passages by ``documents_reader``.

Schema: ``files(path, mtime_ns, size)`` says what was indexed; ``chunks`` holds the
passages (indexed by path, so a changed file's rows go without a table scan); the
FTS5 table ``passages`` indexes ``chunks`` as external content, kept in step by
triggers (the pattern of SQLite's FTS5 documentation, section 4.4.3).
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from .documents_reader import SUFFIXES, chunk_document

_LOGGER = logging.getLogger(__name__)

MAX_FILE_BYTES: Final = 2 * 1024 * 1024
SCHEMA_VERSION: Final = "2"  # 2: soft-wrapped lines are joined
# Title weighs twice the body in bm25: a section named "Descaling" is about descaling.
_BM25: Final = "bm25(passages, 2.0, 1.0)"

_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS files (
    path TEXT PRIMARY KEY, mtime_ns INTEGER NOT NULL, size INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS chunks (
    id INTEGER PRIMARY KEY, passage_id TEXT NOT NULL, path TEXT NOT NULL,
    title TEXT NOT NULL, body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS chunks_path ON chunks(path);
CREATE VIRTUAL TABLE IF NOT EXISTS passages USING fts5(
    title, body, content='chunks', content_rowid='id',
    tokenize='porter unicode61 remove_diacritics 2'
);
CREATE TRIGGER IF NOT EXISTS chunks_ai AFTER INSERT ON chunks BEGIN
    INSERT INTO passages(rowid, title, body) VALUES (new.id, new.title, new.body);
END;
CREATE TRIGGER IF NOT EXISTS chunks_ad AFTER DELETE ON chunks BEGIN
    INSERT INTO passages(passages, rowid, title, body)
    VALUES ('delete', old.id, old.title, old.body);
END;
"""


@dataclass(frozen=True, slots=True)
class Row:
    """One query hit."""

    passage_id: str
    path: str
    title: str
    body: str
    score: float  # -bm25: higher is better


@dataclass(frozen=True, slots=True)
class IndexReport:
    """What a refresh did."""

    indexed: tuple[str, ...]  # relative paths (re)read: new or changed
    removed: tuple[str, ...]  # relative paths whose passages were deleted
    unchanged: int
    chunks: int  # passages in the index afterwards


class DocumentIndex:
    """An FTS5 index of one folder; thread-safe, every method blocks."""

    def __init__(self, folder: Path, database: Path) -> None:
        """Keep the paths; the database opens on first use."""
        self.folder = folder
        self._database = database
        self._lock = threading.Lock()
        self._db: sqlite3.Connection | None = None

    def _connect(self) -> sqlite3.Connection:
        if self._db is None:
            self._database.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(self._database, check_same_thread=False)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.executescript(_SCHEMA)
            stamp = f"{SCHEMA_VERSION}:{self.folder.resolve()}"
            row = db.execute("SELECT value FROM meta WHERE key='stamp'").fetchone()
            if row is None or row[0] != stamp:  # another folder or schema: start over
                with db:
                    db.execute("DELETE FROM chunks")
                    db.execute("DELETE FROM files")
                    db.execute(
                        "INSERT OR REPLACE INTO meta VALUES ('stamp', ?)", (stamp,)
                    )
            self._db = db
        return self._db

    def _scan(self) -> dict[str, tuple[int, int]]:
        """Return ``{relative path: (mtime_ns, size)}`` of the folder's documents."""
        if not self.folder.is_dir():
            raise FileNotFoundError(str(self.folder))
        found: dict[str, tuple[int, int]] = {}
        for root, dirs, files in os.walk(self.folder):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            for name in files:
                if name.startswith(".") or Path(name).suffix.lower() not in SUFFIXES:
                    continue
                path = Path(root, name)
                try:
                    stat = path.stat()
                except OSError:  # deleted while we walked: gone next time too
                    continue
                if stat.st_size <= MAX_FILE_BYTES:
                    found[path.relative_to(self.folder).as_posix()] = (
                        stat.st_mtime_ns,
                        stat.st_size,
                    )
        return found

    def refresh(self) -> IndexReport:
        """Re-read new and changed files, drop deleted ones; one transaction."""
        with self._lock:
            db = self._connect()
            on_disk = self._scan()
            known = {
                path: (mtime, size)
                for path, mtime, size in db.execute(
                    "SELECT path, mtime_ns, size FROM files"
                )
            }
            changed = sorted(p for p, sig in on_disk.items() if known.get(p) != sig)
            removed = sorted(set(known) - set(on_disk))
            with db:
                for path in removed:
                    db.execute("DELETE FROM chunks WHERE path = ?", (path,))
                    db.execute("DELETE FROM files WHERE path = ?", (path,))
                for path in changed:
                    self._index_file(db, path, on_disk[path])
            total = db.execute("SELECT count(*) FROM chunks").fetchone()[0]
            return IndexReport(
                tuple(changed), tuple(removed), len(on_disk) - len(changed), total
            )

    def _index_file(
        self, db: sqlite3.Connection, path: str, signature: tuple[int, int]
    ) -> None:
        try:
            text = (self.folder / path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            _LOGGER.debug("Cannot read %s; it is tried again next refresh", path)
            return
        db.execute("DELETE FROM chunks WHERE path = ?", (path,))
        db.executemany(
            "INSERT INTO chunks (passage_id, path, title, body) VALUES (?, ?, ?, ?)",
            [
                (c.passage_id, c.path, c.title, c.body)
                for c in chunk_document(path, text)
            ],
        )
        db.execute("INSERT OR REPLACE INTO files VALUES (?, ?, ?)", (path, *signature))

    def query(self, match: str, limit: int) -> list[Row]:
        """Return the best ``limit`` passages for an FTS5 ``match`` expression."""
        with self._lock:
            rows = (
                self._connect()
                .execute(
                    f"SELECT c.passage_id, c.path, c.title, c.body, {_BM25} AS rank "  # noqa: S608
                    "FROM passages JOIN chunks c ON c.id = passages.rowid "
                    "WHERE passages MATCH ? ORDER BY rank LIMIT ?",
                    (match, limit),
                )
                .fetchall()
            )
        return [
            Row(pid, path, title, body, -rank) for pid, path, title, body, rank in rows
        ]

    def passage_ids(self, path: str | None = None) -> list[str]:
        """Return the indexed passage IDs, of one file or of all, in index order."""
        with self._lock:
            db = self._connect()
            if path is None:
                rows = db.execute("SELECT passage_id FROM chunks ORDER BY id")
            else:
                rows = db.execute(
                    "SELECT passage_id FROM chunks WHERE path = ? ORDER BY id", (path,)
                )
            return [row[0] for row in rows]

    def close(self) -> None:
        """Close the database connection."""
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None
