"""``transaction.categorized`` (every ``transaction.*`` event) is published by ``settle`` only.

Two ways: in the source, no module but the pipeline's ``settle`` (and the import-event writer it calls,
``webhooks.imports``) names a ``transaction.*`` event in a publish call; and in behaviour, every
``transaction.*`` outbox row written while manual, bulk, categorise, category-set and import writes
run is written with ``settle`` on the call stack.
"""

from __future__ import annotations

import ast
import inspect
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, select
from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.events.models import OutboxEvent
from finkit.core.usecases.categories import find_category_by_name
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.category_sets import assign_category
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.transactions import bulk_categorise, create_transaction, update_transaction
from finkit.core.webhooks.service import create_webhook_endpoint
from tests.astwalk import walk
from tests.core.pipeline.test_no_import_cycles import SRC, module_name

PUBLISHERS = {"publish", "publish_many"}
#: Where a ``transaction.*`` event may be published: ``settle``, and the import-event writer only it calls.
ALLOWED = {"finkit.core.pipeline.settle", "finkit.core.webhooks.imports"}


def _transaction_event_publishers() -> set[str]:
    found = set()
    for path in (SRC / "finkit").rglob("*.py"):
        tree = ast.parse(path.read_text(), str(path))
        constants = {
            target.id
            for node in tree.body
            if isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
            and node.value.value.startswith("transaction.")
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        for node in walk(tree):
            if not isinstance(node, ast.Call):
                continue
            callee = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if callee not in PUBLISHERS:
                continue
            for arg in node.args:
                literal = isinstance(arg, ast.Constant) and str(arg.value).startswith("transaction.")
                if literal or (isinstance(arg, ast.Name) and arg.id in constants):
                    found.add(module_name(path))
    return found


def test_only_settle_names_a_transaction_event_in_a_publish_call() -> None:
    publishers = _transaction_event_publishers()
    assert "finkit.core.pipeline.settle" in publishers  # the scanner sees the one it must see
    assert publishers <= ALLOWED, sorted(publishers - ALLOWED)


def test_the_import_event_writer_is_called_by_the_pipeline_only() -> None:
    users = sorted(
        module_name(path)
        for path in (SRC / "finkit").rglob("*.py")
        if "publish_categorized_imports" in path.read_text()
    )
    assert users == ["finkit.core.pipeline.settle", "finkit.core.webhooks.imports"]


# --- behaviour ---------------------------------------------------------------------------------------


def _from_settle() -> bool:
    return any(
        frame.function == "settle" and frame.filename.endswith(str(Path("pipeline", "settle.py")))
        for frame in inspect.stack(context=0)
    )


@pytest.fixture
def written(ctx: AccountContext) -> Iterator[list[tuple[str, bool]]]:
    """Each outbox row as it is written: (its type, or ``bulk`` for a multi-row insert; whether
    ``settle`` was on the stack)."""
    rows: list[tuple[str, bool]] = []

    def attached(_session: Session, instance: object) -> None:
        if isinstance(instance, OutboxEvent):
            rows.append((instance.type, _from_settle()))

    def executed(_conn: object, _cursor: object, statement: str, *_args: object) -> None:
        if statement.lstrip().upper().startswith("INSERT INTO OUTBOX_EVENTS"):
            rows.append(("bulk", _from_settle()))

    event.listen(Session, "before_attach", attached)
    event.listen(ctx.db.engine, "before_cursor_execute", executed)
    try:
        yield rows
    finally:
        event.remove(Session, "before_attach", attached)
        event.remove(ctx.db.engine, "before_cursor_execute", executed)


def test_every_transaction_event_is_written_inside_settle(
    make_ctx: Callable[..., AccountContext], ctx: AccountContext, written: list[tuple[str, bool]]
) -> None:
    elite = replace(
        make_ctx(tier="elite"), settings=ctx.settings.model_copy(update={"webhooks_allow_loopback": True})
    )
    create_webhook_endpoint(
        elite, data={"url": "http://127.0.0.1:9/hook", "events": ["transaction.categorized"]}
    )
    fuel = find_category_by_name(elite, "Fuel").id
    office = find_category_by_name(elite, "Office Supplies").id
    day: dict[str, Any] = {"date": "2026-06-01", "amount": "-45.50"}
    create_transaction(
        elite, data={**day, "description": "BP 0456", "categoryId": fuel}
    )  # manual, categorised
    plain = create_transaction(elite, data={**day, "description": "SOMETHING"}).id
    update_transaction(elite, plain, data={"categoryId": office})  # an edit
    other = create_transaction(elite, data={**day, "description": "ELSE"}).id
    bulk_categorise(elite, data={"transactionIds": [other], "categoryId": fuel})  # bulk
    create_transaction(elite, data={**day, "description": "SHELL COLES EXPRESS 12 PARRAMATTA"})
    categorise_transactions(elite, options={"apply": True, "minConfidence": "0.1"})  # categorise --apply
    loose = create_transaction(elite, data={**day, "description": "LOOSE"}).id
    assign_category(elite, loose, data={"categoryId": office})  # a category-set primary
    import_file(
        elite, data=b"Date,Description,Amount\n2026-06-01,OFFICEWORKS PARRAMATTA,-45.50\n", file_name="b.csv"
    )

    with ctx.db.session() as session:
        published = session.scalars(
            select(OutboxEvent.type).where(
                OutboxEvent.account_id == elite.account_id, OutboxEvent.type == "transaction.categorized"
            )
        ).all()
    assert len(published) >= 6  # each write above published (not a vacuous pass)
    transaction_rows = [
        (kind, inside) for kind, inside in written if kind in {"bulk", "transaction.categorized"}
    ]
    assert transaction_rows and all(inside for _, inside in transaction_rows), transaction_rows
