"""An employee's pay: the bank shows the net, the wage is the gross (issue 26).

A sole trader with an employee pays the net wage from the bank account and the PAYG withheld to the
ATO with the BAS (W2; TAA 1953 Sch 1 s12-35, s16-70). The deduction is the gross wage (ITAA 1997 s8-1:
P8 "All other salary and wage expenses"), and the BAS carries it at W1. Filing the bank row alone
understates the wages by the withholding, and the withholding is never deducted again when the ATO
payment is made (that payment is tax: no deduction, not on the BAS, ``Tax Payments``).

A pay row is kept as two parts of the one bank row: the gross wage in the wages category (money out,
W1) and the PAYG withheld (money held back for the ATO, W2) in ``Tax Payments``, the category the ATO
payment is filed in, so the books show what is owed to the ATO net. The row is tagged ``WAGE_TAG``.

How the gross is known: the employee stated once on the profile (``StatedEmployee``) with the
withholding of every pay, the gross of every pay, or the tax table the PAYG is withheld from and the
hourly rate (Scale 2: each pay's gross worked back from its net, ``tax.withholding``; round 27), and then
each pay row is split on import and on ``categorise --apply`` without a question; otherwise each pay's gross (its payslip) is asked in the
review, all the employee's pays in one answer (``wageGrosses``, by row id).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.money import money_text
from finkit.core.profile.names import names_row, row_texts
from finkit.core.profile.schemas import StatedEmployee
from finkit.core.review.flags import Flag, Window
from finkit.core.tax.schedule import business_label
from finkit.core.tax.withholding import gross_from_net
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.schemas import SplitPart, SplitTransaction
from finkit.core.transactions.splits import split_transaction

#: A pay row kept as its gross wage and the PAYG withheld (the BAS reads W1 and W2 from its parts).
WAGE_TAG = "wage_gross"
#: The category the PAYG withheld is held in: the ATO payment's own.
WITHHELD_CATEGORY = "Tax Payments"
#: The default wages category (P8 salary and wage expenses).
WAGES_CATEGORY = "Wages"
WAGES_REASON = "wage_gross"
WAGES_FIELD = "wageGrosses"
WAGES_NOTE = (
    "the bank shows the net pay: the wage (P8, W1) is the gross, the difference the PAYG withheld (W2), "
    "paid to the ATO with the BAS. What was each pay's gross (its payslip)? (wageGrosses by row id; or "
    "state the employee's withholding per pay once: finkit profile employees add)"
)


def is_wages(category: Category | None) -> bool:
    """Whether ``category`` files at P8 salary and wage expenses (the default "Wages", or one so named)."""
    return (
        category is not None
        and category.kind == "expense"
        and category.tax_category == "business_expense"
        and business_label(category, parking_or_tolls=False) == "P8-wages"
    )


def is_employee_super(category: Category | None) -> bool:
    """Whether ``category`` files at P8 superannuation expenses (the employees' super guarantee)."""
    return (
        category is not None
        and category.kind == "expense"
        and category.tax_category == "business_expense"
        and business_label(category, parking_or_tolls=False) == "P8-super"
    )


def wages_category(session: Session, ctx: AccountContext) -> Category | None:
    """The account's wages category: "Wages", else the first expense category filed at P8 wages."""
    categories = session.scalars(
        select(Category).where(Category.account_id == ctx.account_id, Category.kind == "expense")
    ).all()
    named = next((c for c in categories if c.name_key == WAGES_CATEGORY.casefold()), None)
    return named or next((c for c in categories if is_wages(c)), None)


def employee_of(row: Transaction, employees: Sequence[StatedEmployee]) -> StatedEmployee | None:
    """The stated employee a row of money out names (``names_row``), or None."""
    if row.amount >= 0:
        return None
    texts = row_texts(row.merchant, row.description)
    return next((e for e in employees if names_row(e.name, texts)), None)


def stated_gross(row: Transaction, employee: StatedEmployee) -> Decimal | None:
    """A pay's gross from what the employee's statement gives (the withholding or the gross of every
    pay; else the tax table the PAYG is withheld from, with the hourly rate: ``gross_from_net``), or None
    (asked)."""
    net = -row.amount
    if employee.withholding_per_pay is not None:
        return net + employee.withholding_per_pay
    if employee.gross_per_pay is not None:
        return employee.gross_per_pay
    if employee.tax_table is not None:
        return gross_from_net(net, employee.tax_table, row.date.date(), employee.hourly_rate)
    return None


def split_pay(
    session: Session, ctx: AccountContext, tx: Transaction, gross: Decimal, wages: Category
) -> ChangeSet:
    """Keep pay row ``tx`` (money out, the net) as its gross wage in ``wages`` and the PAYG withheld in
    ``WITHHELD_CATEGORY``; a gross equal to the net (nothing withheld) is the row as it is, in ``wages``.
    A gross below the net is refused naming the row."""
    net = -tx.amount
    if gross < net:
        raise ValidationError.for_field(
            f"{WAGES_FIELD}.{tx.id}",
            f"row {tx.id}: a gross wage of {money_text(gross, tx.currency)} is less than the net pay "
            f"{money_text(net, tx.currency)} the bank shows",
        )
    withheld_category = session.scalar(
        select(Category).where(
            Category.account_id == ctx.account_id, Category.name_key == WITHHELD_CATEGORY.casefold()
        )
    )
    if withheld_category is None:
        raise ValidationError.for_field(WAGES_FIELD, f"category {WITHHELD_CATEGORY!r} not found")
    tags = [*(t for t in tx.tags or [] if t != WAGE_TAG), WAGE_TAG]
    tx.tags = tags
    if gross == net:
        from finkit.core.transactions.schemas import TransactionUpdate
        from finkit.core.transactions.service import edit_transaction

        update = TransactionUpdate.model_validate({"categoryId": wages.id, "gstTreatment": "out_of_scope"})
        return edit_transaction(session, ctx, tx.id, update, surface="review", origin="review")
    parts = [
        SplitPart(amount=-gross, category_id=wages.id, gst_treatment="out_of_scope"),
        SplitPart(amount=gross - net, category_id=withheld_category.id, gst_treatment="out_of_scope"),
    ]
    return split_transaction(session, ctx, tx.id, SplitTransaction(parts=parts), as_signed=True)


def split_pays(
    session: Session, ctx: AccountContext, rows: Sequence[Transaction], grosses: Mapping[str, Decimal]
) -> list[ChangeSet]:
    """Each pay row of ``rows`` kept as its gross (``grosses`` by row id; every row must be named)."""
    missing = [tx.id for tx in rows if tx.id not in grosses]
    if missing:
        raise ValidationError.for_field(
            WAGES_FIELD, "give each pay's gross wage (its payslip), by row id: missing " + ", ".join(missing)
        )
    strangers = sorted(set(grosses) - {tx.id for tx in rows})
    if strangers:
        raise ValidationError.for_field(WAGES_FIELD, "not pay rows of this answer: " + ", ".join(strangers))
    wages = wages_category(session, ctx)
    if wages is None:
        raise ValidationError.for_field(WAGES_FIELD, f"category {WAGES_CATEGORY!r} not found")
    return [split_pay(session, ctx, tx, grosses[tx.id], wages) for tx in rows]


def gross_up_stated_pays(
    session: Session, ctx: AccountContext, employees: Sequence[StatedEmployee], *, batch_id: str | None = None
) -> list[ChangeSet]:
    """The pay rows (money out naming a stated employee, not yet kept as their gross) of import
    ``batch_id`` (None: every row), filed as wages at the gross the statement gives (the withholding or
    the gross of every pay, or the tax table's gross); an employee stated without any, or a pay no stated
    fact settles to one gross, is left to the review."""
    if not employees:
        return []
    wages = wages_category(session, ctx)
    if wages is None:
        return []
    query = select(Transaction).where(
        Transaction.account_id == ctx.account_id, Transaction.amount < 0, ~Transaction.splits.any()
    )
    if batch_id is not None:
        query = query.where(Transaction.import_batch_id == batch_id)
    changes: list[ChangeSet] = []
    for tx in session.scalars(query).all():
        if WAGE_TAG in (tx.tags or []) or (
            tx.category_id not in (None, wages.id) and tx.category_assigned_by == "user"
        ):
            continue
        employee = employee_of(tx, employees)
        gross = stated_gross(tx, employee) if employee is not None else None
        if gross is None or gross < -tx.amount:
            continue
        changes.append(split_pay(session, ctx, tx, gross, wages))
        tx.needs_review = False
    return changes


def pay_rows_asked(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Pay rows whose gross nobody has given: money out in the wages category, kept whole (not yet its
    gross and withholding), finkit's guess or the person's own filing alike: the person who answers
    "Wages" has said what the row is, not what the wage was, and the gross is a figure only the payslip
    gives (filed at the net, P8 wages and W1 would be short by the withholding)."""
    wages_ids = [
        c.id
        for c in session.scalars(select(Category).where(Category.account_id == ctx.account_id)).all()
        if is_wages(c)
    ]
    if not wages_ids:
        return []
    rows = session.scalars(
        select(Transaction).where(
            Transaction.account_id == ctx.account_id,
            Transaction.amount < 0,
            Transaction.category_id.in_(wages_ids),
            ~Transaction.splits.any(),
            *window.clauses(),
        )
    ).all()
    return [Flag(tx.id, WAGES_REASON, WAGES_NOTE) for tx in rows if WAGE_TAG not in (tx.tags or [])]
