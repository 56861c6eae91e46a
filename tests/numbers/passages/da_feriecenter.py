"""Material: prisliste for feriecenter med hotel og ferielejligheder (da, price list)."""

PASSAGE = {
    "language": "da",
    "kind": "price list",
    "material": """
Klitgården Strandhotel & Feriecenter – Priser 2025
Alle priser er i danske kroner inkl. moms, slutrengøring, sengelinned og håndklæder.

Sæsoner
Lavsæson: 6. januar–27. marts og 1. oktober–19. december
Mellemsæson: 28. marts–27. juni og 11. august–30. september
Højsæson: 28. juni–10. august samt jul og nytår

Hotelværelser, pris pr. døgn inkl. morgenmad for 2 personer
Standard dobbeltværelse: lavsæson 1.095 kr. · mellemsæson 1.295 kr. · højsæson 1.595 kr.
Familieværelse (op til 2 voksne + 2 børn): lavsæson 1.395 kr. · højsæson 1.995 kr.
Ekstra opredning: 295 kr. pr. døgn (børn 4–11 år: 175 kr.)

Ferielejligheder, pris pr. uge (lørdag–lørdag)
Lejlighed til 4 personer, 52 m²: lavsæson 3.950 kr. · højsæson 7.450 kr.
Lejlighed til 6 personer, 78 m² med havudsigt: lavsæson 5.250 kr. · højsæson 9.850 kr.
I lav- og mellemsæson kan lejlighederne også lejes i minimum 2 døgn til 795 kr. pr. døgn (4 pers.).

Morgenbuffet (for gæster i ferielejlighed)
Voksne: 145 kr. · Børn 4–11 år: 75 kr. · Børn under 4 år: gratis

Badeland og wellness
Dagsbillet til badeland: voksne 120 kr., børn 60 kr. Adgang er gratis for hotellets gæster.
Åbent mandag–fredag 10.00–20.00, lørdag og søndag 9.00–21.00.

Praktisk
Indtjekning fra kl. 15.00, udtjekning senest kl. 10.00 (ferielejligheder kl. 10.00 på afrejsedagen). Hund tilladt i udvalgte lejligheder mod et tillæg på 350 kr. pr. ophold. Depositum ved booking: 25 % af lejen, restbeløbet betales senest 30 dage før ankomst.
Booking: tlf. 97 41 22 80 eller reception@klitgaarden.dk
""",
    "facts": [
        (
            "Et standard dobbeltværelse koster {n} kr. pr. døgn i lavsæsonen.",
            1095,
            "kroner",
            ["1.095", "1095"],
        ),
        (
            "I mellemsæsonen betaler man {n} kr. pr. døgn for et standard dobbeltværelse.",
            1295,
            "kroner",
            ["1.295", "1295"],
        ),
        (
            "Et standard dobbeltværelse i højsæsonen koster {n} kr. pr. døgn.",
            1595,
            "kroner",
            ["1.595", "1595"],
        ),
        (
            "Familieværelset koster {n} kr. pr. døgn i højsæsonen.",
            1995,
            "kroner",
            ["1.995", "1995"],
        ),
        (
            "En uge i lejligheden til 4 personer koster {n} kr. i lavsæsonen.",
            3950,
            "kroner",
            ["3.950", "3950"],
        ),
        (
            "I højsæsonen koster lejligheden til 4 personer {n} kr. om ugen.",
            7450,
            "kroner",
            ["7.450", "7450"],
        ),
        (
            "Lejligheden til 6 personer med havudsigt koster {n} kr. for en uge i højsæsonen.",
            9850,
            "kroner",
            ["9.850", "9850"],
        ),
        (
            "Ekstra opredning til et barn på 4–11 år koster {n} kr. pr. døgn.",
            175,
            "kroner",
            ["175"],
        ),
        (
            "Morgenbuffeten koster {n} kr. for voksne.",
            145,
            "kroner",
            ["145"],
        ),
        (
            "Børn fra 4 til 11 år betaler {n} kr. for morgenbuffeten.",
            75,
            "kroner",
            ["75"],
        ),
        (
            "En dagsbillet til badelandet koster {n} kr. for en voksen.",
            120,
            "kroner",
            ["120"],
        ),
        (
            "Har man hund med, koster det et tillæg på {n} kr. pr. ophold.",
            350,
            "kroner",
            ["350"],
        ),
        (
            "Den store lejlighed til 6 personer er på {n} m².",
            78,
            "kvadratmeter",
            ["78", "otteoghalvfjerds"],
        ),
        (
            "Lejligheden til 4 personer er på {n} m².",
            52,
            "kvadratmeter",
            ["52", "tooghalvtreds"],
        ),
        (
            "Man kan tjekke ind fra klokken {n}.",
            "15:00",
            "time",
            ["15.00", "15:00", "15"],
        ),
        (
            "I weekenden åbner badelandet klokken {n}.",
            "09:00",
            "time",
            ["9.00", "9:00", "9"],
        ),
        (
            "På hverdage lukker badelandet klokken {n}.",
            "20:00",
            "time",
            ["20.00", "20:00", "20"],
        ),
        (
            "Ved booking betaler man et depositum på {n} procent af lejen.",
            25,
            "procent",
            ["25", "femogtyve"],
        ),
        (
            "Restbeløbet skal betales senest {n} dage før ankomst.",
            30,
            "dage",
            ["30", "tredive"],
            {"hedge": False},
        ),
    ],
}
