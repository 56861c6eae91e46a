"""Dutch tables: decimal comma, "1.500" thousands, "17.30 uur"."""

from __future__ import annotations

from typing import Final

from .base import NumberLanguage, days, forms, phrases, unit_forms, words

LANGUAGE: Final = NumberLanguage(
    code="nl",
    space_groups=True,
    hedges=phrases(
        "ongeveer|circa|ca.|bijna|ruim|meer dan|minder dan|zo'n|rond|rond de|"
        "ongeveer|tot|tot wel|minstens|hooguit|pakweg|zowat|nagenoeg|krap"
    ),
    negations=phrases("niet|geen|nooit|in plaats van|en niet"),
    above=phrases(
        "meer dan|boven|hoger dan|warmer dan|groter dan|langer dan|minstens|ten minste"
    ),
    below=phrases(
        "minder dan|onder|lager dan|kouder dan|kleiner dan|korter dan|hooguit|hoogstens"
    ),
    units=unit_forms(
        {
            "second": "seconde|seconden|sec",
            "minute": "minuut|minuten|min",
            "hour": "uur|uren",
            "day": "dag|dagen",
            "week": "week|weken",
            "month": "maand|maanden",
            "year": "jaar|jaren",
            "percent": "procent|procentpunt|procentpunten",
            "degree": "graden|graad",
            "celsius": "graden celsius",
            "metre": "meter|meters",
            "kilometre": "kilometer|kilometers",
            "centimetre": "centimeter|centimeters",
            "millimetre": "millimeter|millimeters",
            "litre": "liter|liters",
            "ml": "milliliter|milliliters",
            "g": "gram|grammen",
            "kilogram": "kilogram|kilo|kilo's",
            "tonne": "ton",
            "euro": "euro|euro's",
            "cent": "cent",
            "watt": "watt",
            "kwh": "kilowattuur",
            "times": "keer|maal",
        }
    ),
    weekdays=days(
        "maandag|maandags|ma",
        "dinsdag|dinsdags|di",
        "woensdag|woensdags|wo",
        "donderdag|donderdags|do",
        "vrijdag|vrijdags|vr",
        "zaterdag|zaterdags|za",
        "zondag|zondags|zo",
        groups={
            "doordeweeks": "1-5",
            "werkdagen": "1-5",
            "weekend": "6-7",
            "weekenden": "6-7",
        },
    ),
    months=forms(
        {
            "january": "januari",
            "february": "februari",
            "march": "maart",
            "april": "april",
            "may": "mei",
            "june": "juni",
            "july": "juli",
            "august": "augustus",
            "september": "september",
            "october": "oktober",
            "november": "november",
            "december": "december",
        }
    ),
    fractions={
        "helft": 0.5,
        "half": 0.5,
        "halve": 0.5,
        "kwart": 0.25,
        "driekwart": 0.75,
    },
    multipliers={
        "dubbel": 2.0,
        "dubbele": 2.0,
        "tweemaal": 2.0,
        "driemaal": 3.0,
        "dozijn": 12.0,
    },
    scales={
        "duizend": 1e3,
        "miljoen": 1e6,
        "miljoenen": 1e6,
        "mln": 1e6,
        "miljard": 1e9,
        "mld": 1e9,
    },
    ones=words("een één"),
    range_from=words("van vanaf tussen sinds"),
    range_to=words("tot en naar"),
    day_ranges=phrases("tot en met|t/m"),
    marks_from=words("van vanaf sinds"),
    marks_to=words("tot naar"),
    conjunctions=words("en maar terwijl of"),
    articles=words("de het een dit dat deze die zijn haar hun"),
    present=words("nu momenteel tegenwoordig inmiddels"),
    past=words("eerder vroeger voorheen"),
    starts=words("opent openen opening begint beginnen begin start vertrekt eerste"),
    ends=words("sluit sluiten sluiting eindigt eindigen einde laatste"),
    lows=words("minimum minimale laagste"),
    highs=words("maximum maximale hoogste"),
    stopwords=words(
        """de het een en of maar van in op aan bij met naar voor door over onder
        uit tot om te als dan is zijn was waren wordt worden werd werden heeft
        hebben had hadden er die dat deze dit het hij zij ze wij we je u men
        zich niet ook nog al wel zeer meer dan hoe zo kan kunnen moet moeten
        mag elke ieder alle ongeveer ruim bijna circa per"""
    ),
    suffixes=("en", "s", "e"),
    clock_after_minutes=words("uur"),
    ordinal_marks=("ste", "de", "e"),
    half_suffixes=("ënhalf", "enhalf"),
    one_and_a_half=words("anderhalf"),
    generic_names=words("versie release v"),
    labels=words(
        "kanaal versie kamer zaal verdieping perron lijn bus programma stand niveau "
        "model hoofdstuk pagina uitgang deur gebouw appartement plaats rij type klasse"
    ),
)
