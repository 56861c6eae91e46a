"""Asking the engine on each of its two paths, as the engine tests compare them.

``answer`` is the whole answer (the ``ask`` action, the LLM tool); ``stream`` is what
a satellite hears sentence by sentence. Both must speak the same text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
    from custom_components.grounded_answers.engine.types import AnswerResult

PATHS: Final = ("answer", "stream")


async def ask_on_path(
    engine: AnswerEngine, path: str, question: str, **kwargs: Any
) -> AnswerResult:
    """Ask on one path; a stream's spoken deltas must join to its speech."""
    if path == "answer":
        return await engine.answer(question, **kwargs)
    stream = engine.stream(question, **kwargs)
    spoken = "".join([delta async for delta in stream])
    assert stream.result is not None
    assert spoken == stream.result.speech
    return stream.result


def events(result: AnswerResult, kind: str) -> list[dict[str, Any]]:
    """Return the data of the result's events of ``kind``, in order."""
    return [event.data for event in result.events if event.kind == kind]
