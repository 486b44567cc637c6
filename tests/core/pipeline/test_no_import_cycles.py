"""``finkit.core`` has no import cycle, counting imports inside functions (``if TYPE_CHECKING`` aside),
and no area imports the write pipeline: the pipeline is a loader, the areas are its plugins
(docs/decisions/0017-write-pipeline.md).

Read from the source with ``ast``, so an import placed inside a function to dodge a cycle still counts.
Importing ``a.b.c`` runs ``a/b/__init__.py`` first, so a module also depends on its parent packages.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

SRC = Path(__file__).resolve().parents[3] / "src"
CORE = SRC / "finkit" / "core"

#: The layers above the areas: they may import the pipeline (areas may not).
ABOVE_AREAS = ("finkit.core.pipeline", "finkit.core.usecases")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imported_names(path: Path, name: str) -> Iterator[str]:
    """Every module name an import statement in ``path`` names (at any depth, TYPE_CHECKING aside)."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]

    def walk(node: ast.AST) -> Iterator[str]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                for other in child.orelse:
                    yield from walk_one(other)
                continue
            yield from walk_one(child)

    def walk_one(node: ast.AST) -> Iterator[str]:
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            yield target
            yield from (f"{target}.{alias.name}" for alias in node.names)  # ``from pkg import module``
        else:
            yield from walk(node)

    yield from walk(ast.parse(path.read_text(), str(path)))


@functools.cache
def import_graph() -> dict[str, set[str]]:
    """Module -> the core modules it imports (and, through them, their parent packages). Read once per
    process (parsing every core module is ~2 s of CPU); callers only read it."""
    modules = {module_name(p): p for p in CORE.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for target in imported_names(path, name):
            parts = target.split(".")
            for depth in range(3, len(parts) + 1):  # finkit.core.x, finkit.core.x.y, ...
                prefix = ".".join(parts[:depth])
                if prefix in modules and prefix != name and not name.startswith(prefix + "."):
                    graph[name].add(prefix)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_core_has_no_import_cycle() -> None:
    found = cycles(import_graph())
    assert found == [], "import cycles in finkit.core:\n" + "\n".join(" <-> ".join(c) for c in found)


def test_no_area_imports_the_pipeline_or_the_use_cases() -> None:
    graph = import_graph()
    offenders = sorted(
        f"{name} imports {target}"
        for name, targets in graph.items()
        if not name.startswith(ABOVE_AREAS)
        for target in targets
        if target.startswith(ABOVE_AREAS)
    )
    assert offenders == []


def test_the_checker_sees_a_cycle_through_a_function_level_import(tmp_path: Path) -> None:
    """The checker itself: an import inside a function closes a cycle; one under TYPE_CHECKING does not."""
    graph = {"a": {"b"}, "b": set()}
    assert cycles(graph) == []
    source = tmp_path / "b.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    import finkit.core.x\n"
        "def f():\n    from finkit.core import a\n"
    )
    names = set(imported_names(source, "finkit.core.b"))
    assert "finkit.core.a" in names and "finkit.core.x" not in names
    graph["b"].add("a")
    assert cycles(graph) == [["a", "b"]]
