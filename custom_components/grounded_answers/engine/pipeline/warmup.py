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


def warm_numbers(ctx: GateContext) -> asyncio.Future[None]:
    """Start analysing the context's material in the default executor."""
    return asyncio.get_running_loop().run_in_executor(
        None, _prepare, ctx.material, ctx.language, ctx.number_sections
    )


async def numbers_ready(prepared: asyncio.Future[None] | None) -> None:
    """Wait for the analysis (once); return what the caller keeps: nothing left."""
    if prepared is not None:
        await prepared


def _prepare(
    material: str, language: str, sections: tuple[tuple[str, str, int], ...]
) -> None:
    try:
        prepare_material(material, language, sections)
    except Exception:
        _LOGGER.exception("Analysing the material's numbers failed")
