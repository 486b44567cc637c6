"""Rule actions done by other areas: linkBill (bills) and addCategoryAssignment (Smart Categories)."""

from __future__ import annotations

import pytest

from finkit.core.bills.service import create_bill, list_bill_payments
from finkit.core.categories.service import find_category_by_name
from finkit.core.category_sets.assignments import list_assignments
from finkit.core.errors import ValidationError
from finkit.core.rules.service import create_rule
from finkit.core.usecases.rules import run_rules, undo_run
from finkit.core.usecases.transactions import create_transaction, get_transaction

NETFLIX = {"all": [{"field": "description", "operator": "contains", "value": "netflix"}]}


def test_link_bill_action_links_and_undo_unlinks(ctx) -> None:
    # Paid before the bill existed (and at another amount), so auto-matching never linked it.
    tx = create_transaction(
        ctx, data={"date": "2026-03-09", "description": "NETFLIX.COM", "amount": "-16.99"}
    )
    bill = create_bill(
        ctx,
        data={
            "name": "Netflix",
            "expectedAmount": "22.99",
            "frequency": "monthly",
            "nextDueDate": "2026-07-09",
        },
    )
    assert list_bill_payments(ctx, bill.id) == []
    create_rule(
        ctx,
        data={
            "name": "Netflix is a bill",
            "conditions": NETFLIX,
            "actions": [{"type": "linkBill", "bill": bill.id}],
        },
    )
    run = run_rules(ctx)
    assert [p.transaction_id for p in list_bill_payments(ctx, bill.id)] == [tx.id]
    undo_run(ctx, run.id or "")
    assert list_bill_payments(ctx, bill.id) == []


def test_link_bill_refuses_another_accounts_bill(ctx, other_ctx) -> None:
    theirs = create_bill(
        other_ctx,
        data={"name": "Theirs", "expectedAmount": "9", "frequency": "monthly", "nextDueDate": "2026-07-01"},
    )
    with pytest.raises(ValidationError) as info:
        create_rule(
            ctx,
            data={"name": "x", "conditions": NETFLIX, "actions": [{"type": "linkBill", "bill": theirs.id}]},
        )
    assert info.value.fields[0].field.endswith(".bill")


def test_category_assignment_action_needs_elite_and_assigns(make_ctx) -> None:
    free = make_ctx("free")
    with pytest.raises(ValidationError) as info:
        create_rule(
            free,
            data={
                "name": "x",
                "conditions": NETFLIX,
                "actions": [{"type": "addCategoryAssignment", "category": "Entertainment"}],
            },
        )
    assert "elite" in info.value.fields[0].message
    elite = make_ctx("elite")
    tx = create_transaction(
        elite, data={"date": "2026-06-09", "description": "NETFLIX.COM", "amount": "-22.99"}
    )
    create_rule(
        elite,
        data={
            "name": "Netflix also entertainment",
            "conditions": NETFLIX,
            "actions": [{"type": "addCategoryAssignment", "category": "Entertainment"}],
        },
    )
    run = run_rules(elite)
    entertainment = find_category_by_name(elite, "Entertainment")
    assigned = list_assignments(elite, tx.id)
    assert [(a.category_id, a.assigned_by) for a in assigned] == [(entertainment.id, "rule")]
    undo_run(elite, run.id or "")
    assert list_assignments(elite, tx.id) == []
    assert get_transaction(elite, tx.id).category_id is None
