"""Spelled numbers in the languages ``text2num`` reads: de, fr, es, nl, it, pt, da.

``text2num.alpha2digit`` rewrites a line with its spelled numbers as digits
("fünfundzwanzig Minuten" -> "25 Minuten", "le neuvième" -> "le 9ème"); the rewrite is
aligned with the line word by word to learn where each number was written. What the
library does not do stays here, in the language tables: fractions and multipliers
("die Hälfte", "le double", "een dozijn"), "one" written as an article ("eine Stunde"
is a number, "eine Frage" is not), "zweieinhalb" and "anderhalf" (a number and a
half). A digit followed by a scale
word ("1,5 Millionen") is the digit reader's: it is hidden from the library, which would
otherwise join "Millionen und zweitausend" into one number.
"""

from __future__ import annotations

import bisect
import re
from difflib import SequenceMatcher
from typing import TYPE_CHECKING, Final

from text_to_num import alpha2digit, text2num

from .number_draft import Draft

if TYPE_CHECKING:
    from collections.abc import Iterator

    from .languages import NumberLanguage

_LINE: Final = re.compile(r"[^\n]+")
_TOKEN: Final = re.compile(r"\S+")
_LETTERS: Final = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)?")
_LAST_WORD: Final = re.compile(r"([^\W\d_]+)\s+$")  # the word before a half: "y"
# A number the library wrote, with the ordinal mark each language gives it.
_WRITTEN: Final = re.compile(
    r"(?P<num>\d+(?:[.,]\d+)?)(?P<ord>\.|ème|er|ère|e|de|ste|º|ª|°)?(?P<rest>\W*)$"
)


def read_spelled(text: str, lang: NumberLanguage, taken: bytearray) -> list[Draft]:
    """Drafts for every spelled number of ``text``; ``taken`` marks digits read."""
    out: list[Draft] = []
    for line in _LINE.finditer(text):
        if not any(c.isalpha() for c in line[0]):
            continue
        out.extend(_read_line(line[0], line.start(), lang, taken))
    out.extend(table_words(text, lang, taken, out))
    return sorted(out, key=lambda d: d.start)


def _read_line(
    line: str, offset: int, lang: NumberLanguage, taken: bytearray
) -> Iterator[Draft]:
    """Yield the library's numbers of one line, placed by aligning words."""
    hidden = _hide_taken(line, offset, taken)
    converted = alpha2digit(hidden, lang.code, threshold=0)
    if converted == hidden:
        return
    before = [(m.start(), m.end(), m[0]) for m in _TOKEN.finditer(hidden)]
    after = [m[0] for m in _TOKEN.finditer(converted)]
    matcher = SequenceMatcher(a=[t[2] for t in before], b=after, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "replace":
            continue
        source = before[i1:i2]
        if any(any(c.isdigit() for c in t[2]) for t in source):
            continue  # digits the reader already has
        written = [w for w in after[j1:j2] if w[:1].isdigit()]
        if len(written) == len(source):
            pairs = [([s], w) for s, w in zip(source, written, strict=True)]
        elif len(written) == 1:
            pairs = [(source, written[0])]
        else:
            continue  # the words do not line up; none of them is trusted as a value
        for words, number in pairs:
            draft = _draft(words, number, offset, lang)
            if draft is not None and not taken[draft.start]:
                yield draft


def _hide_taken(line: str, offset: int, taken: bytearray) -> str:
    """Return the line with characters other readers claimed turned to spaces."""
    if taken.find(1, offset, offset + len(line)) == -1:
        return line
    return "".join(" " if taken[offset + i] else c for i, c in enumerate(line))


def _draft(
    words: list[tuple[int, int, str]], number: str, offset: int, lang: NumberLanguage
) -> Draft | None:
    """Return a draft for ``words`` (start, end, text), read as ``number``."""
    found = _WRITTEN.match(number)
    if found is None:
        return None
    start = words[0][0]
    last = words[-1]
    trail = len(last[2]) - len(last[2].rstrip(".,;:!?)\u00bb\"'"))
    end = last[1] - trail
    raw = found["num"]
    value = (
        float(raw.replace(",", "."))
        if lang.decimal_comma
        else float(raw.replace(",", ""))
    )
    mark = found["ord"] or ""
    kind = "ordinal" if mark and not (mark == "." and trail) else "cardinal"
    word = words[0][2].lower().rstrip(".,;:!?)") if len(words) == 1 else ""
    if word in lang.short_ordinals:
        kind = "ordinal"  # "el tercer cuarto": text2num writes a bare 3
    if word and (word in lang.ones or word in lang.hedges):
        return None  # an article or a hedge ("unos"); a lone one counts before a unit
    if kind == "ordinal" and value == 1 and len(words) == 1:
        return None  # "die erste", "le premier": first in order, not a count
    return Draft(value, offset + start, offset + end, kind=kind, digits=False)


def table_words(
    text: str, lang: NumberLanguage, taken: bytearray, spelled: list[Draft]
) -> list[Draft]:
    """Read fractions, multipliers, "one" before a unit and "and a half" words."""
    if not (lang.fractions or lang.multipliers or lang.ones or lang.durations):
        return []
    ends = {d.end: d for d in spelled}
    inside = sorted((d.start, d.end) for d in spelled)
    out: list[Draft] = []
    for m in _LETTERS.finditer(text):
        if taken[m.start()] or _within(m.start(), inside):
            continue
        word = m[0].lower()
        if word in lang.fractions:
            value = lang.fractions[word]
            count = _count_before(text, m.start(), ends)
            if count is not None:  # "zwei Drittel", "trois quarts"
                count.value = float(count.value) * value
                count.kind, count.end = "fraction", m.end()
                continue
            if word in lang.adjectival_halves and not _a_half(text, m, lang):
                continue  # "la temperatura media", "beurre demi-sel"
            out.append(Draft(value, m.start(), m.end(), kind="fraction", digits=False))
        elif word in lang.durations:  # "eine Viertelstunde": a quarter of an hour
            value, unit = lang.durations[word]
            out.append(Draft(value, m.start(), m.end(), digits=False, unit=unit))
        elif word in lang.multipliers:
            if _hyphened(text, m.start(), m.end()):
                continue  # "double-check", "un doble-doble": a word of its own
            out.append(Draft(lang.multipliers[word], m.start(), m.end(), digits=False))
        elif word in lang.ones and _unit_follows(text, m.end(), lang):
            out.append(Draft(1.0, m.start(), m.end(), digits=False))
        elif (half := _half(word, lang)) is not None:
            out.append(Draft(half, m.start(), m.end(), digits=False))
    return out


def _within(pos: int, spans: list[tuple[int, int]]) -> bool:
    """Whether ``pos`` falls inside one of the sorted ``spans``."""
    at = bisect.bisect_right(spans, (pos, 1 << 62)) - 1
    return at >= 0 and spans[at][0] <= pos < spans[at][1]


def _count_before(text: str, start: int, ends: dict[int, Draft]) -> Draft | None:
    """Return the spelled whole number right before a fraction word, if any."""
    gap = start
    while gap > 0 and text[gap - 1] in " \u00a0":
        gap -= 1
    draft = ends.get(gap)
    return draft if draft is not None and draft.kind == "cardinal" else None


def _unit_follows(text: str, end: int, lang: NumberLanguage) -> bool:
    """Whether the next word is one of the language's unit words."""
    return _next_word(text, end, " ") in lang.units


def _next_word(text: str, end: int, joins: str) -> str:
    """Return the word right after ``end`` past one of ``joins``, lower case, or ""."""
    if text[end : end + 1] not in joins or not text[end : end + 1]:
        return ""
    following = _LETTERS.match(text, end + 1)
    return following[0].lower() if following else ""


def _hyphened(text: str, start: int, end: int) -> bool:
    """Whether a hyphen joins the word at ``start:end`` to a word before or after it."""
    after = text[end : end + 2]
    before = text[max(0, start - 2) : start]
    return (after[:1] == "-" and after[1:].isalpha()) or (
        before[1:] == "-" and before[:1].isalpha()
    )


def _a_half(text: str, m: re.Match[str], lang: NumberLanguage) -> bool:
    """Whether an adjectival half is a number: before a unit, or after "and"."""
    word = _next_word(text, m.end(), " -")
    if word in lang.units or word in lang.multipliers or word in lang.scales:
        return True  # "media hora", "une demi-heure", "meia-dúzia", "medio millón"
    before = _LAST_WORD.search(text, max(0, m.start() - 12), m.start())
    return before is not None and before[1].lower() in lang.ands  # "kilo y medio"


def _half(word: str, lang: NumberLanguage) -> float | None:
    """Read a number and a half: "zweieinhalb" -> 2.5, "anderthalb" -> 1.5."""
    if word in lang.one_and_a_half:
        return 1.5
    if not word.endswith(lang.half_suffixes):  # the common case, at C speed
        return None
    suffix = next(x for x in lang.half_suffixes if word.endswith(x))
    if word == suffix:
        return None
    try:
        return float(text2num(word.removesuffix(suffix), lang.code)) + 0.5
    except ValueError:
        return None
