"""Sentence boundaries per language: abbreviations, ordinals, decimal commas, streams.

The generated cases put every abbreviation of every language's table at random
positions in sentences, join them into paragraphs, and check that the splitter gives
back exactly the sentences it was given: whole, in random stream chunks, and with
byte spans that slice the UTF-8 text to the same sentence.
"""

from __future__ import annotations

import random  # seeded: the same generated cases on every run

import pytest

from custom_components.grounded_answers.engine.options import AnswerStyle
from custom_components.grounded_answers.engine.pipeline.splitter import (
    SentenceSplitter,
)
from custom_components.grounded_answers.engine.text.abbreviations import (
    ALL,
    TABLES,
    Abbreviations,
    key,
)
from custom_components.grounded_answers.engine.text.sentences import (
    last_boundary_before,
    split_sentences,
)
from custom_components.grounded_answers.engine.text.speech import (
    clean_for_speech,
    speak_result,
)
from custom_components.grounded_answers.engine.types import Outcome
from custom_components.grounded_answers.engine.verify.claims import parse_claims
from tests.engine.test_streaming import collect, engine

# Everyday lower-case words and capitalised names per language, to build sentences.
_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("the", "water", "is", "warm", "and", "clean", "we", "use", "it", "daily"),
    "de": ("das", "wasser", "ist", "warm", "und", "sauber", "wir", "nehmen", "oft"),
    "fr": ("le", "café", "est", "chaud", "et", "bon", "nous", "buvons", "souvent"),
    "es": ("el", "agua", "está", "fría", "y", "limpia", "vivimos", "aquí", "hoy"),
    "nl": ("het", "water", "is", "warm", "en", "schoon", "wij", "wonen", "hier"),
    "it": ("il", "caffè", "è", "caldo", "e", "buono", "beviamo", "spesso", "qui"),
    "pt": ("o", "café", "está", "quente", "e", "bom", "moramos", "aqui", "hoje"),
    "da": ("vandet", "er", "varmt", "og", "rent", "vi", "bor", "her", "ofte"),
}
_NAMES: tuple[str, ...] = ("Anna", "Berlin", "Lisboa", "Paulo", "Émile", "Ørsted")


def _sentence(rng: random.Random, lang: str, middle: list[str]) -> str:
    """Return a sentence of random words with ``middle`` inserted at a random position."""
    words = [rng.choice(_WORDS[lang]) for _ in range(rng.randint(2, 7))]
    at = rng.randint(0, len(words))
    words[at:at] = middle
    text = " ".join(words)
    return f"{text[0].upper()}{text[1:]}."


def _with_abbreviation(
    rng: random.Random, lang: str, written: str, table: Abbreviations
) -> str:
    """Return a sentence holding ``written`` where it does not end the sentence."""
    k = key(written)
    if k in table.always:  # a capital after it is the hardest case
        return _sentence(rng, lang, [written, rng.choice(_NAMES)])
    if k in table.number:
        return _sentence(rng, lang, [written, str(rng.randint(1, 400))])
    # A soft one ends its sentence, or stands before a lower-case word.
    if rng.random() < 0.5:
        return _sentence(rng, lang, [])[:-1] + f" {written}"
    return _sentence(rng, lang, [written, rng.choice(_WORDS[lang])])


def _general(rng: random.Random, lang: str) -> list[str]:
    """Sentences for the general rules: initials, decimal commas, ordinals."""
    out = [
        _sentence(rng, lang, ["J. R. R. Tolkien"]),
        _sentence(rng, lang, [f"{rng.randint(1, 99)},{rng.randint(0, 9)}", "kg"]),
        _sentence(rng, lang, ["35,8", rng.choice(_WORDS[lang])]),
    ]
    table = TABLES[lang]
    for word in sorted(table.ordinal - table.always):  # "Okt." may end a sentence
        day = str(rng.randint(1, 31))
        out.append(_sentence(rng, lang, [f"{day}.", word.capitalize(), "2026"]))
    return out


def _paragraphs(lang: str, seed: int) -> list[list[str]]:
    """Every abbreviation of ``lang`` in sentences, grouped into paragraphs."""
    rng = random.Random(seed)  # noqa: S311 - seeded test data
    table = TABLES[lang]
    sentences = [_with_abbreviation(rng, lang, w, table) for w in table.written]
    sentences += _general(rng, lang)
    rng.shuffle(sentences)
    groups: list[list[str]] = []
    while sentences:
        size = rng.randint(2, 6)
        groups.append(sentences[:size])
        sentences = sentences[size:]
    return groups


_CASES = [(lang, seed) for lang in TABLES for seed in range(4)]


@pytest.mark.parametrize(("lang", "seed"), _CASES)
def test_generated_paragraphs_split_into_their_sentences(lang: str, seed: int) -> None:
    for sentences in _paragraphs(lang, seed):
        text = " ".join(sentences)
        got = split_sentences(text, lang)
        assert [s.text for s in got] == sentences
        raw = text.encode()
        for sentence in got:
            assert text[sentence.start : sentence.end] == sentence.text
            assert (
                raw[sentence.byte_start : sentence.byte_end].decode() == sentence.text
            )


@pytest.mark.parametrize(("lang", "seed"), _CASES)
def test_streamed_paragraphs_release_the_whole_text_split(lang: str, seed: int) -> None:
    rng = random.Random(seed + 1000)  # noqa: S311 - seeded test data
    for sentences in _paragraphs(lang, seed):
        text = " ".join(sentences)
        splitter = SentenceSplitter(lang)
        released: list[str] = []
        at = 0
        while at < len(text):
            step = rng.randint(1, 12)
            released += splitter.feed(text[at : at + step])
            at += step
        # Each sentence is out as soon as the next one starts: only the last waits.
        assert released == sentences[:-1]
        assert not splitter.rewritten
        assert released + splitter.finish() == sentences


def test_default_knows_every_tables_joining_abbreviations() -> None:
    rng = random.Random(7)  # noqa: S311 - seeded test data
    for lang, table in TABLES.items():
        for written in table.written:
            k = key(written)
            if k not in ALL.always and k not in ALL.number:
                continue  # soft somewhere, or an everyday word in another language
            sentence = _with_abbreviation(rng, lang, written, ALL)
            text = f"{sentence} {_sentence(rng, lang, [])}"
            assert len(split_sentences(text)) == 2, text


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("de", "Man nimmt z. B. Essig. Dann spült man.", 2),
        ("de", "Es sind ca. 5 Liter, bzw. Zehn Tassen. Fertig.", 2),
        ("de", "Der Kalk löst sich u. a. Durch Säure. Fertig.", 2),
        ("de", "Es hilft, d. h. Der Kalk geht weg. Fertig.", 2),
        ("de", "Siehe Nr. 12 im Handbuch. Fertig.", 2),
        ("de", "Das Fest ist am 3. Oktober in Berlin. Fertig.", 2),
        ("de", "Die Temperatur liegt bei 35,8 Grad. Fertig.", 2),
        ("fr", "M. Dupont habite à env. 20 km. Il vient.", 2),
        ("fr", "Mme Curie aime les fruits, p. ex. Pommes. Elle vient.", 2),
        ("es", "El Sr. García y la Sra. López llegan. Luego comen.", 2),
        ("es", "Son aprox. 5 km, p. ej. Hasta Madrid. Luego comen.", 2),
        ("nl", "Zie blz. 4 van de handleiding, bijv. Hoofdstuk twee. Klaar.", 2),
        ("it", "Il sig. Rossi compra frutta, ecc. e poi va. Fine.", 2),
        ("pt", "O Sr. Silva mora a aprox. 3 km, ver pág. 7 e nº 4. Fim.", 2),
        ("da", "Vi har f.eks. Aalborg og bl.a. Odense. Den 3. Oktober. Slut.", 3),
    ],
)
def test_abbreviations_of_the_request_language_keep_sentences_whole(
    lang: str, text: str, expected: int
) -> None:
    assert len(split_sentences(text, lang)) == expected
    assert len(split_sentences(text)) == expected  # the default knows them all


def test_request_language_decides_what_is_an_abbreviation() -> None:
    # "out." is October in Portuguese, a word in English: each language has its own.
    assert len(split_sentences("Chega em 5 de out. Depois sai.", "pt")) == 1
    assert len(split_sentences("He went out. Then he came back.", "en")) == 2
    assert len(split_sentences("He went out. Then he came back.")) == 2
    assert len(split_sentences("Chega em 5 de out. Depois sai.", "pt-BR")) == 1


def test_a_stream_holds_a_sentence_while_its_abbreviation_is_cut() -> None:
    splitter = SentenceSplitter("es")
    assert splitter.feed("Hay frutas, p. e") == []
    assert splitter.feed("j. Peras y más. Lue") == ["Hay frutas, p. ej. Peras y más."]
    assert splitter.finish() == ["Lue"]
    splitter = SentenceSplitter("de")
    assert splitter.feed("Am 3. O") == []
    assert splitter.feed("ktober ist Feiertag. Da") == ["Am 3. Oktober ist Feiertag."]


def test_claims_are_not_cut_after_an_abbreviation() -> None:
    text = "Man entkalkt z. B. Mit Essig [1]. Danach spült man [2]."
    _, claims = parse_claims(text, "de")
    assert [c.text for c in claims] == [
        "Man entkalkt z. B. Mit Essig.",
        "Danach spült man.",
    ]


def test_spoken_length_cut_never_ends_on_an_abbreviation() -> None:
    text = (
        "Entkalken Sie das Gerät monatlich. Nehmen Sie z. B. Essig oder Zitronensäure."
    )
    cap = text.index("z. B.") + 3  # room up to "z." only
    assert speak_result(text, cap, "Nichts gefunden.", "de") == (
        "Entkalken Sie das Gerät monatlich."
    )
    assert speak_result(text, cap, "Nichts gefunden.") == (
        "Entkalken Sie das Gerät monatlich."
    )
    french = "Le trajet est court. Il fait env. 20 km par la route nationale."
    assert last_boundary_before(french, french.index("env.") + 5, "fr") == (
        french.index(" Il")
    )


_MANUAL = (
    "Entkalken Sie die Kaffeemaschine alle 4 Wochen, z. B. mit Essig oder "
    "Zitronensäure. Füllen Sie dazu ca. 0,5 Liter Wasser in den Tank. Die Pumpe läuft "
    "danach bzw. nach dem Spülen etwa 3 Minuten. Schalten Sie die Maschine vor dem "
    "Entkalken aus und lassen Sie sie abkühlen. Spülen Sie den Tank nach dem Entkalken "
    "zweimal mit klarem Wasser aus, d. h. ohne Zusätze. Verwenden Sie keine "
    "Reinigungsmittel, die Chlor enthalten."
)


async def test_a_german_stream_speaks_whole_sentences_across_abbreviations() -> None:
    reply = (
        "Entkalken Sie die Kaffeemaschine alle 4 Wochen, z. B. Mit Essig oder "
        "Zitronensäure. Füllen Sie dazu ca. 0,5 Liter Wasser in den Tank. (kiwix)"
    )
    answering, _ = engine(reply, result=_MANUAL)
    stream = answering.stream(
        "wie entkalke ich die kaffeemaschine", style=AnswerStyle.BRIEF, language="de"
    )
    deltas = await collect(stream)
    assert deltas == [
        "Entkalken Sie die Kaffeemaschine alle 4 Wochen, z. B. Mit Essig oder "
        "Zitronensäure.",
        " Füllen Sie dazu ca. 0,5 Liter Wasser in den Tank.",
    ]
    assert stream.result.outcome is Outcome.SERVED


@pytest.mark.parametrize(
    "label",
    ["Mehr lesen »", "Lire la suite »", "Leer más »", "Lees verder ›", "Read more →"],
)
def test_a_link_label_is_never_spoken_in_any_language(label: str) -> None:
    material = f"Entkalken Sie die Maschine ca. alle 4 Wochen.\n{label}"
    assert clean_for_speech(material) == "Entkalken Sie die Maschine ca. alle 4 Wochen."
    quoted = "Er sagte nur »Ja«"  # a guillemet that closes a quote stays
    assert clean_for_speech(quoted) == "Er sagte nur »Ja«."
