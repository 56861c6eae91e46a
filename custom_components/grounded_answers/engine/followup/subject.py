"""The subject of an earlier question: what a follow-up's "it" or "what about" means.

The subject is a noun phrase of the question: content words (not a function word
of the language), joined by the words inside a name ("statue of liberty") and led
by an article. The words right after an opening question word are the question's
attribute, never its subject ("HOW TALL is the tower"). Of the phrases, the one the
answer repeats wins (an answer names what it is about: "The Eiffel Tower is 330
metres tall"); without such an answer, a capitalised phrase, else the longest, the
latest of equals.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .frames import without_final_verb
from .words import Lexicon, Token, same_word, tokenise

if TYPE_CHECKING:
    from collections.abc import Sequence


@dataclass(frozen=True, slots=True)
class Subject:
    """A subject found in a question: its words and where they stand."""

    text: str  # as written in the question, its article included
    start: int  # character offsets in the question
    end: int
    # Where an "of" before it starts ("the height OF france", "a altura DA torre"):
    # another subject in its place takes the "of" with its own article.
    joined: int | None = None


def question_frame(tokens: Sequence[Token], lexicon: Lexicon) -> int:
    """Return how many leading tokens ask the question ("how tall", "wann").

    The opening question words and the content words straight after them, up to
    the first function word ("how tall | is the tower", "quelle | est la hauteur").
    """
    count = 0
    while count < len(tokens) and tokens[count].key in lexicon.cues.interrogatives:
        count += 1
    if count == 0:
        return 0
    while count < len(tokens) and lexicon.is_content(tokens[count]):
        count += 1
    return count


def phrases_of(tokens: Sequence[Token], lexicon: Lexicon) -> list[list[Token]]:
    """Return the noun phrases of ``tokens``: content runs, joined and led as told."""
    found: list[list[Token]] = []
    current: list[Token] = []
    pending: list[Token] = []  # articles and joiners waiting for a content word
    for token in tokens:
        if _leads(token, lexicon) and current and not pending:
            found.append(current)  # an article after a word leads a new phrase
            current, pending = [], [token]
        elif lexicon.is_content(token):
            current.extend(pending)
            current.append(token)
            pending = []
        elif lexicon.is_article(token) or token.key in lexicon.cues.joiners:
            if not current and not lexicon.is_article(token):
                continue  # a joiner cannot lead a phrase
            pending.append(token)
        else:
            if current:
                found.append(current)
            current, pending = [], []
    if current:
        found.append(current)
    return found


def _leads(token: Token, lexicon: Lexicon) -> bool:
    """Return True for an article that is no joiner ("the", not "du" = "de le")."""
    return lexicon.is_article(token) and token.key not in lexicon.cues.joiners


def find_subject(
    question: str,
    answer: str,
    lexicon: Lexicon,
    earlier: str = "",
    *,
    thing: bool = False,
) -> Subject | None:
    """Return the subject of ``question``, or None when it names none.

    ``answer`` (what the user heard) and ``earlier`` (the turns before, read after
    the answer) tell which phrase the conversation is about. A turn that is no
    question ("thanks") and whose words nobody repeats names no subject.
    ``thing``: the follow-up's pronoun is a verb's object ("descale it"): the
    thing the question names after a preposition ("on the dishwasher") is meant.
    """
    tokens = without_final_verb(tokenise(question, lexicon), lexicon)
    tokens = without_bare_verb(tokens, lexicon)
    frame = question_frame(tokens, lexicon)
    phrases = phrases_of(tokens[frame:], lexicon)
    if not phrases:
        return None
    things = [phrase for phrase in phrases if _introduced(phrase, tokens, lexicon)]
    if thing and things and len(phrases) > 1:
        return _with_article(
            _content_only(things[-1], lexicon), tokens, question, lexicon
        )
    said = [token.key for token in tokenise(f"{answer} {earlier}", lexicon)]
    spans = [span for phrase in phrases for span in _spans(phrase, lexicon)]
    repeated = {id(span): at for span in spans if (at := _said_at(span, said)) >= 0}
    if repeated:
        # The conversation's own words: the most of them, the earliest said of
        # equals (an answer opens with its subject: "The tower was built ...").
        chosen = max(
            (span for span in spans if id(span) in repeated),
            key=lambda span: (_content(span, lexicon), -repeated[id(span)]),
        )
        chosen = _extended(chosen, phrases, lexicon)
    elif not _asks(tokens, question, lexicon):
        return None
    else:
        # Then a name written with capitals, then the longest phrase, the latest.
        chosen = max(
            [span for span in spans if _capitalised(span, lexicon)] or phrases,
            key=lambda span: (_content(span, lexicon), span[-1].end),
        )
    return _with_article(chosen, tokens, question, lexicon)


def without_bare_verb(tokens: list[Token], lexicon: Lexicon) -> list[Token]:
    """Return ``tokens`` without the bare verb an auxiliary goes with.

    "what DOES error E24 MEAN": after the auxiliary's subject (a phrase, or a
    pronoun such as "I" and the verb straight after it); in a verb-final language
    the clause's last word ("wie oft MUSS ich den Filter REINIGEN").
    """
    keys = [token.key for token in tokens]
    auxiliary = next(
        (at for at, key in enumerate(keys) if key in lexicon.cues.verb_auxiliaries),
        None,
    )
    if auxiliary is None or auxiliary + 1 >= len(tokens):
        return tokens
    if lexicon.cues.verb_final:
        last = tokens[-1]
        noun = lexicon.nouns_capital and last.text[:1].isupper()
        if len(tokens) - auxiliary > 2 and lexicon.is_content(last) and not noun:  # noqa: PLR2004
            return tokens[:-1]
        return tokens
    at = auxiliary + 1
    if not lexicon.is_content(tokens[at]) and not lexicon.is_article(tokens[at]):
        verb = at + 1  # a pronoun subject: the verb follows it
    else:
        verb = at
        while verb + 1 < len(tokens) and (
            lexicon.is_content(tokens[verb + 1]) or lexicon.is_article(tokens[verb])
        ):
            verb += 1
        if _content(tokens[at : verb + 1], lexicon) < 2:  # noqa: PLR2004
            return tokens  # "who did the painting": "did" is the verb itself
    if verb < len(tokens) and lexicon.is_content(tokens[verb]):
        return tokens[:verb] + tokens[verb + 1 :]
    return tokens


def _introduced(phrase: list[Token], tokens: list[Token], lexicon: Lexicon) -> bool:
    """Return True when a preposition of a thing ("on", "beim") leads ``phrase``."""
    first = tokens.index(phrase[0])
    return first > 0 and tokens[first - 1].key in lexicon.cues.thing_prepositions


def _content_only(phrase: list[Token], lexicon: Lexicon) -> list[Token]:
    """Return ``phrase`` from its first content word (its article is put back)."""
    first = next(i for i, token in enumerate(phrase) if lexicon.is_content(token))
    return phrase[first:]


def _asks(tokens: Sequence[Token], question: str, lexicon: Lexicon) -> bool:
    """Return True when ``question`` is a question (a starter, or a "?")."""
    return "?" in question or (bool(tokens) and tokens[0].key in lexicon.starters)


def _extended(
    span: list[Token], phrases: list[list[Token]], lexicon: Lexicon
) -> list[Token]:
    """Return ``span`` with the content words written straight around it.

    An answer may shorten the subject ("the tower" for "the eiffel tower", "Eiffel's
    company" for "the Eiffel Tower"): the question's words beside the repeated one
    belong to it.
    """
    phrase = next(p for p in phrases if span[0] in p)
    first, last = phrase.index(span[0]), phrase.index(span[-1])
    while first > 0 and lexicon.is_content(phrase[first - 1]):
        first -= 1
    while last + 1 < len(phrase) and _within_name(phrase[last], phrase[last + 1]):
        last += 1
    return phrase[first : last + 1]


def _within_name(word: Token, following: Token) -> bool:
    """Return True when ``following`` continues the name ``word`` is in."""
    return word.text[:1].isupper() and following.text[:1].isupper()


def _content(span: list[Token], lexicon: Lexicon) -> int:
    return sum(1 for token in span if lexicon.is_content(token))


def _capitalised(span: list[Token], lexicon: Lexicon) -> bool:
    """Return True for a name written with capitals (not the question's first word)."""
    return (
        not lexicon.nouns_capital
        and span[0].start > 0
        and all(token.text[:1].isupper() for token in span if lexicon.is_content(token))
    )


def _spans(phrase: list[Token], lexicon: Lexicon) -> list[list[Token]]:
    """Return the contiguous parts of ``phrase`` that start and end on content."""
    content = [i for i, token in enumerate(phrase) if lexicon.is_content(token)]
    return [phrase[i : j + 1] for i in content for j in content if j >= i]


def _said_at(span: list[Token], said: list[str]) -> int:
    """Return where the answer says the words of ``span`` in a row; -1: nowhere."""
    keys = [token.key for token in span]
    width = len(keys)
    for at in range(len(said) - width + 1):
        window = said[at : at + width]
        if all(same_word(key, word) for key, word in zip(keys, window, strict=True)):
            return at
    return -1


def _with_article(
    span: list[Token], tokens: list[Token], question: str, lexicon: Lexicon
) -> Subject:
    """Return ``span`` as a Subject, led by the article written before it.

    An "of" contracted with the article ("da" = "de a") gives the article back:
    "a altura da torre" has the subject "a torre".
    """
    first = tokens.index(span[0])
    start, end = span[0].start, span[-1].end
    before = tokens[first - 1] if first > 0 else None
    if before is not None and lexicon.is_article(before):
        return Subject(question[before.start : end], before.start, end)
    text = question[start:end]
    if before is None:
        return Subject(text, start, end)
    cues = lexicon.cues
    if before.key == cues.of_word:
        return Subject(text, start, end, joined=before.start)
    for joined, contracted in cues.contractions.items():
        of_word, _, article = joined.partition(" ")
        if contracted.lower() != before.key:
            continue
        if of_word == cues.of_word:
            return Subject(f"{article} {text}", start, end, joined=before.start)
        if of_word in cues.thing_prepositions:  # "na máquina": "a máquina"
            return Subject(f"{article} {text}", start, end)
    return Subject(text, start, end)
