"""
The real kiwix-serve (3.5 or newer) on 127.0.0.1, serving ZIM files built here.

The ZIMs are written with ``libzim.writer.Creator`` with full-text indexing on
(``config_indexing(True, "eng")``), from a few HTML pages shaped like real ones:
scripts, navigation, reference marks and an infobox table around the paragraphs.
``find_kiwix_serve()`` looks for the binary (``$KIWIX_SERVE``, ``PATH``, then where
the kiwix-tools release unpacks under ``/opt``) and says why when it cannot; it never
installs anything (CI installs kiwix-serve before the tests: ``.ci/run``).
"""

from __future__ import annotations

import functools
import os
import re
import selectors
import shutil
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

MIN_VERSION = (3, 5)  # /content/<book> URLs and books.name= search
# Where the kiwix-tools release tarball unpacks (``tar -xJf … -C /opt``).
UNPACKED = Path("/opt/kiwix-tools/usr/bin/kiwix-serve")
READY_LINE = "server is running"
START_TIMEOUT_S = 30.0


@dataclass(frozen=True)
class Page:
    """One HTML article of a test ZIM."""

    path: str
    title: str
    html: str


def _article(title: str, paragraphs: list[str], infobox: str = "") -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (
        f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{title}</title>"
        "<script>window.analytics = {tracked: true};</script>"
        "<style>p { margin: 0 }</style></head><body>"
        "<nav><ul><li>Main page</li><li>Random article</li></ul></nav>"
        f"<h1>{title}</h1>{infobox}{body}"
        "<h2>References</h2><ol class='references'><li>Cited source, 2001.</li></ol>"
        "<footer>Content is available under CC BY-SA.</footer></body></html>"
    )


ENCYCLOPEDIA = (
    Page(
        "Eiffel_Tower",
        "Eiffel Tower",
        _article(
            "Eiffel Tower",
            [
                "The Eiffel Tower is a wrought-iron lattice tower on the Champ de "
                "Mars in Paris, France.<sup class='reference'>[1]</sup> It is named "
                "after the engineer Gustave Eiffel, whose company designed and built "
                "the tower.",
                "The tower is 330 metres tall and was completed in 1889 as the "
                "entrance arch to the World's Fair.",
            ],
            "<table class='infobox'><tr><th>Height</th><td>330 m</td></tr></table>",
        ),
    ),
    Page(
        "Statue_of_Liberty",
        "Statue of Liberty",
        _article(
            "Statue of Liberty",
            [
                "The Statue of Liberty is a colossal neoclassical sculpture on Liberty "
                "Island in New York Harbor, a gift from the people of France.",
                "The copper statue is 46 metres tall and was dedicated in 1886.",
            ],
        ),
    ),
    Page(
        "Apollo_11",
        "Apollo 11",
        _article(
            "Apollo 11",
            [
                "Apollo 11 was the American spaceflight that first landed humans "
                "on the Moon, on July 20, 1969.",
                "Neil Armstrong and Buzz Aldrin landed the lunar module Eagle while "
                "Michael Collins orbited in the command module Columbia.",
            ],
        ),
    ),
)
MANUALS = (
    Page(
        "Dishwasher_manual",
        "Dishwasher manual",
        _article(
            "Dishwasher manual",
            [
                "To descale the dishwasher, pour one litre of white vinegar into "
                "an empty machine and run the hot programme at 70 degrees.",
                "Clean the filter at the bottom of the tub every month under running "
                "water; never run the machine without the filter.",
            ],
        ),
    ),
)


def build_zim(path: Path, name: str, title: str, pages: tuple[Page, ...]) -> None:
    """Write a ZIM of ``pages`` with a full-text index."""
    from libzim.writer import (
        Creator,
        Hint,
        Item,
        StringProvider,
    )

    class _Item(Item):
        def __init__(self, page: Page) -> None:
            super().__init__()
            self.page = page

        def get_path(self) -> str:
            return self.page.path

        def get_title(self) -> str:
            return self.page.title

        def get_mimetype(self) -> str:
            return "text/html"

        def get_contentprovider(self) -> StringProvider:
            return StringProvider(self.page.html)

        def get_hints(self) -> dict[Hint, int]:
            return {Hint.FRONT_ARTICLE: True}

    with Creator(str(path)).config_indexing(True, "eng") as creator:
        creator.set_mainpath(pages[0].path)
        for key, value in {
            "Name": name,
            "Title": title,
            "Language": "eng",
            "Creator": "Grounded Answers tests",
            "Publisher": "Grounded Answers tests",
            "Date": "2026-01-01",
            "Description": f"{title} for tests",
        }.items():
            creator.add_metadata(key, value)
        for page in pages:
            creator.add_item(_Item(page))


@functools.cache  # one look (and one --version each) per test session
def find_kiwix_serve() -> tuple[str | None, str]:
    """Return (path, "") of a usable kiwix-serve, or (None, why there is none).

    Tests never install software: without one, the Kiwix tests are skipped with this
    reason (pytest.ini shows skip reasons in the summary). The first candidate of
    3.5 or newer wins: Debian 12's 3.3 on ``PATH`` must not hide a newer one.
    """
    candidates = [os.environ.get("KIWIX_SERVE"), shutil.which("kiwix-serve"), UNPACKED]
    found = list(dict.fromkeys(str(c) for c in candidates if c and Path(c).is_file()))
    problems = {path: _unusable(path) for path in found}
    usable = [path for path, problem in problems.items() if problem is None]
    if usable:
        return usable[0], ""
    if problems:
        return None, "; ".join(str(problem) for problem in problems.values())
    return (
        None,
        "kiwix-serve 3.5+ not found: set KIWIX_SERVE=/path/to/kiwix-serve or put it "
        "on PATH (.ci/run installs it; tests never install software)",
    )


@functools.cache
def _unusable(path: str) -> str | None:
    """Return why the kiwix-serve at ``path`` cannot serve the tests, or None."""
    try:
        version = subprocess.run(
            [path, "--version"], capture_output=True, text=True, timeout=30, check=False
        ).stdout
    except (subprocess.SubprocessError, OSError) as err:
        return f"{path} --version failed: {err}"
    match = re.search(r"kiwix-tools\s+(\d+)\.(\d+)", version)
    if match is None or (int(match[1]), int(match[2])) < MIN_VERSION:
        return f"{path} too old or unknown: {version.strip()[:60]!r}"
    return None


def version_of(path: str) -> str:
    """Return kiwix-serve's first version line (for reports)."""
    out = subprocess.run(
        [path, "--version"], capture_output=True, text=True, timeout=30, check=False
    ).stdout
    return out.strip().splitlines()[0] if out.strip() else "unknown"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class KiwixServer:
    """A kiwix-serve process on 127.0.0.1 serving the given ZIM files."""

    def __init__(self, binary: str, zims: list[Path]) -> None:
        """Keep the command; ``start()`` runs it."""
        self.binary = binary
        self.zims = zims
        self.url = ""
        self._process: subprocess.Popen[str] | None = None

    def start(self) -> str:
        """Start the server, wait until it says it is running, return its URL."""
        port = _free_port()
        self._process = subprocess.Popen(
            [
                self.binary,
                "--address",
                "127.0.0.1",
                "--port",
                str(port),
                "--attachToProcess",
                str(os.getpid()),
                *map(str, self.zims),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        self._wait_ready()
        self.url = f"http://127.0.0.1:{port}"
        return self.url

    def _wait_ready(self) -> None:
        """Read the server's output until its "running" line (it flushes that line)."""
        assert self._process is not None
        assert self._process.stdout is not None
        output: list[str] = []
        deadline = time.monotonic() + START_TIMEOUT_S
        with selectors.DefaultSelector() as selector:
            selector.register(self._process.stdout, selectors.EVENT_READ)
            while time.monotonic() < deadline:
                if not selector.select(timeout=deadline - time.monotonic()):
                    break
                line = self._process.stdout.readline()
                if not line:  # the process ended
                    break
                output.append(line)
                if READY_LINE in line:
                    return
        self.stop()
        raise RuntimeError(f"kiwix-serve did not start: {''.join(output)[-500:]}")

    def stop(self) -> None:
        """Stop the server process this object started."""
        if self._process is not None and self._process.poll() is None:
            self._process.terminate()
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        if self._process is not None and self._process.stdout is not None:
            self._process.stdout.close()
        self._process = None


def build_test_library(directory: Path) -> tuple[list[Path], str]:
    """Build the test ZIMs in ``directory``: (their paths, "") or ([], why not)."""
    zims = [directory / "wiki_en.zim", directory / "manuals.zim"]
    try:
        build_zim(zims[0], "wiki_en", "Test encyclopedia", ENCYCLOPEDIA)
        build_zim(zims[1], "manuals", "Appliance manuals", MANUALS)
    except ImportError as err:
        return [], f"libzim is not installed: {err}"
    return zims, ""
