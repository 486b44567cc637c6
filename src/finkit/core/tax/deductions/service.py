"""Deduction analysis over stored or inline transactions, with the account's categories and history.

Analysis reads only. ``save=True`` writes only the verdicts it is confident in (``SAVE_CONFIDENCE``) onto
stored transactions (isTaxDeductible, businessUsePercentage, and GST fields that were still empty) in one
database transaction, with one activity record per transaction. A deductible verdict that is less
certain, or that falls in a private category (household power, water, takeaway meals), is never written:
it goes to the review list (``tax.review``) for the user to accept or dismiss. The account's tax profile
supplies the ``userProfile`` defaults; values given per call win.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.errors import FieldProblem, NotFoundError, ValidationError
from finkit.core.money import parse_amount
from finkit.core.profile.service import get_profile
from finkit.core.schemas import parse
from finkit.core.subscription.service import reserves_ai_request
from finkit.core.tax.deductions.engine import (
    SUPPORTED_COUNTRIES,
    Enricher,
    MerchantHistory,
    TransactionFacts,
    analyse,
)
from finkit.core.tax.deductions.schemas import (
    DeductionAnalysis,
    DeductionAnalysisResult,
    InlineTransaction,
    UserProfile,
)
from finkit.core.tax.gst import gst_in, standard_rate
from finkit.core.tax.ledger import PRIVATE_TAX_CATEGORIES
from finkit.core.tax.review.service import EditTransaction, queue_for_review
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.schemas import TransactionUpdate

MAX_TRANSACTIONS = 5000
#: A deductible verdict below this confidence is queued for review instead of saved.
SAVE_CONFIDENCE = Decimal("0.7")
MAX_API_TRANSACTIONS = 500
DISCLAIMER = (
    "General information from ATO guidance, not tax advice. Check your circumstances with the ATO or a "
    "registered tax agent."
)


def _facts_from_stored(index: int, tx: Transaction, category: Category | None) -> TransactionFacts:
    return TransactionFacts(
        index=index,
        transaction_id=tx.id,
        description=tx.description,
        amount=tx.amount,
        currency=tx.currency,
        date=tx.date.date(),
        merchant=tx.merchant,
        category_name=category.name if category else None,
        category_tax_category=category.tax_category if category else None,
        category_deductible=category.is_tax_deductible if category else None,
        category_gst_rate=category.default_gst_rate if category else None,
        gst_amount=tx.gst_amount,
        gst_rate=tx.gst_rate,
        gst_included=tx.gst_included,
        business_use_percentage=tx.business_use_percentage,
    )


def _inline_category(
    session: Session, ctx: AccountContext, item: InlineTransaction, row: int, problems: list[FieldProblem]
) -> Category | None:
    if item.category_id:
        found = session.scalar(
            select(Category).where(Category.id == item.category_id, Category.account_id == ctx.account_id)
        )
        if found is None:
            problems.append(FieldProblem("categoryId", "is not a category of this account", row))
        return found
    if item.category:
        key = item.category.strip().casefold()
        return session.scalar(
            select(Category).where(
                Category.account_id == ctx.account_id,
                (Category.name_key == key) | (Category.id == item.category.strip()),
            )
        )
    return None


def _facts_from_inline(
    index: int, item: InlineTransaction, category: Category | None, currency: str
) -> TransactionFacts:
    amount = item.amount
    if item.type == "debit" or (item.type is None and amount > 0):
        amount = -abs(amount)
    return TransactionFacts(
        index=index,
        transaction_id=item.id,
        description=item.description,
        amount=amount,
        currency=currency,
        date=item.date.date() if item.date else None,
        merchant=item.merchant,
        category_name=category.name if category else item.category,
        category_tax_category=category.tax_category if category else None,
        category_deductible=category.is_tax_deductible if category else None,
        category_gst_rate=category.default_gst_rate if category else None,
        gst_amount=item.gst_amount,
        gst_rate=item.gst_rate,
        gst_included=item.gst_included,
        business_use_percentage=item.business_use_percentage,
    )


def _history(
    session: Session, ctx: AccountContext, merchants: set[str], exclude: set[str]
) -> dict[str, MerchantHistory]:
    if not merchants:
        return {}
    rows = session.execute(
        select(
            Transaction.id,
            Transaction.merchant,
            Transaction.is_tax_deductible,
            Transaction.business_use_percentage,
        )
        .where(
            Transaction.account_id == ctx.account_id, func.lower(Transaction.merchant).in_(sorted(merchants))
        )
        .limit(20000)
    ).all()
    counts: dict[str, list[int]] = {}
    business_use: dict[str, Decimal] = {}
    for tx_id, merchant, deductible, use in rows:
        if tx_id in exclude:
            continue
        key = (merchant or "").casefold()
        entry = counts.setdefault(key, [0, 0])
        entry[0] += 1
        entry[1] += 1 if deductible else 0
        if use is not None:
            business_use[key] = use
    return {k: MerchantHistory(v[0], v[1], business_use.get(k)) for k, v in counts.items()}


def _day(value: date | str | None, field: str) -> date | None:
    if value is None or isinstance(value, date):
        return value
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise ValidationError.for_field(field, f"{value!r} is not an ISO date") from None


def _stored_query(
    ctx: AccountContext, ids: Sequence[str] | None, from_date: date | None, to_date: date | None
) -> Any:
    query = (
        select(Transaction, Category)
        .outerjoin(Category, Category.id == Transaction.category_id)
        .where(Transaction.account_id == ctx.account_id)
    )
    if ids is not None:
        return query.where(Transaction.id.in_(list(ids)))
    query = query.where(Transaction.amount < 0)
    if from_date:
        query = query.where(Transaction.date >= datetime.combine(from_date, time(0), tzinfo=UTC))
    if to_date:
        query = query.where(
            Transaction.date < datetime.combine(to_date + timedelta(days=1), time(0), tzinfo=UTC)
        )
    return query.order_by(Transaction.date, Transaction.id).limit(MAX_TRANSACTIONS + 1)


@reserves_ai_request  # one AI request, reserved before the work, given back if it is refused
def analyse_transactions(
    ctx: AccountContext,
    *,
    transaction_ids: Sequence[str] | None = None,
    transactions: Sequence[InlineTransaction | dict[str, Any]] | None = None,
    user_profile: UserProfile | dict[str, Any] | None = None,
    from_date: date | str | None = None,
    to_date: date | str | None = None,
    save: bool = False,
    enrichers: Sequence[Enricher] | None = None,
    edit: EditTransaction | None = None,
) -> DeductionAnalysisResult:
    """Analyse stored transactions (by id, or all money-out in ``from_date``..``to_date``) and/or inline
    ones for tax deductibility. Another account's id is ``NotFoundError``. ``save`` writes the verdicts
    onto stored transactions through ``edit`` (the use case lends the pipeline's edit:
    ``finkit.core.usecases.tax``); inline ones are never saved."""
    if save and edit is None:
        raise TypeError("analyse_transactions(save=True) needs the edit a use case lends")
    given = (
        user_profile.model_dump(exclude_unset=True, by_alias=True)
        if isinstance(user_profile, UserProfile)
        else None
    )
    profile = parse(UserProfile, _profile_defaults(ctx) | (given or dict(user_profile or {})))
    country = (profile.country or ctx.country).upper()
    profile = profile.model_copy(update={"country": country})
    start, end = _day(from_date, "fromDate"), _day(to_date, "toDate")
    if start and end and start > end:
        raise ValidationError.for_field("toDate", "is before fromDate")
    inline: list[InlineTransaction] = []
    problems: list[FieldProblem] = []
    for row, item in enumerate(transactions or []):
        try:
            inline.append(parse(InlineTransaction, item, row=row))
        except ValidationError as exc:
            problems.extend(exc.fields)
    if problems:
        raise ValidationError(fields=problems)
    with ctx.db.session() as session:
        facts: list[TransactionFacts] = []
        use_range = transaction_ids is None and not inline
        if transaction_ids is not None or use_range:
            rows = session.execute(_stored_query(ctx, transaction_ids, start, end)).all()
            if len(rows) > MAX_TRANSACTIONS:
                raise ValidationError.for_field(
                    "toDate", f"more than {MAX_TRANSACTIONS} transactions: narrow the range"
                )
            by_id = {tx.id: (tx, cat) for tx, cat in rows}
            order = list(dict.fromkeys(transaction_ids)) if transaction_ids is not None else list(by_id)
            for tx_id in order:
                if tx_id not in by_id:
                    raise NotFoundError("transaction", tx_id)
                facts.append(_facts_from_stored(len(facts), *by_id[tx_id]))
        for row, item in enumerate(inline):
            category = _inline_category(session, ctx, item, row, problems)
            facts.append(_facts_from_inline(len(facts), item, category, ctx.currency))
        if problems:
            raise ValidationError(fields=problems)
        merchants = {f.merchant.casefold() for f in facts if f.merchant}
        history = _history(session, ctx, merchants, {f.transaction_id for f in facts if f.transaction_id})
        analyses, summary = analyse(facts, profile, country=country, history=history, enrichers=enrichers)
        saved = queued = 0
        if save and edit is not None and country in SUPPORTED_COUNTRIES:  # save without edit: refused above
            stored_ids = {f.transaction_id for f in facts[: len(facts) - len(inline)] if f.transaction_id}
            saved, queued = _save(
                session,
                ctx,
                [a for a in analyses if a.transaction_id in stored_ids],
                country=country,
                edit=edit,
            )
    model, model_failed = _model_outcome(enrichers)
    return DeductionAnalysisResult(
        country=country,
        general_guidance_only=country not in SUPPORTED_COUNTRIES,
        user_profile=profile,
        analyses=analyses,
        summary=summary,
        disclaimer=DISCLAIMER,
        saved=saved,
        queued_for_review=queued,
        model=model,
        model_failed=model_failed,
        model_suggestions=sum(1 for a in analyses if _model_suggestion(a) is not None),
    )


def _model_outcome(enrichers: Sequence[Enricher] | None) -> tuple[str | None, str | None]:
    """(the model asked, why it failed) from the enrichers that say so (``ModelTaxEnricher``: a
    ``failed`` attribute), so every surface reports the same thing the same way."""
    for enricher in enrichers or ():
        if hasattr(enricher, "failed"):
            name = getattr(enricher, "__name__", type(enricher).__name__)
            return str(name), getattr(enricher, "failed", None)
    return None, None


def _profile_defaults(ctx: AccountContext) -> dict[str, Any]:
    """The stored tax profile as ``UserProfile`` fields (camelCase, as callers give them). Nothing while
    the account has not saved a profile: the analysis then keeps its own defaults (an employee), as the
    spec's ``userProfile`` has always meant."""
    stored = get_profile(ctx)
    if not stored.stored:
        return {}
    defaults: dict[str, Any] = {
        "employmentType": "employee" if stored.entity_type == "individual" else stored.entity_type,
        "gstRegistered": stored.gst_registered,
        "country": stored.country,
    }
    if stored.occupation:
        defaults["occupation"] = stored.occupation
    if stored.vehicle_method:
        defaults["vehicleMethod"] = stored.vehicle_method
    if stored.default_business_use_percentage is not None:
        defaults["defaultBusinessUsePercentage"] = stored.default_business_use_percentage
    return defaults


def _review_reason(analysis: DeductionAnalysis, category: Category | None) -> str | None:
    """Why a verdict must wait for the user rather than be saved (None: it can be saved)."""
    if not analysis.is_tax_deductible:
        return None
    if category is not None and category.tax_category in PRIVATE_TAX_CATEGORIES:
        return "private_category"
    if analysis.confidence < SAVE_CONFIDENCE:
        return "low_confidence"
    return None


def _model_suggestion(analysis: DeductionAnalysis) -> DeductionAnalysis | None:
    """The analysis as an enricher (a model) suggested it, for the review list; None without one."""
    finding = next(
        (f for f in analysis.findings if f.kind == "suggestion" and f.suggested_deductible is not None), None
    )
    if finding is None:
        return None
    deductible = bool(finding.suggested_deductible)
    share = analysis.deductible_percentage if analysis.is_tax_deductible else Decimal(100)
    return analysis.model_copy(
        update={
            "is_tax_deductible": deductible,
            "deductible_percentage": share if deductible else Decimal(0),
            "return_label": analysis.return_label if deductible else None,
            "confidence": parse_amount(finding.confidence, field="confidence")
            if finding.confidence is not None
            else analysis.confidence,
            "reasoning": f"{finding.source}: {finding.message}",
        }
    )


def _save(
    session: Session,
    ctx: AccountContext,
    analyses: list[DeductionAnalysis],
    *,
    country: str,
    edit: EditTransaction,
) -> tuple[int, int]:
    """Write confident verdicts onto stored transactions (never overwriting GST figures the user
    recorded) and queue the rest for review; returns ``(saved, queued)``."""
    ids = [a.transaction_id for a in analyses]
    rows = session.execute(
        select(Transaction, Category)
        .outerjoin(Category, Category.id == Transaction.category_id)
        .where(Transaction.account_id == ctx.account_id, Transaction.id.in_(ids))
    ).all()
    txs = {tx.id: (tx, cat) for tx, cat in rows}
    saved = queued = 0
    for analysis in analyses:
        tx, category = txs[analysis.transaction_id or ""]
        if tx.amount > 0:
            continue  # income is not a deduction: nothing to record
        suggested = _model_suggestion(analysis)
        if suggested is not None:  # a model's verdict waits for the person, whatever the rules said
            queue_for_review(session, ctx, suggested, reason="model_suggestion")
            queued += 1
            continue
        reason = _review_reason(analysis, category)
        if reason is not None:
            queue_for_review(session, ctx, analysis, reason=reason)
            queued += 1
            continue
        saved += 1
        # Saved on the person's command: the same user edit as typing the values (the write pipeline runs,
        # the values are kept as the user's when it re-derives, the search document and events follow).
        update: dict[str, Any] = {"isTaxDeductible": bool(analysis.is_tax_deductible)}
        if analysis.is_tax_deductible:
            update["businessUsePercentage"] = analysis.deductible_percentage
        gst = analysis.gst_considerations
        category_gst_free = category is not None and category.default_gst_rate in (None, Decimal(0))
        if (
            category is not None  # GST follows what the row is: an uncategorised row's is not known
            and tx.gst_amount is None
            and tx.gst_treatment is None
            and gst.treatment in {"taxable", "gst_free", "input_taxed"}
        ):
            taxable = gst.treatment == "taxable" and not category_gst_free
            rate = (standard_rate(country) if taxable else None) or Decimal(0)  # the profile's country's rate
            update["gstRate"] = rate
            update["gstAmount"] = abs(gst_in(tx.amount, rate, included=tx.gst_included, currency=tx.currency))
        edit(session, ctx, tx.id, parse(TransactionUpdate, update), origin="tax.analyse")
    return saved, queued


def analyse_for_api(
    ctx: AccountContext,
    *,
    transactions: Any,
    user_profile: Any = None,
    save: bool = False,
    enrichers: Sequence[Enricher] | None = None,
    edit: EditTransaction | None = None,
) -> dict[str, Any]:
    """``POST /api/intelligent-categorization/unified/tax``: body ``transactions`` (objects: inline, or
    ``{"id": ...}`` / ``{"transactionId": ...}`` for stored ones) and ``userProfile``; returns ``data``.
    ``enrichers``: the configured model, as the CLI passes it (``analyse_transactions``)."""
    if not isinstance(transactions, list) or not transactions:
        raise ValidationError.for_field("transactions", "must be a non-empty array of objects")
    if len(transactions) > MAX_API_TRANSACTIONS:
        raise ValidationError.for_field("transactions", f"at most {MAX_API_TRANSACTIONS} per request")
    if user_profile is not None and not isinstance(user_profile, dict):
        raise ValidationError.for_field("userProfile", "must be an object")
    ids: list[str] = []
    inline: list[dict[str, Any]] = []
    for row, item in enumerate(transactions):
        if not isinstance(item, dict):
            raise ValidationError.for_field("transactions", "must be an object", row=row)
        ref = {k: v for k, v in item.items() if k in {"id", "transactionId"}}
        if ref and len(ref) == len(item):
            ids.append(str(ref.get("transactionId") or ref.get("id")))
        else:
            inline.append({k: v for k, v in item.items() if k != "transactionId"})
    try:
        result = analyse_transactions(
            ctx,
            transaction_ids=ids or None,
            transactions=inline or None,
            user_profile=dict(user_profile or {}),
            save=save,
            enrichers=enrichers,
            edit=edit,
        )
    except ValidationError as exc:
        raise ValidationError(
            fields=[
                FieldProblem(
                    f"userProfile.{p.field}" if p.field in _PROFILE_FIELDS else p.field, p.message, p.row
                )
                for p in exc.fields
            ]
        ) from None
    return result.to_json_dict()


_PROFILE_FIELDS = frozenset(UserProfile.model_json_schema(by_alias=True)["properties"])
__all__ = ["analyse_for_api", "analyse_transactions"]
