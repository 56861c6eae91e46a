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

from ...retrieve.fusion import HEADER_PATTERN, SEPARATOR_PATTERN
from ...text.number_data import MONTH_NUMBERS
from ...text.numbers import NumberMention, find_numbers, units_compatible
from ...text.sentences import sentence_spans, split_sentences

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
    r"|went|won|led|lost|beat|fell|rose|grew|drew|took|made|came|gave|got|kept|held"
    r"|ran|sold|spent|stood|told|paid|brought|bought|built|became|began|left|hit"
)
# A statement ends at a semicolon, a conjunction after a comma, or "and" + new subject.
# A run of spaces is tried from its start only ("(?<!\s)"): masked numbers are long
# runs of spaces, and trying every position of a run would cost its length squared.
_HARD: Final = (
    r";\s+|,\s+(?:and|but|while|whereas)\s+|(?<!\s)\s+(?:while|whereas)\s+"
    rf"|(?<!\s)\s+(?:and|but)\s+(?=(?:{_DETERMINER})\b|(?!{_VERBISH}))"
)
_SOFT: Final = r"[,:]\s+|(?<!\s)\s+[-\u2013\u2014]\s+"  # a clause inside a statement
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
# Irregular verb forms, met with their base form: "won" and "win", "rose" and "rise".
_IRREGULAR: Final[dict[str, str]] = {
    "won": "win",
    "led": "lead",
    "lost": "los",
    "lose": "los",
    "beaten": "beat",
    "fell": "fall",
    "fallen": "fall",
    "rose": "ris",
    "risen": "ris",
    "rise": "ris",
    "grew": "grow",
    "grown": "grow",
    "drew": "draw",
    "drawn": "draw",
    "sold": "sell",
    "paid": "pay",
    "built": "build",
    "bought": "buy",
    "went": "go",
    "gone": "go",
}
# Mentions of one family may stand in for one another when binding.
_FAMILY: Final[dict[str, str]] = {
    "cardinal": "quantity",
    "percent": "quantity",
    "ordinal": "ordinal",
    "year": "year",
    "time": "time",
    "version": "version",
    "score": "score",
}
_MONTH_UNITS: Final = frozenset(MONTH_NUMBERS.values())
_UNBOUND_KINDS: Final = frozenset(
    {"label", "name", "phone", "date", "fraction", "decade"}
)
# Binding cues. A number of another family or unit in the answer's statement ("in
# 2020", "version 3.12", "the 2024 model") qualifies its value: the material's mention
# of the value should carry it too, and a rival that carries it while the value's own
# clause names another of its kind is where the answer belongs.
_PLAIN_DECIMAL: Final = re.compile(r"\d+\.\d+")
_QUALIFIER_REACH: Final = 3  # the nearest mentions on each side
_QUALIFIER_KINDS: Final = frozenset(
    {"cardinal", "percent", "ordinal", "year", "time", "version", "score"}
)
# The two ends of a change: "rose to 3.1% from 2.9%", "up from 2.2 million".
_ROLE_BEFORE: Final = re.compile(
    r"\b(to|from)\s+(?:[$\u20ac\u00a3\u00a5]\s?)?$", re.IGNORECASE
)
_NOW: Final = re.compile(
    r"\b(?:now|currently|current|latest|today|at present|presently)\b", re.IGNORECASE
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
    qualifiers: tuple[NumberMention, ...] = ()  # numbers qualifying it: "in 2020"
    role: str | None = None  # "to" / "from": which end of a change it names
    siblings: tuple[NumberMention, ...] = ()  # the statement's other numbers


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
        self.masked = masked  # numbers and their units blanked too
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
        self._starts = [p.mention.start for p in self.placed]

    def in_clause(self, p: _Placed) -> list[_Placed]:
        """Return the mentions of ``p``'s clause, ``p`` included."""
        start, end = self.clause(p)
        low = bisect.bisect_left(self._starts, start)
        high = bisect.bisect_left(self._starts, end, low)
        return list(self.placed[low:high])

    def in_sentence(self, p: _Placed) -> list[_Placed]:
        """Return the mentions of ``p``'s sentence, ``p`` included."""
        start, end = self._spans[p.sentence]
        low = bisect.bisect_left(self._starts, start)
        high = bisect.bisect_left(self._starts, end, low)
        return list(self.placed[low:high])

    def role(self, p: _Placed) -> str | None:
        """Which end of a change ``p`` names ("to 3.1%", "from 2.9%"), if any."""
        start = self._spans[p.sentence][0]
        return _role(self.text, p.mention.start, start)

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
                self.masked[start:end]
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
            words = self._clause_words[span] = _content_words(self.masked[slice(*span)])
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
    starts = [m.start for m in mentions]
    for sentence in split_sentences(answer):
        low = bisect.bisect_left(starts, sentence.start)
        high = bisect.bisect_left(starts, sentence.end, low)
        inside = mentions[low:high]
        if not inside:
            continue
        words = _SentenceWords(answer, masked, sentence.start, sentence.end, inside)
        for mention in inside:
            if _exempt(mention, asked, query, current_year):
                continue
            detail = _ungrounded(mention, words.wording(mention), mat)
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


def _ungrounded(  # noqa: PLR0911 - one return per rule
    m: NumberMention, wording: _Wording, mat: _Material
) -> str | None:
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
        if m.kind in _UNBOUND_KINDS:
            return None
        cue = _cued(m, wording, mat, supporters, desc)
        if cue is not None:
            return cue
        if not wording.words:
            return None
        return _misbound(m, wording, mat, supporters, desc)
    if m.prefix and _name_in(m, mat.text):
        return None  # "Apollo 11" written "Apollo-11" in the material
    elsewhere = f" (only as {matching[0].mention.unit})" if matching else ""
    return f"{desc} not in material{elsewhere}"


def _rivals(m: NumberMention, mat: _Material) -> list[_Placed]:
    """Mentions of the material that could hold ``m``'s place with another value.

    A number named for another thing ("Assistant 2024.6" against "Python 3.12") is
    no rival.
    """
    tolerance = HEDGE_TOLERANCE if m.hedged else 0.0
    return [
        p
        for p in mat.family(_family(m))
        if (m.unit is None) == (p.mention.unit is None)
        and units_compatible(m.unit, p.mention.unit)
        and not _values_match(m, p.mention, tolerance)
        and not _other_name(m, p.mention)
    ]


def _other_name(m: NumberMention, o: NumberMention) -> bool:
    """Whether both numbers belong to names and the names differ."""
    return bool(m.prefix and o.prefix and m.prefix.lower() != o.prefix.lower())


def _cued(
    m: NumberMention,
    wording: _Wording,
    mat: _Material,
    supporters: list[_Placed],
    desc: str,
) -> str | None:
    """Bind by the strong cues: qualifying numbers and the ends of a change.

    Returns a detail when misbound, None when the cues do not decide.
    """
    verdicts = [
        [_carries(q, held, mat) for q in wording.qualifiers] for held in supporters
    ]
    if wording.qualifiers and any(all(v is True for v in vs) for vs in verdicts):
        return None  # _misbound weighs the words, the qualifiers kept in mind
    rivals = _rivals(m, mat)
    if not rivals:
        return None
    if wording.qualifiers and all(False in vs for vs in verdicts):
        for vs in verdicts:
            q = wording.qualifiers[vs.index(False)]
            if not any(_carries(q, r, mat) is True for r in rivals):
                return None
        held = supporters[0]
        q = wording.qualifiers[verdicts[0].index(False)]
        rival = next(r for r in rivals if _carries(q, r, mat) is True)
        return (
            f"{desc} bound to '{mat.clause_text(held)}', but '{q.text}' "
            f"points to '{mat.clause_text(rival)}'"
        )
    if wording.role and all(
        _other_end(wording.role, held, rivals, mat) for held in supporters
    ):
        held = supporters[0]
        rival = _other_end(wording.role, held, rivals, mat)
        assert rival is not None  # noqa: S101 - checked just above
        return (
            f"{desc} is the '{mat.role(held)}' end of '{mat.clause_text(held)}', "
            f"but the answer asks for the '{wording.role}' end: "
            f"'{mat.clause_text(rival)}'"
        )
    return None


def _carries(q: NumberMention, p: _Placed, mat: _Material) -> bool | None:
    """Whether ``p``'s place carries the qualifier ``q`` (None: it names none).

    The place is ``p``'s clause when the clause names a number of ``q``'s kind; else
    the nearest such number of its sentence.
    """
    kin = [o for o in mat.in_clause(p) if o is not p and _same_kind(q, o.mention)]
    if not kin:
        others = [
            o for o in mat.in_sentence(p) if o is not p and _same_kind(q, o.mention)
        ]
        if not others:
            return None
        kin = [min(others, key=lambda o: abs(o.mention.start - p.mention.start))]
    return any(_values_match(q, o.mention, 0.0) for o in kin)


def _same_kind(q: NumberMention, o: NumberMention) -> bool:
    """Whether ``o`` names a number of the qualifier's kind: another year, version."""
    if _family(q) != _family(o) or (q.unit is None) != (o.unit is None):
        return False
    if q.unit is None and _shape(q) != _shape(o):
        return False  # "3.0" and "three-phase": bare numbers of different roles
    return units_compatible(q.unit, o.unit)


def _shape(m: NumberMention) -> tuple[bool, bool]:
    """How a bare number is written: with digits; as a plain decimal ("3.0")."""
    return any(c.isdigit() for c in m.text), _PLAIN_DECIMAL.fullmatch(
        m.text
    ) is not None


def _qualifies(o: NumberMention, m: NumberMention) -> bool:
    """Whether the answer's ``o`` qualifies ``m``: a number of another kind or unit."""
    if o.kind not in _QUALIFIER_KINDS or m.kind not in _QUALIFIER_KINDS:
        return False
    return not _same_kind(o, m)


def _other_end(
    role: str, held: _Placed, rivals: list[_Placed], mat: _Material
) -> _Placed | None:
    """Return the rival of ``held``'s sentence at the end the answer names."""
    own = mat.role(held)
    if own is None or own == role:
        return None
    rival_ids = {id(r) for r in rivals}
    for o in mat.in_sentence(held):
        if id(o) in rival_ids and mat.role(o) in (role, None if own == "from" else "-"):
            return o
    return None


def _role(text: str, start: int, floor: int) -> str | None:
    """Return "to" or "from" when the words before ``start`` name an end of a change."""
    found = _ROLE_BEFORE.search(text, max(floor, start - 8), start)
    return found[1].lower() if found else None


def _now_role(statement: str) -> str | None:
    """Return "to" for a statement about the present ("is now", "currently")."""
    return "to" if _NOW.search(statement) else None


def _misbound(
    m: NumberMention,
    wording: _Wording,
    mat: _Material,
    supporters: list[_Placed],
    desc: str,
) -> str | None:
    """Say where the answer's words point instead, when every supporter is outbid.

    A rival in the supporter's own sentence cannot outbid it when the supporter
    carries every qualifier of the answer and the rival does not ("2.2 million in
    2011" against "2,161,000 in 2019" of one sentence).
    """
    rivals = _rivals(m, mat)
    qualifiers = wording.qualifiers

    def fits(held: _Placed, rival: _Placed) -> bool:
        if (
            qualifiers
            and rival.sentence == held.sentence
            and all(_carries(q, held, mat) is True for q in qualifiers)
            and not all(_carries(q, rival, mat) is True for q in qualifiers)
        ):
            return False
        return _outbids(wording, rival, held, mat)

    for held in supporters:
        if not any(fits(held, rival) for rival in rivals):
            return None
    held = supporters[0]
    rival = next(r for r in rivals if fits(held, r))
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
    if mat.clause(held) == mat.clause(rival):
        if any(_values_match(o, rival.mention, 0.0) for o in wording.siblings):
            return False  # the answer states the rival too: "to $310m from $365m"
        return _nearer(words, rival, held, mat)
    held_words, rival_words = mat.clause_words(held), mat.clause_words(rival)
    strangers = len(held_words - words)
    if not strangers or not words & rival_words:
        return False  # a clause sharing no word with the answer is not where it points
    net_held = len(words & held_words) - strangers
    net_rival = len(words & rival_words) - len(rival_words - words)
    if net_rival != net_held:
        return net_rival > net_held
    lead = wording.lead
    return lead in rival_words and lead not in held_words


def _nearer(
    words: frozenset[str], rival: _Placed, held: _Placed, mat: _Material
) -> bool:
    """Inside one clause, whether more of the answer's words go with ``rival``.

    A word goes with the nearer of the two numbers ("went on to *win* 4-2", "4-2 on
    *penalties*"). The clause's first content word is its subject, shared by every
    number of it, and does not count.
    """
    start, end = mat.clause(held)
    marks = sorted(
        (
            (held.mention.start, held.mention.span_end, -1),
            (
                rival.mention.start,
                rival.mention.span_end,
                1,
            ),
        )
    )
    votes = 0
    first = True
    for found in _WORD.finditer(mat.masked, start, end):
        if found[0].lower() in STOPWORDS:
            continue
        if first:
            first = False
            continue
        if _stem(found[0]) not in words:
            continue
        gaps = [
            (
                begin - found.end() if begin >= found.end() else found.start() - close,
                side,
            )
            for begin, close, side in marks
        ]
        votes += min(gaps)[1] if gaps[0][0] != gaps[1][0] else 0
    return votes > 0


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
    if w in _IRREGULAR:
        return _IRREGULAR[w]
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


class _SentenceWords:
    """The words of one answer sentence, cut into statements and clauses once.

    Each statement's clauses are read once, so a sentence's wordings cost time
    linear in its length for each mention (never a clause scan per other mention).
    """

    def __init__(
        self,
        text: str,
        masked: str,
        start: int,
        end: int,
        inside: list[NumberMention],
    ) -> None:
        """Cut ``masked[start:end]`` into statements; ``inside`` are its mentions."""
        self._text = text
        self._masked = masked
        self._statements = _spans(_STATEMENT, masked, start, end)
        self._bounds = [a for a, _ in self._statements]
        self._inside = inside
        self._starts = [m.start for m in inside]
        self._cache: dict[int, tuple[frozenset[str], list[tuple[int, int]], list]] = {}
        self._heads: dict[int, tuple[str | None, str | None]] = {}

    def _statement(self, index: int) -> tuple[frozenset[str], list, list]:
        """Words of the number-free clauses, the clauses, and their words."""
        cached = self._cache.get(index)
        if cached is None:
            a, b = self._statements[index]
            clauses = _spans(_CLAUSE, self._masked, a, b)
            base: set[str] = set()
            own = []
            for c, d in clauses:
                words = _content_words(self._masked[c:d])
                own.append(words)
                low = bisect.bisect_left(self._starts, c)
                if low >= len(self._starts) or self._starts[low] >= d:
                    base |= words
            cached = self._cache[index] = (frozenset(base), clauses, own)
        return cached

    def wording(self, m: NumberMention) -> _Wording:
        """Words of the mention's statement, less the clauses that hold other numbers."""
        index = max(0, bisect.bisect_right(self._bounds, m.start) - 1)
        a, b = self._statements[index]
        base, clauses, own = self._statement(index)
        ends = [d for _, d in clauses]
        at = min(bisect.bisect_right(ends, m.start), len(clauses) - 1)
        words = base | own[at]
        lead, now = self._heads.get(index) or self._heads.setdefault(
            index,
            (
                next(iter(_content_list(self._masked[a:b])), None),
                _now_role(self._text[a:b]),
            ),
        )
        low = bisect.bisect_left(self._starts, a)
        high = bisect.bisect_left(self._starts, b, low)
        here = bisect.bisect_left(self._starts, m.start, low, high)
        near = sorted(
            self._inside[max(low, here - _QUALIFIER_REACH) : here]
            + self._inside[here + 1 : min(high, here + 1 + _QUALIFIER_REACH)],
            key=lambda o: abs(o.start - m.start),
        )
        qualifiers = tuple(o for o in near if _qualifies(o, m))
        return _Wording(
            frozenset(words),
            lead,
            qualifiers,
            _role(self._text, m.start, a) or now,
            tuple(o for o in near if o is not m),
        )


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
