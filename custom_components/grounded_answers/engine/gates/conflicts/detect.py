"""Where the sources disagree: one qualifier, a different value in each source.

The material is read once by numeric grounding (``numbers.material``): every number
in its sentence and section, with the tokens its sentence attaches to it. Two
mentions in sections of different sources *disagree* (``pairs``) when

- they are of one family (kind, unit, owner: "330 metres" and "324 m", two years, two
  versions) and a dimension: a unit, a counted noun, or a kind that is one (a year,
  a time, a version, a percentage) - a bare count ("3") names nothing; two counted
  nouns agree ("spectators" are no "pitches");
- their values differ beyond rounding ("84.6 million" is "84,607,016") and are of
  one magnitude (a factor of ten at most);
- they share a qualifier: tokens both sentences attach to their value that are not
  the material's topic ("tall" in "330 metres tall" and "stands 324 metres tall"),
  weighing at least half of what the less wordy side says on its own;
- neither measures another thing of the topic (``pairs.set_off``): words of its
  clause the other lacks, on both sides ("adults" / "children"), or naming a part of
  the whole ("the antenna on top of the CN Tower" against "the CN Tower");
- each speaks of what sets the other apart in its own section ("tarif plein", not
  "tarif réduit"), and nothing sets them apart: no number of one family qualifies
  them differently ("in 2020" / "in 2023"), neither section states the other's
  value too (one section giving "330 with antennas, 324 without" is no
  disagreement), and - where a language capitalises names only - not each carries
  a name the other lacks ("Paris" / "Berlin": two subjects);
- with a question, the question may be about each value (``_asked_about``).

Mentions that disagree, and those of another source that agree with one of them,
form one ``Conflict``: its qualifier (the shared words, as written), its unit and
one value per source. No word list decides any of it, in any language, but the
words that say how a value is counted (``frames.INCLUDING``: "with its antennas").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ...text.languages import number_language
from ...text.numbers import units_compatible
from ..numbers.analysis import analyse_material
from ..numbers.matching import HEDGE_TOLERANCE, values_match
from ..numbers.tokens import WORD, stem
from .pairs import pairs, same_value

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention
    from ...types import Section
    from ..numbers.material import Material, Placed

# Kinds that are a dimension of their own: a bare "1889" says which year.
_DIMENSIONS: Final = frozenset({"year", "time", "version", "percent", "day", "score"})
# Kinds that never disagree: names ("COVID-19"), phone numbers, labels ("room 12").
_NEVER: Final = frozenset({"name", "phone", "label", "decade"})
MAX_CONFLICTS: Final = 3  # the most a prompt names: the first, in material order
MAX_VALUES: Final = 4  # values of one conflict, one per source
_MAX_MENTIONS: Final = 64  # mentions of one family compared pairwise, at most
_MAX_TEXT: Final = 40  # characters of a value or qualifier, as the note quotes it


@dataclass(frozen=True, slots=True)
class ConflictValue:
    """One source's value: its words in the material, its section and tag."""

    text: str  # as the material writes it, with its unit: "330 metres"
    tag: str  # the source tag of its section
    section: int  # index of its section among the material's
    mention: NumberMention  # the material's mention, to meet the answer's


@dataclass(frozen=True, slots=True)
class Conflict:
    """Sources giving different values for one qualifier."""

    qualifier: str  # the words both sources attach to their values: "tall"
    unit: str | None  # the values' unit family: "metre"
    values: tuple[ConflictValue, ...]  # one per (source, value), material order

    @property
    def tags(self) -> tuple[str, ...]:
        """Return the sources of the conflict, in material order."""
        return tuple(dict.fromkeys(value.tag for value in self.values))

    def holders(self, m: NumberMention) -> frozenset[str] | None:
        """Return the sources that state ``m``'s value; None when none does."""
        tolerance = HEDGE_TOLERANCE if m.hedged else 0.0
        found = frozenset(
            value.tag
            for value in self.values
            if values_match(m, value.mention, tolerance)
            and units_compatible(m.unit, value.mention.unit)
        )
        return found or None

    def as_event(self) -> dict[str, Any]:
        """Return the ``conflict_detected`` event's data."""
        return {
            "qualifier": self.qualifier,
            **({"unit": self.unit} if self.unit else {}),
            "values": [{"value": v.text, "source": v.tag} for v in self.values],
        }


def find_conflicts(
    sections: Sequence[Section], language: str = "en", question: str = ""
) -> tuple[Conflict, ...]:
    """Return where sections of different sources disagree (empty: nowhere).

    ``sections`` are the material as the gates have it (the numeric gate's analysis
    of the same material is shared, cached). With a ``question``, only values whose
    sentence or section heading shares a word with it are compared: a disagreement
    about what was not asked is no one's concern.
    """
    if len({section.tag for section in sections}) < 2:  # noqa: PLR2004
        return ()
    material = "\n\n".join(section.body for section in sections)
    spans = tuple((s.tag, s.label, len(s.body)) for s in sections)
    mat = analyse_material(material, language, spans)
    lang = number_language(language)
    names_apart = not lang.capitalised_nouns
    asked = _words(question, lang)
    heads = [
        _words(f"{s.label}\n{s.body.partition(chr(10))[0]}", lang) for s in sections
    ]
    by_sentence: dict[int, list[Placed]] = {}
    for p in mat.placed:
        by_sentence.setdefault(p.sentence, []).append(p)
    families: dict[object, list[Placed]] = {}
    for p in mat.placed:
        local = mat.local(p)
        if not _dimension(p, local.noun, local.family[1]):
            continue
        if asked and not _asked_about(mat, p, asked, heads, by_sentence):
            continue
        families.setdefault(local.family, []).append(p)
    found: list[Conflict] = []
    for members in families.values():
        found.extend(_family_conflicts(mat, members[:_MAX_MENTIONS], names_apart))
    found.sort(key=lambda c: c.values[0].mention.start)
    return tuple(found[:MAX_CONFLICTS])


def _words(text: str, lang: NumberLanguage) -> frozenset[str]:
    """Return the stems of ``text``'s content words, as binding writes its tokens."""
    return frozenset(
        stem(w[0], lang)
        for w in WORD.finditer(text)
        if w[0].lower() not in lang.stopwords and len(w[0]) > 1
    )


def _asked_about(
    mat: Material,
    p: Placed,
    asked: frozenset[str],
    heads: list[frozenset[str]],
    by_sentence: dict[int, list[Placed]],
) -> bool:
    """Whether the question may be about ``p``'s value.

    Yes where a word of the question that is not the topic qualifies it ("tall");
    no where such a word qualifies another value of its sentence instead ("how many
    visitors": the 7 million, not the 324 metres beside them); else where the
    question shares a word with its sentence or its section's heading.
    """
    tokens = mat.local(p).weights.keys()
    distinct = asked - mat.topic
    if distinct & tokens:
        return True
    if any(
        distinct & mat.local(q).weights.keys()
        for q in by_sentence[p.sentence]
        if q is not p
    ):
        return False
    return bool(asked & (tokens | heads[p.section]))


def _dimension(p: Placed, noun: frozenset[str], unit: str | None) -> bool:
    kind = p.mention.kind
    if kind in _NEVER:
        return False
    return bool(unit or noun) or kind in _DIMENSIONS


def _family_conflicts(
    mat: Material, members: list[Placed], names_apart: bool
) -> list[Conflict]:
    """Group one family's mentions into conflicts (union of disagreeing pairs)."""
    parent = list(range(len(members)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    disagree, agree = pairs(mat, members, names_apart)
    for i, j, _shared in disagree:
        parent[root(j)] = root(i)
    groups: dict[int, set[int]] = {}
    for i in range(len(members)):
        groups.setdefault(root(i), set()).add(i)
    qualifiers: dict[int, frozenset[str]] = {}
    for i, _j, shared in disagree:
        qualifiers.setdefault(root(i), shared)
    for i, j in agree:  # another source stating one of the values joins its conflict
        for a, b in ((i, j), (j, i)):
            if root(a) in qualifiers and root(b) not in qualifiers:
                groups[root(a)].add(b)
    return [
        _conflict(mat, [members[i] for i in sorted(groups[top])], shared)
        for top, shared in qualifiers.items()
    ]


def _conflict(mat: Material, members: list[Placed], shared: frozenset[str]) -> Conflict:
    """Build a conflict of ``members``: one value per (source, value)."""
    values: list[ConflictValue] = []
    for p in members:
        tag = mat.sections[p.section][0]
        if (
            any(v.tag == tag and same_value(v.mention, p.mention) for v in values)
            or len(values) >= MAX_VALUES
        ):
            continue
        m = p.mention
        text = " ".join(mat.text[m.start : max(m.span_end, m.end)].split())
        values.append(ConflictValue(text[:_MAX_TEXT], tag, p.section, m))
    first = members[0]
    start, end = mat.local(first).segment
    words = [
        w[0]
        for w in WORD.finditer(mat.text, start, end)
        if stem(w[0], mat.lang) in shared
    ]
    qualifier = " ".join(dict.fromkeys(words))[:_MAX_TEXT] or " ".join(sorted(shared))
    return Conflict(qualifier, mat.local(first).family[1], tuple(values))
