"""The balance chain: a statement's balance column checked row by row (pure functions, no database).

A bank prints the balance after each row. Starting from an opening balance, each row's amount must give
its stated balance; where it does not, a row is missing, duplicated or out of order just before it. The
chain re-bases on the stated balance after a break, so one missing row is one break, at the row after
the gap, with the missing amount as its difference.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from finkit.core.bank_accounts.schemas import BalanceBreak, BalanceCheck


@dataclass(frozen=True, slots=True)
class ChainRow:
    """One file row as the chain needs it; ``new`` = not already in the books (not a duplicate)."""

    line: int | None
    date: datetime
    amount: Decimal
    balance: Decimal
    new: bool


def bank_order(rows: list[ChainRow]) -> list[ChainRow]:
    """The rows oldest first. A newest-first file (Westpac) is reversed: its first date is later than its
    last. When the dates cannot tell (one day), the order whose chain has fewer breaks wins."""
    if len(rows) < 2:
        return rows
    if rows[0].date > rows[-1].date:
        return rows[::-1]
    if rows[0].date < rows[-1].date:
        return rows
    forward, backward = rows, rows[::-1]
    return backward if _internal_breaks(backward) < _internal_breaks(forward) else forward


def _internal_breaks(rows: list[ChainRow]) -> int:
    return sum(rows[i - 1].balance + rows[i].amount != rows[i].balance for i in range(1, len(rows)))


def first_new(rows: list[ChainRow]) -> int | None:
    """Index of the first row not already in the books (``None``: the file adds nothing)."""
    return next((i for i, row in enumerate(rows) if row.new), None)


def check_chain(rows: list[ChainRow], opening: Decimal) -> BalanceCheck:
    """Chain ``rows`` (bank order) from ``opening``; every break, re-based on the stated balance."""
    running = opening
    breaks: list[BalanceBreak] = []
    for row in rows:
        running += row.amount
        if running != row.balance:
            breaks.append(
                BalanceBreak(
                    line=row.line,
                    date=row.date.date(),
                    expected_balance=running,
                    statement_balance=row.balance,
                    difference=row.balance - running,
                )
            )
            running = row.balance
    return BalanceCheck(
        checked=True,
        ok=not breaks,
        opening_balance=opening,
        closing_balance=rows[-1].balance if rows else opening,
        breaks=breaks,
    )
