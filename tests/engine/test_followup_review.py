"""Follow-ups the review found misread, and the rewrite gate judged by result.

Per language: expletives, clitics, pro-drop, German nouns and participles, "who"
answers.

Cases are generated: each language's conversation (a landmark, its answer) is
combined with its own utterances of each frame, so a rule that fits one sentence
fails here in another.
"""

from __future__ import annotations

import pytest

from custom_components.grounded_answers.engine.followup.resolve import resolve_by_rules
from custom_components.grounded_answers.engine.followup.rewrite import (
    ACCEPTED,
    judge_rewrite,
)
from custom_components.grounded_answers.engine.followup.turns import Turn

# language -> (question, answer) about a landmark, {s} its subject as asked.
FIRST = {
    "en": (
        "How tall is {s}?",
        "{s} is 330 metres tall.",
        ["the Eiffel Tower", "the Statue of Liberty"],
    ),
    "de": (
        "Wie hoch ist {s}?",
        "{s} ist 330 Meter hoch.",
        ["der Eiffelturm", "der Kölner Dom"],
    ),
    "fr": (
        "Quelle est la hauteur de {s} ?",
        "{s} mesure 330 mètres.",
        ["la tour Eiffel", "la tour Montparnasse"],
    ),
    "es": (
        "¿Qué altura tiene {s}?",
        "{s} mide 330 metros.",
        ["la torre Eiffel", "la Sagrada Familia"],
    ),
    "nl": ("Hoe hoog is {s}?", "{s} is 330 meter hoog.", ["de Eiffeltoren", "de Dom"]),
    "it": (
        "Quanto è alta {s}?",
        "{s} è alta 330 metri.",
        ["la torre Eiffel", "la torre di Pisa"],
    ),
    "pt": (
        "Qual é a altura de {s}?",
        "{s} tem 330 metros.",
        ["a torre Eiffel", "a torre de Belém"],
    ),
    "da": ("Hvor høj er {s}?", "{s} er 330 meter højt.", ["Eiffeltårnet", "Rundetårn"]),
}

# Utterances whose pronoun is a dummy subject, or that ask a time: they stand alone.
EXPLETIVE = {
    "en": [
        "Is it true that the moon is made of cheese?",
        "What day is it today?",
        "Is it foggy today?",
        "Is it a holiday today?",
        "What about tomorrow?",
        "And tonight?",
    ],
    "de": [
        "Ist es neblig?",
        "Ist es wahr, dass der Mond aus Käse ist?",
        "Und morgen?",
        "Regnet es heute?",
        "Was ist mit morgen?",
    ],
    "fr": [
        "Il fait beau demain ?",
        "Est-il vrai que la lune est en fromage ?",
        "Et demain ?",
        "Quelle heure est-il ?",
    ],
    "es": ["¿Llueve mañana?", "¿Y mañana?", "¿Qué hora es?"],
    "nl": [
        "Is het mistig?",
        "Is het waar dat de maan van kaas is?",
        "En morgen?",
        "Hoe laat is het?",
    ],
    "it": ["Piove domani?", "E domani?", "Che ore sono?"],
    "pt": ["Chove amanhã?", "E amanhã?", "Que horas são?"],
    "da": ["Er det tåget?", "Er det sandt at månen er lavet af ost?", "Og i morgen?"],
}

# Follow-ups the rules must resolve: (utterance, expected with {s}).
RESOLVED = {
    "en": [
        ("What time does it close?", "What time does {s} close?"),
        ("How hot is it at night?", "How hot is {s} at night?"),
        ("How late is it open?", "How late is {s} open?"),
    ],
    "de": [
        ("Wie viele Besucher hat er pro Jahr?", "Wie viele Besucher hat {s} pro Jahr?")
    ],
    "fr": [("Qui l'a conçue ?", "Qui a conçue {s} ?")],
    "es": [
        ("¿Quién la diseñó?", "¿Quién diseñó {s}?"),
        ("¿Cuándo fue construida?", "¿Cuándo fue construida {s}?"),
    ],
    "nl": [("Wanneer is het gebouwd?", "Wanneer is {s} gebouwd?")],
    "it": [
        ("Chi l'ha progettata?", "Chi ha progettata {s}?"),
        ("Quando è stata costruita?", "Quando è stata costruita {s}?"),
    ],
    "pt": [
        ("Quem a projetou?", "Quem projetou {s}?"),
        ("Quando foi construída?", "Quando foi construída {s}?"),
    ],
    "da": [("Hvornår blev det bygget?", "Hvornår blev {s} bygget?")],
}


def words(text: str | None) -> list[str]:
    return "".join(c if c.isalnum() else " " for c in (text or "").lower()).split()


def _history(language: str, subject: str) -> list[Turn]:
    question, answer, _ = FIRST[language]
    said = subject[:1].upper() + subject[1:]
    return [Turn(question.format(s=subject), answer.format(s=said))]


EXPLETIVE_CASES = [
    (lang, subject, utterance)
    for lang, utterances in EXPLETIVE.items()
    for subject in FIRST[lang][2]
    for utterance in utterances
]
RESOLVED_CASES = [
    (lang, subject, utterance, expected)
    for lang, pairs in RESOLVED.items()
    for subject in FIRST[lang][2]
    for utterance, expected in pairs
]


@pytest.mark.parametrize(("language", "subject", "utterance"), EXPLETIVE_CASES)
def test_an_expletive_or_a_time_is_never_rewritten(
    language: str, subject: str, utterance: str
) -> None:
    assert resolve_by_rules(utterance, _history(language, subject), language) is None


@pytest.mark.parametrize(
    ("language", "subject", "utterance", "expected"), RESOLVED_CASES
)
def test_clitics_pro_drop_and_verbs_resolve(
    language: str, subject: str, utterance: str, expected: str
) -> None:
    resolution = resolve_by_rules(utterance, _history(language, subject), language)
    assert resolution is not None, utterance
    assert words(resolution.text) == words(expected.format(s=subject))


# "who" asked, the answer names a person: "he" is that person.
WHO = {
    "en": (
        "Who painted the Mona Lisa?",
        "{p} painted it.",
        "Where was he born?",
        "Where was {p} born?",
    ),
    "de": (
        "Wer hat die Mona Lisa gemalt?",
        "{p} hat sie gemalt.",
        "Wo wurde er geboren?",
        "Wo wurde {p} geboren?",
    ),
    "fr": (
        "Qui a peint la Joconde ?",
        "{p} l'a peinte.",
        "Où est-il né ?",
        "Où est né {p} ?",
    ),
    "es": (
        "¿Quién pintó la Mona Lisa?",
        "{p} la pintó.",
        "¿Dónde nació él?",
        "¿Dónde nació {p}?",
    ),
}
PEOPLE = ["Leonardo da Vinci", "Rembrandt van Rijn", "Pablo Picasso"]


@pytest.mark.parametrize(
    ("language", "person"), [(lang, p) for lang in WHO for p in PEOPLE]
)
def test_a_personal_pronoun_after_who_is_the_person_answered(
    language: str, person: str
) -> None:
    question, answer, follow, expected = WHO[language]
    history = [Turn(question, answer.format(p=person))]
    resolution = resolve_by_rules(follow, history, language)
    assert resolution is not None
    assert words(resolution.text) == words(expected.format(p=person))


def test_a_name_in_the_answer_does_not_take_the_subject() -> None:
    history = [
        Turn("Who built the Eiffel Tower?", "Gustave Eiffel's company built it.")
    ]
    resolution = resolve_by_rules("What about the Statue of Liberty?", history, "en")
    assert resolution is not None
    assert words(resolution.text) == words("Who built the Statue of Liberty?")


def test_a_german_participle_closes_the_clause_not_the_subject() -> None:
    history = [Turn("Wer hat den Eiffelturm gebaut?", "Gustave Eiffel hat ihn gebaut.")]
    resolution = resolve_by_rules("Und was ist mit dem Kölner Dom?", history, "de")
    assert resolution is not None
    assert words(resolution.text) == words("Wer hat dem Kölner Dom gebaut?")


GATE_HISTORY = [
    Turn(
        "How tall is the Eiffel Tower?",
        "The Eiffel Tower is in Paris and is 330 metres tall.",
    )
]


@pytest.mark.parametrize(
    ("utterance", "proposal"),
    [
        ("What about the Statue of Liberty?", "How tall is the Eiffel Tower?"),
        ("And when was it built?", "How tall is Paris?"),
        ("And when was it built?", "When was the Eiffel Tower not built?"),
        ("Is it in Paris?", "Is the Eiffel Tower in London?"),
        ("And when was it built?", "When was the Eiffel Tower built? How tall is it?"),
        ("And when was it built?", "When was Paris built?"),
    ],
)
def test_the_gate_rejects_what_changes_the_question(
    utterance: str, proposal: str
) -> None:
    verdict = judge_rewrite(proposal, utterance, GATE_HISTORY, "en", "the Eiffel Tower")
    assert verdict.text is None, verdict


@pytest.mark.parametrize(
    ("language", "utterance", "proposal", "subject"),
    [
        (
            "en",
            "And when was it built?",
            "When was the Eiffel Tower built?",
            "the Eiffel Tower",
        ),
        (
            "de",
            "Und wann wurde er gebaut?",
            "Wann wurde der Eiffelturm gebaut?",
            "der Eiffelturm",
        ),
        (
            "fr",
            "Et quand a-t-elle été construite ?",
            "Quand la tour Eiffel a-t-elle été construite ?",
            "la tour Eiffel",
        ),
        (
            "es",
            "¿Y cuándo fue construida?",
            "¿Cuándo fue construida la torre Eiffel?",
            "la torre Eiffel",
        ),
    ],
)
def test_the_gate_keeps_a_rewrite_that_only_puts_the_subject_in(
    language: str, utterance: str, proposal: str, subject: str
) -> None:
    question, answer, _ = FIRST[language]
    history = [Turn(question.format(s=subject), answer.format(s=subject))]
    verdict = judge_rewrite(proposal, utterance, history, language, subject)
    assert verdict.why == ACCEPTED, verdict
