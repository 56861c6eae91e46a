"""How a material spells its words: one stem for the inflections of each.

Snowball leaves some inflections apart ("ontdooi" / "ontdooit", "schleud" /
"schleudert"), and an answer may inflect a word the material's way or not
("telefonisch" for "Telefoon"). The material's stems are grouped by their first letters;
stems ``tokens.related`` joins are one word, spelled as its shortest stem; the answer's
words are spelled as the material's stem they are related to.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import replace
from functools import cached_property
from typing import TYPE_CHECKING, Final

from ...text.abbreviations import abbreviations
from ...text.abbreviations import key as abbreviation_key
from .acronyms import acronyms
from .tokens import PREFIX, WORD, related, stem

_SYNCOPE: Final = frozenset("lnr")  # an "e" falls before them: "Cykel" / "cyklen"
_REACH: Final = 4  # letters a stem's kin may be shorter by
_PART: Final = 3  # the shortest part of a compound: "Bag", "Glas", "Nacht"
_LINKS: Final = ("s", "e", "n", "en", "er")  # "Arbeit-s-preis", "Tage-s-", "Sonne-n-"
# A short word closed by a full stop that the text goes on after: "máx./mín.", "max.,",
# "mín. 12 °C" (before a number, only one the language lists: "the show. 20 €" is none).
_ABBREVIATION: Final = re.compile(
    r"(?<![^\W\d_])([^\W\d_]{2,5})\.(?=[/,;)]|\s+[a-zà-ÿ]|(\s+\d))"
)

if TYPE_CHECKING:
    from ...text.languages import NumberLanguage
    from .local import Local


class Spelling:
    """The material's stems, and the one each inflection is spelled as."""

    def __init__(self, masked: str, lang: NumberLanguage, text: str = "") -> None:
        """Read the stems of ``masked`` (numbers blanked) when first needed.

        ``text`` is the material itself: what follows an abbreviation, a number too.
        """
        self._masked = masked
        self._text = text or masked
        self._lang = lang

    def prepare(self) -> None:
        """Group the stems now, off the critical path."""
        _ = self._canon
        _ = self._acronyms

    @cached_property
    def _by_prefix(self) -> dict[str, frozenset[str]]:
        """The stems of the material's words, by their first letters."""
        out: dict[str, set[str]] = {}
        for word in WORD.finditer(self._masked):
            token = stem(word[0], self._lang)
            out.setdefault(token[:PREFIX], set()).add(token)
        return {key: frozenset(found) for key, found in out.items()}

    @cached_property
    def _canon(self) -> dict[str, str]:
        """One stem for the inflections the stemmer left apart: the shortest."""
        out: dict[str, str] = {}
        for kin in self._by_prefix.values():
            ordered = sorted(kin, key=lambda k: (len(k), k))
            lengths = [len(k) for k in ordered]
            for at, token in enumerate(ordered):
                # Only stems a few letters shorter can be its kin: a bucket of many
                # stems sharing their first letters costs no more than its size.
                low = bisect.bisect_left(lengths, len(token) - _REACH, 0, at)
                first = next((k for k in ordered[low:at] if related(k, token)), None)
                if first is not None:
                    out[token] = out.get(first, first)
        return out

    @cached_property
    def _acronyms(self) -> dict[str, frozenset[str]]:
        """The material's acronyms, each with the stems of its words, spelled."""
        return {
            acronym: frozenset(self.spelled_as(w) for w in words)
            for acronym, words in acronyms(self._masked, self._lang).items()
        }

    @cached_property
    def _abbreviated(self) -> frozenset[str]:
        """The material's abbreviations, by their stems: "máx." of "máx./mín.".

        A short word closed by a full stop that goes on ("/", ",", a lower-case word)
        stands for any word it opens: "máxima" in an answer is the table's "máx.".
        """
        listed = abbreviations(self._lang.code)
        return frozenset(
            stem(m[1], self._lang)
            for m in _ABBREVIATION.finditer(self._text)
            if len(m[1]) >= _PART
            and (m[2] is None or listed.joins(abbreviation_key(m[0])))
        )

    def _expanded(self, token: str) -> str | None:
        """Return the abbreviation's stem a longer word opens with, if any."""
        found = [a for a in self._abbreviated if token.startswith(a) and token != a]
        return max(found, key=lambda a: (len(a), a)) if found else None  # the longest

    def spelled_as(self, token: str) -> str:
        """Return the one stem the material spells a word with.

        "ontdooit" and "ontdooi" are one word; "telefonisch" in the answer is the
        material's "telefoon". A token the material has no kin of stays as it is.
        """
        if token.startswith(("#", "@")):
            return token
        short = self._expanded(token) if self._abbreviated else None
        if short is not None:  # "máxima" is the table's "máx."
            return short
        canon = self._canon
        kin = self._by_prefix.get(token[:PREFIX], frozenset())
        if token in kin:
            return canon.get(token, token)
        near = [k for k in kin if related(token, k)]
        if not near:
            return self._syncopated(token)
        best = max(near, key=lambda k: (_shared(token, k), k))
        return canon.get(best, best)

    def _syncopated(self, token: str) -> str:
        """Return the material's stem that differs from ``token`` by a falling "e".

        "cyklen" stems to "cykl", "Cykel" to "cykel": their first letters part
        before ``related`` could meet them.
        """
        if token[-1:] not in _SYNCOPE:
            return token
        if token[-2:-1] == "e":
            other = token[:-2] + token[-1]
        else:
            other = token[:-1] + "e" + token[-1]
        if other in self._by_prefix.get(other[:PREFIX], frozenset()) and related(
            token, other
        ):
            return self._canon.get(other, other)
        return token

    def parts(self, token: str) -> tuple[str, ...]:
        """Return the material's words a compound the material does not write joins.

        "Intensivprogramm" in an answer is the table's "Intensiv" and the text's
        "Programm"; "Arbeitspreis" joins "Arbeit" and "Preis" by its linking "s".
        Only where the language compounds, and only words of the material's own.
        """
        if not self._lang.compounds or token.startswith(("#", "@")):
            return ()
        if token in self._by_prefix.get(token[:PREFIX], frozenset()):
            return ()
        for cut in range(len(token) - _PART, _PART - 1, -1):
            head, rest = token[:cut], token[cut:]
            if head not in self._by_prefix.get(head[:PREFIX], frozenset()):
                continue
            for link in ("", *_LINKS):
                tail = rest.removeprefix(link) if link else rest
                if len(tail) >= _PART and tail in self._by_prefix.get(
                    tail[:PREFIX], frozenset()
                ):
                    return (self.spelled_as(head), self.spelled_as(tail))
            return (self.spelled_as(head),)
        return ()

    def respell(self, local: Local) -> Local:
        """Return ``local`` with its words spelled as ``spelled_as`` spells them.

        A compound the material does not write also stands for its parts there.
        """
        weights: dict[str, float] = {}
        spelled_out = self._acronyms
        for token, weight in local.weights.items():
            spelled = self.spelled_as(token)
            weights[spelled] = max(weight, weights.get(spelled, 0.0))
            for part in self.parts(token) if spelled == token else ():
                weights[part] = max(weight, weights.get(part, 0.0))

            for word in spelled_out.get(token, ()):  # "BS": "Basse saison"
                weights[word] = max(min(weight, 1.0), weights.get(word, 0.0))
        if weights.keys() == local.weights.keys():
            return local
        return replace(
            local,
            tokens=frozenset(weights),
            weights=weights,
            borrowed=frozenset(self.spelled_as(t) for t in local.borrowed),
            heading=frozenset(self.spelled_as(t) for t in local.heading),
        )


def _shared(a: str, b: str) -> int:
    return next(
        (i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
        min(len(a), len(b)),
    )
