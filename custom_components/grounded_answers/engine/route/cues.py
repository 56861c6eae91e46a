"""
Cue lists of the path classifier, the source selector and the decomposer, per language.

Pure data plus two tiny look-ups. English is the reference; another language is added
by writing one more ``LanguageCues`` value, and an unknown language falls back to
English (a German question still gets a sensible route from its "?" and its length).
All cues are lower-case; multi-word cues match as whole phrases.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class LanguageCues:
    """Everything language-specific that routing and retrieval look at."""

    # Multi-hop cues: substrings of the lower-cased question (spaces are significant).
    multi_hop: tuple[str, ...]
    # A question starts with one of these words...
    question_words: frozenset[str]
    # ...or contains one of these phrases anywhere (matched with spaces around).
    question_phrases: tuple[str, ...]
    # Words that carry no topic: dropped from search terms and overlap scores.
    stopwords: frozenset[str]
    # Words that make a question time-sensitive (freshness, news).
    time_words: tuple[str, ...]
    # Source group -> cues that select it ("news", "documents", "web").
    source_cues: dict[str, tuple[str, ...]]
    # Comparison shapes; each regex has named groups a and b (and optionally c).
    comparisons: tuple[str, ...]
    # Conjunctions that join the parts of a multi-part question.
    conjunctions: tuple[str, ...]
    # Words that make "A and B" one topic ("between Iran and Israel", "both").
    no_split: frozenset[str]


_EN_STOPWORD_TEXT: Final = """
    a about above after again against all am an and any are as at be because been
    before being below between both but by can could did do does doing down during
    each few for from further had has have having he her here hers herself him
    himself his how i if in into is it its itself just me more most my myself no nor
    not now of off on once only or other our ours ourselves out over own same she
    should so some such than that the their theirs them themselves then there these
    they this those through to too under until up very was we were what when where
    which while who whom why will with would you your yours yourself yourselves
    tell explain describe please give show know find me us let lets much many
    whats what's who's where's how's it's does did done get got also
"""

_DE_STOPWORD_TEXT: Final = """
    der die das den dem des ein eine einer eines einem einen und oder aber als auch
    an auf aus bei bis durch für gegen hinter in im ins mit nach neben ohne seit über
    um unter von vor wie was wer wo wann warum wieso weshalb welche welcher welches
    ist sind war waren wird werden wurde wurden hat haben hatte hatten kann können
    ich du er sie es wir ihr mein meine unser unsere dein deine sich nicht kein keine
    zu zum zur so noch nur schon sehr mir mich uns euch bitte erkläre sag sage zeige
"""

_EN_STOPWORDS: Final = frozenset(_EN_STOPWORD_TEXT.split())
_DE_STOPWORDS: Final = frozenset(_DE_STOPWORD_TEXT.split())

ENGLISH: Final = LanguageCues(
    multi_hop=(
        "compare",
        "comparison",
        "versus",
        " vs ",
        " vs. ",
        "difference between",
        "differences between",
        "how does",
        "why does",
        "relationship between",
        "timeline of",
        "step by step",
        "and then",
        "pros and cons",
    ),
    question_words=frozenset(
        {
            *("what", "who", "when", "where", "why", "how", "which", "whose"),
            *("explain", "summarize", "summarise", "list", "best", "describe"),
            *("is", "are", "was", "were", "do", "does", "did", "can", "could"),
            *("should", "will", "would", "tell", "define", "whats"),
            *("what's", "who's", "where's", "how's", "when's"),
        }
    ),
    question_phrases=("should i", "tell me", "what's", "who's", "how many", "how much"),
    stopwords=_EN_STOPWORDS,
    time_words=(
        *("today", "tonight", "yesterday", "latest", "news", "this week"),
        *("this morning", "this month", "right now", "currently", "current"),
        *("recent", "recently", "breaking", "headlines", "this year"),
    ),
    source_cues={
        "news": (
            *("news", "latest", "today", "headline", "headlines", "breaking"),
            *("this week", "yesterday", "current events", "happening"),
        ),
        "documents": (
            *("manual", "my", "our", "mine", "dishwasher", "washing machine"),
            *("washer", "dryer", "oven", "microwave", "fridge", "refrigerator"),
            *("freezer", "boiler", "furnace", "thermostat", "heat pump"),
            *("vacuum", "coffee machine", "espresso machine", "appliance"),
            *("warranty", "instructions", "error code", "descale", "filter"),
            *("house rules", "wifi password", "notes"),
        ),
        "web": (
            *("price", "prices", "cost", "buy", "review", "reviews"),
            *("opening hours", "website", "download", "near me"),
        ),
    },
    comparisons=(
        r"^(?:please\s+)?compar(?:e|ing)\s+(?P<a>.+?)\s+(?:and|with|to|against|vs\.?|versus)\s+(?P<b>.+)$",
        r"^.*?\bdifferences?\s+between\s+(?P<a>.+?)\s+and\s+(?P<b>.+)$",
        r"^(?P<a>.+?)\s+(?:vs\.?|versus)\s+(?P<b>.+)$",
        r"^(?:which|who)\b[^,]*,\s*(?P<a>.+?)\s+or\s+(?P<b>.+)$",
    ),
    conjunctions=(" and ", " also ", " plus ", " as well as ", "; "),
    no_split=frozenset({"between", "both", "either", "neither", "among"}),
)

GERMAN: Final = LanguageCues(
    multi_hop=(
        "vergleich",
        "versus",
        " vs ",
        " vs. ",
        "unterschied zwischen",
        "unterschiede zwischen",
        "wie funktioniert",
        "warum ist",
        "zusammenhang zwischen",
        "schritt für schritt",
        "vor- und nachteile",
    ),
    question_words=frozenset(
        {
            *("was", "wer", "wann", "wo", "warum", "wieso", "weshalb", "wie"),
            *("welche", "welcher", "welches", "wessen", "erkläre", "erklär"),
            *("ist", "sind", "war", "hat", "kann", "soll", "sollte", "gibt"),
        }
    ),
    question_phrases=("sollte ich", "sag mir", "wie viel", "wie viele"),
    stopwords=_DE_STOPWORDS,
    time_words=(
        *("heute", "gestern", "neueste", "neuesten", "aktuell", "aktuelle"),
        *("nachrichten", "diese woche", "heute morgen", "gerade", "jetzt"),
    ),
    source_cues={
        "news": (
            *("nachrichten", "neueste", "neuesten", "heute", "schlagzeilen"),
            *("diese woche", "gestern", "aktuelle"),
        ),
        "documents": (
            *("anleitung", "handbuch", "bedienungsanleitung", "mein", "meine"),
            *("unser", "unsere", "spülmaschine", "geschirrspüler"),
            *("waschmaschine", "trockner", "backofen", "kühlschrank"),
            *("heizung", "thermostat", "wärmepumpe", "garantie", "fehlercode"),
            *("entkalken", "filter", "gerät"),
        ),
        "web": (*("preis", "preise", "kosten", "kaufen", "öffnungszeiten"),),
    },
    comparisons=(
        r"^(?:bitte\s+)?vergleiche?\s+(?P<a>.+?)\s+(?:und|mit)\s+(?P<b>.+)$",
        r"^.*?\bunterschiede?\s+zwischen\s+(?P<a>.+?)\s+und\s+(?P<b>.+)$",
        r"^(?P<a>.+?)\s+(?:vs\.?|versus)\s+(?P<b>.+)$",
    ),
    conjunctions=(" und ", " außerdem ", " sowie ", "; "),
    no_split=frozenset({"zwischen", "beide", "beiden", "entweder", "weder"}),
)

# Keyed by the primary subtag of Home Assistant's language ("de-CH" -> "de").
CUES: Final[dict[str, LanguageCues]] = {"en": ENGLISH, "de": GERMAN}

_WORD: Final = re.compile(r"[^\W_]+(?:[.'\u2019-][^\W_]+)*")


def primary_language(language: str) -> str:
    """Return the primary subtag of a language tag: ``"de-CH"`` -> ``"de"``."""
    return re.split(r"[-_]", language.strip().lower(), maxsplit=1)[0] or "en"


def cues_for(language: str) -> LanguageCues:
    """Return the cues of ``language``, English when there are none for it."""
    return CUES.get(primary_language(language), ENGLISH)


def words(text: str) -> list[str]:
    """Return the words of ``text``, case kept ("3.12" and "Wi-Fi" stay whole)."""
    return _WORD.findall(text)


def content_words(text: str, cues: LanguageCues) -> list[str]:
    """Return the words that carry the topic, in order, without duplicates."""
    seen: set[str] = set()
    kept: list[str] = []
    for word in words(text):
        key = word.lower()
        if key in cues.stopwords or key in seen:
            continue
        if len(key) == 1 and not key.isdigit():
            continue
        seen.add(key)
        kept.append(word)
    return kept


def has_cue(text: str, cue: str) -> bool:
    """Whether ``cue`` occurs in lower-cased ``text`` as a whole word or phrase."""
    return re.search(rf"(?<!\w){re.escape(cue)}(?!\w)", text) is not None
