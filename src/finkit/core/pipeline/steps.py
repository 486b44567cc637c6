"""What happens after a write, in order. Read this file to know it; nothing else attaches itself.

Every change to a transaction reaches these lists through one door, ``settle(session, ctx, changes)``
(``finkit.core.pipeline.settle``), called by the use-case layer (``finkit.core.usecases``) with the
``ChangeSet`` an area's write returned. Each list is explicit and ordered, of plain functions from the
areas. The order is the same everywhere:

    1. normalise merchant      (the merchant a source supplied, or the one derived from the description)
    2. categorise              user-locked > the user's rules > knowledge base > model
    3. derive tax treatment    isTaxDeductible, businessUsePercentage, gstTreatment, gstAmount
    4. link bills              a paying transaction is linked to its bill
    5. category-set assignments follow the primary category
    6. index for search        transactions are indexed by the database itself (FTS5 triggers on SQLite,
                               0007; the generated search vector on PostgreSQL), so there is no step
                               to call: the row is searchable when the write commits
    7. outbox events           ``transaction.categorized``, published by ``settle`` only; never for
                               bank-feed rows, nor for a rules run (its log records it)

Which steps run for which change (``settle.SETTLE_STEPS`` picks them):

- A single write held in memory (manual create/edit, Integration API, a tax review decision):
  ``WRITE_STEPS`` 1 (strip only; the user typed it), 2 (rules with the create/update trigger; a category
  the user set is locked), 3, 4, 5; then 7.
- File imports and bank feeds, set-based per chunk: ``IMPORT_STEPS`` (1, 2: import rules, knowledge
  base and model, then the conservative default-keyword fallback, 3) run on the rows before the
  writer's insert (``prepare_import_chunk``, lent to the writer by the use case), then ``settle`` does 7
  (never for bank-feed rows). Imports do not link bills or assignments row by row (``bills match`` does
  it over history, set-based).
- Stored rows changed set-based (bulk categorise, categorise --apply, category edits, merchant renames
  and the backfill, a profile change, rules runs and undo, feed updates): 3 for the rows whose inputs
  changed, 5 and 7 for rows whose category changed (not for rules runs).
- ``before_transaction_delete`` / ``before_category_delete``: every area that references the row lets
  go of it, in the order listed; the use case calls them before the area deletes.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from finkit.core.context import AccountContext
    from finkit.core.imports.rows import ImportRow
    from finkit.core.transactions.models import Transaction, Trigger

RowsStep = Callable[["Session", "AccountContext", "list[ImportRow]"], None]
WriteStep = Callable[["Session", "AccountContext", "Transaction", "Trigger"], None]


class AreaStep:
    """A step that is an area's plain function, named ``"module:function"`` and imported when it first
    runs: the ONE place the pipeline loads lazily. Importing every area here cost every ``finkit import``
    ~0.5 s of module loading for steps a file import never runs (bills, expenses, category sets, ...;
    issue 14). After the first call a step is a plain attribute read. Nothing registers itself by being
    imported; the lists below stay explicit and ordered."""

    __slots__ = ("__name__", "_function", "target")

    def __init__(self, target: str) -> None:
        self.target = target
        self.__name__ = target.rsplit(":", 1)[1]
        self._function: Callable[..., Any] | None = None

    def __call__(self, *args: Any) -> Any:
        function = self._function
        if function is None:
            module, name = self.target.split(":")
            function = self._function = getattr(importlib.import_module(module), name)
        return function(*args)

    def __repr__(self) -> str:
        return f"AreaStep({self.target!r})"


def normalise_written_merchant(
    session: Session, ctx: AccountContext, tx: Transaction, trigger: Trigger
) -> None:
    """A merchant the user typed is theirs (trimmed); a new row without one is named from its description."""
    if tx.merchant is not None:
        tx.merchant = tx.merchant.strip() or None
    if tx.merchant is None and trigger == "created":
        name_merchants(session, ctx, [tx])


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


def derive_written_tax(session: Session, ctx: AccountContext, tx: Transaction, trigger: Trigger) -> None:
    derive_transactions(session, ctx, [tx])


# --- the areas' functions the lists name (merchant, categorise, tax, bills, sets; deletes) ---------

#: 1. Imports and feeds: every row named from its source-supplied merchant or its description.
name_merchants = AreaStep("finkit.core.merchants.service:name_merchants")
#: 2. The user's rules (import trigger; create/update trigger for a single write).
apply_rules_to_import = AreaStep("finkit.core.rules.triggers:apply_rules_to_import")
run_rules_on_write = AreaStep("finkit.core.rules.triggers:run_rules_on_write")
#: 2. Knowledge base, then the account's model; then default-category keywords, last and most conservative.
categorise_import = AreaStep("finkit.core.categorise.service:categorise_import")
fallback_categories = AreaStep("finkit.core.imports.categorise:fallback_categories")
#: 3. Tax treatment: import rows before the insert, ORM rows after a single write.
derive_rows = AreaStep("finkit.core.transactions.tax_fields:derive_rows")
derive_transactions = AreaStep("finkit.core.transactions.tax_fields:derive_transactions")
#: 4. A paying transaction is linked to its bill. 5. Category-set assignments follow the primary.
match_on_write = AreaStep("finkit.core.bills.matching:match_on_write")
follow_category_change = AreaStep("finkit.core.category_sets.assignments:follow_category_change")

#: A deleted row's transfer counterpart lets go of it (writes that one row's link columns only).
unpair_deleted_transaction = AreaStep("finkit.core.bank_accounts.transfers:unpair_deleted_transaction")

# --- the lists -------------------------------------------------------------------------------------

#: Import and bank-feed chunks, before the insert (steps 1-3).
IMPORT_STEPS: tuple[RowsStep, ...] = (
    name_merchants,  # 1
    mark_file_values,  # (what the file set explicitly, before automation touches the rows)
    apply_rules_to_import,  # 2: the user's rules (import trigger)
    categorise_import,  # 2: knowledge base, then the account's model
    fallback_categories,  # 2: default-category keywords, last and most conservative
    derive_rows,  # 3
)

#: A single created or updated transaction held in memory, after its row is flushed (steps 1-5;
#: ``settle`` publishes 7).
WRITE_STEPS: tuple[WriteStep, ...] = (
    normalise_written_merchant,  # 1
    run_rules_on_write,  # 2: the user's rules (create/update trigger); a user's category is locked
    derive_written_tax,  # 3
    match_on_write,  # 4
    follow_category_change,  # 5
)

#: Areas that reference a transaction, told before it is deleted.
TRANSACTION_DELETE_STEPS: tuple[Callable[[Session, AccountContext, str], None], ...] = (
    AreaStep("finkit.core.bills.matching:unlink_deleted_transaction"),  # the bill's due date steps back
    AreaStep("finkit.core.category_sets.assignments:remove_assignments_of_transaction"),
    AreaStep("finkit.core.expenses.matching:unlink_deleted_transaction"),  # expenses, receipts unlinked
    unpair_deleted_transaction,  # the other side of its transfer
)

#: Areas that reference a category, told before it is deleted (``replacement`` may be None).
CATEGORY_DELETE_STEPS: tuple[Callable[[Session, AccountContext, str, str | None], None], ...] = (
    AreaStep("finkit.core.bills.matching:reassign_bill_categories"),
    AreaStep("finkit.core.search.documents:reassign_document_categories"),
    AreaStep("finkit.core.category_sets.service:remove_category_from_sets"),
    AreaStep("finkit.core.category_sets.assignments:move_assignments_of_category"),
    AreaStep("finkit.core.expenses.service:reassign_expense_categories"),
    AreaStep("finkit.core.rules.service:replace_category_in_rules"),
    AreaStep("finkit.core.transactions.splits:reassign_part_categories"),
)


def prepare_import_chunk(session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None:
    """Steps 1-3 over one chunk of rows about to be inserted (files and bank feeds)."""
    for step in IMPORT_STEPS:
        step(session, ctx, rows)


def before_transaction_delete(session: Session, ctx: AccountContext, transaction_id: str) -> None:
    for step in TRANSACTION_DELETE_STEPS:
        step(session, ctx, transaction_id)


def release_transactions(session: Session, ctx: AccountContext, ids: Any) -> None:
    """``before_transaction_delete`` for every id a selectable names (a rule that deletes)."""
    for tx_id in list(session.scalars(ids)):
        before_transaction_delete(session, ctx, tx_id)


def before_category_delete(
    session: Session, ctx: AccountContext, category_id: str, replacement: str | None
) -> None:
    for step in CATEGORY_DELETE_STEPS:
        step(session, ctx, category_id, replacement)
