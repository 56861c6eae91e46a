"""The gate chain: each gate is a small function with a named verdict.

Order matters and is visible in one place (``GATES``, ``CLAIM_GATES``). A gate may
pass a rewritten draft on (reasoning strip, attribution, claims, length); the first
failing gate decides the outcome. Only the claims gate awaits anything (a verifier).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Final

from .attribution import split_attribution
from .claims import Claim, parse_claims, rebuild
from .numeric import check_numbers
from .synth import strip_reasoning
from .text.speech import clean_for_speech, truncate_to_cap
from .verify import (
    ReferenceVerifier,
    Verifier,
    VerifierUnavailableError,
    numeric_rule,
    verify_claims,
)

if TYPE_CHECKING:
    from .models import Section


@dataclass(frozen=True, slots=True)
class Draft:
    """The model's reply on its way through the gates."""

    text: str  # reply without reasoning, attribution (or claim markers) still on
    body: str = ""  # the answer as it would be spoken, attribution off
    tags: tuple[str, ...] | None = None  # the attribution
    claims: tuple[Claim, ...] | None = None  # kept claims, spans into body (claims on)
    dropped_claims: int = 0


@dataclass(frozen=True, slots=True)
class GateContext:
    """What the gates judge a draft against."""

    query: str
    sections: Sequence[Section]  # the material exactly as the model saw it
    cap: int  # spoken-length cap of the style
    current_year: int
    spoken_attribution: Callable[[Sequence[str]], str] = lambda _tags: ""
    verifier: Verifier | None = None  # claim checking; None: the reference verifier
    min_confidence: float = 0.5

    @property
    def material(self) -> str:
        """Return the material's text."""
        return "\n\n".join(section.body for section in self.sections)

    @property
    def offered_tags(self) -> list[str]:
        """Return the section tags the model could cite, in order."""
        return list(dict.fromkeys(section.tag for section in self.sections))


@dataclass(frozen=True, slots=True)
class Verdict:
    """A gate's decision."""

    passed: bool
    reason: str | None = None  # outcome reason when it fails
    detail: str = ""  # one line for the explanation event
    draft: Draft | None = None  # the rewritten draft, when a gate rewrites
    honest_miss: bool = False
    token: str | None = None  # the offending token (numeric)
    data: Mapping[str, Any] = field(default_factory=dict)  # extra event data


PASS: Final = Verdict(True)

# The literal token anywhere, or a reply that is only "not in sources" spelled out.
_MISS_TOKEN: Final = re.compile(r"not_in_sources", re.IGNORECASE)
_MISS_WHOLE: Final = re.compile(
    r"^\W*not[\s_-]+in[\s_-]+(?:the[\s_-]+)?sources\W*$", re.IGNORECASE
)
_NON_WORD: Final = re.compile(r"[^\w\s]")
_QUESTION_END: Final = re.compile(r"\?\s*(?:\([^)]*\))?\s*[.!]?\s*$")
# Words that restate without informing: spoken filler and function words.
_FILLER: Final = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "to",
        "in",
        "on",
        "at",
        "for",
        "by",
        "with",
        "and",
        "or",
        "but",
        "so",
        "well",
        "um",
        "uh",
        "er",
        "okay",
        "ok",
        "yes",
        "basically",
        "actually",
        "really",
        "just",
        "you",
        "your",
        "asked",
        "ask",
        "question",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "what",
        "whats",
        "how",
        "why",
        "when",
        "who",
        "where",
        "which",
        "tell",
        "me",
        "i",
        "let",
        "know",
        "do",
        "does",
        "did",
        "can",
        "could",
        "would",
        "will",
        "about",
        "s",
        "sure",
        "great",
        "good",
    ]
)
_YES_NO_OPENERS: Final = frozenset(
    [
        "is",
        "are",
        "was",
        "were",
        "do",
        "does",
        "did",
        "can",
        "could",
        "will",
        "would",
        "has",
        "have",
        "had",
        "should",
        "shall",
        "may",
        "might",
        "am",
    ]
)


def reasoning_gate(draft: Draft, ctx: GateContext) -> Verdict:
    """Strip reasoning blocks and markup, and take the attribution off the body."""
    text = strip_reasoning(draft.text).strip()
    attributed = split_attribution(text, ctx.offered_tags)
    body = clean_for_speech(attributed.body) if attributed.body else ""
    removed = len(draft.text) - len(text)
    detail = f"removed {removed} characters of reasoning" if removed else ""
    return Verdict(
        True, detail=detail, draft=Draft(text=text, body=body, tags=attributed.tags)
    )


def empty_gate(draft: Draft, ctx: GateContext) -> Verdict:
    """Reject a reply with nothing to say."""
    if not draft.body.strip():
        return Verdict(False, "empty", "the model's reply is empty")
    return PASS


def honest_miss_gate(draft: Draft, ctx: GateContext) -> Verdict:
    """Turn NOT_IN_SOURCES, in any case or punctuation, into the honest miss."""
    if _MISS_TOKEN.search(draft.text) or _MISS_WHOLE.match(draft.body):
        return Verdict(
            False, "honest_miss", "the sources don't answer", honest_miss=True
        )
    return PASS


def attribution_gate(draft: Draft, ctx: GateContext) -> Verdict:
    """Require a valid attribution for fused material; default it for a single one."""
    offered = ctx.offered_tags
    if len(offered) == 1:
        if draft.tags != (offered[0],):
            return Verdict(
                True,
                detail=f"attribution set to {offered[0]}",
                draft=replace(draft, tags=(offered[0],)),
            )
        return PASS
    if not draft.tags:
        return Verdict(False, "attribution", "no attribution for fused material")
    unknown = [tag for tag in draft.tags if tag not in offered]
    if unknown:
        return Verdict(
            False,
            "attribution",
            f"cites {', '.join(unknown)}, offered {', '.join(offered)}",
        )
    return PASS


def echo_gate(draft: Draft, ctx: GateContext) -> Verdict:
    """Reject an answer that only restates the question."""
    answer_words = _content_words(draft.body)
    query_words = _content_words(ctx.query)
    if not answer_words <= query_words:
        return PASS
    asks_yes_no = ctx.query.strip().lower().split(" ", 1)[0] in _YES_NO_OPENERS
    restated_as_question = bool(_QUESTION_END.search(draft.text))
    # "The garage door is closed." answers "is the garage door closed"; it only
    # echoes when it asks back, or when the question wanted something new.
    if asks_yes_no and answer_words and not restated_as_question:
        return PASS
    return Verdict(False, "echo", "the answer restates the question")


def numeric_gate(draft: Draft, ctx: GateContext) -> Verdict:
    """Reject a number the material does not carry where the answer puts it."""
    finding = check_numbers(
        draft.body, ctx.material, query=ctx.query, current_year=ctx.current_year
    )
    if finding is None:
        return PASS
    return Verdict(False, "numeric", finding.detail, token=finding.token)


async def claims_gate(draft: Draft, ctx: GateContext) -> Verdict:
    """Keep the claims a cited passage entails; drop the rest, numbers checked per claim.

    The answer is rebuilt from the kept claims, so a dropped claim leaves the spoken
    text, not only its citation; the attribution is the kept claims' sections.
    """
    _, claims = parse_claims(draft.text)
    numbers = numeric_rule(ctx.query, ctx.current_year)
    verifier = ctx.verifier or ReferenceVerifier(numeric_check=numbers)
    try:
        report = await verify_claims(
            claims,
            [section.body for section in ctx.sections],
            verifier,
            min_confidence=ctx.min_confidence,
            numeric_check=numbers,
        )
    except VerifierUnavailableError as err:
        return Verdict(False, "verifier_unavailable", str(err), data={"code": err.code})
    if not report.kept:
        return Verdict(
            False, "claims", f"all {len(claims)} claims dropped", data=report.as_dict()
        )
    spoken = [
        Claim(clean_for_speech(claim.text), 0, 0, claim.cited)
        for claim in report.kept_claims
    ]
    body, kept = rebuild([claim for claim in spoken if claim.text])
    return Verdict(
        True,
        detail=f"kept {len(kept)} of {len(claims)} claims",
        draft=replace(
            draft,
            body=body,
            claims=tuple(kept),
            tags=cited_tags(kept, ctx.sections),
            dropped_claims=len(report.dropped),
        ),
        data=report.as_dict(),
    )


def cited_tags(claims: Sequence[Claim], sections: Sequence[Section]) -> tuple[str, ...]:
    """Return the tags of the sections the claims cite, first citation first."""
    return tuple(
        dict.fromkeys(
            sections[index].tag
            for claim in claims
            for index in claim.cited
            if 0 <= index < len(sections)
        )
    )


def length_gate(draft: Draft, ctx: GateContext) -> Verdict:
    """Cut at the last sentence boundary under the cap, leaving room for attribution."""
    suffix = ctx.spoken_attribution(draft.tags or ())
    budget = ctx.cap - (len(suffix) + 1 if suffix else 0)
    if len(draft.body) <= budget:
        return PASS
    cut = truncate_to_cap(draft.body, budget)
    if not cut:
        return Verdict(False, "length", f"first sentence is over {budget} characters")
    rewritten = replace(draft, body=cut)
    if draft.claims is not None:
        # Claims after the cut are no longer spoken: neither are their citations.
        size = len(cut.encode())
        kept = tuple(claim for claim in draft.claims if claim.byte_end <= size)
        rewritten = replace(rewritten, claims=kept, tags=cited_tags(kept, ctx.sections))
    return Verdict(
        True,
        detail=f"cut from {len(draft.body)} to {len(cut)} characters",
        draft=rewritten,
    )


type Gate = Callable[[Draft, GateContext], Verdict | Awaitable[Verdict]]

GATES: Final[tuple[tuple[str, Gate], ...]] = (
    ("reasoning", reasoning_gate),
    ("empty", empty_gate),
    ("honest_miss", honest_miss_gate),
    ("attribution", attribution_gate),
    ("echo", echo_gate),
    ("numeric", numeric_gate),
    ("length", length_gate),
)
# With claim checking on, markers replace the attribution line and numbers are
# checked per claim inside the claims gate, so a bad claim drops alone.
CLAIM_GATES: Final[tuple[tuple[str, Gate], ...]] = (
    ("reasoning", reasoning_gate),
    ("empty", empty_gate),
    ("honest_miss", honest_miss_gate),
    ("echo", echo_gate),
    ("claims", claims_gate),
    ("length", length_gate),
)


def _content_words(text: str) -> set[str]:
    words = _NON_WORD.sub(" ", text.lower()).split()
    return {word for word in words if word not in _FILLER}
