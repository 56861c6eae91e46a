"""Binding by when a value holds: the new value of a change and the old one beside it.

Release notes and news give both in one sentence: "now up to 5,000 rows (was 2,000)",
"caducan ahora a los 30 días (antes, a los 90)". The old value stands in a parenthesis
opened by the language's word for the past or its past form of "to be"; an answer
saying "previously" names that one, an answer saying "now" the other (``states``).
Each sheet is written in every language, and each answer is asked with both values.
"""

from __future__ import annotations

import pytest

from tests.engine.binding_verdict import verdict

# language: (a note giving the new limit and the old one in a parenthesis, an answer
# saying "now", an answer saying "previously")
NOTES: dict[str, tuple[str, str, str]] = {
    "en": ("Release 5.4\n- Exports to Excel now work for rosters of up to 5,000 rows "
           "(was 2,000).\n- Fixed the login page.",
           "Excel exports can now hold up to {} rows.",
           "Previously an Excel export could hold {} rows."),
    "de": ("Version 5.4\n- Exporte nach Excel klappen jetzt für Dienstpläne mit bis zu "
           "5.000 Zeilen (bisher 2.000).\n- Anmeldeseite repariert.",
           "Exporte nach Excel können jetzt bis zu {} Zeilen haben.",
           "Bisher klappte das nur mit bis zu {} Zeilen."),
    "fr": ("Version 5.4\n- L'export vers Excel fonctionne désormais pour les plannings "
           "jusqu'à 5 000 lignes (auparavant 2 000).\n- Page de connexion corrigée.",
           "Un export Excel peut désormais contenir {} lignes.",
           "Auparavant, un export Excel était limité à {} lignes."),
    "es": ("Versión 5.4\n- La exportación a Excel admite ahora cuadrantes de hasta "
           "5.000 filas (antes, 2.000).\n- Corregida la página de acceso.",
           "Ahora una exportación a Excel admite {} filas.",
           "Antes una exportación a Excel estaba limitada a {} filas."),
    "it": ("Versione 5.4\n- L'esportazione in Excel ora funziona per turni fino a "
           "5.000 righe (prima 2.000).\n- Corretta la pagina di accesso.",
           "Ora un'esportazione in Excel arriva a {} righe.",
           "Prima un'esportazione in Excel era limitata a {} righe."),
    "pt": ("Versão 5.4\n- A exportação para Excel funciona agora com escalas até "
           "5.000 linhas (antes, 2.000).\n- Corrigida a página de entrada.",
           "Agora uma exportação para Excel aceita {} linhas.",
           "Antes uma exportação para Excel estava limitada a {} linhas."),
    "nl": ("Versie 5.4\n- Exporteren naar Excel werkt nu voor roosters met maximaal "
           "5.000 regels (was 2.000).\n- Inlogpagina hersteld.",
           "Excel-exports kunnen nu {} regels bevatten.",
           "Vroeger was een Excel-export beperkt tot {} regels."),
    "da": ("Version 5.4\n- Eksport til Excel virker nu for vagtplaner med op til "
           "5.000 rækker (tidligere 2.000).\n- Login-siden er rettet.",
           "En Excel-eksport kan nu have {} rækker.",
           "Tidligere var en Excel-eksport begrænset til {} rækker."),
}  # fmt: skip
NEW, OLD = "5.000", "2.000"


def _written(language: str, value: str) -> str:
    return value.replace(".", ",") if language == "en" else value


@pytest.mark.parametrize("when", ["now", "previously"])
@pytest.mark.parametrize("language", sorted(NOTES))
def test_a_time_names_its_value(language: str, when: str) -> None:
    """An answer saying "now" names the new value, one saying "previously" the old."""
    material, now, before = NOTES[language]
    new, old = _written(language, NEW), _written(language, OLD)
    answer, right, wrong = (now, new, old) if when == "now" else (before, old, new)
    assert verdict(language, material, answer.format(right)) is None
    assert verdict(language, material, answer.format(wrong)) == wrong


# language: (a change whose new value's month leads the sentence and whose old value's
# month closes it, an answer template naming a month, the new value's month and the
# old value's); 2.4 is August's, 3.1 July's
CHANGES: dict[str, tuple[str, str, tuple[str, str]]] = {
    "en": ("Inflation in Denmark fell in August to 2.4% from 3.1% in July.",
           "In {} inflation was {}%.", ("August", "July")),
    "da": ("Inflationen i Danmark faldt i august til 2,4 procent fra 3,1 procent i "
           "juli.", "I {} var inflationen {} procent.", ("august", "juli")),
    "de": ("Die Inflation in Dänemark sank im August auf 2,4 Prozent von 3,1 Prozent "
           "im Juli.", "Im {} lag die Inflation bei {} Prozent.", ("August", "Juli")),
    "fr": ("L'inflation au Danemark est tombée en août à 2,4 % contre 3,1 % en "
           "juillet.", "En {}, l'inflation était de {} %.", ("août", "juillet")),
    "es": ("La inflación en Dinamarca bajó en agosto al 2,4 % desde el 3,1 % de julio.",
           "En {} la inflación fue del {} %.", ("agosto", "julio")),
    "it": ("L'inflazione in Danimarca è scesa ad agosto al 2,4% dal 3,1% di luglio.",
           "A {} l'inflazione era al {}%.", ("agosto", "luglio")),
    "pt": ("A inflação na Dinamarca caiu em agosto para 2,4% face a 3,1% em julho.",
           "Em {} a inflação foi de {}%.", ("agosto", "julho")),
    "nl": ("De inflatie in Denemarken daalde in augustus naar 2,4 procent van 3,1 "
           "procent in juli.", "In {} was de inflatie {} procent.", ("augustus", "juli")),
}  # fmt: skip


@pytest.mark.parametrize("language", sorted(CHANGES))
def test_a_leading_and_a_closing_date_each_date_their_end(language: str) -> None:
    """The month before a change is the new value's, the one after it the old one's."""
    material, answer, (new, old) = CHANGES[language]
    now, then = ("2.4", "3.1") if language == "en" else ("2,4", "3,1")
    assert verdict(language, material, answer.format(new, now)) is None
    assert verdict(language, material, answer.format(old, then)) is None
    assert verdict(language, material, answer.format(old, now)) == now
    assert verdict(language, material, answer.format(new, then)) == then
