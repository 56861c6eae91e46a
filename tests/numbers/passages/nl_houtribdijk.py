"""Material: Houtribdijk (nl, encyclopedia)."""

PASSAGE = {
    "language": "nl",
    "kind": "encyclopedia",
    "material": """
Houtribdijk
Andere naam	Markerwaarddijk
Type	dam met weg (N302)
Verbindt	Enkhuizen – Lelystad
Lengte	26,8 km
Kruinhoogte	NAP +5,5 m
Bouwperiode	1963–1975
Geopend	1976
Beheerder	Rijkswaterstaat

De Houtribdijk is een dijk in Nederland die het IJsselmeer scheidt van het Markermeer.[1] De dijk werd aangelegd als eerste ringdijk van de geplande Markerwaard, een polder die uiteindelijk nooit is drooggelegd.[2] Met de bouw werd in 1963 begonnen vanaf de kant van Lelystad; in 1975 was de dijk gesloten en een jaar later werd de weg over de dijk voor verkeer opengesteld.

Sindsdien is het Markermeer, met een oppervlakte van circa 700 km², een afzonderlijk meer; het IJsselmeer beslaat ruim 1.100 km².[3] Halverwege de dijk ligt de Trintelhaven, een vluchthaven met parkeerplaats.

Aan beide uiteinden liggen sluizen: bij Lelystad de Houtribsluizen, met twee schutkolken van elk 145 bij 16 meter, en bij Enkhuizen de Krabbersgatsluizen. Sinds 2003 kruist het vaarwegverkeer de N302 bij Enkhuizen via het Naviduct, het eerste aquaduct met een schutsluis ter wereld.[4]

Versterking
Uit de toetsing van 2006 bleek dat de dijk niet voldeed aan de veiligheidsnormen. Tussen 2017 en 2020 is de Houtribdijk over een lengte van 24 kilometer versterkt met een zandige vooroever; daarvoor werd 7,3 miljoen kubieke meter zand en 230.000 kubieke meter grind aangebracht.[5] Het project kostte ongeveer 230 miljoen euro.

Verkeer
Over de N302 op de dijk reden in 2022 gemiddeld 11.400 motorvoertuigen per etmaal, tegen 9.800 in 2012.[6] De maximumsnelheid bedraagt 100 km/u.
""",
    "facts": [
        ("De Houtribdijk is {n} kilometer lang.", 26.8, "kilometer", ["26,8"]),
        (
            "De versterking besloeg een traject van {n} kilometer.",
            24,
            "kilometer",
            ["24", "vierentwintig"],
        ),
        (
            "De kruin van de dijk ligt op NAP +{n} meter.",
            5.5,
            "meter",
            ["5,5"],
            {"hedge": False},
        ),
        (
            "Elke schutkolk van de Houtribsluizen is {n} meter lang.",
            145,
            "meter",
            ["145", "honderdvijfenveertig"],
        ),
        (
            "De schutkolken van de Houtribsluizen zijn {n} meter breed.",
            16,
            "meter",
            ["16", "zestien"],
        ),
        ("Met de aanleg van de dijk begon men in {n}.", 1963, "year", ["1963"]),
        ("De dijk werd in {n} gesloten.", 1975, "year", ["1975"]),
        (
            "De weg over de Houtribdijk ging in {n} open voor verkeer.",
            1976,
            "year",
            ["1976"],
        ),
        ("Het Naviduct bij Enkhuizen is in gebruik sinds {n}.", 2003, "year", ["2003"]),
        (
            "Bij de toetsing in {n} voldeed de dijk niet aan de normen.",
            2006,
            "year",
            ["2006"],
        ),
        (
            "Het Markermeer heeft een oppervlakte van {n} vierkante kilometer.",
            700,
            "km2",
            ["700", "zevenhonderd"],
            {
                "hedged": "Het Markermeer heeft een oppervlakte van ruwweg {n} vierkante kilometer."
            },
        ),
        (
            "Het IJsselmeer is {n} vierkante kilometer groot.",
            1100,
            "km2",
            ["1.100", "1100", "elfhonderd"],
            {"hedged": "Het IJsselmeer is grofweg {n} vierkante kilometer groot."},
        ),
        (
            "Voor de vooroever is {n} kubieke meter zand gebruikt.",
            7300000,
            "m3",
            ["7,3 miljoen"],
        ),
        (
            "Bij de versterking werd {n} kubieke meter grind aangebracht.",
            230000,
            "m3",
            ["230.000", "230000", "tweehonderddertigduizend"],
        ),
        (
            "In 2022 reden er per etmaal gemiddeld {n} motorvoertuigen over de N302.",
            11400,
            "voertuigen",
            ["11.400", "11400"],
        ),
        (
            "In 2012 gingen er gemiddeld {n} motorvoertuigen per etmaal over de dijk.",
            9800,
            "voertuigen",
            ["9.800", "9800"],
        ),
        (
            "Op de dijk mag je maximaal {n} kilometer per uur rijden.",
            100,
            "kmu",
            ["100", "honderd"],
            {"swap": False, "hedge": False},
        ),
    ],
}
