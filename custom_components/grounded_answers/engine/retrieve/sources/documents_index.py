"""
The documents source's synchronous half: a folder's passages in an FTS5 index.

Everything here blocks; the async source calls it from a worker thread, and decides
what to store (which files are read and how is ``documents_files``' job, cutting them
into passages ``documents_reader``'s).

Schema: ``files(path, mtime_ns, size)`` says what was indexed; ``chunks`` holds the
passages and their location (a PDF's page), indexed by path so a changed file's rows
go without a table scan; the FTS5 table ``passages`` indexes ``chunks`` as external
content, kept in step by triggers (SQLite's FTS5 documentation, section 4.4.3). An
index of another schema version or folder is dropped and built again.

The connection is held for one batch of files' rows at a time, never while a file is
read, so a question is never queued behind a slow file; a damaged database (not a database, or failing SQLite's
``quick_check``) is deleted with one WARNING and built again from the folder.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from .base import SourceError

if TYPE_CHECKING:
    from collections.abc import Callable

    from .documents_files import Skipped
    from .documents_reader import Chunk

_LOGGER = logging.getLogger(__name__)

SCHEMA_VERSION: Final = "3"  # 2: soft-wrapped lines joined; 3: PDFs, passage URLs
# Title weighs twice the body in bm25: a section named "Descaling" is about descaling.
_BM25: Final = "bm25(passages, 2.0, 1.0)"
# SQLite's primary result codes for a damaged file (extended codes keep them in the
# low byte): "database disk image is malformed", "file is not a database".
_DAMAGED: Final = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})

_META: Final = (
    "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"
)
_SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS files (
    path TEXT PRIMARY KEY, mtime_ns INTEGER NOT NULL, size INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS chunks (
    id INTEGER PRIMARY KEY, passage_id TEXT NOT NULL, path TEXT NOT NULL,
    title TEXT NOT NULL, body TEXT NOT NULL, url TEXT NOT NULL DEFAULT ''
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

_DROP: Final = (
    "DROP TABLE IF EXISTS passages; DROP TABLE IF EXISTS chunks; "
    "DROP TABLE IF EXISTS files;"
)

type Signature = tuple[int, int]  # (mtime_ns, size)


@dataclass(frozen=True, slots=True)
class Row:
    """One query hit."""

    passage_id: str
    path: str
    title: str
    body: str
    score: float  # -bm25: higher is better
    url: str = ""  # the passage's location; "" is the file (``path``)


@dataclass(frozen=True, slots=True)
class IndexReport:
    """What a refresh did."""

    indexed: tuple[str, ...]  # relative paths (re)read: new or changed
    removed: tuple[str, ...]  # relative paths whose passages were deleted
    unchanged: int
    chunks: int  # passages in the index afterwards
    files: int = 0  # documents in the index afterwards
    skipped: tuple[Skipped, ...] = ()  # skipped or unreadable, by path


class IndexClosedError(SourceError):
    """The index was closed (its entry unloaded); it is not opened again."""

    code = "closed"


class DamagedIndexError(sqlite3.DatabaseError):
    """SQLite's integrity check found the database damaged."""


def _damaged(err: sqlite3.DatabaseError) -> bool:
    code = getattr(err, "sqlite_errorcode", None) or 0
    return isinstance(err, DamagedIndexError) or (code & 0xFF) in _DAMAGED


class DocumentIndex:
    """An FTS5 index of one folder; thread-safe, every method blocks."""

    def __init__(self, folder: Path, database: Path) -> None:
        """Keep the paths; the database opens on first use."""
        self.folder = folder
        self._database = database
        self._lock = threading.Lock()  # the connection: one statement batch at a time
        self._closed = threading.Event()
        self._db: sqlite3.Connection | None = None
        # True after a damaged database was deleted: refresh before the next query.
        self.stale = False

    # --- the database ---------------------------------------------------------------

    def _connect(self) -> sqlite3.Connection:
        """Return the connection (the caller holds ``_lock``)."""
        if self._closed.is_set():
            raise IndexClosedError("the documents index is closed")
        if self._db is None:
            try:
                self._db = self._open()
            except sqlite3.DatabaseError as err:
                if not _damaged(err):
                    raise
                self._discard(err)
                self._db = self._open()
        return self._db

    def _open(self) -> sqlite3.Connection:
        self._database.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self._database, check_same_thread=False)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            _check_integrity(db)
            db.execute(_META)
            stamp = f"{SCHEMA_VERSION}:{self.folder.resolve()}"
            row = db.execute("SELECT value FROM meta WHERE key='stamp'").fetchone()
            if fresh := row is None or row[0] != stamp:  # another folder or schema
                db.executescript(_DROP)  # start over: an older schema lacks columns
            db.executescript(_SCHEMA)
            if fresh:
                with db:
                    db.execute(
                        "INSERT OR REPLACE INTO meta VALUES ('stamp', ?)", (stamp,)
                    )
        except BaseException:
            db.close()
            raise
        return db

    def _discard(self, err: sqlite3.DatabaseError) -> None:
        """Delete a damaged database, so the next use starts an empty one."""
        reason = str(err).splitlines()[0][:200] if str(err) else type(err).__name__
        _LOGGER.warning(
            "The documents index %s was damaged (%s); it is rebuilt from %s",
            self._database,
            reason,
            self.folder,
        )
        if self._db is not None:
            try:
                self._db.close()
            except sqlite3.Error:
                _LOGGER.debug("Closing the damaged index failed", exc_info=True)
            self._db = None
        for suffix in ("", "-wal", "-shm", "-journal"):
            Path(f"{self._database}{suffix}").unlink(missing_ok=True)
        self.stale = True

    def _run[T](self, work: Callable[..., T], *args: Any) -> T:
        """Return ``work(db, *args)``, run in one transaction under the lock."""
        with self._lock:
            db = self._connect()
            with db:
                return work(db, *args)

    # --- what a refresh needs ------------------------------------------------------

    @property
    def closed(self) -> bool:
        """Return whether the index was closed for good."""
        return self._closed.is_set()

    def recover(self, err: sqlite3.DatabaseError) -> None:
        """Re-raise ``err`` unless the database is damaged; then delete it."""
        if not _damaged(err):
            raise err
        with self._lock:
            self._discard(err)

    def known(self) -> dict[str, Signature]:
        """Return ``{relative path: (mtime_ns, size)}`` of the indexed files."""
        return self._run(
            lambda db: {
                path: (mtime, size)
                for path, mtime, size in db.execute(
                    "SELECT path, mtime_ns, size FROM files"
                )
            }
        )

    def delete(self, paths: list[str]) -> None:
        """Delete the passages of ``paths``."""
        self._run(_delete, paths)

    def store(self, files: list[tuple[str, Signature, list[Chunk]]]) -> None:
        """Replace some files' passages, in one transaction."""
        self._run(_store, files)

    def counts(self) -> tuple[int, int]:
        """Return how many files and passages the index holds."""
        return self._run(
            lambda db: db.execute(
                "SELECT (SELECT count(*) FROM files), (SELECT count(*) FROM chunks)"
            ).fetchone()
        )

    # --- asking ---------------------------------------------------------------------

    def query(self, match: str, limit: int) -> list[Row]:
        """Return the best ``limit`` passages for an FTS5 ``match`` expression."""
        try:
            rows = self._run(
                lambda db: db.execute(
                    "SELECT c.passage_id, c.path, c.title, c.body, c.url, "  # noqa: S608
                    f"{_BM25} AS rank "
                    "FROM passages JOIN chunks c ON c.id = passages.rowid "
                    "WHERE passages MATCH ? ORDER BY rank LIMIT ?",
                    (match, limit),
                ).fetchall()
            )
        except sqlite3.DatabaseError as err:
            self.recover(err)
            msg = "the documents index was damaged; it is being rebuilt"
            raise SourceError(msg) from err
        return [
            Row(pid, path, title, body, -rank, url)
            for pid, path, title, body, url, rank in rows
        ]

    def passage_ids(self, path: str | None = None) -> list[str]:
        """Return the indexed passage IDs, of one file or of all, in index order."""
        if path is None:
            sql, args = "SELECT passage_id FROM chunks ORDER BY id", ()
        else:
            sql = "SELECT passage_id FROM chunks WHERE path = ? ORDER BY id"
            args = (path,)
        return self._run(lambda db: [row[0] for row in db.execute(sql, args)])

    def close(self) -> None:
        """Close the database for good; a refresh under way stops at its next file."""
        self._closed.set()
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None


def _check_integrity(db: sqlite3.Connection) -> None:
    """Raise DamagedIndexError when SQLite's quick check finds damage."""
    (check,) = db.execute("PRAGMA quick_check(1)").fetchone()
    if check != "ok":
        raise DamagedIndexError(check)


def _delete(db: sqlite3.Connection, paths: list[str]) -> None:
    for path in paths:
        db.execute("DELETE FROM chunks WHERE path = ?", (path,))
        db.execute("DELETE FROM files WHERE path = ?", (path,))


def _store(
    db: sqlite3.Connection, files: list[tuple[str, Signature, list[Chunk]]]
) -> None:
    for path, signature, chunks in files:
        db.execute("DELETE FROM chunks WHERE path = ?", (path,))
        db.executemany(
            "INSERT INTO chunks (passage_id, path, title, body, url) "
            "VALUES (?, ?, ?, ?, ?)",
            [(c.passage_id, c.path, c.title, c.body, c.url) for c in chunks],
        )
        db.execute("INSERT OR REPLACE INTO files VALUES (?, ?, ?)", (path, *signature))
