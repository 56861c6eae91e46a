"""Material: samsoe (da, encyclopedia)."""

PASSAGE = {
    "language": "da",
    "kind": "encyclopedia",
    "material": """
Samsø
Ø i Danmark
Geografi
Placering	Kattegat
Koordinater	55°52′N 10°37′Ø
Areal	114,26 km²
Kystlinje	ca. 116 km
Højeste punkt	Ballebjerg (64 m o.h.)
Administration
Region	Region Midtjylland
Kommune	Samsø Kommune
Demografi
Befolkning	3.686 (1. jan. 2024)[1]
Befolkningstæthed	32 indb./km²
Største by	Tranebjerg (838 indb.)
Postnummer	8305 Samsø

Samsø er en dansk ø i Kattegat mellem Jylland og Sjælland. Øen udgør sammen med en række ubeboede småøer Samsø Kommune, der hører under Region Midtjylland. Den største by er Tranebjerg midt på øen; andre byer er bl.a. Nordby, Onsbjerg, Ballen og Kolby Kås.

Historie
Et af de ældste spor af organiseret byggeri i Danmark er Kanhave Kanal, en ca. 500 m lang og 11 m bred kanal gravet tværs over øens smalleste sted. Kanalens træbeklædning er ved dendrokronologi dateret til år 726.[2]
Ved kommunalreformen i 1970 blev øens sognekommuner lagt sammen til Samsø Kommune, som forblev selvstændig ved strukturreformen i 2007, hvor de fleste små kommuner blev sammenlagt.[3]

Vedvarende energi
I 1997 vandt Samsø Energiministeriets konkurrence om at blive Danmarks vedvarende energi-ø.[4] I 2000 blev der rejst elleve landvindmøller på hver 1 MW, og i 2003 fulgte ti havvindmøller på hver 2,3 MW på Paludans Flak syd for øen.[5] Varmen leveres i dag overvejende af fire fjernvarmeværker, der fyrer med halm, flis og solvarme.

Trafik
Samsø har færgeforbindelse til Jylland på ruten Hou–Sælvig og til Sjælland på ruten Kalundborg–Kolby Kås. Der er desuden en lille flyveplads ved Kolby Kås.

Se også
Tunø · Endelave · Danske øer efter areal

Noter
[1] Danmarks Statistik, BEF4: Folketal den 1. i kvartalet fordelt på øer.
[2] Nationalmuseet: "Kanhave Kanal", tilgået 14.3.2024.
""",
    "facts": [
        ("Samsø har et areal på {n} km².", 114.26, "km2", ["114,26"]),
        (
            "Kystlinjen omkring Samsø er cirka {n} km lang.",
            116,
            "km",
            ["116", "hundrede og seksten"],
            {"hedge": False},
        ),
        (
            "Øens højeste punkt, Ballebjerg, når op i {n} meter over havet.",
            64,
            "meter",
            ["64", "fireogtres"],
        ),
        (
            "Kanhave Kanal er omkring {n} meter lang.",
            500,
            "meter",
            ["500", "fem hundrede"],
            {"hedge": False},
        ),
        (
            "Kanhave Kanal er {n} meter bred.",
            11,
            "meter",
            ["11", "elleve"],
        ),
        (
            "Samsø havde {n} indbyggere i starten af 2024.",
            3686,
            "indbyggere",
            ["3.686", "3686"],
        ),
        (
            "I Tranebjerg bor der {n} mennesker.",
            838,
            "indbyggere",
            ["838"],
        ),
        (
            "Befolkningstætheden på Samsø er {n} indbyggere pr. km².",
            32,
            "taethed",
            ["32", "toogtredive"],
        ),
        (
            "Kanhave Kanal er dateret til år {n}.",
            726,
            "year",
            ["726"],
        ),
        (
            "Samsø Kommune blev dannet ved kommunalreformen i {n}.",
            1970,
            "year",
            ["1970"],
        ),
        (
            "Ved strukturreformen i {n} forblev Samsø en selvstændig kommune.",
            2007,
            "year",
            ["2007"],
        ),
        (
            "Samsø blev udpeget som vedvarende energi-ø i {n}.",
            1997,
            "year",
            ["1997"],
        ),
        (
            "Landvindmøllerne på Samsø blev rejst i {n}.",
            2000,
            "year",
            ["2000"],
        ),
        (
            "Havvindmøllerne ved Paludans Flak kom til i {n}.",
            2003,
            "year",
            ["2003"],
        ),
        (
            "Der blev rejst {n} landvindmøller på Samsø.",
            11,
            "vindmoeller",
            ["elleve", "11"],
            {"hedge": False},
        ),
        (
            "Ved Paludans Flak blev der opført {n} havvindmøller.",
            10,
            "vindmoeller",
            ["ti", "10"],
            {"hedge": False},
        ),
        (
            "Hver af landvindmøllerne har en effekt på {n} MW.",
            1,
            "mw",
            ["1"],
            {"hedge": False},
        ),
        (
            "Hver havvindmølle yder {n} MW.",
            2.3,
            "mw",
            ["2,3"],
            {"hedge": False},
        ),
        (
            "Samsø får sin varme fra {n} fjernvarmeværker.",
            4,
            "vaerker",
            ["fire", "4"],
            {"hedge": False},
        ),
    ],
}
