"""The labels of a material's lines: what names the values of one line.

A label before a colon ("Kaltmiete: 820 €", "Tomorrow (Fri): …") names every value of
its line, and each item of a line its own ("Voksne: 145 kr. · Børn 4-11 år: 75 kr.");
dot leaders set a label apart from its value ("Junior ...... £18.50"); a name a
spaced dash sets before a line's sentences names them all ("Lisboa — Hoje: … 70 %.").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from .tables import stripped

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .local import Local

type Span = tuple[int, int]

# A table's cell opens after a tab, a run of spaces or a bar, not after a comma: "\t",
# "  € ", "| " ("47 points,  eight more" is prose with a stray space).
_CELL: Final = re.compile(r"(?<![,;.:!?])(?:\t| {2,}|\|)[ \u00a0]*\S{0,2}$")
_CELL_REACH: Final = 8
# A label opening a line names what all its sentences say: "Tomorrow (Fri): …".
_LINE_LABEL: Final = re.compile(r"\s*[^\W\d](?:[^\n:;.!?(]|\([^)\n:;]*\)){0,40}:(?=\s)")
# A name a spaced dash sets before its line's sentences: "Lisboa — Hoje: céu nublado;
# mín. 14 °C. Probabilidade de precipitação: 70 %." (a short run of words without
# digits, where a labelled statement or another sentence follows the dash: a result
# line, "Eintracht Frankfurt - SV Werder Bremen 3:1", is none).
_DASH_LABEL: Final = re.compile(
    r"\s*([^\W\d_][^\W\d_'\u2019.-]*(?:\s+[^\W\d_][^\W\d_'\u2019.-]*){0,3})"
    r"\s+[\u2013\u2014-]\s+(?=[^\W\d_])(?=[^\n]*?[:.!?]\s)"
)
# A label dot leaders set apart from its value: "Adult Peak (any time) ...... £42.50".
_LEADER_LABEL: Final = re.compile(r"\s*([^\W_][^\n]{0,80}?)\s*(?:\.{3,}|\u2026+)\s+\S")
# A later item's own label on the line: "… · Børn 4-11 år: 75 kr."
_ITEM_LABEL: Final = re.compile(
    r"[\u00b7|;]\s*([^\W\d](?:[^\n:;.!?(\u00b7|]|\([^)\n:;]*\)){0,40}):(?=\s)"
)
# Another name set before a dash later on the line: "… 22 °C. Hamburg - heute: …"
_NEXT_NAME: Final = re.compile(
    r"[.;!?]\s+[^\W\d_][^\W\d_'\u2019.-]*(?:\s+[^\W\d_][^\W\d_'\u2019.-]*){0,3}"
    r"\s+[\u2013\u2014-]\s"
)


def read_labels(
    text: str,
    lines: Sequence[Span],
    labels: dict[int, list[Span]],
    names: dict[int, Span],
) -> None:
    """Fill ``labels`` (line start -> its items' labels) and ``names`` (-> its name)."""
    for start, end in lines:
        label = _LINE_LABEL.match(text, start, end)
        dashed = _DASH_LABEL.match(text, start, end)
        if dashed is not None and _one_name(text, dashed.end(), end):
            names[start] = dashed.span(1)  # "Lisboa — Hoje: …": Lisbon's, all the line
        if label is not None:  # "Today: Sunny spells. High 11°C, low 4°C."
            labels[start] = [stripped(text, (start, label.end() - 1))]
            labels[start] += [
                stripped(text, (item.start(1), item.end(1)))
                for item in _ITEM_LABEL.finditer(text, label.end(), end)
            ]
        elif (leader := _LEADER_LABEL.match(text, start, end)) is not None:
            labels[start] = [leader.span(1)]  # "Junior ...... £18.50"


def _one_name(text: str, at: int, end: int) -> bool:
    """Whether a dash's name is its line's only one, and no score follows its colon.

    "Berlin - heute: 22 °C. Hamburg - heute: 18 °C." names two cities on one line;
    "Bayern - Dortmund: 2:1" is a result.
    """
    colon = text.find(":", at, end)
    if colon != -1 and text[colon + 1 : colon + 3].strip()[:1].isdigit():
        return False
    return _NEXT_NAME.search(text, at, end) is None


def laid_out(local: Local, text: str, at: int) -> bool:
    """Whether a place stands on a line of its own: labelled, or a table's cell.

    Prose restating a value gives it more words than one place says ("Studenti
    24.570" and "… gli iscritti erano 24.570"); lines laid out apart each say what
    their value is, and a value standing on two ("Amanhã: … máx. 18 °C", "Funchal —
    Hoje e amanhã: … mín. 18 °C") is judged on each (``binding``).
    """
    return bool(local.heading or local.labelled or in_cell(text, at))


def in_cell(text: str, at: int) -> bool:
    """Whether the number at ``at`` opens a table's cell: "Docenti  1.012", "| 918".

    Such a line names what it counts by its label, and leaves no noun out.
    """
    return _CELL.search(text, max(0, at - _CELL_REACH), at) is not None
