"""Material: quarterly results (en, news)."""

PASSAGE = {
    "language": "en",
    "kind": "news",
    "material": """
Ferrand Logistics lifts outlook as third-quarter profit jumps 12%
By Business Desk | 24 October 2024, 7:42am

Ferrand Logistics raised its full-year guidance on Thursday after reporting a 12% rise in third-quarter net profit, helped by strong demand for temperature-controlled warehousing and a recovery in European freight volumes.

Revenue for the three months to 30 September rose 8.8% to $2.84 billion, from $2.61 billion in the same quarter last year, and came in ahead of the $2.77 billion analysts had expected, according to LSEG data. Net profit climbed to $214 million from $191 million a year earlier, or $1.37 a share, compared with $1.18 a share in the third quarter of 2023. Analysts had pencilled in earnings of $1.29 a share.

The operating margin widened to 9.6% from 8.9%, while organic revenue growth, which strips out acquisitions and currency moves, was 6.1%. Free cash flow reached $158 million, up from $122 million.

"This was our strongest third quarter in five years, and our cold-chain business is now growing twice as fast as the rest of the group," chief executive Maria Okafor told analysts on a conference call.

The Atlanta-based company now expects full-year revenue of about $11.3 billion, up from its previous forecast of $10.9 billion, and adjusted earnings of $5.15 a share, compared with $4.90 previously. Okafor cautioned that revenue growth would slow to between 4% and 6% in the fourth quarter as a large retail contract ends in November.

Ferrand opened 14 new warehouses during the quarter, taking its network to 312 sites in 23 countries. Headcount rose to 18,400 at the end of September from 17,250 three months earlier.

Shares rose 4.3% in premarket trading to $86.20, extending their gain since the start of the year to 21%. The company will publish fourth-quarter results on 20 February.
""",
    "facts": [
        ("Ferrand's third-quarter net profit rose {n}%.", 12, "percent", ["12"]),
        ("Third-quarter revenue grew {n}% year on year.", 8.8, "percent", ["8.8"]),
        ("This quarter the operating margin was {n}%.", 9.6, "percent", ["9.6"]),
        ("A year ago the operating margin stood at {n}%.", 8.9, "percent", ["8.9"]),
        ("Organic revenue growth came to {n}%.", 6.1, "percent", ["6.1"]),
        (
            "Ferrand's shares were up {n}% before the market opened.",
            4.3,
            "percent",
            ["4.3"],
        ),
        ("Since January the stock has gained {n}%.", 21, "percent", ["21"]),
        (
            "In the third quarter of 2024 Ferrand's revenue was ${n} billion.",
            2.84,
            "billion dollars",
            ["2.84"],
        ),
        (
            "In the same quarter of 2023 revenue was ${n} billion.",
            2.61,
            "billion dollars",
            ["2.61"],
        ),
        (
            "Analysts had expected third-quarter revenue of ${n} billion.",
            2.77,
            "billion dollars",
            ["2.77"],
        ),
        (
            "Ferrand now expects revenue of ${n} billion for the full year.",
            11.3,
            "billion dollars",
            ["11.3"],
            {"hedge": False},
        ),
        (
            "Before this update the full-year revenue forecast was ${n} billion.",
            10.9,
            "billion dollars",
            ["10.9"],
        ),
        (
            "Net profit in the third quarter was ${n} million.",
            214,
            "million dollars",
            ["214"],
        ),
        (
            "A year earlier third-quarter net profit had been ${n} million.",
            191,
            "million dollars",
            ["191"],
        ),
        (
            "Free cash flow this quarter reached ${n} million.",
            158,
            "million dollars",
            ["158"],
        ),
        (
            "Free cash flow in last year's third quarter was ${n} million.",
            122,
            "million dollars",
            ["122"],
        ),
        (
            "Ferrand earned ${n} per share in the third quarter.",
            1.37,
            "dollars per share",
            ["1.37"],
        ),
        (
            "In the third quarter of 2023 earnings per share were ${n}.",
            1.18,
            "dollars per share",
            ["1.18"],
        ),
        (
            "Analysts had forecast earnings of ${n} a share.",
            1.29,
            "dollars per share",
            ["1.29"],
        ),
        (
            "Ferrand now guides for full-year adjusted earnings of ${n} a share.",
            5.15,
            "dollars per share",
            ["5.15"],
        ),
        (
            "Ferrand had previously guided for full-year earnings of ${n} a share.",
            4.9,
            "dollars per share",
            ["4.90"],
        ),
        (
            "Ferrand's headcount at the end of September was {n}.",
            18400,
            "employees",
            ["18,400", "18400"],
        ),
        (
            "At the end of June Ferrand employed {n} people.",
            17250,
            "employees",
            ["17,250", "17250"],
        ),
        (
            "Ferrand opened {n} new warehouses in the quarter.",
            14,
            "sites",
            ["14", "fourteen"],
            {"hedge": False},
        ),
        ("Ferrand's network now has {n} sites.", 312, "sites", ["312"]),
        ("Ferrand operates in {n} countries.", 23, "countries", ["23", "twenty-three"]),
    ],
}
