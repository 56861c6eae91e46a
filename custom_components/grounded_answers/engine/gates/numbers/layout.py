"""The layout of a material: the headings and table headers that qualify its values.

Real material sets values apart by where it puts them as much as by the words of
their sentence. A value in a table row is qualified by its column's header:

    Preisbestandteil     ab 01.01.2025    bisher (2024)
    Grundpreis           13,95 €/Monat    12,50 €/Monat

and a value under a heading line by that heading, until a blank line ends the
section ("Afgange fra Sejerø" above a timetable's lines, "Children aged 12 to 15
years:" above a dose). ``context`` returns, for a place in the material, the spans
whose words qualify it there; ``Material`` reads them as the place's own tokens.

A table is a block of lines whose cells are set apart by tabs, runs of spaces or
spaced dashes and bars; its first line is the header where its cells hold no
measured value. A column is found by the cell's index where header and row have as
many cells, or where tabs set the header's apart (counted from the right: a row's
label may take two cells), else by where the cell stands on the line (columns lined
up with spaces). A heading is a short line without a closing full stop and without a
measured value, or a line that ends with a colon; the title line opening the
material is its topic (``topic``), no heading.
"""

from __future__ import annotations

import bisect
import itertools
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.numbers import NumberMention

# Cells: a tab, a run of spaces, or a spaced dash or bar ("Coton — 90 °C — 9 kg").
_CELL_GAP: Final = re.compile(r"\t+\s*| {2,}| [\u2014\u2013|] ")
# A label opening a line names what all its sentences say: "Tomorrow (Fri): …".
_LINE_LABEL: Final = re.compile(r"\s*[^\W\d](?:[^\n:;.!?(]|\([^)\n:;]*\)){0,40}:(?=\s)")
# A later item's own label on the line: "… · Børn 4-11 år: 75 kr."
_ITEM_LABEL: Final = re.compile(
    r"[\u00b7|;]\s*([^\W\d](?:[^\n:;.!?(\u00b7|]|\([^)\n:;]*\)){0,40}):(?=\s)"
)
_HEADING_WORDS: Final = 8
_SENTENCE_END: Final = (".", "!", "?", ";", ",")

type Span = tuple[int, int]


@dataclass(frozen=True, slots=True)
class _Table:
    """A header's cells and the rows it heads (line starts)."""

    header: tuple[Span, ...]
    by_index: bool  # columns by the cell's index, else by its place on the line
    rows: frozenset[int]


@dataclass(slots=True)
class Layout:
    """Where a material's lines stand: in which section, in which table column."""

    text: str
    starts: list[int] = field(default_factory=list)  # line starts, in order
    headings: dict[int, Span] = field(default_factory=dict)  # line start -> heading
    tables: dict[int, _Table] = field(default_factory=dict)  # row start -> table
    # line start -> the labels of its items, the one opening the line first
    labels: dict[int, list[Span]] = field(default_factory=dict)

    def label(self, at: int) -> Span | None:
        """Return the label of the line's item that holds offset ``at``, if any.

        "Voksne: 145 kr. · Børn 4-11 år: 75 kr.": the 75 is the children's.
        """
        index = bisect.bisect_right(self.starts, at) - 1
        found = self.labels.get(self.starts[index], []) if index >= 0 else []
        return next((s for s in reversed(found) if s[1] <= at), None)

    def heading(self, at: int) -> Span | None:
        """Return the heading of the section holding offset ``at``, if any."""
        index = bisect.bisect_right(self.starts, at) - 1
        return self.headings.get(self.starts[index]) if index >= 0 else None

    def context(self, at: int) -> list[Span]:
        """Return the spans qualifying the value at offset ``at``: heading, header."""
        index = bisect.bisect_right(self.starts, at) - 1
        if index < 0:
            return []
        line = self.starts[index]
        found = [self.headings[line]] if line in self.headings else []
        table = self.tables.get(line)
        if table is not None:
            column = _column(self.text, line, at, table)
            if column is not None:
                found.append(column)
                label = _row_label(self.text, line)
                if label is not None:  # "Eco 50° | 50 °C | 225": the Eco's minutes
                    found.append(label)
            elif _in_label(self.text, line, at):
                found.extend(table.header)  # a row's label heads all its columns
            else:  # the second cell of a row's label: "Cottage 4 pers. - 28 m²"
                found.extend(filter(None, [_row_label(self.text, line)]))
        return found


def read_layout(text: str, mentions: Sequence[NumberMention]) -> Layout:
    """Read the headings and tables of ``text``, whose numbers are ``mentions``."""
    layout = Layout(text)
    lines = _lines(text)
    layout.starts = [start for start, _ in lines]
    starts = [m.start for m in mentions]
    cells = [_cells(text, span) for span in lines]
    valued = [
        _valued((row[1][0], span[1]) if len(row) > 1 else span, mentions, starts)
        for span, row in zip(lines, cells, strict=True)
    ]
    in_table = _read_tables(layout, lines, cells, valued)
    for start, end in lines:
        label = _LINE_LABEL.match(text, start, end)
        if label is not None:  # "Today: Sunny spells. High 11°C, low 4°C."
            layout.labels[start] = [_stripped(text, (start, label.end() - 1))]
            layout.labels[start] += [
                _stripped(text, (item.start(1), item.end(1)))
                for item in _ITEM_LABEL.finditer(text, label.end(), end)
            ]
    heading: Span | None = None
    for k, (start, end) in enumerate(lines):
        if not text[start:end].strip():
            heading = None  # a blank line ends the section
            continue
        if (
            k
            and k not in in_table
            and len(cells[k]) == 1
            and _heading(
                text, (start, end), _numbered(text, lines[k], mentions, starts)
            )
        ):
            heading = _stripped(text, (start, end))
            continue
        if heading is not None:
            layout.headings[start] = heading
    return layout


def _read_tables(
    layout: Layout,
    lines: list[Span],
    cells: list[list[Span]],
    valued: list[bool],
) -> set[int]:
    """Find the tables among ``lines``; return the indices of their lines."""
    taken: set[int] = set()
    k = 0
    while k < len(lines):
        end = k
        while end < len(lines) and len(cells[end]) >= 2:  # noqa: PLR2004
            end += 1
        # A line above a block's first row heads it where its cells name columns:
        # each opens with a word ("Krippe (unter 3 Jahren)", "ab 01.01.2025"), as no
        # value does. Of several, the one with about as many cells as the rows (a
        # heading above it has fewer), the first of those.
        names = [_names_columns(layout.text, cells[j]) for j in range(k, end)]
        first = next((j for j in range(k, end) if valued[j] and not names[j - k]), end)
        named = [j for j in range(k, first) if names[j - k]]
        if named and first < end:
            width = len(cells[first])
            head = min(named, key=lambda j: (abs(width - len(cells[j])), j))
            header = tuple(cells[head])
            rows = [j for j in range(first, end) if valued[j]]
            counts = {len(cells[j]) for j in rows}
            # Tabs set cells apart, not positions: where a row's label takes two
            # cells ("Mobil-home Cottage 4 pers. - 2 ch."), its values still stand
            # under the header's last cells.
            by_index = counts == {len(header)} or (
                _tabbed(layout.text, header) and min(counts, default=0) > len(header)
            )
            if rows and (by_index or _spaced(layout.text, header)):
                table = _Table(header, by_index, frozenset(lines[j][0] for j in rows))
                for j in rows:
                    layout.tables[lines[j][0]] = table
                taken.update(range(k, end))
        k = max(end, k + 1)
    return taken


def _row_label(text: str, line: int) -> Span | None:
    """Return the first cell of the row at ``line``: its label."""
    row = _cells(text, (line, text.find("\n", line) % (len(text) + 1)))
    return row[0] if row else None


def _in_label(text: str, line: int, at: int) -> bool:
    """Whether offset ``at`` lies in the first cell of the row at ``line``."""
    row = _cells(text, (line, text.find("\n", line) % (len(text) + 1)))
    return bool(row) and row[0][0] <= at < row[0][1]


def _column(text: str, line: int, at: int, table: _Table) -> Span | None:
    """Return the header cell above the value at ``at`` on the row at ``line``."""
    row = _cells(text, (line, text.find("\n", line) % (len(text) + 1)))
    if table.by_index:
        index = next((i for i, (a, b) in enumerate(row) if a <= at < b), None)
        if index is not None:
            index -= max(0, len(row) - len(table.header))  # aligned on the right
        if index is None or index <= 0 or index >= len(table.header):
            return None  # the row's own label, or a cell past the header's
        return table.header[index]
    cell = next(((a, b) for a, b in row if a <= at < b), None)
    if cell is None or cell == row[0]:
        return None
    left, right = cell[0] - line, cell[1] - line
    header_line = text.rfind("\n", 0, table.header[0][0]) + 1
    best, overlap = None, 0
    for a, b in table.header:
        shared = min(right, b - header_line) - max(left, a - header_line)
        if shared > overlap:
            best, overlap = (a, b), shared
    if best is None:  # no overlap: the nearest header cell by its middle
        middle = (left + right) / 2
        best = min(
            table.header,
            key=lambda c: abs((c[0] + c[1]) / 2 - header_line - middle),
        )
    if best == table.header[0] and best[0] == header_line:
        return None  # the header of the rows' labels
    return best


def _lines(text: str) -> list[Span]:
    """Return the spans of the lines of ``text``, blank ones too."""
    out: list[Span] = []
    at = 0
    for line in text.split("\n"):
        out.append((at, at + len(line)))
        at += len(line) + 1
    return out


def _cells(text: str, span: Span) -> list[Span]:
    """Return the cells of a line: its stretches between gaps, stripped."""
    start, end = span
    out: list[Span] = []
    at = start
    for gap in _CELL_GAP.finditer(text, start, end):
        if gap.start() > at:
            out.append((at, gap.start()))
        at = gap.end()
    if at < end:
        out.append((at, end))
    return [_stripped(text, cell) for cell in out if text[cell[0] : cell[1]].strip()]


def _names_columns(text: str, cells: list[Span]) -> bool:
    """Whether a line's cells past its first all open with a letter: a header."""
    return len(cells) > 1 and all(text[a].isalpha() for a, _ in cells[1:])


def _spaced(text: str, header: tuple[Span, ...]) -> bool:
    """Whether a header's cells are set apart by spaces (columns by position)."""
    between = [text[a[1] : b[0]] for a, b in itertools.pairwise(header)]
    return bool(between) and all(not gap.strip() for gap in between)


def _tabbed(text: str, header: tuple[Span, ...]) -> bool:
    """Whether a header's cells are set apart by tabs."""
    between = [text[a[1] : b[0]] for a, b in itertools.pairwise(header)]
    return bool(between) and all("\t" in gap for gap in between)


def _valued(span: Span, mentions: Sequence[NumberMention], starts: list[int]) -> bool:
    """Whether a line holds a number past its first cell (its label may hold some).

    "Tyre size 205/55 R16 91V … Front  Rear" heads; "Battery  4,300 mAh" is a row.
    """
    low = bisect.bisect_left(starts, span[0])
    high = bisect.bisect_left(starts, span[1], low)
    return any(m.kind != "name" for m in mentions[low:high])  # "Nova X7" names


def _numbered(
    text: str, span: Span, mentions: Sequence[NumberMention], starts: list[int]
) -> bool:
    """Whether a line holds a number other than a year or its own section number."""
    low = bisect.bisect_left(starts, span[0])
    high = bisect.bisect_left(starts, span[1], low)
    first = _stripped(text, span)[0]
    return any(m.kind != "year" and m.start > first for m in mentions[low:high])


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
    return len(line.split()) <= _HEADING_WORDS


def _stripped(text: str, span: Span) -> Span:
    """Return ``span`` without the whitespace at its ends."""
    start, end = span
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end
