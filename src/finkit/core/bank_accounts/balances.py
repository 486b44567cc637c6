"""Net worth over time: each bank account's balance at every month end of a period, and their total.

One grouped query sums each account's rows per month over its whole history; the month ends are running
sums of those few numbers (accounts x months), never a pass over the rows per month. Balances are signed
from the holder's side, so a credit card's (owed) balance is negative and lowers the total as it should.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from typing import Any

from pydantic import Field
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from finkit.core.bank_accounts.models import BankAccount
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.money import parse_amount
from finkit.core.periods.account import read_period
from finkit.core.periods.reading import describe_span, month_end
from finkit.core.schemas import Num, Schema
from finkit.core.transactions.models import Transaction

#: Month ends in one report (ten years).
MAX_MONTHS = 120
#: Months shown when no period is given: the last twelve, this one included.
DEFAULT_MONTHS = 12


class BalanceAccount(Schema):
    id: str
    name: str
    type: str
    currency: str
    closed: bool
    #: Whether the account's balance is money owed (a credit card, a loan): negative in the total.
    owed: bool


class AccountBalance(Schema):
    bank_account_id: str
    name: str
    balance: Num


class MonthEnd(Schema):
    """The balances at the end of ``date`` (a month's last day, or today for the current month). An
    account not yet open, or closed by then, is left out of ``balances`` and of ``total``."""

    month: str
    date: date
    balances: list[AccountBalance]
    total: Num


class BalancesReport(Schema):
    """Month-end balances per bank account and their total (net worth, in ``currency``; accounts in
    another currency are listed in ``accounts`` but not added to the total)."""

    period: str
    from_date: date
    to_date: date
    currency: str
    accounts: list[BalanceAccount]
    months: list[MonthEnd] = Field(default_factory=list)


def _month_of(dialect: str) -> Any:
    """YYYY-MM of a transaction's date in UTC (dates are stored in UTC)."""
    if dialect == "sqlite":
        return func.strftime("%Y-%m", Transaction.date)
    return func.to_char(func.timezone("UTC", Transaction.date), "YYYY-MM")


def _month_ends(start: date, end: date, today: date) -> list[tuple[str, date]]:
    """(YYYY-MM, its last day) for every month the period touches; the current month ends today."""
    ends: list[tuple[str, date]] = []
    year, month = start.year, start.month
    while (year, month) <= (end.year, end.month):
        ends.append((f"{year:04d}-{month:02d}", min(month_end(year, month), today)))
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
        if len(ends) > MAX_MONTHS:
            raise ValidationError.for_field("period", f"spans more than {MAX_MONTHS} months")
    return ends


def _moves(session: Session, ctx: AccountContext, before: date) -> dict[str, dict[str, Decimal]]:
    """Per bank account, per month (YYYY-MM) before ``before``: the sum of its rows (one grouped query)."""
    month = _month_of(session.get_bind().dialect.name)
    rows = session.execute(
        select(Transaction.bank_account_id, month, func.sum(Transaction.amount))
        .where(
            Transaction.account_id == ctx.account_id,
            Transaction.bank_account_id.is_not(None),
            Transaction.date < datetime.combine(before, time.min, tzinfo=UTC),
        )
        .group_by(Transaction.bank_account_id, month)
    ).all()
    moves: dict[str, dict[str, Decimal]] = defaultdict(dict)
    for bank_id, key, total in rows:
        moves[str(bank_id)][str(key)] = parse_amount(total or 0)
    return moves


def balances_report(ctx: AccountContext, *, period: str | None = None) -> BalancesReport:
    """Month-end balances per bank account and the total, over ``period`` (words: "FY2026", "Jul–Sep
    2025", "last 6 months"; default: the last twelve months). Every month the period touches gives its
    last day's balances (the current month's: today's, with every row of the month)."""
    today = ctx.now().date()
    if period:
        reading = read_period(ctx, period)
        start, end = reading.start, reading.end
    else:
        first = (today.year * 12 + today.month - 1) - (DEFAULT_MONTHS - 1)
        start, end = date(first // 12, first % 12 + 1, 1), month_end(today.year, today.month)
    if start > today:
        raise ValidationError.for_field("period", "starts after today: no balance is known yet")
    ends = _month_ends(start, end, today)
    with ctx.db.session() as session:
        banks = list(
            session.scalars(
                select(BankAccount)
                .where(BankAccount.account_id == ctx.account_id)
                .order_by(BankAccount.created_at, BankAccount.name)
            )
        )
        last = ends[-1][1]
        moves = _moves(session, ctx, month_end(last.year, last.month) + timedelta(days=1))
    currency = ctx.currency
    months: list[MonthEnd] = []
    for key, day in ends:
        balances: list[AccountBalance] = []
        for bank in banks:
            history = moves.get(bank.id, {})
            if bank.closed_at is not None and bank.closed_at.date() < day:
                continue  # shown until the month it closed
            if (
                bank.opening_date is not None
                and bank.opening_date > day
                and not any(m <= key for m in history)
            ):
                continue  # not open yet
            moved = sum((v for m, v in history.items() if m <= key), Decimal("0"))
            balances.append(
                AccountBalance(bank_account_id=bank.id, name=bank.name, balance=bank.opening_balance + moved)
            )
        total = sum(
            (b.balance for b, bank in _with_banks(balances, banks) if bank.currency == currency), Decimal("0")
        )
        months.append(MonthEnd(month=key, date=day, balances=balances, total=total))
    return BalancesReport(
        period=describe_span(start, end),
        from_date=start,
        to_date=end,
        currency=currency,
        accounts=[
            BalanceAccount(
                id=b.id,
                name=b.name,
                type=b.type,
                currency=b.currency,
                closed=b.closed_at is not None,
                owed=b.type in ("credit_card", "loan"),
            )
            for b in banks
        ],
        months=months,
    )


def _with_banks(
    balances: list[AccountBalance], banks: list[BankAccount]
) -> list[tuple[AccountBalance, BankAccount]]:
    by_id = {b.id: b for b in banks}
    return [(b, by_id[b.bank_account_id]) for b in balances]
