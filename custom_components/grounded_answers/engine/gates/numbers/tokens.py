"""The words of answer and material as binding compares them, in any language.

A token is a content word, lower-cased and stemmed with the language's Snowball
stemmer (English meets its irregular verbs first), or a number of another kind written as
``#value`` ("in 2011" qualifies a population). The language's stopwords are no tokens:
they sit near every number. References, links and coordinates ground nothing, so they
are blanked before a material is read; blanking keeps every offset where it was.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from ...text.stems import snowball_stem

if TYPE_CHECKING:
    from ...text.languages import NumberLanguage
    from ...text.numbers import NumberMention

WORD: Final = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)?")
WORD_OR_MARK: Final = re.compile(rf"{WORD.pattern}|[,;:]")  # a word, or a clause's mark
# Citation markers ("[1]", "[1, 2]", "[2-3]", "[note 4]") and footnotes are references.
MARKER: Final = re.compile(r"\[(?:[a-z]+\s)?\d+(?:\s*[,\u2013-]\s*\d+)*\]")
# Links and coordinates: "https://…", "www.…", "48°51'N 2°21'E", "48.8584° N".
LINK: Final = re.compile(r"\b(?:https?://|www\.)\S+", re.IGNORECASE)
COORDINATE: Final = re.compile(
    r"\d{1,3}(?:[.,]\d+)?\s?°\s?(?:\d{1,2}(?:[.,]\d+)?\s?['\u2032]\s?"
    r"(?:\d{1,2}(?:[.,]\d+)?\s?[\"\u2033])?)?\s?[NSEWO]\b"
)
# Irregular English verb forms, met with their base form: "won" and "win".
_IRREGULAR: Final[dict[str, str]] = {
    "won": "win", "led": "lead", "lost": "los", "lose": "los", "beaten": "beat",
    "fell": "fall", "fallen": "fall", "rose": "ris", "risen": "ris", "rise": "ris",
    "grew": "grow", "grown": "grow", "drew": "draw", "drawn": "draw", "sold": "sell",
    "paid": "pay", "built": "build", "bought": "buy", "went": "go", "gone": "go",
    "spent": "spend", "took": "take", "taken": "take", "gave": "give", "given": "give",
    "held": "hold", "met": "meet", "ran": "run", "began": "begin", "begun": "begin",
}  # fmt: skip
_ELIDED: Final = 4  # "dell'": the longest elided article
DIMENSION: Final = "~"  # closes a dimension's token: "depth~"
NEGATED: Final = "!"  # opens a word a privative takes away: "!vorwasch"


@lru_cache(maxsize=16384)
def stem(word: str, lang: NumberLanguage) -> str:
    """Return the form two inflections of one word share: "Minuten" and "Minute".

    The language's Snowball stemmer (``text.stems``, the support gate's too); English
    irregular verbs are met with their base form first, elided articles ("l'accueil",
    "dell'acqua") dropped. A word naming what a measure measures is that dimension
    (``NumberLanguage.dimensions``): "deep" and "depth", "hoch" and "Höhe" are one.
    """
    lower = word.lower().replace("\u2019", "'")
    if lang.code == "en":
        lower = lower.removesuffix("'s")
        lower = _IRREGULAR.get(lower, lower)
    lower = _past_article(lower)
    dimension = lang.dimensions.get(lower)
    if dimension is not None:
        return f"{dimension}{DIMENSION}"  # "deep" and "depth": "depth~"
    return snowball_stem(lower, lang.stemmer)


def _past_article(word: str) -> str:
    """Return the word past an elided article ("l'accueil", "dell'Inter"); not "Nice's"."""
    head, mark, tail = word.replace("\u2019", "'").rpartition("'")
    if mark and len(head) <= _ELIDED and tail and head.islower():
        return tail
    return word


def capitalised_word(word: str) -> bool:
    """Whether a word is written capitalised, past an elided article: "l'OM"."""
    return _past_article(word)[0].isupper()


PREFIX: Final = 4  # the first letters stems are grouped by
_PLURALS: Final = frozenset({"s", "es", "er"})
_PLURAL_STEM: Final = 3  # "bus" / "buses"; "us" is no stem
_SHORTEST: Final = 5  # a shorter stem ("plan", "mode", "main") is its own word
_TAIL: Final = 3  # letters an ending the stemmer left may add: "telefon"/"telefonisk"
_SHARED: Final = 6  # letters shared by stems whose last letters part
_APART: Final = 2  # "telefonisch"/"telefoon": the letters the shorter has past them


def related(a: str, b: str) -> bool:
    """Whether two stems are one word the stemmer left apart.

    "ontdooi" / "ontdooit" (an ending left on), "telefoon" / "telefonisch" (a long
    shared start, a short different end), "cykel" / "cykl" (of "cyklen": an "e" that
    falls before a final l, n or r); "main" / "mainten" are two.
    """
    shorter, longer = (a, b) if len(a) <= len(b) else (b, a)
    if _syncope(shorter, longer):
        return True
    if len(shorter) < _SHORTEST:
        # "plan" / "plant", "mode" / "model" are two words; a plural ending the
        # stemmer left on a short word is none ("pneu" / "pneus", "kind" / "kinder").
        return a == b or (
            len(shorter) >= _PLURAL_STEM
            and longer.startswith(shorter)
            and longer[len(shorter) :] in _PLURALS
        )
    if longer.startswith(shorter):
        return len(longer) - len(shorter) <= _TAIL
    shared = next(
        (i for i, (x, y) in enumerate(zip(shorter, longer, strict=False)) if x != y),
        len(shorter),
    )
    return shared >= _SHARED and len(shorter) - shared <= _APART


def _syncope(shorter: str, longer: str) -> bool:
    """Whether ``shorter`` is ``longer`` without the "e" of its last syllable."""
    return (
        len(shorter) >= _PLURAL_STEM + 1
        and len(longer) == len(shorter) + 1
        and longer[-2:-1] == "e"
        and longer[-1] in "lnr"
        and longer[:-2] + longer[-1] == shorter
    )


# A number naming when or which (a year, a version, a day, a time) says more about a
# place than a word does; a quantity beside another ("30 minutes at 40 °C") no more.
_IDENTIFYING: Final = (
    "#year|", "#version|", "#day|", "#time|", "#ordinal|", "#label|", "#month|",
    "#weekday|", "#decimal|", "#phone|", "#name|", "#earlier:",
)  # fmt: skip
NAME_WEIGHT: Final = 2.0  # a capitalised word, an identifying number
WORD_WEIGHT: Final = 1.0  # a lower-case word
BESIDE_WEIGHT: Final = 1.5  # another value beside the number


def weight(token: str, shape: str = "l") -> float:
    """How much a token tells about a place.

    An identifying number and a capitalised word (a name, a German noun) count double
    a lower-case word (mostly verbs and adjectives); another value beside the number
    one and a half.
    """
    if token.startswith(_IDENTIFYING):
        return NAME_WEIGHT
    if token.startswith("#"):
        return BESIDE_WEIGHT  # "15,500 in 2020", "30 minutes at 40 °C"
    return NAME_WEIGHT if shape == "U" else WORD_WEIGHT


def number_token(m: NumberMention, family: object = None) -> tuple[str, ...]:
    """Tokens for a number that qualifies another: one per reading, with its family.

    The family comes first ("#year|2011"), so that a place naming another value of
    the family ("#year|2019") is known to conflict; a unit follows it ("for riders
    up to 70 kg" is "#quantity|kilogram|70", no "70 psi").
    """
    if isinstance(family, tuple):
        kind, unit = family[0], family[1]  # type: ignore[index]
    else:
        kind, unit = m.kind, None
    unit_part = f"{unit}|" if unit else ""
    return tuple(f"#{kind}|{unit_part}{_key(v)}" for v in m.values)


def unitless(token: str) -> str | None:
    """Return a number token without its unit ("#quantity|12"), None if it has none.

    The material's "children aged 12 to 15 years" meets the answer's "aged 12".
    """
    parts = token.split("|")
    return f"{parts[0]}|{parts[-1]}" if len(parts) > 2 else None  # noqa: PLR2004


def dimension(token: str) -> bool:
    """Whether a token names what a measure measures: "depth~"."""
    return token.endswith(DIMENSION)


def is_number(token: str) -> bool:
    """Whether a token is a qualifying number."""
    return token.startswith("#") and "|" in token


def number_family(token: str) -> str:
    """Return the family part of a number token: "#year|2011" -> "#year|"."""
    return token[: token.index("|") + 1]


def _key(value: float | str) -> str:
    if isinstance(value, str):
        return value.lower()
    return f"{value:.6g}"


def mask(text: str, mentions: list[NumberMention]) -> str:
    """Blank every number and its unit, so that they are not content words."""
    chars = list(text)
    for m in mentions:
        chars[m.start : m.span_end] = " " * (m.span_end - m.start)
    return "".join(chars)


def blank(pattern: re.Pattern[str], text: str) -> str:
    """Turn matches into spaces, so offsets stay and their numbers are not read."""
    return pattern.sub(lambda m: " " * len(m[0]), text)


def blank_references(text: str) -> str:
    """Blank citation markers, links and coordinates: they ground nothing."""
    return blank(COORDINATE, blank(LINK, blank(MARKER, text)))
