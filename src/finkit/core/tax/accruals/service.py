"""Record the amounts earned but not yet received and incurred but not yet paid at the start and end of a
financial year, and read the earnings-basis adjustments the tax summary makes.

A business that returns income on the earnings (accruals) basis brings in income when it is earned, not when
the money arrives (ITAA 1997 s6-5; TR 98/1), and deducts an expense when it is incurred, not when it is paid
(s8-1; TR 97/7). finkit holds bank rows: cash. So the person records, once per financial year, what was owed
to the business (receivables) and what it owed (payables) at each 30 June, excluding GST; P8 business income
is then receipts + closing receivables - opening receivables, and the chosen expense label (P8-other, or
P8-cost-of-sales) is payments + closing payables - opening payables. The opening figures are last year's
closing ones. GST stays on the person's own GST basis: the BAS does not read this record.
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext
from finkit.core.errors import FieldProblem, ValidationError
from finkit.core.money import format_money, round_money
from finkit.core.schemas import parse
from finkit.core.tax.accruals.models import AccrualsYear
from finkit.core.tax.accruals.schemas import AccrualsRead, AccrualsSet
from finkit.core.tax.periods import check_record_year

SOURCE = "https://www.ato.gov.au/law/view/document?docid=TXR/TR981/NAT/ATO/00001"


def _row_read(row: AccrualsYear) -> AccrualsRead:
    return AccrualsRead(
        financial_year=row.financial_year,
        receivable_opening=row.receivable_opening,
        receivable_closing=row.receivable_closing,
        payable_opening=row.payable_opening,
        payable_closing=row.payable_closing,
        payable_label=row.payable_label,
        income_adjustment=row.receivable_closing - row.receivable_opening,
        expense_adjustment=row.payable_closing - row.payable_opening,
        source=SOURCE,
    )


def load_accruals(session: Session, ctx: AccountContext, fy: int) -> AccrualsRead | None:
    """The year's receivables and payables inside a caller's unit of work, or None when none are recorded."""
    row = session.get(AccrualsYear, (ctx.account_id, fy))
    return None if row is None else _row_read(row)


def get_accruals(ctx: AccountContext, fy: int) -> AccrualsRead | None:
    with ctx.db.session() as session:
        return load_accruals(session, ctx, fy)


def set_accruals(ctx: AccountContext, fy: int, *, data: AccrualsSet | dict[str, object]) -> AccrualsRead:
    """Record FY ``fy``'s opening and closing receivables and payables, ex GST (replacing any earlier figures
    for that year).

    Refused, naming the field: a year outside 1900-2199 (``fy``); a negative value; an opening figure other
    than the previous year's closing one when that year is recorded (``receivableOpening``,
    ``payableOpening``); a payable label other than P8-other or P8-cost-of-sales (``payableLabel``)."""
    check_record_year(fy)
    body = parse(AccrualsSet, data)
    currency = ctx.currency
    values = {
        name: round_money(getattr(body, name), currency)
        for name in ("receivable_opening", "receivable_closing", "payable_opening", "payable_closing")
    }
    problems: list[FieldProblem] = []
    with ctx.db.session() as session:
        before = session.get(AccrualsYear, (ctx.account_id, fy - 1))
        if before is not None:
            for field, what, given, last in (
                ("receivableOpening", "receivables", values["receivable_opening"], before.receivable_closing),
                ("payableOpening", "payables", values["payable_opening"], before.payable_closing),
            ):
                if given != last:
                    problems.append(
                        FieldProblem(
                            field,
                            f"FY{fy}'s opening {what} must equal FY{fy - 1}'s closing {what}, which is recorded "
                            f"as {format_money(last, currency)}, not {format_money(given, currency)}: what was "
                            f"owed at 30 June {fy - 1} is the same either side of the date; correct "
                            f"FY{fy - 1}'s record first if that figure is wrong",
                        )
                    )
        if problems:
            raise ValidationError(fields=problems)
        row = session.get(AccrualsYear, (ctx.account_id, fy))
        if row is None:
            row = AccrualsYear(account_id=ctx.account_id, financial_year=fy)
            session.add(row)
        for name, value in values.items():
            setattr(row, name, value)
        row.payable_label = body.payable_label
        record_activity(
            session,
            ctx,
            "tax.accruals.set",
            target_type="accruals",
            target_id=str(fy),
            details={
                "receivableOpening": f"{values['receivable_opening']:f}",
                "receivableClosing": f"{values['receivable_closing']:f}",
                "payableOpening": f"{values['payable_opening']:f}",
                "payableClosing": f"{values['payable_closing']:f}",
                "payableLabel": body.payable_label,
            },
        )
        session.flush()
        return _row_read(row)
