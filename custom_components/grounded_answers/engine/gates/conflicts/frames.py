"""Small per-language tables the disagreement rules read (en de fr es nl it pt da).

- ``INCLUDING``: the words that open a phrase saying how a value is counted, not what
  is measured ("with its antennas", "inklusive Antenne", "y compris", "senza IVA"):
  a word they govern never sets two values apart (``pairs.set_off``); two sources that
  count one thing differently are the disagreement the prompt asks to explain.
- ``BEFORE`` / ``AFTER``: the frames an answer names a source in ("according to X",
  "laut X", "selon X"; "X says", "X nennt"): a source word inside one is the answer
  naming its source, where the same word elsewhere may be its topic ("the Internet
  was opened to the public in 1991"; ``render.names_all``).

Lower case; ``BEFORE`` entries may be phrases ("according to", "d'après").
"""

from __future__ import annotations

from typing import Final

from ...text.languages import number_language
from ...text.languages.base import words
from ..numbers.tokens import WORD

_ARTICLES: Final = 2  # "according to the offline encyclopedia": words skipped
_NAME_TAIL: Final = 2  # "a web search gives": words of the name's phrase skipped

INCLUDING: Final[dict[str, frozenset[str]]] = {
    "en": words("with including incl without excluding plus"),
    "de": words("mit einschließlich inklusive inkl samt ohne ausschließlich"),
    "fr": words("avec compris inclus sans hors"),
    "es": words("con incluido incluida incluidos incluidas incluyendo sin"),
    "nl": words("met inclusief incl zonder exclusief"),
    "it": words("con compreso compresa compresi comprese incluso inclusi senza"),
    "pt": words("com incluindo incluído incluídas sem"),
    "da": words("med inklusive inkl uden"),
}

BEFORE: Final[dict[str, tuple[str, ...]]] = {
    "en": ("according to", "as per", "says", "say"),
    "de": ("laut", "gemäß", "sagt", "nennt", "meldet"),
    "fr": ("selon", "d'après", "dit", "indique"),
    "es": ("según", "de acuerdo con", "conforme a", "dice", "indica"),
    "nl": ("volgens", "aldus", "zegt", "noemt"),
    "it": ("secondo", "stando a", "dice", "indica"),
    "pt": ("segundo", "de acordo com", "conforme", "diz", "indica"),
    "da": ("ifølge", "iflg", "siger", "angiver"),
}

AFTER: Final[dict[str, frozenset[str]]] = {
    "en": words(
        "says say said gives give gave states stated reports reported lists listed "
        "puts put mentions mentioned shows indicates notes claims quotes"
    ),
    "de": words(
        "sagt sagen nennt nennen gibt geben gab meldet melden berichtet schreibt "
        "spricht zeigt führt listet beziffert angibt zufolge"
    ),
    "fr": words(
        "dit disent indique indiquent donne donnent affirme annonce rapporte "
        "mentionne précise évoque parle signale"
    ),
    "es": words(
        "dice dicen indica indican da dan afirma señala informa menciona cifra "
        "habla recoge"
    ),
    "nl": words(
        "zegt zeggen noemt noemen geeft geven meldt melden vermeldt schrijft "
        "spreekt toont"
    ),
    "it": words(
        "dice dicono indica indicano dà danno riporta riportano afferma parla "
        "segnala cita"
    ),
    "pt": words(
        "diz dizem indica indicam dá dão afirma informa aponta refere menciona fala"
    ),
    "da": words("siger sige angiver nævner giver oplyser skriver viser melder opgiver"),
}


def code_of(language: str) -> str:
    """Return a table's key for a language code ("pt-BR" -> "pt")."""
    return language.replace("_", "-").split("-", 1)[0].lower()


def in_frame(text: str, start: int, end: int, language: str) -> bool:
    """Whether ``text[start:end]`` (a source word) stands where a source is named.

    Before it, past a few short words ("the", "l'"), a ``BEFORE`` frame ("according
    to", "laut", "selon"); or after it, past a word or two of its phrase ("a web
    search gives"), an ``AFTER`` verb ("says", "nennt", "donne").
    """
    code = code_of(language)
    stop = number_language(language).stopwords
    before = [
        w[0].lower().replace("\u2019", "'") for w in WORD.finditer(text, 0, start)
    ]
    head, sep, _tail = text[start:end].replace("\u2019", "'").rpartition("'")
    if sep and head:  # "l'encyclopédie": the elided article is a word before it
        before.append(head.lower() + "'")
    frames = BEFORE.get(code, ())
    for skipped in range(_ARTICLES + 1):
        kept = before[: len(before) - skipped]
        said = " ".join(kept[-3:])
        if said and any(said == f or said.endswith(f" {f}") for f in frames):
            return True
        if skipped >= len(before) or not _skippable(before[-1 - skipped], stop):
            break
    after = [w[0].lower() for w in WORD.finditer(text, end)][: _NAME_TAIL + 1]
    verbs = AFTER.get(code, frozenset())
    return any(w in verbs for w in after)


def _skippable(word: str, stop: frozenset[str]) -> bool:
    """Return whether ``word`` is an article or an elided one ("the", "l'")."""
    return word.endswith("'") or (word in stop and len(word) <= 4)  # noqa: PLR2004
