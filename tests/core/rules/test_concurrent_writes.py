"""Writes that cannot lose each other on PostgreSQL (issue 24): rule runs and undo of one account are
serialised by a per-account advisory lock, so an undo never silently erases a concurrent run's changes and
two concurrent runs of one rule never both log the same changes.

To make the race certain rather than likely, a third connection holds the rows' locks while both
operations start: each has done its reads and waits to write (the old code), or one waits for the
account's lock before reading anything (the fix). Then the rows are released.

PostgreSQL does not promise which waiter goes first once a lock is released, so no test depends on the
order: each asserts what must hold in either order (nothing lost; an undo that comes second refuses,
naming the rows changed since its run, or it ran wholly first).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import func, select, text

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.errors import ConflictError
from finkit.core.rules.schemas import UndoResult
from finkit.core.rules.service import create_rule
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.rules import run_rules, undo_run
from finkit.core.usecases.transactions import bulk_categorise, get_transaction, update_transaction

ROWS = 300


@pytest.fixture
def pg(database_url: str) -> None:
    if not database_url.startswith("postgresql"):
        pytest.skip("SQLite's single writer serialises these already; the PostgreSQL path is under test")


def seed(ctx: AccountContext) -> None:
    lines = ["Date,Description,Amount"] + [
        f"2026-03-{1 + i % 28:02d},COFFEE SHOP {i},-4.{i % 100:02d}" for i in range(ROWS)
    ]
    import_file(ctx, data=("\n".join(lines) + "\n").encode(), file_name="coffee.csv")


def coffee_rule(ctx: AccountContext, name: str, category: str) -> str:
    return create_rule(
        ctx,
        data={
            "name": name,
            "triggers": [],
            "conditions": {"all": [{"field": "description", "operator": "contains", "value": "coffee"}]},
            "actions": [{"type": "setCategory", "category": category}],
        },
    ).id


def categories_of(ctx: AccountContext) -> dict[str | None, int]:
    with ctx.db.session() as session:
        rows = session.execute(
            select(Transaction.category_id, func.count())
            .where(Transaction.account_id == ctx.account_id)
            .group_by(Transaction.category_id)
        ).all()
        return {category: int(count) for category, count in rows}


def newly_blocked(database: Database, ours: set[int]) -> int | None:
    """A session waiting for a lock that one of ``ours`` holds or waits for (other tests' sessions on
    the same server are not counted), or None."""
    with database.engine.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT pid, pg_blocking_pids(pid) FROM pg_stat_activity"
                " WHERE datname = current_database() AND wait_event_type = 'Lock'"
            )
        ).all()
    for pid, blockers in rows:
        if pid not in ours and set(blockers) & ours:
            return int(pid)
    return None


def race(database: Database, ctx: AccountContext, *operations: Callable[[], Any]) -> list[Any]:
    """Start ``operations`` one after another while another connection holds the account's rows, each
    once the previous one is blocked; then release the rows. Returns each result or exception."""
    results: list[Any] = [None] * len(operations)

    def call(index: int, operation: Callable[[], Any]) -> None:
        try:
            results[index] = operation()
        except Exception as exc:
            results[index] = exc

    blocker = database.engine.connect()
    blocker.execute(
        text("SELECT id FROM transactions WHERE account_id = :a FOR UPDATE"), {"a": ctx.account_id}
    )
    ours = {int(blocker.execute(text("SELECT pg_backend_pid()")).scalar_one())}
    threads = []
    try:
        for index, operation in enumerate(operations):
            thread = threading.Thread(target=call, args=(index, operation))
            thread.start()
            threads.append(thread)
            deadline = time.monotonic() + 20
            while (pid := newly_blocked(database, ours)) is None:
                assert time.monotonic() < deadline, "operation never reached a lock"
                time.sleep(0.05)
            ours.add(pid)
    finally:
        blocker.rollback()
        blocker.close()
    for thread in threads:
        thread.join(60)
        assert not thread.is_alive(), "an operation never finished"
    return results


def refused_or_first(undo: Any, changed: set[str] | None = None) -> None:
    """An undo racing another write either came second and refused, naming the rows changed since its
    run (``changed``: ids that must be named), or came first and restored every row."""
    if isinstance(undo, ConflictError):
        assert "changed since it ran" in undo.message, undo.message
        assert all(tx_id in undo.message for tx_id in changed or ()), undo.message
    else:
        assert isinstance(undo, UndoResult), undo
        assert undo.restored == ROWS


def test_undo_racing_another_rule_never_loses_its_changes(
    pg: None, make_ctx: Callable[..., AccountContext], database: Database
) -> None:
    ctx = make_ctx()
    seed(ctx)
    first_category, second_category = (c for c in list_categories(ctx)[:2])
    coffee_rule(ctx, "first", first_category.name)
    first = run_rules(ctx, options={"rule": "first"})
    assert first.changed == ROWS
    coffee_rule(ctx, "second", second_category.name)

    run_second, undo_first = race(
        database,
        ctx,
        lambda: run_rules(ctx, options={"rule": "second"}),
        lambda: undo_run(ctx, first.id or ""),
    )
    assert not isinstance(run_second, Exception), run_second
    assert run_second.changed == ROWS  # on the first rule's rows, or on the rows the undo restored
    refused_or_first(undo_first)
    assert categories_of(ctx) == {second_category.id: ROWS}  # the second rule's change stands


def test_undo_first_then_the_rule_run_sees_the_restored_rows(
    pg: None, make_ctx: Callable[..., AccountContext], database: Database
) -> None:
    ctx = make_ctx()
    seed(ctx)
    first_category, second_category = (c for c in list_categories(ctx)[:2])
    coffee_rule(ctx, "first", first_category.name)
    first = run_rules(ctx, options={"rule": "first"})
    coffee_rule(ctx, "second", second_category.name)

    undo_first, run_second = race(
        database,
        ctx,
        lambda: undo_run(ctx, first.id or ""),
        lambda: run_rules(ctx, options={"rule": "second"}),
    )
    assert not isinstance(run_second, Exception), run_second
    assert run_second.changed == ROWS
    refused_or_first(undo_first)
    assert categories_of(ctx) == {second_category.id: ROWS}


def test_two_concurrent_runs_of_one_rule_log_each_change_once(
    pg: None, make_ctx: Callable[..., AccountContext], database: Database
) -> None:
    ctx = make_ctx()
    seed(ctx)
    category = list_categories(ctx)[0]
    coffee_rule(ctx, "only", category.name)
    one, two = race(
        database,
        ctx,
        lambda: run_rules(ctx, options={"rule": "only"}),
        lambda: run_rules(ctx, options={"rule": "only"}),
    )
    assert not isinstance(one, Exception) and not isinstance(two, Exception), (one, two)
    assert sorted([one.changed, two.changed]) == [0, ROWS]
    assert categories_of(ctx) == {category.id: ROWS}


def test_undo_racing_a_bulk_change_never_loses_it(
    pg: None, make_ctx: Callable[..., AccountContext], database: Database
) -> None:
    ctx = make_ctx()
    seed(ctx)
    first_category, second_category = (c for c in list_categories(ctx)[:2])
    coffee_rule(ctx, "first", first_category.name)
    first = run_rules(ctx, options={"rule": "first"})
    with ctx.db.session() as session:
        ids = list(session.scalars(select(Transaction.id).where(Transaction.account_id == ctx.account_id)))

    bulk, undo_first = race(
        database,
        ctx,
        lambda: bulk_categorise(ctx, data={"categoryId": second_category.id, "transactionIds": ids}),
        lambda: undo_run(ctx, first.id or ""),
    )
    assert not isinstance(bulk, Exception), bulk
    refused_or_first(undo_first)
    assert categories_of(ctx) == {second_category.id: ROWS}  # the bulk change stands in either order


def test_undo_racing_a_single_edit_never_loses_the_edit(
    pg: None, make_ctx: Callable[..., AccountContext], database: Database
) -> None:
    ctx = make_ctx()
    seed(ctx)
    first_category, second_category = (c for c in list_categories(ctx)[:2])
    coffee_rule(ctx, "first", first_category.name)
    first = run_rules(ctx, options={"rule": "first"})
    with ctx.db.session() as session:
        edited_id = session.scalar(select(Transaction.id).where(Transaction.account_id == ctx.account_id))
    assert edited_id is not None

    edit, undo_first = race(
        database,
        ctx,
        lambda: update_transaction(ctx, edited_id, data={"categoryId": second_category.id}),
        lambda: undo_run(ctx, first.id or ""),
    )
    assert not isinstance(edit, Exception), edit
    # PostgreSQL does not promise which waiter takes a row first once the blocker lets go: the undo
    # either saw the edit and refused, naming the row, or ran wholly before it. Never a lost edit.
    if isinstance(undo_first, ConflictError):
        refused_or_first(undo_first, {edited_id})  # names the row that changed
    else:
        assert isinstance(undo_first, UndoResult), undo_first  # ran first: the edit landed on top
    assert get_transaction(ctx, edited_id).category_id == second_category.id
