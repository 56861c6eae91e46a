"""Reasoning-block handling: strip ``<think>`` blocks from model output.

Reasoning tags are a model-output matter, but the gate chain is what calls
``strip_reasoning``: ``Synthesizer.complete()`` returns the raw text, so that a reply
that was only a reasoning block is seen as empty. The model verifiers strip their
replies the same way before reading a verdict.
"""

from __future__ import annotations

import re
from typing import Final

_OPEN = r"<\s*think(?:ing)?\s*>"
_CLOSE = r"<\s*/\s*think(?:ing)?\s*>"
_BLOCK: Final = re.compile(rf"{_OPEN}.*?{_CLOSE}\s*", re.IGNORECASE | re.DOTALL)
# Templates that prefill "<think>" in the prompt leave only the closing tag in a reply.
_UP_TO_STRAY_CLOSE: Final = re.compile(rf"^.*{_CLOSE}\s*", re.IGNORECASE | re.DOTALL)
# A reply cut off (num_predict, timeout) inside its reasoning never closes the block.
_UNCLOSED: Final = re.compile(rf"{_OPEN}.*\Z", re.IGNORECASE | re.DOTALL)


def strip_reasoning(text: str) -> str:
    """Return ``text`` without reasoning blocks, trimmed; "" when nothing else is."""
    text = _BLOCK.sub("", text)
    text = _UP_TO_STRAY_CLOSE.sub("", text)
    text = _UNCLOSED.sub("", text)
    return text.strip()
