"""The words of answer and material as binding compares them.

Content words are lower-cased, lightly stemmed and free of stopwords, numbers and
units, so each verdict can be explained by the words in its detail line. Texts are cut
into statements and clauses at the boundaries below; numbers, markers, headers and
separators are blanked to spaces so that every offset stays where it was.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from ...text.numbers import NumberMention

# Clause boundaries. A bare "and"/"but" joins two statements only when a new subject
# follows ("... 3 bedrooms and the second floor has 2"); before a verb it shares the
# subject ("runs at 70 degrees and takes 2 hours") and is no boundary.
_DETERMINER: Final = (
    r"the|a|an|its|their|his|her|this|that|these|those|it|they|he|she|we|you|there"
)
_VERBISH: Final = (
    r"is|are|was|were|has|have|had|can|could|will|would|should|may|might|must|does"
    r"|did|do|also|then|still|[a-z]+(?:ed|[^s\W]s)\b"
    r"|went|won|led|lost|beat|fell|rose|grew|drew|took|made|came|gave|got|kept|held"
    r"|ran|sold|spent|stood|told|paid|brought|bought|built|became|began|left|hit"
)
# A statement ends at a semicolon, a conjunction after a comma, or "and" + new subject.
# A run of spaces is tried from its start only ("(?<!\s)"): masked numbers are long
# runs of spaces, and trying every position of a run would cost its length squared.
_HARD: Final = (
    r";\s+|,\s+(?:and|but|while|whereas)\s+|(?<!\s)\s+(?:while|whereas)\s+"
    rf"|(?<!\s)\s+(?:and|but)\s+(?=(?:{_DETERMINER})\b|(?!{_VERBISH}))"
)
_SOFT: Final = r"[,:]\s+|(?<!\s)\s+[-\u2013\u2014]\s+"  # a clause inside a statement
STATEMENT: Final = re.compile(_HARD, re.IGNORECASE)
CLAUSE: Final = re.compile(f"{_HARD}|{_SOFT}", re.IGNORECASE)
WORD: Final = re.compile(r"[A-Za-z]+(?:['\u2019][a-z]+)?")
# Citation markers ("[1]", "[1, 2]", "[2-3]") and footnotes are references, not numbers.
MARKER: Final = re.compile(r"\[\d+(?:\s*[,\u2013-]\s*\d+)*\]")
_STOPWORD_TEXT: Final = """
    a an the and or but if then than so of to in on at by for from with without into
    onto over under about around up out off as is are was were be been being has have
    had do does did it its this that these those there their they them he she his her
    him we our us you your i me my which who whom whose what when where why how not no
    yes can could should would will shall may might must also just only very more most
    less least each every some any all both either per via after before during while
    until since again still roughly approximately nearly almost circa estimated than
    whereas such other another own same
"""
STOPWORDS: Final = frozenset(_STOPWORD_TEXT.split())
# Irregular verb forms, met with their base form: "won" and "win", "rose" and "rise".
_IRREGULAR: Final[dict[str, str]] = {
    "won": "win",
    "led": "lead",
    "lost": "los",
    "lose": "los",
    "beaten": "beat",
    "fell": "fall",
    "fallen": "fall",
    "rose": "ris",
    "risen": "ris",
    "rise": "ris",
    "grew": "grow",
    "grown": "grow",
    "drew": "draw",
    "drawn": "draw",
    "sold": "sell",
    "paid": "pay",
    "built": "build",
    "bought": "buy",
    "went": "go",
    "gone": "go",
}


@lru_cache(maxsize=4096)
def stem(word: str) -> str:
    """Light stemming so that "repainted", "repainting" and "repaints" meet."""
    w = word.lower().replace("\u2019", "'").removesuffix("'s")
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    if w.endswith("ies") and len(w) > 4:  # noqa: PLR2004
        w = w[:-3] + "y"
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3:  # noqa: PLR2004
        w = w[:-1]
    for suffix in ("ing", "ed"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:  # noqa: PLR2004
            w = w[: -len(suffix)]
            if w[-1] == w[-2] and w[-1] not in "lsz":
                w = w[:-1]  # "running" -> "run"
            break
    return w[:-1] if w.endswith("e") and len(w) > 3 else w  # noqa: PLR2004


def content_list(text: str) -> list[str]:
    """Return the content words of ``text``, stemmed, in order."""
    return [stem(w) for w in WORD.findall(text) if w.lower() not in STOPWORDS]


def content_words(text: str) -> frozenset[str]:
    """Return the content words of ``text``, stemmed."""
    return frozenset(content_list(text))


def mask(text: str, mentions: list[NumberMention]) -> str:
    """Blank every number and its unit, so that they are not content words."""
    chars = list(text)
    for m in mentions:
        chars[m.start : m.span_end] = " " * (m.span_end - m.start)
    return "".join(chars)


def cut_at(
    pattern: re.Pattern[str], text: str, start: int, end: int
) -> list[tuple[int, int]]:
    """``text[start:end]`` cut at every match of ``pattern``, as (start, end) pairs."""
    spans, pos = [], start
    for cut in pattern.finditer(text, start, end):
        spans.append((pos, cut.start()))
        pos = cut.end()
    spans.append((pos, end))
    return spans


def blank(pattern: re.Pattern[str], text: str) -> str:
    """Turn matches into spaces, so offsets stay and their numbers are not read."""
    return pattern.sub(lambda m: " " * len(m[0]), text)
