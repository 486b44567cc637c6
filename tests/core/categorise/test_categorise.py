from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

import pytest
from sqlalchemy import select

from finkit.core.categories.service import find_category_by_name
from finkit.core.categorise.knowledge import knowledge_base
from finkit.core.categorise.model import model_for
from finkit.core.categorise.normalise import clean_description
from finkit.core.categorise.service import categorise_import, suggest_category
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.imports.rows import ImportRow
from finkit.core.rules.service import create_rule
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.transactions import create_transaction, get_transaction


def add(ctx: AccountContext, description: str, category: str | None = None, amount: str = "-12.50") -> str:
    data = {"date": "2026-02-01", "description": description, "amount": amount}
    if category:
        data["categoryId"] = find_category_by_name(ctx, category).id
    return create_transaction(ctx, data=data).id


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("VISA PURCHASE SQ *BLUE BEAN CAFE 4021 SYDNEY NSW 12/03", "blue bean cafe sydney"),
        (
            "EFTPOS COLES EXPRESS 0321 MELBOURNE VIC Card xx4412 Value Date: 12/03/2026",
            "coles express melbourne",
        ),
        ("PAYPAL *NETFLIX.COM", "netflix com"),
        ("STARBUCKS STORE #12345 SEATTLE WA", "starbucks store seattle"),
    ],
)
def test_clean_description(raw: str, clean: str) -> None:
    assert clean_description(raw) == clean


def test_knowledge_base_prefers_named_and_longer_matches() -> None:
    kb = knowledge_base(None)
    eats = kb.match("UBER *EATS HELP.UBER.COM")
    trip = kb.match("UBER *TRIP SYDNEY")
    cafe = kb.match("SQ *BLUE BEAN CAFE")
    assert eats and eats.category == "Meals & Dining"
    assert trip and trip.category == "Public Transport & Rideshare"
    assert cafe and (cafe.kind, cafe.category) == ("keyword", "Meals & Dining")
    assert kb.match("XQZT 1234") is None


def test_user_knowledge_base_file_extends_and_overrides(ctx: AccountContext) -> None:
    data_dir: Path = ctx.settings.data_dir
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "merchants.csv").write_text(
        "pattern,category,country,kind\nKoala Korner,Meals & Dining,AU,merchant\nBunnings,Office Supplies,AU,merchant\n"
    )
    koala = add(ctx, "EFTPOS KOALA KORNER 2231 CAIRNS")
    bunnings = add(ctx, "BUNNINGS 7788")
    assert suggest_category(ctx, transaction_id=koala).category_name == "Meals & Dining"
    assert suggest_category(ctx, transaction_id=bunnings).category_name == "Office Supplies"


def test_apply_respects_threshold_locks_and_records_who(ctx: AccountContext) -> None:
    shop = add(ctx, "VISA PURCHASE WOOLWORTHS 1234 SYDNEY")
    # a keyword: confidence 0.70 (not an everyday private one, which a business files at certainty)
    cafe = add(ctx, "SQ *BLUE BEAN PHARMACY")
    unknown = add(ctx, "XQZT 9981")
    locked = add(ctx, "WOOLWORTHS 99", category="Fuel")
    preview = categorise_transactions(ctx, options={"minConfidence": "0.8"})
    assert preview.applied == 0 and preview.considered == 3
    assert get_transaction(ctx, shop).category_id is None
    result = categorise_transactions(ctx, options={"apply": True, "minConfidence": "0.8"})
    assert (result.suggested, result.applied, result.left_for_user) == (1, 1, 2)
    applied = get_transaction(ctx, shop)
    assert applied.category and applied.category.name == "Groceries" and applied.gst_amount is not None
    with ctx.db.session() as session:
        row = session.get(Transaction, shop)
        assert row is not None and (row.category_assigned_by, row.category_confidence) == (
            "ai",
            Decimal("0.95"),
        )
    assert get_transaction(ctx, cafe).category_id is None  # below the threshold: left for the user
    assert get_transaction(ctx, unknown).category_id is None
    assert get_transaction(ctx, locked).category and get_transaction(ctx, locked).category.name == "Fuel"
    again = categorise_transactions(ctx, options={"apply": True, "minConfidence": "0.5"})
    assert again.applied == 1  # the pharmacy now; the unknown has no suggestion at all


def test_rules_come_first(ctx: AccountContext) -> None:
    create_rule(
        ctx,
        data={
            "name": "ww",
            "triggers": [],
            "conditions": {"all": [{"field": "description", "operator": "contains", "value": "woolworths"}]},
            "actions": [{"type": "setCategory", "category": "Office Supplies"}],
        },
    )
    tx = add(ctx, "WOOLWORTHS 1234")
    suggestion = suggest_category(ctx, transaction_id=tx)
    assert (suggestion.category_name, suggestion.source, suggestion.assigned_by) == (
        "Office Supplies",
        "rule",
        "rule",
    )
    assert suggestion.confidence == 1


def test_classifier_learns_the_accounts_history_and_retrains(ctx: AccountContext) -> None:
    for n in range(12):
        add(ctx, f"EFTPOS KOALA KORNER {1000 + n} CAIRNS", category="Meals & Dining")
        add(ctx, f"PETERS PLUMBING SUPPLY {n} T0{n}", category="Tools & Equipment")
    target = add(ctx, "KOALA KORNER 77 TOWNSVILLE")
    suggestion = suggest_category(ctx, transaction_id=target)
    assert (suggestion.category_name, suggestion.source) == ("Meals & Dining", "model")
    assert suggestion.confidence is not None and suggestion.confidence >= Decimal("0.6")
    with ctx.db.session() as session:
        first = model_for(session, ctx)
        assert first is not None and model_for(session, ctx) is first  # cached
    add(ctx, "GRUMPY BARISTA 12", category="Meals & Dining")
    with ctx.db.session() as session:
        assert model_for(session, ctx) is not first  # history grew: retrained


def test_classifier_ignores_its_own_guesses_and_other_accounts(
    ctx: AccountContext, other_ctx: AccountContext
) -> None:
    for n in range(12):
        add(other_ctx, f"KOALA KORNER {n}", category="Fuel")
        add(other_ctx, f"ZEBRA {n}", category="Groceries")
    with ctx.db.session() as session:
        assert model_for(session, ctx) is None  # A has no history of its own
    tx = add(other_ctx, "ZZZ")
    with pytest.raises(NotFoundError):
        suggest_category(ctx, transaction_id=tx)


def test_import_enricher_fills_only_uncategorised_rows(ctx: AccountContext) -> None:
    groceries = find_category_by_name(ctx, "Groceries").id
    fuel = find_category_by_name(ctx, "Fuel").id
    when = datetime(2026, 3, 1, tzinfo=UTC)
    rows = [
        ImportRow(date=when, description="COLES 0321", amount=Decimal("-5"), currency="AUD", source="csv"),
        ImportRow(
            date=when,
            description="COLES 0322",
            amount=Decimal("-5"),
            currency="AUD",
            source="csv",
            category_id=fuel,
            category_assigned_by="rule",
        ),
        ImportRow(date=when, description="QWXZ", amount=Decimal("-5"), currency="AUD", source="csv"),
    ]
    with ctx.db.session() as session:
        categorise_import(session, ctx, rows)
    assert (rows[0].category_id, rows[0].category_assigned_by, rows[0].category_confidence) == (
        groceries,
        "ai",
        Decimal("0.95"),
    )
    assert rows[1].category_id == fuel and rows[1].category_assigned_by == "rule"
    assert rows[2].category_id is None


def test_options_are_validated(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError):
        categorise_transactions(ctx, options={"minConfidence": 2})
    with pytest.raises(ValidationError):
        categorise_transactions(ctx, options={"fromDate": "2026-02-01", "toDate": "2026-01-01"})


def test_date_range(ctx: AccountContext) -> None:
    add(ctx, "COLES 1")
    create_transaction(ctx, data={"date": "2025-01-01", "description": "COLES 2", "amount": "-3"})
    result = categorise_transactions(ctx, options={"fromDate": "2026-01-01"})
    assert result.considered == 1
    with ctx.db.session() as session:
        assert (
            session.scalar(
                select(Transaction.category_id).where(
                    Transaction.description == "COLES 1", Transaction.account_id == ctx.account_id
                )
            )
            is None
        )


def test_a_trade_wholesalers_goods_are_the_jobs_materials_cost_of_sales(ctx: AccountContext) -> None:
    """An electrical or plumbing wholesaler (Rexel, Middys, Reece, ...) sells a trade what it builds into
    its jobs: P8 cost of sales. On main they were Tools & Equipment, "all other expenses" on the return,
    with no question: the electrician's 42 purchases under the asset threshold filed on the wrong line."""
    from finkit.core.tax.reports import tax_summary
    from finkit.core.usecases.profile import update_profile

    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "gstBasis": "cash"})
    small = add(ctx, "REXEL ELECTRICAL 579 BLACKTOWN NS AUS Card xx4821", amount="-234.30")
    categorise_transactions(ctx, options={"apply": True})
    stored = get_transaction(ctx, small)
    assert stored.category is not None and stored.category.name == "Materials & Stock"
    lines = {d.label: d.amount for d in tax_summary(ctx, fy=2026).deductions}
    assert lines.get("P8-cost-of-sales") == Decimal("213.00")  # 234.30 less its GST credit of 21.30


def test_an_account_without_materials_and_stock_is_asked_about_a_wholesaler(ctx: AccountContext) -> None:
    """An account made before the category existed (or that deleted it) gets no guess it cannot hold: the
    row is left uncategorised, so the review asks, rather than filed on another line without a word."""
    from finkit.core.review.queue import review_queue
    from finkit.core.usecases.categories import delete_category
    from finkit.core.usecases.profile import update_profile

    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "gstBasis": "cash"})
    delete_category(ctx, find_category_by_name(ctx, "Materials & Stock").id)
    row = add(ctx, "REXEL ELECTRICAL 579 BLACKTOWN NS AUS Card xx4821", amount="-234.30")
    categorise_transactions(ctx, options={"apply": True})
    assert get_transaction(ctx, row).category is None
    assert [i.transaction_ids for i in review_queue(ctx).items] == [[row]]
