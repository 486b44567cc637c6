"""The balance chain on its own: order, breaks and re-basing (``bank_accounts.chain``)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal

from finkit.core.bank_accounts.chain import MAX_REPORTED_BREAKS, StatementChain


def _chain(rows: list[tuple[int, str, str]], *, new: bool = True) -> StatementChain:
    """``(day of July 2025, amount, balance)`` per row, lines from 1."""
    chain = StatementChain()
    for line, (day, amount, balance) in enumerate(rows, start=1):
        chain.append(line, datetime(2025, 7, day, tzinfo=UTC), Decimal(amount), Decimal(balance), new)
    return chain


def test_a_whole_chain_has_no_break() -> None:
    chain = _chain([(1, "-10.00", "990.00"), (2, "-50.00", "940.00"), (3, "100.00", "1040.00")])
    check = chain.check(chain.bank_order(), Decimal("1000.00"))
    assert (check.ok, check.breaks, check.closing_balance) == (True, [], Decimal("1040.00"))


def test_one_missing_row_is_one_break_with_its_amount() -> None:
    chain = _chain([(1, "-10.00", "990.00"), (3, "-20.00", "920.00"), (4, "5.00", "925.00")])
    check = chain.check(chain.bank_order(), Decimal("1000.00"))
    assert [(b.line, b.expected_balance, b.statement_balance, b.difference) for b in check.breaks] == [
        (2, Decimal("970.00"), Decimal("920.00"), Decimal("-50.00"))
    ]


def test_a_duplicated_row_is_a_break_of_its_own_amount() -> None:
    chain = _chain([(1, "-10.00", "990.00"), (1, "-10.00", "990.00"), (2, "-5.00", "985.00")])
    check = chain.check(chain.bank_order(), Decimal("1000.00"))
    assert [(b.line, b.difference) for b in check.breaks] == [(2, Decimal("10.00"))]


def test_newest_first_is_reversed_and_one_day_takes_the_order_that_chains() -> None:
    newest_first = _chain([(3, "100.00", "1040.00"), (2, "-50.00", "940.00"), (1, "-10.00", "990.00")])
    order = newest_first.bank_order()
    assert list(order) == [2, 1, 0]
    assert newest_first.check(order, Decimal("1000.00")).ok
    same_day = _chain([(5, "-5.00", "935.00"), (5, "-20.00", "940.00"), (5, "-40.00", "960.00")])
    assert list(same_day.bank_order()) == [2, 1, 0]
    assert same_day.check(same_day.bank_order(), Decimal("1000.00")).ok


def test_a_file_that_adds_nothing_has_no_first_new_row() -> None:
    chain = _chain([(1, "-10.00", "990.00")], new=False)
    assert chain.first_new(chain.bank_order()) is None


def test_a_wholly_wrong_balance_column_lists_the_first_breaks_and_counts_all() -> None:
    chain = StatementChain()
    for n in range(MAX_REPORTED_BREAKS + 5):
        day = datetime(2025, 7, 1, tzinfo=UTC) + timedelta(days=n)
        chain.append(n + 1, day, Decimal("-1.00"), Decimal("0.00"), True)  # the balance never moves
    check = chain.check(chain.bank_order(), Decimal("0.00"))
    assert (check.ok, len(check.breaks), check.break_count) == (
        False,
        MAX_REPORTED_BREAKS,
        MAX_REPORTED_BREAKS + 5,
    )


def test_rows_without_a_printed_balance_still_move_the_chain() -> None:
    """Some banks print the balance once a day: the day's other rows count, unchecked."""
    chain = StatementChain()
    day = datetime(2025, 7, 1, tzinfo=UTC)
    chain.append(1, day, Decimal("-10.00"), None, True)
    chain.append(2, day, Decimal("-5.00"), Decimal("985.00"), True)
    chain.append(3, day + timedelta(days=1), Decimal("-20.00"), None, True)
    chain.append(4, day + timedelta(days=1), Decimal("1.00"), Decimal("966.00"), True)
    order = chain.bank_order()
    assert chain.opening_from_statement(order) == Decimal("1000.00")
    check = chain.check(order, Decimal("1000.00"))
    assert (check.ok, check.closing_balance) == (True, Decimal("966.00"))


def test_rows_ahead_of_the_first_new_one_are_only_summed() -> None:
    """A newest-first statement whose two newest rows are in the books already (imported from a later
    download): they are not kept row by row, yet the opening and the closing balance come out right."""
    chain = StatementChain()
    newest = datetime(2025, 7, 9, tzinfo=UTC)
    chain.lead(newest, Decimal("100.00") + Decimal("-50.00"), Decimal("1040.00"))
    chain.append(3, datetime(2025, 7, 2, tzinfo=UTC), Decimal("-5.00"), Decimal("990.00"), True)
    chain.append(4, datetime(2025, 7, 1, tzinfo=UTC), Decimal("-5.00"), Decimal("995.00"), True)
    order = chain.bank_order()
    assert list(order) == [1, 0] and chain.first_new(order) == 0
    books_before = Decimal("1000.00") + Decimal("50.00")  # the opening and the two newest rows
    opening = books_before - chain.known_sum(order)
    check = chain.check(order, opening)
    assert (check.ok, check.opening_balance, check.closing_balance) == (
        True,
        Decimal("1000.00"),
        Decimal("1040.00"),
    )

    # Oldest first, the rows ahead are before the chain: not summed into it.
    forward = StatementChain()
    forward.lead(datetime(2025, 7, 1, tzinfo=UTC), Decimal("-10.00"), Decimal("990.00"))
    forward.append(2, datetime(2025, 7, 2, tzinfo=UTC), Decimal("-5.00"), Decimal("985.00"), True)
    assert forward.known_sum(forward.bank_order()) == 0
    assert forward.check(forward.bank_order(), Decimal("990.00")).ok
