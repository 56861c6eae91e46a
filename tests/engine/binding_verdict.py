"""The one question the binding tests ask: which number, if any, an answer misbinds."""

from __future__ import annotations

from custom_components.grounded_answers.engine.gates.numbers import check_numbers


def verdict(language: str, material: str, answer: str) -> str | None:
    """Return the token the numbers check refuses in ``answer``, or None if served."""
    finding = check_numbers(answer, material, language=language)
    return None if finding is None else finding.token
