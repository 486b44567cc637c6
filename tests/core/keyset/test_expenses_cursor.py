"""The expense list pages by cursor in core and through the expenses_list tool (REST: tests/server)."""

from __future__ import annotations

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.expenses.service import create_expense, list_expenses
from tests.tools.tooling import error, field_names, ok


def _expenses(ctx: AccountContext, count: int) -> None:
    for n in range(count):
        create_expense(
            ctx,
            data={
                "date": f"2026-06-1{n % 2}",
                "amount": f"{20 + n}.95",
                "description": f"Printer ink order {n}",
                "merchant": f"OFFICEWORKS 03{n:02d} RICHMOND",
            },
        )


def test_cursor_walk_equals_one_big_page_and_keeps_filters(ctx: AccountContext) -> None:
    _expenses(ctx, 7)
    everything = [e.id for e in list_expenses(ctx, {"limit": 200}).expenses]
    page = list_expenses(ctx, {"limit": 3})
    seen = [e.id for e in page.expenses]
    while page.next_cursor:
        page = list_expenses(ctx, {"limit": 3, "cursor": page.next_cursor})
        seen += [e.id for e in page.expenses]
        assert page.pagination.total == 7
    assert seen == everything
    day = list_expenses(ctx, {"limit": 1, "fromDate": "2026-06-11", "toDate": "2026-06-11"})
    rest = list_expenses(
        ctx, {"limit": 200, "fromDate": "2026-06-11", "toDate": "2026-06-11", "cursor": day.next_cursor}
    )
    assert len(day.expenses) + len(rest.expenses) == 3


def test_a_transaction_cursor_is_not_an_expense_cursor(ctx: AccountContext) -> None:
    from finkit.core.usecases.transactions import create_transaction, list_transactions

    for n in range(2):
        create_transaction(ctx, data={"date": "2026-06-01", "description": f"BP {n}", "amount": -5})
    foreign = list_transactions(ctx, {"limit": 1}).next_cursor
    with pytest.raises(ValidationError) as caught:
        list_expenses(ctx, {"cursor": foreign})
    assert caught.value.fields[0].field == "cursor"


def test_the_tool_takes_cursor(ctx: AccountContext) -> None:
    _expenses(ctx, 3)
    first = ok(ctx, "expenses_list", {"limit": 2})
    rest = ok(ctx, "expenses_list", {"limit": 2, "cursor": first["nextCursor"]})
    assert len(rest["expenses"]) == 1 and rest["nextCursor"] is None
    assert "cursor" in field_names(error(ctx, "expenses_list", {"cursor": "forged"}))
