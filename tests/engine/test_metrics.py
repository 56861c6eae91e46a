"""Metric arithmetic: RAGAS and ALCE definitions, pinned to published figures."""

from __future__ import annotations

import math

import pytest

from scripts.metrics import (
    CitationScores,
    CitedStatement,
    alce_citation_scores,
    alce_corpus_scores,
    context_precision_at_k,
    context_recall,
    entailed_by,
    faithfulness,
    mean,
)

NEVER = entailed_by()


# --- RAGAS -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("supported", "score"),
    [([True, True, False, True], 0.75), ([True], 1.0), ([False, False], 0.0)],
)
def test_faithfulness(supported: list[bool], score: float) -> None:
    assert faithfulness(supported) == score


def test_faithfulness_without_statements_is_nan() -> None:
    assert math.isnan(faithfulness([]))


@pytest.mark.parametrize(
    ("relevant", "k", "score"),
    [
        ([False, False, True, True], None, (1 / 3 + 2 / 4) / 2),  # ≈ 0.417
        ([True, False, True], None, (1 + 2 / 3) / 2),
        ([True, True, True], None, 1.0),
        ([False, True, True], 2, 1 / 2),  # only the top 2 count
        ([False, False], None, 0.0),
        ([], None, 0.0),
    ],
)
def test_context_precision_at_k(
    relevant: list[bool], k: int | None, score: float
) -> None:
    assert context_precision_at_k(relevant, k) == pytest.approx(score, abs=1e-9)


def test_context_precision_example_value() -> None:
    assert round(context_precision_at_k([False, False, True, True]), 3) == 0.417


def test_context_recall() -> None:
    assert context_recall([True, False, True, True]) == 0.75
    assert math.isnan(context_recall([]))


# --- ALCE ------------------------------------------------------------------------


def _scores(*statements: CitedStatement, passages: int = 5) -> tuple[float, float]:
    scores = alce_citation_scores(statements, passages)
    return scores.recall, scores.precision


def test_single_citation_precision_equals_recall() -> None:
    assert _scores(CitedStatement((0,), entailed_by([0]))) == (1.0, 1.0)
    assert _scores(CitedStatement((0,), NEVER)) == (0.0, 0.0)


def test_cited_passages_are_judged_joined() -> None:
    # Neither passage alone entails; together they do: recalled, both precise.
    statement = CitedStatement((0, 1), entailed_by([0, 1]))
    assert _scores(statement) == (1.0, 1.0)


def test_an_irrelevant_citation_costs_precision_only() -> None:
    # Passage 2 adds nothing: alone it fails and passage 1 alone entails.
    assert _scores(CitedStatement((0, 1), entailed_by([0]))) == (1.0, 0.5)


def test_redundant_citations_are_not_penalised() -> None:
    # Each passage alone entails: neither is "irrelevant" by ALCE's definition.
    assert _scores(CitedStatement((0, 1), entailed_by([0], [1]))) == (1.0, 1.0)


def test_uncited_and_out_of_range_statements_score_zero_and_add_no_citations() -> None:
    good = CitedStatement((0,), entailed_by([0]))
    uncited = CitedStatement((), entailed_by([0]))
    beyond = CitedStatement((0, 7), entailed_by([0]))
    negative = CitedStatement((-1,), entailed_by([0]))
    recall, precision = _scores(good, uncited, beyond, negative)
    assert recall == 0.25
    assert precision == 1.0  # only the good statement's citation was counted


def test_at_most_three_citations_count() -> None:
    # Only the first three citations are judged; the fourth would have entailed it.
    statement = CitedStatement((0, 1, 2, 3), entailed_by([3]))
    assert _scores(statement) == (0.0, 0.0)
    # with four counted, passage 4 entails alone and the other three are irrelevant
    assert alce_citation_scores([statement], 5, max_citations=4) == CitationScores(
        1.0, 0.25
    )


def test_unrecalled_statement_counts_its_citations_against_precision() -> None:
    recalled = CitedStatement((0,), entailed_by([0]))
    unrecalled = CitedStatement((1, 2), NEVER)
    assert _scores(recalled, unrecalled) == (0.5, pytest.approx(1 / 3))


def test_empty_answer_scores_zero() -> None:
    assert _scores() == (0.0, 0.0)


def test_pin_alce_asqa_chatgpt_rerank() -> None:
    """ALCE Table 4, ChatGPT VANILLA 5-psg + RERANK: citation recall 84.8, prec 81.6."""
    single = CitedStatement((0,), entailed_by([0]))  # recall 1, precision 1
    padded = CitedStatement((0, 1), entailed_by([0]))  # recall 1, precision 1/2
    wrong = CitedStatement((2,), NEVER)  # recall 0, precision 0
    answers = (
        [alce_citation_scores([single], 5)] * 98
        + [alce_citation_scores([padded], 5)] * 8
        + [alce_citation_scores([wrong], 5)] * 19
    )
    corpus = alce_corpus_scores(answers)
    assert round(corpus.recall, 1) == 84.8  # 106 / 125
    assert round(corpus.precision, 1) == 81.6  # (98 + 8 * 0.5) / 125


def test_multi_sentence_answers_average_per_answer() -> None:
    """ALCE averages each answer's share, not the pooled sentences (that gives 93.2)."""
    good = CitedStatement((0,), entailed_by([0]))
    bad = CitedStatement((1,), NEVER)
    five_good = alce_citation_scores([good] * 5, 5)
    four_good = alce_citation_scores([good] * 4 + [bad], 5)
    answers = [five_good] * 17 + [four_good] * 6 + [alce_citation_scores([bad], 5)] * 2
    corpus = alce_corpus_scores(answers)
    assert round(corpus.recall, 1) == round(100 * (17 + 6 * 0.8) / 25, 1) == 87.2
    padded_answer = alce_citation_scores(
        [CitedStatement((0, 1), entailed_by([0]))] * 2 + [good] * 3, 5
    )
    assert padded_answer == CitationScores(1.0, 5 / 7)


def test_mean() -> None:
    assert mean([0.5, 1.0]) == 0.75
    assert mean([]) == 0.0
