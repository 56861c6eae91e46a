"""German tables: decimal comma, "1.500" thousands, "17.30 Uhr"."""

from __future__ import annotations

from typing import Final

from .base import NumberLanguage, days, forms, phrases, unit_forms, words

LANGUAGE: Final = NumberLanguage(
    code="de",
    space_groups=True,
    hedges=phrases(
        "etwa|ungefähr|rund|circa|ca.|ca|knapp|fast|beinahe|über|mehr als|gut|"
        "annähernd|nahezu|an die|um die|bis zu|mindestens|höchstens|weniger als|unter"
    ),
    negations=phrases("nicht|kein|keine|keinen|nie|statt|anstatt|anstelle von"),
    above=phrases(
        "mehr als|über|höher als|wärmer als|größer als|länger als|mindestens|oberhalb von"
    ),
    below=phrases(
        "weniger als|unter|niedriger als|kälter als|kleiner als|kürzer als|höchstens|unterhalb von"
    ),
    units=unit_forms(
        {
            "second": "sekunde|sekunden|sek.|sek",
            "minute": "minute|minuten|min.|min",
            "hour": "stunde|stunden|std.|std",
            "day": "tag|tage|tagen|tages",
            "week": "woche|wochen",
            "month": "monat|monate|monaten|monats",
            "year": "jahr|jahre|jahren|jahres",
            "percent": "prozent|prozentpunkte|prozentpunkten",
            "degree": "grad",
            "celsius": "grad celsius",
            "metre": "meter|metern|metres",
            "kilometre": "kilometer|kilometern",
            "centimetre": "zentimeter|zentimetern",
            "millimetre": "millimeter|millimetern",
            "litre": "liter|litern",
            "ml": "milliliter",
            "g": "gramm",
            "kilogram": "kilogramm|kilo",
            "tonne": "tonne|tonnen",
            "euro": "euro|euros",
            "cent": "cent",
            "watt": "watt",
            "kilowatt": "kilowatt",
            "kwh": "kilowattstunde|kilowattstunden",
            "volt": "volt",
            "times": "mal",
        }
    ),
    weekdays=days(
        "montag|montags|mo",
        "dienstag|dienstags|di",
        "mittwoch|mittwochs|mi",
        "donnerstag|donnerstags|do",
        "freitag|freitags|fr",
        "samstag|samstags|sonnabend|sa",
        "sonntag|sonntags|so",
        groups={
            "werktags": "1-5",
            "wochentags": "1-5",
            "werktag": "1-5",
            "wochenende": "6-7",
            "wochenenden": "6-7",
        },
    ),
    months=forms(
        {
            "january": "januar|jänner|jan.",
            "february": "februar|feb.",
            "march": "märz",
            "april": "april|apr.",
            "may": "mai",
            "june": "juni",
            "july": "juli",
            "august": "august|aug.",
            "september": "september|sept.|sep.",
            "october": "oktober|okt.",
            "november": "november|nov.",
            "december": "dezember|dez.",
        }
    ),
    fractions={
        "hälfte": 0.5,
        "halb": 0.5,
        "halbe": 0.5,
        "halben": 0.5,
        "halbes": 0.5,
        "drittel": 1 / 3,
        "viertel": 0.25,
        "fünftel": 0.2,
        "zehntel": 0.1,
        "dreiviertel": 0.75,
    },
    multipliers={
        "doppelt": 2.0,
        "doppelte": 2.0,
        "zweimal": 2.0,
        "dreimal": 3.0,
        "dreifach": 3.0,
        "dreifache": 3.0,
        "dutzend": 12.0,
    },
    scales={
        "tausend": 1e3,
        "million": 1e6,
        "millionen": 1e6,
        "mio.": 1e6,
        "mio": 1e6,
        "milliarde": 1e9,
        "milliarden": 1e9,
        "mrd.": 1e9,
        "mrd": 1e9,
    },
    ones=words("ein eine einen einem einer eines"),
    range_from=words("von ab zwischen seit"),
    range_to=words("bis und auf"),
    marks_from=words("von ab seit"),
    marks_to=words("bis auf"),
    conjunctions=words("und aber während wohingegen sondern oder"),
    articles=words(
        "der die das den dem des ein eine einen einem einer eines sein seine ihr ihre"
    ),
    present=words("jetzt derzeit aktuell zurzeit heute inzwischen mittlerweile"),
    past=words("vorher früher bisher zuvor ehemals"),
    starts=words(
        "öffnet öffnen geöffnet öffnung beginnt beginnen beginn startet start anfang erste"
    ),
    ends=words("schließt schließen schließung endet enden ende letzte"),
    lows=words(
        "mindestens minimal minimale minimalen minimum niedrigste niedrigsten kleinste"
    ),
    highs=words("maximal maximale maximalen maximum höchste höchsten größte"),
    stopwords=words(
        """der die das den dem des ein eine einen einem einer eines und oder aber
        in im ins an am auf aus bei mit nach von vom zu zum zur für über unter um
        vor hinter neben zwischen durch gegen ohne ist sind war waren wird werden
        wurde wurden hat haben hatte hatten sein seine ihr ihre es er sie wir ich
        du man sich nicht auch nur noch schon sehr mehr als wie so da dann wenn
        dass ob kann können soll sollte muss müssen darf etwa rund ca circa knapp
        fast jede jeder jedes alle dieser diese dieses dort hier bis ab pro je"""
    ),
    suffixes=("ungen", "ern", "en", "er", "es", "e", "n", "s"),
    clock_after=words("uhr"),
    capitalised_nouns=True,
    half_suffixes=("einhalb",),
    one_and_a_half=words("anderthalb eineinhalb"),
    generic_names=words("version release v"),
    labels=words(
        "kanal version zimmer raum etage stock gleis linie bus programm stufe modell "
        "kapitel seite ausgang tor haus wohnung platz reihe typ klasse"
    ),
)
