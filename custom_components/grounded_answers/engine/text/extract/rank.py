"""Ranking the material's sentences against the question, in the request's language.

- **Terms**: the question's topic words (the route cues' ``content_words``: question
  words and fillers out), stemmed as the support gate reads words
  (``gates/support_words.content_words``: Snowball per language, accents folded).
  A ``Vocabulary`` of the material's stems finds each term's inflections and
  compounds ("Heizung" in "Heizungsdruck", "climb" in "climbers").
- **IDF within the material**: a term counts ``log(1 + (n - df + 0.5) / (df + 0.5))``
  over the ``n`` sentences read, ``df`` of which hold it, so the article's topic
  ("Everest" in every sentence) decides little and the rarer words of the question
  decide. A term found only in a sentence's title counts half: the title says what
  the sentence is about, not what it says.
- **What the question asks for**: the language's ``asks`` table (``text/languages``)
  says whether it wants a measure ("how much", "wie hoch", "combien": a number with
  its unit, else any number), a number ("how many"), a time ("when", "wann",
  "quand": a year, a date, a clock time, a weekday or month named in full) or a
  name ("who", "wer", "qui": two capitalised words in a row). Numbers are read by
  the engine's number reader (``text/numbers.py``). A related sentence holding one
  scores as one more term, with the IDF of how many related sentences hold such an
  answer. A number or a name the question itself says is no answer.

A sentence *relates* to the question when a term is in it or in its title; only
related sentences are ranked.

The material is stemmed once (``stem_material``) for every part of a decomposed
question: stemming is most of a ranking's cost, and the parts differ only in terms.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from ...gates.support_words import Vocabulary, bits
from ...gates.support_words import content_words as stems_of
from ...route.cues import content_words, cues_for, fold_apostrophes, has_cue
from ..languages import number_language
from ..numbers import find_numbers
from .answers import Question
from .answers import holding as answer_holding

if TYPE_CHECKING:
    from ..languages import NumberLanguage
    from ..numbers import NumberMention
    from .material import Material

_RUN: Final = 3  # letters every related pair of stems shares (support_words)
KIND_READ: Final = 48  # related sentences read for the kind of answer, best first
TITLE_SHARE: Final = 0.5  # what a term found only in the sentence's title counts
# A link's words name a page, not what the sentence says ("Voir aussi : https://…").
_LINK: Final = re.compile(r"\S*(?:://|www\.)\S*", re.IGNORECASE)
_QUESTION_START: Final = re.compile(r"^[\W_]*")
# A code of letters and digits ("E24", "A3", "R32"): the support gate's words leave
# digits to the numeric gate, but "what does error E24 mean" is about E24.
_CODE: Final = re.compile(r"(?<!\w)(?=[^\W_]*\d)(?=[^\W_]*[^\W\d_])[^\W_]{2,12}(?!\w)")


def codes(text: str) -> frozenset[str]:
    """Return the codes of letters and digits in ``text``, case-folded."""
    return frozenset(match.casefold() for match in _CODE.findall(text))


def read_question(question: str, language: str) -> Question:
    """Return the terms and the kinds of answer of ``question``."""
    lang = number_language(language)
    topic = content_words(question, cues_for(language))
    terms = tuple(
        dict.fromkeys(
            [*(s for w in topic for s in stems_of(w, language)), *codes(question)]
        )
    )
    numbers = {str(v) for m in find_numbers(question, language) for v in m.values}
    said = frozenset(terms) | numbers
    # A word that says what kind of answer is wanted ("cost", "Höhe", "pression")
    # is that kind, not the topic: "costs" elsewhere is not the internet's price.
    # Where nothing else is asked ("what does it cost"), it stays a term.
    cues = _cue_stems(lang)
    topical = tuple(term for term in terms if term not in cues)
    return Question(topical or terms, asked_kinds(question, lang), said)


@functools.cache
def _cue_stems(lang: NumberLanguage) -> frozenset[str]:
    """Return the stems of the language's one-word ``asks`` cues."""
    return frozenset(
        stem
        for phrase in lang.asks
        if " " not in phrase
        for stem in stems_of(phrase.lstrip("^"), lang.code)
    )


def asked_kinds(question: str, lang: NumberLanguage) -> frozenset[str]:
    """Return what ``question`` asks for, by the language's ``asks`` phrases."""
    text = fold_apostrophes(question.casefold())
    opening = text[_QUESTION_START.match(text).end() :]  # "¿Cuándo" -> "cuándo"
    kinds = set()
    for phrase, kind in lang.asks.items():
        if phrase.startswith("^"):
            found = has_cue(opening[: len(phrase) + 1], phrase[1:])
        else:
            found = has_cue(text, phrase)
        if found:
            kinds.add(kind)
    return frozenset(kinds)


@dataclass(frozen=True, slots=True)
class Stemmed:
    """The stems of the material's sentences and titles, read once per material."""

    sentences: tuple[frozenset[str], ...]
    titles: tuple[frozenset[str], ...]
    every: frozenset[str]  # all of them: the candidates of ``_near``
    # Each sentence's numbers, read by the first part that asks for a kind of answer.
    numbers: dict[int, list[NumberMention]] = field(default_factory=dict)


def stem_material(material: Material, language: str) -> Stemmed:
    """Return the stems of ``material`` (a link's words left out: they name a page)."""
    sentences = tuple(
        frozenset(stems_of(text := _LINK.sub(" ", s.text), language)) | codes(text)
        for s in material.sentences
    )
    titles = tuple(frozenset(stems_of(t, language)) for t in material.titles)
    return Stemmed(sentences, titles, frozenset().union(*sentences, *titles))


@dataclass(frozen=True, slots=True)
class Ranking:
    """Each sentence's score (0: unrelated) and those holding an answer asked for."""

    scores: list[float]
    answering: frozenset[int]


def rank(
    material: Material,
    question: Question,
    language: str,
    stemmed: Stemmed | None = None,
) -> Ranking:
    """Return each sentence's score against ``question``.

    ``stemmed``: ``stem_material(material, language)``, when the caller ranks the
    same material for several parts; read here otherwise.
    """
    sentences = material.sentences
    n = len(sentences)
    scores = [0.0] * n
    if not n or not question.terms:
        return Ranking(scores, frozenset())
    lang = number_language(language)
    if stemmed is None:
        stemmed = stem_material(material, language)
    # Every relation the vocabulary knows shares three letters at least (a prefix,
    # a run, a compound's head): index only the stems that share three with a term.
    keep = _near(question.terms, stemmed.every)
    vocabulary = Vocabulary(
        [words & keep for words in (*stemmed.sentences, *stemmed.titles)],
        heads=lang.compounds,
    )
    under: dict[int, list[int]] = {}  # title -> the sentences under it
    for index, sentence in enumerate(sentences):
        under.setdefault(sentence.title, []).append(index)
    everything = (1 << n) - 1
    for term in question.terms:
        mask = vocabulary.mask(term)
        inside = mask & everything
        weight = _idf(n, inside.bit_count())
        for index in bits(inside):
            scores[index] += weight
        for title in bits(mask >> n):
            for index in under.get(title, ()):
                if not inside >> index & 1:
                    scores[index] += TITLE_SHARE * weight
    # The kind of answer is read (the number reader: some 0.3 ms a sentence) in the
    # best related sentences only: a bonus of one term cannot lift the others past.
    related = sorted(
        (index for index, score in enumerate(scores) if score > 0),
        key=lambda index: -scores[index],
    )[:KIND_READ]
    answering: set[int] = set()
    for kind in question.kinds:  # each kind asked for is one more term
        holding = answer_holding(
            related, material, kind, question, lang, stemmed.numbers
        )
        answering.update(holding)
        weight = _idf(n, len(holding))
        for index in holding:
            scores[index] += weight
    return Ranking(scores, frozenset(answering))


def _near(terms: tuple[str, ...], stems: frozenset[str]) -> frozenset[str]:
    """Return the ``stems`` that share a run of three letters with a term."""
    runs = {term[i : i + _RUN] for term in terms for i in range(len(term) - _RUN + 1)}
    return frozenset(
        stem
        for stem in stems
        if stem in terms
        or any(stem[i : i + _RUN] in runs for i in range(len(stem) - _RUN + 1))
    )


def _idf(n: int, df: int) -> float:
    """Return the weight of a word ``df`` of ``n`` sentences hold (BM25's IDF)."""
    return math.log(1 + (n - df + 0.5) / (df + 0.5))
