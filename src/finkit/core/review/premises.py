"""Rent of premises used wholly for the business, asked once: is the lease taxable?

Rent filed in an input-taxed category (``Rent & Mortgage``: residential rent, GST Act s40-35) that the
person holds wholly business (a shop, an office) is derived taxable (``tax.treatment.commercial_rent``):
a registered landlord's lease of commercial premises carries GST, and its credit is the tenant's. Filed
input-taxed, a shop's rent loses that credit every month without a word; filed taxable, it is right for
most tenants but not all (a landlord under the registration threshold charges no GST; a house used only
for work is still residential premises). Only the landlord's invoice says which, so the review asks once
and the answer is remembered for the landlord's later rows.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.review.flags import Flag, Window
from finkit.core.transactions.models import Transaction

COMMERCIAL_RENT_REASON = "commercial_rent"
COMMERCIAL_RENT_NOTE = (
    "rent of premises you use only for the business is filed as a commercial lease: taxable, its GST a "
    "credit. Does the landlord's invoice show GST (no GST: an unregistered landlord; a home: input-taxed)?"
)


def commercial_rent_questions(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Rows of an input-taxed category that derivation filed taxable (commercial rent) and whose GST
    treatment nobody has stated: asked once, as one question per landlord."""
    rows = session.execute(
        select(Transaction.id, Transaction.tax_user_set)
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount < 0,
            Transaction.gst_treatment == "taxable",
            Transaction.gst_rate.is_(None),
            Category.gst_treatment == "input_taxed",
            Category.kind == "expense",
        )
    ).all()
    return [
        Flag(tx_id, COMMERCIAL_RENT_REASON, COMMERCIAL_RENT_NOTE)
        for tx_id, user_set in rows
        if "gst_treatment" not in (user_set or [])
    ]
