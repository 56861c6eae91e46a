"""Material: bil_instruktionsbog (da, manual)."""

PASSAGE = {
    "language": "da",
    "kind": "manual",
    "material": """
Instruktionsbog · Kapitel 9 – Tekniske data og vedligeholdelse
Gælder for: Vela Touring 1.5 T (150 hk), årgang 2022–

9.1 Dæktryk (kolde dæk)
Dækstørrelse 205/55 R16 91V
  Normal belastning (op til 3 personer): for 2,3 bar (230 kPa) / bag 2,2 bar (220 kPa)
  Fuld belastning (5 personer + bagage): for 2,5 bar (250 kPa) / bag 2,9 bar (290 kPa)
Nødhjul T125/80 R17: 4,2 bar (420 kPa), maks. 80 km/t
Kontrollér dæktrykket mindst én gang om måneden og før længere ture. Varme dæk viser et højere tryk – slip aldrig luft ud af varme dæk.

9.2 Påfyldningsmængder
Brændstoftank: 50 liter (blyfri 95 E10)
Motorolie inkl. filter: 4,3 liter, SAE 0W-20 (forskel mellem MIN og MAX på pinden: ca. 1 liter)
Kølervæske: 6,8 liter
Sprinklervæske: 4 liter – frostsikker ned til -20 °C, når den blandes 1:1

9.3 Temperaturer
Kølervæsken er fra fabrikken frostbeskyttet ned til -35 °C.
Ved udetemperaturer på 4 °C eller derunder lyser isadvarslen (❄) i instrumentpanelet.
Motoren når normal driftstemperatur ved ca. 90 °C; lyser kontrollampen for kølervæsketemperatur rødt, skal du standse bilen, så snart det er sikkert.

9.4 Serviceintervaller
Fast service: hver 30.000 km eller hvert år, alt efter hvad der kommer først.
Kørsel under svære forhold (kort kørsel, trailer, støvede veje): olieskift hver 15.000 km.
Bremsevæske: skiftes hvert 2. år uanset kilometerstand.
Tandrem og vandpumpe: ved 150.000 km eller efter 10 år.
Pollenfilter: skiftes ved hver service.

9.5 Vægte
Maks. anhængervægt med bremser: 1.500 kg – uden bremser: 650 kg
Maks. taglast: 75 kg · Maks. kugletryk: 70 kg
""",
    "facts": [
        (
            "Ved normal belastning skal fordækkene pumpes til {n} bar.",
            2.3,
            "bar",
            ["2,3"],
            {"hedge": False},
        ),
        (
            "Ved normal belastning er dæktrykket bagpå {n} bar.",
            2.2,
            "bar",
            ["2,2"],
            {"hedge": False},
        ),
        (
            "Med fuld last skal der {n} bar i fordækkene.",
            2.5,
            "bar",
            ["2,5"],
            {"hedge": False},
        ),
        (
            "Fuldt lastet skal baghjulene have {n} bar.",
            2.9,
            "bar",
            ["2,9"],
            {"hedge": False},
        ),
        (
            "Nødhjulet skal have et tryk på {n} bar.",
            4.2,
            "bar",
            ["4,2"],
            {"hedge": False},
        ),
        (
            "Med nødhjulet monteret må du højst køre {n} km/t.",
            80,
            "kmt",
            ["80", "firs"],
            {"hedge": False},
        ),
        ("Brændstoftanken rummer {n} liter.", 50, "liter", ["50", "halvtreds"]),
        (
            "Et olieskift inklusive filter kræver {n} liter motorolie.",
            4.3,
            "liter",
            ["4,3"],
        ),
        ("Kølesystemet rummer {n} liter kølervæske.", 6.8, "liter", ["6,8"]),
        (
            "Beholderen til sprinklervæske tager {n} liter.",
            4,
            "liter",
            ["4", "fire"],
        ),
        (
            "Kølervæskens frostgrænse ligger på {n} grader.",
            -35,
            "celsius",
            ["-35", "minus 35"],
            {"hedge": False},
        ),
        (
            "Blandet 1:1 har sprinklervæsken en frostgrænse på {n} grader.",
            -20,
            "celsius",
            ["-20", "minus 20"],
            {"hedge": False},
        ),
        (
            "Grænsen for isadvarslen ligger ved en udetemperatur på {n} grader.",
            4,
            "celsius",
            ["4", "fire"],
            {"hedge": False},
        ),
        (
            "Motorens normale driftstemperatur er omkring {n} °C.",
            90,
            "celsius",
            ["90", "halvfems"],
            {"hedge": False},
        ),
        (
            "Den faste service skal laves for hver {n} km.",
            30000,
            "km",
            ["30.000", "30000", "tredive tusind"],
            {"hedge": False},
        ),
        (
            "Ved kørsel under svære forhold skal olien skiftes hver {n} km.",
            15000,
            "km",
            ["15.000", "15000", "femten tusind"],
            {"hedge": False},
        ),
        (
            "Tandremmen skal skiftes ved {n} km.",
            150000,
            "km",
            ["150.000", "150000", "hundrede og halvtreds tusind"],
            {"hedge": False},
        ),
        (
            "Bremsevæsken skal udskiftes hvert {n} år.",
            2,
            "aar",
            ["2.", "andet"],
            {"hedge": False},
        ),
        (
            "Tandremmen skal senest skiftes efter {n} år.",
            10,
            "aar",
            ["10", "ti"],
            {"hedge": False},
        ),
        (
            "Den maksimale anhængervægt med bremser er {n} kg.",
            1500,
            "kg",
            ["1.500", "1500", "femten hundrede"],
            {"hedge": False},
        ),
        (
            "Uden bremser er den maksimale anhængervægt {n} kg.",
            650,
            "kg",
            ["650", "seks hundrede og halvtreds"],
            {"hedge": False},
        ),
        (
            "Den maksimale taglast er {n} kg.",
            75,
            "kg",
            ["75", "femoghalvfjerds"],
            {"hedge": False},
        ),
        (
            "Det maksimale kugletryk er {n} kg.",
            70,
            "kg",
            ["70", "halvfjerds"],
            {"hedge": False},
        ),
    ],
}
