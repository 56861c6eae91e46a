"""
Answer-quality metrics: pure arithmetic, judgements in, numbers out.

Who judges (an NLI model, a person, the reference verifier) is the caller's business;
these functions only combine the judgements the way the papers define:

- RAGAS faithfulness, context precision@K and context recall (docs.ragas.io);
- ALCE citation recall and precision (Gao et al. 2023, ``eval.py``
  ``compute_autoais``): cited passages are judged *joined*, at most three
  citations per sentence count, a statement with no citation or an out-of-range
  one scores 0, and redundant citations are not penalised.

Per-answer scores are in [0, 1]; ALCE reports the mean over answers times 100.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

ALCE_MAX_CITATIONS: Final = 3
_EPSILON: Final = 1e-10  # RAGAS' guard in context precision's denominator

# Whether the statement is entailed by the given passages, joined in that order.
type Entails = Callable[[tuple[int, ...]], bool]


def faithfulness(supported: Sequence[bool]) -> float:
    """
    RAGAS faithfulness: supported answer statements / all answer statements.

    ``supported`` has one judgement per statement, each against all contexts joined.
    No statements gives NaN, as in RAGAS: there is nothing to be faithful about.
    """
    return sum(supported) / len(supported) if supported else math.nan


def context_precision_at_k(relevant: Sequence[bool], k: int | None = None) -> float:
    """
    RAGAS context precision@K: mean precision@k over the relevant ranks in the top K.

    ``relevant`` is one verdict per retrieved context, in rank order. ``[F, F, T, T]``
    gives (1/3 + 2/4) / 2 ≈ 0.417; no relevant context gives 0.
    """
    top = relevant[:k] if k is not None else relevant
    total = 0.0
    hits = 0
    for rank, verdict in enumerate(top, start=1):
        if verdict:
            hits += 1
            total += hits / rank
    return total / (hits + _EPSILON)


def context_recall(attributable: Sequence[bool]) -> float:
    """
    RAGAS context recall: reference statements the contexts support / all of them.

    No reference statements gives NaN.
    """
    return sum(attributable) / len(attributable) if attributable else math.nan


@dataclass(frozen=True, slots=True)
class CitedStatement:
    """One sentence of an answer, its citations and how an NLI judge sees it."""

    citations: tuple[int, ...]  # 0-based passage indices, in the order cited
    entails: Entails  # does the join of these passages entail the sentence?


@dataclass(frozen=True, slots=True)
class CitationScores:
    """One answer's ALCE citation recall and precision, in [0, 1]."""

    recall: float
    precision: float


def alce_citation_scores(
    statements: Sequence[CitedStatement],
    passage_count: int,
    *,
    max_citations: int = ALCE_MAX_CITATIONS,
) -> CitationScores:
    """
    Return ALCE's citation recall and precision of one answer.

    Recall: the share of statements whose citations, joined, entail them (no
    citation, or one beyond ``passage_count``, scores 0). Precision: over all counted
    citations, those of recalled statements that are not *irrelevant*; a citation is
    irrelevant when it alone does not entail the statement and the others do. A
    single citation scores as its statement's recall. An answer with no statements
    scores 0 recall; one with no counted citations scores 0 precision.
    """
    recalled = 0
    precise = 0
    counted = 0
    for statement in statements:
        refs = statement.citations
        if not refs or any(not 0 <= ref < passage_count for ref in refs):
            continue  # scores 0 and, as in ALCE, adds no citations to the count
        refs = refs[:max_citations]
        counted += len(refs)
        if not statement.entails(refs):
            continue
        recalled += 1
        precise += len(refs) - sum(
            _irrelevant(statement.entails, refs, position)
            for position in range(len(refs))
        )
    return CitationScores(
        recall=recalled / len(statements) if statements else 0.0,
        precision=precise / counted if counted else 0.0,
    )


def _irrelevant(entails: Entails, refs: tuple[int, ...], position: int) -> bool:
    """Return whether citation ``position`` is irrelevant (ALCE's conditions A, B)."""
    if len(refs) == 1 or entails((refs[position],)):
        return False
    rest = refs[:position] + refs[position + 1 :]
    return entails(rest)


def mean(values: Sequence[float]) -> float:
    """Return the mean of ``values`` (0 when there are none)."""
    return sum(values) / len(values) if values else 0.0


def alce_corpus_scores(answers: Sequence[CitationScores]) -> CitationScores:
    """Return ALCE's reported figures: per-answer scores averaged, times 100."""
    return CitationScores(
        recall=100 * mean([answer.recall for answer in answers]),
        precision=100 * mean([answer.precision for answer in answers]),
    )


def entailed_by(*minimal: Sequence[int]) -> Entails:
    """
    Return a monotone judge: entailed when the cited set holds one of ``minimal``.

    ``entailed_by([0], [1, 2])``: passage 1 alone, or 2 and 3 together, entail the
    statement (and so does any set containing them). No sets: never entailed.
    """
    needed = [frozenset(group) for group in minimal]

    def entails(refs: tuple[int, ...]) -> bool:
        cited = frozenset(refs)
        return any(group <= cited for group in needed)

    return entails
