"""Exporting the filtered transactions (issue 28): every matching row, not one page; a CSV whose formula
cells are escaped; hledger and beancount journals that balance (beancount's own loader reads it back)."""

from __future__ import annotations

import csv
import io
from decimal import Decimal

import pytest

from finkit.core.accounts.service import context_for_email
from finkit.core.csv_export import safe_cell as csv_cell
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.usecases.transactions import create_transaction
from tests.web.conftest import SignIn
from tests.web.test_pages import _import

FORMULA = '=HYPERLINK("http://evil.example","click")'


def test_formula_cells_are_escaped_numbers_are_not() -> None:
    assert csv_cell(FORMULA) == "'" + FORMULA
    for risky in ("+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx"):
        assert csv_cell(risky) == "'" + risky
    assert csv_cell("-84.15") == "-84.15" and csv_cell("WOOLWORTHS") == "WOOLWORTHS"


async def test_csv_export_of_a_filtered_list(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    await _import(browser)
    ctx = context_for_email(database, settings, browser.email)
    create_transaction(ctx, data={"date": "2026-08-20", "description": FORMULA, "amount": "-5.00"})
    listing = await browser.page("/transactions?type=debit")
    assert 'href="/transactions/export.csv?type=debit"' in listing.text
    download = await browser.page("/transactions/export.csv?type=debit")
    assert download.status_code == 200 and download.headers["content-type"].startswith("text/csv")
    assert "attachment" in download.headers["content-disposition"]
    rows = list(csv.DictReader(io.StringIO(download.text)))
    assert len(rows) == 6  # five debits imported + the one added; the credit is filtered out
    assert all(Decimal(r["amount"]) < 0 for r in rows)
    evil = next(r for r in rows if "HYPERLINK" in r["description"])
    assert evil["description"] == "'" + FORMULA
    printing = next(r for r in rows if r["description"].startswith("JS GRAPHIC"))
    assert printing["amount"] == "-220.00" and printing["date"] == "2026-08-14"
    searched = await browser.page("/transactions/export.csv?search=card")
    assert len(list(csv.DictReader(io.StringIO(searched.text)))) == 3


async def test_journals_balance(register: SignIn, database: Database, settings: Settings) -> None:
    browser = await register()
    await _import(browser)
    hledger = (await browser.page("/transactions/export.hledger")).text
    assert hledger.count("\n    assets:bank\n") == 6
    assert (
        "2026-08-14 JS GRAPHIC WORKS REF 88213" in hledger and "expenses:Uncategorised  220.00 AUD" in hledger
    )
    assert "income:Sales Income  -3300.00 AUD" in hledger
    beancount_text = (await browser.page("/transactions/export.beancount")).text
    loader = pytest.importorskip("beancount.loader", reason="beancount is not installed")
    entries, errors, _ = loader.load_string(beancount_text)
    assert not errors, errors
    postings = [p for e in entries if hasattr(e, "postings") for p in e.postings]
    assert len([e for e in entries if hasattr(e, "postings")]) == 6
    expenses = sum(p.units.number for p in postings if p.account.startswith("Expenses:"))
    assert expenses == Decimal("84.15") + 220 + 66 + Decimal("18.50") + 1


async def test_a_split_transaction_is_one_posting_per_part(
    register: SignIn, database: Database, settings: Settings
) -> None:
    from finkit.core.categories.service import find_category_by_name
    from finkit.core.usecases.transactions import split_transaction

    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    tx = create_transaction(
        ctx, data={"date": "2026-08-14", "description": "BUNNINGS 123", "amount": "-220.00"}
    )
    office, tools = (find_category_by_name(ctx, n).id for n in ("Office Supplies", "Tools & Equipment"))
    split_transaction(
        ctx,
        tx.id,
        data={"parts": [{"amount": "120", "categoryId": office}, {"amount": "100", "categoryId": tools}]},
    )
    hledger = (await browser.page("/transactions/export.hledger")).text
    assert "    expenses:Office Supplies  120.00 AUD\n    expenses:Tools & Equipment  100.00 AUD\n" in hledger
    loader = pytest.importorskip("beancount.loader", reason="beancount is not installed")
    entries, errors, _ = loader.load_string((await browser.page("/transactions/export.beancount")).text)
    assert not errors, errors
    (entry,) = [e for e in entries if hasattr(e, "postings")]
    assert sorted((p.account, p.units.number) for p in entry.postings) == [
        ("Assets:Bank", Decimal("-220.00")),
        ("Expenses:Office-Supplies", Decimal("120.00")),
        ("Expenses:Tools-Equipment", Decimal("100.00")),
    ]
