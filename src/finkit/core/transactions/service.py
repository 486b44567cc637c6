"""Writing transactions: create, update, delete, each returning what changed (a ``ChangeSet``).

These are the area's own writes, inside the caller's unit of work; they know no pipeline. The public
``create_transaction``/``update_transaction``/``delete_transaction`` open the unit of work and settle
the change in ``finkit.core.usecases.transactions`` (re-exported there with the reads, which live in
``reads.py``).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.bank_accounts.moves import move_row_in
from finkit.core.bank_accounts.reconcile import guard_reconciled
from finkit.core.bank_accounts.service import resolve_in
from finkit.core.categories.service import require_category
from finkit.core.changes import ChangeSet, Field, Origin
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.money import normalise_currency
from finkit.core.tax.gst import check_gst_free_part, resolve_gst, standard_rate
from finkit.core.tax.treatment import TAX_FIELDS
from finkit.core.transactions.amounts import signed_amount
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.reads import load_transaction
from finkit.core.transactions.schemas import (
    TransactionCreate,
    TransactionUpdate,
)

__all__ = ["add_transaction", "edit_transaction", "remove_transaction"]

#: Which ``ChangeSet`` field each input of an update is.
_FIELD_OF: dict[str, Field] = {
    "category_id": "category",
    "merchant": "merchant",
    "amount": "amount",
    "type": "amount",
    "date": "date",
    "description": "description",
    **dict.fromkeys((*TAX_FIELDS, "gst_rate", "gst_included"), "tax_inputs"),
}


def _checked_gst(amount: Any, gst_amount: Any, included: bool, currency: str) -> Any:
    """A GST amount the user gave, checked and signed like the amount (None: derive it)."""
    if gst_amount is None:
        return None
    return resolve_gst(
        amount, gst_amount=gst_amount, gst_rate=None, default_rate=None, included=included, currency=currency
    )


def _check_part(tx: Transaction, ctx: AccountContext, field: str) -> None:
    """The row's GST-free part checked against its price and the GST amount the person gave (a derived
    GST amount is the GST of the rest by construction); ``field`` names what the person just gave."""
    if tx.gst_free_part is None:
        return
    user_gst = tx.gst_amount if "gst_amount" in (tx.tax_user_set or ()) else None
    tx.gst_free_part = check_gst_free_part(
        tx.amount,
        tx.gst_free_part,
        gst_amount=user_gst,
        rate_percent=tx.gst_rate or standard_rate(ctx.country),
        included=tx.gst_included,
        currency=tx.currency,
        field=field,
    )


def _explicit_tax(
    data: TransactionCreate | TransactionUpdate, *, cleared_is_derived: bool
) -> tuple[set[str], set[str]]:
    """(tax fields the user set now, fields they cleared back to derived: ``null`` on an update)."""
    given = data.model_fields_set & set(TAX_FIELDS)
    values = {name: getattr(data, name) for name in given}
    cleared = {name for name, value in values.items() if value is None} if cleared_is_derived else set()
    return {name for name, value in values.items() if value is not None}, cleared


def add_transaction(
    session: Session,
    ctx: AccountContext,
    data: TransactionCreate,
    *,
    source: str = "manual",
    origin: Origin = "user",
) -> ChangeSet:
    """A new transaction inside the caller's unit of work; returns the change (the row is in
    ``written``) for ``settle``."""
    currency = normalise_currency(data.currency or ctx.currency)
    amount, type_ = signed_amount(data.amount, data.type, currency)
    category = require_category(session, ctx, data.category_id) if data.category_id else None
    bank = resolve_in(session, ctx, data.bank_account_id)
    tx = Transaction(
        account_id=ctx.account_id,
        bank_account_id=bank.id,
        date=data.date,
        description=data.description.strip(),
        amount=amount,
        currency=currency,
        type=type_,
        category_id=category.id if category else None,
        merchant=(data.merchant or "").strip() or None,
        # Tax fields the user gave are kept as theirs; the pipeline derives the rest.
        is_tax_deductible=bool(data.is_tax_deductible),
        business_use_percentage=data.business_use_percentage,
        gst_rate=data.gst_rate,
        gst_included=data.gst_included,
        gst_treatment=data.gst_treatment,
        gst_amount=_checked_gst(amount, data.gst_amount, data.gst_included, currency),
        tax_user_set=sorted(_explicit_tax(data, cleared_is_derived=False)[0]),
        gst_free_part=data.gst_free_part,
        notes=data.notes,
        tags=data.tags,
        source=source,
        category_assigned_by="user" if category else None,
        category_locked=category is not None,
        # What the session knows already (no parts yet; the bank account just resolved): said here, the
        # pipeline's tax step and the answer read them instead of a SELECT each for a row just written.
        splits=[],
        bank_account=bank,
    )
    _check_part(tx, ctx, "gstFreePart")
    session.add(tx)
    session.flush()  # assigns the id, so the activity row names the transaction
    record_activity(session, ctx, "transaction.create", target_type="transaction", target_id=tx.id)
    return ChangeSet(origin=origin, created=[tx.id], written=[tx], category_before={tx.id: None})


_NOT_NULLABLE = {"date", "description", "amount", "gst_included", "tags"}


def _taxable_again(tx: Transaction, data: TransactionUpdate) -> bool:
    """Whether the person's "taxable" answers categorisation's "no GST credit until the invoice says so"
    (a rate of 0 it set on a supplier whose price may hold no GST: an airline, a booking platform): a
    taxable price holds GST at the standard rate unless the person gives the rate or the amount."""
    given = data.model_fields_set
    return (
        "gst_treatment" in given
        and data.gst_treatment == "taxable"
        and not {"gst_rate", "gst_amount"} & given
        and tx.gst_rate == 0
        and "gst_rate" not in (tx.tax_user_set or [])
    )


def edit_transaction(
    session: Session,
    ctx: AccountContext,
    transaction_id: str,
    data: TransactionUpdate,
    *,
    surface: str | None = None,
    origin: Origin = "user",
) -> ChangeSet:
    """A partial update inside the caller's unit of work, so a decision made elsewhere (accepting a tax
    review item) is the same user edit, in the same commit as its own bookkeeping. ``surface`` names
    that surface in the activity row (``details.source``). A category set here is the user's choice:
    it is locked against automation. Returns the change for ``settle``."""
    changes = data.model_dump(exclude_unset=True, by_alias=False)
    for key in _NOT_NULLABLE & {k for k, v in changes.items() if v is None}:
        raise ValidationError.for_field(key, "may not be null")
    confirmed = bool(changes.pop("confirm_reconciled", None))
    target = changes.pop("bank_account_id", None)
    tx = load_transaction(session, ctx, transaction_id)
    before = tx.category_id
    was = (tx.amount, tx.date)
    moved = target is not None and move_row_in(session, ctx, tx, target)
    if "category_id" in changes:
        new_cat = changes.pop("category_id")
        tx.category_id = require_category(session, ctx, new_cat).id if new_cat else None
        tx.category_assigned_by = "user"
        tx.category_locked = True
    if ("amount" in changes or "type" in changes) and tx.splits:
        raise ValidationError.for_field(
            "amount", "the transaction is split: its parts must add up to it (unsplit it first)"
        )
    if "amount" in changes or "type" in changes:
        tx.amount, tx.type = signed_amount(
            changes.pop("amount", None) or abs(tx.amount),
            changes.pop("type", None) or tx.type,
            tx.currency,
        )
    explicit_gst = changes.pop("gst_amount", None)
    set_now, cleared = _explicit_tax(data, cleared_is_derived=True)
    for name in cleared:
        changes.pop(name, None)  # derived again by the pipeline
    for key, value in changes.items():
        setattr(tx, key, value.strip() if key in {"description", "merchant"} and value else value)
    if explicit_gst is not None:
        tx.gst_amount = _checked_gst(tx.amount, explicit_gst, tx.gst_included, tx.currency)
    if _taxable_again(tx, data):
        tx.gst_rate = None  # the standard rate again: derived with the rest
    if set_now or cleared:  # null returns a field to derivation; a value makes it the user's
        tx.tax_user_set = sorted((set(tx.tax_user_set or ()) | set_now) - cleared)
    given = data.model_fields_set
    _check_part(
        tx,
        ctx,
        "gstFreePart" if "gst_free_part" in given else "gstAmount" if "gst_amount" in given else "amount",
    )
    touched = {n for n, old, now in (("amount", was[0], tx.amount), ("date", was[1], tx.date)) if old != now}
    guard_reconciled(tx, touched | ({"bank_account_id"} if moved else set()), confirmed=confirmed)
    tx.updated_at = ctx.now()
    details: dict[str, Any] = {"fields": sorted(data.model_fields_set)}
    if surface is not None:
        details["source"] = surface
    record_activity(
        session, ctx, "transaction.update", target_type="transaction", target_id=tx.id, details=details
    )
    changed: dict[Field, list[str]] = {}
    for name in data.model_fields_set:
        changed.setdefault(_FIELD_OF.get(name, "other"), [tx.id])
    return ChangeSet(origin=origin, changed=changed, written=[tx], category_before={tx.id: before})


def remove_transaction(session: Session, ctx: AccountContext, transaction_id: str) -> ChangeSet:
    """Delete one transaction (the areas that reference it have let go: ``pipeline.before_transaction_delete``)."""
    tx = load_transaction(session, ctx, transaction_id)
    session.delete(tx)
    record_activity(session, ctx, "transaction.delete", target_type="transaction", target_id=transaction_id)
    return ChangeSet(origin="user", deleted=[transaction_id])
