"""Where a number sits: the tokens a sentence attaches to each of its numbers.

A sentence is cut into pieces at commas, semicolons, dashes, list dots and the
language's conjunctions. Each piece holding numbers is a segment; a piece without one
joins a neighbour (the next when it leads or opens with a conjunction, else the one
before), and a trailing piece belongs to every segment. A number takes the tokens of
its segment only, so the words beside another number ("jährlich 6 Millionen
Menschen") say nothing about it.

Segments holding numbers of one family ("the main network uses channel 6 and the guest
network channel 11") are aligned on what they share (the frame: "network", "channel",
the number): inside one gap of the frame, tokens are paired one to one, from the end
whose word shapes agree (capitalised with capitalised, lower case with lower case); a
token of an earlier segment left without a partner is elided from the later one and
belongs to both ("uses" goes with channel 11 too), while paired tokens are evidence
for their own number ("main" / "guest"). No word list decides this, in any language.

Each number also gets its counted noun (the words right after it and its unit: "50
charge cycles", "200 g Zucker"; a part, "seven of them", counts its whole's, ``parts``),
the end of a range it names ("@from" / "@to", from the range, the word before it, or
for a time the language's start and end words), and whether it stands on a label line
("Elevation: 3,776 m").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from .alignment import align
from .between import apart
from .clauses import carried_subject, carry, finite_verb, inherit, opens_clause
from .cues import Family, family_key, measured
from .cuts import cut, depths
from .local import Local
from .parts import part_of, related, wholes_of
from .place import counted_noun, range_role, role_verbs
from .reading import Item, sequence, sequence_at, weights
from .states import state_of
from .tokens import WORD, dimension, stem

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention

# A line that opens with its label ("Temperatura di mandata: regolabile …; 65 °C").
_LABELS: Final = re.compile(r"[^\W\d][^\W\d/-]*:(?=\s)")  # "Wolle:", "Kurz:"
MAX_NUMBERS: Final = 48
MAX_SENTENCE: Final = 4000  # characters
# A line's label may hold numbers in parentheses: "Full load (5 occupants):".
_LEAD_LABEL: Final = re.compile(
    r"\s*(?:[-\u2013\u2014\u2022*]\s+)?[^\W\d](?:[^\n:;\d(]|\([^)\n:;]*\)){0,60}:(?=\s)"
)
_LABEL: Final = re.compile(
    r"(?:^|[\u00b7|;])\s*[^\W\d][^\n:\t\u00b7|;]{0,40}(?::|\t)\s*(?:\(|$)"
)


def attach(
    text: str,
    masked: str,
    span: tuple[int, int],
    mentions: Sequence[NumberMention],
    lang: NumberLanguage,
    names: frozenset[str] = frozenset(),
) -> list[Local]:
    """Return each of ``mentions``' ``Local`` (those of ``text[span]``), in order.

    ``names`` are the stems known to be names (``reading.capitalised``), whatever
    shape a word opening the sentence has.

    A sentence holding more numbers than ``MAX_NUMBERS`` (a list, a table pasted as
    one line) is not read for places: its numbers count as values only, so a long
    list costs linear time and never decides a binding.
    """
    start, end = span
    if len(mentions) > MAX_NUMBERS or end - start > MAX_SENTENCE:
        return [Local(frozenset(), frozenset(), span, family_key(m)) for m in mentions]
    nouns = [counted_noun(masked, m, lang) for m in mentions]
    wholes = wholes_of(text, span, mentions, lang)
    families = [
        family_key(
            m,
            mentions,
            counted=bool(noun or (whole is not None and nouns[whole])),
            text=text,
            conjunctions=lang.conjunctions,
            restating=lang.past | lang.was,
        )
        for m, noun, whole in zip(mentions, nouns, wholes, strict=True)
    ]
    first = next(iter(WORD.finditer(text, start, end)), None)
    sentence_start = first.start() if first else start
    opening = stem(first[0], lang) if first else None
    if opening in names or (opening is not None and dimension(opening)):
        opening = None  # its shape is known, or says nothing

    def read(seg: tuple[int, int], family: Family | None) -> list[Item]:
        return sequence(
            text, masked, seg, mentions, families, family, lang, sentence_start, names
        )

    def read_at(seg: tuple[int, int], family: Family) -> list[tuple[int, Item]]:
        return sequence_at(
            text, masked, seg, mentions, families, family, lang, sentence_start, names
        )

    statements, common = cut(text, start, end, mentions, lang, soft=False)
    starts = [m.start for m in mentions]
    label = _LEAD_LABEL.match(text, start, end)
    depth = depths(text, start, end)
    items = list(_LABELS.finditer(text, label.end(), end)) if label else []
    heading: frozenset[str] = frozenset()
    if label and not any(depth[m.start() - start] == 0 for m in items):
        # "Temperatura di mandata: regolabile da 25 a 80 °C, … 65 °C" heads its line;
        # "- Baumwolle: ... - Wolle: ..." labels one item each.
        common.append((start, label.end()))
        heading = frozenset(weights(read((start, label.end()), None)))
    shared: dict[str, float] = {}
    for piece in common:
        shared |= weights(read(piece, None))
    lead = _lead(statements[0], mentions, read)
    by_family: dict[Family, list[int]] = {}
    for index, family in enumerate(families):
        by_family.setdefault(family, []).append(index)
    found: dict[int, Local] = {}
    for family, members in by_family.items():
        ours = [mentions[i] for i in members]
        segments, closing = _familycut(
            text, statements, measured(mentions, families, family), lang, mentions
        )
        closed = {
            t: w for piece in closing for t, w in weights(read(piece, None)).items()
        }
        homes = {i: _home(segments, mentions[i]) for i in members}
        used = sorted(set(homes.values()))
        placed_items = [read_at(segments[k], family) for k in used]
        sequences = [[item for _, item in seq] for seq in placed_items]
        tokens, borrowed, paired = align(
            sequences,
            capitalised_nouns=lang.capitalised_nouns,
            clauses=[opens_clause(text, segments[k], lang) for k in used],
            verbs=[
                finite_verb(masked, segments[k], [m.start for m in ours], lang)
                for k in used
            ],
            # A time's verb says which end it is: one left out is the frame's.
            roles=role_verbs(lang) if family[0] == "time" else frozenset(),
        )
        carried = carried_subject(
            text, statements, segments[used[0]], starts, lang, lambda s: read(s, None)
        )  # "… y 7 rebotes en solo 18 minutos" are Pérez's
        carry(
            tokens,
            carried,
            sequences[0],
            [segments[k] for k in used],
            text,
            lang,
            lambda s: read(s, None),
        )
        others = {
            k: apart(text, masked, (seq, at), ours, segments[k], lang)
            for k, seq, at in zip(used, sequences, placed_items, strict=True)
        }
        # The sentence's lead ("Pflegeleicht: bis 60 °C, … 4,5 kg") belongs to its
        # numbers of another family too; one family's own segments align instead.
        inherited = lead if not any(_inside(statements[0], m) for m in ours) else {}
        for i in members:
            m = mentions[i]
            segment = segments[homes[i]]
            own = tokens[used.index(homes[i])]
            rank = sum(
                1
                for j in members
                if homes[j] == homes[i] and mentions[j].start < m.start
            )
            theirs = others[homes[i]].get(rank, set())
            held = (
                inherit(inherited, own)
                | shared
                | closed
                | {t: w for t, w in own.items() if t not in theirs}
            )
            for tok, weight in _aside_of(text, segment, mentions, read).items():
                held.setdefault(tok, weight)  # "huit de plus que Monaco (39 points)"
            for role in _ends(text, m, segment, lang, own, held):
                held[role] = 1.0
            found[i] = Local(
                frozenset(held),
                nouns[i],
                segment,
                family,
                held,
                bool(_LABEL.search(text[segment[0] : m.start])),
                opening,
                frozenset(borrowed[used.index(homes[i])]),
                heading,
                frozenset(paired),
            )
    related(found, text, mentions, families, lang)
    return [part_of(found, i, wholes[i]) for i in range(len(mentions))]


def _ends(
    text: str,
    m: NumberMention,
    segment: tuple[int, int],
    lang: NumberLanguage,
    own: dict[str, float],
    held: dict[str, float],
) -> frozenset[str]:
    """Return the end of a range the number names, by its own words first, and its state.

    "Vertrek Vlissingen: …; laatste afvaart 21.10 uur": the last departure, whatever
    the lead the line's numbers share says.
    """
    state = state_of(text, m, segment, lang)
    roles = range_role(text, m, segment, lang, own, held)
    return roles if state is None else roles | {state}


def _aside_of(
    text: str,
    segment: tuple[int, int],
    mentions: Sequence[NumberMention],
    read: Callable[[tuple[int, int], Family | None], list[Item]],
) -> dict[str, float]:
    """Return the words a parenthesis is an aside to: those right before it.

    "… huit de plus que Monaco (39 points)": the 39 points are Monaco's.
    """
    opening = text.find("(", segment[0], segment[1])
    if opening == -1 or text[segment[0] : opening].strip():
        return {}
    before = [max(m.end, m.span_end) for m in mentions if m.start < opening]
    if not before:
        return {}
    return weights(read((max(before), opening), None))


def _inside(span: tuple[int, int], m: NumberMention) -> bool:
    return span[0] <= m.start < span[1]


def _familycut(
    text: str,
    statements: list[tuple[int, int]],
    ours: list[NumberMention],
    lang: NumberLanguage,
    every: Sequence[NumberMention],
) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Return the statements, cut at commas where one holds several family numbers.

    A piece that labels a number right after it ("in der Hauptverkehrszeit (6 bis 8:30
    Uhr) alle 10 Minuten") joins that number's segment, whatever its family (``every``).
    Also the pieces closing the sentence after a comma, which belong to every segment
    ("…, fermée le lundi"; ``cuts._closes``).
    """
    out: list[tuple[int, int]] = []
    closing: list[tuple[int, int]] = []
    for a, b in statements:
        inside = [m for m in ours if a <= m.start < b]
        if len(inside) < 2:  # noqa: PLR2004
            out.append((a, b))
            continue
        last = b == statements[-1][1]
        pieces, asides = cut(
            text, a, b, inside, lang, soft=True, labelled=every, trailing=last
        )
        out.extend(pieces)
        closing += [(x, y) for x, y in asides if text[x:y].lstrip()[:1] == ","]
    return out, closing


def _lead(
    first: tuple[int, int],
    mentions: Sequence[NumberMention],
    read: Callable[[tuple[int, int], Family | None], list[Item]],
) -> dict[str, float]:
    """Return the words of the sentence's first statement before its first number."""
    numbers = [m.start for m in mentions if first[0] <= m.start < first[1]]
    return weights(read((first[0], min(numbers, default=first[1])), None))


def _home(segments: list[tuple[int, int]], m: NumberMention) -> int:
    return next(k for k, seg in enumerate(segments) if _inside(seg, m))
