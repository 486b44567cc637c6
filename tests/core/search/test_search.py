"""Unified search against a real database (SQLite FTS5 and PostgreSQL full text, both)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import insert, select, text

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.db.base import new_id, utcnow
from finkit.core.errors import ValidationError
from finkit.core.search.documents import index_document, index_documents, remove_document
from finkit.core.search.registry import register_has_filter
from finkit.core.search.service import parse_query, search
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.transactions import create_transaction, delete_transaction, update_transaction

NOW = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)


@pytest.fixture
def books(ctx: AccountContext) -> dict[str, Any]:
    c = replace(ctx, clock=lambda: NOW)
    fuel = find_category_by_name(c, "Fuel").id
    groceries = find_category_by_name(c, "Groceries").id
    made = {}
    for key, data in {
        "ww_big": {
            "date": "2026-06-03",
            "description": "WOOLWORTHS 1234 SYDNEY",
            "amount": "-123.45",
            "merchant": "Woolworths Metro",
            "categoryId": groceries,
        },
        "ww_small": {
            "date": "2026-06-10",
            "description": "WOOLWORTHS 99 PARRAMATTA",
            "amount": "-12.00",
            "merchant": "Woolworths",
            "categoryId": groceries,
        },
        "bp": {
            "date": "2026-10-04",
            "description": "BP Parramatta fuel",
            "amount": "-65.00",
            "merchant": "BP",
            "categoryId": fuel,
            "isTaxDeductible": True,
        },
        "bp_small": {
            "date": "2026-10-20",
            "description": "BP snacks",
            "amount": "-8.50",
            "merchant": "BP",
            "categoryId": fuel,
            "isTaxDeductible": False,
        },
        "netflix": {
            "date": "2026-02-05",
            "description": "Netflix subscription",
            "amount": "-22.99",
            "merchant": "Netflix",
            "notes": "family plan shared",
        },
        "netflix_old": {
            "date": "2025-02-05",
            "description": "Netflix subscription",
            "amount": "-19.99",
            "merchant": "Netflix",
        },
        "uber": {
            "date": "2026-03-14",
            "description": "Uber trip to airport",
            "amount": "-48.20",
            "merchant": "Uber",
        },
        "uber_eats": {
            "date": "2026-03-15",
            "description": "Uber Eats dinner",
            "amount": "-31.00",
            "merchant": "Uber Eats",
        },
        "salary": {"date": "2026-10-31", "description": "Salary October", "amount": "5000"},
    }.items():
        made[key] = create_transaction(c, data=data).id
    return {"ctx": c, "ids": made}


def ids(result: Any) -> list[str]:
    return [h.id for h in result.hits]


def names(books: dict[str, Any], result: Any) -> list[str]:
    reverse = {v: k for k, v in books["ids"].items()}
    return [reverse.get(h.id, h.id) for h in result.hits]


def test_plain_word_finds_and_ranks(books: dict[str, Any]) -> None:
    result = search(books["ctx"], query="woolworths")
    assert sorted(names(books, result)) == ["ww_big", "ww_small"]
    hit = result.hits[0]
    assert hit.kind == "transaction" and hit.score > 0 and "**" in hit.snippet
    assert hit.amount is not None and hit.date is not None and hit.title
    assert hit.details["category"] == "Groceries"


def test_stemming_and_notes_are_searched(books: dict[str, Any]) -> None:
    assert names(books, search(books["ctx"], query="families")) == ["netflix"]  # notes, stemmed
    assert names(books, search(books["ctx"], query='"family plan"')) == ["netflix"]
    assert names(books, search(books["ctx"], query='"plan family"')) == []


def test_field_operators(books: dict[str, Any]) -> None:
    c = books["ctx"]
    assert names(books, search(c, query="merchant:woolworths amount:>100")) == ["ww_big"]
    assert names(books, search(c, query="merchant:wool")) == [
        "ww_small",
        "ww_big",
    ]  # word prefix, newest first
    assert names(books, search(c, query='merchant:"woolworths metro"')) == ["ww_big"]
    assert names(books, search(c, query="category:groceries date:2026-06 type:debit")) == [
        "ww_small",
        "ww_big",
    ]
    assert names(books, search(c, query="deductible:yes")) == ["bp"]
    assert names(books, search(c, query="type:credit")) == ["salary"]
    assert names(books, search(c, query="amount:10..20 date:2026")) == ["ww_small"]
    assert names(books, search(c, query="has:notes")) == ["netflix"]
    assert names(books, search(c, query="-has:category date:2026-03")) == ["uber_eats", "uber"]


def test_negation_and_phrases(books: dict[str, Any]) -> None:
    c = books["ctx"]
    assert names(books, search(c, query="uber -eats")) == ["uber"]
    assert sorted(names(books, search(c, query="-woolworths -netflix -uber -bp"))) == ["salary"]


def test_natural_language_through_the_service(books: dict[str, Any]) -> None:
    c = books["ctx"]
    result = search(c, query="fuel last month over $50")
    assert result.parsed.canonical == "category:Fuel amount:>50 date:2026-10"
    assert names(books, result) == ["bp"]
    assert names(books, search(c, query="Netflix this year")) == ["netflix"]
    assert names(books, search(c, query="biggest expenses in June")) == ["ww_big", "ww_small"]
    uber = search(c, query="uber trips in March")
    assert uber.parsed.query.kinds == ["trip"] and uber.kinds == ["trip"]


def test_sort_orders(books: dict[str, Any]) -> None:
    c = books["ctx"]
    assert names(books, search(c, query="netflix sort:oldest")) == ["netflix_old", "netflix"]
    assert names(books, search(c, query="bp sort:smallest")) == ["bp_small", "bp"]


def test_index_in_step_after_update_and_delete(books: dict[str, Any]) -> None:
    c, tx = books["ctx"], books["ids"]
    update_transaction(c, tx["uber"], data={"description": "Airport taxi", "merchant": "13CABS"})
    assert names(books, search(c, query="airport")) == ["uber"]
    assert "uber" not in names(books, search(c, query="merchant:uber"))
    assert names(books, search(c, query="13cabs")) == ["uber"]
    delete_transaction(c, tx["uber"])
    assert search(c, query="airport").hits == []
    assert search(c, query="13cabs").hits == []


def test_bulk_insert_is_indexed_without_python_per_row(books: dict[str, Any]) -> None:
    """The import pipeline writes set-based INSERTs: the database keeps the index in step."""
    c = books["ctx"]
    rows = [
        {
            "id": new_id(), "account_id": c.account_id, "date": datetime(2026, 9, d, tzinfo=UTC),
            "description": f"KMART BULK {d}", "amount": Decimal("-10.00") * d, "currency": "AUD",
            "type": "debit", "merchant": "Kmart", "is_tax_deductible": False, "gst_included": True,
            "tags": [], "source": "csv", "category_locked": False, "created_at": utcnow(), "updated_at": utcnow(),
        }
        for d in range(1, 11)
    ]  # fmt: skip
    with c.db.session() as session:
        session.execute(insert(Transaction), rows)
    result = search(c, query="kmart amount:>=50", limit=50)
    assert len(result.hits) == 6
    assert len(search(c, query="merchant:kmart", limit=50).hits) == 10


def test_tenant_isolation(books: dict[str, Any], other_ctx: AccountContext) -> None:
    other = replace(other_ctx, clock=lambda: NOW)
    create_transaction(other, data={"date": "2026-06-01", "description": "WOOLWORTHS other", "amount": "-5"})
    with other.db.session() as session:
        index_document(session, other, {"kind": "expense", "refId": "theirs", "title": "Woolworths expense"})
    mine = search(books["ctx"], query="woolworths", limit=200)
    assert sorted(names(books, mine)) == ["ww_big", "ww_small"]
    theirs = search(other, query="woolworths", limit=200)
    assert {h.id for h in theirs.hits}.isdisjoint(books["ids"].values())
    assert len(theirs.hits) == 2
    # Every row gets a normalised merchant now, so theirs is found by merchant: and only theirs.
    by_merchant = search(other, query="merchant:wool").hits
    assert [h.title for h in by_merchant] == ["WOOLWORTHS other"]
    assert {h.id for h in by_merchant}.isdisjoint(books["ids"].values())
    assert search(other, query="netflix").hits == []


def test_documents_of_other_kinds(books: dict[str, Any]) -> None:
    c = books["ctx"]
    groceries = find_category_by_name(c, "Groceries").id
    with c.db.session() as session:
        index_document(
            session,
            c,
            {
                "kind": "receipt", "refId": "r1", "title": "Receipt: Woolworths Metro",
                "body": "TAX INVOICE ABN 88 000 014 675 Bananas 3.50 Total 123.45 GST included",
                "merchant": "Woolworths Metro", "date": "2026-06-03", "amount": "-123.45",
                "categoryId": groceries, "hasReceipt": True,
            },
        )  # fmt: skip
        index_document(
            session, c, {"kind": "vehicle", "refId": "v1", "title": "Toyota HiLux", "body": "ABC123 diesel"}
        )
    result = search(c, query="bananas")
    assert [(h.kind, h.id) for h in result.hits] == [("receipt", "r1")]
    assert "**Bananas**" in result.hits[0].snippet
    mixed = search(c, query="woolworths", limit=10)
    assert {h.kind for h in mixed.hits} == {"transaction", "receipt"}
    assert [h.id for h in search(c, query="kind:receipt category:groceries amount:>100").hits] == ["r1"]
    assert [h.id for h in search(c, query="has:receipt kind:receipt").hits] == ["r1"]
    assert [h.id for h in search(c, query="diesel", kinds=["vehicles"]).hits] == ["v1"]
    assert search(c, query="diesel amount:>5").hits == []  # a vehicle has no amount
    # Update replaces, remove deletes; the full-text index follows.
    with c.db.session() as session:
        index_document(
            session, c, {"kind": "vehicle", "refId": "v1", "title": "Toyota HiLux", "body": "petrol"}
        )
    assert search(c, query="diesel").hits == [] and ids(search(c, query="petrol")) == ["v1"]
    with c.db.session() as session:
        remove_document(session, c, kind="vehicle", ref_id="v1")
    assert search(c, query="petrol").hits == []


def test_bulk_documents(books: dict[str, Any]) -> None:
    c = books["ctx"]
    with c.db.session() as session:
        count = index_documents(
            session,
            c,
            [
                {
                    "kind": "rule",
                    "refId": f"rule{n}",
                    "title": f"Rule {n}",
                    "body": "merchant contains officeworks",
                }
                for n in range(5)
            ],
        )
    assert count == 5
    assert len(search(c, query="officeworks").hits) == 5
    with pytest.raises(ValidationError) as err, c.db.session() as session:
        index_documents(session, c, [{"kind": "rule", "refId": "x", "title": ""}])
    assert err.value.fields[0].row == 1


def test_has_receipt_uses_the_registered_provider(books: dict[str, Any]) -> None:
    from finkit.core.search import registry

    c, tx = books["ctx"], books["ids"]
    assert search(c, query="has:receipt").hits == []  # the receipts area's provider: no receipts here
    real = registry.has_provider("transaction", "receipt")
    assert real is not None
    register_has_filter(
        "transaction",
        "receipt",
        lambda ctx: select(Transaction.id).where(
            Transaction.account_id == ctx.account_id, Transaction.merchant == "BP"
        ),
    )
    try:
        assert names(books, search(c, query="has:receipt")) == ["bp_small", "bp"]
        assert "bp" not in names(books, search(c, query="-has:receipt", limit=50))
    finally:
        register_has_filter("transaction", "receipt", real)
    assert tx


def test_errors(books: dict[str, Any]) -> None:
    c = books["ctx"]
    with pytest.raises(ValidationError) as err:
        search(c, query="amount:>lots")
    assert "amount:>lots" in str(err.value)
    with pytest.raises(ValidationError):
        search(c, query="x", kinds=["spaceships"])
    with pytest.raises(ValidationError):
        search(c, query="x", limit=0)


def test_parsed_form_is_returned(books: dict[str, Any]) -> None:
    parsed = parse_query(books["ctx"], "groceries in june")
    assert parsed.canonical == "category:Groceries date:2026-06"
    assert parsed.to_json_dict()["query"]["categoryIds"]


def test_postgres_uses_the_full_text_index(books: dict[str, Any]) -> None:
    c = books["ctx"]
    if c.db.dialect != "postgresql":
        pytest.skip("PostgreSQL plan check")
    from finkit.core.search.fts import TX_VECTOR

    with c.db.engine.connect() as conn:
        conn.execute(text("SET enable_seqscan = off"))
        plan = "\n".join(
            r[0]
            for r in conn.execute(
                text(
                    f"EXPLAIN SELECT id FROM transactions WHERE {TX_VECTOR} @@ websearch_to_tsquery('english', 'woolworths')"
                )
            )
        )
    assert "ix_transactions_fts" in plan


def test_many_matches_path_ranks_the_newest_window(
    books: dict[str, Any], other_ctx: AccountContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past MANY_MATCHES (SQLite), matches are taken newest first through the indexes and ranked in
    Python; the results must be the same rows, still account-scoped and filtered."""
    c = books["ctx"]
    if c.db.dialect != "sqlite":
        pytest.skip("the many-matches path is SQLite's (PostgreSQL ranks every match with ts_rank)")
    create_transaction(
        other_ctx, data={"date": "2026-06-05", "description": "WOOLWORTHS theirs", "amount": "-1"}
    )
    monkeypatch.setattr("finkit.core.search.sources.MANY_MATCHES", 1)
    result = search(c, query="woolworths")
    assert sorted(names(books, result)) == ["ww_big", "ww_small"]
    assert all(h.score > 0 for h in result.hits)
    # Merchant "Woolworths" (shorter merchant field) outranks "Woolworths Metro".
    assert names(books, result)[0] == "ww_small"
    assert names(books, search(c, query="woolworths amount:>100")) == ["ww_big"]
    assert names(books, search(c, query="woolworths sort:amount")) == ["ww_big", "ww_small"]
    monkeypatch.setattr("finkit.core.search.sources.WINDOW", 1)
    assert names(books, search(c, query="woolworths")) == ["ww_small"]  # the newest match only


def test_the_search_list_follows_the_querys_sort(books: dict[str, Any]) -> None:
    """``sort:`` orders the transactions list (the dashboard's search), not only the ranked hits."""
    from finkit.core.search.transactions import search_transactions

    ctx = books["ctx"]
    reverse = {v: k for k, v in books["ids"].items()}

    def listed(query: str) -> list[str]:
        return [reverse[t.id] for t in search_transactions(ctx, query=query).transactions]

    assert listed("netflix") == ["netflix", "netflix_old"]  # newest first without a sort
    assert listed("netflix sort:-date") == ["netflix_old", "netflix"]
    assert listed("uber sort:amount") == ["uber", "uber_eats"]  # largest first
    assert listed("uber sort:-amount") == ["uber_eats", "uber"]
    assert listed("uber sort:date") == ["uber_eats", "uber"]
