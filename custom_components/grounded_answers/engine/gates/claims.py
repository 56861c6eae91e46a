"""The claims gate: with claim checking on, every sentence is a claim with citations.

Verify-then-cite: a sentence whose cited passages do not support it (its numbers
included) is left out and the answer goes on with the next one; the answer is
rebuilt from the claims that were kept, so a dropped claim leaves the spoken text,
not only its citation.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..text.speech import clean_for_speech
from ..types import Reason
from ..verify.checking import (
    ReferenceVerifier,
    VerifierUnavailableError,
    numeric_rule,
    verify_claims,
)
from ..verify.claims import Claim, parse_claims
from .attribution import split_attribution
from .base import Action, Verdict, drop, stop

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..types import Section
    from .base import Candidate, GateContext, Kept


async def claims_gate(candidate: Candidate, ctx: GateContext, kept: Kept) -> Verdict:
    """Keep the sentence's claims that a cited passage entails; drop it otherwise."""
    _, claims = parse_claims(claim_text(candidate.text, ctx.offered_tags), ctx.language)
    if not claims:  # markers only: nothing to say
        return drop(Reason.CLAIMS, "no claim in the sentence", dropped_claims=0)
    numbers = numeric_rule(ctx.query, ctx.current_year, ctx.language)
    verifier = ctx.verifier or ReferenceVerifier(
        numeric_check=numbers, language=ctx.language
    )
    try:
        report = await verify_claims(
            claims,
            [section.body for section in ctx.sections],
            verifier,
            min_confidence=ctx.min_confidence,
            numeric_check=numbers,
        )
    except VerifierUnavailableError as err:
        return stop(Reason.VERIFIER_UNAVAILABLE, str(err), code=err.code)
    spoken = tuple(
        Claim(text, 0, 0, claim.cited)
        for claim in report.kept_claims
        if (text := clean_for_speech(claim.text, settle=False))
    )
    if not spoken:
        return drop(
            Reason.CLAIMS,
            report.dropped[0].verdict.detail if report.dropped else "nothing to say",
            dropped_claims=len(report.dropped),
            **report.as_dict(),
        )
    return Verdict(
        Action.PASS,
        detail=f"kept {len(spoken)} of {len(claims)} claims",
        candidate=replace(
            candidate,
            body=" ".join(claim.text for claim in spoken),
            claims=spoken,
            tags=cited_tags(spoken, ctx.sections),
        ),
        data={"dropped_claims": len(report.dropped), **report.as_dict()},
    )


def claim_text(text: str, offered: Sequence[str]) -> str:
    """Return a marker-cited reply without its ``(tag)`` attribution.

    With claim checking on, markers carry the attribution; a trailing "(kiwix)" the
    model added anyway is not a claim and must not be dropped as one.
    """
    return split_attribution(text, offered).body


def cited_tags(claims: Sequence[Claim], sections: Sequence[Section]) -> tuple[str, ...]:
    """Return the tags of the sections the claims cite, first citation first."""
    return tuple(
        dict.fromkeys(
            sections[index].tag
            for claim in claims
            for index in claim.cited
            if 0 <= index < len(sections)
        )
    )
