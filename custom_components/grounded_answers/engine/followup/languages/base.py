"""What follow-up resolution knows of a language: the shape of ``FollowupCues``.

Each language is one ``FollowupCues`` value in its own module, small tables a
native speaker reads and corrects in one place. Function words come from the route
cues of the same language (``route.languages``: its stop words and question
starters); these tables add only what a follow-up needs besides: how a follow-up
opens, which words point back at the previous subject, and how "the X of Y" is said.
All entries are lower-case, apostrophes straight (``'``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...route.languages.base import phrases, table

__all__ = ["FollowupCues", "contractions", "phrases", "table"]


@dataclass(frozen=True, slots=True)
class FollowupCues:
    """Everything language-specific about resolving a follow-up question."""

    code: str
    # "what about X": X takes the place of the previous question's subject.
    switch_openers: tuple[str, ...]
    # "and ...": the rest leans on the previous turn (its subject or its question).
    and_openers: tuple[str, ...]
    # Question words proper ("how", "wann"): an utterance of only these and one
    # word ("and how old?") asks the previous question again with them.
    interrogatives: frozenset[str]
    # Words that point back at the previous subject ("it", "er", "elle").
    pronouns: frozenset[str]
    # Possessives before a noun ("its", "seine"): "its height" -> "height of X".
    possessives: frozenset[str]
    # "the X of Y": the word for "of", and an article that goes before X (English).
    of_word: str
    of_article: str = ""
    # Articles: a subject starts with one; a pronoun that is also an article
    # ("den", "det") is an article when a content word follows it.
    articles: frozenset[str] = frozenset()
    # Words inside a name ("statue OF liberty", "tour DE la ..."): between two
    # content words they keep one subject together.
    joiners: frozenset[str] = frozenset()
    # Words that make a pronoun expletive ("what time is IT", "regnet ES"): the
    # utterance then refers to nothing.
    impersonal: frozenset[str] = frozenset()
    # Function words the route tables lack (auxiliaries, participles of "to be").
    function_words: frozenset[str] = frozenset()
    # Contractions "of" makes with an article ("de le" -> "du"), written ``a>b``.
    contractions: dict[str, str] = field(default_factory=dict)


def contractions(text: str) -> dict[str, str]:
    """Read ``"de le>du|de les>des"`` into ``{"de le": "du", "de les": "des"}``."""
    pairs = (item.split(">", 1) for item in text.split("|") if ">" in item)
    return {left.strip().lower(): right.strip() for left, right in pairs}
