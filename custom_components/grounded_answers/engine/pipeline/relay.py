"""
An answer as another assistant's tool result: what its model should relay, and how sure.

The LLM tool ``grounded_answer`` hands the calling model this JSON instead of the
raw material; everything in it comes from an ``AnswerResult`` (pure, no I/O). Each
sentence appears once: checked words in ``answer``, unchecked ones in ``passage``.

``answer``
    what the user should hear, word for word, and only what passed the gates or is
    the engine's own phrase: the checked answer with its spoken attribution, the
    honest miss, "nothing found" (or, in the tool's error, the router's failure).
    ``null`` when the only thing to say is unverified material: then ``passage``
    holds it.
``verified``
    true when ``answer`` passed the gates: a served, synthesized answer, or the
    honest miss (the model read the material and it does not answer — a checked
    statement about the sources, never a fact to fill in). False for everything
    the engine spoke without a checked answer: a rejected draft, a skipped model,
    nothing found, the router down.
``outcome``, ``reason``
    the engine's outcome and the gate or pre-flight rule (``Reason``), as in the
    bus event and the ``ask`` service.
``complete``
    false when a served answer was ended early (every sentence in it passed).
``sources``
    ``[{"tag", "name"}]``: the sources the answer names (served), or those of the
    material the passage comes from; ``name`` is the spoken name in the request's
    language.
``grounding``
    only when claim checking ran: the verified claims, each with its text, the
    source tags supporting it and the verifier's scores (no byte offsets: a model
    relays words, the ``ask`` service keeps the full audit trail).
``passage``
    only when nothing was verified and there was material (``answer`` is then
    ``null``): ``{"text", "verified": false, "sources"}``, the relevant verbatim
    material — what this integration's own agent speaks then; the calling model may
    quote it as the source's own words, never as a checked fact.
``language``
    the language the answer is in.

A router failure is the tool's error (``relay_failure``): ``error`` is the spoken
sentence in the request's language, ``code`` ``router_unavailable`` or
``deadline``. Sizes are bounded for the calling model's context window:
``RELAY_MAX_BYTES`` over the whole JSON, ``MAX_SOURCES`` and ``MAX_SUPPORTS`` items.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..retrieve.fusion import split_sections
from ..types import Outcome, Reason, bounded

if TYPE_CHECKING:
    from ..types import AnswerResult, SpokenPhrases

# The whole payload's JSON at most (the calling model's context, not the recorder's):
# a detailed answer (2,000 characters) with its passage and a dozen supports fits.
RELAY_MAX_BYTES: Final = 12 * 1024
MAX_SOURCES: Final = 8
MAX_SUPPORTS: Final = 12
SUPPORT_CHARS: Final = 300

# Error codes of the tool's failures (the router's, and the HA glue's own).
CODE_ROUTER_UNAVAILABLE: Final = "router_unavailable"
CODE_DEADLINE: Final = "deadline"

# Reasons whose speech is one of the engine's own phrases, not the material.
_NO_MATERIAL: Final = frozenset(
    {Reason.ROUTER_ERROR, Reason.NOTHING_HEARD, Reason.EMPTY_RESULT}
)


def verified(result: AnswerResult) -> bool:
    """Return whether the answer passed the gates (served, or the honest miss)."""
    return result.outcome in (Outcome.SERVED, Outcome.HONEST_MISS)


def is_failure(result: AnswerResult) -> bool:
    """Return whether the answer is the tool's error: the router gave nothing."""
    return result.reason is Reason.ROUTER_ERROR


def relay_payload(
    result: AnswerResult, phrases: SpokenPhrases, language: str
) -> dict[str, Any]:
    """Return the tool result's data for ``result`` (see the module docstring)."""
    checked = verified(result)
    # Unverified material is said once, in the passage, never as the answer.
    unchecked_material = not checked and _has_material(result)
    payload: dict[str, Any] = {
        "answer": None if unchecked_material else result.speech,
        "verified": checked,
        "outcome": result.outcome.value,
        "reason": None if result.reason is None else str(result.reason),
        "complete": result.complete,
        "sources": _named(_source_tags(result), phrases),
    }
    if result.grounding is not None:
        payload["grounding"] = _grounding(result.grounding)
    if unchecked_material:
        payload["passage"] = {
            "text": result.speech,
            "verified": False,
            "sources": payload["sources"],
        }
    payload["language"] = language
    return bounded(payload, RELAY_MAX_BYTES)


def relay_failure(
    result: AnswerResult, phrases: SpokenPhrases, language: str
) -> dict[str, Any]:
    """Return the tool's error data for a router failure (``is_failure``).

    ``error`` is what the user would have heard (in the request's language), so a
    calling model that relays it says the same thing this agent would.
    """
    router_code = next(
        (e.data.get("code") for e in result.events if e.kind == "router_error"), None
    )
    code = CODE_DEADLINE if router_code == CODE_DEADLINE else CODE_ROUTER_UNAVAILABLE
    return {
        "error": result.speech,
        "code": code,
        **relay_payload(result, phrases, language),
    }


def _has_material(result: AnswerResult) -> bool:
    """Return whether the speech is the material's own words, not a phrase."""
    return bool(result.result.strip()) and result.reason not in _NO_MATERIAL


def _source_tags(result: AnswerResult) -> list[str]:
    """Return the tags an answer names, or those of its material (distinct, in order).

    A served answer names its sources; an honest miss names none. Otherwise the
    sections the router returned are the passage's sources (``source_used`` alone
    for a result without fusion headers).
    """
    if result.outcome is Outcome.SERVED:
        tags = list(result.answer_sources)
    elif result.outcome is Outcome.HONEST_MISS or not _has_material(result):
        tags = []
    else:
        used = result.source_used or ""
        tags = [section.tag for section in split_sections(result.result, used)]
    return list(dict.fromkeys(tag for tag in tags if tag))[:MAX_SOURCES]


def _named(tags: list[str], phrases: SpokenPhrases) -> list[dict[str, str]]:
    """Return each tag with its spoken name in the request's language."""
    return [{"tag": tag, "name": phrases.source_name(tag)} for tag in tags]


def _grounding(grounding: dict[str, Any]) -> dict[str, Any]:
    """Return the claims a model can relay: text, supporting source tags, scores."""
    chunks = grounding.get("chunks") or []
    supports = []
    for support in (grounding.get("supports") or [])[:MAX_SUPPORTS]:
        indices = support.get("chunk_indices") or []
        supports.append(
            {
                "text": str(support.get("segment", {}).get("text", ""))[:SUPPORT_CHARS],
                "sources": list(
                    dict.fromkeys(
                        str(chunks[i].get("source", ""))
                        for i in indices
                        if isinstance(i, int) and 0 <= i < len(chunks)
                    )
                ),
                "scores": [
                    round(float(s), 3) for s in support.get("confidence_scores") or []
                ],
            }
        )
    return {
        "verified": bool(grounding.get("verified")),
        "dropped_claims": int(grounding.get("dropped_claims") or 0),
        "supports": supports,
    }
