"""A minimal fake repository that passes every check: the base the cases break."""

import json
from pathlib import Path
from typing import Final

from PIL import Image, ImageDraw

from tests.metadata.reference_data import DOMAIN, MIT_MARKERS
from tests.metadata.repository import Repo

INTEGRATION: Final = f"custom_components/{DOMAIN}"
MANIFEST: Final = {
    "domain": DOMAIN,
    "name": "Grounded Answers",
    "after_dependencies": ["assist_pipeline", "intent"],
    "codeowners": ["@grounded-answers"],
    "config_flow": True,
    "dependencies": ["conversation"],
    "documentation": "https://github.com/grounded-answers/grounded_answers",
    "integration_type": "service",
    "iot_class": "local_polling",
    "issue_tracker": "https://github.com/grounded-answers/grounded_answers/issues",
    "requirements": ["ollama>=0.6.2,<0.7"],
    "version": "0.1.0",
}
SOURCES: Final = {
    "const.py": 'DOMAIN = "grounded_answers"\nSERVICE_ASK = "ask"\n',
    "__init__.py": '''"""Setup."""
from homeassistant.components.conversation import ConversationEntity
from homeassistant.components import assist_pipeline
from homeassistant.exceptions import HomeAssistantError
from .const import DOMAIN, SERVICE_ASK


async def async_setup(hass, config):
    """Register the service."""
    hass.services.async_register(DOMAIN, SERVICE_ASK, _ask)
    return True


async def _ask(call):
    raise HomeAssistantError(translation_domain=DOMAIN, translation_key="router_error")
''',
    "config_flow.py": '''"""Config flow."""
from homeassistant.config_entries import ConfigFlow, OptionsFlow
from homeassistant.helpers.selector import SelectSelector, SelectSelectorConfig
from .const import DOMAIN

STYLE = SelectSelector(
    SelectSelectorConfig(options=["voice", "brief"], translation_key="style")
)


class GroundedAnswersFlow(ConfigFlow, domain=DOMAIN):
    """Config flow."""

    async def async_step_user(self, user_input=None):
        errors = {}
        if user_input is not None:
            self._async_abort_entries_match({"url": user_input["url"]})
            errors["base"] = "cannot_connect"
        return self.async_show_form(step_id="user", errors=errors)


class GroundedAnswersOptions(OptionsFlow):
    """Options flow."""

    async def async_step_init(self, user_input=None):
        return self.async_show_form(step_id="init")
''',
}
EN: Final = {
    "config": {
        "step": {
            "user": {
                "title": "Connect the router",
                "data": {"url": "Router URL"},
                "data_description": {"url": "The Mnemolis-compatible router."},
            }
        },
        "error": {"cannot_connect": "Could not reach the router."},
        "abort": {"already_configured": "This router is already set up."},
    },
    "options": {"step": {"init": {"title": "Answer options"}}},
    "selector": {"style": {"options": {"voice": "Voice", "brief": "Brief"}}},
    "exceptions": {"router_error": {"message": "The router failed: {error}"}},
    "services": {
        "ask": {
            "name": "Ask",
            "description": "Answers a question from retrieved material.",
            "fields": {"query": {"name": "Query", "description": "The question."}},
        }
    },
}
SERVICES_YAML: Final = "ask:\n  fields:\n    query:\n      required: true\n      selector:\n        text:\n"
ICONS: Final = {"services": {"ask": {"service": "mdi:comment-check-outline"}}}
QUALITY_SCALE: Final = (
    "rules:\n  config-flow: done\n  brands: done\n  docs-triggers:\n"
    "    status: exempt\n    comment: No triggers.\n  diagnostics: todo\n"
)
HACS: Final = {"name": "Grounded Answers", "homeassistant": "2026.10.0"}
# The files of the fake repository, relative to its root.
TEXT_FILES: Final = {
    **{f"{INTEGRATION}/{name}": text for name, text in SOURCES.items()},
    f"{INTEGRATION}/services.yaml": SERVICES_YAML,
    f"{INTEGRATION}/quality_scale.yaml": QUALITY_SCALE,
    "README.md": "# Grounded Answers\n",
    "LICENSE": "\n".join(MIT_MARKERS) + "\n",
}
JSON_FILES: Final = {
    f"{INTEGRATION}/manifest.json": MANIFEST,
    f"{INTEGRATION}/translations/en.json": EN,
    f"{INTEGRATION}/strings.json": EN,
    f"{INTEGRATION}/translations/de.json": EN,
    f"{INTEGRATION}/icons.json": ICONS,
    "hacs.json": HACS,
}
IMAGES: Final = {
    f"{INTEGRATION}/brand/icon.png": 256,
    f"{INTEGRATION}/brand/icon@2x.png": 512,
}


def write_text(path: Path, text: str) -> None:
    """Write a text file, creating parent directories."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def write_json(path: Path, content: object) -> None:
    """Write ``content`` as indented JSON."""
    write_text(path, json.dumps(content, indent=2) + "\n")


def write_png(
    path: Path,
    side: int,
    background: tuple[int, int, int, int] = (0, 0, 0, 0),
    disc: int = 0,
) -> None:
    """Write a square PNG: a disc ``disc`` pixels from each edge (0: trimmed)."""
    image = Image.new("RGBA", (side, side), background)
    box = (disc, disc, side - 1 - disc, side - 1 - disc)
    ImageDraw.Draw(image).ellipse(box, fill=(3, 169, 244, 255))
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path)


def build_valid_repo(root: Path) -> Repo:
    """Write the minimal valid repository under ``root``."""
    for name, text in TEXT_FILES.items():
        write_text(root / name, text)
    for name, content in JSON_FILES.items():
        write_json(root / name, content)
    for name, side in IMAGES.items():
        write_png(root / name, side)
    return Repo(root)
