"""Binding across the statements of one sentence: whose a number is, and what it counts.

A box score runs several statements into one sentence ("Pérez added 12 points and 7
rebounds in only 18 minutes"): the statement after "and" carries on its subject, even
where the one before counts another thing. One sentence also counts two things
("1,800 animals of 140 species"): an answer counting the supporter's very noun is not
refused for naming the other one's. "Only" after a number ("à 9 seulement") counts
nothing. A time's verb left out ("The women started at 8:45, the men at
9:10") is shared by the statements after it, and a relative clause ("…, led by Perry,
who finished with 21 points") speaks of the words before its comma. Each sheet is written in several languages and each answer is
asked with the right value and with the other one.
"""

from __future__ import annotations

import pytest

from tests.engine.binding_verdict import verdict

# language: (a box score whose second sentence opens with another player, an answer
# about a player's minutes); German is left out: "und 7 Rebounds" writes its noun
# capitalised like a name, and "und 2 Tage später erreichte Hamburg" names its own
# subject after the verb, so the number after "und" says nothing of whose it is
BOX_SCORES: dict[str, tuple[str, str]] = {
    "en": ("Perry scored 21 points and 4 assists in 29 minutes. "
           "Osetkowski had 14 points and 10 rebounds, and Pérez added 12 points and 7 rebounds in only 18 minutes.",
           "{} played {} minutes."),
    "es": ("Perry terminó con 21 puntos y 4 asistencias en 29 minutos. "
           "Osetkowski firmó 14 puntos y 10 rebotes, y Pérez aportó 12 puntos y 7 rebotes en solo 18 minutos.",
           "{} jugó {} minutos."),
    "fr": ("Perry a marqué 21 points et 4 passes en 29 minutes. "
           "Osetkowski a réussi 14 points et 10 rebonds, et Pérez a ajouté 12 points et 7 rebonds en 18 minutes.",
           "{} a joué {} minutes."),
    "it": ("Perry ha segnato 21 punti e 4 assist in 29 minuti. "
           "Osetkowski ha chiuso con 14 punti e 10 rimbalzi, e Pérez ha aggiunto 12 punti e 7 rimbalzi in soli 18 minuti.",
           "{} ha giocato {} minuti."),
    "pt": ("Perry marcou 21 pontos e 4 assistências em 29 minutos. "
           "Osetkowski fez 14 pontos e 10 ressaltos, e Pérez somou 12 pontos e 7 ressaltos em apenas 18 minutos.",
           "{} jogou {} minutos."),
    "nl": ("Perry scoorde 21 punten en 4 assists in 29 minuten. "
           "Osetkowski had 14 punten en 10 rebounds, en Pérez kwam tot 12 punten en 7 rebounds in slechts 18 minuten.",
           "{} speelde {} minuten."),
    "da": ("Perry scorede 21 point og 4 assists på 29 minutter. "
           "Osetkowski havde 14 point og 10 rebounds, og Pérez bidrog med 12 point og 7 rebounds på kun 18 minutter.",
           "{} spillede {} minutter."),
}  # fmt: skip

# language: (a sentence counting animals and species, an answer counting species)
SPECIES: dict[str, tuple[str, str]] = {
    "en": ("The zoo opened in 1962. The park is home to more than 1,800 animals of 140 "
           "species.", "The animals in the park belong to {} species."),
    "nl": ("Het dierenpark opende in 1962. Het park telt ruim 1.800 dieren van 140 "
           "soorten.", "De dieren in het park horen bij {} soorten."),
    "de": ("Der Tierpark öffnete 1962. Der Park zählt rund 1.800 Tiere aus 140 Arten.",
           "Die Tiere im Park gehören zu {} Arten."),
    "fr": ("Le zoo a ouvert en 1962. Le parc compte plus de 1 800 animaux de 140 "
           "espèces.", "Les animaux du parc appartiennent à {} espèces."),
    "es": ("El zoo abrió en 1962. El parque alberga más de 1.800 animales de 140 "
           "especies.", "Los animales del parque pertenecen a {} especies."),
    "pt": ("O zoo abriu em 1962. O parque tem mais de 1.800 animais de 140 espécies.",
           "Os animais do parque pertencem a {} espécies."),
    "da": ("Zoologisk have åbnede i 1962. Parken har over 1.800 dyr af 140 arter.",
           "Dyrene i parken hører til {} arter."),
}  # fmt: skip

# language: (a timetable whose last value is followed by "only", an answer about
# Sunday); the values are 16 on weekdays, 12 on Saturdays, 9 on Sundays
ONLY_AFTER: dict[str, tuple[str, str]] = {
    "fr": ("Du lundi au vendredi, 16 allers-retours relient Nantes à Saint-Nazaire. Le "
           "samedi, l'offre passe à 12 allers-retours, et à 9 seulement le dimanche et "
           "les jours fériés.", "Le dimanche, il n'y a que {} allers-retours."),
    "es": ("De lunes a viernes, 16 trenes unen Nantes y Saint-Nazaire. El sábado la "
           "oferta baja a 12 trenes, y a 9 solamente el domingo y los festivos.",
           "El domingo solo circulan {} trenes."),
    "it": ("Dal lunedì al venerdì 16 treni collegano Nantes e Saint-Nazaire. Il sabato "
           "l'offerta scende a 12 treni, e a 9 soltanto la domenica e nei festivi.",
           "La domenica circolano {} treni."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(BOX_SCORES))
def test_a_statement_after_and_carries_on_its_subject(language: str) -> None:
    """The minutes after "and 7 rebounds" are the second player's."""
    material, answer = BOX_SCORES[language]
    assert verdict(language, material, answer.format("Pérez", "18")) is None
    assert verdict(language, material, answer.format("Perry", "29")) is None
    assert verdict(language, material, answer.format("Pérez", "29")) == "29"


@pytest.mark.parametrize("language", sorted(SPECIES))
def test_a_count_of_the_supporters_noun_is_bound_in_its_sentence(
    language: str,
) -> None:
    """Naming the animals does not bind a count of species to the animals' number."""
    material, answer = SPECIES[language]
    many = "1,800" if language == "en" else ("1 800" if language == "fr" else "1.800")
    assert verdict(language, material, answer.format("140")) is None
    assert verdict(language, material, answer.format(many)) == many


@pytest.mark.parametrize("language", sorted(ONLY_AFTER))
def test_only_after_a_number_counts_nothing(language: str) -> None:
    """After a number, "only" counts nothing: "9 seulement le dimanche" is Sunday's."""
    material, answer = ONLY_AFTER[language]
    assert verdict(language, material, answer.format("9")) is None
    assert verdict(language, material, answer.format("12")) == "12"


# language: (start times, the verb said once, an answer about the men's start); 9:10
# is the men's, 8:45 the women's
STARTS: dict[str, tuple[str, str, tuple[str, str]]] = {
    "en": ("The elite women started at 8:45, the elite men at 9:10 and the mass race at "
           "9:30.", "The elite men started at {}.", ("9:10", "8:45")),
    "de": ("Die Frauen starteten um 8:45 Uhr, die Männer um 9:10 Uhr und der Volkslauf "
           "um 9:30 Uhr.", "Die Männer starteten um {} Uhr.", ("9:10", "8:45")),
    "fr": ("Les femmes sont parties à 8 h 45, les hommes à 9 h 10 et la course "
           "populaire à 9 h 30.", "Les hommes sont partis à {}.", ("9 h 10", "8 h 45")),
    "es": ("Las mujeres salieron a las 8:45, los hombres a las 9:10 y la carrera popular "
           "a las 9:30.", "Los hombres salieron a las {}.", ("9:10", "8:45")),
    "it": ("Le donne sono partite alle 8:45, gli uomini alle 9:10 e la gara popolare "
           "alle 9:30.", "Gli uomini sono partiti alle {}.", ("9:10", "8:45")),
    "pt": ("As mulheres partiram às 8:45, os homens às 9:10 e a corrida popular às "
           "9:30.", "Os homens partiram às {}.", ("9:10", "8:45")),
    "nl": ("De vrouwen vertrokken om 8.45 uur, de mannen om 9.10 uur en de publieksloop "
           "om 9.30 uur.", "De mannen vertrokken om {} uur.", ("9.10", "8.45")),
    "da": ("Kvinderne startede kl. 8.45, mændene kl. 9.10 og motionsløbet kl. 9.30.",
           "Mændene startede kl. {}.", ("9.10", "8.45")),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(STARTS))
def test_a_time_verb_left_out_is_shared(language: str) -> None:
    """The men's start time is served with the verb the women's statement says."""
    material, answer, (men, women) = STARTS[language]
    assert verdict(language, material, answer.format(men)) is None
    assert verdict(language, material, answer.format(women)) is not None


# language: (a report where a relative clause after a name gives that name's value, an
# answer about the name); Perry finished with 21 and had 8 at half-time
RELATIVES: dict[str, tuple[str, str]] = {
    "en": ("Perry had 8 points at half-time. After the break the hosts of Ibon Navarro "
           "won the third quarter 25-17, led by Perry, who finished with 21 points.",
           "Perry finished with {} points."),
    "es": ("Perry llevaba 8 puntos al descanso. Tras el descanso, los de Ibon Navarro "
           "ganaron el tercer cuarto 25-17, liderados por Perry, que terminó con 21 "
           "puntos.", "Perry terminó con {} puntos."),
    "fr": ("Perry comptait 8 points à la pause. Après la pause, les hommes d'Ibon "
           "Navarro ont remporté le troisième quart 25-17, emmenés par Perry, qui a "
           "terminé avec 21 points.", "Perry a terminé avec {} points."),
    "nl": ("Perry had 8 punten bij de rust. Na de rust wonnen de mannen van Ibon "
           "Navarro het derde kwart met 25-17, aangevoerd door Perry, die eindigde met "
           "21 punten.", "Perry eindigde met {} punten."),
    "it": ("Perry aveva 8 punti all'intervallo. Dopo la pausa gli uomini di Ibon Navarro "
           "hanno vinto il terzo quarto 25-17, trascinati da Perry, che ha chiuso con "
           "21 punti.", "Perry ha chiuso con {} punti."),
    "da": ("Perry havde 8 point ved pausen. Efter pausen vandt Ibon Navarros mandskab "
           "tredje quarter 25-17, anført af Perry, som sluttede med 21 point.",
           "Perry sluttede med {} point."),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(RELATIVES))
def test_a_relative_clause_speaks_of_the_name_before_it(language: str) -> None:
    """A relative clause speaks of the name before it: Perry finished with 21."""
    material, answer = RELATIVES[language]
    assert verdict(language, material, answer.format("21")) is None
    assert verdict(language, material, answer.format("8")) == "8"
