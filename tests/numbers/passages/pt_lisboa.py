"""Material: lisboa (pt, encyclopedia)."""

PASSAGE = {
    "language": "pt",
    "kind": "encyclopedia",
    "material": """
Lisboa
País	Portugal
Área	100,05 km²
População (2021)	545 796[1]
Lisboa é a capital e a maior cidade de Portugal. Segundo os Censos de 2021, o concelho tinha 545 796 habitantes, contra 547 733 em 2011.[2] A Ponte 25 de Abril, inaugurada em 1966, tem 2277 metros de comprimento; a Ponte Vasco da Gama, aberta em 1998, mede 12,3 quilómetros.[3] O terramoto de 1755 destruiu grande parte da cidade baixa.[4] O Elevador de Santa Justa, com 45 metros de altura, liga a Baixa ao Largo do Carmo desde 1902.[5]
""",
    "facts": [
        (
            "Em 2021, Lisboa tinha {n} habitantes.",
            545796,
            "habitantes",
            ["545 796", "545.796"],
        ),
        ("Em 2011, Lisboa tinha {n} habitantes.", 547733, "habitantes", ["547 733"]),
        ("O concelho de Lisboa tem uma área de {n} km².", 100.05, "area", ["100,05"]),
        (
            "A Ponte 25 de Abril tem {n} metros de comprimento.",
            2277,
            "metros",
            ["2277"],
        ),
        (
            "O Elevador de Santa Justa tem {n} metros de altura.",
            45,
            "metros",
            ["45", "quarenta e cinco"],
        ),
        ("A Ponte Vasco da Gama mede {n} quilómetros.", 12.3, "km", ["12,3"]),
        ("A Ponte 25 de Abril foi inaugurada em {n}.", 1966, "year", ["1966"]),
        ("A Ponte Vasco da Gama foi aberta em {n}.", 1998, "year", ["1998"]),
        ("O terramoto que destruiu Lisboa foi em {n}.", 1755, "year", ["1755"]),
        ("O Elevador de Santa Justa funciona desde {n}.", 1902, "year", ["1902"]),
    ],
}
