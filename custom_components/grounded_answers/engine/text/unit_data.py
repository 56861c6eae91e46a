"""Unit tables for the number reader: the words and symbols of each canonical unit.

Data only, like ``number_data``: each unit is taught here once, as the forms a text may
write it in; the readers and ``numbers.units_compatible`` look them up.
"""

from __future__ import annotations

import re
from typing import Final

# canonical unit: spoken / written forms, matched case-insensitively as whole words.
_UNIT_WORD_FORMS: Final[dict[str, str]] = {
    "metre": "metre|metres|meter|meters",
    "kilometre": "kilometre|kilometres|kilometer|kilometers",
    "centimetre": "centimetre|centimetres|centimeter|centimeters",
    "millimetre": "millimetre|millimetres|millimeter|millimeters",
    "mile": "mile|miles",
    # Areas and volumes are not lengths: "40.7 km2" is no "41 kilometres".
    "km2": "square kilometre|square kilometres|square kilometer|square kilometers|sq km",
    "m2": "square metre|square metres|square meter|square meters|sq m",
    "square mile": "square mile|square miles|sq mi",
    "hectare": "hectare|hectares",
    "m3": "cubic metre|cubic metres|cubic meter|cubic meters",
    "foot": "foot|feet",
    "inch": "inch|inches",
    "yard": "yard|yards",
    "km/h": "kilometres per hour|kilometers per hour|kilometre per hour|kph|km/h",
    "mph": "miles per hour|mile per hour|mph",
    "m/s": "metres per second|meters per second|metre per second",
    "degree": "degree|degrees",
    "celsius": "degrees celsius|degree celsius|degrees centigrade|celsius|centigrade",
    "fahrenheit": "degrees fahrenheit|degree fahrenheit|fahrenheit",
    "kelvin": "kelvin|kelvins",
    "percent": "percent|per cent|per-cent|percentage points|percentage point|pct",
    "millisecond": "millisecond|milliseconds",
    "second": "second|seconds|sec|secs",
    "minute": "minute|minutes|min|mins",
    "hour": "hour|hours|hr|hrs",
    "day": "day|days",
    "week": "week|weeks",
    "fortnight": "fortnight|fortnights",
    "month": "month|months",
    "year": "year|years|yr|yrs",
    "decade": "decade|decades",
    "century": "century|centuries",
    "kilogram": "kilogram|kilograms|kilogramme|kilogrammes|kilo|kilos|kg|kgs",
    "g": "gram|grams|gramme|grammes",
    "mg": "milligram|milligrams|milligramme|milligrammes",
    "tonne": "tonne|tonnes|ton|tons|metric tons",
    "pound": "pound|pounds|lb|lbs|gbp",
    "ounce": "ounce|ounces|oz",
    "litre": "litre|litres|liter|liters",
    "ml": "millilitre|millilitres|milliliter|milliliters|ml",
    "cl": "centilitre|centilitres|centiliter|centiliters",
    "cup": "cup|cups",
    "teaspoon": "teaspoon|teaspoons|tsp",
    "tablespoon": "tablespoon|tablespoons|tbsp|tbs",
    "gallon": "gallon|gallons",
    "pint": "pint|pints",
    "watt": "watt|watts",
    "kilowatt": "kilowatt|kilowatts",
    "kwh": "kilowatt-hour|kilowatt-hours|kilowatt hour|kilowatt hours|kwh",
    "volt": "volt|volts",
    "amp": "amp|amps|ampere|amperes",
    "calorie": "calorie|calories|kilocalorie|kilocalories|kcal",
    "kilobyte": "kilobyte|kilobytes",
    "megabyte": "megabyte|megabytes",
    "gigabyte": "gigabyte|gigabytes",
    "terabyte": "terabyte|terabytes",
    "dollar": "dollar|dollars|usd",
    "euro": "euro|euros|eur",
    "cent": "cent|cents",
    "yen": "yen",
    "times": "times",
    "bar": "bar",
    "psi": "psi",
    "rpm": "rpm|revolutions per minute|rotations per minute",
    "bpm": "bpm|beats per minute",
}
# Abbreviations and symbols, case-sensitive ("m" is a metre, "M" is not), after digits.
# Latin letters, accented ones too, for the ASCII-flagged unit patterns: a unit ends
# before none ("6 sócios" holds no "s"). The long s (U+017F) is left out: it folds to
# "s", and "minute" written with it is read as "minutes" were.
LATIN_LETTERS: Final = "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u017e\u0180-\u024f"
_UNIT_SYMBOL_FORMS: Final[dict[str, str]] = {
    "metre": "m",
    "kilometre": "km",
    "km2": "km²|km2",
    "m2": "m²|m2|sqm",
    "m3": "m³|m3",  # no "ha" for hectares: Italian, Spanish, Portuguese "has"
    "centimetre": "cm",
    "millimetre": "mm",
    "mile": "mi",
    "foot": "ft",
    "km/h": "km/hr|kmh",
    "m/s": "m/s",
    "degree": "°|º",
    "celsius": "°C|ºC|℃|° C",
    "fahrenheit": "°F|ºF|℉|° F",
    "percent": "%",
    "millisecond": "ms",
    "second": "s",
    "hour": "h",
    "g": "g|gr",
    "litre": "l|L|ltr",
    "ml": "mL",
    "cl": "cl|cL",
    "watt": "W",
    "kilowatt": "kW",
    "kwh": "kWh",
    "volt": "V",
    "hertz": "Hz",
    "megahertz": "MHz",
    "gigahertz": "GHz",
    "kilobyte": "KB|kB",
    "megabyte": "MB",
    "gigabyte": "GB",
    "terabyte": "TB",
    "kibibyte": "KiB",
    "mebibyte": "MiB",
    "gibibyte": "GiB",
    "mbps": "Mbps|Mb/s",
    "hectopascal": "hPa",
    "euro": "€",
    "cent": "ct",  # "32,48 ct/kWh"
}
UNIT_WORDS: Final[dict[str, str]] = {
    form: unit
    for unit, forms in _UNIT_WORD_FORMS.items()
    for form in forms.replace("-", " ").split("|")
}
UNIT_SYMBOLS: Final[dict[str, str]] = {
    form: unit
    for unit, forms in _UNIT_SYMBOL_FORMS.items()
    for form in forms.split("|")
}
UNIT_WORD_PATTERN: Final = "|".join(
    re.escape(f).replace(r"\ ", r"[\s-]+")
    for f in sorted(
        {f for forms in _UNIT_WORD_FORMS.values() for f in forms.split("|")},
        key=len,
        reverse=True,
    )
)
UNIT_SYMBOL_PATTERN: Final = "|".join(
    re.escape(f) for f in sorted(UNIT_SYMBOLS, key=len, reverse=True)
)
# A specific unit also agrees with its generic family: "20 °C" with "20 degrees".
UNIT_PARENT: Final[dict[str, str]] = {"celsius": "degree", "fahrenheit": "degree"}
CURRENCY_SYMBOLS: Final[dict[str, str]] = {
    "$": "dollar",
    "€": "euro",
    "£": "pound",
    "¥": "yen",
}

# Units one measure is said in as well as another, and how many of the dimension's
# base unit each is: "75 minutes" is "an hour and a quarter", "1,5 kg" is "1500 g".
# Months and years are no fixed number of days; bytes are counted in two ways.
CONVERSIONS: Final[dict[str, tuple[str, float]]] = {
    "millisecond": ("time", 0.001),
    "second": ("time", 1.0),
    "minute": ("time", 60.0),
    "hour": ("time", 3600.0),
    "day": ("time", 86400.0),
    "week": ("time", 604800.0),
    "mg": ("mass", 0.001),
    "g": ("mass", 1.0),
    "kilogram": ("mass", 1000.0),
    "tonne": ("mass", 1e6),
    "millimetre": ("length", 0.001),
    "centimetre": ("length", 0.01),
    "metre": ("length", 1.0),
    "kilometre": ("length", 1000.0),
    "ml": ("volume", 0.001),
    "cl": ("volume", 0.01),
    "litre": ("volume", 1.0),
    "watt": ("power", 1.0),
    "kilowatt": ("power", 1000.0),
}
