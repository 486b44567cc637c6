"""Splitting a transaction into parts, and undoing a split (back to one row).

A split divides one bank row into parts whose amounts add up exactly to the whole, each with its own
category, business use and GST treatment (a hardware receipt with a drill for the business and a gift
for home). Each part's tax fields are derived by ``tax.treatment.derive_tax`` like a row's, except the
ones the user gave (``TaxDeriver.part``); the tax reports and spending by category then read the parts
instead of the whole (``tax.ledger.rows_in``, ``analytics.selectors``). The whole keeps its own
category and values, so undoing the split is deleting its parts.

These are the area's writes, inside the caller's unit of work; each returns a ``ChangeSet`` that the
use case (``usecases.transactions.split_transaction``) hands to ``settle``.
"""

from __future__ import annotations

import re
from decimal import Decimal

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.service import require_category
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.errors import FieldProblem, ValidationError
from finkit.core.money import check_places, money_text
from finkit.core.tax.treatment import TAX_FIELDS
from finkit.core.transactions.models import Transaction, TransactionSplit
from finkit.core.transactions.reads import load_transaction
from finkit.core.transactions.schemas import SplitPart, SplitTransaction
from finkit.core.transactions.tax_fields import TaxDeriver

__all__ = ["part_from_text", "reassign_part_categories", "split_transaction", "unsplit_transaction"]


def _signed_parts(whole: Transaction, parts: list[SplitPart], *, as_signed: bool = False) -> list[Decimal]:
    """Each part's amount signed like the whole (an unsigned amount takes the whole's direction; a
    negative part of money in is a fee withheld from it; ``as_signed``: each part as given, a pay's
    gross wage and the PAYG withheld from it, ``review.wages``), checked: not zero, no more places than the currency has; together exactly
    the whole. Every problem is named by its part (``parts.2.amount``)."""
    problems: list[FieldProblem] = []
    signed: list[Decimal] = []
    for number, part in enumerate(parts, start=1):
        name = f"parts.{number}.amount"
        try:
            amount = check_places(part.amount, whole.currency, field=name)
        except ValidationError as error:
            problems.extend(error.fields)
            continue
        if amount == 0:
            problems.append(FieldProblem(name, f"part {number} is zero"))
            continue
        if as_signed or amount < 0 < whole.amount:
            # A fee withheld from money in (a card processor's payout, net of its fee): the gross is the
            # sale, the fee a cost of its own, and the parts still add up to what reached the bank.
            signed.append(amount)
            continue
        signed.append(-abs(amount) if whole.amount < 0 else abs(amount))
    if problems:
        raise ValidationError(fields=problems)
    total = sum(signed, Decimal(0))
    if total != whole.amount:
        left = abs(whole.amount) - abs(total)
        currency = whole.currency
        raise ValidationError.for_field(
            "parts",
            f"the parts add up to {money_text(abs(total), currency)} but the transaction is "
            f"{money_text(abs(whole.amount), currency)}: "
            + (
                f"{money_text(left, currency)} is left to assign"
                if left > 0
                else f"{money_text(-left, currency)} too much"
            ),
        )
    return signed


_PERCENT = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*%?\s*$")


def part_from_text(text: str, number: int) -> dict[str, str]:
    """A part as a command line writes it, ``AMOUNT:CATEGORY[:BUSINESS%]`` (``66:Tools & Equipment:80``),
    as the fields of a ``SplitPart`` (the category still a name or an id). A category name may hold
    colons: only a last piece that is a percentage is the business share."""
    amount, _, rest = text.partition(":")
    if not amount.strip():
        raise ValidationError.for_field(f"parts.{number}.amount", f"part {number} ({text!r}) has no amount")
    part = {"amount": amount.strip()}
    head, _, last = rest.rpartition(":")
    share = _PERCENT.match(last) if head else None
    category = head if share else rest
    if share:
        part["businessUsePercentage"] = share.group(1)
    if category.strip():
        part["categoryId"] = category.strip()
    return part


def split_transaction(
    session: Session,
    ctx: AccountContext,
    transaction_id: str,
    data: SplitTransaction,
    *,
    as_signed: bool = False,
) -> ChangeSet:
    """Split the account's transaction into ``data.parts`` (replacing any earlier split), each part's
    tax fields derived unless given. All or nothing: a bad part raises naming it, and nothing is
    written."""
    whole = load_transaction(session, ctx, transaction_id)
    amounts = _signed_parts(whole, data.parts, as_signed=as_signed)
    categories = []
    for number, part in enumerate(data.parts, start=1):
        try:
            categories.append(require_category(session, ctx, part.category_id) if part.category_id else None)
        except ValidationError as error:
            raise ValidationError.for_field(f"parts.{number}.categoryId", error.message) from error
    whole.splits.clear()
    session.flush()
    deriver = TaxDeriver(session, ctx)
    for position, (part, amount, category) in enumerate(zip(data.parts, amounts, categories, strict=True)):
        user_set = sorted(name for name in TAX_FIELDS if getattr(part, name, None) is not None)
        row = TransactionSplit(
            account_id=ctx.account_id,
            transaction_id=whole.id,
            position=position,
            amount=amount,
            category_id=category.id if category else None,
            is_tax_deductible=False,
            business_use_percentage=part.business_use_percentage,
            gst_treatment=part.gst_treatment,
            gst_amount=_signed_gst(part.gst_amount, amount, whole.currency, position + 1),
            tax_user_set=user_set,
        )
        deriver.part(row, whole)
        whole.splits.append(row)
    whole.updated_at = ctx.now()
    record_activity(
        session,
        ctx,
        "transaction.split",
        target_type="transaction",
        target_id=whole.id,
        details={"parts": len(data.parts)},
    )
    return ChangeSet(origin="user", changed={"other": [whole.id]})


def _signed_gst(gst: Decimal | None, amount: Decimal, currency: str, number: int) -> Decimal | None:
    """A part's GST the user gave, signed like the part and no larger than it."""
    if gst is None:
        return None
    gst = check_places(abs(gst), currency, field=f"parts.{number}.gstAmount")
    if gst > abs(amount):
        raise ValidationError.for_field(f"parts.{number}.gstAmount", f"is more than part {number}'s amount")
    return -gst if amount < 0 else gst


def unsplit_transaction(session: Session, ctx: AccountContext, transaction_id: str) -> ChangeSet:
    """Undo a split: the transaction is one row again (its parts are deleted; its own values were kept)."""
    whole = load_transaction(session, ctx, transaction_id)
    if not whole.splits:
        raise ValidationError.for_field("id", f"transaction {transaction_id} is not split")
    session.execute(delete(TransactionSplit).where(TransactionSplit.transaction_id == whole.id))
    session.expire(whole, ["splits"])
    whole.updated_at = ctx.now()
    record_activity(session, ctx, "transaction.unsplit", target_type="transaction", target_id=whole.id)
    return ChangeSet(origin="user", changed={"other": [whole.id]})


def reassign_part_categories(
    session: Session, ctx: AccountContext, category_id: str, replacement: str | None
) -> None:
    """Before a category is deleted: its parts move to ``replacement`` (as its transactions do) and are
    derived again; without one they are left uncategorised (the column's ``ON DELETE SET NULL``)."""
    if replacement is None:
        return
    found = session.execute(
        select(TransactionSplit, Transaction)
        .join(Transaction, Transaction.id == TransactionSplit.transaction_id)
        .where(TransactionSplit.account_id == ctx.account_id, TransactionSplit.category_id == category_id)
    ).all()
    if not found:
        return
    deriver = TaxDeriver(session, ctx)
    for part, whole in found:
        part.category_id = replacement
        deriver.part(part, whole)
