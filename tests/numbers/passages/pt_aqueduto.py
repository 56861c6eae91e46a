"""Material: aqueduto (pt, encyclopedia)."""

PASSAGE = {
    "language": "pt",
    "kind": "encyclopedia",
    "material": """
Aqueduto das Águas Livres
Localização	Lisboa, Amadora, Odivelas e Sintra
Construção	1731–1799
Comprimento total	58 km (com galerias subsidiárias)
Troço principal	14 km[1]
Arcos no vale de Alcântara	35
Altura máxima	65,29 m
Classificação	Monumento Nacional (1910)[2]
Gestão	EPAL – Museu da Água

O Aqueduto das Águas Livres é um sistema de captação e transporte de água por gravidade que abasteceu a cidade de Lisboa durante mais de dois séculos. Foi mandado construir por D. João V, por alvará de 12 de maio de 1731, e financiado por um imposto sobre a carne, o vinho e o azeite, o chamado real de água.[3]

Os trabalhos foram dirigidos sucessivamente por Manuel da Maia, Custódio Vieira e Carlos Mardel. A água chegou pela primeira vez à cidade em 1748, mas a obra só ficou concluída em 1799.[4] A estrutura resistiu ao terramoto de 1755, que destruiu grande parte da Baixa lisboeta.[5]

A arcaria do vale de Alcântara, com cerca de 941 metros de extensão, é o troço mais conhecido. Dos seus 35 arcos, 14 são ogivais e 21 de volta perfeita. O maior arco ogival tem 65,29 m de altura e 28,86 m de largura, sendo considerado o maior arco em pedra do mundo.[6]

O aqueduto termina no reservatório da Mãe d'Água das Amoreiras, concluído em 1834, com capacidade para 5500 m³ de água.[7] O sistema foi desativado em 1967 e está hoje aberto a visitas, integrado no Museu da Água.[8]
""",
    "facts": [
        ("A construção do aqueduto começou em {n}.", 1731, "year", ["1731"]),
        ("A água chegou a Lisboa pela primeira vez em {n}.", 1748, "year", ["1748"]),
        ("O aqueduto sobreviveu ao terramoto de {n}.", 1755, "year", ["1755"]),
        ("A obra do aqueduto foi concluída em {n}.", 1799, "year", ["1799"]),
        ("O aqueduto é Monumento Nacional desde {n}.", 1910, "year", ["1910"]),
        ("O reservatório da Mãe d'Água foi concluído em {n}.", 1834, "year", ["1834"]),
        ("O aqueduto deixou de funcionar em {n}.", 1967, "year", ["1967"]),
        ("O maior arco tem {n} metros de altura.", 65.29, "metros", ["65,29"]),
        ("O maior arco ogival mede {n} metros de largura.", 28.86, "metros", ["28,86"]),
        (
            "A arcaria do vale de Alcântara tem {n} metros de extensão.",
            941,
            "metros",
            ["941", "novecentos e quarenta e um"],
            {"hedge": False},
        ),
        (
            "Com as galerias subsidiárias, o aqueduto tem {n} km.",
            58,
            "km",
            ["58", "cinquenta e oito"],
        ),
        ("O troço principal do aqueduto mede {n} km.", 14, "km", ["14", "catorze"]),
        (
            "No vale de Alcântara o aqueduto tem {n} arcos.",
            35,
            "arcos",
            ["35", "trinta e cinco"],
        ),
        (
            "{n} dos arcos de Alcântara são ogivais.",
            14,
            "arcos",
            ["14", "catorze"],
            {"hedge": False},
        ),
        (
            "Há {n} arcos de volta perfeita em Alcântara.",
            21,
            "arcos",
            ["21", "vinte e um"],
            {"hedge": False},
        ),
        (
            "A Mãe d'Água das Amoreiras tem capacidade para {n} metros cúbicos.",
            5500,
            "m3",
            ["5500", "5 500", "5.500", "cinco mil e quinhentos"],
        ),
    ],
}
