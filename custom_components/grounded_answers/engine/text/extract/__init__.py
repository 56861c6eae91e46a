"""The spoken fallback: the material's sentences that answer the question, verbatim.

When material is spoken instead of a synthesized answer (no model, the model off or
failed, a gate rejected, the search route), the user hears the passage most relevant
to the question, not the top of the material:

1. ``material.read_material``: the first ``SCAN_CHARS`` characters, as sentences
   under their titles (titles are never sentences of their own).
2. ``rank.rank``: each sentence scored against the question (terms weighed by their
   IDF within the material, plus the kind of answer the question asks for). Where
   the sources disagree (``disagreeing``), a chosen sentence holding one source's
   value brings the sentence of each other source that states its own, whether or
   not that one shares a word with the question (the plan's disagreements, ``known``,
   and a bounded number of sentences kin to the chosen one).
3. Here: the best sentence, then every other scoring at least ``NEAR_BEST`` of it
   (and, where the best holds the kind of answer asked for, holding one too),
   best first while they fit under the style's cap, spoken in their original order,
   each cleaned for speech (``speech.clean_for_speech``). An over-long best sentence
   is cut as ``speech.speak_result`` cuts. No sentence related to the question: the
   top of the material, sentence after sentence while they fit, as before.

**A title is spoken only where it is needed**: before a *field* (not prose: a label
line "Höhe: 2.962 m", a list item without a full stop) that shares no word with its
title, as "Zugspitze, Höhe: 2.962 m.". A prose sentence is spoken alone: it says
what it is about, and the question gives it its context.

Sentences that are no evidence (an instruction to an AI, a claimed action:
``gates/actions.py``) are never spoken; fusion headers, markdown and links never
reach the voice (the speech rules clean every sentence).
"""

from __future__ import annotations

from itertools import zip_longest
from typing import TYPE_CHECKING, Final

from ...gates.actions import not_evidence
from ...gates.support_words import content_words as stems_of
from ...route.decompose import decompose
from ..languages import number_language
from ..speech import clean_for_speech, settle_ending, speak_result
from .disagreeing import KnownConflicts, known_to, with_disagreeing
from .material import SCAN_CHARS, Material, read_material
from .rank import Stemmed, rank, read_question, stem_material

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ...types import Section
    from .answers import Question

__all__ = ["NEAR_BEST", "SCAN_CHARS", "KnownConflicts", "known_to", "spoken_passage"]

NEAR_BEST: Final = 0.75  # a sentence this close to the best is said with it
_SHORTEST: Final = 12  # no sentence is shorter: a fuller answer stops looking
_TITLE_END: Final = " .!?:;,\u2026"


def spoken_passage(
    sections: Sequence[Section],
    cap: int,
    nothing_found: str,
    *,
    question: str = "",
    language: str = "en",
    known: KnownConflicts | None = None,
) -> str:
    """Return what to say from ``sections`` for ``question``, within ``cap``.

    ``nothing_found`` (translated) is spoken when nothing speakable remains;
    ``known``: where the sources disagree, as found already (the plan's).
    """
    material = read_material(sections, language)
    if not material.sentences:
        return nothing_found
    # A question of several parts ("when was our boiler installed and when was the
    # Eiffel Tower built") is answered part by part: each part's best sentence first,
    # then each part's near seconds, so no part is crowded out by the other.
    parts = decompose(question, language) if question else []
    asked = [
        read_question(p, language) for p in (parts if len(parts) > 1 else [question])
    ]
    # Stemmed once for every part: most of a ranking's cost (none without a term).
    stemmed = stem_material(material, language) if any(q.terms for q in asked) else None
    related: set[int] = set()  # sentences that relate to some part at all
    rankings = [_answering(material, q, stemmed, language, related) for q in asked]
    chosen = _interleave(rankings) if len(rankings) > 1 else rankings[0]
    # Where the sources disagree, each one's sentence is said beside its rival's.
    chosen = with_disagreeing(
        material, chosen, related, question, language, known, stemmed
    )
    if chosen:
        spoken = _fill(material, chosen, cap, language, nothing_found, top=False)
        if spoken:
            return spoken
    order = range(len(material.sentences))
    return _fill(material, order, cap, language, nothing_found, top=True) or (
        nothing_found
    )


def _answering(
    material: Material,
    question: Question,
    stemmed: Stemmed | None,
    language: str,
    related: set[int],
) -> list[int]:
    """Return the sentences that answer ``question``, best first ([]: none relates).

    ``related`` gains every sentence that scores at all.
    """
    if stemmed is None:  # no part has a term: nothing relates
        return []
    ranking = rank(material, question, language, stemmed)
    scores = ranking.scores
    related.update(i for i, score in enumerate(scores) if score > 0)
    best = max(scores)
    if best <= 0:
        return []
    floor = best * NEAR_BEST
    # The best holds what the question asks for ("44.95 euros" for "how much"): a
    # sentence without such an answer is no near second.
    top = scores.index(best)
    wanted = ranking.answering if top in ranking.answering else None
    return sorted(
        (
            i
            for i, score in enumerate(scores)
            if score >= floor and (wanted is None or i in wanted)
        ),
        key=lambda i: (-scores[i], i),
    )


def _interleave(rankings: Sequence[list[int]]) -> list[int]:
    """Return each ranking's first, then each one's second, …, each sentence once."""
    merged: dict[int, None] = {}
    for round_ in zip_longest(*rankings):
        merged.update((index, None) for index in round_ if index is not None)
    return list(merged)


def _fill(
    material: Material,
    candidates: Sequence[int],
    cap: int,
    language: str,
    nothing_found: str,
    *,
    top: bool,
) -> str:
    """Say ``candidates`` (best first) while they fit, in the material's order.

    ``top``: the top of the material is read, so the first sentence that does not
    fit ends it (a later one would skip what lies between).
    """
    lang = number_language(language)
    kept: dict[int, tuple[str, str]] = {}  # index -> (with its title, alone)
    seen: set[str] = set()
    used = 0
    read: set[str] = set()
    for index in candidates:
        if cap - used < _SHORTEST:
            break  # full: no sentence fits in what is left
        sentence = material.sentences[index]
        if sentence.text in read:
            continue  # the same sentence again (fused or repeated passages)
        read.add(sentence.text)
        alone = clean_for_speech(sentence.text, settle=False)
        text = _with_title(material, index, alone, language)
        if not alone or alone.casefold() in seen:
            continue  # nothing left to say, or said already (a duplicated passage)
        fits = used + len(text) + bool(kept) <= cap
        if not fits and kept and not top:
            continue  # skipped whatever it says: not read for evidence (its cost)
        if not_evidence(sentence.text, lang):
            continue
        if not fits:
            if not kept:  # the best alone is too long: cut inside it
                return speak_result(text, cap, nothing_found, language)
            if top:
                break
            continue
        kept[index] = (text, alone)
        seen.add(alone.casefold())
        used += len(text) + bool(len(kept) > 1)
    spoken: list[str] = []
    titled: set[int] = set()  # a title is said once, before its first field
    for index in sorted(kept):
        title = material.sentences[index].title
        text, alone = kept[index]
        spoken.append(alone if title in titled else text)
        if text is not alone:
            titled.add(title)
    return settle_ending(" ".join(spoken))


def _with_title(material: Material, index: int, alone: str, language: str) -> str:
    """Return the spoken sentence, its title before it where the sentence needs it."""
    sentence = material.sentences[index]
    if not alone or not sentence.field or sentence.title < 0:
        return alone
    title = material.titles[sentence.title]
    if set(stems_of(sentence.text, language)) & set(stems_of(title, language)):
        return alone  # it names its subject: "Eiffel Tower height: 330 m"
    spoken_title = clean_for_speech(title, settle=False).rstrip(_TITLE_END)
    return f"{spoken_title}, {alone}" if spoken_title else alone
