"""Build tests/eval/numbers_spoken.jsonl: numbers as a voice answer says them.

A model writing for a loudspeaker says "vier Euro fünfzig", "fünfundachtzig Kilometer
pro Stunde", "halb drei" and "a las tres de la tarde" where the material writes
"4,50 €", "85 km/h", "14.30" and "15:00". For prices, speeds and hours in eight
languages, each case pairs the right value said aloud (served) with another value of
the same material said the same way (refused, reason ``numeric``). The materials
and answers are written by hand below. Run:
.venv/bin/python tests/eval/build_numbers_spoken.py
It rewrites numbers_spoken.jsonl; the generated lines are committed.
"""

from __future__ import annotations

import json
from pathlib import Path

cases = []
PAD = {
    "de": "Bitte beachten Sie die Hinweise vor Ort. Bei Sturm oder Gewitter kann der Betrieb kurzfristig eingeschränkt werden; aktuelle Meldungen finden Sie auf unserer Internetseite.",
    "en": "Please check the notices on site. In storms or high winds the service may be changed at short notice; the latest updates are on our website.",
    "fr": "Merci de consulter l'affichage sur place. En cas de tempête, le service peut être modifié sans préavis ; les dernières informations sont sur notre site.",
    "es": "Consulte los avisos en las instalaciones. En caso de temporal el servicio puede modificarse sin previo aviso; la información actualizada está en nuestra web.",
    "it": "Si prega di consultare gli avvisi sul posto. In caso di maltempo il servizio può subire variazioni senza preavviso; gli aggiornamenti sono sul nostro sito.",
    "nl": "Let op de mededelingen ter plaatse. Bij storm kan de dienstregeling op korte termijn worden aangepast; actuele informatie staat op onze website.",
    "da": "Se opslagene på stedet. Ved storm kan driften blive ændret med kort varsel; de seneste oplysninger finder du på vores hjemmeside.",
    "pt": "Consulte os avisos no local. Em caso de temporal o serviço pode ser alterado sem aviso prévio; a informação atualizada está no nosso sítio.",
}


def add(id_, lang, query, result, out, served, inc=None):
    result = result + "\n\n" + PAD[lang]
    c = {
        "id": id_,
        "query": query,
        "result": result,
        "source_used": "web",
        "language": lang,
        "llm_output": out + " (web)",
        "expect": {"outcome": "served"}
        if served
        else {"outcome": "rejected", "reason": "numeric"},
    }
    if served and inc:
        c["expect"]["speech_includes"] = inc
    cases.append(c)


# spoken prices
P = [
    (
        "de",
        "Was kostet der Eintritt für Erwachsene?",
        "Freibad Lindenau – Eintrittspreise\nErwachsene: 4,50 €\nKinder (6–17 Jahre): 2,50 €\nZehnerkarte Erwachsene: 40,00 €\nGeöffnet von Mai bis September.",
        "Der Eintritt für Erwachsene kostet vier Euro fünfzig.",
        "Der Eintritt für Erwachsene kostet zwei Euro fünfzig.",
        "vier Euro fünfzig",
    ),
    (
        "en",
        "how much is an adult swim",
        "Harbridge Leisure Centre – Prices\nSwim: adult £5.80, junior £3.40 (under-5s swim free with a paying adult)\nSauna session: £8.50\nPrices from 1 April.",
        "An adult swim costs five pounds eighty.",
        "An adult swim costs three pounds forty.",
        "five pounds eighty",
    ),
    (
        "fr",
        "combien coûte l'entrée adulte",
        "Piscine municipale – Tarifs\nEntrée adulte : 4,80 €\nEntrée enfant (4 à 17 ans) : 2,90 €\nCarte 10 entrées : 42 €",
        "L'entrée adulte coûte 4 euros 80.",
        "L'entrée adulte coûte 2 euros 90.",
        "4 euros 80",
    ),
    (
        "es",
        "cuánto cuesta la entrada de adulto",
        "Piscina municipal – Precios\nEntrada adulto: 4,80 €\nEntrada infantil (4 a 14 años): 2,90 €\nBono de 10 baños: 40 €",
        "La entrada de adulto cuesta 4 euros con 80.",
        "La entrada de adulto cuesta 2 euros con 90.",
        "4 euros con 80",
    ),
    (
        "it",
        "quanto costa il biglietto intero",
        "Piscina comunale – Tariffe\nIngresso intero: 6,50 €\nRidotto (bambini fino a 12 anni): 4,50 €\nAbbonamento 10 ingressi: 55 €",
        "Il biglietto intero costa 6 euro e 50.",
        "Il biglietto intero costa 4 euro e 50.",
        "6 euro e 50",
    ),
    (
        "nl",
        "wat kost een kaartje voor volwassenen",
        "Zwembad De Wetering – Tarieven\nVolwassenen: € 6,50\nKinderen (4 t/m 12 jaar): € 4,75\n10-badenkaart: € 55,00",
        "Een kaartje voor volwassenen kost 6 euro 50.",
        "Een kaartje voor volwassenen kost 4 euro 75.",
        "6 euro 50",
    ),
    (
        "da",
        "hvad koster en billet for voksne",
        "Svømmehallen – Priser\nVoksne: 55,50 kr.\nBørn (4–11 år): 27,50 kr.\n10-turskort voksne: 450 kr.",
        "En billet for voksne koster 55 kroner og 50 øre.",
        "En billet for voksne koster 27 kroner og 50 øre.",
        "55 kroner og 50 øre",
    ),
    (
        "pt",
        "quanto custa o bilhete de adulto",
        "Piscina municipal – Preços\nBilhete adulto: 3,50 €\nBilhete criança (até 12 anos): 2 €\nCartão de 10 entradas: 30 €",
        "O bilhete de adulto custa 3 euros e 50 cêntimos.",
        "O bilhete de adulto custa 2 euros e 50 cêntimos.",
        "3 euros e 50",
    ),
]
for lang, q, r, good, bad, inc in P:
    add(f"spoken-price-{lang}-serve", lang, q, r, good, True, [inc])
    add(f"spoken-price-{lang}-reject", lang, q, r, bad, False)
# spoken speeds
S = [
    (
        "de",
        "Wie stark wird der Wind an der Küste?",
        "Wetter Norddeutschland\nAn der Küste frischer Südwestwind mit Sturmböen um 85 km/h, auf dem Brocken orkanartige Böen bis 110 km/h.",
        "An der Küste gibt es Sturmböen um fünfundachtzig Kilometer pro Stunde.",
        "An der Küste gibt es Sturmböen um hundertzehn Kilometer pro Stunde.",
    ),
    (
        "fr",
        "quelle force pour le vent sur la côte",
        "Météo Bretagne\nSur la côte, rafales à 90 km/h ; dans les terres, vent modéré avec des pointes à 50 km/h.",
        "Sur la côte, les rafales atteignent quatre-vingt-dix kilomètres par heure.",
        "Sur la côte, les rafales atteignent cinquante kilomètres par heure.",
    ),
    (
        "es",
        "qué fuerza tendrá el viento en la costa",
        "Previsión para Galicia\nEn la costa, rachas de hasta 90 km/h; en el interior, viento moderado con rachas de 50 km/h.",
        "En la costa habrá rachas de hasta noventa kilómetros por hora.",
        "En la costa habrá rachas de hasta cincuenta kilómetros por hora.",
    ),
    (
        "it",
        "quanto sarà forte il vento sulla costa",
        "Meteo Liguria\nSulla costa raffiche fino a 80 km/h, nell'entroterra vento moderato con raffiche di 40 km/h.",
        "Sulla costa le raffiche arriveranno a ottanta chilometri orari.",
        "Sulla costa le raffiche arriveranno a quaranta chilometri orari.",
    ),
    (
        "pt",
        "qual a força do vento no litoral",
        "Previsão para o Minho\nNo litoral, rajadas até 75 km/h; no interior, vento moderado com rajadas de 45 km/h.",
        "No litoral haverá rajadas até setenta e cinco quilómetros por hora.",
        "No litoral haverá rajadas até quarenta e cinco quilómetros por hora.",
    ),
]
for lang, q, r, good, bad in S:
    add(f"spoken-speed-{lang}-serve", lang, q, r, good, True)
    add(f"spoken-speed-{lang}-reject", lang, q, r, bad, False)
# spoken hours
H = [
    (
        "de",
        "Wann fährt die letzte Fähre?",
        "Fähre Nordstrand – Fahrplan\nAbfahrten täglich 7:00, 11:00 und 15:00 Uhr. Fahrkarten gibt es an Bord.",
        "Die letzte Fähre fährt um drei Uhr nachmittags.",
        "Die letzte Fähre fährt um vier Uhr nachmittags.",
    ),
    (
        "es",
        "a qué hora sale el último ferry",
        "Ferry a la isla – Horarios\nSalidas diarias a las 7:00, 11:00 y 15:00. Billetes a bordo.",
        "El último ferry sale a las tres de la tarde.",
        "El último ferry sale a las cuatro de la tarde.",
    ),
    (
        "nl",
        "hoe laat vertrekt de laatste boot",
        "Veerdienst – Dienstregeling\nVertrek dagelijks om 7.00, 11.00 en 14.30 uur. Kaartjes aan boord.",
        "De laatste boot vertrekt om half drie.",
        "De laatste boot vertrekt om half vier.",
    ),
    (
        "da",
        "hvornår sejler den sidste færge",
        "Færgen – Sejlplan\nAfgange dagligt kl. 7.00, 11.00 og 14.30. Billetter købes om bord.",
        "Den sidste færge sejler klokken halv tre.",
        "Den sidste færge sejler klokken halv fire.",
    ),
    (
        "en",
        "when does the last ferry leave",
        "Island Ferry – Timetable\nDaily departures at 07:00, 11:00 and 17:45. Tickets are sold on board.",
        "The last ferry leaves at a quarter to six.",
        "The last ferry leaves at a quarter to seven.",
    ),
    (
        "it",
        "a che ora parte l'ultimo traghetto",
        "Traghetto per l'isola – Orari\nPartenze giornaliere alle 7.00, 11.00 e 15.00. Biglietti a bordo.",
        "L'ultimo traghetto parte alle tre del pomeriggio.",
        "L'ultimo traghetto parte alle quattro del pomeriggio.",
    ),
    (
        "fr",
        "à quelle heure ferme la mairie",
        "Mairie de Montreval – Horaires\nDu lundi au vendredi de 9 h à 17 h, le samedi de 9 h à 12 h.",
        "Du lundi au vendredi, la mairie est ouverte de neuf heures à cinq heures de l'après-midi.",
        "Du lundi au vendredi, la mairie est ouverte de neuf heures à six heures de l'après-midi.",
    ),
]
for lang, q, r, good, bad in H:
    add(f"spoken-hour-{lang}-serve", lang, q, r, good, True)
    add(f"spoken-hour-{lang}-reject", lang, q, r, bad, False)
# Durations and times said in the words of a voice: a share of an hour, an hour and a
# quarter, the minutes after an hour.
D = [
    (
        "de",
        "wie lange muss der Teig ruhen",
        "Rezept: Apfelkuchen\nDen Teig 30 Minuten kühl ruhen lassen, dann 45 Minuten backen.",
        "Der Teig ruht eine halbe Stunde.",
        "Der Teig ruht eine Viertelstunde.",
    ),
    (
        "fr",
        "combien de temps dure le trajet",
        "Navette aéroport\nDurée du trajet : 75 minutes. Départ toutes les 20 minutes.",
        "Le trajet dure une heure et quart.",
        "Le trajet dure une heure et demie.",
    ),
    (
        "es",
        "cuánto reposa la masa",
        "Receta: pan de leche\nDeje reposar la masa 15 minutos y hornee 25 minutos.",
        "La masa reposa un cuarto de hora.",
        "La masa reposa media hora.",
    ),
    (
        "it",
        "a che ora chiude il museo",
        "Museo civico – Orari\nDal martedì alla domenica 9:00–17:30. Lunedì chiuso.",
        "Il museo chiude alle diciassette e trenta.",
        "Il museo chiude alle diciotto e trenta.",
    ),
]
for lang, q, r, good, bad in D:
    add(f"spoken-duration-{lang}-serve", lang, q, r, good, True)
    add(f"spoken-duration-{lang}-reject", lang, q, r, bad, False)
OUT = Path(__file__).with_name("numbers_spoken.jsonl")
OUT.write_text(
    "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases), encoding="utf-8"
)
print(f"{len(cases)} cases written to {OUT.name}")
