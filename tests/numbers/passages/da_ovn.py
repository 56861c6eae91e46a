"""Material: ovn (da, manual)."""

PASSAGE = {
    "language": "da",
    "kind": "manual",
    "material": """
Ovn – programoversigt
Varmluft: 50–275 °C, anbefalet forvarmning 10 minutter. Over- og undervarme: anbefalet temperatur 200 °C. Pizzafunktion: 220 °C i 12 minutter.
Optøning ved 40 °C: 500 g hakket kød tager ca. 45 minutter, et helt brød 20 minutter.
Pyrolyserens varer 2 timer; døren forbliver låst, indtil ovnen er kølet ned til under 150 °C. Ovnens rumfang er 71 liter, og den har 5 rilleniveauer.
""",
    "facts": [
        (
            "Ved over- og undervarme anbefales {n} °C.",
            200,
            "celsius",
            ["200", "to hundrede"],
        ),
        (
            "Pizzafunktionen bruger {n} °C.",
            220,
            "celsius",
            ["220", "to hundrede og tyve"],
        ),
        ("Optøning sker ved {n} °C.", 40, "celsius", ["40", "fyrre"]),
        (
            "Efter pyrolyserens åbner døren, når ovnen er under {n} °C.",
            150,
            "celsius",
            ["150", "hundrede og halvtreds"],
            {"hedge": False},
        ),
        (
            "Ved varmluft anbefales en forvarmning på {n} minutter.",
            10,
            "minutter",
            ["10", "ti"],
        ),
        (
            "Med pizzafunktionen tager en pizza {n} minutter.",
            12,
            "minutter",
            ["12", "tolv"],
        ),
        (
            "Optøning af hakket kød tager {n} minutter.",
            45,
            "minutter",
            ["45", "femogfyrre"],
        ),
        (
            "Optøning af et helt brød tager {n} minutter.",
            20,
            "minutter",
            ["20", "tyve"],
        ),
        ("Pyrolyserens varer {n} timer.", 2, "timer", ["2", "to"]),
        ("Ovnens rumfang er {n} liter.", 71, "liter", ["71", "enoghalvfjerds"]),
    ],
}
