"""Danish tables: decimal comma, "1.500" thousands, "kl. 17.30"."""

from __future__ import annotations

from typing import Final

from .base import NumberLanguage, days, forms, phrases, unit_forms, words

LANGUAGE: Final = NumberLanguage(
    code="da",
    space_groups=True,
    hedges=phrases(
        "omkring|ca.|ca|cirka|næsten|over|mere end|mindre end|godt|knap|op til|"
        "mindst|højst|lidt over|lidt under|cirka"
    ),
    negations=phrases("ikke|ingen|aldrig|i stedet for|og ikke"),
    above=phrases("mere end|over|højere end|varmere end|større end|mindst"),
    below=phrases("mindre end|under|lavere end|koldere end|højst"),
    units=unit_forms(
        {
            "second": "sekund|sekunder|sek",
            "minute": "minut|minutter|min",
            "hour": "time|timer",
            "day": "dag|dage|døgn",
            "week": "uge|uger",
            "month": "måned|måneder",
            "year": "år",
            "percent": "procent|procentpoint",
            "degree": "grad|grader",
            "celsius": "grader celsius",
            "metre": "meter",
            "kilometre": "kilometer",
            "centimetre": "centimeter",
            "millimetre": "millimeter",
            "litre": "liter",
            "ml": "milliliter",
            "g": "gram",
            "kilogram": "kilogram|kilo",
            "tonne": "ton",
            "euro": "euro",
            "krone": "kr.|kr|kroner|krone",
            "watt": "watt",
            "kwh": "kilowatttime|kilowatttimer",
            "times": "gange",
        }
    ),
    weekdays=days(
        "mandag|mandage",
        "tirsdag|tirsdage",
        "onsdag|onsdage",
        "torsdag|torsdage",
        "fredag|fredage",
        "lørdag|lørdage",
        "søndag|søndage",
        groups={"hverdage": "1-5", "weekend": "6-7", "weekenden": "6-7"},
    ),
    months=forms(
        {
            "january": "januar",
            "february": "februar",
            "march": "marts",
            "april": "april",
            "may": "maj",
            "june": "juni",
            "july": "juli",
            "august": "august",
            "september": "september",
            "october": "oktober",
            "november": "november",
            "december": "december",
        }
    ),
    fractions={
        "halvdelen": 0.5,
        "halvdel": 0.5,
        "halv": 0.5,
        "halvt": 0.5,
        "halve": 0.5,
        "tredjedel": 1 / 3,
        "tredjedele": 1 / 3,
        "kvart": 0.25,
        "fjerdedel": 0.25,
    },
    multipliers={"dobbelt": 2.0, "dobbelte": 2.0, "dusin": 12.0},
    scales={
        "tusind": 1e3,
        "million": 1e6,
        "millioner": 1e6,
        "mio.": 1e6,
        "mio": 1e6,
        "milliard": 1e9,
        "milliarder": 1e9,
        "mia.": 1e9,
        "mia": 1e9,
    },
    ones=words("en et"),
    range_from=words("fra mellem siden"),
    range_to=words("til og"),
    marks_from=words("fra siden"),
    marks_to=words("til"),
    conjunctions=words("og men mens eller"),
    articles=words("den det de en et hans hendes deres"),
    present=words("nu aktuelt"),
    past=words("tidligere før"),
    starts=words("åbner åbning begynder starter start afgår første"),
    ends=words("lukker lukning slutter ender sidste"),
    lows=words("minimum mindste laveste"),
    highs=words("maksimum maksimal højeste største"),
    stopwords=words(
        """en et den det de og eller men af i på til fra med ved for om under over
        efter før mellem som er var blev bliver har havde være kan skal vil må
        han hun vi jeg du man sig sin sit sine ikke også kun meget mere end så
        der her hver alle denne dette disse omkring ca cirka næsten"""
    ),
    suffixes=("erne", "ene", "er", "en", "et", "e"),
    clock_before=words("kl. klokken"),
    one_and_a_half=words("halvanden"),
    generic_names=words("version v"),
    labels=words(
        "kanal version værelse rum etage spor linje bus program niveau model kapitel "
        "side udgang dør bygning lejlighed plads række type klasse"
    ),
)
