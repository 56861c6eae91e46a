"""Italian tables: decimal comma, "1.500" thousands."""

from __future__ import annotations

from typing import Final

from .base import NumberLanguage, days, forms, periods, phrases, unit_forms, words

# The action and injection tables (``gates/actions.py``): "ho" is only ever "I have";
# a present verb speaks in the first person only at a clause's start or after "io"
# ("Sblocco la porta", never "Il blocco le porte").
_HO: Final = (
    r"(?:\b(?:l'\s*|gliel[oaie]\s+|(?:ti|vi|gli|le|lo|la|li|ne|ce|ve|me|te)\s+)?ho)\s+"
)
_ADVERBS: Final = r"(?:(?:già|appena|ora|anche|subito|ormai|sempre|non|mai|io)\s+)*"
_PARTICIPLE: Final = (
    r"[^\W\d_]{2,}(?:ato|ata|ati|ate|ito|ita|iti|ite|uto|uta|uti|ute|erto|erta"
    r"|esso|essa|eso|esa|otto|otta|olto|olta)|messo|messa|fatto|fatta|acceso|accesa"
    r"|spento|spenta|chiuso|chiusa|aperto|aperta|visto|letto"
)
_FIRST_PERSON: Final = r"(?:^\W*|[.,;:!?]\s*|\bio\s+|\b(?:ora|adesso|subito|ecco)\s+)"

LANGUAGE: Final = NumberLanguage(
    code="it",
    space_groups=True,
    hedges=phrases(
        "circa|quasi|oltre|più di|meno di|intorno a|intorno ai|all'incirca|"
        "poco più di|poco meno di|fino a|almeno|al massimo|sui|sulle|una quindicina di|"
        "sfiora|sfiorava|sfiorato|si aggira su|si aggira intorno a"
    ),
    between=words("tra fra"),
    privatives=phrases("senza|tranne|eccetto|nessun|nessuna|nessuno"),
    rates=phrases("per|ogni|a|al|alla"),
    negations=phrases("non|mai|anziché|invece di|e non"),
    above=phrases("più di|oltre|sopra|superiore a|almeno"),
    below=phrases("meno di|sotto|inferiore a|al massimo"),
    dimensions=forms(
        {
            "height": "alto|alta|alti|alte|altezza|altitudine",
            "width": "largo|larga|larghi|larghe|larghezza|diametro",
            "depth": "profondo|profonda|profondi|profonde|profondità",
            "length": "lungo|lunga|lunghi|lunghe|lunghezza",
            "thickness": "spessa|spessi|spesse|spessore",
        }
    ),
    units=unit_forms(
        {
            "second": "secondo|secondi|sec",
            "minute": "minuto|minuti|min",
            "hour": "ora|ore",
            "day": "giorno|giorni",
            "week": "settimana|settimane",
            "month": "mese|mesi",
            "year": "anno|anni",
            "percent": "per cento|percento|punti percentuali",
            "degree": "grado|gradi",
            "celsius": "gradi celsius|gradi centigradi",
            "metre": "metro|metri",
            "m/s": "metri al secondo|metri per secondo|metro al secondo",
            "kilometre": "chilometro|chilometri",
            "km/h": "chilometri orari|chilometri all'ora|chilometri l'ora|chilometri/ora",
            "rpm": "giri/min|giri al minuto|rpm",
            "km2": "chilometro quadrato|chilometri quadrati",
            "m2": "metro quadrato|metri quadrati|metro quadro|metri quadri",
            "hectare": "ettaro|ettari",
            "m3": "metro cubo|metri cubi",
            "centimetre": "centimetro|centimetri",
            "millimetre": "millimetro|millimetri",
            "litre": "litro|litri",
            "ml": "millilitro|millilitri",
            "g": "grammo|grammi",
            "kilogram": "chilogrammo|chilogrammi|chilo|chili|kilo",
            "tonne": "tonnellata|tonnellate",
            "euro": "euro",
            "cent": "centesimo|centesimi",
            "watt": "watt",
            "kwh": "chilowattora",
            "times": "volte",
        }
    ),
    earlier=forms(
        {
            "year-this": "quest'anno|questo anno|l'anno in corso",
            "year-next": "il prossimo anno|l'anno prossimo|prossimo anno",
            "month-this": "questo mese",
            "month-next": "il prossimo mese|il mese prossimo",
            "year": "l'anno scorso|anno scorso|un anno fa",
            "year-before": "l'anno precedente|l'anno prima|un anno prima|anno precedente",
            "month": "il mese scorso|mese scorso|un mese fa",
            "month-before": "il mese precedente|un mese prima|mese precedente",
            "week": "la settimana scorsa",
            "week-before": "la settimana precedente",
        }
    ),
    day_periods=periods(
        {
            (4, 12): "di mattina|del mattino|la mattina|mattina|mattino",
            (12, 19): "del pomeriggio|di pomeriggio|pomeriggio",
            (16, 24): "di sera|della sera|la sera|sera|serata",
            (19, 6): "di notte|della notte|notte",
        }
    ),
    weekdays=days(
        "lunedì|lunedi",
        "martedì|martedi",
        "mercoledì|mercoledi",
        "giovedì|giovedi",
        "venerdì|venerdi",
        "sabato|sabati",
        "domenica|domeniche",
        groups={
            "giorni feriali": "1-5",
            "feriali": "1-5",
            "fine settimana": "6-7",
            "weekend": "6-7",
        },
    ),
    months=forms(
        {
            "january": "gennaio|gen.",
            "february": "febbraio|feb.",
            "march": "marzo|mar.",
            "april": "aprile|apr.",
            "may": "maggio|mag.",
            "june": "giugno|giu.",
            "july": "luglio|lug.",
            "august": "agosto|ago.",
            "september": "settembre",
            "october": "ottobre|ott.",
            "november": "novembre|nov.",
            "december": "dicembre|dic.",
        }
    ),
    fractions={"metà": 0.5, "mezzo": 0.5, "mezza": 0.5},
    adjectival_halves=words("mezzo mezza"),
    ordinal_fractions={"terzo": 1 / 3, "quarto": 0.25},
    multipliers={"doppio": 2.0, "triplo": 3.0, "dozzina": 12.0, "dozzine": 12.0},
    scales={
        "mila": 1e3,
        "mille": 1e3,
        "milione": 1e6,
        "milioni": 1e6,
        "mln": 1e6,
        "miliardo": 1e9,
        "miliardi": 1e9,
        "mld": 1e9,
    },
    ones=words("un uno una un'"),
    range_from=words("da dalle dai dal tra fra"),
    range_to=words("a alle ai al fino e"),
    marks_from=words("dalle dal dai"),
    marks_to=words("fino entro"),
    conjunctions=words("e ed ma mentre o"),
    ands=words("e ed"),
    relatives=words("che"),
    idioms=phrases("tutti e due|tutte e due"),
    at_clock=phrases("alle|dalle|verso le"),
    spoken_after={
        "e mezza": (30, 0),
        "e mezzo": (30, 0),
        "e un quarto": (15, 0),
        "meno un quarto": (45, -1),
    },
    partitives=phrases("di cui|dei quali|delle quali|di essi|di esse|tra cui"),
    unit_links=words("di d'"),
    repeats=phrases("di nuovo|nuovamente|ancora una volta"),
    articles=words("il lo la i gli le un uno una l' suo sua"),
    present=words("ora adesso attualmente oggi momento"),
    past=words("prima precedentemente"),
    was=words("era erano"),
    versus=phrases(
        "contro|rispetto a|rispetto al|rispetto ai|invece di|anziché|a fronte di"
    ),
    starts=words("apre aprono apertura inizia iniziano inizio comincia parte"),
    firsts=words("primo prima"),
    begins=words("iniziò iniziarono iniziati iniziata cominciò cominciarono inizio"),
    completes=words(
        "terminò terminarono terminata terminati completata completato conclusi concluso"
    ),
    ends=words("chiude chiudono chiusura finisce finiscono termina fine"),
    lasts=words("ultimo ultima"),
    lows=words("min minimo minima minimi minime"),
    highs=words("max massimo massima massimi massime"),
    stopwords=words(
        """soltanto solamente rispetto confronto contro dello degli allo agli dallo dai dagli dalle nello nei negli nelle sui sugli sulle il lo la i gli le un uno una e ed o ma di del della dei delle a al alla
        ai alle da dal dalla in nel nella con su sul sulla per tra fra è sono era
        erano ha hanno aveva essere stato si suo sua suoi sue loro che chi cui
        dove come quando non più meno molto anche già questo questa questi queste
        ogni tutti tutto circa quasi oltre"""
    ),
    clock_before=words("ore"),
    ordinal_prepositions=words("secondo seconda"),
    ordinal_marks=("º", "ª"),
    generic_names=words("versione release v"),
    labels=words(
        "canale versione camera stanza sala piano binario linea autobus programma "
        "livello modello capitolo pagina uscita porta edificio appartamento posto fila"
    ),
    # The support check: Snowball's Italian stemmer; how answers frame and act.
    stemmer="italian",
    framing=words(
        """deve devono devi può possono puoi bisogna
        secondo stando fonte fonti testo passo articolo menziona indica dice dicono
        spiega descrive tuttavia però sì quindi così mi me mio mia miei io ottiene
        fa fanno dà danno usa usano utilizza nuovo nuova"""
    ),
    actions=(
        # "Ho sbloccato", "l'ho aperta", "te l'ho accesa".
        rf"{_HO}{_ADVERBS}(?P<verb>{_PARTICIPLE})\b",
        r"\b(?:sto\s+per|vado\s+a)\s+(?P<verb>[^\W\d_]+(?:are|ere|ire)"
        r"(?:ti|vi|la|lo|le|li|gli)?)\b",
        r"\bsto\s+(?P<verb>[^\W\d_]+(?:ando|endo))\b",
        rf"{_FIRST_PERSON}(?:(?:ti|vi|le|gli)\s+)?(?P<verb>sblocco|blocco|apro|chiudo"
        r"|accendo|spengo|attivo|disattivo|imposto|avvio)\s+(?:la|il|lo|le|i|gli|l')",
        r"^\W*(?:fatto|ecco\s+fatto|fatto\s+tutto)\W*$",
    ),
    action_negations=words("nessun nessuno nessuna niente nulla né"),
    reading=words(
        """trovato trovata trovati letto visto cercato controllato consultato
        verificato guardato notato imparato capito ricevuto pensato creduto saputo
        voluto sperato riassunto spiegato risposto sentito
        cercare controllare consultare guardare leggere vedere trovare verificare
        consigliare suggerire proporre spiegare provare rispondere aiutare
        riassumere essere avere pensare credere
        cercando controllando leggendo verificando guardando pensando spiegando
        provando aiutando stato avuto"""
    ),
    listener=(r"\bper\s+(?:te|voi|(?-i:Lei))\b",),
    done=(rf"\b(?:{_PARTICIPLE})\b", r"\b(?:fatto|pronto)\b"),
    injections=(
        r"\b(?:ignora(?:re)?|ignori|dimentica(?:re)?|dimentichi|trascura)\b"
        r"[^.!?]{0,40}?\b(?:istruzioni|indicazioni|regole|direttive)\b",
        r"\b(?:ora|adesso)\s+(?:sei|è)\s+(?:un|una|il|la|mio|mia)\b",
        r"\b(?:prompt|messaggio|istruzioni)\s+di\s+sistema\b",
        r"^\W*(?:sistema|assistente)\s*:",
        r"(?:^\W*|[:;]\s*|\b(?:e|poi|invece|solo)\s+)(?:di'|dì|dica|rispondi|risponda|scrivi"
        r"|scriva|ripeti|ripeta)(?:\s|\b)[^.!?:]{0,25}:",
        r"\b(?:di'|dì|dica|dite)\s+all'\s*utente\b",
        r"\bcome\s+(?:un'\s*)?(?:ia|intelligenza\s+artificiale|modello\s+linguistico"
        r"|assistente\s+ia)\b",
        r"\bnuove\s+istruzioni\s*:",
        r"\b(?:istruzioni|messaggio|nota)\s+per\s+(?:l'\s*ia|l'\s*assistente|il\s+modello)\b",
    ),
    # What the question asks for (a measure, a number, a time, a name): the spoken
    # fallback ranks sentences by it.
    asks=forms(
        {
            "measure": ("quanto|quanta"),
            "length": (
                "che altezza|quale altezza|altezza|altitudine|distanza|lunghezza|"
                "profondità|quanto è alto|quanto è alta|quanto sono alti|"
                "quanto è lungo|quanto è lunga|quanto è profondo|quanto dista"
            ),
            "money": ("costa|costano|prezzo"),
            "temperature": ("che temperatura|quale temperatura|temperatura"),
            "pressure": ("che pressione|quale pressione|pressione"),
            "number": ("quanti|quante|ogni quanto"),
            "time": (
                "quando|che ora|a che ora|che anno|in che anno|in quale anno|"
                "che giorno|quale giorno|da quando|fino a quando"
            ),
            "name": ("chi|di chi|da chi"),
        }
    ),
)
