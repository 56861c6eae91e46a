"""Sentence-by-sentence gating of a model reply as it streams in.

A sentence is spoken only after it has passed the gates that can judge one sentence
on its own: reasoning strip, the honest-miss token, echo, numeric grounding (or the
claims gate when claim checking is on) and the length cap. Spoken text cannot be
taken back, so a failure ends the answer at the last verified sentence; a failure
before anything was spoken falls back to the material, as the non-streamed path does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Final

from ..gates.attribution import split_attribution
from ..gates.chain import (
    Draft,
    GateContext,
    cited_tags,
    claim_text,
    echo_gate,
    has_miss_token,
    is_honest_miss,
)
from ..gates.numbers.grounding import check_numbers
from ..synth.ollama import strip_reasoning
from ..text.sentences import split_sentences
from ..text.speech import clean_for_speech
from ..verify.checking import (
    ReferenceVerifier,
    VerifierUnavailableError,
    numeric_rule,
    verify_claims,
)
from ..verify.claims import Claim, parse_claims

# Characters after which a sentence can end (or a reasoning tag begin). A chunk
# without one only lengthens the held-back sentence, so nothing needs re-splitting.
_MAY_END: Final = re.compile(r"[.!?;:\u2026\u3002\uff01\uff1f\n\r<>\]]")


class SentenceSplitter:
    """Turns streamed chunks into complete sentences, reasoning blocks removed.

    The last sentence of the text so far is held back until more text follows it
    (or the stream ends): "2." may still become "2.5 million".
    """

    def __init__(self) -> None:
        """Start with nothing received."""
        self.raw = ""
        self.rewritten = False  # released sentences are no longer in the reply
        self._released = 0
        self._released_texts: list[str] = []
        self._pending_end = False

    def feed(self, chunk: str) -> list[str]:
        """Add a chunk; return the sentences it completed."""
        self.raw += chunk
        if not self._pending_end and not _MAY_END.search(chunk):
            return []  # the held sentence only grew: nothing can have completed
        sentences = [s.text for s in split_sentences(strip_reasoning(self.raw))]
        held = sentences[-1] if sentences else ""
        # Re-split on every chunk while the held sentence (or a reasoning tag) has a
        # character the next chunk may confirm as an end.
        self._pending_end = bool(_MAY_END.search(held)) or "<" in self.raw
        # A late closing tag turns released text into reasoning after the fact.
        self.rewritten = sentences[: self._released] != self._released_texts
        return self._release(sentences[:-1])

    def finish(self) -> list[str]:
        """Return every sentence not yet released."""
        sentences = split_sentences(strip_reasoning(self.raw))
        return self._release([s.text for s in sentences])

    def _release(self, complete: list[str]) -> list[str]:
        fresh = complete[self._released :]
        self._released_texts.extend(fresh)
        self._released = len(self._released_texts)
        return fresh


@dataclass(frozen=True, slots=True)
class SentenceVerdict:
    """What to do with one sentence."""

    speak: str = ""  # the text to speak ("" = nothing for this sentence)
    stop: str | None = None  # the gate that ends the answer here
    detail: str = ""
    honest_miss: bool = False
    token: str | None = None  # the offending number (numeric)


@dataclass(slots=True)
class StreamGate:
    """Judges sentences one by one, keeping what has been spoken."""

    ctx: GateContext
    claim_checking: bool
    attribution_room: int  # characters kept free for the spoken attribution
    spoken: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    claims: list[Claim] = field(default_factory=list)

    @property
    def text(self) -> str:
        """Return what has been spoken so far."""
        return " ".join(self.spoken)

    async def judge(self, sentence: str) -> SentenceVerdict:
        """Return whether ``sentence`` may be spoken, and as what."""
        # The token ends the answer anywhere; a paraphrase ("The sources don't
        # answer this.") is the miss only as the opening sentence, since a streamed
        # reply's whole cannot be awaited.
        if has_miss_token(sentence) or (
            not self.spoken
            and is_honest_miss(split_attribution(sentence, self.ctx.offered_tags).body)
        ):
            return SentenceVerdict(honest_miss=not self.spoken, stop="honest_miss")
        if self.claim_checking:
            body, verdict = await self._claim(sentence)
            if verdict is not None:
                return verdict
        else:
            attributed = split_attribution(sentence, self.ctx.offered_tags)
            self.tags.extend(attributed.tags or ())
            body = clean_for_speech(attributed.body) if attributed.body else ""
            finding = check_numbers(
                body,
                self.ctx.material,
                query=self.ctx.query,
                current_year=self.ctx.current_year,
            )
            if body and finding is not None:
                return SentenceVerdict(
                    stop="numeric", detail=finding.detail, token=finding.token
                )
        if not body or not echo_gate(Draft(text=sentence, body=body), self.ctx).passed:
            return SentenceVerdict()  # an attribution line or a restated question
        budget = self.ctx.cap - self.attribution_room
        if len(self.text) + len(body) + (1 if self.spoken else 0) > budget:
            return SentenceVerdict(stop="length", detail=f"over {budget} characters")
        return SentenceVerdict(speak=body)

    def accept(self, text: str) -> str:
        """Record ``text`` as spoken; return the delta that speaks it."""
        delta = f" {text}" if self.spoken else text
        self.spoken.append(text)
        return delta

    def sources(self) -> list[str]:
        """Return the attribution of what was spoken."""
        if self.claim_checking:
            return list(cited_tags(self.claims, self.ctx.sections))
        offered = self.ctx.offered_tags
        if len(offered) == 1:
            return offered
        return [tag for tag in dict.fromkeys(self.tags) if tag in offered]

    async def _claim(self, sentence: str) -> tuple[str, SentenceVerdict | None]:
        _, claims = parse_claims(claim_text(sentence, self.ctx.offered_tags))
        if not claims:
            return "", None
        numbers = numeric_rule(self.ctx.query, self.ctx.current_year)
        verifier = self.ctx.verifier or ReferenceVerifier(numeric_check=numbers)
        try:
            report = await verify_claims(
                claims,
                [section.body for section in self.ctx.sections],
                verifier,
                min_confidence=self.ctx.min_confidence,
                numeric_check=numbers,
            )
        except VerifierUnavailableError as err:
            return "", SentenceVerdict(stop="verifier_unavailable", detail=str(err))
        if report.dropped:
            return "", SentenceVerdict(
                stop="claims", detail=report.dropped[0].verdict.detail
            )
        spoken = [
            Claim(clean_for_speech(claim.text), 0, 0, claim.cited)
            for claim in report.kept_claims
        ]
        self.claims.extend(claim for claim in spoken if claim.text)
        return " ".join(claim.text for claim in spoken if claim.text), None
