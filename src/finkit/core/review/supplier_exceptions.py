"""A business supplier some of whose invoices are partly private: each purchase asked its share.

A hairdresser buys her colour and retail stock from a wholesaler, and three of the year's orders also held
products for the family ("20 % of those invoices private"). The supplier is the business's, all but those
parts; the bank row of an order does not say which order held them, so a share for the supplier (100, or
an average) is wrong on every invoice, and filing them all at 100 claims the private part (ITAA 1997 s8-1:
only the business's part is deductible, GST Act s11-15 and s129-40: the credit only for the creditable
purpose). What the person states once (``StatedSupplier.some_invoices_private``) says so; then each of
the supplier's purchases finkit filed is asked its business share. The purchases of every such supplier
filed in one category are one question (``merges._merged``): the answer is 100 for the invoices all the
business's, the share of the few that are not (``onlyTransactionIds``). The answer settles the rows asked;
the supplier's later purchases are asked again, since the next order may hold private things too.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.profile.names import names_row, row_texts, words_in_order
from finkit.core.profile.service import load_profile
from finkit.core.review.flags import FINKITS_GUESS, Flag, Window
from finkit.core.transactions.models import Transaction

#: The flag reason (its words lead the item's question; "business share" says what the answer gives).
REASON = "supplier_some_private"
NOTE = (
    "you said some of this supplier's invoices also hold things for you or the family: what business share "
    "is each purchase (100 for those all the business's)?"
)


def invoices_partly_private(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Money out naming a supplier the person stated some of whose invoices are partly private, whose
    category finkit chose, and whose share nobody has given for it (a rule's, the last answer's, is none
    for this order: the next order may hold private things too)."""
    profile = load_profile(session, ctx)
    names = [s.name for s in profile.suppliers if s.some_invoices_private]
    if not names or not profile.is_business:
        return []
    rows = session.execute(
        select(
            Transaction.id,
            Transaction.merchant,
            Transaction.description,
            Transaction.tax_user_set,
            Transaction.category_assigned_by,
        ).where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount < 0,
            FINKITS_GUESS,
        )
    ).all()
    return [
        Flag(r.id, REASON, NOTE)
        for r in rows
        # a rule's share is the last answer's, not this order's
        if (r.category_assigned_by == "rule" or "business_use_percentage" not in (r.tax_user_set or []))
        and any(
            # a name stated as the person says it ("United Epsom" for UNITED PETROLEUM EPSOM: round 27):
            # its words in order are enough, as a wrong match only asks one more row
            names_row(name, row_texts(r.merchant, r.description))
            or words_in_order(name, f"{r.merchant or ''} {r.description}")
            for name in names
        )
    ]
