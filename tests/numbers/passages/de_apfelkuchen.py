"""Material: apfelkuchen (de, recipe)."""

PASSAGE = {
    "language": "de",
    "kind": "recipe",
    "material": """
Apfelkuchen vom Blech (für ein Backblech, 20 Stücke)
Zutaten: 250 g weiche Butter, 200 g Zucker, 1 Päckchen Vanillezucker, 4 Eier, 400 g Mehl, 1 Päckchen Backpulver, 125 ml Milch, 1,5 kg säuerliche Äpfel, 100 g gehobelte Mandeln.
Zubereitung: Den Backofen auf 180 °C Ober-/Unterhitze (160 °C Umluft) vorheizen. Butter, Zucker und Vanillezucker etwa fünf Minuten schaumig rühren, dann die Eier einzeln unterrühren. Mehl und Backpulver mischen und abwechselnd mit der Milch unterrühren. Den Teig auf dem gefetteten Blech verstreichen. Die Äpfel schälen, vierteln, mehrmals längs einschneiden und auf den Teig setzen, dann mit den Mandeln bestreuen. Den Kuchen 40 bis 45 Minuten backen und vor dem Anschneiden mindestens dreißig Minuten abkühlen lassen. Abgedeckt hält er sich drei Tage.
""",
    "facts": [
        (
            "Für den Apfelkuchen braucht man {n} g Butter.",
            250,
            "gramm",
            ["250", "zweihundertfünfzig"],
        ),
        (
            "Für den Apfelkuchen braucht man {n} g Zucker.",
            200,
            "gramm",
            ["200", "zweihundert"],
        ),
        (
            "Für den Apfelkuchen braucht man {n} g Mehl.",
            400,
            "gramm",
            ["400", "vierhundert"],
        ),
        (
            "Für den Apfelkuchen braucht man {n} g gehobelte Mandeln.",
            100,
            "gramm",
            ["100", "hundert"],
        ),
        ("Für den Apfelkuchen braucht man {n} ml Milch.", 125, "ml", ["125"]),
        ("Für den Apfelkuchen braucht man {n} kg Äpfel.", 1.5, "kg", ["1,5"]),
        ("Für den Apfelkuchen braucht man {n} Eier.", 4, "eier", ["4", "vier"]),
        (
            "Bei Ober- und Unterhitze wird der Ofen auf {n} °C vorgeheizt.",
            180,
            "celsius",
            ["180", "hundertachtzig"],
        ),
        (
            "Bei Umluft wird der Ofen auf {n} °C vorgeheizt.",
            160,
            "celsius",
            ["160", "hundertsechzig"],
        ),
        (
            "Butter und Zucker werden {n} Minuten schaumig gerührt.",
            5,
            "minuten",
            ["fünf", "5"],
        ),
        (
            "Der Kuchen muss mindestens {n} Minuten abkühlen.",
            30,
            "minuten",
            ["dreißig", "30"],
            {"hedge": False},
        ),
        ("Abgedeckt hält sich der Kuchen {n} Tage.", 3, "tage", ["drei", "3"]),
        ("Das Rezept ergibt {n} Stücke.", 20, "stücke", ["20", "zwanzig"]),
    ],
}
