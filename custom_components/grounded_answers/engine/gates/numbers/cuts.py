"""Where a sentence is cut into statements, and which pieces belong to all.

Hard cuts (semicolons, spaced dashes, the language's conjunctions) end statements;
soft ones (commas, parentheses) cut inside a statement that holds several numbers of a
family. A spaced dash between two numbers is a range, no cut; a piece without a number
joins a neighbour, and a numberless aside ("(UTC)") or trailing statement belongs to
every segment.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention

_CUT: Final = re.compile(r"\s*(?:[,;](?=\s|$)|\s[-\u2013\u2014\u00b7|]\s|\()\s*")
_SOFT: Final = re.compile(r"\s*(?:,|\()\s*")  # a cut inside a statement
# A number in another unit: "250 kPa", "12,388 ft", "2,160 cu ft/s", "≈ 33 psi".
_RESTATED: Final = re.compile(
    r"[~≈]?\s*[-+]?\d[\d.,\s\u00a0]*[^\W\d_]{0,3}(?:\s?[/^²³\w]{0,5}){0,2}"
)
_MEASURE: Final = re.compile(
    r"[~≈]?\s*\d[\d.,\s\u00a0]*\s?[^\W\d_]{1,4}(?:/[^\W\d_]{1,4})?"
)
_NOUN_WORDS: Final = 2  # "8 tablets (4,000 mg)": the noun a restatement follows
_ASIDE_WORDS: Final = 3  # "(suelo radiante)", "(alm. ovn)": a name, no statement
_LABEL_REACH: Final = 12  # "(unos 150 g)": a hedge may stand before the number


def cut(
    text: str,
    start: int,
    end: int,
    mentions: Sequence[NumberMention],
    lang: NumberLanguage,
    *,
    soft: bool,
    labelled: Sequence[NumberMention] = (),
    trailing: bool = False,
) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Segments holding numbers, and the pieces without one that belong to all.

    Hard cuts (semicolons, dashes, conjunctions) end statements; ``soft`` also cuts at
    commas and parentheses, inside a statement that holds several numbers of a family.
    Where the statement ends its sentence (``trailing``), a numberless piece after its
    last comma belongs to all: "… de 7 à 13 h et de 15 à 19 h 30, fermée le lundi"
    (``_closes``).
    """
    row = (
        text[start:end].lstrip().startswith("|")
    )  # a table row: its cells are one line
    cuts = [
        c
        for c in _CUT.finditer(text, start, end)
        if (soft or not _SOFT.fullmatch(c[0]))
        and not (row and "|" in c[0])
        and not _range_dash(c, mentions)
    ]
    points = [_after_aside(text, c, end, mentions, lang) for c in cuts]
    opens: set[int] = {m.start() for m in cuts if ";" in m[0]}  # a new statement
    if not soft:
        depth = depths(text, start, end)
        for m in re.finditer(r"[^\W\d_]+", text[start:end]):
            at = start + m.start()
            word = m[0].lower()
            if (
                (
                    word in lang.conjunctions
                    or (
                        word in lang.subordinators
                        and _clause_after(text, at + len(word), lang)
                    )
                )
                and not depth[m.start()]
                and not _joins_words(text, at, at + len(m[0]), lang)
            ):
                points.append(at)
                opens.add(at)
    bounds = sorted({start, *points, end})
    pieces = [(a, b) for a, b in pairwise(bounds) if b > a]
    hard = {m.start() for m in cuts if ";" in m[0]} | {end}
    out: list[list[int]] = []
    aside: list[tuple[int, int]] = []  # numberless asides: "(UTC)", shared by all
    pending: int | None = None
    for a, b in pieces:
        if any(a <= m.start < b for m in mentions):
            out.append([a if pending is None else pending, b])
            pending = None
        elif text[a:b].lstrip().startswith("(") or (
            soft and trailing and out and b == end and _closes(text, a, b, lang)
        ):
            aside.append((a, b))
        elif (
            out
            and (b in hard or not _opens(text, a, b, opens, lang))
            and not _labels_next(text, b, end, labelled or mentions)
        ):
            out[-1][1] = b  # "… 35 Minuten backen, bis er goldbraun ist", "… or newer"
        else:
            pending = a if pending is None else pending  # leads: joins the next
    if not out:
        return [(start, end)], []
    # A trailing piece opening a statement of its own belongs to all, as asides do.
    shared = aside if pending is None else [*aside, (pending, end)]
    return [(a, b) for a, b in out], shared


_AROUND: Final = re.compile(r"([^\W\d_]+)(-?)\s*$")
_NEXT: Final = re.compile(r"\s*([^\W\d_]+)")


def _after_aside(
    text: str,
    cut: re.Match[str],
    end: int,
    mentions: Sequence[NumberMention],
    lang: NumberLanguage,
) -> int:
    """Return where a cut falls: after a parenthesis restating the number before it.

    "for 2,5 bar (250 kPa) / bag 2,9 bar": the parenthesis is the front pressure in
    another unit (a number and a short unit, nothing else), so the statement ends
    after it; "(Vorjahr: 1.342,10 €)" or "(previously 5.15)" says more, and opens one.
    """
    if cut[0].strip() != "(":
        return cut.start()
    befores = [
        text[max(m.end, m.span_end) : cut.start()]
        for m in mentions
        if max(m.end, m.span_end) <= cut.start()
    ]
    close = text.find(")", cut.end(), end)
    inner = text[cut.end() : close].strip()
    if close == -1:
        return cut.start()
    if any(not b.strip() for b in befores) and (
        _RESTATED.fullmatch(inner) or _named_aside(text, inner, close, end)
    ):
        return close + 1
    # after the noun a number counts ("8 tablets (4,000 mg)"), only a measure restates
    # it: "9 shots (3 on target)" is a part of them
    if any(_counted(b, lang) for b in befores) and _MEASURE.fullmatch(inner):
        return close + 1
    return cut.start()


def _counted(between: str, lang: NumberLanguage) -> bool:  # "tablets", not "del X"
    """Whether only a number's counted noun stands before its parenthesis: "8 tablets".

    "9 del Villarreal (3 a puerta)" names whose the 9 are: the parenthesis is a part.
    """
    words = between.split()
    return len(words) <= _NOUN_WORDS and all(
        w.isalpha() and w.lower() not in lang.stopwords for w in words
    )


def _named_aside(text: str, inner: str, close: int, end: int) -> bool:
    """Whether a parenthesis names the value before it: "25-80 °C (radiadores) / …".

    A few words, no number, and another item or the end of the statement after it.
    """
    after = text[close + 1 : end].lstrip()
    return (
        bool(inner.strip())
        and not any(c.isdigit() for c in inner)
        and len(inner.split()) <= _ASIDE_WORDS
        and (not after or after[0] in "/;,.")
    )


def _closes(text: str, a: int, b: int, lang: NumberLanguage) -> bool:
    """Whether a piece after a comma closes the sentence for all: "…, fermée le lundi".

    One naming a subject of its own ("…, la biblioteca solo su prenotazione") does not.
    """
    if text[a:b].lstrip()[:1] != ",":
        return False
    first = _NEXT.match(text, text.index(",", a) + 1)
    return first is None or first[1].lower() not in lang.articles


def _clause_after(text: str, end: int, lang: NumberLanguage) -> bool:
    """Whether a clause follows a subordinator: no article, number or stopword next."""
    after = _NEXT.match(text, end)
    if after is None or not after[1]:
        return False
    word = after[1].lower()
    return word not in lang.articles and word not in lang.stopwords


def _joins_words(text: str, at: int, end: int, lang: NumberLanguage) -> bool:
    """Whether a conjunction joins two words, no statements.

    "sonn- und feiertags", "Ober- und Unterhitze": a word cut short by a hyphen
    shares the next one's end; "Samstag und Sonntag", "samedi et dimanche": two days.
    """
    before = _AROUND.search(text, max(0, at - 40), at)
    after = _NEXT.match(text, end)
    if before is None or after is None:
        return False
    if before[2]:
        return True
    return before[1].lower() in lang.weekdays and after[1].lower() in lang.weekdays


def _range_dash(cut: re.Match[str], mentions: Sequence[NumberMention]) -> bool:
    """Whether a spaced dash joins two numbers: "Saturday 10 am - 5 pm" is a range."""
    if cut[0].strip() not in ("-", "\u2013", "\u2014"):
        return False
    return any(max(m.end, m.span_end) == cut.start() for m in mentions) and any(
        m.start == cut.end() for m in mentions
    )


def _labels_next(
    text: str, b: int, end: int, mentions: Sequence[NumberMention]
) -> bool:
    """Tell whether the piece ending at ``b`` names the number right after it.

    "Bedroom - 19 °C - Living room - 21 °C": "Living room" labels 21 °C, not 19 °C;
    "1 cebolla mediana (unos 150 g)": the onion is the 150 g.
    """
    rest = text[b:end]
    following = rest.lstrip(" -\u2013\u2014\u00b7|:(,;")
    at = b + len(rest) - len(following)
    return bool(following) and any(at <= m.start <= at + _LABEL_REACH for m in mentions)


def depths(text: str, start: int, end: int) -> list[int]:
    """How deep in parentheses each character of ``text[start:end]`` is."""
    if text.find("(", start, end) == -1:
        return [0] * (end - start)  # most sentences: no parenthesis to count
    out, depth = [], 0
    for char in text[start:end]:
        depth += char == "("
        out.append(depth)
        depth -= char == ")" and depth > 0
    return out


def _opens(text: str, a: int, b: int, opens: set[int], lang: NumberLanguage) -> bool:
    """Whether the piece ``text[a:b]`` opens a statement (a conjunction, a ";")."""
    first = text[a:b].lstrip(" ,;").split(" ", 1)[0].lower()
    return a in opens or first in lang.conjunctions
