"""When a value holds: the state a change left ("@now") or the one before it ("@then").

Release notes and news give a new value beside the old one: "met maximaal 5.000
regels (was 2.000)", "caducan ahora a los 30 días (antes, a los 90)". A parenthesis
whose words before its number are the language's word for the past ("antes",
"previously") or its past form of "to be" ("was", "war", "era") holds the old value;
elsewhere a statement saying "now" and not "before" ("ahora", "nu", "désormais"), or
the reverse ("vroeger", "bisher", "tot nu toe"), states the one it names. The state is
a word like any other for binding: an answer saying "vroeger" names the place the
material calls the old one. The old value is the same end of a range as the new one
it follows ("up to 5,000 rows (was 2,000)": ``restated_ends``), and of its unit
(``cues``: "30 days (previously 90)").
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from .tokens import WORD

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention
    from .cues import Family
    from .local import Local

THEN: Final = "@then"
NOW: Final = "@now"
_ASIDE_REACH: Final = 40  # characters back from a number to the parenthesis it is in
_ENDS: Final = frozenset({"@from", "@to"})
_RESTATING: Final = re.compile(r"[^\w.;:]{0,3}[^\W\d_]{0,12}\s?\(")  # "5,000 rows ("
_LABEL: Final = re.compile(r"(?:[^\W\d_]+[\s\u2013\u2014-]*){1,4}:")


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
    # Words a colon follows label what comes after ("Lisboa — Hoje e amanhã: … máx.
    # 17 °C"): a day of a forecast, not the state a change left.
    spoken = text[segment[0] : segment[1]]
    if ":" in spoken:  # the search is dear; most statements hold no label
        spoken = _LABEL.sub(" ", spoken)
    statement = f" {' '.join(WORD.findall(spoken)).lower()} "
    then = [w for w in lang.past if f" {w} " in statement]
    for phrase in then:  # "tot nu toe" says nothing of now
        statement = statement.replace(f" {phrase} ", " ")
    now = any(f" {w} " in statement for w in lang.present)
    if bool(then) == now:
        return None
    return NOW if now else THEN


def restated_ends(
    found: dict[int, Local],
    text: str,
    mentions: Sequence[NumberMention],
    families: list[Family],
) -> None:
    """Give an old value the end of the value its parenthesis follows.

    "up to 5,000 rows (was 2,000)": the old limit was a limit too, the end of a
    range as the new one is.
    """
    for i, m in enumerate(mentions):
        local = found.get(i)
        if i == 0 or local is None or THEN not in local.weights:
            continue
        j, opened = i - 1, _opened(text, m.start)
        before = found.get(j)
        if (
            opened < 0
            or before is None
            or families[j] != families[i]
            or not _RESTATING.fullmatch(text, mentions[j].end, opened + 1)
            or not (ends := before.weights.keys() & _ENDS)
        ):
            continue
        # Its own end ("bisher": where a change came from) gives way to the limit's.
        weights = {t: w for t, w in local.weights.items() if t not in _ENDS}
        weights |= dict.fromkeys(ends, 1.0)
        found[i] = replace(local, tokens=frozenset(weights), weights=weights)


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
