"""The words each language names a kind of source with, beside its spoken name.

An answer that names the disagreement says which source gave which value. It is told
each source's spoken name ("the offline encyclopedia", "einer Websuche"), but a model
paraphrases: "the encyclopedia", "a web page", "laut Lexikon", "selon la presse".
These tables hold those words per language (en de fr es nl it pt da), per source tag,
lower-case; ``naming`` meets a word of the answer with one when they are equal or one
is the other with an inflection (and, where a language writes compounds, when the
word opens or ends with it: "Onlinelexikon"). Tags the registry groups (``docs`` with
``documents``, ``searxng`` with ``web``) share their rows.

A word here never decides alone that an answer is wrong: it only says which source a
value of a detected disagreement is given to, and the value must then be that
source's.
"""

from __future__ import annotations

from typing import Final

from ...text.languages.base import words

type SourceWords = dict[str, frozenset[str]]


def _table(
    *,
    encyclopedia: str,
    web: str,
    news: str,
    documents: str,
    forecast: str,
) -> SourceWords:
    """One language's rows, by the kind of source."""
    return {
        "kiwix": words(encyclopedia),
        "wikipedia": words(encyclopedia),
        "web": words(web),
        "searxng": words(web),
        "news": words(news),
        "documents": words(documents),
        "docs": words(documents),
        "forecast": words(forecast),
    }


EN: Final = _table(
    encyclopedia="encyclopedia encyclopaedia encyclopedic",
    web="web website webpage internet",
    news="news headline headlines newspaper press",
    documents="document documents manual notes",
    forecast="forecast",
)
DE: Final = _table(
    encyclopedia="enzyklopädie lexikon",
    web="web webseite website websuche internet internetseite",
    news="nachrichten nachricht meldung presse zeitung",
    documents="dokument dokumente dokumenten unterlagen handbuch anleitung notizen",
    forecast="vorhersage wettervorhersage wetterbericht",
)
FR: Final = _table(
    encyclopedia="encyclopédie",
    web="web internet site",
    news="actualités actualité presse journal",
    documents="document documents manuel notice",
    forecast="prévisions prévision",
)
ES: Final = _table(
    encyclopedia="enciclopedia",
    web="web internet página sitio",
    news="noticias noticia prensa periódico",
    documents="documento documentos manual",
    forecast="pronóstico previsión",
)
NL: Final = _table(
    encyclopedia="encyclopedie",
    web="web internet website webpagina site",
    news="nieuws krant pers",
    documents="document documenten handleiding",
    forecast="weersverwachting verwachting weerbericht",
)
IT: Final = _table(
    encyclopedia="enciclopedia",
    web="web internet sito",
    news="notizie notizia giornale stampa",
    documents="documento documenti manuale",
    forecast="previsioni previsione",
)
PT: Final = _table(
    encyclopedia="enciclopédia",
    web="web internet site página",
    news="notícias notícia jornal imprensa",
    documents="documento documentos manual",
    forecast="previsão",
)
DA: Final = _table(
    encyclopedia="leksikon encyklopædi",
    web="web websøgning internet hjemmeside netside",
    news="nyheder nyhed avis presse",
    documents="dokument dokumenter manual vejledning",
    forecast="vejrudsigt prognose",
)

SOURCE_WORDS: Final[dict[str, SourceWords]] = {
    "en": EN,
    "de": DE,
    "fr": FR,
    "es": ES,
    "nl": NL,
    "it": IT,
    "pt": PT,
    "da": DA,
}


def source_words(code: str) -> SourceWords:
    """Return the table of a language code ("de", "pt-BR"); none for another."""
    return SOURCE_WORDS.get(code.replace("_", "-").split("-", 1)[0].lower(), {})
