"""English route cues: the reference table."""

from __future__ import annotations

from typing import Final

from .base import LanguageCues

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

_EN_STOPWORDS: Final = frozenset(_EN_STOPWORD_TEXT.split())

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
