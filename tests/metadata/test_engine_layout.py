"""The engine's house rules, checked: no Home Assistant import, no import cycle, small modules.

Read from the source with ``ast`` (nothing is imported), so a rule broken by a new
module fails here with the module named, and each rule is shown to fail on a
planted breach (a check that cannot fail checks nothing).
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Final

ENGINE: Final = (
    Path(__file__).resolve().parents[2]
    / "custom_components"
    / "grounded_answers"
    / "engine"
)
PACKAGE: Final = "custom_components.grounded_answers.engine"
MAX_LINES: Final = 300


def module_name(root: Path, path: Path, package: str) -> str:
    """Return the dotted name of ``path`` under ``root`` (a package is its folder)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([package, *parts])


def imports_of(tree: ast.AST, name: str, *, is_package: bool) -> set[str]:
    """Return every module ``tree`` imports, absolute, relative ones resolved."""
    found: set[str] = set()
    base = name.split(".") if is_package else name.split(".")[:-1]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            parent = base[: len(base) - node.level + 1] if node.level else []
            module = ".".join([*parent, *(node.module or "").split(".")]).strip(".")
            found.add(module)
            # "from . import x" and "from .pkg import mod" may name modules too.
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def read_modules(root: Path, package: str) -> dict[str, tuple[int, set[str]]]:
    """Return each module's line count and the modules it imports, types included."""
    modules: dict[str, tuple[int, set[str]]] = {}
    for path in sorted(root.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        # Imports for type checking count too: a cycle of types is one to untie.
        tree = ast.parse(text)
        name = module_name(root, path, package)
        found = imports_of(tree, name, is_package=path.name == "__init__.py")
        modules[name] = (len(text.splitlines()), found)
    return modules


def cycles(modules: dict[str, tuple[int, set[str]]]) -> list[list[str]]:
    """Return the import cycles among ``modules`` (each once, as found)."""
    graph = {
        name: sorted(
            target for target in imported if target in modules and target != name
        )
        for name, (_, imported) in modules.items()
    }
    found: list[list[str]] = []
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        path.append(node)
        for target in graph[node]:
            if state.get(target) == 1:
                found.append([*path[path.index(target) :], target])
            elif target not in state:
                visit(target)
        path.pop()
        state[node] = 2

    for node in graph:
        if node not in state:
            visit(node)
    return found


def problems(root: Path, package: str) -> list[str]:
    """Return every breach of the engine's rules under ``root``."""
    modules = read_modules(root, package)
    found = [
        f"{name} imports Home Assistant"
        for name, (_, imported) in modules.items()
        if any(m == "homeassistant" or m.startswith("homeassistant.") for m in imported)
    ]
    found += [
        f"{name} has {lines} lines (at most {MAX_LINES})"
        for name, (lines, _) in modules.items()
        if lines > MAX_LINES
    ]
    found += [" -> ".join(cycle) for cycle in cycles(modules)]
    return found


def test_the_engine_keeps_its_house_rules() -> None:
    """No Home Assistant import, no cycle, no module over 300 lines."""
    assert problems(ENGINE, PACKAGE) == []


def test_each_rule_fails_on_a_planted_breach(tmp_path: Path) -> None:
    """A cycle, a Home Assistant import and a long module are each reported."""
    package = tmp_path / "engine"
    (package / "text").mkdir(parents=True)
    (package / "__init__.py").write_text('"""Engine."""\n')
    (package / "text" / "__init__.py").write_text("from ..a import thing\n")
    (package / "a.py").write_text("from .text import other\nthing = 1\n")
    (package / "glue.py").write_text("from homeassistant.core import HomeAssistant\n")
    (package / "long.py").write_text("x = 1\n" * (MAX_LINES + 1))
    (package / "typed.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .b import y\n"
    )
    (package / "b.py").write_text("from .typed import x\n")
    found = problems(package, "pkg.engine")
    assert "pkg.engine.glue imports Home Assistant" in found
    assert f"pkg.engine.long has {MAX_LINES + 1} lines (at most {MAX_LINES})" in found
    assert "pkg.engine.a -> pkg.engine.text -> pkg.engine.a" in found
    # an import for type checking only closes a cycle too
    assert any("pkg.engine.typed" in f and "pkg.engine.b" in f for f in found), found
    assert len(found) == 4, found
