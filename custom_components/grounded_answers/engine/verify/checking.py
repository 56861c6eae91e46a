"""
Claim verification: the model-free reference verifier, and the check.

``verify_claims`` runs each claim against the passages it cites (joined, as ALCE
does), drops claims whose numbers are not grounded there or that the verifier does
not entail, and reports what it kept and dropped. A verifier answers one question:
does this text support this claim? The model-backed verifiers live in
:mod:`.model_verifiers`; the contract is ``seams.Verifier``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Final

from ..gates.numbers import check_numbers
from ..gates.support_words import content_words
from ..seams import Verdict

if TYPE_CHECKING:
    from ..gates.numbers import NumericFinding
    from ..seams import Verifier
    from .claims import Claim

DEFAULT_MIN_CONFIDENCE: Final = 0.5
PASSAGE_JOINER: Final = "\n\n"


def supported(score: float = 1.0, detail: str = "") -> Verdict:
    """Return an entailing verdict."""
    return Verdict(entailed=True, score=score, detail=detail)


def unsupported(detail: str, score: float = 0.0) -> Verdict:
    """Return a verdict that does not entail, with the reason."""
    return Verdict(entailed=False, score=score, detail=detail)


class VerifierUnavailableError(Exception):
    """
    The verifier could not judge: its model is missing, or its server is unreachable.

    The claims gate reports ``verifier_unavailable`` and never falls back to another
    verifier. ``code`` names the cause: ``model_not_found``, ``connection``,
    ``timeout``, ``http_error``.
    """

    def __init__(self, message: str, code: str = "verifier_unavailable") -> None:
        """Keep the cause's code for events and repair issues."""
        super().__init__(message)
        self.code = code


type NumericCheck = Callable[[str, str], NumericFinding | None]


def numeric_rule(
    query: str = "", current_year: int | None = None, language: str = "en"
) -> NumericCheck:
    """
    Return the numeric gate's rules as a per-claim check: ``(claim, material)``.

    ``query``, ``current_year`` and ``language`` are the answer's: a number the user
    said to correct it, and the current year alone, count as grounded; numbers are
    read in the request's language. One implementation: the numeric gate's.
    """

    def check(claim: str, material: str) -> NumericFinding | None:
        return check_numbers(
            claim, material, query=query, current_year=current_year, language=language
        )

    return check


# --- the reference verifier ----------------------------------------------------------


def overlap_score(claim: str, passage: str, language: str = "en") -> float:
    """Return the share of the claim's content words in ``passage`` (0 if none).

    Content words are the support gate's (``gates.support.content_words``: stopwords
    out, Snowball-stemmed in ``language``): one definition for both checks.
    """
    words = content_words(claim, language)
    if not words:
        return 0.0
    found = set(content_words(passage, language))
    return sum(word in found for word in words) / len(words)


class ReferenceVerifier:
    """
    The model-free reference: number binding plus content-word overlap.

    A stand-in that states the contract, NOT natural-language inference. It entails
    a claim when its numbers are grounded in the passages (the numeric gate's rules,
    binding included) and at least ``threshold`` of its content words (the support
    gate's: lower-cased, stopwords out, stemmed in ``language``) occur in them. It cannot see negation, swapped
    roles or paraphrase; a real verifier (MiniCheck, Granite Guardian) can.

    Build one per answer with ``numeric_rule(query, year)`` so the question's own
    numbers count as grounded, as ``verify_claims`` does.
    """

    def __init__(
        self,
        *,
        threshold: float = 0.5,
        numeric_check: NumericCheck | None = None,
        language: str = "en",
    ) -> None:
        """Keep the overlap threshold, the numeric rules and the claims' language."""
        self._threshold = threshold
        self._numeric_check = numeric_check or numeric_rule()
        self._language = language

    async def entail(self, claim: str, passages: Sequence[str]) -> Verdict:
        """Judge ``claim`` against the joined ``passages``."""
        material = PASSAGE_JOINER.join(passages)
        score = overlap_score(claim, material, self._language)
        if finding := self._numeric_check(claim, material):
            return unsupported(f"number {finding.token}: {finding.detail}", score)
        if score < self._threshold:
            return unsupported(
                f"{score:.0%} of its words are in the cited passages", score
            )
        return supported(score)


# --- the check -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CheckedClaim:
    """A claim and the verdict on it."""

    claim: Claim
    verdict: Verdict


@dataclass(frozen=True, slots=True)
class ClaimReport:
    """What verification kept and dropped, each in answer order."""

    kept: tuple[CheckedClaim, ...]
    dropped: tuple[CheckedClaim, ...]

    @property
    def verified(self) -> bool:
        """Return True when every claim survived."""
        return not self.dropped

    @property
    def kept_claims(self) -> list[Claim]:
        """Return the surviving claims."""
        return [checked.claim for checked in self.kept]

    def as_dict(self) -> dict[str, Any]:
        """Return a JSON-ready summary for the claims gate's event."""
        return {
            "verified": self.verified,
            "kept": [_summary(checked) for checked in self.kept],
            "dropped": [_summary(checked) for checked in self.dropped],
        }


def _summary(checked: CheckedClaim) -> dict[str, Any]:
    """Return one checked claim as event data; ``cited`` as the 1-based markers."""
    return {
        "text": checked.claim.text,
        "cited": [index + 1 for index in checked.claim.cited],
        "score": round(checked.verdict.score, 3),
        "detail": checked.verdict.detail,
    }


STRICT_NUMBERS: Final[NumericCheck] = numeric_rule()


async def verify_claims(
    claims: Sequence[Claim],
    passages: Sequence[str],
    verifier: Verifier,
    *,
    min_confidence: float = DEFAULT_MIN_CONFIDENCE,
    numeric_check: NumericCheck | None = STRICT_NUMBERS,
) -> ClaimReport:
    """
    Check every claim against its cited passages; keep the ones that hold.

    A claim survives when it cites passages that exist, its numbers are grounded in
    them (``numeric_check``; ``None`` skips it) and the verifier entails it with a
    score of at least ``min_confidence``. Claims run concurrently; a
    ``VerifierUnavailableError`` from any of them ends the check and is raised.
    """
    try:
        async with asyncio.TaskGroup() as group:
            tasks = [
                group.create_task(
                    _check(claim, passages, verifier, min_confidence, numeric_check)
                )
                for claim in claims
            ]
    except ExceptionGroup as failures:
        raise _first_unavailable(failures) from failures
    checked = [task.result() for task in tasks]
    return ClaimReport(
        kept=tuple(c for c in checked if _survives(c, min_confidence)),
        dropped=tuple(c for c in checked if not _survives(c, min_confidence)),
    )


async def _check(
    claim: Claim,
    passages: Sequence[str],
    verifier: Verifier,
    min_confidence: float,
    numeric_check: NumericCheck | None,
) -> CheckedClaim:
    """Return one claim's verdict; structural failures never reach the verifier."""
    if not claim.cited:
        return CheckedClaim(claim, unsupported("cites no passage"))
    missing = [index for index in claim.cited if not 0 <= index < len(passages)]
    if missing:
        detail = f"cites passage {missing[0] + 1}, which does not exist"
        return CheckedClaim(claim, unsupported(detail))
    cited = [passages[index] for index in claim.cited]
    if numeric_check and (
        finding := numeric_check(claim.text, PASSAGE_JOINER.join(cited))
    ):
        detail = f"number {finding.token}: {finding.detail}"
        return CheckedClaim(claim, unsupported(detail))
    verdict = await verifier.entail(claim.text, cited)
    if verdict.entailed and verdict.score < min_confidence:
        low = f"score {verdict.score:.2f} is below {min_confidence:.2f}"
        verdict = replace(verdict, detail=low)
    return CheckedClaim(claim, verdict)


def _survives(checked: CheckedClaim, min_confidence: float) -> bool:
    """Return whether a checked claim is kept."""
    return checked.verdict.entailed and checked.verdict.score >= min_confidence


def _first_unavailable(failures: ExceptionGroup) -> Exception:
    """Return the group's first ``VerifierUnavailableError``, else its first error."""
    unavailable = failures.subgroup(VerifierUnavailableError)
    group = unavailable or failures
    first = group.exceptions[0]
    while isinstance(first, ExceptionGroup):
        first = first.exceptions[0]
    return first
