"""The model's reply as sentences, whether it arrives whole or in pieces.

Both delivery paths cut the reply here, so the gate chain sees the same sentences
whichever path asked: a whole reply is one chunk, a stream many.
"""

from __future__ import annotations

import re
from typing import Final

from ..synth.reasoning import strip_reasoning
from ..text.sentences import Sentence, split_sentences

# Characters after which a sentence can end (or a reasoning tag begin). A chunk
# without one only lengthens the held-back sentence, so nothing needs re-splitting.
_MAY_END: Final = re.compile(r"[.!?;:\u2026\u3002\uff01\uff1f\n\r<>\]]")
# A sentence that is only an attribution ("(web)", "[wikipedia, news].") belongs to
# the sentence before it: the gates judge that sentence with its source named.
_ATTRIBUTION_ONLY: Final = re.compile(r"[(\[][^()\[\]\n]{1,80}[)\]]?[.!]?")


class SentenceSplitter:
    """Turns streamed chunks into complete sentences, reasoning blocks removed.

    The last sentence of the text so far is held back until more text follows it
    (or the stream ends): "2." may still become "2.5 million".
    """

    def __init__(self, language: str | None = None) -> None:
        """Start with nothing received; ``language`` is the reply's (the request's).

        It picks the abbreviations that do not end a sentence ("z. B.", "env.");
        ``None`` knows every language's.
        """
        self.language = language
        self.raw = ""
        self.rewritten = False  # released sentences are no longer in the reply
        self._released = 0
        self._released_texts: list[str] = []
        self._pending_end = False

    def feed(self, chunk: str) -> list[str]:
        """Add a chunk; return the sentences it completed."""
        self.raw += chunk
        if not self._pending_end and not _MAY_END.search(chunk):
            return []  # the held sentence only grew: nothing can have completed
        sentences = _joined(self._split(), self._released)
        held = sentences[-1] if sentences else ""
        # Re-split on every chunk while the held sentence (or a reasoning tag) has a
        # character the next chunk may confirm as an end.
        self._pending_end = bool(_MAY_END.search(held)) or "<" in self.raw
        # A late closing tag turns released text into reasoning after the fact.
        self.rewritten = sentences[: self._released] != self._released_texts
        return self._release(sentences[:-1])

    def finish(self) -> list[str]:
        """Return every sentence not yet released."""
        return self._release(_joined(self._split(), self._released))

    def _split(self) -> list[Sentence]:
        """Split everything received so far, reasoning removed."""
        return split_sentences(strip_reasoning(self.raw), self.language)

    def _release(self, complete: list[str]) -> list[str]:
        fresh = complete[self._released :]
        self._released_texts.extend(fresh)
        self._released = len(self._released_texts)
        return fresh


def _joined(sentences: list[Sentence], released: int) -> list[str]:
    """Return the sentences' texts, an attribution-only one joined to the one before.

    A sentence already released (streaming) is not reopened: the attribution then
    comes on its own, as it did before.
    """
    out: list[str] = []
    for sentence in sentences:
        text = sentence.text
        if len(out) > released and _ATTRIBUTION_ONLY.fullmatch(text.strip()):
            out[-1] = f"{out[-1]} {text.strip()}"
        else:
            out.append(text)
    return out
