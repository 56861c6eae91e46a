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

from ..synth.ollama import strip_reasoning
from ..text.sentences import scrub_surrogates
from ..text.speech import clean_for_speech, settle_ending, truncate_to_cap
from ..verify.checking import (
    ReferenceVerifier,
    Verifier,
    VerifierUnavailableError,
    numeric_rule,
    verify_claims,
)
from ..verify.claims import Claim, parse_claims, rebuild
from .attribution import split_attribution
from .numbers.grounding import check_numbers

if TYPE_CHECKING:
    from ..types import Section


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

# The NOT_IN_SOURCES token anywhere, however a model spells it: any case, markdown-
# escaped underscores ("NOT\_IN\_SOURCES"), singular, or with spaces/hyphens. Spaced
# forms in lower case count only as the whole reply (prose may say "not in source").
_MISS_TOKEN: Final = re.compile(
    r"(?<![A-Za-z])not(?:\\?_|-)in(?:\\?_|-)(?:the(?:\\?_|-))?sources?(?![A-Za-z])",
    re.IGNORECASE,
)
_MISS_TOKEN_SPACED: Final = re.compile(r"\bNOT[ \t]+IN[ \t]+(?:THE[ \t]+)?SOURCES?\b")
_MISS_WHOLE: Final = re.compile(
    r"^\W*not[\s\\_-]+in[\s\\_-]+(?:the[\s\\_-]+)?sources?\W*$", re.IGNORECASE
)
# Whole-reply paraphrases of the miss, one sentence each (lower case, straight quotes).
_NEG: Final = (
    r"(?:do not|don't|does not|doesn't|did not|didn't|cannot|can't|can not"
    r"|could not|couldn't|will not|won't)"
)
_MATERIAL: Final = (
    r"(?:the |these |those |my |your |this |that )?"
    r"(?:(?:retrieved|provided|given|available|supplied|search|above|following"
    r"|offered|attached)\s+)*"
    r"(?:sources?|materials?|context|documents?|search results|results?|information"
    r"|text|passages?|sections?|data|evidence|snippets?)"
)
_CLAUSE_TAIL: Final = r"(?:\s[^,;:\d]*)?"  # one clause, no numbers: not an answer
_MISS_SENTENCES: Final = tuple(
    re.compile(rf"^(?:(?:sorry|unfortunately|i'm afraid)\W+)?{body}$")
    for body in (
        rf"{_MATERIAL} {_NEG} (?:answer|cover|contain|mention|say|include|address"
        rf"|specify|state|tell|provide|give|have|discuss|list|show){_CLAUSE_TAIL}",
        rf"(?:the )?answer (?:is not|isn't|was not|wasn't) (?:\w+ )?(?:in|from)"
        rf" {_MATERIAL}{_CLAUSE_TAIL}",
        rf"(?:there (?:is|are|was) )?no (?:information|answer|mention|details?)"
        rf"(?: (?:about|on|regarding|of|for) [^,;:\d]*?)?"
        rf" (?:(?:is |was )?(?:given |found |provided )?(?:in|from) {_MATERIAL}"
        r"|(?:is |was )?(?:available|given|found|provided))",
        r"(?:i )?(?:do not|don't) know(?: (?:that|this|the answer))?",
        r"(?:i'm|i am) not sure",
        r"(?:i|we) (?:cannot|can't|could not|couldn't|am unable to|'m unable to"
        rf"|was unable to) (?:find|answer|tell|determine|say){_CLAUSE_TAIL}",
        rf"(?:that|this|it) (?:is not|isn't) (?:\w+ )?(?:in|covered by|mentioned in)"
        rf" {_MATERIAL}",
    )
)
_MISS_SPLIT: Final = re.compile(r"(?<=[.!?])\s+")
_MISS_TRIM: Final = re.compile(r"^[\W_]+|[\W_]+$")


def has_miss_token(text: str) -> bool:
    """Return True when ``text`` holds the NOT_IN_SOURCES token in any spelling."""
    return bool(_MISS_TOKEN.search(text) or _MISS_TOKEN_SPACED.search(text))


def is_honest_miss(text: str) -> bool:
    """Return True when a reply says the sources don't answer.

    The token counts anywhere; a paraphrase ("The sources don't answer this.",
    "I don't know.") counts only when it is the whole reply: pass the reply with
    reasoning and attribution already taken off, so a real answer that mentions what
    the sources lack is never a miss.
    """
    if has_miss_token(text) or _MISS_WHOLE.match(text.strip()):
        return True
    normal = text.lower().replace("\u2019", "'").replace("\u2018", "'")
    sentences = [
        _MISS_TRIM.sub("", part) for part in _MISS_SPLIT.split(" ".join(normal.split()))
    ]
    sentences = [sentence for sentence in sentences if sentence]
    return bool(sentences) and all(
        any(pattern.match(sentence) for pattern in _MISS_SENTENCES)
        for sentence in sentences
    )


_NON_WORD: Final = re.compile(r"[^\w\s]")
_YES_NO_REPLY: Final = re.compile(
    r"^\W*(?:yes|no|yeah|yep|nope|correct|right)\b", re.IGNORECASE
)
_CLAUSE_BREAK: Final = re.compile(r"[,;:?!]|\bor\s+(?:not|something)\b")
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
    text = strip_reasoning(scrub_surrogates(draft.text)).strip()
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
    """Turn NOT_IN_SOURCES in any spelling, or a whole-reply paraphrase, into the miss."""
    if has_miss_token(draft.text) or is_honest_miss(draft.body):
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
    if restated_as_question:
        return Verdict(False, "echo", "the answer restates the question")
    # "Yes." answers "is the door closed"; "The intensive one." answers "which is
    # hotter, eco or intensive": choosing among offered alternatives is an answer.
    if (asks_yes_no and _YES_NO_REPLY.match(draft.body)) or _chooses_alternative(
        answer_words, ctx.query
    ):
        return PASS
    # "The garage door is closed." answers "is the garage door closed"; it only
    # echoes when it asks back, or when the question wanted something new.
    if asks_yes_no and answer_words:
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
    _, claims = parse_claims(claim_text(draft.text, ctx.offered_tags))
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


def claim_text(text: str, offered: Sequence[str]) -> str:
    """Return a marker-cited reply without its ``(tag)`` attribution.

    With claim checking on, markers carry the attribution; a trailing "(kiwix)" the
    model added anyway is not a claim and must not be dropped as one.
    """
    return split_attribution(text, offered).body


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
    # A cut may end on a question ("Did you know …?"): speech never ends like one.
    cut = settle_ending(truncate_to_cap(draft.body, budget))
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


def _chooses_alternative(answer_words: set[str], query: str) -> bool:
    """Whether the answer names one side of an "X or Y" in the question, not both."""
    for clause in _CLAUSE_BREAK.split(query.lower()):
        words = _NON_WORD.sub(" ", clause).split()
        for index, word in enumerate(words):
            if word != "or" or index == 0:
                continue
            left = {w for w in words[max(0, index - 3) : index] if w not in _FILLER}
            right = {w for w in words[index + 1 : index + 4] if w not in _FILLER}
            left, right = left - right, right - left
            if not left or not right:
                continue
            if bool(answer_words & left) != bool(answer_words & right):
                return True
    return False


def _content_words(text: str) -> set[str]:
    words = _NON_WORD.sub(" ", text.lower()).split()
    return {word for word in words if word not in _FILLER}
