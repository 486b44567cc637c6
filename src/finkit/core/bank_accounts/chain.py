"""The balance chain: a statement's balance column checked row by row (no database).

A bank prints the balance after each row. Starting from an opening balance, each row's amount must give
its stated balance; where it does not, a row is missing, duplicated or out of order just before it. The
chain re-bases on the stated balance after a break, so one missing row is one break, at the row after
the gap, with the missing amount as its difference.

An import streams its file in chunks, and a newest-first file can be put in bank order only at its
end, so ``StatementChain`` keeps what the check needs of every row with a balance in flat arrays (about
29 bytes a row: 29 MB for a million-row statement), never the rows themselves.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from datetime import date, datetime
from decimal import Decimal

from finkit.core.bank_accounts.schemas import BalanceBreak, BalanceCheck
from finkit.core.money import from_scaled

_SCALE = 3  # amounts and balances kept as integer thousandths (as Money stores them)
_CENT = Decimal("0.01")
#: Breaks listed in a report: a file whose every balance is off (another sign convention) would
#: otherwise list a million; ``breakCount`` still counts them all.
MAX_REPORTED_BREAKS = 1000


def _units(value: Decimal) -> int:
    return int(value.scaleb(_SCALE).to_integral_value())


def _decimal(units: int) -> Decimal:
    """Thousandths back to a Decimal, with two places when the third is zero (every cent currency)."""
    value = from_scaled(units, _SCALE)
    return value.quantize(_CENT) if units % 10 == 0 else value


class StatementChain:
    """The rows of one file that carry a stated balance, in file order."""

    def __init__(self) -> None:
        self._lines = array("q")
        self._days = array("l")
        self._amounts = array("q")
        self._balances = array("q")
        self._stated = bytearray()  # 1 where the row printed a balance (some banks print one a day)
        self._new = bytearray()

    def __len__(self) -> int:
        return len(self._new)

    def append(
        self, line: int | None, day: datetime, amount: Decimal, balance: Decimal | None, new: bool
    ) -> None:
        """One row: its line in the file, date, amount, the balance printed after it (``None``: none on
        this row; its amount still counts), and whether the import adds it (``False``: in the books)."""
        self._lines.append(line if line is not None else -1)
        self._days.append(day.date().toordinal())
        self._amounts.append(_units(amount))
        self._balances.append(_units(balance) if balance is not None else 0)
        self._stated.append(0 if balance is None else 1)
        self._new.append(1 if new else 0)

    @property
    def has_balances(self) -> bool:
        """Whether any row printed a balance (else there is nothing to check)."""
        return 1 in self._stated

    def bank_order(self) -> Sequence[int]:
        """Row indexes oldest first. A newest-first file (Westpac) is reversed: its first date is later
        than its last. When the dates cannot tell (one day), the order with fewer breaks wins."""
        count = len(self)
        forward, backward = range(count), range(count - 1, -1, -1)
        if count < 2:
            return forward
        if self._days[0] > self._days[-1]:
            return backward
        if self._days[0] < self._days[-1]:
            return forward
        return backward if self._internal_breaks(backward) < self._internal_breaks(forward) else forward

    def _internal_breaks(self, order: Sequence[int]) -> int:
        balances, amounts = self._balances, self._amounts
        return sum(
            balances[order[i - 1]] + amounts[order[i]] != balances[order[i]] for i in range(1, len(order))
        )

    def first_new(self, order: Sequence[int]) -> int | None:
        """Position in ``order`` of the first row the import adds (``None``: it adds nothing)."""
        return next((pos for pos, i in enumerate(order) if self._new[i]), None)

    def day(self, index: int) -> date:
        return date.fromordinal(self._days[index])

    def opening_from_statement(self, order: Sequence[int]) -> Decimal | None:
        """The balance before the first row of ``order``, read off the statement: the first printed
        balance minus the amounts up to and including its row (``None``: no row printed one)."""
        moved = 0
        for i in order:
            moved += self._amounts[i]
            if self._stated[i]:
                return _decimal(self._balances[i] - moved)
        return None

    def known_sum(self, order: Sequence[int]) -> Decimal:
        """The amounts of the rows in ``order`` that are already in the books."""
        return _decimal(sum(self._amounts[i] for i in order if not self._new[i]))

    def check(self, order: Sequence[int], opening: Decimal) -> BalanceCheck:
        """Chain the rows ``order`` names from ``opening``; every break, re-based on the stated balance."""
        running = _units(opening)
        breaks: list[BalanceBreak] = []
        count = 0
        amounts, balances = self._amounts, self._balances
        closing = opening
        for i in order:
            running += amounts[i]
            if not self._stated[i]:
                continue
            stated = balances[i]
            closing = _decimal(stated)
            if running != stated:
                count += 1
                if count > MAX_REPORTED_BREAKS:
                    running = stated
                    continue
                breaks.append(
                    BalanceBreak(
                        line=self._lines[i] if self._lines[i] >= 0 else None,
                        date=self.day(i),
                        expected_balance=_decimal(running),
                        statement_balance=_decimal(stated),
                        difference=_decimal(stated - running),
                    )
                )
                running = stated
        return BalanceCheck(
            checked=True,
            ok=not count,
            opening_balance=opening,
            closing_balance=closing,
            breaks=breaks,
            break_count=count,
        )
