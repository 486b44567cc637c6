from __future__ import annotations

from pathlib import Path

from finkit.mcp.docs import render
from finkit.tools.registry import all_tools

DOCS = Path(__file__).parents[2] / "docs" / "mcp-tools.md"


def test_docs_page_matches_the_registry() -> None:
    assert DOCS.read_text() == render(), "run: python -m finkit.mcp.docs > docs/mcp-tools.md"


def test_names_are_area_action_and_descriptions_are_written_for_models() -> None:
    for spec in all_tools():
        area, _, action = spec.name.partition("_")
        assert area and action and spec.name == spec.name.lower(), spec.name
        assert len(spec.description) >= 30, spec.name
        assert spec.input_schema()["type"] == "object"


def test_destructive_tools_are_not_read_only_and_take_confirm() -> None:
    for spec in all_tools():
        if spec.destructive:
            assert not spec.read_only
            assert "confirm" in spec.input_schema()["properties"]
