"""Tables in a material: a header's cells and the rows whose values stand under them.

A table is a block of lines whose cells are set apart by tabs, runs of spaces or
spaced dashes and bars; the line above its first valued row heads it where its cells
name columns. A value's column is found by the cell's index where header and row
have as many cells, or where tabs set the header's apart (counted from the right: a
row's label may take two cells), else by where the cell stands on the line (columns
lined up with spaces). ``layout`` reads the headings and labels around them.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Final

type Span = tuple[int, int]

# Cells: a tab, a run of spaces, or a spaced dash or bar ("Coton — 90 °C — 9 kg").
_CELL_GAP: Final = re.compile(r"\t+\s*| {2,}| [\u2014\u2013|] ")
_BAR_GAP: Final = re.compile(r"\t+\s*| {2,}| \| ")


@dataclass(frozen=True, slots=True)
class Table:
    """A header's cells and the rows it heads (line starts)."""

    header: tuple[Span, ...]
    by_index: bool  # columns by the cell's index, else by its place on the line
    rows: frozenset[int]


def read_tables(
    tables: dict[int, Table],
    text: str,
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
        names = [_names_columns(text, cells[j]) for j in range(k, end)]
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
                _tabbed(text, header) and min(counts, default=0) > len(header)
            )
            if rows and (by_index or _spaced(text, header)):
                table = Table(header, by_index, frozenset(lines[j][0] for j in rows))
                for j in rows:
                    tables[lines[j][0]] = table
                taken.update(range(k, end))
        k = max(end, k + 1)
    return taken


def row_label(text: str, line: int) -> Span | None:
    """Return the first cell of the row at ``line``: its label."""
    row = cells_of(text, (line, text.find("\n", line) % (len(text) + 1)))
    return row[0] if row else None


def in_label(text: str, line: int, at: int) -> bool:
    """Whether offset ``at`` lies in the first cell of the row at ``line``."""
    row = cells_of(text, (line, text.find("\n", line) % (len(text) + 1)))
    return bool(row) and row[0][0] <= at < row[0][1]


def column_of(text: str, line: int, at: int, table: Table) -> Span | None:
    """Return the header cell above the value at ``at`` on the row at ``line``."""
    row = cells_of(text, (line, text.find("\n", line) % (len(text) + 1)))
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


def cells_of(text: str, span: Span) -> list[Span]:
    """Return the cells of a line: its stretches between gaps, stripped."""
    start, end = span
    out: list[Span] = []
    at = start
    # a line set out with bars keeps its dashes: "Nantes - Saint-Nazaire | 13,20 €"
    gaps = _BAR_GAP if " | " in text[start:end] else _CELL_GAP
    for gap in gaps.finditer(text, start, end):
        if gap.start() > at:
            out.append((at, gap.start()))
        at = gap.end()
    if at < end:
        out.append((at, end))
    return [stripped(text, cell) for cell in out if text[cell[0] : cell[1]].strip()]


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


def stripped(text: str, span: Span) -> Span:
    """Return ``span`` without the whitespace at its ends."""
    start, end = span
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end
