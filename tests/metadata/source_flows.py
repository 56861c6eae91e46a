"""Which classes are flows, of which kind, and what one kind of flow uses.

A flow kind is ``config``, ``options`` or ``config_subentries.<type>`` (the type from
``async_get_supported_subentry_types``; ``*`` when it cannot be told): the block of
translations/en.json its steps, errors and abort reasons live in.
"""

import ast
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from tests.metadata.source_values import FUNCTIONS, Resolver, Scope, dotted

SHARED: Final = ""  # kind of module-level helpers in a flow module (serving every flow)
SUBENTRY_TYPES_METHOD: Final = "async_get_supported_subentry_types"


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


def flow_classes(
    trees: Mapping[str, ast.Module], resolver: Resolver
) -> dict[tuple[str, str], str]:
    """Map each flow class (module, name) to its kind, subentry types included."""
    kinds: dict[tuple[str, str], str] = {}
    subentry_types: dict[str, str] = {}
    for module, tree in trees.items():
        classes = {
            node.name: node for node in tree.body if isinstance(node, ast.ClassDef)
        }
        for name in classes:
            if kind := _class_kind(name, classes, set()):
                kinds[module, name] = kind
        for node in ast.walk(tree):
            if isinstance(node, FUNCTIONS) and node.name == SUBENTRY_TYPES_METHOD:
                subentry_types.update(_subentry_types(node, module, resolver))
    for key, kind in kinds.items():
        if kind == "config_subentries":
            kinds[key] = f"config_subentries.{subentry_types.get(key[1], '*')}"
    return kinds


def _base_kind(name: str) -> str | None:
    """Return the flow kind a base class name implies."""
    if name == "ConfigFlow":
        return "config"
    if name == "ConfigSubentryFlow":
        return "config_subentries"
    return "options" if "OptionsFlow" in name else None


def _class_kind(
    name: str, classes: Mapping[str, ast.ClassDef], seen: set[str]
) -> str | None:
    """Return the flow kind of class ``name``, following local base classes."""
    if name in seen:
        return None
    seen.add(name)
    for base in classes[name].bases:
        base_name = (dotted(base) or [""])[-1]
        if kind := _base_kind(base_name):
            return kind
        if base_name in classes and (kind := _class_kind(base_name, classes, seen)):
            return kind
    return None


def _subentry_types(function: Scope, module: str, resolver: Resolver) -> dict[str, str]:
    """Return subentry flow class name -> subentry type from the returned dict."""
    found: dict[str, str] = {}
    for node in ast.walk(function):
        if isinstance(node, ast.Return) and isinstance(node.value, ast.Dict):
            for key, value in zip(node.value.keys, node.value.values, strict=True):
                subentry_type, flow_class = resolver.string(key, module), dotted(value)
                if subentry_type and flow_class:
                    found[flow_class[-1]] = subentry_type
    return found
