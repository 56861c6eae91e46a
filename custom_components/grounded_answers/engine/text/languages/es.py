"""Spanish tables: decimal comma, "1.500" thousands."""

from __future__ import annotations

from typing import Final

from .base import NumberLanguage, days, forms, phrases, unit_forms, words

LANGUAGE: Final = NumberLanguage(
    code="es",
    space_groups=True,
    hedges=phrases(
        "unos|unas|aproximadamente|cerca de|casi|más de|menos de|alrededor de|"
        "en torno a|hasta|al menos|como mucho|aprox.|poco más de|poco menos de"
    ),
    negations=phrases("no|nunca|en lugar de|en vez de|y no"),
    above=phrases("más de|más que|por encima de|superior a|al menos"),
    below=phrases("menos de|menos que|por debajo de|inferior a|como mucho"),
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
            "kilometre": "kilómetro|kilómetros",
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
            "january": "enero",
            "february": "febrero",
            "march": "marzo",
            "april": "abril",
            "may": "mayo",
            "june": "junio",
            "july": "julio",
            "august": "agosto",
            "september": "septiembre|setiembre",
            "october": "octubre",
            "november": "noviembre",
            "december": "diciembre",
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
    multipliers={"doble": 2.0, "triple": 3.0, "docena": 12.0, "docenas": 12.0},
    scales={"mil": 1e3, "millón": 1e6, "millones": 1e6, "mil millones": 1e9},
    ones=words("un una uno"),
    range_from=words("de desde entre"),
    range_to=words("a hasta y"),
    marks_from=words("desde"),
    marks_to=words("hasta"),
    conjunctions=words("y e pero mientras que o"),
    articles=words("el la los las un una unos unas su sus este esta estos estas"),
    present=words("ahora actualmente hoy"),
    past=words("antes anteriormente"),
    starts=words(
        "abre abren apertura empieza empiezan comienza comienzo inicia inicio sale primer primera"
    ),
    ends=words("cierra cierran cierre termina terminan acaba fin último última"),
    lows=words("mínimo mínima mínimos mínimas"),
    highs=words("máximo máxima máximos máximas"),
    stopwords=words(
        """el la los las un una unos unas y e o u pero de del al a en con sin por
        para sobre entre hacia desde hasta es son fue fueron era eran está están
        ha han había ser estar se su sus lo le les que quien cual cuyo donde como
        cuando no más menos muy también ya este esta estos estas ese esa cada
        todo todos toda todas aproximadamente unos cerca casi"""
    ),
    suffixes=("es", "s"),
    clock_after_minutes=words("h"),
    ordinal_marks=("º", "ª", "o", "a"),
    generic_names=words("versión version v"),
    labels=words(
        "canal versión habitación sala planta piso andén línea autobús programa nivel "
        "modelo capítulo página salida puerta edificio apartamento plaza fila tipo"
    ),
)
