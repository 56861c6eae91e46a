"""Material: instructieboekje auto, banden/inhoudsmaten/onderhoud (nl, manual)."""

PASSAGE = {
    "language": "nl",
    "kind": "manual",
    "material": """
6.4 Bandenspanning
Controleer de bandenspanning minstens eens per maand en vóór elke lange rit, altijd bij koude banden (na maximaal 2 km rijden). De waarden gelden voor alle goedgekeurde bandenmaten (185/65 R15 en 205/50 R17) en zijn ook te vinden op de sticker in de deurstijl aan de bestuurderskant.

Bandenspanning (koude banden)      voor              achter
Normale belading (tot 3 personen)  2,3 bar (33 psi)  2,1 bar (30 psi)
Volbelast / met aanhanger          2,5 bar (36 psi)  2,9 bar (42 psi)
Compact reservewiel T125/80 R16: 4,2 bar (60 psi); hiermee niet sneller rijden dan 80 km/u.

Rijdt u langere tijd harder dan 160 km/u, verhoog de spanning dan met 0,2 bar.

6.5 Inhoudsmaten
Brandstoftank ............ 45 liter (Euro 95 E10, minimaal RON 95)
Motorolie incl. filter ... 1.0 TSI (70 kW): 4,0 liter; 1.5 TSI (110 kW): 4,6 liter
Ruitensproeiervloeistof .. 3,5 liter (met koplampsproeiers: 5,3 liter)

6.6 Onderhoudsintervallen
- Olie en oliefilter verversen: elke 15.000 km of elk jaar, wat het eerst komt. Bij veel korte ritten of regelmatig rijden met een aanhanger: elke 7.500 km.
- Luchtfilter: elke 30.000 km.
- Bougies: elke 60.000 km of om de vier jaar.
- Distributieriem vervangen: na 120.000 km of na 6 jaar.
- Remvloeistof: eerste keer na 3 jaar, daarna elke twee jaar.

6.7 Gewichten
Max. aanhangergewicht geremd (12% helling): 1.200 kg; ongeremd: 570 kg.
Max. kogeldruk: 55 kg. Max. dakbelasting: 75 kg.
Aanhaalmoment wielbouten: 120 Nm.
""",
    "facts": [
        (
            "Bij normale belading moeten de voorbanden op {n} bar.",
            2.3,
            "bar",
            ["2,3"],
            {"hedge": False},
        ),
        (
            "Met maximaal drie personen pompt u de achterbanden op tot {n} bar.",
            2.1,
            "bar",
            ["2,1"],
            {"hedge": False},
        ),
        (
            "Als de auto volgeladen is, horen de voorbanden op {n} bar te staan.",
            2.5,
            "bar",
            ["2,5"],
            {"hedge": False},
        ),
        (
            "Met een aanhanger moeten de achterbanden op {n} bar.",
            2.9,
            "bar",
            ["2,9"],
            {"hedge": False},
        ),
        (
            "Het compacte reservewiel moet op {n} bar staan.",
            4.2,
            "bar",
            ["4,2"],
            {"hedge": False},
        ),
        (
            "Boven 160 km/u verhoogt u de bandenspanning met {n} bar.",
            0.2,
            "bar",
            ["0,2"],
            {"hedge": False},
        ),
        (
            "Met het reservewiel mag u maximaal {n} kilometer per uur rijden.",
            80,
            "kmu",
            ["80", "tachtig"],
            {"hedge": False},
        ),
        (
            "De bandenspanning moet omhoog als u lang harder rijdt dan {n} kilometer per uur.",
            160,
            "kmu",
            ["160", "honderdzestig"],
            {"hedge": False},
        ),
        ("In de brandstoftank gaat {n} liter.", 45, "liter", ["45", "vijfenveertig"]),
        (
            "De 1.0 TSI heeft {n} liter motorolie nodig, inclusief filter.",
            4.0,
            "liter",
            ["4,0", "4", "vier"],
        ),
        (
            "Voor de 1.5 TSI is de olie-inhoud {n} liter.",
            4.6,
            "liter",
            ["4,6"],
        ),
        (
            "Het sproeierreservoir heeft een inhoud van {n} liter zonder koplampsproeiers.",
            3.5,
            "liter",
            ["3,5"],
        ),
        (
            "Met koplampsproeiers past er {n} liter ruitensproeiervloeistof in.",
            5.3,
            "liter",
            ["5,3"],
        ),
        (
            "De olie moet normaal elke {n} kilometer ververst worden.",
            15000,
            "km",
            ["15.000", "15000", "vijftienduizend"],
            {"hedge": False},
        ),
        (
            "Bij veel korte ritten ververst u de olie elke {n} kilometer.",
            7500,
            "km",
            ["7.500", "7500", "zevenduizend vijfhonderd"],
            {"hedge": False},
        ),
        (
            "Het luchtfilter moet elke {n} kilometer vervangen worden.",
            30000,
            "km",
            ["30.000", "30000", "dertigduizend"],
            {"hedge": False},
        ),
        (
            "De bougies worden elke {n} kilometer vervangen.",
            60000,
            "km",
            ["60.000", "60000", "zestigduizend"],
            {"hedge": False},
        ),
        (
            "De distributieriem moet na {n} kilometer vervangen worden.",
            120000,
            "km",
            ["120.000", "120000", "honderdtwintigduizend"],
            {"hedge": False},
        ),
        (
            "De distributieriem moet uiterlijk na {n} jaar vervangen worden.",
            6,
            "jaar",
            ["6", "zes"],
        ),
        (
            "De bougies moeten om de {n} jaar vervangen worden.",
            4,
            "jaar",
            ["vier", "4"],
        ),
        (
            "Remvloeistof wordt de eerste keer na {n} jaar ververst.",
            3,
            "jaar",
            ["3", "drie"],
        ),
        (
            "Na de eerste keer ververst u de remvloeistof elke {n} jaar.",
            2,
            "jaar",
            ["twee", "2"],
        ),
        (
            "Een geremde aanhanger mag maximaal {n} kilo wegen.",
            1200,
            "kg",
            ["1.200", "1200", "twaalfhonderd"],
            {"hedge": False},
        ),
        (
            "Een ongeremde aanhanger mag tot {n} kilo wegen.",
            570,
            "kg",
            ["570", "vijfhonderdzeventig"],
            {"hedge": False},
        ),
        (
            "De kogeldruk mag hoogstens {n} kilo zijn.",
            55,
            "kg",
            ["55", "vijfenvijftig"],
            {"hedge": False},
        ),
        (
            "De maximale dakbelasting is {n} kilo.",
            75,
            "kg",
            ["75", "vijfenzeventig"],
            {"hedge": False},
        ),
        (
            "De wielbouten draait u aan met {n} Nm.",
            120,
            "nm",
            ["120", "honderdtwintig"],
            {"swap": False, "hedge": False},
        ),
    ],
}
