"""English: its spelled numbers, hedges and units live in ``number_data``/``unit_data``.

English is read by the hand-written reader (``number_words``), which also reads what
``text2num`` does not (spoken years, "one point five million", "a hundred", "half a
million", word fractions); this module lends binding the rest.
"""

from __future__ import annotations

from typing import Final

from .. import number_data as data
from .. import unit_data as units
from .base import NumberLanguage, days, forms, periods, phrases, words

# The action and injection tables (``gates/actions.py``): "I" as the speaker, the
# words an act may be said with, and what an instruction to an AI looks like.
_I: Final = r"(?:^|[^\w\s]\s*|\b(?-i:[a-z])\w*\s+)(?-i:I)"
_ADVERBS: Final = r"(?:(?:just|now|also|already|then|quickly|successfully|finally|again|all|both)\s+)*"
# A past tense or participle; "-eed" verbs (need, feed, proceed) are present.
_PAST: Final = (
    r"(?!\w*eed\b)[a-z]{2,}ed|agreed|freed|guaranteed|set|put|sent|made|shut|done|did"
    r"|ran|run|taken|took|given|gave|told|got|gotten|let|begun|began|brought|bought"
    r"|built|left|kept|cut|lit"
)
_DEVICE_ACTS: Final = (
    r"(?:un)?locked|opened|closed|turned|switched|started|stopped|sent|activated"
    r"|deactivated|armed|disarmed|dimmed|scheduled|muted|unmuted|paused|resumed"
)
_EARLIER: Final = (
    r"(?:all\s+|any\s+)?(?:(?:the|your|my|these|those|of\s+the)\s+)?"
    r"(?:previous|prior|above|earlier|preceding|former|original|system|other|all|your)"
    r"\s+(?:\w+\s+)?(?:instructions?|prompts?|rules|guidelines|directives|context"
    r"|messages?)\b"
)

LANGUAGE: Final = NumberLanguage(
    code="en",
    decimal_comma=False,
    spelled=False,
    hedges=data.HEDGES,
    between=words("between"),
    privatives=phrases("without|except|excluding|no"),
    rates=phrases("per|each|every"),
    negations=phrases(
        "not|no|never|isn't|aren't|wasn't|weren't|doesn't|don't|didn't|won't|can't|"
        "cannot|hasn't|haven't|rather than|instead of"
    ),
    above=phrases(
        "more than|over|above|higher than|warmer than|greater than|longer than|at least|exceeds|exceeding"
    ),
    below=phrases(
        "less than|under|below|lower than|colder than|fewer than|shorter than|at most|within"
    ),
    dimensions=forms(
        {
            "height": "high|height|heights|tall|elevation|altitude",
            "width": "wide|width|widths|broad|breadth|diameter",
            "depth": "deep|depth|depths",
            "length": "long|length|lengths",
            "thickness": "thick|thickness",
        }
    ),
    units=units.UNIT_WORDS | {"ha": "hectare"},  # Romance "ha" is "has": theirs lack it
    earlier=forms(
        {
            "year-this": "this year|this year's|the current year",
            "year-next": "next year|next year's|the coming year",
            "month-this": "this month",
            "month-next": "next month",
            "year": "last year|a year ago|twelve months ago|12 months ago",
            "year-before": "a year earlier|a year before|the year before|the previous year|the prior year|previous year|prior year|twelve months earlier|12 months earlier|a year previously",
            "month": "last month|a month ago",
            "month-before": "a month earlier|the month before|the previous month|the prior month|previous month",
            "week": "last week|a week ago",
            "week-before": "a week earlier|the week before|the previous week|previous week",
        }
    ),
    day_periods=periods(
        {
            (4, 12): "in the morning|this morning|morning",
            (12, 19): "in the afternoon|this afternoon|afternoon",
            (16, 24): "in the evening|this evening|evening",
            (19, 6): "at night|tonight|night|overnight",
        }
    ),
    weekdays=days(
        "monday|mondays",
        "tuesday|tuesdays",
        "wednesday|wednesdays",
        "thursday|thursdays",
        "friday|fridays",
        "saturday|saturdays",
        "sunday|sundays",
        groups={
            "weekdays": "1-5",
            "weekday": "1-5",
            "working days": "1-5",
            "weekend": "6-7",
            "weekends": "6-7",
        },
    ),
    fractions={},
    multipliers={"twice": 2.0, "double": 2.0, "triple": 3.0, "thrice": 3.0},
    range_from=words("from between since starting"),
    range_to=words("to until till through and"),
    marks_from=words("from since"),
    marks_to=words("to until till by"),
    conjunctions=words("and but while whereas or"),
    subordinators=words("before after"),
    ands=words("and"),
    relatives=words("which who"),
    at_clock=words("at"),
    spoken_before={
        "half past": (30, 0),
        "quarter past": (15, 0),
        "quarter to": (45, -1),
    },
    partitives=phrases("of them|of which|of whom|of those|of these"),
    unit_links=words("of"),
    repeats=phrases("again|once again|once more"),
    articles=words("the a an its their this that these those his her our your my"),
    present=words("now currently current latest today presently moment"),
    past=phrases("previously|formerly|earlier|before|used to be"),
    was=words("was were"),
    versus=phrases("against|versus|vs|vs.|compared with|compared to|instead of"),
    starts=words(
        "opens open opening starts start starting begins begin departs leaves"
    ),
    firsts=words("first earliest"),
    begins=words(
        "begin began begun beginning start started starting commence commenced"
    ),
    completes=words("complete completed completion finish finished end ended"),
    ends=words("closes close closing ends end ending finishes"),
    lasts=words("last latest"),
    lows=words("minimum min lowest least smallest"),
    highs=words("maximum max highest most largest"),
    stopwords=words(
        """compared comparison versus vs a an the and or but if then than so of to in on at by for from with
        without into onto over under about around up down out off as is are was were be
        been being has have had do does did it its this that these those there their
        they them he she his her him we our us you your i me my which who whom whose
        what when where why how not no yes can could should would will shall may might
        must also just only very more most less least each every some any all both
        either per via after before during while until since again still roughly
        approximately nearly almost circa estimated whereas such other another own
        same"""
    ),
    generic_names=words("version release v build"),
    labels=data.LABEL_WORDS,
    # The support check: Snowball's English stemmer; how answers frame and act.
    stemmer="english",
    framing=words(
        """should must can could would will may might shall need needs ought
        according source sources material materials text passage passages article
        mentions mentioned mention says said say states stated state notes noted
        reports reported describes described explains explained lists listed
        here there's it's that's i'm i've i'll you're don't doesn't isn't aren't
        wasn't weren't didn't won't can't couldn't hasn't haven't let's
        however though although yes indeed actually basically generally usually
        sure okay ok well note answer short
        get gets got getting use uses used using make makes made making take takes
        took taking give gives gave given new"""
    ),
    actions=(
        # "I" as the speaker: at a clause's start or after a lower-case word, never
        # after a name ("World War I ended", "Henry I had three sons"). Each shape
        # names its verb: a participle or past tense, never "need" or "a dream".
        rf"{_I}(?:'ve|'d|\s+have|\s+had)\s+{_ADVERBS}(?P<verb>{_PAST})\b",
        rf"{_I}(?:'ll|\s+will|\s+shall)\s+{_ADVERBS}(?P<verb>[a-z]+)\b",
        rf"{_I}(?:'m|\s+am)\s+{_ADVERBS}(?P<verb>going\s+to\s+[a-z]+|[a-z]+ing)\b",
        rf"{_I}\s+{_ADVERBS}(?P<verb>{_PAST})\b",
        r"^\W*(?:done|all\s+set|there\s+you\s+go|finished)(?=\s*(?:[.!,;:\u2013\u2014-]|$))",
        # Subject-less: "Unlocked the front door." (never "Opened in 1889, …").
        rf"^\W*(?P<verb>{_DEVICE_ACTS})\s+(?:(?:on|off|up|down)\s+)?"
        r"(?:the|your|all|both|it|them)\b",
    ),
    action_negations=words("nothing none nobody neither nor"),
    reading=words(
        """found find finding look looked looking check checked checking search
        searched searching read reading see seen saw seeing notice noticed learn
        learned learnt learning know knew known think thought thinking believe
        believed assume assumed recommend recommended recommending suggest suggested
        suggesting advise advised explain explained explaining understood
        understand hope hoped hoping want wanted wish wished expect expected
        wondered wonder be been have had do try tried trying help helped helping
        going gathered summarised summarized consulted consult reviewed review
        answered answer say said tell told used tested noted designed developed
        intended meant suited tailored"""
    ),
    listener=(r"\bfor\s+you\b",),
    # Not "set", "made", "left": "a starter set for you", "made for you".
    done=(
        r"\b(?:(?!\w*eed\b)[a-z]{2,}ed|done|sent|put|shut|switched|turned)\b",
        r"\b(?:all\s+set|taken\s+care\s+of)\b",
    ),
    injections=(
        rf"\b(?:ignore|disregard|forget|override|bypass)\s+{_EARLIER}",
        r"\b(?:ignore|disregard|forget)\s+(?:the\s+|your\s+)?(?:instructions?|prompts?)"
        r"\s+(?:above|before|so\s+far|you\s+were\s+given)\b",
        r"\byou\s+are\s+now\s+(?:an?|my|the|no\s+longer|in\s+\w+\s+mode|dan)\b",
        r"\bsystem\s+(?:prompt|message|instructions?)\b",
        r"^\W*(?:system|assistant)\s*:",
        r"(?:^\W*|[:;]\s*|\b(?:and|then|please|just|now|instead)\s+)"
        r"(?:say|respond|reply|answer|repeat|write)\b[^.!?:]{0,25}:",
        r"(?:^\W*|[:;]\s*|\b(?:and|then|please|now|just|instead|always)\s+)"
        r"tell\s+(?:the\s+)?(?:user|listener|human|people\s+asking)\b",
        r"\bas\s+an?\s+(?:ai|artificial\s+intelligence|(?:large\s+)?language\s+model"
        r"|llm|ai\s+assistant|chatbot)\b",
        r"\bnew\s+instructions?\s*:",
        r"\b(?:instructions?|message|note)\s+(?:to|for)\s+(?:the\s+|any\s+)?"
        r"(?:ai|assistant|model|llm|chatbot|bot)s?\b",
    ),
    # What the question asks for (a measure, a number, a time, a name): the spoken
    # fallback ranks sentences by it.
    asks=forms(
        {
            "measure": ("how much|how long|how fast"),
            "length": (
                "how tall|how high|how far|how deep|how wide|how big|how large|"
                "height|elevation|altitude|distance|length|depth"
            ),
            "money": ("cost|costs|price|fee|what price"),
            "mass": ("how heavy"),
            "temperature": ("how hot|how cold|how warm|what temperature|temperature"),
            "pressure": ("what pressure|pressure"),
            "number": ("how many|how old|how often|what percentage"),
            "time": (
                "when|what time|what year|which year|what date|what day|which day|"
                "since when|until when|how long ago"
            ),
            "name": ("who|whom|whose"),
        }
    ),
)
