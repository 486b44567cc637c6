"""The single pass writes each changed row once, with its final values and its tax derived in the same
write, over several pages: one log row per rule that changed a transaction, the stats version bumped
(and its trigger back after the run), the FTS index following the new merchant text, undo exact."""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import func, select, text

from finkit.core.context import AccountContext
from finkit.core.rules import singlepass
from finkit.core.rules.models import EXECUTIONS
from finkit.core.search.service import search
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.stats import TransactionStats
from finkit.core.transactions.tax_fields import rederive_tax
from finkit.core.usecases.rules import run_rules, undo_run
from finkit.core.usecases.transactions import create_transaction, update_transaction

from .test_engine import contains, rule, state


@pytest.fixture(autouse=True)
def small_pages(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(singlepass, "PAGE", 4)  # 14 rows: four pages, writes between reads


@pytest.fixture
def update_counts(ctx: AccountContext) -> Iterator[Any]:
    """A row-level trigger (installed for this test only) recording every UPDATE of a transaction."""
    name = f"test_updates_{uuid.uuid4().hex[:8]}"
    sqlite = ctx.db.engine.dialect.name == "sqlite"
    create = (
        [
            f"CREATE TABLE {name} (tx_id TEXT)",
            f"CREATE TRIGGER {name} AFTER UPDATE ON transactions BEGIN "
            f"INSERT INTO {name} VALUES (NEW.id); END",
        ]
        if sqlite
        else [
            f"CREATE TABLE {name} (tx_id TEXT)",
            f"CREATE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
            f"INSERT INTO {name} VALUES (NEW.id); RETURN NULL; END $$",
            f"CREATE TRIGGER {name} AFTER UPDATE ON transactions FOR EACH ROW EXECUTE FUNCTION {name}()",
        ]
    )
    drop = (
        [f"DROP TRIGGER {name}", f"DROP TABLE {name}"]
        if sqlite
        else [f"DROP TRIGGER {name} ON transactions", f"DROP FUNCTION {name}()", f"DROP TABLE {name}"]
    )
    with ctx.db.session() as session:
        for statement in create:
            session.execute(text(statement))

    def counts() -> Counter[str]:
        with ctx.db.session() as session:
            return Counter(session.scalars(text(f"SELECT tx_id FROM {name}")))

    yield counts
    with ctx.db.session() as session:
        for statement in drop:
            session.execute(text(statement))


def version(ctx: AccountContext) -> int:
    with ctx.db.session() as session:
        return int(
            session.scalar(
                select(TransactionStats.version).where(TransactionStats.account_id == ctx.account_id)
            )
            or 0
        )


def found(ctx: AccountContext, query: str) -> list[str]:
    return [h.title for h in search(ctx, query=query, kinds=["transaction"], limit=50, mode="strict").hits]


def seed(ctx: AccountContext) -> tuple[list[str], list[str]]:
    grocer = [
        create_transaction(
            ctx,
            data={"date": f"2026-03-{day:02d}", "description": f"WOOLWORTHS {day} METRO", "amount": "-55.00"},
        ).id
        for day in range(1, 11)
    ]
    other = [
        create_transaction(
            ctx, data={"date": f"2026-04-{day:02d}", "description": f"SHELL {day}", "amount": "-70.00"}
        ).id
        for day in range(1, 5)
    ]
    return grocer, other


def woolworths_rules(ctx: AccountContext) -> list[str]:
    return [
        rule(ctx, "cat", contains("woolworths"), {"type": "setCategory", "category": "Groceries"}),
        rule(
            ctx, "merchant", contains("woolworths"), {"type": "setMerchant", "value": "Woolies"}, priority=110
        ),
        rule(ctx, "tag", contains("woolworths"), {"type": "addTag", "tag": "food"}, priority=120),
        rule(
            ctx,
            "deductible",
            contains("metro"),
            {"type": "setTaxDeductible", "value": True, "businessUsePercentage": 50},
            priority=130,
        ),
        rule(
            ctx,
            "never",
            {"field": "amount", "operator": "lt", "value": -1000},
            {"type": "flagForReview"},
            priority=900,
        ),
    ]


def test_each_changed_row_is_written_once_and_logged_per_rule(
    ctx: AccountContext, update_counts: Any
) -> None:
    grocer, other = seed(ctx)
    rule_ids = woolworths_rules(ctx)
    before, updates_before = version(ctx), update_counts()  # creating rows updates them too
    run = run_rules(ctx, engine="single-pass")
    assert [r.changed for r in run.rules] == [10, 10, 10, 10, 0]
    assert run.changed == 40
    # One UPDATE per changed row, whatever the number of rules that changed it; others untouched. Only
    # this account's rows are counted: the worker's database is shared with the tests before this one.
    written = update_counts() - updates_before
    assert Counter({tx: n for tx, n in written.items() if tx in {*grocer, *other}}) == Counter(
        dict.fromkeys(grocer, 1)
    )
    with ctx.db.session() as session:
        logged = Counter(
            session.execute(
                select(EXECUTIONS.c.rule_id, EXECUTIONS.c.transaction_id).where(EXECUTIONS.c.run_id == run.id)
            ).all()
        )
    assert logged == Counter({(r, tx): 1 for r in rule_ids[:4] for tx in grocer})
    assert not set(other) & {tx for _, tx in logged}
    # The version moved (one bump on SQLite), and the per-row trigger is back after the run.
    after = version(ctx)
    assert after > before
    update_transaction(ctx, other[0], data={"notes": "checked"})
    assert version(ctx) > after


def test_tax_is_derived_in_the_same_write(ctx: AccountContext) -> None:
    grocer, _ = seed(ctx)
    woolworths_rules(ctx)
    run_rules(ctx, engine="single-pass")
    with ctx.db.session() as session:
        rows = session.scalars(select(Transaction).where(Transaction.id.in_(grocer))).all()
        assert {(r.is_tax_deductible, r.business_use_percentage) for r in rows} == {(True, 50)}
        assert all(
            {"is_tax_deductible", "business_use_percentage"} <= set(r.tax_user_set or []) for r in rows
        )
        # A fresh derivation of every row of the account finds nothing left to change.
        ids = list(session.scalars(select(Transaction.id).where(Transaction.account_id == ctx.account_id)))
        assert rederive_tax(session, ctx, transaction_ids=ids) == 0
        session.rollback()


def test_single_pass_equals_per_rule_engine_with_tax(make_ctx: Any) -> None:
    states = []
    for engine in ("per-rule-sql", "single-pass"):
        ctx = make_ctx()
        seed(ctx)
        woolworths_rules(ctx)
        run_rules(ctx, engine=engine)
        snapshot = state(ctx)
        for values in snapshot.values():
            for key in ("id", "account_id", "bank_account_id", "category_id", "created_at"):
                values.pop(key)
        states.append(snapshot)
    assert states[0] == states[1]


def test_search_follows_the_new_merchant_and_undo_restores_everything(ctx: AccountContext) -> None:
    seed(ctx)
    woolworths_rules(ctx)
    before = state(ctx)
    assert found(ctx, "Woolies") == []
    run = run_rules(ctx, engine="single-pass")
    assert len(found(ctx, "Woolies")) == 10
    assert undo_run(ctx, run.id or "").restored == 10
    assert state(ctx) == before
    assert found(ctx, "Woolies") == []
    assert len(found(ctx, "WOOLWORTHS")) == 10
    with ctx.db.session() as session:  # the log of the undone run is kept
        n = session.scalar(select(func.count()).select_from(EXECUTIONS).where(EXECUTIONS.c.run_id == run.id))
    assert n == 40


def test_hook_actions_over_pages_and_their_undo(ctx: AccountContext) -> None:
    from finkit.core.bills.service import create_bill, list_bill_payments

    grocer, _ = seed(ctx)
    bill = create_bill(
        ctx,
        data={
            "name": "Groceries",
            "expectedAmount": "55",
            "frequency": "weekly",
            "nextDueDate": "2026-07-01",
        },
    )
    woolworths_rules(ctx)
    bill_rule = rule(ctx, "bill", contains("woolworths"), {"type": "linkBill", "bill": bill.id}, priority=140)
    run = run_rules(ctx, engine="single-pass")
    assert {r.name: r.changed for r in run.rules}["bill"] == 10
    assert sorted(p.transaction_id for p in list_bill_payments(ctx, bill.id)) == sorted(grocer)
    with ctx.db.session() as session:  # a rule without column actions logs no after values
        afters = session.scalars(
            select(EXECUTIONS.c.after).where(EXECUTIONS.c.run_id == run.id, EXECUTIONS.c.rule_id == bill_rule)
        ).all()
    assert afters == [None] * 10
    undo_run(ctx, run.id or "")
    assert list_bill_payments(ctx, bill.id) == []


@pytest.fixture
def update_statements(ctx: AccountContext) -> Iterator[Any]:
    """PostgreSQL only: a statement-level trigger (installed for this test only) counting the UPDATE
    statements on transactions, i.e. the firings of ``trg_transaction_stats_update``."""
    if ctx.db.engine.dialect.name == "sqlite":
        pytest.skip("SQLite has no statement-level triggers (its stats trigger is paused for the run)")
    name = f"test_statements_{uuid.uuid4().hex[:8]}"
    with ctx.db.session() as session:
        session.execute(text(f"CREATE TABLE {name} (n INTEGER)"))
        session.execute(
            text(
                f"CREATE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
                f"INSERT INTO {name} VALUES (1); RETURN NULL; END $$"
            )
        )
        session.execute(
            text(
                f"CREATE TRIGGER {name} AFTER UPDATE ON transactions FOR EACH STATEMENT "
                f"EXECUTE FUNCTION {name}()"
            )
        )

    def count() -> int:
        with ctx.db.session() as session:
            return int(session.scalar(text(f"SELECT count(*) FROM {name}")) or 0)

    yield count
    with ctx.db.session() as session:
        for statement in (
            f"DROP TRIGGER {name} ON transactions",
            f"DROP FUNCTION {name}()",
            f"DROP TABLE {name}",
        ):
            session.execute(text(statement))


def test_postgres_writes_a_page_with_one_statement_whatever_its_rows(
    ctx: AccountContext, update_statements: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """14 changed rows in two column sets (the SHELL rows keep their own merchant, which only the
    WOOLWORTHS rows' set changes) are one UPDATE statement for a page holding them all, and at most
    one per page with 4-row pages; an executemany made it one per row."""
    grocer, other = seed(ctx)
    for tx in other:
        update_transaction(ctx, tx, data={"merchant": "Shell Coles Express"})
    woolworths_rules(ctx)
    rule(ctx, "fuel", contains("shell"), {"type": "addTag", "tag": "fuel"}, priority=150)
    monkeypatch.setattr(singlepass, "PAGE", 1000)
    before = update_statements()
    run = run_rules(ctx, engine="single-pass")
    assert update_statements() - before == 1
    assert run.changed == 44
    with ctx.db.session() as session:
        rows = {
            r.id: (r.merchant, r.tags, r.is_tax_deductible)
            for r in session.scalars(select(Transaction).where(Transaction.account_id == ctx.account_id))
        }
    assert {(m, tuple(t), d) for m, t, d in (rows[tx] for tx in grocer)} == {("Woolies", ("food",), True)}
    assert {(m, tuple(t), d) for m, t, d in (rows[tx] for tx in other)} == {
        ("Shell Coles Express", ("fuel",), False)
    }
    # Undone, then run again over 4-row pages (14 rows: 4 pages).
    undo_run(ctx, run.id or "")
    monkeypatch.setattr(singlepass, "PAGE", 4)
    before = update_statements()
    assert run_rules(ctx, engine="single-pass").changed == 44
    assert update_statements() - before <= 4


def test_postgres_undo_writes_back_with_one_statement_whatever_its_rows(
    ctx: AccountContext, update_statements: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Undoing a run over 14 rows in several column sets restores them exactly with one UPDATE
    statement for the write-back and at most one for the tax re-derivation that follows; the
    per-row executemany made it one per row (14 and more). (setTaxDeductible's marks: the test
    below.)"""
    seed(ctx)
    rule(ctx, "cat", contains("woolworths"), {"type": "setCategory", "category": "Groceries"})
    rule(ctx, "merchant", contains("woolworths"), {"type": "setMerchant", "value": "Woolies"}, priority=110)
    rule(ctx, "tag", contains("woolworths"), {"type": "addTag", "tag": "food"}, priority=120)
    rule(ctx, "fuel", contains("shell"), {"type": "addTag", "tag": "fuel"}, priority=150)
    original = state(ctx)
    monkeypatch.setattr(singlepass, "PAGE", 1000)
    run = run_rules(ctx, engine="single-pass")
    assert run.changed > 14
    before = update_statements()
    assert undo_run(ctx, run.id or "").restored == 14
    assert update_statements() - before <= 2
    assert state(ctx) == original


def test_postgres_tax_rederivation_writes_a_page_with_one_statement(
    ctx: AccountContext, update_statements: Any
) -> None:
    """Re-deriving 14 rows whose stored tax fields went stale writes them back with one UPDATE
    statement (one page), to the values they had; an executemany made it one per row."""
    seed(ctx)
    columns = ("is_tax_deductible", "business_use_percentage", "gst_treatment", "gst_amount")
    mine = select(Transaction).where(Transaction.account_id == ctx.account_id)
    with ctx.db.session() as session:
        derived = {r.id: tuple(getattr(r, c) for c in columns) for r in session.scalars(mine)}
        session.execute(
            text(
                "UPDATE transactions SET gst_treatment = 'stale', gst_amount = 123456, "
                "is_tax_deductible = NOT is_tax_deductible WHERE account_id = :a"
            ),
            {"a": ctx.account_id},
        )
    before = update_statements()
    with ctx.db.session() as session:
        assert rederive_tax(session, ctx) == 14
    assert update_statements() - before == 1
    with ctx.db.session() as session:
        again = {r.id: tuple(getattr(r, c) for c in columns) for r in session.scalars(mine)}
    assert again == derived


def test_postgres_python_rule_writes_a_partition_with_one_statement(
    ctx: AccountContext, update_statements: Any, make_ctx: Any
) -> None:
    """The per-rule engine's Python path (merchant normalisation, here with a category, a tag and
    GST: money, rates and JSON) writes its 10 changed rows with one UPDATE statement, and at most
    one more for the tax re-derivation after the run (an executemany made it one per row); the
    rows end as the single pass leaves them."""

    def rules(on: AccountContext) -> None:
        rule(
            on,
            "norm",
            contains("woolworths"),
            {"type": "setMerchant", "normalise": True},
            {"type": "setCategory", "category": "Groceries"},
            {"type": "addTag", "tag": "food"},
            {"type": "setGst", "rate": 10, "included": True},
        )

    seed(ctx)
    rules(ctx)
    before = update_statements()
    assert run_rules(ctx, engine="per-rule-sql").changed == 10
    assert update_statements() - before <= 2
    other = make_ctx()
    seed(other)
    rules(other)
    run_rules(other, engine="single-pass")
    states = []
    for on in (ctx, other):
        snapshot = state(on)
        for values in snapshot.values():
            for key in ("id", "account_id", "bank_account_id", "category_id", "created_at"):
                values.pop(key)
        states.append(snapshot)
    assert states[0] == states[1]
    assert {v["merchant"] for d, v in states[0].items() if d.startswith("WOOLWORTHS")} != {None}


@pytest.mark.parametrize("engine", ["per-rule-sql", "single-pass"])
def test_undo_after_the_runs_own_tax_derivation_replaced_a_rules_gst(
    ctx: AccountContext, engine: str
) -> None:
    """A rule moves a GST-free water bill into a taxable category: the rule records the category only
    (decision 0026: rules set inputs, the tax step derives), the run's tax derivation keeps the row
    GST-free (water is). Undo must not take that derivation for a later edit and refuse, and restores
    the row exactly."""
    water = create_transaction(
        ctx, data={"date": "2026-03-01", "description": "SYDNEY WATER CORP REF 1234", "amount": "-120.50"}
    ).id
    before = state(ctx)
    rule(ctx, "office", contains("sydney water"), {"type": "setCategory", "category": "Office Supplies"})
    run = run_rules(ctx, engine=engine)
    assert run.changed == 1
    with ctx.db.session() as session:
        category = session.scalar(
            text(
                "SELECT c.name FROM transactions t JOIN categories c ON c.id = t.category_id WHERE t.id = :id"
            ),
            {"id": water},
        )
        assert category == "Office Supplies"
        logged = session.scalars(select(EXECUTIONS.c.after).where(EXECUTIONS.c.run_id == run.id)).one()
    assert "gst_amount" not in logged  # the rule logged its input, not a GST amount of its own
    assert undo_run(ctx, run.id or "").restored == 1
    assert state(ctx) == before


def test_postgres_undo_takes_back_tax_marks_with_one_statement(
    ctx: AccountContext, update_statements: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A setTaxDeductible rule marks its rows' ``taxUserSet``; undo takes the marks back with one UPDATE
    (not one per row), beside the write-back and the re-derivation, and restores every row exactly."""
    grocer, _ = seed(ctx)
    woolworths_rules(ctx)  # its "deductible" rule marks the 10 METRO rows
    original = state(ctx)
    monkeypatch.setattr(singlepass, "PAGE", 1000)
    run = run_rules(ctx, engine="single-pass")
    with ctx.db.session() as session:
        marked = session.scalars(select(Transaction.tax_user_set).where(Transaction.id.in_(grocer))).all()
    assert all("is_tax_deductible" in (m or []) for m in marked)
    before = update_statements()
    assert undo_run(ctx, run.id or "").restored == 10
    assert update_statements() - before <= 3  # write-back, marks, re-derivation
    assert state(ctx) == original
