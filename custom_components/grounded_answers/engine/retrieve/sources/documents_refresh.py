"""
One refresh of the documents index at a time, as one asyncio task its source owns.

A first index of a large folder takes tens of seconds (32 s at 10,000 files), an
unchanged one seconds (3.5 s at 50,000): longer than a question may wait for its
sources. So the refresh is not run by the question that finds the index due: it is one
task, started by whoever comes first (setup, the periodic refresh, a due question,
``refresh()``), that nobody's cancellation stops (each waits through
``asyncio.shield`` or ``asyncio.wait``). A question waits for it at most a short grace
and then answers from what is indexed; a second start while one runs starts nothing,
so at most one worker thread indexes. ``running`` follows the task, from its start to
its end, whoever waited for it and whether they gave up.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Final

from .base import SourceError
from .documents_files import FolderMissingError

if TYPE_CHECKING:
    from collections.abc import Callable, Coroutine
    from typing import Any

# How long a question waits for a refresh under way before it answers from what is
# already indexed. A small folder's refresh fits (22 ms at 1,000 files), so a note
# edited just now is seen; a large one's does not, and the question keeps its time.
REFRESH_GRACE_S: Final = 0.5


class Refresher[T]:
    """Run ``work`` as at most one task at a time; tell listeners as it starts, ends."""

    def __init__(self, work: Callable[[], Coroutine[Any, Any, T]]) -> None:
        """Keep the work; nothing runs until the first start."""
        self._work = work
        self._listeners: list[Callable[[], None]] = []
        self._task: asyncio.Task[T] | None = None
        self._busy = False
        self._stopped: Exception | None = None

    def add_listener(self, listener: Callable[[], None]) -> Callable[[], None]:
        """Call ``listener`` as a refresh starts and as it ends; return the undo."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()

    @property
    def started(self) -> bool:
        """Return whether a refresh was ever started."""
        return self._task is not None

    @property
    def running(self) -> bool:
        """Return whether a refresh is under way (from its start to its end)."""
        return self._busy

    def start(self) -> asyncio.Task[T]:
        """Return the refresh under way, or start one."""
        if self._task is not None and self._busy:
            return self._task
        self._busy = True
        self._changed()  # before the task: an eager start could already be running it
        task = asyncio.get_running_loop().create_task(self._run())
        task.add_done_callback(_retrieve)
        self._task = task
        return task

    async def _run(self) -> T:
        try:
            return await self._work()
        finally:
            self._busy = False
            self._changed()

    async def fresh(self) -> T:
        """Return the result of a refresh that started after this call."""
        if self._task is not None and self._busy:
            # It may have looked at the folder before this call: let it end first.
            await asyncio.wait([self._task])
        return await self.join()

    async def join(self) -> T:
        """Return the result of the refresh under way, or of one started now."""
        task = self.start()
        try:
            return await asyncio.shield(task)
        except asyncio.CancelledError:
            current = asyncio.current_task()
            ours = current is not None and current.cancelling() > 0
            if task.cancelled() and self._stopped is not None and not ours:
                raise self._stopped from None  # stopped by its owner, not by us
            raise

    async def wait(self, grace: float | None) -> None:
        """Start a refresh unless one runs; wait for it up to ``grace`` (None: to its end)."""
        await asyncio.wait([self.start()], timeout=grace)

    async def stop(self, error: Exception) -> None:
        """Cancel the refresh under way; whoever waits for it gets ``error``."""
        self._stopped = error
        if self._task is not None and not self._task.done():
            self._task.cancel()
            await asyncio.wait([self._task])


def raise_failure(failure: BaseException | None) -> bool:
    """
    Raise the last refresh's failure as the source's; return whether the folder is gone.

    A folder that is gone is no failure of a question: its documents are simply not
    there, and the owner says so once (a repair issue), not each question as an error.
    """
    if isinstance(failure, FolderMissingError):
        return True
    if isinstance(failure, SourceError):  # the index closed, or rebuilt
        raise SourceError(str(failure)) from failure
    if isinstance(failure, FileNotFoundError):
        raise SourceError(f"documents folder not found: {failure}") from failure
    if failure is not None:
        raise SourceError(f"documents folder unusable: {failure}") from failure
    return False


def _retrieve(task: asyncio.Task[Any]) -> None:
    """Mark a failure as seen: its owner reports it, asyncio must not log it again."""
    if not task.cancelled():
        task.exception()
