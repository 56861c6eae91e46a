"""scripts/ask, run as a user runs it, against stand-in services on 127.0.0.1."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from scripts import ask_cli
from tests.stubs.ollama_server import OllamaScript, start_ollama_stub
from tests.stubs.openai_server import OpenAIScript, start_openai_stub
from tests.stubs.router_server import RouterScript, start_router
from tests.stubs.searxng_server import SearxngScript, start_searxng
from tests.stubs.wikipedia_server import standard_script, start_wikipedia

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

ROOT = Path(__file__).resolve().parents[2]
ASK = ROOT / "scripts" / "ask"
TRANSLATIONS = ROOT / "custom_components" / "grounded_answers" / "translations"


def closed_port() -> int:
    """Return a loopback port nothing listens on (bound, then released)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def spoken(language: str, key: str) -> str:
    """Return the translated spoken phrase ``key`` of ``language``."""
    strings = json.loads((TRANSLATIONS / f"{language}.json").read_text("utf-8"))
    return strings["exceptions"][key]["message"]


def has_venv() -> bool:
    """Return whether scripts/ask's own interpreter (.venv) is there."""
    return (ROOT / ".venv" / "bin" / "python").exists()


def ask_command(*args: str) -> list[str]:
    """Return scripts/ask with ``args``; without .venv, its module (run from ROOT)."""
    if not has_venv():
        return [sys.executable, "-m", "scripts.ask_cli", *args]
    return [str(ASK), *args]


async def run_ask(*args: str, home: Path, cwd: Path = ROOT) -> tuple[int, str, str]:
    """Run scripts/ask (the stubs keep serving meanwhile); return code, out, err."""
    command = ask_command(*args)
    if not has_venv():
        cwd = ROOT
    process = await asyncio.create_subprocess_exec(
        *command,
        cwd=cwd,
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
    assert speech.startswith("The Eiffel Tower is a wrought-iron lattice tower")
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
    assert kinds[:3] == ["route_decided", "query_decomposed", "sources_selected"]
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
    # A line too short to name its subject is said with its title.
    assert report["speech"] == "Molybdenum, A chemical element."
    assert [event["kind"] for event in report["events"]][:2] == [
        "route_decided",
        "retrieved",
    ]
    assert script.requests == [{"query": "what is molybdenum", "source": "auto"}]


async def test_unreachable_router_exits_3(tmp_path) -> None:
    code, out, err = await run_ask(
        "what is molybdenum",
        "--router",
        f"http://127.0.0.1:{closed_port()}",
        "--timeout",
        "5",
        home=tmp_path,
    )

    assert code == 3
    assert "router_error" in out
    assert out.startswith("I couldn't reach the knowledge service.")
    assert "scripts/ask: error: no source could be reached (router: " in err


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


@pytest.mark.parametrize("suffix", ["", "/v1", "/"])
async def test_openai_compatible_synthesis_is_served(
    wikipedia_url, tmp_path, suffix
) -> None:
    key = "sk-local-0123"
    script = OpenAIScript(["Qwen/Qwen3-8B"]).require_api_key(key)
    script.reply("The Eiffel Tower is 330 metres tall. (wikipedia)", chunks=3)
    async with start_openai_stub(script) as (_, url):
        code, out, err = await run_ask(
            "how tall is the eiffel tower",
            "--wikipedia-url",
            wikipedia_url,
            "--openai",
            url + suffix,
            "--model",
            "Qwen/Qwen3-8B",
            "--model-api-key",
            key,
            "--json",
            home=tmp_path,
        )

    assert code == 0, err
    report = json.loads(out)
    assert report["outcome"] == "served", report["events"]
    assert report["answer"].startswith("The Eiffel Tower is 330 metres tall")
    [chat] = script.chat_requests
    assert chat["model"] == "Qwen/Qwen3-8B"
    chats = [r for r in script.requests if r.path == "/v1/chat/completions"]
    assert chats
    assert all(r.headers["Authorization"] == f"Bearer {key}" for r in chats)


@pytest.mark.parametrize(
    ("args", "refusal"),
    [
        (["--ollama", "http://x"], "--ollama needs --model"),
        (["--openai", "http://x"], "--openai needs --model"),
        (["--model", "qwen3:8b"], "--model needs --ollama or --openai"),
        (["--model-api-key", "k"], "--model-api-key needs --ollama or --openai"),
        (
            ["--ollama", "http://x", "--openai", "http://y", "--model", "m"],
            "argument --openai: not allowed with argument --ollama",
        ),
    ],
)
def test_bad_arguments_are_refused(args, refusal, capsys) -> None:
    with pytest.raises(SystemExit) as exited:
        ask_cli.main(["q", *args])

    assert exited.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.splitlines()[-1] == f"scripts/ask: error: {refusal}"


@pytest.mark.parametrize("json_flag", [[], ["--json"]])
async def test_a_reader_that_stops_early_changes_nothing(
    wikipedia_url, tmp_path, json_flag
) -> None:
    """scripts/ask ... | head: no traceback, and the answer's exit status."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before anything is written
    try:
        process = await asyncio.create_subprocess_exec(
            *ask_command("eiffel tower", "--wikipedia-url", wikipedia_url, *json_flag),
            cwd=ROOT,
            env={**os.environ, "HOME": str(tmp_path)},
            stdout=write_end,
            stderr=asyncio.subprocess.PIPE,
        )
    finally:
        os.close(write_end)
    async with asyncio.timeout(120):
        _, err = await process.communicate()

    assert process.returncode == 0, err.decode()  # answered, as without the pipe
    assert "Traceback" not in err.decode()
    assert "BrokenPipeError" not in err.decode()


async def test_json_output_names_the_language(tmp_path) -> None:
    code, out, _ = await run_ask(
        "eiffel",
        "--kiwix",
        f"http://127.0.0.1:{closed_port()}",
        "--language",
        "fr-CA",
        "--json",
        home=tmp_path,
    )

    assert code == 3
    assert json.loads(out)["language"] == "fr-CA"


# --- exit codes, refusals, several sources, languages --------------------------------


@pytest.mark.parametrize("flag", ["--kiwix", "--searxng"])
async def test_an_unreachable_source_is_an_error_and_exit_3(tmp_path, flag) -> None:
    code, out, err = await run_ask(
        "eiffel tower", flag, f"http://127.0.0.1:{closed_port()}", home=tmp_path
    )

    assert code == 3, out + err
    assert out.startswith(spoken("en", "sources_unavailable") + "\n")
    [line] = [line for line in err.splitlines() if line.startswith("scripts/ask:")]
    assert line.startswith("scripts/ask: error: no source could be reached (")
    assert "Traceback" not in err


@pytest.mark.parametrize("language", ["de", "fr", "es", "nl", "it", "pt"])
async def test_spoken_phrases_follow_the_language(tmp_path, language) -> None:
    code, out, _ = await run_ask(
        "eiffel",
        "--kiwix",
        f"http://127.0.0.1:{closed_port()}",
        "--language",
        language,
        "--json",
        home=tmp_path,
    )

    assert code == 3
    report = json.loads(out)
    assert report["speech"] == spoken(language, "sources_unavailable")
    assert report["speech"] != spoken("en", "sources_unavailable")
    assert report["exit_code"] == 3


async def test_nothing_found_exits_1(tmp_path) -> None:
    script = SearxngScript()  # answers, with no results
    async with start_searxng(script) as url:
        code, out, err = await run_ask(
            "zorbanite kettles", "--searxng", url, "--json", home=tmp_path
        )

    assert code == 1, err
    report = json.loads(out)
    assert (report["reason"], report["exit_code"]) == ("empty_result", 1)
    assert report["speech"] == spoken("en", "nothing_found")
    assert script.requests
    assert "scripts/ask: nothing found (empty_result)" in err


async def test_a_missing_folder_is_refused_and_indexes_nothing(tmp_path) -> None:
    code, out, err = await run_ask(
        "how do I descale", "--docs", "no-such-manuals", home=tmp_path, cwd=tmp_path
    )

    assert code == 2
    assert out == ""
    assert err.splitlines()[-1] == (
        "scripts/ask: error: --docs no-such-manuals: does not exist"
    )
    assert not (tmp_path / "cache").exists()  # no empty index made


async def test_a_file_is_not_a_documents_folder(tmp_path) -> None:
    (tmp_path / "manual.md").write_text("# Manual", encoding="utf-8")

    code, _, err = await run_ask(
        "descale", "--docs", "manual.md", home=tmp_path, cwd=tmp_path
    )

    assert code == 2
    assert "--docs manual.md: is not a folder" in err


async def test_an_empty_question_is_refused(tmp_path) -> None:
    code, out, err = await run_ask(
        " ", "--router", f"http://127.0.0.1:{closed_port()}", home=tmp_path
    )

    assert code == 2
    assert out == ""
    assert err.splitlines()[-1] == "scripts/ask: error: the question is empty"


@pytest.mark.parametrize("question", ["", "\t\n", "?!", " ... ", "\u00bf?"])
def test_every_empty_question_is_refused_before_asking(question, capsys) -> None:
    with pytest.raises(SystemExit) as exited:
        ask_cli.main([question, "--router", f"http://127.0.0.1:{closed_port()}"])

    assert exited.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.splitlines()[-1] == "scripts/ask: error: the question is empty"


async def test_an_unknown_source_is_refused(tmp_path) -> None:
    code, out, err = await run_ask(
        "eiffel tower", "--source", "kiwix", home=tmp_path
    )  # Wikipedia alone is configured

    assert code == 2
    assert out == ""
    assert "--source kiwix: not among the sources given" in err
    assert "wikipedia" in err.splitlines()[-1]


async def test_several_sources_given_are_all_asked(wikipedia_url, tmp_path) -> None:
    searxng = SearxngScript()
    searxng.add(
        "general",
        "Eiffel Tower visitors",
        "The Eiffel Tower welcomes about six million visitors a year.",
        "https://web.example/eiffel",
    )
    docs = tmp_path / "manuals"
    docs.mkdir()
    (docs / "eiffel.md").write_text(
        "# Eiffel Tower souvenir\n\nThe Eiffel Tower model is 30 cm tall.",
        encoding="utf-8",
    )
    async with start_searxng(searxng) as url:
        code, out, err = await run_ask(
            "eiffel tower",
            "--searxng",
            url,
            "--wikipedia",
            "--wikipedia-url",
            wikipedia_url,
            "--docs",
            str(docs),
            "--json",
            home=tmp_path,
        )

    assert code == 0, err
    report = json.loads(out)
    [selected] = [e for e in report["events"] if e["kind"] == "sources_selected"]
    assert set(selected["sources"]) == {"documents", "wikipedia", "web"}
    answered = {e["source"] for e in report["events"] if e["kind"] == "source_answered"}
    assert answered == {"documents", "wikipedia", "web"}
    assert report["source_used"] == "fusion"
    assert searxng.requests


async def test_help_shows_defaults_and_exit_codes(tmp_path) -> None:
    code, out, _ = await run_ask("--help", home=tmp_path)

    assert code == 0
    text = " ".join(out.split())  # argparse wraps lines
    for shown in (
        "default: auto with one source, fusion with several",
        "default: voice",
        "~/.cache/grounded_answers/documents-",
        "default: on only when no other source is given",
        "default: 15",
        "0 answered",
        "1 nothing found",
        "2 bad arguments",
        "3 sources unreachable",
    ):
        assert shown in text, shown
    options = [word for word in out.split() if word.startswith("--")]
    for option in (
        "--docs",
        "--kiwix",
        "--searxng",
        "--router",
        "--json",
        "--ollama",
        "--openai",
        "--model",
        "--model-api-key",
    ):
        assert option in options
    assert "OpenAI-compatible server" in text
