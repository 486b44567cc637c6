"""An asset bought on finance (a chattel mortgage, a hire purchase, a loan for a business asset): its
purchase, and the loan's repayments.

The bank sees two things, neither of them what the person files. On the day of purchase only the deposit
leaves the account, but the dealer's tax invoice is for the whole price: on a chattel mortgage the lender
pays the dealer in full with the borrowed money, so even a cash-basis business claims the whole invoice's
GST credit in that quarter (G10 is the invoice total, 1B its credit at the business share) and the asset's
cost is the invoice's, for depreciation or the instant asset write-off (sources in
``data/asset_finance.csv``). The person records it on the deposit row with the invoice's total
(``record_financed_purchase``): the row is kept as two parts, the asset at the invoice total (money out,
in the answer's capital category, with its GST) and the amount financed (money in, a transfer: the loan's
principal, neither income nor on the BAS), which add up to the deposit the bank shows.

Then each month a repayment leaves the account. Only its interest is a cost (input-taxed: G11 and G14, no
credit; deductible at the asset's business share); its principal repays the amount financed and is
neither a purchase nor a deduction. The review asks for each repayment's interest off the loan statement
(``LOAN_REPAYMENT_REASON``; the answer's ``loanInterest``), and ``split_repayments`` keeps each repayment
as its interest and its principal.

These are the area's writes, inside the caller's unit of work; each returns the ``ChangeSet`` of its
split for the use case to settle.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from decimal import Decimal
from functools import lru_cache
from pathlib import Path

from sqlalchemy import Row, select
from sqlalchemy.orm import Session

from finkit.core.bank_accounts.transfers import transfer_category_id
from finkit.core.categories.models import Category
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.datafiles import data_rows
from finkit.core.errors import ValidationError
from finkit.core.money import money_text, round_money
from finkit.core.review.flags import NOT_REMEMBERED, Flag, Window
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.reads import load_transaction
from finkit.core.transactions.schemas import SplitPart, SplitTransaction
from finkit.core.transactions.splits import split_transaction

__all__ = [
    "FINANCED_DEPOSIT_REASON",
    "FINANCED_TAG",
    "INVOICE_TOTAL_FIELD",
    "LOAN_INTEREST_FIELD",
    "LOAN_REPAYMENT_REASON",
    "financed_deposits",
    "is_asset_finance",
    "loan_repayments",
    "record_financed_purchase",
    "split_repayments",
]

ASSET_FINANCE = Path(__file__).with_name("data") / "asset_finance.csv"

LOAN_REPAYMENT_REASON = "loan_repayment"
LOAN_REPAYMENT_NOTE = (
    "a repayment of a loan on an asset (a chattel mortgage, hire purchase or business loan)? Only its "
    "interest is a cost (input-taxed: no GST credit), at the asset's business share; the principal is "
    "neither a purchase nor a deduction. What interest does the loan statement show for each repayment "
    "(loanInterest, by row)?"
)
FINANCED_DEPOSIT_REASON = "financed_deposit"
FINANCED_DEPOSIT_NOTE = (
    "a deposit, and you repay a loan on an asset: the deposit on an asset bought on finance (a chattel "
    "mortgage)? Then the purchase is the dealer's whole tax invoice, not the deposit: its GST credit goes "
    "on this quarter's BAS (G10) and its cost into depreciation. What is the invoice's total, its GST and "
    "its part with no GST (stamp duty) (invoiceTotal, gstAmount, gstFreePart)?"
)
#: Words of a payment that is a deposit (``OSKO DEBIT LAKESIDE TOYOTA HILUX DEP``, ``deposit on excavator``).
DEPOSIT_WORDS = re.compile(r"\b(?:dep|deposit|depo)\b", re.IGNORECASE)
#: A deposit below this is no asset's (a booking's, a hire's).
DEPOSIT_FLOOR = Decimal(1000)
LOAN_INTEREST_FIELD = "loanInterest"
INVOICE_TOTAL_FIELD = "invoiceTotal"
#: Kept on a deposit row recorded as an asset bought on finance (its invoice total after the colon), and on
#: a repayment kept as its interest and principal: the row's split is the record's, not a person's split.
FINANCED_TAG = "financed:"


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(r["pattern"], re.IGNORECASE) for r in data_rows(ASSET_FINANCE))


def is_asset_finance(description: str, merchant: str | None = None) -> bool:
    """Whether a row names an asset-finance lender or loan (``data/asset_finance.csv``)."""
    text = f"{description} {merchant or ''}"
    return any(p.search(text) for p in _patterns())


def loan_repayments(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Money out to an asset-finance lender, not yet kept as its interest and principal: asked once per
    lender (the answer's ``loanInterest`` gives each repayment's interest), whatever finkit guessed for it
    (a motor-vehicle guess files the whole repayment as a cost)."""
    return [
        Flag(tx_id, LOAN_REPAYMENT_REASON, LOAN_REPAYMENT_NOTE)
        for tx_id, description, merchant, _ in _open_payments(session, ctx, window)
        if is_asset_finance(description, merchant)
    ]


def _open_payments(
    session: Session, ctx: AccountContext, window: Window
) -> Sequence[Row[str, str, str | None, Decimal]]:
    """Money out in ``window`` that the person has not settled (not locked, not remembered, not split):
    the rows a repayment or a deposit question may name."""
    return session.execute(
        select(Transaction.id, Transaction.description, Transaction.merchant, Transaction.amount).where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount < 0,
            Transaction.category_locked.is_(False),
            NOT_REMEMBERED,
            ~Transaction.splits.any(),
        )
    ).all()


def financed_deposits(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Deposits (money out of at least ``DEPOSIT_FLOOR`` whose words say so) in an account that repays an
    asset-finance lender at any date: asked whether the deposit was on an asset bought on finance, whose
    whole invoice is then the purchase (the answer's ``invoiceTotal``)."""
    deposits = [
        tx_id
        for tx_id, description, _, amount in _open_payments(session, ctx, window)
        if -amount >= DEPOSIT_FLOOR
        and DEPOSIT_WORDS.search(description)
        and not is_asset_finance(description)
    ]
    if not deposits:  # most reviews: no deposit, so every payment is not read for a lender
        return []
    lenders = session.execute(
        select(Transaction.description, Transaction.merchant).where(
            Transaction.account_id == ctx.account_id, Transaction.amount < 0
        )
    ).all()
    if not any(is_asset_finance(description, merchant) for description, merchant in lenders):
        return []
    return [Flag(tx_id, FINANCED_DEPOSIT_REASON, FINANCED_DEPOSIT_NOTE) for tx_id in deposits]


def _transfers(session: Session, ctx: AccountContext, field: str) -> str:
    """The id of the category the loan's principal is kept in: the holder's Transfers."""
    found = transfer_category_id(session, ctx)
    if found is None:
        raise ValidationError.for_field(field, "no transfer category to keep the loan's principal in")
    return found


def _tagged(tx: Transaction, tag: str) -> list[str]:
    return [*(t for t in tx.tags or [] if not t.startswith(FINANCED_TAG)), tag]


def split_repayments(
    session: Session,
    ctx: AccountContext,
    rows: Sequence[Transaction],
    interest: Mapping[str, Decimal],
    category: Category,
) -> list[ChangeSet]:
    """Each repayment of ``rows`` named in ``interest`` (by row id) kept as its interest, in ``category``
    (input-taxed, the row's business share), and its principal, a transfer; every row answered must be
    named, and an interest is more than 0 and at most the repayment."""
    field = LOAN_INTEREST_FIELD
    if category.kind != "expense":
        raise ValidationError.for_field(field, "a loan's interest is answered with an expense category")
    missing = [tx.id for tx in rows if tx.id not in interest]
    if missing:
        raise ValidationError.for_field(
            field,
            "give each repayment's interest (its loan statement), by row id: missing " + ", ".join(missing),
        )
    strangers = sorted(set(interest) - {tx.id for tx in rows})
    if strangers:
        raise ValidationError.for_field(field, "not rows of this answer: " + ", ".join(strangers))
    transfers = _transfers(session, ctx, field)
    changes: list[ChangeSet] = []
    for tx in rows:
        paid, charged = -tx.amount, interest[tx.id]
        if tx.amount >= 0 or not 0 < charged <= paid:
            raise ValidationError.for_field(
                f"{field}.{tx.id}",
                f"row {tx.id}: an interest of {money_text(charged, tx.currency)} does not fit a repayment of "
                f"{money_text(paid, tx.currency)}",
            )
        tx.tags = _tagged(tx, FINANCED_TAG + "repayment")
        if charged == paid:  # all interest (an interest-only month): the row as it is, no principal part
            continue
        parts = [
            SplitPart(
                amount=-charged,
                category_id=category.id,
                business_use_percentage=tx.business_use_percentage,
                gst_treatment="input_taxed",
            ),
            SplitPart(amount=-(paid - charged), category_id=transfers, gst_treatment="out_of_scope"),
        ]
        changes.append(split_transaction(session, ctx, tx.id, SplitTransaction(parts=parts), as_signed=True))
    return changes


def record_financed_purchase(
    session: Session,
    ctx: AccountContext,
    transaction_id: str,
    *,
    invoice_total: Decimal,
    gst_amount: Decimal | None = None,
    gst_free_part: Decimal | None = None,
) -> ChangeSet:
    """Record deposit row ``transaction_id`` (already in the asset's category, with the invoice's GST and
    business share) as an asset bought on finance whose dealer invoice totals ``invoice_total``: kept as
    the asset at the invoice total (its category, GST amount and share) and the amount financed (money in,
    a transfer), which add up to the deposit. The BAS then takes the whole invoice at G10 in the deposit's
    quarter, and the tax summary the invoice's cost for depreciation. ``gst_amount`` is the invoice's
    GST (else, with ``gst_free_part``, its part with no GST in it (stamp duty): the rest carries 1/11 of
    itself; else the row's own GST amount, else derived from the category's rate)."""
    field = INVOICE_TOTAL_FIELD
    tx = load_transaction(session, ctx, transaction_id)
    deposit = -tx.amount
    if tx.amount >= 0 or invoice_total <= deposit:
        raise ValidationError.for_field(
            field,
            f"row {tx.id}: an invoice total of {money_text(invoice_total, tx.currency)} is not more than the "
            f"{money_text(max(deposit, Decimal(0)), tx.currency)} paid from the account (an invoice paid in "
            "full is recorded as the row itself)",
        )
    if tx.category_id is None:
        raise ValidationError.for_field(
            field, f"row {tx.id}: give the asset's category with its invoice total"
        )
    gst = gst_amount
    if gst is None and gst_free_part is not None:
        gst = round_money((invoice_total - gst_free_part) / 11, tx.currency)
    if gst is None:
        gst = tx.gst_amount
    asset = SplitPart(
        amount=-invoice_total,
        category_id=tx.category_id,
        business_use_percentage=tx.business_use_percentage,
        gst_treatment=tx.gst_treatment,
        gst_amount=-abs(gst) if gst is not None else None,
    )
    financed = SplitPart(
        amount=invoice_total - deposit,
        category_id=_transfers(session, ctx, field),
        gst_treatment="out_of_scope",
    )
    # the asset part holds the invoice's GST (its part without GST is the rest of its price); the whole
    # keeps its own values, as every split does
    tx.tags = _tagged(tx, f"{FINANCED_TAG}{invoice_total}")
    return split_transaction(session, ctx, tx.id, SplitTransaction(parts=[asset, financed]), as_signed=True)
