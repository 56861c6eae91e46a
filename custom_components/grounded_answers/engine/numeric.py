"""Numeric grounding: each number of an answer is in the material, where it belongs.

A pure function used by the numeric gate and, per claim, by claim checking. The rules
(ARCHITECTURE.md, "Numeric grounding, precisely"):

1. Values are compared after normalisation (``text.numbers``). An answer value is
   grounded by the same value in the material with a unit that agrees (either side may
   name none). A hedged answer number ("about", "over", "some") may be within 5 %; an
   unhedged one must match, even where the material itself hedges ("about 21.5").
2. A value the user said (in the query) is grounded; so is the current year. Word
   fractions in the answer ("half an hour") are not checked.
3. Names with digits ("COVID-19", "MP3") are grounded by the same name in the material
   or the query; "Apollo 11" also by "Apollo-11".
4. Binding. Mentions of the same family and unit that carry another value are rivals.
   The answer's number is bound to the wrong place when, for every material mention
   carrying its value, a rival fits the answer's words better: across sentences, the
   sentence sharing more content words ("Staging times out after 60 seconds" against
   "Production allows 60 seconds. Staging times out after 30 seconds."); inside one
   sentence, the clause, but only when the clause holding the value names something the
   answer does not ("the *ground* floor has 3 bedrooms and the second floor has 2").
   Content words are lower-cased, lightly stemmed and free of stopwords, numbers and
   units, so each verdict can be explained by the words in its detail line.
"""

from __future__ import annotations

import bisect
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from .fusion import HEADER_PATTERN, SEPARATOR_PATTERN
from .text.number_data import MONTH_NUMBERS
from .text.numbers import NumberMention, find_numbers, units_compatible
from .text.sentences import sentence_spans, split_sentences

HEDGE_TOLERANCE: Final = 0.05

# Clause boundaries. A bare "and"/"but" joins two statements only when a new subject
# follows ("... 3 bedrooms and the second floor has 2"); before a verb it shares the
# subject ("runs at 70 degrees and takes 2 hours") and is no boundary.
_DETERMINER: Final = (
    r"the|a|an|its|their|his|her|this|that|these|those|it|they|he|she|we|you|there"
)
_VERBISH: Final = (
    r"is|are|was|were|has|have|had|can|could|will|would|should|may|might|must|does"
    r"|did|do|also|then|still|[a-z]+(?:ed|[^s\W]s)\b"
)
# A statement ends at a semicolon, a conjunction after a comma, or "and" + new subject.
_HARD: Final = (
    r";\s+|,\s+(?:and|but|while|whereas)\s+|\s+(?:while|whereas)\s+"
    rf"|\s+(?:and|but)\s+(?=(?:{_DETERMINER})\b|(?!{_VERBISH}))"
)
_SOFT: Final = r"[,:]\s+|\s+[-\u2013\u2014]\s+"  # a clause inside a statement
_STATEMENT: Final = re.compile(_HARD, re.IGNORECASE)
_CLAUSE: Final = re.compile(f"{_HARD}|{_SOFT}", re.IGNORECASE)
_WORD: Final = re.compile(r"[A-Za-z]+(?:['\u2019][a-z]+)?")
_LINE: Final = re.compile(r"[^\n]+")
# Citation markers ("[1]", "[1, 2]", "[2-3]") and footnotes are references, not numbers.
_MARKER: Final = re.compile(r"\[\d+(?:\s*[,\u2013-]\s*\d+)*\]")
_STOPWORD_TEXT: Final = """
    a an the and or but if then than so of to in on at by for from with without into
    onto over under about around up out off as is are was were be been being has have
    had do does did it its this that these those there their they them he she his her
    him we our us you your i me my which who whom whose what when where why how not no
    yes can could should would will shall may might must also just only very more most
    less least each every some any all both either per via after before during while
    until since again still roughly approximately nearly almost circa estimated than
    whereas such other another own same
"""
STOPWORDS: Final = frozenset(_STOPWORD_TEXT.split())
# Mentions of one family may stand in for one another when binding.
_FAMILY: Final[dict[str, str]] = {
    "cardinal": "quantity",
    "percent": "quantity",
    "ordinal": "ordinal",
    "year": "year",
    "time": "time",
    "version": "version",
}
_MONTH_UNITS: Final = frozenset(MONTH_NUMBERS.values())
_UNBOUND_KINDS: Final = frozenset(
    {"label", "name", "phone", "date", "fraction", "decade"}
)


@dataclass(frozen=True, slots=True)
class NumericFinding:
    """Why a number of the answer is not grounded."""

    token: str  # offending surface text, e.g. "324"
    sentence: str  # the answer sentence it sits in
    detail: str  # one line for the explanation event


@dataclass(frozen=True, slots=True)
class _Wording:
    """The answer's words around one of its numbers."""

    words: frozenset[str]  # content words of its statement, less other numbers' clauses
    lead: str | None  # first content word of the statement: usually its subject


@dataclass(frozen=True, slots=True)
class _Placed:
    """A material mention and the sentence it sits in."""

    mention: NumberMention
    sentence: int  # index of its sentence in the material


class _Material:
    """The material's mentions, indexed by value and family; words read on demand.

    Only the mentions a check compares need their sentence's and clause's words, so
    those are computed when first asked for and kept (the material is cached).
    """

    def __init__(
        self,
        text: str,
        masked: str,
        spans: list[tuple[int, int]],
        placed: list[_Placed],
    ) -> None:
        """Index ``placed``: mentions of ``text`` in the sentences ``spans``."""
        self.text = text  # header and separator lines blanked
        self.placed = tuple(placed)
        self._masked = masked  # numbers and their units blanked too
        self._spans = spans
        self._sentence_words: dict[int, frozenset[str]] = {}
        self._clauses: dict[int, list[tuple[int, int]]] = {}
        self._clause_words: dict[tuple[int, int], frozenset[str]] = {}
        self._by_text: dict[str, list[int]] = {}
        self._by_family: dict[str | None, list[_Placed]] = {}
        finite: list[tuple[float, int]] = []
        self._odd: list[int] = []  # infinite readings ("9" * 400) are always compared
        for index, p in enumerate(self.placed):
            self._by_family.setdefault(_family(p.mention), []).append(p)
            for value in p.mention.values:
                if isinstance(value, str):
                    self._by_text.setdefault(value, []).append(index)
                elif math.isfinite(value):
                    finite.append((value, index))
                else:
                    self._odd.append(index)
        finite.sort()
        self._values = [value for value, _ in finite]
        self._value_index = [index for _, index in finite]

    def matching(self, m: NumberMention, tolerance: float) -> list[_Placed]:
        """Return the mentions whose values match ``m``'s, in material order."""
        found: set[int] = set(self._odd)
        for x in m.values:
            if isinstance(x, str):
                found.update(self._by_text.get(x, ()))
            elif not math.isfinite(x):
                found.update(range(len(self.placed)))
            else:
                # A superset of both tests of _values_match: isclose and 5 % hedging.
                reach = 0.06 * abs(x) + 1e-6
                low = bisect.bisect_left(self._values, x - reach)
                high = bisect.bisect_right(self._values, x + reach)
                found.update(self._value_index[low:high])
        return [
            self.placed[i]
            for i in sorted(found)
            if _values_match(m, self.placed[i].mention, tolerance)
        ]

    def family(self, family: str | None) -> list[_Placed]:
        """Return the mentions of one family, in material order."""
        return self._by_family.get(family, [])

    def sentence_words(self, p: _Placed) -> frozenset[str]:
        """Return the content words of ``p``'s sentence."""
        words = self._sentence_words.get(p.sentence)
        if words is None:
            start, end = self._spans[p.sentence]
            words = self._sentence_words[p.sentence] = _content_words(
                self._masked[start:end]
            )
        return words

    def clause(self, p: _Placed) -> tuple[int, int]:
        """Return the span of the clause ``p`` sits in."""
        clauses = self._clauses.get(p.sentence)
        if clauses is None:
            start, end = self._spans[p.sentence]
            clauses = self._clauses[p.sentence] = _spans(_CLAUSE, self.text, start, end)
        return next(c for c in clauses if p.mention.start < c[1] or c == clauses[-1])

    def clause_words(self, p: _Placed) -> frozenset[str]:
        """Return the content words of ``p``'s clause."""
        span = self.clause(p)
        words = self._clause_words.get(span)
        if words is None:
            words = self._clause_words[span] = _content_words(
                self._masked[slice(*span)]
            )
        return words

    def clause_text(self, p: _Placed) -> str:
        """Return ``p``'s clause as written, for a detail line."""
        return self.text[slice(*self.clause(p))].strip()


def check_numbers(
    answer: str, material: str, *, query: str = "", current_year: int | None = None
) -> NumericFinding | None:
    """None when every number of the answer is grounded in the material."""
    mat = _analyse_material(material)
    asked = find_numbers(query)
    answer = _blank(_MARKER, answer)
    mentions = find_numbers(answer)
    masked = _mask(answer, mentions)
    for sentence in split_sentences(answer):
        inside = [m for m in mentions if sentence.start <= m.start < sentence.end]
        for mention in inside:
            if _exempt(mention, asked, query, current_year):
                continue
            wording = _wording(masked, sentence.start, sentence.end, mention, inside)
            detail = _ungrounded(mention, wording, mat)
            if detail:
                return NumericFinding(mention.text, sentence.text, detail)
    return None


def prepare_material(material: str) -> None:
    """Analyse ``material`` now, so that its checks find the analysis cached.

    The analysis is most of a check's cost (about 2 ms for 6 KB, growing with the
    material): run it while the model is still writing, off the critical path.
    """
    _analyse_material(material)


def _exempt(
    m: NumberMention, asked: list[NumberMention], query: str, year: int | None
) -> bool:
    """Exempt the current year, a value the user said and word fractions ("half")."""
    if m.kind == "year" and year is not None and m.value == year:
        return True
    if m.kind == "fraction" and not any(c.isdigit() for c in m.text):
        return True
    if m.kind == "name" or (m.prefix and _name_in(m, query)):
        return _name_in(m, query)
    return any(_values_match(m, q, 0.0) for q in asked)


def _ungrounded(m: NumberMention, wording: _Wording, mat: _Material) -> str | None:
    """Say why ``m`` is not grounded by the material; None when it is."""
    desc = f"{m.text} {m.unit}" if m.unit else m.text
    if m.kind == "name":
        return None if _name_in(m, mat.text) else f"{desc} not in material"
    if m.kind == "decade" and any(_in_decade(m, p.mention) for p in mat.placed):
        return None
    tolerance = HEDGE_TOLERANCE if m.hedged else 0.0
    matching = mat.matching(m, tolerance)
    supporters = [p for p in matching if units_compatible(m.unit, p.mention.unit)]
    if supporters:
        if m.kind in _UNBOUND_KINDS or not wording.words:
            return None
        return _misbound(m, wording, mat, supporters, desc)
    if m.prefix and _name_in(m, mat.text):
        return None  # "Apollo 11" written "Apollo-11" in the material
    elsewhere = f" (only as {matching[0].mention.unit})" if matching else ""
    return f"{desc} not in material{elsewhere}"


def _misbound(
    m: NumberMention,
    wording: _Wording,
    mat: _Material,
    supporters: list[_Placed],
    desc: str,
) -> str | None:
    """Say where the answer's words point instead, when every supporter is outbid."""
    tolerance = HEDGE_TOLERANCE if m.hedged else 0.0
    rivals = [
        p
        for p in mat.family(_family(m))
        if (m.unit is None) == (p.mention.unit is None)
        and units_compatible(m.unit, p.mention.unit)
        and not _values_match(m, p.mention, tolerance)
    ]
    for held in supporters:
        if not any(_outbids(wording, rival, held, mat) for rival in rivals):
            return None
    held = supporters[0]
    rival = next(r for r in rivals if _outbids(wording, r, held, mat))
    return (
        f"{desc} bound to '{mat.clause_text(held)}', "
        f"but the answer points to '{mat.clause_text(rival)}'"
    )


def _family(m: NumberMention) -> str | None:
    """Name the family a mention competes in: days of a month, years, quantities."""
    if m.unit in _MONTH_UNITS:
        return "day"
    return _FAMILY.get(m.kind)


def _outbids(wording: _Wording, rival: _Placed, held: _Placed, mat: _Material) -> bool:
    """Whether the answer's words point to ``rival`` rather than to ``held``.

    Across sentences the sentence sharing more words wins. Inside one sentence the
    clauses decide, and only when the clause holding the answer's value names something
    the answer does not: an elliptic clause ("and again in 2021") borrows its subject
    from the sentence and is not contradicted by it. Each clause scores the answer
    words it shares less the words the answer lacks; on a tie the answer's leading word
    (its subject: "the *quick* cycle") decides.
    """
    words = wording.words
    if rival.sentence != held.sentence:
        rival_words, held_words = mat.sentence_words(rival), mat.sentence_words(held)
        return len(words & rival_words) > len(words & held_words)
    held_words, rival_words = mat.clause_words(held), mat.clause_words(rival)
    strangers = len(held_words - words)
    if not strangers:
        return False
    net_held = len(words & held_words) - strangers
    net_rival = len(words & rival_words) - len(rival_words - words)
    if net_rival != net_held:
        return net_rival > net_held
    lead = wording.lead
    return lead in rival_words and lead not in held_words


def _values_match(a: NumberMention, b: NumberMention, tolerance: float) -> bool:
    """Whether any reading of ``a`` equals (or, hedged, nears) any reading of ``b``."""
    for x in a.values:
        for y in b.values:
            if isinstance(x, str) or isinstance(y, str):
                if x == y:
                    return True
            elif math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-9) or (
                tolerance and abs(x - y) <= tolerance * abs(y)
            ):
                return True
    return False


def _in_decade(m: NumberMention, other: NumberMention) -> bool:
    """Tell whether ``other`` falls in the decade ``m`` names: 1994 in "the 1990s"."""
    if other.kind not in ("year", "decade", "cardinal"):
        return False
    starts = [v for v in m.values if isinstance(v, float)]
    return any(
        s <= v < s + 10 for s in starts for v in other.values if isinstance(v, float)
    )


def _name_in(m: NumberMention, text: str) -> bool:
    """Tell whether ``text`` states the same name ("covid 19" for "COVID-19")."""
    surface = f"{m.prefix} {m.text}" if m.prefix else m.text
    runs = re.findall(r"[A-Za-z]+|\d+(?:\.\d+)*", surface)
    if not runs:
        return False
    pattern = r"[\s\-_.]?".join(re.escape(r) for r in runs)
    found = re.search(rf"(?<![A-Za-z\d]){pattern}(?![A-Za-z\d])", text, re.IGNORECASE)
    return found is not None


# ------------------------------------------------------------------------ words
@lru_cache(maxsize=4096)
def _stem(word: str) -> str:
    """Light stemming so that "repainted", "repainting" and "repaints" meet."""
    w = word.lower().replace("\u2019", "'").removesuffix("'s")
    if w.endswith("ies") and len(w) > 4:  # noqa: PLR2004
        w = w[:-3] + "y"
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3:  # noqa: PLR2004
        w = w[:-1]
    for suffix in ("ing", "ed"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:  # noqa: PLR2004
            w = w[: -len(suffix)]
            if w[-1] == w[-2] and w[-1] not in "lsz":
                w = w[:-1]  # "running" -> "run"
            break
    return w[:-1] if w.endswith("e") and len(w) > 3 else w  # noqa: PLR2004


def _content_list(text: str) -> list[str]:
    return [_stem(w) for w in _WORD.findall(text) if w.lower() not in STOPWORDS]


def _content_words(text: str) -> frozenset[str]:
    return frozenset(_content_list(text))


def _mask(text: str, mentions: list[NumberMention]) -> str:
    """Blank every number and its unit, so that they are not content words."""
    chars = list(text)
    for m in mentions:
        chars[m.start : m.span_end] = " " * (m.span_end - m.start)
    return "".join(chars)


def _spans(
    pattern: re.Pattern[str], text: str, start: int, end: int
) -> list[tuple[int, int]]:
    """``text[start:end]`` cut at every match of ``pattern``, as (start, end) pairs."""
    spans, pos = [], start
    for cut in pattern.finditer(text, start, end):
        spans.append((pos, cut.start()))
        pos = cut.end()
    spans.append((pos, end))
    return spans


def _wording(
    masked: str, start: int, end: int, m: NumberMention, inside: list[NumberMention]
) -> _Wording:
    """Words of the mention's statement, less the clauses that hold other numbers."""
    a, b = next(
        span
        for span in _spans(_STATEMENT, masked, start, end)
        if span[0] <= m.start < span[1] or span[1] == end
    )
    words: set[str] = set()
    for c, d in _spans(_CLAUSE, masked, a, b):
        if c <= m.start < d or not any(c <= o.start < d for o in inside):
            words |= _content_words(masked[c:d])
    lead = next(iter(_content_list(masked[a:b])), None)
    return _Wording(frozenset(words), lead)


# --------------------------------------------------------------------- material
@lru_cache(maxsize=32)
def _analyse_material(material: str) -> _Material:
    """Mentions of the material, each placed in its sentence (cached per material)."""
    text = _blank(_MARKER, _blank(HEADER_PATTERN, _blank(SEPARATOR_PATTERN, material)))
    mentions = find_numbers(text)
    spans = _sentence_spans(text)
    placed: list[_Placed] = []
    index = 0
    for number, (start, end) in enumerate(spans):
        while index < len(mentions) and mentions[index].start < end:
            m = mentions[index]
            index += 1
            if m.start >= start:  # between sentences: cannot happen, spans are stripped
                placed.append(_Placed(m, number))
    return _Material(text, _mask(text, mentions), spans, placed)


def _blank(pattern: re.Pattern[str], text: str) -> str:
    """Turn matches into spaces, so offsets stay and their numbers are not read."""
    return pattern.sub(lambda m: " " * len(m[0]), text)


def _sentence_spans(text: str) -> list[tuple[int, int]]:
    """Sentences of each line: a headline or list item is a unit of its own."""
    return [
        (line.start() + start, line.start() + end)
        for line in _LINE.finditer(text)
        for start, end in sentence_spans(line[0])
    ]
