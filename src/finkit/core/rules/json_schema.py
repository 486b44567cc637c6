"""JSON Schema of rule conditions and actions, derived from the tables core/rules validates with.

Used by the rule tools' listings (``add_rule_shape``) and by /openapi.json (``REST_*`` below, whose
``RuleCondition``/``RuleAction`` components ``server/openapi.py`` adds), so both state the same shape.

core validates a rule's ``conditions`` tree and ``actions`` list by hand-written checks over tables
(``conditions.FIELD_KINDS``/``OPERATORS``, ``actions.ACTION_KEYS``), not pydantic models, so the schema is
built from those same tables: a field or operator added in core appears here without an edit. What the
tables do not say (the JSON type of each action key, what a value looks like per field kind) is stated
below once; ``tests/mcp/test_tool_schemas.py`` checks that it covers every kind and key core knows.

Conditions are a discriminated shape: a group ``{"all": [...]}``, ``{"any": [...]}`` or
``{"not": {...}}`` (nesting), or a leaf ``{field, operator, value}`` whose operators depend on the
field's kind (core names the path of a mismatch). An action is an object with a ``type``.
"""

from __future__ import annotations

import copy
from typing import Any

from finkit.core.rules.actions import ACTION_KEYS
from finkit.core.rules.conditions import FIELD_KINDS, OPERATORS

#: JSON type and description of each action key.
ACTION_KEY_SCHEMAS: dict[str, dict[str, Any]] = {
    "category": {"type": "string", "description": "Category name or id."},
    "categorySet": {"type": "string", "description": "Category set name or id."},
    "isPrimary": {"type": "boolean", "description": "Make it the primary category."},
    "notes": {"type": "string", "description": "Note on the assignment."},
    "value": {
        "type": ["string", "boolean"],
        "description": "New text; true/false for setTaxDeductible; taxable, gst_free, input_taxed or "
        "out_of_scope for setGstTreatment.",
    },
    "normalise": {"type": "boolean", "description": "Derive a clean merchant from the description."},
    "businessUsePercentage": {"type": "number", "minimum": 0, "maximum": 100, "description": "0-100."},
    "rate": {"type": ["number", "null"], "description": "GST percent; null: the category's."},
    "included": {"type": "boolean", "description": "Amount includes GST."},
    "tag": {"type": "string", "description": "Tag to add."},
    "text": {"type": "string", "description": "Note text."},
    "bill": {"type": "string", "description": "Bill id or name."},
}


def _leaf() -> dict[str, Any]:
    """One comparison. Which operators a field takes is core's to check (the error names the path)."""
    return {
        "type": "object",
        "properties": {
            "field": {"enum": list(FIELD_KINDS), "description": "Transaction field."},
            "operator": {
                "enum": list(dict.fromkeys(op for ops in OPERATORS.values() for op in ops)),
                "description": "Comparison (those that fit the field).",
            },
            "value": {
                "description": "Text, number, YYYY-MM-DD, weekday or category; a list for oneOf/between."
            },
            "caseSensitive": {"type": "boolean", "description": "For description, merchant, notes."},
            "tolerance": {"type": "number", "description": "Percent, for approximately."},
        },
        "required": ["field", "operator", "value"],
        "additionalProperties": False,
    }


def _group(ref: dict[str, Any]) -> dict[str, Any]:
    """One object with exactly one of ``all``/``any``/``not`` (one branch, not three: bytes count)."""
    return {
        "type": "object",
        "properties": {
            "all": {"type": "array", "items": ref, "description": "Every one matches."},
            "any": {"type": "array", "items": ref, "description": "At least one matches."},
            "not": {**ref, "description": "Does not match."},
        },
        "minProperties": 1,
        "maxProperties": 1,
        "additionalProperties": False,
    }


def condition_schema(ref_to_itself: str = "#/$defs/Condition") -> dict[str, Any]:
    """The ``Condition`` definition: a group or a leaf; refers to itself as ``ref_to_itself`` (tool
    listings: ``#/$defs/Condition``; /openapi.json: its component)."""
    ref = {"$ref": ref_to_itself}
    return {"anyOf": [_group(ref), _leaf()]}


def action_schema() -> dict[str, Any]:
    """The ``Action`` definition: ``type`` and the keys of every type, the keys each type needs named in
    ``type``'s description (one object per type costs three times the bytes in every listing)."""
    needs = "; ".join(
        f"{action_type}: {', '.join(key for key, needed in keys.items() if needed)}"
        for action_type, keys in ACTION_KEYS.items()
        if any(keys.values())
    )
    properties: dict[str, Any] = {
        "type": {"enum": list(ACTION_KEYS), "description": f"Action. Needs {needs}."}
    }
    for keys in ACTION_KEYS.values():
        # Copies: /openapi.json adds keywords to its components in place, which must not reach the
        # tools' listing (it grew by 840 bytes once a server had served /openapi.json).
        properties |= {key: copy.deepcopy(ACTION_KEY_SCHEMAS[key]) for key in keys if key not in properties}
    return {"type": "object", "properties": properties, "required": ["type"], "additionalProperties": False}


CONDITIONS_PROPERTY: dict[str, Any] = {
    "$ref": "#/$defs/Condition",
    "description": "Which transactions match: a group or one comparison.",
}
ACTIONS_PROPERTY: dict[str, Any] = {
    "type": "array",
    "minItems": 1,
    "items": {"$ref": "#/$defs/Action"},
    "description": "What to do, in order; delete only alone.",
}


def add_rule_shape(schema: dict[str, Any]) -> None:
    """``json_schema_extra`` of the rule tools' inputs: real types for ``conditions`` and ``actions``."""
    properties = schema.get("properties", {})
    if "conditions" in properties:
        properties["conditions"] = dict(CONDITIONS_PROPERTY)
    if "actions" in properties:
        properties["actions"] = dict(ACTIONS_PROPERTY)
    schema.setdefault("$defs", {}).update(Condition=condition_schema(), Action=action_schema())


#: /openapi.json's components for the rule shapes (``server/openapi.py`` adds them) and the request-schema
#: keywords of ``conditions`` and ``actions`` that refer to them (``RequestSchemaOnly`` in
#: ``core/rules/schemas.py``: the service keeps its own checks and messages).
REST_CONDITION = "RuleCondition"
REST_ACTION = "RuleAction"
_COMPONENT = "#/components/schemas/{name}"


def rest_components() -> dict[str, dict[str, Any]]:
    """The ``RuleCondition`` and ``RuleAction`` components of /openapi.json."""
    return {
        REST_CONDITION: condition_schema(_COMPONENT.format(name=REST_CONDITION)),
        REST_ACTION: action_schema(),
    }


def rest_conditions(*, nullable: bool) -> dict[str, Any]:
    """Keywords of a request's ``conditions``: one condition (null, or omitted, matches every row)."""
    ref = {"$ref": _COMPONENT.format(name=REST_CONDITION)}
    return {"anyOf": [ref, {"type": "null"}]} if nullable else ref


def rest_actions(*, nullable: bool) -> dict[str, Any]:
    """Keywords of a request's ``actions``: a non-empty list (null on a change: unchanged)."""
    actions = {"type": "array", "minItems": 1, "items": {"$ref": _COMPONENT.format(name=REST_ACTION)}}
    return {"anyOf": [actions, {"type": "null"}]} if nullable else actions
