"""Find, in the source, every function of ``finkit.core`` that writes the transactions table.

A function writes directly when it inserts, updates or deletes through the ``Transaction`` model or its
table (or an alias of either), builds a ``Transaction(...)``, deletes a loaded ``tx``, assigns an input
field of a ``tx``, opens the import writer (``ChunkWriter``) or runs SQL text that writes ``transactions``.
It writes indirectly when it calls such a function (calls resolved through each module's imports).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path

from tests.astwalk import nodes, walk
from tests.core.pipeline.test_no_import_cycles import CORE, SRC, module_name

#: The layers above the areas, and the migrations (which write before any account exists).
NOT_AREAS = ("finkit.core.pipeline", "finkit.core.usecases", "finkit.core.db.migrations")
_SQL_WRITE = re.compile(r"\b(UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+\"?transactions\b(?![_\w])", re.IGNORECASE)
_TX_FIELDS = {"category_id", "merchant", "amount", "date", "description", "gst_rate", "gst_amount"}
#: Functions that build ``Transaction`` objects never added to a session, each with the reason.
DETACHED_BUILDERS = {
    (
        "finkit.core.tax.ledger",
        "part_rows",
    ): "a split row's parts as detached rows for the tax reports to read",
}


@dataclass
class Function:
    module: str
    name: str  # ``f`` or ``Class.f``
    node: ast.FunctionDef | ast.AsyncFunctionDef
    direct: str | None = None  # what makes it write, when it writes itself
    calls: set[tuple[str, str]] = field(default_factory=set)

    @property
    def key(self) -> tuple[str, str]:
        return self.module, self.name

    @property
    def public(self) -> bool:
        return not any(part.startswith("_") for part in self.name.split("."))

    @property
    def stub(self) -> bool:
        """A protocol's method (its body is ``...``), not code that runs."""
        body = [
            n for n in self.node.body if not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant))
        ]
        return not body or (
            all(
                isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant) and n.value.value is Ellipsis
                for n in self.node.body[-1:]
            )
            and len(body) <= 1
        )

    @property
    def returns(self) -> str:
        return ast.unparse(self.node.returns) if self.node.returns else ""

    @property
    def parameter_types(self) -> str:
        args = self.node.args
        return " ".join(ast.unparse(a.annotation) for a in (*args.args, *args.kwonlyargs) if a.annotation)


def _aliases(tree: ast.Module) -> set[str]:
    """Names bound at module level to the model or its table (``T = Transaction``, ``_T = ....__table__``)."""
    names = {"Transaction"}
    grown = True
    while grown:
        grown = False
        for node in tree.body:
            target, value = None, None
            if (
                isinstance(node, ast.Assign)
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
            ):
                target, value = node.targets[0].id, node.value
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                target, value = node.target.id, node.value
            if target is None or value is None or target in names:
                continue
            text = ast.unparse(value)
            if any(text == n or text.startswith(f"{n}.__table__") for n in names) or text == "sqlplan.T":
                names.add(target)
                grown = True
    return names


def _sql_constants(tree: ast.Module) -> set[str]:
    """Module-level names bound to SQL text that writes ``transactions``."""
    found = set()
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            text = " ".join(
                n.value
                for n in ast.walk(node.value)
                if isinstance(n, ast.Constant) and isinstance(n.value, str)
            )
            if _SQL_WRITE.search(text):
                found.add(node.targets[0].id)
    return found


def _callee(func: ast.expr) -> str:
    """``ast.unparse(func)``, without unparsing for the usual case of a name or a dotted name (the scan
    reads ~18,000 calls: unparsing each was a fifth of its CPU)."""
    parts: list[str] = []
    node = func
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return ast.unparse(func)


def _direct_write(walked: list[ast.AST], aliases: set[str], sql: set[str]) -> str | None:
    """What makes a function write the transactions table itself, if it does (``walked``: its nodes, in
    ``ast.walk``'s order: the first write found is the one named)."""
    for inner in walked:
        if isinstance(inner, ast.Call):
            callee = _callee(inner.func)
            if callee in {"insert", "update", "delete", "session.delete"}:
                first = ast.unparse(inner.args[0]) if inner.args else ""
                if callee != "session.delete" and first in aliases:
                    return f"{callee}({first})"
                if callee == "session.delete" and first in {"tx", "transaction"}:
                    return f"session.delete({first})"
            if callee in {"Transaction", "ChunkWriter"}:
                return f"{callee}(...)"
        elif (
            isinstance(inner, ast.Constant)
            and isinstance(inner.value, str)
            and _SQL_WRITE.search(inner.value)
        ):
            return "SQL text"
        elif isinstance(inner, ast.Name) and inner.id in sql:
            return f"SQL text ({inner.id})"
        elif isinstance(inner, ast.Assign):
            for target in inner.targets:
                if (
                    isinstance(target, ast.Attribute)
                    and isinstance(target.value, ast.Name)
                    and target.value.id in {"tx", "transaction"}
                    and target.attr in _TX_FIELDS
                ):
                    return f"{target.value.id}.{target.attr} = ..."
    return None


def _imports(tree: ast.Module, module: str, is_package: bool) -> dict[str, str]:
    """Local name -> the dotted name it refers to (``module`` or ``module.attribute``)."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    table: dict[str, str] = {}
    for node in walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join([*package[: len(package) - node.level + 1], *([base] if base else [])])
            for alias in node.names:
                table[alias.asname or alias.name] = f"{base}.{alias.name}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    table[alias.asname] = alias.name
    return table


def collect() -> dict[tuple[str, str], Function]:
    """Every function and method of ``finkit.core``, with what it calls and whether it writes itself."""
    paths = {module_name(p): p for p in CORE.rglob("*.py")}
    functions: dict[tuple[str, str], Function] = {}
    walked: dict[tuple[str, str], list[ast.AST]] = {}  # each function's nodes, walked once for both passes
    imports: dict[str, dict[str, str]] = {}
    for module, path in paths.items():
        tree = ast.parse(path.read_text(), str(path))
        aliases, sql = _aliases(tree), _sql_constants(tree)
        imports[module] = _imports(tree, module, path.name == "__init__.py")
        for node in tree.body:
            members: list[tuple[str, ast.AST]] = []
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                members.append((node.name, node))
            elif isinstance(node, ast.ClassDef):
                members.extend(
                    (f"{node.name}.{m.name}", m)
                    for m in node.body
                    if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))
                )
            for name, fn in members:
                assert isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))
                walked[(module, name)] = fn_nodes = nodes(fn)
                direct = (
                    None if (module, name) in DETACHED_BUILDERS else _direct_write(fn_nodes, aliases, sql)
                )
                functions[(module, name)] = Function(module, name, fn, direct)
    for function in functions.values():
        table = imports[function.module]
        for inner in walked[function.key]:
            if not isinstance(inner, ast.Call):
                continue
            callee = _callee(inner.func)
            head, _, rest = callee.partition(".")
            if not rest and (function.module, head) in functions:
                function.calls.add((function.module, head))
                continue
            target = table.get(head)
            if target is None:
                continue
            dotted = f"{target}.{rest}" if rest else target
            module, _, name = dotted.rpartition(".")
            resolved = _resolve(module, name, functions, imports)
            if resolved is not None:
                function.calls.add(resolved)
    return functions


def _resolve(
    module: str, name: str, functions: dict[tuple[str, str], Function], imports: dict[str, dict[str, str]]
) -> tuple[str, str] | None:
    """A name in a module: defined there, or re-exported from another (followed a few times)."""
    for _ in range(4):
        if (module, name) in functions:
            return module, name
        target = imports.get(module, {}).get(name)
        if target is None:
            return None
        module, _, name = target.rpartition(".")
    return None


def source_root() -> Path:
    return SRC
