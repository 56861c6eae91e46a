"""Each gate alone (tables), then the chain's rule over whole replies (``GateRun``)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from custom_components.grounded_answers.engine.gates import chain
from custom_components.grounded_answers.engine.gates.attribution import (
    split_attribution,
)
from custom_components.grounded_answers.engine.gates.base import (
    Action,
    Candidate,
    GateContext,
    Kept,
    Verdict,
)
from custom_components.grounded_answers.engine.gates.chain import (
    CLAIM_GATES,
    GATES,
    Conclusion,
    GateRun,
)
from custom_components.grounded_answers.engine.gates.claims import claims_gate
from custom_components.grounded_answers.engine.gates.echo import echo_gate
from custom_components.grounded_answers.engine.gates.honest_miss import (
    has_miss_token,
    honest_miss_gate,
    is_honest_miss,
)
from custom_components.grounded_answers.engine.gates.length import length_gate
from custom_components.grounded_answers.engine.gates.number_gate import numeric_gate
from custom_components.grounded_answers.engine.pipeline.splitter import (
    SentenceSplitter,
)
from custom_components.grounded_answers.engine.text.speech import clean_for_speech
from custom_components.grounded_answers.engine.types import Reason, Section

TOWER = Section(
    "kiwix",
    "The Eiffel Tower is in Paris. Including its antennas it reaches 330 metres.",
)
FUSED = [
    Section("forecast", "Rain tomorrow, high of 14 degrees."),
    Section("web", "A marathon at 9 on Sunday."),
]
SHOP = Section("web", "The shop is open until 9 pm on Fridays.")
# The tower with what the chain's tests say of it, so that the support gate passes it.
TOWER_FAIR = Section(
    "kiwix",
    "The Eiffel Tower is an iron lattice tower on the Champ de Mars in Paris. "
    "Including its antennas it reaches 330 metres. It was built for a fair. "
    "It is repainted by hand regularly.",
)
NOTHING = Kept()
ANSWER = Kept(("It reaches 330 metres.",))


def ctx(
    query: str = "how tall is the eiffel tower",
    sections=(TOWER,),
    cap: int = 240,
    attribution=None,
    *,
    claim_checking: bool = False,
) -> GateContext:
    return GateContext(
        query=query,
        sections=list(sections),
        cap=cap,
        current_year=2026,
        spoken_attribution=attribution or (lambda tags: ""),
        claim_checking=claim_checking,
    )


def candidate(text: str, context: GateContext | None = None) -> Candidate:
    """One sentence as the chain hands it to a gate: attribution off, cleaned."""
    attributed = split_attribution(text, (context or ctx()).offered_tags)
    body = clean_for_speech(attributed.body, settle=False) if attributed.body else ""
    return Candidate(text, body, attributed.tags or ())


@dataclass
class Ran:
    """A whole reply through the splitter and the chain."""

    sentences: list[str]
    released: list[list[str]]  # what each ``feed`` released, in order
    conclusion: Conclusion
    run: GateRun

    @property
    def decisions(self) -> list[tuple[str, str, Reason | None]]:
        return [(d.kind, d.gate, d.verdict.reason) for d in self.run.decisions]


async def conclude(reply: str, context: GateContext | None = None) -> Ran:
    splitter = SentenceSplitter()
    sentences = splitter.feed(reply) + splitter.finish()
    run = GateRun(context or ctx())
    released = [await run.feed(sentence) for sentence in sentences]
    return Ran(sentences, released, run.finish(), run)


def spoken(ran: Ran) -> str:
    """Return what a stream would have said before the end."""
    return " ".join(text for batch in ran.released for text in batch)


# -- the chain's order ---------------------------------------------------------------


def test_chain_order_is_the_designs() -> None:
    assert [name for name, _ in GATES] == [
        "honest_miss",
        "echo",
        "numeric",
        "support",
        "length",
    ]
    assert [name for name, _ in CLAIM_GATES] == [
        "honest_miss",
        "echo",
        "claims",
        "length",
    ]


async def test_claim_checking_swaps_the_numeric_gate_for_the_claims_gate() -> None:
    assert GateRun(ctx()).gates is GATES
    assert GateRun(ctx(claim_checking=True)).gates is CLAIM_GATES


# -- reasoning, surrogates, empty replies (splitter + chain preparation) -------------


@pytest.mark.parametrize(
    ("reply", "body"),
    [
        (
            "<think>330 m</think>It is 330 metres tall. (kiwix)",
            "It is 330 metres tall.",
        ),
        ("<THINK>\nhmm\n</THINK>\n**330 metres** tall. (kiwix)", "330 metres tall."),
        ("  It reaches 330 metres.  ", "It reaches 330 metres."),
        (
            "<think>It is 324 metres.</think>It reaches 330 metres.",
            "It reaches 330 metres.",
        ),
        ("plan: say 324.</think>It reaches 330 metres.", "It reaches 330 metres."),
    ],
)
async def test_reasoning_and_attribution_never_reach_the_gates(
    reply: str, body: str
) -> None:
    ran = await conclude(reply)
    assert ran.conclusion.outcome == "served"
    assert ran.conclusion.body == body
    assert ran.conclusion.tags == ("kiwix",)
    assert all("think" not in s.lower() for s in ran.sentences)


@pytest.mark.parametrize(
    "reply",
    [
        "",
        "   ",
        "\n\n",
        "<think>x</think>",
        "<think>x</think> (kiwix)",
        "<think>cut off while still thinking",
    ],
)
async def test_nothing_to_say_is_rejected_empty(reply: str) -> None:
    ran = await conclude(reply)
    assert (ran.conclusion.outcome, ran.conclusion.reason) == ("rejected", "empty")
    assert spoken(ran) == ""


async def test_lone_surrogates_survive_to_speech() -> None:
    ran = await conclude("It is 330 metres tall \ud800. (kiwix)")
    assert ran.conclusion.outcome == "served"
    assert ran.conclusion.body.encode()  # speakable: no lone surrogate left
    assert ran.conclusion.tags == ("kiwix",)


# -- the honest-miss detector --------------------------------------------------------

MISS_TOKENS = [
    "NOT_IN_SOURCES",
    "not_in_sources.",
    "NOT_IN_SOURCES!",
    "NOT_IN_SOURCES (kiwix)",
    "NOT\\_IN\\_SOURCES",
    "NOT_IN_SOURCE",
    "NOT IN SOURCES",
    "not-in-sources.",
    "**NOT_IN_SOURCES**",
    "NOT_IN_THE_SOURCES",
]
# Spaced, in lower case: the token only when it is the whole reply.
MISS_WHOLE = ["Not in sources.", "not in the sources", "Not in source!"]
MISS_PARAPHRASES = [
    "The sources don't answer this.",
    "The sources don\u2019t answer this.",
    "The retrieved sources do not answer this.",
    "The provided material does not mention who designed it.",
    "I don't know.",
    "Sorry, I don't know.",
    "There is no information about this in the sources.",
    "I couldn't find that in the sources.",
    "The sources don't say.",
    "The answer is not in the sources.",
    "I'm not sure.",
]
NOT_MISSES = [
    "The sources don't say who designed it, but it is 330 metres tall.",
    "I don't know the exact date, but it reaches 330 metres.",
    "There is no lift to the top floor on Mondays.",
    "The file is not in source control.",
    "It reaches 330 metres.",
]


@pytest.mark.parametrize("text", MISS_TOKENS)
def test_the_miss_token_in_any_spelling(text: str) -> None:
    assert has_miss_token(text)
    assert has_miss_token(f"It reaches 330 metres. {text}")
    assert is_honest_miss(text)


@pytest.mark.parametrize("text", MISS_WHOLE)
def test_the_spaced_token_in_prose_case_counts_only_as_the_whole_reply(
    text: str,
) -> None:
    assert not has_miss_token(text)
    assert is_honest_miss(text)
    assert not is_honest_miss(f"It reaches 330 metres. {text}")


@pytest.mark.parametrize("text", MISS_PARAPHRASES)
def test_a_paraphrase_is_a_miss_only_as_the_whole_reply(text: str) -> None:
    assert is_honest_miss(text)
    assert is_honest_miss(f"{text} {text}")
    assert not is_honest_miss(f"{text} It reaches 330 metres.")


@pytest.mark.parametrize("text", NOT_MISSES)
def test_an_answer_that_mentions_what_is_missing_is_no_miss(text: str) -> None:
    assert not has_miss_token(text)
    assert not is_honest_miss(text)


@pytest.mark.parametrize(
    ("text", "kept", "action", "reason"),
    [
        *[(token, NOTHING, Action.MISS, None) for token in MISS_TOKENS[:-3]],
        *[(token, ANSWER, Action.STOP, "honest_miss") for token in MISS_TOKENS[:-3]],
        *[(text, NOTHING, Action.HOLD, None) for text in MISS_PARAPHRASES],
        *[(text, ANSWER, Action.HOLD, None) for text in MISS_PARAPHRASES],
        *[(text, NOTHING, Action.HOLD, None) for text in MISS_WHOLE],
        ("The sources don\u2019t answer this. (kiwix)", NOTHING, Action.HOLD, None),
        *[(text, NOTHING, Action.PASS, None) for text in NOT_MISSES],
        ("It is 330 metres tall. (kiwix)", ANSWER, Action.PASS, None),
    ],
)
def test_honest_miss_gate(text: str, kept: Kept, action: Action, reason) -> None:
    verdict = honest_miss_gate(candidate(text), ctx(), kept)
    assert (verdict.action, verdict.reason) == (action, reason)
    assert verdict.passed is (action in (Action.PASS, Action.HOLD))


# -- echo ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "text", "echo"),
    [
        ("how tall is the eiffel tower", "How tall is the Eiffel Tower? (kiwix)", True),
        ("how tall is the eiffel tower", "So, how tall is the Eiffel Tower?", True),
        ("how tall is the eiffel tower", "The Eiffel Tower is tall.", True),
        (
            "how tall is the eiffel tower",
            "You asked how tall the Eiffel Tower is.",
            True,
        ),
        ("how tall is the eiffel tower", "It is 330 metres tall.", False),
        ("is the garage door closed", "The garage door is closed.", False),
        ("is the garage door closed", "Is the garage door closed?", True),
        ("what is molybdenum", "Molybdenum is a chemical element.", False),
        ("what is molybdenum", "What is molybdenum, you ask.", True),
        (
            "which programme is hotter, eco or intensive",
            "The intensive programme is hotter.",
            False,
        ),
        (
            "which is quicker, the eco or the intensive programme",
            "The intensive programme is quicker.",
            False,
        ),
        ("is the red car or the blue car faster", "The blue car.", False),
        (
            "which programme is hotter, eco or intensive",
            "Which programme is hotter, eco or intensive?",
            True,
        ),
        (
            "which programme is hotter, eco or intensive",
            "Eco or intensive programme is hotter.",
            True,
        ),
        ("is the garage door open", "Yes.", False),
        ("is the garage door open", "No.", False),
        ("does the museum open on mondays", "Yes, it does.", False),
        ("what is the weather like", "Yes.", True),
    ],
)
@pytest.mark.parametrize("kept", [NOTHING, ANSWER])
def test_echo_gate(query: str, text: str, echo: bool, kept: Kept) -> None:
    context = ctx(query=query)
    verdict = echo_gate(candidate(text, context), context, kept)
    if echo:
        assert (verdict.action, verdict.reason) == (Action.DROP, "echo")
    else:
        assert verdict.action is Action.PASS


# -- numbers -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "token"),
    [
        ("It reaches 330 metres. (kiwix)", None),
        ("Including its antennas it reaches 330 metres.", None),
        ("It is in Paris.", None),
        ("It is 324 metres tall. (kiwix)", "324"),
        ("It was finished in 1887.", "1887"),
    ],
)
@pytest.mark.parametrize("kept", [NOTHING, ANSWER])
def test_numeric_gate(text: str, token: str | None, kept: Kept) -> None:
    verdict = numeric_gate(candidate(text), ctx(), kept)
    if token is None:
        assert verdict.action is Action.PASS
    else:
        assert (verdict.action, verdict.reason) == (Action.STOP, "numeric")
        assert verdict.token == token


# -- length --------------------------------------------------------------------------

ACCORDING = "According to X."  # 15 characters + a space: 16 of room


@pytest.mark.parametrize(
    ("cap", "kept", "text", "action", "detail"),
    [
        (60, NOTHING, "First sentence is here.", Action.PASS, ""),
        # 23 + 1 + 20 = 44 = 60 - 16: fits exactly
        (60, Kept(("First sentence is here.",)), "Second one is here!!", Action.PASS, ""),
        (60, Kept(("First sentence is here.",)), "Second sentence is here.", Action.STOP, "cut at 23 of 44"),
        (40, NOTHING, "This single sentence is far longer than the tiny cap.", Action.STOP, "first sentence is over 24"),
        (240, ANSWER, "Short.", Action.PASS, ""),
    ],
)  # fmt: skip
def test_length_gate_leaves_room_for_the_longest_attribution(
    cap: int, kept: Kept, text: str, action: Action, detail: str
) -> None:
    context = ctx(cap=cap, attribution=lambda tags: ACCORDING)
    verdict = length_gate(Candidate(text, text), context, kept)
    assert verdict.action is action
    if action is Action.STOP:
        assert verdict.reason == "length"
        assert detail in verdict.detail


def test_length_gate_without_a_spoken_attribution_uses_the_whole_cap() -> None:
    text = "x" * 30
    assert length_gate(Candidate(text, text), ctx(cap=30), NOTHING).passed
    assert not length_gate(Candidate(text, text), ctx(cap=29), NOTHING).passed


# -- claims --------------------------------------------------------------------------


async def test_claims_gate_ignores_a_trailing_tag() -> None:
    context = ctx(claim_checking=True)
    text = "Including its antennas it reaches 330 metres [1]. (kiwix)"
    verdict = await claims_gate(candidate(text, context), context, NOTHING)
    assert verdict.action is Action.PASS
    assert verdict.candidate is not None
    assert verdict.candidate.body == "Including its antennas it reaches 330 metres."
    assert verdict.candidate.tags == ("kiwix",)
    assert verdict.data["dropped_claims"] == 0


@pytest.mark.parametrize(
    ("text", "dropped"),
    [
        ("It was finished in 1887 [1].", 1),
        ("It is 324 metres tall [1].", 1),
        ("[1]", 0),
    ],
)
async def test_claims_gate_drops_what_its_passage_does_not_support(
    text: str, dropped: int
) -> None:
    context = ctx(claim_checking=True)
    verdict = await claims_gate(candidate(text, context), context, ANSWER)
    assert (verdict.action, verdict.reason) == (Action.DROP, "claims")
    assert verdict.data["dropped_claims"] == dropped


# -- the chain: drop and go on -------------------------------------------------------


async def test_an_echo_is_dropped_and_the_answer_goes_on() -> None:
    ran = await conclude("The Eiffel Tower is tall. It reaches 330 metres. (kiwix)")
    assert ran.conclusion.outcome == "served"
    assert ran.conclusion.body == "It reaches 330 metres."
    assert ran.conclusion.complete is True
    assert ran.released[:2] == [[], ["It reaches 330 metres."]]
    assert ran.decisions[0] == ("sentence_dropped", "echo", "echo")


async def test_only_an_echo_is_rejected_as_an_echo_not_as_empty() -> None:
    ran = await conclude("How tall is the Eiffel Tower? The Eiffel Tower is tall.")
    assert (ran.conclusion.outcome, ran.conclusion.reason) == ("rejected", "echo")


async def test_a_claim_that_fails_is_dropped_and_the_answer_goes_on() -> None:
    ran = await conclude(
        "It was finished in 1887 [1]. It reaches 330 metres including its antennas [1].",
        ctx(claim_checking=True),
    )
    assert ran.conclusion.outcome == "served"
    assert ran.conclusion.body == "It reaches 330 metres including its antennas."
    assert ran.conclusion.dropped_claims == 1
    assert ran.decisions[0] == ("sentence_dropped", "claims", "claims")


# -- the chain: stop -----------------------------------------------------------------


async def test_an_invented_number_ends_the_answer_before_its_sentence() -> None:
    ran = await conclude(
        "It reaches 330 metres. It was finished in 1887. It is in Paris. (kiwix)"
    )
    assert ran.conclusion.outcome == "served"
    assert ran.conclusion.body == "It reaches 330 metres."
    assert ran.conclusion.complete is False
    assert ran.released[:3] == [["It reaches 330 metres."], [], []]
    assert ("answer_ended", "numeric", "numeric") in ran.decisions
    assert not any(d[0] == "sentence_kept" for d in ran.decisions[2:])


async def test_an_invented_number_first_rejects_the_reply() -> None:
    ran = await conclude("It is 324 metres tall. It reaches 330 metres. (kiwix)")
    conclusion = ran.conclusion
    assert (conclusion.outcome, conclusion.reason, conclusion.token) == (
        "rejected",
        "numeric",
        "324",
    )
    assert spoken(ran) == ""


async def test_the_length_cap_ends_the_answer_complete() -> None:
    reply = (
        "First sentence is here. Second sentence is here. "
        "Third one is longer than the rest."
    )
    material = [Section("kiwix", reply)]  # every sentence supported: only the cap
    ran = await conclude(
        reply,
        ctx(query="what", sections=material, cap=60, attribution=lambda t: ACCORDING),
    )
    assert ran.conclusion.body == "First sentence is here."
    assert ran.conclusion.complete is True  # the cap is the answer's own end
    assert ("answer_ended", "length", "length") in ran.decisions


async def test_a_first_sentence_over_the_cap_rejects_the_reply() -> None:
    reply = "This single sentence is far longer than the tiny cap allows for speaking."
    ran = await conclude(
        reply, ctx(query="what", sections=[Section("kiwix", reply)], cap=30)
    )
    assert (ran.conclusion.outcome, ran.conclusion.reason) == ("rejected", "length")


async def test_the_cap_never_leaves_the_answer_on_a_question() -> None:
    reply = (
        "It is 330 metres tall including its antennas. "
        "Did you know it was built for a fair? It is repainted by hand regularly."
    )
    ran = await conclude(reply, ctx(sections=[TOWER_FAIR], cap=90))
    assert ran.conclusion.body == "It is 330 metres tall including its antennas."
    assert ("answer_ended", "length", "length") in ran.decisions


# -- the chain: the honest miss ------------------------------------------------------


@pytest.mark.parametrize(
    "reply",
    [
        *MISS_TOKENS,
        *MISS_WHOLE,
        *MISS_PARAPHRASES,
        "<think>no</think>NOT_IN_SOURCES",
        "<think>hmm</think>The sources don't say. (kiwix)",
        "The sources don't answer this. I don't know.",
        "The sources don't answer this. NOT_IN_SOURCES",
        "NOT_IN_SOURCES It reaches 330 metres.",
    ],
)
async def test_a_miss_reply_is_the_honest_miss(reply: str) -> None:
    ran = await conclude(reply)
    assert ran.conclusion.outcome == "honest_miss"
    assert spoken(ran) == ""


async def test_the_token_after_kept_text_ends_the_answer() -> None:
    ran = await conclude("It reaches 330 metres. NOT_IN_SOURCES")
    assert ran.conclusion.outcome == "served"
    assert ran.conclusion.body == "It reaches 330 metres."
    assert ran.conclusion.complete is False
    assert ran.decisions[-1] == ("answer_ended", "honest_miss", "honest_miss")


async def test_a_paraphrase_is_held_until_a_real_sentence_follows() -> None:
    ran = await conclude(
        "The sources don't mention the architect. It is 330 metres tall. (kiwix)"
    )
    assert ran.released[:2] == [
        [],
        ["The sources don't mention the architect.", "It is 330 metres tall."],
    ]
    assert ran.conclusion.outcome == "served"
    assert ran.conclusion.body == (
        "The sources don't mention the architect. It is 330 metres tall."
    )


@pytest.mark.parametrize("reply", NOT_MISSES)
async def test_a_paraphrase_inside_a_real_answer_is_served(reply: str) -> None:
    ran = await conclude(f"{reply} (kiwix)", ctx(query="tell me about the tower"))
    assert ran.conclusion.outcome != "honest_miss"


# -- the chain: attribution ----------------------------------------------------------


@pytest.mark.parametrize(
    ("reply", "tags", "problem"),
    [
        ("Rain and a marathon. (forecast, web)", ("forecast", "web"), ""),
        ("Rain tomorrow. (forecast)", ("forecast",), ""),
        ("Rain tomorrow. Source: forecast", ("forecast",), ""),
        ("Rain tomorrow (forecast). A marathon on Sunday (web).", ("forecast", "web"), ""),
        ("Rain tomorrow.", (), "no attribution"),
        ("Rain tomorrow. (news)", (), "cites news"),
        ("Rain tomorrow. (forecast, news)", (), "cites news"),
    ],
)  # fmt: skip
async def test_fused_material_needs_a_valid_attribution(
    reply: str, tags: tuple[str, ...], problem: str
) -> None:
    ran = await conclude(reply, ctx(query="what's on tomorrow", sections=FUSED))
    assert all(batch == [] for batch in ran.released)  # held whole until the end
    if problem:
        conclusion = ran.conclusion
        assert (conclusion.outcome, conclusion.reason) == ("rejected", "attribution")
        assert problem in conclusion.detail
    else:
        assert ran.conclusion.outcome == "served"
        assert ran.conclusion.tags == tags
        assert "(" not in ran.conclusion.body


async def test_fused_material_is_released_only_at_finish() -> None:
    context = ctx(query="what's on tomorrow", sections=FUSED)
    run = GateRun(context)
    assert run.holds_all
    assert await run.feed("Rain tomorrow with a high of 14 degrees.") == []
    assert await run.feed("A marathon at 9 on Sunday.") == []
    assert await run.feed("(forecast, web)") == []
    conclusion = run.finish()
    assert conclusion.body == (
        "Rain tomorrow with a high of 14 degrees. A marathon at 9 on Sunday."
    )
    assert conclusion.tags == ("forecast", "web")


@pytest.mark.parametrize(
    "reply",
    ["It is 330 metres.", "It is 330 metres. (web)", "It is 330 metres. (kiwix)"],
)
async def test_a_single_section_is_always_its_own_attribution(reply: str) -> None:
    ran = await conclude(reply)
    assert ran.conclusion.tags == ("kiwix",)
    assert ran.released[0] == ["It is 330 metres."]  # no need to wait for the end


@pytest.mark.parametrize(
    ("reply", "body"),
    [
        ("It is 330 metres tall.\n\n**Source:** kiwix", "It is 330 metres tall."),
        ("It is 330 metres tall. (`kiwix`)", "It is 330 metres tall."),
        ("It is 330 metres tall. `(kiwix)`", "It is 330 metres tall."),
        ("It is 330 metres tall. Source: kiwix.", "It is 330 metres tall."),
        ("It is 330 metres tall [kiwix].", "It is 330 metres tall."),
    ],
)
async def test_attribution_forms_never_reach_speech(reply: str, body: str) -> None:
    ran = await conclude(reply)
    assert ran.conclusion.body == body
    assert spoken(ran) == body
    assert "kiwix" not in ran.conclusion.body.lower()


async def test_a_parenthetical_that_is_prose_is_spoken() -> None:
    ran = await conclude(
        "Open until 9 pm (Fridays).",
        ctx(query="when is the shop open", sections=[SHOP]),
    )
    assert ran.conclusion.body == "Open until 9 pm (Fridays)."
    assert ran.conclusion.tags == ("web",)


# -- the chain: questions ------------------------------------------------------------

FAIR = "Did you know it was built for a fair?"


async def test_a_trailing_question_goes_when_something_precedes_it() -> None:
    ran = await conclude(f"It reaches 330 metres. {FAIR} (kiwix)")
    assert ran.released[:2] == [["It reaches 330 metres."], []]
    assert ran.conclusion.body == "It reaches 330 metres."


async def test_a_question_in_the_middle_is_released_by_the_next_sentence() -> None:
    ran = await conclude(
        f"It reaches 330 metres. {FAIR} It is in Paris.", ctx(sections=[TOWER_FAIR])
    )
    assert ran.released == [["It reaches 330 metres."], [], [FAIR, "It is in Paris."]]
    assert ran.conclusion.body == f"It reaches 330 metres. {FAIR} It is in Paris."


async def test_a_lone_question_is_spoken_with_a_period() -> None:
    ran = await conclude(FAIR, ctx(sections=[TOWER_FAIR]))
    assert ran.released == [[]]
    assert ran.conclusion.outcome == "served"
    assert ran.conclusion.body == "Did you know it was built for a fair."


# -- the chain: a crashing gate, reason precedence -----------------------------------


def _crash(candidate: Candidate, ctx: GateContext, kept: Kept) -> Verdict:
    raise RuntimeError("a bug")


def _crash_on_paris(candidate: Candidate, ctx: GateContext, kept: Kept) -> Verdict:
    if "Paris" in candidate.body:
        raise RuntimeError("a bug")
    return echo_gate(candidate, ctx, kept)


async def test_a_crashing_gate_rejects_the_reply_as_a_gate_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(
        chain, "GATES", tuple((n, _crash if n == "echo" else g) for n, g in GATES)
    )
    ran = await conclude("It reaches 330 metres. It is in Paris.")
    assert (ran.conclusion.outcome, ran.conclusion.reason) == ("rejected", "gate_error")
    assert ran.decisions[0] == ("answer_ended", "echo", "gate_error")


async def test_a_gate_crashing_later_ends_the_answer_at_what_passed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(
        chain,
        "GATES",
        tuple((n, _crash_on_paris if n == "echo" else g) for n, g in GATES),
    )
    ran = await conclude("It reaches 330 metres. It is in Paris. (kiwix)")
    assert ran.conclusion.outcome == "served"
    assert ran.conclusion.body == "It reaches 330 metres."
    assert ran.conclusion.complete is False


@pytest.mark.parametrize(
    ("reply", "context", "reason"),
    [
        # the gate that ended it beats an earlier drop
        ("The Eiffel Tower is tall. It was finished in 1887.", ctx(), "numeric"),
        ("The Eiffel Tower is tall. It stands in Paris, on the Champ de Mars, in iron lattice.", ctx(sections=[TOWER_FAIR], cap=40), "length"),
        ("The Eiffel Tower is tall [1]. It was finished in 1887 [1].", ctx(claim_checking=True), "echo"),
        ("It was finished in 1887 [1]. The Eiffel Tower is tall [1].", ctx(claim_checking=True), "claims"),
        ("The Eiffel Tower is tall. How tall is the Eiffel Tower?", ctx(), "echo"),
        ("(kiwix)", ctx(), "empty"),
    ],
)  # fmt: skip
async def test_the_reason_is_the_stop_else_the_first_drop_else_empty(
    reply: str, context: GateContext, reason: str
) -> None:
    ran = await conclude(reply, context)
    assert (ran.conclusion.outcome, ran.conclusion.reason) == ("rejected", reason)
