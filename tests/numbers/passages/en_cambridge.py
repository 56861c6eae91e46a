"""Material: cambridge (en, encyclopedia)."""

PASSAGE = {
    "language": "en",
    "kind": "encyclopedia",
    "material": """
Cambridge
Country	England
Area	40.7 km2
Population (2021)	145,700[1]
Density	3,580/km2
Elevation	6 m
Cambridge is a university city on the River Cam, about 80 km north of London.[2] At the 2011 census the city had 123,867 inhabitants; by 2021 the population had grown to 145,700, an increase of 17.6%.[3] The University of Cambridge, founded in 1209, has 31 colleges; the oldest, Peterhouse, dates from 1284.[4] Work on King's College Chapel began in 1446 and took almost 70 years.[5] Cambridge railway station is served by about 600 trains a day, and the fastest service to London King's Cross takes 48 minutes.[6]
""",
    "facts": [
        (
            "In 2021 Cambridge had {n} inhabitants.",
            145700,
            "population",
            ["145,700", "145700"],
        ),
        (
            "At the 2011 census Cambridge had {n} inhabitants.",
            123867,
            "population",
            ["123,867"],
        ),
        (
            "Between 2011 and 2021 the population of Cambridge grew by {n}%.",
            17.6,
            "percent",
            ["17.6"],
        ),
        ("The city of Cambridge covers {n} square kilometres.", 40.7, "area", ["40.7"]),
        (
            "Cambridge has a population density of {n} people per square kilometre.",
            3580,
            "density",
            ["3,580"],
        ),
        ("Cambridge lies {n} km north of London.", 80, "km", ["80", "eighty"]),
        ("The University of Cambridge was founded in {n}.", 1209, "year", ["1209"]),
        ("Peterhouse dates from {n}.", 1284, "year", ["1284", "twelve eighty-four"]),
        (
            "Work on King's College Chapel began in {n}.",
            1446,
            "year",
            ["1446", "fourteen forty-six"],
        ),
        (
            "The University of Cambridge has {n} colleges.",
            31,
            "count",
            ["31", "thirty-one"],
        ),
        (
            "Cambridge station is served by {n} trains a day.",
            600,
            "trains",
            ["600", "six hundred"],
        ),
        (
            "The fastest train to London King's Cross takes {n} minutes.",
            48,
            "minutes",
            ["48", "forty-eight"],
        ),
    ],
}
