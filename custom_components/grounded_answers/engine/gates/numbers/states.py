"""When a value holds: the state a change left ("@now") or the one before it ("@then").

Release notes and news give a new value beside the old one: "met maximaal 5.000
regels (was 2.000)", "caducan ahora a los 30 días (antes, a los 90)". A parenthesis
whose words before its number are the language's word for the past ("antes",
"previously") or its past form of "to be" ("was", "war", "era") holds the old value;
elsewhere a statement saying "now" and not "before" ("ahora", "nu", "désormais"), or
the reverse ("vroeger", "bisher"), states the one it names. The state is
a word like any other for binding: an answer saying "vroeger" names the place the
material calls the old one. The old value is of the unit of the new one it follows
(``cues``: "30 days (previously 90)").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from .tokens import WORD

if TYPE_CHECKING:
    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention

THEN: Final = "@then"
NOW: Final = "@now"
_ASIDE_REACH: Final = 40  # characters back from a number to the parenthesis it is in
_LABEL: Final = re.compile(
    r"(?:[^\W\d_]++(?:['\u2019][^\W\d_]++)?[\s\u2013\u2014-]*+){1,4}:"
)


def state_of(
    text: str, m: NumberMention, segment: tuple[int, int], lang: NumberLanguage
) -> str | None:
    """Return the state the number's words give it, or None where they give none."""
    aside = _aside_before(text, m.start)
    if aside is not None:
        said = {w.lower() for w in WORD.findall(aside)}
        if said & (lang.past | lang.was):
            return THEN
        if said & lang.present:
            return NOW
    return statement_state(text, segment, lang)


def statement_state(
    text: str, segment: tuple[int, int], lang: NumberLanguage
) -> str | None:
    """Return the state a statement says: "now" and not "before", or the reverse.

    Words a colon follows label what comes after ("Lisboa — Hoje e amanhã: … máx.
    17 °C"): a day of a forecast, not the state a change left.
    """
    spoken = text[segment[0] : segment[1]]
    if ":" in spoken:  # the search is dear; most statements hold no label
        spoken = _LABEL.sub(" ", spoken)
    statement = f" {' '.join(WORD.findall(spoken)).lower()} "
    then = any(f" {w} " in statement for w in lang.past)  # "used to be": a phrase
    now = any(f" {w} " in statement for w in lang.present)
    if then == now:
        return None
    return NOW if now else THEN


def _aside_before(text: str, at: int) -> str | None:
    """Return the words of the parenthesis ``at`` is in, up to ``at``: "(antes, "."""
    opened = _opened(text, at)
    return None if opened < 0 else text[opened + 1 : at]


def _opened(text: str, at: int) -> int:
    """Return where the parenthesis ``at`` is in opens, or -1 outside one."""
    opened = text.rfind("(", max(0, at - _ASIDE_REACH), at)
    if opened < 0 or text.find(")", opened, at) >= 0:
        return -1
    return opened
