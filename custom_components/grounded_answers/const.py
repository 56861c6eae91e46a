"""Constants of the Grounded Answers integration."""

from __future__ import annotations

from typing import Final

from .engine.options import AnswerStyle, EngineOptions, SpokenAttribution

DOMAIN: Final = "grounded_answers"

# Entry data: which router the entry asks. Entries made before the choice existed
# are Mnemolis entries (version 1.1, migrated).
CONF_ROUTER: Final = "router"
ROUTER_BUILTIN: Final = "builtin"
ROUTER_MNEMOLIS: Final = "mnemolis"
BUILTIN_UNIQUE_ID: Final = "builtin"
BUILTIN_TITLE: Final = "Grounded Answers"

# Options (entry.options); the engine's own names where an engine option is meant.
CONF_ROUTER_TIMEOUT: Final = "router_timeout"
CONF_VOICE_MAX_CHARS: Final = "voice_max_chars"
CONF_BRIEF_MAX_CHARS: Final = "brief_max_chars"
CONF_DETAILED_MAX_CHARS: Final = "detailed_max_chars"
CONF_PREFER_LOCAL_INTENTS: Final = "prefer_local_intents"
CONF_SPOKEN_ATTRIBUTION: Final = "spoken_attribution"
CONF_VOICE_STYLE: Final = "voice_style"
CONF_TYPED_STYLE: Final = "typed_style"
# The model server that writes answers: its kind, address and optional API key.
# Entries before version 2.1 saved the address as "ollama_url" (migrated).
CONF_MODEL_BACKEND: Final = "model_backend"
CONF_MODEL_URL: Final = "model_url"
CONF_MODEL_API_KEY: Final = "model_api_key"
LEGACY_CONF_OLLAMA_URL: Final = "ollama_url"
BACKEND_OLLAMA: Final = "ollama"
# Any server speaking OpenAI's chat completions: llama.cpp, vLLM, LM Studio, LocalAI.
BACKEND_OPENAI: Final = "openai"
MODEL_BACKENDS: Final = [BACKEND_OLLAMA, BACKEND_OPENAI]
DEFAULT_MODEL_BACKEND: Final = BACKEND_OLLAMA
CONF_SYNTHESIS_ENABLED: Final = "synthesis_enabled"
CONF_KEEP_ALIVE_MINUTES: Final = "keep_alive_minutes"
CONF_NUM_CTX: Final = "num_ctx"
CONF_LLM_TIMEOUT: Final = "llm_timeout"
# The turn deadlines: seconds from a question to its spoken answer, per style.
CONF_VOICE_DEADLINE: Final = "voice_deadline"
CONF_TYPED_DEADLINE: Final = "typed_deadline"
CONF_MODEL: Final = "model"

# Sources of the built-in router (entry.options).
CONF_WIKIPEDIA: Final = "wikipedia"
CONF_KIWIX_URL: Final = "kiwix_url"
CONF_SEARXNG_URL: Final = "searxng_url"
CONF_SEARXNG_NEWS: Final = "searxng_news"
CONF_DOCUMENTS_DIR: Final = "documents_dir"
DEFAULT_WIKIPEDIA: Final = True
DEFAULT_SEARXNG_NEWS: Final = True

# Claim checking (verify-then-cite); the engine's names where an engine option is meant.
CONF_CLAIM_CHECKING: Final = "claim_checking"
CONF_VERIFIER: Final = "verifier"
CONF_VERIFIER_MODEL: Final = "verifier_model"
CONF_MIN_CONFIDENCE: Final = "min_confidence"
VERIFIER_REFERENCE: Final = "reference"
VERIFIER_MINICHECK: Final = "minicheck"
VERIFIER_GRANITE_GUARDIAN: Final = "granite_guardian"
VERIFIER_LLM_JUDGE: Final = "llm_judge"
VERIFIERS: Final = [
    VERIFIER_REFERENCE,
    VERIFIER_MINICHECK,
    VERIFIER_GRANITE_GUARDIAN,
    VERIFIER_LLM_JUDGE,
]
DEFAULT_VERIFIER: Final = VERIFIER_REFERENCE
ISSUE_VERIFIER_MODEL_MISSING: Final = "verifier_model_missing"
# Repair issues of the synthesis model: not on the server, or not answering.
ISSUE_SYNTHESIS_MODEL_MISSING: Final = "synthesis_model_missing"
ISSUE_SYNTHESIS_MODEL_FAILING: Final = "synthesis_model_failing"

# Defaults come from the engine, so there is one definition of each.
_ENGINE_DEFAULTS: Final = EngineOptions()
DEFAULT_ROUTER_TIMEOUT: Final = _ENGINE_DEFAULTS.router_timeout
DEFAULT_VOICE_MAX_CHARS: Final = _ENGINE_DEFAULTS.voice_max_chars
DEFAULT_BRIEF_MAX_CHARS: Final = _ENGINE_DEFAULTS.brief_max_chars
DEFAULT_DETAILED_MAX_CHARS: Final = _ENGINE_DEFAULTS.detailed_max_chars
DEFAULT_SYNTHESIS_ENABLED: Final = _ENGINE_DEFAULTS.synthesis_enabled
DEFAULT_KEEP_ALIVE_MINUTES: Final = _ENGINE_DEFAULTS.keep_alive_minutes
DEFAULT_NUM_CTX: Final = _ENGINE_DEFAULTS.num_ctx
DEFAULT_LLM_TIMEOUT: Final = _ENGINE_DEFAULTS.llm_timeout
DEFAULT_VOICE_DEADLINE: Final = round(_ENGINE_DEFAULTS.voice_deadline)
DEFAULT_TYPED_DEADLINE: Final = round(_ENGINE_DEFAULTS.typed_deadline)
# The deadlines' range in the options form, in whole seconds: below 2 s not even a
# local source answers; two minutes is longer than anyone waits for a spoken answer.
MIN_DEADLINE: Final = 2
MAX_DEADLINE: Final = 120
DEFAULT_SPOKEN_ATTRIBUTION: Final = _ENGINE_DEFAULTS.spoken_attribution
DEFAULT_CLAIM_CHECKING: Final = _ENGINE_DEFAULTS.claim_checking
DEFAULT_MIN_CONFIDENCE: Final = _ENGINE_DEFAULTS.min_confidence
DEFAULT_PREFER_LOCAL_INTENTS: Final = True
DEFAULT_VOICE_STYLE: Final = AnswerStyle.VOICE
DEFAULT_TYPED_STYLE: Final = AnswerStyle.BRIEF
MIN_NUM_CTX: Final = 2048

ANSWER_STYLES: Final = [style.value for style in AnswerStyle]
SPOKEN_ATTRIBUTIONS: Final = [choice.value for choice in SpokenAttribution]

# Options passed straight to EngineOptions, with the type each field wants.
ENGINE_OPTION_TYPES: Final[dict[str, type]] = {
    CONF_ROUTER_TIMEOUT: float,
    CONF_VOICE_MAX_CHARS: int,
    CONF_BRIEF_MAX_CHARS: int,
    CONF_DETAILED_MAX_CHARS: int,
    CONF_SYNTHESIS_ENABLED: bool,
    CONF_LLM_TIMEOUT: float,
    CONF_VOICE_DEADLINE: float,
    CONF_TYPED_DEADLINE: float,
    CONF_NUM_CTX: int,
    CONF_KEEP_ALIVE_MINUTES: int,
    CONF_SPOKEN_ATTRIBUTION: SpokenAttribution,
    CONF_CLAIM_CHECKING: bool,
    CONF_MIN_CONFIDENCE: float,
}

# Number options that hold whole numbers (NumberSelector returns floats; they are
# stored as integers since version 1.3).
WHOLE_NUMBER_OPTIONS: Final = (
    CONF_ROUTER_TIMEOUT,
    CONF_VOICE_MAX_CHARS,
    CONF_BRIEF_MAX_CHARS,
    CONF_DETAILED_MAX_CHARS,
    CONF_KEEP_ALIVE_MINUTES,
    CONF_NUM_CTX,
    CONF_LLM_TIMEOUT,
    CONF_VOICE_DEADLINE,
    CONF_TYPED_DEADLINE,
)
# The config entries' version. 2.1 renamed the option "ollama_url" to "model_url": a
# 1.x release would load such an entry without its model server (no synthesis, no
# word why), so the rename is a major version, which older releases refuse to load.
ENTRY_VERSION: Final = 2
ENTRY_MINOR_VERSION: Final = 1
# Minor versions of 1.x entries, all migrated to 2.1 in one pass: from 1.2 the entry
# data names its router; from 1.3 whole-number options are stored as integers.
V1_MINOR_NAMED_ROUTER: Final = 2
V1_MINOR_WHOLE_NUMBERS: Final = 3

# Timeout of the config flow's probes (router health and search, Ollama model list,
# Kiwix catalog, SearXNG search).
PROBE_TIMEOUT: Final = 10.0
PROBE_QUERY: Final = "ping"

RECENT_CHAINS: Final = 20
EVENT_ANSWER: Final = "grounded_answers_answer"
SERVICE_ASK: Final = "ask"

# Where an answer was asked for, in bus events and explanation chains.
VIA_CONVERSATION: Final = "conversation"
VIA_SERVICE: Final = "service"
VIA_LLM_TOOL: Final = "llm_tool"

# The tool other assistants call (the LLM API "Grounded Answers" of each entry).
LLM_TOOL_NAME: Final = "grounded_answer"

STORE_VERSION: Final = 1
STORE_SAVE_DELAY: Final = 10.0
