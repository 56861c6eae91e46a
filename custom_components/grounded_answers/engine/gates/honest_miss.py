"""The honest miss: the model saying the sources don't answer, in any spelling.

``NOT_IN_SOURCES`` is the token the prompt asks for; models also escape it, change
its case or paraphrase it ("The sources don't answer this.", "I don't know."). The
token counts anywhere. A paraphrase is a miss only when every sentence of the reply
is one: the chain holds a paraphrased sentence until the rest of the reply decides,
so a real answer that mentions what the sources lack is never a miss.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from ..types import Reason
from .base import PASS, Action, Verdict

if TYPE_CHECKING:
    from .base import Candidate, GateContext, Kept

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
        # A bare apology says nothing but that no answer follows ("Sorry. NOT_IN_…").
        r"(?:(?:i'm )?sorry|unfortunately|i'm afraid(?: not)?)",
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


def honest_miss_gate(candidate: Candidate, ctx: GateContext, kept: Kept) -> Verdict:
    """Miss on the token before anything is kept, stop on it after; hold a paraphrase."""
    if has_miss_token(candidate.text):
        if not kept.bodies or kept.only_misses:
            return Verdict(Action.MISS, detail="the sources don't answer")
        return Verdict(
            Action.STOP, Reason.HONEST_MISS, "the sources don't answer the rest"
        )
    if is_honest_miss(candidate.body):
        return Verdict(Action.HOLD, detail="says the sources don't answer")
    return PASS
