"""Material: bamberg (de, encyclopedia)."""

PASSAGE = {
    "language": "de",
    "kind": "encyclopedia",
    "material": """
Bamberg
Basisdaten
Bundesland	Bayern
Regierungsbezirk	Oberfranken
Höhe	262 m ü. NHN
Fläche	54,62 km²
Einwohner	79.935 (31. Dez. 2023)[1]
Bevölkerungsdichte	1463 Einw. je km²
Postleitzahlen	96047–96052
Vorwahl	0951
Kfz-Kennzeichen	BA
Oberbürgermeister	Andreas Starke (SPD)

Bamberg ist eine kreisfreie Stadt im bayerischen Regierungsbezirk Oberfranken und mit knapp 80.000 Einwohnern dessen größte Stadt. Sie ist Sitz des Landratsamts Bamberg und des gleichnamigen Erzbistums.[2] Die Stadt liegt an der Regnitz, wenige Kilometer vor deren Mündung in den Main, und ist – wie Rom – auf sieben Hügeln erbaut. Die Altstadt gehört seit 1993 zum UNESCO-Welterbe;[3] die Welterbezone umfasst rund 142 Hektar und gilt als eines der größten unversehrt erhaltenen historischen Stadtensembles in Deutschland.

Geschichte
Bamberg wird 902 erstmals als „castrum Babenberh“ urkundlich erwähnt. 1007 gründete König Heinrich II. hier das Bistum Bamberg.[4] Der erste Dom wurde am 6. Mai 1012 geweiht; nach zwei Bränden entstand der heutige spätromanisch-frühgotische Bau, dessen Weihe 1237 stattfand. Seine vier Türme sind jeweils rund 81 Meter hoch.[5] Im Zweiten Weltkrieg blieb die Altstadt weitgehend unzerstört.

Bildung und Wirtschaft
An der Otto-Friedrich-Universität waren im Wintersemester 2023/24 rund 11.300 Studierende eingeschrieben.[6] Bekannt ist Bamberg für sein Rauchbier: In der Stadt brauen heute elf Brauereien, im umliegenden Landkreis sind es rund 60.[7] Der Tourismus verzeichnete 2023 etwa 800.000 Übernachtungen.[8]
""",
    "facts": [
        (
            "Bamberg liegt auf einer Höhe von {n} Metern über Normalhöhennull.",
            262,
            "meter",
            ["262", "zweihundertzweiundsechzig"],
        ),
        (
            "Jeder der vier Domtürme ist {n} Meter hoch.",
            81,
            "meter",
            ["81", "einundachtzig"],
        ),
        (
            "Das Stadtgebiet von Bamberg ist {n} km² groß.",
            54.62,
            "fläche",
            ["54,62"],
        ),
        (
            "Die Welterbezone in Bamberg umfasst {n} Hektar.",
            142,
            "fläche",
            ["142", "hundertzweiundvierzig"],
        ),
        (
            "Ende 2023 hatte Bamberg {n} Einwohner.",
            79935,
            "personen",
            ["79.935", "79935"],
        ),
        (
            "Im Wintersemester 2023/24 studierten an der Universität Bamberg {n} Menschen.",
            11300,
            "personen",
            ["11.300", "11300", "elftausenddreihundert"],
        ),
        (
            "Die Bevölkerungsdichte Bambergs liegt bei {n} Einwohnern pro Quadratkilometer.",
            1463,
            "dichte",
            ["1463", "1.463"],
        ),
        (
            "Bamberg wurde im Jahr {n} zum ersten Mal urkundlich erwähnt.",
            902,
            "year",
            ["902"],
        ),
        (
            "Heinrich II. gründete das Bistum Bamberg {n}.",
            1007,
            "year",
            ["1007"],
        ),
        (
            "Der erste Bamberger Dom wurde {n} geweiht.",
            1012,
            "year",
            ["1012"],
        ),
        (
            "Der heutige Dom wurde im Jahr {n} geweiht.",
            1237,
            "year",
            ["1237"],
        ),
        (
            "Seit {n} ist die Bamberger Altstadt UNESCO-Welterbe.",
            1993,
            "year",
            ["1993"],
        ),
        (
            "In der Stadt Bamberg gibt es {n} Brauereien.",
            11,
            "brauereien",
            ["elf", "11"],
        ),
        (
            "Im Landkreis Bamberg brauen {n} Brauereien.",
            60,
            "brauereien",
            ["60", "sechzig"],
        ),
        (
            "Bamberg zählte 2023 {n} Übernachtungen.",
            800000,
            "übernachtungen",
            ["800.000", "800 000", "achthunderttausend"],
        ),
        (
            "Die Telefonvorwahl von Bamberg ist {n}.",
            "0951",
            "phone",
            ["0951"],
            {"swap": False},
        ),
    ],
}
