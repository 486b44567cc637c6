"""Rules in words: a rule's conditions and actions as a person reads them ("Description contains UBER →
Public Transport & Rideshare"), its conditions back in the ``--when`` language (so a rule can be edited
in the box it was written in), and a preview's before/after as the change in words.

Stored rules hold condition trees and actions with category ids (rules/conditions.py, actions.py); the
dashboard once showed them as raw JSON with UUIDs. Names are looked up once per call.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from sqlalchemy import select

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.money import format_money, parse_amount, quantum
from finkit.core.rules.schemas import RuleRead, RunRead
from finkit.core.schemas import Num, Schema
from finkit.core.transactions.models import Transaction

FIELD_WORDS = {
    "description": "Description",
    "merchant": "Merchant",
    "notes": "Notes",
    "amount": "Amount",
    "absAmount": "Amount (either sign)",
    "type": "Type",
    "source": "Source",
    "currency": "Currency",
    "date": "Date",
    "dayOfMonth": "Day of the month",
    "weekday": "Weekday",
    "category": "Category",
    "tags": "Tags",
}
OPERATOR_WORDS = {
    "equals": "is",
    "notEquals": "is not",
    "contains": "contains",
    "notContains": "does not contain",
    "startsWith": "starts with",
    "endsWith": "ends with",
    "matches": "matches",
    "oneOf": "is one of",
    "notOneOf": "is none of",
    "gt": "is over",
    "gte": "is at least",
    "lt": "is under",
    "lte": "is at most",
    "between": "is between",
    "approximately": "is about",
}
#: The ``--when`` language's spelling of each operator (rules/syntax.py reads these back).
OPERATOR_SYNTAX = {
    "equals": "is",
    "notEquals": "is not",
    "contains": "contains",
    "notContains": "does not contain",
    "startsWith": "starts with",
    "endsWith": "ends with",
    "matches": "matches",
    "oneOf": "in",
    "notOneOf": "not in",
    "gt": ">",
    "gte": ">=",
    "lt": "<",
    "lte": "<=",
}
FIELD_SYNTAX = {"absAmount": "abs-amount", "dayOfMonth": "day"}
#: Columns a preview shows, and how each reads.
CHANGE_WORDS = {
    "categoryId": "Category",
    "merchant": "Merchant",
    "description": "Description",
    "isTaxDeductible": "Tax deductible",
    "businessUsePercentage": "Business use",
    "gstRate": "GST rate",
    "gstIncluded": "GST included",
    "gstAmount": "GST",
    "tags": "Tags",
    "notes": "Notes",
    "needsReview": "Flagged for review",
}


class RuleInWords(Schema):
    rule: RuleRead
    when: str
    then: str
    when_syntax: str


class PreviewRow(Schema):
    transaction_id: str | None
    date: str | None
    description: str | None
    amount: Num | None
    currency: str | None
    change: str


def _names(ctx: AccountContext) -> dict[str, str]:
    with ctx.db.session() as session:
        return dict(
            session.execute(
                select(Category.id, Category.name).where(Category.account_id == ctx.account_id)
            ).all()
        )


def _plain(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float | Decimal):
        return f"{parse_amount(value):f}".rstrip("0").rstrip(".") if "." in str(value) else str(value)
    return str(value)


def _value(field: str, value: Any, names: Mapping[str, str], *, quote: bool) -> str:
    if field == "category":
        if value is None:
            return "none"
        if isinstance(value, list):
            return "[" + ", ".join(_value(field, v, names, quote=quote) for v in value) + "]"
        name = names.get(str(value), str(value))
        return json.dumps(name) if quote else name
    if isinstance(value, list):
        return "[" + ", ".join(_value(field, v, names, quote=quote) for v in value) + "]"
    if isinstance(value, str) and quote:
        return json.dumps(value)
    return _plain(value)


def _leaf(node: Mapping[str, Any], names: Mapping[str, str], *, syntax: bool) -> str:
    field, op = node["field"], node["operator"]
    value: Any = node.get("value")
    if syntax:
        name = FIELD_SYNTAX.get(field, field)
        if op == "between":
            low, high = value
            return f"{name} between {_value(field, low, names, quote=True)} and {_value(field, high, names, quote=True)}"
        if op == "approximately":
            return f"{name} approx {_plain(value)} within {_plain(node.get('tolerance', 5))}%"
        text = f"{name} {OPERATOR_SYNTAX[op]} {_value(field, value, names, quote=True)}"
        return text + (" case-sensitive" if node.get("caseSensitive") else "")
    words = FIELD_WORDS.get(field, field)
    if op == "between":
        low, high = value
        return f"{words} is between {_value(field, low, names, quote=False)} and {_value(field, high, names, quote=False)}"
    if op == "approximately":
        return f"{words} is about {_plain(value)} (within {_plain(node.get('tolerance', 5))}%)"
    shown = _value(field, value, names, quote=False)
    if field == "category" and value is None:
        return "Category is empty" if op == "equals" else "Category is set"
    if field in ("description", "merchant", "notes") and isinstance(value, str):
        shown = value.upper() if value.isupper() or not node.get("caseSensitive") else value
    return f"{words} {OPERATOR_WORDS.get(op, op)} {shown}" + (
        " (exact case)" if node.get("caseSensitive") else ""
    )


def _tree(node: Mapping[str, Any], names: Mapping[str, str], *, syntax: bool, top: bool = True) -> str:
    if "all" in node or "any" in node:
        key = "all" if "all" in node else "any"
        parts = [_tree(child, names, syntax=syntax, top=False) for child in node[key]]
        if not parts:
            return "every transaction" if not syntax else ""
        joined = f" {'and' if key == 'all' else 'or'} ".join(parts)
        return joined if top or len(parts) == 1 else f"({joined})"
    if "not" in node:
        return f"not {_tree(node['not'], names, syntax=syntax, top=False)}"
    return _leaf(node, names, syntax=syntax)


def describe_conditions(tree: Mapping[str, Any], names: Mapping[str, str]) -> str:
    return _tree(tree, names, syntax=False) if tree else "every transaction"


def conditions_syntax(tree: Mapping[str, Any], names: Mapping[str, str]) -> str:
    """The tree in the ``--when`` language (``rules.syntax.parse_when`` reads it back)."""
    return _tree(tree, names, syntax=True) if tree else ""


def describe_actions(actions: list[dict[str, Any]], names: Mapping[str, str]) -> str:
    words: list[str] = []
    for action in actions:
        kind = action.get("type")
        if kind == "setCategory":
            words.append(names.get(str(action.get("category")), str(action.get("category"))))
        elif kind == "setMerchant":
            words.append(
                "merchant from the description"
                if action.get("normalise")
                else f"merchant {action.get('value')}"
            )
        elif kind == "setDescription":
            words.append(f"description {action.get('value')}")
        elif kind == "setTaxDeductible":
            share = action.get("businessUsePercentage")
            text = "tax deductible" if action.get("value") else "not tax deductible"
            words.append(text + (f" ({_plain(share)}% business use)" if share is not None else ""))
        elif kind == "setGst":
            rate = action.get("rate")
            words.append("GST at the category's rate" if rate is None else f"GST {_plain(rate)}%")
        elif kind == "setGstTreatment":
            words.append(f"GST treatment {str(action.get('value')).replace('_', '-')}")
        elif kind == "addTag":
            words.append(f"tag {action.get('tag')}")
        elif kind in ("appendNote", "prependNote"):
            words.append(f"note “{action.get('text')}”")
        elif kind == "flagForReview":
            words.append("flag for review")
        elif kind == "delete":
            words.append("delete the transaction")
        elif kind == "addCategoryAssignment":
            words.append(f"also {names.get(str(action.get('category')), str(action.get('category')))}")
        elif kind == "linkBill":
            words.append("link to a bill")
        else:
            words.append(str(kind))
    return ", ".join(words) if words else "nothing"


def rules_in_words(ctx: AccountContext, rules: list[RuleRead]) -> list[RuleInWords]:
    names = _names(ctx)
    return [
        RuleInWords(
            rule=rule,
            when=describe_conditions(rule.conditions, names),
            then=describe_actions(rule.actions, names),
            when_syntax=conditions_syntax(rule.conditions, names),
        )
        for rule in rules
    ]


def _shown(key: str, value: Any, names: Mapping[str, str]) -> str:
    if value is None or value == "" or value == []:
        return "none"
    if key == "categoryId":
        return names.get(str(value), str(value))
    if key == "gstAmount":  # stored signed like its row; read as the tax amount
        return format_money(abs(parse_amount(value)), "", symbol=False)
    if key in ("gstRate", "businessUsePercentage"):
        return f"{_plain(value)}%"
    if key == "tags" and isinstance(value, list):
        return ", ".join(map(str, value))
    return _plain(value)


def describe_change(
    before: Mapping[str, Any], after: Mapping[str, Any] | None, names: Mapping[str, str]
) -> str:
    """``{"categoryId": None}`` → ``{"categoryId": "…"}`` as "Category: none → Office Supplies"."""
    if after is None:
        return "deleted"
    parts = []
    for key, label in CHANGE_WORDS.items():
        if key in after and after.get(key) != before.get(key):
            parts.append(f"{label}: {_shown(key, before.get(key), names)} → {_shown(key, after[key], names)}")
    return "; ".join(parts) or "no visible change"


def preview_in_words(ctx: AccountContext, preview: RunRead) -> list[PreviewRow]:
    """A preview's samples with each transaction's date and amount and the change in words."""
    names = _names(ctx)
    samples = [s for outcome in preview.rules for s in outcome.sample]
    ids = [s.transaction_id for s in samples if s.transaction_id]
    with ctx.db.session() as session:
        rows = {
            tx.id: tx
            for tx in session.scalars(
                select(Transaction).where(Transaction.account_id == ctx.account_id, Transaction.id.in_(ids))
            )
        }
        found = {
            tx_id: (tx.date.date().isoformat(), tx.amount.quantize(quantum(tx.currency)), tx.currency)
            for tx_id, tx in rows.items()
        }
    shown = []
    for sample in samples:
        date, amount, currency = found.get(sample.transaction_id or "", (None, None, None))
        shown.append(
            PreviewRow(
                transaction_id=sample.transaction_id,
                date=date,
                description=sample.description,
                amount=amount,
                currency=currency,
                change=describe_change(sample.before, None if sample.deleted else sample.after, names),
            )
        )
    return shown


__all__ = [
    "PreviewRow",
    "RuleInWords",
    "conditions_syntax",
    "describe_actions",
    "describe_change",
    "describe_conditions",
    "preview_in_words",
    "rules_in_words",
]
