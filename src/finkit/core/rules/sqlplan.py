"""Rule actions as set-based SQL: per action, a "would change" predicate and the new column values,
chained in action order over the raw stored columns (money in thousandths, rates in millionths).

Also the JSON snapshot of columns (the execution log's before/after). Actions record inputs only: a
``setCategory`` or ``setGst`` writes the category, rate or inclusion, and the GST amount is derived
after the run by the tax step (``tax.gst.gst_in``, decision 0026), never computed here.
"""

from __future__ import annotations

import typing
from typing import Any

from sqlalchemy import (
    BigInteger,
    Boolean,
    Table,
    Text,
    case,
    cast,
    false,
    func,
    literal,
    literal_column,
    not_,
    or_,
    true,
    type_coerce,
)
from sqlalchemy.sql.elements import ColumnElement

from finkit.core.db.types import ScaledDecimal
from finkit.core.money import parse_amount, to_scaled
from finkit.core.rules.conditions import escape_like
from finkit.core.transactions.models import Transaction

T: Table = typing.cast(Table, Transaction.__table__)
RATE_ONE = 1_000_000  # 1 as a stored Rate (millionths)


def raw(name: str) -> Any:
    """A column with its stored value (integers for money and rates), bypassing Decimal scaling."""
    column = T.c[name]
    return type_coerce(column, BigInteger) if isinstance(column.type, ScaledDecimal) else column


def json_snapshot(dialect: str, columns: list[str], values: dict[str, Any] | None = None) -> Any:
    """A JSON object of ``columns``' stored values, built in SQL; with ``values`` (column ->
    expression, as from ``plan_actions``), the values those expressions will write instead."""
    args: list[Any] = []
    for name in columns:
        value = values[name] if values and name in values else raw(name)
        if name == "tags" and dialect == "sqlite":
            value = func.json(value)
        args += [literal_column(f"'{name}'"), value]
    return (func.json_object if dialect == "sqlite" else func.json_build_object)(*args)


def _has_tag(dialect: str, tags: Any, tag: str) -> ColumnElement[bool]:
    import json

    text = func.coalesce(type_coerce(tags, Text) if dialect == "sqlite" else cast(tags, Text), "[]")
    pattern = f"%{escape_like(json.dumps(tag))}%"
    return text.like(pattern, escape="\\") if dialect == "sqlite" else text.ilike(pattern, escape="\\")


def _add_tag(dialect: str, tags: Any, tag: str) -> Any:
    base = func.coalesce(tags, literal_column("'[]'"))
    if dialect == "sqlite":
        return func.json_insert(base, "$[#]", tag)
    return cast(cast(base, _jsonb()).op("||")(func.to_jsonb(cast(literal(tag), Text))), _json())


def _jsonb() -> Any:
    from sqlalchemy.dialects.postgresql import JSONB

    return JSONB()


def _json() -> Any:
    from sqlalchemy.dialects.postgresql import JSON

    return JSON()


def _rate(value: Any) -> Any:
    return None if value is None else to_scaled(parse_amount(value, field="rate"), 6)


def _ends_with(dialect: str, text: Any, suffix: str) -> ColumnElement[bool]:
    tail = func.substr(text, -len(suffix)) if dialect == "sqlite" else func.right(text, len(suffix))
    return tail == suffix


def plan_actions(
    dialect: str,
    actions: list[dict[str, Any]],
    *,
    merchant_expr: Any = None,
) -> tuple[dict[str, Any], ColumnElement[bool]]:
    """The SET values (column -> expression) and the "would change" predicate of ``actions``.

    ``merchant_expr`` supplies the per-row value of ``setMerchant`` with ``normalise`` (computed in
    Python and staged by the single-pass engine)."""
    cur: dict[str, Any] = {}

    def get(name: str) -> Any:
        return cur[name] if name in cur else raw(name)

    preds: list[ColumnElement[bool]] = []
    for action in actions:
        kind = action["type"]
        if kind == "setCategory":
            category = action["category"]
            applies = and_not_locked(func.coalesce(get("category_id"), "") != category)
            cur["category_assigned_by"] = case((applies, "rule"), else_=get("category_assigned_by"))
            cur["category_confidence"] = case((applies, RATE_ONE), else_=get("category_confidence"))
            cur["category_id"] = case((applies, category), else_=get("category_id"))
            preds.append(applies)
        elif kind == "setMerchant":
            value = merchant_expr if action.get("normalise") else literal(action["value"])
            if value is None:
                raise ValueError("setMerchant with normalise needs merchant_expr (single-pass engine)")
            value = func.coalesce(value, get("merchant"))
            preds.append(func.coalesce(get("merchant"), "") != value)
            cur["merchant"] = value
        elif kind == "setDescription":
            preds.append(get("description") != action["value"])
            cur["description"] = literal(action["value"])
        elif kind == "setTaxDeductible":
            value = bool(action["value"])
            parts = [get("is_tax_deductible").is_distinct_from(literal(value, Boolean))]
            cur["is_tax_deductible"] = literal(value, Boolean)
            if action.get("businessUsePercentage") is not None:
                share = type_coerce(literal(_rate(action["businessUsePercentage"])), BigInteger)
                parts.append(get("business_use_percentage").is_distinct_from(share))
                cur["business_use_percentage"] = share
            preds.append(or_(*parts))
        elif kind == "setGst":
            parts = []
            new_rate = get("gst_rate")
            new_included = get("gst_included")
            if "rate" in action:
                new_rate = type_coerce(literal(_rate(action["rate"])), BigInteger)
                parts.append(get("gst_rate").is_distinct_from(new_rate))
            if "included" in action:
                new_included = literal(bool(action["included"]), Boolean)
                parts.append(get("gst_included") != new_included)
            changes = or_(*parts)
            cur["gst_rate"] = new_rate
            cur["gst_included"] = new_included
            preds.append(changes)
        elif kind == "setGstTreatment":
            value = literal(action["value"])
            preds.append(get("gst_treatment").is_distinct_from(value))
            cur["gst_treatment"] = value
        elif kind == "addTag":
            missing = not_(_has_tag(dialect, get("tags"), action["tag"]))
            cur["tags"] = case((missing, _add_tag(dialect, get("tags"), action["tag"])), else_=get("tags"))
            preds.append(missing)
        elif kind in {"appendNote", "prependNote"}:
            note = func.coalesce(get("notes"), "")
            add = action["text"]
            if kind == "appendNote":
                missing = not_(_ends_with(dialect, note, add))
                joined = note + "\n" + add
            else:
                missing = func.substr(note, 1, len(add)) != add
                joined = add + "\n" + note
            cur["notes"] = case((missing, case((note == "", add), else_=joined)), else_=get("notes"))
            preds.append(missing)
        elif kind == "flagForReview":
            flagged = func.coalesce(get("needs_review"), false())
            preds.append(not_(flagged))
            cur["needs_review"] = true()
        else:  # hook actions and delete act on every matching row
            preds.append(true())
    return cur, or_(false(), *preds)


def and_not_locked(expr: ColumnElement[bool]) -> ColumnElement[bool]:
    from sqlalchemy import and_

    return and_(not_(func.coalesce(T.c.category_locked, false())), expr)
