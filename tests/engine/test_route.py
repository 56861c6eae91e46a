"""The path classifier and the escalation-rate counter."""

from __future__ import annotations

import logging

import pytest

from custom_components.grounded_answers.engine.route.classify import (
    RULES,
    EscalationCounter,
    Route,
    RouteDecision,
    classify,
)
from custom_components.grounded_answers.engine.route.cues import (
    CUES,
    content_words,
    cues_for,
    primary_language,
)


@pytest.mark.parametrize(
    ("query", "route", "confidence", "rule", "cue"),
    [
        # 1. multi-hop cues
        (
            "compare the eiffel tower and the statue of liberty",
            "agentic",
            0.8,
            "multi_hop",
            "compare",
        ),
        ("python vs rust", "agentic", 0.8, "multi_hop", "vs"),
        (
            "what is the difference between a crocodile and an alligator",
            "agentic",
            0.8,
            "multi_hop",
            "difference between",
        ),
        ("how does a heat pump work", "agentic", 0.8, "multi_hop", "how does"),
        ("timeline of the apollo program", "agentic", 0.8, "multi_hop", "timeline of"),
        # 1b. multi-part questions
        (
            "what is the capital of france and who painted the mona lisa",
            "agentic",
            0.65,
            "multi_part",
            "2 parts",
        ),
        # 2. question shapes
        (
            "what is the height of the eiffel tower",
            "single_pass",
            0.75,
            "question",
            "what",
        ),
        ("eiffel tower height?", "single_pass", 0.75, "question", "?"),
        (
            "who?",
            "single_pass",
            0.75,
            "question",
            "?",
        ),  # two rules claim it: the dearer wins
        ("so should i buy a heat pump", "single_pass", 0.75, "question", "should i"),
        (
            "what is the name of the engineer whose company designed "
            "and built the tower in paris",
            "agentic",
            0.55,
            "question",
            "what",
        ),
        # 3. navigational
        ("eiffel tower", "search", 0.7, "navigational", None),
        ("apollo", "search", 0.7, "navigational", None),
        ("  Eiffel   Tower  ", "search", 0.7, "navigational", None),
        # 4. anything else escalates
        ("eiffel tower paint colour", "single_pass", 0.5, "default", None),
        ("Iran and Israel", "single_pass", 0.5, "default", None),
    ],
)
def test_classify_follows_the_seed_rules(query, route, confidence, rule, cue) -> None:
    decision = classify(query)

    assert (decision.route.value, decision.confidence, decision.rule, decision.cue) == (
        route,
        confidence,
        rule,
        cue,
    )


def test_rules_are_ordered_most_expensive_first() -> None:
    # The first matching rule wins, so the order is the tie-break.
    assert [name for name, _ in RULES] == [
        "multi_hop",
        "multi_part",
        "question",
        "navigational",
        "default",
    ]


@pytest.mark.parametrize(
    ("query", "language", "route"),
    [
        ("wie hoch ist der Eiffelturm", "de", "single_pass"),
        ("wie hoch ist der Eiffelturm", "de-CH", "single_pass"),
        ("vergleiche den Eiffelturm und die Freiheitsstatue", "de", "agentic"),
        # Without German cues the same words are only "anything else".
        ("wie hoch ist der Eiffelturm", "en", "single_pass"),
        ("Eiffelturm", "fr", "search"),
    ],
)
def test_languages_use_their_own_cues(query, language, route) -> None:
    assert classify(query, language).route.value == route


def test_german_question_is_recognised_by_its_question_word() -> None:
    assert classify("wie hoch ist der Eiffelturm", "de").rule == "question"
    assert classify("wie hoch ist der Eiffelturm", "en").rule == "default"


def test_decision_event_and_model_need() -> None:
    decision = classify("eiffel tower")

    assert decision.event_data() == {
        "route": "search",
        "confidence": 0.7,
        "rule": "navigational",
        "cue": None,
    }
    assert decision.needs_model is False
    assert classify("what is it").needs_model is True


@pytest.mark.parametrize(
    ("tag", "primary"), [("de-CH", "de"), ("en_US", "en"), ("PT-br", "pt"), ("", "en")]
)
def test_primary_language(tag, primary) -> None:
    assert primary_language(tag) == primary


def test_unknown_language_falls_back_to_english() -> None:
    assert cues_for("xx") is CUES["en"]
    assert cues_for("de-AT") is CUES["de"]


def test_content_words_drop_stopwords_and_keep_versions() -> None:
    words = content_words(
        "What is the timeout in Python 3.12 and Wi-Fi?", cues_for("en")
    )

    assert words == ["timeout", "Python", "3.12", "Wi-Fi"]


def _decision(route: Route) -> RouteDecision:
    return RouteDecision(route, 0.5, "test")


def test_escalation_rate_is_the_share_of_non_search_routes() -> None:
    counter = EscalationCounter(minimum=1)
    for route in (Route.SEARCH, Route.SINGLE_PASS, Route.AGENTIC, Route.SEARCH):
        counter.record(_decision(route))

    assert counter.rate == 0.5
    assert counter.count == 4
    assert EscalationCounter().rate == 0.0


def test_escalation_logs_each_change_of_state_once(caplog) -> None:
    counter = EscalationCounter(alarm=0.3, minimum=4, window=4, level=logging.INFO)
    caplog.set_level(
        logging.DEBUG, "custom_components.grounded_answers.engine.route.classify"
    )

    for route in [Route.SEARCH] * 3 + [Route.SINGLE_PASS]:  # 0.25: below
        counter.record(_decision(route))
    assert not caplog.records

    counter.record(_decision(Route.AGENTIC))  # window now 2 of 4: 0.5
    counter.record(_decision(Route.AGENTIC))  # 0.75: still above, no second line
    assert len(caplog.records) == 1
    assert caplog.records[0].levelno == logging.INFO
    assert "needed a model" in caplog.records[0].getMessage()
    assert counter.alarmed

    for _ in range(4):
        counter.record(_decision(Route.SEARCH))  # back to 0: one line, re-armed
    assert len(caplog.records) == 2
    assert "back below" in caplog.records[1].getMessage()
    counter.record(_decision(Route.SINGLE_PASS))
    counter.record(_decision(Route.SINGLE_PASS))
    assert len(caplog.records) == 3
    assert all(record.levelno == logging.INFO for record in caplog.records)


def test_escalation_wobbling_around_the_alarm_is_one_change(caplog) -> None:
    counter = EscalationCounter(alarm=0.5, minimum=4, window=4, level=logging.INFO)
    caplog.set_level(logging.INFO)
    for route in [Route.SEARCH, Route.SEARCH, Route.AGENTIC, Route.AGENTIC]:
        counter.record(_decision(route))  # 0.5: not above
    for route in [Route.AGENTIC, Route.SEARCH] * 10:  # 0.75, 0.5, 0.75, ...
        counter.record(_decision(route))

    assert len(caplog.records) == 1


def test_escalation_is_no_warning_by_default(caplog) -> None:
    """Without a level from its owner (no model configured) a crossing is DEBUG."""
    counter = EscalationCounter(minimum=20)
    caplog.set_level(logging.DEBUG)
    for _ in range(30):
        counter.record(_decision(Route.SINGLE_PASS))

    assert [record.levelno for record in caplog.records] == [logging.DEBUG]


def test_escalation_waits_for_enough_decisions(caplog) -> None:
    counter = EscalationCounter(minimum=20)
    caplog.set_level(logging.WARNING)
    for _ in range(19):
        counter.record(_decision(Route.AGENTIC))

    assert counter.rate == 1.0
    assert not caplog.records
