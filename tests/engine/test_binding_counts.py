"""Binding by what a number counts: parts of a whole, elided ordinals, counted nouns.

Each table is written once per language and turned into answers that must be served
and swaps that must be rejected, so one mechanism is checked in every language.
"""

from __future__ import annotations

import pytest

from tests.engine.binding_verdict import verdict

# --- 1. A part counts what its whole counts -------------------------------------

# (language, material, "whole" answer, "part" answer): the material states a whole
# (19 shots) and a part of it through the language's partitive; the answers put a
# number where "shots" and where "on target" go.
PARTS: list[tuple[str, str, str, str]] = [
    (
        "en",
        "Rovers had 61% of possession and 19 shots, six of them on target, while "
        "United managed 11 shots.",
        "Rovers had {} shots.",
        "{} of the Rovers shots were on target.",
    ),
    (
        "fr",
        "Le club compte 19 membres, dont 6 au bureau, et l'école 11 membres.",
        "Le club compte {} membres.",
        "Au bureau siègent {} membres du club.",
    ),
    (
        "de",
        "Der Verein hat 19 Mitglieder, davon 6 im Vorstand, und die Jugend 11 Mitglieder.",
        "Der Verein hat {} Mitglieder.",
        "Im Vorstand sitzen {} Mitglieder des Vereins.",
    ),
    (
        "nl",
        "De school telt 19 klassen, waarvan 6 in het nieuwe gebouw, en de annex 11 "
        "klassen.",
        "De school telt {} klassen.",
        "In het nieuwe gebouw zitten {} klassen van de school.",
    ),
    (
        "es",
        "El equipo disparó 19 veces, de ellas 6 a puerta, frente a 11 tiros del rival.",
        "El equipo disparó {} veces.",
        "El equipo disparó {} veces a puerta.",
    ),
    (
        "it",
        "Il club conta 19 soci, di cui 6 nel consiglio, e la scuola 11 soci.",
        "Il club conta {} soci.",
        "Nel consiglio siedono {} soci del club.",
    ),
    (
        "pt",
        "O clube tem 19 sócios, dos quais 6 na direção, e a escola 11 sócios.",
        "O clube tem {} sócios.",
        "Na direção estão {} sócios do clube.",
    ),
    (
        "da",
        "Holdet skød 19 gange, heraf 6 på mål, mod 11 skud fra modstanderen.",
        "Holdet skød {} gange.",
        "Holdet skød {} gange på mål.",
    ),
]


@pytest.mark.parametrize(
    ("language", "material", "whole", "part"), PARTS, ids=[p[0] for p in PARTS]
)
def test_a_part_and_its_whole_are_told_apart(
    language: str, material: str, whole: str, part: str
) -> None:
    """Each number is served where it goes and refused where the other goes."""
    assert verdict(language, material, whole.format(19)) is None
    assert verdict(language, material, part.format(6)) is None
    assert verdict(language, material, whole.format(6)) == "6"
    assert verdict(language, material, part.format(19)) == "19"


def test_a_partitive_without_a_whole_before_it_borrows_nothing() -> None:
    """A partitive ("of them") with no counted number before it borrows nothing."""
    material = "Of them all, 12 stayed for dinner and 30 went home early."
    assert verdict("en", material, "12 stayed for dinner.") is None
    assert verdict("en", material, "30 stayed for dinner.") == "30"


# --- 2. An ordinal no word follows names what the ordinal before it names --------

ORDINALS: list[tuple[str, str, str]] = [
    (
        "en",
        "Kane opened the scoring in the 9th minute and added a second in the 61st; "
        "Son, back from injury, made it 3–0 in the 77th minute before Jota pulled "
        "one back in the 85th.",
        "Kane scored his second goal in the {} minute.",
    ),
    (
        "fr",
        "Dembélé a ouvert le score à la 9e minute et a doublé la mise à la 61e ; "
        "Zaïre-Emery a marqué à la 77e minute.",
        "Dembélé a doublé la mise à la {} minute.",
    ),
]


@pytest.mark.parametrize(
    ("language", "material", "second"), ORDINALS, ids=[o[0] for o in ORDINALS]
)
def test_an_elided_ordinal_competes_with_its_kin(
    language: str, material: str, second: str
) -> None:
    """An ordinal ("in the 61st") is a minute too: the sentence's minutes are rivals."""
    first_marks = {"en": ("61st", "9th"), "fr": ("61e", "9e")}[language]
    right, wrong = first_marks
    assert verdict(language, material, second.format(right)) is None
    assert verdict(language, material, second.format(wrong)) == wrong


def test_an_ordinal_with_its_own_noun_keeps_it() -> None:
    """An ordinal's own noun ("the 3rd floor" after "the 14th minute") is kept."""
    material = "The meeting began in the 14th minute of the call on the 3rd floor."
    assert verdict("en", material, "The meeting was on the 3rd floor.") is None


# --- 3. Counted nouns across sentences -------------------------------------------

NOUNS: list[tuple[str, str, str, str, str, str]] = [
    # (language, material, answer, right, wrong, why)
    (
        "en",
        "Potato soup (serves 4). You need 800 g of potatoes, 1 onion (about 120 g) and "
        "1 litre of stock. Simmer the potatoes for 20 minutes.",
        "For the soup you need {} g of potatoes.",
        "800",
        "120",
        "a topic word that a number counts sets it apart",
    ),
]


@pytest.mark.parametrize(
    ("language", "material", "answer", "right", "wrong", "why"),
    NOUNS,
    ids=[f"{n[0]}-{i}" for i, n in enumerate(NOUNS)],
)
def test_counted_nouns_bind_across_sentences(
    language: str, material: str, answer: str, right: str, wrong: str, why: str
) -> None:
    assert verdict(language, material, answer.format(right)) is None, why
    assert verdict(language, material, answer.format(wrong)) == wrong, why


def test_a_rival_counting_another_noun_is_none_beside_the_answers_noun() -> None:
    """A supporter counting "punti" has no rival in another sentence's "spettatori"."""
    material = (
        "Davanti a 75.417 spettatori l'Inter ha battuto la Juventus per 2-1. Con questa "
        "vittoria i nerazzurri salgono a 63 punti, sette in più della Juventus, ferma a "
        "56."
    )
    assert verdict("it", material, "L'Inter ora ha 63 punti.") is None


def test_a_verb_after_a_number_in_one_sentence_is_no_counted_noun() -> None:
    """A verb ("two preferred") elides the noun of the sentence's other number."""
    material = (
        "Seven of the nine members of the committee voted for the rise; two preferred "
        "to hold rates."
    )
    assert verdict("en", material, "Two members preferred to hold rates.") is None


# --- 4. A name after an elided article is a name -------------------------------


def test_a_name_after_an_elided_article_is_evidence() -> None:
    """A name ("pour l'OM") names Marseille's shots: the OM did not shoot 19 times."""
    material = "Le PSG a tiré 19 fois, dont 6 tirs cadrés, contre 11 tirs pour l'OM."
    assert verdict("fr", material, "L'OM a tiré 11 fois.") is None
    assert verdict("fr", material, "L'OM a tiré 19 fois.") == "19"


# --- 5. A conjunction between two words joins words, no statements ---------------

# (language, material, answer template, its value, the other value): two days joined
# by a conjunction stay with the number of their clause.
JOINED_DAYS: list[tuple[str, str, str, str, str]] = [
    (
        "de",
        "Die letzte Fahrt startet um 23:48 Uhr, in den Nächten auf Samstag und Sonntag "
        "zusätzlich um 1:18 Uhr.",
        "In den Nächten auf Samstag und Sonntag fährt zusätzlich ein Zug um {} Uhr.",
        "1:18",
        "23:48",
    ),
    (
        "en",
        "The last train leaves at 11:48 pm, and on Friday and Saturday nights an extra "
        "one runs at 1:18 am.",
        "On Friday and Saturday nights an extra train runs at {}.",
        "1:18 am",
        "11:48 pm",
    ),
    (
        "fr",
        "Le dernier train part à 23 h 48, et les nuits de vendredi et samedi un train "
        "supplémentaire circule à 1 h 18.",
        "Les nuits de vendredi et samedi, un train supplémentaire circule à {}.",
        "1 h 18",
        "23 h 48",
    ),
]


@pytest.mark.parametrize(
    ("language", "material", "answer", "right", "wrong"),
    JOINED_DAYS,
    ids=[d[0] for d in JOINED_DAYS],
)
def test_days_joined_by_a_conjunction_stay_with_their_clause(
    language: str, material: str, answer: str, right: str, wrong: str
) -> None:
    assert verdict(language, material, answer.format(right)) is None
    assert verdict(language, material, answer.format(wrong)) is not None


def test_a_day_cut_short_by_a_hyphen_is_read_whole() -> None:
    """A day cut short ("sonn- und feiertags") is read whole: Sundays and holidays."""
    material = "Erste Fahrt: samstags um 6:02 Uhr, sonn- und feiertags um 7:32 Uhr."
    assert verdict("de", material, "Sonntags fährt die erste Bahn um 7:32 Uhr.") is None
    wrong = verdict("de", material, "Sonntags fährt die erste Bahn um 6:02 Uhr.")
    assert wrong == "6:02 Uhr"


# --- 6. A unit ends where its word does ----------------------------------------


@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("pt", "O clube tem 6 sócios.", "6 sócios"),
        ("da", "Holdet scorede 20 mål i sæsonen.", "20 mål"),
        ("fr", "Il reste 30 séances.", "30 séances"),
    ],
)
def test_a_unit_letter_opening_an_accented_word_is_no_unit(
    language: str, text: str, value: str
) -> None:
    """A letter opening a word is no unit: "6 sócios" holds no "s", "20 mål" no "m"."""
    from custom_components.grounded_answers.engine.text.numbers import find_numbers

    (mention,) = find_numbers(text, language)
    assert mention.unit is None, value


# --- A measure names what it is of --------------------------------------------

# language: (a recipe: butter and flour listed, the cheese measured in a step about the
# sauce; an answer measuring {} of butter for the sauce, one measuring butter)
INGREDIENTS: dict[str, tuple[str, str, str]] = {
    "en": ("Ingredients\n- 30 g butter\n- 40 g flour\n\nMethod\nPour the sauce over and "
           "sprinkle with the remaining 50 g cheese.",
           "For the sauce you need {} g of butter.", "You need {} g of butter."),
    "de": ("Zutaten\n- 30 g Butter\n- 40 g Mehl\n\nZubereitung\nDie Soße darüber "
           "gießen und mit den übrigen 50 g Käse bestreuen.",
           "Für die Soße braucht man {} g Butter.", "Man braucht {} g Butter."),
    "nl": ("Ingrediënten\n- 30 g boter\n- 40 g bloem\n\nBereiding\nVerdeel de saus "
           "erover en bestrooi met de overige 50 g kaas.",
           "Voor de saus heb je {} g boter nodig.", "Je hebt {} g boter nodig."),
    "da": ("Ingredienser\n- 30 g smør\n- 40 g mel\n\nSådan gør du\nHæld saucen over og "
           "drys med de sidste 50 g ost.",
           "Til saucen skal der bruges {} g smør.", "Der skal bruges {} g smør."),
    "fr": ("Ingrédients\n- 30 g de beurre\n- 40 g de farine\n\nPréparation\nNappez "
           "de sauce et parsemez des 50 g de fromage restants.",
           "Pour la sauce, il faut {} g de beurre.", "Il faut {} g de beurre."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(INGREDIENTS))
def test_a_measure_of_another_substance_is_a_swap(language: str) -> None:
    """An answer's butter for the sauce where its 50 g is the cheese's is refused.

    The substance a measure is of names it twice, as a word and as what it measures,
    and outweighs the sauce the answer and the cheese's step share; a count's noun is
    often said in other words ("fans", "spectators") and weighs as a word.
    """
    material, for_sauce, plain = INGREDIENTS[language]
    material = f"Chicory gratin\n\n{material}\n"
    assert verdict(language, material, plain.format(30)) is None
    assert verdict(language, material, for_sauce.format(50)) == "50"


# language: (a standings paragraph, an answer naming a team's rank, its own rank, the
# other team's)
RANKS: dict[str, tuple[str, str, str, str]] = {
    "nl": ("Door de zege staat Twente vierde met 41 punten. Heerenveen zakt met 27 "
           "punten naar de elfde plaats.",
           "Heerenveen is gezakt naar de {} plaats.", "elfde", "vierde"),
    "fr": ("Grâce à ce succès, Lens est quatrième avec 41 points. Nantes recule à la "
           "onzième place avec 27 points.",
           "Nantes recule à la {} place.", "onzième", "quatrième"),
    "es": ("Con la victoria, el Betis es cuarto con 41 puntos. El Villarreal cae a la "
           "undécima posición con 27 puntos.",
           "El Villarreal cae a la {} posición.", "undécima", "cuarta"),
    "en": ("With the win, Leeds are fourth on 41 points. Stoke drop to the eleventh "
           "place on 27 points.",
           "Stoke have dropped to {} place.", "eleventh", "fourth"),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(RANKS))
def test_an_ordinal_after_its_article_is_a_rank(language: str) -> None:
    """An ordinal after its article ("de elfde plaats") ranks, as "the two" does not."""
    material, answer, own, other = RANKS[language]
    assert verdict(language, material, answer.format(own)) is None
    assert verdict(language, material, answer.format(other)) == other
