"""Offline stand-ins for hassfest and the HACS action (ha-conventions.md §4).

Upstream CI runs hassfest and ``hacs/action`` (``.github/workflows/validate.yml``);
neither runs offline, so this module re-implements the checks that apply to a custom
integration: manifest, ``hacs.json``, translations, services and icons, brand images,
README/LICENSE and ``quality_scale.yaml``, plus the cross-check that every translation
key the Python code uses exists and every key the translations define is used.

Every check is a function ``check_*(repo) -> list[str]`` returning its problems (empty
when fine). Three sets of tests run them:

* against this repository (the real verdict);
* against a small, valid synthetic repository built in ``tmp_path`` (each check passes);
* against that repository with one thing broken per case (each check can fail), with a
  meta-test that every check has at least one failing case.

The code analysis (flow steps, error and abort reasons, ``translation_key`` uses,
service registrations, ``homeassistant.components`` imports) parses the integration
with ``ast``; its own unit tests feed it inline snippets. Values are traced through
module constants, relative imports, local assignments, helper returns and parameters;
for this repository only, names are also resolved by importing the module (enum
members, computed lists).
"""

from __future__ import annotations

import ast
import importlib
import importlib.metadata
import io
import json
import re
import shutil
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

import homeassistant
import pytest
import yaml
from awesomeversion import (
    AwesomeVersion,
    AwesomeVersionException,
    AwesomeVersionStrategy,
)
from homeassistant.const import Platform
from homeassistant.const import __version__ as ha_version
from homeassistant.helpers.translation import async_get_translations
from homeassistant.requirements import DISCOVERY_INTEGRATIONS
from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name
from PIL import Image, ImageDraw

if TYPE_CHECKING:
    from homeassistant.core import HomeAssistant

# phcc finds custom integrations only once ``custom_components.<domain>`` has been
# imported (ha-conversation-api.md §13). A broken package must not hide every metadata
# verdict, so the import error is kept and reported by the runtime test alone.
try:
    import custom_components.grounded_answers  # noqa: F401
except Exception as err:  # noqa: BLE001 - any import failure is reported below
    _IMPORT_ERROR: Exception | None = err
else:
    _IMPORT_ERROR = None

DOMAIN: Final = "grounded_answers"
ROOT: Final = Path(__file__).resolve().parent.parent
HA_COMPONENTS_DIR: Final = Path(homeassistant.__file__).parent / "components"

# ------------------------------------------------------------------------------
# Reference data copied from hassfest and HACS (names only).
# ------------------------------------------------------------------------------

# hassfest CUSTOM_INTEGRATION_MANIFEST_SCHEMA (INTEGRATION_MANIFEST_SCHEMA + version,
# import_executor), cross-checked against homeassistant.loader.Manifest 2026.10.4.
# fmt: off
CUSTOM_INTEGRATION_MANIFEST_KEYS: Final = frozenset(
    {
        "domain", "name", "after_dependencies", "bluetooth", "codeowners",
        "config_flow", "dependencies", "dhcp", "disabled", "documentation", "homekit",
        "import_executor", "integration_type", "iot_class", "issue_tracker", "loggers",
        "mqtt", "preview_features", "quality_scale", "requirements",
        "single_config_entry", "ssdp", "usb", "version", "zeroconf",
    }
)
# fmt: on
# hassfest requires domain, name, documentation, codeowners, iot_class and (custom)
# version; HACS additionally requires issue_tracker.
REQUIRED_MANIFEST_KEYS: Final = (
    "domain",
    "name",
    "codeowners",
    "documentation",
    "iot_class",
    "issue_tracker",
    "version",
)
INTEGRATION_TYPES: Final = frozenset(
    {"device", "entity", "hardware", "helper", "hub", "service", "system"}
)
# fmt: off
IOT_CLASSES: Final = frozenset(
    {
        "assumed_state", "calculated", "cloud_polling", "cloud_push", "local_polling",
        "local_push",
    }
)
# fmt: on
MANIFEST_QUALITY_SCALES: Final = frozenset(
    {"bronze", "silver", "gold", "platinum", "custom", "no_score", "internal", "legacy"}
)
MANIFEST_LIST_KEYS: Final = (
    "after_dependencies",
    "codeowners",
    "dependencies",
    "loggers",
    "requirements",
)
MANIFEST_BOOL_KEYS: Final = ("config_flow", "import_executor", "single_config_entry")
VERSION_STRATEGIES: Final = [
    AwesomeVersionStrategy.CALVER,
    AwesomeVersionStrategy.SEMVER,
    AwesomeVersionStrategy.SIMPLEVER,
    AwesomeVersionStrategy.BUILDVER,
    AwesomeVersionStrategy.PEP440,
]
# hassfest requirements.py: the format check custom integrations get.
REQUIREMENT_PATTERN: Final = re.compile(
    r"^(?:--.+\s)?([-_\.\w\d\[\]]+)(==|>=|<=|~=|!=|<|>|===)*(.*)$"
)
VERSION_PART_PATTERN: Final = re.compile(r"^(==|>=|<=|~=|!=|<|>|===)?(.*)$")

# hassfest dependencies.py ALLOWED_USED_COMPONENTS: importable without being declared.
# fmt: off
ALLOWED_USED_COMPONENTS: Final = frozenset(
    {
        *(platform.value for platform in Platform),
        "alert", "automation", "conversation", "default_config", "device_automation",
        "frontend", "group", "homeassistant", "input_boolean", "input_button",
        "input_datetime", "input_number", "input_select", "input_text", "media_source",
        "onboarding", "panel_custom", "persistent_notification", "person", "script",
        "shopping_list", "sun", "system_health", "system_log", "timer", "webhook",
        "websocket_api", "zone", "mjpeg", "stream",
    }
)
# fmt: on

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

# Top-level keys of strings.json / translations/<lang>.json (hassfest translations.py).
# fmt: off
TRANSLATION_TOP_LEVEL_KEYS: Final = frozenset(
    {
        "application_credentials", "common", "config", "config_subentries",
        "conversation", "device", "device_automation", "entity", "entity_component",
        "exceptions", "issues", "options", "selector", "services", "system_health",
        "title",
    }
)
# fmt: on
TRANSLATION_KEY_PATTERN: Final = re.compile(r"^(?!.*__)(?![-_])[a-z0-9_-]+(?<![-_])$")
HTML_PATTERN: Final = re.compile(r"<[a-z].*?>", re.IGNORECASE)  # cv.string_with_no_html
QUOTED_PLACEHOLDER_PATTERN: Final = re.compile(r"""(['"])\{[^{}]*\}\1""")
# Translation blocks whose every key must be used by the Python code.
USED_KEY_BLOCKS: Final = ("exceptions", "entity", "selector", "issues")

# Integration Quality Scale rule names, bronze / silver / gold / platinum
# (ha-conventions.md §3).
# fmt: off
QUALITY_SCALE_RULES: Final = frozenset(
    {
        # Bronze
        "action-setup", "appropriate-polling", "brands", "common-modules",
        "config-flow", "config-flow-test-coverage", "dependency-transparency",
        "docs-actions", "docs-conditions", "docs-high-level-description",
        "docs-installation-instructions", "docs-removal-instructions", "docs-triggers",
        "entity-event-setup", "entity-unique-id", "has-entity-name", "runtime-data",
        "test-before-configure", "test-before-setup", "unique-config-entry",
        # Silver
        "action-exceptions", "config-entry-unloading", "docs-configuration-parameters",
        "docs-installation-parameters", "entity-unavailable", "integration-owner",
        "log-when-unavailable", "parallel-updates", "reauthentication-flow",
        "test-coverage",
        # Gold
        "devices", "diagnostics", "discovery", "discovery-update-info",
        "docs-data-update", "docs-examples", "docs-known-limitations",
        "docs-supported-devices", "docs-supported-functions", "docs-troubleshooting",
        "docs-use-cases", "dynamic-devices", "entity-category", "entity-device-class",
        "entity-disabled-by-default", "entity-translations", "exception-translations",
        "icon-translations", "reconfiguration-flow", "repair-issues", "stale-devices",
        # Platinum
        "async-dependency", "inject-websession", "strict-typing",
    }
)
# fmt: on
QUALITY_SCALE_STATUSES: Final = frozenset({"done", "todo", "exempt"})

# Brand image sizes (homeassistant/components/brands, HA brand guidelines).
ICON_SIZES: Final = {"icon.png": 256, "icon@2x.png": 512}
LOGO_SHORTEST_SIDE: Final = {"logo.png": (128, 256), "logo@2x.png": (256, 512)}
TRIMMED_SHARE: Final = 0.9  # the artwork spans at least this share of one side
MIT_MARKERS: Final = (
    "MIT License",
    "Permission is hereby granted, free of charge",
    'THE SOFTWARE IS PROVIDED "AS IS"',
)

# ------------------------------------------------------------------------------
# Static analysis of the integration's Python code.
# ------------------------------------------------------------------------------

SHOW_STEP_CALLS: Final = frozenset(
    {"async_show_form", "async_show_menu", "async_show_progress", "async_external_step"}
)
SERVICE_REGISTER_CALLS: Final = {
    # call name -> (positional index, keyword) of the service name
    "async_register": (1, "service"),
    "register": (1, "service"),
    "async_register_admin_service": (2, "service"),
    "async_register_platform_entity_service": (2, "service_name"),
    "async_register_entity_service": (0, "name"),
}
# Calls that abort with a fixed reason unless given another one (config_entries.py).
DEFAULT_ABORT_REASONS: Final = {
    "_abort_if_unique_id_configured": ("error", "already_configured"),
    "_abort_if_unique_id_mismatch": ("reason", "unique_id_mismatch"),
    "_async_abort_entries_match": (None, "already_configured"),
    "_async_handle_discovery_without_unique_id": (None, "already_configured"),
}
SHARED: Final = ""  # flow kind of module-level helpers in a flow module
EXCEPTION_SUFFIXES: Final = ("Error", "Exception", "NotReady", "Failed")

type RuntimeLookup = Callable[[str, list[str]], object]


@dataclass
class FlowUses:
    """What one kind of flow (config, options, a subentry type) shows and emits."""

    steps: set[str] = field(default_factory=set)
    errors: set[str] = field(default_factory=set)
    aborts: set[str] = field(default_factory=set)
    progress: set[str] = field(default_factory=set)
    menu_options: dict[str, set[str]] = field(default_factory=dict)
    step_methods: set[str] = field(default_factory=set)
    strings: set[str] = field(default_factory=set)


@dataclass
class CodeUses:
    """Everything the metadata checks need to know about the Python code."""

    flows: dict[str, FlowUses] = field(default_factory=dict)
    # (block, key): block is "exceptions", "entity.<platform>", "entity.*", "selector",
    # "issues" or "*" (a translation_key whose block could not be told).
    translation_keys: set[tuple[str, str]] = field(default_factory=set)
    selector_options: dict[str, set[str]] = field(default_factory=dict)
    services: list[str | None] = field(default_factory=list)  # None: name not resolved
    component_imports: set[tuple[str, str]] = field(default_factory=set)
    # String constants of the Home Assistant glue (top-level modules; the engine
    # package never imports Home Assistant, so it cannot look translations up).
    strings: set[str] = field(default_factory=set)

    def flow(self, kind: str) -> FlowUses:
        """Return the uses of one flow kind, creating them on first use."""
        return self.flows.setdefault(kind, FlowUses())


def _call_name(node: ast.Call) -> str | None:
    """Return the called function's own name: ``a.b.c(...)`` -> ``c``."""
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    if isinstance(node.func, ast.Name):
        return node.func.id
    return None


def _keyword(node: ast.Call, name: str) -> ast.expr | None:
    """Return the value of keyword argument ``name`` of a call, if given."""
    return next((kw.value for kw in node.keywords if kw.arg == name), None)


def _argument(node: ast.Call, index: int, name: str) -> ast.expr | None:
    """Return an argument given by keyword ``name`` or at position ``index``."""
    if (value := _keyword(node, name)) is not None:
        return value
    if len(node.args) > index and not isinstance(node.args[index], ast.Starred):
        return node.args[index]
    return None


def _dotted(node: ast.expr) -> list[str] | None:
    """Return ``["a", "b", "c"]`` for the expression ``a.b.c``."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.insert(0, node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        return [node.id, *parts]
    return None


def _string_constants(node: ast.AST) -> Iterator[str]:
    """Yield every string constant under ``node``, except bare (docstring) lines."""
    docstrings = {
        id(child.value)
        for child in ast.walk(node)
        if isinstance(child, ast.Expr) and isinstance(child.value, ast.Constant)
    }
    for child in ast.walk(node):
        if (
            isinstance(child, ast.Constant)
            and isinstance(child.value, str)
            and id(child) not in docstrings
        ):
            yield child.value


def _module_target(module: str, level: int, name: str | None) -> str | None:
    """Resolve a relative import in ``module`` (a relative path) to a relative path."""
    if level == 0:
        return None
    parts = list(Path(module).parent.parts)
    if level > 1:
        if level - 1 > len(parts):
            return None
        parts = parts[: len(parts) - (level - 1)]
    if name:
        parts.extend(name.split("."))
    return "/".join(parts)


class Resolver:
    """Resolve names in the integration's modules to string (or string list) values."""

    def __init__(
        self, trees: Mapping[str, ast.Module], runtime: RuntimeLookup | None = None
    ) -> None:
        """Index module-level constants and relative imports of every module."""
        self._runtime = runtime
        self._constants: dict[str, dict[str, ast.expr]] = {}
        self._imports: dict[str, dict[str, tuple[str, str | None]]] = {}
        modules = set(trees)
        for module, tree in trees.items():
            constants: dict[str, ast.expr] = {}
            imports: dict[str, tuple[str, str | None]] = {}
            for statement in tree.body:
                if isinstance(statement, ast.Assign):
                    for target in statement.targets:
                        if isinstance(target, ast.Name):
                            constants[target.id] = statement.value
                elif (
                    isinstance(statement, ast.AnnAssign)
                    and isinstance(statement.target, ast.Name)
                    and statement.value is not None
                ):
                    constants[statement.target.id] = statement.value
                elif isinstance(statement, ast.ImportFrom):
                    self._index_import(module, statement, modules, imports)
            self._constants[module] = constants
            self._imports[module] = imports

    @staticmethod
    def _index_import(
        module: str,
        statement: ast.ImportFrom,
        modules: set[str],
        imports: dict[str, tuple[str, str | None]],
    ) -> None:
        """Record ``from .x import y`` as local name -> (module path, name)."""
        base = _module_target(module, statement.level, statement.module)
        if base is None:
            return
        for alias in statement.names:
            local = alias.asname or alias.name
            as_module = f"{base}/{alias.name}".strip("/")
            if f"{as_module}.py" in modules or f"{as_module}/__init__.py" in modules:
                imports[local] = (_module_file(as_module, modules), None)
            else:
                imports[local] = (_module_file(base, modules), alias.name)

    def string(self, node: ast.expr | None, module: str) -> str | None:
        """Return the string ``node`` evaluates to, or None when unknown."""
        value = self.value(node, module)
        return value if isinstance(value, str) else None

    def strings(self, node: ast.expr | None, module: str) -> list[str] | None:
        """Return the list of strings ``node`` evaluates to, or None when unknown."""
        value = self.value(node, module)
        if isinstance(value, list) and all(isinstance(item, str) for item in value):
            return value
        return None

    def value(
        self, node: ast.expr | None, module: str, depth: int = 0
    ) -> str | list[Any] | None:
        """Evaluate a constant expression: strings, lists of them, names of them."""
        if node is None or depth > 10:
            return None
        if isinstance(node, ast.Constant):
            return node.value if isinstance(node.value, str) else None
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            items = [self.value(item, module, depth + 1) for item in node.elts]
            return None if any(item is None for item in items) else items
        dotted = _dotted(node)
        if dotted is None:
            return None
        static = self._static(dotted, module, depth)
        if static is not None:
            return static
        return self._from_runtime(module, dotted)

    def _static(
        self, dotted: list[str], module: str, depth: int
    ) -> str | list[Any] | None:
        """Follow a name through module constants and relative imports."""
        head, *rest = dotted
        if not rest and head in self._constants.get(module, {}):
            return self.value(self._constants[module][head], module, depth + 1)
        if head in self._imports.get(module, {}):
            target, name = self._imports[module][head]
            if name is not None and not rest:
                return self._static([name], target, depth + 1)
            if name is None and len(rest) == 1:
                return self._static(rest, target, depth + 1)
        return None

    def _from_runtime(self, module: str, dotted: list[str]) -> str | list[Any] | None:
        """Look a name up in the imported module (this repository only)."""
        if self._runtime is None:
            return None
        try:
            value = self._runtime(module, dotted)
        except Exception:  # noqa: BLE001 - unknown stays unknown
            return None
        return _plain(value)


def _plain(value: object) -> str | list[Any] | None:
    """Convert a runtime value (str, StrEnum, sequence of them) to plain strings."""
    if isinstance(value, str):
        return str(getattr(value, "value", value))
    if isinstance(value, list | tuple | set | frozenset):
        items = [_plain(item) for item in value]
        return None if any(item is None for item in items) else items
    return None


def _module_file(base: str, modules: set[str]) -> str:
    """Return the relative file path of the module at dotted-path-as-path ``base``."""
    if f"{base}.py" in modules:
        return f"{base}.py"
    return f"{base}/__init__.py".lstrip("/")


def _flow_kind_of_base(name: str) -> str | None:
    """Return the flow kind a base class name implies."""
    if name == "ConfigFlow":
        return "config"
    if name == "ConfigSubentryFlow":
        return "config_subentries"
    if "OptionsFlow" in name:
        return "options"
    return None


class _FlowClassIndex:
    """Map each flow class (module, name) to its kind, including subentry types."""

    def __init__(self, trees: Mapping[str, ast.Module], resolver: Resolver) -> None:
        """Classify every class by its bases and read the subentry type mapping."""
        self.kinds: dict[tuple[str, str], str] = {}
        subentry_types: dict[str, str] = {}
        for module, tree in trees.items():
            classes = {
                node.name: node for node in tree.body if isinstance(node, ast.ClassDef)
            }
            for name in classes:
                if kind := self._kind(name, classes, set()):
                    self.kinds[module, name] = kind
            for node in ast.walk(tree):
                if (
                    isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                    and node.name == "async_get_supported_subentry_types"
                ):
                    subentry_types.update(self._subentry_types(node, module, resolver))
        for key, kind in self.kinds.items():
            if kind == "config_subentries":
                subentry_type = subentry_types.get(key[1], "*")
                self.kinds[key] = f"config_subentries.{subentry_type}"

    def _kind(
        self, name: str, classes: Mapping[str, ast.ClassDef], seen: set[str]
    ) -> str | None:
        """Return the kind of class ``name``, following local base classes."""
        if name in seen:
            return None
        seen.add(name)
        for base in classes[name].bases:
            dotted = _dotted(base)
            if dotted is None:
                continue
            if kind := _flow_kind_of_base(dotted[-1]):
                return kind
            if dotted[-1] in classes and (
                kind := self._kind(dotted[-1], classes, seen)
            ):
                return kind
        return None

    @staticmethod
    def _subentry_types(
        function: ast.FunctionDef | ast.AsyncFunctionDef,
        module: str,
        resolver: Resolver,
    ) -> dict[str, str]:
        """Return subentry flow class name -> subentry type from the returned dict."""
        found: dict[str, str] = {}
        for node in ast.walk(function):
            if isinstance(node, ast.Return) and isinstance(node.value, ast.Dict):
                for key, value in zip(node.value.keys, node.value.values, strict=True):
                    subentry_type = resolver.string(key, module)
                    dotted = _dotted(value)
                    if subentry_type and dotted:
                        found[dotted[-1]] = subentry_type
        return found


type Scope = ast.FunctionDef | ast.AsyncFunctionDef
MAX_TRACE_DEPTH: Final = 12


def _own_nodes(scope: ast.AST) -> Iterator[ast.AST]:
    """Yield the nodes of a function body, not descending into nested functions."""
    stack = list(ast.iter_child_nodes(scope))
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            stack.extend(ast.iter_child_nodes(node))


def _parameters(scope: Scope) -> list[str]:
    """Return a function's positional-or-keyword parameter names, ``self`` dropped."""
    names = [arg.arg for arg in [*scope.args.posonlyargs, *scope.args.args]]
    return names[1:] if names and names[0] in {"self", "cls"} else names


class _ValueTracer:
    """Trace which strings an expression may carry within one module.

    Follows module constants (through the Resolver), local assignments (including tuple
    unpacking and ``:=``), the return statements of called module functions and methods,
    and parameters back to the arguments at the function's call sites.
    """

    def __init__(self, module: str, tree: ast.Module, resolver: Resolver) -> None:
        """Index the module's functions, methods and calls."""
        self.module = module
        self.resolver = resolver
        self.functions: dict[str, Scope] = {}
        self.methods: dict[str, Scope] = {}
        self.calls: dict[str, list[tuple[ast.Call, Scope | None]]] = {}
        for node in tree.body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                self.functions[node.name] = node
            elif isinstance(node, ast.ClassDef):
                self.methods.update(
                    (item.name, item)
                    for item in node.body
                    if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
                )
        self._index_calls(tree, None)

    def _index_calls(self, node: ast.AST, scope: Scope | None) -> None:
        """Record every call with the function it is made in."""
        for child in ast.iter_child_nodes(node):
            inner = (
                child
                if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
                else scope
            )
            if isinstance(child, ast.Call) and (name := _call_name(child)):
                self.calls.setdefault(name, []).append((child, scope))
            self._index_calls(child, inner)

    def values(  # noqa: PLR0911 - one return per expression kind
        self,
        node: ast.expr | None,
        scope: Scope | None,
        index: int | None = None,
        depth: int = 0,
    ) -> set[str]:
        """Return the strings ``node`` may carry (element ``index`` of a tuple)."""
        if node is None or depth > MAX_TRACE_DEPTH:
            return set()
        depth += 1
        match node:
            case ast.Constant(value=str() as value):
                return {value}
            case ast.Await(value=inner):
                return self.values(inner, scope, index, depth)
            case ast.IfExp(body=body, orelse=orelse):
                return self.values(body, scope, index, depth) | self.values(
                    orelse, scope, index, depth
                )
            case ast.BoolOp(values=items):
                return set().union(
                    *(self.values(v, scope, index, depth) for v in items)
                )
            case ast.Tuple(elts=items) | ast.List(elts=items) if index is not None:
                return (
                    self.values(items[index], scope, None, depth)
                    if index < len(items)
                    else set()
                )
            case ast.Dict(values=items):
                return set().union(*(self.values(v, scope, None, depth) for v in items))
            case ast.Call():
                return self._returns(node, scope, index, depth)
            case ast.Name(id=name) if scope is not None and self._is_local(name, scope):
                return self._locals(name, scope, index, depth)
        resolved = self.resolver.string(node, self.module)
        return {resolved} if resolved else set()

    @staticmethod
    def _is_local(name: str, scope: Scope) -> bool:
        """Return whether ``name`` is a parameter or assigned in ``scope``."""
        if name in _parameters(scope) or name in {a.arg for a in scope.args.kwonlyargs}:
            return True
        return any(
            isinstance(node, ast.Name)
            and node.id == name
            and isinstance(node.ctx, ast.Store)
            for node in _own_nodes(scope)
        )

    def _locals(
        self, name: str, scope: Scope, index: int | None, depth: int
    ) -> set[str]:
        """Trace a local name through its assignments, or a parameter to its callers."""
        found: set[str] = set()
        for node in _own_nodes(scope):
            targets: list[ast.expr] = []
            value: ast.expr | None = None
            if isinstance(node, ast.Assign):
                targets, value = node.targets, node.value
            elif isinstance(node, ast.AnnAssign | ast.NamedExpr):
                targets, value = [node.target], node.value
            for target in targets:
                if isinstance(target, ast.Name) and target.id == name:
                    found |= self.values(value, scope, index, depth)
                elif isinstance(target, ast.Tuple | ast.List):
                    for position, element in enumerate(target.elts):
                        if isinstance(element, ast.Name) and element.id == name:
                            found |= self.values(value, scope, position, depth)
        return found | self._arguments(name, scope, index, depth)

    def _arguments(
        self, name: str, scope: Scope, index: int | None, depth: int
    ) -> set[str]:
        """Trace parameter ``name`` of ``scope`` to the arguments its callers pass."""
        found: set[str] = set()
        for call, caller in self.argument_sites(name, scope):
            found |= self.values(call, caller, index, depth)
        return found

    def argument_sites(
        self, name: str, scope: Scope
    ) -> list[tuple[ast.expr, Scope | None]]:
        """Return (argument, caller scope) for parameter ``name`` at each call site."""
        parameters = _parameters(scope)
        keyword_only = {a.arg for a in scope.args.kwonlyargs}
        if name not in parameters and name not in keyword_only:
            return []
        sites: list[tuple[ast.expr, Scope | None]] = []
        for call, caller in self.calls.get(scope.name, []):
            position = parameters.index(name) if name in parameters else -1
            argument = _keyword(call, name)
            if argument is None and 0 <= position < len(call.args):
                argument = call.args[position]
            if argument is not None and not isinstance(argument, ast.Starred):
                sites.append((argument, caller))
        return sites

    def _returns(
        self, call: ast.Call, scope: Scope | None, index: int | None, depth: int
    ) -> set[str]:
        """Trace a call to a module function or ``self`` method to its return values."""
        callee: Scope | None = None
        if isinstance(call.func, ast.Name):
            callee = self.functions.get(call.func.id)
        elif (
            isinstance(call.func, ast.Attribute)
            and isinstance(call.func.value, ast.Name)
            and call.func.value.id in {"self", "cls"}
        ):
            callee = self.methods.get(call.func.attr)
        if callee is None:
            resolved = self.resolver.string(call, self.module)
            return {resolved} if resolved else set()
        return set().union(
            *(
                self.values(node.value, callee, index, depth)
                for node in _own_nodes(callee)
                if isinstance(node, ast.Return)
            )
        )


class _ModuleAnalyzer(ast.NodeVisitor):
    """Collect translation-relevant uses from one module."""

    def __init__(
        self,
        module: str,
        tree: ast.Module,
        uses: CodeUses,
        resolver: Resolver,
        flow_classes: _FlowClassIndex,
    ) -> None:
        """Analyse ``module`` into ``uses``."""
        self.module = module
        self.uses = uses
        self.resolver = resolver
        self.tracer = _ValueTracer(module, tree, resolver)
        self.flow_classes = flow_classes
        self.is_flow_module = any(key[0] == module for key in flow_classes.kinds)
        stem = Path(module).stem
        platforms = {platform.value for platform in Platform}
        self.platform = stem if "/" not in module and stem in platforms else "*"
        self.kind: str | None = None  # flow kind of the class being visited
        self.scope: Scope | None = None  # the function being visited

    # -- scopes ------------------------------------------------------------------------

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        """Enter a class; flow classes route their finds to their flow kind."""
        outer = self.kind
        kind = self.flow_classes.kinds.get((self.module, node.name))
        if kind is not None:
            self.kind = kind
            flow = self.uses.flow(kind)
            flow.strings.update(_string_constants(node))
            flow.step_methods.update(
                item.name.removeprefix("async_step_")
                for item in node.body
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
                and item.name.startswith("async_step_")
            )
        self.generic_visit(node)
        self.kind = outer

    def visit_FunctionDef(self, node: Scope) -> None:
        """Remember the enclosing function (its name implies a default step id)."""
        outer = self.scope
        self.scope = node
        if self.kind is None and self.is_flow_module:
            self.uses.flow(SHARED).strings.update(_string_constants(node))
        self.generic_visit(node)
        self.scope = outer

    visit_AsyncFunctionDef = visit_FunctionDef  # noqa: N815 - ast.NodeVisitor protocol

    def visit_If(self, node: ast.If) -> None:
        """Skip ``if TYPE_CHECKING:`` blocks for imports, as hassfest does."""
        if isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            return
        self.generic_visit(node)

    @property
    def _flow(self) -> FlowUses | None:
        """Return the flow uses the current scope emits into, if any."""
        if self.kind is not None:
            return self.uses.flow(self.kind)
        if self.is_flow_module and self.scope is not None:
            return self.uses.flow(SHARED)
        return None

    def _values(self, node: ast.expr | None, index: int | None = None) -> set[str]:
        """Return the strings an expression in the current scope may carry."""
        return self.tracer.values(node, self.scope, index)

    # -- imports -----------------------------------------------------------------------

    def visit_Import(self, node: ast.Import) -> None:
        """Record ``import homeassistant.components.x``."""
        for alias in node.names:
            if alias.name.startswith("homeassistant.components."):
                self.uses.component_imports.add((self.module, alias.name.split(".")[2]))

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        """Record ``from homeassistant.components(.x) import y``."""
        if node.module is None or node.level:
            return
        if node.module == "homeassistant.components.http.auth" and [
            alias.name for alias in node.names
        ] == ["async_sign_path"]:
            return
        if node.module.startswith("homeassistant.components."):
            self.uses.component_imports.add((self.module, node.module.split(".")[2]))
        elif node.module == "homeassistant.components":
            for alias in node.names:
                self.uses.component_imports.add((self.module, alias.name))

    # -- assignments -------------------------------------------------------------------

    def visit_Assign(self, node: ast.Assign) -> None:
        """Record error keys and entity translation keys set by assignment."""
        for target in node.targets:
            self._assignment(target, node.value)
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        """Record annotated assignments like ``errors: dict[str, str] = {...}``."""
        if node.value is not None:
            self._assignment(node.target, node.value)
        self.generic_visit(node)

    def _assignment(self, target: ast.expr, value: ast.expr) -> None:
        """Handle one ``target = value``."""
        if isinstance(target, ast.Tuple | ast.List):
            flow = self._flow
            for position, element in enumerate(target.elts):
                name = (_dotted(element) or [""])[-1]
                if flow is not None and name.endswith("errors"):
                    flow.errors |= self._values(value, position)
            return
        dotted = _dotted(target.value if isinstance(target, ast.Subscript) else target)
        name = dotted[-1] if dotted else ""
        if name == "_attr_translation_key" and not isinstance(target, ast.Subscript):
            self.uses.translation_keys.update(
                (f"entity.{self.platform}", key) for key in self._values(value)
            )
            return
        flow = self._flow
        if flow is not None and name.endswith("errors"):
            flow.errors |= self._values(value)

    # -- calls -------------------------------------------------------------------------

    def visit_Call(self, node: ast.Call) -> None:
        """Record steps, errors, aborts, translation keys and service registrations."""
        name = _call_name(node)
        if name is not None:
            self._flow_call(name, node)
            self._translation_key_call(name, node)
            self._service_call(name, node)
        self.generic_visit(node)

    def _flow_call(self, name: str, node: ast.Call) -> None:
        """Record what a flow-helper call shows or aborts with."""
        flow = self._flow
        if flow is None:
            return
        if name in SHOW_STEP_CALLS:
            self._show_step(name, node, flow)
        elif name in {"async_abort", "AbortFlow"}:
            if not self._foreign_translation_domain(node):
                flow.aborts |= self._values(_argument(node, 0, "reason"))
        elif name in DEFAULT_ABORT_REASONS:
            keyword, default = DEFAULT_ABORT_REASONS[name]
            given = _keyword(node, keyword) if keyword else None
            flow.aborts |= self._values(given) if given is not None else {default}
        elif name in {"async_update_reload_and_abort", "async_update_and_abort"}:
            # Without a reason these abort with Home Assistant's own translation.
            flow.aborts |= self._values(_keyword(node, "reason"))

    def _show_step(self, name: str, node: ast.Call, flow: FlowUses) -> None:
        """Record a shown step, its errors, menu options and progress action."""
        step_node = _keyword(node, "step_id")
        steps = self._values(step_node)
        if step_node is None and self.scope is not None:
            steps = {self.scope.name.removeprefix("async_step_")}
        flow.steps |= steps
        flow.errors |= self._values(_keyword(node, "errors"))
        if name == "async_show_menu":
            menu = _keyword(node, "menu_options")
            if isinstance(menu, ast.Dict):
                menu = ast.List(elts=[key for key in menu.keys if key is not None])
            options = self.resolver.strings(menu, self.module) or []
            for step in steps:
                flow.menu_options.setdefault(step, set()).update(options)
        if name == "async_show_progress":
            flow.progress |= self._values(_keyword(node, "progress_action"))

    def _foreign_translation_domain(self, node: ast.Call) -> bool:
        """Return whether a call names another integration's translations."""
        domain = _keyword(node, "translation_domain")
        if domain is None:
            return False
        value = self.resolver.string(domain, self.module)
        return value is not None and value != DOMAIN

    def _translation_key_call(self, name: str, node: ast.Call) -> None:
        """Record a ``translation_key=...`` argument in the block it belongs to."""
        key_node = _keyword(node, "translation_key")
        if key_node is None or self._foreign_translation_domain(node):
            return
        if name.endswith(("SelectorConfig", "Selector")):
            self._selector(node, key_node)
            return
        if name in {"async_create_issue", "create_issue"}:
            block = "issues"
        elif name.endswith("Description"):
            block = f"entity.{self.platform}"
        elif _keyword(node, "translation_domain") is not None or name.endswith(
            EXCEPTION_SUFFIXES
        ):
            block = "exceptions"
        else:
            block = "*"
        self.uses.translation_keys.update(
            (block, key) for key in self._values(key_node)
        )

    def _selector(self, node: ast.Call, key_node: ast.expr) -> None:
        """Record a selector's translation key with its options, per call site."""
        options_node = _keyword(node, "options")
        bindings: list[tuple[ast.expr, ast.expr | None, Scope | None]] = [
            (key_node, options_node, self.scope)
        ]
        if isinstance(key_node, ast.Name) and self.scope is not None:
            sites = self.tracer.argument_sites(key_node.id, self.scope)
            option_sites = (
                self.tracer.argument_sites(options_node.id, self.scope)
                if isinstance(options_node, ast.Name)
                else []
            )
            if sites:
                bindings = [
                    (
                        key,
                        option_sites[i][0] if i < len(option_sites) else options_node,
                        scope,
                    )
                    for i, (key, scope) in enumerate(sites)
                ]
        for key_expr, options_expr, scope in bindings:
            for key in self.tracer.values(key_expr, scope):
                self.uses.translation_keys.add(("selector", key))
                options = self._selector_options(options_expr)
                self.uses.selector_options.setdefault(key, set()).update(options)

    def _selector_options(self, node: ast.expr | None) -> set[str]:
        """Return the option values of a select selector, where they can be told."""
        if node is None:
            return set()
        if values := self.resolver.strings(node, self.module):
            return set(values)
        found: set[str] = set()
        for item in node.elts if isinstance(node, ast.List | ast.Tuple) else []:
            value_node: ast.expr | None = None
            if isinstance(item, ast.Call):
                value_node = _keyword(item, "value")
            elif isinstance(item, ast.Dict):
                value_node = next(
                    (
                        value
                        for key, value in zip(item.keys, item.values, strict=True)
                        if isinstance(key, ast.Constant) and key.value == "value"
                    ),
                    None,
                )
            if value := self.resolver.string(value_node, self.module):
                found.add(value)
        return found

    def _service_call(self, name: str, node: ast.Call) -> None:
        """Record a service registration and the service's name."""
        if name not in SERVICE_REGISTER_CALLS:
            return
        if name in {"async_register", "register"}:
            receiver = (
                _dotted(node.func.value)
                if isinstance(node.func, ast.Attribute)
                else None
            )
            if not receiver or receiver[-1] != "services":
                return
        index, keyword = SERVICE_REGISTER_CALLS[name]
        self.uses.services.append(
            self.resolver.string(_argument(node, index, keyword), self.module)
        )


def analyze_sources(
    sources: Mapping[str, str], runtime: RuntimeLookup | None = None
) -> CodeUses:
    """Analyse the integration's modules, given as relative path -> source text."""
    trees = {
        module: ast.parse(text, filename=module) for module, text in sources.items()
    }
    resolver = Resolver(trees, runtime)
    flow_classes = _FlowClassIndex(trees, resolver)
    uses = CodeUses()
    for module, tree in trees.items():
        if "/" not in module:
            uses.strings.update(_string_constants(tree))
        _ModuleAnalyzer(module, tree, uses, resolver, flow_classes).visit(tree)
    return uses


# ------------------------------------------------------------------------------
# The repository under test.
# ------------------------------------------------------------------------------


def _flatten(tree: object, prefix: str = "") -> dict[str, object]:
    """Flatten nested dicts to ``{"a.b.c": leaf}``."""
    if not isinstance(tree, dict):
        return {prefix: tree}
    flat: dict[str, object] = {}
    for key, value in tree.items():
        flat.update(_flatten(value, f"{prefix}.{key}" if prefix else str(key)))
    return flat


def _dig(tree: object, *path: str) -> Any:
    """Return ``tree[path[0]][path[1]]...``, or None when any level is missing."""
    for part in path:
        if not isinstance(tree, dict) or part not in tree:
            return None
        tree = tree[part]
    return tree


def _dict_at(tree: object, *path: str) -> dict[str, Any]:
    """Return the dict at ``path``, or an empty dict."""
    found = _dig(tree, *path)
    return found if isinstance(found, dict) else {}


def _yaml_selectors(tree: object) -> Iterator[tuple[str, set[str]]]:
    """Yield (translation_key, option values) of every selector in services.yaml."""
    if isinstance(tree, dict):
        if isinstance(key := tree.get("translation_key"), str):
            options = tree.get("options") or []
            yield (
                key,
                {
                    str(item.get("value") if isinstance(item, dict) else item)
                    for item in (options if isinstance(options, list) else [])
                },
            )
        for value in tree.values():
            yield from _yaml_selectors(value)
    elif isinstance(tree, list):
        for item in tree:
            yield from _yaml_selectors(item)


class JsonError(Exception):
    """A JSON file could not be read or parsed."""


@dataclass
class Repo:
    """A checkout of this project (or a synthetic one), read lazily."""

    root: Path
    domain: str = DOMAIN
    importable: bool = False  # whether names may be resolved by importing the package

    @property
    def integration_dir(self) -> Path:
        """Return ``custom_components/<domain>``."""
        return self.root / "custom_components" / self.domain

    def json(self, path: Path) -> Any:
        """Return parsed JSON, or raise JsonError naming the file."""
        try:
            return json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as err:
            raise JsonError(f"{path.relative_to(self.root)}: {err}") from err

    def json_or_none(self, path: Path) -> Any:
        """Return parsed JSON, or None when the file is missing or invalid."""
        try:
            return self.json(path)
        except JsonError:
            return None

    @cached_property
    def manifest(self) -> dict[str, Any]:
        """Return manifest.json (empty when unreadable)."""
        manifest = self.json_or_none(self.integration_dir / "manifest.json")
        return manifest if isinstance(manifest, dict) else {}

    @cached_property
    def en(self) -> dict[str, Any]:
        """Return translations/en.json (empty when unreadable)."""
        en = self.json_or_none(self.integration_dir / "translations" / "en.json")
        return en if isinstance(en, dict) else {}

    @property
    def translation_files(self) -> list[Path]:
        """Return strings.json (if any) and every translations/*.json."""
        files = sorted((self.integration_dir / "translations").glob("*.json"))
        strings = self.integration_dir / "strings.json"
        return [strings, *files] if strings.is_file() else files

    @cached_property
    def services_yaml(self) -> dict[str, Any] | None:
        """Return services.yaml, {} when empty, None when absent or invalid."""
        path = self.integration_dir / "services.yaml"
        if not path.is_file():
            return None
        try:
            loaded = yaml.safe_load(path.read_text(encoding="utf-8"))
        except yaml.YAMLError:
            return None
        if loaded is None:
            return {}
        return loaded if isinstance(loaded, dict) else None

    @cached_property
    def sources(self) -> dict[str, str]:
        """Return every Python module of the integration: relative path -> text."""
        return {
            path.relative_to(self.integration_dir).as_posix(): path.read_text(
                encoding="utf-8"
            )
            for path in sorted(self.integration_dir.rglob("*.py"))
            if "__pycache__" not in path.parts
        }

    @cached_property
    def uses(self) -> CodeUses:
        """Return the analysis of the Python code, plus services.yaml's selectors."""
        uses = analyze_sources(self.sources, self._runtime if self.importable else None)
        for key, options in _yaml_selectors(self.services_yaml or {}):
            uses.translation_keys.add(("selector", key))
            uses.selector_options.setdefault(key, set()).update(options)
        return uses

    def _runtime(self, module: str, dotted: list[str]) -> object:
        """Import ``module`` of the package and follow ``dotted`` in it."""
        name = module.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
        package = f"custom_components.{self.domain}"
        value: object = importlib.import_module(
            package if name == "__init__" else f"{package}.{name}"
        )
        for part in dotted:
            value = getattr(value, part)
        return value


REPO: Final = Repo(ROOT, importable=True)

type Check = Callable[[Repo], list[str]]
CHECKS: dict[str, Check] = {}


def check(function: Check) -> Check:
    """Register a metadata check under its name without the ``check_`` prefix."""
    CHECKS[function.__name__.removeprefix("check_")] = function
    return function


# ------------------------------------------------------------------------------
# (1) manifest.json
# ------------------------------------------------------------------------------


@check
def check_manifest_json(repo: Repo) -> list[str]:
    """manifest.json exists, is a JSON object, has the required keys and no others."""
    try:
        manifest = repo.json(repo.integration_dir / "manifest.json")
    except JsonError as err:
        return [str(err)]
    if not isinstance(manifest, dict):
        return ["manifest.json is not a JSON object"]
    problems = [
        f"manifest.json lacks required key {key!r}"
        for key in REQUIRED_MANIFEST_KEYS
        if key not in manifest
    ]
    problems += [
        f"manifest.json has unknown key {key!r}"
        for key in manifest
        if key not in CUSTOM_INTEGRATION_MANIFEST_KEYS
    ]
    return problems


@check
def check_manifest_key_order(repo: Repo) -> list[str]:
    """Keys are ordered domain, name, then alphabetically (hassfest sort_manifest)."""
    keys = list(repo.manifest)
    order = {"domain": ".domain", "name": ".name"}
    expected = sorted(keys, key=lambda key: order.get(key, key))
    if keys != expected:
        return [f"manifest.json keys are {keys}, expected {expected}"]
    return []


@check
def check_manifest_values(repo: Repo) -> list[str]:
    """Check the domain matches the directory, and value types and enumerations."""
    manifest = repo.manifest
    problems: list[str] = []
    if manifest.get("domain") != repo.integration_dir.name:
        problems.append(
            f"domain {manifest.get('domain')!r} != directory "
            f"{repo.integration_dir.name!r}"
        )
    if not isinstance(manifest.get("name"), str) or not manifest.get("name"):
        problems.append("name must be a non-empty string")
    for key in MANIFEST_LIST_KEYS:
        value = manifest.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            problems.append(f"{key} must be a list of strings")
    if not all(owner.startswith("@") for owner in manifest.get("codeowners", []) or []):
        problems.append("codeowners must be GitHub handles starting with '@'")
    problems += [
        f"{key} must be a boolean"
        for key in MANIFEST_BOOL_KEYS
        if key in manifest and not isinstance(manifest[key], bool)
    ]
    enums = (
        ("iot_class", IOT_CLASSES),
        ("integration_type", INTEGRATION_TYPES),
        ("quality_scale", MANIFEST_QUALITY_SCALES),
    )
    problems += [
        f"{key} {manifest[key]!r} is not one of {sorted(allowed)}"
        for key, allowed in enums
        if key in manifest and manifest[key] not in allowed
    ]
    return problems


@check
def check_manifest_urls(repo: Repo) -> list[str]:
    """Check documentation and issue_tracker are https URLs off home-assistant.io."""
    problems: list[str] = []
    for key in ("documentation", "issue_tracker"):
        url = repo.manifest.get(key)
        if not isinstance(url, str) or not re.match(
            r"^https://[^/\s]+\.[^/\s]+(/\S*)?$", url
        ):
            problems.append(f"{key} {url!r} is not an https URL")
        elif re.match(r"^https://(www\.)?home-assistant\.io/", url):
            problems.append(f"{key} {url!r} points at home-assistant.io")
    return problems


@check
def check_manifest_version(repo: Repo) -> list[str]:
    """Check version parses as CalVer, SemVer, SimpleVer, BuildVer or PEP 440."""
    version = repo.manifest.get("version")
    if not isinstance(version, str):
        return [f"version {version!r} is not a string"]
    try:
        AwesomeVersion(version, ensure_strategy=VERSION_STRATEGIES)
    except AwesomeVersionException:
        return [f"version {version!r} is not a valid version"]
    return []


@check
def check_manifest_config_flow(repo: Repo) -> list[str]:
    """``config_flow: true`` exactly when config_flow.py exists."""
    declared = repo.manifest.get("config_flow", False) is True
    exists = (repo.integration_dir / "config_flow.py").is_file()
    if declared and not exists:
        return ["manifest.json has config_flow: true but config_flow.py is missing"]
    if exists and not declared:
        return ["config_flow.py exists but manifest.json lacks config_flow: true"]
    return []


@cache
def _core_pins(package: str) -> dict[str, str]:
    """Return where Home Assistant pins ``package``: source -> pinned version."""
    pins: dict[str, str] = {}
    sources = [HA_COMPONENTS_DIR.parent / "package_constraints.txt"]
    for manifest_path in sorted(HA_COMPONENTS_DIR.glob("*/manifest.json")):
        requirements = json.loads(manifest_path.read_text()).get("requirements", [])
        for line in requirements:
            pins.update(_pin(line, package, manifest_path.parent.name))
    for path in sources:
        if path.is_file():
            for line in path.read_text().splitlines():
                pins.update(_pin(line, package, path.name))
    return pins


def _pin(line: str, package: str, source: str) -> dict[str, str]:
    """Return {source: version} when ``line`` pins ``package`` with ``==``."""
    try:
        requirement = Requirement(line.split("#", 1)[0].strip())
    except InvalidRequirement:
        return {}
    if canonicalize_name(requirement.name) != package:
        return {}
    pinned = [spec.version for spec in requirement.specifier if spec.operator == "=="]
    return {source: pinned[0]} if pinned else {}


@check
def check_manifest_requirements(repo: Repo) -> list[str]:
    """Check requirements are well-formed and admit core's pins and the installed."""
    problems: list[str] = []
    for line in repo.manifest.get("requirements", []) or []:
        if " " in line:
            problems.append(f"requirement {line!r} contains a space")
            continue
        match = REQUIREMENT_PATTERN.match(line)
        if match is None:
            problems.append(f"requirement {line!r} is not in package==version format")
            continue
        for part in (match.group(3) or "").split(","):
            version = VERSION_PART_PATTERN.match(part)
            if version and version.group(2):
                parsed = AwesomeVersion(version.group(2))
                if parsed.strategy == AwesomeVersionStrategy.UNKNOWN:
                    problems.append(f"requirement {line!r}: cannot parse {part!r}")
        try:
            requirement = Requirement(line)
        except InvalidRequirement as err:
            problems.append(f"requirement {line!r}: {err}")
            continue
        package = canonicalize_name(requirement.name)
        problems += [
            f"requirement {line!r} excludes {package}=={pinned} pinned by {source}"
            for source, pinned in _core_pins(package).items()
            if not requirement.specifier.contains(pinned, prereleases=True)
        ]
        try:
            installed = importlib.metadata.version(requirement.name)
        except importlib.metadata.PackageNotFoundError:
            continue
        if not requirement.specifier.contains(installed, prereleases=True):
            problems.append(f"requirement {line!r} excludes installed {installed}")
    return problems


@check
def check_manifest_dependencies(repo: Repo) -> list[str]:
    """Dependencies exist, are not listed twice, and do not name the integration."""
    manifest = repo.manifest
    dependencies = manifest.get("dependencies", []) or []
    after = manifest.get("after_dependencies", []) or []
    siblings = {
        path.name for path in repo.integration_dir.parent.iterdir() if path.is_dir()
    }
    problems = [
        f"{dependency} is in both dependencies and after_dependencies"
        for dependency in dependencies
        if dependency in after
    ]
    for dependency in [*dependencies, *after]:
        if dependency == repo.domain:
            problems.append(f"{dependency} depends on itself")
        elif (
            not (HA_COMPONENTS_DIR / dependency).is_dir() and dependency not in siblings
        ):
            problems.append(f"dependency {dependency} does not exist")
    return problems


@check
def check_component_imports(repo: Repo) -> list[str]:
    """Check imported ``homeassistant.components.X`` are declared (as hassfest)."""
    manifest = repo.manifest
    allowed = (
        set(ALLOWED_USED_COMPONENTS)
        | set(manifest.get("dependencies", []) or [])
        | set(manifest.get("after_dependencies", []) or [])
        | {repo.domain}
    )
    if "bluetooth_adapters" in allowed:
        allowed.add("bluetooth")
    for domain, keys in DISCOVERY_INTEGRATIONS.items():
        if any(key in manifest for key in keys):
            allowed.add(domain)
    problems: list[str] = []
    for module, reference in sorted(repo.uses.component_imports):
        if reference in allowed:
            continue
        parts = Path(module).parts
        location = Path(module).stem if len(parts) == 1 else parts[0]
        if (HA_COMPONENTS_DIR / location).is_dir():
            # A platform of another integration may import that integration.
            if location == reference:
                continue
        elif (repo.integration_dir / f"{reference}.py").is_file() or (
            repo.integration_dir / reference
        ).is_dir():
            continue
        problems.append(
            f"{module} uses component {reference} but it is not in dependencies "
            "or after_dependencies"
        )
    return problems


@check
def check_repo_layout(repo: Repo) -> list[str]:
    """Check custom_components/ holds exactly our integration (HACS structure)."""
    parent = repo.integration_dir.parent
    integrations = sorted(
        path.name for path in parent.glob("*") if (path / "manifest.json").is_file()
    )
    if integrations != [repo.domain]:
        return [
            f"custom_components/ holds integrations {integrations}, "
            f"expected [{repo.domain!r}]"
        ]
    return []


# ------------------------------------------------------------------------------
# (2) hacs.json
# ------------------------------------------------------------------------------


@check
def check_hacs_json(repo: Repo) -> list[str]:
    """Check hacs.json's keys and types, and that its minimum HA is not too new."""
    try:
        hacs = repo.json(repo.root / "hacs.json")
    except JsonError as err:
        return [str(err)]
    if not isinstance(hacs, dict):
        return ["hacs.json is not a JSON object"]
    problems = [
        f"hacs.json has unknown key {key!r}"
        for key in hacs
        if key not in HACS_JSON_TYPES
    ]
    problems += [
        f"hacs.json {key} must be {' or '.join(t.__name__ for t in types)}"
        for key, types in HACS_JSON_TYPES.items()
        if key in hacs and not isinstance(hacs[key], types)
    ]
    if not hacs.get("name"):
        problems.append("hacs.json lacks a name")
    if hacs.get("zip_release") and not hacs.get("filename"):
        problems.append("hacs.json zip_release needs a filename")
    for key in ("homeassistant", "hacs"):
        if isinstance(value := hacs.get(key), str):
            version = AwesomeVersion(value)
            if version.strategy == AwesomeVersionStrategy.UNKNOWN:
                problems.append(f"hacs.json {key} {value!r} is not a version")
            elif key == "homeassistant" and version > AwesomeVersion(ha_version):
                problems.append(
                    f"hacs.json homeassistant {value} is newer than the tested "
                    f"{ha_version}"
                )
    return problems


# ------------------------------------------------------------------------------
# (3) Translations
# ------------------------------------------------------------------------------


@check
def check_translation_files(repo: Repo) -> list[str]:
    """Check en.json exists, files are JSON objects, strings.json equals en.json."""
    problems: list[str] = []
    en_path = repo.integration_dir / "translations" / "en.json"
    if not en_path.is_file():
        return ["translations/en.json is missing"]
    for path in repo.translation_files:
        try:
            content = repo.json(path)
        except JsonError as err:
            problems.append(str(err))
            continue
        if not isinstance(content, dict):
            problems.append(f"{path.name} is not a JSON object")
    strings_path = repo.integration_dir / "strings.json"
    if strings_path.is_file() and repo.json_or_none(strings_path) != repo.json_or_none(
        en_path
    ):
        problems.append("strings.json and translations/en.json differ")
    return problems


def _translations(repo: Repo) -> Iterator[tuple[str, dict[str, Any]]]:
    """Yield (file name, content) of every readable translation file."""
    for path in repo.translation_files:
        content = repo.json_or_none(path)
        if isinstance(content, dict):
            yield path.relative_to(repo.integration_dir).as_posix(), content


def _walk_keys(tree: object, path: str = "") -> Iterator[tuple[str, str, object]]:
    """Yield (path, key, value) for every key in nested dicts."""
    if isinstance(tree, dict):
        for key, value in tree.items():
            yield path, key, value
            yield from _walk_keys(value, f"{path}.{key}" if path else key)


@check
def check_translation_strings(repo: Repo) -> list[str]:
    """Known top-level keys; valid key names; literal, trimmed, HTML-free strings."""
    problems: list[str] = []
    for name, content in _translations(repo):
        problems += [
            f"{name}: unknown top-level key {key!r}"
            for key in content
            if key not in TRANSLATION_TOP_LEVEL_KEYS
        ]
        for path, key, value in _walk_keys(content):
            where = f"{name}: {path + '.' if path else ''}{key}"
            if not TRANSLATION_KEY_PATTERN.match(key):
                problems.append(
                    f"{where}: key is not [a-z0-9-_]+ (no edge or double _)"
                )
            if isinstance(value, dict):
                continue
            if not isinstance(value, str):
                problems.append(f"{where}: value is not a string")
            elif "[%key:" in value:
                problems.append(f"{where}: [%key:...%] references do not resolve here")
            elif HTML_PATTERN.search(value):
                problems.append(f"{where}: contains HTML")
            elif value != value.strip():
                problems.append(f"{where}: leading or trailing whitespace")
            elif QUOTED_PLACEHOLDER_PATTERN.search(value):
                problems.append(f"{where}: placeholder in quotes")
    return problems


@check
def check_translation_data_descriptions(repo: Repo) -> list[str]:
    """Every data_description key has a data label beside it."""
    problems: list[str] = []
    for name, content in _translations(repo):
        for path, key, value in _walk_keys(content):
            if key == "data_description" and isinstance(value, dict):
                data = _dig(content, *path.split("."), "data") if path else None
                labels = set(data) if isinstance(data, dict) else set()
                problems += [
                    f"{name}: {path}.data_description.{field} has no data.{field}"
                    for field in value
                    if field not in labels
                ]
    return problems


@check
def check_translation_languages(repo: Repo) -> list[str]:
    """Every other translations/*.json has exactly en.json's keys."""
    expected = set(_flatten(repo.en))
    problems: list[str] = []
    for name, content in _translations(repo):
        if name in {"strings.json", "translations/en.json"}:
            continue
        keys = set(_flatten(content))
        problems += [f"{name} lacks {key}" for key in sorted(expected - keys)]
        problems += [f"{name} has extra {key}" for key in sorted(keys - expected)]
    return problems


def _flow_blocks(en: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """Return en.json's flow blocks: kind -> block (config, options, subentries)."""
    blocks = {
        kind: en[kind]
        for kind in ("config", "options")
        if isinstance(en.get(kind), dict)
    }
    for subentry_type, block in _dict_at(en, "config_subentries").items():
        if isinstance(block, dict):
            blocks[f"config_subentries.{subentry_type}"] = block
    return blocks


def _blocks_for(
    kind: str, blocks: Mapping[str, dict[str, Any]]
) -> list[dict[str, Any]]:
    """Return the en.json blocks a flow kind's keys may live in."""
    if kind == "config_subentries.*":
        return [
            block
            for name, block in blocks.items()
            if name.startswith("config_subentries.")
        ]
    if kind == SHARED:
        return list(blocks.values())
    return [blocks[kind]] if kind in blocks else []


@check
def check_flow_keys_translated(repo: Repo) -> list[str]:
    """Check every shown step, error, abort, menu option and progress is translated."""
    blocks = _flow_blocks(repo.en)
    problems: list[str] = []
    for kind, flow in sorted(repo.uses.flows.items()):
        candidates = _blocks_for(kind, blocks)
        label = kind or "a flow"

        def defined(*path: str, candidates: list[dict[str, Any]] = candidates) -> bool:
            return any(_dig(block, *path) is not None for block in candidates)

        problems += [
            f"{label}.step.{step} is not translated"
            for step in sorted(flow.steps)
            if not defined("step", step)
        ]
        problems += [
            f"{label}.error.{error} is not translated"
            for error in sorted(flow.errors)
            if not defined("error", error)
        ]
        problems += [
            f"{label}.abort.{reason} is not translated"
            for reason in sorted(flow.aborts)
            if not defined("abort", reason)
        ]
        problems += [
            f"{label}.progress.{action} is not translated"
            for action in sorted(flow.progress)
            if not defined("progress", action)
        ]
        problems += [
            f"{label}.step.{step}.menu_options.{option} is not translated"
            for step, options in sorted(flow.menu_options.items())
            for option in sorted(options)
            if not defined("step", step, "menu_options", option)
        ]
    return problems


@check
def check_flow_translations_used(repo: Repo) -> list[str]:
    """Every translated step, error and abort reason is used by its flow's code."""
    uses = repo.uses
    shared = uses.flows.get(SHARED, FlowUses())
    problems: list[str] = []
    for kind, block in sorted(_flow_blocks(repo.en).items()):
        flows = [flow for name, flow in uses.flows.items() if name == kind]
        if kind.startswith("config_subentries."):
            flows += [
                flow
                for name, flow in uses.flows.items()
                if name == "config_subentries.*"
            ]
        if not flows:
            problems.append(f"{kind} is translated but no {kind} flow exists")
            continue
        strings = shared.strings.union(*(flow.strings for flow in flows))
        steps = set().union(*(flow.steps | flow.step_methods for flow in flows))
        errors = shared.errors.union(*(flow.errors for flow in flows))
        aborts = shared.aborts.union(*(flow.aborts for flow in flows))
        for part, used in (("step", steps), ("error", errors), ("abort", aborts)):
            problems += [
                f"{kind}.{part}.{key} is translated but never used"
                for key in _dict_at(block, part)
                if key not in used and key not in strings
            ]
    return problems


def _defined_translation_keys(en: Mapping[str, Any]) -> set[tuple[str, str]]:
    """Return (block, key) for every key under exceptions, entity, selector, issues."""
    defined: set[tuple[str, str]] = set()
    for block in ("exceptions", "selector", "issues"):
        defined.update((block, key) for key in _dict_at(en, block))
    for platform, keys in _dict_at(en, "entity").items():
        if isinstance(keys, dict):
            defined.update((f"entity.{platform}", key) for key in keys)
    return defined


def _translation_defined(en: Mapping[str, Any], block: str, key: str) -> bool:
    """Return whether a (block, key) use has its translation."""
    if block == "exceptions":
        return isinstance(_dig(en, "exceptions", key, "message"), str)
    if block == "issues":
        return isinstance(_dig(en, "issues", key, "title"), str)
    if block == "selector":
        return isinstance(_dig(en, "selector", key), dict)
    if block == "entity.*":
        return any(
            key in keys
            for keys in _dict_at(en, "entity").values()
            if isinstance(keys, dict)
        )
    if block.startswith("entity."):
        return isinstance(_dig(en, "entity", block.removeprefix("entity."), key), dict)
    return any(defined == key for _, defined in _defined_translation_keys(en))


@check
def check_translation_keys_defined(repo: Repo) -> list[str]:
    """Check every translation_key used exists in its block (with its options)."""
    en = repo.en
    problems = [
        f"translation_key {key!r} ({block}) is not in translations/en.json"
        for block, key in sorted(repo.uses.translation_keys)
        if not _translation_defined(en, block, key)
    ]
    for key, options in sorted(repo.uses.selector_options.items()):
        translated = _dict_at(en, "selector", key, "options")
        if not translated and not options:
            continue
        problems += [
            f"selector.{key}.options.{option} is not translated"
            for option in sorted(options)
            if option not in translated
        ]
        if options:
            problems += [
                f"selector.{key}.options.{option} is translated but not an option"
                for option in sorted(translated)
                if option not in options
            ]
    return problems


@check
def check_translation_keys_used(repo: Repo) -> list[str]:
    """Every key under exceptions, entity, selector and issues is used by the code."""
    uses = repo.uses
    used_keys = {key for _, key in uses.translation_keys}
    used_pairs = uses.translation_keys
    problems: list[str] = []
    for block, key in sorted(_defined_translation_keys(repo.en)):
        platform_block = block.startswith("entity.")
        if (
            (block, key) in used_pairs
            or (platform_block and ("entity.*", key) in used_pairs)
            or ("*", key) in used_pairs
            or (key not in used_keys and key in uses.strings)
        ):
            continue
        problems.append(f"{block}.{key} is translated but never used")
    return problems


# ------------------------------------------------------------------------------
# (4) Services and icons
# ------------------------------------------------------------------------------


@check
def check_services_yaml(repo: Repo) -> list[str]:
    """services.yaml exists when services are registered, and matches them."""
    registered = repo.uses.services
    path = repo.integration_dir / "services.yaml"
    services = repo.services_yaml
    if not registered:
        if path.is_file() and services:
            return [
                f"services.yaml describes {sorted(services)} but nothing registers them"
            ]
        return []
    if services is None:
        return ["the integration registers services but has no (valid) services.yaml"]
    problems = [
        f"service {name} is registered but not in services.yaml"
        for name in registered
        if name is not None and name not in services
    ]
    if None not in registered:
        problems += [
            f"services.yaml describes {name} but it is never registered"
            for name in services
            if name not in registered
        ]
    return problems


def _service_fields(fields: object) -> Iterator[tuple[str, dict[str, Any], bool]]:
    """Yield (name, definition, is_section) for fields, descending into sections."""
    if not isinstance(fields, dict):
        return
    for name, raw in fields.items():
        definition = raw if isinstance(raw, dict) else {}
        if "fields" in definition:
            yield name, definition, True
            yield from _service_fields(definition["fields"])
        else:
            yield name, definition, False


@check
def check_service_descriptions(repo: Repo) -> list[str]:
    """Each service and field has a name and description (services.yaml or en.json)."""
    services = repo.services_yaml or {}
    translated = _dict_at(repo.en, "services")
    problems: list[str] = []
    for service, raw in services.items():
        definition = raw if isinstance(raw, dict) else {}
        texts = _dict_at(translated, service)
        problems += [
            f"service {service} has no {part}"
            for part in ("name", "description")
            if not definition.get(part) and not texts.get(part)
        ]
        for field_name, field_definition, is_section in _service_fields(
            definition.get("fields")
        ):
            group = "sections" if is_section else "fields"
            field_texts = _dict_at(texts, group, field_name)
            parts = ("name",) if is_section else ("name", "description")
            problems += [
                f"service {service} {group[:-1]} {field_name} has no {part}"
                for part in parts
                if not field_definition.get(part) and not field_texts.get(part)
            ]
    for service in translated:
        if service not in services:
            problems.append(
                f"services.{service} is translated but not in services.yaml"
            )
            continue
        known = {
            name
            for name, _, _ in _service_fields(_dict_at(services, service, "fields"))
        }
        for group in ("fields", "sections"):
            problems += [
                f"services.{service}.{group}.{name} is translated but not in "
                "services.yaml"
                for name in _dict_at(translated, service, group)
                if name not in known
            ]
    return problems


@check
def check_icons_json(repo: Repo) -> list[str]:
    """icons.json values are mdi: icons; every service has one; state icons differ."""
    path = repo.integration_dir / "icons.json"
    services = repo.services_yaml or {}
    if not path.is_file():
        return [
            f"service {name} has no icon (icons.json is missing)" for name in services
        ]
    try:
        icons = repo.json(path)
    except JsonError as err:
        return [str(err)]
    if not isinstance(icons, dict):
        return ["icons.json is not a JSON object"]
    problems = [
        f"icons.json {key} = {value!r} is not an mdi: icon"
        for key, value in _flatten(icons).items()
        if not (isinstance(value, str) and value.startswith("mdi:"))
    ]
    problems += [
        f"service {name} has no icon in icons.json services.{name}.service"
        for name in services
        if not _dig(icons, "services", name, "service")
    ]
    problems += [
        f"icons.json services.{name} is not a service in services.yaml"
        for name in _dict_at(icons, "services")
        if name not in services
    ]
    for platform, keys in _dict_at(icons, "entity").items():
        for key, entry in (keys if isinstance(keys, dict) else {}).items():
            default = _dig(entry, "default")
            problems += [
                f"icons.json entity.{platform}.{key}.state.{state} repeats the "
                "default icon"
                for state, icon in _dict_at(entry, "state").items()
                if icon == default
            ]
    return problems


# ------------------------------------------------------------------------------
# (5) Brand images, (6) README and LICENSE, (7) quality_scale.yaml
# ------------------------------------------------------------------------------


def _image_problems(path: Path) -> tuple[Image.Image | None, list[str]]:
    """Open a PNG; return it with format, transparency and trimming problems."""
    try:
        with Image.open(path) as opened:
            image = opened.copy()
            image_format = opened.format
    except OSError as err:
        return None, [f"{path.name}: cannot be read as an image ({err})"]
    problems: list[str] = []
    if image_format != "PNG":
        problems.append(f"{path.name}: is {image_format}, not PNG")
    rgba = image.convert("RGBA")
    alpha = rgba.getchannel("A")
    if alpha.getextrema()[0] != 0:
        problems.append(f"{path.name}: has no transparent background")
    bbox = alpha.getbbox()
    if bbox is None:
        problems.append(f"{path.name}: is empty")
    elif (bbox[2] - bbox[0]) < TRIMMED_SHARE * rgba.width and (
        bbox[3] - bbox[1]
    ) < TRIMMED_SHARE * rgba.height:
        problems.append(f"{path.name}: is not trimmed (artwork box {bbox})")
    return image, problems


@check
def check_brand_images(repo: Repo) -> list[str]:
    """Check brand/: icon.png 256x256, icon@2x.png 512x512, logos; PNG, transparent."""
    brand = repo.integration_dir / "brand"
    if not (brand / "icon.png").is_file():
        return ["brand/icon.png is missing"]
    problems: list[str] = []
    for path in sorted(brand.glob("*.png")):
        name = path.name.removeprefix("dark_")
        if name not in ICON_SIZES and name not in LOGO_SHORTEST_SIDE:
            problems.append(f"brand/{path.name} is not a brand image name")
            continue
        image, image_problems = _image_problems(path)
        problems += image_problems
        if image is None:
            continue
        if name in ICON_SIZES and image.size != (ICON_SIZES[name], ICON_SIZES[name]):
            side = ICON_SIZES[name]
            problems.append(
                f"brand/{path.name} is {image.size}, expected ({side}, {side})"
            )
        if name in LOGO_SHORTEST_SIDE:
            low, high = LOGO_SHORTEST_SIDE[name]
            if not low <= min(image.size) <= high:
                problems.append(f"brand/{path.name} shortest side is not {low}-{high}")
    return problems


@check
def check_readme_and_license(repo: Repo) -> list[str]:
    """README.md exists and says something; LICENSE holds the MIT license text."""
    problems: list[str] = []
    readme = repo.root / "README.md"
    if not readme.is_file() or not readme.read_text(encoding="utf-8").strip():
        problems.append("README.md is missing or empty")
    license_path = repo.root / "LICENSE"
    text = license_path.read_text(encoding="utf-8") if license_path.is_file() else ""
    problems += [
        f"LICENSE lacks {marker!r}" for marker in MIT_MARKERS if marker not in text
    ]
    return problems


@check
def check_quality_scale(repo: Repo) -> list[str]:
    """quality_scale.yaml (if present) lists known rules with valid statuses."""
    path = repo.integration_dir / "quality_scale.yaml"
    if not path.is_file():
        return []
    try:
        content = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as err:
        return [f"quality_scale.yaml: {err}"]
    if not isinstance(content, dict) or set(content) != {"rules"}:
        return ["quality_scale.yaml must have exactly one top-level key, rules"]
    rules = content["rules"]
    if not isinstance(rules, dict):
        return ["quality_scale.yaml rules must be a mapping"]
    problems: list[str] = []
    for rule, value in rules.items():
        if rule not in QUALITY_SCALE_RULES:
            problems.append(f"quality_scale.yaml: unknown rule {rule!r}")
        if isinstance(value, dict):
            status, comment = value.get("status"), value.get("comment")
            if set(value) - {"status", "comment"}:
                problems.append(
                    f"quality_scale.yaml: {rule} has keys other than status/comment"
                )
        else:
            status, comment = value, None
        if status not in QUALITY_SCALE_STATUSES:
            problems.append(
                f"quality_scale.yaml: {rule} status {status!r} is not done/todo/exempt"
            )
        if status == "exempt" and not (isinstance(comment, str) and comment.strip()):
            problems.append(f"quality_scale.yaml: exempt rule {rule} needs a comment")
    return problems


# ------------------------------------------------------------------------------
# Tests: this repository.
# ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(CHECKS))
def test_repository(name: str) -> None:
    """Check this repository with each check."""
    assert CHECKS[name](REPO) == []


async def _missing_at_runtime(
    hass: HomeAssistant, uses: CodeUses, services: Mapping[str, Any]
) -> list[str]:
    """Return the used keys Home Assistant's translation loader does not resolve."""
    prefix = f"component.{DOMAIN}"
    loaded: dict[str, str] = {}
    for category in (
        "config",
        "options",
        "config_subentries",
        "exceptions",
        "selector",
        "entity",
        "services",
        "issues",
    ):
        loaded |= await async_get_translations(hass, "en", category, {DOMAIN})

    def has(path: str, *, prefix_only: bool = False) -> bool:
        if prefix_only:
            return any(key.startswith(f"{prefix}.{path}.") for key in loaded)
        return f"{prefix}.{path}" in loaded

    missing: list[str] = []
    for kind, flow in uses.flows.items():
        if kind in {SHARED, "config_subentries.*"}:
            continue
        missing += [
            f"{kind}.step.{step}"
            for step in flow.steps
            if not has(f"{kind}.step.{step}", prefix_only=True)
        ]
        missing += [
            f"{kind}.{part}.{key}"
            for part, keys in (("error", flow.errors), ("abort", flow.aborts))
            for key in keys
            if not has(f"{kind}.{part}.{key}")
        ]
    for block, key in uses.translation_keys:
        path = {
            "exceptions": f"exceptions.{key}.message",
            "selector": f"selector.{key}",
            "issues": f"issues.{key}.title",
        }.get(block, f"{block}.{key}")
        if block in {"entity.*", "*"}:
            continue  # block unknown: the static checks cover these
        if not has(path, prefix_only=block == "selector" or block.startswith("entity")):
            missing.append(path)
    for key, options in uses.selector_options.items():
        missing += [
            f"selector.{key}.options.{option}"
            for option in options
            if not has(f"selector.{key}.options.{option}")
        ]
    for service, definition in services.items():
        texts = definition if isinstance(definition, dict) else {}
        missing += [
            f"services.{service}.{part}"
            for part in ("name", "description")
            if not texts.get(part) and not has(f"services.{service}.{part}")
        ]
    return sorted(missing)


async def test_translations_resolve_at_runtime(
    hass: HomeAssistant, enable_custom_integrations: None
) -> None:
    """Home Assistant's own loader resolves every key the code and services use."""
    assert _IMPORT_ERROR is None, f"custom_components.{DOMAIN} failed to import"
    if REPO.manifest.get("config_flow"):
        config = await async_get_translations(hass, "en", "config", {DOMAIN})
        assert config, "Home Assistant loaded no config translations for the domain"
    assert await _missing_at_runtime(hass, REPO.uses, REPO.services_yaml or {}) == []


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
    services = {"no_such_service": {}}
    assert await _missing_at_runtime(hass, uses, services) == [
        "config.abort.no_such_reason",
        "config.step.no_such_step",
        "entity.sensor.no_such_sensor",
        "exceptions.no_such_exception.message",
        "options.error.no_such_error",
        "selector.no_such_selector.options.x",
        "services.no_such_service.description",
        "services.no_such_service.name",
    ]


# ------------------------------------------------------------------------------
# Tests: the analyser on inline snippets.
# ------------------------------------------------------------------------------

FLOW_SNIPPET: Final = '''
"""Config flow."""
from homeassistant.config_entries import ConfigFlow, OptionsFlow, ConfigSubentryFlow
from .const import DOMAIN, ERROR_TIMEOUT, STEP_PICK
import voluptuous as vol

_LOGGER_NAME = "not a key"


async def _probe(hass, errors):
    """Module-level helper shared by flows."""
    errors["base"] = "shared_error"


class Flow(ConfigFlow, domain=DOMAIN):
    """Config flow."""

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
        return self.async_abort(
            reason="core_reason", translation_domain="homeassistant"
        )

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
CONST_SNIPPET: Final = """
from typing import Final
DOMAIN: Final = "grounded_answers"
ERROR_TIMEOUT = "timeout_connect"
STEP_PICK: Final = "pick"
SERVICE_ASK = "ask"
"""


def _analyze(**sources: str) -> CodeUses:
    """Analyse inline modules given as keyword name -> source."""
    return analyze_sources({f"{name}.py": text for name, text in sources.items()})


def test_analyzer_finds_flow_steps_errors_and_aborts() -> None:
    """Steps (explicit, implied, constant), errors (all forms) and aborts are found."""
    uses = _analyze(config_flow=FLOW_SNIPPET, const=CONST_SNIPPET)
    config = uses.flows["config"]
    assert config.steps == {"user", "reauth_confirm", "pick", "download"}
    assert config.errors == {
        "timeout_connect",
        "invalid_url",
        "empty_url",
        "invalid_auth",
    }
    assert config.aborts == {
        "already_configured",
        "already_set_up",
        "unique_id_mismatch",
        "done",
        "no_model",
    }
    assert config.menu_options == {"pick": {"user", "manual"}}
    assert config.progress == {"pulling"}
    assert "reconfigure" in config.step_methods
    assert uses.flows["options"].steps == {"init"}
    assert uses.flows["options"].errors == {"options_only"}
    assert uses.flows["config_subentries.conversation"].aborts == {"entry_not_loaded"}
    assert uses.flows[SHARED].errors == {"shared_error"}
    assert "not a key" not in uses.flows[SHARED].strings


def test_analyzer_skips_flow_calls_outside_flows() -> None:
    """async_show_form or errors outside a flow module are not flow keys."""
    uses = _analyze(
        helpers=(
            'def f(self):\n    errors = {"base": "x"}\n'
            '    self.async_abort(reason="y")\n'
        )
    )
    assert uses.flows == {}


def test_analyzer_classifies_translation_keys() -> None:
    """translation_key uses land in exceptions, selector, issues or entity blocks."""
    source = """
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
    raise HomeAssistantError(
        translation_domain="homeassistant", translation_key="core_key"
    )

SEL = selector.SelectSelector(
    selector.SelectSelectorConfig(options=STYLES, translation_key="answer_style")
)
SEL2 = selector.SelectSelector(
    selector.SelectSelectorConfig(
        options=[
            selector.SelectOptionDict(value="a", label="A"),
            {"value": "b", "label": "B"},
        ],
        translation_key="letters",
    )
)

def i(hass):
    ir.async_create_issue(hass, DOMAIN, "id", translation_key="router_unreachable")

def j():
    return Thing(translation_key="mystery")
"""
    sensor = """
class Stat(SensorEntity):
    _attr_translation_key = "answers_served"

DESCRIPTION = SensorEntityDescription(key="x", translation_key="answer_rate")
"""
    uses = _analyze(helpers=source, sensor=sensor, const=CONST_SNIPPET)
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


def test_analyzer_finds_service_registrations() -> None:
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
    uses = _analyze(services=source, const=CONST_SNIPPET)
    assert uses.services == ["ask", "reload", "purge", None]


def test_analyzer_finds_component_imports() -> None:
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
    uses = _analyze(conversation=source)
    assert {domain for _, domain in uses.component_imports} == {
        "sensor",
        "conversation",
        "assist_pipeline",
        "intent",
    }


TRACER_SNIPPET: Final = """
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
        translation_domain=DOMAIN,
        translation_key=key,
        translation_placeholders=placeholders,
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


def test_tracer_follows_helpers_tuples_and_parameters() -> None:
    """Error keys flow through helper returns, tuples, ``:=`` and parameters."""
    uses = _analyze(config_flow=TRACER_SNIPPET, const=CONST_SNIPPET)
    assert uses.flows["config"].errors == {"invalid_url", "invalid_auth", "unknown"}
    assert uses.flows["options"].errors == {"no_models"}
    assert ("exceptions", "empty_query") in uses.translation_keys
    assert uses.selector_options == {
        "answer_style": {"voice", "brief"},
        "attribution": {"always", "never"},
    }


def test_yaml_selectors_are_found() -> None:
    """Selector translation keys in services.yaml count as uses, with their options."""
    services = yaml.safe_load(
        "ask:\n  fields:\n    style:\n      selector:\n        select:\n"
        "          translation_key: answer_style\n"
        "          options: [voice, {value: brief, label: Brief}]\n"
    )
    assert list(_yaml_selectors(services)) == [("answer_style", {"voice", "brief"})]


def test_resolver_follows_constants_and_relative_imports() -> None:
    """Names resolve through module constants and ``from .x import y`` chains."""
    trees = {
        "const.py": ast.parse('A: Final = "alpha"\nLIST = [A, "beta"]\n'),
        "engine/names.py": ast.parse('B = "bravo"\n'),
        "flow.py": ast.parse(
            "from .const import A as ALIAS, LIST\n"
            "from .engine import names\n"
            "from . import const\n"
        ),
        "engine/inner.py": ast.parse("from ..const import A\n"),
    }
    resolver = Resolver(trees)
    expression = ast.parse(
        "ALIAS, LIST, names.B, const.A, A, unknown", mode="eval"
    ).body
    assert isinstance(expression, ast.Tuple)
    alias, values, bravo, alpha, inner, unknown = expression.elts
    assert resolver.string(alias, "flow.py") == "alpha"
    assert resolver.strings(values, "flow.py") == ["alpha", "beta"]
    assert resolver.string(bravo, "flow.py") == "bravo"
    assert resolver.string(alpha, "flow.py") == "alpha"
    assert resolver.string(inner, "engine/inner.py") == "alpha"
    assert resolver.string(unknown, "flow.py") is None


# ------------------------------------------------------------------------------
# Tests: a valid synthetic repository, and one broken thing per case.
# ------------------------------------------------------------------------------

VALID_MANIFEST: Final = {
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
VALID_SOURCES: Final = {
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
VALID_EN: Final = {
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
VALID_SERVICES_YAML: Final = """\
ask:
  fields:
    query:
      required: true
      selector:
        text:
"""
VALID_ICONS: Final = {"services": {"ask": {"service": "mdi:comment-check-outline"}}}
VALID_QUALITY_SCALE: Final = (
    "rules:\n  config-flow: done\n  brands: done\n  docs-triggers:\n"
    "    status: exempt\n    comment: No triggers.\n  diagnostics: todo\n"
)


def _write_json(path: Path, content: object) -> None:
    """Write ``content`` as indented JSON, creating parent directories."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(content, indent=2) + "\n", encoding="utf-8")


def _write_png(
    path: Path, side: int, *, background: tuple[int, ...] = (0, 0, 0, 0)
) -> None:
    """Write a trimmed square PNG: a disc filling the canvas."""
    image = Image.new("RGBA", (side, side), background)
    ImageDraw.Draw(image).ellipse((0, 0, side - 1, side - 1), fill=(3, 169, 244, 255))
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path)


def build_valid_repo(root: Path) -> Repo:
    """Write a minimal repository that passes every check."""
    integration = root / "custom_components" / DOMAIN
    _write_json(integration / "manifest.json", VALID_MANIFEST)
    for name, text in VALID_SOURCES.items():
        (integration / name).write_text(text, encoding="utf-8")
    _write_json(integration / "translations" / "en.json", VALID_EN)
    _write_json(integration / "strings.json", VALID_EN)
    _write_json(integration / "translations" / "de.json", VALID_EN)
    (integration / "services.yaml").write_text(VALID_SERVICES_YAML, encoding="utf-8")
    _write_json(integration / "icons.json", VALID_ICONS)
    (integration / "quality_scale.yaml").write_text(
        VALID_QUALITY_SCALE, encoding="utf-8"
    )
    _write_png(integration / "brand" / "icon.png", 256)
    _write_png(integration / "brand" / "icon@2x.png", 512)
    _write_json(
        root / "hacs.json", {"name": "Grounded Answers", "homeassistant": "2026.10.0"}
    )
    (root / "README.md").write_text("# Grounded Answers\n", encoding="utf-8")
    (root / "LICENSE").write_text("\n".join(MIT_MARKERS) + "\n", encoding="utf-8")
    return Repo(root)


@pytest.fixture
def valid_repo(tmp_path: Path) -> Repo:
    """Return a fresh valid synthetic repository."""
    return build_valid_repo(tmp_path)


@pytest.mark.parametrize("name", sorted(CHECKS))
def test_valid_synthetic_repository(valid_repo: Repo, name: str) -> None:
    """The synthetic repository passes each check (so failures below are meaningful)."""
    assert CHECKS[name](valid_repo) == []


type Mutation = Callable[[Path], None]


def _edit_json(relative: str, change: Callable[[Any], object]) -> Mutation:
    """Return a mutation applying ``change`` to a JSON file (in place or by return)."""

    def mutate(root: Path) -> None:
        path = root / relative
        content = json.loads(path.read_text(encoding="utf-8"))
        result = change(content)
        _write_json(path, content if result is None else result)

    return mutate


def _manifest(change: Callable[[dict[str, Any]], object]) -> Mutation:
    """Return a mutation of manifest.json."""
    return _edit_json(f"custom_components/{DOMAIN}/manifest.json", change)


def _en(
    change: Callable[[dict[str, Any]], object], *, also_strings: bool = True
) -> Mutation:
    """Return a mutation of en.json (and strings.json and de.json, to isolate it)."""
    files = ["translations/en.json"]
    if also_strings:
        files += ["strings.json", "translations/de.json"]
    mutations = [
        _edit_json(f"custom_components/{DOMAIN}/{name}", change) for name in files
    ]

    def mutate(root: Path) -> None:
        for mutation in mutations:
            mutation(root)

    return mutate


def _write(relative: str, text: str) -> Mutation:
    """Return a mutation writing a file: a root file, or one in the integration."""

    def mutate(root: Path) -> None:
        rooted = relative in {"hacs.json", "README.md", "LICENSE"}
        path = root / relative if rooted else root / INTEGRATION / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")

    return mutate


def _delete(relative: str) -> Mutation:
    """Return a mutation deleting a file or directory (repository-relative)."""

    def mutate(root: Path) -> None:
        path = root / relative
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink()

    return mutate


def _append_source(module: str, text: str) -> Mutation:
    """Return a mutation appending code to an integration module."""

    def mutate(root: Path) -> None:
        path = root / "custom_components" / DOMAIN / module
        path.write_text(path.read_text(encoding="utf-8") + text, encoding="utf-8")

    return mutate


def _png(name: str, side: int, background: tuple[int, ...] = (0, 0, 0, 0)) -> Mutation:
    """Return a mutation writing a brand image."""

    def mutate(root: Path) -> None:
        _write_png(
            root / "custom_components" / DOMAIN / "brand" / name,
            side,
            background=background,
        )

    return mutate


def _jpeg_icon(root: Path) -> None:
    """Overwrite icon.png with JPEG data."""
    buffer = io.BytesIO()
    Image.new("RGB", (256, 256), (3, 169, 244)).save(buffer, format="JPEG")
    (root / "custom_components" / DOMAIN / "brand" / "icon.png").write_bytes(
        buffer.getvalue()
    )


def _untrimmed_icon(root: Path) -> None:
    """Overwrite icon.png with a small disc in a wide transparent margin."""
    image = Image.new("RGBA", (256, 256), (0, 0, 0, 0))
    ImageDraw.Draw(image).ellipse((96, 96, 160, 160), fill=(3, 169, 244, 255))
    image.save(root / "custom_components" / DOMAIN / "brand" / "icon.png")


def _second_integration(root: Path) -> None:
    """Add another integration beside ours."""
    _write_json(
        root / "custom_components" / "other" / "manifest.json", {"domain": "other"}
    )


@dataclass(frozen=True)
class Case:
    """One way to break the valid repository, and the problem the check must report."""

    check: str
    mutate: Mutation
    expect: str
    id: str


def _reorder(manifest: dict[str, Any]) -> dict[str, Any]:
    """Move ``version`` before ``codeowners``."""
    return {
        "domain": manifest["domain"],
        "name": manifest["name"],
        "version": "0.1.0",
    } | {
        key: value
        for key, value in manifest.items()
        if key not in {"domain", "name", "version"}
    }


def _drop(*path: str) -> Callable[[dict[str, Any]], None]:
    """Return a change deleting the key at ``path``."""

    def change(tree: dict[str, Any]) -> None:
        del _dig(tree, *path[:-1])[path[-1]]

    return change


def _set(*path: str, value: object) -> Callable[[dict[str, Any]], None]:
    """Return a change setting the key at ``path``."""

    def change(tree: dict[str, Any]) -> None:
        parent = tree
        for part in path[:-1]:
            parent = parent.setdefault(part, {})
        parent[path[-1]] = value

    return change


INTEGRATION: Final = f"custom_components/{DOMAIN}"
CASES: Final = [
    # (1) manifest.json
    Case(
        "manifest_json",
        _write("manifest.json", "{not json"),
        "manifest.json",
        "invalid-json",
    ),
    Case(
        "manifest_json",
        _manifest(_drop("version")),
        "lacks required key 'version'",
        "no-version",
    ),
    Case(
        "manifest_json",
        _manifest(_drop("issue_tracker")),
        "'issue_tracker'",
        "no-issue-tracker",
    ),
    Case(
        "manifest_json",
        _manifest(_set("homeassistant", value=True)),
        "unknown key 'homeassistant'",
        "unknown-key",
    ),
    Case("manifest_key_order", _manifest(_reorder), "expected", "order"),
    Case(
        "manifest_values",
        _manifest(_set("domain", value="other")),
        "!= directory",
        "domain",
    ),
    Case(
        "manifest_values",
        _manifest(_set("codeowners", value="@a")),
        "codeowners must be a list",
        "owners-str",
    ),
    Case(
        "manifest_values",
        _manifest(_set("codeowners", value=["a"])),
        "starting with '@'",
        "owners-at",
    ),
    Case(
        "manifest_values",
        _manifest(_set("iot_class", value="cloud")),
        "iot_class 'cloud'",
        "iot-class",
    ),
    Case(
        "manifest_values",
        _manifest(_set("integration_type", value="virtual")),
        "integration_type",
        "type",
    ),
    Case(
        "manifest_values",
        _manifest(_set("config_flow", value="yes")),
        "config_flow must be a boolean",
        "bool",
    ),
    Case(
        "manifest_urls",
        _manifest(_set("documentation", value="http://example.com/docs")),
        "not an https",
        "http",
    ),
    Case(
        "manifest_urls",
        _manifest(
            _set("documentation", value="https://www.home-assistant.io/integrations/x")
        ),
        "home-assistant.io",
        "ha-docs",
    ),
    Case(
        "manifest_urls",
        _manifest(_set("issue_tracker", value="tracker")),
        "issue_tracker",
        "tracker",
    ),
    Case(
        "manifest_version",
        _manifest(_set("version", value="latest")),
        "not a valid version",
        "version",
    ),
    Case(
        "manifest_version",
        _manifest(_set("version", value=1)),
        "not a string",
        "version-int",
    ),
    Case(
        "manifest_config_flow",
        _delete(f"{INTEGRATION}/config_flow.py"),
        "config_flow.py is missing",
        "no-file",
    ),
    Case(
        "manifest_config_flow",
        _manifest(_drop("config_flow")),
        "lacks config_flow",
        "undeclared",
    ),
    Case(
        "manifest_requirements",
        _manifest(_set("requirements", value=["ollama >=0.6"])),
        "contains a space",
        "space",
    ),
    Case(
        "manifest_requirements",
        _manifest(_set("requirements", value=["ollama==abc"])),
        "cannot parse",
        "version",
    ),
    Case(
        "manifest_requirements",
        _manifest(_set("requirements", value=["ollama>=0.7"])),
        "pinned by ollama",
        "core-pin",
    ),
    Case(
        "manifest_requirements",
        _manifest(_set("requirements", value=["ollama<0.6"])),
        "excludes",
        "installed",
    ),
    Case(
        "manifest_dependencies",
        _manifest(_set("after_dependencies", value=["conversation"])),
        "in both",
        "twice",
    ),
    Case(
        "manifest_dependencies",
        _manifest(_set("dependencies", value=["no_such_thing"])),
        "does not exist",
        "unknown",
    ),
    Case(
        "manifest_dependencies",
        _manifest(_set("dependencies", value=[DOMAIN])),
        "depends on itself",
        "self",
    ),
    Case(
        "component_imports",
        _append_source(
            "__init__.py",
            "from homeassistant.components.recorder import get_instance\n",
        ),
        "uses component recorder",
        "undeclared",
    ),
    Case(
        "component_imports",
        _manifest(_set("after_dependencies", value=[])),
        "uses component assist_pipeline",
        "dropped-after-dependency",
    ),
    Case("repo_layout", _second_integration, "holds integrations", "two"),
    # (2) hacs.json
    Case("hacs_json", _write("hacs.json", "[]"), "not a JSON object", "not-object"),
    Case("hacs_json", _delete("hacs.json"), "hacs.json", "missing"),
    Case(
        "hacs_json",
        _edit_json("hacs.json", _set("iot_class", value=True)),
        "unknown key 'iot_class'",
        "unknown",
    ),
    Case(
        "hacs_json", _edit_json("hacs.json", _drop("name")), "lacks a name", "no-name"
    ),
    Case(
        "hacs_json",
        _edit_json("hacs.json", _set("zip_release", value=True)),
        "needs a filename",
        "zip",
    ),
    Case(
        "hacs_json",
        _edit_json("hacs.json", _set("homeassistant", value="2099.1.0")),
        "newer than",
        "future",
    ),
    Case(
        "hacs_json",
        _edit_json("hacs.json", _set("homeassistant", value="soon")),
        "not a version",
        "garbage",
    ),
    Case(
        "hacs_json",
        _edit_json("hacs.json", _set("render_readme", value="yes")),
        "must be bool",
        "type",
    ),
    # (3) translations
    Case(
        "translation_files",
        _delete(f"{INTEGRATION}/translations/en.json"),
        "en.json is missing",
        "no-en",
    ),
    Case(
        "translation_files", _write("translations/de.json", "{"), "de.json", "bad-json"
    ),
    Case(
        "translation_files",
        _en(
            _set("options", "step", "init", "title", value="Other"), also_strings=False
        ),
        "differ",
        "strings-differ",
    ),
    Case(
        "translation_strings",
        _en(_set("unknown_block", value="x")),
        "unknown top-level key",
        "top-level",
    ),
    Case(
        "translation_strings",
        _en(_set("config", "error", "Bad_Key", value="x")),
        "key is not",
        "uppercase",
    ),
    Case(
        "translation_strings",
        _en(_set("config", "error", "bad__key", value="x")),
        "key is not",
        "double",
    ),
    Case(
        "translation_strings",
        _en(_set("config", "error", "_bad", value="x")),
        "key is not",
        "leading",
    ),
    Case(
        "translation_strings",
        _en(
            _set(
                "config",
                "error",
                "cannot_connect",
                value="[%key:common::config_flow::error::cannot_connect%]",
            )
        ),
        "[%key:",
        "reference",
    ),
    Case(
        "translation_strings",
        _en(_set("config", "error", "cannot_connect", value="<b>Oops</b>")),
        "HTML",
        "html",
    ),
    Case(
        "translation_strings",
        _en(_set("config", "error", "cannot_connect", value="Oops ")),
        "whitespace",
        "space",
    ),
    Case(
        "translation_strings",
        _en(_set("config", "error", "cannot_connect", value="Bad '{url}'")),
        "quotes",
        "quoted",
    ),
    Case(
        "translation_strings",
        _en(_set("config", "error", "cannot_connect", value=3)),
        "not a string",
        "number",
    ),
    Case(
        "translation_data_descriptions",
        _en(_set("config", "step", "user", "data_description", "token", value="Extra")),
        "has no data.token",
        "orphan",
    ),
    Case(
        "translation_languages",
        _edit_json(f"{INTEGRATION}/translations/de.json", _drop("options")),
        "de.json lacks options.step.init.title",
        "missing",
    ),
    Case(
        "translation_languages",
        _edit_json(
            f"{INTEGRATION}/translations/de.json", _set("title", value="Zusatz")
        ),
        "has extra title",
        "extra",
    ),
    Case(
        "flow_keys_translated",
        _en(_drop("config", "step", "user")),
        "config.step.user",
        "step",
    ),
    Case(
        "flow_keys_translated",
        _en(_drop("options", "step", "init")),
        "options.step.init",
        "options-step",
    ),
    Case(
        "flow_keys_translated",
        _en(_drop("config", "error", "cannot_connect")),
        "config.error.cannot_connect",
        "error",
    ),
    Case(
        "flow_keys_translated",
        _en(_drop("config", "abort", "already_configured")),
        "config.abort.already_configured",
        "abort",
    ),
    Case(
        "flow_keys_translated",
        _append_source(
            "config_flow.py",
            "\n    async def async_step_menu(self, user_input=None):\n"
            '        return self.async_show_menu(menu_options=["user"])\n',
        ),
        "options.step.menu is not translated",
        "menu",
    ),
    Case(
        "flow_translations_used",
        _en(_set("config", "error", "timeout", value="Gone.")),
        "config.error.timeout is translated but never used",
        "unused-error",
    ),
    Case(
        "flow_translations_used",
        _en(_set("options", "abort", "already_configured", value="Gone.")),
        "options.abort.already_configured is translated but never used",
        "wrong-flow-abort",
    ),
    Case(
        "flow_translations_used",
        _en(_set("config", "step", "legacy", value={"title": "Old"})),
        "config.step.legacy is translated but never used",
        "unused-step",
    ),
    Case(
        "flow_translations_used",
        _en(_set("config_subentries", "conversation", value={"step": {}})),
        "no config_subentries.conversation flow",
        "no-flow",
    ),
    Case(
        "translation_keys_defined",
        _en(_drop("exceptions", "router_error")),
        "'router_error' (exceptions)",
        "exception",
    ),
    Case(
        "translation_keys_defined",
        _en(_drop("selector", "style")),
        "'style' (selector)",
        "selector",
    ),
    Case(
        "translation_keys_defined",
        _en(_drop("selector", "style", "options", "brief")),
        "selector.style.options.brief is not translated",
        "selector-option",
    ),
    Case(
        "translation_keys_defined",
        _en(_set("selector", "style", "options", "loud", value="Loud")),
        "selector.style.options.loud is translated but not an option",
        "selector-extra-option",
    ),
    Case(
        "translation_keys_defined",
        _append_source(
            "__init__.py",
            '\nclass Answers(SensorEntity):\n    _attr_translation_key = "served"\n',
        ),
        "'served' (entity.*)",
        "entity",
    ),
    Case(
        "translation_keys_used",
        _en(_set("exceptions", "stale", value={"message": "Never raised."})),
        "exceptions.stale is translated but never used",
        "exception",
    ),
    Case(
        "translation_keys_used",
        _en(_set("entity", "sensor", "stale", value={"name": "Old"})),
        "entity.sensor.stale is translated but never used",
        "entity",
    ),
    Case(
        "translation_keys_used",
        _en(_set("selector", "stale", value={"options": {}})),
        "selector.stale is translated but never used",
        "selector",
    ),
    # (4) services and icons
    Case(
        "services_yaml",
        _delete(f"{INTEGRATION}/services.yaml"),
        "has no (valid) services.yaml",
        "missing",
    ),
    Case(
        "services_yaml",
        _write("services.yaml", "ask: [\n"),
        "has no (valid) services.yaml",
        "invalid",
    ),
    Case(
        "services_yaml",
        _write("services.yaml", "other:\n"),
        "ask is registered but not",
        "unlisted",
    ),
    Case(
        "services_yaml",
        _write("services.yaml", VALID_SERVICES_YAML + "extra:\n"),
        "describes extra but it is never registered",
        "unregistered",
    ),
    Case(
        "service_descriptions",
        _en(_drop("services", "ask", "description")),
        "service ask has no description",
        "description",
    ),
    Case(
        "service_descriptions",
        _en(_drop("services", "ask", "fields", "query", "name")),
        "field query has no name",
        "field-name",
    ),
    Case(
        "service_descriptions",
        _en(_set("services", "old", value={"name": "Old", "description": "Gone."})),
        "services.old is translated but not in services.yaml",
        "stale-service",
    ),
    Case(
        "service_descriptions",
        _en(
            _set(
                "services",
                "ask",
                "fields",
                "stale",
                value={"name": "N", "description": "D"},
            )
        ),
        "services.ask.fields.stale is translated",
        "stale-field",
    ),
    Case(
        "service_descriptions",
        _write(
            "services.yaml",
            "ask:\n  fields:\n    query:\n      selector:\n        text:\n"
            "    advanced:\n      collapsed: true\n      fields:\n"
            "        depth:\n          selector:\n            text:\n",
        ),
        "section advanced has no name",
        "section",
    ),
    Case(
        "icons_json",
        _delete(f"{INTEGRATION}/icons.json"),
        "icons.json is missing",
        "missing",
    ),
    Case("icons_json", _write("icons.json", "{"), "icons.json", "invalid"),
    Case(
        "icons_json",
        _edit_json(
            f"{INTEGRATION}/icons.json",
            _set("services", "ask", "service", value="comment"),
        ),
        "not an mdi",
        "prefix",
    ),
    Case(
        "icons_json",
        _edit_json(f"{INTEGRATION}/icons.json", _drop("services", "ask")),
        "service ask has no icon",
        "no-icon",
    ),
    Case(
        "icons_json",
        _edit_json(
            f"{INTEGRATION}/icons.json",
            _set("services", "old", value={"service": "mdi:x"}),
        ),
        "services.old is not a service",
        "stale",
    ),
    Case(
        "icons_json",
        _edit_json(
            f"{INTEGRATION}/icons.json",
            _set(
                "entity",
                "sensor",
                "served",
                value={"default": "mdi:a", "state": {"on": "mdi:a"}},
            ),
        ),
        "repeats the default icon",
        "state-default",
    ),
    # (5)-(7) brand, docs, quality scale
    Case(
        "brand_images",
        _delete(f"{INTEGRATION}/brand/icon.png"),
        "icon.png is missing",
        "missing",
    ),
    Case("brand_images", _png("icon.png", 128), "expected (256, 256)", "icon-size"),
    Case(
        "brand_images", _png("icon@2x.png", 256), "expected (512, 512)", "icon2x-size"
    ),
    Case(
        "brand_images",
        _png("icon.png", 256, (255, 255, 255, 255)),
        "no transparent background",
        "opaque",
    ),
    Case("brand_images", _jpeg_icon, "not PNG", "jpeg"),
    Case("brand_images", _untrimmed_icon, "not trimmed", "untrimmed"),
    Case("brand_images", _png("logo.png", 64), "shortest side", "logo-size"),
    Case(
        "brand_images", _png("banner.png", 64), "not a brand image name", "unknown-name"
    ),
    Case("readme_and_license", _delete("README.md"), "README.md", "no-readme"),
    Case(
        "readme_and_license",
        _write("LICENSE", "All rights reserved.\n"),
        "LICENSE lacks",
        "not-mit",
    ),
    Case(
        "quality_scale",
        _write("quality_scale.yaml", "rules:\n  made-up-rule: done\n"),
        "unknown rule",
        "unknown",
    ),
    Case(
        "quality_scale",
        _write("quality_scale.yaml", "rules:\n  brands: maybe\n"),
        "is not done/todo/exempt",
        "status",
    ),
    Case(
        "quality_scale",
        _write("quality_scale.yaml", "rules:\n  brands: exempt\n"),
        "needs a comment",
        "exempt",
    ),
    Case(
        "quality_scale",
        _write("quality_scale.yaml", "brands: done\n"),
        "rules",
        "no-rules",
    ),
    Case(
        "quality_scale",
        _write(
            "quality_scale.yaml", "rules:\n  brands:\n    status: done\n    note: x\n"
        ),
        "other than status/comment",
        "extra-key",
    ),
]


@pytest.mark.parametrize(
    "case", CASES, ids=[f"{case.check}-{case.id}" for case in CASES]
)
def test_check_reports_broken_repository(valid_repo: Repo, case: Case) -> None:
    """Each check reports the one thing broken in an otherwise valid repository."""
    case.mutate(valid_repo.root)
    problems = CHECKS[case.check](Repo(valid_repo.root))
    assert any(case.expect in problem for problem in problems), problems


def test_every_check_can_fail() -> None:
    """Every registered check has at least one failing case above."""
    assert set(CHECKS) - {case.check for case in CASES} == set()
