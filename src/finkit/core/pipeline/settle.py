"""``settle(session, ctx, changes)``: the one door after every change to transactions.

The use-case layer (``finkit.core.usecases``) calls it, inside the unit of work it opened, with the
``ChangeSet`` an area's write returned. ``settle`` picks the steps from what changed
(``SETTLE_STEPS``, in order: merchant, categorise, tax, bills, category-set assignments, events) and is
the only publisher of ``transaction.*`` events. Set-based changes stay set-based: ids may be a
selectable, and the tax step re-derives stored rows in groups (``transactions.tax_fields.rederive_tax``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from sqlalchemy import Select, Table, bindparam, select, update

from finkit.core.categories.models import Category
from finkit.core.category_sets.models import TransactionCategory
from finkit.core.changes import ChangeSet
from finkit.core.events.bus import publish
from finkit.core.events.categorized import categorized_payload, categorized_rows
from finkit.core.pipeline.steps import WRITE_STEPS, AreaStep
from finkit.core.rules.models import EXECUTIONS, Rule
from finkit.core.transactions.bulk_write import update_transactions_postgres
from finkit.core.transactions.models import Transaction, Trigger
from finkit.core.transactions.tax_fields import rederive_tax

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from finkit.core.context import AccountContext

#: Origins whose category changes publish ``transaction.categorized``. A rules run and its undo are
#: recorded in the run's own log; a category deleted moves its rows without a new decision; bank-feed
#: rows never publish (``events.bus.PRIVATE_SOURCES`` drops them as well).
EVENT_ORIGINS = frozenset({"user", "import", "integration", "review", "categorise", "category_set"})
#: Origins whose set-based category changes move category-set primaries along (step 5). Assignments
#: made through the category-set service move themselves.
FOLLOW_ORIGINS = frozenset({"user", "categorise"})

_T: Table = Transaction.__table__  # type: ignore[assignment]
_publish_categorized_imports = AreaStep("finkit.core.webhooks.imports:publish_categorized_imports")
_follow_category_change = AreaStep("finkit.core.category_sets.assignments:follow_category_change")
_settle_logged_tax = AreaStep("finkit.core.rules.undo:settle_logged_tax")
#: What follows a linked row an undo put back, by its table: its search entry.
_REFRESH_RESTORED = {"bills": AreaStep("finkit.core.bills.search_docs:reindex_bills")}


@dataclass
class Settled:
    """What settling did, for the caller's response."""

    tax_rederived: int = 0
    events: int = 0


SettleStep = Callable[["Session", "AccountContext", ChangeSet, Settled], None]


# --- 1-2, 4: a single write held in memory runs the per-row steps -------------------------------


def write_steps(session: Session, ctx: AccountContext, changes: ChangeSet, settled: Settled) -> None:
    """Steps 1-5 for each written ORM row (``steps.WRITE_STEPS``)."""
    session.flush()
    created = set(changes.created) if not isinstance(changes.created, Select) else set()
    for tx in changes.written:
        trigger: Trigger = "created" if tx.id in created else "updated"
        for step in WRITE_STEPS:
            step(session, ctx, tx, trigger)
    session.flush()


# --- 3: tax treatment of stored rows --------------------------------------------------------------


def derive_stored_tax(session: Session, ctx: AccountContext, changes: ChangeSet, settled: Settled) -> None:
    """Step 3 for stored rows whose inputs changed (a profile: every row; a category's flags: its rows)."""
    if changes.all_rows:
        settled.tax_rederived += rederive_tax(session, ctx)
        return
    if changes.categories:
        settled.tax_rederived += rederive_tax(session, ctx, category_ids=list(changes.categories))
    for ids in changes.tax_ids():
        settled.tax_rederived += rederive_tax(session, ctx, transaction_ids=ids)


def derive_run_tax(session: Session, ctx: AccountContext, changes: ChangeSet, settled: Settled) -> None:
    """After a rules run (or its undo): the rows the run touched are derived again. A rule that set
    deductibility is the user's choice, so those rows keep it (their ``taxUserSet`` says so)."""
    assert changes.run_id is not None
    log = EXECUTIONS
    entries = session.execute(
        select(log.c.rule_id, log.c.transaction_id).where(
            log.c.run_id == changes.run_id,
            log.c.account_id == ctx.account_id,
            log.c.transaction_id.is_not(None),
        )
    ).all()
    if not entries:
        return
    ids = sorted({e.transaction_id for e in entries})
    deciding = {
        r.id: [a for a in r.actions if a["type"] in ("setTaxDeductible", "setGstTreatment")]
        for r in session.scalars(select(Rule).where(Rule.id.in_({e.rule_id for e in entries})))
    }
    marks: dict[str, set[str]] = {}
    for entry in entries:
        for action in deciding.get(entry.rule_id, []):
            names = marks.setdefault(entry.transaction_id, set())
            if action["type"] == "setGstTreatment":
                names.add("gst_treatment")
                continue
            names.add("is_tax_deductible")
            if action.get("businessUsePercentage") is not None:
                names.add("business_use_percentage")
    if marks:  # set by the run; taken back by its undo
        _write_tax_marks(session, ctx, marks, undone=changes.undone)
    settled.tax_rederived += rederive_tax(session, ctx, transaction_ids=ids)
    if not changes.undone:
        _settle_logged_tax(session, ctx, changes.run_id)


def _write_tax_marks(
    session: Session, ctx: AccountContext, marks: dict[str, set[str]], *, undone: bool
) -> None:
    """Add (or, on undo, take back) the ``taxUserSet`` marks a run's ``setTaxDeductible`` and
    ``setGstTreatment`` rules made, in
    id chunks (a run may touch more rows than a statement takes parameters) and, on PostgreSQL, one
    UPDATE per chunk: its statement-level stats trigger fired once per row with per-row writes."""
    postgres = session.get_bind().dialect.name == "postgresql"
    ids = sorted(marks)
    now = datetime.now(UTC)
    for start in range(0, len(ids), 2000):
        chunk = ids[start : start + 2000]
        current = session.execute(
            select(Transaction.id, Transaction.tax_user_set).where(
                Transaction.account_id == ctx.account_id, Transaction.id.in_(chunk)
            )
        ).all()
        new = [
            (sorted(set(names or []) - marks[tx] if undone else set(names or []) | marks[tx]), tx)
            for tx, names in current
        ]
        if not new:
            continue
        if postgres:
            rows = [(json.dumps(names), tx) for names, tx in new]
            update_transactions_postgres(session, ctx.account_id, {("tax_user_set",): rows}, now)
        else:
            session.execute(
                update(_T)
                .where(_T.c.id == bindparam("_id"))
                .values(tax_user_set=bindparam("_marks"), updated_at=bindparam("_now")),
                [{"_id": tx, "_marks": names, "_now": now} for names, tx in new],
            )


# --- 5: category-set assignments follow a set-based category change -------------------------------


def follow_categories(session: Session, ctx: AccountContext, changes: ChangeSet, settled: Settled) -> None:
    """Rows with category-set assignments whose category changed set-based: the primary follows."""
    ids = changes.changed.get("category", ())
    assigned = select(TransactionCategory.transaction_id).where(
        TransactionCategory.account_id == ctx.account_id
    )
    query = select(Transaction).where(Transaction.account_id == ctx.account_id, Transaction.id.in_(assigned))
    if isinstance(ids, Select):
        query = query.where(Transaction.id.in_(ids))
    else:
        query = query.where(Transaction.id.in_(list(ids)))
    for tx in session.scalars(query.order_by(Transaction.id)):
        _follow_category_change(session, ctx, tx, "updated")


# --- 7: events --------------------------------------------------------------------------------------


def publish_events(session: Session, ctx: AccountContext, changes: ChangeSet, settled: Settled) -> None:
    """``transaction.categorized`` for every row whose category this change set (the only publisher)."""
    if changes.imported:
        if changes.batch_id:
            settled.events += (
                _publish_categorized_imports(session, ctx, changes.batch_id, changes.imported) or 0
            )
        return
    if changes.written:
        for tx in changes.written:
            if tx.category_id and tx.category_id != changes.category_before.get(tx.id):
                category = session.get(Category, tx.category_id)
                if publish(
                    session,
                    ctx,
                    "transaction.categorized",
                    categorized_payload(
                        tx, category.id if category else None, category.name if category else None
                    ),
                    origin_source=tx.source,
                ):
                    settled.events += 1
        return
    ids = changes.changed.get("category", ())
    query = categorized_rows(ctx)
    if isinstance(ids, Select):
        found = session.execute(
            query.where(Transaction.id.in_(ids)).order_by(Transaction.date, Transaction.id)
        )
        rows = list(found)
    else:
        order = {tx_id: i for i, tx_id in enumerate(ids)}
        rows = []
        id_list = list(ids)
        for start in range(0, len(id_list), 2000):
            rows.extend(session.execute(query.where(Transaction.id.in_(id_list[start : start + 2000]))))
        rows.sort(key=lambda r: order[r.id])  # the writer's order
    for row in rows:
        if publish(
            session,
            ctx,
            "transaction.categorized",
            categorized_payload(row, row.category_id, row.category_name),
            origin_source=row.source,
        ):
            settled.events += 1


# --- the list, and the door -----------------------------------------------------------------------


def refresh_restored_links(
    session: Session, ctx: AccountContext, changes: ChangeSet, settled: Settled
) -> None:
    """Rows of other areas an undo put back (a bill's due date) refresh what is derived from them."""
    for table, ids in changes.restored_links.items():
        refresh = _REFRESH_RESTORED.get(table)
        if refresh is not None and ids:
            refresh(session, ctx, sorted(set(ids)))


def _category_changed(changes: ChangeSet) -> bool:
    return changes.touches("category")


#: In order: (name, when it runs, the step). ``settle`` runs each step whose condition holds.
SETTLE_STEPS: tuple[tuple[str, Callable[[ChangeSet], bool], SettleStep], ...] = (
    ("merchant, categorise, tax, bills, assignments of written rows", lambda c: bool(c.written), write_steps),
    (
        "tax of stored rows",
        lambda c: not c.written and not c.run_id and not c.tax_derived,
        derive_stored_tax,
    ),
    ("tax of a rules run's rows", lambda c: bool(c.run_id) and not c.tax_derived, derive_run_tax),
    (
        "category-set assignments follow",
        lambda c: not c.written and c.origin in FOLLOW_ORIGINS and _category_changed(c),
        follow_categories,
    ),
    (
        "search entries of linked rows an undo put back",
        lambda c: bool(c.restored_links),
        refresh_restored_links,
    ),
    (
        "events",
        lambda c: c.origin in EVENT_ORIGINS and (bool(c.written) or bool(c.imported) or _category_changed(c)),
        publish_events,
    ),
)


def steps_for(changes: ChangeSet) -> list[SettleStep]:
    """The steps this change calls for, in order."""
    return [step for _name, wanted, step in SETTLE_STEPS if wanted(changes)]


def settle(session: Session, ctx: AccountContext, changes: ChangeSet) -> Settled:
    """Everything that follows a change to transactions, inside the caller's unit of work: the one door.
    Returns what it did (rows re-derived, events published)."""
    settled = Settled()
    if changes.empty:
        return settled
    session.flush()
    for step in steps_for(changes):
        step(session, ctx, changes, settled)
    return settled


__all__ = ["EVENT_ORIGINS", "SETTLE_STEPS", "Settled", "settle", "steps_for"]
