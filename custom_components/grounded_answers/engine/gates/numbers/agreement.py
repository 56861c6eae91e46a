"""Which places of a value agree with the answer's number before binding weighs them.

A unit never agrees with a counted noun alone ("50 days" is no "50 charge cycles"); an
answer's "One night" meets a rate ("per night"); a clock hour meets the material's
hour written with its clock word ("8 h - 16 h"); and a number of an owner the answer
names ("kernel 2026.4") is that owner's, not another's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...text.number_names import GENERIC_OWNER
from .cues import OCCURRENCES
from .tokens import stem

if TYPE_CHECKING:
    from ...text.numbers import NumberMention
    from .local import Local
    from .material import Material, Placed


def nouns_agree(m: NumberMention, local: Local, p: Placed, mat: Material) -> bool:
    """Tell whether the answer's unit or noun agrees with the material's mention.

    A unit never agrees with a counted noun alone: "50 days" is not "50 charge
    cycles". Two counted nouns are weighed in binding, as words ("people" for
    "residents" is a paraphrase; "butter" for the sugar's 150 g a swap).
    """
    theirs = mat.local(p).noun
    if (
        m.unit not in (None, OCCURRENCES)  # "11 fois" counts what "11 tirs" counts
        and p.mention.unit is None
        and theirs
        and not local.noun
    ):
        return stem(m.unit, mat.lang) in theirs
    return True


def rated(m: NumberMention, local: Local, p: Placed, mat: Material) -> bool:
    """Whether the answer's 1 counts what a rate counts: "One night" / "per night"."""
    if p.mention.unit is not None:
        return m.unit == p.mention.unit
    return m.unit is None and bool(local.noun & mat.local(p).noun)


def clock_hour(m: NumberMention, p: Placed, mat: Material) -> bool:
    """Whether the material writes the answer's clock hour with its clock word.

    "tous les jours 8 h - 16 h" reads as hours (no "à" says it is the clock); the
    answer's "ferme à 16 h" is the clock's 16:00, and the two agree.
    """
    theirs = p.mention
    if m.unit != "o'clock" or theirs.unit != "hour":
        return False
    written = mat.text[theirs.end : theirs.span_end].strip().lower()
    return written in mat.lang.clock_after | mat.lang.clock_after_minutes


def owned_elsewhere(
    local: Local, supporters: list[Placed], mat: Material
) -> Placed | None:
    """Return the material's number of the answer's owner, if no supporter is it.

    "The release ships kernel 2026.4": the material has 2026.4 (the release) and
    "kernel 6.4"; the kernel's number is 6.4.
    """
    owner = local.family[2]
    if (
        owner is None
        or owner == GENERIC_OWNER
        or any(mat.local(p).family[2] == owner for p in supporters)
    ):
        return None
    return next(
        (
            p
            for p in mat.placed
            if mat.local(p).family[2] == owner and p not in supporters
        ),
        None,
    )
