"""Spanish tables: decimal comma, "1.500" thousands."""

from __future__ import annotations

from typing import Final

from .base import NumberLanguage, days, forms, periods, phrases, unit_forms, words

# The action and injection tables (``gates/actions.py``): "he" is only ever "I have".
_CLITICS: Final = r"(?:(?:ya|te|le|les|lo|la|los|las|os|se|me|nos)\s+){0,3}"
_ADVERBS: Final = r"(?:(?:ya|también|ahora|recién|todo)\s+)*"
_PARTICIPLE: Final = (
    r"[^\W\d_]{2,}(?:ado|ada|ados|adas|ido|ida|idos|idas)|abierto|abierta|puesto"
    r"|puesta|hecho|hecha|escrito|vuelto|resuelto|cubierto|dicho|visto"
)

LANGUAGE: Final = NumberLanguage(
    code="es",
    space_groups=True,
    hedges=phrases(
        "unos|unas|aproximadamente|cerca de|casi|más de|menos de|alrededor de|"
        "en torno a|hasta|al menos|como mucho|aprox.|poco más de|poco menos de|"
        "ronda|rondan|rondaba|rondaban|rondó|rondado|rondará|roza|rozaba|rozó"
    ),
    between=words("entre"),
    privatives=phrases("sin|salvo|excepto|ningún|ninguna"),
    rates=phrases("por|cada|a la|al"),
    negations=phrases("no|nunca|en lugar de|en vez de|y no"),
    above=phrases("más de|más que|por encima de|superior a|al menos"),
    below=phrases("menos de|menos que|por debajo de|inferior a|como mucho"),
    dimensions=forms(
        {
            "height": "alto|alta|altos|altas|altura|alturas|altitud",
            "width": "ancho|ancha|anchos|anchas|anchura|diámetro",
            "depth": "fondo|profundo|profunda|profundos|profundas|profundidad",
            "length": "largo|larga|largos|largas|longitud",
            "thickness": "grueso|gruesa|grosor|espesor",
        }
    ),
    units=unit_forms(
        {
            "second": "segundo|segundos|seg",
            "minute": "minuto|minutos|min",
            "hour": "hora|horas",
            "day": "día|días",
            "week": "semana|semanas",
            "month": "mes|meses",
            "year": "año|años",
            "percent": "por ciento|porciento|puntos porcentuales",
            "degree": "grado|grados",
            "celsius": "grados celsius|grado celsius|grados centígrados",
            "metre": "metro|metros",
            "m/s": "metros por segundo|metro por segundo",
            "kilometre": "kilómetro|kilómetros",
            "km/h": "kilómetros por hora|kilómetro por hora|kilómetros/hora|km/hora",
            "rpm": "rpm|revoluciones por minuto",
            "km2": "kilómetro cuadrado|kilómetros cuadrados",
            "m2": "metro cuadrado|metros cuadrados",
            "hectare": "hectárea|hectáreas",
            "m3": "metro cúbico|metros cúbicos",
            "centimetre": "centímetro|centímetros",
            "millimetre": "milímetro|milímetros",
            "litre": "litro|litros",
            "ml": "mililitro|mililitros",
            "g": "gramo|gramos",
            "kilogram": "kilogramo|kilogramos|kilo|kilos",
            "tonne": "tonelada|toneladas",
            "euro": "euro|euros",
            "cent": "céntimo|céntimos",
            "watt": "vatio|vatios|watt|watts",
            "kwh": "kilovatio hora|kilovatios hora",
            "times": "veces",
        }
    ),
    earlier=forms(
        {
            "year-this": "este año|en el año en curso",
            "year-next": "el próximo año|el año que viene|el año próximo|próximo año",
            "month-this": "este mes",
            "month-next": "el próximo mes|el mes que viene",
            "year": "el año pasado|hace un año",
            "year-before": "el año anterior|un año antes|el ejercicio anterior",
            "month": "el mes pasado|hace un mes",
            "month-before": "el mes anterior|un mes antes",
            "week": "la semana pasada",
            "week-before": "la semana anterior",
        }
    ),
    day_periods=periods(
        {
            (4, 12): "de la mañana|por la mañana|en la mañana",
            (12, 21): "de la tarde|por la tarde|en la tarde",
            (19, 6): "de la noche|por la noche|en la noche",
        }
    ),
    weekdays=days(
        "lunes",
        "martes",
        "miércoles",
        "jueves",
        "viernes",
        "sábado|sábados",
        "domingo|domingos",
        groups={
            "entre semana": "1-5",
            "días laborables": "1-5",
            "laborables": "1-5",
            "fin de semana": "6-7",
            "fines de semana": "6-7",
        },
    ),
    months=forms(
        {
            "january": "enero|ene.",
            "february": "febrero|feb.",
            "march": "marzo",
            "april": "abril|abr.",
            "may": "mayo",
            "june": "junio|jun.",
            "july": "julio|jul.",
            "august": "agosto|ago.",
            "september": "septiembre|setiembre|sep.|sept.",
            "october": "octubre|oct.",
            "november": "noviembre|nov.",
            "december": "diciembre|dic.",
        }
    ),
    fractions={
        "mitad": 0.5,
        "medio": 0.5,
        "media": 0.5,
        "tercio": 1 / 3,
        "tercera parte": 1 / 3,
        "cuarta parte": 0.25,
    },
    adjectival_halves=words("medio media"),
    ordinal_fractions={"cuarto": 0.25},
    multipliers={"doble": 2.0, "triple": 3.0, "docena": 12.0, "docenas": 12.0},
    scales={"mil": 1e3, "millón": 1e6, "millones": 1e6, "mil millones": 1e9},
    ones=words("un una uno"),
    range_from=words("de desde entre"),
    range_to=words("a hasta y"),
    marks_from=words("desde"),
    marks_to=words("hasta"),
    conjunctions=words("y e pero mientras que o"),
    ands=words("y e con"),  # "12 euros con 50", "dos horas con quince minutos"
    relatives=words("que quien quienes"),
    at_clock=phrases("las"),
    spoken_after={"y media": (30, 0), "y cuarto": (15, 0), "menos cuarto": (45, -1)},
    partitives=phrases(
        "de ellos|de ellas|de los cuales|de las cuales|de los que|de las que|de estos|de estas"
    ),
    unit_links=words("de"),
    repeats=phrases("de nuevo|otra vez|nuevamente"),
    articles=words("el la los las un una unos unas su sus este esta estos estas"),
    present=words("ahora actualmente hoy momento"),
    past=words("antes anteriormente"),
    was=words("era eran"),
    versus=phrases(
        "frente a|frente al|frente a los|en lugar de|en vez de|comparado con|respecto a|respecto al"
    ),
    starts=words(
        "abre abren apertura empieza empiezan comienza comienzo inicia inicio sale"
    ),
    firsts=words("primer primera"),
    short_ordinals=words("tercer"),
    begins=words(
        "comenzó comenzaron comenzado empezó empezaron iniciaron inició comienzo inicio"
    ),
    completes=words(
        "terminó terminaron terminado concluyó concluyeron finalizó completó"
    ),
    ends=words("cierra cierran cierre termina terminan acaba fin"),
    lasts=words("último última"),
    lows=words("mín mínimo mínima mínimos mínimas"),
    highs=words("máx máximo máxima máximos máximas"),
    stopwords=words(
        """solo sólo solamente únicamente frente comparación comparado contra tiene tienen tenía tenían hay estaba estaban el la los las un una unos unas y e o u pero de del al a en con sin por
        para sobre entre hacia desde hasta es son fue fueron era eran está están
        ha han había ser estar se su sus lo le les que quien cual cuyo donde como
        cuando no más menos muy también ya este esta estos estas ese esa cada
        todo todos toda todas aproximadamente unos cerca casi"""
    ),
    clock_after_minutes=words("h"),
    ordinal_marks=("º", "ª", "o", "a"),
    generic_names=words("versión version v"),
    labels=words(
        "canal versión habitación sala planta piso andén línea autobús programa nivel "
        "modelo capítulo página salida puerta edificio apartamento plaza fila tipo"
    ),
    # The support check: Snowball's Spanish stemmer; how answers frame and act.
    stemmer="spanish",
    framing=words(
        """debe deben debes puede pueden puedes hay tiene tienen
        según fuente fuentes texto pasaje artículo menciona indica dice dicen
        explica describe señala sin embargo sí pues así me mi mis yo obtiene hace
        hacen da dan usa usan utiliza utilizan nuevo nueva"""
    ),
    actions=(
        # "He desbloqueado", "ya te he abierto"; "he aquí" is no act.
        rf"\b{_CLITICS}he\s+{_ADVERBS}(?P<verb>{_PARTICIPLE})\b",
        r"\b(?:voy\s+a|acabo\s+de|iré\s+a)\s+(?P<verb>[^\W\d_]+(?:ar|er|ir)"
        r"(?:te|le|lo|la|les|los|las|me|se)?)\b",
        r"\bestoy\s+(?P<verb>[^\W\d_]+(?:ando|iendo))\b",
        r"\b(?P<verb>desbloqueé|bloqueé|abrí|cerré|encendí|apagué|activé|desactivé"
        r"|configuré|ajusté|puse|envié|mandé|hice|programé)\b",
        r"^\W*(?:hecho|listo)\W*$",
    ),
    action_negations=words("ningún ninguna ninguno nada nadie tampoco ni"),
    reading=words(
        """encontrado leído visto buscado revisado consultado comprobado verificado
        mirado notado aprendido entendido comprendido recibido pensado creído
        sabido querido esperado resumido explicado respondido oído escuchado
        buscar revisar consultar mirar leer ver encontrar comprobar verificar
        recomendar aconsejar sugerir proponer explicar intentar responder ayudar
        resumir ser estar tener pensar creer
        buscando revisando consultando mirando leyendo comprobando verificando
        pensando explicando intentando ayudando sido estado tenido"""
    ),
    listener=(r"\bpara\s+(?:ti|usted|ustedes|vosotros|vosotras)\b",),
    done=(rf"\b(?:{_PARTICIPLE})\b", r"\b(?:listo|lista|hecho)\b"),
    injections=(
        r"\b(?:ignora[rd]?|ignore|olvida[rd]?|olvide|haz\s+caso\s+omiso\s+de|omite)\b"
        r"[^.!?]{0,40}?\b(?:instrucciones|indicaciones|reglas|órdenes|directrices)\b",
        r"\b(?:ahora\s+(?:eres|es\s+usted)|(?:eres|es\s+usted)\s+ahora)\s+"
        r"(?:un|una|mi|el|la)\b",
        r"\b(?:prompt|mensaje|instrucciones|indicaciones)\s+del\s+sistema\b",
        r"^\W*(?:sistema|asistente)\s*:",
        r"(?:^\W*|[:;]\s*|\b(?:y|luego|después|solo|mejor)\s+)(?:di|diga|responde|responda"
        r"|escribe|escriba|repite|repita)\b[^.!?:]{0,25}:",
        r"\b(?:dile|dígale|di|diga)\s+al\s+usuario\b",
        r"\bcomo\s+(?:una\s+)?(?:ia|inteligencia\s+artificial|modelo\s+de\s+lenguaje"
        r"|asistente\s+de\s+ia)\b",
        r"\bnuevas\s+instrucciones\s*:",
        r"\b(?:instrucciones|mensaje|nota)\s+para\s+(?:la\s+ia|el\s+asistente|el\s+modelo)\b",
    ),
    # What the question asks for (a measure, a number, a time, a name): the spoken
    # fallback ranks sentences by it.
    asks=forms(
        {
            "measure": ("cuánto|cuánta|^cuanto|^cuanta"),
            "length": (
                "qué altura|altura|altitud|distancia|longitud|profundidad|"
                "qué tan alto|qué tan alta|cuán alto|cuán alta|cuánto mide|"
                "a qué distancia"
            ),
            "money": ("qué precio|cuesta|cuestan|precio"),
            "temperature": ("qué temperatura|temperatura"),
            "pressure": ("qué presión|presión"),
            "number": ("^cuantos|^cuantas|cuántos|cuántas|qué edad|cada cuánto"),
            "time": (
                "cuándo|^cuando|qué año|en qué año|a qué hora|qué hora|qué día|"
                "qué fecha|desde cuándo|hasta cuándo"
            ),
            "name": ("quién|quiénes|^quien|^quienes"),
        }
    ),
)
