"""The honest miss: the model saying the sources don't answer, in any spelling.

``NOT_IN_SOURCES`` is the token the prompt asks for; models also escape it, change
its case or paraphrase it ("The sources don't answer this.", "I don't know.",
"Dazu steht in den Quellen nichts."). The token counts anywhere, in any language. A
paraphrase is a miss only when every sentence of the reply is one: the chain holds a
paraphrased sentence until the rest of the reply decides, so a real answer that
mentions what the sources lack is never a miss. Paraphrases are read with the table
of the request's language (``miss_phrases.py``), English where a language has none.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ..text.languages import language_code
from ..text.sentences import split_sentences
from ..types import Reason
from .base import PASS, Action, Verdict
from .miss_phrases import DA, DE, EN, NL, MissPhrases
from .miss_phrases_romance import ES, FR, IT, PT

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
# The paraphrase tables by language code; a language without one reads English's.
TABLES: Final[dict[str, MissPhrases]] = {
    table.code: table for table in (EN, DE, FR, ES, NL, IT, PT, DA)
}
_MISS_TRIM: Final = re.compile(r"^[\W_]+|[\W_]+$")


def has_miss_token(text: str) -> bool:
    """Return True when ``text`` holds the NOT_IN_SOURCES token in any spelling."""
    return bool(_MISS_TOKEN.search(text) or _MISS_TOKEN_SPACED.search(text))


@dataclass(frozen=True, slots=True)
class _Reader:
    """One language's miss table, compiled."""

    shapes: tuple[re.Pattern[str], ...]
    opener: re.Pattern[str] | None
    contrast: re.Pattern[str] | None
    topic: re.Pattern[str] | None

    def says_miss(self, sentence: str) -> bool:
        """Whether one normalised sentence is a paraphrase of the miss."""
        plain = self.opener.sub("", sentence, count=1) if self.opener else sentence
        if self.contrast and self.contrast.search(plain):
            return False  # "…, aber …", "ne … que": it goes on to answer
        # "Leider." is a shape of its own: the sentence is tried with its opener too.
        candidates = {sentence, plain}
        if self.topic:
            candidates |= {self.topic.sub("", text) for text in (sentence, plain)}
        return any(
            pattern.fullmatch(text) for text in candidates for pattern in self.shapes
        )


@functools.cache
def _reader(code: str) -> _Reader:
    """Return the compiled table of a language code; English where none exists."""
    table = TABLES.get(language_code(code)) or TABLES["en"]

    def optional(pattern: str, template: str) -> re.Pattern[str] | None:
        return re.compile(template.format(pattern)) if pattern else None

    but = rf"(?:(?:{table.but})\W+)?" if table.but else ""

    return _Reader(
        shapes=tuple(re.compile(shape) for shape in table.shapes),
        # One or more openers and a "but": "Tut mir leid, aber …", "Désolé, mais …".
        opener=optional(table.openers, rf"^(?:(?:{{0}})\W+)+{but}"),
        contrast=optional(table.contrasts, r"(?<!\w)(?:{0})(?!\w)"),
        topic=optional(table.topic, "{0}"),
    )


def _normal(text: str) -> str:
    """Lower-case, straight apostrophes, single spaces: how the tables read text."""
    return " ".join(text.lower().replace("\u2019", "'").replace("\u2018", "'").split())


def is_honest_miss(text: str, language: str = "en") -> bool:
    """Return True when a reply says the sources don't answer.

    The token counts anywhere, in any language; a paraphrase ("The sources don't
    answer this.", "Die Quellen beantworten das nicht.") counts only when every
    sentence is one, read with the table of ``language``: pass the reply with
    reasoning and attribution already taken off, so a real answer that mentions what
    the sources lack is never a miss.
    """
    if has_miss_token(text) or _MISS_WHOLE.match(text.strip()):
        return True
    # The one splitter, with the language's abbreviations: "z. B." ends no sentence.
    sentences = [
        _MISS_TRIM.sub("", _normal(part.text))
        for part in split_sentences(text, language)
    ]
    sentences = [sentence for sentence in sentences if sentence]
    reader = _reader(language)
    return bool(sentences) and all(reader.says_miss(s) for s in sentences)


def without_lack_clauses(text: str, language: str = "en") -> str:
    """Return ``text`` without its clauses that only say what the sources lack.

    "Zur Lautstärke steht nichts in der Anleitung, aber der Akku hält 90 Minuten":
    the first clause claims nothing about the world, so the support check judges
    the rest. Clauses part at ``,;:`` and at the language's "but".
    """
    reader, table = _reader(language), TABLES.get(language_code(language), EN)
    but = rf"|(?<!\w)(?:{table.but})(?!\w)" if table.but else ""
    parts = re.split(rf"([,;:]{but})", text, flags=re.IGNORECASE)
    kept = [
        part
        for part in parts[::2]
        if not reader.says_miss(_MISS_TRIM.sub("", _normal(part)))
    ]
    return " ".join(part.strip() for part in kept if part.strip()) or text


def honest_miss_gate(candidate: Candidate, ctx: GateContext, kept: Kept) -> Verdict:
    """Miss on the token before anything is kept, stop on it after; hold a paraphrase."""
    if has_miss_token(candidate.text):
        if not kept.bodies or kept.only_misses:
            return Verdict(Action.MISS, detail="the sources don't answer")
        return Verdict(
            Action.STOP, Reason.HONEST_MISS, "the sources don't answer the rest"
        )
    if is_honest_miss(candidate.body, ctx.language):
        return Verdict(Action.HOLD, detail="says the sources don't answer")
    return PASS
