"""Which source an answer gives each of its values to.

"The offline encyclopedia says 330 metres, while a web search gives 324": the answer
names sources in its words, and each value belongs to one of those names. The names
are found by their cues (``name_cues``): each source's spoken name as this request
speaks it, said whole ("the offline encyclopedia": that source alone), or its head
word (its longest content word: "encyclopedia", "Websuche"); the tag itself ("kiwix",
"Wikipedia"); and the language's words for that kind of source (``source_words``). A
word meets a cue when it is the cue, when the two stem alike (a stem of four letters
at least: "new" is no "news"), or - where a language writes compounds - when it opens
or ends with the cue ("Onlinelexikon").

A value takes the name of its clause (the sentence cut at commas, semicolons, colons,
dashes and the language's conjunctions). A clause with values and no name borrows
one: in the direction the sentence names its sources (before its first value: from an
earlier clause; after it: from a later one), the nearest named clause that holds no
value of its own and lent its name to no other; failing that, the other way. A named
clause that holds its own value lends its name to no other ("It is 330 metres tall,
while a web search gives 324": the web's name is the 324's alone), so a value may stay
unnamed (None): ordinary numeric binding judges it. Names with no value between them
("the encyclopedia and a web search agree on 330 metres") are one name for both
sources.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ...text.languages import language_code, number_language
from ..numbers.tokens import WORD, stem
from .source_words import source_words

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention

_CLAUSE: Final = re.compile(r"[,;:](?=\s)|\s[-\u2013\u2014]\s|[()]")
_COMPOUND_CUE: Final = 4  # "lexikon" ends "Onlinelexikon"; "web" is too short to tell
_NAME_GAP_WORDS: Final = 3  # "the encyclopedia and a web search": one name
_MIN_CUE: Final = 3
_STEM_CUE: Final = 4  # "new" is the stem of "news": too short to name a source


@dataclass(frozen=True, slots=True)
class Named:
    """A span of the answer that names sources."""

    start: int
    end: int
    tags: frozenset[str]
    phrase: bool = False  # a spoken name said whole: "the offline encyclopedia"


@dataclass(frozen=True, slots=True)
class Cues:
    """The words that name each offered source in one request's answers."""

    words: dict[str, frozenset[str]]  # lower-case word -> tags
    stems: dict[str, frozenset[str]]  # its stem, where long enough to tell -> tags
    phrases: tuple[tuple[tuple[str, ...], str], ...]  # a spoken name's words, its tag
    compounds: bool  # the language writes compounds: "Onlinelexikon"


def name_cues(
    offered: Sequence[str], name_of: Callable[[str], str] | None, language: str
) -> Cues:
    """Return the cues naming ``offered`` tags: words, their stems, spoken names.

    A spoken name of several content words ("the offline encyclopedia") is also a
    phrase: said whole, it names its own source alone, where its head word
    ("encyclopedia") may name any encyclopedia.
    """
    lang = number_language(language)
    table = source_words(language_code(language))
    found: dict[str, set[str]] = {}
    phrases: list[tuple[tuple[str, ...], str]] = []

    def add(word: str, tag: str) -> None:
        if len(word) >= _MIN_CUE:
            found.setdefault(word.casefold(), set()).add(tag)

    for tag in offered:
        add(tag, tag)
        for word in table.get(tag, ()):
            add(word, tag)
        if name_of is None:
            continue
        content = [_unelided(w[0]) for w in WORD.finditer(name_of(tag))]
        content = [w.casefold() for w in content if w.lower() not in lang.stopwords]
        if not content:
            continue
        longest = max(len(w) for w in content)
        for word in content:
            if len(word) == longest:
                add(word, tag)
        if len(content) > 1:
            phrases.append((tuple(content), tag))
    stems: dict[str, set[str]] = {}
    for word, tags in found.items():
        root = stem(word, lang)
        if len(root) >= _STEM_CUE:
            stems.setdefault(root, set()).update(tags)
    return Cues(
        {word: frozenset(tags) for word, tags in found.items()},
        {root: frozenset(tags) for root, tags in stems.items()},
        tuple(phrases),
        lang.compounds,
    )


def find_names(text: str, cues: Cues, language: str) -> list[Named]:
    """Return the spans of ``text`` that name sources, in order."""
    lang = number_language(language)
    tokens = [
        (w.start(), w.end(), _unelided(w[0]).casefold()) for w in WORD.finditer(text)
    ]
    found: dict[int, Named] = {}  # by the index of its first token
    used: set[int] = set()
    for words, tag in cues.phrases:
        size = len(words)
        for i in range(len(tokens) - size + 1):
            if all(_same(tokens[i + k][2], words[k], lang) for k in range(size)):
                found[i] = Named(
                    tokens[i][0], tokens[i + size - 1][1], frozenset({tag}), True
                )
                used.update(range(i, i + size))
    for i, (start, end, word) in enumerate(tokens):
        if i in used:
            continue
        tags = _word_tags(word, cues, lang)
        if tags:
            found[i] = Named(start, end, tags)
    return [found[i] for i in sorted(found)]


def _word_tags(word: str, cues: Cues, lang: NumberLanguage) -> frozenset[str] | None:
    """Return the tags one word names: as written, by its stem, or in a compound."""
    tags = cues.words.get(word) or cues.stems.get(stem(word, lang))
    if tags or not cues.compounds:
        return tags
    hits = [
        c
        for c in cues.words
        if len(c) >= _COMPOUND_CUE and (word.startswith(c) or word.endswith(c))
    ]
    return frozenset().union(*(cues.words[c] for c in hits)) if hits else None


def _same(word: str, cue: str, lang: NumberLanguage) -> bool:
    return word == cue or stem(word, lang) == stem(cue, lang)


def value_sources(
    text: str,
    numbers: Sequence[NumberMention],
    names: Sequence[Named],
    language: str,
) -> list[frozenset[str] | None]:
    """Return the sources ``text`` gives each of ``numbers`` (None: it names none)."""
    if not names or not numbers:
        return [None] * len(numbers)
    lang = number_language(language)
    groups = _groups(text, numbers, names)
    bounds = _clauses(text, lang)

    def clause_of(at: int) -> int:
        return sum(1 for b in bounds if b <= at)

    named: dict[int, list[Named]] = {}
    for group in groups:
        named.setdefault(clause_of(group.start), []).append(group)
    holding: dict[int, list[int]] = {}
    for index, m in enumerate(numbers):
        holding.setdefault(clause_of(m.start), []).append(index)
    forward = groups[0].start < numbers[0].start
    lent: set[int] = set()
    out: list[frozenset[str] | None] = [None] * len(numbers)
    for clause in sorted(holding):
        for index in holding[clause]:
            m = numbers[index]
            here = named.get(clause)
            if here:
                out[index] = _nearest(here, m.start, forward).tags
                continue
            lender = _lender(clause, named, holding, lent, forward=forward)
            if lender is not None:
                lent.add(lender)
                out[index] = _nearest(named[lender], m.start, forward).tags
    return out


def source_pieces(
    text: str,
    numbers: Sequence[NumberMention],
    given: Sequence[frozenset[str] | None],
    language: str,
) -> list[tuple[int, int, frozenset[str] | None]]:
    """Cut ``text`` where it passes from one named source's values to another's.

    Each piece is ``(start, end, sources)``: the cut falls at the last clause start
    before the next source's first value (else right after the value before it).
    Unnamed values (None) are a piece of their own, held to no source: "330 metres
    tall, while a web search gives 324" is judged as two pieces, the first by the
    whole material. One piece for the whole text when it gives its values to one
    source or none.
    """
    bounds = _clauses(text, number_language(language))
    pieces: list[tuple[int, int, frozenset[str] | None]] = []
    start = 0
    current: frozenset[str] | None = None
    previous_end = 0
    for index, (m, sources) in enumerate(zip(numbers, given, strict=True)):
        if index and sources != current:
            inside = [b for b in bounds if previous_end <= b <= m.start]
            cut = inside[-1] if inside else previous_end
            pieces.append((start, cut, current))
            start = cut
        current = sources
        previous_end = max(previous_end, m.span_end, m.end)
    pieces.append((start, len(text), current))
    return pieces


def _lender(
    clause: int,
    named: dict[int, list[Named]],
    holding: dict[int, list[int]],
    lent: set[int],
    *,
    forward: bool,
) -> int | None:
    """Return the named clause an unnamed clause with values borrows its name from.

    Only a clause that holds no value of its own and lent its name to no other lends
    it; None where none does: the value stays unnamed.
    """
    before = sorted((c for c in named if c < clause), reverse=True)
    after = sorted(c for c in named if c > clause)
    preferred, other = (before, after) if forward else (after, before)
    for side in (preferred, other):
        free = [c for c in side if c not in holding and c not in lent]
        if free:
            return free[0]
    return None


def _nearest(names: list[Named], at: int, forward: bool) -> Named:
    """Within one clause: the last name before ``at``, else the first after it."""
    before = [n for n in names if n.end <= at]
    after = [n for n in names if n.start >= at]
    if forward:
        return before[-1] if before else after[0]
    return after[0] if after else before[-1]


def _groups(
    text: str, numbers: Sequence[NumberMention], names: Sequence[Named]
) -> list[Named]:
    """Join names that no value and few words part into one ("X and Y")."""
    starts = [m.start for m in numbers]
    out: list[Named] = [names[0]]
    for name in names[1:]:
        last = out[-1]
        between = text[last.end : name.start]
        if len(WORD.findall(between)) <= _NAME_GAP_WORDS and not any(
            last.end <= s < name.start for s in starts
        ):
            out[-1] = Named(last.start, name.end, last.tags | name.tags)
        else:
            out.append(name)
    return out


def _clauses(text: str, lang: NumberLanguage) -> list[int]:
    """Offsets where a new clause starts: after a cut, or at a conjunction."""
    bounds = [m.end() for m in _CLAUSE.finditer(text)]
    bounds += [
        w.start() for w in WORD.finditer(text) if w[0].lower() in lang.conjunctions
    ]
    return sorted(bounds)


def _unelided(word: str) -> str:
    """Return the word after a short elided article: "l'encyclopédie" -> "encyclopédie"."""
    head, mark, tail = word.replace("\u2019", "'").rpartition("'")
    return tail if mark and len(head) <= 3 and tail else word  # noqa: PLR2004
