"""Home Assistant's own translation loader resolves every key the code uses.

The static checks read translations/en.json themselves; this cross-check asks
``async_get_translations`` in the test harness, which loads the integration the way
Home Assistant does.
"""

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from homeassistant.helpers.translation import async_get_translations

from tests.metadata.reference_data import DOMAIN
from tests.metadata.repository import ROOT, Repo
from tests.metadata.source_flows import SHARED
from tests.metadata.source_scan import CodeUses

if TYPE_CHECKING:
    from homeassistant.core import HomeAssistant

# The harness finds custom integrations only once ``custom_components.<domain>`` is
# imported (its loader looks in the imported package's path). A broken package fails this module's tests,
# not the collection of the whole package.
try:
    import custom_components.grounded_answers  # noqa: F401
except Exception as err:  # noqa: BLE001 - reported by the test below
    IMPORT_ERROR: Exception | None = err
else:
    IMPORT_ERROR = None

CATEGORIES: Final = (
    "config", "options", "config_subentries", "exceptions", "selector", "entity",
    "services", "issues",
)  # fmt: skip
# Where a used (block, key) lives, and whether it is a prefix of leaf keys.
LEAF_PATHS: Final = {
    "exceptions": "exceptions.{key}.message",
    "selector": "selector.{key}",
    "issues": "issues.{key}.title",
}


async def missing_at_runtime(
    hass: HomeAssistant, uses: CodeUses, services: Mapping[str, Any]
) -> list[str]:
    """Return the used keys Home Assistant's translation loader does not resolve."""
    prefix = f"component.{DOMAIN}"
    loaded: dict[str, str] = {}
    for category in CATEGORIES:
        loaded |= await async_get_translations(hass, "en", category, {DOMAIN})

    def has(path: str, *, prefix_only: bool = False) -> bool:
        if prefix_only:
            return any(key.startswith(f"{prefix}.{path}.") for key in loaded)
        return f"{prefix}.{path}" in loaded

    wanted: list[tuple[str, bool]] = []  # (path, whether it is a prefix)
    for kind, flow in uses.flows.items():
        if kind not in {SHARED, "config_subentries.*"}:
            wanted += [(f"{kind}.step.{step}", True) for step in flow.steps]
            wanted += [(f"{kind}.error.{key}", False) for key in flow.errors]
            wanted += [(f"{kind}.abort.{key}", False) for key in flow.aborts]
    for block, key in uses.translation_keys:
        if block not in {"entity.*", "*"}:  # block unknown: the static checks cover it
            path = LEAF_PATHS.get(block, "{block}.{key}").format(block=block, key=key)
            wanted.append((path, block == "selector" or block.startswith("entity")))
    wanted += [
        (f"selector.{key}.options.{option}", False)
        for key, options in uses.selector_options.items()
        for option in options
    ]
    for service, definition in services.items():
        texts = definition if isinstance(definition, dict) else {}
        wanted += [
            (f"services.{service}.{part}", False)
            for part in ("name", "description")
            if not texts.get(part)
        ]
    return sorted(
        path for path, is_prefix in wanted if not has(path, prefix_only=is_prefix)
    )


async def test_translations_resolve_at_runtime(
    hass: HomeAssistant, enable_custom_integrations: None
) -> None:
    """Home Assistant's own loader resolves every key the code and services use."""
    assert IMPORT_ERROR is None, f"custom_components.{DOMAIN} failed to import"
    repo = Repo(ROOT, importable=True)
    if repo.manifest.get("config_flow"):
        config = await async_get_translations(hass, "en", "config", {DOMAIN})
        assert config, "Home Assistant loaded no config translations for the domain"
    assert await missing_at_runtime(hass, repo.uses, repo.services_yaml or {}) == []


async def test_runtime_check_reports_unknown_keys(
    hass: HomeAssistant, enable_custom_integrations: None
) -> None:
    """The runtime cross-check reports keys that do not resolve."""
    uses = CodeUses()
    uses.flow("config").steps.add("no_such_step")
    uses.flow("options").errors.add("no_such_error")
    uses.flow("config").aborts.add("no_such_reason")
    uses.translation_keys |= {("exceptions", "no_such_exception")}
    uses.translation_keys |= {("entity.sensor", "no_such_sensor")}
    uses.selector_options["no_such_selector"] = {"x"}
    assert await missing_at_runtime(hass, uses, {"no_such_service": {}}) == [
        "config.abort.no_such_reason",
        "config.step.no_such_step",
        "entity.sensor.no_such_sensor",
        "exceptions.no_such_exception.message",
        "options.error.no_such_error",
        "selector.no_such_selector.options.x",
        "services.no_such_service.description",
        "services.no_such_service.name",
    ]
