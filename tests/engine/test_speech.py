"""Speech rendering: router shapes in, TTS-ready sentences out."""

from __future__ import annotations

import re

import pytest

from custom_components.grounded_answers.engine.retrieve.fusion import format_sections
from custom_components.grounded_answers.engine.text.sentences import split_sentences
from custom_components.grounded_answers.engine.text.speech import (
    clean_for_speech,
    speak_result,
    truncate_to_cap,
)

NOTHING = "I couldn't find anything about that."

KIWIX = (
    "# Molybdenum\n"
    "Source: wikipedia_en_all_maxi_2026-02\n\n"
    "Molybdenum is a chemical element; it has symbol Mo and atomic number 42. "
    "It was identified in 1778 by Carl Wilhelm Scheele.\n\n"
    "## History\n"
    "The name comes from *molybdos*, Greek for lead."
)
WEB = (
    "**What is molybdenum?**\n"
    "Molybdenum is a silvery metal used in steel alloys.\n"
    "https://example.com/molybdenum\n\n---\n\n"
    "**Molybdenum | Britannica**\n"
    "It melts at 2,623 \u00b0C.\n"
    "https://www.britannica.com/science/molybdenum"
)
NEWS = (
    "**Climax mine reopens** (Reuters)\n"
    "The Colorado mine resumed output on Monday.\n\n---\n\n"
    "**Prices climb** (BBC News)\n"
    "Molybdenum prices rose 3.5% vs. last week"
)
# Real Mnemolis headers, written out: the kiwix and news labels hold a second em dash.
REAL_FUSION = (
    "[KIWIX \u2014 ENCYCLOPEDIC KNOWLEDGE \u2014 UNRELATED TO OTHER SECTIONS BELOW]\n"
    f"{KIWIX}\n\n---\n\n"
    "[NEWS \u2014 RECENT NEWS HEADLINES \u2014 GENERAL, NOT LOCATION-SPECIFIC UNLESS"
    " STATED]\n"
    f"{NEWS}\n\n---\n\n"
    "[WEB \u2014 LIVE WEB SEARCH RESULTS]\n"
    f"{WEB}\n\n---\n\n"
    "[HA \u2014 YOUR HOME ASSISTANT ENTITY STATES]\n"
    "**Front Door** (lock.front_door): locked"
)
ARTICLE = "# Everest\nSource: wikipedia_en_all_maxi_2026-02\n\n" + " ".join(
    f"Survey {i} put Mt. Everest at 8,848.86 m, per Dr. Lee of the U.S. team."
    for i in range(80)
)

FORBIDDEN = ("**", "---", "http", "www.", "<", ">", "[", "]", "#", "`", "Source:")
HEADER_LIKE = re.compile(r"[A-Z]+ \u2014")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # kiwix: title and Source line go when the article follows
        (
            KIWIX,
            "Molybdenum is a chemical element; it has symbol Mo and atomic number 42. "
            "It was identified in 1778 by Carl Wilhelm Scheele. "
            "The name comes from molybdos, Greek for lead.",
        ),
        # ... and the title is spoken when it is all there is
        ("# Molybdenum\nSource: wikipedia_en_all_maxi_2026-02\n\n", "Molybdenum."),
        # web items: title, content, URL dropped; items joined as sentences
        (
            WEB,
            "What is molybdenum? Molybdenum is a silvery metal used in steel alloys. "
            "Molybdenum, Britannica. It melts at 2,623 \u00b0C.",
        ),
        # news items keep the feed name, gain the missing final period
        (
            NEWS,
            "Climax mine reopens (Reuters). "
            "The Colorado mine resumed output on Monday. "
            "Prices climb (BBC News). Molybdenum prices rose 3.5% vs. last week.",
        ),
        # Home Assistant state lines survive as they are, with a period
        ("Front Door: locked", "Front Door: locked."),
        (
            "**Front Door** (lock.front_door): locked\n**Hall light**: on",
            "Front Door (lock.front_door): locked. Hall light: on.",
        ),
        ("All 12 monitored services are up", "All 12 monitored services are up."),
        # forecast prose is already speech
        (
            "Today: sunny, 21 \u00b0C. Tomorrow: rain. Saturday: cloudy.",
            "Today: sunny, 21 \u00b0C. Tomorrow: rain. Saturday: cloudy.",
        ),
        # emphasis, but never snake_case
        (
            "Set *quiet* mode and __night__ _scene_ now",
            "Set quiet mode and night scene now.",
        ),
        ("***Very*** bold", "Very bold."),
        ("sensor.front_door_lock is on", "sensor.front_door_lock is on."),
        ("Call my_script_name then MAX_VALUE", "Call my_script_name then MAX_VALUE."),
        ("5 * 3 * 2 is thirty", "5 * 3 * 2 is thirty."),
        # bullets become sentences
        (
            "- apples\n- pears!\n* plums;\n1. figs\n2) dates:",
            "apples. pears! plums. figs. dates.",
        ),
        ("Ingredients:\n- eggs\n- flour", "Ingredients. eggs. flour."),
        # links, bare URLs, citation markers
        ("Read [the guide](https://example.com/a_b) now.", "Read the guide now."),
        ("See https://example.com/x for more.", "See for more."),
        ("Visit www.example.com today", "Visit today."),
        ("Docs (https://example.com) help.", "Docs help."),
        ("More at https://en.wikipedia.org/wiki/Mercury_(planet).", "More at."),
        ("Read https://x.com/a?b=1&c=2, then go", "Read, then go."),
        ("HTTP://EXAMPLE.COM/A works", "works."),
        ("Paris is large [1]. It is old.[2][3]", "Paris is large. It is old."),
        ("![logo](https://x.y/l.png) Logo free", "Logo free."),
        # HTML, entities, reasoning blocks, code
        (
            "<p>Salt &amp; pepper</p><p>Oil &gt; butter</p>",
            "Salt & pepper. Oil > butter.",
        ),
        ("A <b>bold</b> move&nbsp;here.", "A bold move here."),
        ("Use &lt;b&gt;bold&lt;/b&gt; tags", "Use bold tags."),
        (
            "<think>They want Paris.\nMaybe.</think>\nParis is the capital.",
            "Paris is the capital.",
        ),
        ("Reasoning here</think>Paris is the capital.", "Paris is the capital."),
        ("Run `ha core restart` now.", "Run ha core restart now."),
        ("```yaml\nlight: on\n```\nDone", "light: on. Done."),
        ("> Quoted wisdom", "Quoted wisdom."),
        ("<!-- hidden -->Shown", "Shown."),
        # whitespace collapses; separators and rules vanish
        ("Too    many\tspaces here.", "Too many spaces here."),
        ("One.\n\n---\n\nTwo.\n***\nThree.", "One. Two. Three."),
        ("Cut by the router here.\n\u2026", "Cut by the router here."),
        ("Title\n=====\nBody", "Title. Body."),
        (
            "| Name | State |\n|---|---|\n| Door | locked |",
            "Name, State. Door, locked.",
        ),
        # a trailing question is dropped when something precedes it ...
        ("Mo is a metal. What is Mo?", "Mo is a metal."),
        ("Mo is a metal.\n**What is Mo?**", "Mo is a metal."),
        ("Mo is a metal. Is it rare? Is it hard?", "Mo is a metal."),
        ("Mo is a metal. Why?\u201d", "Mo is a metal."),
        # ... and loses its mark when it stands alone
        ("What is molybdenum?", "What is molybdenum."),
        ("What is molybdenum\uff1f", "What is molybdenum."),
        ("Lights on;", "Lights on."),
        # an inner quoted question is not the end of the speech
        ('He asked "why?" and left', 'He asked "why?" and left.'),
        # nothing speakable
        ("", ""),
        ("---\n\n**\n\n***", ""),
        ("https://example.com/only-a-link", ""),
    ],
)
def test_clean_for_speech(text: str, expected: str) -> None:
    assert clean_for_speech(text) == expected


def test_fusion_with_real_headers_flows_as_plain_sentences() -> None:
    spoken = clean_for_speech(REAL_FUSION)
    assert not HEADER_LIKE.search(spoken)
    assert "ENCYCLOPEDIC" not in spoken
    assert "UNRELATED" not in spoken
    assert "RECENT NEWS" not in spoken
    for kept in (
        "symbol Mo and atomic number 42.",
        "Climax mine reopens (Reuters).",
        "It melts at 2,623 \u00b0C.",
        "Front Door (lock.front_door): locked.",
    ):
        assert kept in spoken
    assert spoken.startswith("Molybdenum is a chemical element")


def test_fusion_formatted_by_our_producer_reads_the_same() -> None:
    fused = format_sections([("kiwix", KIWIX), ("news", NEWS), ("web", WEB)])
    assert clean_for_speech(fused) == " ".join(
        clean_for_speech(part) for part in (KIWIX, NEWS, WEB)
    )


@pytest.mark.parametrize(
    "text",
    [KIWIX, WEB, NEWS, REAL_FUSION, ARTICLE, "<div>A &lt;b&gt;tag&lt;/b&gt;</div>"],
)
def test_speech_never_carries_markup(text: str) -> None:
    for spoken in (clean_for_speech(text), speak_result(text, 240, NOTHING)):
        assert spoken
        for fragment in FORBIDDEN:
            assert fragment not in spoken, fragment
        assert not spoken.endswith(("?", ";", "\uff1f"))
        assert "\n" not in spoken
        assert "  " not in spoken


def test_every_item_ends_with_terminal_punctuation() -> None:
    spoken = clean_for_speech("Kitchen: on\nHall: off\nGarage: open")
    assert [s.text for s in split_sentences(spoken)] == [
        "Kitchen: on.",
        "Hall: off.",
        "Garage: open.",
    ]


@pytest.mark.parametrize(
    ("text", "cap", "expected"),
    [
        ("One. Two. Three.", 100, "One. Two. Three."),
        ("One. Two. Three.", 16, "One. Two. Three."),
        ("One. Two. Three.", 15, "One. Two."),
        ("One. Two. Three.", 5, "One."),
        ("One. Two. Three.", 3, ""),
        ("  One. Two.  ", 9, "One. Two."),
        ("It is 2.1 m tall. Ok.", 12, ""),  # never "It is 2."
        ("Dr. Lee came. Ok.", 8, ""),  # never "Dr."
        ("Born in the U.S. Army base. Ok.", 20, ""),  # never after "U.S."
        ("Hi. Born in the U.S. Army base. Ok.", 20, "Hi."),
        ("Paris [1]. It is old.[2] Done.", 25, "Paris [1]. It is old.[2]"),
        ("", 10, ""),
    ],
)
def test_truncate_to_cap(text: str, cap: int, expected: str) -> None:
    assert truncate_to_cap(text, cap) == expected


def test_long_article_is_cut_under_the_cap_at_a_sentence_boundary() -> None:
    cleaned = clean_for_speech(ARTICLE)
    assert len(cleaned) > 5000
    cut = truncate_to_cap(cleaned, 240)
    assert 0 < len(cut) <= 240
    assert cleaned.startswith(cut)
    sentence = "Survey 0 put Mt. Everest at 8,848.86 m, per Dr. Lee of the U.S. team."
    assert cut.startswith(sentence)
    assert cut.endswith("of the U.S. team.")
    next_end = cleaned.index("team.", len(cut)) + len("team.")
    assert next_end > 240  # the next sentence would not have fit
    assert speak_result(ARTICLE, 240, NOTHING) == cut


@pytest.mark.parametrize("text", ["", "   ", "---", "**\n\n---\n\n**", "<br><hr>"])
def test_nothing_speakable_says_nothing_found(text: str) -> None:
    assert speak_result(text, 240, NOTHING) == NOTHING


def test_speak_result_keeps_short_material_whole() -> None:
    assert speak_result("Front Door: locked", 240, NOTHING) == "Front Door: locked."


def test_first_sentence_over_the_cap_is_cut_at_a_clause() -> None:
    text = (
        "The Treaty of Westphalia, signed in 1648 by envoys of the Holy Roman Emperor, "
        "ended the Thirty Years' War and shaped the modern state system. It matters."
    )
    assert truncate_to_cap(text, 100) == ""
    spoken = speak_result(text, 100, NOTHING)
    assert spoken == (
        "The Treaty of Westphalia, signed in 1648 by envoys of the Holy Roman Emperor."
    )


def test_first_sentence_over_the_cap_is_cut_at_a_word() -> None:
    text = "Alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi."
    spoken = speak_result(text, 40, NOTHING)
    assert spoken == "Alpha beta gamma delta epsilon zeta eta."
    assert len(spoken) <= 40


def test_word_cut_drops_dangling_words_and_abbreviations() -> None:
    text = "Our team met the famous Dr. Lee and staff in the old lab"
    assert speak_result(text, 30, NOTHING) == "Our team met the famous."


def test_word_cut_never_splits_a_decimal() -> None:
    text = "Engineers measured a value of 8,848.86 metres above the sea during survey"
    spoken = speak_result(text, 37, NOTHING)
    assert spoken == "Engineers measured a value."
    assert "8,848" not in spoken


def test_tiny_cap_still_speaks() -> None:
    spoken = speak_result("Pneumonoultramicroscopicsilicovolcanoconiosis", 5, NOTHING)
    assert spoken == "Pneumonoultramicroscopi."  # raised to 24 characters


def test_truncation_that_ends_on_a_question_drops_it() -> None:
    text = (
        "It rains today. Will it stop? Forecasters expect clearing by Sunday evening."
    )
    assert speak_result(text, 40, NOTHING) == "It rains today."


def test_truncation_to_a_lone_question_speaks_it_as_a_statement() -> None:
    text = "Is it raining? Yes, heavy rain falls across the whole region today."
    assert speak_result(text, 30, NOTHING) == "Is it raining."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "According to [FORECAST \u2014 WEATHER FORECAST FOR YOUR CONFIGURED HOME "
            "LOCATION], light rain is expected.",
            "According to, light rain is expected.",
        ),
        (
            "The [KIWIX \u2014 ENCYCLOPEDIC KNOWLEDGE \u2014 UNRELATED TO OTHER "
            "SECTIONS BELOW] says it is tall.",
            "The says it is tall.",
        ),
        ("Keep [this bracket] here.", "Keep [this bracket] here."),
    ],
)
def test_inline_fusion_headers_are_not_spoken(text: str, expected: str) -> None:
    assert clean_for_speech(text) == expected


def test_crlf_bom_and_indented_headers_are_not_spoken() -> None:
    fused = format_sections([("forecast", "Rain tomorrow."), ("web", "A marathon.")])
    for variant in (
        fused.replace("\n", "\r\n"),
        "\ufeff" + fused,
        "  " + fused,
        fused.replace("\n", "\r"),
    ):
        spoken = clean_for_speech(variant)
        assert spoken == "Rain tomorrow. A marathon.", variant
        assert "\ufeff" not in spoken


def test_lone_surrogates_are_never_spoken() -> None:
    # Material keeps U+FFFD for a lone surrogate; a voice is given neither.
    spoken = clean_for_speech("It is tall \ud800 and old.\n\nBuilt in 1889 \udfff.")
    assert spoken.encode()
    assert spoken == "It is tall and old. Built in 1889."


@pytest.mark.parametrize("marker", ["_x ", "*x ", "**x ", "__x ", "[x ", "![x "])
def test_unclosed_markers_are_cleaned_in_one_pass(marker: str) -> None:
    # 60 KB of unclosed markers: a quadratic pattern takes seconds here.
    spoken = clean_for_speech(marker * 12000)
    assert "x" in spoken
