"""The reference verifier, and verify_claims: cited passages only, numbers per claim."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from custom_components.grounded_answers.engine.retrieve.fusion import split_sections
from custom_components.grounded_answers.engine.verify.checking import (
    ClaimReport,
    ReferenceVerifier,
    Verdict,
    VerifierUnavailableError,
    content_words,
    numeric_rule,
    overlap_score,
    verify_claims,
)
from custom_components.grounded_answers.engine.verify.claims import (
    Claim,
    parse_claims,
    rebuild,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

TIMEOUTS = (
    "Production allows 60 seconds before it times out. "
    "Staging times out after 30 seconds."
)
EIFFEL = (
    "The Eiffel Tower in Paris is 330 metres tall. It was completed in 1889 for the "
    "World's Fair and was the tallest structure in the world until 1930."
)
CLAIMS_FILE = Path(__file__).parents[1] / "eval" / "claims.jsonl"


def _claims(text: str) -> list[Claim]:
    return parse_claims(text)[1]


@dataclass(slots=True)
class ScriptedVerifier:
    """A protocol-faithful stand-in: a fixed verdict, every call recorded."""

    verdict: Verdict = field(default_factory=lambda: Verdict(entailed=True, score=1.0))
    calls: list[tuple[str, list[str]]] = field(default_factory=list)
    unavailable_for: str | None = None

    async def entail(self, claim: str, passages: Sequence[str]) -> Verdict:
        self.calls.append((claim, list(passages)))
        if self.unavailable_for and self.unavailable_for in claim:
            raise VerifierUnavailableError("model gone", "model_not_found")
        return self.verdict


# --- the reference verifier ---------------------------------------------------------


@pytest.mark.parametrize(
    "family",
    [
        ("times", "timed", "timing", "time"),
        ("cats", "cat"),
        ("cities", "city"),
        ("classes", "class"),
        ("seconds", "second"),
    ],
)
def test_inflections_share_one_stem(family: tuple[str, ...]) -> None:
    # The support gate's content words (Snowball): one definition for both checks.
    assert len({tuple(content_words(word)) for word in family}) == 1


@pytest.mark.parametrize("word", ["bus", "status"])
def test_words_ending_in_s_are_not_plurals(word: str) -> None:
    assert content_words(word) != content_words(word[:-1])


def test_content_words_drop_stopwords_and_case() -> None:
    assert content_words("The Cats WILL purr when it is content.") == [
        "cat",
        "purr",
        "content",
    ]


@pytest.mark.parametrize(
    ("claim", "passage", "score"),
    [
        # OpenIndex's example scored 0.75 without stemming; stemming finds "cats"
        ("Cats purr when content", "a cat will purr when it is content", 1.0),
        ("Staging times out after 30 seconds.", TIMEOUTS, 1.0),
        ("The Eiffel Tower is 330 metres tall.", EIFFEL, 1.0),
        ("The tower attracts seven million visitors every year.", EIFFEL, 1 / 6),
        ("São Paulo is large.", "São Paulo is the largest city.", 2 / 3),
        ("It is.", EIFFEL, 0.0),  # no content words: nothing to support
    ],
)
def test_overlap_score(claim: str, passage: str, score: float) -> None:
    assert overlap_score(claim, passage) == pytest.approx(score)


@pytest.mark.parametrize(
    ("claim", "passages", "entailed"),
    [
        # the number belongs to production: binding catches what overlap cannot
        ("Staging times out after 60 seconds.", [TIMEOUTS], False),
        ("Staging times out after 30 seconds.", [TIMEOUTS], True),
        ("Production allows 60 seconds before it times out.", [TIMEOUTS], True),
        ("Production times out after 30 seconds.", [TIMEOUTS], False),
        # unsupported but plausible
        ("The tower attracts seven million visitors every year.", [EIFFEL], False),
        ("Gustave Eiffel's engineers painted the tower bronze.", [EIFFEL], False),
        # invented number with every word supported
        ("The Eiffel Tower is 300 metres tall.", [EIFFEL], False),
        ("The Eiffel Tower was completed in 1889.", [EIFFEL], True),
        # the passages are read joined
        ("Staging times out after 30 seconds.", [EIFFEL, TIMEOUTS], True),
    ],
)
async def test_reference_verifier(
    claim: str, passages: list[str], entailed: bool
) -> None:
    verdict = await ReferenceVerifier().entail(claim, passages)
    assert verdict.entailed is entailed
    assert 0.0 <= verdict.score <= 1.0
    assert bool(verdict.detail) is not entailed


async def test_reference_verifier_names_the_misbound_number() -> None:
    verdict = await ReferenceVerifier().entail(
        "Staging times out after 60 seconds.", [TIMEOUTS]
    )
    assert verdict.detail.startswith("number 60:")


@pytest.mark.parametrize(("threshold", "entailed"), [(0.5, False), (0.25, True)])
async def test_reference_threshold(threshold: float, entailed: bool) -> None:
    # 2 of 6 content words: "cat", "purr" of cat/purr/dog/bark/cow/moo
    verdict = await ReferenceVerifier(threshold=threshold).entail(
        "Cats purr, dogs bark and cows moo.", ["Cats purr."]
    )
    assert verdict.entailed is entailed
    assert verdict.score == pytest.approx(2 / 6)


async def test_reference_numbers_follow_the_given_rule() -> None:
    # The question's number is grounded where the claim corrects it, not where it
    # affirms it: the claim checker uses the numeric gate's rule (one implementation).
    passages = ["The meeting moved to 21 June."]
    asked = ReferenceVerifier(numeric_check=numeric_rule("is it on 14 June"))
    corrected = "The meeting moved not to 14 June but to 21 June."
    assert not (await ReferenceVerifier().entail(corrected, passages)).entailed
    assert (await asked.entail(corrected, passages)).entailed
    assert not (await asked.entail("The meeting moved to 14 June.", passages)).entailed


# --- verify_claims -------------------------------------------------------------------


async def test_staging_claim_is_dropped_and_the_rest_kept() -> None:
    claims = _claims(
        "Staging times out after 60 seconds [1]. Production allows 60 seconds before "
        "it times out [1]."
    )
    report = await verify_claims(claims, [TIMEOUTS], ReferenceVerifier())
    assert [c.claim.text for c in report.kept] == [
        "Production allows 60 seconds before it times out."
    ]
    assert [c.claim.text for c in report.dropped] == [
        "Staging times out after 60 seconds."
    ]
    assert report.dropped[0].verdict.detail.startswith("number 60:")
    assert report.verified is False


async def test_report_as_dict_names_markers_one_based() -> None:
    claims = _claims("Staging times out after 60 seconds [1][2]. Cats purr.")
    report = await verify_claims(claims, [TIMEOUTS, EIFFEL], ReferenceVerifier())
    data = json.loads(json.dumps(report.as_dict()))
    assert data["verified"] is False
    assert data["kept"] == []
    assert [(d["text"], d["cited"], d["score"]) for d in data["dropped"]] == [
        ("Staging times out after 60 seconds.", [1, 2], 0.0),
        ("Cats purr.", [], 0.0),
    ]
    assert data["dropped"][0]["detail"].startswith("number 60:")


async def test_everything_supported_is_verified() -> None:
    claims = _claims(
        "Staging times out after 30 seconds [2]. "
        "The Eiffel Tower is 330 metres tall [1]."
    )
    report = await verify_claims(claims, [EIFFEL, TIMEOUTS], ReferenceVerifier())
    assert report.verified is True
    assert report.kept_claims == claims
    assert report.dropped == ()


@pytest.mark.parametrize(("marker", "kept"), [("[1]", False), ("[2]", True)])
async def test_only_the_cited_passage_counts(marker: str, kept: bool) -> None:
    # Passage 2 supports the claim; citing passage 1 instead drops it.
    claims = _claims(f"Staging times out sooner than production {marker}.")
    report = await verify_claims(claims, [EIFFEL, TIMEOUTS], ReferenceVerifier())
    assert report.verified is kept
    if not kept:
        assert "words are in the cited passages" in report.dropped[0].verdict.detail


async def test_a_wrong_marker_with_a_number_is_dropped_for_the_number() -> None:
    claims = _claims("Staging times out after 30 seconds [1].")
    report = await verify_claims(claims, [EIFFEL, TIMEOUTS], ReferenceVerifier())
    assert report.dropped[0].verdict.detail.startswith("number 30:")


@pytest.mark.parametrize(
    ("text", "detail"),
    [
        ("The tower is tall [3].", "cites passage 3, which does not exist"),
        ("The tower is tall [0].", "cites passage 0, which does not exist"),
        ("The tower is tall [1][7].", "cites passage 7, which does not exist"),
        ("The tower is tall.", "cites no passage"),
    ],
)
async def test_structural_failures_never_reach_the_verifier(
    text: str, detail: str
) -> None:
    verifier = ScriptedVerifier()
    report = await verify_claims(_claims(text), [EIFFEL, TIMEOUTS], verifier)
    assert [c.verdict for c in report.dropped] == [
        Verdict(entailed=False, score=0.0, detail=detail)
    ]
    assert verifier.calls == []


async def test_the_verifier_sees_only_the_cited_passages_in_order() -> None:
    verifier = ScriptedVerifier()
    passages = ["first passage", "second passage", "third passage"]
    await verify_claims(_claims("Alpha [3][1]. Beta [2]."), passages, verifier)
    assert sorted(verifier.calls) == [
        ("Alpha.", ["third passage", "first passage"]),
        ("Beta.", ["second passage"]),
    ]


async def test_cited_passages_are_judged_joined() -> None:
    # Each passage alone covers a third of the claim; together two thirds.
    claim = "Cats purr, dogs bark and cows moo"
    passages = ["Cats purr.", "Dogs bark."]
    single = await verify_claims(
        _claims(f"{claim} [1]."), passages, ReferenceVerifier()
    )
    joined = await verify_claims(
        _claims(f"{claim} [1][2]."), passages, ReferenceVerifier()
    )
    assert single.verified is False
    assert joined.verified is True


async def test_numbers_are_checked_per_claim_before_the_verifier() -> None:
    verifier = ScriptedVerifier()  # entails everything
    claims = _claims("Staging times out after 60 seconds [1].")
    checked = await verify_claims(claims, [TIMEOUTS], verifier)
    unchecked = await verify_claims(claims, [TIMEOUTS], verifier, numeric_check=None)
    assert checked.dropped[0].verdict.detail.startswith("number 60:")
    assert len(verifier.calls) == 1  # only the unchecked run asked the verifier
    assert unchecked.verified is True


async def test_a_number_from_the_question_is_grounded_only_as_a_correction() -> None:
    passages = ["The meeting moved to 21 June, the council said."]
    rule = numeric_rule("did the meeting move to 14 June", 2026)
    checker = ReferenceVerifier(numeric_check=rule)
    affirmed = await verify_claims(
        _claims("Yes, the meeting moved to 14 June [1]."),
        passages,
        checker,
        numeric_check=rule,
    )
    corrected = await verify_claims(
        _claims("It moved not to 14 June but to 21 June [1]."),
        passages,
        checker,
        numeric_check=rule,
    )
    assert affirmed.verified is False
    assert corrected.verified is True


@pytest.mark.parametrize(
    ("verdict", "min_confidence", "kept"),
    [
        (Verdict(entailed=True, score=0.4), 0.5, False),
        (Verdict(entailed=True, score=0.4), 0.3, True),
        (Verdict(entailed=True, score=0.5), 0.5, True),
        (Verdict(entailed=False, score=0.9), 0.5, False),
    ],
)
async def test_min_confidence(
    verdict: Verdict, min_confidence: float, kept: bool
) -> None:
    report = await verify_claims(
        _claims("Cats purr [1]."),
        ["Cats purr."],
        ScriptedVerifier(verdict),
        min_confidence=min_confidence,
    )
    assert report.verified is kept
    assert len(report.kept) == int(kept)


async def test_unavailable_verifier_raises_the_typed_error() -> None:
    verifier = ScriptedVerifier(unavailable_for="Dogs")
    with pytest.raises(VerifierUnavailableError) as caught:
        await verify_claims(
            _claims("Cats purr [1]. Dogs bark [1]."),
            ["Cats purr. Dogs bark."],
            verifier,
        )
    assert caught.value.code == "model_not_found"


async def test_kept_and_dropped_keep_answer_order() -> None:
    claims = _claims(
        "A tall tower [1]. Cats purr [1]. Tower in Paris [1]. Dogs bark [1]."
    )
    report = await verify_claims(claims, [EIFFEL], ReferenceVerifier())
    assert [c.claim.text for c in report.kept] == ["A tall tower.", "Tower in Paris."]
    assert [c.claim.text for c in report.dropped] == ["Cats purr.", "Dogs bark."]


async def test_no_claims_is_verified() -> None:
    assert await verify_claims([], [EIFFEL], ReferenceVerifier()) == ClaimReport((), ())


# --- the eval cases agree with the reference verifier -------------------------------


def _cases() -> list[dict[str, Any]]:
    lines = CLAIMS_FILE.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def test_claims_eval_set_shape() -> None:
    cases = _cases()
    assert len(cases) >= 25
    assert len({case["id"] for case in cases}) == len(cases)
    for case in cases:
        assert case["verify"] is True
        assert {"verified", "dropped_claims", "outcome"} <= case["expect"].keys()


@pytest.mark.parametrize("case", _cases(), ids=lambda case: case["id"])
async def test_claims_eval_case_against_the_reference(case: dict[str, Any]) -> None:
    """The claim-level expectations hold for the parser and the reference verifier."""
    sections = split_sections(case["result"], case.get("source_used", "kiwix"))
    now = datetime.fromisoformat(case["now"]) if "now" in case else datetime.now(UTC)
    rule = numeric_rule(case["query"], now.year)
    _, claims = parse_claims(case["llm_output"])
    report = await verify_claims(
        claims,
        [section.body for section in sections],
        ReferenceVerifier(numeric_check=rule),
        numeric_check=rule,
    )
    expect = case["expect"]
    assert report.verified is expect["verified"], report
    assert len(report.dropped) == expect["dropped_claims"], report
    assert (expect["outcome"] == "served") is bool(report.kept), report
    if report.kept:
        cited = {index for claim in report.kept_claims for index in claim.cited}
        assert sorted({sections[i].tag for i in cited}) == sorted(
            expect.get("answer_sources", sorted({sections[i].tag for i in cited}))
        )
        spoken, _ = rebuild(report.kept_claims)
        for text in expect.get("speech_excludes", []):
            assert text.lower() not in spoken.lower()
        for text in expect.get("speech_includes", []):
            assert text.lower() in spoken.lower()
    else:
        assert expect.get("reason") == "claims"
