"""The listed input schemas are exact and self-explaining: every argument is described, every numeric
limit the input models enforce is a JSON Schema keyword, and rule conditions and actions have real types
built from the tables core/rules validates with."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import annotated_types
import jsonschema
import pytest
from pydantic import BaseModel

from finkit.core.rules.actions import ACTION_TYPES
from finkit.core.rules.conditions import FIELD_KINDS, OPERATORS
from finkit.mcp.server import tool_definition
from finkit.tools.registry import all_tools, get_tool


def _listed(name: str) -> dict[str, Any]:
    spec = get_tool(name)
    assert spec is not None
    return tool_definition(spec).input_schema


def _property_maps(node: Any, path: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every ``properties`` object anywhere in a schema (top level, $defs, nested items)."""
    if isinstance(node, dict):
        properties = node.get("properties")
        if isinstance(properties, dict):
            yield path, properties
        for key, value in node.items():
            if key != "properties":
                yield from _property_maps(value, f"{path}.{key}")
            else:
                for name, prop in value.items():
                    yield from _property_maps(prop, f"{path}.{name}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _property_maps(value, f"{path}[{i}]")


def test_every_argument_of_every_tool_has_a_description() -> None:
    undescribed = [
        f"{spec.name}{path}.{name}"
        for spec in all_tools()
        for path, properties in _property_maps(tool_definition(spec).input_schema, "")
        for name, prop in properties.items()
        if not (isinstance(prop, dict) and str(prop.get("description", "")).strip())
    ]
    assert undescribed == []


def _keys(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key != "properties":
                yield key
                yield from _keys(value)
            else:
                for prop in value.values():
                    yield from _keys(prop)
    elif isinstance(node, list):
        for value in node:
            yield from _keys(value)


_KEYWORD = {
    annotated_types.Ge: ("minimum", "ge"),
    annotated_types.Gt: ("exclusiveMinimum", "gt"),
    annotated_types.Le: ("maximum", "le"),
    annotated_types.Lt: ("exclusiveMaximum", "lt"),
}


def _numeric_limits(
    model: type[BaseModel], seen: set[type[BaseModel]]
) -> Iterator[tuple[type, str, str, Any]]:
    """(model, alias, JSON Schema keyword, value) for every ge/gt/le/lt on the model and nested models."""
    if model in seen:
        return
    seen.add(model)
    for name, info in model.model_fields.items():
        alias = info.alias or name
        for meta in info.metadata:
            for kind, (keyword, attr) in _KEYWORD.items():
                if isinstance(meta, kind):
                    yield model, alias, keyword, getattr(meta, attr)
        for arg in _models_in(info.annotation):
            yield from _numeric_limits(arg, seen)


def _models_in(annotation: Any) -> Iterator[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        yield annotation
    for arg in getattr(annotation, "__args__", ()) or ():
        yield from _models_in(arg)


def _schema_of(listed: dict[str, Any], model: type[BaseModel], top: type[BaseModel]) -> dict[str, Any]:
    if model is top:
        return listed
    return dict(listed.get("$defs", {}).get(model.__name__, {}))


def _has_keyword(prop: dict[str, Any], keyword: str, value: Any) -> bool:
    branches = [prop, *prop.get("anyOf", [])]
    return any(isinstance(b, dict) and b.get(keyword) == value for b in branches)


def test_every_pydantic_numeric_limit_is_a_json_schema_keyword() -> None:
    checked, missing = 0, []
    for spec in all_tools():
        listed = tool_definition(spec).input_schema
        assert not {"ge", "gt", "le", "lt"} & set(_keys(listed)), spec.name  # not JSON Schema
        for model, alias, keyword, value in _numeric_limits(spec.input_model, set()):
            prop = _schema_of(listed, model, spec.input_model).get("properties", {}).get(alias)
            if prop is None:  # a field the tool's schema replaces (rule conditions)
                continue
            checked += 1
            if not _has_keyword(prop, keyword, value):
                missing.append(f"{spec.name}.{alias}: {keyword} {value}")
    assert missing == []
    assert checked >= 50


def test_decimal_limits_reach_the_listing() -> None:
    engine = _listed("vehicles_create")["properties"]["engineSize"]
    assert engine["exclusiveMinimum"] == 0 and engine["maximum"] == 20
    assert engine["type"] == ["number", "string"]


def test_rule_conditions_and_actions_are_typed_from_core_tables() -> None:
    for name in ("rules_create", "rules_update"):
        schema = _listed(name)
        condition = schema["$defs"]["Condition"]
        leaf = next(b for b in condition["anyOf"] if "field" in b.get("properties", {}))
        assert leaf["properties"]["field"]["enum"] == list(FIELD_KINDS)
        assert set(leaf["properties"]["operator"]["enum"]) == {op for ops in OPERATORS.values() for op in ops}
        groups = {key for b in condition["anyOf"] for key in b["properties"] if key in {"all", "any", "not"}}
        assert groups == {"all", "any", "not"}
        assert schema["$defs"]["Action"]["properties"]["type"]["enum"] == list(ACTION_TYPES)
        assert schema["properties"]["conditions"]["$ref"] == "#/$defs/Condition"


GOOD_RULE = {
    "name": "Rides",
    "conditions": {
        "all": [
            {"field": "merchant", "operator": "contains", "value": "uber"},
            {"not": {"field": "amount", "operator": "between", "value": [-5, 0]}},
            {"any": [{"field": "weekday", "operator": "oneOf", "value": ["sat", "sun"]}]},
        ]
    },
    "actions": [
        {"type": "setCategory", "category": "Transport"},
        {"type": "setTaxDeductible", "value": True},
    ],
}


@pytest.mark.parametrize(
    "bad",
    [
        {**GOOD_RULE, "conditions": {"field": "colour", "operator": "equals", "value": "red"}},
        {**GOOD_RULE, "conditions": {"all": [{"field": "merchant", "operator": "resembles", "value": "x"}]}},
        {**GOOD_RULE, "conditions": {"all": [{"field": "merchant", "value": "x"}]}},
        {**GOOD_RULE, "conditions": {"all": {"field": "merchant"}}},
        {**GOOD_RULE, "actions": []},
        {**GOOD_RULE, "actions": [{"type": "paintItRed"}]},
        {**GOOD_RULE, "actions": [{"type": "addTag", "colour": "x"}]},
    ],
)
def test_rule_schema_refuses_what_core_refuses(bad: dict[str, Any]) -> None:
    validator = jsonschema.Draft202012Validator(_listed("rules_create"))
    assert list(validator.iter_errors(GOOD_RULE)) == []
    assert list(validator.iter_errors(bad)) != []


def test_optional_arguments_omit_null_except_where_null_clears_a_field() -> None:
    created = _listed("transactions_create")["properties"]
    assert created["merchant"]["type"] == "string" and "default" not in created["merchant"]
    updated = _listed("transactions_update")["properties"]
    assert updated["categoryId"]["type"] == ["string", "null"]  # null: uncategorise
    assert updated["type"]["enum"] == ["debit", "credit", None]
    assert "default" not in updated["merchant"]
