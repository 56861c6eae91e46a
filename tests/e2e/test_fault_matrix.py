"""
The router x model fault matrix, through a real Home Assistant.

One ``hass`` process for the module, with a Mnemolis-router entry pointed at the stub
router and the Ollama stand-in, both on switchable ports (``tests.stubs.switchable``:
"refused" is a closed listener, a real ``ECONNREFUSED``). ``router_timeout`` and
``llm_timeout`` are at the options' minimum, 1 s each. For every cell the router's
fault and the model's fault are scripted, the question goes through
``POST /api/conversation/process`` and the cell records what the user heard, the
outcome of the ``grounded_answers_answer`` event (what an automation sees) and the
elapsed time; ERROR records in ``home-assistant.log`` are attributed to the cell
whose window they fall in.

The matrix is run once, in the module fixture; each parametrized test asserts its
cell. Router faults never reach the model, so their rows are cheap; the "empty" and
"ok" rows and the "ok" column are the controls. The table (fault -> spoken text ->
ms) is printed in the terminal summary (``conftest.pytest_terminal_summary``).

Deadline: every answer within ``router_timeout + llm_timeout`` plus the engine's
0.5 s grace around the model and ``MARGIN_S`` for Home Assistant and the HTTP hops
on a loaded 2-core machine.
"""

from __future__ import annotations

import json
import math
import time
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

import aiohttp
import pytest
import pytest_asyncio
import pytest_socket

from custom_components.grounded_answers.engine.pipeline.plan import SYNTHESIS_GRACE_S
from custom_components.grounded_answers.engine.route.classify import Route, classify
from tests.stubs import router_server as router_stub
from tests.stubs.ollama_server import OllamaScript
from tests.stubs.router_server import RouterScript, router_app
from tests.stubs.switchable import SwitchableServer, serve_switchable

from .hass_process import (
    DOMAIN,
    FRONTEND_MISSING,
    INTEGRATION_DIR,
    HassApi,
    HassProcess,
    free_port,
    frontend_available,
    new_session,
    onboard,
    prepare_config_dir,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable, Iterator
    from pathlib import Path

pytestmark = pytest.mark.skipif(not frontend_available(), reason=FRONTEND_MISSING)

ROUTER_TIMEOUT: Final = 1  # s: the minimum OPTIONS_SCHEMA allows
LLM_TIMEOUT: Final = 1  # s: the minimum OPTIONS_SCHEMA allows
MARGIN_S: Final = 2.0  # Home Assistant, the HTTP hops and a busy 2-core machine
DEADLINE_S: Final = ROUTER_TIMEOUT + LLM_TIMEOUT + SYNTHESIS_GRACE_S + MARGIN_S
MODEL: Final = "qwen3:8b"
QUESTION: Final = "how tall is the eiffel tower"
MATERIAL: Final = (
    "The Eiffel Tower is 330 metres tall including its antennas. It was the "
    "tallest structure in the world until the Chrysler Building in New York was "
    "finished in 1930. The lifts to the summit run until 23:00 in summer."
)
NO_RESULTS: Final = "No results found in kiwix for that query."
ANSWER: Final = "The Eiffel Tower is 330 metres tall including its antennas."
# Without the model's answer the material's sentence that answers the question is
# spoken, verbatim (the extractive fallback): here the same words as the answer.
FALLBACK: Final = MATERIAL[: MATERIAL.index(" It was")]
REASONING: Final = "The user asks how tall the tower is; the material says 330 metres."
FRAGMENT: Final = " The lifts to the"  # the start of a sentence the model never ends
# The user properties conftest.pytest_terminal_summary prints (same names there).
FAULT_MATRIX_ROW: Final = "fault_matrix_row"
FAULT_MATRIX_FILE: Final = "fault_matrix_file"


def _phrase(key: str) -> str:
    """Return an English spoken phrase as the user hears it (exceptions.<key>)."""
    strings = json.loads((INTEGRATION_DIR / "translations" / "en.json").read_text())
    return strings["exceptions"][key]["message"]


ROUTER_UNAVAILABLE: Final = _phrase("router_unavailable")
NOTHING_FOUND: Final = _phrase("nothing_found")


@dataclass(frozen=True, slots=True)
class Fault:
    """One row or column: its name, the word its question carries, its failure code."""

    name: str
    word: str  # makes each cell's question unique (the event is matched on it)
    code: str | None  # the code of the router_error / synthesis_rejected event


ROUTER_FAULTS: Final = (
    Fault("refused", "refused", "connection"),
    Fault("timeout", "slow", "timeout"),
    Fault("401", "locked", "auth"),
    Fault("5xx", "broken", "http_error"),
    Fault("non-JSON", "garbled", "bad_response"),
    Fault("wrong types", "mistyped", "bad_response"),
    Fault("huge", "huge", "bad_response"),
    Fault("success:false", "failing", "router_failure"),
    Fault("truncated", "truncated", "bad_response"),
    Fault("empty", "empty", None),  # control: the router finds nothing
    Fault("ok", "working", None),  # control: the router answers
)
MODEL_FAULTS: Final = (
    Fault("404", "missing", "model_not_found"),
    Fault("500", "crashing", "http_500"),
    Fault("refused", "offline", "connection"),
    Fault("timeout", "silent", "timeout"),
    Fault("only-reasoning", "pondering", None),  # <think>...</think> and nothing else
    Fault("thinking field", "musing", None),  # message.thinking, empty content
    Fault("stalled", "stalling", "timeout"),  # a first chunk, then nothing
    # A sentence and the start of the next, then nothing: the sentence is kept.
    Fault("stalled mid-answer", "trailing", None),
    Fault("ok", "answering", None),  # control: a supported answer
)

# Cells that show a product bug: (router, model) -> the bug, as observed.
KNOWN_BUGS: Final[dict[tuple[str, str], str]] = {}


@dataclass(frozen=True, slots=True)
class Expected:
    """What the user hears and what an automation sees for one cell."""

    speech: str
    outcome: str
    reason: str | None
    code: str | None
    failed: bool  # the conversation response is an error (failed_to_handle)
    chat_received: bool  # the Ollama stand-in gets a chat
    complete: bool = True  # False: the answer ended early (event "complete")


def expected(router: Fault, model: Fault) -> Expected:
    """Return the cell's right answer."""
    if router.code is not None:
        return Expected(
            ROUTER_UNAVAILABLE, "skipped", "router_error", router.code, True, False
        )
    if router.name == "empty":
        return Expected(NOTHING_FOUND, "skipped", "empty_result", None, False, False)
    if model.name == "ok":
        return Expected(ANSWER, "served", None, None, False, True)
    if model.name == "stalled mid-answer":
        return Expected(ANSWER, "served", None, None, False, True, complete=False)
    reason = "llm_error" if model.code is not None else "empty"
    # The fallback: the material's answering sentence, cleaned for speech.
    return Expected(
        FALLBACK, "rejected", reason, model.code, False, model.name != "refused"
    )


@dataclass
class Observation:
    """What one cell did."""

    question: str
    speech: str = ""
    response_type: str = ""
    error_code: str | None = None
    event: dict[str, Any] = field(default_factory=dict)
    elapsed_s: float = math.inf
    chat_received: bool = False  # the Ollama stand-in got a chat
    started: float = 0.0  # wall clock, for the log
    log_errors: list[str] = field(default_factory=list)
    failure: str | None = None  # the cell could not be driven

    def failure_code(self) -> str | None:
        """Return the code of the router_error or synthesis_rejected event."""
        for event in self.event.get("events", ()):
            if event["kind"] in ("router_error", "synthesis_rejected"):
                return event.get("code")
        return None


# -- scripting the stand-ins -------------------------------------------------------


async def script_router(
    fault: Fault, script: RouterScript, server: SwitchableServer
) -> None:
    """Make the stub router misbehave as ``fault`` says (after a reset)."""
    script.api_key = None
    script.behaviour = None
    script.default = (NO_RESULTS if fault.name == "empty" else MATERIAL, "kiwix")
    await server.listen()
    behaviours: dict[str, router_stub.Behaviour] = {
        "timeout": router_stub.stall(script),
        "5xx": router_stub.server_error,
        "non-JSON": router_stub.html_page,
        "wrong types": router_stub.wrong_types,
        "huge": router_stub.huge_body,
        "success:false": router_stub.router_failure,
        "truncated": router_stub.short_body,
    }
    if fault.name == "refused":
        await server.refuse()
    elif fault.name == "401":
        script.api_key = "a-key-the-entry-does-not-have"
    elif fault.name in behaviours:
        script.misbehave(behaviours[fault.name])


async def script_model(
    fault: Fault, script: OllamaScript, server: SwitchableServer
) -> None:
    """Make the Ollama stand-in misbehave as ``fault`` says (after a reset)."""
    script.models = [MODEL]
    script.reply(ANSWER, chunks=3)
    await server.listen()
    if fault.name == "404":
        script.missing_model()
    elif fault.name == "500":
        script.fail(500, "llama runner process has terminated")
    elif fault.name == "refused":
        await server.refuse()
    elif fault.name == "timeout":
        script.reply(ANSWER, first_token_delay=math.inf)
    elif fault.name == "only-reasoning":
        script.reply(f"<think>{REASONING}</think>", chunks=3)
    elif fault.name == "thinking field":
        script.reply("", thinking=REASONING, chunks=3)
    elif fault.name == "stalled":
        script.reply(ANSWER, chunks=3).stall_after(1)
    elif fault.name == "stalled mid-answer":
        # One chunk holding a sentence and a fragment; the final chunk never comes.
        script.reply(ANSWER + FRAGMENT, chunks=1).stall_after(1)


def _chats(script: OllamaScript) -> int:
    """Return how many real chats (not warm-ups) the stand-in received."""
    return sum(1 for body in script.chat_requests if body.get("messages"))


# -- driving Home Assistant ----------------------------------------------------------


async def _setup_entry(api: HassApi, router_url: str, model_url: str) -> str:
    """Create the Mnemolis entry with the model and minimal timeouts; return the agent."""
    form = await api.choose_config_flow_menu(option="mnemolis")
    created = await api.config_flow_step(form["flow_id"], {"url": router_url})
    assert created["type"] == "create_entry", created
    entry_id = created["result"]["entry_id"]
    form = await api.start_options_flow(entry_id)
    form = await api.options_flow_step(
        form["flow_id"],
        {
            "router_timeout": ROUTER_TIMEOUT,
            "llm_timeout": LLM_TIMEOUT,
            "model_url": model_url,
        },
    )
    assert form["step_id"] == "model", form
    saved = await api.options_flow_step(form["flow_id"], {"model": MODEL})
    assert saved["type"] == "create_entry", saved
    await api.reload_entry(entry_id)
    (agent,) = await api.entity_ids(platform=DOMAIN, domain="conversation")
    return agent


async def _next_answer_event(
    ws: aiohttp.ClientWebSocketResponse, question: str
) -> dict[str, Any]:
    """Return the data of the answer event for ``question`` (older ones skipped)."""
    while True:
        message = await ws.receive_json(timeout=10)
        if message.get("type") != "event":
            continue
        data = message["event"]["data"]
        if data.get("query") == question:
            return data


async def _ask(
    api: HassApi, ws: aiohttp.ClientWebSocketResponse, agent: str, cell: Observation
) -> None:
    """Ask the cell's question through the conversation API; fill in the cell."""
    cell.started = time.time()
    started = time.perf_counter()
    async with api.session.post(
        f"{api.base_url}/api/conversation/process",
        json={"text": cell.question, "language": "en", "agent_id": agent},
        headers={"Authorization": f"Bearer {api.access_token}"},
        timeout=aiohttp.ClientTimeout(total=DEADLINE_S + 20),
    ) as response:
        body = await response.json()
    cell.elapsed_s = time.perf_counter() - started
    answer = body["response"]
    cell.speech = answer["speech"]["plain"]["speech"]
    cell.response_type = answer["response_type"]
    cell.error_code = answer.get("data", {}).get("code")
    cell.event = await _next_answer_event(ws, cell.question)


def _error_records(log: Path) -> list[tuple[float, list[str]]]:
    """Return the log's ERROR and CRITICAL records (and any with a traceback)."""
    if not log.exists():
        return []
    records: list[tuple[float, list[str]]] = []
    for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            # Home Assistant's log format: local time, then milliseconds.
            stamp = time.mktime(time.strptime(line[:19], "%Y-%m-%d %H:%M:%S"))
            stamp += int(line[20:23]) / 1000
        except ValueError:
            if records:  # a traceback's or a long message's next line
                records[-1][1].append(line)
            continue
        records.append((stamp, [line]))
    return [
        (stamp, lines)
        for stamp, lines in records
        if " ERROR " in lines[0]
        or " CRITICAL " in lines[0]
        or any(line.startswith("Traceback") for line in lines)
    ]


def _attribute_errors(
    log: Path, cells: list[Observation], finished: float
) -> list[str]:
    """Give each cell the error records logged while it ran; return our later ones.

    A record belongs to the last cell that had started when it was logged (its
    timestamp is the logging call's, however late the log thread writes it). Records
    after the matrix (the unload at shutdown) are returned when they are ours.
    """
    later: list[str] = []
    for stamp, lines in _error_records(log):
        if stamp > finished:
            if any(DOMAIN in line for line in lines):
                later.extend(lines)
            continue
        owner = next((cell for cell in reversed(cells) if cell.started <= stamp), None)
        if owner is not None:
            owner.log_errors.extend(lines)
    return later


@asynccontextmanager
async def _answer_events(
    api: HassApi,
) -> AsyncIterator[aiohttp.ClientWebSocketResponse]:
    """Yield a websocket subscribed to the integration's answer events."""
    async with api.session.ws_connect(
        f"{api.base_url}/api/websocket", heartbeat=None
    ) as ws:
        await ws.receive_json(timeout=10)  # auth_required
        await ws.send_json({"type": "auth", "access_token": api.access_token})
        assert (await ws.receive_json(timeout=10))["type"] == "auth_ok"
        await ws.send_json(
            {"id": 1, "type": "subscribe_events", "event_type": f"{DOMAIN}_answer"}
        )
        assert (await ws.receive_json(timeout=10))["success"]
        yield ws


@dataclass
class Rig:
    """The stand-ins and the entry's agent, as every cell needs them."""

    api: HassApi
    ws: aiohttp.ClientWebSocketResponse
    agent: str
    router: RouterScript
    router_server: SwitchableServer
    ollama: OllamaScript
    ollama_server: SwitchableServer


async def _run_cell(rig: Rig, router: Fault, model: Fault) -> Observation:
    """Script both faults, ask, and return what happened."""
    cell = Observation(question=f"{QUESTION} {router.word} {model.word}")
    try:
        await script_router(router, rig.router, rig.router_server)
        await script_model(model, rig.ollama, rig.ollama_server)
        chats = _chats(rig.ollama)
        await _ask(rig.api, rig.ws, rig.agent, cell)
        cell.chat_received = _chats(rig.ollama) > chats
    except Exception as err:  # noqa: BLE001 - the cell's test reports it
        cell.failure = repr(err)
    return cell


@dataclass
class Matrix:
    """Every cell's observation, the table's file, and errors outside the cells."""

    cells: dict[tuple[str, str], Observation]
    table: Path
    outside: list[str]
    log_tail: str


def _row(router: str, model: str, cell: Observation) -> str:
    """Return the cell's line of the table: fault -> spoken text -> ms."""
    speech = cell.speech if len(cell.speech) <= 90 else f"{cell.speech[:87]}..."
    event = cell.event
    outcome = "/".join(
        str(part)
        for part in (event.get("outcome"), event.get("reason"), cell.failure_code())
        if part
    )
    millis = "-" if math.isinf(cell.elapsed_s) else f"{cell.elapsed_s * 1000:.0f}"
    return f"| {router} | {model} | {speech!r} | {outcome or cell.failure} | {millis} |"


def _write_table(path: Path, cells: dict[tuple[str, str], Observation]) -> None:
    """Write the whole table, in the matrix's order, as Markdown."""
    lines = [
        "| router fault | model fault | spoken text | outcome/reason/code | ms |",
        "|---|---|---|---|---|",
        *(_row(router, model, cell) for (router, model), cell in cells.items()),
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def matrix(tmp_path_factory: pytest.TempPathFactory) -> Matrix:
    """Run every cell against one hass process; return what each did."""
    # Module fixtures run before the function-scoped socket_enabled of conftest.
    pytest_socket.enable_socket()
    base = tmp_path_factory.mktemp("fault_matrix")
    config_dir = base / "config"
    router, ollama = RouterScript(), OllamaScript([MODEL])
    cells: dict[tuple[str, str], Observation] = {}
    async with (
        serve_switchable(router_app(router), released=router.released) as router_srv,
        serve_switchable(
            ollama.make_app(),
            released=ollama.released_event,
            handler_cancellation=True,
            shutdown_timeout=1.0,
        ) as ollama_srv,
        new_session() as session,
    ):
        port = free_port()
        prepare_config_dir(config_dir, port)
        hass = HassProcess.start(config_dir, port)
        try:
            await hass.wait_until_up(session)
            api = HassApi(
                session, hass.base_url, (await onboard(session, hass)).access_token
            )
            await api.promote_http_config()
            await api.wait_until_running()
            agent = await _setup_entry(api, router_srv.url, ollama_srv.url)
            async with _answer_events(api) as ws:
                rig = Rig(api, ws, agent, router, router_srv, ollama, ollama_srv)
                for router_fault in ROUTER_FAULTS:
                    for model_fault in MODEL_FAULTS:
                        cells[router_fault.name, model_fault.name] = await _run_cell(
                            rig, router_fault, model_fault
                        )
            finished = time.time()
        except BaseException:
            await hass.stop()
            print(hass.log_tail(120))  # why the set-up failed
            raise
        await hass.stop()
    outside = _attribute_errors(
        config_dir / "home-assistant.log", list(cells.values()), finished
    )
    table = base / "fault_matrix.md"
    _write_table(table, cells)
    return Matrix(cells, table, outside, hass.log_tail(60))


def _cells() -> Iterator[Any]:
    """Yield every (router fault, model fault) pair, known bugs marked."""
    for router in ROUTER_FAULTS:
        for model in MODEL_FAULTS:
            bug = KNOWN_BUGS.get((router.name, model.name))
            marks = [pytest.mark.xfail(strict=True, reason=bug)] if bug else []
            name = f"router {router.name} x model {model.name}".replace(" ", "_")
            yield pytest.param(router, model, marks=marks, id=name)


def test_every_question_needs_the_model() -> None:
    """Each cell's question is routed to the model, so the model faults matter."""
    for router in ROUTER_FAULTS:
        for model in MODEL_FAULTS:
            question = f"{QUESTION} {router.word} {model.word}"
            assert classify(question).route is Route.SINGLE_PASS, question


@pytest.mark.parametrize(("router", "model"), list(_cells()))
def test_fault_cell(
    matrix: Matrix,
    router: Fault,
    model: Fault,
    record_property: Callable[[str, object], None],
) -> None:
    """The user hears the right sentence, an automation sees why, within the deadline."""
    cell = matrix.cells[router.name, model.name]
    position = list(matrix.cells).index((router.name, model.name))
    record_property(FAULT_MATRIX_ROW, (position, _row(router.name, model.name, cell)))
    record_property(FAULT_MATRIX_FILE, str(matrix.table))
    want = expected(router, model)
    seen = f"{cell}\n{matrix.log_tail if cell.failure else ''}"
    assert cell.failure is None, seen
    assert cell.speech, f"silence: {seen}"
    assert cell.speech == want.speech, seen
    assert (cell.event["outcome"], cell.event["reason"]) == (want.outcome, want.reason)
    assert cell.event["speech"] == cell.speech, seen
    assert cell.failure_code() == want.code, seen
    assert cell.event["complete"] is want.complete, seen
    if want.failed:
        assert (cell.response_type, cell.error_code) == ("error", "failed_to_handle")
    else:
        assert cell.response_type == "query_answer", seen
    assert cell.chat_received is want.chat_received, seen
    assert cell.elapsed_s <= DEADLINE_S, f"{cell.elapsed_s:.2f} s > {DEADLINE_S} s"
    assert not cell.log_errors, "\n".join(cell.log_errors)


def test_no_integration_error_after_the_matrix(matrix: Matrix) -> None:
    """Stopping Home Assistant after the matrix logs no error of the integration."""
    assert not matrix.outside, "\n".join(matrix.outside)
