"""Material: caldera de condensación (es, manual)."""

PASSAGE = {
    "language": "es",
    "kind": "manual",
    "material": """
Termia Nova 24/28 C – Caldera mural de condensación a gas natural
Manual de uso para el usuario

1. Datos técnicos
Potencia útil en calefacción (80/60 °C): 4,8 – 23,6 kW
Potencia útil en agua caliente sanitaria (ACS): 27,8 kW
Caudal de ACS (ΔT 25 K): 16,1 l/min
Temperatura de calefacción: 25–80 °C (radiadores) / 25–45 °C (suelo radiante)
Temperatura de ACS: 38–60 °C
Presión de la instalación: 1,2–1,5 bar en frío; máxima 3 bar
Vaso de expansión: 8 litros
Consumo eléctrico: 78 W en funcionamiento, 2,5 W en espera
Peso en vacío: 31 kg · Dimensiones (alto × ancho × fondo): 700 × 400 × 299 mm

2. Modos de funcionamiento
Invierno: la caldera produce calefacción y ACS. Verano: solo ACS; la calefacción queda desactivada. En modo ECO, la temperatura del agua caliente se limita a 50 °C y el mantenimiento en caliente del intercambiador se desactiva.
Protección antihielo: con la caldera en espera y alimentada, si la temperatura del agua de la instalación baja de 7 °C, el quemador se enciende y calienta hasta 35 °C.

3. Programación horaria
La programación de fábrica tiene dos franjas de lunes a viernes, de 6:30 a 8:30 y de 18:00 a 22:30, y una sola franja los sábados y domingos, de 8:00 a 23:00. Fuera de las franjas la caldera mantiene la temperatura reducida de 16 °C en el termostato de ambiente.

4. Llenado
Compruebe la presión en el manómetro una vez al mes. Si baja de 0,8 bar, abra la llave de llenado situada bajo la caldera hasta que el manómetro marque entre 1,2 y 1,5 bar, y vuelva a cerrarla.

5. Códigos de error
E01 – Bloqueo por falta de encendido: mantenga pulsado RESET durante 2 segundos. Si el bloqueo se repite más de tres veces en 24 horas, avise al Servicio Técnico.
E02 – Sobretemperatura: el agua de impulsión ha superado los 95 °C.
E10 – Presión insuficiente: la presión es inferior a 0,5 bar y la caldera se bloquea.
E21 – Fallo de la sonda de ACS.
Al pulsar RESET y «+» a la vez durante 5 segundos se activa el modo deshollinador, que dura 15 minutos.

6. Mantenimiento
Haga revisar la caldera una vez al año por un técnico autorizado. Servicio de Asistencia Técnica: 900 36 12 48 (de lunes a viernes de 8:00 a 20:00).
""",
    "facts": [
        (
            "La potencia máxima en calefacción es de {n} kW.",
            23.6,
            "kw",
            ["23,6"],
        ),
        (
            "La potencia mínima en calefacción es de {n} kW.",
            4.8,
            "kw",
            ["4,8"],
        ),
        (
            "Para el agua caliente sanitaria, la potencia útil es de {n} kW.",
            27.8,
            "kw",
            ["27,8"],
        ),
        (
            "Con radiadores, la calefacción puede llegar a {n} °C.",
            80,
            "celsius",
            ["80", "ochenta"],
        ),
        (
            "Con suelo radiante, la temperatura máxima de calefacción es de {n} °C.",
            45,
            "celsius",
            ["45", "cuarenta y cinco"],
        ),
        (
            "El agua caliente sanitaria se puede subir hasta {n} °C.",
            60,
            "celsius",
            ["60", "sesenta"],
        ),
        (
            "La temperatura mínima del agua caliente sanitaria es de {n} °C.",
            38,
            "celsius",
            ["38", "treinta y ocho"],
        ),
        (
            "La protección antihielo arranca el quemador cuando el agua baja de {n} °C.",
            7,
            "celsius",
            ["7", "siete"],
            {"hedge": False},
        ),
        (
            "Cuando actúa el antihielo, la caldera calienta el agua hasta {n} °C.",
            35,
            "celsius",
            ["35", "treinta y cinco"],
        ),
        (
            "El error E02 salta si el agua de impulsión pasa de {n} °C.",
            95,
            "celsius",
            ["95", "noventa y cinco"],
            {"hedge": False},
        ),
        (
            "Fuera de las franjas horarias, la temperatura reducida es de {n} °C.",
            16,
            "celsius",
            ["16", "dieciséis"],
        ),
        (
            "La presión máxima de la instalación es de {n} bar.",
            3,
            "bar",
            ["3", "tres"],
            {"hedge": False},
        ),
        (
            "Hay que rellenar la instalación cuando la presión baja de {n} bar.",
            0.8,
            "bar",
            ["0,8"],
            {"hedge": False},
        ),
        (
            "El código E10 aparece con una presión por debajo de {n} bar.",
            0.5,
            "bar",
            ["0,5"],
            {"hedge": False},
        ),
        (
            "En funcionamiento, la caldera consume {n} W de electricidad.",
            78,
            "vatios",
            ["78"],
        ),
        (
            "En espera, el consumo eléctrico es de {n} W.",
            2.5,
            "vatios",
            ["2,5"],
        ),
        (
            "Para desbloquear el error E01 hay que mantener RESET pulsado {n} segundos.",
            2,
            "segundos",
            ["2", "dos"],
            {"hedge": False},
        ),
        (
            "El modo deshollinador se activa pulsando RESET y «+» durante {n} segundos.",
            5,
            "segundos",
            ["5", "cinco"],
            {"hedge": False},
        ),
        (
            "Entre semana, la calefacción se enciende por la mañana a las {n}.",
            "06:30",
            "time",
            ["6:30", "6.30"],
        ),
        (
            "La franja de la mañana de lunes a viernes termina a las {n}.",
            "08:30",
            "time",
            ["8:30", "8.30"],
        ),
        (
            "La franja de la tarde entre semana empieza a las {n}.",
            "18:00",
            "time",
            ["18:00", "18.00", "18 h"],
        ),
        (
            "De lunes a viernes, la calefacción se apaga por la noche a las {n}.",
            "22:30",
            "time",
            ["22:30", "22.30"],
        ),
        (
            "Los fines de semana la franja dura hasta las {n}.",
            "23:00",
            "time",
            ["23:00", "23.00", "23 h"],
        ),
        (
            "El modo deshollinador funciona durante {n} minutos.",
            15,
            "minutos",
            ["15", "quince"],
            {"swap": False, "hedge": False},
        ),
        (
            "El vaso de expansión tiene una capacidad de {n} litros.",
            8,
            "litros",
            ["8", "ocho"],
            {"swap": False},
        ),
        (
            "El teléfono del Servicio de Asistencia Técnica es el {n}.",
            "900 36 12 48",
            "phone",
            ["900 36 12 48", "900361248"],
            {"swap": False},
        ),
    ],
}
