"""Material: rio_mondego (pt, encyclopedia)."""

PASSAGE = {
    "language": "pt",
    "kind": "encyclopedia",
    "material": """
Rio Mondego
Origem do nome	latim Munda
País	 Portugal
Distritos	Guarda, Viseu, Coimbra
Comprimento	258 km[1]
Nascente	Corgo das Mós, Serra da Estrela
Altitude da nascente	1425 m
Foz	Oceano Atlântico (Figueira da Foz)
Área da bacia	6645 km²[2]
Caudal médio	108 m³/s

O rio Mondego é o maior rio com percurso inteiramente em território português.[1] Nasce na Serra da Estrela, no concelho de Gouveia, a cerca de 1425 metros de altitude, num local conhecido como Mondeguinho, e desagua no Oceano Atlântico junto à Figueira da Foz, depois de percorrer 258 quilómetros.

Curso
No troço superior, o rio corre num vale encaixado entre a Serra da Estrela e o planalto beirão. Recebe pela margem direita o rio Dão, com 92 km, e pela margem esquerda o rio Alva, com 112 km, e o rio Ceira, que nele desagua já às portas de Coimbra.[3] A Barragem da Aguieira, concluída em 1981, tem uma altura de 89 metros e forma uma albufeira com cerca de 20 km² de superfície; a jusante, a Barragem da Raiva funciona como contra-embalse.[4]

Em Coimbra, o Mondego é atravessado pela Ponte de Santa Clara, inaugurada em 1954, e pela Ponte Pedonal Pedro e Inês, aberta em 2006.[5] Daqui até à foz, a cerca de quarenta quilómetros, o rio atravessa os campos do Baixo Mondego, tradicionalmente dedicados ao cultivo de arroz e milho.

História
As cheias do Mondego foram durante séculos um problema para Coimbra: o Mosteiro de Santa Clara-a-Velha, fundado em 1283, foi sendo invadido pelas águas e acabou abandonado pelas freiras em 1677.[6] As obras de regularização do Baixo Mondego, iniciadas na década de 1970, reduziram o risco, mas em janeiro de 2001 o rio voltou a galgar os diques e inundou vários milhares de hectares.[7]
""",
    "facts": [
        (
            "O Mondego tem {n} quilómetros de comprimento.",
            258,
            "km",
            ["258", "duzentos e cinquenta e oito"],
        ),
        (
            "O afluente Dão mede {n} km.",
            92,
            "km",
            ["92", "noventa e dois"],
        ),
        (
            "O rio Alva, afluente do Mondego, tem {n} km.",
            112,
            "km",
            ["112", "cento e doze"],
        ),
        (
            "De Coimbra até à foz do Mondego são cerca de {n} quilómetros.",
            40,
            "km",
            ["quarenta", "40"],
            {"hedge": False},
        ),
        (
            "A nascente do Mondego fica a {n} metros de altitude.",
            1425,
            "metros",
            ["1425", "1 425", "1.425"],
        ),
        (
            "A Barragem da Aguieira tem {n} metros de altura.",
            89,
            "metros",
            ["89", "oitenta e nove"],
        ),
        (
            "A bacia hidrográfica do Mondego tem {n} km².",
            6645,
            "km2",
            ["6645", "6 645", "6.645"],
        ),
        (
            "A albufeira da Aguieira ocupa cerca de {n} km².",
            20,
            "km2",
            ["20", "vinte"],
            {"hedge": False},
        ),
        (
            "O caudal médio do Mondego é de {n} m³/s.",
            108,
            "caudal",
            ["108", "cento e oito"],
        ),
        (
            "A Barragem da Aguieira ficou pronta em {n}.",
            1981,
            "year",
            ["1981"],
        ),
        (
            "A Ponte de Santa Clara foi inaugurada em {n}.",
            1954,
            "year",
            ["1954"],
        ),
        (
            "A Ponte Pedonal Pedro e Inês abriu em {n}.",
            2006,
            "year",
            ["2006"],
        ),
        (
            "O Mosteiro de Santa Clara-a-Velha foi fundado em {n}.",
            1283,
            "year",
            ["1283"],
        ),
        (
            "As freiras abandonaram Santa Clara-a-Velha em {n}.",
            1677,
            "year",
            ["1677"],
        ),
        (
            "A grande cheia em que o Mondego galgou os diques foi em {n}.",
            2001,
            "year",
            ["2001"],
        ),
    ],
}
