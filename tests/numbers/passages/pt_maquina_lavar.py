"""Material: maquina_lavar (pt, manual)."""

PASSAGE = {
    "language": "pt",
    "kind": "manual",
    "material": """
Máquina de lavar roupa WFL 9414 – Manual de instruções (excerto)

5. Características técnicas
Capacidade máxima (algodão)	9 kg
Velocidade máx. de centrifugação	1400 rpm
Dimensões (A × L × P)	85 × 59,7 × 61 cm
Pressão da água	0,05–1 MPa (0,5–10 bar)
Alimentação	220–240 V ~ 50 Hz
Potência máxima	2100 W
Consumo em modo desligado / em espera	0,3 W / 0,5 W

6. Tabela de programas
Programa	Temperatura	Carga máx.	Centrif. máx.	Duração*
Algodão	frio – 90 °C	9 kg	1400 rpm	2h59 (a 60 °C)
Eco 40-60	—	9 kg	1400 rpm	3h38
Sintéticos	frio – 60 °C	4,5 kg	1000 rpm	1h52
Lã / Lavagem à mão	frio – 40 °C	2 kg	800 rpm	48 min
Delicados	frio – 30 °C	2 kg	600 rpm	55 min
Rápido 15'	frio – 30 °C	3 kg	800 rpm	15 min
* Valores indicativos; a duração real depende da carga, da temperatura da água de entrada e da opção de centrifugação escolhida.

O programa Eco 40-60 lava roupa de algodão normalmente suja declarada como lavável a 40 °C ou a 60 °C, em conjunto no mesmo ciclo. É o programa mais eficiente em termos de consumo combinado de energia e água e é utilizado para avaliar a conformidade com a legislação europeia de conceção ecológica.

7. Valores de consumo (Eco 40-60)
Carga completa (9 kg): 0,89 kWh · 52 litros
Meia carga (4,5 kg): 0,56 kWh · 38 litros
Um quarto de carga (2,25 kg): 0,31 kWh · 30 litros
Humidade residual após centrifugação a 1400 rpm: 53 %

Conselho: não utilize o programa Rápido 15' com mais de 3 kg de roupa nem com roupa muito suja. Faça uma lavagem de manutenção com a máquina vazia a 90 °C uma vez por mês.
""",
    "facts": [
        (
            "No programa Algodão, a temperatura máxima é de {n} °C.",
            90,
            "celsius",
            ["90", "noventa"],
            {"hedge": False},
        ),
        (
            "O programa Sintéticos lava no máximo a {n} °C.",
            60,
            "celsius",
            ["60", "sessenta"],
            {"hedge": False},
        ),
        (
            "A temperatura mais alta do programa Lã é de {n} °C.",
            40,
            "celsius",
            ["40", "quarenta"],
            {"hedge": False},
        ),
        (
            "No programa Delicados, a temperatura máxima é de {n} °C.",
            30,
            "celsius",
            ["30", "trinta"],
            {"hedge": False},
        ),
        (
            "No programa Algodão, a centrifugação máxima é de {n} rotações por minuto.",
            1400,
            "rpm",
            ["1400", "1 400", "mil e quatrocentas"],
        ),
        (
            "No programa Sintéticos, a centrifugação máxima é de {n} rpm.",
            1000,
            "rpm",
            ["1000", "1 000", "mil"],
        ),
        (
            "O programa Lã centrifuga no máximo a {n} rpm.",
            800,
            "rpm",
            ["800", "oitocentas"],
        ),
        (
            "O programa Delicados centrifuga a {n} rotações por minuto, no máximo.",
            600,
            "rpm",
            ["600", "seiscentas"],
        ),
        (
            "A carga máxima no programa Algodão é de {n} kg.",
            9,
            "kg",
            ["9"],
        ),
        (
            "A carga máxima no programa Sintéticos é de {n} kg.",
            4.5,
            "kg",
            ["4,5"],
        ),
        (
            "O programa Lã aceita no máximo {n} kg de roupa.",
            2,
            "kg",
            ["2"],
        ),
        (
            "No programa Rápido 15' a carga máxima é de {n} kg.",
            3,
            "kg",
            ["3"],
        ),
        (
            "O programa Lã demora cerca de {n} minutos.",
            48,
            "minutos",
            ["48", "quarenta e oito"],
            {"hedge": False},
        ),
        (
            "O programa Delicados dura aproximadamente {n} minutos.",
            55,
            "minutos",
            ["55", "cinquenta e cinco"],
            {"hedge": False},
        ),
        (
            "Com carga completa, o programa Eco 40-60 gasta {n} kWh.",
            0.89,
            "kwh",
            ["0,89"],
        ),
        (
            "Com meia carga, o Eco 40-60 consome {n} kWh de energia.",
            0.56,
            "kwh",
            ["0,56"],
        ),
        (
            "Com carga completa, o programa Eco 40-60 usa {n} litros de água.",
            52,
            "litros",
            ["52", "cinquenta e dois"],
        ),
        (
            "Com meia carga, o programa Eco 40-60 gasta {n} litros de água.",
            38,
            "litros",
            ["38", "trinta e oito"],
        ),
        (
            "A máquina tem {n} cm de altura.",
            85,
            "cm",
            ["85", "oitenta e cinco"],
        ),
        (
            "A largura da máquina é de {n} cm.",
            59.7,
            "cm",
            ["59,7"],
        ),
        (
            "A máquina tem uma profundidade de {n} cm.",
            61,
            "cm",
            ["61", "sessenta e um"],
        ),
        (
            "A potência máxima da máquina é de {n} W.",
            2100,
            "watt",
            ["2100", "2 100"],
        ),
        (
            "Em modo de espera, a máquina consome {n} W.",
            0.5,
            "watt",
            ["0,5"],
        ),
    ],
}
