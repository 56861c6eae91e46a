"""
End to end on a real Home Assistant as a new household sets it up, with no internet.

A fresh ``hass`` process; the built-in router is created through the REST config flow
and keeps Wikipedia on at its default address (this machine has no internet, so every
Wikipedia call fails: checked first, skipped when it is reachable), Kiwix points at a
real kiwix-serve with the test encyclopedia, and a documents folder inside the
configuration directory holds household notes in Markdown and a boiler manual as a
PDF written here. Asked through ``POST /api/conversation/process`` (and once through
the response-returning ``grounded_answers.ask`` action over REST):

- un-cued household questions are answered from the documents, without a model and
  with the Ollama stand-in;
- a two-part question is answered from the documents and from Kiwix;
- a question nothing can answer is told that the sources could not be reached, and the
  router-errors sensor counts it.

Every spoken answer is printed and recorded, so it can be quoted.
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
from typing import TYPE_CHECKING, Any, Final

import pytest

from tests.stubs.kiwix import KiwixServer, build_test_library, find_kiwix_serve
from tests.stubs.ollama_server import OllamaScript, start_ollama_stub
from tests.stubs.pdf import paragraph_lines, pdf_bytes

from .hass_process import (
    DOMAIN,
    FRONTEND_MISSING,
    INTEGRATION_DIR,
    HassApi,
    frontend_available,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from pathlib import Path

    from .hass_process import HassProcess

pytestmark = pytest.mark.skipif(not frontend_available(), reason=FRONTEND_MISSING)

TRANSLATIONS: Final = INTEGRATION_DIR / "translations" / "en.json"
MODEL: Final = "qwen3:8b"
# The built-in router's default Wikipedia for an English household.
WIKIPEDIA: Final = "https://en.wikipedia.org/w/api.php"

HOUSE_NOTES: Final = """\
# Notes for the house

We moved in during the spring of 2021. These notes collect what we keep forgetting:
who to call, what things cost and when things happen. Update them when something
changes, and keep the paper copies of contracts in the blue folder in the study.

## Heating and hot water

The boiler in the utility room is a Vaillant ecoTEC plus gas condensing boiler. It was
installed in 2019 by the previous owners, and Hansen Heating has serviced it every
October since then. The service contract number is on the sticker on the front panel.

The thermostat in the hallway runs the weekday programme; the bathroom radiator has its
own valve and is best left on number three.

## Internet and phone

The fibre line comes in behind the television. Our contract is with Nordnet Fibre; the
internet costs 44.95 euros a month, and the contract can be cancelled with one month's
notice since last March. The router's admin password is on the back of the router.

## Keys

The spare key for the shed hangs on the hook inside the pantry door.
"""
BINS: Final = """\
# Bins and recycling

The municipality collects the bins from the kerb in front of the house. Put them out
the evening before; the lorry usually comes between seven and nine in the morning.

## Household waste

The grey bin for household waste is emptied every Monday. On public holidays the
collection moves to the next working day.

## Paper and cardboard

Flatten the boxes before they go in. The blue paper bin is collected every second
Tuesday; the calendar on the fridge marks the weeks.

## Garden waste

The green garden waste bin is a separate subscription with the municipality. The
garden waste bin costs 45 euros a year and is emptied from March to November, every
other Friday. Branches thicker than a thumb go to the recycling centre instead.
"""
MANUAL_TITLE: Final = "Boiler installation and user manual"
MANUAL_PAGES: Final = (
    (
        "Boiler installation and user manual",
        "",
        *paragraph_lines(
            [
                "Read this manual before you use the appliance and keep it near the "
                "boiler for future reference.",
                "The appliance must be installed and serviced once a year by a "
                "qualified engineer. Never cover the air vents of the casing.",
            ]
        ),
    ),
    (
        "Filling the system and water pressure",
        "",
        *paragraph_lines(
            [
                "The pressure gauge is on the front of the boiler, below the display. "
                "Check it once a month, when the system is cold.",
                "The heating pressure should be between 1.2 and 1.5 bar. If it drops "
                "below 1 bar, open the filling loop slowly until the gauge is back in "
                "the range, then close it firmly.",
                "If you have to top up more often than twice a year, ask your "
                "engineer to check the system for leaks.",
            ]
        ),
    ),
    (
        "Fault codes",
        "",
        *paragraph_lines(
            [
                "F22 means the water pressure is too low: top up the system as "
                "described on the previous page.",
                "F28 means the flame did not light: check that the gas tap is open, "
                "then reset the boiler once. Call your engineer if it happens again.",
            ]
        ),
    ),
)
# Every heading of the material: none may be spoken as a sentence of its own.
HEADINGS: Final = frozenset(
    {
        line.lstrip("#").strip()
        for text in (HOUSE_NOTES, BINS)
        for line in text.splitlines()
        if line.startswith("#")
    }
    | {MANUAL_TITLE, *(page[0] for page in MANUAL_PAGES)}
    | {"Eiffel Tower", "boiler_manual", "bins", "house_notes"}
)

HOUSEHOLD: Final = {
    "what should the heating pressure be": (
        ("1.2", "1.5 bar"),
        "The heating pressure should be between 1.2 and 1.5 bar. (documents)",
    ),
    "when is the paper bin collected": (
        ("second Tuesday",),
        "The paper bin is collected every second Tuesday. (documents)",
    ),
    "how much does the garden waste bin cost": (
        ("45 euros",),
        "The garden waste bin costs 45 euros a year. (documents)",
    ),
}
TWO_PART: Final = "when was our boiler installed and when was the eiffel tower built"
TWO_PART_REPLY: Final = (
    "The boiler was installed in 2019. The Eiffel Tower was completed in 1889. "
    "(documents, kiwix)"
)
UNANSWERABLE: Final = "who painted the mona lisa"

# Run in a child process: the test plugin allows sockets to 127.0.0.1 only.
_PROBE: Final = """\
import asyncio, sys, aiohttp
async def main():
    try:
        async with aiohttp.ClientSession() as session, session.get(
            sys.argv[1], timeout=aiohttp.ClientTimeout(total=10)
        ) as response:
            print(f"reachable: HTTP {response.status}")
    except Exception as err:
        print(f"unreachable: {type(err).__name__}: {err}")
asyncio.run(main())
"""


def english(key: str) -> str:
    """Return the English message of ``exceptions.<key>``, as Home Assistant serves it."""
    strings: dict[str, Any] = json.loads(TRANSLATIONS.read_text(encoding="utf-8"))
    return strings["exceptions"][key]["message"]


async def wikipedia_reachability() -> str:
    """Try the default Wikipedia once from a child process; return what happened."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        _PROBE,
        WIKIPEDIA,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await process.communicate()
    return out.decode(errors="replace").strip()


@pytest.fixture(scope="module")
def kiwix_library(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, list[Path]]:
    """Return the kiwix-serve binary and the test ZIMs (built once per module)."""
    binary, reason = find_kiwix_serve()
    zims, reason = (
        build_test_library(tmp_path_factory.mktemp("zim")) if binary else ([], reason)
    )
    if binary is None or not zims:
        print(f"\nskipped: {reason}")
        pytest.skip(reason)
    return binary, zims


@pytest.fixture
def kiwix(kiwix_library: tuple[str, list[Path]]) -> Iterator[str]:
    """Run a real kiwix-serve on 127.0.0.1; yield its URL."""
    server = KiwixServer(*kiwix_library)
    server.start()
    try:
        yield server.url
    finally:
        server.stop()


def write_documents(config_dir: Path) -> None:
    """Write the household's notes and the boiler manual (a PDF) under documents/."""
    documents = config_dir / "documents"
    documents.mkdir()
    (documents / "house_notes.md").write_text(HOUSE_NOTES, encoding="utf-8")
    (documents / "bins.md").write_text(BINS, encoding="utf-8")
    (documents / "boiler_manual.pdf").write_bytes(
        pdf_bytes(MANUAL_PAGES, title=MANUAL_TITLE)
    )


async def save_sources(hass_api: HassApi, flow_id: str, kiwix_url: str) -> None:
    """Submit the sources step: Wikipedia on, Kiwix and the documents folder."""
    saved = await hass_api.options_flow_step(
        flow_id,
        {"wikipedia": True, "kiwix_url": kiwix_url, "documents_dir": "documents"},
    )
    assert saved["type"] == "create_entry", saved


async def speak(hass_api: HassApi, agent_id: str, text: str) -> str:
    """Ask through the conversation API; return what the satellite says."""
    result = await hass_api.converse(text, agent_id=agent_id)
    return result["response"]["speech"]["plain"]["speech"]


async def ask(hass_api: HassApi, query: str) -> dict[str, Any]:
    """Ask through the ``grounded_answers.ask`` action over REST; return its response."""
    body = await hass_api.post(
        f"/api/services/{DOMAIN}/ask?return_response",
        {"query": query, "answer_style": "voice"},
    )
    return body["service_response"]


async def router_errors(hass_api: HassApi) -> tuple[str, int]:
    """Return the integration's "Router errors" sensor and its count."""
    for entity_id in await hass_api.entity_ids(platform=DOMAIN, domain="sensor"):
        state = await hass_api.get(f"/api/states/{entity_id}")
        if str(state["attributes"].get("friendly_name", "")).endswith("Router errors"):
            return entity_id, int(state["state"])
    raise AssertionError("no Router errors sensor")


def assert_clean(question: str, speech: str) -> None:
    """No markup, no link, no heading spoken as a sentence of its own."""
    for residue in ("#", "**", "http"):
        assert residue not in speech, (question, residue, speech)
    for sentence in re.split(r"(?<=[.!?])\s+", speech):
        assert sentence.rstrip(".!?: ").strip() not in HEADINGS, (question, speech)


def chat_evidence(requests: list[Any]) -> str:
    """Return the text of every message sent to the model."""
    return "\n".join(
        str(message.get("content", ""))
        for request in requests
        for message in request.get("messages", [])
    )


type Heard = Callable[[str, str, str], None]


async def set_up_household(
    hass_api: HassApi, hass_process: HassProcess, kiwix_url: str
) -> tuple[str, str]:
    """Write the documents, add the built-in router, set its sources: (entry, agent)."""
    write_documents(hass_process.config_dir)
    result = await hass_api.choose_config_flow_menu(option="builtin")
    assert result["type"] == "create_entry", result
    entry = result["result"]
    assert (entry["domain"], entry["state"]) == (DOMAIN, "loaded"), entry
    form = await hass_api.start_options_flow(entry["entry_id"])
    form = await hass_api.options_flow_step(form["flow_id"], {})
    assert form["step_id"] == "sources", form
    await save_sources(hass_api, form["flow_id"], kiwix_url)
    await hass_api.reload_entry(entry["entry_id"])
    agents = await hass_api.entity_ids(platform=DOMAIN, domain="conversation")
    assert len(agents) == 1, agents
    return entry["entry_id"], agents[0]


async def household_questions_without_a_model(
    hass_api: HassApi, agent_id: str, heard: Heard
) -> None:
    """1. The passage that answers, from the notes and the PDF, said verbatim."""
    for question, (facts, _) in HOUSEHOLD.items():
        speech = await speak(hass_api, agent_id, question)
        heard("no model", question, speech)
        for fact in facts:
            assert fact in speech, (question, speech)
        assert_clean(question, speech)


async def two_parts_without_a_model(
    hass_api: HassApi, agent_id: str, heard: Heard
) -> None:
    """2. Each part from its own source: the boiler's note, the tower's article."""
    response = await ask(hass_api, TWO_PART)
    heard("no model, ask action", TWO_PART, response["speech"])
    print(f"  source_used={response['source_used']!r} reason={response['reason']!r}")
    print(f"  result={response['result']!r}")
    events = response["events"]
    print(f"  events={json.dumps(events)}")
    # The router saw Wikipedia fail, as the probe did.
    dropped = {e["source"]: e for e in events if e["kind"] == "source_dropped"}
    assert dropped["wikipedia"]["reason"] == "error", events
    selected = {
        e["part"]: e["sources"] for e in events if e["kind"] == "sources_selected"
    }
    assert "documents" in selected[0], selected
    assert "kiwix" in selected[1], selected
    answered = {
        (e["source"], e["part"]) for e in events if e["kind"] == "source_answered"
    }
    assert {("documents", 0), ("kiwix", 1)} <= answered, events
    assert response["source_used"] == "fusion", response["source_used"]
    assert "installed in 2019" in response["result"]
    assert "completed in 1889" in response["result"]
    speech = await speak(hass_api, agent_id, TWO_PART)
    heard("no model", TWO_PART, speech)
    # Without a model the passage of each part is spoken: the note's and the article's.
    assert "installed in 2019" in response["speech"], response["speech"]
    assert "installed in 2019" in speech, speech
    assert "1889" in speech, speech
    assert_clean(TWO_PART, speech)


async def unanswerable_without_a_model(
    hass_api: HassApi, agent_id: str, heard: Heard
) -> None:
    """4. Nothing answers and Wikipedia cannot be reached: said and counted."""
    sensor, errors_before = await router_errors(hass_api)
    speech = await speak(hass_api, agent_id, UNANSWERABLE)
    heard("no model", UNANSWERABLE, speech)
    _, errors_after = await router_errors(hass_api)
    print(f"  {sensor}: {errors_before} -> {errors_after}")
    # The same question through the action, for its events (counted once more).
    failed = await ask(hass_api, UNANSWERABLE)
    print(f"  ask: outcome={failed['outcome']!r} reason={failed['reason']!r}")
    print(f"  events={json.dumps(failed['events'])}")
    assert speech == english("sources_unavailable")
    assert errors_after == errors_before + 1
    assert (failed["speech"], failed["reason"]) == (speech, "router_error")


async def with_the_ollama_stand_in(
    hass_api: HassApi, entry_id: str, agent_id: str, kiwix_url: str, heard: Heard
) -> None:
    """3. The model's sentences pass the gates; its evidence held the material."""
    ollama = OllamaScript([MODEL])
    async with start_ollama_stub(ollama) as (_, model_url):
        form = await hass_api.start_options_flow(entry_id)
        form = await hass_api.options_flow_step(
            form["flow_id"], {"model_url": model_url}
        )
        assert form["step_id"] == "model", form
        form = await hass_api.options_flow_step(form["flow_id"], {"model": MODEL})
        assert form["step_id"] == "sources", form
        await save_sources(hass_api, form["flow_id"], kiwix_url)  # Wikipedia stays on
        await hass_api.reload_entry(entry_id)

        for question, (facts, reply) in HOUSEHOLD.items():
            ollama.reply(reply)
            asked = len(ollama.chat_requests)
            speech = await speak(hass_api, agent_id, question)
            heard("Ollama", question, speech)
            assert speech == reply.removesuffix(" (documents)"), (question, speech)
            evidence = chat_evidence(ollama.chat_requests[asked:])
            for fact in facts:
                assert fact in evidence, (question, fact)

        ollama.reply(TWO_PART_REPLY)
        asked = len(ollama.chat_requests)
        speech = await speak(hass_api, agent_id, TWO_PART)
        heard("Ollama", TWO_PART, speech)
        evidence = chat_evidence(ollama.chat_requests[asked:])

    assert "2019" in speech, speech
    assert "1889" in speech, speech
    assert_clean(TWO_PART, speech)
    assert "installed in 2019" in evidence  # the note
    assert "completed in 1889" in evidence  # the article


async def test_a_household_without_internet_hears_its_own_documents(
    hass_api: HassApi,
    hass_process: HassProcess,
    kiwix: str,
    record_property: Callable[[str, object], None],
) -> None:
    reachability = await wikipedia_reachability()
    print(f"\nWikipedia ({WIKIPEDIA}): {reachability}")
    if not reachability.startswith("unreachable"):
        reason = f"Wikipedia is reachable from here ({reachability})"
        print(f"skipped: {reason}")
        pytest.skip(reason)

    def heard(phase: str, question: str, speech: str) -> None:
        print(f"Spoken [{phase}] {question!r}: {speech!r}")  # quoted in reports
        record_property(f"{phase}: {question}", speech)

    entry_id, agent_id = await set_up_household(hass_api, hass_process, kiwix)
    await household_questions_without_a_model(hass_api, agent_id, heard)
    await two_parts_without_a_model(hass_api, agent_id, heard)
    await unanswerable_without_a_model(hass_api, agent_id, heard)
    await with_the_ollama_stand_in(hass_api, entry_id, agent_id, kiwix, heard)
