"""A bank account's own fee on an account that also holds private money: its share asked once.

A bank's periodic account fee ("MONTHLY ACCOUNT FEE", "Account Service Fee") is deductible for the
account's business use (ITAA 1997 s8-1): all of it for an account kept for the business, a share for one
that holds the household's money too, none where the person keeps the account for themselves (the fee
waived only with the wages paid in). The statement's row names no payee, so a share the person gave
their bank by name reaches it only when finkit knows the bank (``tax.banks``); otherwise finkit would
claim it whole without a word. So, on an account that also pays private spending, such a fee finkit filed
deductible with no share is asked, all of the account's fee rows in one question (they share one
description: one group), and the answer (a share, 0 or 100) is remembered for the next months.
"""

from __future__ import annotations

from sqlalchemy import exists, select
from sqlalchemy.orm import Session, aliased

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.profile.service import load_profile
from finkit.core.review.flags import FINKITS_GUESS, NOT_REMEMBERED, Flag, Window
from finkit.core.tax.banks import is_account_fee
from finkit.core.transactions.models import Transaction

#: The flag reason (its words lead the item's question; "business share" says what the answer gives).
REASON = "account_fee_share"
NOTE = (
    "the bank's own fee on an account that also pays private spending: deductible only for the account's "
    "business use (ITAA 1997 s8-1): what business share (100 for an account kept for the business, 0 for "
    "your own)?"
)

#: The account's private spending, beside the fee row it is looked up for. Made once: building an alias
#: of the transactions table (its ~40 columns) cost each call of the review queue more than its query.
_PRIVATE = aliased(Transaction)


def account_fees_on_a_mixed_account(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Account fees (``banks.is_account_fee``) finkit filed deductible with no business share, not the
    person's nor a rule's, on a bank account (the same one, or none recorded) that also holds money out
    in a category that is never a deduction: private spending."""
    private = _PRIVATE
    mixed = exists(
        select(private.id)
        .join(Category, Category.id == private.category_id)
        .where(
            private.account_id == ctx.account_id,
            private.amount < 0,
            Category.kind == "expense",
            private.is_tax_deductible.is_(False),
            private.bank_account_id.is_not_distinct_from(Transaction.bank_account_id),
        )
    )
    rows = session.execute(
        select(Transaction.id, Transaction.merchant, Transaction.description, Transaction.tax_user_set).where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount < 0,
            Transaction.is_tax_deductible.is_(True),
            Transaction.business_use_percentage.is_(None),
            FINKITS_GUESS,
            NOT_REMEMBERED,
            mixed,
        )
    ).all()
    found = [
        Flag(r.id, REASON, NOTE)
        for r in rows
        if is_account_fee(f"{r.merchant or ''} {r.description}")
        and not {"business_use_percentage", "is_tax_deductible"} & set(r.tax_user_set or [])
    ]
    if not found or not load_profile(session, ctx).is_business:
        return []
    return found
