"""The balance chain: a statement's balance column checked row by row (no database).

A bank prints the balance after each row. Starting from an opening balance, each row's amount must give
its stated balance; where it does not, a row is missing, duplicated or out of order just before it. The
chain re-bases on the stated balance after a break, so one missing row is one break, at the row after
the gap, with the missing amount as its difference.

An import streams its file in chunks, and a newest-first file can be put in bank order only at its
end, so ``StatementChain`` keeps what the check needs of each row in flat arrays (about 26 bytes a row:
27 MB for a million-row statement), never the rows themselves; and only from the first row the import
adds, in file order. The rows ahead of it are in the books already: an oldest-first file's come before
the chain in bank order and are not needed at all, a newest-first file's come after it and only their sum
and the first printed balance are (``lead``), so re-importing a statement costs the chain nothing.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Sequence
from datetime import date, datetime
from decimal import Decimal

from finkit.core.bank_accounts.schemas import BalanceBreak, BalanceCheck
from finkit.core.money import from_scaled

_SCALE = 3  # amounts and balances kept as integer thousandths (as Money stores them)
#: One row for ``StatementChain.extend``: line (-1: none), day ordinal, amount and balance in thousandths
#: (balance ``None``: the row printed none), whether the import adds it.
ChainRow = tuple[int, int, int, int | None, bool]
_THOUSAND = Decimal(1000)
_CENT = Decimal("0.01")
#: Breaks listed in a report: a file whose every balance is off (another sign convention) would
#: otherwise list a million; ``breakCount`` still counts them all.
MAX_REPORTED_BREAKS = 1000


def units(value: Decimal) -> int:
    """Thousandths (a multiplication: half the cost of ``scaleb`` per row of a million-row file)."""
    return int(value * _THOUSAND)


def _decimal(units: int) -> Decimal:
    """Thousandths back to a Decimal, with two places when the third is zero (every cent currency)."""
    value = from_scaled(units, _SCALE)
    return value.quantize(_CENT) if units % 10 == 0 else value


class StatementChain:
    """The rows of one file that carry a stated balance, in file order."""

    def __init__(self) -> None:
        self._lines = array("i")  # 4 bytes: lines and day ordinals fit in 32 bits
        self._days = array("i")
        self._amounts = array("q")
        self._balances = array("q")
        self._stated = bytearray()  # 1 where the row printed a balance (some banks print one a day)
        self._new = bytearray()
        # The rows ahead of the first appended one (all in the books): the first one's day, the first
        # balance printed among them, and their amounts' sum (``lead``).
        self._lead_day: int | None = None
        self._lead_balance: Decimal | None = None
        self._lead_sum = Decimal(0)
        self._reversed = False  # set by ``bank_order``
        # A balance the statement states after all its rows (OFX's ledger balance): (line, day, amount).
        self._closing: tuple[int | None, date, Decimal] | None = None

    def __len__(self) -> int:
        return len(self._new)

    def append(
        self, line: int | None, day: datetime, amount: Decimal, balance: Decimal | None, new: bool
    ) -> None:
        """One row: its line in the file, date, amount, the balance printed after it (``None``: none on
        this row; its amount still counts), and whether the import adds it (``False``: in the books)."""
        self._lines.append(line if line is not None else -1)
        self._days.append(day.date().toordinal())
        self._amounts.append(units(amount))
        self._balances.append(units(balance) if balance is not None else 0)
        self._stated.append(0 if balance is None else 1)
        self._new.append(1 if new else 0)

    def extend(self, rows: Iterable[ChainRow]) -> None:
        """Many rows at once (an import's chunk), already in thousandths and day ordinals: ``append``'s
        conversions and its call per row were a third of the balance check's cost at a million rows."""
        lines, days, amounts = self._lines.append, self._days.append, self._amounts.append
        balances, stated, new = self._balances.append, self._stated.append, self._new.append
        for line, day, amount, balance, is_new in rows:
            lines(line)
            days(day)
            amounts(amount)
            if balance is None:
                balances(0)
                stated(0)
            else:
                balances(balance)
                stated(1)
            new(1 if is_new else 0)

    def lead(self, day: datetime, amount_sum: Decimal, first_balance: Decimal | None) -> None:
        """Rows of the file ahead of the first row the import adds (all already in the books), in file
        order: the first one's day, their amounts' sum, the first balance printed among them."""
        if self._lead_day is None:
            self._lead_day = day.date().toordinal()
        if self._lead_balance is None:
            self._lead_balance = first_balance
        self._lead_sum += amount_sum

    def state_closing(self, line: int | None, day: date, balance: Decimal) -> None:
        """The balance the statement gives after its last row (OFX ``LEDGERBAL``), for a file whose rows
        print none: the chain's one check is at its end."""
        self._closing = (line, day, balance)

    @property
    def has_balances(self) -> bool:
        """Whether any row printed a balance (else there is nothing to check)."""
        return self._closing is not None or self._lead_balance is not None or 1 in self._stated

    def file_sums(self) -> tuple[Decimal, Decimal]:
        """(every row of the file, the rows of it already in the books): amounts summed."""
        known = sum(self._amounts[i] for i in range(len(self)) if not self._new[i])
        return self._lead_sum + _decimal(sum(self._amounts)), self._lead_sum + _decimal(known)

    def bank_order(self) -> Sequence[int]:
        """Row indexes oldest first. A newest-first file (Westpac) is reversed: its first date is later
        than its last. When the dates cannot tell (one day), the order with fewer breaks wins."""
        count = len(self)
        forward, backward = range(count), range(count - 1, -1, -1)
        self._reversed = False
        if not count:
            return forward
        first = self._days[0] if self._lead_day is None else self._lead_day
        if first > self._days[-1]:
            self._reversed = True
        elif first == self._days[-1] and count > 1:
            self._reversed = self._internal_breaks(backward) < self._internal_breaks(forward)
        return backward if self._reversed else forward

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
        if self._closing is not None:
            return self._closing[2] - _decimal(moved) - (self._lead_sum if self._reversed else 0)
        return None

    def known_sum(self, order: Sequence[int]) -> Decimal:
        """The amounts of the rows in ``order`` that are already in the books, with the lead rows of a
        newest-first file (they follow ``order`` in bank order)."""
        known = _decimal(sum(self._amounts[i] for i in order if not self._new[i]))
        return known + self._lead_sum if self._reversed else known

    def check(self, order: Sequence[int], opening: Decimal) -> BalanceCheck:
        """Chain the rows ``order`` names from ``opening``; every break, re-based on the stated balance."""
        running = units(opening)
        breaks: list[BalanceBreak] = []
        count = 0
        amounts, balances, printed = self._amounts, self._balances, self._stated
        last_stated: int | None = None  # the last printed balance, made a Decimal once after the loop
        for i in order:
            running += amounts[i]
            if not printed[i]:
                continue
            stated = last_stated = balances[i]
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
        closing = opening if last_stated is None else _decimal(last_stated)
        if self._reversed and self._lead_balance is not None:  # the statement's newest printed balance
            closing = self._lead_balance
        if self._closing is not None:
            line, day, closing = self._closing
            end = running + (units(self._lead_sum) if self._reversed else 0)
            if end != units(closing):
                count += 1
                breaks.append(
                    BalanceBreak(
                        line=line,
                        date=day,
                        expected_balance=_decimal(end),
                        statement_balance=closing,
                        difference=closing - _decimal(end),
                    )
                )
        return BalanceCheck(
            checked=True,
            ok=not count,
            opening_balance=opening,
            closing_balance=closing,
            breaks=breaks,
            break_count=count,
        )
