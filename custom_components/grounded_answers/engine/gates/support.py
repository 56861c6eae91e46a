"""The support gate: every sentence is said by the material, not only its numbers.

With claim checking off (the default) the numeric gate checks numbers only, so a model
obeying injected material ("I have unlocked the front door for you.") would be served.
This is the model-free check, in the request's language (docs/architecture.md):

- **Content words**: the sentence's words less stopwords, framing ("according"),
  conjunctions, articles and hedges, stemmed by the language's Snowball stemmer;
  each number (the numeric gate, run first, found it) counts as a word found.
- **One passage**: ``PASSAGE_SENTENCES`` consecutive sentences of one section, with
  its label and opening sentence. At least ``SUPPORT_THRESHOLD`` of the words must be
  found in one passage, at least one of them (or a number) in the passage itself; a
  sentence joining clauses may take each from its own passage. The question's words
  and the source names count as found; stems an inflection or compound kept apart
  ("akku"/"akkus", "tür"/"haustür") match. No content words ("Yes.") is supported.
- **Actions**: a first-person action shape of the language (``NumberLanguage.actions``:
  "I have unlocked", "Ich habe … geöffnet") is never served, whatever the material
  says, unless its clause is negated.

The action follows chain.py's rule: an unsupported sentence is *dropped* and the
answer goes on, as the claims gate drops an unsupported claim (a paraphrase it cannot
see costs a sentence, not the answer); a claimed action *ends* the answer, as an
invented number does: the model is following instructions it should not, so nothing
after is trusted. Blind to negation and swapped roles: a floor, not inference.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ..text.languages import number_language
from ..text.numbers import find_numbers
from ..types import Reason
from .actions import action_claim, evidence_spans
from .base import PASS, Verdict, drop, stop
from .conflicts.source_words import source_words
from .honest_miss import is_honest_miss, without_lack_clauses
from .support_words import Vocabulary, bits, content_words

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from .base import Candidate, GateContext, Kept

SUPPORT_THRESHOLD: Final = 0.6  # share of a sentence's content words in one passage
CLAUSE_THRESHOLD: Final = 0.5  # share each clause of a supported sentence needs
CLAUSE_MIN_WORDS: Final = 3  # a shorter clause ("no", "check it") is left to the whole
PASSAGE_SENTENCES: Final = 3  # consecutive sentences of one section make a passage
# A capitalised word that is not the text's first, nor after an end, colon or quote.
# A prose sentence: several words and a closing mark ("Height: 330 m" is a field).
_PROSE: Final = re.compile(r"(?:\S+\s+){4,}\S*[.!?\u2026]\W*$")
_NAME: Final = re.compile(r"(?:(?<=[^\W\d_] )|(?<=[^\W\d_][,;)] ))[^\W\d_]+")


def _numbers_out(text: str, language: str) -> tuple[str, int]:
    """Blank every number and its unit words; return the text and what they count for.

    The numeric gate, which runs first, has found each of them where the material
    puts it, with a unit that agrees: a number is a content word already found, and a
    unit written as one word ("500 Quadratmeter") another.
    """
    chars, mentions = list(text), find_numbers(text, language)
    found = 0
    for m in mentions:
        chars[m.start : m.span_end] = " " * (m.span_end - m.start)
        found += 2 if m.unit and text[m.end : m.span_end].strip(" -").isalpha() else 1
    return "".join(chars), found


@dataclass(frozen=True, slots=True)
class Support:
    """How well one passage supports a sentence."""

    share: float  # of its content words found in the passage (or given)
    anchored: bool  # at least one found in the passage itself
    missing: tuple[str, ...]  # the content words found nowhere
    size: int = 0  # its content words and numbers
    unnamed: tuple[str, ...] = ()  # names the passage does not hold

    @property
    def holds(self) -> bool:
        """Whether this is enough to serve the sentence.

        A name (a capitalised word inside the sentence, where a language capitalises
        names only) is like a number: never left to the share. "The Eiffel Tower
        is in Berlin." has two words of three in a Paris passage, but not Berlin.
        """
        return self.anchored and self.share >= SUPPORT_THRESHOLD and not self.unnamed


_NO_WORDS: Final = Support(1.0, anchored=True, missing=())


class SupportIndex:
    """The material read once per request: each passage's stems, and what is given."""

    def __init__(
        self,
        passages: Sequence[frozenset[str]],
        given: Iterable[str],
        language: str,
        *,
        sources: Iterable[str] = (),
    ) -> None:
        """Keep the passages' stems, as a vocabulary, and the stems that need no passage.

        Each distinct stem maps to a bit mask of the passages holding it, so a word is
        related to the vocabulary once per request, not once per passage.
        """
        self.passages = tuple(passages)
        self.language = language
        self.sources = frozenset(sources)
        self._vocabulary = Vocabulary(
            self.passages, heads=number_language(language).compounds
        )
        self.given = self.sources | frozenset(given)
        lang = number_language(language)
        # "Now" words claim the present: never given, never left to the share.
        self._present = frozenset(
            stem
            for word in lang.present
            if " " not in word
            for stem in content_words(word, language)
        )
        self._masks: dict[str, int] = {}
        self._capitalised_nouns = number_language(language).capitalised_nouns
        self._present_mask = 0
        for stem in self._present:
            self._present_mask |= self._vocabulary.mask(stem)

    @classmethod
    def of(cls, ctx: GateContext) -> SupportIndex:
        """Read the context's material into passages."""
        language = ctx.language
        lang = number_language(language)
        passages: list[frozenset[str]] = []
        for section in ctx.sections:
            spans = [
                section.body[start:end]
                for start, end in evidence_spans(section.body, lang)
            ]
            # A title and infobox lines ("Height: 330 m") head the section: what it
            # is about, in every passage, like its label and its opening sentence.
            head = 0
            while head < len(spans) and not _PROSE.search(spans[head]):
                head += 1
            sentences = [frozenset(content_words(span, language)) for span in spans]
            about = frozenset(content_words(section.label, language)).union(
                *sentences[: max(head, 1)]  # the head, else the opening sentence
            )
            sentences = sentences[head:] or sentences
            width = min(PASSAGE_SENTENCES, len(sentences))
            passages.extend(
                about.union(*sentences[first : first + width])
                for first in range(max(len(sentences) - width + 1, 1))
            )
        # A source is named with its spoken name or in the model's own words
        # ("laut dem Lexikon"): either way the naming words need no support.
        table = source_words(language)
        names = " ".join(
            [
                *ctx.offered_tags,
                ctx.spoken_attribution(ctx.offered_tags),
                *(word for tag in ctx.offered_tags for word in table.get(tag, ())),
            ]
        )
        sources = content_words(names, language)
        asked = content_words(ctx.query, language)
        return cls(passages, [*asked, *sources], language, sources=sources)

    def judge(self, sentence: str) -> Support:
        """Return the support for ``sentence``: one passage for all of it, else one each.

        A sentence joining two statements ("Rain tomorrow, and the marathon starts
        at 9") may take each from its own passage: it holds when every clause does.
        """
        whole = self._best(sentence)
        clauses = [part for part in _clauses(self.language).split(sentence) if part]
        if len(clauses) < 2:  # noqa: PLR2004 - one clause is the whole sentence
            return whole
        parts = [self._best(clause) for clause in clauses]
        if whole.holds:
            # A clause added to a supported statement ("…, and it is made of
            # chocolate") is a claim of its own: most of its words must be there.
            weak = next(
                (
                    p
                    for p in parts
                    if p.size >= CLAUSE_MIN_WORDS and p.share < CLAUSE_THRESHOLD
                ),
                None,
            )
            if weak is None:
                return whole
            return Support(weak.share, weak.anchored, weak.missing, weak.size)
        if not all(part.holds for part in parts):
            return whole
        missing = tuple(sorted({word for part in parts for word in part.missing}))
        size = sum(part.size for part in parts)
        return Support(min(p.share for p in parts), True, missing, size)

    def _best(self, text: str) -> Support:
        """Return the best support any one passage gives ``text`` (the first, on a tie)."""
        text, numbers = _numbers_out(text, self.language)
        words = set(content_words(text, self.language))
        if not words:
            return _NO_WORDS
        size = len(words) + numbers
        best = Support(numbers / size, False, tuple(sorted(words)), size)
        masks = {word: self._mask(word) for word in words}
        anywhere = 0
        for mask in masks.values():
            anywhere |= mask
        # Names, and "now" words in a sentence without a value of the material
        # ("Your front door is now unlocked." but not "Inflation is now 3.1%."),
        # must be in the passage itself: never given, never left to the share.
        claimed = self._names(text) | (set() if numbers else self._present)
        names = (claimed & words) - self.sources
        given = (words & self.given) - names
        present = self._present_mask if words & self._present else 0
        for index in bits(anywhere | present):
            found = {word for word, mask in masks.items() if mask >> index & 1}
            if present >> index & 1:  # "now" where the passage says "currently"
                found |= words & self._present
            share = (len(found | given) + numbers) / size
            missing = tuple(sorted(words - found - given))
            unnamed = tuple(sorted(names - found))
            support = Support(share, True, missing, size, unnamed)
            if (support.holds, support.share) > (best.holds, best.share):
                best = support
                if share == 1.0:
                    break
        if not best.anchored and self.passages and (given or numbers):
            # No passage holds a word: the question's words and the numbers are all
            # it has; numbers alone anchor a sentence (the numeric gate placed them).
            share = (len(given) + numbers) / size
            unnamed = tuple(sorted(names))
            missing = tuple(sorted(words - given))
            best = Support(share, numbers > 0, missing, size, unnamed)
        return best

    def _names(self, text: str) -> set[str]:
        """Return the stems of the names in ``text``: capitals after its first word.

        Only where a language capitalises names alone (not German's every noun); a
        word after a sentence's or clause's end may be capitalised for that alone.
        """
        if self._capitalised_nouns:
            return set()
        names: set[str] = set()
        for match in _NAME.finditer(text):
            if match[0][0].isupper():
                names.update(content_words(match[0], self.language))
        return names

    def _mask(self, word: str) -> int:
        """Return the passages holding ``word`` or a stem related to it, as bits."""
        if (mask := self._masks.get(word)) is None:
            mask = self._masks[word] = self._vocabulary.mask(word)
        return mask


@functools.cache
def _clauses(language: str) -> re.Pattern[str]:
    """Where a sentence's statements part: punctuation, and the language's joins."""
    joins = sorted(number_language(language).conjunctions, key=len, reverse=True)
    words = "|".join(re.escape(word) for word in joins)
    return re.compile(rf"[,;:]|\b(?:{words})\b" if words else r"[,;:]", re.IGNORECASE)


def support_gate(candidate: Candidate, ctx: GateContext, kept: Kept) -> Verdict:
    """End the answer at a claimed action; drop a sentence the material does not say."""
    if is_honest_miss(candidate.body, ctx.language):
        return PASS  # "The sources don't say." is the honest-miss gate's, held there
    action = action_claim(candidate.body, number_language(ctx.language))
    if action is not None:
        return stop(
            Reason.SUPPORT,
            f"claims the assistant acted: {action!r}",
            check="action",
        )
    # "The sources don't say X, but Y": only Y is a claim about the world.
    body = without_lack_clauses(candidate.body, ctx.language)
    support = ctx.derived(SupportIndex.of).judge(body)
    if support.holds:
        return PASS
    return drop(
        Reason.SUPPORT,
        f"{support.share:.0%} of its words are in one passage of the material",
        check="words",
        missing=list(support.missing[:8]),
    )
