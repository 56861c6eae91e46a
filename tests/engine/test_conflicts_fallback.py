"""The spoken fallback where sources disagree: each source's sentence, found anyhow.

A chosen sentence holding a value of a disagreement brings the rival source's
sentence stating its own, whether or not that sentence shares a word with the
question: from the disagreements the plan found on the gates' sections (their
indices counted there, found again here by source, label and text), and from the
*kin* of the chosen sentences (a bounded number of unrelated sentences of other
sources that share the chosen one's words). Neither reading may cost the speech.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from custom_components.grounded_answers.engine.gates.conflicts import find_conflicts
from custom_components.grounded_answers.engine.pipeline.plan import fallback_speech
from custom_components.grounded_answers.engine.retrieve.fusion import (
    format_sections,
    split_sections,
)
from custom_components.grounded_answers.engine.synth.prompt import fit_to_budget
from custom_components.grounded_answers.engine.text.extract import (
    KnownConflicts,
    known_to,
    spoken_passage,
)
from custom_components.grounded_answers.engine.text.extract import (
    disagreeing as disagreeing_module,
)
from custom_components.grounded_answers.engine.text.extract.material import (
    read_material,
)
from custom_components.grounded_answers.engine.types import Section, SpokenPhrases

NOTHING = "NOTHING FOUND"
KIWIX = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. "
    "It is 330 metres tall, and about 7 million people visit it every year."
)
WEB = (
    "**Eiffel Tower visitor guide**\nThe Eiffel Tower stands 324 metres tall above "
    "the Champ de Mars.\n"
)
SECTIONS = split_sections(format_sections([("kiwix", KIWIX), ("web", WEB)]), "web")
RIVAL = "It is 330 metres tall"
CHOSEN = "The Eiffel Tower stands 324 metres tall"


@pytest.mark.parametrize(
    "question",
    [
        "how tall is the eiffel tower",
        "how high is the eiffel tower",
        "what is the height of the eiffel tower",
    ],
)
def test_the_rival_is_heard_though_it_shares_no_word_with_the_question(
    question: str,
) -> None:
    spoken = spoken_passage(SECTIONS, 240, NOTHING, question=question)
    assert RIVAL in spoken
    assert CHOSEN in spoken


def test_a_value_not_asked_about_brings_no_rival() -> None:
    """Asked how many visit: the 330 beside the 7 million is not the question's."""
    question = "how many people visit the eiffel tower every year"
    known = KnownConflicts(find_conflicts(SECTIONS, "en", question), tuple(SECTIONS))
    spoken = fallback_speech(
        SECTIONS, 240, SpokenPhrases(), question=question, known=known
    )
    assert "7 million" in spoken
    assert "324" not in spoken


def _index(material: Any, text: str) -> int:
    return next(i for i, s in enumerate(material.sentences) if text in s.text)


def test_known_disagreements_are_found_again_by_source_label_and_text() -> None:
    """The gates' sections are counted otherwise: a section dropped, another cut."""
    unrelated = Section("documents", "Our boiler was serviced in March.", "Notes")
    kiwix, web = SECTIONS
    longer = Section(
        kiwix.tag, f"{kiwix.body}\nIts three levels hold shops.", kiwix.label
    )
    read = [unrelated, longer, web]
    evidence = [kiwix, web]  # the note dropped, the encyclopedia cut
    known = find_conflicts(evidence, "en", "how high is the eiffel tower")
    assert [v.section for v in known[0].values] == [0, 1]
    material = read_material(read, "en")
    chosen = [_index(material, CHOSEN)]
    out = disagreeing_module.with_disagreeing(
        material,
        chosen,
        set(chosen),
        "how high is the eiffel tower",
        "en",
        KnownConflicts(known, tuple(evidence)),
    )  # no stems: the kin are not read, only what is known
    assert out == [*chosen, _index(material, RIVAL)]
    assert [material.sections[material.sentences[i].section].tag for i in out] == [
        "web",
        "kiwix",
    ]


def test_a_known_value_in_a_section_not_read_is_left_out() -> None:
    known = find_conflicts(SECTIONS, "en", "how tall is the eiffel tower")
    other = [Section("kiwix", "Another article altogether.", "Other"), SECTIONS[1]]
    material = read_material(other, "en")
    chosen = [_index(material, CHOSEN)]
    out = disagreeing_module.with_disagreeing(
        material, chosen, set(chosen), "", "en", KnownConflicts(known, tuple(SECTIONS))
    )
    assert out == chosen


def test_the_kin_read_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hundreds of sentences of another source share the chosen one's words."""
    rng = random.Random(16)  # noqa: S311 - reproducible material
    filler = "\n".join(
        f"The lift {i} climbs {rng.randint(10, 99)} metres in a tall shaft."
        for i in range(300)
    )
    sections = [*SECTIONS, Section("news", filler, "News")]
    read_sizes: list[int] = []
    real = disagreeing_module._related_conflicts

    def reading(material: Any, chosen: Any, read: Any, *rest: Any) -> Any:
        read_sizes.append(len(read))
        return real(material, chosen, read, *rest)

    monkeypatch.setattr(disagreeing_module, "_related_conflicts", reading)
    spoken = spoken_passage(
        sections, 240, NOTHING, question="how high is the eiffel tower"
    )
    assert CHOSEN in spoken
    assert RIVAL in spoken  # the rarer words it shares weigh most, then the order
    related = 2  # the sentences naming the tower: the encyclopedia's first, the web's
    assert read_sizes == [related + disagreeing_module.KIN]


@dataclass
class _BrokenContext:
    sections: list[Section] = field(default_factory=lambda: list(SECTIONS))

    def derived(self, _build: object) -> object:
        raise RuntimeError("a bug")


def test_a_bug_in_either_reading_costs_the_rival_never_the_speech(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    question = "how high is the eiffel tower"
    assert known_to(_BrokenContext()) is None  # type: ignore[arg-type]
    phrases = SpokenPhrases()
    # A broken known reading: the kin still find the rival.
    bogus = KnownConflicts((object(),), tuple(SECTIONS))  # type: ignore[arg-type]
    spoken = fallback_speech(SECTIONS, 240, phrases, question=question, known=bogus)
    assert CHOSEN in spoken
    assert RIVAL in spoken

    def broken(*_args: object) -> set[int]:
        raise RuntimeError("a bug")

    # A broken kin reading: what is known still brings the rival.
    monkeypatch.setattr(disagreeing_module, "_kin", broken)
    known = KnownConflicts(find_conflicts(SECTIONS, "en", question), tuple(SECTIONS))
    spoken = fallback_speech(SECTIONS, 240, phrases, question=question, known=known)
    assert RIVAL in spoken
    assert CHOSEN in spoken
    assert CHOSEN in spoken_passage(SECTIONS, 240, NOTHING, question=question)
    # Broken where the rivals are placed: the chosen sentence alone.
    monkeypatch.setattr(disagreeing_module, "_bring_rivals", broken)
    spoken = fallback_speech(SECTIONS, 240, phrases, question=question, known=known)
    assert CHOSEN in spoken
    assert RIVAL not in spoken


def test_long_fused_material_hears_the_rival_past_the_models_budget() -> None:
    """The evidence gives each of many sections a small share: the kin find it."""
    notes = [
        Section(f"tag{i}", f"Item {i} of the notes says nothing of towers.", "Notes")
        for i in range(12)
    ]
    sections = [notes[0], SECTIONS[0], *notes[1:], SECTIONS[1]]
    evidence = fit_to_budget(sections, 600)
    known = find_conflicts(evidence, "en", "how high is the eiffel tower")
    spoken = fallback_speech(
        sections,
        240,
        SpokenPhrases(),
        question="how high is the eiffel tower",
        known=KnownConflicts(known, tuple(evidence)),
    )
    assert RIVAL in spoken
    assert CHOSEN in spoken
