"""French tables: decimal comma, spaces between thousands, "17h30"."""

from __future__ import annotations

from typing import Final

from .base import NumberLanguage, days, forms, phrases, unit_forms, words

LANGUAGE: Final = NumberLanguage(
    code="fr",
    space_groups=True,
    hedges=phrases(
        "environ|à peu près|près de|presque|plus de|moins de|quelque|quelques|"
        "autour de|approximativement|quasiment|jusqu'à|au moins|au plus|un peu plus de|"
        "un peu moins de|env."
    ),
    negations=phrases("pas|non|jamais|plutôt que|au lieu de|et non"),
    above=phrases("plus de|plus que|au-dessus de|supérieur à|supérieure à|au moins"),
    below=phrases(
        "moins de|moins que|en dessous de|en-dessous de|inférieur à|inférieure à|au plus"
    ),
    units=unit_forms(
        {
            "second": "seconde|secondes|sec",
            "minute": "minute|minutes|min",
            "hour": "heure|heures",
            "day": "jour|jours|journée|journées",
            "week": "semaine|semaines",
            "month": "mois",
            "year": "an|ans|année|années",
            "percent": "pour cent|pourcent|pour-cent|points de pourcentage",
            "degree": "degré|degrés",
            "celsius": "degrés celsius|degré celsius",
            "metre": "mètre|mètres",
            "kilometre": "kilomètre|kilomètres",
            "centimetre": "centimètre|centimètres",
            "millimetre": "millimètre|millimètres",
            "litre": "litre|litres",
            "ml": "millilitre|millilitres",
            "g": "gramme|grammes",
            "kilogram": "kilogramme|kilogrammes|kilo|kilos",
            "tonne": "tonne|tonnes",
            "euro": "euro|euros",
            "cent": "centime|centimes",
            "watt": "watt|watts",
            "kwh": "kilowattheure|kilowattheures",
            "volt": "volt|volts",
            "times": "fois",
        }
    ),
    weekdays=days(
        "lundi|lundis|lun",
        "mardi|mardis|mar",
        "mercredi|mercredis|mer",
        "jeudi|jeudis|jeu",
        "vendredi|vendredis|ven",
        "samedi|samedis|sam",
        "dimanche|dimanches|dim",
        groups={"en semaine": "1-5", "week-end": "6-7", "weekend": "6-7"},
    ),
    months=forms(
        {
            "january": "janvier",
            "february": "février",
            "march": "mars",
            "april": "avril",
            "may": "mai",
            "june": "juin",
            "july": "juillet",
            "august": "août",
            "september": "septembre",
            "october": "octobre",
            "november": "novembre",
            "december": "décembre",
        }
    ),
    fractions={
        "moitié": 0.5,
        "demi": 0.5,
        "demie": 0.5,
        "tiers": 1 / 3,
        "quart": 0.25,
        "quarts": 0.25,
        "dixième": 0.1,
    },
    multipliers={"double": 2.0, "triple": 3.0, "douzaine": 12.0, "douzaines": 12.0},
    scales={
        "mille": 1e3,
        "million": 1e6,
        "millions": 1e6,
        "milliard": 1e9,
        "milliards": 1e9,
        "md": 1e9,
        "mds": 1e9,
    },
    ones=words("un une"),
    range_from=words("de du depuis dès entre à partir"),
    range_to=words("à au jusqu'à jusqu'au et"),
    marks_from=words("dès depuis"),
    marks_to=words("jusqu'à jusqu'au"),
    conjunctions=words("et mais tandis alors ou"),
    articles=words("le la les l' un une des du ce cet cette ces son sa ses leur leurs"),
    present=words("actuellement maintenant désormais aujourd'hui"),
    past=words("auparavant précédemment avant anciennement"),
    starts=words(
        "ouvre ouvrent rouvre ouverture commence commencent début débute départ premier première"
    ),
    ends=words("ferme ferment fermeture termine terminent finit fin dernier dernière"),
    lows=words("minimum minimale minimal minimales plus basse"),
    highs=words("maximum maximale maximal maximales plus haute"),
    stopwords=words(
        """le la les l' un une des du de d' et ou mais en dans sur sous par pour
        avec sans chez entre vers à au aux ce cet cette ces son sa ses leur leurs
        il elle ils elles on nous vous je tu est sont était étaient a ont avait
        être été fait qui que qu' quoi dont où ne pas plus moins très aussi
        comme si se s' y tout tous toute toutes chaque environ près jusqu"""
    ),
    suffixes=("ements", "ement", "es", "s", "x", "e"),
    clock_after_minutes=words("h"),
    ordinal_marks=("ème", "eme", "ère", "er", "re", "e"),
    generic_names=words("version v"),
    labels=words(
        "canal version chambre salle étage quai ligne bus programme niveau modèle "
        "chapitre page sortie porte bâtiment appartement place rang type classe"
    ),
)
