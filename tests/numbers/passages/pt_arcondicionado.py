"""Material: arcondicionado (pt, manual)."""

PASSAGE = {
    "language": "pt",
    "kind": "manual",
    "material": """
Ar condicionado – modos de funcionamento
No modo Arrefecimento, a temperatura pode ser ajustada entre 16 e 30 °C; recomendamos 25 °C no verão. No modo Aquecimento, recomendamos 21 °C. O modo Noite aumenta a temperatura 1 °C após uma hora e mais 1 °C após duas horas. O temporizador pode ser programado até 24 horas.
Limpe o filtro a cada duas semanas; a unidade exterior deve ser revista uma vez por ano por um técnico certificado. O consumo em arrefecimento é de 0,9 kW e em aquecimento de 1,1 kW. Nível sonoro: 22 dB(A) no modo silencioso e 41 dB(A) na velocidade máxima.
""",
    "facts": [
        (
            "No modo Arrefecimento recomenda-se {n} °C.",
            25,
            "celsius",
            ["25", "vinte e cinco"],
        ),
        (
            "No modo Aquecimento recomenda-se {n} °C.",
            21,
            "celsius",
            ["21", "vinte e um"],
        ),
        (
            "No modo Arrefecimento, a temperatura mínima é de {n} °C.",
            16,
            "celsius",
            ["16", "dezasseis", "dezesseis"],
        ),
        (
            "No modo Arrefecimento, a temperatura máxima é de {n} °C.",
            30,
            "celsius",
            ["30", "trinta"],
        ),
        ("O consumo em arrefecimento é de {n} kW.", 0.9, "kw", ["0,9"]),
        ("O consumo em aquecimento é de {n} kW.", 1.1, "kw", ["1,1"]),
        (
            "No modo silencioso, o nível sonoro é de {n} dB(A).",
            22,
            "db",
            ["22", "vinte e dois"],
        ),
        (
            "Na velocidade máxima, o nível sonoro é de {n} dB(A).",
            41,
            "db",
            ["41", "quarenta e um"],
        ),
        (
            "O temporizador pode ser programado até {n} horas.",
            24,
            "horas",
            ["24", "vinte e quatro"],
        ),
        ("O filtro deve ser limpo a cada {n} semanas.", 2, "semanas", ["duas", "2"]),
    ],
}
