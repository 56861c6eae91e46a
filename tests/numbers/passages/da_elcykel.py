"""Material: elcykel (da, data sheet)."""

PASSAGE = {
    "language": "da",
    "kind": "data sheet",
    "material": """
Byflow E7 Comfort – produktdatablad (modelår 2025)
Varenr. 71-4420 · Farve: mosgrøn mat / grafit

Motor: Bafang M420 midtmotor, 250 W nominel effekt, 80 Nm drejningsmoment
Motorhjælp: op til 25 km/t (EN 15194)
Batteri: 36 V / 14 Ah (504 Wh), Li-ion, aflåseligt og integreret i stellet
Rækkevidde*: op til 130 km (Eco) · 85 km (Tour) · 50 km (Sport)
Opladningstid: 0–80 %: 4,5 timer · 0–100 %: 6 timer (medfølgende 4 A-lader)
Gear: Shimano Nexus 7-gears navgear med fodbremse
Bremser: hydrauliske skivebremser, skiver 180 mm for / 160 mm bag
Dæk: Schwalbe Energizer Plus 28 × 1,75" (47-622) med punkteringsbeskyttelse
Stel: aluminium, lav indstigning, størrelser 46, 50 og 54 cm
Anbefalet rytterhøjde: 46 cm: 155–170 cm · 50 cm: 165–180 cm · 54 cm: 175–195 cm
Vægt: 25,4 kg inkl. batteri (batteri alene 3,1 kg)
Maks. tilladt totalvægt: 150 kg (cykel, rytter og bagage)
Bagagebærer: MIK-system, maks. belastning 25 kg
Lys: LED for 70 lux og bag med bremselys, drives af hovedbatteriet
Vejl. udsalgspris: 19.999 kr.
Garanti: 5 år på stel og motor · 2 år på batteri (eller 500 fulde opladninger)

*Rækkevidden er målt ved 20 °C på flad vej med en rytter på 75 kg og afhænger af temperatur, terræn, dæktryk og kørestil.
""",
    "facts": [
        (
            "Motoren har en nominel effekt på {n} watt.",
            250,
            "watt",
            ["250", "to hundrede og halvtreds"],
        ),
        (
            "Motoren leverer et drejningsmoment på {n} Nm.",
            80,
            "Nm",
            ["80", "firs"],
        ),
        (
            "Motoren hjælper til op til {n} km/t.",
            25,
            "km/t",
            ["25", "femogtyve"],
            {"hedge": False},
        ),
        ("Batteriets spænding er {n} volt.", 36, "volt", ["36", "seksogtredive"]),
        ("Batteriet har en kapacitet på {n} Wh.", 504, "Wh", ["504"]),
        (
            "I Eco-tilstand kan du køre op til {n} km på en opladning.",
            130,
            "km",
            ["130", "hundrede og tredive"],
        ),
        (
            "Med Tour-indstillingen er rækkevidden {n} km.",
            85,
            "km",
            ["85", "femogfirs"],
        ),
        (
            "I Sport-tilstand rækker batteriet til {n} km.",
            50,
            "km",
            ["50", "halvtreds"],
        ),
        (
            "Det tager {n} timer at lade batteriet op til 80 procent.",
            4.5,
            "timer",
            ["4,5"],
        ),
        (
            "En fuld opladning fra 0 til 100 procent tager {n} timer.",
            6,
            "timer",
            ["6", "seks"],
        ),
        (
            "Bremseskiven foran måler {n} mm.",
            180,
            "mm",
            ["180", "hundrede og firs"],
        ),
        (
            "Den bagerste bremseskive er på {n} mm.",
            160,
            "mm",
            ["160", "hundrede og tres"],
        ),
        (
            "Den mindste stelstørrelse er {n} cm.",
            46,
            "cm",
            ["46", "seksogfyrre"],
            {"hedge": False},
        ),
        (
            "Den største stelstørrelse er på {n} cm.",
            54,
            "cm",
            ["54", "fireoghalvtreds"],
            {"hedge": False},
        ),
        (
            "Cyklen vejer {n} kg med batteri.",
            25.4,
            "kg",
            ["25,4"],
        ),
        ("Batteriet vejer alene {n} kg.", 3.1, "kg", ["3,1"]),
        (
            "Cykel, rytter og bagage må tilsammen veje højst {n} kg.",
            150,
            "kg",
            ["150", "hundrede og halvtreds"],
            {"hedge": False},
        ),
        (
            "Bagagebæreren kan bære op til {n} kg.",
            25,
            "kg",
            ["25", "femogtyve"],
            {"hedge": False},
        ),
        (
            "Rækkevidden er målt med en rytter, der vejer {n} kg.",
            75,
            "kg",
            ["75", "femoghalvfjerds"],
            {"hedge": False},
        ),
        (
            "Den vejledende pris er {n} kr.",
            19999,
            "kroner",
            ["19.999", "19999"],
            {"hedge": False},
        ),
        (
            "Der er {n} års garanti på stel og motor.",
            5,
            "år",
            ["5", "fem"],
            {"hedge": False},
        ),
        ("Batteriet har {n} års garanti.", 2, "år", ["2", "to"], {"hedge": False}),
    ],
}
