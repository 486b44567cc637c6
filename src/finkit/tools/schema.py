"""The listed JSON Schema of a tool's arguments: pydantic's schema, made exact and compact.

Every MCP client (and the assistant) puts these schemas into a model's context, so bytes count
(decisions/0020-oauth.md); yet a limit the input model enforces must also be visible to the model. One
pass over pydantic's output does both, for every tool, so tool modules stay plain pydantic:

- pydantic writes constraints on ``Decimal`` fields as ``ge``/``gt``/``le``/``lt``, which are not JSON
  Schema: they become ``minimum``/``exclusiveMinimum``/``maximum``/``exclusiveMaximum``;
- ``number | string`` (a Decimal) is written ``"type": ["number", "string"]``;
- an optional argument (``X | None = None``) is written as ``X``: leaving it out means "not given";
  on a partial update (a model named ``…Update``, the house convention) null clears a field, so there
  it stays ``"type": [X, "null"]``, without the meaningless ``"default": null``;
- the ``title`` pydantic derives from each name is dropped (it repeats the name), and so is the input
  model's docstring at the top (the tool's description is where a model reads what the tool is for),
  and the docstrings of nested models in ``$defs`` (written for developers; the property that refers to
  one carries the description a model needs);
- an argument without a description gets the shared one from ``finkit.tools.arguments``.
"""

from __future__ import annotations

from typing import Any

from finkit.tools.arguments import describe

_NUMERIC_KEYWORDS = {"ge": "minimum", "gt": "exclusiveMinimum", "le": "maximum", "lt": "exclusiveMaximum"}


def compact_schema(schema: dict[str, Any], *, area: str, null_clears: bool = False) -> dict[str, Any]:
    """The compact, exact form of a pydantic input schema (a new object; ``schema`` is not changed).
    ``null_clears``: the arguments are a partial update, where an explicit null means "clear it"."""
    out = _node(schema, area, null_clears)
    assert isinstance(out, dict)
    out.pop("description", None)
    for definition in out.get("$defs", {}).values():
        if isinstance(definition, dict) and "properties" in definition:
            definition.pop("description", None)
    return out


def _node(node: Any, area: str, null_clears: bool = False) -> Any:
    if isinstance(node, list):
        return [_node(item, area) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key == "title" and isinstance(value, str):
            continue
        if key == "properties" and isinstance(value, dict):
            out[key] = {name: _property(name, prop, area, null_clears) for name, prop in value.items()}
        elif key in _NUMERIC_KEYWORDS:
            out[_NUMERIC_KEYWORDS[key]] = value
        else:
            out[key] = _node(value, area)
    return _merge_type_union(out)


def _property(name: str, prop: Any, area: str, null_clears: bool) -> Any:
    prop = _node(prop, area)
    if not isinstance(prop, dict):
        return prop
    prop = _null_clears(prop) if null_clears else _drop_optional_null(prop)
    if not prop.get("description"):
        text = describe(area, name)
        if text:
            prop = {"description": text, **prop}
    return prop


def _drop_optional_null(prop: dict[str, Any]) -> dict[str, Any]:
    """``{"anyOf": [X, {"type": "null"}], "default": null}`` → ``X`` (with the property's other keys)."""
    if "default" not in prop or prop["default"] is not None:
        return prop
    types = prop.get("type")
    if isinstance(types, list) and "null" in types:
        kept_types = [t for t in types if t != "null"]
        rest = {key: value for key, value in prop.items() if key != "default"}
        return {**rest, "type": kept_types[0] if len(kept_types) == 1 else kept_types}
    branches = prop.get("anyOf")
    if not isinstance(branches, list):
        return prop
    kept = [branch for branch in branches if branch != {"type": "null"}]
    if len(kept) != len(branches) - 1 or not kept:
        return prop
    rest = {key: value for key, value in prop.items() if key not in ("anyOf", "default")}
    if len(kept) == 1 and not (set(kept[0]) & set(rest)):
        return _merge_type_union({**kept[0], **rest})
    return _merge_type_union({**rest, "anyOf": kept})


def _null_clears(prop: dict[str, Any]) -> dict[str, Any]:
    """A partial update's ``X | None = None``: keep null (it clears), drop the default (omitted: unchanged)."""
    if "default" not in prop or prop["default"] is not None:
        return prop
    prop = {key: value for key, value in prop.items() if key != "default"}
    branches = prop.get("anyOf")
    if not isinstance(branches, list) or len(branches) != 2 or {"type": "null"} not in branches:
        return prop
    other = branches[0] if branches[1] == {"type": "null"} else branches[1]
    rest = {key: value for key, value in prop.items() if key != "anyOf"}
    if not isinstance(other.get("type"), str) or "$ref" in other or set(other) & set(rest):
        return prop
    # {"anyOf": [{"type": "string", "maxLength": 9}, {"type": "null"}]} → {"type": ["string", "null"], …}
    merged = {**rest, **other, "type": [other["type"], "null"]}
    if "enum" in merged:
        merged["enum"] = [*merged["enum"], None]
    return merged


def _merge_type_union(node: dict[str, Any]) -> dict[str, Any]:
    """``{"anyOf": [{"type": "number"}, {"type": "string"}], ...}`` → ``{"type": ["number", "string"], ...}``
    when every branch is a bare type; numeric keywords beside it then apply to the number."""
    branches = node.get("anyOf")
    if not isinstance(branches, list) or len(branches) < 2 or "type" in node:
        return node
    if not all(isinstance(b, dict) and set(b) == {"type"} and isinstance(b["type"], str) for b in branches):
        return node
    rest = {key: value for key, value in node.items() if key != "anyOf"}
    return {"type": [b["type"] for b in branches], **rest}
