"""
The documents source against a hostile folder: links, devices, pipes, junk, damage.

Every file here is real (symlinks, ``os.mkfifo``, a bound Unix socket, random bytes,
a damaged SQLite file). A test whose old behaviour was to block forever on a named
pipe carries a valve: if the pipe is still being read long after the refresh should
have finished, the valve writes words into it, so the old code fails on what it
indexed instead of hanging the run. The valve never fires when nothing opens the pipe.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
import socket
import sqlite3
import threading
from pathlib import Path

import pytest

from custom_components.grounded_answers.engine.retrieve.sources.base import (
    SourceError,
    SourceQuery,
)
from custom_components.grounded_answers.engine.retrieve.sources.documents import (
    DocumentsSource,
    Skipped,
)
from custom_components.grounded_answers.engine.retrieve.sources.documents_files import (
    BINARY,
    LINKED_FOLDER,
    NOT_REGULAR,
    NOT_UTF8,
    OUTSIDE,
    SAME_FILE,
    TIMED_OUT,
    SkippedFileError,
    check_file,
    decode_text,
    read_file,
)
from custom_components.grounded_answers.engine.retrieve.sources.documents_index import (
    IndexClosedError,
)
from custom_components.grounded_answers.engine.route.cues import content_words, cues_for
from tests.stubs.pipe_valve import pipe_valve

NOTE = "# Boiler\n\nThe boiler pressure should read 1.5 bar.\n"
INDEX_LOGGER = "custom_components.grounded_answers.engine.retrieve.sources"


def junk(seed: int, size: int) -> bytes:
    """Return reproducible random bytes."""
    return random.Random(seed).randbytes(size)  # noqa: S311 - test data, not secrets


def ask(text: str) -> SourceQuery:
    return SourceQuery(text, tuple(content_words(text, cues_for("en"))))


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    folder = tmp_path / "config" / "docs"
    folder.mkdir(parents=True)
    (folder / "boiler.md").write_text(NOTE, encoding="utf-8")
    return folder


def source_for(docs: Path, **kwargs: object) -> DocumentsSource:
    database = docs.parent / ".storage" / "documents.sqlite"
    return DocumentsSource(docs, database, refresh_interval=0, **kwargs)  # type: ignore[arg-type]


def skipped(report: object) -> dict[str, str]:
    return {item.path: item.reason for item in report.skipped}  # type: ignore[attr-defined]


async def test_links_to_files_outside_the_folder_are_never_read(
    docs: Path, tmp_path: Path
) -> None:
    secret = tmp_path / "config" / "secrets.txt"
    secret.write_text("api_password: hunter2 molybdenum", encoding="utf-8")
    (docs / "passwd.txt").symlink_to("/etc/passwd")
    (docs / "secrets.md").symlink_to(secret)  # inside the config, outside the folder
    (docs / "kitchen").mkdir()
    (docs / "kitchen" / "boiler-link.md").symlink_to(docs / "boiler.md")
    source = source_for(docs)

    report = await source.refresh()

    # A link inside the folder to one of its documents is that document: once.
    assert skipped(report) == {
        "passwd.txt": OUTSIDE,
        "secrets.md": OUTSIDE,
        "kitchen/boiler-link.md": SAME_FILE,
    }
    assert set(report.indexed) == {"boiler.md"}
    assert await source.search(ask("root bash nologin")) == []
    assert await source.search(ask("hunter2 molybdenum")) == []
    assert await source.passage_ids("passwd.txt") == []
    await source.close()


async def test_devices_pipes_and_sockets_are_never_opened(docs: Path) -> None:
    (docs / "zero.txt").symlink_to("/dev/zero")
    (docs / "random.md").symlink_to("/dev/urandom")
    os.mkfifo(docs / "pipe.txt")
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    if len(os.fsencode(docs / "sock.md")) >= 100:  # pragma: no cover - AF_UNIX limit
        pytest.skip("the temporary folder's path is too long for a Unix socket")
    sock.bind(str(docs / "sock.md"))
    source = source_for(docs)

    with pipe_valve(docs / "pipe.txt", "The pipe whispers molybdenum."):
        report = await source.refresh()

    sock.close()
    assert skipped(report) == {
        "pipe.txt": NOT_REGULAR,
        "random.md": OUTSIDE,
        "sock.md": NOT_REGULAR,
        "zero.txt": OUTSIDE,
    }
    assert report.indexed == ("boiler.md",)
    assert report.files == 1
    assert await source.search(ask("pipe whispers molybdenum")) == []
    await source.close()


def test_a_device_inside_the_folder_is_not_a_regular_file() -> None:
    """Seen from a folder that holds it (here /), /dev/zero is refused before opening."""
    with pytest.raises(SkippedFileError, match=NOT_REGULAR):
        check_file(Path("/"), Path("/dev/zero"), 1024)


def test_a_pipe_swapped_in_after_the_check_does_not_block(docs: Path) -> None:
    checked = (docs / "boiler.md").stat()
    os.mkfifo(docs / "late.md")

    with (
        pipe_valve(docs / "late.md", "late words"),
        pytest.raises(SkippedFileError, match=NOT_REGULAR),
    ):
        read_file(docs, docs / "late.md", checked, 1024)


def test_a_file_swapped_for_another_after_the_check_is_refused(docs: Path) -> None:
    checked = (docs / "boiler.md").stat()
    other = docs / "other.md"
    other.write_text("# Other\n\nSomething else.", encoding="utf-8")

    with pytest.raises(SkippedFileError, match=NOT_REGULAR):
        read_file(docs, other, checked, 1024)


def test_at_most_the_limit_plus_one_byte_is_read(docs: Path) -> None:
    """A file that grew past the limit after its size was checked is refused."""
    growing = docs / "growing.txt"
    growing.write_text("short", encoding="utf-8")
    checked = growing.stat()
    with growing.open("a", encoding="utf-8") as handle:
        handle.write("x" * 1_000_000)

    assert read_file(docs, growing, checked, 2_000_000).startswith(b"short")
    with pytest.raises(SkippedFileError, match="larger than"):
        read_file(docs, growing, checked, 10)


async def test_files_over_the_size_limit_are_listed_not_read(docs: Path) -> None:
    (docs / "huge.txt").write_text("molybdenum " * 300_000, encoding="utf-8")
    source = source_for(docs)

    report = await source.refresh()

    assert skipped(report) == {"huge.txt": "larger than 2 MiB"}
    assert await source.search(ask("molybdenum")) == []
    await source.close()


@pytest.mark.parametrize(
    ("name", "content", "reason"),
    [
        ("random.txt", junk(11, 200_000), BINARY),
        (
            "random-no-nul.md",
            junk(12, 200_000).replace(b"\x00", b"\x01"),
            NOT_UTF8,
        ),
        (
            "latin1.txt",
            ("Grüße aus Köln, schöne Übung. " * 50).encode("latin-1"),
            NOT_UTF8,
        ),
        ("terminal.txt", b"\x1b[31mred\x1b[0m \x07\x07 " * 100, NOT_UTF8),
        ("sheet.html", b"<p>cells</p>\x00\x00\x00", BINARY),
    ],
)
async def test_files_that_are_not_text_give_no_passages(
    docs: Path, name: str, content: bytes, reason: str
) -> None:
    (docs / name).write_bytes(content)
    source = source_for(docs)

    report = await source.refresh()

    assert skipped(report) == {name: reason}
    assert await source.passage_ids(name) == []
    assert report.indexed == ("boiler.md",)
    await source.close()


@pytest.mark.parametrize(
    ("content", "title"),
    [
        # One stray byte in a long note is within the 1 % share.
        (
            b"# Tap\n\nThe garden tap is behind the shed. \xff" + b"It drips. " * 20,
            "Tap",
        ),
        (b"\xef\xbb\xbf# Tap\n\nThe garden tap is behind the shed.", "Tap"),
        ("\ufeff# Tap\n\nThe garden tap is behind the shed.".encode("utf-16"), "Tap"),
    ],
)
def test_text_with_a_stray_byte_or_a_byte_order_mark_is_read(
    content: bytes, title: str
) -> None:
    text = decode_text(content)

    assert text.lstrip("\ufeff").startswith(f"# {title}")
    assert "garden tap" in text


async def test_a_refused_file_is_not_read_again_until_it_changes(docs: Path) -> None:
    reads: list[str] = []

    def counting(root: Path, target: Path, info: os.stat_result, limit: int) -> bytes:
        reads.append(target.name)
        return read_file(root, target, info, limit)

    junk = docs / "junk.txt"
    junk.write_bytes(b"\x00\x01\x02" * 100)
    source = source_for(docs, reader=counting)
    await source.refresh()
    again = await source.refresh()

    assert reads == ["boiler.md", "junk.txt"]
    assert skipped(again) == {"junk.txt": BINARY}

    stat = junk.stat()
    junk.write_text("The junk drawer holds the spare fuses.", encoding="utf-8")
    os.utime(junk, ns=(stat.st_atime_ns, stat.st_mtime_ns + 2_000_000_000))
    fixed = await source.refresh()
    assert fixed.indexed == ("junk.txt",)
    assert "spare fuses" in (await source.search(ask("spare fuses")))[0].text
    await source.close()


async def test_a_document_overwritten_with_junk_loses_its_passages(docs: Path) -> None:
    source = source_for(docs)
    await source.refresh()
    boiler = docs / "boiler.md"
    stat = boiler.stat()
    boiler.write_bytes(junk(3, 4096))
    os.utime(boiler, ns=(stat.st_atime_ns, stat.st_mtime_ns + 2_000_000_000))

    report = await source.refresh()

    assert report.removed == ("boiler.md",)
    assert report.files == 0
    assert await source.search(ask("boiler pressure")) == []
    await source.close()


async def test_one_slow_file_does_not_stall_the_folder(docs: Path) -> None:
    (docs / "slow.md").write_text("# Slow\n\nA slow share.", encoding="utf-8")
    (docs / "tap.md").write_text("# Tap\n\nThe tap is behind the shed.", "utf-8")
    release = threading.Event()
    reads: list[str] = []

    def stalling(root: Path, target: Path, info: os.stat_result, limit: int) -> bytes:
        reads.append(target.name)
        if target.name == "slow.md":
            release.wait()  # a network share that stopped answering
        return read_file(root, target, info, limit)

    source = source_for(docs, reader=stalling, read_timeout=0.2)
    try:
        report = await source.refresh()
        again = await source.refresh()
    finally:
        release.set()

    assert set(report.indexed) == {"boiler.md", "tap.md"}
    assert skipped(report) == {"slow.md": TIMED_OUT}
    assert skipped(again) == {"slow.md": TIMED_OUT}
    assert reads.count("slow.md") == 1  # not tried again (its thread may be stuck)
    assert "behind the shed" in (await source.search(ask("tap shed")))[0].text
    await source.close()


async def test_a_question_is_not_queued_behind_a_refresh_under_way(
    docs: Path,
) -> None:
    entered, release = threading.Event(), threading.Event()

    def stalling(root: Path, target: Path, info: os.stat_result, limit: int) -> bytes:
        if target.name == "slow.md":
            entered.set()
            release.wait()
        return read_file(root, target, info, limit)

    source = source_for(docs, reader=stalling, read_timeout=3600)
    await source.refresh()
    (docs / "slow.md").write_text("# Slow\n\nA slow share.", encoding="utf-8")
    refreshing = asyncio.create_task(source.refresh())
    await asyncio.to_thread(entered.wait)

    found = await source.search(ask("boiler pressure"))  # while the read is stuck
    answered_while_stuck = not release.is_set()
    release.set()
    await refreshing

    assert answered_while_stuck
    assert "1.5 bar" in found[0].text
    await source.close()


async def test_closing_does_not_wait_for_a_stuck_read(docs: Path) -> None:
    (docs / "slow.md").write_text("# Slow\n\nA slow share.", encoding="utf-8")
    (docs / "zz-after.md").write_text("# After\n\nRead after the slow one.", "utf-8")
    entered, release = threading.Event(), threading.Event()

    def stalling(root: Path, target: Path, info: os.stat_result, limit: int) -> bytes:
        if target.name == "slow.md":
            entered.set()
            release.wait()
        return read_file(root, target, info, limit)

    source = source_for(docs, reader=stalling, read_timeout=3600)
    refreshing = asyncio.create_task(source.refresh())
    await asyncio.to_thread(entered.wait)

    await source.close()  # returns while the read is still stuck
    still_stuck = not release.is_set()
    release.set()

    assert still_stuck
    with pytest.raises(IndexClosedError):  # it stopped at the close
        await refreshing
    with pytest.raises(SourceError, match="closed"):
        await source.search(ask("boiler"))


async def test_a_linked_folder_is_listed_and_not_entered(
    docs: Path, tmp_path: Path
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "notes.md").write_text("# Notes\n\nMolybdenum notes.", "utf-8")
    (docs / "more").symlink_to(elsewhere, target_is_directory=True)
    source = source_for(docs)

    report = await source.refresh()

    assert skipped(report) == {"more": LINKED_FOLDER}
    assert await source.search(ask("molybdenum notes")) == []
    await source.close()


def swap_for_link(folder: Path, elsewhere: Path) -> None:
    """Move ``folder`` away and put a link to ``elsewhere`` in its place."""
    folder.rename(folder.with_name("old-docs"))
    folder.symlink_to(elsewhere, target_is_directory=True)


def write_bytes_name(folder: Path, name: bytes, content: bytes) -> None:
    """Write a file whose name is raw bytes (not necessarily UTF-8)."""
    Path(os.fsdecode(os.fsencode(folder) + b"/" + name)).write_bytes(content)


async def test_a_folder_swapped_for_a_link_is_not_followed(
    docs: Path, tmp_path: Path
) -> None:
    source = source_for(docs)
    await source.refresh()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "notes.md").write_text("# Notes\n\nMolybdenum notes.", "utf-8")
    swap_for_link(docs, elsewhere)

    with pytest.raises(SourceError, match="now leads to"):
        await source.search(ask("molybdenum notes"))
    assert "molybdenum" not in " ".join(await source.passage_ids()).lower()
    await source.close()


async def test_a_name_that_is_not_utf8_is_indexed(docs: Path) -> None:
    write_bytes_name(docs, b"caf\xe9.md", b"# Cafe\n\nThe cafe opens at eight.")
    source = source_for(docs)

    report = await source.refresh()

    assert "caf\ufffd.md" in report.indexed
    assert (await source.search(ask("cafe opens")))[0].url == "caf\ufffd.md"
    await source.close()


def damage(database: Path, kind: str) -> None:
    size = database.stat().st_size
    if kind == "garbage":
        database.write_bytes(junk(5, 8192))
    elif kind == "truncated":
        os.truncate(database, size // 2)
    else:  # overwritten in the middle: opens fine, fails SQLite's quick check
        with database.open("r+b") as handle:
            handle.seek(size // 3)
            handle.write(b"\xff" * 8192)


@pytest.mark.parametrize("kind", ["garbage", "truncated", "scribbled"])
async def test_a_damaged_index_is_rebuilt_with_one_warning(
    docs: Path, kind: str, caplog: pytest.LogCaptureFixture
) -> None:
    for index in range(300):  # enough pages that damage lands in the tables
        (docs / f"note-{index}.md").write_text(
            f"# Note {index}\n\n" + f"Appliance {index} needs descaling. " * 20, "utf-8"
        )
    source = source_for(docs)
    await source.refresh()
    await source.close()
    database = docs.parent / ".storage" / "documents.sqlite"
    damage(database, kind)

    reopened = source_for(docs)
    with caplog.at_level(logging.WARNING, logger=INDEX_LOGGER):
        report = await reopened.refresh()
        await reopened.refresh()
        found = await reopened.search(ask("boiler pressure"))

    warnings = [
        r
        for r in caplog.records
        if r.levelno >= logging.WARNING and r.name.startswith(INDEX_LOGGER)
    ]
    assert len(warnings) == 1
    assert "damaged" in warnings[0].getMessage()
    assert "rebuilt" in warnings[0].getMessage()
    assert report.files == 301
    assert "1.5 bar" in found[0].text
    with sqlite3.connect(database) as check:
        assert check.execute("PRAGMA quick_check").fetchone() == ("ok",)
    await reopened.close()


async def test_the_report_lists_every_skipped_file_by_path(docs: Path) -> None:
    for index in range(30):
        (docs / f"junk-{index:02}.txt").write_bytes(b"\x00" * 10)
    source = source_for(docs)

    report = await source.refresh()

    assert report.skipped == tuple(
        Skipped(f"junk-{index:02}.txt", BINARY, unreadable=True) for index in range(30)
    )
    assert source.last_report == report
    await source.close()
