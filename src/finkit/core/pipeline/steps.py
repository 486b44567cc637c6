"""What happens after a write, in order. Read this file to know it; nothing else attaches itself.

Every path that creates or changes transactions runs one of the runners below, and each runner is an
explicit, ordered list of plain functions from the areas. The order is the same everywhere:

    1. normalise merchant      (the merchant a source supplied, or the one derived from the description)
    2. categorise              user-locked > the user's rules > knowledge base > model
    3. derive tax treatment    isTaxDeductible, businessUsePercentage, gstTreatment, gstAmount
    4. link bills              a paying transaction is linked to its bill
    5. category-set assignments follow the primary category
    6. index for search        transactions are indexed by the database itself (FTS5 triggers on SQLite,
                               0007; the generated search vector on PostgreSQL), so there is no step
                               to call: the row is searchable when the write commits
    7. outbox events           ``transaction.categorized``; never for bank-feed rows

Runners (which steps each path runs; a path that cannot do a step says why here):

- ``after_write`` (manual create/edit, Integration API batches): 1 (strip only; the user typed it),
  2 (rules with the create/update trigger; a category the user set is locked), 3, 4, 5, 7.
- ``prepare_import_chunk`` then the writer's insert then ``after_import_chunk`` (file imports and bank
  feeds, set-based per chunk): 1, 2 (import rules, knowledge base and model, then the conservative
  default-keyword fallback), 3 before the insert; 7 after it (never for bank-feed rows). Imports do
  not link bills or assignments row by row (``bills match`` does it over history, set-based).
- ``after_bulk_change`` (rules run and undo, categorise --apply, category edits, a profile change):
  3 for the rows whose inputs changed, set-based. Those paths publish their own events, row by row.
- ``before_transaction_delete`` / ``before_category_delete``: every area that references the row lets
  go of it, in the order listed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from finkit.core.categories.models import Category
    from finkit.core.context import AccountContext
    from finkit.core.imports.rows import ImportRow
    from finkit.core.transactions.models import Transaction, Trigger

# Each step below imports its area when it first runs, not when this module is imported: importing
# every area here cost every ``finkit import`` ~0.5 s of module loading for steps a file import never
# runs (bills, expenses, category sets, ...; issue 14). The lists stay explicit and ordered; nothing
# registers itself by being imported. After the first call a step's import is a dict look-up.

RowsStep = Callable[["Session", "AccountContext", "list[ImportRow]"], None]
WriteStep = Callable[["Session", "AccountContext", "Transaction", "Trigger"], None]


# --- 1. normalise merchant ----------------------------------------------------------------------


def name_merchants(session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None:
    """Imports and feeds: every row is named from its source-supplied merchant (OFX NAME, a CSV
    merchant column) or its description, through the account's renames (``finkit.core.merchants``)."""
    from finkit.core.merchants.service import name_merchants as name

    name(session, ctx, rows)


def normalise_written_merchant(
    session: Session, ctx: AccountContext, tx: Transaction, trigger: Trigger
) -> None:
    """A merchant the user typed is theirs (trimmed); a new row without one is named from its description."""
    if tx.merchant is not None:
        tx.merchant = tx.merchant.strip() or None
    if tx.merchant is None and trigger == "created":
        from finkit.core.merchants.service import name_merchants as name

        name(session, ctx, [tx])


# --- 2. categorise --------------------------------------------------------------------------------


def apply_rules_to_import(session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None:
    """The user's rules with the import trigger."""
    from finkit.core.rules.triggers import apply_rules_to_import as apply

    apply(session, ctx, rows)


def categorise_import(session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None:
    """Knowledge base, then the account's model."""
    from finkit.core.categorise.service import categorise_import as categorise

    categorise(session, ctx, rows)


def fallback_categories(session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None:
    """Default-category keywords: last and most conservative."""
    from finkit.core.imports.categorise import fallback_categories as fallback

    fallback(session, ctx, rows)


def run_rules_on_write(session: Session, ctx: AccountContext, tx: Transaction, trigger: Trigger) -> None:
    """The user's rules (create/update trigger); a category the user set is locked."""
    from finkit.core.rules.triggers import run_rules_on_write as run

    run(session, ctx, tx, trigger)


# --- 3. derive tax treatment ----------------------------------------------------------------------


def derive_rows(session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None:
    from finkit.core.pipeline.tax import derive_rows as derive

    derive(session, ctx, rows)


def derive_written_tax(session: Session, ctx: AccountContext, tx: Transaction, trigger: Trigger) -> None:
    from finkit.core.pipeline.tax import derive_transactions

    derive_transactions(session, ctx, [tx])


def mark_file_values(session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None:
    """Tax values the file itself carried (a GST column, say) are explicit: derivation keeps them."""
    for row in rows:
        given = [
            name
            for name, value in (
                ("is_tax_deductible", row.is_tax_deductible),
                ("business_use_percentage", row.business_use_percentage),
                ("gst_amount", row.gst_amount),
            )
            if value is not None
        ]
        if given:
            row.tax_user_set = sorted({*row.tax_user_set, *given})


# --- 4. link bills, 5. category-set assignments ---------------------------------------------------


def match_on_write(session: Session, ctx: AccountContext, tx: Transaction, trigger: Trigger) -> None:
    from finkit.core.bills.matching import match_on_write as match

    match(session, ctx, tx, trigger)


def follow_category_change(session: Session, ctx: AccountContext, tx: Transaction, trigger: Trigger) -> None:
    from finkit.core.category_sets.assignments import follow_category_change as follow

    follow(session, ctx, tx, trigger)


# --- deletes: every area that references a row or a category lets go of it -----------------------


def unlink_deleted_transaction(session: Session, ctx: AccountContext, transaction_id: str) -> None:
    """Bills: the payment goes, the bill's next due date steps back."""
    from finkit.core.bills.matching import unlink_deleted_transaction as unlink

    unlink(session, ctx, transaction_id)


def remove_assignments_of_transaction(session: Session, ctx: AccountContext, transaction_id: str) -> None:
    from finkit.core.category_sets.assignments import remove_assignments_of_transaction as remove

    remove(session, ctx, transaction_id)


def unlink_expenses_and_receipts(session: Session, ctx: AccountContext, transaction_id: str) -> None:
    """Expenses and receipts go back to unlinked."""
    from finkit.core.expenses.matching import unlink_deleted_transaction as unlink

    unlink(session, ctx, transaction_id)


def reassign_bill_categories(
    session: Session, ctx: AccountContext, category_id: str, replacement: str | None
) -> None:
    from finkit.core.bills.matching import reassign_bill_categories as reassign

    reassign(session, ctx, category_id, replacement)


def reassign_document_categories(
    session: Session, ctx: AccountContext, category_id: str, replacement: str | None
) -> None:
    from finkit.core.search.documents import reassign_document_categories as reassign

    reassign(session, ctx, category_id, replacement)


def remove_category_from_sets(
    session: Session, ctx: AccountContext, category_id: str, replacement: str | None
) -> None:
    from finkit.core.category_sets.service import remove_category_from_sets as remove

    remove(session, ctx, category_id, replacement)


def move_assignments_of_category(
    session: Session, ctx: AccountContext, category_id: str, replacement: str | None
) -> None:
    from finkit.core.category_sets.assignments import move_assignments_of_category as move

    move(session, ctx, category_id, replacement)


def reassign_expense_categories(
    session: Session, ctx: AccountContext, category_id: str, replacement: str | None
) -> None:
    from finkit.core.expenses.service import reassign_expense_categories as reassign

    reassign(session, ctx, category_id, replacement)


def replace_category_in_rules(
    session: Session, ctx: AccountContext, category_id: str, replacement: str | None
) -> None:
    from finkit.core.rules.service import replace_category_in_rules as replace

    replace(session, ctx, category_id, replacement)


# --- the runners ---------------------------------------------------------------------------------

#: Import and bank-feed chunks, before the insert (steps 1-3).
IMPORT_STEPS: tuple[RowsStep, ...] = (
    name_merchants,  # 1
    mark_file_values,  # (what the file set explicitly, before automation touches the rows)
    apply_rules_to_import,  # 2: the user's rules (import trigger)
    categorise_import,  # 2: knowledge base, then the account's model
    fallback_categories,  # 2: default-category keywords, last and most conservative
    derive_rows,  # 3
)

#: A single created or updated transaction, after its row is flushed (steps 1-5; 7 in ``after_write``).
WRITE_STEPS: tuple[WriteStep, ...] = (
    normalise_written_merchant,  # 1
    run_rules_on_write,  # 2: the user's rules (create/update trigger); a user's category is locked
    derive_written_tax,  # 3
    match_on_write,  # 4
    follow_category_change,  # 5
)

#: Areas that reference a transaction, told before it is deleted.
TRANSACTION_DELETE_STEPS: tuple[Callable[[Session, AccountContext, str], None], ...] = (
    unlink_deleted_transaction,  # bills: the payment goes, the bill's next due date steps back
    remove_assignments_of_transaction,  # category-set assignments
    unlink_expenses_and_receipts,  # expenses and receipts go back to unlinked
)

#: Areas that reference a category, told before it is deleted (``replacement`` may be None).
CATEGORY_DELETE_STEPS: tuple[Callable[[Session, AccountContext, str, str | None], None], ...] = (
    reassign_bill_categories,
    reassign_document_categories,
    remove_category_from_sets,
    move_assignments_of_category,
    reassign_expense_categories,
    replace_category_in_rules,
)


def prepare_import_chunk(session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None:
    """Steps 1-3 over one chunk of rows about to be inserted (files and bank feeds)."""
    for step in IMPORT_STEPS:
        step(session, ctx, rows)


def after_import_chunk(session: Session, ctx: AccountContext, batch_id: str, rows: list[ImportRow]) -> None:
    """Step 7 for an inserted chunk: one ``transaction.categorized`` per categorised row (bank-feed rows
    never publish). Bank feeds do not call this at all."""
    from finkit.core.webhooks.imports import publish_categorized_imports

    publish_categorized_imports(session, ctx, batch_id, rows)


def after_write(
    session: Session, ctx: AccountContext, tx: Transaction, trigger: Trigger, *, category_before: str | None
) -> Category | None:
    """Steps 1-7 for one created or updated transaction; returns its category (for the response)."""
    from finkit.core.categories.models import Category
    from finkit.core.events.bus import publish
    from finkit.core.transactions.events import categorized_payload

    session.flush()
    for step in WRITE_STEPS:
        step(session, ctx, tx, trigger)
    session.flush()
    category = session.get(Category, tx.category_id) if tx.category_id else None
    if tx.category_id and tx.category_id != category_before:  # 7
        publish(
            session,
            ctx,
            "transaction.categorized",
            categorized_payload(tx, category),
            origin_source=tx.source,
        )
    return category


def after_bulk_change(
    session: Session,
    ctx: AccountContext,
    *,
    transaction_ids: Sequence[str] | None = None,
    category_ids: Sequence[str] | None = None,
) -> int:
    """Step 3 again for stored rows whose inputs changed elsewhere (all the account's rows when
    neither selector is given: a profile change). Returns how many rows changed."""
    from finkit.core.pipeline.tax import rederive_tax

    return rederive_tax(session, ctx, transaction_ids=transaction_ids, category_ids=category_ids)


def before_transaction_delete(session: Session, ctx: AccountContext, transaction_id: str) -> None:
    for step in TRANSACTION_DELETE_STEPS:
        step(session, ctx, transaction_id)


def before_category_delete(
    session: Session, ctx: AccountContext, category_id: str, replacement: str | None
) -> None:
    for step in CATEGORY_DELETE_STEPS:
        step(session, ctx, category_id, replacement)


def _write_tax_marks(
    session: Session, ctx: AccountContext, marks: dict[str, set[str]], *, undone: bool
) -> None:
    """Add (or, on undo, take back) the ``taxUserSet`` marks a run's ``setTaxDeductible`` rules made, in
    id chunks (a run may touch more rows than a statement takes parameters) and, on PostgreSQL, one
    UPDATE per chunk: its statement-level stats trigger fired once per row with per-row writes."""
    import json
    from datetime import UTC, datetime

    from sqlalchemy import Table, bindparam, select, update

    from finkit.core.transactions.bulk_write import update_transactions_postgres
    from finkit.core.transactions.models import Transaction

    table: Table = Transaction.__table__  # type: ignore[assignment]
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
                update(table)
                .where(table.c.id == bindparam("_id"))
                .values(tax_user_set=bindparam("_marks"), updated_at=bindparam("_now")),
                [{"_id": tx, "_marks": names, "_now": now} for names, tx in new],
            )


def after_rules_run(session: Session, ctx: AccountContext, run_id: str, *, undone: bool = False) -> int:
    """After ``rules run`` (or its undo): the rows the run touched are derived again. A rule that set
    deductibility is the user's choice, so those rows keep it (their ``taxUserSet`` says so)."""
    from sqlalchemy import select

    from finkit.core.pipeline.tax import rederive_tax
    from finkit.core.rules.models import EXECUTIONS, Rule

    log = EXECUTIONS
    entries = session.execute(
        select(log.c.rule_id, log.c.transaction_id).where(
            log.c.run_id == run_id, log.c.account_id == ctx.account_id, log.c.transaction_id.is_not(None)
        )
    ).all()
    if not entries:
        return 0
    ids = sorted({e.transaction_id for e in entries})
    deciding = {
        r.id: [a for a in r.actions if a["type"] == "setTaxDeductible"]
        for r in session.scalars(select(Rule).where(Rule.id.in_({e.rule_id for e in entries})))
    }
    marks: dict[str, set[str]] = {}
    for entry in entries:
        for action in deciding.get(entry.rule_id, []):
            names = marks.setdefault(entry.transaction_id, set())
            names.add("is_tax_deductible")
            if action.get("businessUsePercentage") is not None:
                names.add("business_use_percentage")
    if marks:  # set by the run; taken back by its undo
        _write_tax_marks(session, ctx, marks, undone=undone)
    changed = rederive_tax(session, ctx, transaction_ids=ids)
    if not undone:
        from finkit.core.rules.undo import settle_logged_tax

        settle_logged_tax(session, ctx, run_id)
    return changed
