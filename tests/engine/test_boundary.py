"""Text at the boundary: questions capped, material clean, speech free of noise.

The noise is generated, not hand-picked: every category of unspeakable character is
drawn from ``unicodedata`` and inserted at random (seeded) positions into sentences
of every supported language; the speech must be the clean sentence exactly.
"""

from __future__ import annotations

import json
import random
import re
import unicodedata
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pytest

from custom_components.grounded_answers.engine.options import AnswerStyle, EngineOptions
from custom_components.grounded_answers.engine.pipeline.engine import AnswerEngine
from custom_components.grounded_answers.engine.retrieve.context import (
    ContextOptions,
    budget,
    build_context,
)
from custom_components.grounded_answers.engine.retrieve.fanout import format_passage
from custom_components.grounded_answers.engine.retrieve.fusion import format_sections
from custom_components.grounded_answers.engine.retrieve.sources.base import Passage
from custom_components.grounded_answers.engine.synth.prompt import (
    MAX_SECTIONS,
    PROMPT_MARGIN_CHARS,
    build_user_prompt,
    fit_to_budget,
)
from custom_components.grounded_answers.engine.text.boundary import (
    MAX_QUESTION_CHARS,
    clean_material,
    clean_question,
    is_invisible,
    is_unspeakable,
    strip_unspeakable,
)
from custom_components.grounded_answers.engine.text.speech import (
    clean_for_speech,
    speak_result,
)
from custom_components.grounded_answers.engine.types import (
    MAX_EVENT_BYTES,
    Event,
    Outcome,
    Reason,
    Retrieval,
    Section,
    SpokenPhrases,
    bounded,
)
from scripts.evaluation import ScriptedRouter, ScriptedSynthesizer

if TYPE_CHECKING:
    from collections.abc import Sequence

# One plain sentence per supported language: what a voice should say.
SENTENCES = {
    "en": "The Eiffel Tower was built in 1889 and is 330 metres tall.",
    "de": "Der Eiffelturm wurde 1889 gebaut und ist 330 Meter hoch.",
    "fr": "La tour Eiffel a été construite en 1889 et mesure 330 mètres.",
    "es": "La torre Eiffel se construyó en 1889 y mide 330 metros.",
    "nl": "De Eiffeltoren werd in 1889 gebouwd en is 330 meter hoog.",
    "it": "La torre Eiffel fu costruita nel 1889 ed è alta 330 metri.",
    "pt": "A Torre Eiffel foi construída em 1889 e tem 330 metros.",
    "da": "Eiffeltårnet blev bygget i 1889 og er 330 meter højt.",
}
SEEDS = range(6)


def _points(predicate: Any, points: range = range(0x30000)) -> list[str]:
    return [chr(p) for p in points if predicate(chr(p))]


def _category(*names: str, start: int = 0) -> list[str]:
    return _points(
        lambda char: unicodedata.category(char) in names and ord(char) >= start
    )


# Every category the voice must never be given, drawn from the Unicode database.
NOISE: dict[str, list[str]] = {
    "c0_c1_controls": _points(
        lambda c: unicodedata.category(c) == "Cc" and not c.isspace(), range(0x100)
    ),
    "format": _category("Cf"),  # bidi overrides and isolates, zero-width, soft hyphen
    "bidi": [c for c in _category("Cf") if unicodedata.bidirectional(c) != "BN"],
    # Joiners inside a word are spelling in some scripts: test_joiners_* below.
    "zero_width": [
        c
        for c in _category("Cf")
        if "ZERO WIDTH" in unicodedata.name(c) and c not in "\u200c\u200d"
    ],
    "pictographs": _category("So", start=0x2190),  # ⚠ 🔥 arrows dingbats emoji
    "modifiers": _category("Sk", start=0x2190),  # skin tones
    "variation_selectors": _points(
        lambda c: "VARIATION SELECTOR" in unicodedata.name(c, ""),
        range(0xE0200),
    ),
    "private_use": _category("Co"),
    # a lone U+20E3 after a digit is a keycap with its digit: covered below
    "enclosing": [c for c in _category("Me") if c != "\u20e3"],
}
REGIONAL = [chr(p) for p in range(0x1F1E6, 0x1F200)]


def _sequences(rng: random.Random) -> list[str]:
    """Emoji sequences: ZWJ families, flags, keycaps, presentation and tone."""
    pictos = NOISE["pictographs"]
    return [
        "\u200d".join(rng.choice(pictos) for _ in range(rng.randint(2, 4))),
        rng.choice(REGIONAL) + rng.choice(REGIONAL),  # a flag
        rng.choice("0123456789#*") + rng.choice(["\ufe0f", ""]) + "\u20e3",  # keycap
        rng.choice(pictos) + "\ufe0f",
        rng.choice(pictos) + rng.choice(NOISE["modifiers"]),
        "\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f",
    ]


def _template_tokens(rng: random.Random) -> list[str]:
    """Chat-template tokens by shape, with made-up names as well as real ones."""
    name = "".join(rng.choice("abcdefghij") for _ in range(rng.randint(2, 8)))
    upper = name.upper()
    return [
        f"<|{name}|>",
        f"<|{name}_{name}|>",
        "<|im_start|>assistant",
        "<|im_end|>",
        "<|eot_id|>",
        "<\uff5cend\u2581of\u2581sentence\uff5c>",
        f"[{upper}_{upper}]",
        f"[/{upper}]",
        "[INST]",
        "[/INST]",
        f"<<{upper}>>",
        f"</{name}_of_{name}>",
        "<s>",
        "</s>",
    ]


def _insert(text: str, pieces: Sequence[str], rng: random.Random) -> str:
    """Insert each piece at a random position of ``text``."""
    for piece in pieces:
        at = rng.randint(0, len(text))
        text = text[:at] + piece + text[at:]
    return text


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("kind", sorted(NOISE))
@pytest.mark.parametrize("language", sorted(SENTENCES))
def test_unspeakable_characters_are_never_spoken(
    kind: str, language: str, seed: int
) -> None:
    rng = random.Random(f"{kind}-{language}-{seed}")  # noqa: S311 - reproducible
    sentence = SENTENCES[language]
    noisy = _insert(sentence, rng.choices(NOISE[kind], k=5), rng)
    assert noisy != sentence
    assert clean_for_speech(noisy) == sentence
    assert speak_result(noisy, 240, "nothing") == sentence


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("language", sorted(SENTENCES))
def test_emoji_sequences_are_never_spoken(language: str, seed: int) -> None:
    rng = random.Random(f"emoji-{language}-{seed}")  # noqa: S311 - reproducible
    sentence = SENTENCES[language]
    # Between words, where emoji sit; a keycap needs no digit before it.
    words = sentence.split(" ")
    for sequence in _sequences(rng):
        at = rng.randint(1, len(words) - 1)
        words.insert(at, sequence)
    assert clean_for_speech(" ".join(words)) == sentence


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("language", sorted(SENTENCES))
def test_chat_template_tokens_are_never_spoken(language: str, seed: int) -> None:
    rng = random.Random(f"template-{language}-{seed}")  # noqa: S311 - reproducible
    sentence = SENTENCES[language]
    words = sentence.split(" ")
    tokens = _template_tokens(rng)
    for token in rng.sample(tokens, 4):
        words.insert(rng.randint(1, len(words) - 1), token)
    assert clean_for_speech(" ".join(words)) == sentence
    assert (
        clean_for_speech(sentence[:-1] + tokens[3]) == sentence
    )  # "...tall<|im_end|>"


def test_the_reported_noise_is_gone() -> None:
    assert (
        clean_for_speech("Descale it now \u26a0\ufe0f\U0001f525") == "Descale it now."
    )
    assert clean_for_speech("It is done.<|im_end|>") == "It is done."
    assert clean_for_speech("A\x00B\x07C\x1b[31mD\x1b[0m.") == "ABCD."
    assert clean_for_speech("Pay \u202eevil\u202c now.") == "Pay evil now."
    # what stays: symbols a voice reads as words, a bracketed abbreviation
    assert (
        clean_for_speech("The agency [NASA] said so.") == "The agency [NASA] said so."
    )
    assert (
        clean_for_speech("It is 20 °C, © 2024, № 5 ™.") == "It is 20 °C, © 2024, № 5 ™."
    )


def test_the_classes_agree_with_the_unicode_database() -> None:
    # The general mechanism, checked over every plane: no letter, digit or
    # punctuation is ever dropped, and every format/control character is.
    for point in range(0x110000):
        char = chr(point)
        category = unicodedata.category(char)
        if category[0] in "LNPZ":
            assert not is_unspeakable(char), hex(point)
        if category == "Cf" or (category == "Cc" and not char.isspace()):
            assert is_invisible(char), hex(point)
            assert clean_material(f"a {char}b") == "a b", hex(point)
            if char not in "\u200c\u200d":
                assert clean_material(f"a{char}b") == "ab", hex(point)


@pytest.mark.parametrize("joiner", ["\u200c", "\u200d"])
def test_joiners_spell_words_and_stray_ones_go(joiner: str) -> None:
    # Persian "I want" and Hindi "kṣa" need their joiner; between a letter and
    # anything else, or at either end, it is noise.
    for word in (
        f"\u0645\u06cc{joiner}\u062e\u0648\u0627\u0647\u0645",
        f"\u0915\u094d{joiner}\u0937",
    ):
        assert clean_material(f"{word} ok") == f"{word} ok"
        assert strip_unspeakable(f"{word} ok") == f"{word} ok"
    for stray in (f"{joiner}ok", f"ok{joiner}", f"ok {joiner} ok", f"1{joiner}2"):
        assert joiner not in clean_material(stray)
        assert joiner not in strip_unspeakable(stray)


# --- references, URLs and breadcrumbs --------------------------------------------------

MARKS = ("[3]", "[3, 4]", "[12\u201314]", "[1][2]")


@pytest.mark.parametrize("mark", MARKS)
@pytest.mark.parametrize("language", sorted(SENTENCES))
def test_a_removed_reference_leaves_no_doubled_punctuation(
    mark: str, language: str
) -> None:
    sentence = SENTENCES[language]
    body = sentence[:-1]
    for noisy in (
        f"{body} {mark}.",
        f"{body}{mark}.",
        f"{body}, {mark}.",
        f"{body}. {mark}.",
        f"{body}.{mark}.",
        f"{body} {mark} .",
        f"{body}; {mark}.",
    ):
        spoken = clean_for_speech(f"{noisy} {sentence}")
        assert spoken == f"{sentence} {sentence}", noisy
        assert not re.search(r"[,;:]\s*[.!?]|(?<!\.)\.\.(?!\.)|\s[.,;:!?]", spoken)


@pytest.mark.parametrize(
    "line",
    [
        "www.example.com \u203a help \u203a descaling",
        "https://www.example.com/support \u203a help \u203a descaling",
        "example.com \u203a help \u203a descaling",
        "\u203a help \u203a descaling",
        "Visit example.com/help/descaling",
        "Home \u203a help \u203a descaling",  # a trail goes with its root crumb
        "Startseite \u203a Hilfe \u203a descaling",
    ],
)
def test_url_and_breadcrumb_leftovers_are_not_spoken(line: str) -> None:
    text = f"{line}\nDescale the machine every month."
    spoken = clean_for_speech(text)
    assert "\u203a" not in spoken
    assert "descaling" not in spoken
    assert spoken.endswith("Descale the machine every month.")
    assert "Home" not in spoken
    assert "Startseite" not in spoken


def test_french_quotes_and_file_names_stay() -> None:
    text = "« La tour » est belle. Add it to configuration.yaml now."
    assert clean_for_speech(text) == text


# --- questions ---------------------------------------------------------------------------


@pytest.mark.parametrize("char", ["\U0001f525", "\u00e9", "\x00", "\ud800"])
def test_a_huge_question_of_any_character_is_cut(char: str) -> None:
    # Only the opening few times the cap is cleaned: the rest cannot be kept.
    bounded_question = clean_question(f"why {char * 1_000_000} now")
    assert bounded_question.cut
    assert bounded_question.original_chars == 1_000_008
    assert len(bounded_question.text) <= MAX_QUESTION_CHARS


def test_a_long_question_is_cut_at_a_word_boundary() -> None:
    words = [f"word{i}" for i in range(400)]
    question = " ".join(words)  # about 3,000 characters
    bounded_question = clean_question(question)
    assert bounded_question.cut
    assert bounded_question.original_chars == len(question)
    assert len(bounded_question.text) <= MAX_QUESTION_CHARS
    assert question.startswith(bounded_question.text)
    assert (
        bounded_question.text.split(" ") == words[: len(bounded_question.text.split())]
    )


def test_a_short_question_is_only_cleaned() -> None:
    asked = clean_question("  how tall\u200b is the \ud800tower\x00?  ")
    assert (asked.text, asked.cut) == ("how tall is the \ufffdtower?", False)
    asked.text.encode()


def test_lone_surrogates_in_material_become_replacement_characters() -> None:
    material = "The Eiffel\ud800 Tower is tall.\udfff"
    cleaned = clean_material(material)
    assert cleaned == "The Eiffel\ufffd Tower is tall.\ufffd"
    assert len(cleaned) == len(material)  # one code point for one
    assert speak_result(cleaned, 240, "nothing") == "The Eiffel Tower is tall."


# --- the engine: what the router and the model receive -------------------------------


@dataclass(frozen=True, slots=True)
class RecordingRouter(ScriptedRouter):
    """The scripted router, remembering the questions it was asked."""

    asked: list[str] = field(default_factory=list, compare=False)

    async def search(
        self,
        query: str,
        source: str = "auto",
        fusion_sources: Sequence[str] | None = None,
    ) -> Retrieval:
        """Remember ``query``; return the scripted material."""
        self.asked.append(query)
        return Retrieval(query=query, source_used=self.source_used, result=self.result)


TOWER = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris. "
    "It was built for the 1889 World's Fair. Including its antennas it now reaches "
    "330 metres, and about 7 million people visit it every year."
)


async def test_a_huge_question_reaches_neither_router_nor_model_whole() -> None:
    router = RecordingRouter(TOWER, "kiwix")
    model = ScriptedSynthesizer("The Eiffel Tower reaches 330 metres. (kiwix)")
    engine = AnswerEngine(router, EngineOptions(), model)
    question = "how tall is the eiffel tower " * 35_000  # 1,015,000 characters

    result = await engine.answer(question)

    assert all(len(asked) <= MAX_QUESTION_CHARS for asked in router.asked)
    assert router.asked and question.startswith(router.asked[0])
    assert len(result.query) <= MAX_QUESTION_CHARS
    cut = [event for event in result.events if event.kind == "question_cut"]
    assert cut and cut[0].data == {
        "chars": len(result.query),
        "original_chars": len(question),
    }
    for request in model.requests:
        assert len(request.user) <= EngineOptions().input_budget_chars + (
            PROMPT_MARGIN_CHARS
        )
    assert len(json.dumps(result.as_dict())) < MAX_EVENT_BYTES


@pytest.mark.parametrize(
    "utterance", ["", "   ", "...", "?", "\u200b", "\U0001f5fc\U0001f525", "\x00\x07"]
)
@pytest.mark.parametrize("streamed", [False, True])
async def test_nothing_said_is_not_looked_up_on_any_path(
    utterance: str, streamed: bool
) -> None:
    # Whoever calls the engine (scripts/ask, an automation, the LLM tool): a question
    # without a letter or digit is answered "I didn't catch that", never searched.
    router = RecordingRouter(TOWER, "kiwix")
    model = ScriptedSynthesizer("The Eiffel Tower reaches 330 metres. (kiwix)")
    engine = AnswerEngine(router, EngineOptions(), model)
    phrases = SpokenPhrases(nothing_heard="Das habe ich nicht verstanden.")

    if streamed:
        stream = engine.stream(utterance, phrases=phrases)
        spoken = "".join([delta async for delta in stream])
        result = stream.result
        assert result is not None
        assert spoken == result.speech
    else:
        result = await engine.answer(utterance, phrases=phrases)

    assert (result.outcome, result.reason) == (Outcome.SKIPPED, Reason.NOTHING_HEARD)
    assert result.speech == "Das habe ich nicht verstanden."
    assert router.asked == []
    assert model.requests == []


async def test_a_short_question_is_not_reported_cut() -> None:
    engine = AnswerEngine(RecordingRouter(TOWER, "kiwix"), EngineOptions())
    result = await engine.answer("how tall is the eiffel tower")
    assert "question_cut" not in [event.kind for event in result.events]


async def test_a_lone_surrogate_in_material_is_answered_cleanly() -> None:
    material = TOWER.replace("Eiffel", "Eiffel\ud800", 1)
    engine = AnswerEngine(RecordingRouter(material, "kiwix"), EngineOptions())

    result = await engine.answer("where is the \udfffeiffel tower")

    # The sentence that answers, with the surrogate gone from what is spoken.
    assert result.speech == TOWER.split(". ", 1)[0] + "."
    json.dumps(result.as_dict(), ensure_ascii=False).encode()
    assert "\ufffd" in result.result  # the material keeps its replacement


async def test_a_model_reply_with_noise_is_spoken_clean_on_both_paths() -> None:
    reply = (
        "The Eiffel\ud800 Tower reaches 330 metres \U0001f525. "
        "It was built for the 1889 World's Fair [3]. (kiwix)<|im_end|>"
    )
    spoken = (
        "The Eiffel Tower reaches 330 metres. It was built for the 1889 World's Fair."
    )
    whole = AnswerEngine(
        RecordingRouter(TOWER, "kiwix"), EngineOptions(), ScriptedSynthesizer(reply)
    )
    streamed = AnswerEngine(
        RecordingRouter(TOWER, "kiwix"), EngineOptions(), ScriptedSynthesizer(reply)
    )

    answer = await whole.answer("how tall is the eiffel tower", style=AnswerStyle.VOICE)
    stream = streamed.stream("how tall is the eiffel tower")
    deltas = [delta async for delta in stream]

    assert answer.speech.startswith(spoken)
    assert stream.result is not None
    assert "".join(deltas) == stream.result.speech == answer.speech


# --- the evidence budget ---------------------------------------------------------------


def _fusion(count: int) -> str:
    return format_sections(
        [
            ("web" if i % 2 else "news", f"Item {i} says the tower is 330 metres tall.")
            for i in range(count)
        ]
    )


@pytest.mark.parametrize("count", [5_000, 100_000])
async def test_thousands_of_sections_keep_the_prompt_in_its_budget(count: int) -> None:
    options = EngineOptions()
    model = ScriptedSynthesizer("The tower is 330 metres tall. (web)")
    engine = AnswerEngine(RecordingRouter(_fusion(count), "fusion"), options, model)

    result = await engine.answer("how tall is the tower")

    assert model.requests, result.events
    prompt = model.requests[0].user
    assert len(prompt) <= options.input_budget_chars + PROMPT_MARGIN_CHARS
    assert prompt.count("<evidence") <= MAX_SECTIONS
    assert len(json.dumps(bounded(result.as_dict() | {"result": ""}))) < MAX_EVENT_BYTES


@pytest.mark.parametrize("numbered", [False, True])
@pytest.mark.parametrize("count", [1, 3, 12, 5_000])
@pytest.mark.parametrize("limit", [500, 2_000, 6_000])
def test_evidence_blocks_with_their_wrapping_fit_the_budget(
    count: int, limit: int, numbered: bool
) -> None:
    sections = [
        Section("t" * (i % 50 + 1), f"Fact {i}. " * (i % 40 + 1)) for i in range(count)
    ]
    fitted = fit_to_budget(sections, limit)
    prompt = build_user_prompt("q", fitted, AnswerStyle.BRIEF, 800, numbered=numbered)
    evidence = prompt[: prompt.index("\n\n<question>")]
    assert len(evidence) <= limit
    assert 1 <= len(fitted) <= MAX_SECTIONS


def test_the_context_budget_counts_how_passages_are_formatted() -> None:
    passages = [
        Passage(
            f"Fact {i} about it.",
            f"Title {i}",
            f"https://x.example/{i}",
            "web",
            f"p{i}",
            None,
            100_000 - i,
        )
        for i in range(100_000)
    ]
    options = ContextOptions()
    chosen = build_context(passages, "fact", options=options, group=lambda p: p.title)
    formatted = "\n\n".join(format_passage(passage) for passage in chosen)
    assert len(formatted) <= options.budget_chars
    assert len(chosen) <= options.max_passages
    assert len(budget(passages, 10**9, max_passages=5)) == 5


# --- events and traces -------------------------------------------------------------------


def test_an_event_with_huge_fields_stays_under_the_limit() -> None:
    event = Event(
        "synthesis_invoked",
        1.0,
        {
            "sections": ["web"] * 100_000,
            "detail": "\U0001f525" * 100_000,
            "nested": {"deep": [{"x": "y" * 50_000}] * 1_000},
            "broken": "\ud800" * 10,
        },
    )
    data = event.as_dict()
    assert len(json.dumps(data)) < MAX_EVENT_BYTES
    assert data["truncated"] is True
    assert data["kind"] == "synthesis_invoked"
    json.dumps(data, ensure_ascii=False).encode()  # no lone surrogate left


def test_a_small_event_is_left_whole() -> None:
    event = Event("retrieved", 2.5, {"chars": 10, "sources": ("web", "news")})
    assert event.as_dict() == {
        "kind": "retrieved",
        "elapsed_ms": 2.5,
        "chars": 10,
        "sources": ["web", "news"],
    }


def test_any_answer_data_is_bounded() -> None:
    data = {f"key{i}": "\U0001f525" * 5_000 for i in range(1_000)}
    shortened = bounded(data)
    assert len(json.dumps(shortened)) < MAX_EVENT_BYTES
    assert shortened["truncated"] is True
