"""Suggest categories with a confidence, from (in order) the account's rules, the merchant knowledge
base and the account's own classifier; apply those at or above a threshold to uncategorised,
unlocked transactions; and categorise imported rows (import enricher, order 50, after rules).

Never overwrites a user's (locked) category. Every automatic change records ``assignedBy``
(``rule`` or ``ai``) and ``categoryConfidence``.
"""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.categorise.direction import CLIENT_PAYMENT_CATEGORIES, fits_direction, is_client_payment
from finkit.core.categorise.knowledge import KnowledgeBase, knowledge_base
from finkit.core.categorise.model import TrainedModel, features, model_for
from finkit.core.categorise.schemas import (
    DEFAULT_MIN_CONFIDENCE,
    CategoriseOptions,
    CategoriseResult,
    Suggestion,
)
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.imports.rows import ImportRow
from finkit.core.rules.compiled import CompiledRule, compile_rule
from finkit.core.rules.predicate import RowView
from finkit.core.rules.service import ordered_rules
from finkit.core.schemas import parse
from finkit.core.transactions.models import Transaction

#: A classifier this sure overrides the knowledge base: the account's own history knows better.
HISTORY_OVERRIDES_KB = Decimal("0.9")
RULE_CONFIDENCE = Decimal(1)
CLIENT_PAYMENT_CONFIDENCE = Decimal("0.8")


class Categoriser:
    """Suggestions for many rows at once (the classifier predicts in batches)."""

    def __init__(self, session: Session, ctx: AccountContext, *, use_rules: bool = True) -> None:
        self.session, self.ctx = session, ctx
        categories = session.execute(
            select(Category.id, Category.name, Category.name_key, Category.kind).where(
                Category.account_id == ctx.account_id
            )
        ).all()
        self.by_key = {c.name_key: c.id for c in categories}
        self.names = {c.id: c.name for c in categories}
        self.kinds = {c.id: c.kind for c in categories}
        self.income_id = next((self.by_key[k] for k in CLIENT_PAYMENT_CATEGORIES if k in self.by_key), None)
        self.rules: list[CompiledRule] = (
            [
                r
                for r in (compile_rule(x) for x in ordered_rules(session, ctx))
                if any(a["type"] == "setCategory" for a in r.actions) or r.stop
            ]
            if use_rules
            else []
        )
        self.kb: KnowledgeBase = knowledge_base(ctx.settings.data_dir)
        self.model: TrainedModel | None = model_for(session, ctx)

    def _rule(self, row: Any) -> str | None:
        if not self.rules:
            return None
        view, found = RowView(row), None
        for rule in self.rules:
            if rule.predicate(view):
                for action in rule.actions:
                    if action["type"] == "setCategory":
                        found = action["category"]
                if rule.stop:
                    break
        return found

    def suggest(self, rows: list[Any]) -> list[tuple[str | None, Decimal | None, str | None]]:
        """(category id, confidence, source) for each row (Nones when there is no idea at all)."""
        predictions = (
            self.model.predict([features(r.description, r.merchant) for r in rows]) if self.model else []
        )
        out: list[tuple[str | None, Decimal | None, str | None]] = []
        for n, row in enumerate(rows):
            rule_category = self._rule(row)
            if rule_category is not None:  # the user's rule may file either direction (a refund)
                out.append((rule_category, RULE_CONFIDENCE, "rule"))
                continue
            if self.income_id and is_client_payment(row.description, row.merchant, row.amount):
                out.append((self.income_id, CLIENT_PAYMENT_CONFIDENCE, "knowledge_base"))
                continue
            match = self.kb.match(row.description, row.merchant)
            kb_id = self.by_key.get(match.category.casefold()) if match else None
            model_id, model_conf = predictions[n] if predictions else (None, None)
            # Direction is part of meaning: never money out as income, or money in as an expense.
            if kb_id and not fits_direction(self.kinds.get(kb_id), row.amount):
                match, kb_id = None, None
            if model_id and not fits_direction(self.kinds.get(model_id), row.amount):
                model_id, model_conf = None, None
            if match and kb_id and match.kind == "merchant":
                if model_id and model_conf and model_conf >= HISTORY_OVERRIDES_KB and model_id != kb_id:
                    out.append((model_id, model_conf, "model"))
                else:
                    out.append((kb_id, match.confidence, "knowledge_base"))
                continue
            options = []
            if model_id and model_conf is not None:
                options.append((model_id, model_conf, "model"))
            if match and kb_id:
                options.append((kb_id, match.confidence, "keyword"))
                if model_id == kb_id and model_conf is not None:  # two sources agree
                    options.append((kb_id, max(model_conf, match.confidence) + Decimal("0.1"), "model"))
            if options:
                best = max(options, key=lambda o: o[1])
                out.append((best[0], min(best[1], Decimal("0.99")), best[2]))
            else:
                out.append((None, None, None))
        return out


def _day(value: Any) -> datetime:
    return datetime.combine(value, time(0), tzinfo=UTC)


def _apply(
    session: Session,
    ctx: AccountContext,
    tx: Transaction,
    category_id: str,
    confidence: Decimal,
    source: str,
) -> None:
    tx.category_id = category_id
    tx.category_assigned_by = "rule" if source == "rule" else "ai"
    tx.category_confidence = confidence
    tx.updated_at = ctx.now()  # its tax fields are derived again when the change is settled


def suggest_categories(
    ctx: AccountContext, *, options: CategoriseOptions | dict[str, Any] | None = None
) -> CategoriseResult:
    """Suggest categories for the account's uncategorised, unlocked transactions (optionally in a
    date range); changes nothing (``apply`` is ignored: applying is
    ``finkit.core.usecases.categorise.categorise_transactions``)."""
    options = parse(CategoriseOptions, options or {}).model_copy(update={"apply": False})
    with ctx.db.session() as session:
        return categorise_in(session, ctx, options)[0]


def categorise_in(
    session: Session, ctx: AccountContext, options: CategoriseOptions
) -> tuple[CategoriseResult, ChangeSet]:
    """Suggest categories (and with ``apply``, set those at or above ``minConfidence``) inside the
    caller's unit of work; returns the result and the change for ``settle``."""
    if options.from_date and options.to_date and options.from_date > options.to_date:
        raise ValidationError.for_field("toDate", "is before fromDate")
    query = select(Transaction).where(
        Transaction.account_id == ctx.account_id,
        Transaction.category_id.is_(None),
        Transaction.category_locked.is_(False),
    )
    if options.from_date:
        query = query.where(Transaction.date >= _day(options.from_date))
    if options.to_date:
        query = query.where(Transaction.date < _day(options.to_date + timedelta(days=1)))
    rows = list(session.scalars(query.order_by(Transaction.date, Transaction.id)).all())
    categoriser = Categoriser(session, ctx)
    suggestions: list[Suggestion] = []
    applied = suggested = below = 0
    changed: list[Transaction] = []
    for tx, (category_id, confidence, source) in zip(rows, categoriser.suggest(rows), strict=True):
        good = category_id is not None and confidence is not None and confidence >= options.min_confidence
        suggested += good
        below += category_id is not None and not good
        if good and options.apply and category_id and confidence is not None and source:
            _apply(session, ctx, tx, category_id, confidence, source)
            applied += 1
            changed.append(tx)
        suggestions.append(
            Suggestion(
                transaction_id=tx.id,
                description=tx.description,
                category_id=category_id,
                category_name=categoriser.names.get(category_id) if category_id else None,
                confidence=confidence,
                source=source,
                assigned_by=("rule" if source == "rule" else "ai") if source else None,
                applied=bool(good and options.apply),
            )
        )
    if applied:
        record_activity(
            session,
            ctx,
            "transaction.categorise",
            target_type="transaction",
            details={"applied": applied, "minConfidence": str(options.min_confidence)},
        )
    result = CategoriseResult(
        considered=len(rows),
        suggested=suggested,
        applied=applied,
        left_for_user=len(rows) - suggested,
        min_confidence=options.min_confidence,
        suggestions=suggestions,
        explanation=_explain(len(rows), suggested, below, categoriser, options.min_confidence),
    )
    return result, ChangeSet(origin="categorise", changed={"category": [tx.id for tx in changed]})


def _explain(
    considered: int, suggested: int, below: int, categoriser: Categoriser, threshold: Decimal
) -> str | None:
    """Why rows were left for the user, in words (so "0 of 90" never comes without a reason)."""
    left = considered - suggested
    if considered == 0:
        return "Nothing to categorise: every transaction has a category or was categorised by you."
    if left == 0:
        return None
    parts = [f"{left} of {considered} uncategorised transaction(s) left for you:"]
    unknown = left - below
    if below:
        parts.append(
            f"{below} had a suggestion below the {threshold} confidence threshold (lower --min-confidence to see them);"
        )
    if unknown:
        parts.append(f"{unknown} matched no rule, no known merchant or keyword in the knowledge base")
        parts.append(
            "and there is no trained model yet (it learns from categorised transactions: categorise a few "
            "by hand or add rules, then run again)."
            if categoriser.model is None
            else "and the account's model had no confident guess."
        )
    return " ".join(parts)


def suggest_category(ctx: AccountContext, *, transaction_id: str) -> Suggestion:
    """The suggestion for one transaction of the account (even a categorised one; nothing changes)."""
    with ctx.db.session() as session:
        tx = session.scalar(
            select(Transaction).where(
                Transaction.id == transaction_id, Transaction.account_id == ctx.account_id
            )
        )
        if tx is None:
            raise NotFoundError("transaction", transaction_id)
        categoriser = Categoriser(session, ctx)
        category_id, confidence, source = categoriser.suggest([tx])[0]
        return Suggestion(
            transaction_id=tx.id,
            description=tx.description,
            category_id=category_id,
            category_name=categoriser.names.get(category_id) if category_id else None,
            confidence=confidence,
            source=source,
            assigned_by=("rule" if source == "rule" else "ai") if source else None,
        )


_IMPORT_KEY = "finkit_categoriser_import"


def categorise_import(session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None:
    """Import enricher (order 50, after rules at 10): uncategorised rows get a knowledge-base or
    classifier category when it is at least as confident as the default threshold."""
    pending = [r for r in rows if r.category_id is None]
    if not pending:
        return
    cache: dict[str, Categoriser] = session.info.setdefault(_IMPORT_KEY, {})
    categoriser = cache.get(ctx.account_id)
    if categoriser is None:
        categoriser = cache[ctx.account_id] = Categoriser(session, ctx, use_rules=False)
    for row, (category_id, confidence, source) in zip(pending, categoriser.suggest(pending), strict=True):
        if category_id and confidence is not None and confidence >= DEFAULT_MIN_CONFIDENCE:
            row.category_id = category_id
            row.category_assigned_by = "rule" if source == "rule" else "ai"
            row.category_confidence = confidence
