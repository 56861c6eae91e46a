"""The plan's reading of the disagreements, shared by the prompt and the events.

Over ``INLINE_CHARS`` of material the plan reads them in a worker thread and waits a
moment; a wait that runs out leaves the worker its future. The prompt takes the
finding only once it is done (else no note): it never reads the material again on the
event loop while a worker writes the same cache (``ctx.derived``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import conflicts_in

if TYPE_CHECKING:
    import asyncio

    from ..base import GateContext
    from .detect import Conflict


class PendingConflicts:
    """The plan's reading of the disagreements: done, under way, or never begun.

    Kept per request (``ctx.derived``). The prompt takes the conflicts only when the
    reading is done: a worker still reading is never raced on the event loop, and the
    model is then asked without a note.
    """

    def __init__(self, _ctx: GateContext) -> None:
        """Begin with nothing read (``ctx.derived`` builds one per request)."""
        self.future: asyncio.Future[tuple[Conflict, ...]] | None = None
        self.found: tuple[Conflict, ...] | None = None

    def settle(self, ctx: GateContext, *, known: bool = False) -> tuple[Conflict, ...]:
        """Return the conflicts read so far (none while a worker still reads).

        ``known``: the fallback has read them in this request (``known_to``), so
        they are its cached finding, read again at no cost.
        """
        if self.found is None and self.future is not None and self.future.done():
            cancelled = self.future.cancelled() or self.future.exception()
            self.found = () if cancelled else self.future.result()
        if self.found is None and known and ctx.fused:
            self.found = ctx.derived(conflicts_in)
        return self.found or ()


def pending_conflicts(ctx: GateContext) -> PendingConflicts:
    """Return the request's reading of the disagreements (one per request)."""
    return ctx.derived(PendingConflicts)
