"""
Router results and answers, made fit for text-to-speech.

A router result is written for screens and for a reading model: fusion headers,
``---`` separators, markdown, URLs, kiwix ``# Title`` / ``Source:`` lines. Read aloud
they are noise, so :func:`clean_for_speech` turns any result into flowing sentences,
:func:`truncate_to_cap` cuts them at a sentence boundary, and :func:`speak_result`
does both and never falls silent.

Speech never ends like a question: Home Assistant reopens the microphone after a reply
ending in ``?`` or ``;``, and a raw web snippet often does ("What is X?").

Characters a voice must not be given (controls, format characters, emoji, leaked
chat-template tokens) go first, by :mod:`.boundary`'s Unicode rules; the model's
streamed sentences and a whole reply are cleaned by this same function.
"""

from __future__ import annotations

import html
import re
from typing import Final

from custom_components.grounded_answers.engine.retrieve.fusion import (
    HEADER_PATTERN,
    INLINE_HEADER_PATTERN,
    SEPARATOR_PATTERN,
    normalize_newlines,
)

from .boundary import strip_template_tokens, strip_unspeakable
from .sentences import last_boundary_before, scrub_surrogates, split_sentences

# Removed before anything else: reasoning, comments and scripts are never material.
_UNSPOKEN_BLOCKS: Final = (
    re.compile(r"<think\b[^>]*>.*?(?:</think\s*>|\Z)", re.DOTALL | re.IGNORECASE),
    re.compile(r"\A.*?</think\s*>", re.DOTALL | re.IGNORECASE),  # opening tag lost
    re.compile(r"<!--.*?(?:-->|\Z)", re.DOTALL),
    re.compile(r"<(script|style)\b.*?(?:</\1\s*>|\Z)", re.DOTALL | re.IGNORECASE),
)
_TAG: Final = re.compile(r"</?(?P<name>[A-Za-z][A-Za-z0-9-]*)\b[^<>]*>")
# Tags that break a line on screen break a line here, so their text ends a sentence.
_BLOCK_TAGS: Final = frozenset(
    {"p", "br", "div", "li", "ul", "ol", "tr", "td", "th", "table", "hr", "pre"}
    | {"h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "section", "article"}
)

# Line shapes.
# Blank lines and code fences; lines with no letter or digit (rules, "…") go later.
SILENT_LINE: Final = re.compile(r"^\s*(?:(?:```|~~~).*)?$")
QUOTE_MARK: Final = re.compile(r"^\s*(?:>\s?)+")
HEADING: Final = re.compile(r"^\s*#{1,6}\s+(?P<text>.*?)(?:\s+#+)?\s*$")
_BULLET: Final = re.compile(r"^\s*(?:[-*+\u2022\u2023\u25e6]|\d{1,3}[.)])\s+")
# A link label: up to four words and an arrow, no sentence mark and no opening
# guillemet ("Mehr lesen »", "Lire la suite »", "Read more →"). Its shape, not a list
# of phrases per language, marks it: a sentence or a «quote» never ends like this.
MORE_LINK: Final = re.compile(
    r"^\s*[^\s.!?\u00ab](?:[^\s.!?\u00ab]*\s+){0,3}?[^\s.!?\u00ab]*\s*"
    r"[\u00bb\u203a\u2192\u25b8\u25ba>]+\s*$"
)
# Kiwix puts "Source: {book}" right under the title; it names a file, not a fact.
KIWIX_SOURCE: Final = re.compile(r"^\s*Source:\s*\S")


# A search engine's display URL: "www.example.com \u203a help \u203a descaling". A
# crumb is one path segment after U+203A, its trailing punctuation left to the sentence.
_CRUMB: Final = r"[ \t]*\u203a[ \t]+[^\s\u203a]*[^\s\u203a.,;:!?]"
# A bare domain ("example.com"); bounded repeats keep long dotted runs linear.
_DOMAIN: Final = r"\b(?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,24}\b"
_URL_START: Final = r"\b(?:(?:https?|ftp):|www\.)"
_URL_END: Final = r"(?=[.,;:!?)\]\"']*(?:\s|$))"

# Inline markup, in order: links before URLs (a link holds one), URLs before emphasis
# (URLs hold underscores), emphasis before the leftover-marker sweep.
# Every span pattern stops at the next opener of its own kind, so an unclosed marker
# costs one scan to the next marker, not to the end of the line: linear time.
_INLINE: Final[tuple[tuple[re.Pattern[str], str], ...]] = (
    (INLINE_HEADER_PATTERN, ""),  # a fusion header quoted inside a sentence
    (re.compile(r"!\[[^\[\]]*\]\((?:[^()\s]|\([^()\s]*\))*\)"), ""),  # images
    (re.compile(r"\[([^\[\]]+)\]\((?:[^()\s]|\([^()\s]*\))*\)"), r"\1"),  # links
    # display URLs with their breadcrumbs, then crumbs whose URL is gone
    (re.compile(rf"(?:{_URL_START}\S*|{_DOMAIN})(?:{_CRUMB})+", re.IGNORECASE), ""),
    # a trail of two or more crumbs goes with its root ("Home \u203a help \u203a …")
    (re.compile(rf"^(?:{_CRUMB})+|(?:[^\s\u203a]+)?(?:{_CRUMB}){{2,}}"), ""),
    # a bare domain with a path: "example.com/help/descaling"
    (
        re.compile(rf"{_DOMAIN}/(?:[^\s()]|\([^\s()]*\))*?{_URL_END}", re.IGNORECASE),
        "",
    ),
    # bare URLs, keeping balanced parentheses but not the punctuation after them
    (
        re.compile(
            r"\b(?:(?:https?|ftp):|www\.)(?:[^\s()]|\([^\s()]*\))*?"
            r"(?=[.,;:!?)\]\"']*(?:\s|$))",
            re.IGNORECASE,
        ),
        "",
    ),
    (re.compile(r"\s*\[\d+(?:\s*[,\u2013-]\s*\d+)*\]"), ""),  # citation markers
    (re.compile(r"(?<!\w)(\*\*|__)(?=\S)((?:(?!\1).)+?)(?<=\S)\1(?!\w)"), r"\2"),
    (re.compile(r"(?<![\w*])\*(?=[^\s*])([^*]+?)(?<=[^\s*])\*(?![\w*])"), r"\1"),
    # "_x_" but not snake_case: an underscore inside a word is not emphasis
    (re.compile(r"(?<![\w_])_(?=[^\s_])([^_]+?)(?<=[^\s_])_(?![\w_])"), r"\1"),
    (re.compile(r"`+"), ""),
    (re.compile(r"\(\s*\)"), ""),  # parentheses whose URL was removed
    (re.compile(r"\s*\|\s*"), ", "),  # table cells
    (re.compile(r"\*\*+|-{3,}"), " "),  # unbalanced bold, rules inside a line
    (re.compile(r"\s+"), " "),
    (re.compile(r"\s+(?=[.,!?;:])"), ""),  # space a removal left before punctuation
    # punctuation a removed reference or symbol left doubled: ",." ",," "!." ".."
    (re.compile(r"[,;:]+(?=[.!?])"), ""),
    (re.compile(r"([,;:])[,;:]+"), r"\1"),
    (re.compile(r"([!?])\.(?!\.)"), r"\1"),
    (re.compile(r"(?<!\.)\.\.(?![.\d])"), "."),  # not an ellipsis, not "1..10"
    (re.compile(r"^(?:[\s,;:]|\.+(?=\s))+|\s+$"), ""),
)

_SPEAKABLE: Final = re.compile(r"[^\W_]")  # a letter or a digit
_CLOSERS: Final = "[\"'\u201d\u2019\u00bb)\\]]*"
_ENDS_SENTENCE: Final = re.compile(rf"[.!?\u2026\u3002\uff01\uff1f]{_CLOSERS}$")
_TRAILING_PAUSE: Final = re.compile(r"[\s,;:\uff0c\uff1b\uff1a\u2013\u2014-]+$")
# Endings that make Home Assistant keep listening.
_QUESTION_END: Final = re.compile(rf"[?;\uff1f\uff1b]{_CLOSERS}$")

# Fallback cut inside an over-long first sentence.
_MIN_CAP: Final = 24  # below this no cut says anything; speech must not be silent
_CLAUSE_END: Final = re.compile(r"[,;:\u2013\u2014](?=\s)")
_DANGLING: Final = frozenset(
    {"a", "an", "the", "and", "or", "but", "nor", "of", "to", "in", "on", "at", "by"}
    | {"for", "with", "from", "as", "into", "than", "that", "which", "who", "whose"}
    | {"is", "are", "was", "were", "be", "been", "its", "their", "his", "her", "our"}
)


def clean_for_speech(text: str, *, settle: bool = True) -> str:
    """
    Return ``text`` as plain sentences for text-to-speech.

    Fusion headers and ``---`` separators split the text into sections (and web/news
    items); every kept line of a section becomes a sentence ending in terminal
    punctuation, so the voice pauses between items. Headings are dropped when their
    section has other content (the kiwix ``# Title``) and spoken when they are all
    there is. Markdown, links, URLs and their breadcrumbs, HTML, citation markers,
    ``<think>`` blocks and unspeakable characters go.
    The result never ends with a question mark or semicolon, unless ``settle`` is
    off: a sentence of an answer is cleaned alone, and only the answer's end settles.
    """
    text = normalize_newlines(scrub_surrogates(text))
    for pattern in _UNSPOKEN_BLOCKS:
        text = pattern.sub("", text)
    # Template tokens before tags ("<<SYS>>" holds one), and again once unescaped.
    text = html.unescape(_TAG.sub(_replace_tag, strip_template_tokens(text)))
    text = _TAG.sub(_replace_tag, text)  # tags that were written escaped
    # After unescaping, so "&#x202E;" or "&lt;|im_end|&gt;" goes too.
    text = strip_unspeakable(strip_template_tokens(text))
    spoken = " ".join(line for block in _blocks(text) for line in _spoken_lines(block))
    return settle_ending(spoken) if settle else spoken


def truncate_to_cap(text: str, cap: int, language: str | None = None) -> str:
    """
    Return ``text`` cut at the last sentence boundary at or under ``cap`` characters.

    Never cuts inside a sentence (so never after a decimal point or an abbreviation
    such as ``Dr.``, ``z. B.`` or ``env.`` of ``language``, every language's when
    ``None``); returns ``""`` when even the first sentence is longer than ``cap``.
    """
    text = text.strip()
    if len(text) <= cap:
        return text
    end = last_boundary_before(text, cap, language)
    return "" if end is None else text[:end].rstrip()


def speak_result(
    result: str, cap: int, nothing_found: str, language: str | None = None
) -> str:
    """
    Return what to say for ``result``: cleaned, within ``cap``, never silent.

    When nothing speakable remains, ``nothing_found`` (already translated) is spoken.
    When the first sentence alone is longer than ``cap``, raw material is still
    better than silence: it is cut at the last clause boundary (comma, semicolon,
    colon, dash) in the second half of the cap, else at the last whole word; dangling
    function words and abbreviations are dropped and a period closes it. No "…" is
    added, since voices read it as nothing or as "dot dot dot". Caps under 24
    characters are raised to 24, because shorter cuts say nothing. ``language`` is
    the material's when known; material can be in any language (an English page
    answers a German question), so the default knows every language's abbreviations.
    """
    cleaned = clean_for_speech(result)
    spoken = truncate_to_cap(cleaned, cap, language) or _cut_inside_sentence(
        cleaned, cap
    )
    return settle_ending(spoken) or nothing_found


def _replace_tag(match: re.Match[str]) -> str:
    """Replace a block-level tag with a line break and an inline tag with nothing."""
    return "\n" if match["name"].lower() in _BLOCK_TAGS else ""


def _blocks(text: str) -> list[list[str]]:
    """Split text into sections/items on fusion header and separator lines."""
    blocks: list[list[str]] = [[]]
    for line in text.splitlines():
        if HEADER_PATTERN.match(line) or SEPARATOR_PATTERN.match(line):
            blocks.append([])
        else:
            blocks[-1].append(line)
    return blocks


def _spoken_lines(block: list[str]) -> list[str]:
    """Return the sentences of one section: its content lines, else its headings."""
    headings: list[str] = []
    content: list[str] = []
    after_heading = False
    for raw in block:
        line = QUOTE_MARK.sub("", raw)
        if SILENT_LINE.match(line) or MORE_LINK.match(line):
            continue
        if after_heading and KIWIX_SOURCE.match(line):
            continue
        heading = HEADING.match(line)
        after_heading = heading is not None
        text = clean_inline(heading["text"] if heading else _BULLET.sub("", line, 1))
        if _SPEAKABLE.search(text):
            (headings if heading else content).append(_as_sentence(text))
    return content or headings


def clean_inline(line: str) -> str:
    """Strip inline markup from one line and collapse its whitespace."""
    for pattern, replacement in _INLINE:
        line = pattern.sub(replacement, line)
    return line


def _as_sentence(text: str) -> str:
    """End ``text`` with terminal punctuation so the voice pauses after it."""
    if _ENDS_SENTENCE.search(text):
        return text
    return _TRAILING_PAUSE.sub("", text) + "."


def ends_like_question(sentence: str) -> bool:
    """Whether speech ending with ``sentence`` would sound like a question."""
    return bool(_QUESTION_END.search(sentence))


def settle_ending(text: str) -> str:
    """
    Make sure speech does not end like a question.

    A trailing question is dropped when something precedes it (it is usually a
    snippet's title, not the answer); a lone question keeps its words with a period.
    """
    sentences = split_sentences(text)
    while len(sentences) > 1 and _QUESTION_END.search(sentences[-1].text):
        sentences.pop()
    if not sentences:
        return ""
    kept = text[: sentences[-1].end]
    mark = _QUESTION_END.search(kept)
    return (
        kept if mark is None else f"{kept[: mark.start()]}.{kept[mark.start() + 1 :]}"
    )


def _cut_inside_sentence(text: str, cap: int) -> str:
    """Cut ``text`` at a clause or word boundary under ``cap``; end with a period."""
    if not text:
        return ""
    limit = max(cap, _MIN_CAP) - 1  # room for the closing period
    window = text[: limit + 1]
    clauses = [
        m.start() for m in _CLAUSE_END.finditer(window) if m.start() >= limit // 2
    ]
    space = window.rfind(" ")
    cut = clauses[-1] if clauses else space if space > 0 else limit
    words = text[:cut].split(" ")
    while len(words) > 1 and (
        words[-1].lower() in _DANGLING or words[-1].endswith(".")
    ):
        words.pop()
    return _TRAILING_PAUSE.sub("", " ".join(words)) + "."
