"""Names and rules copied from hassfest, HACS and the brand guidelines (names only)."""

import re
from collections.abc import Mapping
from typing import Final

from awesomeversion import AwesomeVersionStrategy
from homeassistant.const import Platform

DOMAIN: Final = "grounded_answers"

# hassfest CUSTOM_INTEGRATION_MANIFEST_SCHEMA (INTEGRATION_MANIFEST_SCHEMA + version,
# import_executor), cross-checked against homeassistant.loader.Manifest 2026.10.4.
# fmt: off
MANIFEST_KEYS: Final = frozenset({
    "domain", "name", "after_dependencies", "bluetooth", "codeowners", "config_flow",
    "dependencies", "dhcp", "disabled", "documentation", "homekit", "import_executor",
    "integration_type", "iot_class", "issue_tracker", "loggers", "mqtt",
    "preview_features", "quality_scale", "requirements", "single_config_entry", "ssdp",
    "usb", "version", "zeroconf",
})
# hassfest requires these (version for custom integrations); HACS adds issue_tracker.
REQUIRED_MANIFEST_KEYS: Final = (
    "domain", "name", "codeowners", "documentation", "iot_class", "issue_tracker",
    "version",
)
MANIFEST_LIST_KEYS: Final = (
    "after_dependencies", "codeowners", "dependencies", "loggers", "requirements",
)
MANIFEST_BOOL_KEYS: Final = ("config_flow", "import_executor", "single_config_entry")
MANIFEST_ENUMS: Final[Mapping[str, frozenset[str]]] = {
    "iot_class": frozenset({
        "assumed_state", "calculated", "cloud_polling", "cloud_push", "local_polling",
        "local_push",
    }),
    "integration_type": frozenset({
        "device", "entity", "hardware", "helper", "hub", "service", "system",
    }),
    "quality_scale": frozenset({
        "bronze", "silver", "gold", "platinum", "custom", "no_score", "internal",
        "legacy",
    }),
}
VERSION_STRATEGIES: Final = [
    AwesomeVersionStrategy.CALVER, AwesomeVersionStrategy.SEMVER,
    AwesomeVersionStrategy.SIMPLEVER, AwesomeVersionStrategy.BUILDVER,
    AwesomeVersionStrategy.PEP440,
]
# hassfest dependencies.py ALLOWED_USED_COMPONENTS: importable without being declared.
ALLOWED_USED_COMPONENTS: Final = frozenset({
    *(platform.value for platform in Platform),
    "alert", "automation", "conversation", "default_config", "device_automation",
    "frontend", "group", "homeassistant", "input_boolean", "input_button",
    "input_datetime", "input_number", "input_select", "input_text", "media_source",
    "onboarding", "panel_custom", "persistent_notification", "person", "script",
    "shopping_list", "sun", "system_health", "system_log", "timer", "webhook",
    "websocket_api", "zone", "mjpeg", "stream",
})
# fmt: on
# hassfest requirements.py: the format check custom integrations get.
REQUIREMENT_PATTERN: Final = re.compile(
    r"^(?:--.+\s)?([-_\.\w\d\[\]]+)(==|>=|<=|~=|!=|<|>|===)*(.*)$"
)
VERSION_PART_PATTERN: Final = re.compile(r"^(==|>=|<=|~=|!=|<|>|===)?(.*)$")
HTTPS_URL_PATTERN: Final = re.compile(r"^https://[^/\s]+\.[^/\s]+(/\S*)?$")
HA_DOCS_URL_PATTERN: Final = re.compile(r"^https://(www\.)?home-assistant\.io/")

# HACS HACS_MANIFEST_JSON_SCHEMA: the keys hacs.json may have, with their types.
HACS_JSON_TYPES: Final[Mapping[str, tuple[type, ...]]] = {
    "name": (str,),
    "content_in_root": (bool,),
    "zip_release": (bool,),
    "filename": (str,),
    "hide_default_branch": (bool,),
    "country": (str, list),
    "homeassistant": (str,),
    "hacs": (str,),
    "persistent_directory": (str,),
    "render_readme": (bool,),
}
MIT_MARKERS: Final = (
    "MIT License",
    "Permission is hereby granted, free of charge",
    'THE SOFTWARE IS PROVIDED "AS IS"',
)

# Top-level keys of strings.json / translations/<lang>.json (hassfest translations.py).
# fmt: off
TRANSLATION_TOP_LEVEL_KEYS: Final = frozenset({
    "application_credentials", "common", "config", "config_subentries", "conversation",
    "device", "device_automation", "entity", "entity_component", "exceptions", "issues",
    "options", "selector", "services", "system_health", "title",
})
# fmt: on
TRANSLATION_KEY_PATTERN: Final = re.compile(r"^(?!.*__)(?![-_])[a-z0-9_-]+(?<![-_])$")
HTML_PATTERN: Final = re.compile(r"<[a-z].*?>", re.IGNORECASE)  # cv.string_with_no_html
QUOTED_PLACEHOLDER_PATTERN: Final = re.compile(r"""(['"])\{[^{}]*\}\1""")

# Integration Quality Scale rule names (Home Assistant's developer documentation).
# fmt: off
QUALITY_SCALE_RULES: Final = frozenset({
    # Bronze
    "action-setup", "appropriate-polling", "brands", "common-modules", "config-flow",
    "config-flow-test-coverage", "dependency-transparency", "docs-actions",
    "docs-conditions", "docs-high-level-description", "docs-installation-instructions",
    "docs-removal-instructions", "docs-triggers", "entity-event-setup",
    "entity-unique-id", "has-entity-name", "runtime-data", "test-before-configure",
    "test-before-setup", "unique-config-entry",
    # Silver
    "action-exceptions", "config-entry-unloading", "docs-configuration-parameters",
    "docs-installation-parameters", "entity-unavailable", "integration-owner",
    "log-when-unavailable", "parallel-updates", "reauthentication-flow", "test-coverage",
    # Gold
    "devices", "diagnostics", "discovery", "discovery-update-info", "docs-data-update",
    "docs-examples", "docs-known-limitations", "docs-supported-devices",
    "docs-supported-functions", "docs-troubleshooting", "docs-use-cases",
    "dynamic-devices", "entity-category", "entity-device-class",
    "entity-disabled-by-default", "entity-translations", "exception-translations",
    "icon-translations", "reconfiguration-flow", "repair-issues", "stale-devices",
    # Platinum
    "async-dependency", "inject-websession", "strict-typing",
})
# fmt: on
QUALITY_SCALE_STATUSES: Final = frozenset({"done", "todo", "exempt"})

# Brand images (homeassistant/components/brands, the brand guidelines).
ICON_SIDES: Final = {"icon.png": 256, "icon@2x.png": 512}
LOGO_SHORTEST_SIDES: Final = {"logo.png": (128, 256), "logo@2x.png": (256, 512)}
TRIMMED_SHARE: Final = 0.9  # the artwork spans at least this share of one side
