"""Material: bicicleta elétrica (pt, manual)."""

PASSAGE = {
    "language": "pt",
    "kind": "manual",
    "material": """
E-Tour 500 – Bicicleta elétrica de trekking · Manual do utilizador (excerto)

ESPECIFICAÇÕES TÉCNICAS
Motor: central, 250 W nominais, binário máximo 85 Nm
Bateria: ião de lítio 36 V / 14 Ah (504 Wh), integrada no tubo diagonal
Velocidade máxima assistida: 25 km/h (EN 15194)
Peso: 24,8 kg com bateria (bateria: 3,1 kg)
Carga máxima admissível: 140 kg (ciclista + bagagem + bicicleta)
Pneus: 28 × 1,75" (ETRTO 47-622)

AUTONOMIA
A autonomia depende do modo de assistência, do peso, do relevo, da pressão dos pneus e da temperatura. Valores indicativos com a bateria totalmente carregada, ciclista de 75 kg em terreno plano:
Eco: até 120 km · Tour: até 85 km · Sport: até 65 km · Turbo: até 45 km
Com temperaturas abaixo de 5 °C, a autonomia pode diminuir até 30%.

PRESSÃO DOS PNEUS
Verifique a pressão pelo menos uma vez por semana, com os pneus frios.
Ciclista até 70 kg: dianteiro 2,8 bar, traseiro 3,2 bar
Ciclista com mais de 70 kg ou com alforges carregados: dianteiro 3,4 bar, traseiro 4,0 bar
Nunca ultrapasse a pressão máxima indicada na parede lateral do pneu (5,0 bar / 70 psi).

CARREGAMENTO DA BATERIA
Utilize apenas o carregador fornecido (4 A). O carregamento completo de uma bateria vazia demora cerca de 4,5 horas; ao fim de 2 horas a bateria fica a 50%. Carregue a bateria a temperaturas entre 10 e 30 °C. Os LED do comando indicam o nível de carga em passos de 20%.

ARMAZENAMENTO
Se não utilizar a bicicleta durante um período prolongado, guarde a bateria com 60% de carga num local seco a 15 °C e recarregue-a a cada 3 meses.

MANUTENÇÃO
A primeira revisão deve ser feita aos 300 km ou ao fim de 3 meses, o que ocorrer primeiro; depois, a cada 2000 km ou uma vez por ano.
""",
    "facts": [
        (
            "O motor da E-Tour 500 tem {n} W de potência nominal.",
            250,
            "watts",
            ["250", "duzentos e cinquenta"],
        ),
        (
            "O binário máximo do motor é de {n} Nm.",
            85,
            "nm",
            ["85", "oitenta e cinco"],
            {"swap": False},
        ),
        (
            "A bateria tem uma capacidade de {n} Wh.",
            504,
            "wh",
            ["504", "quinhentos e quatro"],
        ),
        (
            "A assistência elétrica funciona até aos {n} km/h.",
            25,
            "kmh",
            ["25", "vinte e cinco"],
            {"swap": False},
        ),
        ("Com bateria, a bicicleta pesa {n} kg.", 24.8, "kg", ["24,8"]),
        ("A bateria sozinha pesa {n} kg.", 3.1, "kg", ["3,1"]),
        (
            "A carga máxima admissível é de {n} kg.",
            140,
            "kg",
            ["140", "cento e quarenta"],
        ),
        (
            "No modo Eco, a autonomia chega aos {n} km.",
            120,
            "km",
            ["120", "cento e vinte"],
            {"hedged": "No modo Eco, a autonomia chega a cerca de {n} km."},
        ),
        (
            "No modo Tour, a bicicleta faz até {n} km.",
            85,
            "km",
            ["85", "oitenta e cinco"],
        ),
        (
            "Em Sport, a autonomia é de até {n} km.",
            65,
            "km",
            ["65", "sessenta e cinco"],
        ),
        (
            "No modo Turbo a autonomia não passa dos {n} km.",
            45,
            "km",
            ["45", "quarenta e cinco"],
        ),
        ("A primeira revisão faz-se aos {n} km.", 300, "km", ["300", "trezentos"]),
        (
            "Depois da primeira, as revisões são a cada {n} km.",
            2000,
            "km",
            ["2000", "2 000", "dois mil"],
        ),
        (
            "Para um ciclista até 70 kg, o pneu dianteiro deve estar a {n} bar.",
            2.8,
            "bar",
            ["2,8"],
        ),
        (
            "Para um ciclista até 70 kg, o pneu traseiro leva {n} bar.",
            3.2,
            "bar",
            ["3,2"],
        ),
        (
            "Com mais de 70 kg, a pressão do pneu da frente é de {n} bar.",
            3.4,
            "bar",
            ["3,4"],
        ),
        (
            "Com alforges carregados, o pneu de trás deve ter {n} bar.",
            4.0,
            "bar",
            ["4,0", "4"],
        ),
        ("A pressão máxima do pneu é de {n} bar.", 5.0, "bar", ["5,0", "5", "cinco"]),
        (
            "Uma carga completa demora {n} horas.",
            4.5,
            "horas",
            ["4,5"],
            {"hedge": False},
        ),
        (
            "Ao fim de {n} horas de carga, a bateria está a metade.",
            2,
            "horas",
            ["2", "duas"],
        ),
        (
            "Para armazenar, a bateria deve ficar com {n}% de carga.",
            60,
            "percent",
            ["60", "sessenta"],
        ),
        (
            "Com frio, a autonomia pode baixar até {n}%.",
            30,
            "percent",
            ["30", "trinta"],
        ),
        ("Os LED mostram a carga em passos de {n}%.", 20, "percent", ["20", "vinte"]),
        (
            "A bateria deve ser carregada a uma temperatura mínima de {n} °C.",
            10,
            "celsius",
            ["10", "dez"],
        ),
        (
            "A temperatura máxima para carregar a bateria é de {n} °C.",
            30,
            "celsius",
            ["30", "trinta"],
        ),
        ("A bateria deve ser guardada a {n} °C.", 15, "celsius", ["15", "quinze"]),
    ],
}
