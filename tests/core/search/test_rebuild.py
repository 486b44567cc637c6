"""Rebuilding the whole search index (every account) keeps and backfills entries (SQLite and PostgreSQL).

``rebuild_search_index`` reads every account's records, so these tests have a database of their own: on
the worker's shared one they would rebuild whatever every earlier test wrote (8 s on PostgreSQL late in
a run), which is the cost of the suite's order, not of the code under test."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import delete, select

from finkit.core.bills.service import create_bill
from finkit.core.context import AccountContext
from finkit.core.expenses.service import create_expense
from finkit.core.search.models import SearchDocument
from finkit.core.search.service import rebuild_documents, rebuild_search_index, search
from finkit.core.travel.service import create_vehicle
from tests.core.search import test_search as search_tests
from tests.core.search import test_wiring as wiring_tests
from tests.own_database import own_database, own_database_url  # noqa: F401  (a database per test)

# The fixtures and helpers of the modules these tests came from:
books, ids = search_tests.books, search_tests.ids
c, found = wiring_tests.c, wiring_tests.found


def test_rebuild_backfills_records_written_before_the_wiring(c: AccountContext) -> None:
    expense = create_expense(c, data={"date": "2026-11-02", "amount": "5", "description": "numbat stickers"})
    ute = create_vehicle(c, data={"name": "Numbat Van"})
    bill = create_bill(
        c,
        data={
            "name": "Numbat Insurance",
            "expectedAmount": "9",
            "frequency": "monthly",
            "nextDueDate": date(2026, 12, 1),
        },
    )
    with c.db.session() as session:  # as if they predated the wiring
        session.execute(delete(SearchDocument).where(SearchDocument.account_id == c.account_id))
    assert found(c, "numbat") == []
    counts = rebuild_documents(c)
    assert counts["expense"] == 1 and counts["vehicle"] == 1 and counts["bill"] == 1
    assert sorted(found(c, "numbat")) == sorted([expense.id, ute.id, bill.id])
    rebuild_documents(c)  # idempotent
    assert len(found(c, "numbat")) == 3
    totals = rebuild_search_index(c.db)  # every account
    assert totals["expense"] >= 1
    assert sorted(found(c, "numbat")) == sorted([expense.id, ute.id, bill.id])
    with c.db.session() as session:
        kinds = set(
            session.scalars(select(SearchDocument.kind).where(SearchDocument.account_id == c.account_id))
        )
    assert kinds == {"expense", "vehicle", "bill"}


def test_rebuild_keeps_results(books: dict[str, Any]) -> None:
    before = ids(search(books["ctx"], query="woolworths"))
    rebuild_search_index(books["ctx"].db)
    assert sorted(ids(search(books["ctx"], query="woolworths"))) == sorted(before)
