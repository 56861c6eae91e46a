"""French tables: decimal comma, spaces between thousands, "17h30"."""

from __future__ import annotations

from typing import Final

from .base import NumberLanguage, days, forms, periods, phrases, unit_forms, words

# The action and injection tables (``gates/actions.py``): "j'ai", "je vous l'ai",
# "je n'ai" before a participle, never before a noun ("J'ai une bonne nouvelle").
_AI: Final = (
    r"\b(?:j'\s*|je\s+(?:n'\s*|ne\s+)?(?:(?:vous|te|lui|leur|les|la|le|y|en|me|nous)\s+"
    r"|[tlm]'\s*){0,2})(?:ai|avais)\s+"
)
_ADVERBS: Final = (
    r"(?:(?:déjà|bien|aussi|enfin|maintenant|tout|pas|jamais|rien|encore|vite)\s+)*"
)
_PARTICIPLE: Final = (
    r"(?!(?:aussi|ici|lui|parmi|merci|depuis|voici|ceci|celui|ainsi|midi|lundi|mardi"
    r"|mercredi|jeudi|vendredi|samedi|plus|tout|tous|du|vu|nous|vous|sous|dessus|mais"
    r"|jamais|depuis|puis|oui|souci|menu|bus|jus|refus|fois|mois|trois|parfois)\b)"
    r"[^\W\d_]{2,}(?:é|ée|és|ées|i|ie|is|ies|it|ite|its|u|ue|us|ert|erte|erts|eint"
    r"|einte)"
)

LANGUAGE: Final = NumberLanguage(
    code="fr",
    space_groups=True,
    hedges=phrases(
        "environ|à peu près|près de|presque|plus de|moins de|quelque|quelques|"
        "autour de|approximativement|quasiment|jusqu'à|au moins|au plus|un peu plus de|"
        "un peu moins de|env.|avoisine|avoisinait|avoisiné|frôle|frôlait|frôlé"
    ),
    between=words("entre"),
    privatives=phrases("sans|sauf|hors|aucun|aucune"),
    rates=phrases("par|chaque|à la|au"),
    negations=phrases("pas|non|jamais|plutôt que|au lieu de|et non"),
    above=phrases("plus de|plus que|au-dessus de|supérieur à|supérieure à|au moins"),
    below=phrases(
        "moins de|moins que|en dessous de|en-dessous de|inférieur à|inférieure à|au plus"
    ),
    dimensions=forms(
        {
            "height": "haut|haute|hauts|hautes|hauteur|hauteurs|altitude",
            "width": "large|larges|largeur|largeurs|diamètre",
            "depth": "profond|profonde|profonds|profondes|profondeur|profondeurs",
            "length": "long|longue|longs|longues|longueur|longueurs",
            "thickness": "épais|épaisse|épaisses|épaisseur",
        }
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
            "m/s": "mètres par seconde|mètre par seconde|mètres/seconde",
            "kilometre": "kilomètre|kilomètres",
            "km/h": "kilomètres par heure|kilomètre par heure|kilomètres/heure|km/heure",
            "rpm": "tr/min|tours par minute|tours/minute",
            "km2": "kilomètre carré|kilomètres carrés",
            "m2": "mètre carré|mètres carrés",
            "hectare": "hectare|hectares|ha",
            "m3": "mètre cube|mètres cubes",
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
    earlier=forms(
        {
            "year-this": "cette année|l'année en cours",
            "year-next": "l'année prochaine|l'an prochain",
            "month-this": "ce mois-ci|ce mois",
            "month-next": "le mois prochain",
            "year": "l'an dernier|l'année dernière|l'an passé|l'année passée|il y a un an",
            "year-before": "l'année précédente|un an plus tôt|un an auparavant|l'exercice précédent",
            "month": "le mois dernier|le mois passé|il y a un mois",
            "month-before": "le mois précédent|un mois plus tôt|un mois auparavant",
            "week": "la semaine dernière|la semaine passée",
            "week-before": "la semaine précédente",
        }
    ),
    day_periods=periods(
        {
            (4, 12): "du matin|le matin|matin|matinée",
            (12, 19): "de l'après-midi|l'après-midi|après-midi",
            (16, 24): "du soir|le soir|soir|soirée",
            (19, 6): "de la nuit|la nuit|nuit",
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
            "january": "janvier|janv.",
            "february": "février|févr.",
            "march": "mars",
            "april": "avril|avr.",
            "may": "mai",
            "june": "juin",
            "july": "juillet|juil.",
            "august": "août",
            "september": "septembre|sept.",
            "october": "octobre|oct.",
            "november": "novembre|nov.",
            "december": "décembre|déc.",
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
    adjectival_halves=words("demi demie"),
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
    marks_to=words("jusqu'à jusqu'au avant"),
    conjunctions=words("et mais tandis alors ou"),
    ands=words("et"),
    relatives=words("qui"),
    idioms=phrases("tous deux|toutes deux"),  # "tous les deux ans" is every two years
    at_clock=phrases("à|dès|avant|après|vers|à partir de"),
    spoken_after={
        "heures et demie": (30, 0),
        "heure et demie": (30, 0),
        "h et demie": (30, 0),
        "heures et quart": (15, 0),
        "heures moins le quart": (45, -1),
    },
    partitives=phrases("dont|d'entre eux|d'entre elles"),
    unit_links=words("de d'"),
    repeats=phrases("de nouveau|à nouveau|encore une fois"),
    articles=words("le la les l' un une des du ce cet cette ces son sa ses leur leurs"),
    present=words("actuellement maintenant désormais aujourd'hui moment"),
    past=words("auparavant précédemment avant anciennement"),
    was=words("était étaient"),
    versus=phrases("contre|au lieu de|par rapport à|comparé à"),
    starts=words(
        "ouvre ouvrent rouvre ouverture commence commencent début débute départ"
    ),
    firsts=words("premier première"),
    begins=words("commencé commencée commencèrent commença débuté débutèrent début"),
    completes=words("achevé achevée achevés achèvement terminé terminée terminés"),
    ends=words("ferme ferment fermeture termine terminent finit fin"),
    lasts=words("dernier dernière"),
    lows=words("min minimum minimale minimal minimales basse"),
    highs=words("max maximum maximale maximal maximales"),  # "haute" is a height
    stopwords=words(
        """seulement uniquement comparé comparée comparativement contre le la les l' un une des du de d' et ou mais en dans sur sous par pour
        avec sans chez entre vers à au aux ce cet cette ces son sa ses leur leurs
        il elle ils elles on nous vous je tu est sont était étaient a ont avait
        être été fait qui que qu' quoi dont où ne pas plus moins très aussi
        comme si se s' y tout tous toute toutes chaque environ près jusqu"""
    ),
    clock_after_minutes=words("h heure heures"),
    ordinal_marks=("ème", "eme", "ère", "er", "re", "e"),
    generic_names=words("version v"),
    labels=words(
        "canal version chambre salle étage quai ligne bus programme niveau modèle "
        "chapitre page sortie porte bâtiment appartement place rang type classe"
    ),
    # The support check: Snowball's French stemmer; how answers frame and act.
    stemmer="french",
    framing=words(
        """doit doivent devez dois peut peuvent pouvez faut faudrait oui
        selon d'après source sources texte passage article mentionne indique
        dit précise explique décrit cite qu qu'il qu'elle c'est c'était n'est
        cependant toutefois oui donc alors ainsi me moi mon ma mes obtient obtenu
        fait font faire donne donnent utilise utilisé utilisée nouveau nouvelle"""
    ),
    actions=(
        # "J'ai déverrouillé", "je vous l'ai ouverte"; reading ("j'ai trouvé") is not.
        rf"{_AI}{_ADVERBS}(?P<verb>{_PARTICIPLE})\b",
        r"\bje\s+(?:vais|viens\s+d[e']|suis\s+en\s+train\s+de)\s*"
        r"(?:(?:vous|te|lui|le|la|les|leur)\s+|[lt]'\s*){0,2}(?P<verb>[^\W\d_]+)",
        r"\bje\s+(?:(?:vous|te|le|la|les)\s+|[lt]'\s*)?(?P<verb>lance|ouvre|ferme"
        r"|déverrouille|verrouille|allume|éteins|règle|active|désactive|envoie"
        r"|m'en\s+occupe)\b",
        r"^\W*(?:c'est\s+fait|voilà\s+qui\s+est\s+fait|fait|terminé)\W*$",
    ),
    action_negations=phrases("ne|n'|aucun|aucune|rien|personne|guère|ni"),
    reading=words(
        """trouvé trouvée trouvés trouvées lu lue vu vue cherché recherché vérifié
        regardé consulté noté remarqué appris compris reçu pensé cru su voulu
        espéré résumé expliqué répondu entendu relu parcouru
        chercher rechercher vérifier regarder consulter lire voir trouver
        recommander conseiller suggérer proposer expliquer essayer répondre aider
        résumer être avoir penser croire été eu"""
    ),
    listener=(r"\bpour\s+(?:vous|toi)\b",),
    # Offered to the listener: "-é" participles and a few others, not "-i", "-u",
    # "-is" words, which are as often nouns ("menu", "nuit", "avis").
    done=(
        r"\b(?:[^\W\d_]{2,}(?:é|ée|és|ées)|ouverte?s?|éteinte?s?|mise?s?|faite?s?"
        r"|prise?s?)\b",
        r"\bc'est\s+fait\b",
    ),
    injections=(
        r"\b(?:ignore[zr]?|oublie[zr]?|néglige[zr]?|ne\s+tiens\s+pas\s+compte)\b"
        r"[^.!?]{0,40}?\b(?:instructions?|consignes?|règles|directives)\b",
        r"\b(?:tu\s+es|vous\s+êtes)\s+(?:maintenant|désormais|à\s+présent)\s+"
        r"(?:un|une|mon|ma|le|la)\b",
        r"\b(?:prompt|invite|message|instructions?)\s+(?:du\s+)?système\b",
        r"^\W*(?:système|assistant)\s*:",
        r"(?:^\W*|[:;]\s*|\b(?:et|puis|plutôt|seulement)\s+)(?:dis|dites|réponds|répondez"
        r"|écris|écrivez|répète|répétez)\b[^.!?:]{0,25}:",
        r"\b(?:dis|dites|annonce[zr]?)\s+à\s+l'\s*utilisat(?:eur|rice)\b",
        r"\ben\s+tant\s+qu'\s*(?:ia|intelligence\s+artificielle|assistant\s+(?:ia|virtuel)"
        r"|modèle\s+de\s+langage)\b",
        r"\bnouvelles?\s+(?:instructions?|consignes?)\s*:",
        r"\b(?:instructions?|consignes?|message|note)\s+(?:à|pour)\s+l'\s*(?:ia|assistant)\b",
    ),
    # What the question asks for (a measure, a number, a time, a name): the spoken
    # fallback ranks sentences by it.
    asks=forms(
        {
            "measure": ("combien"),
            "length": (
                "quelle hauteur|quelle taille|quelle longueur|quelle distance|"
                "hauteur|altitude|distance|longueur|profondeur|combien mesure|"
                "à quelle distance"
            ),
            "money": ("quel prix|coûte|coûtent|prix|tarif"),
            "mass": ("quel poids"),
            "temperature": ("quelle température|température"),
            "pressure": ("quelle pression|pression"),
            "number": ("quel âge|à quelle fréquence"),
            "time": (
                "quand|quelle année|en quelle année|à quelle heure|quelle heure|"
                "quelle date|quel jour|depuis quand|jusqu'à quand"
            ),
            "name": ("^qui|c'est qui|par qui|de qui|à qui"),
        }
    ),
)
