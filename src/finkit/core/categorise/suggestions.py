"""Category suggestions from a configured model, kept for the person to accept or reject.

The local categoriser (rules, knowledge base, the account's classifier) goes first; only the rows it is
unsure of (no idea, or below the confidence threshold) are put to the enricher, in batches. Every answer
is checked: it must name one of the account's own categories, fit the money's direction, and not be a
category the person already rejected for that transaction. What passes is stored as a *pending*
suggestion; nothing is written to a transaction until the person accepts it, and accepting goes through
``update_transaction`` (the write pipeline) as the person's own, locked choice.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.categorise.direction import fits_direction
from finkit.core.categorise.enrich import CategoryAnswer, CategoryEnricher, CategoryQuestion
from finkit.core.categorise.schemas import CategoriseOptions
from finkit.core.categorise.service import suggest_categories
from finkit.core.categorise.suggestion_models import CategorySuggestion
from finkit.core.context import AccountContext
from finkit.core.errors import FinkitError, NotFoundError, ValidationError
from finkit.core.schemas import Num, Schema, parse
from finkit.core.subscription.service import reserves_ai_request
from finkit.core.transactions.models import Transaction

#: Rows per request to the model: small enough for a local model's context, few enough round trips.
BATCH_SIZE = 20


class ModelSuggestion(Schema):
    """A model's category for one transaction, waiting for (or decided by) the person."""

    id: str
    transaction_id: str
    date: date
    description: str
    amount: Num
    category_id: str
    category_name: str
    confidence: Num | None
    source: str
    reasoning: str
    status: str


class ModelSuggestionRun(Schema):
    """What asking the model did: how many unsure rows it was asked about, how many answers were kept
    (and why others were not), and the pending suggestions; ``modelFailed`` says why the local result
    stands alone when the provider failed."""

    model: str
    asked: int
    suggested: int
    ignored: int
    model_failed: str | None = None
    suggestions: list[ModelSuggestion]


class SuggestionDecision(Schema):
    id: str
    transaction_id: str
    accepted: bool
    category_id: str
    category_name: str


def _chunks(items: Sequence[CategoryQuestion], size: int) -> list[Sequence[CategoryQuestion]]:
    return [items[i : i + size] for i in range(0, len(items), size)]


@reserves_ai_request  # asking a model is one AI request, on every surface
def suggest_with_model(
    ctx: AccountContext,
    *,
    enricher: CategoryEnricher,
    options: CategoriseOptions | dict[str, Any] | None = None,
) -> ModelSuggestionRun:
    """Ask ``enricher`` for categories for the uncategorised rows (optionally in a date range) the local
    logic is unsure of, and store the valid answers as pending suggestions. Changes no transaction."""
    options = parse(CategoriseOptions, options or {}).model_copy(update={"apply": False})
    local = suggest_categories(ctx, options=options)
    unsure = {
        s.transaction_id: s.category_name
        for s in local.suggestions
        if s.transaction_id and (s.confidence is None or s.confidence < local.min_confidence)
    }
    with ctx.db.session() as session:
        categories = session.execute(
            select(Category.id, Category.name, Category.kind).where(Category.account_id == ctx.account_id)
        ).all()
        by_name = {c.name.casefold(): c for c in categories}
        txs = {
            tx.id: tx
            for tx in session.scalars(
                select(Transaction).where(
                    Transaction.account_id == ctx.account_id, Transaction.id.in_(list(unsure))
                )
            )
        }
        questions = [
            CategoryQuestion(
                key=tx.id,
                description=tx.description,
                merchant=tx.merchant,
                amount=tx.amount,
                local_guess=unsure[tx.id],
            )
            for tx in sorted(txs.values(), key=lambda t: (t.date, t.id))
        ]
        answers: list[CategoryAnswer] = []
        failed: str | None = None
        for batch in _chunks(questions, BATCH_SIZE):
            try:
                answers.extend(enricher(batch, sorted(c.name for c in categories)))
            except FinkitError as exc:  # the provider failed: keep what was answered, say so
                failed = exc.message
                break
        kept = ignored = 0
        for answer in answers:
            tx = txs.get(answer.key)
            cat = by_name.get((answer.category or "").strip().casefold())
            if tx is None or cat is None or not fits_direction(cat.kind, tx.amount):
                ignored += 1  # not a row it was asked about, not one of the account's categories, wrong way
                continue
            if _store(session, ctx, tx, cat.id, answer, enricher.name):
                kept += 1
            else:
                ignored += 1
        session.flush()
        pending = _pending(session, ctx, list(txs))
    return ModelSuggestionRun(
        model=enricher.name,
        asked=len(questions),
        suggested=kept,
        ignored=ignored,
        model_failed=failed,
        suggestions=pending,
    )


def _store(
    session: Session,
    ctx: AccountContext,
    tx: Transaction,
    category_id: str,
    answer: CategoryAnswer,
    source: str,
) -> bool:
    """Keep the answer as the transaction's pending suggestion (replacing an older pending one); False when
    the person already rejected that category for it."""
    existing = session.scalar(
        select(CategorySuggestion).where(
            CategorySuggestion.account_id == ctx.account_id, CategorySuggestion.transaction_id == tx.id
        )
    )
    if existing is not None:
        if existing.status == "rejected" and existing.category_id == category_id:
            return False
        session.delete(existing)
        session.flush()
    confidence = answer.confidence
    if confidence is not None and not Decimal(0) <= confidence <= Decimal(1):
        confidence = None
    session.add(
        CategorySuggestion(
            account_id=ctx.account_id,
            transaction_id=tx.id,
            category_id=category_id,
            confidence=confidence,
            source=source[:120],
            reasoning=answer.reason[:1000],
            status="pending",
            created_at=ctx.now(),
        )
    )
    return True


def _rows(session: Session, ctx: AccountContext, *where: Any) -> list[ModelSuggestion]:
    rows = session.execute(
        select(CategorySuggestion, Transaction, Category)
        .join(Transaction, Transaction.id == CategorySuggestion.transaction_id)
        .join(Category, Category.id == CategorySuggestion.category_id)
        .where(CategorySuggestion.account_id == ctx.account_id, *where)
        .order_by(Transaction.date, Transaction.id)
    ).all()
    return [
        ModelSuggestion(
            id=s.id,
            transaction_id=tx.id,
            date=tx.date.date(),
            description=tx.description,
            amount=tx.amount,
            category_id=cat.id,
            category_name=cat.name,
            confidence=s.confidence,
            source=s.source,
            reasoning=s.reasoning,
            status=s.status,
        )
        for s, tx, cat in rows
    ]


def _pending(session: Session, ctx: AccountContext, transaction_ids: list[str]) -> list[ModelSuggestion]:
    return _rows(
        session,
        ctx,
        CategorySuggestion.status == "pending",
        CategorySuggestion.transaction_id.in_(transaction_ids),
    )


def list_model_suggestions(ctx: AccountContext) -> list[ModelSuggestion]:
    """The account's pending category suggestions, oldest transaction first."""
    with ctx.db.session() as session:
        return _rows(session, ctx, CategorySuggestion.status == "pending")


def _load(session: Session, ctx: AccountContext, suggestion_id: str) -> CategorySuggestion:
    """A pending suggestion by id or the first characters of its id (as the CLI shows it)."""
    if len(suggestion_id.strip()) < 4:
        raise ValidationError.for_field("id", "give at least 4 characters of the suggestion's id")
    found = session.scalars(
        select(CategorySuggestion).where(
            CategorySuggestion.account_id == ctx.account_id,
            CategorySuggestion.status == "pending",
            CategorySuggestion.id.startswith(suggestion_id.strip(), autoescape=True),
        )
    ).all()
    if not found:
        raise NotFoundError("category suggestion", suggestion_id)
    if len(found) > 1:
        raise ValidationError.for_field(
            "id", f"{suggestion_id!r} matches {len(found)} suggestions; give more"
        )
    return found[0]


def pending_suggestion(session: Session, ctx: AccountContext, suggestion_id: str) -> tuple[str, str, str]:
    """A pending suggestion by (a prefix of) its id: (its id, the transaction's, the category's)."""
    item = _load(session, ctx, suggestion_id)
    return item.id, item.transaction_id, item.category_id


def record_acceptance(
    session: Session, ctx: AccountContext, item_id: str, category_name: str
) -> SuggestionDecision:
    """Mark the suggestion accepted, once its category is set on the transaction (the use case
    ``finkit.core.usecases.categorise.accept_model_suggestion`` sets it, as the person's own edit)."""
    decided = session.get(CategorySuggestion, item_id)
    assert decided is not None
    decided.status, decided.decided_at = "accepted", ctx.now()
    record_activity(
        session,
        ctx,
        "category_suggestion.accept",
        target_type="transaction",
        target_id=decided.transaction_id,
        details={"categoryId": decided.category_id, "source": decided.source},
    )
    return SuggestionDecision(
        id=item_id,
        transaction_id=decided.transaction_id,
        accepted=True,
        category_id=decided.category_id,
        category_name=category_name,
    )


def reject_model_suggestion(ctx: AccountContext, suggestion_id: str) -> SuggestionDecision:
    """Mark the suggestion rejected (it is not suggested again) and leave the transaction as it is."""
    with ctx.db.session() as session:
        item = _load(session, ctx, suggestion_id)
        cat = session.get(Category, item.category_id)
        item.status, item.decided_at = "rejected", ctx.now()
        return SuggestionDecision(
            id=item.id,
            transaction_id=item.transaction_id,
            accepted=False,
            category_id=item.category_id,
            category_name=cat.name if cat else "",
        )
