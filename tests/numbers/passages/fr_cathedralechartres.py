"""Material: cathédrale de Chartres (fr, encyclopedia)."""

PASSAGE = {
    "language": "fr",
    "kind": "encyclopedia",
    "material": """
Cathédrale Notre-Dame de Chartres
Présentation
Culte	Catholique romain
Type	Cathédrale
Début de la construction	1194
Fin des travaux	vers 1220 (gros œuvre)
Consécration	24 octobre 1260
Style dominant	Gothique
Protection	Classée MH (1862)
 Patrimoine mondial (1979)
Dimensions
Longueur totale	130,2 m
Hauteur sous voûte	37 m
Hauteur du clocher nord	113 m
Géographie
Pays	France
Région	Centre-Val de Loire
Département	Eure-et-Loir (28)
Commune	Chartres

La cathédrale Notre-Dame de Chartres est une cathédrale catholique située à Chartres, à environ 80 km au sud-ouest de Paris. Considérée comme l'un des chefs-d'œuvre de l'art gothique, elle est inscrite sur la liste du patrimoine mondial de l'UNESCO depuis 1979[1].

Histoire
Dans la nuit du 10 au 11 juin 1194, un incendie ravage la cathédrale romane de l'évêque Fulbert ; seuls la crypte, la façade occidentale et ses deux tours sont épargnés[2]. La reconstruction est menée avec une rapidité exceptionnelle : le gros œuvre est achevé vers 1220 et l'édifice est consacré le 24 octobre 1260, en présence de Saint Louis[3].

Architecture
Les deux clochers ne sont pas identiques. Le clocher sud, dit « clocher vieux », culmine à 105 m et conserve sa flèche romane du XIIe siècle ; le clocher nord, ou « clocher neuf », atteint 113 m grâce à la flèche flamboyante élevée par Jehan de Beauce entre 1507 et 1513[4]. Large de 16,4 m, la nef est la plus large des cathédrales gothiques de France[note 1]. La crypte, longue d'environ 220 m, est la plus grande du pays.

Vitraux
L'édifice a conservé l'essentiel de sa vitrerie médiévale : ses 176 verrières couvrent une surface d'environ 2 600 m²[5]. La rose nord, dite « rose de France », mesure 10,5 m de diamètre.

Le labyrinthe
Inscrit dans le dallage de la nef vers 1200, le labyrinthe mesure 12,89 m de diamètre ; son chemin, long de 261,55 m, conduit en onze anneaux concentriques jusqu'à la rosace centrale[6].

Notes et références
Note 1 : la largeur est mesurée entre les axes des piliers.
1. « Cathédrale de Chartres », sur whc.unesco.org (consulté le 3 mars 2024).
4. Jean Villette, Chartres et sa cathédrale, Arthaud, 1994, p. 58.
""",
    "facts": [
        (
            "La construction de la cathédrale de Chartres a commencé en {n}, après l'incendie.",
            1194,
            "year",
            ["1194"],
        ),
        ("Le gros œuvre a été terminé vers {n}.", 1220, "year", ["1220"]),
        ("La cathédrale a été consacrée en {n}.", 1260, "year", ["1260"]),
        (
            "Elle figure au patrimoine mondial de l'UNESCO depuis {n}.",
            1979,
            "year",
            ["1979"],
        ),
        (
            "Elle est classée monument historique depuis {n}.",
            1862,
            "year",
            ["1862"],
        ),
        (
            "Jehan de Beauce a commencé la flèche du clocher nord en {n}.",
            1507,
            "year",
            ["1507"],
        ),
        (
            "La flèche flamboyante du clocher nord a été achevée en {n}.",
            1513,
            "year",
            ["1513"],
        ),
        (
            "Le clocher sud, appelé clocher vieux, culmine à {n} mètres.",
            105,
            "metres",
            ["105", "cent cinq"],
        ),
        (
            "Avec sa flèche flamboyante, le clocher nord s'élève à {n} mètres.",
            113,
            "metres",
            ["113", "cent treize"],
        ),
        (
            "Sous la voûte, la cathédrale fait {n} mètres de haut.",
            37,
            "metres",
            ["37", "trente-sept"],
        ),
        ("La nef de Chartres fait {n} mètres de large.", 16.4, "metres", ["16,4"]),
        (
            "Au total, la cathédrale est longue de {n} mètres.",
            130.2,
            "metres",
            ["130,2"],
        ),
        (
            "La crypte mesure environ {n} mètres de long.",
            220,
            "metres",
            ["220", "deux cent vingt"],
            {"hedge": False},
        ),
        (
            "Le labyrinthe a un diamètre de {n} mètres.",
            12.89,
            "metres",
            ["12,89"],
        ),
        (
            "Le chemin du labyrinthe est long de {n} mètres.",
            261.55,
            "metres",
            ["261,55"],
        ),
        (
            "La rose nord fait {n} mètres de diamètre.",
            10.5,
            "metres",
            ["10,5"],
        ),
        (
            "La cathédrale compte {n} verrières.",
            176,
            "verrieres",
            ["176", "cent soixante-seize"],
        ),
        (
            "Les vitraux couvrent environ {n} m².",
            2600,
            "m2",
            ["2 600", "2600", "deux mille six cents"],
            {"hedge": False},
        ),
        (
            "Le labyrinthe compte {n} anneaux concentriques.",
            11,
            "anneaux",
            ["onze", "11"],
        ),
    ],
}
