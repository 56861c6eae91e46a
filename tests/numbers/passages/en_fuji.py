"""Material: fuji (en, encyclopedia)."""

PASSAGE = {
    "language": "en",
    "kind": "encyclopedia",
    "material": """
Mount Fuji
Native name: 富士山
Elevation: 3,776 m (12,388 ft)[1]
Listing: Highest peak in Japan
Coordinates: 35°21′38″N 138°43′39″E
Last eruption: 1707–1708 (Hōei eruption)
Mount Fuji is an active stratovolcano on the island of Honshu and the highest mountain in Japan.[2] Its summit crater has a diameter of about 780 m and a depth of roughly 240 m.[3] Around 300,000 people climb it each year, most of them during the official climbing season from early July to early September.[4] The Yoshida Trail, the most popular route, starts at the Fifth Station at 2,305 m; the Fujinomiya Trail starts higher, at 2,380 m, and is the shortest way to the summit.[5] The mountain was inscribed on the UNESCO World Heritage List as a cultural site in 2013.[6]
""",
    "facts": [
        (
            "Mount Fuji has an elevation of {n} metres.",
            3776,
            "metres",
            ["3,776", "3776"],
        ),
        ("In feet, Mount Fuji is {n} ft high.", 12388, "feet", ["12,388", "12388"]),
        (
            "The summit crater of Mount Fuji is {n} metres across.",
            780,
            "metres",
            ["780", "seven hundred and eighty"],
        ),
        (
            "The summit crater of Mount Fuji is {n} metres deep.",
            240,
            "metres",
            ["240", "two hundred and forty"],
        ),
        (
            "The Yoshida Trail starts at the Fifth Station at {n} metres.",
            2305,
            "metres",
            ["2,305", "2305"],
        ),
        ("The Fujinomiya Trail starts at {n} metres.", 2380, "metres", ["2,380"]),
        (
            "About {n} people climb Mount Fuji each year.",
            300000,
            "people",
            ["300,000", "three hundred thousand"],
            {"hedge": False},
        ),
        (
            "Mount Fuji became a UNESCO World Heritage Site in {n}.",
            2013,
            "year",
            ["2013"],
        ),
        ("Mount Fuji last erupted in {n}.", 1707, "year", ["1707"]),
    ],
}
