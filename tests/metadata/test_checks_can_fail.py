"""Every check passes the minimal valid fake repository and fails each broken copy.

Each case breaks one thing in a fresh copy of ``fake_repo`` and names the problem (a
substring of it) the check must report; every check has at least one case.
"""

from pathlib import Path
from typing import Final, NamedTuple

import pytest

from tests.metadata.checks import CHECKS
from tests.metadata.fake_repo import SERVICES_YAML, build_valid_repo
from tests.metadata.mutations import (
    Mutation,
    append_text,
    blank_png,
    delete,
    drop_json_key,
    drop_translation,
    jpeg,
    png,
    replace_text,
    set_json,
    set_translation,
    write,
)
from tests.metadata.reference_data import DOMAIN
from tests.metadata.repository import Repo


class Case(NamedTuple):
    """One way to break the valid repository, and the problem the check reports."""

    id: str
    check: str
    mutate: Mutation
    expect: str


M, DE, EN = "manifest.json", "translations/de.json", "translations/en.json"
SECTION_YAML: Final = (
    "ask:\n  fields:\n    query:\n      selector:\n        text:\n    advanced:\n"
    "      collapsed: true\n      fields:\n        depth:\n          selector:\n"
    "            text:\n"
)
MENU_STEP: Final = (
    "\n    async def async_step_menu(self, user_input=None):\n"
    '        return self.async_show_menu(menu_options=["user"])\n'
)
PROGRESS_STEP: Final = (
    "\n    async def async_step_pull(self, user_input=None):\n"
    '        return self.async_show_progress(progress_action="pulling")\n'
)
SENSOR_CLASS: Final = (
    '\nclass Answers(SensorEntity):\n    _attr_translation_key = "served"\n'
)
ISSUE_CALL: Final = '\ndef _issue(hass):\n    ir.async_create_issue(hass, DOMAIN, "x", translation_key="router_down")\n'
REGISTER_CALL: Final = "hass.services.async_register(DOMAIN, SERVICE_ASK, _ask)"
RECORDER_IMPORT: Final = "from homeassistant.components.recorder import get_instance\n"
OPAQUE: Final = (255, 255, 255, 255)

# fmt: off
CASES: Final = [
    # manifest.json
    Case("invalid-json", "manifest_json", write(M, "{not json"), "grounded_answers/manifest.json: Expecting"),
    Case("not-object", "manifest_json", write(M, "[]"), "manifest.json is not a JSON object"),
    Case("no-version", "manifest_json", drop_json_key(M, "version"), "lacks required key 'version'"),
    Case("no-issue-tracker", "manifest_json", drop_json_key(M, "issue_tracker"), "lacks required key 'issue_tracker'"),
    Case("unknown-key", "manifest_json", set_json(M, "homeassistant", value=True), "unknown key 'homeassistant'"),
    Case("order", "manifest_key_order", set_json(M, "bluetooth", []), "expected ['domain', 'name', 'after_dependencies', 'bluetooth',"),
    Case("domain", "manifest_values", set_json(M, "domain", "other"), "domain 'other' != directory 'grounded_answers'"),
    Case("name", "manifest_values", set_json(M, "name", ""), "name must be a non-empty string"),
    Case("owners-str", "manifest_values", set_json(M, "codeowners", "@a"), "codeowners must be a list of strings"),
    Case("owners-at", "manifest_values", set_json(M, "codeowners", ["a"]), "codeowners must be GitHub handles starting with '@'"),
    Case("iot-class", "manifest_values", set_json(M, "iot_class", "cloud"), "iot_class 'cloud' is not one of"),
    Case("type", "manifest_values", set_json(M, "integration_type", "virtual"), "integration_type 'virtual' is not one of"),
    Case("quality-scale", "manifest_values", set_json(M, "quality_scale", "diamond"), "quality_scale 'diamond' is not one of"),
    Case("bool", "manifest_values", set_json(M, "config_flow", "yes"), "config_flow must be a boolean"),
    Case("http", "manifest_urls", set_json(M, "documentation", "http://example.com/docs"), "documentation 'http://example.com/docs' is not an https URL"),
    Case("ha-docs", "manifest_urls", set_json(M, "documentation", "https://www.home-assistant.io/integrations/x"), "points at home-assistant.io"),
    Case("tracker", "manifest_urls", set_json(M, "issue_tracker", "tracker"), "issue_tracker 'tracker' is not an https URL"),
    Case("version", "manifest_version", set_json(M, "version", "latest"), "version 'latest' is not a valid version"),
    Case("version-int", "manifest_version", set_json(M, "version", 1), "version 1 is not a string"),
    Case("no-file", "manifest_config_flow", delete("config_flow.py"), "config_flow: true but config_flow.py is missing"),
    Case("undeclared", "manifest_config_flow", drop_json_key(M, "config_flow"), "manifest.json lacks config_flow: true"),
    Case("space", "manifest_requirements", set_json(M, "requirements", ["ollama >=0.6"]), "'ollama >=0.6' contains a space"),
    Case("format", "manifest_requirements", set_json(M, "requirements", ["==0.6"]), "'==0.6' is not in package==version format"),
    Case("version", "manifest_requirements", set_json(M, "requirements", ["ollama==abc"]), "'ollama==abc': cannot parse 'abc'"),
    Case("core-pin", "manifest_requirements", set_json(M, "requirements", ["ollama>=0.7"]), "'ollama>=0.7' excludes ollama=="),
    Case("installed", "manifest_requirements", set_json(M, "requirements", ["pytest<1"]), "'pytest<1' excludes installed"),
    Case("twice", "manifest_dependencies", set_json(M, "after_dependencies", ["conversation"]), "conversation is in both"),
    Case("unknown", "manifest_dependencies", set_json(M, "dependencies", ["no_such_thing"]), "dependency no_such_thing does not exist"),
    Case("self", "manifest_dependencies", set_json(M, "dependencies", [DOMAIN]), f"{DOMAIN} depends on itself"),
    Case("undeclared", "component_imports", append_text("__init__.py", RECORDER_IMPORT), "__init__.py uses component recorder"),
    Case("dropped-after-dependency", "component_imports", set_json(M, "after_dependencies", []), "uses component assist_pipeline"),
    Case("two", "repo_layout", write("/custom_components/other/manifest.json", "{}"), "holds integrations ['grounded_answers', 'other']"),
    # hacs.json, README.md, LICENSE
    Case("not-object", "hacs_json", write("/hacs.json", "[]"), "hacs.json is not a JSON object"),
    Case("missing", "hacs_json", delete("/hacs.json"), "hacs.json: [Errno 2]"),
    Case("unknown", "hacs_json", set_json("/hacs.json", "iot_class", value=True), "hacs.json has unknown key 'iot_class'"),
    Case("no-name", "hacs_json", drop_json_key("/hacs.json", "name"), "hacs.json lacks a name"),
    Case("zip", "hacs_json", set_json("/hacs.json", "zip_release", value=True), "zip_release needs a filename"),
    Case("future", "hacs_json", set_json("/hacs.json", "homeassistant", "2099.1.0"), "homeassistant 2099.1.0 is newer than the tested"),
    Case("garbage", "hacs_json", set_json("/hacs.json", "homeassistant", "soon"), "homeassistant 'soon' is not a version"),
    Case("type", "hacs_json", set_json("/hacs.json", "render_readme", "yes"), "render_readme must be bool"),
    Case("no-readme", "readme_and_license", delete("/README.md"), "README.md is missing or empty"),
    Case("not-mit", "readme_and_license", write("/LICENSE", "All rights reserved.\n"), "LICENSE lacks 'MIT License'"),
    # translations
    Case("no-en", "translation_files", delete(EN), "translations/en.json is missing"),
    Case("bad-json", "translation_files", write(DE, "{"), "translations/de.json: Expecting"),
    Case("not-object", "translation_files", write(DE, "[]"), "de.json is not a JSON object"),
    Case("strings-differ", "translation_files", set_json(EN, "options.step.init.title", "Other"), "strings.json and translations/en.json differ"),
    Case("top-level", "translation_strings", set_translation("unknown_block", "x"), "unknown top-level key 'unknown_block'"),
    Case("uppercase", "translation_strings", set_translation("config.error.Bad_Key", "x"), "config.error.Bad_Key: key is not"),
    Case("double", "translation_strings", set_translation("config.error.bad__key", "x"), "config.error.bad__key: key is not"),
    Case("leading", "translation_strings", set_translation("config.error._bad", "x"), "config.error._bad: key is not"),
    Case("reference", "translation_strings", set_translation("config.error.cannot_connect", "[%key:common::config_flow::error::cannot_connect%]"), "cannot_connect: [%key:...%] references"),
    Case("html", "translation_strings", set_translation("config.error.cannot_connect", "<b>Oops</b>"), "cannot_connect: contains HTML"),
    Case("space", "translation_strings", set_translation("config.error.cannot_connect", "Oops "), "cannot_connect: leading or trailing whitespace"),
    Case("quoted", "translation_strings", set_translation("config.error.cannot_connect", "Bad '{url}'"), "cannot_connect: placeholder in quotes"),
    Case("number", "translation_strings", set_translation("config.error.cannot_connect", 3), "cannot_connect: value is not a string"),
    Case("orphan", "translation_data_descriptions", set_translation("config.step.user.data_description.token", "Extra"), "translations/en.json: config.step.user.data_description.token has no data.token"),
    Case("missing", "translation_languages", drop_json_key(DE, "options"), "translations/de.json lacks options.step.init.title"),
    Case("extra", "translation_languages", set_json(DE, "title", "Zusatz"), "translations/de.json has extra title"),
    Case("step", "flow_keys_translated", drop_translation("config.step.user"), "config.step.user is not translated"),
    Case("options-step", "flow_keys_translated", drop_translation("options.step.init"), "options.step.init is not translated"),
    Case("error", "flow_keys_translated", drop_translation("config.error.cannot_connect"), "config.error.cannot_connect is not translated"),
    Case("abort", "flow_keys_translated", drop_translation("config.abort.already_configured"), "config.abort.already_configured is not translated"),
    Case("menu", "flow_keys_translated", append_text("config_flow.py", MENU_STEP), "options.step.menu.menu_options.user is not translated"),
    Case("progress", "flow_keys_translated", append_text("config_flow.py", PROGRESS_STEP), "options.progress.pulling is not translated"),
    Case("unused-error", "flow_translations_used", set_translation("config.error.timeout", "Gone."), "config.error.timeout is translated but never used"),
    Case("wrong-flow-abort", "flow_translations_used", set_translation("options.abort.already_configured", "Gone."), "options.abort.already_configured is translated but never used"),
    Case("unused-step", "flow_translations_used", set_translation("config.step.legacy", {"title": "Old"}), "config.step.legacy is translated but never used"),
    Case("no-flow", "flow_translations_used", set_translation("config_subentries.conversation", {"step": {}}), "no config_subentries.conversation flow exists"),
    Case("exception", "translation_keys_defined", drop_translation("exceptions.router_error"), "translation_key 'router_error' (exceptions) is not in"),
    Case("selector", "translation_keys_defined", drop_translation("selector.style"), "translation_key 'style' (selector) is not in"),
    Case("selector-option", "translation_keys_defined", drop_translation("selector.style.options.brief"), "selector.style.options.brief is not translated"),
    Case("selector-extra-option", "translation_keys_defined", set_translation("selector.style.options.loud", "Loud"), "selector.style.options.loud is translated but not an option"),
    Case("entity", "translation_keys_defined", append_text("__init__.py", SENSOR_CLASS), "translation_key 'served' (entity.*) is not in"),
    Case("issue", "translation_keys_defined", append_text("__init__.py", ISSUE_CALL), "translation_key 'router_down' (issues) is not in"),
    Case("exception", "translation_keys_used", set_translation("exceptions.stale", {"message": "Never raised."}), "exceptions.stale is translated but never used"),
    Case("entity", "translation_keys_used", set_translation("entity.sensor.stale", {"name": "Old"}), "entity.sensor.stale is translated but never used"),
    Case("selector", "translation_keys_used", set_translation("selector.stale", {"options": {}}), "selector.stale is translated but never used"),
    Case("issue", "translation_keys_used", set_translation("issues.stale", {"title": "Old"}), "issues.stale is translated but never used"),
    # services.yaml and icons.json
    Case("missing", "services_yaml", delete("services.yaml"), "registers services but has no (valid) services.yaml"),
    Case("invalid", "services_yaml", write("services.yaml", "ask: [\n"), "registers services but has no (valid) services.yaml"),
    Case("unlisted", "services_yaml", write("services.yaml", "other:\n"), "service ask is registered but not in services.yaml"),
    Case("unregistered", "services_yaml", write("services.yaml", SERVICES_YAML + "extra:\n"), "services.yaml describes extra but it is never registered"),
    Case("nothing-registers", "services_yaml", replace_text("__init__.py", REGISTER_CALL, "pass"), "services.yaml describes ['ask'] but nothing registers them"),
    Case("description", "service_descriptions", drop_translation("services.ask.description"), "service ask has no description"),
    Case("field-name", "service_descriptions", drop_translation("services.ask.fields.query.name"), "service ask field query has no name"),
    Case("section", "service_descriptions", write("services.yaml", SECTION_YAML), "service ask section advanced has no name"),
    Case("stale-service", "service_descriptions", set_translation("services.old", {"name": "Old", "description": "Gone."}), "services.old is translated but not in services.yaml"),
    Case("stale-field", "service_descriptions", set_translation("services.ask.fields.stale", {"name": "N", "description": "D"}), "services.ask.fields.stale is translated but not in"),
    Case("stale-section", "service_descriptions", set_translation("services.ask.sections.more", {"name": "More"}), "services.ask.sections.more is translated but not in"),
    Case("missing", "icons_json", delete("icons.json"), "service ask has no icon (icons.json is missing)"),
    Case("invalid", "icons_json", write("icons.json", "{"), "grounded_answers/icons.json: Expecting"),
    Case("not-object", "icons_json", write("icons.json", "[]"), "icons.json is not a JSON object"),
    Case("prefix", "icons_json", set_json("icons.json", "services.ask.service", "comment"), "services.ask.service = 'comment' is not an mdi: icon"),
    Case("no-icon", "icons_json", drop_json_key("icons.json", "services.ask"), "service ask has no icon in icons.json"),
    Case("stale", "icons_json", set_json("icons.json", "services.old", {"service": "mdi:x"}), "icons.json services.old is not a service"),
    Case("state-default", "icons_json", set_json("icons.json", "entity.sensor.served", {"default": "mdi:a", "state": {"on": "mdi:a"}}), "entity.sensor.served.state.on repeats the default icon"),
    # brand images, quality_scale.yaml
    Case("missing", "brand_images", delete("brand/icon.png"), "brand/icon.png is missing"),
    Case("icon-size", "brand_images", png("brand/icon.png", 128), "brand/icon.png is (128, 128), expected (256, 256)"),
    Case("icon2x-size", "brand_images", png("brand/icon@2x.png", 256), "brand/icon@2x.png is (256, 256), expected (512, 512)"),
    Case("opaque", "brand_images", png("brand/icon.png", 256, OPAQUE), "icon.png: has no transparent background"),
    Case("jpeg", "brand_images", jpeg("brand/icon.png", 256), "icon.png: is JPEG, not PNG"),
    Case("untrimmed", "brand_images", png("brand/icon.png", 256, disc=96), "icon.png: is not trimmed"),
    Case("empty", "brand_images", blank_png("brand/icon@2x.png", 512), "icon@2x.png: is empty"),
    Case("unreadable", "brand_images", write("brand/icon.png", "not an image"), "icon.png: cannot be read as an image"),
    Case("logo-size", "brand_images", png("brand/logo.png", 64), "brand/logo.png shortest side is not 128-256"),
    Case("unknown-name", "brand_images", png("brand/banner.png", 64), "brand/banner.png is not a brand image name"),
    Case("invalid-yaml", "quality_scale", write("quality_scale.yaml", "rules: [\n"), "quality_scale.yaml: while parsing"),
    Case("no-rules", "quality_scale", write("quality_scale.yaml", "brands: done\n"), "must have exactly one top-level key, rules"),
    Case("rules-list", "quality_scale", write("quality_scale.yaml", "rules: [brands]\n"), "rules must be a mapping"),
    Case("unknown", "quality_scale", write("quality_scale.yaml", "rules:\n  made-up-rule: done\n"), "unknown rule 'made-up-rule'"),
    Case("status", "quality_scale", write("quality_scale.yaml", "rules:\n  brands: maybe\n"), "brands status 'maybe' is not done/todo/exempt"),
    Case("exempt", "quality_scale", write("quality_scale.yaml", "rules:\n  brands: exempt\n"), "exempt rule brands needs a comment"),
    Case("extra-key", "quality_scale", write("quality_scale.yaml", "rules:\n  brands:\n    status: done\n    note: x\n"), "brands has keys other than status/comment"),
]
# fmt: on


@pytest.fixture
def valid_repo(tmp_path: Path) -> Repo:
    """Return a fresh copy of the minimal valid fake repository."""
    return build_valid_repo(tmp_path)


@pytest.mark.parametrize("name", sorted(CHECKS))
def test_valid_fake_repository(valid_repo: Repo, name: str) -> None:
    """The fake repository passes each check, so each failure below is the case's."""
    assert CHECKS[name](valid_repo) == []


@pytest.mark.parametrize(
    "case", CASES, ids=[f"{case.check}-{case.id}" for case in CASES]
)
def test_check_reports_broken_repository(valid_repo: Repo, case: Case) -> None:
    """The check reports the one thing broken in an otherwise valid repository."""
    case.mutate(valid_repo.root)
    problems = CHECKS[case.check](Repo(valid_repo.root))
    assert any(case.expect in problem for problem in problems), problems


def test_every_check_can_fail() -> None:
    """Every check has a case, and every case names a check (ids are unique)."""
    assert set(CHECKS) - {case.check for case in CASES} == set()
    assert {case.check for case in CASES} <= set(CHECKS)
    ids = [f"{case.check}-{case.id}" for case in CASES]
    assert len(ids) == len(set(ids))
