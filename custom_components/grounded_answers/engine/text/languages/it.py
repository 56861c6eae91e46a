"""Italian tables: decimal comma, "1.500" thousands."""

from __future__ import annotations

from typing import Final

from .base import NumberLanguage, days, forms, phrases, unit_forms, words

LANGUAGE: Final = NumberLanguage(
    code="it",
    space_groups=True,
    hedges=phrases(
        "circa|quasi|oltre|più di|meno di|intorno a|intorno ai|all'incirca|"
        "poco più di|poco meno di|fino a|almeno|al massimo|sui|sulle|una quindicina di"
    ),
    negations=phrases("non|mai|anziché|invece di|e non"),
    above=phrases("più di|oltre|sopra|superiore a|almeno"),
    below=phrases("meno di|sotto|inferiore a|al massimo"),
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
            "kilometre": "chilometro|chilometri",
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
            "january": "gennaio",
            "february": "febbraio",
            "march": "marzo",
            "april": "aprile",
            "may": "maggio",
            "june": "giugno",
            "july": "luglio",
            "august": "agosto",
            "september": "settembre",
            "october": "ottobre",
            "november": "novembre",
            "december": "dicembre",
        }
    ),
    fractions={"metà": 0.5, "mezzo": 0.5, "mezza": 0.5},
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
    marks_to=words("fino"),
    conjunctions=words("e ed ma mentre o"),
    articles=words("il lo la i gli le un uno una l' suo sua"),
    present=words("ora adesso attualmente oggi"),
    past=words("prima precedentemente"),
    starts=words(
        "apre aprono apertura inizia iniziano inizio comincia parte primo prima"
    ),
    ends=words("chiude chiudono chiusura finisce finiscono termina fine ultimo ultima"),
    lows=words("minimo minima minimi minime"),
    highs=words("massimo massima massimi massime"),
    stopwords=words(
        """il lo la i gli le un uno una e ed o ma di del della dei delle a al alla
        ai alle da dal dalla in nel nella con su sul sulla per tra fra è sono era
        erano ha hanno aveva essere stato si suo sua suoi sue loro che chi cui
        dove come quando non più meno molto anche già questo questa questi queste
        ogni tutti tutto circa quasi oltre"""
    ),
    suffixes=("i", "e", "o", "a"),
    clock_before=words("ore"),
    ordinal_marks=("º", "ª"),
    generic_names=words("versione release v"),
    labels=words(
        "canale versione camera stanza sala piano binario linea autobus programma "
        "livello modello capitolo pagina uscita porta edificio appartamento posto fila"
    ),
)
