"""Condition trees compiled to fast Python predicates, for rows being created, updated or imported.

Each rule's tree becomes one generated function over a ``RowView`` (the row's fields, lower-cased
once per row), so evaluating a hundred rules costs a hundred plain function calls, not a tree walk.
The semantics match ``conditions.to_sql`` (``docs/rules.md``).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from decimal import Decimal
from typing import Any

from finkit.core.money import parse_amount
from finkit.core.patterns import compile_user_pattern
from finkit.core.rules.conditions import FIELD_KINDS, WEEKDAYS, approximate_bounds

_TEXT_ATTRS = {  # field -> (raw attribute, lower-cased attribute) on RowView
    "description": ("d", "dl"),
    "merchant": ("m", "ml"),
    "notes": ("n", "nl"),
    "type": ("typ", "typ"),
    "source": ("src", "src"),
    "currency": ("cur", "cur"),
}


class RowView:
    """What conditions read from a row (a Transaction or an ImportRow). Text is lower-cased once;
    the date and tags are read only when a condition asks for them."""

    __slots__ = (
        "_day",
        "_row",
        "_tags",
        "absamt",
        "amt",
        "cat",
        "cur",
        "d",
        "dl",
        "m",
        "ml",
        "n",
        "nl",
        "src",
        "typ",
    )

    def __init__(self, row: Any) -> None:
        self._row = row
        self.d = row.description or ""
        self.dl = self.d.lower()
        self.m = row.merchant or ""
        self.ml = self.m.lower()
        self.n = row.notes or ""
        self.nl = self.n.lower()
        self.amt: Decimal = row.amount
        self.absamt = abs(self.amt)
        self.typ = "debit" if self.amt < 0 else "credit"
        self.src = (row.source or "").lower()
        self.cur = (row.currency or "").lower()
        self.cat = row.category_id or ""
        self._day: date | None = None
        self._tags: frozenset[str] | None = None

    @property
    def day(self) -> date:
        if self._day is None:
            self._day = self._row.date.date()
        return self._day

    @property
    def tags(self) -> frozenset[str]:
        if self._tags is None:
            self._tags = frozenset(t.lower() for t in (self._row.tags or ()))
        return self._tags


Predicate = Callable[[RowView], bool]


class _Gen:
    def __init__(self) -> None:
        self.consts: dict[str, Any] = {}

    def const(self, value: Any) -> str:
        name = f"_k{len(self.consts)}"
        self.consts[name] = value
        return name

    def node(self, tree: dict[str, Any]) -> str:
        if "all" in tree:
            parts = [self.node(c) for c in tree["all"]]
            return "(" + " and ".join(parts) + ")" if parts else "True"
        if "any" in tree:
            parts = [self.node(c) for c in tree["any"]]
            return "(" + " or ".join(parts) + ")" if parts else "False"
        if "not" in tree:
            return f"(not {self.node(tree['not'])})"
        return self.leaf(tree)

    def leaf(self, leaf: dict[str, Any]) -> str:
        field, op, value = leaf["field"], leaf["operator"], leaf["value"]
        kind = FIELD_KINDS[field]
        if kind == "text":
            return self.text(field, op, value, bool(leaf.get("caseSensitive")))
        if kind == "number":
            attr = "v.amt" if field == "amount" else "v.absamt"
            if op == "approximately":
                low, high = approximate_bounds(
                    parse_amount(value, field="value"), parse_amount(leaf["tolerance"], field="tolerance")
                )
                return f"({self.const(low)} <= {attr} <= {self.const(high)})"
            return self.compare(attr, op, value, Decimal)
        if kind == "date":
            if op == "between":
                first, last = (date.fromisoformat(v) for v in value)
                return f"({self.const(first)} <= v.day <= {self.const(last)})"
            return self.compare("v.day", op, value, date.fromisoformat)
        if kind == "int":
            return self.compare("v.day.day", op, value, int)
        if kind == "weekday":
            return self.compare("(v.day.isoweekday() % 7)", op, value, WEEKDAYS.index)
        if kind == "category":
            return self.compare("v.cat", op, value, lambda x: x or "")
        # tags
        if op in {"contains", "notContains"}:
            expr = f"({self.const(value.lower())} in v.tags)"
            return f"(not {expr})" if op == "notContains" else expr
        wanted = self.const(frozenset(t.lower() for t in value))
        expr = f"(not v.tags.isdisjoint({wanted}))"
        return f"(not {expr})" if op == "notOneOf" else expr

    def compare(self, attr: str, op: str, value: Any, convert: Callable[[Any], Any]) -> str:
        if op in {"oneOf", "notOneOf"}:
            expr = f"({attr} in {self.const(frozenset(convert(v) for v in value))})"
            return f"(not {expr})" if op == "notOneOf" else expr
        if op == "between":
            return f"({self.const(convert(value[0]))} <= {attr} <= {self.const(convert(value[1]))})"
        symbol = {"equals": "==", "notEquals": "!=", "gt": ">", "gte": ">=", "lt": "<", "lte": "<="}[op]
        return f"({attr} {symbol} {self.const(convert(value))})"

    def text(self, field: str, op: str, value: Any, sensitive: bool) -> str:
        raw, lower = _TEXT_ATTRS[field]
        attr = f"v.{raw if sensitive else lower}"
        if field in {"type", "source", "currency"}:
            attr, sensitive = f"v.{lower}", False
        norm: Callable[[str], str] = (lambda s: s) if sensitive else str.lower
        if op == "matches":
            compiled = compile_user_pattern(value, field=f"{field}.value", case_sensitive=sensitive)
            pattern = self.const(compiled)
            return f"({pattern}.search(v.{raw}) is not None)"
        if op in {"oneOf", "notOneOf"}:
            expr = f"({attr} in {self.const(frozenset(norm(v) for v in value))})"
            return f"(not {expr})" if op == "notOneOf" else expr
        literal = repr(norm(value))
        return {
            "equals": f"({attr} == {literal})",
            "notEquals": f"({attr} != {literal})",
            "contains": f"({literal} in {attr})",
            "notContains": f"({literal} not in {attr})",
            "startsWith": f"{attr}.startswith({literal})",
            "endsWith": f"{attr}.endswith({literal})",
        }[op]


def compile_predicate(tree: dict[str, Any]) -> Predicate:
    """A function ``RowView -> bool`` equivalent to the (normalised) condition tree."""
    gen = _Gen()
    body = gen.node(tree)
    args = "".join(f", {name}={name}" for name in gen.consts)
    source = f"def _predicate(v{args}):\n    return bool({body})\n"
    namespace: dict[str, Any] = dict(gen.consts)
    exec(compile(source, "<rule condition>", "exec"), namespace)
    predicate: Predicate = namespace["_predicate"]
    return predicate


__all__ = ["Predicate", "RowView", "compile_predicate"]
