"""A checkout of this project, or a fake one, as the checks read it (lazily)."""

import importlib
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, Final

import homeassistant
import yaml

from tests.metadata.reference_data import DOMAIN
from tests.metadata.source_scan import CodeUses, analyze_sources, yaml_selectors

ROOT: Final = Path(__file__).resolve().parents[2]
HA_COMPONENTS_DIR: Final = Path(homeassistant.__file__).parent / "components"


class JsonError(Exception):
    """A JSON file could not be read or parsed."""


def dig(tree: object, *path: str) -> Any:
    """Return ``tree[path[0]][path[1]]...``, or None when any level is missing."""
    for part in path:
        if not isinstance(tree, dict) or part not in tree:
            return None
        tree = tree[part]
    return tree


def dict_at(tree: object, *path: str) -> dict[str, Any]:
    """Return the dict at ``path``, or an empty dict."""
    found = dig(tree, *path)
    return found if isinstance(found, dict) else {}


def flatten(tree: object, prefix: str = "") -> dict[str, object]:
    """Flatten nested dicts to ``{"a.b.c": leaf}``."""
    if not isinstance(tree, dict):
        return {prefix: tree}
    flat: dict[str, object] = {}
    for key, value in tree.items():
        flat.update(flatten(value, f"{prefix}.{key}" if prefix else str(key)))
    return flat


def walk_keys(tree: object, path: str = "") -> Iterator[tuple[str, str, object]]:
    """Yield (path, key, value) for every key in nested dicts."""
    if isinstance(tree, dict):
        for key, value in tree.items():
            yield path, key, value
            yield from walk_keys(value, f"{path}.{key}" if path else key)


@dataclass
class Repo:
    """A repository: root files and ``custom_components/<domain>``."""

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

    def json_object(self, relative: str) -> dict[str, Any]:
        """Return an integration JSON file's object, empty when unreadable."""
        content = self.json_or_none(self.integration_dir / relative)
        return content if isinstance(content, dict) else {}

    @cached_property
    def manifest(self) -> dict[str, Any]:
        """Return manifest.json (empty when unreadable)."""
        return self.json_object("manifest.json")

    @cached_property
    def en(self) -> dict[str, Any]:
        """Return translations/en.json (empty when unreadable)."""
        return self.json_object("translations/en.json")

    @property
    def translation_files(self) -> list[Path]:
        """Return strings.json (if any) and every translations/*.json."""
        files = sorted((self.integration_dir / "translations").glob("*.json"))
        strings = self.integration_dir / "strings.json"
        return [strings, *files] if strings.is_file() else files

    def translations(self) -> Iterator[tuple[str, dict[str, Any]]]:
        """Yield (relative name, content) of every readable translation file."""
        for path in self.translation_files:
            if isinstance(content := self.json_or_none(path), dict):
                yield path.relative_to(self.integration_dir).as_posix(), content

    @cached_property
    def services_yaml(self) -> dict[str, Any] | None:
        """Return services.yaml, {} when empty, None when absent or invalid."""
        path = self.integration_dir / "services.yaml"
        try:
            loaded = yaml.safe_load(path.read_text(encoding="utf-8"))
        except OSError, yaml.YAMLError:
            return None
        return {} if loaded is None else loaded if isinstance(loaded, dict) else None

    @cached_property
    def sources(self) -> dict[str, str]:
        """Return every Python module of the integration: relative path -> text."""
        return {
            path.relative_to(self.integration_dir).as_posix(): path.read_text("utf-8")
            for path in sorted(self.integration_dir.rglob("*.py"))
            if "__pycache__" not in path.parts
        }

    @cached_property
    def uses(self) -> CodeUses:
        """Return what the Python code uses, plus services.yaml's selectors."""
        uses = analyze_sources(self.sources, self._runtime if self.importable else None)
        for key, options in yaml_selectors(self.services_yaml or {}):
            uses.translation_keys.add(("selector", key))
            uses.selector_options.setdefault(key, set()).update(options)
        return uses

    def _runtime(self, module: str, name: list[str]) -> object:
        """Import ``module`` of the package and follow the dotted ``name`` in it."""
        relative = module.removesuffix(".py").removesuffix("/__init__")
        package = f"custom_components.{self.domain}"
        value: object = importlib.import_module(
            package
            if relative == "__init__"
            else f"{package}.{relative.replace('/', '.')}"
        )
        for part in name:
            value = getattr(value, part)
        return value


type Check = Callable[[Repo], list[str]]
