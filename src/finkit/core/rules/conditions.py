"""Condition trees: strict validation (naming the offending path), and compilation to
(a) a SQLAlchemy WHERE clause for set-based runs over history and (b) a Python predicate for rows being
created or imported. Both follow the same semantics, which ``docs/rules.md`` spells out:

- a group is ``{"all": [...]}``, ``{"any": [...]}`` or ``{"not": {...}}``; groups nest;
- a leaf is ``{"field", "operator", "value"}`` plus ``caseSensitive`` (text) or ``tolerance`` (%);
- text comparisons ignore case unless ``caseSensitive`` is true; an absent merchant or note is "";
- dates compare whole UTC days; ``weekday`` is mon..sun; ``amount`` is signed, ``absAmount`` is not.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import Integer, and_, cast, extract, false, func, not_, or_, true, type_coerce
from sqlalchemy.sql.elements import ColumnElement

from finkit.core.db.types import Money
from finkit.core.errors import FieldProblem
from finkit.core.jsonlimits import MAX_JSON_DEPTH, value_depth
from finkit.core.money import parse_amount
from finkit.core.patterns import pattern_problem, search_user_pattern
from finkit.core.rules.pgregex import to_postgres_regex
from finkit.core.transactions.models import Transaction

TEXT_FIELDS = ("description", "merchant", "notes", "type", "source", "currency")
NUMBER_FIELDS = ("amount", "absAmount")
FIELD_KINDS: dict[str, str] = {
    **dict.fromkeys(TEXT_FIELDS, "text"),
    **dict.fromkeys(NUMBER_FIELDS, "number"),
    "date": "date",
    "dayOfMonth": "int",
    "weekday": "weekday",
    "category": "category",
    "tags": "tags",
}
_LIST_OPS = ("oneOf", "notOneOf")
OPERATORS: dict[str, tuple[str, ...]] = {
    "text": (
        "equals",
        "notEquals",
        "contains",
        "notContains",
        "startsWith",
        "endsWith",
        "matches",
        *_LIST_OPS,
    ),
    "number": ("equals", "notEquals", "gt", "gte", "lt", "lte", "between", "approximately", *_LIST_OPS),
    "date": ("equals", "notEquals", "gt", "gte", "lt", "lte", "between"),
    "int": ("equals", "notEquals", "gt", "gte", "lt", "lte", "between", *_LIST_OPS),
    "weekday": ("equals", "notEquals", *_LIST_OPS),
    "category": ("equals", "notEquals", *_LIST_OPS),
    "tags": ("contains", "notContains", *_LIST_OPS),
}
WEEKDAYS = ("sun", "mon", "tue", "wed", "thu", "fri", "sat")  # index = SQL's %w / dow (0 = Sunday)
_WEEKDAY_NAMES = {name: i for i, name in enumerate(WEEKDAYS)} | {
    full: i
    for i, full in enumerate(("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"))
}
_EMPTY_OK = {"equals", "notEquals"}  # ``merchant equals ""`` means "has no merchant"
_LEAF_KEYS = {"field", "operator", "value", "caseSensitive", "tolerance"}
MAX_DEPTH = 8

#: Resolves a category reference (id or name) to the account's category id, or None if unknown.
CategoryResolver = Callable[[str], str | None]


class _Problems(list[FieldProblem]):
    def add(self, path: str, message: str) -> None:
        self.append(FieldProblem(path, message))


def validate_conditions(
    tree: Any, *, resolve_category: CategoryResolver, path: str = "conditions"
) -> tuple[dict[str, Any], list[FieldProblem]]:
    """Validate ``tree`` and return its normalised form (numbers as strings, categories as ids) with
    every problem found, each naming its path (``conditions.all[2].operator``)."""
    problems = _Problems()
    if tree is None:
        return {"all": []}, []
    if value_depth(tree, stop_after=MAX_JSON_DEPTH) > MAX_JSON_DEPTH:  # before any recursion below
        return {}, [FieldProblem(path, f"groups nest at most {MAX_DEPTH} deep")]
    normal = _node(tree, path, problems, resolve_category, 0)
    return normal, list(problems)


def _node(node: Any, path: str, problems: _Problems, resolve: CategoryResolver, depth: int) -> dict[str, Any]:
    if not isinstance(node, dict):
        problems.add(path, "must be an object: a group (all/any/not) or a condition (field/operator/value)")
        return {}
    if depth > MAX_DEPTH:
        problems.add(path, f"groups nest at most {MAX_DEPTH} deep")
        return {}
    groups = [k for k in ("all", "any", "not") if k in node]
    if groups:
        if len(node) != 1:
            problems.add(path, "a group has exactly one key: all, any or not")
            return {}
        key = groups[0]
        if key == "not":
            return {"not": _node(node["not"], f"{path}.not", problems, resolve, depth + 1)}
        items = node[key]
        if not isinstance(items, list):
            problems.add(f"{path}.{key}", "must be a list of conditions")
            return {}
        return {
            key: [_node(c, f"{path}.{key}[{i}]", problems, resolve, depth + 1) for i, c in enumerate(items)]
        }
    return _leaf(node, path, problems, resolve)


def _leaf(node: dict[str, Any], path: str, problems: _Problems, resolve: CategoryResolver) -> dict[str, Any]:
    for key in sorted(set(node) - _LEAF_KEYS):
        problems.add(f"{path}.{key}", "is not a known key (a condition has field, operator, value)")
    field = node.get("field")
    if field not in FIELD_KINDS:
        problems.add(f"{path}.field", f"must be one of {', '.join(FIELD_KINDS)}")
        return {}
    kind = FIELD_KINDS[field]
    operator = node.get("operator")
    if operator not in OPERATORS[kind]:
        problems.add(f"{path}.operator", f"for {field} must be one of {', '.join(OPERATORS[kind])}")
        return {}
    out: dict[str, Any] = {"field": field, "operator": operator}
    before = len(problems)
    if "value" not in node:
        problems.add(f"{path}.value", "is required")
        return out
    value = node["value"]
    vpath = f"{path}.value"
    if operator in _LIST_OPS:
        if not isinstance(value, list) or not value:
            problems.add(vpath, "must be a non-empty list")
            return out
        out["value"] = [
            _scalar(kind, v, f"{vpath}[{i}]", problems, resolve, operator) for i, v in enumerate(value)
        ]
    elif operator == "between":
        if not isinstance(value, list) or len(value) != 2:
            problems.add(vpath, "must be a list of two values [low, high]")
            return out
        low, high = (
            _scalar(kind, v, f"{vpath}[{i}]", problems, resolve, operator) for i, v in enumerate(value)
        )
        if len(problems) == before and _ordered(kind, low) > _ordered(kind, high):
            problems.add(vpath, "low is greater than high")
        out["value"] = [low, high]
    else:
        out["value"] = _scalar(kind, value, vpath, problems, resolve, operator)
    if "caseSensitive" in node:
        if kind != "text" or field in {"type", "source", "currency"}:
            problems.add(f"{path}.caseSensitive", "applies only to description, merchant and notes")
        elif not isinstance(node["caseSensitive"], bool):
            problems.add(f"{path}.caseSensitive", "must be true or false")
        elif node["caseSensitive"]:
            out["caseSensitive"] = True
    if operator == "approximately":
        tol = node.get("tolerance")
        try:
            tolerance = parse_amount(tol, field=f"{path}.tolerance") if tol is not None else None
        except Exception:
            tolerance = None
        if tolerance is None or not (0 < tolerance <= 100):
            problems.add(f"{path}.tolerance", "is required: a percentage above 0 and at most 100")
        else:
            out["tolerance"] = str(tolerance)
    elif "tolerance" in node:
        problems.add(f"{path}.tolerance", "applies only to the approximately operator")
    return out


def _ordered(kind: str, value: Any) -> Any:
    return parse_amount(value, field="value") if kind == "number" else value


def _scalar(
    kind: str, value: Any, path: str, problems: _Problems, resolve: CategoryResolver, operator: str
) -> Any:
    if kind in {"text", "tags"}:
        if not isinstance(value, str) or (not value and (kind == "tags" or operator not in _EMPTY_OK)):
            problems.add(path, "must be a non-empty string")
            return value
        if operator == "matches":
            problem = pattern_problem(value)
            if problem is not None:
                problems.add(path, problem)
        return value
    if kind == "number":
        if isinstance(value, bool) or not isinstance(value, int | float | str | Decimal):
            problems.add(path, "must be a number")
            return value
        try:
            return str(parse_amount(value, field=path))
        except Exception:
            problems.add(path, "must be a number")
            return value
    if kind == "date":
        if isinstance(value, date):
            return value.isoformat()
        try:
            return date.fromisoformat(str(value)).isoformat()
        except ValueError:
            problems.add(path, "must be a date YYYY-MM-DD")
            return value
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 31:
            problems.add(path, "must be a whole number from 1 to 31")
        return value
    if kind == "weekday":
        name = str(value).strip().lower()
        if name not in _WEEKDAY_NAMES:
            problems.add(path, "must be a weekday: mon, tue, wed, thu, fri, sat or sun")
            return value
        return WEEKDAYS[_WEEKDAY_NAMES[name]]
    # category: None (uncategorised; "" in TOML, which has no null) for equals/notEquals only
    if value in (None, "") and operator in {"equals", "notEquals"}:
        return None
    if not isinstance(value, str) or not value:
        problems.add(path, "must be a category name or id")
        return value
    category_id = resolve(value)
    if category_id is None:
        problems.add(path, f"category {value!r} not found")
        return value
    return category_id


def referenced_categories(tree: dict[str, Any]) -> set[str]:
    """Category ids a (normalised) tree mentions."""
    found: set[str] = set()

    def walk(node: dict[str, Any]) -> None:
        for key in ("all", "any"):
            for child in node.get(key, []):
                walk(child)
        if "not" in node:
            walk(node["not"])
        if node.get("field") == "category":
            value = node.get("value")
            found.update(v for v in (value if isinstance(value, list) else [value]) if v)

    walk(tree)
    return found


def map_categories(tree: dict[str, Any], mapping: Callable[[str], str | None]) -> dict[str, Any]:
    """A copy of ``tree`` with every category reference passed through ``mapping`` (id <-> name)."""
    if "all" in tree or "any" in tree:
        key = "all" if "all" in tree else "any"
        return {key: [map_categories(c, mapping) for c in tree[key]]}
    if "not" in tree:
        return {"not": map_categories(tree["not"], mapping)}
    if tree.get("field") != "category":
        return dict(tree)
    value = tree.get("value")
    mapped = [mapping(v) for v in value] if isinstance(value, list) else (mapping(value) if value else None)
    return {**tree, "value": mapped}


# --- SQL ------------------------------------------------------------------------------------------


def _day_start(day: date) -> datetime:
    return datetime.combine(day, time(0), tzinfo=UTC)


def escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _text_column(field: str) -> ColumnElement[str]:
    column = getattr(Transaction, field)
    return func.coalesce(column, "") if field in {"merchant", "notes"} else column


def _text_sql(leaf: dict[str, Any], dialect: str) -> ColumnElement[bool]:
    field, op, value = leaf["field"], leaf["operator"], leaf["value"]
    col = _text_column(field)
    sensitive = bool(leaf.get("caseSensitive"))
    sqlite = dialect == "sqlite"
    if op in _LIST_OPS:
        expr = col.in_(value) if sensitive else func.lower(col).in_([v.lower() for v in value])
        return not_(expr) if op == "notOneOf" else expr
    if op == "matches":
        if sqlite:
            pattern = value if sensitive else f"(?i){value}"
            return func.finkit_regexp(pattern, col) == 1
        translated = to_postgres_regex(value, case_sensitive=sensitive)
        if translated is None:  # the engine evaluates such rules with RE2 (pgregex.conditions_need_python)
            raise ValueError(f"pattern {value!r} has no exact PostgreSQL form")
        return _b(col.op("~")(translated))
    if op in {"equals", "notEquals"}:
        expr = col == value if sensitive else func.lower(col) == value.lower()
        return _b(not_(expr) if op == "notEquals" else expr)
    pattern = {
        "contains": f"%{escape_like(value)}%",
        "notContains": f"%{escape_like(value)}%",
        "startsWith": f"{escape_like(value)}%",
        "endsWith": f"%{escape_like(value)}",
    }[op]
    if sensitive:
        if sqlite:  # SQLite's LIKE ignores ASCII case: instr/substr are exact
            expr = {
                "contains": func.instr(col, value) > 0,
                "notContains": func.instr(col, value) > 0,
                "startsWith": func.substr(col, 1, len(value)) == value,
                "endsWith": func.substr(col, -len(value)) == value,
            }[op]
        else:
            expr = col.like(pattern, escape="\\")
    elif sqlite:
        expr = col.like(pattern, escape="\\")  # case-insensitive for ASCII, no lower() per row
    else:
        expr = col.ilike(pattern, escape="\\")
    return not_(expr) if op == "notContains" else expr


def _number_sql(leaf: dict[str, Any]) -> ColumnElement[bool]:
    col: Any = (
        Transaction.amount if leaf["field"] == "amount" else func.abs(Transaction.amount, type_=Money())
    )
    op, value = leaf["operator"], leaf["value"]
    if op in _LIST_OPS:
        expr = col.in_([parse_amount(v, field="value") for v in value])
        return _b(not_(expr) if op == "notOneOf" else expr)
    if op == "between":
        return _b(col.between(parse_amount(value[0], field="value"), parse_amount(value[1], field="value")))
    if op == "approximately":
        low, high = approximate_bounds(
            parse_amount(value, field="value"), parse_amount(leaf["tolerance"], field="tolerance")
        )
        return _b(col.between(low, high))
    return _compare(col, op, parse_amount(value, field="value"))


def approximate_bounds(value: Decimal, tolerance: Decimal) -> tuple[Decimal, Decimal]:
    spread = abs(value) * tolerance / 100
    return value - spread, value + spread


def _compare(col: Any, op: str, value: Any) -> ColumnElement[bool]:
    result: ColumnElement[bool] = {
        "equals": lambda: col == value,
        "notEquals": lambda: col != value,
        "gt": lambda: col > value,
        "gte": lambda: col >= value,
        "lt": lambda: col < value,
        "lte": lambda: col <= value,
    }[op]()
    return result


def _date_sql(leaf: dict[str, Any]) -> ColumnElement[bool]:
    col = Transaction.date
    op, value = leaf["operator"], leaf["value"]
    if op == "between":
        low, high = date.fromisoformat(value[0]), date.fromisoformat(value[1])
        return and_(col >= _day_start(low), col < _day_start(high + timedelta(days=1)))
    day = date.fromisoformat(value)
    start, end = _day_start(day), _day_start(day + timedelta(days=1))
    return {
        "equals": lambda: and_(col >= start, col < end),
        "notEquals": lambda: or_(col < start, col >= end),
        "gt": lambda: col >= end,
        "gte": lambda: col >= start,
        "lt": lambda: col < start,
        "lte": lambda: col < end,
    }[op]()


def _date_part(part: str, dialect: str) -> Any:
    if dialect == "sqlite":
        return cast(func.strftime("%d" if part == "day" else "%w", Transaction.date), Integer)
    return cast(extract(part, func.timezone("UTC", Transaction.date)), Integer)


def _int_sql(leaf: dict[str, Any], col: Any) -> ColumnElement[bool]:
    op, value = leaf["operator"], leaf["value"]
    if op in _LIST_OPS:
        expr = col.in_(list(value))
        return _b(not_(expr) if op == "notOneOf" else expr)
    if op == "between":
        return _b(col.between(value[0], value[1]))
    return _compare(col, op, value)


def _tags_sql(leaf: dict[str, Any], dialect: str) -> ColumnElement[bool]:
    text_col: Any = (
        type_coerce(Transaction.tags, _text_type())
        if dialect == "sqlite"
        else cast(Transaction.tags, _text_type())
    )
    text_col = func.coalesce(text_col, "[]")

    def has(tag: str) -> ColumnElement[bool]:
        pattern = f"%{escape_like(json.dumps(tag))}%"
        return _b(
            text_col.like(pattern, escape="\\")
            if dialect == "sqlite"
            else text_col.ilike(pattern, escape="\\")
        )

    op, value = leaf["operator"], leaf["value"]
    if op in {"contains", "notContains"}:
        expr = has(value)
        return not_(expr) if op == "notContains" else expr
    expr = or_(*(has(v) for v in value))
    return not_(expr) if op == "notOneOf" else expr


def _b(expr: Any) -> ColumnElement[bool]:
    """Type a SQL expression built from untyped operands as the boolean clause it is."""
    clause: ColumnElement[bool] = expr
    return clause


def _text_type() -> Any:
    from sqlalchemy import Text

    return Text()


def to_sql(tree: dict[str, Any], dialect: str) -> ColumnElement[bool]:
    """The WHERE clause equivalent of ``tree`` over ``transactions`` (caller adds the account filter)."""
    if "all" in tree:
        parts = [to_sql(c, dialect) for c in tree["all"]]
        return and_(true(), *parts) if parts else true()
    if "any" in tree:
        parts = [to_sql(c, dialect) for c in tree["any"]]
        return or_(false(), *parts) if parts else false()
    if "not" in tree:
        return not_(to_sql(tree["not"], dialect))
    kind = FIELD_KINDS[tree["field"]]
    if kind == "text":
        return _text_sql(tree, dialect)
    if kind == "number":
        return _number_sql(tree)
    if kind == "date":
        return _date_sql(tree)
    if kind == "int":
        return _int_sql(tree, _date_part("day", dialect))
    if kind == "weekday":
        leaf = {**tree, "value": _weekday_numbers(tree["value"])}
        return _int_sql(leaf, _date_part("dow", dialect))
    if kind == "category":
        col = func.coalesce(Transaction.category_id, "")
        value = tree["value"]
        if tree["operator"] in _LIST_OPS:
            expr = col.in_(value)
            return not_(expr) if tree["operator"] == "notOneOf" else expr
        return _compare(col, tree["operator"], value or "")
    return _tags_sql(tree, dialect)


def _weekday_numbers(value: Any) -> Any:
    if isinstance(value, list):
        return [WEEKDAYS.index(v) for v in value]
    return WEEKDAYS.index(value)


def sqlite_regexp(pattern: str, text: str | None) -> int:
    """SQLite's ``finkit_regexp``: the same linear-time engine (RE2) as rows matched in Python."""
    return 1 if search_user_pattern(pattern, text) else 0


def register_sqlite_functions(dbapi_connection: Any) -> None:
    """Give a SQLite connection the ``finkit_regexp(pattern, text)`` function the compiler emits."""
    dbapi_connection.create_function("finkit_regexp", 2, sqlite_regexp, deterministic=True)
