"""Rules: create, read, update, delete, enable and disable. Runs live in ``engine``; triggers in
``triggers``; the TOML file format in ``tomlfile``."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, FieldProblem, NotFoundError, ValidationError
from finkit.core.rules import actions as rule_actions
from finkit.core.rules import conditions as rule_conditions
from finkit.core.rules.handlers import handler_for
from finkit.core.rules.limits import check_rule_capacity
from finkit.core.rules.models import Rule
from finkit.core.rules.schemas import RuleCreate, RuleDeleteResult, RuleRead, RuleUpdate
from finkit.core.rules.search_docs import KIND, index_rule
from finkit.core.schemas import parse
from finkit.core.search.documents import remove_document


def category_resolver(session: Session, ctx: AccountContext) -> rule_conditions.CategoryResolver:
    """Resolve a category id or (case-insensitive) name of this account; another account's id is unknown."""
    rows = session.execute(
        select(Category.id, Category.name_key).where(Category.account_id == ctx.account_id)
    ).all()
    by_ref = {cid: cid for cid, _ in rows} | {key: cid for cid, key in rows}

    def resolve(ref: str) -> str | None:
        return by_ref.get(ref) or by_ref.get(ref.strip().casefold())

    return resolve


def validate_rule_body(
    session: Session, ctx: AccountContext, conditions: Any, actions: Any, *, prefix: str = ""
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Normalise a rule's conditions and actions, or raise one ValidationError naming every path."""
    resolve = category_resolver(session, ctx)

    def hook_validate(action: dict[str, Any], path: str) -> tuple[dict[str, Any], list[FieldProblem]]:
        handler = handler_for(action["type"])
        if handler is None:
            area = "category sets" if action["type"] == "addCategoryAssignment" else "bills"
            return action, [
                FieldProblem(
                    f"{path}.type", f"{action['type']} is not available: no {area} handler is registered"
                )
            ]
        return handler.validate(session, ctx, action, path)

    tree, problems = rule_conditions.validate_conditions(
        conditions, resolve_category=resolve, path=f"{prefix}conditions"
    )
    acts, action_problems = rule_actions.validate_actions(
        actions, resolve_category=resolve, hook_validate=hook_validate, path=f"{prefix}actions"
    )
    problems += action_problems
    if problems:
        raise ValidationError(fields=problems)
    return tree, acts


def to_read(rule: Rule) -> RuleRead:
    return RuleRead.model_validate(rule)


def load_rule(session: Session, ctx: AccountContext, ref: str) -> Rule:
    """The account's rule by id, else by name (case-insensitive); another account's is not found."""
    rule = session.scalar(select(Rule).where(Rule.account_id == ctx.account_id, Rule.id == ref))
    if rule is None:
        rule = session.scalar(
            select(Rule).where(Rule.account_id == ctx.account_id, Rule.name_key == ref.strip().casefold())
        )
    if rule is None:
        raise NotFoundError("rule", ref)
    return rule


def ordered_rules(session: Session, ctx: AccountContext, *, enabled_only: bool = True) -> list[Rule]:
    """The account's rules in evaluation order: priority, then id (deterministic)."""
    query = select(Rule).where(Rule.account_id == ctx.account_id)
    if enabled_only:
        query = query.where(Rule.enabled.is_(True))
    return list(session.scalars(query.order_by(Rule.priority, Rule.id)).all())


def _flush_unique(session: Session, name: str) -> None:
    try:
        session.flush()
    except IntegrityError:
        raise ConflictError(f"a rule named {name!r} already exists") from None


def add_rule(
    session: Session,
    ctx: AccountContext,
    data: RuleCreate,
    *,
    prefix: str = "",
    body: tuple[dict[str, Any], list[dict[str, Any]]] | None = None,
    index: bool = True,
) -> Rule:
    """Insert a validated rule inside ``session`` (shared by create and TOML import). ``body``: its
    conditions and actions already validated (``validate_rule_body``); ``index=False``: the caller
    writes the search entries of many rules at once (``search_docs.index_rules``)."""
    tree, acts = body or validate_rule_body(session, ctx, data.conditions, data.actions, prefix=prefix)
    name = data.name.strip()
    rule = Rule(
        account_id=ctx.account_id,
        name=name,
        name_key=name.casefold(),
        description=data.description,
        priority=data.priority,
        enabled=data.enabled,
        stop_processing=data.stop_processing,
        conditions=tree,
        actions=acts,
        triggers=sorted(set(data.triggers)),
    )
    session.add(rule)
    _flush_unique(session, name)
    record_activity(session, ctx, "rule.create", target_type="rule", target_id=rule.id)
    if index:
        index_rule(session, ctx, rule)
    return rule


def create_rule(ctx: AccountContext, *, data: RuleCreate | dict[str, Any]) -> RuleRead:
    data = parse(RuleCreate, data)
    with ctx.db.session() as session:
        check_rule_capacity(session, ctx, adding=1)
        return to_read(add_rule(session, ctx, data))


def list_rules(ctx: AccountContext) -> list[RuleRead]:
    with ctx.db.session() as session:
        return [to_read(r) for r in ordered_rules(session, ctx, enabled_only=False)]


def get_rule(ctx: AccountContext, rule_id: str) -> RuleRead:
    with ctx.db.session() as session:
        return to_read(load_rule(session, ctx, rule_id))


def update_rule(ctx: AccountContext, rule_id: str, *, data: RuleUpdate | dict[str, Any]) -> RuleRead:
    data = parse(RuleUpdate, data)
    changes = data.model_dump(exclude_unset=True, by_alias=False)
    for key in {"name", "priority", "enabled", "stop_processing", "triggers"} & set(changes):
        if changes[key] is None:
            raise ValidationError.for_field(key, "may not be null")
    with ctx.db.session() as session:
        rule = load_rule(session, ctx, rule_id)
        if "conditions" in changes or "actions" in changes:
            rule.conditions, rule.actions = validate_rule_body(
                session,
                ctx,
                changes.pop("conditions", rule.conditions),
                changes.pop("actions", rule.actions),
            )
        if "name" in changes:
            changes["name"] = changes["name"].strip()
            rule.name_key = changes["name"].casefold()
        if "triggers" in changes:
            changes["triggers"] = sorted(set(changes["triggers"]))
        for key, value in changes.items():
            setattr(rule, key, value)
        rule.updated_at = ctx.now()
        _flush_unique(session, rule.name)
        record_activity(
            session,
            ctx,
            "rule.update",
            target_type="rule",
            target_id=rule.id,
            details={"fields": sorted(data.model_fields_set)},
        )
        index_rule(session, ctx, rule)
        return to_read(rule)


def set_rule_enabled(ctx: AccountContext, rule_id: str, *, enabled: bool) -> RuleRead:
    """Enable or disable a rule; enabling re-checks it (its categories may have gone)."""
    with ctx.db.session() as session:
        rule = load_rule(session, ctx, rule_id)
        if enabled:
            rule.conditions, rule.actions = validate_rule_body(session, ctx, rule.conditions, rule.actions)
        rule.enabled = enabled
        rule.updated_at = ctx.now()
        record_activity(
            session, ctx, "rule.enable" if enabled else "rule.disable", target_type="rule", target_id=rule.id
        )
        index_rule(session, ctx, rule)
        return to_read(rule)


def delete_rule(ctx: AccountContext, rule_id: str) -> RuleDeleteResult:
    """Delete a rule. Its past runs stay in the log (and can still be undone)."""
    with ctx.db.session() as session:
        rule = load_rule(session, ctx, rule_id)
        session.delete(rule)
        remove_document(session, ctx, kind=KIND, ref_id=rule.id)
        record_activity(session, ctx, "rule.delete", target_type="rule", target_id=rule.id)
        return RuleDeleteResult(id=rule.id)


def replace_category_in_rules(
    session: Session, ctx: AccountContext, category_id: str, replacement: str | None
) -> None:
    """A deleted category is replaced in every rule that names it; without a replacement, those rules
    are disabled (re-enabling them re-validates and names the missing category)."""
    for rule in ordered_rules(session, ctx, enabled_only=False):
        uses = category_id in rule_conditions.referenced_categories(rule.conditions) or category_id in (
            rule_actions.referenced_categories(rule.actions)
        )
        if not uses:
            continue
        if replacement:
            rule.conditions = rule_conditions.map_categories(
                rule.conditions, lambda ref: replacement if ref == category_id else ref
            )
            rule.actions = [
                {**a, "category": replacement} if a.get("category") == category_id else a
                for a in rule.actions
            ]
        else:
            rule.enabled = False
        record_activity(
            session,
            ctx,
            "rule.update",
            target_type="rule",
            target_id=rule.id,
            details={"categoryDeleted": category_id, "replacement": replacement},
        )
