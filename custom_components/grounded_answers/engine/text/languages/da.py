"""Danish tables: decimal comma, "1.500" thousands, "kl. 17.30"."""

from __future__ import annotations

from typing import Final

from .base import NumberLanguage, days, forms, periods, phrases, unit_forms, words

# The action and injection tables (``gates/actions.py``): "jeg har" before a
# participle, never before "det", "et" or an adjective; advice ("jeg vil anbefale")
# and reading ("jeg har fundet") are no acts.
_ADVERBS: Final = r"(?:(?:nu|lige|allerede|også|netop|ikke|just)\s+)*"
_PARTICIPLE: Final = (
    r"(?!(?:det|at|meget|godt|helt|lidt|slet|blot|ret|fået|haft|været|sagt|sidst"
    r"|først|rigtigt|vigtigt|muligt|nemt|svært|let)\b)[^\W\d_]{2,}(?:et|t)"
)
_DONE: Final = (
    r"[^\W\d_]{2,}et|låst|sat|gjort|lagt|sendt|tændt|slukt|stillet|ordnet|fikset"
    r"|bestilt|klaret"
)

LANGUAGE: Final = NumberLanguage(
    code="da",
    space_groups=True,
    hedges=phrases(
        "omkring|ca.|ca|cirka|næsten|over|mere end|mindre end|godt|knap|op til|"
        "mindst|højst|lidt over|lidt under|cirka"
    ),
    between=words("mellem"),
    privatives=phrases("uden|undtagen|eksklusive|ingen|intet"),
    rates=phrases("pr.|per|hver"),
    negations=phrases("ikke|ingen|aldrig|i stedet for|og ikke"),
    above=phrases("mere end|over|højere end|varmere end|større end|mindst"),
    below=phrases("mindre end|under|lavere end|koldere end|højst"),
    dimensions=forms(
        {
            "height": "høj|høje|højt|højde",
            "width": "bred|brede|bredt|bredde|diameter",
            "depth": "dyb|dybe|dybt|dybde",
            "length": "lang|lange|langt|længde",
            "thickness": "tyk|tykke|tykt|tykkelse",
        }
    ),
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
            "m/s": "meter i sekundet|meter pr. sekund|meter per sekund",
            "kilometre": "kilometer",
            "rpm": "o/min|omdrejninger i minuttet|omdrejninger pr. minut",
            "km2": "kvadratkilometer",
            "m2": "kvadratmeter",
            "hectare": "hektar|ha",
            "m3": "kubikmeter",
            "centimetre": "centimeter",
            "millimetre": "millimeter",
            "litre": "liter",
            "ml": "milliliter",
            "g": "gram",
            "kilogram": "kilogram|kilo",
            "tonne": "ton",
            "euro": "euro",
            "krone": "kr.|kr|kroner|krone",
            "cent": "øre",  # a hundredth of a krone: "76,1 øre/kWh"
            "watt": "watt",
            "kwh": "kilowatttime|kilowatttimer",
            "times": "gange",
        }
    ),
    earlier=forms(
        {
            "year-this": "i år|i indeværende år",
            "year-next": "næste år|til næste år",
            "month-this": "denne måned|i denne måned",
            "month-next": "næste måned",
            "year": "sidste år|sidste års|for et år siden",
            "year-before": "året før|året forinden|året inden|et år tidligere|det foregående år|foregående år",
            "month": "sidste måned|for en måned siden|forrige måned",
            "month-before": "måneden før|måneden forinden|en måned tidligere|den foregående måned",
            "week": "sidste uge|forrige uge",
            "week-before": "ugen før",
        }
    ),
    day_periods=periods(
        {
            (4, 12): "om morgenen|morgenen",
            (8, 12): "om formiddagen|formiddag|formiddagen",
            (12, 19): "om eftermiddagen|eftermiddag|eftermiddagen",
            (16, 24): "om aftenen|aften|aftenen",
            (19, 6): "om natten|natten|nat",
        }
    ),
    weekdays=days(
        "mandag|mandage|mandagen|mandagene",
        "tirsdag|tirsdage|tirsdagen|tirsdagene",
        "onsdag|onsdage|onsdagen|onsdagene",
        "torsdag|torsdage|torsdagen|torsdagene",
        "fredag|fredage|fredagen|fredagene",
        "lørdag|lørdage|lørdagen|lørdagene",
        "søndag|søndage|søndagen|søndagene",
        groups={
            "hverdage": "1-5",
            "hverdagene": "1-5",
            "weekend": "6-7",
            "weekenden": "6-7",
        },
    ),
    months=forms(
        {
            "january": "januar|jan.",
            "february": "februar|feb.",
            "march": "marts|mar.",
            "april": "april|apr.",
            "may": "maj",
            "june": "juni|jun.",
            "july": "juli|jul.",
            "august": "august|aug.",
            "september": "september|sep.|sept.",
            "october": "oktober|okt.",
            "november": "november|nov.",
            "december": "december|dec.",
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
    adjectival_halves=words("halv halvt halve"),
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
    marks_to=words("til inden"),
    conjunctions=words("og men mens eller"),
    ands=words("og"),
    relatives=words("som der"),
    idioms=phrases(
        "blandt andet|blandt andre|en anden|et andet|noget andet|alt andet|intet andet"
        "|ingen anden|ingen andre|hinanden"
    ),
    at_clock=words("kl. klokken"),
    spoken_before={
        "halv": (30, -1),
        "kvart over": (15, 0),
        "kvart i": (45, -1),
        "kvart på": (45, -1),
    },
    partitives=phrases("heraf|hvoraf|af dem|af disse"),
    repeats=phrases("igen|endnu en gang"),
    articles=words("den det de en et hans hendes deres"),
    present=words("nu aktuelt øjeblikket"),
    past=words("tidligere før"),
    was=words("var"),
    versus=phrases("mod|i stedet for|sammenlignet med"),
    starts=words("åbner åbning begynder starter start afgår"),
    firsts=words("første"),
    begins=words("begyndte begyndt påbegyndt påbegyndtes startede"),
    completes=words("færdig færdiggjort færdiggjortes afsluttet afsluttedes fuldført"),
    ends=words("lukker lukning slutter ender"),
    lasts=words("sidste"),
    lows=words("minimum mindste laveste"),
    highs=words("maks maksimum maksimal højeste største"),
    stopwords=words(
        """kun blot mod sammenlignet have deres en et den det de og eller men af i på til fra med ved for om under over
        efter før mellem som er var blev bliver har havde være kan skal vil må
        han hun vi jeg du man sig sin sit sine ikke også kun meget mere end så
        der her hver alle denne dette disse omkring ca cirka næsten dog"""
    ),
    clock_before=words("kl. klokken"),
    one_and_a_half=words("halvanden"),
    generic_names=words("version versionsnummer v"),
    labels=words(
        "kanal version værelse rum etage spor linje bus program niveau model kapitel "
        "side udgang dør bygning lejlighed plads række type klasse"
    ),
    # The support check: Snowball's Danish stemmer; how answers frame and act.
    stemmer="danish",
    compounds=True,
    framing=words(
        """skal skulle kan kunne må bør har havde nej lige
        ifølge kilde kilden kilder tekst afsnit artikel nævner siger står
        beskriver forklarer dog ja altså mig min mit mine får gør giver bruger ny
        nye"""
    ),
    actions=(
        # "Jeg har låst døren op"; "jeg har fundet" is reading.
        r"\b(?:jeg\s+(?:har|havde)|(?:har|havde)\s+jeg)\s+"
        rf"{_ADVERBS}(?P<verb>{_PARTICIPLE})\b",
        r"\bjeg\s+(?:vil|skal)\s+(?:(?:nu|lige|gerne|straks)\s+)*(?P<verb>[^\W\d_]+)",
        r"\bjeg\s+(?P<verb>låser|åbner|lukker|tænder|slukker|sætter|starter|stopper"
        r"|sender|aktiverer|låste|åbnede|lukkede|tændte|slukkede|satte|startede"
        r"|stoppede|sendte|aktiverede)\b",
        r"^\W*(?:færdig|klaret|gjort)\W*$",
    ),
    action_negations=words("intet ingenting ingen hverken eller"),
    reading=words(
        """fundet læst set søgt tjekket kigget undersøgt opdaget lært forstået
        modtaget tænkt håbet villet vidst opsummeret forklaret besvaret hørt
        anbefalet foreslået prøvet hjulpet
        finde læse se søge tjekke kigge undersøge anbefale foreslå råde forklare
        prøve hjælpe svare opsummere være have sige mene tro tænke gerne vide
        forstå høre lære spørge vente"""
    ),
    listener=(r"\bfor\s+(?:dig|jer)\b",),
    done=(rf"\b(?:{_DONE})\b",),
    injections=(
        r"\b(?:ignorer|glem|se\s+bort\s+fra|tilsidesæt)\b"
        r"[^.!?]{0,40}?\b(?:instruktioner|instrukser|anvisninger|regler)\b",
        r"\bdu\s+er\s+(?:nu|fra\s+nu\s+af)\s+(?:en|et|min|mit)\b",
        r"\bsystem[-\s]?(?:prompt|besked|instruktion(?:er)?)\b",
        r"^\W*(?:system|assistent)\s*:",
        r"(?:^\W*|[:;]\s*|\b(?:og|så|kun|hellere)\s+)(?:sig|svar|skriv|gentag)\b[^.!?:]{0,25}:",
        r"\b(?:sig|fortæl)\s+(?:til\s+)?brugeren\b",
        r"\bsom\s+(?:en\s+)?(?:ai|kunstig\s+intelligens|sprogmodel|ai-assistent"
        r"|chatbot)\b",
        r"\bnye\s+instruktioner\s*:",
        r"\b(?:instruktioner|besked|note)\s+til\s+(?:ai'en|assistenten|modellen)\b",
    ),
    # What the question asks for (a measure, a number, a time, a name): the spoken
    # fallback ranks sentences by it.
    asks=forms(
        {
            "measure": ("hvor meget|hvor lang|hvor længe"),
            "length": (
                "hvor høj|hvor højt|hvor langt|hvor stor|højde|afstand|længde|dybde"
            ),
            "money": ("hvor dyr|hvor dyrt|koster|pris"),
            "mass": ("hvor tung"),
            "temperature": ("hvilken temperatur|temperatur"),
            "pressure": ("hvilket tryk|tryk"),
            "number": ("hvor mange|hvor gammel|hvor ofte"),
            "time": (
                "hvornår|hvad tid|hvilket år|hvilken dag|hvilken dato|siden hvornår"
            ),
            "name": ("hvem"),
        }
    ),
)
