"""
The config and options forms: their fields, selectors and defaults.

The flows decide which form to show and check what comes back; the model form is
built in the options flow, since its choices are the model server's models.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, override

import voluptuous as vol
from homeassistant.const import CONF_API_KEY, CONF_URL
from homeassistant.helpers.selector import (
    BooleanSelector,
    NumberSelector,
    NumberSelectorConfig,
    NumberSelectorMode,
    SelectSelector,
    SelectSelectorConfig,
    SelectSelectorMode,
    TextSelector,
    TextSelectorConfig,
    TextSelectorType,
)

from .const import (
    ANSWER_STYLES,
    CONF_BRIEF_MAX_CHARS,
    CONF_CLAIM_CHECKING,
    CONF_DETAILED_MAX_CHARS,
    CONF_DOCUMENTS_DIR,
    CONF_KEEP_ALIVE_MINUTES,
    CONF_KIWIX_URL,
    CONF_LLM_TIMEOUT,
    CONF_MIN_CONFIDENCE,
    CONF_MODEL_API_KEY,
    CONF_MODEL_BACKEND,
    CONF_MODEL_URL,
    CONF_NUM_CTX,
    CONF_PREFER_LOCAL_INTENTS,
    CONF_ROUTER_TIMEOUT,
    CONF_SEARXNG_NEWS,
    CONF_SEARXNG_URL,
    CONF_SPOKEN_ATTRIBUTION,
    CONF_SYNTHESIS_ENABLED,
    CONF_TYPED_DEADLINE,
    CONF_TYPED_STYLE,
    CONF_VERIFIER,
    CONF_VERIFIER_MODEL,
    CONF_VOICE_DEADLINE,
    CONF_VOICE_MAX_CHARS,
    CONF_VOICE_STYLE,
    CONF_WIKIPEDIA,
    DEFAULT_BRIEF_MAX_CHARS,
    DEFAULT_CLAIM_CHECKING,
    DEFAULT_DETAILED_MAX_CHARS,
    DEFAULT_KEEP_ALIVE_MINUTES,
    DEFAULT_LLM_TIMEOUT,
    DEFAULT_MIN_CONFIDENCE,
    DEFAULT_MODEL_BACKEND,
    DEFAULT_NUM_CTX,
    DEFAULT_PREFER_LOCAL_INTENTS,
    DEFAULT_ROUTER_TIMEOUT,
    DEFAULT_SEARXNG_NEWS,
    DEFAULT_SPOKEN_ATTRIBUTION,
    DEFAULT_SYNTHESIS_ENABLED,
    DEFAULT_TYPED_DEADLINE,
    DEFAULT_TYPED_STYLE,
    DEFAULT_VERIFIER,
    DEFAULT_VOICE_DEADLINE,
    DEFAULT_VOICE_MAX_CHARS,
    DEFAULT_VOICE_STYLE,
    DEFAULT_WIKIPEDIA,
    MAX_DEADLINE,
    MIN_DEADLINE,
    MIN_NUM_CTX,
    MODEL_BACKENDS,
    SPOKEN_ATTRIBUTIONS,
    VERIFIERS,
    WHOLE_NUMBER_OPTIONS,
)

if TYPE_CHECKING:
    from collections.abc import Mapping

ROUTER_SCHEMA = vol.Schema(
    {
        vol.Required(CONF_URL): TextSelector(
            TextSelectorConfig(type=TextSelectorType.URL)
        ),
        vol.Optional(CONF_API_KEY): TextSelector(
            TextSelectorConfig(type=TextSelectorType.PASSWORD)
        ),
    }
)


class WholeNumberSelector(NumberSelector):
    """A number selector whose value is stored as an integer (``240``, not ``240.0``).

    The box does not round what is typed; a fraction is rounded to the nearest whole
    number, which stays within the whole-number bounds.
    """

    @override
    def __call__(self, data: Any) -> int:
        """Validate the value and return it as an integer."""
        return round(super().__call__(data))


def _number(
    minimum: float, maximum: float, step: float = 1, unit: str | None = None
) -> NumberSelector:
    """Return a box-mode number selector; whole steps give a whole-number one."""
    config = NumberSelectorConfig(
        min=minimum, max=maximum, step=step, mode=NumberSelectorMode.BOX
    )
    if unit is not None:
        config["unit_of_measurement"] = unit
    if float(step).is_integer() and float(minimum).is_integer():
        return WholeNumberSelector(config)
    return NumberSelector(config)


def whole_numbers(options: Mapping[str, Any]) -> dict[str, Any]:
    """Return ``options`` with the whole-number options' whole floats as integers.

    Entries saved before version 1.3 hold ``240.0``; a fraction (typed into the box
    before values were rounded) is left for the engine, which reads it as before.
    """
    converted = dict(options)
    for name in WHOLE_NUMBER_OPTIONS:
        value = converted.get(name)
        if isinstance(value, float) and value.is_integer():
            converted[name] = int(value)
    return converted


def _select(options: list[str], translation_key: str) -> SelectSelector:
    """Return a translated dropdown."""
    return SelectSelector(
        SelectSelectorConfig(
            options=options,
            translation_key=translation_key,
            mode=SelectSelectorMode.DROPDOWN,
        )
    )


OPTIONS_SCHEMA = vol.Schema(
    {
        vol.Required(CONF_ROUTER_TIMEOUT, default=DEFAULT_ROUTER_TIMEOUT): _number(
            1, 120, unit="s"
        ),
        # The whole turn's budget, next to the router's share of it.
        vol.Required(CONF_VOICE_DEADLINE, default=DEFAULT_VOICE_DEADLINE): _number(
            MIN_DEADLINE, MAX_DEADLINE, unit="s"
        ),
        vol.Required(CONF_TYPED_DEADLINE, default=DEFAULT_TYPED_DEADLINE): _number(
            MIN_DEADLINE, MAX_DEADLINE, unit="s"
        ),
        vol.Required(CONF_VOICE_MAX_CHARS, default=DEFAULT_VOICE_MAX_CHARS): _number(
            40, 2000
        ),
        vol.Required(CONF_BRIEF_MAX_CHARS, default=DEFAULT_BRIEF_MAX_CHARS): _number(
            100, 5000
        ),
        vol.Required(
            CONF_DETAILED_MAX_CHARS, default=DEFAULT_DETAILED_MAX_CHARS
        ): _number(200, 20000),
        vol.Required(
            CONF_PREFER_LOCAL_INTENTS, default=DEFAULT_PREFER_LOCAL_INTENTS
        ): BooleanSelector(),
        vol.Required(
            CONF_SPOKEN_ATTRIBUTION, default=DEFAULT_SPOKEN_ATTRIBUTION.value
        ): _select(SPOKEN_ATTRIBUTIONS, "spoken_attribution"),
        vol.Required(CONF_VOICE_STYLE, default=DEFAULT_VOICE_STYLE.value): _select(
            ANSWER_STYLES, "answer_style"
        ),
        vol.Required(CONF_TYPED_STYLE, default=DEFAULT_TYPED_STYLE.value): _select(
            ANSWER_STYLES, "answer_style"
        ),
        # The kind of model server comes first: the URL and the models depend on it.
        vol.Required(CONF_MODEL_BACKEND, default=DEFAULT_MODEL_BACKEND): _select(
            MODEL_BACKENDS, "model_backend"
        ),
        vol.Optional(CONF_MODEL_URL): TextSelector(
            TextSelectorConfig(type=TextSelectorType.URL)
        ),
        vol.Optional(CONF_MODEL_API_KEY): TextSelector(
            TextSelectorConfig(type=TextSelectorType.PASSWORD)
        ),
        vol.Required(
            CONF_SYNTHESIS_ENABLED, default=DEFAULT_SYNTHESIS_ENABLED
        ): BooleanSelector(),
        vol.Required(
            CONF_KEEP_ALIVE_MINUTES, default=DEFAULT_KEEP_ALIVE_MINUTES
        ): _number(-1, 10080, unit="min"),
        vol.Required(CONF_NUM_CTX, default=DEFAULT_NUM_CTX): _number(
            MIN_NUM_CTX, 1048576
        ),
        vol.Required(CONF_LLM_TIMEOUT, default=DEFAULT_LLM_TIMEOUT): _number(
            1, 600, unit="s"
        ),
        vol.Required(
            CONF_CLAIM_CHECKING, default=DEFAULT_CLAIM_CHECKING
        ): BooleanSelector(),
        vol.Required(CONF_VERIFIER, default=DEFAULT_VERIFIER): _select(
            VERIFIERS, "verifier"
        ),
        vol.Optional(CONF_VERIFIER_MODEL): TextSelector(),
        vol.Required(CONF_MIN_CONFIDENCE, default=DEFAULT_MIN_CONFIDENCE): _number(
            0, 1, step=0.05
        ),
    }
)

SOURCES_SCHEMA = vol.Schema(
    {
        vol.Required(CONF_WIKIPEDIA, default=DEFAULT_WIKIPEDIA): BooleanSelector(),
        vol.Optional(CONF_KIWIX_URL): TextSelector(
            TextSelectorConfig(type=TextSelectorType.URL)
        ),
        vol.Optional(CONF_SEARXNG_URL): TextSelector(
            TextSelectorConfig(type=TextSelectorType.URL)
        ),
        vol.Required(
            CONF_SEARXNG_NEWS, default=DEFAULT_SEARXNG_NEWS
        ): BooleanSelector(),
        vol.Optional(CONF_DOCUMENTS_DIR): TextSelector(),
    }
)
