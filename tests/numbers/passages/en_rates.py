"""Material: rates (en, news)."""

PASSAGE = {
    "language": "en",
    "kind": "news",
    "material": """
LONDON, 22 June — The Bank of England raised its base rate from 4.5% to 5% on Thursday, the thirteenth increase in a row and a bigger step than markets had expected. Seven of the nine members of the Monetary Policy Committee voted for the rise; two preferred to hold rates.
Inflation was unchanged at 8.7% in May, still more than four times the 2% target, while core inflation climbed to 7.1% from 6.8%. Average two-year fixed mortgage rates rose to 6.19%, up from 5.35% a month earlier, according to Moneyfacts. The pound fell 0.4% against the dollar to $1.27.
""",
    "facts": [
        ("Before the decision the base rate was {n}%.", 4.5, "percent", ["4.5"]),
        ("The Bank of England raised its base rate to {n}%.", 5, "percent", ["5"]),
        ("Inflation stayed at {n}% in May.", 8.7, "percent", ["8.7"]),
        ("The inflation target is {n}%.", 2, "percent", ["2"]),
        ("Core inflation climbed to {n}%.", 7.1, "percent", ["7.1"]),
        ("Before that, core inflation had been {n}%.", 6.8, "percent", ["6.8"]),
        ("Two-year fixed mortgage rates rose to {n}%.", 6.19, "percent", ["6.19"]),
        (
            "A month earlier, two-year fixed mortgages averaged {n}%.",
            5.35,
            "percent",
            ["5.35"],
        ),
        ("The pound fell {n}% against the dollar.", 0.4, "percent", ["0.4"]),
        (
            "{n} members of the Monetary Policy Committee voted for the rise.",
            7,
            "votes",
            ["seven", "7"],
        ),
        (
            "{n} members of the committee preferred to hold rates.",
            2,
            "votes",
            ["two", "2"],
        ),
        ("It was the {n} increase in a row.", 13, "ordinal", ["thirteenth", "13th"]),
    ],
}
