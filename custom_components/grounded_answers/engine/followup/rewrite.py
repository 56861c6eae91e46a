"""The model's rewrite of a follow-up, and the gate it must pass.

A short model call proposes the standalone question a follow-up stands for. The
proposal is kept only when it is one question that keeps every content word of the
utterance, adds words only from the previous questions (where a subject comes from;
never the answers' claims, save the referent the rules took, such as the person an
answer to "who" named), adds no negation, and — when the rules carried a subject
over — says that subject (where the rules and the model disagree on the subject,
the rules win). Anything else is discarded and the rules' resolution (or the
utterance as asked) is used. A proposal that only repeats the utterance says it
stands alone (``UNCHANGED``): it is answered as asked.

The model is still asked when the rules resolved: its wording may be better, and
the gate holds it to the rules' subject.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from ..synth.ollama import SynthesisRequest
from ..synth.reasoning import strip_reasoning
from ..text.boundary import MAX_QUESTION_CHARS, clean_question
from .words import lexicon_for, new_words, same_word, tokenise, vocabulary

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .turns import Turn
    from .words import Lexicon

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
DROPPED, NEGATED, SEVERAL, SUBJECT = "dropped", "negated", "several", "subject"


@dataclass(frozen=True, slots=True)
class RewriteVerdict:
    """What the gate made of a proposal: the question kept, or why none was."""

    text: str | None  # the kept question; None: discarded
    why: str  # ACCEPTED, NEW_WORDS, EMPTY, UNCHANGED, DROPPED, NEGATED, ...
    new_words: list[str] = field(default_factory=list)  # added, or dropped


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


def judge_rewrite(  # noqa: PLR0911 - one return per verdict
    reply: str,
    utterance: str,
    history: Sequence[Turn],
    language: str = "en",
    subject: str | None = None,
) -> RewriteVerdict:
    """Return the proposal in ``reply`` if it passes the rewrite gate.

    ``subject``: the referent the rules carried over (None for a switch, whose new
    subject the utterance says): its words may be added, and must be.
    """
    proposal = _proposal(reply)
    if not any(char.isalnum() for char in proposal):
        return RewriteVerdict(None, EMPTY)
    if re.search(r"[.?!;]\s*[^\W_]", proposal):
        return RewriteVerdict(None, SEVERAL)  # one question, never two sentences
    lexicon = lexicon_for(language)
    said = [utterance, subject or ""]
    for turn in history:
        said += [turn.question, turn.resolved or ""]
    added = new_words(proposal, vocabulary(said))
    if added:
        return RewriteVerdict(None, NEW_WORDS, added)
    if _words(proposal) == _words(utterance):
        return RewriteVerdict(None, UNCHANGED)
    kept = vocabulary([proposal])
    dropped = [word for word in _content(utterance, lexicon) if not _in(word, kept)]
    if dropped:
        return RewriteVerdict(None, DROPPED, dropped)
    negations = lexicon.cues.negations
    if (kept & negations) - vocabulary([utterance]):
        return RewriteVerdict(None, NEGATED, sorted(kept & negations))
    missing = [word for word in _content(subject or "", lexicon) if not _in(word, kept)]
    if missing:
        return RewriteVerdict(None, SUBJECT, missing)
    return RewriteVerdict(proposal, ACCEPTED)


def _content(text: str, lexicon: Lexicon) -> list[str]:
    """Return the content words of ``text`` (openers, pointers, articles aside)."""
    return [token.key for token in tokenise(text, lexicon) if lexicon.is_content(token)]


def _in(word: str, kept: set[str]) -> bool:
    return any(same_word(word, other) for other in kept) or all(
        part in kept for part in re.findall(r"[^\W_]+", word)
    )


def _proposal(reply: str) -> str:
    """Return the first line of the reply, reasoning and quotes taken off."""
    text = strip_reasoning(reply)
    line = next((line for line in text.splitlines() if line.strip()), "")
    line = line.strip().strip("\"'`«»„“”")
    return clean_question(line, MAX_QUESTION_CHARS).text


def _words(text: str) -> list[str]:
    return sorted(vocabulary([text]))
