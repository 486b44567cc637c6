"""Rules in unified search: one ``rule`` document per rule (its name; its description, conditions and
actions written out as words, category ids shown by name; the target category of ``setCategory``),
written in the rule's own transaction on create, update and enable/disable; removed on delete."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.rules.models import Rule
from finkit.core.search.documents import (
    index_document,
    index_documents,
    join_text,
    register_document_builder,
)

KIND = "rule"
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


def _words(value: Any, names: Mapping[str, str]) -> list[str]:
    """Every string and number in a rule's JSON, camelCase split ("setCategory" → "set Category") and
    category ids replaced by their names."""
    if isinstance(value, dict):
        return [w for item in value.values() for w in _words(item, names)]
    if isinstance(value, list):
        return [w for item in value for w in _words(item, names)]
    if isinstance(value, bool) or value is None:
        return []
    text = str(value)
    return [names.get(text) or _CAMEL.sub(" ", text)]


def _target(rule: Rule) -> str | None:
    return next((a.get("category") for a in rule.actions or [] if a.get("type") == "setCategory"), None)


def rule_document(rule: Rule, names: Mapping[str, str]) -> dict[str, Any]:
    return {
        "kind": KIND,
        "refId": rule.id,
        "title": rule.name,
        "body": join_text(
            rule.description,
            "when " + " ".join(_words(rule.conditions, names)),
            "then " + " ".join(_words(rule.actions, names)),
            "enabled" if rule.enabled else "disabled",
        ),
        "categoryId": _target(rule),
    }


def _names(session: Session, account_id: str) -> dict[str, str]:
    return dict(
        session.execute(select(Category.id, Category.name).where(Category.account_id == account_id)).all()
    )


def index_rule(session: Session, ctx: AccountContext, rule: Rule) -> None:
    """Create or refresh the rule's search entry (inside the caller's transaction)."""
    index_document(session, ctx, rule_document(rule, _names(session, ctx.account_id)))


def index_rules(session: Session, ctx: AccountContext, rules: Iterable[Rule]) -> None:
    """Create or refresh the search entries of many rules at once (a rules file), set-based."""
    names = _names(session, ctx.account_id)
    index_documents(session, ctx, [rule_document(rule, names) for rule in rules])


def _build(session: Session, ctx: AccountContext) -> Iterable[dict[str, Any]]:
    names = _names(session, ctx.account_id)
    return [
        rule_document(r, names)
        for r in session.scalars(select(Rule).where(Rule.account_id == ctx.account_id))
    ]


register_document_builder(KIND, _build)
