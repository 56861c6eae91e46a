"""scripts/ask, run as a user runs it, against stand-in services on 127.0.0.1."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.stubs.ollama_server import OllamaScript, start_ollama_stub
from tests.stubs.router_server import RouterScript, start_router
from tests.stubs.searxng_server import SearxngScript, start_searxng
from tests.stubs.wikipedia_server import standard_script, start_wikipedia

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

ROOT = Path(__file__).resolve().parents[2]
ASK = ROOT / "scripts" / "ask"


async def run_ask(*args: str, home: Path) -> tuple[int, str, str]:
    """Run scripts/ask (the stubs keep serving meanwhile); return code, out, err."""
    if not (ROOT / ".venv" / "bin" / "python").exists():  # the wrapper's interpreter
        command = [sys.executable, "-m", "scripts.ask_cli", *args]
    else:
        command = [str(ASK), *args]
    process = await asyncio.create_subprocess_exec(
        *command,
        cwd=ROOT,
        env={**os.environ, "HOME": str(home), "XDG_CACHE_HOME": str(home / "cache")},
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    async with asyncio.timeout(120):  # a hang fails the test instead of the run
        out, err = await process.communicate()
    assert process.returncode is not None
    return process.returncode, out.decode(), err.decode()


@pytest.fixture
async def wikipedia_url() -> AsyncIterator[str]:
    async with start_wikipedia(standard_script()) as url:
        yield url + "/{lang}"


async def test_no_options_uses_wikipedia_and_prints_the_chain(
    wikipedia_url, tmp_path
) -> None:
    code, out, err = await run_ask(
        "eiffel tower", "--wikipedia-url", wikipedia_url, home=tmp_path
    )

    assert code == 0, err
    speech, report = out.split("\n\n", 1)
    assert speech.startswith("Eiffel Tower")
    assert "wrought-iron lattice tower" in speech
    assert "outcome: skipped (search_route)" in report
    assert "source: wikipedia" in report
    assert "route: search (navigational" in report
    for kind in ("route_decided", "sources_selected", "source_answered", "retrieved"):
        assert kind in report
    assert " ms  " in report


async def test_json_output_carries_route_events_and_result(
    wikipedia_url, tmp_path
) -> None:
    code, out, err = await run_ask(
        "compare the eiffel tower and the statue of liberty",
        "--wikipedia-url",
        wikipedia_url,
        "--json",
        home=tmp_path,
    )

    assert code == 0, err
    report = json.loads(out)
    kinds = [event["kind"] for event in report["events"]]
    assert kinds[:3] == ["route_decided", "sources_selected", "query_decomposed"]
    assert report["events"][0]["route"] == "agentic"
    assert report["source_used"] == "wikipedia"
    assert "Statue of Liberty" in report["result"]
    assert report["outcome"] == "skipped"
    assert report["reason"] == "llm_unconfigured"
    assert "total_ms" in report["timings"]


async def test_mnemolis_compatible_router(tmp_path) -> None:
    script = RouterScript()
    script.answer(
        "what is molybdenum", "# Molybdenum\nSource: wiki\n\nA chemical element."
    )
    async with start_router(script) as url:
        code, out, err = await run_ask(
            "what is molybdenum", "--router", url, "--json", home=tmp_path
        )

    assert code == 0, err
    report = json.loads(out)
    assert report["source_used"] == "kiwix"
    assert report["speech"] == "A chemical element."
    assert [event["kind"] for event in report["events"]][:2] == [
        "route_decided",
        "retrieved",
    ]
    assert script.requests == [{"query": "what is molybdenum", "source": "auto"}]


async def test_unreachable_router_exits_2(tmp_path) -> None:
    code, out, _ = await run_ask(
        "what is molybdenum",
        "--router",
        "http://127.0.0.1:9",
        "--timeout",
        "5",
        home=tmp_path,
    )

    assert code == 2
    assert "router_error" in out


async def test_documents_folder(tmp_path) -> None:
    docs = tmp_path / "manuals"
    docs.mkdir()
    (docs / "dishwasher.md").write_text(
        "# Dishwasher manual\n\n## Descaling\n\n"
        "Run the hot programme with white vinegar."
    )

    code, out, err = await run_ask(
        "how do I descale my dishwasher", "--docs", str(docs), "--json", home=tmp_path
    )

    assert code == 0, err
    report = json.loads(out)
    assert report["source_used"] == "documents"
    assert "white vinegar" in report["result"]
    assert list((tmp_path / "cache" / "grounded_answers").glob("documents-*.sqlite"))


async def test_searxng_news(tmp_path) -> None:
    script = SearxngScript()
    script.add("news", "Tower closed", "The tower closed today.", "https://n.example/1")
    async with start_searxng(script) as url:
        code, out, err = await run_ask(
            "latest tower news", "--searxng", url, "--json", home=tmp_path
        )

    assert code == 0, err
    assert json.loads(out)["source_used"] == "news"
    assert script.requests[0]["categories"] == "news"


async def test_ollama_synthesis_is_served(wikipedia_url, tmp_path) -> None:
    ollama = OllamaScript()
    ollama.reply("The Eiffel Tower is 330 metres tall. (wikipedia)")
    async with start_ollama_stub(ollama) as (_, url):
        code, out, err = await run_ask(
            "how tall is the eiffel tower",
            "--wikipedia-url",
            wikipedia_url,
            "--ollama",
            url,
            "--model",
            "qwen3:8b",
            "--json",
            home=tmp_path,
        )

    assert code == 0, err
    report = json.loads(out)
    assert report["events"][0]["route"] == "single_pass"
    assert report["outcome"] == "served", report["events"]
    assert report["answer"].startswith("The Eiffel Tower is 330 metres tall")


async def test_bad_arguments_are_refused(tmp_path) -> None:
    code, _, err = await run_ask("q", "--ollama", "http://x", home=tmp_path)

    assert code == 2
    assert "--ollama and --model go together" in err
