"""Material: football (en, news)."""

PASSAGE = {
    "language": "en",
    "kind": "news",
    "material": """
Arsenal 3–1 Chelsea: Saka double settles the derby
Bukayo Saka scored twice as Arsenal beat Chelsea 3–1 at the Emirates Stadium on Sunday in front of 60,112 fans. Saka opened the scoring in the 14th minute and added a second in the 67th; Kai Havertz, against his former club, made it 3–0 in the 81st minute before Cole Palmer pulled one back from the penalty spot in the 88th.
Arsenal had 58% of possession and 17 shots, seven of them on target, while Chelsea managed 9 shots. The win lifts Arsenal to 71 points, two behind the leaders Liverpool on 73, with five games left to play.
""",
    "facts": [
        (
            "Saka opened the scoring in the {n} minute.",
            14,
            "minute",
            ["14th", "fourteenth"],
        ),
        (
            "Saka scored his second goal in the {n} minute.",
            67,
            "minute",
            ["67th", "sixty-seventh"],
        ),
        (
            "Havertz made it 3–0 in the {n} minute.",
            81,
            "minute",
            ["81st", "eighty-first"],
        ),
        (
            "Palmer scored a penalty in the {n} minute.",
            88,
            "minute",
            ["88th", "eighty-eighth"],
        ),
        ("Arsenal had {n} shots.", 17, "shots", ["17", "seventeen"]),
        ("Chelsea managed {n} shots.", 9, "shots", ["9", "nine"]),
        ("{n} of Arsenal's shots were on target.", 7, "shots", ["seven", "7"]),
        ("Arsenal now have {n} points.", 71, "points", ["71", "seventy-one"]),
        (
            "Liverpool lead the table with {n} points.",
            73,
            "points",
            ["73", "seventy-three"],
        ),
        ("The match was watched by {n} fans.", 60112, "people", ["60,112"]),
        ("Arsenal had {n}% of possession.", 58, "percent", ["58"]),
    ],
}
