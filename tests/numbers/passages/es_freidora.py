"""Material: freidora de aire (es, manual)."""

PASSAGE = {
    "language": "es",
    "kind": "manual",
    "material": """
Freidora de aire AirChef 5500 Digital (modelo AC-5500D) – Manual de instrucciones

DATOS TÉCNICOS
Tensión nominal: 220–240 V ~ 50/60 Hz
Potencia: 1700 W
Capacidad de la cesta: 5,5 l (hasta 1,2 kg de patatas)
Rango de temperatura: 80–200 °C, en intervalos de 10 °C
Temporizador: 1–60 min (Deshidratar: hasta 12 h)
Longitud del cable: 0,9 m

ANTES DEL PRIMER USO
Lave la cesta y la rejilla con agua caliente y jabón. Haga funcionar el aparato vacío durante 10 minutos a 200 °C para eliminar el olor a nuevo; es normal que salga algo de humo.

PROGRAMAS PREESTABLECIDOS
Pulse el botón M hasta que parpadee el icono deseado. Puede modificar la temperatura y el tiempo con los botones + y –.
Programa                      Temperatura   Tiempo
P1 Patatas fritas congeladas  200 °C        18 min
P2 Muslos de pollo            180 °C        25 min
P3 Pescado                    160 °C        12 min
P4 Verduras                   170 °C        15 min
P5 Bizcocho/magdalenas        150 °C        30 min
P6 Deshidratar                80 °C         4 h

Los programas P1 a P5 incluyen un precalentamiento de tres minutos; el tiempo de la tabla empieza a contar cuando suena el pitido. En P1 y P4, la pantalla mostrará «SHAKE» a mitad de cocción: saque la cesta y agítela. Para patatas frescas, añada una cucharada de aceite (unos 15 ml) y prolongue el tiempo 5 minutos.

FUNCIÓN MANTENER CALIENTE
Si pulsa el botón de la llama al terminar un programa, el aparato mantiene los alimentos a 70 °C durante un máximo de 2 horas. No utilice esta función con alimentos crudos.

LIMPIEZA
Desenchufe el aparato y deje que se enfríe al menos 20 minutos antes de limpiarlo. La cesta y la rejilla pueden lavarse en el lavavajillas.

Servicio de Asistencia Técnica: 902 11 22 33 · Garantía: 3 años.
""",
    "facts": [
        (
            "La AirChef 5500 tiene una potencia de {n} W.",
            1700,
            "vatios",
            ["1700", "1.700", "mil setecientos"],
        ),
        ("La cesta tiene una capacidad de {n} litros.", 5.5, "litros", ["5,5"]),
        ("En la cesta caben hasta {n} kg de patatas.", 1.2, "kg", ["1,2"]),
        (
            "El programa de patatas fritas congeladas cocina a {n} °C.",
            200,
            "celsius",
            ["200", "doscientos"],
        ),
        (
            "Para los muslos de pollo, el programa P2 usa {n} grados.",
            180,
            "celsius",
            ["180", "ciento ochenta"],
        ),
        (
            "El pescado se hace a {n} °C en el programa P3.",
            160,
            "celsius",
            ["160", "ciento sesenta"],
        ),
        (
            "El programa de verduras trabaja a {n} °C.",
            170,
            "celsius",
            ["170", "ciento setenta"],
        ),
        (
            "Para bizcochos y magdalenas la temperatura es de {n} °C.",
            150,
            "celsius",
            ["150", "ciento cincuenta"],
        ),
        (
            "El programa Deshidratar funciona a {n} °C.",
            80,
            "celsius",
            ["80", "ochenta"],
        ),
        (
            "La función Mantener caliente conserva los alimentos a {n} °C.",
            70,
            "celsius",
            ["70", "setenta"],
        ),
        ("La temperatura se ajusta en pasos de {n} °C.", 10, "celsius", ["10", "diez"]),
        (
            "Las patatas fritas congeladas necesitan {n} minutos.",
            18,
            "minutos",
            ["18", "dieciocho"],
        ),
        (
            "Los muslos de pollo tardan {n} minutos.",
            25,
            "minutos",
            ["25", "veinticinco"],
        ),
        ("El programa de pescado dura {n} minutos.", 12, "minutos", ["12", "doce"]),
        ("Las verduras están listas en {n} minutos.", 15, "minutos", ["15", "quince"]),
        ("El programa de bizcocho dura {n} minutos.", 30, "minutos", ["30", "treinta"]),
        (
            "Antes del primer uso hay que hacerla funcionar vacía {n} minutos.",
            10,
            "minutos",
            ["10", "diez"],
        ),
        ("El precalentamiento dura {n} minutos.", 3, "minutos", ["tres", "3"]),
        (
            "Con patatas frescas hay que añadir {n} minutos al tiempo.",
            5,
            "minutos",
            ["5", "cinco"],
        ),
        (
            "Antes de limpiarla, deja que se enfríe al menos {n} minutos.",
            20,
            "minutos",
            ["20", "veinte"],
        ),
        (
            "El temporizador admite como máximo {n} minutos.",
            60,
            "minutos",
            ["60", "sesenta"],
        ),
        ("El programa Deshidratar dura {n} horas.", 4, "horas", ["4", "cuatro"]),
        (
            "En el modo Deshidratar, el tiempo máximo programable es de {n} horas.",
            12,
            "horas",
            ["12", "doce"],
        ),
        (
            "La función Mantener caliente dura como máximo {n} horas.",
            2,
            "horas",
            ["2", "dos"],
        ),
        (
            "La garantía de la freidora es de {n} años.",
            3,
            "años",
            ["3", "tres"],
            {"swap": False},
        ),
    ],
}
