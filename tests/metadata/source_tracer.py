"""Which strings an expression in one module may carry, traced through the code.

``ValueTracer`` follows values within one module: local assignments (tuple unpacking and
``:=`` included), the returns of called functions and methods, and parameters back to
the arguments their callers pass. A called function imported from another module of the
integration (``from .validation import probe``) is traced to its returns there, so flow
helpers may live outside the flow modules; so is a function run in the executor
(``hass.async_add_executor_job(check, ...)``) or called through a loop variable bound
over literal pairs (``for key, probe in ((A, probe_a), (B, probe_b)): probe()``).
"""

import ast
from typing import Final

from tests.metadata.source_values import (
    FUNCTIONS,
    MAX_DEPTH,
    Resolver,
    Scope,
    argument,
    call_name,
    dotted,
    keyword,
    own_nodes,
    parameters,
)

SELF: Final = (["self"], ["cls"])  # receivers of method calls traced to their returns
# Calls that run their first argument: hass.async_add_executor_job(target, *args).
EXECUTOR_JOBS: Final = frozenset({"async_add_executor_job"})


class ValueTracer:
    """Trace which strings an expression may carry within one module."""

    def __init__(
        self,
        module: str,
        tree: ast.Module,
        resolver: Resolver,
        tracers: dict[str, ValueTracer] | None = None,
    ) -> None:
        """
        Index the module's functions, methods and calls.

        ``tracers`` holds the tracers of other modules, built when a call leads there.
        """
        self.module, self.resolver = module, resolver
        self.tracers = {} if tracers is None else tracers
        self.tracers.setdefault(module, self)
        self.functions = {n.name: n for n in tree.body if isinstance(n, FUNCTIONS)}
        self.methods = {
            item.name: item
            for node in tree.body
            if isinstance(node, ast.ClassDef)
            for item in node.body
            if isinstance(item, FUNCTIONS)
        }
        self.calls: dict[str, list[tuple[ast.Call, Scope | None]]] = {}
        self._index_calls(tree, None)

    def _index_calls(self, node: ast.AST, scope: Scope | None) -> None:
        """Record every call with the function it is made in."""
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Call) and (name := call_name(child)):
                self.calls.setdefault(name, []).append((child, scope))
            self._index_calls(child, child if isinstance(child, FUNCTIONS) else scope)

    def values(  # noqa: PLR0911 - one return per expression kind
        self,
        node: ast.expr | None,
        scope: Scope | None,
        index: int | None = None,
        depth: int = 0,
    ) -> set[str]:
        """Return the strings ``node`` may carry (element ``index`` of a tuple)."""
        if node is None or depth > MAX_DEPTH:
            return set()
        depth += 1
        match node:
            case ast.Constant(value=str() as value):
                return {value}
            case ast.Await(value=inner):
                return self.values(inner, scope, index, depth)
            case ast.IfExp(body=body, orelse=orelse):
                return self._union([body, orelse], scope, index, depth)
            case ast.BoolOp(values=items):
                return self._union(items, scope, index, depth)
            case ast.Tuple(elts=items) | ast.List(elts=items) if index is not None:
                item = items[index] if index < len(items) else None
                return self.values(item, scope, None, depth)
            case ast.Dict(values=items):
                return self._union(items, scope, None, depth)
            case ast.Call():
                return self._returns(node, scope, index, depth)
            case ast.Name(id=name) if scope is not None and self._is_local(name, scope):
                return self._locals(name, scope, index, depth)
        resolved = self.resolver.string(node, self.module)
        return {resolved} if resolved else set()

    def _union(
        self, nodes: list[ast.expr], scope: Scope | None, index: int | None, depth: int
    ) -> set[str]:
        """Return the union of the values of ``nodes``."""
        return set().union(*(self.values(node, scope, index, depth) for node in nodes))

    @staticmethod
    def _is_local(name: str, scope: Scope) -> bool:
        """Return whether ``name`` is a parameter or assigned in ``scope``."""
        if name in parameters(scope) or name in {a.arg for a in scope.args.kwonlyargs}:
            return True
        return any(
            isinstance(node, ast.Name)
            and node.id == name
            and isinstance(node.ctx, ast.Store)
            for node in own_nodes(scope)
        )

    def _locals(
        self, name: str, scope: Scope, index: int | None, depth: int
    ) -> set[str]:
        """Trace a local name through its assignments, or a parameter to its callers."""
        found: set[str] = set()
        for node in own_nodes(scope):
            if isinstance(node, ast.Assign):
                targets, value = node.targets, node.value
            elif isinstance(node, ast.AnnAssign | ast.NamedExpr):
                targets, value = [node.target], node.value
            else:
                continue
            for target in targets:
                if isinstance(target, ast.Name) and target.id == name:
                    found |= self.values(value, scope, index, depth)
                for position, element in enumerate(getattr(target, "elts", [])):
                    if isinstance(element, ast.Name) and element.id == name:
                        found |= self.values(value, scope, position, depth)
        for call, caller in self.argument_sites(name, scope):
            found |= self.values(call, caller, index, depth)
        return found

    def argument_sites(
        self, name: str, scope: Scope
    ) -> list[tuple[ast.expr, Scope | None]]:
        """Return (argument, caller scope) for parameter ``name`` at each call site."""
        positional = parameters(scope)
        if name not in positional and name not in {
            a.arg for a in scope.args.kwonlyargs
        }:
            return []
        position = positional.index(name) if name in positional else -1
        sites: list[tuple[ast.expr, Scope | None]] = []
        for call, caller in self.calls.get(scope.name, []):
            given = keyword(call, name)
            if given is None and 0 <= position < len(call.args):
                given = call.args[position]
            if given is not None and not isinstance(given, ast.Starred):
                sites.append((given, caller))
        return sites

    def _returns(
        self, call: ast.Call, scope: Scope | None, index: int | None, depth: int
    ) -> set[str]:
        """Trace a call to the return values of the functions it may call."""
        func = call.func
        if call_name(call) in EXECUTOR_JOBS:
            func = argument(call, 0, "target")
        callees = self._callees(func, scope, depth)
        if not callees:
            resolved = self.resolver.string(call, self.module)
            return {resolved} if resolved else set()
        found: set[str] = set()
        for tracer, callee in callees:
            returns = [n.value for n in own_nodes(callee) if isinstance(n, ast.Return)]
            found.update(*(tracer.values(v, callee, index, depth) for v in returns))
        return found

    def _callees(
        self, func: ast.expr | None, scope: Scope | None, depth: int
    ) -> list[tuple[ValueTracer, Scope]]:
        """Return the functions ``func`` may be, each with its module's tracer."""
        if func is None or depth > MAX_DEPTH:
            return []
        if isinstance(func, ast.Attribute) and dotted(func.value) in SELF:
            method = self.methods.get(func.attr)
            return [(self, method)] if method else []
        if isinstance(func, ast.Name) and func.id in self.functions:
            return [(self, self.functions[func.id])]
        if isinstance(func, ast.Name) and scope and self._is_local(func.id, scope):
            return [
                callee
                for bound in _loop_bindings(func.id, scope)
                for callee in self._callees(bound, scope, depth + 1)
            ]
        name = dotted(func)
        imported = self.resolver.function(name, self.module) if name else None
        return [(self._tracer(imported[0]), imported[1])] if imported else []

    def _tracer(self, module: str) -> ValueTracer:
        """Return the tracer of another module, built on first use."""
        if module not in self.tracers:
            tree = self.resolver.tree(module)
            self.tracers[module] = ValueTracer(
                module, tree, self.resolver, self.tracers
            )
        return self.tracers[module]


def _loop_bindings(name: str, scope: Scope) -> list[ast.expr]:
    """Return what ``for`` loops over literals in ``scope`` bind ``name`` to."""
    found: list[ast.expr] = []
    for node in own_nodes(scope):
        if not isinstance(node, ast.For | ast.AsyncFor):
            continue
        if not isinstance(node.iter, ast.Tuple | ast.List):
            continue
        for item in node.iter.elts:
            if isinstance(node.target, ast.Name) and node.target.id == name:
                found.append(item)
            elif isinstance(node.target, ast.Tuple) and isinstance(
                item, ast.Tuple | ast.List
            ):
                found += [
                    value
                    for element, value in zip(node.target.elts, item.elts, strict=False)
                    if isinstance(element, ast.Name) and element.id == name
                ]
    return found
