"""Material: zugspitze (de, encyclopedia)."""

PASSAGE = {
    "language": "de",
    "kind": "encyclopedia",
    "material": """
Zugspitze
Höhe	2962 m ü. NHN[1]
Lage	Grenze Bayern – Tirol
Gebirge	Wettersteingebirge
Dominanz	259,3 km → Hoher Riffler
Schartenhöhe	1746 m
Die Zugspitze ist mit 2962 Metern der höchste Berg Deutschlands.[2] Die Bayerische Zugspitzbahn, eine Zahnradbahn, fährt auf 19 km Länge von Garmisch-Partenkirchen zum Zugspitzplatt; die Fahrt dauert etwa 75 Minuten.[3] Die 2017 eröffnete Seilbahn Zugspitze bringt ihre Fahrgäste vom Eibsee in zehn Minuten auf den Gipfel; ihre einzige Stütze ist 127 m hoch.[4] Die Wetterwarte auf dem Gipfel misst eine Jahresmitteltemperatur von −4,2 °C.[5] Jährlich kommen rund 500.000 Besucher auf den Berg.[6]
""",
    "facts": [
        ("Die Zugspitze ist {n} Meter hoch.", 2962, "meter", ["2962", "2.962"]),
        (
            "Die Schartenhöhe der Zugspitze beträgt {n} Meter.",
            1746,
            "meter",
            ["1746", "1.746"],
        ),
        (
            "Die Stütze der Seilbahn Zugspitze ist {n} Meter hoch.",
            127,
            "meter",
            ["127", "hundertsiebenundzwanzig"],
        ),
        (
            "Die Fahrt mit der Zahnradbahn dauert {n} Minuten.",
            75,
            "minuten",
            ["75", "fünfundsiebzig"],
        ),
        (
            "Die Seilbahn bringt die Fahrgäste in {n} Minuten vom Eibsee auf den Gipfel.",
            10,
            "minuten",
            ["zehn", "10"],
        ),
        ("Die Strecke der Zahnradbahn ist {n} km lang.", 19, "km", ["19", "neunzehn"]),
        ("Die Dominanz der Zugspitze beträgt {n} km.", 259.3, "km", ["259,3"]),
        (
            "Die Jahresmitteltemperatur auf dem Gipfel liegt bei {n} °C.",
            -4.2,
            "celsius",
            ["−4,2", "-4,2", "minus 4,2"],
        ),
        ("Die Seilbahn Zugspitze wurde {n} eröffnet.", 2017, "year", ["2017"]),
        (
            "Jährlich kommen {n} Besucher auf die Zugspitze.",
            500000,
            "besucher",
            ["500.000", "500 000", "fünfhunderttausend"],
        ),
    ],
}
