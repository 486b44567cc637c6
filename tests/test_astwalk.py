"""``tests.astwalk.walk`` (the source scans' walk) yields ``ast.walk``'s nodes in its order, over the twelve
largest modules of ``finkit.core`` (every kind of node the scans meet; all of ``src`` took ~2 s): a scan that
keeps the first write it finds names the same one as with ``ast.walk``."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.astwalk import nodes, walk

SRC = Path(__file__).parents[1] / "src"


def test_walk_is_ast_walk_in_its_order() -> None:
    paths = sorted(SRC.joinpath("finkit", "core").rglob("*.py"), key=lambda p: p.stat().st_size)[-12:]
    assert len(paths) == 12
    for path in paths:
        tree = ast.parse(path.read_text(), str(path))
        expected = [id(node) for node in ast.walk(tree)]
        assert [id(node) for node in walk(tree)] == expected, path
        function = next((n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)), None)
        if function is not None:
            assert nodes(function) == list(ast.walk(function)), path
