"""Word stems: the one stemmer the support gate and the numeric check share.

Snowball (``snowballstemmer``, pure Python) stems in the language's algorithm; accents
are folded after stemming, since Snowball needs them to stem and matching does not
("Wikipédia" in a French answer is the source "Wikipedia").
"""

from __future__ import annotations

import functools
import threading
import unicodedata
from typing import Final

import snowballstemmer

_STEM_LOCK: Final = threading.Lock()  # a Snowball stemmer keeps state while it works
_STEMMERS: Final = functools.cache(snowballstemmer.stemmer)  # one per algorithm


@functools.lru_cache(maxsize=65536)
def snowball_stem(word: str, algorithm: str) -> str:
    """Return the stem of the lower-case ``word``, accents folded after stemming.

    ``algorithm`` is a Snowball algorithm name ("german"); "" keeps the word whole.
    """
    if algorithm:
        with _STEM_LOCK:
            word = _STEMMERS(algorithm).stemWord(word)
    if word.isascii():
        return word
    folded = unicodedata.normalize("NFKD", word)
    return "".join(char for char in folded if not unicodedata.combining(char))
