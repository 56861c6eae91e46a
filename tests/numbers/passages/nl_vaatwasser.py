"""Material: vaatwasser, programmatabel en storingen (nl, manual)."""

PASSAGE = {
    "language": "nl",
    "kind": "manual",
    "material": """
Gebruiksaanwijzing vaatwasser VW 6140 – Programmaoverzicht
De verbruikswaarden zijn gemeten onder laboratoriumomstandigheden volgens EN 60436 (volledige belading van 14 couverts, koudwateraansluiting). Thuis kunnen ze afwijken door de waterdruk, de watertemperatuur en de hoeveelheid vaat.

Programma | Geschikt voor | Temperatuur | Duur (min) | Water (l) | Energie (kWh)
Eco | normaal vervuild servies, dagelijks gebruik | 50 °C | 225 | 9,5 | 0,85
Auto | alle soorten vervuiling, sensor bepaalt verloop | 45–65 °C | 90–170 | 10–15 | 0,95–1,40
Intensief | pannen, ovenschalen, aangekoekte resten | 70 °C | 160 | 15,5 | 1,55
Snel | licht vervuild servies zonder ingedroogde resten | 45 °C | 29 | 10,5 | 0,80
Glas | glazen en licht vervuild porselein | 40 °C | 115 | 11,5 | 0,75
Voorspoelen | servies dat later wordt afgewassen | koud | 15 | 4 | 0,01

Tip: het Eco-programma duurt het langst, maar verbruikt de minste energie en het minste water. Na afloop van Eco gaat de deur automatisch op een kier open om het servies beter te laten drogen.

Startuitstel
Met de toets Startuitstel stelt u de start 1 tot 24 uur uit, in stappen van één uur.

Waterontharder
Stel de waterhardheid in op de waarde die uw waterleidingbedrijf opgeeft (0 tot 50 °dH). Bij een hardheid vanaf 7 °dH moet u regeneratiezout gebruiken; het zoutreservoir bevat ongeveer 1,2 kg.

Storingen
E:09 – verwarmingselement defect. Schakel het apparaat uit en neem contact op met de klantenservice.
E:15 – de waterbeveiliging is geactiveerd. Draai de kraan dicht, trek de stekker uit het stopcontact en bel de klantenservice.
E:24 – het water wordt niet afgevoerd. Controleer of de afvoerslang geknikt is en maak de filters schoon (zie hoofdstuk 8).
E:25 – de afvoerpomp is geblokkeerd. Verwijder glasscherven of pitten uit het pompdeksel.
Als het display 'Geen water' toont, bedraagt de waterdruk minder dan 0,5 bar; het apparaat werkt bij een druk tussen 0,5 en 10 bar.
""",
    "facts": [
        (
            "Het Eco-programma wast op {n} °C.",
            50,
            "celsius",
            ["50", "vijftig"],
        ),
        (
            "Intensief wast op {n} graden.",
            70,
            "celsius",
            ["70", "zeventig"],
        ),
        (
            "Het Snel-programma draait op {n} °C.",
            45,
            "celsius",
            ["45", "vijfenveertig"],
        ),
        (
            "Het glasprogramma gebruikt een temperatuur van {n} °C.",
            40,
            "celsius",
            ["40", "veertig"],
        ),
        (
            "In het Auto-programma kan de temperatuur oplopen tot {n} °C.",
            65,
            "celsius",
            ["65", "vijfenzestig"],
        ),
        (
            "Een Eco-wasbeurt duurt {n} minuten.",
            225,
            "minuten",
            ["225", "tweehonderdvijfentwintig"],
        ),
        (
            "Het programma Intensief duurt {n} minuten.",
            160,
            "minuten",
            ["160", "honderdzestig"],
        ),
        (
            "Met Snel is de vaat na {n} minuten klaar.",
            29,
            "minuten",
            ["29", "negenentwintig"],
        ),
        (
            "Het Glas-programma duurt {n} minuten.",
            115,
            "minuten",
            ["115", "honderdvijftien"],
        ),
        (
            "Voorspoelen duurt {n} minuten.",
            15,
            "minuten",
            ["15", "vijftien"],
        ),
        (
            "Eco verbruikt {n} liter water.",
            9.5,
            "liter",
            ["9,5"],
        ),
        (
            "Intensief gebruikt {n} liter water.",
            15.5,
            "liter",
            ["15,5"],
        ),
        (
            "Het Snel-programma verbruikt {n} liter.",
            10.5,
            "liter",
            ["10,5"],
        ),
        (
            "Glas verbruikt {n} liter water.",
            11.5,
            "liter",
            ["11,5"],
        ),
        (
            "Eco kost {n} kWh aan energie.",
            0.85,
            "kwh",
            ["0,85"],
        ),
        (
            "Het Intensief-programma verbruikt {n} kWh.",
            1.55,
            "kwh",
            ["1,55"],
        ),
        (
            "Het glasprogramma verbruikt {n} kWh stroom.",
            0.75,
            "kwh",
            ["0,75"],
        ),
        (
            "Je kunt de start maximaal {n} uur uitstellen.",
            24,
            "uur",
            ["24", "vierentwintig"],
            {"hedge": False},
        ),
        (
            "Vanaf een waterhardheid van {n} °dH heb je regeneratiezout nodig.",
            7,
            "dh",
            ["7"],
        ),
        (
            "De waterhardheid kun je instellen tot {n} °dH.",
            50,
            "dh",
            ["50"],
            {"hedge": False},
        ),
        (
            "De vaatwasser werkt vanaf een waterdruk van {n} bar.",
            0.5,
            "bar",
            ["0,5"],
        ),
        (
            "De maximale waterdruk voor de vaatwasser is {n} bar.",
            10,
            "bar",
            ["10", "tien"],
        ),
        (
            "Er passen {n} couverts in de vaatwasser.",
            14,
            "couverts",
            ["14", "veertien"],
        ),
    ],
}
