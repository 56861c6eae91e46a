"""The material's numbers, analysed in a worker thread while the model writes.

It is CPU work (a 24 KB material takes tens of milliseconds), so it never runs on the
event loop; the first sentence waits for it, and the numeric gate then finds the
analysis done. A failure is only logged: the gate analyses the material itself when
this did not, so a bug here costs time, never the answer.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from ..gates.numbers import prepare_material

if TYPE_CHECKING:
    from ..gates.base import GateContext
    from .deadline import TurnDeadline

_LOGGER = logging.getLogger(__name__)
WAIT_S = 2.0  # a 24 KB material takes tens of milliseconds; this bounds a pathology


def warm_numbers(ctx: GateContext) -> asyncio.Future[None]:
    """Start analysing the context's material in the default executor."""
    return asyncio.get_running_loop().run_in_executor(
        None, _prepare, ctx.material, ctx.language, ctx.number_sections
    )


async def numbers_ready(
    prepared: asyncio.Future[None] | None, turn: TurnDeadline | None = None
) -> None:
    """Wait for the analysis, at most ``WAIT_S`` and never past ``turn``'s deadline.

    Returns ``None`` so that ``prepared = await numbers_ready(prepared)`` waits once;
    the caller then drops the future. A material that takes longer (a busy
    executor) is analysed on by the gate itself, and a sentence waiting for it is
    released by the deadline all the same: the listener was promised that.
    """
    if prepared is None:
        return
    wait = WAIT_S if turn is None else min(WAIT_S, turn.left())
    try:
        await asyncio.wait_for(asyncio.shield(prepared), wait)
    except TimeoutError:
        _LOGGER.debug("The material's numbers took over %.2f s to analyse", wait)


def _prepare(
    material: str, language: str, sections: tuple[tuple[str, str, int], ...]
) -> None:
    try:
        prepare_material(material, language, sections)
    except Exception:
        _LOGGER.exception("Analysing the material's numbers failed")
