"""Material: ponte_luis (pt, encyclopedia)."""

PASSAGE = {
    "language": "pt",
    "kind": "encyclopedia",
    "material": """
Ponte Luís I
Tipo	Ponte em arco metálico, de dois tabuleiros
Atravessa	Rio Douro
Localização	Porto – Vila Nova de Gaia
Comprimento total	385,25 m
Vão do arco	172 m
Altura do arco	44,6 m
Largura	8 m
Construção	1881–1886
Inauguração	31 de outubro de 1886[1]
Projetista	Théophile Seyrig
Material	Ferro forjado
Peso da estrutura	3045 t

A Ponte Luís I (também grafada Ponte D. Luís) é uma ponte metálica com dois tabuleiros que atravessa o rio Douro entre as cidades do Porto e de Vila Nova de Gaia. Foi projetada pelo engenheiro belga Théophile Seyrig, antigo sócio de Gustave Eiffel, e a sua construção decorreu entre 1881 e 1886.[2] Com 172 metros de vão, o arco foi, na época, o maior do mundo em ferro forjado, superando o da vizinha Ponte Maria Pia (1877), cujo arco tem 160 metros.[3]

O tabuleiro superior tem 391,25 metros de comprimento e o tabuleiro inferior 174 metros. A ponte veio substituir a antiga Ponte Pênsil, inaugurada em 1843, de que ainda hoje restam os dois pilares junto à margem do Porto.[4]

Utilização atual
O tabuleiro superior deixou de ter circulação automóvel em 2003 e, desde 2005, é atravessado pela linha D (Amarela) do Metro do Porto; os peões continuam a utilizá-lo. O tabuleiro inferior mantém o trânsito rodoviário, em ambos os sentidos, e passeios laterais.[5] Desde 1996 a ponte integra a zona classificada como Património Mundial pela UNESCO, no âmbito do Centro Histórico do Porto.[6]
""",
    "facts": [
        (
            "No total, a Ponte Luís I mede {n} metros de comprimento.",
            385.25,
            "metros",
            ["385,25"],
            {"swap": False},
        ),
        (
            "O arco da Ponte Luís I tem um vão de {n} metros.",
            172,
            "metros",
            ["172", "cento e setenta e dois"],
        ),
        (
            "O arco da Ponte Luís I atinge {n} metros de altura.",
            44.6,
            "metros",
            ["44,6"],
        ),
        (
            "O tabuleiro da Ponte Luís I tem {n} metros de largura.",
            8,
            "metros",
            ["8", "oito"],
        ),
        (
            "O tabuleiro superior da ponte tem {n} metros de comprimento.",
            391.25,
            "metros",
            ["391,25"],
        ),
        (
            "O tabuleiro inferior da ponte mede {n} metros.",
            174,
            "metros",
            ["174", "cento e setenta e quatro"],
        ),
        (
            "O arco da Ponte Maria Pia tem {n} metros.",
            160,
            "metros",
            ["160", "cento e sessenta"],
        ),
        (
            "A estrutura da Ponte Luís I pesa {n} toneladas.",
            3045,
            "toneladas",
            ["3045", "3 045", "três mil e quarenta e cinco"],
        ),
        (
            "As obras da Ponte Luís I começaram em {n}.",
            1881,
            "year",
            ["1881"],
        ),
        (
            "A Ponte Luís I foi inaugurada em {n}.",
            1886,
            "year",
            ["1886"],
        ),
        (
            "A Ponte Maria Pia é de {n}.",
            1877,
            "year",
            ["1877"],
        ),
        (
            "A antiga Ponte Pênsil foi inaugurada em {n}.",
            1843,
            "year",
            ["1843"],
        ),
        (
            "Os carros deixaram de circular no tabuleiro superior em {n}.",
            2003,
            "year",
            ["2003"],
        ),
        (
            "O metro passa no tabuleiro superior desde {n}.",
            2005,
            "year",
            ["2005"],
        ),
        (
            "A ponte faz parte do Património Mundial da UNESCO desde {n}.",
            1996,
            "year",
            ["1996"],
        ),
    ],
}
