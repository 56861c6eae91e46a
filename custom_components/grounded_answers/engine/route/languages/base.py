"""
What routing and retrieval look at in a language: the shape of ``LanguageCues``.

Each language is one ``LanguageCues`` value in its own module, written as small
tables so a native speaker reads and corrects one place. All cues are lower-case;
multi-word cues match as whole phrases. Apostrophes are written straight (``'``):
the look-ups fold the typographic one (U+2019) onto it.
"""

from __future__ import annotations

from dataclasses import dataclass


def table(text: str) -> frozenset[str]:
    """Read a word table written as text: whitespace-separated, lower-cased."""
    return frozenset(text.lower().split())


def phrases(text: str) -> tuple[str, ...]:
    """Read a phrase list written as text: ``|``-separated, lower-cased, in order."""
    return tuple(p.strip().lower() for p in text.split("|") if p.strip())


def comparison(openers: str, alternative: str) -> str:
    """Return the "which is taller, X or Y" shape of a language.

    ``openers`` and ``alternative`` are regex alternations ("qui|quel", "ou"); an
    opening "¿" and a cue before the comma are allowed, as questions are spoken.
    """
    return (
        rf"^[¿¡\s]*(?:{openers})\b[^,]*,\s*(?P<a>.+?)\s+(?:{alternative})\s+(?P<b>.+)$"
    )


@dataclass(frozen=True, slots=True)
class LanguageCues:
    """Everything language-specific that routing and retrieval look at."""

    # Multi-hop cues: substrings of the lower-cased question (spaces are significant).
    multi_hop: tuple[str, ...]
    # A question starts with one of these words...
    question_words: frozenset[str]
    # ...or contains one of these phrases anywhere (matched with spaces around).
    question_phrases: tuple[str, ...]
    # Words that carry no topic: dropped from search terms and overlap scores.
    stopwords: frozenset[str]
    # Words that make a question time-sensitive (freshness, news).
    time_words: tuple[str, ...]
    # Source group -> cues that select it ("news", "documents", "web").
    source_cues: dict[str, tuple[str, ...]]
    # Comparison shapes; each regex has named groups a and b (and optionally c).
    comparisons: tuple[str, ...]
    # Conjunctions that join the parts of a multi-part question.
    conjunctions: tuple[str, ...]
    # Words that make "A and B" one topic ("between Iran and Israel", "both").
    no_split: frozenset[str]
    # Elided words written onto the next one ("l'", "dell'"): not part of the topic.
    elisions: tuple[str, ...] = ()
