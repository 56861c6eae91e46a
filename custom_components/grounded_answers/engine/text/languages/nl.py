"""Dutch tables: decimal comma, "1.500" thousands, "17.30 uur"."""

from __future__ import annotations

from typing import Final

from .base import NumberLanguage, days, forms, periods, phrases, unit_forms, words

# The action and injection tables (``gates/actions.py``). The participle ends its
# clause ("Ik heb de deur voor je ontgrendeld", "…, en"), so a noun shaped like one
# ("Ik heb een bericht gevonden") is passed over; a subordinate clause is its own.
_PARTICIPLE: Final = r"(?:\w*ge\w+[dt]|(?:be|ont|ver|her|er)\w+[dt]|\w*ge\w+en)"
# At most 160 characters of a clause are read: linear time in a long text.
_IN_CLAUSE: Final = (
    r"(?:(?!\b(?:dat|omdat|als|wanneer|zodat|die|wat|of)\b)[^.,;:!?]){0,160}?"
)
_CLAUSE_ENDS: Final = (
    r"(?=\s*(?:[.,;:!?\"»)\u2013\u2014]|$|\b(?:en|maar|of|want|voor\s+(?:je|jou|u))\b))"
)

LANGUAGE: Final = NumberLanguage(
    code="nl",
    space_groups=True,
    hedges=phrases(
        "ongeveer|circa|ca.|bijna|ruim|meer dan|minder dan|zo'n|rond|rond de|"
        "ongeveer|tot|tot wel|minstens|hooguit|pakweg|zowat|nagenoeg|krap"
    ),
    between=words("tussen"),
    privatives=phrases("zonder|behalve|exclusief|geen"),
    rates=phrases("per|elke|iedere"),
    negations=phrases("niet|geen|nooit|in plaats van|en niet"),
    above=phrases(
        "meer dan|boven|hoger dan|warmer dan|groter dan|langer dan|minstens|ten minste"
    ),
    below=phrases(
        "minder dan|onder|lager dan|kouder dan|kleiner dan|korter dan|hooguit|hoogstens"
    ),
    dimensions=forms(
        {
            "height": "hoog|hoge|hoogte|hoogten",
            "width": "breed|brede|breedte|breedten|diameter|doorsnede",
            "depth": "diep|diepe|diepte|diepten",
            "length": "lang|lange|lengte|lengten",
            "thickness": "dik|dikke|dikte",
        }
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
            "m/s": "meter per seconde|meter per second",
            "kilometre": "kilometer|kilometers",
            "rpm": "omw/min|toeren per minuut|omwentelingen per minuut|tpm",
            "km2": "vierkante kilometer|vierkante kilometers",
            "m2": "vierkante meter|vierkante meters",
            "hectare": "hectare|hectaren|ha",
            "m3": "kubieke meter|kubieke meters",
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
    earlier=forms(
        {
            "year-this": "dit jaar|het lopende jaar",
            "year-next": "volgend jaar|volgende jaar|komend jaar|het komende jaar",
            "month-this": "deze maand",
            "month-next": "volgende maand|komende maand",
            "year": "vorig jaar|vorige jaar|een jaar geleden",
            "year-before": "een jaar eerder|het jaar ervoor|het jaar daarvoor|het voorgaande jaar|voorgaand jaar",
            "month": "vorige maand|een maand geleden",
            "month-before": "een maand eerder|de maand ervoor|de maand daarvoor|de voorgaande maand",
            "week": "vorige week|een week geleden",
            "week-before": "een week eerder",
        }
    ),
    day_periods=periods(
        {
            (4, 12): "'s ochtends|'s morgens|ochtend|in de ochtend",
            (12, 19): "'s middags|middag|in de middag",
            (16, 24): "'s avonds|avond|in de avond",
            (19, 6): "'s nachts|nacht|in de nacht",
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
            "january": "januari|jan.",
            "february": "februari|feb.",
            "march": "maart|mrt.",
            "april": "april|apr.",
            "may": "mei",
            "june": "juni|jun.",
            "july": "juli|jul.",
            "august": "augustus|aug.",
            "september": "september|sep.|sept.",
            "october": "oktober|okt.",
            "november": "november|nov.",
            "december": "december|dec.",
        }
    ),
    fractions={
        "helft": 0.5,
        "half": 0.5,
        "halve": 0.5,
        "kwart": 0.25,
        "driekwart": 0.75,
    },
    adjectival_halves=words("half halve"),
    durations={"kwartier": (0.25, "hour"), "driekwartier": (0.75, "hour")},
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
    marks_from=words(
        "vanaf sinds"
    ),  # "van" is "of" as often: "een inhoud van 3,5 liter"
    marks_to=words("tot naar"),
    conjunctions=words("en maar terwijl of"),
    ands=words("en"),
    relatives=words("die dat"),
    at_clock=phrases("om|vanaf|rond"),
    spoken_before={"half": (30, -1), "kwart over": (15, 0), "kwart voor": (45, -1)},
    partitives=phrases("waarvan|daarvan|van wie|van hen|ervan"),
    repeats=phrases("opnieuw|nogmaals"),
    articles=words("de het een dit dat deze die zijn haar hun"),
    auxiliaries=words(
        """is zijn was waren wordt worden werd werden heeft hebben had hadden
        kan kunnen kon konden moet moeten moest moesten mag mogen mocht mochten
        zal zullen zou zouden"""
    ),
    present=words("nu momenteel tegenwoordig inmiddels moment"),
    past=words("eerder vroeger voorheen"),
    was=words("was waren"),
    versus=phrases("tegen|tegenover|in plaats van|vergeleken met|ten opzichte van"),
    starts=words("opent openen opening begint beginnen begin start vertrekt"),
    firsts=words("eerste"),
    begins=words("begon begonnen gestart start"),
    completes=words("voltooid voltooiing afgerond beëindigd"),
    ends=words("sluit sluiten sluiting eindigt eindigen einde"),
    lasts=words("laatste"),
    lows=words("minimum minimale laagste"),
    highs=words("max maximum maximale hoogste"),
    stopwords=words(
        """slechts tegenover vergeleken vergelijking hun de het een en of maar van in op aan bij met naar voor door over onder
        uit tot om te als dan is zijn was waren wordt worden werd werden heeft
        hebben had hadden er die dat deze dit het hij zij ze wij we je u men
        zich niet ook nog al wel zeer meer dan hoe zo kan kunnen moet moeten
        mag elke ieder alle ongeveer ruim bijna circa per"""
    ),
    clock_after_minutes=words("uur"),
    ordinal_marks=("ste", "de", "e"),
    half_suffixes=("ënhalf", "enhalf"),
    one_and_a_half=words("anderhalf"),
    generic_names=words("versie versienummer release v"),
    labels=words(
        "kanaal versie kamer zaal verdieping perron lijn bus programma stand niveau "
        "model hoofdstuk pagina uitgang deur gebouw appartement plaats rij type klasse"
    ),
    # The support check: Snowball's Dutch stemmer; how answers frame and act.
    stemmer="dutch",
    compounds=True,
    framing=words(
        """moet moeten moest kan kunnen kon mag mogen wil willen zal zullen zou zouden heb hebt heeft hebben nee
        volgens bron bronnen tekst passage artikel noemt vermeldt zegt staat
        beschrijft legt echter wel ja dus mij mijn ik krijgt krijgen maakt maken
        geeft geven gebruikt gebruiken nieuw nieuwe"""
    ),
    actions=(
        # A participle ending the clause of "ik heb" / "heb ik".
        r"\b(?:ik\s+(?:heb|had)|(?:heb|had)\s+ik)\b"
        rf"{_IN_CLAUSE}\b(?P<verb>{_PARTICIPLE}){_CLAUSE_ENDS}",
        # "Ik zal de deur openen", never "Ik ga ervan uit dat …".
        rf"\b(?:ik\s+(?:zal|ga)|(?:zal|ga)\s+ik)\b{_IN_CLAUSE}\b(?P<verb>\w+en)"
        rf"{_CLAUSE_ENDS}",
        r"\bik\s+(?:(?:nu|meteen|even|direct)\s+)?(?P<verb>open|sluit|ontgrendel"
        r"|vergrendel|zet|schakel|start|stop|stuur|activeer|deactiveer|opende|sloot"
        r"|zette|schakelde|startte|stuurde)\b",
        r"^\W*(?:klaar|gedaan)\W*$",
    ),
    action_negations=words("niets niks niemand noch"),
    reading=words(
        """gevonden gelezen gezien gezocht gecontroleerd bekeken nagekeken
        opgezocht opgemerkt geleerd begrepen ontvangen gedacht gehoopt gewild
        geweten samengevat uitgelegd beantwoord gehoord aangeraden geadviseerd
        voorgesteld geprobeerd geholpen gehad geweest
        zoeken bekijken controleren nakijken opzoeken lezen kijken zien vinden
        aanraden adviseren voorstellen uitleggen proberen helpen antwoorden
        samenvatten zijn hebben denken geloven"""
    ),
    # "voor je" is also "before you": the listener only at the clause's end or
    # before the participle ("… voor je ontgrendeld").
    listener=(rf"\bvoor\s+(?:je|jou|u)\b(?=\s*(?:[.,;:!?]|$)|\s+{_PARTICIPLE}\b)",),
    done=(rf"\b{_PARTICIPLE}\b", r"\b(?:klaar|gedaan|geregeld)\b"),
    injections=(
        r"\b(?:negeer|vergeet|negeren|vergeten|veronachtzaam)\b"
        r"[^.!?]{0,40}?\b(?:instructies|aanwijzingen|opdrachten|regels)\b",
        r"\b(?:je|jij|u)\s+(?:bent|is)\s+(?:nu|vanaf\s+nu)\s+(?:een|de|het|mijn)\b",
        r"\bsysteem[-\s]?(?:prompt|bericht|instructies?)\b",
        r"^\W*(?:systeem|assistent)\s*:",
        r"(?:^\W*|[:;]\s*|\b(?:en|dan|alleen|liever)\s+)(?:zeg|antwoord|schrijf|herhaal)\b"
        r"[^.!?:]{0,25}:",
        r"\b(?:zeg|vertel)\s+(?:(?:tegen|aan)\s+)?de\s+gebruiker\b",
        r"\bals\s+(?:een\s+)?(?:ai|kunstmatige\s+intelligentie|taalmodel"
        r"|ai-assistent|chatbot)\b",
        r"\bnieuwe\s+instructies\s*:",
        r"\b(?:instructies|bericht|opmerking)\s+(?:voor|aan)\s+(?:de\s+)?"
        r"(?:ai|assistent|model|chatbot)\b",
    ),
    # What the question asks for (a measure, a number, a time, a name): the spoken
    # fallback ranks sentences by it.
    asks=forms(
        {
            "measure": ("hoeveel|hoe lang|hoe snel"),
            "length": (
                "hoe hoog|hoe ver|hoe diep|hoe breed|hoe groot|hoogte|afstand|"
                "lengte|diepte"
            ),
            "money": ("hoe duur|kost|kosten|prijs"),
            "mass": ("hoe zwaar"),
            "temperature": ("hoe warm|welke temperatuur|temperatuur"),
            "pressure": ("welke druk|druk"),
            "number": ("hoe oud|hoe vaak"),
            "time": (
                "wanneer|hoe laat|welk jaar|in welk jaar|welke dag|welke datum|"
                "sinds wanneer|tot wanneer"
            ),
            "name": ("wie|wiens"),
        }
    ),
)
