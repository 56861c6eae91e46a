"""The layout of a material: the headings and table headers that qualify its values.

Real material sets values apart by where it puts them as much as by the words of
their sentence. A value in a table row is qualified by its column's header:

    Preisbestandteil     ab 01.01.2025    bisher (2024)
    Grundpreis           13,95 €/Monat    12,50 €/Monat

and a value under a heading line by that heading, until a blank line ends the
section ("Afgange fra Sejerø" above a timetable's lines, "Children aged 12 to 15
years:" above a dose). ``context`` returns, for a place in the material, the spans
whose words qualify it there; ``Material`` reads them as the place's own tokens.
Tables are read by ``tables``. A heading is a short line without a closing full stop
and without a measured value, or a line that ends with a colon; the title line
opening the material is its topic (``topic``), no heading. A line's label
("Kaltmiete: 820 €", "Junior ...... £18.50") names its values, and each item of a
line its own; a name a spaced dash sets before a line ("Lisboa — Hoje: …
Probabilidade: 70 %.") names every sentence of it, labelled or not.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from .cues import family_of
from .labels import read_labels
from .slots import Slots, read_slots, slot_of
from .tables import (
    Table,
    cells_of,
    column_of,
    in_label,
    read_tables,
    row_label,
    stripped,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.numbers import NumberMention

_HEADING_WORDS: Final = 8
_NAME_BEFORE: Final = re.compile(r"(?<![^\W\d_])[^\W\d_a-zà-ÿ][^\W\d_]* $")
_INDENT: Final = re.compile(r"\s*")
_BRACKETED: Final = re.compile(r"\([^()]*\)")
_SENTENCE_END: Final = (".", "!", "?", ";", ",")

type Span = tuple[int, int]


@dataclass(slots=True)
class Layout:
    """Where a material's lines stand: in which section, in which table column."""

    text: str
    starts: list[int] = field(default_factory=list)  # line starts, in order
    headings: dict[int, Span] = field(default_factory=dict)  # line start -> heading
    tables: dict[int, Table] = field(default_factory=dict)  # row start -> table
    # line start -> the labels of its items, the one opening the line first
    labels: dict[int, list[Span]] = field(default_factory=dict)
    # line start -> the name a dash sets before its sentences ("Lisboa — Hoje: …")
    names: dict[int, Span] = field(default_factory=dict)
    # a heading line's start -> the lines it heads ("Children aged 10 to 11 years:")
    sections: dict[int, Span] = field(default_factory=dict)
    slots: dict[Span, Slots | None] = field(default_factory=dict)  # read on demand

    def label(self, at: int) -> Span | None:
        """Return the label of the line's item that holds offset ``at``, if any.

        "Voksne: 145 kr. · Børn 4-11 år: 75 kr.": the 75 is the children's.
        """
        index = bisect.bisect_right(self.starts, at) - 1
        found = self.labels.get(self.starts[index], []) if index >= 0 else []
        return next((s for s in reversed(found) if s[1] <= at), None)

    def name(self, at: int) -> Span | None:
        """Return the name a dash sets before the line holding offset ``at``, if any."""
        index = bisect.bisect_right(self.starts, at) - 1
        found = self.names.get(self.starts[index]) if index >= 0 else None
        return found if found is not None and found[1] <= at else None

    def heading(self, at: int) -> Span | None:
        """Return the heading of the section holding offset ``at``, if any."""
        index = bisect.bisect_right(self.starts, at) - 1
        return self.headings.get(self.starts[index]) if index >= 0 else None

    def section_below(self, at: int) -> Span | None:
        """Return the lines a heading holding offset ``at`` heads, if it is one.

        "Children aged 10 to 11 years:" is the age of what follows: "1 tablet …";
        the number opening "6.5 Engine oil" numbers the section, it says nothing of it.
        """
        index = bisect.bisect_right(self.starts, at) - 1
        if index < 0 or self.starts[index] not in self.sections:
            return None
        line = self.starts[index]
        opening = _INDENT.match(self.text, line).end()  # type: ignore[union-attr]
        return None if at <= opening else self.sections[line]

    def _heads_labels(self, table: Table, label: Span) -> Span | None:
        """Return the header cell above a row's label, where the header has one."""
        first = table.header[0] if table.header else None
        return first if first is not None and _above(self.text, first, label) else None

    def _slotted(self, line: int, at: int) -> list[Span] | None:
        """Return the heading's spans for the value's slot, where it names slots."""
        heading = self.headings.get(line)
        if heading is None:
            return None
        if heading not in self.slots:
            self.slots[heading] = read_slots(self.text, heading)
        slots = self.slots[heading]
        end = self.text.find("\n", line)
        span = (line, end if end != -1 else len(self.text))
        return None if slots is None else slot_of(self.text, span, at, slots)

    def context(self, at: int) -> list[Span]:
        """Return the spans qualifying the value at offset ``at``: heading, header."""
        index = bisect.bisect_right(self.starts, at) - 1
        if index < 0:
            return []
        line = self.starts[index]
        found = [self.headings[line]] if line in self.headings else []
        slotted = self._slotted(line, at)
        if (
            slotted is not None
        ):  # "Hamburg 12° / 8° - …" under "(heute Höchst/Tiefst - …)"
            found = slotted
        table = self.tables.get(line)
        if table is not None:
            column = column_of(self.text, line, at, table)
            if column is not None:
                found.append(column)
                label = row_label(self.text, line)
                if label is not None:  # "Eco 50° | 50 °C | 225": the Eco's minutes
                    found.append(label)
                    # what the labels are: "Program" above "Eco 50°", "Glas 40°"
                    heads = self._heads_labels(table, label)
                    if heads is not None and heads != column:
                        found.append(heads)
            elif in_label(self.text, line, at):
                found.extend(table.header)  # a row's label heads all its columns
            else:  # the second cell of a row's label: "Cottage 4 pers. - 28 m²"
                found.extend(filter(None, [row_label(self.text, line)]))
        return found


def _above(text: str, upper: Span, lower: Span) -> bool:
    """Whether cell ``upper`` stands over cell ``lower`` (columns, from each line)."""
    up = upper[0] - (text.rfind("\n", 0, upper[0]) + 1)
    low = lower[0] - (text.rfind("\n", 0, lower[0]) + 1)
    return up < low + (lower[1] - lower[0]) and low < up + (upper[1] - upper[0])


def read_layout(text: str, mentions: Sequence[NumberMention]) -> Layout:
    """Read the headings and tables of ``text``, whose numbers are ``mentions``."""
    layout = Layout(text)
    lines = _lines(text)
    layout.starts = [start for start, _ in lines]
    starts = [m.start for m in mentions]
    cells = [cells_of(text, span) for span in lines]
    valued = [
        _valued((row[1][0], span[1]) if len(row) > 1 else span, mentions, starts)
        for span, row in zip(lines, cells, strict=True)
    ]
    in_table = read_tables(layout.tables, text, lines, cells, valued)
    read_labels(text, lines, layout.labels, layout.names)
    heading: Span | None = None
    for k, (start, end) in enumerate(lines):
        if not text[start:end].strip():
            heading = None  # a blank line ends the section
            continue
        if (
            k
            and k not in in_table
            and (
                len(cells[k]) == 1
                or _noted(text, cells[k], valued[k])
                or read_slots(text, (start, end)) is not None
            )
            and _heading(
                text, (start, end), _numbered(text, lines[k], mentions, starts)
            )
        ):
            heading = stripped(text, (start, end))
            continue
        if heading is not None:
            layout.headings[start] = heading
            head = layout.starts[bisect.bisect_right(layout.starts, heading[0]) - 1]
            layout.sections[head] = (layout.sections.get(head, (start, end))[0], end)
    return layout


def _lines(text: str) -> list[Span]:
    """Return the spans of the lines of ``text``, blank ones too."""
    out: list[Span] = []
    at = 0
    for line in text.split("\n"):
        out.append((at, at + len(line)))
        at += len(line) + 1
    return out


def _valued(span: Span, mentions: Sequence[NumberMention], starts: list[int]) -> bool:
    """Whether a line holds a number past its first cell (its label may hold some).

    "Tyre size 205/55 R16 91V … Front  Rear" heads; "Battery  4,300 mAh" is a row.
    """
    low = bisect.bisect_left(starts, span[0])
    high = bisect.bisect_left(starts, span[1], low)
    return any(m.kind != "name" for m in mentions[low:high])  # "Nova X7" names


def _noted(text: str, cells: list[Span], valued: bool) -> bool:
    """Whether a line is a name and a note after a dash: "Fibre 500 - most popular"."""
    if valued or len(cells) != 2:  # noqa: PLR2004 - the name and its note
        return False
    return text[cells[0][1] : cells[1][0]].strip() in ("\u2013", "\u2014")


def _numbered(
    text: str, span: Span, mentions: Sequence[NumberMention], starts: list[int]
) -> bool:
    """Whether a line holds a measure, or a number but a year, a section's or a name's.

    "9.5 Engine oil" and "Fibre 500" head lines; "£41.99 a month" does not.
    """
    low = bisect.bisect_left(starts, span[0])
    high = bisect.bisect_left(starts, span[1], low)
    first = stripped(text, span)[0]
    inside = mentions[low:high]
    return any(
        _measure(m)
        or (
            m.kind != "year"
            and m.start > first
            and not (len(inside) == 1 and _named(text, m))
        )
        for m in inside
    )


def _measure(m: NumberMention) -> bool:
    """Whether a number is a measure: "£41.99", "150 g", not "3 May" nor "14:00"."""
    return m.unit is not None and family_of(m) not in ("day", "time")


def _named(text: str, m: NumberMention) -> bool:
    """Whether a bare number is part of the name before it: "Fibre 500", "Kanal 6"."""
    before = _NAME_BEFORE.search(text, max(0, m.start - 40), m.start)
    return m.kind == "cardinal" and before is not None


def _heading(text: str, span: Span, numbered: bool) -> bool:
    """Whether a line of one cell heads the lines below it.

    A line closing with a colon does ("Children aged 12 to 15 years:"), as does a
    short one without a closing mark and without a number but a year or its section
    number ("Afgange fra Sejerø", "HORÁRIO", "Tarifas 2024", "9.5 Engine oil").
    """
    line = text[span[0] : span[1]].strip()
    if line.endswith(":"):
        return True
    if numbered or line.endswith(_SENTENCE_END) or ":" in line:
        return False
    # what a bracket says of the lines below counts for no words of the heading's own
    return len(_BRACKETED.sub("", line).split()) <= _HEADING_WORDS
