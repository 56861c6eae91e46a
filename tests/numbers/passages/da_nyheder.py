"""Material: nyheder (da, news)."""

PASSAGE = {
    "language": "da",
    "kind": "news",
    "material": """
KØBENHAVN (Ritzau) – Nationalbanken hæver den ledende rente med 0,25 procentpoint til 3,6 procent. Inflationen i Danmark faldt i august til 2,4 procent fra 3,1 procent i juli.
Huspriserne steg 1,8 procent i andet kvartal, mens priserne på ejerlejligheder i København steg 4,2 procent. Ledigheden lå på 2,9 procent, svarende til 84.600 fuldtidsledige. En 30-årig fastforrentet boligobligation giver nu 5 procent.
""",
    "facts": [
        ("Nationalbankens ledende rente er nu {n} procent.", 3.6, "procent", ["3,6"]),
        ("Inflationen faldt i august til {n} procent.", 2.4, "procent", ["2,4"]),
        ("I juli var inflationen {n} procent.", 3.1, "procent", ["3,1"]),
        ("Huspriserne steg {n} procent i andet kvartal.", 1.8, "procent", ["1,8"]),
        (
            "Priserne på ejerlejligheder i København steg {n} procent.",
            4.2,
            "procent",
            ["4,2"],
        ),
        ("Ledigheden lå på {n} procent.", 2.9, "procent", ["2,9"]),
        (
            "En fastforrentet boligobligation giver nu {n} procent.",
            5,
            "procent",
            ["5", "fem"],
        ),
        ("Der er {n} fuldtidsledige.", 84600, "ledige", ["84.600"]),
        ("Renten hæves med {n} procentpoint.", 0.25, "procentpoint", ["0,25"]),
    ],
}
