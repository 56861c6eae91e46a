"""English: its spelled numbers, hedges and units live in ``number_data``/``unit_data``.

English is read by the hand-written reader (``number_words``), which also reads what
``text2num`` does not (spoken years, "one point five million", "a hundred", "half a
million", word fractions); this module lends binding the rest.
"""

from __future__ import annotations

from typing import Final

from .. import number_data as data
from .. import unit_data as units
from .base import NumberLanguage, days, phrases, words

LANGUAGE: Final = NumberLanguage(
    code="en",
    decimal_comma=False,
    spelled=False,
    hedges=data.HEDGES,
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
    units=units.UNIT_WORDS,
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
    marks_to=words("to until till"),
    conjunctions=words("and but while whereas or"),
    articles=words("the a an its their this that these those his her our your my"),
    present=words("now currently current latest today presently"),
    past=words("previously formerly earlier before once"),
    starts=words(
        "opens open opening starts start starting begins begin departs leaves first earliest"
    ),
    ends=words("closes close closing ends end ending finishes last latest"),
    lows=words("minimum min lowest least smallest"),
    highs=words("maximum max highest most largest"),
    stopwords=words(
        """a an the and or but if then than so of to in on at by for from with
        without into onto over under about around up down out off as is are was were be
        been being has have had do does did it its this that these those there their
        they them he she his her him we our us you your i me my which who whom whose
        what when where why how not no yes can could should would will shall may might
        must also just only very more most less least each every some any all both
        either per via after before during while until since again still roughly
        approximately nearly almost circa estimated whereas such other another own
        same"""
    ),
    suffixes=("ies", "es", "s", "ing", "ed"),
    generic_names=words("version release v build"),
    labels=data.LABEL_WORDS,
)
