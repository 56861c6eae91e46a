"""
The LLM API "Grounded Answers": a tool other assistants call for checked answers.

Each loaded entry registers one API (id ``grounded_answers-<entry_id>``, named by
``api_name``: "Grounded Answers" for the built-in router), offered in every core LLM
agent's options next to "Assist". Its one tool, ``grounded_answer``, runs the same
engine path as this integration's own agent (``answers.async_answer``, counted and
announced ``via: llm_tool``) and returns the JSON of ``engine/pipeline/relay.py``: the
checked answer to relay (``answer``), whether it was verified, its sources, and —
when nothing was, ``answer`` then null — the verbatim passage, marked unverified.

Whatever goes wrong — the entry unloaded, arguments the tool cannot use, the router
down, an exception anywhere — comes back as ``ToolResult(error=True)`` with ``error``
and ``code``, so the calling model hears it; nothing is raised into its agent.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, override

import probatio
from homeassistant.components.conversation import (
    ConversationTraceEventType,
    async_conversation_trace_append,
)
from homeassistant.config_entries import ConfigEntryState
from homeassistant.core import callback
from homeassistant.helpers import llm

from .answers import async_answer, runtime_data
from .const import (
    ANSWER_STYLES,
    BUILTIN_TITLE,
    CONF_TYPED_STYLE,
    CONF_VOICE_STYLE,
    DEFAULT_TYPED_STYLE,
    DEFAULT_VOICE_STYLE,
    DOMAIN,
    LLM_TOOL_NAME,
    ROUTER_BUILTIN,
    VIA_LLM_TOOL,
)
from .data import router_kind
from .engine.options import AnswerStyle
from .engine.pipeline.relay import is_failure, relay_failure, relay_payload
from .engine.types import bounded
from .local_intents import nothing_said
from .phrases import async_spoken_phrases
from .services import valid_sources

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from homeassistant.core import HomeAssistant

    from .data import GroundedAnswersConfigEntry
    from .engine.types import AnswerResult

_LOGGER = logging.getLogger(__name__)

ARG_QUERY: Final = "query"
ARG_SOURCE: Final = "source"
ARG_STYLE: Final = "style"

# Error codes of the tool's results (the router's own are in relay.py).
CODE_NOT_LOADED: Final = "not_loaded"
CODE_INVALID_ARGUMENTS: Final = "invalid_arguments"
CODE_EMPTY_QUERY: Final = "empty_query"
CODE_INVALID_SOURCE: Final = "invalid_source"
CODE_INVALID_STYLE: Final = "invalid_style"
CODE_INTERNAL_ERROR: Final = "internal_error"

# What the calling model is told (it reads English instructions whatever the user
# speaks; the answers themselves come in the request's language).
API_PROMPT: Final = (
    "The grounded_answer tool looks questions up in this home's knowledge sources "
    "(an encyclopedia, the web, news, the household's own documents and notes) and "
    "returns an answer already checked against what the sources say. Use it for "
    "questions about facts, people, places, events, news and the household's "
    "documents; not for controlling or reading the state of devices. Pass the "
    "question as a standalone question (resolve words like 'it' or 'there' from the "
    "conversation). Relay the returned `answer` as given, in its words; add no facts "
    "of your own, not even ones you are sure of, and keep any source it names. When "
    "`answer` is null, nothing was checked: quote `passage.text` as what the source "
    "itself says (name it from `passage.sources`), not as a checked fact, and add "
    "nothing to it. When `outcome` is `honest_miss`, tell the user the sources do "
    "not answer it; do not answer from your own knowledge. When the tool returns an "
    "error, tell the user its `error`."
)
TOOL_DESCRIPTION: Final = (
    "Look a factual question up in the home's knowledge sources and get a short "
    "answer checked against them, with its sources, to relay to the user as given."
)


def api_id(entry: GroundedAnswersConfigEntry) -> str:
    """Return the id of the entry's LLM API (what an agent's options store)."""
    return f"{DOMAIN}-{entry.entry_id}"


def api_name(entry: GroundedAnswersConfigEntry) -> str:
    """Return the API's name, as agents' options list it next to "Assist".

    "Grounded Answers" for the built-in router's entry; another entry's title as is
    when it already starts with "Grounded Answers" (the flow's own titles), else
    inside "Grounded Answers (...)", so a title that is just an address still says
    what the API is.
    """
    title = entry.title.strip()
    if router_kind(entry) == ROUTER_BUILTIN or not title:
        return BUILTIN_TITLE
    if title.casefold().startswith(BUILTIN_TITLE.casefold()):
        return title
    return f"{BUILTIN_TITLE} ({title})"


def tool_error(code: str, message: str, **detail: Any) -> llm.ToolResult:
    """Return a failed tool call: ``error`` says what, ``code`` says which failure."""
    return llm.ToolResult(data={"error": message, "code": code, **detail}, error=True)


def tool_parameters(sources: Sequence[str]) -> probatio.Schema:
    """Return the tool's arguments; ``source`` is one of the router's ``sources``.

    Extra arguments are dropped, not refused: small models add some, and the
    question is still worth answering.
    """
    source: Any = probatio.In(list(sources)) if sources else str
    return probatio.Schema(
        {
            probatio.Required(
                ARG_QUERY, description="The question, as a standalone question."
            ): str,
            probatio.Optional(
                ARG_SOURCE,
                description="Only when the user names one: the source to ask "
                "('auto' lets the router choose).",
            ): source,
            probatio.Optional(
                ARG_STYLE,
                description="Answer length: voice (one or two spoken sentences), "
                "brief, or detailed. Leave it out for the user's usual length.",
            ): probatio.In(ANSWER_STYLES),
        },
        extra=probatio.REMOVE_EXTRA,
    )


class GroundedAnswerTool(llm.Tool):
    """Answer a question through the entry's engine: checked, sourced, bounded."""

    name = LLM_TOOL_NAME
    title = "Grounded answer"
    description = TOOL_DESCRIPTION
    annotations = llm.ToolAnnotations(
        read_only=True, destructive=False, idempotent=True, open_world=True
    )
    integration = DOMAIN

    def __init__(self, entry: GroundedAnswersConfigEntry) -> None:
        """Answer from ``entry``; its router's sources are the ``source`` choices."""
        self._entry = entry
        data = runtime_data(entry)
        self._sources: list[str] = valid_sources(entry) if data is not None else []
        self.parameters = tool_parameters(self._sources)

    @override
    async def async_call(
        self,
        hass: HomeAssistant,
        tool_input: llm.ToolInput,
        llm_context: llm.LLMContext,
    ) -> llm.ToolResult:
        """Answer the call; every failure is the tool's error result, never raised."""
        try:
            return await self._async_answer(hass, tool_input, llm_context)
        except Exception:
            # The question stays out of the error (logs are shared to get help).
            _LOGGER.exception("The %s tool failed", LLM_TOOL_NAME)
            return tool_error(
                CODE_INTERNAL_ERROR, "The answer failed inside Grounded Answers."
            )

    async def _async_answer(
        self,
        hass: HomeAssistant,
        tool_input: llm.ToolInput,
        llm_context: llm.LLMContext,
    ) -> llm.ToolResult:
        """Check the arguments, ask the engine, and relay what it answered."""
        entry = self._entry
        if entry.state is not ConfigEntryState.LOADED or runtime_data(entry) is None:
            return tool_error(CODE_NOT_LOADED, f"{entry.title} is not loaded.")
        args = _normalised(tool_input.tool_args)
        if (refusal := self._refusal(args)) is not None:
            return refusal
        query = str(args[ARG_QUERY]).strip()
        language = llm_context.language or hass.config.language
        result = await async_answer(
            hass,
            entry,
            query,
            style=self._style(args, llm_context),
            language=language,
            via=VIA_LLM_TOOL,
            context=llm_context.context,
            source=str(args.get(ARG_SOURCE) or "auto"),
        )
        _trace(result)
        phrases = await async_spoken_phrases(hass, language)
        if is_failure(result):
            return llm.ToolResult(
                data=relay_failure(result, phrases, language), error=True
            )
        return llm.ToolResult(data=relay_payload(result, phrases, language))

    def _refusal(self, args: dict[str, Any]) -> llm.ToolResult | None:
        """Return the error result for arguments the tool cannot use, or None."""
        if ARG_SOURCE in args and args[ARG_SOURCE] not in self._sources:
            return tool_error(
                CODE_INVALID_SOURCE,
                f"Unknown source {args[ARG_SOURCE]!r}.",
                sources=self._sources,
            )
        if ARG_STYLE in args and args[ARG_STYLE] not in ANSWER_STYLES:
            return tool_error(
                CODE_INVALID_STYLE,
                f"Unknown style {args[ARG_STYLE]!r}.",
                styles=list(ANSWER_STYLES),
            )
        try:
            self.parameters(args)
        except probatio.Invalid as err:
            return tool_error(CODE_INVALID_ARGUMENTS, str(err))
        if nothing_said(str(args[ARG_QUERY])):
            return tool_error(CODE_EMPTY_QUERY, "The query is empty.")
        return None

    def _style(self, args: dict[str, Any], llm_context: llm.LLMContext) -> AnswerStyle:
        """Return the style asked for; else the voice style for a device, typed else."""
        if ARG_STYLE in args:
            return AnswerStyle(args[ARG_STYLE])
        options = self._entry.options
        if llm_context.device_id:
            return AnswerStyle(options.get(CONF_VOICE_STYLE, DEFAULT_VOICE_STYLE))
        return AnswerStyle(options.get(CONF_TYPED_STYLE, DEFAULT_TYPED_STYLE))


def _trace(result: AnswerResult) -> None:
    """Add the answer's decisions to the calling agent's conversation trace.

    The tool runs inside the agent's turn, so its trace is the current one; the
    entry is bounded as a whole, as this integration's own agent bounds its entry.
    """
    async_conversation_trace_append(
        ConversationTraceEventType.AGENT_DETAIL,
        {
            "grounded_answers": bounded(
                {
                    "tool": LLM_TOOL_NAME,
                    "outcome": result.outcome.value,
                    "reason": result.reason,
                    "source_used": result.source_used,
                    "synthesized": result.synthesized,
                    "events": [event.as_dict() for event in result.events],
                }
            )
        },
    )


def _normalised(tool_args: dict[str, Any]) -> dict[str, Any]:
    """Return the arguments with ``source`` and ``style`` folded (models vary case).

    An empty ``source`` or ``style`` is left out, as if not given.
    """
    args = dict(tool_args)
    for key in (ARG_SOURCE, ARG_STYLE):
        if key not in args:
            continue
        value = args[key]
        if isinstance(value, str):
            value = value.strip().lower()
        if value in ("", None):
            del args[key]
        else:
            args[key] = value
    return args


@dataclass(slots=True, kw_only=True)
class GroundedAnswersAPI(llm.API):
    """One entry's API: its prompt and its ``grounded_answer`` tool."""

    entry: GroundedAnswersConfigEntry

    @override
    async def async_get_api_instance(
        self, llm_context: llm.LLMContext
    ) -> llm.APIInstance:
        """Return the prompt and the tool for one agent turn."""
        return llm.APIInstance(
            api=self,
            api_prompt=API_PROMPT,
            llm_context=llm_context,
            tools=[GroundedAnswerTool(self.entry)],
        )


@callback
def async_register_llm_api(
    hass: HomeAssistant, entry: GroundedAnswersConfigEntry
) -> Callable[[], None]:
    """Register the entry's LLM API; return the callable that unregisters it."""
    return llm.async_register_api(
        hass,
        GroundedAnswersAPI(
            hass=hass, id=api_id(entry), name=api_name(entry), entry=entry
        ),
    )
