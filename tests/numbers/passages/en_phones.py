"""Material: phones (en, spec comparison)."""

PASSAGE = {
    "language": "en",
    "kind": "spec comparison",
    "material": """
Nova X7 vs Nova X7 Pro: which one should you buy?
By Priya Raman · Updated 2 October

The two phones share a design language and the same Tensorline T6 family of chips, but the Pro is bigger, heavier and a lot more expensive. Here is how they compare on paper.

Specs at a glance
                      Nova X7                         Nova X7 Pro
Display               6.1-inch OLED, 60 Hz            6.7-inch LTPO OLED, 1–120 Hz
Resolution            2400 × 1080                     3120 × 1440
Peak brightness       1,600 nits                      2,400 nits
Chip                  Tensorline T6                   Tensorline T6 Pro
RAM                   8 GB                            12 GB
Storage               128 GB / 256 GB                 256 GB / 512 GB / 1 TB
Battery               4,300 mAh                       5,050 mAh
Wired charging        25 W                            45 W
Wireless charging     15 W                            15 W
Weight                172 g                           221 g
Dimensions            147.1 × 70.2 × 8.1 mm           162.4 × 76.5 × 8.9 mm
Rear cameras          50 MP main, 12 MP ultrawide     50 MP main, 48 MP ultrawide, 12 MP 5x telephoto
Software updates      5 years                         7 years
Price (UK)            £699 (128 GB), £799 (256 GB)    £1,049 (256 GB), £1,199 (512 GB), £1,449 (1 TB)

Battery and charging
In our video-loop test at 200 nits the X7 lasted 17 hours 40 minutes and the Pro 21 hours 15 minutes. With the right charger the Pro goes from 0 to 50% in 22 minutes; the X7 needs 31 minutes for the same. Neither phone ships with a charger in the box.

Verdict
The Pro's bigger screen and telephoto lens are genuinely nice, but at forty-nine grams heavier and £350 more for the base model, the standard X7 is the better buy for most people.
""",
    "facts": [
        (
            "The standard X7 has a {n}-inch screen.",
            6.1,
            "inches",
            ["6.1"],
            {"hedge": False},
        ),
        (
            "The X7 Pro's display measures {n} inches.",
            6.7,
            "inches",
            ["6.7"],
            {"hedge": False},
        ),
        ("The X7's battery holds {n} mAh.", 4300, "mah", ["4,300", "4300"]),
        (
            "The Pro's battery has a capacity of {n} mAh.",
            5050,
            "mah",
            ["5,050", "5050"],
        ),
        ("The Nova X7 weighs {n} grams.", 172, "grams", ["172"]),
        ("The X7 Pro weighs {n} g.", 221, "grams", ["221"]),
        (
            "The Pro is {n} grams heavier than the standard X7.",
            49,
            "grams",
            ["49", "forty-nine"],
        ),
        ("The X7 starts at £{n} with 128 GB of storage.", 699, "pounds", ["699"]),
        ("The 256 GB X7 costs £{n}.", 799, "pounds", ["799"]),
        (
            "The cheapest X7 Pro, with 256 GB, costs £{n}.",
            1049,
            "pounds",
            ["1,049", "1049"],
        ),
        ("The 1 TB X7 Pro sells for £{n}.", 1449, "pounds", ["1,449", "1449"]),
        ("The X7 has {n} gigabytes of RAM.", 8, "gb", ["8", "eight"], {"hedge": False}),
        (
            "The Pro comes with {n} gigabytes of RAM.",
            12,
            "gb",
            ["12", "twelve"],
            {"hedge": False},
        ),
        (
            "The base X7 has {n} gigabytes of storage.",
            128,
            "gb",
            ["128"],
            {"hedge": False},
        ),
        ("Wired charging on the X7 is limited to {n} watts.", 25, "watts", ["25"]),
        ("The Pro supports {n} watts of wired charging.", 45, "watts", ["45"]),
        (
            "Wireless charging runs at {n} watts on both phones.",
            15,
            "watts",
            ["15", "fifteen"],
        ),
        ("The Pro charges to 50% in {n} minutes.", 22, "minutes", ["22", "twenty-two"]),
        ("The X7 takes {n} minutes to reach 50%.", 31, "minutes", ["31", "thirty-one"]),
        ("The X7's screen peaks at {n} nits.", 1600, "nits", ["1,600", "1600"]),
        (
            "The Pro's display reaches {n} nits at its brightest.",
            2400,
            "nits",
            ["2,400", "2400"],
        ),
        (
            "The X7 gets {n} years of software updates.",
            5,
            "years",
            ["5", "five"],
            {"hedge": False},
        ),
        (
            "The Pro is promised {n} years of updates.",
            7,
            "years",
            ["7", "seven"],
            {"hedge": False},
        ),
        (
            "The Pro's ultrawide camera has {n} megapixels.",
            48,
            "megapixels",
            ["48"],
            {"hedge": False},
        ),
        (
            "On the standard X7 the ultrawide has {n} megapixels.",
            12,
            "megapixels",
            ["12", "twelve"],
            {"hedge": False},
        ),
    ],
}
