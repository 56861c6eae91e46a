"""Which strings a name in the integration's code may stand for, across modules.

``Resolver`` follows names across modules: module constants, relative imports and, for
this repository only, the imported module itself (enum members, computed lists). It also
finds the function an imported name stands for, so ``source_tracer`` can follow a call
into the module that defines it. The small AST helpers here serve both.
"""

import ast
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any, Final

type RuntimeLookup = Callable[[str, list[str]], object]
type Scope = ast.FunctionDef | ast.AsyncFunctionDef
type Value = str | list[Any] | None
FUNCTIONS: Final = (ast.FunctionDef, ast.AsyncFunctionDef)
MAX_DEPTH: Final = 12


def call_name(node: ast.Call) -> str | None:
    """Return the called function's own name: ``a.b.c(...)`` -> ``c``."""
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return node.func.id if isinstance(node.func, ast.Name) else None


def keyword(node: ast.Call, name: str) -> ast.expr | None:
    """Return the value of keyword argument ``name`` of a call, if given."""
    return next((kw.value for kw in node.keywords if kw.arg == name), None)


def argument(node: ast.Call, index: int, name: str) -> ast.expr | None:
    """Return an argument given by keyword ``name`` or at position ``index``."""
    if (value := keyword(node, name)) is not None:
        return value
    if len(node.args) > index and not isinstance(node.args[index], ast.Starred):
        return node.args[index]
    return None


def dotted(node: ast.expr) -> list[str] | None:
    """Return ``["a", "b", "c"]`` for the expression ``a.b.c``."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.insert(0, node.attr)
        node = node.value
    return [node.id, *parts] if isinstance(node, ast.Name) else None


def string_constants(node: ast.AST) -> Iterator[str]:
    """Return every string constant under ``node``, except docstrings (bare lines)."""
    bare = {
        id(child.value)
        for child in ast.walk(node)
        if isinstance(child, ast.Expr) and isinstance(child.value, ast.Constant)
    }
    return (
        child.value
        for child in ast.walk(node)
        if isinstance(child, ast.Constant)
        and isinstance(child.value, str)
        and id(child) not in bare
    )


def own_nodes(scope: ast.AST) -> Iterator[ast.AST]:
    """Yield the nodes of a function body, not descending into nested functions."""
    stack = list(ast.iter_child_nodes(scope))
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, (*FUNCTIONS, ast.Lambda)):
            stack.extend(ast.iter_child_nodes(node))


def parameters(scope: Scope) -> list[str]:
    """Return a function's positional-or-keyword parameter names, ``self`` dropped."""
    names = [arg.arg for arg in [*scope.args.posonlyargs, *scope.args.args]]
    return names[1:] if names and names[0] in {"self", "cls"} else names


def _module_file(base: str, modules: set[str]) -> str:
    """Return the file of the module at ``base`` (a dotted path written with /)."""
    return (
        f"{base}.py" if f"{base}.py" in modules else f"{base}/__init__.py".lstrip("/")
    )


def _import_base(module: str, level: int, name: str | None) -> str | None:
    """Resolve a relative import in file ``module`` to a path, None if absolute."""
    parts = list(Path(module).parent.parts)
    if level == 0 or level - 1 > len(parts):
        return None
    parts = parts[: len(parts) - (level - 1)]
    return "/".join([*parts, *(name.split(".") if name else [])])


def _plain(value: object) -> Value:
    """Convert a runtime value (str, StrEnum, sequence of them) to plain strings."""
    if isinstance(value, str):
        return str(getattr(value, "value", value))
    if isinstance(value, list | tuple | set | frozenset):
        items = [_plain(item) for item in value]
        return None if any(item is None for item in items) else items
    return None


class Resolver:
    """Resolve names in the integration's modules to strings or lists of strings."""

    def __init__(
        self, trees: Mapping[str, ast.Module], runtime: RuntimeLookup | None = None
    ) -> None:
        """Index the module-level constants and relative imports of every module."""
        self._runtime = runtime
        self._trees = trees
        self._constants: dict[str, dict[str, ast.expr]] = {}
        self._imports: dict[str, dict[str, tuple[str, str | None]]] = {}
        for module, tree in trees.items():
            constants = self._constants.setdefault(module, {})
            for statement in tree.body:
                if isinstance(statement, ast.Assign):
                    constants.update(
                        (target.id, statement.value)
                        for target in statement.targets
                        if isinstance(target, ast.Name)
                    )
                elif isinstance(statement, ast.AnnAssign) and statement.value:
                    if isinstance(statement.target, ast.Name):
                        constants[statement.target.id] = statement.value
                elif isinstance(statement, ast.ImportFrom):
                    self._index_import(module, statement, set(trees))

    def _index_import(
        self, module: str, statement: ast.ImportFrom, modules: set[str]
    ) -> None:
        """Record ``from .x import y`` as local name -> (module file, name or None)."""
        base = _import_base(module, statement.level, statement.module)
        if base is None:
            return
        imports = self._imports.setdefault(module, {})
        for alias in statement.names:
            as_module = f"{base}/{alias.name}".strip("/")
            if f"{as_module}.py" in modules or f"{as_module}/__init__.py" in modules:
                target = (_module_file(as_module, modules), None)
            else:
                target = (_module_file(base, modules), alias.name)
            imports[alias.asname or alias.name] = target

    def tree(self, module: str) -> ast.Module:
        """Return the parsed source of ``module``."""
        return self._trees[module]

    def function(
        self, name: list[str], module: str, depth: int = 0
    ) -> tuple[str, Scope] | None:
        """
        Return (module, definition) of a function ``module`` imports, if it is ours.

        ``name`` is ``["f"]`` after ``from .x import f``, or ``["x", "f"]`` after
        ``from . import x``; a name a module imports and exports again is followed.
        """
        if depth > MAX_DEPTH:
            return None
        head, *rest = name
        target, imported = self._imports.get(module, {}).get(head, ("", ""))
        if not target or target not in self._trees:
            return None
        if imported is None and len(rest) == 1:
            imported = rest[0]
        elif imported is None or rest:
            return None
        for node in self._trees[target].body:
            if isinstance(node, FUNCTIONS) and node.name == imported:
                return target, node
        return self.function([imported], target, depth + 1)

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

    def value(self, node: ast.expr | None, module: str, depth: int = 0) -> Value:
        """Evaluate a constant expression: strings, lists of them, names of them."""
        if node is None or depth > MAX_DEPTH:
            return None
        if isinstance(node, ast.Constant):
            return node.value if isinstance(node.value, str) else None
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            items = [self.value(item, module, depth + 1) for item in node.elts]
            return None if any(item is None for item in items) else items
        if (name := dotted(node)) is None:
            return None
        static = self._static(name, module, depth)
        return static if static is not None else self._from_runtime(module, name)

    def _static(self, name: list[str], module: str, depth: int) -> Value:
        """Follow a name through module constants and relative imports."""
        head, *rest = name
        if not rest and head in self._constants.get(module, {}):
            return self.value(self._constants[module][head], module, depth + 1)
        target, imported = self._imports.get(module, {}).get(head, ("", ""))
        if target and imported is not None and not rest:
            return self._static([imported], target, depth + 1)
        if target and imported is None and len(rest) == 1:
            return self._static(rest, target, depth + 1)
        return None

    def _from_runtime(self, module: str, name: list[str]) -> Value:
        """Look a name up in the imported module (this repository only)."""
        if self._runtime is None:
            return None
        try:
            return _plain(self._runtime(module, name))
        except Exception:  # noqa: BLE001 - unknown stays unknown
            return None
