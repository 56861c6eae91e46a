"""Resolving a follow-up by rules: the previous question's subject carried over.

Four shapes, told apart by the language's tables (``languages``), never by a list
of sentences:

- **switch**: "what about X?", "and X?" (a phrase, no question of its own) — the
  previous question asked again with X in its subject's place.
- **pronoun**: "and when was it built?", "how old is he?" — the pronoun becomes the
  subject; a possessive the "X of subject" of the language ("its height").
- **ellipsis**: "and how old?", "und wann?" — question words and at most one other
  word: the previous question asked again with them.
- **append**: "¿y cuándo fue construida?" (a pro-drop verb, a question that names
  nothing) — the subject is added after it ("... the height" -> "... the height of
  subject").

An utterance in none of these shapes stands alone: it is never resolved, and no
model is asked to rewrite it. A follow-up whose history has no subject is
unresolvable (``text`` is None): it is answered as asked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from .frames import clitic, expletive, names_nothing
from .referent import asks_who, named_in_answer, personal
from .subject import Subject, find_subject, question_frame
from .substitute import of_subject as _of
from .substitute import punctuated as _question
from .substitute import substituted as _substituted
from .words import Lexicon, Token, lexicon_for, tokenise

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .turns import Turn

SWITCH, PRONOUN, ELLIPSIS, APPEND = "switch", "pronoun", "ellipsis", "append"
_OWN_SUBJECT_WORDS: Final = 2  # content words that make a question of its own


@dataclass(frozen=True, slots=True)
class RuleResolution:
    """A follow-up as the rules read it."""

    rule: str  # SWITCH, PRONOUN, ELLIPSIS or APPEND
    text: str | None  # the standalone question; None: no subject to carry over
    subject: str | None = None  # the previous subject carried over


def resolve_by_rules(
    utterance: str, history: Sequence[Turn], language: str
) -> RuleResolution | None:
    """Return how ``utterance`` leans on ``history``; None when it stands alone."""
    if not history:
        return None
    lexicon = lexicon_for(language)
    tokens = tokenise(utterance, lexicon)
    opener, rest = _opener(tokens, lexicon)
    rule = _shape(opener, rest, tokens, lexicon)
    if rule is None:
        return None
    thing = rule == PRONOUN and _object(rest, lexicon)
    for back, turn in enumerate(reversed(history)):
        previous = turn.standalone
        earlier = " ".join(
            f"{before.standalone} {before.answer}"
            for before in history[: len(history) - back - 1]
        )
        subject = find_subject(previous, turn.answer, lexicon, earlier, thing=thing)
        person = _person(rule, rest, previous, turn.answer, lexicon)
        if person is not None:  # "who painted it?" / "Leonardo ..." / "he"
            subject = Subject(person, 0, 0)
        if subject is not None:
            text = _resolved(rule, utterance, rest, previous, subject, lexicon)
            return RuleResolution(rule, text, subject.text)
    return RuleResolution(rule, None)


def _person(
    rule: str, rest: list[Token], previous: str, answer: str, lexicon: Lexicon
) -> str | None:
    """Return the person a personal pronoun after a "who" question means."""
    if (
        rule != PRONOUN
        or not personal(rest, lexicon)
        or not asks_who(previous, lexicon)
    ):
        return None
    return named_in_answer(answer, previous, lexicon)


def _object(rest: list[Token], lexicon: Lexicon) -> bool:
    """Return True when the pointing word is a verb's object ("descale IT").

    An object form ("ihn", "hem"), a clitic before its verb ("comment LE
    détartrer"), or a pronoun right after a content word that is no copula.
    """
    cues = lexicon.cues
    for at, token in enumerate(rest):
        kind = _pointer(rest, at, rest[0].start, lexicon)
        if kind is None or kind == "possessive":
            continue
        before = rest[at - 1] if at > 0 else None
        return (
            kind == "clitic"
            or token.key in cues.object_pronouns
            or (
                before is not None
                and lexicon.is_content(before)
                and before.key not in cues.expletive_verbs
            )
        )
    return False


def _opener(tokens: list[Token], lexicon: Lexicon) -> tuple[str | None, list[Token]]:
    """Return the opener's kind ("switch", "and" or None) and the tokens after it."""
    keys = [token.key for token in tokens]
    cues = lexicon.cues
    for kind, openers in ((SWITCH, cues.switch_openers), ("and", cues.and_openers)):
        for opener in sorted(openers, key=len, reverse=True):
            words = [token.key for token in tokenise(opener, lexicon)]
            if keys[: len(words)] == words:
                return kind, tokens[len(words) :]
    return None, tokens


def _shape(  # noqa: PLR0911 - one return per shape
    opener: str | None, rest: list[Token], tokens: list[Token], lexicon: Lexicon
) -> str | None:
    """Return the rule ``rest`` calls for, or None when the utterance stands alone."""
    if expletive(rest, lexicon):
        return None  # "is it foggy today?": the pronoun points at nothing
    if opener is not None and _a_time(rest, lexicon):
        return None  # "what about tomorrow?": a time, no subject in its place
    if opener == SWITCH:
        return SWITCH
    first = tokens[0].start if tokens else 0
    if _referring(rest, first, lexicon):
        # "quand le Louvre a-t-il été construit ?": the pronoun repeats a name the
        # utterance gives itself.
        return None if _names(rest, first, lexicon) else PRONOUN
    if _elliptic(rest, lexicon, opened=opener is not None):
        return ELLIPSIS
    if opener is None:  # "¿cuándo fue construida?": a pro-drop verb, nothing named
        return APPEND if names_nothing(rest, lexicon) else None
    if not rest:
        return SWITCH  # "and?" leans, on nothing said
    if rest[0].key not in lexicon.starters and any(map(lexicon.is_content, rest)):
        return SWITCH  # "and the statue of liberty?"
    if _own_subject(rest, tokens, lexicon):
        return None  # "and when was the louvre built?": a question of its own
    return APPEND


def _referring(rest: list[Token], first: int, lexicon: Lexicon) -> bool:
    """Return True when a word of ``rest`` points back at a subject."""
    return any(_pointer(rest, at, first, lexicon) for at in range(len(rest)))


def _pointer(  # noqa: PLR0911 - one return per kind of word
    rest: list[Token], at: int, first: int, lexicon: Lexicon
) -> str | None:
    """Return "pronoun" or "possessive" when ``rest[at]`` points back, else None.

    ``first``: where the utterance's first word starts.
    """
    token, cues = rest[at], lexicon.cues
    if token.text[:1].isupper() and token.start > first:
        return None  # a capitalised pronoun mid-sentence is a name or "Sie"
    if clitic(rest, at, lexicon):
        return "clitic"  # "quién LA diseñó": the object, before its verb
    following = rest[at + 1] if at + 1 < len(rest) else None
    before_content = following is not None and lexicon.is_content(following)
    if token.key in cues.possessives and before_content:
        return "possessive"
    if token.key in cues.pronouns:
        # A pronoun that is also an article ("den", "det", "het") leads a noun
        # phrase, unless that "phrase" is one last word: "blev det bygget?".
        last_word = at > 0 and at + 2 == len(rest) and not _named(following)
        if lexicon.is_article(token) and before_content and not last_word:
            return None
        return "pronoun"
    if token.key in cues.possessives and following is None:
        return "pronoun"  # "her" at the end: the object
    return None


def _named(token: Token | None) -> bool:
    """Return True for a word written with a capital: a name."""
    return token is not None and token.text[:1].isupper()


def _elliptic(rest: list[Token], lexicon: Lexicon, *, opened: bool) -> bool:
    """Return True for question words with at most one other word ("how old?").

    After an opener ("and how many?") the other word may be a function word too;
    without one, only a content word ("how old?"), so that "what's up" stands alone.
    """
    if not rest or rest[0].key not in lexicon.cues.interrogatives:
        return False
    others = [t for t in rest if t.key not in lexicon.cues.interrogatives]
    if len(others) > 1 or any(
        t.key in lexicon.starters or lexicon.is_article(t) for t in others
    ):
        return False  # a verb, an article or more words: a question of its own
    return opened or all(map(lexicon.is_content, others))


def _a_time(rest: list[Token], lexicon: Lexicon) -> bool:
    """Return True when the content words of ``rest`` are times ("tomorrow")."""
    content = [token for token in rest if lexicon.is_content(token)]
    return bool(content) and all(t.key in lexicon.cues.time_words for t in content)


def _names(rest: list[Token], first: int, lexicon: Lexicon) -> bool:
    """Return True when ``rest`` has a name of its own (a capital mid-sentence).

    Where every noun is capitalised (German), a capital tells no name.
    """
    return not lexicon.nouns_capital and any(
        lexicon.is_content(token) and _named(token) and token.start > first
        for token in rest
    )


def _own_subject(rest: list[Token], tokens: list[Token], lexicon: Lexicon) -> bool:
    """Return True when ``rest`` names a subject of its own."""
    content = [token for token in rest if lexicon.is_content(token)]
    named = _names(rest, tokens[0].start, lexicon)
    return named or len(content) >= _OWN_SUBJECT_WORDS


def _resolved(  # noqa: PLR0911 - one return per shape
    rule: str,
    utterance: str,
    rest: list[Token],
    previous: str,
    subject: Subject,
    lexicon: Lexicon,
) -> str | None:
    """Return the standalone question ``rule`` makes of the pieces."""
    said = utterance[rest[0].start : rest[-1].end] if rest else ""
    if rule == SWITCH:
        if not any(map(lexicon.is_content, rest)):
            return None  # "and?", "what about it?": nothing to put in its place
        if subject.joined is not None:  # "population OF france" -> "OF germany"
            replaced = _of(said, lexicon)
            return previous[: subject.joined] + replaced + previous[subject.end :]
        return previous[: subject.start] + said + previous[subject.end :]
    if rule == ELLIPSIS:
        before = tokenise(previous, lexicon)
        frame = question_frame(before, lexicon)
        if frame and frame < len(before):
            return said + previous[before[frame - 1].end :]
        return _question(f"{said} {subject.text}", utterance)
    if rule == PRONOUN:
        return _question(
            _substituted(utterance, rest, subject, lexicon, _pointer), utterance
        )
    if _ends_in_noun(rest, lexicon):
        # "and what is the height?": the height OF the subject
        return _question(f"{said} {_of(subject.text, lexicon)}", utterance)
    return _question(f"{said} {subject.text}", utterance)


def _ends_in_noun(rest: list[Token], lexicon: Lexicon) -> bool:
    """Return True when ``rest`` ends in a verb, an article and its noun.

    "what IS THE HEIGHT?", "qual É A LARGURA?": the height of the subject. After a
    question word the article is a pronoun ("quién LA diseñó"), not a noun's.
    """
    if len(rest) < 3:  # noqa: PLR2004 - a verb, an article, a noun
        return False
    verb, article, noun = rest[-3:]
    return (
        verb.key in lexicon.starters
        and verb.key not in lexicon.cues.interrogatives
        and lexicon.is_article(article)
        and article.key not in lexicon.cues.pronouns
        and lexicon.is_content(noun)
    )
