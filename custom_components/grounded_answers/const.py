"""Constants of the Grounded Answers integration."""

from __future__ import annotations

from typing import Final

from .engine.options import AnswerStyle, EngineOptions, SpokenAttribution

DOMAIN: Final = "grounded_answers"

# Options (entry.options); the engine's own names where an engine option is meant.
CONF_ROUTER_TIMEOUT: Final = "router_timeout"
CONF_VOICE_MAX_CHARS: Final = "voice_max_chars"
CONF_BRIEF_MAX_CHARS: Final = "brief_max_chars"
CONF_DETAILED_MAX_CHARS: Final = "detailed_max_chars"
CONF_PREFER_LOCAL_INTENTS: Final = "prefer_local_intents"
CONF_SPOKEN_ATTRIBUTION: Final = "spoken_attribution"
CONF_VOICE_STYLE: Final = "voice_style"
CONF_TYPED_STYLE: Final = "typed_style"
CONF_OLLAMA_URL: Final = "ollama_url"
CONF_SYNTHESIS_ENABLED: Final = "synthesis_enabled"
CONF_KEEP_ALIVE_MINUTES: Final = "keep_alive_minutes"
CONF_NUM_CTX: Final = "num_ctx"
CONF_LLM_TIMEOUT: Final = "llm_timeout"
CONF_MODEL: Final = "model"

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
DEFAULT_SPOKEN_ATTRIBUTION: Final = _ENGINE_DEFAULTS.spoken_attribution
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
    CONF_NUM_CTX: int,
    CONF_KEEP_ALIVE_MINUTES: int,
    CONF_SPOKEN_ATTRIBUTION: SpokenAttribution,
}

# Timeout of the config flow's probes (router health and search, Ollama model list).
PROBE_TIMEOUT: Final = 10.0
PROBE_QUERY: Final = "ping"

RECENT_CHAINS: Final = 20
EVENT_ANSWER: Final = "grounded_answers_answer"
SERVICE_ASK: Final = "ask"

# Where an answer was asked for, in bus events and explanation chains.
VIA_CONVERSATION: Final = "conversation"
VIA_SERVICE: Final = "service"

STORE_VERSION: Final = 1
STORE_SAVE_DELAY: Final = 10.0
