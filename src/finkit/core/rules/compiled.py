"""Rules compiled once (SQL and Python forms), cached by (rule id, updated_at)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from finkit.core.rules.actions import row_columns
from finkit.core.rules.handlers import HOOK_ACTIONS
from finkit.core.rules.models import Rule
from finkit.core.rules.predicate import Predicate, compile_predicate


@dataclass(frozen=True)
class CompiledRule:
    id: str
    name: str
    priority: int
    stop: bool
    conditions: dict[str, Any]
    actions: list[dict[str, Any]]
    triggers: frozenset[str]
    predicate: Predicate
    columns: list[str]  # columns the actions may change (logged before/after)
    python_only: bool  # an action needs Python per row (merchant normalisation)
    deletes: bool
    hooks: list[dict[str, Any]]


_CACHE: dict[tuple[str, datetime], CompiledRule] = {}
_CACHE_LIMIT = 5000


def compile_rule(rule: Rule) -> CompiledRule:
    key = (rule.id, rule.updated_at)
    cached = _CACHE.get(key)
    if cached is not None and cached.conditions == rule.conditions and cached.actions == rule.actions:
        return cached
    compiled = CompiledRule(
        id=rule.id,
        name=rule.name,
        priority=rule.priority,
        stop=rule.stop_processing,
        conditions=rule.conditions,
        actions=rule.actions,
        triggers=frozenset(rule.triggers or ()),
        predicate=compile_predicate(rule.conditions),
        columns=row_columns(rule.actions),
        python_only=any(a["type"] == "setMerchant" and a.get("normalise") for a in rule.actions),
        deletes=any(a["type"] == "delete" for a in rule.actions),
        hooks=[a for a in rule.actions if a["type"] in HOOK_ACTIONS],
    )
    if len(_CACHE) >= _CACHE_LIMIT:
        _CACHE.clear()
    _CACHE[key] = compiled
    return compiled
