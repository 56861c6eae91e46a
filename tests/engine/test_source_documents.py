"""The documents source: real SQLite FTS5, incremental re-indexing, safe queries."""

from __future__ import annotations

import os
import sqlite3
import threading
from typing import TYPE_CHECKING

import pytest

from custom_components.grounded_answers.engine.retrieve.sources.base import (
    SourceQuery,
)
from custom_components.grounded_answers.engine.retrieve.sources.documents import (
    DocumentsSource,
    fts_query,
)
from custom_components.grounded_answers.engine.retrieve.sources.documents_reader import (
    chunk_document,
)
from custom_components.grounded_answers.engine.route.cues import content_words, cues_for

if TYPE_CHECKING:
    from pathlib import Path


def _fts5_missing() -> str:
    try:
        sqlite3.connect(":memory:").execute("CREATE VIRTUAL TABLE t USING fts5(x)")
    except sqlite3.OperationalError as err:
        return f"this Python's SQLite {sqlite3.sqlite_version} has no FTS5: {err}"
    return ""


if _fts5_missing():  # pragma: no cover - every supported Python has FTS5
    print(f"SKIP documents tests: {_fts5_missing()}")
    pytestmark = pytest.mark.skip(reason=_fts5_missing())


DISHWASHER = """---
author: me
---
# Dishwasher manual

Read this manual before first use.

## Descaling

To descale the dishwasher, pour one litre of white vinegar into the empty machine
and run the hot programme at 70 degrees.

## Filter

Clean the filter at the bottom of the tub every month under running water.
"""
BOILER = (
    "Boiler service notes\n\nThe boiler was serviced in March 2026.\n\n"
    "Pressure should read 1.5 bar."
)
WIFI = (
    "<html><head><title>House rules</title><style>p {}</style></head><body>"
    "<h1>House rules</h1><p>The guest Wi-Fi password is on the fridge door.</p>"
    "<h2>Rubbish</h2><p>Bins go out on Tuesday evenings.</p></body></html>"
)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    docs = tmp_path / "docs"
    (docs / "kitchen").mkdir(parents=True)
    (docs / "kitchen" / "dishwasher.md").write_text(DISHWASHER, encoding="utf-8")
    (docs / "boiler.txt").write_text(BOILER, encoding="utf-8")
    (docs / "house.html").write_text(WIFI, encoding="utf-8")
    (docs / ".hidden.md").write_text("# Secret\n\ndishwasher secret", encoding="utf-8")
    (docs / "image.png").write_bytes(b"\x89PNG dishwasher")
    return docs


def source_for(folder: Path, tmp_path: Path, **kwargs: object) -> DocumentsSource:
    return DocumentsSource(
        folder, tmp_path / "index" / "documents.sqlite", refresh_interval=0, **kwargs
    )  # type: ignore[arg-type]


def ask(text: str) -> SourceQuery:
    return SourceQuery(text, tuple(content_words(text, cues_for("en"))))


def touch(path: Path, text: str) -> None:
    """Rewrite a file and move its mtime on: a coarse clock cannot hide the change."""
    stat = path.stat()
    path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 2_000_000_000))


async def test_search_finds_the_section_that_answers(folder, tmp_path) -> None:
    source = source_for(folder, tmp_path)

    passages = await source.search(ask("how do I descale my dishwasher"))

    assert passages[0].title == "Dishwasher manual \u2014 Descaling"
    assert "white vinegar" in passages[0].text
    assert passages[0].url == "kitchen/dishwasher.md"
    assert passages[0].source == "documents"
    assert passages[0].passage_id.startswith("kitchen/dishwasher.md#")
    assert passages[0].score > 0
    await source.close()


async def test_every_format_is_indexed_and_hidden_or_foreign_files_are_not(
    folder, tmp_path
) -> None:
    source = source_for(folder, tmp_path)

    report = await source.refresh()
    wifi = await source.search(ask("what is the wifi password"))
    boiler = await source.search(ask("boiler pressure"))
    secret = await source.search(ask("secret"))

    assert set(report.indexed) == {"kitchen/dishwasher.md", "boiler.txt", "house.html"}
    assert wifi[0].title == "House rules"
    assert "fridge door" in wifi[0].text
    assert boiler[0].title == "Boiler"  # a text file is titled by its name
    assert secret == []
    await source.close()


async def test_passage_ids_are_stable_across_indexes(folder, tmp_path) -> None:
    first = DocumentsSource(folder, tmp_path / "a.sqlite", refresh_interval=0)
    second = DocumentsSource(folder, tmp_path / "b.sqlite", refresh_interval=0)
    await first.refresh()
    await second.refresh()

    assert await first.passage_ids() == await second.passage_ids()
    assert len(await first.passage_ids()) >= 5
    await first.close()
    await second.close()


async def test_reindexing_is_incremental(folder, tmp_path) -> None:
    source = source_for(folder, tmp_path)
    first = await source.refresh()
    boiler_ids = await source.passage_ids("boiler.txt")
    dishwasher_ids = await source.passage_ids("kitchen/dishwasher.md")

    again = await source.refresh()
    assert again.indexed == ()
    assert again.removed == ()
    assert again.unchanged == 3
    assert again.chunks == first.chunks

    touch(
        folder / "boiler.txt",
        BOILER.replace("1.5 bar", "2 bar") + "\n\nBleed the radiators.",
    )
    edited = await source.refresh()
    assert edited.indexed == ("boiler.txt",)  # only the edited file is read again
    assert edited.unchanged == 2
    assert await source.passage_ids("kitchen/dishwasher.md") == dishwasher_ids
    assert await source.passage_ids("boiler.txt") != boiler_ids
    assert "Bleed the radiators" in (await source.search(ask("radiators")))[0].text

    (folder / "kitchen" / "dishwasher.md").unlink()
    deleted = await source.refresh()
    assert deleted.removed == ("kitchen/dishwasher.md",)
    assert await source.passage_ids("kitchen/dishwasher.md") == []
    assert await source.search(ask("descale the dishwasher")) == []
    assert deleted.chunks == edited.chunks - len(dishwasher_ids)
    await source.close()


async def test_an_index_survives_a_restart(folder, tmp_path) -> None:
    source = source_for(folder, tmp_path)
    await source.refresh()
    await source.close()

    reopened = source_for(folder, tmp_path)
    report = await reopened.refresh()

    assert report.indexed == ()
    assert report.unchanged == 3
    await reopened.close()


async def test_another_folder_starts_the_index_over(folder, tmp_path) -> None:
    database = tmp_path / "shared.sqlite"
    source = DocumentsSource(folder, database, refresh_interval=0)
    await source.refresh()
    await source.close()
    other = tmp_path / "other"
    other.mkdir()
    (other / "notes.md").write_text("# Notes\n\nThe garden tap is behind the shed.")

    moved = DocumentsSource(other, database, refresh_interval=0)
    report = await moved.refresh()

    assert report.indexed == ("notes.md",)
    assert report.chunks == 1
    await moved.close()


@pytest.mark.parametrize(
    "question",
    [
        'dishwasher AND ( "filter',
        'NEAR(dishwasher filter) OR * -"',
        "filter* ^dishwasher {title}: descale",
        '" OR "" AND NOT',
        "\x00dishwasher",
    ],
)
async def test_fts_syntax_in_a_question_does_not_crash(
    folder, tmp_path, question
) -> None:
    source = source_for(folder, tmp_path)

    await source.search(ask(question))
    raw = await source.search(SourceQuery(question, tuple(question.split())))

    assert isinstance(raw, list)
    await source.close()


def test_fts_query_quotes_every_term() -> None:
    assert fts_query(["dishwasher", 'a"b', "NEAR(", " ", "\x00"]) == (
        '"dishwasher" OR "a""b" OR "NEAR("'
    )
    assert fts_query([]) == ""


async def test_a_question_without_content_words_finds_nothing(folder, tmp_path) -> None:
    source = source_for(folder, tmp_path)

    assert await source.search(ask("what is it")) == []
    await source.close()


async def test_a_missing_folder_answers_nothing_not_an_error(tmp_path) -> None:
    # Its owner reports it (a repair issue in Home Assistant); each question finding
    # it gone is no failure of the sources.
    source = DocumentsSource(
        tmp_path / "absent", tmp_path / "db.sqlite", refresh_interval=0
    )

    answers = [await source.search(ask("dishwasher")) for _ in range(2)]

    assert answers == [[], []]
    assert source.folder_missing
    with pytest.raises(FileNotFoundError):  # asked for, a refresh says why
        await source.refresh()
    await source.close()


async def test_refresh_waits_for_its_interval(folder, tmp_path) -> None:
    now = [0.0]
    source = DocumentsSource(
        folder, tmp_path / "db.sqlite", refresh_interval=60, clock=lambda: now[0]
    )
    await source.search(ask("boiler"))
    touch(folder / "boiler.txt", "The boiler hums at night.")

    stale = await source.search(ask("hums"))
    now[0] = 61.0
    fresh = await source.search(ask("hums"))

    assert stale == []
    assert "hums" in fresh[0].text
    await source.close()


async def test_sqlite_never_runs_on_the_event_loop(folder, tmp_path) -> None:
    source = source_for(folder, tmp_path)
    await source.refresh()
    threads: set[int] = set()
    source._index._connect().set_trace_callback(
        lambda _: threads.add(threading.get_ident())
    )

    await source.search(ask("descale dishwasher"))
    await source.refresh()
    await source.passage_ids()

    assert threads
    assert threading.get_ident() not in threads
    await source.close()


def test_markdown_chunks_follow_headings_and_skip_front_matter() -> None:
    chunks = chunk_document("kitchen/dishwasher.md", DISHWASHER)

    assert [c.title for c in chunks] == [
        "Dishwasher manual",
        "Dishwasher manual \u2014 Descaling",
        "Dishwasher manual \u2014 Filter",
    ]
    assert "author" not in chunks[0].body
    assert [c.passage_id.split(":")[0] for c in chunks] == [
        "kitchen/dishwasher.md#0",
        "kitchen/dishwasher.md#1",
        "kitchen/dishwasher.md#2",
    ]


@pytest.mark.parametrize("name", ["trip.md", "trip.txt"])
def test_soft_wrapped_lines_are_one_sentence_and_lists_keep_their_lines(
    name: str,
) -> None:
    text = (
        "The Eiffel Tower is 330 metres tall including its\n"
        "  antennas, and the lifts run until 23:00.\n\n"
        "Bring:\n- tickets\n- a jacket\n1. queue early\n"
        "| Floor | Steps |\n"
    )

    (chunk,) = chunk_document(name, text)

    assert chunk.body == (
        "The Eiffel Tower is 330 metres tall including its antennas, and the lifts "
        "run until 23:00.\n\n"
        "Bring:\n- tickets\n- a jacket\n1. queue early\n| Floor | Steps |"
    )


def test_long_sections_are_cut_into_passages_of_at_most_800_chars() -> None:
    paragraph = "Rinse the spray arms under warm water and check the nozzles. " * 6
    text = "# Care\n\n" + "\n\n".join([paragraph] * 5)

    chunks = chunk_document("care.md", text)

    assert len(chunks) >= 3
    assert all(len(c.body) <= 800 for c in chunks)
    assert "".join(c.body for c in chunks).count("Rinse") == 30


def test_changing_a_chunk_changes_only_its_id() -> None:
    before = chunk_document("k.md", DISHWASHER)
    after = chunk_document("k.md", DISHWASHER.replace("70 degrees", "65 degrees"))

    assert [
        a.passage_id == b.passage_id for a, b in zip(before, after, strict=True)
    ] == [
        True,
        False,
        True,
    ]
