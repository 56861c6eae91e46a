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
    # The expletive frame (``frames``): a pronoun that can be a dummy subject
    # ("it", "es", "il"), beside a copula or an impersonal verb ("is", "regnet",
    # "fait"), with a bare predicate or a clause ("it is true THAT ...") after it.
    expletive_pronouns: frozenset[str] = frozenset()
    expletive_verbs: frozenset[str] = frozenset()
    complementisers: frozenset[str] = frozenset()
    # Time adverbs and nouns ("today", "morgen", "heure"): no subject of their own
    # ("what about tomorrow?"), the predicate of "what time is it".
    time_words: frozenset[str] = frozenset()
    # Object clitics ("la", "l'", "a") and the question words they follow as
    # pronouns ("quién LA diseñó"; after "qual" the same word is an article).
    object_clitics: frozenset[str] = frozenset()
    clitic_hosts: frozenset[str] = frozenset()
    # A pro-drop language: a question naming nothing but a participle leans back.
    pro_drop: bool = False
    # A past participle's shape (a regular expression on the lower-cased word);
    # ``verb_final``: it closes the clause ("wer hat den Turm GEBAUT"), never a
    # subject's word.
    participle: str = ""
    verb_final: bool = False
    # Personal pronouns ("he", "sie") and "who": after "who ...?" a personal
    # pronoun means the person the answer named.
    persons: frozenset[str] = frozenset()
    who: frozenset[str] = frozenset()
    # Negation words: a rewrite may not add one.
    negations: frozenset[str] = frozenset()
    # Function words the route tables lack (auxiliaries, participles of "to be").
    function_words: frozenset[str] = frozenset()
    # Household questions name a thing and something about it ("error E24 ON THE
    # dishwasher", "beim Geschirrspüler"): the words that introduce the thing. An
    # object pronoun of a verb ("descale IT", "ihn entkalken") means that thing.
    thing_prepositions: frozenset[str] = frozenset()
    # Pronoun forms that are objects wherever they stand ("ihn", "hem").
    object_pronouns: frozenset[str] = frozenset()
    # Auxiliaries and modals a bare verb goes with ("what DOES error E24 MEAN",
    # "wie oft MUSS ich ... ENTKALKEN"): that verb is no word of a subject. It comes
    # after the auxiliary's subject, or closes the clause (``verb_final``).
    verb_auxiliaries: frozenset[str] = frozenset()
    # Contractions "of" makes with an article ("de le" -> "du"), written ``a>b``.
    contractions: dict[str, str] = field(default_factory=dict)


def contractions(text: str) -> dict[str, str]:
    """Read ``"de le>du|de les>des"`` into ``{"de le": "du", "de les": "des"}``."""
    pairs = (item.split(">", 1) for item in text.split("|") if ">" in item)
    return {left.strip().lower(): right.strip() for left, right in pairs}
