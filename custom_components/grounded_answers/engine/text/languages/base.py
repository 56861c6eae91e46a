"""What the number reader, binding and the support check know of a language: data only.

Every language is one ``NumberLanguage`` built from small word tables in its own module
(``en``, ``de``, ``fr``, ...), side by side, so a table is read and corrected in one
place. Spelled cardinals and ordinals are not tabled here: ``text2num`` reads them
(``number_spelled``); English keeps its own reader (``number_words``) for what
``text2num`` does not read (spoken years, "one point five", "a hundred", fractions).
"""

from __future__ import annotations

from dataclasses import dataclass, field


def words(text: str) -> frozenset[str]:
    """Read a word table written as text: whitespace-separated, lower-cased."""
    return frozenset(text.lower().split())


def phrases(text: str) -> frozenset[str]:
    """Read a phrase table written as text: ``|``-separated, lower-cased."""
    return frozenset(p.strip().lower() for p in text.split("|") if p.strip())


def forms(table: dict[str, str]) -> dict[str, str]:
    """``{canonical: "form|form"}`` turned into ``{form: canonical}``."""
    return {
        form.strip().lower(): canonical
        for canonical, written in table.items()
        for form in written.split("|")
        if form.strip()
    }


# Abbreviations every language writes after digits ("12,5 kg", "50 km/h").
_SHARED_UNITS: dict[str, str] = {
    "kg": "kilogram",
    "kgs": "kilogram",
    "km/h": "km/h",
    "kmh": "km/h",
    "kwh": "kwh",
    "rpm": "rpm",
    "psi": "psi",
    "bar": "bar",
    "ml": "ml",
    "cl": "cl",
    "mph": "mph",
}


def days(*names: str, groups: dict[str, str] | None = None) -> dict[str, str]:
    """Weekday forms, Monday first: ``days("montag|mo", ...)`` -> {"montag": "1", ...}.

    ``groups`` names several days at once: {"werktags|wochentags": "1-5"}.
    """
    out = {
        form.strip().lower(): str(number)
        for number, written in enumerate(names, start=1)
        for form in written.split("|")
        if form.strip()
    }
    return out | {
        form.strip().lower(): value
        for written, value in (groups or {}).items()
        for form in written.split("|")
    }


def periods(table: dict[tuple[float, float], str]) -> dict[str, tuple[float, float]]:
    """``{(from, to): "phrase|phrase"}`` turned into ``{phrase: (from, to)}``."""
    return {
        phrase.strip().lower(): hours
        for hours, written in table.items()
        for phrase in written.split("|")
        if phrase.strip()
    }


def unit_forms(table: dict[str, str]) -> dict[str, str]:
    """``forms`` of a unit table, with the abbreviations every language shares."""
    return _SHARED_UNITS | forms(table)


@dataclass(frozen=True, slots=True, eq=False)  # hashed by identity: one per language
class NumberLanguage:
    """The tables of one language; empty tables mean "nothing of that kind"."""

    code: str
    decimal_comma: bool = True  # "12,5" is twelve and a half; "1.500" is 1500
    space_groups: bool = False  # "84 607 016" with plain spaces is one number
    spelled: bool = True  # text2num reads its spelled numbers
    hedges: frozenset[str] = frozenset()  # words before a number: "etwa", "environ"
    negations: frozenset[str] = frozenset()  # "nicht 90, sondern 30": a correction
    # "between", "zwischen": opens a range of two ends, no start ("tussen 2 en 3 uur")
    between: frozenset[str] = frozenset()
    # "without", "ohne", and "no" before a noun ("geen hetelucht", "kein Vorwaschen"):
    # what follows is left out; a negated verb ("not", "nicht") denies the value instead
    privatives: frozenset[str] = frozenset()
    # "per", "pro", "par": the noun after it is counted once ("£135 per night")
    rates: frozenset[str] = frozenset()
    above: frozenset[str] = frozenset()  # "more than 10 degrees": a bound, not a value
    below: frozenset[str] = frozenset()  # "less than 10 degrees"
    units: dict[str, str] = field(default_factory=dict)  # written form -> unit
    months: dict[str, str] = field(default_factory=dict)  # written form -> month
    # What a measure measures, adjective and noun alike: "tief", "Tiefe" -> depth; a
    # diameter is a width ("780 m across"). Written forms, inflections listed.
    dimensions: dict[str, str] = field(default_factory=dict)
    fractions: dict[str, float] = field(default_factory=dict)  # "drittel": 1/3
    # The fraction words that are adjectives as well ("media", "meio", "halbe"): a
    # half only before a unit ("media hora") or after "and" ("kilo y medio"); "la
    # temperatura media" is the average, "o meio ambiente" the environment.
    adjectival_halves: frozenset[str] = frozenset()
    # Ordinals that are fractions after "a" or "and": "un *cuarto* de hora", "y cuarto"
    ordinal_fractions: dict[str, float] = field(default_factory=dict)
    # Words that are a measure on their own: "Viertelstunde" (0.25 hours), "kwartier"
    durations: dict[str, tuple[float, str]] = field(default_factory=dict)
    multipliers: dict[str, float] = field(default_factory=dict)  # "doppelt": 2
    scales: dict[str, float] = field(default_factory=dict)  # "millionen": 1e6
    ones: frozenset[str] = frozenset()  # "ein", "une": one only before a unit
    # Ordinals text2num reads as cardinals: the shortened "tercer" of "tercero"
    short_ordinals: frozenset[str] = frozenset()
    range_from: frozenset[str] = frozenset()  # "von 9 bis 17": the first end
    range_to: frozenset[str] = frozenset()  # ... the second end
    # Words that alone, right before a number, say which end it is ("until 17:30",
    # "rose to 3.1 %", "ab 9 Uhr"); "à", "a", "de" also mean "at" and "of".
    day_ranges: frozenset[str] = frozenset()  # "tot en met", "t/m": "ma t/m vr"
    marks_from: frozenset[str] = frozenset()
    marks_to: frozenset[str] = frozenset()
    conjunctions: frozenset[str] = frozenset()  # where a statement ends
    # Words that end a statement only where a clause follows: "… in the 81st minute
    # *before* Cole Palmer pulled one back", but not "10 hours before the update".
    subordinators: frozenset[str] = frozenset()
    ands: frozenset[str] = frozenset()  # "and": "tre ore e mezza" is one quantity
    unit_links: frozenset[str] = frozenset()  # "4,3 millones *de* hectáreas"
    at_clock: frozenset[str] = frozenset()  # "ferme *à* 19 h": an hour of the clock
    # Times said in words around an hour, with the minutes they add and the hours they
    # shift it by: "halb zehn" is 9:30 ("halb": (30, -1)), "quarter past nine" 9:15;
    # after the hour, once an "at" says it is one: "a las nueve y media".
    spoken_before: dict[str, tuple[int, int]] = field(default_factory=dict)
    spoken_after: dict[str, tuple[int, int]] = field(default_factory=dict)
    # "17 shots, seven *of them* on target", "19 fois, *dont* 6 tirs cadrés": a part
    # of what the number before counts, which it counts too.
    partitives: frozenset[str] = frozenset()
    articles: frozenset[str] = frozenset()  # "and *the* guest network …": a new subject
    # Relative pronouns after a comma: "…, el modo deshollinador, *que* dura 15 minutos"
    # speaks of the noun before it.
    relatives: frozenset[str] = frozenset()
    # "… from 06:30 to 08:00 and *again* from 17:00": a statement repeating the one
    # before, which leaves out all its words; no word of its own.
    repeats: frozenset[str] = frozenset()
    # Where the verb closes the clause (German, Dutch), the finite verbs that open a
    # statement of its own after a conjunction: "… begann 1248 und *wurde* 1880
    # vollendet" closes with its own participle, which "begann 1248" does not share.
    auxiliaries: frozenset[str] = frozenset()
    present: frozenset[str] = frozenset()  # "now", "derzeit": the end a change reached
    past: frozenset[str] = frozenset()  # "previously", "bisher": the end it came from
    was: frozenset[str] = frozenset()  # "(was 2.000)", "(war 25 €)": the old value
    # "19,6 % nach 21,3 %", "2.270 kr. mod 2.195 kr.": the value compared against
    versus: frozenset[str] = frozenset()
    starts: frozenset[str] = frozenset()  # "opens", "öffnet": a time is the start
    # "began", "begann", "completed", "vollendet": a year starts or ends a span of work
    begins: frozenset[str] = frozenset()
    completes: frozenset[str] = frozenset()
    ends: frozenset[str] = frozenset()  # "closes", "schließt": a time is the end
    # "first", "letzte": a time is the start or the end of a series, whatever verb the
    # statement has ("the last train departs at 20:40")
    firsts: frozenset[str] = frozenset()
    lasts: frozenset[str] = frozenset()
    lows: frozenset[str] = frozenset()  # "minimum", "mínima": the low end of a range
    highs: frozenset[str] = frozenset()  # "maximum", "máxima": the high end
    stopwords: frozenset[str] = frozenset()  # words that say nothing about a place
    clock_after: frozenset[str] = frozenset()  # "17 Uhr", "17.30 Uhr"
    clock_after_minutes: frozenset[str] = frozenset()  # "17h30", "9.30 uur" only
    clock_before: frozenset[str] = frozenset()  # "kl. 17.30", "alle ore 17"
    labels: frozenset[str] = frozenset()  # "Kanal 6", "Zimmer 12": a named number
    generic_names: frozenset[str] = frozenset()  # "version 2026.4": no one's name
    capitalised_nouns: bool = False  # German writes every noun with a capital
    half_suffixes: tuple[str, ...] = ()  # "zweieinhalb", "tweeënhalf": and a half
    one_and_a_half: frozenset[str] = frozenset()  # "anderthalb", "halvanden"
    ordinal_marks: tuple[str, ...] = ()  # "12e", "3ème", "5º": an ordinal in digits
    # Ordinal words that are also prepositions ("secondo Wikipedia" is "according
    # to"): a number only right after an article ("il secondo piano").
    ordinal_prepositions: frozenset[str] = frozenset()
    # Phrases whose number word counts nothing: Danish "anden", "andet" are "other"
    # as often as "second" ("blandt andet", "en anden dag").
    idioms: frozenset[str] = frozenset()
    weekdays: dict[str, str] = field(
        default_factory=dict
    )  # "montags": "1", "werktags": "1-5"
    # Parts of the day and the hours they span, both ends included (night wraps):
    # "in the evening": (16, 24). They read "8 in the evening" as 20:00 and refuse
    # "the morning period starts at 17:00" (``number_periods``).
    day_periods: dict[str, tuple[float, float]] = field(default_factory=dict)
    # The period before, and its canonical name: a qualifier however the sentence
    # words it. Before now ("last year", "a year ago": "year") and before the time
    # a statement speaks of ("a year earlier", "im Vorjahr": "year-before") are two:
    # "38 per cent last year, up from 31 per cent a year earlier". This period and
    # the next ("this year", "i år": "year-this"; "næste år": "year-next") are others.
    earlier: dict[str, str] = field(default_factory=dict)
    # The support check (``gates/support.py``) reads the words of an answer with these.
    stemmer: str = ""  # Snowball algorithm ("english", "german"); "": whole words
    compounds: bool = False  # "Haustür" is a "Tür": a compound ends in its head word
    framing: frozenset[str] = frozenset()  # "according", "laut": frame, not content
    # First-person action shapes, regular expressions matched case-insensitively
    # inside one clause: "I have unlocked", "Ich habe … geöffnet". An answer reports
    # what the material says; it never claims the assistant did something.
    actions: tuple[str, ...] = ()
    # What the action check (``gates/actions.py``) reads besides: words that negate an
    # act beyond ``negations`` ("n'", "rien", "nothing"); verbs of reading, finding
    # and advising an ``actions`` shape's ``verb`` may name without claiming an act.
    action_negations: frozenset[str] = frozenset()
    reading: frozenset[str] = frozenset()
    # A done act offered to the listener, with no subject: a ``listener`` phrase
    # ("for you", "für dich") and a ``done`` word (a participle, "done") in one clause.
    listener: tuple[str, ...] = ()
    done: tuple[str, ...] = ()
    # Instructions addressed to an AI in material ("ignore previous instructions",
    # "tell the user: …"): regular expressions, matched case-insensitively.
    injections: tuple[str, ...] = ()
    # What kind of answer a question asks for, read by the spoken fallback
    # (``text/extract``): question phrase -> "measure" (a number with its unit),
    # "number", "time" or "name" (``forms``).
    # A phrase written with a leading "^" counts only where the question starts: the
    # word is also a relative pronoun ("qui", "quien") inside a question.
    asks: dict[str, str] = field(default_factory=dict)
