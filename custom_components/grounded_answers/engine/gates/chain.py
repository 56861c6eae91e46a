"""The one gate chain: every path judges a reply sentence by sentence, in one order.

Whole-reply answers (the ``ask`` service, the eval) and streamed answers (a voice
satellite) both feed the model's sentences to a ``GateRun`` and differ only in when
they release what it kept. The rule for a failing sentence is the gate's action:

- a sentence that only restates the question (echo), a sentence whose words the
  material does not say (support), or — with claim checking on — a claim its passage
  does not support, is left out and the answer goes on;
- any other failure (a number the material does not carry, a claim that the
  assistant acted, the length cap, the miss token after an answer began, an
  unavailable verifier, a crashed gate) ends the answer before that sentence: every
  spoken sentence passed, nothing after it is;
- nothing kept means the reply is rejected and the material is spoken; the reason is
  the gate that ended it, else the first that dropped a sentence, else ``empty``.

Reply-wide rules run at the end: a reply made only of "the sources don't answer"
sentences is the honest miss; fused material needs a valid attribution (so a fused
answer is released only once the reply is complete); an answer never ends on a
question. The same reply gives the same outcome, reason and speech on every path.
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Final

from ..text.speech import clean_for_speech, ends_like_question, settle_ending
from ..types import Reason
from .attribution import split_attribution
from .base import Action, Candidate, GateContext, Kept, Verdict
from .claims import claims_gate
from .echo import echo_gate
from .honest_miss import honest_miss_gate
from .length import length_gate
from .number_gate import numeric_gate
from .support import support_gate

_LOGGER = logging.getLogger(__name__)

type Gate = Callable[[Candidate, GateContext, Kept], Verdict | Awaitable[Verdict]]

GATES: Final[tuple[tuple[str, Gate], ...]] = (
    ("honest_miss", honest_miss_gate),
    ("echo", echo_gate),
    ("numeric", numeric_gate),
    ("support", support_gate),
    ("length", length_gate),
)
# With claim checking on, markers replace the attribution line and numbers and
# support are checked per claim inside the claims gate, so a bad claim drops alone.
CLAIM_GATES: Final[tuple[tuple[str, Gate], ...]] = (
    ("honest_miss", honest_miss_gate),
    ("echo", echo_gate),
    ("claims", claims_gate),
    ("length", length_gate),
)


@dataclass(slots=True)
class _Item:
    """A kept sentence; ``held`` says why it may not be released yet."""

    candidate: Candidate
    held: str = ""  # "miss": a miss paraphrase; "question": ends like a question


@dataclass(frozen=True, slots=True)
class Decision:
    """One sentence's fate, for the explanation events."""

    kind: str  # "sentence_kept" | "sentence_dropped" | "answer_ended" | "honest_miss"
    gate: str
    verdict: Verdict
    index: int


@dataclass(frozen=True, slots=True)
class Conclusion:
    """What the chain made of the whole reply."""

    outcome: str  # "served" | "honest_miss" | "rejected"
    reason: Reason | None = None
    detail: str = ""
    token: str | None = None
    body: str = ""
    tags: tuple[str, ...] = ()
    candidates: tuple[Candidate, ...] = ()
    complete: bool = True  # False when a gate other than length ended the answer
    dropped_claims: int = 0
    data: dict[str, Any] = field(default_factory=dict)


class GateRun:
    """Judges one reply's sentences in order; knows what may be spoken so far."""

    def __init__(self, ctx: GateContext) -> None:
        """Start a reply with nothing kept."""
        self.ctx = ctx
        self.gates = CLAIM_GATES if ctx.claim_checking else GATES
        # Fused material needs the reply's attribution before anything is spoken.
        self.holds_all = ctx.fused and not ctx.claim_checking
        self.decisions: list[Decision] = []
        self._items: list[_Item] = []
        self._tags: list[str] = []
        self._released = 0
        self._count = 0
        self._ended: Decision | None = None
        self._miss = False
        self._dropped_claims = 0

    @property
    def kept(self) -> Kept:
        """Return what has been kept so far."""
        return Kept(
            tuple(item.candidate.body for item in self._items),
            only_misses=bool(self._items)
            and all(item.held == "miss" for item in self._items),
        )

    async def feed(self, sentence: str) -> list[str]:
        """Judge the next sentence; return the sentences that may now be spoken."""
        index, self._count = self._count, self._count + 1
        candidate = self._prepare(sentence, index)
        if self._ended is not None or self._miss or not candidate.body:
            return []  # the answer is over (its attribution still counts), or a tag
        held = ""
        passed: list[str] = []
        kept = self.kept
        for name, gate in self.gates:
            verdict = await self._judge(name, gate, candidate, kept)
            candidate = verdict.candidate or candidate
            self._dropped_claims += int(verdict.data.get("dropped_claims", 0))
            if verdict.action is Action.PASS:
                passed.append(name)
                continue
            if verdict.action is Action.HOLD:
                passed.append(name)
                held = "miss"
                continue
            self._decide(name, verdict, index)
            return []
        self._keep(candidate, held)
        record = Verdict(
            Action.PASS, data={"gates": passed, **({"held": held} if held else {})}
        )
        self.decisions.append(Decision("sentence_kept", "", record, index))
        return self._release()

    def finish(self) -> Conclusion:
        """Apply the reply-wide rules; return the outcome of the whole reply."""
        items = list(self._items)
        if self._miss or (items and all(item.held == "miss" for item in items)):
            return Conclusion("honest_miss", detail="the sources don't answer")
        # Speech never ends like a question: a trailing one goes when others stay.
        while len(items) > 1 and items[-1].held == "question":
            items.pop()
        if not items:
            return self._rejected()
        tags = self._answer_tags(items)
        if self.ctx.fused and not self.ctx.claim_checking:
            problem = self._attribution_problem(tags)
            if problem:
                return Conclusion("rejected", Reason.ATTRIBUTION, problem)
        body = settle_ending(" ".join(item.candidate.body for item in items))
        ended = self._ended
        return Conclusion(
            "served",
            body=body,
            tags=tags,
            candidates=tuple(item.candidate for item in items),
            complete=ended is None or ended.verdict.reason is Reason.LENGTH,
            dropped_claims=self._dropped_claims,
        )

    def cut_at_released(self) -> Conclusion:
        """Return the answer made of what was released, when the reply broke off."""
        items = self._items[: self._released]
        return Conclusion(
            "served",
            body=" ".join(item.candidate.body for item in items),
            tags=self._answer_tags(items),
            candidates=tuple(item.candidate for item in items),
            complete=False,
            dropped_claims=self._dropped_claims,
        )

    # -- steps -----------------------------------------------------------------------

    def _prepare(self, sentence: str, index: int) -> Candidate:
        """Take the attribution off and clean the sentence for speech."""
        attributed = split_attribution(sentence, self.ctx.offered_tags)
        self._tags.extend(attributed.tags or ())
        body = (
            clean_for_speech(attributed.body, settle=False) if attributed.body else ""
        )
        return Candidate(sentence, body, attributed.tags or (), index=index)

    async def _judge(
        self, name: str, gate: Gate, candidate: Candidate, kept: Kept
    ) -> Verdict:
        try:
            verdict = gate(candidate, self.ctx, kept)
            if inspect.isawaitable(verdict):
                verdict = await verdict
        except Exception:  # a bug in a gate must not silence the answer
            _LOGGER.exception("The %s gate failed on %r", name, candidate.text)
            return Verdict(Action.STOP, Reason.GATE_ERROR, "the gate failed")
        return verdict

    def _decide(self, gate: str, verdict: Verdict, index: int) -> None:
        if verdict.action is Action.MISS:
            self._miss = True
            self.decisions.append(Decision("honest_miss", gate, verdict, index))
            return
        if verdict.action is Action.DROP:
            self.decisions.append(Decision("sentence_dropped", gate, verdict, index))
            return
        self._ended = Decision("answer_ended", gate, verdict, index)
        self.decisions.append(self._ended)

    def _keep(self, candidate: Candidate, held: str) -> None:
        if not held and ends_like_question(candidate.body):
            held = "question"
        self._items.append(_Item(candidate, held))

    def _release(self) -> list[str]:
        """Release kept sentences up to the first one still held."""
        if self.holds_all:
            return []
        fresh: list[str] = []
        last = self._items[-1] if self._items else None
        if last is not None and not last.held:
            # A sentence that stands releases the held ones before it.
            fresh.extend(item.candidate.body for item in self._items[self._released :])
            self._released = len(self._items)
        return fresh

    def _answer_tags(self, items: list[_Item]) -> tuple[str, ...]:
        offered = self.ctx.offered_tags
        if self.ctx.claim_checking:
            return tuple(
                dict.fromkeys(tag for item in items for tag in item.candidate.tags)
            )
        if len(offered) == 1:
            return (offered[0],)
        return tuple(dict.fromkeys(self._tags))

    def _attribution_problem(self, tags: tuple[str, ...]) -> str:
        offered = self.ctx.offered_tags
        if not tags:
            return "no attribution for fused material"
        unknown = [tag for tag in tags if tag not in offered]
        if unknown:
            return f"cites {', '.join(unknown)}, offered {', '.join(offered)}"
        return ""

    def _rejected(self) -> Conclusion:
        """Nothing kept: the gate that ended it, else the first drop, else empty."""
        decisive = self._ended or next(
            (d for d in self.decisions if d.kind == "sentence_dropped"), None
        )
        if decisive is None:
            return Conclusion("rejected", Reason.EMPTY, "the model's reply is empty")
        verdict = decisive.verdict
        return Conclusion(
            "rejected",
            verdict.reason,
            verdict.detail,
            token=verdict.token,
            dropped_claims=self._dropped_claims,
            data=dict(verdict.data),
        )
