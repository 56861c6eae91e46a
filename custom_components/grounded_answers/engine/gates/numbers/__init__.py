"""Numeric grounding: each number of an answer is in the material, where it belongs.

A pure check used by the numeric gate and, per claim, by claim checking. It asks two
questions of every number (docs/architecture.md, "Numbers: values, then binding"), in the
request's language:

Values (``matching``): is the value in the material? Readings are compared after
normalisation (``text.numbers``); a hedged number may be within 5 %, a word fraction
meets a percentage; units and counted nouns agree; an identifier keeps its owner
("kernel 6.4"); the current year, a name the user said and the user's number where the
answer corrects it need no source.

Binding (``binding``): does the value sit where the answer's words put it? The
material is read once (``material``: sentences cut into segments, ``segments``; read as
tokens, ``reading``; parallel statements lined up, ``alignment``; counted nouns and
range ends, ``place``; its topic, ``topic``), and one scoring function rejects on
evidence only.

``check`` puts the two together.
"""

from .analysis import prepare_material
from .check import NumericFinding, check_numbers

__all__ = ["NumericFinding", "check_numbers", "prepare_material"]
