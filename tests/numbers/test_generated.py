"""Generated variants of realistic material: false serves and false rejects.

An invented value is never served, in any passage. Swaps (a value moved to another
qualifier of the material) and false rejects (the value restated in an equivalent
form, or hedged within 3 %) are held to the counts measured last: a change may lower
them (lower the constant with it), never raise them. The targets are none and at most
2 %; the summary line of every run prints where the check stands against them.

The first 38 passages were written with the rules and tuned against; the 104 after
them were written apart from the rules, in four batches, and measured before any rule
was changed for them (the figures in the README).
"""

from __future__ import annotations

import re

import pytest

from . import generator

PASSAGES = generator.load_passages()
BY_ID = {p.id: p for p in PASSAGES}
MAX_FALSE_REJECT_RATE = 0.02  # the target
# Measured last (scripts/test prints the counts).
SWAP_SERVES_CEILING = 567
FALSE_REJECTS_CEILING = 472


def test_passages_are_realistic_and_unambiguous() -> None:
    """The data itself: sizes, languages, values present, no value stated twice."""
    languages = {p.language for p in PASSAGES}
    assert languages == set(generator.LANGUAGES)
    assert len(PASSAGES) >= 140
    assert sum(len(p.facts) for p in PASSAGES) >= 200
    problems = [problem for p in PASSAGES for problem in _data_problems(p)]
    assert not problems, "\n".join(problems)


def _data_problems(p: generator.Passage) -> list[str]:
    """List what is wrong with one passage's data: size, missing values, ambiguity."""
    problems = []
    if not 150 <= len(p.material) <= 3200:
        problems.append(f"{p.id}: material is {len(p.material)} chars")
    if len(p.facts) < 5:
        problems.append(f"{p.id}: only {len(p.facts)} facts")
    seen: dict[tuple[str, object], int] = {}
    for f in p.facts:
        key = (f.family, f.value)
        if key in seen:
            problems.append(f"{p.id}: facts {seen[key]} and {f.index} share {key}")
        seen[key] = f.index
        if "{n}" not in f.template or not f.forms:
            problems.append(f"{p.id} fact {f.index}: no slot or no forms")
        if not _value_in_material(p, f):
            problems.append(f"{p.id} fact {f.index}: {f.value} not in material")
    return problems


def _value_in_material(p: generator.Passage, f: generator.Fact) -> bool:
    if f.family == "time":
        return generator._time_of(str(f.value)) in generator.material_times(p.material)
    if f.family == "phone":
        return re.sub(r"\D", "", str(f.value)) in re.sub(r"\D", "", p.material)
    if isinstance(f.value, str):
        return f.value in p.material
    return abs(f.value) in generator.material_numbers(p.material, p.language)


def test_generator_covers_every_kind() -> None:
    kinds = {v.kind for p in PASSAGES for v in generator.variants(p)}
    assert kinds == {"restate", "hedged", "invented", "swap"}


@pytest.mark.parametrize("passage_id", sorted(BY_ID))
def test_invented_values_are_never_served(passage_id: str) -> None:
    """A value the passage does not state is rejected, in every passage."""
    p = BY_ID[passage_id]
    wrong = [
        r for r in generator.run_passage(p) if r.variant.kind == "invented" and r.served
    ]
    assert not wrong, (
        f"{len(wrong)} invented value(s) served on {p.id} ({p.language}, {p.kind}):\n"
        + "\n".join(generator.describe(r, p.material) for r in wrong)
    )


def test_swaps_served_stay_under_the_ceiling() -> None:
    """Swapped values served: no more than measured (the target is none)."""
    wrong = [r for r in generator.run_all() if r.variant.kind == "swap" and r.served]
    assert len(wrong) <= SWAP_SERVES_CEILING, (
        f"{len(wrong)} swaps served, more than the {SWAP_SERVES_CEILING} measured:\n"
        + "\n".join(
            generator.describe(r, BY_ID[r.variant.passage].material) for r in wrong
        )
    )


def test_false_rejects_stay_under_the_ceiling() -> None:
    """Restated or hedged values rejected: no more than measured (the target: 2 %)."""
    results = generator.run_all()
    serve = [r for r in results if r.variant.must_serve]
    wrong = [r for r in serve if not r.served]
    assert len(wrong) <= FALSE_REJECTS_CEILING, (
        f"false rejects {len(wrong)} of {len(serve)}, more than the "
        f"{FALSE_REJECTS_CEILING} measured (the target "
        f"{100 * MAX_FALSE_REJECT_RATE:.0f}%):\n"
        + "\n".join(
            generator.describe(r, BY_ID[r.variant.passage].material) for r in wrong
        )
    )
