"""Build tests/eval/numbers_layout.jsonl: values set apart by layout and wording.

Real material says which value is whose by where it puts it as much as by the words
of its sentence: a city before a dash owns its line ("Faro — Hoje: … 20 %"), dot
leaders set a label apart from its price ("Niños ........ 17,90 €"), a bar table keeps
the dashes of its cells ("Nantes - Saint-Nazaire | 13,20 € | 7,90 €"), a plan named
with a number heads its lines ("Fibre 500 - most popular"). And words: the last of a
series is its end whatever the verb ("l'ultimo treno parte alle 22.25"), a number
named after one product is no other's ("PHP 14" against "PostgreSQL 14"), "Off-Peak"
is no "Peak", and a range's ends may take articles ("entre las 10:00 y las 18:00").
An old value in a parenthesis is the state before a change ("(was 2.000)"), a value
on two labelled lines is judged on each, an ordinal after its article ranks, and an end
supports across sentences only where the supporter's words mark it. "Media" after a
noun is the average, a date opening a change and one closing it date its two ends, a
time's verb said once is shared, "6.º" ranks, and "3:1" is one score.
For each, the right value is served and another value of the same material is
refused (reason ``numeric``). The materials and answers are written by hand below.
Run: .venv/bin/python tests/eval/build_numbers_layout.py
It rewrites numbers_layout.jsonl; the generated lines are committed.
"""

from __future__ import annotations

import json
from pathlib import Path

cases: list[dict[str, object]] = []
# A closing paragraph, as real pages have one: short material is left unanswered.
CLOSING = {
    "de": "Alle Angaben ohne Gewähr. Änderungen und Irrtümer bleiben vorbehalten; den aktuellen Stand finden Sie jederzeit auf unserer Website oder am Empfang.",
    "en": "All details are subject to change without notice. The current version of this page is always on our website, and our staff at reception are happy to help.",
    "fr": "Informations données sous réserve de modification. La version à jour de cette page est toujours sur notre site, et l'accueil répond volontiers à vos questions.",
    "es": "Información sujeta a cambios sin previo aviso. La versión actualizada de esta página está siempre en nuestra web, y el personal de recepción le atenderá con gusto.",
    "it": "Informazioni soggette a variazioni senza preavviso. La versione aggiornata di questa pagina è sempre sul nostro sito, e il personale in biglietteria è a disposizione.",
    "nl": "Wijzigingen onder voorbehoud. De actuele versie van deze pagina staat altijd op onze website, en onze medewerkers aan de balie helpen u graag verder.",
    "pt": "Informação sujeita a alterações sem aviso prévio. A versão atualizada desta página está sempre no nosso sítio, e os nossos funcionários na receção ajudam com gosto.",
}


def pair(
    name: str, lang: str, query: str, result: str, good: str, bad: str, said: str
) -> None:
    """Add the served case (its answer says ``said``) and the refused one."""
    for outcome, answer in (("served", good), ("rejected", bad)):
        expect: dict[str, object] = {"outcome": outcome}
        if outcome == "served":
            expect["speech_includes"] = [said]
        else:
            expect["reason"] = "numeric"
        cases.append(
            {
                "id": f"layout-{name}-{lang}-{'serve' if outcome == 'served' else 'reject'}",
                "query": query,
                "result": f"{result}\n\n{CLOSING[lang]}",
                "source_used": "web",
                "language": lang,
                "llm_output": f"{answer} (web)",
                "expect": expect,
            }
        )


# A city before a dash owns every sentence of its line.
pair(
    "city-line",
    "pt",
    "qual é a probabilidade de chuva em Faro",
    "Previsão por cidade\nPorto — Hoje: chuva forte; mín. 12 °C, máx. 17 °C. Amanhã: mín. 11 °C, máx. 15 °C. Probabilidade de precipitação: 95 %.\n"
    "Faro — Hoje: céu pouco nublado; mín. 15 °C, máx. 22 °C. Amanhã: mín. 16 °C, máx. 21 °C. Probabilidade de precipitação: 20 %.",
    "Em Faro a probabilidade de precipitação é de 20 %.",
    "Em Faro a probabilidade de precipitação é de 95 %.",
    "20 %",
)
pair(
    "city-line",
    "es",
    "qué probabilidad de lluvia hay en Bilbao",
    "El tiempo por ciudades\nSevilla — Hoy: soleado; mín. 14 °C, máx. 27 °C. Mañana: mín. 15 °C, máx. 28 °C. Probabilidad de lluvia: 5 %.\n"
    "Bilbao — Hoy: chubascos; mín. 11 °C, máx. 16 °C. Mañana: mín. 10 °C, máx. 15 °C. Probabilidad de lluvia: 80 %.",
    "En Bilbao la probabilidad de lluvia es del 80 %.",
    "En Bilbao la probabilidad de lluvia es del 5 %.",
    "80 %",
)
pair(
    "city-line",
    "fr",
    "quelle sera la maximale demain à Nantes",
    "Météo des villes\nLyon — Aujourd'hui : éclaircies ; min. 9 °C, max. 17 °C. Demain : min. 8 °C, max. 19 °C. Risque de pluie : 10 %.\n"
    "Nantes — Aujourd'hui : averses ; min. 10 °C, max. 15 °C. Demain : min. 9 °C, max. 14 °C. Risque de pluie : 70 %.",
    "Demain, la maximale à Nantes sera de 14 degrés.",
    "Demain, la maximale à Nantes sera de 19 degrés.",
    "14 degrés",
)
# Dot leaders set a label apart from its value.
pair(
    "leaders",
    "es",
    "cuánto paga un niño en el zoo",
    "Zoo de Valdemora – Tarifas\nAdultos (de 13 a 64 años) ........ 24,50 €\nNiños (de 3 a 12 años) ........... 17,90 €\n"
    "Jubilados y mayores de 65 años ... 16,50 €\nMenores de 3 años: gratis.",
    "Los niños de 3 a 12 años pagan 17,90 €.",
    "Los niños de 3 a 12 años pagan 24,50 €.",
    "17,90 €",
)
pair(
    "leaders",
    "en",
    "how much is junior membership",
    "Riverside Leisure Centre – Monthly memberships\nAdult Peak (any time) ............ £42.50\n"
    "Junior (ages 11–17) .............. £18.50\nFamily (2 adults + up to 3 children) ... £89.00",
    "Junior membership costs £18.50 a month.",
    "Junior membership costs £42.50 a month.",
    "£18.50",
)
# A bar table keeps the dashes of its cells.
pair(
    "bar-table",
    "fr",
    "combien coûte un aller simple Nantes Saint-Nazaire au tarif réduit",
    "Tarifs (aller simple, 2de classe)\nTrajet | Plein tarif | Tarif réduit\nNantes – Saint-Nazaire | 13,20 € | 7,90 €\n"
    "Nantes – Le Croisic | 18,60 € | 11,20 €",
    "Au tarif réduit, le Nantes – Saint-Nazaire revient à 7,90 €.",
    "Au tarif réduit, le Nantes – Saint-Nazaire revient à 13,20 €.",
    "7,90 €",
)
# A plan named with a number heads its lines.
pair(
    "plan-heading",
    "en",
    "how much is Fibre 500",
    "Brightwire Full Fibre – broadband plans\n\nFibre 150\nAverage download speed 150Mbps\n£27.99 a month\n\n"
    "Fibre 500 – most popular\nAverage download speed 500Mbps\n£33.99 a month\n\nFibre 900\nAverage download speed 900Mbps\n£41.99 a month",
    "Fibre 500 costs £33.99 a month.",
    "Fibre 500 costs £41.99 a month.",
    "£33.99",
)
pair(
    "plan-heading",
    "de",
    "was kostet Glasfaser 500",
    "Stadtnetz Glasfaser – Tarife\n\nGlasfaser 150\nDownload bis 150 Mbit/s\n29,99 € im Monat\n\n"
    "Glasfaser 500 – am beliebtesten\nDownload bis 500 Mbit/s\n39,99 € im Monat\n\nGlasfaser 1000\nDownload bis 1000 Mbit/s\n54,99 € im Monat",
    "Glasfaser 500 kostet 39,99 € im Monat.",
    "Glasfaser 500 kostet 54,99 € im Monat.",
    "39,99 €",
)
# The last of a series is its end, whatever the verb.
pair(
    "last-departure",
    "it",
    "a che ora parte l'ultimo regionale feriale",
    "Orari treni Milano–Torino\nRegionale veloce\nFeriali: dalle 5.25 alle 22.25, un treno ogni ora\nSabato e festivi: dalle 7.40 alle 20.40, una corsa ogni due ore",
    "Nei feriali l'ultimo regionale veloce parte alle 22.25.",
    "Nei feriali l'ultimo regionale veloce parte alle 5.25.",
    "22.25",
)
pair(
    "last-departure",
    "fr",
    "à quelle heure est le dernier départ de Nantes en semaine",
    "Premiers et derniers départs de Nantes\nLundi–vendredi : de 5 h 48 à 22 h 40\nSamedi : de 6 h 40 à 21 h 05",
    "Du lundi au vendredi, le dernier départ de Nantes est à 22 h 40.",
    "Du lundi au vendredi, le dernier départ de Nantes est à 5 h 48.",
    "22 h 40",
)
# A number named after one product is no other's.
pair(
    "product-number",
    "nl",
    "welke PHP-versie is vervallen",
    "Releasenotes Planbord 5.4.0\nSysteemeisen\n- Planbord 5.4 vereist PHP 8.2 of hoger. PHP 8.1 wordt niet langer ondersteund.\n"
    "- Ondersteunde databases: PostgreSQL 14 t/m 17 en MariaDB vanaf 10.11.",
    "Ondersteuning voor PHP 8.1 is vervallen.",
    "Ondersteuning voor PHP 14 is vervallen.",
    "PHP 8.1",
)
pair(
    "product-number",
    "en",
    "which PHP version was dropped",
    "Planboard 5.4.0 release notes\nRequirements\n- Planboard 5.4 needs PHP 8.2 or later. PHP 8.1 is no longer supported.\n"
    "- Supported databases: PostgreSQL 14 to 17 and MariaDB 10.11 or later.",
    "Support for PHP 8.1 has been dropped.",
    "Support for PHP 14 has been dropped.",
    "PHP 8.1",
)
# A function word a hyphen joins to the next is one word with it.
pair(
    "hyphen-word",
    "en",
    "how much is adult peak membership",
    "Monthly memberships (Direct Debit)\nAdult Peak (any time): £42.50\nAdult Off-Peak (Mon–Fri until 4pm): £29.95\nJunior (ages 11–17): £18.50",
    "An Adult Peak membership costs £42.50 a month.",
    "An Adult Peak membership costs £29.95 a month.",
    "£42.50",
)
pair(
    "hyphen-word",
    "de",
    "was zahlen Nicht-Mitglieder für den Kurs",
    "Volkshochschule Lindenau – Yoga am Abend\nKursgebühr\nMitglieder: 42,00 €\nNicht-Mitglieder: 58,00 €\nErmäßigt: 29,00 €",
    "Für Nicht-Mitglieder kostet der Kurs 58,00 €.",
    "Für Nicht-Mitglieder kostet der Kurs 42,00 €.",
    "58,00 €",
)
# A range's ends may take articles.
pair(
    "range-articles",
    "es",
    "hasta qué hora abre la biblioteca",
    "Biblioteca municipal – Horario\nDe lunes a viernes, abierta entre las 10:00 y las 20:00. Sábados, de las 10:00 a las 14:00.",
    "De lunes a viernes la biblioteca cierra a las 20:00.",
    "De lunes a viernes la biblioteca cierra a las 10:00.",
    "20:00",
)
pair(
    "range-articles",
    "pt",
    "quando termina o aviso amarelo",
    "Avisos: aviso amarelo por precipitação para o distrito do Porto entre as 06h00 e as 18h00 de amanhã (sábado).",
    "O aviso amarelo para o Porto termina às 18h00.",
    "O aviso amarelo para o Porto termina às 06h00.",
    "18h00",
)

# An old value in a parenthesis is the state before a change.
pair(
    "old-value",
    "nl",
    "Hoeveel regels kan een Excel-export bevatten?",
    "Planbord 5.4\n- Exporteren naar Excel werkt nu voor roosters met maximaal "
    "5.000 regels (was 2.000).\n- Inlogpagina hersteld.",
    "Een Excel-export kan nu maximaal 5.000 regels bevatten.",
    "Een Excel-export kan nu maximaal 2.000 regels bevatten.",
    "5.000",
)
pair(
    "old-value",
    "es",
    "¿Cuándo caducan los tokens de acceso personal?",
    "Kalendo 5.0\n- Los tokens de acceso personal caducan ahora a los 30 días "
    "(antes, a los 90).\n- Corregida la vista de calendario.",
    "Ahora los tokens de acceso personal caducan a los 30 días.",
    "Ahora los tokens de acceso personal caducan a los 90 días.",
    "30",
)
# A value standing on two labelled lines is judged on each.
pair(
    "two-lines",
    "pt",
    "Qual é a máxima em Lisboa amanhã?",
    "Previsão por cidade\nLisboa — Hoje: céu nublado, aguaceiros à tarde; mín. "
    "14 °C, máx. 20 °C. Amanhã: mín. 13 °C, máx. 18 °C.\nFunchal — Hoje e amanhã: "
    "períodos de céu nublado; mín. 18 °C, máx. 23 °C.",
    "Amanhã a máxima em Lisboa é de 18 graus.",
    "Hoje a máxima em Lisboa é de 18 graus.",
    "18",
)
# An ordinal after its article ranks.
pair(
    "rank",
    "nl",
    "Op welke plaats staat Heerenveen?",
    "Eredivisie\nDoor de zege staat Twente vierde met 41 punten. Heerenveen zakt "
    "met 27 punten naar de elfde plaats.",
    "Heerenveen is gezakt naar de elfde plaats.",
    "Heerenveen is gezakt naar de vierde plaats.",
    "elfde",
)
# A dot-leader label may open with a number.
pair(
    "leader-number",
    "de",
    "Wie viel Öl braucht der Diesel?",
    "Motorölmenge mit Filter\n  1.5 TSI Benziner (110 kW) ........ 4,0 Liter\n"
    "  2.0 TDI Diesel (110 kW) ........ 4,6 Liter",
    "Der 2.0 TDI Diesel braucht 4,6 Liter Öl.",
    "Der 2.0 TDI Diesel braucht 4,0 Liter Öl.",
    "4,6",
)
# A label line leaves no counted noun out.
pair(
    "label-noun",
    "it",
    "Quanti docenti ha l'università?",
    "Università di Pavia\nFondazione\t1361\nDocenti\t1.012\n"
    "Personale tecnico-amministrativo\t918",
    "L'università ha 1.012 docenti.",
    "L'università ha 918 docenti.",
    "1.012",
)
# An end supports across sentences only where the supporter's words mark it.
pair(
    "marked-end",
    "es",
    "¿Qué rachas de viento habrá hoy en Ourense?",
    "Tiempo local\nSoplará fuerte en la costa, con rachas de hasta 70 km/h en torno a "
    "Vigo por la tarde.\n\nOurense\nHoy: intervalos de sol. Máx. 11 °C. Viento SO "
    "25 km/h, rachas de 50 km/h.\n\nVigo\nHoy: nuboso, ventoso. Máx. 8 °C. Viento S "
    "35 km/h, rachas de 70 km/h.",
    "En Ourense las rachas pueden llegar hoy a 50 km/h.",
    "En Ourense las rachas pueden llegar hoy a 70 km/h.",
    "50",
)

# "Media" after a noun is the average, no half.
pair(
    "average-adjective",
    "es",
    "¿Qué temperatura media hubo en Sevilla en julio?",
    "Balance de julio\nEn Sevilla, la temperatura promedio del mes fue de 26,8 grados; "
    "en Córdoba llegó a 27,9 grados. Las lluvias fueron escasas en toda Andalucía.",
    "La temperatura media en Sevilla fue de 26,8 grados.",
    "La temperatura media en Sevilla fue de 27,9 grados.",
    "26,8",
)
# A date opening a change and one closing it date its two ends.
pair(
    "change-dates",
    "nl",
    "Hoe hoog was de inflatie in juli?",
    "Inflatie\nDe inflatie in Nederland daalde in augustus naar 2,4 procent van 3,1 "
    "procent in juli, meldt het CBS.",
    "In juli was de inflatie 3,1 procent.",
    "In juli was de inflatie 2,4 procent.",
    "3,1",
)
# A time's verb said once is every later statement's.
pair(
    "gapped-start",
    "it",
    "A che ora sono partiti gli uomini?",
    "Maratona cittadina\nLe donne sono partite alle 8:45, gli uomini alle 9:10 e la "
    "gara popolare alle 9:30. Il percorso misura 42,195 km.",
    "Gli uomini sono partiti alle 9:10.",
    "Gli uomini sono partiti alle 8:45.",
    "9:10",
)
# An ordinal written with its mark ranks.
pair(
    "ordinal-mark",
    "es",
    "¿En qué puesto está el Valencia?",
    "Clasificación\nTras la derrota, el Valencia cae al 6.º puesto con 9 victorias, "
    "mientras que el Unicaja se mantiene 3.º con 11.",
    "El Valencia es 6.º en la clasificación.",
    "El Valencia es 3.º en la clasificación.",
    "6.º",
)
# A result written with a colon is one score.
pair(
    "colon-score",
    "de",
    "Wie stand es zur Pause?",
    "Eintracht Frankfurt – SV Werder Bremen\nEndstand 3:1, zur Pause stand es 1:0. "
    "Vor 57.800 Zuschauern traf Ekitiké in der 23. Minute.",
    "Zur Pause stand es 1:0.",
    "Zur Pause stand es 3:1.",
    "1:0",
)

OUT = Path(__file__).with_name("numbers_layout.jsonl")
OUT.write_text(
    "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8"
)
print(f"{len(cases)} cases written to {OUT.name}")
