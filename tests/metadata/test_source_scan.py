"""The code scan (``source_scan``, ``source_values``, ``source_tracer``) on snippets."""

import ast
from typing import Final

import yaml

from tests.metadata.source_flows import SHARED
from tests.metadata.source_scan import CodeUses, analyze_sources, yaml_selectors
from tests.metadata.source_values import Resolver

CONST: Final = """
from typing import Final
DOMAIN: Final = "grounded_answers"
ERROR_TIMEOUT = "timeout_connect"
STEP_PICK: Final = "pick"
SERVICE_ASK = "ask"
"""
FLOWS: Final = '''
"""Config flow."""
from homeassistant.config_entries import ConfigFlow, OptionsFlow, ConfigSubentryFlow
from .const import DOMAIN, ERROR_TIMEOUT, STEP_PICK

_LOGGER_NAME = "not a key"


async def _probe(hass, errors):
    """Module-level helper shared by flows."""
    errors["base"] = "shared_error"


class Flow(ConfigFlow, domain=DOMAIN):
    async def async_step_user(self, user_input=None):
        errors: dict[str, str] = {}
        if user_input is not None:
            self._async_abort_entries_match({"url": user_input["url"]})
            try:
                await probe()
            except TimeoutError:
                errors["base"] = ERROR_TIMEOUT
            except ValueError:
                errors["url"] = "invalid_url" if user_input else "empty_url"
            else:
                return self.async_abort(reason="done")
        return self.async_show_form(step_id="user", errors=errors)

    async def async_step_reauth_confirm(self, user_input=None):
        return self.async_show_form(errors={"base": "invalid_auth"})

    async def async_step_pick(self, user_input=None):
        return self.async_show_menu(step_id=STEP_PICK, menu_options=["user", "manual"])

    async def async_step_reconfigure(self, user_input=None):
        self._abort_if_unique_id_configured(error="already_set_up")
        self._abort_if_unique_id_mismatch()
        return self.async_update_reload_and_abort(self._get_reconfigure_entry())

    async def async_step_download(self, user_input=None):
        raise AbortFlow("no_model")
        return self.async_show_progress(progress_action="pulling")

    async def async_step_core(self, user_input=None):
        return self.async_abort(reason="core_reason", translation_domain="homeassistant")

    @staticmethod
    def async_get_supported_subentry_types(config_entry):
        return {"conversation": AgentFlow}


class Options(OptionsFlow):
    async def async_step_init(self, user_input=None):
        return self.async_show_form(step_id="init", errors={"base": "options_only"})


class _BaseSubentry(ConfigSubentryFlow):
    pass


class AgentFlow(_BaseSubentry):
    async def async_step_set_options(self, user_input=None):
        return self.async_abort(reason="entry_not_loaded")
'''
TRANSLATION_KEYS: Final = """
from homeassistant.exceptions import HomeAssistantError, ServiceValidationError
from homeassistant.helpers import selector
from .const import DOMAIN
ERR = "router_down"
STYLES = ["voice", "brief"]

def f(hass):
    raise HomeAssistantError(translation_domain=DOMAIN, translation_key=ERR)

def g(hass):
    raise ServiceValidationError(translation_domain=DOMAIN, translation_key="bad_entry")

def h(hass):
    raise HomeAssistantError(translation_domain="homeassistant", translation_key="core")

SEL = selector.SelectSelector(
    selector.SelectSelectorConfig(options=STYLES, translation_key="answer_style")
)
SEL2 = selector.SelectSelector(
    selector.SelectSelectorConfig(
        options=[
            selector.SelectOptionDict(value="a", label="A"), {"value": "b", "label": "B"}
        ],
        translation_key="letters",
    )
)

def i(hass):
    ir.async_create_issue(hass, DOMAIN, "id", translation_key="router_unreachable")

def j():
    return Thing(translation_key="mystery")
"""
SENSOR: Final = """
class Stat(SensorEntity):
    _attr_translation_key = "answers_served"

DESCRIPTION = SensorEntityDescription(key="x", translation_key="answer_rate")
"""
TRACED: Final = """
from homeassistant.config_entries import ConfigFlow, OptionsFlow
from homeassistant.exceptions import ServiceValidationError
from homeassistant.helpers.selector import SelectSelector, SelectSelectorConfig
from .const import DOMAIN


def _probe(client):
    try:
        client.ping()
    except AuthError:
        return "invalid_auth"
    except Exception:
        return "unknown"
    return None


def _models(url):
    if not url:
        return [], "no_models"
    return ["m"], None


def _select(options, translation_key):
    return SelectSelector(
        SelectSelectorConfig(options=options, translation_key=translation_key)
    )


STYLE = _select(["voice", "brief"], "answer_style")
WHO = _select(options=["always", "never"], translation_key="attribution")


def _invalid(key, **placeholders):
    return ServiceValidationError(
        translation_domain=DOMAIN, translation_key=key, translation_placeholders=placeholders
    )


def handler(call):
    raise _invalid("empty_query")


class Flow(ConfigFlow, domain=DOMAIN):
    async def _validate(self, user_input):
        if not user_input:
            return {}, {"url": "invalid_url"}
        return {"url": "x"}, {}

    async def _check(self, data):
        if error := _probe(data):
            return {"base": error}
        return {}

    async def async_step_user(self, user_input=None):
        errors = {}
        if user_input is not None:
            data, errors = await self._validate(user_input)
            if not errors:
                errors = await self._check(data)
        return self.async_show_form(step_id="user", errors=errors)


class Options(OptionsFlow):
    async def async_step_init(self, user_input=None):
        errors = {}
        models, error = _models(user_input)
        if error:
            errors["base"] = error
        return self.async_show_form(step_id="init", errors=errors)
"""


# Flow helpers in modules of their own: validation checks, re-exported by "probes".
VALIDATION: Final = """
async def probe_router(client):
    try:
        await client.health()
    except AuthError:
        return "invalid_auth"
    return None


async def probe_a(url):
    return "a_down"


async def probe_b(url):
    return "b_down"


def folder_error(path):
    return "folder_missing" if path else None
"""
PROBES: Final = "from .validation import probe_b\n"
SPLIT_FLOWS: Final = """
from homeassistant.config_entries import ConfigFlow, OptionsFlow
from . import validation
from .const import DOMAIN
from .probes import probe_b
from .validation import folder_error, probe_a


class Flow(ConfigFlow, domain=DOMAIN):
    async def async_step_user(self, user_input=None):
        errors = {}
        if error := await validation.probe_router(None):
            errors["base"] = error
        return self.async_show_form(step_id="user", errors=errors)


class Options(OptionsFlow):
    async def async_step_init(self, user_input=None):
        errors = {}
        for key, probe in (("a", probe_a), ("b", probe_b)):
            if error := await probe(user_input[key]):
                errors[key] = error
        error = await self.hass.async_add_executor_job(folder_error, "docs")
        if error:
            errors["folder"] = error
        return self.async_show_form(step_id="init", errors=errors)
"""


def scan(**sources: str) -> CodeUses:
    """Scan inline modules given as keyword module name -> source."""
    return analyze_sources({f"{name}.py": text for name, text in sources.items()})


def test_flow_steps_errors_and_aborts() -> None:
    """Steps (explicit, implied, constant), errors (all forms) and aborts are found."""
    uses = scan(config_flow=FLOWS, const=CONST)
    config = uses.flows["config"]
    assert config.steps == {"user", "reauth_confirm", "pick", "download"}
    assert config.errors == {
        "timeout_connect",
        "invalid_url",
        "empty_url",
        "invalid_auth",
    }
    assert config.aborts == {
        "already_configured", "already_set_up", "unique_id_mismatch", "done", "no_model"
    }  # fmt: skip
    assert config.menu_options == {"pick": {"user", "manual"}}
    assert config.progress == {"pulling"}
    assert "reconfigure" in config.step_methods
    assert uses.flows["options"].steps == {"init"}
    assert uses.flows["options"].errors == {"options_only"}
    assert uses.flows["config_subentries.conversation"].aborts == {"entry_not_loaded"}
    assert uses.flows[SHARED].errors == {"shared_error"}
    assert "not a key" not in uses.flows[SHARED].strings


def test_flow_calls_outside_flows_are_not_flow_keys() -> None:
    """async_show_form or errors outside a flow module are not flow keys."""
    helper = (
        'def f(self):\n    errors = {"base": "x"}\n    self.async_abort(reason="y")\n'
    )
    assert scan(helpers=helper).flows == {}


def test_translation_keys_by_block() -> None:
    """translation_key uses land in exceptions, selector, issues or entity blocks."""
    uses = scan(helpers=TRANSLATION_KEYS, sensor=SENSOR, const=CONST)
    assert uses.translation_keys == {
        ("exceptions", "router_down"),
        ("exceptions", "bad_entry"),
        ("selector", "answer_style"),
        ("selector", "letters"),
        ("issues", "router_unreachable"),
        ("*", "mystery"),
        ("entity.sensor", "answers_served"),
        ("entity.sensor", "answer_rate"),
    }
    assert uses.selector_options == {
        "answer_style": {"voice", "brief"},
        "letters": {"a", "b"},
    }


def test_service_registrations() -> None:
    """Service registrations are found with their names; look-alikes are not."""
    source = """
from .const import DOMAIN, SERVICE_ASK
from homeassistant.helpers.service import async_register_admin_service

def setup(hass, name):
    hass.services.async_register(DOMAIN, SERVICE_ASK, handler)
    hass.services.async_register(DOMAIN, service="reload", service_func=handler)
    async_register_admin_service(hass, DOMAIN, "purge", handler)
    hass.services.async_register(DOMAIN, name, handler)
    intent.async_register(hass, Handler())
"""
    assert scan(services=source, const=CONST).services == [
        "ask",
        "reload",
        "purge",
        None,
    ]


def test_component_imports() -> None:
    """Component imports in all three forms count; TYPE_CHECKING ones do not."""
    source = """
from typing import TYPE_CHECKING
import homeassistant.components.sensor
from homeassistant.components.conversation import ConversationEntity
from homeassistant.components import assist_pipeline, intent
from homeassistant.components.http.auth import async_sign_path
from homeassistant.helpers import selector
if TYPE_CHECKING:
    from homeassistant.components.diagnostics import REDACTED
"""
    imports = scan(conversation=source).component_imports
    assert {domain for _, domain in imports} == {
        "sensor", "conversation", "assist_pipeline", "intent"
    }  # fmt: skip


def test_tracer_follows_helpers_tuples_and_parameters() -> None:
    """Error keys flow through helper returns, tuples, ``:=`` and parameters."""
    uses = scan(config_flow=TRACED, const=CONST)
    assert uses.flows["config"].errors == {"invalid_url", "invalid_auth", "unknown"}
    assert uses.flows["options"].errors == {"no_models"}
    assert ("exceptions", "empty_query") in uses.translation_keys
    assert uses.selector_options == {
        "answer_style": {"voice", "brief"},
        "attribution": {"always", "never"},
    }


def test_tracer_follows_helpers_in_other_modules() -> None:
    """Error keys come back from imported helpers, executor jobs and loop variables."""
    uses = scan(
        config_flow=SPLIT_FLOWS, validation=VALIDATION, probes=PROBES, const=CONST
    )
    assert uses.flows["config"].errors == {"invalid_auth"}
    assert uses.flows["options"].errors == {"a_down", "b_down", "folder_missing"}
    assert SHARED not in uses.flows  # the helpers' module is not a flow module


def test_yaml_selectors() -> None:
    """Selector translation keys in services.yaml count as uses, with their options."""
    services = yaml.safe_load(
        "ask:\n  fields:\n    style:\n      selector:\n        select:\n"
        "          translation_key: answer_style\n"
        "          options: [voice, {value: brief, label: Brief}]\n"
    )
    assert list(yaml_selectors(services)) == [("answer_style", {"voice", "brief"})]


def test_resolver_follows_constants_and_relative_imports() -> None:
    """Names resolve through module constants and ``from .x import y`` chains."""
    resolver = Resolver({
        "const.py": ast.parse('A: Final = "alpha"\nLIST = [A, "beta"]\n'),
        "engine/names.py": ast.parse('B = "bravo"\n'),
        "flow.py": ast.parse(
            "from .const import A as ALIAS, LIST\nfrom .engine import names\n"
            "from . import const\n"
        ),
        "engine/inner.py": ast.parse("from ..const import A\n"),
    })  # fmt: skip
    expression = ast.parse("ALIAS, LIST, names.B, const.A, A, unknown", mode="eval")
    assert isinstance(expression.body, ast.Tuple)
    alias, values, bravo, alpha, inner, unknown = expression.body.elts
    assert resolver.string(alias, "flow.py") == "alpha"
    assert resolver.strings(values, "flow.py") == ["alpha", "beta"]
    assert resolver.string(bravo, "flow.py") == "bravo"
    assert resolver.string(alpha, "flow.py") == "alpha"
    assert resolver.string(inner, "engine/inner.py") == "alpha"
    assert resolver.string(unknown, "flow.py") is None
