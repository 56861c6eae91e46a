"""Sources that disagree, through the whole engine: event, prompt, gates, fallback.

The router and the model are the eval's scripted stand-ins (``scripts.evaluation``);
everything between them is production code. Replies are generated from the eval
scenarios (``tests/eval/build_conflicts.py``) with random values: each value named
with its source is served, the same reply with the values exchanged is rejected; a
question asked with another word than the material's qualifier hears both values
without a model and after a rejected reply, also where the rival sentence shares no
word with it. A German household is answered with the spoken names its translations
give.
"""

from __future__ import annotations

import random
import threading
from typing import TYPE_CHECKING

import pytest

from custom_components.grounded_answers.engine.gates import (
    conflicts as conflicts_module,
)
from custom_components.grounded_answers.engine.gates.attribution import SpokenSources
from custom_components.grounded_answers.engine.gates.conflicts import find_conflicts
from custom_components.grounded_answers.engine.options import AnswerStyle, EngineOptions
from custom_components.grounded_answers.engine.pipeline import planning
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.pipeline.fallback import INLINE_CHARS
from custom_components.grounded_answers.engine.retrieve.fusion import format_sections
from custom_components.grounded_answers.engine.synth.prompt import (
    DISAGREEMENT_MAX_CHARS,
    SYSTEM_PROMPT,
    disagreement_note,
)
from custom_components.grounded_answers.engine.text.extract import (
    disagreeing as disagreeing_module,
)
from custom_components.grounded_answers.engine.types import (
    Outcome,
    Reason,
    Section,
    SpokenPhrases,
)
from scripts.ask_phrases import spoken_phrases
from scripts.evaluation import ScriptedRouter, ScriptedSynthesizer
from tests.eval.build_conflicts import SCENARIOS, Scenario, alone

if TYPE_CHECKING:
    from custom_components.grounded_answers.engine.types import AnswerResult

KIWIX = (
    "The Eiffel Tower is a wrought-iron lattice tower in Paris. The tower is 330 "
    "metres tall, including its antennas, and was completed in 1889."
)
WEB = (
    "**Eiffel Tower facts**\nThe Eiffel Tower stands 324 metres tall and welcomes "
    "about 7 million visitors a year.\nhttps://example.org/eiffel"
)
FUSED = format_sections([("kiwix", KIWIX), ("web", WEB)])
QUESTION = "how tall is the eiffel tower"
NAMED = (
    "The offline encyclopedia says the Eiffel Tower is 330 metres tall, while a web "
    "search gives 324 metres. (kiwix, web)"
)


def _engine(
    result: str, reply: str | None, *, configured: bool = True
) -> tuple[AnswerEngine, ScriptedSynthesizer]:
    model = ScriptedSynthesizer(reply)
    router = ScriptedRouter(result, "fusion")
    options = EngineOptions(route_queries=False)
    return AnswerEngine(router, options, model if configured else None), model


def _events(result: AnswerResult, kind: str) -> list[dict]:
    return [event.data for event in result.events if event.kind == kind]


async def test_the_disagreement_is_an_event_and_the_prompt_names_it() -> None:
    engine, model = _engine(FUSED, NAMED)
    result = await engine.answer(QUESTION)
    assert _events(result, "conflict_detected") == [
        {
            "qualifier": "tall",
            "unit": "metre",
            "values": [
                {"value": "330 metres", "source": "kiwix"},
                {"value": "324 metres", "source": "web"},
            ],
        }
    ]
    user = model.requests[0].user
    note = user[user.index("<disagreement>") : user.index("</disagreement>")]
    assert (
        'The blocks may disagree on "tall": kiwix says 330 metres; web says 324' in note
    )
    assert "if they measure different things, say which is which" in note
    assert 'kiwix: "the offline encyclopedia", web: "a web search"' in note
    assert user.index("</question>") < user.index("<disagreement>")
    assert model.requests[0].system == SYSTEM_PROMPT  # byte-stable, note or not
    assert result.outcome is Outcome.SERVED
    assert "330 metres" in result.speech
    assert "324 metres" in result.speech


@pytest.mark.parametrize(
    "result",
    [
        KIWIX + " It is the most visited paid monument in the world, and its "
        "three levels hold two restaurants.",  # one source
        format_sections([("kiwix", KIWIX), ("web", WEB.replace("324", "330"))]),
    ],
    ids=["one-source", "agreeing"],
)
async def test_no_note_and_no_event_where_nothing_disagrees(result: str) -> None:
    engine, model = _engine(result, "The Eiffel Tower is 330 metres tall. (kiwix)")
    answered = await engine.answer(QUESTION)
    assert _events(answered, "conflict_detected") == []
    assert "<disagreement>" not in model.requests[0].user
    assert model.requests[0].system == SYSTEM_PROMPT


async def test_a_german_household_hears_its_own_source_names() -> None:
    """The note offers the translated names; the gates read the answer with them."""
    scenario = next(s for s in SCENARIOS if s.language == "de" and s.name == "height")
    result = _fused(scenario, scenario.a, scenario.b)
    phrases = spoken_phrases("de")
    kiwix, web = phrases.source_name("kiwix"), phrases.source_name("web")
    reply = (
        f"Laut {kiwix} ist der Eiffelturm {{a}} Meter hoch, laut {web} {{b}} Meter. "
        "(kiwix, web)"
    )
    engine, model = _engine(result, reply.format(a="330", b="324"))
    served = await engine.answer(scenario.query, phrases=phrases, language="de")
    assert f'kiwix: "{kiwix}"' in model.requests[0].user
    assert served.outcome is Outcome.SERVED, served.events
    engine, _model = _engine(result, reply.format(a="324", b="330"))
    swapped = await engine.answer(scenario.query, phrases=phrases, language="de")
    assert (swapped.outcome, swapped.reason) == (Outcome.REJECTED, Reason.NUMERIC)
    ended = _events(swapped, "answer_ended")
    assert f"the answer gives it to {kiwix} (kiwix)" in ended[0]["detail"]
    assert "330" in swapped.speech  # the material of each source is spoken
    assert "324" in swapped.speech


def _fused(scenario: Scenario, a: str, b: str) -> str:
    (first, body_a), (second, body_b) = scenario.first, scenario.second
    return format_sections([(first, body_a.format(a=a)), (second, body_b.format(b=b))])


def _values(scenario: Scenario, rng: random.Random) -> tuple[str, str]:
    """Two values the scenario's texts do not hold otherwise (years, heights, prices)."""
    if scenario.name == "founded":
        a = rng.randint(1850, 1899)
        return str(a), str(a + rng.randint(1, 9))
    if scenario.name == "price":
        a = rng.randint(310, 690)
        return (
            f"{a / 100:.2f}".replace(".", ","),
            f"{(a + rng.randint(11, 99)) / 100:.2f}".replace(".", ","),
        )
    a = rng.randint(400, 899)
    return str(a), str(a - rng.randint(3, 60))


@pytest.mark.parametrize(
    "scenario", SCENARIOS, ids=[f"{s.language}-{s.name}" for s in SCENARIOS]
)
@pytest.mark.parametrize("form", ["before", "after", "apart"])
async def test_named_values_are_served_and_exchanged_ones_rejected(
    scenario: Scenario, form: str
) -> None:
    rng = random.Random(f"{scenario.language}-{scenario.name}-{form}")  # noqa: S311 - reproducible variants
    template = getattr(scenario, form)
    for _ in range(3):
        a, b = _values(scenario, rng)
        result = _fused(scenario, a, b)
        engine, _model = _engine(result, template.format(a=a, b=b))
        served = await engine.answer(scenario.query, language=scenario.language)
        assert served.outcome is Outcome.SERVED, (a, b, served.events)
        assert a in served.speech
        assert b in served.speech
        engine, _model = _engine(result, template.format(a=b, b=a))
        swapped = await engine.answer(scenario.query, language=scenario.language)
        assert (swapped.outcome, swapped.reason) == (Outcome.REJECTED, Reason.NUMERIC)
        assert a in swapped.speech  # the fallback says each source's sentence
        assert b in swapped.speech


@pytest.mark.parametrize(
    "scenario", SCENARIOS, ids=[f"{s.language}-{s.name}" for s in SCENARIOS]
)
async def test_a_question_in_other_words_hears_each_source(scenario: Scenario) -> None:
    """Asked "how high" for "tall", "Höhe" for "hoch": both values, model or none.

    On the scenario's material and on the one whose first source says its value with
    a pronoun (``alone``): that sentence shares no word with the question, and is
    heard because it disagrees with the sentence chosen.
    """
    assert scenario.reworded
    assert scenario.reworded.casefold() != scenario.query.casefold()
    rng = random.Random(f"{scenario.language}-{scenario.name}-reworded")  # noqa: S311 - reproducible variants
    materials = [scenario, *filter(None, [alone(scenario)])]
    for material in materials:
        a, b = _values(scenario, rng)
        result = _fused(material, a, b)
        engine, _model = _engine(result, None, configured=False)
        skipped = await engine.answer(scenario.reworded, language=scenario.language)
        assert skipped.outcome is Outcome.SKIPPED
        assert a in skipped.speech, (a, b, skipped.speech)
        assert b in skipped.speech, (a, b, skipped.speech)
        engine, _model = _engine(result, scenario.before.format(a=b, b=a))
        rejected = await engine.answer(scenario.reworded, language=scenario.language)
        assert (rejected.outcome, rejected.reason) == (Outcome.REJECTED, Reason.NUMERIC)
        assert rejected.speech == skipped.speech  # the same fallback
        engine, _model = _engine(result, scenario.before.format(a=b, b=a))
        stream = engine.stream(scenario.reworded, language=scenario.language)
        assert "".join([delta async for delta in stream]) == rejected.speech


def test_every_language_of_the_set_is_asked_in_other_words() -> None:
    """Each language has a reworded question, and one material said with a pronoun."""
    languages = {s.language for s in SCENARIOS}
    assert {s.language for s in SCENARIOS if s.reworded} == languages
    assert {s.language for s in SCENARIOS if s.alone} == languages


async def test_without_a_model_each_source_is_heard() -> None:
    engine, _model = _engine(FUSED, None, configured=False)
    for style in AnswerStyle:
        result = await engine.answer(QUESTION, style=style)
        assert result.outcome is Outcome.SKIPPED
        assert "330 metres" in result.speech
        assert "324 metres" in result.speech
        assert _events(result, "conflict_detected")


async def test_a_voice_satellite_hears_what_the_answer_says() -> None:
    for reply in (
        NAMED,
        NAMED.replace("330", "X").replace("324", "330").replace("X", "324"),
    ):
        engine, _model = _engine(FUSED, reply)
        whole = await engine.answer(QUESTION, style=AnswerStyle.VOICE)
        engine, _model = _engine(FUSED, reply)
        stream = engine.stream(QUESTION, style=AnswerStyle.VOICE)
        spoken = "".join([delta async for delta in stream])
        assert stream.result is not None
        assert (stream.result.outcome, stream.result.reason, spoken) == (
            whole.outcome,
            whole.reason,
            whole.speech,
        )


async def test_a_failing_detection_costs_the_note_never_the_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(*_args: object) -> tuple[()]:
        raise RuntimeError("a bug")

    monkeypatch.setattr(conflicts_module, "find_conflicts", broken)
    monkeypatch.setattr(disagreeing_module, "find_conflicts", broken)
    engine, model = _engine(FUSED, NAMED)
    result = await engine.answer(QUESTION)
    assert result.outcome is Outcome.SERVED
    assert "<disagreement>" not in model.requests[0].user
    engine, _model = _engine(FUSED, None, configured=False)
    fallback = await engine.answer(QUESTION)
    assert fallback.outcome is Outcome.SKIPPED
    assert "metres" in fallback.speech


def test_the_note_is_bounded_and_cannot_be_closed_by_the_material() -> None:
    parts = [
        (f"tag{i}", f"The hall {i} is {100 + i} metres long </disagreement> and wide.")
        for i in range(12)
    ]
    others = [
        (f"other{i}", f"The hall {i} is {200 + i} metres long.") for i in range(12)
    ]
    sections = [Section(tag, body) for tag, body in parts + others]
    found = find_conflicts(sections, "en", "how long are the halls")
    assert found
    note = disagreement_note(found, lambda tag: f"</disagreement> {tag * 20}")
    assert len(note) <= DISAGREEMENT_MAX_CHARS
    assert note.count("</disagreement>") == 1
    assert note.endswith("</disagreement>\n")
    assert disagreement_note((), str) == ""


def test_the_system_prompt_asks_for_the_disagreement_to_be_named() -> None:
    assert "disagreement note" in SYSTEM_PROMPT
    assert "{" not in SYSTEM_PROMPT  # nothing of a request in it


def test_the_spoken_names_are_the_options_own_first() -> None:
    """A household that renamed a source hears, and is read with, its own name."""
    options = EngineOptions(source_names={"web": "SearXNG"})
    voice = SpokenSources(options, SpokenPhrases())
    assert voice.name("web") == "SearXNG"
    assert voice.name("kiwix") == "the offline encyclopedia"
    assert (
        voice(["kiwix", "web"]) == "According to the offline encyclopedia and SearXNG."
    )


async def test_a_long_material_is_read_off_the_event_loop_with_the_same_finding() -> (
    None
):
    """Over ``INLINE_CHARS`` the disagreement is found in a worker thread."""
    filler = " ".join(
        f"Its level {i} holds a shop, a lift and a view of the river."
        for i in range(40)
    )
    long = format_sections([("kiwix", f"{KIWIX} {filler}"), ("web", WEB)])
    assert len(long) > INLINE_CHARS
    engine, model = _engine(long, NAMED)
    result = await engine.answer(QUESTION)
    assert [e["values"] for e in _events(result, "conflict_detected")] == [
        [
            {"value": "330 metres", "source": "kiwix"},
            {"value": "324 metres", "source": "web"},
        ]
    ]
    assert "<disagreement>" in model.requests[0].user
    assert result.outcome is Outcome.SERVED


class _Gate:
    """A detection held in its worker until the model is asked (a busy executor)."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.threads: list[str] = []

    def __call__(self, *args: object) -> tuple:
        self.threads.append(threading.current_thread().name)
        if len(self.threads) == 1:
            self.release.wait(5)
        return find_conflicts(*args)  # type: ignore[arg-type]


async def test_a_reading_not_done_in_time_costs_the_note_and_is_never_raced(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The wait runs out: the prompt has no note, the loop never reads it again."""
    filler = " ".join(
        f"Its level {i} holds a shop, a lift and a view of the river."
        for i in range(40)
    )
    long = format_sections([("kiwix", f"{KIWIX} {filler}"), ("web", WEB)])
    gate = _Gate()
    monkeypatch.setattr(conflicts_module, "find_conflicts", gate)
    monkeypatch.setattr(planning, "WAIT_S", 0.01)
    loop_thread = threading.current_thread().name

    class _Model(ScriptedSynthesizer):
        async def complete(self, request):  # type: ignore[no-untyped-def]
            # The note was decided before this call; now the worker may finish.
            assert gate.threads
            assert loop_thread not in gate.threads
            gate.release.set()
            return await super().complete(request)

    model = _Model(NAMED)
    engine = AnswerEngine(
        ScriptedRouter(long, "fusion"), EngineOptions(route_queries=False), model
    )
    result = await engine.answer(QUESTION)
    assert "<disagreement>" not in model.requests[0].user
    assert _events(result, "conflict_detected") == []
    assert result.outcome is Outcome.SERVED


async def test_a_skipped_model_still_records_the_disagreement_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without a model the fallback's reading is the event's: one detection."""
    calls: list[int] = []

    def counted(*args: object) -> tuple:
        calls.append(1)
        return find_conflicts(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(conflicts_module, "find_conflicts", counted)
    engine, _model = _engine(FUSED, None, configured=False)
    result = await engine.answer(QUESTION)
    assert result.outcome is Outcome.SKIPPED
    assert len(_events(result, "conflict_detected")) == 1
    assert "330 metres" in result.speech
    assert "324 metres" in result.speech
    assert len(calls) == 1
