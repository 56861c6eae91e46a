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

_LOGGER = logging.getLogger(__name__)
WAIT_S = 2.0  # a 24 KB material takes tens of milliseconds; this bounds a pathology


def warm_numbers(ctx: GateContext) -> asyncio.Future[None]:
    """Start analysing the context's material in the default executor."""
    return asyncio.get_running_loop().run_in_executor(
        None, _prepare, ctx.material, ctx.language, ctx.number_sections
    )


async def numbers_ready(prepared: asyncio.Future[None] | None) -> None:
    """Wait for the analysis, at most ``WAIT_S``; the caller then drops the future.

    Returns ``None`` so that ``prepared = await numbers_ready(prepared)`` waits once.
    A material that takes longer is analysed on by the gate itself.
    """
    if prepared is None:
        return
    try:
        await asyncio.wait_for(asyncio.shield(prepared), WAIT_S)
    except TimeoutError:
        _LOGGER.debug("The material's numbers took over %s s to analyse", WAIT_S)


def _prepare(
    material: str, language: str, sections: tuple[tuple[str, str, int], ...]
) -> None:
    try:
        prepare_material(material, language, sections)
    except Exception:
        _LOGGER.exception("Analysing the material's numbers failed")
