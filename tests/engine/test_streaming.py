"""Streaming: verified sentences are spoken as the model writes them, nothing else."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from custom_components.grounded_answers.engine.errors import SynthesisTimeoutError
from custom_components.grounded_answers.engine.options import (
    AnswerStyle,
    EngineOptions,
    SpokenAttribution,
)
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.pipeline.splitter import (
    SentenceSplitter,
)
from custom_components.grounded_answers.engine.retrieve.fusion import format_sections
from custom_components.grounded_answers.engine.synth.ollama import (
    SynthesisReply,
    SynthesisRequest,
)
from custom_components.grounded_answers.engine.text.sentences import split_sentences
from custom_components.grounded_answers.engine.types import Outcome
from scripts.evaluation import ScriptedRouter

TOWER = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. "
    "It was built for the 1889 World's Fair and stood as the tallest structure in the "
    "world for 41 years. Including its antennas it now reaches 330 metres, and about "
    "7 million people visit it every year."
)


class ChunkedSynthesizer:
    """Streams a reply word by word; can fail after some words or wait for a go."""

    def __init__(self, reply: str, *, fail_after: int | None = None) -> None:
        self.words = reply.split(" ")
        self.fail_after = fail_after
        self.requests: list[SynthesisRequest] = []
        self.gate: asyncio.Event | None = None  # when set up, pauses after word 12
        self.sent = 0

    async def complete(self, request: SynthesisRequest) -> SynthesisReply:
        self.requests.append(request)
        return SynthesisReply(text=" ".join(self.words))

    async def stream(self, request: SynthesisRequest) -> AsyncIterator[str]:
        self.requests.append(request)
        for index, word in enumerate(self.words):
            if self.fail_after is not None and index == self.fail_after:
                raise SynthesisTimeoutError("stalled")
            if self.gate is not None and index == 12:
                await self.gate.wait()
            self.sent = index + 1
            yield word if index == 0 else f" {word}"

    async def warm_up(self) -> None:
        """Nothing to warm up."""


def engine(
    reply: str, result: str = TOWER, source: str = "kiwix", **options
) -> tuple[AnswerEngine, ChunkedSynthesizer]:
    synthesizer = ChunkedSynthesizer(reply)
    return AnswerEngine(
        ScriptedRouter(result, source), EngineOptions(**options), synthesizer
    ), synthesizer


async def collect(stream) -> list[str]:
    return [delta async for delta in stream]


@pytest.mark.parametrize("size", [1, 2, 3, 7, 50])
def test_splitter_gives_the_sentences_of_the_whole_text(size: int) -> None:
    text = "<think>plan: 2.5 is wrong</think>It is 2.5 million. Dr. Smith agreed. It was 330 m tall? Yes [1]."
    splitter = SentenceSplitter()
    got: list[str] = []
    for start in range(0, len(text), size):
        got.extend(splitter.feed(text[start : start + size]))
    got.extend(splitter.finish())
    assert got == [s.text for s in split_sentences(text[text.index("</think>") + 8 :])]


def test_splitter_holds_back_the_last_sentence_and_reasoning() -> None:
    splitter = SentenceSplitter()
    assert splitter.feed("<think>It is 324.") == []
    assert splitter.feed("</think>It is 2.") == []
    assert splitter.feed("5 million. Next") == ["It is 2.5 million."]
    assert splitter.finish() == ["Next"]


async def test_streamed_text_equals_the_final_answer_and_starts_before_the_model_ends() -> (
    None
):
    reply = "It reaches 330 metres with its antennas. About 7 million people visit it every year. It was built for the 1889 World's Fair. (kiwix)"
    answering, synthesizer = engine(reply)
    synthesizer.gate = asyncio.Event()
    stream = answering.stream("tell me about the eiffel tower", style=AnswerStyle.BRIEF)
    deltas: list[str] = []

    async for delta in stream:
        deltas.append(delta)
        if len(deltas) == 1:
            # The first sentence is out while the model is still held mid-reply.
            assert synthesizer.sent < 12 < len(synthesizer.words)
            assert not synthesizer.gate.is_set()
            synthesizer.gate.set()

    assert deltas[0] == "It reaches 330 metres with its antennas."
    assert "".join(deltas) == stream.result.speech
    assert stream.result.outcome is Outcome.SERVED
    assert stream.result.speech == (
        "It reaches 330 metres with its antennas. About 7 million people visit it "
        "every year. It was built for the 1889 World's Fair."
    )
    assert stream.result.answer_sources == ["kiwix"]


async def test_first_sentence_failing_speaks_only_the_material() -> None:
    answering, _ = engine("It is 324 metres tall. It is in Paris. (kiwix)")
    stream = answering.stream("how tall is the eiffel tower")
    deltas = await collect(stream)
    assert (stream.result.outcome, stream.result.reason) == (
        Outcome.REJECTED,
        "numeric",
    )
    assert deltas == [stream.result.speech]
    assert "324" not in stream.result.speech
    assert stream.result.speech.startswith("The Eiffel Tower is a wrought-iron")


async def test_later_failure_ends_at_the_last_verified_sentence_unverified_and_uncached() -> (
    None
):
    answering, synthesizer = engine(
        "It reaches 330 metres. It opened in 1887. It is in Paris. (kiwix)"
    )
    stream = answering.stream("tell me about the eiffel tower", style=AnswerStyle.BRIEF)
    deltas = await collect(stream)
    assert deltas == ["It reaches 330 metres."]
    assert stream.result.outcome is Outcome.SERVED
    ended = [e for e in stream.result.events if e.kind == "answer_ended"]
    assert ended and ended[0].data["gate"] == "numeric"
    assert ended[0].data["sentence"] == 1
    assert stream.result.complete is False
    assert stream.result.events[-1].data["complete"] is False
    again = answering.stream("tell me about the eiffel tower", style=AnswerStyle.BRIEF)
    await collect(again)
    assert not again.result.cached
    assert len(synthesizer.requests) == 2


async def test_honest_miss_streams_the_translated_sentence() -> None:
    answering, _ = engine("NOT_IN_SOURCES")
    stream = answering.stream("who designed it")
    assert await collect(stream) == ["The retrieved sources don't answer this."]
    assert stream.result.outcome is Outcome.HONEST_MISS


FUSED = format_sections(
    [
        (
            "forecast",
            "Tomorrow: light rain in the morning, clearing by noon. High of 14 degrees, low of 6 degrees. Wind from the west at 20 kilometres per hour.",
        ),
        (
            "web",
            "**City marathon**\nThe city marathon starts at 9 in the morning on Sunday and closes 12 streets in the old town.",
        ),
    ]
)


async def test_fused_material_is_gated_whole_with_its_attribution() -> None:
    answering, _ = engine(
        "Light rain is expected in the morning (forecast). The marathon starts at 9 on Sunday (web).",
        result=FUSED,
        source="fusion",
        spoken_attribution=SpokenAttribution.MULTIPLE,
    )
    stream = answering.stream("what's on tomorrow")
    deltas = await collect(stream)
    assert deltas == [stream.result.speech]
    assert stream.result.speech.endswith(
        " According to the weather forecast and a web search."
    )
    assert any(e.kind == "stream_whole" for e in stream.result.events)


@pytest.mark.parametrize(
    "reply",
    ["Light rain is expected in the morning.", "Light rain is expected. (news)"],
)
async def test_fused_material_without_a_valid_attribution_is_never_spoken(
    reply: str,
) -> None:
    answering, _ = engine(reply, result=FUSED, source="fusion")
    stream = answering.stream("what's on tomorrow")
    deltas = await collect(stream)
    assert (stream.result.outcome, stream.result.reason) == (
        Outcome.REJECTED,
        "attribution",
    )
    assert deltas == [stream.result.speech]
    assert "Light rain is expected" not in stream.result.speech


async def test_a_late_closing_reasoning_tag_ends_the_stream_uncached() -> None:
    # The reasoning restates the material, so the support gate lets it be spoken
    # (reasoning the material does not say is dropped before a word of it is heard).
    answering, _ = engine(
        "The tower stands on the Champ de Mars in Paris. It is in the text.\n"
        "</think>\nIt reaches 330 metres with its antennas. (kiwix)"
    )
    stream = answering.stream("how tall is the eiffel tower")
    deltas = await collect(stream)
    assert "330" not in "".join(deltas)
    ended = [e for e in stream.result.events if e.kind == "stream_ended_early"]
    assert ended and ended[0].data["gate"] == "reasoning"
    again = answering.stream("how tall is the eiffel tower")
    await collect(again)
    assert not again.result.cached


async def test_a_slow_listener_is_not_cut_off_by_the_model_timeout() -> None:
    answering, _ = engine(
        "It reaches 330 metres with its antennas. About 7 million people visit it "
        "every year. It was built for the 1889 World's Fair. (kiwix)",
        llm_timeout=0.2,
    )
    stream = answering.stream("tell me about the eiffel tower", style=AnswerStyle.BRIEF)
    deltas = []
    async for delta in stream:
        deltas.append(delta)
        await asyncio.sleep(0.3)  # the listener speaking: longer than the timeout
    assert "".join(deltas) == stream.result.speech
    assert stream.result.outcome is Outcome.SERVED


async def test_model_failure_after_a_sentence_keeps_what_was_verified() -> None:
    answering, synthesizer = engine(
        "It reaches 330 metres with its antennas. About 7 million people visit."
    )
    synthesizer.fail_after = 9
    stream = answering.stream("tell me about the eiffel tower")
    deltas = await collect(stream)
    assert deltas == ["It reaches 330 metres with its antennas."]
    assert stream.result.outcome is Outcome.SERVED
    assert any(e.kind == "stream_ended_early" for e in stream.result.events)


async def test_model_failure_before_a_sentence_speaks_the_material() -> None:
    answering, synthesizer = engine("It reaches 330 metres with its antennas.")
    synthesizer.fail_after = 2
    stream = answering.stream("how tall is it")
    deltas = await collect(stream)
    assert (stream.result.outcome, stream.result.reason) == (
        Outcome.REJECTED,
        "llm_error",
    )
    assert deltas == [stream.result.speech]


async def test_voice_cap_ends_the_stream_at_a_sentence() -> None:
    reply = " ".join(
        [
            "It reaches 330 metres with its antennas and stands on the Champ de Mars in Paris."
        ]
        * 4
    )
    answering, _ = engine(reply, voice_max_chars=120)
    stream = answering.stream("how tall")
    deltas = await collect(stream)
    assert len("".join(deltas)) <= 120
    assert (
        "".join(deltas)
        == "It reaches 330 metres with its antennas and stands on the Champ de Mars in Paris."
    )


async def test_cached_answer_streams_at_once() -> None:
    answering, synthesizer = engine("It reaches 330 metres with its antennas. (kiwix)")
    first = answering.stream("how tall")
    await collect(first)
    second = answering.stream("how tall")
    assert await collect(second) == [first.result.speech]
    assert second.result.cached
    assert len(synthesizer.requests) == 1


async def test_claim_checked_stream_cites_what_it_spoke() -> None:
    answering, _ = engine(
        "It reaches 330 metres including its antennas [1]. It was built for the 1889 World's Fair [1].",
        claim_checking=True,
    )
    stream = answering.stream("tell me about the eiffel tower", style=AnswerStyle.BRIEF)
    deltas = await collect(stream)
    assert "".join(deltas) == stream.result.speech
    grounding = stream.result.grounding
    assert grounding["verified"] is True
    assert grounding["marked_answer"] == (
        "It reaches 330 metres including its antennas.[1] It was built for the 1889 World's Fair.[1]"
    )


async def test_a_claim_checked_stream_cut_by_the_model_cites_only_what_it_spoke() -> (
    None
):
    reply = (
        "It reaches 330 metres including its antennas [1]. "
        "Did you know it was built for the 1889 World's Fair [1]? It also"
    )
    answering, synthesizer = engine(reply, claim_checking=True)
    # The question is verified but held (speech never ends on one); then the model fails.
    synthesizer.fail_after = len(reply.split(" ")) - 1
    stream = answering.stream("tell me about the eiffel tower", style=AnswerStyle.BRIEF)
    deltas = await collect(stream)
    assert deltas == ["It reaches 330 metres including its antennas."]
    result = stream.result
    assert (result.outcome, result.complete) == (Outcome.SERVED, False)
    assert result.speech == "It reaches 330 metres including its antennas."
    assert result.grounding["verified"] is False
    assert result.grounding["marked_answer"] == (
        "It reaches 330 metres including its antennas.[1]"
    )
