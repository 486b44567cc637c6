"""Bulk categorise (all rows or none, tax derived again) and a transaction's provenance, history and
attachments. Runs on SQLite and, with FINKIT_TEST_POSTGRES_URL set, on PostgreSQL."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.transactions.detail import (
    attach_file,
    open_attachment,
    transaction_attachments,
    transaction_history,
    transaction_provenance,
)
from finkit.core.transactions.schemas import TransactionRead
from finkit.core.usecases.transactions import (
    bulk_categorise,
    create_transaction,
    get_transaction,
    update_transaction,
)


def add(ctx: AccountContext, description: str, amount: str, **extra: Any) -> TransactionRead:
    return create_transaction(
        ctx, data={"date": "2025-10-15", "description": description, "amount": amount, **extra}
    )


def test_bulk_categorise_sets_every_row_and_derives_tax(ctx: AccountContext) -> None:
    drill = add(ctx, "REECE PLUMBING CENTRE PENRITH", "-330.00")
    saw = add(ctx, "BUNNINGS 123 PENRITH", "-110.00")
    assert not drill.is_tax_deductible and drill.gst_amount is None
    tools = find_category_by_name(ctx, "Tools & Equipment")
    result = bulk_categorise(
        ctx, data={"transactionIds": [drill.id, saw.id, drill.id], "categoryId": tools.id}
    )
    assert (result.updated, result.changed) == (2, 2)  # the repeated id is one row
    assert result.tax_rederived == 2
    after_drill, after_saw = get_transaction(ctx, drill.id), get_transaction(ctx, saw.id)
    assert after_drill.category_id == after_saw.category_id == tools.id
    assert after_drill.is_tax_deductible and after_drill.gst_amount == Decimal("-30.00")  # 330 / 11
    assert after_saw.gst_amount == Decimal("-10.00")  # 110 / 11
    provenance = transaction_provenance(ctx, drill.id)
    assert provenance.category_origin == "user" and provenance.category_locked
    history = transaction_history(ctx, drill.id)
    assert [h.action for h in history] == ["transaction.create", "transaction.categorise_bulk"]
    assert history[1].details["category"] == "Tools & Equipment"


def test_bulk_categorise_is_all_or_nothing(ctx: AccountContext, other_ctx: AccountContext) -> None:
    mine = add(ctx, "OFFICEWORKS", "-55.00")
    theirs = add(other_ctx, "OFFICEWORKS", "-55.00")
    office = find_category_by_name(ctx, "Office Supplies")
    with pytest.raises(NotFoundError) as info:
        bulk_categorise(ctx, data={"transactionIds": [mine.id, theirs.id], "categoryId": office.id})
    assert theirs.id in info.value.message
    with pytest.raises(NotFoundError) as unknown:
        bulk_categorise(ctx, data={"transactionIds": [mine.id, "no-such-id"], "categoryId": office.id})
    assert "no-such-id" in unknown.value.message
    assert get_transaction(ctx, mine.id).category_id is None  # nothing written
    assert get_transaction(other_ctx, theirs.id).category_id is None
    assert [h.action for h in transaction_history(ctx, mine.id)] == ["transaction.create"]
    foreign_category = find_category_by_name(other_ctx, "Office Supplies")
    with pytest.raises(ValidationError) as bad:
        bulk_categorise(ctx, data={"transactionIds": [mine.id], "categoryId": foreign_category.id})
    assert [p.field for p in bad.value.fields] == ["categoryId"]
    with pytest.raises(ValidationError) as empty:
        bulk_categorise(ctx, data={"transactionIds": [], "categoryId": office.id})
    assert [p.field for p in empty.value.fields] == ["transactionIds"]


def test_provenance_names_the_user_and_the_derived_fields(ctx: AccountContext) -> None:
    tx = add(ctx, "AMPOL FOODARY", "-88.00")
    assert transaction_provenance(ctx, tx.id).category_origin == "none"
    assert transaction_provenance(ctx, tx.id).merchant_origin == "user"  # typed (manual row)
    update_transaction(ctx, tx.id, data={"merchant": "Ampol", "isTaxDeductible": True})
    provenance = transaction_provenance(ctx, tx.id)
    assert provenance.merchant_origin == "user"
    assert provenance.tax_treatment_source["isTaxDeductible"] == "user"
    assert provenance.tax_treatment_source["gstAmount"] == "derived"
    assert provenance.imported_from is None


def test_attachments_are_linked_opened_and_private(ctx: AccountContext, other_ctx: AccountContext) -> None:
    tx = add(ctx, "OFFICEWORKS", "-55.00")
    receipt_text = b"OFFICEWORKS\nTAX INVOICE\nTOTAL $55.00\nGST $5.00\n"
    receipt = attach_file(ctx, tx.id, data=receipt_text, file_name="officeworks.txt")
    assert receipt.transaction_id == tx.id
    attachments = transaction_attachments(ctx, tx.id)
    assert [a.file.original_name for a in attachments] == ["officeworks.txt"]
    record, data = open_attachment(ctx, tx.id, attachments[0].file.id)
    assert data == receipt_text and record.id == attachments[0].file.id
    assert "receipt.commit" in [h.action for h in transaction_history(ctx, tx.id)]
    other = add(ctx, "ELSEWHERE", "-1.00")
    with pytest.raises(NotFoundError):
        open_attachment(ctx, other.id, attachments[0].file.id)  # not linked to that row
    with pytest.raises(NotFoundError):
        open_attachment(other_ctx, tx.id, attachments[0].file.id)
    with pytest.raises(NotFoundError):
        attach_file(other_ctx, tx.id, data=receipt_text, file_name="x.txt")
    for call in (transaction_provenance, transaction_history, transaction_attachments):
        with pytest.raises(NotFoundError):
            call(other_ctx, tx.id)


def test_a_rule_run_shows_in_provenance_and_history(ctx: AccountContext) -> None:
    from finkit.core.rules.service import create_rule
    from finkit.core.usecases.rules import run_rules, undo_run

    tx = add(ctx, "UBER *TRIP HELP.UBER.COM", "-18.50")
    create_rule(
        ctx,
        data={
            "name": "Rideshare",
            "conditions": {"field": "description", "operator": "contains", "value": "uber"},
            "actions": [{"type": "setCategory", "category": "Meals & Dining"}],
        },
    )
    run = run_rules(ctx, options={"confirm": True})
    provenance = transaction_provenance(ctx, tx.id)
    assert provenance.category_origin == "rule" and provenance.category_rule == "Rideshare"
    assert provenance.category_explanation == "set by a rule (Rideshare)"
    ruled = [h for h in transaction_history(ctx, tx.id) if h.kind == "rule"]
    assert [(h.action, h.details["rule"]) for h in ruled] == [("rule.applied", "Rideshare")]
    undo_run(ctx, run.id)
    assert [h.action for h in transaction_history(ctx, tx.id) if h.kind == "rule"] == [
        "rule.applied (undone)"
    ]
    assert transaction_provenance(ctx, tx.id).category_origin == "none"


def test_bulk_categorise_moves_a_category_set_primary(make_ctx: Any) -> None:
    from finkit.core.usecases.category_sets import assign_category, list_assignments

    elite = make_ctx(tier="elite")
    fuel = find_category_by_name(elite, "Fuel").id
    tools = find_category_by_name(elite, "Tools & Equipment").id
    assigned, plain = add(elite, "BP CONNECT", "-66.00"), add(elite, "AMPOL", "-40.00")
    assign_category(elite, assigned.id, data={"categoryId": fuel})
    bulk_categorise(elite, data={"transactionIds": [assigned.id, plain.id], "categoryId": tools})
    primary = [r.category_id for r in list_assignments(elite, assigned.id) if r.is_primary]
    assert primary == [tools]  # the primary follows the new category, as an edit does
    assert list_assignments(elite, plain.id) == []  # no assignments are made where there were none
