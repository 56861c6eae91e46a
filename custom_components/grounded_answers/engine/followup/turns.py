"""One earlier turn of a conversation, as the engine is told it, and its bounds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ..text.boundary import clean_question

if TYPE_CHECKING:
    from collections.abc import Sequence

# The turns a follow-up is resolved against: the subject of a conversation lives in
# its last few turns, and the rewrite prompt (a voice turn's time) stays short.
MAX_TURNS: Final = 5
# What is kept of a spoken answer: its opening names the subject; the rest would
# only lengthen the rewrite prompt and widen the rewrite gate's vocabulary.
MAX_ANSWER_CHARS: Final = 400


@dataclass(frozen=True, slots=True)
class Turn:
    """A question asked before in this conversation and what the user heard.

    ``resolved`` is the standalone question the engine answered for it when it was
    a follow-up itself (``AnswerResult.resolved_query``): the next follow-up carries
    that question's subject over, not the elliptic utterance's.
    """

    question: str
    answer: str = ""
    resolved: str | None = None

    @property
    def standalone(self) -> str:
        """Return the question this turn answered, as it stands alone."""
        return self.resolved or self.question


def bounded_history(turns: Sequence[Turn]) -> tuple[Turn, ...]:
    """Return the last ``MAX_TURNS`` turns, cleaned and capped like a question.

    History comes from the glue (a chat log) and may hold anything a user typed: it
    passes the same boundary as the question before any rule or model sees it.
    """
    kept: list[Turn] = []
    for turn in list(turns)[-MAX_TURNS:]:
        question = clean_question(turn.question).text
        resolved = clean_question(turn.resolved).text if turn.resolved else None
        answer = clean_question(turn.answer, MAX_ANSWER_CHARS).text
        if question or resolved:
            kept.append(Turn(question, answer, resolved or None))
    return tuple(kept)
