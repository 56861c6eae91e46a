"""
PDF manuals in the documents folder: real PDFs written by ``tests/stubs/pdf.py``.

Each PDF is a real file (cross-reference table, Helvetica text in content streams,
image-only pages for scans, pypdf's own encryption), read through the real source
into a real SQLite index; what a question finds, and what the report lists, is asserted.
"""

from __future__ import annotations

import os
import random
import re
import sqlite3
import textwrap
import threading
import time
from io import BytesIO
from pathlib import Path

import pytest
from pypdf import PdfReader

from custom_components.grounded_answers.engine.retrieve.sources.base import SourceQuery
from custom_components.grounded_answers.engine.retrieve.sources.documents import (
    DocumentsSource,
)
from custom_components.grounded_answers.engine.retrieve.sources.documents_files import (
    OUTSIDE,
    read_file,
)
from custom_components.grounded_answers.engine.retrieve.sources.documents_pdf import (
    BROKEN,
    ENCRYPTED,
    NO_TEXT,
    TOO_SLOW,
    UnreadableFileError,
    paragraphs,
    pdf_pages,
    too_many_pages,
)
from custom_components.grounded_answers.engine.route.cues import content_words, cues_for
from tests.stubs.pdf import IMAGE_ONLY, encrypted, paragraph_lines, pdf_bytes

BOILER_PAGES = [
    paragraph_lines(
        [
            "Installation",
            "The boiler must be installed by a registered engineer. Keep 50 cm of "
            "free space in front of the casing for servicing.",
        ]
    ),
    paragraph_lines(
        [
            "Pressure",
            "The heating pressure should be between 1.2 and 1.5 bar when the system "
            "is cold. If it drops below 1 bar, top it up with the filling loop.",
        ]
    ),
    paragraph_lines(
        [
            "Error codes",
            "Error F28 means the boiler did not ignite. Check that the gas tap is "
            "open, then press the reset button for five seconds.",
        ]
    ),
]


def ask(text: str) -> SourceQuery:
    return SourceQuery(text, tuple(content_words(text, cues_for("en"))))


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    return folder


def source_for(docs: Path, **kwargs: object) -> DocumentsSource:
    database = docs.parent / "index" / "documents.sqlite"
    return DocumentsSource(docs, database, refresh_interval=0, **kwargs)  # type: ignore[arg-type]


def unreadable(report: object) -> dict[str, str]:
    return {i.path: i.reason for i in report.skipped if i.unreadable}  # type: ignore[attr-defined]


def touch(path: Path, data: bytes) -> None:
    """Rewrite a file and move its mtime on: a coarse clock cannot hide the change."""
    stat = path.stat()
    path.write_bytes(data)
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 2_000_000_000))


def test_the_stub_writes_pdfs_that_pypdf_reads_back() -> None:
    data = pdf_bytes(
        [["Größe und Maße: 1,5 bar (kalt)."], IMAGE_ONLY, ["Back \\ slash"]],
        title="Vaillant ecoTEC",
    )
    reader = PdfReader(BytesIO(data))

    assert reader.metadata.title == "Vaillant ecoTEC"
    assert [page.extract_text() for page in reader.pages] == [
        "Größe und Maße: 1,5 bar (kalt).",
        "",
        "Back \\ slash",
    ]


async def test_a_pdf_is_searched_and_its_page_is_the_passage_location(
    docs: Path,
) -> None:
    (docs / "heating").mkdir()
    (docs / "heating" / "boiler.pdf").write_bytes(
        pdf_bytes(BOILER_PAGES, title="Boiler ecoTEC plus — Installation manual")
    )
    source = source_for(docs)

    report = await source.refresh()
    found = await source.search(ask("what should the heating pressure be"))

    assert report.indexed == ("heating/boiler.pdf",)
    assert report.files == 1
    best = found[0]
    assert "between 1.2 and 1.5 bar" in best.text
    assert best.url == "heating/boiler.pdf#page=2"
    assert best.passage_id.startswith("heating/boiler.pdf#page=2:")
    assert best.title == "Boiler ecoTEC plus — Installation manual"
    assert best.source == "documents"
    await source.close()


async def test_without_a_title_the_file_name_is_the_title(docs: Path) -> None:
    (docs / "garden_waste-bins.pdf").write_bytes(
        pdf_bytes([["The garden waste bin costs 45 euros a year."]])
    )
    source = source_for(docs)

    (found,) = await source.search(ask("garden waste bin cost"))

    assert found.title == "Garden waste bins"
    assert found.url == "garden_waste-bins.pdf#page=1"
    await source.close()


@pytest.mark.parametrize("seed", range(4))
async def test_every_page_keeps_its_number_and_no_passage_crosses_pages(
    docs: Path, seed: int
) -> None:
    rng = random.Random(seed)  # noqa: S311 - reproducible test data, not secrets
    words = ("filter", "pump", "valve", "seal", "drum", "hose", "fan", "panel")
    count = rng.randint(3, 12)
    pages = []
    for number in range(1, count + 1):
        lines = [
            f"Part {w} {number} has code Q{number}X{i}." for i, w in enumerate(words)
        ]
        pages.append(paragraph_lines([" ".join(lines)] * rng.randint(1, 3), 70))
    (docs / "parts.pdf").write_bytes(pdf_bytes(pages, title="Parts"))
    source = source_for(docs)
    await source.refresh()

    ids = await source.passage_ids("parts.pdf")
    for number in rng.sample(range(1, count + 1), 3):
        found = await source.search(ask(f"code Q{number}X{rng.randrange(8)}"))
        assert found[0].url == f"parts.pdf#page={number}"
    for passage_id in ids:
        page = int(passage_id.split("#page=")[1].split(":")[0])
        assert 1 <= page <= count
    pages_seen = {int(i.split("#page=")[1].split(":")[0]) for i in ids}
    assert pages_seen == set(range(1, count + 1))
    for hit in await source.search(ask("part filter code")):
        page = int(hit.url.rsplit("=", 1)[1])
        assert {int(n) for n in re.findall(r"Q(\d+)X", hit.text)} == {page}
    await source.close()


@pytest.mark.parametrize(
    ("pages", "indexed"),
    [
        ([IMAGE_ONLY, IMAGE_ONLY], False),  # a scan: nothing to read
        ([IMAGE_ONLY, ["The warranty lasts five years."]], True),  # a scanned cover
    ],
    ids=["scanned", "scanned_cover"],
)
async def test_a_scanned_pdf_is_listed_as_unreadable(
    docs: Path, pages: list, indexed: bool
) -> None:
    (docs / "warranty.pdf").write_bytes(pdf_bytes(pages))
    source = source_for(docs)

    report = await source.refresh()
    found = await source.search(ask("how long is the warranty"))

    if indexed:
        assert unreadable(report) == {}
        assert found[0].url == "warranty.pdf#page=2"
    else:
        assert unreadable(report) == {"warranty.pdf": NO_TEXT}
        assert report.files == 0
        assert found == []
    await source.close()


async def test_an_encrypted_pdf_is_unreadable_unless_only_printing_is_locked(
    docs: Path,
) -> None:
    plain = pdf_bytes([["The dryer's lint trap is cleaned after every load."]])
    (docs / "locked.pdf").write_bytes(encrypted(plain, "secret"))
    (docs / "print_locked.pdf").write_bytes(encrypted(plain, ""))
    source = source_for(docs)

    report = await source.refresh()
    found = await source.search(ask("dryer lint trap"))

    assert unreadable(report) == {"locked.pdf": ENCRYPTED}
    assert [hit.url for hit in found] == ["print_locked.pdf#page=1"]
    await source.close()


def broken_pdfs() -> dict[str, bytes]:
    good = pdf_bytes(BOILER_PAGES)
    rng = random.Random(11)  # noqa: S311 - reproducible test data, not secrets
    return {
        "empty.pdf": b"",
        "random.pdf": rng.randbytes(50_000),
        "header_only.pdf": b"%PDF-1.7\n%%EOF\n",
        "html.pdf": b"<html><body>Not found</body></html>",
        "no_pages.pdf": good[:9] + b"1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF",
    }


async def test_broken_pdfs_are_listed_and_the_rest_is_indexed(docs: Path) -> None:
    for name, data in broken_pdfs().items():
        (docs / name).write_bytes(data)
    (docs / "boiler.pdf").write_bytes(pdf_bytes(BOILER_PAGES))
    source = source_for(docs)

    report = await source.refresh()

    assert unreadable(report) == dict.fromkeys(broken_pdfs(), BROKEN)
    assert report.indexed == ("boiler.pdf",)
    found = await source.search(ask("error F28"))
    assert found[0].url == "boiler.pdf#page=3"
    await source.close()


async def test_a_pdf_over_the_page_cap_is_listed_not_read(docs: Path) -> None:
    (docs / "huge.pdf").write_bytes(pdf_bytes([["Page of the catalogue."]] * 30))
    (docs / "fits.pdf").write_bytes(pdf_bytes([["Page of the leaflet."]] * 20))
    source = source_for(docs, max_pdf_pages=20)

    report = await source.refresh()

    assert unreadable(report) == {"huge.pdf": too_many_pages(20)}
    assert report.indexed == ("fits.pdf",)
    await source.close()


def test_the_time_budget_is_checked_before_every_page() -> None:
    data = pdf_bytes([[f"Page {n} of the catalogue."] for n in range(1, 41)])
    ticks = [0.0]

    def clock() -> float:  # each look at the clock: a second later
        ticks[0] += 1.0
        return ticks[0]

    with pytest.raises(UnreadableFileError) as raised:
        pdf_pages(data, max_pages=100, budget=5.0, clock=clock)

    assert raised.value.reason == TOO_SLOW
    assert raised.value.unreadable
    assert ticks[0] <= 7  # stopped at the budget, not after all 40 pages


async def test_a_pdf_over_its_time_budget_is_listed_and_not_tried_again(
    docs: Path,
) -> None:
    (docs / "slow.pdf").write_bytes(pdf_bytes(BOILER_PAGES))
    reads: list[str] = []

    def counting(root: Path, target: Path, info: os.stat_result, limit: int) -> bytes:
        reads.append(target.name)
        return read_file(root, target, info, limit)

    source = source_for(docs, pdf_time_budget=0.0, reader=counting)

    first = await source.refresh()
    second = await source.refresh()

    assert unreadable(first) == unreadable(second) == {"slow.pdf": TOO_SLOW}
    assert reads == ["slow.pdf"]
    await source.close()


async def test_pdfs_have_their_own_size_limit(docs: Path) -> None:
    (docs / "manual.pdf").write_bytes(pdf_bytes(BOILER_PAGES))
    (docs / "note.txt").write_text("x" * 5000, encoding="utf-8")
    (docs / "catalogue.pdf").write_bytes(pdf_bytes(BOILER_PAGES * 8))
    size = (docs / "manual.pdf").stat().st_size
    source = source_for(docs, max_file_bytes=1000, max_pdf_bytes=size + 10)

    report = await source.refresh()

    assert report.indexed == ("manual.pdf",)
    reasons = {item.path: item.reason for item in report.skipped}
    assert reasons["note.txt"] == "larger than 1000 bytes"
    assert reasons["catalogue.pdf"] == f"larger than {size + 10} bytes"
    assert unreadable(report) == {}  # refused by rule, not unreadable
    await source.close()


async def test_a_changed_pdf_is_read_again_and_an_unchanged_one_is_not(
    docs: Path,
) -> None:
    pdf = docs / "oven.pdf"
    pdf.write_bytes(pdf_bytes([["Descale the oven's steam tank every month."]]))
    reads: list[str] = []

    def counting(root: Path, target: Path, info: os.stat_result, limit: int) -> bytes:
        reads.append(target.name)
        return read_file(root, target, info, limit)

    source = source_for(docs, reader=counting)
    await source.refresh()
    unchanged = await source.refresh()
    touch(pdf, pdf_bytes([["Descale the oven's steam tank every week."]]))
    changed = await source.refresh()

    assert unchanged.indexed == ()
    assert changed.indexed == ("oven.pdf",)
    assert reads == ["oven.pdf", "oven.pdf"]
    (found,) = await source.search(ask("descale steam tank"))
    assert "every week" in found.text
    await source.close()


async def test_a_pdf_link_outside_the_folder_is_refused(
    docs: Path, tmp_path: Path
) -> None:
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "secret.pdf").write_bytes(pdf_bytes([["The safe code is 4711."]]))
    (docs / "manual.pdf").symlink_to(outside / "secret.pdf")
    source = source_for(docs)

    report = await source.refresh()

    assert {i.path: i.reason for i in report.skipped} == {"manual.pdf": OUTSIDE}
    assert unreadable(report) == {}
    assert await source.search(ask("safe code")) == []
    await source.close()


async def test_pdf_pages_are_read_in_the_worker_thread(docs: Path) -> None:
    """The time budget looks at the clock before each page, from the worker."""
    (docs / "boiler.pdf").write_bytes(pdf_bytes(BOILER_PAGES * 5))
    threads: list[int] = []

    def clock() -> float:
        threads.append(threading.get_ident())
        return time.monotonic()

    source = source_for(docs, clock=clock)
    await source.refresh()

    loop_thread = threading.get_ident()
    assert sum(ident != loop_thread for ident in threads) >= len(BOILER_PAGES) * 5
    assert (await source.search(ask("error F28")))[0].url.endswith("#page=3")
    await source.close()


# --- lines into paragraphs ------------------------------------------------------

SENTENCES = (
    "The dishwasher's coarse filter is removed by turning it anticlockwise.",
    "Rinse it under running water and refit it until it clicks into place.",
    "Descaling is recommended whenever the indicator lamp lights up.",
    "Never use household vinegar, because it attacks the rubber seals.",
    "Die Entkalkung wird empfohlen, sobald die Kontrollleuchte aufleuchtet.",
    "Le filtre grossier se retire en le tournant dans le sens antihoraire.",
)


def hyphenate(lines: list[str], rng: random.Random) -> list[str]:
    """Break the first word of some lines across the line before, with a hyphen."""
    out = list(lines)
    for index in range(1, len(out)):
        word, _, rest = out[index].partition(" ")
        if len(word) >= 8 and word.isalpha() and word.islower() and rng.random() < 0.7:
            cut = rng.randint(3, len(word) - 3)
            out[index - 1] += f" {word[:cut]}-"
            out[index] = f"{word[cut:]} {rest}".strip()
    return out


@pytest.mark.parametrize("seed", range(12))
def test_wrapped_and_hyphenated_lines_are_joined_back(seed: int) -> None:
    rng = random.Random(seed)  # noqa: S311 - reproducible test data, not secrets
    paragraph = " ".join(rng.sample(SENTENCES, 4))
    lines = hyphenate(textwrap.wrap(paragraph, rng.randint(40, 70)), rng)
    heading = "Maintenance"

    assert paragraphs("\n".join([heading, *lines])) == [heading, paragraph]


def test_a_word_the_document_hyphenates_keeps_its_hyphen() -> None:
    text = (
        "The well-known reset: hold the button for five seconds and the pump\n"
        "restarts. A second well-\n"
        "known fix is to bleed the radiators first.\n"
        "Connect the Wi-\n"
        "Fi bridge last; the self-test runs and the pressure sensor re-\n"
        "ports 1.5 bar, then the self-\n"
        "test ends."
    )

    assert paragraphs(text) == [
        "The well-known reset: hold the button for five seconds and the pump "
        "restarts. A second well-known fix is to bleed the radiators first.",
        "Connect the Wi-Fi bridge last; the self-test runs and the pressure sensor "
        "reports 1.5 bar, then the self-test ends.",
    ]


async def test_an_index_of_the_previous_schema_is_rebuilt_with_locations(
    docs: Path,
) -> None:
    (docs / "boiler.pdf").write_bytes(pdf_bytes(BOILER_PAGES))
    database = docs.parent / "index" / "documents.sqlite"
    database.parent.mkdir()
    with sqlite3.connect(database) as db:  # as version 2 left it: no url column
        db.executescript(
            "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
            "CREATE TABLE files (path TEXT PRIMARY KEY, mtime_ns INTEGER NOT NULL,"
            " size INTEGER NOT NULL);"
            "CREATE TABLE chunks (id INTEGER PRIMARY KEY, passage_id TEXT NOT NULL,"
            " path TEXT NOT NULL, title TEXT NOT NULL, body TEXT NOT NULL);"
        )
        db.execute("INSERT INTO meta VALUES ('stamp', ?)", (f"2:{docs}",))
    db.close()
    source = source_for(docs)

    found = await source.search(ask("error F28"))

    assert found[0].url == "boiler.pdf#page=3"
    await source.close()
