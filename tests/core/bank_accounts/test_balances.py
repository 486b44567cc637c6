"""Month-end balances: owed balances lower the total, an account appears once open and leaves after it
closed, another currency is listed but not added, and months without rows carry the balance forward."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import pytest
from sqlalchemy import update

from finkit.core.bank_accounts.balances import balances_report
from finkit.core.bank_accounts.models import BankAccount
from finkit.core.bank_accounts.service import create_bank_account
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.usecases.transactions import create_transaction


def _row(ctx: AccountContext, account: str, day: str, amount: str) -> None:
    create_transaction(
        ctx, data={"date": day, "description": "ROW", "amount": amount, "bankAccountId": account}
    )


def test_month_ends_follow_opening_closing_owing_and_currency(ctx: AccountContext) -> None:
    create_bank_account(ctx, data={"name": "everyday", "openingBalance": "1000", "openingDate": "2025-06-30"})
    create_bank_account(
        ctx,
        data={"name": "card", "type": "credit_card", "openingBalance": "-200", "openingDate": "2025-06-30"},
    )
    create_bank_account(ctx, data={"name": "savings", "openingBalance": "500", "openingDate": "2025-08-15"})
    create_bank_account(
        ctx, data={"name": "euro", "currency": "EUR", "openingBalance": "90", "openingDate": "2025-06-30"}
    )
    _row(ctx, "everyday", "2025-07-03", "-100.00")
    _row(ctx, "card", "2025-07-20", "-50.00")
    _row(ctx, "everyday", "2025-09-02", "250.00")
    with ctx.db.session() as session:  # the card closed in the middle of August
        session.execute(
            update(BankAccount)
            .where(BankAccount.account_id == ctx.account_id, BankAccount.name == "card")
            .values(closed_at=datetime(2025, 8, 20, tzinfo=UTC))
        )

    report = balances_report(ctx, period="Jul–Sep 2025")
    months = {m.month: ({b.name: b.balance for b in m.balances}, m.total) for m in report.months}
    assert months["2025-07"] == ({"everyday": 900, "card": -250, "euro": 90}, Decimal("650"))
    assert months["2025-08"] == ({"everyday": 900, "savings": 500, "euro": 90}, Decimal("1400"))
    assert months["2025-09"] == ({"everyday": 1150, "savings": 500, "euro": 90}, Decimal("1650"))
    owed = {a.name: a.owed for a in report.accounts}
    assert owed == {"everyday": False, "card": True, "savings": False, "euro": False}
    assert report.currency == "AUD" and [m.date.isoformat() for m in report.months][-1] == "2025-09-30"

    with pytest.raises(ValidationError) as refused:
        balances_report(ctx, period="whenever")
    assert refused.value.fields[0].field == "period"
