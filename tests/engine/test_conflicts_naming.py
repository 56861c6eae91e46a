"""A source word as the answer's topic never drops the spoken attribution (issue 16).

A served answer that names each source it cites needs no "According to …" after it
(``render.names_all``). It names a source where it says its spoken name whole, or a
word for it in a naming frame ("according to X", "laut X", "X says",
``conflicts.frames``). Generated from the tables: every language's every source
word, said as the topic of a sentence ("The internet was founded in 1851"), keeps
the attribution; the same word in each of the language's frames names the source.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from custom_components.grounded_answers.engine.gates.attribution import SpokenSources
from custom_components.grounded_answers.engine.gates.base import GateContext
from custom_components.grounded_answers.engine.gates.conflicts.frames import (
    AFTER,
    BEFORE,
)
from custom_components.grounded_answers.engine.gates.conflicts.source_words import (
    SOURCE_WORDS,
)
from custom_components.grounded_answers.engine.options import EngineOptions
from custom_components.grounded_answers.engine.pipeline.render import names_all
from custom_components.grounded_answers.engine.types import Section, SpokenPhrases

# A sentence whose subject is the word, per language: "{w}" is the source word.
TOPIC: dict[str, tuple[str, ...]] = {
    "en": ("The {w} was founded in 1851.", "The history of the {w} began in 1851."),
    "de": ("Das {w} wurde 1851 gegründet.", "Die Geschichte des {w} begann 1851."),
    "fr": ("Le {w} a été fondé en 1851.", "L'histoire du {w} commence en 1851."),
    "es": ("El {w} fue fundado en 1851.", "La historia del {w} empezó en 1851."),
    "nl": (
        "De {w} werd in 1851 opgericht.",
        "De geschiedenis van de {w} begon in 1851.",
    ),
    "it": ("Il {w} fu fondato nel 1851.", "La storia del {w} iniziò nel 1851."),
    "pt": ("O {w} foi fundado em 1851.", "A história do {w} começou em 1851."),
    "da": ("{W} blev grundlagt i 1851.", "Historien om {w} begyndte i 1851."),
}
REAL = (
    ("en", "web", "The World Wide Web was invented in 1989 at CERN."),
    ("en", "web", "The internet was opened to the public in 1991."),
    ("en", "kiwix", "Encyclopaedia Britannica was first published in 1768."),
    ("en", "news", "The newspaper was founded in 1851 in New York."),
    ("en", "documents", "The dishwasher manual recommends the eco programme."),
    ("fr", "web", "Le site du château est ouvert de 10 h à 18 h."),
    ("pt", "web", "O site arqueológico fica a 3 km da cidade."),
)


def _plan(tag: str, language: str) -> SimpleNamespace:
    ctx = GateContext(
        query="",
        sections=[Section(tag, "x"), Section("other", "y")],
        cap=300,
        current_year=2025,
        spoken_attribution=SpokenSources(EngineOptions(), SpokenPhrases()),
        language=language,
    )
    return SimpleNamespace(ctx=ctx)


def _rows() -> list[tuple[str, str, str]]:
    return [
        (language, tag, word)
        for language, table in SOURCE_WORDS.items()
        for tag, row in table.items()
        for word in sorted(row)
    ]


@pytest.mark.parametrize(("language", "tag", "word"), _rows())
def test_a_source_word_as_the_topic_keeps_the_attribution(
    language: str, tag: str, word: str
) -> None:
    plan = _plan(tag, language)
    for template in TOPIC[language]:
        body = template.format(w=word, W=word.capitalize())
        assert not names_all(plan, body, [tag]), body  # type: ignore[arg-type]


@pytest.mark.parametrize(("language", "tag", "body"), REAL)
def test_the_reviews_topics_keep_the_attribution(
    language: str, tag: str, body: str
) -> None:
    assert not names_all(_plan(tag, language), body, [tag])  # type: ignore[arg-type]


@pytest.mark.parametrize(("language", "tag", "word"), _rows())
def test_a_source_word_in_a_naming_frame_names_the_source(
    language: str, tag: str, word: str
) -> None:
    plan = _plan(tag, language)
    for frame in BEFORE[language]:
        body = f"{frame.capitalize()} {word}, 1851."
        assert names_all(plan, body, [tag]), body  # type: ignore[arg-type]
    for verb in sorted(AFTER[language])[:6]:
        body = f"{word.capitalize()} {verb} 1851."
        assert names_all(plan, body, [tag]), body  # type: ignore[arg-type]


def test_the_spoken_names_said_whole_name_both_sources() -> None:
    plan = _plan("kiwix", "en")
    plan.ctx = GateContext(
        query="",
        sections=[Section("kiwix", "x"), Section("web", "y")],
        cap=300,
        current_year=2025,
        spoken_attribution=SpokenSources(EngineOptions(), SpokenPhrases()),
    )
    body = "The offline encyclopedia gives 330 metres, a web search 324 metres."
    assert names_all(plan, body, ["kiwix", "web"])  # type: ignore[arg-type]
    assert not names_all(plan, "The web is 330 metres wide.", ["web"])  # type: ignore[arg-type]
