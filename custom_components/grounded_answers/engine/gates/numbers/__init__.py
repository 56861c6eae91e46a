"""Numeric grounding: each number of an answer is in the material, where it belongs.

A pure check used by the numeric gate and, per claim, by claim checking. It asks two
questions of every number (ARCHITECTURE.md, "Numeric grounding, precisely"):

Values (``matching``): is the value in the material at all?

1. Values are compared after normalisation (``text.numbers``). An answer value is
   grounded by the same value in the material with a unit that agrees (either side may
   name none). A hedged answer number ("about", "over", "some") may be within 5 %; an
   unhedged one must match, even where the material itself hedges ("about 21.5").
2. A value the user said (in the query) is grounded; so is the current year. Word
   fractions in the answer ("half an hour") are not checked.
3. Names with digits ("COVID-19", "MP3") are grounded by the same name in the material
   or the query; "Apollo 11" also by "Apollo-11".

Binding (``binding``): does the value sit where the answer's words put it?

4. Mentions of the same family and unit that carry another value are rivals. The
   answer's number is bound to the wrong place when, for every material mention
   carrying its value, a rival fits the answer's words better: across sentences, the
   sentence sharing more content words; inside one sentence, the clause, but only when
   the clause holding the value names something the answer does not. Content words
   (``words``) are lower-cased, lightly stemmed and free of stopwords, numbers and
   units, so each verdict can be explained by the words in its detail line.

``check`` puts the two together; ``material`` analyses a material once and caches it.
"""

from .check import NumericFinding, check_numbers
from .material import prepare_material

__all__ = ["NumericFinding", "check_numbers", "prepare_material"]
