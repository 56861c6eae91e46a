"""The model's rewrite of a follow-up, and the gate it must pass.

A short model call proposes the standalone question a follow-up stands for. The
proposal is kept only when every word of it was said before — in the history or the
utterance (case and punctuation aside): a rewrite may reorder and drop words, never
bring a word of its own, so it cannot slip a subject, a number or an instruction
into what is routed. Anything else is discarded and the rules' resolution (or the
utterance as asked) is used.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from ..synth.ollama import SynthesisRequest
from ..synth.reasoning import strip_reasoning
from ..text.boundary import MAX_QUESTION_CHARS, clean_question
from .words import new_words, vocabulary

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .turns import Turn

# The instructions are the same for every language: the model answers in the
# utterance's language, and the gate reads the words, whatever the language.
REWRITE_SYSTEM_PROMPT: Final = (
    "You rewrite the last utterance of a conversation as one standalone question "
    "in the language of that utterance. Resolve words such as 'it', 'and' or 'what "
    "about' to what they refer to in the conversation. Use only words that appear "
    "in the conversation or the utterance. Do not answer the question. Reply with "
    "the standalone question alone, on one line."
)
REWRITE_MAX_TOKENS: Final = 64
# A rewrite is worth a moment, never the turn: at most this long, and at most this
# share of the time the turn has left (a voice turn keeps its deadline).
REWRITE_TIMEOUT_S: Final = 2.0
REWRITE_SHARE: Final = 0.25
# Below this, a model call cannot come back in time: it is not made.
MIN_REWRITE_S: Final = 0.2

ACCEPTED, NEW_WORDS, EMPTY, UNCHANGED = "accepted", "new_words", "empty", "unchanged"


@dataclass(frozen=True, slots=True)
class RewriteVerdict:
    """What the gate made of a proposal: the question kept, or why none was."""

    text: str | None  # the kept question; None: discarded
    why: str  # ACCEPTED, NEW_WORDS, EMPTY or UNCHANGED
    new_words: list[str] = field(default_factory=list)  # what the history lacks


def rewrite_request(utterance: str, history: Sequence[Turn]) -> SynthesisRequest:
    """Return the model call: the conversation's turns, then the utterance."""
    lines = ["Conversation:"]
    for turn in history:
        lines.append(f"User: {turn.standalone}")
        if turn.answer:
            lines.append(f"Assistant: {turn.answer}")
    lines += ["", f"Last utterance: {utterance}", "Standalone question:"]
    return SynthesisRequest(
        system=REWRITE_SYSTEM_PROMPT,
        user="\n".join(lines),
        max_tokens=REWRITE_MAX_TOKENS,
    )


def rewrite_budget(left: float | None, llm_timeout: float) -> float:
    """Return the seconds a rewrite may take with ``left`` of the turn (None: all)."""
    budget = min(REWRITE_TIMEOUT_S, llm_timeout)
    if left is not None:
        budget = min(budget, left * REWRITE_SHARE)
    return budget if budget >= MIN_REWRITE_S else 0.0


def judge_rewrite(
    reply: str, utterance: str, history: Sequence[Turn]
) -> RewriteVerdict:
    """Return the proposal in ``reply`` if it passes the rewrite gate."""
    proposal = _proposal(reply)
    if not any(char.isalnum() for char in proposal):
        return RewriteVerdict(None, EMPTY)
    said = [utterance]
    for turn in history:
        said += [turn.question, turn.answer, turn.resolved or ""]
    added = new_words(proposal, vocabulary(said))
    if added:
        return RewriteVerdict(None, NEW_WORDS, added)
    if _words(proposal) == _words(utterance):
        return RewriteVerdict(None, UNCHANGED)
    return RewriteVerdict(proposal, ACCEPTED)


def _proposal(reply: str) -> str:
    """Return the first line of the reply, reasoning and quotes taken off."""
    text = strip_reasoning(reply)
    line = next((line for line in text.splitlines() if line.strip()), "")
    line = line.strip().strip("\"'`«»„“”")
    return clean_question(line, MAX_QUESTION_CHARS).text


def _words(text: str) -> list[str]:
    return sorted(vocabulary([text]))
