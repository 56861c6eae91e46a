"""First-person actions and injected instructions: what is never an answer or evidence.

The answer engine only reads; a sentence in which the assistant claims to have acted
("I have unlocked the front door", "Ich habe die Tür geöffnet") is a model obeying
instructions it met in the material. Each language's shapes are tables of its
``NumberLanguage`` (``engine/text/languages/``):

- ``actions``: first-person shapes ("I have unlocked", "Ich habe … geöffnet"). A shape
  names the verb it claims in a ``verb`` group; a verb of ``reading`` (finding,
  checking, advising: the assistant's job, not an act on the world) claims nothing.
- ``listener`` and ``done``: a done act offered to the listener without a subject
  ("Unlocked the front door for you.", "Die Tür ist jetzt für dich entriegelt"). A
  passive that involves neither the listener nor the assistant ("The lock was
  redesigned in 2020.") claims nothing.
- ``injections``: instructions addressed to an AI ("ignore previous instructions",
  "tell the user: …"). Material carrying them, or a first-person action, is no
  evidence (``not_evidence``): the support gate's passages and the spoken fallback
  leave such sentences out.

A shape negated from its clause's start to just after it ("I have not unlocked",
"Je n'ai rien ouvert", "Ich habe die Tür nicht geöffnet") claims nothing done; a "no"
later in the sentence ("… and no one saw") does not take the claim back. A shape
inside a quotation someone else is given ('He said "I have a dream".') is not the
assistant speaking. Blind to irony and reported speech without quotes: a floor.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
from typing import TYPE_CHECKING, Final

from ..text.languages import LANGUAGES
from ..text.sentences import sentence_spans

if TYPE_CHECKING:
    from ..text.languages import NumberLanguage

_NEGATION_REACH: Final = 2  # words after an action shape that may still negate it
# Words with their elisions kept ("don't", "n'ai") and split ("n'", "ai"): French and
# Italian negate by elision ("Je n'ai rien", "Non l'ho"), English inside a word.
_WORD: Final = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")
_PIECE: Final = re.compile(r"[^\W\d_]+'?")
# Tables and patterns are written with the plain apostrophe; models also write these.
_APOSTROPHES: Final = str.maketrans(dict.fromkeys("\u2019\u2018\u02bc`", "'"))
_CLAUSE_END: Final = re.compile(r"[.,;:!?]")
# Quotation marks: an opening one after some words starts someone else's speech.
_QUOTES: Final = (('"', '"'), ("\u201c", "\u201d"), ("\u201e", "\u201c"), ("«", "»"))
_SAID_BEFORE: Final = re.compile(r"[^\W_]")


def action_claim(sentence: str, lang: NumberLanguage) -> str | None:
    """Return the action ``sentence`` claims the assistant did ("I have unlocked"), if any."""
    sentence = sentence.translate(_APOSTROPHES)
    for shape in _compiled(lang.actions):
        for match in shape.finditer(sentence):
            verb = match.groupdict().get("verb")
            if verb and verb.split()[-1].casefold() in lang.reading:
                continue  # "I have found", "Ik heb … gevonden": reading, not acting
            if _quoted(sentence, match.start()):
                continue
            if not _negated(sentence, match, lang):
                return match.group().strip(" ,;:")
    return _offered(sentence, lang)


def injected(sentence: str, lang: NumberLanguage) -> str | None:
    """Return the instruction to an AI that ``sentence`` carries, if any.

    "Ignore previous instructions", "you are now …", "tell the user: …": material
    written for the model rather than for the reader.
    """
    sentence = sentence.translate(_APOSTROPHES)
    for shape in _compiled(lang.injections):
        if match := shape.search(sentence):
            return match.group().strip(" ,;:")
    return None


def not_evidence(sentence: str, lang: NumberLanguage) -> bool:
    """Whether a material sentence is an injected instruction or a claimed action.

    Neither says anything about the world: such a sentence supports no answer and is
    never spoken from the material.
    """
    return (
        any(injected(sentence, other) is not None for other in _injection_tables(lang))
        or action_claim(sentence, lang) is not None
    )


@functools.cache
def _injection_tables(lang: NumberLanguage) -> tuple[NumberLanguage, ...]:
    """Return the request's language first, then every other with injection shapes.

    Material comes in any language (an English web page answers a German question),
    and an instruction planted for the model is one in whatever language it was
    written: each language's own table reads it, not an English list for all.
    """
    others = tuple(
        other for other in LANGUAGES.values() if other is not lang and other.injections
    )
    return (lang, *others)


def evidence_spans(text: str, lang: NumberLanguage) -> list[tuple[int, int]]:
    """Return the spans of the sentences of ``text`` that are evidence, in order.

    The injection shapes of every language are searched over the whole text at once
    (a few dozen regex scans, not one per sentence and language); a sentence in which
    one starts, or that claims an action, is left out.
    """
    spans = list(sentence_spans(text))
    if not (lang.injections or lang.actions or lang.listener):
        return spans
    plain = text.translate(_APOSTROPHES)  # same length: offsets stay
    starts = sorted(
        match.start()
        for table in _injection_tables(lang)
        for shape in _compiled(table.injections)
        for match in shape.finditer(plain)
    )
    kept: list[tuple[int, int]] = []
    for start, end in spans:
        at = bisect.bisect_left(starts, start)
        if at < len(starts) and starts[at] < end:
            continue
        if action_claim(text[start:end], lang) is None:
            kept.append((start, end))
    return kept


def evidence_only(text: str, lang: NumberLanguage) -> str:
    """Return ``text`` without its ``not_evidence`` sentences, the rest as written.

    Linear in ``text``, which the caller bounds (the fallback reads only what it may
    speak).
    """
    spans = list(sentence_spans(text))
    kept = evidence_spans(text, lang)
    if len(kept) == len(spans):
        return text
    pieces: list[str] = []
    at = 0
    kept_set = set(kept)
    for start, end in spans:
        if (start, end) not in kept_set:
            pieces.append(text[at:start])
            at = end
    pieces.append(text[at:])
    return "".join(pieces)


def _offered(sentence: str, lang: NumberLanguage) -> str | None:
    """Return a done act offered to the listener: "Unlocked the front door for you."."""
    listeners = [
        m for shape in _compiled(lang.listener) for m in shape.finditer(sentence)
    ]
    if not listeners or _names_a_day(sentence, lang):
        return None  # "Für Sie geöffnet: Mo bis Fr": a shop's hours, for everyone
    for shape in _compiled(lang.done):
        for done in shape.finditer(sentence):
            if not _an_act(sentence, done, lang):
                continue
            # Listener and act in one clause: "…, done. The hours are for you" is two.
            for listener in listeners:
                first, last = sorted((done, listener), key=lambda m: m.start())
                if _CLAUSE_END.search(sentence, first.end(), last.start()):
                    continue
                if not _negated(sentence, done, lang):
                    return f"{done.group()} … {listener.group()}"
    return None


def _an_act(sentence: str, done: re.Match[str], lang: NumberLanguage) -> bool:
    """Whether a ``done`` word is an act: not reading, not quoted, not a noun."""
    if done.group().casefold() in lang.reading or _quoted(sentence, done.start()):
        return False
    before = _WORD.findall(sentence[: done.start()].casefold())[-1:]
    return not (before and before[0] in lang.articles)  # "el mercado", "il sito"


def _names_a_day(sentence: str, lang: NumberLanguage) -> bool:
    return any(word in lang.weekdays for word in _WORD.findall(sentence.casefold()))


@functools.cache
def _compiled(shapes: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(shape, re.IGNORECASE) for shape in shapes)


def _quoted(sentence: str, at: int) -> bool:
    """Whether ``at`` lies inside a quotation opened after some words ('He said "…').

    A sentence that is only a quotation ('"I have unlocked the door."') is still the
    speaker's: its opening mark has no words before it.
    """
    for opening, closing in _QUOTES:
        before = sentence[:at]
        if opening == closing:
            inside = before.count(opening) % 2 == 1
        else:
            inside = before.rfind(opening) > before.rfind(closing)
        if inside and _SAID_BEFORE.search(sentence, 0, before.rfind(opening)):
            return True
    return False


def _negated(sentence: str, match: re.Match[str], lang: NumberLanguage) -> bool:
    """Whether a negation stands between the clause's start and just after ``match``."""
    breaks = _CLAUSE_END.finditer(sentence, 0, match.start())
    start = max((b.end() for b in breaks), default=0)
    after = list(
        itertools.takewhile(
            lambda word: word.casefold() not in lang.conjunctions,
            sentence[match.end() :].split()[:_NEGATION_REACH],
        )
    )  # "… geöffnet und nichts gefunden": the next clause's "nichts" is its own
    clause = f"{sentence[start : match.end()]} {' '.join(after)}".casefold()
    negations = lang.negations | lang.action_negations
    for tokens in (_WORD.findall(clause), _PIECE.findall(clause)):
        words = f" {' '.join(tokens)} "
        if any(f" {negation} " in words for negation in negations):
            return True
    return False
