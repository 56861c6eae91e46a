"""Each gate alone, then the chain's order."""

from __future__ import annotations

import pytest

from custom_components.grounded_answers.engine.gates.chain import (
    GATES,
    Draft,
    GateContext,
    attribution_gate,
    echo_gate,
    empty_gate,
    honest_miss_gate,
    length_gate,
    numeric_gate,
    reasoning_gate,
)
from custom_components.grounded_answers.engine.types import Section

TOWER = Section(
    "kiwix",
    "The Eiffel Tower is in Paris. Including its antennas it reaches 330 metres.",
)
FUSED = [
    Section("forecast", "Rain tomorrow, high of 14 degrees."),
    Section("web", "A marathon at 9 on Sunday."),
]


def ctx(
    query: str = "how tall is the eiffel tower",
    sections=(TOWER,),
    cap: int = 240,
    attribution=None,
) -> GateContext:
    return GateContext(
        query=query,
        sections=list(sections),
        cap=cap,
        current_year=2026,
        spoken_attribution=attribution or (lambda tags: ""),
    )


def prepared(reply: str, context: GateContext | None = None) -> Draft:
    verdict = reasoning_gate(Draft(text=reply), context or ctx())
    assert verdict.passed and verdict.draft is not None
    return verdict.draft


def test_chain_order_is_the_designs() -> None:
    assert [name for name, _ in GATES] == [
        "reasoning",
        "empty",
        "honest_miss",
        "attribution",
        "echo",
        "numeric",
        "length",
    ]


@pytest.mark.parametrize(
    ("reply", "body", "tags"),
    [
        (
            "<think>330 m</think>It is 330 metres tall. (kiwix)",
            "It is 330 metres tall.",
            ("kiwix",),
        ),
        (
            "<THINK>\nhmm\n</THINK>\n**330 metres** tall. (kiwix)",
            "330 metres tall.",
            ("kiwix",),
        ),
        ("<think>only thinking</think>", "", None),
        ("  It is tall.  ", "It is tall.", None),
    ],
)
def test_reasoning_gate_strips_reasoning_markup_and_attribution(
    reply, body, tags
) -> None:
    draft = prepared(reply)
    assert draft.body == body
    assert draft.tags == tags


@pytest.mark.parametrize(
    "reply", ["", "   ", "<think>x</think>", "<think>x</think> (kiwix)", "\n\n"]
)
def test_empty_gate_rejects_nothing_to_say(reply: str) -> None:
    verdict = empty_gate(prepared(reply), ctx())
    assert (verdict.passed, verdict.reason) == (False, "empty")


@pytest.mark.parametrize(
    "reply",
    [
        "NOT_IN_SOURCES",
        "not_in_sources.",
        "NOT_IN_SOURCES!",
        "<think>no</think>NOT_IN_SOURCES",
        "Not in sources.",
        "NOT_IN_SOURCES (kiwix)",
        "Sorry. NOT_IN_SOURCES",
    ],
)
def test_honest_miss_gate(reply: str) -> None:
    verdict = honest_miss_gate(prepared(reply), ctx())
    assert verdict.honest_miss
    assert not verdict.passed


def test_a_real_answer_is_not_a_miss() -> None:
    assert honest_miss_gate(prepared("It is 330 metres tall. (kiwix)"), ctx()).passed


@pytest.mark.parametrize(
    ("reply", "passed", "tags"),
    [
        ("Rain and a marathon. (forecast, web)", True, ("forecast", "web")),
        ("Rain tomorrow. (forecast)", True, ("forecast",)),
        ("Rain tomorrow.", False, None),
        ("Rain tomorrow. (news)", False, None),
        ("Rain tomorrow. (forecast, news)", False, None),
    ],
)
def test_attribution_gate_on_fused_material(reply, passed, tags) -> None:
    context = ctx(sections=FUSED)
    draft = prepared(reply, context)
    verdict = attribution_gate(draft, context)
    assert verdict.passed is passed
    if passed:
        assert (verdict.draft or draft).tags == tags
    else:
        assert verdict.reason == "attribution"


@pytest.mark.parametrize(
    "reply",
    ["It is 330 metres.", "It is 330 metres. (web)", "It is 330 metres. (kiwix)"],
)
def test_attribution_gate_defaults_single_section_to_its_tag(reply: str) -> None:
    draft = prepared(reply)
    verdict = attribution_gate(draft, ctx())
    assert verdict.passed
    assert (verdict.draft or draft).tags == ("kiwix",)


@pytest.mark.parametrize(
    ("query", "reply", "echo"),
    [
        ("how tall is the eiffel tower", "How tall is the Eiffel Tower? (kiwix)", True),
        ("how tall is the eiffel tower", "So, how tall is the Eiffel Tower?", True),
        ("how tall is the eiffel tower", "The Eiffel Tower is tall.", True),
        ("how tall is the eiffel tower", "It is 330 metres tall.", False),
        ("is the garage door closed", "The garage door is closed.", False),
        ("is the garage door closed", "Is the garage door closed?", True),
        ("what is molybdenum", "Molybdenum is a chemical element.", False),
        ("what is molybdenum", "What is molybdenum, you ask.", True),
    ],
)
def test_echo_gate(query: str, reply: str, echo: bool) -> None:
    context = ctx(query=query)
    verdict = echo_gate(prepared(reply, context), context)
    assert verdict.passed is not echo
    if echo:
        assert verdict.reason == "echo"


@pytest.mark.parametrize(
    ("reply", "passed"),
    [
        ("It reaches 330 metres. (kiwix)", True),
        ("It is 324 metres tall. (kiwix)", False),
    ],
)
def test_numeric_gate(reply: str, passed: bool) -> None:
    verdict = numeric_gate(prepared(reply), ctx())
    assert verdict.passed is passed
    if not passed:
        assert verdict.reason == "numeric"
        assert verdict.token == "324"


def test_length_gate_cuts_at_a_sentence_and_leaves_room_for_attribution() -> None:
    body = "First sentence is here. Second sentence is here. Third one is longer than the rest."
    context = ctx(cap=60, attribution=lambda tags: "According to X.")
    verdict = length_gate(Draft(text=body, body=body, tags=("kiwix",)), context)
    assert verdict.passed
    assert verdict.draft is not None
    assert verdict.draft.body == "First sentence is here."
    assert len(verdict.draft.body) + 1 + len("According to X.") <= 60


def test_length_gate_rejects_when_the_first_sentence_is_over_the_cap() -> None:
    body = "This single sentence is far longer than the tiny cap allows for speaking."
    verdict = length_gate(Draft(text=body, body=body), ctx(cap=30))
    assert (verdict.passed, verdict.reason) == (False, "length")


def test_length_gate_passes_short_answers_untouched() -> None:
    verdict = length_gate(Draft(text="Short.", body="Short."), ctx())
    assert verdict.passed and verdict.draft is None


@pytest.mark.parametrize(
    "reply",
    [
        "NOT\\_IN\\_SOURCES",
        "NOT_IN_SOURCE",
        "NOT IN SOURCES",
        "not-in-sources.",
        "**NOT_IN_SOURCES**",
        "The sources don't answer this.",
        "The sources don\u2019t answer this. (kiwix)",
        "The retrieved sources do not answer this.",
        "The provided material does not mention who designed it.",
        "I don't know.",
        "Sorry, I don't know.",
        "There is no information about this in the sources.",
        "I couldn't find that in the sources.",
        "<think>hmm</think>The sources don't say. (kiwix)",
    ],
)
def test_honest_miss_variants(reply: str) -> None:
    verdict = honest_miss_gate(prepared(reply), ctx())
    assert verdict.honest_miss
    assert not verdict.passed


@pytest.mark.parametrize(
    "reply",
    [
        "The sources don't say who designed it, but it is 330 metres tall. (kiwix)",
        "The sources don't mention the architect. It is 330 metres tall. (kiwix)",
        "I don't know the exact date, but it reaches 330 metres. (kiwix)",
        "There is no lift to the top floor on Mondays. (kiwix)",
        "The file is not in source control. (kiwix)",
    ],
)
def test_a_paraphrase_inside_a_real_answer_is_not_a_miss(reply: str) -> None:
    assert honest_miss_gate(prepared(reply), ctx()).passed


@pytest.mark.parametrize(
    ("query", "reply", "echo"),
    [
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
def test_echo_gate_alternatives_and_yes_no(query: str, reply: str, echo: bool) -> None:
    verdict = echo_gate(Draft(text=reply, body=reply), ctx(query=query))
    assert verdict.passed is not echo


@pytest.mark.parametrize(
    ("reply", "body"),
    [
        ("It is 330 metres tall.\n\n**Source:** kiwix", "It is 330 metres tall."),
        ("It is 330 metres tall. (`kiwix`)", "It is 330 metres tall."),
        ("It is 330 metres tall. `(kiwix)`", "It is 330 metres tall."),
        ("It is 330 metres tall. Source: kiwix.", "It is 330 metres tall."),
        ("Open until 9 pm (Fridays).", "Open until 9 pm (Fridays)."),
    ],
)
def test_attribution_forms_never_reach_speech(reply: str, body: str) -> None:
    draft = prepared(reply)
    assert draft.body == body
    assert "kiwix" not in draft.body.lower()


async def test_claims_gate_ignores_a_trailing_tag() -> None:
    from custom_components.grounded_answers.engine.gates.chain import claims_gate

    draft = prepared("Including its antennas it reaches 330 metres [1]. (kiwix)")
    verdict = await claims_gate(draft, ctx())
    assert verdict.passed
    assert verdict.draft is not None
    assert verdict.draft.dropped_claims == 0
    assert verdict.draft.tags == ("kiwix",)


def test_length_gate_never_ends_on_a_question() -> None:
    body = (
        "It is 330 metres tall including its antennas. "
        "Did you know it was built for a fair? It is repainted every seven years."
    )
    verdict = length_gate(Draft(text=body, body=body), ctx(cap=90))
    assert verdict.draft is not None
    assert verdict.draft.body == "It is 330 metres tall including its antennas."


def test_reasoning_gate_survives_lone_surrogates() -> None:
    draft = prepared("It is 330 metres tall \ud800. (kiwix)")
    assert draft.body.encode()
    assert draft.tags == ("kiwix",)
