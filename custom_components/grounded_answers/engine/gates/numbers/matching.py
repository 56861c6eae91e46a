"""Whether two numbers state the same value, and which answer numbers need no source.

Values are compared after normalisation (``text.numbers``): any reading of one equal to
any reading of the other, or within ``HEDGE_TOLERANCE`` when the answer hedges. A word
fraction is a rounded share: "a third" meets "1/3" and, within the tolerance, "33 %".
The current year needs no source; nor does a number of the user's question that the
answer corrects ("not 90 but 30 seconds"). One the answer compares with ("so more than
10 degrees") holds when a material value lies beyond it; one it affirms ("yes, 1,000
litres") is checked like any other.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from .tokens import NEGATED, stem

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention
    from .local import Local

HEDGE_TOLERANCE: Final = 0.05
_EXACT: Final = frozenset({"phone", "score", "version", "name", "label"})
_NEGATION_REACH: Final = 4  # words before a number that may negate it
_PRIVATIVE_REACH: Final = 2  # content words a privative may take: "without a fan oven"
_WORDS: Final = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)?|[,;:]")


def exempt(m: NumberMention, year: int | None, query: str) -> bool:
    """Exempt the current year and a name the user said ("Apollo 11")."""
    if m.kind == "year" and year is not None and m.value == year:
        return True
    if m.kind == "name" or (m.prefix and name_in(m, query)):
        return name_in(m, query)
    return False


def asked(m: NumberMention, question: list[NumberMention]) -> bool:
    """Whether the user's question said ``m``'s value."""
    return any(values_match(m, q, 0.0) for q in question)


def comparison(answer: str, start: int, lang: NumberLanguage) -> str | None:
    """Return "above" / "below" when the words before ``start`` make it a bound."""
    words = " ".join(_WORDS.findall(answer[max(0, start - 40) : start].lower()))
    for direction, table in (("above", lang.above), ("below", lang.below)):
        if any(words.endswith(phrase) for phrase in table):
            return direction
    return None


def bound_holds(m: NumberMention, direction: str, values: list[NumberMention]) -> bool:
    """Whether some material value lies beyond the bound: 14 °C is "more than 10"."""
    limits = [v for v in m.values if isinstance(v, float)]
    for o in values:
        for y in o.values:
            if not isinstance(y, float):
                continue
            if any((y > x) if direction == "above" else (y < x) for x in limits):
                return True
    return False


def negated(answer: str, start: int, lang: NumberLanguage) -> bool:
    """Whether the words just before ``start`` negate the number: "not 1,000"."""
    before = _WORDS.findall(answer[max(0, start - 48) : start].lower())
    recent: list[str] = []
    for word in reversed(before[-_NEGATION_REACH:]):
        if word in ",;:":
            break
        recent.insert(0, word)
    phrase = " ".join(recent)
    return any(word in lang.negations for word in recent) or any(
        f" {n} " in f" {phrase} " for n in lang.negations if " " in n
    )


def negated_words(
    text: str, span: tuple[int, int], lang: NumberLanguage
) -> tuple[tuple[int, str, int], ...]:
    """Return the content words of ``span`` as (offset, stem, how far negated).

    The word after a privative ("without", "ohne", "sans", "geen") is negated (1):
    it names what a value is not for. "Zet de oven op 200 °C als je geen hetelucht
    gebruikt" is no evidence for the fan oven's 180 °C, and "Without preheating, bake
    for 55 minutes" is no place of preheating. The next one may be negated or not
    ("without a fan oven", "senza prelavaggio dura"), and says nothing (2). A
    privative joined by a hyphen makes a word ("hors-gel"), and a negated verb ("should
    not be given more than 6 tablets") denies the value, not its qualifiers.
    """
    cues = lang.privatives
    body = text[span[0] : span[1]].replace("\u2019", "'")
    words = [
        (match.start(), match[0].lower(), match[0]) for match in _WORDS.finditer(body)
    ]
    out: list[tuple[int, str, int]] = []
    reach = 0
    for at, (offset, lower, word) in enumerate(words):
        if lower in ",;:":
            reach = 0
            continue
        pair = f"{words[at - 1][1]} {lower}" if at else lower
        joined = body[offset + len(word) : offset + len(word) + 1] == "-"
        if (lower in cues or pair in cues) and not joined:
            reach = _PRIVATIVE_REACH
            continue
        if lower not in lang.stopwords:
            depth = _PRIVATIVE_REACH + 1 - reach if reach else 0
            out.append((offset + span[0], stem(word, lang), depth))
            reach = max(reach - 1, 0)
    return tuple(out)


def deny(
    local: Local,
    words: Sequence[tuple[int, str, int]],
    spell: Callable[[str], str],
) -> Local:
    """Return ``local`` with the words its segment negates marked so ("~vorwasch").

    A negated word meets only its negation: "Ohne Vorwäsche: 40 Minuten" is no place
    of a prewash, and "without preheating" in an answer points to it; the word after
    it is left out. A word the segment also says plainly stays plain ("tout séjour …
    hors taxe de séjour"). ``words`` are ``negated_words``; ``spell`` is the
    material's spelling of a stem.
    """
    start, end = local.segment
    inside = [(w, depth) for offset, w, depth in words if start <= offset < end]
    if not any(depth for _, depth in inside):
        return local
    plain = {spell(w) for w, depth in inside if not depth}
    denied = {spell(w) for w, depth in inside if depth == 1} - plain
    unsure = {spell(w) for w, depth in inside if depth > 1} - plain - denied
    if not (denied | unsure) & local.tokens:
        return local
    weights = {
        (NEGATED + t if t in denied else t): w
        for t, w in local.weights.items()
        if t not in unsure
    }
    return replace(local, tokens=frozenset(weights), weights=weights)


def values_match(a: NumberMention, b: NumberMention, tolerance: float) -> bool:
    """Whether any reading of ``a`` equals (or, hedged, nears) any reading of ``b``.

    An identifier is never near another: "unter 0800 724 3437" is no hedge of a
    phone number, nor "about 1,2" of a score.
    """
    if a.kind in _EXACT or b.kind in _EXACT:
        tolerance = 0.0
    for x in a.values:
        for y in b.values:
            if isinstance(x, str) or isinstance(y, str):
                if x == y:
                    return True
            elif _near(x, y, tolerance):
                return True
    return _share_matches(a, b) or _share_matches(b, a)


def _near(x: float, y: float, tolerance: float) -> bool:
    """Whether two values are equal (or, with a tolerance, near).

    Whole numbers are equal only exactly ("12345678901" is not "12345678902");
    fractions up to the float's rounding.
    """
    if x.is_integer() and y.is_integer():
        exact = x == y
    else:
        exact = math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-9)
    return exact or bool(tolerance and abs(x - y) <= tolerance * abs(y))


def _share_matches(fraction: NumberMention, percent: NumberMention) -> bool:
    """Tell whether a word fraction matches a percentage: "a third" and "33 %"."""
    if fraction.kind != "fraction" or percent.kind != "percent":
        return False
    share = fraction.value
    return isinstance(share, float) and any(
        isinstance(y, float) and _near(share * 100, y, HEDGE_TOLERANCE)
        for y in percent.values
    )


def in_decade(m: NumberMention, other: NumberMention) -> bool:
    """Tell whether ``other`` falls in the decade ``m`` names: 1994 in "the 1990s"."""
    if other.kind not in ("year", "decade", "cardinal"):
        return False
    starts = [v for v in m.values if isinstance(v, float)]
    return any(
        s <= v < s + 10 for s in starts for v in other.values if isinstance(v, float)
    )


def name_in(m: NumberMention, text: str, *, bare: bool = False) -> bool:
    """Tell whether ``text`` states the same name ("covid 19" for "COVID-19").

    ``bare`` also accepts the name without the word before it ("Error E1" is "E1").
    """
    if bare and m.prefix and _named(m.text, text):
        return True
    return _named(f"{m.prefix} {m.text}" if m.prefix else m.text, text)


def _named(surface: str, text: str) -> bool:
    runs = re.findall(r"[^\W\d_]+|\d+(?:\.\d+)*", surface)
    if not runs:
        return False
    pattern = r"[\s\-_.]?".join(re.escape(r) for r in runs)
    found = re.search(rf"(?<![^\W_]){pattern}(?![^\W_])", text, re.IGNORECASE)
    return found is not None
