"""One path: a whole answer and a streamed one agree on every reply, by construction.

``AnswerEngine.answer()`` and ``AnswerEngine.stream()`` run the same ``AnswerRun``;
these tests prove it on several hundred generated replies (sentences drawn from
pools of good and bad ones, with and without attribution and reasoning, over one
section and over fused material, claim checking off and on) and on the issue's own
examples.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest

from custom_components.grounded_answers.engine.options import (
    AnswerStyle,
    EngineOptions,
)
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.retrieve.fusion import format_sections
from custom_components.grounded_answers.engine.synth.ollama import (
    SynthesisReply,
    SynthesisRequest,
)
from custom_components.grounded_answers.engine.types import AnswerResult, Outcome
from scripts.evaluation import ScriptedRouter

QUERY = "how tall is the eiffel tower"
TOWER = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. "
    "It was built for the 1889 World's Fair and stood as the tallest structure in the "
    "world for 41 years. Including its antennas it now reaches 330 metres, and about "
    "7 million people visit it every year."
)
TICKETS = (
    "Tickets to the summit cost 29 euros for adults. The lifts start at 9 in the "
    "morning and the last ascent is at 10 at night."
)
SINGLE = (TOWER, "kiwix")
FUSED = (format_sections([("kiwix", TOWER), ("web", TICKETS)]), "fusion")

# The pools: what a model writes, good and bad. Claim-checked replies cite [1].
CORRECT = "It reaches 330 metres with its antennas{m}."
VISITORS = "About 7 million people visit it every year{m}."
INVENTED = "It was finished in 1887{m}."
ECHO = "The Eiffel Tower is tall{m}."
PARAPHRASE = "The sources don't answer this."
TOKEN = "NOT_IN_SOURCES"
QUESTION = "Did you know it was built for a fair{m}?"
LONG = (  # 219 characters: alone it fits the voice cap of 240, with any other not
    "It is a wrought-iron lattice tower on the Champ de Mars in Paris, built for the "
    "1889 World's Fair, and it stood as the tallest structure in the world for 41 "
    "years before taller buildings and masts overtook it in height{m}."
)
POOL = (CORRECT, VISITORS, INVENTED, ECHO, PARAPHRASE, TOKEN, QUESTION, LONG)
ATTRIBUTIONS = ("", " (kiwix)", "\nSource: kiwix", " (kiwix, web)", " (news)")
THINKING = ("", "<think>The user wants the height. 324 m? Check.</think>\n")


@dataclass(frozen=True, slots=True)
class Case:
    """One generated reply and the request it answers."""

    sentences: tuple[str, ...]
    attribution: str
    thinking: str
    material: tuple[str, str]
    claim_checking: bool

    @property
    def reply(self) -> str:
        marker = " [1]" if self.claim_checking else ""
        body = " ".join(s.format(m=marker) for s in self.sentences)
        return f"{self.thinking}{body}{self.attribution}"

    def __str__(self) -> str:
        """Name the case for a failure message."""
        fused = "fused" if self.material is FUSED else "single"
        claims = "claims" if self.claim_checking else "plain"
        return f"{fused}-{claims}: {self.reply!r}"


def generated(per_size: int, seed: int) -> list[Case]:
    """Return replies of 1-4 pool sentences and every other choice, per length."""
    rng = random.Random(seed)  # noqa: S311 - a fixed, reproducible sample
    cases: list[Case] = []
    for size in range(1, 5):
        space = list(
            itertools.product(
                itertools.product(POOL, repeat=size),
                ATTRIBUTIONS,
                THINKING,
                (SINGLE, FUSED),
                (False, True),
            )
        )
        cases.extend(Case(*picked) for picked in rng.sample(space, per_size))
    return cases


class Synthesizer:
    """Answers whole, or streams the same reply in pieces of ``size`` characters.

    ``size`` 0 streams word by word, spaces attached to the following word.
    """

    def __init__(self, reply: str, size: int = 0) -> None:
        self.reply = reply
        self.size = size

    async def complete(self, request: SynthesisRequest) -> SynthesisReply:
        return SynthesisReply(text=self.reply)

    async def stream(self, request: SynthesisRequest) -> AsyncIterator[str]:
        if self.size:
            pieces = [
                self.reply[at : at + self.size]
                for at in range(0, len(self.reply), self.size)
            ]
        else:
            words = self.reply.split(" ")
            pieces = [words[0], *(f" {word}" for word in words[1:])]
        for piece in pieces:
            yield piece


def new_engine(case: Case, size: int = 0) -> AnswerEngine:
    return AnswerEngine(
        ScriptedRouter(*case.material),
        EngineOptions(claim_checking=case.claim_checking),
        Synthesizer(case.reply, size),
    )


# Events both paths record the same way (a stream adds sentence_spoken on top).
_DECISIONS = frozenset(
    {
        "sentence_kept",
        "sentence_dropped",
        "answer_ended",
        "honest_miss",
        "synthesis_rejected",
        "answer_served",
        "stream_whole",
    }
)


def observed(result: AnswerResult) -> dict[str, object]:
    return {
        "outcome": result.outcome,
        "reason": result.reason,
        "speech": result.speech,
        "answer_sources": result.answer_sources,
        "complete": result.complete,
        "grounding": result.grounding,
        "decisions": [
            (e.kind, e.data.get("gate"), e.data.get("reason"), e.data.get("sentence"))
            for e in result.events
            if e.kind in _DECISIONS
        ],
    }


async def both_paths(
    case: Case, size: int = 0
) -> tuple[AnswerResult, AnswerResult, list[str]]:
    whole = await new_engine(case).answer(QUERY, style=AnswerStyle.VOICE)
    stream = new_engine(case, size).stream(QUERY, style=AnswerStyle.VOICE)
    deltas = [delta async for delta in stream]
    assert stream.result is not None
    return whole, stream.result, deltas


CASES = generated(70, seed=20260607)


async def test_the_two_paths_agree_on_every_generated_reply() -> None:
    disagreements: list[str] = []
    outcomes: set[tuple[Outcome, str | None, bool]] = set()
    for number, case in enumerate(CASES):
        # Word by word for all; one character at a time for every fifth reply.
        for size in (0, 1) if number % 5 == 0 else (0,):
            whole, streamed, deltas = await both_paths(case, size)
            outcomes.add((whole.outcome, whole.reason, whole.complete))
            problems = [
                f"  {name}: answer()={value!r} stream()={observed(streamed)[name]!r}"
                for name, value in observed(whole).items()
                if observed(streamed)[name] != value
            ]
            if "".join(deltas) != streamed.speech:
                problems.append(f"  deltas {deltas!r} != speech {streamed.speech!r}")
            if problems:
                chunks = "1-char" if size else "word"
                disagreements.append(f"{case} [{chunks}]\n" + "\n".join(problems))
    assert not disagreements, f"{len(disagreements)} replies disagree:\n" + "\n".join(
        disagreements[:10]
    )
    # The sample reaches every kind of ending the chain has.
    assert {
        (Outcome.SERVED, None, True),
        (Outcome.SERVED, None, False),
        (Outcome.HONEST_MISS, None, True),
        (Outcome.REJECTED, "numeric", True),
        (Outcome.REJECTED, "echo", True),
        (Outcome.REJECTED, "length", True),
        (Outcome.REJECTED, "attribution", True),
        (Outcome.REJECTED, "claims", True),
    } <= outcomes


def test_the_sample_covers_the_pools() -> None:
    assert len(CASES) == len(set(CASES)) == 280
    for sentence in POOL:
        assert any(sentence in case.sentences for case in CASES)
    for size in range(1, 5):
        assert any(len(case.sentences) == size for case in CASES)
    for attribution, thinking, material, claims in itertools.product(
        ATTRIBUTIONS, THINKING, (SINGLE, FUSED), (False, True)
    ):
        assert any(
            (c.attribution, c.thinking, c.material, c.claim_checking)
            == (attribution, thinking, material, claims)
            for c in CASES
        )


def test_the_long_sentence_fits_alone_but_not_with_another() -> None:
    long = LONG.format(m=" [1]")
    shortest = min(len(s.format(m="")) for s in POOL if s not in (LONG, TOKEN))
    assert len(LONG.format(m="")) + 1 + shortest > 240 >= len(long)


# -- the examples ------------------------------------------------------------


def case(reply: str, material=SINGLE, *, claim_checking: bool = False) -> Case:
    return Case(
        (reply.replace("{", "{{").replace("}", "}}"),), "", "", material, claim_checking
    )


@pytest.mark.parametrize("size", [0, 1])
async def test_a_later_invented_number_serves_what_came_before(size: int) -> None:
    reply = case("It is 330 metres tall. It was finished in 1887.")
    whole, streamed, deltas = await both_paths(reply, size)
    for result in (whole, streamed):
        assert (result.outcome, result.reason) == (Outcome.SERVED, None)
        assert result.speech == "It is 330 metres tall."
        assert result.complete is False
        ended = [e for e in result.events if e.kind == "answer_ended"]
        assert [e.data["gate"] for e in ended] == ["numeric"]
        assert ended[0].data["token"] == "1887"
    assert "".join(deltas) == "It is 330 metres tall."


@pytest.mark.parametrize("size", [0, 1])
async def test_a_first_invented_number_speaks_the_material(size: int) -> None:
    reply = case("It was finished in 1887. It is 330 metres tall.")
    whole, streamed, deltas = await both_paths(reply, size)
    for result in (whole, streamed):
        assert (result.outcome, result.reason) == (Outcome.REJECTED, "numeric")
        assert result.speech.startswith("The Eiffel Tower is a wrought-iron")
        assert "1887" not in result.speech
    assert whole.speech == streamed.speech
    assert deltas == [streamed.speech]


@pytest.mark.parametrize("size", [0, 1])
async def test_an_echo_is_dropped_and_the_answer_served(size: int) -> None:
    reply = case("You asked how tall the Eiffel Tower is. It is 330 metres tall.")
    whole, streamed, deltas = await both_paths(reply, size)
    for result in (whole, streamed):
        assert (result.outcome, result.reason) == (Outcome.SERVED, None)
        assert result.speech == "It is 330 metres tall."
        assert result.complete is True
        dropped = [e for e in result.events if e.kind == "sentence_dropped"]
        assert [(e.data["gate"], e.data["reason"]) for e in dropped] == [
            ("echo", "echo")
        ]
        assert not any(e.data.get("reason") == "empty" for e in result.events)
    assert deltas == ["It is 330 metres tall."]


async def test_a_reply_that_only_echoes_is_rejected_as_an_echo() -> None:
    whole, streamed, _ = await both_paths(case("The Eiffel Tower is tall."))
    for result in (whole, streamed):
        assert (result.outcome, result.reason) == (Outcome.REJECTED, "echo")


async def test_a_stream_speaks_before_the_reply_ends_and_the_whole_answer_says_the_same() -> (
    None
):
    reply = case(
        "It reaches 330 metres with its antennas. About 7 million people visit it "
        "every year. (kiwix)"
    )
    whole, streamed, deltas = await both_paths(reply)
    assert deltas == [
        "It reaches 330 metres with its antennas.",
        " About 7 million people visit it every year.",
    ]
    assert whole.speech == streamed.speech == "".join(deltas)
    assert whole.answer_sources == streamed.answer_sources == ["kiwix"]


async def test_fused_material_is_said_in_one_piece_on_both_paths() -> None:
    reply = case(
        "It reaches 330 metres (kiwix). Tickets to the summit cost 29 euros (web).",
        FUSED,
    )
    whole, streamed, deltas = await both_paths(reply)
    assert (
        whole.speech
        == streamed.speech
        == (
            "It reaches 330 metres. Tickets to the summit cost 29 euros. "
            "According to the offline encyclopedia and a web search."
        )
    )
    assert deltas == [streamed.speech]
    assert whole.answer_sources == streamed.answer_sources == ["kiwix", "web"]
