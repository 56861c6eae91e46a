"""Material: oven (en, manual)."""

PASSAGE = {
    "language": "en",
    "kind": "manual",
    "material": """
Defrosting and special programmes
Use the defrost function (snowflake symbol) at 30 °C. Defrost 500 g of minced meat for 25 minutes and a whole chicken of 1.2 kg for about 70 minutes, turning it once halfway through. Bread rolls need 8 minutes, a slice of cake only 4 minutes.
The Hot Air programme preheats the oven to 180 °C in about 7 minutes. Pizza mode uses 220 °C and the lower heating element; most pizzas are done in 12 to 15 minutes.
Pyrolytic self-cleaning runs for 90 minutes at about 480 °C. The door stays locked until the oven has cooled below 200 °C.
""",
    "facts": [
        ("The defrost function works at {n} °C.", 30, "celsius", ["30", "thirty"]),
        (
            "Minced meat needs {n} minutes to defrost.",
            25,
            "minutes",
            ["25", "twenty-five"],
        ),
        (
            "A whole chicken takes {n} minutes to defrost.",
            70,
            "minutes",
            ["70", "seventy"],
        ),
        ("Bread rolls need {n} minutes to defrost.", 8, "minutes", ["8", "eight"]),
        (
            "The Hot Air programme takes {n} minutes to preheat.",
            7,
            "minutes",
            ["7", "seven"],
        ),
        (
            "The Hot Air programme preheats the oven to {n} °C.",
            180,
            "celsius",
            ["180", "one hundred and eighty"],
        ),
        ("Pizza mode uses {n} °C.", 220, "celsius", ["220", "two hundred and twenty"]),
        (
            "Pyrolytic self-cleaning runs for {n} minutes.",
            90,
            "minutes",
            ["90", "ninety"],
        ),
        ("Pyrolytic self-cleaning heats the oven to {n} °C.", 480, "celsius", ["480"]),
        (
            "After cleaning, the door unlocks once the oven is below {n} °C.",
            200,
            "celsius",
            ["200", "two hundred"],
            {"hedge": False},
        ),
    ],
}
