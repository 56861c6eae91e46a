"""A named pipe that cannot hang a test: written to after a long wait.

Code that opens a pipe in the documents folder would block forever on main; the
valve writes words into the pipe after ``VALVE_AFTER_S``, so old code fails on what
it indexed instead of hanging the run. Correct code never opens the pipe, and the
valve finds no reader.
"""

from __future__ import annotations

import errno
import os
import threading
from contextlib import contextmanager
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

VALVE_AFTER_S: Final = 30.0  # only ever reached by code that opens the pipe


@contextmanager
def pipe_valve(path: Path, words: str) -> Iterator[None]:
    """Unblock a reader stuck on the pipe ``path`` (after a long wait) with ``words``."""
    finished = threading.Event()

    def valve() -> None:
        if finished.wait(VALVE_AFTER_S):
            return
        try:  # succeeds only while someone has the pipe open for reading
            fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
        except OSError as err:
            if err.errno != errno.ENXIO:  # ENXIO: no reader, as it should be
                raise
            return
        os.write(fd, words.encode())
        os.close(fd)

    thread = threading.Thread(target=valve, daemon=True)
    thread.start()
    try:
        yield
    finally:
        finished.set()
        thread.join()
