"""
Questions never wait for the documents index: the refresh is one task the source owns.

Real folders and a real SQLite index. A refresh is held inside a real file read (a
reader that parks on ``slow.md``) until the test lets it go. The old behaviour was to
wait for that read, so the reader carries a valve: if nobody lets it go for a long
while it goes on by itself and notes that it did, and the old code fails on what it
answered instead of hanging the run. The valve never fires when the code under test
does not wait.
"""

from __future__ import annotations

import asyncio
import threading
from typing import TYPE_CHECKING

import aiohttp
import pytest

from custom_components.grounded_answers.engine.retrieve.builtin import BuiltinRouter
from custom_components.grounded_answers.engine.retrieve.sources import WikipediaSource
from custom_components.grounded_answers.engine.retrieve.sources.base import SourceQuery
from custom_components.grounded_answers.engine.retrieve.sources.documents import (
    DocumentsSource,
)
from custom_components.grounded_answers.engine.retrieve.sources.documents_files import (
    read_file,
)
from custom_components.grounded_answers.engine.route.cues import content_words, cues_for
from tests.stubs.wikipedia_server import standard_script, start_wikipedia

if TYPE_CHECKING:
    import os
    from collections.abc import AsyncIterator
    from pathlib import Path

VALVE_S = 30.0  # far beyond any grace: only code that waits for the read reaches it
NOTES = {
    "boiler.md": "# Boiler\n\nThe boiler pressure should read 1.5 bar.\n",
    "bins.md": "# Bins\n\nThe paper bin is collected every second Tuesday.\n",
    "wifi.txt": "The guest wifi password is on the fridge door.\n",
}


class Stall:
    """A file reader that holds ``slow.md`` until released (or its valve opens)."""

    def __init__(self) -> None:
        """Nothing entered, nothing released."""
        self.entered = threading.Event()
        self.release = threading.Event()
        self.reads = 0  # how many times a refresh read slow.md
        self.valve_opened = False  # the code under test waited for the stuck read

    def __call__(
        self, root: Path, target: Path, info: os.stat_result, limit: int
    ) -> bytes:
        """Read ``target``; park on ``slow.md`` first."""
        if target.name == "slow.md":
            self.reads += 1
            self.entered.set()
            if not self.release.wait(VALVE_S):
                self.valve_opened = True
        return read_file(root, target, info, limit)

    @property
    def stuck(self) -> bool:
        """Return whether the read is still held (nobody waited for it to end)."""
        return not self.release.is_set() and not self.valve_opened


def ask(text: str) -> SourceQuery:
    return SourceQuery(text, tuple(content_words(text, cues_for("en"))))


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    folder = tmp_path / "config" / "docs"
    folder.mkdir(parents=True)
    for name, text in NOTES.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def source_for(docs: Path, stall: Stall, **kwargs: object) -> DocumentsSource:
    database = docs.parent / ".storage" / "documents.sqlite"
    return DocumentsSource(docs, database, reader=stall, read_timeout=3600, **kwargs)  # type: ignore[arg-type]


def write_slow(docs: Path) -> None:
    (docs / "slow.md").write_text("# Slow\n\nA note on a slow share.", "utf-8")


QUESTIONS = [
    ("what should the boiler pressure read", "1.5 bar"),
    ("when is the paper bin collected", "second Tuesday"),
    ("where is the guest wifi password", "fridge door"),
]


@pytest.mark.parametrize(("question", "answer"), QUESTIONS)
async def test_a_question_during_the_first_index_answers_nothing_at_once(
    docs: Path, question: str, answer: str
) -> None:
    write_slow(docs)
    stall = Stall()
    source = source_for(docs, stall)
    setup = asyncio.create_task(source.refresh())  # as setup starts it
    await asyncio.to_thread(stall.entered.wait)

    during = await source.search(ask(question))
    answered_while_stuck = stall.stuck
    stall.release.set()
    await setup
    after = await source.search(ask(question))

    assert answered_while_stuck
    assert during == []  # nothing indexed yet: nothing, not a failure
    assert answer in after[0].text
    await source.close()


@pytest.mark.parametrize(("question", "answer"), QUESTIONS)
async def test_a_due_question_answers_from_the_index_while_its_refresh_runs(
    docs: Path, question: str, answer: str
) -> None:
    stall = Stall()
    source = source_for(docs, stall, refresh_interval=0)  # every question finds it due
    await source.refresh()
    write_slow(docs)

    found = await source.search(ask(question))  # starts the refresh, which sticks
    answered_while_stuck = stall.stuck
    still_indexing = source.indexing
    stall.release.set()
    await source.refresh(again=False)

    assert answered_while_stuck
    assert still_indexing
    assert answer in found[0].text
    assert await source.passage_ids("slow.md")  # the refresh it started went on
    await source.close()


async def test_a_timed_out_question_leaves_one_refresh_and_the_sensor_right(
    docs: Path,
) -> None:
    stall = Stall()
    source = source_for(docs, stall, refresh_interval=0)
    await source.refresh()
    seen: list[bool] = []
    source.add_listener(lambda: seen.append(source.indexing))
    write_slow(docs)

    first = asyncio.create_task(source.search(ask("boiler pressure")))
    await asyncio.to_thread(stall.entered.wait)
    first.cancel()  # the router's source timeout gives up on it
    with pytest.raises(asyncio.CancelledError):
        await first
    indexing_after_cancel = source.indexing
    again = [await source.search(ask("paper bin")) for _ in range(3)]  # all due
    answered_while_stuck = stall.stuck
    stall.release.set()
    report = await source.refresh(again=False)

    assert answered_while_stuck
    assert indexing_after_cancel  # the refresh still runs, and the sensor says so
    assert all("second Tuesday" in found[0].text for found in again)
    assert stall.reads == 1  # one refresh: the due questions started none
    assert report.indexed == ("slow.md",)
    assert seen == [True, False]
    assert source.indexing is False
    await source.close()


async def test_a_small_edit_is_seen_by_the_next_question(docs: Path) -> None:
    source = source_for(docs, Stall(), refresh_interval=0)
    await source.search(ask("boiler pressure"))
    (docs / "boiler.md").write_text("# Boiler\n\nThe boiler hums at 2 bar.", "utf-8")

    found = await source.search(ask("boiler hums"))

    assert "2 bar" in found[0].text
    await source.close()


async def test_refresh_after_a_running_one_sees_a_file_written_meanwhile(
    docs: Path,
) -> None:
    write_slow(docs)
    stall = Stall()
    source = source_for(docs, stall)
    setup = asyncio.create_task(source.refresh())
    await asyncio.to_thread(stall.entered.wait)  # it has listed the folder already
    (docs / "late.md").write_text("# Late\n\nThe shed key hangs by the door.", "utf-8")

    asked = asyncio.create_task(source.refresh())  # starts waiting at the next await
    stall.release.set()
    await setup
    report = await asked

    assert "late.md" in report.indexed
    assert "hangs by the door" in (await source.search(ask("shed key")))[0].text
    await source.close()


@pytest.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as client_session:
        yield client_session


async def test_the_first_index_costs_a_question_neither_its_documents_nor_its_time(
    docs: Path, session: aiohttp.ClientSession
) -> None:
    write_slow(docs)
    stall = Stall()
    source = source_for(docs, stall)
    setup = asyncio.create_task(source.refresh())
    await asyncio.to_thread(stall.entered.wait)
    async with start_wikipedia(standard_script()) as url:
        wiki = WikipediaSource(session, language="en", base_url=url + "/{lang}")
        router = BuiltinRouter([source, wiki])
        routed = await router.route_and_search("how tall is the eiffel tower")
    answered_while_stuck = stall.stuck
    stall.release.set()
    await setup

    dropped = {
        e.data["source"]: e.data["reason"]
        for e in routed.events
        if e.kind == "source_dropped"
    }
    assert answered_while_stuck
    assert routed.error is None
    assert dropped.get("documents") == "empty"  # not "timeout"
    assert "330" in routed.retrieval.result
    await router.close()
