"""The rules file (TOML) for version control and sharing: export and import rule sets.

Categories appear by *name* in the file (ids differ between accounts) and are resolved on import.
TOML has no null: an uncategorised test (``category equals null``) is written ``value = ""``.
Read with ``tomllib``; written here (the format is small and fixed, so no writer dependency).
"""

from __future__ import annotations

import json
import re
import tomllib
from decimal import Decimal
from typing import Any

from sqlalchemy import select

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, FieldProblem, ValidationError
from finkit.core.money import parse_amount
from finkit.core.rules import conditions as rule_conditions
from finkit.core.rules.conditions import NUMBER_FIELDS
from finkit.core.rules.limits import MAX_RULES_PER_ACCOUNT, check_rule_capacity, rules_over_limit
from finkit.core.rules.models import Rule
from finkit.core.rules.schemas import RuleCreate, RuleRead
from finkit.core.rules.search_docs import index_rules
from finkit.core.rules.service import add_rule, ordered_rules, to_read, validate_rule_body
from finkit.core.schemas import problems_from_pydantic

FORMAT_VERSION = 1
_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")


def _key(name: str) -> str:
    return name if _BARE_KEY.match(name) else json.dumps(name, ensure_ascii=False)


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Decimal):
        return format(value.normalize(), "f")
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # a JSON string is a valid TOML basic string
    if value is None:
        return '""'
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"cannot write {type(value).__name__} to TOML")


def _numbers(tree: dict[str, Any]) -> dict[str, Any]:
    """Numbers are stored as strings (exact); the file shows them as TOML numbers."""
    if "all" in tree or "any" in tree:
        key = "all" if "all" in tree else "any"
        return {key: [_numbers(c) for c in tree[key]]}
    if "not" in tree:
        return {"not": _numbers(tree["not"])}
    out = dict(tree)
    if tree.get("field") in NUMBER_FIELDS:
        value = tree["value"]
        out["value"] = (
            [parse_amount(v, field="value") for v in value]
            if isinstance(value, list)
            else parse_amount(value, field="value")
        )
    if "tolerance" in tree:
        out["tolerance"] = parse_amount(tree["tolerance"], field="tolerance")
    return out


def export_rules(ctx: AccountContext) -> str:
    """The account's rules as a TOML document, in evaluation order."""
    with ctx.db.session() as session:
        names = dict(
            session.execute(
                select(Category.id, Category.name).where(Category.account_id == ctx.account_id)
            ).all()
        )
        rules = ordered_rules(session, ctx, enabled_only=False)
        lines = [
            "# finkit rules file: rules run in priority order (lower first), then by id.",
            "# Conditions and actions are documented in docs/rules.md.",
            f"version = {FORMAT_VERSION}",
        ]
        for rule in rules:
            conditions = rule_conditions.map_categories(rule.conditions, lambda ref: names.get(ref, ref))
            lines += ["", "[[rules]]", f"name = {_value(rule.name)}"]
            if rule.description:
                lines.append(f"description = {_value(rule.description)}")
            lines += [
                f"priority = {rule.priority}",
                f"enabled = {_value(rule.enabled)}",
                f"stopProcessing = {_value(rule.stop_processing)}",
                f"triggers = {_value(list(rule.triggers))}",
                f"conditions = {_value(_numbers(conditions))}",
            ]
            for action in rule.actions:
                lines.append("[[rules.actions]]")
                for key, value in action.items():
                    if key == "category":
                        value = names.get(value, value)
                    elif key in {"rate", "businessUsePercentage"} and value is not None:
                        value = parse_amount(value)
                    lines.append(f"{_key(key)} = {_value(value)}")
        return "\n".join(lines) + "\n"


def import_rules(ctx: AccountContext, *, text: str, replace: bool = False) -> list[RuleRead]:
    """Create the rules in a TOML rules file, all or nothing. A rule whose name exists is an error
    unless ``replace`` is true, in which case the existing rule is overwritten."""
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ValidationError.for_field("file", f"is not valid TOML: {exc}") from None
    version = document.get("version", FORMAT_VERSION)
    if version != FORMAT_VERSION:
        raise ValidationError.for_field("version", f"must be {FORMAT_VERSION}")
    items = document.get("rules", [])
    if not isinstance(items, list):
        raise ValidationError.for_field("rules", "must be an array of tables ([[rules]])")
    if len(items) > MAX_RULES_PER_ACCOUNT:  # before validating thousands of them
        raise rules_over_limit(len(items))
    problems: list[FieldProblem] = []
    parsed: list[RuleCreate] = []
    for i, item in enumerate(items):
        try:
            parsed.append(RuleCreate.model_validate(item))
        except Exception as exc:
            import pydantic

            if not isinstance(exc, pydantic.ValidationError):
                raise
            problems += [
                FieldProblem(f"rules[{i}].{p.field}", p.message) for p in problems_from_pydantic(exc)
            ]
    seen: set[str] = set()
    for i, rule in enumerate(parsed):
        key = rule.name.strip().casefold()
        if key in seen:
            problems.append(FieldProblem(f"rules[{i}].name", f"{rule.name!r} appears twice in the file"))
        seen.add(key)
    if problems:
        raise ValidationError(fields=problems)
    with ctx.db.session() as session:
        existing = {r.name_key: r for r in ordered_rules(session, ctx, enabled_only=False)}
        clashes = [r.name for r in parsed if r.name.strip().casefold() in existing]
        if clashes and not replace:
            raise ConflictError(
                f"rule(s) already exist: {', '.join(repr(n) for n in clashes)}; import with replace to overwrite"
            )
        check_rule_capacity(session, ctx, adding=len(parsed) - len(clashes))
        # Every rule validated before the first write: on SQLite the write lock is taken by the first
        # write and held to the commit, so reading a thousand rules' categories under it would hold
        # every other account's writes (issue 24).
        bodies = [
            validate_rule_body(session, ctx, data.conditions, data.actions, prefix=f"rules[{i}].")
            for i, data in enumerate(parsed)
        ]
        written: list[Rule] = []
        for i, (data, (conditions, actions)) in enumerate(zip(parsed, bodies, strict=True)):
            old = existing.get(data.name.strip().casefold())
            if old is not None:
                old.conditions, old.actions = conditions, actions
                for field in ("description", "priority", "enabled", "stop_processing"):
                    setattr(old, field, getattr(data, field))
                old.triggers = sorted(set(data.triggers))
                old.updated_at = ctx.now()
                record_activity(session, ctx, "rule.update", target_type="rule", target_id=old.id)
                written.append(old)
            else:
                body = (conditions, actions)
                written.append(add_rule(session, ctx, data, prefix=f"rules[{i}].", body=body, index=False))
        session.flush()
        index_rules(session, ctx, written)  # one set-based write; a replaced rule's entry refreshed too
        return [to_read(rule) for rule in written]
