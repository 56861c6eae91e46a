"""Material: begroting provincie Drenthe 2026 (nl, news)."""

PASSAGE = {
    "language": "nl",
    "kind": "news",
    "material": """
Drenthe trekt extra geld uit voor wegen en bus, opcenten omhoog
ASSEN – De provincie Drenthe geeft volgend jaar 412,6 miljoen euro uit. Dat staat in de begroting voor 2026 die Gedeputeerde Staten dinsdag hebben gepresenteerd. Dit jaar is dat nog 389,1 miljoen euro. De grootste post blijft verkeer en vervoer: daarvoor is 118 miljoen euro gereserveerd, 14 miljoen meer dan in 2025.
Voor het openbaar vervoer trekt de provincie 46,5 miljoen euro uit. Daarmee wil Drenthe voorkomen dat buslijnen in de kleine kernen verdwijnen. 'We hebben de afgelopen twee jaar al elf lijnen zien inkrimpen. Dat willen we niet nog een keer', zegt gedeputeerde Jan-Willem Brouwer (VVD). Daarnaast gaat er 23 miljoen euro naar onderhoud van provinciale wegen en fietspaden, onder meer aan de N34 tussen Emmen en Borger.
Om de begroting sluitend te krijgen verhoogt Drenthe de opcenten op de motorrijtuigenbelasting van 92,1 naar 95,5. Voor een automobilist met een middelgrote benzineauto komt dat neer op gemiddeld zo'n 9 euro per jaar extra. Drenthe blijft daarmee onder het landelijk gemiddelde van 96,4 opcenten.

Minder geld uit Den Haag
Het Provinciefonds, de belangrijkste inkomstenbron, levert in 2026 naar verwachting 201,3 miljoen euro op, 2,4 procent minder dan dit jaar. Vanaf 2027 dreigt een tekort dat oploopt tot 17 miljoen euro in 2029, waarschuwt gedeputeerde financiën Anneke Smits (BBB). 'Als het Rijk niet over de brug komt, moeten we keuzes maken. Dan kijken we ook naar cultuur en natuur.'
Aan cultuur besteedt de provincie volgend jaar 21,8 miljoen euro, iets meer dan de 20,9 miljoen van dit jaar. Het budget voor natuur en landschap daalt juist met 6 procent tot 31,2 miljoen euro, omdat subsidies voor natuurherstel in Natura 2000-gebieden aflopen. De algemene reserve bedraagt eind 2026 naar verwachting 64 miljoen euro.
Provinciale Staten bespreken de begroting op 5 en 12 november en stemmen op woensdag 12 november. De coalitie van BBB, VVD, CDA en PvdA heeft 24 van de 41 zetels en dus een meerderheid. Oppositiepartij GroenLinks (4 zetels) noemt de verhoging van de opcenten 'onvermijdelijk, maar slecht uitgelegd'.
""",
    "facts": [
        (
            "Drenthe heeft voor 2026 een begroting van {n} euro.",
            412600000,
            "euro",
            ["412,6 miljoen"],
        ),
        (
            "Dit jaar geeft de provincie {n} euro uit.",
            389100000,
            "euro",
            ["389,1 miljoen"],
        ),
        (
            "Voor verkeer en vervoer reserveert Drenthe {n} euro.",
            118000000,
            "euro",
            ["118 miljoen"],
        ),
        (
            "Het openbaar vervoer krijgt volgend jaar {n} euro.",
            46500000,
            "euro",
            ["46,5 miljoen"],
        ),
        (
            "Aan onderhoud van provinciale wegen en fietspaden wordt {n} euro besteed.",
            23000000,
            "euro",
            ["23 miljoen", "drieëntwintig miljoen"],
        ),
        (
            "Uit het Provinciefonds verwacht Drenthe in 2026 {n} euro.",
            201300000,
            "euro",
            ["201,3 miljoen"],
        ),
        (
            "Het tekort loopt in 2029 op tot {n} euro.",
            17000000,
            "euro",
            ["17 miljoen", "zeventien miljoen"],
        ),
        (
            "Voor cultuur is in 2026 {n} euro uitgetrokken.",
            21800000,
            "euro",
            ["21,8 miljoen"],
        ),
        (
            "Dit jaar gaat er {n} euro naar cultuur.",
            20900000,
            "euro",
            ["20,9 miljoen"],
        ),
        (
            "Het budget voor natuur en landschap zakt naar {n} euro.",
            31200000,
            "euro",
            ["31,2 miljoen"],
        ),
        (
            "De algemene reserve is eind 2026 naar verwachting {n} euro.",
            64000000,
            "euro",
            ["64 miljoen", "vierenzestig miljoen"],
        ),
        (
            "Nu bedragen de opcenten op de motorrijtuigenbelasting in Drenthe {n}.",
            92.1,
            "opcenten",
            ["92,1"],
        ),
        (
            "Drenthe verhoogt de opcenten naar {n}.",
            95.5,
            "opcenten",
            ["95,5"],
        ),
        (
            "Landelijk liggen de opcenten gemiddeld op {n}.",
            96.4,
            "opcenten",
            ["96,4"],
        ),
        (
            "De inkomsten uit het Provinciefonds dalen met {n} procent.",
            2.4,
            "procent",
            ["2,4"],
        ),
        (
            "Het natuurbudget gaat met {n} procent omlaag.",
            6,
            "procent",
            ["6", "zes"],
        ),
        (
            "De coalitie heeft {n} zetels in Provinciale Staten.",
            24,
            "zetels",
            ["24", "vierentwintig"],
            {"hedge": False},
        ),
        (
            "Provinciale Staten van Drenthe tellen {n} zetels.",
            41,
            "zetels",
            ["41", "eenenveertig"],
            {"hedge": False},
        ),
        (
            "GroenLinks heeft {n} zetels.",
            4,
            "zetels",
            ["4", "vier"],
        ),
        (
            "Het tekort dreigt vanaf {n}.",
            2027,
            "year",
            ["2027"],
        ),
        (
            "In {n} bereikt het tekort 17 miljoen euro.",
            2029,
            "year",
            ["2029"],
        ),
    ],
}
