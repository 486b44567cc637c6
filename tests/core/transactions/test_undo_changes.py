"""Undo of a deletion, a bulk categorise and an inline edit, from the transactions' change log: rows go
back as they were, or nothing happens and the error names the rows a later change touched. Runs on
SQLite and, with FINKIT_TEST_POSTGRES_URL set, on PostgreSQL."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.bank_accounts.service import create_bank_account
from finkit.core.bank_accounts.transfers import unpaired_transfer_candidates
from finkit.core.bills.matching import link_transaction_to_bill
from finkit.core.bills.service import create_bill, get_bill, list_bill_payments
from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, NotFoundError
from finkit.core.expenses.matching import link_expense_to_transaction
from finkit.core.expenses.service import create_expense, get_expense
from finkit.core.receipts.service import add_receipt, get_receipt
from finkit.core.tax.bas import bas_report
from finkit.core.transactions.schemas import TransactionRead
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import (
    bulk_categorise,
    create_transaction,
    delete_transaction,
    get_transaction,
    list_changes,
    split_transaction,
    undo_change,
    update_transaction,
)


def add(ctx: AccountContext, description: str, amount: str = "-110.00", **extra: object) -> TransactionRead:
    return create_transaction(
        ctx, data={"date": "2026-02-10", "description": description, "amount": amount, **extra}
    )


def test_a_deleted_row_comes_back_with_its_id_category_tags_notes_and_parts(ctx: AccountContext) -> None:
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True})
    tools = find_category_by_name(ctx, "Tools & Equipment")
    tx = add(ctx, "BUNNINGS 123", categoryId=tools.id, tags=["job-17"], notes="drill and gift")
    split_transaction(
        ctx,
        tx.id,
        data={
            "parts": [{"amount": "66", "categoryId": tools.id}, {"amount": "44", "gstTreatment": "gst_free"}]
        },
    )
    before = get_transaction(ctx, tx.id)
    deleted = delete_transaction(ctx, tx.id)
    with pytest.raises(NotFoundError):
        get_transaction(ctx, tx.id)
    assert bas_report(ctx, quarter_label="2026-Q1").fields["1B"] == 0
    result = undo_change(ctx, deleted.change_id or "")
    assert result.kind == "delete" and result.transaction_ids == [tx.id]
    back = get_transaction(ctx, tx.id)
    assert (back.category_id, back.tags, back.notes, back.amount) == (
        tools.id,
        ["job-17"],
        "drill and gift",
        Decimal("-110.00"),
    )
    assert [(p.amount, p.category_id, p.gst_amount) for p in back.splits] == [
        (p.amount, p.category_id, p.gst_amount) for p in before.splits
    ]
    assert bas_report(ctx, quarter_label="2026-Q1").fields["1B"] == Decimal("6.00")
    with pytest.raises(ConflictError, match="already undone"):
        undo_change(ctx, deleted.change_id or "")


def test_bulk_categorise_undone_restores_each_rows_category_and_tax(ctx: AccountContext) -> None:
    office = find_category_by_name(ctx, "Office Supplies")
    groceries = find_category_by_name(ctx, "Groceries")
    a = add(ctx, "OFFICEWORKS 1", categoryId=groceries.id)
    b = add(ctx, "OFFICEWORKS 2")
    result = bulk_categorise(ctx, data={"transactionIds": [a.id, b.id], "categoryId": office.id})
    assert get_transaction(ctx, b.id).gst_amount == Decimal("-10.00")
    undone = undo_change(ctx, result.change_id or "")
    assert sorted(undone.transaction_ids) == sorted([a.id, b.id])
    after_a, after_b = get_transaction(ctx, a.id), get_transaction(ctx, b.id)
    assert (after_a.category_id, after_a.gst_amount) == (groceries.id, a.gst_amount)
    assert (after_b.category_id, after_b.gst_amount) == (None, b.gst_amount)
    kinds = [(c.kind, c.undone_at is not None) for c in list_changes(ctx).changes]
    assert ("bulk_categorise", True) in kinds


def test_undo_refuses_naming_the_rows_a_later_change_touched(ctx: AccountContext) -> None:
    office = find_category_by_name(ctx, "Office Supplies")
    fuel = find_category_by_name(ctx, "Fuel")
    a = add(ctx, "OFFICEWORKS 1")
    b = add(ctx, "OFFICEWORKS 2")
    result = bulk_categorise(ctx, data={"transactionIds": [a.id, b.id], "categoryId": office.id})
    update_transaction(ctx, b.id, data={"categoryId": fuel.id})  # a later inline edit of one row
    with pytest.raises(ConflictError) as refused:
        undo_change(ctx, result.change_id or "")
    assert f"OFFICEWORKS 2 ({b.id})" in refused.value.message and a.id not in refused.value.message
    assert get_transaction(ctx, a.id).category_id == office.id  # nothing was undone
    assert get_transaction(ctx, b.id).category_id == fuel.id


def test_an_inline_edit_is_logged_and_undone(ctx: AccountContext) -> None:
    tx = add(ctx, "OFFICEWORKS 1")
    office = find_category_by_name(ctx, "Office Supplies")
    update_transaction(ctx, tx.id, data={"categoryId": office.id, "notes": "printer paper"})
    edit = list_changes(ctx).changes[0]
    assert edit.kind == "edit" and edit.transaction_ids == [tx.id]
    assert edit.summary == "Edited OFFICEWORKS 1: category → Office Supplies, notes"
    undo_change(ctx, edit.id)
    back = get_transaction(ctx, tx.id)
    assert (back.category_id, back.notes, back.gst_amount) == (None, None, tx.gst_amount)


def test_a_deletion_is_not_undone_over_the_same_bank_row_imported_again(ctx: AccountContext) -> None:
    from finkit.core.transactions.models import Transaction

    tx = add(ctx, "OFFICEWORKS 1")
    with ctx.db.session() as session:
        session.get(Transaction, tx.id).fingerprint = "f" * 64  # type: ignore[union-attr]
    deleted = delete_transaction(ctx, tx.id)
    again = add(ctx, "OFFICEWORKS 1")
    with ctx.db.session() as session:
        session.get(Transaction, again.id).fingerprint = "f" * 64  # type: ignore[union-attr]
    with pytest.raises(ConflictError, match=tx.id):
        undo_change(ctx, deleted.change_id or "")


def test_another_accounts_change_is_not_found(ctx: AccountContext, other_ctx: AccountContext) -> None:
    deleted = delete_transaction(other_ctx, add(other_ctx, "THEIRS").id)
    with pytest.raises(NotFoundError):
        undo_change(ctx, deleted.change_id or "")
    assert list_changes(ctx).changes == []


def test_a_change_that_changed_nothing_is_not_logged(ctx: AccountContext) -> None:
    office = find_category_by_name(ctx, "Office Supplies")
    tx = add(ctx, "OFFICEWORKS 1", categoryId=office.id)
    update_transaction(ctx, tx.id, data={"categoryId": office.id})  # the same category again
    again = bulk_categorise(ctx, data={"transactionIds": [tx.id], "categoryId": office.id})
    assert again.change_id is None and list_changes(ctx).changes == []


def _links_of(
    ctx: AccountContext, tx_id: str, bill_id: str, expense_id: str, receipt_id: str
) -> dict[str, object]:
    """What points at ``tx_id``: its bill payment and the bill's due date, expense, receipt, transfer."""
    receipt = get_receipt(ctx, receipt_id)
    return {
        "bill": [p.transaction_id for p in list_bill_payments(ctx, bill_id)],
        "due": get_bill(ctx, bill_id).next_due_date,
        "expense": get_expense(ctx, expense_id).transaction_id,
        "receipt": (receipt.transaction_id, receipt.status),
    }


def test_undoing_a_deletion_restores_its_bill_expense_receipt_and_transfer_pair(ctx: AccountContext) -> None:
    for name, last4 in (("everyday", "1111"), ("savings", "2222")):
        create_bank_account(ctx, data={"name": name, "last4": last4})
    out = add(ctx, "TRANSFER TO XX2222 SAVINGS", "-250.00", bankAccountId="everyday", date="2026-03-02")
    into = add(ctx, "DEPOSIT FROM EVERYDAY", "250.00", bankAccountId="savings", date="2026-03-03")
    assert get_transaction(ctx, into.id).transfer_counterpart_id == out.id
    bill = create_bill(
        ctx,
        data={
            "name": "Savings",
            "merchant": "Savings",
            "expectedAmount": "250",
            "frequency": "monthly",
            "nextDueDate": "2026-03-02",
        },
    )
    link_transaction_to_bill(ctx, out.id, bill.id)
    expense = create_expense(ctx, data={"date": "2026-03-02", "amount": "250", "description": "saved"})
    link_expense_to_transaction(ctx, expense.id, transaction_id=out.id)
    receipt = add_receipt(
        ctx, data=b"SAVINGS\nTotal $250.00\n02/03/2026", file_name="r.txt", transaction_id=out.id
    )
    linked = _links_of(ctx, out.id, bill.id, expense.id, receipt.id)
    assert linked["bill"] == [out.id] and linked["expense"] == out.id

    deleted = delete_transaction(ctx, out.id)
    assert _links_of(ctx, out.id, bill.id, expense.id, receipt.id) != linked
    assert get_transaction(ctx, into.id).transfer_counterpart_id is None

    undo_change(ctx, deleted.change_id or "")
    assert _links_of(ctx, out.id, bill.id, expense.id, receipt.id) == linked
    back, other = get_transaction(ctx, out.id), get_transaction(ctx, into.id)
    assert (back.transfer_counterpart_id, other.transfer_counterpart_id) == (into.id, out.id)
    assert (
        other.category == get_transaction(ctx, into.id).category and unpaired_transfer_candidates(ctx) == []
    )


def test_a_transfer_side_paired_again_since_stays_and_the_restored_row_is_left_unpaired(
    ctx: AccountContext,
) -> None:
    for name, last4 in (("everyday", "1111"), ("savings", "2222")):
        create_bank_account(ctx, data={"name": name, "last4": last4})
    out = add(ctx, "TRANSFER TO XX2222 SAVINGS", "-250.00", bankAccountId="everyday", date="2026-03-02")
    into = add(ctx, "DEPOSIT FROM EVERYDAY", "250.00", bankAccountId="savings", date="2026-03-03")
    deleted = delete_transaction(ctx, out.id)
    again = add(ctx, "TRANSFER TO XX2222 AGAIN", "-250.00", bankAccountId="everyday", date="2026-03-02")
    assert get_transaction(ctx, into.id).transfer_counterpart_id == again.id

    undo_change(ctx, deleted.change_id or "")
    assert get_transaction(ctx, into.id).transfer_counterpart_id == again.id
    assert get_transaction(ctx, out.id).transfer_counterpart_id is None


def test_undoing_a_rule_run_that_deleted_a_split_linked_row_restores_its_parts_and_links(
    ctx: AccountContext,
) -> None:
    """A rule that deletes lets go of what points at the rows (as a person's deletion does); undoing
    the run brings back the rows' parts (the BAS reads them) and their bill payment, expense and receipt,
    where they were a change-log deletion's already (last round left parts and links behind)."""
    from finkit.core.rules.service import create_rule
    from finkit.core.usecases.rules import run_rules, undo_run

    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True})
    tools = find_category_by_name(ctx, "Tools & Equipment")
    tx = add(ctx, "BUNNINGS 123", "-220.00", categoryId=tools.id, date="2026-03-02")
    split_transaction(
        ctx,
        tx.id,
        data={
            "parts": [
                {"amount": "120", "categoryId": tools.id},
                {"amount": "100", "gstTreatment": "gst_free"},
            ]
        },
    )
    bill = create_bill(
        ctx,
        data={
            "name": "Bunnings",
            "merchant": "Bunnings",
            "expectedAmount": "220",
            "frequency": "monthly",
            "nextDueDate": "2026-03-02",
        },
    )
    link_transaction_to_bill(ctx, tx.id, bill.id)
    expense = create_expense(ctx, data={"date": "2026-03-02", "amount": "220", "description": "drill"})
    link_expense_to_transaction(ctx, expense.id, transaction_id=tx.id)
    receipt = add_receipt(
        ctx, data=b"BUNNINGS\nTotal $220.00\n02/03/2026", file_name="r.txt", transaction_id=tx.id
    )
    parts_before = [(p.amount, p.category_id, p.gst_amount) for p in get_transaction(ctx, tx.id).splits]
    linked = _links_of(ctx, tx.id, bill.id, expense.id, receipt.id)
    one_b = bas_report(ctx, quarter_label="2026-Q1").fields["1B"]
    assert one_b == Decimal("10.91")  # hand-worked: 120/11, the GST-free 100 has none

    create_rule(
        ctx,
        data={
            "name": "drop bunnings",
            "triggers": [],
            "conditions": {"all": [{"field": "description", "operator": "contains", "value": "BUNNINGS"}]},
            "actions": [{"type": "delete"}],
        },
    )
    run = run_rules(ctx, options={"confirm": True})
    with pytest.raises(NotFoundError):
        get_transaction(ctx, tx.id)
    assert _links_of(ctx, tx.id, bill.id, expense.id, receipt.id) != linked

    undo_run(ctx, run.id or "")
    back = get_transaction(ctx, tx.id)
    assert [(p.amount, p.category_id, p.gst_amount) for p in back.splits] == parts_before
    assert _links_of(ctx, tx.id, bill.id, expense.id, receipt.id) == linked
    assert bas_report(ctx, quarter_label="2026-Q1").fields["1B"] == one_b


def _bill_dates_in_search(ctx: AccountContext, bill_id: str) -> list[str]:
    from finkit.core.search.service import search

    hits = search(ctx, query="kind:bill", kinds=["bill"]).hits
    return [h.date.date().isoformat() for h in hits if h.id == bill_id and h.date is not None]


def test_after_undo_the_bills_search_entry_shows_the_due_date_put_back(ctx: AccountContext) -> None:
    """A payment moves its bill's due date on; deleting the payment steps it back; undoing the deletion
    moves it on again, and search shows that date at once (it showed the stepped-back one until the
    bill's next write)."""
    from finkit.core.rules.service import create_rule
    from finkit.core.usecases.rules import run_rules, undo_run

    tx = add(ctx, "AGL ENERGY", "-310.00", date="2026-03-02")
    bill = create_bill(
        ctx,
        data={
            "name": "AGL",
            "merchant": "AGL",
            "expectedAmount": "310",
            "frequency": "monthly",
            "nextDueDate": "2026-03-02",
        },
    )
    link_transaction_to_bill(ctx, tx.id, bill.id)
    paid = get_bill(ctx, bill.id).next_due_date.isoformat()
    assert _bill_dates_in_search(ctx, bill.id) == [paid]

    deleted = delete_transaction(ctx, tx.id)
    assert _bill_dates_in_search(ctx, bill.id) == [get_bill(ctx, bill.id).next_due_date.isoformat()] != [paid]
    undo_change(ctx, deleted.change_id or "")
    assert get_bill(ctx, bill.id).next_due_date.isoformat() == paid
    assert _bill_dates_in_search(ctx, bill.id) == [paid]

    create_rule(
        ctx,
        data={
            "name": "drop agl",
            "triggers": [],
            "conditions": {"all": [{"field": "description", "operator": "contains", "value": "AGL"}]},
            "actions": [{"type": "delete"}],
        },
    )
    run = run_rules(ctx, options={"confirm": True})
    assert _bill_dates_in_search(ctx, bill.id) != [paid]
    undo_run(ctx, run.id or "")
    assert _bill_dates_in_search(ctx, bill.id) == [paid]
