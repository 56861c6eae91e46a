"""Whether two numbers state the same value, and which answer numbers need no source.

Values are compared after normalisation (``text.numbers``): any reading of one equal to
any reading of the other, or within ``HEDGE_TOLERANCE`` when the answer hedges, in
another unit of one measure too ("75 minutes", "1 h 15"). A word
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
from typing import TYPE_CHECKING, Final, Protocol

from ...text.number_names import GENERIC_OWNER
from ...text.numbers import conversion
from .cues import family_of
from .tokens import WORD_OR_MARK

if TYPE_CHECKING:
    from collections.abc import Callable, Collection

    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention
    from .local import Local

HEDGE_TOLERANCE: Final = 0.05
_EXACT: Final = frozenset({"phone", "score", "version", "name", "label"})
_NEGATION_REACH: Final = 4  # words before a number that may negate it


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
    words = " ".join(WORD_OR_MARK.findall(answer[max(0, start - 40) : start].lower()))
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
    before = WORD_OR_MARK.findall(answer[max(0, start - 48) : start].lower())
    recent: list[str] = []
    for word in reversed(before[-_NEGATION_REACH:]):
        if word in ",;:":
            break
        recent.insert(0, word)
    phrase = " ".join(recent)
    return any(word in lang.negations for word in recent) or any(
        f" {n} " in f" {phrase} " for n in lang.negations if " " in n
    )


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
    return _share_matches(a, b) or _share_matches(b, a) or converted(a, b, tolerance)


def converted(a: NumberMention, b: NumberMention, tolerance: float) -> bool:
    """Whether ``a`` says ``b``'s value in another unit of its measure.

    "an hour and a quarter" for "75 minutes", "1500 g" for "1,5 kg".
    """
    factor = conversion(a.unit, b.unit)
    return factor is not None and any(
        _near(x * factor, y, tolerance)
        for x in a.values
        if isinstance(x, float)
        for y in b.values
        if isinstance(y, float)
    )


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


class _Placed(Protocol):
    """A material place, as ``preferred`` reads it: its mention."""

    @property
    def mention(self) -> NumberMention: ...


_LAST_WORD: Final = re.compile(r"([^\W\d_]+)\W*$")


def known_owner(
    text: str,
    m: NumberMention,
    local: Local,
    owners: Callable[[], Collection[str | None]],
) -> Local:
    """Return ``local`` without an owner that is no name and owns nothing there.

    "If you use MariaDB, you need 10.6": "need" is read as what owns 10.6, as
    "kernel" owns "kernel 6.4"; a lower-case word the material has as no owner names
    none. ``owners`` is asked only where the answer's number has an owner.
    """
    owner = local.family[2]
    if owner is None or owner == GENERIC_OWNER or owner in owners():
        return local
    word = _LAST_WORD.search(text, max(0, m.start - 30), m.start)
    if word is None or not word[1].islower():
        return local  # "HomeOS 2026.4" is HomeOS's, whatever the material has
    kind, unit, _ = local.family
    return replace(local, family=(kind, unit, None))


def preferred[P: _Placed](
    m: NumberMention, places: list[P], tolerance: float
) -> list[P]:
    """Return the places that match ``m``'s first reading, else all ``places``.

    "kl. seks" is 6:00 or 18:00: where the material has 6:00, its 18:00 is
    another time.
    """
    if not m.alternatives:
        return places
    first = replace(m, alternatives=())
    return [p for p in places if values_match(first, p.mention, tolerance)] or places


def same_owner(
    ours: NumberMention, local: Local, theirs: NumberMention, their_local: Local
) -> bool:
    """Tell whether two numbers have one owner, or one name before them.

    "kernel 2026.4" is not "HomeOS 2026.4", nor "PHP 14" "PostgreSQL 14"; a release
    ("~") is no "python".
    """
    a, b = local.family[2], their_local.family[2]
    if a is not None and b is not None and a != b:
        return False
    x, y = ours.prefix, theirs.prefix
    return not x or not y or x.lower() == y.lower()


def stated(o: NumberMention, rival: NumberMention) -> bool:
    """Whether an answer's other number ``o`` is the rival's value, of its kind."""
    return family_of(o) == family_of(rival) and values_match(o, rival, 0.0)
