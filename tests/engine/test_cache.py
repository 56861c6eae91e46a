"""The answer cache: source-keyed, TTL from the source, bounded LRU."""

from __future__ import annotations

import pytest

from custom_components.grounded_answers.engine.options import AnswerStyle
from custom_components.grounded_answers.engine.pipeline.cache import (
    AnswerCache,
    CachedAnswer,
    cache_key,
    normalise_query,
)


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def entry(text: str) -> CachedAnswer:
    return CachedAnswer(answer=text, answer_sources=("kiwix",), speech=text)


def test_key_leads_with_the_source_and_normalises_the_query() -> None:
    assert cache_key(
        "Kiwix",
        "  How TALL is the Eiffel tower?! ",
        style=AnswerStyle.VOICE,
        language="en",
    ) == ("kiwix:synth:voice:en:auto:plain:how tall is the eiffel tower")
    assert normalise_query("what's up") == "what s up"


@pytest.mark.parametrize(
    "change",
    [
        {"style": AnswerStyle.BRIEF},
        {"language": "de"},
        {"source": "kiwix"},
        {"claims": True},
    ],
)
def test_key_changes_with_everything_that_changes_the_spoken_answer(change) -> None:
    base = {"style": AnswerStyle.VOICE, "language": "en"}
    assert cache_key("kiwix", "how tall", **base) != cache_key(
        "kiwix", "how tall", **{**base, **change}
    )


def test_entries_expire_with_their_ttl() -> None:
    clock = FakeClock()
    cache = AnswerCache(10, clock=clock)
    cache.put("k", entry("a"), ttl=30)
    clock.now += 29.9
    assert cache.get("k") == entry("a")
    clock.now += 0.2
    assert cache.get("k") is None
    assert len(cache) == 0


def test_least_recently_used_is_evicted() -> None:
    cache = AnswerCache(2, clock=FakeClock())
    cache.put("a", entry("a"), 60)
    cache.put("b", entry("b"), 60)
    assert cache.get("a") is not None  # a is now the most recent
    cache.put("c", entry("c"), 60)
    assert cache.get("b") is None
    assert cache.get("a") is not None
    assert cache.get("c") is not None


def test_clear_and_disabled_cache() -> None:
    cache = AnswerCache(2, clock=FakeClock())
    cache.put("a", entry("a"), 60)
    cache.clear()
    assert cache.get("a") is None
    off = AnswerCache(0, clock=FakeClock())
    off.put("a", entry("a"), 60)
    assert off.get("a") is None
