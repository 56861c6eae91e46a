"""German tables: decimal comma, "1.500" thousands, "17.30 Uhr"."""

from __future__ import annotations

from typing import Final

from .base import NumberLanguage, days, forms, periods, phrases, unit_forms, words

# Action and injection tables (``gates/actions.py``): a lower-case participle (nouns
# are capitalised) ends its clause: "… für dich geöffnet", "…, und"; a subclause too.
_PARTICIPLE: Final = (
    r"(?-i:[a-zäöüß]*ge[a-zäöüß]+(?:t|en)|(?:be|ent|er|ver|zer|miss)[a-zäöüß]+t"
    r"|[a-zäöüß]+iert)"
)
_INFINITIVE: Final = r"(?-i:[a-zäöüß]+(?:en|ern|eln))"
# At most 160 characters of a clause are read: linear time in a long text.
_IN_CLAUSE: Final = r"(?:(?!\b(?:dass|weil|wenn|ob|damit|obwohl)\b)[^.,;:!?]){0,160}?"
_CLAUSE_ENDS: Final = (
    r"(?=\s*(?:[.,;:!?\"»)\u2013\u2014]|$|\b(?:und|oder|aber|sondern|denn)\b"
    r"|für\s+(?:dich|euch|(?-i:Sie))\b))"
)

LANGUAGE: Final = NumberLanguage(
    code="de",
    space_groups=True,
    hedges=phrases(
        "etwa|ungefähr|rund|circa|ca.|ca|knapp|fast|beinahe|über|mehr als|gut|"
        "annähernd|nahezu|an die|um die|bis zu|mindestens|höchstens|weniger als|unter"
    ),
    between=words("zwischen"),
    privatives=phrases("ohne|außer|ausgenommen|kein|keine|keinen|keinem|keiner"),
    rates=phrases("pro|je"),
    negations=phrases("nicht|kein|keine|keinen|nie|statt|anstatt|anstelle von"),
    above=phrases(
        "mehr als|über|höher als|wärmer als|größer als|länger als|mindestens|oberhalb von"
    ),
    below=phrases(
        "weniger als|unter|niedriger als|kälter als|kleiner als|kürzer als|höchstens|unterhalb von"
    ),
    dimensions=forms(
        {
            "height": "hoch|hohe|hohen|hoher|hohes|höhe|höhen",
            "width": "breit|breite|breiten|breiter|breites|durchmesser",
            "depth": "tief|tiefe|tiefen|tiefer|tiefes",
            "length": "lang|lange|langen|langer|langes|länge|längen",
            "thickness": "dick|dicke|dicken|dicker|dickes|stärke",
        }
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
            "m/s": "meter pro sekunde|meter in der sekunde",
            "km/h": "kilometer pro stunde|kilometer/h|stundenkilometer|km/std",
            "rpm": "u/min|umdrehungen pro minute|umdrehungen in der minute",
            "km2": "quadratkilometer|quadratkilometern",
            "m2": "quadratmeter|quadratmetern",
            "hectare": "hektar|ha",
            "m3": "kubikmeter|kubikmetern",
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
    earlier=forms(
        {
            "year-this": "dieses jahr|in diesem jahr|im laufenden jahr|laufenden jahres",
            "year-next": "nächstes jahr|im nächsten jahr|nächsten jahres|kommendes jahr|im kommenden jahr",
            "month-this": "diesen monat|in diesem monat",
            "month-next": "nächsten monat|im nächsten monat",
            "year": "letztes jahr|im letzten jahr|vergangenes jahr|im vergangenen jahr|vor einem jahr",
            "year-before": "vorjahr|im vorjahr|vorjahres|des vorjahres|ein jahr zuvor|ein jahr früher|vorjahreszeitraum",
            "month": "letzten monat|im letzten monat|vergangenen monat|im vergangenen monat|vor einem monat",
            "month-before": "vormonat|im vormonat|des vormonats|einen monat zuvor",
            "week": "letzte woche|vergangene woche|in der vergangenen woche",
            "week-before": "vorwoche|in der vorwoche",
        }
    ),
    day_periods=periods(
        {
            (4, 12): "morgens|frühmorgens|am morgen",
            (8, 12): "vormittags|vormittag|am vormittag",
            (12, 19): "nachmittags|nachmittag|am nachmittag",
            (16, 24): "abends|abend|am abend",
            (19, 6): "nachts|nacht|in der nacht|nächte|nächten|in den nächten",
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
        groups={"werktags|wochentags|werktag": "1-5", "wochenende|wochenenden": "6-7"},
    ),
    months=forms(
        {
            "january": "januar|jänner|jan.",
            "february": "februar|feb.",
            "march": "märz|mär.|mrz.",
            "april": "april|apr.",
            "may": "mai",
            "june": "juni|jun.",
            "july": "juli|jul.",
            "august": "august|aug.",
            "september": "september|sept.|sep.",
            "october": "oktober|okt.",
            "november": "november|nov.",
            "december": "dezember|dez.",
        }
    ),
    fractions=dict.fromkeys(("hälfte", "halb", "halbe", "halben", "halbes"), 0.5)
    | {"drittel": 1 / 3, "viertel": 0.25, "fünftel": 0.2, "zehntel": 0.1}
    | {"dreiviertel": 0.75},
    adjectival_halves=words("halb halbe halben halbes halber"),
    durations={"viertelstunde": (0.25, "hour"), "dreiviertelstunde": (0.75, "hour")},
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
    marks_from=words("ab seit"),  # "von" is "of" as often: "ein Einkommen von 25.000 €"
    marks_to=words("bis auf"),
    conjunctions=words("und aber während wohingegen sondern oder"),
    ands=words("und"),
    relatives=words("der die das welcher welche welches"),
    at_clock=phrases("um|ab|gegen"),
    spoken_before={"halb": (30, -1), "viertel nach": (15, 0), "viertel vor": (45, -1)},
    partitives=phrases("davon|darunter|von denen|von ihnen"),
    repeats=phrases("wieder|erneut|nochmals|noch einmal"),
    articles=words(
        "der die das den dem des ein eine einen einem einer eines sein seine ihr ihre"
    ),
    auxiliaries=words(
        """ist sind war waren wird werden wurde wurden hat haben hatte hatten
        kann können konnte konnten muss müssen musste mussten soll sollen sollte
        sollten darf dürfen durfte durften"""
    ),
    present=words(
        "jetzt derzeit aktuell zurzeit heute inzwischen mittlerweile gerade momentan moment"
    ),
    past=words("vorher früher bisher zuvor ehemals"),
    was=words("war waren"),
    versus=phrases("nach|gegenüber|statt|anstatt|anstelle von|im vergleich zu"),
    starts=words(
        "öffnet öffnen geöffnet öffnung beginnt beginnen beginn startet start anfang"
    ),
    firsts=words("erste"),
    begins=words("begann begannen begonnen beginn baubeginn startete"),
    completes=words(
        "vollendet vollendung fertiggestellt fertigstellung abgeschlossen endete"
    ),
    ends=words("schließt schließen schließung endet enden ende"),
    lasts=words("letzte"),
    lows=words(
        "mindestens min minimal minimale minimalen minimum niedrigste niedrigsten kleinste"
    ),
    highs=words("max maximal maximale maximalen maximum höchste höchsten größte"),
    stopwords=words(
        """nur lediglich bloß gegenüber verglichen vergleich beim ans der die das den dem des ein eine einen einem einer eines und oder aber
        in im ins an am auf aus bei mit nach von vom zu zum zur für über unter um
        vor hinter neben zwischen durch gegen ohne ist sind war waren wird werden
        wurde wurden hat haben hatte hatten sein seine ihr ihre es er sie wir ich
        du man sich nicht auch nur noch schon sehr mehr als wie so da dann wenn
        dass ob kann können soll sollte muss müssen darf etwa rund ca circa knapp
        fast jede jeder jedes alle dieser diese dieses dort hier bis ab pro je erst
        bereits sogar"""
    ),
    clock_after=words("uhr"),
    capitalised_nouns=True,
    half_suffixes=("einhalb",),
    one_and_a_half=words("anderthalb eineinhalb"),
    generic_names=words("version versionsnummer release v"),
    labels=words(
        "kanal version zimmer raum etage stock gleis linie bus programm stufe modell "
        "kapitel seite ausgang tor haus wohnung platz reihe typ klasse"
    ),
    # The support check: Snowball's German stemmer; how answers frame and act.
    stemmer="german",
    compounds=True,
    framing=words(
        """muss musst müssen musste mussten sollte solltest sollten soll sollst sollen kann kannst können konnte darf darfst dürfen willst möchte möchtest hast habe haben hatte hatten wirst doch
        laut gemäß zufolge quelle quellen material text abschnitt artikel
        heißt hieß steht stand nennt genannt erwähnt beschreibt beschrieben
        sagt sagen gesagt angegeben angibt also jedoch allerdings ja nein zwar
        ich mir mich mein meine wurde worden bin bist seid hat ihm ihn ihnen
        bekommt bekommen erhält erhalten macht machen gemacht gibt geben nutzt nutzen
        verwendet verwenden neu neue neuen neuer neues"""
    ),
    actions=(
        # A participle ending the clause of "ich habe" / "habe ich".
        r"\b(?:ich\s+(?:habe|hab|hatte)|(?:habe|hab|hatte)\s+ich)\b"
        rf"{_IN_CLAUSE}\b(?P<verb>{_PARTICIPLE}){_CLAUSE_ENDS}",
        rf"\b(?:ich\s+werde|werde\s+ich)\b{_IN_CLAUSE}\b(?P<verb>{_INFINITIVE})"
        rf"{_CLAUSE_ENDS}",
        r"\bich\s+(?:(?:dir|ihnen|euch|jetzt|nun|gleich|sofort)\s+)*(?P<verb>öffne"
        r"|schließe|schalte|sperre|entsperre|entriegle|verriegle|starte|stoppe"
        r"|sende|schicke|aktiviere|deaktiviere|öffnete|schloss|schaltete|sperrte"
        r"|entriegelte|verriegelte|startete|stoppte|sendete|schickte)\b",
        r"^\W*(?:erledigt|fertig|gemacht)\W*$",
    ),
    action_negations=words("nichts keinerlei niemand weder"),
    reading=words(
        """gefunden gelesen gesehen nachgesehen nachgeschaut geschaut gesucht geprüft
        überprüft recherchiert nachgelesen angesehen bemerkt erfahren gelernt verstanden
        gedacht geglaubt gehofft gewollt gewusst erhalten bekommen gehört empfohlen
        vorgeschlagen erklärt zusammengefasst beantwortet finden lesen sehen nachsehen
        nachschauen schauen suchen prüfen überprüfen recherchieren empfehlen vorschlagen
        erklären helfen antworten versuchen sein haben zusammenfassen beantworten raten
        entwickelt konzipiert gedacht bestimmt geeignet"""
    ),
    listener=(r"\bfür\s+(?:dich|euch|(?-i:Sie))\b",),
    done=(rf"\b{_PARTICIPLE}\b", r"\b(?:erledigt|fertig)\b"),
    injections=(
        r"\b(?:ignorier(?:e|en)?|vergiss|vergessen|missachte(?:n)?|übergehe)\b"
        r"[^.!?]{0,40}?\b(?:anweisungen|instruktionen|befehle|vorgaben|regeln)\b",
        r"\b(?:du\s+bist|sie\s+sind)\s+(?:jetzt|nun|ab\s+sofort)\s+(?:ein|eine|mein"
        r"|meine|der|die|kein|keine)\b",
        r"\bsystem[-\s]?(?:prompt|nachricht|anweisung(?:en)?)\b",
        r"^\W*(?:system|assistent)\s*:",
        r"(?:^\W*|[:;]\s*|\b(?:und|dann|bitte|nur|stattdessen)\s+)(?:sage?|sagen\s+sie"
        r"|antworte|schreibe?|wiederhole)\b[^.!?:]{0,25}:",
        r"\b(?:sage?|teile?|erzähle?)\s+(?:dem|den)\s+(?:nutzer|benutzer|anwender)",
        r"\bals\s+(?:eine?\s+)?(?:ki|künstliche\s+intelligenz|sprachmodell"
        r"|ki-assistent|chatbot)\b",
        r"\bneue\s+anweisungen?\s*:",
        r"\b(?:anweisung|nachricht|hinweis)\s+(?:an|für)\s+(?:die|den)\s+"
        r"(?:ki|assistenten|modell|chatbot)\b",
    ),
    # What the question asks for (a measure, a number, a time, a name): the spoken
    # fallback ranks sentences by it.
    asks=forms(
        {
            "measure": ("wie viel|wieviel|wie lang|wie lange|wie schnell"),
            "length": (
                "wie hoch|wie weit|wie tief|wie breit|wie groß|wie gross|höhe|"
                "entfernung|länge|tiefe|breite"
            ),
            "money": ("wie teuer|kostet|kosten|preis|gebühr"),
            "mass": ("wie schwer"),
            "temperature": ("wie warm|wie kalt|welche temperatur|temperatur"),
            "pressure": ("welcher druck|welchen druck|druck"),
            "number": ("wie viele|wieviele|wie alt|wie oft"),
            "time": (
                "wann|seit wann|bis wann|um wie viel uhr|in welchem jahr|"
                "welches jahr|an welchem tag|welcher tag|welches datum"
            ),
            "name": ("wer|wen|wem|wessen"),
        }
    ),
)
