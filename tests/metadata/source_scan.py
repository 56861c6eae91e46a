"""Scan the integration's Python code for what its translations must cover.

``analyze_sources`` parses every module with ``ast`` and collects, per kind of flow
(config, options, a subentry type), the steps shown and the errors, abort reasons, menu
options and progress actions emitted; every ``translation_key`` used (in the block it
belongs to); selector options; registered services; ``homeassistant.components`` imports.
"""

import ast
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from homeassistant.const import Platform

from tests.metadata.reference_data import DOMAIN
from tests.metadata.source_flows import SHARED, FlowUses, flow_classes
from tests.metadata.source_tracer import ValueTracer
from tests.metadata.source_values import (
    FUNCTIONS,
    Resolver,
    RuntimeLookup,
    Scope,
    argument,
    call_name,
    dotted,
    keyword,
    string_constants,
)

SHOW_STEP_CALLS: Final = frozenset(
    {"async_show_form", "async_show_menu", "async_show_progress", "async_external_step"}
)
# call name -> (position, keyword) of the service name
SERVICE_REGISTER_CALLS: Final = {
    "async_register": (1, "service"),
    "register": (1, "service"),
    "async_register_admin_service": (2, "service"),
    "async_register_platform_entity_service": (2, "service_name"),
    "async_register_entity_service": (0, "name"),
}
# Calls that abort with a fixed reason unless given another (config_entries.py).
DEFAULT_ABORT_REASONS: Final = {
    "_abort_if_unique_id_configured": ("error", "already_configured"),
    "_abort_if_unique_id_mismatch": ("reason", "unique_id_mismatch"),
    "_async_abort_entries_match": (None, "already_configured"),
    "_async_handle_discovery_without_unique_id": (None, "already_configured"),
}
# hassfest allows this one import from another integration undeclared.
ALLOWED_IMPORT: Final = ("homeassistant.components.http.auth", ["async_sign_path"])
EXCEPTION_SUFFIXES: Final = ("Error", "Exception", "NotReady", "Failed")
PLATFORMS: Final = frozenset(platform.value for platform in Platform)


@dataclass
class CodeUses:
    """Everything the metadata checks need to know about the Python code."""

    flows: dict[str, FlowUses] = field(default_factory=dict)
    # (block, key): block is "exceptions", "entity.<platform>", "entity.*", "selector",
    # "issues" or "*" (a translation_key whose block could not be told).
    translation_keys: set[tuple[str, str]] = field(default_factory=set)
    selector_options: dict[str, set[str]] = field(default_factory=dict)
    services: list[str | None] = field(default_factory=list)  # None: not resolved
    component_imports: set[tuple[str, str]] = field(default_factory=set)
    # String constants of the top-level (Home Assistant) modules and of the engine's
    # sources registry (it holds the spoken-name translation keys): keys looked up
    # indirectly count as used. The rest of the engine never names a translation key.
    strings: set[str] = field(default_factory=set)

    def flow(self, kind: str) -> FlowUses:
        """Return the uses of one flow kind, creating them on first use."""
        return self.flows.setdefault(kind, FlowUses())


class ModuleScanner(ast.NodeVisitor):
    """Collect the translation-relevant uses of one module into a ``CodeUses``."""

    def __init__(
        self,
        module: str,
        tree: ast.Module,
        uses: CodeUses,
        resolver: Resolver,
        kinds: Mapping[tuple[str, str], str],
    ) -> None:
        """Prepare to scan ``module``; ``kinds`` maps flow classes to flow kinds."""
        self.module, self.uses, self.kinds = module, uses, kinds
        self.resolver = resolver
        self.tracer = ValueTracer(module, tree, resolver)
        self.is_flow_module = any(key[0] == module for key in kinds)
        stem = Path(module).stem
        self.platform = stem if "/" not in module and stem in PLATFORMS else "*"
        self.kind: str | None = None  # flow kind of the class being visited
        self.scope: Scope | None = None  # the function being visited

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        """Enter a class; a flow class routes what is found in it to its flow kind."""
        outer, kind = self.kind, self.kinds.get((self.module, node.name))
        if kind is not None:
            self.kind, flow = kind, self.uses.flow(kind)
            flow.strings.update(string_constants(node))
            flow.step_methods.update(
                item.name.removeprefix("async_step_")
                for item in node.body
                if isinstance(item, FUNCTIONS) and item.name.startswith("async_step_")
            )
        self.generic_visit(node)
        self.kind = outer

    def visit_FunctionDef(self, node: Scope) -> None:
        """Enter a function (its name implies a form's default step id)."""
        outer, self.scope = self.scope, node
        if self.kind is None and self.is_flow_module:
            self.uses.flow(SHARED).strings.update(string_constants(node))
        self.generic_visit(node)
        self.scope = outer

    visit_AsyncFunctionDef = visit_FunctionDef  # noqa: N815 - ast.NodeVisitor protocol

    def visit_If(self, node: ast.If) -> None:
        """Skip ``if TYPE_CHECKING:`` blocks (imports there are not uses, as hassfest)."""
        if not (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"):
            self.generic_visit(node)

    @property
    def flow(self) -> FlowUses | None:
        """Return the flow uses the current scope emits into, if any."""
        if self.kind is not None:
            return self.uses.flow(self.kind)
        if self.is_flow_module and self.scope is not None:
            return self.uses.flow(SHARED)
        return None

    def values(self, node: ast.expr | None, index: int | None = None) -> set[str]:
        """Return the strings an expression in the current scope may carry."""
        return self.tracer.values(node, self.scope, index)

    def visit_Import(self, node: ast.Import) -> None:
        """Record ``import homeassistant.components.x``."""
        for alias in node.names:
            if alias.name.startswith("homeassistant.components."):
                self.uses.component_imports.add((self.module, alias.name.split(".")[2]))

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        """Record ``from homeassistant.components(.x) import y``."""
        names = [alias.name for alias in node.names]
        if node.module is None or node.level:
            return
        if (node.module, names) == ALLOWED_IMPORT:
            return
        if node.module.startswith("homeassistant.components."):
            self.uses.component_imports.add((self.module, node.module.split(".")[2]))
        elif node.module == "homeassistant.components":
            self.uses.component_imports.update((self.module, name) for name in names)

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
        flow = self.flow
        if isinstance(target, ast.Tuple | ast.List):
            for position, element in enumerate(target.elts):
                if flow is not None and _names_errors(element):
                    flow.errors |= self.values(value, position)
            return
        if isinstance(target, ast.Subscript):  # errors["base"] = ...
            if flow is not None and _names_errors(target.value):
                flow.errors |= self.values(value)
        elif (dotted(target) or [""])[-1] == "_attr_translation_key":
            block = f"entity.{self.platform}"
            self.uses.translation_keys.update((block, k) for k in self.values(value))
        elif flow is not None and _names_errors(target):
            flow.errors |= self.values(value)

    def visit_Call(self, node: ast.Call) -> None:
        """Record steps, errors, aborts, translation keys and service registrations."""
        if (name := call_name(node)) is not None:
            if (flow := self.flow) is not None:
                self._flow_call(name, node, flow)
            self._translation_key_call(name, node)
            self._service_call(name, node)
        self.generic_visit(node)

    def _flow_call(self, name: str, node: ast.Call, flow: FlowUses) -> None:
        """Record what a flow-helper call shows or aborts with."""
        if name in SHOW_STEP_CALLS:
            self._show_step(name, node, flow)
        elif name in {"async_abort", "AbortFlow"}:
            if not self._foreign_translation_domain(node):
                flow.aborts |= self.values(argument(node, 0, "reason"))
        elif name in DEFAULT_ABORT_REASONS:
            reason_keyword, default = DEFAULT_ABORT_REASONS[name]
            given = keyword(node, reason_keyword) if reason_keyword else None
            flow.aborts |= self.values(given) if given is not None else {default}
        elif name in {"async_update_reload_and_abort", "async_update_and_abort"}:
            # Without a reason these abort with Home Assistant's own translation.
            flow.aborts |= self.values(keyword(node, "reason"))

    def _show_step(self, name: str, node: ast.Call, flow: FlowUses) -> None:
        """Record a shown step, its errors, menu options and progress action."""
        step_node = keyword(node, "step_id")
        steps = self.values(step_node)
        if step_node is None and self.scope is not None:
            steps = {self.scope.name.removeprefix("async_step_")}
        flow.steps |= steps
        flow.errors |= self.values(keyword(node, "errors"))
        if name == "async_show_menu":
            menu = keyword(node, "menu_options")
            if isinstance(menu, ast.Dict):
                menu = ast.List(elts=[key for key in menu.keys if key is not None])
            options = self.resolver.strings(menu, self.module) or []
            for step in steps:
                flow.menu_options.setdefault(step, set()).update(options)
        if name == "async_show_progress":
            flow.progress |= self.values(keyword(node, "progress_action"))

    def _foreign_translation_domain(self, node: ast.Call) -> bool:
        """Return whether a call names another integration's translations."""
        domain = self.resolver.string(keyword(node, "translation_domain"), self.module)
        return domain is not None and domain != DOMAIN

    def _translation_key_call(self, name: str, node: ast.Call) -> None:
        """Record a ``translation_key=...`` argument in the block it belongs to."""
        key_node = keyword(node, "translation_key")
        if key_node is None or self._foreign_translation_domain(node):
            return
        if name.endswith(("SelectorConfig", "Selector")):
            self._selector(node, key_node)
            return
        if name in {"async_create_issue", "create_issue"}:
            block = "issues"
        elif name.endswith("Description"):
            block = f"entity.{self.platform}"
        elif keyword(node, "translation_domain") or name.endswith(EXCEPTION_SUFFIXES):
            block = "exceptions"
        else:
            block = "*"
        self.uses.translation_keys.update((block, k) for k in self.values(key_node))

    def _selector(self, node: ast.Call, key_node: ast.expr) -> None:
        """Record a selector's translation key with its options, per call site."""
        options_node = keyword(node, "options")
        bindings = [(key_node, options_node, self.scope)]
        if isinstance(key_node, ast.Name) and self.scope is not None:
            # A helper building selectors: each caller passes a key and its options.
            keys = self.tracer.argument_sites(key_node.id, self.scope)
            name = options_node.id if isinstance(options_node, ast.Name) else ""
            options = [site for site, _ in self.tracer.argument_sites(name, self.scope)]
            bindings = [
                (key, options[i] if i < len(options) else options_node, caller)
                for i, (key, caller) in enumerate(keys)
            ] or bindings
        for key_expr, options_expr, scope in bindings:
            for key in self.tracer.values(key_expr, scope):
                self.uses.translation_keys.add(("selector", key))
                options = self.uses.selector_options.setdefault(key, set())
                options.update(self._selector_options(options_expr))

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
                value_node = keyword(item, "value")
            elif isinstance(item, ast.Dict):
                pairs = zip(item.keys, item.values, strict=True)
                value_node = next((v for k, v in pairs if _is_value_key(k)), None)
            if value := self.resolver.string(value_node, self.module):
                found.add(value)
        return found

    def _service_call(self, name: str, node: ast.Call) -> None:
        """Record a service registration and the service's name."""
        if name not in SERVICE_REGISTER_CALLS:
            return
        if name in {"async_register", "register"}:  # hass.services.async_register
            func = node.func
            receiver = dotted(func.value) if isinstance(func, ast.Attribute) else None
            if not receiver or receiver[-1] != "services":
                return
        index, name_keyword = SERVICE_REGISTER_CALLS[name]
        service = self.resolver.string(argument(node, index, name_keyword), self.module)
        self.uses.services.append(service)


def _names_errors(node: ast.expr) -> bool:
    """Return whether an assignment target is named like ``errors``."""
    return (dotted(node) or [""])[-1].endswith("errors")


def _is_value_key(node: ast.expr | None) -> bool:
    """Return whether a dict key is the constant ``"value"``."""
    return isinstance(node, ast.Constant) and node.value == "value"


def analyze_sources(
    sources: Mapping[str, str], runtime: RuntimeLookup | None = None
) -> CodeUses:
    """Scan the integration's modules, given as relative path -> source text."""
    trees = {path: ast.parse(text, filename=path) for path, text in sources.items()}
    resolver = Resolver(trees, runtime)
    kinds = flow_classes(trees, resolver)
    uses = CodeUses()
    for module, tree in trees.items():
        if "/" not in module or module == "engine/sources_registry.py":
            uses.strings.update(string_constants(tree))
        ModuleScanner(module, tree, uses, resolver, kinds).visit(tree)
    return uses


def yaml_selectors(tree: object) -> Iterator[tuple[str, set[str]]]:
    """Yield (translation_key, option values) of every selector in services.yaml."""
    if isinstance(tree, list):
        for item in tree:
            yield from yaml_selectors(item)
    if not isinstance(tree, dict):
        return
    if isinstance(key := tree.get("translation_key"), str):
        options = tree.get("options")
        yield (
            key,
            {
                str(item.get("value") if isinstance(item, dict) else item)
                for item in (options if isinstance(options, list) else [])
            },
        )
    for value in tree.values():
        yield from yaml_selectors(value)
